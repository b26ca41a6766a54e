"""The table window, the Devices window and the mat's own drawing in
Japanese: every label, button, menu entry and tooltip they write, failing on
an English-looking word and on clipped text.

What stays English there, and is taken out before looking: card names and
the names printed on cards (clans, traits...), the engine's prompt and
choices and the table sync's own sentences (the words after the banner's
state: not message ids yet), device names and file patterns."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem, QMenu, QWidget
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.app import advance
from desktop.card_item import CardItem, stat_line
from desktop.deck_words import NAME_STATS, type_words
from desktop.devices.devices_window import QtDevicesWindow
from desktop.main_window import QtMainWindow
from desktop.mat_items import ZoneItem
from desktop.table.window import QtTableWindow
from engine import registry
from engine.bots import RandomBot
from engine.match import Match
from tests.desktop.test_japanese import clipped, compiled, english_words, texts_of  # noqa: F401 - fixture
from tests.desktop.test_table import lay_out, table_window

pytestmark = pytest.mark.gui

GAMES = ("vanguard", "weiss", "dbscg", "systemgate")


@pytest.fixture
def japanese(compiled: Path) -> Iterator[None]:  # noqa: F811
    # the windows of the tests before gone first (a language change reaches every widget still there)
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert i18n.apply_language("ja")
    yield
    i18n.apply_language("en")
    QApplication.processEvents()


def _kept(rid: str) -> list[str]:
    """Words that stay as printed: card names and the names on cards, the games' names."""
    out = [registry.get(r).title for r in registry.ids()]
    for card in registry.get(rid).pool.cards.values():
        out.append(card.name)
        for key in NAME_STATS:
            value = card.stats.get(key)
            out += [str(v) for v in value] if isinstance(value, (list, tuple)) else [str(value)] if value else []
    return sorted({w for w in out if len(w) >= 3}, key=len, reverse=True)


def _english(text: str, kept: list[str]) -> list[str]:
    if "<" in text:
        doc = QTextDocument()
        doc.setHtml(text)
        text = doc.toPlainText()
    for word in kept:
        text = text.replace(word, " ")
    return english_words(text)


def _menu_texts(window: QtTableWindow) -> list[str]:
    out = []
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            out.append(menu.title())
            out += [a.text() for a in menu.actions() if a.text()]
    return out


def _widget_texts(root: QWidget, skip: tuple[QWidget, ...]) -> list[str]:
    """The words of ``root`` outside the widgets of ``skip`` (and their children)."""
    return [t for w, t in texts_of(root) if not any(w is s or s.isAncestorOf(w) for s in skip)]


def test_the_table_window_in_japanese(qtbot: QtBot, japanese: None) -> None:
    window = table_window(qtbot, Match.new("vanguard", seed=3))
    lay_out(window)
    qtbot.wait(50)
    kept = _kept("vanguard")

    # the banner's state, the devices line, the menu
    state, _, said = window.banner.text().partition(" — ")
    assert state == "同期中", window.banner.text()
    assert window.devices_label.text() == "センサーマット: 準備完了 · カメラ: 準備完了"
    assert window.windowTitle().startswith("Playmat — Cardfight!! Vanguard · テーブル")
    menus = _menu_texts(window)
    assert "テーブル(&T)" in menus
    found = {t: _english(t, kept) for t in menus if _english(t, kept)}
    assert not found, found

    # the play panel, without the engine's prompt and the log's lines (the engine's words)
    prompt = window.prompt
    texts = _widget_texts(window.play_panel, (prompt.options_area, prompt.question, window.log_panel.text))
    found = {t[:60]: _english(t, kept) for t in texts if _english(t, kept) and t != said}
    assert not found, found
    assert clipped(window.play_panel) == []

    # the check before play
    window.show_calibration()
    qtbot.wait(50)
    calibration = window.calibration
    assert calibration.zone_label.text().startswith("ゾーン 1/")
    texts = [t for _, t in texts_of(calibration)]
    found = {t[:60]: _english(t, kept) for t in texts if _english(t, kept)}
    assert not found, found
    assert clipped(calibration) == []

    # the mat of the table window draws its zones in the game's words
    labels = [z.label() for z in window.mat.zones.values()]
    assert "ヴァンガードサークル" in labels
    assert not [t for t in labels if english_words(t)]


def test_the_devices_window_in_japanese(qtbot: QtBot, japanese: None) -> None:
    devices = QtDevicesWindow("weiss")
    qtbot.addWidget(devices)
    devices.show()
    qtbot.waitExposed(devices)
    assert devices.windowTitle() == "Playmat — デバイス"
    assert devices.connect_button.text() == "接続"
    assert devices.panel.state_label.text() == "未接続"
    for page in range(devices.tabs.count()):
        devices.tabs.setCurrentIndex(page)
        qtbot.wait(20)
        texts = [devices.tabs.tabText(page), *(t for _, t in texts_of(devices))]
        # the simulated camera's name ("sim") is typed as it is; a port's name and USB too
        kept = ["/dev/ttyACM0", "USB", "Web", devices.camera_source.text()]
        found = {t[:60]: _english(t, kept) for t in texts if _english(t, kept)}
        assert not found, found
        assert clipped(devices) == []
    headers = [devices.panel.table.horizontalHeaderItem(i).text() for i in range(3)]
    assert headers == ["ゾーン", "カード", "向き"]
    zones = [devices.panel.table.item(r, 0).text() for r in range(devices.panel.table.rowCount())]
    assert "P1 · クロック" in zones and "P2 · 控え室" in zones
    found = {t: english_words(t) for t in zones if english_words(t)}
    assert not found, found


