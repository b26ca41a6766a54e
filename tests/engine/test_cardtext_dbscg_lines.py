"""Dragon Ball Super Card Game lines the compiler reads: KO with a selector,
"if your Leader Card is ...", returning this card to the hand, the
opponent's discards, an [Activate] skill's condition before its colon,
"when this card attacks a Leader Card", the skill costs of life cards and
of this card, and the plays from the hand and by [Evolve]. Every text here is original (invented names) in the
patterns of real card data."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cardtext import compile_card
from tests.engine.dbscg_text import GAME, OPP_BATTLE, one

CASES = [
    # the opponent's Leader Card
    (
        "[Permanent] If your opponent's Leader Card is green or yellow, reduce the energy cost of this card in your hand by 1.",
        {
            "kind": "cont",
            "zones": ["hand"],
            "condition": [{"opponent_leader": {"colors": ["green", "yellow"]}}],
            "effect": [{"reduce_cost": 1}],
        },
    ),
    # a Leader Card of either color
    (
        "[Auto] When you play this card, if your Leader Card is a blue or green 《Tidal Court》 card, draw 1 card.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {
                    "if": {
                        "condition": [{"leader": {"colors": ["blue", "green"], "trait": "Tidal Court"}}],
                        "then": [{"draw": 1}],
                    }
                }
            ],
        },
    ),
    (
        "[Auto] When you combo with this card from your hand, draw 1 card.",
        {"kind": "auto", "when": "combo_hand", "zones": ["combo"], "effect": [{"draw": 1}]},
    ),
    # the card comboed from the hand, played from the Drop Area after its battle (DBS 7-4-1-8-1, 3-6-3)
    (
        "[Auto] At the end of a battle in which you combo with this card from your hand, play this card in Rest Mode.",
        {
            "kind": "auto",
            "when": "combo_battle_end_hand",
            "zones": ["drop"],
            "params": {"mentions": ["play"]},
            "effect": [{"play_this": {"rest": True}}],
        },
    ),
    # one skill, two trigger conditions (DBS 8-6-2)
    (
        "[Auto] When you play or combo with this card, draw 1 card.",
        {"kind": "auto", "when": "played_or_combo", "zones": ["battle"], "effect": [{"draw": 1}]},
    ),
    (
        "[Auto] When you attack or combo with this card, draw 1 card.",
        {"kind": "auto", "when": "attacks_or_combo", "zones": ["battle"], "effect": [{"draw": 1}]},
    ),
    # "it gains [K]" after a trigger that names this card only
    (
        "[Auto] When you play this card using [Over Realm], it gains [Critical] for the duration of the turn.",
        {"kind": "auto", "when": "played_over_realm", "zones": ["battle"], "effect": [{"grant": "critical"}]},
    ),
    # multicolor cards in your energy (DBS 2-4)
    (
        "[Permanent] If a multicolored card is in your energy, reduce the energy cost of this card in your hand by 1.",
        {
            "kind": "cont",
            "zones": ["hand"],
            "condition": [{"in_area": {"zone": "energy", "n": 1, "multicolor": "any"}}],
            "effect": [{"reduce_cost": 1}],
        },
    ),
    (
        "[Permanent] If you have 2 or more Blue/Green multicolor cards in your energy, this card gets +5000 power.",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"in_area": {"zone": "energy", "n": 2, "multicolor": "blue/green"}}],
            "effect": [{"gets": {"power": 5000}}],
        },
    ),
    # DBS 8-5-3-2: "up to N" cards from the top of the deck, the number chosen
    (
        "[Auto] When you play this card, place up to 2 cards from the top of your deck in your Drop Area.",
        {"kind": "auto", "when": "played", "zones": ["battle"], "effect": [{"mill_up_to": 2}]},
    ),
    # a [Permanent] skill's "when your life is at N or less": while it is
    (
        "[Permanent] When your life is at 3 or less, this card gains [Blocker].",
        {"kind": "cont", "zones": ["battle"], "condition": [{"life_at_most": 3}], "effect": [{"grant": "blocker"}]},
    ),
    # cards of a kind in your Drop Area or Warp
    (
        "[Permanent] If you have 3 or more black cards in your Warp, reduce the energy cost of this card in your hand by 1.",
        {
            "kind": "cont",
            "zones": ["hand"],
            "condition": [{"in_area": {"zone": "warp", "n": 3, "color": "black"}}],
            "effect": [{"reduce_cost": 1}],
        },
    ),
    (
        "[Auto] When this card attacks, if a 《Moss Folk》 card is in your Drop Area, draw 1 card.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [
                {
                    "if": {
                        "condition": [{"in_area": {"zone": "drop", "n": 1, "trait": "Moss Folk"}}],
                        "then": [{"draw": 1}],
                    }
                }
            ],
        },
    ),
    # the total cost of this card while it is in the hand (DBS 2-11-3)
    (
        "[Permanent] During your opponent's turn, reduce the energy cost of this card in your hand by 2.",
        {"kind": "cont", "zones": ["hand"], "condition": [{"opponent_turn": True}], "effect": [{"reduce_cost": 2}]},
    ),
    # skills negated for the turn (DBS 8-3-2)
    (
        "[Auto] When you play this card, choose up to 1 of your opponent's Battle Cards and negate its skills for the duration of the turn.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"negate_skills": {"up_to": 1, **OPP_BATTLE}}],
        },
    ),
    (
        "[Auto] When this card attacks, choose up to 1 《Moss Folk》 card with an energy cost of 2 or less in your Drop Area, and play it with its skills negated for the turn.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "params": {"mentions": ["play"]},
            "effect": [
                {
                    "play": {
                        "up_to": 1,
                        "trait": "Moss Folk",
                        "cost_at_most": 2,
                        "zone": "drop",
                        "type": "battle",
                        "negated": True,
                    }
                }
            ],
        },
    ),
    # an area movement trigger: moved out of the Battle Area by the other player's skill (DBS 8-6-5)
    (
        "[Auto] When this card is removed from your Battle Area by an opponent's skill, draw 2 cards.",
        {"kind": "auto", "when": "removed", "zones": ["battle"], "effect": [{"draw": 2}]},
    ),
    (
        "[Auto] When this card is removed from your Battle Area by an opponent's skill or KO'd, draw 1 card.",
        {"kind": "auto", "when": "removed_or_ko", "zones": ["battle"], "effect": [{"draw": 1}]},
    ),
    (
        "[Auto] When this card is KO'd or is removed from your Battle Area by an opponent's skill, draw 1 card.",
        {"kind": "auto", "when": "removed_or_ko", "zones": ["battle"], "effect": [{"draw": 1}]},
    ),
    # a choice of one printed with a long dash
    (
        "[Auto] When you play this card, choose oneー ・Draw 1 card. ・This card gets +5000 power for the turn.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"choose": {"n": 1, "options": [[{"draw": 1}], [{"gets": {"power": 5000}}]]}}],
        },
    ),
    # "it loses -N power": the power goes down by N
    (
        "[Auto] When you play this card, choose up to 1 of your opponent's Battle Cards, and it loses -5000 power for the duration of the turn.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"gets": {"power": -5000, "target": {"up_to": 1, **OPP_BATTLE}}}],
        },
    ),
    # a card of a special trait added from the deck (search: the deck is shuffled)
    (
        "[Auto] When this card is played, add up to 1 《Tidal Court》 card from your deck to your hand, then shuffle your deck.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"search": {"zone": "deck", "trait": "Tidal Court", "up_to": 1}}],
        },
    ),
    (
        "[Auto] When you play this card, choose up to 1 of your opponent's Battle Cards with an energy cost of 3 or less and KO it.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"ko": {"up_to": 1, "cost_at_most": 3, **OPP_BATTLE}}],
        },
    ),
    (
        "[Activate Main][Once per turn] Choose up to 2 of your opponent's Battle Cards and KO them.",
        {
            "kind": "act",
            "zones": ["battle"],
            "once_per_turn": True,
            "params": {"timing": "main"},
            "effect": [{"ko": {"up_to": 2, **OPP_BATTLE}}],
        },
    ),
    (
        "[Auto] When this card attacks, your opponent chooses 1 of their Battle Cards and KOs it.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"ko": {"count": 1, "owner": "opponent", "type": "battle", "chosen_by": "opponent"}}],
        },
    ),
    (
        "[Auto] If your Leader Card is a green 《Moss Folk》 card : When this card is played, draw 1 card.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {"if": {"condition": [{"leader": {"color": "green", "trait": "Moss Folk"}}], "then": [{"draw": 1}]}}
            ],
        },
    ),
    (
        "[Auto] When you play this card, if your Leader Card is <Orin>, draw 2 cards.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"if": {"condition": [{"leader": {"character": "Orin"}}], "then": [{"draw": 2}]}}],
        },
    ),
    (
        "[Auto] When you play this card, if your Leader Card is mono-red and your life is at 4 or less, draw 1 card.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {"if": {"condition": [{"leader": {"mono": "red"}}, {"life_at_most": 4}], "then": [{"draw": 1}]}}
            ],
        },
    ),
    (
        "[Activate Main] If your Leader Card is a 《Starborn》 card, draw 1 card.",
        {
            "kind": "act",
            "zones": ["hand"],
            "params": {"timing": "main"},
            "effect": [{"if": {"condition": [{"leader": {"trait": "Starborn"}}], "then": [{"draw": 1}]}}],
        },
    ),
    (
        "[Auto] If your opponent has 4 or more energy : When you play this card, draw 1 card.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"if": {"condition": [{"opponent_energy_at_least": 4}], "then": [{"draw": 1}]}}],
        },
    ),
    (
        "[Auto] When this card attacks, if you have 6 or more energy, choose up to 1 of your opponent's Battle Cards and KO it.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"if": {"condition": [{"energy_at_least": 6}], "then": [{"ko": {"up_to": 1, **OPP_BATTLE}}]}}],
        },
    ),
    (
        "[Auto] When you play this card, look at up to 5 cards from the top of your deck. Choose up to 1 red 《Starborn》 "
        "among them and add it to your hand. Then, shuffle your deck.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"look_add": {"look": 5, "up_to": 1, "color": "red", "trait": "Starborn", "zone": "deck"}}],
        },
    ),
    (
        "[Auto] When this card attacks, look at up to 3 cards from the top of your deck, add up to 1 <Orin> card with an "
        "energy cost of 2 or less among them to your hand, then shuffle your deck.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"look_add": {"look": 3, "up_to": 1, "character": "Orin", "cost_at_most": 2, "zone": "deck"}}],
        },
    ),
    (
        "[Activate Main][Once per turn] Choose up to 1 of your blue Battle Cards and switch it to Active Mode.",
        {
            "kind": "act",
            "zones": ["battle"],
            "once_per_turn": True,
            "params": {"timing": "main"},
            "effect": [{"stand": {"up_to": 1, "color": "blue", "zone": "battle", "type": "battle"}}],
        },
    ),
    (
        "[Auto] When this card attacks, choose up to 1 of your opponent's energy and switch it to Rest Mode.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"rest": {"up_to": 1, "zone": "energy", "owner": "opponent"}}],
        },
    ),
    (
        "[Auto] At the end of your turn, return this card to its owner's hand.",
        {
            "kind": "auto",
            "when": "turn_end",
            "zones": ["battle"],
            "condition": [{"my_turn": True}],
            "effect": [{"put": {"self": True, "to": "hand"}}],
        },
    ),
    (
        "[Auto] When this card attacks, your opponent chooses 1 card from their hand and places it in the Drop Area.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"discard": {"count": 1, "owner": "opponent", "chosen_by": "opponent"}}],
        },
    ),
    (
        "[Auto] When you play this card, your opponent places the top card of their deck in their Drop Area.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"put": {"zone": "deck", "owner": "opponent", "top": 1, "to": "drop"}}],
        },
    ),
    (
        "[Auto] When you play this card, deal 1 damage to your opponent.",
        {"kind": "auto", "when": "played", "zones": ["battle"], "effect": [{"damage": 1}]},
    ),
    (
        "[Auto] [Once per turn] If it's your opponent's turn : When this card is attacked, draw 1 card.",
        {
            "kind": "auto",
            "when": "attacked",
            "zones": ["battle"],
            "once_per_turn": True,
            "condition": [{"opponent_turn": True}],
            "effect": [{"draw": 1}],
        },
    ),
    # an [Activate] skill's condition before its colon (DBS 8-4-1): read as it is activated
    (
        "[Activate Main] If your Leader Card is red : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"timing": "main"},
            "condition": [{"leader": {"color": "red"}}],
            "effect": [{"draw": 1}],
        },
    ),
    (
        "[Counter Attack] If your Leader Card is a 《Starborn》 card : Negate the attack.",
        {
            "kind": "act",
            "zones": ["hand"],
            "params": {"counter": "attack"},
            "condition": [{"leader": {"trait": "Starborn"}}],
            "effect": [{"negate": "attack"}],
        },
    ),
    (
        "[Activate Main][Once per turn] If you have 5 or more energy : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "once_per_turn": True,
            "params": {"timing": "main"},
            "condition": [{"energy_at_least": 5}],
            "effect": [{"draw": 1}],
        },
    ),
    # DBS 7-1-1: the card attacked, read as the skill resolves
    (
        "[Auto] When this card attacks a Leader Card, draw 1 card.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"if": {"condition": [{"attacking": "leader"}], "then": [{"draw": 1}]}}],
        },
    ),
    (
        "[Auto] When this card attacks your opponent's Leader Card, draw 1 card.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"if": {"condition": [{"attacking": "leader"}], "then": [{"draw": 1}]}}],
        },
    ),
    (
        "[Auto] When this card attacks a Battle Card, switch this card to Active Mode.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"if": {"condition": [{"attacking": "battle"}], "then": [{"stand": "self"}]}}],
        },
    ),
    # skill costs (DBS 8-4-1)
    (
        "[Auto] Add 1 card from your life to your hand : When this card attacks, it gets +8000 power for the turn.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "cost": [{"life_to_hand": 1}],
            "effect": [{"gets": {"power": 8000}}],
        },
    ),
    (
        "[Activate Main][Once per turn] Add 1 card from your life to your hand : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "once_per_turn": True,
            "params": {"timing": "main"},
            "cost": [{"life_to_hand": 1}],
            "effect": [{"draw": 1}],
        },
    ),
    (
        "[Activate Main] Place this card in its owner's Drop Area : Choose up to 1 of your opponent's Battle Cards "
        "with an energy cost of 2 or less and KO it.",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"timing": "main"},
            "cost": [{"drop_self": True}],
            "effect": [{"ko": {"up_to": 1, "cost_at_most": 2, **OPP_BATTLE}}],
        },
    ),
    # "when you play this card from your hand" and "when a card evolves into this card" (DBS 10-5-7)
    (
        "[Auto] When you play this card from your hand, draw 1 card.",
        {"kind": "auto", "when": "played_from_hand", "zones": ["battle"], "effect": [{"draw": 1}]},
    ),
    (
        "[Auto] When a card evolves into this card, switch this card to Active Mode.",
        {"kind": "auto", "when": "evolved", "zones": ["battle"], "effect": [{"stand": "self"}]},
    ),
    # DBS 7-2-1-2-1 / 7-2-1-2-2: the skill works as the card is in the Combo Area
    (
        "[Auto] During your turn, when you combo with this card, choose up to 1 of your opponent's Battle Cards with an "
        "energy cost of 2 or less and KO it.",
        {
            "kind": "auto",
            "when": "combo",
            "zones": ["combo"],
            "condition": [{"my_turn": True}],
            "effect": [{"ko": {"up_to": 1, "cost_at_most": 2, **OPP_BATTLE}}],
        },
    ),
    (
        "[Auto] If your Leader Card is blue : When this card is used in a combo, draw 1 card.",
        {
            "kind": "auto",
            "when": "combo",
            "zones": ["combo"],
            "effect": [{"if": {"condition": [{"leader": {"color": "blue"}}], "then": [{"draw": 1}]}}],
        },
    ),
]


CASES += [
    # DBS 2-12-2: a [Permanent] skill in force in the card's area
    (
        "[Permanent] This card can't attack.",
        {"kind": "cont", "zones": ["battle"], "effect": [{"cannot_attack": "any"}]},
    ),
    # DBS 10-10-2, 10-10-4: a Battle Card's [Counter] from the hand, the card played (not placed in the Drop Area)
    (
        "[Counter Attack] Negate the attack and play this card.",
        {
            "kind": "act",
            "zones": ["hand"],
            "params": {"counter": "attack"},
            "effect": [{"negate": "attack"}, {"play_self": True}],
        },
    ),
    (
        "[Counter Play] Play this card.",
        {"kind": "act", "zones": ["hand"], "params": {"counter": "play"}, "effect": [{"play_self": True}]},
    ),
    (
        "[Permanent] This card cannot attack Leader Cards.",
        {"kind": "cont", "zones": ["battle"], "effect": [{"cannot_attack": "leader"}]},
    ),
    (
        "[Permanent] During your turn, this card can't attack Battle Cards.",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"my_turn": True}],
            "effect": [{"cannot_attack": "battle"}],
        },
    ),
]


CASES += [
    # DBS 3-9-2: life cards chosen unseen are the cost "add N cards from your life to your hand"
    (
        "[Activate Main][Once per turn] Choose 1 card in your life and add it to your hand : Switch this card to Active Mode.",
        {
            "kind": "act",
            "zones": ["battle"],
            "once_per_turn": True,
            "params": {"timing": "main"},
            "cost": [{"life_to_hand": 1}],
            "effect": [{"stand": "self"}],
        },
    ),
    (
        "[Activate Battle] Place 1 card from your hand in the Drop Area : This card gets +5000 power for the battle.",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"timing": "battle"},
            "cost": [{"discard": 1}],
            "effect": [{"gets": {"power": 5000, "until": "battle"}}],
        },
    ),
    (
        "[Auto] When this card is played from your hand, draw 1 card.",
        {"kind": "auto", "when": "played_from_hand", "zones": ["battle"], "effect": [{"draw": 1}]},
    ),
    # DBS 2-4-1: "blue or yellow": a card of either color; "mono-red": red and no other color
    (
        "[Auto] When you play this card, add up to 1 blue or yellow 《Cloud Folk》 card from your deck to your hand, then shuffle your deck.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"search": {"zone": "deck", "color": ["blue", "yellow"], "trait": "Cloud Folk", "up_to": 1}}],
        },
    ),
    (
        "[Auto] At the end of your turn, choose up to 2 of your mono-green energy and switch them to Active Mode.",
        {
            "kind": "auto",
            "when": "turn_end",
            "zones": ["battle"],
            "condition": [{"my_turn": True}],
            "effect": [{"stand": {"up_to": 2, "mono": "green", "zone": "energy"}}],
        },
    ),
    (
        "[Auto] If your Leader Card is mono-black : When this card is played, draw 1 card.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"if": {"condition": [{"leader": {"mono": "black"}}], "then": [{"draw": 1}]}}],
        },
    ),
]


CASES += [
    # DBS 3-6-3: a skill plays your Battle Cards from an area, no energy cost paid
    (
        "[Auto] When this card is KO'd, choose up to 1 《Moss Folk》 card in your Drop Area and play it in Rest Mode.",
        {
            "kind": "auto",
            "when": "ko_ed",
            "zones": ["battle"],
            "params": {"mentions": ["play"]},
            "effect": [{"play": {"up_to": 1, "trait": "Moss Folk", "zone": "drop", "type": "battle", "rest": True}}],
        },
    ),
    (
        "[Activate Main] Play up to 1 <Orin> card with an energy cost of 2 or less from your deck, then shuffle your deck.",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"timing": "main", "mentions": ["play"]},
            "effect": [
                {"play": {"up_to": 1, "character": "Orin", "cost_at_most": 2, "zone": "deck", "type": "battle"}},
                {"shuffle_deck": True},
            ],
        },
    ),
]


CASES += [
    # "it" is this card when only this card was named before it
    (
        "[Auto] When this card attacks, it gets +5000 power and [Critical] for the turn.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"gets": {"power": 5000}}, {"grant": "critical"}],
        },
    ),
    # "until the end of your opponent's next turn" of a skill resolved in your turn
    (
        "[Activate Main] Choose up to 1 of your Battle Cards or Leader Cards and it gets +5000 power until the end of your opponent's next turn.",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"timing": "main"},
            "effect": [
                {
                    "gets": {
                        "power": 5000,
                        "until": "opponent_turn",
                        "target": {"up_to": 1, "zone": ["leader", "battle"], "type": ["leader", "battle"]},
                    }
                }
            ],
        },
    ),
    # DBS 2-12-4: a skill-less card lacks card text
    (
        "[Auto] When this card is KO'd, choose up to 1 skill-less Battle Card in your Drop Area and play it.",
        {
            "kind": "auto",
            "when": "ko_ed",
            "zones": ["battle"],
            "params": {"mentions": ["play"]},
            "effect": [{"play": {"up_to": 1, "skills": "none", "zone": "drop", "type": "battle"}}],
        },
    ),
]


CASES += [
    # DBS 11-4-1: cards sent to their owner's Warp
    (
        "[Auto] When this card attacks, choose up to 1 of your opponent's Battle Cards with an energy cost of 3 or less and send it to its owner's Warp.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"warp": {"up_to": 1, "cost_at_most": 3, **OPP_BATTLE}}],
        },
    ),
    (
        "[Auto] When you play this card, choose 1 card from your hand and send it to your Warp, then draw 1 card.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"warp": {"count": 1, "zone": "hand"}}, {"draw": 1}],
        },
    ),
    # DBS 10-15-3: the card played by its own [Over Realm]
    (
        "[Auto] When you play this card using [Over Realm], draw 2 cards.",
        {"kind": "auto", "when": "played_over_realm", "zones": ["battle"], "effect": [{"draw": 2}]},
    ),
    # a Leader Card named with a colon in its character name, spelled as card data spells it ("X: Y", DBS 2-5)
    (
        "[Activate Battle] If your Leader Card is a blue <Orin : Tide> card : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"timing": "battle"},
            "condition": [{"leader": {"color": "blue", "character": "Orin: Tide"}}],
            "effect": [{"draw": 1}],
        },
    ),
]


CASES += [
    # DBS 8-1-4: a [Permanent] skill on this card, in force while its conditions hold
    (
        "[Permanent] During your turn, if you have 5 or more energy, this card gets +5000 power.",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"my_turn": True}, {"energy_at_least": 5}],
            "effect": [{"gets": {"power": 5000}}],
        },
    ),
    (
        "[Permanent] If your Leader Card is a green 《Moss Folk》 card, this card gains [Critical].",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"leader": {"color": "green", "trait": "Moss Folk"}}],
            "effect": [{"grant": "critical"}],
        },
    ),
    # DBS 10-23-2-1: [Bond X] of specified Battle Cards
    (
        "[Permanent][Bond 2] Red 《Moss Folk》 cards : This card gets +5000 power and [Blocker].",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"bond_of": {"n": 2, "color": "red", "trait": "Moss Folk"}}],
            "effect": [{"gets": {"power": 5000}}, {"grant": "blocker"}],
        },
    ),
]


CASES += [
    # DBS 4-8-1: cards in Rest Mode; "with N or less power"; "KO that card"
    (
        "[Auto] When you play this card, choose up to 1 of your opponent's Battle Cards in Rest Mode and KO it.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"ko": {"up_to": 1, "rest_mode": 1, **OPP_BATTLE}}],
        },
    ),
    (
        "[Auto] When this card attacks, choose up to 1 of your opponent's Battle Cards with 10000 or less power and KO that card.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"ko": {"up_to": 1, "power_at_most": 10000, **OPP_BATTLE}}],
        },
    ),
]


CASES += [
    # the one choice of the sentence made "ignoring [Barrier]" (DBS 10-16-1 set aside by the text)
    (
        "[Auto] When you play this card, choose up to 1 of your opponent's Battle Cards, ignoring [Barrier], and KO it.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"ignoring_barrier": [{"ko": {"up_to": 1, **OPP_BATTLE}}]}],
        },
    ),
]


CASES += [
    # looking at the top of the deck: the cards taken added or played, the rest shuffled, to the bottom or dropped
    (
        "[Auto] When this card attacks, look at up to 3 cards from the top of your deck, choose up to 1 《Moss Folk》 card among them, add it to your hand, then place the remaining cards at the bottom of your deck in any order.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [
                {"look_add": {"look": 3, "up_to": 1, "trait": "Moss Folk", "zone": "deck", "remaining": "bottom"}}
            ],
        },
    ),
    (
        "[Auto] When you play this card, look at up to 5 cards from the top of your deck, play up to 1 <Orin> card among them in Rest Mode, then place the remaining cards in your Drop Area.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "params": {"mentions": ["play"]},
            "effect": [
                {
                    "look_add": {
                        "look": 5,
                        "up_to": 1,
                        "character": "Orin",
                        "zone": "deck",
                        "type": "battle",
                        "play": True,
                        "rest": True,
                        "remaining": "drop",
                    }
                }
            ],
        },
    ),
]


CASES += [
    # DBS 7-4-1-2: the combo power of this card in the Combo Area
    (
        "[Auto] When you combo with this card, if your Leader Card is 《Moss Folk》 and you have 5 or less life, draw 1 card and this card gets +10000 combo power for the duration of this turn.",
        {
            "kind": "auto",
            "when": "combo",
            "zones": ["combo"],
            "effect": [
                {
                    "if": {
                        "condition": [{"leader": {"trait": "Moss Folk"}}, {"life_at_most": 5}],
                        "then": [{"draw": 1}, {"gets": {"combo_power": 10000}}],
                    }
                }
            ],
        },
    ),
]


CASES += [
    # DBS 3-9-2: life cards added to the hand; the top of the deck into the Drop Area
    (
        "[Auto] When this card attacks, draw 1 card, then add up to 1 card from your life to your hand.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"draw": 1}, {"put": {"zone": "life", "up_to": 1, "to": "hand"}}],
        },
    ),
    (
        "[Auto] When you play this card, place 2 cards from the top of your deck in your Drop Area.",
        {"kind": "auto", "when": "played", "zones": ["battle"], "effect": [{"mill": 2}]},
    ),
]


CASES += [
    # a card of a name, character or special trait in your Battle Area
    (
        "[Permanent] If {Duo Orin} is in play in your Battle Area, this card gets +9000 power.",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"in_battle_area": {"name": "Duo Orin"}}],
            "effect": [{"gets": {"power": 9000}}],
        },
    ),
    (
        "[Auto] At the end of your turn, if <Orin> and <Dalla> are in play in your Battle Area, switch this card to Active Mode.",
        {
            "kind": "auto",
            "when": "turn_end",
            "zones": ["battle"],
            "condition": [{"my_turn": True}],
            "effect": [
                {
                    "if": {
                        "condition": [
                            {"in_battle_area": {"character": "Orin"}},
                            {"in_battle_area": {"character": "Dalla"}},
                        ],
                        "then": [{"stand": "self"}],
                    }
                }
            ],
        },
    ),
]


CASES += [
    # "choose all ... and KO them": every card that can be chosen; "Choose X. KO that card."
    (
        "[Auto] When you play this card from your hand, choose all of your opponent's Battle Cards with 20000 power or less and KO them.",
        {
            "kind": "auto",
            "when": "played_from_hand",
            "zones": ["battle"],
            "effect": [{"ko": {"count": "all", "power_at_most": 20000, **OPP_BATTLE}}],
        },
    ),
    (
        "[Auto] When you play this card, choose up to 1 of your opponent's Battle Cards. KO that card.",
        {"kind": "auto", "when": "played", "zones": ["battle"], "effect": [{"ko": {"up_to": 1, **OPP_BATTLE}}]},
    ),
]


CASES += [
    # the chosen card to the bottom of its owner's deck; to its owner's hand
    (
        "[Auto] When this card attacks, choose up to 1 of your opponent's Battle Cards with an energy cost of 4 or less and place it at the bottom of its owner's deck.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"put": {"up_to": 1, "cost_at_most": 4, **OPP_BATTLE, "to": "deck", "bottom": True}}],
        },
    ),
    (
        "[Activate Main] Choose up to 2 of your opponent's Battle Cards and return them to their owners' hands.",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"timing": "main"},
            "effect": [{"put": {"up_to": 2, **OPP_BATTLE, "to": "hand"}}],
        },
    ),
]


CASES += [
    # skill costs: life cards to the Drop Area, this card KO-ed or to the bottom of the deck, Drop Area cards to the Warp
    (
        "[Activate Battle][Once per turn] Place 1 card from your life in your Drop Area : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "once_per_turn": True,
            "params": {"timing": "battle"},
            "cost": [{"life_to_drop": 1}],
            "effect": [{"draw": 1}],
        },
    ),
    (
        "[Activate Battle] KO this card : Choose up to 1 of your opponent's Battle Cards and KO it.",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"timing": "battle"},
            "cost": [{"ko_self": True}],
            "effect": [{"ko": {"up_to": 1, **OPP_BATTLE}}],
        },
    ),
    (
        "[Activate Main] Place this card at the bottom of its owner's deck : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"timing": "main"},
            "cost": [{"bottom_self": True}],
            "effect": [{"draw": 1}],
        },
    ),
    (
        "[Activate Main] Choose 4 cards in your Drop Area and send them to your Warp : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"timing": "main"},
            "cost": [{"drop_to_warp": 4}],
            "effect": [{"draw": 1}],
        },
    ),
]


CASES += [
    (
        "[Permanent] During your turn, this card gets +5000 power and can attack Battle Cards in Active Mode.",
        {
            "kind": "cont",
            "zones": ["battle"],
            "condition": [{"my_turn": True}],
            "effect": [{"gets": {"power": 5000}}, {"can_attack_active": True}],
        },
    ),
    (
        "[Auto] When this card attacks, your opponent chooses 1 card in their hand and sends it to their Warp.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"warp": {"zone": "hand", "owner": "opponent", "count": 1, "chosen_by": "opponent"}}],
        },
    ),
]


CASES += [
    # "with energy costs of N or less"; "among them with an energy cost of N or less"
    (
        "[Auto] When you play this card, choose up to 2 of your opponent's Battle Cards with energy costs of 3 or less and switch them to Rest Mode.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"rest": {"up_to": 2, "cost_at_most": 3, **OPP_BATTLE}}],
        },
    ),
    (
        "[Auto] When you play this card, look at up to 3 cards from the top of your deck. Choose up to 1 《Moss Folk》 among them with an energy cost of 2 or less and add it to your hand. Then, shuffle your deck.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"look_add": {"look": 3, "up_to": 1, "trait": "Moss Folk", "cost_at_most": 2, "zone": "deck"}}],
        },
    ),
]


CASES += [
    # the place said before a comparison; "1 opponent Battle Card"
    (
        "[Auto] When you play this card, choose up to 1 《Moss Folk》 card in your hand with an energy cost of 2 or less and play it.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "params": {"mentions": ["play"]},
            "effect": [
                {"play": {"up_to": 1, "trait": "Moss Folk", "cost_at_most": 2, "zone": "hand", "type": "battle"}}
            ],
        },
    ),
    (
        "[Auto] When you play this card, choose up to 1 opponent Battle Card and switch it to Rest Mode.",
        {"kind": "auto", "when": "played", "zones": ["battle"], "effect": [{"rest": {"up_to": 1, **OPP_BATTLE}}]},
    ),
]


CASES += [
    # [Dragon Ball] cards (DBS 10-31)
    (
        "[Auto] When you play this card, choose up to 1 [Dragon Ball] card from your deck and add it to your hand, then shuffle your deck.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"search": {"zone": "deck", "keyword": "dragon_ball", "up_to": 1}}],
        },
    ),
]


CASES += [
    # a [Counter]'s activation condition before its colon (DBS 8-4-1) with a card that plays itself
    (
        "[Counter Attack] If your Leader Card is red : Negate the attack and play this card.",
        {
            "kind": "act",
            "zones": ["hand"],
            "params": {"counter": "attack"},
            "condition": [{"leader": {"color": "red"}}],
            "effect": [{"negate": "attack"}, {"play_self": True}],
        },
    ),
]


CASES += [
    # the phase triggers of the opponent's turn
    (
        "[Auto] At the end of your opponent's turn, draw 1 card.",
        {
            "kind": "auto",
            "when": "turn_end",
            "zones": ["battle"],
            "condition": [{"opponent_turn": True}],
            "effect": [{"draw": 1}],
        },
    ),
    (
        "[Auto] At the start of your opponent's Main Phase, choose up to 1 of your energy and switch it to Active Mode.",
        {
            "kind": "auto",
            "when": "main_start",
            "zones": ["battle"],
            "condition": [{"opponent_turn": True}],
            "effect": [{"stand": {"up_to": 1, "zone": "energy"}}],
        },
    ),
]


CASES += [
    # "Your Leader Card is X :" printed without "If" (DBS 8-4-1)
    (
        "[Counter Attack] Your Leader Card is blue : Negate the attack, then choose up to 2 of your blue energy and switch them to Active Mode.",
        {
            "kind": "act",
            "zones": ["hand"],
            "params": {"counter": "attack"},
            "condition": [{"leader": {"color": "blue"}}],
            "effect": [{"negate": "attack"}, {"stand": {"up_to": 2, "color": "blue", "zone": "energy"}}],
        },
    ),
]


CASES += [
    # "choose X, and it gets": a comma and "and" before the chosen card's change
    (
        "[Auto] When you play this card, choose up to 1 of your opponent's Battle Cards, and it gets -20000 power for the duration of the turn.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"gets": {"power": -20000, "target": {"up_to": 1, **OPP_BATTLE}}}],
        },
    ),
]


CASES += [
    # [Burst X] / [Sparking X] printed before a cost or condition of the colon; a hand card to the bottom as a cost
    (
        "[Activate Main][Burst 1] Place this card in its owner's Drop Area : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"timing": "main"},
            "cost": [{"burst": 1}, {"drop_self": True}],
            "effect": [{"draw": 1}],
        },
    ),
    (
        "[Activate Main] [Sparking 3] Switch this card to Rest Mode : Draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"timing": "main"},
            "condition": [{"sparking": 3}],
            "cost": [{"rest_self": True}],
            "effect": [{"draw": 1}],
        },
    ),
    (
        "[Auto] Choose 1 card in your hand and place it at the bottom of your deck : When this card is played, draw 2 cards.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "cost": [{"hand_to_bottom": 1}],
            "effect": [{"draw": 2}],
        },
    ),
]


CASES += [
    # the chosen card gains a keyword
    (
        "[Auto] When you combo with this card, choose up to 1 of your Leader Cards or Battle Cards and it gains [Critical] for the battle.",
        {
            "kind": "auto",
            "when": "combo",
            "zones": ["combo"],
            "effect": [
                {
                    "grant": {
                        "keyword": "critical",
                        "target": {"up_to": 1, "zone": ["leader", "battle"], "type": ["leader", "battle"]},
                        "until": "battle",
                    }
                }
            ],
        },
    ),
]


CASES += [
    # power and a keyword to the same chosen card: one choice
    (
        "[Auto] When you play this card, choose up to 1 of your Battle Cards and it gets +5000 power and [Critical] for the turn.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [
                {
                    "boost": {
                        "power": 5000,
                        "keyword": "critical",
                        "target": {"up_to": 1, "zone": "battle", "type": "battle"},
                    }
                }
            ],
        },
    ),
]


CASES += [
    # ≪X≫ is another printing of a special trait's brackets
    (
        "[Auto] When you play this card, choose up to 1 ≪Moss Folk≫ card in your Drop Area and add it to your hand.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"put": {"up_to": 1, "trait": "Moss Folk", "zone": "drop", "to": "hand"}}],
        },
    ),
]


CASES += [
    (
        "[Auto] When you play this card, choose up to 1 《Moss Folk》 from your deck with an energy cost of 4 or less and add it to your hand, then shuffle your deck.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"search": {"zone": "deck", "trait": "Moss Folk", "cost_at_most": 4, "up_to": 1}}],
        },
    ),
]


CASES += [
    (
        "[Auto] When you play this card, you can't play {Orin, the Fragile} for the duration of the turn.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"cannot_play": {"name": "Orin, the Fragile"}}],
        },
    ),
]


CASES += [
    # nothing printed about the cards looked at and not taken: returned and shuffled (DBS 11-6-3)
    (
        "[Auto] When you play this card, look at up to 7 cards from the top of your deck. Choose up to 1 <Orin> among them and add it to your hand.",
        {
            "kind": "auto",
            "when": "played",
            "zones": ["battle"],
            "effect": [{"look_add": {"look": 7, "up_to": 1, "character": "Orin", "zone": "deck"}}],
        },
    ),
]


CASES += [
    (
        "[Auto][Once per turn] When your opponent activates a [Counter] skill, switch this card to Active Mode.",
        {
            "kind": "auto",
            "when": "opponent_counter",
            "zones": ["battle"],
            "once_per_turn": True,
            "effect": [{"stand": "self"}],
        },
    ),
]


def _extra(text: str) -> str:
    return (
        "extra"
        if text.startswith(("[Activate Main] If your Leader Card is a", "[Counter")) and "this card" not in text
        else "battle"
    )


@pytest.mark.parametrize(("text", "want"), CASES, ids=[str(i) for i in range(len(CASES))])
def test_line_compiles_to(text: str, want: dict[str, Any]) -> None:
    assert one(text, _extra(text)) == want


def test_leader_condition_of_an_if_sentence_ends_with_its_sentence() -> None:
    """ "If your Leader Card is X, A. B": B is done whatever the Leader Card is."""
    got = one("[Auto] When you play this card, if your Leader Card is blue, draw 1 card. Then, shuffle your deck.")
    assert got is not None
    assert got["effect"] == [
        {"if": {"condition": [{"leader": {"color": "blue"}}], "then": [{"draw": 1}]}},
        {"shuffle_deck": True},
    ]


MANUAL = [
    # a skill's own Leader condition with a cost or [Once per turn]: it would be spent when the condition fails
    "[Auto][Once per turn] If your Leader Card is red : When this card attacks, draw 1 card.",
    # a cost that places this card in the Drop Area, then an effect on this card
    "[Activate Main] Place this card in its owner's Drop Area : This card gets +5000 power for the turn.",
    # an Extra Card is not played (DBS 3-6-3)
    "[Auto] When you play this card, look at up to 3 cards from the top of your deck, choose up to 1 Extra Card "
    "among them and play it, then shuffle your deck.",
    # "it" after a condition on the Leader Card may be the Leader Card
    "[Activate Battle] If your Leader Card is a 《Starborn》 card, it gets +5000 power for the battle.",
]


MANUAL += [
    # not a [Permanent] skill: an effect that would last ("for the turn") is another thing
    "[Auto] When you play this card, this card can't attack.",
    # a second statement the compiler does not read
    "[Permanent] This card can't attack and can't be chosen by your skills.",
    # two colors of which one is mono: not one reading
    "[Auto] When you play this card, add up to 1 red or mono-blue card from your deck to your hand.",
    # a card played from the opponent's area, or with no area said
    "[Auto] When you play this card, choose up to 1 Battle Card in your opponent's Drop Area and play it.",
    "[Auto] When you play this card, choose up to 1 《Moss Folk》 card and play it.",
    # an Extra Card is not played (DBS 3-6-3)
    "[Auto] When you play this card, choose up to 1 Extra Card in your Drop Area and play it.",
    # "it" after a step that named another card is that card
    "[Auto] When this card attacks, play up to 1 Battle Card from your Drop Area and it gets +5000 power for the turn.",
    # "your opponent's next turn" of a skill that may resolve in the opponent's turn
    "[Auto] When you play this card, choose up to 1 of your Leader Cards and it gets +5000 power until the end of your opponent's next turn.",
    # "your Warp" names your own cards
    "[Auto] When you play this card, choose up to 1 of your opponent's Battle Cards and send it to your Warp.",
    # "you may choose 2 ... If you do": fewer may be chosen (DBS 8-5-3-3)
    "[Auto] When you play this card, you may choose 2 cards in your hand and place them in your Drop Area. If you do, draw 3 cards.",
    # a mode of cards of the hand: not a card in a mode
    "[Auto] When you play this card, choose up to 1 Battle Card in your hand in Rest Mode and play it.",
    # two choices in the sentence: which one ignores [Barrier] is not read
    "[Auto] When you play this card, choose up to 1 of your opponent's Battle Cards ignoring [Barrier] and choose up to 1 of your Battle Cards, and KO them.",
    # combo power of this card outside a skill of its combo
    "[Auto] When this card attacks, this card gets +5000 combo power for the turn.",
    # two special traits "in play": one card of both, or two cards, is not read
    "[Permanent] If 《Moss Folk》 and 《Starborn》 are in play in your Battle Area, this card gets +5000 power.",
    "[Auto] When you play this card, choose up to 1 card in your opponent's life and place it in their Drop Area.",
    # several cards to the bottom: their order is not read
    "[Auto] When you play this card, choose up to 2 of your opponent's Battle Cards and place them at the bottom of their owners' decks.",
    # the opponent's cards to your hand
    "[Auto] When you play this card, choose up to 1 card in your opponent's Drop Area and add it to your hand.",
    # an effect on this card after it left its area as the cost
    "[Activate Main] Place this card at the bottom of its owner's deck : This card gets +5000 power for the turn.",
    # not a [Permanent] skill: an effect that would last is another thing
    "[Auto] When you play this card, this card can attack Battle Cards in Active Mode.",
    # this card played by a skill that is not its [Counter]
    "[Activate Main] Play this card.",
    "[Auto] When this card is attacked, play this card.",
    # a character name added in all areas: a card has one character name field
    "[Permanent] This card gains <Orin> and <Dalla> in all areas.",
]


@pytest.mark.parametrize("text", MANUAL, ids=[str(i) for i in range(len(MANUAL))])
def test_line_is_not_compiled(text: str) -> None:
    assert one(text) is None


def test_by_hand_keeps_the_leader_condition_in_the_words() -> None:
    """A line whose effect is played by hand shows the Leader condition with it."""
    text = "[Auto] When you play this card, if your Leader Card is <Orin>, take an extra turn after this one."
    (r,) = compile_card(GAME, {"type": "battle", "text": text}).results
    assert r.by_hand and r.ability is not None
    assert r.ability["effect"] == [{"manual": "if your Leader Card is <Orin>, take an extra turn after this one."}]


def test_a_trait_in_all_areas_is_a_trait_of_the_card() -> None:
    """DBS 2-6-6: "This card gains 《X》 in all areas" adds X to the card's
    special traits (as printed: in every area); only one such line a card."""
    table = {
        "type": "extra",
        "text": "[Permanent] This card gains 《Wishful》 in all areas.\n[Activate Main] Draw 1 card.",
    }
    text = compile_card(GAME, table)
    assert text.fully_compiled
    text.apply(table)
    assert table["traits"] == ["Wishful"]
    table = {"type": "battle", "text": "[Permanent] This card gains 《Wishful》 in all areas.", "traits": ["Knight"]}
    (r,) = compile_card(GAME, table).results
    assert r.values == (("traits", ["Knight", "Wishful"]),)
    two = "[Permanent] This card gains 《Wishful》 in all areas.\n[Permanent] This card gains 《Sunken》 in all areas."
    assert not any(r.compiled for r in compile_card(GAME, {"type": "battle", "text": two}).results)


def test_over_realm_skill_cost_and_warrior_of_universe_7() -> None:
    """DBS 10-15-2: "[Over Realm X] skill cost" — the cost of energy of any color
    is the card's ``realm_cost``; DBS 10-21-1: [Warrior of Universe 7] is the keyword ``warrior_u7``."""
    (r,) = compile_card(GAME, {"type": "battle", "text": "[Over Realm 4] [two]"}).results
    assert r.compiled and r.values == (("over_realm", 4), ("realm_cost", 2))
    (r,) = compile_card(GAME, {"type": "battle", "text": "[Dark Over Realm 3][one]"}).results
    assert r.values == (("dark_over_realm", 3), ("realm_cost", 1))
    (r,) = compile_card(GAME, {"type": "leader", "text": "[Warrior of Universe 7]"}).results
    assert r.keywords == ("warrior_u7",)
    both = "[Over Realm 4] [two]\n[Dark Over Realm 4] [one]"
    assert not any(r.compiled for r in compile_card(GAME, {"type": "battle", "text": both}).results)
    (r,) = compile_card(GAME, {"type": "battle", "text": "[Warrior of Universe 6]"}).results
    assert not r.compiled


