"""The start screen: game, mode, decks, seed, and the games to resume.

A file in the games folder that is not a saved game Playmat can read is
left out of the list, and named under it."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QEvent, QRegularExpression, Qt, Signal
from PySide6.QtGui import QFont, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from desktop.deck_builder import QtDeckBuilder
from desktop.i18n import mode_name
from desktop.session import (
    GOLDFISH,
    MAX_SEED,
    MODES,
    NORMAL,
    PASSIVE,
    STRENGTHS,
    TABLE,
    VSBOT,
    GameSetup,
    RecentGames,
    RulesetChoice,
    recent_games,
)
from desktop.settings import Settings
from engine import registry
from engine.decks import DeckList, load_deck_file
from engine.errors import LoadError, PlaymatError

log = logging.getLogger(__name__)

PATH_ROLE = Qt.ItemDataRole.UserRole
DEMO = "demo:"
#: how a player plays an online game's seat: on screen, or at the sensor mat (real, or simulated)
ON_SCREEN, AT_TABLE, AT_TABLE_SIM = "screen", "table", "table-sim"
ONLINE_SEATS = (ON_SCREEN, AT_TABLE, AT_TABLE_SIM)
#: the digits of the largest seed (:data:`~desktop.session.MAX_SEED`)
SEED_DIGITS = len(str(MAX_SEED))


class QtStartScreen(QWidget):
    #: the chosen game, ready to start
    start_requested = Signal(object)
    #: a saved game to resume (path)
    open_requested = Signal(object)
    #: "Open saved game…" was chosen (the window shows the file dialog)
    open_file_requested = Signal()

    def __init__(
        self,
        choices: Sequence[RulesetChoice],
        settings: Settings,
        state_dir: Path | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("QtStartScreen")
        self.choices = list(choices)
        self.settings = settings
        self.state_dir = state_dir
        title = QLabel("Playmat")
        f = QFont(title.font())
        f.setPointSizeF(f.pointSizeF() * 2.4)
        f.setBold(True)
        title.setFont(f)
        self.subtitle = subtitle = QLabel()
        subtitle.setWordWrap(True)

        self._build_new_game()
        self._build_resume()
        self._lay_out(title, subtitle)

        self._files: dict[str, DeckList] = {}
        self.game_box.currentIndexChanged.connect(self._rebuild_decks)
        self._mode_group.buttonToggled.connect(lambda *_: self._update_enabled())
        last = settings.last_game
        if last and self.game_box.findData(last) >= 0:
            self.game_box.setCurrentIndex(self.game_box.findData(last))
        self.mode_buttons.get(settings.last_mode, self.mode_buttons[GOLDFISH]).setChecked(True)
        self.strength_box.setCurrentIndex(max(0, self.strength_box.findData(settings.bot_strength)))
        self._update_enabled()
        self.retranslate()

    def _build_new_game(self) -> None:
        """A new game: the game, the mode, the seed, the decks, and Start."""
        self.game_box = QComboBox()
        self.game_box.setObjectName("game")
        for c in self.choices:
            self.game_box.addItem(c.title, c.id)
        self.mode_buttons: dict[str, QRadioButton] = {}
        self._mode_group = QButtonGroup(self)
        modes = QVBoxLayout()
        #: against a bot: how strong it is
        self.strength_box = QComboBox()
        self.strength_box.setObjectName("strength")
        for strength in STRENGTHS:
            self.strength_box.addItem("", strength)
        for mode in MODES:
            b = QRadioButton()
            b.setObjectName(f"mode:{mode}")
            self._mode_group.addButton(b)
            self.mode_buttons[mode] = b
            if mode == VSBOT:
                row = QHBoxLayout()
                row.addWidget(b)
                row.addWidget(self.strength_box)
                row.addStretch(1)
                modes.addLayout(row)
            else:
                modes.addWidget(b)
        # table mode: the simulated sensor mat and camera (no hardware needed)
        self.sim_box = QCheckBox()
        self.sim_box.setObjectName("sim")
        modes.addWidget(self.sim_box)
        self.seed_edit = QLineEdit()
        self.seed_edit.setObjectName("seed")
        # a whole number of up to 39 digits (2**128 - 1 has 39); the range is checked at Start
        self.seed_edit.setValidator(QRegularExpressionValidator(QRegularExpression(f"[0-9]{{0,{SEED_DIGITS}}}"), self))
        self._deck_form = QFormLayout()
        self.deck_boxes: list[QComboBox] = []
        self.deck_error = QLabel()
        self.deck_error.setObjectName("deckError")
        self.deck_error.setWordWrap(True)
        self.deck_error.setStyleSheet("color: #c0392b")
        self.start_button = QPushButton()
        self.start_button.setObjectName("start")
        self.start_button.setDefault(True)
        self.start_button.setMinimumHeight(40)
        self.start_button.clicked.connect(self._on_start)

        form = QFormLayout()
        self.game_label, self.mode_label, self.seed_label = QLabel(), QLabel(), QLabel()
        form.addRow(self.game_label, self.game_box)
        form.addRow(self.mode_label, modes)
        form.addRow(self.seed_label, self.seed_edit)
        self.new_box = new_box = QGroupBox()
        new_layout = QVBoxLayout(new_box)
        new_layout.addLayout(form)
        new_layout.addLayout(self._deck_form)
        self.build_button = QPushButton()
        self.build_button.setObjectName("buildDeck")
        self.build_button.clicked.connect(self.open_builder)
        self.builder: QtDeckBuilder | None = None
        new_layout.addWidget(self.build_button)
        new_layout.addWidget(self.deck_error)
        new_layout.addWidget(self.start_button)

    def _build_resume(self) -> None:
        """Resume the last game, the recent ones, or open a saved one."""
        self.resume_button = QPushButton()
        self.resume_button.setObjectName("resume")
        self.resume_button.setMinimumHeight(40)
        self.resume_button.clicked.connect(self._on_resume)
        self.recent = QListWidget()
        self.recent.setObjectName("recent")
        self.recent.itemActivated.connect(self._on_recent)
        self.skipped = QLabel()
        self.skipped.setObjectName("skipped")
        self.skipped.setWordWrap(True)
        self.skipped.setStyleSheet("color: #c0392b")
        self.open_button = QPushButton()
        self.open_button.setObjectName("openFile")
        self.open_button.clicked.connect(self.open_file_requested)
        self.resume_box = resume_box = QGroupBox()
        resume_layout = QVBoxLayout(resume_box)
        resume_layout.addWidget(self.resume_button)
        self.recent_label = QLabel()
        resume_layout.addWidget(self.recent_label)
        resume_layout.addWidget(self.recent, 1)
        resume_layout.addWidget(self.skipped)
        resume_layout.addWidget(self.open_button)
        self._build_online(resume_layout)

    def _build_online(self, layout: QVBoxLayout) -> None:
        """Online: host a game (the game and decks chosen at the left), or join one with a code."""
        self.online_box = box = QGroupBox()
        box.setObjectName("online")
        online = QVBoxLayout(box)
        self.host_button = QPushButton()
        self.host_button.setObjectName("hostOnline")
        self.host_button.clicked.connect(self._on_host)
        self.join_code = QLineEdit()
        self.join_code.setObjectName("joinCode")
        self.join_button = QPushButton()
        self.join_button.setObjectName("joinOnline")
        self.join_button.clicked.connect(self._on_join)
        #: how this machine's player plays the seat it hosts or joins: on
        #: screen, or with paper cards on the sensor mat (or its simulators)
        self.online_seat_box = QComboBox()
        self.online_seat_box.setObjectName("onlineSeat")
        # as narrow as a few letters: its longest choice must not widen the
        # start screen past a small screen (the kiosk's window is full screen)
        self.online_seat_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.online_seat_box.setMinimumContentsLength(8)
        for how in ONLINE_SEATS:
            self.online_seat_box.addItem("", how)
        self.online_seat_label = QLabel()
        seat_row = QHBoxLayout()
        seat_row.addWidget(self.online_seat_label)
        seat_row.addWidget(self.online_seat_box, 1)
        row = QHBoxLayout()
        row.addWidget(self.join_code, 1)
        row.addWidget(self.join_button)
        self.online_error = QLabel()
        self.online_error.setObjectName("onlineError")
        self.online_error.setWordWrap(True)
        self.online_error.setStyleSheet("color: #c0392b")
        online.addLayout(seat_row)
        online.addWidget(self.host_button)
        online.addLayout(row)
        online.addWidget(self.online_error)
        layout.addWidget(box)
        #: the online games' windows, kept while they are open
        self.online_windows: list[QWidget] = []

    def _on_host(self) -> None:
        from desktop.online import Host, QtOnlineWindow
        from remote.topics import Invitation

        if not self.ruleset_id() or self.state_dir is None:
            return
        host = Host(self.state_dir)
        at_table = self.online_seat() != ON_SCREEN
        try:
            started = host.start(self.ruleset_id(), self.decks(), [1] if at_table else [])
        except (PlaymatError, OSError, ValueError) as exc:
            host.stop()
            self.online_error.setText(str(exc))
            return
        codes = started["invitations"]
        mine = Invitation.parse(codes["seat 1"])
        mine = Invitation("127.0.0.1", mine.port, mine.game, mine.seat, mine.user, mine.password)
        self._open_online(
            QtOnlineWindow(mine, share=codes["seat 2"], host=host, sim=self.online_seat() == AT_TABLE_SIM)
        )

    def _on_join(self) -> None:
        from desktop.online import QtOnlineWindow
        from remote.topics import Invitation

        try:
            invitation = Invitation.parse(self.join_code.text())
        except PlaymatError as exc:
            self.online_error.setText(str(exc))
            return
        window = QtOnlineWindow(invitation, sim=self.online_seat() == AT_TABLE_SIM)
        if self.online_seat() != ON_SCREEN:
            window.seat.play_at_table()
        self._open_online(window)

    def online_seat(self) -> str:
        """How this player plays an online game's seat (:data:`ONLINE_SEATS`)."""
        return str(self.online_seat_box.currentData() or ON_SCREEN)

    def _open_online(self, window: QWidget) -> None:
        self.online_error.setText("")
        self.online_windows = [w for w in self.online_windows if w.isVisible()] + [window]
        window.show()

    def _lay_out(self, title: QLabel, subtitle: QLabel) -> None:
        """The title, the two columns, and the help line below."""
        columns = QHBoxLayout()
        columns.addWidget(self.new_box, 3)
        columns.addWidget(self.resume_box, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 24, 40, 24)
        layout.addWidget(title)
        layout.addWidget(subtitle)
        layout.addLayout(columns, 1)
        self.help_line = help_line = QLabel()
        help_line.setWordWrap(True)
        help_line.setEnabled(False)
        layout.addWidget(help_line)

    def retranslate(self) -> None:
        """Every word of the screen in the language in place (the choices made stay)."""
        self.subtitle.setText(
            self.tr("Play a card game on screen with its rules enforced: alone, or with friends on one screen.")
        )
        for i, c in enumerate(self.choices):
            self.game_box.setItemText(i, c.title + (self.tr(" (unavailable)") if c.problem else ""))
        for mode, b in self.mode_buttons.items():
            b.setText(mode_name(mode, full=True))
        self.sim_box.setText(self.tr("Simulated sensor mat and camera (no hardware)"))
        words = {
            "easy": self.tr("Easy: it slips now and then"),
            "heuristic": self.tr("Normal"),
            "search": self.tr("Strong: it plays its answers out"),
        }
        for i in range(self.strength_box.count()):
            self.strength_box.setItemText(i, words[str(self.strength_box.itemData(i))])
        self.strength_box.setToolTip(self.tr("How strong the bot is"))
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_edit.setToolTip(self.tr("The same game, decks and seed always deal the same cards"))
        self.start_button.setText(self.tr("&Start game"))
        self.game_label.setText(self.tr("Game"))
        self.mode_label.setText(self.tr("Mode"))
        self.seed_label.setText(self.tr("Seed"))
        self.new_box.setTitle(self.tr("New game"))
        self.build_button.setText(self.tr("&Build a deck…"))
        self.build_button.setToolTip(
            self.tr("Every card of the game, searched as you type; the deck-construction rules checked as you build")
        )
        self.open_button.setText(self.tr("&Open saved game…"))
        self.resume_box.setTitle(self.tr("Resume"))
        self.online_box.setTitle(self.tr("Online"))
        self.host_button.setText(self.tr("Host o&nline game"))
        self.host_button.setToolTip(
            self.tr("Play the game and decks chosen at the left with someone on another machine: gives a code to send")
        )
        self.join_code.setPlaceholderText(self.tr("invitation code (PMI1-…)"))
        self.join_button.setText(self.tr("&Join"))
        self.online_seat_label.setText(self.tr("My seat:"))
        words = {
            ON_SCREEN: self.tr("On screen"),
            AT_TABLE: self.tr("Table (paper cards on the sensor mat)"),
            AT_TABLE_SIM: self.tr("Table, simulated sensor mat and camera"),
        }
        for i in range(self.online_seat_box.count()):
            self.online_seat_box.setItemText(i, words[str(self.online_seat_box.itemData(i))])
        self.online_seat_box.setToolTip(
            self.tr(
                "At the table, the referee follows your paper cards on the sensor mat; the other player plays on screen"
            )
        )
        self.recent_label.setText(self.tr("Recent games (double-click to open):"))
        self.help_line.setText(
            self.tr(
                "F1 lists the keys. In a game: Enter confirms, P passes, Ctrl+Z undoes, "
                "right-click moves a card by hand."
            )
        )
        # the deck rows are made anew (their choices kept), and the list of games
        chosen = [box.currentData() for box in self.deck_boxes]
        self._rebuild_decks()
        for box, data in zip(self.deck_boxes, chosen, strict=False):
            i = box.findData(data)
            if i >= 0:
                box.setCurrentIndex(i)
        self.refresh_recent()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- choices ----------------------------------------------------------------------------

    def ruleset_id(self) -> str:
        return str(self.game_box.currentData() or "")

    def mode(self) -> str:
        for mode, b in self.mode_buttons.items():
            if b.isChecked():
                return mode
        return GOLDFISH

    def select(self, ruleset_id: str | None = None, mode: str | None = None) -> bool:
        if ruleset_id is not None:
            i = self.game_box.findData(ruleset_id)
            if i < 0:
                return False
            self.game_box.setCurrentIndex(i)
        if mode is not None:
            if mode not in self.mode_buttons:
                return False
            self.mode_buttons[mode].setChecked(True)
        return True

    def _update_enabled(self) -> None:
        self.sim_box.setEnabled(self.mode() == TABLE)
        self.strength_box.setEnabled(self.mode() == VSBOT)

    def _rebuild_decks(self) -> None:
        while self._deck_form.rowCount():
            self._deck_form.removeRow(0)
        self.deck_boxes = []
        self.deck_error.setText("")
        rid = self.ruleset_id()
        if not rid:
            return
        try:
            rs = registry.get(rid)
            demos = rs.demo_decks()
            players = rs.players
        except Exception as exc:  # a broken ruleset is listed, not fatal
            self.deck_error.setText(self.tr("{game} cannot be loaded: {problem}").format(game=rid, problem=exc))
            self.start_button.setEnabled(False)
            return
        self.start_button.setEnabled(True)
        for seat in range(players):
            box = QComboBox()
            box.setObjectName(f"deck:{seat}")
            for i, d in enumerate(demos):
                box.addItem(self.tr("{deck} (demo)").format(deck=d.name), f"{DEMO}{i}")
            if demos:
                box.setCurrentIndex(seat % len(demos))
            for path, deck in self._files.items():
                box.addItem(f"{deck.name} ({Path(path).name})", path)
            last = self.settings.last_deck(rid, seat)
            if last and Path(last).is_file():
                self.add_deck_file(seat, last, box=box, quiet=True)
            button = QPushButton(self.tr("File…"))
            button.setObjectName(f"deckFile:{seat}")
            button.setToolTip(self.tr("Open a deck list file (one card a line: 4 VGD-014 Blaze Squire)"))
            button.clicked.connect(lambda _=False, s=seat: self._choose_deck_file(s))
            row = QHBoxLayout()
            row.addWidget(box, 1)
            row.addWidget(button)
            self._deck_form.addRow(self.tr("Player {n}'s deck").format(n=seat + 1), row)
            self.deck_boxes.append(box)
        self._update_enabled()

    def deck_folder(self, seat: int) -> str:
        """Where the deck dialog starts: the folder of the last deck this seat
        took in this game, or the home folder (never the folder Playmat was
        started in)."""
        last = self.settings.last_deck(self.ruleset_id(), seat)
        folder = Path(last).parent if last else None
        return str(folder if folder is not None and folder.is_dir() else Path.home())

    def _choose_deck_file(self, seat: int) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open a deck list"),
            self.deck_folder(seat),
            self.tr("Deck lists ({patterns});;All files (*)").format(patterns="*.txt *.deck *.cod"),
        )
        if path:
            self.add_deck_file(seat, path)

    def add_deck_file(self, seat: int, path: str, box: QComboBox | None = None, quiet: bool = False) -> bool:
        """Read and check a deck list for ``seat``; problems are shown with
        the file and line, and the deck is not taken."""
        rid = self.ruleset_id()
        try:
            deck = load_deck_file(path)
            registry.get(rid).check_deck(deck)
        except LoadError as exc:
            if not quiet:
                self.deck_error.setText(str(exc))
            return False
        except OSError as exc:
            if not quiet:
                self.deck_error.setText(f"{path}: {exc.strerror or exc}")
            return False
        self._files[path] = deck
        box = box if box is not None else self.deck_boxes[seat]
        i = box.findData(path)
        if i < 0:
            box.addItem(f"{deck.name} ({Path(path).name})", path)
            i = box.count() - 1
        box.setCurrentIndex(i)
        if not quiet:
            self.deck_error.setText("")
            self.settings.set_last_deck(rid, seat, path)
        return True

    def decks(self) -> list[DeckList]:
        rid = self.ruleset_id()
        demos = registry.get(rid).demo_decks()
        chosen = []
        for box in self.deck_boxes:
            data = str(box.currentData() or "")
            if data.startswith(DEMO):
                chosen.append(demos[int(data[len(DEMO) :])])
            elif data in self._files:
                chosen.append(self._files[data])
        return chosen

    def seed(self) -> int | None:
        """The seed typed (None: a random one); ValueError when it is not
        a whole number from 0 to :data:`MAX_SEED`."""
        text = self.seed_edit.text().strip()
        if not text:
            return None
        seed = int(text) if text.isascii() and text.isdigit() else -1
        if not 0 <= seed <= MAX_SEED:
            raise ValueError(text)
        return seed

    def setup(self) -> GameSetup:
        return GameSetup(
            self.ruleset_id(),
            self.mode(),
            self.decks(),
            self.seed(),
            self.strength() if self.mode() == VSBOT else PASSIVE,
            sim=self.mode() == TABLE and self.sim_box.isChecked(),
        )

    def strength(self) -> str:
        """The bot's strength chosen for a game against it."""
        return str(self.strength_box.currentData() or NORMAL)

    def _on_start(self) -> None:
        if not self.ruleset_id():
            return
        try:
            setup = self.setup()
        except ValueError:
            self.deck_error.setText(
                self.tr("The seed is a whole number from 0 to {most} (or empty: a random one).").format(most=MAX_SEED)
            )
            self.seed_edit.setFocus()
            return
        self.settings.remember_start(setup.ruleset_id, setup.mode)
        if setup.mode == VSBOT:
            self.settings.bot_strength = setup.opponent
        self.start_requested.emit(setup)

    # -- building a deck ------------------------------------------------------------------------

    def open_builder(self) -> QtDeckBuilder | None:
        """The deck builder of the chosen game; "Play this deck" starts a
        game with the deck for Player 1."""
        rid = self.ruleset_id()
        if not rid:
            return None
        builder = QtDeckBuilder(registry.get(rid), self)
        builder.play_requested.connect(lambda path, mode: self._play_built(rid, path, mode, builder))
        builder.show()
        self.builder = builder
        return builder

    def _play_built(self, rid: str, path: str, mode: str, builder: QtDeckBuilder) -> None:
        self.select(rid, mode)
        if self.add_deck_file(0, path):
            builder.close()
            self._on_start()
        else:
            builder.status.setText(self.deck_error.text())

    # -- resuming -------------------------------------------------------------------------------

    #: files named under the list, at most
    SKIPPED_SHOWN = 3

    def refresh_recent(self) -> None:
        self.recent.clear()
        found = recent_games(self.state_dir) if self.state_dir is not None else RecentGames((), ())
        games = found.games
        for g in games:
            item = QListWidgetItem(g.title())
            item.setData(PATH_ROLE, str(g.path))
            item.setToolTip(str(g.path))
            self.recent.addItem(item)
        unfinished = [g for g in games if not g.over and g.answers]
        self._resume = unfinished[0] if unfinished else None
        self.resume_button.setVisible(self._resume is not None)
        if self._resume is not None:
            self.resume_button.setText(self.tr("&Resume: {game}").format(game=self._resume.title()))
        self._show_skipped(found.skipped)

    def _show_skipped(self, skipped: Sequence[str]) -> None:
        """Name the files left out of the list, and why."""
        shown = list(skipped[: self.SKIPPED_SHOWN])
        if len(skipped) > len(shown):
            shown.append(self.tr("… and {n} more (see the log)").format(n=len(skipped) - len(shown)))
        if shown:
            shown.insert(0, self.tr("Not listed, not a saved game Playmat can read:"))
        self.skipped.setText("\n".join(shown))
        self.skipped.setVisible(bool(shown))

    def _on_resume(self) -> None:
        if self._resume is not None:
            self.open_requested.emit(self._resume.path)

    def _on_recent(self, item: QListWidgetItem) -> None:
        self.open_requested.emit(Path(str(item.data(PATH_ROLE))))
