"""Scenario tests for Cardfight!! Vanguard, rule by rule (sections 1, 2 and
4 to 11 of rules/vanguard-rules.md, ``VG``): each sets up the situation
through the game primitives, acts, and checks what the rule demands."""

from __future__ import annotations

import itertools
from typing import Any, cast

import pytest

from engine.abilities import parse_ability, read_step
from engine.cards import CardDef
from engine.decisions import Decision, Kind
from engine.events import CardMoved, CardTurned, Shuffled
from engine.flow import check_timing
from engine.games.vanguard import Vanguard
from engine.games.vanguard.abilities import act_options, fire, install_continuous, play_act
from engine.games.vanguard.battle import attack_sub_phase, possible_attackers
from engine.games.vanguard.keywords import call_unit, ride_unit
from engine.games.vanguard.state import game_state, turn_state
from engine.games.vanguard.stats import unit_power
from engine.games.vanguard.trigger_checks import deal_damage, drive_check
from engine.match import Match
from engine.state import REST, STAND, Card, Game
from engine.timing import Duration, Pending
from tests.engine.games.test_vanguard import (
    RS as _RS,
)
from tests.engine.games.test_vanguard import (
    battle_game,
    by_prompt,
    drive,
    fill,
    first_option,
    match_to,
    new_game,
    put,
    stack_top,
)

RS: Vanguard = cast(Vanguard, _RS)
_ids = itertools.count(1)


def custom(
    g: Game,
    seat: int,
    zone: str,
    *,
    name: str = "",
    grade: int = 1,
    power: int = 8000,
    shield: int | None = 5000,
    critical: int = 1,
    skills: tuple[str, ...] = (),
    abilities: tuple[dict[str, Any], ...] = (),
    clan: str = "",
    orientation: str = STAND,
) -> Card:
    """A test unit with the given stats and abilities (in the vocabulary of the card files)."""
    n = next(_ids)
    stats: dict[str, Any] = {
        "clan": clan or ("Sunforge Legion" if seat == 0 else "Tidecaller Court"),
        "grade": grade,
        "power": power,
        "critical": critical,
        "skills": tuple(skills),
    }
    if shield is not None:
        stats["shield"] = shield
    cd = CardDef(
        f"TST-{n}",
        name or f"Test Unit {n}",
        "vanguard",
        "normal_unit",
        "",
        stats,
        tuple(parse_ability(a, "vanguard") for a in abilities),
    )
    c = g.new_card(cd, seat, g.zone(seat, zone))
    c.face_up = True
    c.orientation = orientation
    return c


def pend(g: Game, seat: int, card: Card) -> Pending:
    return Pending(pid=g.next_id(), controller=seat, label="test", source=card.iid, source_inc=card.incarnation)


def answer_attack(attacker: Card, target: Card | None = None, **more: Any) -> Any:
    def answer(d: Decision) -> Any:
        if "attack with" in d.prompt:
            return str(attacker.iid)
        if target is not None and "attacks" in d.prompt and d.kind is Kind.CARDS and d.max == 1:
            return str(target.iid)
        for part, value in more.items():
            if part.replace("_", " ") in d.prompt:
                return value(d) if callable(value) else value
        if "Guard" in d.prompt:
            return ()
        return first_option(d)

    return answer


# -- 1 winning and losing ---------------------------------------------------------------------


def test_vg_1_2_4_concession_ends_the_game_at_once() -> None:
    """VG 1.2.4: a player may concede at any time; they lose and the game ends immediately."""
    m = Match.new("vanguard", seed=5)
    match_to(m, "Redraw")
    m.concede(1)
    assert m.is_terminal()
    outcome = m.outcome()
    assert outcome is not None and outcome.winners == (0,)
    assert m.decision is None


def test_vg_1_2_5_win_by_effect_ends_before_check_timing() -> None:
    """VG 1.2.5: Maelstrom Sovereign's 'you win the game' ends the game while it resolves."""
    g = battle_game()
    g.active = 1
    sov = put(g, 1, "PMV2-019", "VC")
    fill(g, 1, "damage", 4)
    put(g, 0, "PMV1-006", "VC")
    deck0 = g.zone(0, "deck")
    for c in list(deck0.cards)[:-8]:
        g.move(c, g.zone(0, "drop"))
    for _ in range(2):
        stack_top(g, 1, "PMV2-006")
    answer = answer_attack(sov, pay=lambda d: "yes")
    _, over = drive(g, attack_sub_phase(g), answer)
    assert over and g.winners == (1,)
    assert "effect" in g.reason
    # the game ended while the ability resolved: the close step never came
    assert g.step == "damage"


def test_vg_1_2_5_win_condition_not_met_does_nothing() -> None:
    """VG 1.2.5 / VG 8.1.1.2.3: with more than eight cards in the opponent's deck the ability does nothing."""
    g = battle_game()
    g.active = 1
    sov = put(g, 1, "PMV2-019", "VC")
    fill(g, 1, "damage", 4)
    put(g, 0, "PMV1-006", "VC")
    for _ in range(2):
        stack_top(g, 1, "PMV2-006")
    stack_top(g, 0, "PMV1-009")
    _, over = drive(g, attack_sub_phase(g), answer_attack(sov, pay=lambda d: "yes"))
    assert not over and not g.over


# -- 2 triggers --------------------------------------------------------------------------------


def test_vg_2_8_1_1_2_critical_and_power_may_go_to_different_units() -> None:
    """VG 2.8.1.1.2: the +1 critical and the +5000 power are chosen separately."""
    g = battle_game()
    vc = put(g, 0, "PMV1-010", "VC")
    rg = put(g, 0, "PMV1-011", "RC_FL")
    stack_top(g, 0, "PMV1-002")

    def answer(d: Decision) -> Any:
        if "critical" in d.prompt:
            return str(vc.iid)
        if "power" in d.prompt:
            return str(rg.iid)
        return first_option(d)

    asked, _ = drive(g, drive_check(g, 0, 1), answer)
    assert g.stat(vc, "critical") == 2 and g.stat(vc, "power") == 10000
    assert g.stat(rg, "power") == 14000 and g.stat(rg, "critical") == 1
    assert {o.card for o in asked[0].options} == {vc.iid, rg.iid}


def test_vg_2_8_1_1_5_heal_with_more_damage_than_the_opponent() -> None:
    """VG 2.8.1.1.5 / VG 7.6.1.6.2: a heal trigger in a damage check heals with more damage than the opponent."""
    g = battle_game()
    put(g, 1, "PMV2-006", "VC")
    put(g, 0, "PMV1-006", "VC")
    fill(g, 1, "damage", 4)
    fill(g, 0, "damage", 2)
    stack_top(g, 1, "PMV2-005")
    drive(g, deal_damage(g, 1, 1))
    assert len(g.zone(1, "damage").cards) == 4 and len(g.zone(1, "drop").cards) == 1


def test_vg_2_11_3_zone_marked_text_works_only_in_that_zone() -> None:
    """VG 2.11.3.1 / VG 2.11.3.2: [VC] text does not work on a rear-guard circle, [RC] not on the vanguard circle."""
    g = battle_game()
    vc_only = custom(
        g, 0, "RC_FL", abilities=({"kind": "auto", "when": "attacks", "zones": ["VC"], "effect": [{"power": 1000}]},)
    )
    rc_only = custom(
        g, 0, "VC", abilities=({"kind": "auto", "when": "attacks", "zones": ["RC"], "effect": [{"power": 1000}]},)
    )
    fire(g, "attacks", vc_only)
    fire(g, "attacks", rc_only)
    assert g.pending == []
    both = custom(
        g,
        0,
        "RC_FR",
        abilities=({"kind": "auto", "when": "attacks", "zones": ["VC", "RC"], "effect": [{"power": 1000}]},),
    )
    fire(g, "attacks", both)  # VG 2.11.3.4
    assert len(g.pending) == 1


# -- 4 zones -----------------------------------------------------------------------------------


def test_vg_4_1_1_and_4_6_1_each_player_has_every_zone_and_seven_circles() -> None:
    """VG 4.1.1 / VG 4.6.1 / VG 4.5.2: each player has their own zones, the field has seven circles."""
    g = new_game()
    for seat in (0, 1):
        names = {z.name for z in g.zones.values() if z.owner == seat}
        assert {"deck", "hand", "drop", "soul", "damage", "bind", "trigger"} <= names
        circles = [z for z in g.zones.values() if z.owner == seat and z.field]
        assert len(circles) == 7


