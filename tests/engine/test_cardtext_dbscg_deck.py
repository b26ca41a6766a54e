"""Dragon Ball Super Card Game lines of the deck, the hand and revealed cards
the compiler reads (:mod:`engine.cardtext.dbscg_deck`): looks at the top of
the deck and what becomes of the cards, "If you added a card to your hand",
cards put back on a deck. Every text here is original (invented names) in
the patterns of real card data."""

from __future__ import annotations

from typing import Any

import pytest

from engine.abilities import parse_ability
from engine.cardtext import compile_card
from tests.engine.dbscg_text import GAME, one

PLAYED = {"kind": "auto", "when": "played", "zones": ["battle"]}

CASES = [
    # a list of characters, the rest on top in any order
    (
        "[Auto] When you play this card, look at up to 3 cards from the top of your deck, add up to 1 blue <Orin>, "
        "<Vessa>, or <Tamsin : Dawn> card among them to your hand, then place the remaining cards on top of your deck "
        "in any order.",
        {
            **PLAYED,
            "effect": [
                {
                    "look_add": {
                        "look": 3,
                        "up_to": 1,
                        "color": "blue",
                        "character": ["Orin", "Vessa", "Tamsin: Dawn"],
                        "zone": "deck",
                        "remaining": "top",
                    }
                }
            ],
        },
    ),
    # the rest on the top or bottom; "choose up to 1 of them"
    (
        "[Auto] When you play this card, look at up to 2 cards from the top of your deck. Choose up to 1 of them and "
        "add it to your hand. Then, place the remaining cards on the top or bottom of your deck in any order.",
        {**PLAYED, "effect": [{"look_add": {"look": 2, "up_to": 1, "zone": "deck", "remaining": "top_or_bottom"}}]},
    ),
    # "choose 1": any one card, taken
    (
        "[Auto] When you play this card, look at up to the top 3 cards of your deck, choose 1, and add it to your "
        "hand. Then, place the rest in your Drop Area.",
        {**PLAYED, "effect": [{"look_add": {"look": 3, "count": 1, "zone": "deck", "remaining": "drop"}}]},
    ),
    # "If you added a card to your hand, ...": done only when a card was taken
    (
        "[Activate Main][Once per turn] Look at up to 5 cards from the top of your deck, choose up to 1 《Moss Folk》 "
        "card among them, add it to your hand, shuffle your deck, and if you added a card to your hand, choose 1 card "
        "from your hand and place it in your Drop Area.",
        {
            "kind": "act",
            "zones": ["battle"],
            "once_per_turn": True,
            "params": {"timing": "main"},
            "effect": [
                {
                    "look_add": {
                        "look": 5,
                        "up_to": 1,
                        "trait": "Moss Folk",
                        "zone": "deck",
                        "then": [{"put": {"zone": "hand", "count": 1, "to": "drop"}}],
                    }
                }
            ],
        },
    ),
    (
        "[Auto] When you play this card, look at up to 7 cards from the top of your deck, add up to 1 red <Orin> card "
        "among them to your hand, then shuffle your deck. If you added a card to your hand, choose 1 card in your hand "
        "and place it at the bottom of your deck.",
        {
            **PLAYED,
            "effect": [
                {
                    "look_add": {
                        "look": 7,
                        "up_to": 1,
                        "color": "red",
                        "character": "Orin",
                        "zone": "deck",
                        "then": [{"put": {"zone": "hand", "count": 1, "to": "deck", "bottom": True}}],
                    }
                }
            ],
        },
    ),
    # played among them: a list of names, a total, an energy cost and power
    (
        "[Auto] When you play this card, look at up to 7 cards from the top of your deck, play up to 1 <Orin> or "
        "<Vessa> card with an energy cost of 4 and 15000 power or less among them, then shuffle your deck.",
        {
            **PLAYED,
            "params": {"mentions": ["play"]},
            "effect": [
                {
                    "look_add": {
                        "look": 7,
                        "up_to": 1,
                        "character": ["Orin", "Vessa"],
                        "cost": 4,
                        "power_at_most": 15000,
                        "type": "battle",
                        "zone": "deck",
                        "play": True,
                    }
                }
            ],
        },
    ),
    (
        "[Auto] When you play this card, look at up to 10 cards from the top of your deck, choose up to a total of 2 "
        "<Orin>, <Vessa>, or <Pell> cards among them and add them to your hand. Then shuffle your deck.",
        {
            **PLAYED,
            "effect": [{"look_add": {"look": 10, "up_to": 2, "character": ["Orin", "Vessa", "Pell"], "zone": "deck"}}],
        },
    ),
    # a part of the card name, the card added right after the look
    (
        "[Auto] When this card attacks, look at up to 5 cards from the top of your deck, add up to 1 card with "
        "{Lantern Guild} in its card name to your hand, then shuffle your deck.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"look_add": {"look": 5, "up_to": 1, "name_has": "Lantern Guild", "zone": "deck"}}],
        },
    ),
    # a name holding a comma stays whole
    (
        "[Auto] When you play this card, look at up to 5 cards from the top of your deck, add up to 1 {Aster, Quiet "
        "Gale} among them to your hand, then shuffle your deck.",
        {**PLAYED, "effect": [{"look_add": {"look": 5, "up_to": 1, "name": "Aster, Quiet Gale", "zone": "deck"}}]},
    ),
    # cards looked at and put back (DBS 11-6-2)
    (
        "[Activate Main][Once per turn] Look at up to 3 cards from the top of your opponent's deck and put them back "
        "in any order.",
        {
            "kind": "act",
            "zones": ["battle"],
            "once_per_turn": True,
            "params": {"timing": "main"},
            "effect": [{"arrange": {"look": 3, "owner": "opponent", "to": "top"}}],
        },
    ),
    (
        "[Auto] When this card attacks, look at the top card of your deck, place the card on the top or bottom of your "
        "deck, then draw 1 card.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"arrange": {"look": 1, "to": "top_or_bottom"}}, {"draw": 1}],
        },
    ),
    (
        "[Activate Main][Once per turn] Look at up to 5 cards from the top of your deck and place them on the top "
        "and/or bottom of your deck in any order.",
        {
            "kind": "act",
            "zones": ["battle"],
            "once_per_turn": True,
            "params": {"timing": "main"},
            "effect": [{"arrange": {"look": 5, "to": "top_or_bottom"}}],
        },
    ),
    # searches of the deck and another area: the deck looked through is shuffled by the search itself
    (
        "[Auto] When you play this card, choose up to 1 yellow 《Moss Folk》 card from your deck or Drop Area and add "
        "it to your hand. Then shuffle your deck if you looked through it.",
        {
            **PLAYED,
            "effect": [{"search": {"up_to": 1, "color": "yellow", "trait": "Moss Folk", "zone": ["deck", "drop"]}}],
        },
    ),
    (
        "[Auto] When you play this card, play up to 2 <Orin> cards from your deck or Drop Area, then shuffle your "
        "deck if you looked through it.",
        {
            **PLAYED,
            "params": {"mentions": ["play"]},
            "effect": [{"play": {"up_to": 2, "character": "Orin", "type": "battle", "zone": ["deck", "drop"]}}],
        },
    ),
    (
        "[Auto] When you play this card, choose up to 1 <Orin> card with an energy cost of 2 in your deck or hand, "
        "play it, then shuffle your deck if you looked through it.",
        {
            **PLAYED,
            "params": {"mentions": ["play"]},
            "effect": [
                {"play": {"up_to": 1, "character": "Orin", "cost": 2, "type": "battle", "zone": ["deck", "hand"]}}
            ],
        },
    ),
    # an energy cost between two numbers; a name in full-width braces
    (
        "[Auto] When you play this card, choose up to 1 <Orin> card with an energy cost between 2 and 4 in your deck or "
        "hand, play it, then shuffle your deck if you looked through it.",
        {
            **PLAYED,
            "params": {"mentions": ["play"]},
            "effect": [
                {
                    "play": {
                        "up_to": 1,
                        "character": "Orin",
                        "cost_at_least": 2,
                        "cost_at_most": 4,
                        "type": "battle",
                        "zone": ["deck", "hand"],
                    }
                }
            ],
        },
    ),
    (
        "[Auto] When you play this card, choose up to 1 ｛Aster, Quiet Gale｝ from your deck or hand, play it, then "
        "shuffle your deck if you looked through it.",
        {
            **PLAYED,
            "params": {"mentions": ["play"]},
            "effect": [{"play": {"up_to": 1, "name": "Aster, Quiet Gale", "type": "battle", "zone": ["deck", "hand"]}}],
        },
    ),
    (
        "[Auto] When you play this card, add up to 1 yellow <Orin> card with 15000 power and an energy cost of 3 from "
        "your deck to your hand, then shuffle your deck.",
        {
            **PLAYED,
            "effect": [
                {
                    "search": {
                        "up_to": 1,
                        "color": "yellow",
                        "character": "Orin",
                        "power": 15000,
                        "cost": 3,
                        "zone": "deck",
                    }
                },
                {"shuffle_deck": True},
            ],
        },
    ),
    # cards of the deck placed in the Drop Area; a printed shuffle is a step
    (
        "[Auto] When you play this card, place up to 2 black Battle Cards with 30000 power from your deck in your Drop "
        "Area, then shuffle your deck.",
        {
            **PLAYED,
            "effect": [
                {"put": {"up_to": 2, "color": "black", "type": "battle", "power": 30000, "zone": "deck", "to": "drop"}},
                {"shuffle_deck": True},
            ],
        },
    ),
    (
        "[Auto] When you play this card, choose up to 1 <Orin>, <Vessa>, or <Pell> card from your deck and place it "
        "in your Drop Area, shuffle your deck, then draw 1 card.",
        {
            **PLAYED,
            "effect": [
                {"put": {"up_to": 1, "character": ["Orin", "Vessa", "Pell"], "zone": "deck", "to": "drop"}},
                {"shuffle_deck": True},
                {"draw": 1},
            ],
        },
    ),
    (
        "[Activate Main] Choose 1 Battle Card from your deck with an energy cost of 2 or less and power of 15000 or "
        "less, play it, then shuffle your deck.",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"mentions": ["play"], "timing": "main"},
            "effect": [
                {"play": {"count": 1, "type": "battle", "cost_at_most": 2, "power_at_most": 15000, "zone": "deck"}},
                {"shuffle_deck": True},
            ],
        },
    ),
    # cards of the opponent's hand: chosen unseen (DBS 3-3-3), or among their revealed hand
    (
        "[Auto] When this card attacks, choose up to 2 cards in your opponent's hand and place them in their Drop "
        "Area.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"put": {"zone": "hand", "owner": "opponent", "up_to": 2, "chosen_by": "random", "to": "drop"}}],
        },
    ),
    (
        "[Auto] When you play this card, choose 1 card in your opponent's hand and send it to their Warp.",
        {**PLAYED, "effect": [{"warp": {"zone": "hand", "owner": "opponent", "count": 1, "chosen_by": "random"}}]},
    ),
    (
        "[Auto] When you play this card, your opponent reveals their hand. Choose up to 1 Battle Card with 20000 power "
        "or less from it and place it in your opponent's Drop Area.",
        {
            **PLAYED,
            "effect": [
                {"reveal": {"zone": "hand", "owner": "opponent", "count": "all"}},
                {
                    "put": {
                        "up_to": 1,
                        "type": "battle",
                        "power_at_most": 20000,
                        "zone": "hand",
                        "owner": "opponent",
                        "to": "drop",
                    }
                },
            ],
        },
    ),
    # the deck and the life searched, both shuffled ("any areas you looked through", DBS 11-6-3)
    (
        "[Activate Main] Choose up to 2 [Dragon Ball] cards from your deck or life and add them to your hand. Then "
        "shuffle any areas you looked through.",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"timing": "main"},
            "effect": [
                {"search": {"up_to": 2, "keyword": "dragon_ball", "zone": ["deck", "life"]}},
                {"shuffle_life": True},
            ],
        },
    ),
    # multicolor cards (DBS 2-4-1); the top card looked at, taken or put back on top
    (
        "[Activate Main] Look at the top card of your deck; if it's a multicolor Extra Card, you may add it to your "
        "hand; otherwise, place it on top of your deck.",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"timing": "main"},
            "effect": [
                {
                    "look_add": {
                        "look": 1,
                        "up_to": 1,
                        "zone": "deck",
                        "type": "extra",
                        "multicolor": "any",
                        "remaining": "top",
                    }
                }
            ],
        },
    ),
    (
        "[Auto] When this card is KO'd, choose up to 1 Red/Green multicolor Extra Card in your Drop Area and add it to "
        "your hand.",
        {
            "kind": "auto",
            "when": "ko_ed",
            "zones": ["battle"],
            "effect": [{"put": {"up_to": 1, "type": "extra", "multicolor": "red/green", "zone": "drop", "to": "hand"}}],
        },
    ),
    (
        "[Auto] When you play this card, add up to 1 <Orin> card with an energy cost of 2 or more from your Drop Area "
        "to your hand.",
        {
            **PLAYED,
            "effect": [{"put": {"up_to": 1, "character": "Orin", "cost_at_least": 2, "zone": "drop", "to": "hand"}}],
        },
    ),
    # "you may add life cards ... If you chose to add 1 or more cards to your hand, ..."
    (
        "[Auto] When this card attacks, you may choose up to 2 cards from your life and add them to your hand. If you "
        "chose to add 1 or more cards to your hand, switch this card to Active Mode, and it gains +5000 power for the "
        "duration of the turn.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [
                {
                    "may": {
                        "do": [{"put": {"zone": "life", "up_to": 2, "to": "hand"}}],
                        "then": [{"stand": "self"}, {"gets": {"power": 5000}}],
                    }
                }
            ],
        },
    ),
    # cards of your hand on top of your deck, into your energy (DBS 3-8-3: Active Mode unless said)
    (
        "[Auto] When you play this card, draw 1 card, then choose 1 card in your hand and place it on top of your deck.",
        {**PLAYED, "effect": [{"draw": 1}, {"put": {"zone": "hand", "count": 1, "to": "deck"}}]},
    ),
    (
        "[Auto] When you play this card, draw 1 card, then choose up to 1 card in your hand and add it to your energy.",
        {**PLAYED, "effect": [{"draw": 1}, {"put": {"zone": "hand", "up_to": 1, "to": "energy"}}]},
    ),
    # a play from the Drop Area or the hand with two comparisons
    (
        "[Activate Main] Choose up to 1 blue <Orin> card with an energy cost of 3 or less and 15000 power or less in "
        "your Drop Area and play it.",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"timing": "main", "mentions": ["play"]},
            "effect": [
                {
                    "play": {
                        "up_to": 1,
                        "color": "blue",
                        "character": "Orin",
                        "cost_at_most": 3,
                        "power_at_most": 15000,
                        "type": "battle",
                        "zone": "drop",
                    }
                }
            ],
        },
    ),
    # the opponent's top card revealed, and what follows from it
    (
        "[Auto] When you play this card, your opponent reveals the top card of their deck; if it's a Battle Card, "
        "choose up to 1 of your opponent's Battle Cards and return it to its owner's hand. Otherwise, draw 1 card.",
        {
            **PLAYED,
            "effect": [
                {"reveal": {"zone": "deck", "owner": "opponent", "top": 1}},
                {
                    "if": {
                        "condition": [{"top_card": {"owner": "opponent", "type": "battle"}}],
                        "then": [
                            {"put": {"up_to": 1, "owner": "opponent", "type": "battle", "zone": "battle", "to": "hand"}}
                        ],
                        "else": [{"draw": 1}],
                    }
                },
            ],
        },
    ),
    (
        "[Activate Main][Once per turn] Your opponent reveals the top card of their deck; if it's a non-Battle Card, "
        "draw 1 card.",
        {
            "kind": "act",
            "zones": ["battle"],
            "once_per_turn": True,
            "params": {"timing": "main"},
            "effect": [
                {"reveal": {"zone": "deck", "owner": "opponent", "top": 1}},
                {
                    "if": {
                        "condition": [{"top_card": {"owner": "opponent", "type": ["leader", "extra"]}}],
                        "then": [{"draw": 1}],
                    }
                },
            ],
        },
    ),
    # one of each of two kinds
    (
        "[Auto] When this card is KO'd, add up to 1 green <Orin> card and up to 1 green <Vessa> card from your Drop "
        "Area to your hand.",
        {
            "kind": "auto",
            "when": "ko_ed",
            "zones": ["battle"],
            "effect": [
                {"put": {"up_to": 1, "color": "green", "character": "Orin", "zone": "drop", "to": "hand"}},
                {"put": {"up_to": 1, "color": "green", "character": "Vessa", "zone": "drop", "to": "hand"}},
            ],
        },
    ),
    (
        "[Activate Main] Choose up to 1 each of <Orin> and <Vessa> from your deck and add them to your hand, then "
        "shuffle your deck.",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"timing": "main"},
            "effect": [
                {"search": {"up_to": 1, "character": "Orin", "zone": "deck"}},
                {"search": {"up_to": 1, "character": "Vessa", "zone": "deck"}},
                {"shuffle_deck": True},
            ],
        },
    ),
    # the Energy Area: from the top of the deck, from the hand, to the hand (DBS 3-8-3: Active Mode unless said)
    (
        "[Auto] When you play this card, add 1 card from your energy to your hand, then place the top card of your "
        "deck in your energy in Rest Mode.",
        {
            **PLAYED,
            "effect": [
                {"put": {"count": 1, "zone": "energy", "to": "hand"}},
                {"put": {"zone": "deck", "top": 1, "to": "energy", "rest": True}},
            ],
        },
    ),
    (
        "[Auto] When this card attacks, you may add 1 of your mono-blue energy to your hand. If you do, choose up to 1 "
        "mono-blue Battle Card in your hand and place it in your energy.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [
                {
                    "may": {
                        "do": [{"put": {"count": 1, "mono": "blue", "zone": "energy", "to": "hand"}}],
                        "then": [
                            {"put": {"up_to": 1, "mono": "blue", "type": "battle", "zone": "hand", "to": "energy"}}
                        ],
                    }
                }
            ],
        },
    ),
    (
        "[Auto] When a card evolves into this card, take the top 3 cards from your deck and add them to your energy.",
        {
            "kind": "auto",
            "when": "evolved",
            "zones": ["battle"],
            "effect": [{"put": {"zone": "deck", "top": 3, "to": "energy"}}],
        },
    ),
    # the opponent draws (DBS 4-9-2)
    (
        "[Auto] When this card attacks, you and your opponent draw 1 card.",
        {"kind": "auto", "when": "attacks", "zones": ["battle"], "effect": [{"draw": 1}, {"opponent_draw": 1}]},
    ),
    (
        "[Auto] When you play this card, your opponent chooses 1 card in their hand, sends it to their Warp, and draws 1 "
        "card.",
        {
            **PLAYED,
            "effect": [
                {"warp": {"zone": "hand", "owner": "opponent", "count": 1, "chosen_by": "opponent"}},
                {"opponent_draw": 1},
            ],
        },
    ),
    (
        "[Auto] When this card attacks, your opponent reveals their hand. You choose 1 card from their hand with an "
        "energy cost of 7 or less, place it at the bottom of its owner's deck, then your opponent draws 1 card.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [
                {"reveal": {"zone": "hand", "owner": "opponent", "count": "all"}},
                {
                    "put": {
                        "count": 1,
                        "cost_at_most": 7,
                        "zone": "hand",
                        "owner": "opponent",
                        "to": "deck",
                        "bottom": True,
                    }
                },
                {"opponent_draw": 1},
            ],
        },
    ),
    # cards of a kind discarded; a card of the Drop Area at the bottom of the deck
    (
        "[Auto] When this card attacks, you may choose 1 mono-blue card in your hand and discard it. If you do, draw 2 "
        "cards.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [
                {
                    "may": {
                        "do": [{"put": {"count": 1, "mono": "blue", "zone": "hand", "to": "drop"}}],
                        "then": [{"draw": 2}],
                    }
                }
            ],
        },
    ),
    (
        "[Auto] When this card attacks, place up to 1 《Moss Folk》 card from your Drop Area at the bottom of your deck.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"put": {"up_to": 1, "trait": "Moss Folk", "zone": "drop", "to": "deck", "bottom": True}}],
        },
    ),
    (
        "[Activate Main] Choose up to 1 yellow <Orin> card with {Lantern} in its card name and an energy cost of 4 in "
        "your hand and play it.",
        {
            "kind": "act",
            "zones": ["battle"],
            "params": {"timing": "main", "mentions": ["play"]},
            "effect": [
                {
                    "play": {
                        "up_to": 1,
                        "color": "yellow",
                        "character": "Orin",
                        "name_has": "Lantern",
                        "cost": 4,
                        "type": "battle",
                        "zone": "hand",
                    }
                }
            ],
        },
    ),
    # the Drop Area or the Warp (open areas)
    (
        "[Counter Attack] Negate the attack, then choose up to 1 skill-less Battle Card from your Drop Area or Warp and "
        "add it to your hand.",
        {
            "kind": "act",
            "zones": ["hand"],
            "params": {"counter": "attack"},
            "effect": [
                {"negate": "attack"},
                {"put": {"up_to": 1, "skills": "none", "type": "battle", "zone": ["drop", "warp"], "to": "hand"}},
            ],
        },
        "extra",
    ),
    # a life card (chosen unseen) placed in the Drop Area
    (
        "[Auto] When you play this card, place 1 card from your life in your Drop Area, then draw 1 card.",
        {**PLAYED, "effect": [{"put": {"zone": "life", "count": 1, "to": "drop"}}, {"draw": 1}]},
    ),
    # the opponent chooses among their own hand
    (
        "[Auto] When this card attacks, your opponent chooses 1 card from their hand and places it on top of their deck.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [
                {"put": {"zone": "hand", "owner": "opponent", "count": 1, "chosen_by": "opponent", "to": "deck"}}
            ],
        },
    ),
    (
        "[Auto] When your opponent activates a [Counter] skill, they choose 1 card in their hand and send it to their "
        "Warp.",
        {
            "kind": "auto",
            "when": "opponent_counter",
            "zones": ["battle"],
            "effect": [{"warp": {"zone": "hand", "owner": "opponent", "count": 1, "chosen_by": "opponent"}}],
        },
    ),
    # "other than <X>"
    (
        "[Auto] When you play this card, look at up to 3 cards from the top of your deck. Choose up to 1 《Moss Folk》 "
        "other than <Orin> among them and play it. Then, shuffle your deck.",
        {
            **PLAYED,
            "params": {"mentions": ["play"]},
            "effect": [
                {
                    "look_add": {
                        "look": 3,
                        "up_to": 1,
                        "trait": "Moss Folk",
                        "other_than": [{"character": "Orin"}],
                        "type": "battle",
                        "zone": "deck",
                        "play": True,
                    }
                }
            ],
        },
    ),
    # the bottom card of the deck
    (
        "[Activate Main][Once per turn] Look at the bottom card of your deck; if it's a yellow 《Moss Folk》 card with an "
        "energy cost of 2 or less, you may play it, otherwise return it to the bottom of your deck.",
        {
            "kind": "act",
            "zones": ["battle"],
            "once_per_turn": True,
            "params": {"timing": "main", "mentions": ["play"]},
            "effect": [
                {
                    "look_add": {
                        "look": 1,
                        "up_to": 1,
                        "color": "yellow",
                        "trait": "Moss Folk",
                        "cost_at_most": 2,
                        "type": "battle",
                        "zone": "deck",
                        "from_bottom": True,
                        "remaining": "bottom",
                        "play": True,
                    }
                }
            ],
        },
    ),
    (
        "[Auto] When you play this card, look at up to 1 card from the bottom of your deck, choose up to 1 {Aster, "
        "Quiet Gale} from it, play it, then shuffle your deck.",
        {
            **PLAYED,
            "params": {"mentions": ["play"]},
            "effect": [
                {
                    "look_add": {
                        "look": 1,
                        "up_to": 1,
                        "name": "Aster, Quiet Gale",
                        "type": "battle",
                        "zone": "deck",
                        "from_bottom": True,
                        "play": True,
                    }
                }
            ],
        },
    ),
    # cards looked at placed in the Drop Area
    (
        "[Auto] When you play this card, look at up to 7 cards from the top of your deck, place up to 1 《Moss Folk》 "
        "card among them in your Drop Area, then shuffle your deck.",
        {
            **PLAYED,
            "effect": [{"look_add": {"look": 7, "up_to": 1, "trait": "Moss Folk", "zone": "deck", "to": "drop"}}],
        },
    ),
    # one of several kinds of card (either)
    (
        "[Auto] When you play this card, look at up to 3 cards from the top of your deck, choose up to 1 <Orin> or "
        "《Moss Folk》 card among them, add it to your hand, then place the remaining cards at the bottom of your deck "
        "in any order.",
        {
            **PLAYED,
            "effect": [
                {
                    "look_add": {
                        "look": 3,
                        "up_to": 1,
                        "zone": "deck",
                        "either": [{"character": "Orin"}, {"trait": "Moss Folk"}],
                        "remaining": "bottom",
                    }
                }
            ],
        },
    ),
    (
        "[Auto] When you play this card, look at up to 5 cards from the top of your deck, choose up to 1 red or green "
        "《Starborn》 card or {Aster, Quiet Gale} among them and add it to your hand, then shuffle your deck.",
        {
            **PLAYED,
            "effect": [
                {
                    "look_add": {
                        "look": 5,
                        "up_to": 1,
                        "zone": "deck",
                        "either": [{"color": ["red", "green"], "trait": "Starborn"}, {"name": "Aster, Quiet Gale"}],
                    }
                }
            ],
        },
    ),
    (
        "[Auto] When this card attacks, your opponent reveals their hand; you choose up to 2 cards from it and place "
        "them in their energy in Rest Mode.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [
                {"reveal": {"zone": "hand", "owner": "opponent", "count": "all"}},
                {"put": {"up_to": 2, "zone": "hand", "owner": "opponent", "to": "energy", "rest": True}},
            ],
        },
    ),
    (
        "[Auto] When your opponent attacks, they reveal their hand. Choose 1 card from it and your opponent places it in "
        "their Drop Area.",
        {
            "kind": "auto",
            "when": "opponent_attacks",
            "zones": ["battle"],
            "effect": [
                {"reveal": {"zone": "hand", "owner": "opponent", "count": "all"}},
                {"put": {"count": 1, "zone": "hand", "owner": "opponent", "to": "drop"}},
            ],
        },
    ),
    # a card of your hand at the bottom of your deck
    (
        "[Auto] When this card attacks, draw 1 card, then choose 1 card in your hand and place it at the bottom of "
        "your deck.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [{"draw": 1}, {"put": {"zone": "hand", "count": 1, "to": "deck", "bottom": True}}],
        },
    ),
    # the top card looked at, placed in the Energy Area in Rest Mode or put back on top (DBS 3-8-3)
    (
        "[Auto] When this card attacks, look at the top card of your deck; if it's a mono-green card, you may place it "
        "in your energy in Rest Mode, otherwise place it on top of your deck.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [
                {
                    "look_add": {
                        "look": 1,
                        "up_to": 1,
                        "mono": "green",
                        "zone": "deck",
                        "remaining": "top",
                        "to": "energy",
                        "rest": True,
                    }
                }
            ],
        },
    ),
    # the top card revealed, then played if it is one of the kind; else it stays on top
    (
        "[Auto] When this card attacks, reveal the top card of your deck; if it's a green 《Moss Folk》 card with an "
        "energy cost of 2, you may play it. Then draw 1 card.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [
                {"reveal": {"zone": "deck", "top": 1}},
                {
                    "look_add": {
                        "look": 1,
                        "up_to": 1,
                        "color": "green",
                        "trait": "Moss Folk",
                        "cost": 2,
                        "zone": "deck",
                        "type": "battle",
                        "remaining": "top",
                        "play": True,
                    }
                },
                {"draw": 1},
            ],
            "params": {"mentions": ["play"]},
        },
    ),
    # "up to 1": the opponent may choose none (DBS 8-5-3-2)
    (
        "[Auto] When this card attacks, your opponent chooses up to 1 card in their hand and places it at the bottom "
        "of their deck.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["battle"],
            "effect": [
                {
                    "put": {
                        "zone": "hand",
                        "owner": "opponent",
                        "up_to": 1,
                        "chosen_by": "opponent",
                        "to": "deck",
                        "bottom": True,
                    }
                }
            ],
        },
    ),
    # a [Permanent] of the card in the hand: played with no energy paid (DBS 6-3-1-2-1-1)
    (
        "[Permanent] You can play this card from your hand without paying its energy cost.",
        {"kind": "cont", "zones": ["hand"], "effect": [{"free_play": True}], "params": {"mentions": ["play"]}},
    ),
    (
        "[Permanent] If your opponent has 3 or more Battle Cards in play in Rest Mode, you may play this card from "
        "your hand without paying its energy cost.",
        {
            "kind": "cont",
            "zones": ["hand"],
            "condition": [
                {
                    "count": {
                        "who": "opponent",
                        "zones": ["battle"],
                        "type": "battle",
                        "op": ">=",
                        "n": 3,
                        "rest_mode": 1,
                    }
                }
            ],
            "effect": [{"free_play": True}],
            "params": {"mentions": ["play"]},
        },
    ),
]


