"""Weiss Schwarz keywords and keyword abilities (WS 10), each with the demo
card that carries it: Alarm, Encore, Bond, Great Performance, Brainstorm,
Change, Memory, Experience, Shift, Accelerate, Resonate, Fusion, Sunder."""

from __future__ import annotations

from engine.abilities import Ability
from engine.games.weiss import abilities, battle, moves, turn
from engine.games.weiss.abilities import activate
from engine.games.weiss.costs import can_pay
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.keywords import info
from engine.games.weiss.stats import power
from engine.state import REST, REVERSE, STAND, Card, Game
from tests.engine.games.ws import RS, fill, fresh, notes, run, script, stack_top, take


def act(g: Game, seat: int, card: Card, index: int, *keys: str) -> None:
    """Play the ``index``-th activated ability of ``card`` (cost, then effect)."""
    ab = info(card.card).acts[index]
    assert can_pay(g, seat, card, ab)
    run(activate(g, seat, card, ab, HANDLERS), script(*keys)[0])


def fire_and_resolve(g: Game, card: Card, when: str, *keys: str) -> None:
    from engine.games.weiss.abilities import fire

    fire(g, card, when)
    run(abilities.check_timing(g), script(*keys)[0])


# -- WS 10.1 Alarm -----------------------------------------------------------------------


def test_ws_10_1_1_alarm_works_only_from_the_top_of_the_clock() -> None:
    """WS 10.1.1: an Alarm ability is active while its card is the top card of the clock."""
    g = fresh()
    ilsa = take(g, 0, "EWA-001", "cs_middle")  # 3000
    take(g, 0, "EWA-012", "climax")
    reverie = take(g, 0, "EWA-022", "clock")  # Alarm: climax in play, all +500
    assert power(g, ilsa) == 3000 + 1000 + 500
    take(g, 0, "EWA-004", "clock")  # now under another card
    assert power(g, ilsa) == 4000
    g.move(reverie, g.zone(0, "waiting_room"))
    g.move(reverie, g.zone(0, "clock"))
    assert power(g, ilsa) == 4500
    g.move(g.zone(0, "climax").cards[-1], g.zone(0, "waiting_room"))
    assert power(g, ilsa) == 3000  # its condition (a climax in the climax area) fails


# -- WS 10.2 Encore ----------------------------------------------------------------------


def test_ws_10_2_2_printed_encore_with_its_own_cost() -> None:
    """WS 10.2.2: Encore [put a character from your hand into your waiting
    room] brings the card back rested; Encore [3] is also there (WS 10.2.3)
    but cannot be paid without stock."""
    g = fresh()
    marisol = take(g, 0, "EWA-018", "cs_left")
    fodder = take(g, 0, "EWA-001", "hand")
    g.set_orientation(marisol, REVERSE)
    answer, _ = script(default="yes")
    run(battle.encore_step(g), answer)
    assert marisol.zone.name == "cs_left" and marisol.orientation == REST
    assert fodder.zone.name == "waiting_room"
    assert any("cannot pay 3 stock" in t for t in notes(g))


def test_ws_10_2_3_every_character_has_encore_3() -> None:
    """WS 10.2.3: a character without printed Encore still has Encore [3]."""
    g = fresh()
    ilsa = take(g, 0, "EWA-001", "cs_right")
    stock = fill(g, 0, "stock", 3)
    g.set_orientation(ilsa, REVERSE)
    run(battle.encore_step(g), script("yes")[0])
    assert ilsa.zone.name == "cs_right" and ilsa.orientation == REST
    assert all(c.zone.name == "waiting_room" for c in stock)


# -- WS 10.4 Bond --------------------------------------------------------------------------


def test_ws_10_4_2_bond_returns_the_named_card() -> None:
    """WS 10.4.2: when played and placed, pay the cost to return the named card from the waiting room."""
    g = fresh()
    cassia = take(g, 0, "EWA-017", "hand")
    solenne = take(g, 0, "EWA-010", "waiting_room")
    take(g, 0, "EWA-001", "waiting_room")
    fill(g, 0, "stock", 1)
    run(turn.main_phase(g, HANDLERS), script(f"play:{cassia.iid}", "pos:cs_left", "yes", "end")[0])
    assert solenne.zone.name == "hand"
    assert not g.zone(0, "stock").cards


