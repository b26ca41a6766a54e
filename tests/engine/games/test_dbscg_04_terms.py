"""Dragon Ball Super Card Game rules (manual 1.073), section 4, Basic Terms (DBS 4)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import registry
from engine.errors import GameOver
from engine.events import Answered
from engine.flow import check_timing
from engine.games.dbscg.abilities import counter_timing
from engine.games.dbscg.battle import attack
from engine.games.dbscg.state import turn_state
from engine.games.dbscg.turn import main_phase
from engine.state import Game
from engine.timing import Pending
from tests.engine.games.dbs import (
    RED_MAIN,
    Flow,
    decks,
    drive,
    energy,
    leader,
    new_game,
    notes,
    red_deck,
    run,
    take,
)


def test_4_7_3_a_counter_timing_passed_reads_the_same_whether_a_counter_was_possible() -> None:
    """DBS 4-7-3: at the attack's counter timing the non-turn player may
    activate a [Counter] from the hand. The attacker (and anyone watching)
    learns only that none was activated: the public log of a timing passed
    with Flame Wall in hand is the same as of one with no [Counter] at all;
    only its owner reads that none was possible."""

    def public_log(with_wall: bool) -> tuple[list[str], list[str]]:
        rs, g = new_game(decks=[registry.get("dbscg").demo_decks()[1], registry.get("dbscg").demo_decks()[0]])
        if with_wall:
            take(g, 1, "DBR-012", "hand")
            energy(g, 1, "DBR-002", 2)
        start = len(g.journal)
        ds = run(attack(rs, g, leader(g, 0), leader(g, 1)), *(["pass"] if with_wall else []), "life:0")
        assert [d.player for d in ds][:1] == [1]
        events = [e for e in g.journal[start:] if not (isinstance(e, Answered) and e.keys == ("pass",))]
        return [e.describe(0) for e in events], [e.describe(1) for e in events]

    passed, owner_passed = public_log(True)
    none, owner_none = public_log(False)
    assert passed == none
    assert any("activates no [Counter]" in t for t in passed)
    assert any("has no [Counter] to activate" in t for t in owner_none)
    assert not any("has no [Counter]" in t for t in owner_passed)


@pytest.mark.parametrize(("rid", "timings"), [("dbscg", 2), ("dbscg-1.0", 1)])
def test_4_7_2_counter_timing_before_and_after_a_skill(rid: str, timings: int) -> None:
    """DBS 4-7-2-3 / DBS 4-7-2-4 and DBS 10-10-3-1: a skill that plays a card opens
    a counter timing before and after it resolves, where [Counter: Play]
    is pending; DBS1.0 4-7-2: only before (the declared skill)."""
    with_call = red_deck(main=RED_MAIN.replace("3 DBR-015", "2 DBR-015\n1 DBR-018"))
    rs, g = new_game(rid, decks=[with_call, registry.get(rid).demo_decks()[1]])
    call = take(g, 0, "DBR-018", "hand")
    pip = take(g, 0, "DBR-002", "hand")
    energy(g, 0, "DBR-008", 1)
    take(g, 1, "DBB-011", "hand")
    energy(g, 1, "DBB-002", 2)
    answers: list[Any] = [f"extra:{call.iid}", "pass", f"play:{pip.iid}"] + ["pass"] * (timings - 1) + ["end"]
    ds = run(main_phase(rs, g, 0), *answers)
    counter_timings = [d for d in ds if d.player == 1]
    assert len(counter_timings) == timings
    assert pip.zone.name == "battle" and call.zone.name == "drop"


def test_4_5_3_checkpoint_turn_player_first_each_choosing_their_own() -> None:
    """DBS 4-5-3-2 / DBS 4-5-3-3 (DBS1.0 8-5-1-2 / DBS1.0 8-5-1-3): the turn player's
    pending [Auto] resolve first, the turn player choosing among them; then
    the non-turn player's."""
    _, g = new_game()
    order: list[str] = []

    def mark(name: str) -> Any:
        def resolve(g: Game, p: Pending) -> Flow:
            order.append(name)
            return
            yield

        return resolve

    g.add_pending(1, "B1", mark("B1"))
    g.add_pending(0, "A1", mark("A1"))
    g.add_pending(0, "A2", mark("A2"))
    ds = drive(check_timing(g), lambda d: next(o.key for o in d.options if o.label == "A2"))
    assert ds[0].player == 0 and len(ds) == 1
    assert order == ["A2", "A1", "B1"]


