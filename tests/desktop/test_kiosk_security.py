"""Kiosk: the staff PIN cannot be guessed or taken over. No PIN is built in,
the first start asks staff for one, a new PIN has 6 digits or more and
changing it asks for the current one, the lock after wrong PINs doubles
and outlives a restart, and the settings file is the user's alone."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from desktop.bridge import QtGameModel
from desktop.kiosk import ATTRACT, PIN_ITERATIONS, KioskSettings, PinGuard, PinLock, QtKiosk, hash_pin, wait_text
from desktop.main_window import QtMainWindow
from desktop.session import ruleset_choices
from desktop.settings import Settings
from tests.desktop.driving import click

pytestmark = pytest.mark.gui

PIN = "135790"

MakeKiosk = Callable[..., QtKiosk]


class FakeClock:
    """A wall clock (seconds since the epoch) that tests move."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def settings_file(tmp_path: Path) -> Path:
    return tmp_path / "config" / "Playmat.conf"


def open_settings(path: Path, **kw: object) -> KioskSettings:
    """The kiosk's settings as a new process reads them from ``path``."""
    return KioskSettings(QSettings(str(path), QSettings.Format.IniFormat), **kw)  # type: ignore[arg-type]


@pytest.fixture
def make_kiosk(qtbot: QtBot, tmp_path: Path, settings_file: Path) -> Iterator[MakeKiosk]:
    """Starts a kiosk on the settings file (a new one each call: a restart)."""
    made: list[QtKiosk] = []

    def make(settings: KioskSettings | None = None, **kw: object) -> QtKiosk:
        for old in made:
            old.shutdown()
        settings = settings if settings is not None else open_settings(settings_file)
        settings.games = ["dbscg-1.0"]
        window = QtMainWindow(QtGameModel(None), ruleset_choices(), Settings(settings.store))
        qtbot.addWidget(window)
        options: dict[str, object] = {"step_ms": 10_000, "end_pause_ms": 0, "seed": 5, "log_file": tmp_path / "log"}
        options.update(kw)
        kiosk = QtKiosk(window, settings, **options)  # type: ignore[arg-type]
        made.append(kiosk)
        kiosk.start()
        qtbot.waitExposed(window)
        return kiosk

    yield make
    for kiosk in made:
        kiosk.shutdown()


def wrong_pins(kiosk: QtKiosk, n: int) -> None:
    pin = kiosk.request_staff()
    for _ in range(n):
        pin.entry.setText("000000")
        assert not pin.submit()
    pin.reject()


# -- no PIN is built in; the first start asks for one ----------------------------------------


def test_no_pin_opens_the_staff_menu_until_staff_set_one(qtbot: QtBot, make_kiosk: MakeKiosk) -> None:
    kiosk = make_kiosk()
    store = kiosk.settings.store
    assert store.value("kiosk/pin_hash") is None  # nothing is stored for staff to be let in with
    for guess in ("2468", "0000", "123456", ""):
        assert not kiosk.settings.verify_pin(guess)


def test_the_first_start_asks_staff_for_a_pin_before_the_demo_games(
    qtbot: QtBot, make_kiosk: MakeKiosk, settings_file: Path
) -> None:
    kiosk = make_kiosk()
    w = kiosk.window
    qtbot.waitUntil(lambda: kiosk.pin_setup is not None and kiosk.pin_setup.isVisible(), timeout=5000)
    setup = kiosk.pin_setup
    assert setup is not None
    assert w.model.session is None and not kiosk.attract.isVisible()  # no demo game until a PIN is set
    assert setup.old_pin is None  # there is no current PIN to ask for
    # The staff key and the corners bring up the same dialog, not a PIN prompt nobody can answer.
    kiosk.ask_staff()
    assert kiosk.pin_dialog is None and kiosk.pin_setup is setup
    # Nor can it be put away: the kiosk stays locked until staff choose a PIN.
    setup.reject()
    assert setup.isVisible()

    setup.new_pin.setText(PIN)
    setup.repeat_pin.setText(PIN)
    click(qtbot, setup.ok_button)
    assert not setup.isVisible()
    s = w.model.session
    assert s is not None and kiosk.mode == ATTRACT and kiosk.attract.isVisible()
    assert kiosk.settings.verify_pin(PIN)
    # The next start goes straight to the demo games.
    again = make_kiosk()
    assert again.pin_setup is None and again.window.model.session is not None
    assert open_settings(settings_file).verify_pin(PIN)


