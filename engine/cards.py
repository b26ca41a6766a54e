"""Card definitions: loading and validating the TOML card sets.

A card set is one TOML file::

    [set]
    id = "VGD"
    game = "vanguard"
    name = "Demo set"

    [[card]]
    id = "VGD-014"
    name = "Blaze Squire"
    type = "unit"
    grade = 1
    power = 8000

      [[card.ability]]
      kind = "auto"
      when = "placed"
      effect = [{ draw = 1 }]

Files are data only: they are read with :func:`engine.files.read_toml` and
checked against the game's :class:`CardSchema`; nothing in them is ever
executed. Every problem is reported as a :class:`~engine.errors.LoadError`
naming the file and the line.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.abilities import Ability, AbilityError, parse_ability
from engine.errors import LoadError
from engine.files import MAX_CARD_SET_BYTES, parse_json, parse_toml, read_text

#: Card ids are printed in QR labels, so they use the QR alphanumeric set.
CARD_ID_RE = re.compile(r"^[A-Z0-9][A-Z0-9-]{0,31}$")

Validator = Callable[[Any], str | None]


@dataclass(frozen=True, slots=True)
class Field:
    """One card field of a game's schema."""

    types: tuple[type, ...]
    required: bool = False
    check: Validator | None = None


def one_of(*values: object) -> Validator:
    """A validator accepting only the given values."""

    def check(value: Any) -> str | None:
        if value in values:
            return None
        return f"must be one of {', '.join(map(repr, values))}, not {value!r}"

    return check


def at_least(lo: int) -> Validator:
    def check(value: Any) -> str | None:
        return None if value >= lo else f"must be at least {lo}, not {value!r}"

    return check


def list_of(kind: type) -> Validator:
    def check(value: Any) -> str | None:
        if all(isinstance(v, kind) for v in value):
            return None
        return f"must be a list of {kind.__name__}"

    return check


@dataclass(frozen=True, slots=True)
class CardSchema:
    """The fields a game's cards may have. ``id``, ``name`` and ``text`` are
    common to all games; ``type`` is required and must be one of ``types``."""

    types: tuple[str, ...]
    fields: Mapping[str, Field]


#: a card's name and text in another language, common to every game (kept
#: in its stats; an imported card may carry them, see engine.cardimport)
LANGUAGE_FIELDS = ("name_ja", "text_ja")


@dataclass(frozen=True, slots=True, eq=False)
class CardDef:
    """A printed card: the same for every copy. Instances in a game are
    :class:`engine.state.Card`."""

    id: str
    name: str
    game: str
    type: str
    text: str
    stats: Mapping[str, Any]
    abilities: tuple[Ability, ...]
    source: str = ""
    line: int = 0
    #: the number printed on the card when its id differs (an imported
    #: ``LL/W24-E001`` has the id ``LL-W24-E001``): deck lists may name either
    number: str = ""

    def get(self, key: str, default: Any = None) -> Any:
        return self.stats.get(key, default)

    def __repr__(self) -> str:
        return f"CardDef({self.id!r}, {self.name!r})"


@dataclass
class CardPool:
    """All cards of one game known to a session, by id."""

    game: str
    cards: dict[str, CardDef] = field(default_factory=dict)
    #: imported sets left out, each with its problem (``file:line: message``)
    problems: list[str] = field(default_factory=list)

    def __contains__(self, card_id: object) -> bool:
        return card_id in self.cards

    def __getitem__(self, card_id: str) -> CardDef:
        return self.cards[card_id]

    def __len__(self) -> int:
        return len(self.cards)

    def named(self, name: str) -> list[CardDef]:
        """The cards of this name (any case), by id: one card's printings, or
        cards of different types that share a name (a leader and a battle card)."""
        key = name.strip().casefold()
        return sorted((c for c in self.cards.values() if c.name.casefold() == key), key=lambda c: c.id)

    def add(self, card: CardDef) -> None:
        old = self.cards.get(card.id)
        if old is not None:
            raise LoadError(card.source, card.line, f"card id {card.id} is already defined in {old.source}:{old.line}")
        self.cards[card.id] = card


def _table_lines(text: str, header: str) -> list[int]:
    """1-based line numbers of each ``[[header]]`` array-of-tables header."""
    pat = re.compile(r"^\s*\[\[\s*" + re.escape(header) + r"\s*\]\]")
    return [i + 1 for i, line in enumerate(text.split("\n")) if pat.match(line)]


