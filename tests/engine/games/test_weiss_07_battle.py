"""Weiss Schwarz rules, section 7, Attack and Battle (WS 7)."""

from __future__ import annotations

from engine.games.weiss import battle, damage, moves
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.stats import power, soul
from engine.state import REST, REVERSE, Game
from engine.timing import Pending
from tests.engine.games.ws import (
    fill,
    fresh,
    no_icon_top,
    recorder,
    run,
    script,
    stack_top,
    take,
)


def test_ws_7_5_1_2_1_zero_damage_is_nothing() -> None:
    """WS 7.5.1.2.1 / WS 1.3.3.2: 0 or negative damage is not dealt."""
    g = fresh()
    n = len(g.zone(1, "deck").cards)
    assert run(damage.deal_damage(g, 1, 0, None, "Test")) is False
    assert len(g.zone(1, "deck").cards) == n


def test_ws_7_2_1_1_check_timing_before_the_attack_declaration() -> None:
    """WS 7.2.1.1 / WS 7.2.1.2: the attack phase and each declaration step open with a check timing."""
    g = fresh()
    take(g, 0, "EWA-001", "cs_left")
    log: list[str] = []
    g.add_pending(0, "an ability", recorder(log, "ability"))

    def answer(d):  # type: ignore[no-untyped-def]
        log.append("declare")
        return ("end",)

    run(battle.attack_phase(g, HANDLERS), answer)
    assert log == ["ability", "declare"]


def test_ws_7_steps_each_open_and_close_with_a_check_timing() -> None:
    """WS 7.3.1.1 / WS 7.4.1.1 / WS 7.4.1.3 / WS 7.5.1.1 / WS 7.5.1.3 / WS 7.6.1.1 /
    WS 7.6.1.4 / WS 7.7.1.1: each step of a frontal attack runs its check
    timings, in the order trigger, counter, damage, battle, then the encore step."""
    g = fresh()
    att = take(g, 0, "EWA-005", "cs_middle")
    take(g, 1, "TCA-001", "cs_middle")
    no_icon = stack_top(g, 0, ["EWA-004"])  # no trigger icon
    stack_top(g, 1, ["TCA-002"])
    steps: list[str] = []
    real = battle.check_timing

    def spy(g_: Game):  # type: ignore[no-untyped-def]
        steps.append(g_.step)
        yield from real(g_)

    battle.check_timing = spy  # type: ignore[assignment]
    try:
        run(battle.attack_phase(g, HANDLERS), script(f"attack:{att.iid}", "frontal", "end")[0])
    finally:
        battle.check_timing = real  # type: ignore[assignment]
    order = [s for i, s in enumerate(steps) if i == 0 or steps[i - 1] != s]
    assert order[:6] == ["attack declaration", "trigger", "counter", "damage", "battle", "attack declaration"]
    assert order[-1] == "encore"
    for step in ("trigger", "counter", "damage", "battle"):
        assert steps.count(step) >= 2, step
    del no_icon


def test_ws_7_1_1_only_standing_center_stage_characters_attack() -> None:
    """WS 7.1.1 / WS 7.2.1.3 / WS 3.6.3: back stage and rested characters cannot attack."""
    g = fresh()
    stand = take(g, 0, "EWA-001", "cs_left")
    rested = take(g, 0, "EWA-002", "cs_middle")
    g.set_orientation(rested, REST)
    back = take(g, 0, "EWA-003", "bs_left")
    answer, seen = script("end")
    run(battle.attack_phase(g, HANDLERS), answer)
    keys = {o.key for o in seen[0].options}
    assert keys == {f"attack:{stand.iid}", "end"}
    del back


def test_ws_7_2_1_5_3_attacker_rests_and_ws_7_2_1_6_when_attacks() -> None:
    """WS 7.2.1.5.3: the attacker is rested; WS 7.2.1.6: its "when this card attacks" ability resolves."""
    g = fresh()
    rook = take(g, 0, "EWA-002", "cs_left")
    no_icon_top(g, 0)
    stack_top(g, 1, ["TCA-001", "TCA-002"])
    run(battle.attack(g, rook, HANDLERS))
    assert rook.orientation == REST and power(g, rook) == 3500


