"""Dragon Ball Super Card Game lines of the deck, the hand and revealed cards
(:mod:`engine.cardtext.dbscg_deck2`), and "you may X. If you do not, Y": the
compiled tables, and the rules the new readings need, played on a real game.
Every text here is original (invented names) in the patterns of real card data."""

from __future__ import annotations

from typing import Any

import pytest

from engine.abilities import read_step
from engine.timing import Pending
from tests.engine.dbscg_text import one
from tests.engine.games.dbs import leader, new_game, run, take

ATTACKS = {"kind": "auto", "when": "attacks", "zones": ["battle"]}


def _pending(g: Any) -> Pending:
    source = leader(g, 0)
    return Pending(g.next_id(), 0, "test", source.iid, source.incarnation)


# -- the rules: "you may X; if you do not, Y" -------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "empty", "hand", "drop"), [("yes", False, 3, 0), ("no", False, 1, 1), ("yes", True, 1, 1)]
)
def test_may_else_runs_when_declined_or_nothing_was_done(answer: str, empty: bool, hand: int, drop: int) -> None:
    """DBS 1-3-2: an act that cannot be carried out is not carried out, so "you may draw 1 card. If you do
    not, discard 1 card" goes on to its other step when the master declines, and when the draw drew nothing."""
    _rs, g = new_game()
    take(g, 0, "DBR-002", "hand")
    take(g, 0, "DBR-003", "hand")
    if empty:
        g.zone(0, "deck").cards.clear()
    step = read_step("dbscg", {"may": {"do": [{"draw": 1}], "else": [{"discard": 1}]}})[1]
    asked = run(step.run(g, _pending(g)), answer, *((lambda d: d.options[0].key,) if hand == 1 else ()))
    assert asked[0].player == 0
    assert len(g.zone(0, "hand").cards) == hand
    assert len(g.zone(0, "drop").cards) == drop


def test_may_then_and_else_take_one_branch_each() -> None:
    _rs, g = new_game()
    step = read_step("dbscg", {"may": {"do": [{"mill": 1}], "then": [{"draw": 2}], "else": [{"draw": 1}]}})[1]
    run(step.run(g, _pending(g)), "yes")
    assert len(g.zone(0, "hand").cards) == 2 and len(g.zone(0, "drop").cards) == 1
    run(step.run(g, _pending(g)), "no")
    assert len(g.zone(0, "hand").cards) == 3 and len(g.zone(0, "drop").cards) == 1


# -- the rules: up to N cards from the top of the deck ----------------------------------------------


@pytest.mark.parametrize(("to", "rest"), [("warp", False), ("energy", False), ("energy", True)])
def test_top_up_to_places_the_number_chosen_from_the_top(to: str, rest: bool) -> None:
    """DBS 8-5-3-2: "up to 3" lets the master choose 0 to 3; the cards come from the top of the deck, into the
    Warp (DBS 11-4-1) or the Energy Area, in Active Mode unless "in Rest Mode" is said (DBS 3-8-3)."""
    _rs, g = new_game()
    deck = g.zone(0, "deck").cards
    top = [c.iid for c in deck[-2:]]
    before = len(g.zone(0, to).cards)
    step = read_step("dbscg", {"top_up_to": {"up_to": 3, "to": to, **({"rest": True} if rest else {})}})[1]
    asked = run(step.run(g, _pending(g)), "2")
    assert [o.key for o in asked[0].options] == ["0", "1", "2", "3"]
    moved = g.zone(0, to).cards[before:]
    assert sorted(c.iid for c in moved) == sorted(top)
    assert all(c.orientation == ("rest" if rest else "stand") for c in moved)


def test_top_up_to_the_warp_does_nothing_without_a_warp() -> None:
    """DBS1.0 1-3-2: ver.1.00 has no Warp, so nothing is sent there."""
    _rs, g = new_game("dbscg-1.0")
    deck = len(g.zone(0, "deck").cards)
    step = read_step("dbscg", {"top_up_to": {"up_to": 2, "to": "warp"}})[1]
    assert run(step.run(g, _pending(g))) == []
    assert len(g.zone(0, "deck").cards) == deck


# -- the rules: cards shuffled into their owners' decks ---------------------------------------------


