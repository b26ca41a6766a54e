"""Dragon Ball Super Card Game lines that play a card on top of the skill's own
card (:mod:`engine.cardtext.dbscg_deck3`): the compiled tables, and the rules of
``play_on_top`` played on a real game. Every text here is original (invented
names) in the patterns of real card data."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.abilities import parse_ability, read_step
from engine.games.dbscg.costs import can_combo, combo_cost, energy_profile
from engine.games.dbscg.skills import combo_cost_now, energy_cost
from engine.games.dbscg.stacks import place_under
from engine.games.dbscg.state import turn_state
from engine.state import REST, STAND
from engine.timing import Pending
from tests.engine.dbscg_text import one
from tests.engine.games.dbs import new_game, notes, run, take

ACT = {"kind": "act", "zones": ["battle"], "params": {"timing": "main", "mentions": ["play"]}}


def _pending(source: Any) -> Pending:
    return Pending(0, 0, "test", source.iid, source.incarnation)


# -- the rules: a card played on top of this card ----------------------------------------------------


@pytest.mark.parametrize(("active", "mode"), [(False, REST), (True, STAND)])
def test_play_on_top_keeps_mode_and_power_and_stacks(active: bool, mode: str) -> None:
    """DBS 9-4-2: the card played on top of this card takes its mode and power additions (or is in Active Mode
    when that is said); DBS 11-3-1: this card lies under it; the card is played (DBS 3-6-3, 8-6-2)."""
    rs, g = new_game()
    host = take(g, 0, "DBR-005", "battle", orientation=REST)
    g.add_effect("power", "add", 5000, target=host)
    top = take(g, 0, "DBX-002", "hand")
    said = {"active": True} if active else {}
    step = read_step(
        "dbscg", {"play_on_top": {"play": {"count": 1, "zone": "hand", "type": "battle", "cost": 5}, **said}}
    )[1]
    other = take(g, 0, "DBR-003", "hand")
    assert run(step.run(g, _pending(host))) == []  # "choose 1" of one card that can be: no choice is left
    assert other.zone.name == "hand"
    assert top.zone.name == "battle" and top.orientation == mode
    assert rs.power(g, top) == 35000 and host.zone.name == "under"
    assert any("plays Ryuen, Limit Breaker on top of" in n for n in notes(g))


def test_play_on_top_needs_this_card_in_the_battle_area() -> None:
    """DBS 1-3-2: once this card has left the Battle Area no card can be played on top of it."""
    _rs, g = new_game()
    host = take(g, 0, "DBR-005", "battle")
    p = _pending(host)
    g.move(host, g.zone(0, "drop"))
    top = take(g, 0, "DBX-002", "hand")
    step = read_step("dbscg", {"play_on_top": {"play": {"up_to": 1, "zone": "hand", "type": "battle"}}})[1]
    assert run(step.run(g, p)) == []
    assert top.zone.name == "hand"


def test_play_on_top_keeps_the_cards_already_under_this_card() -> None:
    """DBS 11-3-2, 11-3-5: the stack is one card; the cards under this card stay under the new top card (they go
    to the Drop Area only when the stack leaves the Battle Area)."""
    rs, g = new_game()
    host = take(g, 0, "DBR-005", "battle")
    below = take(g, 0, "DBR-002", "battle")
    place_under(g, below, host)
    top = take(g, 0, "DBX-002", "drop")
    step = read_step("dbscg", {"play_on_top": {"play": {"up_to": 1, "zone": "drop", "type": "battle"}}})[1]
    run(step.run(g, _pending(host)), lambda d: (d.options[0].key,))
    rs.rules_then_pending(g)
    assert top.zone.name == "battle" and host.zone.name == "under" and below.zone.name == "under"
    run(rs.ko(g, top, by_opponent=False, why="test"))
    rs.rules_then_pending(g)
    assert host.zone.name == "drop" and below.zone.name == "drop"


def test_play_on_top_from_the_deck_shuffles_it() -> None:
    """DBS 11-6-3: a deck looked through is shuffled."""
    _rs, g = new_game()
    host = take(g, 0, "DBR-005", "battle")
    shuffled: list[str] = []
    real = g.shuffle
    g.shuffle = lambda zone: (shuffled.append(zone.name), real(zone))[1]  # type: ignore[method-assign]
    step = read_step("dbscg", {"play_on_top": {"play": {"up_to": 1, "zone": "deck", "type": "battle", "cost": 5}}})[1]
    run(step.run(g, _pending(host)), lambda d: (d.options[0].key,))
    assert g.zone(0, "battle").cards[-1].card.stats.get("cost") == 5 and host.zone.name == "under"
    assert shuffled == ["deck"]


# -- the rules: a cost reduction for each card ---------------------------------------------------


@pytest.mark.parametrize(("every", "dropped", "cost"), [(1, 0, 3), (1, 2, 1), (1, 5, 0), (2, 3, 2)])
def test_cost_per_reduces_the_cost_in_the_hand_by_the_cards_counted_now(every: int, dropped: int, cost: int) -> None:
    """DBS 8-1-4: "reduce the energy cost of this card in your hand by 1 for each (every 2) Battle Card(s) in your
    Drop Area" is in force while the card is in the hand, counted whenever the cost is read; never below 0
    (DBS 1-3-6); the opponent's Drop Area is not counted."""
    _rs, g = new_game()
    card = take(g, 0, "DBR-005", "hand")  # energy cost 3
    per = {"zone": "drop", "type": "battle", "count": "all"}
    table = {"kind": "cont", "zones": ["hand"], "effect": [{"reduce_cost_per": {"by": 1, "per": per, "every": every}}]}
    card.card = replace(card.card, abilities=(parse_ability(table, "dbscg"),))
    for card_id in ("DBR-002", "DBR-003", "DBR-008", "DBR-010", "DBR-004")[:dropped]:
        take(g, 0, card_id, "drop")
    take(g, 1, "DBB-002", "drop")
    assert energy_cost(g, card) == cost
    g.move(card, g.zone(0, "battle"))
    assert energy_cost(g, card) == 3  # in force in the hand only


