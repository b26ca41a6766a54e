"""System Gate scenario tests for the start of the game (SG 6.1.2), control
(SG 3.4.2), Power units (SG 12.4) and loops a player can stop (SG 12.1.3,
SG 12.1.4). Each test sets up the situation with
the Game primitives, acts through Match.apply and checks what the rule
demands."""

from __future__ import annotations

import pytest

from engine import registry
from engine.abilities import read_step
from engine.decks import parse_deck_text
from engine.events import CardMoved, Note, TurnBegan
from engine.games.systemgate.field import damage_unit
from engine.games.systemgate.schema import signed_amount
from engine.games.systemgate.state import SystemGateState, SystemGateTurn, game_state, stat, total_limit, turn_state
from engine.match import Match
from tests.engine.games.test_systemgate import (
    GOOD,
    ID,
    _second_turn,
    attack,
    clear_hands,
    energy,
    keys,
    pass_until,
    pick,
    put,
    started,
    to_battle,
    to_main,
)


def _past_mulligans(m: Match) -> None:
    """Keep every hand and pass every Counter Timing until the first turn begins."""
    while m.decision is not None and m.game.turn == 0:
        d = m.decision
        m.apply(() if d.min == 0 else ("pass" if "pass" in keys(m) else d.options[0].key))


# -- SG 6.1.2: "Start of the Game" skills ----------------------------------------------------------


def test_sg_6_1_2_start_of_the_game_skill_of_a_gate_resolves_before_the_first_turn() -> None:
    """SG 6.1.2: Emberdawn Gate's "Start of the Game" skill triggers from the Player zone and resolves before the
    first turn begins: its player starts with one Energy more; the other Gate has no such skill."""
    dawn = parse_deck_text(GOOD.replace("1 SGD-G01", "1 SGD-G03"), "dawn.txt")
    plain = parse_deck_text(GOOD, "plain.txt")
    m = Match.new(ID, decks=[dawn, plain], seed=5)
    _past_mulligans(m)
    g = m.game
    assert len(g.zone(0, "energy")) == 3  # 2 (SG 5.2.10) + 1 from the skill
    assert len(g.zone(1, "energy")) == 2
    resolved = [
        i for i, e in enumerate(m.journal) if isinstance(e, Note) and e.text.startswith("Resolve: Emberdawn Gate")
    ]
    first_turn = next(i for i, e in enumerate(m.journal) if isinstance(e, TurnBegan))
    assert len(resolved) == 1 and resolved[0] < first_turn


def test_sg_6_1_2_both_players_start_of_the_game_skills_turn_player_first() -> None:
    """SG 6.1.2 / SG 1.3.8.1: with both Gates carrying a "Start of the Game" skill, both resolve, the turn player's
    first."""
    dawn = parse_deck_text(GOOD.replace("1 SGD-G01", "1 SGD-G03"), "dawn.txt")
    m = Match.new(ID, decks=[dawn, dawn], seed=11)
    _past_mulligans(m)
    g = m.game
    assert len(g.zone(0, "energy")) == 3 and len(g.zone(1, "energy")) == 3
    adds = [e.text for e in m.journal if isinstance(e, Note) and e.rule == "SG 3.5.3" and "Emberdawn Gate" in e.text]
    first, second = g.first_player, 1 - g.first_player
    assert len(adds) == 2
    assert adds[0].startswith(f"Player {first + 1} ") and adds[1].startswith(f"Player {second + 1} ")


def test_sg_6_1_2_start_of_the_game_skill_does_not_trigger_later() -> None:
    """SG 6.1.2: a "Start of the Game" skill acts once, at the start of the game, not at a later turn."""
    dawn = parse_deck_text(GOOD.replace("1 SGD-G01", "1 SGD-G03"), "dawn.txt")
    m = Match.new(ID, decks=[dawn, dawn], seed=2)
    _past_mulligans(m)
    g = m.game
    before = [e for e in m.journal if isinstance(e, Note) and e.text.startswith("Resolve: Emberdawn Gate")]
    assert len(before) == 2
    for _ in range(200):  # play on to the third turn
        if g.turn >= 3 or m.decision is None:
            break
        d = m.decision
        m.apply("pass" if "pass" in keys(m) else (() if d.min == 0 else d.options[0].key))
    after = [e for e in m.journal if isinstance(e, Note) and e.text.startswith("Resolve: Emberdawn Gate")]
    assert g.turn >= 3 and len(after) == 2


# -- SG 3.4.2: moving a card to the other side of the field switches its controller -----------------