def test_wish_of_a_leader() -> None:
    """DBS 10-28-2: "[Wish] When there are 7 [Dragon Ball] cards in your Drop Area : ..., and flip this
    card over" is the Leader Card's [Wish]: the flip is the Wish's (DBS 10-28-3)."""
    text = (
        "[Wish] When there are 7 [Dragon Ball] cards in your Drop Area : Choose up to 1 《Moss Folk》 card in your "
        "Drop Area, add it to your hand, and flip this card over."
    )
    assert one(text, "leader") == {
        "kind": "act",
        "zones": ["leader"],
        "condition": [{"dragon_balls_in_drop": 7}],
        "effect": [{"put": {"up_to": 1, "trait": "Moss Folk", "zone": "drop", "to": "hand"}}, {"wish": True}],
    }
    assert one(text.replace(", and flip this card over", ""), "leader") is None  # a [Wish] flips the card


def test_activate_skill_of_a_field_card_is_manual() -> None:
    """A [Field] Extra Card stays in the Battle Area (DBS 10-3-1): its other [Activate]
    skills are used there, not activated from the hand as an Extra Card's."""
    text = "[Field]\n[Activate Main][Once per turn]R : Draw 1 card."
    results = compile_card(GAME, {"type": "extra", "text": text}).results
    assert [r.compiled for r in results] == [True, False]
    (r,) = compile_card(GAME, {"type": "extra", "text": "[Activate Main] Draw 1 card."}).results
    assert r.compiled


