"""The card browser and deck builder: every card of a game, searched as you
type, and a deck built from them with the game's deck-construction rules
checked as it changes.

Keys: Ctrl+F searches; Enter or + adds the card chosen in the results; Delete
or - takes one copy of the card chosen in the deck away; Ctrl+S saves.
Double-clicking a result adds it, double-clicking a deck line takes one copy
away. "Play this deck" starts a game with it for Player 1.
"""

from __future__ import annotations

import logging
from html import escape
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop.deck_model import Deck, search
from desktop.devices.label_sheets import print_deck_labels
from desktop.session import GOLDFISH, HOTSEAT, MODE_TITLES, VSBOT
from desktop.wording import stat_pairs, words_of
from engine import paths
from engine.cardtext.explain import explain_ability
from engine.cards import CardDef
from engine.decks import load_deck_file
from engine.errors import LoadError, PlaymatError
from engine.ruleset import Ruleset

log = logging.getLogger(__name__)

#: the role of a list item that holds its card id
CARD_ROLE = Qt.ItemDataRole.UserRole

#: results listed at most (a search narrows them)
SHOWN_RESULTS = 500

#: the keys that add the card chosen in the results, and take one copy of the card chosen in the deck away
ADD_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Plus, Qt.Key.Key_Equal)
REMOVE_KEYS = (Qt.Key.Key_Delete, Qt.Key.Key_Minus, Qt.Key.Key_Backspace)

#: the modes "Play this deck" offers
PLAY_MODES = (GOLDFISH, VSBOT, HOTSEAT)


def decks_folder(game: str) -> Path:
    """Where built decks are saved by default: the user's data folder."""
    return paths.data_home() / "decks" / game


def card_html(card: CardDef, game: str) -> str:
    """The whole card as the builder shows it: its stats, its printed text,
    and which of its abilities Playmat carries out and which are played by
    hand."""
    stats = " · ".join(f"<b>{escape(k)}</b> {escape(v)}".strip() for k, v in stat_pairs(card.stats))
    parts = [
        f"<span style='font-size:14pt'><b>{escape(card.name)}</b></span>",
        f"{escape(words_of(card.type))} · {escape(card.number or card.id)}",
        stats,
    ]
    if card.text:
        parts.append("<br>" + escape(card.text).replace("\n", "<br>"))
    auto: list[str] = []
    by_hand: list[str] = []
    for ab in card.abilities:
        manual = any(word == "manual" for word, _ in ab.effect)
        try:
            said = explain_ability(ab, game)
        except (KeyError, ValueError, TypeError):
            said = ab.text or ab.kind
        (by_hand if manual else auto).append(said)
    if auto:
        parts.append("<br><b>Carried out by Playmat:</b><ul>" + "".join(f"<li>{escape(a)}</li>" for a in auto) + "</ul>")
    if by_hand:
        parts.append("<b>Played by hand</b> (shown when it triggers):<ul>" + "".join(f"<li>{escape(a)}</li>" for a in by_hand) + "</ul>")
    return "<br>".join(parts)


#: the stats a result line shows after the card's name (the rest are in the card view)
RESULT_STATS = ("grade", "level", "cost", "power")


def _result_text(card: CardDef) -> str:
    pairs = [f"{k} {card.stats[k]}" for k in RESULT_STATS if isinstance(card.stats.get(k), int)]
    return f"{card.name}  ·  {card.number or card.id}  ·  {words_of(card.type)}" + (f"  ·  {', '.join(pairs)}" if pairs else "")


