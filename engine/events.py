"""Engine events: everything that happens, in the past tense.

Events are frozen dataclasses appended to the match journal. The on-screen
log, saves, replays and undo are all reads of the journal. ``describe(viewer)``
words an event for one seat: the names of cards that seat did not see are
left out.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any


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


@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    ruleset: str
    seed: int
    players: int

    def describe(self, viewer: int | None = None) -> str:
        return f"Game of {self.ruleset} started (seed {self.seed}, {self.players} players)"


@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    turn: int
    player: int

    def describe(self, viewer: int | None = None) -> str:
        return f"Turn {self.turn}: {seat(self.player)}"


@dataclass(frozen=True, slots=True)
class PhaseBegan(Event):
    player: int
    phase: str
    step: str = ""

    def describe(self, viewer: int | None = None) -> str:
        return f"{self.phase}{' / ' + self.step if self.step else ''}"


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


@dataclass(frozen=True, slots=True)
class Shuffled(Event):
    zone: str

    def describe(self, viewer: int | None = None) -> str:
        return f"{zone_words(self.zone)} shuffled"


@dataclass(frozen=True, slots=True)
class CardTurned(Event):
    card: int
    name: str
    orientation: str

    def describe(self, viewer: int | None = None) -> str:
        return f"{self.name} is now {self.orientation}"


@dataclass(frozen=True, slots=True)
class CardFlipped(Event):
    card: int
    name: str
    face_up: bool
    seen_by: tuple[int, ...]

    def describe(self, viewer: int | None = None) -> str:
        who = self.name if viewer is None or viewer in self.seen_by else "a card"
        return f"{who} turned face {'up' if self.face_up else 'down'}"


@dataclass(frozen=True, slots=True)
class CounterChanged(Event):
    """A numeric player or card counter changed (life, energy, markers...)."""

    owner: int
    name: str
    value: int
    delta: int

    def describe(self, viewer: int | None = None) -> str:
        return f"{seat(self.owner)}: {self.name} {self.delta:+d} → {self.value}"


@dataclass(frozen=True, slots=True)
class EffectAdded(Event):
    eid: int
    text: str
    duration: str

    def describe(self, viewer: int | None = None) -> str:
        return f"{self.text} ({self.duration})"


@dataclass(frozen=True, slots=True)
class EffectEnded(Event):
    eid: int
    text: str

    def describe(self, viewer: int | None = None) -> str:
        return f"ends: {self.text}"


@dataclass(frozen=True, slots=True)
class Note(Event):
    """A game step in words (a drive check, a trigger, a battle result)."""

    text: str
    rule_no: str = ""
    private_to: int | None = None
    public_text: str = ""

    def describe(self, viewer: int | None = None) -> str:
        if self.private_to is not None and viewer is not None and viewer != self.private_to:
            return self.public_text
        return self.text

    @property
    def rule(self) -> str:
        return self.rule_no


@dataclass(frozen=True, slots=True)
class Answered(Event):
    player: int
    prompt: str
    keys: tuple[str, ...]
    labels: tuple[str, ...]
    private: bool = False

    def describe(self, viewer: int | None = None) -> str:
        if self.private and viewer is not None and viewer != self.player:
            return f"{seat(self.player)} chose"
        return f"{seat(self.player)}: {self.prompt} → {', '.join(self.labels) or '(none)'}"


@dataclass(frozen=True, slots=True)
class PlayerLost(Event):
    player: int
    reason: str
    rule_no: str = ""

    def describe(self, viewer: int | None = None) -> str:
        return f"{seat(self.player)} loses: {self.reason}"

    @property
    def rule(self) -> str:
        return self.rule_no


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    winners: tuple[int, ...]
    reason: str

    def describe(self, viewer: int | None = None) -> str:
        if not self.winners:
            return f"Game over: draw ({self.reason})"
        return f"Game over: {' and '.join(seat(w) for w in self.winners)} win{'s' if len(self.winners) == 1 else ''} ({self.reason})"
