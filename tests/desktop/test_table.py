"""Table mode: the window follows paper cards through table sync.

The tests drive the real table window with observations, as the devices
would send them: from the simulators (``--sim``), or from the trace of a
game played on screen (:func:`hardware.table.trace.director_trace`).
"""

from __future__ import annotations

import contextlib
import dataclasses
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.exceptions import TimeoutError as QtBotTimeout
from pytestqt.qtbot import QtBot

from desktop.saves import GameInUse
from desktop.session import TABLE, GameSetup, Session
from desktop.table.bench import bot_game
from desktop.table.model import QtTableModel
from desktop.table.replay import feed_trace
from desktop.table.window import QtTableWindow, open_table
from engine.decisions import Option
from engine.events import Answered, CardMoved
from engine.match import Match
from hardware.layouts import layout_for
from hardware.observations import DeviceKind, DeviceState, DeviceStatus, ZoneOccupancy
from hardware.table.picture import Copies, Picture, Sight, expected
from hardware.table.report import ASK, BURIED, IN_SYNC, MISMATCH, PAUSED
from hardware.table.simdevices import move_plan
from hardware.table.trace import director_trace, picture_changes, play_on_screen, replay_trace


def table_window(qtbot: QtBot, match: Match, autosave: Path | None = None) -> QtTableWindow:
    """A table window without devices: the test sends the observations and
    says when the table has settled (``model.tick(t)``)."""
    model = QtTableModel(None)
    model.start_table(Session(match, TABLE, autosave=autosave))
    model.stop_table()  # the test's clock, not the timers
    window = QtTableWindow(model)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.show_play()
    return window


def lay_out(window: QtTableWindow, t: float = 0.0) -> Picture:
    """The devices come up and report the table as the game starts it."""
    model = window.model
    assert model.sync is not None
    for dev in ("mat", "camera"):
        model.observe(DeviceStatus(t, dev, DeviceKind(dev), DeviceState.READY))
    empty = {a.key: Sight(0, (), None) for a in model.sync.layout.zones}
    start = model.sync.expected()
    model.observe_all(picture_changes(empty, start, model.sync.layout, model.match.ruleset.game, t))
    assert model.tick(t + 1.0)
    return start


def test_table_mode_starts_with_the_simulated_devices(qtbot: QtBot, state: Path) -> None:
    """`playmat --mode table --sim`: the simulated mat (on a pty, through the
    real serial driver) and the simulated camera report the table laid out
    for the start of the game, and sync finds it in sync."""
    window = open_table(GameSetup("vanguard", TABLE, seed=3, sim=True), state_dir=state)
    qtbot.addWidget(window)
    window.show()
    try:
        qtbot.waitUntil(lambda: window.model.report.state == IN_SYNC, timeout=15000)
        assert "In sync" in window.banner.text()
        assert window.devices_label.text() == "Sensor mat: ready · Camera: ready (simulated)"
        assert window.devices is not None and window.devices.pty is not None
        assert window.devices.pty.picture()["p0.deck"][0] == 50
        # the calibration check lights each zone in turn on the mat
        first = window.calibration.zone
        assert first is not None
        assert f"Player {first.seat + 1}'s {first.label}" in window.calibration.zone_label.text()
        qtbot.waitUntil(
            lambda: (
                window.devices is not None and window.devices.pty is not None and first.key in window.devices.pty.leds()
            ),
            timeout=5000,
        )
        window.calibration.next_zone()
        second = window.calibration.zone
        assert second is not None and second.key != first.key
        qtbot.waitUntil(
            lambda: (
                window.devices is not None
                and window.devices.pty is not None
                and list(window.devices.pty.leds()) == [second.key]
            ),
            timeout=5000,
        )
        assert f"Player {second.seat + 1}'s {second.label}" in window.calibration.zone_label.text()
        window.calibration.finish()
        assert window.playing
    finally:
        window.close()


#: answers of the short game of each ruleset
SHORT = 20


def _fed(qtbot: QtBot, ruleset: str) -> tuple[Match, Match, QtTableWindow]:
    played = bot_game(ruleset, 3, SHORT)
    trace = director_trace(ruleset, 3, list(played.answers))
    window = table_window(qtbot, trace.match())
    feed_trace(window.model, trace)
    followed = window.model.match
    assert followed is not None
    return played, followed, window


