"""The user's card library: card sets imported from real card data.

Imported sets live in the user's data folder
(:func:`engine.paths.user_cards_dir`), one card file per set, in the same
format as the shipped sets; a game loads them beside its demo sets
(:func:`add_user_sets`). A set that no longer loads (edited by hand, or
written for an older Playmat) is left out with its problem, never stopping
the game.

An import (:func:`import_cards`) reads every record, makes it a card of the
game (:mod:`engine.cardimport.games`) and checks it as the game checks its
own cards; a record that fails is a :class:`~engine.cardimport.records.Problem`
with its file and line, and is skipped. The sets are written to a folder of
their own, loaded back from there, and only then moved into the library, so
an import that stops half-way leaves the library as it was.
"""

from __future__ import annotations

import json
import logging
import os
import re
import shutil
import tempfile
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine import paths
from engine.cardimport.games import Table, Unplayable, card_id, shape_for
from engine.cardimport.records import Problem, Record, read_records
from engine.cards import CardDef, CardPool, CardSchema, card_from_table, load_card_file
from engine.cardtext import CardText, compile_card
from engine.errors import LoadError, PlaymatError

log = logging.getLogger(__name__)

#: checks a game makes of each card beyond its schema (a problem, or None)
CardCheck = Callable[[CardDef], "str | None"]
#: the most cards one set file holds: a larger set is split (its files stay below the card set size limit)
SET_FILE_CARDS = 4000


@dataclass
class ImportResult:
    """What an import did."""

    game: str
    records: int = 0
    #: set file name -> cards written to it
    sets: dict[str, int] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)
    #: stats of the records the game does not use, with how many records had them
    left_out: Counter[str] = field(default_factory=Counter)
    written: list[Path] = field(default_factory=list)
    #: ability lines of the cards, those compiled, and the abilities they compiled to (:mod:`engine.cardtext`)
    lines: int = 0
    lines_compiled: int = 0
    abilities: int = 0
    #: lines written as abilities played by hand (their trigger or cost compiled, their effect shown with its words)
    lines_by_hand: int = 0

    @property
    def cards(self) -> int:
        return sum(self.sets.values())

    def summary(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "records": self.records,
            "cards": self.cards,
            "skipped": len(self.problems),
            "sets": dict(sorted(self.sets.items())),
            "stats_left_out": dict(self.left_out.most_common()),
            "ability_lines": self.lines,
            "ability_lines_compiled": self.lines_compiled,
            "abilities": self.abilities,
            "ability_lines_by_hand": self.lines_by_hand,
            "problems": [str(p) for p in self.problems],
        }


def library_dir(game: str) -> Path:
    return paths.user_cards_dir(game)


def user_sets(game: str) -> list[Path]:
    """The set files of the user's library for ``game``, by name."""
    folder = library_dir(game)
    try:
        return sorted(p for p in folder.glob("*.toml") if p.is_file())
    except OSError:
        return []


def set_files(game: str, stem: str) -> list[Path]:
    """The files of the set ``stem``: ``stem.toml``, and ``stem-2.toml``... of a large set."""
    return [
        p
        for p in user_sets(game)
        if p.stem == stem or (p.stem.startswith(f"{stem}-") and p.stem[len(stem) + 1 :].isdigit())
    ]


def remove_set(game: str, name: str) -> list[Path]:
    """Remove the set ``name`` (its file name without ``.toml``) from the
    library, with every file of it; the files removed."""
    gone = set_files(game, card_id(name))
    if not gone:
        known = ", ".join(p.stem for p in user_sets(game)) or "none"
        raise PlaymatError(f"no imported set {name!r} for {game} (the sets: {known})")
    for p in gone:
        p.unlink()
    _sync_dir(library_dir(game))
    log.info("removed %s from the %s card library", ", ".join(p.name for p in gone), game)
    return gone


