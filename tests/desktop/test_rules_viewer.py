"""Rule numbers open the rules: the finder reads a player's rules document,
and every rule number on screen (F1 primer, deck check, prompt, log) opens
the viewer at its rule (#25).

The documents here are written for these tests in the layouts of the
games' documents (Markdown headings and list items, numbers joined by dots;
plain text with numbers joined by hyphens); their words are this file's own.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QLabel, QToolTip, QWidget
from pytestqt.qtbot import QtBot

from desktop.deck_builder import QtDeckBuilder
from desktop.deck_rules import rule_tip
from desktop.main_window import QtMainWindow
from desktop.rules_text import (
    DOCUMENTS,
    MAX_RULES_BYTES,
    citation,
    citations,
    load,
    read_document,
    rule_words,
    rules_dir,
)
from desktop.rules_viewer import QtRulesViewer, link_rules, open_rule
from engine import registry
from engine.errors import LoadError

GameWindow = Callable[..., QtMainWindow]

#: a short rules document in the Markdown layout: a table of contents, headings,
#: list items indented by depth, a rule on two lines, a changelog naming rules again
MARKDOWN = """\
Contents\tPage
1. Playing the Game.....\t1
2. Cards.....\t2
3. Turns.....\t3

## Rules

### 1. Playing the Game

#### 1.1. Players

- 1.1.1. Two players sit at the table and play against each other.
- 1.1.2. A player who has nothing left to draw loses.
  - 1.1.2.1. That player loses at the next check, not at once.

### 2. Cards

2.1. Every card has a name printed along its top edge.

2.1.1. Two cards with the same printed name are the same card
when a deck is built.

- 2.2. A deck holds exactly forty cards.
12 of them at most may be spells.

### 3. Turns

#### 3.1. Order of a turn

- 3.1.1. Wake, draw, play, fight, rest, in this order.
- 3.1.2. The player who goes first skips the draw of the first turn.

### Changelog

