"""Table sync's sentences in the player's language.

Sync words what it concludes in English, keeping each sentence's message
(:mod:`hardware.table.words`); here a message is worded in the language in
place: its words from the translation context ``TableSync`` (the id tells
apart words whose English is the same), a zone in the mat's words, a card
as the players at the table may name it, an option by the engine's message.
Text that carries no message (the window's own words, an error) is shown as
it is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from desktop.i18n import SOURCE_LANGUAGE, current_language
from desktop.wording import render as render_engine
from engine.messages import CardRef, Message
from hardware.table.words import Joined, TableMessage, TableParam, Worded, ZoneRef

__all__ = ["CONTEXT", "TableWording", "render"]

#: the translation context of table sync's words
CONTEXT = "TableSync"


@dataclass(frozen=True, slots=True)
class TableWording:
    """How a screen words the parts of a message: a card (hidden ones
    unnamed), a zone (the mat's words), and text as given (a name of a card
    in it hidden or put in the language in place)."""

    card: Callable[[CardRef], str]
    zone: Callable[[str], str]
    text: Callable[[str], str]


def render(message: TableMessage, words: TableWording) -> str:
    """``message`` in the language in place."""
    template = QCoreApplication.translate(CONTEXT, message.template, message.id)
    if not message.params:
        return template
    return template.format(**{k: _param(v, words) for k, v in message.params})


def _param(value: TableParam, words: TableWording) -> str:
    if isinstance(value, TableMessage):
        return render(value, words)
    if isinstance(value, Joined):
        sep = QCoreApplication.translate(CONTEXT, TableMessage(value.sep).template, value.sep)
        return sep.join(_param(v, words) for v in value.items)
    if isinstance(value, Message):
        return render_engine(value, words.card)
    if isinstance(value, CardRef):
        return words.card(value)
    if isinstance(value, ZoneRef):
        return words.zone(value.key)
    if isinstance(value, str):
        return words.text(value)
    return str(value)


def said(text: str, words: TableWording, plain: Callable[[str], str]) -> str:
    """``text`` as the table window shows it: in English as sync wrote it
    (``plain``: the screen's way with text, naming no hidden card), in
    another language its message worded there when it keeps one."""
    if current_language() == SOURCE_LANGUAGE or not isinstance(text, Worded):
        return plain(text)
    return render(text.message, words)