def test_cost_of_reduces_the_named_cards_of_the_hand_while_in_play() -> None:
    """DBS 8-1-4: "reduce the energy costs of <Ryuen> cards in your hand by 2" of a card in the Battle Area lowers
    the total cost of its owner's named hand cards (never below 0, DBS 1-3-6); not the opponent's, not other
    cards, and not while the card is out of play or its skills are negated (DBS 8-3-2)."""
    _rs, g = new_game()
    source = take(g, 0, "DBR-003", "hand")
    table = {
        "kind": "cont",
        "zones": ["battle"],
        "effect": [{"reduce_cost_of": {"by": 2, "cards": {"zone": "hand", "count": "all", "character": "Ryuen"}}}],
    }
    source.card = replace(source.card, abilities=(parse_ability(table, "dbscg"),))
    named = take(g, 0, "DBR-005", "hand")  # <Ryuen>, energy cost 3
    other = take(g, 0, "DBR-004", "hand")  # energy cost 2
    assert energy_cost(g, named) == 3
    g.move(source, g.zone(0, "battle"))
    assert energy_cost(g, named) == 1 and energy_cost(g, other) == 2
    g.move(named, g.zone(0, "battle"))
    assert energy_cost(g, named) == 3  # in the hand only
    g.move(named, g.zone(0, "hand"))
    turn_state(g).negated.add((source.iid, source.incarnation))
    assert energy_cost(g, named) == 3


def test_combo_cost_reductions_of_this_card_and_of_named_cards_in_the_hand() -> None:
    """DBS 2-10, 8-1-4: "reduce the combo cost of this card in your hand by 1" and, of a card in play, "reduce the
    combo cost of all <Ryuen> cards in your hand by 1": the combo option's cost and what can be paid follow the
    reduced combo cost (DBS 7-2-1-2-1-1), never below 0 (DBS 1-3-6); the printed one once out of the hand."""
    _rs, g = new_game()
    own = take(g, 0, "DBR-019", "hand")  # combo cost 2
    own_table = {"kind": "cont", "zones": ["hand"], "effect": [{"reduce_combo_cost": 1}]}
    own.card = replace(own.card, abilities=(parse_ability(own_table, "dbscg"),))
    assert combo_cost_now(g, own) == 1 and combo_cost(g, own) == (("energy", 1),)
    named = take(g, 0, "DBR-005", "hand")  # <Ryuen>, combo cost 1
    source = take(g, 0, "DBR-003", "battle")
    table = {
        "kind": "cont",
        "zones": ["battle"],
        "effect": [
            {"reduce_combo_cost_of": {"by": 2, "cards": {"zone": "hand", "count": "all", "character": "Ryuen"}}}
        ],
    }
    source.card = replace(source.card, abilities=(parse_ability(table, "dbscg"),))
    assert combo_cost_now(g, named) == 0 and combo_cost(g, named) == ()
    assert can_combo(g, energy_profile(g, 0), named) and not can_combo(g, energy_profile(g, 0), own)
    g.move(named, g.zone(0, "battle"))
    assert combo_cost_now(g, named) == 1