def test_the_devices_window_takes_a_language_chosen_while_it_is_open(
    qtbot: QtBot,
    compiled: Path,  # noqa: F811
) -> None:
    devices = QtDevicesWindow("vanguard")
    qtbot.addWidget(devices)
    devices.show()
    assert devices.connect_button.text() == "Connect" and devices.tabs.tabText(0) == "Sensor mat"
    assert i18n.apply_language("ja")
    try:
        qtbot.waitUntil(lambda: devices.connect_button.text() == "接続")
        assert devices.tabs.tabText(0) == "センサーマット" and devices.windowTitle() == "Playmat — デバイス"
        assert devices.calibrate_buttons["empty"].text() == "空のマット"
        assert devices.panel.state_label.text() == "未接続"
        assert devices.panel.table.horizontalHeaderItem(0).text() == "ゾーン"
    finally:
        assert i18n.apply_language("en")
        QApplication.processEvents()
    qtbot.waitUntil(lambda: devices.connect_button.text() == "Connect")
    assert devices.calibration_label.text().startswith("Connect the mat first.")


@pytest.mark.parametrize("rid", GAMES)
def test_the_mat_draws_its_words_in_japanese(
    game_window: Callable[..., QtMainWindow],
    qtbot: QtBot,
    compiled: Path,  # noqa: F811
    rid: str,
) -> None:
    window = game_window(rid, seed=3)
    advance(window, 3)  # bots play to turn 3: cards on the mat
    mat = window.mat
    english_labels = [z.label() for z in mat.zones.values()]
    window.language_actions["ja"].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title().startswith("ゲーム"))
    qtbot.wait(50)
    kept = _kept(rid)
    game = registry.get(rid).game

    zones: list[ZoneItem] = list(mat.zones.values())
    labels = [z.label() for z in zones]
    assert labels != english_labels, "the zone labels took the new language"
    found = {t: english_words(t) for t in labels if english_words(t)}
    assert not found, found
    assert all(not english_words(z.toolTip()) for z in zones)

    hand_titles = [i.text() for i in window.hand.scene().items() if isinstance(i, QGraphicsSimpleTextItem)]
    assert any(t.startswith("プレイヤー1の手札") for t in hand_titles), hand_titles

    totals = [t.text() for t in mat.totals.values()]
    assert any("プレイヤー1" in t for t in totals), totals
    found = {t: english_words(t) for t in totals if english_words(t)}
    assert not found, found

    # the words drawn on each card (type, stats) and its tooltip: names and text as printed
    cards: list[CardItem] = [*mat.cards.values(), *window.hand.cards.values()]
    assert cards
    for item in cards:
        c = item.card
        if c.name is None:
            assert item.toolTip().startswith("裏向き")
            continue
        main, small = stat_line(c, game)
        drawn = [type_words(game, c.type or ""), main, small]
        found = {t: _english(t, kept) for t in drawn if _english(t, kept)}
        assert not found, (c.name, found)
        tip = item.toolTip().replace(c.text, " ") if c.text else item.toolTip()
        assert not _english(tip, kept), (c.name, tip)
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Game")
    assert [z.label() for z in mat.zones.values()] == english_labels


def test_the_covers_in_japanese(
    game_window: Callable[..., QtMainWindow],
    qtbot: QtBot,
    compiled: Path,  # noqa: F811
) -> None:
    window = game_window("vanguard", "hotseat", seed=1)
    window.language_actions["ja"].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title().startswith("ゲーム"))

    # F1: the keys (each entry's words in Japanese) and the mouse
    window.help.toggle()
    assert window.help.isVisible()
    keys = window.help.text.text()
    assert "キーとマウス" in keys and "右クリック" in keys and "F1またはEscで閉じます。" in keys
    # key names (Ctrl+Z, Return...) stay as keys are named
    assert not _english(keys, ["Ctrl", "Shift", "Return", "Enter", "Esc", "Space", "Left", "Right", "Home", "End"])
    window.help.toggle()

    # the hot-seat hand-over
    model = window.model
    while not model.handover:
        d = model.decision
        assert d is not None
        assert model.answer(RandomBot(1).choose(d))
    qtbot.waitUntil(lambda: window.cover.isVisible())
    assert window.cover.title.text() == f"画面をプレイヤー{model.viewer + 1}に渡してください"
    texts = [t for _, t in texts_of(window.cover)]
    found = {t: english_words(t) for t in texts if english_words(t.replace("Enter", " "))}
    assert not found, found
    assert clipped(window.cover) == []
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Game")


def test_the_table_window_takes_a_language_chosen_while_it_is_open(
    qtbot: QtBot,
    compiled: Path,  # noqa: F811
) -> None:
    window = table_window(qtbot, Match.new("vanguard", seed=3))
    lay_out(window)
    session = window.model.session
    assert session is not None
    answers = len(session.match.answers)
    assert window.table_menu.title() == "&Table" and window.banner.text().startswith("In sync")
    assert i18n.apply_language("ja")
    try:
        qtbot.waitUntil(lambda: window.table_menu.title() == "テーブル(&T)")
        assert window.banner.text().startswith("同期中")
        assert window.pause_button.text() == "同期を一時停止(&P)"
        assert window.devices_label.text() == "センサーマット: 準備完了 · カメラ: 準備完了"
        assert window.calibration.title.text() == "キャリブレーションの確認"
        assert window.model.session is session and len(session.match.answers) == answers  # the game untouched
    finally:
        assert i18n.apply_language("en")
        QApplication.processEvents()
    qtbot.waitUntil(lambda: window.table_menu.title() == "&Table")
    assert window.pause_button.text() == "&Pause sync" and window.banner.text().startswith("In sync")
