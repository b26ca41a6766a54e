"""Weiss Schwarz rules, section 9, Rule Actions (WS 9)."""

from __future__ import annotations

import pytest

from engine.errors import GameOver
from engine.games.weiss import abilities, damage, interrupts, rule_actions, turn
from engine.games.weiss.abilities import activate
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.keywords import info
from engine.games.weiss.stats import power
from engine.state import Card, Game
from tests.engine.games.ws import (
    fill,
    fresh,
    notes,
    reverie_and_odile,
    rules_cited,
    run,
    script,
    stack_top,
    take,
)


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


def test_ws_9_1_2_1_1_1_turn_player_levels_up_first() -> None:
    """WS 9.1.2.1.1.1: simultaneous interrupt rule actions: the turn player's first, then the opponent's."""
    g = fresh(active=1)
    fill(g, 0, "clock", 7)
    fill(g, 1, "clock", 7)
    answer, seen = script()
    run(interrupts.interrupts(g), answer)
    assert [d.player for d in seen] == [1, 0]
    assert len(g.zone(0, "level").cards) == len(g.zone(1, "level").cards) == 1


def test_ws_9_1_2_2_check_rule_actions_wait_for_check_timing() -> None:
    """WS 9.1.2.2 / WS 9.5.1: a character at 0 power stays until the next check timing."""
    g = fresh()
    ilsa = take(g, 0, "EWA-001", "cs_left")
    g.add_effect("power", "add", -3000, target=ilsa)
    assert ilsa.zone.name == "cs_left" and power(g, ilsa) == 0
    run(abilities.check_timing(g), script("no")[0])
    assert ilsa.zone.name == "waiting_room"


def test_ws_9_1_2_1_1_2_the_player_orders_a_refresh_and_a_level_up() -> None:
    """WS 9.1.2.1.1.2: a refresh and a level up due at once (after an Accelerate
    cost, WS 8.4.2.1) are done in the order their player chooses: levelling up
    first puts the 6 other clock cards into the new deck; refreshing first with
    an empty waiting room loses (WS 9.2.2.1)."""
    import pytest

    from engine.errors import GameOver

    def setup() -> tuple[Game, Card]:
        g = fresh(active=1)
        kai = take(g, 1, "TCA-018", "cs_left")
        fill(g, 1, "clock", 6)
        deck = g.zone(1, "deck")
        for c in list(deck.cards)[:-1]:
            g.move(c, g.zone(1, "stock"))
        return g, kai

    g, kai = setup()
    ab = info(kai.card).acts[0]
    answer, seen = script("level_first")
    run(activate(g, 1, kai, ab, HANDLERS), answer)
    assert seen[0].rule == "WS 9.1.2.1.1.2"
    assert len(g.zone(1, "level").cards) == 1 and len(g.zone(1, "deck").cards) == 6
    assert g.players[1].counters["refresh_point"] == 1
    g2, kai2 = setup()
    with pytest.raises(GameOver):
        run(activate(g2, 1, kai2, ab, HANDLERS), script("refresh_first")[0])
    assert g2.winners == (0,)


def test_ws_9_1_2_2_1_check_rule_actions_are_simultaneous() -> None:
    """WS 9.1.2.2.1: check-type rule actions apply together: two characters at 0 power leave in the same rule action."""
    g = fresh()
    a = take(g, 0, "EWA-001", "cs_left")
    b = take(g, 1, "TCA-001", "cs_left")
    g.add_effect("power", "add", -5000, target=a)
    g.add_effect("power", "add", -5000, target=b)
    assert rule_actions.rule_actions(g) is True
    assert a.zone.name == "waiting_room" and b.zone.name == "waiting_room"


def test_ws_9_5_1_zero_power_asks_about_replacements() -> None:
    """WS 9.5.1 / WS 8.10.2: a character at 0 power leaving by the rule action
    is also subject to the choice of replacement effects."""
    g, reverie, _ = reverie_and_odile(1)
    g.set_orientation(reverie, "stand")
    g.add_effect("power", "set", 0, target=reverie)
    run(abilities.check_timing(g), script("rep:1", "yes")[0])
    assert reverie.zone.name == "hand"


def test_ws_9_4_1_2_no_deck_and_no_waiting_room_loses_at_check_timing() -> None:
    """WS 9.4.1.2 / WS 1.2.2.2: no cards in deck and waiting room is a loss (check type, WS 9.4.1)."""
    g = fresh()
    for c in list(g.zone(1, "deck").cards):
        g.move(c, g.zone(1, "stock"))
    with pytest.raises(GameOver):
        run(abilities.check_timing(g))
    assert g.winners == (0,)
