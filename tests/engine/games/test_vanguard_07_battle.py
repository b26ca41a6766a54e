"""Cardfight!! Vanguard rules, Section 7, Attack and Battle (VG 7)."""

from __future__ import annotations

from typing import Any

from engine.decisions import Decision
from engine.events import CardMoved
from engine.games.vanguard.abilities import install_continuous
from engine.games.vanguard.battle import attack_sub_phase, battle_phase, possible_attackers
from engine.games.vanguard.state import turn_state
from engine.games.vanguard.stats import unit_power
from engine.games.vanguard.trigger_checks import drive_check
from engine.state import REST, STAND
from tests.engine.games.vg import (
    RS,
    Answerer,
    answer_attack,
    battle_game,
    by_prompt,
    custom,
    drive,
    fill,
    first_option,
    put,
    stack_top,
)


def test_vg_7_2_1_3_no_attack_on_the_first_turn() -> None:
    """VG 7.2.1.3: on the very first turn of the game the turn player cannot attack."""
    g = battle_game()
    g.turn = 1
    put(g, 0, "PMV1-001", "VC")
    put(g, 1, "PMV2-001", "VC")
    asked, _ = drive(g, battle_phase(g))
    assert asked == []


def test_vg_7_3_1_3_attack_rests_the_attacker_and_hits_equal_power() -> None:
    """VG 7.3.1.3 / VG 7.6.1.2: the attacker rests; equal power hits and the vanguard takes its critical in damage."""
    g = battle_game()
    atk = put(g, 0, "PMV1-006", "VC")  # grade 1, 8000: no twin drive, one drive check
    put(g, 1, "PMV2-006", "VC")  # 8000
    stack_top(g, 0, "PMV1-009")  # drive check: no trigger
    stack_top(g, 1, "PMV2-006")  # damage check: no trigger
    _, over = drive(g, attack_sub_phase(g), by_prompt({"Guard": ()}))
    assert not over
    assert atk.orientation == REST
    assert [c.card.id for c in g.zone(1, "damage").cards] == ["PMV2-006"]
    assert [c.card.id for c in g.zone(0, "hand").cards] == ["PMV1-009"]  # VG 7.5.1.2.4
    assert g.zone(0, "trigger").cards == [] and g.zone(1, "trigger").cards == []


def test_vg_7_3_1_7_boost_adds_the_boosting_units_power() -> None:
    """VG 7.3.1.5 / VG 7.3.1.7: a back-row unit with boost rests and adds its power to the attacker."""
    g = battle_game()
    atk = put(g, 0, "PMV1-010", "RC_FL")  # 10000
    booster = put(g, 0, "PMV1-006", "RC_BL")  # 8000
    target = put(g, 1, "PMV2-013", "VC")  # 11000
    put(g, 1, "PMV2-002", "hand")  # so that the guard step asks
    powers: list[int] = []

    def answer(d: Decision) -> Any:
        if "Boost" in d.prompt:
            return "yes"
        if "Guard" in d.prompt:
            powers.append(unit_power(g, atk))
            return ()
        if "attack with" in d.prompt:
            return str(atk.iid)
        return first_option(d)

    stack_top(g, 1, "PMV2-006")
    drive(g, attack_sub_phase(g), answer)
    assert powers == [18000]
    assert booster.orientation == REST
    assert len(g.zone(1, "damage").cards) == 1  # 18000 hits 11000
    assert target.zone.name == "VC"


def test_vg_7_4_1_1_2_2_guardian_shield_stops_the_hit_and_guardians_retire() -> None:
    """VG 7.4.1.1.2.2 / VG 7.6.1.8 / VG 10.1.6.1.2.1: guardians normal called in the guard step add shield;
    no hit, and the guardians go to the drop zone."""
    g = battle_game()
    put(g, 0, "PMV1-010", "RC_FL")  # 10000
    put(g, 1, "PMV2-006", "VC")  # 8000
    grd = put(g, 1, "PMV2-009", "hand")  # grade 1, shield 10000
    put(g, 1, "PMV2-013", "hand")  # grade 3: cannot be called as guardian under a grade 1 vanguard
    seen: list[Decision] = []

    def answer(d: Decision) -> Any:
        if "Guard" in d.prompt:
            seen.append(d)
            return (str(grd.iid),)
        return first_option(d)

    drive(g, attack_sub_phase(g), answer)
    assert [o.card for o in seen[0].options] == [grd.iid]  # VG 8.5.2.1.1.2: grade limit on guardians
    assert g.zone(1, "damage").cards == []
    assert grd in g.zone(1, "drop").cards and g.zone(1, "GC").cards == []


