"""Table sync: traces of paper games replayed through sync, and faults."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import NamedTuple

import pytest

from engine.decisions import declining_answer
from engine.errors import IllegalActionError, LoadError
from engine.events import Answered, CardMoved
from engine.match import Match
from hardware.layouts import layout_for
from hardware.observations import CardGone, CardSeen, DeviceKind, DeviceState, DeviceStatus, ZoneOccupancy
from hardware.table.answers import declining, spectator_journal
from hardware.table.limits import MAX_TRIES
from hardware.table.picture import Copies, Picture, Sight, along_row, expected
from hardware.table.replay import rearranged
from hardware.table.report import APPLIED, ASK, BURIED, HIDDEN, IN_SYNC, MISMATCH, PAUSED, TARGET, WAITING
from hardware.table.sync import Sync
from hardware.table.trace import (
    Entry,
    asked,
    director_trace,
    parse_trace,
    picture_changes,
    play_on_screen,
    read_trace,
    replay_trace,
    write_trace,
)


@pytest.fixture(scope="module")
def sg_game() -> Match:
    return play_on_screen("systemgate", 5, 2)


@pytest.mark.whole_game
def test_whole_systemgate_game_replays_to_the_same_journal(sg_game: Match, tmp_path) -> None:
    """A System Gate game played on screen, then played with paper cards (the
    trace of the simulated table), gives exactly the same journal."""
    assert sg_game.is_terminal()
    trace = director_trace("systemgate", 5, list(sg_game.answers))
    path = tmp_path / "game.trace"
    write_trace(trace, path)
    back = read_trace(path)
    assert back.problems == []
    # an answer given on screen keeps what the question it answered was
    # about, and every answer what its options did
    answers = [e for e in back.entries if e.obs is None]
    assert [(e.about, e.chosen) for e in answers] == [(e.about, e.chosen) for e in trace.entries if e.obs is None]
    assert all(e.about for e in answers if e.screen)
    assert all(len(e.chosen) == len(e.screen or e.pick or ()) for e in answers)
    result = replay_trace(back)
    assert result.problems == []
    assert result.match.answers == sg_game.answers
    assert result.match.journal_digest() == sg_game.journal_digest()
    # the moves made with cards were read from the table: the players were
    # asked which one it was for only a few of them
    physical = sum(1 for e in back.entries if e.pick is not None)
    assert physical > 50
    assert result.asked * 10 < physical


@pytest.mark.whole_game
@pytest.mark.parametrize(
    ("ruleset", "seed"),
    [
        ("vanguard", 12),
        ("weiss", 13),
        ("dbscg", 13),
        ("dbscg-1.0", 12),
        pytest.param("systemgate-tagteam", 11, marks=pytest.mark.soak),
    ],
)
def test_whole_games_of_every_ruleset_replay_to_the_same_journal(ruleset: str, seed: int) -> None:
    """Each ruleset's hardest physical steps (guard and drive checks, the
    damage process and refresh, combos and counters, link attacks) come out
    of a whole game's trace exactly as the game played on screen."""
    played = play_on_screen(ruleset, seed, seed + 1)
    assert played.is_terminal()
    result = replay_trace(director_trace(ruleset, seed, list(played.answers)))
    assert result.problems == []
    assert result.match.answers == played.answers
    assert result.match.journal_digest() == played.journal_digest()
    assert result.match.arrangement == {}  # the table's decks were in the game's order: nothing to lay out


class _Summon(NamedTuple):
    sync: Sync
    k: int  #: answers before the summon
    before: Picture  #: the table before it
    after: Picture  #: the table after it
    nxt: Match  #: the game after it


def _first_summon_on_the_table(sg_game: Match) -> _Summon:
    """Sync just before the game's first summon, with the table showing it
    made (observed at t=100)."""
    k = next(i for i, a in enumerate(sg_game.answers) if isinstance(a, tuple) and a and a[0].startswith("sum:"))
    sync, _ = _synced("systemgate", k)
    before = sync.expected()
    nxt = sg_game.rewind(k + 1)
    after = expected(nxt, sync.layout, Copies(nxt.game))
    for o in picture_changes(before, after, sync.layout, "systemgate", 100.0):
        sync.observe(o)
    return _Summon(sync, k, before, after, nxt)


def _own_shuffles(ruleset: str, seed: int) -> dict[int, list[tuple[int, int]]]:
    """A deck order of the players' own: three pairs of cards traded in each
    of the game's first two shuffles (the starting decks)."""
    rng = random.Random(seed)
    opening = play_on_screen(ruleset, seed, seed + 1, 12)
    return {
        rec.number: [(a, b) for a, b in (rng.sample(list(rec.iids), 2) for _ in range(3))]
        for rec in opening.shuffle_log[:2]
    }


@pytest.mark.whole_game
@pytest.mark.parametrize(
    ("ruleset", "seed"),
    [
        ("vanguard", 5),
        ("vanguard", 13),
        ("vanguard", 23),
        ("vanguard", 24),
        ("weiss", 11),
        ("weiss", 12),
        ("weiss", 13),
        ("weiss", 23),
        ("weiss", 24),
        ("dbscg", 5),
        ("dbscg", 11),
        ("dbscg", 12),
        ("dbscg", 13),
        ("dbscg", 21),
        ("dbscg", 23),
        ("systemgate", 12),
        ("systemgate", 13),
    ],
)
def test_a_game_with_the_players_own_shuffles_is_followed_to_its_end(ruleset: str, seed: int) -> None:
    """The players shuffle their own decks: the drive checks, damage checks
    and cards called from the hand are not the ones the engine's shuffle
    put there. Sync lays the engine's decks out as the table reveals them,
    and the game it follows is, card by card as a spectator saw it, the game
    the table played, to its end."""
    arrangement = _own_shuffles(ruleset, seed)
    table = play_on_screen(ruleset, seed, seed + 1, arrangement=arrangement)
    assert table.is_terminal()
    result = replay_trace(director_trace(ruleset, seed, list(table.answers), arrangement=arrangement))
    assert result.problems == []
    assert result.match.arrangement  # the engine's decks were laid out again
    # every move and answer a spectator saw, in order (the game may have
    # declined questions it asked only from its guess of a hand: no move)
    assert result.match.is_terminal()
    assert spectator_journal(result.match) == spectator_journal(table)


