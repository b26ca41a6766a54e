"""How a game ended, in Japanese: the loss and end reasons are messages
(docs/decisions.md, "The engine's text is a message id plus parameters")."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop import i18n
from desktop.wording import GameWords, counters_text, outcome_text
from engine import registry
from engine.events import GameEnded, PlayerLost
from engine.heuristic import HeuristicBot
from engine.match import Match
from tests.desktop.test_japanese import compiled, english_words

__all__ = ["compiled"]


def _finished(rid: str, seed: int) -> Match:
    m = Match.new(rid, seed=seed)
    bots = [HeuristicBot(m.view) for _ in m.game.players]
    while m.decision is not None:
        m.apply(bots[m.decision.player].choose(m.decision))
    return m


@pytest.mark.parametrize("rid", registry.ids())
def test_why_a_game_ended_reads_in_japanese(qapp: object, compiled: Path, rid: str) -> None:
    """VG 9.2, WS 9.2, DBS 9-2, SG 1.2: the loser's reason, the log's loss
    and end lines and the outcome read in Japanese; in English, as the
    journal has them."""
    m = _finished(rid, 5)
    outcome = m.outcome()
    assert outcome is not None and outcome.message is not None
    lost = [e for e in m.journal if isinstance(e, PlayerLost)]
    ended = [e for e in m.journal if isinstance(e, GameEnded)]
    assert lost and ended and all(e.message is not None for e in lost + ended)
    words = GameWords(rid)
    loser = next(p for p in m.view(None).players if p.lost)
    assert i18n.apply_language("ja")
    lines = [outcome_text(outcome), counters_text(loser)] + [words.event(e, None) for e in lost + ended]
    for line in lines:
        assert not english_words(line), line
    assert i18n.apply_language("en")
    assert outcome_text(outcome).endswith(f"({outcome.reason})")
    assert words.event(lost[0], None).endswith(lost[0].reason)
