"""Dragon Ball Super Card Game rules (manual 1.073), section 3, Game Areas (DBS 3)."""

from __future__ import annotations

import pytest

from engine.bots import RandomBot
from engine.games.dbscg.battle import attack
from engine.games.dbscg.costs import pay
from engine.games.dbscg.plays import play_card
from engine.games.dbscg.turn import main_phase
from engine.match import Match
from engine.state import REST, STAND
from engine.timing import Duration
from tests.engine.games.dbs import (
    energy,
    leader,
    new_game,
    notes,
    run,
    take,
)


def test_3_10_the_warp_exists_only_in_1073() -> None:
    """DBS 3-10: ver.1.073 has the Warp; the ver.1.00 manual has no such area."""
    _, g = new_game("dbscg")
    _, g10 = new_game("dbscg-1.0")
    assert "p0.warp" in g.zones and "p0.warp" not in g10.zones
    for name in ("deck", "hand", "leader", "battle", "combo", "energy", "life", "drop"):
        assert f"p1.{name}" in g10.zones
    assert g.zone(0, "life").visibility == "hidden" and g.zone(0, "energy").visibility == "public"


def test_3_hidden_areas_stay_hidden_in_views() -> None:
    """DBS 3-3-3: the opponent's hand is secret; DBS 3-2-2 / DBS 3-9-2: deck and
    life are secret to both players; DBS 3-8-2: energy is open."""
    m = Match.new("dbscg", seed=2)
    bot = RandomBot(2)
    for _ in range(30):
        assert m.decision is not None
        m.apply_trusted(bot.choose(m.decision))
    v = m.view(0)
    assert all(c.name is not None for c in v.zone("p0.hand").cards)
    assert all(c.name is None for c in v.zone("p1.hand").cards)
    for key in ("p0.life", "p1.life", "p0.deck", "p1.deck"):
        assert all(c.name is None for c in v.zone(key).cards)
    assert all(c.name is not None for c in v.zone("p1.energy").cards)
    assert v.extras["life"] == [len(m.game.zone(s, "life").cards) for s in range(2)]
    assert v.zone("p0.leader").cards[0].stats["power"] >= 0


def test_3_1_4_battle_to_combo_keeps_the_card_battle_to_drop_makes_a_new_one() -> None:
    """DBS 3-1-4 / DBS 3-1-5: Battle Area <-> Combo Area keeps the card and the
    effects on it; to any other area it becomes a new card."""
    rs, g = new_game()
    pip = take(g, 0, "DBR-002", "battle")
    g.add_effect("power", "add", 3000, target=pip)
    g.move(pip, g.zone(0, "combo"))
    assert rs.power(g, pip) == 8000
    g.move(pip, g.zone(0, "battle"))
    assert rs.power(g, pip) == 8000
    g.move(pip, g.zone(0, "combo"))
    g.move(pip, g.zone(0, "hand"))
    g.move(pip, g.zone(0, "battle"))
    assert rs.power(g, pip) == 5000


def test_3_7_3_1_only_cards_with_combo_cost_and_power_can_combo() -> None:
    """DBS 3-7-3-1: a Battle Card without combo cost and combo power cannot
    combo; DBS 7-3-1-2-2: the defender may combo from the hand."""
    rs, g = new_game()
    pearl = take(g, 1, "DBB-015", "hand")  # no combo data
    kelp = take(g, 1, "DBB-008", "hand")  # combo 5000, cost 0
    ds = run(attack(rs, g, leader(g, 0), leader(g, 1)), "pass", "life:0")
    keys = [o.key for o in ds[0].options]
    assert ds[0].player == 1 and f"combo:{kelp.iid}" in keys and f"combo:{pearl.iid}" not in keys


