"""Cardfight!! Vanguard rules, Section 6, Game Procedure (VG 6)."""

from __future__ import annotations

from typing import Any

from engine.decisions import Decision
from engine.events import CardMoved, CardTurned
from engine.match import Match
from engine.state import REST, STAND
from tests.engine.games.vg import (
    RS,
    answer_attack,
    battle_game,
    by_prompt,
    custom,
    drive,
    fill,
    first_option,
    match_to,
    new_game,
    put,
    stack_top,
    turn_game,
)


def test_vg_6_1_1_stand_up_turns_both_vanguards_face_up() -> None:
    """VG 6.1.1: after set-up both first vanguards are turned face up."""
    m = Match.new("vanguard", seed=5)
    match_to(m, "Ride phase")
    g = m.game
    for seat in (0, 1):
        vc = g.zone(seat, "VC").top
        assert vc is not None and vc.face_up and g.can_see(vc, 1 - seat)


def test_vg_6_4_1_2_draw_phase_draws_one_card_on_the_first_turn() -> None:
    """VG 6.4.1.2 / VG 10.1.1.1: the turn player draws a card from the top of the deck (the first player too)."""
    m = Match.new("vanguard", seed=11)
    d = match_to(m, "Ride phase")
    g = m.game
    assert g.turn == 1 and d.player == g.first_player
    assert len(g.zone(d.player, "hand").cards) == 6
    assert len(g.zone(d.player, "deck").cards) == 43


def test_vg_6_5_1_2_ride_puts_old_vanguard_into_soul_once_per_turn() -> None:
    """VG 6.5.1.2 / VG 8.5.2.4.1: one normal ride; the ridden vanguard goes to the soul."""
    g = new_game()
    g.turn, g.active = 2, 0
    g.phase = "ride"
    old = put(g, 0, "PMV1-001", "VC")
    g1 = put(g, 0, "PMV1-006", "hand")
    put(g, 0, "PMV1-007", "hand")
    asked, _ = drive(g, RS.ride_phase(g), lambda d: f"ride:{g1.iid}")
    assert len(asked) == 1
    assert g.zone(0, "VC").top is g1 and g1.orientation == STAND
    assert old in g.zone(0, "soul").cards
    # VG 6.5.1.2.1 / VG 6.6.1.2.1.1: no second ride; the main phase only calls to rear-guard circles.
    g.phase = "main"
    asked, _ = drive(g, RS.main_phase(g), lambda d: "end")
    assert not any(o.key.startswith("ride") or o.key.endswith(":VC") for o in asked[0].options)


def test_vg_6_6_1_2_3_swap_within_a_column_keeps_orientation() -> None:
    """VG 6.6.1.2.3 / VG 4.6.6.2: rear-guards of one column exchange circles, keeping their orientation."""
    g = new_game()
    g.turn, g.active, g.phase = 2, 0, "main"
    put(g, 0, "PMV1-010", "VC")
    front = put(g, 0, "PMV1-011", "RC_FL", orientation=REST)
    back = put(g, 0, "PMV1-006", "RC_BL")
    inc = front.incarnation
    answers = iter(["move:L", "end"])
    drive(g, RS.main_phase(g), lambda d: next(answers))
    assert g.zone(0, "RC_BL").cards == [front] and g.zone(0, "RC_FL").cards == [back]
    assert front.orientation == REST and back.orientation == STAND
    assert front.incarnation == inc  # VG 4.1.4: circle to circle keeps the card


def test_vg_6_3_1_2_stand_phase_stands_all_units() -> None:
    """VG 6.3.1.2: the turn player's units stand at the stand phase; the opponent's do not."""
    m = Match.new("vanguard", seed=2)
    match_to(m, "Ride phase")
    g = m.game
    me = g.active
    # Rest every unit, then run the next player's turn up to their ride phase.
    mine = g.zone(me, "VC").top
    theirs = g.zone(1 - me, "VC").top
    assert mine is not None and theirs is not None
    g.set_orientation(mine, REST)
    g.set_orientation(theirs, REST)
    m.apply("skip")
    match_to(
        m,
        "Ride phase",
        lambda d: "skip" if "Ride" in d.prompt else "end" if "Main" in d.prompt else first_option(d),
        limit=50,
    )
    assert g.active == 1 - me
    assert theirs.orientation == STAND and mine.orientation == REST


def test_vg_6_8_1_2_end_phase_ends_until_end_of_turn_effects() -> None:
    """VG 6.8.1.2: 'until end of turn' effects cease in the end phase."""
    m = Match.new("vanguard", seed=4)
    match_to(m, "Ride phase")
    g = m.game
    vc = g.zone(g.active, "VC").top
    assert vc is not None
    base = g.stat(vc, "power")
    g.add_effect("power", "add", 5000, target=vc)
    assert g.stat(vc, "power") == base + 5000
    m.apply("skip")
    match_to(
        m,
        "Ride phase",
        lambda d: "skip" if "Ride" in d.prompt else "end" if "Main" in d.prompt else first_option(d),
        limit=50,
    )
    assert g.stat(vc, "power") == base