def test_vg_4_1_2_card_counts_are_public() -> None:
    """VG 4.1.2: the number of cards in every zone, hidden ones included, is public."""
    m = Match.new("vanguard", seed=2)
    match_to(m, "Ride phase")
    g = m.game
    for seat in (0, 1):
        v = m.view(1 - seat)
        assert v.zone(f"p{seat}.hand").count == len(g.zone(seat, "hand").cards)
        assert v.zone(f"p{seat}.deck").count == len(g.zone(seat, "deck").cards)


def test_vg_4_1_4_a_card_that_changes_zones_is_a_new_card() -> None:
    """VG 4.1.4 / VG 8.7.3: an effect on a unit ends when it leaves the field, not when it moves circle to circle."""
    g = battle_game()
    g.phase = "main"
    put(g, 0, "PMV1-010", "VC")
    rg = put(g, 0, "PMV1-011", "RC_FL")
    g.add_effect("power", "add", 3000, target=rg)
    RS.swap_column(g, 0, "L")
    assert rg.zone.name == "RC_BL" and g.stat(rg, "power") == 12000
    g.move(rg, g.zone(0, "hand"))
    g.move(rg, g.zone(0, "RC_FL"))
    assert g.stat(rg, "power") == 9000


def test_vg_4_1_5_1_cards_returned_to_the_deck_are_shuffled() -> None:
    """VG 4.1.5.1 / VG 5.2.5: cards put back into the deck at the redraw are shuffled in."""
    m = Match.new("vanguard", seed=3)
    d = match_to(m, "Redraw")
    n = len(m.game.journal)
    m.apply(tuple(o.key for o in d.options[:2]))
    assert any(isinstance(e, Shuffled) and e.zone == f"p{d.player}.deck" for e in m.game.journal[n:])


def test_vg_4_1_6_retired_and_bound_cards_go_to_their_owners_zones() -> None:
    """VG 4.1.6 / VG 10.1.18.1: a card goes to its owner's zone: a retired opponent unit to the opponent's drop."""
    g = battle_game()
    g.phase = "main"
    put(g, 0, "PMV1-013", "VC")
    warden = put(g, 0, "PMV1-012", "RC_FL")
    fill(g, 0, "damage", 1)
    victim = put(g, 1, "PMV2-007", "RC_FL")
    drive(g, play_act(g, 0, warden, 0))
    assert victim.zone is g.zone(1, "drop") and g.zone(0, "drop").cards == []


def test_vg_4_1_7_and_4_8_2_1_face_down_damage_is_visible_to_both() -> None:
    """VG 4.1.7 / VG 4.8.2.1: face-down cards in the damage zone stay public."""
    g = battle_game()
    d = fill(g, 1, "damage", 1)[0]
    g.flip(d, False)
    assert g.can_see(d, 0) and g.can_see(d, 1)


def test_vg_4_2_2_deck_order_is_hidden_from_everybody() -> None:
    """VG 4.2.2: nobody sees the cards of a deck, not even its owner."""
    m = Match.new("vanguard", seed=4)
    match_to(m, "Ride phase")
    for viewer in (0, 1):
        v = m.view(viewer)
        for seat in (0, 1):
            assert all(c.name is None and c.iid == -1 for c in v.zone(f"p{seat}.deck").cards)


def test_vg_4_2_3_soul_charge_moves_cards_one_by_one() -> None:
    """VG 4.2.3 / VG 10.1.17.1: several cards leaving the deck move one at a time, from the top."""
    g = battle_game()
    src = put(g, 0, "PMV1-008", "RC_FL")
    top2 = g.zone(0, "deck").cards[-2:]
    n = len(g.journal)

    drive(g, read_step("vanguard", {"soul_charge": 2})[1].run(g, pend(g, 0, src)))
    moves = [e for e in g.journal[n:] if isinstance(e, CardMoved)]
    assert len(moves) == 2 and all(e.dst == "p0.soul" for e in moves)
    assert set(g.zone(0, "soul").cards) == set(top2)
    assert moves[0].card == top2[1].iid  # the top card first


def test_vg_4_4_2_drop_zone_is_public_and_stacked_on_top() -> None:
    """VG 4.4.2: a card put into the drop zone goes on top, face up, seen by both players."""
    g = battle_game()
    fill(g, 1, "drop", 2)
    put(g, 0, "PMV1-010", "RC_FL")
    rg = put(g, 1, "PMV2-007", "RC_FL")
    put(g, 1, "PMV2-006", "VC")
    atk = g.zone(0, "RC_FL").top
    assert atk is not None
    drive(g, attack_sub_phase(g), answer_attack(atk, rg))
    drop = g.zone(1, "drop")
    assert drop.top is rg and rg.face_up and g.can_see(rg, 0)


def test_vg_4_6_4_1_a_card_moved_to_the_vanguard_circle_stands() -> None:
    """VG 4.6.4.1 / VG 8.5.1.1.1: the new vanguard stands whatever the ridden one's orientation."""
    g = battle_game()
    old = put(g, 0, "PMV1-006", "VC", orientation=REST)
    new = put(g, 0, "PMV1-010", "hand")
    new.orientation = REST
    ride_unit(g, 0, new, normal=True)
    assert new.orientation == STAND and old in g.zone(0, "soul").cards


def test_vg_4_6_6_1_a_card_called_from_the_drop_zone_stands() -> None:
    """VG 4.6.6.1 / VG 10.1.6.1.3: a card called to a rear-guard circle from another zone stands."""
    g = battle_game()
    put(g, 0, "PMV1-019", "VC")
    c = put(g, 0, "PMV1-006", "drop", orientation=REST)
    call_unit(g, 0, c, "RC_BL", normal=False)
    assert c.zone.name == "RC_BL" and c.orientation == STAND


def test_vg_4_6_7_1_one_unit_per_circle_any_number_of_guardians() -> None:
    """VG 4.6.7.1 / VG 3.11.1.2: one card on a vanguard or rear-guard circle, any number on the guardian circle."""
    g = new_game()
    assert g.zone(0, "VC").capacity == 1 and g.zone(0, "RC_FL").capacity == 1
    assert g.zone(0, "GC").capacity is None


def test_vg_4_7_3_soul_is_public() -> None:
    """VG 4.7.3 / VG 4.7.2: the ridden vanguard goes face up into the soul under the vanguard, seen by both."""
    g = battle_game()
    old = put(g, 0, "PMV1-006", "VC")
    ride_unit(g, 0, put(g, 0, "PMV1-010", "hand"), normal=True)
    assert old.zone.name == "soul" and old.face_up and g.can_see(old, 1)
    assert g.zone(0, "soul").host == "p0.VC"


def test_vg_4_8_2_damage_goes_on_top_face_up() -> None:
    """VG 4.8.2 / VG 4.10.3 / VG 7.6.1.6.1 / VG 7.6.1.6.4: a damage check card goes through the trigger
    zone and is put face up on top of the damage zone."""
    g = battle_game()
    put(g, 1, "PMV2-006", "VC")
    fill(g, 1, "damage", 2)
    top = stack_top(g, 1, "PMV2-009")
    drive(g, deal_damage(g, 1, 1))
    assert g.zone(1, "damage").top is top and top.face_up and g.can_see(top, 0)


def test_vg_4_9_2_1_face_down_bound_cards_are_seen_by_their_owner_only() -> None:
    """VG 4.9.2.1: a card bound face down is seen by its owner, not by the other player."""
    g = battle_game()
    src = custom(
        g,
        0,
        "RC_FL",
        abilities=(
            {
                "kind": "auto",
                "when": "hits",
                "effect": [{"bind": {"zone": "drop", "owner": "opponent", "face_down": True}}],
            },
        ),
    )
    victim = fill(g, 1, "drop", 1)[0]
    _, bind = read_step("vanguard", {"bind": {"zone": "drop", "owner": "opponent", "face_down": True}})
    drive(g, bind.run(g, pend(g, 0, src)))
    assert victim.zone is g.zone(1, "bind") and not victim.face_up
    assert g.can_see(victim, 1) and not g.can_see(victim, 0)


