"""Dragon Ball Super Card Game rules (manual 1.073), section 8, Activating and
Resolving Skills (DBS 8)."""

from __future__ import annotations

import pytest

from engine import registry
from engine.decisions import Decision
from engine.events import CardMoved
from engine.flow import check_timing
from engine.games.dbscg.abilities import act_ability, activate, trigger
from engine.games.dbscg.effects import HANDLERS
from engine.games.dbscg.state import DbsTurn
from engine.games.dbscg.turn import main_phase
from engine.state import REST, STAND
from tests.engine.games.dbs import (
    drive,
    energy,
    first,
    fresh_card,
    new_game,
    notes,
    pending,
    run,
    take,
)


def test_8_5_2_extra_card_ko_effect() -> None:
    """DBS 8-5-2 / DBS 10-1-1: an [Activate: Main] Extra Card is paid,
    placed in the Drop Area, and KOs up to 1 Battle Card."""
    rs, g = new_game()
    target = take(g, 1, "DBB-004", "battle")  # 15000
    big = take(g, 1, "DBB-005", "battle")  # 25000
    barrage = take(g, 0, "DBR-011", "hand")
    energy(g, 0, "DBR-002", 2)
    ds = run(main_phase(rs, g, 0), f"extra:{barrage.iid}", f"ko:{target.iid}", "end")
    assert f"ko:{big.iid}" not in [o.key for o in ds[1].options]
    assert target.zone.name == "drop" and big.zone.name == "battle" and barrage.zone.name == "drop"


def test_8_4_activate_main_skill_cost_and_once_per_turn() -> None:
    """DBS 6-3-1-2-2 / DBS 8-4-2: an [Activate: Main] skill of a Battle Card
    is activated by paying its cost (switching the card to Rest Mode);
    DBS 10-11-5: [Once per Turn] — it cannot be activated again this turn."""
    rs, g = new_game(decks=[registry.get("dbscg").demo_decks()[1], registry.get("dbscg").demo_decks()[0]])
    oracle = take(g, 0, "DBB-017", "battle")
    ds = run(main_phase(rs, g, 0), f"skill:{oracle.iid}", "end")
    assert oracle.orientation == REST and len(g.zone(0, "hand").cards) == 1
    assert not any(o.key.startswith("skill:") for o in ds[-1].options)
    g.set_orientation(oracle, STAND)
    ds = run(main_phase(rs, g, 0), "end")
    assert not any(o.key.startswith("skill:") for o in ds[0].options)  # once per turn
    g.turn_data = DbsTurn()
    ds = run(main_phase(rs, g, 0), "end")
    assert f"skill:{oracle.iid}" in [o.key for o in ds[0].options]


def test_8_4_2_2_a_skill_cost_must_be_payable_and_10_13_5_union_absorb() -> None:
    """DBS 8-4-2-2: without the energy for its cost, the skill cannot be
    activated; DBS 8-4-2-3: (1) rests 1 energy; DBS 10-13-5-4: [Union-Absorb]
    places the Drop Area card under this card, which keeps its mode."""
    rs, g = new_game()
    g.active = 1
    maw = take(g, 1, "DBX-017", "battle")
    fodder = take(g, 1, "DBB-004", "drop")
    ds = run(main_phase(rs, g, 1), "end")
    assert not any(o.key == f"skill:{maw.iid}" for o in ds[0].options)
    (e,) = energy(g, 1, "DBB-002", 1)
    run(main_phase(rs, g, 1), f"skill:{maw.iid}", "end")
    assert e.orientation == REST and fodder.zone.name == "under"
    assert rs.power(g, maw) == 20000 and maw.orientation == STAND


def test_8_6_5_ko_trigger_and_10_1_2_power_zero_is_not_a_ko() -> None:
    """DBS 8-6-5: "when this card is KO-ed" triggers from the Drop Area;
    DBS 10-1-2 / DBS 9-5-2-1: a card placed in the Drop Area for 0 power was not
    KO-ed, so it does not trigger."""
    rs, g = new_game()
    tamsin = take(g, 0, "DBX-009", "battle")
    run(rs.ko(g, tamsin, by_opponent=True, why="test"))
    run(check_timing(g))
    assert len(g.zone(0, "hand").cards) == 1
    g.move(tamsin, g.zone(0, "battle"))
    g.add_effect("power", "add", -10000, target=tamsin)
    assert not rs.rules_then_pending(g)
    assert tamsin.zone.name == "drop" and len(g.zone(0, "hand").cards) == 1


def test_8_6_6_situation_trigger_pends_once() -> None:
    """DBS 8-6-6 / DBS 8-6-6-1: "when you have no cards in your hand" becomes
    pending once when the situation arises, again only when it arises anew."""
    rs, g = new_game()
    lio = take(g, 1, "DBX-019", "battle")
    assert rs.rules_then_pending(g) and len(g.pending) == 1
    rs.rules_then_pending(g)
    assert len(g.pending) == 1
    run(check_timing(g))
    assert len(g.zone(1, "hand").cards) == 1 and not g.pending
    g.move(g.zone(1, "hand").cards[0], g.zone(1, "drop"))
    assert rs.rules_then_pending(g) and g.pending[0].source == lio.iid