@pytest.mark.parametrize("case", CASES)
def test_line(case: tuple[Any, ...]) -> None:
    text, want, *ctype = case
    assert one(text, *ctype) == want


MANUAL = [
    # "Prof. X" / "Prof.X": card data spells such names both ways
    "[Auto] When you play this card, look at up to 5 cards from the top of your deck, add up to 1 <Prof.Nimbus> card "
    "among them to your hand, then shuffle your deck.",
    # an adjective before names of two kinds: it may be shared
    "[Auto] When you play this card, look at up to 5 cards from the top of your deck, add up to 1 red <Orin> or 《Moss "
    "Folk》 card among them to your hand, then shuffle your deck.",
    # "1 X or 2 Y": two counts
    "[Auto] When you play this card, look at up to 5 cards from the top of your deck, add up to 1 <Orin> card or 2 "
    "《Moss Folk》 cards among them to your hand, then shuffle your deck.",
    # "If you added 2 cards": a number the look does not count
    "[Auto] When you play this card, look at up to 7 cards from the top of your deck, add up to 2 <Orin> cards among "
    "them to your hand, then shuffle your deck. If you added 2 cards to your hand, choose 1 card in your hand and "
    "discard it.",
    # your opponent's deck, then "your deck": another deck
    "[Auto] When this card attacks, look at up to 3 cards from the top of your opponent's deck and place them on the "
    "top or bottom of your deck in any order.",
    # a sentence after the look that is not about the cards taken
    "[Auto] When you play this card, look at up to 5 cards from the top of your deck, add up to 1 <Orin> card among "
    "them to your hand, then shuffle your deck, then your opponent looks at the top card of their deck.",
    # the life searched with no shuffle said
    "[Activate Main] Choose up to 1 《Moss Folk》 card from your deck or life and add it to your hand, then shuffle your "
    "deck.",
    # the Warp is not searched this way
    "[Auto] When you play this card, play up to 1 <Orin> card from your deck or Warp, then shuffle your deck if you "
    "looked through it.",
    # a card of a kind in the opponent's hand, not revealed: it cannot be told unseen
    "[Auto] When you play this card, choose up to 1 Battle Card in your opponent's hand and place it in their Drop "
    "Area.",
    # "it" after the revealed card: it may be that card
    "[Auto] When this card attacks, your opponent reveals the top card of their deck; if it's a Battle Card, it gets "
    "+5000 power for the turn.",
    # "each of <A> and <B> with ...": the words after <B> may be said of both
    "[Activate Main] Choose up to 1 each of <Orin> and <Vessa> with 15000 or less power from your deck and add them to "
    "your hand. Then, shuffle your deck.",
    # copies are cards of this card's number (DBS 5-1-3-1): no selector names them
    "[Auto] When you play this card, look at up to 5 cards from the top of your deck, play up to 1 <Orin> card among "
    "them other than copies of this card, then shuffle your deck.",
    # several cards of the opponent's hand on their deck: in an order
    "[Auto] When this card attacks, your opponent chooses 2 cards in their hand and places them at the bottom of their "
    "deck in any order.",
    # the opponent's "up to 1" card discarded: the discard takes a number of cards
    "[Auto] When this card attacks, your opponent chooses up to 1 card in their hand and discards it.",
    # played free by an [Auto] skill: not the [Permanent] of the card in the hand
    "[Auto] When this card attacks, you can play this card from your hand without paying its energy cost.",
    # several cards of the hand at the bottom: their order
    "[Auto] When this card attacks, choose 2 cards in your hand and place them at the bottom of your deck.",
]


