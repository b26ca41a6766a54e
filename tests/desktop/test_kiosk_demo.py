"""Kiosk: the guided demo of every game, played by tapping where the kiosk
points, and the staff PIN lockout."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from desktop.bridge import QtGameModel
from desktop.guided_demo import VISITOR_SEAT, DemoRun, GuidedMatch, play_through, scripts
from desktop.kiosk import ATTRACT, VISITOR, KioskSettings, QtKiosk
from desktop.main_window import QtMainWindow
from desktop.session import ruleset_choices
from desktop.settings import Settings
from engine.errors import IllegalActionError
from tests.desktop.driving import click

pytestmark = pytest.mark.gui

GAMES = ("vanguard", "weiss", "dbscg", "systemgate")

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

    def make(games: tuple[str, ...] = ("vanguard",), **kw: object) -> QtKiosk:
        kiosk_settings.games = list(games)
        window = QtMainWindow(QtGameModel(None), ruleset_choices(), Settings(kiosk_settings.store))
        qtbot.addWidget(window)
        options: dict[str, object] = {
            "step_ms": 10_000,
            "end_pause_ms": 0,
            "demo_step_ms": 0,
            "seed": 5,
            "log_file": tmp_path / "playmat.log",
        }
        options.update(kw)
        kiosk = QtKiosk(window, kiosk_settings, **options)  # type: ignore[arg-type]
        made.append(kiosk)
        kiosk.start()
        qtbot.waitExposed(window)
        window.resize(1280, 800)
        return kiosk

    yield make
    for kiosk in made:
        kiosk.shutdown()


def pointed(kiosk: QtKiosk) -> QPoint | None:
    """The centre of what the kiosk's pointer frames, in the page's coordinates."""
    kiosk.pointer.refresh()
    r = kiosk.pointer.target
    return None if r is None or not kiosk.pointer.isVisible() else r.center()


def tap(qtbot: QtBot, kiosk: QtKiosk, at: QPoint) -> QWidget:
    """A click on whatever widget is at ``at`` (page coordinates), as a finger would."""
    page = kiosk.window.pages
    widget = page.childAt(at)
    assert widget is not None, f"nothing to tap at {at}"
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.mapFrom(page, at))
    return widget


def wait_for_step(qtbot: QtBot, kiosk: QtKiosk) -> None:
    qtbot.waitUntil(lambda: pointed(kiosk) is not None or kiosk.demo_end.isVisible(), timeout=60_000)


@pytest.mark.parametrize("game", GAMES)
def test_the_guided_demo_reaches_its_end_by_taps(qtbot: QtBot, make_kiosk: MakeKiosk, game: str) -> None:
    kiosk = make_kiosk(games=(game,))
    model = kiosk.window.model
    click(qtbot, kiosk.attract.play_button)
    assert kiosk.mode == VISITOR and kiosk.demo is not None
    script = kiosk.demo.script
    s = model.session
    assert s is not None and s.match is kiosk.demo.match and s.opponent == "passive"
    steps_seen: list[int] = []
    taps = 0
    while True:
        wait_for_step(qtbot, kiosk)
        if kiosk.demo_end.isVisible():
            break
        plan = kiosk.demo_plan
        assert plan is not None and plan.guided
        if not steps_seen or steps_seen[-1] != plan.number:
            steps_seen.append(plan.number)
            assert f"Step {plan.number} of {script.guided_beats}" in kiosk.hint.text.text()
        before = (plan, model.selected_card, len(s.match.answers))
        qtbot.wait(30)  # let new prompt buttons take their places, as a person's eye would
        for b in kiosk.window.prompt.buttons.values():  # every choice readable whole (#23.10)
            if b.isVisible() and b.property("group_card") in (None, -1):
                lines = b.text().split("\n")
                assert "…" not in b.text() and len(lines) <= 3, b.text()
                assert all(b.fontMetrics().horizontalAdvance(line) < b.width() for line in lines), b.text()
                assert b.height() >= len(lines) * b.fontMetrics().lineSpacing(), b.text()
        at = pointed(kiosk)
        assert at is not None
        tapped = tap(qtbot, kiosk, at)
        taps += 1

        def moved_on(before: tuple[object, ...] = before) -> bool:
            now = (kiosk.demo_plan, model.selected_card, len(s.match.answers))
            return now != before or kiosk.demo_end.isVisible()

        try:
            qtbot.waitUntil(moved_on, timeout=10_000)
        except Exception as exc:
            where = f"{type(tapped).__name__} {tapped.objectName()}"
            raise AssertionError(f"step {plan.number} {plan.keys}: the tap at {at} on {where} did nothing") from exc
        assert taps <= 2 * script.guided_beats, "the taps do not move the demo on"
    # Every guided step came, in order, and the game really ended: the visitor won.
    assert steps_seen == list(range(1, script.guided_beats + 1))
    assert 3 <= script.guided_beats <= 6
    outcome = s.match.outcome()
    assert outcome is not None and outcome.winners == (VISITOR_SEAT,)
    assert kiosk.demo_end.title.text() == "You won!"
    assert "Ask staff" in kiosk.demo_end.text.text()
    back = kiosk.demo_end.back_button
    assert back.fontMetrics().horizontalAdvance(back.text()) < back.width()
    assert not kiosk.pointer.isVisible()
    click(qtbot, kiosk.demo_end.back_button)
    assert kiosk.mode == ATTRACT and kiosk.attract.isVisible() and not kiosk.demo_end.isVisible()
    assert kiosk.demo is None


def test_a_wrong_tap_keeps_the_hint(qtbot: QtBot, make_kiosk: MakeKiosk) -> None:
    kiosk = make_kiosk(games=("vanguard",))
    model = kiosk.window.model
    click(qtbot, kiosk.attract.play_button)
    wait_for_step(qtbot, kiosk)
    plan = kiosk.demo_plan
    assert plan is not None and plan.number == 1
    s = model.session
    assert s is not None
    answers = len(s.match.answers)
    hint = kiosk.hint.text.text()
    assert "Cinder Squire" in hint
    target = pointed(kiosk)
    # Flint Lancer may be ridden too (a legal choice), but it is not this step's.
    hand = kiosk.window.hand
    other = next(item for item in hand.cards.values() if item.card.name == "Flint Lancer")
    rect = hand.mapFromScene(other.sceneBoundingRect()).boundingRect()
    qtbot.mouseClick(hand.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(rect.left() + 12, rect.center().y()))
    # ...and a tap on the opponent's side of the mat, where nothing is to be chosen.
    mat = kiosk.window.mat
    qtbot.mouseClick(mat.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(mat.viewport().width() // 2, 150))
    QApplication.processEvents()
    assert len(s.match.answers) == answers and kiosk.demo_plan is plan
    assert "Cinder Squire" in kiosk.hint.text.text() and "Not that one" in kiosk.hint.text.text()
    assert pointed(kiosk) == target
    assert target is not None
    tap(qtbot, kiosk, target)
    qtbot.waitUntil(lambda: len(s.match.answers) > answers, timeout=5000)
    vanguard = [c for z in s.match.view(VISITOR_SEAT).zones if z.key == "p0.VC" for c in z.cards]
    assert [c.name for c in vanguard] == ["Cinder Squire"]


def test_the_idle_reset_ends_a_guided_demo(qtbot: QtBot, make_kiosk: MakeKiosk) -> None:
    kiosk = make_kiosk(games=("weiss",), idle_ms=300)
    click(qtbot, kiosk.attract.play_button)
    demo_match = kiosk.window.model.match
    assert kiosk.demo is not None
    qtbot.waitUntil(lambda: kiosk.mode == ATTRACT, timeout=10_000)
    assert kiosk.demo is None and not kiosk.pointer.isVisible()
    assert kiosk.window.model.match is not demo_match


# -- the scripts, without a window ---------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_each_script_deals_its_stacked_decks_and_wins(game: str) -> None:
    """The engine deals the scripted cards (its own seeded shuffle, the deck
    lists reordered) and the game ends in the visitor's win by the rules."""
    script = scripts()[game]
    run, guided = play_through(script)
    assert run.lesson_over and len(guided) == script.guided_beats
    outcome = run.match.outcome()
    assert outcome is not None and outcome.winners == (VISITOR_SEAT,), outcome
    dealt = [e.describe(VISITOR_SEAT) for e in run.match.journal]
    head = script.orders[0].head
    names = {c.id: c.name for c in run.match.ruleset.pool.cards.values()}
    opening = [t for t in dealt if "(opening hand)" in t and t.startswith("Player 1:")]
    assert [t.split(": ", 1)[1].split(" deck →")[0] for t in opening] == [names[c] for c in head[: len(opening)]]