def test_a_card_revealed_from_the_deck_is_read_where_the_player_shows_it() -> None:
    """VG 10.1.8.1.2-3: an ability reveals the top card of the deck; a grade
    3 goes to the hand, any other card to the bottom of the deck. The camera
    never sees the deck, so the player shows the revealed card in the
    trigger zone first: the game's guess of the top card (a grade 0, to the
    bottom) gives way to the card shown (a grade 3, to the hand)."""
    full = play_on_screen("vanguard", 5, 6)
    first = next(
        i for i, e in enumerate(full.journal) if isinstance(e, CardMoved) and e.why == "revealed, to the bottom"
    )
    k = sum(1 for e in full.journal[:first] if isinstance(e, Answered)) - 1  # the answer that set it off
    trace = director_trace("vanguard", 5, list(full.answers[:k]))
    sync = Sync(trace.match())
    replay_trace(trace, sync=sync)
    assert sync.report.state == IN_SYNC
    g = sync.match.game
    seat = sync.match.decision.player
    deck = g.zone(seat, "deck")
    top = deck.cards[-1]
    assert g.stat(top, "grade") != 3
    shown = next(c for c in deck.cards if g.stat(c, "grade") == 3)
    before = sync.expected()
    # the cost is paid on screen; the game reveals its top card and waits
    report = sync.answer(full.answers[k])
    assert report.state == WAITING
    assert report.text == f"Player {seat + 1}: show the card from your deck in the Trigger zone"
    assert f"Player {seat + 1} reveals {top.name} from the top of the deck: it does not fit" in spectator_journal(
        sync.match
    )
    # the player shows a grade 3 from the deck in the trigger zone
    trigger, deck_key = f"p{seat}.trigger", f"p{seat}.deck"
    table = dict(sync.expected())
    table[deck_key] = Sight((table[deck_key].count or 0) - 1, (), None)
    table[trigger] = Sight(1, (sync.copies.label(shown),), "stand")
    for o in picture_changes(before, table, sync.layout, "vanguard", 1000.0):
        sync.observe(o)
    report = sync.settle()
    assert report.state == WAITING
    assert report.text == f"Finish the move: Player {seat + 1}'s Trigger: {shown.name} goes to Player {seat + 1}'s hand"
    assert f"Player {seat + 1} reveals {shown.name} from the top of the deck: it fits" in spectator_journal(sync.match)
    assert sync.match.game.cards[shown.iid].zone.key == f"p{seat}.hand"
    assert sync.match.arrangement  # the deck held the shown card on top
    # the player puts it into the hand: the table matches the game
    done = {**table, trigger: Sight(0, (), None)}
    for o in picture_changes(table, done, sync.layout, "vanguard", 1002.0):
        sync.observe(o)
    assert sync.settle().state == IN_SYNC


def test_a_first_vanguard_put_down_face_down_is_chosen_in_the_prompt() -> None:
    """VG 5.2.2: the first vanguard is put face down on the vanguard circle.
    The table shows a card there but not which one: sync says to choose it
    in the prompt (no red "fix the table"), and the choice made there
    brings the game and the table together."""
    trace = director_trace("vanguard", 3, [])
    sync = Sync(trace.match())
    replay_trace(trace, sync=sync)
    assert sync.report.state == IN_SYNC
    d = sync.match.decision
    assert d is not None and d.prompt.startswith("Choose your first vanguard")
    before = sync.expected()
    chosen = sync.match.clone()
    chosen.apply((d.options[0].key,))
    table = expected(chosen, sync.layout, Copies(chosen.game))
    assert table["p0.VC"].count == 1 and table["p0.VC"].labels == ()  # face down: no label read
    for o in picture_changes(before, table, sync.layout, "vanguard", 100.0):
        sync.observe(o)
    report = sync.settle()
    assert report.state == WAITING and report.on_screen and report.why == HIDDEN
    assert report.text == "The table cannot show which card it was: choose it in the prompt."
    assert sync.answer((d.options[0].key,)).state == IN_SYNC


def test_a_whole_hand_sent_back_at_a_mulligan_is_read_whatever_the_order() -> None:
    """WS 5.2.1.4: a player may put any number of cards of the opening hand
    into the waiting room and draw as many. Player 2 puts all five down,
    the first of the list last: the table shows only that one, on top. Sync
    tries the choices with the cards the table shows on top, and reads the
    move (it once took it for a move half done: "finish the move")."""
    trace = director_trace("weiss", 3, [])
    sync = Sync(trace.match())
    replay_trace(trace, sync=sync)
    assert sync.answer(()).state == IN_SYNC  # Player 1 keeps the hand
    d = sync.match.decision
    assert d is not None and d.player == 1 and d.prompt.startswith("Mulligan") and len(d.options) == 5
    before = sync.expected()
    backwards = tuple(reversed([o.key for o in d.options]))
    table = sync.match.clone()
    table.apply(backwards)
    top = table.game.zone(1, "waiting_room").cards[-1]
    assert top.iid == d.options[0].card
    for o in picture_changes(before, expected(table, sync.layout, Copies(table.game)), sync.layout, "weiss", 100.0):
        sync.observe(o)
    assert sync.settle().state == APPLIED
    assert sync.match.game.zone(1, "waiting_room").cards[-1].iid == top.iid
    assert not sync.differences()


def test_cards_the_game_had_elsewhere_unseen_are_traded_into_the_hand() -> None:
    """System Gate, the players' own shuffles (seed 11). First the game's
    guess of Player 1's hand held nothing more to play, so it ended the main
    phase, while the table shows Cinder Imp summoned from the hand: sync
    trades the card into the hand (with it, the game also asks, and
    declines, main phases of earlier turns it could have been played in),
    and "pass" meant for the main phase is not given to the battle phase
    the screen shows. Later the table shows Cinder Hound summoned from the
    hand, a card the game had put face down into the energy and paid unseen
    onto the drop pile: it is traded into the hand too. Near the end
    (SG 3.5.4: the non-turn player's Counter Timing) the table shows
    Kindle Sprite summoned and Player 2's Riptide Surge cast against it
    while it was on the stack, a card the game had in Player 2's deck:
    traded into the hand, the summon and the counter are read together.
    The game is followed, as a spectator saw it, to its end."""
    arrangement = _own_shuffles("systemgate", 11)
    table = play_on_screen("systemgate", 11, 12, arrangement=arrangement)
    result = replay_trace(director_trace("systemgate", 11, list(table.answers), arrangement=arrangement))
    want = spectator_journal(table)
    imp = "Player 1: Main Phase: play a card, use a skill, or pass → Summon Cinder Imp to center"
    hound = "Player 1: Main Phase: play a card, use a skill, or pass → Summon Cinder Hound to right"
    surge = "Player 2: Counter Timing: use a [Counter] or pass → Cast Riptide Surge"
    assert (
        want.index(imp, want.index(imp) + 1)
        < want.index(hound, want.index(hound) + 1)
        < len(want) - want[::-1].index(surge)
    )
    assert result.problems == []
    assert result.match.is_terminal() and spectator_journal(result.match) == want


