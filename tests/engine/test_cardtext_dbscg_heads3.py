"""Dragon Ball Super Card Game lines whose head the compiler reads (round
four): more conditions, triggers and costs. Every text here is original
(invented names) in the patterns of real card data."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cardtext import compile_card
from tests.engine.dbscg_text import GAME, OPP_BATTLE, one


def _count(who: str, zones: list[str], op: str, n: int, **more: Any) -> dict[str, Any]:
    return {"count": {"who": who, "zones": zones, "op": op, "n": n, **more}}


CASES = [
    # life counted as the other life conditions of an [Auto] are
    (
        "[Auto] When you play this card, if you have 4 or more life, draw 1 card.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "condition": [{"life_at_least": 4}],
            "effect": [{"draw": 1}],
        },
    ),
    # Battle Cards "in play in your Battle Area"
    (
        "[Auto] When this card attacks, if there are 2 or more Battle Cards in play in your Battle Area, draw 1 card.",
        "battle",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [
                {"if": {"condition": [_count("you", ["battle"], ">=", 2, type="battle")], "then": [{"draw": 1}]}}
            ],
        },
    ),
    # "if it is your (opponent's) turn" as "if it's"
    (
        "[Auto] When you combo with this card, if it is your opponent's turn, choose up to 1 of your opponent's Battle "
        "Cards and switch it to Rest Mode.",
        "battle",
        {
            "kind": "auto",
            "when": "combo",
            "zones": ["combo"],
            "condition": [{"opponent_turn": True}],
            "effect": [{"rest": {**OPP_BATTLE, "up_to": 1}}],
        },
    ),
    # a condition, a comma, then the cost (no "you"): both before the colon (DBS 8-4-1)
    (
        "[Activate Main] If you have 5 or more energy, place this card in its owner's Drop Area : Draw 2 cards.",
        "battle",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"timing": "main"},
            "condition": [{"energy_at_least": 5}],
            "cost": [{"drop_self": True}],
            "effect": [{"draw": 2}],
        },
    ),
    (
        "[Activate Main][two], if all of your energy is red, send this card from your Drop Area to your Warp, then "
        "choose 1 card in your hand and place it in your Drop Area : Draw 1 card.",
        "battle",
        {
            "kind": "act",
            "zones": ["drop"],
            "params": {"timing": "main"},
            "condition": [{"energy_all": {"color": "red"}}],
            "cost": [{"energy": 2}, {"warp_self": True}, {"discard": 1}],
            "effect": [{"draw": 1}],
        },
    ),
    # DBS 3-6-3: the play of a Battle Card of a kind, watched from the field (engine.games.dbscg.watchers)
    (
        "[Auto] [Once per turn] When a 《Storm Riders》 card is played in your Battle Area, draw 1 card, and this card "
        "gets +5000 power for the duration of the turn.",
        "leader",
        {
            "kind": "auto",
            "when": "you_play",
            "zones": ["leader"],
            "once_per_turn": True,
            "condition": [{"played_is": {"trait": "Storm Riders"}}],
            "effect": [{"draw": 1}, {"gets": {"power": 5000}}],
        },
    ),
    (
        "[Auto][Once per turn] When you play a 《Storm Riders》 Battle Card, draw 1 card.",
        "leader",
        {
            "kind": "auto",
            "when": "you_play",
            "zones": ["leader"],
            "once_per_turn": True,
            "condition": [{"played_is": {"trait": "Storm Riders"}}],
            "effect": [{"draw": 1}],
        },
    ),
    (
        "[Auto] When {Crimson Wayfarer} is played in your Battle Area, draw 1 card.",
        "battle",
        {
            "kind": "auto",
            "when": "you_play",
            "zones": ["battle"],
            "condition": [{"played_is": {"name": "Crimson Wayfarer"}}],
            "effect": [{"draw": 1}],
        },
    ),
    # DBS 10-1: the KO of one of your Battle Cards of a kind, watched by the Leader Card
    (
        "[Auto][Once per turn] When one of your <Mirella> cards is KO'd, draw 1 card.",
        "leader",
        {
            "kind": "auto",
            "when": "ally_ko_of",
            "zones": ["leader"],
            "once_per_turn": True,
            "condition": [{"ko_is": {"character": "Mirella"}}],
            "effect": [{"draw": 1}],
        },
    ),
    (
        "[Auto] When your 《Storm Riders》 is KO-ed, this card gains +5000 power for the duration of the turn.",
        "leader",
        {
            "kind": "auto",
            "when": "ally_ko_of",
            "zones": ["leader"],
            "condition": [{"ko_is": {"trait": "Storm Riders"}}],
            "effect": [{"gets": {"power": 5000}}],
        },
    ),
    # the opponent's Drop Area; "in all Battle Areas": both players'
    (
        "[Activate Main][one], if there are no Battle Cards in your opponent's Drop Area : Draw 1 card.",
        "leader",
        {
            "kind": "act",
            "zones": ["leader"],
            "params": {"timing": "main"},
            "condition": [_count("opponent", ["drop"], "<=", 0, type="battle")],
            "cost": [{"energy": 1}],
            "effect": [{"draw": 1}],
        },
    ),
    (
        "[Activate Main]R, if there are a total of 3 or more《Storm Riders》 cards in play in all Battle Areas : Play "
        "this card from your hand.",
        "battle",
        {
            "kind": "act",
            "zones": ["hand"],
            "params": {"timing": "main", "mentions": ["play"]},
            "condition": [_count("both", ["battle"], ">=", 3, trait="Storm Riders")],
            "cost": [{"energy_color": ["red"]}],
            "effect": [{"play_self": True}],
        },
    ),
    # both players' life counted together
    (
        "[Auto] If your Leader Card is red and you and your opponent have a total of 6 or less life : When this card "
        "is used in a combo, draw 1 card.",
        "battle",
        {
            "kind": "auto",
            "when": "combo",
            "zones": ["combo"],
            "effect": [
                {
                    "if": {
                        "condition": [{"leader": {"color": "red"}}, _count("both", ["life"], "<=", 6)],
                        "then": [{"draw": 1}],
                    }
                }
            ],
        },
    ),
    # a cost card of either character, each with the same color
    (
        "[Activate Main] Choose 1 blue <Mirella> card or blue <Oru> card from your hand and place it in your Drop "
        "Area : Draw 2 cards.",
        "leader",
        {
            "kind": "act",
            "zones": ["leader"],
            "params": {"timing": "main"},
            "cost": [{"discard_of": {"count": 1, "color": "blue", "character": ["Mirella", "Oru"], "zone": "hand"}}],
            "effect": [{"draw": 2}],
        },
    ),
    # "... and you also <cost>"
    (
        "[Activate Main] G, if your Leader Card is green and you also choose 1 of your green Battle Cards with an "
        "energy cost of 3 and return it to its owner's hand : Play this card from your hand.",
        "battle",
        {
            "kind": "act",
            "zones": ["hand"],
            "params": {"timing": "main", "mentions": ["play"]},
            "condition": [{"leader": {"color": "green"}}],
            "cost": [
                {"energy_color": ["green"]},
                {"field_to_hand_of": {"count": 1, "color": "green", "cost": 3, "zone": "battle", "type": "battle"}},
            ],
            "effect": [{"play_self": True}],
        },
    ),
    # DBS 10-3-1: a [Field] card placed in "the" Battle Area
    (
        "[Field]\n[Auto] When this card is placed in the Battle Area, draw 1 card.",
        "extra",
        {"kind": "auto", "when": "placed", "zones": ["battle"], "effect": [{"draw": 1}]},
    ),
]


def test_a_battle_card_of_the_kind_it_watches_is_not_read() -> None:
    """Whether its own play would count is not read; nor two such skills on one side."""
    mine = {
        "type": "battle",
        "name": "Crimson Wayfarer",
        "text": "[Auto] When {Crimson Wayfarer} is played in your Battle Area, draw 1 card.",
    }
    assert not compile_card(GAME, mine).results[0].compiled
    two = (
        "[Auto] When a 《Storm Riders》 card is played in your Battle Area, draw 1 card.\n"
        "[Auto] When a 《Sky Riders》 card is played in your Battle Area, draw 1 card."
    )
    assert not any(r.compiled for r in compile_card(GAME, {"type": "leader", "text": two}).results)


def last(text: str, ctype: str) -> dict[str, Any] | None:
    """The ability the last line of a text compiles to exactly (None: not compiled)."""
    r = compile_card(GAME, {"type": ctype, "text": text}).results[-1]
    if not r.compiled or r.ability is None:
        return None
    return {k: v for k, v in r.ability.items() if k != "text"}


@pytest.mark.parametrize(("text", "ctype", "want"), CASES)
def test_line_compiles_exactly(text: str, ctype: str, want: dict[str, Any]) -> None:
    assert (last(text, ctype) if "\n" in text else one(text, ctype)) == want


MANUAL = [
    # two colors, one for each character: not read as one color
    (
        "[Activate Main] Choose 1 blue <Mirella> card or red <Oru> card from your hand and place it in your Drop Area "
        ": Draw 2 cards.",
        "leader",
    ),
    # on a Battle Card: its own KO takes it off the field (read on a Leader Card only)
    ("[Auto] When one of your <Mirella> cards is KO'd, draw 1 card.", "battle"),
    # an Extra Card that is no [Field] card is not on the field to watch a play
    ("[Auto] When a 《Storm Riders》 card is played in your Battle Area, draw 1 card.", "extra"),
    # the play of a card of another kind's color: not read
    ("[Auto] When you play a red 《Storm Riders》, draw 1 card.", "leader"),
    # the words after the comma are no cost: the condition is the effect's
    ("[Activate Main] If you have 5 or more energy, draw 2 cards : Draw 1 card.", "battle"),
    # placed in the Battle Area: read only on a [Field] card (DBS 10-3-1)
    ("[Auto] When this card is placed in the Battle Area, draw 1 card.", "extra"),
]


@pytest.mark.parametrize(("text", "ctype"), MANUAL)
def test_line_stays_manual(text: str, ctype: str) -> None:
    assert one(text, ctype) is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "[EX-Evolve] R, place 1 card from your hand in the Drop Area : Red <Mirella> with an energy cost of 5 or "
            "more.",
            {
                "evolve": "Mirella",
                "evolve_kind": "ex",
                "evolve_color": "red",
                "evolve_target_cost": 5,
                "evolve_target_op": ">=",
                "evolve_discard": 1,
                "evolve_cost": 1,
                "evolve_spec": ["red"],
            },
        ),
        (
            "[EX-Evolve]RR, draw 1 card : Red <Mirella> with an energy cost of 3.",
            {
                "evolve": "Mirella",
                "evolve_kind": "ex",
                "evolve_color": "red",
                "evolve_target_cost": 3,
                "evolve_target_op": "=",
                "evolve_draw": 1,
                "evolve_cost": 2,
                "evolve_spec": ["red", "red"],
            },
        ),
        (
            "[EX-Evolve] Place 2 cards from your hand in the Drop Area : Yellow <Oru> with an energy cost of 5 or more.",
            {
                "evolve": "Oru",
                "evolve_kind": "ex",
                "evolve_color": "yellow",
                "evolve_target_cost": 5,
                "evolve_target_op": ">=",
                "evolve_discard": 2,
            },
        ),
    ],
)
def test_an_evolve_cost_placing_cards_of_the_hand_in_the_drop_area(text: str, want: dict[str, Any]) -> None:
    """DBS 10-5-3: the skill cost's cards of the hand, a card field as its energy is."""
    (r,) = compile_card(GAME, {"type": "battle", "text": text}).results
    assert r.compiled and dict(r.values) == want


