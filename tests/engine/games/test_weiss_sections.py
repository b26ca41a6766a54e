"""Weiss Schwarz scenario tests for the numbered rules of sections 1, 3 to 9
and 11 not covered elsewhere: zones, damage source, trigger icons, attack
declaration, counter step, check timing, rule actions, losing, extra turns
and replay commands."""

from __future__ import annotations

import pytest

from engine.abilities import Ability, read_step
from engine.errors import GameOver
from engine.events import CardMoved
from engine.games.weiss import abilities, battle, damage, moves, turn
from engine.games.weiss.abilities import activate, fire, play_event
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.state import Attack, turn_state
from engine.games.weiss.stats import power, soul
from engine.match import Match
from engine.state import REST, REVERSE, Card, Game
from engine.timing import Pending
from tests.engine.games.test_weiss_support import RS, fill, fresh, notes, run, script, stack_top, take


def path_of(g: Game, card: Card) -> list[str]:
    """The zones a card went through, by the journal."""
    return [e.dst.split(".", 1)[1] for e in g.journal if isinstance(e, CardMoved) and e.card == card.iid]


def no_icon_top(g: Game, seat: int, n: int = 1) -> None:
    ids = ["EWA-004", "EWA-003", "EWA-002"] if seat == 0 else ["TCA-002", "TCA-003", "TCA-004"]
    stack_top(g, seat, ids[:n])


# -- WS 1: winning and losing ---------------------------------------------------------------


def test_ws_1_2_4_concession_ends_the_game_at_once() -> None:
    """WS 1.2.4: a player may concede at any time; the opponent wins at once."""
    m = Match.new("weiss", seed=3)
    m.concede(0)
    out = m.outcome()
    assert out is not None and out.winners == (1,)
    assert m.decision is None


def test_ws_1_2_5_losing_by_an_effect_ends_the_game_while_it_resolves() -> None:
    """WS 1.2.5: a player loses while the effect resolves, without a check timing."""
    g = fresh()
    card = take(g, 0, "EWA-001", "cs_left")
    ab = Ability(kind="act", effect=(read_step("weiss", {"lose_game": "opponent"}), read_step("weiss", {"draw": 1})))
    with pytest.raises(GameOver):
        run(activate(g, 0, card, ab, HANDLERS))
    assert g.over and g.winners == (0,)
    assert not g.zone(0, "hand").cards  # the rest of the effect never ran


def test_ws_9_4_1_2_no_deck_and_no_waiting_room_loses_at_check_timing() -> None:
    """WS 9.4.1.2 / WS 1.2.2.2: no cards in deck and waiting room is a loss (check type, WS 9.4.1)."""
    g = fresh()
    for c in list(g.zone(1, "deck").cards):
        g.move(c, g.zone(1, "stock"))
    with pytest.raises(GameOver):
        run(abilities.check_timing(g))
    assert g.winners == (0,)


# -- WS 3: zones ------------------------------------------------------------------------------


def test_ws_3_1_4_a_card_that_changes_zones_is_a_new_card() -> None:
    """WS 3.1.4: effects end when the card leaves its zone, but not when it moves between stage positions."""
    g = fresh()
    ilsa = take(g, 0, "EWA-001", "cs_left")
    g.add_effect("power", "add", 1000, target=ilsa)
    moves.swap_positions(g, 0, "cs_left", "cs_right")
    assert power(g, ilsa) == 4000
    g.move(ilsa, g.zone(0, "hand"))
    moves.place_character(g, ilsa, 0, "cs_left", why="test")
    assert power(g, ilsa) == 3000


def test_ws_3_2_3_2_draw_refreshes_between_cards() -> None:
    """WS 3.2.3 / WS 3.2.3.2: draw 2 with one card left: draw it, refresh, draw from the new deck."""
    g = fresh()
    deck = g.zone(0, "deck")
    for c in list(deck.cards)[:-1]:
        g.move(c, g.zone(0, "waiting_room"))
    drawn = moves.draw(g, 0, 2)
    assert len(drawn) == 2 and g.players[0].counters["refresh_point"] == 1
    assert not g.zone(0, "waiting_room").cards


