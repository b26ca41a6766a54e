"""Weiss Schwarz scenario tests for the remaining behavioural rules of
sections 3 to 10: zones and their order, check timing and play timing,
interrupt and check rule actions, source of damage, "up to" choices, and the
finer points of Encore, Assist, Shift and Fusion."""

from __future__ import annotations

from engine.abilities import Ability, read_step
from engine.events import Shuffled
from engine.games.weiss import abilities, battle, interrupts, moves, rule_actions, turn
from engine.games.weiss.abilities import activate, fire
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.keywords import info
from engine.games.weiss.state import Attack
from engine.games.weiss.stats import power
from engine.state import REST, REVERSE, Card, Game
from engine.timing import Pending
from tests.engine.games.test_weiss_support import fill, fresh, notes, run, script, stack_top, take


def effect(g: Game, seat: int, card: Card, *steps: tuple[str, object], answer: tuple[str, ...] = ()) -> list[str]:
    """Resolve an ad-hoc effect of ``card`` (each step read as a card file's); return the prompts asked."""
    ab = Ability(kind="act", effect=tuple(read_step("weiss", {w: v}) for w, v in steps))
    ans, seen = script(*answer)
    run(activate(g, seat, card, ab, HANDLERS), ans)
    return [d.prompt for d in seen]


def recorder(log: list[str], text: str):  # type: ignore[no-untyped-def]
    def resolve(g: Game, p: Pending):  # type: ignore[no-untyped-def]
        log.append(text)
        return
        yield

    return resolve


# -- WS 3 zones -------------------------------------------------------------------------------


def test_ws_3_1_6_a_returned_character_goes_to_its_owners_hand() -> None:
    """WS 3.1.6: a card moved without a named zone goes to its owner's zone (the bounce of Coralie)."""
    g = fresh(active=1)
    target = take(g, 0, "EWA-001", "cs_left")
    coralie = take(g, 1, "TCA-010", "cs_left")
    effect(g, 1, coralie, ("put", {"zone": "stage", "owner": "opponent", "count": 1, "to": "hand"}))
    assert target.zone.key == "p0.hand"


def test_ws_3_2_3_1_up_to_one_may_be_none_and_ws_3_2_4_owner_shuffles() -> None:
    """WS 3.2.3.1 / WS 8.6.3.1.1: "up to one" may choose none; WS 3.2.4: the deck is shuffled by its owner."""
    g = fresh(active=1)
    card = take(g, 1, "TCA-001", "cs_left")
    before = len(g.zone(1, "hand").cards)
    effect(g, 1, card, ("search", {"type": "character", "trait": "Sea", "up_to": 1}), answer=("",))
    assert len(g.zone(1, "hand").cards) == before
    assert [e.zone for e in g.journal if isinstance(e, Shuffled)] == ["p1.deck"]


def test_ws_3_2_3_3_looking_at_more_cards_than_the_deck_holds() -> None:
    """WS 3.2.3.3 / WS 4.8.1: looking at the top 5 of a 3-card deck looks at those 3 and ends (no refresh)."""
    g = fresh()
    card = take(g, 0, "EWA-001", "cs_left")
    deck = g.zone(0, "deck")
    for c in list(deck.cards)[:-3]:
        g.move(c, g.zone(0, "waiting_room"))
    effect(g, 0, card, ("look_top", 5))
    assert len(deck.cards) == 3 and all(g.can_see(c, 0) and not g.can_see(c, 1) for c in deck.cards)
    assert g.players[0].counters["refresh_point"] == 0


def test_ws_3_4_2_new_cards_go_on_top_of_the_waiting_room() -> None:
    """WS 3.4.2 / WS 3.4.1: a card put into the waiting room goes on top; the waiting room is public."""
    g = fresh()
    take(g, 0, "EWA-001", "waiting_room")
    card = take(g, 0, "EWA-002", "hand")
    g.move(card, g.zone(0, "waiting_room"))
    assert g.zone(0, "waiting_room").cards[-1] is card and g.can_see(card, 1)


def test_ws_3_13_2_resolution_zone_is_public() -> None:
    """WS 3.13.2 / WS 4.12.2.1: a trigger card in the resolution zone is seen by both players; no icon, no action."""
    g = fresh()
    att = take(g, 0, "EWA-001", "cs_left")
    (card,) = stack_top(g, 0, ["EWA-004"])
    seen: list[bool] = []

    def check(g_: Game, p: Pending):  # type: ignore[no-untyped-def]
        seen.append(g_.can_see(card, 1))
        return
        yield

    g.add_pending(0, "look", check)
    g.move(card, g.zone(0, "resolution"), face_up=True)
    run(abilities.check_timing(g))
    assert seen == [True]
    hand, stock = len(g.zone(0, "hand").cards), len(g.zone(0, "stock").cards)
    g.move(card, g.zone(0, "deck"))
    run(battle.trigger_check(g, att, Attack(att.iid, att.incarnation, "cs_left", "direct")))
    assert len(g.zone(0, "hand").cards) == hand and len(g.zone(0, "stock").cards) == stock + 1


