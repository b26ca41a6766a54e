"""Weiss Schwarz scenario tests for timing: the "at the beginning of ..."
moments of the turn (WS 6, WS 7), timed activation (WS 8.7.5), active and
inactive effects (WS 8.3) and infinite loops players can stop (WS 11.1.1.2,
WS 11.1.1.3)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path

import pytest

from engine.abilities import Ability, read_step
from engine.cards import load_card_file
from engine.decisions import Decision, Kind
from engine.errors import LoadError
from engine.flow import yes_no
from engine.games.weiss import abilities, battle, moments, moves, turn
from engine.games.weiss.abilities import fire
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.moments import timed_list
from engine.games.weiss.schema import SCHEMA, check_pool
from engine.games.weiss.state import game_state
from engine.games.weiss.stats import power
from engine.state import Card, Game
from engine.timing import Flow, Pending
from tests.engine.games.ws import Answerer, fill, fresh, notes, run, script, stack_top, take


def placed(g: Game, seat: int, card_id: str, pos: str) -> Card:
    """Play ``card_id`` from the hand onto ``pos`` and resolve its "placed" abilities."""
    card = take(g, seat, card_id, "hand")
    moves.place_character(g, card, seat, pos, why="played")
    fire(g, card, "placed")
    run(abilities.check_timing(g))
    return card


def with_abilities(card: Card, *abilities: Ability, **stats: int) -> None:
    """Give ``card`` test abilities (and stats) in place of its printed ones."""
    card.card = replace(card.card, id=f"TEST-{card.iid}", abilities=abilities, stats={**card.card.stats, **stats})


def says(text: str) -> Ability:
    return Ability(kind="auto", when=text, zones=("stage",), effect=(("message", f"moment {text}"),), text=text)


def moments_logged(g: Game) -> list[str]:
    return [t.split(" ", 1)[1] for t in notes(g) if t.startswith("moment ")]


# -- WS 6 / WS 7: the moments of the turn -----------------------------------------------------


def test_ws_6_3_1_1_and_6_4_1_1_draw_and_clock_phases_begin_with_their_moments() -> None:
    """WS 6.3.1.1 / WS 6.4.1.1 / WS 6.2.1.1: "at the beginning of draw phase"
    and "at the beginning of clock phase" activate before the draw and the
    clock; "at the beginning of turn" and "of stand phase" both activate in
    the stand phase, before the characters stand."""
    g = fresh()
    host = take(g, 0, "EWA-001", "cs_left")
    with_abilities(host, says("turn_start"), says("stand_start"), says("draw_start"), says("clock_start"))
    hand_before = len(g.zone(0, "hand").cards)
    run(turn.stand_phase(g))
    run(turn.draw_phase(g))
    draw_note = next(i for i, t in enumerate(notes(g)) if t == "moment draw_start")
    assert len(g.zone(0, "hand").cards) == hand_before + 1
    run(turn.clock_phase(g), script("skip")[0])
    assert moments_logged(g) == ["turn_start", "stand_start", "draw_start", "clock_start"]
    assert draw_note < len(notes(g))


def test_ws_7_2_1_1_attack_phase_moments_watch_whose_turn() -> None:
    """WS 7.2.1.1 / WS 7.2.1.2 / WS 7.7.1.1: the attack phase activates "at
    the beginning of attack phase" once, "of attack declaration step" at each
    declaration step, and "of encore step". An ability "at the beginning of
    your opponent's attack phase" (Bell Tower Sentry Juno) activates in the
    opponent's turn and not in its master's."""
    g = fresh(active=1)
    juno = take(g, 0, "EWA-027", "cs_middle")
    fill(g, 0, "stock", 2)
    watcher = take(g, 1, "TCA-001", "bs_left")
    with_abilities(watcher, says("attack_start"), says("declaration_start"), says("encore_start"))
    run(battle.attack_phase(g, HANDLERS))
    assert moments_logged(g) == ["attack_start", "declaration_start", "encore_start"]
    assert power(g, juno) == 3500 + 1000
    g2 = fresh(active=0)
    juno2 = take(g2, 0, "EWA-027", "cs_middle")
    fill(g2, 0, "stock", 2)
    run(battle.attack_phase(g2, HANDLERS), script(default="end")[0])
    assert power(g2, juno2) == 3500  # its own attack phase: not the opponent's


def test_ws_7_3_1_1_trigger_counter_damage_and_battle_steps_begin_with_their_moments() -> None:
    """WS 7.3.1.1 / WS 7.4.1.1 / WS 7.5.1.1 / WS 7.6.1.1: each step of a
    frontal attack activates its "at the beginning of" condition, in order,
    before the step's action (the trigger check, the damage, the battle)."""
    g = fresh()
    att = take(g, 0, "EWA-001", "cs_left")
    with_abilities(att, says("trigger_start"), says("counter_start"), says("damage_start"), says("battle_start"))
    take(g, 1, "TCA-001", "cs_right")
    stack_top(g, 0, ["EWA-003"])
    stack_top(g, 1, ["TCA-004"])
    run(battle.attack(g, att, HANDLERS), script("frontal")[0])
    assert moments_logged(g) == ["trigger_start", "counter_start", "damage_start", "battle_start"]
    order = notes(g)
    trigger = next(i for i, t in enumerate(order) if t.startswith("Trigger check"))
    assert order.index("moment trigger_start") < trigger


