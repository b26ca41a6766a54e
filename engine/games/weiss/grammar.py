"""The Weiss Schwarz words in the shared effect grammar (:mod:`engine.grammar`):
the game's effects, costs, triggers, conditions, zones and params, and the
shared verbs as this game sees them (its zones, card fields and stats as
selectors name them, the rule numbers of the verbs, the refresh a card
leaving the deck may cause (WS 9.2), how a character leaves the stage, and
the level up a card put into the clock may cause (WS 9.3)). Registration
only: what the words do is in :mod:`engine.games.weiss.effects`, how
abilities are played in :mod:`engine.games.weiss.abilities`.

Card files use these words (see ``assets/cards/weiss/``):

* triggers (``kind = "auto"``): ``placed`` (this card is played and placed on
  the stage / climax area), ``attacks``, ``attack_end`` (at the end of this
  card's attack, WS 7.5.1.4 / WS 7.6.1.5), ``reversed`` (this card becomes
  reversed), ``opponent_reversed`` (its battle opponent becomes reversed),
  ``other_attacks`` (another character of yours attacks: of one of
  ``params.traits``, with ``params.name_has`` in its name, WS 7.2.1.6),
  ``turn_start``, ``main_start``, ``climax_start`` (beginning of your turn,
  main phase, climax phase), ``turn_end`` (beginning of your end phase),
  ``encore`` (a printed Encore, WS 10.2: its cost is the ability's cost),
  ``stage_to_waiting_room`` (this card goes from the stage to the waiting
  room, WS 8.7.4.1.2), ``climax_placed`` (a climax is placed on your climax
  area, WS 8.6.2.4.3; ``params.whose`` ``"opponent"`` or ``"any"``: the
  opponent's, either player's; ``params.name``: a climax of that name), ``state`` (state activation, WS 8.7.6: the
  conditions are the state), ``use_brainstorm``, ``use_change``,
  ``placed_by_change``, ``use_shift``, ``use_accelerate``, ``use_resonate``,
  ``use_fusion`` ("when you use" a keyword, WS 10.7.4 - WS 10.14.3),
  ``use_backup`` (this card's Backup is used, WS 10.5.2: ``zones = ["waiting_room"]``),
  ``use_act`` (you play an activated ability, WS 8.6.2);
  an ``auto`` ability with ``zones = ["clock"]`` works from the clock (Shift);
  the moments of the turn ``stand_start``, ``draw_start``, ``clock_start``,
  ``attack_start``, ``declaration_start``, ``trigger_start``,
  ``counter_start``, ``damage_start``, ``battle_start``, ``encore_start``,
  ``end_of_turn`` (WS 6, WS 7; ``params.whose``, see ``moments.py``); an
  ``auto`` ability with ``zones = ["timed"]`` is created by the effect
  ``timed`` (WS 8.7.5); ``params.active_if`` / ``params.inactive_if`` /
  ``params.steps`` make an effect active or inactive (WS 8.3);
* conditions: ``my_turn``, ``opponent_turn``, ``min_hand``, ``max_hand``,
  ``level_at_least``, ``climax_in_area`` (true, or a climax name: a climax
  combo, WS 8.12), ``zone_count_at_least`` / ``zone_count_at_most``
  (``{ zone, count, type, name }``: the cards of a zone of yours, of a card type or name), ``stock_at_least``,
  ``memory_at_least`` (Memory, WS 10.9), ``deck_top_is`` (``{ type, traits,
  name, level_at_least, level_at_most, not }``: the top card of your deck,
  as "reveal the top card of your deck; if that card is..." reads it after
  ``reveal``, WS 4.9.1), ``level_total_at_least``
  (Experience, WS 10.10), ``stock_at_most``, ``characters_at_least`` / ``characters_at_most``
  (characters on your stage, WS 3.6.1: with one of ``traits``, with
  ``name_has`` in the name, ``other`` than this card),
  ``all_characters_are`` (``{ traits, name_has }``: every character on your
  stage so named), ``facing_level_at_least`` / ``facing_level_at_most`` (the character
  facing this card, WS 3.6.5, read as an automatic ability resolves),
  ``this_in_front_row`` (this card is on the center stage, WS 3.6.3, read
  as an automatic ability resolves);
* costs: ``stock`` (WS 8.4.3), ``rest_self``, ``rest_characters`` (``{ count,
  traits, other }``: rest N of your standing characters), ``discard``,
  ``discard_character``, ``clock_top`` (Accelerate, WS 10.12),
  ``reveal_name`` (Resonate, WS 10.13), ``self_to_waiting_room`` (Change,
  WS 10.8), ``fusion_marker`` (Fusion, WS 10.14), ``deck_to_clock`` (the
  top cards of the deck into the clock, not Accelerate's),
  ``discard_cards`` (``{ count, type, traits, name, color }``: climaxes, or characters
  of a trait, cards of a name or color, from the hand into the waiting room),
  ``self_to`` (this character from the stage into the hand, memory or clock),
  ``characters_to_waiting_room`` (``{ count, traits, other }``: your characters
  from the stage), ``hand_to_clock``, ``climax_to_waiting_room`` (the climax of
  your climax area, of a name);
* effects: the shared verbs of :mod:`engine.grammar` (``draw``, ``search``
  (with ``name_has``, a part of the card name, WS 2.1.2.2), ``gets`` (this
  card or chosen characters, until end of turn; all your characters now,
  WS 8.9.2), ``put`` (top of deck into stock or clock, not damage, WS
  4.10.2; characters from the waiting room to the hand; an opponent's
  character to its owner's hand; this card from the stage, ``{ self = true,
  to = "hand" }``; the top of the deck under this card as markers, ``to =
  "under"``, WS 3.7.2...), ``reveal`` (WS 4.9.1), ``discard``, ``mill``, ``look_top``,
  ``damage`` (to the opponent, to you or to each player, WS 4.12.2.7.2,
  WS 4.12.2.7.3), ``lose_game`` (WS 1.2.5)...) and this game's words:
  ``backup`` (the defending character gets +power), ``bond`` (WS 10.4),
  ``brainstorm`` (WS 10.7; ``per_climax`` holds effect steps), ``change``
  (WS 10.8), ``to_memory`` (WS 3.12), ``fusion`` (WS 10.14), ``sunder``
  (WS 10.15), ``shift`` (WS 10.11), ``encore``, ``timed`` (WS 8.7.5),
  ``extra_turn`` (WS 11.2), ``replay`` (WS 11.3),
  ``reverse_battle_opponent`` (``{ level_at_most, cost_at_most, above_level,
  optional }``: reverse this card's battle opponent, WS 7.2.1.5.1),
  ``battle_opponent_to`` (``{ to, level_at_most, cost_at_most, above_level,
  optional, clock_top, stock_bottom }``: put it on the bottom of the deck,
  into the clock or the stock), ``look_choose`` (``{ up_to, take,
  take_up_to, type, traits, level_at_least, level_at_most, show, to, rest }``:
  look at up to N cards from the top of the deck, WS 4.8.1, and take some),
  ``mill_check`` (``{ cards, among, then }``: the top N cards into the waiting
  room, then the steps if one of them is the one named), ``mill_power``
  (``{ cards, power, among }``: this card gets +N power for each of them so named),
  ``power_for_each``
  (``{ power, traits, name_has, other, target }``: until end of turn this
  card, or the characters ``target`` names, gets +N power for each of your
  (other) characters so named, counted as it resolves); amounts of ``draw``,
  ``damage`` and ``gets`` may be ``this.power``, ``this.soul`` or
  ``this.level`` (WS 8.7.4.1, WS 8.11.1);
* ``kind = "cont"``: ``gets`` (this card, or all your characters: climaxes;
  this card's level in the hand with ``zones = ["hand"]``, read by the level
  and color requirements, WS 8.6.2.1, WS 8.9.1;
  from the top of the clock with ``zones = ["clock"]``: Alarm, WS 10.1),
  ``assist_power`` (WS 10.3, the characters in front of this card),
  ``great_performance`` (WS 10.6), ``no_side_attack`` (WS 7.2.1.4.2),
  ``deck_copies`` (``"any"`` or N: cards of this card's name a deck may hold, WS 5.1.2.4),
  ``cannot_play`` (with ``zones = ["hand"]``: this card is not played from the hand while the conditions hold),
  ``no_color_rule`` (with ``zones = ["hand"]``: played without the color requirement, WS 8.6.2.1.1),
  ``power_per_character`` (+N power for each of your (other) characters
  of a trait or part of a name), ``facing_gets`` (``{ power, soul, level }``: the character facing this
  card gets them, WS 3.6.5), ``per_marker`` (``{ power, soul, level }``:
  this card gets +N for each marker under it, WS 3.7) and ``others_get`` (all your other
  characters of a trait, part of a name or name get +N power; ``middle``: your
  other character in the middle position of the center stage), WS 8.9.1,
  ``instead_of_waiting_room`` (a replacement effect, WS 8.10: from the
  stage to the ``"memory"`` or the ``"hand"`` instead of the waiting room; ``params.who`` is
  ``"self"`` or ``"others"``; ``optional`` with a stock cost: choice-type,
  WS 8.10.3); ``assist_power`` with ``params.max_power`` only gives to
  characters with that much power or less (WS 8.9.1.4); with ``params.traits``,
  ``params.min_level`` / ``params.max_level`` only to characters of one of
  the traits, of that level or higher / lower; with ``params.per_level``
  the amount is N times that character's level. A ``cont`` ability with ``zones = ["replay"]`` and
  ``params.replay`` is a Replay Command (WS 11.3.1).

An event card's effect is written as its ``kind = "act"`` abilities. A card
in the hand with an ``act`` ability whose ``zones`` include ``hand`` and whose
effect is ``backup`` is a Backup card (WS 10.5; ``params.level`` is its Level).
"""

