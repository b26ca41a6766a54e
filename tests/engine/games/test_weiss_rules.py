"""Weiss Schwarz set-up (WS 5.2), the phases of a turn (WS 6), the damage
process (WS 4.10) and the rule actions (WS 9): refresh, level up, losing."""

from __future__ import annotations

import pytest

from engine.errors import GameOver
from engine.games.weiss import abilities, damage, turn
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.stats import power, soul
from engine.match import Match
from engine.state import REST, STAND
from engine.timing import Duration
from tests.engine.games.test_weiss_support import fill, fresh, notes, rules_cited, run, script, stack_top, take

# -- set-up (WS 5.2) ------------------------------------------------------------------------


def test_ws_5_2_1_4_opening_hand_and_one_mulligan() -> None:
    """WS 5.2.1.4: 5 cards each, then the starting player first may put any
    number into the waiting room and draw as many, once."""
    m = Match.new("weiss", seed=11)
    g = m.game
    first = g.first_player
    d = m.decision
    assert d is not None and d.player == first and "Mulligan" in d.prompt
    assert d.min == 0 and d.max == 5
    for seat in (0, 1):
        assert len(g.zone(seat, "hand").cards) == 5 and len(g.zone(seat, "deck").cards) == 45
    two = [o.key for o in d.options[:2]]
    m.apply(two)
    assert len(g.zone(first, "hand").cards) == 5
    assert len(g.zone(first, "waiting_room").cards) == 2
    assert len(g.zone(first, "deck").cards) == 43
    d = m.decision
    assert d is not None and d.player == 1 - first and "Mulligan" in d.prompt
    m.apply([])
    assert len(g.zone(1 - first, "waiting_room").cards) == 0
    assert m.decision is not None and "Mulligan" not in m.decision.prompt  # once only


def test_ws_5_2_1_3_starting_player_is_random_and_seeded() -> None:
    """WS 5.2.1.3 / WS 5.2.1.3.1: the starting player is chosen at random (from the game's seeded RNG), with no
    choice offered."""
    firsts = {Match.new("weiss", seed=s).game.first_player for s in range(12)}
    assert firsts == {0, 1}
    assert Match.new("weiss", seed=5).game.first_player == Match.new("weiss", seed=5).game.first_player


def test_ws_5_2_1_5_refresh_points_start_at_zero_and_turn_one_is_the_starting_players() -> None:
    """WS 5.2.1.5 / WS 5.2.1.6: refresh points are 0; the starting player takes the first turn."""
    m = Match.new("weiss", seed=2)
    m.apply([])
    m.apply([])
    g = m.game
    assert all(p.counters["refresh_point"] == 0 for p in g.players)
    assert g.turn == 1 and g.active == g.first_player
    assert g.phase == "clock"  # stand and draw done, the clock phase asks


# -- the phases (WS 6) ------------------------------------------------------------------------


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


def main_keys(g_seat: tuple[object, int]) -> list[str]:
    g, seat = g_seat
    return [o.key for o in turn.main_options(g, seat)]  # type: ignore[arg-type]


def test_ws_8_6_2_1_2_level_requirement() -> None:
    """WS 8.6.2.1.2: a card's level must not exceed the number of cards in the player's level."""
    g = fresh()
    kael = take(g, 0, "EWA-005", "hand")  # level 1, cost 0, red
    take(g, 0, "EWA-002", "clock")  # red in the clock
    assert f"play:{kael.iid}" not in main_keys((g, 0))
    take(g, 0, "EWA-004", "level")  # level 1 (red)
    assert f"play:{kael.iid}" in main_keys((g, 0))


def test_ws_8_6_2_1_1_color_requirement_except_level_zero() -> None:
    """WS 8.6.2.1.1: the card's color must be in the level or clock; level 0 cards need no color (WS 8.6.2.1.1.1)."""
    g = fresh()
    lyra = take(g, 0, "EWA-006", "hand")  # level 1, yellow, cost 1
    ilsa = take(g, 0, "EWA-001", "hand")  # level 0, yellow
    take(g, 0, "EWA-002", "level")  # red only
    fill(g, 0, "stock", 2)
    keys = main_keys((g, 0))
    assert f"play:{lyra.iid}" not in keys and f"play:{ilsa.iid}" in keys
    take(g, 0, "EWA-003", "clock")  # a yellow card in the clock
    assert f"play:{lyra.iid}" in main_keys((g, 0))