def add_user_sets(pool: CardPool, schema: CardSchema, check: CardCheck) -> None:
    """Add the user's imported sets to ``pool`` (the demo sets): each set
    whole, or not at all when it does not load, one of its cards fails
    ``check``, or it holds an id another set has (the problem is kept in
    ``pool.problems`` and logged)."""
    cache = paths.cache_home() / "cards" / pool.game
    for path in user_sets(pool.game):
        try:
            found = load_card_file(path, pool.game, schema, cache=cache)
            for card in found.cards.values():
                other = pool.cards.get(card.id)
                if other is not None:
                    raise LoadError(
                        card.source, card.line, f"card id {card.id} is already defined at {other.source}:{other.line}"
                    )
                problem = check(card)
                if problem:
                    raise LoadError(card.source, card.line, f"card {card.id}: {problem}")
        except LoadError as exc:
            pool.problems.append(f"{exc} (the set is left out)")
            log.warning("imported card set left out: %s", exc)
            continue
        pool.cards.update(found.cards)


def import_cards(
    game: str,
    schema: CardSchema,
    check: CardCheck,
    demo: CardPool,
    files: Iterable[str | Path],
    *,
    fmt: str | None = None,
    set_name: str | None = None,
    dry_run: bool = False,
    progress: Callable[[int], None] | None = None,
) -> ImportResult:
    """Import the cards of ``files`` into the library of ``game``: the
    records that make good cards are written, one file per set (``set_name``
    puts them all in one set), replacing a set of the same name; the others
    are reported. ``demo`` holds the shipped cards, whose ids an import may
    not take."""
    shape = shape_for(game)
    result = ImportResult(game)
    by_set: dict[str, list[tuple[Table, Record]]] = {}
    taken: dict[str, Record] = {}
    for path in files:
        for item in read_records(path, fmt):
            if isinstance(item, Problem):
                result.problems.append(item)
                continue
            result.records += 1
            if progress is not None and result.records % 500 == 0:
                progress(result.records)
            try:
                table, left_out = shape.table(item)
            except Unplayable as exc:
                result.problems.append(Problem(item.source, item.line, f"card {item.name!r}: {exc}"))
                continue
            result.left_out.update(left_out)
            cid = table["id"]
            if cid in demo:
                result.problems.append(Problem(item.source, item.line, f"card id {cid} is a demo card's"))
                continue
            if cid in taken:
                first = taken[cid]
                result.problems.append(
                    Problem(
                        item.source, item.line, f"card id {cid} is imported already, at {first.source}:{first.line}"
                    )
                )
                continue
            made = _card_of(game, schema, table, item, result)
            if made is None:
                continue
            table, card = made
            problem = check(card)
            if problem:
                result.problems.append(Problem(item.source, item.line, f"card {cid}: {problem}"))
                continue
            taken[cid] = item
            stem = card_id(set_name or item.set or Path(item.source).stem)
            by_set.setdefault(stem, []).append((table, item))
    if not by_set or dry_run:
        for stem, cards in by_set.items():
            result.sets[stem] = len(cards)
        return result
    _others_clash(game, schema, set(by_set), taken)
    _write_sets(game, schema, by_set, result)
    return result


def _card_of(
    game: str, schema: CardSchema, table: Table, item: Record, result: ImportResult
) -> tuple[Table, CardDef] | None:
    """The card of a record's table with its compiled abilities, else with
    those compiled exactly, else as printed (played by hand); None, with
    the problem reported, when not even that loads."""
    compiled = compile_card(game, table)
    tries = [compiled, CardText([r for r in compiled.results if not r.by_hand]), CardText()]
    if not compiled.by_hand:
        del tries[1]
    problem_text = ""
    for text in tries:
        attempt = dict(table)
        text.apply(attempt)
        try:
            card = card_from_table(attempt, game, schema, item.source, item.line)
        except LoadError as exc:
            problem_text = exc.message
            continue
        result.abilities += sum(r.ability is not None for r in text.results if r.compiled)
        result.lines_compiled += sum(r.compiled for r in text.results)
        result.lines_by_hand += len(text.by_hand)
        result.lines += len(compiled.results)
        return attempt, card
    result.problems.append(Problem(item.source, item.line, problem_text))
    return None