def test_ws_10_4_1_bond_only_when_played() -> None:
    """WS 10.4.1: Bond triggers when the card is played from the hand, not when put on the stage otherwise."""
    g = fresh()
    cassia = take(g, 0, "EWA-017", "waiting_room")
    take(g, 0, "EWA-010", "waiting_room")
    fill(g, 0, "stock", 1)
    moves.place_character(g, cassia, 0, "cs_left", rested=True, why="test")
    assert not g.pending


# -- WS 10.5 Backup (see also test_weiss_battle) ---------------------------------------------


# -- WS 10.6 Great Performance --------------------------------------------------------------


def test_ws_10_6_2_great_performance_draws_every_attack() -> None:
    """WS 10.6.2 / WS 10.6.1: a standing Great Performance character in the middle of the
    center stage is frontal attacked by every attack, even by an attacker
    facing nobody (no choice of attack type, no direct attack soul bonus)."""
    g = fresh(active=1)
    att = take(g, 1, "TCA-001", "cs_left")  # 3000, faces the empty right position
    star = take(g, 0, "EWA-018", "cs_middle")  # 5000
    stack_top(g, 1, ["TCA-002"])
    stack_top(g, 0, ["EWA-001", "EWA-001"])
    answer, seen = script("pass")
    run(battle.attack(g, att, HANDLERS), answer)
    assert not any("type of attack" in d.prompt for d in seen)
    assert any("Great Performance" in t for t in notes(g))
    assert len(g.zone(0, "clock").cards) == 1  # soul 1, no direct attack bonus
    assert att.orientation == REVERSE and star.orientation == STAND


def test_ws_10_6_2_reversed_great_performance_does_not_redirect() -> None:
    """WS 10.6.2: not while the character is reversed: the attack is direct again."""
    g = fresh(active=1)
    att = take(g, 1, "TCA-001", "cs_left")
    star = take(g, 0, "EWA-018", "cs_middle")
    g.set_orientation(star, REVERSE)
    stack_top(g, 1, ["TCA-002"])
    stack_top(g, 0, ["EWA-004", "EWA-004", "EWA-004"])
    run(battle.attack(g, att, HANDLERS))
    assert len(g.zone(0, "clock").cards) == 2  # direct: +1 soul


# -- WS 10.7 Brainstorm ------------------------------------------------------------------------


def test_ws_10_7_3_brainstorm_flips_then_all_to_the_waiting_room() -> None:
    """WS 10.7.3 / WS 3.13.1.4 / WS 3.2.5: the flipped cards pass through the resolution
    zone and go to the waiting room together; one draw per climax."""
    g = fresh()
    pell = take(g, 0, "EWA-019", "cs_left")
    fill(g, 0, "stock", 1)
    flipped = stack_top(g, 0, ["EWA-012", "EWA-001", "EWA-013", "EWA-004"])
    nxt = g.zone(0, "deck").cards[-5]
    act(g, 0, pell, 0)
    assert all(c.zone.name == "waiting_room" for c in flipped)
    assert nxt.zone.name == "hand" and len(g.zone(0, "hand").cards) == 2
    assert pell.orientation == REST


def test_ws_3_2_3_2_brainstorm_refreshes_when_the_deck_runs_out() -> None:
    """WS 3.2.3.2: the deck empties mid-action: the action is suspended, the
    reshuffle happens, then the action goes on (the flipped cards stay in the
    resolution zone meanwhile)."""
    g = fresh()
    pell = take(g, 0, "EWA-019", "cs_left")
    fill(g, 0, "stock", 1)
    deck = g.zone(0, "deck")
    for c in list(deck.cards)[:-2]:
        g.move(c, g.zone(0, "waiting_room"))
    first_two = list(deck.cards)
    act(g, 0, pell, 0)
    assert g.players[0].counters["refresh_point"] == 1
    assert all(c.zone.name == "waiting_room" for c in first_two)  # not shuffled into the new deck
    assert len(g.zone(0, "waiting_room").cards) >= 4


# -- WS 10.8 Change -------------------------------------------------------------------------------