def test_ws_8_6_2_3_2_cost_must_be_paid_in_full_from_stock() -> None:
    """WS 8.6.2.3.2 / WS 8.4.3 / WS 6.5.1.2.1 / WS 8.6.2.2.1: a character is played
    from the hand on the chosen position; its cost is paid by moving stock to the waiting
    room; without enough stock the card cannot be played."""
    g = fresh()
    take(g, 0, "EWA-003", "level")
    lyra = take(g, 0, "EWA-006", "hand")  # cost 1
    assert f"play:{lyra.iid}" not in main_keys((g, 0))
    stock = fill(g, 0, "stock", 1)
    answer, _ = script(f"play:{lyra.iid}", "pos:cs_middle", "end")
    run(turn.main_phase(g, HANDLERS), answer)
    assert lyra.zone.name == "cs_middle"
    assert stock[0].zone.name == "waiting_room" and not g.zone(0, "stock").cards


def test_ws_9_6_1_playing_on_an_occupied_position_replaces_and_triggers_encore() -> None:
    """WS 8.6.2.4.1 / WS 9.6.1: the character already there goes to the
    waiting room (and its Encore, WS 10.2.3, triggers)."""
    g = fresh()
    old = take(g, 0, "EWA-001", "cs_left")
    new = take(g, 0, "EWA-002", "hand")
    fill(g, 0, "stock", 3)
    answer, seen = script(f"play:{new.iid}", "pos:cs_left", "no", "end")
    run(turn.main_phase(g, HANDLERS), answer)
    assert new.zone.name == "cs_left" and old.zone.name == "waiting_room"
    assert any("Encore" in d.prompt for d in seen)


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


def test_ws_8_6_2_1_1_climax_needs_its_color() -> None:
    """WS 8.6.2.1.1 / WS 8.6.2.1.2.1: a climax needs no level but does need its color."""
    g = fresh()
    cx = take(g, 0, "EWA-012", "hand")  # yellow
    run(turn.climax_phase(g), script()[0])
    assert cx.zone.name == "hand"


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


# -- the damage process (WS 4.10) ---------------------------------------------------------------


def test_ws_4_10_1_3_uncanceled_damage_goes_to_the_clock_in_order() -> None:
    """WS 4.10.1.3 / WS 3.13.1.3 / WS 3.13.1.3.1 / WS 3.8.2: all cards revealed go on top of the clock in the order
    revealed."""
    g = fresh()
    cards = stack_top(g, 1, ["TCA-001", "TCA-002", "TCA-003"])
    canceled = run(damage.deal_damage(g, 1, 3, None, "Test"))
    assert canceled is False
    assert g.zone(1, "clock").cards == cards
    log = notes(g)
    assert sum(t.startswith("Damage ") and " of 3:" in t for t in log) == 3
    assert "WS 4.10.1.1" in rules_cited(g) and "WS 4.10.1.3" in rules_cited(g)


def test_ws_4_10_1_2_climax_cancels_the_whole_damage() -> None:
    """WS 4.10.1.2: a climax revealed cancels: every revealed card goes to the waiting room, the rest is not dealt."""
    g = fresh()
    cards = stack_top(g, 1, ["TCA-001", "TCA-012", "TCA-003"])
    canceled = run(damage.deal_damage(g, 1, 3, None, "Test"))
    assert canceled is True
    assert not g.zone(1, "clock").cards
    assert cards[0].zone.name == cards[1].zone.name == "waiting_room"
    assert cards[2].zone.name == "deck"
    assert any("canceled" in t for t in notes(g))


def test_ws_7_5_1_2_1_zero_damage_is_nothing() -> None:
    """WS 7.5.1.2.1 / WS 1.3.3.2: 0 or negative damage is not dealt."""
    g = fresh()
    n = len(g.zone(1, "deck").cards)
    assert run(damage.deal_damage(g, 1, 0, None, "Test")) is False
    assert len(g.zone(1, "deck").cards) == n


def test_ws_9_2_2_refresh_during_damage_then_refresh_point() -> None:
    """WS 9.2.2 / WS 9.2.1 / WS 9.1.2.1: an empty deck is refilled from the waiting room at once (refresh point +1);
    WS 9.9.1: at the next check timing the top card goes to the clock."""
    g = fresh()
    deck = g.zone(1, "deck")
    keep = [c for c in deck.cards if c.card.type != "climax"][-2:]
    for c in list(deck.cards):
        if c not in keep:
            g.move(c, g.zone(1, "waiting_room"))
    assert len(deck.cards) == 2
    wr_before = len(g.zone(1, "waiting_room").cards)
    run(damage.deal_damage(g, 1, 3, None, "Test"))
    log = notes(g)
    assert any(t.startswith("Refresh:") for t in log)
    assert g.players[1].counters["refresh_point"] == 1
    assert (
        len(g.zone(1, "deck").cards) + len(g.zone(1, "clock").cards) + len(g.zone(1, "waiting_room").cards)
        == wr_before + 2
    )
    clock_before = len(g.zone(1, "clock").cards)
    run(abilities.check_timing(g))
    assert g.players[1].counters["refresh_point"] == 0
    assert len(g.zone(1, "clock").cards) == clock_before + 1
    assert any(t.startswith("Refresh point:") for t in notes(g))
    assert "WS 9.2.2" in rules_cited(g) and "WS 9.9.1" in rules_cited(g)


