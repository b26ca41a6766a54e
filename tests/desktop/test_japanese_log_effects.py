"""A whole game's log in Japanese, every line of it: the notes, the events
abilities wait for, the answers, the cards' moves, and the lines the desktop
words from what an event records (a lasting effect as it begins and ends
and how long it lasts, a card turned face up, the game's start, System
Gate's damage marked on a card). A line fails that still reads as English
once what stays as printed is taken out (card names, a message's text
parameters: ability text, labels, keywords as printed; the ruleset's id);
an answer to a question the prompts do not word yet is counted apart, and
fails above one answer in fifty."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from desktop.app import advance
from desktop.main_window import QtMainWindow
from engine import registry
from engine.events import (
    Answered,
    CardFlipped,
    CardMoved,
    CardTurned,
    CounterChanged,
    EffectAdded,
    EffectEnded,
    Event,
    GameStarted,
    Happened,
    Note,
)
from engine.log_words.parts import why_message
from engine.messages import CardRef, msg
from tests.desktop.japanese_words import english_left, printed
from tests.desktop.test_japanese import compiled, to_japanese

__all__ = ["compiled"]  # the fixture, used by name


def _kept(event: Event, viewer: int | None) -> Iterator[str]:
    """What stays as printed in ``event``'s line."""
    if isinstance(event, Note):
        yield from printed(event.words(viewer))
    elif isinstance(event, (Happened, EffectAdded, EffectEnded)):
        yield from printed(event.message)
    elif isinstance(event, Answered):
        yield from printed(event.message)
        for label, said in zip(event.labels, event.label_messages or (None,) * len(event.labels), strict=True):
            yield from printed(said) if said is not None else (label,)
    elif isinstance(event, GameStarted):
        yield event.ruleset
    if isinstance(event, (CardMoved, CardFlipped, CardTurned)):
        yield event.name
    if isinstance(event, CardMoved):
        yield from printed(why_message(event.why))
    if isinstance(event, CounterChanged) and event.name.startswith("damage on "):
        yield event.name.removeprefix("damage on ").rpartition(" (#")[0]


@pytest.mark.parametrize("ruleset_id", ["vanguard", "weiss", "dbscg", "systemgate"])
def test_every_line_of_a_whole_bot_games_log_reads_in_japanese(
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
    effects = [(line, e) for line, e in zip(lines, journal, strict=True) if isinstance(e, (EffectAdded, EffectEnded))]
    assert len(effects) > 3
    assert all(e.message is not None and line != e.describe() for line, e in effects)
    english = {}
    unworded_questions = []  # a question of a shape the prompts do not word yet (a selector of two card types)
    for line, event in zip(lines, journal, strict=True):
        if left := english_left(line, _kept(event, session.viewer)):
            if isinstance(event, Answered) and event.message is None:
                unworded_questions.append(line)
            else:
                english[line] = left
    assert not english, f"log lines still in English ({len(english)} of {len(lines)}): {english}"
    answers = sum(isinstance(e, Answered) for e in journal)
    assert len(unworded_questions) <= answers // 50, unworded_questions
    title = registry.get(ruleset_id).title
    assert isinstance(journal[0], GameStarted) and lines[0].startswith(f"{title}のゲーム開始"), lines[0]


def test_the_lines_worded_from_an_event_read_in_japanese(compiled: Path) -> None:
    """An effect with how long it lasts, its end, a card turned face up
    (unnamed to a seat that did not see it), System Gate's damage on a card."""
    from desktop import i18n
    from desktop.wording import GameWords, counter_words

    assert i18n.apply_language("ja")
    try:
        words = GameWords("vanguard")
        card = CardRef(7, "Blaster Blade")
        said = msg("vg.log.effect.trigger_power", card=card, n=10000)
        assert words._event(EffectAdded(3, said, "until end of turn"), 0) == (
            "Blaster Bladeはパワー+10000（ターン終了時まで）"
        )
        assert words._event(EffectEnded(3, said), 0) == "終了: Blaster Bladeはパワー+10000"
        flipped = CardFlipped(7, "Blaster Blade", True, (0,))
        assert words._event(flipped, 0) == "Blaster Bladeを表向きにした"
        assert words._event(flipped, 1) == "カード1枚を表向きにした"
        assert counter_words("damage on Blaster Blade (#7)") == "Blaster Blade（#7）のダメージ"
    finally:
        i18n.apply_language("en")
