"""Scenario tests for Cardfight!! Vanguard (rules/vanguard-rules.md, ``VG``)."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

import pytest

from engine import registry
from engine.bots import RandomBot
from engine.decisions import Decision, Kind, Option
from engine.decks import parse_deck_text
from engine.errors import DeckError, GameOver
from engine.games.vanguard import Vanguard
from engine.games.vanguard.abilities import play_act
from engine.games.vanguard.battle import attack_sub_phase, battle_phase
from engine.games.vanguard.stats import unit_power
from engine.games.vanguard.trigger_checks import deal_damage, drive_check
from engine.match import Match
from engine.state import REST, STAND, Card, Game
from engine.view import view_for

RS = registry.get("vanguard")
assert isinstance(RS, Vanguard)

Answerer = Callable[[Decision], Any]
Flow = Generator[Decision, tuple[Option, ...], Any]


# -- helpers -------------------------------------------------------------------------------


def new_game(seed: int = 0) -> Game:
    """Both demo decks in their deck zones, nothing else done."""
    decks = [RS.check_deck(d) for d in RS.demo_decks()]
    g = Game(RS, seed, RS.seat_teams())
    RS.build(g, decks)
    return g


def put(g: Game, seat: int, card_id: str, zone: str, *, face_up: bool = True, orientation: str = STAND) -> Card:
    """Move a copy of ``card_id`` from ``seat``'s deck to ``zone``."""
    for c in g.zone(seat, "deck").cards:
        if c.card.id == card_id:
            return g.move(c, g.zone(seat, zone), face_up=face_up, orientation=orientation)
    raise AssertionError(f"no {card_id} left in seat {seat}'s deck")


def fill(g: Game, seat: int, zone: str, n: int) -> list[Card]:
    """Move ``n`` cards without a trigger icon from the bottom of ``seat``'s deck to ``zone``."""
    deck = g.zone(seat, "deck")
    picked = [c for c in deck.cards if not c.card.get("trigger")][:n]
    assert len(picked) == n
    return [g.move(c, g.zone(seat, zone), face_up=True) for c in picked]


def stack_top(g: Game, seat: int, card_id: str) -> Card:
    """Put a copy of ``card_id`` on top of ``seat``'s deck."""
    deck = g.zone(seat, "deck")
    for c in deck.cards:
        if c.card.id == card_id:
            deck.cards.remove(c)
            deck.cards.append(c)
            return c
    raise AssertionError(f"no {card_id} in seat {seat}'s deck")


def first_option(d: Decision) -> Any:
    if d.kind is Kind.ORDER:
        return tuple(o.key for o in d.options)
    if d.min == 0:
        return ()
    return tuple(o.key for o in d.options[: d.min])


def drive(g: Game, flow: Flow, answer: Answerer = first_option) -> tuple[list[Decision], bool]:
    """Run a sub-flow to its end; returns the decisions asked and whether the game ended."""
    asked: list[Decision] = []
    sent: tuple[Option, ...] | None = None
    try:
        while True:
            d = flow.send(sent)  # type: ignore[arg-type]
            asked.append(d)
            a = answer(d)
            keys = d.normalise(a if a is not None else first_option(d))
            sent = d.chosen(keys)
    except StopIteration:
        return asked, False
    except GameOver:
        return asked, True


def by_prompt(rules: dict[str, Any]) -> Answerer:
    """Answer decisions whose prompt contains a key with its value (a callable
    gets the decision); anything else gets the first option."""

    def answer(d: Decision) -> Any:
        for part, value in rules.items():
            if part in d.prompt:
                return value(d) if callable(value) else value
        return first_option(d)

    return answer


def battle_game(seed: int = 0) -> Game:
    """Turn 3 of a game, seat 0 attacking: both players have a vanguard and a
    deck; nothing else on the field."""
    g = new_game(seed)
    for seat in (0, 1):
        g.shuffle(g.zone(seat, "deck"))
    g.turn = 3
    g.active = 0
    g.phase = "battle"
    return g


def names(cards: list[Card]) -> list[str]:
    return [c.name for c in cards]


def match_to(m: Match, prompt: str, answer: Answerer = first_option, limit: int = 500) -> Decision:
    """Answer decisions until one whose prompt contains ``prompt``."""
    for _ in range(limit):
        d = m.decision
        assert d is not None, "the game ended first"
        if prompt in d.prompt:
            return d
        m.apply(answer(d))
    raise AssertionError(f"no decision {prompt!r}")


