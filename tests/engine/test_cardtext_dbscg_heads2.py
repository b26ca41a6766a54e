"""Dragon Ball Super Card Game lines whose head the compiler reads (round
three): conditions counting cards, and the other heads read since. Every
text here is original (invented names) in the patterns of real card data."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cardtext import compile_card
from tests.engine.dbscg_text import GAME, one


def _count(who: str, zones: list[str], op: str, n: int, **more: Any) -> dict[str, Any]:
    return {"count": {"who": who, "zones": zones, "op": op, "n": n, **more}}


#: "your Leader Card" as a target
LEADER = {"count": "all", "zone": "leader", "type": "leader"}

CASES = [
    # Battle Cards "in play": those of the Battle Area
    (
        "[Permanent] If your opponent has 3 or more Battle Cards in play, reduce the energy cost of this card in your "
        "hand by 1.",
        "battle",
        {
            "kind": "cont",
            "zones": ["hand"],
            "condition": [_count("opponent", ["battle"], ">=", 3, type="battle")],
            "effect": [{"reduce_cost": 1}],
        },
    ),
    (
        "[Auto] When this card attacks, if your opponent has 2 or more Battle Cards in play, this card gains "
        "[Double Strike] for the duration of the turn.",
        "battle",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [
                {
                    "if": {
                        "condition": [_count("opponent", ["battle"], ">=", 2, type="battle")],
                        "then": [{"grant": "double_strike"}],
                    }
                }
            ],
        },
    ),
    (
        "[Activate Main] If you don't have any Battle Cards in play : Play this card from your hand.",
        "battle",
        {
            "kind": "act",
            "zones": ["hand"],
            "condition": [_count("you", ["battle"], "<=", 0, type="battle")],
            "effect": [{"play_self": True}],
            "params": {"timing": "main", "mentions": ["play"]},
        },
    ),
    (
        "[Permanent] If there are no Battle Cards in play in your Battle Area, reduce the energy cost of this card "
        "in your hand by 1.",
        "battle",
        {
            "kind": "cont",
            "zones": ["hand"],
            "condition": [_count("you", ["battle"], "<=", 0, type="battle")],
            "effect": [{"reduce_cost": 1}],
        },
    ),
    # energy of a mode (DBS 4-8-1) and of a color (DBS 2-4-1)
    (
        "[Permanent] If you have 4 or more energy in Rest Mode, you can activate this card from your hand without "
        "paying its energy cost.",
        "extra",
        {
            "kind": "cont",
            "condition": [_count("you", ["energy"], ">=", 4, rest_mode=1)],
            "effect": [{"free_activate": "any"}],
        },
    ),
    (
        "[Permanent] If you have 2 or more mono-red energy in Active Mode, you can activate this card from your "
        "hand without paying its energy cost.",
        "extra",
        {
            "kind": "cont",
            "condition": [_count("you", ["energy"], ">=", 2, rest_mode=0, mono="red")],
            "effect": [{"free_activate": "any"}],
        },
    ),
    (
        "[Auto] If you have green energy : When you play this card, draw 1 card.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {"if": {"condition": [_count("you", ["energy"], ">=", 1, color="green")], "then": [{"draw": 1}]}}
            ],
        },
    ),
    # a character, card name or special trait in your Battle Area or your Leader Card (DBS 3-5)
    (
        "[Permanent] If <Mirella> is in your Battle Area or Leader Area, you can play this card from your hand "
        "without paying its energy cost.",
        "battle",
        {
            "kind": "cont",
            "zones": ["hand"],
            "condition": [{"in_battle_area": {"character": "Mirella", "leader": True}}],
            "effect": [{"free_play": True}],
            "params": {"mentions": ["play"]},
        },
    ),
    (
        "[Permanent] If you have a 《Storm Riders》 card in your Leader Area or Battle Area, reduce the energy cost of "
        "this card in your hand by 1.",
        "battle",
        {
            "kind": "cont",
            "zones": ["hand"],
            "condition": [{"in_battle_area": {"trait": "Storm Riders", "leader": True}}],
            "effect": [{"reduce_cost": 1}],
        },
    ),
    (
        "[Permanent] If there is a {Oru, the Patient} card in your Battle Area or Leader Area, this card gets +5000 "
        "power.",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"in_battle_area": {"name": "Oru, the Patient", "leader": True}}],
            "effect": [{"gets": {"power": 5000}}],
        },
    ),
    # an Extra Card's "If your Leader Card is X, it gets ...": "it" is the Leader Card; the condition holds to the
    # end of its sentence, with the "If you do" after a "you may" in it (DBS 8-3-3)
    (
        "[Activate Battle] If your Leader Card is a <Mirella> card, it gets +10000 power and [Critical] for the "
        "duration of the battle.",
        "extra",
        {
            "kind": "act",
            "zones": ["hand"],
            "effect": [
                {
                    "if": {
                        "condition": [{"leader": {"character": "Mirella"}}],
                        "then": [
                            {"gets": {"power": 10000, "until": "battle", "target": LEADER}},
                            {"grant": {"keyword": "critical", "target": LEADER, "until": "battle"}},
                        ],
                    }
                }
            ],
            "params": {"timing": "battle"},
        },
    ),
    (
        "[Activate Battle] If your Leader Card is a 《Storm Riders》 card, it gets +5000 power for the duration of the "
        "battle, then you may choose 1 card in your hand and place it in your Drop Area. If you do, draw 2 cards. "
        "Draw 1 card.",
        "extra",
        {
            "kind": "act",
            "zones": ["hand"],
            "effect": [
                {
                    "if": {
                        "condition": [{"leader": {"trait": "Storm Riders"}}],
                        "then": [
                            {"gets": {"power": 5000, "until": "battle", "target": LEADER}},
                            {
                                "may": {
                                    "do": [{"put": {"count": 1, "zone": "hand", "to": "drop"}}],
                                    "then": [{"draw": 2}],
                                }
                            },
                        ],
                    }
                },
                {"draw": 1},
            ],
            "params": {"timing": "battle"},
        },
    ),
    # a skill cost: cards of the Drop Area to the bottom of the deck in any order; energy costs from one to the other
    (
        "[Activate Main] Choose 2 blue Battle Cards with energy costs between 2 and 5 in your Drop Area and place "
        "them at the bottom of your deck in any order : Draw 1 card.",
        "battle",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [
                {
                    "drop_to_bottom_of": {
                        "count": 2,
                        "color": "blue",
                        "type": "battle",
                        "zone": "drop",
                        "cost_at_least": 2,
                        "cost_at_most": 5,
                    }
                }
            ],
            "effect": [{"draw": 1}],
            "params": {"timing": "main"},
        },
    ),
    (
        "[Activate Main] If your Leader Card is a <Mirella> card and you choose 3 《Storm Riders》 cards in your Drop "
        "Area and place them at the bottom of your deck in any order : Play this card from your hand.",
        "battle",
        {
            "kind": "act",
            "zones": ["hand"],
            "condition": [{"leader": {"character": "Mirella"}}],
            "cost": [{"drop_to_bottom_of": {"count": 3, "trait": "Storm Riders", "zone": "drop"}}],
            "effect": [{"play_self": True}],
            "params": {"timing": "main", "mentions": ["play"]},
        },
    ),
    # the cards of the opponent's Warp (DBS 11-4)
    (
        "[Activate Main]UU, if your opponent has 4 or more cards in their Warp : Play this card from your hand.",
        "battle",
        {
            "kind": "act",
            "zones": ["hand"],
            "condition": [_count("opponent", ["warp"], ">=", 4)],
            "cost": [{"energy_color": ["blue", "blue"]}],
            "effect": [{"play_self": True}],
            "params": {"timing": "main", "mentions": ["play"]},
        },
    ),
    # full-width braces are the card-name braces; "a 《X》 is in play", "you have a 《X》 card in play in your Battle Area"
    (
        "[Permanent] If ｛Oru, the Patient｝ is in play in your Battle Area, this card gains +5000 power.",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"in_battle_area": {"name": "Oru, the Patient"}}],
            "effect": [{"gets": {"power": 5000}}],
        },
    ),
    (
        "[Permanent] If a 《Storm Riders》 is in play in your Battle Area, this card gains [Blocker].",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"in_battle_area": {"trait": "Storm Riders"}}],
            "effect": [{"grant": "blocker"}],
        },
    ),
    (
        "[Permanent] If your opponent has 2 or more energy and you have a <Mirella> card in play in your Battle "
        "Area, this card gets +5000 power.",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"opponent_energy_at_least": 2}, {"in_battle_area": {"character": "Mirella"}}],
            "effect": [{"gets": {"power": 5000}}],
        },
    ),
    # cards of a color in your Battle Area (any card there), an opponent's Battle Card in Rest Mode
    (
        "[Auto] When this card attacks, if you have any blue cards in your Battle Area, draw 1 card.",
        "battle",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [
                {"if": {"condition": [_count("you", ["battle"], ">=", 1, color="blue")], "then": [{"draw": 1}]}}
            ],
        },
    ),
    (
        "[Auto] When this card attacks, if your opponent has a Battle Card in play in Rest Mode, draw 1 card.",
        "battle",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [
                {
                    "if": {
                        "condition": [_count("opponent", ["battle"], ">=", 1, type="battle", rest_mode=1)],
                        "then": [{"draw": 1}],
                    }
                }
            ],
        },
    ),
    # a player's keyword skills watched from the field (DBS 10-13, 10-15-3)
    (
        "[Auto][Once per turn] When you activate a [Union] skill, draw 1 card.",
        "leader",
        {"kind": "auto", "when": "you_union", "zones": ["leader"], "effect": [{"draw": 1}], "once_per_turn": True},
    ),
    (
        "[Auto] When you activate [Union-Fusion], this card gets +5000 power for the turn.",
        "leader",
        {"kind": "auto", "when": "you_union_fusion", "zones": ["leader"], "effect": [{"gets": {"power": 5000}}]},
    ),
    (
        "[Auto] When you play a Battle Card using a [Union-Fusion] skill, draw 1 card.",
        "battle",
        {"kind": "auto", "when": "you_play_union_fusion", "zones": ["battle"], "effect": [{"draw": 1}]},
    ),
    (
        "[Auto] When you play a Battle Card using [Over Realm], draw 1 card.",
        "leader",
        {"kind": "auto", "when": "you_play_over_realm", "zones": ["leader"], "effect": [{"draw": 1}]},
    ),
    # the Leader Card's [Awaken] / [Wish] activated (DBS 10-2, 10-28)
    (
        "[Auto] When your Leader Card activates [Awaken], draw 1 card.",
        "battle",
        {"kind": "auto", "when": "leader_awakens", "zones": ["battle"], "effect": [{"draw": 1}]},
    ),
    (
        "[Auto] When your Leader Card activates [Awaken] or [Wish], this card gets +5000 power for the turn.",
        "battle",
        {
            "kind": "auto",
            "when": "leader_awakens_or_wishes",
            "zones": ["battle"],
            "effect": [{"gets": {"power": 5000}}],
        },
    ),
    # a cost step for each kind listed (DBS 8-4-1, 8-4-2-1); "place N cards in your life in the Drop Area"
    (
        "[Activate Main]BB, send 1 <Oru> card, 1 <Mirella> card, and 1 <Kaito> card from your Drop Area to your "
        "Warp : Play this card from your hand.",
        "battle",
        {
            "kind": "act",
            "zones": ["hand"],
            "cost": [
                {"energy_color": ["black", "black"]},
                {"drop_to_warp_of": {"count": 1, "character": "Oru", "zone": "drop"}},
                {"drop_to_warp_of": {"count": 1, "character": "Mirella", "zone": "drop"}},
                {"drop_to_warp_of": {"count": 1, "character": "Kaito", "zone": "drop"}},
            ],
            "effect": [{"play_self": True}],
            "params": {"timing": "main", "mentions": ["play"]},
        },
    ),
    (
        "[Activate Main] Place 1 <Oru> card with 5000 power and 1 《Storm Riders》 card in your Drop Area from your "
        "Warp : Draw 1 card.",
        "battle",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [
                {"warp_to_drop_of": {"count": 1, "character": "Oru", "power": 5000, "zone": "warp"}},
                {"warp_to_drop_of": {"count": 1, "trait": "Storm Riders", "zone": "warp"}},
            ],
            "effect": [{"draw": 1}],
            "params": {"timing": "main"},
        },
    ),
    (
        "[Activate Main] Place 1 card in your life in the Drop Area : Draw 1 card.",
        "battle",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"life_to_drop": 1}],
            "effect": [{"draw": 1}],
            "params": {"timing": "main"},
        },
    ),
    # energy of a kind placed in the Drop Area as a cost (DBS 8-4-1, 3-5)
    (
        "[Activate Main][Once per turn] Choose 1 of your energy and place it in its owner's Drop Area : Draw 1 card.",
        "leader",
        {
            "kind": "act",
            "zones": ["leader"],
            "cost": [{"energy_to_drop_of": {"count": 1, "zone": "energy"}}],
            "effect": [{"draw": 1}],
            "once_per_turn": True,
            "params": {"timing": "main"},
        },
    ),
    (
        "[Activate Main] Place 1 Red/Yellow multicolor card from your energy in your Drop Area : Play this card from "
        "your hand.",
        "battle",
        {
            "kind": "act",
            "zones": ["hand"],
            "cost": [{"energy_to_drop_of": {"count": 1, "multicolor": "red/yellow", "zone": "energy"}}],
            "effect": [{"play_self": True}],
            "params": {"timing": "main", "mentions": ["play"]},
        },
    ),
    # this card and another card of a kind, as printed (DBS 8-4-1, 8-4-2-1)
    (
        "[Activate Main] Choose this card and 1 《Storm Riders》 in your Battle Area and switch them to Rest Mode : "
        "Draw 1 card.",
        "battle",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [
                {"rest_self": True},
                {"rest_of": {"count": 1, "trait": "Storm Riders", "zone": "battle", "other": True}},
            ],
            "effect": [{"draw": 1}],
            "params": {"timing": "main"},
        },
    ),
    (
        "[Activate Main] Choose this card and 1 card in your Battle Area and place them in their owner's Drop Areas : "
        "Draw 2 cards.",
        "battle",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"drop_self": True}, {"field_to_drop": {"count": 1, "zone": "battle", "other": True}}],
            "effect": [{"draw": 2}],
            "params": {"timing": "main"},
        },
    ),
    # counts compared with the opponent's (read at the trigger, as life and hand conditions are); the Leader's side
    (
        "[Auto] When this card attacks, if you have fewer cards in hand than your opponent, draw 1 card.",
        "battle",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "condition": [{"than_opponent": {"zone": "hand", "op": "fewer"}}],
            "effect": [{"draw": 1}],
        },
    ),
    (
        "[Permanent] If your Leader Card is on its front side, this card gets +5000 power.",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"leader_front": True}],
            "effect": [{"gets": {"power": 5000}}],
        },
    ),
    # cards of a special trait in your Battle Area or Combo Area
    (
        "[Permanent] If there are 2 or more 《Storm Riders》 in your Combo Area, this card gains [Double Strike].",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [_count("you", ["combo"], ">=", 2, trait="Storm Riders")],
            "effect": [{"grant": "double_strike"}],
        },
    ),
    # none of a name in your Battle Area
    (
        "[Permanent] If {Oru, the Patient} is not in your Battle Area, this card cannot attack.",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"in_battle_area": {"name": "Oru, the Patient", "absent": True}}],
            "effect": [{"cannot_attack": "any"}],
        },
    ),
    (
        "[Permanent] If {Oru, the Patient} is in play in your Battle Area and <Mirella> is not, this card gets +5000 "
        "power.",
        "battle",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [
                {"in_battle_area": {"name": "Oru, the Patient"}},
                {"in_battle_area": {"character": "Mirella", "absent": True}},
            ],
            "effect": [{"gets": {"power": 5000}}],
        },
    ),
    # the second of two conditions with its "you" said once
    (
        "[Permanent] If you have 2 or more 《Storm Riders》 cards in your Battle Area and have 4 or more energy, reduce "
        "the energy cost of this card in your hand by 1.",
        "battle",
        {
            "kind": "cont",
            "zones": ["hand"],
            "condition": [_count("you", ["battle"], ">=", 2, trait="Storm Riders"), {"energy_at_least": 4}],
            "effect": [{"reduce_cost": 1}],
        },
    ),
    (
        "[Permanent] If your Leader Card is red and you don't have any Battle Cards in play in your Battle Area, "
        "reduce the energy cost of this card in your hand by 1.",
        "battle",
        {
            "kind": "cont",
            "zones": ["hand"],
            "condition": [{"leader": {"color": "red"}}, _count("you", ["battle"], "<=", 0, type="battle")],
            "effect": [{"reduce_cost": 1}],
        },
    ),
    # full-width letters read as plain ones; "your Leader is X"; a card of a kind in your Energy Area
    (
        "[Auto] When you play this card, if your Leader \uff23ard is a 《Storm Riders》, draw 1 card.",
        "battle",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"if": {"condition": [{"leader": {"trait": "Storm Riders"}}], "then": [{"draw": 1}]}}],
        },
    ),
    (
        "[Auto] When this card attacks, if your Leader is 《Storm Riders》 and you have a 《Storm Riders》 in your "
        "Energy Area, draw 1 card.",
        "battle",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [
                {
                    "if": {
                        "condition": [
                            {"leader": {"trait": "Storm Riders"}},
                            {"in_area": {"zone": "energy", "n": 1, "trait": "Storm Riders"}},
                        ],
                        "then": [{"draw": 1}],
                    }
                }
            ],
        },
    ),
    # "until the end of your opponent's next turn" of a skill resolved at the end of your turn
    (
        "[Auto] At the end of your turn, this card gets +5000 power until the end of your opponent's next turn.",
        "battle",
        {
            "kind": "auto",
            "when": "turn_end",
            "zones": ["battle"],
            "condition": [{"my_turn": True}],
            "effect": [{"gets": {"power": 5000, "until": "opponent_turn"}}],
        },
    ),
    # conditions before a cost ending in a comma ("..., and you ..."); cards under this card to its owner's Drop Area
    (
        "[Activate Main] If all of your energy is red, you have no cards in your hand, and you place this card in its "
        "owner's Drop Area : Draw 2 cards.",
        "battle",
        {
            "kind": "act",
            "zones": ["battle"],
            "condition": [{"energy_all": {"color": "red"}}, {"max_hand": 0}],
            "cost": [{"drop_self": True}],
            "effect": [{"draw": 2}],
            "params": {"timing": "main"},
        },
    ),
    (
        "[Activate Main] If your life is at 4 or less and you choose 1 card under this card and place it in its "
        "owner's Drop Area : Draw 1 card.",
        "battle",
        {
            "kind": "act",
            "zones": ["battle"],
            "condition": [{"life_at_most": 4}],
            "cost": [{"under_to_drop": 1}],
            "effect": [{"draw": 1}],
            "params": {"timing": "main"},
        },
    ),
    # "During your turn, <cost> :"
    (
        "[Activate Battle] During your turn, choose 1 card in your life and place it in your Drop Area : This card "
        "gets +5000 power for the turn.",
        "leader",
        {
            "kind": "act",
            "zones": ["leader"],
            "condition": [{"my_turn": True}],
            "cost": [{"life_to_drop": 1}],
            "effect": [{"gets": {"power": 5000}}],
            "params": {"timing": "battle"},
        },
    ),
    # "red and/or blue": each card of either color; "place it in your Drop Area": the owner's (DBS 3-1-7-1)
    (
        "[Activate Main] Choose 2 green and/or yellow Extra Cards in your hand and place them in your Drop Area : "
        "Play this card from your hand.",
        "battle",
        {
            "kind": "act",
            "zones": ["hand"],
            "cost": [{"discard_of": {"count": 2, "color": ["green", "yellow"], "type": "extra", "zone": "hand"}}],
            "effect": [{"play_self": True}],
            "params": {"timing": "main", "mentions": ["play"]},
        },
    ),
    (
        "[Activate Main] Choose 1 red card from your Battle Area other than this card and place it in your Drop "
        "Area : Draw 1 card.",
        "battle",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"field_to_drop": {"count": 1, "color": "red", "zone": "battle", "other": True}}],
            "effect": [{"draw": 1}],
            "params": {"timing": "main"},
        },
    ),
    # the opponent's life
    (
        "[Permanent] If your Leader Card is blue and your opponent has 5 or more life, reduce the energy cost of this "
        "card in your hand by 1.",
        "battle",
        {
            "kind": "cont",
            "zones": ["hand"],
            "condition": [{"leader": {"color": "blue"}}, _count("opponent", ["life"], ">=", 5)],
            "effect": [{"reduce_cost": 1}],
        },
    ),
    (
        "[Activate Main][Once per turn] Add 1 card from your life to your hand : If your opponent has 4 or more life, "
        "deal 1 damage to your opponent.",
        "leader",
        {
            "kind": "act",
            "zones": ["leader"],
            "cost": [{"life_to_hand": 1}],
            "effect": [{"if": {"condition": [_count("opponent", ["life"], ">=", 4)], "then": [{"damage": 1}]}}],
            "once_per_turn": True,
            "params": {"timing": "main"},
        },
    ),
]


@pytest.mark.parametrize(("text", "ctype", "want"), CASES)
def test_line_compiles_exactly(text: str, ctype: str, want: dict[str, Any]) -> None:
    assert one(text, ctype) == want


MANUAL = [
    # at the end of any turn: it may resolve in the opponent's turn
    ("[Auto] At the end of the turn, this card gets +5000 power until the end of your opponent's next turn.", "battle"),
    # several cards to the bottom with no order printed: their order is not read
    (
        "[Activate Main] Choose 2 《Storm Riders》 cards in your Drop Area and place them at the bottom of your deck : "
        "Draw 1 card.",
        "battle",
    ),
    # on a Battle Card "it" may be this card or the Leader Card
    ("[Activate Main] If your Leader Card is a <Mirella> card, it gets +5000 power for the turn.", "battle"),
    # either of two descriptions in either area: not read
    (
        "[Permanent] If you have a <Mirella> or 《Storm Riders》 card in your Leader Area or Battle Area, you can play "
        "this card from your hand without paying its energy cost.",
        "battle",
    ),
    # "in play" with no area: a Leader Card may be meant too
    ("[Activate Main] If you have 2 or more 《Hermits》 cards in play : Draw 1 card.", "battle"),
]


@pytest.mark.parametrize(("text", "ctype"), MANUAL)
def test_line_stays_manual(text: str, ctype: str) -> None:
    assert one(text, ctype) is None


def test_a_card_with_the_keyword_itself_does_not_watch_it() -> None:
    """A card that has [Over Realm] itself: whether its own play would count is not read."""
    text = "[Over Realm 5]\n[Auto] When you play a Battle Card using [Over Realm], draw 1 card."
    results = compile_card(GAME, {"type": "battle", "text": text}).results
    assert [r.compiled for r in results] == [True, False]
