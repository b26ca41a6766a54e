"""Cardfight!! Vanguard cards: the characteristics of VG 2 as a card schema,
the zone names of VG 4 and the ability vocabulary of the game.

Card fields (VG 2): name, clan (VG 2.2), race (VG 2.3), grade (VG 2.4),
power (VG 2.5), shield (VG 2.6, some cards have none), critical (VG 2.7),
trigger icon (VG 2.8), type (VG 2.9: trigger unit / normal unit) and skill
icons (VG 2.10: boost, intercept, twin drive).
"""

from __future__ import annotations

from engine.abilities import AT_LEAST, CARDS, register_vocabulary
from engine.cards import CardDef, CardSchema, Field, at_least, list_of, one_of
from engine.grammar.spec import ANY_KIND, Either, Flag, ListOf, Steps, Switch, Table, Text, Whole, Word, lasting, once

GAME = "vanguard"

#: VG 2.9.2: units with a trigger icon are trigger units, the others normal units.
NORMAL_UNIT = "normal_unit"
TRIGGER_UNIT = "trigger_unit"

#: VG 2.8.1.1: the trigger icons.
CRITICAL = "critical"
DRAW = "draw"
STAND_TRIGGER = "stand"
HEAL = "heal"
TRIGGERS = (CRITICAL, DRAW, STAND_TRIGGER, HEAL)

#: VG 2.10.1: the skill icons.
BOOST = "boost"
INTERCEPT = "intercept"
TWIN_DRIVE = "twin_drive"
#: VG 10.2.4: Restraint is a keyword ability without an icon; it is listed
#: with the skills so that a card can print it and effects can grant it.
RESTRAINT = "restraint"
#: VG 7.3.1.4.2: "this unit may attack every unit in your opponent's front
#: row" (an ability some units get; it makes several units the attacked units).
MULTI_ATTACK = "multi_attack"
#: Sentinel, as its cards print it: "[CONT] Sentinel (You may only have up
#: to four cards with Sentinel in a deck)" — a continuous ability about deck
#: construction (VG 5.1.2.5) without an icon, listed with the skills as
#: Restraint is; :mod:`engine.games.vanguard.deck` checks it.
SENTINEL = "sentinel"
SKILLS = (BOOST, INTERCEPT, TWIN_DRIVE, RESTRAINT, MULTI_ATTACK, SENTINEL)


def _skills(value: object) -> str | None:
    problem = list_of(str)(value)
    if problem:
        return problem
    assert isinstance(value, list)
    bad = [v for v in value if v not in SKILLS]
    return f"has unknown skill icon(s) {', '.join(bad)} (known: {', '.join(SKILLS)})" if bad else None


SCHEMA = CardSchema(
    (NORMAL_UNIT, TRIGGER_UNIT),
    {
        "clan": Field((str,), True),
        "race": Field((str,)),
        "grade": Field((int,), True, at_least(0)),
        "power": Field((int,), True, at_least(0)),
        # VG 2.6.3: some cards have no shield; VG 3.11.1.1: shield 0 is a shield.
        "shield": Field((int,), False, at_least(0)),
        "critical": Field((int,), True, at_least(0)),
        "trigger": Field((str,), False, one_of(*TRIGGERS)),
        "skills": Field((list,), False, _skills),
    },
)

# -- zones (VG 4) -------------------------------------------------------------------

DECK = "deck"  # VG 4.2
HAND = "hand"  # VG 4.3
DROP = "drop"  # VG 4.4
VC = "VC"  # VG 4.6.4: the vanguard circle (center front)
RC_FL = "RC_FL"  # VG 4.6.6: rear-guard circles
RC_FR = "RC_FR"
RC_BL = "RC_BL"
RC_BC = "RC_BC"
RC_BR = "RC_BR"
GC = "GC"  # VG 4.6.5: the guardian circle (center far front)
SOUL = "soul"  # VG 4.7
DAMAGE = "damage"  # VG 4.8
BIND = "bind"  # VG 4.9
TRIGGER = "trigger"  # VG 4.10