def test_a_main_phase_asked_only_from_the_guess_of_a_hand_is_passed_by() -> None:
    """DBSCG, the players' own shuffles (seed 22). DBS 6-3-1-2: the main
    phase is the turn player's free timing; with nothing to play, the
    players' game goes on to the next turn by itself, while the game's guess
    of the hand holds a card to play and asks. The table shows the
    opponent's turn under way: sync ends that main phase and reads on (the
    line "End the Main Phase" is no move a spectator sees). Later Shrine of
    the Ember Road is activated from the hand, named on screen, a card the
    game had sent unseen to the bottom of the drop pile: it is traded into
    the hand. Later, a card traded out of a hand leaves nothing to play in
    a main phase sync had ended for the players: replaying the game with
    the trade, that "end" is dropped like a declined question no longer
    asked. Followed, as a spectator saw it, to its end."""
    arrangement = _own_shuffles("dbscg", 22)
    table = play_on_screen("dbscg", 22, 23, arrangement=arrangement)
    result = replay_trace(director_trace("dbscg", 22, list(table.answers), arrangement=arrangement))
    want = spectator_journal(table)
    shrine = want.index(
        "Player 1: Main Phase: play, activate, attack or end the Main Phase → "
        "Activate Shrine of the Ember Road [Activate: Main] (cost 1)"
    )
    assert 172 < shrine  # where it once stopped
    assert result.problems == []
    assert result.match.is_terminal() and spectator_journal(result.match) == want


def test_a_mulligan_put_down_in_one_pile_is_read_from_its_top_card() -> None:
    """Weiss mulligan with the players' own shuffles (WS 5.2.1.4): the three
    cards go onto the waiting room together and only the top one shows.
    Sync tries the choices with the card the table shows on top (it once
    listed the game's guess of the hand, naming another card, and the
    players had to say "none of these" and answer in the prompt); the game
    goes on, to its end, as the table played it."""
    arrangement = _own_shuffles("weiss", 25)
    table = play_on_screen("weiss", 25, 26, arrangement=arrangement)
    result = replay_trace(director_trace("weiss", 25, list(table.answers), arrangement=arrangement))
    assert not any(r.state == WAITING and r.on_screen and "None of the listed moves" in r.text for r in result.reports)
    assert result.problems == []
    assert result.match.is_terminal() and spectator_journal(result.match) == spectator_journal(table)
    with pytest.raises(IllegalActionError):
        Sync(table).none_of_these()  # nothing is being asked


def test_cards_buried_in_a_pile_are_chosen_in_the_prompt() -> None:
    """Weiss end phase (hand limit 7): three cards go to the waiting room and
    only the top one shows. Too many choices match to list them, so the
    players are asked to choose in the prompt; their answer is applied and
    the game goes on to its end exactly as played on screen."""
    played = play_on_screen("weiss", 5, 6)
    result = replay_trace(director_trace("weiss", 5, list(played.answers)))
    buried = [r for r in result.reports if r.on_screen and r.why == BURIED]
    assert buried and all(r.state == WAITING and "choose them in the prompt" in r.text for r in buried)
    assert result.problems == []
    assert result.match.answers == played.answers


def _synced(ruleset: str = "systemgate", answers: int = 0) -> tuple[Sync, Match]:
    truth = play_on_screen(ruleset, 5, 2, answers)
    trace = director_trace(ruleset, 5, list(truth.answers))
    sync = Sync(trace.match())
    result = replay_trace(trace, sync=sync)
    assert result.match.answers == truth.answers
    return sync, truth


def test_a_move_the_table_shows_is_inferred_and_logged(sg_game: Match) -> None:
    """One physical move (a unit put on the field) is found among the legal
    answers and applied, and the report says what it was."""
    sync, _, _, _, nxt = _first_summon_on_the_table(sg_game)
    assert not sync.due(100.1)  # still settling
    assert sync.due(101.0)
    report = sync.settle()
    assert report.state == APPLIED
    assert sync.match.answers == nxt.answers
    assert any("Summon" in line for line in report.applied)


def test_unplugged_device_pauses_and_loses_nothing() -> None:
    """A device lost mid-game pauses sync with a message; the game is kept,
    and sync resumes when the device is back."""
    sync, _truth = _synced("systemgate", 20)
    answers = list(sync.match.answers)
    sync.observe(DeviceStatus(500.0, "mat", DeviceKind.MAT, DeviceState.DISCONNECTED, "unplugged"))
    sync.observe(ZoneOccupancy(500.1, "mat", "p0.deck", 0))
    report = sync.settle()
    assert report.state == PAUSED
    assert "sensor mat" in report.text and "Nothing is lost" in report.text
    assert sync.match.answers == answers
    sync.observe(DeviceStatus(501.0, "mat", DeviceKind.MAT, DeviceState.READY))
    deck = len(sync.match.game.zone(0, "deck").cards)
    sync.observe(ZoneOccupancy(501.1, "mat", "p0.deck", deck))
    assert sync.settle().state == IN_SYNC
    assert sync.match.answers == answers


def test_a_hand_over_the_cards_changes_nothing() -> None:
    """The camera loses a card under a hand and sees it again before the table
    settles: no move is inferred."""
    sync, _ = _synced("systemgate", 20)
    answers = list(sync.match.answers)
    label, zone = next(iter(sync.seen.cards.items()))
    sync.observe(CardGone(600.0, "camera", "systemgate", label[0], label[1], zone))
    sync.observe(CardSeen(600.1, "camera", "systemgate", label[0], label[1], (0.0, 0.0), zone))
    assert sync.settle().state == IN_SYNC
    assert sync.match.answers == answers