from __future__ import annotations

from engine.abilities import AMOUNT, AT_LEAST, CARDS, Ability, register_vocabulary
from engine.games.weiss.adapter import ADAPTER
from engine.games.weiss.moments import MOMENTS, WHOSE
from engine.games.weiss.schema import TYPES
from engine.grammar.selector import Selector, SelectorSpec
from engine.grammar.spec import (
    ANY_KIND,
    Conditions,
    Either,
    Flag,
    ListOf,
    Steps,
    Switch,
    Table,
    Text,
    Whole,
    Word,
    built,
    lasting,
    once,
)
from engine.grammar.verbs import Gets, Sugar, verb_words

GAME = "weiss"

NAME = Text(what="a card name")
LEVEL_NUMBER = Whole(0, 99, "a level")

#: a card named as "if that card is ..." names it: its type, traits, name, level (not: is not)
REVEALED = Table(
    {
        "type": Either((Text(TYPES), ListOf(Text(TYPES), 1, 3))),
        "traits": ListOf(Text(what="a trait"), 1, 4),
        "name": Text(what="a card name"),
        "level_at_least": Whole(0, 99, "a level"),
        "level_at_most": Whole(0, 99, "a level"),
        "not": Switch(),
    },
    frozenset(),
    '{ type = "character", traits = ["Sea"] }',
)

