"""Feed a recorded table trace through the table model, as the devices
would (tests, the bench, and reproducing a problem seen at a table).

Unlike :func:`hardware.table.trace.replay_trace`, everything goes through
:class:`~desktop.table.model.QtTableModel`: the window's widgets update as
they would in play, and the times the model settles are the trace's own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from desktop.table.model import QtTableModel
from engine.decisions import Answer, Option
from hardware.table.report import ASK, Report
from hardware.table.trace import Trace, asked, respond

#: called when sync asks which move it was: (candidate index) -> None
Chooser = Callable[[int], object]
#: called after every settle, with the time of the trace
Settled = Callable[[float], None]


@dataclass
class FeedResult:
    settles: int = 0
    asked: int = 0
    problems: list[str] = field(default_factory=list)
    states: list[str] = field(default_factory=list)


def feed_trace(
    model: QtTableModel,
    trace: Trace,
    *,
    choose: Chooser | None = None,
    before_settle: Callable[[], None] | None = None,
    settled: Settled | None = None,
    answered: Callable[[], None] | None = None,
) -> FeedResult:
    """Feed ``trace`` into ``model`` (whose sync must follow the trace's
    game); answer "which move?" with the trace's pick through ``choose``
    (default :meth:`QtTableModel.choose`). ``answered`` runs after each
    answer given on screen (the bench lets the window idle there)."""
    assert model.sync is not None
    result = FeedResult()
    picks: list[Answer] = []
    options: dict[Answer, tuple[Option, ...]] = {}  #: what each pick's options did in the recorded game
    pick = choose or model.choose

    def prompt(keys: Answer) -> None:
        model.answer(keys, options.get(keys, ()))
        result.states.append(model.report.state)

    def chosen(idx: int) -> None:
        pick(idx)
        result.states.append(model.report.state)

    def settle(t: float) -> None:
        if before_settle is not None:
            before_settle()
        if not model.tick(t):
            return
        result.settles += 1
        report: Report = model.report
        result.states.append(report.state)
        if report.state == ASK:
            result.asked += 1

        problem = respond(report, picks, prompt, chosen, model.none_of_these)
        if problem is not None:
            result.problems.append(f"t={t:.2f}: {problem}")
        if settled is not None:
            settled(t)

    t = 0.0
    for e in trace.entries:
        t = e.t
        settle(t)
        if e.obs is not None:
            model.observe(e.obs)
        elif e.pick is not None:
            picks.append(e.pick)
            options[e.pick] = e.chosen
        elif e.screen is not None:
            if not asked(model.match, e.seat, e.screen, e.about):
                continue  # the screen does not ask this player this
            if not model.answer(e.screen, e.chosen):
                result.problems.append(f"t={t:.2f}: on-screen answer {list(e.screen)} refused")
            elif answered is not None:
                answered()
    settle(t + 10.0)
    return result