def test_a_card_bumped_into_the_next_zone_is_reported_and_never_applied() -> None:
    """A card slid into another zone by accident matches no legal move: the
    screen says what to fix and the game does not change; putting it back
    brings the table in line again."""
    sync, _ = _synced("systemgate", 20)
    answers = list(sync.match.answers)
    label, zone = next((k, z) for k, z in sync.seen.cards.items() if z.endswith(".gate"))
    sync.observe(
        CardSeen(700.0, "camera", "systemgate", label[0], label[1], (0.0, 0.0), zone.replace("gate", "banish"))
    )
    sync.observe(ZoneOccupancy(700.0, "mat", zone, 0))
    sync.observe(ZoneOccupancy(700.0, "mat", zone.replace("gate", "banish"), 1))
    report = sync.settle()
    assert report.state == MISMATCH
    assert "Gate" in report.text
    assert zone in report.zones
    assert sync.match.answers == answers
    sync.observe(CardSeen(701.0, "camera", "systemgate", label[0], label[1], (0.0, 0.0), zone))
    sync.observe(ZoneOccupancy(701.0, "mat", zone, 1))
    sync.observe(ZoneOccupancy(701.0, "mat", zone.replace("gate", "banish"), 0))
    assert sync.settle().state == IN_SYNC


def test_noise_from_devices_is_ignored() -> None:
    """Unknown zones, other games' labels and negative counts change nothing."""
    sync, _ = _synced("systemgate", 20)
    answers = list(sync.match.answers)
    sync.observe(ZoneOccupancy(800.0, "mat", "p9.nowhere", 3))
    sync.observe(ZoneOccupancy(800.0, "mat", "p0.drop", -4))
    sync.observe(CardSeen(800.0, "camera", "vanguard", "VGD-014", 1, (0.0, 0.0), "p0.drop"))
    assert sync.seen.ignored == 3
    assert sync.settle().state == IN_SYNC
    assert sync.match.answers == answers


def test_on_screen_answers_wait_for_the_table_and_refuse_stale_questions() -> None:
    sync, _ = _synced("systemgate", 20)
    old = sync.match.decision
    assert old is not None
    with pytest.raises(IllegalActionError):
        sync.answer(("no-such-key",))
    sync.match = sync.match.clone()
    with pytest.raises(IllegalActionError, match="moved on"):
        sync.answer((old.options[0].key,), decision=old)


def test_bad_trace_lines_are_reported_and_skipped(tmp_path) -> None:
    head = {"format": "playmat-trace", "version": 1, "ruleset": "systemgate", "seed": 1, "decks": []}
    lines = [
        json.dumps(head),
        json.dumps({"t": 1.0, "obs": {"type": "zone", "device": "mat", "zone": "p0.gate", "count": 1}}),
        "not json",
        json.dumps({"t": 0.5, "screen": ["pass"]}),  # goes back in time
        json.dumps({"t": 2.0, "obs": {"type": "zone", "device": "mat", "zone": "p0.gate", "count": -1}}),
        json.dumps(
            {
                "t": 2.0,
                "obs": {"type": "seen", "device": "camera", "game": "sg", "card": "X", "copy": 0, "zone": "p0.gate"},
            }
        ),
        json.dumps({"t": 3.0, "screen": ["pass"], "seat": 9}),  # no such seat
        json.dumps({"t": 3.0, "screen": ["pass"], "seat": 1}),
        json.dumps({"t": 4.0, "pick": ["sum:12:left"], "chosen": []}),  # what its one option did, missing
        json.dumps({"t": 4.0, "pick": ["sum:12:left"], "chosen": [{"verb": "summon", "cards": [12]}]}),  # no such verb
        json.dumps({"t": 4.0, "pick": ["sum:12:left"], "chosen": [{"verb": "play", "cards": ["12"]}]}),
        # an older trace's heading of the question is read and left aside
        json.dumps({"t": 5.0, "screen": ["end"], "seat": 0, "question": "Main Phase"}),
        json.dumps(
            {
                "t": 6.0,
                "pick": ["sum:12:left"],
                "chosen": [{"verb": "play", "cards": [12], "src": "p0.hand", "dst": "p0.left"}],
            }
        ),
    ]
    trace = parse_trace(lines, "t.trace")
    assert len(trace.entries) == 4
    assert trace.entries[1].screen == ("pass",) and trace.entries[1].seat == 1
    assert trace.entries[2].screen == ("end",) and trace.entries[2].about is None and trace.entries[2].chosen == ()
    (played,) = trace.entries[3].chosen
    assert (played.key, played.verb, played.cards) == ("sum:12:left", "play", (12,))
    assert (played.src, played.dst) == ("p0.hand", "p0.left")
    assert [p.split(":")[1] for p in trace.problems] == ["3", "4", "5", "6", "7", "9", "10", "11"]
    with pytest.raises(LoadError):
        parse_trace(["{}"], "t.trace")
    bad = tmp_path / "b.trace"
    bad.write_bytes(b"\xff\xfe")
    with pytest.raises(LoadError):
        read_trace(bad)


def test_rearranged_shuffle_keeps_the_game_legal_and_saves(sg_game: Match) -> None:
    """A shuffle laid out differently (as a table revealed it) replays every
    answer or is refused; a save keeps the layout."""
    m = sg_game.rewind(40)
    s = m.shuffle_log[-1]
    bottom = s.iids[:2]
    again = rearranged(m, s.number, [bottom])
    assert again.answers == m.answers
    assert again.arrangement == {s.number: [bottom]}
    loaded = Match.from_dict(json.loads(json.dumps(again.to_dict())))
    assert loaded.journal_digest() == again.journal_digest()
    with pytest.raises(IllegalActionError):
        rearranged(m, s.number, [(s.iids[0], 10_000)])


def test_a_swap_at_an_earlier_shuffle_carries_later_layouts_along() -> None:
    """A deck shuffled twice (Vanguard: set-up, then after the redraw) with
    the second shuffle already laid out: a card found to have been in the
    hand since the first takes over the part of the deck card it traded
    with, in the later layout too, and the game still replays."""
    played = play_on_screen("vanguard", 5, 6, 12)
    first, later = (s for s in played.shuffle_log if s.zone == "p0.deck")
    x, y = later.iids[-1], later.iids[-2]
    m = rearranged(played, later.number, [(x, y)], declining)
    a = next(c for c in first.iids if c not in later.iids and m.game.cards[c].zone.name == "hand")
    again = rearranged(m, first.number, [(a, x)], declining)
    assert again.arrangement[later.number] == [(a, y)]
    laid = next(s for s in again.shuffle_log if s.number == later.number)
    was = next(s for s in m.shuffle_log if s.number == later.number)
    assert laid.iids.index(a) == was.iids.index(x)  # a lies where x lay
    assert again.game.cards[x].zone.name == "hand" and len(again.answers) == len(m.answers)