# -- card data and deck construction -------------------------------------------------------

DEMO_LINES = [
    "1 PMV1-001",
    "4 PMV1-002",
    "4 PMV1-003",
    "4 PMV1-004",
    "4 PMV1-005",
    "4 PMV1-006",
    "4 PMV1-007",
    "3 PMV1-008",
    "3 PMV1-009",
    "4 PMV1-010",
    "4 PMV1-011",
    "3 PMV1-012",
    "4 PMV1-013",
    "4 PMV1-014",
]


def deck_of(lines: list[str]) -> Any:
    return parse_deck_text("# name: test\n" + "\n".join(lines) + "\n", "test.txt")


def deck_error(lines: list[str]) -> DeckError:
    with pytest.raises(DeckError) as info:
        RS.check_deck(deck_of(lines))
    return info.value


def test_vg_5_1_2_demo_decks_are_legal() -> None:
    """VG 5.1.2: both demo decks are legal: 50 cards, 16 triggers, 4 heals at most."""
    decks = RS.demo_decks()
    assert len(decks) >= 2
    for d in decks:
        cards = RS.check_deck(d)["main"]
        assert len(cards) == 50
        assert sum(1 for c in cards if c.get("trigger")) == 16
        assert sum(1 for c in cards if c.get("trigger") == "heal") <= 4
        assert d.name and d.name != "test"


def test_vg_2_card_schema_fields() -> None:
    """VG 2: the demo cards carry clan, grade, power, shield, critical, trigger and skill icons."""
    pool = RS.pool
    assert len(pool) >= 28
    empress = pool["PMV1-014"]
    assert empress.get("grade") == 3 and empress.get("shield") is None and "twin_drive" in empress.get("skills")
    sprite = pool["PMV1-002"]
    assert sprite.type == "trigger_unit" and sprite.get("trigger") == "critical" and sprite.get("shield") == 10000


def test_vg_5_1_2_1_more_than_fifty_cards_names_the_line() -> None:
    """VG 5.1.2.1: a deck holds exactly fifty cards; the line that passes fifty is named."""
    lines = [*DEMO_LINES[:-1], "4 PMV1-014", "1 PMV2-013"]
    err = deck_error(lines)
    assert err.line == 16 and "VG 5.1.2.1" in err.message


def test_vg_5_1_2_1_fewer_than_fifty_cards() -> None:
    """VG 5.1.2.1: 49 cards is not a legal deck."""
    lines = [*DEMO_LINES[:-1], "3 PMV1-014"]
    err = deck_error(lines)
    assert err.line == 15 and "VG 5.1.2.1" in err.message and "49" in err.message


def test_vg_5_1_2_2_five_copies_of_a_name() -> None:
    """VG 5.1.2.2: at most four cards of one name; the fifth copy's line is named."""
    lines = [*DEMO_LINES[:5], "4 PMV1-006", "1 PMV1-006", *DEMO_LINES[6:]]
    err = deck_error(lines)
    assert err.line == 8 and "VG 5.1.2.2" in err.message


def test_vg_5_1_2_3_seventeen_triggers() -> None:
    """VG 5.1.2.3: exactly sixteen triggers; the seventeenth's line is named."""
    lines = [
        *DEMO_LINES[:2],
        "4 PMV1-003",
        "4 PMV1-004",
        "4 PMV1-005",
        "1 PMV2-002",
        "4 PMV1-006",
        "4 PMV1-007",
        "2 PMV1-008",
        *DEMO_LINES[8:],
    ]
    err = deck_error(lines)
    assert err.line == 7 and "VG 5.1.2.3" in err.message


def test_vg_5_1_2_3_fifteen_triggers() -> None:
    """VG 5.1.2.3: fifteen triggers is not a legal deck; the last trigger line is named."""
    lines = [*DEMO_LINES[:4], "3 PMV1-005", *DEMO_LINES[5:7], "4 PMV1-008", *DEMO_LINES[8:]]
    err = deck_error(lines)
    assert err.line == 6 and "VG 5.1.2.3" in err.message


def test_vg_5_1_2_4_five_heal_triggers() -> None:
    """VG 5.1.2.4: at most four heal triggers, even of different names."""
    lines = [*DEMO_LINES[:3], "3 PMV1-004", "4 PMV1-005", "1 PMV2-005", *DEMO_LINES[5:]]
    err = deck_error(lines)
    assert err.line == 7 and "VG 5.1.2.4" in err.message


