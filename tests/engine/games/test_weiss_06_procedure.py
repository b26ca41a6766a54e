"""Weiss Schwarz rules, section 6, Game Procedure (WS 6)."""

from __future__ import annotations

from engine.abilities import Ability, read_step
from engine.games.weiss import turn
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.stats import power, soul
from engine.state import REST, STAND, Game
from engine.timing import Duration, Pending
from tests.engine.games.ws import fill, fresh, notes, run, script, take


def test_ws_6_2_1_2_stand_phase_stands_the_turn_players_characters() -> None:
    """WS 6.2.1.2 / WS 4.6.1.1: the turn player stands all of their characters, not the opponent's."""
    g = fresh()
    mine = take(g, 0, "EWA-001", "cs_left")
    theirs = take(g, 1, "TCA-001", "cs_left")
    g.set_orientation(mine, REST)
    g.set_orientation(theirs, REST)
    run(turn.stand_phase(g))
    assert mine.orientation == STAND and theirs.orientation == REST


def test_ws_6_3_1_2_draw_phase_draws_one() -> None:
    """WS 6.3.1.2 / WS 4.7.1: the turn player draws the top card of the deck."""
    g = fresh()
    top = g.zone(0, "deck").cards[-1]
    run(turn.draw_phase(g))
    assert top.zone.name == "hand" and len(g.zone(0, "hand").cards) == 1


def test_ws_6_4_1_2_clock_one_draw_two() -> None:
    """WS 6.4.1.2: putting a card from hand into the clock draws 2; declining draws nothing."""
    g = fresh()
    card = take(g, 0, "EWA-005", "hand")
    run(turn.clock_phase(g), script(f"clock:{card.iid}")[0])
    assert card.zone.name == "clock"
    assert len(g.zone(0, "hand").cards) == 2
    g2 = fresh()
    take(g2, 0, "EWA-005", "hand")
    run(turn.clock_phase(g2), script("skip")[0])
    assert len(g2.zone(0, "hand").cards) == 1 and not g2.zone(0, "clock").cards


def test_ws_6_5_1_2_4_exchange_positions_keeps_the_card() -> None:
    """WS 6.5.1.2.4 / WS 3.1.4: moving between stage positions exchanges
    cards and they stay the same cards (orientation kept)."""
    g = fresh()
    a = take(g, 0, "EWA-001", "cs_left")
    b = take(g, 0, "EWA-002", "bs_right")
    g.set_orientation(b, REST)
    inc_a = a.incarnation
    eff = g.add_effect("power", "add", 1000, target=a)
    answer, _ = script("move", "swap:cs_left:bs_right", "end")
    run(turn.main_phase(g, HANDLERS), answer)
    assert a.zone.name == "bs_right" and b.zone.name == "cs_left"
    assert a.incarnation == inc_a and eff in g.effects and power(g, a) == 4000
    assert b.orientation == REST


def test_ws_6_6_1_2_one_climax_and_its_continuous_effect() -> None:
    """WS 6.6.1.2.2: one climax from hand goes to the climax area; its text works there (WS 2.12.2.2)."""
    g = fresh()
    take(g, 0, "EWA-003", "clock")  # yellow
    ilsa = take(g, 0, "EWA-001", "cs_middle")
    cx = take(g, 0, "EWA-012", "hand")  # yellow climax: +1000 power, +1 soul
    take(g, 0, "EWA-012", "hand")
    run(turn.climax_phase(g), script(f"climax:{cx.iid}")[0])
    assert cx.zone.name == "climax" and len(g.zone(0, "hand").cards) == 1
    assert power(g, ilsa) == 4000 and soul(g, ilsa) == 2


def test_ws_6_8_1_end_phase_hand_limit_climax_and_expiry() -> None:
    """WS 6.8.1.2 / WS 3.3.3 / WS 3.3.3.1: discard down to 7; WS 6.8.1.3: the climax goes to the
    waiting room; WS 6.8.1.4: until-end-of-turn effects end."""
    g = fresh()
    cx = take(g, 0, "EWA-012", "climax")
    ilsa = take(g, 0, "EWA-001", "cs_left")
    fill(g, 0, "hand", 9)
    g.add_effect("power", "add", 500, target=ilsa, duration=Duration.END_OF_TURN)
    answer, seen = script()
    run(turn.end_phase(g), answer)
    assert len(g.zone(0, "hand").cards) == 7 and len(g.zone(0, "waiting_room").cards) == 3
    assert cx.zone.name == "waiting_room"
    assert power(g, ilsa) == 3000
    assert any(d.min == d.max == 2 for d in seen)