def test_expected_picture_counts_cards_under_a_unit() -> None:
    """A hosted pile (soul under a vanguard) counts in its host zone's sensor."""
    m = Match.new("vanguard", seed=3)
    g = m.game
    vc = g.zone(0, "VC")
    soul = g.zone(0, "soul")
    deck = g.zone(0, "deck")
    g.move(deck.cards[-1], vc)
    g.move(deck.cards[-1], soul)
    from hardware.layouts import layout_for

    pic = expected(m, layout_for("vanguard"), Copies(g))
    assert pic["p0.VC"].count == 2
    assert len(pic["p0.VC"].labels) == 1
    assert pic["p0.deck"] == Sight(len(deck.cards), (), None)


def test_a_card_played_from_the_hand_that_the_game_had_in_the_deck(sg_game: Match) -> None:
    """The deck and hand are counted, not read: when the player puts down a
    copy the game still had in the deck, the game's shuffle is laid out so
    that this copy was the one drawn, and the move is applied."""
    k = next(i for i, a in enumerate(sg_game.answers) if isinstance(a, tuple) and a and a[0].startswith("sum:"))
    sync, _ = _synced("systemgate", k)
    g = sync.match.game
    d = sync.match.decision
    assert d is not None
    summon = d.option(sg_game.answers[k][0])
    h = g.cards[summon.card]
    deck = g.zone(h.owner, "deck")
    twin = next((c for c in deck.cards if c.card.id == h.card.id), None)
    if twin is None:
        pytest.skip("no second copy of that card in the deck in this game")
    before = sync.expected()
    after_game = sync.match.clone()
    after_game.apply((summon.key,))
    after = expected(after_game, sync.layout, Copies(after_game.game))
    # the table shows the deck's copy where the game would put the hand's copy
    shown = {
        z: Sight(
            s.count,
            tuple(sorted(sync.copies.label(twin) if lab == sync.copies.label(h) else lab for lab in s.labels)),
            s.orientation,
        )
        for z, s in after.items()
    }
    for o in picture_changes(before, shown, sync.layout, "systemgate", 100.0):
        sync.observe(o)
    report = sync.settle()
    assert report.state == APPLIED
    assert sync.match.arrangement  # the shuffle was laid out as the table showed it
    played = sync.match.answers[-1]
    assert played == (summon.key.replace(f":{h.iid}:", f":{twin.iid}:"),)
    assert sync.match.game.cards[twin.iid].zone.key == f"p{h.owner}.{summon.key.split(':')[-1]}"


def test_undo_takes_a_step_back_and_waits_for_the_cards(sg_game: Match) -> None:
    """Undo takes back a move read from the table. The cards still show it,
    so sync asks for them to be put back and does not read the same move
    again; once they are back the table matches, and making the move again
    applies it again."""
    sync, k, before, after, nxt = _first_summon_on_the_table(sg_game)
    assert sync.settle().state == APPLIED
    assert sync.match.answers == nxt.answers

    report = sync.undo()
    assert sync.match.answers == sg_game.answers[:k]
    assert report.state == WAITING
    assert report.text.startswith("Undone: Player ") and "Summon" in report.text
    assert "Put the table back" in report.text and report.differences
    # the table still shows the summon: it is not read again
    again = sync.settle()
    assert again.state == MISMATCH
    assert sync.match.answers == sg_game.answers[:k]
    # the card taken back: in sync
    for o in picture_changes(after, before, sync.layout, "systemgate", 102.0):
        sync.observe(o)
    assert sync.settle().state == IN_SYNC
    # and played again: read again
    for o in picture_changes(before, after, sync.layout, "systemgate", 104.0):
        sync.observe(o)
    assert sync.settle().state == APPLIED
    assert sync.match.answers == nxt.answers


def test_undo_with_nothing_to_take_back_says_so() -> None:
    sync = Sync(Match.new("vanguard", None, 3))
    with pytest.raises(IllegalActionError, match="nothing to undo"):
        sync.undo()


def test_a_player_gives_no_on_screen_answer_the_screen_does_not_ask_for() -> None:
    """A trace's on-screen answer is given only when the screen asks that
    player that question: the prompt naming another player, a refusal
    ("skip" a climax) while the game asks for an attacker, or a refusal
    meant for another question (ending the main phase, while the screen
    asks whether to attack), gets none."""
    played = play_on_screen("weiss", 5, 6)
    m = Match(played.ruleset, played.decks, played.seed, played.deck_names)
    attack = offers_skip = None
    for keys in played.answers:
        d = m.decision
        assert d is not None
        skip = {o.key for o in d.options} & {"skip", "pass"}
        if attack is None and d.prompt.startswith("Attack declaration") and not skip:
            attack = (d.player, keys)
            assert not asked(m, d.player, ("skip",))  # nothing to refuse here
            assert not asked(m, 1 - d.player, keys)  # the prompt names the other player
            assert asked(m, d.player, keys) and asked(m, None, keys)
            assert asked(m, d.player, keys, d.about) and d.about == "attack"
        if offers_skip is None and skip:
            offers_skip = True
            refusal = (sorted(skip)[0],)
            assert asked(m, d.player, refusal)
            # the same refusal meant for another question means something else here
            assert d.about != "main" and not asked(m, d.player, refusal, "main")
            assert asked(m, d.player, refusal, d.about)
        if attack and offers_skip:
            break
        assert isinstance(keys, tuple)
        m.apply(keys)
    assert attack and offers_skip


def test_a_card_turned_face_down_is_read_once_the_camera_gives_its_label_up() -> None:
    """VG 8.3.3 (Counter Blast): the attacker pays a damage card turned face
    down and draws; the turn ends and the next player stands and draws. The
    mat reports all of it a quarter of a second later, the camera gives the
    turned card's label up only 2 s after it last read it: sync waits for
    it rather than take the one answer that explains the rest ("do not
    pay", which left the game a card out and every later attack wrong)."""
    played = play_on_screen("vanguard", 91, 92)
    said = [e for e in played.journal if isinstance(e, Answered)]
    k = max(
        i
        for i in range(len(said) - 1)
        if "Counter Blast" in said[i].prompt and said[i].keys == ("yes",) and said[i + 1].player != said[i].player
    )
    trace = director_trace("vanguard", 91, list(played.answers[:k]))
    sync = Sync(trace.match())
    replay_trace(trace, sync=sync)
    assert sync.report.state == IN_SYNC and len(sync.match.answers) == k
    before = sync.expected()
    truth = played.rewind(k + 1)
    after = expected(truth, sync.layout, Copies(truth.game))
    changes = picture_changes(before, after, sync.layout, "vanguard", 100.0)
    late = [o for o in changes if isinstance(o, CardGone)]
    assert [o.zone for o in late] == [f"p{said[k].player}.damage"]  # the card turned face down
    for o in changes:
        if o not in late:
            sync.observe(o)
    assert sync.settle().state == WAITING
    assert len(sync.match.answers) == k
    for o in late:
        sync.observe(dataclasses.replace(o, at=102.0))
    assert sync.settle().state == APPLIED
    assert sync.match.answers == played.answers[: len(sync.match.answers)] and len(sync.match.answers) > k
    assert not sync.differences()


