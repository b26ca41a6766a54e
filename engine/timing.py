"""The timing core shared by every game: durations, continuous effects in
layers, replacement effects, pending automatic abilities and check timing.

The games name these moments differently (check timing, checkpoint, the
stack); the skeleton is the same and each ruleset overrides narrow hooks
(:meth:`engine.ruleset.Ruleset.rule_actions`,
:meth:`engine.ruleset.Ruleset.resolve_pending`).
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any

from engine.abilities import Ability
from engine.decisions import Decision, Option

if TYPE_CHECKING:
    from engine.messages import Message
    from engine.state import Card, Game

Flow = Generator[Decision, tuple[Option, ...], Any]


class Duration(str, Enum):  # noqa: UP042 (str() and formats of the values are used as they are)
    """How long an effect lasts (checked by :meth:`Game.expire`)."""

    END_OF_BATTLE = "until end of battle"
    END_OF_TURN = "until end of turn"
    END_OF_OPPONENT_TURN = "until end of opponent's turn"
    WHILE_SOURCE = "while its source stays"
    PERMANENT = "for the rest of the game"

    def __str__(self) -> str:
        return self.value


class Layer(int, Enum):
    """Continuous effects apply in layers: printed/base values are set first,
    then non-numeric changes (names, traits, keywords), then numeric ones."""

    BASE = 0
    NON_NUMERIC = 1
    NUMERIC = 2


@dataclass(slots=True)
class Effect:
    """A continuous effect changing one characteristic.

    It applies to one card incarnation (``target``/``target_inc``: when the card
    changes zones it becomes a new card and the effect no longer applies) or to
    every card ``filter`` accepts. ``op`` is ``add``, ``set``, ``grant`` or
    ``remove`` (the last two on tuple-valued stats such as keywords).
    """

    eid: int
    stat: str
    op: str
    value: Any
    layer: Layer
    duration: Duration
    text: str | Message
    timestamp: int
    target: int | None = None
    target_inc: int = 0
    filter: Callable[[Game, Card], bool] | None = None
    source: int | None = None
    source_inc: int = 0
    controller: int = 0
    expires_turn: int = 0

    def applies(self, g: Game, card: Card) -> bool:
        # (Game.stat writes this test out for speed: change both together)
        if self.target is not None:
            return card.iid == self.target and card.incarnation == self.target_inc
        return self.filter is not None and self.filter(g, card)

    def apply(self, value: Any) -> Any:
        op = self.op
        if op == "add":
            return (value or 0) + self.value
        if op == "set":
            return self.value
        if op == "grant":
            return (*tuple(value or ()), self.value) if self.value not in (value or ()) else value
        if op == "remove":
            return tuple(v for v in (value or ()) if v != self.value)
        raise ValueError(f"unknown effect op {op!r}")


@dataclass(slots=True)
class Replacement:
    """'If X would happen, Y happens instead.' ``kind`` names the event being
    replaced (``"damage"``, ``"destroy"``...); ``apply`` edits the event context."""

    eid: int
    kind: str
    affected: int
    text: str
    applies: Callable[[Game, dict[str, Any]], bool]
    apply: Callable[[Game, dict[str, Any]], None]
    once: bool = True
    duration: Duration = Duration.END_OF_TURN


@dataclass(slots=True)
class Pending:
    """An automatic ability that triggered and waits for check timing."""

    pid: int
    controller: int
    label: str
    source: int | None = None
    source_inc: int = 0
    ability: Ability | None = None
    optional: bool = False
    ctx: dict[str, Any] = field(default_factory=dict)
    resolve: Callable[[Game, Pending], Flow] | None = None


def repeat(n: int) -> range:
    """Rule common to all four games: doing something 0 or a negative number of
    times does nothing."""
    return range(n if n > 0 else 0)