@pytest.mark.parametrize("ruleset", ["vanguard", "weiss", "dbscg", "systemgate"])
def test_the_window_follows_a_trace_exactly_as_far_as_sync_does(qtbot: QtBot, ruleset: str) -> None:
    """The window adds nothing and loses nothing: a trace fed through it ends
    in the very game that sync reaches on its own, and the mat shows it."""
    played, followed, window = _fed(qtbot, ruleset)
    core = replay_trace(director_trace(ruleset, 3, list(played.answers))).match
    assert len(followed.answers) == len(core.answers)
    assert followed.journal_digest() == core.journal_digest()
    assert window.mat.shown[:2] == (id(followed), len(followed.journal))


@pytest.mark.parametrize("ruleset", ["vanguard", "weiss", "dbscg", "systemgate"])
def test_a_short_table_game_through_the_window_reaches_the_same_journal(qtbot: QtBot, ruleset: str) -> None:
    """The trace of a game played on screen, fed through the table window as
    the devices would report it, reaches exactly the game's journal."""
    played, followed, _ = _fed(qtbot, ruleset)
    assert len(followed.answers) == len(played.answers)
    assert followed.journal_digest() == played.journal_digest()


def test_the_ask_chooser_answers_by_keyboard(qtbot: QtBot) -> None:
    """Two answers leave the same table (which unit an attack goes to):
    Playmat asks, the chooser lists them, and the digit key picks one."""
    played = play_on_screen("dbscg", 1, 2, 60)
    trace = director_trace("dbscg", 1, list(played.answers))
    window = table_window(qtbot, trace.match())
    seen: list[int] = []

    def by_key(idx: int) -> None:
        assert window.model.report.state == ASK
        assert window.chooser.isVisible() and len(window.chooser.buttons) >= 2
        assert window.chooser.buttons[idx].text().startswith(f"{idx + 1} ")
        texts = [b.text().split(" ", 1)[1] for b in window.chooser.buttons]
        assert len(set(texts)) == len(texts)  # two copies of a unit: told apart by where they lie
        qtbot.keyClick(window, Qt.Key(int(Qt.Key.Key_1) + idx))
        seen.append(idx)
        assert not window.chooser.isVisible()

    result = feed_trace(window.model, trace, choose=by_key)
    assert seen, "the game has a move the table cannot tell apart"
    assert result.problems == []
    followed = window.model.match
    assert followed is not None
    assert followed.answers == played.answers


def test_none_of_the_listed_moves_opens_the_prompt(qtbot: QtBot) -> None:
    """Key 0 in the "which move?" chooser says the players made none of the
    listed moves: the chooser gives way to the prompt, the banner says to
    answer there, and the game is unchanged until they do."""
    played = play_on_screen("dbscg", 1, 2, 60)
    trace = director_trace("dbscg", 1, list(played.answers))
    window = table_window(qtbot, trace.match())
    seen: list[tuple[str, bool, bool, int]] = []

    def none(idx: int) -> None:
        if seen:
            window.model.choose(idx)
            return
        answers = len(window.model.match.answers)
        assert window.chooser.none_button.isVisible()
        qtbot.keyClick(window, Qt.Key.Key_0)
        report = window.model.report
        seen.append(
            (
                report.text,
                window.prompt.isVisible(),
                window.chooser.isVisible(),
                len(window.model.match.answers) - answers,
            )
        )

    feed_trace(window.model, trace, choose=none)
    assert seen
    text, prompt, chooser, moved = seen[0]
    assert "answer in the prompt" in text and prompt and not chooser and moved == 0


def test_a_device_lost_pauses_sync_and_says_so(qtbot: QtBot) -> None:
    """A camera unplugged mid-game pauses sync (grey banner, the reason), keeps
    everything recorded, and sync resumes when the camera is back."""
    window = table_window(qtbot, Match.new("weiss", None, 2))
    model = window.model
    lay_out(window)
    answers = len(model.match.answers)
    model.observe(DeviceStatus(5.0, "camera", DeviceKind.CAMERA, DeviceState.DISCONNECTED, "unplugged"))
    assert model.tick(5.0)
    assert model.report.state == PAUSED
    assert window.banner.state == PAUSED
    assert "the camera is disconnected" in window.banner.text()
    assert "Nothing is lost" in window.banner.text()
    assert window.devices_label.text().startswith("Sensor mat: ")
    # a card moved meanwhile is not read as a move while the camera is away
    model.observe(ZoneOccupancy(6.0, "mat", "p0.waiting_room", 1, "stand"))
    model.tick(7.0)
    assert model.report.state == PAUSED
    assert len(model.match.answers) == answers
    model.observe(ZoneOccupancy(8.0, "mat", "p0.waiting_room", 0, None))
    model.observe(DeviceStatus(8.0, "camera", DeviceKind.CAMERA, DeviceState.READY))
    assert model.tick(9.0)
    assert model.report.state == IN_SYNC