# -- WS 8.7.5 timed activation ----------------------------------------------------------------


def test_ws_8_7_5_end_of_this_turn_returns_the_card_once() -> None:
    """WS 8.7.5 / WS 8.7.5.1: Juno's effect creates "at the end of this turn,
    return this card to your hand"; it activates in the end phase (WS
    6.8.1.1), once, and is gone afterwards."""
    g = fresh()
    juno = placed(g, 0, "EWA-027", "cs_left")
    assert power(g, juno) == 5000 and len(timed_list(g)) == 1
    run(turn.end_phase(g))
    assert juno.zone.name == "hand"
    assert not timed_list(g)
    assert sum(1 for t in notes(g) if t.startswith("Timed activation")) == 1


def test_ws_8_7_5_this_card_is_the_card_the_effect_named() -> None:
    """WS 8.7.5 / WS 3.1.4: the timed ability still activates after Juno left
    the stage and came back, but the card on the stage is a new card: it is
    not returned to the hand."""
    g = fresh()
    juno = placed(g, 0, "EWA-027", "cs_left")
    moves.leave_stage(g, juno, g.zone(0, "waiting_room"), why="test", replaced=True)
    g.pending.clear()  # its Encore is not wanted here
    moves.place_character(g, juno, 0, "cs_left", why="test")
    run(turn.end_phase(g))
    assert juno.zone.name == "cs_left"
    assert any("no longer where its ability works" in t for t in notes(g))


def test_ws_6_8_1_5_an_end_of_turn_ability_created_in_the_end_phase_still_activates() -> None:
    """WS 6.8.1.5 / WS 6.8.1.1 / WS 8.7.5: an "at the end of turn" ability
    created after the end phase's conditions activated has not activated
    this turn, so the end phase starts over and it activates then (once)."""
    g = fresh()
    host = take(g, 0, "EWA-001", "cs_left")
    late = Ability(
        kind="auto",
        when="end_of_turn",
        zones=("timed",),
        effect=(read_step("weiss", {"draw": 1}, "auto"),),
        text="late",
        params={"timed": "late", "this_turn": True},
    )
    maker = Ability(kind="auto", when="turn_end", zones=("stage",), effect=(("timed", "late"),), text="maker")
    with_abilities(host, maker, late)
    hand = len(g.zone(0, "hand").cards)
    run(turn.end_phase(g))
    assert len(g.zone(0, "hand").cards) == hand + 1
    assert "The end phase starts over" in notes(g)
    assert not timed_list(g)


