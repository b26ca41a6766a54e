"""Dragon Ball Super Card Game rules (manual 1.073), section 9, Rule Processing (DBS 9)."""

from __future__ import annotations

import pytest

from engine.errors import GameOver
from engine.events import Note
from engine.games.dbscg.battle import attack
from engine.games.dbscg.turn import main_phase
from engine.state import REST
from engine.timing import Duration
from tests.engine.games.dbs import (
    energy,
    leader,
    new_game,
    run,
    take,
)


def test_9_2_3_no_life_loses_at_checkpoint() -> None:
    """DBS 9-2-3 / DBS 1-2-2-1: a player with no life cards loses at the next
    rule processing."""
    rs, g = new_game()
    for c in list(g.zone(1, "life").cards)[:-1]:
        g.move(c, g.zone(1, "hand"))
    with pytest.raises(GameOver):
        run(attack(rs, g, leader(g, 0), leader(g, 1)), "pass")  # the defender could [Awaken]; it passes
    assert g.over and g.winners == (0,)
    assert "Life Area" in g.players[1].lost


def test_9_2_4_empty_deck_loses_and_both_draw() -> None:
    """DBS 9-2-4: a player with no cards in their deck loses; DBS 1-2-3: when
    both players fulfil a loss condition at once the game is a draw."""
    rs, g = new_game()
    for c in list(g.zone(0, "deck").cards):
        g.move(c, g.zone(0, "drop"))
    with pytest.raises(GameOver):
        rs.rules_then_pending(g)
    assert g.winners == (1,)
    rs, g = new_game()
    for seat in range(2):
        for c in list(g.zone(seat, "deck").cards):
            g.move(c, g.zone(seat, "drop"))
    with pytest.raises(GameOver):
        rs.rules_then_pending(g)
    assert g.over and g.winners == ()


def test_9_3_2_combo_outside_battle_goes_to_drop() -> None:
    """DBS 9-3-2: a Battle Card in the Combo Area outside a battle is placed in
    the Drop Area by rule processing."""
    rs, g = new_game()
    c = take(g, 0, "DBR-002", "combo")
    rs.rules_then_pending(g)
    assert c.zone.name == "drop"


def test_9_5_zero_power_battle_card_goes_to_drop_only_in_1073() -> None:
    """DBS 9-5-2: a Battle Card with 0 power or less is placed in the Drop
    Area; DBS1.0 1-3-6: power below 0 counts as 0 and there is no such rule."""
    for rid, gone in (("dbscg", True), ("dbscg-1.0", False)):
        rs, g = new_game(rid)
        victim = take(g, 1, "DBB-008", "battle")  # 10000
        sear = take(g, 0, "DBR-015", "hand")  # -10000
        energy(g, 0, "DBR-002", 1)
        run(main_phase(rs, g, 0), f"extra:{sear.iid}", "end")
        assert sear.zone.name == "drop"
        assert (victim.zone.name == "drop") is gone
        if not gone:
            g.add_effect("power", "add", -5000, target=victim)
            assert rs.power(g, victim) == 0


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
def test_9_4_2_and_10_5_4_evolve_keeps_mode_and_power(rid: str) -> None:
    """DBS 10-5-4 (DBS1.0 10-4-4) / DBS 9-4-2: the card played with [Evolve]
    on top of a Battle Card keeps its mode and power effects; DBS 11-3-5: when
    it leaves the field, the card under it goes to the Drop Area."""
    rs, g = new_game(rid)
    ryuen = take(g, 0, "DBR-005", "battle", orientation=REST)
    g.add_effect("power", "add", 5000, target=ryuen)
    ascended = take(g, 0, "DBX-001", "hand")
    energy(g, 0, "DBR-002", 1)
    run(main_phase(rs, g, 0), f"evolve:{ascended.iid}", "end")
    assert ascended.zone.name == "battle" and ascended.orientation == REST
    assert rs.power(g, ascended) == 30000 and ryuen.zone.name == "under"
    run(rs.ko(g, ascended, by_opponent=False, why="test"))
    rs.rules_then_pending(g)
    assert ryuen.zone.name == "drop"


def test_9_1_2_2_power_back_above_zero_before_the_checkpoint() -> None:
    """DBS 9-1-2-2 / DBS 9-5-1: 0 power or less is confirmative rule
    processing, carried out only if the condition still holds at the
    checkpoint: a card whose power came back above 0 stays; one still at 0
    goes to the Drop Area (DBS 9-5-2)."""
    rs, g = new_game()
    saved = take(g, 1, "DBB-008", "battle")  # 10000
    lost = take(g, 1, "DBB-003", "battle")  # 10000
    drop = g.add_effect("power", "add", -10000, target=saved, duration=Duration.END_OF_TURN)
    g.add_effect("power", "add", -10000, target=lost, duration=Duration.END_OF_TURN)
    assert rs.power(g, saved) == rs.power(g, lost) == 0
    g.end_effect(drop)  # the effect ends before any checkpoint
    rs.rules_then_pending(g)
    assert saved.zone.name == "battle" and lost.zone.name == "drop"
    assert any(n.rule == "DBS 9-5-2" for n in g.journal if isinstance(n, Note))