@pytest.mark.parametrize(("area", "other"), [("battle", "drop"), ("drop", "battle")])
def test_cost_reduction_in_the_hand_and_another_area(area: str, other: str) -> None:
    """DBS 8-1-4, 2-12-2: "reduce the energy cost of this card in your hand and Battle Area (Drop Area) by 1" works
    in those two areas only; not while negated in the Battle Area (DBS 8-3-2)."""
    _rs, g = new_game()
    card = take(g, 0, "DBR-005", "hand")  # energy cost 3
    table = {
        "kind": "cont",
        "zones": ["hand", area],
        "effect": [{"reduce_cost_in": {"by": 1, "areas": ["hand", area]}}],
    }
    card.card = replace(card.card, abilities=(parse_ability(table, "dbscg"),))
    assert energy_cost(g, card) == 2
    g.move(card, g.zone(0, area))
    assert energy_cost(g, card) == 2
    if area == "battle":
        turn_state(g).negated.add((card.iid, card.incarnation))
        assert energy_cost(g, card) == 3
    g.move(card, g.zone(0, other))
    assert energy_cost(g, card) == 3


def test_combo_cost_reduction_in_the_hand_and_battle_area() -> None:
    """DBS 2-10, 7-2-1-2-2: "reduce the combo cost of this card in your hand and Battle Area by 1": the combo cost of
    a card combo-ing from the Battle Area is reduced too; not in the Drop Area."""
    _rs, g = new_game()
    card = take(g, 0, "DBR-019", "hand")  # combo cost 2
    table = {
        "kind": "cont",
        "zones": ["hand", "battle"],
        "effect": [{"reduce_combo_cost_in": {"by": 1, "areas": ["hand", "battle"]}}],
    }
    card.card = replace(card.card, abilities=(parse_ability(table, "dbscg"),))
    assert combo_cost_now(g, card) == 1
    g.move(card, g.zone(0, "battle"))
    assert combo_cost_now(g, card) == 1 and combo_cost(g, card) == (("energy", 1),)
    g.move(card, g.zone(0, "drop"))
    assert combo_cost_now(g, card) == 2


# -- the lines ------------------------------------------------------------------------------------

CASES: list[tuple[str, dict[str, Any]]] = [
    (
        "[Activate Main]RR : Choose 1 red <Orin> card in your hand with an energy cost of 6 and play it on top of "
        "this card.",
        {
            **ACT,
            "cost": [{"energy_color": ["red", "red"]}],
            "effect": [
                {
                    "play_on_top": {
                        "play": {
                            "count": 1,
                            "color": "red",
                            "character": "Orin",
                            "cost": 6,
                            "zone": "hand",
                            "type": "battle",
                        }
                    }
                }
            ],
        },
    ),
    (
        "[Activate Main] If you have no cards in your hand : Choose up to 1 black <Orin> card in your Drop Area with "
        "an energy cost between 2 and 5 and play it on top of this card in Active Mode.",
        {
            **ACT,
            "condition": [{"max_hand": 0}],
            "effect": [
                {
                    "play_on_top": {
                        "play": {
                            "up_to": 1,
                            "color": "black",
                            "character": "Orin",
                            "zone": "drop",
                            "cost_at_least": 2,
                            "cost_at_most": 5,
                            "type": "battle",
                        },
                        "active": True,
                    }
                }
            ],
        },
    ),
    (
        "[Activate Main]G : Play up to 1 {Orin, Last Light} from your deck on top of this card in Active Mode, then "
        "shuffle your deck.",
        {
            **ACT,
            "cost": [{"energy_color": ["green"]}],
            "effect": [
                {
                    "play_on_top": {
                        "play": {"up_to": 1, "name": "Orin, Last Light", "zone": "deck", "type": "battle"},
                        "active": True,
                    }
                },
                {"shuffle_deck": True},
            ],
        },
    ),
    (
        "[Activate Main][two] : Choose up to 1 <Orin> card with an energy cost of 5 in your deck or hand, play it on "
        "top of this card in Active Mode, then shuffle your deck if you looked through it.",
        {
            **ACT,
            "cost": [{"energy": 2}],
            "effect": [
                {
                    "play_on_top": {
                        "play": {
                            "up_to": 1,
                            "character": "Orin",
                            "cost": 5,
                            "zone": ["deck", "hand"],
                            "type": "battle",
                        },
                        "active": True,
                    }
                }
            ],
        },
    ),
]


