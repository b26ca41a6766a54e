"""Weiss Schwarz attacks (WS 7): declaration and attack types, the trigger
step and trigger icons (WS 4.12), the counter step, damage, battle and the
encore step."""

from __future__ import annotations

from engine.games.weiss import battle
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.state import turn_state
from engine.games.weiss.stats import power
from engine.state import REST, REVERSE
from tests.engine.games.ws import fill, fresh, notes, run, script, stack_top, take

NO_TRIGGER = "EWA-004"  # a character without trigger icon


def test_ws_7_2_1_4_1_direct_attack_gets_one_soul() -> None:
    """WS 7.2.1.4.1: no character facing: a direct attack with +1 soul; WS 7.2.1.5.3: the attacker rests."""
    g = fresh()
    att = take(g, 0, "EWA-002", "cs_left")
    trig = stack_top(g, 0, [NO_TRIGGER])[0]
    stack_top(g, 1, ["TCA-001", "TCA-002", "TCA-003"])
    answer, seen = script()
    run(battle.attack(g, att, HANDLERS), answer)
    assert att.orientation == REST
    assert len(g.zone(1, "clock").cards) == 2  # soul 1 + 1
    assert trig.zone.name == "stock" and not trig.face_up  # WS 7.3.1.2
    assert not any(d.player == 1 for d in seen)  # no counter step on a direct attack
    assert turn_state(g).attack is None


def test_ws_7_2_1_4_2_side_attack_loses_soul_equal_to_level() -> None:
    """WS 7.2.1.4.2: a side attack gets -X soul, X the facing character's level; no counter or battle step."""
    g = fresh()
    att = take(g, 0, "EWA-002", "cs_left")  # soul 1
    facing = take(g, 1, "TCA-005", "cs_right")  # level 1, faces cs_left (WS 3.6.5)
    stack_top(g, 0, [NO_TRIGGER])
    answer, seen = script("side")
    run(battle.attack(g, att, HANDLERS), answer)
    assert not g.zone(1, "clock").cards  # soul 0: no damage (WS 7.5.1.2.1)
    assert facing.orientation != REVERSE
    assert not any(d.player == 1 for d in seen)


def test_ws_7_6_1_2_frontal_attack_reverses_the_weaker() -> None:
    """WS 7.6.1.2: the character with less power is reversed."""
    g = fresh()
    att = take(g, 0, "EWA-001", "cs_middle")  # 3000
    dfn = take(g, 1, "TCA-002", "cs_middle")  # 1500
    stack_top(g, 0, [NO_TRIGGER])
    stack_top(g, 1, ["TCA-001"])
    run(battle.attack(g, att, HANDLERS), script("frontal", "pass")[0])
    assert dfn.orientation == REVERSE and att.orientation == REST
    assert len(g.zone(1, "clock").cards) == 1  # frontal: soul 1, damage first (WS 7.5 before WS 7.6)


def test_ws_7_6_1_2_equal_power_reverses_both() -> None:
    """WS 7.6.1.2: with equal power both characters are reversed."""
    g = fresh()
    att = take(g, 0, "EWA-001", "cs_middle")  # 3000
    dfn = take(g, 1, "TCA-001", "cs_middle")  # 3000
    stack_top(g, 0, [NO_TRIGGER])
    stack_top(g, 1, ["TCA-002"])
    run(battle.attack(g, att, HANDLERS), script("frontal", "pass")[0])
    assert dfn.orientation == REVERSE and att.orientation == REVERSE


def test_ws_10_5_2_backup_in_the_counter_step() -> None:
    """WS 7.4.1.2.1 / WS 10.5.2: the defending player plays one Backup from hand: +power to the defending character."""
    g = fresh()
    att = take(g, 0, "EWA-001", "cs_middle")  # 3000
    dfn = take(g, 1, "TCA-001", "cs_middle")  # 3000
    haro = take(g, 1, "TCA-006", "hand")  # Backup 2000, Level 1, [1 stock]
    take(g, 1, "TCA-008", "level")
    stock = fill(g, 1, "stock", 1)
    stack_top(g, 0, [NO_TRIGGER])
    stack_top(g, 1, ["TCA-002"])
    answer, seen = script("frontal", f"backup:{haro.iid}")
    run(battle.attack(g, att, HANDLERS), answer)
    counter = [d for d in seen if d.player == 1]
    assert len(counter) == 1 and {o.key for o in counter[0].options} == {f"backup:{haro.iid}", "pass"}
    assert haro.zone.name == "waiting_room" and stock[0].zone.name == "waiting_room"
    assert att.orientation == REVERSE and dfn.orientation != REVERSE
    assert power(g, dfn) == 5000


def test_ws_10_5_2_backup_needs_its_level() -> None:
    """WS 10.5.2: Backup can only be played if the player's level is at least its Level."""
    g = fresh()
    att = take(g, 0, "EWA-001", "cs_middle")
    take(g, 1, "TCA-001", "cs_middle")
    take(g, 1, "TCA-006", "hand")
    fill(g, 1, "stock", 1)
    stack_top(g, 0, [NO_TRIGGER])
    answer, seen = script("frontal")
    run(battle.attack(g, att, HANDLERS), answer)
    assert not any(d.player == 1 for d in seen)  # only "pass": answered by itself


def test_ws_4_12_2_2_soul_trigger() -> None:
    """WS 4.12.2.2: a soul icon gives the attacking character +1 soul."""
    g = fresh()
    att = take(g, 0, "EWA-002", "cs_left")
    stack_top(g, 0, ["EWA-010"])  # soul trigger
    stack_top(g, 1, ["TCA-001", "TCA-002", "TCA-003", "TCA-004"])
    run(battle.attack(g, att, HANDLERS))
    assert len(g.zone(1, "clock").cards) == 3  # 1 + direct 1 + trigger 1


