"""Dragon Ball Super Card Game rules (manual 1.073), section 6, Game Progression (DBS 6)."""

from __future__ import annotations

from typing import Any

from engine.abilities import read_step
from engine.decisions import Decision, Kind
from engine.games.dbscg.turn import end_phase, main_phase, turn
from engine.state import REST, STAND, Game
from engine.timing import Duration, Pending
from tests.engine.games.dbs import (
    Flow,
    drive,
    energy,
    first,
    key_starting,
    leader,
    new_game,
    notes,
    pending,
    run,
    take,
)


def test_6_2_charge_phase_first_turn_no_draw_then_draw_and_stand() -> None:
    """DBS 6-2-3: the first player does not draw on the first turn; DBS 6-2-2:
    the turn player's rested cards switch to Active Mode; DBS 6-2-5: charging
    is optional."""
    rs, g = new_game()
    g.turn = 0
    take(g, 0, "DBR-002", "hand")
    e = take(g, 0, "DBR-003", "energy", orientation=REST)
    ds = run(turn(rs, g), "skip", "end")
    assert "Charge Phase" in ds[0].prompt and ds[0].options[0].key == "skip"
    assert len(g.zone(0, "hand").cards) == 1  # no draw on turn 1
    assert e.orientation == STAND
    g.active = 1
    take(g, 1, "DBB-002", "hand")
    ds = run(turn(rs, g), key_starting("charge:"), "end")
    assert g.turn == 2
    assert len(g.zone(1, "energy").cards) == 1 and len(g.zone(1, "hand").cards) == 1  # drew 1, charged 1
    assert g.zone(1, "energy").cards[0].orientation == STAND  # DBS 3-8-3: Active


def test_6_2_5_charge_is_mandatory_in_1_00() -> None:
    """DBS1.0 6-2-5: the turn player places 1 card in the Energy Area."""
    rs, g = new_game("dbscg-1.0")
    g.turn = 0
    take(g, 0, "DBR-002", "hand")
    take(g, 0, "DBR-003", "hand")
    ds = run(turn(rs, g), key_starting("charge:"), "end")
    assert all(o.key.startswith("charge:") for o in ds[0].options)
    assert len(g.zone(0, "energy").cards) == 1


def test_6_3_main_phase_always_offers_end() -> None:
    """DBS 6-3-1-2-4: the turn player may always end the Main Phase."""
    rs, g = new_game()
    ds = run(main_phase(rs, g, 0), "end")
    assert ds[0].options[0].key == "end"
    assert g.step == "Main Phase End Step"


def test_6_4_end_phase_expires_turn_effects() -> None:
    """DBS 6-4-1-2: effects lasting until the end of the turn end."""
    rs, g = new_game()
    g.add_effect("power", "add", 5000, target=leader(g, 0), duration=Duration.END_OF_TURN)
    assert rs.power(g, leader(g, 0)) == 15000
    g.turn = 0
    run(turn(rs, g), "end")
    assert rs.power(g, leader(g, 0)) == 10000


def test_6_3_1_2_1_2_counter_play_negates_the_play() -> None:
    """DBS 6-3-1-2-1-2: a counter timing follows the play declaration; the
    non-turn player's [Counter: Play] negates it, the card goes to the Drop
    Area and the energy stays paid."""
    rs, g = new_game()
    pip = take(g, 0, "DBR-002", "hand")
    energy(g, 0, "DBR-008", 1)
    undertow = take(g, 1, "DBB-011", "hand")
    energy(g, 1, "DBB-002", 2)
    run(main_phase(rs, g, 0), f"play:{pip.iid}", f"counter:{undertow.iid}", "end")
    assert pip.zone.name == "drop" and undertow.zone.name == "drop"
    assert g.zone(0, "energy").cards[0].orientation == REST


def test_6_3_1_3_1_2_effects_until_the_end_of_the_main_phase() -> None:
    """DBS 6-3-1-3-1-2: effects lasting until the end of the Main Phase end
    in the Main Phase End Step."""
    rs, g = new_game()
    pip = take(g, 0, "DBR-002", "battle")
    _, gets = read_step("dbscg", {"gets": {"power": 5000, "until": "main_phase"}})
    run(gets.run(g, pending(g, 0, pip)))
    assert rs.power(g, pip) == 10000
    run(main_phase(rs, g, 0), "end")
    assert rs.power(g, pip) == 5000 and g.step == "Main Phase End Step"


def test_6_4_1_1_end_of_turn_triggers_once_and_6_4_1_3_the_end_phase_repeats() -> None:
    """DBS 6-4-1-1: an "at the end of the turn" [Auto] already fulfilled this
    turn does not become pending again; DBS 6-4-1-3: when a card whose
    trigger is not yet fulfilled arrives meanwhile, the End Phase repeats."""
    rs, g = new_game()
    g.active, g.turn = 1, 2
    lio_a = take(g, 1, "DBX-019", "battle")
    lio_b = take(g, 1, "DBX-019", "hand")
    take(g, 1, "DBB-004", "hand")  # keeps the hand non-empty

    def bring(g: Game, p: Pending) -> Flow:
        g.move(lio_b, g.zone(1, "battle"))
        return
        yield

    g.add_pending(1, "bring", bring)

    def answer(d: Decision) -> Any:
        if d.kind is Kind.ACTION:  # the injected ability first
            return next((o.key for o in d.options if o.label == "bring"), d.options[0].key)
        return first(d)

    ds = drive(end_phase(rs, g, 1), answer)
    searches = [d for d in ds if d.prompt.startswith("Search your deck")]
    assert len(searches) == 2 and lio_a.zone.name == lio_b.zone.name == "battle"
    assert any("the End Phase repeats" in t for t in notes(g))


def test_6_4_1_2_an_effect_until_the_end_of_the_opponents_turn_outlasts_this_turn() -> None:
    """DBS 6-4-1-2: effects "until the end of the turn" end in the End Phase; one
    that lasts until the end of the opponent's turn ends at the end of that turn."""
    rs, g = new_game()
    pip = take(g, 0, "DBR-002", "battle")
    _, gets = read_step("dbscg", {"gets": {"power": 5000, "until": "opponent_turn"}})
    run(gets.run(g, pending(g, 0, pip)))
    assert rs.power(g, pip) == 10000
    g.expire(Duration.END_OF_BATTLE, Duration.END_OF_TURN, Duration.END_OF_OPPONENT_TURN)  # the end of this turn
    assert rs.power(g, pip) == 10000
    g.turn += 1
    g.expire(Duration.END_OF_BATTLE, Duration.END_OF_TURN, Duration.END_OF_OPPONENT_TURN)  # the end of the next
    assert rs.power(g, pip) == 5000
