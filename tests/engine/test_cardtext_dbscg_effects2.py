"""Dragon Ball Super Card Game lines the compiler reads: the chosen cards
named in other words ("that card gets", "they each gain", "in your Leader
Area or Battle Area", "your Battle Cards with 《X》") and the cards an
opponent chooses of their own. Every text here is original (invented names)
in the patterns of real card data."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine import dbscg_text

YOURS = {"zone": ["leader", "battle"]}


def one(text: str, ctype: str = "battle") -> dict[str, Any] | None:
    """The one ability a one-line text compiles to exactly, on a card with a number (None: not compiled)."""
    return dbscg_text.one(text, ctype, card_id="TST-001")


CASES: list[tuple[str, str, dict[str, Any]]] = [
    # "that card" / "the chosen card": the card chosen
    (
        "[Activate Battle] Choose 1 of your cards and that card gets +6000 power for the battle.",
        "extra",
        {
            "kind": "act",
            "params": {"timing": "battle"},
            "zones": ["hand"],
            "effect": [{"gets": {"power": 6000, "until": "battle", "target": {"count": 1, **YOURS}}}],
        },
    ),
    (
        "[Auto] When this card attacks, choose up to 1 of your Battle Cards and the chosen card gets +3000 power "
        "for the turn.",
        "battle",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"gets": {"power": 3000, "target": {"up_to": 1, "zone": "battle", "type": "battle"}}}],
        },
    ),
    # cards of your Leader Area or Battle Area: your cards
    (
        "[Activate Battle] Choose up to 1 <Pico Dan> card in your Leader Area or Battle Area and it gets +15000 "
        "power for the duration of the battle.",
        "extra",
        {
            "kind": "act",
            "params": {"timing": "battle"},
            "zones": ["hand"],
            "effect": [
                {"gets": {"power": 15000, "until": "battle", "target": {"up_to": 1, "character": "Pico Dan", **YOURS}}}
            ],
        },
    ),
    (
        "[Auto] When you play this card, choose up to 1 of your 《Moon Folk》 cards in your Leader Area or Battle "
        "Area, and it gets +5000 power for the duration of the turn.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"gets": {"power": 5000, "target": {"up_to": 1, "trait": "Moon Folk", **YOURS}}}],
        },
    ),
    # "your Battle Cards with 《X》", "they each gain"
    (
        "[Activate Main] Choose up to 2 of your Battle Cards with 《Moon Folk》, they each gain +4000 power for the "
        "duration of the turn, then negate this skill for the duration of the game.",
        "battle",
        {
            "kind": "act",
            "params": {"timing": "main"},
            "zones": ["battle"],
            "effect": [
                {
                    "gets": {
                        "power": 4000,
                        "target": {"up_to": 2, "trait": "Moon Folk", "zone": "battle", "type": "battle"},
                    }
                },
                {"negate_this_skill": "game"},
            ],
        },
    ),
    # power for each card, counted as the skill resolves (power_per)
    (
        "[Auto] When this card attacks, draw 1 card. Then, this card gains +2000 power for each 1 energy you have "
        "for the duration of the turn.",
        "battle",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"draw": 1}, {"power_per": {"power": 2000, "per": {"count": "all", "zone": "energy"}}}],
        },
    ),
    (
        "[Activate Battle][Once per turn] : This card gets +4000 power for each card in your energy and "
        "[Double Strike] for the duration of the battle.",
        "battle",
        {
            "kind": "act",
            "once_per_turn": True,
            "params": {"timing": "battle"},
            "zones": ["battle"],
            "effect": [
                {"power_per": {"power": 4000, "per": {"count": "all", "zone": "energy"}, "until": "battle"}},
                {"grant": {"keyword": "double_strike", "until": "battle"}},
            ],
        },
    ),
    (
        "[Auto] When you play this card, choose 1 of your other Battle Cards. It gains +1000 power for each of your "
        "energy for the duration of the turn.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {
                    "power_per": {
                        "power": 1000,
                        "per": {"count": "all", "zone": "energy"},
                        "target": {"count": 1, "other": True, "zone": "battle", "type": "battle"},
                    }
                }
            ],
        },
    ),
    (
        "[Auto] When this card attacks, this card gets +3000 power for each skill-less Battle Card in your Drop Area "
        "for the turn.",
        "battle",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [
                {
                    "power_per": {
                        "power": 3000,
                        "per": {"count": "all", "skills": "none", "zone": "drop", "type": "battle"},
                    }
                }
            ],
        },
    ),
    # several keywords: each granted as one is (DBS 10)
    (
        "[Activate Main][four] : This card gains [Critical] and [Dual Attack] for the turn.",
        "battle",
        {
            "kind": "act",
            "params": {"timing": "main"},
            "zones": ["battle"],
            "cost": [{"energy": 4}],
            "effect": [{"grant": "critical"}, {"grant": "dual_attack"}],
        },
    ),
    (
        "[Activate Main][Once per turn] Switch this card to Active Mode and it gains [Barrier], [Double Strike] and "
        "[Triple Attack] for the turn.",
        "battle",
        {
            "kind": "act",
            "once_per_turn": True,
            "params": {"timing": "main"},
            "zones": ["battle"],
            "effect": [
                {"stand": "self"},
                {"grant": "barrier"},
                {"grant": "double_strike"},
                {"grant": "triple_attack"},
            ],
        },
    ),
    (
        "[Permanent] If your Leader Card is a green 《Moon Folk》 card, this card gains [Blocker] and [Barrier].",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"leader": {"color": "green", "trait": "Moon Folk"}}],
            "effect": [{"grant": "blocker"}, {"grant": "barrier"}],
        },
    ),
    # "and you draw 1 card"
    (
        "[Auto] When this card attacks, this card gets +3000 power for the duration of the turn, and you draw 1 card.",
        "battle",
        {"kind": "auto", "when": "attacks", "zones": ["battle"], "effect": [{"gets": {"power": 3000}}, {"draw": 1}]},
    ),
    # "switch it to Active Mode" with only this card named before: this card
    (
        "[Auto][Once per turn] When this card activates [Blocker], switch it to Active Mode.",
        "battle",
        {
            "kind": "auto",
            "when": "activates_blocker",
            "once_per_turn": True,
            "zones": ["battle"],
            "effect": [{"stand": "self"}],
        },
    ),
    (
        "[Auto] When this card is played, switch it to Rest Mode.",
        "battle",
        {"kind": "auto", "when": "played", "zones": ["battle"], "effect": [{"rest": "self"}]},
    ),
    # the opponent's energy switched to Rest Mode (DBS 3-5)
    (
        "[Auto] When this card attacks, draw 1 card, then switch up to 2 of your opponent's energy to Rest Mode.",
        "battle",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"draw": 1}, {"rest": {"up_to": 2, "zone": "energy", "owner": "opponent"}}],
        },
    ),
    # damage to "their life": the opponent's (DBS 4-10-2)
    (
        "[Auto] When this card attacks, deal 1 damage to their life.",
        "battle",
        {"kind": "auto", "when": "attacks", "zones": ["battle"], "effect": [{"damage": 1}]},
    ),
    # the opponent chooses one of their energy (DBS 8-5-3)
    (
        "[Auto] When this card is played, your opponent places 1 of their energy at the bottom of its owner's deck.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {
                    "put": {
                        "count": 1,
                        "zone": "energy",
                        "owner": "opponent",
                        "chosen_by": "opponent",
                        "to": "deck",
                        "bottom": True,
                    }
                }
            ],
        },
    ),
    # a [Permanent] limit on the opponent's attacks (DBS 7-1-1)
    (
        "[Permanent] During your opponent's turn, if your Leader Card is green and this card is in Rest Mode, your "
        "opponent's cards can't attack Leader Cards, and this card gets -3000 power.",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"opponent_turn": True}, {"leader": {"color": "green"}}, {"self_rest": True}],
            "effect": [{"no_leader_attacks": True}, {"gets": {"power": -3000}}],
        },
    ),
    (
        "[Permanent] If this card is in Rest Mode, this card gains [Blocker] and your opponent's cards can't attack "
        "your Leader Card.",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"self_rest": True}],
            "effect": [{"grant": "blocker"}, {"no_leader_attacks": True}],
        },
    ),
    # a [Permanent] skill's turn printed after its effect: its condition (DBS 8-1-4)
    (
        "[Permanent] This card gets +4000 power during your opponent's turn.",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"opponent_turn": True}],
            "effect": [{"gets": {"power": 4000}}],
        },
    ),
    (
        "[Permanent] If your life is at 3 or less, this card gains -2000 power during your turn.",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"life_at_most": 3}, {"my_turn": True}],
            "effect": [{"gets": {"power": -2000}}],
        },
    ),
    # a [Permanent] keyword or power of other cards (to_all, DBS 8-8-1)
    (
        "[Permanent] All of the <Pico Dan> in your Battle Area gain [Blocker].",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "effect": [
                {
                    "to_all": {
                        "keyword": "blocker",
                        "target": {"count": "all", "character": "Pico Dan", "zone": "battle"},
                    }
                }
            ],
        },
    ),
    (
        "[Permanent] All other green Battle Cards in your Battle Area with an energy cost of 2 or less gain [Barrier].",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "effect": [
                {
                    "to_all": {
                        "keyword": "barrier",
                        "target": {
                            "count": "all",
                            "other": True,
                            "color": "green",
                            "cost_at_most": 2,
                            "zone": "battle",
                            "type": "battle",
                        },
                    }
                }
            ],
        },
    ),
    (
        "[Permanent] Your mono-red 《Moon Folk》 Battle Cards get +3000 power during your opponent's turn.",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"opponent_turn": True}],
            "effect": [
                {
                    "to_all": {
                        "power": 3000,
                        "target": {
                            "count": "all",
                            "mono": "red",
                            "trait": "Moon Folk",
                            "zone": "battle",
                            "type": "battle",
                        },
                    }
                }
            ],
        },
    ),
    # a [Permanent] power counted whenever it is read (power_counted)
    (
        "[Permanent] During your turn, this card gets +4000 power for every 3 red Battle Cards in your Drop Area.",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"my_turn": True}],
            "effect": [
                {
                    "power_counted": {
                        "power": 4000,
                        "every": 3,
                        "per": {"count": "all", "color": "red", "zone": "drop", "type": "battle"},
                    }
                }
            ],
        },
    ),
    (
        "[Permanent] This card gets +1000 power for each card in your energy and your opponent's energy.",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "effect": [{"power_counted": {"power": 1000, "per": {"count": "all", "zone": "energy", "owner": "any"}}}],
        },
    ),
    # "can attack Battle Cards in Active Mode" for the turn (attack_active_turn)
    (
        "[Activate Main][Once per turn] This card gets +6000 power and can attack Battle Cards in Active Mode for "
        "the duration of the turn.",
        "battle",
        {
            "kind": "act",
            "once_per_turn": True,
            "params": {"timing": "main"},
            "zones": ["battle"],
            "effect": [{"gets": {"power": 6000}}, {"attack_active_turn": "self"}],
        },
    ),
    (
        "[Activate Main] Choose up to 1 of your Battle Cards, and it can attack Battle Cards in Active Mode for the "
        "turn.",
        "extra",
        {
            "kind": "act",
            "params": {"timing": "main"},
            "zones": ["hand"],
            "effect": [{"attack_active_turn": {"up_to": 1, "zone": "battle", "type": "battle"}}],
        },
    ),
    # [Permanent] "your opponent can't activate [Blocker] during this card's attack" (no_blockers, DBS 10-4-1)
    (
        "[Permanent] If your Leader Card is green, your opponent can't activate [Blocker] skills in response to this "
        "card's attack.",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"leader": {"color": "green"}}],
            "effect": [{"no_blockers": True}],
        },
    ),
    (
        "[Permanent] Your opponent cannot activate [Blocker] during this card's attack.",
        "battle",
        {"kind": "cont", "zones": ["battle"], "effect": [{"no_blockers": True}]},
    ),
    # [Permanent] attacks some cards can't make (attack_bar, DBS 7-1-1)
    (
        "[Permanent] This card cannot be attacked by a Leader Card.",
        "battle",
        {"kind": "cont", "zones": ["battle"], "effect": [{"attack_bar": {"attacker": "leader", "target": "self"}}]},
    ),
    (
        "[Permanent] Your opponent's Battle Cards with energy costs of 3 or less can't attack.",
        "battle",
        {"kind": "cont", "zones": ["battle"], "effect": [{"attack_bar": {"attacker": "battle", "cost_at_most": 3}}]},
    ),
    (
        "[Permanent] Other Battle Cards with energy costs of 6 or more can't attack.",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "effect": [{"attack_bar": {"by": "any", "attacker": "battle", "other": True, "cost_at_least": 6}}],
        },
    ),
    (
        "[Permanent] If this card is in Rest Mode, your opponent cannot attack your other Battle Cards.",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"self_rest": True}],
            "effect": [{"attack_bar": {"target": "other_battle"}}],
        },
    ),
    (
        "[Permanent] If this card is in Rest Mode, your opponent's Battle Cards can only attack this card.",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"self_rest": True}],
            "effect": [{"attack_bar": {"attacker": "battle", "target": "not_self"}}],
        },
    ),
    (
        "[Permanent] This card gains [Blocker] and can't be attacked by your opponent's cards.",
        "battle",
        {"kind": "cont", "zones": ["battle"], "effect": [{"grant": "blocker"}, {"attack_bar": {"target": "self"}}]},
    ),
    # "your opponent can't attack ..." (no_attacks, DBS 7-1)
    (
        "[Auto] KO this card : When one of your opponent's cards attacks, your opponent can't attack with Battle "
        "Cards for the turn.",
        "battle",
        {
            "kind": "auto",
            "when": "opponent_attacks",
            "zones": ["battle"],
            "cost": [{"ko_self": True}],
            "effect": [{"no_attacks": {"kind": "battle", "until": "turn"}}],
        },
    ),
    (
        "[Activate Main] Your opponent can't attack with Battle Cards with energy costs of 6 or more until the start "
        "of your next Main Phase.",
        "extra",
        {
            "kind": "act",
            "params": {"timing": "main"},
            "zones": ["hand"],
            "effect": [{"no_attacks": {"kind": "battle", "least": 6, "until": "next_main"}}],
        },
    ),
    (
        "[Auto] When you play this card, activate this skill. Your opponent can't attack for the turn.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"no_attacks": {"kind": "any", "until": "turn"}}],
        },
    ),
    # the opponent chooses one of their own Battle Cards (DBS 8-5-3) and sends it to the Warp (DBS 11-4-1)
    (
        "[Activate Main] Your opponent chooses 1 of their Battle Cards and sends it to its owner's Warp.",
        "extra",
        {
            "kind": "act",
            "params": {"timing": "main"},
            "zones": ["hand"],
            "effect": [
                {
                    "warp": {
                        "count": 1,
                        "zone": "battle",
                        "type": "battle",
                        "owner": "opponent",
                        "chosen_by": "opponent",
                    }
                }
            ],
        },
    ),
    (
        "[Activate Main] Your opponent chooses 1 of their Battle Cards with an energy cost of 2 or less and sends "
        "it to its owner's Warp.",
        "extra",
        {
            "kind": "act",
            "params": {"timing": "main"},
            "zones": ["hand"],
            "effect": [
                {
                    "warp": {
                        "count": 1,
                        "cost_at_most": 2,
                        "zone": "battle",
                        "type": "battle",
                        "owner": "opponent",
                        "chosen_by": "opponent",
                    }
                }
            ],
        },
    ),
]


@pytest.mark.parametrize(("text", "ctype", "want"), CASES, ids=[c[0][:60] for c in CASES])
def test_line_compiles(text: str, ctype: str, want: dict[str, Any]) -> None:
    assert one(text, ctype) == want


MANUAL = [
    # "that card and this card": two cards, not the chosen one alone
    "[Auto] When this card attacks, choose up to 1 of your other Battle Cards, and that card and this card gains "
    "+5000 power for the duration of the turn.",
    # "their" cards in the Leader Area or Battle Area: not yours
    "[Auto] When you play this card, choose up to 1 of their 《Moon Folk》 cards in your Leader Area or Battle Area "
    "and it gets +5000 power for the turn.",
    # power for each card with no duration printed, or for the cards under it: not read
    "[Auto] When this card attacks, this card gains +5000 power for each card in your Warp.",
    "[Permanent] This card gets +3000 power for each card placed under it.",
    # "it" inside a may or an if: not read as this card (it may be a card named there)
    "[Auto] When you play this card, you may draw 1 card. If you do, switch it to Active Mode.",
    # "it" of a trigger that names another card (the card played): not this card, not read
    "[Auto] When your opponent plays a Battle Card, switch it to Rest Mode.",
    # "switch it to Rest Mode" in an [Activate] skill: no trigger names this card
    "[Activate Main] Switch it to Rest Mode.",
    # the attack limit for a time is not a [Permanent] one: not read
    "[Auto] When you play this card, your opponent's cards can't attack Leader Cards for the turn.",
    # the turn after one step of several: not read
    "[Permanent] This card gets -10000 power during your opponent's turn, and this card gains [Blocker].",
    # cards named by their power, or "and" between traits (either or both): not read
    "[Permanent] All 《Moon Folk》 cards with 10000 power or less in your Battle Area gain [Barrier].",
    "[Permanent] All red and yellow 《Moon Folk》 and 《Sun Folk》 cards in your Battle Area gain [Blocker].",
    # "can attack ..." after a duration of another clause: not read
    "[Auto] When this card attacks, it gains +10000 power for the duration of the turn, and can attack Battle Cards "
    "in Active Mode.",
    # attacks barred "unless they ...", or until other times: not read
    "[Auto] When this card is played, your opponent can't attack for the turn unless they choose 1 card in their "
    "hand and discard it.",
    "[Auto] When you play this card, your opponent can't attack with Battle Cards until the end of their next turn.",
    # a [Permanent] attack limit by a name: not read
    "[Permanent] If this card is in Rest Mode, the opponent cannot attack <Pico Dan>.",
    # [Blocker] barred for a time: not read
    "[Auto] When you play this card, your opponent cannot activate [Blocker] for the duration of the turn.",
    # the opponent chooses two or more, or other cards than Battle Cards: not read
    "[Activate Main] Your opponent chooses 2 of their Battle Cards and sends them to their owners' Warps.",
]


@pytest.mark.parametrize("text", MANUAL, ids=[t[:60] for t in MANUAL])
def test_line_stays_manual(text: str) -> None:
    assert one(text) is None
