"""The game log's notes in Japanese: a whole bot game of Cardfight!! Vanguard
and of Weiss Schwarz, played in the window, its log read in Japanese; a note
fails that still reads as English once what stays as printed is taken out
(card names, ability text and labels, zone keys: a message's text
parameters), and so does a card's move (its zones and why it moved). The
games' own words are checked against their official terms
(docs/glossary-ja.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from desktop.app import advance
from desktop.main_window import QtMainWindow
from engine.events import CardMoved, Happened, Note
from engine.messages import CardRef, Message, msg
from tests.desktop.japanese_words import english_left, printed
from tests.desktop.test_japanese import compiled, english_words, to_japanese

__all__ = ["compiled"]  # the fixture, used by name


@pytest.mark.parametrize("ruleset_id", ["vanguard", "weiss"])
def test_a_whole_bot_games_log_reads_in_japanese(
    game_window: Callable[..., QtMainWindow], qtbot: QtBot, compiled: Path, ruleset_id: str
) -> None:
    window = game_window(ruleset_id, mode="hotseat", seed=4)
    advance(window, 60)  # bots play the game out
    session = window.model.session
    assert session is not None and session.match.game.over
    to_japanese(window, qtbot)
    journal = session.match.journal
    lines = window.log_panel.lines()
    assert len(lines) == len(journal)
    notes = [(line, e) for line, e in zip(lines, journal, strict=True) if isinstance(e, Note)]
    assert len(notes) > 30
    english = {}
    for line, note in notes:
        viewer = session.viewer
        words = note.words(viewer)
        assert words is not None, note.text
        left = english_left(line, printed(words))
        if left:
            english[line] = left
    assert not english, f"log notes still in English: {english}"
    assert any("プレイヤー" in line for line, _ in notes)
    # the events abilities wait for (plays, attacks, hits, retires)
    events = [(line, e) for line, e in zip(lines, journal, strict=True) if isinstance(e, Happened)]
    assert len(events) > 10 and all(e.message is not None for _, e in events)
    english = {
        line: english_left(line, printed(e.message))
        for line, e in events
        if e.message and english_left(line, printed(e.message))
    }
    assert not english, f"events still in English: {english}"
    # the cards' moves, with why they moved (their names stay as printed)
    moves = [(line, e) for line, e in zip(lines, journal, strict=True) if isinstance(e, CardMoved)]
    assert len(moves) > 30 and all(e.why for _, e in moves)
    english = {
        line: english_words(line.replace(e.name, " ")) for line, e in moves if english_words(line.replace(e.name, " "))
    }
    assert not english, f"card moves still in English: {english}"


def test_the_log_words_are_the_games_own(compiled: Path) -> None:
    """VG: ドライブチェック, トリガー, ダメージ; WS: トリガーチェック, 控え室,
    クロック; shared: a list joined with 、, a change of power."""
    from desktop import i18n
    from desktop.wording import render

    assert i18n.apply_language("ja")
    try:
        card = CardRef(1, "Blaze Squire")
        check = msg("vg.log.checked", what=msg("vg.log.drive_check", n=2), card=card, icon=Message("vg.log.icon.heal"))
        assert render(check) == "ドライブチェック2: Blaze Squire（ヒールトリガー）"
        assert render(msg("vg.log.pays_cb", n=1, k=2)) == "プレイヤー1はカウンターブラスト2を支払う"
        assert render(msg("ws.log.puts_to_wr", n=2, cards=msg("log.list", first=card, then=card))) == (
            "プレイヤー2はBlaze Squire、Blaze Squireを控え室に置く"
        )
        took = msg("ws.log.takes_damage", n=1, k=2, cards=card, clock=5)
        assert render(took) == "プレイヤー1は2ダメージを受ける: Blaze Squireをクロックへ（クロック5枚）"
        gets = msg("log.gets_until", card=card, n=3000, stat=Message("log.stat.power"), until=Message("log.until.turn"))
        assert render(gets) == "Blaze Squireはターン終了時まで、パワー+3000"
        shuffle = msg("log.shuffles_deck", n=1, deck=Message("place.systemgate.deck"))
        assert shuffle.english() == "Player 1 shuffles their deck"
        assert render(shuffle) == "プレイヤー1はデッキをシャッフルする"
    finally:
        i18n.apply_language("en")