def test_vg_5_1_2_unknown_card_names_the_line() -> None:
    """VG 5.1.2: a deck entry that is no card of the game is reported at its line."""
    err = deck_error([*DEMO_LINES[:3], "4 PMV9-999", *DEMO_LINES[3:]])
    assert err.line == 5


def test_vg_5_2_2_deck_without_grade_0() -> None:
    """VG 5.2.2: a deck with no grade 0 card cannot provide a first vanguard, and is refused."""
    from engine.cards import CardDef, CardPool
    from engine.games.vanguard.deck import check_vanguard_deck

    pool = CardPool("vanguard")
    stats = {"clan": "Test", "grade": 1, "power": 5000, "shield": 5000, "critical": 1}
    for i in range(4):
        trig = "heal" if i == 0 else "draw"
        pool.add(CardDef(f"T-{i}", f"Trigger {i}", "vanguard", "trigger_unit", "", {**stats, "trigger": trig}, ()))
    for i in range(9):
        pool.add(CardDef(f"N-{i}", f"Normal {i}", "vanguard", "normal_unit", "", stats, ()))
    lines = [f"4 T-{i}" for i in range(4)] + [f"4 N-{i}" for i in range(8)] + ["2 N-8"]
    with pytest.raises(DeckError) as info:
        check_vanguard_deck(deck_of(lines), pool)
    assert "VG 5.2.2" in info.value.message and info.value.line == 2
    # The same list with one grade 0 normal unit is accepted.
    pool.add(CardDef("Z-0", "Zero", "vanguard", "normal_unit", "", {**stats, "grade": 0}, ()))
    assert len(check_vanguard_deck(deck_of([*lines[:-1], "1 N-8", "1 Z-0"]), pool)["main"]) == 50


# -- set-up -------------------------------------------------------------------------------


def test_vg_5_2_2_first_vanguard_is_grade_0_and_face_down() -> None:
    """VG 5.2.2: each player puts a grade 0 card of the deck face down on the vanguard circle."""
    m = Match.new("vanguard", seed=7)
    d = m.decision
    assert d is not None and d.player == 0 and "first vanguard" in d.prompt
    g = m.game
    assert all(g.cards[o.card].card.get("grade") == 0 for o in d.options if o.card is not None)
    assert len({g.cards[o.card].card.id for o in d.options if o.card is not None}) == len(d.options)
    m.apply(d.options[-1].key)
    vc = g.zone(0, "VC").top
    assert vc is not None and not vc.face_up and vc.card.get("grade") == 0
    assert g.can_see(vc, 0) and not g.can_see(vc, 1)
    assert view_for(g, 1).zone("p0.VC").cards[0].name is None
    assert len(g.zone(0, "deck").cards) == 49


def test_vg_5_2_4_first_player_is_random_and_redraw_starts_with_them() -> None:
    """VG 5.2.4 / VG 5.2.5: the first player comes from the game's RNG, and redraws first."""
    firsts = set()
    for seed in range(12):
        m = Match.new("vanguard", seed=seed)
        d = match_to(m, "Redraw")
        assert d.player == m.game.first_player
        assert len(m.game.zone(0, "hand").cards) == 5 and len(m.game.zone(1, "hand").cards) == 5
        firsts.add(m.game.first_player)
    assert firsts == {0, 1}


def test_vg_5_2_5_redraw_returns_and_draws_as_many() -> None:
    """VG 5.2.5: the cards put back are shuffled into the deck and as many are drawn."""
    m = Match.new("vanguard", seed=3)
    d = match_to(m, "Redraw")
    seat = d.player
    g = m.game
    back = [o.key for o in d.options[:3]]
    m.apply(tuple(back))
    assert len(g.zone(seat, "hand").cards) == 5
    assert len(g.zone(seat, "deck").cards) == 44
    other = m.decision
    assert other is not None and "Redraw" in other.prompt and other.player != seat


def test_vg_6_1_1_stand_up_turns_both_vanguards_face_up() -> None:
    """VG 6.1.1: after set-up both first vanguards are turned face up."""
    m = Match.new("vanguard", seed=5)
    match_to(m, "Ride phase")
    g = m.game
    for seat in (0, 1):
        vc = g.zone(seat, "VC").top
        assert vc is not None and vc.face_up and g.can_see(vc, 1 - seat)


# -- the turn ------------------------------------------------------------------------------