def test_copies_of_this_card_are_its_card_number() -> None:
    """ "You can't play copies of this card for the turn": copies are the cards
    of the same card number (DBS 5-1-3-1); a card with no number is not read."""
    text = "[Auto] When this card is played, you can't play copies of this card for the turn."
    (r,) = compile_card(GAME, {"type": "battle", "id": "ZZ1-001", "text": text}).results
    assert r.compiled and r.ability is not None
    assert r.ability["effect"] == [{"cannot_play": {"number": "ZZ1-001"}}]
    assert one(text) is None


def test_a_field_card_placed_in_a_battle_area() -> None:
    """ "When this card is placed in a Battle Area": an Extra Card with [Field]
    placed there by that skill (DBS 10-3-1, 10-3-2); another card, or an Extra Card
    without [Field], is not read."""
    text = "[Field]\n[Auto] When this card is placed in a Battle Area, draw 1 card."
    results = compile_card(GAME, {"type": "extra", "text": text}).results
    assert [r.compiled for r in results] == [True, True]
    ab = results[1].ability
    assert ab is not None and {k: v for k, v in ab.items() if k != "text"} == {
        "kind": "auto",
        "when": "placed",
        "zones": ["battle"],
        "effect": [{"draw": 1}],
    }
    assert one("[Auto] When this card is placed in your Battle Area, draw 1 card.", "extra") is None
    assert one("[Auto] When this card is placed in your Battle Area, draw 1 card.") is None