def test_sg_3_4_2_moved_to_the_other_side_the_controller_switches() -> None:
    """SG 3.4.2 / SG 3.3.2: Gravity Snare moves an enemy unit to the caster's side; the caster now controls it (it
    counts toward their Limit and attacks for them), its owner is unchanged, and it goes to its owner's drop."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 3)
    snare = put(g, 0, "SGD-058", "hand")
    drake = put(g, 1, "SGD-004", "center")  # Pyre Warden, owned by Player 2
    inc = drake.incarnation
    to_main(m)
    pick(m, f"cast:{snare.iid}")
    d = m.decision
    if d is not None and d.rule == "SG 3.4.2" and f"mv:{drake.iid}:left" not in keys(m):
        m.apply((str(drake.iid),))  # the enemy unit, if it was not chosen by itself
    pick(m, f"mv:{drake.iid}:left")
    assert drake.zone.key == g.zone(0, "left").key
    assert drake.master == 0 and drake.owner == 1
    assert drake.incarnation == inc  # SG 4.1.4: field to field, the same card
    assert total_limit(g, 0) == int(drake.card.stats["limit"]) and total_limit(g, 1) == 0
    assert [n for n in (e for e in m.journal if isinstance(e, Note)) if n.rule == "SG 3.4.2"]
    _second_turn(m)
    to_battle(m)
    assert f"atk:{drake.iid}" in keys(m)  # its controller attacks with it
    life_before = g.players[1].counters["life"]
    attack(m, drake, "tp:1")
    assert g.players[1].counters["life"] == life_before - stat(g, drake, "crit")
    # Destroyed (SG 9.6.1 at the next check timing), it goes to its owner's drop.
    damage_unit(g, drake, 10**6, "test damage", "SG 9.6.1")
    pass_until(m, lambda: not drake.zone.field)
    assert drake.zone.key == g.zone(1, "drop").key and drake.master == 1


def test_sg_3_4_2_no_empty_zone_on_your_side_nothing_happens() -> None:
    """SG 3.4.2 / SG 1.3.2: with no empty unit zone on the caster's side, the enemy unit stays where it is."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 3)
    snare = put(g, 0, "SGD-058", "hand")
    for slot in ("left", "center", "right"):
        put(g, 0, "SGD-001", slot)
    scout = put(g, 1, "SGD-001", "left")
    to_main(m)
    pick(m, f"cast:{snare.iid}")
    if m.decision is not None and m.decision.rule == "SG 3.4.2":
        m.apply((str(scout.iid),))
    assert scout.zone.key == g.zone(1, "left").key and scout.master == 1


# -- SG 12.4: signed numbers are Power unless specified -----------------------------------------------


def test_sg_12_4_signed_numbers_are_power_unless_another_stat_is_named() -> None:
    """SG 12.4: "+3000" and -1000 are Power; "+1 Crit" and "-2000 Defense" name their stat."""
    assert signed_amount("+3000") == ("power", 3000)
    assert signed_amount("-1000") == ("power", -1000)
    assert signed_amount(2000) == ("power", 2000)
    assert signed_amount("+1 Crit") == ("crit", 1)
    assert signed_amount("-2000 Defense") == ("defense", -2000)
    for bad in ("3000", "+x", "+1 Luck", True):
        with pytest.raises(ValueError):
            signed_amount(bad)


@pytest.mark.parametrize(
    ("printed", "change"), [("+3000", ("power", 3000)), ("+1 Crit", ("crit", 1)), ("-2000 Defense", ("defense", -2000))]
)
def test_sg_12_4_a_gets_written_as_printed_reads_as_a_signed_number(printed: str, change: tuple[str, int]) -> None:
    """SG 12.4: "gets" written as the card prints it reads as a signed number: Power unless it names a stat."""
    _, gets = read_step(ID, {"gets": printed})
    assert gets.changes == (change,) and gets.target.this
    striker = registry.get(ID).pool["SGD-057"]
    assert [v.changes for ab in striker.abilities for w, v in ab.effect if w == "gets"] == [
        (("power", 2000),),
        (("crit", 1),),
    ]