def test_vg_4_9_3_bound_cards_of_each_effect_form_their_own_pile() -> None:
    """VG 4.9.3 / VG 10.1.18.1: cards bound by different effects are kept in different piles."""
    g = battle_game()
    g.active = 1
    binder = put(g, 1, "PMV2-016", "RC_FL")
    a, b = fill(g, 0, "drop", 2)
    _, bind = read_step("vanguard", {"bind": {"zone": "drop", "owner": "opponent", "count": 1}})
    drive(g, bind.run(g, pend(g, 1, binder)), lambda d: (str(a.iid),))
    drive(g, bind.run(g, pend(g, 1, binder)))
    assert a.zone is g.zone(0, "bind") and b.zone is g.zone(0, "bind")  # VG 4.1.6: the owner's bind zone
    assert a.counters["pile"] != b.counters["pile"]


def test_vg_4_10_4_trigger_zone_is_public_during_a_check() -> None:
    """VG 4.10.4 / VG 7.5.1.2.1: the drive-checked card is face up in the trigger zone, seen by both."""
    g = battle_game()
    put(g, 0, "PMV1-010", "VC")
    put(g, 0, "PMV1-011", "RC_FL")
    trig = stack_top(g, 0, "PMV1-002")
    flow = drive_check(g, 0, 1)
    d = next(flow)
    assert trig.zone.name == "trigger" and trig.face_up and g.can_see(trig, 1)
    assert "critical" in d.prompt


# -- 5 set-up ----------------------------------------------------------------------------------


def test_vg_5_2_3_both_decks_are_shuffled_before_the_hands_are_drawn() -> None:
    """VG 5.2.3: each player's deck is shuffled after the first vanguards are chosen."""
    m = Match.new("vanguard", seed=8)
    match_to(m, "Redraw")
    shuffled = [e.zone for e in m.game.journal if isinstance(e, Shuffled)]
    assert {"p0.deck", "p1.deck"} <= set(shuffled)


# -- 6 the turn ---------------------------------------------------------------------------------


def _turn_game() -> Game:
    g = battle_game()
    g.turn = 2
    g.phase = ""
    return g


def test_vg_6_3_1_1_beginning_of_turn_abilities_before_standing() -> None:
    """VG 6.3.1.1 / VG 6.3.1.2: 'at the beginning of your turn' resolves before the units stand."""
    g = _turn_game()
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
    g = _turn_game()
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
    g = _turn_game()
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
    g = _turn_game()
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
    g = _turn_game()
    vc = put(g, 0, "PMV1-010", "VC")
    drive(g, RS.turn(g), by_prompt({"Ride phase": "skip", "Main phase": lambda d: "end"}))
    g.add_effect("power", "add", 1000, target=vc)
    g.active = 0
    drive(g, RS.turn(g), by_prompt({"Ride phase": "skip", "Main phase": "end"}))
    assert g.stat(vc, "power") == 10000


# -- 7 battle ----------------------------------------------------------------------------------


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


def test_vg_8_5_2_2_1_1_guardians_are_rested_on_the_guardian_circle() -> None:
    """VG 8.5.2.2.1.1 / VG 8.5.2.4.3: in the guard step cards are called only to the guardian circle, resting."""
    g = battle_game()
    atk = put(g, 0, "PMV1-010", "VC")
    put(g, 1, "PMV2-013", "VC")
    grd = put(g, 1, "PMV2-009", "hand")
    stack_top(g, 0, "PMV1-009")
    where: list[tuple[str, str]] = []

    def answer(d: Decision) -> Any:
        if "Guard" in d.prompt:
            return (str(grd.iid),)
        if d.prompt.startswith("Drive check") or "drive" in d.prompt.lower():
            where.append((grd.zone.name, grd.orientation))
        return answer_attack(atk)(d)

    flow = attack_sub_phase(g)
    sent = None
    while True:
        try:
            d = flow.send(sent)  # type: ignore[arg-type]
        except StopIteration:
            break
        if grd.zone.name == "GC":
            where.append((grd.zone.name, grd.orientation))
        sent = d.chosen(d.normalise(answer(d)))
    assert ("GC", REST) in where or grd.zone.name == "drop"
    assert grd.zone.name == "drop"


def test_vg_10_2_2_1_intercept_not_by_an_attacked_unit() -> None:
    """VG 10.2.2.1: a unit being attacked cannot intercept; back-row units cannot either."""
    g = battle_game()
    atk = put(g, 0, "PMV1-010", "VC")
    put(g, 1, "PMV2-006", "VC")
    target = put(g, 1, "PMV2-010", "RC_FL")  # intercept, attacked
    other = put(g, 1, "PMV2-011", "RC_FR")  # intercept, not attacked
    put(g, 1, "PMV2-012", "RC_BL")  # intercept, back row
    asked, _ = drive(g, attack_sub_phase(g), answer_attack(atk, target))
    guard = next(d for d in asked if "Guard" in d.prompt)
    assert [o.card for o in guard.options] == [other.iid]


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


# -- 8 abilities -------------------------------------------------------------------------------


def test_vg_8_1_1_2_2_automatic_ability_cost_may_be_declined() -> None:
    """VG 8.1.1.2.2: the cost of an automatic ability is paid on resolution; declining it does nothing."""
    g = battle_game()
    duelist = put(g, 0, "PMV1-011", "RC_FL")
    put(g, 0, "PMV1-010", "VC")
    soul_card = put(g, 0, "PMV1-006", "soul")
    put(g, 1, "PMV2-013", "VC")
    drive(g, attack_sub_phase(g), answer_attack(duelist, pay=lambda d: "no"))
    assert soul_card.zone.name == "soul"
    assert g.stat(duelist, "power") == 9000


def test_vg_8_1_1_2_3_condition_checked_on_resolution() -> None:
    """VG 8.1.1.2.3: an 'if' ability triggers anyway, and does nothing if the condition fails when it resolves."""
    g = battle_game()
    u = custom(
        g,
        0,
        "VC",
        abilities=(
            {"kind": "auto", "when": "attacks", "condition": [{"soul_at_least": 1}], "effect": [{"power": 5000}]},
        ),
    )
    fire(g, "attacks", u)
    assert len(g.pending) == 1
    drive(g, check_timing(g))
    assert g.stat(u, "power") == 8000
    fill(g, 0, "soul", 1)
    fire(g, "attacks", u)
    drive(g, check_timing(g))
    assert g.stat(u, "power") == 13000


def test_vg_8_1_1_3_continuous_ability_applies_while_in_its_zone() -> None:
    """VG 8.1.1.3 / VG 8.7.4: Maelstrom Sovereign's [CONT](VC) +1000 to rear-guards applies at once
    to a unit entering a rear-guard circle, and not while the Sovereign is elsewhere."""
    g = battle_game()
    install_continuous(g)
    sov = put(g, 1, "PMV2-019", "VC")
    rg = put(g, 1, "PMV2-007", "RC_FL")
    assert g.stat(rg, "power") == int(rg.card.get("power")) + 1000
    assert g.stat(sov, "power") == 11000
    g.move(sov, g.zone(1, "soul"))
    assert g.stat(rg, "power") == int(rg.card.get("power"))


def test_vg_8_1_1_3_continuous_ability_with_a_turn_condition() -> None:
    """VG 8.1.1.3: Spark Kindling gets +1000 power during its master's turn only, on a rear-guard circle."""
    g = battle_game()
    install_continuous(g)
    spark = put(g, 0, "PMV1-022", "RC_BC")
    assert g.stat(spark, "power") == 6000
    g.active = 1
    assert g.stat(spark, "power") == 5000


def test_vg_8_4_1_2_turn_players_abilities_resolve_first() -> None:
    """VG 8.4.1.2 / VG 8.4.1.3: the turn player's standing-by abilities resolve before the opponent's."""
    g = battle_game()
    order: list[int] = []
    a = custom(g, 0, "VC", abilities=({"kind": "auto", "when": "attacked", "effect": [{"soul_charge": 1}]},))
    b = custom(g, 1, "VC", abilities=({"kind": "auto", "when": "attacked", "effect": [{"soul_charge": 1}]},))
    fire(g, "attacked", b)
    fire(g, "attacked", a)
    n = len(g.journal)
    drive(g, check_timing(g))
    for e in g.journal[n:]:
        if isinstance(e, CardMoved) and e.dst.endswith("soul"):
            order.append(int(e.dst[1]))
    assert order == [0, 1]