#: the cards of a zone of yours counted (those of one card type, in a public zone)
ZONE_COUNT = Table(
    {
        "zone": Text(("hand", "waiting_room", "clock", "level", "stock", "memory", "deck")),
        "count": AT_LEAST,
        "type": Text(("character", "climax", "event")),
        "name": Text(what="a card name"),
    },
    frozenset({"zone", "count"}),
    '{ zone = "waiting_room", count = 2, type = "climax" }',
)

#: where a character goes instead of the waiting room (WS 8.10)
INSTEAD_ZONES = ("memory", "hand")


#: the triggers of a reversal
_REVERSALS = ("reversed", "opponent_reversed", "other_reversed", "other_opponent_reversed")

#: the conditions read on the card whose ability it is
_THIS_CARD_WORDS = frozenset(
    {
        "this_in_front_row",
        "this_in_middle",
        "this_rested",
        "markers_at_least",
        "markers_at_most",
        "facing_level_at_least",
        "facing_level_at_most",
        "facing_level_above_this",
        "facing_cost_at_most",
    }
)
#: the restrictions of a continuous ability on the card itself (read with the card)
_SELF_RESTRICTIONS = frozenset({"no_side_attack", "no_front_attack", "no_attack", "no_reverse", "no_stand_phase"})


def ability_problem(ab: Ability) -> tuple[str, str] | None:
    """Checks of one ability that read several of its keys together (its
    values are checked by the words' specs): replacement effects (WS 8.10),
    state-activated abilities (WS 8.7.6), timed abilities (WS 8.7.5) and the
    steps an active / inactive effect guards (WS 8.3). Returns the problem
    and the key it is about."""
    for w, v in ab.condition:
        if w == "deck_top_is":
            return (
                "deck_top_is reads a revealed card: it is a condition of an 'if' after 'reveal', not of the ability",
                "condition",
            )
        if (
            w.startswith("zone_count_at_")
            and ({"type", "name"} & set(dict(v)))
            and dict(v)["zone"] in ("deck", "stock", "hand")
        ):
            return (
                "cards of a type or name are counted in a zone whose cards are face up (not the deck, stock or hand)",
                "condition",
            )
    if any(w == "look_choose" and ("up_to" in dict(v)) == ("per_character" in dict(v)) for w, v in ab.effect):
        return "look_choose needs up_to or per_character (one of them)", "effect"
    if any(w == "others_get" and not {"power", "soul"} & set(dict(v)) for w, v in ab.effect):
        return "others_get needs an amount of power or soul", "effect"
    if any(w in ("per_marker", "facing_gets") and not v for w, v in ab.effect):
        return "per_marker and facing_gets need an amount of power, soul or level", "effect"
    if any(w == "instead_of_waiting_room" for w, _ in ab.effect) and any(w != "stock" for w, _ in ab.cost):
        return "a replacement effect (WS 8.10) can only cost stock", "cost"
    if "attack" in ab.params and ab.when != "attacks":
        return "params.attack names the type of attack of 'attacks'", "params"
    if "per_turn" in ab.params and (ab.kind == "cont" or ab.once_per_turn):
        return "params.per_turn limits an auto or act ability not once per turn", "params"
    if "level_at_least" in ab.params and ab.when != "opponent_reversed":
        return "params.level_at_least names the battle opponent of 'opponent_reversed'", "params"
    if "or_change" in ab.params and ab.when != "placed":
        return "params.or_change is for 'placed'", "params"
    if "in_battle" in ab.params and ab.when not in _REVERSALS:
        return "params.in_battle is for the triggers of a reversal", "params"
    if ab.when == "state" and any(w == "played_this_turn" for w, _ in ab.condition):
        return "played_this_turn is read as an automatic ability resolves, not as a state", "condition"
    if "name" in ab.params and ab.when not in ("climax_placed", "other_placed"):
        return "params.name names the card of 'climax_placed' or 'other_placed' (WS 2.1.1.2)", "params"
    if any(w in _THIS_CARD_WORDS for w, _ in ab.condition):
        if ab.when == "state":
            return (
                "this card's position and markers are read as an automatic ability resolves, not as a state",
                "condition",
            )
        if ab.kind == "cont" and not all(
            (isinstance(v, Gets) and v.target.this) or w in _SELF_RESTRICTIONS for w, v in ab.effect
        ):
            return "this card's position and markers are read in a continuous bonus of this card only", "condition"
    if ab.kind == "auto" and ab.when == "state" and not ab.condition:
        return "a state-activated ability (when = 'state') needs a condition: its state (WS 8.7.6)", "when"
    if "timed" in ab.zones:
        if ab.kind != "auto" or ab.when not in MOMENTS:
            return (
                f"a timed ability (WS 8.7.5) is an auto ability whose 'when' is a moment ({', '.join(MOMENTS)})",
                "when",
            )
        if "timed" not in ab.params:
            return "a timed ability needs params.timed, the name its effect uses", "zones"
    steps = ab.params.get("steps")
    if steps is not None:
        if ab.kind == "cont":
            return "params.steps is for auto and act abilities (a cont ability is guarded whole)", "params"
        if any(n > len(ab.effect) for n in steps):
            return f"params.steps must list effect steps between 1 and {len(ab.effect)}", "params"
    return None


