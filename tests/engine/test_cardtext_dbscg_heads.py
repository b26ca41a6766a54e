"""Dragon Ball Super Card Game lines whose head the compiler reads: the
triggers of [Auto] skills, the conditions and the costs printed before a
colon. Every text here is original (invented names) in the patterns of real
card data."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cardtext import compile_card
from tests.engine.dbscg_text import GAME, OPP_BATTLE, one

CASES = [
    # DBS 7-2-1-2-1: the card moved from the Battle Area to the Combo Area; the skill works there
    (
        "[Auto] When you combo with this card from the Battle Area, draw 1 card.",
        {"kind": "auto", "when": "combo_battle", "zones": ["combo"], "effect": [{"draw": 1}]},
    ),
    (
        "[Auto] When you combo with this card from a Battle Area, choose up to 1 of your opponent's Battle Cards "
        "and switch it to Rest Mode.",
        {
            "kind": "auto",
            "when": "combo_battle",
            "zones": ["combo"],
            "effect": [{"rest": {"up_to": 1, **OPP_BATTLE}}],
        },
    ),
    # one skill, two trigger conditions (DBS 8-6-2)
    (
        "[Auto][Once per turn] When this card is played or attacks, draw 1 card.",
        {
            "kind": "auto",
            "when": "played_or_attacks",
            "zones": ["battle"],
            "effect": [{"draw": 1}],
            "once_per_turn": True,
        },
    ),
    # the card attacked is part of the trigger condition of a limited skill (DBS 7-1-1)
    (
        "[Auto][Once per turn] When this card attacks a Battle Card, switch this card to Active Mode.",
        {
            "kind": "auto",
            "when": "attacks_battle",
            "zones": ["battle"],
            "effect": [{"stand": "self"}],
            "once_per_turn": True,
        },
    ),
    (
        "[Auto][Burst 1] When this card attacks a Leader Card, draw 1 card.",
        {
            "kind": "auto",
            "when": "attacks_leader",
            "zones": ["leader"],
            "cost": [{"burst": 1}],
            "effect": [{"draw": 1}],
        },
        "leader",
    ),
    # without a cost or a limit it stays a condition read as the skill resolves (the same card attacked)
    (
        "[Auto] When this card attacks a Battle Card, draw 1 card.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"if": {"condition": [{"attacking": "battle"}], "then": [{"draw": 1}]}}],
        },
    ),
    # DBS 11-4-1: a cost that sends this card from the Drop Area: the skill works there
    (
        "[Activate Main]R, send this card from your Drop Area to your Warp : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["drop"],
            "cost": [{"energy_color": ["red"]}, {"warp_self": True}],
            "effect": [{"draw": 1}],
            "params": {"timing": "main"},
        },
    ),
    # a Battle Card's skill whose cost discards it from the hand: the skill works there
    (
        "[Activate Main]Y, if your Leader Card is yellow and you place this card from your hand in your Drop Area : "
        "Draw 1 card.",
        {
            "kind": "act",
            "zones": ["hand"],
            "condition": [{"leader": {"color": "yellow"}}],
            "cost": [{"energy_color": ["yellow"]}, {"discard_self": True}],
            "effect": [{"draw": 1}],
            "params": {"timing": "main"},
        },
    ),
    # spheres, then a condition and a cost (DBS 8-4-1, 8-4-2-1)
    (
        "[Activate Battle]G[one], if your Leader Card is green and you send this card from your Drop Area to your "
        "Warp : Choose up to 1 of your opponent's Battle Cards and switch it to Rest Mode.",
        {
            "kind": "act",
            "zones": ["drop"],
            "condition": [{"leader": {"color": "green"}}],
            "cost": [{"energy_color": ["green"]}, {"energy": 1}, {"warp_self": True}],
            "effect": [{"rest": {"up_to": 1, **OPP_BATTLE}}],
            "params": {"timing": "battle"},
        },
    ),
    (
        "[Activate Main] If your Leader Card is a <Zarbon> card, you choose 1 card in your hand and discard it, then "
        "send this card from your Drop Area to your Warp : Draw 2 cards.",
        {
            "kind": "act",
            "zones": ["drop"],
            "condition": [{"leader": {"character": "Zarbon"}}],
            "cost": [{"discard": 1}, {"warp_self": True}],
            "effect": [{"draw": 2}],
            "params": {"timing": "main"},
        },
        "extra",
    ),
    # skill costs choosing cards of a kind (DBS 8-4-1)
    (
        "[Activate Main][Once per turn] Choose 1 blue or green 《Sky Guard》 card in your hand and discard it : "
        "Draw 2 cards.",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"discard_of": {"count": 1, "color": ["blue", "green"], "trait": "Sky Guard", "zone": "hand"}}],
            "effect": [{"draw": 2}],
            "once_per_turn": True,
            "params": {"timing": "main"},
        },
    ),
    (
        "[Activate Main] Place 2 red cards from your hand in the Drop Area : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"discard_of": {"count": 2, "color": "red", "zone": "hand"}}],
            "effect": [{"draw": 1}],
            "params": {"timing": "main"},
        },
    ),
    (
        "[Activate Main] Place 1 of your 《Iron Legion》 Battle Cards in the Drop Area : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["leader"],
            "cost": [{"field_to_drop": {"count": 1, "trait": "Iron Legion", "zone": "battle", "type": "battle"}}],
            "effect": [{"draw": 1}],
            "params": {"timing": "main"},
        },
        "leader",
    ),
    (
        "[Auto] Choose 1 《Iron Legion》 card in your Battle Area and place it in its owner's Drop Area : When you "
        "play this card, draw 1 card.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "cost": [{"field_to_drop": {"count": 1, "trait": "Iron Legion", "zone": "battle"}}],
            "effect": [{"draw": 1}],
        },
    ),
    (
        "[Activate Battle] Choose one of your <Pebble> cards and KO it : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"ko_of": {"count": 1, "character": "Pebble", "zone": "battle", "type": "battle"}}],
            "effect": [{"draw": 1}],
            "params": {"timing": "battle"},
        },
    ),
    (
        "[Activate Main] Choose 1 {Lantern Keeper} in your Battle Area and switch it to Rest Mode : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"rest_of": {"count": 1, "name": "Lantern Keeper", "zone": "battle"}}],
            "effect": [{"draw": 1}],
            "params": {"timing": "main"},
        },
    ),
    # "if there is a 《X》 card in play in your Battle Area": read as the skill resolves
    (
        "[Auto] When you play this card, if there is a 《Sky Guard》 card in play in your Battle Area, draw 1 card.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"if": {"condition": [{"in_battle_area": {"trait": "Sky Guard"}}], "then": [{"draw": 1}]}}],
        },
    ),
    # counting conditions (DBS 4-8-1: the cards with a mode are in the Leader, Battle and Energy Areas)
    (
        "[Permanent] If your opponent has 5 or more cards in Rest Mode, reduce the energy cost of this card in your "
        "hand by 2.",
        {
            "kind": "cont",
            "zones": ["hand"],
            "condition": [
                {
                    "count": {
                        "who": "opponent",
                        "zones": ["leader", "battle", "energy"],
                        "op": ">=",
                        "n": 5,
                        "rest_mode": 1,
                    }
                }
            ],
            "effect": [{"reduce_cost": 2}],
        },
    ),
    (
        "[Activate Main]G, if there are no cards in your Battle Area : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "condition": [{"count": {"who": "you", "zones": ["battle"], "op": "<=", "n": 0}}],
            "cost": [{"energy_color": ["green"]}],
            "effect": [{"draw": 1}],
            "params": {"timing": "main"},
        },
    ),
    (
        "[Auto] When you play this card, if your opponent has 6 or more cards in their hand, draw 1 card.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {
                    "if": {
                        "condition": [{"count": {"who": "opponent", "zones": ["hand"], "op": ">=", "n": 6}}],
                        "then": [{"draw": 1}],
                    }
                }
            ],
        },
    ),
    (
        "[Permanent] If the total number of cards in Rest Mode between you and your opponent is 7 or more, this card "
        "gets +5000 power.",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [
                {"count": {"who": "both", "zones": ["leader", "battle", "energy"], "op": ">=", "n": 7, "rest_mode": 1}}
            ],
            "effect": [{"gets": {"power": 5000}}],
        },
    ),
    (
        "[Permanent] If your opponent has 2 or less energy in Active Mode, this card gets +5000 power.",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"count": {"who": "opponent", "zones": ["energy"], "op": "<=", "n": 2, "rest_mode": 0}}],
            "effect": [{"gets": {"power": 5000}}],
        },
    ),
    # "if all of your energy is red" (DBS 2-4-1) and "N or more mono-blue energy", read as an [Auto] resolves
    (
        "[Auto] If all of your energy is red : When you play this card, draw 1 card.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"if": {"condition": [{"energy_all": {"color": "red"}}], "then": [{"draw": 1}]}}],
        },
    ),
    (
        "[Activate Main] If you have 3 or more mono-blue energy : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "condition": [{"count": {"who": "you", "zones": ["energy"], "op": ">=", "n": 3, "mono": "blue"}}],
            "effect": [{"draw": 1}],
            "params": {"timing": "main"},
        },
    ),
    (
        "[Permanent] If all of your energy is mono-green, this card gets +5000 power.",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"energy_all": {"mono": "green"}}],
            "effect": [{"gets": {"power": 5000}}],
        },
    ),
    # the other player's attack (DBS 7-1-1); this card's mode as a condition before the colon (DBS 4-8-1)
    (
        "[Auto][Once per turn] If this card is in Rest Mode : When your opponent attacks a Leader Card, draw 1 card.",
        {
            "kind": "auto",
            "when": "opponent_attacks_leader",
            "zones": ["battle"],
            "condition": [{"self_rest": True}],
            "effect": [{"draw": 1}],
            "once_per_turn": True,
        },
    ),
    (
        "[Auto] When one of your opponent's cards attacks, draw 1 card.",
        {"kind": "auto", "when": "opponent_attacks", "zones": ["battle"], "effect": [{"draw": 1}]},
    ),
    (
        "[Auto] When your opponent attacks with a Battle Card, draw 1 card.",
        {"kind": "auto", "when": "opponent_attacks_with_battle", "zones": ["leader"], "effect": [{"draw": 1}]},
        "leader",
    ),
    # combos and KOs watched from the field (DBS 7-2-1-2, 10-1)
    (
        "[Auto][Once per turn] When your opponent combos, draw 1 card.",
        {"kind": "auto", "when": "opponent_combo", "zones": ["battle"], "effect": [{"draw": 1}], "once_per_turn": True},
    ),
    (
        "[Auto][Once per turn] When you combo, draw 1 card.",
        {"kind": "auto", "when": "you_combo", "zones": ["leader"], "effect": [{"draw": 1}], "once_per_turn": True},
        "leader",
    ),
    (
        "[Auto] When one of your opponent's Battle Cards is KO'd, draw 1 card.",
        {"kind": "auto", "when": "opponent_ko", "zones": ["battle"], "effect": [{"draw": 1}]},
    ),
    (
        "[Auto] When one of your Battle Cards is KO'd, draw 1 card.",
        {"kind": "auto", "when": "ally_ko", "zones": ["leader"], "effect": [{"draw": 1}]},
        "leader",
    ),
    (
        "[Auto] When you play this card during your opponent's turn, draw 1 card.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "condition": [{"opponent_turn": True}],
            "effect": [{"draw": 1}],
        },
    ),
    # DBS 10-13-1: played by a [Union-X] skill; DBS 10-24: played by [Swap]
    (
        "[Auto] When you play this card with [Union], draw 2 cards.",
        {"kind": "auto", "when": "played_union", "zones": ["battle"], "effect": [{"draw": 2}]},
    ),
    (
        "[Auto] When this card is played using [Swap], draw 1 card.",
        {"kind": "auto", "when": "played_swap", "zones": ["battle"], "effect": [{"draw": 1}]},
    ),
    # a Leader Card of either description (each whole on its side of "or")
    (
        "[Activate Main] If your Leader Card is green or a 《Tidal Court》 card : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "condition": [{"leader_any": [{"color": "green"}, {"trait": "Tidal Court"}]}],
            "effect": [{"draw": 1}],
            "params": {"timing": "main"},
        },
    ),
    (
        "[Auto] If your Leader Card is a red <Pebble> card or a 《Sky Guard》 card : When you play this card, draw 1 "
        "card.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {
                    "if": {
                        "condition": [
                            {"leader_any": [{"color": "red", "character": "Pebble"}, {"trait": "Sky Guard"}]}
                        ],
                        "then": [{"draw": 1}],
                    }
                }
            ],
        },
    ),
    # DBS 11-4-1: costs that send cards to the Warp
    (
        "[Activate Main] Send this card to its owner's Warp : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"field_self_to_warp": True}],
            "effect": [{"draw": 1}],
            "params": {"timing": "main"},
        },
    ),
    (
        "[Activate Battle] Choose 1 card in your hand and send it to your Warp : This card gets +5000 power for the "
        "battle.",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"hand_to_warp_of": {"count": 1, "zone": "hand"}}],
            "effect": [{"gets": {"power": 5000, "until": "battle"}}],
            "params": {"timing": "battle"},
        },
    ),
    # DBS 7-4-1-8: the end of the battle this card attacked in, or was used in a combo in
    (
        "[Auto] At the end of the battle after this card attacks, draw 1 card.",
        {"kind": "auto", "when": "attack_battle_end", "zones": ["battle"], "effect": [{"draw": 1}]},
    ),
    (
        "[Auto] At the end of a battle in which this card was used in a combo, play this card in Rest Mode.",
        {
            "kind": "auto",
            "when": "combo_battle_end",
            "zones": ["drop"],
            "effect": [{"play_this": {"rest": True}}],
            "params": {"mentions": ["play"]},
        },
    ),
    # "when ... and your Leader Card is X": the trigger, and the Leader Card read as the skill resolves
    (
        "[Auto] When a card evolves into this card and your Leader Card is a <Pebble> card, draw 1 card.",
        {
            "kind": "auto",
            "when": "evolved",
            "zones": ["battle"],
            "effect": [{"if": {"condition": [{"leader": {"character": "Pebble"}}], "then": [{"draw": 1}]}}],
        },
    ),
    (
        "[Auto] When you play this card, if your Leader Card is a <Pebble> or <Cobble> card, draw 1 card.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {
                    "if": {
                        "condition": [{"leader_any": [{"character": "Pebble"}, {"character": "Cobble"}]}],
                        "then": [{"draw": 1}],
                    }
                }
            ],
        },
    ),
    # other wordings of the triggers the compiler reads
    (
        "[Auto] When you attack with this card or combo with it, draw 1 card.",
        {"kind": "auto", "when": "attacks_or_combo", "zones": ["battle"], "effect": [{"draw": 1}]},
    ),
    (
        "[Auto] When this card is used in a combo from your hand, draw 1 card.",
        {"kind": "auto", "when": "combo_hand", "zones": ["combo"], "effect": [{"draw": 1}]},
    ),
    # more area conditions: a card of both colors in the energy (DBS 2-4), the opponent's areas, the Warp
    (
        "[Permanent] If there is a card that is both red and blue in your energy, this card gets +5000 power.",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"in_area": {"zone": "energy", "n": 1, "multicolor": "red/blue"}}],
            "effect": [{"gets": {"power": 5000}}],
        },
    ),
    (
        "[Permanent] If your opponent has no Battle Cards in their Battle Area, this card gets +5000 power.",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"count": {"who": "opponent", "zones": ["battle"], "op": "<=", "n": 0, "type": "battle"}}],
            "effect": [{"gets": {"power": 5000}}],
        },
    ),
    (
        "[Permanent] If your Warp has 4 cards or more in it, this card gains [Critical].",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"in_area": {"zone": "warp", "n": 4}}],
            "effect": [{"grant": "critical"}],
        },
    ),
    (
        "[Permanent] If all of your Battle Cards are green and no other color, this card gets +5000 power.",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"battle_all": {"mono": "green"}}],
            "effect": [{"gets": {"power": 5000}}],
        },
    ),
    # [Activate: Main/Battle]: either free timing; a cost sending a Battle Card of a kind to the Warp
    (
        "[Activate: Main/Battle] Choose 1 of your red Battle Cards with an energy cost of 2 and send it to its "
        "owner's Warp : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"field_to_warp_of": {"count": 1, "color": "red", "cost": 2, "zone": "battle", "type": "battle"}}],
            "effect": [{"draw": 1}],
            "params": {"timing": "both"},
        },
    ),
    # more costs choosing cards of a kind: returned to the hand, between the Drop Area and the Warp
    (
        "[Activate Main] Choose 1 <Pebble> card in your Battle Area and return it to its owner's hand : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"field_to_hand_of": {"count": 1, "character": "Pebble", "zone": "battle"}}],
            "effect": [{"draw": 1}],
            "params": {"timing": "main"},
        },
    ),
    (
        "[Activate Main] Choose 3 《Sky Guard》 cards in your Drop Area and send them to your Warp : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"drop_to_warp_of": {"count": 3, "trait": "Sky Guard", "zone": "drop"}}],
            "effect": [{"draw": 1}],
            "params": {"timing": "main"},
        },
    ),
    (
        "[Permanent] [Bond 2]《Sky Guard》 : This card gains [Critical].",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"bond_of": {"n": 2, "trait": "Sky Guard"}}],
            "effect": [{"grant": "critical"}],
        },
    ),
    # costs revealing a card of the hand, or placing cards under this card (DBS 11-3-4)
    (
        "[Activate Main][Once per turn] Choose 1 {Lucky Pearl} from your hand and reveal it : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"reveal_of": {"count": 1, "name": "Lucky Pearl", "zone": "hand"}}],
            "effect": [{"draw": 1}],
            "once_per_turn": True,
            "params": {"timing": "main"},
        },
    ),
    (
        "[Activate Main] Place 1 card from your hand under this card : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"hand_under_of": {"count": 1, "zone": "hand"}}],
            "effect": [{"draw": 1}],
            "params": {"timing": "main"},
        },
    ),
    (
        "[Activate Main] Choose 1 Battle Card in your Drop Area and place it under this card : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"drop_under_of": {"count": 1, "zone": "drop", "type": "battle"}}],
            "effect": [{"draw": 1}],
            "params": {"timing": "main"},
        },
    ),
    # "if A and B": both conditions, each read whole
    (
        "[Permanent] If your Leader Card is green and it's your opponent's turn, this card gets +5000 power.",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"leader": {"color": "green"}}, {"opponent_turn": True}],
            "effect": [{"gets": {"power": 5000}}],
        },
    ),
    (
        "[Auto] When you play this card, if your Leader Card is <Pebble> or an 《Sky Guard》, and you have 5 or more "
        "cards in your Warp, draw 1 card.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {
                    "if": {
                        "condition": [
                            {"leader_any": [{"character": "Pebble"}, {"trait": "Sky Guard"}]},
                            {"in_area": {"zone": "warp", "n": 5}},
                        ],
                        "then": [{"draw": 1}],
                    }
                }
            ],
        },
    ),
    # wordings: "N or less cards in hand", "your life is N or lower"
    (
        "[Permanent] If you have 4 or less cards in hand, this card gets +5000 power.",
        {"kind": "cont", "zones": ["battle"], "condition": [{"max_hand": 4}], "effect": [{"gets": {"power": 5000}}]},
    ),
    (
        "[Permanent] If your life is 3 or lower, this card gets +5000 power.",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"life_at_most": 3}],
            "effect": [{"gets": {"power": 5000}}],
        },
    ),
    # DBS 10-4-1: [Blocker] used; one skill of two trigger conditions (DBS 8-6-2)
    (
        "[Auto] When this card activates its [Blocker] skill, draw 1 card.",
        {"kind": "auto", "when": "activates_blocker", "zones": ["battle"], "effect": [{"draw": 1}]},
    ),
    (
        "[Auto][Once per turn] When this card attacks or is attacked, draw 1 card.",
        {
            "kind": "auto",
            "when": "attacks_or_attacked",
            "zones": ["battle"],
            "effect": [{"draw": 1}],
            "once_per_turn": True,
        },
    ),
    # DBS 7-4-1-4-1: "when you deal damage" by this card's attack
    (
        "[Auto] When you deal damage to your opponent by attacking with this card, draw 1 card.",
        {"kind": "auto", "when": "deal_damage", "zones": ["battle"], "effect": [{"draw": 1}]},
    ),
    # this card and another card of the hand discarded together
    (
        "[Activate Main] Place this card and 1 other card from your hand in the Drop Area : Draw 2 cards.",
        {
            "kind": "act",
            "zones": ["hand"],
            "cost": [{"discard_self": True}, {"discard_of": {"count": 1, "zone": "hand"}}],
            "effect": [{"draw": 2}],
            "params": {"timing": "main"},
        },
    ),
    # two conditions before the colon of an [Auto]: read as it resolves
    (
        "[Auto] If your Leader Card is black and there are 4 or more cards in your Warp : When you combo with this "
        "card, draw 1 card.",
        {
            "kind": "auto",
            "when": "combo",
            "zones": ["combo"],
            "effect": [
                {
                    "if": {
                        "condition": [{"leader": {"color": "black"}}, {"in_area": {"zone": "warp", "n": 4}}],
                        "then": [{"draw": 1}],
                    }
                }
            ],
        },
    ),
    # "another 《X》": a card other than the skill's own, read with it as the skill resolves
    (
        "[Auto] When this card attacks, if another 《Night Patrol》 is in play in your Battle Area, draw 1 card.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [
                {
                    "if": {
                        "condition": [{"in_battle_area": {"trait": "Night Patrol", "other": True}}],
                        "then": [{"draw": 1}],
                    }
                }
            ],
        },
    ),
    (
        "[Permanent] During your turn, if another <Orrin> is in play in your Battle Area, this card gains +5000 power.",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"my_turn": True}, {"in_battle_area": {"character": "Orrin", "other": True}}],
            "effect": [{"gets": {"power": 5000}}],
        },
    ),
    # DBS 4-8-1: this card's mode, read with the skill's own card as the step resolves
    (
        "[Activate Main][Once per turn] Draw 1 card. If this card is in Rest Mode, draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "once_per_turn": True,
            "params": {"timing": "main"},
            "effect": [{"draw": 1}, {"if": {"condition": [{"self_rest": True}], "then": [{"draw": 1}]}}],
        },
    ),
    # DBS 11-3-4: the cards under this card, read with it as the skill resolves
    (
        "[Auto] At the start of your Main Phase, if there are 3 or more cards under this card, draw 1 card.",
        {
            "kind": "auto",
            "when": "main_start",
            "zones": ["battle"],
            "condition": [{"my_turn": True}],
            "effect": [{"if": {"condition": [{"under": {"n": 3}}], "then": [{"draw": 1}]}}],
        },
    ),
    (
        "[Activate Main] If there are 2 or more 《Stone Kin》 cards under this card : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"timing": "main"},
            "condition": [{"under": {"n": 2, "trait": "Stone Kin"}}],
            "effect": [{"draw": 1}],
        },
    ),
    # DBS 4-8-1: the opponent's Battle Cards in Rest Mode; your energy, counted
    (
        "[Permanent] If your opponent has 3 or more Battle Cards in play in Rest Mode, this card gets +5000 power.",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [
                {
                    "count": {
                        "who": "opponent",
                        "zones": ["battle"],
                        "op": ">=",
                        "n": 3,
                        "type": "battle",
                        "rest_mode": 1,
                    }
                }
            ],
            "effect": [{"gets": {"power": 5000}}],
        },
    ),
    (
        "[Permanent] If you have 2 or less energy, this card gets +5000 power.",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"count": {"who": "you", "zones": ["energy"], "op": "<=", "n": 2}}],
            "effect": [{"gets": {"power": 5000}}],
        },
    ),
    # DBS 7-4-1-4-2-1: "when you KO a card", the battle's, on a card with no other KO
    (
        "[Auto][Once per turn] When this card KOs an opponent's Battle Card, draw 1 card.",
        {"kind": "auto", "when": "kos", "zones": ["battle"], "once_per_turn": True, "effect": [{"draw": 1}]},
    ),
    # DBS 6-3-1-2-1-3: a Battle Card the other player plays, by any means
    (
        "[Auto][Once per turn] When your opponent plays a Battle Card, draw 1 card.",
        {"kind": "auto", "when": "opponent_plays", "zones": ["battle"], "once_per_turn": True, "effect": [{"draw": 1}]},
    ),
    # DBS 7-4-1-8-1: the card placed in the Combo Area from the hand, in the Drop Area at the end of the battle
    (
        "[Auto] At the end of a battle where this card is used in a combo from your hand, draw 1 card.",
        {"kind": "auto", "when": "combo_battle_end_hand", "zones": ["drop"], "effect": [{"draw": 1}]},
    ),
    # other wordings of triggers read before (DBS 7-1-1, 7-4-1-4-1-2, 10-1, 6-2-1, 7-2-1-2)
    (
        "[Auto] When an opponent's card attacks, draw 1 card.",
        {"kind": "auto", "when": "opponent_attacks", "zones": ["battle"], "effect": [{"draw": 1}]},
    ),
    (
        "[Auto] When this card deals damage to your opponent by attacking, draw 1 card.",
        {"kind": "auto", "when": "deals_damage", "zones": ["battle"], "effect": [{"draw": 1}]},
    ),
    (
        "[Auto] When an opponent's Battle Card is KO'd, draw 1 card.",
        {"kind": "auto", "when": "opponent_ko", "zones": ["battle"], "effect": [{"draw": 1}]},
    ),
    (
        "[Auto] At the start of your Charge Phase, draw 1 card.",
        {
            "kind": "auto",
            "when": "charge_start",
            "zones": ["battle"],
            "condition": [{"my_turn": True}],
            "effect": [{"draw": 1}],
        },
    ),
    (
        "[Auto] When you combo with this card during your turn, draw 1 card.",
        {
            "kind": "auto",
            "when": "combo",
            "zones": ["combo"],
            "condition": [{"my_turn": True}],
            "effect": [{"draw": 1}],
        },
    ),
    # DBS 11-4-1: cards of a kind sent from the Drop Area to the Warp as the cost (no "choose" printed)
    (
        "[Activate Main]B, send 3 black Battle Cards other than this card from your Drop Area to your Warp : "
        "Play this card from your Drop Area.",
        {
            "kind": "act",
            "zones": ["drop"],
            "params": {"timing": "main", "mentions": ["play"]},
            "cost": [
                {"energy_color": ["black"]},
                {"drop_to_warp_of": {"color": "black", "count": 3, "other": True, "type": "battle", "zone": "drop"}},
            ],
            "effect": [{"play_this": {}}],
        },
    ),
    # DBS 11-3-4: cards under this card placed in the Drop Area as the cost
    (
        "[Activate Main][Once per turn] Choose 3 cards under this card and place them in the Drop Area : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "once_per_turn": True,
            "params": {"timing": "main"},
            "cost": [{"under_to_drop": 3}],
            "effect": [{"draw": 1}],
        },
    ),
    # DBS 10-23-2-1: specified Battle Cards of either description, each said whole
    (
        "[Permanent][Bond 3] Red 《Stone Kin》 cards and/or 《Night Patrol》 cards : This card gets +5000 power.",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"bond_of": {"n": 3, "color": "red", "trait": "Stone Kin", "or": {"trait": "Night Patrol"}}}],
            "effect": [{"gets": {"power": 5000}}],
        },
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0][:60] for c in CASES])
def test_line(case: tuple[Any, ...]) -> None:
    text, want = case[0], case[1]
    ctype = case[2] if len(case) > 2 else "battle"
    assert one(text, ctype) == want


MANUAL = [
    # "and/or" not between two whole "... cards": which words the color is said of is not read
    "[Permanent][Bond 3] Red 《Stone Kin》 and/or 《Night Patrol》 cards : This card gets +5000 power.",
    # "another 《A》 and 《B》": not read
    "[Auto] When this card attacks, if another 《Night Patrol》 and 《Dawn Patrol》 are in play in your Battle Area, "
    "draw 1 card.",
    # combo power outside the Battle Area trigger's own reading stays manual
    "[Auto] When you combo with this card from the Battle Area, this card gets +5000 combo power for the turn.",
    # an Extra Card is never comboed
    ("[Auto] When you combo with this card from the Battle Area, draw 1 card.", "extra"),
    # this card, sent to the Warp as the cost, is gone before the effect
    "[Activate Main] Send this card from your Drop Area to your Warp : This card gets +5000 power for the turn.",
    # a skill of a card in the Drop Area is an [Activate] skill here, never an [Auto] or a [Counter]
    "[Auto] Send this card from your Drop Area to your Warp : When you play this card, draw 1 card.",
    "[Counter Play] Send this card from your Drop Area to your Warp : Negate the play.",
    # an Extra Card's [Activate] is activated from the hand paying its energy cost: "discard this card" is not read
    ("[Activate Main][one], discard this card from your hand : Draw 1 card.", "extra"),
    # the card discarded as the cost is not played from the hand afterwards
    "[Activate Main] Discard this card from your hand : Play this card.",
    # an [Auto] does not negate an attack: only what a [Counter] answers is negated here
    "[Auto] When your opponent attacks, negate the attack.",
    "[Auto] When this card is attacked, you may place 1 card from your hand in your Drop Area. If you do, negate the attack.",
    # this card's mode as the whole effect would be read before the skill resolves
    "[Auto] When this card attacks, if this card is in Rest Mode, draw 1 card.",
    # a Battle Card's own combo or KO takes it off the field: "when you combo" / "one of your Battle Cards is
    # KO'd" are read on a Leader Card only
    "[Auto] When you combo, draw 1 card.",
    "[Auto] When one of your Battle Cards is KO'd, draw 1 card.",
    # "a blue <A> or <B> card": whether "blue" is said of both is not read
    "[Activate Main] If your Leader Card is a blue <Pebble> or <Cobble> card : Draw 1 card.",
    # "if A and B" where B is no condition (a cost) is not read as two conditions
    "[Permanent] If your Leader Card is green and you discard this card, this card gets +5000 power.",
    # cards chosen from the deck and nothing printed about the rest: DBS 11-6-3 shuffles the deck, the step does not
    "[Activate Main] Send this card from your Drop Area to your Warp : Choose up to 1 《Sky Guard》 card from your "
    "deck and place it in your Drop Area.",
    # a [Counter] is activated paying its energy cost only: a skill cost is not read
    ("[Counter Counter] Place 1 yellow card from your hand in the Drop Area : Negate the [Counter].", "extra"),
    # a card of the Battle Area placed as the cost may be this card: nothing after it acts on this card
    "[Activate Main] Choose 1 of your Battle Cards and place it in its owner's Drop Area : This card gets +5000 power.",
    # "up to" is no exact cost; "of your 《X》 cards" may name the Leader Card, which does not rest as a Battle Card does
    "[Activate Main] Choose up to 1 《Iron Legion》 card in your hand and discard it : Draw 1 card.",
    "[Activate Main] Choose 1 of your 《Iron Legion》 cards and switch it to Rest Mode : Draw 1 card.",
]


@pytest.mark.parametrize("case", MANUAL, ids=[str(c)[:60] for c in MANUAL])
def test_manual(case: Any) -> None:
    text, ctype = (case, "battle") if isinstance(case, str) else case
    assert one(text, ctype) is None


@pytest.mark.parametrize(("first", "read"), [("[Counter Play] Negate the play.", True), ("[Field]", False)])
def test_when_you_activate_this_card_of_a_counter(first: str, read: bool) -> None:
    """ "When you activate this card" of an Extra Card activated by its [Counter]
    (DBS 10-10-2); of a [Field] card (whose [Activate] skills are also used in
    the Battle Area) it stays manual."""
    text = f"{first}\n[Auto] When you activate this card, you can't activate {{Quiet Tide}} for the turn."
    results = compile_card(GAME, {"type": "extra", "text": text}).results
    auto = results[1]
    assert auto.compiled is read
    if read:
        assert auto.ability is not None
        assert {k: v for k, v in auto.ability.items() if k != "text"} == {
            "kind": "auto",
            "when": "activated",
            "effect": [{"cannot_activate": "Quiet Tide"}],
        }


def test_when_this_card_kos_on_a_card_whose_skills_ko_stays_manual() -> None:
    """ "When this card KOs ..." of a card another skill of which KOs cards: a KO
    by that skill is not read as the battle's, so the line stays manual."""
    text = (
        "[Auto] When you play this card, choose up to 1 of your opponent's Battle Cards with 5000 power or less "
        "and KO it.\n[Auto] When this card KOs your opponent's Battle Card, draw 1 card."
    )
    results = compile_card(GAME, {"type": "battle", "text": text}).results
    assert [r.compiled for r in results] == [True, False]