def test_ws_9_2_2_1_no_deck_and_no_waiting_room_loses() -> None:
    """WS 9.2.2.1: with no cards in deck and waiting room the player loses at once."""
    g = fresh()
    deck = g.zone(1, "deck")
    keep = [c for c in deck.cards if c.card.type != "climax"][:1]
    for c in list(deck.cards):
        if c not in keep:
            g.move(c, g.zone(1, "memory"))
    with pytest.raises(GameOver):
        run(damage.deal_damage(g, 1, 2, None, "Test"))
    assert g.over and g.winners == (0,)
    assert g.players[1].lost


def test_ws_9_2_2_1_climax_in_resolution_saves_the_player() -> None:
    """WS 9.2.2.1: if the damage process has a climax in the resolution zone,
    the empty deck does not lose; the cancel refills the waiting room and the
    refresh follows."""
    g = fresh()
    deck = g.zone(1, "deck")
    climax = next(c for c in deck.cards if c.card.type == "climax")
    for c in list(deck.cards):
        if c is not climax:
            g.move(c, g.zone(1, "memory"))
    assert run(damage.deal_damage(g, 1, 2, None, "Test")) is True
    assert not g.over
    assert climax.zone.name == "deck" and g.players[1].counters["refresh_point"] == 1


def test_ws_9_3_2_level_up_chooses_from_the_bottom_seven() -> None:
    """WS 9.3.2 / WS 9.3.1 / WS 3.8.3: with 7 cards in the clock one of the bottom 7 goes to the level and the other
    6 to the waiting room."""
    g = fresh()
    fill(g, 1, "clock", 6)
    stack_top(g, 1, ["TCA-005"])
    answer, _ = script()
    chosen_key: list[str] = []

    def pick(d):  # type: ignore[no-untyped-def]
        if "Level up" in d.prompt:
            chosen_key.append(d.options[3].key)
            assert len(d.options) == 7
            return (d.options[3].key,)
        return answer(d)

    run(damage.deal_damage(g, 1, 1, None, "Test"), pick)
    assert len(g.zone(1, "level").cards) == 1
    assert f"{g.zone(1, 'level').cards[0].iid}" == chosen_key[0]
    assert len(g.zone(1, "clock").cards) == 0 and len(g.zone(1, "waiting_room").cards) == 6
    assert "WS 9.3.2" in rules_cited(g)


def test_ws_9_4_1_1_four_levels_lose_at_check_timing() -> None:
    """WS 9.4.1.1 / WS 3.9.3 / WS 1.2.2.1: a player with 4 cards in the level loses by rule action."""
    g = fresh()
    fill(g, 1, "level", 3)
    run(abilities.check_timing(g))
    assert not g.over
    fill(g, 1, "level", 1)
    with pytest.raises(GameOver):
        run(abilities.check_timing(g))
    assert g.winners == (0,) and "level" in g.players[1].lost


def test_ws_1_2_3_both_lose_is_a_draw() -> None:
    """WS 1.2.3: both players losing at the same time is a draw."""
    g = fresh()
    fill(g, 0, "level", 4)
    fill(g, 1, "level", 4)
    with pytest.raises(GameOver):
        run(abilities.check_timing(g))
    assert g.over and g.winners == ()


def test_ws_9_3_2_with_eight_cards_the_top_one_stays() -> None:
    """WS 9.3.2: only the seven cards from the bottom of the clock are offered;
    with 8 cards the top one is not a choice and stays in the clock."""
    g = fresh()
    fill(g, 1, "clock", 6)
    _, last = stack_top(g, 1, ["TCA-005", "TCA-006"])  # two damage: clock 6 -> 8, "last" on top
    offered: list[set[str]] = []

    def pick(d):  # type: ignore[no-untyped-def]
        if "Level up" in d.prompt:
            offered.append({o.key for o in d.options})
        return (d.options[0].key,)

    run(damage.deal_damage(g, 1, 2, None, "Test"), pick)
    clock = g.zone(1, "clock").cards
    assert len(clock) == 1 and len(offered) == 1 and len(offered[0]) == 7
    assert clock == [last] and str(last.iid) not in offered[0]
