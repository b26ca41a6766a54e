"""Determinism, replay, save/load and undo, for every ruleset."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import registry
from engine.bots import RandomBot
from engine.errors import IllegalActionError, InvalidAnswerError, LoadError
from engine.match import Match
from tests.engine.conftest import play_some, play_to_end

IDS = registry.ids()


def records(m: Match) -> list[tuple[object, ...]]:
    return [e.record() for e in m.journal]


@pytest.mark.parametrize("rid", IDS)
def test_same_seed_same_journal(rid: str) -> None:
    """The same seed and the same answers give the same journal, event for event."""
    a, b = Match.new(rid, seed=42), Match.new(rid, seed=42)
    play_to_end(a, 7)
    play_to_end(b, 7)
    assert a.is_terminal() and b.is_terminal()
    assert records(a) == records(b)
    c = Match.new(rid, seed=43)
    play_to_end(c, 7)
    assert records(c) != records(a)


@pytest.mark.parametrize("rid", IDS)
def test_replaying_the_answers_gives_the_same_final_state(rid: str) -> None:
    m = Match.new(rid, seed=5)
    play_to_end(m, 3)
    again = Match.new(rid, seed=5)
    again.replay(m.answers)
    assert records(again) == records(m)
    assert again.outcome() == m.outcome()
    assert [[c.iid for c in z.cards] for z in again.game.zones.values()] == [
        [c.iid for c in z.cards] for z in m.game.zones.values()
    ]


@pytest.mark.parametrize("rid", IDS)
def test_save_load_mid_game_then_continue_equals_never_saving(rid: str, tmp_path: Path) -> None:
    straight = Match.new(rid, seed=9)
    play_to_end(straight, 21)

    m = Match.new(rid, seed=9)
    bot = RandomBot(21)
    for _ in range(25):
        if m.decision is None:
            break
        m.apply(bot.choose(m.decision))
    path = tmp_path / "game.playmat"
    path.write_text(json.dumps(m.to_dict()), encoding="utf-8")
    loaded = Match.load(path)
    assert records(loaded) == records(m)
    while loaded.decision is not None:  # the same bot, continuing
        loaded.apply(bot.choose(loaded.decision))
    assert records(loaded) == records(straight)


@pytest.mark.parametrize("rid", IDS)
def test_undo_rewinds_to_an_earlier_decision(rid: str) -> None:
    m = Match.new(rid, seed=13)
    play_some(m, 2, 15)
    before = records(m)
    k = len(m.answers)
    decision_then = m.decision
    play_some(m, 3, 10)
    back = m.rewind(k)
    assert records(back) == before
    assert back.decision == decision_then and len(back.answers) == k
    if len(m.answers) > k:
        undone = m.undo()
        assert len(undone.answers) == len(m.answers) - 1


@pytest.mark.parametrize("rid", IDS)
def test_illegal_answers_are_rejected_and_change_nothing(rid: str) -> None:
    m = Match.new(rid, seed=1)
    assert m.decision is not None
    before = records(m)
    with pytest.raises(IllegalActionError):
        m.apply("no-such-option")
    with pytest.raises(InvalidAnswerError):
        m.apply(12)
    with pytest.raises(IllegalActionError):
        m.apply(tuple(o.key for o in m.decision.options) * 2)
    assert records(m) == before and m.answers == []


@pytest.mark.parametrize("rid", IDS)
def test_concession_ends_the_game_at_once(rid: str) -> None:
    """VG 1.2.3 / WS 1.2.3 / DBS 1-2-4 / SG 1.2: a player may concede at any time;
    it takes effect at once."""
    m = Match.new(rid, seed=2)
    play_some(m, 1, 5)
    m.concede(0)
    assert m.is_terminal() and m.decision is None
    outcome = m.outcome()
    assert outcome is not None and 0 not in outcome.winners and outcome.winners
    loaded = Match.from_dict(json.loads(json.dumps(m.to_dict())))
    assert loaded.outcome() == outcome


def test_save_file_that_does_not_fit_is_refused_with_a_reason(tmp_path: Path) -> None:
    m = Match.new(IDS[0], seed=4)
    play_some(m, 1, 10)
    data = m.to_dict()
    data["answers"][-1] = ["not-an-option"]
    bad = tmp_path / "bad.playmat"
    bad.write_text(json.dumps(data))
    with pytest.raises(LoadError, match="answer"):
        Match.load(bad)
    garbage = tmp_path / "garbage.playmat"
    garbage.write_bytes(b"\x00\xffnot json")
    with pytest.raises(LoadError, match=r"garbage\.playmat"):
        Match.load(garbage)


@pytest.mark.parametrize("rid", ["vanguard", "dbscg"])
def test_manual_moves_are_journaled_saved_and_replayed(rid: str) -> None:
    """Text the engine does not script is resolved by hand (DESIGN.md): the
    change is logged, saved and replayed exactly; bad manual actions are
    refused and change nothing."""
    m = Match.new(rid, seed=6)
    play_some(m, 4, 12)
    g = m.game
    hand = g.zone(0, "hand")
    card = hand.cards[0] if hand.cards else g.zone(0, "deck").cards[-1]
    drop = g.zone(0, g.ruleset.discard_zone)
    before = records(m)
    for bad in (
        {"move": 10_000, "to": drop.key},
        {"move": card.iid, "to": "nowhere"},
        {"orient": card.iid, "orientation": "sideways"},
        {"launch": 1},
        "move",
    ):
        with pytest.raises(IllegalActionError):
            m.manual(0, bad)  # type: ignore[arg-type]
    assert records(m) == before
    m.manual(0, {"move": card.iid, "to": drop.key})
    m.manual(0, {"counter": "marker", "player": 1, "delta": 2})
    assert card.zone is drop and g.players[1].counters["marker"] == 2
    assert "by hand" in m.log(1)[-1] or "by hand" in m.log(1)[-2]
    play_some(m, 5, 10)
    again = Match.from_dict(json.loads(json.dumps(m.to_dict())))
    assert records(again) == records(m)


def test_a_save_from_other_rules_opens_replayed_under_the_current_ones() -> None:
    """A save whose answers all fit but whose journal the current rules no
    longer give (a rules fix since it was saved) opens, and says so: its
    answers are the game."""
    m = Match.new("dbscg", seed=4)
    play_some(m, 3, 30)
    data = m.to_dict()
    assert Match.from_dict(data).rules_changed is False
    data["journal_sha256"] = "0" * 64
    loaded = Match.from_dict(data)
    assert loaded.rules_changed is True
    assert loaded.answers == m.answers and loaded.journal_digest() == m.journal_digest()