def test_vg_6_2_1_turn_phases_in_order() -> None:
    """VG 6.2.1, VG 6.3.1, VG 6.4.1, VG 6.5.1, VG 6.6.1, VG 6.7.1, VG 6.8.1: a turn goes through the
    stand, draw, ride, main, battle and end phases in that order."""
    from engine.events import PhaseBegan
    from engine.match import Match

    m = Match.new("vanguard", seed=11)
    for _ in range(400):
        phases = [e.phase for e in m.game.journal if isinstance(e, PhaseBegan)]
        if phases.count("stand") >= 3:
            break
        d = m.decision
        assert d is not None
        m.apply("end" if "Main phase" in d.prompt else first_option(d))
    phases = [e.phase for e in m.game.journal if isinstance(e, PhaseBegan)]
    second = phases.index("stand", 1)
    rest = phases[second:]
    turn = [p for i, p in enumerate(rest) if i == 0 or p != rest[i - 1]]
    assert turn[: turn.index("stand", 1)] == ["stand", "draw", "ride", "main", "battle", "end"]


def test_vg_6_3_1_1_beginning_of_turn_abilities_before_standing() -> None:
    """VG 6.3.1.1 / VG 6.3.1.2: 'at the beginning of your turn' resolves before the units stand."""
    g = turn_game()
    u = custom(
        g,
        0,
        "VC",
        orientation=REST,
        abilities=({"kind": "auto", "when": "turn_start", "effect": [{"soul_charge": 1}]},),
    )
    n = len(g.journal)
    next(RS.turn(g))  # up to the first decision (the ride phase)
    events = g.journal[n:]
    charged = next(i for i, e in enumerate(events) if isinstance(e, CardMoved) and e.dst == "p0.soul")
    stood = next(i for i, e in enumerate(events) if isinstance(e, CardTurned) and e.card == u.iid)
    assert charged < stood and u.orientation == STAND


def test_vg_6_6_1_1_beginning_of_main_phase_ability_reveals_top_card() -> None:
    """VG 6.6.1.1 / VG 10.1.8: Mirage of the Deep reveals the top card at the beginning of the main phase."""
    g = turn_game()
    g.active = 1
    put(g, 1, "PMV2-020", "VC")
    fill(g, 1, "soul", 1)
    stack_top(g, 1, "PMV2-013")  # drawn in the draw phase
    nxt = stack_top(g, 1, "PMV2-014")  # grade 3 then revealed
    asked, _ = drive(g, RS.turn(g), by_prompt({"Ride phase": "skip", "Main phase": "end", "pay": "yes"}))
    assert nxt in g.zone(1, "hand").cards
    assert any("Soul Blast 1" in d.prompt or "pay" in d.prompt for d in asked)


def test_vg_6_5_1_2_second_ride_is_not_offered() -> None:
    """VG 6.5.1.2 / VG 10.1.5.1: the normal ride (from the hand onto the vanguard circle) happens once per turn."""
    g = turn_game()
    put(g, 0, "PMV1-006", "VC")
    a = put(g, 0, "PMV1-010", "hand")
    put(g, 0, "PMV1-011", "hand")
    rides: list[Decision] = []

    def answer(d: Decision) -> Any:
        if "Ride phase" in d.prompt:
            rides.append(d)
            return f"ride:{a.iid}"
        if "Main phase" in d.prompt:
            return "end"
        return first_option(d)

    drive(g, RS.turn(g), answer)
    assert len(rides) == 1 and g.zone(0, "VC").top is a


def test_vg_6_6_1_2_3_swap_moves_a_lone_rear_guard() -> None:
    """VG 6.6.1.2.3: with only one card in the column, it moves to the other circle."""
    g = battle_game()
    g.phase = "main"
    put(g, 0, "PMV1-010", "VC")
    rg = put(g, 0, "PMV1-011", "RC_BR", orientation=REST)
    RS.swap_column(g, 0, "R")
    assert rg.zone.name == "RC_FR" and rg.orientation == REST


def test_vg_6_8_1_3_end_phase_repeats_for_a_unit_placed_in_it() -> None:
    """VG 6.8.1.1 / VG 6.8.1.3: a unit called during the end phase still gets its 'end of turn' ability."""
    g = turn_game()
    g.phase = "end"
    put(g, 0, "PMV1-010", "VC")
    late = custom(
        g,
        0,
        "soul",
        grade=0,
        abilities=({"kind": "auto", "when": "turn_end", "zones": ["RC"], "effect": [{"draw": 1}]},),
    )
    custom(
        g,
        0,
        "RC_BC",
        abilities=(
            {
                "kind": "auto",
                "when": "turn_end",
                "zones": ["RC"],
                "effect": [{"superior_call": {"from": "soul", "grade_max": 1}}],
            },
        ),
    )
    hand = g.zone(0, "hand")
    drive(
        g,
        RS.turn(g),
        by_prompt({"Ride phase": "skip", "Main phase": "end", "Choose up to": (str(late.iid),), "circle": "RC_FL"}),
    )
    assert late.zone.name == "RC_FL"
    # one card drawn in the draw phase and one by the late unit's end-of-turn ability
    assert len(hand.cards) == 2


