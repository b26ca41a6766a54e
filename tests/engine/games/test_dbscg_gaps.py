"""Scenario tests for numbered rules of the Dragon Ball Super Card Game
manual ver.1.073 (``DBS``) that the other files do not name: card fields,
confirmative rule processing, the end of a battle, playing, and the order of
an Extra Card's activation."""

from __future__ import annotations

import pytest

from engine.cards import CardDef
from engine.events import CardMoved, Note
from engine.games.dbscg.battle import attack
from engine.games.dbscg.grammar import ADAPTER
from engine.games.dbscg.plays import play_card
from engine.games.dbscg.schema import card_problem
from engine.games.dbscg.turn import main_phase
from engine.grammar.verbs import Draw
from engine.state import REST, STAND
from engine.timing import Duration, Pending
from tests.engine.games.test_dbscg import energy, leader, new_game, notes, run, take


@pytest.mark.parametrize(
    ("kind", "stats", "rule"),
    [
        ("battle", {"cost": 1, "color": "red"}, "2-8-2"),
        ("extra", {"cost": 1, "power": 5000, "color": "red"}, "2-8-2"),
        ("extra", {"cost": 1, "combo_power": 5000, "color": "red"}, "2-9-2"),
        ("battle", {"power": 5000, "cost": 1, "combo_power": 5000, "color": "red"}, "3-7-3-1"),
        ("battle", {"power": 5000, "color": "red"}, "2-11-2"),
        ("leader", {"power": 10000, "back_name": "B", "back_power": 15000, "cost": 1, "color": "red"}, "2-11-2"),
    ],
)
def test_2_8_2_and_2_11_2_fields_of_each_card_type(kind: str, stats: dict[str, object], rule: str) -> None:
    """DBS 2-8-2: only Leader and Battle Cards have power (a Battle Card must);
    DBS 2-9-2: only Battle Cards have combo power; DBS 3-7-3-1: combo power
    and combo cost come together; DBS 2-11-2: only Battle and Extra Cards have
    an energy cost (they must). A card file breaking these is refused; the
    card data is shared by both manuals, which read the same (DBS1.0 2-8-2,
    DBS1.0 2-9-2, DBS1.0 2-11-2)."""
    problem = card_problem(CardDef("T-1", "Test", "dbscg", kind, "", stats, ()))
    assert problem and rule in problem


def test_9_1_2_2_power_back_above_zero_before_the_checkpoint() -> None:
    """DBS 9-1-2-2 / DBS 9-5-1: 0 power or less is confirmative rule
    processing, carried out only if the condition still holds at the
    checkpoint: a card whose power came back above 0 stays; one still at 0
    goes to the Drop Area (DBS 9-5-2)."""
    rs, g = new_game()
    saved = take(g, 1, "DBB-008", "battle")  # 10000
    lost = take(g, 1, "DBB-003", "battle")  # 10000
    drop = g.add_effect("power", "add", -10000, target=saved, duration=Duration.END_OF_TURN)
    g.add_effect("power", "add", -10000, target=lost, duration=Duration.END_OF_TURN)
    assert rs.power(g, saved) == rs.power(g, lost) == 0
    g.end_effect(drop)  # the effect ends before any checkpoint
    rs.rules_then_pending(g)
    assert saved.zone.name == "battle" and lost.zone.name == "drop"
    assert any(n.rule == "DBS 9-5-2" for n in g.journal if isinstance(n, Note))


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
@pytest.mark.parametrize("n", [0, -2])
def test_1_3_2_2_draw_zero_or_a_negative_number_does_nothing(rid: str, n: int) -> None:
    """DBS 1-3-2-2 / DBS 4-9-3 (DBS1.0 1-3-2-2 / DBS1.0 4-9-3): carrying out
    an action 0 or a negative number of times does nothing: "draw X" with
    X = 0 draws nothing."""
    _, g = new_game(rid)
    before = len(g.journal)
    deck = len(g.zone(0, "deck").cards)
    run(Draw(ADAPTER, n).run(g, Pending(g.next_id(), 0, "test")))
    assert len(g.zone(0, "deck").cards) == deck and not g.zone(0, "hand").cards
    assert not any(isinstance(e, CardMoved) for e in g.journal[before:])


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
def test_7_4_1_3_guard_combo_then_7_4_1_7_and_7_4_1_9_power_changes_end(rid: str) -> None:
    """DBS 7-4-1-3 (DBS1.0 7-4-1-3): the non-turn player's combo power is
    added to the guard card; DBS 7-4-1-7 (DBS1.0 7-4-1-7): the combo power
    changes dissipate after the battle; DBS 7-4-1-9 (DBS1.0 7-4-1-8): effects
    lasting "during that battle" end."""
    rs, g = new_game(rid)
    brawler = take(g, 0, "DBR-003", "battle")  # 15000
    kelp = take(g, 1, "DBB-008", "hand")  # combo +5000, cost 0
    g.add_effect("power", "add", 5000, target=brawler, duration=Duration.END_OF_BATTLE, text="+5000 in battle")
    g.add_effect("power", "add", 10000, target=brawler, duration=Duration.END_OF_TURN, text="+10000 this turn")
    run(attack(rs, g, brawler, leader(g, 1)), f"combo:{kelp.iid}", "life:0")
    assert any("guard card Mirella, Tidecaller 10000 + combo 5000 (Kelp Whisperer 5000) = 15000" in t for t in notes(g))
    assert len(g.zone(1, "life").cards) == 7  # 30000 against 15000
    assert rs.power(g, leader(g, 1)) == 10000  # the combo power is gone
    assert rs.power(g, brawler) == 25000  # the battle effect ended, the turn effect stays


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
def test_3_1_5_combo_to_drop_is_a_new_card(rid: str) -> None:
    """DBS 3-1-5 / DBS1.0 3-1-5: a card moving from the Combo Area to an area
    other than the Battle Area is a new card: the effects it carried from the
    Battle Area (DBS 3-1-4) stop applying."""
    rs, g = new_game(rid)
    novice = take(g, 0, "DBR-008", "battle")  # 10000, combo cost 0
    g.add_effect("power", "add", 5000, target=novice, duration=Duration.END_OF_TURN)
    run(attack(rs, g, leader(g, 0), leader(g, 1)), f"combo:{novice.iid}", "life:0")
    assert novice.zone.name == "drop" and rs.power(g, novice) == 10000


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
def test_3_6_3_playing_places_the_card_in_active_mode(rid: str) -> None:
    """DBS 3-6-3 / DBS 3-6-4 / DBS 6-3-1-2-1-3 (DBS1.0 3-6-3-1 / DBS1.0 3-6-4 /
    DBS1.0 6-3-1-3-1-3): playing places the Battle Card in the Battle Area,
    in Active Mode, after its energy cost is paid in Rest Mode
    (DBS 6-3-1-2-1-1)."""
    rs, g = new_game(rid)
    pip = take(g, 0, "DBR-002", "hand")  # cost 1
    (e,) = energy(g, 0, "DBR-008", 1)
    run(play_card(rs, g, 0, pip))
    assert pip.zone.name == "battle" and pip.orientation == STAND and pip.face_up
    assert e.orientation == REST


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
