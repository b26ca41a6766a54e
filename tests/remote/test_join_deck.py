"""The joining player brings their own deck: the referee waits for it,
checks it as any deck file (a bad one is said to that seat alone and
nothing else changes), then starts the game with the seed it committed to;
the game checks out by replay with that deck."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from desktop.online import QtOnlineWindow
from engine import registry
from remote.referee import Referee
from remote.seat import BotSeat, RemoteSeat
from tests.remote.conftest import wait_until

pytestmark = pytest.mark.remote


def demo_text(ruleset: str, n: int) -> str:
    return Path(registry.get(ruleset).demo_decks()[n].path).read_text(encoding="utf-8")


def test_the_joining_seat_brings_its_deck_a_bad_one_changes_nothing(game_on: Callable[..., Referee]) -> None:
    ref = game_on("weiss", awaiting=[2])
    inv = ref.invitations()
    seed, commitment = ref.match.seed, ref.commitment
    host = BotSeat(inv[1], seed=1)
    joiner = RemoteSeat(inv[2])
    host.start()
    joiner.start()
    try:
        wait_until(lambda: joiner.deck_awaited() and host.status is not None, 20, "the status asking for the deck")
        assert host.status is not None and host.status["awaiting_decks"] == [2]
        assert host.view is None and joiner.view is None, "no view before the decks are in"
        host.answer(("anything",), 0)
        wait_until(lambda: bool(host.errors), 10, "the early answer refused")
        assert host.errors[-1]["code"] == "awaiting_decks"
        # a deck of another game: refused, to that seat alone
        joiner.send_deck(demo_text("vanguard", 0))
        wait_until(lambda: bool(joiner.deck_refused), 10, "the bad deck refused")
        assert "not accepted" in joiner.deck_refused
        assert len(host.errors) == 1 and not joiner.errors
        assert ref.awaiting == {2} and ref.match.seed == seed and not ref.match.answers
        # the game's first demo deck for seat 2 (the referee's placeholder is the second)
        joiner.send_deck(demo_text("weiss", 0))
        wait_until(lambda: joiner.view is not None, 20, "the first view")
        assert not ref.awaiting and ref.commitment == commitment and ref.match.seed == seed
        emberwatch = registry.get("weiss").demo_decks()[0]
        assert ref.match.deck_names[1] == emberwatch.name
        ids = set(emberwatch.card_ids())
        assert joiner.view is not None
        hand = next(z for z in joiner.view["view"]["zones"] if z["key"] == "p1.hand")
        assert hand["cards"] and all(c["card_id"] in ids for c in hand["cards"])
        wait_until(lambda: host.view is not None, 10, "the host's first view")
    finally:
        joiner.stop()
        host.stop()


def test_a_bot_seat_brings_a_deck_and_the_game_checks_out_with_it(game_on: Callable[..., Referee]) -> None:
    ref = game_on("dbscg", awaiting=[2])
    inv = ref.invitations()
    seats = [BotSeat(inv[1], seed=1), BotSeat(inv[2], seed=2, deck=demo_text("dbscg", 0))]
    for s in seats:
        s.start()
    try:
        for s in seats:
            assert s.wait(120), "the game ended and its reveal came"
            assert s.problem == "" and s.verified is not None
            assert s.verified.deck_names == ref.match.deck_names
        assert ref.match.deck_names[1] == registry.get("dbscg").demo_decks()[0].name
    finally:
        for s in seats:
            s.stop()


@pytest.mark.gui
def test_the_online_window_chooses_the_deck_a_bad_file_is_refused(
    qtbot: QtBot, game_on: Callable[..., Referee], tmp_path: Path
) -> None:
    ref = game_on("vanguard", awaiting=[2])
    inv = ref.invitations()
    host = QtOnlineWindow(inv[1])
    window = QtOnlineWindow(inv[2])
    for w in (host, window):
        qtbot.addWidget(w)
        w.show()
    try:
        qtbot.waitUntil(lambda: window.deck_choice.isVisible(), timeout=20_000)
        qtbot.waitUntil(lambda: "Player 2 has chosen a deck" in host.people.text(), timeout=20_000)
        assert not host.deck_choice.isVisible()
        # before the first view: what the game waits for, not an empty question
        assert not host.prompt.isVisible() and "Player 2 has chosen a deck" in host.waiting.text()
        assert not window.prompt.isVisible() and "Choose the deck you play" in window.waiting.text()
        assert window.deck_choice.box.count() == len(registry.get("vanguard").demo_decks())
        bad = tmp_path / "bad.txt"
        bad.write_text("4 VGD-NOPE-999\n", encoding="utf-8")
        window.deck_choice.add_file(str(bad))
        window.deck_choice.send_button.click()
        qtbot.waitUntil(lambda: "not accepted" in window.deck_choice.said.text(), timeout=10_000)
        assert window.deck_choice.isVisible() and window.model.view() is None
        window.deck_choice.box.setCurrentIndex(1)
        window.deck_choice.send_button.click()
        qtbot.waitUntil(lambda: window.model.view() is not None and host.model.view() is not None, timeout=20_000)
        assert not window.deck_choice.isVisible()
        qtbot.waitUntil(lambda: window.prompt.isVisible() and host.prompt.isVisible(), timeout=10_000)
        assert not window.waiting.isVisible() and not host.waiting.isVisible()
        assert ref.match.deck_names[1] == registry.get("vanguard").demo_decks()[1].name
        v = window.model.view()
        assert v is not None and v.viewer == 1 and v.zone("p1.deck").count > 0
        assert len([*window.mat.cards.values(), *window.mat._extra_cards]) >= 2, "the mat is drawn (the decks at least)"
    finally:
        window.close()
        host.close()
