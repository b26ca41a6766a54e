"""The rules viewer: a game's comprehensive rules, opened at a rule.

Every rule number Playmat shows (the F1 primer, the deck builder's check,
the prompt and the log) opens here. The documents are the player's own (see
:mod:`desktop.rules_text`); without one the viewer says where to put it.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QColor, QTextCursor, QTextFormat
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QLineEdit, QTextBrowser, QTextEdit, QVBoxLayout, QWidget

from desktop.rules_text import (
    CITATION,
    DOCUMENTS,
    Citation,
    RulesDocument,
    citation,
    clean,
    load,
    where_to_put,
)
from engine.errors import LoadError

#: Qt's translation (context ``RulesViewer``), by the name its tools look for
translate = QCoreApplication.translate

#: the rule opened, behind its lines
HIGHLIGHT = QColor("#fff1b8")


def rule_link(c: Citation | str, colour: str = "") -> str:
    """A rule number as a link that opens it (``href="rule:WS 8.6.2"``)."""
    style = f" style='color:{colour}'" if colour else ""
    return f"<a href='rule:{escape(str(c))}'{style}>{escape(str(c)).replace(' ', '&nbsp;')}</a>"


def link_rules(html: str, colour: str = "") -> str:
    """``html``'s rule numbers (outside its tags) as links that open them."""
    out = []
    for k, part in enumerate(_split_tags(html)):
        out.append(part if k % 2 else CITATION.sub(lambda m: rule_link(m.group(0), colour), part))
    return "".join(out)


def _split_tags(html: str) -> list[str]:
    """Text and tags alternately (text first), so links go in text only."""
    parts: list[str] = []
    at = 0
    while True:
        lt = html.find("<", at)
        if lt < 0:
            parts.append(html[at:])
            return parts
        gt = html.find(">", lt)
        if gt < 0:
            parts.append(html[at:])
            return parts
        parts += [html[at:lt], html[lt : gt + 1]]
        at = gt + 1


