"""Scenario tests for the information of a card that moved: DBS 8-10
(DBS1.0 8-11) "the final information of a card", and the information an
area movement trigger reads (DBS 8-6-5-1 / DBS1.0 8-7-5-1), with the
continuous-effect rules they rest on (DBS 8-8-1-4, DBS 8-8-1-5-1)."""

from __future__ import annotations

import pytest

from engine.abilities import Ability, read_step
from engine.cards import CardDef
from engine.events import Note
from engine.flow import check_timing
from engine.games.dbscg.battle import attack
from engine.games.dbscg.plays import play_card
from engine.games.dbscg.turn import main_phase
from engine.state import REST, Card, Game
from engine.timing import Duration
from tests.engine.games.dbs import energy, leader, new_game, notes, run, take

BOTH = ["dbscg", "dbscg-1.0"]


def ruled(g: Game, rule: str) -> list[str]:
    """The log lines that cite ``rule``."""
    return [e.text for e in g.journal if isinstance(e, Note) and e.rule == rule]


def verdict(g: Game, n: int = 1) -> list[Card]:
    """Blue's "Verdict of the Undertow" (DBX-024) in the hand, with energy to
    activate it ``n`` times; Player 2 takes the turn."""
    g.active = 1
    energy(g, 1, "DBB-004", 2 * n)  # blue energy: cost 2 incl. 1 blue
    return [take(g, 1, "DBX-024", "hand") for _ in range(n)]


@pytest.mark.parametrize("rid", BOTH)
def test_8_10_1_ko_then_that_card_is_read_in_the_drop_area(rid: str) -> None:
    """DBS 8-10-1 / DBS1.0 8-11-1: an effect that KOs a card and then refers
    to "that card" reads it as it is in the final area it moved to, the Drop
    Area, where the power changes it had in the Battle Area no longer apply
    (DBS 8-8-1-4): a 15000 card lowered to 10000 counts as 15000, a 10000
    card raised to 15000 counts as 10000."""
    rs, g = new_game(rid)
    first, second = verdict(g, 2)
    brawler = take(g, 0, "DBR-003", "battle")  # printed 15000
    g.add_effect("power", "add", -5000, target=brawler, text="-5000")
    novice = take(g, 0, "DBR-008", "battle")  # printed 10000
    g.add_effect("power", "add", 5000, target=novice, text="+5000")
    assert (rs.power(g, brawler), rs.power(g, novice)) == (10000, 15000)
    rule = "DBS 8-10-1" if rid == "dbscg" else "DBS1.0 8-11-1"

    run(main_phase(rs, g, 1), f"extra:{first.iid}", f"ko:{brawler.iid}", "end")
    assert brawler.zone.name == "drop"
    hand = g.zone(1, "hand").cards
    assert first not in hand and len(hand) == 2  # the second Verdict and 1 card drawn
    read = [t for t in ruled(g, rule) if "Ashfang Brawler" in t]
    assert read and "15000 power as it is in the Drop Area" in read[0]

    run(main_phase(rs, g, 1), f"extra:{second.iid}", f"ko:{novice.iid}", "end")
    assert novice.zone.name == "drop"
    assert len(g.zone(1, "hand").cards) == 1  # no draw: 10000 in the Drop Area
    assert any(
        "Sparkling Novice has 10000 power as it is in the Drop Area" in t and "less than 15000" in t for t in notes(g)
    )


def test_8_5_3_4_nothing_chosen_the_rest_of_the_effect_is_ignored() -> None:
    """DBS 8-5-3-4: when no card is chosen for the KO, the effect about "that
    card" is ignored (it does not fall back to any other card)."""
    rs, g = new_game()
    (card,) = verdict(g)
    take(g, 0, "DBR-003", "battle")
    run(main_phase(rs, g, 1), f"extra:{card.iid}", "none", "end")
    assert not g.zone(1, "hand").cards
    assert any("no card was chosen" in t for t in ruled(g, "DBS 8-5-3-4"))


def _stalwart_battle(rid: str, defender_combos: bool) -> tuple[Game, Card]:
    rs, g = new_game(rid)
    stalwart = take(g, 1, "DBX-025", "battle", orientation=REST)  # printed 10000
    brawler = take(g, 0, "DBR-003", "battle")  # 15000
    pip = take(g, 0, "DBR-002", "hand")  # combo +5000, combo cost 0
    kelp = take(g, 1, "DBB-008", "hand")  # combo +5000, combo cost 0
    defense = f"combo:{kelp.iid}" if defender_combos else "pass"
    run(attack(rs, g, brawler, stalwart), f"combo:{pip.iid}", defense)
    assert stalwart.zone.name == "drop"
    return g, stalwart


