"""The Weiss Schwarz keyword lines (ENCORE, BOND, BACKUP / ASSIST, SUPPORT, SUNDER, GREAT PERFORMANCE, BRAINSTORM,
SHIFT) and the line shapes the compiler reads whole (the play rules of a card in the hand, a limit of times a
turn), with the predicates :mod:`engine.cardtext.weiss` reads an ability's steps by."""

from __future__ import annotations

import re
from typing import Any

from engine.cardtext.core import Parts, Steps, Table

#: the triggers only a character on the stage meets
CHARACTER_TRIGGERS = frozenset(
    {"attacks", "reversed", "opponent_reversed", "attack_end", "stage_to_waiting_room", "encore"}
)


def short_bonus(steps: Any) -> bool:
    """Whether ``steps`` (or steps inside them) give a stat bonus until the end of this turn."""
    if isinstance(steps, list):
        return any(short_bonus(s) for s in steps)
    if not isinstance(steps, dict):
        return False
    for word, value in steps.items():
        if word == "power" or (word == "gets" and isinstance(value, dict) and "until" not in value):
            return True
        if word in ("may", "if", "then", "do", "else") and short_bonus(value):
            return True
    return False


#: the conditions read on the card whose ability it is
THIS_CARD_WORDS = frozenset(
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


def self_bonus(step: Table) -> bool:
    """A step of a continuous bonus or restriction of this card's own (``power``, ``gets`` with no target,
    "this card cannot ...")."""
    if "gets" in step:
        return isinstance(step["gets"], dict) and "target" not in step["gets"]
    return bool({"power", "no_side_attack", "no_front_attack", "no_attack", "no_reverse", "no_stand_phase"} & set(step))


def uses(steps: Any, verb: str) -> bool:
    """Whether ``steps`` (or a step inside them: may, choose, brainstorm) use ``verb``."""
    if isinstance(steps, dict):
        return verb in steps or any(uses(v, verb) for v in steps.values())
    if isinstance(steps, list):
        return any(uses(v, verb) for v in steps)
    return False


ENCORE_LINE = re.compile(r"^ENCORE\s*\[(?P<cost>[^\]]+)\]\s*$", re.IGNORECASE)
BOND_LINE = re.compile(r'^BOND\s*/\s*"(?P<name>[^"]+)"\s*\[(?P<cost>[^\]]+)\]\s*$', re.IGNORECASE)
BACKUP_LINE = re.compile(
    r"^(?:BACKUP|ASSIST)\s+(?P<p>\d+),?\s+Level\s+(?P<lv>\d+)\s*\[(?P<cost>[^\]]+)\]\s*$", re.IGNORECASE
)
SUPPORT_LINE = re.compile(
    r"^(?:SUPPORT|Assist)\s+(?:(?P<when>during your (?:opponent'?s )?turn),\s*)?all (?:of )?(?:your |the )?"
    r"(?:(?P<traits>《[^》]+》(?:\s*(?:or|/|,)\s*《[^》]+》)*) )?characters?"
    r"(?: with level (?P<lv>\d+) or (?P<hl>higher|lower))? in front of this card"
    r"(?: with level (?P<lv2>\d+) or (?P<hl2>higher|lower))?,? gets? "
    r"\+(?:(?P<p>\d+) power|(?P<x>[XＸ]) power\.\s*[XＸ] is equals? to that character'?s level x\s?(?P<per>\d+))"
    r"(?: if their power is (?P<max>\d+) or less)?\.?$",
    re.IGNORECASE,
)
SUNDER_LINE = re.compile(r'^SUNDER\s*/\s*"(?P<name>[^"]+)"\s*\[(?P<cost>[^\]]+)\]\s*$', re.IGNORECASE)
GREAT_LINE = re.compile(r"^GREAT PERFORMANCE\.?$", re.IGNORECASE)
BRAINSTORM_LINE = re.compile(
    r"^(?:BRAINSTORM|CONCENTRATION)\s*\[(?P<cost>[^\]]+)\]\s*(?:flip (?:over )?the top (?P<n>\d+) cards of your deck,? "
    r"(?:and )?(?:place|put) them (?:into|in) (?:your )?waiting room\.?\s*for each climax (?:revealed )?among (?:them|those cards),?\s*"
    r"(?P<per>.+))$",
    re.IGNORECASE,
)
SHIFT_LINE = re.compile(r"^(?:◆\s*)?SHIFT,?\s+Level\s+(?P<n>\d+)\.?$", re.IGNORECASE)
SELF_HAND = re.compile(
    r"^(?:\((?P<n>\d+)\)\s*)?(?:put|place|discard) this card from (?:your )?hand (?:into|to) (?:your )?waiting room$",
    re.I,
)


def support(m: re.Match[str]) -> Parts:
    """WS 10.3: Assist to the characters in front of this card: all, of a
    trait, of a level or higher / lower; +N power, or +N times that
    character's level; during your (opponent's) turn only."""
    params: Table = {}
    if m.group("max"):
        params["max_power"] = int(m.group("max"))
    if m.group("traits"):
        params["traits"] = re.findall(r"《([^》]+)》", m.group("traits"))
    lv, hl = (m.group("lv"), m.group("hl")) if m.group("lv") else (m.group("lv2"), m.group("hl2"))
    if lv:
        params["min_level" if hl.lower() == "higher" else "max_level"] = int(lv)
    if m.group("per"):
        params["per_level"] = True
    n = int(m.group("per") or m.group("p"))
    when = (m.group("when") or "").lower()
    condition: Steps = [{"opponent_turn": True}] if "opponent" in when else [{"my_turn": True}] if when else []
    return Parts("cont", ["back_stage"], condition=condition, effect=[{"assist_power": n}], params=params)


#: "you can play this card from your hand without following the color rule"
NO_COLOR = re.compile(
    r"(?:(?P<cond>if .+?),? )?you can play this card from (?:your )?hand without following (?:the )?colou?r rules?\.?",
    re.IGNORECASE,
)

#: "if you have no 《T》 character, you cannot play this card from your hand"
NO_PLAY = re.compile(r"(?P<cond>if .+?),? you cannot play this card from (?:your )?hand\.?", re.IGNORECASE)

#: "..., this card gets -1 level in your hand"
IN_HAND = re.compile(r"(?P<rest>.*\bthis card gets (?P<n>[+-]\s?\d+) level) in (?:your )?hand\.?", re.IGNORECASE)
#: "..., this card in your hand gets -1 level" (the same, worded otherwise)
IN_HAND_BEFORE = re.compile(
    r"(?P<pre>.*\bthis card) in (?:your )?hand (?P<post>gets [+-]\s?\d+ level)\.?", re.IGNORECASE
)


#: "this ability can (only) be activated up to 2 times / twice each turn", at the start of the text or after a cost
TIMES = re.compile(
    r"(?:^|(?<=\]))\s*this ability can (?:only )?be (?:activated|used) (?:up to )?(?:(?P<n>\d+|two|three) times|twice)"
    r" (?:each|per) turn\.?\s*",
    re.IGNORECASE,
)
