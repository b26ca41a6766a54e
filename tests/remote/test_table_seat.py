"""A player at the sensor mat against a remote player on screen: the table
seat's devices report to the referee over a real Mosquitto, the referee
follows them with table sync, and the other seat sees nothing it may not."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from desktop.online_bench import TablePlayers
from engine.fairness import canonical, new_nonce, snapshot
from engine.match import Match
from remote.broker import GameUsers
from remote.referee import Referee
from remote.seat import BotSeat, RemoteSeat
from remote.topics import game_topic, new_game_id, seat_topic
from tests.remote.conftest import Broker, wait_until
from tests.remote.test_hidden_information import Sniffer, check_names

pytestmark = pytest.mark.remote


def replayed(ref: Referee) -> Callable[[int], Match]:
    """The referee's game replayed from its seed, as laid out at the end (the table seat's cards)."""
    m = Match(ref.match.ruleset, ref.match.decks, ref.match.seed, ref.match.deck_names, ref.match.arrangement)
    answers = ref.match.answers

    def to(index: int) -> Match:
        assert index >= len(m.answers)
        while len(m.answers) < index:
            m.replay_one(answers[len(m.answers)])
        return m

    return to


def check_views(ref: Referee, messages: list[tuple[str, bytes]], seat: int) -> int:
    """Every view ``seat`` got is ``view_for`` of the game at its index (as laid out at the end)."""
    viewer = seat - 1
    replay = replayed(ref)
    views, last = 0, -1
    for topic, payload in messages:
        if topic != seat_topic(ref.game, seat, "view"):
            continue
        msg = json.loads(payload)
        if msg["index"] < last:
            continue
        last = msg["index"]
        want = snapshot(replay(msg["index"]), viewer)
        got = {k: msg[k] for k in ("index", "view", "decision")}
        assert canonical(got) == canonical(want), f"view {msg['index']} differs from view_for"
        views += 1
    return views


def table_game(broker: Broker, tmp_path: Path, seed: int) -> Referee:
    """A Vanguard game of the seed ``seed`` (the same game every run), seat 1 at the sensor mat."""
    m = Match.new("vanguard", seed=seed)
    users = GameUsers.new(new_game_id(), m.game.n_players)
    ref = Referee(
        m,
        users,
        "127.0.0.1",
        broker.port,
        new_nonce(),
        tmp_path / "g.json",
        durable=False,
        table_seats=[1],
        settle_s=0.05,
    )
    broker.add(users)
    broker.start()
    ref.start()
    wait_until(ref.conn.connected.is_set, 10, "the referee to connect")
    return ref


@pytest.mark.parametrize(("seed", "shuffled"), [(5, 0), (6, 10)])
def test_a_table_seat_plays_a_remote_bot_to_the_end(broker: Broker, tmp_path: Path, seed: int, shuffled: int) -> None:
    """The table seat (seat 1) moves paper cards, reported by its simulated
    devices; seat 2 is a bot playing on screen. The game reaches its end
    through table sync on the referee; seat 2's credentials receive only
    what seat 2 may see (nothing of seat 1's table or sync topics), and both
    seats' checks of the reveal pass. With ``shuffled``, the paper deck lies
    otherwise than the seed's shuffle says (its first and last cards traded):
    the referee lays the game's deck out as the table shows it, and the
    reveal, which says so, still checks out for seat 2."""
    ref = table_game(broker, tmp_path, seed)
    sniff = Sniffer(ref, 2, ref.port)
    sniff.client.subscribe([(f"playmat/{ref.game}/#", 1), (seat_topic(ref.game, 1, "sync"), 1)])
    time.sleep(0.3)
    # seat 2's credentials cannot send readings for seat 1's table
    sniff.client.publish(seat_topic(ref.game, 1, "table"), b'{"observations": []}', qos=1)
    inv = ref.invitations()
    seat1 = RemoteSeat(inv[1], table=True)
    seat2 = BotSeat(inv[2], seed=3)
    seat1.start()
    seat2.start()
    try:
        wait_until(lambda: seat1.view is not None and seat2.view is not None, 10, "both seats' first views")
        players = TablePlayers(ref, seat1, shuffled=shuffled)
        players.sit_down()
        end = time.monotonic() + 400
        while players.step():
            assert time.monotonic() < end, "the game did not end"
        assert ref.wait(30), "the reveal did not go out"
        wait_until(lambda: seat1.done.is_set() and seat2.done.is_set(), 15, "both seats to check the reveal")
        time.sleep(0.3)
        assert ref.table is not None
        assert players.moves >= 10 and ref.table.sync.steps >= 10, (players.moves, ref.table.sync.steps)
        assert seat2.problem == "" and seat2.verified is not None
        assert seat1.problem == "" and seat1.verified is not None
        with sniff.lock:
            mine = list(sniff.messages)
        assert check_views(ref, mine, 2) >= 10
        check_names(ref, mine, 1)
        assert not any("/seat/1/" in t for t, _ in mine)
        assert sniff.refused_publish == ["Not authorized"]
        assert game_topic(ref.game, "reveal") in {t for t, _ in mine}
        revealed = seat2.reveal
        assert revealed is not None and revealed["table_seats"] == [1]
        if shuffled:
            # the table showed cards the seed's order put elsewhere: only seat 1's were laid out again
            assert players.paper and ref.match.arrangement, (players.relaid, ref.table.sync.rearrangements)
            owners = {c.iid: c.owner for c in ref.match.game.cards}
            assert {owners[i] for s in ref.match.arrangement.values() for pair in s for i in pair} == {0}
    finally:
        sniff.stop()
        seat1.stop()
        seat2.stop()
        ref.stop()


def test_sync_reports_name_no_card_hidden_from_the_table_seat(game_on: Callable[..., Referee]) -> None:
    """What table sync says to the table seat (its banner, the moves it asks
    about) never names a card that seat may not see."""
    ref = game_on("vanguard", table_seats=[1], settle_s=0.05)
    inv = ref.invitations()
    seat1 = RemoteSeat(inv[1], table=True)
    seat2 = BotSeat(inv[2], seed=5)
    reports: list[tuple[str, bytes]] = []

    def heard(what: str) -> None:
        if what == "sync":
            reports.append(("sync", json.dumps(seat1.table_report).encode()))

    seat1.on_change = heard
    seat1.start()
    seat2.start()
    try:
        wait_until(lambda: seat1.view is not None, 10, "the table seat's first view")
        players = TablePlayers(ref, seat1, bot_seed=11)
        players.sit_down()
        for _ in range(400):
            if not players.step() or len(ref.match.answers) > 60:
                break
        assert len(reports) >= 5
        check_names(ref, reports, 0)
        assert all(json.loads(p)["type"] == "sync" for _, p in reports)
    finally:
        seat1.stop()
        seat2.stop()


def test_table_readings_from_a_seat_on_screen_are_refused(game_on: Callable[..., Referee]) -> None:
    ref = game_on("vanguard", table_seats=[1])
    inv = ref.invitations()
    seat2 = RemoteSeat(inv[2])
    seat2.start()
    try:
        wait_until(lambda: seat2.view is not None, 10, "seat 2's view")
        seat2.conn.publish(seat_topic(ref.game, 2, "table"), {"observations": []})
        wait_until(lambda: seat2.errors, 10, "the refusal")
        assert seat2.errors[-1]["code"] == "not_at_table"
        seat2.conn.publish(seat_topic(ref.game, 2, "answer"), {"index": 0, "move": 0, "pick": 0})
        wait_until(lambda: len(seat2.errors) >= 2, 10, "the second refusal")
        assert seat2.errors[-1]["code"] == "not_asked"
        seat2.conn.publish(seat_topic(ref.game, 2, "answer"), {"index": 0, "reveals": 0})
        wait_until(lambda: len(seat2.errors) >= 3, 10, "the third refusal")
        assert seat2.errors[-1]["code"] == "not_waiting"
        assert "plays on screen" in seat2.errors[-1]["message"]
    finally:
        seat2.stop()
