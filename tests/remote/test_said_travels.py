"""Text that keeps its message (:class:`engine.messages.Said`, a pending
timed ability's label, VG 8.6.5) travels to a remote seat as that message,
so the seat words it in its player's language as hot-seat does, and a card
in it the seat may not read goes face down."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from desktop import i18n
from desktop.wording import GameWords, render
from engine.bots import RandomBot
from engine.events import EffectAdded, Happened, Note
from engine.match import Match
from engine.messages import CardRef, Message, Said, msg
from remote.log_words import event_from_words, event_words
from remote.referee import describe
from remote.wire import FACE_DOWN, message_dict, message_from_dict
from tests.desktop.test_japanese import compiled, english_words

__all__ = ["compiled"]  # the fixture, used by name


def _timed_label(iid: int, name: str) -> Said:
    return Said(
        msg(
            "vg.pending.timed_end",
            at=Message("vg.log.at.turn"),
            card=CardRef(iid, name),
            then=Message("vg.log.to.bottom"),
        )
    )


def _travelled(m: Message, named: bool = True) -> Message:
    return message_from_dict(json.loads(json.dumps(message_dict(m, lambda iid, name: named))))


def test_a_said_parameter_comes_back_with_its_message() -> None:
    line = msg("log.printed", text=_timed_label(7, "Tide Sprite"))
    back = _travelled(line)
    (text,) = (v for k, v in back.params if k == "text")
    assert isinstance(text, Said) and text.message == _timed_label(7, "Tide Sprite").message
    assert back.english() == line.english() == "End of turn: Tide Sprite goes to the bottom"


def test_a_card_of_a_said_the_seat_may_not_read_goes_face_down() -> None:
    back = _travelled(msg("log.printed", text=_timed_label(7, "Tide Sprite")), named=False)
    assert "Tide Sprite" not in json.dumps(message_dict(back)) and "7" not in json.dumps(message_dict(back))
    assert back.english() == f"End of turn: {FACE_DOWN} goes to the bottom"


@pytest.mark.gui
def test_a_timed_label_in_a_remote_log_reads_in_japanese(qapp: QApplication, compiled: Path) -> None:
    """The line the online window words equals hot-seat's, in Japanese."""
    assert i18n.apply_language("ja", compiled)
    note = Note(msg("log.printed", text=_timed_label(7, "Tide Sprite")), rule_no="VG 8.6.5.1")
    raw = json.loads(json.dumps(event_words(note, 1, lambda iid, name: True, note.describe(1))))
    back = event_from_words(raw, 1)
    assert back is not None
    words = GameWords("vanguard")
    assert words.event(back, 1) == words.event(note, 1)
    assert render(Message("vg.log.to.bottom")) in words.event(back, 1)


def test_every_said_of_a_whole_game_travels_as_its_message() -> None:
    """A Vanguard game whose log prints timed labels (seed 27 has some)."""
    m = Match.new("vanguard", seed=27)
    bot = RandomBot(27)
    while m.decision is not None and len(m.answers) < 3000:
        m.apply_trusted(bot.choose(m.decision))
    labels = 0
    for e in m.journal:
        if not isinstance(e, (Note, Happened)) or e.message is None:
            continue
        saids = [v for _, v in e.message.params if isinstance(v, Said)]
        if not saids:
            continue
        back = event_from_words(json.loads(json.dumps(event_words(e, 0, lambda iid, name: True))), 0)
        assert back is not None and back.message is not None
        assert [v.message for _, v in back.message.params if isinstance(v, Said)] == [s.message for s in saids]
        labels += len(saids)
    assert labels > 0, "the game printed no timed label"


def test_an_effects_said_text_travels_as_its_message() -> None:
    added = EffectAdded(3, _timed_label(7, "Tide Sprite"), "end_of_turn")
    back = event_from_words(json.loads(json.dumps(event_words(added, 0, lambda iid, name: True))), 0)
    assert isinstance(back, EffectAdded) and back.said == _timed_label(7, "Tide Sprite").message
    assert back.describe(0) == added.describe(0)


@pytest.mark.gui
def test_an_effects_said_text_reads_in_japanese_at_hot_seat_and_online(qapp: QApplication, compiled: Path) -> None:
    assert i18n.apply_language("ja", compiled)
    added = EffectAdded(3, _timed_label(7, "Tide Sprite"), "end_of_turn")
    assert added.message == _timed_label(7, "Tide Sprite").message
    back = event_from_words(json.loads(json.dumps(event_words(added, 0, lambda iid, name: True))), 0)
    assert back is not None
    words = GameWords("vanguard")
    assert words.event(back, 0) == words.event(added, 0)
    assert render(Message("vg.log.to.bottom")) in words.event(added, 0)


@pytest.mark.gui
@pytest.mark.parametrize(("ruleset", "seed"), [("vanguard", 9), ("dbscg", 2), ("systemgate-tagteam", 3)])
def test_a_remote_seats_japanese_log_has_no_english_hot_seats_lacks(
    qapp: QApplication, compiled: Path, ruleset: str, seed: int
) -> None:
    """Every line of a whole bot game as the online window words it from
    the words that travel (the English where none do), against hot-seat's
    wording of the same game: no English word hot-seat does not show
    (Vanguard's seed 9 prints a timed label in its log)."""
    assert i18n.apply_language("ja", compiled)
    m = Match.new(ruleset, seed=seed)
    bots = [RandomBot(seed * 7 + i) for i in range(m.game.n_players)]
    while m.decision is not None and len(m.answers) < 3000:
        m.apply_trusted(bots[m.decision.player].choose(m.decision))
    words, viewer = GameWords(ruleset), 1
    allowed = {w for e in m.journal for w in english_words(words.event(e, viewer))}
    extra: dict[str, list[str]] = {}
    for e in m.journal:
        line = describe(e, viewer)
        back = event_from_words(json.loads(json.dumps(event_words(e, viewer, lambda iid, name: True, line))), viewer)
        online = words.event(back, viewer) if back is not None else line
        if set(english_words(online)) - allowed:
            extra[online] = english_words(online)
    assert not extra, f"English beyond hot-seat's: {extra}"