def test_vg_7_6_1_8_hit_rear_guard_is_retired_without_damage() -> None:
    """VG 7.6.1.7 / VG 7.6.1.8: a rear-guard that is hit is retired; no damage check."""
    g = battle_game()
    put(g, 0, "PMV1-010", "RC_FL")
    put(g, 1, "PMV2-006", "VC")
    rg = put(g, 1, "PMV2-007", "RC_FR")  # 7000

    def answer(d: Decision) -> Any:
        if "Choose the unit" in d.prompt and "attacks" in d.prompt:
            return str(rg.iid)
        return first_option(d)

    drive(g, attack_sub_phase(g), answer)
    assert rg in g.zone(1, "drop").cards
    assert g.zone(1, "damage").cards == []


def test_vg_7_6_1_3_attacker_that_left_its_circle_does_not_hit() -> None:
    """VG 7.6.1.3: if the attacking unit left its circle before the damage step, the attack does not hit."""
    g = battle_game()
    atk = put(g, 0, "PMV1-010", "RC_FL")
    put(g, 1, "PMV2-006", "VC")  # 8000 against 10000
    put(g, 1, "PMV2-002", "hand")

    def answer(d: Decision) -> Any:
        if "Guard" in d.prompt:
            g.move(atk, g.zone(0, "drop"))  # the attacker is retired during the guard step
            return ()
        return first_option(d)

    drive(g, attack_sub_phase(g), answer)
    assert g.zone(1, "damage").cards == []


def test_vg_7_6_1_2_lower_power_does_not_hit() -> None:
    """VG 7.6.1.2: an attack with less power than the attacked unit does not hit."""
    g = battle_game()
    put(g, 0, "PMV1-008", "RC_FL")  # 6000
    put(g, 1, "PMV2-010", "VC")  # 10000
    drive(g, attack_sub_phase(g))
    assert g.zone(1, "damage").cards == []


def test_vg_7_5_1_3_twin_drive_checks_twice_rear_guard_none() -> None:
    """VG 7.5.1.3 / VG 10.2.1.1 / VG 10.1.13.1 / VG 7.4.1.2: a vanguard with Twin Drive!! drive checks
    twice; a rear-guard never drives."""
    g = battle_game()
    put(g, 0, "PMV1-013", "VC")
    put(g, 0, "PMV1-010", "RC_FL")
    put(g, 1, "PMV2-013", "VC")
    hand = g.zone(0, "hand")

    def pick(zone: str) -> Answerer:
        def answer(d: Decision) -> Any:
            if "attack with" in d.prompt:
                return next(o.key for o in d.options if g.cards[o.card or 0].zone.name == zone)
            return first_option(d)

        return answer

    stack_top(g, 0, "PMV1-009")
    stack_top(g, 0, "PMV1-006")
    drive(g, attack_sub_phase(g), pick("VC"))
    assert len(hand.cards) == 2
    drive(g, attack_sub_phase(g), pick("RC_FL"))
    assert len(hand.cards) == 2


def test_vg_7_5_1_2_2_trigger_of_another_clan_does_nothing() -> None:
    """VG 7.5.1.2.2: a trigger acts only if it shares a clan with one of the player's units."""
    g = battle_game()
    foreign = next(c for c in g.zone(1, "deck").cards if c.card.id == "PMV2-002")
    g.move(foreign, g.zone(0, "deck"))  # a critical trigger of another clan on top of seat 0's deck
    atk = put(g, 0, "PMV1-006", "VC")
    put(g, 1, "PMV2-010", "VC")
    drive(g, drive_check(g, 0, 1))
    assert foreign in g.zone(0, "hand").cards
    assert g.stat(atk, "critical") == 1 and g.stat(atk, "power") == 8000


