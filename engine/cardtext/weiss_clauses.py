"""More Weiss Schwarz clauses: triggers and conditions that many lines share.

Read with the rules of :mod:`engine.cardtext.weiss`, which adds these to its
lists: a climax of a name placed on your climax area (a climax combo's
trigger), "when you use 【S】", "if this card is in the front row", two conditions joined by "and".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from engine.cardtext.core import Ctx, Rule, Steps, read, rule

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

CONDITIONS: list[Rule] = [
    # WS 3.6.3: the front row is the center stage
    rule(
        r"if this card is (?:in|at|on) (?:the |your )?front row",
        lambda m, c: [{"this_in_front_row": True}],
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
