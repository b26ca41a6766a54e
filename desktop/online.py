"""Online games from the start screen: host one, or join one with a code.

Hosting starts a Mosquitto with Playmat's configuration in the state folder
(unless it already runs) and a referee in a process of its own
(``playmat referee``): the window that hosts is a seat like the other, and
never holds the other player's cards. The host's window joins as Player 1
and shows Player 2's invitation code to send; joining takes a code.

:class:`QtOnlineWindow` plays one seat of a remote game
(:class:`remote.seat.RemoteSeat`) as hot-seat plays it: the main window's
mat, hand, prompt, zoom and log, drawn from the seat's view
(:mod:`desktop.online_view`), who is connected, and at the end whether the
game checked out by replay (the seed committed to at the start, every view
shown).
"""

from __future__ import annotations

import atexit
import json
import os
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from desktop.hand_view import QtHandView
from desktop.log_panel import QtLogPanel
from desktop.mat_view import QtMatView
from desktop.online_table import QtOnlineTable
from desktop.online_view import QtRemoteModel
from desktop.prompt_panel import QtPromptPanel
from desktop.wording import phase_words
from desktop.zoom_panel import QtZoomPanel
from engine import registry
from engine.decks import DeckList
from engine.errors import PlaymatError
from remote import broker
from remote.seat import RemoteSeat
from remote.topics import SPECTATOR, Invitation

translate = QCoreApplication.translate

# the port the host's broker listens on (PLAYMAT_BROKER_PORT to change it)
DEFAULT_PORT = 1883


def lan_address() -> str:
    """This machine's address on its network (what the other player connects to)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("192.0.2.1", 9))  # no packet is sent: this only picks the outgoing address
            return str(s.getsockname()[0])
        except OSError:
            return socket.getfqdn()


def _listening(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.3):
            return True
    except OSError:
        return False


# the processes this Playmat started for online games (the broker serves
# every game hosted until Playmat ends)
_children: list[subprocess.Popen[bytes]] = []


def _stop(p: subprocess.Popen[bytes]) -> None:
    if p.poll() is None:
        p.terminate()
        try:
            p.wait(5)
        except subprocess.TimeoutExpired:
            p.kill()


@atexit.register
def _stop_children() -> None:
    for p in reversed(_children):
        _stop(p)


class Host:
    """The broker and the referee an online game hosted here runs on."""

    def __init__(self, state: Path) -> None:
        self.folder = state / "broker"
        self.port = int(os.environ.get("PLAYMAT_BROKER_PORT", DEFAULT_PORT))
        self.referee: subprocess.Popen[bytes] | None = None

    def start(self, ruleset: str, decks: list[DeckList], table_seats: list[int] | None = None) -> dict[str, Any]:
        """Start the broker if it does not run, then the referee; returns its
        ``--json`` line (the game, the save, the invitations). Player 1
        plays ``decks[0]``; Player 2 chooses a deck on joining. The players
        of ``table_seats`` play with paper cards on the sensor mat."""
        ours = broker.reload(self.folder)  # a broker of this folder runs: it reads the users again
        if not ours:
            if _listening(self.port):
                raise PlaymatError(
                    f"another program listens on port {self.port} (a system Mosquitto?): stop it, or set"
                    " PLAYMAT_BROKER_PORT to another port"
                )
            _children.append(broker.start(self.folder, self.port, "0.0.0.0", self.folder / "mosquitto.log"))
        # the built application is the `playmat` command itself
        playmat = [sys.executable] if getattr(sys, "frozen", False) else [sys.executable, "-m", "desktop.cli"]
        cmd = [*playmat, "referee", "--game", ruleset, "--json"]
        cmd += ["--broker-dir", str(self.folder), "--port", str(self.port), "--host", lan_address()]
        # the host plays their deck; Player 2 brings theirs when they join
        if decks and Path(decks[0].path).is_file():
            cmd += ["--deck", decks[0].path]
        cmd += ["--deck-at-join", "2"]
        for seat in table_seats or ():
            cmd += ["--table-seat", str(seat)]
        errors = self.folder / "referee.log"
        with open(errors, "ab") as err:  # the child has its own copy
            self.referee = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=err)
        _children.append(self.referee)
        assert self.referee.stdout is not None
        line = self.referee.stdout.readline()
        if not line:
            raise PlaymatError(f"the referee did not start: {errors.read_text(errors='replace').strip()[-300:]}")
        data: dict[str, Any] = json.loads(line)
        return data

    def stop(self) -> None:
        """Stop this game's referee (the broker serves on until Playmat ends)."""
        if self.referee is not None:
            _stop(self.referee)
            if self.referee.stdout is not None:
                self.referee.stdout.close()