def test_ws_3_7_1_2_markers_are_not_on_the_stage() -> None:
    """WS 3.7.1.2: a marker is not a character on the stage: it cannot be chosen as one."""
    g = fresh(active=1)
    host = take(g, 0, "EWA-001", "cs_left")
    marker = take(g, 0, "EWA-002", "marker_cs_left")
    coralie = take(g, 1, "TCA-010", "cs_left")
    prompts = effect(g, 1, coralie, ("put", {"zone": "stage", "owner": "opponent", "count": 1, "to": "hand"}))
    assert not prompts  # the only character is chosen by itself
    assert host.zone.name == "hand" and marker.zone.name == "waiting_room"


# -- WS 4 basic concepts ----------------------------------------------------------------------


def test_ws_4_4_2_rule_actions_before_automatic_abilities() -> None:
    """WS 4.4.2 / WS 8.5.1.1: in a check timing every rule action is done before an automatic ability is played."""
    g = fresh()
    log: list[str] = []
    g.add_counter(0, "refresh_point", 1)
    g.add_pending(0, "an ability", recorder(log, "ability"))
    top = g.zone(0, "deck").cards[-1]

    def probe(g_: Game, p: Pending):  # type: ignore[no-untyped-def]
        log.append(top.zone.name)
        return
        yield

    g.add_pending(0, "probe", probe)
    run(abilities.check_timing(g))
    assert sorted(log) == ["ability", "clock"]  # the refresh point was paid before either ability


def test_ws_4_5_2_check_timing_before_each_play_timing() -> None:
    """WS 4.5.2 / WS 8.5.2.1: before the player gets a play timing, the waiting abilities resolve."""
    g = fresh()
    take(g, 0, "EWA-001", "hand")  # something to do, so the play timing is asked
    log: list[str] = []
    g.add_pending(0, "an ability", recorder(log, "ability"))

    def answer_main(d):  # type: ignore[no-untyped-def]
        log.append("choice")
        return ("end",)

    run(turn.main_phase(g, HANDLERS), answer_main)
    assert log == ["ability", "choice"]


def test_ws_4_11_1_1_the_attacker_is_the_source_of_battle_damage() -> None:
    """WS 4.11.1.1: damage dealt in the damage step has the attacking character as its source."""
    g = fresh()
    rook = take(g, 0, "EWA-002", "cs_left")
    stack_top(g, 0, ["EWA-004"])
    stack_top(g, 1, ["TCA-001", "TCA-002"])
    run(battle.attack(g, rook, HANDLERS))
    assert any(t.startswith("Damage process: Cinder Scout Rook deals 2 damage") for t in notes(g))


# -- WS 6 phases --------------------------------------------------------------------------------


def test_ws_6_3_1_1_check_timing_at_the_beginning_of_the_draw_phase() -> None:
    """WS 6.3.1.1 / WS 6.2.1.1 / WS 6.4.1.1: a check timing opens each of these phases, before its action."""
    g = fresh()
    hands: list[int] = []

    def probe(g_: Game, p: Pending):  # type: ignore[no-untyped-def]
        hands.append(len(g_.zone(0, "hand").cards))
        return
        yield

    g.add_pending(0, "probe", probe)
    run(turn.draw_phase(g))
    assert hands == [0] and len(g.zone(0, "hand").cards) == 1
    ilsa = take(g, 0, "EWA-001", "cs_left")
    g.set_orientation(ilsa, REST)
    states: list[str] = []

    def probe2(g_: Game, p: Pending):  # type: ignore[no-untyped-def]
        states.append(ilsa.orientation)
        return
        yield

    g.add_pending(0, "probe", probe2)
    run(turn.stand_phase(g))
    assert states == [REST]


# -- WS 9 rule actions -------------------------------------------------------------------------------


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


# -- WS 8 abilities -----------------------------------------------------------------------------------


def test_ws_8_6_3_1_3_no_target_means_no_effect() -> None:
    """WS 8.6.3.1.3: with nothing to choose, the effects on that target are ignored (Bond with no named card)."""
    g = fresh()
    card = take(g, 0, "EWA-017", "cs_left")
    hand = len(g.zone(0, "hand").cards)
    prompts = effect(g, 0, card, ("bond", "Headmistress Solenne"), ("draw", 1))
    assert not prompts and len(g.zone(0, "hand").cards) == hand + 1