def test_a_loss_of_power_is_read_with_its_minus_sign_only() -> None:
    """ "It loses +5000 power" is no wording of the game: not read."""
    text = "[Auto] When you play this card, choose up to 1 of your opponent's Battle Cards, and it loses +5000 power."
    assert one(text) is None


def test_removed_by_an_opponents_skill_is_a_battle_cards_trigger() -> None:
    """Only a Battle Card is in the Battle Area to be removed from it; a card
    named "one of your ..." is another trigger, not read here."""
    text = "[Auto] When this card is removed from your Battle Area by an opponent's skill, draw 1 card."
    assert one(text, "leader") is None
    other = "[Auto] When one of your Battle Cards is removed from your Battle Area by an opponent's skill, draw 1 card."
    assert one(other) is None


def test_skills_negated_only_for_the_turn() -> None:
    """Negation lasting longer than the turn is another duration: not read."""
    text = "[Auto] When you play this card, choose up to 1 of your opponent's Battle Cards and negate its skills until the start of your next turn."
    assert one(text) is None


def test_a_cost_reduction_is_read_alone_and_for_this_card_only() -> None:
    """A reduction with another step, or a skill that is not [Permanent], is not
    read; other cards' costs are reduce_cost_of (tests/engine/test_cardtext_dbscg_deck3.py)."""
    other = one("[Permanent] Reduce the energy cost of 《Moss Folk》 cards in your hand by 1.")
    assert other is not None and "reduce_cost" not in other["effect"][0]
    assert one("[Permanent] This card can't attack, and reduce the energy cost of this card in your hand by 1.") is None
    assert one("[Auto] When you play this card, reduce the energy cost of this card in your hand by 1.") is None


