"""Card data of the Dragon Ball Super Card Game (DBS 2 / DBS1.0 2) and the
ability vocabulary the demo sets use.

A card file names the printed fields of DBS 2-1 .. DBS 2-16:

* ``type``: ``leader``, ``battle`` or ``extra`` (DBS 2-3-2).
* ``color``: red, blue, green, yellow or black (DBS 2-4-1-1), or a list of
  them for a card of several colors (``color = ["red", "green"]``).
* ``character`` / ``traits`` / ``era`` (DBS 2-5, 2-6, 2-7).
* ``power`` (leader and battle cards, DBS 2-8), ``combo_power`` and
  ``combo_cost`` (battle cards, DBS 2-9, 2-10).
* ``cost`` is the total energy cost and ``specified`` the specified (colored)
  part, one entry per colored sphere, e.g. ``["red", "red"]`` (DBS 2-11-1).
* ``keywords``: the permanent / keyword skills the engine understands
  (DBS 10), ``rarity`` and ``block`` (DBS 2-14, 2-16, no effect on play).
* A leader's back side (DBS 2-3-2-1-2): ``back_name``, ``back_power``,
  ``back_keywords``, ``back_text``; abilities of the back side carry
  ``params = { side = "back" }``.

Ability words (see :mod:`engine.abilities`): an Extra Card's skill is
``kind = "act"`` with ``params = { timing = "main" }`` ([Activate: Main]),
``"battle"`` ([Activate: Battle]) or ``params = { counter = "attack" }``
([Counter: Attack]; also ``"play"`` and ``"counter"``, DBS 10-10-3).
A leader's [Awaken] (DBS 10-2) is ``kind = "act"`` whose effect ends with
``{ awaken = true }``. A Battle Card's [Activate: Main] skill is ``kind = "act"``
with ``params = { timing = "main" }`` and skill costs ``rest_self`` /
``discard`` (DBS 8-4). ``params.mentions = ["play"]`` marks a skill whose
text speaks of playing (or ``"attack"``), which [Counter: Play] /
[Counter: Attack] answer (DBS 10-10-3-1). ``over_realm = X`` is
[Over Realm X] (DBS 10-15, ver.1.073 only).

Keyword skills that play a card from the hand are card fields:
``dark_over_realm = X`` (DBS 10-25), ``evolve = "<character>"`` with
``evolve_kind`` (``evolve``, ``ex``, ``xeno``) and ``evolve_cost``
(DBS 10-5), ``union_fusion`` / ``union_potara = ["A", "B"]`` with
``union_cost`` (DBS 10-13), ``swap = X`` with ``swap_cost`` (DBS 10-24).
Conditions ``bond = X`` (DBS 10-23), ``sparking = X`` (DBS 10-29); skill
costs ``energy = N`` (DBS 8-4-2-3), ``energy_color`` (DBS 8-4-2-4),
``burst = X`` (DBS 10-30; on an [Auto] its master may pay it or not),
``life_to_hand = N`` (add N cards of your life to your hand) and
``drop_self`` (place this card in its owner's Drop Area).
"Choose X" (DBS 10-27) is the shared ``choose`` (:mod:`engine.grammar.control`).
Drawing, searching, power changes, moving and looking at cards, damage,
winning and losing are the shared verbs of :mod:`engine.grammar`
(:mod:`engine.games.dbscg.grammar`).
"""

from __future__ import annotations

from typing import Any

from engine.abilities import AMOUNT, AT_LEAST, CARDS, Ability, register_vocabulary
from engine.cards import CardDef, CardSchema, Field, at_least, list_of, one_of
from engine.grammar.spec import ANY_KIND, Either, Flag, ListOf, Table, Text, Whole, Word, lasting, once

GAME = "dbscg"

#: DBS 2-4-1-1: the five colors.
COLORS = ("red", "blue", "green", "yellow", "black")