@pytest.mark.parametrize(
    ("new", "repeat", "why"),
    [
        ("12345", "12345", "6 digits or more"),
        ("1234ab", "1234ab", "6 digits or more"),
        ("135790", "135791", "differ"),
        ("111111", "111111", "easy to guess"),
        ("123456", "123456", "easy to guess"),
        ("987654", "987654", "easy to guess"),
    ],
)
def test_the_first_start_refuses_a_short_mistyped_or_obvious_pin(
    qtbot: QtBot, make_kiosk: MakeKiosk, new: str, repeat: str, why: str
) -> None:
    kiosk = make_kiosk()
    qtbot.waitUntil(lambda: kiosk.pin_setup is not None and kiosk.pin_setup.isVisible(), timeout=5000)
    setup = kiosk.pin_setup
    assert setup is not None
    setup.new_pin.setText(new)
    setup.repeat_pin.setText(repeat)
    assert not setup.submit()
    assert why in setup.message.text()
    assert setup.isVisible() and kiosk.window.model.session is None
    assert kiosk.settings.store.value("kiosk/pin_hash") is None


def test_the_keypad_types_in_the_field_with_the_focus(qtbot: QtBot, make_kiosk: MakeKiosk) -> None:
    kiosk = make_kiosk()
    qtbot.waitUntil(lambda: kiosk.pin_setup is not None and kiosk.pin_setup.isVisible(), timeout=5000)
    setup = kiosk.pin_setup
    assert setup is not None
    digits = {b.text(): b for b in setup.keys}
    setup.new_pin.setFocus()
    for d in PIN:
        click(qtbot, digits[d])
    setup.repeat_pin.setFocus()
    for d in PIN:
        click(qtbot, digits[d])
    assert setup.new_pin.text() == PIN and setup.repeat_pin.text() == PIN


def test_the_first_start_dialog_is_tall_enough_for_its_text(qtbot: QtBot, make_kiosk: MakeKiosk) -> None:
    kiosk = make_kiosk()
    qtbot.waitUntil(lambda: kiosk.pin_setup is not None and kiosk.pin_setup.isVisible(), timeout=5000)
    setup = kiosk.pin_setup
    assert setup is not None
    layout = setup.layout()
    assert setup.height() >= layout.totalHeightForWidth(setup.width())
    ok = setup.ok_button.geometry()
    assert ok.height() >= setup.ok_button.minimumHeight() and ok.bottom() < setup.height()


# -- changing the PIN ------------------------------------------------------------------------


def test_changing_the_pin_asks_for_the_current_one(qtbot: QtBot, make_kiosk: MakeKiosk, settings_file: Path) -> None:
    settings = open_settings(settings_file)
    settings.set_pin(PIN)
    kiosk = make_kiosk(settings, clock=FakeClock())
    menu = kiosk.open_staff_menu()
    change = menu.change_pin()
    assert change.old_pin is not None and change.isVisible()
    # Without the current PIN, or with a wrong one, nothing changes; a wrong one counts as a wrong PIN.
    change.new_pin.setText("246802")
    change.repeat_pin.setText("246802")
    assert not change.submit()
    assert "current PIN" in change.message.text() and kiosk.pin_guard.failures == 0
    change.old_pin.setText("975310")
    change.new_pin.setText("246802")
    change.repeat_pin.setText("246802")
    assert not change.submit()
    assert "not the current PIN" in change.message.text() and kiosk.pin_guard.failures == 1
    assert settings.verify_pin(PIN) and not settings.verify_pin("246802")
    # A new PIN has 6 digits or more.
    change.old_pin.setText(PIN)
    change.new_pin.setText("2468")
    change.repeat_pin.setText("2468")
    assert not change.submit()
    assert "6 digits or more" in change.message.text()
    change.old_pin.setText(PIN)
    change.new_pin.setText("246802")
    change.repeat_pin.setText("246802")
    click(qtbot, change.ok_button)
    assert not change.isVisible() and "changed" in menu.status.text()
    assert settings.verify_pin("246802") and not settings.verify_pin(PIN)
    assert kiosk.pin_guard.failures == 0


def test_wrong_current_pins_lock_the_change_dialog_too(
    qtbot: QtBot, make_kiosk: MakeKiosk, settings_file: Path
) -> None:
    settings = open_settings(settings_file)
    settings.set_pin(PIN)
    kiosk = make_kiosk(settings, clock=FakeClock())
    change = kiosk.open_staff_menu().change_pin()
    assert change.old_pin is not None
    for _ in range(5):
        change.old_pin.setText("975310")
        change.new_pin.setText("246802")
        change.repeat_pin.setText("246802")
        assert not change.submit()
    assert "Try again in 1 min" in change.message.text()
    assert not change.ok_button.isEnabled() and not change.old_pin.isEnabled()


