"""Weiss Schwarz rules, section 10, Keywords and Keyword Abilities (WS 10)."""

from __future__ import annotations

from engine.games.weiss import abilities, battle, moves, turn
from engine.games.weiss.abilities import activate, fire
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.keywords import info
from engine.games.weiss.stats import power
from engine.state import REST, REVERSE
from tests.engine.games.ws import (
    act,
    fill,
    fresh,
    run,
    script,
    stack_top,
    take,
)


def test_ws_10_2_1_encore_only_from_the_stage_to_the_waiting_room() -> None:
    """WS 10.2.1: Encore triggers when the card goes from the stage to the waiting room, not to the hand."""
    g = fresh()
    ilsa = take(g, 0, "EWA-001", "cs_left")
    fill(g, 0, "stock", 3)
    moves.leave_stage(g, ilsa, g.zone(0, "hand"), why="test")
    assert not g.pending
    moves.place_character(g, ilsa, 0, "cs_left", why="test")
    moves.leave_stage(g, ilsa, g.zone(0, "waiting_room"), why="test")
    assert len(g.pending) == 1


def test_ws_10_3_1_assist_is_inactive_on_the_center_stage() -> None:
    """WS 10.3.1 / WS 8.3.3: an Assist character on the center stage gives nothing."""
    g = fresh()
    ilsa = take(g, 0, "EWA-001", "cs_left")
    take(g, 0, "EWA-003", "cs_middle")
    assert power(g, ilsa) == 3000
    g.move(g.zone(0, "cs_middle").cards[-1], g.zone(0, "bs_left"))
    assert power(g, ilsa) == 3500


def test_ws_10_11_3_1_shift_card_gone_from_the_clock() -> None:
    """WS 10.11.3.1: if the Shift card cannot be chosen (it left the clock), nothing is exchanged."""
    g = fresh(active=1)
    maren = take(g, 1, "TCA-017", "clock")
    take(g, 1, "TCA-008", "level")
    blue = take(g, 1, "TCA-001", "hand")
    (ab,) = info(maren.card).clock_autos["main_start"]  # type: ignore[index]
    g.add_pending(1, "Shift", source=maren, ability=ab)
    g.move(maren, g.zone(1, "waiting_room"))
    answer, seen = script()
    run(abilities.check_timing(g), answer)
    assert blue.zone.name == "hand" and not seen


def test_ws_10_14_1_1_2_host_markers_become_b_markers_and_a_markers_go() -> None:
    """WS 10.14.1.1.2: markers of the host become markers of B; WS 10.14.1.1.2.1: A's own markers go to the waiting
    room."""
    g = fresh()
    sera = take(g, 0, "EWA-020", "cs_middle")
    old_marker = take(g, 0, "EWA-003", "marker_cs_middle")
    rook = take(g, 0, "EWA-002", "cs_left")
    rook_marker = take(g, 0, "EWA-004", "marker_cs_left")
    vask = next(c for c in g.zone(0, "deck").cards if c.card.id == "EWA-011")
    ab = info(sera.card).acts[0]
    run(activate(g, 0, sera, ab, HANDLERS), script(str(vask.iid))[0])
    assert vask.zone.name == "cs_middle"
    assert set(g.zone(0, "marker_cs_middle").cards) == {old_marker, rook, sera}
    assert rook_marker.zone.name == "waiting_room"


def test_ws_10_2_2_encore_returns_rested_even_after_reverse() -> None:
    """WS 10.2.2 / WS 7.7.1.2: a reversed character encored comes back in the rest state, not reversed."""
    g = fresh()
    ilsa = take(g, 0, "EWA-001", "cs_left")
    fill(g, 0, "stock", 3)
    g.set_orientation(ilsa, REVERSE)
    run(battle.encore_step(g), script("yes")[0])
    assert ilsa.orientation == REST


def test_ws_10_5_1_backup_only_from_the_hand_in_the_counter_step() -> None:
    """WS 10.5.1: Backup is played only in the opponent's counter step; in the
    main phase the card is just a character to play."""
    g = fresh()
    oswin = take(g, 0, "EWA-008", "hand")
    take(g, 0, "EWA-003", "level")
    fill(g, 0, "stock", 2)
    keys = [o.key for o in turn.main_options(g, 0)]
    assert f"play:{oswin.iid}" in keys and not any(k.startswith("backup") for k in keys)


def test_ws_10_7_4_when_you_use_brainstorm() -> None:
    """WS 10.7.4 / WS 10.7.1 / WS 10.7.2: resolving Pell's Brainstorm triggers
    Nell's "when you use Brainstorm" (+1000 power)."""
    g = fresh()
    pell = take(g, 0, "EWA-019", "cs_left")
    nell = take(g, 0, "EWA-025", "cs_right")
    fill(g, 0, "stock", 1)
    act(g, 0, pell, 0)
    assert power(g, nell) == 5000


