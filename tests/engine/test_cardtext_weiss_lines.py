"""Weiss Schwarz ability lines in the shapes of translated card text (the
wording here is original): conditions on your characters and your stock,
a color in a noun phrase, a character's bonuses counted or given by trait,
"cannot side attack", Encore and other costs into the clock or of cards
of a kind from the hand, Assist by level, level or trait, the character
facing this card, "when your other character attacks", and the lines that
stay manual next to them."""

from __future__ import annotations

from typing import Any

import pytest

from engine import registry
from engine.abilities import parse_ability
from engine.cardtext import compile_card

GAME = registry.get("weiss").game
CHARACTER = {"type": "character", "traits": ["Harbor 《港》", "Lantern 《灯》"]}


def one(text: str, **card: Any) -> dict[str, Any] | None:
    """The one ability a one-line text compiles to exactly (None: the line is not compiled)."""
    compiled = compile_card(GAME, {"text": text, **(card or CHARACTER)})
    assert len(compiled.results) == 1, compiled.results
    r = compiled.results[0]
    if not r.compiled or r.ability is None:
        return None
    parse_ability(r.ability, GAME)
    return {k: v for k, v in r.ability.items() if k != "text"}


def chars(n: int, **spec: Any) -> list[dict[str, Any]]:
    return [{"characters_at_least": {"count": n, **spec}}]


