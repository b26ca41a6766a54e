"""The card-text compiler: a card's English ability text read into ability
tables of the effect grammar (``[[card.ability]]``, see docs/cards.md).

Each game has a compiler (:class:`~engine.cardtext.compiler.GameCompiler`)
that reads the wordings players have (official English, community
translations with 【A】【C】【S】 or [AUTO]/[CONT]/[ACT] markers, fan wording)
clause by clause. A line is compiled only when every clause of it is read
and the ability it makes loads (:func:`engine.abilities.parse_ability`);
any other line is *manual*: it stays in the card's text, for the players.
An automatic line whose trigger compiled, or an activated line whose cost
did, is still an ability played *by hand*: it triggers (or is paid) as the
rules say and its effect's words are shown to its player (a ``manual`` step).

The game's vocabulary must be registered (its ruleset imported, as
:func:`engine.registry.get` does) before a card of it is compiled.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.cardtext.compiler import GameCompiler, Result
from engine.cardtext.core import Table
from engine.cardtext.lines import Line

__all__ = ["CardText", "GameCompiler", "Line", "Result", "compile_card", "compiler_for"]


def compiler_for(game: str) -> GameCompiler:
    """The compiler of ``game`` (as a ruleset names its cards)."""
    if game not in _COMPILERS:
        if game == "vanguard":
            from engine.cardtext.vanguard import VanguardCompiler as C
        elif game == "weiss":
            from engine.cardtext.weiss import WeissCompiler as C  # type: ignore[assignment]
        elif game == "dbscg":
            from engine.cardtext.dbscg import DbscgCompiler as C  # type: ignore[assignment]
        elif game == "systemgate":
            from engine.cardtext.systemgate import SystemGateCompiler as C  # type: ignore[assignment]
        else:
            raise KeyError(f"no card-text compiler for the game {game!r}")
        _COMPILERS[game] = C()
    return _COMPILERS[game]


_COMPILERS: dict[str, GameCompiler] = {}


@dataclass
class CardText:
    """A card's text compiled: each line's result, and what goes into the card's table."""

    results: list[Result] = field(default_factory=list)

    @property
    def abilities(self) -> list[Table]:
        return [r.ability for r in self.results if r.ability is not None]

    @property
    def keywords(self) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for r in self.results:
            for k in r.keywords:
                if k not in out.setdefault(r.field, []):
                    out[r.field].append(k)
        return out

    @property
    def manual(self) -> list[Result]:
        """The lines not compiled exactly: in the text only, or played by hand."""
        return [r for r in self.results if not r.compiled]

    @property
    def by_hand(self) -> list[Result]:
        """The lines whose trigger or cost compiled, their effect carried out by hand."""
        return [r for r in self.results if r.by_hand]

    @property
    def fully_compiled(self) -> bool:
        return bool(self.results) and not self.manual

    def apply(self, table: Table) -> None:
        """Write the compiled abilities and keywords into a card table (the
        card's text, as printed, stays in ``text``)."""
        if self.abilities:
            table["ability"] = list(table.get("ability", [])) + self.abilities
        for fld, words in self.keywords.items():
            have = list(table.get(fld, []))
            table[fld] = have + [w for w in words if w not in have]
        for r in self.results:
            for key, value in r.values:
                table[key] = value


def compile_card(game: str, card: Table) -> CardText:
    """The abilities of a card table's ``text`` (and ``back_text``, a
    double-sided card's back)."""
    compiler = compiler_for(game)
    lines = compiler.lines(str(card.get("text", "")))
    back = str(card.get("back_text", ""))
    if back:
        lines += [Line(ln.printed, ln.text, True) for ln in compiler.lines(back)]
    return CardText([compiler.compile_line(line, card) for line in lines])