def test_ws_10_14_3_when_you_use_fusion() -> None:
    """WS 10.14.3 / WS 10.14.1 / WS 10.14.2: Vask put on the stage by Sera's
    Fusion: Nell's "when you use Fusion" draws a card; without Vask (not put
    on the stage) it does not trigger."""
    g = fresh()
    sera = take(g, 0, "EWA-020", "cs_middle")
    take(g, 0, "EWA-002", "cs_left")
    take(g, 0, "EWA-025", "cs_right")
    vask = next(c for c in g.zone(0, "deck").cards if c.card.id == "EWA-011")
    act(g, 0, sera, 0, str(vask.iid))
    assert len(g.zone(0, "hand").cards) == 1
    g2 = fresh()
    sera2 = take(g2, 0, "EWA-020", "cs_middle")
    take(g2, 0, "EWA-002", "cs_left")
    take(g2, 0, "EWA-025", "cs_right")
    act(g2, 0, sera2, 0, "none")
    assert not g2.zone(0, "hand").cards


def test_ws_10_12_3_when_you_use_accelerate() -> None:
    """WS 10.12.3 / WS 10.12.2 / WS 8.4.1: Kai's Accelerate cost paid (the top
    card into the clock) and its effect executed: Sol's "when you use
    Accelerate" +1000 power."""
    g = fresh(active=1)
    kai = take(g, 1, "TCA-018", "cs_left")
    sol = take(g, 1, "TCA-023", "cs_right")
    top = g.zone(1, "deck").cards[-1]
    act(g, 1, kai, 0)
    assert top.zone.name == "clock"
    assert power(g, sol) == 5500 and power(g, kai) == 7000


def test_ws_10_13_3_when_you_use_resonate() -> None:
    """WS 10.13.3 / WS 10.13.2: Lis's Resonate paid (Nami revealed) and
    executed: Sol +1000; not paid: nothing."""
    for pay, expected in (("yes", 5500), ("no", 4500)):
        g = fresh(active=1)
        lis = take(g, 1, "TCA-019", "cs_left")
        sol = take(g, 1, "TCA-023", "cs_right")
        take(g, 1, "TCA-001", "hand")
        fire(g, lis, "attacks")
        run(abilities.check_timing(g), script(pay)[0])
        assert power(g, sol) == expected


def test_ws_10_11_4_when_you_use_shift() -> None:
    """WS 10.11.4 / WS 10.11.1 / WS 10.11.3: the exchange of Shift happened:
    Sol's "when you use Shift" puts the top card of the deck into the stock;
    declined, nothing."""
    for choice, stock in (("blue", 1), ("none", 0)):
        g = fresh(active=1)
        take(g, 1, "TCA-017", "clock")
        take(g, 1, "TCA-008", "level")
        take(g, 1, "TCA-023", "cs_left")
        blue = take(g, 1, "TCA-001", "hand")
        run(turn.main_phase(g, HANDLERS), script(str(blue.iid) if choice == "blue" else "none", "end")[0])
        assert len(g.zone(1, "stock").cards) == stock


def test_ws_10_8_4_and_10_8_5_placed_by_change_and_when_you_use_change() -> None:
    """WS 10.8.4: Irel placed on the stage by Pip's Change: its "when placed by
    Change" (+1000); WS 10.8.5 / WS 10.8.2: Sol's "when you use Change" draws a card."""
    g = fresh(active=1)
    pip = take(g, 1, "TCA-020", "bs_left")
    irel = take(g, 1, "TCA-009", "waiting_room")
    take(g, 1, "TCA-023", "cs_left")
    fill(g, 1, "stock", 1)
    act(g, 1, pip, 0)  # (Pip's Encore [3] cannot be paid)
    assert irel.zone.name == "bs_left" and power(g, irel) == 8000
    assert len(g.zone(1, "hand").cards) == 1


def test_ws_10_15_3_sunder_puts_a_new_character() -> None:
    """WS 10.15.3: the character Sunder puts on the stage is a new character:
    what applied to the Sunder character does not carry over."""
    g = fresh()
    sera = take(g, 0, "EWA-020", "cs_middle")
    take(g, 0, "EWA-002", "cs_left")
    vask = next(c for c in g.zone(0, "deck").cards if c.card.id == "EWA-011")
    act(g, 0, sera, 0, str(vask.iid))
    g.add_effect("power", "add", 3000, target=vask)
    fill(g, 0, "stock", 1)
    stack_top(g, 0, ["EWA-001"])
    stack_top(g, 1, ["TCA-001", "TCA-002", "TCA-003"])
    run(battle.attack(g, vask, HANDLERS), script("yes", "pos:cs_right")[0])
    assert sera.zone.name == "cs_right" and power(g, sera) == 7000
    assert vask.zone.name == "marker_cs_right"
