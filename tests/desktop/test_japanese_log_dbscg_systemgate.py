"""The game log's notes of the Dragon Ball Super Card Game and System Gate in
Japanese: a whole bot game played in the window, its log read in Japanese (the
notes, and the lines of what happened: plays, attacks, KOs, summons); a
line fails that still reads as English once what stays as printed is taken
out (card names and a message's text parameters: ability text, keywords as
printed). The games' own words are checked against their printed terms
(docs/glossary-ja.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from desktop.app import advance
from desktop.main_window import QtMainWindow
from engine.events import CardMoved, Happened, Note
from engine.log_words.parts import why_message
from engine.messages import CardRef, Message, msg
from tests.desktop.japanese_words import english_left, printed
from tests.desktop.test_japanese import compiled, english_words, to_japanese

__all__ = ["compiled"]  # the fixture, used by name

#: the modules whose notes are these games' own (a note of the shared grammar is worded elsewhere)
OWN = ("dbs.", "sg.")


@pytest.mark.parametrize("ruleset_id", ["dbscg", "systemgate"])
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
    english: dict[str, list[str]] = {}
    own = 0
    for line, note in notes:
        words = note.words(session.viewer)
        if words is None or not words.id.startswith(OWN):
            continue  # a note of the shared grammar and flow (tests/desktop/test_japanese_log.py)
        own += 1
        assert line != note.text, line
        left = english_left(line, printed(words))
        if left:
            english[line] = left
    assert own > 30
    events = 0
    for line, event in zip(lines, journal, strict=True):
        if not isinstance(event, Happened):
            continue
        events += 1
        assert event.message is not None and event.message.id.startswith(OWN), event.text
        assert line != event.text, line
        if left := english_left(line, printed(event.message)):
            english[line] = left
    assert events > 5
    moves = [(line, e) for line, e in zip(lines, journal, strict=True) if isinstance(e, CardMoved)]
    worded = [(line, e.why) for line, e in moves if why_message(e.why) is not None and english_words(e.why)]
    assert len(worded) > 20
    english.update({line: [why] for line, why in worded if why in line})  # why a card moved, in Japanese too
    assert not english, f"log lines still in English: {english}"
    assert any("プレイヤー" in line for line, _ in notes)


def test_the_log_words_are_the_games_own(compiled: Path) -> None:
    """DBSCG: 登場, 【カウンター】, ドロップエリア, コンボ; System Gate: 召喚,
    ペイ, スタック, ライフ."""
    from desktop import i18n
    from desktop.wording import render

    assert i18n.apply_language("ja")
    try:
        card = CardRef(1, "Son Goku")
        play = msg("dbs.log.what.skill_of", skill=Message("dbs.log.kw.evolve"), card=card)
        assert render(msg("dbs.log.no_counter", what=play, n=2)) == (
            "カウンタータイミング（Son Gokuの【進化】）: プレイヤー2は【カウンター】を発動しない"
        )
        combo = msg("dbs.log.combos", n=1, card=card, power=5000, total=10000)
        assert render(combo) == "プレイヤー1がSon Gokuでコンボ（コンボパワー+5000、コンボ合計10000）"
        assert (
            render(msg("dbs.log.burst", k=2, n=1))
            == "【バースト2】: プレイヤー1がデッキの上から2枚をドロップエリアに置く"
        )
        summon = msg("sg.log.summon_gm", n=2, card=card, cost=3)
        assert render(summon) == "プレイヤー2がゲートマスターゾーンから{card}を召喚（ペイ3）".format(card="Son Goku")
        label = msg("sg.log.label.text", card=card, text="Draw a card.")
        assert render(msg("sg.log.to_stack", n=1, label=label)) == "プレイヤー1がSon Goku: Draw a card.をスタックに置く"
        damage = msg("sg.log.takes_damage", n=1, k=2, why=Message("sg.log.why.attack"), life=18)
        assert render(damage) == "プレイヤー1が2ダメージを受ける（アタック）— ライフ18"
    finally:
        i18n.apply_language("en")