REAR_GUARD_CIRCLES = (RC_FL, RC_FR, RC_BL, RC_BC, RC_BR)
#: VG 4.6.3: the front row (the vanguard circle and two rear-guard circles).
FRONT_ROW = (RC_FL, VC, RC_FR)
FRONT_RC = (RC_FL, RC_FR)
BACK_ROW = (RC_BL, RC_BC, RC_BR)
UNIT_CIRCLES = (VC, *REAR_GUARD_CIRCLES)
CIRCLES = (*UNIT_CIRCLES, GC)
#: VG 4.6.2: the circle behind each front-row circle (same column).
BEHIND = {RC_FL: RC_BL, VC: RC_BC, RC_FR: RC_BR}
#: VG 4.6.2: the column of each unit circle (left, center, right as its master sees them).
COLUMN = {RC_FL: "L", RC_BL: "L", VC: "C", RC_BC: "C", RC_FR: "R", RC_BR: "R"}
#: VG 4.6.2.1: the opponent's column facing each of yours (your left is their right).
FACING = {"L": "R", "C": "C", "R": "L"}
#: VG 6.6.1.2.3: the columns whose two circles are both rear-guard circles.
RC_COLUMNS = (("L", RC_FL, RC_BL), ("R", RC_FR, RC_BR))

CIRCLE_NAMES = {
    VC: "vanguard circle",
    RC_FL: "front left rear-guard circle",
    RC_FR: "front right rear-guard circle",
    RC_BL: "back left rear-guard circle",
    RC_BC: "back center rear-guard circle",
    RC_BR: "back right rear-guard circle",
    GC: "guardian circle",
}

# -- ability vocabulary ------------------------------------------------------------

#: VG 5.1.2.1: a deck holds fifty cards.
DECK_SIZE = 50

#: The units an effect may name (``"opponent_"`` in front: the opponent's):
#: this unit, the vanguard, one or more rear-guards (chosen), every
#: rear-guard, a front-row rear-guard, any unit, the attacked unit.
TARGETS = (
    *(
        side + what
        for side in ("", "opponent_")
        for what in ("vanguard", "rearguard", "all_rearguards", "front_rearguard", "unit", "attacked_unit")
    ),
    "self",
)
TARGET = Text(TARGETS, "a unit")
GRADE = Whole(0, 99, "a grade")
#: which units of ``target`` an effect may choose among: ``count`` of them,
#: those of grade ``max_grade`` or less, ``other`` than this unit, in this
#: unit's column (``same_column``, VG 4.6.2)
_CHOICE = {
    "target": TARGET,
    "count": CARDS,
    "max_grade": GRADE,
    "other": Switch(),
    "same_column": Switch(),
}
SKILL = Text(SKILLS, "a skill")
#: where a call, a ride or a search takes its cards from
PILES = ("deck", "drop", "soul", "hand")
_FROM = {"from": Text(PILES), "grade": GRADE, "grade_max": GRADE, "count": CARDS}
#: what a call or a ride from a pile may take besides its grade: a clan, a card name
_OF = {"clan": Text(what="a clan"), "name": Text(what="a card name"), "name_has": Text(what="words of a name")}
#: where a revealed card goes ("shuffle": it stays, and the deck is shuffled)
DESTINATIONS = ("hand", "soul", "drop", "bottom", "call", "shuffle")