def test_3_7_4_any_number_of_combos() -> None:
    """DBS 3-7-4: no limit to the cards in the Combo Area; DBS 7-4-1-2: all
    their combo power is added to the attack card."""
    rs, g = new_game()
    a = take(g, 0, "DBR-002", "hand")
    b = take(g, 0, "DBR-002", "hand")
    run(attack(rs, g, leader(g, 0), leader(g, 1)), f"combo:{a.iid}", f"combo:{b.iid}", "life:0")
    assert any("10000 + combo 10000 (Cinder Scout Pip 5000, Cinder Scout Pip 5000) = 20000" in t for t in notes(g))
    assert a.zone.name == b.zone.name == "drop"


def test_3_8_2_the_player_chooses_which_energy_pays() -> None:
    """DBS 3-8-2: a player may choose any of their energy cards when paying;
    DBS 4-8-1-1-1: the rested ones are no longer Active."""
    _, g = new_game()
    red = take(g, 0, "DBR-002", "energy")
    black = take(g, 0, "DBX-010", "energy")
    ds = run(pay(g, 0, 1, (), "test", "DBS 3-8-2"), (str(black.iid),))
    assert {o.card for o in ds[0].options} == {red.iid, black.iid}
    assert black.orientation == REST and red.orientation == STAND


def test_3_1_7_1_and_11_5_control_then_ko_goes_to_the_owner() -> None:
    """DBS 11-5-1 / DBS 11-5-1-1: gaining control moves the card to the master's
    Battle Area keeping its mode; DBS 3-1-7 / DBS 4-2-2: KO-ed, it goes to its
    owner's Drop Area. DBS 10-29-1: the skill needs [Sparking 5]."""
    rs, g = new_game()
    gambit = take(g, 0, "DBX-013", "hand")
    energy(g, 0, "DBR-002", 2)
    target = take(g, 1, "DBB-008", "battle", orientation=REST)  # 10000
    ds = run(main_phase(rs, g, 0), "end")
    assert not any(o.key == f"extra:{gambit.iid}" for o in ds[0].options)  # 0 < 5 cards in the Drop Area
    for card_id in ("DBR-003", "DBR-003", "DBR-003", "DBR-010", "DBR-010"):
        take(g, 0, card_id, "drop")
    run(main_phase(rs, g, 0), f"extra:{gambit.iid}", "life:0", (str(target.iid),), "end")
    assert target.zone.key == "p0.battle" and target.owner == 1 and target.master == 0
    assert target.orientation == REST
    assert len(g.zone(1, "life").cards) == 7  # DBS 4-11-1-2: 1 damage, source Ember Gambit
    assert any("Ember Gambit inflicts 1 damage" in t for t in notes(g))
    run(rs.ko(g, target, by_opponent=False, why="test"))
    assert target.zone.key == "p1.drop"


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
def test_3_1_5_combo_to_drop_is_a_new_card(rid: str) -> None:
    """DBS 3-1-5 / DBS1.0 3-1-5: a card moving from the Combo Area to an area
    other than the Battle Area is a new card: the effects it carried from the
    Battle Area (DBS 3-1-4) stop applying."""
    rs, g = new_game(rid)
    novice = take(g, 0, "DBR-008", "battle")  # 10000, combo cost 0
    g.add_effect("power", "add", 5000, target=novice, duration=Duration.END_OF_TURN)
    run(attack(rs, g, leader(g, 0), leader(g, 1)), f"combo:{novice.iid}", "life:0")
    assert novice.zone.name == "drop" and rs.power(g, novice) == 10000


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
def test_3_6_3_playing_places_the_card_in_active_mode(rid: str) -> None:
    """DBS 3-6-3 / DBS 3-6-4 / DBS 6-3-1-2-1-3 (DBS1.0 3-6-3-1 / DBS1.0 3-6-4 /
    DBS1.0 6-3-1-3-1-3): playing places the Battle Card in the Battle Area,
    in Active Mode, after its energy cost is paid in Rest Mode
    (DBS 6-3-1-2-1-1)."""
    rs, g = new_game(rid)
    pip = take(g, 0, "DBR-002", "hand")  # cost 1
    (e,) = energy(g, 0, "DBR-008", 1)
    run(play_card(rs, g, 0, pip))
    assert pip.zone.name == "battle" and pip.orientation == STAND and pip.face_up
    assert e.orientation == REST