CASES = [
    (
        "【C】If you have 3 or more other 《港》 Characters, this card gets +1500 Power.",
        {
            "kind": "cont",
            "zones": ["stage"],
            "condition": chars(3, traits=["港"], other=True),
            "effect": [{"power": 1500}],
        },
    ),
    (
        "【C】 If you have 2 or more other 《港》 or 《灯》 Character, this card gets +1000 Power.",
        {
            "kind": "cont",
            "zones": ["stage"],
            "condition": chars(2, traits=["港", "灯"], other=True),
            "effect": [{"power": 1000}],
        },
    ),
    (
        "【C】During your turn, if you have other 《灯》 Character, this card gets +2500 Power.",
        {
            "kind": "cont",
            "zones": ["stage"],
            "condition": [{"my_turn": True}, *chars(1, traits=["灯"], other=True)],
            "effect": [{"power": 2500}],
        },
    ),
    (
        '【C】If you have another Character with "ミナト" in its name, this card gets +500 Power.',
        {
            "kind": "cont",
            "zones": ["stage"],
            "condition": chars(1, name_has="ミナト", other=True),
            "effect": [{"power": 500}],
        },
    ),
    (
        "【A】When this card attacks, if you have 2 or more other 《港》 Characters, during this turn, this card gets +3000 Power.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "condition": chars(2, traits=["港"], other=True),
            "effect": [{"power": 3000}],
        },
    ),
    (
        "【A】 When this card is placed on Stage from Hand, if you have 3 or more other 《灯》 Characters, you may place the top card of your Deck into Stock.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["stage"],
            "condition": chars(3, traits=["灯"], other=True),
            "effect": [{"put": {"zone": "deck", "top": 1, "to": "stock"}}],
            "optional": True,
        },
    ),
    (
        "【C】If your Stock has 1 or less cards, this card gets +2000 Power.",
        {"kind": "cont", "zones": ["stage"], "condition": [{"stock_at_most": 1}], "effect": [{"power": 2000}]},
    ),
    (
        "【C】 If you have 3 or less cards in Stock, this card gets +500 Power.",
        {"kind": "cont", "zones": ["stage"], "condition": [{"stock_at_most": 3}], "effect": [{"power": 500}]},
    ),
    (
        "【C】If your Stock is 6 or more, this card gets +1000 Power.",
        {"kind": "cont", "zones": ["stage"], "condition": [{"stock_at_least": 6}], "effect": [{"power": 1000}]},
    ),
    (
        "【S】[REST this card] Choose 1 of your Blue Character, during this turn, it gets +1500 Power.",
        {
            "kind": "act",
            "zones": ["stage"],
            "cost": [{"rest_self": True}],
            "effect": [{"gets": {"power": 1500, "target": {"count": 1, "color": "blue", "zone": "stage"}}}],
        },
    ),
    # a character's continuous bonuses counted or given by trait, part of a name or name (WS 8.9.1)
    (
        "【C】For each of your other 《港》 Character, this card gets +500 Power.",
        {
            "kind": "cont",
            "zones": ["stage"],
            "effect": [{"power_per_character": {"power": 500, "traits": ["港"], "other": True}}],
        },
    ),
    (
        "【C】During your turn, for each of your other 《港》 or 《灯》 Characters, this card gets +1000 Power.",
        {
            "kind": "cont",
            "zones": ["stage"],
            "condition": [{"my_turn": True}],
            "effect": [{"power_per_character": {"power": 1000, "traits": ["港", "灯"], "other": True}}],
        },
    ),
    (
        "【C】All your other 《灯》 Character gets +500 Power.",
        {"kind": "cont", "zones": ["stage"], "effect": [{"others_get": {"power": 500, "traits": ["灯"]}}]},
    ),
    (
        "【C】All your other 《港》 or 《灯》 Characters get +1000 Power.",
        {"kind": "cont", "zones": ["stage"], "effect": [{"others_get": {"power": 1000, "traits": ["港", "灯"]}}]},
    ),
    (
        '【C】All your other "Harbor Keeper Mio" gets +1500 Power.',
        {"kind": "cont", "zones": ["stage"], "effect": [{"others_get": {"power": 1500, "name": "Harbor Keeper Mio"}}]},
    ),
    # WS 7.2.1.4.2: a battle restriction
    ("【C】This card cannot Side Attack.", {"kind": "cont", "zones": ["stage"], "effect": [{"no_side_attack": True}]}),
    # WS 10.2.2: Encore costs; the top card of the deck into the clock is not Accelerate's cost here
    (
        "【A】ENCORE [Place the top card of your Deck into Clock]",
        {
            "kind": "auto",
            "when": "encore",
            "zones": ["stage"],
            "cost": [{"deck_to_clock": 1}],
            "effect": [{"encore": True}],
        },
    ),
    (
        "【A】ENCORE [Place 1 《灯》 Character from Hand into Waiting Room]",
        {
            "kind": "auto",
            "when": "encore",
            "zones": ["stage"],
            "cost": [{"discard_cards": {"count": 1, "type": "character", "traits": ["灯"]}}],
            "effect": [{"encore": True}],
        },
    ),
    (
        "【A】[(1) Place 1 Climax from Hand into Waiting Room] When this card is placed on Stage from Hand, you may pay the cost. If you did, draw 2 cards.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["stage"],
            "cost": [{"stock": 1}, {"discard_cards": {"count": 1, "type": "climax"}}],
            "effect": [{"draw": 2}],
            "optional": True,
        },
    ),
    # WS 7.2.1.5.1: the battle opponent of a character reversed in battle
    (
        "【A】When this card becomes REVERSE, if this card's battle opponent is Level 1 or lower, you may REVERSE that Character.",
        {
            "kind": "auto",
            "when": "reversed",
            "zones": ["stage"],
            "effect": [{"reverse_battle_opponent": {"level_at_most": 1, "optional": True}}],
        },
    ),
    (
        "【A】When this card becomes REVERSE, if this card's battle opponent's Level is 0 or lower, REVERSE that Character.",
        {
            "kind": "auto",
            "when": "reversed",
            "zones": ["stage"],
            "effect": [{"reverse_battle_opponent": {"level_at_most": 0}}],
        },
    ),
    # WS 10.3: Assist by the level of the character in front, of a level, of a trait, during a turn
    (
        "【C】SUPPORT All your Characters in front of this card get +X Power. X is equals to that Character's Level x500.",
        {"kind": "cont", "zones": ["back_stage"], "effect": [{"assist_power": 500}], "params": {"per_level": True}},
    ),
    (
        "【C】SUPPORT All your 《港》 or 《灯》 Character in front of this card gets +X Power. X is equal to that Character's Level x500.",
        {
            "kind": "cont",
            "zones": ["back_stage"],
            "effect": [{"assist_power": 500}],
            "params": {"traits": ["港", "灯"], "per_level": True},
        },
    ),
    (
        "【C】SUPPORT All your Character with Level 2 or higher in front of this card gets +1500 Power.",
        {"kind": "cont", "zones": ["back_stage"], "effect": [{"assist_power": 1500}], "params": {"min_level": 2}},
    ),
    (
        "【C】SUPPORT All your Characters in front of this card with Level 1 or lower gets +1000 Power.",
        {"kind": "cont", "zones": ["back_stage"], "effect": [{"assist_power": 1000}], "params": {"max_level": 1}},
    ),
    (
        "【C】SUPPORT During your opponent's turn, all your Characters in front of this card get +1000 Power.",
        {
            "kind": "cont",
            "zones": ["back_stage"],
            "condition": [{"opponent_turn": True}],
            "effect": [{"assist_power": 1000}],
        },
    ),
    # WS 3.6.5: the character facing this card, read as the ability resolves
    (
        "【A】When this card attacks, if the Character facing this card is Level 2 or higher, during this turn, this card gets +1500 Power.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "condition": [{"facing_level_at_least": 2}],
            "effect": [{"power": 1500}],
        },
    ),
    (
        "【A】When this card attacks, if the Level of the Character facing this card is 1 or higher, during this turn, this card gets +1000 Power and +1 Soul.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "condition": [{"facing_level_at_least": 1}],
            "effect": [{"gets": {"power": 1000, "soul": 1}}],
        },
    ),
    # WS 7.2.1.6: another character of yours attacks
    (
        "【A】When your other 《港》 Character attacks, during this turn, this card gets +500 Power.",
        {
            "kind": "auto",
            "when": "other_attacks",
            "zones": ["stage"],
            "effect": [{"power": 500}],
            "params": {"traits": ["港"]},
        },
    ),
    (
        "【A】When another of your 《港》 or 《灯》 Character attacks, during that turn, this card gets +1000 Power.",
        {
            "kind": "auto",
            "when": "other_attacks",
            "zones": ["stage"],
            "effect": [{"power": 1000}],
            "params": {"traits": ["港", "灯"]},
        },
    ),
    (
        '【A】When your other Character with "Mio" in its name attacks, during this turn, this card gets +500 Power.',
        {
            "kind": "auto",
            "when": "other_attacks",
            "zones": ["stage"],
            "effect": [{"power": 500}],
            "params": {"name_has": "Mio"},
        },
    ),
    # WS 4.8.1: the card looked at stays on top unless its master puts it into the waiting room
    (
        "【A】When this card is placed on Stage from Hand, look at the top card of your Deck, place it on top Deck or Waiting Room.",
        {"kind": "auto", "when": "placed", "zones": ["stage"], "effect": [{"look_top": 1}, {"may": [{"mill": 1}]}]},
    ),
    (
        "【A】 When this card attacks, look at the top card of your Deck, put it at the top of the Deck or into the Waiting Room, "
        "during this turn, this card gets +500 Power.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "effect": [{"look_top": 1}, {"may": [{"mill": 1}]}, {"power": 500}],
        },
    ),
    # the card looked at stays on top, or goes to the bottom of the deck
    (
        "【A】When this card is placed on Stage from Hand, look at the top card of your Deck, place it on top or at the bottom of the Deck.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["stage"],
            "effect": [{"look_top": 1}, {"may": [{"put": {"zone": "deck", "top": 1, "to": "deck", "bottom": True}}]}],
        },
    ),
    # WS 8.6.2.4.3: a climax placed on your (your opponent's) climax area
    (
        "【A】When a Climax is placed into your Climax Slot, choose 1 of your 《港》 Character, during this turn, it gets +1000 Power.",
        {
            "kind": "auto",
            "when": "climax_placed",
            "zones": ["stage"],
            "effect": [{"gets": {"power": 1000, "target": {"count": 1, "zone": "stage", "trait": "港"}}}],
        },
    ),
    (
        "【A】 When your Climax is placed into the Climax slot, during this turn, this card gets +1500 Power.",
        {"kind": "auto", "when": "climax_placed", "zones": ["stage"], "effect": [{"power": 1500}]},
    ),
    (
        "【A】When a Climax is placed into your opponent's Climax Slot, you may place this card into Stock.",
        {
            "kind": "auto",
            "when": "climax_placed",
            "zones": ["stage"],
            "effect": [{"put": {"self": True, "to": "stock"}}],
            "optional": True,
            "params": {"whose": "opponent"},
        },
    ),
    # X counted as the effect resolves
    (
        "【A】When this card attacks, during this turn, this card gets +X Power. X is equal to the number of your other 《港》 Character x500.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "effect": [{"power_for_each": {"power": 500, "traits": ["港"], "other": True}}],
        },
    ),
    (
        "【A】 When this card is placed on Stage from Hand, during that turn, this card gets +Ｘ Power. Ｘ is equals to the number of your 《港》 or 《灯》 Characters ×1000.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["stage"],
            "effect": [{"power_for_each": {"power": 1000, "traits": ["港", "灯"]}}],
        },
    ),
    (
        "【A】 When this card attacks, choose 1 of your other 《灯》 Characters, during that turn, it gets +X Power. "
        "X is equals to the number of your other 《港》 Characters x500.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "effect": [
                {
                    "power_for_each": {
                        "power": 500,
                        "traits": ["港"],
                        "other": True,
                        "target": {"count": 1, "other": True, "trait": "灯", "zone": "stage"},
                    }
                }
            ],
        },
    ),
    # WS 8.9.1: every other character of yours
    (
        "【C】 During opponent's turn, all your other Characters get +500 Power.",
        {
            "kind": "cont",
            "zones": ["stage"],
            "condition": [{"opponent_turn": True}],
            "effect": [{"others_get": {"power": 500}}],
        },
    ),
    (
        "【C】All your other Character gets +1000 Power.",
        {"kind": "cont", "zones": ["stage"], "effect": [{"others_get": {"power": 1000}}]},
    ),
    # the center slot of the front row: the middle position of the center stage
    (
        "【C】 During your turn, your other 《港》 Character in the Center slot of the Front Row gets +1000 Power.",
        {
            "kind": "cont",
            "zones": ["stage"],
            "condition": [{"my_turn": True}],
            "effect": [{"others_get": {"power": 1000, "middle": True, "traits": ["港"]}}],
        },
    ),
    # N or fewer characters on your stage
    (
        "【C】 If you have 1 or less other Characters, this card gets +1500 Power.",
        {
            "kind": "cont",
            "zones": ["stage"],
            "condition": [{"characters_at_most": {"count": 1, "other": True}}],
            "effect": [{"power": 1500}],
        },
    ),
    (
        "【A】 When this card becomes REVERSE, if you have 2 or less 《港》 Character, place this card into Clock.",
        {
            "kind": "auto",
            "when": "reversed",
            "zones": ["stage"],
            "condition": [{"characters_at_most": {"count": 2, "traits": ["港"]}}],
            "effect": [{"put": {"self": True, "to": "clock"}}],
        },
    ),
    # a character's level on the stage (read after its continuous abilities, WS 8.9.1)
    (
        "【C】 During your turn, this card gets -2 Level on Stage.",
        {"kind": "cont", "zones": ["stage"], "condition": [{"my_turn": True}], "effect": [{"gets": {"level": -2}}]},
    ),
    # a level in the hand, read by the level and color requirements (WS 8.6.2.1, WS 8.9.1)
    (
        "【C】If your Waiting Room has 2 or less Climax, this card gets -1 Level in your Hand.",
        {
            "kind": "cont",
            "zones": ["hand"],
            "condition": [{"zone_count_at_most": {"zone": "waiting_room", "count": 2, "type": "climax"}}],
            "effect": [{"gets": {"level": -1}}],
        },
    ),
    (
        "【C】 If you have 3 or more 《港》 Characters, this card gets -1 Level in your Hand.",
        {"kind": "cont", "zones": ["hand"], "condition": chars(3, traits=["港"]), "effect": [{"gets": {"level": -1}}]},
    ),
    (
        "【C】If your Deck has 8 or less cards, this card gets -2 Level in your Hand.",
        {
            "kind": "cont",
            "zones": ["hand"],
            "condition": [{"zone_count_at_most": {"zone": "deck", "count": 8}}],
            "effect": [{"gets": {"level": -2}}],
        },
    ),
    # WS 7.7.1.1 / WS 3.6.3: at the beginning of the encore step, the other rested characters of the front row
    (
        "【A】[(1)] At the beginning of Encore Step, if you have no other REST Character in the Front Row, you may "
        "pay the cost. If you did, REST this card.",
        {
            "kind": "auto",
            "when": "encore_start",
            "zones": ["stage"],
            "condition": [{"characters_at_most": {"count": 0, "other": True, "rested": True, "front_row": True}}],
            "cost": [{"stock": 1}],
            "effect": [{"rest": "self"}],
            "optional": True,
            "params": {"whose": "any"},
        },
    ),
    # a cost of resting N of your (other) (《T》) characters
    (
        "【S】[(1) REST 2 of your 《港》 Characters] During this turn, this card gets +1500 Power.",
        {
            "kind": "act",
            "zones": ["stage"],
            "cost": [{"stock": 1}, {"rest_characters": {"count": 2, "traits": ["港"]}}],
            "effect": [{"power": 1500}],
        },
    ),
    (
        "【S】[Put 1 of your other STAND Character to REST] Choose 1 of your Character, during this turn, it gets +1 Soul.",
        {
            "kind": "act",
            "zones": ["stage"],
            "cost": [{"rest_characters": {"count": 1, "other": True}}],
            "effect": [{"gets": {"soul": 1, "target": {"count": 1, "zone": "stage"}}}],
        },
    ),
    # WS 4.9.1: the top card of the deck revealed, and what happens if it fits (the whole sentence after "if")
    (
        "【A】When this card is placed on Stage from Hand, reveal the top card of your Deck. If that card is a 《港》 "
        "Character, add it to Hand, choose 1 card from your Hand, place it into Waiting Room.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["stage"],
            "effect": [
                {"reveal": {"zone": "deck", "top": 1}},
                {
                    "if": {
                        "condition": [{"deck_top_is": {"type": "character", "traits": ["港"]}}],
                        "then": [{"put": {"zone": "deck", "top": 1, "to": "hand"}}, {"discard": 1}],
                    }
                },
            ],
        },
    ),
    (
        "【A】 At the beginning of opponent's Draw Phase, reveal the top card of your Deck. If that card is Level 2 or "
        "higher, you may return this card to Hand.",
        {
            "kind": "auto",
            "when": "draw_start",
            "zones": ["stage"],
            "params": {"whose": "opponent"},
            "effect": [
                {"reveal": {"zone": "deck", "top": 1}},
                {
                    "if": {
                        "condition": [{"deck_top_is": {"level_at_least": 2}}],
                        "then": [{"may": [{"put": {"self": True, "to": "hand"}}]}],
                    }
                },
            ],
        },
    ),
    (
        "【A】When this card attacks, reveal the top card of your Deck. If that card is not a 《灯》 Character, place it "
        "into Clock.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "effect": [
                {"reveal": {"zone": "deck", "top": 1}},
                {
                    "if": {
                        "condition": [{"deck_top_is": {"type": "character", "traits": ["灯"], "not": True}}],
                        "then": [{"put": {"zone": "deck", "top": 1, "to": "clock"}}],
                    }
                },
            ],
        },
    ),
    (
        "【A】When this card attacks, reveal the top card of your Deck. If that card is a 《港》 Character, you may place "
        "it under this card face-down as Marker.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "effect": [
                {"reveal": {"zone": "deck", "top": 1}},
                {
                    "if": {
                        "condition": [{"deck_top_is": {"type": "character", "traits": ["港"]}}],
                        "then": [{"may": [{"put": {"zone": "deck", "top": 1, "to": "under", "face_down": True}}]}],
                    }
                },
            ],
        },
    ),
    (
        "【A】When this card attacks, reveal the top card of your Deck. If that card is Level 1 or higher, you may "
        "place it under this card as Marker.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "effect": [
                {"reveal": {"zone": "deck", "top": 1}},
                {
                    "if": {
                        "condition": [{"deck_top_is": {"level_at_least": 1}}],
                        "then": [{"may": [{"put": {"zone": "deck", "top": 1, "to": "under", "face_down": True}}]}],
                    }
                },
            ],
        },
    ),
    # WS 7.2.1.5.1: this card's battle opponent, as this card is reversed
    (
        "【A】When this card becomes REVERSE, if this card's battle opponent's Level is higher than opponent's Level, "
        "you may place that Character to bottom Deck.",
        {
            "kind": "auto",
            "when": "reversed",
            "zones": ["stage"],
            "effect": [{"battle_opponent_to": {"to": "deck", "above_level": True, "optional": True}}],
        },
    ),
    (
        "【A】When this card becomes REVERSE, if this card's battle opponent is Cost 0 or lower, you may place the top "
        "card of opponent's Clock into Waiting Room. If you did, place that Character into Clock.",
        {
            "kind": "auto",
            "when": "reversed",
            "zones": ["stage"],
            "effect": [{"battle_opponent_to": {"to": "clock", "clock_top": True, "cost_at_most": 0, "optional": True}}],
        },
    ),
    (
        "【A】When this card becomes REVERSE, if this card's battle opponent's Level is 1 or lower, you may place that "
        "Character into Stock. If you did, place the bottom card of opponent's Stock into Waiting Room.",
        {
            "kind": "auto",
            "when": "reversed",
            "zones": ["stage"],
            "effect": [
                {"battle_opponent_to": {"to": "stock", "stock_bottom": True, "level_at_most": 1, "optional": True}}
            ],
        },
    ),
    (
        "【A】When this card becomes REVERSE, if this card's battle opponent's Level is higher than your opponent's "
        "Level, you may REVERSE that Character.",
        {
            "kind": "auto",
            "when": "reversed",
            "zones": ["stage"],
            "effect": [{"reverse_battle_opponent": {"above_level": True, "optional": True}}],
        },
    ),
    # WS 4.8.1: up to N cards looked at from the top of the deck, some taken
    (
        "【A】When this card is placed on Stage from Hand, look at up to 4 cards from your top Deck, choose up to 1 "
        "《港》 Character and show it to opponent, add it to Hand, place the remaining cards into Waiting Room.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["stage"],
            "effect": [
                {
                    "look_choose": {
                        "up_to": 4,
                        "take": 1,
                        "take_up_to": True,
                        "type": "character",
                        "traits": ["港"],
                        "show": True,
                        "to": "hand",
                        "rest": "waiting_room",
                    }
                }
            ],
        },
    ),
    (
        "【A】When this card attacks, look at up to 3 cards from your top Deck, choose 1 card, place it on top Deck, "
        "place the remaining cards into Waiting Room.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "effect": [{"look_choose": {"up_to": 3, "take": 1, "to": "deck_top", "rest": "waiting_room"}}],
        },
    ),
    (
        "【A】When this card is placed on Stage from Hand, look at up to 2 cards from your top Deck, place them on top "
        "Deck in any order.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["stage"],
            "effect": [{"look_choose": {"up_to": 2, "rest": "deck_top"}}],
        },
    ),
    # WS 10.5.2: "when you use this card's Backup" (ASSIST in translations): the card is in the waiting room then
    (
        "【A】When you use this card's 『ASSIST』, if you have 《港》 Character, choose 1 of your Character in battle, "
        "during this turn, it gets +1500 Power.",
        {
            "kind": "auto",
            "when": "use_backup",
            "zones": ["waiting_room"],
            "condition": chars(1, traits=["港"]),
            "effect": [{"gets": {"power": 1500, "target": {"zone": "stage", "defending": True, "count": 1}}}],
        },
    ),
    (
        "【A】 When you use this card's 『ASSIST』, place 2 cards from your top Deck into Waiting Room.",
        {"kind": "auto", "when": "use_backup", "zones": ["waiting_room"], "effect": [{"mill": 2}]},
    ),
    # WS 2.5: every character on your stage of the traits
    (
        "【C】If all your Characters are 《港》 or 《灯》, this card gets +1500 Power.",
        {
            "kind": "cont",
            "zones": ["stage"],
            "condition": [{"all_characters_are": {"traits": ["港", "灯"]}}],
            "effect": [{"power": 1500}],
        },
    ),
    # WS 5.1.2.4: deck construction
    (
        "【C】You can have any number of cards with the same name as this card in your Deck.",
        {"kind": "cont", "zones": ["stage"], "effect": [{"deck_copies": "any"}]},
    ),
    (
        "【C】You can place up to 6 cards with this card's name into your Deck.",
        {"kind": "cont", "zones": ["stage"], "effect": [{"deck_copies": 6}]},
    ),
    # a card searched for by its name alone; damage "to opponent"
    (
        '【A】 When this card attacks, search your Deck for up to 1 "Blue Harbor" and show it to opponent, add it to '
        "Hand, shuffle your Deck afterwards.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "effect": [{"search": {"zone": "deck", "name": "Blue Harbor", "up_to": 1}}],
        },
    ),
    (
        "【A】 When this card attacks, deal 1 Damage to opponent.",
        {"kind": "auto", "when": "attacks", "zones": ["stage"], "effect": [{"damage": 1}]},
    ),
    # WS 2.5: a card with one of several traits
    (
        "【A】When this card attacks, choose 1 of your other 《港》 or 《灯》 Character, during this turn, it gets +1000 Power.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "effect": [
                {"gets": {"power": 1000, "target": {"count": 1, "other": True, "trait": ["港", "灯"], "zone": "stage"}}}
            ],
        },
    ),
    # WS 3.6.3: the front row is the center stage
    (
        "【S】[(1)] Choose 1 of your opponent's Character with Level 0 or lower in the Front Row, place it into Waiting Room.",
        {
            "kind": "act",
            "zones": ["stage"],
            "cost": [{"stock": 1}],
            "effect": [
                {
                    "put": {
                        "count": 1,
                        "level_at_most": 0,
                        "zone": "center_stage",
                        "owner": "opponent",
                        "to": "waiting_room",
                    }
                }
            ],
        },
    ),
    # the cards put from the top of the deck into the waiting room, read
    (
        "【A】When this card is placed on Stage from Hand, place 3 cards from your top Deck into Waiting Room. If there is "
        "a Climax among those cards, choose 1 of your Character, during this turn, it gets +1000 Power.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["stage"],
            "effect": [
                {
                    "mill_check": {
                        "cards": 3,
                        "among": {"type": "climax"},
                        "then": [{"gets": {"power": 1000, "target": {"count": 1, "zone": "stage"}}}],
                    }
                }
            ],
        },
    ),
    (
        "【A】When this card is placed on Stage from Hand, place 2 cards from your top Deck into Waiting Room, during this "
        "turn, this card gets +X Power. X is equal to the number of 《港》 Character among those cards x500.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["stage"],
            "effect": [{"mill_power": {"cards": 2, "power": 500, "among": {"type": "character", "traits": ["港"]}}}],
        },
    ),
    # a card from the waiting room under this card as a marker (face up as said, WS 3.7.2.1)
    (
        '【A】When this card is placed on Stage from Hand, you may choose 1 "Blue Harbor" from your Waiting Room, '
        "place it under this card face-up as Marker.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["stage"],
            "optional": True,
            "effect": [{"put": {"count": 1, "name": "Blue Harbor", "zone": "waiting_room", "to": "under"}}],
        },
    ),
    # until the end of your opponent's next turn (an ability resolved in its master's own turn)
    (
        "【A】When this card is placed on Stage from Hand, choose 1 of your Character, until end of opponent's next turn, "
        "it gets +1000 Power.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["stage"],
            "effect": [{"gets": {"power": 1000, "until": "opponent_turn", "target": {"count": 1, "zone": "stage"}}}],
        },
    ),
    # WS 3.6.3: characters counted on one row
    (
        "【C】For each of your other 《港》 Character at Back Row, this card gets +500 Power.",
        {
            "kind": "cont",
            "zones": ["stage"],
            "effect": [{"power_per_character": {"power": 500, "traits": ["港"], "other": True, "row": "back"}}],
        },
    ),
    # a character of a name (WS 2.1.1)
    (
        '【C】 If you have other "Blue Harbor", this card gets +2000 Power.',
        {
            "kind": "cont",
            "zones": ["stage"],
            "condition": [{"characters_at_least": {"count": 1, "name": "Blue Harbor", "other": True}}],
            "effect": [{"power": 2000}],
        },
    ),
    (
        '【C】 For each of your other "Blue Harbor" in the Front Row, this card gets +2000 Power.',
        {
            "kind": "cont",
            "zones": ["stage"],
            "effect": [{"power_per_character": {"power": 2000, "name": "Blue Harbor", "other": True, "row": "front"}}],
        },
    ),
    # the same shapes worded otherwise
    (
        "【C】If you have 2 or less Climaxes in Waiting Room, this card in your Hand gets -1 Level.",
        {
            "kind": "cont",
            "zones": ["hand"],
            "condition": [{"zone_count_at_most": {"zone": "waiting_room", "count": 2, "type": "climax"}}],
            "effect": [{"gets": {"level": -1}}],
        },
    ),
    (
        '【C】If "Blue Harbor" is in your Clock, this card gets -1 Level in your Hand.',
        {
            "kind": "cont",
            "zones": ["hand"],
            "condition": [{"zone_count_at_least": {"zone": "clock", "count": 1, "name": "Blue Harbor"}}],
            "effect": [{"gets": {"level": -1}}],
        },
    ),
    (
        "【C】If you have no other Character, this card gets +1500 Power.",
        {
            "kind": "cont",
            "zones": ["stage"],
            "condition": [{"characters_at_most": {"count": 0, "other": True}}],
            "effect": [{"power": 1500}],
        },
    ),
    (
        "【A】When this card attacks, all your other Characters, during this turn, get +500 Power.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "effect": [{"gets": {"power": 500, "target": {"count": "all", "other": True, "zone": "stage"}}}],
        },
    ),
    (
        "【A】When this card is placed on Stage from Hand, look up to 3 cards from the top of your Deck, choose up to 1 "
        "card, add it to Hand. Place the remaining cards into Waiting Room.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["stage"],
            "effect": [
                {"look_choose": {"up_to": 3, "take": 1, "take_up_to": True, "to": "hand", "rest": "waiting_room"}}
            ],
        },
    ),
    # WS 8.6.2.1.1: the card's own text lifts the color requirement
    (
        "【C】 You can play this card from Hand without following Colour rule.",
        {"kind": "cont", "zones": ["hand"], "effect": [{"no_color_rule": True}]},
    ),
    # the cards of a zone counted
    (
        "【C】If your Clock has 3 or more cards, this card gets +1500 Power.",
        {
            "kind": "cont",
            "zones": ["stage"],
            "condition": [{"zone_count_at_least": {"zone": "clock", "count": 3}}],
            "effect": [{"power": 1500}],
        },
    ),
    (
        "【C】If you have 5 or more Climaxes in your Waiting Room, this card gets +1 Soul.",
        {
            "kind": "cont",
            "zones": ["stage"],
            "condition": [{"zone_count_at_least": {"zone": "waiting_room", "count": 5, "type": "climax"}}],
            "effect": [{"gets": {"soul": 1}}],
        },
    ),
    # WS 3.6.5: the opponent's character facing this card
    (
        "【C】 The Character facing this card gets -1 Soul.",
        {"kind": "cont", "zones": ["stage"], "effect": [{"facing_gets": {"soul": -1}}]},
    ),
    # WS 3.7: a bonus for each marker under this card
    (
        "【C】For each Marker under this card, this card gets +1500 Power.",
        {"kind": "cont", "zones": ["stage"], "effect": [{"per_marker": {"power": 1500}}]},
    ),
    (
        "【C】 For each marker under this card, this card gets +500 Power and +1 Soul.",
        {"kind": "cont", "zones": ["stage"], "effect": [{"per_marker": {"power": 500, "soul": 1}}]},
    ),
    (
        "【C】For each marker under this card, this card gets +1 Level, +1000 Power.",
        {"kind": "cont", "zones": ["stage"], "effect": [{"per_marker": {"level": 1, "power": 1000}}]},
    ),
    (
        "【A】 When this card becomes REVERSE, put this card on the bottom of your Deck.",
        {
            "kind": "auto",
            "when": "reversed",
            "zones": ["stage"],
            "effect": [{"put": {"self": True, "to": "deck", "bottom": True}}],
        },
    ),
    # WS 8.6.2.4.3: a climax of that name placed on your climax area; WS 3.6.3: this card in the front row
    (
        '【A】【CXCOMBO】When "Lanterns Over the Bay" is placed into your Climax Slot, if this card is at Front Row, '
        "choose 1 of your other 《港》 Character, STAND it.",
        {
            "kind": "auto",
            "when": "climax_placed",
            "zones": ["stage"],
            "condition": [{"this_in_front_row": True}],
            "effect": [{"stand": {"count": 1, "other": True, "trait": "港", "zone": "stage"}}],
            "params": {"name": "Lanterns Over the Bay"},
        },
    ),
    (
        '【A】[(1)] When "Lanterns Over the Bay" is placed into your Climax slot, if this card is in the Front Row, '
        "you may pay the cost. If you did, place the top card of your Deck into Stock.",
        {
            "kind": "auto",
            "when": "climax_placed",
            "zones": ["stage"],
            "condition": [{"this_in_front_row": True}],
            "cost": [{"stock": 1}],
            "effect": [{"put": {"zone": "deck", "top": 1, "to": "stock"}}],
            "optional": True,
            "params": {"name": "Lanterns Over the Bay"},
        },
    ),
    # WS 8.6.2: you play an activated ability; an automatic ability once each turn
    (
        "【A】This Ability can be activated up to 1 time each turn. When you use 【S】, choose 1 of your 《港》 "
        "Character, during this turn, it gets +1000 Power.",
        {
            "kind": "auto",
            "when": "use_act",
            "zones": ["stage"],
            "effect": [{"gets": {"power": 1000, "target": {"count": 1, "trait": "港", "zone": "stage"}}}],
            "once_per_turn": True,
        },
    ),
    # a cost of cards from the hand, the waiting room named first
    (
        "【A】[(1) Place 1 card into Waiting Room from Hand] When this card is placed on Stage from Hand, you may pay "
        "the cost. If you did, draw 1 card.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["stage"],
            "cost": [{"stock": 1}, {"discard": 1}],
            "effect": [{"draw": 1}],
            "optional": True,
        },
    ),
    (
        "【A】[Place 1 Climax into Waiting Room from Hand] When this card attacks, you may pay the cost. If you did, "
        "draw 1 card.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "cost": [{"discard_cards": {"count": 1, "type": "climax"}}],
            "effect": [{"draw": 1}],
            "optional": True,
        },
    ),
    # WS 10.9.1: the Memory label (printed RECOLLECTION) has no meaning in terms of effects
    (
        '【C】RECOLLECTION If "Lanterns Over the Bay" is in your Memory, this card gets +1500 Power.',
        {
            "kind": "cont",
            "zones": ["stage"],
            "condition": [{"zone_count_at_least": {"zone": "memory", "count": 1, "name": "Lanterns Over the Bay"}}],
            "effect": [{"power": 1500}],
        },
    ),
    # reversed "in battle": by the battle only (WS 7.6.1.2)
    (
        "【A】When this card becomes REVERSE in battle, if this card's battle opponent's Level is 0 or lower, you may "
        "place that Character to the bottom of the Deck.",
        {
            "kind": "auto",
            "when": "reversed",
            "zones": ["stage"],
            "effect": [{"battle_opponent_to": {"to": "deck", "level_at_most": 0, "optional": True}}],
            "params": {"in_battle": True},
        },
    ),
    (
        "【A】When the Character battling this card becomes REVERSE, draw 1 card.",
        {"kind": "auto", "when": "opponent_reversed", "zones": ["stage"], "effect": [{"draw": 1}]},
    ),
    # WS 7.2.1.5.1: this card is front attacked; WS 7.2.1.4: an attack of one type
    (
        "【A】When this card is being Front Attacked, look at the top card of your Deck, place it on top or into "
        "Waiting Room.",
        {
            "kind": "auto",
            "when": "front_attacked",
            "zones": ["stage"],
            "effect": [{"look_top": 1}, {"may": [{"mill": 1}]}],
        },
    ),
    (
        "【A】When this card Direct Attacks, during this turn, this card gets +1 Soul.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "effect": [{"gets": {"soul": 1}}],
            "params": {"attack": "direct"},
        },
    ),
    # WS 7.3.1.2: a climax revealed by your trigger check; the trigger checks of this card's attack
    (
        "【A】When your Character Trigger Checks a Climax, choose 1 of your Character, during this turn, it gets +1000 "
        "Power.",
        {
            "kind": "auto",
            "when": "trigger_climax",
            "zones": ["stage"],
            "effect": [{"gets": {"power": 1000, "target": {"count": 1, "zone": "stage"}}}],
        },
    ),
    (
        "【A】[(1)] When this card attacks, you may pay the cost. If you did, during this attack, perform Trigger Check 2 "
        "times during Trigger Step.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "cost": [{"stock": 1}],
            "effect": [{"trigger_checks": 2}],
            "optional": True,
        },
    ),
    # you play an event, you level up; this card played from the hand this turn
    (
        "【A】When you play an Event, during this turn, this card gets +1000 Power.",
        {"kind": "auto", "when": "play_event", "zones": ["stage"], "effect": [{"power": 1000}]},
    ),
    (
        "【A】When you Level up, draw 1 card.",
        {"kind": "auto", "when": "level_up", "zones": ["stage"], "effect": [{"draw": 1}]},
    ),
    (
        "【A】During the turn when this card is placed on Stage from Hand, when this card's battle opponent becomes "
        "REVERSE, draw 1 card.",
        {
            "kind": "auto",
            "when": "opponent_reversed",
            "zones": ["stage"],
            "condition": [{"played_this_turn": True}],
            "effect": [{"draw": 1}],
        },
    ),
    # costs: this card into the hand / memory / clock, your characters from the stage, a card of a name, the
    # climax of the climax area, hand cards into the clock
    (
        "【A】[Return this card to Hand] When a Climax is placed into your Climax Slot, you may pay the cost. If you "
        "did, draw 1 card.",
        {
            "kind": "auto",
            "when": "climax_placed",
            "zones": ["stage"],
            "cost": [{"self_to": "hand"}],
            "effect": [{"draw": 1}],
            "optional": True,
        },
    ),
    (
        "【S】[(1) Send this card to Memory] Draw 1 card.",
        {"kind": "act", "zones": ["stage"], "cost": [{"stock": 1}, {"self_to": "memory"}], "effect": [{"draw": 1}]},
    ),
    (
        "【S】[Put this card to REST] Draw 1 card.",
        {"kind": "act", "zones": ["stage"], "cost": [{"rest_self": True}], "effect": [{"draw": 1}]},
    ),
    (
        "【S】[(1) Place 1 of your other 《港》 Character from Stage into Waiting Room] Draw 1 card.",
        {
            "kind": "act",
            "zones": ["stage"],
            "cost": [{"stock": 1}, {"characters_to_waiting_room": {"count": 1, "traits": ["港"], "other": True}}],
            "effect": [{"draw": 1}],
        },
    ),
    (
        '【S】[Place 1 "Lanterns Over the Bay" from Hand into Waiting Room, place 1 card from Hand into Clock] Draw 1 '
        "card.",
        {
            "kind": "act",
            "zones": ["stage"],
            "cost": [{"discard_cards": {"count": 1, "name": "Lanterns Over the Bay"}}, {"hand_to_clock": 1}],
            "effect": [{"draw": 1}],
        },
    ),
    (
        '【S】[Place 1 "Lanterns Over the Bay" from your Climax Slot into Waiting Room] Draw 1 card.',
        {
            "kind": "act",
            "zones": ["stage"],
            "cost": [{"climax_to_waiting_room": "Lanterns Over the Bay"}],
            "effect": [{"draw": 1}],
        },
    ),
    (
        "【A】 ENCORE [Place 1 Red card from Hand into Waiting Room]",
        {
            "kind": "auto",
            "when": "encore",
            "zones": ["stage"],
            "cost": [{"discard_cards": {"count": 1, "color": "red"}}],
            "effect": [{"encore": True}],
        },
    ),
    # a character of yours put on a stage position you choose
    (
        "【A】When this card attacks, choose up to 1 《港》 Character with Level 0 or lower from your Waiting Room, place "
        "it into any slot on Stage in REST.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "effect": [
                {
                    "to_stage": {
                        "what": {
                            "up_to": 1,
                            "trait": "港",
                            "level_at_most": 0,
                            "zone": "waiting_room",
                            "type": "character",
                        },
                        "rest": True,
                    }
                }
            ],
        },
    ),
    # WS 3.6.3, WS 3.7.4: this card's position and markers in its own continuous bonus
    (
        "【C】If this card is in the Front Row, this card gets +1000 Power.",
        {"kind": "cont", "zones": ["stage"], "condition": [{"this_in_front_row": True}], "effect": [{"power": 1000}]},
    ),
    (
        "【C】If this card is at the Center Slot of Front Row, this card gets +1 Soul.",
        {
            "kind": "cont",
            "zones": ["stage"],
            "condition": [{"this_in_middle": True}],
            "effect": [{"gets": {"soul": 1}}],
        },
    ),
    (
        "【C】If this card has Marker, this card gets +1500 Power and +1 Soul.",
        {
            "kind": "cont",
            "zones": ["stage"],
            "condition": [{"markers_at_least": 1}],
            "effect": [{"gets": {"power": 1500, "soul": 1}}],
        },
    ),
    # WS 3.6.5: the character facing this card in this card's own bonus and restrictions
    (
        "【C】If the Level of the Character facing this card is 2 or higher, this card gets +1000 Power.",
        {"kind": "cont", "zones": ["stage"], "condition": [{"facing_level_at_least": 2}], "effect": [{"power": 1000}]},
    ),
    (
        "【C】If the Level of the Character facing this card is higher than this card's Level, this card cannot Front "
        "Attack.",
        {
            "kind": "cont",
            "zones": ["stage"],
            "condition": [{"facing_level_above_this": True}],
            "effect": [{"no_front_attack": True}],
        },
    ),
    (
        "【C】If the Character facing this card is Cost 0 or lower, this card cannot become REVERSE.",
        {
            "kind": "cont",
            "zones": ["stage"],
            "condition": [{"facing_cost_at_most": 0}],
            "effect": [{"no_reverse": True}],
        },
    ),
    ("【C】This card cannot attack.", {"kind": "cont", "zones": ["stage"], "effect": [{"no_attack": True}]}),
    (
        "【C】If you have no other 《港》 Character, this card cannot STAND during your Stand Phase.",
        {
            "kind": "cont",
            "zones": ["stage"],
            "condition": [{"characters_at_most": {"count": 0, "traits": ["港"], "other": True}}],
            "effect": [{"no_stand_phase": True}],
        },
    ),
    # WS 3.6.3: moved to an empty position of a row
    (
        "【A】At the beginning of opponent's Attack Phase, you may move this card to an empty slot at Front Row.",
        {
            "kind": "auto",
            "when": "attack_start",
            "zones": ["stage"],
            "effect": [{"move_to_row": {"row": "front"}}],
            "optional": True,
            "params": {"whose": "opponent"},
        },
    ),
    (
        "【A】When this card's battle opponent becomes REVERSE, choose 1 of your other 《港》 Character, REST it, move it "
        "to an empty slot at Back Row.",
        {
            "kind": "auto",
            "when": "opponent_reversed",
            "zones": ["stage"],
            "effect": [
                {
                    "move_to_row": {
                        "row": "back",
                        "target": {"count": 1, "other": True, "trait": "港", "zone": "stage"},
                        "rest": True,
                    }
                }
            ],
        },
    ),
    # WS 10.8.4: placed from the hand or by Change; events and Backup barred from the hand
    (
        "【A】When this card is placed on Stage from Hand or through 『CHANGE』, you may place the top card of your "
        "Clock into Waiting Room.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["stage"],
            "effect": [{"put": {"zone": "clock", "top": 1, "to": "waiting_room"}}],
            "optional": True,
            "params": {"or_change": True},
        },
    ),
    (
        "【C】You cannot play Events and 『ASSIST』 from Hand.",
        {"kind": "cont", "zones": ["stage"], "effect": [{"no_event_backup": True}]},
    ),
    # another of your characters, or its battle opponent, reversed
    (
        "【A】When another of your 《港》 Characters becomes REVERSE in battle, draw 1 card.",
        {
            "kind": "auto",
            "when": "other_reversed",
            "zones": ["stage"],
            "effect": [{"draw": 1}],
            "params": {"traits": ["港"], "in_battle": True},
        },
    ),
    (
        "【A】When your other Character's battle opponent becomes REVERSE, during this turn, this card gets +1000 "
        "Power.",
        {"kind": "auto", "when": "other_opponent_reversed", "zones": ["stage"], "effect": [{"power": 1000}]},
    ),
    (
        "【A】When your other 《港》 Character is placed on Stage from Hand, draw 1 card.",
        {
            "kind": "auto",
            "when": "other_placed",
            "zones": ["stage"],
            "effect": [{"draw": 1}],
            "params": {"traits": ["港"]},
        },
    ),
    # the character battling this card is its battle opponent (WS 7.2.1.5.1)
    (
        "【A】When this card becomes REVERSE, if the Character battling this card is Level 0 or below, you may place "
        "that Character into Stock. If you did, place 1 card from the bottom of your opponent's Stock into Waiting "
        "Room.",
        {
            "kind": "auto",
            "when": "reversed",
            "zones": ["stage"],
            "effect": [
                {"battle_opponent_to": {"to": "stock", "stock_bottom": True, "level_at_most": 0, "optional": True}}
            ],
        },
    ),
    (
        "【A】When this card becomes REVERSE, if this card battling opponent's Level higher than your opponent's Level, "
        "you may choose the top card of your opponent's Clock, place it into Waiting Room. If you did, place that "
        "Character into Clock.",
        {
            "kind": "auto",
            "when": "reversed",
            "zones": ["stage"],
            "effect": [
                {"battle_opponent_to": {"to": "clock", "clock_top": True, "above_level": True, "optional": True}}
            ],
        },
    ),
    # WS 5.1.2.4: any number of copies
    (
        "【C】You may put any amount of this card in your Deck.",
        {"kind": "cont", "zones": ["stage"], "effect": [{"deck_copies": "any"}]},
    ),
    (
        '【C】EXPERIENCE If "Lanterns Over the Bay" is in your Level Slot, this card gets +1500 Power.',
        {
            "kind": "cont",
            "zones": ["stage"],
            "condition": [{"zone_count_at_least": {"zone": "level", "count": 1, "name": "Lanterns Over the Bay"}}],
            "effect": [{"power": 1500}],
        },
    ),
    (
        "【C】If you have 5 or more stock, this card gets +1000 Power.",
        {"kind": "cont", "zones": ["stage"], "condition": [{"stock_at_least": 5}], "effect": [{"power": 1000}]},
    ),
    (
        "【C】If your Hand is 4 or less, this card gets +1000 Power.",
        {"kind": "cont", "zones": ["stage"], "condition": [{"max_hand": 4}], "effect": [{"power": 1000}]},
    ),
    (
        "【A】When this card's battle opponent becomes REVERSE, if there is a Climax in your Climax Slot, draw 1 card.",
        {
            "kind": "auto",
            "when": "opponent_reversed",
            "zones": ["stage"],
            "condition": [{"climax_in_area": True}],
            "effect": [{"draw": 1}],
        },
    ),
    (
        "【A】When this card is placed on Stage from Hand, look at up to 2 cards from your top Deck, place them on top "
        "Deck in original order.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["stage"],
            "effect": [{"look_choose": {"up_to": 2, "rest": "stay"}}],
        },
    ),
    (
        "【C】For each opponent's Character at Back Row, this card gets +1000 Power.",
        {
            "kind": "cont",
            "zones": ["stage"],
            "effect": [{"power_per_character": {"power": 1000, "opponent": True, "row": "back"}}],
        },
    ),
    (
        "【A】When this card is placed on Stage from Hand, during this turn, all opponent's Character at Front Row gets "
        "-500 Power.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["stage"],
            "effect": [
                {"gets": {"power": -500, "target": {"count": "all", "zone": "center_stage", "owner": "opponent"}}}
            ],
        },
    ),
    # X cards looked at, X counted as the effect resolves
    (
        "【A】When this card attacks, look at up to X cards from your top Deck, choose up to 1 card, add it to Hand, "
        "place the remaining cards into Waiting Room. X is equal to the number of your 《港》 Character.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "effect": [
                {
                    "look_choose": {
                        "take": 1,
                        "take_up_to": True,
                        "to": "hand",
                        "rest": "waiting_room",
                        "per_character": {"traits": ["港"]},
                    }
                }
            ],
        },
    ),
    # an automatic ability up to 2 times each turn
    (
        "【A】This ability can only be activated up to 2 times each turn. When you use 【S】, draw 1 card.",
        {"kind": "auto", "when": "use_act", "zones": ["stage"], "effect": [{"draw": 1}], "params": {"per_turn": 2}},
    ),
    (
        "【A】When this card attacks, during this turn, this card gets +X Power. X is equal to the number of opponent's "
        "Character x500.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "effect": [{"power_for_each": {"power": 500, "opponent": True}}],
        },
    ),
    # WS 10.13.1: Resonate, printed RESONANCE: its cost reveals a card of that name from the hand
    (
        '【A】RESONANCE [Reveal 1 "Lanterns Over the Bay" from Hand] At the beginning of your Climax Phase, you may '
        "pay the cost. If you did, during this turn, this card gets +2000 Power.",
        {
            "kind": "auto",
            "when": "climax_start",
            "zones": ["stage"],
            "cost": [{"reveal_name": "Lanterns Over the Bay"}],
            "effect": [{"power": 2000}],
            "optional": True,
        },
    ),
    (
        "【A】[(1)] At the beginning of your Encore Step, if this card is in REST, you may pay the cost. If you did, "
        "draw 1 card.",
        {
            "kind": "auto",
            "when": "encore_start",
            "zones": ["stage"],
            "condition": [{"this_rested": True}],
            "cost": [{"stock": 1}],
            "effect": [{"draw": 1}],
            "optional": True,
        },
    ),
    # "level N" alone: exactly that level, not "or higher"
    (
        "【A】When this card attacks, if the Character facing this card is Level 2, during this turn, this card gets "
        "+1500 Power.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "condition": [{"facing_level_at_least": 2}, {"facing_level_at_most": 2}],
            "effect": [{"power": 1500}],
        },
    ),
    (
        "【C】If this card has no Marker, this card gets -1000 Power.",
        {"kind": "cont", "zones": ["stage"], "condition": [{"markers_at_most": 0}], "effect": [{"power": -1000}]},
    ),
    (
        "【A】When this card's battle opponent with Level 2 or higher becomes REVERSE, draw 1 card.",
        {
            "kind": "auto",
            "when": "opponent_reversed",
            "zones": ["stage"],
            "effect": [{"draw": 1}],
            "params": {"level_at_least": 2},
        },
    ),
    (
        "【S】[REST this card] During this turn, choose 1 of your Characters, it gets +1000 Power, +1 Soul.",
        {
            "kind": "act",
            "zones": ["stage"],
            "cost": [{"rest_self": True}],
            "effect": [{"gets": {"power": 1000, "soul": 1, "target": {"count": 1, "zone": "stage"}}}],
        },
    ),
    (
        "【C】All your other 《港》 Characters get +1 Soul.",
        {"kind": "cont", "zones": ["stage"], "effect": [{"others_get": {"soul": 1, "traits": ["港"]}}]},
    ),
    (
        "【A】When this card is placed on Stage from Hand, look up to the top 3 cards of your Deck, choose up to 1 card, "
        "add it to Hand. Place the remaining cards into Waiting Room.",
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["stage"],
            "effect": [
                {"look_choose": {"up_to": 3, "take": 1, "take_up_to": True, "to": "hand", "rest": "waiting_room"}}
            ],
        },
    ),
    (
        '【A】 BOND/"Lanterns Over the Bay" [Place the top card from your Deck to Clock]',
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["stage"],
            "cost": [{"deck_to_clock": 1}],
            "effect": [{"bond": "Lanterns Over the Bay"}],
        },
    ),
    # two conditions joined by "and"
    (
        '【A】When this card attacks, if "Lanterns Over the Bay" is in your Climax Slot, and you have 2 or more '
        "other 《港》 Character, draw 1 card.",
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "condition": [{"climax_in_area": "Lanterns Over the Bay"}, chars(2, traits=["港"], other=True)[0]],
            "effect": [{"draw": 1}],
        },
    ),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_a_line_compiles_to_what_it_says(text: str, expected: dict[str, Any]) -> None:
    assert one(text) == expected


