"""Hidden information through the broker: a client holding seat 2's
credentials receives exactly what seat 2 may see, checked against
``view_for(game, 1)`` (seat 2 is the engine's player 1) on every message of
whole games in every ruleset, and nothing of seat 1's topics."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from typing import Any

import paho.mqtt.client as mqtt
import pytest
from paho.mqtt.enums import CallbackAPIVersion, MQTTProtocolVersion

from desktop.privacy import Secrets
from engine import registry
from engine.fairness import SPECTATOR as SPECTATOR_VIEW
from engine.fairness import canonical, snapshot
from engine.match import Match
from remote.log_words import entry_english
from remote.referee import Referee, describe
from remote.seat import BotSeat
from remote.topics import LOG_CHUNK, SPECTATOR, game_topic, seat_topic, user_name
from tests.remote.conftest import wait_until

pytestmark = pytest.mark.remote


class Sniffer:
    """A raw MQTT client with one seat's (or the spectators') credentials
    that subscribes to everything of the game and keeps every message."""

    def __init__(self, ref: Referee, seat: int, port: int) -> None:
        self.messages: list[tuple[str, bytes]] = []
        self.refused_publish: list[str] = []
        self.lock = threading.Lock()
        c = mqtt.Client(CallbackAPIVersion.VERSION2, client_id=f"sniffer-{seat}", protocol=MQTTProtocolVersion.MQTTv5)
        c.username_pw_set(user_name(ref.game, seat), ref.users.seats[seat])
        c.on_message = self._message
        c.on_publish = self._published
        c.connect("127.0.0.1", port)
        c.loop_start()
        self.client = c
        wait_until(c.is_connected, 10, "the sniffer to connect")

    def _message(self, client: mqtt.Client, userdata: Any, msg: mqtt.MQTTMessage) -> None:
        with self.lock:
            self.messages.append((msg.topic, bytes(msg.payload)))

    def _published(self, client: mqtt.Client, userdata: Any, mid: int, reason: Any, props: Any) -> None:
        if reason.is_failure:
            self.refused_publish.append(str(reason))

    def stop(self) -> None:
        self.client.disconnect()
        self.client.loop_stop()


def at_index(ref: Referee) -> Callable[[int], Match]:
    """A local replay of the referee's game, stepped forward to any index asked for (in order)."""
    m = Match(ref.match.ruleset, ref.match.decks, ref.match.seed, ref.match.deck_names)
    answers = ref.match.answers

    def to(index: int) -> Match:
        assert index >= len(m.answers), "views come in the order of the game"
        while len(m.answers) < index:
            m.replay_one(answers[len(m.answers)])
        return m

    return to


def strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [t for v in value.values() for t in strings(v)]
    if isinstance(value, list):
        return [t for v in value for t in strings(v)]
    return []


def check_names(ref: Referee, messages: list[tuple[str, bytes]], viewer: int) -> None:
    """A safety net beside the views: no text of any message names a card
    the viewer never knew (not of its deck, never shown to it; a spectator
    knows what every seat knows)."""
    seats = [viewer] if viewer != SPECTATOR_VIEW else list(range(ref.players))
    secrets = Secrets.of(ref.match, seats)
    # a card the viewer knows may print another card's name ([Union "Twin Flame Rearguard"]):
    # that name in its text tells nothing (the views are checked whole above)
    printed = " ".join(
        f"{c.card.text} {' '.join(ab.text for ab in c.card.abilities)} {c.card.stats}"
        for c in ref.match.game.cards
        if c.card.name not in secrets.hidden
    )
    mentioned = {name for name in secrets.hidden if name in printed}
    secrets = Secrets(secrets.hidden - mentioned, {c.card.name for c in ref.match.game.cards} - secrets.hidden)
    for topic, payload in messages:
        if topic.endswith("/reveal") or topic.endswith("/referee"):
            continue
        for text in strings(json.loads(payload)):
            assert not secrets.named(text), f"{topic} names a card hidden from seat {viewer + 1}: {text!r}"


