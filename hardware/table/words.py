"""Table sync's words as messages: an id plus parameters, beside the English.

Table sync says what it concludes in English (:attr:`Report.text
<hardware.table.report.Report.text>`, the differences, the moves to pick
from, the steps applied): the table tests and recorded traces compare those
words, so they stay exactly as they are. Each is made from a
:class:`TableMessage` by :func:`say`, and keeps it: a :class:`Worded` is the
English words (a ``str``) carrying their message, which the table window
renders in the player's language (translation context ``TableSync``,
:mod:`desktop.table.words`).

The words are table sync's own, not the engine's: the engine never imports
hardware, so they cannot join :data:`engine.messages.ENGLISH` (whose
:class:`~engine.messages.Message` looks its words up there alone). A
parameter may be an engine message (an option's words), a card
(:class:`~engine.messages.CardRef`), a zone (:class:`ZoneRef`: its id and
the English of the mat's label), a table message, or a list
(:class:`Joined`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from engine.messages import CardRef, Message

__all__ = ["WORDS", "Joined", "TableMessage", "TableParam", "Worded", "ZoneRef", "english", "part", "say", "steps"]


@dataclass(frozen=True, slots=True)
class ZoneRef:
    """A zone named in a message: its key (``p0.VC``, or a name such as
    ``hand`` for a zone no mat draws), and its English words as the mat
    labels it."""

    key: str
    label: str

    def __format__(self, spec: str) -> str:
        return format(self.label, spec)

    def __str__(self) -> str:
        return self.label


#: a parameter's value: text (as given: an option's label, a device's
#: detail), a number, a card, a zone, or words of their own
TableParam: TypeAlias = "str | int | CardRef | Message | ZoneRef | TableMessage | Joined"


@dataclass(frozen=True, slots=True)
class Joined:
    """Several values in a row, parted by the words of id ``sep``
    (``table.sep.list``: ", "; ``table.sep.steps``: "; ")."""

    items: tuple[TableParam, ...]
    sep: str = "table.sep.list"

    def english(self) -> str:
        return WORDS[self.sep].join(english(v) for v in self.items)

    def __format__(self, spec: str) -> str:
        return format(self.english(), spec)


@dataclass(frozen=True, slots=True)
class TableMessage:
    """Table sync's words, by id (:data:`WORDS`), with the values for their
    ``{name}`` fields."""

    id: str
    params: tuple[tuple[str, TableParam], ...] = ()

    @property
    def template(self) -> str:
        return WORDS[self.id]

    def english(self) -> str:
        return self.template.format(**{k: english(v) for k, v in self.params}) if self.params else self.template

    def __format__(self, spec: str) -> str:
        return format(self.english(), spec)


def english(value: TableParam) -> str:
    """A parameter in English words."""
    if isinstance(value, (TableMessage, Joined, Message)):
        return value.english()
    return str(value)


class Worded(str):
    """A message's English words that keep the message: handed on as text
    (a report's words, a candidate's), still worded by the table window in
    the player's language."""

    message: TableMessage

    def __new__(cls, message: TableMessage) -> Worded:
        words = super().__new__(cls, message.english())
        words.message = message
        return words


def say(mid: str, **params: TableParam) -> Worded:
    """The English words of ``TableMessage(mid, params)``, keeping it."""
    if mid not in WORDS:
        raise KeyError(f"table sync has no words {mid!r}")
    return Worded(TableMessage(mid, tuple(params.items())))


def part(text: str) -> str | Message | TableMessage:
    """Text to put in a message: its own message when it keeps one (a
    :class:`Worded`, an engine :class:`~engine.messages.Said`), else the text."""
    if isinstance(text, Worded):
        return text.message
    said = getattr(text, "message", None)
    return said if isinstance(said, Message) else text


def steps(*texts: str) -> Worded:
    """Steps said one after another, ``"; "`` between them (the English of
    ``"; ".join(texts)``)."""
    return say("table.steps", steps=Joined(tuple(part(t) for t in texts), "table.sep.steps"))