#: Keyword skills the engine carries out (DBS 10). Others stay in the text.
KEYWORDS = (
    "blocker",  # DBS 10-4
    "critical",  # DBS 10-6
    "double_strike",  # DBS 10-7-1-1
    "triple_strike",  # DBS 10-7-1-2
    "quadruple_strike",  # DBS 10-7-1-3
    "dual_attack",  # DBS 10-8-1-1
    "triple_attack",  # DBS 10-8-1-2
    "indestructible",  # DBS 10-12
    "barrier",  # DBS 10-16
    "ultimate",  # DBS 10-14 (deck construction)
    "super_combo",  # DBS 10-17 (deck construction)
    "dragon_ball",  # DBS 10-31 (deck construction)
    "revenge",  # DBS 10-9-1
    "deflect",  # DBS 10-22-1
    "victory_strike",  # DBS 10-20-1
    "warrior_u7",  # DBS 10-21-1 [Warrior of Universe 7]
    "wormhole",  # DBS 10-26-1
)

POWER = AMOUNT
NAME = Text(what="a name")
COLOR = Text(COLORS)

TRIGGERS = {
    "played": "when you play this card (DBS 6-3-1-2-1-4)",
    "played_from_hand": "when you play this card from your hand (DBS 6-3-1-2-1)",
    "played_over_realm": "when you play this card using [Over Realm] (DBS 10-15-3)",
    "opponent_counter": "when your opponent activates a [Counter] skill (DBS 4-7-3-2)",
    "played_dark_over_realm": "when you play this card using [Dark Over Realm] (DBS 10-25-3)",
    "evolved": "when a card evolves into this card (DBS 10-5-7)",
    "attacks": "when this card attacks (DBS 7-1-1)",
    "attacked": "when this card is attacked (DBS 7-1-1)",
    "deals_damage": "when you dealt damage (DBS 7-4-1-4-1-2)",
    "kos": "when you KO a card (DBS 7-4-1-4-2-1)",
    "battle_end": "at the end of a battle (DBS 7-4-1-8)",
    "turn_start": "at the beginning of your turn (DBS 6-2-1)",
    "main_start": "at the beginning of your Main Phase (DBS 6-3-1-1)",
    "main_end": "at the end of your Main Phase (DBS 6-3-1-3-1-1)",
    "turn_end": "at the end of your turn (DBS 6-4-1-1)",
    "charge_start": "at the beginning of the Charge Phase (DBS 6-2-1)",
    "offense_start": "at the beginning of the Offense Step (DBS 7-2-1-1)",
    "defense_start": "at the beginning of the Defense Step (DBS 7-3-1-1)",
    "damage_start": "at the beginning of the Damage Step (DBS 7-4-1-1)",
    "deal_damage": "when you deal damage, before the damage (DBS 7-4-1-4-1)",
    "ko_ed": "when this card is KO-ed: an area movement trigger (DBS 8-6-5)",
    "removed": "when this card is removed from your Battle Area by an opponent's skill (DBS 8-6-5)",
    "removed_or_ko": "when this card is removed from your Battle Area by an opponent's skill or KO-ed (DBS 8-6-5)",
    "combo": "when you combo with this card (DBS 7-2-1-2-1, 7-2-1-2-2)",
    "attacks_or_combo": "when you attack or combo with this card (DBS 7-1-1, 7-2-1-2)",
    "played_or_combo": "when you play or combo with this card (DBS 6-3-1-2-1-4, 7-2-1-2)",
    "combo_battle_end": "at the end of the battle after you combo with this card (DBS 7-4-1-8-1)",
    "combo_battle_end_hand": "at the end of the battle after you combo with this card from your hand (DBS 7-4-1-8-1)",
    "combo_hand": "when you combo with this card from your hand (DBS 7-2-1-2-2, 7-3-1-2-2)",
    "combo_battle": "when you combo with this card from your Battle Area (DBS 7-2-1-2-1, 7-3-1-2-1)",
    "attacks_battle": "when this card attacks a Battle Card: the card attacked as it is declared (DBS 7-1-1)",
    "attacks_leader": "when this card attacks a Leader Card: the card attacked as it is declared (DBS 7-1-1)",
    "attack_battle_end": "at the end of the battle after this card attacks: the attack card still in its area"
    " (DBS 7-4-1-8)",
    "played_union": "when you play this card with [Union]: a [Union-X] skill (DBS 10-13-1)",
    "played_swap": "when you play this card with [Swap] (DBS 10-24)",
    "you_combo": "when you combo (with any card) (DBS 7-2-1-2, 7-3-1-2)",
    "opponent_combo": "when your opponent combos (with any card) (DBS 7-2-1-2, 7-3-1-2)",
    "ally_ko": "when one of your Battle Cards is KO-ed (DBS 10-1)",
    "opponent_ko": "when one of your opponent's Battle Cards is KO-ed (DBS 10-1)",
    "opponent_plays": "when your opponent plays a Battle Card (DBS 6-3-1-2-1-3, by any means)",
    "opponent_attacks": "when your opponent attacks (with one of their cards) (DBS 7-1-1)",
    "opponent_attacks_leader": "when your opponent attacks a Leader Card (DBS 7-1-1)",
    "opponent_attacks_with_battle": "when your opponent attacks with a Battle Card (DBS 7-1-1)",
    "played_or_attacks": "when this card is played or attacks: either event (DBS 6-3-1-2-1-4, 7-1-1, 8-6-2)",
    "activated": "when you activate this card: an Extra Card's [Activate: Main] / [Activate: Battle] (DBS 8-5-2)",
    "hand_empty": "when you have no cards in your hand: a situation trigger (DBS 8-6-6)",
    "placed": "when this card is placed in the Leader Area (DBS 5-2-1-3) or, by [Field], the Battle Area (DBS 10-3-1)",
}