def test_ws_7_2_1_4_3_side_attack_soul_stays_after_the_facing_character_leaves() -> None:
    """WS 7.2.1.4.3: the type of attack and its soul change stay when the facing character leaves."""
    g = fresh()
    att = take(g, 0, "EWA-005", "cs_middle")  # soul 1
    facing = take(g, 1, "TCA-005", "cs_middle")  # level 1
    no_icon_top(g, 0)

    def bounce(g_: Game, p: Pending):  # type: ignore[no-untyped-def]
        moves.leave_stage(g_, facing, g_.zone(1, "hand"), why="test")
        return
        yield

    g.add_pending(1, "test: the facing character leaves", bounce)
    run(battle.attack(g, att, HANDLERS), script("side")[0])
    assert facing.zone.name == "hand"
    assert soul(g, att) == 0 and not g.zone(1, "clock").cards


def test_ws_7_3_1_3_side_attack_has_no_counter_step() -> None:
    """WS 7.3.1.3 / WS 7.4.1: only a frontal attack has a counter step."""
    g = fresh()
    att = take(g, 0, "EWA-005", "cs_middle")
    take(g, 1, "TCA-001", "cs_middle")
    take(g, 1, "TCA-007", "hand")
    take(g, 1, "TCA-005", "level")
    fill(g, 1, "stock", 1)
    no_icon_top(g, 0)
    answer, seen = script("side")
    run(battle.attack(g, att, HANDLERS), answer)
    assert not any("Counter step" in d.prompt for d in seen)


def test_ws_7_4_1_2_2_only_one_counter() -> None:
    """WS 7.4.1.2.2: the defending player plays at most one card or ability in the counter step."""
    g = fresh()
    att = take(g, 0, "EWA-005", "cs_middle")
    dfn = take(g, 1, "TCA-001", "cs_middle")
    w1 = take(g, 1, "TCA-007", "hand")
    take(g, 1, "TCA-007", "hand")
    take(g, 1, "TCA-005", "level")
    fill(g, 1, "stock", 2)
    no_icon_top(g, 0)
    stack_top(g, 1, ["TCA-002"])
    answer, seen = script("frontal", f"event:{w1.iid}")
    run(battle.attack(g, att, HANDLERS), answer)
    assert sum("Counter step" in d.prompt for d in seen) == 1
    assert power(g, dfn) == 6000


def test_ws_7_5_1_2_damage_equals_soul_and_ws_7_5_1_2_2_gone_attacker_deals_none() -> None:
    """WS 7.5.1.2: damage equals the attacker's soul; WS 7.5.1.2.2: an attacker no longer on the stage deals none."""
    g = fresh(active=1)
    irel = take(g, 1, "TCA-009", "cs_left")  # soul 1, +1 when attacking, +1 direct
    no_icon_top(g, 1)
    stack_top(g, 0, ["EWA-001", "EWA-002", "EWA-003", "EWA-004"])
    run(battle.attack(g, irel, HANDLERS))
    assert len(g.zone(0, "clock").cards) == 3
    g2 = fresh(active=1)
    irel2 = take(g2, 1, "TCA-009", "cs_left")
    no_icon_top(g2, 1)

    def leave(g_: Game, p: Pending):  # type: ignore[no-untyped-def]
        moves.leave_stage(g_, irel2, g_.zone(1, "hand"), why="test")
        return
        yield

    g2.add_pending(1, "test: the attacker leaves", leave)
    run(battle.attack(g2, irel2, HANDLERS))
    assert not g2.zone(0, "clock").cards


def test_ws_7_6_1_2_reversed_trigger() -> None:
    """WS 7.6.1.2 / WS 7.6.1.5 / WS 4.6.1.3: a character reversed in battle triggers its "when reversed" ability."""
    g = fresh()
    att = take(g, 0, "EWA-011", "cs_middle")  # 9500
    thessaly = take(g, 1, "TCA-021", "cs_middle")  # 5000, [1] when reversed: heal 1
    healed = take(g, 1, "TCA-001", "clock")
    fill(g, 1, "stock", 1)
    no_icon_top(g, 0)
    stack_top(g, 1, ["TCA-002", "TCA-003", "TCA-004"])
    run(battle.attack(g, att, HANDLERS), script("frontal", "yes")[0])  # no counter to offer: the step passes by itself
    assert thessaly.orientation == REVERSE
    clock = g.zone(1, "clock").cards
    assert len(clock) == 2 and clock[0] is healed  # 1 + 2 damage, then the top one healed
    assert not g.zone(1, "stock").cards
