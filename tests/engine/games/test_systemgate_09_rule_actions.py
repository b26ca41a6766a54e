"""System Gate rules, Section 9, Rule Action (SG 9)."""

from __future__ import annotations

from engine.games.systemgate.field import damage_unit
from engine.games.systemgate.state import (
    life,
)
from tests.engine.games.sg import (
    attack,
    clear_hands,
    energy,
    pass_until,
    pick,
    put,
    second_turn,
    started,
    to_battle,
    to_finale,
    to_main,
)


def test_sg_9_5_1_overloaded_field_zone_drops_the_older_card() -> None:
    """SG 9.5.1 / SG 4.6.1.1: summoning onto an occupied zone drops the oldest card there."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    old = put(g, 0, "SGD-001", "left")
    new = put(g, 0, "SGD-007", "hand")
    to_main(m)
    pick(m, f"sum:{new.iid}:left")
    assert new.zone.name == "left" and old.zone.name == "drop"
    g.check_invariants()


def test_sg_9_8_1_over_limit_player_chooses_units_to_drop() -> None:
    """SG 9.8.1 / SG 2.1.2: more than 3 Limit on Left, Center and Right: the player drops units until 3 or less."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 3)
    a = put(g, 0, "SGD-001", "left")
    b = put(g, 0, "SGD-002", "right")
    drake = put(g, 0, "SGD-004", "hand")  # Limit 2 -> total 4
    to_main(m)
    pick(m, f"sum:{drake.iid}:center")
    assert m.decision is not None and m.decision.rule == "SG 9.8.1"
    assert {o.card for o in m.decision.options} == {a.iid, b.iid, drake.iid}
    m.apply((str(a.iid),))
    assert a.zone.name == "drop" and b.zone.name == "right" and drake.zone.name == "center"


def test_sg_9_6_1_damage_accumulates_and_clean_up_removes_it() -> None:
    """SG 9.6.1 / SG 4.6.1.3 / SG 6.2.7.3: damage received this turn adds up against Defense; Clean Up removes all
    damage."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    a = put(g, 0, "SGD-001", "left")  # 2000
    b = put(g, 0, "SGD-002", "right")  # 3000, [Dual Attack]
    lev = put(g, 1, "SGD-024", "center")  # Defense 9000
    put(g, 0, "SGD-008", "player")  # an Item that could still attack keeps the Battle Phase open
    second_turn(m)
    to_main(m)
    to_battle(m)
    attack(m, a, f"t:{lev.iid}")
    assert lev.counters["damage"] == 2000
    attack(m, b, f"t:{lev.iid}")
    assert lev.counters["damage"] == 5000
    attack(m, b, f"t:{lev.iid}")
    assert lev.counters["damage"] == 8000 and lev.zone.name == "center"
    pass_until(m, lambda: g.active == 1)
    assert lev.counters.get("damage", 0) == 0 and lev.zone.name == "center"


def test_sg_9_4_1_no_cards_in_deck_loses() -> None:
    """SG 9.4.1 / SG 1.2.2.1: a player with no cards in the deck loses at check timing."""
    m = started(active=0)
    g = m.game
    for c in list(g.zone(1, "deck").cards):
        g.move(c, g.zone(1, "drop"))
    m.apply(())
    assert m.is_terminal()
    out = m.outcome()
    assert out is not None and out.winners == (0,)
    assert g.players[1].lost and "deck" in g.players[1].lost


def test_sg_9_4_2_no_life_loses() -> None:
    """SG 9.4.2 / SG 1.2.2.2: a player with no Life loses."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    warden = put(g, 0, "SGD-004", "left")
    g.add_counter(1, "life", -(g.players[1].counters["life"] - 2))
    to_main(m)
    to_battle(m)
    attack(m, warden, "tp:1")
    assert m.is_terminal()
    out = m.outcome()
    assert out is not None and out.winners == (0,)


def test_sg_9_2_rule_action_no_longer_met_is_not_performed() -> None:
    """SG 9.2 / SG 8.3.3: lethal damage whose condition is gone before the check timing (Defense raised) destroys
    nothing;
    the same damage without the raise destroys."""
    for raise_defense in (True, False):
        m = started(active=0)
        g = m.game
        clear_hands(g)
        wave = put(g, 1, "SGD-025", "left")  # Defense 2000
        put(g, 0, "SGD-001", "left")
        damage_unit(g, wave, 2000, "test", "SG 9.6.1")
        if raise_defense:
            g.add_effect("defense", "add", 1000, target=wave)
        to_main(m)
        assert wave.zone.name == ("left" if raise_defense else "drop")


def test_sg_9_6_2_player_damage_reduces_life() -> None:
    """SG 9.6.2: Inferno Curtain's damage reduces the opponent's Life by that amount."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 2)
    curtain = put(g, 0, "SGD-011", "hand")
    to_main(m)
    to_finale(m)
    pick(m, f"cast:{curtain.iid}")
    assert life(g, 1) == 16