def _key_line(lines: list[str], start: int, end: int, key: str) -> int:
    """Line of ``key =`` between lines ``start`` and ``end`` (1-based), else ``start``."""
    pat = re.compile(r"^\s*" + re.escape(key) + r"\s*=")
    for i in range(max(start - 1, 0), min(end, len(lines))):
        if pat.match(lines[i]):
            return i + 1
    return start


def load_card_file(
    path: str | Path, game: str, schema: CardSchema, pool: CardPool | None = None, *, cache: Path | None = None
) -> CardPool:
    """Load one card set into ``pool`` (a new one if not given).

    Raises :class:`LoadError` at the first problem; on error ``pool`` is left
    unchanged. With ``cache`` (a folder), the set's tables are kept there as
    JSON, keyed by a hash of the file's text, and read from there while the
    file is unchanged: reading TOML is the slow part of a large imported
    set; every card is checked all the same.
    """
    path = Path(path)
    raw_text = read_text(path, "card set", MAX_CARD_SET_BYTES)
    data = _cached_tables(path, raw_text, cache) if cache is not None else parse_toml(raw_text, path, "card set")
    lines = raw_text.split("\n")  # as the TOML parser counts them
    card_lines = _table_lines(raw_text, "card")
    ability_lines = _table_lines(raw_text, "card.ability")
    unknown_top = set(data) - {"set", "card"}
    if unknown_top:
        raise LoadError(str(path), 1, f"unknown top-level key(s): {', '.join(sorted(unknown_top))}")
    set_info = data.get("set", {})
    if not isinstance(set_info, dict):
        raise LoadError(str(path), 1, "[set] must be a table")
    if "game" in set_info and set_info["game"] != game:
        raise LoadError(
            str(path),
            _key_line(lines, 1, len(lines), "game"),
            f"this set is for game {set_info['game']!r}, not {game!r}",
        )
    cards = data.get("card", [])
    if not isinstance(cards, list):
        raise LoadError(str(path), 1, "card must be an array of tables ([[card]])")

    new: list[CardDef] = []
    ability_index = 0
    for n, raw in enumerate(cards):
        start = card_lines[n] if n < len(card_lines) else 1
        end = card_lines[n + 1] - 1 if n + 1 < len(card_lines) else len(lines)
        abilities = raw.get("ability") if isinstance(raw, dict) else None
        n_abilities = len(abilities) if isinstance(abilities, list) else 0
        card = _card_from_table(
            raw, game, schema, str(path), lines, start, end, ability_lines[ability_index : ability_index + n_abilities]
        )
        ability_index += n_abilities
        new.append(card)

    pool = pool if pool is not None else CardPool(game)
    seen: dict[str, CardDef] = {}
    for card in new:
        if card.id in pool or card.id in seen:
            other = pool.cards.get(card.id) or seen[card.id]
            raise LoadError(
                str(path), card.line, f"card id {card.id} is already defined at {other.source}:{other.line}"
            )
        seen[card.id] = card
    for card in new:
        pool.add(card)
    return pool