def test_ws_6_8_1_1_a_card_arriving_in_the_end_phase_gets_its_end_ability() -> None:
    """WS 6.8.1.1 / WS 6.8.1.5: a character put on the stage during the end
    phase (after its conditions activated) has an "at the beginning of end
    phase" ability that has not activated this turn: the end phase starts
    over and it activates; the one that already did does not activate again."""
    g = fresh()
    early = take(g, 0, "EWA-001", "cs_left")
    with_abilities(early, says("turn_end"))
    newcomer = take(g, 0, "EWA-003", "waiting_room")
    with_abilities(newcomer, says("end_of_turn"))

    def bring(gg: Game, p: Pending) -> Flow:
        moves.place_character(gg, newcomer, 0, "cs_right", why="test")
        return
        yield

    g.add_pending(0, "an ability that puts a character on the stage", bring)
    run(turn.end_phase(g))
    assert moments_logged(g) == ["turn_end", "end_of_turn"]
    assert "The end phase starts over" in notes(g)


def test_ws_8_7_5_a_moment_already_passed_this_turn_never_comes() -> None:
    """WS 8.7.5: an ability "at the beginning of draw phase" limited to this
    turn, created in the main phase, finds its moment passed: it ends with the
    turn without activating, and does not activate in the next draw phase."""
    g = fresh()
    host = take(g, 0, "EWA-001", "cs_left")
    once = Ability(
        kind="auto",
        when="draw_start",
        zones=("timed",),
        effect=(read_step("weiss", {"draw": 2}, "auto"),),
        text="too late",
        params={"timed": "t", "this_turn": True},
    )
    with_abilities(host, Ability(kind="auto", when="placed", effect=(("timed", "t"),)), once)
    fire(g, host, "placed")
    run(abilities.check_timing(g))
    assert len(timed_list(g)) == 1
    g.turn += 1
    g.active = 1
    moments.expire_timed(g)
    hand = len(g.zone(1, "hand").cards)
    run(turn.draw_phase(g))
    assert not timed_list(g)
    assert len(g.zone(1, "hand").cards) == hand + 1 and len(g.zone(0, "hand").cards) == 0
    assert any("did not come that turn" in t for t in notes(g))


def test_ws_8_7_5_1_your_next_draw_phase_waits_for_your_turn_and_activates_once() -> None:
    """WS 8.7.5 / WS 8.7.5.1: Tidewatch Courier Liss: "at the beginning of
    your next draw phase, draw a card": not in the opponent's draw phase,
    then once in its master's next one, and never again."""
    g = fresh(active=1)
    placed(g, 1, "TCA-025", "cs_left")
    assert len(timed_list(g)) == 1
    for active, extra in ((0, 0), (1, 1), (0, 0), (1, 0)):
        g.turn += 1
        g.active = active
        moments.expire_timed(g)
        hand = len(g.zone(1, "hand").cards)
        run(turn.draw_phase(g))
        assert len(g.zone(1, "hand").cards) == hand + (1 if active == 1 else 0) + extra
    assert not timed_list(g)


# -- WS 8.3 active and inactive effects ---------------------------------------------------------


def test_ws_8_3_2_an_inactive_continuous_effect_gives_nothing() -> None:
    """WS 8.3.2 / WS 8.9.1: Shoal Lookout Dessa's +1500 is inactive during the
    opponent's turn: 3500 in its master's turn, 2000 in the opponent's, read
    continuously as the turn changes."""
    g = fresh(active=1)
    dessa = take(g, 1, "TCA-026", "cs_left")
    assert power(g, dessa) == 3500
    g.active = 0
    assert power(g, dessa) == 2000
    g.active = 1
    assert power(g, dessa) == 3500


def test_ws_8_3_3_a_part_active_only_under_a_condition_makes_no_choice() -> None:
    """WS 8.3.3 / WS 8.3.2: Dessa's attack ability still triggers and is
    played (the draw happens) at level 0, but the part active only at level
    1 or higher is inactive: no character is chosen, no decision is asked."""
    g = fresh(active=1)
    dessa = take(g, 1, "TCA-026", "cs_left")
    take(g, 1, "TCA-001", "cs_right")
    answer, seen = script()
    fire(g, dessa, "attacks")
    hand = len(g.zone(1, "hand").cards)
    run(abilities.check_timing(g), answer)
    assert len(g.zone(1, "hand").cards) == hand + 1
    assert not any("+1000" in d.prompt or "power" in d.prompt for d in seen)
    assert any("inactive" in t for t in notes(g))
    fill(g, 1, "level", 1)
    fire(g, dessa, "attacks")
    answer, seen = script(str(dessa.iid))
    run(abilities.check_timing(g), answer)
    assert any("power" in d.prompt for d in seen)
    assert power(g, dessa) == 3500 + 1000