#: the English words of every table sync message, by id (the ids are
#: stable: translations and tests name them)
WORDS: dict[str, str] = {
    "table.sep.list": ", ",
    "table.sep.steps": "; ",
    "table.steps": "{steps}",
    # -- the banner: what sync concluded
    "table.in_sync": "The table matches the game.",
    "table.over": "The game is over.",
    "table.paused": "Table sync paused: {trouble}. Nothing is lost; it resumes when the device is back.",
    "table.several_at_once": "The table shows several moves at once: one at a time, please.",
    "table.mismatch": "The table does not match the game: {differences}",
    "table.finish": "Finish the move: {differences}",
    "table.finish_card": "Finish the move: put the card where it goes.",
    "table.blind.hidden": "The table cannot show which card it was: choose it in the prompt.",
    "table.blind.target": "The table cannot show which card was chosen (it stays as it lies): choose it in the prompt.",
    "table.buried": "The table cannot tell which cards were chosen: choose them in the prompt.",
    "table.several": "Several moves match the table: which one was it?",
    "table.so_far": "{question} — so far: {chosen}. Put down any more, then confirm.",
    "table.so_far.none": "none",
    "table.none_listed": (
        "None of the listed moves: answer in the prompt (the cards you name are taken as the ones you have)."
    ),
    "table.undone": "Undone: {step}.",
    "table.undone_put_back": "Undone: {step}. Put the table back: {differences}",
    "table.stopped": (
        "Playmat stopped looking for a move that explains the table after {n} tries: "
        "finish the move on the table, or answer in the prompt."
    ),
    "table.show_card": "Player {n}: show the card from your {src} in the {zone} zone",
    # -- why sync cannot read the table (a device)
    "table.trouble.waiting_mat": "waiting for the sensor mat",
    "table.trouble.waiting_camera": "waiting for the camera",
    "table.trouble.mat": "the sensor mat is {state}",
    "table.trouble.camera": "the camera is {state}",
    "table.trouble.mat_detail": "the sensor mat is {state} ({detail})",
    "table.trouble.camera_detail": "the camera is {state} ({detail})",
    "table.device.disconnected": "disconnected",
    "table.device.connecting": "connecting",
    "table.device.ready": "ready",
    "table.device.error": "error",
    # -- one difference between the table and the game
    "table.where": "Player {n}'s {zone}",
    "table.more": "{difference} (and {n} more)",
    "table.diff.put": "{where}: put {cards} there",
    "table.diff.take": "{where}: take {cards} away",
    "table.diff.put_take": "{where}: put {missing} there and take {extra} away",
    "table.diff.more_one": "{where}: put {n} more card (the game has {want}, the table {seen})",
    "table.diff.more": "{where}: put {n} more cards (the game has {want}, the table {seen})",
    "table.diff.fewer_one": "{where}: take {n} card away (the game has {want}, the table {seen})",
    "table.diff.fewer": "{where}: take {n} cards away (the game has {want}, the table {seen})",
    "table.diff.stand": "{where}: stand the card",
    "table.diff.rest": "{where}: rest the card",
    "table.diff.moves": "{where}: {moves}",
    "table.goes_to": "{card} goes to Player {n}'s {zone}",
    # -- a move in the players' words
    "table.answer": "Player {n}: {choices}",
    "table.answer.at": "{option} ({where})",
    "table.told_apart": "{move} ({where})",
    # -- answers refused
    "table.refused.budget": (
        "Playmat stopped looking for a move that fits this answer after {n} tries: "
        "finish the move on the table first, or correct the game by hand."
    ),
    "table.refused.moved_on": "the game moved on: that question is no longer open",
    "table.refused.over": "the game is over",
    "table.refused.not_a_choice": "{given} is not one of the choices of: {question}",
    "table.refused.no_choice": "no such choice",
    "table.refused.not_asking": "no move is being asked about",
    "table.refused.no_undo": "nothing to undo: no step has been taken yet",
}