register_vocabulary(
    GAME,
    effects={
        "assist_power": lasting(AMOUNT, "Assist: the characters in front of this card get +N power (WS 10.3)"),
        "great_performance": lasting(Flag(), "Great Performance (WS 10.6)"),
        "bond": once(NAME, "Bond: return a card of that name from your waiting room to your hand (WS 10.4)"),
        "brainstorm": once(
            Table(
                {"cards": CARDS, "per_climax": Steps(exclude=frozenset({"brainstorm"}))},
                frozenset({"per_climax"}),
                example="{ cards = 4, per_climax = [{ draw = 1 }] }",
            ),
            "Brainstorm: flip N cards, then for each climax among them do the steps of per_climax (WS 10.7)",
        ),
        "change": once(NAME, "Change: put a character of that name on this card's position (WS 10.8)"),
        "to_memory": once(Text(("face_up", "face_down")), "put this card into your memory (WS 3.12)"),
        "fusion": once(NAME, "Fusion (WS 10.14)"),
        "sunder": once(NAME, "Sunder (WS 10.15)"),
        "shift": once(LEVEL_NUMBER, "Shift at level N (WS 10.11)"),
        "encore": once(Flag(), "Encore: put this card back on its position, rested (WS 10.2)"),
        "extra_turn": once(Flag(), "take an additional turn after this one (WS 11.2)"),
        "replay": once(NAME, "run the Replay Command of that name (WS 11.3)"),
        "instead_of_waiting_room": lasting(
            Text(INSTEAD_ZONES), "from the stage to that zone instead of the waiting room (WS 8.10)"
        ),
        "timed": once(NAME, "create this card's timed ability of that name (WS 8.7.5)"),
        "reverse_battle_opponent": once(
            Table(
                {
                    "level_at_most": LEVEL_NUMBER,
                    "cost_at_most": LEVEL_NUMBER,
                    "above_level": Switch(),
                    "optional": Switch(),
                },
                example="{ level_at_most = 1, optional = true }",
            ),
            "(if it is level N or lower, cost N or lower, of a level higher than its master's level) (you may)"
            " reverse this card's battle opponent (WS 7.2.1.5.1)",
        ),
        "mill_check": once(
            Table(
                {"cards": CARDS, "among": REVEALED, "then": Steps(exclude=frozenset({"mill_check"}))},
                frozenset({"cards", "among", "then"}),
                '{ cards = 3, among = { type = "climax" }, then = [{ draw = 1 }] }',
            ),
            "put the top N cards of your deck into your waiting room; if one of them is the one named, do the steps",
        ),
        "trigger_checks": once(
            Whole(2, 9, "a number of trigger checks"),
            "the trigger step of this card's attack performs the trigger check N times (WS 7.3.1.2)",
        ),
        "mill_power": once(
            Table(
                {"cards": CARDS, "power": AMOUNT, "among": REVEALED},
                frozenset({"cards", "power", "among"}),
                '{ cards = 3, power = 1000, among = { type = "character", traits = ["Sea"] } }',
            ),
            "put the top N cards of your deck into your waiting room; until end of turn this card gets +N power for"
            " each of them that is the one named",
        ),
        "look_choose": once(
            Table(
                {
                    "up_to": CARDS,
                    "take": CARDS,
                    "take_up_to": Switch(),
                    "type": Either((Text(TYPES), ListOf(Text(TYPES), 1, 3))),
                    "traits": ListOf(Text(what="a trait"), 1, 4),
                    "level_at_least": LEVEL_NUMBER,
                    "level_at_most": LEVEL_NUMBER,
                    "show": Switch(),
                    "to": Text(("hand", "deck_top")),
                    "rest": Text(("waiting_room", "deck_top", "stay")),
                    "per_character": Table(
                        {
                            "traits": ListOf(Text(what="a trait"), 1, 4),
                            "name_has": Text(what="a part of a card name"),
                            "other": Switch(),
                        },
                        frozenset(),
                        '{ traits = ["Sea"] }',
                    ),
                },
                frozenset(),
                '{ up_to = 4, take = 1, take_up_to = true, to = "hand", rest = "waiting_room" }',
            ),
            "look at up to N cards from the top of your deck one at a time (WS 4.8.1), choose (up to) M of them (of"
            " the type, traits, level; show: to your opponent) and put them into your hand or back on top; the"
            " others go to the waiting room, back on top in the order you choose, or stay; per_character: N is the"
            " number of your (other) characters (with one of the traits, the words in the name) as it resolves",
        ),
        "battle_opponent_to": once(
            Table(
                {
                    "to": Text(("deck", "clock", "stock")),
                    "level_at_most": LEVEL_NUMBER,
                    "cost_at_most": LEVEL_NUMBER,
                    "above_level": Switch(),
                    "optional": Switch(),
                    "clock_top": Switch(),
                    "stock_bottom": Switch(),
                },
                frozenset({"to"}),
                '{ to = "deck", level_at_most = 1, optional = true }',
            ),
            "(if it is level N or lower, cost N or lower, of a level higher than its master's level) (you may) put"
            " this card's battle opponent on the bottom of its owner's deck, into the clock (clock_top: after the"
            " top card of that clock goes to the waiting room) or the stock (stock_bottom: then the bottom card of"
            " that stock goes to the waiting room) (WS 7.2.1.5.1)",
        ),
        "no_side_attack": lasting(Flag(), "this card cannot side attack (WS 7.2.1.4.2)"),
        "no_event_backup": lasting(
            Flag(), "you cannot play events and Backup from your hand (WS 8.6.2.4.2, WS 10.5.1)"
        ),
        "no_front_attack": lasting(Flag(), "this card cannot front attack (WS 7.2.1.4)"),
        "no_attack": lasting(Flag(), "this card cannot attack (WS 7.2.1.3)"),
        "no_reverse": lasting(Flag(), "this card cannot become reversed (WS 7.6.1.2)"),
        "no_stand_phase": lasting(Flag(), "this card does not stand in your stand phase (WS 6.2.1.2)"),
        "no_color_rule": lasting(
            Flag(), 'this card is played from the hand without the color requirement (zones = ["hand"]; WS 8.6.2.1.1)'
        ),
        "cannot_play": lasting(
            Flag(), 'this card cannot be played from the hand (with zones = ["hand"]; WS 8.6.2.1, its own text)'
        ),
        "deck_copies": lasting(
            Either((Text(("any",)), Whole(1, 50, "a number of cards"))),
            "a deck may hold any number (or up to N) of cards of this card's name (WS 5.1.2.4)",
        ),
        "power_per_character": lasting(
            Table(
                {
                    "power": AMOUNT,
                    "traits": ListOf(Text(what="a trait"), 1, 4),
                    "name_has": Text(what="a part of a card name"),
                    "name": NAME,
                    "other": Switch(),
                    "row": Text(("front", "back")),
                    "opponent": Switch(),
                },
                frozenset({"power"}),
                '{ power = 500, traits = ["Sea"], other = true }',
            ),
            "this card gets +N power for each of your (other) characters (with one of the traits, with the words"
            " in the name) on the stage, or on one row of it (WS 8.9.1, WS 3.6.3); opponent: your opponent's",
        ),
        "per_marker": lasting(
            Table(
                {"power": AMOUNT, "soul": AMOUNT, "level": AMOUNT},
                frozenset(),
                "{ power = 500 }",
            ),
            "this card gets +N power (soul, level) for each marker under it (WS 3.7)",
        ),
        "facing_gets": lasting(
            Table({"power": AMOUNT, "soul": AMOUNT, "level": AMOUNT}, frozenset(), "{ soul = -1 }"),
            "the character facing this card gets +N power (soul, level) (WS 3.6.5)",
        ),
        "others_get": lasting(
            Table(
                {
                    "power": AMOUNT,
                    "soul": AMOUNT,
                    "traits": ListOf(Text(what="a trait"), 1, 4),
                    "name_has": Text(what="a part of a card name"),
                    "name": NAME,
                    "middle": Switch(),
                },
                frozenset(),
                '{ power = 500, traits = ["Sea"] }',
            ),
            "all your other characters (with one of the traits, with the words in the name, of that name; middle:"
            " the one in the middle position of the center stage) get +N power or +N soul (WS 8.9.1)",
        ),
    },
    costs={
        "stock": Word(CARDS, ANY_KIND, "pay N stock (WS 8.4.3)"),
        "clock_top": once(CARDS, "Accelerate: put the top card of your deck into your clock (WS 10.12)"),
        "discard_cards": once(
            Table(
                {
                    "count": CARDS,
                    "type": Text(("character", "climax", "event")),
                    "traits": ListOf(Text(what="a trait"), 1, 4),
                    "name": NAME,
                    "color": Text(("yellow", "green", "red", "blue")),
                },
                frozenset({"count"}),
                '{ count = 1, type = "climax" }',
            ),
            "put N cards from your hand into your waiting room (of that type, with one of the traits, of that name,"
            " of that color)",
        ),
        "self_to": once(
            Text(("hand", "memory", "clock")), "put this character from the stage into your hand, memory or clock"
        ),
        "characters_to_waiting_room": once(
            Table(
                {"count": CARDS, "traits": ListOf(Text(what="a trait"), 1, 4), "other": Switch()},
                frozenset({"count"}),
                "{ count = 1, other = true }",
            ),
            "put N of your characters from the stage into your waiting room (with one of the traits; other: not"
            " this card)",
        ),
        "hand_to_clock": once(CARDS, "put N cards from your hand into your clock"),
        "climax_to_waiting_room": once(
            Either((Flag(), NAME)), "put the climax (of that name) of your climax area into your waiting room"
        ),
        "deck_to_clock": once(
            CARDS, "put the top N cards of your deck into your clock (a cost that is not Accelerate's)"
        ),
        "reveal_name": once(NAME, "Resonate: reveal a card of that name from your hand (WS 10.13)"),
        "self_to_waiting_room": once(Flag(), "Change: put this card into your waiting room (WS 10.8)"),
        "fusion_marker": once(NAME, "Fusion: put a character of that name under this card (WS 10.14)"),
        "discard_character": once(CARDS, "put N characters from your hand into your waiting room"),
        "rest_characters": once(
            Table(
                {"count": CARDS, "traits": ListOf(Text(what="a trait"), 1, 4), "other": Switch()},
                frozenset({"count"}),
                '{ count = 2, traits = ["Sea"] }',
            ),
            "rest N of your standing characters (with one of the traits; other: not this card)",
        ),
    },
    triggers={
        "placed": "this card is placed on the stage",
        "opponent_reversed": "this card's battle opponent becomes reversed",
        "reversed": "this card becomes reversed",
        "encore": "Encore: this card goes from the stage to the waiting room (WS 10.2)",
        "stage_to_waiting_room": "this card goes from the stage to the waiting room (WS 8.7.4.1.2)",
        "state": "the state of the condition (WS 8.7.6)",
        "other_attacks": "another character of yours (of params.traits, with params.name_has in its name) attacks"
        " (WS 7.2.1.6)",
        "climax_placed": "a climax (named params.name) is placed on your climax area, or on the one params.whose"
        " names (WS 8.6.2.4.3)",
        "use_brainstorm": "you use Brainstorm (WS 10.7.4)",
        "use_change": "you use Change (WS 10.8.5)",
        "placed_by_change": "this card is placed by Change (WS 10.8.4)",
        "use_shift": "you use Shift (WS 10.11.4)",
        "use_accelerate": "you use Accelerate (WS 10.12.3)",
        "use_resonate": "you use Resonate (WS 10.13.3)",
        "use_fusion": "you use Fusion (WS 10.14.3)",
        "other_placed": "another character of yours (of params.traits, with params.name_has in its name, named"
        " params.name) is played from the hand and placed on the stage (WS 8.6.2.4.1)",
        "other_reversed": "another character of yours (of params.traits, with params.name_has in its name) becomes"
        " reversed (params.in_battle: by the battle, WS 7.6.1.2)",
        "other_opponent_reversed": "the battle opponent of another character of yours (of params.traits, with"
        " params.name_has in its name) becomes reversed (params.in_battle: by the battle, WS 7.6.1.2)",
        "front_attacked": "this card is the defending character of a frontal attack (WS 7.2.1.5.1)",
        "trigger_climax": "a climax is revealed by your trigger check (WS 7.3.1.2)",
        "play_event": "you play an event (WS 8.6.2.4.2)",
        "level_up": "you level up (WS 9.3)",
        "use_act": "you play an activated ability (【S】, Backup among them: WS 8.6.2, WS 10.5.1)",
        "use_backup": "you use this card's Backup (WS 10.5.2, WS 8.7.2): it works from the waiting room the Backup"
        " put it into",
        **{m: f"a moment of the turn ({rule})" for m, rule in MOMENTS.items()},
    },
    conditions={
        "min_hand": Word(AT_LEAST, ANY_KIND, "you have N or more cards in your hand"),
        "max_hand": Word(AT_LEAST, ANY_KIND, "you have N or fewer cards in your hand"),
        "zone_count_at_least": Word(ZONE_COUNT, ANY_KIND, "a zone of yours holds N or more cards (of that type)"),
        "zone_count_at_most": Word(ZONE_COUNT, ANY_KIND, "a zone of yours holds N or fewer cards (of that type)"),
        "level_at_least": Word(LEVEL_NUMBER, ANY_KIND, "your level is N or higher"),
        "climax_in_area": Word(
            Either((Flag(), NAME)), ANY_KIND, "a climax (of that name) is in your climax area: a climax combo (WS 8.12)"
        ),
        "deck_top_is": Word(
            Table(
                {
                    "type": Either((Text(TYPES), ListOf(Text(TYPES), 1, 3))),
                    "traits": ListOf(Text(what="a trait"), 1, 4),
                    "name": NAME,
                    "level_at_least": LEVEL_NUMBER,
                    "level_at_most": LEVEL_NUMBER,
                    "not": Switch(),
                },
                frozenset(),
                '{ type = "character", traits = ["Sea"] }',
            ),
            frozenset({"auto", "act"}),
            "the top card of your deck (revealed, WS 4.9.1) is of the type, trait, name, level (not: is not)",
        ),
        "memory_at_least": Word(AT_LEAST, ANY_KIND, "Memory: N or more cards in your memory (WS 10.9)"),
        "level_total_at_least": Word(
            AT_LEAST, ANY_KIND, "Experience: the levels in your level total N or more (WS 10.10)"
        ),
        "stock_at_least": Word(AT_LEAST, ANY_KIND, "your stock holds N or more cards"),
        "stock_at_most": Word(AT_LEAST, ANY_KIND, "your stock holds N or fewer cards"),
        "played_this_turn": Word(
            Flag(),
            frozenset({"auto"}),
            "during the turn this card was played from the hand and placed on the stage (WS 8.6.2.4.1), read as an"
            " automatic ability resolves",
        ),
        "this_in_front_row": Word(
            Flag(),
            frozenset({"auto", "cont"}),
            "this card is on the center stage (the front row, WS 3.6.3), read as an automatic ability resolves (a"
            " continuous one: of this card's own bonus)",
        ),
        "this_rested": Word(
            Flag(), frozenset({"auto", "cont"}), "this card is in the rest state on the stage, as this_in_front_row"
        ),
        "this_in_middle": Word(
            Flag(),
            frozenset({"auto", "cont"}),
            "this card is on the middle position of the center stage (WS 3.6.3), as this_in_front_row",
        ),
        "markers_at_least": Word(
            AT_LEAST,
            frozenset({"auto", "cont"}),
            "this card has N or more markers under it (WS 3.7.4), as this_in_front_row",
        ),
        "markers_at_most": Word(
            Whole(0, 99, "a number of markers"),
            frozenset({"auto", "cont"}),
            "this card has N or fewer markers under it (WS 3.7.4), as this_in_front_row",
        ),
        "facing_level_above_this": Word(
            Flag(),
            frozenset({"auto", "cont"}),
            "the character facing this card (WS 3.6.5) is of a higher level than this card, as this_in_front_row",
        ),
        "facing_cost_at_most": Word(
            LEVEL_NUMBER,
            frozenset({"auto", "cont"}),
            "the character facing this card (WS 3.6.5) is cost N or lower, as this_in_front_row",
        ),
        "facing_level_at_least": Word(
            LEVEL_NUMBER,
            frozenset({"auto", "cont"}),
            "the character facing this card is level N or higher (WS 3.6.5), read as it resolves",
        ),
        "facing_level_at_most": Word(
            LEVEL_NUMBER,
            frozenset({"auto", "cont"}),
            "the character facing this card is level N or lower (WS 3.6.5), read as it resolves",
        ),
        "characters_at_least": Word(
            Table(
                {
                    "count": AT_LEAST,
                    "traits": ListOf(Text(what="a trait"), 1, 4),
                    "name_has": Text(what="a part of a card name"),
                    "name": NAME,
                    "other": Switch(),
                },
                frozenset({"count"}),
                '{ count = 2, traits = ["Sea"], other = true }',
            ),
            ANY_KIND,
            "you have N or more characters on your stage (with one of the traits, with the words in the name;"
            " other: not this card)",
        ),
        "all_characters_are": Word(
            Table(
                {"traits": ListOf(Text(what="a trait"), 1, 4), "name_has": Text(what="a part of a card name")},
                frozenset(),
                '{ traits = ["Sea"] }',
            ),
            ANY_KIND,
            "every character on your stage has one of the traits (the words in its name) (WS 2.5)",
        ),
        "characters_at_most": Word(
            Table(
                {
                    "count": AT_LEAST,
                    "traits": ListOf(Text(what="a trait"), 1, 4),
                    "name_has": Text(what="a part of a card name"),
                    "name": NAME,
                    "other": Switch(),
                    "rested": Switch(),
                    "front_row": Switch(),
                },
                frozenset({"count"}),
                "{ count = 1, other = true }",
            ),
            ANY_KIND,
            "you have N or fewer characters on your stage (with one of the traits, with the words in the name;"
            " other: not this card; rested: in the rest state; front_row: on the center stage)",
        ),
    },
    zones=(
        "stage",
        "center_stage",
        "back_stage",
        "hand",
        "climax",
        "clock",
        "level",
        "memory",
        "waiting_room",
        "replay",
        "timed",
    ),
    params={
        "level": LEVEL_NUMBER,  # WS 10.5: the level of a Backup
        "replay": NAME,  # WS 11.3.1: the name of a Replay Command
        "who": Text(("self", "others")),  # WS 8.10: whose move the replacement effect replaces
        "max_power": AMOUNT,  # WS 8.9.1.4: Assist only for characters with that much power or less
        # WS 10.3.2: Assist for the characters of a trait, of a level or higher / lower, by their level
        "traits": ListOf(Text(what="a trait"), 1, 4),
        "min_level": LEVEL_NUMBER,
        "max_level": LEVEL_NUMBER,
        "per_level": Switch(),
        "name_has": Text(what="a part of a card name"),  # "other_attacks": the attacker's name holds it
        "name": NAME,  # "climax_placed", "other_placed": the card's name (WS 2.1.1.2)
        "attack": Text(("frontal", "side", "direct")),  # "attacks": this type of attack only (WS 7.2.1.4)
        "per_turn": Whole(2, 9, "a number of times"),  # "this ability can be activated up to 2 times each turn"
        "level_at_least": LEVEL_NUMBER,  # "opponent_reversed": the battle opponent of that level or higher
        "or_change": Switch(),  # "placed": placed by a Change effect too (WS 10.8.4)
        "in_battle": Switch(),  # "reversed" / "opponent_reversed": reversed by the battle only (WS 7.6.1.2)
        "timed": NAME,  # WS 8.7.5: the name of a timed ability
        "times": Whole(1, 99, "a number of times"),  # WS 8.7.5.1
        "this_turn": Switch(),
        "whose": Text(WHOSE),  # whose moment of the turn
        "active_if": Conditions(),  # WS 8.3.3
        "inactive_if": Conditions(),  # WS 8.3.2
        "steps": ListOf(Whole(1, 10, "a step number")),  # WS 8.3: the guarded steps
    },
    once_zones=("replay",),  # WS 11.3.1.3: a Replay Command runs when its red text resolves
    checks=(ability_problem,),
)


