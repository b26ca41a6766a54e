"""Dragon Ball Super Card Game rules (manual 1.073), section 2, Card Data (DBS 2)."""

from __future__ import annotations

import pytest

from engine import registry
from engine.cards import CardDef
from engine.games.dbscg.costs import can_pay, pay
from engine.games.dbscg.schema import card_problem
from engine.games.dbscg.turn import main_phase
from engine.state import REST, STAND
from tests.engine.games.dbs import (
    MIXED,
    deck_error,
    energy,
    new_game,
    notes,
    red_deck,
    run,
    take,
)


def test_2_3_2_leader_section_holds_a_leader_card() -> None:
    """DBS 2-3-2: the Leader Area takes a Leader Card, not a Battle Card."""
    e = deck_error("dbscg", red_deck(leader="[leader]\n1 DBR-002\n"))
    assert e.line == 2 and "DBS 2-3-2" in e.message


def test_2_11_1_1_play_pays_total_and_specified_cost() -> None:
    """DBS 2-11-1-1 / DBS 6-3-1-2-1: Blazeheart Duelist (cost 3, two red
    specified) cannot be played with 1 red and 2 blue energy; with 2 red and
    2 blue it rests both red and one blue."""
    rs, g = new_game(decks=[MIXED, registry.get("dbscg").demo_decks()[1]])
    card = take(g, 0, "DBR-005", "hand")
    reds = energy(g, 0, "DBR-002", 1)
    blues = energy(g, 0, "DBB-008", 2)
    assert f"play:{card.iid}" not in [o.key for o in run(main_phase(rs, g, 0), "end")[0].options]
    reds += energy(g, 0, "DBR-003", 1)
    run(main_phase(rs, g, 0), f"play:{card.iid}", "end")
    assert card.zone.name == "battle"
    assert [c.orientation for c in reds] == [REST, REST]
    assert sorted(c.orientation for c in blues) == [REST, STAND]


def test_2_11_1_1_specified_colors_must_be_paid() -> None:
    """DBS 2-11-1-1: a specified cost needs energy of that color."""
    rs, g = new_game(decks=[registry.get("dbscg").demo_decks()[1], registry.get("dbscg").demo_decks()[0]])
    # seat 0 is the blue player now; give them red energy only from its own deck: none, so use effects of color
    card = take(g, 0, "DBB-005", "hand")  # cost 4, specified blue x2
    energy(g, 0, "DBB-004", 4)
    ds = run(main_phase(rs, g, 0), f"play:{card.iid}", "end")
    assert f"play:{card.iid}" in [o.key for o in ds[0].options]
    assert card.zone.name == "battle" and card.orientation == STAND
    assert [c.orientation for c in g.zone(0, "energy").cards] == [REST] * 4
    assert any("pays 4 energy (total 4, specified 2 blue)" in t for t in notes(g))


def test_2_11_1_1_1_specified_above_total() -> None:
    """DBS 2-11-1-1-1: when the specified cost is greater than the total
    cost, that many cards of the color are rested."""
    _, g = new_game()
    es = energy(g, 0, "DBR-002", 2)
    assert can_pay(g, 0, 1, (("red", 2),))
    assert not can_pay(g, 0, 1, (("red", 3),))
    assert not can_pay(g, 0, 1, (("blue", 1),))
    run(pay(g, 0, 1, (("red", 2),), "test", "DBS 2-11-1-1-1"))
    assert [c.orientation for c in es] == [REST, REST]


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
