"""Every question and option of whole bot games in Japanese: each ruleset
played to its end by bots over several seeds, each decision worded the way
the window words it (its message in Japanese, else its English with the
cards' names in Japanese); a prompt or an option label fails that still
reads as English once what stays as printed is taken out (card names, the
abilities' text as the card file gives it, a message's text parameters).
The Japanese log tests check the log's lines the same way."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from desktop import i18n
from desktop.wording import GameWords, render
from engine import registry
from engine.bots import RandomBot, make_bot
from engine.decisions import Decision
from engine.match import Match
from engine.messages import Message
from tests.desktop.japanese_words import english_left, printed
from tests.desktop.test_japanese import compiled

__all__ = ["compiled"]  # the fixture, used by name

RULESETS = ["vanguard", "weiss", "dbscg", "dbscg-1.0", "systemgate", "systemgate-tagteam"]
#: the seeds played with random bots on every seat, and with heuristic bots
SEEDS = (1, 2, 3)


def _printed_words(ruleset_id: str) -> list[str]:
    """What stays as printed in every language: the cards' names and their
    abilities' text as the card files give it."""
    pool = registry.get(ruleset_id).pool.cards.values()
    return [c.name for c in pool] + [a.text for c in pool for a in c.abilities if a.text]


def _worded(message: Message | None, english: str, words: GameWords) -> tuple[str, list[str]]:
    """A prompt or a label as the window words it, and what of it stays as printed."""
    if message is not None:
        return render(message), list(printed(message))
    return words.named(english), []


def _questions(ruleset_id: str, seed: int, bots: str) -> tuple[Match, list[Decision]]:
    """A bot game played to its end, and every decision it asked."""
    m = Match.new(ruleset_id, None, seed=seed)
    seats = range(len(m.game.players))
    players = (
        [RandomBot(seed + s) for s in seats]
        if bots == "random"
        else [make_bot(bots, m.view, seed * 8 + s, lambda: m, None) for s in seats]
    )
    asked: list[Decision] = []
    while m.decision is not None:
        d = m.decision
        asked.append(d)
        m.apply_trusted(players[d.player].choose(d))
    return m, asked


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_every_question_and_option_of_bot_games_reads_in_japanese(
    qapp: QApplication, compiled: Path, ruleset_id: str
) -> None:
    assert i18n.apply_language("ja", compiled)
    words = GameWords(ruleset_id)
    kept = _printed_words(ruleset_id)
    english: Counter[str] = Counter()
    seen = Counter[str]()
    for bots in ("random", "heuristic"):
        for seed in SEEDS:
            m, asked = _questions(ruleset_id, seed, bots)
            assert m.game.over, (ruleset_id, seed, bots)
            # the tokens and the cards of the game (a token's name is printed too)
            names = kept + [c.name for c in m.game.cards if c is not None]
            for d in asked:
                text, own = _worded(d.message, d.prompt, words)
                seen["prompts"] += 1
                if left := english_left(text, own + names):
                    english[f"{d.prompt!r} -> {text!r}: {left}"] += 1
                for o in d.options:
                    text, own = _worded(o.message, o.label, words)
                    seen["labels"] += 1
                    if left := english_left(text, own + names):
                        english[f"{o.label!r} -> {text!r}: {left}"] += 1
    assert seen["prompts"] > 300 and seen["labels"] > 1000, seen
    assert not english, f"questions and options still in English: {english.most_common(20)}"


def test_a_selector_of_two_types_a_stat_and_a_facing_reads_in_japanese(qapp: QApplication, compiled: Path) -> None:
    """DBSCG's "leader/battle", a compared stat and a face-down card have
    words of their own in a question (their English unchanged)."""
    from engine.messages import msg

    assert i18n.apply_language("ja", compiled)
    both = msg("sel.in.you", cards=msg("sel.count.leader/battle", n=1), zone=Message("zone.dbscg.leader/battle"))
    ask = msg("ask.choose_to_get.power", what=both, n="+10000")
    assert ask.english() == "Choose 1 leader/battle(s) in your leader/battle to get +10000 power"
    assert render(ask) == (
        "パワー+10000する自分のリーダーエリアかバトルエリアのリーダーカードかバトルカード1枚を選んでください"
    )
    cheap = msg("sel.stat.at_most", cards=msg("sel.up_to.battle", n=1), stat=Message("log.stat.cost"), v=2)
    assert cheap.english() == "up to 1 battle(s) (cost <= 2)"
    assert render(cheap) == "コスト2以下のバトルカード1枚まで"
    down = msg("sel.face.down", cards=msg("sel.count.card", n=1))
    assert render(msg("ask.choose_to.turn face up", what=down)) == "表向きにする裏向きのカード1枚を選んでください"
    move = msg("sg.option.move.left", card=msg("sg.log.zone.player"))
    assert render(Message("sg.ask.unit_to_move")) == "移動するユニットを選んでください"
    assert "レフト" in render(move)


def test_a_label_handed_on_as_text_keeps_its_words(qapp: QApplication, compiled: Path) -> None:
    """A pending timed trigger's label (VG 8.6.5) travels as text that keeps
    its message: the option and the log line that print it read in Japanese."""
    from engine.messages import CardRef, Said, msg

    assert i18n.apply_language("ja", compiled)
    label = Said(
        msg(
            "vg.pending.timed_end",
            at=Message("vg.log.at.turn"),
            card=CardRef(7, "Foo"),
            then=Message("vg.log.to.bottom"),
        )
    )
    assert label == "End of turn: Foo goes to the bottom"
    line = msg("log.printed", text=label)
    assert line.english() == "End of turn: Foo goes to the bottom"
    assert render(line) == "ターン終了時: Fooを山札の下に置く"
    assert render(msg("log.printed", text="printed text")) == "printed text"  # plain text stays as printed