class _Relay(QObject):
    """Carries the network thread's news to the window's thread."""

    changed = Signal(str)


def _player(n: int) -> str:
    return translate("GameWords", "Player {n}").format(n=n)


class QtDeckChoice(QWidget):
    """The deck this seat brings to a game that waits for it: a demo deck
    of the game or a deck file, sent to the referee, which checks it as any
    deck file (a deck it refuses is said here, and another can be sent)."""

    def __init__(self, seat: RemoteSeat, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("onlineDeckChoice")
        self.seat = seat
        self._filled_for = ""
        self.box = QComboBox()
        self.box.setObjectName("onlineDeck")
        self.file_button = QPushButton(translate("QtOnlineWindow", "A deck file…"))
        self.file_button.clicked.connect(self._choose_file)
        self.send_button = QPushButton(translate("QtOnlineWindow", "Play this deck"))
        self.send_button.setObjectName("onlineSendDeck")
        self.send_button.clicked.connect(self.send)
        self.said = QLabel()
        self.said.setObjectName("onlineDeckSaid")
        self.said.setWordWrap(True)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(QLabel(translate("QtOnlineWindow", "Choose the deck you play:")))
        row.addWidget(self.box, 1)
        row.addWidget(self.file_button)
        row.addWidget(self.send_button)
        row.addWidget(self.said, 2)

    def refresh(self, status: dict[str, Any]) -> None:
        """Shown while the referee waits for this seat's deck."""
        rid = str(status.get("ruleset", ""))
        if rid != self._filled_for and rid in registry.ids():
            self._filled_for = rid
            self.box.clear()
            for d in registry.get(rid).demo_decks():
                self.box.addItem(translate("QtOnlineWindow", "{deck} (demo deck)").format(deck=d.name), d.path)
        self.setVisible(self.seat.deck_awaited())
        if self.seat.deck_refused:
            self.said.setStyleSheet("color: #c0392b")
            self.said.setText(self.seat.deck_refused)

    def add_file(self, path: str) -> None:
        """Offer the deck file ``path`` (chosen)."""
        self.box.addItem(Path(path).name, path)
        self.box.setCurrentIndex(self.box.count() - 1)

    def _choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, translate("QtOnlineWindow", "Your deck"), "", translate("QtOnlineWindow", "Deck lists (*.txt *.cod)")
        )
        if path:
            self.add_file(path)

    def send(self) -> None:
        path = self.box.currentData()
        if not path:
            return
        try:
            text = Path(str(path)).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            self.said.setStyleSheet("color: #c0392b")
            self.said.setText(translate("QtOnlineWindow", "Cannot read {path}: {why}").format(path=path, why=exc))
            return
        self.seat.send_deck(text)
        self.said.setStyleSheet("")
        self.said.setText(translate("QtOnlineWindow", "Sent: the game starts when the referee has checked it…"))