def test_vg_8_5_3_1_2_choose_as_many_as_possible() -> None:
    """VG 8.5.3.1.2: 'retire two' with one candidate retires that one."""
    g = battle_game()
    src = put(g, 0, "PMV1-010", "VC")
    lone = put(g, 1, "PMV2-007", "RC_FL")

    drive(
        g, read_step("vanguard", {"retire": {"zone": "RC", "owner": "opponent", "count": 2}})[1].run(g, pend(g, 0, src))
    )
    assert lone.zone.name == "drop"


def test_vg_8_6_2_1_an_ability_triggered_twice_stands_by_twice() -> None:
    """VG 8.6.2.1: two hits on a multi-attack trigger 'when this unit's attack hits' twice."""
    g = battle_game()
    install_continuous(g)
    u = custom(
        g,
        0,
        "VC",
        power=30000,
        skills=("multi_attack",),
        abilities=({"kind": "auto", "when": "hits", "effect": [{"soul_charge": 1}]},),
    )
    put(g, 1, "PMV2-006", "VC")
    put(g, 1, "PMV2-007", "RC_FL")
    stack_top(g, 1, "PMV2-009")
    drive(g, attack_sub_phase(g), answer_attack(u, one_or_more=lambda d: tuple(o.key for o in d.options)))
    assert len(g.zone(0, "soul").cards) == 2


def test_vg_8_6_3_1_costless_automatic_abilities_are_not_optional() -> None:
    """VG 8.6.3.1: an automatic ability without cost resolves without asking."""
    g = battle_game()
    u = custom(g, 0, "VC", abilities=({"kind": "auto", "when": "attacks", "effect": [{"soul_charge": 1}]},))
    fire(g, "attacks", u)
    asked, _ = drive(g, check_timing(g))
    assert asked == [] and len(g.zone(0, "soul").cards) == 1


def test_vg_8_6_4_1_4_ridden_unit_ability_works_from_the_soul() -> None:
    """VG 8.6.4.1.4: Spark Kindling's 'when a unit rides this unit' resolves after it went into the soul."""
    g = battle_game()
    spark = put(g, 0, "PMV1-022", "VC")
    ride_unit(g, 0, put(g, 0, "PMV1-006", "hand"), normal=True)
    drive(g, check_timing(g))
    soul = g.zone(0, "soul").cards
    assert spark in soul and len(soul) == 2


def test_vg_8_6_7_ability_of_a_card_that_moved_fails_to_affect_it() -> None:
    """VG 8.6.7: the ability still resolves, but 'this unit gets +power' finds no unit once it left."""
    g = battle_game()
    u = custom(
        g, 0, "RC_FL", abilities=({"kind": "auto", "when": "attacks", "effect": [{"power": 5000}, {"soul_charge": 1}]},)
    )
    fire(g, "attacks", u)
    g.move(u, g.zone(0, "hand"))
    drive(g, check_timing(g))
    assert len(g.zone(0, "soul").cards) == 1
    g.move(u, g.zone(0, "RC_FL"))
    assert g.stat(u, "power") == 8000


# -- 9 rule actions ------------------------------------------------------------------------------


def test_vg_9_1_2_rule_actions_wait_for_check_timing() -> None:
    """VG 9.1.2 / VG 1.2.2: six damage outside a check timing does not end the game until one comes."""
    g = battle_game()
    fill(g, 1, "damage", 6)
    assert not g.over
    _, over = drive(g, check_timing(g))
    assert over and g.winners == (0,)


def test_vg_9_3_3_two_units_on_a_rear_guard_circle() -> None:
    """VG 9.3.3: the unit placed earlier on a rear-guard circle goes to the drop zone by rule action."""
    g = battle_game()
    first = put(g, 0, "PMV1-006", "RC_FL")
    last = put(g, 0, "PMV1-007", "RC_FL")
    drive(g, check_timing(g))
    assert g.zone(0, "RC_FL").cards == [last] and first.zone.name == "drop"


# -- 10 specific actions and keywords --------------------------------------------------------------


def test_vg_10_1_2_1_1_discard_cost_and_10_1_9_search_the_deck() -> None:
    """VG 10.1.2.1.1 / VG 10.1.9.1 / VG 10.1.10: Cinderwing Falconer discards to search a grade 3,
    then the deck is shuffled."""
    g = battle_game()
    g.phase = "main"
    put(g, 0, "PMV1-010", "VC")
    fal = put(g, 0, "PMV1-016", "hand")
    junk = put(g, 0, "PMV1-009", "hand")
    deck = g.zone(0, "deck")
    n = len(g.journal)
    asked, _ = drive(
        g,
        RS.main_phase(g),
        by_prompt(
            {
                "Main phase": lambda d: f"call:{fal.iid}:RC_FL" if fal.zone.name == "hand" else "end",
                "pay": "yes",
                "Discard": (str(junk.iid),),
                "Search": lambda d: (d.options[0].key,),
            }
        ),
    )
    search = next(d for d in asked if "Search" in d.prompt)
    assert search.min == 0  # VG 10.1.9.1.1 / VG 8.5.3.1.1: a hidden zone, "up to": finding nothing is allowed
    assert all(g.cards[o.card or 0].card.get("grade") == 3 for o in search.options)
    hand = g.zone(0, "hand").cards
    assert junk.zone.name == "drop" and len(hand) == 1 and hand[0].card.get("grade") == 3
    assert any(isinstance(e, Shuffled) and e.zone == deck.key for e in g.journal[n:])


def test_vg_10_1_9_1_2_search_of_a_public_zone_must_find() -> None:
    """VG 10.1.9.1.2: searching the drop zone, a fitting card must be found."""
    g = battle_game()
    src = put(g, 0, "PMV1-010", "VC")
    put(g, 0, "PMV1-013", "drop")
    _, search = read_step("vanguard", {"search": {"zone": "drop", "grade": 3, "count": 1}})
    asked, _ = drive(g, search.run(g, pend(g, 0, src)), lambda d: ())
    assert asked == [] or asked[0].min == 1
    assert len(g.zone(0, "hand").cards) == 1


def test_vg_10_1_5_2_superior_ride_from_the_deck() -> None:
    """VG 10.1.5.2 / VG 10.1.11: Wavebreak Herald rests and goes into the soul to superior ride a grade 3."""
    g = battle_game()
    g.active = 1
    g.phase = "main"
    old = put(g, 1, "PMV2-010", "VC")
    herald = put(g, 1, "PMV2-021", "RC_BL")
    opts = act_options(g, 1)
    assert [o.key for o in opts] == [f"act:{herald.iid}:0"]
    drive(g, play_act(g, 1, herald, 0), lambda d: (d.options[0].key,) if d.kind is Kind.CARDS else first_option(d))
    vc = g.zone(1, "VC").top
    assert vc is not None and vc.card.get("grade") == 3 and vc.orientation == STAND
    assert old in g.zone(1, "soul").cards and herald in g.zone(1, "soul").cards


def test_vg_10_1_6_1_3_superior_call_from_soul_and_drop() -> None:
    """VG 10.1.6.1.3: Magmacrown Marshal calls from the soul; Pyreborn Phoenix calls from the drop zone."""
    g = battle_game()
    marshal = put(g, 0, "PMV1-017", "VC")
    blasted = fill(g, 0, "soul", 2)
    g1 = put(g, 0, "PMV1-006", "soul")
    put(g, 1, "PMV2-013", "VC")
    for _ in range(2):
        stack_top(g, 0, "PMV1-009")
    answer = answer_attack(
        marshal,
        pay=lambda d: "yes",
        Soul_Blast=tuple(str(c.iid) for c in blasted),
        call=lambda d: (str(g1.iid),),
    )
    drive(g, attack_sub_phase(g), answer)
    assert g1.zone.name in ("RC_FL", "RC_FR", "RC_BL", "RC_BC", "RC_BR") and g1.orientation == STAND
    g2 = battle_game()
    phx = put(g2, 0, "PMV1-019", "RC_FL")
    put(g2, 0, "PMV1-010", "VC")
    fill(g2, 0, "damage", 1)
    low = put(g2, 0, "PMV1-007", "drop")
    put(g2, 1, "PMV2-006", "VC")
    stack_top(g2, 1, "PMV2-009")
    drive(g2, attack_sub_phase(g2), answer_attack(phx, pay=lambda d: "yes"))
    assert low.zone.field


