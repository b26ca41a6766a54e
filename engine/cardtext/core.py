"""The clause machinery the games' compilers share.

An ability line is read as clauses in a fixed order: the game's marker
head (kind, zones, a cost in brackets, ``1/Turn``...), then for an
automatic ability its trigger clause, a cost clause, condition clauses,
"you may pay the cost. If you do," and the effect. The effect is a sequence
of sentences: a sentence a rule reads whole is taken whole, otherwise it is
split at ``.``, ``then``, ``and`` or a comma and each part read on its own,
so that the rules stay small and combine.

Every rule is a regular expression read in full (``fullmatch``, case
ignored) and a builder returning the grammar's steps, or None when a part
of the match is not one the game has (an unknown zone or card type): the
rule then does not apply. A line that no rule sequence reads in full is not
compiled: nothing is guessed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

Table = dict[str, Any]
Steps = list[Table]

NUMBER_WORDS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "once": 1,
    "twice": 2,
}
#: a number as cards print it (``2``, ``two``, ``a``, ``(2)``)
N = r"(?:\(?\d+\)?|an?|one|two|three|four|five|six|seven|eight|nine|ten)"


def num(text: str) -> int:
    t = text.strip().strip("()").lower()
    return int(t) if t.isdigit() else NUMBER_WORDS[t]


def signed(text: str) -> int:
    t = text.replace(" ", "").replace("+", "")
    return int(t)


#: regular-expression shorthands usable in rules: {N} a number, {P} a signed amount
MACROS = {"{N}": N, "{P}": r"[+-]\s?\d+"}


#: the longest ability line read (real lines are under 800 characters)
MAX_LINE = 1500
#: the most rule readings one line may take: a line that needs more is not read
BUDGET = 50_000


#: the most parts an effect is split into
MAX_PARTS = 24


class TooComplex(Exception):
    """A line that takes more work than :data:`BUDGET` to read."""


@dataclass(frozen=True)
class Ctx:
    """What a line is read within: the game, the card's table, the ability's
    kind, and what is left of the line's budget of readings."""

    game: str
    card: Table
    kind: str = "auto"
    zones: tuple[str, ...] = ()
    budget: list[int] = field(default_factory=lambda: [BUDGET])


Builder = Callable[[re.Match[str], Ctx], Any]


@dataclass(frozen=True)
class Rule:
    pattern: re.Pattern[str]
    build: Builder


def rule(pattern: str, build: Builder) -> Rule:
    for macro, rx in MACROS.items():
        pattern = pattern.replace(macro, rx)
    return Rule(re.compile(pattern, re.IGNORECASE), build)


def read(rules: Sequence[Rule], text: str, ctx: Ctx) -> Any:
    """The first rule's reading of the whole of ``text``, or None."""
    text = text.strip()
    ctx.budget[0] -= len(rules)
    if ctx.budget[0] < 0:
        raise TooComplex(text[:40])
    for r in rules:
        m = r.pattern.fullmatch(text)
        if m is not None:
            got = r.build(m, ctx)
            if got is not None:
                return got
    return None


def may_rules(effects: Callable[[], Sequence[Rule]]) -> list[Rule]:
    """The readings of "you may X. If you do, Y" (the shared ``may``, Y only
    when X was done) and "you may X", with the effect rules ``effects()`` of
    a game (a getter: the rules are part of that list)."""

    def may_then(m: re.Match[str], ctx: Ctx) -> Steps | None:
        first, second = compose(effects(), m.group("x"), ctx), compose(effects(), m.group("y"), ctx)
        return [{"may": {"do": first, "then": second}}] if first and second else None

    def may(m: re.Match[str], ctx: Ctx) -> Steps | None:
        steps = compose(effects(), m.group("x"), ctx)
        return [{"may": steps}] if steps else None

    return [
        rule(r"you may (?P<x>.+?)\.? if you (?:do|did)(?: so)?,? (?P<y>.+)", may_then),
        rule(r"you may (?P<x>.+)", may),
    ]


#: where an effect is split into parts read on their own, in order of preference
SEPARATORS = (
    re.compile(r"\.\s+(?:then,?\s+|after that,?\s+|and\s+)?", re.IGNORECASE),
    re.compile(r",?\s+then,?\s+", re.IGNORECASE),
    re.compile(r"\s*[,;]?\s+and\s+|\s*&\s*|\s+amp\s+", re.IGNORECASE),
    re.compile(r",\s+"),
)


def compose(rules: Sequence[Rule], text: str, ctx: Ctx) -> Steps | None:
    """The steps of an effect: read whole, or split (see the module) and each part read."""
    memo: dict[str, Steps | None] = {}

    def go(part: str, depth: int = 0) -> Steps | None:
        part = part.strip().rstrip(".").strip()
        if not part or depth > MAX_PARTS:
            return None
        if part in memo:
            return memo[part]
        memo[part] = None
        got: Steps | None = read(rules, part, ctx)
        if got is None:
            for sep in SEPARATORS:
                for m in sep.finditer(part):
                    left = go(part[: m.start()], depth + 1)
                    if left is None:
                        continue
                    right = go(part[m.end() :], depth + 1)
                    if right is None:
                        continue
                    got = left + right
                    break
                if got is not None:
                    break
        memo[part] = got
        return got

    return go(text)


def prefixes(text: str, *, between_words: bool = True) -> list[tuple[str, str]]:
    """Each way of cutting ``text`` into a leading clause and the rest: at a
    comma, colon or full stop, or between two words (fan wording often has no
    comma) unless ``between_words`` is False."""
    out: list[tuple[str, str]] = []
    for m in re.finditer(r"\s*[,:]\s*|\.\s+|\s+" if between_words else r"\s*[,:]\s*|\.\s+", text):
        head = text[: m.start()].strip()
        rest = text[m.end() :].strip()
        if head and rest:
            out.append((head, rest))
    return out


@dataclass
class Parts:
    """An ability being read, clause by clause."""

    kind: str
    zones: list[str] = field(default_factory=list)
    when: str = ""
    condition: Steps = field(default_factory=list)
    cost: Steps = field(default_factory=list)
    effect: Steps = field(default_factory=list)
    optional: bool = False
    once_per_turn: bool = False
    params: Table = field(default_factory=dict)

    def table(self, text: str) -> Table:
        t: Table = {"kind": self.kind}
        if self.when:
            t["when"] = self.when
        if self.zones:
            t["zones"] = list(self.zones)
        for key in ("condition", "cost", "effect"):
            if getattr(self, key):
                t[key] = list(getattr(self, key))
        if self.optional:
            t["optional"] = True
        if self.once_per_turn:
            t["once_per_turn"] = True
        if self.params:
            t["params"] = dict(self.params)
        t["text"] = text
        return t


def copy_parts(p: Parts) -> Parts:
    return Parts(
        p.kind,
        list(p.zones),
        p.when,
        list(p.condition),
        list(p.cost),
        list(p.effect),
        p.optional,
        p.once_per_turn,
        dict(p.params),
    )