def test_ws_10_8_1_change_puts_the_named_character_on_the_same_position() -> None:
    """WS 10.8.1: pay the cost (this card to the waiting room), the named character takes its position."""
    g = fresh(active=1)
    pip = take(g, 1, "TCA-020", "bs_left")
    irel = take(g, 1, "TCA-009", "waiting_room")
    fill(g, 1, "stock", 1)
    act(g, 1, pip, 0, "no")  # the Encore [3] of Pip cannot be paid anyway
    assert irel.zone.name == "bs_left" and pip.zone.name == "waiting_room"


def test_ws_10_8_3_change_without_the_named_card_does_nothing() -> None:
    """WS 10.8.3: without the specified card, the exchange is not executed."""
    g = fresh(active=1)
    pip = take(g, 1, "TCA-020", "bs_left")
    fill(g, 1, "stock", 1)
    act(g, 1, pip, 0)
    assert not g.zone(1, "bs_left").cards and pip.zone.name == "waiting_room"
    assert any("Change: no 'Stormsurge Captain Irel'" in t for t in notes(g))


# -- WS 10.9 Memory ---------------------------------------------------------------------------------


def test_ws_10_9_1_memory_counts_cards_in_memory() -> None:
    """WS 10.9.1 / WS 3.12.1: an event puts itself into the memory; a Memory ability reads the count."""
    g = fresh()
    marisol = take(g, 0, "EWA-018", "cs_left")
    assert power(g, marisol) == 5000
    bell = take(g, 0, "EWA-021", "hand")
    take(g, 0, "EWA-002", "level")
    fill(g, 0, "stock", 2)
    run(turn.main_phase(g, HANDLERS), script(f"event:{bell.iid}", "end")[0])
    assert bell.zone.name == "memory" and bell.face_up
    assert power(g, marisol) == 6000  # +1000 by Memory


def test_ws_3_12_2_2_face_down_memory_is_seen_by_its_owner_only() -> None:
    """WS 3.12.2.2: a face-down memory card is visible to its owner, not to the opponent."""
    g = fresh()
    card = take(g, 0, "EWA-001", "hand")
    p = g.add_pending(0, "test", source=card, ability=Ability(kind="act", effect=(("to_memory", "face_down"),)))
    g.pending.remove(p)
    run(RS.resolve_pending(g, p))
    assert card.zone.name == "memory" and not card.face_up
    assert g.can_see(card, 0) and not g.can_see(card, 1)


# -- WS 10.10 Experience ----------------------------------------------------------------------------


def test_ws_10_10_1_experience_totals_the_levels_and_face_down_cards_count_zero() -> None:
    """WS 10.10.1: Experience adds up the levels in the level zone; a face-down
    level card is blank (WS 3.9.2.2.1)."""
    g = fresh()
    pell = take(g, 0, "EWA-019", "cs_left")  # Experience 3: +1500
    take(g, 0, "EWA-010", "level")  # level 3
    assert power(g, pell) == 6000
    g.flip(g.zone(0, "level").cards[-1], False)
    assert power(g, pell) == 4500


def test_ws_3_9_2_2_1_face_down_level_card_has_no_color() -> None:
    """WS 3.9.2.2.1 / WS 3.9.2.2: a face-down level card gives no color; its owner sees it, the opponent does not."""
    g = fresh()
    lyra = take(g, 0, "EWA-006", "hand")  # yellow level 1
    lv = take(g, 0, "EWA-003", "level")  # yellow
    fill(g, 0, "stock", 1)
    assert f"play:{lyra.iid}" in [o.key for o in turn.main_options(g, 0)]
    g.flip(lv, False)
    g.reveal(lv, (0,))
    assert f"play:{lyra.iid}" not in [o.key for o in turn.main_options(g, 0)]
    assert g.can_see(lv, 0) and not g.can_see(lv, 1)


# -- WS 10.11 Shift -----------------------------------------------------------------------------------


