"""Dragon Ball Super Card Game lines the compiler reads: what is done to the
chosen cards and the words that join the steps ("if <condition>, ..." inside
an effect, "If you do" after a "you may" there, "Choose X. They ...", energy
of a color switched to Active Mode). Every text here is original (invented
names) in the patterns of real card data."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cardtext import compile_card
from tests.engine import dbscg_text
from tests.engine.dbscg_text import GAME, OPP_BATTLE


def one(text: str, ctype: str = "battle") -> dict[str, Any] | None:
    """The one ability a one-line text compiles to exactly, on a card with a number (None: not compiled)."""
    return dbscg_text.one(text, ctype, card_id="TST-001")


CASES: list[tuple[str, str, dict[str, Any]]] = [
    # an "if" inside the effect: read as that step resolves
    (
        "[Auto] When this card attacks, draw 1 card, and if you have 3 or less cards in your hand, "
        "this card gets +5000 power for the duration of the turn.",
        "battle",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"draw": 1}, {"if": {"condition": [{"max_hand": 3}], "then": [{"gets": {"power": 5000}}]}}],
        },
    ),
    (
        "[Activate Main] Switch this card to Rest Mode : Draw 1 card. Then, if it's your opponent's turn, draw 1 card.",
        "battle",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"rest_self": True}],
            "params": {"timing": "main"},
            "effect": [{"draw": 1}, {"if": {"condition": [{"opponent_turn": True}], "then": [{"draw": 1}]}}],
        },
    ),
    # "you may X. If you do, Y" inside the "if": Y only when X was done
    (
        "[Counter Attack] Negate the attack. Then, if your Leader Card is a 《Reef Guard》 card, you may place 1 card "
        "from your hand in the Drop Area. If you do so, choose up to 1 of your opponent's Battle Cards with an energy "
        "cost of 2 or less and KO that card.",
        "extra",
        {
            "kind": "act",
            "zones": ["hand"],
            "params": {"counter": "attack"},
            "effect": [
                {"negate": "attack"},
                {
                    "if": {
                        "condition": [{"leader": {"trait": "Reef Guard"}}],
                        "then": [
                            {
                                "may": {
                                    "do": [{"discard": 1}],
                                    "then": [{"ko": {"up_to": 1, "cost_at_most": 2, **OPP_BATTLE}}],
                                }
                            }
                        ],
                    }
                },
            ],
        },
    ),
    # "if it's your opponent's turn" inside the effect: not a duration of the opponent's turn
    (
        "[Auto] When you play this card, draw 1 card. Then, if it's your opponent's turn, choose up to 1 of your "
        "Leader Cards and it gets +5000 power for the duration of the turn.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {"draw": 1},
                {
                    "if": {
                        "condition": [{"opponent_turn": True}],
                        "then": [{"gets": {"power": 5000, "target": {"up_to": 1, "zone": "leader", "type": "leader"}}}],
                    }
                },
            ],
        },
    ),
    # your Leader Card, without a choice
    (
        "[Activate Main] Switch this card to Rest Mode : Your Leader Card gets +5000 power and [Double Strike] "
        "for the duration of the turn.",
        "battle",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"rest_self": True}],
            "params": {"timing": "main"},
            "effect": [
                {"gets": {"power": 5000, "target": {"count": "all", "zone": "leader", "type": "leader"}}},
                {"grant": {"keyword": "double_strike", "target": {"count": "all", "zone": "leader", "type": "leader"}}},
            ],
        },
    ),
    # energy of a color switched to Active Mode (DBS 3-5, 2-4-1)
    (
        "[Auto] When you play this card, switch up to 2 of your mono-green energy to Active Mode.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"stand": {"up_to": 2, "mono": "green", "zone": "energy"}}],
        },
    ),
    (
        "[Auto] When this card attacks, choose up to 1 of your yellow energy and switch it to Active Mode.",
        "battle",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"stand": {"up_to": 1, "color": "yellow", "zone": "energy"}}],
        },
    ),
    # "Choose X. They ...": the cards chosen once
    (
        "[Auto] When you play this card, choose all of your 《Reef Guard》 Battle Cards. Those cards gain +5000 power "
        "and [Double Strike] for the duration of the turn.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {
                    "boost": {
                        "power": 5000,
                        "keyword": "double_strike",
                        "target": {"count": "all", "trait": "Reef Guard", "zone": "battle", "type": "battle"},
                    }
                }
            ],
        },
    ),
    (
        "[Activate Main] Switch this card to Rest Mode : Choose up to 1 of your opponent's Battle Cards. "
        "It gets -5000 power for the turn.",
        "battle",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"rest_self": True}],
            "params": {"timing": "main"},
            "effect": [{"gets": {"power": -5000, "target": {"up_to": 1, **OPP_BATTLE}}}],
        },
    ),
    # the mode said before the noun (DBS 4-8-1)
    (
        "[Auto] When you play this card, choose up to 1 of your opponent's Rest Mode Battle Cards with an energy "
        "cost of 3 or less and KO it.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"ko": {"up_to": 1, "cost_at_most": 3, **OPP_BATTLE, "rest_mode": 1}}],
        },
    ),
    # your own card returned to your hand
    (
        "[Auto] When you play this card, choose 1 of your Battle Cards and return it to your hand.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"put": {"count": 1, "zone": "battle", "type": "battle", "to": "hand"}}],
        },
    ),
    # KO by a total of energy costs (DBS 10-1, 2-11-3)
    (
        "[Auto] When you play this card, choose any number of your opponent's Battle Cards with energy costs of 2 "
        "or less whose total energy cost adds up to 4 or less and KO them.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"ko_total": {"cost_at_most": 2, **OPP_BATTLE, "total": 4}}],
        },
    ),
    (
        "[Auto] When you play this card, choose any number of your opponent's Battle Cards of which the total cost "
        "adds up to 3 or less and KO them.",
        "battle",
        {"kind": "auto", "when": "played", "zones": ["battle"], "effect": [{"ko_total": {**OPP_BATTLE, "total": 3}}]},
    ),
    # an [Activate] skill used in the Drop Area that plays its card (DBS 2-12-2, 3-6-3)
    (
        "[Activate Main]GG, if your Leader Card is green : Play this card from your Drop Area.",
        "battle",
        {
            "kind": "act",
            "zones": ["drop"],
            "condition": [{"leader": {"color": "green"}}],
            "cost": [{"energy_color": ["green", "green"]}],
            "params": {"timing": "main", "mentions": ["play"]},
            "effect": [{"play_this": {}}],
        },
    ),
    (
        "[Activate Main]B : Add this card from your Drop Area to your hand.",
        "battle",
        {
            "kind": "act",
            "zones": ["drop"],
            "cost": [{"energy_color": ["black"]}],
            "params": {"timing": "main"},
            "effect": [{"drop_self_to_hand": True}],
        },
    ),
    # a Battle Card's [Activate] skill used in the hand that plays it (DBS 8-5-2-1, 3-6-3)
    (
        "[Activate Battle][two] : Play this card from your hand, then choose up to 1 of your opponent's Battle Cards "
        "with an energy cost of 2 or less and KO it.",
        "battle",
        {
            "kind": "act",
            "zones": ["hand"],
            "cost": [{"energy": 2}],
            "params": {"timing": "battle", "mentions": ["play"]},
            "effect": [{"play_self": True}, {"ko": {"up_to": 1, "cost_at_most": 2, **OPP_BATTLE}}],
        },
    ),
    # copies of this card: the same card number (DBS 5-1-3-1)
    (
        "[Activate Battle] Draw 1 card. You can't activate the [Activate Battle] skill on copies of this card for "
        "the turn.",
        "battle",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"timing": "battle"},
            "effect": [{"draw": 1}, {"cannot_activate_copies": "battle"}],
        },
    ),
    # the skill negates itself (DBS 8-3-2)
    (
        "[Activate Main] Choose up to 1 of your Battle Cards, switch it to Active Mode, then negate this skill for "
        "the duration of the game.",
        "battle",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"timing": "main"},
            "effect": [
                {"stand": {"up_to": 1, "zone": "battle", "type": "battle"}},
                {"negate_this_skill": "game"},
            ],
        },
    ),
    # a card placed under this card (DBS 11-3-1, 11-3-4)
    (
        "[Auto] When a card evolves into this card, choose up to 1 of your opponent's Battle Cards, ignoring "
        "[Barrier], and place it under this card.",
        "battle",
        {
            "kind": "auto",
            "when": "evolved",
            "zones": ["battle"],
            "effect": [{"ignoring_barrier": [{"put": {"up_to": 1, **OPP_BATTLE, "to": "under"}}]}],
        },
    ),
    # "choose X, ignoring [Barrier], KO it": one sentence without "and"
    (
        "[Activate Main] Switch this card to Rest Mode : Choose up to 1 of your opponent's Battle Cards, ignoring "
        "[Barrier], KO it, then draw 1 card.",
        "battle",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"rest_self": True}],
            "params": {"timing": "main"},
            "effect": [{"ignoring_barrier": [{"ko": {"up_to": 1, **OPP_BATTLE}}, {"draw": 1}]}],
        },
    ),
    # cards placed in an Energy Area in Rest Mode (DBS 3-5)
    (
        "[Auto] When you play this card, choose up to 1 of your opponent's Battle Cards with an energy cost of 3 or "
        "less and place it in its owner's energy in Rest Mode.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"put": {"up_to": 1, "cost_at_most": 3, **OPP_BATTLE, "to": "energy", "rest": True}}],
        },
    ),
    (
        "[Auto] When this card attacks, draw 1 card, and place 2 cards from the top of your opponent's deck in their "
        "Drop Area.",
        "battle",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"draw": 1}, {"put": {"zone": "deck", "owner": "opponent", "top": 2, "to": "drop"}}],
        },
    ),
    # "other than this card" after the noun; taking control (DBS 11-5)
    (
        "[Auto] At the end of your turn, choose up to 2 of your Battle Cards with an energy cost of 2 or more other "
        "than this one and switch them to Active Mode.",
        "battle",
        {
            "kind": "auto",
            "when": "turn_end",
            "zones": ["battle"],
            "condition": [{"my_turn": True}],
            "effect": [{"stand": {"up_to": 2, "cost_at_least": 2, "zone": "battle", "type": "battle", "other": True}}],
        },
    ),
    (
        "[Auto] When you play this card, choose up to 1 of your opponent's Battle Cards with an energy cost of 2 or "
        "less and gain control of it.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"take_control": {"up_to": 1, "cost_at_most": 2, **OPP_BATTLE}}],
        },
    ),
    (
        "[Counter Attack] Switch all of your green energy to Active Mode.",
        "extra",
        {
            "kind": "act",
            "zones": ["hand"],
            "params": {"counter": "attack"},
            "effect": [{"stand": {"count": "all", "color": "green", "zone": "energy"}}],
        },
    ),
    # several steps done to the same chosen cards (on_chosen)
    (
        "[Auto] When you play this card, choose up to 1 of your opponent's Battle Cards in Rest Mode, negate that "
        "card's skills for the duration of the turn, and return it to its owner's hand.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {
                    "on_chosen": {
                        "up_to": 1,
                        **OPP_BATTLE,
                        "rest_mode": 1,
                        "do": [{"negate_skills": True}, {"to": "hand"}],
                    }
                }
            ],
        },
    ),
    (
        "[Activate Main] Switch this card to Rest Mode : Choose up to 1 of your Battle Cards, switch it to Active "
        "Mode, and it gets +5000 power and has its skills negated for the turn.",
        "battle",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"rest_self": True}],
            "params": {"timing": "main"},
            "effect": [
                {
                    "on_chosen": {
                        "up_to": 1,
                        "zone": "battle",
                        "type": "battle",
                        "do": [{"stand": True}, {"power": 5000}, {"negate_skills": True}],
                    }
                }
            ],
        },
    ),
    # "it can't be switched to Active Mode ..." (DBS 6-2-2)
    (
        "[Auto] When you play this card, choose up to 1 of your opponent's Battle Cards in Rest Mode. That card "
        "cannot switch to Active Mode during your opponent's next Charge Phase.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"on_chosen": {"up_to": 1, **OPP_BATTLE, "rest_mode": 1, "do": [{"no_active": "charge"}]}}],
        },
    ),
    (
        "[Auto] When this card attacks, choose up to 1 of your opponent's energy in Rest Mode and it can't be "
        "switched to Active Mode until the start of your next turn.",
        "battle",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [
                {
                    "on_chosen": {
                        "up_to": 1,
                        "zone": "energy",
                        "owner": "opponent",
                        "rest_mode": 1,
                        "do": [{"no_active": "next_turn"}],
                    }
                }
            ],
        },
    ),
    # at the end of the turn (DBS 6-4-1-1)
    (
        "[Auto] When this card attacks, draw 1 card, and at the end of the turn, switch this card to Active Mode.",
        "battle",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"draw": 1}, {"at_turn_end": [{"stand": "self"}]}],
        },
    ),
    (
        "[Auto][Once per turn] When this card attacks, activate this skill. At the end of the turn, switch up to 1 of "
        "your red energy to Active Mode.",
        "battle",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "once_per_turn": True,
            "effect": [{"at_turn_end": [{"stand": {"up_to": 1, "color": "red", "zone": "energy"}}]}],
        },
    ),
    # "If you played a card / KO'd a card, ...": only when it was done (DBS 8-5-3-4)
    (
        "[Activate Main] Choose up to 1 {Tide Runner} in your Energy Area and play it. If you played a card, add this "
        "card to your energy in Rest Mode.",
        "battle",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"timing": "main", "mentions": ["play"]},
            "effect": [
                {
                    "if_done": {
                        "do": [{"play": {"up_to": 1, "name": "Tide Runner", "zone": "energy", "type": "battle"}}],
                        "then": [{"put": {"self": True, "to": "energy", "rest": True}}],
                        "done": "play",
                    }
                }
            ],
        },
    ),
    (
        "[Activate Battle] Switch this card to Rest Mode : Choose 1 of your opponent's Battle Cards with an energy "
        "cost of 3 or less and KO it. If you KO'd a card, draw 1 card.",
        "battle",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"rest_self": True}],
            "params": {"timing": "battle"},
            "effect": [
                {
                    "if_done": {
                        "do": [{"ko": {"count": 1, "cost_at_most": 3, **OPP_BATTLE}}],
                        "then": [{"draw": 1}],
                        "done": "ko",
                    }
                }
            ],
        },
    ),
    (
        "[Activate Main] Switch this card to Rest Mode : Choose up to 1 of your opponent's Battle Cards, ignoring "
        "[Barrier], and KO it. If you KO'd a card, draw 1 card.",
        "battle",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"rest_self": True}],
            "params": {"timing": "main"},
            "effect": [
                {
                    "if_done": {
                        "do": [{"ignoring_barrier": [{"ko": {"up_to": 1, **OPP_BATTLE}}]}],
                        "then": [{"draw": 1}],
                        "done": "ko",
                    }
                }
            ],
        },
    ),
    # "X; Y": X, then Y
    (
        "[Auto] When this card is played, choose up to 1 of your opponent's Battle Cards and it gets -5000 power for "
        "the turn; you can't play copies of this card for the turn.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {"gets": {"power": -5000, "target": {"up_to": 1, **OPP_BATTLE}}},
                {"cannot_play": {"number": "TST-001"}},
            ],
        },
    ),
    # combo power of another card in the Combo Area (DBS 7-4-1-2)
    (
        "[Auto] When this card is used in a combo from your hand, choose 1 card other than this card in your Combo "
        "Area and it gets +5000 combo power for the battle.",
        "battle",
        {
            "kind": "auto",
            "when": "combo_hand",
            "zones": ["combo"],
            "effect": [
                {
                    "gets": {
                        "combo_power": 5000,
                        "until": "battle",
                        "target": {"count": 1, "zone": "combo", "other": True},
                    }
                }
            ],
        },
    ),
    # "add +N to this card's Combo": its combo power (DBS 7-4-1-2), in the skill of its combo
    (
        "[Auto] When you Combo with this card, draw 1 card and add +5000 to this card's Combo for the duration of the "
        "turn.",
        "battle",
        {
            "kind": "auto",
            "when": "combo",
            "zones": ["combo"],
            "effect": [{"draw": 1}, {"gets": {"combo_power": 5000}}],
        },
    ),
    (
        "[Counter Attack] Negate the attack. Then, switch up to 1 of your Battle Cards to Active Mode.",
        "extra",
        {
            "kind": "act",
            "zones": ["hand"],
            "params": {"counter": "attack"},
            "effect": [{"negate": "attack"}, {"stand": {"up_to": 1, "zone": "battle", "type": "battle"}}],
        },
    ),
    # "in your energy" (DBS 8-5-5), "a Red/Blue multicolor card" (DBS 2-4-1)
    (
        "[Auto] When this card attacks, choose up to 1 of your Red/Blue multicolor energy and switch it to Active "
        "Mode, then play up to 1 blue 《Reef Guard》 card with an energy cost of 2 from your energy.",
        "battle",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "params": {"mentions": ["play"]},
            "effect": [
                {"stand": {"up_to": 1, "zone": "energy", "multicolor": "red/blue"}},
                {
                    "play": {
                        "up_to": 1,
                        "color": "blue",
                        "trait": "Reef Guard",
                        "cost": 2,
                        "zone": "energy",
                        "type": "battle",
                    }
                },
            ],
        },
    ),
    # "with A and B": both comparisons
    (
        "[Activate Main] Switch this card to Rest Mode : Choose 1 Battle Card in your Drop Area with 5000 or less "
        "power and an energy cost of 2 or less and play it.",
        "battle",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"rest_self": True}],
            "params": {"timing": "main", "mentions": ["play"]},
            "effect": [
                {"play": {"count": 1, "power_at_most": 5000, "cost_at_most": 2, "zone": "drop", "type": "battle"}}
            ],
        },
    ),
    (
        "[Auto] When this card attacks, place the top 2 cards of your deck in the Drop Area.",
        "battle",
        {"kind": "auto", "when": "attacks", "zones": ["battle"], "effect": [{"mill": 2}]},
    ),
    # this card moved from the Battle Area
    (
        "[Auto] At the end of your turn, send this card to its owner's Warp.",
        "battle",
        {
            "kind": "auto",
            "when": "turn_end",
            "zones": ["battle"],
            "condition": [{"my_turn": True}],
            "effect": [{"warp_self": True}],
        },
    ),
    (
        "[Auto] At the end of your turn, place this card at the bottom of its owner's deck.",
        "battle",
        {
            "kind": "auto",
            "when": "turn_end",
            "zones": ["battle"],
            "condition": [{"my_turn": True}],
            "effect": [{"put": {"self": True, "to": "deck", "bottom": True}}],
        },
    ),
    # a Battle Card's [Counter] that plays it from the hand (DBS 10-10-4)
    (
        "[Counter Attack] Play this card from your hand.",
        "battle",
        {"kind": "act", "zones": ["hand"], "params": {"counter": "attack"}, "effect": [{"play_self": True}]},
    ),
    # cards of your Warp (DBS 3-10)
    (
        "[Auto] When you play this card, place up to 3 black Battle Cards from your Warp in your Drop Area, then "
        "draw 1 card.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {"put": {"up_to": 3, "color": "black", "zone": "warp", "type": "battle", "to": "drop"}},
                {"draw": 1},
            ],
        },
    ),
    (
        "[Auto] When you play this card, add up to 1 Battle Card with an energy cost of 4 or less from your Warp to "
        "your hand.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"put": {"up_to": 1, "cost_at_most": 4, "zone": "warp", "type": "battle", "to": "hand"}}],
        },
    ),
    (
        "[Activate Main] Choose up to 1 black Battle Card in your Warp and play it.",
        "battle",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"timing": "main", "mentions": ["play"]},
            "effect": [{"play": {"up_to": 1, "color": "black", "zone": "warp", "type": "battle"}}],
        },
    ),
    (
        "[Auto] When you play this card, send up to 1 Battle Card from your opponent's Drop Area to their Warp.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"warp": {"up_to": 1, "zone": "drop", "type": "battle", "owner": "opponent"}}],
        },
    ),
    # "your red Leader Cards or red Battle Cards": one color of both kinds
    (
        "[Auto] When you play this card, choose up to 1 of your red Leader Cards or red Battle Cards. It gains "
        "+5000 power for the duration of the turn.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {
                    "gets": {
                        "power": 5000,
                        "target": {
                            "up_to": 1,
                            "color": "red",
                            "zone": ["leader", "battle"],
                            "type": ["leader", "battle"],
                        },
                    }
                }
            ],
        },
    ),
    # damage is dealt to a player: "them" is the opponent
    (
        "[Auto] When your opponent activates a [Counter] skill, deal 1 damage to them.",
        "battle",
        {"kind": "auto", "when": "opponent_counter", "zones": ["battle"], "effect": [{"damage": 1}]},
    ),
    # "choose X, <step>, then <step>": the same chosen card
    (
        "[Auto] When you play this card, choose up to 1 of your opponent's Battle Cards in Rest Mode, ignoring "
        "[Barrier], negate its skills for the turn, then KO it.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {
                    "ignoring_barrier": [
                        {
                            "on_chosen": {
                                "up_to": 1,
                                "zone": "battle",
                                "type": "battle",
                                "owner": "opponent",
                                "rest_mode": 1,
                                "do": [{"negate_skills": True}, {"ko": True}],
                            }
                        }
                    ]
                }
            ],
        },
    ),
    # [Counter: Play]: what happens to the Battle Card being played (DBS 6-3-1-2-1-2)
    (
        "[Counter: Play] Play this card, and if the Battle Card being played has an energy cost of 2 or less, it's "
        "sent to its owner's Warp instead of being played.",
        "battle",
        {
            "kind": "act",
            "zones": ["hand"],
            "params": {"counter": "play"},
            "effect": [
                {"play_self": True},
                {"if": {"condition": [{"played_card": {"cost_at_most": 2}}], "then": [{"instead_of_play": "warp"}]}},
            ],
        },
    ),
    (
        "[Counter: Play] If the Battle Card being played has an energy cost of 3 or less, it's placed in its owner's "
        "Drop Area instead of being played, then draw 1 card.",
        "extra",
        {
            "kind": "act",
            "zones": ["hand"],
            "params": {"counter": "play"},
            "effect": [
                {
                    "if": {
                        "condition": [{"played_card": {"cost_at_most": 3}}],
                        "then": [{"instead_of_play": "drop"}, {"draw": 1}],
                    }
                }
            ],
        },
    ),
    (
        "[Counter: Play] The Battle Card being played is played in Rest Mode, then play this card.",
        "battle",
        {
            "kind": "act",
            "zones": ["hand"],
            "params": {"counter": "play"},
            "effect": [{"played_as": {"rest": True}}, {"play_self": True}],
        },
    ),
    (
        "[Counter: Play] If the Battle Card being played has an energy cost of 4 or less, it's played with its "
        "skills negated for the turn.",
        "extra",
        {
            "kind": "act",
            "zones": ["hand"],
            "params": {"counter": "play"},
            "effect": [
                {
                    "if": {
                        "condition": [{"played_card": {"cost_at_most": 4}}],
                        "then": [{"played_as": {"negated": True}}],
                    }
                }
            ],
        },
    ),
]


@pytest.mark.parametrize(("text", "ctype", "want"), CASES, ids=[str(i) for i in range(len(CASES))])
def test_line_compiles_to(text: str, ctype: str, want: dict[str, Any]) -> None:
    assert one(text, ctype) == want


MANUAL = [
    # "it" after an "if": it may be a card the condition names
    "[Auto] When this card attacks, draw 1 card, and if you have 3 or less cards in your hand, it gets +5000 power "
    "for the turn.",
    # "if you do" after a step that is not "you may"
    "[Auto] When you play this card, if it's your turn, draw 1 card. If you do, draw 1 card.",
    # your own cards by a total: not read
    "[Auto] When you play this card, choose any number of your Battle Cards of which the total cost adds up to 3 "
    "or less and KO them.",
    # played from the Drop Area, then changed as "this card" (a new card there), or a cost on the card
    "[Activate Main][two] : Play this card from your Drop Area and it gains [Blocker] for the turn.",
    "[Activate Main] Switch this card to Rest Mode : Play this card from your Drop Area.",
    "[Auto] When this card attacks, play this card from your Drop Area.",
    "[Activate Main][two] : Play this card from your hand and it gains [Blocker] for the turn.",
    "[Activate Main] Switch this card to Rest Mode : Play this card from your hand.",
    "[Activate Main][two] : Draw 1 card, then play this card from your hand.",
    "[Activate Main] Switch this card to Rest Mode : Your Leader Card gets +5000 power until the end of your "
    "opponent's next turn.",
    "[Permanent] Your Leader Card gets +5000 power.",
    # a [Counter] in the hand has no place under it
    "[Counter Attack] Negate the attack, then choose up to 1 of your opponent's Battle Cards and place it under this "
    "card.",
    # "your energy": your own cards only; a card placed in energy in Active Mode is not read ([Energy-Exhaust])
    "[Auto] When you play this card, choose up to 1 of your opponent's Battle Cards and place it in your energy in "
    "Rest Mode.",
    "[Auto] When you play this card, choose up to 1 of your opponent's Battle Cards and place it in its owner's "
    "energy.",
    # "all Battle Cards": both players' cards (not read as yours)
    "[Auto] When you play this card, choose all Battle Cards with 5000 power or less other than this card and KO them.",
    # "negate its skills" with no duration, a step on other cards
    "[Auto] When you play this card, choose up to 1 of your opponent's Battle Cards, negate its skills, and KO it.",
    # a duration the engine does not keep
    "[Auto] When you play this card, choose up to 1 of your opponent's Battle Cards and it can't be switched to "
    "Active Mode for the rest of the game.",
    # "If you played a card" after steps that do not play one
    "[Activate Main] Switch this card to Rest Mode : Draw 1 card. If you played a card, draw 1 card.",
    # "this card" after its combo is in the Drop Area: not moved from the field
    "[Auto] At the end of the battle after you combo with this card, place this card at the bottom of your deck.",
    # a Leader Card stays in its Leader Area: "cards" moved elsewhere are not read
    "[Activate Main] Switch this card to Rest Mode : Choose up to 1 of your opponent's cards in Rest Mode and place it "
    "in its owner's Drop Area.",
    # energy of the opponent, or another area's cards, are not "your energy"
    "[Auto] When you play this card, switch up to 1 of your opponent's blue energy to Active Mode.",
    # whether "then play this card" is inside the if on the card being played is not read
    "[Counter: Play] If the Battle Card being played has an energy cost of 3 or less, it is returned to its owner's "
    "hand instead of being played, then play this card.",
    # "place" to the hand / "add" to the Drop Area is not how the cards say it
    "[Auto] When you play this card, add up to 3 black Battle Cards from your Warp to your Drop Area.",
    # "Battle Cards or energy": a selector of both areas would also offer a [Field] Extra Card in the Battle Area
    # (DBS 3-6-6, 10-3-1), which is not a Battle Card
    "[Auto] When you play this card, choose up to 1 of your opponent's Battle Cards or energy and switch it to "
    "Rest Mode.",
    # the card being played is only a [Counter: Play]'s; an [Auto] skill has none
    "[Auto] When you play this card, if the Battle Card being played has an energy cost of 3 or less, it's placed "
    "in its owner's Drop Area instead of being played.",
]


@pytest.mark.parametrize("text", MANUAL, ids=[str(i) for i in range(len(MANUAL))])
def test_line_is_not_compiled(text: str) -> None:
    assert one(text) is None


def test_a_permanent_condition_is_not_an_if_step() -> None:
    """A [Permanent] skill's condition is read while it is in force (DBS 8-1-4), never as an ``if`` step."""
    got = one("[Permanent] If you have 3 or less cards in your hand, this card gets +5000 power.")
    assert got is not None and got["condition"] == [{"max_hand": 3}] and "if" not in str(got["effect"])


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("[Permanent] Only 1 {Pip, the Scout} can be played in your Battle Area.", "name"),
        ("[Permanent] You can only have up to 1 {Pip, the Scout} in play in your Battle Area.", "name"),
        ("[Permanent] There can only be up to 1 {Pip, the Scout} in play in your Battle Area.", "name"),
        ("[Permanent] Only 1 copy of this card can be played in your Battle Area.", "copy"),
        ("[Permanent] Only 1 {Another Card} can be played in your Battle Area.", None),
    ],
)
def test_only_one_of_this_card_in_your_battle_area(text: str, want: str | None) -> None:
    """ "Only 1 {this card's name} / copy of this card can be played in your Battle Area": the card
    field ``only_one``; another card's name is not read."""
    compiled = compile_card(GAME, {"id": "TST-001", "type": "battle", "name": "Pip, the Scout", "text": text})
    (r,) = compiled.results
    assert (dict(r.values).get("only_one") if r.compiled else None) == want