def test_vg_10_1_6_1_3_superior_call_from_the_deck_may_find_none() -> None:
    """VG 10.1.6.1.3 / VG 10.1.9.1.1: Pearl Diver's call from the deck may find nothing; the deck is shuffled."""
    g = battle_game()
    g.active = 1
    put(g, 1, "PMV2-010", "VC")
    diver = put(g, 1, "PMV2-015", "hand")
    fill(g, 1, "damage", 1)
    call_unit(g, 1, diver, "RC_FL", normal=True)
    n = len(g.journal)
    asked, _ = drive(g, check_timing(g), by_prompt({"pay": "yes", "Choose up to": ()}))
    d = next(d for d in asked if "Choose up to" in d.prompt)
    rear = [c for c in g.cards if c.zone.field and c.owner == 1]
    assert d.min == 0 and len(rear) == 2
    assert any(isinstance(e, Shuffled) for e in g.journal[n:])


def test_vg_10_1_7_heal_activated_ability() -> None:
    """VG 10.1.7.1: Tidepriestess Coralie heals a damage (damage zone to drop zone) with 3 or more damage."""
    g = battle_game()
    g.active = 1
    g.phase = "main"
    put(g, 1, "PMV2-010", "VC")
    cor = put(g, 1, "PMV2-017", "RC_FL")
    fill(g, 1, "soul", 2)
    fill(g, 1, "damage", 2)
    assert act_options(g, 1) == []
    fill(g, 1, "damage", 1)
    assert [o.key for o in act_options(g, 1)] == [f"act:{cor.iid}:0"]
    drive(g, play_act(g, 1, cor, 0))
    assert len(g.zone(1, "damage").cards) == 2 and len(g.zone(1, "drop").cards) == 3


def test_vg_10_1_8_reveal_miss_goes_to_the_bottom() -> None:
    """VG 10.1.8.1.2: a revealed card that does not fit goes to the bottom of the deck."""
    g = battle_game()
    src = put(g, 1, "PMV2-020", "VC")
    top = stack_top(g, 1, "PMV2-006")
    from engine.games.vanguard.keywords import HANDLERS

    drive(g, HANDLERS["reveal_top"](g, pend(g, 1, src), (("grade", 3), ("hit", "hand"), ("miss", "bottom"))))
    assert g.zone(1, "deck").cards[0] is top


def test_vg_10_1_11_rest_effect_and_11_2_cannot_use_abilities() -> None:
    """VG 10.1.11.1 / VG 11.2.1.2 / VG 11.2.1.1: Stillwater Sorcerer rests a rear-guard and stops the
    opponent's vanguard's abilities until end of turn."""
    g = battle_game()
    g.active = 1
    sorc = put(g, 1, "PMV2-018", "RC_FL")
    put(g, 1, "PMV2-010", "VC")
    fill(g, 1, "damage", 1)
    empress = put(g, 0, "PMV1-014", "VC")
    rg = put(g, 0, "PMV1-007", "RC_FL")
    stack_top(g, 0, "PMV1-009")
    drive(g, attack_sub_phase(g), answer_attack(sorc, empress, pay=lambda d: "yes"))
    assert rg.orientation == REST
    fire(g, "placed", empress)  # 11.2.1.2: cannot trigger
    assert g.pending == []
    g.expire(*Duration)
    fire(g, "placed", empress)
    assert len(g.pending) == 1


def test_vg_11_2_1_3_standing_by_ability_is_cancelled() -> None:
    """VG 11.2.1.3: an ability already standing by is cancelled when its unit's abilities cannot be used."""
    g = battle_game()
    u = custom(g, 0, "VC", abilities=({"kind": "auto", "when": "attacks", "effect": [{"soul_charge": 1}]},))
    fire(g, "attacks", u)
    src = custom(g, 1, "VC")
    from engine.games.vanguard.keywords import HANDLERS

    drive(g, HANDLERS["seal"](g, pend(g, 1, src), "opponent_vanguard"))
    drive(g, check_timing(g))
    assert g.zone(0, "soul").cards == []


def test_vg_10_1_12_counter_charge_turns_face_up() -> None:
    """VG 10.1.12.1: counter charge turns a face-down damage face up."""
    g = battle_game()
    src = put(g, 0, "PMV1-010", "VC")
    d = fill(g, 0, "damage", 1)[0]
    g.flip(d, False)
    drive(g, read_step("vanguard", {"counter_charge": 1})[1].run(g, pend(g, 0, src)))
    assert d.face_up


def test_vg_10_1_14_1_1_skill_damage_makes_a_damage_check() -> None:
    """VG 10.1.14.1.1 / VG 3.15.1.2 / VG 10.2.5.1.3.1: Solar Regent Ignis (Limit Break ACT) deals damage
    by its effect; the damage check is made, and a trigger works."""
    g = battle_game()
    g.phase = "main"
    ignis = put(g, 0, "PMV1-020", "VC")
    rg = put(g, 0, "PMV1-006", "RC_FL")
    fill(g, 0, "damage", 3)
    put(g, 1, "PMV2-006", "VC")
    assert act_options(g, 0) == []  # Limit Break: 3 damage is not enough
    fill(g, 0, "damage", 1)
    assert [o.key for o in act_options(g, 0)] == [f"act:{ignis.iid}:0"]
    trig = stack_top(g, 1, "PMV2-004")  # a draw trigger
    drive(g, play_act(g, 0, ignis, 0))
    assert rg.zone.name == "drop"
    assert trig in g.zone(1, "damage").cards and len(g.zone(1, "hand").cards) == 1
    assert g.stat(ignis, "critical") == 2


def test_vg_10_1_20_loses_restraint_then_can_attack() -> None:
    """VG 10.2.4.1 / VG 10.1.20.2: Blastfurnace Golem with Restraint cannot attack until it loses Restraint."""
    g = battle_game()
    g.phase = "main"
    put(g, 0, "PMV1-010", "VC")
    golem = put(g, 0, "PMV1-015", "RC_FL")
    fill(g, 0, "damage", 1)
    assert golem not in possible_attackers(g, 0)
    drive(g, play_act(g, 0, golem, 0))
    assert golem in possible_attackers(g, 0)
    g.expire(Duration.END_OF_TURN)
    assert golem not in possible_attackers(g, 0)


def test_vg_10_1_20_1_gets_intercept_until_end_of_turn() -> None:
    """VG 10.1.20.1: a unit that gets Intercept may intercept."""
    g = battle_game()
    src = put(g, 1, "PMV2-006", "VC")
    rg = put(g, 1, "PMV2-007", "RC_FL")
    from engine.games.vanguard.keywords import has_skill

    assert not has_skill(g, rg, "intercept")
    _, grant = read_step("vanguard", {"grant": {"keyword": "intercept", "target": {"zone": "RC", "count": 1}}})
    drive(g, grant.run(g, pend(g, 1, src)))
    assert has_skill(g, rg, "intercept")


def test_vg_10_1_18_bind_on_hit() -> None:
    """VG 10.1.18.1: Abyssal Binder binds a card from the opponent's drop zone when its attack hits."""
    g = battle_game()
    g.active = 1
    binder = put(g, 1, "PMV2-016", "RC_FL")
    put(g, 1, "PMV2-010", "VC")
    put(g, 0, "PMV1-006", "VC")
    gone = fill(g, 0, "drop", 1)[0]
    stack_top(g, 0, "PMV1-009")
    drive(g, attack_sub_phase(g), answer_attack(binder))
    assert gone.zone is g.zone(0, "bind") and gone.face_up


def test_vg_10_2_5_1_1_1_limit_break_cont_follows_the_damage() -> None:
    """VG 10.2.5.1.1.1: a Limit Break continuous ability starts and stops with the damage count."""
    g = battle_game()
    install_continuous(g)
    marshal = put(g, 0, "PMV1-017", "VC")
    from engine.games.vanguard.keywords import has_skill

    fill(g, 0, "damage", 3)
    assert not has_skill(g, marshal, "multi_attack")
    d4 = fill(g, 0, "damage", 1)[0]
    assert has_skill(g, marshal, "multi_attack")
    g.move(d4, g.zone(0, "drop"))
    assert not has_skill(g, marshal, "multi_attack")