def _card_from_table(
    raw: Any, game: str, schema: CardSchema, path: str, lines: list[str], start: int, end: int, ability_lines: list[int]
) -> CardDef:
    if not isinstance(raw, dict):
        raise LoadError(path, start, "each [[card]] must be a table")

    def fail(key: str, message: str) -> LoadError:
        return LoadError(path, _key_line(lines, start, end, key), message)

    card_id = raw.get("id")
    if not isinstance(card_id, str):
        raise fail("id", 'card has no id (a string such as "VGD-014")')
    if not CARD_ID_RE.match(card_id):
        raise fail("id", f"card id {card_id!r} must use only A-Z, 0-9 and '-' (it is printed in QR labels)")
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip():
        raise fail("name", f"card {card_id} has no name")
    ctype = raw.get("type")
    if ctype not in schema.types:
        raise fail("type", f"card {card_id}: type must be one of {', '.join(schema.types)}, not {ctype!r}")
    text = raw.get("text", "")
    if not isinstance(text, str):
        raise fail("text", f"card {card_id}: text must be a string")
    number = raw.get("number", "")
    if not isinstance(number, str) or len(number) > 64:
        raise fail("number", f"card {card_id}: number must be a string of at most 64 characters")

    stats: dict[str, Any] = {}
    for key in LANGUAGE_FIELDS:
        if key in raw:
            words = raw[key]
            if not isinstance(words, str) or len(words) > 20_000:
                raise fail(key, f"card {card_id}: {key} must be a string of at most 20000 characters")
            if words.strip():
                stats[key] = words.strip() if key.startswith("name") else words
    for key, value in raw.items():
        if key in ("id", "name", "type", "text", "ability", "number", *LANGUAGE_FIELDS):
            continue
        spec = schema.fields.get(key)
        if spec is None:
            raise fail(key, f"card {card_id}: unknown field {key!r}")
        if isinstance(value, bool) and bool not in spec.types:
            raise fail(
                key, f"card {card_id}: {key} must be {' or '.join(t.__name__ for t in spec.types)}, not a boolean"
            )
        if not isinstance(value, spec.types):
            raise fail(
                key,
                f"card {card_id}: {key} must be {' or '.join(t.__name__ for t in spec.types)}, "
                f"not {type(value).__name__}",
            )
        if spec.check is not None:
            problem = spec.check(value)
            if problem:
                raise fail(key, f"card {card_id}: {key} {problem}")
        stats[key] = tuple(value) if isinstance(value, list) else value
    for key, spec in schema.fields.items():
        if spec.required and key not in stats:
            raise LoadError(path, start, f"card {card_id}: missing required field {key!r}")

    raw_abilities = raw.get("ability", [])
    if not isinstance(raw_abilities, list):
        raise fail("ability", f"card {card_id}: ability must be an array of tables ([[card.ability]])")
    abilities: list[Ability] = []
    for i, ab in enumerate(raw_abilities):
        line = ability_lines[i] if i < len(ability_lines) else start
        try:
            abilities.append(parse_ability(ab, game))
        except AbilityError as exc:
            next_header = ability_lines[i + 1] - 1 if i + 1 < len(ability_lines) else end
            if exc.key:
                line = _key_line(lines, line, next_header, exc.key)
            raise LoadError(path, line, f"card {card_id}, ability {i + 1}: {exc}") from None
    return CardDef(card_id, name.strip(), game, ctype, text, stats, tuple(abilities), path, start, number)


#: the version of the cached tables' format (a new one makes every cache stale)
CACHE_FORMAT = 1


def _cached_tables(path: Path, text: str, cache: Path) -> dict[str, Any]:
    """The tables of the card set ``text``, from the cache when it holds them
    for this very text, else parsed and written there. A cache that cannot be
    read or written is passed by."""
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    entry = cache / f"{path.stem}.json"
    try:
        kept = parse_json(read_text(entry, "card cache", 2 * MAX_CARD_SET_BYTES), entry, "card cache")
        if isinstance(kept, dict) and kept.get("format") == CACHE_FORMAT and kept.get("sha256") == digest:
            tables = kept.get("tables")
            if isinstance(tables, dict):
                return tables
    except LoadError:
        pass
    tables = parse_toml(text, path, "card set")
    try:
        cache.mkdir(parents=True, exist_ok=True)
        body = json.dumps({"format": CACHE_FORMAT, "sha256": digest, "tables": tables}, ensure_ascii=False)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}.", suffix=".tmp", dir=cache)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(body)
        os.replace(tmp, entry)
    except (OSError, TypeError, ValueError):
        pass  # a value JSON cannot hold, or no room: read the TOML next time too
    return tables


def card_from_table(raw: dict[str, Any], game: str, schema: CardSchema, source: str, line: int) -> CardDef:
    """One card from its table, checked as a card file's (a :class:`LoadError`
    at ``source:line`` when it is not a good card of ``game``)."""
    return _card_from_table(raw, game, schema, source, [], line, line, [])


def load_card_dir(folder: str | Path, game: str, schema: CardSchema) -> CardPool:
    """Load every ``*.toml`` set in ``folder`` (sorted by name) into one pool."""
    pool = CardPool(game)
    for path in sorted(Path(folder).glob("*.toml")):
        load_card_file(path, game, schema, pool)
    return pool


def card_names(cards: Iterable[CardDef]) -> list[str]:
    return [c.name for c in cards]