def test_shuffle_in_puts_the_chosen_cards_into_their_owners_deck_and_shuffles_it() -> None:
    """The opponent's Drop Area cards chosen go into their deck (a card goes to its owner's area), and that
    deck is shuffled: the order they went in is nobody's choice (DBS 3-1-6)."""
    _rs, g = new_game()
    for card_id in ("DBB-002", "DBB-003", "DBB-004"):
        take(g, 1, card_id, "drop")
    deck = g.zone(1, "deck")
    before = len(deck.cards)
    shuffled: list[str] = []
    real = g.shuffle
    g.shuffle = lambda zone: (shuffled.append(zone.name), real(zone))[1]  # type: ignore[method-assign]
    step = read_step("dbscg", {"shuffle_in": {"zone": "drop", "owner": "opponent", "up_to": 2}})[1]
    asked = run(step.run(g, _pending(g)), lambda d: tuple(o.key for o in d.options[:2]))
    assert asked[0].player == 0 and len(asked[0].options) == 3
    assert len(deck.cards) == before + 2 and len(g.zone(1, "drop").cards) == 1
    assert shuffled == ["deck"] and g.zone(0, "deck").cards


# -- the rules: a hand brought to a number of cards ------------------------------------------------


@pytest.mark.parametrize(("held", "after"), [(1, 4), (4, 4), (6, 6)])
def test_draw_to_draws_what_the_hand_lacks(held: int, after: int) -> None:
    """ "Draw cards until you have 4 cards in your hand": a hand of 4 or more draws nothing."""
    _rs, g = new_game()
    for card_id in ("DBR-002", "DBR-003", "DBR-004", "DBR-005", "DBR-006", "DBR-008")[:held]:
        take(g, 0, card_id, "hand")
    run(read_step("dbscg", {"draw_to": 4})[1].run(g, _pending(g)))
    assert len(g.zone(0, "hand").cards) == after


def test_opponent_discard_to_lets_the_opponent_choose_what_goes_above_the_number() -> None:
    """The opponent chooses which cards of their hand go to their Drop Area, as many as they hold above N."""
    _rs, g = new_game()
    for card_id in ("DBB-002", "DBB-003", "DBB-004", "DBB-005"):
        take(g, 1, card_id, "hand")
    step = read_step("dbscg", {"opponent_discard_to": 1})[1]
    asked = run(step.run(g, _pending(g)), lambda d: tuple(o.key for o in d.options[:3]))
    assert asked[0].player == 1 and len(asked[0].options) == 4
    assert len(g.zone(1, "hand").cards) == 1 and len(g.zone(1, "drop").cards) == 3
    assert run(step.run(g, _pending(g))) == []  # 1 card left: nothing more


# -- the rules: "your opponent may X. If they don't, Y" --------------------------------------------

THEIR_DISCARD = {"discard": {"count": 1, "owner": "opponent", "chosen_by": "opponent"}}


@pytest.mark.parametrize(("answer", "cards", "drawn"), [("yes", 2, 0), ("no", 2, 1), ("yes", 0, 1)])
def test_opponent_may_else_runs_when_they_decline_or_could_not(answer: str, cards: int, drawn: int) -> None:
    """The opponent answers and chooses their own card; Y follows when they declined, or when nothing was done
    (DBS 1-3-2: an act that cannot be carried out is not)."""
    _rs, g = new_game()
    for card_id in ("DBB-002", "DBB-003")[:cards]:
        take(g, 1, card_id, "hand")
    step = read_step("dbscg", {"opponent_may": {"do": [THEIR_DISCARD], "else": [{"draw": 1}]}})[1]
    answers: list[Any] = [answer] + ([lambda d: d.options[0].key] if answer == "yes" and cards else [])
    asked = run(step.run(g, _pending(g)), *answers)
    assert asked[0].player == 1 and all(d.player == 1 for d in asked)
    assert len(g.zone(0, "hand").cards) == drawn
    assert len(g.zone(1, "drop").cards) == (1 if answer == "yes" and cards else 0)


# -- the compiled tables ----------------------------------------------------------------------------

