"""The interface in Japanese: chosen in the Language menu, every covered
screen walked (menus, the start screen, a game with a real decision in the
prompt, the status line, the log's phases and zones), failing on any
English-looking word where Japanese is expected and on any clipped text;
and the translations in step with the code (``lupdate`` finds nothing
unfinished).

What is not translated yet, and so not walked: the engine's prompts and
choices (``Decision.prompt``, option labels), the mat's own drawing
(mat_view), the other windows (deck builder, devices, table, kiosk)."""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from desktop import i18n, i18n_build
from desktop.app import advance
from desktop.main_window import QtMainWindow
from desktop.session import ruleset_choices
from engine import registry
from engine.bots import RandomBot
from engine.events import PhaseBegan

#: words that stay as they are in every language: the product, keys, rule
#: prefixes, file patterns, and the games' and demo decks' own names
PROPER = [
    "Playmat",
    *(c.title for c in ruleset_choices()),
    *(d.name for rid in registry.ids() for d in registry.get(rid).demo_decks()),
    "Ctrl",
    "Shift",
    "Enter",
    "Esc",
    "Space",
    "Return",
    "Left",
    "Right",
    "Home",
    "End",
    "VGD-014 Blaze Squire",
    "*.txt *.deck *.cod",
]

_TAG = re.compile(r"<[^>]+>")
_WORD = re.compile(r"[A-Za-z]{3,}")


def english_words(text: str) -> list[str]:
    """The English-looking words of ``text``: runs of three or more Latin
    letters, once tags, mnemonics and proper names are taken out."""
    text = _TAG.sub(" ", text).replace("&", "")
    for name in sorted(PROPER, key=len, reverse=True):
        text = text.replace(name, " ")
    return _WORD.findall(text)