def check_messages(ref: Referee, messages: list[tuple[str, bytes]], seat: int) -> int:
    """Every message the sniffer got is one ``seat`` may have; returns how many views were checked."""
    g = ref.game
    viewer = seat - 1 if seat != SPECTATOR else SPECTATOR_VIEW
    view_topic = seat_topic(g, seat, "view") if seat != SPECTATOR else game_topic(g, "public")
    log_prefix = seat_topic(g, seat, "log/") if seat != SPECTATOR else game_topic(g, "public/log/")
    allowed = {game_topic(g, leaf) for leaf in ("status", "referee", "public", "reveal")} | {view_topic}
    seed = str(ref.match.seed)
    whole_log = [describe(e, viewer) for e in ref.match.journal]
    # each line travels as its words where it has them, else as its English
    said = ref.log_words_for(viewer)
    entries = [line if words is None else words for line, words in zip(whole_log, said, strict=True)]
    replay = at_index(ref)
    views = 0
    last = -1
    for topic, payload in messages:
        assert topic in allowed or topic.startswith((log_prefix, game_topic(g, "public/log/"))), topic
        if topic == game_topic(g, "reveal"):
            continue  # after the end of the game, for everyone
        assert seed not in payload.decode(errors="replace"), f"{topic} names the seed before the game ended"
        if topic == view_topic:
            msg = json.loads(payload)
            if msg["index"] < last:
                continue  # a retained view delivered late: it was checked when it came
            last = msg["index"]
            want = snapshot(replay(msg["index"]), viewer)
            got = {k: msg[k] for k in ("index", "view", "decision")}
            assert canonical(got) == canonical(want), f"view {msg['index']} differs from view_for"
            if msg["decision"] is not None:
                assert msg["decision"]["player"] == viewer
            # the lines the log gained travel with the view (check_names reads them too)
            start = msg["log_from"]
            assert msg["log"] == entries[start : start + len(msg["log"])]
            assert [entry_english(e, viewer) for e in msg["log"]] == whole_log[start : start + len(msg["log"])]
            views += 1
        elif topic.startswith(log_prefix):
            chunk = json.loads(payload)
            k = chunk["chunk"]
            assert chunk["log"] == entries[k * LOG_CHUNK : k * LOG_CHUNK + len(chunk["log"])]
    return views


@pytest.mark.parametrize("ruleset", registry.ids())
def test_seat_2s_credentials_receive_nothing_hidden_from_seat_2(game_on: Callable[..., Referee], ruleset: str) -> None:
    ref = game_on(ruleset)
    port = ref.port
    sniff = Sniffer(ref, 2, port)
    spectator = Sniffer(ref, SPECTATOR, port)
    sniff.client.subscribe([(f"playmat/{ref.game}/#", 1), (seat_topic(ref.game, 1, "view"), 1), ("#", 1)])
    spectator.client.subscribe([(f"playmat/{ref.game}/#", 1)])
    time.sleep(0.3)
    # seat 2's credentials cannot answer for seat 1 either
    sniff.client.publish(seat_topic(ref.game, 1, "answer"), b'{"index": 0, "concede": true}', qos=1)
    inv = ref.invitations()
    seats = [BotSeat(inv[n], seed=n) for n in range(1, ref.players + 1)]
    for s in seats:
        s.start()
    try:
        assert ref.wait(240), "the game did not end"
        time.sleep(0.5)
        with sniff.lock, spectator.lock:
            mine, public = list(sniff.messages), list(spectator.messages)
        views = check_messages(ref, mine, 2)
        assert views >= 10
        assert check_messages(ref, public, SPECTATOR) >= 10
        check_names(ref, mine, 1)
        check_names(ref, public, SPECTATOR_VIEW)
        assert not any("/seat/1/" in t for t, _ in mine)
        assert sniff.refused_publish == ["Not authorized"]
        assert not ref.match.answers or ref.match.answers[0] != {"concede": 0}
        assert all(s.problem == "" for s in seats)
    finally:
        sniff.stop()
        spectator.stop()
        for s in seats:
            s.stop()