class QtRulesViewer(QDialog):
    """One window per main window; :func:`open_rule` shows it at a rule."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("QtRulesViewer")
        self.resize(760, 640)
        self.goto = QLineEdit()
        self.goto.setObjectName("ruleNumber")
        self.goto.setClearButtonEnabled(True)
        self.goto.returnPressed.connect(lambda: self.show_rule(self.goto.text()))
        self.where = QLabel()
        self.where.setObjectName("ruleWhere")
        self.where.setWordWrap(True)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text = QTextBrowser()
        self.text.setObjectName("rulesText")
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(lambda url: self.show_rule(url.toString()))
        row = QHBoxLayout()
        self.rule_label = QLabel()
        row.addWidget(self.rule_label)
        row.addWidget(self.goto, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.where)
        layout.addWidget(self.text, 1)
        #: the document shown (None: a message instead)
        self.document: RulesDocument | None = None
        #: the rule cited last
        self.cited: Citation | None = None
        #: the block of the text each line of the document is shown in
        self._block_of: dict[int, int] = {}
        #: the block of the rule opened
        self._at: int | None = None
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """The window's own words in the language in place (the rules are the documents' own)."""
        c = self.cited
        title = translate("RulesViewer", "Rules: {game}").format(game=c.game_name) if c else None
        self.setWindowTitle(title or translate("RulesViewer", "Rules"))
        self.goto.setPlaceholderText(translate("RulesViewer", "Go to a rule: WS 8.6.2, DBS 8-5-3, or just 8.6.2"))
        self.rule_label.setText(translate("RulesViewer", "Rule:"))

    # -- reading (tests use these) ---------------------------------------------------------

    def highlighted(self) -> str:
        """The text of the rule shown highlighted, or ""."""
        sel = self.text.extraSelections()
        return "\n".join(s.cursor.block().text() for s in sel)

    def top_line(self) -> str:
        """The first line of text at the top of the view."""
        return self.text.cursorForPosition(self.text.viewport().rect().topLeft()).block().text()

    # -- showing ---------------------------------------------------------------------------

    def show_rule(self, text: str) -> bool:
        """Open at the rule ``text`` cites ("WS 8.6.2", "rule:WS 8.6.2", or a
        bare "8.6.2" in the document shown); True when it was found."""
        text = text.strip()
        if text.startswith("rule:"):
            text = text[len("rule:") :]
        c = citation(text)
        bare = text.rstrip(".-")
        if c is None and self.cited is not None and bare and bare.replace(".", "").replace("-", "").isdigit():
            c = citation(f"{self.cited.prefix} {bare}")
        if c is None:
            said = translate("RulesViewer", "No rule number in {text}: write it as {examples}.")
            self.where.setText(said.format(text=repr(escape(text)), examples=_examples()))
            return False
        self.cited = c
        self.setWindowTitle(translate("RulesViewer", "Rules: {game}").format(game=c.game_name))
        try:
            doc = load(c.document)
        except LoadError as exc:
            self._message(c, translate("RulesViewer", "The rules document cannot be read: {error}").format(error=exc))
            return False
        if doc is None:
            self._message(c, where_to_put(c))
            return False
        self._show_document(doc)
        found = doc.find(c.number)
        if found is None:
            self.text.setExtraSelections([])
            said = translate("RulesViewer", "<b>{rule}</b> is not in {file}.")
            self.where.setText(said.format(rule=escape(str(c)), file=escape(doc.path.name)))
            return False
        rule = found.rule
        if found.exact:
            said = translate("RulesViewer", "<b>{rule}</b> · {file}, line {n}")
            self.where.setText(said.format(rule=escape(str(c)), file=escape(doc.path.name), n=rule.line + 1))
        else:
            said = translate(
                "RulesViewer", "<b>{rule}</b> is not in {file}: the rule above it, <b>{above}</b>, is shown."
            )
            self.where.setText(said.format(rule=escape(str(c)), file=escape(doc.path.name), above=escape(rule.written)))
        self._highlight(rule.line, rule.end)
        return found.exact

    def _message(self, c: Citation, said: str) -> None:
        self.document = None
        self._at = None
        self._block_of = {}
        self.text.setExtraSelections([])
        self.where.setText(f"<b>{escape(str(c))}</b>")
        self.text.setHtml(f"<h3>{escape(c.game_name)}</h3><p>{escape(said)}</p>")

    def _show_document(self, doc: RulesDocument) -> None:
        if doc is self.document:
            return
        self.document = doc
        starts = {r.line: r for r in doc.rules}
        parts = []
        self._block_of = {}
        block = 0
        for i, line in enumerate(doc.lines):
            words = clean(line)
            if not words or set(words) <= set("-:| "):
                continue
            rule = starts.get(i)
            if rule is not None:
                indent = 18 * max(0, rule.depth - 2)
                rest = escape(doc.words_on(i))
                big = rule.heading or rule.depth == 1
                number = f"<b>{escape(rule.written)}</b>"
                body = f"<b>{number} {rest}</b>" if big else f"{number} {rest}"
                top = 12 if big else 3
                parts.append(f"<p style='margin-left:{indent}px; margin-top:{top}px'>{body}</p>")
            elif line.lstrip().startswith("#"):
                parts.append(f"<p style='margin-top:12px'><b>{escape(words)}</b></p>")
            else:
                parts.append(f"<p style='margin-top:0px'>{escape(words)}</p>")
            self._block_of[i] = block
            block += 1
        self.text.setHtml("".join(parts))

    def _highlight(self, first: int, end: int) -> None:
        doc = self.text.document()
        selections = []
        for i in range(first, end):
            n = self._block_of.get(i)
            if n is None:
                continue
            sel = QTextEdit.ExtraSelection()
            sel.cursor = QTextCursor(doc.findBlockByNumber(n))
            sel.format.setBackground(HIGHLIGHT)
            sel.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
            selections.append(sel)
        self.text.setExtraSelections(selections)
        self._at = self._block_of.get(first)
        if self._at is None:
            return
        self.text.setTextCursor(QTextCursor(doc.findBlockByNumber(self._at)))
        self._scroll_to_rule()
        # again once a window just shown has its size and the text is laid out anew
        QTimer.singleShot(0, self.text, self._scroll_to_rule)

    def _scroll_to_rule(self) -> None:
        """The rule opened at the top of the view."""
        if self._at is None:
            return
        doc = self.text.document()
        top = doc.documentLayout().blockBoundingRect(doc.findBlockByNumber(self._at)).top()
        self.text.verticalScrollBar().setValue(int(top))


def _examples() -> str:
    return ", ".join(f"{p} {'8-5-3' if p.startswith('DBS') else '8.5.3'}" for p in DOCUMENTS)


#: a window property: the window is a store's kiosk, where visitors open no other window
KIOSK_PROPERTY = "kiosk"


def open_rule(anchor: QWidget, text: str) -> QtRulesViewer | None:
    """Show the rule ``text`` cites in the rules viewer of ``anchor``'s
    window (made on first use), in front; nothing in a kiosk."""
    top = anchor.window()
    if top.property(KIOSK_PROPERTY):
        return None
    viewer = top.findChild(QtRulesViewer, "QtRulesViewer", Qt.FindChildOption.FindDirectChildrenOnly)
    if viewer is None:
        viewer = QtRulesViewer(top)
    viewer.show()
    viewer.show_rule(text)
    viewer.raise_()
    viewer.activateWindow()
    return viewer