@pytest.fixture
def compiled(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The translations compiled afresh from the sources, for this test
    alone; English again afterwards."""
    out = tmp_path / "i18n"
    out.mkdir()
    assert i18n_build.build(out=out)
    monkeypatch.setattr(i18n, "i18n_dir", lambda: out)
    yield out
    i18n.apply_language("en")


def to_japanese(window: QtMainWindow, qtbot: QtBot) -> None:
    window.language_actions["ja"].trigger()
    QApplication.processEvents()
    qtbot.waitUntil(lambda: window.game_menu.title().startswith("ゲーム"))
    qtbot.wait(50)  # laid out anew for the new words
    assert i18n.current_language() == "ja"
    assert window.settings.language == "ja"


def texts_of(root: QWidget) -> list[tuple[QWidget, str]]:
    """Every visible word a person reads on ``root``: labels, buttons, group
    titles, placeholders and tooltips."""
    out: list[tuple[QWidget, str]] = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisibleTo(root) and w is not root:
            continue
        if isinstance(w, (QLabel, QAbstractButton)) and w.text():
            out.append((w, w.text()))
        if isinstance(w, QGroupBox) and w.title():
            out.append((w, w.title()))
        if isinstance(w, QLineEdit) and w.placeholderText():
            out.append((w, w.placeholderText()))
        if w.toolTip():
            out.append((w, w.toolTip()))
    return out


def clipped(root: QWidget) -> list[str]:
    """The visible labels and buttons of ``root`` whose words do not fit them."""
    bad = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisibleTo(root) or w.width() <= 0:
            continue
        if isinstance(w, QPushButton) and w.text() and w.sizeHint().width() > w.width() + 1:
            bad.append(f"button {w.text()!r}: {w.sizeHint().width()} > {w.width()}")
        elif isinstance(w, QAbstractButton) and not isinstance(w, QPushButton) and w.text():
            if w.sizeHint().width() > w.width() + 1:
                bad.append(f"{type(w).__name__} {w.text()!r}: {w.sizeHint().width()} > {w.width()}")
        elif isinstance(w, QLabel) and w.text() and w.pixmap().isNull():
            room = w.contentsRect()
            if w.wordWrap():
                need = w.heightForWidth(room.width())
                if need > room.height() + 1:
                    bad.append(f"label {w.text()[:40]!r}: {need} > {room.height()} high")
            elif w.textFormat().name == "PlainText" or not _TAG.search(w.text()):
                width = w.fontMetrics().horizontalAdvance(w.text().replace("&", ""))
                if width > room.width() + 1:
                    bad.append(f"label {w.text()[:40]!r}: {width} > {room.width()} wide")
    return bad


def menu_texts(window: QtMainWindow) -> list[str]:
    out = []
    menus: list[QMenu] = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]  # type: ignore[misc]
    while menus:
        m = menus.pop()
        out.append(m.title())
        for a in m.actions():
            if a.menu() is not None:
                menus.append(a.menu())  # type: ignore[arg-type]
            elif a.text() and not a.isSeparator():
                out.append(a.text())
                out.append(a.toolTip())
    return out


def assert_japanese(texts: list[str], where: str) -> None:
    english = {t: english_words(t) for t in texts if english_words(t)}
    assert not english, f"English-looking words in {where}: {english}"


def test_menus_and_start_screen_in_japanese(
    open_window: Callable[..., QtMainWindow], qtbot: QtBot, compiled: Path
) -> None:
    window = open_window()
    # in English first: the words a test of English reads
    assert window.game_menu.title() == "&Game"
    to_japanese(window, qtbot)

    names = dict(i18n.LANGUAGES)
    menus = [t for t in menu_texts(window) if t not in names.values()]  # a language's name is its own
    assert "ゲーム(&G)" in menus and "新しいゲーム(&N)…" in menus
    assert_japanese(menus, "the menus")

    start = window.start_screen
    qtbot.waitUntil(lambda: start.isVisible())
    texts = [t for _, t in texts_of(start) if t not in (start.game_box.currentText(),)]
    assert "ゲーム開始(&S)" in texts
    assert_japanese(texts, "the start screen")
    assert clipped(start) == []


@pytest.mark.parametrize("ruleset_id", ["vanguard", "weiss", "dbscg", "systemgate"])
def test_a_game_in_japanese_keeps_going(
    game_window: Callable[..., QtMainWindow], qtbot: QtBot, compiled: Path, ruleset_id: str
) -> None:
    window = game_window(ruleset_id, seed=3)
    advance(window, 3)  # bots play to turn 3: phases, steps and moves in the log
    session = window.model.session
    assert session is not None and window.model.decision is not None
    answers = len(session.match.answers)
    journal = len(session.match.journal)

    to_japanese(window, qtbot)

    # the same game, untouched
    assert window.model.session is session
    assert len(session.match.answers) == answers and len(session.match.journal) == journal
    assert window.in_game

    # the prompt's own words (the engine's question and choices are not translated yet)
    prompt = window.prompt
    fixed = [prompt.who.text(), prompt.hint.text(), prompt.confirm_button.text(), prompt.clear_button.text()]
    assert re.fullmatch(r"プレイヤー\dの選択", prompt.who.text()), prompt.who.text()
    assert_japanese([t for t in fixed if t], "the prompt panel")
    assert clipped(prompt) == []

    # the status line and the counters
    status = window.status.text()
    assert status.startswith(session.match.ruleset.title)
    assert_japanese([status, window.counters.text()], "the status line")
    assert "ターン" in status or "最初のターンの前" in status
    assert clipped(window.game_page) == []

    # the log: phases and zones in the games' words
    lines = window.log_panel.lines()
    phases = [line for line, event in zip(lines, session.match.journal, strict=False) if isinstance(event, PhaseBegan)]
    assert phases and all(not english_words(p) for p in phases), phases
    assert window.log_panel.kind.currentText() == "すべて"
    assert_japanese([window.log_panel.title.text(), window.log_panel.filter.placeholderText()], "the log panel")

    # the zoom's empty words and the window title
    assert_japanese([window.zoom.text.text()], "the zoom panel")
    assert_japanese([window.windowTitle()], "the window title")

    # a game played on in Japanese, then back to English
    d = window.model.decision
    assert d is not None
    assert window.model.answer(RandomBot(1).choose(d))
    qtbot.waitUntil(lambda: len(session.match.answers) > answers)
    assert_japanese([window.prompt.who.text(), window.prompt.hint.text()], "the prompt panel, one answer on")
    window.language_actions["en"].trigger()
    QApplication.processEvents()
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Game")
    assert window.prompt.who.text().endswith(" to decide")
    assert window.settings.language == "en"


def test_phase_and_zone_words_in_japanese(compiled: Path) -> None:
    from desktop.wording import GameWords, phase_words

    assert i18n.apply_language("ja")
    assert phase_words("battle", "drive") == "バトルフェイズ · ドライブステップ"
    assert phase_words("Main Phase", "Offense Step") == "メインフェイズ · オフェンスステップ"
    vg = GameWords("vanguard")
    assert vg.zone("p0.VC") == "ヴァンガードサークル"
    assert vg.zone("p1.RC_FL") == "リアガードサークル（前列左）"
    assert vg.zone("p0.hand") == "手札"
    ws = GameWords("weiss")
    assert [ws.zone(z) for z in ("clock", "stock", "level", "waiting_room", "memory")] == [
        "クロック",
        "ストック",
        "レベル置場",
        "控え室",
        "思い出",
    ]
    db = GameWords("dbscg-1.0")
    assert [db.zone(z) for z in ("leader", "energy", "combo", "life")] == [
        "リーダーエリア",
        "エナジーエリア",
        "コンボエリア",
        "ライフエリア",
    ]
    assert i18n.apply_language("en")
    assert vg.zone("p0.VC") == "Vanguard"


def test_the_system_language_is_the_default() -> None:
    assert i18n.system_language(["ja-JP", "en-US"]) == "ja"
    assert i18n.system_language(["fr-FR", "en-GB"]) == "en"
    assert i18n.system_language(["fr-FR"]) == "en"


def test_a_missing_translation_leaves_english(tmp_path: Path) -> None:
    assert i18n.apply_language("ja", folder=tmp_path) is False
    assert i18n.current_language() == "en"
    assert QCoreApplication.translate("QtMainWindow", "&Game") == "&Game"


def test_lupdate_finds_nothing_unfinished(tmp_path: Path) -> None:
    """The .ts files are in step with the code: gathering the words again
    (into a copy) leaves no Japanese word unfinished."""
    for ts in i18n_build.ts_files():
        shutil.copy(ts, tmp_path / ts.name)
    i18n_build.update(folder=tmp_path)
    copies = i18n_build.ts_files(tmp_path)
    assert copies
    for ts in copies:
        assert i18n_build.unfinished(ts) == {}, ts.name