EFFECTS = {
    "ko_opponent": once(POWER, "KO up to 1 of your opponent's Battle Cards with N power or less (DBS 10-1)"),
    "negate": once(
        Text(("attack", "play", "counter", "blocker")),
        "negate the attack or the play a [Counter] answers (DBS 7-1-4), the [Counter] before it (DBS 10-10-5),"
        " or [Blocker] (DBS 10-4-2)",
    ),
    "ko_instead": once(
        Text(("hand", "energy")),
        "this turn, if this card would be KO-ed, it goes to the hand / energy instead (DBS 8-9)",
    ),
    "awaken": once(Flag(), "turn the leader over (DBS 10-2-3)"),
    "play_from_hand": once(AT_LEAST, "play up to 1 Battle Card with energy cost N or less from your hand"),
    "field": once(Flag(), "[Field]: place this Extra Card in the Battle Area (DBS 10-3-1)"),
    "wish": once(Flag(), "[Wish]: turn this card over (DBS 10-28-3)"),
    "token": once(
        Either(
            (NAME, Table({"name": NAME, "power": POWER, "color": COLOR}, example='{ name = "Fighter", power = 5000 }'))
        ),
        "create a token (DBS 10-18)",
    ),
    "warp_drop": once(CARDS, "send up to N cards of your opponent's Drop Area to the Warp (DBS 11-4)"),
    "play_self": once(
        Flag(),
        "play this card from the hand: a Battle Card's [Counter] skill, the card not placed in the Drop Area"
        " (DBS 10-10-4)",
    ),
    "can_attack_active": lasting(
        Flag(), "[Permanent] this card can attack your opponent's Battle Cards in Active Mode (DBS 7-1, 1-3-1)"
    ),
    "cannot_play": once(
        Table(
            {
                "name": NAME,
                "character": Text(what="a character name"),
                "trait": Text(what="a special trait"),
                "number": Text(what="a card number"),
            },
            example='{ name = "Orin, the Fragile" }',
        ),
        "you can't play the cards of that name / character / special trait / card number (copies, DBS 5-1-3-1)"
        " for the rest of the turn",
    ),
    "mill_up_to": once(
        CARDS, "place up to N cards from the top of your deck in your Drop Area, the number chosen (DBS 8-5-3-2)"
    ),
    "reduce_cost": lasting(
        AMOUNT,
        "[Permanent] the energy cost (the total cost, DBS 2-11-3) of this card in the hand is N less while the skill"
        " is in force",
    ),
    "free_play": lasting(
        Flag(),
        '[Permanent] "you can play this card from your hand without paying its energy cost": while the skill is in'
        " force the card may be played from the hand with no energy paid (DBS 6-3-1-2-1-1)",
    ),
    "free_activate": lasting(
        Text(("any", "main", "battle")),
        "[Permanent] of an Extra Card: \"you can activate this card('s [Activate Main] / [Activate Battle]) from your"
        ' hand without paying its energy cost": the activation pays no energy while the skill is in force'
        " (DBS 8-1-3-1-2); not its [Counter] skills",
    ),
    "play_this": once(
        Table({"rest": Flag()}, example="{ rest = true }"),
        "play this card from the Drop Area, where the combo put it (DBS 3-6-3, 7-4-1-6), Active or in Rest Mode",
    ),
    "cannot_activate": once(NAME, "you can't activate Extra Cards of that name for the rest of the turn"),
    "cannot_attack": lasting(
        Text(("any", "leader", "battle")),
        "[Permanent] this card can't attack (any card, Leader Cards or Battle Cards) while the skill is in force",
    ),
}