def test_a_mismatch_shows_its_text_and_marks_the_zone(qtbot: QtBot) -> None:
    """A card bumped onto a zone the game has empty: the banner turns red and
    says what to fix; the zone is outlined on the mat and listed."""
    window = table_window(qtbot, Match.new("dbscg", None, 4))
    model = window.model
    lay_out(window)
    model.observe(ZoneOccupancy(5.0, "mat", "p1.drop", 1, "stand"))
    assert model.tick(5.5)
    assert model.report.state == MISMATCH
    text = model.report.text
    assert text.startswith("The table does not match the game: Player 2's")
    assert text in window.banner.text()
    assert [window.differences.item(i).text() for i in range(window.differences.count())] == [
        d.text for d in model.report.differences
    ]
    assert "p1.drop" in window.mat.trouble
    # the card taken away again: in sync, the mark gone
    model.observe(ZoneOccupancy(6.0, "mat", "p1.drop", 0, None))
    assert model.tick(6.5)
    assert model.report.state == IN_SYNC
    assert window.mat.trouble == set()


def test_a_table_game_is_saved_and_resumed(qtbot: QtBot, state: Path) -> None:
    """Every move sync applies is saved at once; the saved game resumes in
    table mode with the same journal, once the window that plays it is closed."""
    played = bot_game("dbscg", 5, 20)
    trace = director_trace("dbscg", 5, list(played.answers))
    path = state / "table.playmat.json"
    window = table_window(qtbot, trace.match(), autosave=path)
    feed_trace(window.model, trace)
    followed = window.model.match
    assert followed is not None and len(followed.answers) == len(played.answers)
    with pytest.raises(GameInUse, match="This game is open in another Playmat window"):
        open_table(None, saved=path, start_devices=False)
    window.close()
    resumed = open_table(None, saved=path, start_devices=False)
    qtbot.addWidget(resumed)
    again = resumed.model.match
    assert again is not None
    assert again.journal_digest() == followed.journal_digest()
    assert resumed.model.session is not None and resumed.model.session.mode == TABLE
    resumed.close()


def test_ctrl_z_takes_back_the_last_step_and_saves(qtbot: QtBot, state: Path) -> None:
    """Ctrl+Z in the table window takes back the last step: the game goes
    back one answer (saved at once), the banner says what was undone, and the
    game waits for the cards to be put back."""
    played = bot_game("dbscg", 5, 20)
    trace = director_trace("dbscg", 5, list(played.answers))
    path = state / "table.playmat.json"
    window = table_window(qtbot, trace.match(), autosave=path)
    model = window.model
    feed_trace(model, trace)
    assert model.match is not None and model.match.answers == played.answers
    assert window.undo_action.shortcut().toString() == "Ctrl+Z"
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    if model.match is not None and len(model.match.answers) == len(played.answers):
        window.undo_action.trigger()  # no active window on this platform: the menu entry
    assert model.match is not None and model.match.answers == played.answers[:-1]
    assert "Undone: Player" in window.banner.text()
    assert Match.load(path).answers == played.answers[:-1]


def test_cards_the_table_cannot_tell_apart_are_chosen_in_the_prompt(qtbot: QtBot) -> None:
    """Weiss end phase: three cards discarded, only the top one shows. The
    banner says to choose in the prompt, the prompt (not the "which move"
    list) is on view, and the answer given there carries the game on."""
    played = play_on_screen("weiss", 5, 6)
    trace = director_trace("weiss", 5, list(played.answers))
    window = table_window(qtbot, trace.match())
    model = window.model
    seen: list[tuple[str, bool, bool]] = []
    answer = model.answer

    def in_the_prompt(keys: tuple[str, ...] | str, chosen: Sequence[Option] = ()) -> bool:
        if model.report.on_screen and model.report.why == BURIED:
            seen.append((window.banner.text(), window.prompt.isVisible(), window.chooser.isVisible()))
        return answer(keys, chosen)

    model.answer = in_the_prompt  # type: ignore[method-assign]
    result = feed_trace(model, trace)
    assert result.problems == []
    assert seen and all(
        "choose them in the prompt" in text and prompt and not chooser for text, prompt, chooser in seen
    )
    assert model.match is not None and model.match.answers == played.answers


