"""What stays as printed in a Japanese line of the log: the shared checks of
the Japanese log tests."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from engine.messages import CardRef, Message
from tests.desktop.test_japanese import english_words


def printed(message: Message | None) -> Iterator[str]:
    """The words of ``message`` that stay as they are in every language:
    card names and text parameters (printed text, labels, zone keys)."""
    for _, value in message.params if message is not None else ():
        if isinstance(value, CardRef):
            yield value.name
        elif isinstance(value, Message):
            yield from printed(value)
        elif isinstance(value, str):
            yield value


def english_left(line: str, kept: Iterable[str]) -> list[str]:
    """The English-looking words of ``line`` once the words ``kept`` as
    printed are taken out (the longest first)."""
    for words in sorted(kept, key=len, reverse=True):
        if words:
            line = line.replace(words, " ")
    return english_words(line)