def test_vg_6_4_1_2_draw_phase_draws_one_card_on_the_first_turn() -> None:
    """VG 6.4.1.2 / VG 10.1.1.1: the turn player draws a card from the top of the deck (the first player too)."""
    m = Match.new("vanguard", seed=11)
    d = match_to(m, "Ride phase")
    g = m.game
    assert g.turn == 1 and d.player == g.first_player
    assert len(g.zone(d.player, "hand").cards) == 6
    assert len(g.zone(d.player, "deck").cards) == 43


def test_vg_8_5_2_1_1_1_ride_needs_same_grade_or_one_higher() -> None:
    """VG 8.5.2.1.1.1: only cards of the vanguard's grade or one higher may be ridden."""
    g = new_game()
    g.turn, g.active, g.phase = 4, 0, "ride"
    put(g, 0, "PMV1-010", "VC")  # grade 2
    g1 = put(g, 0, "PMV1-006", "hand")
    g2 = put(g, 0, "PMV1-011", "hand")
    g3 = put(g, 0, "PMV1-013", "hand")
    g0 = put(g, 0, "PMV1-002", "hand")
    asked, _ = drive(g, RS.ride_phase(g), lambda d: "skip")
    keys = {o.key for o in asked[0].options}
    assert keys == {"skip", f"ride:{g2.iid}", f"ride:{g3.iid}"}
    assert f"ride:{g1.iid}" not in keys and f"ride:{g0.iid}" not in keys
    # Through a real match: on the first turn only grade 0 and 1 cards are offered.
    m = Match.new("vanguard", seed=11)
    d = match_to(m, "Ride phase")
    grades = {m.game.cards[o.card].card.get("grade") for o in d.options if o.card is not None}
    assert grades <= {0, 1}


def test_vg_6_5_1_2_ride_puts_old_vanguard_into_soul_once_per_turn() -> None:
    """VG 6.5.1.2 / VG 8.5.2.4.1: one normal ride; the ridden vanguard goes to the soul."""
    g = new_game()
    g.turn, g.active = 2, 0
    g.phase = "ride"
    old = put(g, 0, "PMV1-001", "VC")
    g1 = put(g, 0, "PMV1-006", "hand")
    put(g, 0, "PMV1-007", "hand")
    asked, _ = drive(g, RS.ride_phase(g), lambda d: f"ride:{g1.iid}")
    assert len(asked) == 1
    assert g.zone(0, "VC").top is g1 and g1.orientation == STAND
    assert old in g.zone(0, "soul").cards
    # VG 6.5.1.2.1 / VG 6.6.1.2.1.1: no second ride; the main phase only calls to rear-guard circles.
    g.phase = "main"
    asked, _ = drive(g, RS.main_phase(g), lambda d: "end")
    assert not any(o.key.startswith("ride") or o.key.endswith(":VC") for o in asked[0].options)


def test_vg_8_5_2_1_1_2_call_grade_limit_and_end_always_offered() -> None:
    """VG 8.5.2.1.1.2 / VG 6.6.1.3: calls need grade <= vanguard's; ending the main phase is always offered."""
    g = new_game()
    g.turn, g.active, g.phase = 2, 0, "main"
    put(g, 0, "PMV1-006", "VC")
    low = put(g, 0, "PMV1-007", "hand")
    high = put(g, 0, "PMV1-010", "hand")
    asked, _ = drive(g, RS.main_phase(g), lambda d: "end")
    keys = [o.key for o in asked[0].options]
    assert f"call:{low.iid}:RC_FL" in keys and not any(k.startswith(f"call:{high.iid}:") for k in keys)
    assert "end" in keys
    assert len([k for k in keys if k.startswith("call:")]) == 5


def test_vg_9_3_3_calling_over_a_rear_guard_retires_it() -> None:
    """VG 8.5.2.4.2 / VG 9.3.3: a unit called onto an occupied circle sends the old one to the drop zone."""
    g = new_game()
    g.turn, g.active, g.phase = 2, 0, "main"
    put(g, 0, "PMV1-010", "VC")
    old = put(g, 0, "PMV1-006", "RC_FL")
    new = put(g, 0, "PMV1-009", "hand")
    answers = iter([f"call:{new.iid}:RC_FL", "end"])
    drive(g, RS.main_phase(g), lambda d: next(answers))
    assert g.zone(0, "RC_FL").cards == [new]
    assert old in g.zone(0, "drop").cards
    g.check_invariants()