def test_a_climax_puts_a_card_of_its_color_into_the_stock_and_gives_soul() -> None:
    got = one(
        "【A】 When this card is placed into Climax Slot from Hand, choose up to 1 Green card from your Waiting Room, "
        "place it into Stock, during that turn, all your Characters get +1 Soul.",
        type="climax",
    )
    assert got == {
        "kind": "auto",
        "when": "placed",
        "zones": ["climax"],
        "effect": [
            {"put": {"up_to": 1, "color": "green", "zone": "waiting_room", "to": "stock"}},
            {"gets": {"soul": 1, "target": {"count": "all", "zone": "stage"}}},
        ],
    }


@pytest.mark.parametrize(
    "text",
    [
        # no trait nor name and no "other": not a shape cards print, not guessed
        "【C】If you have 2 or more Characters, this card gets +1000 Power.",
        # a place on the stage the condition does not read
        "【C】If you have 2 or more other 《港》 Characters at Back Row, this card gets +1000 Power.",
        # characters of a color: not read
        "【C】If you have 1 or less other Blue Characters, this card gets +1000 Power.",
        # a place on the stage the bonus does not read
        "【C】All your other 《港》 Characters at Front Row get +500 Power.",
        # soul as well: not read
        "【C】All your other 《港》 Characters get +500 Power and +1 Soul.",
        # a climax has no "other" characters: not a climax's shape
        "【C】For each of your other 《港》 Character, this card gets +500 Power.",
        # the battle opponent read from another trigger
        "【A】When this card attacks, if this card's battle opponent is Level 0 or lower, you may REVERSE that Character.",
        # a cost into the clock written another way
        "【A】ENCORE [Place the top card of your Clock into Waiting Room]",
        # a character's continuous bonus to all your characters: the game applies it from a climax only
        "【C】All your Characters get +500 Power.",
        # "+X" of no characteristic named
        "【C】SUPPORT All your Characters in front of this card get +X. X is equals to that Character's Level x500.",
        # "level N or less": not a wording read
        "【A】When this card attacks, if the Character facing this card is Level 2 or less, during this turn, this card "
        "gets +1500 Power.",
        # two bonuses after one duration past this turn: whether it is both's is not read
        "【A】When this card attacks, choose 1 of your other Characters, until the end of your opponent's next turn, it "
        "gets +1500 Power, this card gets +1500 Power.",
        # the facing character in a continuous bonus of other characters
        "【C】If the Level of the Character facing this card is 2 or higher, all your other Characters get +500 Power.",
        # "it" is the attacking character, not this card
        "【A】When your other 《港》 Character attacks, during this turn, it gets +500 Power.",
        # a color of the attacker: not read
        "【A】When your other Red Character attacks, during that turn, this card gets +1000 Power.",
        # the top card looked at: "put it on top or bottom" is not "top or waiting room"
        "【A】When this card attacks, look at the top card of your Deck, place it on top Deck.",
        "【A】When this card attacks, look at the top card of your Deck.",
        # X of the opponent's characters at a row: not read
        "【A】When this card attacks, during this turn, this card gets +X Power. X is equal to the number of opponent's "
        "Character at Back Row x500.",
        # a character chosen without saying whose
        "【A】When this card attacks, choose 1 other Character, during this turn, it gets +X Power. X is equal to the number of your 《港》 Character x500.",
        # soul as well for every other character: not read
        "【C】During your turn, all your other Characters get +500 Power and +1 Soul.",
        # markers of all your characters: not those under this card
        "【C】For each Marker under your Characters, this card gets +500 Power.",
        # power in the hand as well: a level in the hand only
        "【C】If your Waiting Room has 2 or less Climax, this card gets -1 Level and +500 Power in your Hand.",
        # rested characters of the back row: not read
        "【A】[(1)] At the beginning of Encore Step, if you have no other REST Character at Back Row, you may pay "
        "the cost. If you did, REST this card.",
        # characters of a row rested as a cost: not read
        "【S】[REST 2 of your Characters at Back Row] During this turn, this card gets +1500 Power.",
        # a sentence after the one "if" governs: whether it is conditional is not read
        "【A】When this card attacks, reveal the top card of your Deck. If that card is a 《港》 Character, add it to "
        "Hand. Choose 1 card from your Hand, place it into Waiting Room.",
        # "a 《T》 character or event": whether the trait names the event too is not read
        "【A】When this card attacks, reveal the top card of your Deck. If that card is a 《港》 Character or Event, add "
        "it to Hand.",
        # a revealed card's level used as a number: not read
        "【A】When this card attacks, reveal the top card of your Deck, choose 1 Character with Level X or lower from "
        "your Waiting Room, return it to Hand. X is equal to the revealed card's Level.",
        # X cards looked at, X of the opponent's characters: not read
        "【A】When this card attacks, look at up to X cards from your top Deck, choose up to 1 card, add it to Hand, "
        "place the remaining cards into Waiting Room. X is equal to the number of your opponent's Character.",
        # "a 《T》 character or event" taken: not read
        "【A】When this card attacks, look at up to 3 cards from your top Deck, choose up to 1 《港》 Character or Event, "
        "add it to Hand, place the remaining cards into Waiting Room.",
        # "this card" in the waiting room after its Backup: not read
        "【A】When you use this card's 『ASSIST』, you may place this card into Stock.",
        # "your character in battle" outside the Backup: not read
        "【A】When this card attacks, choose 1 of your Character in battle, during this turn, it gets +1500 Power.",
        # "it": one of the cards put, named again: not read
        "【A】When this card attacks, place 3 cards from your top Deck into Waiting Room. If there is a Climax among "
        "those cards, return it to Hand.",
        # "until the end of your opponent's next turn" made in the opponent's turn: not read
        "【A】When you use this card's 『ASSIST』, choose 1 of your Character, until end of opponent's next turn, it gets "
        "+1000 Power.",
        # climaxes counted in the face-down stock: not read
        "【C】If your Stock has 2 or less Climaxes, this card gets -1 Level in your Hand.",
        # a climax placed into the level: not the climax area
        "【A】When your Climax is placed into the Level Slot, this card gets +1000 Power.",
        # the top or the bottom of the clock: not the deck
        "【A】When this card attacks, look at the top card of your Deck, place it on top or bottom of your Clock.",
        # a limit of times of an ability that is not one of its kind (a continuous ability): not read
        "【C】This ability can only be activated up to 2 times each turn. This card gets +500 Power.",
        # trigger checks of an attack outside "when this card attacks": not read
        "【A】When this card is placed on Stage from Hand, during this attack, perform Trigger Check 2 times during "
        "Trigger Step.",
        # two characters put on the stage: which positions is not read
        "【A】When this card attacks, choose 2 《港》 Character from your Hand, place them into any slot on Stage.",
        # a card revealed as a cost without the Resonate label: not read
        '【A】[Reveal 1 "Lanterns Over the Bay" from Hand] When this card attacks, you may pay the cost. If you did, '
        "draw 1 card.",
        # this card's markers in a continuous bonus of other characters: not read
        "【C】If this card has Marker, all your other 《港》 Character gets +500 Power.",
        # "and" inside a condition: the second part alone is no condition
        "【A】When this card attacks, if you have 《港》 and 《灯》 Characters, draw 1 card.",
    ],
)
def test_lines_that_stay_manual(text: str) -> None:
    card = {"type": "climax"} if "For each of your other 《港》 Character, this" in text else CHARACTER
    assert one(text, **card) is None


def test_a_climax_that_comes_to_the_stage_is_placed_in_the_climax_area() -> None:
    """An older wording: a climax "comes to the stage" when it is placed in the climax area (WS 8.6.2.4.3)."""
    assert one(
        "【A】When this card comes on Stage from hand, put the top card of your Deck to Stock. During this turn, all of "
        "your Characters get +1 Soul.",
        type="climax",
    ) == {
        "kind": "auto",
        "when": "placed",
        "zones": ["climax"],
        "effect": [
            {"put": {"zone": "deck", "top": 1, "to": "stock"}},
            {"gets": {"soul": 1, "target": {"count": "all", "zone": "stage"}}},
        ],
    }


def test_a_play_restriction_of_an_event_works_in_the_hand() -> None:
    """WS 8.6.2.1: the card's own text forbids its play while the condition holds."""
    assert one("If you have no 《港》 or 《灯》 Character, you cannot play this card from Hand.", type="event") == {
        "kind": "cont",
        "zones": ["hand"],
        "condition": [{"characters_at_most": {"count": 0, "traits": ["港", "灯"]}}],
        "effect": [{"cannot_play": True}],
    }