def test_vg_7_6_1_9_when_attack_hits_counter_charge() -> None:
    """VG 7.6.1.9: 'when this unit's attack hits' resolves at the end of the damage step;
    counter charge turns a face-down damage face up."""
    g = battle_game()
    g.active = 1
    mage = put(g, 1, "PMV2-011", "RC_FL")  # 9000; hits: Counter Charge 1
    put(g, 1, "PMV2-013", "VC")
    put(g, 0, "PMV1-006", "VC")  # 8000
    down = fill(g, 1, "damage", 1)[0]
    g.flip(down, False)
    stack_top(g, 0, "PMV1-009")

    def answer(d: Decision) -> Any:
        if "attack with" in d.prompt:
            return str(mage.iid)
        if "Guard" in d.prompt:
            return ()
        return first_option(d)

    drive(g, attack_sub_phase(g), answer)
    assert len(g.zone(0, "damage").cards) == 1
    assert down.face_up


def test_vg_7_1_2_battle_steps_in_order() -> None:
    """VG 7.1.2 / VG 7.1.2.1: an attack sub phase goes through the attack, guard, drive, damage and
    close steps (VG 7.3.1, VG 7.4.1, VG 7.5.1, VG 7.6.1, VG 7.7.1); each step's check timing comes
    before the next one (VG 7.3.1.8, VG 7.5.1.4)."""
    from engine.events import PhaseBegan

    g = battle_game()
    attacker = put(g, 0, "PMV1-013", "VC")
    put(g, 1, "PMV2-013", "VC")
    n = len(g.journal)
    drive(g, attack_sub_phase(g), answer_attack(attacker))
    steps = [e.step for e in g.journal[n:] if isinstance(e, PhaseBegan)]
    assert steps == ["attack", "guard", "drive", "damage", "close"]


def test_vg_7_1_1_only_standing_front_row_units_attack() -> None:
    """VG 7.1.1 / VG 7.3.1.3: back-row and resting units cannot attack."""
    g = battle_game()
    vc = put(g, 0, "PMV1-010", "VC")
    put(g, 0, "PMV1-011", "RC_BL")
    put(g, 0, "PMV1-006", "RC_FL", orientation=REST)
    assert possible_attackers(g, 0) == [vc]


def test_vg_7_3_1_4_only_front_row_units_can_be_attacked() -> None:
    """VG 7.3.1.4: the attacked unit is one of the opponent's front-row units."""
    g = battle_game()
    atk = put(g, 0, "PMV1-010", "VC")
    vc = put(g, 1, "PMV2-006", "VC")
    front = put(g, 1, "PMV2-007", "RC_FR")
    put(g, 1, "PMV2-009", "RC_BR")
    asked, _ = drive(g, attack_sub_phase(g), answer_attack(atk))
    target_d = next(d for d in asked if "attacks" in d.prompt and "Choose the unit" in d.prompt)
    assert {o.card for o in target_d.options} == {vc.iid, front.iid}


def test_vg_7_3_1_4_2_attacking_several_units_and_guarding_each() -> None:
    """VG 7.3.1.4.2 / VG 7.4.1.1.2.1 / VG 10.2.5.1.1: with Limit Break the Marshal attacks the whole front
    row; each guardian guards the attacked unit its master chooses."""
    g = battle_game()
    install_continuous(g)
    marshal = put(g, 0, "PMV1-017", "VC")
    fill(g, 0, "damage", 4)
    vc = put(g, 1, "PMV2-010", "VC")  # 10000
    rg = put(g, 1, "PMV2-007", "RC_FL")  # grade 1
    grd = put(g, 1, "PMV2-009", "hand")  # shield 10000
    for _ in range(2):
        stack_top(g, 0, "PMV1-009")
    stack_top(g, 1, "PMV2-006")

    def answer(d: Decision) -> Any:
        if "attack with" in d.prompt:
            return str(marshal.iid)
        if "one or more" in d.prompt:
            return (str(vc.iid), str(rg.iid))
        if "Guard" in d.prompt:
            return (str(grd.iid),)
        if "Which attacked unit" in d.prompt:
            return str(rg.iid)
        return first_option(d)

    asked, _ = drive(g, attack_sub_phase(g), answer)
    assert any("Which attacked unit" in d.prompt for d in asked)
    # the rear-guard was guarded (7000 + 10000 > 11000): it stays; the vanguard was hit
    assert rg.zone.name == "RC_FL"
    assert len(g.zone(1, "damage").cards) == 1
    # below Limit Break only one unit may be attacked
    g2 = battle_game()
    install_continuous(g2)
    m2 = put(g2, 0, "PMV1-017", "VC")
    put(g2, 1, "PMV2-010", "VC")
    put(g2, 1, "PMV2-007", "RC_FL")
    asked2, _ = drive(g2, attack_sub_phase(g2), answer_attack(m2))
    assert not any("one or more" in d.prompt for d in asked2)