def test_vg_6_6_1_2_3_swap_within_a_column_keeps_orientation() -> None:
    """VG 6.6.1.2.3 / VG 4.6.6.2: rear-guards of one column exchange circles, keeping their orientation."""
    g = new_game()
    g.turn, g.active, g.phase = 2, 0, "main"
    put(g, 0, "PMV1-010", "VC")
    front = put(g, 0, "PMV1-011", "RC_FL", orientation=REST)
    back = put(g, 0, "PMV1-006", "RC_BL")
    inc = front.incarnation
    answers = iter(["move:L", "end"])
    drive(g, RS.main_phase(g), lambda d: next(answers))
    assert g.zone(0, "RC_BL").cards == [front] and g.zone(0, "RC_FL").cards == [back]
    assert front.orientation == REST and back.orientation == STAND
    assert front.incarnation == inc  # VG 4.1.4: circle to circle keeps the card


def test_vg_6_3_1_2_stand_phase_stands_all_units() -> None:
    """VG 6.3.1.2: the turn player's units stand at the stand phase; the opponent's do not."""
    m = Match.new("vanguard", seed=2)
    match_to(m, "Ride phase")
    g = m.game
    me = g.active
    # Rest every unit, then run the next player's turn up to their ride phase.
    mine = g.zone(me, "VC").top
    theirs = g.zone(1 - me, "VC").top
    assert mine is not None and theirs is not None
    g.set_orientation(mine, REST)
    g.set_orientation(theirs, REST)
    m.apply("skip")
    match_to(
        m,
        "Ride phase",
        lambda d: "skip" if "Ride" in d.prompt else "end" if "Main" in d.prompt else first_option(d),
        limit=50,
    )
    assert g.active == 1 - me
    assert theirs.orientation == STAND and mine.orientation == REST


def test_vg_6_8_1_2_end_phase_ends_until_end_of_turn_effects() -> None:
    """VG 6.8.1.2: 'until end of turn' effects cease in the end phase."""
    m = Match.new("vanguard", seed=4)
    match_to(m, "Ride phase")
    g = m.game
    vc = g.zone(g.active, "VC").top
    assert vc is not None
    base = g.stat(vc, "power")
    g.add_effect("power", "add", 5000, target=vc)
    assert g.stat(vc, "power") == base + 5000
    m.apply("skip")
    match_to(
        m,
        "Ride phase",
        lambda d: "skip" if "Ride" in d.prompt else "end" if "Main" in d.prompt else first_option(d),
        limit=50,
    )
    assert g.stat(vc, "power") == base


# -- battle --------------------------------------------------------------------------------


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


def test_vg_10_2_2_1_intercept_moves_a_front_rear_guard_to_guard() -> None:
    """VG 10.2.2.1: a front rear-guard with intercept, not attacked, may guard (even resting)."""
    g = battle_game()
    put(g, 0, "PMV1-013", "VC")  # 11000, twin drive
    put(g, 1, "PMV2-006", "VC")  # 8000
    icp = put(g, 1, "PMV2-010", "RC_FR", orientation=REST)  # grade 2, intercept, shield 5000
    for _ in range(2):
        stack_top(g, 0, "PMV1-009")

    def answer(d: Decision) -> Any:
        if "Guard" in d.prompt:
            assert [o.card for o in d.options] == [icp.iid]
            return (str(icp.iid),)
        if "attacks" in d.prompt:
            return next(o.key for o in d.options if g.cards[o.card or 0].zone.name == "VC")
        return first_option(d)

    drive(g, attack_sub_phase(g), answer)
    assert icp in g.zone(1, "drop").cards  # the interceptor guarded and is retired with the guardians
    assert g.zone(1, "damage").cards == []  # 8000 + 5000 shield > 11000: no hit


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


def test_vg_8_6_4_leaving_the_field_triggers_from_the_rear_guard_circle() -> None:
    """VG 8.6.4 / VG 8.6.4.1.2: a rear-guard retired by a hit triggers its 'leaves the field' ability."""
    g = battle_game()
    put(g, 0, "PMV1-010", "RC_FL")
    put(g, 1, "PMV2-010", "VC")
    runner = put(g, 1, "PMV2-009", "RC_FR")  # 7000; leaves the field: Soul Charge 1

    def answer(d: Decision) -> Any:
        if "Choose the unit" in d.prompt and "attacks" in d.prompt:
            return str(runner.iid)
        return first_option(d)

    drive(g, attack_sub_phase(g), answer)
    assert runner in g.zone(1, "drop").cards
    assert len(g.zone(1, "soul").cards) == 1
    # From the guardian circle it does not trigger (its ability works on RC only).
    guard = put(g, 1, "PMV2-009", "GC")
    from engine.games.vanguard.keywords import leave_field

    leave_field(g, guard, g.zone(1, "drop"), why="test", rule="VG 7.6.1.8")
    assert g.pending == []


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