def test_the_showcased_moments_happen() -> None:
    """What each lesson shows is what the engine did: VG a drive check that
    reveals a critical trigger, WS a damage cancelled by a climax, DBS a
    combo, SG attacks on Life."""
    expect = {
        "vanguard": ("Drive check 1: Ember Sprite (critical trigger)",),
        "weiss": ("Damage canceled by",),
        "dbscg": ("combos with Ashfang Brawler",),
        "systemgate": ("summons Cinder Hound", "summons Ashen Duelist"),
    }
    for game, texts in expect.items():
        run, _ = play_through(scripts()[game])
        log_text = "\n".join(e.describe(VISITOR_SEAT) for e in run.match.journal)
        for text in texts:
            assert text in log_text, f"{game}: {text!r} did not happen"


def test_the_guided_match_refuses_any_other_answer() -> None:
    run = DemoRun(scripts()["vanguard"])
    m = run.match
    assert isinstance(m, GuidedMatch)
    d = m.decision
    assert d is not None and d.player == VISITOR_SEAT
    plan = run.plan(d)
    other = next(o.key for o in d.options if o.key != plan.keys[0])
    m.expected = plan.keys
    with pytest.raises(IllegalActionError):
        m.apply((other,))
    assert m.decision is d and not m.answers
    m.apply(plan.keys)
    assert m.answers == [plan.keys]