def test_sg_12_4_comet_striker_plus_2000_is_power_and_plus_1_crit_is_crit() -> None:
    """SG 12.4: Comet Striker's "+2000" raises its Power (not Crit or Defense); its "+1 Crit" raises its Crit."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 2)
    striker = put(g, 0, "SGD-057", "left")
    to_main(m)
    pick(m, f"use:{striker.iid}:0")
    assert (stat(g, striker, "power"), stat(g, striker, "crit"), stat(g, striker, "defense")) == (4000, 1, 2000)
    _second_turn(m)
    to_battle(m)
    life_before = g.players[1].counters["life"]
    attack(m, striker, "tp:1")
    assert g.players[1].counters["life"] == life_before - 2  # Crit 1 + 1
    assert any(isinstance(e, Note) and e.text == "Comet Striker gets +1 Crit this turn" for e in m.journal)


# -- SG 12.1.3 / SG 12.1.4: a loop a player can stop -------------------------------------------------


def _run_loop(m: Match, declare: int) -> list[tuple[int, str]]:
    """Answer the loop's decisions (use every optional skill when asked, the
    first zone offered, ``declare`` for the number) until the Main Phase play
    timing comes back; returns the (seat, rule) of the loop's declaration."""
    asked: list[tuple[int, str]] = []
    for _ in range(200):
        d = m.decision
        assert d is not None
        if d.rule in ("SG 12.1.3", "SG 12.1.4"):
            asked.append((d.player, d.rule))
            m.apply(str(declare))
        elif d.rule == "SG 3.6.3":
            return asked
        elif d.kind.name == "YESNO":
            m.apply("yes")
        elif "pass" in keys(m):
            m.apply("pass")
        else:
            m.apply(d.options[0].key)
    raise AssertionError("the loop did not end")


def test_sg_12_1_3_the_player_who_can_stop_a_loop_declares_its_number_of_times() -> None:
    """SG 12.1.3: Orbiting Moonlet's optional "enters" skill moves it, which makes it enter again: a loop only its
    controller can stop. That player declares 4 and it takes place 4 times in all (4 moves, 4 Life), then stops."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 2)
    moon = put(g, 0, "SGD-059", "hand")
    life_before = g.players[0].counters["life"]
    to_main(m)
    pick(m, f"sum:{moon.iid}:left")
    asked = _run_loop(m, 4)
    assert asked == [(0, "SG 12.1.3")]  # asked once, of the player who can stop it
    moves = [e for e in m.journal if isinstance(e, CardMoved) and e.card == moon.iid and e.why == "moved"]
    assert len(moves) == 4
    assert g.players[0].counters["life"] == life_before + 4
    assert moon.zone.field and moon.master == 0


def test_sg_12_1_3_declaring_one_stops_the_loop_at_once() -> None:
    """SG 12.1.3 / SG 1.3.7: the number is a positive integer; 1 means the loop takes place only the time already
    done."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 2)
    moon = put(g, 0, "SGD-059", "hand")
    life_before = g.players[0].counters["life"]
    to_main(m)
    pick(m, f"sum:{moon.iid}:left")
    asked = _run_loop(m, 1)
    assert asked == [(0, "SG 12.1.3")]
    assert g.players[0].counters["life"] == life_before + 1


def test_sg_12_1_4_when_both_players_can_stop_a_loop_the_turn_player_declares() -> None:
    """SG 12.1.4: Drifting Comet's optional skill sends it to the other side of the field, where its new controller's
    copy of the skill may send it back: both players can stop the loop, so the turn player (Player 2 here) declares
    the number, and it takes place that many times."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 2)
    comet = put(g, 1, "SGD-061", "hand")
    to_main(m)
    pick(m, f"sum:{comet.iid}:left")
    asked = _run_loop(m, 3)
    assert asked == [(1, "SG 12.1.4")]
    crossings = [e for e in m.journal if isinstance(e, Note) and e.rule == "SG 3.4.2" and "Drifting Comet" in e.text]
    # Each time round is two crossings (there and back); the turn player's skill starts the 4th round and is
    # declined, so the Comet crosses 3 x 2 times and ends with the turn player.
    assert len(crossings) == 6
    assert comet.master == 1 and comet.zone.owner == 1


def test_state_is_typed_and_a_new_turn_gets_new_turn_state() -> None:
    """The game's state is a SystemGateState, the turn's a SystemGateTurn that a new turn replaces (the
    Guard Token shields of SG 2.4.12 last this turn); the accessors refuse another game's data."""
    m = started(active=0)
    g = m.game
    assert isinstance(game_state(g), SystemGateState) and isinstance(turn_state(g), SystemGateTurn)
    turn_state(g).guard_skill.add(0)
    before = g.turn
    pass_until(m, lambda: g.turn > before)
    assert not turn_state(g).guard_skill
    other = Match.new("vanguard", seed=1).game
    with pytest.raises(TypeError):
        game_state(other)
    with pytest.raises(TypeError):
        turn_state(other)
