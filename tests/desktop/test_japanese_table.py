"""Table sync's sentences in Japanese: the banner of every sync state, the
differences listed, the moves to pick from and the step taken back are
worded from their messages (:mod:`hardware.table.words`), name no card a
player at the table may not know, and fit the window.

The English stays exactly what sync says (:attr:`Report.text`): the table
tests and recorded traces compare it. What stays English in Japanese is
taken out before looking: card names and the names printed on cards."""

from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.table.replay import feed_trace
from desktop.table.window import QtTableWindow
from desktop.table.words import CONTEXT
from engine.match import Match
from hardware.observations import DeviceKind, DeviceState, DeviceStatus, ZoneOccupancy
from hardware.table.report import ASK, IN_SYNC, MISMATCH, OVER, PAUSED, STOPPED, WAITING, Report
from hardware.table.trace import director_trace, play_on_screen
from hardware.table.words import WORDS, Worded
from tests.desktop.test_japanese import clipped, compiled, english_words  # noqa: F401 - fixture
from tests.desktop.test_japanese_windows import _kept, japanese  # noqa: F401 - fixture
from tests.desktop.test_table import lay_out, table_window
from tests.hardware.test_table_search_budget import STOPPED_TEXT, dropped_sighting_trace

pytestmark = pytest.mark.gui

#: the banner's state in Japanese (docs/glossary-ja.md), by sync state
STATE_JA = {
    IN_SYNC: "同期中",
    OVER: "ゲーム終了",
    WAITING: "待機中",
    ASK: "どの手？",  # noqa: RUF001
    STOPPED: "見つかりません",
    MISMATCH: "テーブルを直してください",
    PAUSED: "一時停止",
}

#: where screenshots of the window go when asked (``PLAYMAT_SHOTS=folder``)
SHOTS = "PLAYMAT_SHOTS"


def _shoot(window: QtTableWindow, name: str) -> None:
    folder = os.environ.get(SHOTS)
    if folder:
        window.grab().save(str(Path(folder) / f"table-{name}-ja.png"))


def _english(text: str, kept: list[str]) -> list[str]:
    for word in kept:
        text = text.replace(word, " ")
    return english_words(text)