def test_a_four_digit_pin_stored_before_still_works_and_staff_are_asked_to_change_it(
    qtbot: QtBot, make_kiosk: MakeKiosk, settings_file: Path
) -> None:
    # As an older Playmat stored it: 200,000 iterations, not written down.
    settings = open_settings(settings_file)
    salt = bytes(range(16))
    settings.store.setValue("kiosk/pin_salt", salt.hex())
    settings.store.setValue("kiosk/pin_hash", hash_pin("2468", salt, 200_000).hex())
    settings.store.sync()
    kiosk = make_kiosk(settings)
    assert kiosk.pin_setup is None and kiosk.window.model.session is not None
    pin = kiosk.request_staff()
    pin.entry.setText("2468")
    assert pin.submit()
    menu = kiosk.staff_menu
    assert menu is not None
    assert "shorter than 6 digits" in menu.status.text()
    # The hash is renewed with today's iterations (the PIN stays the same).
    assert int(str(settings.store.value("kiosk/pin_iterations"))) == PIN_ITERATIONS
    assert str(settings.store.value("kiosk/pin_salt")) != salt.hex()
    assert open_settings(settings_file).verify_pin("2468")


# -- the lock after wrong PINs ---------------------------------------------------------------


def test_the_pin_lock_survives_a_restart(qtbot: QtBot, make_kiosk: MakeKiosk, settings_file: Path) -> None:
    open_settings(settings_file).set_pin(PIN)
    clock = FakeClock()
    kiosk = make_kiosk(clock=clock)
    wrong_pins(kiosk, 5)
    assert kiosk.pin_guard.locked
    clock.now += 8.3
    restarted = make_kiosk(clock=clock)  # Playmat restarted (a crash, the watchdog, a power cut)
    pin = restarted.request_staff()
    assert "Try again in 52 s" in pin.message.text()
    assert not pin.ok_button.isEnabled() and not pin.entry.isEnabled()
    pin.entry.setText(PIN)
    assert not pin.submit() and restarted.staff_menu is None


def test_wrong_pins_before_a_restart_count_towards_the_lock(
    qtbot: QtBot, make_kiosk: MakeKiosk, settings_file: Path
) -> None:
    open_settings(settings_file).set_pin(PIN)
    clock = FakeClock()
    wrong_pins(make_kiosk(clock=clock), 4)
    kiosk = make_kiosk(clock=clock)
    assert not kiosk.pin_guard.locked
    wrong_pins(kiosk, 1)
    assert kiosk.pin_guard.locked


def test_each_lock_in_a_row_waits_twice_as_long_up_to_an_hour(settings_file: Path) -> None:
    clock = FakeClock()
    waits = []
    for _ in range(9):
        guard = PinGuard(open_settings(settings_file), clock)  # a restart between locks changes nothing
        for _ in range(5):
            guard.failed()
        waits.append(guard.remaining())
        clock.now += guard.remaining() + 1
        assert not guard.locked
    assert waits == [60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]
    # The right PIN starts over.
    guard.succeeded()
    guard = PinGuard(open_settings(settings_file), clock)
    for _ in range(5):
        guard.failed()
    assert guard.remaining() == 60


def test_the_dialog_counts_a_long_lock_down_in_minutes(
    qtbot: QtBot, make_kiosk: MakeKiosk, settings_file: Path
) -> None:
    settings = open_settings(settings_file)
    settings.set_pin(PIN)
    settings.pin_lock = PinLock(locks=2)  # two locks in a row already
    clock = FakeClock()
    kiosk = make_kiosk(settings, clock=clock)
    wrong_pins(kiosk, 5)
    pin = kiosk.request_staff()
    assert pin.message.text() == "Too many wrong PINs. Try again in 4 min."
    clock.now += 10.5
    pin.update_lock()
    assert pin.message.text() == "Too many wrong PINs. Try again in 3 min 50 s."


def test_waits_read_as_people_say_them() -> None:
    assert [wait_text(t) for t in (0.2, 59, 60, 239.5, 250, 3600, 3725)] == [
        "1 s",
        "59 s",
        "1 min",
        "4 min",
        "4 min 10 s",
        "1 h",
        "1 h 3 min",
    ]


def test_a_clock_set_back_does_not_open_the_lock_early(settings_file: Path) -> None:
    clock = FakeClock()
    guard = PinGuard(open_settings(settings_file), clock)
    for _ in range(5):
        guard.failed()
    clock.now += 20
    assert guard.remaining() == 40
    clock.now -= 86_400  # set back a day: the lock starts again, whole
    guard = PinGuard(open_settings(settings_file), clock)
    assert guard.remaining() == 60
    clock.now += 59
    assert guard.locked
    clock.now += 1
    assert not guard.locked


