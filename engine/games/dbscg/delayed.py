"""Effects that wait for the end of the turn: "..., then at the end of the
turn, switch this card to Active Mode", "[Auto] When this card attacks,
activate this skill. At the end of the turn, ...". The steps become pending
in the End Phase with the "at the end of the turn" triggers (DBS 6-4-1-1),
mastered by the player whose skill made them, and resolve at that checkpoint
(DBS 6-4-1-2, 8-6-4). "This card" is the card as it was when the skill
resolved: one that changed areas since is a new card (DBS 3-1-4, 8-6-7)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.abilities import register_vocabulary
from engine.flow import step_words
from engine.games.dbscg.abilities import run_skill
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.note_params import label_of
from engine.games.dbscg.schema import GAME
from engine.games.dbscg.state import turn_state
from engine.grammar.adapter import Flow
from engine.grammar.spec import StepList, Steps, Verb, once
from engine.grammar.verbs import Sugar
from engine.messages import msg
from engine.state import Game
from engine.timing import Pending


@dataclass(frozen=True, slots=True)
class AtTurnEnd(Verb):
    """Carry out ``steps`` at the end of this turn."""

    steps: StepList = field(default_factory=StepList)

    def run(self, g: Game, p: Pending) -> Flow:
        turn_state(g).delayed.append((p.controller, p.source, p.source_inc, p.label, self.steps))
        said = msg("dbs.log.at_end_of_turn", label=label_of(g, p), steps=self._said())
        g.log(said, rule=ruleset_of(g).r("end_trigger"))
        return
        yield

    def _said(self) -> str:
        return " then ".join(step_words(w, v) for w, v in self.steps)

    def words(self) -> str:
        return f"at the end of the turn, {self._said()}"


def fire_delayed(g: Game, dry: bool = False) -> bool:
    """Make pending the steps waiting for the end of this turn that are not yet
    (DBS 6-4-1-1); with ``dry``, only tell whether there are such steps."""
    t = turn_state(g)
    waiting = t.delayed[t.delayed_fired :]
    if dry or not waiting:
        return bool(waiting)
    t.delayed_fired = len(t.delayed)
    for controller, source, inc, label, steps in waiting:
        g.pending.append(
            Pending(g.next_id(), controller, f"{label} (end of the turn)", source, inc, resolve=_resolver(steps))
        )
        g.changes += 1
    return True


def _resolver(steps: Any) -> Any:
    def resolve(g: Game, p: Pending) -> Flow:
        g.log(msg("dbs.log.auto", label=label_of(g, p)), rule=ruleset_of(g).r("end_trigger"))
        yield from run_skill(g, p, steps, g.ruleset.effect_handlers())

    return resolve


register_vocabulary(
    GAME,
    effects={
        "at_turn_end": once(
            Sugar(Steps(), lambda steps: AtTurnEnd(steps)),
            "carry out the steps at the end of this turn, pending with the 'at the end of the turn' triggers"
            " (DBS 6-4-1-1)",
        ),
    },
)