class QtDeckBuilder(QDialog):
    """A game's cards and a deck built from them."""

    #: a saved deck file to play, and the mode (goldfish, vsbot, hotseat)
    play_requested = Signal(str, str)

    def __init__(self, rs: Ruleset, parent: QWidget | None = None, deck_path: str | None = None) -> None:
        super().__init__(parent)
        self.rs = rs
        self.deck = Deck(rs)
        self.setObjectName("QtDeckBuilder")
        self.setWindowTitle(f"Deck builder — {rs.title or rs.id}")
        self.resize(1200, 760)

        self.query = QLineEdit()
        self.query.setObjectName("query")
        self.query.setPlaceholderText("Search: name, id, text… or power>=8000, level<=1, clan:ember, color:red")
        self.query.setClearButtonEnabled(True)
        self.results = QListWidget()
        self.results.setObjectName("results")
        self.results.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.results.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.found = QLabel()
        self.found.setObjectName("found")
        self.card_view = QLabel("<i>Choose a card to see it whole.</i>")
        self.card_view.setObjectName("cardView")
        self.card_view.setWordWrap(True)
        self.card_view.setTextFormat(Qt.TextFormat.RichText)
        self.card_view.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.card_view.setStyleSheet("QLabel { background: #f3ead8; color: #111; border-radius: 6px; padding: 10px; }")
        card_scroll = QScrollArea()
        card_scroll.setWidgetResizable(True)
        card_scroll.setWidget(self.card_view)

        self.name_edit = QLineEdit(self.deck.name)
        self.name_edit.setObjectName("deckName")
        self.deck_view = QListWidget()
        self.deck_view.setObjectName("deck")
        self.add_button = QPushButton("&Add a copy (+)")
        self.add_button.setObjectName("add")
        self.remove_button = QPushButton("Re&move a copy (-)")
        self.remove_button.setObjectName("remove")
        self.status = QLabel()
        self.status.setObjectName("deckStatus")
        self.status.setWordWrap(True)
        self.summary = QLabel()
        self.summary.setObjectName("deckSummary")
        self.summary.setWordWrap(True)

        self.new_button = QPushButton("&New")
        self.open_button = QPushButton("&Open…")
        self.save_button = QPushButton("&Save")
        self.save_button.setObjectName("save")
        self.save_as_button = QPushButton("Save &as…")
        self.labels_button = QPushButton("Print &labels…")
        self.labels_button.setObjectName("labels")
        self.labels_button.setToolTip("QR sleeve labels for every copy, so table mode follows this deck (PDF)")
        self.mode_box = QComboBox()
        self.mode_box.setObjectName("playMode")
        for mode in PLAY_MODES:
            self.mode_box.addItem(MODE_TITLES[mode], mode)
        self.play_button = QPushButton("&Play this deck")
        self.play_button.setObjectName("play")
        close = QPushButton("Close")

        search_col = QVBoxLayout()
        search_col.addWidget(self.query)
        search_col.addWidget(self.found)
        search_col.addWidget(self.results, 1)
        deck_col = QVBoxLayout()
        deck_col.addWidget(QLabel("Deck name"))
        deck_col.addWidget(self.name_edit)
        deck_col.addWidget(self.deck_view, 1)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        deck_col.addLayout(row)
        deck_col.addWidget(self.status)
        deck_col.addWidget(self.summary)
        grid = QGridLayout()
        grid.addLayout(search_col, 0, 0)
        grid.addWidget(card_scroll, 0, 1)
        grid.addLayout(deck_col, 0, 2)
        grid.setColumnStretch(0, 4)
        grid.setColumnStretch(1, 3)
        grid.setColumnStretch(2, 3)
        buttons = QHBoxLayout()
        for b in (self.new_button, self.open_button, self.save_button, self.save_as_button, self.labels_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.mode_box)
        buttons.addWidget(self.play_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(grid, 1)
        layout.addLayout(buttons)

        # Enter belongs to the search box and the lists, never to a default button
        for b in self.findChildren(QPushButton):
            b.setAutoDefault(False)
            b.setDefault(False)
        self.query.textChanged.connect(self._search)
        self.results.currentItemChanged.connect(lambda item, _: self._show(item))
        self.deck_view.currentItemChanged.connect(lambda item, _: self._show(item))
        self.results.itemDoubleClicked.connect(lambda item: self.add(str(item.data(CARD_ROLE))))
        self.deck_view.itemDoubleClicked.connect(lambda item: self.remove(str(item.data(CARD_ROLE))))
        self.add_button.clicked.connect(self.add_chosen)
        self.remove_button.clicked.connect(self.remove_chosen)
        self.name_edit.textEdited.connect(self._rename)
        self.new_button.clicked.connect(self.new_deck)
        self.open_button.clicked.connect(self._open_dialog)
        self.save_button.clicked.connect(self.save)
        self.save_as_button.clicked.connect(self._save_dialog)
        self.play_button.clicked.connect(self.play)
        self.labels_button.clicked.connect(self._labels_dialog)
        close.clicked.connect(self.close)
        QShortcut(QKeySequence.StandardKey.Find, self, self.query.setFocus)
        QShortcut(QKeySequence.StandardKey.Save, self, self.save)
        self.results.installEventFilter(self)
        self.deck_view.installEventFilter(self)
        # Enter in the search box adds the first card found
        self.query.returnPressed.connect(self._add_first)

        self._search("")
        if deck_path:
            self.open_deck(deck_path)
        self._refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Enter or + adds the card chosen in the results; Delete or - takes
        one copy of the card chosen in the deck away."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if watched is self.results and event.key() in ADD_KEYS:
                self.add_chosen()
                return True
            if watched is self.deck_view and event.key() in REMOVE_KEYS:
                self.remove_chosen()
                return True
        return super().eventFilter(watched, event)

    # -- searching ------------------------------------------------------------------------

    def _search(self, text: str) -> None:
        cards = search(self.rs.pool.cards.values(), text, limit=SHOWN_RESULTS + 1)
        self.results.clear()
        for card in cards[:SHOWN_RESULTS]:
            item = QListWidgetItem(_result_text(card))
            item.setData(CARD_ROLE, card.id)
            item.setToolTip(card.text or card.name)
            self.results.addItem(item)
        more = len(cards) > SHOWN_RESULTS
        self.found.setText(f"{min(len(cards), SHOWN_RESULTS)}{'+' if more else ''} card(s)" + (" — narrow the search" if more else ""))
        if self.results.count():
            self.results.setCurrentRow(0)

    def _show(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        card_id = str(item.data(CARD_ROLE))
        if card_id in self.rs.pool:
            self.card_view.setText(card_html(self.rs.pool[card_id], self.rs.game))

    # -- building ------------------------------------------------------------------------------

    def add(self, card_id: str) -> None:
        self.deck.add(card_id)
        self._refresh(card_id)

    def remove(self, card_id: str) -> None:
        self.deck.remove(card_id)
        self._refresh(card_id)

    def add_chosen(self) -> None:
        item = self.results.currentItem()
        if item is not None:
            self.add(str(item.data(CARD_ROLE)))

    def _add_first(self) -> None:
        if self.results.count():
            self.results.setCurrentRow(self.results.currentRow() if self.results.currentRow() >= 0 else 0)
            self.add_chosen()

    def remove_chosen(self) -> None:
        item = self.deck_view.currentItem()
        if item is not None:
            self.remove(str(item.data(CARD_ROLE)))

    def _rename(self, text: str) -> None:
        self.deck.name = text.strip() or "New deck"

    def _refresh(self, keep: str | None = None) -> None:
        """The deck list, its check and its counts, after a change."""
        self.deck_view.clear()
        current = None
        section_shown = ""
        for section, card_id, n in self.deck.entries():
            if len(self.rs.deck_sections) > 1 and section != section_shown:
                head = QListWidgetItem(f"[{words_of(section)}]")
                head.setFlags(Qt.ItemFlag.NoItemFlags)
                self.deck_view.addItem(head)
                section_shown = section
            card = self.rs.pool[card_id]
            item = QListWidgetItem(f"{n} × {card.name}  ({card.number or card.id})")
            item.setData(CARD_ROLE, card_id)
            self.deck_view.addItem(item)
            if card_id == keep:
                current = item
        if current is not None:
            self.deck_view.setCurrentItem(current)
        problem = self.deck.problem()
        total = self.deck.total()
        if problem is None:
            self.status.setText(f"<span style='color:#1e7b34'><b>A legal deck</b> · {total} cards</span>")
        else:
            self.status.setText(f"<span style='color:#c0392b'><b>{total} cards</b> · {escape(problem)}</span>")
        self.summary.setText("<br>".join(escape(s) for s in self.deck.summary()))
        self.play_button.setEnabled(problem is None)
        self.play_button.setToolTip("" if problem is None else f"Not a legal deck yet: {problem}")

    # -- files ------------------------------------------------------------------------------

    def new_deck(self) -> None:
        self.deck = Deck(self.rs)
        self.name_edit.setText(self.deck.name)
        self._refresh()

    def open_deck(self, path: str) -> bool:
        """Build on a saved deck list (Playmat's text or a Cockatrice deck)."""
        try:
            self.deck = Deck.of(self.rs, load_deck_file(path))
        except (LoadError, OSError) as exc:
            self.status.setText(f"<span style='color:#c0392b'>{escape(str(exc))}</span>")
            return False
        self.deck.path = str(path)
        self.name_edit.setText(self.deck.name)
        self._refresh()
        return True

    def _open_dialog(self) -> None:
        folder = decks_folder(self.rs.game)
        path, _ = QFileDialog.getOpenFileName(
            self, "Open a deck list", str(folder if folder.is_dir() else Path.home()), "Deck lists (*.txt *.cod);;All files (*)"
        )
        if path:
            self.open_deck(path)

    def default_path(self) -> Path:
        safe = "".join(ch if ch.isalnum() or ch in "-_ " else "-" for ch in self.deck.name).strip() or "deck"
        return decks_folder(self.rs.game) / f"{safe}.txt"

    def save(self, path: str | Path | None = None) -> bool:
        """Write the deck list (to its own file, or a new one in the user's
        decks folder); False, with the reason shown, if it cannot be written."""
        target = Path(path) if path else Path(self.deck.path) if self.deck.path else self.default_path()
        try:
            self.deck.save(target)
        except OSError as exc:
            self.status.setText(f"<span style='color:#c0392b'>Could not save {escape(str(target))}: {escape(exc.strerror or str(exc))}</span>")
            return False
        log.info("deck saved to %s", target)
        self._refresh()
        self.status.setText(self.status.text() + f"<br>Saved to {escape(str(target))}")
        return True

    def _save_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, "Save the deck list", str(self.default_path()), "Deck lists (*.txt);;Cockatrice decks (*.cod)"
        )
        if path:
            self.save(path)

    def print_labels(self, output: str | Path, seat: int = 0) -> bool:
        """Save the deck, then write its sleeve labels for the player in
        ``seat`` into the PDF ``output`` (as ``playmat labels``)."""
        if self.deck.problem() is not None or not self.save():
            return False
        try:
            n, pages, _, _, _ = print_deck_labels(self.deck.path, str(output), self.rs.id, seat)
        except (PlaymatError, OSError) as exc:
            self.status.setText(f"<span style='color:#c0392b'>Could not print the labels: {escape(str(exc))}</span>")
            return False
        self.status.setText(self.status.text() + f"<br>{n} labels on {pages} page(s): {escape(str(output))}")
        return True

    def _labels_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, "Print the sleeve labels", str(self.default_path().with_suffix(".pdf")), "PDF (*.pdf)"
        )
        if path:
            self.print_labels(path)

    def play(self) -> None:
        """Save the deck, then ask for a game with it for Player 1."""
        if self.deck.problem() is not None or not self.save():
            return
        self.play_requested.emit(self.deck.path, str(self.mode_box.currentData()))