def test_ws_6_3_1_1_check_timing_at_the_beginning_of_the_draw_phase() -> None:
    """WS 6.3.1.1 / WS 6.2.1.1 / WS 6.4.1.1: a check timing opens each of these phases, before its action."""
    g = fresh()
    hands: list[int] = []

    def probe(g_: Game, p: Pending):  # type: ignore[no-untyped-def]
        hands.append(len(g_.zone(0, "hand").cards))
        return
        yield

    g.add_pending(0, "probe", probe)
    run(turn.draw_phase(g))
    assert hands == [0] and len(g.zone(0, "hand").cards) == 1
    ilsa = take(g, 0, "EWA-001", "cs_left")
    g.set_orientation(ilsa, REST)
    states: list[str] = []

    def probe2(g_: Game, p: Pending):  # type: ignore[no-untyped-def]
        states.append(ilsa.orientation)
        return
        yield

    g.add_pending(0, "probe", probe2)
    run(turn.stand_phase(g))
    assert states == [REST]


def test_ws_6_6_1_2_2_one_climax_only_and_ws_9_7_1_last_one_stays() -> None:
    """WS 6.6.1.2.1 / WS 6.6.1.2.2 / WS 8.6.2.4.3: only climaxes, only one, into the climax area; WS 9.7.1: a climax
    already in the area goes to the waiting room."""
    g = fresh()
    old = take(g, 0, "EWA-013", "climax")
    take(g, 0, "EWA-002", "clock")  # red
    a = take(g, 0, "EWA-014", "hand")
    take(g, 0, "EWA-013", "hand")
    take(g, 0, "EWA-001", "hand")
    answer, seen = script(f"climax:{a.iid}")
    run(turn.climax_phase(g), answer)
    asks = [d for d in seen if "Climax phase" in d.prompt]
    assert len(asks) == 1
    assert all(o.key.startswith("climax:") or o.key == "skip" for o in asks[0].options)
    assert a.zone.name == "climax" and old.zone.name == "waiting_room"


def test_ws_6_6_1_1_beginning_of_climax_phase_triggers() -> None:
    """WS 6.6.1.1: "at the beginning of climax phase" abilities trigger and resolve."""
    g = fresh()
    reverie = take(g, 0, "EWA-022", "cs_left")
    run(turn.climax_phase(g), script("skip")[0])
    assert power(g, reverie) == 3000


def test_ws_6_5_1_1_shift_triggers_only_at_main_phase_start() -> None:
    """WS 6.5.1.1: "at the beginning of main phase" triggers once, before the play timing."""
    g = fresh(active=1)
    take(g, 1, "TCA-017", "clock")
    take(g, 1, "TCA-008", "level")
    blue = take(g, 1, "TCA-001", "hand")
    answer, seen = script("none", "end")
    run(turn.main_phase(g, HANDLERS), answer)
    assert sum("Shift" in d.prompt for d in seen) == 1 and blue.zone.name == "hand"


def test_ws_6_8_1_5_end_phase_starts_over_if_its_check_timing_acted() -> None:
    """WS 6.8.1.5: if an automatic ability resolved in the check timing of WS
    6.8.1.4, the end phase starts over; a quiet one ends the turn."""
    g = fresh()
    real = turn.check_timing
    calls = {"n": 0}

    def resolve(g_: Game, p: Pending):  # type: ignore[no-untyped-def]
        g_.log("resolved")
        return
        yield

    def ct(g_: Game):  # type: ignore[no-untyped-def]
        calls["n"] += 1
        if calls["n"] == 2:  # the check timing of WS 6.8.1.4, first time round
            g_.add_pending(0, "an ability triggered in the end phase", resolve)
        yield from real(g_)

    turn.check_timing = ct  # type: ignore[assignment]
    try:
        run(turn.end_phase(g))
    finally:
        turn.check_timing = real  # type: ignore[assignment]
    assert calls["n"] == 4  # two rounds of the end phase
    assert any("starts over" in t for t in notes(g))
    g2 = fresh()
    run(turn.end_phase(g2))
    assert not any("starts over" in t for t in notes(g2))


def test_ws_6_8_1_1_end_of_turn_abilities_trigger_once_before_the_hand_limit() -> None:
    """WS 6.8.1.1: "at the beginning of end phase" abilities trigger once and
    resolve before the hand limit is applied (WS 6.8.1.2)."""
    from dataclasses import replace

    g = fresh()
    host = take(g, 0, "EWA-001", "cs_left")
    printed = host.card
    ability = Ability(
        kind="auto",
        when="turn_end",
        zones=("stage",),
        effect=(read_step("weiss", {"draw": 1}, "auto"),),
        text="end: draw 1",
    )
    host.card = replace(printed, id="TEST-END", abilities=(ability,))
    fill(g, 0, "hand", 7)
    answer, seen = script()
    run(turn.end_phase(g), answer)
    draws = [t for t in notes(g) if t.startswith("Player 1 draws 1")]
    assert len(draws) == 1
    limit = [d for d in seen if "hand limit" in d.prompt]
    assert len(limit) == 1 and limit[0].min == 1  # 8 cards: the drawn card counts for the limit
    assert len(g.zone(0, "hand").cards) == 7
