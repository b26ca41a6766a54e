"""A game's card-text compiler: ability lines to ability tables.

A :class:`GameCompiler` holds a game's rules (:mod:`engine.cardtext.core`)
for its heads, triggers, costs, conditions and effects, and its keyword
lines. :meth:`GameCompiler.compile_line` reads a line clause by clause
(see :mod:`engine.cardtext.core`); the ability it makes is then read by the
game's own loader (:func:`engine.abilities.parse_ability`), which checks
every word and value: an ability the loader refuses is not compiled.

A line that does not compile may still be played **by hand**: an automatic
ability whose trigger was read exactly (or an activated ability whose cost
was), with its effect's words as a ``manual`` step (the game shows them to
the ability's master, who carries them out and answers "Done"). Read by hand,
a clause ends only at a comma, colon or full stop (a clause cut between two
words could be read narrower than printed); the effect's words must not
begin a clause of their own (``or``, ``and``) nor hold a cost. A continuous
ability is never played by hand: it stays in the card's text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.abilities import AbilityError, parse_ability
from engine.cardtext.core import (
    BUDGET,
    MAX_LINE,
    Ctx,
    Parts,
    Rule,
    Steps,
    Table,
    TooComplex,
    compose,
    copy_parts,
    prefixes,
    read,
)
from engine.cardtext.lines import Line, ability_lines

_PAY = re.compile(
    r"(?:you may pay (?:the|this) cost\.?|pay the cost\.?)\s*(?:if you do(?: so)?|if you did(?: so)?|if so|if paid)\b(?!'|\s*not\b)"
    r"\s*[,:]?\s*(?P<rest>.*)",
    re.IGNORECASE,
)
_MAY = re.compile(r"you may (?P<rest>.+)", re.IGNORECASE)
_ONCE = re.compile(
    r"(?:\[?(?:1/turn|once per turn)\]?|this ability can (?:only )?be (?:activated|used) "
    r"(?:up to 1 time|once|1 time) (?:each|per) turn\.?)\s*[:,]?\s*",
    re.IGNORECASE,
)
_ONCE_NOTE = re.compile(r"\s*\((?:once per turn|1/turn)\.?\)", re.IGNORECASE)
#: a cost in brackets, as printed before the effect
_BRACKET_COST = re.compile(r"(?:COST\s*)?\[(?P<cost>[^\[\]]+)\]\s*[:,]?\s*")
#: words that cannot be an effect played by hand: the rest of a clause read before them, or a cost not read
_NOT_BY_HAND = re.compile(
    r"^(?:or|and|nor|but|and/or)\b"  # the clause before goes on
    r"|^(?:COST\b|\[|\()|\bpay (?:the|this|its) cost\b"  # a cost not read
    r"|\bthis (?:ability|skill)\b[^.]*\b(?:turn|times?)\b|\bonce per turn\b|\b1/turn\b"  # a limit of the ability not read
    r"|[-:\u2013\u2014]\s*$",  # options printed on the lines after ("Choose one -")
    re.IGNORECASE,
)
#: what a granted ability or a name prints in quotes: not the line's own words
_QUOTED = re.compile(r"『[^』]*』|\"[^\"]*\"")


@dataclass(frozen=True)
class Result:
    """What one line compiled to: an ability table, keywords of a card
    field, or nothing (``reason`` says why: the line is played by hand)."""

    line: Line
    ability: Table | None = None
    keywords: tuple[str, ...] = ()
    #: the card field the keywords go to
    field: str = ""
    #: card fields a keyword sets (System Gate's [Vampire Curse 2]: vampire_curse = 2)
    values: tuple[tuple[str, Any], ...] = ()
    reason: str = ""
    #: the ability's trigger or cost compiled, its effect is carried out by hand (a ``manual`` step)
    by_hand: bool = False

    @property
    def compiled(self) -> bool:
        """Compiled exactly: every clause of the line read (a line played by hand is not)."""
        return (self.ability is not None and not self.by_hand) or bool(self.keywords) or bool(self.values)


#: the start of the text of an ability whose effect is carried out by hand
BY_HAND_MARK = "(by hand)"


class GameCompiler:
    """The compiler of one game; subclasses give the rules."""

    game = ""
    triggers: Sequence[Rule] = ()
    costs: Sequence[Rule] = ()
    conditions: Sequence[Rule] = ()
    effects: Sequence[Rule] = ()
    #: rules for effects of continuous abilities, when they differ
    lasting: Sequence[Rule] = ()

    # -- what a game says ------------------------------------------------------------------------

    def lines(self, text: str) -> list[Line]:
        """The ability lines of a card's text."""
        return ability_lines(text)

    def head(self, line: Line, card: Table) -> tuple[Parts, str] | None:
        """The ability's kind, zones and what its marker says, and the rest of the line."""
        raise NotImplementedError

    def keyword_line(self, line: Line, card: Table) -> Result | None:
        """A line of keyword abilities the card's fields hold, else None."""
        return None

    def finish(self, parts: Parts, card: Table) -> Parts | str:
        """The ability made whole for the game (its params), or why the game would not read it as printed."""
        return parts

    # -- reading ----------------------------------------------------------------------------------

    def __init__(self) -> None:
        self._budget = [BUDGET]
        #: the line being read
        self.line = Line("", "")
        #: reading the line to be played by hand (see the module)
        self.hand = False

    def compile_line(self, line: Line, card: Table) -> Result:
        self._budget = [BUDGET]
        self.line = line
        self.hand = False
        if len(line.text) > MAX_LINE:
            return Result(line, reason="too long a line to read")
        try:
            exact = self._compile(line, card)
        except (TooComplex, RecursionError):
            return Result(line, reason="too many ways to read the line")
        if exact.compiled:
            return exact
        self._budget = [BUDGET]
        self.hand = True
        try:
            by_hand = self._compile(line, card)
        except (TooComplex, RecursionError):
            return exact
        finally:
            self.hand = False
        return by_hand if by_hand.by_hand else exact

    def _compile(self, line: Line, card: Table) -> Result:
        keywords = None if self.hand else self.keyword_line(line, card)
        if keywords is not None:
            return keywords
        head = self.head(line, card)
        if head is None:
            return Result(line, reason="no ability marker or keyword the compiler reads")
        parts, rest = head
        if self.hand and (parts.kind == "cont" or (parts.kind == "auto" and parts.when)):
            return Result(line, reason="only a trigger or a cost read is played by hand")
        if self.hand and (line.text.count('"') % 2 or line.text.count("『") != line.text.count("』")):
            return Result(line, reason="a quotation open at the line's end: the line may be part of another ability")
        once = _ONCE_NOTE.search(rest)
        if once:  # "(Once per turn.)" printed anywhere in the ability
            parts.once_per_turn = True
            rest = (rest[: once.start()] + " " + rest[once.end() :]).strip()
        got = self.body(parts, rest, card)
        if got is None:
            return Result(line, reason="a clause the compiler cannot read exactly")
        done = self.finish(got, card)
        if isinstance(done, str):
            return Result(line, reason=done)
        if self.hand and not self.played_by_hand(done):
            return Result(line, reason="neither a trigger nor a cost read for an effect by hand")
        # an ability played by hand says so wherever it is offered or logged ("use (by hand)")
        table = done.table(f"{BY_HAND_MARK} {line.printed}" if self.hand else line.printed)
        try:
            parse_ability(table, self.game)
        except AbilityError as exc:
            return Result(line, reason=f"the loader refuses it: {exc}")
        return Result(line, table, by_hand=self.hand)

    @staticmethod
    def played_by_hand(parts: Parts) -> bool:
        """An ability that may be played by hand: an automatic one with its
        trigger read, or an activated one with its cost read, and a manual effect."""
        manual = len(parts.effect) == 1 and "manual" in parts.effect[0]
        if parts.kind == "auto":
            return manual and bool(parts.when)
        return manual and parts.kind == "act" and bool(parts.cost)

    def hand_steps(self, text: str) -> Steps | None:
        """The words of an effect played by hand, as its one step; None when
        they cannot be (see :data:`_NOT_BY_HAND`)."""
        words = text.strip().lstrip(",:;").strip()
        if not re.search(r"[A-Za-z]{2}", words) or _NOT_BY_HAND.search(_QUOTED.sub('""', words)):
            return None
        return [{"manual": words}]

    def cuts(self, text: str) -> list[tuple[str, str]]:
        """The ways to cut a leading clause off ``text`` (by hand, at punctuation only)."""
        return prefixes(text, between_words=not self.hand)

    def ctx(self, parts: Parts, card: Table) -> Ctx:
        return Ctx(self.game, card, parts.kind, tuple(parts.zones), self._budget)

    def body(self, parts: Parts, text: str, card: Table) -> Parts | None:
        text = text.strip()
        m = _ONCE.match(text)
        if m:
            parts = copy_parts(parts)
            parts.once_per_turn = True
            text = text[m.end() :]
        if parts.kind == "auto" and not parts.when:
            m = _BRACKET_COST.match(text)
            if m and not parts.cost:  # a cost printed before the trigger
                cost = self.cost(m.group("cost"), parts, card)
                if cost is not None:
                    p = copy_parts(parts)
                    p.cost = cost
                    got = self.body(p, text[m.end() :], card)
                    if got is not None:
                        return got
            for clause, rest in self.cuts(text):
                when = read(self.triggers, clause, self.ctx(parts, card))
                if when is None:
                    continue
                p = copy_parts(parts)
                if isinstance(when, tuple):
                    p.when, extra = when[0], when[1]
                    p.condition.extend(extra)
                    if len(when) > 2 and when[2]:  # the trigger names where the card is
                        where = [z for z in when[2] if not p.zones or z in p.zones]
                        if not where:
                            continue
                        p.zones = where
                    if len(when) > 3:  # and the ability's settings (whose turn it watches)
                        p.params.update(when[3])
                else:
                    p.when = when
                got = self.after_trigger(p, rest, card)
                if got is not None:
                    return got
            for clause, rest in self.cuts(text):  # a condition printed before the trigger
                cond = read(self.conditions, clause, self.ctx(parts, card))
                if cond is not None:
                    p = copy_parts(parts)
                    p.condition.extend(cond)
                    got = self.body(p, rest, card)
                    if got is not None:
                        return got
            return None
        return self.after_trigger(parts, text, card)

    def after_trigger(self, parts: Parts, text: str, card: Table) -> Parts | None:
        m = _ONCE.match(text)
        if m:
            parts = copy_parts(parts)
            parts.once_per_turn = True
            text = text[m.end() :]
        m = _BRACKET_COST.match(text)
        if m and not parts.cost:
            cost = self.cost(m.group("cost"), parts, card)
            if cost is not None:
                p = copy_parts(parts)
                p.cost = cost
                got = self.conditions_then_effect(p, text[m.end() :], card)
                if got is not None:
                    return got
        return self.conditions_then_effect(parts, text, card)

    def cost(self, text: str, parts: Parts, card: Table) -> Steps | None:
        got: Steps | None = compose(self.costs, text, self.ctx(parts, card))
        return got

    def conditions_then_effect(self, parts: Parts, text: str, card: Table) -> Parts | None:
        if not self.hand:  # by hand, the conditions read come first: the effect would take any words
            got = self.effect(parts, text, card)
            if got is not None:
                return got
        for clause, rest in self.cuts(text):
            cond = read(self.conditions, clause, self.ctx(parts, card))
            if cond is None:
                continue
            p = copy_parts(parts)
            p.condition.extend(cond)
            got = self.conditions_then_effect(p, rest, card)
            if got is not None:
                return got
        return self.effect(parts, text, card) if self.hand else None

    def effect(self, parts: Parts, text: str, card: Table) -> Parts | None:
        p = copy_parts(parts)
        m = _PAY.fullmatch(text)
        if m:
            if not p.cost:
                return None
            p.optional = True
            text = m.group("rest")
        elif not self.hand:
            m = _MAY.fullmatch(text)
            if m and p.kind != "cont":  # "you may ..." of the whole ability: the master may decline it
                steps = compose(self.effects, m.group("rest"), self.ctx(p, card))
                if steps is not None:
                    p.optional = True
                    p.effect = steps
                    return p
        if self.hand:
            steps = self.hand_steps(text)
            if steps is None:
                return None
            p.effect = steps
            return p
        rules = self.lasting if p.kind == "cont" and self.lasting else self.effects
        steps = compose(rules, text, self.ctx(p, card))
        if steps is None:
            return None
        p.effect = steps
        return p