def test_vg_2_8_1_1_2_critical_trigger_on_drive_adds_a_damage() -> None:
    """VG 2.8.1.1.2: a critical trigger gives +1 critical and +5000 power; the vanguard deals 2 damage."""
    g = battle_game()
    atk = put(g, 0, "PMV1-006", "VC")
    put(g, 1, "PMV2-010", "VC")  # 10000 > 8000 before the trigger
    stack_top(g, 0, "PMV1-002")  # critical trigger
    for _ in range(2):
        stack_top(g, 1, "PMV2-006")
    drive(g, attack_sub_phase(g), by_prompt({"Guard": ()}))
    assert g.stat(atk, "critical") == 2 and g.stat(atk, "power") == 13000
    assert len(g.zone(1, "damage").cards) == 2


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


def test_vg_2_8_1_1_3_draw_trigger_draws_and_gives_power() -> None:
    """VG 2.8.1.1.3: a draw trigger draws a card and gives +5000 power."""
    g = battle_game()
    vc = put(g, 1, "PMV2-006", "VC")
    trig = stack_top(g, 1, "PMV2-004")
    hand = g.zone(1, "hand")
    drive(g, deal_damage(g, 1, 1))
    assert trig in g.zone(1, "damage").cards
    assert len(hand.cards) == 1 and g.stat(vc, "power") == 13000


def test_vg_2_8_1_1_4_stand_trigger_stands_a_rear_guard() -> None:
    """VG 2.8.1.1.4: a stand trigger stands one of your rear-guards."""
    g = battle_game()
    put(g, 0, "PMV1-010", "VC")
    rg = put(g, 0, "PMV1-011", "RC_FL", orientation=REST)
    stack_top(g, 0, "PMV1-004")
    drive(g, drive_check(g, 0, 1))
    assert rg.orientation == STAND


def test_vg_2_8_1_1_5_heal_needs_at_least_as_much_damage_as_the_opponent() -> None:
    """VG 2.8.1.1.5: heal only with as many or more damage than the opponent."""
    g = battle_game()
    put(g, 1, "PMV2-006", "VC")
    put(g, 0, "PMV1-006", "VC")
    fill(g, 1, "damage", 3)
    fill(g, 0, "damage", 3)
    stack_top(g, 1, "PMV2-005")
    drive(g, deal_damage(g, 1, 1))
    # 3 damage against 3 when the heal is checked: one is healed, then the heal card is added.
    assert len(g.zone(1, "damage").cards) == 3
    assert len(g.zone(1, "drop").cards) == 1
    g2 = battle_game()
    put(g2, 1, "PMV2-006", "VC")
    put(g2, 0, "PMV1-006", "VC")
    fill(g2, 1, "damage", 2)
    fill(g2, 0, "damage", 3)
    stack_top(g2, 1, "PMV2-005")
    drive(g2, deal_damage(g2, 1, 1))
    assert len(g2.zone(1, "damage").cards) == 3  # 2 against 3: no heal
    assert g2.zone(1, "drop").cards == []


# -- costs and abilities ---------------------------------------------------------------------


def test_vg_10_1_15_counter_blast_turns_damage_face_down_and_stays_public() -> None:
    """VG 10.1.15.1 / VG 4.8.2.1 / VG 10.1.3.1: counter blast turns damage face down; face-down damage stays
    public and counts; the retired unit goes from the field to the drop zone."""
    g = battle_game()
    g.phase = "main"
    put(g, 0, "PMV1-012", "RC_FL")  # ACT CB1: retire an opponent rear-guard
    put(g, 0, "PMV1-013", "VC")
    dmg = put(g, 0, "PMV1-006", "damage")
    victim = put(g, 1, "PMV2-007", "RC_FL")
    warden = g.zone(0, "RC_FL").top
    assert warden is not None
    drive(g, play_act(g, 0, warden, 0))
    assert not dmg.face_up and g.can_see(dmg, 1)
    assert victim in g.zone(1, "drop").cards
    assert len(g.zone(0, "damage").cards) == 1