def test_a_label_lost_again_in_a_row_the_mat_counts_in_full_is_covered() -> None:
    """DBS 3-5 (the energy area): the players push a long row together to
    lay one more card, and a card lies over the label of the one before.
    The camera reads a covered label once more where the card now lies, far
    from where it read its neighbours, and loses it again; the mat counts
    every card of the row all along. The card is still there, under the
    next: the table matches the game, and the game is followed to its end
    (a red "put it there" once stopped every move after it)."""
    played = play_on_screen("dbscg", 13, 14)
    answers = list(played.answers)
    m = Match.new("dbscg", None, 13)
    k = 0
    while len(m.game.zone(0, "energy").cards) < 3:  # the moment Player 1's energy holds three cards
        m.apply(answers[k])
        k += 1
    trace = director_trace("dbscg", 13, answers)
    t = [e.t for e in trace.entries if e.pick is not None or e.screen is not None][k]
    energy = m.game.zone(0, "energy").cards[0]
    label = Copies(m.game).label(energy)
    area = layout_for("dbscg").area("p0.energy")
    far = (area.x + area.w - 1, area.y + area.h / 2)  # the row's other end: no neighbour read there
    lost = [
        CardSeen(t - 0.5, "camera", "dbscg", *label, far, "p0.energy"),
        CardGone(t - 0.1, "camera", "dbscg", *label, "p0.energy"),
    ]
    trace.entries = sorted([*trace.entries, *(Entry(o.at, o) for o in lost)], key=lambda e: e.t)
    result = replay_trace(trace)
    assert result.problems == []
    assert not any("Energy" in r.text for r in result.reports if r.state == MISMATCH)
    assert result.match.answers == played.answers
    assert result.match.journal_digest() == played.journal_digest()


def test_a_card_clocked_from_the_hand_and_a_refresh_point_keep_their_cards() -> None:
    """WS 4.8.2, 4.10.1.4: a card put into the clock from the hand draws
    the last cards of the deck; the waiting room is shuffled into a new
    deck and its top card goes to the clock as the refresh point. Both
    labels appear in the clock in one camera frame: their order says
    nothing of a shuffle, and sync does not trade the hand's card for the
    deck's (it once did, and named the mulligan of the first turn anew)."""
    played = play_on_screen("weiss", 104, 105)
    m = Match.new("weiss", None, 104)
    for k, keys in enumerate(played.answers):  # noqa: B007 (k is read after the loop)
        start = len(m.journal)
        m.apply(keys)
        if keys[0].startswith("clock:") and any(
            isinstance(e, CardMoved) and e.why == "refresh point" for e in m.journal[start:]
        ):
            break
    trace = director_trace("weiss", 104, list(played.answers[:k]))
    sync = Sync(trace.match())
    replay_trace(trace, sync=sync)
    before = sync.expected()
    for o in picture_changes(before, expected(m, sync.layout, Copies(m.game)), sync.layout, "weiss", 1000.0):
        sync.observe(o)
    assert sync.settle().state == APPLIED
    assert sync.match.answers == played.answers[: k + 1]
    assert sync.match.arrangement == {} and sync.match.journal_digest() == m.journal_digest()


def test_cards_put_into_a_row_together_came_out_in_the_order_they_lie_along_it() -> None:
    """WS 9.2.2, 9.9.1: an event searches out the last card of the deck
    (the waiting room becomes the new deck) and puts the deck's top card into
    the clock; the refresh point puts the next one there after it. Both labels
    appear in the clock in one camera frame, the first card at its owner's
    left (the mat's right for the seat across), and the camera reports them
    the other way round. They came out of the new deck in the order they lie
    along the row: sync lays no deck out for them (it once went by the order
    of the camera's reports, traded the two cards in the refresh's shuffle
    and named the event's card the refresh point)."""
    played = play_on_screen("weiss", 182, 183)
    m = Match.new("weiss", None, 182)
    clocked: list[int] = []
    for k, keys in enumerate(played.answers):  # noqa: B007 (k is read after the loop)
        start = len(m.journal)
        m.apply(keys)
        moved = [e for e in m.journal[start:] if isinstance(e, CardMoved)]
        clocked = [e.card for e in moved if e.src.endswith(".deck") and e.dst.endswith(".clock")]
        if len(clocked) == 2:
            break
    trace = director_trace("weiss", 182, list(played.answers[: k + 1]))
    copies = Copies(m.game)
    labels = [copies.label(m.game.cards[c]) for c in clocked]
    clock = layout_for("weiss").area(m.game.cards[clocked[0]].zone.key)
    cx, cy = clock.centre
    lie = sorted([(cx - 35.0, cy), (cx + 35.0, cy)], key=lambda xy: along_row(clock, xy))
    assert clock.rotate == 180 and lie[0][0] > lie[1][0]  # the owner sits across: the row starts at the mat's right
    idx = [
        i
        for i, e in enumerate(trace.entries)
        if isinstance(e.obs, CardSeen) and (e.obs.card_id, e.obs.copy) in labels and e.obs.zone == clock.key
    ][-2:]  # (one of them lay in the clock turns before)
    assert trace.entries[idx[0]].t == trace.entries[idx[1]].t  # one frame
    reads = {(o.card_id, o.copy): o for o in (trace.entries[i].obs for i in idx) if isinstance(o, CardSeen)}
    # the camera reports the second card first, each where it lies
    for i, label, xy in zip(idx, reversed(labels), reversed(lie), strict=True):
        trace.entries[i] = dataclasses.replace(trace.entries[i], obs=dataclasses.replace(reads[label], mat_xy=xy))
    result = replay_trace(trace)
    assert result.problems == []
    assert result.match.answers == played.answers[: k + 1]
    assert result.match.arrangement == {}
    assert result.match.journal_digest() == m.journal_digest()