def test_ws_10_11_2_shift_exchanges_clock_and_hand_at_the_start_of_main() -> None:
    """WS 10.11.2: at the beginning of the main phase, with the level reached, swap the card with a same-color one."""
    g = fresh(active=1)
    maren = take(g, 1, "TCA-017", "clock")  # blue, Shift level 1
    take(g, 1, "TCA-008", "level")
    blue = take(g, 1, "TCA-001", "hand")
    take(g, 1, "TCA-002", "hand")  # green: not offered
    answer, seen = script(str(blue.iid), "end")
    run(turn.main_phase(g, HANDLERS), answer)
    assert maren.zone.name == "hand" and blue.zone.name == "clock"
    # WS 3.8.2: the clock is a public zone, its cards face up; the hand is hidden
    assert blue.face_up and not maren.face_up
    shift = next(d for d in seen if "Shift" in d.prompt)
    assert {o.key for o in shift.options} == {str(blue.iid), "none"}


def test_ws_10_11_3_2_shift_needs_the_level_and_a_same_color_card() -> None:
    """WS 10.11.2 / WS 10.11.3.2: below the level, or without a same-color card, nothing is exchanged."""
    g = fresh(active=1)
    maren = take(g, 1, "TCA-017", "clock")
    take(g, 1, "TCA-001", "hand")
    run(turn.main_phase(g, HANDLERS), script("end")[0])  # level 0
    assert maren.zone.name == "clock"
    g2 = fresh(active=1)
    maren2 = take(g2, 1, "TCA-017", "clock")
    take(g2, 1, "TCA-008", "level")
    take(g2, 1, "TCA-002", "hand")  # green only
    run(turn.main_phase(g2, HANDLERS), script("end")[0])
    assert maren2.zone.name == "clock"


# -- WS 10.12 Accelerate and WS 8.4.2.1 ------------------------------------------------------------------


def test_ws_10_12_1_accelerate_clocks_the_top_card_as_cost() -> None:
    """WS 10.12.1: the cost puts the top card of the deck into the clock, then the effect."""
    g = fresh(active=1)
    kai = take(g, 1, "TCA-018", "cs_left")
    top = g.zone(1, "deck").cards[-1]
    act(g, 1, kai, 0)
    assert top.zone.name == "clock"
    assert power(g, kai) == 7000


def test_ws_9_3_3_no_level_up_while_paying_a_cost() -> None:
    """WS 8.4.2.1 / WS 9.3.3: a level up waits for the end of the cost payment, then happens."""
    g = fresh(active=1)
    kai = take(g, 1, "TCA-018", "cs_left")
    fill(g, 1, "clock", 6)
    seen_clock: list[int] = []
    from engine.games.weiss import costs as costs_mod

    orig = costs_mod._pay_steps

    def spy(*a: object, **k: object):  # type: ignore[no-untyped-def]
        yield from orig(*a, **k)  # type: ignore[arg-type]
        seen_clock.append(len(g.zone(1, "clock").cards))

    costs_mod._pay_steps = spy  # type: ignore[assignment]
    try:
        act(g, 1, kai, 0)
    finally:
        costs_mod._pay_steps = orig
    assert seen_clock == [7]  # 7 cards in the clock at the end of the payment: no level up during it
    assert len(g.zone(1, "level").cards) == 1 and not g.zone(1, "clock").cards


def test_ws_9_2_3_no_refresh_while_paying_a_cost() -> None:
    """WS 9.2.3: a deck emptied by a cost is refreshed only after the payment."""
    g = fresh(active=1)
    kai = take(g, 1, "TCA-018", "cs_left")
    deck = g.zone(1, "deck")
    for c in list(deck.cards)[:-1]:
        g.move(c, g.zone(1, "waiting_room"))
    seen_deck: list[int] = []
    from engine.games.weiss import costs as costs_mod

    orig = costs_mod._pay_steps

    def spy(*a: object, **k: object):  # type: ignore[no-untyped-def]
        yield from orig(*a, **k)  # type: ignore[arg-type]
        seen_deck.append(len(deck.cards))

    costs_mod._pay_steps = spy  # type: ignore[assignment]
    try:
        act(g, 1, kai, 0)
    finally:
        costs_mod._pay_steps = orig
    assert seen_deck == [0]  # still empty at the end of the payment
    assert g.players[1].counters["refresh_point"] == 1 and deck.cards


# -- WS 10.13 Resonate ----------------------------------------------------------------------------------------