def test_vg_10_2_5_1_2_1_limit_break_auto_resolves_after_a_heal() -> None:
    """VG 10.2.5.1.2.1: once triggered with four damage, a Limit Break ability resolves even with three."""
    g = battle_game()
    overlord = put(g, 0, "PMV1-013", "VC")
    dmg = fill(g, 0, "damage", 4)
    fire(g, "attacks", overlord)
    g.move(dmg[0], g.zone(0, "drop"))
    drive(g, check_timing(g), by_prompt({"pay": "yes"}))
    assert g.stat(overlord, "critical") == 2


def test_vg_10_2_3_1_boost_only_from_the_same_column() -> None:
    """VG 10.2.3.1 / VG 7.3.1.5: only the unit behind the attacker may boost it."""
    g = battle_game()
    atk = put(g, 0, "PMV1-010", "RC_FL")
    put(g, 0, "PMV1-006", "RC_BC")
    put(g, 1, "PMV2-013", "VC")
    asked, _ = drive(g, attack_sub_phase(g), answer_attack(atk))
    assert not any("Boost" in d.prompt for d in asked)


def test_vg_10_1_19_battle_changes_the_attacked_unit() -> None:
    """VG 10.1.19.1: 'battle' makes this unit the attacked unit instead, in the attack step."""
    g = battle_game()
    atk = put(g, 0, "PMV1-010", "RC_FL")  # 10000
    vc = put(g, 1, "PMV2-006", "VC")
    decoy = custom(
        g,
        1,
        "RC_FR",
        power=20000,
        abilities=({"kind": "auto", "when": "opponent_attacks", "zones": ["RC"], "effect": [{"battle": True}]},),
    )
    drive(g, attack_sub_phase(g), answer_attack(atk, vc))
    assert g.zone(1, "damage").cards == [] and decoy.zone.name == "RC_FR"
    assert vc.zone.name == "VC"


def test_vg_10_1_6_1_3_1_superior_call_to_the_guardian_circle() -> None:
    """VG 10.1.6.1.3.1: units superior called to the guardian circle rest there and guard an attacked unit."""
    g = battle_game()
    atk = put(g, 0, "PMV1-010", "RC_FL")  # 10000
    put(g, 1, "PMV2-006", "VC")  # 8000
    wall = put(g, 1, "PMV2-009", "drop")  # shield 10000
    custom(
        g,
        1,
        "RC_FR",
        power=1000,
        abilities=(
            {"kind": "auto", "when": "opponent_attacks", "zones": ["RC"], "effect": [{"guard_call": {"from": "drop"}}]},
        ),
    )
    drive(g, attack_sub_phase(g), answer_attack(atk))
    assert g.zone(1, "damage").cards == []  # 8000 + 10000 against 10000
    assert wall.zone.name == "drop"  # retired with the guardians (VG 7.6.1.8)


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


def test_vg_9_4_1_guardians_leave_when_the_battle_phase_ends() -> None:
    """VG 9.4.1: a unit left on the guardian circle goes to the drop zone at the next check
    timing outside the battle phase."""
    g = battle_game()
    g.phase = "end"
    gd = put(g, 1, "PMV2-009", "GC")
    drive(g, check_timing(g))
    assert gd.zone.name == "drop"


def test_vg_10_2_1_1_twin_drive_only_for_the_vanguard() -> None:
    """VG 10.2.1.1 / VG 7.5.1.3: Twin Drive!! checks twice only while the unit is the attacking vanguard."""
    g = battle_game()
    vc = custom(g, 0, "VC", skills=("twin_drive",))
    put(g, 1, "PMV2-013", "VC")
    for _ in range(2):
        stack_top(g, 0, "PMV1-009")
    drive(g, attack_sub_phase(g), answer_attack(vc))
    assert len(g.zone(0, "hand").cards) == 2
    g2 = battle_game()
    single = custom(g2, 0, "VC")
    put(g2, 1, "PMV2-013", "VC")
    drive(g2, attack_sub_phase(g2), answer_attack(single))
    assert len(g2.zone(0, "hand").cards) == 1


def test_vg_10_1_6_1_1_1_2_a_normal_call_places_one_card() -> None:
    """VG 10.1.6.1.1.1.2 / VG 6.6.1.2.1: each normal call puts exactly one card on one rear-guard circle."""
    g = battle_game()
    g.phase = "main"
    put(g, 0, "PMV1-010", "VC")
    a = put(g, 0, "PMV1-006", "hand")
    put(g, 0, "PMV1-007", "hand")
    answers = iter([f"call:{a.iid}:RC_BC", "end"])
    drive(g, RS.main_phase(g), lambda d: next(answers))
    assert [c for c in g.cards if c.owner == 0 and c.zone.name.startswith("RC")] == [a]
    assert len(g.zone(0, "hand").cards) == 1


def test_vg_10_1_11_stand_effect_on_a_standing_unit_does_nothing() -> None:
    """VG 10.1.11.1 / VG 3.17.2: standing a standing unit does nothing (no event)."""
    g = battle_game()
    u = put(g, 0, "PMV1-010", "VC")
    n = len(g.journal)

    drive(g, read_step("vanguard", {"stand": {"zone": "VC", "count": "all"}})[1].run(g, pend(g, 0, u)))
    assert not any(isinstance(e, CardTurned) for e in g.journal[n:])
    g.set_orientation(u, REST)
    drive(g, read_step("vanguard", {"stand": {"zone": "VC", "count": "all"}})[1].run(g, pend(g, 0, u)))
    assert u.orientation == STAND


def test_vg_10_1_3_2_retired_unit_triggers_leave_field() -> None:
    """VG 10.1.3.2 / VG 8.6.4.1.2: a unit moved from the field to the drop zone is retired; its
    'leaves the field' ability looks at the circle it was on."""
    g = battle_game()
    runner = put(g, 1, "PMV2-009", "RC_FL")
    src = put(g, 0, "PMV1-010", "VC")

    drive(
        g, read_step("vanguard", {"retire": {"zone": "RC", "owner": "opponent", "count": 1}})[1].run(g, pend(g, 0, src))
    )
    assert runner.zone.name == "drop" and len(g.pending) == 1


def test_vg_5_1_2_2_1_same_name_different_cards_count_together() -> None:
    """VG 5.1.2.2.1: two cards with the same name count together towards the four-copy limit."""
    from engine.cards import CardPool
    from engine.decks import parse_deck_text
    from engine.errors import DeckError
    from engine.games.vanguard.deck import check_vanguard_deck

    pool = CardPool("vanguard")
    base = {"clan": "Test", "grade": 1, "power": 5000, "shield": 5000, "critical": 1}
    for i in range(4):
        pool.add(CardDef(f"T-{i}", f"Trigger {i}", "vanguard", "trigger_unit", "", {**base, "trigger": "draw"}, ()))
    pool.add(CardDef("A-1", "Twin Name", "vanguard", "normal_unit", "", {**base, "grade": 0}, ()))
    pool.add(CardDef("A-2", "Twin Name", "vanguard", "normal_unit", "", {**base, "power": 9000}, ()))
    for i in range(8):
        pool.add(CardDef(f"N-{i}", f"Normal {i}", "vanguard", "normal_unit", "", base, ()))
    lines = [f"4 T-{i}" for i in range(4)] + ["3 A-1", "2 A-2"] + [f"4 N-{i}" for i in range(7)] + ["1 N-7"]
    deck = parse_deck_text("\n".join(lines) + "\n", "twins.txt")
    try:
        check_vanguard_deck(deck, pool)
    except DeckError as err:
        assert "VG 5.1.2.2" in err.message and err.line == 6
    else:
        raise AssertionError("five cards named 'Twin Name' were accepted")


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


def test_vg_8_4_2_1_check_timing_before_each_play_timing() -> None:
    """VG 8.4.2.1 / VG 8.4.2.2 / VG 8.4.2.3 / VG 3.6.2: an ability triggered by a normal call resolves before
    the next main-phase choice; passing ends the play timing."""
    g = battle_game()
    g.phase = "main"
    put(g, 0, "PMV1-010", "VC")
    aco = put(g, 0, "PMV1-008", "hand")  # placed on RC: Soul Charge 1
    souls: list[int] = []

    def answer(d: Decision) -> Any:
        souls.append(len(g.zone(0, "soul").cards))
        return f"call:{aco.iid}:RC_BL" if aco.zone.name == "hand" else "end"

    drive(g, RS.main_phase(g), answer)
    assert souls == [0, 1]