def test_8_6_7_pending_auto_resolves_but_fails_when_its_card_left() -> None:
    """DBS 8-6-7: a pending [Auto] whose card changed areas still resolves,
    but an effect about that card fails."""
    _rs, g = new_game()
    sensei = next(c for c in g.zone(0, "life").cards if c.card.id == "DBR-009")
    g.move(sensei, g.zone(0, "battle"))
    trigger(g, "attacks", sensei)
    g.move(sensei, g.zone(0, "drop"))
    run(check_timing(g))
    assert any("[Auto] Flarecaller Sensei" in t for t in notes(g))
    assert not [e for e in g.effects if e.stat == "power"]


def test_8_6_3_triggers_twice_pend_twice_and_10_11_4_once_per_turn_resolves_once() -> None:
    """DBS 8-6-3: a trigger fulfilled twice is pending twice; DBS 10-11-4: a
    [Once per Turn] [Auto] pending twice resolves once, the rest nullified."""
    _, g = new_game()
    g.active = 1
    lio = take(g, 1, "DBX-019", "battle")
    take(g, 1, "DBB-004", "hand")
    trigger(g, "turn_end", lio)
    trigger(g, "turn_end", lio)
    assert len(g.pending) == 2
    ds = drive(check_timing(g), first)
    assert len([d for d in ds if d.prompt.startswith("Search")]) == 1
    assert any("[Once per Turn] already used this turn" in t for t in notes(g))


def test_8_4_2_and_10_30_burst_cost_of_an_auto() -> None:
    """DBS 10-30-1: [Burst 2] — the skill takes effect only if its master
    places the top 2 cards of their deck in the Drop Area."""
    rs, g = new_game()
    miro = take(g, 0, "DBX-008", "hand")
    energy(g, 0, "DBR-002", 3)
    deck = len(g.zone(0, "deck").cards)
    run(main_phase(rs, g, 0), f"play:{miro.iid}", "yes", "end")
    assert miro.zone.name == "battle" and len(g.zone(0, "drop").cards) == 2
    assert len(g.zone(0, "hand").cards) == 1 and len(g.zone(0, "deck").cards) == deck - 3


@pytest.mark.parametrize(("pick", "zone"), [(0, "hand"), (1, "energy")])
def test_8_9_2_the_master_chooses_among_replacement_effects(pick: int, zone: str) -> None:
    """DBS 8-9-2 / DBS 8-9-2-1: two replacement effects could replace the KO of
    one card: its master chooses which applies. DBS 8-9-1-1: the KO then never
    happened (no "when KO-ed"), and DBS 8-9-2-3: the other does not apply to
    the same event afterwards."""
    rs, g = new_game()
    adept = fresh_card(g, 0, "DBX-023", "battle")
    run(HANDLERS["ko_instead"](g, pending(g, 0, adept), "hand"))
    run(HANDLERS["ko_instead"](g, pending(g, 0, adept), "energy"))
    seen: list[tuple[int, int]] = []

    def choose(d: Decision) -> str:
        seen.append((d.player, len(d.options)))
        return d.options[pick].key

    run(rs.ko(g, adept, by_opponent=True, why="KO-ed by an effect"), choose)
    assert seen == [(0, 2)]  # the card's master chooses between both
    assert adept.zone.name == zone and g.zone(0, "drop").cards == []
    assert sum("Instead of being KO-ed" in t for t in notes(g)) == 1
    assert not any("is KO-ed" in t for t in notes(g))


def test_8_9_1_a_single_replacement_applies_without_a_choice() -> None:
    """DBS 8-9-1: one replacement effect (the demo card's [Activate: Main])
    replaces the KO by returning the card to the hand."""
    rs, g = new_game()
    adept = fresh_card(g, 0, "DBX-023", "battle")
    ab = act_ability(adept, "main")
    assert ab is not None
    run(activate(g, 0, adept, ab, rs.r("activate_main")))
    assert run(rs.ko(g, adept, by_opponent=True, why="KO-ed by an effect")) == []
    assert adept.zone.name == "hand"


def test_8_5_2_5_1_extra_card_goes_to_the_drop_area_before_its_effect() -> None:
    """DBS 8-5-2-5-1: an activated Extra Card is placed in the Drop Area, then
    its effect is carried out; DBS 8-5-2-4 / DBS 8-5-2-6: counter timings
    before and after (none opens here: no [Counter] in the hand)."""
    rs, g = new_game()
    g.active = 1
    energy(g, 1, "DBB-004", 2)
    verdict = take(g, 1, "DBX-024", "hand")
    brawler = take(g, 0, "DBR-003", "battle")
    start = len(g.journal)
    run(main_phase(rs, g, 1), f"extra:{verdict.iid}", f"ko:{brawler.iid}", "end")
    moves = [(e.card, e.dst) for e in g.journal[start:] if isinstance(e, CardMoved) and e.dst.endswith(".drop")]
    assert moves[:2] == [(verdict.iid, "p1.drop"), (brawler.iid, "p0.drop")]
