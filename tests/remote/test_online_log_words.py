"""A remote seat's log in its player's language: for each line, where its event
has words, the referee sends them as data (:mod:`remote.log_words`), a
card named only where the seat may read it (the English only for a line
without words), and the online window words them as hot-seat does."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from desktop.online import QtOnlineWindow
from desktop.privacy import Secrets
from desktop.wording import GameWords
from engine import registry
from engine.bots import RandomBot
from engine.events import CardMoved, GameStarted, Note
from engine.fairness import SPECTATOR as SPECTATOR_VIEW
from engine.match import Match
from remote.log_words import event_from_words, event_words
from remote.referee import Referee, describe
from tests.desktop.test_japanese import english_words
from tests.remote.test_hidden_information import strings
from tests.remote.test_online_japanese import japanese  # noqa: F401 (a fixture)

pytestmark = pytest.mark.remote


def bot_game(ruleset: str, seed: int) -> Match:
    m = Match.new(ruleset, seed=seed)
    bot = RandomBot(seed)
    while m.decision is not None and len(m.answers) < 3000:
        m.apply_trusted(bot.choose(m.decision))
    return m


@pytest.mark.parametrize("ruleset", registry.ids())
def test_each_lines_words_come_back_as_the_event_the_seat_may_read(ruleset: str) -> None:
    m = bot_game(ruleset, 5)
    for viewer in (0, 1, SPECTATOR_VIEW):
        came = 0
        for e in m.journal:
            raw = json.loads(json.dumps(event_words(e, viewer, lambda iid, name: True)))
            back = event_from_words(raw, viewer)
            if raw is None:
                assert back is None
                continue
            assert back is not None, raw
            came += 1
            if isinstance(e, GameStarted):
                assert back.seed != e.seed and str(e.seed) not in json.dumps(raw)
            else:
                # the same English as the line beside it, for the seat that reads it
                assert back.describe(viewer) == describe(e, viewer), e
        assert came > len(m.journal) // 2


def test_a_card_the_seat_may_not_read_goes_without_name_or_number() -> None:
    unseen = CardMoved(17, "Secret Dragon", 0, "p0.deck", "p0.hand", (0,), why="draw")
    raw = event_words(unseen, 1, lambda iid, name: False)
    assert raw is not None and "Secret Dragon" not in json.dumps(raw) and "17" not in json.dumps(raw)
    back = event_from_words(raw, 1)
    assert isinstance(back, CardMoved) and back.describe(1) == unseen.describe(1)
    assert event_from_words({"k": "moved", "seen": True}, 0) is None  # malformed: the English line is shown
    assert event_from_words("nonsense", 0) is None
    assert event_words(Note("plain English"), 0, lambda iid, name: True) is None


@pytest.mark.parametrize("ruleset", ["vanguard", "dbscg"])
def test_the_words_that_travel_name_no_card_hidden_from_the_seat(game_on: Callable[..., Referee], ruleset: str) -> None:
    ref = game_on(ruleset, bots={1: "bot", 2: "bot"})
    assert ref.wait(240) and ref.match.is_terminal(), "the game did not end"
    for seat, viewer in ((1, 0), (2, 1)):
        secrets = Secrets.of(ref.match, [viewer])
        # each line as it travels: its words where it has them, else its English
        said = [json.loads(entry) for entry in ref.logs.travel[viewer].entries]
        assert len(said) == len(ref.match.journal)
        assert sum(isinstance(w, dict) for w in said) > len(said) // 2
        for text in strings(said):
            assert not secrets.named(text), f"the words name a card hidden from seat {seat}: {text!r}"


@pytest.mark.gui
@pytest.mark.parametrize("ruleset", ["vanguard", "dbscg", "systemgate-tagteam"])
def test_a_japanese_online_windows_log_is_as_japanese_as_hot_seats(
    qtbot: QtBot,
    japanese: None,  # noqa: F811 (the fixture)
    game_on: Callable[..., Referee],
    ruleset: str,
) -> None:
    ref = game_on(ruleset, bots={n: "bot" for n in range(1, registry.get(ruleset).players + 1)})
    window = QtOnlineWindow(ref.invitations()[2])
    qtbot.addWidget(window)
    window.show()
    try:
        assert ref.wait(240), "the game did not end"
        n = len(ref.match.journal)
        qtbot.waitUntil(lambda: len(window.log_panel.lines()) >= n, timeout=30_000)
        online = window.log_panel.lines()
        hot_seat = GameWords(ruleset)
        here = [hot_seat.event(e, 1) for e in ref.match.journal]
        allowed = {w for line in here for w in english_words(line)}
        extra = {line: english_words(line) for line in online if set(english_words(line)) - allowed}
        assert not extra, f"English beyond hot-seat's: {extra}"
        # the lines are the hot-seat's, but for the game's start (its seed is revealed at the end)
        differ = [(a, b) for a, b in zip(online, here, strict=False) if a != b]
        assert len(differ) <= 1, differ
        assert str(ref.match.seed) not in "\n".join(online)
    finally:
        window.close()


@pytest.mark.gui
@pytest.mark.parametrize("ruleset", ["weiss", "systemgate"])
def test_an_english_online_windows_log_is_hot_seats(
    qtbot: QtBot, game_on: Callable[..., Referee], ruleset: str
) -> None:
    """The lines that travelled as words read in English as hot-seat's, and
    those that travelled as English as the referee wrote them."""
    ref = game_on(ruleset, bots={n: "bot" for n in range(1, registry.get(ruleset).players + 1)})
    window = QtOnlineWindow(ref.invitations()[1])
    qtbot.addWidget(window)
    window.show()
    try:
        assert ref.wait(240), "the game did not end"
        n = len(ref.match.journal)
        qtbot.waitUntil(lambda: len(window.log_panel.lines()) >= n, timeout=30_000)
        online = window.log_panel.lines()
        hot_seat = GameWords(ruleset)
        here = [hot_seat.event(e, 0) for e in ref.match.journal]
        assert online[1:] == here[1:]
        assert online[0] != here[0] and str(ref.match.seed) not in online[0]  # the start: no seed
    finally:
        window.close()