class QtOnlineWindow(QWidget):
    """One seat of a remote game, drawn by the main window's widgets
    (:class:`~desktop.online_view.QtRemoteModel` feeds them the seat's view)."""

    def __init__(self, invitation: Invitation, share: str = "", host: Host | None = None, sim: bool = False) -> None:
        super().__init__(None, Qt.WindowType.Window)
        self.setObjectName("QtOnlineWindow")
        self.host = host
        self.relay = _Relay(self)
        self.relay.changed.connect(self._refresh)
        self.seat = RemoteSeat(invitation, on_change=self.relay.changed.emit)
        self.model = QtRemoteModel(self.seat)
        #: a seat at the sensor mat (the referee says so): its devices
        #: (``sim``: their simulators) and sync's banner (:mod:`desktop.online_table`)
        self.table = QtOnlineTable(self.seat, sim)
        self.table.hide()
        self._build(share)
        self.setWindowTitle(translate("QtOnlineWindow", "Playmat — online game {game}").format(game=invitation.game))
        self.resize(1280, 800)
        self.seat.start()
        self._refresh("")

    @property
    def shown_index(self) -> int:
        """The index of the view whose question is shown (what a click answers)."""
        return self.model.shown_index

    def _build(self, share: str) -> None:
        self.title = QLabel()
        self.title.setObjectName("onlineTitle")
        self.title.setStyleSheet("font-size: 14pt; font-weight: bold")
        self.people = QLabel()
        self.people.setObjectName("onlinePeople")
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.people)
        if share:
            layout.addLayout(self._share_row(share))
        self.deck_choice = QtDeckChoice(self.seat)
        self.deck_choice.hide()
        layout.addWidget(self.deck_choice)
        layout.addWidget(self.table)
        self.mat = QtMatView(self.model)
        self.hand = QtHandView(self.model)
        self.hand.drop_resolver = self.mat.zone_at_global
        self.hand.setMinimumHeight(90)
        self.hand.setVisible(self.seat.seat != SPECTATOR)  # watching: no hand of one's own
        self.prompt = QtPromptPanel(self.model)
        self.zoom = QtZoomPanel(self.model)
        self.log_panel = QtLogPanel(self.model)
        self.problem = QLabel()
        self.problem.setObjectName("onlineProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c0392b")
        self.notice = QLabel()
        self.notice.setObjectName("onlineNotice")
        self.notice.setWordWrap(True)
        self.model.notice.connect(self.notice.setText)
        self.model.changed.connect(lambda: self.notice.setText(""))
        left = QSplitter(Qt.Orientation.Vertical)
        left.setChildrenCollapsible(False)
        left.addWidget(self.mat)
        left.addWidget(self.hand)
        left.setSizes([560, 160])
        right = QWidget()
        side = QVBoxLayout(right)
        side.setContentsMargins(4, 4, 4, 4)
        side.addWidget(self.prompt, 3)
        self.waiting = QLabel()  # before the first view: what the game waits for, instead of an empty question
        self.waiting.setObjectName("onlineWaiting")
        self.waiting.setWordWrap(True)
        self.waiting.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.waiting.setStyleSheet("font-size: 12pt; padding: 8px")
        side.addWidget(self.waiting, 3)
        side.addWidget(self.problem)
        side.addWidget(self.notice)
        side.addWidget(self.zoom)
        side.addWidget(self.log_panel, 3)
        split = QSplitter()
        split.setChildrenCollapsible(False)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setSizes([900, 380])
        layout.addWidget(split, 1)
        layout.addLayout(self._buttons())
        self._keys()

    def _keys(self) -> None:
        """The hot-seat keys of answering: Enter confirms, P passes, Esc lets go."""
        for keys, act in (
            (("Return", "Enter"), self.model.confirm),
            (("P",), self.model.pass_turn),
            (("Esc",), self._escape),
        ):
            for k in keys:
                QShortcut(QKeySequence(k), self, act)

    def _escape(self) -> None:
        if self.model.selected_card is not None:
            self.model.selected_card = None
            self.model.picking_changed.emit()
        self.model.clear_picked()

    def _share_row(self, share: str) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("QtOnlineWindow", "Send this code to Player 2:")))
        self.share = QLineEdit(share)
        self.share.setReadOnly(True)
        self.share.setObjectName("shareCode")
        row.addWidget(self.share, 1)
        copy = QPushButton(translate("QtOnlineWindow", "Copy"))
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(share))
        row.addWidget(copy)
        return row

    def _buttons(self) -> QHBoxLayout:
        buttons = QHBoxLayout()
        self.concede_button = QPushButton(translate("QtOnlineWindow", "Concede"))
        self.concede_button.clicked.connect(self.seat.concede)
        self.bot_button = QPushButton(translate("QtOnlineWindow", "A bot plays for the absent player"))
        self.bot_button.clicked.connect(lambda: self.seat.replace_absent("bot"))
        self.claim_button = QPushButton(translate("QtOnlineWindow", "The absent player concedes"))
        self.claim_button.clicked.connect(lambda: self.seat.replace_absent("concede"))
        for b in (self.concede_button, self.bot_button, self.claim_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        return buttons

    # -- showing what the seat knows ---------------------------------------------------------

    def _refresh(self, what: str) -> None:
        s = self.seat
        with s.lock:
            view, status, errors = s.view, s.status or {}, list(s.errors)
        self.model.update(what)
        me = s.seat
        rid = str(status.get("ruleset", ""))
        title = registry.get(rid).title if rid in registry.ids() else rid
        self.title.setText(
            translate("QtOnlineWindow", "{game} online — you are {player}").format(game=title, player=_player(me))
            if me != SPECTATOR
            else translate("QtOnlineWindow", "{game} online — you are watching").format(game=title)
        )
        if view is not None:
            self.title.setText(f"{self.title.text()} · {self._turn_text(view)}")
        self.people.setText(self._connections(status))
        self.deck_choice.refresh(status)
        if s.at_table:
            self.table.show()
            self.table.start_devices(rid)
            self.table.lay_out(view)
            self.table.refresh()
        self.problem.setText(self._problem_text(view, errors))
        self.prompt.setVisible(view is not None)
        self.waiting.setVisible(view is None)
        if view is None:
            self.waiting.setText(self._waiting_text(status))
        waiting = view.get("waiting_for") if view else None
        away = waiting is not None and waiting != me and (status.get("seats") or {}).get(str(waiting)) != "online"
        over = bool(view and view["view"]["over"])
        playing = me != SPECTATOR and not over
        self.bot_button.setEnabled(away and playing)
        self.claim_button.setEnabled(away and playing)
        self.concede_button.setEnabled(view is not None and playing)

    def _turn_text(self, view: dict[str, Any]) -> str:
        v = view["view"]
        turn = translate("QtOnlineWindow", "Turn {turn}: {player}, {phase}").format(
            turn=v["turn"],
            player=_player(v["active"] + 1),
            phase=phase_words(str(v["phase"]), str(v["step"])),
        )
        waiting = view.get("waiting_for")
        if waiting and waiting != self.seat.seat and not v["over"]:
            turn += " · " + translate("QtOnlineWindow", "Waiting for {player}…").format(player=_player(waiting))
        return turn

    def _waiting_text(self, status: dict[str, Any]) -> str:
        """What the game waits for before its first view: this seat's deck, another's, or the referee."""
        choosing = [int(n) for n in status.get("awaiting_decks") or []]
        if self.seat.seat in choosing:
            return translate("QtOnlineWindow", "Choose the deck you play above: the game starts when it is accepted.")
        others = [n for n in choosing if n != self.seat.seat]
        if others:
            return translate("QtOnlineWindow", "The game starts when {players} has chosen a deck.").format(
                players=", ".join(_player(n) for n in others)
            )
        return translate("QtOnlineWindow", "Waiting for the referee to start the game…")

    def _connections(self, status: dict[str, Any]) -> str:
        words = {
            "online": translate("QtOnlineWindow", "connected"),
            "offline": translate("QtOnlineWindow", "away"),
            "never": translate("QtOnlineWindow", "not joined yet"),
            "finished": translate("QtOnlineWindow", "left after the end"),
        }
        parts = []
        for n, state in sorted((status.get("seats") or {}).items()):
            if int(n) != self.seat.seat:
                bot = translate("QtOnlineWindow", " (a bot plays)") if int(n) in status.get("bots", []) else ""
                parts.append(f"{_player(int(n))}: {words.get(state, state)}{bot}")
        choosing = [int(n) for n in status.get("awaiting_decks") or [] if int(n) != self.seat.seat]
        if choosing:
            parts.append(
                translate("QtOnlineWindow", "the game starts when {players} has chosen a deck").format(
                    players=", ".join(_player(n) for n in choosing)
                )
            )
        referee = words.get(self.seat.referee, self.seat.referee)
        parts.append(translate("QtOnlineWindow", "referee: {state}").format(state=referee))
        if not self.seat.conn.connected.is_set():
            parts.insert(0, translate("QtOnlineWindow", "You are not connected: connecting again…"))
        return " · ".join(parts)

    def _problem_text(self, view: dict[str, Any] | None, errors: list[dict[str, Any]]) -> str:
        s = self.seat
        if s.conn.refused:
            return translate("QtOnlineWindow", "The broker refused this code: {why}").format(why=s.conn.refused)
        if s.problem:
            return translate("QtOnlineWindow", "The game does not check out: {why}").format(why=s.problem)
        if s.verified is not None:
            return translate(
                "QtOnlineWindow",
                "Checked: the shuffles came from the seed committed to at the start, and the game"
                " replays to every view you were shown.",
            )
        if errors and view is not None and errors[-1].get("current") == view["index"]:
            return str(errors[-1].get("message", ""))
        return ""

    def closeEvent(self, event: QCloseEvent) -> None:
        self.table.stop_devices()
        self.seat.stop()
        if self.host is not None:
            self.host.stop()  # the referee's save stays: playmat referee --resume goes on with it
        super().closeEvent(event)
