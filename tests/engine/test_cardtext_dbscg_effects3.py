"""Dragon Ball Super Card Game lines the compiler reads: a [Permanent] skill's
condition printed "When <state>, ..." (DBS 8-1-4), chosen cards placed "in their
owners' Drop Areas" / "in the Drop Area" (DBS 3-1-7), "switch all X in your Battle
Area to Active / Rest Mode" (your own cards, none chosen), "choose up to N of your
opponent's Battle Cards and up to M of their energy and switch them to Rest Mode", [Permanent] "(all of)
your X Battle Cards with energy costs of N get +N power", "this card gets +N power, [A], and [B] for the
turn" and "for the duration of the turn(,) this card gains ..." (the duration printed first). Every text here is original
(invented names) in the patterns of real card data."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine import dbscg_text


def one(text: str, ctype: str = "battle") -> dict[str, Any] | None:
    """The one ability a one-line text compiles to exactly, on a card with a number (None: not compiled)."""
    return dbscg_text.one(text, ctype, card_id="TST-001")


CASES: list[tuple[str, str, dict[str, Any]]] = [
    # [Permanent] "When <state>, ...": the state is the skill's condition (DBS 8-1-4)
    (
        "[Permanent] When you have 6 or more energy, this card gains [Double Strike].",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"energy_at_least": 6}],
            "effect": [{"grant": "double_strike"}],
        },
    ),
    (
        "[Permanent] When your opponent has 5 or more cards in their hand, this card can attack your opponent's "
        "Battle Cards in Active Mode.",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"count": {"who": "opponent", "zones": ["hand"], "op": ">=", "n": 5}}],
            "effect": [{"can_attack_active": True}],
        },
    ),
    (
        "[Permanent] When <Pico Dan> and <Rumba> are in play in your Battle Area, all 《Moon Folk》 in your Battle "
        "Area gain [Barrier].",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"in_battle_area": {"character": "Pico Dan"}}, {"in_battle_area": {"character": "Rumba"}}],
            "effect": [
                {"to_all": {"keyword": "barrier", "target": {"count": "all", "trait": "Moon Folk", "zone": "battle"}}}
            ],
        },
    ),
    # "in their owners' Drop Areas" / "in the Drop Area": each card to its owner's Drop Area (DBS 3-1-7)
    (
        "[Auto] When you play this card, choose all of your opponent's Battle Cards with an energy cost of 2 and "
        "place them in their owners' Drop Areas.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {
                    "put": {
                        "count": "all",
                        "cost": 2,
                        "zone": "battle",
                        "type": "battle",
                        "owner": "opponent",
                        "to": "drop",
                    }
                }
            ],
        },
    ),
    (
        "[Activate Main] Choose up to 2 of your opponent's energy and place them in the Drop Area.",
        "extra",
        {
            "kind": "act",
            "params": {"timing": "main"},
            "zones": ["hand"],
            "effect": [{"put": {"up_to": 2, "zone": "energy", "owner": "opponent", "to": "drop"}}],
        },
    ),
    # "switch all X in your Battle Area to Active Mode": every one of your cards the selector names
    (
        "[Auto] At the end of your turn, switch all 《Moon Folk》 in your Battle Area to Active Mode.",
        "battle",
        {
            "kind": "auto",
            "when": "turn_end",
            "zones": ["battle"],
            "condition": [{"my_turn": True}],
            "effect": [{"stand": {"count": "all", "trait": "Moon Folk", "zone": "battle"}}],
        },
    ),
    # two groups of two areas, each chosen and switched in turn
    (
        "[Auto] When this card attacks, choose up to 2 of your opponent's Battle Cards and up to 1 of their energy "
        "and switch them to Rest Mode.",
        "battle",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [
                {"rest": {"up_to": 2, "zone": "battle", "type": "battle", "owner": "opponent"}},
                {"rest": {"up_to": 1, "zone": "energy", "owner": "opponent"}},
            ],
        },
    ),
    # all of each of two areas
    (
        "[Auto] When this card attacks, choose all of your opponent's Battle Cards and energy and switch them to "
        "Rest Mode.",
        "battle",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [
                {"rest": {"count": "all", "zone": "battle", "type": "battle", "owner": "opponent"}},
                {"rest": {"count": "all", "zone": "energy", "owner": "opponent"}},
            ],
        },
    ),
    # [Permanent] "(All of) your X Battle Cards with energy costs of N get +N power": to_all (energy cost now)
    (
        "[Permanent] All of your green skill-less Battle Cards with energy costs of 2 get +3000 power.",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "effect": [
                {
                    "to_all": {
                        "power": 3000,
                        "target": {
                            "count": "all",
                            "color": "green",
                            "skills": "none",
                            "cost": 2,
                            "zone": "battle",
                            "type": "battle",
                        },
                    }
                }
            ],
        },
    ),
    # the power and each keyword of a list, for the turn
    (
        "[Activate Main][Once per turn] This card gets +5000 power, [Critical], and [Dual Attack] for the duration "
        "of the turn.",
        "battle",
        {
            "kind": "act",
            "params": {"timing": "main"},
            "zones": ["battle"],
            "once_per_turn": True,
            "effect": [{"gets": {"power": 5000}}, {"grant": "critical"}, {"grant": "dual_attack"}],
        },
    ),
    # the duration printed first
    (
        "[Auto] When you play this card, draw 1 card and for the duration of the turn this card gains +5000 power "
        "and [Double Strike].",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"draw": 1}, {"gets": {"power": 5000}}, {"grant": "double_strike"}],
        },
    ),
]


@pytest.mark.parametrize("text, ctype, want", CASES, ids=[c[0][:60] for c in CASES])
def test_line_compiles(text: str, ctype: str, want: dict[str, Any]) -> None:
    assert one(text, ctype) == want


MANUAL = [
    # "when" of a moment in a [Permanent]: an event, not a state — not read
    "[Permanent] When this card is played, this card gains [Blocker].",
    "[Permanent] When you have 6 or more energy, this card gains [Double Strike] and draw 1 card.",
    # "when" in an [Auto] skill is its trigger, not a condition
    "[Auto] When you have 6 or more energy, draw 1 card.",
    # all of your opponent's cards switched: no choice, so [Barrier] cards too (DBS 10-16-1) — not read
    "[Auto] When you play this card, switch all of your opponent's Battle Cards to Rest Mode.",
    # a number of Battle Cards "and energy": whether the number counts both is not read
    "[Auto] When you play this card, choose up to 2 of your opponent's Battle Cards and energy and switch them to "
    "Rest Mode.",
    # "a total of" two groups: one count shared — not read
    "[Auto] When you play this card, choose a total of up to 2 of your opponent's Battle Cards and energy and switch "
    "them to Rest Mode.",
    # cards named by their power: their power is what the skill changes — not read
    "[Permanent] All of your Battle Cards with 10000 power or less get +5000 power.",
    # a duration printed first over more than what this card gets: not read
    "[Auto] When you play this card, for the duration of the turn, this card gains +5000 power, [Critical], and its "
    "attacks can't be negated.",
]


@pytest.mark.parametrize("text", MANUAL, ids=[t[:60] for t in MANUAL])
def test_line_stays_manual(text: str) -> None:
    assert one(text) is None
