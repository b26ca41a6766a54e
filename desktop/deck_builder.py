"""The card browser and deck builder: every card of a game, searched as you
type, and a deck built from them with the game's deck-construction rules
checked as it changes.

Keys: Ctrl+F searches; Enter or + adds the card chosen in the results; Delete
or - takes one copy of the card chosen in the deck away; G makes the chosen
card the Gate Master (System Gate); Ctrl+G shows the results as a grid of
faces; Ctrl+Shift+V pastes a deck list; Ctrl+Z (in the lists) or Undo takes
the last change back; Ctrl+S saves. Double-clicking a
result adds it, double-clicking a deck line takes one copy away. A card is
dragged from the results into a section of the deck (the sideboard, the Gate
Master...), from one section to another, and out of the deck onto the
results to take a copy away. "Play this deck" starts a game with it for
Player 1.
"""

from __future__ import annotations

import logging
from html import escape
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QCursor, QGuiApplication, QKeyEvent, QKeySequence, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from desktop.card_images import card_images
from desktop.deck_card_text import EMPTY_SECTION, card_html, decks_folder, linked_rules, result_text
from desktop.deck_lists import CARD_ROLE, SECTION_ROLE, QtDeckList, QtResultsList, card_face
from desktop.deck_model import SINGLE_SECTIONS, Deck, search, section_title
from desktop.deck_paste import QtPasteDialog
from desktop.deck_rules import rule_tip
from desktop.deck_text import read_pasted, shared_text
from desktop.devices.label_sheets import print_deck_labels
from desktop.i18n import mode_name
from desktop.rules_viewer import open_rule
from desktop.session import GOLDFISH, HOTSEAT, VSBOT
from engine.cards import CardDef
from engine.decks import load_deck_file
from engine.errors import LoadError, PlaymatError
from engine.ruleset import Ruleset

log = logging.getLogger(__name__)

#: results listed at most (a search narrows them)
SHOWN_RESULTS = 500

#: the keys that add the card chosen in the results, and take one copy of the card chosen in the deck away
ADD_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Plus, Qt.Key.Key_Equal)
REMOVE_KEYS = (Qt.Key.Key_Delete, Qt.Key.Key_Minus, Qt.Key.Key_Backspace)
#: the key that makes the chosen card the Gate Master
GATE_MASTER_KEY = Qt.Key.Key_G

#: changes Undo takes back at most
HISTORY = 200

#: the card view's picture of the card, pixels wide
PICTURE_WIDTH = 200

#: the modes "Play this deck" offers
PLAY_MODES = (GOLDFISH, VSBOT, HOTSEAT)