CONDITIONS = {
    "life_at_most": Word(AT_LEAST, ANY_KIND, "you have N or fewer life cards"),
    "life_at_least": Word(AT_LEAST, ANY_KIND, "you have N or more life cards"),
    "min_hand": Word(AT_LEAST, ANY_KIND, "you have N or more cards in your hand"),
    "max_hand": Word(AT_LEAST, ANY_KIND, "you have N or fewer cards in your hand"),
    "than_opponent": Word(
        Table(
            {"zone": Text(("life", "hand", "energy")), "op": Text(("more", "fewer"))},
            example='{ zone = "life", op = "more" }',
        ),
        ANY_KIND,
        '"if you have more life / fewer cards in hand than your opponent": the two counts compared',
    ),
    "leader_front": Word(Flag(), ANY_KIND, "your Leader Card is on its front side (DBS 2-3-2-1-2)"),
    "bond": Word(CARDS, ANY_KIND, "[Bond X]: X or more Battle Cards in your Battle Area (DBS 10-23-1)"),
    "sparking": Word(CARDS, ANY_KIND, "[Sparking X]: X or more cards in your Drop Area (DBS 10-29-1)"),
    "dragon_balls_in_drop": Word(CARDS, ANY_KIND, "N or more [Dragon Ball] cards in your Drop Area (DBS 10-31)"),
    "in_battle_area": Word(
        Table(
            {
                "name": NAME,
                "character": Text(what="a character name"),
                "trait": Text(what="a special trait"),
                "other": Flag(),
                "leader": Flag(),
                "absent": Flag(),
            },
            example='{ name = "Planet of Trials" }',
        ),
        ANY_KIND,
        '"If {X} is in play in your Battle Area": a card of that name / character / special trait is there'
        ' (other: "another X", a card other than the skill\'s own; leader: "in your Battle Area or Leader Area",'
        ' or it is your Leader Card; absent: "if X is not in your Battle Area", none is there)',
    ),
    "in_area": Word(
        Table(
            {
                "zone": Text(("drop", "warp", "energy")),
                "multicolor": Text(what='"any", or the two colors of a "Red/Yellow multicolor" card, "red/yellow"'),
                "n": CARDS,
                "type": Text(("battle", "extra")),
                "color": COLOR,
                "trait": Text(what="a special trait"),
                "character": Text(what="a character name"),
                "name": NAME,
            },
            example='{ zone = "drop", n = 3, type = "extra" }',
        ),
        ANY_KIND,
        '"If you have N or more X in your Drop Area / Warp / energy": that many cards of the kind are there',
    ),
    "bond_of": Word(
        Table(
            {
                "n": CARDS,
                "color": COLOR,
                "trait": Text(what="a special trait"),
                "character": Text(what="a character name"),
                "or": Table(
                    {"color": COLOR, "trait": Text(what="a special trait"), "character": Text(what="a character name")},
                    example='{ trait = "Saiyan" }',
                ),
            },
            example='{ n = 2, trait = "Saiyan" }',
        ),
        ANY_KIND,
        "[Bond X] Specified Battle Card: X or more of those Battle Cards in your Battle Area (DBS 10-23-2-1);"
        ' or: "X cards and/or Y cards", a card of either description',
    ),
    "under": Word(
        Table({"n": CARDS, "trait": Text(what="a special trait")}, example='{ n = 3, trait = "Namekian" }'),
        ANY_KIND,
        '"If there are N or more (《X》) cards under this card" (DBS 11-3-4)',
    ),
    "in_battle": Word(Flag(), ANY_KIND, "only during a battle"),
    "self_rest": Word(Flag(), ANY_KIND, "this card (the skill's own) is in Rest Mode (DBS 4-8-1)"),
    "count": Word(
        Table(
            {
                "who": Text(("you", "opponent", "both")),
                "zones": ListOf(Text(("leader", "battle", "energy", "hand", "life", "drop", "combo", "warp")), 1, 3),
                "op": Text((">=", "<=")),
                "n": AT_LEAST,
                "rest_mode": Whole(0, 1, "1: in Rest Mode, 0: in Active Mode (DBS 4-8-1)"),
                "type": Text(("leader", "battle", "extra")),
                "color": COLOR,
                "mono": COLOR,
                "trait": Text(what="a special trait"),
                "character": Text(what="a character name"),
            },
            frozenset({"who", "zones", "op", "n"}),
            example='{ who = "opponent", zones = ["leader", "battle", "energy"], op = ">=", n = 4, rest_mode = 1 }',
        ),
        ANY_KIND,
        '"If your opponent has 4 or more cards in Rest Mode": the cards of those players in those areas'
        " (of that mode, card type, color, special trait and character) number N or more (or N or fewer)",
    ),
    "battle_all": Word(
        Table({"color": COLOR, "mono": COLOR}, example='{ mono = "red" }'),
        ANY_KIND,
        '"If all of your Battle Cards are red and no other color": every Battle Card in your Battle Area is of that'
        " color (of it alone); true when there is none",
    ),
    "energy_all": Word(
        Table({"color": COLOR, "mono": COLOR}, example='{ mono = "yellow" }'),
        ANY_KIND,
        '"If all of your energy is black / mono-yellow": every card in your Energy Area is of that color (of it'
        " alone); true when there is none",
    ),
    # the card the skill refers to: the card an earlier step moved, read in its final area
    # (DBS 8-10-1); the card of an area movement trigger (DBS 8-6-5-1); else this card
    "power_at_least": Word(
        POWER, ANY_KIND, "in an effect's if: the card the skill refers to has N power or more (DBS 8-10-1)"
    ),
}
COSTS = {
    "energy": once(CARDS, "rest N energy of any color (DBS 8-4-2-3)"),
    "energy_color": once(
        Either((COLOR, ListOf(COLOR, 1, 10))), "rest energy of these colors, one per colored sphere (DBS 8-4-2-4)"
    ),
    "burst": once(CARDS, "[Burst X]: place the top X cards of your deck in your Drop Area (DBS 10-30-1)"),
    "life_to_hand": once(CARDS, "add N cards from your Life Area to your hand, chosen unseen (DBS 8-4-1, 3-9-2)"),
    "life_to_drop": once(CARDS, "place N cards of your Life Area in your Drop Area, chosen unseen (DBS 8-4-1, 3-9-2)"),
    "under_to_drop": once(CARDS, "place N cards from under this card in their owners' Drop Areas (DBS 8-4-1, 11-3-4)"),
    "hand_to_bottom": once(
        Whole(1, 1, "one card"), "place 1 card of your hand, chosen by you, at the bottom of your deck (DBS 8-4-1)"
    ),
    "ko_self": once(Flag(), "KO this card (DBS 10-1): it goes from its area to its owner's Drop Area as a KO"),
    "bottom_self": once(Flag(), "place this card from its area at the bottom of its owner's deck (DBS 8-4-1)"),
    "drop_to_warp": once(
        CARDS, "send N cards of your Drop Area, chosen by you, to your Warp (DBS 11-4-1; none in 1.00)"
    ),
    "drop_self": once(Flag(), "place this card from its area in its owner's Drop Area (DBS 8-4-1)"),
    "field_self_to_warp": once(
        Flag(), "send this card from its area to its owner's Warp (DBS 8-4-1, 11-4-1; none in 1.00)"
    ),
    "discard_self": once(
        Flag(), "place this card from your hand in your Drop Area (DBS 8-4-1): a Battle Card's skill works in the hand"
    ),
    "warp_self": once(
        Flag(),
        "send this card from your Drop Area to your Warp (DBS 11-4-1; none in 1.00): the skill works in the Drop Area",
    ),
}
ZONES = ("hand", "leader", "battle", "combo", "energy", "drop", "life")