def test_an_evolve_cost_placing_cards_of_a_kind_is_not_read() -> None:
    """Cards of a color from the hand: the field counts cards of any kind only."""
    text = (
        "[EX-Evolve] Choose 2 red cards from your hand and place them in your Drop Area : Red <Mirella> card with an "
        "energy cost of 6."
    )
    assert not compile_card(GAME, {"type": "battle", "text": text}).results[0].compiled


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "[Union-Fusion]RR : Red <Mirella> and red <Oru>.",
            {
                "union_fusion": ["Mirella", "Oru"],
                "union_colors": ["red", "red"],
                "union_cost": 2,
                "union_spec": ["red", "red"],
            },
        ),
        (
            "[Union-Potara] Blue <Mirella> and yellow <Oru>",
            {"union_potara": ["Mirella", "Oru"], "union_colors": ["blue", "yellow"]},
        ),
    ],
)
def test_union_cards_of_the_colors_printed(text: str, want: dict[str, Any]) -> None:
    """DBS 10-13-3-1, 10-13-4-1: the colors of the two specified Battle Cards, a card field."""
    (r,) = compile_card(GAME, {"type": "battle", "text": text}).results
    assert r.compiled and dict(r.values) == want


def test_union_with_one_color_printed_is_not_read() -> None:
    (r,) = compile_card(GAME, {"type": "battle", "text": "[Union-Potara] Blue <Mirella> and <Oru>"}).results
    assert not r.compiled