def _others_clash(game: str, schema: CardSchema, stems: set[str], taken: dict[str, Record]) -> None:
    """Refuse cards whose ids another set of the library (one this import does not replace) has."""
    replaced = {p for stem in stems for p in set_files(game, stem)}
    for path in user_sets(game):
        if path in replaced:
            continue
        try:
            other = load_card_file(path, game, schema)
        except LoadError:
            continue
        clash = sorted(taken.keys() & other.cards.keys())
        if clash:
            raise PlaymatError(
                f"{len(clash)} card id(s) of this import are in the imported set {path.stem} already "
                f"({', '.join(clash[:5])}); remove that set first (playmat cards remove --game {game} {path.stem})"
            )


def _write_sets(
    game: str, schema: CardSchema, by_set: dict[str, list[tuple[Table, Record]]], result: ImportResult
) -> None:
    folder = library_dir(game)
    folder.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".import-", dir=folder))
    try:
        files: list[tuple[Path, str]] = []
        for stem, cards in sorted(by_set.items()):
            chunks = [cards[i : i + SET_FILE_CARDS] for i in range(0, len(cards), SET_FILE_CARDS)]
            for n, chunk in enumerate(chunks, start=1):
                name = stem if n == 1 else f"{stem}-{n}"
                path = staging / f"{name}.toml"
                _write(path, set_text(name, game, chunk))
                load_card_file(path, game, schema)  # what was written reads back
                files.append((path, name))
                result.sets[name] = len(chunk)
        for stem in by_set:  # a set imported again replaces all its files
            for old in set_files(game, stem):
                old.unlink()
        for path, name in files:
            final = folder / f"{name}.toml"
            os.replace(path, final)
            result.written.append(final)
        _sync_dir(folder)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    log.info("imported %d %s card(s) into %s", result.cards, game, ", ".join(p.name for p in result.written))


def _write(path: Path, text: str) -> None:
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())


def _sync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# -- writing card files -------------------------------------------------------------------------


def toml_value(value: Any) -> str:
    """A value as TOML writes it: text, a whole number, a yes/no, a list of them."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        # a JSON string is a TOML basic string, but for DEL, which TOML wants escaped
        return json.dumps(value, ensure_ascii=False).replace("\x7f", "\\u007F")
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_key(k)} = {toml_value(v)}" for k, v in value.items()) + " }" if value else "{}"
    raise TypeError(f"cannot write {type(value).__name__} to a card file")


def _key(key: str) -> str:
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else toml_value(key)


_FIRST = ("id", "number", "name", "type")


def set_text(name: str, game: str, cards: list[tuple[Table, Record]]) -> str:
    """The card file of one imported set."""
    lines = [
        f"# Cards imported into Playmat's card library ({game}).",
        "[set]",
        f"id = {toml_value(name)}",
        f"game = {toml_value(game)}",
        f"name = {toml_value(name)}",
        "",
    ]
    for table, record in cards:
        where = "".join(ch if ch.isprintable() else "?" for ch in Path(record.source).name)
        lines.append(f"# from {where}:{record.line}")
        lines.append("[[card]]")
        keys = [k for k in _FIRST if k in table] + sorted(k for k in table if k not in _FIRST and k != "ability")
        lines.extend(f"{k} = {toml_value(table[k])}" for k in keys)
        for ability in table.get("ability", []):
            lines.append("")
            lines.append("  [[card.ability]]")
            lines.extend(f"  {_key(k)} = {toml_value(v)}" for k, v in ability.items())
        lines.append("")
    return "\n".join(lines)