def test_when_your_life_is_at_n_or_less_is_a_condition_of_permanent_skills_only() -> None:
    """Elsewhere it is a situation trigger (DBS 8-6-6), not read here."""
    assert one("[Auto] When your life is at 3 or less, draw 1 card.") is None


def test_evolve_skill_cost_with_colored_spheres() -> None:
    """ "[Evolve] RR[one]: <X>": a skill cost of 3 energy, 2 of them red (DBS 8-4-2-3,
    8-4-2-4); the character name spelled as card data spells it."""
    (r,) = compile_card(GAME, {"type": "battle", "text": "[Evolve] RR[one]: <Orin : Tide>"}).results
    assert r.compiled and dict(r.values) == {
        "evolve": "Orin: Tide",
        "evolve_kind": "evolve",
        "evolve_cost": 3,
        "evolve_spec": ["red", "red"],
    }
    (r,) = compile_card(GAME, {"type": "battle", "text": "[Evolve] UG : <Orin>"}).results
    assert r.compiled and dict(r.values)["evolve_cost"] == 2 and dict(r.values)["evolve_spec"] == ["blue", "green"]


def test_union_and_xeno_evolve_skill_costs_in_words_and_spheres() -> None:
    """ "[Union-Potara] UU[three] : <A> and <B>" and "[Xeno-Evolve] [five] : <X>.":
    the skill cost's total and colored spheres (DBS 8-4-2-3, 8-4-2-4, 10-13, 10-5)."""
    (r,) = compile_card(GAME, {"type": "battle", "text": "[Union-Potara] UU[three] : <Orin> and <Bram : Tide>"}).results
    assert r.compiled and dict(r.values) == {
        "union_potara": ["Orin", "Bram: Tide"],
        "union_cost": 5,
        "union_spec": ["blue", "blue"],
    }
    (r,) = compile_card(GAME, {"type": "battle", "text": "[Xeno-Evolve] [five] : <Orin>."}).results
    assert r.compiled and dict(r.values) == {"evolve": "Orin", "evolve_kind": "xeno", "evolve_cost": 5}
    (r,) = compile_card(GAME, {"type": "battle", "text": "[Union-Potara] UU : Blue <Orin> and yellow <Bram>"}).results
    assert r.compiled and dict(r.values)["union_colors"] == ["blue", "yellow"]  # the colors of the two cards