def test_ws_8_1_1_2_2_auto_ability_with_cost_is_asked_when_it_resolves() -> None:
    """WS 8.1.1.2.2 / WS 8.7.3.1.1: an AUTO [cost] ability asks for the cost only when it resolves."""
    g = fresh()
    tobi = take(g, 0, "EWA-004", "cs_left")
    fill(g, 0, "stock", 1)
    fire(g, tobi, "placed")
    assert len(g.zone(0, "stock").cards) == 1
    answer, seen = script("no")
    run(abilities.check_timing(g), answer)
    assert len(seen) == 1 and "pay [1 stock]" in seen[0].prompt


# -- WS 10 keywords -----------------------------------------------------------------------------------


def test_ws_10_2_1_encore_only_from_the_stage_to_the_waiting_room() -> None:
    """WS 10.2.1: Encore triggers when the card goes from the stage to the waiting room, not to the hand."""
    g = fresh()
    ilsa = take(g, 0, "EWA-001", "cs_left")
    fill(g, 0, "stock", 3)
    moves.leave_stage(g, ilsa, g.zone(0, "hand"), why="test")
    assert not g.pending
    moves.place_character(g, ilsa, 0, "cs_left", why="test")
    moves.leave_stage(g, ilsa, g.zone(0, "waiting_room"), why="test")
    assert len(g.pending) == 1


def test_ws_10_3_1_assist_is_inactive_on_the_center_stage() -> None:
    """WS 10.3.1 / WS 8.3.3: an Assist character on the center stage gives nothing."""
    g = fresh()
    ilsa = take(g, 0, "EWA-001", "cs_left")
    take(g, 0, "EWA-003", "cs_middle")
    assert power(g, ilsa) == 3000
    g.move(g.zone(0, "cs_middle").cards[-1], g.zone(0, "bs_left"))
    assert power(g, ilsa) == 3500


def test_ws_10_11_3_1_shift_card_gone_from_the_clock() -> None:
    """WS 10.11.3.1: if the Shift card cannot be chosen (it left the clock), nothing is exchanged."""
    g = fresh(active=1)
    maren = take(g, 1, "TCA-017", "clock")
    take(g, 1, "TCA-008", "level")
    blue = take(g, 1, "TCA-001", "hand")
    (ab,) = info(maren.card).clock_autos["main_start"]  # type: ignore[index]
    g.add_pending(1, "Shift", source=maren, ability=ab)
    g.move(maren, g.zone(1, "waiting_room"))
    answer, seen = script()
    run(abilities.check_timing(g), answer)
    assert blue.zone.name == "hand" and not seen


def test_ws_10_14_1_1_2_host_markers_become_b_markers_and_a_markers_go() -> None:
    """WS 10.14.1.1.2: markers of the host become markers of B; WS 10.14.1.1.2.1: A's own markers go to the waiting
    room."""
    g = fresh()
    sera = take(g, 0, "EWA-020", "cs_middle")
    old_marker = take(g, 0, "EWA-003", "marker_cs_middle")
    rook = take(g, 0, "EWA-002", "cs_left")
    rook_marker = take(g, 0, "EWA-004", "marker_cs_left")
    vask = next(c for c in g.zone(0, "deck").cards if c.card.id == "EWA-011")
    ab = info(sera.card).acts[0]
    run(activate(g, 0, sera, ab, HANDLERS), script(str(vask.iid))[0])
    assert vask.zone.name == "cs_middle"
    assert set(g.zone(0, "marker_cs_middle").cards) == {old_marker, rook, sera}
    assert rook_marker.zone.name == "waiting_room"


def test_ws_10_2_2_encore_returns_rested_even_after_reverse() -> None:
    """WS 10.2.2 / WS 7.7.1.2: a reversed character encored comes back in the rest state, not reversed."""
    g = fresh()
    ilsa = take(g, 0, "EWA-001", "cs_left")
    fill(g, 0, "stock", 3)
    g.set_orientation(ilsa, REVERSE)
    run(battle.encore_step(g), script("yes")[0])
    assert ilsa.orientation == REST


