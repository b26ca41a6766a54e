"""The Weiss Schwarz card schema: the fields of a card file, their checks,
and what the rules read of a printed card (its name, its requirements).

The characteristics are those of WS 2 (card name, type, color, trait, level,
cost, icons, power, soul, trigger icons, card text, title, side). Collection
id, rarity and illustrator have no meaning for the rules (WS 2.14.2, WS
2.15.2, WS 2.16.2) and are not stored; the card id is the collection id.
"""

from __future__ import annotations

from typing import Any

from engine.cards import CardDef, CardPool, CardSchema, Field, at_least, list_of, one_of
from engine.errors import LoadError

CHARACTER = "character"
EVENT = "event"
CLIMAX = "climax"

#: WS 2.3.2: the three card types.
TYPES = (CHARACTER, EVENT, CLIMAX)

#: WS 2.4: the colors of the game.
COLORS = ("yellow", "green", "red", "blue")

#: WS 4.12.2: the trigger icons (no icon is an empty list).
TRIGGER_ICONS = ("soul", "return", "pool", "comeback", "draw", "shot", "treasure", "gate", "standby")

#: WS 2.18: the side a card is affiliated with.
SIDES = ("weiss", "schwarz", "both")


def _hand_icons(value: Any) -> str | None:
    """Trigger icons printed on real cards that the rules Playmat plays do not
    have (a later set's "choice"): their action is carried out by hand."""
    bad = [v for v in value if not isinstance(v, str) or not v.isalpha() or not v.islower() or len(v) > 16]
    if bad:
        return f"has trigger icon name(s) that are not one lower-case word: {', '.join(map(repr, bad))}"
    known = [v for v in value if v in TRIGGER_ICONS]
    if known:
        return f"lists icon(s) the rules have among those carried out by hand: {', '.join(map(repr, known))}"
    return None


def _icons(value: Any) -> str | None:
    bad = [v for v in value if v not in TRIGGER_ICONS]
    if bad:
        return f"has unknown trigger icon(s) {', '.join(map(repr, bad))} (known: {', '.join(TRIGGER_ICONS)})"
    if len(value) > 2:
        return "may show at most two trigger icons"
    return None


SCHEMA = CardSchema(
    TYPES,
    {
        "color": Field((str,), True, one_of(*COLORS)),  # WS 2.4
        "level": Field((int,), False, at_least(0)),  # WS 2.6
        "cost": Field((int,), False, at_least(0)),  # WS 2.7
        "power": Field((int,), False, at_least(0)),  # WS 2.9
        "soul": Field((int,), False, at_least(0)),  # WS 2.10
        "triggers": Field((list,), False, _icons),  # WS 2.11
        "hand_triggers": Field((list,), False, _hand_icons),  # icons of later sets, carried out by hand
        "traits": Field((list,), False, list_of(str)),  # WS 2.5
        "counter": Field((bool,), False),  # WS 2.8.2 counter icon
        "clock_icon": Field((bool,), False),  # WS 2.8.3 clock icon
        "title": Field((str,), False),  # WS 2.13
        "side": Field((str,), False, one_of(*SIDES)),  # WS 2.18
        "name_struck": Field((list,), False, list_of(str)),  # WS 2.1.1.2 struck-off words
    },
)

#: Fields each type must have, and fields it must not have.
_NEEDS: dict[str, tuple[str, ...]] = {
    CHARACTER: ("level", "cost", "power", "soul"),  # WS 2.6.1, WS 2.7.1, WS 2.9.1, WS 2.10.1
    EVENT: ("level", "cost"),  # WS 2.6.1, WS 2.7.1
    CLIMAX: (),
}
_FORBIDS: dict[str, tuple[str, ...]] = {
    CHARACTER: (),
    EVENT: ("power", "soul", "traits"),  # WS 2.5.1: traits only on characters
    CLIMAX: ("level", "cost", "power", "soul", "traits"),
}