def test_swap_specified_card_and_skill_cost() -> None:
    """ "[Swap 4] YY : 《X》 with an energy cost of 4." / "Mono-red <X>": the skill cost
    and the Battle Card specified (DBS 10-24-2, 8-4-2-4)."""
    (r,) = compile_card(
        GAME, {"type": "battle", "text": "[Swap 4] YY : 《Moss Folk》 with an energy cost of 4."}
    ).results
    assert r.compiled and dict(r.values) == {
        "swap": 4,
        "swap_cost": 2,
        "swap_spec": ["yellow", "yellow"],
        "swap_trait": "Moss Folk",
    }
    (r,) = compile_card(
        GAME, {"type": "battle", "text": "[Swap 3]R : Mono-red <Orin : Tide> with an energy cost of 3."}
    ).results
    assert r.compiled and dict(r.values)["swap_mono"] == "red" and dict(r.values)["swap_character"] == "Orin: Tide"
    (r,) = compile_card(
        GAME, {"type": "battle", "text": "[Swap 3] YY : 《Moss Folk》 with an energy cost of 4."}
    ).results
    assert not r.compiled  # the specified cost is the [Swap] number


def test_evolve_onto_a_card_of_a_color_and_energy_cost() -> None:
    """ "[EX-Evolve] UU : Blue <X> card with an energy cost of 5 or more.": the
    conditions of the Battle Card to evolve (DBS 10-5-1)."""
    text = "[EX-Evolve] UU : Blue <Orin> card with an energy cost of 5 or more."
    (r,) = compile_card(GAME, {"type": "battle", "text": text}).results
    assert r.compiled and dict(r.values) == {
        "evolve": "Orin",
        "evolve_kind": "ex",
        "evolve_color": "blue",
        "evolve_target_cost": 5,
        "evolve_target_op": ">=",
        "evolve_cost": 2,
        "evolve_spec": ["blue", "blue"],
    }
    (r,) = compile_card(GAME, {"type": "battle", "text": "[EX-Evolve] <Orin> with an energy cost of 5 or 6."}).results
    assert not r.compiled