def test_ws_8_3_2_inactive_replacement_effect_does_not_replace() -> None:
    """WS 8.3.2 / WS 8.10.1: a replacement effect ("to the memory instead")
    made inactive in the opponent's turn does not replace the move."""
    g = fresh(active=1)
    host = take(g, 0, "EWA-001", "cs_left")
    rep = Ability(
        kind="cont",
        zones=("stage",),
        effect=(("instead_of_waiting_room", "memory"),),
        params={"inactive_if": {"opponent_turn": True}},
    )
    with_abilities(host, rep)
    moves.leave_stage(g, host, g.zone(0, "waiting_room"), why="test")
    assert host.zone.name == "waiting_room"
    g.active = 0
    moves.place_character(g, host, 0, "cs_left", why="test")
    moves.leave_stage(g, host, g.zone(0, "waiting_room"), why="test")
    assert host.zone.name == "memory"


@pytest.mark.parametrize(
    ("ability", "message"),
    [
        ('kind = "auto"\nwhen = "placed"\neffect = [{ timed = "nope" }]', "names no timed ability"),
        ('kind = "auto"\nwhen = "main_start"\nzones = ["timed"]\neffect = [{ draw = 1 }]', "needs params.timed"),
        ('kind = "auto"\nwhen = "placed"\nzones = ["timed"]\neffect = [{ draw = 1 }]', "whose 'when' is a moment"),
        ('kind = "auto"\nwhen = "main_start"\neffect = [{ draw = 1 }]\nparams = { whose = "mine" }', "whose"),
        (
            'kind = "auto"\nwhen = "attacks"\neffect = [{ draw = 1 }]\n'
            "params = { active_if = { my_turn = true }, steps = [3] }",
            "steps",
        ),
        ('kind = "cont"\neffect = [{ power = 1 }]\nparams = { inactive_if = { sunny = true } }', "unknown condition"),
    ],
)
def test_ws_8_7_5_and_8_3_card_data_is_checked(tmp_path: Path, ability: str, message: str) -> None:
    """WS 8.7.5 / WS 8.3: a timed ability, a moment's ``whose`` and an
    active/inactive guard that do not fit are rejected with the file and card."""
    body = (
        '[[card]]\nid = "T-9"\nname = "Test Bell"\ntype = "character"\ncolor = "red"\n'
        "level = 0\ncost = 0\npower = 1000\nsoul = 1\n\n  [[card.ability]]\n" + ability + "\n"
    )
    path = tmp_path / "bad.toml"
    path.write_text(body)
    with pytest.raises(LoadError, match=message) as err:
        check_pool(load_card_file(path, "weiss", SCHEMA))
    assert "T-9" in str(err.value) and "bad.toml" in str(err.value)


# -- WS 11.1.1.2 / WS 11.1.1.3 loops players can stop ----------------------------------------------


FREE_ENCORE = Ability(
    kind="auto", when="encore", zones=("stage",), effect=(("encore", True),), optional=True, text="Free encore"
)


def looper(g: Game, seat: int, card_id: str, pos: str) -> Card:
    """A character with 0 power (WS 9.5.1 sends it to the waiting room at every
    check timing) and a free optional Encore (back on the stage): a loop its
    master can stop by not using the Encore."""
    c = take(g, seat, card_id, pos)
    with_abilities(c, FREE_ENCORE, power=0)
    game_state(g).power_risk = True
    return c


