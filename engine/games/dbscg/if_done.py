"""Steps done only when earlier ones did something: "Choose up to 1 X in your
hand and play it. If you played a card, draw 1 card", "... and KO it. If you
KO'd a card, ...", "... place them in your Drop Area. If you placed cards in
your Drop Area, ...", "Choose 1 card in your life and add it to your hand. If
you do so, ...". What counts is read from what the first steps did (DBS 8-5-3-4:
when nothing was chosen, the rest concerning it is ignored): a card played,
a card KO-ed, a card placed in a Drop Area, or any card moved."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.abilities import register_vocabulary
from engine.events import CardMoved, Happened
from engine.games.dbscg.grammar import ADAPTER
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.note_params import label_of
from engine.games.dbscg.schema import GAME
from engine.grammar.adapter import Adapter, Flow
from engine.grammar.spec import StepList, Steps, Table, Text, Verb, once
from engine.grammar.verbs import Sugar
from engine.messages import msg
from engine.state import Game
from engine.timing import Pending

#: what the first steps must have done: played a card, KO-ed one, placed one in a Drop Area, moved one
DONE = ("play", "ko", "drop", "moved")


def happened(g: Game, since: int, done: str) -> bool:
    """Whether the game journaled ``done`` since journal entry ``since``."""
    for e in g.journal[since:]:
        if done in ("play", "ko") and isinstance(e, Happened) and e.what == done:
            return True
        if isinstance(e, CardMoved) and (done == "moved" or (done == "drop" and e.dst.endswith(".drop"))):
            return True
    return False


@dataclass(frozen=True, slots=True)
class IfDone(Verb):
    """Carry out ``do``; then ``then`` if ``do`` did ``done`` (a word of :data:`DONE`)."""

    ad: Adapter = field(repr=False, compare=False)
    do: StepList = field(default_factory=StepList)
    then: StepList = field(default_factory=StepList)
    done: str = "moved"

    def run(self, g: Game, p: Pending) -> Flow:
        mark = len(g.journal)
        yield from self.ad.run_steps(g, p, self.do)
        if happened(g, mark, self.done):
            yield from self.ad.run_steps(g, p, self.then)
        else:
            g.log(msg(f"dbs.log.not_done.{self.done}", label=label_of(g, p)), rule=ruleset_of(g).r("no_target_chosen"))

    def words(self) -> str:
        return f"if done ({self.done}): then"


def _if_done(v: dict[str, Any]) -> IfDone:
    return IfDone(ADAPTER, v["do"], v["then"], str(v["done"]))


register_vocabulary(
    GAME,
    effects={
        "if_done": once(
            Sugar(
                Table(
                    {"do": Steps(), "then": Steps(), "done": Text(DONE)},
                    frozenset({"do", "then", "done"}),
                    '{ do = [...], then = [...], done = "play" }',
                    as_dict=True,
                ),
                _if_done,
            ),
            "carry out do, then carry out then if do played a card / KO-ed one / placed one in a Drop Area /"
            " moved one (done = play, ko, drop, moved)",
        ),
    },
)