def test_vg_7_3_1_5_1_1_booster_that_moves_stops_boosting() -> None:
    """VG 7.3.1.5.1.1 / VG 7.3.1.7: the boost's power counts only while both units stay on their circles."""
    g = battle_game()
    atk = put(g, 0, "PMV1-010", "RC_FL")
    booster = put(g, 0, "PMV1-006", "RC_BL")
    put(g, 1, "PMV2-013", "VC")
    powers: list[int] = []

    def answer(d: Decision) -> Any:
        if "Boost" in d.prompt:
            return "yes"
        if "Guard" in d.prompt:
            powers.append(unit_power(g, atk))
            g.move(booster, g.zone(0, "RC_BR"), orientation=None)
            powers.append(unit_power(g, atk))
            return ()
        return answer_attack(atk)(d)

    put(g, 1, "PMV2-002", "hand")
    drive(g, attack_sub_phase(g), answer)
    assert powers == [18000, 10000]
    assert g.zone(1, "damage").cards == []  # 10000 against 11000


def test_vg_7_3_1_6_attack_boost_and_boosted_abilities_stand_by() -> None:
    """VG 7.3.1.6 / VG 7.7.1.2 / VG 10.1.17.1: 'when boosted', [Soul Charge 1] +3000 until end of battle,
    which lasts for the battle only."""
    g = battle_game()
    squire = put(g, 0, "PMV1-021", "RC_FL")  # 7000; boosted: +3000 until end of battle
    put(g, 0, "PMV1-007", "RC_BL")  # 7000; boosts: +2000 until end of turn
    put(g, 1, "PMV2-013", "VC")  # 11000
    put(g, 1, "PMV2-002", "hand")
    seen: list[int] = []

    def answer(d: Decision) -> Any:
        if "Boost" in d.prompt:
            return "yes"
        if "Guard" in d.prompt:
            seen.append(unit_power(g, squire))
            return ()
        return answer_attack(squire)(d)

    stack_top(g, 1, "PMV2-006")
    drive(g, attack_sub_phase(g), answer)
    assert seen == [7000 + 3000 + 7000 + 2000]
    assert g.stat(squire, "power") == 7000  # the battle's bonus is gone after the close step
    assert len(g.zone(0, "soul").cards) == 1  # the soul charge paid as the cost


def test_vg_7_4_1_1_2_guardians_need_a_shield_and_the_grade() -> None:
    """VG 7.4.1.1.2 / VG 3.11.1.1: a card without a shield cannot guard; a shield of 0 can."""
    g = battle_game()
    atk = put(g, 0, "PMV1-010", "VC")
    put(g, 1, "PMV2-013", "VC")
    no_shield = custom(g, 1, "hand", grade=0, shield=None)
    zero = custom(g, 1, "hand", grade=0, shield=0)
    for _ in range(1):
        stack_top(g, 0, "PMV1-009")
    asked, _ = drive(g, attack_sub_phase(g), answer_attack(atk))
    guard = next(d for d in asked if "Guard" in d.prompt)
    keys = {o.card for o in guard.options}
    assert zero.iid in keys and no_shield.iid not in keys


def test_vg_7_5_1_2_4_drive_checked_card_goes_to_hand_even_without_trigger() -> None:
    """VG 7.5.1.2.4 / VG 4.10.2: after its trigger the drive-checked card goes into the hand."""
    g = battle_game()
    put(g, 0, "PMV1-010", "VC")
    trig = stack_top(g, 0, "PMV1-003")  # draw trigger
    drive(g, drive_check(g, 0, 1))
    hand = g.zone(0, "hand").cards
    assert trig in hand and len(hand) == 2 and g.zone(0, "trigger").cards == []


