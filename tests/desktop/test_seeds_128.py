"""Local games' seeds of 128 bits: new games draw theirs from ``secrets``;
the start screen's field and ``--seed`` take any whole number up to
2**128 - 1 and say so clearly otherwise; a big seed survives a save."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QValidator
from pytestqt.qtbot import QtBot

from desktop.app import _checked_options
from desktop.bridge import QtGameModel
from desktop.kiosk.settings import KioskSettings
from desktop.kiosk.window import QtKiosk
from desktop.main_window import QtMainWindow
from desktop.session import GOLDFISH, MAX_SEED, GameSetup, Session, ruleset_choices
from desktop.settings import Settings
from desktop.start_screen import QtStartScreen
from engine.match import SEED_BITS

BIG = 2**127 + 12345


def start_screen(qtbot: QtBot, tmp_path: Path) -> QtStartScreen:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    screen = QtStartScreen(ruleset_choices(), settings, tmp_path)
    qtbot.addWidget(screen)
    return screen


def test_the_largest_seed_has_128_bits() -> None:
    assert MAX_SEED == 2**SEED_BITS - 1 == 2**128 - 1


def test_the_seed_field_takes_a_128_bit_seed(qtbot: QtBot, tmp_path: Path) -> None:
    screen = start_screen(qtbot, tmp_path)
    started: list[GameSetup] = []
    screen.start_requested.connect(started.append)
    screen.seed_edit.setText(str(MAX_SEED))
    screen._on_start()
    assert [s.seed for s in started] == [MAX_SEED]
    screen.seed_edit.setText("")
    assert screen.setup().seed is None  # a random one


def test_a_seed_out_of_range_is_refused_with_a_message(qtbot: QtBot, tmp_path: Path) -> None:
    screen = start_screen(qtbot, tmp_path)
    started: list[GameSetup] = []
    screen.start_requested.connect(started.append)
    screen.seed_edit.setText(str(MAX_SEED + 1))  # 39 digits, one more than the largest seed
    screen._on_start()
    assert started == []
    assert str(MAX_SEED) in screen.deck_error.text() and "whole number" in screen.deck_error.text()
    # the field takes digits only, 39 at most
    v = screen.seed_edit.validator()
    assert v.validate("12a", 0)[0] == QValidator.State.Invalid
    assert v.validate("-5", 0)[0] == QValidator.State.Invalid
    assert v.validate("1" * 40, 0)[0] == QValidator.State.Invalid
    assert v.validate(str(BIG), 0)[0] == QValidator.State.Acceptable


def test_the_command_line_seed_takes_128_bits() -> None:
    choices = ruleset_choices()
    assert _checked_options(choices, "weiss", MAX_SEED, None, []) == []
    problem = _checked_options(choices, "weiss", MAX_SEED + 1, None, [])
    assert isinstance(problem, str) and str(MAX_SEED) in problem
    assert isinstance(_checked_options(choices, "weiss", -1, None, []), str)


def test_new_games_draw_128_bit_seeds(tmp_path: Path) -> None:
    """A restart with a new seed draws it from secrets: eight seeds all
    below 2**64 would happen once in 2**512."""
    s = Session.start(GameSetup("weiss", GOLDFISH, ()), tmp_path / "a.json")
    seeds = [s.match.seed]
    for _ in range(7):
        s = s.restart(new_seed=True)
        seeds.append(s.match.seed)
    assert all(0 <= x <= MAX_SEED for x in seeds) and len(set(seeds)) == 8
    assert max(seeds) >= 2**64


def test_a_big_seed_survives_a_save(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    s = Session.start(GameSetup("vanguard", GOLDFISH, (), BIG), path)
    assert s.match.seed == BIG
    again = Session.open(path)
    assert again.match.seed == BIG
    assert again.match.journal_digest() == s.match.journal_digest()


def test_the_kiosk_draws_128_bit_seeds(qtbot: QtBot, tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "k.ini"), QSettings.Format.IniFormat)
    window = QtMainWindow(QtGameModel(None), ruleset_choices(), Settings(store))
    qtbot.addWidget(window)
    unseeded = QtKiosk(window, KioskSettings(store), log_file=tmp_path / "k.log")
    seeds = [unseeded._new_seed() for _ in range(8)]
    assert max(seeds) >= 2**64 and all(0 <= x <= MAX_SEED for x in seeds)
    # a kiosk given a seed (a soak, a test) shows the same games again
    a = QtKiosk(window, KioskSettings(store), seed=5, log_file=tmp_path / "k.log")
    b = QtKiosk(window, KioskSettings(store), seed=5, log_file=tmp_path / "k.log")
    assert [a._new_seed() for _ in range(3)] == [b._new_seed() for _ in range(3)]