def test_vg_8_7_1_numeric_changes_apply_after_a_set_value() -> None:
    """VG 8.7.1.1 - VG 8.7.1.3 / VG 8.7.2.1: a power set by an effect is the base of later +power,
    whatever the order."""
    g = battle_game()
    u = put(g, 0, "PMV1-010", "VC")
    g.add_effect("power", "add", 3000, target=u)
    g.add_effect("power", "set", 5000, target=u)
    assert g.stat(u, "power") == 8000
    g.add_effect("power", "add", 1000, target=u)
    assert g.stat(u, "power") == 9000


def test_vg_10_1_4_1_1_superior_call_counts_as_placed() -> None:
    """VG 10.1.4.1.1: a unit superior called from the drop zone is 'placed' and its ability triggers."""
    g = battle_game()
    put(g, 0, "PMV1-010", "VC")
    aco = put(g, 0, "PMV1-008", "drop")
    call_unit(g, 0, aco, "RC_FL", normal=False)
    drive(g, check_timing(g))
    assert len(g.zone(0, "soul").cards) == 1


def test_vg_8_5_3_1_call_from_a_public_zone_must_choose() -> None:
    """VG 8.5.3.1 / VG 10.1.9.1.2: calling from the soul (a public zone), a fitting card must be chosen;
    only a hidden zone allows finding none (VG 8.5.3.1.4)."""
    g = battle_game()
    src = put(g, 0, "PMV1-017", "VC")
    fill(g, 0, "soul", 1)
    from engine.games.vanguard.keywords import HANDLERS

    asked, _ = drive(
        g, HANDLERS["superior_call"](g, pend(g, 0, src), (("from", "soul"), ("grade_max", 3))), lambda d: None
    )
    assert all(d.min >= 1 for d in asked if d.kind is Kind.CARDS)
    assert g.zone(0, "soul").cards == []


def test_vg_4_6_2_1_the_opponents_facing_column() -> None:
    """VG 4.6.2 / VG 4.6.2.1: your left column faces your opponent's right column; an effect on
    'the opponent's rear-guards in this unit's column' finds only those."""
    g = battle_game()
    src = put(g, 0, "PMV1-010", "RC_FL")  # my left column
    facing_front = put(g, 1, "PMV2-007", "RC_FR")  # the opponent's right column
    facing_back = put(g, 1, "PMV2-009", "RC_BR")
    put(g, 1, "PMV2-006", "RC_FL")  # the opponent's left column: not facing
    from engine.games.vanguard.keywords import candidates

    found = candidates(g, pend(g, 0, src), "opponent_rearguard", {"same_column": True})
    assert set(found) == {facing_front, facing_back}
    mine = put(g, 0, "PMV1-006", "RC_BL")
    put(g, 0, "PMV1-007", "RC_BR")
    assert candidates(g, pend(g, 0, src), "rearguard", {"same_column": True}) == [src, mine]


def test_vg_demo_set_uses_the_whole_vocabulary() -> None:
    """VG 2 / VG 10: the demo set has at least 40 cards of two clans, and its abilities use every
    trigger, cost and effect word of the issue's list (on-ride, on-call, attacks, hits, boosted, end of
    battle; counter blast, soul blast, soul charge, discard; power, critical, draw, search, superior
    call from deck / drop / soul, retire, bind, heal, limit break)."""
    pool = RS.pool
    cards = list(pool.cards.values())
    assert len(cards) >= 40
    assert len({c.get("clan") for c in cards}) >= 2
    whens = {ab.when for c in cards for ab in c.abilities if ab.kind == "auto"}
    assert {"placed", "attacks", "hits", "boosted", "boosts", "battle_end", "ridden", "main_start", "turn_end"} <= whens
    assert any(ab.zones == ("VC",) and ab.when == "placed" for c in cards for ab in c.abilities)  # on-ride
    assert any(ab.zones == ("RC",) and ab.when == "placed" for c in cards for ab in c.abilities)  # on-call
    costs = {w for c in cards for ab in c.abilities for w, _ in ab.cost}
    assert {
        "counter_blast",
        "soul_blast",
        "soul_charge",
        "discard",
        "rest_self",
        "soul_self",
        "retire_rearguard",
    } <= costs
    effects = {w for c in cards for ab in c.abilities for w, _ in ab.effect}
    # a unit gets power or critical for a turn or a battle (the shared verb "gets")
    changed = {
        (s, v.until) for c in cards for ab in c.abilities for w, v in ab.effect if w == "gets" for s, _ in v.changes
    }
    assert {("power", "turn"), ("critical", "turn"), ("power", "battle")} <= changed
    assert {
        "power",
        "draw",
        "search",
        "superior_call",
        "superior_ride",
        "retire",
        "bind",
        "heal",
    } <= effects
    assert {"soul_charge", "damage", "reveal_top", "seal", "win_game", "remove", "grant"} <= effects
    sources = {dict(v).get("from") for c in cards for ab in c.abilities for w, v in ab.effect if w == "superior_call"}
    assert {"deck", "drop", "soul"} <= sources
    lb_kinds = {ab.kind for c in cards for ab in c.abilities if any(w == "limit_break" for w, _ in ab.condition)}
    assert lb_kinds == {"auto", "act", "cont"}
    skills = {s for c in cards for s in (c.get("skills") or ())}
    assert {"boost", "intercept", "twin_drive", "restraint"} <= skills


def test_vg_1_3_1_unscripted_text_is_resolved_by_hand() -> None:
    """VG 1.3.1: card text wins over the rules; text the engine does not script is carried out by
    the players as logged manual moves, and the game goes on under the rules."""
    m = Match.new("vanguard", seed=12)
    match_to(m, "Main phase", lambda d: "skip" if "Ride" in d.prompt else first_option(d))
    g = m.game
    me = g.active
    card = g.zone(me, "hand").cards[0]
    m.manual(me, {"move": card.iid, "to": f"p{me}.drop"})
    assert card.zone.name == "drop"
    assert any("by hand" in line for line in m.log())
    assert m.clone().journal_digest() == m.journal_digest()
    m.apply("end")
    assert m.decision is not None


def test_vg_6_4_1_3_drawing_the_last_card_loses_at_the_next_check_timing() -> None:
    """VG 6.4.1.3 / VG 9.2.3: the turn player who draws the last card of the deck loses at the check
    timing that follows the draw, before the ride phase."""
    g = _turn_game()
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
    g = _turn_game()
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


def test_vg_1_3_3_cannot_be_hit_stops_the_hit() -> None:
    """VG 1.3.3 / VG 7.6.1.2: Bubblewall Sentinel (shield 0, VG 3.11.1.1) makes the attacked unit
    impossible to hit: no damage although the attacker has more power; the effect ends with the battle."""
    g = battle_game()
    atk = put(g, 0, "PMV1-013", "VC")  # 11000
    vc = put(g, 1, "PMV2-006", "VC")  # 8000
    sentinel = put(g, 1, "PMV2-022", "hand")
    fodder = put(g, 1, "PMV2-009", "hand")
    for _ in range(2):
        stack_top(g, 0, "PMV1-009")
    drive(g, attack_sub_phase(g), answer_attack(atk, vc, Guard=(str(sentinel.iid),), pay=lambda d: "yes"))
    assert g.zone(1, "damage").cards == []
    assert fodder.zone.name == "drop" and sentinel.zone.name == "drop"
    assert not g.stat(vc, "no_hit", False)


@pytest.mark.soak
def test_vg_1_2_bot_soak_ends_by_every_reachable_loss_condition() -> None:
    """VG 1.2.2.1 / VG 1.2.2.2 / VG 1.2.5: over many random-bot games, games end by six damage, by an
    empty deck and by an effect, with no errors."""
    from engine.sim import play_one

    reasons: set[str] = set()
    for seed in range(400):
        m, _ = play_one("vanguard", seed)
        reasons.add(m.game.reason.split(" ", 2)[-1])
    assert {
        "has six or more damage",
        "has no cards left in the deck",
        "loses: the opponent wins by an effect",
    } <= reasons


