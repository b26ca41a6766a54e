"""Kiosk mode: the locked window, the attract loop, touch to play, the idle
reset and the staff PIN."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

import desktop.kiosk.window as kiosk_module
from desktop.bridge import QtGameModel
from desktop.kiosk import ATTRACT, VISITOR, KioskSettings, QtKiosk, hash_pin, is_escape_key
from desktop.kiosk_soak import run_soak
from desktop.main_window import QtMainWindow
from desktop.rules_viewer import QtRulesViewer, open_rule
from desktop.session import GOLDFISH, WATCH, ruleset_choices
from desktop.settings import Settings
from tests.desktop.driving import click

pytestmark = pytest.mark.gui

MakeKiosk = Callable[..., QtKiosk]

#: the staff PIN of the kiosks under test
PIN = "135790"


@pytest.fixture
def kiosk_settings(tmp_path: Path) -> KioskSettings:
    settings = KioskSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_pin(PIN)
    return settings


@pytest.fixture
def make_kiosk(qtbot: QtBot, tmp_path: Path, kiosk_settings: KioskSettings) -> Iterator[MakeKiosk]:
    made: list[QtKiosk] = []

    def make(games: tuple[str, ...] = ("dbscg-1.0", "weiss"), **kw: object) -> QtKiosk:
        kiosk_settings.games = list(games)
        window = QtMainWindow(QtGameModel(None), ruleset_choices(), Settings(kiosk_settings.store))
        qtbot.addWidget(window)
        log_file = tmp_path / "playmat.log"
        log_file.write_text("first line\nlast line of the log\n", encoding="utf-8")
        options: dict[str, object] = {"step_ms": 10_000, "end_pause_ms": 0, "seed": 5, "log_file": log_file}
        options.update(kw)
        kiosk = QtKiosk(window, kiosk_settings, **options)  # type: ignore[arg-type]
        made.append(kiosk)
        kiosk.start()
        qtbot.waitExposed(window)
        return kiosk

    yield make
    for kiosk in made:
        kiosk.shutdown()


def key(qtbot: QtBot, kiosk: QtKiosk, k: Qt.Key, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(kiosk.window, k, mods)
    QApplication.processEvents()


def test_the_window_is_locked_and_escape_keys_are_ignored(qtbot: QtBot, make_kiosk: MakeKiosk) -> None:
    kiosk = make_kiosk()
    w = kiosk.window
    assert w.isFullScreen()
    assert w.windowFlags() & Qt.WindowType.FramelessWindowHint
    assert not w.menuBar().isVisible()
    assert not w.quit_action.isEnabled() and not w.open_action.isEnabled() and not w.new_action.isEnabled()
    ctrl, alt = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.AltModifier
    for k, mods in (
        (Qt.Key.Key_F4, alt),
        (Qt.Key.Key_Q, ctrl),
        (Qt.Key.Key_W, ctrl),
        (Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_F11, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_N, ctrl),
        (Qt.Key.Key_O, ctrl),
    ):
        key(qtbot, kiosk, k, mods)
    w.close()  # what Alt+F4 does through the window manager
    QApplication.processEvents()
    assert w.isVisible() and w.isFullScreen() and w.in_game
    assert kiosk.mode == ATTRACT
    assert not w.quit_action.isEnabled()  # still locked after the game changed
    assert is_escape_key(Qt.Key.Key_F4, alt) and not is_escape_key(Qt.Key.Key_F4, Qt.KeyboardModifier.NoModifier)


def test_a_rule_number_opens_no_rules_window_in_the_kiosk(qtbot: QtBot, make_kiosk: MakeKiosk) -> None:
    """A visitor who double-clicks a log line or a rule link gets no other
    window over the kiosk."""
    kiosk = make_kiosk()
    w = kiosk.window
    assert open_rule(w.prompt, "WS 8.6.2") is None
    assert w.findChild(QtRulesViewer) is None


def test_the_pin_is_stored_hashed_and_a_wrong_pin_is_refused(qtbot: QtBot, make_kiosk: MakeKiosk) -> None:
    kiosk = make_kiosk()
    w = kiosk.window
    key(qtbot, kiosk, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: kiosk.pin_dialog is not None and kiosk.pin_dialog.isVisible(), timeout=5000)
    pin = kiosk.pin_dialog
    assert pin is not None
    store = kiosk.settings.store
    salt = bytes.fromhex(str(store.value("kiosk/pin_salt", "")))
    iterations = int(str(store.value("kiosk/pin_iterations")))
    assert salt and str(store.value("kiosk/pin_hash")) == hash_pin(PIN, salt, iterations).hex()
    assert PIN not in Path(store.fileName()).read_text()

    pin.entry.setText("0000")
    assert not pin.submit()
    assert "Wrong PIN" in pin.message.text()
    assert kiosk.staff_menu is None and w.isVisible()

    for digit in PIN:
        qtbot.keyClicks(pin.entry, digit)
    click(qtbot, pin.ok_button)
    qtbot.waitUntil(lambda: kiosk.staff_menu is not None and kiosk.staff_menu.isVisible(), timeout=5000)
    menu = kiosk.staff_menu
    assert menu is not None
    assert "last line of the log" in menu.log_view.toPlainText()
    click(qtbot, menu.exit_button)
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=5000)


def test_a_long_press_on_a_corner_asks_for_the_pin(qtbot: QtBot, make_kiosk: MakeKiosk) -> None:
    kiosk = make_kiosk(long_press_ms=50)
    w = kiosk.window
    corner = QPoint(w.width() - 5, 5)
    target = w.childAt(corner) or w
    qtbot.mousePress(target, Qt.MouseButton.LeftButton, pos=target.mapFrom(w, corner))
    qtbot.waitUntil(lambda: kiosk.pin_dialog is not None and kiosk.pin_dialog.isVisible(), timeout=5000)
    qtbot.mouseRelease(target, Qt.MouseButton.LeftButton, pos=target.mapFrom(w, corner))


def test_touch_to_play_starts_the_guided_demo_of_the_game_on_show(qtbot: QtBot, make_kiosk: MakeKiosk) -> None:
    kiosk = make_kiosk(games=("weiss",), demo_step_ms=0)
    w = kiosk.window
    click(qtbot, kiosk.attract.play_button)
    assert kiosk.mode == VISITOR and kiosk.demo is not None
    s = w.model.session
    assert s is not None and s.mode == GOLDFISH and s.match.ruleset.id == "weiss" and s.match is kiosk.demo.match
    qtbot.waitUntil(lambda: kiosk.pointer.isVisible(), timeout=10_000)
    assert "Step 1 of" in kiosk.hint.text.text() and kiosk.hint.isVisible() and not kiosk.attract.isVisible()


def test_a_game_without_a_guided_demo_is_a_goldfish_game_with_hints(
    qtbot: QtBot, make_kiosk: MakeKiosk, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(kiosk_module, "script_for", lambda _game: None)
    kiosk = make_kiosk()
    w = kiosk.window
    on_show = kiosk.game_on_show
    assert kiosk.attract.isVisible()
    click(qtbot, kiosk.attract.play_button)
    assert kiosk.mode == VISITOR and kiosk.demo is None
    s = w.model.session
    assert s is not None and s.mode == GOLDFISH and s.match.ruleset.id == on_show and s.opponent == "bot"
    qtbot.waitUntil(lambda: w.model.decision is not None, timeout=10_000)
    d = w.model.decision
    assert d is not None
    assert kiosk.hint.isVisible() and not kiosk.attract.isVisible()
    assert d.prompt in kiosk.hint.text.text()
    # The legal choices are the prompt panel's buttons (and framed on the mat).
    assert set(w.prompt.buttons) == {o.key for o in d.options}


def test_the_idle_reset_brings_back_the_attract_loop(qtbot: QtBot, make_kiosk: MakeKiosk) -> None:
    kiosk = make_kiosk(idle_ms=300)
    w = kiosk.window
    click(qtbot, kiosk.attract.play_button)
    assert kiosk.mode == VISITOR and kiosk.idle_timer.isActive()
    visitor_match = w.model.match
    qtbot.waitUntil(lambda: kiosk.mode == ATTRACT, timeout=10_000)
    s = w.model.session
    assert s is not None and s.mode == WATCH and s.match is not visitor_match
    assert kiosk.attract.isVisible() and not kiosk.hint.isVisible()


def test_input_keeps_the_visitor_game(qtbot: QtBot, make_kiosk: MakeKiosk) -> None:
    kiosk = make_kiosk(idle_ms=60_000)
    click(qtbot, kiosk.attract.play_button)
    kiosk.idle_timer.start(400)
    left = kiosk.idle_timer.remainingTime()
    qtbot.wait(100)
    qtbot.mouseClick(kiosk.window.mat.viewport(), Qt.MouseButton.LeftButton)
    assert kiosk.idle_timer.remainingTime() > left - 50
    assert kiosk.mode == VISITOR


def test_the_attract_loop_plays_and_switches_game_when_a_game_ends(qtbot: QtBot, make_kiosk: MakeKiosk) -> None:
    kiosk = make_kiosk(games=("dbscg-1.0", "systemgate"), step_ms=0)
    w = kiosk.window
    s = w.model.session
    assert s is not None and s.mode == WATCH and s.match.ruleset.id == "dbscg-1.0"
    first = s.match
    qtbot.waitUntil(lambda: len(first.answers) > 3, timeout=10_000)
    assert kiosk.attract.caption.text()
    w.model.concede()
    qtbot.waitUntil(lambda: w.model.match is not first, timeout=10_000)
    s = w.model.session
    assert s is not None and s.mode == WATCH and s.match.ruleset.id == "systemgate"
    assert kiosk.games_shown == 2


def test_the_attract_loop_switches_game_on_a_timer(qtbot: QtBot, make_kiosk: MakeKiosk) -> None:
    kiosk = make_kiosk(switch_ms=100)
    qtbot.waitUntil(lambda: kiosk.games_shown >= 3, timeout=10_000)
    s = kiosk.window.model.session
    assert s is not None and s.match.ruleset.id == kiosk.game_on_show


def test_the_staff_menu_chooses_the_games_on_show(qtbot: QtBot, make_kiosk: MakeKiosk) -> None:
    kiosk = make_kiosk()
    menu = kiosk.open_staff_menu()
    for i in range(menu.games.count()):
        item = menu.games.item(i)
        wanted = item.data(Qt.ItemDataRole.UserRole) == "systemgate"
        item.setCheckState(Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)
    menu.apply_games()
    assert kiosk.settings.games == ["systemgate"]
    s = kiosk.window.model.session
    assert s is not None and s.match.ruleset.id == "systemgate"


def test_soak_reports_memory_and_descriptors(qapp: QApplication) -> None:
    report = run_soak(games=2, seed=3, game_ids=["dbscg-1.0"], warmup=0)
    assert report["games"] == 2 and report["answers"] > 0
    assert report["rss_before_kb"] > 0 and report["rss_after_kb"] > 0
    assert "fds_before" in report and "fds_after" in report


@pytest.mark.soak
@pytest.mark.timeout(1800)
def test_memory_stays_flat_over_many_attract_games(qapp: QApplication) -> None:
    report = run_soak(games=200, seed=11)
    assert report["rss_growth_kb"] < 40_000, report
    assert report["fds_growth"] in (None, 0), report