# -- the staff PIN lockout -------------------------------------------------------------------


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_five_wrong_pins_lock_pin_entry(
    qtbot: QtBot, make_kiosk: MakeKiosk, kiosk_settings: KioskSettings, caplog: pytest.LogCaptureFixture
) -> None:
    kiosk_settings.store.setValue("kiosk/pin_lock_seconds", 30)
    clock = FakeClock()
    kiosk = make_kiosk(clock=clock)
    pin = kiosk.request_staff()
    caplog.set_level(logging.WARNING, logger="desktop.kiosk")
    for _ in range(4):
        pin.entry.setText("1111")
        click(qtbot, pin.ok_button)
        assert "Wrong PIN" in pin.message.text()
    assert pin.ok_button.isEnabled()
    pin.entry.setText("1111")
    click(qtbot, pin.ok_button)
    assert "Try again in 30 s" in pin.message.text()
    assert not pin.ok_button.isEnabled() and not pin.entry.isEnabled()
    assert any("locked for 30 s" in r.getMessage() for r in caplog.records)
    # Even the right PIN is refused while locked, and closing the dialog does not lift the lock.
    pin.entry.setText(PIN)
    assert not pin.submit()
    assert kiosk.staff_menu is None
    pin.reject()
    clock.now += 12
    pin = kiosk.request_staff()
    assert "Try again in 18 s" in pin.message.text() and not pin.ok_button.isEnabled()
    clock.now += 18.5
    assert not pin.update_lock()
    assert pin.ok_button.isEnabled() and pin.message.text() == "Staff PIN"
    pin.entry.setText(PIN)
    click(qtbot, pin.ok_button)
    qtbot.waitUntil(lambda: kiosk.staff_menu is not None and kiosk.staff_menu.isVisible(), timeout=5000)


def test_the_lock_counts_wrong_pins_in_a_row(qtbot: QtBot, make_kiosk: MakeKiosk) -> None:
    clock = FakeClock()
    kiosk = make_kiosk(clock=clock)
    guard = kiosk.pin_guard
    assert guard.attempts == 5 and kiosk.settings.pin_lock_seconds == 60
    pin = kiosk.request_staff()
    for _ in range(4):
        pin.entry.setText("9999")
        assert not pin.submit()
    pin.entry.setText(PIN)
    assert pin.submit()  # the right PIN clears the count
    assert guard.failures == 0 and not guard.locked
