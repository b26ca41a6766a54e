"""The game log: every event in words, as the seat on screen may read it,
filterable by kind and by text, with the rule number on hover (a double
click on the line opens the rule).

The text lives in a QPlainTextEdit (appending is cheap however long the game
gets); the panel keeps one row per journal event and rebuilds the text only
when the filter or the reader changes.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QHelpEvent, QMouseEvent, QTextCursor
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QPlainTextEdit, QToolTip, QVBoxLayout, QWidget

from desktop.bridge import QtGameModel
from desktop.rules_text import citation
from desktop.rules_viewer import open_rule
from engine.events import Answered, CardMoved, Event, GameEnded, Note, PhaseBegan, PlayerLost, TurnBegan
from engine.match import Match

#: Lines kept on screen; older ones scroll away (the journal itself keeps all).
MAX_LINES = 20_000

KINDS = ("All", "Turns and phases", "Card moves", "Choices", "Game notes", "By hand")

#: the kinds in words (the kinds themselves are the English words)
KIND_WORDS = (
    QT_TRANSLATE_NOOP("QtLogPanel", "All"),
    QT_TRANSLATE_NOOP("QtLogPanel", "Turns and phases"),
    QT_TRANSLATE_NOOP("QtLogPanel", "Card moves"),
    QT_TRANSLATE_NOOP("QtLogPanel", "Choices"),
    QT_TRANSLATE_NOOP("QtLogPanel", "Game notes"),
    QT_TRANSLATE_NOOP("QtLogPanel", "By hand"),
)

Row = tuple[str, str, str]  #: text, kind, rule


def event_kind(event: Event, text: str) -> str:
    if "by hand" in text:
        return "By hand"
    if isinstance(event, (TurnBegan, PhaseBegan)):
        return "Turns and phases"
    if isinstance(event, CardMoved):
        return "Card moves"
    if isinstance(event, Answered):
        return "Choices"
    if isinstance(event, (Note, PlayerLost, GameEnded)):
        return "Game notes"
    return "Game notes"


class QtLogPanel(QWidget):
    def __init__(self, model: QtGameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setObjectName("QtLogPanel")
        self.text = QPlainTextEdit()
        self.text.setObjectName("log")
        self.text.setReadOnly(True)
        self.text.setMaximumBlockCount(MAX_LINES)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.text.viewport().installEventFilter(self)
        self.filter = QLineEdit()
        self.filter.setObjectName("logFilter")
        self.filter.setClearButtonEnabled(True)
        self.kind = QComboBox()
        self.kind.setObjectName("logKind")
        for k in KINDS:
            self.kind.addItem(k, k)
        # the keyboard belongs to the game: these take it only when the
        # player clicks them (not when the prompt's buttons are rebuilt and
        # the focus moves on, nor by Tab)
        for w in (self.filter, self.kind, self.text):
            w.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        row = QHBoxLayout()
        row.addWidget(self.filter, 1)
        row.addWidget(self.kind)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel()
        layout.addWidget(self.title)
        layout.addLayout(row)
        layout.addWidget(self.text, 1)
        #: journal events already worded
        self.shown = 0
        self._rows: list[Row] = []
        #: the row shown on each line of the text
        self._lines: list[int] = []
        self._viewer: tuple[int, ...] | None = None
        self._journal_id = 0
        self._answers: list[object] = []
        self._arrangement: dict[int, list[tuple[int, int]]] = {}
        self._game: tuple[str, int, int] = ("", 0, 0)
        #: the log follows the newest line unless the player scrolled back
        #: (scrolling to the bottom again follows again)
        self.following = True
        bar = self.text.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        # the log's room changes (a battle line, a first-turn line above it,
        # lines wrapped anew for another width): a log that followed still
        # shows its newest line; the text's own new layout is no scrolling back
        self._laying_out = False
        bar.rangeChanged.connect(lambda _lo, hi: bar.setValue(hi) if self.following else None)
        self.filter.textChanged.connect(self._rebuild_text)
        self.kind.currentIndexChanged.connect(self._rebuild_text)
        model.game_started.connect(self._update)
        model.changed.connect(self._update)
        model.viewer_changed.connect(self._update)
        self.retranslate()
        self._update()

    def retranslate(self) -> None:
        """The panel's own words in the language in place, and the log's lines worded anew in it."""
        self.title.setText(
            self.tr("<b>Game log</b> <small>(rule numbers on hover; double-click opens the rule)</small>")
        )
        self.filter.setPlaceholderText(self.tr("Filter the log…"))
        for i, k in enumerate(KINDS):
            self.kind.setItemText(i, QCoreApplication.translate("QtLogPanel", k))
        match = self.model.match
        if match is not None and self._rows:
            self._rows, self.shown = [], 0
            self._word(match.journal, self._viewer)
            self._rebuild_text()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- reading (tests use these) ---------------------------------------------------------

    def lines(self, visible_only: bool = False) -> list[str]:
        if visible_only:
            return [self._rows[i][0] for i in self._lines]
        return [r[0] for r in self._rows]

    def rule_tips(self) -> list[str]:
        return [r[2] for r in self._rows]

    def tip_at_line(self, line: int) -> str:
        """The hover text of a shown line: its rule number, if it has one."""
        if not 0 <= line < len(self._lines):
            return ""
        text, _, rule = self._rows[self._lines[line]]
        if rule and citation(rule) is not None:
            return self.tr("Rule {rule} (double-click to read it)").format(rule=rule)
        return self.tr("Rule {rule}").format(rule=rule) if rule else text

    def rule_at_line(self, line: int) -> str:
        """The rule number of a shown line, or ""."""
        if not 0 <= line < len(self._lines):
            return ""
        return self._rows[self._lines[line]][2]

    # -- updating ----------------------------------------------------------------------------

    def _reader(self) -> tuple[int, ...] | None:
        return self.model.lookers  # None: watching bots, every card is named

    def _update(self) -> None:
        match = self.model.match
        if match is None:
            self._rows, self._lines, self.shown = [], [], 0
            self.text.clear()
            return
        viewer = self._reader()
        journal = match.journal
        if id(journal) != self._journal_id and self._continues(match):
            # the same game one step on, in a new match object (table sync
            # adopts a copy): keep the lines already worded
            self._journal_id = id(journal)
        self._answers, self._arrangement = list(match.answers), dict(match.arrangement)
        self._game = (match.ruleset.id, match.seed, id(match.decks[0]) if match.decks else 0)
        if id(journal) != self._journal_id or viewer != self._viewer or len(journal) < self.shown:
            self._journal_id = id(journal)
            self._viewer = viewer
            self._rows, self.shown = [], 0
            self._word(journal, viewer)
            self._rebuild_text()
            return
        first = len(self._rows)
        self._word(journal, viewer)
        needle, kind = self._filter()
        new = [i for i in range(first, len(self._rows)) if self._matches(self._rows[i], needle, kind)]
        if new:
            follow = self.following
            self._lines.extend(new)
            self.text.appendPlainText("\n".join(self._rows[i][0] for i in new))
            self._trim()
            if follow:
                self._to_newest()
                QTimer.singleShot(0, self, self._follow_newest)

    def _continues(self, match: Match) -> bool:
        """Whether ``match`` is the game shown so far plus more answers: the
        same seed and layout of shuffles and the answers so far, so the same
        journal up to what is shown (games replay exactly)."""
        n = len(self._answers)
        return (
            self.shown > 0
            and (match.ruleset.id, match.seed, id(match.decks[0]) if match.decks else 0) == self._game
            and match.arrangement == self._arrangement
            and len(match.answers) >= n
            and match.answers[:n] == self._answers
            and len(match.journal) >= self.shown
        )

    def _word(self, journal: list[Event], viewer: tuple[int, ...] | None) -> None:
        for event in journal[self.shown :]:
            text = self.model.describe(event)
            self._rows.append((text, event_kind(event, text), event.rule))
        self.shown = len(journal)

    def _filter(self) -> tuple[str, str]:
        return self.filter.text().strip().lower(), str(self.kind.currentData() or "All")

    @staticmethod
    def _matches(row: Row, needle: str, kind: str) -> bool:
        text, k, rule = row
        if kind != "All" and k != kind:
            return False
        return not needle or needle in text.lower() or needle in rule.lower()

    def _rebuild_text(self) -> None:
        needle, kind = self._filter()
        self._lines = [i for i, r in enumerate(self._rows) if self._matches(r, needle, kind)]
        self._trim()
        self.text.setPlainText("\n".join(self._rows[i][0] for i in self._lines))
        self._to_newest()
        # the widget may not be laid out yet (a window about to show): again
        # once the event loop has done the layout (not at all if the panel
        # is deleted meanwhile: the timer goes with it)
        QTimer.singleShot(0, self, self._to_newest)

    def _follow_newest(self) -> None:
        """Once laid out, the newest line again, unless the player has
        scrolled back meanwhile."""
        if self.following:
            self._to_newest()

    def _to_newest(self) -> None:
        self.text.moveCursor(QTextCursor.MoveOperation.End)
        bar = self.text.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _trim(self) -> None:
        if len(self._lines) > MAX_LINES:
            del self._lines[: len(self._lines) - MAX_LINES]

    def _scrolled(self, value: int) -> None:
        if not self._laying_out:
            self.following = value >= self.text.verticalScrollBar().maximum()

    def _laid_out(self) -> None:
        self._laying_out = False
        if self.following:
            self._to_newest()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.text.viewport() and event.type() == QEvent.Type.Resize:
            # the text lays itself out again for the new size, and moves its
            # scroll bar as it does: not the player scrolling
            self._laying_out = True
            QTimer.singleShot(0, self, self._laid_out)
            return False
        if (
            watched is self.text.viewport()
            and event.type() == QEvent.Type.MouseButtonDblClick
            and isinstance(event, QMouseEvent)
        ):
            rule = self.rule_at_line(self.text.cursorForPosition(event.position().toPoint()).blockNumber())
            if citation(rule) is not None:
                open_rule(self, rule)
                return True
            return False
        if watched is self.text.viewport() and event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            line = self.text.cursorForPosition(event.pos()).blockNumber()
            tip = self.tip_at_line(line)
            if tip:
                QToolTip.showText(event.globalPos(), tip, self.text)
            else:
                QToolTip.hideText()
            return True
        return super().eventFilter(watched, event)
