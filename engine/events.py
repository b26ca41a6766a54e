"""Engine events: everything that happens, in the past tense.

Events are frozen dataclasses appended to the match journal. The on-screen
log, saves, replays and undo are all reads of the journal. ``describe(viewer)``
words an event for one seat: the names of cards that seat did not see are
left out.
"""

from __future__ import annotations

import dataclasses
from dataclasses import MISSING, dataclass
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from engine.messages import Message

T = TypeVar("T")


#: the default of a field made by a factory, in a quick ``__init__``
_NOTHING: Any = object()


def quick_init(cls: type[T]) -> type[T]:
    """Give a frozen, slotted dataclass a quicker ``__init__`` (apply it above
    ``@dataclass``). The generated ``__init__`` of a frozen dataclass sets each
    field through ``object.__setattr__``; this one writes each slot through its
    descriptor, about three times faster. Same signature and defaults, and the
    instances stay frozen. Events, options and decisions are made by the
    thousand in every game, so this is most of what creating them costs. A
    field with a default factory gets a new value from it when none is given."""
    params: list[str] = []
    lines: list[str] = []
    names: dict[str, Any] = {}
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        if not f.init or f.kw_only:
            raise TypeError(f"quick_init: field {cls.__name__}.{f.name} needs the generated __init__")
        names[f"_set_{f.name}"] = getattr(cls, f.name).__set__
        if f.default_factory is not MISSING:  # a new value made when none is given
            names[f"_factory_{f.name}"] = f.default_factory
            params.append(f"{f.name}=_NOTHING")
            lines.append(f"    _set_{f.name}(self, _factory_{f.name}() if {f.name} is _NOTHING else {f.name})\n")
            continue
        if f.default is MISSING:
            params.append(f.name)
        else:
            names[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        lines.append(f"    _set_{f.name}(self, {f.name})\n")
    names["_NOTHING"] = _NOTHING
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"quick_init: {cls.__name__} has a __post_init__")
    exec(f"def __init__(self, {', '.join(params)}):\n{''.join(lines) or '    pass'}\n", names)
    init = names["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    setattr(cls, "__init__", init)  # noqa: B010 - mypy forbids assigning a method
    return cls


def english(said: str | Message) -> str:
    """Words kept as English text or as a message, in English."""
    return said if isinstance(said, str) else said.english()


def said_message(said: str | Message) -> Message | None:
    """The message of words kept as English text or as a message: its own,
    a :class:`~engine.messages.Said`'s (text that keeps its message), none
    for plain text."""
    if isinstance(said, str):
        kept: Message | None = getattr(said, "message", None)
        return kept
    return said


def seat(player: int) -> str:
    return f"Player {player + 1}"


def zone_words(key: str) -> str:
    """``p0.waiting_room`` -> ``Player 1's waiting room``."""
    owner, _, name = key.partition(".")
    if owner.startswith("p") and owner[1:].isdigit():
        return f"{seat(int(owner[1:]))}'s {name.replace('_', ' ')}"
    return key


@dataclass(frozen=True, slots=True)
class Event:
    def describe(self, viewer: int | None = None) -> str:
        return type(self).__name__

    @property
    def rule(self) -> str:
        return ""

    def record(self) -> tuple[Any, ...]:
        """A plain tuple of the event's type and fields (for comparisons and saves)."""
        return (type(self).__name__, *(getattr(self, f.name) for f in dataclasses.fields(self)))


@quick_init
@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    ruleset: str
    seed: int
    players: int

    def describe(self, viewer: int | None = None) -> str:
        return f"Game of {self.ruleset} started (seed {self.seed}, {self.players} players)"


@quick_init
@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    turn: int
    player: int

    def describe(self, viewer: int | None = None) -> str:
        return f"Turn {self.turn}: {seat(self.player)}"


@quick_init
@dataclass(frozen=True, slots=True)
class PhaseBegan(Event):
    player: int
    phase: str
    step: str = ""

    def describe(self, viewer: int | None = None) -> str:
        return f"{self.phase}{' / ' + self.step if self.step else ''}"


@quick_init
@dataclass(frozen=True, slots=True)
class CardMoved(Event):
    """A card went from one zone to another. ``seen_by`` lists the seats that
    saw which card it was (all seats when it was public)."""

    card: int
    name: str
    owner: int
    src: str
    dst: str
    seen_by: tuple[int, ...]
    why: str = ""
    rule_no: str = ""

    def describe(self, viewer: int | None = None) -> str:
        who = self.name if viewer is None or viewer in self.seen_by else "a card"
        src = self.src.split(".", 1)[-1]
        dst = self.dst.split(".", 1)[-1]
        why = f" ({self.why})" if self.why else ""
        return f"{seat(self.owner)}: {who} {src} → {dst}{why}"

    @property
    def rule(self) -> str:
        return self.rule_no


@quick_init
@dataclass(frozen=True, slots=True)
class Shuffled(Event):
    zone: str

    def describe(self, viewer: int | None = None) -> str:
        return f"{zone_words(self.zone)} shuffled"


@quick_init
@dataclass(frozen=True, slots=True)
class CardTurned(Event):
    card: int
    name: str
    orientation: str

    def describe(self, viewer: int | None = None) -> str:
        return f"{self.name} is now {self.orientation}"


@quick_init
@dataclass(frozen=True, slots=True)
class CardFlipped(Event):
    card: int
    name: str
    face_up: bool
    seen_by: tuple[int, ...]

    def describe(self, viewer: int | None = None) -> str:
        who = self.name if viewer is None or viewer in self.seen_by else "a card"
        return f"{who} turned face {'up' if self.face_up else 'down'}"


@quick_init
@dataclass(frozen=True, slots=True)
class CounterChanged(Event):
    """A numeric player or card counter changed (life, energy, markers...)."""

    owner: int
    name: str
    value: int
    delta: int

    def describe(self, viewer: int | None = None) -> str:
        return f"{seat(self.owner)}: {self.name} {self.delta:+d} → {self.value}"


@quick_init
@dataclass(frozen=True, slots=True)
class EffectAdded(Event):
    """A lasting effect began. ``said`` is the effect in words, English text
    or a message (for the player's language); ``text`` is its English,
    worded when read (:meth:`record` keeps it); ``duration`` is the
    :class:`~engine.timing.Duration`'s English."""

    eid: int
    said: str | Message
    duration: str

    @property
    def text(self) -> str:
        return english(self.said)

    @property
    def message(self) -> Message | None:
        return said_message(self.said)

    def record(self) -> tuple[Any, ...]:
        return ("EffectAdded", self.eid, self.text, self.duration)

    def describe(self, viewer: int | None = None) -> str:
        return f"{self.text} ({self.duration})"


@quick_init
@dataclass(frozen=True, slots=True)
class EffectEnded(Event):
    """A lasting effect ended; ``said`` as in :class:`EffectAdded`."""

    eid: int
    said: str | Message

    @property
    def text(self) -> str:
        return english(self.said)

    @property
    def message(self) -> Message | None:
        return said_message(self.said)

    def record(self) -> tuple[Any, ...]:
        return ("EffectEnded", self.eid, self.text)

    def describe(self, viewer: int | None = None) -> str:
        return f"ends: {self.text}"


@quick_init
@dataclass(frozen=True, slots=True)
class Note(Event):
    """A game step in words (a drive check, a trigger, a battle result).

    ``said`` / ``public_said`` are the words as English text or as a message
    (an id and parameters, for the player's language); ``text`` /
    ``public_text`` are their English, worded when read, which is what
    :meth:`record` keeps (saves and digests keep the English only, and a
    game no one reads the log of never words it)."""

    said: str | Message
    rule_no: str = ""
    private_to: int | None = None
    public_said: str | Message = ""

    @property
    def text(self) -> str:
        return english(self.said)

    @property
    def public_text(self) -> str:
        return english(self.public_said)

    @property
    def message(self) -> Message | None:
        return said_message(self.said)

    @property
    def public_message(self) -> Message | None:
        return said_message(self.public_said)

    def describe(self, viewer: int | None = None) -> str:
        if self.private_to is not None and viewer is not None and viewer != self.private_to:
            return self.public_text
        return self.text

    def words(self, viewer: int | None = None) -> Message | None:
        """The message this viewer reads, if the note carries one."""
        if self.private_to is not None and viewer is not None and viewer != self.private_to:
            return self.public_message
        return self.message

    def record(self) -> tuple[Any, ...]:
        return ("Note", self.text, self.rule_no, self.private_to, self.public_text)

    @property
    def rule(self) -> str:
        return self.rule_no


@quick_init
@dataclass(frozen=True, slots=True)
class Happened(Event):
    """An event of the game that automatic abilities may wait for (a play, an
    attack, a hit, a KO, a retire, a destruction, damage...), in words.

    The operation that performs the event journals it (through
    :meth:`engine.state.Game.happen`) after performing it, and only if it
    happened as that event: an event an effect prohibited was not conducted
    and is not journaled; an event an effect replaced is treated as if it
    never happened, and what the replacement did instead is journaled as
    what it is. The abilities waiting for an event trigger from this record
    and nothing else (:meth:`engine.ruleset.Ruleset.triggers`).

    ``what`` is the game's word for the event (``play``, ``attack``,
    ``hit``, ``ko``, ``retire``, ``destroy``, ``damage``...); ``cards`` are
    the cards it happened to and ``player`` the player it happened to;
    ``by`` are the cards that did it (the attacking card, the card whose
    battle KO-ed another); ``cause`` says how where the rules tell ways
    apart (``battle`` or ``skill``, the keyword used); ``amount`` counts it
    (damage). ``said`` is the event in words, English text or a message
    (an id and parameters, for the player's language); ``text`` is its
    English, worded when read (:meth:`record` keeps it)."""

    what: str
    cards: tuple[int, ...]
    player: int
    by: tuple[int, ...] = ()
    amount: int = 0
    cause: str = ""
    said: str | Message = ""
    rule_no: str = ""

    @property
    def text(self) -> str:
        return english(self.said)

    @property
    def message(self) -> Message | None:
        return said_message(self.said)

    def describe(self, viewer: int | None = None) -> str:
        return self.text

    def record(self) -> tuple[Any, ...]:
        return (
            "Happened",
            self.what,
            self.cards,
            self.player,
            self.by,
            self.amount,
            self.cause,
            self.text,
            self.rule_no,
        )

    @property
    def rule(self) -> str:
        return self.rule_no


@quick_init
@dataclass(frozen=True, slots=True)
class Answered(Event):
    """An answer to a decision, with its prompt and the chosen options' labels
    (``said`` / ``labels_said``: English text or messages; ``prompt`` /
    ``labels`` their English, worded when read, which :meth:`record`
    keeps); ``message`` / ``label_messages`` are the same words as data
    (``None`` where a label has none), left out of :meth:`record`."""

    player: int
    said: str | Message
    keys: tuple[str, ...]
    labels_said: tuple[str | Message, ...]
    private: bool = False
    message: Message | None = None
    label_messages: tuple[Message | None, ...] = ()

    @property
    def prompt(self) -> str:
        return english(self.said)

    @property
    def labels(self) -> tuple[str, ...]:
        return tuple([english(s) for s in self.labels_said])

    def record(self) -> tuple[Any, ...]:
        return ("Answered", self.player, self.prompt, self.keys, self.labels, self.private)

    def describe(self, viewer: int | None = None) -> str:
        if self.private and viewer is not None and viewer != self.player:
            return f"{seat(self.player)} chose"
        return f"{seat(self.player)}: {self.prompt} → {', '.join(self.labels) or '(none)'}"


@quick_init
@dataclass(frozen=True, slots=True)
class PlayerLost(Event):
    """A player fulfils a loss condition; ``message`` is ``reason`` as data
    (left out of :meth:`record`)."""

    player: int
    reason: str
    rule_no: str = ""
    message: Message | None = None

    def record(self) -> tuple[Any, ...]:
        return ("PlayerLost", self.player, self.reason, self.rule_no)

    def describe(self, viewer: int | None = None) -> str:
        return f"{seat(self.player)} loses: {self.reason}"

    @property
    def rule(self) -> str:
        return self.rule_no


@quick_init
@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """The end of the game; ``message`` is ``reason`` as data (left out of
    :meth:`record`)."""

    winners: tuple[int, ...]
    reason: str
    message: Message | None = None

    def record(self) -> tuple[Any, ...]:
        return ("GameEnded", self.winners, self.reason)

    def describe(self, viewer: int | None = None) -> str:
        if not self.winners:
            return f"Game over: draw ({self.reason})"
        who = " and ".join(seat(w) for w in self.winners)
        return f"Game over: {who} win{'s' if len(self.winners) == 1 else ''} ({self.reason})"