def test_ws_3_7_3_2_markers_go_to_the_waiting_room_with_their_character() -> None:
    """WS 3.7.3.2: a character leaving for another zone takes its markers to the waiting room."""
    g = fresh(active=1)
    thessaly = take(g, 1, "TCA-021", "hand")
    fill(g, 1, "stock", 1)
    take(g, 1, "TCA-008", "level")
    top = g.zone(1, "deck").cards[-1]
    run(turn.main_phase(g, HANDLERS), script(f"play:{thessaly.iid}", "pos:cs_left", "end")[0])
    assert top.zone.name == "marker_cs_left" and not top.face_up
    assert not g.can_see(top, 1) and not g.can_see(top, 0)  # WS 3.7.2: hidden
    moves.leave_stage(g, thessaly, g.zone(1, "hand"), why="test")
    assert top.zone.name == "waiting_room"


def test_ws_3_10_2_stock_is_paid_from_the_top() -> None:
    """WS 3.10.2 / WS 8.4.3: cards leave the stock from the top."""
    g = fresh()
    stock = fill(g, 0, "stock", 3)
    moves.pay_stock(g, 0, 2)
    assert stock[0].zone.name == "stock"
    assert stock[1].zone.name == stock[2].zone.name == "waiting_room"


def test_ws_3_13_1_1_event_goes_through_the_resolution_zone() -> None:
    """WS 3.13.1.1 / WS 8.6.2.4.2 / WS 6.5.1.2.2: a played event goes to the resolution zone, then to the waiting
    room."""
    g = fresh()
    spark = take(g, 0, "EWA-016", "hand")
    take(g, 0, "EWA-001", "hand")
    run(play_event(g, 0, spark, HANDLERS))
    assert path_of(g, spark)[-2:] == ["resolution", "waiting_room"]


def test_ws_3_13_1_2_trigger_card_goes_to_the_stock_face_down() -> None:
    """WS 3.13.1.2 / WS 7.3.1.2: the trigger card is revealed into the resolution zone, then goes face down to the
    stock."""
    g = fresh()
    att = take(g, 0, "EWA-001", "cs_left")
    (card,) = stack_top(g, 0, ["EWA-004"])
    run(battle.trigger_check(g, att, Attack(att.iid, att.incarnation, "cs_left", "direct")))
    assert path_of(g, card)[-2:] == ["resolution", "stock"] and not card.face_up


def test_ws_3_6_5_facing_decides_the_attack_type() -> None:
    """WS 3.6.5: a player's left faces the opponent's right; facing nobody is a direct attack."""
    g = fresh()
    att = take(g, 0, "EWA-001", "cs_left")
    take(g, 1, "TCA-001", "cs_left")  # not facing
    no_icon_top(g, 0)
    stack_top(g, 1, ["TCA-002", "TCA-003"])
    answer, seen = script()
    run(battle.attack(g, att, HANDLERS), answer)
    assert not any("type of attack" in d.prompt for d in seen)
    assert len(g.zone(1, "clock").cards) == 2
    g2 = fresh()
    att2 = take(g2, 0, "EWA-001", "cs_left")
    take(g2, 1, "TCA-001", "cs_right")  # facing
    no_icon_top(g2, 0)
    answer2, seen2 = script("side")
    run(battle.attack(g2, att2, HANDLERS), answer2)
    assert any("type of attack" in d.prompt for d in seen2)


# -- WS 4: damage, source of damage, trigger icons ------------------------------------------------


def test_ws_4_10_2_clock_by_effect_is_not_damage() -> None:
    """WS 4.10.2: a card put into the clock by an effect is not damage: a climax is not a cancel."""
    g = fresh(active=1)
    chart = take(g, 1, "TCA-022", "hand")
    for c in list(g.zone(1, "deck").cards):
        if c.card.type == "character" and "Sea" in c.card.stats.get("traits", ()):
            g.move(c, g.zone(1, "waiting_room"))
    (cx,) = stack_top(g, 1, ["TCA-012"])
    run(play_event(g, 1, chart, HANDLERS))
    # the deck was shuffled by the search, so check the moved card by the journal
    clocked = g.zone(1, "clock").cards
    assert len(clocked) == 1
    assert not any("canceled" in t for t in notes(g))
    del cx


def test_ws_4_11_1_2_source_of_damage_is_the_card_with_the_ability() -> None:
    """WS 4.11.1.2: damage from an ability has the card with it as its source."""
    g = fresh()
    solenne = take(g, 0, "EWA-010", "hand")
    for _ in range(3):
        take(g, 0, "EWA-003", "level")
    fill(g, 0, "stock", 2)
    stack_top(g, 1, ["TCA-001"])
    run(turn.main_phase(g, HANDLERS), script(f"play:{solenne.iid}", "pos:cs_left", "end")[0])
    assert any(t.startswith("Damage process: Headmistress Solenne deals 1 damage") for t in notes(g))
    assert len(g.zone(1, "clock").cards) == 1