def _japanese_words(window: QtTableWindow, state: str, kept: list[str]) -> str:
    """The banner says ``state`` in Japanese; its sentence, the differences
    listed, the moves to pick from and the step applied have no English
    word left, name no card one of the players may not know, and fit."""
    model = window.model
    report = model.report
    assert report.state == state, (report.state, report.text)
    head, _, said = window.banner.text().partition(" — ")
    assert head == STATE_JA[state], window.banner.text()
    assert said and (said != report.text or not isinstance(report.text, Worded)), said
    texts = [said, window.applied_label.text()]
    texts += [window.differences.item(i).text() for i in range(window.differences.count())]
    texts += [b.text() for b in window.chooser.buttons if b.isVisible()]
    found = {t[:60]: _english(t, kept) for t in texts if _english(t, kept)}
    assert not found, found
    hidden = model.secrets().hidden
    named = [(name, t) for t in texts for name in hidden if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", t)]
    assert not named, named
    QApplication.processEvents()  # (laid out for the new words)
    banner = window.banner  # (its height for its width counts the padding of its style)
    assert banner.heightForWidth(banner.width()) <= banner.height(), banner.text()
    assert clipped(window.play_panel) == []
    room = window.mat.scene().sceneRect()  # the players' totals beside the mat, whole
    assert all(room.contains(t.sceneBoundingRect()) for t in window.mat.totals.values()), room
    listed = window.differences  # each difference whole in the list (a long one wraps)
    rects = [listed.visualItemRect(listed.item(i)) for i in range(listed.count())]
    assert all(r.height() <= listed.viewport().height() for r in rects), [
        listed.item(i).text() for i in range(len(rects))
    ]
    if rects and sum(r.height() for r in rects) < listed.maximumHeight() - 8:
        assert rects[-1].bottom() <= listed.viewport().height(), listed.item(len(rects) - 1).text()
    return said


def _worded(report: Report) -> None:
    """Sync's sentences of ``report`` keep their message, whose English is the text."""
    for text in (report.text, *report.applied, *(d.text for d in report.differences)):
        assert isinstance(text, Worded), text
        assert text.message.english() == text
        assert text.message.id in WORDS
    for c in report.candidates:
        assert isinstance(c.text, Worded) and c.text.message.english() == c.text


def test_every_banner_of_a_table_game_in_japanese(qtbot: QtBot, japanese: None) -> None:  # noqa: F811
    """In sync, a card too many (a mismatch: the zone in the mat's words), a
    device lost (paused: why), paused by the players, and the game over."""
    window = table_window(qtbot, Match.new("dbscg", None, 4))
    model = window.model
    kept = _kept("dbscg")
    lay_out(window)
    assert _japanese_words(window, IN_SYNC, kept) == "テーブルとゲームが一致しています。"
    # a refusal of sync's, said in the status line
    notices: list[str] = []
    model.notice.connect(notices.append)
    assert not model.undo()
    assert notices == ["取り消せるものがありません: まだ何も行っていません"]
    _worded(model.report)
    # the prompt's choices of cards one player may not know: "a card" in Japanese, numbered
    options = [b.text() for b in window.prompt.options_area.findChildren(QPushButton) if b.isVisibleTo(window)]
    hidden = [t for t in options if t.startswith("カード1枚 (")]
    assert hidden and not [t for t in options if _english(t, kept)], options

    model.observe(ZoneOccupancy(5.0, "mat", "p1.drop", 1, "stand"))
    assert model.tick(5.5)
    said = _japanese_words(window, MISMATCH, kept)
    _worded(model.report)
    assert said.startswith("テーブルがゲームと一致しません: プレイヤー2のドロップエリア: カードを1枚取り除いてください")
    assert window.differences.item(0).text() in said
    _shoot(window, "mismatch")
    model.observe(ZoneOccupancy(6.0, "mat", "p1.drop", 0, None))
    assert model.tick(6.5)

    model.observe(DeviceStatus(7.0, "camera", DeviceKind.CAMERA, DeviceState.DISCONNECTED))
    assert model.tick(8.0)
    said = _japanese_words(window, PAUSED, kept)
    assert "カメラが未接続です" in said
    _worded(model.report)
    model.observe(DeviceStatus(9.0, "camera", DeviceKind.CAMERA, DeviceState.READY))
    assert model.tick(10.0)
    assert model.report.state == IN_SYNC

    model.pause()
    _japanese_words(window, PAUSED, kept)
    model.resume()
    assert model.report.state == IN_SYNC

    model.concede()
    model.resume()  # (read the table again: the game is over)
    assert _japanese_words(window, OVER, kept) == "ゲームは終了しました。"


def test_which_move_and_waiting_in_japanese(qtbot: QtBot, japanese: None) -> None:  # noqa: F811
    """Several moves match the table: the banner, the moves to pick from
    (told apart by where their cards lie) and "none of these" in Japanese;
    then waiting for the answer in the prompt, and a step taken back."""
    played = play_on_screen("dbscg", 1, 2, 60)
    trace = director_trace("dbscg", 1, list(played.answers))
    window = table_window(qtbot, trace.match())
    kept = _kept("dbscg")
    seen: list[str] = []

    def pick(idx: int) -> None:
        model = window.model
        if not seen:
            said = _japanese_words(window, ASK, kept)
            _worded(model.report)
            assert said == "テーブルに合う手が複数あります: どの手でしたか？"  # noqa: RUF001
            assert all(b.text().split(maxsplit=1)[1].startswith("プレイヤー") for b in window.chooser.buttons)
            _shoot(window, "ask")
            qtbot.keyClick(window, Qt.Key.Key_0)
            said = _japanese_words(window, WAITING, kept)
            assert said.startswith("一覧のどの手でもありません")
            seen.append(said)
        model.choose(idx)

    feed_trace(window.model, trace, choose=pick)
    assert seen
    model = window.model
    assert model.undo()
    said = _japanese_words(window, model.report.state, kept)
    _worded(model.report)
    assert said.startswith("取り消しました: プレイヤー")
    _shoot(window, "undone")
    assert window.applied_label.text().startswith("取り消し")


def test_sync_stopped_looking_in_japanese(qtbot: QtBot, japanese: None) -> None:  # noqa: F811
    """The camera missed a card and the players played on: sync stops
    looking; the banner and the differences say so in Japanese."""
    trace, _ = dropped_sighting_trace()
    window = table_window(qtbot, trace.match())
    result = feed_trace(window.model, trace)
    assert STOPPED in result.states
    report = window.model.report
    assert report.text == STOPPED_TEXT  # sync's own words stay English
    said = _japanese_words(window, STOPPED, _kept("weiss"))
    _worded(report)
    assert "探すのをやめました" in said
    assert window.differences.count() == len(report.differences) > 0


def test_the_banner_is_english_as_sync_says_it(qtbot: QtBot) -> None:
    """In English the window shows sync's words as they are."""
    assert i18n.current_language() == "en"
    window = table_window(qtbot, Match.new("dbscg", None, 4))
    model = window.model
    lay_out(window)
    model.observe(ZoneOccupancy(5.0, "mat", "p1.drop", 1, "stand"))
    assert model.tick(5.5)
    assert window.banner.text() == f"Fix the table — {model.report.text}"
    assert window.differences.item(0).text() == model.report.differences[0].text


def test_every_sentence_of_table_sync_has_its_japanese_with_the_same_fields() -> None:
    """Each of :data:`hardware.table.words.WORDS` is in the Japanese
    translations (context ``TableSync``, told apart by its id), with the same
    ``{fields}`` to fill."""
    root = ET.parse(i18n.i18n_dir() / "playmat_ja.ts").getroot()
    context = next(c for c in root.iter("context") if c.findtext("name") == CONTEXT)
    said = {m.findtext("comment"): m.findtext("translation") or "" for m in context.iter("message")}
    assert set(said) == set(WORDS)
    fields = re.compile(r"\{(\w+)\}")
    differ = {k: v for k, v in said.items() if set(fields.findall(v)) != set(fields.findall(WORDS[k])) or not v}
    assert not differ, differ
