"""The log's notes and answers carry their words as messages beside the
journalled English (docs/decisions.md, "The engine's text is a message id
plus parameters"): saves and digests keep the English only."""

from __future__ import annotations

import pytest

from engine import registry
from engine.bots import RandomBot
from engine.events import Answered, Note
from engine.match import Match
from engine.messages import msg


def test_a_note_given_as_a_message_journals_its_english() -> None:
    m = Match.new("vanguard", seed=3)
    m.game.log(msg("phase.battle"), "VG 2.2", private_to=0, public_text=msg("phase.end"))
    note = m.journal[-1]
    assert isinstance(note, Note)
    assert (note.text, note.public_text) == ("Battle Phase", "End Phase")
    assert note.words(0) == msg("phase.battle") and note.words(1) == msg("phase.end")
    assert note.words(None) == msg("phase.battle")


def test_a_notes_message_is_not_recorded() -> None:
    """Two games that log the same English, one as a message and one as text,
    have the same journal digest."""
    a, b = Match.new("weiss", seed=5), Match.new("weiss", seed=5)
    a.game.log(msg("phase.clock"), "WS 6.3")
    b.game.log("Clock Phase", "WS 6.3")
    assert a.journal[-1].record() == b.journal[-1].record()
    assert a.journal_digest() == b.journal_digest()
    note = b.journal[-1]
    assert isinstance(note, Note) and note.words(None) is None


@pytest.mark.parametrize("ruleset_id", registry.ids())
def test_answers_keep_the_questions_messages(ruleset_id: str) -> None:
    """Bot games: every answer's prompt and labels carry the decision's and the
    options' messages, whose English is what the journal records."""
    m = Match.new(ruleset_id, seed=11)
    bots = [RandomBot(40 + i) for i in range(len(m.game.players))]
    for _ in range(400):
        d = m.decision
        if d is None:
            break
        m.apply(bots[d.player].choose(d))
    answers = [e for e in m.journal if isinstance(e, Answered)]
    assert answers
    worded = [e for e in answers if e.message is not None]
    assert len(worded) > len(answers) * 0.9
    for e in worded:
        assert e.message is not None and e.message.english() == e.prompt
        assert len(e.label_messages) == len(e.labels)
        for label, said in zip(e.labels, e.label_messages, strict=True):
            assert said is None or said.english() == label