def test_the_lock_schedule_comes_from_the_settings(settings_file: Path) -> None:
    settings = open_settings(settings_file)
    settings.store.setValue("kiosk/pin_attempts", 3)
    settings.store.setValue("kiosk/pin_lock_seconds", 10)
    settings.store.setValue("kiosk/pin_lock_max_seconds", 25)
    clock = FakeClock()
    guard = PinGuard(settings, clock)
    waits = []
    for _ in range(3):
        for _ in range(3):
            guard.failed()
        waits.append(guard.remaining())
        clock.now += 100
    assert waits == [10, 20, 25]


# -- the settings file -----------------------------------------------------------------------


def test_the_settings_file_with_the_pin_hash_is_the_users_alone(settings_file: Path) -> None:
    assert not settings_file.parent.exists()
    settings = open_settings(settings_file)
    settings.set_pin(PIN)
    assert "pin_hash" in settings_file.read_text()
    assert stat.S_IMODE(settings_file.stat().st_mode) == 0o600
    assert stat.S_IMODE(settings_file.parent.stat().st_mode) == 0o700
    settings_file.chmod(0o644)
    PinGuard(settings, FakeClock()).failed()  # each wrong PIN is written at once
    assert stat.S_IMODE(settings_file.stat().st_mode) == 0o600


# -- the PIN file an administrator provides --------------------------------------------------


@pytest.fixture
def pin_file(tmp_path: Path) -> Path:
    folder = tmp_path / "etc"
    folder.mkdir()
    return folder / "kiosk-pin"


def write(path: Path, text: str, perms: int = 0o640) -> Path:
    path.write_text(text, encoding="utf-8")
    path.chmod(perms)
    return path


def file_settings(settings_file: Path, pin_file: Path) -> KioskSettings:
    return open_settings(settings_file, pin_file=pin_file, pin_file_owner=os.getuid())


def test_a_pin_file_gives_the_pin_and_no_first_start_question(
    qtbot: QtBot, make_kiosk: MakeKiosk, settings_file: Path, pin_file: Path
) -> None:
    write(pin_file, f"{PIN}\n")
    settings = file_settings(settings_file, pin_file)
    settings.set_pin("246802")  # a PIN set in Playmat before the file came does not count
    kiosk = make_kiosk(settings)
    assert kiosk.pin_setup is None and kiosk.window.model.session is not None
    assert settings.verify_pin(PIN) and not settings.verify_pin("246802")
    # The file is the administrator's: the staff menu does not change the PIN.
    menu = kiosk.open_staff_menu()
    assert not menu.change_button.isEnabled()
    assert str(pin_file) in menu.pin_note.text()


def test_a_pin_file_may_hold_a_hash(settings_file: Path, pin_file: Path) -> None:
    salt = os.urandom(16)
    write(pin_file, f"pbkdf2-sha256$1000${salt.hex()}${hash_pin('86420975', salt, 1000).hex()}\n", 0o400)
    settings = file_settings(settings_file, pin_file)
    assert settings.has_pin
    assert settings.verify_pin("86420975") and not settings.verify_pin("86420976")


@pytest.mark.parametrize(
    ("text", "perms", "why"),
    [
        (PIN, 0o644, "others"),
        (PIN, 0o660, "group"),
        ("2468", 0o640, "6 digits"),
        ("pbkdf2-sha256$1000$00$zz", 0o640, "hash"),
        ("", 0o640, "empty"),
    ],
)
def test_an_unsafe_or_unreadable_pin_file_is_not_used(
    settings_file: Path, pin_file: Path, caplog: pytest.LogCaptureFixture, text: str, perms: int, why: str
) -> None:
    write(pin_file, text, perms)
    settings = file_settings(settings_file, pin_file)
    assert not settings.has_pin and not settings.verify_pin(text)
    assert any(why in r.getMessage() and str(pin_file) in r.getMessage() for r in caplog.records)


def test_a_pin_file_must_belong_to_root(settings_file: Path, pin_file: Path, caplog: pytest.LogCaptureFixture) -> None:
    write(pin_file, PIN)
    settings = open_settings(settings_file, pin_file=pin_file, pin_file_owner=os.getuid() + 1)
    assert not settings.has_pin and not settings.verify_pin(PIN)
    assert any("owned by" in r.getMessage() for r in caplog.records)


def test_a_pin_file_that_is_not_a_file_is_not_read(settings_file: Path, pin_file: Path) -> None:
    os.mkfifo(pin_file, 0o600)  # a reader would wait for a writer forever
    settings = file_settings(settings_file, pin_file)
    assert not settings.has_pin
