"""Card records made into the card tables of one game's card files.

Each game names its card types and fields its own way, and every source
writes them differently again ("Normal Unit", "YELLOW", ``"10000"``,
``"2(GG)"``). A :class:`Shape` says, for one game, which record types mean
which of the game's card types and how each stat is read into a field of
the game's card schema (:mod:`engine.cards`). A stat the game's rules do
not use (a rarity, an era) is left out and counted; a value the game cannot
play (a colour its rules do not have) makes the record a problem, never a
guess; a Weiss Schwarz trigger icon of a later set is kept, its action
carried out by hand.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.cardimport.records import Record
from engine.cards import CARD_ID_RE, LANGUAGE_FIELDS

Table = dict[str, Any]
Reader = Callable[[Any], Any]

_NOT_ID = re.compile(r"[^A-Z0-9]+")
#: values some sources give for "no value"
_EMPTY = ("", "-", "none", "null", "n/a", "—")


#: the largest number a card prints (a power of a hundred thousands at most)
MAX_NUMBER = 10**9


class Unplayable(ValueError):
    """A record the game cannot play as it is written (the message says why)."""


def card_id(raw: str) -> str:
    """A card id labels can print (:data:`~engine.cards.CARD_ID_RE`) for a
    real card number or name: upper case, every run of other characters a
    ``-`` (``LL/W24-E001`` is ``LL-W24-E001``); too long an id is shortened
    and made unique by a hash of the whole."""
    ascii_only = "".join(ch if ch.isascii() else "-" for ch in raw)  # "ß" is not "SS": no two cards share an id
    words = _NOT_ID.sub("-", ascii_only.upper()).strip("-") or "CARD"
    if CARD_ID_RE.match(words):
        return words
    digest = hashlib.sha256(raw.encode()).hexdigest()[:6].upper()
    return f"{words[:25].rstrip('-')}-{digest}"


# -- readers of one stat ------------------------------------------------------------------------


def whole(value: Any) -> int | None:
    """A whole number, from a number or its text (``"10000"``, ``"+5000"``)."""
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, int):
        number = value
    else:
        text = str(value).strip().replace(",", "")
        if text.lower() in _EMPTY:
            return None
        if len(text) > 12:
            raise Unplayable(f"{text[:20]!r} is not a number a card prints")
        try:
            number = int(text)
        except ValueError:
            raise Unplayable(f"{value!r} is not a whole number") from None
    if abs(number) > MAX_NUMBER:
        raise Unplayable(f"{number} is not a number a card prints (at most {MAX_NUMBER:,})")
    return number


def texts(value: Any) -> list[str]:
    """A list of text, from a list or from text split at ``/``, ``,`` or ``;``."""
    if value is None:
        return []
    items = value if isinstance(value, list) else re.split(r"\s*[/,;]\s*", str(value))
    return [str(v).strip() for v in items if str(v).strip() and str(v).strip().lower() not in _EMPTY]


def word(choices: Mapping[str, str], what: str) -> Reader:
    """One of ``choices`` (keys lower case, as the source may write them)."""

    def read(value: Any) -> str | None:
        text = str(value).strip().lower().replace("-", " ").replace("_", " ")
        if text in _EMPTY:
            return None
        if text not in choices:
            known = ", ".join(sorted(set(choices.values())))
            raise Unplayable(f"{what} {value!r} is not one the game's rules have (known: {known})")
        return choices[text]

    return read


def words(choices: Mapping[str, str], what: str) -> Reader:
    one = word(choices, what)

    def read(value: Any) -> list[str]:
        return [v for v in (one(item) for item in texts(value)) if v is not None]

    return read


def plain(value: Any) -> str | None:
    text = str(value).strip()
    return None if text.lower() in _EMPTY else text


# -- one game ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Shape:
    """How records become the card tables of one game."""

    game: str
    #: record types (lower case, ``_`` and ``-`` as blanks) -> the game's card types
    types: Mapping[str, str]
    #: record stats (lower case) -> (the card field, how its value is read)
    stats: Mapping[str, tuple[str, Reader]]
    #: after the fields are read: the table made whole for the game (may raise :class:`Unplayable`)
    finish: Callable[[Table, Record], None] = lambda table, record: None
    #: fields each card type must not have (a source may give them as 0)
    forbids: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def table(self, record: Record) -> tuple[Table, list[str]]:
        """The card table of ``record`` and the stats it left out; raises
        :class:`Unplayable` with the reason."""
        kind = record.type.strip().lower().replace("_", " ").replace("-", " ")
        if kind not in self.types:
            known = ", ".join(sorted(set(self.types.values())))
            raise Unplayable(f"type {record.type!r} is not a card type Playmat plays in this game (known: {known})")
        ctype = self.types[kind]
        table: Table = {"id": card_id(record.id), "name": record.name, "type": ctype}
        if table["id"] != record.id:
            table["number"] = record.id
        left_out: list[str] = []
        for key, value in record.stats.items():
            if key.strip().lower() in LANGUAGE_FIELDS:  # a Japanese name or text (CSV columns, JSON keys)
                words = plain(value)
                if words:
                    table[key.strip().lower()] = words.replace("\\n", "\n")
                continue
            target = self.stats.get(key.strip().lower())
            if target is None:
                left_out.append(key)
                continue
            name, read = target
            try:
                got = read(value)
            except Unplayable as exc:
                raise Unplayable(f"{key}: {exc}") from None
            if got is None or got == []:
                continue
            table[name] = got
        for name in self.forbids.get(ctype, ()):
            table.pop(name, None)
        front, back = split_sides(record.text)
        if front:
            table["text"] = front
        if back:
            table["back_text"] = back
        self.finish(table, record)
        return table, left_out


def split_sides(text: str) -> tuple[str, str]:
    """The front's ability lines and the back's (lines prefixed ``// ``)."""
    front: list[str] = []
    back: list[str] = []
    for line in text.split("\n"):
        stripped = line.strip()
        if stripped.startswith("//"):
            back.append(stripped[2:].strip())
        elif stripped:
            front.append(stripped)
    return "\n".join(front), "\n".join(back)


def _no_back(table: Table, record: Record) -> None:
    back = table.pop("back_text", None)
    if back:
        raise Unplayable("a card with a back side: this game's cards have one side")


# -- Cardfight!! Vanguard -------------------------------------------------------------------------


def _vanguard(table: Table, record: Record) -> None:
    _no_back(table, record)
    for key in ("grade", "power", "critical"):
        if key not in table:
            raise Unplayable(f"a unit needs a {key}")
    if "clan" not in table:
        table["clan"] = ""


_VG_TRIGGERS = {"critical": "critical", "draw": "draw", "stand": "stand", "heal": "heal", "none": "", "no trigger": ""}
#: the skill icons of a unit, read from a field named "skill" or "skills"
_VG_SKILLS = (
    "skills",
    words(
        {
            "boost": "boost",
            "intercept": "intercept",
            "twin drive": "twin_drive",
            "restraint": "restraint",
            "multi attack": "multi_attack",
        },
        "skill icon",
    ),
)

VANGUARD = Shape(
    "vanguard",
    types={"normal unit": "normal_unit", "trigger unit": "trigger_unit", "unit": "normal_unit"},
    stats={
        "grade": ("grade", whole),
        "power": ("power", whole),
        "shield": ("shield", whole),
        "critical": ("critical", whole),
        "clan": ("clan", plain),
        "nation": ("clan", plain),
        "race": ("race", plain),
        "trigger": ("trigger", lambda v: word(_VG_TRIGGERS, "trigger")(v) or None),
        "skill": _VG_SKILLS,
        "skills": _VG_SKILLS,
    },
    finish=_vanguard,
)


# -- Weiss Schwarz ---------------------------------------------------------------------------------

_WS_ICONS = {k: k for k in ("soul", "return", "pool", "comeback", "draw", "shot", "treasure", "gate", "standby")}
_WS_ICONS.update(
    {
        "bounce": "return",
        "wind": "return",
        "bag": "pool",
        "door": "comeback",
        "book": "draw",
        "fire": "shot",
        "bar": "treasure",
        "salvage": "comeback",
    }
)


def _ws_side(value: Any) -> str | None:
    """WS 2.18: the side, as sources write it (``W``, ``S``, ``WE``: the
    first letter; ``both``)."""
    text = str(value).strip().lower()
    if text in _EMPTY:
        return None
    if text in ("weiss", "schwarz", "both"):
        return text
    if text.startswith("ws") or text.startswith("sw"):
        return "both"
    if text[:1] == "w":
        return "weiss"
    if text[:1] == "s":
        return "schwarz"
    raise Unplayable(f"side {value!r} is neither Weiss nor Schwarz")


def _ws_icons(value: Any) -> list[str]:
    """WS 2.11: the trigger icons. An icon the rules have no action for (a
    later set's "CHOICE") is kept by its name: :func:`_weiss` makes it an
    icon carried out by hand."""
    icons = []
    for item in texts(value):
        text = item.lower().replace("-", " ").replace("_", " ")
        if text in _EMPTY:
            continue
        if text in _WS_ICONS:
            icons.append(_WS_ICONS[text])
        elif re.fullmatch(r"[a-z]{2,16}", text):
            icons.append(text)
        else:
            known = ", ".join(sorted(set(_WS_ICONS.values())))
            raise Unplayable(f"trigger icon {item!r} is not a trigger icon name (known: {known})")
    return icons


def _weiss(table: Table, record: Record) -> None:
    _no_back(table, record)
    if "color" not in table:
        raise Unplayable("a card needs a colour")
    icons = table.get("triggers", [])
    if len(icons) > 2:
        raise Unplayable("more than two trigger icons")
    by_hand = [i for i in icons if i not in _WS_ICONS.values()]
    if by_hand:
        # a later set's icon: its action is carried out by hand at the trigger check
        table["hand_triggers"] = by_hand
        table["triggers"] = [i for i in icons if i in _WS_ICONS.values()]


WEISS = Shape(
    "weiss",
    types={"character": "character", "chara": "character", "event": "event", "climax": "climax", "cx": "climax"},
    stats={
        "level": ("level", whole),
        "cost": ("cost", whole),
        "power": ("power", whole),
        "soul": ("soul", whole),
        "color": ("color", word({c: c for c in ("yellow", "green", "red", "blue")}, "colour")),
        "colour": ("color", word({c: c for c in ("yellow", "green", "red", "blue")}, "colour")),
        "side": ("side", _ws_side),
        "triggers": ("triggers", _ws_icons),
        "trigger": ("triggers", _ws_icons),
        "traits": ("traits", texts),
        "trait": ("traits", texts),
    },
    finish=_weiss,
    forbids={"climax": ("level", "cost", "power", "soul", "traits"), "event": ("power", "soul", "traits")},
)


# -- Dragon Ball Super Card Game -------------------------------------------------------------------

_DBS_COLORS = {c: c for c in ("red", "blue", "green", "yellow", "black")}
#: the letters of an energy cost's specified part (DBS 2-7-2): U is blue
_DBS_LETTERS = {"R": "red", "U": "blue", "G": "green", "Y": "yellow", "B": "black"}
_ENERGY = re.compile(r"^\s*(\d{1,2})\s*(?:\(\s*([RUGYB]*|-)\s*\))?\s*$", re.IGNORECASE)


def _dbs_color(value: Any) -> str | list[str] | None:
    """One colour, or the list of a card of several ("Red/Green")."""
    read = word(_DBS_COLORS, "colour")
    colors: list[str] = []
    for part in texts(value):
        color = read(part)
        if color is not None and color not in colors:
            colors.append(color)
    if not colors:
        return None
    return colors[0] if len(colors) == 1 else colors


def _dbs_energy(table: Table) -> Reader:
    def read(value: Any) -> int | None:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        text = str(value).strip()
        if text.lower() in _EMPTY:
            return None
        m = _ENERGY.match(text)
        if not m:
            raise Unplayable(f"energy cost {value!r} is not a number with its colours, such as 2(RR)")
        spec = (m.group(2) or "").replace("-", "").upper()
        if spec:
            table["specified"] = [_DBS_LETTERS[ch] for ch in spec]
        return int(m.group(1))

    return read


def _dbscg(table: Table, record: Record) -> None:
    if "color" not in table:
        raise Unplayable("a card needs a colour")
    name = record.name
    if " // " in name:
        front, back = name.split(" // ", 1)
        table["name"] = front.strip()
        if table["type"] == "leader":
            table["back_name"] = back.strip()
    if table["type"] != "leader":
        for key in ("back_name", "back_power", "back_text"):
            if table.pop(key, None) is not None and key == "back_text":
                raise Unplayable("a card with a back side that is not a leader")
    energy = record.stats.get("energy", record.stats.get("energy_cost", record.stats.get("cost")))
    if energy is not None:
        cost = _dbs_energy(table)(energy)
        if cost is not None:
            table["cost"] = cost
    if table["type"] == "leader" and "power" not in table:
        raise Unplayable("a leader needs a power")


DBSCG = Shape(
    "dbscg",
    types={"leader": "leader", "battle": "battle", "extra": "extra"},
    stats={
        "color": ("color", _dbs_color),
        "colour": ("color", _dbs_color),
        "power": ("power", whole),
        "power_back": ("back_power", whole),
        "back_power": ("back_power", whole),
        "character": ("character", plain),
        "special_trait": ("traits", texts),
        "traits": ("traits", texts),
        "era": ("era", plain),
        "combo_power": ("combo_power", whole),
        "combo_energy": ("combo_cost", whole),
        "combo_cost": ("combo_cost", whole),
    },
    finish=_dbscg,
)


# -- System Gate -----------------------------------------------------------------------------------


def _systemgate(table: Table, record: Record) -> None:
    _no_back(table, record)


SYSTEMGATE = Shape(
    "systemgate",
    types={"unit": "unit", "item": "item", "spell": "spell", "gate": "gate"},
    stats={
        "planet": ("planet", plain),
        "attributes": ("attributes", texts),
        "attribute": ("attributes", texts),
        "limit": ("limit", whole),
        "cost": ("cost", whole),
        "power": ("power", whole),
        "crit": ("crit", whole),
        "critical": ("crit", whole),
        "defense": ("defense", whole),
        "life_cost": ("life_cost", whole),
    },
    finish=_systemgate,
)

SHAPES: dict[str, Shape] = {s.game: s for s in (VANGUARD, WEISS, DBSCG, SYSTEMGATE)}


def shape_for(game: str) -> Shape:
    """The shape of a game's cards (``game`` as a ruleset names its cards: a
    variant's ruleset names its game's)."""
    return SHAPES[game]
