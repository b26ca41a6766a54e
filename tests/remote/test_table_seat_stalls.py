"""Games of a table seat that once stalled (issue #30), played without a
broker (:mod:`tests.remote.local_table`): the seeds are those that stalled.

With its paper deck otherwise than the seed's shuffle says (``shuffled``),
the table seat shows cards the game did not expect, and table sync on the
referee lays the game's hidden cards out as the table shows them."""

from __future__ import annotations

import dataclasses

import pytest

from desktop.online_bench import TablePlayers
from desktop.table.bench import bot_game
from engine.bots import RandomBot
from engine.decisions import Kind
from engine.match import Match
from hardware.observations import DeviceKind, DeviceState, DeviceStatus
from hardware.table.answers import declining
from hardware.table.picture import expected
from hardware.table.sync import Sync
from hardware.table.trace import picture_changes
from remote.table_follow import TableFollower
from tests.remote.local_table import LocalReferee, LocalSeat, local_clock, play


def test_a_drive_check_laid_out_otherwise_may_change_the_other_seats_damage() -> None:
    """Seed 1013: the game's drive check was a critical trigger, the table
    showed another card (no trigger). Laid out so, the game gives the other
    seat one damage, not two; that seat's half of the mat, which sync is
    shown as the game had it (two), refused the trade, and sync waited for
    the drive check's card for ever."""
    ref, _ = play(1013, shuffled=10, bot_seed=13, max_answers=40)
    assert len(ref.match.answers) >= 40, ref.table.report.text if ref.table else ""
    assert ref.table is not None and ref.table.sync.rearrangements >= 5
    assert ref.refused == []


def test_the_other_seats_half_of_the_mat_is_the_game_weighed() -> None:
    """The other seat's half is shown to sync as the game has it: for any
    other game sync weighs (a hidden card laid out otherwise), its zones
    are that game's, never a difference."""
    m = Match.new("vanguard", seed=1013)
    follower = TableFollower(m, [1], settle_s=0.05)
    own = dataclasses.replace(follower.sync.layout, zones=tuple(a for a in follower.sync.layout.zones if a.seat == 0))
    follower.observe(
        [
            DeviceStatus(0.0, "mat", DeviceKind.MAT, DeviceState.READY, "simulated"),
            DeviceStatus(0.0, "camera", DeviceKind.CAMERA, DeviceState.READY, "simulated"),
            *picture_changes({}, expected(m, own, follower.sync.copies), own, "vanguard", 1.0),
        ]
    )
    follower.show_remote(1.0)
    assert follower.sync.differences() == []
    later = bot_game("vanguard", 1013, max_answers=30)
    everywhere = {d.zone for d in Sync.differences(follower.sync, later)}
    assert any(z.startswith("p1.") for z in everywhere), everywhere  # (the game weighed moved their cards)
    weighed = {d.zone for d in follower.sync.differences(later)}
    assert weighed == {z for z in everywhere if z.startswith("p0.")} != set()


@pytest.mark.parametrize(("seed", "bot_seed"), [(1015, 15), (1014, 14)])
def test_a_question_only_the_paper_cards_raise_is_declined_at_the_table(seed: int, bot_seed: int) -> None:
    """The game guessed a hand without a guardian and asked no guard (VG
    7.4); the paper hand holds one. The players take the hit and show the
    damage check (they waited for a guard question before, and the game for
    the damage check's card: seed 1015; with seed 1014 the game had gone on
    to their ride phase, and they gave "no guard" on screen, refused)."""
    ref, players = play(seed, shuffled=10, bot_seed=bot_seed, max_answers=40)
    assert len(ref.match.answers) >= 40, ref.table.report.text if ref.table else ""
    assert players.declined >= 1, "no question was declined at the table"


def test_choosing_no_guardian_declines_a_guard_question() -> None:
    """VG 7.4: the guard step's question takes no card for "no guard". A
    trade of hidden cards that brings a guardian into the hand the game
    guesses makes the game ask it: the replay declines it with ``()``
    (``()`` is falsy: it was taken for "no declining answer")."""
    m = Match.new("vanguard", seed=1015)
    bot = RandomBot(5)
    while m.decision is not None and len(m.answers) < 400:
        d = m.decision
        if d.kind is Kind.CARDS and d.prompt.startswith("Guard"):
            break
        m.apply(bot.choose(d))
    d = m.decision
    assert d is not None and d.min == 0
    assert declining(d, m) == ()


