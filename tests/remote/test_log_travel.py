"""A seat's log travels one line at a time (:mod:`remote.log_chunks`): the
lines the game wrote come with each view, each line once, as its words
where it has them; a seat that joins late or lost its lines reads the
retained chunks until it has every line, and nothing else changes what
the seat reads."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from engine import registry
from engine.bots import RandomBot
from engine.fairness import SPECTATOR as SPECTATOR_VIEW
from engine.fairness import view_dict
from engine.match import Match
from remote.log_chunks import KnownNames, ReceivedLog, TravellingLog
from remote.referee import Referee
from remote.seat import BotSeat, RemoteSeat
from remote.table_follow import known_names
from remote.topics import LOG_CHUNK, SPECTATOR
from tests.remote.conftest import wait_until

GAME_TIMEOUT = 240


def wait_for_log(seat: RemoteSeat, whole: list[str]) -> None:
    wait_until(lambda: seat.log == whole, 30, f"seat {seat.seat}'s whole log")


@pytest.mark.parametrize("ruleset", registry.ids())
def test_the_names_a_seat_may_read_are_table_syncs_known_names(ruleset: str) -> None:
    """The referee reads the names a seat may know from the view it shows
    it and from the journal read once, and finds :func:`known_names`'s."""
    m = Match.new(ruleset, seed=3)
    bot, known, checked = RandomBot(3), KnownNames(), 0
    viewers = [*range(m.game.n_players), SPECTATOR_VIEW]
    while m.decision is not None and len(m.answers) < 3000:
        m.apply_trusted(bot.choose(m.decision))
        if len(m.answers) % 5 == 0:
            for viewer in viewers:
                assert known.of(m, viewer, view_dict(m.view(viewer))) == known_names(m, viewer)
                checked += 1
    assert checked > 20


def test_a_gap_is_filled_from_the_chunks_and_a_new_log_replaces_the_old() -> None:
    travel = TravellingLog("run.1")
    lines = [f"line {n}" for n in range(3 * LOG_CHUNK + 5)]
    words = [{"k": "shuffled", "zone": f"z{n}"} if n % 2 else None for n in range(len(lines))]
    travel.extend(lines[:10], words[:10])
    first = json.loads(travel.view({"index": 0}))
    travel.extend(lines, words)
    chunks = [json.loads(c) for _, c in travel.chunks()]
    second = json.loads(travel.view({"index": 1}))
    assert [c["chunk"] for c in chunks] == [0, 1, 2, 3]
    assert second["log_from"] == 10 and len(second["log"]) == len(lines) - 10
    seat = ReceivedLog(0)
    assert seat.from_view(first) and seat.entries == [w or line for line, w in zip(lines[:10], words, strict=False)]
    assert seat.from_view({**second, "log_from": 20, "log": second["log"][10:]})  # lines 10..19 lost
    assert seat.missing and len(seat.entries) == 10
    assert seat.from_chunk(chunks[0]) and not seat.missing
    assert seat.entries == [w or line for line, w in zip(lines, words, strict=True)]
    assert seat.english()[0] == "line 0"
    # a chunk of another log is not this one's; a view of another log replaces it
    assert not seat.from_chunk({**chunks[1], "gen": "run.2"})
    assert seat.from_view({"log_gen": "run.2", "log_from": 0, "log": ["again"]})
    assert seat.entries == ["again"] and seat.restarts == 2


@pytest.mark.remote
@pytest.mark.parametrize("ruleset", ["vanguard", "weiss"])
def test_a_seat_following_the_game_receives_each_line_once(game_on: Callable[..., Referee], ruleset: str) -> None:
    ref = game_on(ruleset)
    inv = ref.invitations()
    watcher = RemoteSeat(inv[SPECTATOR])
    watcher.start()
    wait_until(lambda: watcher.view is not None, 30, "the spectator's first view")
    seats = [BotSeat(inv[n], seed=n) for n in (1, 2)]
    for s in seats:
        s.start()
    try:
        assert ref.wait(GAME_TIMEOUT), "the game did not end"
        for s in [*seats, watcher]:
            viewer = s.seat - 1 if s.seat != SPECTATOR else SPECTATOR_VIEW
            whole = ref.log_for(viewer)
            assert len(whole) > 4 * LOG_CHUNK
            wait_for_log(s, whole)  # the English lines, as the referee wrote them
            with s.lock:
                assert s.received_log.received == len(whole), "a line came twice (or one is missing)"
                assert s.received_log.restarts == 1
    finally:
        for s in [*seats, watcher]:
            s.stop()


@pytest.mark.remote
def test_a_seat_that_joins_late_or_lost_its_lines_gets_the_whole_log(game_on: Callable[..., Referee]) -> None:
    ref = game_on("vanguard", bots={1: "bot", 2: "bot"})
    inv = ref.invitations()
    wait_until(lambda: len(ref.match.journal) > 2 * LOG_CHUNK, GAME_TIMEOUT, "a few chunks of log")
    late = [RemoteSeat(inv[2]), RemoteSeat(inv[SPECTATOR])]  # (nothing received: as a seat that lost all)
    for s in late:
        s.start()
    try:
        assert ref.wait(GAME_TIMEOUT), "the game did not end"
        for s in late:
            viewer = s.seat - 1 if s.seat != SPECTATOR else SPECTATOR_VIEW
            whole = ref.log_for(viewer)
            wait_for_log(s, whole)
            # the chunks are read only while lines are missing
            wait_until(lambda s=s: s._log_chunks not in s.conn.subscriptions, 10, "the chunks left")
            with s.lock:
                assert s.received_log.received >= len(whole)
    finally:
        for s in late:
            s.stop()
