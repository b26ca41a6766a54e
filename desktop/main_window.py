"""The main window: the start screen, then the game.

The game page holds the mat (centre), the hand (bottom), and on the right the
game's status, the decision prompt, the card zoom and the game log. Every
frequent action has a key (F1 lists them). Errors are shown in a message box
(by default) with the details in the log file, never as a traceback. A game
that cannot be saved is said at once, and play goes on (see
:mod:`desktop.save_status`); a game another window has open is offered as a
read-only replay.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QFont, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.bridge import QtGameModel
from desktop.devices.devices_window import QtDevicesWindow
from desktop.log_panel import QtLogPanel
from desktop.mat_view import QtHandView, QtMatView
from desktop.overlays import QtHandoverCover, QtHelpOverlay
from desktop.prompt_panel import QtPromptPanel
from desktop.save_status import QtSaveStatus
from desktop.saves import held_by
from desktop.session import MODE_TITLES, SAVE_SUFFIX, TABLE, WATCH, GameSetup, RulesetChoice, games_dir, read_saved
from desktop.settings import CARD_WIDTHS, LANGUAGES, Settings
from desktop.start_screen import QtStartScreen
from desktop.stats_panel import QtStatsDialog
from desktop.wording import fight_text, limits_text, seat_name, status_text, totals_text
from desktop.worker import QtTaskManager
from desktop.zoom_panel import QtZoomPanel
from engine.errors import LoadError

ErrorReporter = Callable[[str], None]

#: the pauses on a revealed card offered in the View menu (seconds; 0: off)
REVEAL_PAUSES = (0.0, 0.6, 1.2, 2.0, 3.0)

#: no greatest size (Qt's QWIDGETSIZE_MAX)
QWIDGETSIZE_MAX = (1 << 24) - 1

#: the zoom panel's height on a screen less than 700 pixels high
ZOOM_HEIGHT_SMALL = 90

#: the hand's least and greatest height, in pixels
HAND_MIN, HAND_MAX = 90, 320


class QtMainWindow(QMainWindow):
    def __init__(
        self,
        model: QtGameModel,
        choices: Sequence[RulesetChoice],
        settings: Settings,
        report_error: ErrorReporter | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.settings = settings
        self.setObjectName("QtMainWindow")
        self.setWindowTitle("Playmat")
        self._report_error = report_error if report_error is not None else self._show_error
        self.tasks = QtTaskManager(self)

        # -- pages ---------------------------------------------------------------------------
        self.start_screen = QtStartScreen(choices, settings, model.state_dir)
        self.start_screen.start_requested.connect(self.start_game)
        self.start_screen.open_requested.connect(lambda path: self.open_game(Path(path), keep_file=True))
        self.start_screen.open_file_requested.connect(self._open_dialog)

        self.mat = QtMatView(model)
        self.hand = QtHandView(model, settings.card_width)
        self.hand.drop_resolver = self.mat.zone_at_global
        self.hand.setMinimumHeight(HAND_MIN)
        self.prompt = QtPromptPanel(model)
        self.zoom = QtZoomPanel(model)
        self.log_panel = QtLogPanel(model)
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        bold = QFont(self.status.font())
        bold.setBold(True)
        self.status.setFont(bold)
        self.counters = QLabel()
        self.counters.setObjectName("counters")
        self.counters.setWordWrap(True)
        #: the numbers of the attack under way
        self.battle = QLabel()
        self.battle.setObjectName("battle")
        self.battle.setWordWrap(True)
        self.battle.setStyleSheet("background:#7a1f12;color:white;font-weight:bold;padding:4px;border-radius:4px")
        self.battle.hide()
        # its wrapped lines never widen the column (nor shift the mat and hand)
        self.battle.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

        left = QSplitter(Qt.Orientation.Vertical)
        left.setChildrenCollapsible(False)
        left.addWidget(self.mat)
        left.addWidget(self.hand)
        left.setStretchFactor(0, 4)
        left.setStretchFactor(1, 1)
        left.setSizes([590, 150])
        self.left_split = left
        left.installEventFilter(self)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(4, 4, 4, 4)
        right_layout.addWidget(self.status)
        right_layout.addWidget(self.counters)
        # the battle takes its room from the prompt's share, never from the
        # log's: the column below does not move
        # (a layout within the column's: the prompt's parent stays the column)
        asking = QVBoxLayout()
        asking.addWidget(self.battle)
        asking.addWidget(self.prompt, 1)
        right_layout.addLayout(asking, 3)
        right_layout.addWidget(self.zoom)
        right_layout.addWidget(self.log_panel, 3)
        self._right_layout = right_layout
        game = QSplitter(Qt.Orientation.Horizontal)
        game.setObjectName("gameSplitter")
        game.setChildrenCollapsible(False)
        game.addWidget(left)
        game.addWidget(right)
        game.setStretchFactor(0, 3)
        game.setStretchFactor(1, 1)
        game.setSizes([900, 380])
        # the page holds the splitter and, over all of it, the hot-seat
        # cover (a child of the splitter would become one more pane of it)
        page = QWidget()
        page.setObjectName("gamePage")
        page_layout = QVBoxLayout(page)
        page_layout.setContentsMargins(0, 0, 0, 0)
        page_layout.addWidget(game)
        self.game_page = page
        self.pages = QStackedWidget()
        self.pages.addWidget(self.start_screen)
        self.pages.addWidget(page)
        self.setCentralWidget(self.pages)
        self.cover = QtHandoverCover(model, page)
        self.stats: QtStatsDialog | None = None

        # -- actions ---------------------------------------------------------------------------
        a = self._action
        self.new_action = a("&New game…", ["Ctrl+N"], "Back to the start screen", self.show_start)
        self.open_action = a("&Open game…", ["Ctrl+O"], "Open a saved game", self._open_dialog)
        self.save_action = a("&Save game as…", ["Ctrl+S"], "Save this game to a file", self._save_dialog)
        self.restart_action = a(
            "&Restart (same seed)", ["Ctrl+R"], "Play this game again from the start", lambda: model.restart(False)
        )
        self.reseed_action = a(
            "Restart with a new &seed", ["Ctrl+Shift+R"], "A new shuffle, the same decks", lambda: model.restart(True)
        )
        self.concede_action = a("C&oncede", [], "The player on screen concedes", self._concede)
        self.replay_action = a(
            "Re&play a saved game…", ["Ctrl+Shift+O"], "Watch a saved game step by step", self._replay_dialog
        )
        self.back_action = a("Replay: step &back", ["Left"], "One answer back", lambda: model.replay_step(-1))
        self.forward_action = a("Replay: step &forward", ["Right"], "One answer forward", lambda: model.replay_step(1))
        self.first_action = a(
            "Replay: to the start", ["Home"], "Back to the start", lambda: model.replay_step(-(10**9))
        )
        self.last_action = a("Replay: to the end", ["End"], "On to the end", lambda: model.replay_step(10**9))
        self.quit_action = a("&Quit", ["Ctrl+Q"], "Close Playmat (the game is saved)", self.close)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.undo_action = a("&Undo", ["Ctrl+Z"], "Back to your previous decision", model.undo)
        self.redo_action = a("&Redo", ["Ctrl+Shift+Z", "Ctrl+Y"], "Forward again", model.redo)
        self.confirm_action = a("&Confirm", ["Return", "Enter"], "Confirm the chosen cards / I am ready", self._confirm)
        self.pass_action = a(
            "&Pass / end the phase", ["P"], "Answer with the choice that does nothing", model.pass_turn
        )
        self.clear_action = a("C&lear the choice", ["Esc"], "Take back the chosen cards", self._escape)
        self.zoom_action = a("&Zoom the card", ["Z"], "Show the card zoom larger", self._toggle_zoom)
        self.bigger_action = a("&Bigger cards", ["Ctrl+="], "Bigger cards in the hand", lambda: self._card_size(+1))
        self.smaller_action = a("S&maller cards", ["Ctrl+-"], "Smaller cards in the hand", lambda: self._card_size(-1))
        self.stats_action = a("Deck &statistics…", ["Ctrl+T"], "Play many bot games of your deck", self.show_stats)
        self.devices_action = a(
            "&Devices…", ["Ctrl+D"], "Connect the sensor mat (or a simulated one) and watch what it reports",
            self.show_devices,
        )
        self.devices: QtDevicesWindow | None = None
        self.step_action = a("&Step (watch)", ["Space"], "Let the deciding bot answer once", model.step)
        self.play_action = a("Play to &end (watch)", ["E"], "Let the bots play on / stop", self._toggle_play)
        self.seat_action = a("&View the next seat", ["V"], "Watch mode: look from the next seat", self._next_seat)
        self.help_action = a("&Keys and help", ["F1"], "List every key", self._toggle_help)
        self.sound_action = a("&Sound", [], "Sound when it is your turn to decide", self._toggle_sound)
        self.sound_action.setCheckable(True)
        self.sound_action.setChecked(settings.sound)

        bar = self.menuBar()
        m = bar.addMenu("&Game")
        for act in (
            self.new_action,
            self.open_action,
            self.save_action,
            None,
            self.restart_action,
            self.reseed_action,
            self.concede_action,
            None,
            self.stats_action,
            None,
            self.quit_action,
        ):
            m.addSeparator() if act is None else m.addAction(act)
        m = bar.addMenu("&Play")
        for act in (
            self.confirm_action,
            self.pass_action,
            self.clear_action,
            None,
            self.undo_action,
            self.redo_action,
            None,
            self.step_action,
            self.play_action,
            self.seat_action,
        ):
            m.addSeparator() if act is None else m.addAction(act)
        m = bar.addMenu("&View")
        for act in (self.zoom_action, self.bigger_action, self.smaller_action, self.sound_action, self.devices_action):
            m.addAction(act)
        pause = m.addMenu("&Pause on revealed cards")
        pause.setToolTip("How long a drive, damage or trigger check stays on screen when the game goes on by itself")
        group = QActionGroup(self)
        self.pause_actions: dict[float, QAction] = {}
        for seconds in REVEAL_PAUSES:
            pa = pause.addAction("Off" if not seconds else f"{seconds:g} s")
            pa.setCheckable(True)
            pa.setChecked(abs(settings.reveal_pause - seconds) < 0.01)
            pa.triggered.connect(lambda _=False, v=seconds: self.set_reveal_pause(v))
            group.addAction(pa)
            self.pause_actions[seconds] = pa
        model.reveals.seconds = settings.reveal_pause
        lang = m.addMenu("&Language")
        for code, name in LANGUAGES:
            la = lang.addAction(name)
            la.setCheckable(True)
            la.setChecked(settings.language == code)
            la.triggered.connect(lambda _=False, c=code: setattr(self.settings, "language", c))
        bar.addMenu("&Help").addAction(self.help_action)
        self.help = QtHelpOverlay(self.actions(), self.pages, self.model)

        # A card revealed from a deck, over the mat until read; a click goes on.
        self.reveal_banner = QPushButton(self.mat)
        self.reveal_banner.setObjectName("revealBanner")
        self.reveal_banner.setStyleSheet(
            "QPushButton{background:rgba(20,20,20,225);color:#ffe9a8;font-size:18px;font-weight:bold;"
            "border:2px solid #f5c518;border-radius:8px;padding:10px 18px}"
        )
        self.reveal_banner.setToolTip("Click to go on")
        self.reveal_banner.hide()
        self.reveal_banner.clicked.connect(model.reveals.skip)
        model.reveals.started.connect(self._show_reveal)
        model.reveals.ended.connect(self.reveal_banner.hide)
        model.game_started.connect(self._on_game_started)
        model.changed.connect(self._update)
        model.picking_changed.connect(self._update)
        model.handover_changed.connect(self._on_handover)
        model.running_changed.connect(lambda _: self._update())
        model.failed.connect(self._report_error)
        model.notice.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.save_status = QtSaveStatus(self, model)
        self._last_decision: object = None
        #: actions kept off whatever the game's state (kiosk mode locks the ones that leave the game)
        self.locked_actions: set[QAction] = set()
        self.show_start()

    def _action(self, text: str, keys: list[str], tip: str, slot: Callable[[], object]) -> QAction:
        action = QAction(text, self)
        if keys:
            action.setShortcuts([QKeySequence(k) for k in keys])
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.setToolTip(f"{tip} ({', '.join(keys)})" if keys else tip)
        action.setStatusTip(tip)
        action.triggered.connect(lambda _=False: slot())
        self.addAction(action)
        return action

    # -- pages ------------------------------------------------------------------------------

    @property
    def in_game(self) -> bool:
        return self.pages.currentWidget() is self.game_page

    def show_start(self) -> None:
        self.model.stop()
        self.start_screen.refresh_recent()
        self.pages.setCurrentWidget(self.start_screen)
        self.setWindowTitle("Playmat")
        self._update()

    def show_game(self) -> None:
        self.pages.setCurrentWidget(self.game_page)
        self._update()

    def start_game(self, setup: GameSetup) -> bool:
        if setup.mode == TABLE:
            return self.start_table(setup)
        if not self.model.new_game(setup):
            return False
        self.show_game()
        return True

    def open_game(self, path: Path, keep_file: bool = False) -> bool:
        """Resume a saved game: in its own file (``keep_file``; a game
        another window has open is offered as a replay), or in a new one."""
        path = Path(path)
        try:
            saved = read_saved(path)
        except LoadError as exc:
            self._report_error(f"Could not open the game:\n{exc}")
            return False
        if saved.mode == TABLE:
            return self.start_table(None, saved=path)
        s = self.model.session
        if keep_file and s is not None and s.autosave == path:
            self.show_game()  # this window's own game, newer in memory than in its file
            return True
        holder = held_by(path) if keep_file else None
        if holder is not None:
            return self._offer_replay(path, holder)
        if not self.model.open_game(path, keep_file=keep_file):
            return False
        self.show_game()
        return True

    def _offer_replay(self, path: Path, holder: str) -> bool:
        """A game another window plays: it may be watched here, not played."""
        choice = QMessageBox.question(
            self,
            "Playmat",
            f"{holder}, so it cannot be played here.\n\nReplay it here instead (read-only)?",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Yes,
        )
        return choice == QMessageBox.StandardButton.Yes and self.replay_game(path)

    # -- table mode (desktop.table): its own window, with the devices ------------------------------

    table_window: QMainWindow | None = None

    def start_table(self, setup: GameSetup | None, saved: Path | None = None) -> bool:
        """Open the table window for a new game or a saved table game."""
        from desktop.table.window import open_table
        from engine.errors import PlaymatError

        sim = setup.sim if setup is not None else self.start_screen.sim_box.isChecked()
        try:
            window = open_table(setup, saved=saved, state_dir=self.model.state_dir, sim=sim)
        except (PlaymatError, OSError) as exc:
            self._report_error(f"Could not start table mode:\n{exc}")
            return False
        if self.table_window is not None:
            self.table_window.close()
        self.table_window = window
        window.resize(self.size())
        window.show()
        return True

    def _games_folder(self) -> Path:
        """Where the open, replay and save dialogs start: the user's games
        folder (made if missing), never the folder Playmat was started in."""
        if self.model.state_dir is None:
            return Path.home()
        folder = games_dir(self.model.state_dir)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return Path.home()
        return folder

    def _open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "Open a saved game", str(self._games_folder()), f"Playmat games (*{SAVE_SUFFIX} *.json);;All files (*)"
        )
        if path:
            self.open_game(Path(path), keep_file=False)

    def replay_game(self, path: Path) -> bool:
        if not self.model.open_replay(path):
            return False
        self.show_game()
        return True

    def _replay_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "Replay a saved game", str(self._games_folder()), f"Playmat games (*{SAVE_SUFFIX} *.json);;All files (*)"
        )
        if path:
            self.replay_game(Path(path))

    def _save_dialog(self) -> None:
        if self.model.session is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, "Save the game", str(self._games_folder() / f"game{SAVE_SUFFIX}"), f"Playmat games (*{SAVE_SUFFIX})"
        )
        if path:
            self.model.save_as(Path(path))

    # -- actions -------------------------------------------------------------------------------

    def _confirm(self) -> None:
        if self.model.handover:
            self.model.take_over()
        else:
            self.model.confirm()

    def _escape(self) -> None:
        if self.help.isVisible():
            self.help.hide()
            return
        if self.model.selected_card is not None:
            self.model.selected_card = None
            self.model.picking_changed.emit()
        self.model.clear_picked()

    def _toggle_help(self) -> None:
        self.help.toggle()

    def _toggle_zoom(self) -> None:
        big = self.zoom.minimumHeight() < 300
        self.zoom.setMinimumHeight(320 if big else 0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.left_split and event.type() == QEvent.Type.Resize:
            self._share_height()
            # once more after the splitter has shared out its new height by itself
            QTimer.singleShot(0, self._share_height)
        return super().eventFilter(watched, event)

    def _share_height(self) -> None:
        """The hand's share of the height: a fifth, less on a small screen
        (the mat's cards come first), more on a large one, where the hand's
        cards grow with the window too."""
        h = self.left_split.height()
        if h <= 0:
            return
        # from the window's height, so that the hand's cards keep their size
        # when something else changes the column's height a little
        window = self.height()
        hand = int(min(HAND_MAX, max(HAND_MIN, 0.19 * window - 0.15 * max(0, 740 - window), 0), h // 3))
        self.left_split.setSizes([h - hand - self.left_split.handleWidth(), hand])
        self.hand.set_growth(max(1.0, self.height() / 800))
        if self.zoom.minimumHeight() < 300:  # not made big by the player (Z)
            # a small screen keeps its height for the prompt's choices
            self.zoom.setMaximumHeight(QWIDGETSIZE_MAX if self.height() >= 700 else ZOOM_HEIGHT_SMALL)
        self._right_layout.setStretchFactor(self.log_panel, 3 if self.height() >= 700 else 1)

    def _card_size(self, step: int) -> None:
        sizes = list(CARD_WIDTHS)
        now = min(sizes, key=lambda s: abs(s - self.settings.card_width))
        i = max(0, min(len(sizes) - 1, sizes.index(now) + step))
        self.settings.card_width = sizes[i]
        self.hand.set_card_width(sizes[i])

    def set_reveal_pause(self, seconds: float) -> None:
        """How long each revealed card is shown (0: not at all); kept in the settings."""
        self.settings.reveal_pause = seconds
        self.model.reveals.seconds = seconds
        if seconds <= 0:
            self.model.reveals.skip()
        for value, act in self.pause_actions.items():
            act.setChecked(abs(value - seconds) < 0.01)

    def _show_reveal(self, text: str) -> None:
        banner = self.reveal_banner
        banner.setText(f"{text}   ▸")
        banner.adjustSize()
        width = min(banner.width(), self.mat.width() - 20)
        banner.resize(width, banner.height())
        banner.move((self.mat.width() - width) // 2, max(8, self.mat.height() // 2 - banner.height() // 2))
        banner.show()
        banner.raise_()

    def _toggle_sound(self) -> None:
        self.settings.sound = self.sound_action.isChecked()

    def _toggle_play(self) -> None:
        if self.model.running:
            self.model.stop()
        else:
            self.model.play()

    def _next_seat(self) -> None:
        s = self.model.session
        if s is not None:
            self.model.show_seat((s.viewer + 1) % len(s.match.game.players))

    def _concede(self) -> None:
        self.model.concede()

    def show_devices(self) -> QtDevicesWindow:
        if self.devices is None:
            s = self.model.session
            self.devices = QtDevicesWindow(s.match.ruleset.id if s is not None else "vanguard", self)
        self.devices.show()
        self.devices.raise_()
        return self.devices

    def show_stats(self) -> QtStatsDialog | None:
        s = self.model.session
        if s is None:
            return None
        if self.stats is None:
            self.stats = QtStatsDialog(self.tasks, self)
        m = s.match
        decks = [d for d in self.start_screen.decks()] if self.start_screen.ruleset_id() == m.ruleset.id else []
        self.stats.set_game(m.ruleset.id, decks, m.seed)
        self.stats.show()
        self.stats.raise_()
        return self.stats

    # -- state ---------------------------------------------------------------------------------

    def _on_handover(self, on: bool) -> None:
        if on:
            # a message for the player who passes the screen may name their cards
            self.statusBar().clearMessage()
        self._update()

    def _on_game_started(self) -> None:
        self._last_decision = None
        self._update()

    def _update(self) -> None:
        self._refresh()
        for act in self.locked_actions:
            act.setEnabled(False)

    def _refresh(self) -> None:
        model = self.model
        s = model.session
        in_game = self.in_game and s is not None
        mode = s.mode if s is not None else ""
        for act in (
            self.save_action,
            self.restart_action,
            self.reseed_action,
            self.stats_action,
            self.concede_action,
            self.zoom_action,
            self.clear_action,
        ):
            act.setEnabled(in_game)
        self.concede_action.setEnabled(in_game and not s.over if s else False)
        self.undo_action.setEnabled(in_game and s.can_undo if s else False)
        self.redo_action.setEnabled(in_game and s.can_redo if s else False)
        self.confirm_action.setEnabled(in_game and (model.handover or model.can_confirm()))
        self.pass_action.setEnabled(in_game and model.decision is not None)
        watch = in_game and mode == WATCH
        self.step_action.setEnabled(watch and not model.running and not s.over if s else False)
        self.play_action.setEnabled(watch and (model.running or not s.over) if s else False)
        self.play_action.setText("Stop (&E)" if model.running else "Play to &end (watch)")
        self.seat_action.setEnabled(watch)
        replaying = in_game and s is not None and s.replay is not None
        for act in (self.back_action, self.forward_action, self.first_action, self.last_action):
            act.setEnabled(replaying)
        if s is None or not self.in_game:
            return
        m = s.match
        view = model.view()
        if view is None:
            return
        self.setWindowTitle(f"Playmat — {m.ruleset.title} · {MODE_TITLES[s.mode].split(' (')[0]} (seed {m.seed})")
        replay = f" · replay, answer {s.replay_at} of {len(s.replay)} (← →)" if s.replay is not None else ""
        # the first turn's limits in force, said under the turn rather than applied silently
        limits = limits_text(view)
        said = f"<br><span style='color:#8a5a00'>{html.escape(limits, quote=False)}</span>" if limits else ""
        self.status.setText(html.escape(f"{m.ruleset.title} · {status_text(view)}{replay}", quote=False) + said)
        lines = []
        for p in view.players:
            you = " (you)" if p.seat == s.viewer and s.mode != WATCH else ""
            lines.append(f"<b>{seat_name(p.seat)}{you}</b>: {html.escape(totals_text(view, p.seat))}")
        self.counters.setText("<br>".join(lines))
        battle = fight_text(view)
        if self.battle.text() != battle:  # (the same text again would lay out the column anew)
            self.battle.setText(battle)
        if self.battle.isVisibleTo(self) != bool(battle):
            self.battle.setVisible(bool(battle))
        d = model.decision
        if d is not None and d is not self._last_decision and s.mode != WATCH and self.settings.sound:
            QApplication.beep()
        self._last_decision = d

    def _show_error(self, message: str) -> None:
        QMessageBox.critical(self, "Playmat", message)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.save_status.may_close():
            event.ignore()
            return
        self.model.release()
        if self.stats is not None:
            self.stats.cancel()
        if self.devices is not None:
            self.devices.disconnect_devices()
        if self.table_window is not None:
            self.table_window.close()
        self.tasks.shutdown()
        self.settings.sync()
        super().closeEvent(event)