def _referred_only_in_if(ab: Ability) -> tuple[str, str] | None:
    """``power_at_least`` reads the card a skill refers to as it resolves: a
    condition of a step's ``if``, not of the whole skill."""
    if any(word == "power_at_least" for word, _ in ab.condition):
        return "the condition 'power_at_least' is one of an effect's if (the card the skill refers to)", "condition"
    return None


register_vocabulary(
    GAME,
    checks=(_referred_only_in_if,),
    effects=EFFECTS,
    triggers=TRIGGERS,
    conditions=CONDITIONS,
    costs=COSTS,
    zones=ZONES,
    params={
        "side": Text(("front", "back")),  # DBS 2-3-2-1-2: the side of a leader the skill is on
        "timing": Text(("main", "battle", "both")),  # [Activate: Main] / [Activate: Battle] / [Activate: Main/Battle]
        "counter": Text(("attack", "play", "counter")),  # [Counter: ...] (DBS 10-10-3)
        "mentions": ListOf(Text(("play", "attack")), 1, 2),  # DBS 10-10-3-1
    },
    keywords={"keywords": KEYWORDS, "back_keywords": KEYWORDS},
)


def _keywords(value: Any) -> str | None:
    bad = [v for v in value if v not in KEYWORDS]
    return f"has unknown keyword(s) {', '.join(map(repr, bad))} (known: {', '.join(KEYWORDS)})" if bad else None