CASES = [
    (
        "[Auto] When this card attacks, you may draw 1 card. If you did not draw a card with this skill, this card "
        "gains [Double Strike] for the duration of the turn.",
        {**ATTACKS, "effect": [{"may": {"do": [{"draw": 1}], "else": [{"grant": "double_strike"}]}}]},
    ),
    (
        "[Auto] When this card attacks, you may draw 1 card. If you don't, play up to 1 green 《Sky Pirate》 card with "
        "an energy cost of 2 from your Drop Area in Rest Mode.",
        {
            **ATTACKS,
            "effect": [
                {
                    "may": {
                        "do": [{"draw": 1}],
                        "else": [
                            {
                                "play": {
                                    "up_to": 1,
                                    "color": "green",
                                    "trait": "Sky Pirate",
                                    "cost": 2,
                                    "zone": "drop",
                                    "type": "battle",
                                    "rest": True,
                                }
                            }
                        ],
                    }
                }
            ],
            "params": {"mentions": ["play"]},
        },
    ),
    (
        "[Activate Main][Once per turn] Send up to 4 cards from the top of your deck to your Warp.",
        {
            "kind": "act",
            "zones": ["battle"],
            "once_per_turn": True,
            "params": {"timing": "main"},
            "effect": [{"top_up_to": {"up_to": 4, "to": "warp"}}],
        },
    ),
    (
        "[Auto] When this card attacks, place up to 2 cards from the top of your deck in your energy in Rest Mode.",
        {**ATTACKS, "effect": [{"top_up_to": {"up_to": 2, "to": "energy", "rest": True}}]},
    ),
    (
        "[Auto] When you play this card, choose up to 2 red <Orin> cards in your Drop Area with an energy cost of 3 "
        "or less and shuffle them into your deck.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {"shuffle_in": {"up_to": 2, "color": "red", "character": "Orin", "cost_at_most": 3, "zone": "drop"}}
            ],
        },
    ),
    (
        "[Auto] When this card attacks, shuffle up to 3 Battle Cards from your opponent's Drop Area into their deck.",
        {**ATTACKS, "effect": [{"shuffle_in": {"up_to": 3, "type": "battle", "zone": "drop", "owner": "opponent"}}]},
    ),
    (
        "[Auto] When you play this card, choose up to 1 Battle Card from your Warp with an energy cost of 2 or less "
        "and play it.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"play": {"up_to": 1, "cost_at_most": 2, "zone": "warp", "type": "battle"}}],
            "params": {"mentions": ["play"]},
        },
    ),
    (
        "[Auto] When this card attacks, draw 1 card and place 1 card from your hand at the bottom of your deck.",
        {**ATTACKS, "effect": [{"draw": 1}, {"put": {"zone": "hand", "count": 1, "to": "deck", "bottom": True}}]},
    ),
    (
        "[Auto] When this card attacks, add up to 1 red 《Sky Pirate》 card from your Drop Area to your hand, and if "
        "you did, choose 1 card in your hand and discard it.",
        {
            **ATTACKS,
            "effect": [
                {
                    "if_done": {
                        "do": [
                            {"put": {"up_to": 1, "color": "red", "trait": "Sky Pirate", "zone": "drop", "to": "hand"}}
                        ],
                        "then": [{"discard": 1}],
                        "done": "moved",
                    }
                }
            ],
        },
    ),
    (
        "[Auto] When this card attacks, look at up to 3 cards from the top of your deck, then place them on the top "
        "or bottom of your deck in any order.",
        {**ATTACKS, "effect": [{"arrange": {"look": 3, "to": "top_or_bottom"}}]},
    ),
    (
        "[Auto] When you play this card, choose up to 1 <Orin> card with an energy cost of 3 or 4 in your deck or "
        "hand, play it, then shuffle your deck if you looked through it.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {
                    "play": {
                        "up_to": 1,
                        "character": "Orin",
                        "zone": ["deck", "hand"],
                        "cost_at_least": 3,
                        "cost_at_most": 4,
                        "type": "battle",
                    }
                }
            ],
            "params": {"mentions": ["play"]},
        },
    ),
    (
        "[Auto] When this card attacks, draw cards until you have 5 cards in your hand.",
        {**ATTACKS, "effect": [{"draw_to": 5}]},
    ),
    (
        "[Auto] When this card attacks, your opponent chooses cards in their hand and places them in their Drop Area "
        "until they have 4 cards in hand.",
        {**ATTACKS, "effect": [{"opponent_discard_to": 4}]},
    ),
    (
        "[Auto] When this card attacks, your opponent must choose cards in their hand until there are only 2 "
        "remaining, and place the chosen cards in the Drop Area.",
        {**ATTACKS, "effect": [{"opponent_discard_to": 2}]},
    ),
    (
        "[Auto] When you play this card, choose up to 1 Battle Card with an energy cost of 2 or less that has "
        "{Rover} in its name from your deck, place it in your Drop Area, then shuffle your deck.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {
                    "put": {
                        "up_to": 1,
                        "cost_at_most": 2,
                        "name_has": "Rover",
                        "zone": "deck",
                        "type": "battle",
                        "to": "drop",
                    }
                },
                {"shuffle_deck": True},
            ],
        },
    ),
    (
        "[Auto] When you play this card, you may place 1 green card from your hand in the Drop Area. If you do so, "
        "draw 2 cards.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {
                    "may": {
                        "do": [{"put": {"count": 1, "color": "green", "zone": "hand", "to": "drop"}}],
                        "then": [{"draw": 2}],
                    }
                }
            ],
        },
    ),
    (
        "[Auto] When this card attacks, choose up to 1 of your opponent's Battle Cards with an energy cost of 2 or "
        "less and place it on top of its owner's deck.",
        {
            **ATTACKS,
            "effect": [
                {
                    "put": {
                        "up_to": 1,
                        "cost_at_most": 2,
                        "zone": "battle",
                        "type": "battle",
                        "owner": "opponent",
                        "to": "deck",
                    }
                }
            ],
        },
    ),
    (
        "[Auto] When you play this card, look at up to 3 cards from the top of your deck, choose any number of "
        "《Sky Pirate》 among them and add them to your energy in Rest Mode. Then, shuffle your deck.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {
                    "look_add": {
                        "look": 3,
                        "up_to": 3,
                        "trait": "Sky Pirate",
                        "zone": "deck",
                        "to": "energy",
                        "rest": True,
                    }
                }
            ],
        },
    ),
    (
        "[Auto] When this card attacks, your opponent may choose 1 of their Battle Cards and KO it. If they don't KO "
        "a card this way, they instead choose 2 cards in their hand and place them in their Drop Area.",
        {
            **ATTACKS,
            "effect": [
                {
                    "opponent_may": {
                        "do": [
                            {
                                "ko": {
                                    "zone": "battle",
                                    "type": "battle",
                                    "owner": "opponent",
                                    "count": 1,
                                    "chosen_by": "opponent",
                                }
                            }
                        ],
                        "else": [{"discard": {"count": 2, "owner": "opponent", "chosen_by": "opponent"}}],
                        "done": "ko",
                    }
                }
            ],
        },
    ),
    (
        "[Auto] When this card attacks, your opponent may send 1 Battle Card from their Drop Area to their Warp. If "
        "they don't, draw 1 card.",
        {
            **ATTACKS,
            "effect": [
                {
                    "opponent_may": {
                        "do": [
                            {
                                "warp": {
                                    "zone": "drop",
                                    "type": "battle",
                                    "owner": "opponent",
                                    "count": 1,
                                    "chosen_by": "opponent",
                                }
                            }
                        ],
                        "else": [{"draw": 1}],
                        "done": "moved",
                    }
                }
            ],
        },
    ),
    (
        "[Auto] When this card attacks, you may choose 1 card in your life and place it in the Drop Area. If you do "
        "so, draw 1 card.",
        {
            **ATTACKS,
            "effect": [{"may": {"do": [{"put": {"zone": "life", "count": 1, "to": "drop"}}], "then": [{"draw": 1}]}}],
        },
    ),
    (
        "[Auto] When this card attacks, you may choose up to 1 of your energy and add it to your hand. If you chose to "
        "add a card from your Energy Area to your hand, choose up to 1 card in your hand and add it to your energy.",
        {
            **ATTACKS,
            "effect": [
                {
                    "may": {
                        "do": [{"put": {"up_to": 1, "zone": "energy", "to": "hand"}}],
                        "then": [{"put": {"up_to": 1, "zone": "hand", "to": "energy"}}],
                    }
                }
            ],
        },
    ),
    (
        "[Auto] When this card attacks, your opponent places 1 card from the top of their deck in their Drop Area, then "
        "you choose up to 1 of your opponent's Battle Cards and KO it.",
        {
            **ATTACKS,
            "effect": [
                {"put": {"zone": "deck", "owner": "opponent", "top": 1, "to": "drop"}},
                {"ko": {"up_to": 1, "zone": "battle", "type": "battle", "owner": "opponent"}},
            ],
        },
    ),
    (
        "[Auto] When this card attacks, your opponent chooses 1 Battle Card in their Drop Area and sends it to their "
        "Warp, then place the top card of your opponent's deck in their Drop Area.",
        {
            **ATTACKS,
            "effect": [
                {"warp": {"zone": "drop", "type": "battle", "owner": "opponent", "count": 1, "chosen_by": "opponent"}},
                {"put": {"zone": "deck", "owner": "opponent", "top": 1, "to": "drop"}},
            ],
        },
    ),
    (
        "[Auto] When this card attacks, choose 1 card in your life and add it to your hand. If you do so, draw 1 card.",
        {
            **ATTACKS,
            "effect": [
                {
                    "if_done": {
                        "do": [{"put": {"zone": "life", "count": 1, "to": "hand"}}],
                        "then": [{"draw": 1}],
                        "done": "moved",
                    }
                }
            ],
        },
    ),
    (
        # "you may X. If you do, Y" stays the shared may
        "[Auto] When this card attacks, you may choose 1 card in your life and add it to your hand. If you do so, draw "
        "1 card.",
        {
            **ATTACKS,
            "effect": [{"may": {"do": [{"put": {"zone": "life", "count": 1, "to": "hand"}}], "then": [{"draw": 1}]}}],
        },
    ),
    (
        "[Auto] When this card attacks, your opponent chooses all of the cards in their hand and places them in their "
        "Drop Area.",
        {**ATTACKS, "effect": [{"put": {"zone": "hand", "owner": "opponent", "count": "all", "to": "drop"}}]},
    ),
    (
        "[Auto] When this card attacks, send up to 1 Battle Card from your opponent's Drop Area to their Warp; if there "
        "are no Battle Cards in your opponent's Drop Area, draw 1 card.",
        {
            **ATTACKS,
            "effect": [
                {"warp": {"zone": "drop", "owner": "opponent", "type": "battle", "up_to": 1}},
                {
                    "if": {
                        "condition": [
                            {"count": {"who": "opponent", "zones": ["drop"], "op": "<=", "n": 0, "type": "battle"}}
                        ],
                        "then": [{"draw": 1}],
                    }
                },
            ],
        },
    ),
    (
        "[Auto] When you play this card, choose up to 2 Battle Cards with an energy cost of 1 in your Drop Area and/or "
        "Warp and play them.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"play": {"up_to": 2, "cost": 1, "zone": ["drop", "warp"], "type": "battle"}}],
            "params": {"mentions": ["play"]},
        },
    ),
]


