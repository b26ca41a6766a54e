"""The Weiss Schwarz nouns: card types, zones, stats and colors as card text names them, and the selector of a
noun phrase (:func:`engine.cardtext.phrases.selector`) as the Weiss Schwarz compiler reads it."""

from __future__ import annotations

import re
from typing import Any

from engine.cardtext.core import Table, signed
from engine.cardtext.phrases import Nouns, selector

NOUNS = Nouns(
    types={"character": "character", "chara": "character", "card": None, "climax": "climax", "event": "event"},
    zones={
        "waiting room": "waiting_room",
        "hand": "hand",
        "deck": "deck",
        "clock": "clock",
        "stock": "stock",
        "memory": "memory",
        "stage": "stage",
        "level": "level",
        "level zone": "level",
        "level slot": "level",
        "climax slot": "climax",
        "climax area": "climax",
        "front row": "center_stage",
        "center stage": "center_stage",
    },
    field_zone={"character": "stage", "chara": "stage"},
    trait_key="trait",
    stats={"level": "level", "cost": "cost", "power": "power", "soul": "soul"},
    # WS 2.4: a color printed before the noun ("up to 1 Red card from your Waiting Room")
    words={c: ("color", c) for c in ("yellow", "green", "red", "blue")},
)


#: the words that say whose the cards are
_WHOSE = re.compile(r"\b(?:your|opponent'?s?|their)\b", re.IGNORECASE)


def sel(text: str, **kw: Any) -> Table | None:
    got = selector(text, NOUNS, **kw)
    if got is not None and got.get("zone") in ("stage", "center_stage"):
        if not _WHOSE.search(text):
            return None  # "choose 1 other character": whose stage it may be on is not said, not guessed
        if got.get("type") == "character":
            del got["type"]  # the stage holds characters only
    return got


TURN = r"(?:during (?:this|that) turn,?\s*|until (?:the )?end of (?:this |the |that )?turn,?\s*)?"


UNTIL_TURN = r"(?:,?\s*(?:during (?:this|that) turn|until (?:the )?end of (?:this |the |that )?turn))?"


STATS = r"(?P<stats>(?:{P} (?:power|soul|level)(?:,\s*|\s+and\s+)?)+)"


def stats(text: str) -> Table | None:
    out: Table = {}
    for m in re.finditer(r"([+-]\s?\d+) (power|soul|level)", text, re.IGNORECASE):
        key = m.group(2).lower()
        if key in out:
            return None
        out[key] = signed(m.group(1))
    return out or None


#: one or more traits: 《A》, 《A》 or 《B》, 《A》/《B》
TRAITS = r"(?P<traits>《[^》]+》(?:\s*(?:or|/|,)\s*《[^》]+》)*)"


CHARS = r"(?:characters?|charas?)"


NAME_PART = r"(?:(?:character|chara)s? )?with (?:\"|「)(?P<part>[^\"」]+)(?:\"|」) in (?:its|their) (?:card )?names?"


QUOTED = r"(?:\"|「)(?P<name>[^\"」]+)(?:\"|」)"


def zone(name: str) -> str | None:
    z = NOUNS.zones.get(name.lower().strip())
    return z if isinstance(z, str) else None


X_PER = (
    r"gets \+[XＸ] power\.? [XＸ] is equals? to the number of your (?P<other>other )?"
    rf"(?:{TRAITS} {CHARS}|{NAME_PART})\s*[x×]\s*(?P<n>\d+)"
)
