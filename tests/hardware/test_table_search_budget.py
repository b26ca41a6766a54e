"""Table sync: every search of a settle within one budget of copies of the game."""

from __future__ import annotations

import pytest

from engine.decisions import Option
from engine.errors import IllegalActionError
from engine.match import Match
from hardware.observations import CardSeen
from hardware.table import hidden
from hardware.table.limits import SEARCH_BUDGET
from hardware.table.report import STOPPED
from hardware.table.sync import Sync
from hardware.table.trace import Trace, director_trace, play_on_screen, replay_trace

STOPPED_TEXT = (
    f"Playmat stopped looking for a move that explains the table after {SEARCH_BUDGET} tries: "
    "finish the move on the table, or answer in the prompt."
)


def dropped_sighting_trace() -> tuple[Trace, Match]:
    """A Weiss game's first eight answers at the table (seed 11), where the
    camera missed the top card of Player 1's mulligan put down in the
    waiting room (its one sighting is left out of the trace); and the game
    played on screen."""
    played = play_on_screen("weiss", 11, 12, 8)
    trace = director_trace("weiss", 11, list(played.answers))
    top = next(
        i for i, e in enumerate(trace.entries) if isinstance(e.obs, CardSeen) and e.obs.zone == "p0.waiting_room"
    )
    del trace.entries[top]
    return trace, played


def test_a_dropped_camera_sighting_stops_the_search_within_its_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the mulligan's top card unread, no move explains the table, and
    the players go on playing. Each settle replays the game (a copy, a
    trade, a rewind) at most SEARCH_BUDGET times (without a budget, up to
    212 times, more with every move the players made), then stops and says
    so, with the differences; the game stays as the table last matched it.
    Answering the mulligan in the prompt goes on."""
    trace, played = dropped_sighting_trace()
    replays = [0]
    inside = [0]  # a trade's replay may try a copy of its own: part of the trade

    def counting(replay):
        def counted(*args, **kwargs):
            replays[0] += not inside[0]
            inside[0] += 1
            try:
                return replay(*args, **kwargs)
            finally:
                inside[0] -= 1

        return counted

    for name in ("clone", "rewind"):
        monkeypatch.setattr(Match, name, counting(getattr(Match, name)))
    monkeypatch.setattr(hidden, "rearranged", counting(hidden.rearranged))
    per_settle: list[int] = []
    settle = Sync.settle

    def counting_settle(self, **kwargs):
        before = replays[0]
        report = settle(self, **kwargs)
        per_settle.append(replays[0] - before)
        return report

    monkeypatch.setattr(Sync, "settle", counting_settle)
    sync = Sync(trace.match())
    result = replay_trace(trace, sync=sync)
    assert max(per_settle) <= SEARCH_BUDGET
    stops = [r for r in result.reports if r.state == STOPPED]
    assert len(stops) >= 2
    assert all(r.text == STOPPED_TEXT and r.differences and r.zones for r in stops)
    assert sync.match.answers == []  # the mulligan unread: nothing applied
    assert sync.report.state == STOPPED
    assert sync.answer(played.answers[0]).state != STOPPED
    assert sync.match.answers == played.answers[:1]


def test_an_answer_whose_trades_run_out_of_budget_is_refused() -> None:
    """The players put two cards back at the mulligan and name them in the
    prompt, cards the game has in the deck: sync trades each into the hand
    (a replay of the game each) and applies the answer on a copy. Past the
    budget the answer is refused and not applied; within it, it is taken."""
    trace = director_trace("weiss", 11, [])
    sync = Sync(trace.match())
    replay_trace(trace, sync=sync)
    d = sync.match.decision
    assert d is not None and d.about == "mulligan"
    cards = sync.match.game.zone(0, "deck").cards[:2]
    # the options as the players' game offered them: cards chosen from the hand
    chosen = tuple(Option(str(c.iid), "", verb="choose", cards=(c.iid,), src="p0.hand") for c in cards)
    named = tuple(o.key for o in chosen)
    sync.budget = 2
    with pytest.raises(IllegalActionError, match="stopped looking for a move that fits this answer after 2 tries"):
        sync.answer(named, chosen=chosen)
    assert sync.match.answers == []
    sync.budget = SEARCH_BUDGET
    sync.answer(named, chosen=chosen)
    assert sync.match.answers == [named]
