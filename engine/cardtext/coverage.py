"""How much of a set of real card data the compiler reads: ``playmat cards coverage``.

The card data files are read as an import reads them
(:mod:`engine.cardimport.records`, :mod:`engine.cardimport.games`); every
ability line of every card is compiled (exactly, or as an ability played
by hand: its trigger or cost compiled, its effect shown with its words).
A card whose record has a value the
game cannot play (a second colour) still has its text compiled; a record
that is not readable, or of a card type the game does not have, is an error.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from engine.abilities import Ability, parse_ability
from engine.cardimport.games import Unplayable, shape_for, split_sides
from engine.cardimport.records import Problem, read_records
from engine.cards import CardPool
from engine.cardtext import compile_card
from engine.cardtext.core import Table
from engine.cardtext.explain import explain
from engine.grammar.spec import Verb


def line_shape(text: str) -> str:
    """A line with its names and numbers as placeholders, so lines of one shape count together."""
    s = re.sub(r'「[^」]*」|"[^"]*"|“[^”]*”', '"NAME"', text)
    s = re.sub(r"《[^》]*》|<[^>]*>|\{[^}]*\}", "<TRAIT>", s)
    s = re.sub(r"\d+", "N", s)
    return re.sub(r"(?<=】)\s+", "", re.sub(r"\s+", " ", s)).strip()


@dataclass
class Coverage:
    game: str
    cards: int = 0
    cards_fully_compiled: int = 0
    lines: int = 0
    lines_compiled: int = 0
    #: lines not compiled whose trigger (or cost) did: abilities with their effect carried out by hand
    lines_by_hand: int = 0
    errors: int = 0
    compiled: list[tuple[str, Table]] = field(default_factory=list)
    by_hand: list[tuple[str, Table]] = field(default_factory=list)
    manual: Counter[str] = field(default_factory=Counter)

    @property
    def lines_manual(self) -> int:
        """The lines not compiled exactly, played by hand (``lines_by_hand`` of them trigger or are paid as abilities)."""
        return self.lines - self.lines_compiled

    def summary(self, examples: int = 0) -> dict[str, Any]:
        out: dict[str, Any] = {
            "game": self.game,
            "cards": self.cards,
            "cards_fully_compiled": self.cards_fully_compiled,
            "lines": self.lines,
            "lines_compiled": self.lines_compiled,
            "lines_manual": self.lines_manual,
            "lines_by_hand": self.lines_by_hand,
            "errors": self.errors,
        }
        if examples:
            out["examples"] = self._examples(self.compiled, examples)
            out["by_hand_examples"] = self._examples(self.by_hand, examples)
            out["manual_shapes"] = [{"count": n, "shape": s} for s, n in self.manual.most_common(examples)]
        return out

    def _examples(self, lines: list[tuple[str, Table]], n: int) -> list[dict[str, str]]:
        """One line of each of the ``n`` commonest shapes of ``lines``, with what its ability says."""
        shapes = Counter(line_shape(line) for line, _ in lines)
        first: dict[str, tuple[str, Table]] = {}
        for line, table in lines:
            first.setdefault(line_shape(line), (line, table))
        picked = [first[shape] for shape, _ in shapes.most_common(n)]
        return [{"line": line, "explain": explain(table, self.game)} for line, table in picked]


def card_table(game: str, record: Any) -> Table | None:
    """The card table of a record, or the type and text alone when another
    field is not one the game can play; None when its type is not the game's."""
    shape = shape_for(game)
    try:
        table, _ = shape.table(record)
        return table
    except Unplayable:
        kind = record.type.strip().lower().replace("_", " ").replace("-", " ")
        if kind not in shape.types:
            return None
        front, back = split_sides(record.text)
        return {"type": shape.types[kind], "name": record.name, "text": front, "back_text": back}


def coverage(game: str, files: Iterable[str | Path], fmt: str | None = None) -> Coverage:
    """Compile the text of every card of ``files``; the game's vocabulary must be registered."""
    cov = Coverage(game)
    for path in files:
        for item in read_records(path, fmt):
            if isinstance(item, Problem):
                cov.errors += 1
                continue
            table = card_table(game, item)
            if table is None:
                cov.errors += 1
                continue
            text = compile_card(game, table)
            if not text.results:
                continue
            cov.cards += 1
            cov.cards_fully_compiled += text.fully_compiled
            for r in text.results:
                cov.lines += 1
                if r.compiled:
                    cov.lines_compiled += 1
                    if r.ability is not None:
                        cov.compiled.append((r.line.printed, r.ability))
                else:
                    if r.by_hand and r.ability is not None:
                        cov.lines_by_hand += 1
                        cov.by_hand.append((r.line.printed, r.ability))
                    cov.manual[line_shape(r.line.text)] += 1
    return cov


@dataclass
class DemoAgreement:
    """How the compiler reads the demo cards' own text: lines, lines compiled,
    and lines compiled to an ability (or keywords) the card has."""

    game: str
    lines: int = 0
    lines_compiled: int = 0
    lines_as_demo: int = 0
    differ: list[str] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "demo_lines": self.lines,
            "demo_lines_compiled": self.lines_compiled,
            "demo_lines_as_the_card": self.lines_as_demo,
            "differ": self.differ,
        }


def _same(ability: Ability) -> Ability:
    """An ability whatever its text: two ways of writing one ability are equal
    as the loader reads them (a shorthand such as ``power`` is the verb it stands for)."""
    effect = tuple(("", v) if isinstance(v, Verb) else (n, v) for n, v in ability.effect)
    return replace(ability, text="", effect=effect)


def demo_agreement(game: str, pool: CardPool) -> DemoAgreement:
    """Compile the text of each card of ``pool`` (a game's demo sets) and
    compare each compiled line with the abilities the card has."""
    out = DemoAgreement(game)
    for card in pool.cards.values():
        if not card.text:
            continue
        table: Table = {"type": card.type, "text": card.text, **dict(card.stats)}
        back = card.stats.get("back_text")
        if back:
            table["back_text"] = back
        has = [_same(a) for a in card.abilities]
        for r in compile_card(game, table).results:
            out.lines += 1
            if not r.compiled:
                continue
            out.lines_compiled += 1
            if r.ability is not None:
                ok = _same(parse_ability(r.ability, game)) in has
            else:
                ok = set(r.keywords) <= set(card.stats.get(r.field, ()))
            if ok:
                out.lines_as_demo += 1
            else:
                out.differ.append(f"{card.id}: {r.line.printed}")
    return out