def test_cards_taken_together_from_a_row_before_the_mat_reports_it_are_gone() -> None:
    """DBS 6-3 (combos): the defender's two combo cards lie side by side in
    the combo area and go to the drop area together once the battle is
    over. The camera loses both labels in one frame, before the mat (which
    reports a change only once the zone has been still) counts the row
    empty: each label was lost beside the other while the mat still counted
    two cards, as a label covered in a crowded row is. Once the mat reports
    the row empty they are gone: sync still reads, turns later, two cards
    of that drop area sent to the warp (it once kept the two labels for the
    rest of the game, took them for cards the table had just shown, tried
    only single cards for that choice and lost the game there)."""
    played = play_on_screen("dbscg", 177, 178)
    trace = director_trace("dbscg", 177, list(played.answers))
    rows = {a.key for a in layout_for("dbscg").zones if a.kind == "row"}
    late = 0
    for i, e in enumerate(trace.entries):
        o = e.obs
        if not (isinstance(o, ZoneOccupancy) and o.zone in rows and o.count == 0):
            continue
        lost = [f for f in trace.entries if isinstance(f.obs, CardGone) and f.obs.zone == o.zone and f.t == e.t]
        if len(lost) >= 2:
            # the mat reports the row a moment after the camera lost its labels
            trace.entries[i] = Entry(e.t + 0.3, dataclasses.replace(o, at=e.t + 0.3))
            late += 1
    assert late
    trace.entries.sort(key=lambda e: (e.t, e.obs is not None))
    result = replay_trace(trace)
    assert result.problems == []
    assert result.match.answers == played.answers
    assert result.match.journal_digest() == played.journal_digest()


def test_guardians_put_down_together_keep_the_order_they_were_chosen_in() -> None:
    """VG 8.4.2 (guard step): two guardians from the hand go onto the
    guardian circle and the camera reads both labels in one frame, in
    either order, with the battle after them. Their order is the players' choice, not a shuffle's: sync
    takes the guard as chosen and lays no deck out for it (it once traded
    the two cards in the starting shuffle, which named the guard the other
    way round and sent the guardians to the drop in the other order)."""
    played = play_on_screen("vanguard", 106, 107)
    m = Match.new("vanguard", None, 106)
    for k, keys in enumerate(played.answers):  # noqa: B007 (k is read after the loop)
        d = m.decision
        assert d is not None and isinstance(keys, tuple)
        cards = [d.option(key).card for key in keys]
        if (
            d.prompt.startswith("Guard")
            and len(keys) == 2
            and all(c is not None and m.game.cards[c].zone.name == "hand" for c in cards)
        ):
            break
        m.apply(keys)
    trace = director_trace("vanguard", 106, list(played.answers[:k]))
    sync = Sync(trace.match())
    replay_trace(trace, sync=sync)
    before = sync.expected()
    m.apply(keys)
    changes = picture_changes(before, expected(m, sync.layout, Copies(m.game)), sync.layout, "vanguard", 1000.0)
    labels = [sync.copies.label(m.game.cards[c]) for c in cards if c is not None]
    # the camera reads the second guardian first
    changes.sort(key=lambda o: isinstance(o, CardSeen) and (o.card_id, o.copy) == labels[0])
    for o in changes:
        sync.observe(o)
    # (the table shows the battle gone on: the guard is complete)
    assert sync.settle().state == APPLIED
    assert sync.match.answers == played.answers[: k + 1]
    assert sync.match.arrangement == {}


def test_cards_taken_from_a_pile_are_as_many_as_the_mat_counts_gone() -> None:
    """DBSCG: an effect removes up to two cards of the opponent's drop area
    from the game, the top one and one beneath it. The table shows another
    card on top and the mat counts two cards fewer: sync tries choices of
    two cards with the one that was on top (it tried one card, matched
    nothing, and read no move after it). Which card beneath it was taken
    the table cannot show: the players choose it in the prompt."""
    played = play_on_screen("dbscg", 109, 110)
    layout = layout_for("dbscg")
    piles = {a.key for a in layout.zones if a.kind == "pile" and a.camera}
    m = Match.new("dbscg", None, 109)
    for k, keys in enumerate(played.answers):  # noqa: B007 (k is read after the loop)
        d = m.decision
        assert d is not None and isinstance(keys, tuple)
        cards = [m.game.cards[c] for c in (d.option(key).card for key in keys) if c is not None]
        zones = {c.zone.key for c in cards}
        if len(cards) >= 2 and len(zones) == 1 and zones <= piles and m.game.zones[zones.pop()].cards[-1] in cards:
            break
        m.apply(keys)
    trace = director_trace("dbscg", 109, list(played.answers[:k]))
    sync = Sync(trace.match())
    replay_trace(trace, sync=sync)
    before = sync.expected()
    m.apply(keys)
    for o in picture_changes(before, expected(m, sync.layout, Copies(m.game)), sync.layout, "dbscg", 1000.0):
        sync.observe(o)
    report = sync.settle()
    assert report.state == WAITING and report.on_screen and report.why == BURIED
    assert sync.answer(keys).state == IN_SYNC
    assert sync.match.journal_digest() == m.journal_digest()


def test_a_card_put_under_an_evolved_card_is_read_once_the_camera_gives_its_label_up() -> None:
    """DBS [Evolve]: a card from the hand is put on top of a battle card,
    which goes under it. The camera reads the new card at once and gives
    the covered one up 2 s after it last read it: sync waits for it rather
    than explain the label still read by trading cards of the hand (which
    changed which cards the game had drawn)."""
    played = play_on_screen("dbscg", 121, 122)
    k = next(i for i, keys in enumerate(played.answers) if isinstance(keys, tuple) and keys[0].startswith("evolve:"))
    trace = director_trace("dbscg", 121, list(played.answers[:k]))
    sync = Sync(trace.match())
    replay_trace(trace, sync=sync)
    before = sync.expected()
    truth = played.rewind(k + 1)
    changes = picture_changes(before, expected(truth, sync.layout, Copies(truth.game)), sync.layout, "dbscg", 100.0)
    late = [o for o in changes if isinstance(o, CardGone)]
    assert late  # the card gone under the evolved one
    for o in changes:
        if o not in late:
            sync.observe(o)
    assert sync.settle().state == WAITING
    for o in late:
        sync.observe(dataclasses.replace(o, at=102.0))
    assert sync.settle().state == APPLIED
    assert sync.match.answers == played.answers[: len(sync.match.answers)] and len(sync.match.answers) > k
    assert sync.match.arrangement == {}