@pytest.mark.parametrize("text", MANUAL)
def test_manual(text: str) -> None:
    assert one(text) is None


def _first(text: str) -> dict[str, Any] | None:
    """The first ability of an Extra Card's text (None: not compiled)."""
    r = compile_card(GAME, {"type": "extra", "text": text}).results[0]
    if not r.compiled or r.ability is None:
        return None
    parse_ability(r.ability, GAME)
    return {k: v for k, v in r.ability.items() if k != "text"}


def test_an_extra_card_activated_without_paying_its_energy_cost() -> None:
    """DBS 8-1-3-1-2: the energy cost an Extra Card's [Activate] skill pays; the
    [Permanent] names the skill ("battle") or the whole card ("any")."""
    named = (
        "[Permanent] You can activate this card's [Activate Battle] from your hand without paying its energy cost.\n"
        "[Activate Battle] Draw 1 card."
    )
    assert _first(named) == {"kind": "cont", "effect": [{"free_activate": "battle"}]}
    whole = (
        "[Permanent] If you have 3 or more cards in your hand, you can activate this card from your hand without "
        "paying its energy cost.\n[Activate Main] Draw 1 card."
    )
    assert _first(whole) == {"kind": "cont", "condition": [{"min_hand": 3}], "effect": [{"free_activate": "any"}]}
    # a skill of another timing ([Activate: Main/Battle]), or a card with a [Counter]: not read
    assert _first(named.replace("[Activate Battle] Draw", "[Activate: Main/Battle] Draw")) is None
    assert _first(whole.replace("[Activate Main] Draw 1 card.", "[Counter: Attack] Negate the attack.")) is None