def loop_answers(g: Game, numbers: dict[int, list[int]]) -> tuple[list[Decision], Answerer]:
    """Always keep the loop going: Encore [3] (which cannot be paid) first,
    then the free Encore, used; declare the numbers given per seat. Each
    answer is counted, as a match counts them."""
    seen: list[Decision] = []

    def answer(d: Decision) -> Iterable[str]:
        seen.append(d)
        g.answers += 1
        if d.kind is Kind.NUMBER:
            return (str(numbers[d.player].pop(0)),)
        if d.kind is Kind.YESNO:
            return ("yes",)
        return (d.options[0].key,)

    return seen, answer


def encores(g: Game, since: int = 0) -> int:
    return sum(1 for t in notes(g)[since:] if t.startswith("Encore:"))


def test_ws_11_1_1_2_one_player_declares_the_repetitions_then_stops() -> None:
    """WS 11.1.1.2: the loop only its master can stop: that player declares
    a number (3), the loop runs exactly that many more times without asking,
    then the player makes the choice that stops it (using the Encore is no
    longer offered) and the check timing ends."""
    g = fresh()
    x = looper(g, 0, "EWA-001", "cs_left")
    seen, answer = loop_answers(g, {0: [3]})
    moves.leave_stage(g, x, g.zone(0, "waiting_room"), why="test")
    run(abilities.check_timing(g), answer)
    numbers = [d for d in seen if d.kind is Kind.NUMBER]
    assert len(numbers) == 1 and numbers[0].player == 0 and numbers[0].rule == "WS 11.1.1.2"
    declared_at = next(i for i, t in enumerate(notes(g)) if "declares 3" in t)
    assert encores(g, declared_at) == 3
    after = seen[seen.index(numbers[0]) + 1 :]
    assert not any(d.kind is Kind.YESNO for d in after)  # executed without asking, then no "use it?" left
    assert x.zone.name == "waiting_room" and not g.pending and not g.over


def passer(seat: int) -> Callable[[Game, Pending], Flow]:
    """An automatic ability of ``seat``: "you may have your opponent's
    ability trigger again" — two of them, one per player, make a loop either
    player can stop by answering no."""

    def resolve(g: Game, p: Pending) -> Flow:
        again = yield from yes_no(g, seat, "Pass the bell to your opponent?")
        if again:
            g.add_pending(1 - seat, f"Bell of Player {2 - seat}", passer(1 - seat))

    return resolve


def test_ws_11_1_1_3_both_players_declare_turn_player_first_smaller_stops() -> None:
    """WS 11.1.1.3: a loop both players can stop: the turn player declares
    first (5), then the opponent (2); the smaller number is executed and its
    declarer then stops it; the check timing ends."""
    g = fresh(active=0)
    seen, answer = loop_answers(g, {0: [5], 1: [2]})
    g.add_pending(0, "Bell of Player 1", passer(0))
    run(abilities.check_timing(g), answer)
    numbers = [d for d in seen if d.kind is Kind.NUMBER]
    assert [d.player for d in numbers] == [0, 1]
    assert [d.rule for d in numbers] == ["WS 11.1.1.3", "WS 11.1.1.3"]
    assert "The loop repeats 2 more time(s); then Player 2 stops it" in notes(g)
    asked = seen[seen.index(numbers[1]) + 1 :]
    assert [d.player for d in asked] == [0]  # two rounds answered by the engine, then Player 1; Player 2 may only stop
    assert not g.pending and not g.over


def test_ws_11_1_1_1_a_loop_nobody_can_stop_is_still_a_draw() -> None:
    """WS 11.1.1.1: with the free Encore not optional, the only choice in the
    loop is the order of two abilities, which cannot stop it: once the player
    has declared and made the "stopping" choice, the loop comes back, and a
    loop nobody can stop is a draw."""
    from engine.errors import GameOver

    g = fresh()
    x = looper(g, 0, "EWA-001", "cs_left")
    with_abilities(x, replace(FREE_ENCORE, optional=False), power=0)
    seen, answer = loop_answers(g, {0: [1]})
    moves.leave_stage(g, x, g.zone(0, "waiting_room"), why="test")
    with pytest.raises(GameOver):
        run(abilities.check_timing(g), answer)
    assert g.over and g.winners == ()
    assert sum(1 for d in seen if d.kind is Kind.NUMBER) == 1
    assert any("nobody can stop it" in t for t in notes(g))