- 2.1.1. Reworded.
- 1.1.2. Added.
"""

#: the same in the plain-text layout: hyphens, no decoration
PLAIN = """\
SAMPLE CARD GAME RULE MANUAL
Table of Contents
1. Playing the Game
2. Cards
General Rules
1. Playing the Game
1-1. Players
1-1-1. Two players sit at the table and play against each other.
1-1-2. A player who has nothing left to draw loses.
1-1-2-1. That player loses at the next checkpoint.
2. Cards
2-1. Every card has a name printed along its top edge.
2-1-1. Two cards with the same card number are the same card.
2-2. A deck holds exactly forty cards.
"""


def rules_document(rules: dict[str, str]) -> str:
    """A document in the Markdown layout holding ``rules`` (number -> words)
    and a heading for each section and subsection above them (and a section
    of filler, as a rules document has many rules)."""
    rules = {**{f"20.1.{i}": f"Filler rule {i}." for i in range(1, 9)}, **rules}
    numbers = set(rules)
    for n in list(rules):
        parts = n.split(".")
        numbers.update(".".join(parts[:k]) for k in range(1, len(parts)))

    def key(n: str) -> tuple[int, ...]:
        return tuple(int(p) for p in n.split("."))

    out = ["## Rules", ""]
    for n in sorted(numbers, key=key):
        depth = n.count(".")
        words = rules.get(n, f"Section {n} of the sample rules")
        if depth == 0:
            out += [f"### {n}. {words}", ""]
        elif depth == 1 and n not in rules:
            out += [f"#### {n}. {words}", ""]
        else:
            out.append("  " * max(0, depth - 2) + f"- {n}. {words}")
    return "\n".join(out) + "\n"


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The player's rules folder, empty."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = rules_dir()
    path.mkdir(parents=True)
    assert str(path).startswith(str(tmp_path))
    return path


# -- the finder ----------------------------------------------------------------------------


def test_citations_are_read_in_every_games_numbering() -> None:
    found = citations("Rule WS 8.6.2.4.2; VG 8.5.3.1, DBS 8-5-3-3 and DBS1.0 7-4-1. (SG 8.4.3)")
    assert [str(c) for c in found] == ["WS 8.6.2.4.2", "VG 8.5.3.1", "DBS 8-5-3-3", "DBS1.0 7-4-1", "SG 8.4.3"]
    assert [c.document for c in found] == ["weiss", "vanguard", "dbscg", "dbscg-1.0", "systemgate"]
    assert found[2].number == (8, 5, 3, 3)
    assert citation("rule:WS 6") is not None and citation("no rule here") is None
    assert citation("TOY 3") is None


def test_a_rule_is_found_in_the_body_not_in_the_contents_or_the_changelog(tmp_path: Path) -> None:
    path = tmp_path / "weiss.md"
    path.write_text(MARKDOWN, encoding="utf-8")
    doc = read_document(path)

    def line_of(number: tuple[int, ...]) -> str:
        found = doc.find(number)
        assert found is not None and found.exact, number
        return doc.lines[found.rule.line]

    assert line_of((1,)) == "### 1. Playing the Game"  # not "1. Playing the Game....." of the contents
    assert line_of((2, 1, 1)).startswith("2.1.1. Two cards")  # not the changelog's "- 2.1.1. Reworded."
    assert line_of((1, 1, 2)).startswith("- 1.1.2. A player")
    assert line_of((1, 1, 2, 1)).lstrip().startswith("- 1.1.2.1.")
    found = doc.find((2, 1, 1))
    assert found is not None
    # a rule's words run on to its next line, without markup
    assert doc.words(found.rule) == "Two cards with the same printed name are the same card when a deck is built."
    # a sentence beginning with a number is part of the rule above it, not a rule 12
    assert doc.find((12,)) is None
    two_two = doc.find((2, 2))
    assert two_two is not None and doc.words(two_two.rule).endswith("12 of them at most may be spells.")


def test_a_rule_the_document_lacks_opens_at_the_rule_above_it(tmp_path: Path) -> None:
    path = tmp_path / "weiss.md"
    path.write_text(MARKDOWN, encoding="utf-8")
    doc = read_document(path)
    found = doc.find((3, 1, 9, 2))
    assert found is not None and not found.exact and found.rule.written == "3.1"
    assert doc.find((7, 1)) is None


def test_numbers_joined_by_hyphens_in_plain_text(folder: Path) -> None:
    (folder / "dbscg.txt").write_text(PLAIN, encoding="utf-8")
    doc = load("dbscg")
    assert doc is not None
    found = doc.find((1, 1, 2, 1))
    assert found is not None and found.exact and doc.lines[found.rule.line].startswith("1-1-2-1.")
    one = doc.find((1,))
    assert one is not None and doc.lines[one.rule.line - 1] == "General Rules"
    said = rule_words(citations("DBS 2-1-1")[0])
    assert said == "DBS 2-1-1: Two cards with the same card number are the same card."
    # the 1.00 manual is a document of its own
    assert "dbscg-1.0.md" in rule_words(citations("DBS1.0 2-1-1")[0])


def test_without_a_document_the_words_say_where_to_put_one(folder: Path) -> None:
    said = rule_words(citations("VG 8.5.3.1")[0])
    assert str(folder) in said and "vanguard.md" in said and "vanguard.txt" in said
    tip = rule_tip("a deck has exactly 50 cards (WS 5.1.2.1), up to 4 of a name (WS 5.1.2.2)")
    assert tip.count("weiss.md") == 1 and "WS 5.1.2.1, WS 5.1.2.2" in tip


def _sparse(path: Path) -> None:
    with path.open("wb") as f:
        f.truncate(4 * MAX_RULES_BYTES)


def _fifo(path: Path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    os.mkfifo(path)


HOSTILE: dict[str, tuple[Callable[[Path], None], str]] = {
    "too large": (lambda p: p.write_bytes(b"1.1. x\n" * (MAX_RULES_BYTES // 7 + 10)), "too large"),
    "huge and sparse": (_sparse, "too large"),
    "binary": (lambda p: p.write_bytes(MARKDOWN.encode() + b"\x00\x01\x02" * 50), "binary"),
    "not UTF-8": (lambda p: p.write_bytes(MARKDOWN.encode() + "é".encode("latin-1")), "not UTF-8"),
    "not rules": (
        lambda p: p.write_text("Just a letter.\n1. One thing.\n" * 3, encoding="utf-8"),
        "not a rules document",
    ),
    "a folder": (lambda p: p.mkdir(), "folder"),
    "a named pipe": (_fifo, "named pipe"),
    "one long line": (lambda p: p.write_text("1.1. " + "word " * 300_000, encoding="utf-8"), "not a rules document"),
}


@pytest.mark.parametrize("kind", list(HOSTILE))
def test_a_document_that_is_not_one_is_refused_with_a_reason(qtbot: QtBot, folder: Path, kind: str) -> None:
    make, reason = HOSTILE[kind]
    path = folder / "weiss.md"
    make(path)
    with pytest.raises(LoadError, match=reason):
        load("weiss")
    assert reason in rule_tip("WS 5.1.2.1") and "cannot be read" in rule_tip("WS 5.1.2.1")
    viewer = QtRulesViewer()
    qtbot.addWidget(viewer)
    viewer.show()
    assert not viewer.show_rule("WS 5.1.2.1")
    assert reason in viewer.text.toPlainText() and viewer.document is None


def test_a_refused_document_is_not_read_again_until_it_changes(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from desktop import rules_text

    path = folder / "weiss.md"
    path.write_bytes(b"\x00" * 1000)
    reads: list[Path] = []
    real = rules_text.read_document

    def counting(p: Path) -> rules_text.RulesDocument:
        reads.append(p)
        return real(p)

    monkeypatch.setattr(rules_text, "read_document", counting)
    for _ in range(3):
        with pytest.raises(LoadError, match="binary"):
            load("weiss")
    assert len(reads) == 1
    path.write_text(MARKDOWN, encoding="utf-8")
    os.utime(path, ns=(1, 1))  # a changed file, however quickly changed
    doc = load("weiss")
    assert doc is not None and len(reads) == 2 and load("weiss") is doc


RULES_FOLDER = Path("/work/shared/rules")
REAL = {
    "VG": "vanguard-rules.md",
    "WS": "weiss-schwarz-rules.md",
    "DBS": "dbscg-rules-1.073.txt",
    "DBS1.0": "dbscg-rules-1.00.md",
    "SG": "system-gate-rules.md",
}


@pytest.mark.skipif(not RULES_FOLDER.is_dir(), reason="the games' rules documents are not at hand")
def test_every_rule_playmat_cites_is_found_in_the_real_documents() -> None:
    """The finder against the publishers' documents, where they are at hand
    (Playmat does not ship them)."""
    docs = {prefix: read_document(RULES_FOLDER / name) for prefix, name in REAL.items()}
    root = Path(__file__).resolve().parents[2]
    sources = [*(root / "engine").rglob("*.py"), *(root / "assets" / "primers").glob("*.html")]
    cited = {c for path in sources for c in citations(path.read_text(encoding="utf-8"))}
    assert len(cited) > 500
    lost = []
    for c in cited:
        found = docs[c.prefix].find(c.number)
        if found is None or not found.exact:
            lost.append(str(c))
    # the 1.00 manual has no 8-5-3-3 (the rule came with a later manual)
    assert set(lost) <= {"DBS1.0 8-5-3-3"}, sorted(lost)
    # a number in the contents and again in the rules opens in the rules
    for prefix, doc in docs.items():
        first = doc.find((1,))
        assert first is not None and doc.find((1, 1)) is not None, prefix
        assert first.rule.line < doc.find((1, 1)).rule.line  # type: ignore[union-attr]


# -- the viewer ----------------------------------------------------------------------------


def link_point(qtbot: QtBot, label: QLabel, href: str) -> QPoint:
    """A point of ``label`` over its link to ``href``, found by moving the
    mouse across it as a player would."""
    window = label.window()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    hovered: list[str] = [""]
    label.linkHovered.connect(hovered.append)
    try:
        for y in range(2, label.height(), 4):
            for x in range(2, label.width(), 4):
                qtbot.mouseMove(label, QPoint(x, y))
                if hovered[-1] == href:
                    return QPoint(x, y)
    finally:
        label.linkHovered.disconnect(hovered.append)
    raise AssertionError(f"no link to {href} in {label.objectName()}: {label.text()!r}")


def viewer_of(window: QWidget) -> QtRulesViewer:
    viewer = window.findChild(QtRulesViewer, "QtRulesViewer", Qt.FindChildOption.FindDirectChildrenOnly)
    assert viewer is not None
    return viewer


def test_the_viewer_opens_at_a_rule_and_goes_to_another_by_its_number(qtbot: QtBot, folder: Path) -> None:
    filler = {
        f"9.{i}.{j}": f"Filler rule {i}.{j} of the sample, long enough to take a line."
        for i in range(1, 9)
        for j in range(1, 9)
    }
    (folder / "weiss.md").write_text(MARKDOWN + "\n" + rules_document(filler), encoding="utf-8")
    owner = QWidget()
    qtbot.addWidget(owner)
    owner.show()
    viewer = open_rule(owner, "rule:WS 9.3.3")
    qtbot.waitExposed(viewer)
    assert viewer.isVisible() and viewer is viewer_of(owner)
    assert viewer.highlighted().startswith("9.3.3 Filler rule 3.3")
    qtbot.waitUntil(lambda: viewer.top_line().startswith("9.3.3"))  # scrolled to it
    assert "WS 9.3.3" in viewer.where.text() and "weiss.md" in viewer.where.text()
    # another number typed: of the same game without its prefix
    viewer.goto.setFocus()
    qtbot.keyClicks(viewer.goto, "2.1.1")
    qtbot.keyClick(viewer.goto, Qt.Key.Key_Return)
    assert viewer.highlighted() == "2.1.1 Two cards with the same printed name are the same card\nwhen a deck is built."
    viewer.goto.clear()
    qtbot.keyClicks(viewer.goto, "WS 3.1.7")
    qtbot.keyClick(viewer.goto, Qt.Key.Key_Return)
    assert "3.1.7" in viewer.where.text() and "rule above it" in viewer.where.text()
    assert viewer.highlighted().startswith("3.1 Order of a turn")
    viewer.goto.clear()
    qtbot.keyClicks(viewer.goto, "nonsense")
    qtbot.keyClick(viewer.goto, Qt.Key.Key_Return)
    assert "No rule number" in viewer.where.text()
    # the same window opens the next rule
    assert open_rule(owner, "WS 1.1.1") is viewer
    qtbot.keyClick(viewer, Qt.Key.Key_Escape)
    assert not viewer.isVisible()


def test_primer_rule_numbers_are_links_that_open_the_rules(qtbot: QtBot, game_window: GameWindow, folder: Path) -> None:
    window = game_window("weiss", "goldfish")
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    primer = window.help.primer
    assert "href='rule:WS 3.9.3'" in primer.text()
    # no document yet: the viewer says where to put one
    qtbot.mouseClick(primer, Qt.MouseButton.LeftButton, pos=link_point(qtbot, primer, "rule:WS 3.9.3"))
    viewer = viewer_of(window)
    assert viewer.isVisible() and str(folder) in viewer.text.toPlainText() and "weiss.md" in viewer.text.toPlainText()
    viewer.close()
    (folder / "weiss.md").write_text(
        rules_document({"3.9.3": "A player whose level reaches four loses.", "9.2.2.1": "Nothing to refresh with."}),
        encoding="utf-8",
    )
    qtbot.mouseClick(primer, Qt.MouseButton.LeftButton, pos=link_point(qtbot, primer, "rule:WS 3.9.3"))
    assert viewer.isVisible() and viewer.highlighted() == "3.9.3 A player whose level reaches four loses."
    # the primer stays open behind the rule; a click beside its links closes it
    assert window.help.isVisible()
    qtbot.mouseClick(window.help.text, Qt.MouseButton.LeftButton)
    assert not window.help.isVisible()


def test_the_deck_checks_rule_opens_on_a_click_and_its_words_show_on_hover(qtbot: QtBot, folder: Path) -> None:
    (folder / "weiss.md").write_text(
        rules_document({"5.1.2.1": "A deck is fifty cards, no more and no fewer."}), encoding="utf-8"
    )
    builder = QtDeckBuilder(registry.get("weiss"))
    qtbot.addWidget(builder)
    builder.show()
    qtbot.waitExposed(builder)
    assert "WS 5.1.2.1" in builder.status.text()
    assert builder.status.toolTip() == "WS 5.1.2.1: A deck is fifty cards, no more and no fewer."
    at = link_point(qtbot, builder.status, "rule:WS 5.1.2.1")
    qtbot.mouseClick(builder.status, Qt.MouseButton.LeftButton, pos=at)
    viewer = viewer_of(builder)
    assert viewer.isVisible() and viewer.highlighted() == "5.1.2.1 A deck is fifty cards, no more and no fewer."


def test_the_prompts_rule_and_a_log_lines_rule_open_the_rules(
    qtbot: QtBot, game_window: GameWindow, folder: Path
) -> None:
    window = game_window("weiss", "goldfish")
    d = window.model.decision
    assert d is not None and d.rule.startswith("WS ")
    log = window.log_panel
    line = next(i for i, t in enumerate(log.rule_tips()) if t.startswith("WS ") and t != d.rule)
    logged = log.rule_tips()[line]
    wanted = {r.split(" ", 1)[1]: f"The sample's words for rule {r}." for r in (d.rule, logged)}
    (folder / "weiss.md").write_text(rules_document(wanted), encoding="utf-8")
    # the prompt: "Rule WS ..." beside who decides, a link
    label = window.prompt.rule
    assert label.isVisible() and d.rule in label.text()
    at = link_point(qtbot, label, f"rule:{d.rule}")
    assert QToolTip.text() == f"{d.rule}: The sample's words for rule {d.rule}."  # its words on hover
    qtbot.mouseClick(label, Qt.MouseButton.LeftButton, pos=at)
    viewer = viewer_of(window)
    assert viewer.isVisible() and viewer.highlighted().endswith(f"The sample's words for rule {d.rule}.")
    viewer.close()
    # the log: a double click on the line
    assert "double-click" in log.tip_at_line(line)
    text = log.text
    block = text.document().findBlockByNumber(line)
    cursor = text.textCursor()
    cursor.setPosition(block.position())
    text.setTextCursor(cursor)
    text.ensureCursorVisible()
    at = text.cursorRect(cursor).center()
    qtbot.mouseDClick(text.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert viewer.isVisible() and viewer.highlighted().endswith(f"The sample's words for rule {logged}.")


def test_link_rules_links_numbers_in_text_never_inside_tags() -> None:
    html = "<p title='WS 1.1'>Win (WS 3.9.3), or <b>DBS 1-2-1</b>.</p>"
    out = link_rules(html)
    assert "title='WS 1.1'" in out
    assert re.findall(r"href='rule:([^']*)'", out) == ["WS 3.9.3", "DBS 1-2-1"]
    assert set(DOCUMENTS) == {"VG", "WS", "DBS", "DBS1.0", "SG"}
