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
from desktop.hand_view import QtHandView
from desktop.i18n import apply_language, mode_name, system_language
from desktop.log_panel import QtLogPanel
from desktop.mat_view import QtMatView
from desktop.overlays import QtHandoverCover, QtHelpOverlay
from desktop.prompt_panel import QtPromptPanel
from desktop.save_status import QtSaveStatus
from desktop.saves import held_by
from desktop.session import SAVE_SUFFIX, TABLE, WATCH, GameSetup, RulesetChoice, games_dir, read_saved
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
        self._keys: dict[QAction, list[str]] = {}

        self._build_panels(model, choices, settings)
        self._build_pages()
        self._build_actions(model, settings)
        self._build_menus(model, settings)
        self._connect_model(model)
        self.save_status = QtSaveStatus(self, model)
        self._last_decision: object = None
        #: actions kept off whatever the game's state (kiosk mode locks the ones that leave the game)
        self.locked_actions: set[QAction] = set()
        self.retranslate()
        self.show_start()

    def _build_panels(self, model: QtGameModel, choices: Sequence[RulesetChoice], settings: Settings) -> None:
        """The start screen and the game's panels."""
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

    def _build_pages(self) -> None:
        """The game page (mat and hand beside the column of status, prompt, zoom and log) and the pages stacked."""
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
        self.cover = QtHandoverCover(self.model, page)
        self.stats: QtStatsDialog | None = None

    def _build_actions(self, model: QtGameModel, settings: Settings) -> None:
        """The actions and their keys (their words: :meth:`retranslate`)."""
        a = self._action
        self.new_action = a(["Ctrl+N"], self.show_start)
        self.open_action = a(["Ctrl+O"], self._open_dialog)
        self.save_action = a(["Ctrl+S"], self._save_dialog)
        self.restart_action = a(["Ctrl+R"], lambda: model.restart(False))
        self.reseed_action = a(["Ctrl+Shift+R"], lambda: model.restart(True))
        self.concede_action = a([], self._concede)
        self.replay_action = a(["Ctrl+Shift+O"], self._replay_dialog)
        self.back_action = a(["Left"], lambda: model.replay_step(-1))
        self.forward_action = a(["Right"], lambda: model.replay_step(1))
        self.first_action = a(["Home"], lambda: model.replay_step(-(10**9)))
        self.last_action = a(["End"], lambda: model.replay_step(10**9))
        self.quit_action = a(["Ctrl+Q"], self.close)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.undo_action = a(["Ctrl+Z"], model.undo)
        self.redo_action = a(["Ctrl+Shift+Z", "Ctrl+Y"], model.redo)
        self.confirm_action = a(["Return", "Enter"], self._confirm)
        self.pass_action = a(["P"], model.pass_turn)
        self.clear_action = a(["Esc"], self._escape)
        self.zoom_action = a(["Z"], self._toggle_zoom)
        self.bigger_action = a(["Ctrl+="], lambda: self._card_size(+1))
        self.smaller_action = a(["Ctrl+-"], lambda: self._card_size(-1))
        self.stats_action = a(["Ctrl+T"], self.show_stats)
        self.devices_action = a(["Ctrl+D"], self.show_devices)
        self.devices: QtDevicesWindow | None = None
        self.step_action = a(["Space"], model.step)
        self.play_action = a(["E"], self._toggle_play)
        self.seat_action = a(["V"], self._next_seat)
        self.help_action = a(["F1"], self._toggle_help)
        self.sound_action = a([], self._toggle_sound)
        self.sound_action.setCheckable(True)
        self.sound_action.setChecked(settings.sound)

    def _build_menus(self, model: QtGameModel, settings: Settings) -> None:
        """The menus, the reveal pauses and languages among them, and the help overlay."""
        bar = self.menuBar()
        self.game_menu = m = bar.addMenu("")
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
        self.play_menu = m = bar.addMenu("")
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
        self.view_menu = m = bar.addMenu("")
        for act in (self.zoom_action, self.bigger_action, self.smaller_action, self.sound_action, self.devices_action):
            m.addAction(act)
        self.pause_menu = pause = m.addMenu("")
        group = QActionGroup(self)
        self.pause_actions: dict[float, QAction] = {}
        for seconds in REVEAL_PAUSES:
            pa = pause.addAction("")
            pa.setCheckable(True)
            pa.setChecked(abs(settings.reveal_pause - seconds) < 0.01)
            pa.triggered.connect(lambda _=False, v=seconds: self.set_reveal_pause(v))
            group.addAction(pa)
            self.pause_actions[seconds] = pa
        model.reveals.seconds = settings.reveal_pause
        self.language_menu = lang = m.addMenu("")
        languages = QActionGroup(self)
        #: the Language menu's entries: "" follows the system's language
        self.language_actions: dict[str, QAction] = {}
        for code, name in (("", ""), *LANGUAGES):
            la = lang.addAction(name)
            la.setCheckable(True)
            la.setChecked(settings.language == code)
            la.triggered.connect(lambda _=False, c=code: self.set_language(c))
            languages.addAction(la)
            self.language_actions[code] = la
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.help_action)
        self.help = QtHelpOverlay(self.actions(), self.pages, self.model)

    def _connect_model(self, model: QtGameModel) -> None:
        """The reveal banner, and the window following the model's signals."""
        # A card revealed from a deck, over the mat until read; a click goes on.
        self.reveal_banner = QPushButton(self.mat)
        self.reveal_banner.setObjectName("revealBanner")
        self.reveal_banner.setStyleSheet(
            "QPushButton{background:rgba(20,20,20,225);color:#ffe9a8;font-size:18px;font-weight:bold;"
            "border:2px solid #f5c518;border-radius:8px;padding:10px 18px}"
        )
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

    def _action(self, keys: list[str], slot: Callable[[], object]) -> QAction:
        action = QAction(self)
        if keys:
            action.setShortcuts([QKeySequence(k) for k in keys])
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(lambda _=False: slot())
        self.addAction(action)
        self._keys[action] = keys
        return action

    def _say(self, action: QAction, text: str, tip: str) -> None:
        """An action's words: its menu text, and its tip with its keys."""
        keys = self._keys.get(action, [])
        action.setText(text)
        action.setToolTip(f"{tip} ({', '.join(keys)})" if keys else tip)
        action.setStatusTip(tip)

    # -- words -------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every word of the window's own in the language in place (menus,
        actions, titles); the panels reword themselves (``LanguageChange``)."""
        say = self._say
        say(self.new_action, self.tr("&New game…"), self.tr("Back to the start screen"))
        say(self.open_action, self.tr("&Open game…"), self.tr("Open a saved game"))
        say(self.save_action, self.tr("&Save game as…"), self.tr("Save this game to a file"))
        say(self.restart_action, self.tr("&Restart (same seed)"), self.tr("Play this game again from the start"))
        say(self.reseed_action, self.tr("Restart with a new &seed"), self.tr("A new shuffle, the same decks"))
        say(self.concede_action, self.tr("C&oncede"), self.tr("The player on screen concedes"))
        say(self.replay_action, self.tr("Re&play a saved game…"), self.tr("Watch a saved game step by step"))
        say(self.back_action, self.tr("Replay: step &back"), self.tr("One answer back"))
        say(self.forward_action, self.tr("Replay: step &forward"), self.tr("One answer forward"))
        say(self.first_action, self.tr("Replay: to the start"), self.tr("Back to the start"))
        say(self.last_action, self.tr("Replay: to the end"), self.tr("On to the end"))
        say(self.quit_action, self.tr("&Quit"), self.tr("Close Playmat (the game is saved)"))
        say(self.undo_action, self.tr("&Undo"), self.tr("Back to your previous decision"))
        say(self.redo_action, self.tr("&Redo"), self.tr("Forward again"))
        say(self.confirm_action, self.tr("&Confirm"), self.tr("Confirm the chosen cards / I am ready"))
        say(self.pass_action, self.tr("&Pass / end the phase"), self.tr("Answer with the choice that does nothing"))
        say(self.clear_action, self.tr("C&lear the choice"), self.tr("Take back the chosen cards"))
        say(self.zoom_action, self.tr("&Zoom the card"), self.tr("Show the card zoom larger"))
        say(self.bigger_action, self.tr("&Bigger cards"), self.tr("Bigger cards in the hand"))
        say(self.smaller_action, self.tr("S&maller cards"), self.tr("Smaller cards in the hand"))
        say(self.stats_action, self.tr("Deck &statistics…"), self.tr("Play many bot games of your deck"))
        say(
            self.devices_action,
            self.tr("&Devices…"),
            self.tr("Connect the sensor mat (or a simulated one) and watch what it reports"),
        )
        say(self.step_action, self.tr("&Step (watch)"), self.tr("Let the deciding bot answer once"))
        say(self.play_action, self.tr("Play to &end (watch)"), self.tr("Let the bots play on / stop"))
        say(self.seat_action, self.tr("&View the next seat"), self.tr("Watch mode: look from the next seat"))
        say(self.help_action, self.tr("&Keys and help"), self.tr("List every key"))
        say(self.sound_action, self.tr("&Sound"), self.tr("Sound when it is your turn to decide"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.play_menu.setTitle(self.tr("&Play"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.pause_menu.setTitle(self.tr("&Pause on revealed cards"))
        self.pause_menu.setToolTip(
            self.tr("How long a drive, damage or trigger check stays on screen when the game goes on by itself")
        )
        for seconds, pa in self.pause_actions.items():
            pa.setText(self.tr("Off") if not seconds else self.tr("{seconds} s").format(seconds=f"{seconds:g}"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.language_actions[""].setText(self.tr("System language"))
        self.reveal_banner.setToolTip(self.tr("Click to go on"))
        if not self.in_game:
            self.setWindowTitle("Playmat")
        self._update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_language(self, code: str) -> None:
        """Speak ``code`` (a code of :data:`~desktop.i18n.LANGUAGES`; "": the
        system's language) from now on, and keep the choice. Every widget
        rewords itself; the game goes on as it was."""
        self.settings.language = code
        for c, act in self.language_actions.items():
            act.setChecked(c == code)
        apply_language(code or system_language())

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
            self._report_error(self.tr("Could not open the game:\n{problem}").format(problem=exc))
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
            self.tr("{holder}, so it cannot be played here.\n\nReplay it here instead (read-only)?").format(
                holder=holder
            ),
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
            window = open_table(
                setup, saved=saved, state_dir=self.model.state_dir, sim=sim, camera=self.settings.table_camera
            )
        except (PlaymatError, OSError) as exc:
            self._report_error(self.tr("Could not start table mode:\n{problem}").format(problem=exc))
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
            self,
            self.tr("Open a saved game"),
            str(self._games_folder()),
            self.tr("Playmat games ({patterns});;All files (*)").format(patterns=f"*{SAVE_SUFFIX} *.json"),
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
            self,
            self.tr("Replay a saved game"),
            str(self._games_folder()),
            self.tr("Playmat games ({patterns});;All files (*)").format(patterns=f"*{SAVE_SUFFIX} *.json"),
        )
        if path:
            self.replay_game(Path(path))

    def _save_dialog(self) -> None:
        if self.model.session is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the game"),
            str(self._games_folder() / f"game{SAVE_SUFFIX}"),
            self.tr("Playmat games ({patterns})").format(patterns=f"*{SAVE_SUFFIX}"),
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
        self.play_action.setText(self.tr("Stop (&E)") if model.running else self.tr("Play to &end (watch)"))
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
        self.setWindowTitle(
            self.tr("Playmat — {game} · {mode} (seed {seed})").format(
                game=m.ruleset.title, mode=mode_name(s.mode), seed=m.seed
            )
        )
        replay = (
            self.tr(" · replay, answer {n} of {total} (← →)").format(n=s.replay_at, total=len(s.replay))
            if s.replay is not None
            else ""
        )
        # the first turn's limits in force, said under the turn rather than applied silently
        limits = limits_text(view)
        said = f"<br><span style='color:#8a5a00'>{html.escape(limits, quote=False)}</span>" if limits else ""
        self.status.setText(html.escape(f"{m.ruleset.title} · {status_text(view)}{replay}", quote=False) + said)
        lines = []
        for p in view.players:
            you = self.tr(" (you)") if p.seat == s.viewer and s.mode != WATCH else ""
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
