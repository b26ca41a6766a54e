"""Weiss Schwarz abilities (WS 8), markers (WS 3.7) and the remaining check
rule actions (WS 9.5, WS 9.8)."""

from __future__ import annotations

from engine.games.weiss import abilities, battle, moves, turn
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.state import Attack
from engine.games.weiss.stats import power
from engine.state import REST, REVERSE, STAND
from tests.engine.games.ws import fill, fresh, notes, run, script, stack_top, take


def test_ws_8_7_3_1_1_auto_ability_cost_may_be_declined() -> None:
    """WS 8.7.3.1.1: an automatic ability with a cost may be left unpaid; then nothing happens (WS 8.7.3.2.1)."""
    g = fresh()
    tobi = take(g, 0, "EWA-004", "hand")  # [1 stock] when placed: draw 1, discard 1
    stock = fill(g, 0, "stock", 1)
    answer, seen = script(f"play:{tobi.iid}", "pos:cs_left", "no", "end")
    run(turn.main_phase(g, HANDLERS), answer)
    assert any("pay [1 stock]" in d.prompt for d in seen)
    assert stock[0].zone.name == "stock" and not g.zone(0, "hand").cards


def test_ws_8_4_2_auto_ability_cost_paid_then_effect() -> None:
    """WS 8.4.2 / WS 8.4.3: paying the cost moves stock to the waiting room, then the effect resolves in order."""
    g = fresh()
    tobi = take(g, 0, "EWA-004", "hand")
    stock = fill(g, 0, "stock", 1)
    top = g.zone(0, "deck").cards[-1]
    answer, _ = script(f"play:{tobi.iid}", "pos:cs_left", "yes", "end")  # the discard of 1 from 1 is forced
    run(turn.main_phase(g, HANDLERS), answer)
    assert stock[0].zone.name == "waiting_room"
    assert top.zone.name == "waiting_room"  # drawn, then discarded
    assert tobi.zone.name == "cs_left"


def test_ws_6_5_1_2_3_activated_ability_of_a_character() -> None:
    """WS 6.5.1.2.3 / WS 8.6.2.3 / WS 8.6.2.4.4: an activated ability is played by
    paying its whole cost [1 stock, rest this], then its effect is executed."""
    g = fresh(active=1)
    orrin = take(g, 1, "TCA-003", "cs_middle")
    target = take(g, 1, "TCA-010", "waiting_room")
    fill(g, 1, "stock", 1)
    keys = [o.key for o in turn.main_options(g, 1)]
    assert f"act:{orrin.iid}:0" in keys
    run(turn.main_phase(g, HANDLERS), script(f"act:{orrin.iid}:0", str(target.iid), "end")[0])
    assert orrin.orientation == REST and target.zone.name == "hand"
    assert not g.zone(1, "stock").cards
    assert f"act:{orrin.iid}:0" not in [o.key for o in turn.main_options(g, 1)]  # rested: cost unpayable


def test_ws_7_4_1_2_1_counter_event() -> None:
    """WS 7.4.1.2.1: in the counter step the defending player may play an event with the counter icon."""
    g = fresh()
    att = take(g, 0, "EWA-005", "cs_middle")  # 5000 + 1000 in its own turn
    dfn = take(g, 1, "TCA-001", "cs_middle")  # 3000
    ward = take(g, 1, "TCA-007", "hand")  # level 1 blue counter event: +3000
    take(g, 1, "TCA-005", "level")  # blue level card
    fill(g, 1, "stock", 1)
    stack_top(g, 0, ["EWA-001"])
    stack_top(g, 1, ["TCA-002"])
    run(battle.attack(g, att, HANDLERS), script("frontal", f"event:{ward.iid}")[0])
    assert ward.zone.name == "waiting_room"
    assert power(g, dfn) == 6000 and power(g, att) == 6000
    assert att.orientation == REVERSE and dfn.orientation == REVERSE