VOCABULARY = register_vocabulary(
    GAME,
    effects={
        "superior_call": once(
            Table(
                {**_FROM, **_OF, "at_end": Text(("battle", "turn")), "then": Text(("bottom", "soul", "drop", "hand"))},
                example='{ from = "deck", grade_max = 1, count = 1 }',
            ),
            "call cards to rear-guard circles (VG 10.1.6.1.3)",
        ),
        "superior_ride": once(
            Table(
                {"from": Text(PILES), "grade": GRADE, "grade_max": GRADE, **_OF}, example='{ from = "deck", grade = 3 }'
            ),
            "ride a card (VG 10.1.5.2)",
        ),
        "reveal_top": once(
            Table(
                {
                    "grade": GRADE,
                    "grade_min": GRADE,
                    "grade_max": GRADE,
                    "clan": Text(what="a clan"),
                    "trigger": Switch(),
                    "hit": Text(DESTINATIONS),
                    "miss": Text(DESTINATIONS),
                },
                example='{ grade = 1, hit = "hand", miss = "bottom" }',
            ),
            "reveal the top card of your deck and put it where it fits (VG 10.1.8)",
        ),
        "look_search": once(
            Table(
                {
                    "look": Whole(1, DECK_SIZE, "a number of cards"),
                    "look_up_to": Switch(),
                    "rest": Text(("bottom",)),
                    "up_to": CARDS,
                    "to": Text(("hand", "soul", "drop", "call", "ride")),
                    "clan": Text(what="a clan"),
                    "names": ListOf(Text(what="a card name"), 1, 4),
                    "name_has": Text(what="words of a name"),
                    "grade": GRADE,
                    "grade_min": GRADE,
                    "grade_max": GRADE,
                },
                frozenset({"look", "up_to", "to"}),
                '{ look = 5, up_to = 1, clan = "X", to = "hand" }',
            ),
            "look at the top cards of your deck, find cards among them, put them somewhere and shuffle (VG 10.1.9)",
        ),
        "timed": once(
            Table(
                {"at": Text(("battle", "turn", "your_end_phase")), "steps": Steps(exclude=frozenset({"timed"}))},
                frozenset({"at", "steps"}),
                '{ at = "your_end_phase", steps = [{ shuffle_deck = true }] }',
            ),
            "a timed trigger: steps carried out at the end of that battle or turn, or of your end phase (VG 8.6.5)",
        ),
        "seal": once(TARGET, "a unit's abilities cannot be used until end of turn (VG 11.2)"),
        "rearguards_skill": lasting(
            Either((SKILL, Table({"skill": SKILL, "lose": Switch(), "with_skill": SKILL}, frozenset({"skill"})))),
            "your rear-guards get (or lose) a skill (VG 8.7.2)",
        ),
        "battle": once(Flag(), "this unit becomes the attacked unit (VG 10.1.19)"),
        "guard_call": once(
            Table(_FROM, example='{ from = "drop", count = 1 }'),
            "call guardians to the guardian circle (VG 10.1.6.1.3.1)",
        ),
        "no_hit": once(
            Either(
                (
                    TARGET,
                    Table(
                        {"target": TARGET, "clan": Text(what="a clan")},
                        example='{ target = "attacked_unit", clan = "X" }',
                    ),
                )
            ),
            "a unit (of a clan) cannot be hit until end of battle (VG 1.3.3)",
        ),
        "deck_copies": lasting(
            Whole(1, DECK_SIZE, "a whole number of copies"), "a deck may hold N cards of this name", rule="VG 5.1.2.5"
        ),
    },
    costs={
        "counter_blast": once(CARDS, "Counter Blast N (VG 10.1.15)"),
        "counter_blast_of": once(
            Table(
                {"count": CARDS, "clan": Text(what="a clan"), "name_has": Text(what="words of a name")},
                frozenset({"count"}),
                '{ count = 1, name_has = "X" }',
            ),
            "Counter Blast N of face-up damage of a clan or with words in its name (VG 10.1.15)",
        ),
        "soul_blast": once(CARDS, "Soul Blast N (VG 10.1.16)"),
        "soul_charge": once(CARDS, "Soul Charge N (VG 10.1.17)"),
        "soul_self": once(Flag(), "put this unit into your soul"),
        "retire_rearguard": once(CARDS, "retire N of your other rear-guards (VG 10.1.3)"),
        "retire_rearguards": once(
            Table(
                {
                    "count": CARDS,
                    "clan": Text(what="a clan"),
                    "name_has": Text(what="words of a name"),
                    "grade_min": GRADE,
                    "other": Switch(),
                },
                frozenset({"count"}),
                '{ count = 2, clan = "X" }',
            ),
            "retire N of your (other) rear-guards of a clan or with words in their names (VG 10.1.3)",
        ),
        "retire_self": once(Flag(), "retire this unit (VG 10.1.3)"),
        "reveal": once(
            Either(
                (
                    CARDS,
                    Table(
                        {"count": CARDS, "grade": GRADE, "clan": Text(what="a clan")},
                        example="{ count = 1, grade = 3 }",
                    ),
                )
            ),
            "reveal cards from your hand (VG 10.1.8.1.1)",
        ),
        "discard_card": once(
            Table(
                {"count": CARDS, "grade": GRADE, "clan": Text(what="a clan"), "name": Text(what="a card name")},
                example='{ count = 1, clan = "X" }',
            ),
            "discard cards of a clan, grade or name from your hand (VG 10.1.2.1.1)",
        ),
    },
    triggers={
        "placed": "this unit is placed on a circle (VG 10.1.4)",
        "ridden": "this vanguard is ridden upon, by a card of params.rider_name / rider_clan if given (VG 8.6.4.1.4)",
        "boosts": "this unit boosts (VG 7.3.1.6), a unit as params.boosts says if given",
        "boosted": "this unit is boosted (VG 7.3.1.6)",
        "attacked": "this unit is attacked (VG 7.3.1.6)",
        "opponent_attacks": "a unit of your opponent attacks (VG 7.3.1.6)",
        "hits": "this unit's attack hits (VG 7.6.1.9)",
        "boost_hits": "an attack hits in a battle this unit boosted (VG 7.3.1.5.1, VG 7.6.1.9)",
        "battle_end": "at the end of a battle this unit took part in (VG 7.7.1.1)",
        "leaves_field": "this unit leaves the field (VG 8.6.4)",
        "to_hand": "this unit is returned to the hand from the circles of the ability's zones (VG 8.6.4)",
        "intercepts": "this unit intercepts: it is moved to the guardian circle (VG 10.2.2.1)",
        "ally_retired": "another of your rear-guards is put into the drop zone, as params.retired says (VG 8.6.4)",
        "opponent_retired": "a rear-guard of your opponent is put into the drop zone (VG 8.6.4)",
        "ally_placed": "another of your units is placed on a circle, as params.placed says (VG 10.1.4)",
        "drive_reveals": "a drive check of your vanguard reveals a card as params.reveals says (VG 7.5.1.2)",
        "to_drop": "this unit is put into the drop zone from the circles of the ability's zones (VG 8.6.4)",
        "main_start": "at the beginning of your main phase (VG 6.6.1.1)",
        "draw_start": "at the beginning of your draw phase (VG 6.4.1.1)",
        "ride_start": "at the beginning of your ride phase (VG 6.5.1.1)",
        "start_step": "at the beginning of the start step (VG 7.2.1.1)",
        "attack_step": "at the beginning of the attack step (VG 7.3.1.2)",
        "guard_step": "at the beginning of the guard step (VG 7.4.1.1)",
        "drive_step": "at the beginning of the drive step (VG 7.5.1.1)",
        "damage_step": "at the beginning of the damage step (VG 7.6.1.1)",
        "situation": "the game is in the situation of the condition (VG 8.6.6)",
    },
    conditions={
        "min_hand": Word(AT_LEAST, ANY_KIND, "you have N or more cards in your hand"),
        "max_hand": Word(AT_LEAST, ANY_KIND, "you have N or fewer cards in your hand"),
        "zone_count_at_least": Word(
            Table(
                {"zone": Text(("hand", "drop", "soul", "damage", "bind", "deck")), "count": AT_LEAST},
                frozenset({"zone", "count"}),
                '{ zone = "soul", count = 5 }',
            ),
            ANY_KIND,
            "a zone of yours holds N or more cards",
        ),
        "limit_break": Word(AT_LEAST, ANY_KIND, "Limit Break N: N or more damage (VG 10.2.5.1)"),
        "damage_at_least": Word(AT_LEAST, ANY_KIND, "you have N or more damage"),
        "vanguard_grade_at_least": Word(GRADE, ANY_KIND, "your vanguard is grade N or greater"),
        "soul_at_least": Word(AT_LEAST, ANY_KIND, "your soul holds N or more cards"),
        "self_power_at_least": Word(
            Whole(0, 999999, "an amount of power"), ANY_KIND, "this unit's power is N or greater (VG 2.5)"
        ),
        "soul_at_most": Word(Whole(0, DECK_SIZE, "a number of cards"), ANY_KIND, "your soul holds N or fewer cards"),
        "opponent_damage_at_least": Word(AT_LEAST, ANY_KIND, "your opponent has N or more damage"),
        "opponent_deck_at_most": Word(AT_LEAST, ANY_KIND, "your opponent's deck holds N or fewer cards"),
        "attacking_vanguard": Word(Flag(), ANY_KIND, "the attacked unit is a vanguard"),
        "battle_at_least": Word(
            AT_LEAST, ANY_KIND, "the battle in progress is the Nth of the turn or later (VG 7.1.2.1)"
        ),
        "battle_number": Word(AT_LEAST, ANY_KIND, "the battle in progress is the Nth of the turn (VG 7.1.2.1)"),
        "phase": Word(Text(("main", "battle", "end")), ANY_KIND, "it is that phase (VG 6.6, VG 6.7, VG 6.8)"),
        "boosted_clan": Word(Text(what="a clan"), ANY_KIND, "the unit this unit boosts is of the clan (VG 7.3.1.5.1)"),
        "boosted_limit_break": Word(
            AT_LEAST, ANY_KIND, "the unit this unit boosts has a Limit Break N ability (VG 7.3.1.5.1, VG 10.2.5)"
        ),
        "booster_clan": Word(
            Text(what="a clan"), ANY_KIND, "the unit boosting this unit is of the clan (VG 7.3.1.5.1)"
        ),
    },
    zones=("VC", "RC", "GC", "hand", "drop", "soul", "damage", "bind"),
    keywords={"skills": SKILLS},
    # "ridden": "when a card named X rides this unit" (VG 2.1.1: the card name of the unit that rode it)
    # "boosts": "when this unit boosts a unit named X / with "X" in its card name / a <clan> (vanguard)"
    params={
        "rider_name": Text(what="a card name"),
        "rider_clan": Text(what="a clan"),
        # "placed": "when this unit is placed on (RC) from your deck / soul / drop zone / hand"
        "placed_from": Text(("deck", "soul", "drop", "hand")),
        "boosts": Table(
            {
                "name": Text(what="a card name"),
                "name_has": Text(what="words of a name"),
                "clan": Text(what="a clan"),
                "vanguard": Switch(),
                "limit_break": AT_LEAST,
            },
            example='{ name_has = "Blaster" }',
        ),
        # "retired": "when another of your <clan> rear-guards is put into the drop zone"
        "retired": Table({"clan": Text(what="a clan")}, frozenset({"clan"}), '{ clan = "X" }'),
        # "placed": "when another of your grade 3 <clan> is placed on (RC)"
        "placed": Table(
            {
                "zone": Text(("VC", "RC")),
                "name": Text(what="a card name"),
                "name_has": Text(what="words of a name"),
                "clan": Text(what="a clan"),
                "grade": GRADE,
                "grade_min": GRADE,
            },
            frozenset({"zone"}),
            '{ zone = "RC", clan = "X" }',
        ),
        # "reveals": "when this unit's (your vanguard's) drive check reveals a grade 3 <clan>"
        "reveals": Table(
            {
                "name": Text(what="a card name"),
                "name_has": Text(what="words of a name"),
                "clan": Text(what="a clan"),
                "grade": GRADE,
                "grade_min": GRADE,
            },
            example='{ grade = 3, clan = "X" }',
        ),
    },
)


def card_problem(card: CardDef) -> str | None:
    """VG 2.9.2: a trigger unit has a trigger icon, a normal unit none."""
    has_icon = card.get("trigger") is not None
    if has_icon != (card.type == TRIGGER_UNIT):
        what = "a trigger unit needs a trigger icon" if not has_icon else "a card with a trigger icon is a trigger unit"
        return f"{what} (VG 2.9.2)"
    return None