CASES += [
    (
        "[Permanent] Reduce the energy cost of this card in your hand by 1 for each red Battle Card in your Drop Area.",
        {
            "kind": "cont",
            "zones": ["hand"],
            "effect": [
                {
                    "reduce_cost_per": {
                        "by": 1,
                        "per": {"count": "all", "color": "red", "type": "battle", "zone": "drop"},
                    }
                }
            ],
        },
    ),
    (
        "[Permanent] During your opponent's turn, reduce the energy cost of this card in your hand by 1 for every 2 "
        "blue Extra Cards in your Battle Area and Drop Area.",
        {
            "kind": "cont",
            "zones": ["hand"],
            "condition": [{"opponent_turn": True}],
            "effect": [
                {
                    "reduce_cost_per": {
                        "by": 1,
                        "every": 2,
                        "per": {"count": "all", "color": "blue", "type": "extra", "zone": ["battle", "drop"]},
                    }
                }
            ],
        },
    ),
    (
        "[Permanent] Reduce the energy cost of this card in your hand by 1 for each of your green Battle Cards.",
        {
            "kind": "cont",
            "zones": ["hand"],
            "effect": [
                {
                    "reduce_cost_per": {
                        "by": 1,
                        "per": {"count": "all", "color": "green", "type": "battle", "zone": "battle"},
                    }
                }
            ],
        },
    ),
]


CASES += [
    (
        "[Permanent] If your Leader Card is red, reduce the combo cost of this card in your hand by 1.",
        {
            "kind": "cont",
            "zones": ["hand"],
            "condition": [{"leader": {"color": "red"}}],
            "effect": [{"reduce_combo_cost": 1}],
        },
    ),
    (
        "[Permanent] Reduce the combo cost of all \u300aStorm Riders\u300b cards in your hand by 1.",
        {
            "kind": "cont",
            "zones": ["battle"],
            "effect": [
                {"reduce_combo_cost_of": {"by": 1, "cards": {"count": "all", "trait": "Storm Riders", "zone": "hand"}}}
            ],
        },
    ),
    (
        "[Permanent] Reduce the energy costs of all \u300aStorm Riders\u300b cards in your hand by 1.",
        {
            "kind": "cont",
            "zones": ["battle"],
            "effect": [
                {"reduce_cost_of": {"by": 1, "cards": {"count": "all", "trait": "Storm Riders", "zone": "hand"}}}
            ],
        },
    ),
    (
        "[Permanent] Reduce the energy costs of <Orin> and <Vask> in your hand by 2.",
        {
            "kind": "cont",
            "zones": ["battle"],
            "effect": [
                {"reduce_cost_of": {"by": 2, "cards": {"count": "all", "character": ["Orin", "Vask"], "zone": "hand"}}}
            ],
        },
    ),
    (
        "[Permanent] The energy cost of <Orin> in your hand is reduced by 1.",
        {
            "kind": "cont",
            "zones": ["battle"],
            "effect": [{"reduce_cost_of": {"by": 1, "cards": {"count": "all", "character": "Orin", "zone": "hand"}}}],
        },
    ),
]


