"""System Gate rules, Section 12, Miscellaneous: loops and what the rules leave to the players (SG 12)."""

from __future__ import annotations

import pytest

from engine import registry
from engine.abilities import read_step
from engine.events import CardMoved, Note
from engine.games.systemgate.costs import cost_candidates
from engine.games.systemgate.schema import signed_amount
from engine.games.systemgate.state import (
    FIELD_ZONES,
    stat,
)
from engine.state import REST, STAND
from tests.engine.games.sg import (
    ID,
    TAG,
    attack,
    choose,
    clear_hands,
    energy,
    keys,
    offered,
    pick,
    put,
    run_loop,
    second_turn,
    started,
    to_battle,
    to_main,
)


def test_sg_12_2_2_cost_without_a_zone_does_not_offer_an_enemy_unit() -> None:
    """SG 12.2.2: Rockling Shepherd's cost "Rest a unit" names no zone, so the unit must be in a zone owned by
    the skill's owner: the opponent's standing unit is not offered, the owner's own units are."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    shepherd = put(g, 1, "SGD-054", "left")
    mine = put(g, 1, "SGD-021", "center")  # Reefling Guard
    theirs = put(g, 0, "SGD-002", "center")  # an enemy unit, standing
    to_main(m)
    pick(m, f"use:{shepherd.iid}:0")
    d = m.decision
    assert d is not None and d.rule == "SG 12.2.2" and d.player == 1
    assert offered(m) == {shepherd.iid, mine.iid}
    assert theirs.iid not in offered(m)
    choose(m, mine.iid)
    assert mine.orientation == REST and theirs.orientation == STAND
    assert g.stat(shepherd, "crit", 0) == 2


def test_sg_12_2_2_enemy_units_do_not_make_the_cost_payable() -> None:
    """SG 12.2.2 / SG 3.1.4.2: with only enemy units standing, "Rest a unit" cannot be paid, so the [Use] skill is
    not offered."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    shepherd = put(g, 1, "SGD-054", "left", orientation=REST)
    put(g, 0, "SGD-002", "center")
    put(g, 0, "SGD-001", "left")
    guard = put(g, 1, "SGD-021", "hand")  # a Cost 0 unit, so the Main Phase has a choice to show
    to_main(m)
    assert f"sum:{guard.iid}:center" in keys(m)
    assert f"use:{shepherd.iid}:0" not in keys(m)
    pick(m, f"sum:{guard.iid}:center")  # now a unit of the owner stands: the skill is offered
    assert f"use:{shepherd.iid}:0" in keys(m)


def test_sg_12_2_2_tag_team_mates_zones_are_not_the_owners() -> None:
    """SG 12.2.2 (Tag Team): the team mate's zones are not owned by the skill's owner either; only the owner's
    units are offered."""
    m = started(active=0, gid=TAG)
    g = m.game
    clear_hands(g)
    shepherd = put(g, 0, "SGD-054", "left")
    mine = put(g, 0, "SGD-001", "right")
    mate = put(g, 2, "SGD-001", "center")
    enemy = put(g, 1, "SGD-001", "center")
    to_main(m)
    pick(m, f"use:{shepherd.iid}:0")
    assert m.decision is not None and m.decision.rule == "SG 12.2.2"
    assert offered(m) == {shepherd.iid, mine.iid}
    assert not {mate.iid, enemy.iid} & offered(m)


def test_sg_12_2_2_a_cost_that_names_a_zone_takes_that_zone() -> None:
    """SG 12.2.2: the restriction applies only when the cost names no zone; a cost naming the enemy Center takes
    the enemy's card there, one naming no zone only the owner's field cards."""
    m = started(active=1)
    g = m.game
    shepherd = put(g, 1, "SGD-054", "left")
    theirs = put(g, 0, "SGD-002", "center")
    assert cost_candidates(g, 1, shepherd, (), FIELD_ZONES) == [shepherd]
    named = (("side", "enemy"), ("zone", "center"))
    assert cost_candidates(g, 1, shepherd, named, FIELD_ZONES) == [theirs]


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
    second_turn(m)
    to_battle(m)
    life_before = g.players[1].counters["life"]
    attack(m, striker, "tp:1")
    assert g.players[1].counters["life"] == life_before - 2  # Crit 1 + 1
    assert any(isinstance(e, Note) and e.text == "Comet Striker gets +1 Crit this turn" for e in m.journal)


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
    asked = run_loop(m, 4)
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
    asked = run_loop(m, 1)
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
    asked = run_loop(m, 3)
    assert asked == [(1, "SG 12.1.4")]
    crossings = [e for e in m.journal if isinstance(e, Note) and e.rule == "SG 3.4.2" and "Drifting Comet" in e.text]
    # Each time round is two crossings (there and back); the turn player's skill starts the 4th round and is
    # declined, so the Comet crosses 3 x 2 times and ends with the turn player.
    assert len(crossings) == 6
    assert comet.master == 1 and comet.zone.owner == 1