def _colors(value: Any) -> str | None:
    bad = [v for v in value if v not in COLORS]
    return f"has unknown color(s) {', '.join(map(repr, bad))}" if bad else None


def _card_colors(value: Any) -> str | None:
    """``color = "red"``, or a list of two or more different colors for a
    card of several colors."""
    if isinstance(value, str):
        return one_of(*COLORS)(value)
    if len(value) < 2 or len(set(value)) != len(value) or not all(isinstance(v, str) for v in value):
        return f"must be a color or a list of two or more different colors, not {value!r}"
    return _colors(value)


def _chain(*checks: Any) -> Any:
    def check(value: Any) -> str | None:
        for c in checks:
            problem = c(value)
            if problem:
                return str(problem)
        return None

    return check


SCHEMA = CardSchema(
    ("leader", "battle", "extra"),
    {
        "color": Field((str, list), True, _card_colors),
        "character": Field((str,)),
        "traits": Field((list,), False, list_of(str)),
        "era": Field((str,)),
        "power": Field((int,)),
        "combo_power": Field((int,), False, at_least(0)),
        "combo_cost": Field((int,), False, at_least(0)),
        "cost": Field((int,), False, at_least(0)),
        "specified": Field((list,), False, _chain(list_of(str), _colors)),
        "keywords": Field((list,), False, _chain(list_of(str), _keywords)),
        "rarity": Field((str,)),
        "block": Field((int,), False, at_least(0)),
        "back_name": Field((str,)),
        "back_character": Field((str,)),
        "back_power": Field((int,)),
        "back_keywords": Field((list,), False, _chain(list_of(str), _keywords)),
        "back_text": Field((str,)),
        "over_realm": Field((int,), False, at_least(0)),  # [Over Realm X] (DBS 10-15)
        "dark_over_realm": Field((int,), False, at_least(0)),  # [Dark Over Realm X] (DBS 10-25)
        # the skill cost of [Over Realm X] / [Dark Over Realm X] (DBS 10-15-2): energy of any color
        "realm_cost": Field((int,), False, at_least(0)),
        "realm_spec": Field((list,), False, list_of(str)),  # its colored spheres (DBS 8-4-2-4)
        # [Evolve] / [EX-Evolve] / [Xeno-Evolve] <character> (DBS 10-5): the character
        # name, the kind and the skill cost (energy of any color, DBS 8-4-2-3), of which
        # ``evolve_spec`` names the energy of a color (a colored sphere, DBS 8-4-2-4)
        "evolve": Field((str,)),
        "evolve_kind": Field((str,), False, one_of("evolve", "ex", "xeno")),
        # ``evolve`` is a card name ("{X}", DBS 2-3), not a character name
        "evolve_is_name": Field((bool,), False),
        "evolve_cost": Field((int,), False, at_least(0)),
        "evolve_spec": Field((list,), False, list_of(str)),
        # DBS 10-5-3: cards of the hand (other than this one) placed in the Drop Area as part of the skill cost
        "evolve_discard": Field((int,), False, at_least(1)),
        # DBS 10-5-3, 8-4-2-2: cards drawn as part of the skill cost (the deck must hold them)
        "evolve_draw": Field((int,), False, at_least(1)),
        # the conditions the Battle Card to evolve fulfils (DBS 10-5-1): a color, an energy cost
        "evolve_color": Field((str,), False, one_of(*COLORS)),
        "evolve_target_cost": Field((int,), False, at_least(0)),
        "evolve_target_op": Field((str,), False, one_of("=", ">=", "<=")),
        # [Union-Fusion] / [Union-Potara] <A> and <B> (DBS 10-13-3, 10-13-4)
        "union_fusion": Field((list,), False, list_of(str)),
        "union_potara": Field((list,), False, list_of(str)),
        # the colors of the two specified Battle Cards, in the order of the names ("Red <A> and red <B>")
        "union_colors": Field((list,), False, _colors),
        # DBS 10-13-3-3, 8-4-2-2: cards a [Union] skill cost draws (the deck must hold them)
        "union_draw": Field((int,), False, at_least(1)),
        "union_cost": Field((int,), False, at_least(0)),
        "union_spec": Field((list,), False, list_of(str)),
        # "You can include as many copies of this card in your deck as you like" (DBS 5-1-3-2)
        "any_copies": Field((bool,), False),
        # [Permanent] "Only 1 {this card} / copy of this card can be played in your Battle Area":
        # the same card name / card number (DBS 5-1-3-1) (state.play_barred)
        "only_one": Field((str,), False, one_of("name", "copy")),
        # [Permanent] "This card can't be KO'd (in battle / by your opponent's skills)", "This card
        # can't be removed from your Battle Area by (your opponent's) skills" (dbscg.protection)
        "no_ko": Field((str,), False, one_of("any", "battle", "opponent_skills")),
        "unremovable": Field((str,), False, one_of("any", "opponent")),
        "swap": Field((int,), False, at_least(0)),  # [Swap X] (DBS 10-24)
        "swap_cost": Field((int,), False, at_least(0)),
        # the colored spheres of the skill cost (DBS 8-4-2-4) and the specified Battle Card (DBS 10-24-2)
        "swap_spec": Field((list,), False, list_of(str)),
        "swap_trait": Field((str,), False),
        "swap_character": Field((str,), False),
        "swap_color": Field((str,), False, one_of(*COLORS)),
        "swap_mono": Field((str,), False, one_of(*COLORS)),
    },
)


def card_problem(cd: CardDef) -> str:
    """Fields each card type must have (DBS 2-8-2, 2-9-2, 2-10-2, 2-11-2)."""
    st = cd.stats
    if cd.type == "leader":
        if "power" not in st or "back_power" not in st or "back_name" not in st:
            return "a Leader Card needs power, back_name and back_power (DBS 2-3-2-1-2, 2-8-2)"
        if "cost" in st or "combo_power" in st:
            return "a Leader Card has no energy cost or combo power (DBS 2-9-2, 2-11-2)"
    elif cd.type == "battle":
        if "power" not in st or "cost" not in st:
            return "a Battle Card needs power and cost (DBS 2-8-2, 2-11-2)"
        if ("combo_power" in st) != ("combo_cost" in st):
            return "a Battle Card has both combo power and combo cost, or neither (DBS 3-7-3-1)"
    else:
        if "cost" not in st:
            return "an Extra Card needs cost (DBS 2-11-2)"
        if "power" in st or "combo_power" in st:
            return "an Extra Card has no power or combo power (DBS 2-8-2, 2-9-2)"
    return ""