def test_a_choice_the_table_cannot_show_is_answered_in_the_prompt() -> None:
    """VG 8.5.2.5 (critical trigger): the unit that gets the power stays as
    it lies. The players answer it in the prompt, then take the trigger into
    the hand (the procedure); when they take it first, sync does not list
    the units as moves it could not read: it says the table cannot show the
    choice and asks for it in the prompt."""
    ruleset, seed, question = "vanguard", 91, "Critical trigger"
    played = play_on_screen(ruleset, seed, seed + 1)
    layout = layout_for(ruleset)
    m = Match.new(ruleset, None, seed)
    copies = Copies(m.game)
    for k, keys in enumerate(played.answers):  # noqa: B007 (k is read after the loop)
        d = m.decision
        assert d is not None and isinstance(keys, tuple)
        before = expected(m, layout, copies)
        m.apply(keys)
        if d.prompt.startswith(question) and expected(m, layout, copies) != before:
            break  # the cards move on after it (the trigger goes to the hand)
    given = [e for e in director_trace(ruleset, seed, list(played.answers[: k + 1])).entries if e.obs is None]
    assert given[-1].screen == keys  # given in the prompt
    trace = director_trace(ruleset, seed, list(played.answers[:k]))
    sync = Sync(trace.match())
    replay_trace(trace, sync=sync)
    for o in picture_changes(sync.expected(), expected(m, layout, copies), layout, ruleset, 100.0):
        sync.observe(o)
    report = sync.settle()
    assert report.state == WAITING and report.on_screen and report.why == TARGET and report.candidates == ()
    assert sync.answer(keys).state in (IN_SYNC, APPLIED)
    assert sync.match.answers == played.answers[: k + 1]


def test_a_trigger_declined_among_many_cards_is_read() -> None:
    """WS 9.2 (a Comeback trigger: you may return a character from your
    waiting room to your hand): with more characters in the waiting room
    than a search tries, declining it was never tried, and the table,
    which went on to the damage, matched nothing from then on."""
    played = play_on_screen("weiss", 122, 123)
    layout = layout_for("weiss")
    m = Match.new("weiss", None, 122)
    copies = Copies(m.game)
    for k, keys in enumerate(played.answers):  # noqa: B007 (k is read after the loop)
        d = m.decision
        assert d is not None and isinstance(keys, tuple)
        before = expected(m, layout, copies)
        m.apply(keys)
        if keys == declining_answer(d) and len(d.options) > MAX_TRIES and expected(m, layout, copies) != before:
            break
    trace = director_trace("weiss", 122, list(played.answers[:k]))
    sync = Sync(trace.match())
    replay_trace(trace, sync=sync)
    for o in picture_changes(sync.expected(), expected(m, layout, copies), layout, "weiss", 1000.0):
        sync.observe(o)
    sync.settle()
    assert sync.match.answers == played.answers[: k + 1]
    assert not sync.differences()


def test_a_unit_joining_a_link_attack_without_a_change_the_table_shows_is_asked_for() -> None:
    """SG 7.4 (link attack): two units may join the attack; one rests, the
    other rests and stands again (its own skill). The table shows one unit
    rested either way, so sync does not guess the smaller answer: it asks
    which units joined, naming them by where they lie, as a choice the table
    cannot show."""
    played = play_on_screen("systemgate", 147, 148)
    m = Match.new("systemgate", None, 147)
    for k, keys in enumerate(played.answers):  # noqa: B007 (k is read after the loop)
        d = m.decision
        assert d is not None and isinstance(keys, tuple)
        if d.prompt.startswith("Link Attack") and len(keys) == 2:
            after = m.clone()
            after.apply(keys)
            cards = [d.option(key).card for key in keys]
            if any(c is not None and after.game.cards[c].orientation == m.game.cards[c].orientation for c in cards):
                break
        m.apply(keys)
    trace = director_trace("systemgate", 147, list(played.answers[:k]))
    sync = Sync(trace.match())
    replay_trace(trace, sync=sync)
    assert sync.match.answers == played.answers[:k]
    before = sync.expected()
    m.apply(keys)
    for o in picture_changes(before, expected(m, sync.layout, Copies(m.game)), sync.layout, "systemgate", 1000.0):
        sync.observe(o)
    report = sync.settle()
    assert report.state == ASK and report.why == TARGET
    texts = {c.keys: c.text for c in report.candidates}
    assert tuple(keys) in texts and len(texts) == 2
    assert all("(Left)" in t or "(Right)" in t for t in texts.values())
    sync.choose([c.keys for c in report.candidates].index(tuple(keys)))
    assert sync.match.answers == played.answers[: k + 1]


def test_cards_sent_from_under_a_piles_top_card_are_a_choice_the_table_cannot_show() -> None:
    """DBS 8-5-3-3 (seed 114): "send up to 3 cards of your opponent's Drop
    Area to the Warp". Two of the Drop Area's cards lie under its top card and
    end under the same card in the Warp: the camera reads only a pile's top,
    so which of them went is a choice the table cannot show (not a move sync
    could not read), and the players answer it in the prompt."""
    played = play_on_screen("dbscg", 114, 115)
    k = next(i for i, keys in enumerate(played.answers) if keys == ("63", "35"))
    trace = director_trace("dbscg", 114, list(played.answers[:k]))
    sync = Sync(trace.match())
    replay_trace(trace, sync=sync)
    d = sync.match.decision
    assert d is not None and d.prompt.startswith("Send up to 3 card(s) of your opponent's Drop Area to the Warp")
    drop = sync.match.game.zones["p1.drop"].cards
    assert drop[-1].iid not in (63, 51)  # both lie under the pile's top card
    before = sync.expected()
    chosen = sync.match.clone()
    chosen.apply(("63", "35"))
    for o in picture_changes(before, expected(chosen, sync.layout, Copies(chosen.game)), sync.layout, "dbscg", 9000.0):
        sync.observe(o)
    report = sync.settle()
    assert report.state == ASK and report.why == HIDDEN, (report.state, report.why, report.text)
    assert {frozenset(c.keys) for c in report.candidates} == {frozenset({"63", "35"}), frozenset({"51", "35"})}
