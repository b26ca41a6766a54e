"""F1's one-minute primers in Japanese (``assets/primers/<game>.ja.html``):
one a game, in the games' official Japanese words (docs/glossary-ja.md),
naming the same rules as the English; the cover shows the primer of the
language in place, and the English one in English."""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QTextDocument
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.main_window import QtMainWindow
from desktop.overlays import primer_in_language
from desktop.rules_viewer import QtRulesViewer
from engine import registry
from engine.paths import primer_path
from tests.desktop.test_japanese import compiled, english_words  # noqa: F401 - fixture

pytestmark = pytest.mark.gui

GAMES = ("vanguard", "weiss", "dbscg", "systemgate")

#: words of each game's own Japanese (docs/glossary-ja.md) its primer must use
TERMS = {
    "vanguard": (
        "ヴァンガードサークル",
        "リアガードサークル",
        "ドライブチェック",
        "ダメージゾーン",
        "カウンターブラスト",
    ),
    "weiss": ("クロック", "ストック", "レベル置場", "控え室", "クライマックス", "リフレッシュ"),
    "dbscg": ("リーダー", "エナジーエリア", "コンボ", "ライフエリア", "バトルカード", "【ブロッカー】"),
    "systemgate": ("ゲートマスター", "リンクアタック", "カウンタータイミング", "スタック", "エナジー"),
}

#: a rule number as the primers write it: ``VG 9.2.2``, ``DBS 1-2-1-1-1``
RULE = re.compile(r"\b(?:VG|WS|DBS|SG) \d+(?:[.-]\d+)*")


def _plain(html: str) -> str:
    doc = QTextDocument()
    doc.setHtml(html)
    return doc.toPlainText()


@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_a_japanese_primer_with_the_same_rules(game: str) -> None:
    english = primer_path(game)
    assert english is not None
    japanese = english.with_name(f"{game}.ja.html")
    text = japanese.read_text(encoding="utf-8")
    assert "1分でわかる遊び方" in text
    assert not re.search(r"[^>]\n", text)  # a line break inside a paragraph would read as a space between words
    missing = [t for t in TERMS[game] if t not in text]
    assert not missing, missing
    # the rules it names are the English primer's (a number after a comma there, "VG 9.2.2, 9.2.3", keeps its prefix)
    named = set(RULE.findall(text))
    assert named and named == set(RULE.findall(english.read_text(encoding="utf-8").replace(", 9.2.3", ", VG 9.2.3")))
    # no English left but the game's name (System Gate has no Japanese edition)
    titles = [registry.get(r).title for r in registry.ids()]
    words = _plain(text)
    for kept in sorted(titles, key=len, reverse=True):
        words = words.replace(kept, " ")
    assert english_words(RULE.sub(" ", words)) == []


@pytest.mark.parametrize("game", GAMES)
def test_f1_shows_the_primer_in_the_language_in_place(
    game_window: Callable[..., QtMainWindow],
    qtbot: QtBot,
    compiled: Path,  # noqa: F811
    game: str,
) -> None:
    window = game_window(game, "goldfish")
    window.language_actions["ja"].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title().startswith("ゲーム"))
    assert primer_in_language(game) == primer_path(game).with_name(f"{game}.ja.html")  # type: ignore[union-attr]
    window.help.toggle()
    assert window.help.isVisible() and window.help.primer_area.isVisible()
    primer = window.help.primer.text()
    assert "1分でわかる遊び方" in primer and TERMS[game][0] in primer
    assert "rules-viewer" in primer or "href" in primer  # its rule numbers still open the rules
    folder = os.environ.get("PLAYMAT_SHOTS")
    if folder:
        window.grab().save(str(Path(folder) / f"primer-{game}-ja.png"))
    window.help.toggle()

    # English again: the English primer
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Game")
    window.help.toggle()
    assert "in one minute" in window.help.primer.text()
    window.help.toggle()


def test_the_rules_window_in_japanese(qtbot: QtBot, compiled: Path) -> None:  # noqa: F811
    """A rule number of the primer opens the rules window: its own words in
    Japanese (the rules are the documents' own, in English)."""
    assert i18n.apply_language("ja")
    viewer = QtRulesViewer()
    qtbot.addWidget(viewer)
    assert viewer.windowTitle() == "ルール"
    assert not english_words(viewer.goto.placeholderText().replace("WS", "").replace("DBS", ""))
    assert viewer.rule_label.text() == "ルール:"
    assert not viewer.show_rule("nine")
    said = viewer.where.text()
    rules = re.sub(r"\b(?:DBS1\.0|VG|WS|DBS|SG) [\d.-]+", " ", said.replace("'nine'", " "))  # rule numbers stay
    assert said.startswith("ルール番号がありません") and not english_words(rules), said
    viewer.show_rule("VG 9.2.2")
    assert viewer.windowTitle() == "ルール: Cardfight!! Vanguard"
    i18n.apply_language("en")
    qtbot.waitUntil(lambda: viewer.windowTitle() == "Rules: Cardfight!! Vanguard")  # (on the language change)