def trigger(g: Game, seat: int, card_id: str, *keys: str) -> Card:
    att = take(g, seat, "EWA-001" if seat == 0 else "TCA-001", "cs_left")
    (card,) = stack_top(g, seat, [card_id])
    run(battle.trigger_check(g, att, Attack(att.iid, att.incarnation, "cs_left", "direct")), script(*keys)[0])
    return card


def test_ws_4_12_2_4_pool_trigger() -> None:
    """WS 4.12.2.4: the pool icon may put the top card of the deck into the stock."""
    g = fresh()
    nxt = g.zone(0, "deck").cards[-1]
    trigger(g, 0, "EWA-014", "yes")
    assert nxt.zone.name == "stock" and len(g.zone(0, "stock").cards) == 2
    g2 = fresh()
    trigger(g2, 0, "EWA-014", "no")
    assert len(g2.zone(0, "stock").cards) == 1


def test_ws_4_12_2_5_comeback_trigger() -> None:
    """WS 4.12.2.5: the comeback icon may return a character from the waiting room to the hand."""
    g = fresh()
    back = take(g, 0, "EWA-006", "waiting_room")
    take(g, 0, "EWA-012", "waiting_room")  # a climax: not a choice
    g2_choice: list[str] = []
    att = take(g, 0, "EWA-001", "cs_left")
    (card,) = stack_top(g, 0, ["EWA-015"])
    answer, seen = script(str(back.iid))
    run(battle.trigger_check(g, att, Attack(att.iid, att.incarnation, "cs_left", "direct")), answer)
    assert back.zone.name == "hand"
    assert {o.key for o in seen[0].options} == {str(back.iid), "none"}
    del g2_choice, card


def test_ws_4_12_2_6_draw_trigger() -> None:
    """WS 4.12.2.6: the draw icon may draw a card."""
    g = fresh()
    trigger(g, 0, "EWA-012", "yes")
    assert len(g.zone(0, "hand").cards) == 1


def test_ws_4_12_2_9_gate_trigger() -> None:
    """WS 4.12.2.9: the gate icon may return a climax from the waiting room to
    the hand; WS 4.12.1: the turn player performs the trigger action."""
    g = fresh(active=1)
    cx = take(g, 1, "TCA-013", "waiting_room")
    take(g, 1, "TCA-001", "waiting_room")  # a character: not a choice
    att = take(g, 1, "TCA-001", "cs_left")
    stack_top(g, 1, ["TCA-014"])
    answer, seen = script(str(cx.iid))
    run(battle.trigger_check(g, att, Attack(att.iid, att.incarnation, "cs_left", "direct")), answer)
    assert cx.zone.name == "hand"
    assert [d.player for d in seen] == [1]


def test_ws_4_12_2_7_1_shot_is_used_up_by_an_uncanceled_damage() -> None:
    """WS 4.12.2.7.1 / WS 8.7.5.1: the shot (a timed activation, once) watches
    only the next damage of the attacker; if that one is not canceled
    (WS 4.10.1.2.1), a later canceled damage deals nothing more."""
    g = fresh()
    att = take(g, 0, "EWA-002", "cs_left")
    turn_state(g).shots = [(att.iid, att.incarnation, 0)]
    stack_top(g, 1, ["TCA-001", "TCA-012"])
    run(damage.deal_damage(g, 1, 1, att))  # not canceled: the shot is used up
    assert len(g.zone(1, "clock").cards) == 1
    run(damage.deal_damage(g, 1, 1, att))  # canceled by the climax
    run(abilities.check_timing(g))
    assert len(g.zone(1, "clock").cards) == 1 and not g.pending


def test_ws_4_12_2_10_1_standby_onto_an_occupied_position() -> None:
    """WS 4.12.2.10.1: the standby character may go onto an occupied position; the one there goes to the waiting
    room."""
    g = fresh(active=1)
    old = take(g, 1, "TCA-002", "bs_left")
    lv1 = take(g, 1, "TCA-008", "waiting_room")
    trigger(g, 1, "TCA-013", str(lv1.iid), "pos:bs_left")
    assert lv1.zone.name == "bs_left" and lv1.orientation == REST
    assert old.zone.name == "waiting_room"


# -- WS 6: phases -------------------------------------------------------------------------------


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


