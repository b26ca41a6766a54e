"""Pieces the log's notes are built from: a list of cards, a player's cards
named or not, as nested messages whose English is the words the notes have
always joined (``A, B, C``; ``nothing`` for none)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.messages import ENGLISH, CardRef, Message, msg

if TYPE_CHECKING:
    from engine.state import Card

__all__ = ["card_list", "known", "place_word", "ref", "refs", "why_message", "word_list", "word_message", "zone_word"]


def ref(card: Card) -> CardRef:
    """``card`` as a message names it: its instance id and its name."""
    return CardRef(card.iid, card.name)


def refs(items: Sequence[CardRef | Message | str], none: str = "log.nothing") -> CardRef | Message | str:
    """``items`` joined with ", " (``log.list``, nested from the end), the
    message ``none`` when there are none."""
    if not items:
        return Message(none)
    out = items[-1]
    for item in reversed(items[:-1]):
        out = msg("log.list", first=item, then=out)
    return out


def card_list(cards: Sequence[Card], none: str = "log.nothing") -> CardRef | Message | str:
    """The cards' names joined with ", " as the log writes them."""
    return refs([ref(c) for c in cards], none)


def word_list(words: Sequence[str], none: str = "log.nothing") -> CardRef | Message | str:
    """Words (printed or the game's) joined with ", "."""
    return refs(list(words), none)


def known(mid: str, english: str) -> Message | str:
    """The message ``mid`` when its English is ``english``, else the words themselves."""
    return Message(mid) if ENGLISH.get(mid) == english else english


def zone_word(game: str, name: str) -> Message | str:
    """A zone's id as the log names it (``waiting_room``): the game's
    message for it where there is one."""
    return known(f"zone.{game}.{name}", name)


def place_word(game: str, name: str) -> Message | str:
    """A zone cards are put into, in words (``waiting_room`` -> ``waiting room``)."""
    return known(f"place.{game}.{name}", name.replace("_", " "))


def word_message(prefix: str, word: str) -> Message | str:
    """A word of the game's (``soul``) as the message ``prefix.word`` when there is one."""
    return known(f"{prefix}.{word.replace(' ', '_')}", word)


#: the message of each reason a card moves, by its words (built when first asked)
_WHY: dict[str, Message] = {}
#: the reasons that name a card (``placed under {card}``): their words as a pattern, and their id
_WHY_OF: list[tuple[re.Pattern[str], str]] = []


def why_message(why: str) -> Message | None:
    """The message of a card move's recorded reason (``CardMoved.why``, the
    English words of a ``log.why.`` id), None for a reason without one. A
    reason that names a card (``placed under X``) has the card's name as
    its ``card`` parameter, as recorded."""
    if not _WHY:
        _learn_why()
    said = _WHY.get(why)
    if said is not None:
        return said
    for pattern, mid in _WHY_OF:
        found = pattern.fullmatch(why)
        if found:
            return msg(mid, card=found["card"])
    return None


def _learn_why() -> None:
    for mid, words in ENGLISH.items():
        if not mid.startswith("log.why."):
            continue
        if "{card}" in words:
            head, _, tail = words.partition("{card}")
            _WHY_OF.append((re.compile(f"{re.escape(head)}(?P<card>.+){re.escape(tail)}"), mid))
        else:
            _WHY[words] = Message(mid)