#: all your characters, as a continuous ability names them (a climax, an Alarm)
CHARACTERS = Selector(zones=("stage",), count=0)


def continuous_gets(ab: Ability) -> tuple[str, str] | None:
    """WS 8.9: a continuous ability's 'gets' applies to this card or to all
    your characters, by a number, while the ability is in force (it has no
    duration)."""
    if ab.kind != "cont" or "replay" in ab.zones:
        return None
    for _, value in ab.effect:
        if not isinstance(value, Gets):
            continue
        if value.until != "turn" or not (value.target.this or value.target == CHARACTERS):
            return (
                'a continuous gets applies to "self" or to { zone = "stage", count = "all" }, with no until',
                "effect",
            )
        if any(not isinstance(n, int) for _, n in value.changes):
            return "a continuous gets changes stats by a number, not by a card's information", "effect"
    return None


#: your defending character (WS 10.5.2)
DEFENDING = Selector(zones=("stage",), count=0, defending=True)

register_vocabulary(
    GAME,
    effects={
        **verb_words(ADAPTER),
        "move_to_row": once(
            Table(
                {"row": Text(("front", "back")), "target": SelectorSpec(ADAPTER), "rest": Switch()},
                frozenset({"row"}),
                '{ row = "back" }',
            ),
            "move this card (the chosen character of yours; rest: rested first) to an empty position of the front or"
            " back row you choose (WS 3.6.3)",
        ),
        "to_stage": once(
            Table(
                {"what": SelectorSpec(ADAPTER), "rest": Switch()},
                frozenset({"what"}),
                '{ what = { zone = "waiting_room", type = "character", count = 1 } }',
            ),
            "put the chosen character of yours on a stage position you choose (rest: rested); one there goes to the"
            " waiting room (WS 8.6.2.2.1, WS 9.6.1)",
        ),
        "power_for_each": once(
            Table(
                {
                    "power": AMOUNT,
                    "traits": ListOf(Text(what="a trait"), 1, 4),
                    "name_has": Text(what="a part of a card name"),
                    "name": NAME,
                    "other": Switch(),
                    "target": SelectorSpec(ADAPTER),
                    "opponent": Switch(),
                },
                frozenset({"power"}),
                '{ power = 500, traits = ["Sea"], other = true }',
            ),
            "until end of turn, this card (or the characters target names) gets +N power for each of your (other)"
            " characters (with one of the traits, with the words in the name) on the stage (opponent: your"
            " opponent's), counted as the effect resolves",
        ),
        # WS 10.5: Backup, a [COUNTER] of a character in the hand: the gets of its effect
        "backup": built(
            "gets",
            Sugar(AMOUNT, lambda n: Gets(ADAPTER, (("power", n),), DEFENDING, rule="WS 10.5.2")),
            "Backup: your defending character gets +N power until end of turn (WS 10.5)",
        ),
    },
    checks=(continuous_gets,),
)