# -- WS 7: attack --------------------------------------------------------------------------------


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


# -- WS 8: abilities, check timing ----------------------------------------------------------------


def test_ws_8_5_1_2_turn_players_abilities_resolve_first() -> None:
    """WS 8.5.1.2 / WS 8.5.1.3: at check timing the turn player's standby abilities resolve before the opponent's."""
    g = fresh(active=1)
    order: list[int] = []

    def mark(seat: int):  # type: ignore[no-untyped-def]
        def resolve(g_: Game, p: Pending):  # type: ignore[no-untyped-def]
            order.append(seat)
            return
            yield

        return resolve

    g.add_pending(0, "non-turn player's", mark(0))
    g.add_pending(1, "turn player's", mark(1))
    g.add_pending(0, "non-turn player's again", mark(0))
    run(abilities.check_timing(g))
    assert order == [1, 0, 0]


def test_ws_8_7_2_1_triggered_twice_resolves_twice() -> None:
    """WS 8.7.2.1: an ability triggered twice enters standby twice, and both resolve (WS 8.7.3.1)."""
    g = fresh()
    rook = take(g, 0, "EWA-002", "cs_left")
    fire(g, rook, "attacks")
    fire(g, rook, "attacks")
    assert len(g.pending) == 2
    run(abilities.check_timing(g))
    assert power(g, rook) == 4500


def test_ws_8_7_7_encore_after_the_card_left_the_waiting_room() -> None:
    """WS 8.7.7: a standby Encore whose card has left the waiting room does nothing."""
    g = fresh()
    ilsa = take(g, 0, "EWA-001", "cs_left")
    fill(g, 0, "stock", 3)
    moves.leave_stage(g, ilsa, g.zone(0, "waiting_room"), why="test")
    g.move(ilsa, g.zone(0, "hand"))
    run(abilities.check_timing(g), script("yes")[0])
    assert ilsa.zone.name == "hand" and len(g.zone(0, "stock").cards) == 3


# -- WS 11: additional turns and replay commands ------------------------------------------------------


def test_ws_11_2_1_additional_turn_and_ws_11_2_2_postponed() -> None:
    """WS 11.2.1: the player with an additional turn takes the next turn; WS 11.2.2: the last one granted first, the
    rest after."""
    g = fresh(active=0)
    card = take(g, 0, "EWA-001", "cs_left")
    ab = Ability(kind="act", effect=(("extra_turn", True),))
    run(activate(g, 0, card, ab, HANDLERS))
    run(activate(g, 0, card, ab, HANDLERS))
    turn.next_turn(g)
    assert g.active == 0
    turn.next_turn(g)
    assert g.active == 0
    turn.next_turn(g)
    assert g.active == 1


def test_ws_11_3_2_replay_effect_runs_from_the_red_text() -> None:
    """WS 11.3.2: resolving the red text runs the Replay Effect; WS 11.3.1.3: nothing else runs it."""
    g = fresh()
    bell = take(g, 0, "EWA-021", "hand")
    take(g, 0, "EWA-002", "level")
    fill(g, 0, "stock", 1)
    run(play_event(g, 0, bell, HANDLERS))
    assert len(g.zone(0, "stock").cards) == 1  # paid 1, then Ring the Bell put 1 back
    assert any(t.startswith("Replay Ring the Bell") for t in notes(g))
    replay = [a for a in bell.card.abilities if "replay" in a.zones]
    assert replay and RS.pool[bell.card.id] is bell.card


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


def test_ws_2_1_2_2_with_a_word_in_its_card_name() -> None:
    """WS 2.1.2.2: "with "X" in its card name" needs a space (or the start)
    before X and a space, a colon (or the end) after it."""
    from engine.games.weiss.schema import has_in_name

    assert has_in_name("Cardcaptor Sakura", "Sakura")
    assert has_in_name("Sakura: Athletic", "Sakura")
    assert not has_in_name("Riko Sakurauchi", "Sakura")
    g = fresh(active=1)
    card = take(g, 1, "TCA-001", "cs_left")
    ab = Ability(
        kind="act", effect=(read_step("weiss", {"search": {"type": "character", "name_has": "Captain", "up_to": 1}}),)
    )
    answer, seen = script()
    run(activate(g, 1, card, ab, HANDLERS), answer)
    offered = {g.cards[o.card].card.id for o in seen[0].options if o.card is not None}
    assert offered == {"TCA-009"}  # "Stormsurge Captain Irel"


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
