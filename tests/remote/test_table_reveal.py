"""The reveal of a game with a table seat: its deck's order is the table's,
recorded as the game's arrangement; the others check that only the table
seat's own cards were laid out otherwise than the seed says."""

from __future__ import annotations

import json

import pytest

from engine.bots import RandomBot
from engine.fairness import VerificationError, Witness, commitment, reveal, snapshot
from engine.match import Match
from remote.seat import RemoteSeat
from remote.topics import Invitation, user_name

NONCE = "0" * 32


def deck_shuffle(seed: int, player: int) -> tuple[int, tuple[int, ...]]:
    """The number of the first shuffle of ``player``'s deck (after the
    mulligans) in a bot game, and its cards in order."""
    m = Match.new("vanguard", seed=seed)
    bot = RandomBot(5)
    while not any(s.zone == f"p{player}.deck" for s in m.shuffle_log):
        assert m.decision is not None
        m.apply(bot.choose(m.decision))
    record = next(s for s in m.shuffle_log if s.zone == f"p{player}.deck")
    return record.number, record.iids


def played(seed: int, arrangement: dict[int, list[tuple[int, int]]]) -> tuple[Match, Witness]:
    """A bot game laid out with ``arrangement``; seat 2's witness saw every snapshot."""
    base = Match.new("vanguard", seed=seed)
    m = Match(base.ruleset, base.decks, base.seed, base.deck_names, arrangement)
    w = Witness(1, commitment(m.seed, NONCE))
    bot = RandomBot(5)
    w.saw(json.loads(json.dumps(snapshot(m, 1))))
    while m.decision is not None:
        m.apply(bot.choose(m.decision))
        w.saw(json.loads(json.dumps(snapshot(m, 1))))
    return m, w


def bottom_pair(seed: int, player: int) -> dict[int, list[tuple[int, int]]]:
    """Two cards at the bottom of ``player``'s deck (never drawn in a short game) traded."""
    number, iids = deck_shuffle(seed, player)
    return {number: [(iids[0], iids[1])]}


def test_the_table_seats_cards_laid_out_again_are_accepted() -> None:
    m, w = played(2**100 + 3, bottom_pair(2**100 + 3, 0))
    assert m.arrangement and m.is_terminal()
    revealed = json.loads(json.dumps(reveal(m, NONCE, [1])))
    assert revealed["table_seats"] == [1] and revealed["game"]["arrangement"]
    assert w.verify(revealed).journal_digest() == m.journal_digest()


def test_an_arrangement_that_moves_the_other_seats_cards_is_refused() -> None:
    """A forged reveal: the referee laid seat 2's deck out otherwise than
    the seed says, and calls seat 1 a table seat."""
    m, w = played(2**100 + 3, bottom_pair(2**100 + 3, 1))
    revealed = json.loads(json.dumps(reveal(m, NONCE, [1])))
    with pytest.raises(VerificationError, match="only a table seat's own cards"):
        w.verify(revealed)
    # nor with no table seat named
    del revealed["table_seats"]
    with pytest.raises(VerificationError, match="no seat played at a table"):
        w.verify(revealed)


def test_a_game_without_a_table_seat_reveals_no_arrangement() -> None:
    m, _ = played(2**100 + 3, bottom_pair(2**100 + 3, 0))
    revealed = json.loads(json.dumps(reveal(m, NONCE)))
    assert "arrangement" not in revealed["game"] and "table_seats" not in revealed


def seat_of(seat: int, witness: Witness) -> RemoteSeat:
    """A seat's program as it checks a reveal (not connected: the reveal is handed to it)."""
    inv = Invitation("127.0.0.1", 1883, "0123456789ab", seat, user_name("0123456789ab", seat), "x" * 22)
    s = RemoteSeat(inv)
    s.witness = witness
    return s


def test_a_seat_on_screen_checks_a_table_seats_game() -> None:
    m, w = played(2**100 + 3, bottom_pair(2**100 + 3, 0))
    seat2 = seat_of(2, w)
    seat2._reveal(json.loads(json.dumps(reveal(m, NONCE, [1]))))
    assert seat2.problem == "" and seat2.verified is not None


def test_a_seat_on_screen_refuses_a_reveal_that_says_it_played_at_a_table() -> None:
    """Calling the checking seat a table seat would let its own deck be laid out otherwise."""
    m, w = played(2**100 + 3, bottom_pair(2**100 + 3, 1))
    seat2 = seat_of(2, w)
    seat2._reveal(json.loads(json.dumps(reveal(m, NONCE, [1, 2]))))
    assert "played at a table" in seat2.problem and seat2.verified is None