def test_vg_7_6_1_5_1_zero_critical_deals_no_damage() -> None:
    """VG 7.6.1.5.1: an attack that hits with critical 0 deals no damage and no damage check."""
    g = battle_game()
    atk = custom(g, 0, "RC_FL", power=20000, critical=0)
    put(g, 1, "PMV2-006", "VC")
    deck = len(g.zone(1, "deck").cards)
    drive(g, attack_sub_phase(g), answer_attack(atk))
    assert g.zone(1, "damage").cards == [] and len(g.zone(1, "deck").cards) == deck


def test_vg_7_6_1_6_damage_checks_one_per_critical_by_the_defender() -> None:
    """VG 7.6.1.5 / VG 7.6.1.6 / VG 7.6.1.6.6 / VG 3.13.1.2 / VG 10.1.14.1: a hit vanguard is dealt damage
    equal to the critical: critical 2 makes two damage checks by the non-turn player."""
    g = battle_game()
    atk = custom(g, 0, "RC_FL", power=20000, critical=2)
    put(g, 1, "PMV2-006", "VC")
    for _ in range(2):
        stack_top(g, 1, "PMV2-009")
    drive(g, attack_sub_phase(g), answer_attack(atk))
    assert len(g.zone(1, "damage").cards) == 2 and g.zone(0, "damage").cards == []


def test_vg_7_7_1_1_end_of_battle_ability_of_the_attacker() -> None:
    """VG 7.7.1.1 / VG 10.1.6 costs: Ember Rekindler goes to the soul at the end of its battle to draw."""
    g = battle_game()
    rek = put(g, 0, "PMV1-018", "RC_FL")
    put(g, 0, "PMV1-010", "VC")
    put(g, 1, "PMV2-013", "VC")
    hand = g.zone(0, "hand")
    drive(g, attack_sub_phase(g), answer_attack(rek, pay=lambda d: "yes"))
    assert rek in g.zone(0, "soul").cards and len(hand.cards) == 1


def test_vg_7_6_1_3_attacked_unit_that_moved_is_not_hit() -> None:
    """VG 7.6.1.3: an attacked rear-guard that moved to another circle is not hit (and not retired)."""
    g = battle_game()
    atk = put(g, 0, "PMV1-010", "RC_FL")
    put(g, 1, "PMV2-006", "VC")
    rg = put(g, 1, "PMV2-007", "RC_FL")

    def answer(d: Decision) -> Any:
        if "Guard" in d.prompt:
            g.move(rg, g.zone(1, "RC_BL"), orientation=None)
            return ()
        return answer_attack(atk, rg)(d)

    put(g, 1, "PMV2-002", "hand")
    drive(g, attack_sub_phase(g), answer)
    assert rg.zone.name == "RC_BL"


def test_vg_7_2_1_2_choosing_not_to_attack_ends_the_battle_phase() -> None:
    """VG 7.2.1.2: the turn player may choose not to attack; nothing is attacked."""
    from engine.games.vanguard.battle import battle_phase

    g = battle_game()
    put(g, 0, "PMV1-010", "VC")
    put(g, 1, "PMV2-006", "VC")
    asked, _ = drive(g, battle_phase(g), lambda d: "end")
    assert len(asked) == 1 and {o.key for o in asked[0].options} == {"attack", "end"}
    assert g.zone(0, "VC").cards[0].orientation == STAND


def test_vg_7_3_1_4_1_battle_opponents_are_shown_during_the_battle() -> None:
    """VG 7.3.1.4.1 / VG 7.3.1.5.1 / VG 7.7.1.4: the attacking, attacked and boosting units are known during
    the battle and stop being so after the close step."""
    g = battle_game()
    atk = put(g, 0, "PMV1-010", "VC")
    booster = put(g, 0, "PMV1-006", "RC_BC")
    target = put(g, 1, "PMV2-006", "VC")
    put(g, 1, "PMV2-002", "hand")
    seen: list[dict[str, Any]] = []

    def answer(d: Decision) -> Any:
        if "Boost" in d.prompt:
            return "yes"
        if "Guard" in d.prompt:
            seen.append(RS.view_extras(g, 1))
            return ()
        return answer_attack(atk)(d)

    stack_top(g, 0, "PMV1-009")
    stack_top(g, 1, "PMV2-006")
    drive(g, attack_sub_phase(g), answer)
    assert seen[0]["attacker"] == atk.iid and seen[0]["attacked"] == target.iid and seen[0]["booster"] == booster.iid
    assert turn_state(g).battle is None and RS.view_extras(g, 1)["attacker"] is None


