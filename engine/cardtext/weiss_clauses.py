"""More Weiss Schwarz clauses: triggers and conditions that many lines share.

Read with the rules of :mod:`engine.cardtext.weiss`, which adds these to its
lists: a climax of a name placed on your climax area (a climax combo's
trigger), "when you use 【S】", "if this card is in the front row", two conditions joined by "and".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from engine.cardtext.core import Ctx, Rule, Steps, Table, num, read, rule

_CLIMAX_AREA = r"(?:the |your )?climax (?:slot|area)"

TRIGGERS: list[Rule] = [
    # WS 8.6.2.4.3: a climax of that name (WS 2.1.1.2) placed on your climax area
    rule(
        r"when (?:the climax |your climax )?(?:\"|「)(?P<name>[^\"「」]+)(?:\"|」) is placed (?:into|in|on|onto) your climax (?:slot|area)",
        lambda m, c: ("climax_placed", [], ["stage"], {"name": m.group("name")}),
    ),
]

TRIGGERS.append(
    # WS 8.6.2: you play an activated ability (Backup among them, WS 10.5.1)
    rule(r"when you use(?:d)? (?:an? )?【S】(?: ability)?", lambda m, c: ("use_act", [], ["stage"])),
)

_ATTACKS = {"direct": "direct", "front": "frontal", "frontal": "frontal", "side": "side"}
_REVERSE = r"becomes? (?:reverse|reversed|in reverse)"
_IN_BATTLE = r"(?P<battle> (?:in|during) (?:the )?battle)?"


def _in_battle(m: re.Match[str], when: str) -> tuple[str, Steps, list[str], Table]:
    """A reversal (WS 7.6.1.2: by the battle, with "in battle")."""
    return when, [], [], {"in_battle": True} if m.group("battle") else {}


TRIGGERS.extend(
    [
        # WS 7.2.1.5.1: this card is the defending character of a frontal attack
        rule(r"when this card is (?:being )?front(?:al)? attacked", lambda m, c: ("front_attacked", [], ["stage"])),
        # WS 7.2.1.4: an attack of one type
        rule(
            r"when this card (?P<k>direct|front|frontal|side) attacks",
            lambda m, c: ("attacks", [], [], {"attack": _ATTACKS[m.group("k").lower()]}),
        ),
        rule(r"when this card " + _REVERSE + _IN_BATTLE, lambda m, c: _in_battle(m, "reversed")),
        # the character battling this card is its battle opponent (WS 7.2.1.5.1)
        rule(
            r"when the character battling this card " + _REVERSE + _IN_BATTLE,
            lambda m, c: _in_battle(m, "opponent_reversed"),
        ),
        # WS 7.3.1.2: a climax revealed by your trigger check
        rule(
            r"when (?:your character trigger checks a climax|a climax appears during your character'?s trigger check)",
            lambda m, c: ("trigger_climax", [], ["stage"]),
        ),
        rule(r"when you play(?:ed)? (?:an )?events?", lambda m, c: ("play_event", [], ["stage"])),
        rule(r"when you level up", lambda m, c: ("level_up", [], ["stage"])),
    ]
)

CONDITIONS: list[Rule] = [
    # WS 3.6.3: the front row is the center stage
    rule(
        r"if this card is (?:in|at|on) (?:the |your )?front row",
        lambda m, c: [{"this_in_front_row": True}],
    ),
    # WS 8.6.2.4.1: this card played from the hand and placed on the stage this turn
    rule(
        r"during the turn (?:when |in which |that )?this card (?:is|was) (?:played and )?placed on (?:the )?stage from (?:your )?hand",
        lambda m, c: [{"played_this_turn": True}],
    ),
]

EFFECTS: list[Rule] = [
    # WS 7.3.1.2: the trigger step of this card's attack (read where the trigger is "when this card attacks")
    rule(
        r"during this attack,? perform (?:the )?trigger checks? (?P<n>{N}) times during (?:your |the )?trigger step",
        lambda m, c: [{"trigger_checks": num(m.group("n"))}] if num(m.group("n")) >= 2 else None,
    ),
]


def both_rules(conditions: Callable[[], Sequence[Rule]]) -> list[Rule]:
    """ "if A and B": both conditions, each read on its own (``conditions()``: the game's list, a getter as
    this rule is part of it)."""

    def both(m: re.Match[str], ctx: Ctx) -> Steps | None:
        first = read(conditions(), "if " + m.group("a"), ctx)
        second = read(conditions(), "if " + m.group("b"), ctx)
        return first + second if first and second else None

    return [rule(r"if (?P<a>.+?),? and (?:if )?(?P<b>.+)", both)]