def test_vg_8_5_3_1_3_nothing_to_choose_means_no_effect() -> None:
    """VG 8.5.3.1.3 / VG 1.3.2: 'retire an opponent's rear-guard' with none on the field does nothing."""
    g = battle_game()
    src = put(g, 0, "PMV1-010", "VC")
    put(g, 1, "PMV2-006", "VC")

    n = len(g.journal)
    asked, _ = drive(
        g, read_step("vanguard", {"retire": {"zone": "RC", "owner": "opponent", "count": 1}})[1].run(g, pend(g, 0, src))
    )
    assert asked == [] and not any(isinstance(e, CardMoved) for e in g.journal[n:])


def test_vg_10_1_6_1_1_1_1_cards_called_together_take_different_circles() -> None:
    """VG 10.1.6.1.1.1.1 / VG 10.1.6.1.1.2: two cards superior called together go to two different circles,
    both placed (and triggering) together."""
    g = battle_game()
    src = put(g, 0, "PMV1-010", "VC")
    a = put(g, 0, "PMV1-008", "drop")
    b = put(g, 0, "PMV1-006", "drop")
    from engine.games.vanguard.keywords import HANDLERS

    asked, _ = drive(g, HANDLERS["superior_call"](g, pend(g, 0, src), (("count", 2), ("from", "drop"))))
    circles = [d for d in asked if "rear-guard circle" in d.prompt]
    assert len(circles) == 2 and len(circles[1].options) == 4
    assert a.zone.field and b.zone.field and a.zone is not b.zone
    assert len(g.pending) == 1  # the Brazier Acolyte's 'placed' ability


LOOPER = (
    {"kind": "auto", "when": "placed", "zones": ["RC"], "effect": [{"retire": "self"}, {"power": 1000}]},
    {
        "kind": "auto",
        "when": "leaves_field",
        "zones": ["RC"],
        "effect": [{"superior_call": {"from": "drop", "grade_max": 1}}],
    },
)


def test_vg_11_1_1_1_a_loop_nobody_can_stop_is_a_draw() -> None:
    """VG 11.1.1.1: a unit that retires itself when placed and calls itself back from the drop zone when
    it leaves repeats for ever with no way to stop: the game ends in a draw."""
    g = battle_game()
    put(g, 0, "PMV1-010", "VC")
    x = custom(g, 0, "hand", abilities=LOOPER)
    call_unit(g, 0, x, "RC_FL", normal=False)
    asked, over = drive(g, check_timing(g), lambda d: "RC_FL" if d.kind is Kind.ZONE else first_option(d))
    assert over and g.winners == () and "VG 11.1.1.1" in g.reason
    assert len(asked) < 10


def test_vg_11_1_1_2_a_loop_a_player_can_stop_goes_on_until_stopped() -> None:
    """VG 11.1.1.2: when the loop needs a cost its master may decline, the game goes on: the player
    repeats it as many times as they like, then stops."""
    g = battle_game()
    put(g, 0, "PMV1-010", "VC")
    optional = (
        LOOPER[0],
        {**LOOPER[1], "cost": [{"soul_blast": 1}]},
    )
    fill(g, 0, "soul", 3)
    x = custom(g, 0, "hand", abilities=optional)
    call_unit(g, 0, x, "RC_FL", normal=False)
    answers = iter(["yes", "yes", "no"])
    _, over = drive(g, check_timing(g), lambda d: next(answers) if d.kind is Kind.YESNO else first_option(d))
    assert not over and x.zone.name == "drop"
    assert len(g.zone(0, "soul").cards) == 1


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


def test_vg_6_4_1_1_and_7_2_1_1_beginning_of_draw_phase_and_start_step() -> None:
    """VG 6.4.1.1 / VG 7.2.1.1: 'at the beginning of your draw phase' resolves before the draw; 'at the
    beginning of the start step' at each start step."""
    g = _turn_game()
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


def test_vg_8_6_5_timed_trigger_returns_the_called_unit_at_end_of_turn() -> None:
    """VG 8.6.5 / VG 8.6.5.1 / VG 6.8.1.3: Pearl Diver's unit called from the deck goes to the bottom of
    the deck at the end of the turn, once."""
    g = _turn_game()
    g.active = 1
    put(g, 1, "PMV2-010", "VC")
    diver = put(g, 1, "PMV2-015", "hand")
    fill(g, 1, "damage", 1)
    called: list[Card] = []

    def answer(d: Decision) -> Any:
        if "Ride phase" in d.prompt:
            return "skip"
        if "Main phase" in d.prompt:
            return f"call:{diver.iid}:RC_FL" if diver.zone.name == "hand" else "end"
        if "pay" in d.prompt:
            return "yes"
        if "Choose up to" in d.prompt:
            pick = next(o for o in d.options if g.cards[o.card or 0].card.id == "PMV2-006")
            called.append(g.cards[pick.card or 0])
            return (pick.key,)
        if "rear-guard circle for" in d.prompt:
            return "RC_BL"
        return first_option(d)

    drive(g, RS.turn(g), answer)
    (unit,) = called
    assert g.zone(1, "deck").cards[0] is unit  # the bottom card
    assert diver.zone.name == "RC_FL" and g.zone(1, "RC_BL").cards == []


def test_vg_4_2_2_searching_shows_the_deck_to_the_searcher_only() -> None:
    """VG 4.2.2 / VG 10.1.9.1 / VG 10.1.10: while searching, only the searching player sees the fitting
    deck cards; after the shuffle nobody does."""
    g = battle_game()
    src = put(g, 0, "PMV1-010", "VC")
    _, search = read_step("vanguard", {"search": {"zone": "deck", "grade": 3, "up_to": 1}})
    flow = search.run(g, pend(g, 0, src))
    d = next(flow)
    shown = [g.cards[o.card or 0] for o in d.options]
    assert shown and all(g.can_see(c, 0) and not g.can_see(c, 1) for c in shown)
    assert all(o.label != "face-down card" for o in d.options)
    try:
        flow.send(())
    except StopIteration:
        pass
    assert not any(g.can_see(c, 0) for c in g.zone(0, "deck").cards)


def test_vg_6_5_1_1_7_3_1_2_7_5_1_1_beginning_of_ride_phase_attack_and_drive_steps() -> None:
    """VG 6.5.1.1 / VG 7.3.1.2 / VG 7.5.1.1: 'at the beginning of' the ride phase, the attack step and
    the drive step resolve before the ride choice, the attacker choice and the drive check."""
    g = _turn_game()
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


def test_vg_4_1_5_the_owner_orders_cards_moving_together() -> None:
    """VG 4.1.5: cards moved together (Soul Blast 2 into the drop zone) go in the order their owner gives."""
    g = battle_game()
    u = custom(g, 0, "VC")
    a, b, spare = fill(g, 0, "soul", 3)
    from engine.games.vanguard.costs import pay

    drive(g, pay(g, 0, u, (("soul_blast", 2),)), lambda d: (str(b.iid), str(a.iid)))
    assert g.zone(0, "drop").cards[-2:] == [b, a]
    c, e = fill(g, 0, "soul", 2)
    drive(g, pay(g, 0, u, (("soul_blast", 2),)), lambda d: (str(e.iid), str(c.iid)))
    assert g.zone(0, "drop").cards[-2:] == [e, c]
    assert spare.zone.name == "soul"


def test_8_5_1_continuous_abilities_of_a_hidden_deck_tell_the_opponent_nothing() -> None:
    """VG 8.5.1 / VG 4.2.2: continuous abilities are in force without being
    played, for every card, from the start; the deck is hidden. Putting them
    in force is not an event of the game: nothing in the opponent's log tells
    which abilities (so which cards) a deck holds, nor when a unit carrying
    one comes onto the field; the effects still apply."""
    m = Match.new("vanguard", seed=3)
    texts = {
        ce.text
        for c in m.game.cards
        if c.owner == 0
        for ab in c.card.abilities
        if ab.kind == "cont"
        for ce in game_state(m.game).cont.get(c.iid, [])
    }
    assert texts, "the demo deck of seat 1 has continuous abilities"
    log = "\n".join(m.log(1))
    assert not any(t in log for t in texts)
    assert all(ce.effect in m.game.effects for cs in game_state(m.game).cont.values() for ce in cs)