def test_ws_4_12_2_7_shot_trigger_after_cancel() -> None:
    """WS 4.12.2.7: when the attacker's next damage is canceled, 1 damage is dealt."""
    g = fresh()
    att = take(g, 0, "EWA-002", "cs_left")
    stack_top(g, 0, ["EWA-013"])  # soul + shot
    cards = stack_top(g, 1, ["TCA-001", "TCA-012", "TCA-003"])  # canceled at the second card
    run(battle.attack(g, att, HANDLERS))
    assert cards[1].zone.name == "waiting_room"
    assert g.zone(1, "clock").cards == [cards[2]]
    assert any("Shot trigger" in t for t in notes(g))


def test_ws_4_12_2_8_treasure_trigger_returns_the_card() -> None:
    """WS 4.12.2.8: the treasure card goes to the hand, then the top card of the deck may go to the stock."""
    g = fresh(active=1)
    att = take(g, 1, "TCA-001", "cs_left")
    treasure = stack_top(g, 1, ["TCA-015", "TCA-004"])
    stack_top(g, 0, ["EWA-001", "EWA-002", "EWA-003"])
    run(battle.attack(g, att, HANDLERS), script("yes")[0])
    assert treasure[0].zone.name == "hand"
    assert g.zone(1, "stock").cards == [treasure[1]]


def test_ws_4_12_2_3_return_trigger() -> None:
    """WS 4.12.2.3: the return icon may send an opponent's character to its owner's hand."""
    g = fresh(active=1)
    att = take(g, 1, "TCA-001", "cs_left")
    victim = take(g, 0, "EWA-001", "bs_left")
    stack_top(g, 1, ["TCA-012"])
    stack_top(g, 0, ["EWA-002", "EWA-003", "EWA-004"])
    run(battle.attack(g, att, HANDLERS), script(str(victim.iid))[0])
    assert victim.zone.name == "hand"


def test_ws_4_12_2_10_standby_trigger() -> None:
    """WS 4.12.2.10: a character of level up to the player's level + 1 comes
    from the waiting room to the stage, rested."""
    g = fresh(active=1)
    att = take(g, 1, "TCA-001", "cs_left")
    lv1 = take(g, 1, "TCA-008", "waiting_room")
    lv3 = take(g, 1, "TCA-010", "waiting_room")
    stack_top(g, 1, ["TCA-013"])
    stack_top(g, 0, ["EWA-002", "EWA-003", "EWA-004"])
    answer, seen = script(str(lv1.iid), "pos:bs_right")
    run(battle.attack(g, att, HANDLERS), answer)
    standby = next(d for d in seen if "Standby" in d.prompt)
    assert str(lv3.iid) not in {o.key for o in standby.options}
    assert lv1.zone.name == "bs_right" and lv1.orientation == REST


def test_ws_7_2_1_3_1_one_attack_on_the_first_turn() -> None:
    """WS 7.2.1.3.1: on the starting player's first turn only one attack may be made."""
    g = fresh(turn=1)
    take(g, 0, "EWA-001", "cs_left")
    take(g, 0, "EWA-002", "cs_right")
    stack_top(g, 0, [NO_TRIGGER, NO_TRIGGER])
    answer, seen = script()
    run(battle.attack_phase(g, HANDLERS), answer)
    declarations = [d for d in seen if d.prompt.startswith("Attack declaration")]
    assert len(declarations) == 1
    rested = [c for c in g.zone(0, "cs_left").cards + g.zone(0, "cs_right").cards if c.orientation == REST]
    assert len(rested) == 1


def test_ws_7_7_1_2_encore_step_and_encore() -> None:
    """WS 7.7.1.2: reversed characters go to the waiting room; WS 10.2.2:
    Encore [3] puts one back rested on its position."""
    g = fresh()
    a = take(g, 0, "EWA-001", "cs_left")
    b = take(g, 0, "EWA-002", "cs_right")
    g.set_orientation(a, REVERSE)
    g.set_orientation(b, REVERSE)
    fill(g, 0, "stock", 3)
    answer, seen = script(str(a.iid), "yes")
    run(battle.encore_step(g), answer)
    assert a.zone.name == "cs_left" and a.orientation == REST
    assert b.zone.name == "waiting_room"  # no stock left for a second encore
    assert not g.zone(0, "stock").cards
    assert any("Encore" in d.prompt for d in seen)


def test_ws_7_7_1_3_non_turn_player_after_turn_player() -> None:
    """WS 7.7.1.3: then the non-turn player's reversed characters go to the waiting room."""
    g = fresh()
    mine = take(g, 0, "EWA-001", "cs_left")
    theirs = take(g, 1, "TCA-001", "cs_left")
    g.set_orientation(mine, REVERSE)
    g.set_orientation(theirs, REVERSE)
    run(battle.encore_step(g))
    assert mine.zone.name == theirs.zone.name == "waiting_room"
    moved = [e for e in g.journal if type(e).__name__ == "CardMoved" and e.src.endswith("cs_left")]  # type: ignore[attr-defined]
    assert [e.owner for e in moved] == [0, 1]  # type: ignore[attr-defined]


def test_ws_10_3_2_assist_powers_the_characters_in_front() -> None:
    """WS 10.3.2 / WS 3.6.4: Assist works from the back stage on the characters in front of it only."""
    g = fresh()
    left = take(g, 0, "EWA-001", "cs_left")
    right = take(g, 0, "EWA-001", "cs_right")
    mae = take(g, 0, "EWA-003", "bs_left")
    assert power(g, left) == 3500 and power(g, right) == 3000
    g.move(mae, g.zone(0, "cs_middle"))
    assert power(g, left) == 3000
