"""Cardfight!! Vanguard rules, Section 4, Zones of the Game (VG 4)."""

from __future__ import annotations

from engine.abilities import read_step
from engine.events import CardMoved, Shuffled
from engine.games.vanguard.abilities import play_act
from engine.games.vanguard.battle import attack_sub_phase
from engine.games.vanguard.keywords import call_unit, ride_unit
from engine.games.vanguard.trigger_checks import deal_damage, drive_check
from engine.match import Match
from engine.state import REST, STAND
from tests.engine.games.vg import (
    RS,
    answer_attack,
    battle_game,
    custom,
    drive,
    fill,
    first_option,
    match_to,
    new_game,
    pend,
    put,
    stack_top,
)


def test_vg_4_3_2_hand_is_hidden_from_the_opponent() -> None:
    """VG 4.3.2 / VG 4.2.2: the opponent sees neither hand nor deck; the owner sees the hand."""
    m = Match.new("vanguard", seed=1)
    match_to(m, "Main phase", lambda d: "skip" if "Ride" in d.prompt else first_option(d))
    g = m.game
    me = g.active
    v_opp = m.view(1 - me)
    v_me = m.view(me)
    assert all(c.name is None for c in v_opp.zone(f"p{me}.hand").cards)
    assert all(c.name is not None for c in v_me.zone(f"p{me}.hand").cards)
    assert all(c.name is None for c in v_me.zone(f"p{me}.deck").cards)


def test_vg_4_7_1_the_soul_is_not_part_of_the_field() -> None:
    """VG 4.7.1 / VG 8.6.4: a rear-guard put into the soul leaves the field: Seafoam Runner's
    'when this unit leaves the field' triggers."""
    from engine.games.vanguard.keywords import leave_field

    g = battle_game()
    runner = put(g, 1, "PMV2-009", "RC_FL")
    assert not g.zone(1, "soul").field and g.zone(1, "RC_FL").field
    leave_field(g, runner, g.zone(1, "soul"), why="test", rule="")
    assert [p.source for p in g.pending] == [runner.iid]


def test_vg_4_6_7_and_4_9_2_circles_and_bind_zone_are_public() -> None:
    """VG 4.6.7 / VG 4.9.2: units on circles and face-up bound cards are seen by both players;
    the hand is not (VG 4.1.3)."""
    g = battle_game()
    rg = put(g, 0, "PMV1-006", "RC_FL")
    bound = put(g, 0, "PMV1-007", "bind")
    in_hand = put(g, 0, "PMV1-008", "hand", face_up=False)
    assert g.can_see(rg, 1) and g.can_see(bound, 1)
    assert g.can_see(in_hand, 0) and not g.can_see(in_hand, 1)


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
