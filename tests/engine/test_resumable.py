"""Clones and undo from snapshots (engine.snapshot): a clone or a rewound
match plays on exactly as the game replayed from its seed does, for every
ruleset, at random points, from clones of clones, right as a turn begins
and once the game is over; and a copy shares nothing that changes."""

from __future__ import annotations

import ast
import random
import types
from collections.abc import Iterator
from pathlib import Path

import pytest

import engine
from engine import registry
from engine.bots import RandomBot
from engine.match import Match
from engine.snapshot import _SAME, NotQuiescent, Snapshot, copy_game
from engine.state import Card, Game, Player, Zone

IDS = registry.ids()


def records(m: Match) -> list[tuple[object, ...]]:
    return [e.record() for e in m.journal]


def replayed(m: Match, n: int | None = None) -> Match:
    """The plain replay of ``m``'s first ``n`` answers from the seed."""
    plain = Match(m.ruleset, m.decks, m.seed, m.deck_names, m.arrangement)
    plain.replay(m.answers if n is None else m.answers[:n])
    return plain


def play(m: Match, bot: RandomBot, answers: int) -> None:
    for _ in range(answers):
        if m.decision is None:
            return
        m.apply_trusted(bot.choose(m.decision))


def assert_same(a: Match, b: Match) -> None:
    """Same journal, same digest, same view for every seat, same question."""
    assert records(a) == records(b)
    assert a.journal_digest() == b.journal_digest()
    assert a.answers == b.answers
    for seat in range(a.game.n_players):
        assert a.view(seat) == b.view(seat)
    assert a.decision == b.decision
    assert a.outcome() == b.outcome()
    assert [r.iids for r in a.shuffle_log] == [r.iids for r in b.shuffle_log]


def assert_play_on_alike(a: Match, b: Match, seed: int, answers: int = 60) -> None:
    """``a`` and ``b`` given the same answers from here stay the same game."""
    play(a, RandomBot(seed), answers)
    play(b, RandomBot(seed), answers)
    assert_same(a, b)
    assert_same(a, replayed(a))


@pytest.mark.parametrize("rid", IDS)
def test_clones_at_random_points_play_on_as_the_replayed_game(rid: str) -> None:
    rng = random.Random(f"clone {rid}")
    for _ in range(4):
        seed = rng.randrange(1 << 30)
        m = Match.new(rid, seed=seed)
        bot = RandomBot(seed)
        for _ in range(3):
            play(m, bot, rng.randrange(5, 60))
            c = m.clone()
            assert_same(c, m)
            assert_same(c, replayed(m))
        assert_play_on_alike(m, c, seed + 1)


@pytest.mark.parametrize("rid", IDS)
def test_a_clone_of_a_clone_plays_on_as_the_replayed_game(rid: str) -> None:
    rng = random.Random(f"clone of clone {rid}")
    seed = rng.randrange(1 << 30)
    m = Match.new(rid, seed=seed)
    play(m, RandomBot(seed), 40)
    c = m.clone()
    play(c, RandomBot(seed + 1), 50)  # the clone goes on alone, past turns it kept no copy of
    cc = c.clone()
    assert_same(cc, c)
    assert_same(cc, replayed(c))
    assert_play_on_alike(c, cc, seed + 2)
    assert_same(m, replayed(m))  # the original is untouched


@pytest.mark.parametrize("rid", IDS)
def test_clones_right_as_turns_begin(rid: str) -> None:
    """A clone taken at the first question of a turn resumes from the copy
    made as that turn began, with nothing to replay."""
    seed = random.Random(f"turn {rid}").randrange(1 << 30)
    m = Match.new(rid, seed=seed)
    bot = RandomBot(seed)
    m.clone()  # from here the match keeps a copy of each turn
    seen = 0
    while m.decision is not None and seen < 6:
        turn = m.game.turn
        m.apply_trusted(bot.choose(m.decision))
        if m.game.turn != turn and m.decision is not None:
            seen += 1
            c = m.clone()
            assert_same(c, m)
            assert_play_on_alike(c, replayed(m), seed + seen, answers=25)
    assert seen


