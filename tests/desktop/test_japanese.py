"""The interface in Japanese: chosen in the Language menu, every covered
screen walked (menus, the start screen, a game with a real decision in the
prompt, the status line, the log's phases and zones), failing on any
English-looking word where Japanese is expected and on any clipped text;
and the translations in step with the code (``lupdate`` finds nothing
unfinished).

The deck builder is walked too, in each game (a demo deck, a search, a card
shown whole, the paste dialog with a line it cannot read): its own words,
the card types, stat names and the stat values that are game terms (a
trigger, a colour, a keyword) in the game's words; card names, numbers,
card text, names printed on cards (clans, traits, titles) and rule numbers
stay as printed.

The other screens are walked in their own files: the kiosk, its staff
dialogs and every step of each guided demo (test_japanese_kiosk.py), the
table window, the Devices window and the mat's own drawing, zones, totals
and card faces (test_japanese_windows.py), a card's Japanese name and text
(test_japanese_cards.py), the bundled font (test_japanese_font.py).

The engine's questions and choices, where they are messages (Vanguard,
Weiss Schwarz and System Gate's own), are walked in
test_japanese_prompts.py. What is not translated yet, and so not walked:
the other prompts and option labels (the DBSCG's, the shared card-effect
verbs' "Choose ..."), the engine's words for a
card's abilities and for a deck-construction rule a deck breaks (the deck
builder shows them as the engine gives them), table sync's own sentences
(after the banner's state) and the devices' own messages."""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from desktop import i18n, i18n_build
from desktop.app import advance
from desktop.deck_builder import QtDeckBuilder
from desktop.deck_words import NAME_STATS
from desktop.main_window import QtMainWindow
from desktop.session import ruleset_choices
from engine import registry
from engine.bots import RandomBot
from engine.cardtext.explain import explain_ability
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

    # the prompt's own words (the engine's questions: test_japanese_prompts.py)
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


#: the search box's examples are its syntax (``power>=8000``, ``clan:ember``): typed as they are in every language
_SEARCH_TERM = re.compile(r"[a-z_]+(?:>=|<=|[:=<>])\S+")


#: the tags of the builder's rich text (a card's text has its own <Name> marks)
_RICH = re.compile(r"<(?:b|i|br|span|ul|li|a)\b")


def _plain(text: str) -> str:
    """Rich text as read: tags gone, entities read."""
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def _card_words(rid: str) -> list[str]:
    """What the cards of ``rid`` print, the same in every language: names,
    numbers, text, the names on them (clans, traits, titles), and the
    engine's words for their abilities."""
    from engine.errors import PlaymatError

    out: list[str] = []
    for card in registry.get(rid).pool.cards.values():
        out += [card.name, card.id, card.number, *card.text.splitlines()]
        for key in NAME_STATS:
            value = card.stats.get(key)
            out += [str(v) for v in value] if isinstance(value, (list, tuple)) else [str(value)] if value else []
        for ab in card.abilities:
            try:
                out.append(explain_ability(ab, registry.get(rid).game))
            except (KeyError, ValueError, TypeError, PlaymatError):
                out.append(ab.text or ab.kind)
    return [w for w in out if w]


def _list_texts(lists: list[QListWidget]) -> list[str]:
    out = []
    for lw in lists:
        for i in range(lw.count()):
            out += [lw.item(i).text(), lw.item(i).toolTip()]
    return [t for t in out if t]


@pytest.mark.parametrize("rid", ["vanguard", "weiss", "dbscg", "systemgate"])
def test_the_deck_builder_in_japanese(qtbot: QtBot, compiled: Path, rid: str) -> None:
    assert i18n.apply_language("ja")
    rs = registry.get(rid)
    builder = QtDeckBuilder(rs)
    qtbot.addWidget(builder)
    builder.resize(1280, 800)
    builder.show()
    qtbot.waitExposed(builder)
    assert builder.windowTitle().startswith("デッキ構築")
    assert builder.save_button.text() == "保存(&S)"

    # a demo deck, a search typed, a card chosen
    demo = rs.demo_decks()[0]
    assert builder.open_deck(demo.path)
    entries = builder.deck.entries()
    card = rs.pool[entries[-1][1]]
    qtbot.keyClicks(builder.query, card.name.split()[0])
    assert builder.results.count() >= 1
    builder.results.setCurrentRow(0)
    builder.show_card(card.id)
    qtbot.wait(50)
    assert "枚" in builder.found.text() and "枚" in builder.status.text()

    # a rarity ("C") is too short to be taken for a word, and would cut words apart
    proper = sorted({w for w in _card_words(rid) if len(w) >= 3} | {demo.name, rs.title}, key=len, reverse=True)

    def english(text: str) -> list[str]:
        if text == builder.query.placeholderText():
            text = _SEARCH_TERM.sub(" ", text)
        text = _plain(text) if _RICH.search(text) else text
        for name in proper:
            text = text.replace(name, " ")
        return english_words(text.replace("PDF", " "))

    texts = [t for _, t in texts_of(builder)]
    texts += _list_texts([builder.results, builder.deck_view])
    texts += [builder.windowTitle()] + [builder.mode_box.itemText(i) for i in range(builder.mode_box.count())]
    found = {t[:80]: english(t) for t in texts if english(t)}
    assert not found, f"English-looking words in the deck builder ({rid}): {found}"
    assert clipped(builder) == []

    # the grid of faces, and the paste dialog with a line it cannot read
    builder.set_grid(True)
    assert not {t: english(t) for t in _list_texts([builder.results]) if english(t)}
    QGuiApplication.clipboard().setText("")
    dialog = builder.paste_dialog()
    qtbot.waitExposed(dialog)
    dialog.text.setPlainText("メインデッキ:\n4 存在しないカード")
    assert not dialog.read()
    texts = [t for _, t in texts_of(dialog)] + [dialog.windowTitle(), dialog.text.placeholderText()]
    assert "1行目" in " ".join(texts) or "2行目" in " ".join(texts)
    found = {t[:80]: english(t) for t in texts if english(t)}
    assert not found, f"English-looking words in the paste dialog ({rid}): {found}"
    assert clipped(dialog) == []
    dialog.reject()


def test_the_deck_builder_takes_a_language_chosen_while_it_is_open(qtbot: QtBot, compiled: Path) -> None:
    rs = registry.get("weiss")
    builder = QtDeckBuilder(rs)
    qtbot.addWidget(builder)
    builder.show()
    assert builder.open_deck(rs.demo_decks()[0].path)
    builder.show_card(builder.deck.entries()[0][1])
    assert builder.save_button.text() == "&Save" and "A legal deck" in builder.status.text()

    assert i18n.apply_language("ja")
    qtbot.waitUntil(lambda: builder.save_button.text() == "保存(&S)")
    assert builder.windowTitle().startswith("デッキ構築")
    assert "構築条件を満たすデッキ" in builder.status.text() and builder.found.text().endswith("枚")
    assert "色" in builder.card_view.text()

    assert i18n.apply_language("en")
    qtbot.waitUntil(lambda: builder.save_button.text() == "&Save")
    assert "A legal deck" in builder.status.text() and builder.found.text().endswith("card(s)")