def test_4_7_2_5_no_counter_timing_inside_a_counter_timing() -> None:
    """DBS 4-7-2-5: during a counter timing a new counter timing cannot occur."""
    _, g = new_game()
    take(g, 1, "DBB-011", "hand")  # [Counter: Play]
    energy(g, 1, "DBB-002", 2)
    turn_state(g).in_counter = True
    ds = run(counter_timing(g, 0, ("play",), "a play", "DBS 4-7-2-1"))
    assert ds == [] and any("a counter timing is in progress" in t for t in notes(g))
    turn_state(g).in_counter = False
    ds = run(counter_timing(g, 0, ("play",), "a play", "DBS 4-7-2-1"), "pass")
    assert ds[0].player == 1


def test_4_7_3_counters_alternate_and_resolve_last_first() -> None:
    """DBS 4-7-3-2 .. 4-7-3-5: the non-turn player answers the attack with
    [Counter: Attack]; the turn player answers with [Counter: Counter]; they
    resolve from the last one: the [Counter: Attack] is negated (DBS 10-10-5)
    and the attack goes ahead."""
    rs, g = new_game(decks=decks("tidal", "crimson"))
    mirror = take(g, 0, "DBB-013", "hand")
    energy(g, 0, "DBB-002", 1)
    wall = take(g, 1, "DBR-012", "hand")
    energy(g, 1, "DBR-002", 2)
    ds = run(attack(rs, g, leader(g, 0), leader(g, 1)), f"counter:{wall.iid}", f"counter:{mirror.iid}", "life:0")
    assert [d.player for d in ds[:2]] == [1, 0]
    assert any("last activated first: 2. Mirror Tide, 1. Flame Wall" in t for t in notes(g))
    assert len(g.zone(1, "life").cards) == 7
    assert wall.zone.name == "drop" and mirror.zone.name == "drop"


def test_4_9_4_draw_up_to_and_10_27_choose_one() -> None:
    """DBS 10-27-3: the player chooses which listed effect; DBS 4-9-4: "draw up
    to 2" lets them stop early."""
    rs, g = new_game()
    pact = take(g, 0, "DBX-012", "hand")
    energy(g, 0, "DBR-002", 1)
    ds = run(main_phase(rs, g, 0), f"extra:{pact.iid}", "o0", "1", "end")
    assert [o.key for o in ds[1].options] == ["o0", "o1", "o2"]
    assert [o.key for o in ds[2].options] == ["0", "1", "2"]
    assert len(g.zone(0, "hand").cards) == 1


def test_4_10_2_damage_n_repeats_taking_one_damage() -> None:
    """DBS 4-10-2-2: damage 0 does nothing; damage N is N times "choose 1 life
    card and add it to the hand" (DBS 4-10-2-1)."""
    rs, g = new_game()
    run(rs.damage(g, 1, 0, source=leader(g, 0), critical=False, rule=""))
    assert len(g.zone(1, "life").cards) == 8
    ds = run(rs.damage(g, 1, 3, source=leader(g, 0), critical=False, rule=""), "life:7", "life:0", "life:5")
    assert len(ds) == 3 and all(d.player == 1 for d in ds)
    assert len(g.zone(1, "life").cards) == 5 and len(g.zone(1, "hand").cards) == 3


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
def test_4_5_3_checkpoint_in_both_manuals(rid: str) -> None:
    """DBS 4-5-3-1 (DBS1.0 8-5-1-1): rules processing comes first in a
    checkpoint — a player with no life loses before any [Auto] resolves."""
    _, g = new_game(rid)
    resolved: list[int] = []

    def mark(g: Game, p: Pending) -> Flow:
        resolved.append(1)
        return
        yield

    g.add_pending(0, "A", mark)
    for c in list(g.zone(1, "life").cards):
        g.move(c, g.zone(1, "hand"))
    with pytest.raises(GameOver):
        run(check_timing(g))
    assert g.winners == (0,) and resolved == []
    prefix = "DBS 9-2-3" if rid == "dbscg" else "DBS1.0 9-2-3"
    assert any(getattr(e, "rule", "") == prefix for e in g.journal)
