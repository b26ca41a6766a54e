"""Noun phrases naming cards, read into selectors of the grammar.

"up to 2 of your opponent's level 1 or lower Characters", "1 《Sea》
Character from your Waiting Room", "all your other units": a quantity, an
owner, ``other``, then adjectives (a trait or clan, a grade or level
comparison, a colour where the game's selectors have one), a noun (the
game's card types, or "card"), and a place ("from your Waiting Room",
"in your drop zone"). Each game gives its words (:class:`Nouns`); a phrase
with any word left over is not read.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from engine.cardtext.core import N, Table, num


@dataclass(frozen=True)
class Nouns:
    #: nouns (singular, lower case) -> the card type (None: any card)
    types: Mapping[str, str | tuple[str, ...] | None]
    #: place names (lower case) -> zone words
    zones: Mapping[str, str | tuple[str, ...]]
    #: the zone a noun names when no place is said (a unit is on the field)
    field_zone: Mapping[str, str | tuple[str, ...]]
    #: the text key of a bracketed trait (《X》, <X>, "X")
    trait_key: str = "trait"
    #: stat names as printed (lower case) -> stat words
    stats: Mapping[str, str] = field(default_factory=dict)
    #: the text key of each kind of bracket (``《``, ``<``, ``{``) when it differs from ``trait_key``
    brackets: Mapping[str, str] = field(default_factory=dict)
    #: adjectives that are a text value (a clan name printed bare): word -> (key, value)
    words: Mapping[str, tuple[str, str]] = field(default_factory=dict)


_QTY = re.compile(rf"^(?:(?P<all>all(?: of)?|each(?: of)?)|up to (?P<upto>{N})|(?P<n>{N}))(?:\s+of)?\s+", re.I)
_OWNER = re.compile(r"^(?P<o>your opponent'?s|your opponents'|opponent'?s|your|their)\s+", re.I)
_OTHER = re.compile(r"^(?:other|another)\s+", re.I)
_TRAIT = re.compile(r"^(?:《(?P<a>[^》]+)》|<(?P<b>[^>]+)>|\{(?P<c>[^}]+)\})\s*", re.I)
_OR_TRAIT = re.compile(r"^(?:or|/)\s*(?:《(?P<a>[^》]+)》|<(?P<b>[^>]+)>|\{(?P<c>[^}]+)\})\s*", re.I)
_COMPARE = re.compile(
    r"^(?P<stat>level|grade|cost|power|energy cost)\s+(?P<n>\d+)(?:\s+or\s+(?P<cmp>lower|less|higher|greater|more|below|above))?\s*",
    re.I,
)
_COMPARE_AFTER = re.compile(
    r"^(?:with (?:an? )?)?(?P<stat>level|grade|cost|power|energy cost) (?:of )?(?P<n>\d+)(?:\s+or\s+(?P<cmp>lower|less|higher|greater|more|below|above))?\s*",
    re.I,
)
_COMPARE_NUMBER_FIRST = re.compile(
    r"^with (?P<n>\d+) (?P<stat>power|soul|level|cost|grade|critical|shield|defense|crit)"
    r"(?:\s+or\s+(?P<cmp>lower|less|higher|greater|more|below|above))?\s*",
    re.I,
)
_NAMED = re.compile(r'^(?:card )?named "(?P<name>[^"]+)"\s*|^"(?P<q>[^"]+)"\s*', re.I)
_NAME_HAS = re.compile(r'^with "(?P<name>[^"]+)" in (?:its|their) (?:card )?names?\s*', re.I)


def _plural(word: str) -> str:
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _stat_key(stat: str, cmp: str | None, nouns: Nouns) -> str | None:
    name = nouns.stats.get(stat.lower())
    if name is None:
        return None
    if cmp is None:
        return name
    return f"{name}_at_most" if cmp.lower() in ("lower", "less", "below") else f"{name}_at_least"


def selector(text: str, nouns: Nouns, *, default_owner: str = "you", quantity: bool = True) -> Table | None:
    """The selector of a noun phrase, or None: its quantity ("up to 2"),
    whose ("your opponent's"), "other", its adjectives (traits, stats,
    words such as a colour), the noun (a card type) and what follows it (a
    name, a stat, the zone)."""
    sel: Table = {}
    s = _quantity(text.strip(), sel, quantity)
    if s is None:
        return None
    owner = default_owner
    m = _OWNER.match(s)
    if m:
        owner = "you" if m.group("o").lower() == "your" else "opponent"
        s = s[m.end() :]
    m = _OTHER.match(s)
    if m:
        sel["other"] = True
        s = s[m.end() :]
    s = _adjectives(s, sel, nouns)
    if s is None:
        return None
    noun = _noun(s, sel, nouns)
    if noun is None:
        return None
    word, ctype, s = noun
    placed = _after_noun(s, sel, nouns, owner)
    if placed is None:
        return None
    zone, owner = placed
    if zone is None:
        zone = nouns.field_zone.get(word)
        if zone is None:
            return None
    sel["zone"] = list(zone) if isinstance(zone, tuple) else zone
    if ctype is not None:
        sel["type"] = list(ctype) if isinstance(ctype, tuple) else ctype
    if owner != "you":
        sel["owner"] = owner
    return sel


def _quantity(s: str, sel: Table, quantity: bool) -> str | None:
    """The phrase after its quantity ("all", "up to N", "N"), noted in
    ``sel``; None when a quantity is needed and there is none."""
    m = _QTY.match(s)
    if m:
        if m.group("all"):
            sel["count"] = "all"
        elif m.group("upto"):
            sel["up_to"] = num(m.group("upto"))
        else:
            sel["count"] = num(m.group("n"))
        return s[m.end() :]
    return None if quantity else s


def _bracket(m: re.Match[str]) -> str:
    return "《" if m.group("a") else "<" if m.group("b") else "{"


def _adjectives(s: str, sel: Table, nouns: Nouns) -> str | None:
    """The phrase after the adjectives before its noun (traits or names in
    brackets, "level 1 or lower", a colour), noted in ``sel``; None when
    one is given twice."""
    while True:
        m = _TRAIT.match(s)
        if m:
            bracket = _bracket(m)
            text_key = nouns.brackets.get(bracket, nouns.trait_key)
            if text_key in sel:
                return None
            values = [(m.group("a") or m.group("b") or m.group("c")).strip()]
            s = s[m.end() :]
            # "《A》 or 《B》": a card with one of them (the same kind of bracket only)
            while True:
                more = _OR_TRAIT.match(s)
                if more is None or _bracket(more) != bracket:
                    break
                values.append((more.group("a") or more.group("b") or more.group("c")).strip())
                s = s[more.end() :]
            if len(values) > 4:
                return None
            sel[text_key] = values[0] if len(values) == 1 else values
            continue
        m = _COMPARE.match(s)
        if m:
            key = _stat_key(m.group("stat"), m.group("cmp"), nouns)
            if key is None or key in sel:
                return None
            sel[key] = int(m.group("n"))
            s = s[m.end() :]
            continue
        first = s.split(" ", 1)[0].lower()
        if first in nouns.words and len(s.split(" ", 1)) > 1:
            key, value = nouns.words[first]
            if key in sel:
                return None
            sel[key] = value
            s = s.split(" ", 1)[1]
            continue
        return s


def _noun(s: str, sel: Table, nouns: Nouns) -> tuple[str, str | tuple[str, ...] | None, str] | None:
    """The noun (the longest card type the game has), its type, and the
    phrase after it; a card named by its name alone, or a bracketed name or
    trait alone, is a card; None otherwise."""
    for candidate in sorted(nouns.types, key=len, reverse=True):
        m = re.match(rf"^{re.escape(candidate)}s?\b\s*", s, re.I)
        if m:
            return candidate, nouns.types[candidate], s[m.end() :]
    m = _NAMED.match(s)  # a card named by its name alone: 1 "Name" from your waiting room
    if m is not None and m.group("q") is not None:
        sel["name"] = m.group("q")
        s = s[m.end() :]
    elif not set(nouns.brackets.values()) & set(sel) and nouns.trait_key not in sel:
        return None  # a bracketed name or trait alone is a card: up to 1 <Name> in your drop area
    return "card", None, s


_PLACE = re.compile(
    r"^(?:from|in|on|among|at)\s+(?P<o>your opponent'?s|your|their|the|its owner'?s)?\s*(?P<z>[a-z -]+?)\s*$",
    re.I,
)


def _after_noun(s: str, sel: Table, nouns: Nouns, owner: str) -> tuple[str | tuple[str, ...] | None, str] | None:
    """What follows the noun (a name, words in the name, a stat, where the
    cards are), noted in ``sel``: the zone (None when not said) and whose;
    None when anything else follows."""
    zone: str | tuple[str, ...] | None = None
    while s:
        m = _NAMED.match(s) or _NAME_HAS.match(s)
        if m:
            if m.re is _NAME_HAS:
                sel["name_has"] = m.group("name")
            else:
                sel["name"] = m.group("name") or m.group("q")
            s = s[m.end() :]
            continue
        m = _COMPARE_AFTER.match(s) or _COMPARE_NUMBER_FIRST.match(s)
        if m:
            key = _stat_key(m.group("stat"), m.group("cmp"), nouns)
            if key is None or key in sel:
                return None
            sel[key] = int(m.group("n"))
            s = s[m.end() :]
            continue
        m = _PLACE.match(s)
        if m:
            place = m.group("z").lower().strip()
            if place not in nouns.zones:
                return None
            zone = nouns.zones[place]
            if m.group("o") and m.group("o").lower().startswith(("your opponent", "their")):
                owner = "opponent"
            s = ""
            continue
        return None
    return zone, owner