@pytest.mark.parametrize(
    ("text", "ctype", "want"),
    [
        ("[Permanent] This card can't be KO'd.", "battle", ("no_ko", "any")),
        ("[Permanent] This card cannot be KO-ed in battle.", "battle", ("no_ko", "battle")),
        ("[Permanent] This card can't be KO'd by your opponent's skills.", "battle", ("no_ko", "opponent_skills")),
        (
            "[Permanent] This card can't be removed from your Battle Area by your opponent's skills.",
            "battle",
            ("unremovable", "opponent"),
        ),
        ("[Permanent] This card can't be removed from Battle Areas by skills.", "battle", ("unremovable", "any")),
        ("[Permanent] This card can't be KO'd.", "leader", None),
        ("[Permanent] This card can't be KO'd by your opponent's attacks.", "battle", None),
    ],
)
def test_a_battle_cards_protection_of_itself(text: str, ctype: str, want: tuple[str, str] | None) -> None:
    """A Battle Card's [Permanent] "This card can't be KO'd / removed ...": a card field
    (engine.games.dbscg.protection); a Leader Card's, or another wording, is not read so."""
    (r,) = compile_card(GAME, {"id": "TST-001", "type": ctype, "text": text}).results
    got = dict(r.values) if r.compiled else {}
    assert (next(iter(got.items())) if got and set(got) & {"no_ko", "unremovable"} else None) == want
