"""Table sync: a move the table shows together with the player's yes to a
question the move asked (a replacement effect paid for and made)."""

from __future__ import annotations

from engine.decisions import Kind
from engine.match import Match
from hardware.table.picture import Copies, expected
from hardware.table.report import APPLIED
from hardware.table.sync import Sync
from hardware.table.trace import director_trace, picture_changes, play_on_screen, replay_trace


def test_a_character_replaced_and_returned_to_the_hand_by_a_paid_replacement_is_read() -> None:
    """WS 8.1.1.1 (a character played onto an occupied position: the old one
    goes to the waiting room) with a replacement effect the player pays for
    (another character's ability: pay 1 stock, the replaced character goes
    to the hand instead). On the table the new card lies in the position,
    one more stock card lies in the waiting room and the old card is gone
    into the hand: sync reads the position and the yes together (it once
    found neither and fell out of step with the game)."""
    played = play_on_screen("weiss", 228, 229)
    answers = [a for a in played.answers if isinstance(a, tuple)]
    assert len(answers) == len(played.answers)  # keys only: no move made by hand
    m = Match.new("weiss", None, 228)
    k = None
    for i, keys in enumerate(answers):
        before = m.decision
        m.apply(keys)
        after = m.decision
        if (
            keys[:1]
            and keys[0].startswith("pos:")
            and after is not None
            and before is not None
            and after.kind is Kind.YESNO
            and after.player == before.player
            and answers[i + 1 : i + 2] == [("yes",)]
        ):
            k = i
            m.apply(answers[i + 1])
            break
    assert k is not None, "the game no longer asks for a paid replacement after a position"
    trace = director_trace("weiss", 228, answers[:k])
    sync = Sync(trace.match())
    replay_trace(trace, sync=sync)
    start = sync.expected()
    for o in picture_changes(start, expected(m, sync.layout, Copies(m.game)), sync.layout, "weiss", 1000.0):
        sync.observe(o)
    assert sync.settle().state == APPLIED
    assert sync.match.answers == played.answers[: k + 2]
    assert sync.match.journal_digest() == m.journal_digest()