def test_ws_7_6_1_3_no_battle_if_a_character_left() -> None:
    """WS 7.6.1.3: if the defending character left its position, powers are not compared."""
    g = fresh()
    att = take(g, 0, "EWA-002", "cs_middle")
    dfn = take(g, 1, "TCA-002", "cs_middle")
    at_ = Attack(att.iid, att.incarnation, "cs_middle", "frontal", dfn.iid, dfn.incarnation, "cs_middle")
    g.move(dfn, g.zone(1, "hand"))
    take(g, 1, "TCA-002", "cs_middle")
    battle.battle(g, att, at_)
    assert att.orientation == STAND
    assert not any(c.orientation == REVERSE for c in g.zone(1, "cs_middle").cards)


def test_ws_9_5_1_zero_power_goes_to_the_waiting_room() -> None:
    """WS 9.5.1: a character with 0 or less power goes to the waiting room at check timing (and may Encore)."""
    g = fresh()
    ilsa = take(g, 0, "EWA-001", "cs_left")
    g.add_effect("power", "set", 0, target=ilsa)
    fill(g, 0, "stock", 3)
    answer, seen = script("no")
    run(abilities.check_timing(g), answer)
    assert ilsa.zone.name == "waiting_room"
    assert any("Encore" in d.prompt for d in seen)


def test_ws_3_7_3_markers_follow_their_character() -> None:
    """WS 3.7.3.1: markers move with a character changing positions;
    WS 3.7.3.2: they go to the waiting room when it leaves."""
    g = fresh()
    ilsa = take(g, 0, "EWA-001", "cs_left")
    marker = take(g, 0, "EWA-002", "marker_cs_left", face_up=False)
    moves.swap_positions(g, 0, "cs_left", "bs_right")
    assert ilsa.zone.name == "bs_right" and marker.zone.name == "marker_bs_right"
    moves.leave_stage(g, ilsa, g.zone(0, "hand"), why="test")
    assert marker.zone.name == "waiting_room"


def test_ws_9_8_1_markers_without_a_character() -> None:
    """WS 9.8.1: a marker area with cards under an empty stage position is put into the waiting room."""
    g = fresh()
    marker = take(g, 0, "EWA-002", "marker_cs_middle", face_up=False)
    run(abilities.check_timing(g))
    assert marker.zone.name == "waiting_room"


def test_ws_10_2_encore_on_replacement_returns_and_replaces() -> None:
    """WS 10.2.2 / WS 9.6.1: an Encore back onto an occupied position sends the newer character to the waiting room."""
    g = fresh()
    old = take(g, 0, "EWA-001", "cs_left")
    new = take(g, 0, "EWA-002", "hand")
    fill(g, 0, "stock", 3)
    answer, _ = script(f"play:{new.iid}", "pos:cs_left", "yes", "end")  # no stock left for a second encore
    run(turn.main_phase(g, HANDLERS), answer)
    assert old.zone.name == "cs_left" and old.orientation == REST
    assert new.zone.name == "waiting_room"
    assert any("returns to the left of the center stage" in t for t in notes(g))


def test_ws_8_6_3_1_salvage_takes_what_there_is() -> None:
    """WS 8.6.3.1 / WS 8.6.3.1.2: "choose a character in your waiting room": the only one there is taken."""
    g = fresh()
    take(g, 0, "EWA-003", "clock")
    take(g, 0, "EWA-002", "level")
    take(g, 0, "EWA-002", "clock")
    dara = take(g, 0, "EWA-009", "hand")  # level 2 but the test gives level 1 only
    assert f"play:{dara.iid}" not in [o.key for o in turn.main_options(g, 0)]
    take(g, 0, "EWA-004", "level")
    (paid,) = fill(g, 0, "stock", 1)
    assert paid.card.type == "character"
    run(turn.main_phase(g, HANDLERS), script(f"play:{dara.iid}", "pos:cs_left", "end")[0])
    assert dara.zone.name == "cs_left"
    assert g.zone(0, "hand").cards == [paid]  # paid into the waiting room, then salvaged