def test_keyword_skill_costs_of_seven_to_ten_energy() -> None:
    """DBS 8-4-2-3: "[eight]" is 8 energy of any color, as "[six]" is 6."""
    text = "[EX-Evolve] [eight] : <Mirella> with an energy cost of 6."
    (r,) = compile_card(GAME, {"type": "battle", "text": text}).results
    assert r.compiled and dict(r.values)["evolve_cost"] == 8


def test_a_union_cost_drawing_cards() -> None:
    """DBS 10-13-3-3: "RRR, draw 2 cards" — the energy, then the cards drawn, card fields."""
    text = "[Union-Fusion]RRR, draw 2 cards : Red <Mirella> and red <Oru>."
    (r,) = compile_card(GAME, {"type": "battle", "text": text}).results
    assert r.compiled and dict(r.values) == {
        "union_fusion": ["Mirella", "Oru"],
        "union_draw": 2,
        "union_colors": ["red", "red"],
        "union_cost": 3,
        "union_spec": ["red", "red", "red"],
    }


def test_evolve_onto_a_card_name() -> None:
    """DBS 10-5-1, 2-3: "{X}" names the Battle Card by its card name."""
    text = "[Evolve]U:Blue {Crimson Wayfarer} with an energy cost of 2 or more."
    (r,) = compile_card(GAME, {"type": "battle", "text": text}).results
    assert r.compiled and dict(r.values) == {
        "evolve": "Crimson Wayfarer",
        "evolve_is_name": True,
        "evolve_kind": "evolve",
        "evolve_color": "blue",
        "evolve_target_cost": 2,
        "evolve_target_op": ">=",
        "evolve_cost": 1,
        "evolve_spec": ["blue"],
    }