@pytest.mark.whole_game
@pytest.mark.parametrize(("seed", "bot_seed"), [(1013, 13), (1014, 14), (1015, 15), (1123, 123)])
def test_the_games_that_stalled_reach_their_end(seed: int, bot_seed: int) -> None:
    """1123: they said "no ride" on screen (the hand the game guessed held
    a unit to ride); laid out again later, the game no longer asked it, and
    the players took their next move for one the game had not read."""
    ref, players = play(seed, shuffled=10, bot_seed=bot_seed)
    assert ref.match.is_terminal()
    assert players.moves >= 10 and ref.table is not None and ref.table.sync.steps >= 10


def test_taking_the_revealed_cards_is_refused_when_nothing_waits_and_to_a_seat_on_screen() -> None:
    """Taking revealed cards as the game has them is a table seat's, for
    a report that says sync waits for them: anything else is refused with
    a reason and changes nothing."""
    m = Match.new("vanguard", seed=1020)
    follower = TableFollower(m, [1], settle_s=0.05)
    own = dataclasses.replace(follower.sync.layout, zones=tuple(a for a in follower.sync.layout.zones if a.seat == 0))
    follower.observe(
        [
            DeviceStatus(0.0, "mat", DeviceKind.MAT, DeviceState.READY, "simulated"),
            DeviceStatus(0.0, "camera", DeviceKind.CAMERA, DeviceState.READY, "simulated"),
            *picture_changes({}, expected(m, own, follower.sync.copies), own, "vanguard", 1.0),
        ]
    )
    follower.settle(1.0)
    number, confirmed = follower.number, dict(follower.sync.confirmed)
    assert not follower.sync.revealing()
    assert follower.accept_reveals(2, number, 2.0) == "this seat plays on screen: it has no revealed card to take"
    assert follower.accept_reveals(1, number, 2.0) == "table sync waits for no revealed card now"
    assert follower.accept_reveals(1, number + 1, 2.0) == "table sync waits for no revealed card now"
    assert (follower.number, follower.sync.confirmed, follower.match) == (number, confirmed, m)


class OthersFirst(LocalSeat):
    """The table seat's connection; before it takes the revealed cards, the
    other seat asks the same, and so does the table seat for an earlier
    report (sent before the one that waits)."""

    def accept_reveals(self) -> None:
        table = self.ref.table
        assert table is not None and table.sync.revealing()
        self.ref.accept_reveals(2)
        self.ref.accept_reveals(self.seat, table.number - 1)
        assert table.sync.revealing()
        super().accept_reveals()


@pytest.mark.whole_game
def test_a_card_the_game_named_in_the_soul_is_shown_later_in_a_drive_check() -> None:
    """Seed 1020: a soul charge put, in the game, the deck's top card into
    the soul and the log named it; the paper deck's top card was another.
    At answer 290 the table shows the named card in a drive check: the only
    trade that explains it renames the soul-charged card, which the other
    seat was told (:func:`~hardware.table.answers.same_so_far` refuses it),
    so sync waits for the drive check's card. As in table mode, the players
    take the revealed card as the game has it (the other seat may not), and
    the game plays to its end."""
    with local_clock() as clock:
        ref = LocalReferee(Match.new("vanguard", seed=1020), clock, bot_seed=20)
        players = TablePlayers(ref, OthersFirst(ref, 1), bot_seed=20, shuffled=10)  # type: ignore[arg-type]
        players.sit_down()
        while players.step():
            pass
    assert ref.match.is_terminal()
    assert players.accepted >= 1
    taking = [r for r in ref.refused if "revealed card" in r]
    assert taking[:2] == [
        "seat 2: this seat plays on screen: it has no revealed card to take",
        "seat 1: table sync waits for no revealed card now",
    ]
    assert len(taking) == 2 * players.accepted  # (the table seat's own, for the report that waits, taken)