@pytest.mark.parametrize("rid", BOTH)
def test_8_6_5_1_2_ko_ed_trigger_reads_the_card_as_it_was_in_the_battle_area(rid: str) -> None:
    """DBS 8-6-5-1-2 / DBS1.0 8-7-5-1-2: "when this card is KO-ed" reads the
    card as it was in the Battle Area, the combo power of the battle
    included: 10000 + 5000 = 15000 draws a card although the card has 10000
    power in the Drop Area; without the combo it had 10000 and does not."""
    g, _ = _stalwart_battle(rid, defender_combos=True)
    rule = "DBS 8-6-5-1-2" if rid == "dbscg" else "DBS1.0 8-7-5-1-2"
    read = ruled(g, rule)
    assert read and "Tidewall Stalwart has 15000 power as it is in the Battle Area" in read[0]
    assert len(g.zone(1, "hand").cards) == 1  # the combo card left the hand; 1 card drawn
    g, _ = _stalwart_battle(rid, defender_combos=False)
    assert [c.card.id for c in g.zone(1, "hand").cards] == ["DBB-008"]  # the combo card stayed; no draw
    assert any("Tidewall Stalwart has 10000 power as it is in the Battle Area" in t for t in notes(g))


@pytest.mark.parametrize(
    ("rid", "draws", "read"),
    [("dbscg", 1, "15000 power as it is in the Drop Area"), ("dbscg-1.0", 0, "10000 power as it is in the Combo Area")],
)
def test_8_6_5_1_3_combo_to_drop_reads_the_new_area(rid: str, draws: int, read: str) -> None:
    """DBS 8-6-5-1-3: a card moving between two open areas (Combo Area to
    Drop Area, 7-4-1-8-1) is read as it is in the new area, where the -5000
    it carried from the Battle Area into the Combo Area (DBS 3-1-4) no longer
    applies. DBS1.0 8-7-5-1-3 names "the Battle Area" instead: read as the
    area the card left, it still has 10000 power and does not draw."""
    rs, g = new_game(rid)
    striker = take(g, 0, "DBX-026", "battle")  # printed 15000, combo cost 1
    g.add_effect("power", "add", -5000, target=striker, duration=Duration.END_OF_TURN, text="-5000")
    energy(g, 0, "DBR-002", 1)
    run(attack(rs, g, leader(g, 0), leader(g, 1)), f"combo:{striker.iid}", "life:0")
    assert striker.zone.name == "drop" and len(g.zone(1, "life").cards) == 7
    assert len(g.zone(0, "hand").cards) == draws
    assert any(f"Ember Echo Striker has {read}" in t for t in notes(g))


def _watcher(g: Game) -> Card:
    """A Battle Card of 10000 power: "[Auto] When you play this card, if it
    has 15000 power or more, draw 1 card" (cost 0), in Player 1's hand."""
    step = read_step("dbscg", {"if": {"condition": [{"power_at_least": 15000}], "then": [{"draw": 1}]}}, "auto")
    ab = Ability(kind="auto", when="played", effect=(step,), text="draw if 15000 or more")
    cd = CardDef("TEST-1", "Test Watcher", "dbscg", "battle", "", {"power": 10000, "cost": 0, "color": "red"}, (ab,))
    return g.new_card(cd, 0, g.zone(0, "hand"))


@pytest.mark.parametrize("leaves", [False, True])
def test_8_6_5_1_1_played_card_is_read_in_the_battle_area(leaves: bool) -> None:
    """DBS 8-6-5-1-1: played from the hand (a secret area) into the Battle
    Area, "when you play this card" reads the card as it was/is in the open
    Battle Area, after the continuous effects that apply there
    (DBS 8-8-1-5-1: +5000 to Player 1's Battle Cards makes it 15000); it
    still does when the card went back to the hand before the skill
    resolved (there it would have 10000)."""
    rs, g = new_game()
    g.add_effect(
        "power",
        "add",
        5000,
        filter=lambda g, c: c.zone.name == "battle" and c.owner == 0,
        duration=Duration.PERMANENT,
        text="Player 1's Battle Cards get +5000",
    )
    card = _watcher(g)
    run(play_card(rs, g, 0, card))
    assert card.zone.name == "battle" and rs.power(g, card) == 15000 and g.pending
    if leaves:
        g.move(card, g.zone(0, "hand"), why="returned to the hand")
        assert rs.power(g, card) == 10000
    run(check_timing(g))
    assert len(g.zone(0, "hand").cards) == (2 if leaves else 1)
    read = ruled(g, "DBS 8-6-5-1-1")
    assert read and "Test Watcher has 15000 power as it is in the Battle Area" in read[-1]


def test_8_8_1_4_effects_stay_behind_when_a_card_leaves_the_battle_area() -> None:
    """DBS 8-8-1-4: a continuous effect from a resolved skill no longer
    applies to a card that moved from the Battle Area to another area, and
    not again when it comes back."""
    rs, g = new_game()
    novice = take(g, 0, "DBR-008", "battle")
    g.add_effect("power", "add", 5000, target=novice, duration=Duration.END_OF_TURN)
    assert rs.power(g, novice) == 15000
    g.move(novice, g.zone(0, "hand"))
    assert rs.power(g, novice) == 10000
    g.move(novice, g.zone(0, "battle"))
    assert rs.power(g, novice) == 10000