@pytest.mark.parametrize("rid", IDS)
def test_clones_at_main_phase_choices_replay_only_since_that_choice(rid: str, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A choice of the main phase's action resumes from a copy made as the
    main phase came back to its choice: the clone replays no answer given
    before the previous main-phase choice was answered (usually none at all),
    and plays on alike."""
    seed = random.Random(f"main {rid}").randrange(1 << 30)
    m = Match.new(rid, seed=seed)
    bot = RandomBot(seed)
    m.clone()
    replays: list[object] = []
    real = Match.apply_trusted

    def counted(self: Match, keys):  # type: ignore[no-untyped-def]
        if self is not m:
            replays.append(keys)
        real(self, keys)

    monkeypatch.setattr(Match, "apply_trusted", counted)
    mains, none_replayed, since = 0, 0, 0
    while m.decision is not None and mains < 10:
        main = m.decision.about == "main" and "main" in m.game.phase.lower()
        if main:
            mains += 1
            replays.clear()
            c = m.clone()
            assert len(replays) <= since
            none_replayed += not replays
            assert_same(c, m)
        m.apply_trusted(bot.choose(m.decision))
        since = 0 if main else since + 1
    assert mains == 10 and none_replayed >= 5
    monkeypatch.undo()
    assert_play_on_alike(m.clone(), replayed(m), seed)


@pytest.mark.parametrize("rid", IDS)
def test_a_clone_at_game_over_is_the_finished_game(rid: str) -> None:
    seed = random.Random(f"over {rid}").randrange(1 << 30)
    m = Match.new(rid, seed=seed)
    play(m, RandomBot(seed), 100_000)
    assert m.is_terminal()
    c = m.clone()
    assert c.is_terminal() and c.decision is None
    assert_same(c, m)
    assert_same(c, replayed(m))


@pytest.mark.parametrize("rid", IDS)
def test_undo_and_rewind_give_the_replayed_game(rid: str) -> None:
    rng = random.Random(f"undo {rid}")
    seed = rng.randrange(1 << 30)
    m = Match.new(rid, seed=seed)
    play(m, RandomBot(seed), 120)
    for _ in range(4):
        k = rng.randrange(len(m.answers) + 1)
        back = m.rewind(k)
        assert_same(back, replayed(m, k))
        assert_play_on_alike(back, replayed(m, k), rng.randrange(1000), answers=40)
    if m.decision is not None:
        undone = m.undo(seat=m.decision.player)
        plain = replayed(m, len(undone.answers))
        assert_same(undone, plain)
        assert_play_on_alike(undone, plain, seed + 3)


@pytest.mark.parametrize("rid", IDS)
def test_clones_and_undo_copy_the_state_instead_of_replaying_the_game(rid: str, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """After the first copy, clones and undo no longer play the game from its
    set-up (the ruleset's ``play`` is not called again)."""
    m = Match.new(rid, seed=11)
    play(m, RandomBot(11), 80)
    m.clone()
    calls: list[int] = []
    real = m.ruleset.play

    def counted(g: Game):  # type: ignore[no-untyped-def]
        calls.append(1)
        return real(g)

    monkeypatch.setattr(m.ruleset, "play", counted)
    for _ in range(3):
        m.clone()
    m.undo()
    assert calls == []


def reachable(g: Game) -> Iterator[object]:
    """Every object a game's state reaches, closures included, but not the
    journal's events, the cached options or the card definitions."""
    seen: set[int] = set()
    stack: list[object] = [
        v for k, v in vars(g).items() if k not in ("journal", "options", "ruleset", "after_shuffle", "at_rest")
    ]
    while stack:
        o = stack.pop()
        if id(o) in seen or isinstance(o, (int, str, float, type(None), type)):
            continue
        seen.add(id(o))
        yield o
        if isinstance(o, types.FunctionType):
            stack.extend(c.cell_contents for c in o.__closure__ or ())
        elif isinstance(o, (list, tuple, set, frozenset)):
            stack.extend(o)
        elif isinstance(o, dict):
            stack.extend(o)
            stack.extend(o.values())
        elif isinstance(o, (Card, Zone, Player)) or type(o).__module__.startswith("engine.games."):
            stack.extend(getattr(o, s) for k in type(o).__mro__ for s in getattr(k, "__slots__", ()) if hasattr(o, s))
            stack.extend(getattr(o, "__dict__", {}).values())


MUTABLE = (list, dict, set, Card, Zone, Player, random.Random)


@pytest.mark.parametrize("rid", IDS)
def test_a_copied_state_shares_nothing_that_changes(rid: str) -> None:
    m = Match.new(rid, seed=4)
    play(m, RandomBot(4), 90)
    copy = copy_game(m.game)
    mine = {
        id(o) for o in reachable(m.game) if isinstance(o, MUTABLE) or type(o).__module__.startswith("engine.games.")
    }
    shared = [o for o in reachable(copy) if id(o) in mine and not type(o).__module__.endswith(".grammar")]
    assert shared == []
    assert len(copy.cards) == len(m.game.cards) and copy.rng.getstate() == m.game.rng.getstate()
    assert all(c.zone is copy.zones[c.zone.key] for c in copy.cards)


def test_a_state_that_cannot_be_copied_falls_back_to_the_replay() -> None:
    """A value no copy can make its own (here a generator a test leaves in
    a player's data) stops the snapshots, not the clones: they replay from
    the last copy made before it, or from the seed."""
    m = Match.new("vanguard", seed=8)
    bot = RandomBot(8)
    play(m, bot, 30)
    m.clone()
    m.game.players[0].data["probe"] = (n for n in range(3))
    with pytest.raises(NotQuiescent):
        copy_game(m.game)
    play(m, bot, 40)
    c = m.clone()
    assert_same(c, m)
    assert_play_on_alike(c, replayed(m), 9)


def test_a_closure_of_numbers_is_shared_and_one_holding_a_card_is_copied() -> None:
    """A closure holding only numbers, words and other such closures is the
    same in every copy (marked once, not looked into again); one holding a
    card gets cells of its own that hold the copy's card, every time."""
    m = Match.new("weiss", seed=3)
    card = m.game.cards[0]
    iid = card.iid

    def numbers(g: Game, c: Card) -> bool:
        return c.iid == iid

    def holding(g: Game, c: Card) -> bool:
        return numbers(g, c) and c is card

    m.game.players[0].data["tests"] = [numbers, holding]
    for _ in range(2):  # the second copy reads the mark the first one left
        copy = copy_game(m.game)
        kept, own = copy.players[0].data["tests"]
        assert kept is numbers and own is not holding
        assert own.__closure__ is not None and copy.cards[0] in [cell.cell_contents for cell in own.__closure__]
        assert own(copy, copy.cards[0]) and not holding(copy, copy.cards[0])
        assert _SAME in numbers.__dict__ and _SAME not in holding.__dict__


def test_a_snapshot_resumes_with_the_random_state_it_was_taken_with() -> None:
    """A snapshot reads its generator's state once; every game resumed from it
    draws the same numbers as the game it was taken from, however many resume."""
    m = Match.new("dbscg", seed=5)
    play(m, RandomBot(5), 40)
    snap = Snapshot.of(len(m.answers), len(m.journal), "turn", m.game, ())
    expected = [m.game.rng.random() for _ in range(5)]
    for _ in range(2):
        g = snap.resumed()
        assert [g.rng.random() for _ in range(5)] == expected
    assert snap.game.rng is not m.game.rng and snap.game.rng.getstate() == snap.rng_state


def test_no_closure_of_the_engine_rebinds_a_cell() -> None:
    """The copier marks a closure of numbers and words once and shares it
    from then on (engine.snapshot._copy_function): that holds only while no
    function of the engine rebinds a variable of an enclosing one."""
    rebinding = [
        f"{path.name}:{node.lineno}"
        for path in sorted(Path(engine.__file__).parent.rglob("*.py"))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Nonlocal)
    ]
    assert rebinding == []