def test_vg_10_1_16_soul_blast_cost_on_attack() -> None:
    """VG 10.1.16.1: soul blast moves soul cards to the drop zone to pay a cost (Scorchblade Duelist)."""
    g = battle_game()
    duelist = put(g, 0, "PMV1-011", "RC_FL")  # 9000; attacks: SB1 +3000
    put(g, 0, "PMV1-010", "VC")
    soul_card = put(g, 0, "PMV1-006", "soul")
    put(g, 1, "PMV2-010", "VC")  # 10000

    def answer(d: Decision) -> Any:
        if "attack with" in d.prompt:
            return str(duelist.iid)
        if "pay" in d.prompt:
            return "yes"
        return by_prompt({"Guard": ()})(d)

    stack_top(g, 1, "PMV2-006")
    drive(g, attack_sub_phase(g), answer)
    assert soul_card in g.zone(0, "drop").cards
    assert len(g.zone(1, "damage").cards) == 1  # 12000 hits 10000


# -- rule actions and losing -----------------------------------------------------------------


def test_vg_9_2_2_sixth_damage_loses() -> None:
    """VG 9.2.2 / VG 9.2.1 / VG 1.2.2.1 / VG 4.8.3 / VG 7.6.1.6.5: a player with six damage loses at the
    check timing after that damage check; the second damage check never happens."""
    g = battle_game()
    put(g, 1, "PMV2-006", "VC")
    fill(g, 1, "damage", 5)
    stack_top(g, 1, "PMV2-009")
    _, over = drive(g, deal_damage(g, 1, 2))
    assert over and g.winners == (0,)
    assert len(g.zone(1, "damage").cards) == 6  # the second damage check never happens


def test_vg_9_2_3_empty_deck_loses() -> None:
    """VG 9.2.3 / VG 1.2.2.2: a player with no cards in the deck loses by rule action."""
    m = Match.new("vanguard", seed=9)
    match_to(m, "Ride phase")
    g = m.game
    opp = 1 - g.active
    deck = g.zone(opp, "deck")
    drop = g.zone(opp, "drop")
    for c in list(deck.cards):
        g.move(c, drop)
    m.apply("skip")
    assert m.is_terminal()
    outcome = m.outcome()
    assert outcome is not None and outcome.winners == (g.active,)


def test_vg_1_2_3_both_lose_at_once_is_a_draw() -> None:
    """VG 1.2.3 / VG 9.1.3: players who lose simultaneously (rule actions at once) draw."""
    g = battle_game()
    for seat in (0, 1):
        put(g, seat, "PMV1-006" if seat == 0 else "PMV2-006", "VC")
        fill(g, seat, "damage", 6)
    from engine.flow import check_timing

    _, over = drive(g, check_timing(g))
    assert over and g.winners == ()


def test_vg_9_4_1_guardians_outside_battle_go_to_drop() -> None:
    """VG 9.4.1: units on the guardian circle outside the battle phase are put into the drop zone."""
    g = battle_game()
    g.phase = "main"
    gd = put(g, 1, "PMV2-009", "GC")
    assert RS.rule_actions(g)
    assert gd in g.zone(1, "drop").cards


def test_vg_9_3_1_overloaded_vanguard_circle() -> None:
    """VG 9.3.1: extra units on the vanguard circle go to the soul, the last placed stays."""
    g = battle_game()
    first = put(g, 0, "PMV1-006", "VC")
    last = put(g, 0, "PMV1-010", "VC")
    assert RS.rule_actions(g)
    assert g.zone(0, "VC").cards == [last] and first in g.zone(0, "soul").cards


# -- hidden information ------------------------------------------------------------------------


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


# -- whole games ---------------------------------------------------------------------------------


def test_vg_1_2_fifty_seeded_bot_games_finish() -> None:
    """VG 1.2: random-bot games end by a loss condition (damage, empty deck, an effect) with invariants holding."""
    reasons = set()
    for seed in range(50):
        m = Match.new("vanguard", seed=seed)
        bot = RandomBot(seed)
        steps = 0
        while m.decision is not None:
            m.apply_trusted(bot.choose(m.decision))
            steps += 1
            if steps % 50 == 0:
                m.game.check_invariants()
            assert steps < 5000
        m.game.check_invariants()
        assert m.is_terminal()
        reasons.add(m.game.reason.split(" ", 2)[-1])
    by_effect = {"loses: the opponent wins by an effect", "loses by an effect"}  # VG 1.2.5
    rules = {"has six or more damage", "has no cards left in the deck"}
    assert reasons <= rules | by_effect | {r for r in reasons if "draw" in r}