CASES += [
    (
        "[Auto] When you play this card, play up to 1 blue <Orin> card and up to 1 blue <Vask> card with energy costs "
        "of 2 from your deck, then shuffle your deck.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "params": {"mentions": ["play"]},
            "effect": [
                {
                    "play": {
                        "up_to": 1,
                        "color": "blue",
                        "character": "Orin",
                        "cost": 2,
                        "zone": "deck",
                        "type": "battle",
                    }
                },
                {
                    "play": {
                        "up_to": 1,
                        "color": "blue",
                        "character": "Vask",
                        "cost": 2,
                        "zone": "deck",
                        "type": "battle",
                    }
                },
            ],
        },
    ),
    (
        "[Activate Main]GG : Choose up to 1 <Orin> card and up to 1 <Vask> card with energy costs of 3 or less in your "
        "Drop Area and play them.",
        {
            **ACT,
            "cost": [{"energy_color": ["green", "green"]}],
            "effect": [
                {"play": {"up_to": 1, "character": "Orin", "cost_at_most": 3, "zone": "drop", "type": "battle"}},
                {"play": {"up_to": 1, "character": "Vask", "cost_at_most": 3, "zone": "drop", "type": "battle"}},
            ],
        },
    ),
]


CASES += [
    (
        "[Permanent] If all of your energy is red, reduce the energy cost of this card in your hand and Battle Area by 2.",
        {
            "kind": "cont",
            "zones": ["hand", "battle"],
            "condition": [{"energy_all": {"color": "red"}}],
            "effect": [{"reduce_cost_in": {"by": 2, "areas": ["hand", "battle"]}}],
        },
    ),
    (
        "[Permanent] Reduce the energy cost of this card in your hand or Drop Area by 1.",
        {
            "kind": "cont",
            "zones": ["hand", "drop"],
            "effect": [{"reduce_cost_in": {"by": 1, "areas": ["hand", "drop"]}}],
        },
    ),
    (
        "[Permanent] Reduce the combo cost of this card in your hand and Battle Area by 1.",
        {
            "kind": "cont",
            "zones": ["hand", "battle"],
            "effect": [{"reduce_combo_cost_in": {"by": 1, "areas": ["hand", "battle"]}}],
        },
    ),
]


CASES += [
    (
        "[Auto] When you play this card, choose up to 1 <Orin> card in your Drop Area, add it to your hand, then if you "
        "have 4 or less cards in your hand also draw 1 card.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {"put": {"up_to": 1, "character": "Orin", "zone": "drop", "to": "hand"}},
                {"if": {"condition": [{"max_hand": 4}], "then": [{"draw": 1}]}},
            ],
        },
    ),
]


@pytest.mark.parametrize(("text", "table"), CASES)
def test_line_compiles_to(text: str, table: dict[str, Any]) -> None:
    assert one(text, ctype="battle") == table


@pytest.mark.parametrize(
    "text",
    [
        # several cards cannot all be on top of one card
        "[Activate Main]RR : Choose up to 2 <Orin> cards in your hand and play them on top of this card.",
        # the hand counted: its cards' costs could count each other
        "[Permanent] Reduce the energy cost of this card in your hand by 1 for each card in your hand.",
        # a cost in the selection: the cost being reduced
        "[Permanent] Reduce the energy costs of all <Orin> cards with an energy cost of 5 in your hand by 1.",
        # the opponent's hand
        "[Permanent] Reduce the energy costs of all <Orin> cards in your opponent's hand by 1.",
        # the combo cost in the Drop Area: no card combos from there by the rules
        "[Permanent] Reduce the combo cost of this card in your hand and Drop Area by 1.",
        # played in Rest Mode and on top: the mode is said twice
        "[Activate Main]RR : Choose up to 1 <Orin> card in your hand and play it in Rest Mode on top of this card.",
    ],
)
def test_line_stays_manual(text: str) -> None:
    assert one(text, ctype="battle") is None


def test_line_of_an_extra_card_stays_manual() -> None:
    """An Extra Card's skill: "this card" is not a Battle Card in the Battle Area."""
    assert (
        one("[Activate Main]RR : Choose 1 <Orin> card in your hand and play it on top of this card.", ctype="extra")
        is None
    )