@pytest.mark.parametrize(("text", "table"), CASES)
def test_line_compiles_to(text: str, table: dict[str, Any]) -> None:
    assert one(text) == table


@pytest.mark.parametrize(
    "text",
    [
        # "did not draw a card" said of something other than a draw
        "[Auto] When this card attacks, you may switch this card to Rest Mode. If you did not draw a card, draw 1 card.",
        # the opponent's cards go into their deck, not yours
        "[Auto] When this card attacks, shuffle up to 3 cards from your opponent's Drop Area into your deck.",
        # "and if you did" after several cards
        "[Auto] When this card attacks, add up to 2 cards from your Drop Area to your hand, and if you did, draw 1 "
        "card.",
        # two costs apart: no range names them
        "[Auto] When you play this card, choose up to 1 <Orin> card with an energy cost of 3 or 7 in your deck or "
        "hand, play it, then shuffle your deck if you looked through it.",
        # where the chosen cards go is not said
        "[Auto] When this card attacks, your opponent chooses cards in their hand until they have 4 cards in hand.",
        # several cards on a deck: placed in an order (DBS 3-1-6)
        "[Auto] When this card attacks, choose up to 2 of your opponent's Battle Cards and place it on top of its "
        "owner's deck.",
        # "don't KO a card this way" after something other than a KO
        "[Auto] When this card attacks, your opponent may send 1 Battle Card from their Drop Area to their Warp. If "
        "they don't KO a card this way, draw 1 card.",
        # several cards: done in part when fewer can be
        "[Auto] When this card attacks, you may draw 2 cards. If you don't, this card gets +5000 power for the turn.",
    ],
)
def test_line_stays_manual(text: str) -> None:
    assert one(text) is None