def test_vg_6_8_1_2_until_end_of_turn_effects_end_with_the_turn() -> None:
    """VG 6.8.1.2: +power 'until end of turn' ends in the end phase."""
    g = turn_game()
    vc = put(g, 0, "PMV1-010", "VC")
    drive(g, RS.turn(g), by_prompt({"Ride phase": "skip", "Main phase": lambda d: "end"}))
    g.add_effect("power", "add", 1000, target=vc)
    g.active = 0
    drive(g, RS.turn(g), by_prompt({"Ride phase": "skip", "Main phase": "end"}))
    assert g.stat(vc, "power") == 10000


def test_vg_6_4_1_3_drawing_the_last_card_loses_at_the_next_check_timing() -> None:
    """VG 6.4.1.3 / VG 9.2.3: the turn player who draws the last card of the deck loses at the check
    timing that follows the draw, before the ride phase."""
    g = turn_game()
    put(g, 0, "PMV1-010", "VC")
    put(g, 1, "PMV2-006", "VC")
    deck = g.zone(0, "deck")
    for c in list(deck.cards)[:-1]:
        g.move(c, g.zone(0, "drop"))
    asked, over = drive(g, RS.turn(g))
    assert over and g.winners == (1,) and asked == []
    assert g.phase == "draw"


def test_vg_6_5_1_3_on_ride_ability_resolves_before_the_main_phase() -> None:
    """VG 6.5.1.3 / VG 10.1.4.1.1: Blazing Empress's 'when placed on (VC)' resolves in the ride phase's check timing."""
    g = turn_game()
    put(g, 0, "PMV1-010", "VC")
    emp = put(g, 0, "PMV1-014", "hand")
    at_main: list[tuple[int, int]] = []

    def answer(d: Decision) -> Any:
        if "Ride phase" in d.prompt:
            return f"ride:{emp.iid}"
        if "Main phase" in d.prompt:
            at_main.append((len(g.zone(0, "soul").cards), len(g.zone(0, "hand").cards)))
            return "end"
        return first_option(d)

    drive(g, RS.turn(g), answer)
    # soul: the old vanguard + the soul charge; hand: the draw-phase card + the Empress's draw
    assert at_main[0] == (2, 2)


def test_vg_6_4_1_1_and_7_2_1_1_beginning_of_draw_phase_and_start_step() -> None:
    """VG 6.4.1.1 / VG 7.2.1.1: 'at the beginning of your draw phase' resolves before the draw; 'at the
    beginning of the start step' at each start step."""
    g = turn_game()
    u = custom(
        g,
        0,
        "VC",
        abilities=(
            {"kind": "auto", "when": "draw_start", "effect": [{"soul_charge": 1}]},
            {"kind": "auto", "when": "start_step", "effect": [{"soul_charge": 1}]},
        ),
    )
    put(g, 1, "PMV2-006", "VC")
    top = g.zone(0, "deck").cards[-1]
    drive(g, RS.turn(g), by_prompt({"Ride phase": "skip", "Main phase": "end", "Start step": "end"}))
    assert top in g.zone(0, "soul").cards  # soul charged before the draw took the next card
    assert len(g.zone(0, "soul").cards) == 2 and u.zone.name == "VC"


def test_vg_6_5_1_1_7_3_1_2_7_5_1_1_beginning_of_ride_phase_attack_and_drive_steps() -> None:
    """VG 6.5.1.1 / VG 7.3.1.2 / VG 7.5.1.1: 'at the beginning of' the ride phase, the attack step and
    the drive step resolve before the ride choice, the attacker choice and the drive check."""
    g = turn_game()
    u = custom(
        g,
        0,
        "VC",
        power=20000,
        abilities=tuple(
            {"kind": "auto", "when": w, "effect": [{"soul_charge": 1}]}
            for w in ("ride_start", "attack_step", "drive_step")
        ),
    )
    put(g, 0, "PMV1-006", "hand")
    put(g, 1, "PMV2-006", "VC")
    n = len(g.journal)
    ride_soul: list[int] = []

    def answer(d: Decision) -> Any:
        if "Ride phase" in d.prompt:
            ride_soul.append(len(g.zone(0, "soul").cards))
            return "skip"
        if "Main phase" in d.prompt:
            return "end"
        if "Start step" in d.prompt:
            checked = any(isinstance(e, CardMoved) and e.why == "drive check" for e in g.journal[n:])
            return "end" if checked else "attack"
        return answer_attack(u)(d)

    drive(g, RS.turn(g), answer)
    assert ride_soul == [1]
    events = g.journal[n:]
    charges = [i for i, e in enumerate(events) if isinstance(e, CardMoved) and e.dst == "p0.soul"]
    rested = next(
        i for i, e in enumerate(events) if isinstance(e, CardTurned) and e.card == u.iid and e.orientation == REST
    )
    checked = next(i for i, e in enumerate(events) if isinstance(e, CardMoved) and e.dst == "p0.trigger")
    assert len(charges) == 3 and charges[1] < rested and charges[2] < checked