class QtDeckBuilder(QDialog):
    """A game's cards and a deck built from them."""

    #: a saved deck file to play, and the mode (goldfish, vsbot, hotseat)
    play_requested = Signal(str, str)

    def __init__(self, rs: Ruleset, parent: QWidget | None = None, deck_path: str | None = None) -> None:
        super().__init__(parent)
        self.rs = rs
        self.deck = Deck(rs, self.tr("New deck"))
        self.setObjectName("QtDeckBuilder")
        self.resize(1200, 760)

        card_scroll = self._build_search_side(rs)
        self._build_deck_side(rs)
        close = self._build_buttons()
        self._lay_out(card_scroll, close)
        self._connect(close)
        self.retranslate()

        #: the deck's text when it was last saved or opened, and whether closing has warned of changes since
        self._saved = self.deck.text()
        self._close_warned = False
        self._search("")
        if deck_path:
            self.open_deck(deck_path)
        self._refresh()

    def retranslate(self) -> None:
        """The builder's own words in the language in place (at the start,
        and again when the language changes)."""
        self.setWindowTitle(self.tr("Deck builder — {game}").format(game=self.rs.title or self.rs.id))
        self.query.setPlaceholderText(
            self.tr("Search: name, id, text… or power>=8000, level<=1, clan:ember, color:red")
        )
        self.grid_button.setText(self.tr("&Grid"))
        self.grid_button.setToolTip(self.tr("The cards found as a grid of faces (Ctrl+G)"))
        if self.chosen is None:
            self.card_view.setText("<i>" + self.tr("Choose a card to see it whole.") + "</i>")
        self.name_label.setText(self.tr("Deck name"))
        self.deck_view.setToolTip(
            self.tr("Drag cards here from the results, between sections, or back out to take a copy away")
        )
        self.add_button.setText(self.tr("&Add a copy (+)"))
        self.remove_button.setText(self.tr("Re&move a copy (-)"))
        self.undo_button.setText(self.tr("&Undo"))
        self.undo_button.setToolTip(self.tr("Take the last change to the deck back (Ctrl+Z)"))
        self.sort_button.setText(self.tr("S&ort"))
        self.sort_button.setToolTip(self.tr("Each section by card type, then grade, level or cost, then name"))
        self.gate_master_button.setText(self.tr("Make Gate &Master (G)"))
        self.gate_master_button.setToolTip(
            self.tr("The chosen card becomes the deck's one Gate Master ({rule})").format(rule="SG 13.2")
        )
        self.new_button.setText(self.tr("&New"))
        self.open_button.setText(self.tr("&Open…"))
        self.save_button.setText(self.tr("&Save"))
        self.save_as_button.setText(self.tr("Save &as…"))
        self.labels_button.setText(self.tr("Print &labels…"))
        self.labels_button.setToolTip(self.tr("QR sleeve labels for every copy, so table mode follows this deck (PDF)"))
        self.paste_button.setText(self.tr("Pas&te a list…"))
        self.paste_button.setToolTip(
            self.tr("A deck list copied from elsewhere: '4 Card Name' or '4x Card Name' a line (Ctrl+Shift+V)")
        )
        self.copy_button.setText(self.tr("&Copy as text"))
        self.copy_button.setToolTip(
            self.tr("The deck list as players paste it, '4 Card Name' a line, to the clipboard")
        )
        for i in range(self.mode_box.count()):
            self.mode_box.setItemText(i, mode_name(str(self.mode_box.itemData(i)), full=True))
        self.play_button.setText(self.tr("&Play this deck"))
        self.close_button.setText(self.tr("Close"))

    def changeEvent(self, event: QEvent) -> None:
        """A language chosen while the builder is open: its words, the
        results, the deck and the card shown, all in it."""
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "close_button"):
            self.retranslate()
            self._search(self.query.text())
            self._refresh()
            if self.chosen is not None:
                self.show_card(self.chosen)
        super().changeEvent(event)

    def _build_search_side(self, rs: Ruleset) -> QScrollArea:
        """The search box, the cards found and the card shown whole (in a scroll area, returned)."""
        self.query = QLineEdit()
        self.query.setObjectName("query")
        self.query.setClearButtonEnabled(True)
        self.results = QtResultsList(rs.game)
        self.results.setObjectName("results")
        self.results.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.results.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.found = QLabel()
        self.found.setObjectName("found")
        self.grid_button = QPushButton()
        self.grid_button.setObjectName("grid")
        self.grid_button.setCheckable(True)
        #: the card shown whole, with its picture
        self.chosen: str | None = None
        self.picture = QLabel()
        self.picture.setObjectName("cardPicture")
        self.picture.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.picture.setStyleSheet("QLabel { background: #f3ead8; padding-top: 10px; }")
        self.picture.hide()
        self.card_view = QLabel()
        self.card_view.setObjectName("cardView")
        self.card_view.setWordWrap(True)
        self.card_view.setTextFormat(Qt.TextFormat.RichText)
        self.card_view.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.card_view.setStyleSheet("QLabel { background: #f3ead8; color: #111; border-radius: 6px; padding: 10px; }")
        card_pane = QWidget()
        card_pane.setStyleSheet("background: #f3ead8;")
        card_col = QVBoxLayout(card_pane)
        card_col.setContentsMargins(0, 0, 0, 0)
        card_col.setSpacing(0)
        card_col.addWidget(self.picture)
        card_col.addWidget(self.card_view, 1)
        card_scroll = QScrollArea()
        card_scroll.setWidgetResizable(True)
        card_scroll.setWidget(card_pane)
        return card_scroll

    def _build_deck_side(self, rs: Ruleset) -> None:
        """The deck's name, its list, the buttons that change it, its status and summary."""
        self.name_edit = QLineEdit(self.deck.name)
        self.name_edit.setObjectName("deckName")
        self.deck_view = QtDeckList(rs.game)
        self.deck_view.setObjectName("deck")
        self.add_button = QPushButton()
        self.add_button.setObjectName("add")
        self.remove_button = QPushButton()
        self.remove_button.setObjectName("remove")
        self.undo_button = QPushButton()
        self.undo_button.setObjectName("undo")
        self.sort_button = QPushButton()
        self.sort_button.setObjectName("sort")
        #: the deck before each change, the last last
        self.history: list[tuple[str, str, dict[str, dict[str, int]]]] = []
        self.gate_master_button = QPushButton()
        self.gate_master_button.setObjectName("gateMaster")
        self.gate_master_button.setVisible("gatemaster" in rs.deck_sections)
        self.status = QLabel()
        self.status.setObjectName("deckStatus")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.status.linkActivated.connect(lambda link: open_rule(self, link))
        self.status.linkHovered.connect(self._show_rule)
        self.summary = QLabel()
        self.summary.setObjectName("deckSummary")
        self.summary.setWordWrap(True)

    def _build_buttons(self) -> QPushButton:
        """The buttons along the bottom (the Close button returned)."""
        self.new_button = QPushButton()
        self.open_button = QPushButton()
        self.save_button = QPushButton()
        self.save_button.setObjectName("save")
        self.save_as_button = QPushButton()
        self.labels_button = QPushButton()
        self.labels_button.setObjectName("labels")
        self.paste_button = QPushButton()
        self.paste_button.setObjectName("paste")
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("copyList")
        self.mode_box = QComboBox()
        self.mode_box.setObjectName("playMode")
        for mode in PLAY_MODES:
            self.mode_box.addItem("", mode)
        #: the "Paste a list" dialog last opened
        self.paste: QtPasteDialog | None = None
        self.play_button = QPushButton()
        self.play_button.setObjectName("play")
        self.close_button = QPushButton()
        return self.close_button

    def _lay_out(self, card_scroll: QScrollArea, close: QPushButton) -> None:
        """Search, card and deck side by side, the buttons below."""
        search_col = QVBoxLayout()
        search_col.addWidget(self.query)
        found_row = QHBoxLayout()
        found_row.addWidget(self.found, 1)
        found_row.addWidget(self.grid_button)
        search_col.addLayout(found_row)
        search_col.addWidget(self.results, 1)
        deck_col = QVBoxLayout()
        self.name_label = QLabel()
        deck_col.addWidget(self.name_label)
        deck_col.addWidget(self.name_edit)
        deck_col.addWidget(self.deck_view, 1)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        deck_col.addLayout(row)
        row = QHBoxLayout()
        row.addWidget(self.undo_button)
        row.addWidget(self.sort_button)
        deck_col.addLayout(row)
        deck_col.addWidget(self.gate_master_button)
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
        for b in (
            self.new_button,
            self.open_button,
            self.save_button,
            self.save_as_button,
            self.paste_button,
            self.copy_button,
            self.labels_button,
        ):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.mode_box)
        buttons.addWidget(self.play_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(grid, 1)
        layout.addLayout(buttons)

    def _connect(self, close: QPushButton) -> None:
        """Every button, list and key to what it does."""
        # Enter belongs to the search box and the lists, never to a default button
        for b in self.findChildren(QPushButton):
            b.setAutoDefault(False)
            b.setDefault(False)
        self.query.textChanged.connect(self._search)
        self.results.currentItemChanged.connect(lambda item, _: self._show(item))
        self.deck_view.currentItemChanged.connect(lambda item, _: self._show(item))
        self.results.itemDoubleClicked.connect(lambda item: self.add(str(item.data(CARD_ROLE))))
        self.deck_view.itemDoubleClicked.connect(self._remove_item)
        self.results.dropped_out.connect(self._dropped_out)
        self.deck_view.dropped_in.connect(self._dropped_in)
        self.grid_button.toggled.connect(self.set_grid)
        card_images().loaded.connect(self._picture_read)
        self.add_button.clicked.connect(self.add_chosen)
        self.remove_button.clicked.connect(self.remove_chosen)
        self.gate_master_button.clicked.connect(self.make_gate_master)
        self.undo_button.clicked.connect(self.undo)
        self.sort_button.clicked.connect(self.sort)
        self.paste_button.clicked.connect(self.paste_dialog)
        self.copy_button.clicked.connect(self.copy_list)
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
        QShortcut(QKeySequence("Ctrl+G"), self, self.grid_button.toggle)

        QShortcut(QKeySequence("Ctrl+Shift+V"), self, self.paste_dialog)
        self.results.installEventFilter(self)
        self.deck_view.installEventFilter(self)
        # Enter in the search box adds the first card found
        self.query.returnPressed.connect(self._add_first)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter or + adds the card chosen in the results; Delete or - takes
        one copy of the card chosen in the deck away."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if watched is self.results and event.key() in ADD_KEYS:
                self.add_chosen()
                return True
            if watched is self.deck_view and event.key() in REMOVE_KEYS:
                self.remove_chosen()
                return True
            if watched in (self.results, self.deck_view) and event.matches(QKeySequence.StandardKey.Undo):
                self.undo()  # in the lists; a text box keeps its own undo
                return True
            lists = (self.results, self.deck_view)
            if watched in lists and event.key() == GATE_MASTER_KEY and self.gate_master_button.isVisible():
                self.make_gate_master()
                return True
        return super().eventFilter(watched, event)

    # -- searching ------------------------------------------------------------------------

    def _search(self, text: str) -> None:
        cards = search(self.rs.pool.cards.values(), text, limit=SHOWN_RESULTS + 1)
        self.results.clear()
        for card in cards[:SHOWN_RESULTS]:
            item = self.results.card_item(card, "")
            self._label(item, card)
            item.setToolTip(result_text(card, self.rs.game) + (f"\n{card.text}" if card.text else ""))
            self.results.addItem(item)
        more = len(cards) > SHOWN_RESULTS
        if more:
            self.found.setText(self.tr("{n}+ card(s) — narrow the search").format(n=SHOWN_RESULTS))
        else:
            self.found.setText(self.tr("{n} card(s)").format(n=len(cards)))
        if self.results.count():
            self.results.setCurrentRow(0)

    def _result_label(self, card: CardDef) -> str:
        """A result's words: its name (and in lines its id, type and stats),
        with the copies the deck holds."""
        n = self.deck.copies(card.id)
        if self.results.grid():
            return card.name + (f"  ×{n}" if n else "")
        line = result_text(card, self.rs.game)
        held = self.tr("{card}  ({n} in deck)").format(card=card.name, n=n)
        return line.replace(card.name, held, 1) if n else line

    def _mark_copies(self) -> None:
        for i in range(self.results.count()):
            item = self.results.item(i)
            card = self.rs.pool.cards.get(str(item.data(CARD_ROLE)))
            if card is not None:
                self._label(item, card)

    def _label(self, item: QListWidgetItem, card: CardDef) -> None:
        """A result's words, in bold for a card the deck holds."""
        label = self._result_label(card)
        if item.text() != label:
            item.setText(label)
            font = item.font()
            font.setBold(self.deck.copies(card.id) > 0 and not self.results.grid())
            item.setFont(font)

    def set_grid(self, grid: bool) -> None:
        """The cards found as a grid of faces, or as lines."""
        if self.grid_button.isChecked() != grid:
            self.grid_button.setChecked(grid)  # toggled() comes back here
            return
        chosen = self.results.currentItem()
        card_id = chosen.data(CARD_ROLE) if chosen is not None else None
        self.results.set_grid(grid)
        self._search(self.query.text())
        found = self.results.items_of(str(card_id)) if card_id else []
        if found:
            self.results.setCurrentItem(found[0])
            self.results.scrollToItem(found[0])

    def _show(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        card_id = str(item.data(CARD_ROLE))
        if card_id in self.rs.pool:
            self.show_card(card_id)

    def show_card(self, card_id: str) -> None:
        """The card whole: its picture (or drawn face) above its words."""
        card = self.rs.pool[card_id]
        self.chosen = card_id
        allowed, note = self.deck.gate_note(card)
        colour = "#1e7b34" if allowed else "#c0392b"
        said = f"<br><br><span style='color:{colour}'>{escape(note)}</span>" if note else ""
        self.card_view.setText(card_html(card, self.rs.game) + said)
        self.picture.setPixmap(QPixmap.fromImage(card_face(self.rs.game, card, PICTURE_WIDTH)))
        self.picture.show()

    def _picture_read(self, game: str, card_id: str) -> None:
        if game == self.rs.game and card_id == self.chosen:
            self.show_card(card_id)

    # -- building ------------------------------------------------------------------------------

    def add(self, card_id: str) -> None:
        self._remember()
        self.deck.add(card_id)
        self._refresh(card_id)

    def remove(self, card_id: str, section: str | None = None) -> None:
        if self.deck.copies(card_id, section) <= 0:
            return
        self._remember()
        self.deck.remove(card_id, 1, section)
        self._refresh(card_id)

    def _remember(self) -> None:
        self.history.append(self.deck.snapshot())
        del self.history[:-HISTORY]

    def undo(self) -> None:
        """The deck as it was before the last change (a card added or taken
        away, moved, a list pasted or opened, a new deck, a sort)."""
        if not self.history:
            self._refresh(notice=self.tr("Nothing to take back."))
            return
        self.deck.restore(self.history.pop())
        self.name_edit.setText(self.deck.name)
        self._refresh()

    def sort(self) -> None:
        self._remember()
        self.deck.sort()
        self._refresh()

    def _remove_item(self, item: QListWidgetItem) -> None:
        card_id = item.data(CARD_ROLE)
        if card_id:
            self.remove(str(card_id), str(item.data(SECTION_ROLE) or "") or None)

    def _dropped_in(self, card_id: str, source: str, target: str) -> None:
        """A card dragged onto a section of the deck: from the results, a
        copy added there; from another section, one copy moved."""
        if card_id not in self.rs.pool:
            return
        before = self.deck.snapshot()
        try:
            if source:
                self.deck.move(card_id, source, target)
            else:
                self.deck.add(card_id, 1, target)
        except ValueError as exc:
            self._refresh(card_id, notice=str(exc))
            return
        if self.deck.snapshot() != before:
            self.history.append(before)
        self._refresh(card_id)

    def _dropped_out(self, card_id: str, section: str) -> None:
        """A card dragged out of the deck: one copy taken away."""
        if card_id in self.rs.pool:
            self.remove(card_id, section or None)

    def make_gate_master(self) -> None:
        """The chosen card (in the results or the deck) becomes the Gate
        Master, in the place of the one before (SG 13.2: one a deck)."""
        if self.chosen is None or "gatemaster" not in self.rs.deck_sections:
            return
        before = self.deck.snapshot()
        try:
            self.deck.add(self.chosen, 1, "gatemaster")
        except ValueError as exc:
            self._refresh(notice=str(exc))
            return
        self.history.append(before)
        self._refresh(self.chosen, section="gatemaster")

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
            self._remove_item(item)

    def _rename(self, text: str) -> None:
        self.deck.name = text.strip() or self.tr("New deck")

    def _refresh(self, keep: str | None = None, notice: str = "", section: str | None = None) -> None:
        """The deck list, its check and its counts, after a change (with
        ``notice`` said under the check: a card a section refused)."""
        self.deck_view.clear()
        current = None
        several = len(self.rs.deck_sections) > 1
        entries = self.deck.entries()
        shown = [s for s in self.rs.deck_sections] if several else ["main"]
        shown += [s for s, _, _ in entries if s not in shown]
        for part in shown:
            lines = [(cid, n) for s, cid, n in entries if s == part]
            if several:
                total = sum(n for _, n in lines)
                count = f" · {total}" if part not in SINGLE_SECTIONS else ""
                head = QListWidgetItem(f"{section_title(part)}{count}")
                head.setData(SECTION_ROLE, part)
                head.setFlags(Qt.ItemFlag.ItemIsEnabled)
                font = head.font()
                font.setBold(True)
                head.setFont(font)
                head.setForeground(QColor("#3b3325"))
                head.setBackground(QColor("#ece3cf"))
                self.deck_view.addItem(head)
                if not lines:
                    words = EMPTY_SECTION.get(part)
                    empty = QListWidgetItem(
                        "    " + (self.tr(str(words)) if words else self.tr("none yet: drag a card here"))
                    )
                    empty.setData(SECTION_ROLE, part)
                    empty.setFlags(Qt.ItemFlag.ItemIsEnabled)
                    empty.setForeground(Qt.GlobalColor.gray)
                    self.deck_view.addItem(empty)
            if not several and not lines:
                hint = QListWidgetItem(self.tr("Double-click a card found, press Enter, or drag it here."))
                hint.setData(SECTION_ROLE, part)
                hint.setFlags(Qt.ItemFlag.ItemIsEnabled)
                hint.setForeground(Qt.GlobalColor.gray)
                self.deck_view.addItem(hint)
            for card_id, n in lines:
                card = self.rs.pool[card_id]
                item = self.deck_view.card_item(card, f"{n} × {card.name}  ({card.number or card.id})")
                item.setData(SECTION_ROLE, part)
                item.setToolTip(result_text(card, self.rs.game))
                self.deck_view.addItem(item)
                if card_id == keep and (current is None or part == section):
                    current = item
        if current is not None:
            self.deck_view.setCurrentItem(current)
        self._mark_copies()
        self._close_warned = False
        problem = self.deck.problem()
        total = sum(n for s, _, n in entries if s == "main")
        counted = (
            self.tr("{n} cards in the main deck").format(n=total) if several else self.tr("{n} cards").format(n=total)
        )
        if problem is None:
            legal = self.tr("A legal deck")
            text = f"<span style='color:#1e7b34'><b>{legal}</b> · {counted}</span>"
        else:
            text = f"<span style='color:#c0392b'><b>{counted}</b> · {linked_rules(escape(problem))}</span>"
        if notice:
            text += f"<br><span style='color:#9a5b00'>{escape(notice)}</span>"
        self.status.setText(text)
        tip = rule_tip(problem or "")
        self.status.setToolTip(tip)
        self.summary.setText("<br>".join(escape(s) for s in self.deck.summary()))
        self.play_button.setEnabled(problem is None)
        why = "" if problem is None else self.tr("Not a legal deck yet: {problem}").format(problem=problem)
        why += f"\n\n{tip}" if why and tip else ""
        self.play_button.setToolTip(why)

    def _show_rule(self, link: str) -> None:
        """A rule number in the check, pointed at or clicked: its words."""
        if link.startswith("rule:"):
            tip = rule_tip(link[len("rule:") :])
            if tip:
                QToolTip.showText(QCursor.pos(), tip, self.status)

    # -- lists as text ---------------------------------------------------------------------

    def paste_dialog(self) -> QtPasteDialog:
        """A deck list pasted (the clipboard's text to start with), read
        into the builder in the place of the deck only when every line names
        a card."""
        dialog = QtPasteDialog(self.rs, QGuiApplication.clipboard().text(), self)
        dialog.accepted_deck.connect(self._pasted)
        dialog.show()
        self.paste = dialog
        return dialog

    def _pasted(self, deck: Deck) -> None:
        self._remember()
        self.deck = deck
        self.name_edit.setText(deck.name)
        self._refresh()

    def copy_list(self) -> None:
        """The deck as players paste it to each other, to the clipboard."""
        QGuiApplication.clipboard().setText(shared_text(self.deck))
        self._refresh(notice=self.tr("The list is on the clipboard, one '4 Card Name' a line."))

    # -- files ------------------------------------------------------------------------------

    def new_deck(self) -> None:
        self._remember()
        self.deck = Deck(self.rs, self.tr("New deck"))
        self._saved = self.deck.text()
        self.name_edit.setText(self.deck.name)
        self._refresh()

    def unsaved(self) -> bool:
        """The deck has cards and changes not saved."""
        return self.deck.total() > 0 and self.deck.text() != self._saved

    def reject(self) -> None:
        """Close (Escape, the Close button, the window's own): a deck with
        changes not saved is kept open once, and the builder says so."""
        if self.unsaved() and not self._close_warned:
            self._refresh(
                notice=self.tr("This deck has changes not saved: Save (Ctrl+S) keeps them; Close again leaves them.")
            )
            self._close_warned = True
            return
        super().reject()

    def open_deck(self, path: str) -> bool:
        """Build on a saved deck list (Playmat's text or a Cockatrice deck)."""
        before = self.deck.snapshot()
        try:
            self.deck = Deck.of(self.rs, load_deck_file(path))
        except (LoadError, OSError) as exc:
            pasted = self._read_as_pasted(path)
            if pasted is None:
                self.status.setText(f"<span style='color:#c0392b'>{escape(str(exc))}</span>")
                return False
            self.history.append(before)
            self.deck = pasted  # a list of another format: saved as Playmat's, in the decks folder
            self.name_edit.setText(self.deck.name)
            self._refresh(
                notice=self.tr("Read {file} as a pasted list; Save keeps it in Playmat's format.").format(
                    file=Path(path).name
                )
            )
            return True
        self.history.append(before)
        self.deck.path = str(path)
        self._saved = self.deck.text()
        self.name_edit.setText(self.deck.name)
        self._refresh()
        return True

    def _read_as_pasted(self, path: str) -> Deck | None:
        """A text deck list as players write them ("4x Card Name" under
        "Main Deck:"), read as a pasted one; None if it is not one."""
        try:
            text = Path(path).read_text(encoding="utf-8", errors="replace")
        except OSError:
            return None
        if text.lstrip().startswith("<"):
            return None
        return read_pasted(self.rs, text, Path(path).stem).deck

    def _open_dialog(self) -> None:
        folder = decks_folder(self.rs.game)
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open a deck list"),
            str(folder if folder.is_dir() else Path.home()),
            self.tr("Deck lists ({patterns});;All files (*)").format(patterns="*.txt *.cod"),
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
            said = self.tr("Could not save {file}: {reason}").format(file=target, reason=exc.strerror or str(exc))
            self.status.setText(f"<span style='color:#c0392b'>{escape(said)}</span>")
            return False
        log.info("deck saved to %s", target)
        self._saved = self.deck.text()
        self._refresh()
        self.status.setText(self.status.text() + "<br>" + escape(self.tr("Saved to {file}").format(file=target)))
        return True

    def _save_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the deck list"),
            str(self.default_path()),
            self.tr("Deck lists ({patterns});;Cockatrice decks ({cod})").format(patterns="*.txt", cod="*.cod"),
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
            said = self.tr("Could not print the labels: {reason}").format(reason=exc)
            self.status.setText(f"<span style='color:#c0392b'>{escape(said)}</span>")
            return False
        said = self.tr("{n} labels on {pages} page(s): {file}").format(n=n, pages=pages, file=output)
        self.status.setText(self.status.text() + "<br>" + escape(said))
        return True

    def _labels_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Print the sleeve labels"), str(self.default_path().with_suffix(".pdf")), "PDF (*.pdf)"
        )
        if path:
            self.print_labels(path)

    def play(self) -> None:
        """Save the deck, then ask for a game with it for Player 1."""
        if self.deck.problem() is not None or not self.save():
            return
        self.play_requested.emit(self.deck.path, str(self.mode_box.currentData()))