def test_ws_7_2_1_1_check_timing_before_the_attack_declaration() -> None:
    """WS 7.2.1.1 / WS 7.2.1.2: the attack phase and each declaration step open with a check timing."""
    g = fresh()
    take(g, 0, "EWA-001", "cs_left")
    log: list[str] = []
    g.add_pending(0, "an ability", recorder(log, "ability"))

    def answer(d):  # type: ignore[no-untyped-def]
        log.append("declare")
        return ("end",)

    run(battle.attack_phase(g, HANDLERS), answer)
    assert log == ["ability", "declare"]


def test_ws_4_9_1_reveal_the_top_cards_to_every_player() -> None:
    """WS 4.9.1 / WS 3.2.3.3: revealed top cards are seen by both players and stay in the deck; a short deck reveals
    what it has."""
    g = fresh()
    card = take(g, 0, "EWA-001", "cs_left")
    deck = g.zone(0, "deck")
    for c in list(deck.cards)[:-2]:
        g.move(c, g.zone(0, "waiting_room"))
    top = list(deck.cards)
    effect(g, 0, card, ("reveal", {"zone": "deck", "top": 3}))
    assert list(deck.cards) == top and all(g.can_see(c, 1) for c in top)


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


def test_ws_7_steps_each_open_and_close_with_a_check_timing() -> None:
    """WS 7.3.1.1 / WS 7.4.1.1 / WS 7.4.1.3 / WS 7.5.1.1 / WS 7.5.1.3 / WS 7.6.1.1 /
    WS 7.6.1.4 / WS 7.7.1.1: each step of a frontal attack runs its check
    timings, in the order trigger, counter, damage, battle, then the encore step."""
    g = fresh()
    att = take(g, 0, "EWA-005", "cs_middle")
    take(g, 1, "TCA-001", "cs_middle")
    no_icon = stack_top(g, 0, ["EWA-004"])  # no trigger icon
    stack_top(g, 1, ["TCA-002"])
    steps: list[str] = []
    real = battle.check_timing

    def spy(g_: Game):  # type: ignore[no-untyped-def]
        steps.append(g_.step)
        yield from real(g_)

    battle.check_timing = spy  # type: ignore[assignment]
    try:
        run(battle.attack_phase(g, HANDLERS), script(f"attack:{att.iid}", "frontal", "end")[0])
    finally:
        battle.check_timing = real  # type: ignore[assignment]
    order = [s for i, s in enumerate(steps) if i == 0 or steps[i - 1] != s]
    assert order[:6] == ["attack declaration", "trigger", "counter", "damage", "battle", "attack declaration"]
    assert order[-1] == "encore"
    for step in ("trigger", "counter", "damage", "battle"):
        assert steps.count(step) >= 2, step
    del no_icon


def test_ws_10_5_1_backup_only_from_the_hand_in_the_counter_step() -> None:
    """WS 10.5.1: Backup is played only in the opponent's counter step; in the
    main phase the card is just a character to play."""
    g = fresh()
    oswin = take(g, 0, "EWA-008", "hand")
    take(g, 0, "EWA-003", "level")
    fill(g, 0, "stock", 2)
    keys = [o.key for o in turn.main_options(g, 0)]
    assert f"play:{oswin.iid}" in keys and not any(k.startswith("backup") for k in keys)


def test_ws_9_1_2_2_1_check_rule_actions_are_simultaneous() -> None:
    """WS 9.1.2.2.1: check-type rule actions apply together: two characters at 0 power leave in the same rule action."""
    g = fresh()
    a = take(g, 0, "EWA-001", "cs_left")
    b = take(g, 1, "TCA-001", "cs_left")
    g.add_effect("power", "add", -5000, target=a)
    g.add_effect("power", "add", -5000, target=b)
    assert rule_actions.rule_actions(g) is True
    assert a.zone.name == "waiting_room" and b.zone.name == "waiting_room"


def test_ws_8_10_1_replacement_effect_memory_instead_of_waiting_room() -> None:
    """WS 8.10.1 / WS 8.10.1.1: Lanternlight Reverie going from the stage to
    the waiting room goes to the memory instead; the replaced event does not
    happen, so its Encore does not trigger."""
    g = fresh()
    reverie = take(g, 0, "EWA-022", "cs_left")
    fill(g, 0, "stock", 3)
    g.set_orientation(reverie, REVERSE)
    answer, seen = script()
    run(battle.encore_step(g), answer)
    assert reverie.zone.name == "memory"
    assert not any("Encore" in d.prompt for d in seen) and len(g.zone(0, "stock").cards) == 3
    assert any("goes to the memory instead" in t for t in notes(g))
    ilsa = take(g, 0, "EWA-001", "cs_right")
    moves.leave_stage(g, ilsa, g.zone(0, "waiting_room"), why="test")
    assert ilsa.zone.name == "waiting_room"  # only the card with the ability