def check_pool(pool: CardPool) -> CardPool:
    """Per-type checks the generic schema cannot express (which characteristics
    each card type has, WS 2.5 - 2.10), the struck-off words of names
    (WS 2.1.1.2) and the names of timed abilities (WS 8.7.5), which read
    several abilities of a card together."""
    for card in pool.cards.values():
        problem = card_problem(card)
        if problem:
            raise LoadError(card.source, card.line, f"card {card.id}: {problem}")
    return pool


def card_problem(card: CardDef) -> str | None:
    """What one card breaks of :func:`check_pool`'s checks, or None."""
    problem = _struck_problem(card) or _timed_problem(card)
    if problem:
        return problem
    for key in _NEEDS[card.type]:
        if key not in card.stats:
            return f"a {card.type} needs a {key}"
    for key in _FORBIDS[card.type]:
        if key in card.stats:
            return f"a {card.type} has no {key}"
    return None


def _struck_problem(card: CardDef) -> str | None:
    """WS 2.1.1.2: every struck-off word must be printed in the name, as
    whole words, and something must be left of the name without them."""
    struck = card.stats.get("name_struck", ())
    words = card.name.split()
    for part in struck:
        if not part.strip():
            return "name_struck has an empty entry"
        if _find_words(words, part.split()) < 0:
            return f"struck-off word(s) {part!r} are not whole words of the name {card.name!r}"
    if struck and not rules_name(card):
        return f"name_struck strikes off the whole name {card.name!r}"
    return None


def _timed_problem(card: CardDef) -> str | None:
    """WS 8.7.5: a ``timed`` effect names a timed ability of the same card."""
    names = [a.params.get("timed") for a in card.abilities if "timed" in a.zones]
    for i, ab in enumerate(card.abilities, 1):
        for word, value in ab.effect:
            if word == "timed" and value not in names:
                return (
                    f"ability {i}: timed = {value!r} names no timed ability of this card "
                    "(zones = ['timed'], params.timed)"
                )
    return None


def _find_words(words: list[str], part: list[str]) -> int:
    n = len(part)
    for i in range(len(words) - n + 1):
        if words[i : i + n] == part:
            return i
    return -1


_NAMES: dict[CardDef, str] = {}


def rules_name(card: CardDef) -> str:
    """WS 2.1.1.2: the card name as the rules read it: the printed name
    (``name``) without its struck-off words (``name_struck``). Every name
    comparison of the rules (same name, "named X", "X in its name") uses it."""
    got = _NAMES.get(card)
    if got is None:
        words = card.name.split()
        for part in card.stats.get("name_struck", ()):
            i = _find_words(words, part.split())
            if i >= 0:
                del words[i : i + len(part.split())]
        got = _NAMES[card] = " ".join(words)
    return got


def is_named(card: CardDef, name: object) -> bool:
    """Whether ``card`` has the card name ``name`` (WS 2.1.1.2: struck-off words do not count)."""
    return rules_name(card) == name


def has_in_name(name: str, part: str) -> bool:
    """WS 2.1.2.2: "with "part" in its card name": ``part`` appears in the
    English name with a space (or the start of the name) before it and a
    space, a colon (or the end of the name) after it."""
    start = 0
    while True:
        i = name.find(part, start)
        if i < 0:
            return False
        j = i + len(part)
        if (i == 0 or name[i - 1] == " ") and (j == len(name) or name[j] in " :"):
            return True
        start = i + 1


_REQ: dict[CardDef, tuple[str, int, str, int]] = {}


def requirements(card: CardDef) -> tuple[str, int, str, int]:
    """(type, level, color, cost) of a printed card, looked up once."""
    got = _REQ.get(card)
    if got is None:
        got = _REQ[card] = (card.type, level_of(card), color_of(card), cost_of(card))
    return got


def level_of(card: CardDef) -> int:
    return int(card.stats.get("level", 0))


def cost_of(card: CardDef) -> int:
    return int(card.stats.get("cost", 0))


def color_of(card: CardDef) -> str:
    return str(card.stats["color"])


def triggers_of(card: CardDef) -> tuple[str, ...]:
    return tuple(card.stats.get("triggers", ()))


def hand_triggers_of(card: CardDef) -> tuple[str, ...]:
    """The card's trigger icons that the rules do not have (``hand_triggers``)."""
    return tuple(card.stats.get("hand_triggers", ()))
