"""Cardfight!! Vanguard cards: the characteristics of VG 2 as a card schema,
the zone names of VG 4 and the ability vocabulary of the game.

Card fields (VG 2): name, clan (VG 2.2), race (VG 2.3), grade (VG 2.4),
power (VG 2.5), shield (VG 2.6, some cards have none), critical (VG 2.7),
trigger icon (VG 2.8), type (VG 2.9: trigger unit / normal unit) and skill
icons (VG 2.10: boost, intercept, twin drive).
"""

from __future__ import annotations

from engine.abilities import register_vocabulary
from engine.cards import CardSchema, Field, at_least, list_of, one_of

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
SKILLS = (BOOST, INTERCEPT, TWIN_DRIVE, RESTRAINT, MULTI_ATTACK)


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

VOCABULARY = register_vocabulary(
    GAME,
    effects=(
        "critical",
        "soul_charge",
        "counter_charge",
        "stand_self",
        "retire_opponent_rearguard",
        "power_vanguard",
        "gain",
        "retire",
        "stand",
        "rest",
        "superior_call",
        "superior_ride",
        "search",
        "heal",
        "bind",
        "damage",
        "reveal_top",
        "grant_skill",
        "lose_skill",
        "seal",
        "win_game",
        "lose_game",
        "shield",
        "rearguards_power",
        "battle",
        "guard_call",
        "no_hit",
        "grade",
        "rearguards_skill",
        "retire_self",
        "draw_equal",
        "deck_copies",
    ),
    costs=("counter_blast", "soul_blast", "soul_charge", "soul_self", "retire_rearguard", "reveal"),
    triggers=(
        "ridden",
        "boosted",
        "battle_end",
        "main_start",
        "opponent_attacks",
        "draw_start",
        "ride_start",
        "start_step",
        "attack_step",
        "guard_step",
        "drive_step",
        "damage_step",
        "situation",
    ),
    conditions=(
        "limit_break",
        "vanguard_grade_at_least",
        "soul_at_least",
        "damage_at_least",
        "opponent_damage_at_least",
        "opponent_deck_at_most",
        "attacking_vanguard",
    ),
    zones=("VC", "RC", "GC", "hand", "drop", "soul", "damage", "bind"),
)