def test_vg_7_4_1_1_2_3_guardians_and_interceptors_arrive_together() -> None:
    """VG 7.4.1.1.2.3: guardians called from the hand and interceptors are put on the guardian
    circle at the same time."""
    g = battle_game()
    atk = put(g, 0, "PMV1-013", "VC")
    vc = put(g, 1, "PMV2-006", "VC")
    icp = put(g, 1, "PMV2-010", "RC_FL")
    grd = put(g, 1, "PMV2-009", "hand")
    for _ in range(2):
        stack_top(g, 0, "PMV1-009")
    n = len(g.journal)
    drive(g, attack_sub_phase(g), answer_attack(atk, vc, Guard=(str(grd.iid), str(icp.iid))))
    moves = [e for e in g.journal[n:] if isinstance(e, CardMoved) and e.dst == "p1.GC"]
    assert {e.card for e in moves} == {grd.iid, icp.iid}
    i, j = (g.journal.index(e) for e in moves)
    assert abs(i - j) == 1  # nothing happens between the two placements
    assert g.zone(1, "damage").cards == []  # 8000 + 10000 + 5000 against 11000


def test_vg_7_6_1_4_when_hits_waits_until_after_the_damage_check() -> None:
    """VG 7.6.1.4 / VG 7.6.1.9: 'when this unit's attack hits' resolves after the damage checks and retiring."""
    g = battle_game()
    atk = custom(
        g, 0, "RC_FL", power=20000, abilities=({"kind": "auto", "when": "hits", "effect": [{"soul_charge": 1}]},)
    )
    put(g, 1, "PMV2-006", "VC")
    stack_top(g, 1, "PMV2-009")
    n = len(g.journal)
    drive(g, attack_sub_phase(g), answer_attack(atk))
    events = [e for e in g.journal[n:] if isinstance(e, CardMoved)]
    damage = next(i for i, e in enumerate(events) if e.dst == "p1.damage")
    charge = next(i for i, e in enumerate(events) if e.dst == "p0.soul")
    assert damage < charge


def test_vg_7_6_1_5_2_attacker_that_left_deals_no_damage() -> None:
    """VG 7.6.1.5.2 / VG 7.6.1.3: an attacking unit that left the field before the damage step deals no damage."""
    g = battle_game()
    atk = put(g, 0, "PMV1-010", "RC_FL")
    put(g, 1, "PMV2-006", "VC")
    put(g, 1, "PMV2-002", "hand")

    def answer(d: Decision) -> Any:
        if "Guard" in d.prompt:
            g.move(atk, g.zone(0, "drop"))
            return ()
        return answer_attack(atk)(d)

    deck = len(g.zone(1, "deck").cards)
    drive(g, attack_sub_phase(g), answer)
    assert g.zone(1, "damage").cards == [] and len(g.zone(1, "deck").cards) == deck


def test_vg_7_4_1_1_beginning_of_guard_step_before_the_guard_choice() -> None:
    """VG 7.4.1.1 / VG 7.6.1.1: 'at the beginning of the guard step' abilities of either player resolve
    before the guardians are chosen; 'at the beginning of the damage step' ones before the hit is decided."""
    g = battle_game()
    atk = put(g, 0, "PMV1-010", "RC_FL")  # 10000
    custom(
        g,
        1,
        "VC",
        power=8000,
        abilities=(
            {
                "kind": "auto",
                "when": "guard_step",
                "condition": [{"opponent_turn": True}],
                "effect": [{"soul_charge": 1}],
            },
            {"kind": "auto", "when": "damage_step", "effect": [{"power": 5000}]},
        ),
    )
    put(g, 1, "PMV2-002", "hand")
    souls: list[int] = []

    def answer(d: Decision) -> Any:
        if "Guard" in d.prompt:
            souls.append(len(g.zone(1, "soul").cards))
            return ()
        return answer_attack(atk)(d)

    drive(g, attack_sub_phase(g), answer)
    assert souls == [1]
    assert g.zone(1, "damage").cards == []  # 8000 + 5000 at the beginning of the damage step: no hit