def _slow_settles(model: QtTableModel, monkeypatch: pytest.MonkeyPatch, method: str = "settle") -> threading.Event:
    """Make sync's settles (or its ``method``) wait for the returned event (a table far from the game)."""
    sync = model.sync
    assert sync is not None
    gate = threading.Event()
    real = getattr(sync, method)

    def slow(*a: Any, **kw: Any) -> Any:
        assert gate.wait(10)
        return real(*a, **kw)

    monkeypatch.setattr(sync, method, slow)
    return gate


def _reading_then_done(qtbot: QtBot, window: QtTableWindow, gate: threading.Event) -> None:
    """The window says "Reading the table…" while sync works in the
    background; then sync is let go, and the work is done."""
    with qtbot.waitSignal(window.model.busy_changed, timeout=3000) as busy:
        pass
    assert busy.args == [True]
    assert window.statusBar().currentMessage() == "Reading the table…"
    gate.set()
    qtbot.waitUntil(lambda: not window.model.settling, timeout=5000)


def test_a_long_settle_runs_in_the_background_and_the_window_says_so(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The table window settles on a worker thread: while sync searches,
    the window keeps handling events, says "Reading the table…" once it
    takes long, and keeps the devices' reports for when the settle is done;
    then the report is shown and the kept reports are read."""
    window = table_window(qtbot, bot_game("vanguard", 3, 0))
    model = window.model
    model.background = True
    gate = _slow_settles(model, monkeypatch)
    assert model.sync is not None
    lay_out_started = model.sync.seen.changes
    for dev in ("mat", "camera"):
        model.observe(DeviceStatus(0.0, dev, DeviceKind(dev), DeviceState.READY))
    empty = {a.key: Sight(0, (), None) for a in model.sync.layout.zones}
    model.observe_all(picture_changes(empty, model.sync.expected(), model.sync.layout, model.match.ruleset.game, 0.0))
    assert model.tick(1.0) and model.settling
    changes = model.sync.seen.changes
    assert changes > lay_out_started
    model.observe(
        ZoneOccupancy(1.1, "mat", "p0.deck", 48, None)
    )  # kept for later (two cards gone: no move explains it)
    assert model.sync.seen.changes == changes and not model.tick(1.2)
    _reading_then_done(qtbot, window, gate)
    assert model.report.state == IN_SYNC
    assert window.statusBar().currentMessage() == ""
    assert model.sync.seen.changes > changes  # the kept report was read
    qtbot.waitUntil(lambda: not model.working, timeout=5000)  # the copies for the next move
    assert model.tick(2.0)  # and it makes the table change again
    qtbot.waitUntil(lambda: not model.settling, timeout=5000)
    assert model.report.state == MISMATCH and "p0.deck" in {d.zone for d in model.report.differences}


def test_an_action_during_a_background_settle_waits_for_it(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Pausing sync while it settles in the background: the settle finishes
    first, and its report, delivered late, does not cover the pause."""
    window = table_window(qtbot, bot_game("weiss", 3, 0))
    model = window.model
    model.background = True
    gate = _slow_settles(model, monkeypatch)
    model.observe(DeviceStatus(0.0, "mat", DeviceKind.MAT, DeviceState.READY))
    assert model.tick(1.0) and model.settling
    gate.set()
    window.toggle_pause()
    assert not model.settling and model.paused
    qtbot.wait(50)  # the worker's own "done" arrives now, and changes nothing
    assert model.report.state == PAUSED and "paused by the players" in model.report.text
    assert window.pause_button.text() == "&Resume"


def test_closing_the_window_during_a_background_settle_saves_its_result(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Closing the table while sync settles a move in the background: the
    settle is finished first, and the game with that move is saved."""
    played = bot_game("dbscg", 5, 12)
    trace = director_trace("dbscg", 5, list(played.answers))
    charge = next(e.t for e in trace.entries if e.pick == ("charge:22",))
    path = tmp_path / "table.playmat.json"
    window = table_window(qtbot, trace.match(), autosave=path)
    model = window.model
    before = dataclasses.replace(trace, entries=[e for e in trace.entries if e.t < charge])
    feed_trace(model, before)  # on the GUI thread, up to the charge phase
    assert model.match is not None
    answers = len(model.match.answers)
    model.background = True
    gate = _slow_settles(model, monkeypatch)
    for e in trace.entries:
        if charge <= e.t < charge + 0.5 and e.obs is not None:
            model.observe(e.obs)
    assert model.tick(charge + 1.0) and model.settling
    gate.set()
    window.close()
    assert not model.working
    assert model.match.answers[answers:] == [("charge:22",)]
    saved = Session.open(path, path).match
    assert saved.answers == model.match.answers


def test_an_answer_on_screen_runs_in_the_background_and_a_refusal_is_said(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An answer given on screen reads the table first, which can take a
    search: in the table window it runs on the worker like a settle. The
    window keeps handling events and says "Reading the table…"; then the
    answer is applied. An answer the game refuses is said in a notice, and
    nothing changes."""
    played = bot_game("vanguard", 3, SHORT)
    trace = director_trace("vanguard", 3, list(played.answers))
    first = next(i for i, e in enumerate(trace.entries) if e.screen is not None)
    window = table_window(qtbot, trace.match())
    model = window.model
    feed_trace(model, dataclasses.replace(trace, entries=trace.entries[:first]))
    assert model.match is not None and model.decision is not None
    answers = len(model.match.answers)
    model.background = True
    gate = _slow_settles(model, monkeypatch, "answer")
    screen = trace.entries[first].screen
    assert screen is not None
    assert model.answer(screen) and model.settling
    _reading_then_done(qtbot, window, gate)
    assert model.match is not None and len(model.match.answers) == answers + 1
    assert window.statusBar().currentMessage() == ""
    qtbot.waitUntil(lambda: not model.working, timeout=5000)
    with qtbot.waitSignal(model.notice, timeout=3000) as said:
        assert model.answer(("no such answer",))
    assert "no such answer" in said.args[0]
    assert model.match is not None and len(model.match.answers) == answers + 1


def test_the_simulated_players_play_on_through_the_window(qtbot: QtBot, state: Path) -> None:
    """`--sim`: "Next move" has the simulated players make a legal move on
    the simulated table (the first vanguard put down face down and chosen
    in the prompt, a mulligan the table cannot show answered there, "which
    move?" answered with the move they made), and the window follows the
    game move after move without the table ever going wrong."""
    window = open_table(GameSetup("vanguard", TABLE, seed=3, sim=True), state_dir=state)
    qtbot.addWidget(window)
    window.show()
    try:
        qtbot.waitUntil(lambda: window.model.report.state == IN_SYNC, timeout=15000)
        window.calibration.finish()
        states = []
        sync = window.model.sync
        assert sync is not None

        def read() -> bool:
            """The simulated players are done and the table has been read."""
            return not window._sim_busy and not window.model.working and sync.seen.changes == sync._settled_changes

        for _ in range(40):
            window.sim_next_move()
            qtbot.wait(1500)  # the devices report the move
            qtbot.waitUntil(read, timeout=10000)
            # on a loaded machine the camera's last reports may come after
            # that: a difference they still owe clears once they arrive
            with contextlib.suppress(QtBotTimeout):
                qtbot.waitUntil(lambda: read() and window.model.report.state != MISMATCH, timeout=10000)
            states.append(window.model.report.state)
            if window.model.match is not None and len(window.model.match.answers) >= 12:
                break
        assert window.model.match is not None and len(window.model.match.answers) >= 12
        assert MISMATCH not in states
    finally:
        window.close()


def test_the_simulated_players_show_a_card_revealed_from_the_deck() -> None:
    """The simulated table's players follow the documented procedure: a card
    an ability reveals from the top of the deck (VG 10.1.8.1.2-3) is shown
    in the trigger zone, then put where it goes (here the bottom of the
    deck: the deck counts as many cards again)."""
    full = play_on_screen("vanguard", 5, 6)
    first = next(
        i for i, e in enumerate(full.journal) if isinstance(e, CardMoved) and e.why == "revealed, to the bottom"
    )
    k = sum(1 for e in full.journal[:first] if isinstance(e, Answered)) - 1
    m = full.rewind(k)
    seat = m.decision.player
    layout = layout_for("vanguard")
    copies = Copies(m.game)
    top = m.game.zone(seat, "deck").cards[-1]
    before = expected(m, layout, copies)
    steps, after, on_screen = move_plan(m, full.answers[k], layout, copies)
    assert not on_screen  # the Soul Blast that pays for it moves a card
    trigger, deck = f"p{seat}.trigger", f"p{seat}.deck"
    assert steps[0][trigger] == Sight(1, (copies.label(top),), before[trigger].orientation)
    assert steps[0][deck].count == (before[deck].count or 0) - 1
    assert steps[-1] == expected(after, layout, copies)
    assert steps[-1][trigger].count == 0 and steps[-1][deck].count == before[deck].count
