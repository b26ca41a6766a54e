"""The engine's questions in Japanese: a game of each converted ruleset
played on in the window, in Japanese, a question at a time; every prompt and
option label the engine gives as a message is worded in Japanese (no
English-looking words once the cards' names are taken out: card names stay
as printed, and the demo cards have no Japanese names)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.main_window import QtMainWindow
from desktop.session import Session
from engine import registry
from engine.bots import RandomBot
from engine.decisions import Decision
from engine.messages import Message
from tests.desktop.test_japanese import clipped, compiled, english_words, to_japanese  # noqa: F401 - fixture
from tests.desktop.test_japanese_cards import NAME_JA, _import_lantern_guild, library  # noqa: F401 - fixture

#: how many questions each game is played for
QUESTIONS = 120


def _card_names(ruleset_id: str) -> list[str]:
    """The game's card names, longest first (a name may hold a shorter one)."""
    names = {c.name for c in registry.get(ruleset_id).pool.cards.values()}
    return sorted(names, key=len, reverse=True)


def _english(text: str, names: list[str]) -> list[str]:
    for name in names:
        if name in text:
            text = text.replace(name, " ")
    return english_words(text)


def _printed(message: Message) -> list[str]:
    """The text parameters of ``message``: words printed on cards (an
    ability's text, its cost), which stay as printed in every language."""
    out: list[str] = []
    for _, value in message.params:
        if isinstance(value, str):
            out.append(value)
        elif isinstance(value, Message):
            out += _printed(value)
    return out


def _check(window: QtMainWindow, d: Decision, names: list[str], seen: dict[str, int]) -> None:
    prompt = window.prompt
    if d.message is not None:
        question = prompt.question.text()
        assert not _english(question, sorted(_printed(d.message), key=len, reverse=True) + names), (d.prompt, question)
        assert question != d.prompt
        seen["prompts"] += 1
    for o in d.options:
        button = prompt.buttons.get(o.key)
        if o.message is None or button is None or not button.isVisible():
            continue
        label = str(button.property("label") or "")
        assert not _english(label, sorted(_printed(o.message), key=len, reverse=True) + names), (o.label, label)
        seen["labels"] += 1


def _answered(session: Session, n: int) -> Callable[[], bool]:
    """Whether the game of ``session`` has ``n`` answers (the session may
    hold a new match object after an answer)."""
    return lambda: len(session.match.answers) >= n


@pytest.mark.parametrize("ruleset_id", ["vanguard", "weiss", "dbscg", "dbscg-1.0", "systemgate", "systemgate-tagteam"])
def test_the_engines_questions_in_japanese(
    game_window: Callable[..., QtMainWindow],
    qtbot: QtBot,
    compiled: Path,  # noqa: F811
    ruleset_id: str,
) -> None:
    window = game_window(ruleset_id, seed=5)
    to_japanese(window, qtbot)
    session = window.model.session
    assert session is not None
    names = _card_names(ruleset_id)
    bot = RandomBot(5)
    seen = {"prompts": 0, "labels": 0}
    for _ in range(QUESTIONS):
        # the opponent's bot answers on its own, then the question is ours again
        qtbot.waitUntil(lambda: window.model.decision is not None or session.match.decision is None, timeout=20000)
        d = window.model.decision
        if d is None:
            break
        QApplication.processEvents()
        _check(window, d, names, seen)
        assert clipped(window.prompt) == [], d.prompt
        answered = _answered(session, len(session.match.answers) + 1)
        assert window.model.answer(bot.choose(d))
        qtbot.waitUntil(answered)
    assert seen["prompts"] >= 10 and seen["labels"] >= 10, seen


def test_words_several_games_share_take_each_games_own(compiled: Path) -> None:  # noqa: F811
    """The same English zone id is told apart by its message id: a deck is
    山札 in Vanguard and Weiss Schwarz, デッキ in System Gate."""
    from desktop import i18n
    from desktop.wording import render
    from engine.messages import msg

    assert i18n.apply_language("ja")
    assert render(Message("zone.weiss.deck")) == "山札"
    assert render(Message("zone.systemgate.deck")) == "デッキ"
    assert render(Message("zone.vanguard.drop")) == "ドロップゾーン"
    assert render(Message("zone.systemgate.drop")) == "ドロップ"
    sel = msg("sel.in.opponent", cards=msg("sel.count.card", n=2), zone=Message("zone.vanguard.RC"))
    assert (
        render(msg("ask.choose_to.stand", what=sel))
        == "スタンドする相手のリアガードサークルのカード2枚を選んでください"
    )
    assert msg("ask.choose_to.stand", what=sel).english() == "Choose 2 card(s) in your opponent's RC to stand"


def test_a_dbscg_cost_reads_in_japanese_with_its_colors(compiled: Path) -> None:  # noqa: F811
    """DBS 2-3-3: a cost's specified part is worded with the colors' names."""
    from desktop import i18n
    from desktop.wording import render
    from engine.messages import CardRef, msg

    assert i18n.apply_language("ja")
    red = msg("dbs.cost.colored", n=1, color=Message("dbs.color.red"))
    blue = msg("dbs.cost.colored", n=2, color=Message("dbs.color.blue"))
    cost = msg("dbs.cost.spec", n=4, spec=msg("dbs.cost.and", first=red, then=blue))
    play = msg("dbs.option.play", card=CardRef(3, "Kaito"), cost=cost)
    assert play.english() == "Play Kaito (cost 4 incl. 1 red, 2 blue)"
    assert render(play) == "Kaitoを登場させる（コスト4（うち赤1、青2））"
    assert render(Message("dbs.option.end_main")) == render(Message("sg.option.end_main")) == "メインフェイズを終了"


def test_a_card_in_a_question_takes_its_japanese_name(
    library: Path,  # noqa: F811
    tmp_path: Path,
    compiled: Path,  # noqa: F811
    game_window: Callable[..., QtMainWindow],
    qtbot: QtBot,
) -> None:
    """A card a message names is worded by its Japanese name when it has
    one; a card hidden from the seat reads as a face-down card; an option
    that is only a card's name takes the Japanese name too."""
    from engine.decisions import Option
    from engine.messages import CardRef, msg

    _import_lantern_guild(tmp_path)
    window = game_window("vanguard", seed=3)
    to_japanese(window, qtbot)
    model = window.model
    said = model.said(msg("vg.choose_target", card=CardRef(7, "Lantern Page")))
    assert said == f"{NAME_JA}がアタックするユニットを選んでください"
    assert model.said(msg("vg.choose_target", card=CardRef(7, "face-down card"))).startswith("裏向きのカード")
    assert model.option_label(Option("c7", "Lantern Page", 7)) == NAME_JA
    assert model.option_label(Option("c8", "Lantern Medic", 8)) == "Lantern Medic"  # none: the English