def test_ws_10_13_1_resonate_reveals_a_named_card_from_hand() -> None:
    """WS 10.13.1: the cost is revealing the named card; it stays in the hand, seen by both."""
    g = fresh(active=1)
    lis = take(g, 1, "TCA-019", "cs_left")
    nami = take(g, 1, "TCA-001", "hand")
    stack_top(g, 1, ["TCA-002"])
    stack_top(g, 0, ["EWA-001", "EWA-001"])
    run(battle.attack(g, lis, HANDLERS), script("yes")[0])
    assert nami.zone.name == "hand" and g.can_see(nami, 0)
    assert any("Resonate" in t for t in notes(g))


def test_ws_10_13_1_resonate_cannot_be_paid_without_the_card() -> None:
    """WS 8.4.2.2 / WS 10.13.1: without the named card the cost cannot be paid: no effect."""
    g = fresh(active=1)
    lis = take(g, 1, "TCA-019", "cs_left")
    take(g, 1, "TCA-002", "hand")
    stack_top(g, 1, ["TCA-002"])
    stack_top(g, 0, ["EWA-001", "EWA-001"])
    run(battle.attack(g, lis, HANDLERS))
    assert power(g, lis) == 7500


# -- WS 10.14 Fusion and WS 10.15 Sunder ---------------------------------------------------------------------


def test_ws_10_14_1_1_fusion_and_ws_10_15_2_sunder() -> None:
    """WS 10.14.1.1: Fusion puts A under the host, B from the deck on its
    position, the host and markers under B; WS 10.15.2 / WS 10.15.1: Sunder at
    the end of B's attack (WS 7.5.1.4) puts the named marker back on the stage,
    standing (WS 10.15.3.1)."""
    g = fresh()
    sera = take(g, 0, "EWA-020", "cs_middle")
    rook = take(g, 0, "EWA-002", "cs_left")
    vask = next(c for c in g.zone(0, "deck").cards if c.card.id == "EWA-011")
    act(g, 0, sera, 0, str(vask.iid))
    assert vask.zone.name == "cs_middle"
    markers = g.zone(0, "marker_cs_middle").cards
    assert set(markers) == {rook, sera} and all(m.face_up for m in markers)
    assert g.can_see(sera, 1)  # face-up markers are public (WS 3.7.2.1)
    assert not g.zone(0, "cs_left").cards
    # Vask attacks; at the end of its attack Sunder puts Sera on the stage.
    fill(g, 0, "stock", 1)
    stack_top(g, 0, ["EWA-001"])
    stack_top(g, 1, ["TCA-001", "TCA-002", "TCA-003"])
    answer, _ = script("yes", "pos:cs_right")  # the only named marker is chosen by itself
    run(battle.attack(g, vask, HANDLERS), answer)
    assert sera.zone.name == "cs_right" and sera.orientation == STAND
    assert set(g.zone(0, "marker_cs_right").cards) == {vask, rook}
    assert not g.zone(0, "cs_middle").cards and not g.zone(0, "marker_cs_middle").cards


def test_ws_10_14_1_1_1_fusion_without_b_leaves_a_as_marker() -> None:
    """WS 10.14.1.1.1: if B is not found, A stays a marker of the host and the deck is shuffled."""
    g = fresh()
    sera = take(g, 0, "EWA-020", "cs_middle")
    rook = take(g, 0, "EWA-002", "cs_left")
    for c in list(g.zone(0, "deck").cards):
        if c.card.id == "EWA-011":
            g.move(c, g.zone(0, "waiting_room"))
    act(g, 0, sera, 0)
    assert sera.zone.name == "cs_middle" and rook.zone.name == "marker_cs_middle"


def test_ws_10_15_4_sunder_without_the_named_marker() -> None:
    """WS 10.15.4: without the named marker nothing after the cost happens; the character stays."""
    g = fresh()
    vask = take(g, 0, "EWA-011", "cs_middle")
    fill(g, 0, "stock", 1)
    stack_top(g, 0, ["EWA-001"])
    stack_top(g, 1, ["TCA-001", "TCA-002", "TCA-003"])
    run(battle.attack(g, vask, HANDLERS), script("yes")[0])
    assert vask.zone.name == "cs_middle"
    assert any("no 'Flameheart Twin Sera' among the markers" in t for t in notes(g))
