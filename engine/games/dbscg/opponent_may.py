""" "Your opponent may X. If they don't, Y": the master's opponent chooses
whether to carry out ``do`` (their own cards, chosen by them); ``else`` is
carried out when they declined, or when ``do`` did not do what it says
(``done``: a card KO-ed, or any card moved) — an act that cannot be carried
out is not (DBS 1-3-2)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.abilities import register_vocabulary
from engine.flow import yes_no
from engine.games.dbscg.grammar import ADAPTER
from engine.games.dbscg.if_done import happened
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.note_params import label_of
from engine.games.dbscg.schema import GAME
from engine.grammar.adapter import Adapter, Flow
from engine.grammar.spec import StepList, Steps, Table, Text, Verb, once
from engine.grammar.verbs import Sugar
from engine.messages import msg
from engine.state import Game
from engine.timing import Pending

#: what ``do`` must have done for the opponent to have done it
DONE = ("ko", "moved")


@dataclass(frozen=True, slots=True)
class OpponentMay(Verb):
    """The opponent may carry out ``do``; ``otherwise`` when they did not."""

    ad: Adapter = field(repr=False, compare=False)
    do: StepList = field(default_factory=StepList)
    otherwise: StepList = field(default_factory=StepList)
    done: str = "moved"

    def run(self, g: Game, p: Pending) -> Flow:
        rule = ruleset_of(g).r("impossible")
        opponent = g.opponent(p.controller)
        words = " then ".join(w for w, _ in self.do)
        yes = yield from yes_no(g, opponent, f"{p.label}: do you carry out {words}?")
        mark = len(g.journal)
        if yes:
            yield from self.ad.run_steps(g, p, self.do)
        if yes and happened(g, mark, self.done):
            return
        g.log(msg("dbs.log.opponent_did_not", label=label_of(g, p), n=opponent + 1), rule=rule)
        yield from self.ad.run_steps(g, p, self.otherwise)

    def words(self) -> str:
        return "your opponent may carry out steps; if they do not, others"


def _opponent_may(v: dict[str, Any]) -> OpponentMay:
    return OpponentMay(ADAPTER, v["do"], v["else"], str(v.get("done", "moved")))


register_vocabulary(
    GAME,
    effects={
        "opponent_may": once(
            Sugar(
                Table(
                    {"do": Steps(), "else": Steps(), "done": Text(DONE)},
                    frozenset({"do", "else"}),
                    '{ do = [...], else = [...], done = "ko" }',
                    as_dict=True,
                ),
                _opponent_may,
            ),
            "your opponent may carry out do (on their cards, chosen by them); else when they did not (done = ko:"
            " a card KO-ed; moved: a card moved)",
        ),
    },
)