def test_vg_replay_reproduces_the_game() -> None:
    """VG 5.2.4: all randomness comes from the seed, so replaying the answers gives the same journal."""
    m = Match.new("vanguard", seed=21)
    bot = RandomBot(21)
    for _ in range(150):
        if m.decision is None:
            break
        m.apply_trusted(bot.choose(m.decision))
    assert m.clone().journal_digest() == m.journal_digest()


# -- more abilities ----------------------------------------------------------------------------


def test_vg_10_2_5_1_2_1_limit_break_does_not_trigger_below_four_damage() -> None:
    """VG 10.2.5.1.2.1: a Limit Break automatic ability does not trigger with fewer than four damage."""
    for damage, expect_power in ((3, 11000), (4, 16000)):
        g = battle_game()
        overlord = put(g, 0, "PMV1-013", "VC")  # LB4: attacks, CB1: +5000 power, +1 critical
        fill(g, 0, "damage", damage)
        put(g, 1, "PMV2-006", "VC")
        put(g, 1, "PMV2-002", "hand")
        seen: list[int] = []

        def answer(d: Decision, g: Game = g, overlord: Card = overlord, seen: list[int] = seen) -> Any:
            if "pay" in d.prompt:
                return "yes"
            if "Guard" in d.prompt:
                seen.append(g.stat(overlord, "power"))
                return ()
            return first_option(d)

        drive(g, attack_sub_phase(g), answer)
        assert seen == [expect_power]


def test_vg_8_5_2_3_activated_ability_once_per_turn_and_cost() -> None:
    """VG 8.5.2.3 / VG 6.6.1.2.2: an activated ability is offered only while its cost can be paid,
    and once per turn when so marked."""
    g = battle_game()
    g.phase = "main"
    put(g, 0, "PMV1-013", "VC")
    warden = put(g, 0, "PMV1-012", "RC_FL")  # ACT 1/turn, CB1: retire
    put(g, 1, "PMV2-007", "RC_FL")
    put(g, 1, "PMV2-006", "RC_FR")
    asked: list[Decision] = []

    def answer(d: Decision) -> Any:
        asked.append(d)
        if "Main phase" in d.prompt:
            act = [o.key for o in d.options if o.key.startswith("act:")]
            return act[0] if act else "end"
        return first_option(d)

    # No face-up damage: the ability cannot be paid, so it is not offered.
    drive(g, RS.main_phase(g), answer)
    assert not any(o.key.startswith("act:") for o in asked[0].options)
    fill(g, 0, "damage", 2)
    asked.clear()
    drive(g, RS.main_phase(g), answer)
    mains = [d for d in asked if "Main phase" in d.prompt]
    assert f"act:{warden.iid}:0" in [o.key for o in mains[0].options]
    assert not any(o.key.startswith("act:") for o in mains[-1].options)  # used this turn
    assert len(g.zone(1, "drop").cards) == 1
    assert sum(1 for c in g.zone(0, "damage").cards if c.face_up) == 1


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


def test_vg_8_6_2_placed_on_rear_guard_circle_soul_charge() -> None:
    """VG 8.6.2 / VG 10.1.17.1: 'when placed on (RC)' stands by at the call and soul charges at check timing."""
    g = new_game()
    g.turn, g.active, g.phase = 2, 0, "main"
    put(g, 0, "PMV1-006", "VC")
    acolyte = put(g, 0, "PMV1-008", "hand")
    answers = iter([f"call:{acolyte.iid}:RC_BL", "end"])
    drive(g, RS.main_phase(g), lambda d: next(answers))
    assert len(g.zone(0, "soul").cards) == 1
    assert g.zone(0, "RC_BL").cards == [acolyte]


def test_vg_8_4_1_3_turn_player_chooses_the_order_of_the_opponents_abilities() -> None:
    """VG 8.4.1.3: when only the non-turn player's automatic abilities stand
    by, the turn player chooses which of them resolves next."""
    from engine.flow import check_timing
    from engine.match import Match

    m = Match.new("vanguard", seed=3)
    g = m.game
    opp = g.opponent(g.active)
    done: list[str] = []

    def resolver(name: str):  # type: ignore[no-untyped-def]
        def resolve(g, p):  # type: ignore[no-untyped-def]
            done.append(name)
            return
            yield

        return resolve

    g.add_pending(opp, "first", resolver("first"))
    g.add_pending(opp, "second", resolver("second"))
    flow = check_timing(g)
    d = next(flow)
    assert d.player == g.active
    with pytest.raises(StopIteration):
        flow.send(tuple(o for o in d.options if o.label == "second"))
    assert done == ["second", "first"]