def test_over_realm_skill_cost_in_spheres() -> None:
    """ "[Over Realm 6]BB": a skill cost of 2 black energy (DBS 10-15-2, 8-4-2-4)."""
    (r,) = compile_card(GAME, {"type": "battle", "text": "[Over Realm 6]BB"}).results
    assert r.compiled and dict(r.values) == {"over_realm": 6, "realm_cost": 2, "realm_spec": ["black", "black"]}


def test_when_you_activate_this_card_of_an_extra_card() -> None:
    """An Extra Card activated by its [Activate] skill (DBS 8-5-2) or its [Counter]
    (DBS 10-10-2); one with a [Field] skill is not read."""
    line = "[Auto] When you activate this card, you can't activate {Tidal Ward} for the duration of the turn."
    text = "[Activate Main] Draw 1 card.\n" + line
    results = compile_card(GAME, {"type": "extra", "text": text}).results
    ab = results[1].ability
    assert ab is not None and {k: v for k, v in ab.items() if k != "text"} == {
        "kind": "auto",
        "when": "activated",
        "effect": [{"cannot_activate": "Tidal Ward"}],
    }
    countered = compile_card(GAME, {"type": "extra", "text": "[Counter Attack] Negate the attack.\n" + line}).results
    assert countered[1].compiled
    field = compile_card(GAME, {"type": "extra", "text": "[Field]\n" + line}).results
    assert not field[1].compiled


def test_play_this_card_only_after_its_combo() -> None:
    """Elsewhere "play this card" is another thing (a [Counter], a card in the hand): not read."""
    assert one("[Auto] When this card attacks, play this card.") is None


def test_as_many_copies_as_you_like_is_a_card_field() -> None:
    """DBS 5-1-3-2: a deck-construction [Permanent] skill, read at deck preparation."""
    text = "[Permanent] You can include as many copies of this card in your deck as you like."
    (r,) = compile_card(GAME, {"type": "battle", "text": text}).results
    assert r.compiled and dict(r.values) == {"any_copies": True}
    assert one("[Permanent] You can include up to 7 copies of this card in your deck.") is None
