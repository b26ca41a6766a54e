"""System Gate rules, Section 11, Keywords (SG 11)."""

from __future__ import annotations

from engine.games.systemgate.field import damage_unit
from engine.games.systemgate.state import (
    total_limit,
    union_partner,
)
from engine.state import REST, STAND
from tests.engine.games.sg import (
    attack,
    clear_hands,
    energy,
    keys,
    pick,
    put,
    second_turn,
    started,
    to_battle,
    to_main,
)


def test_sg_11_13_slow_start_is_summoned_rest() -> None:
    """SG 11.13: [Slow Start] is summoned as Rest."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 4)
    colossus = put(g, 0, "SGD-005", "hand")
    to_main(m)
    pick(m, f"sum:{colossus.iid}:center")
    assert colossus.zone.name == "center" and colossus.orientation == REST


def test_sg_11_6_1_revenge_strikes_the_attacker() -> None:
    """SG 11.6.1 / SG 6.2.6.7: a [Revenge] card still on the field at the end of the attack deals its Power to the
    attacking unit."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    a = put(g, 0, "SGD-001", "left")  # 2000 / Defense 2000
    bastion = put(g, 1, "SGD-023", "center")  # Power 3000, Defense 7000, [Revenge]
    to_main(m)
    to_battle(m)
    attack(m, a, f"t:{bastion.iid}")
    assert a.zone.name == "drop"
    assert bastion.zone.name == "center"


def test_sg_11_3_1_dual_attack_stands_after_first_attack() -> None:
    """SG 11.3.1: a card with [Dual Attack] stands after its first attack each turn."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    hound = put(g, 0, "SGD-002", "left")
    second_turn(m)
    to_main(m)
    to_battle(m)
    other = put(g, 0, "SGD-001", "right", orientation=REST)
    attack(m, hound, "tp:1")
    assert hound.orientation == STAND
    g.set_orientation(other, STAND)  # keep a decision in this Battle Phase
    attack(m, hound, "tp:1")
    assert hound.orientation == REST
    assert g.players[1].counters["life"] == 18 - 2


def test_sg_11_4_1_penetrate_damages_the_player() -> None:
    """SG 11.4.1: [Penetrate] deals Crit damage to the player when its attack destroys a unit in the Center."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    colossus = put(g, 0, "SGD-005", "left")  # 9000 power, crit 3, Penetrate
    reef = put(g, 1, "SGD-021", "center")
    to_main(m)
    to_battle(m)
    attack(m, colossus, f"t:{reef.iid}")
    assert reef.zone.name == "drop"
    assert g.players[1].counters["life"] == 18 - 3


def test_sg_11_15_dive_cannot_be_attacked_on_the_sides() -> None:
    """SG 11.15: a standing [Dive] card on the Left or Right cannot be chosen as a target."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    hound = put(g, 0, "SGD-002", "left")
    rider = put(g, 1, "SGD-025", "left")  # Dive
    to_main(m)
    to_battle(m)
    attack(m, hound)
    assert rider.zone.name == "left"  # never targeted; the player was the only target
    assert g.players[1].counters["life"] == 18 - 1


def test_sg_11_7_ghoststrike_banishes_both() -> None:
    """SG 11.7 / SG 4.7.3: [Ghoststrike] banishes the destroyed unit and itself."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    eel = put(g, 1, "SGD-026", "left")  # 5000, Ghoststrike
    scout = put(g, 0, "SGD-001", "center")
    m.apply(())
    to_battle(m)
    attack(m, eel)
    assert scout.zone.name == "banish" and eel.zone.name == "banish"


def test_sg_11_8_vampire_curse_mills_and_11_9_life_bond_hurts_controller() -> None:
    """SG 11.8: [Vampire Curse X] drops X cards from the top of the opponent's deck; SG 11.9: [Life Bond X] deals
    X damage to its controller when destroyed."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    lev = put(g, 1, "SGD-024", "left")  # 8000, Vampire Curse 2
    put(g, 1, "SGD-028", "player")  # a second attacker (an Item) keeps the Battle Phase open
    titan = put(g, 0, "SGD-012", "center")  # Defense 6000
    second_turn(m)
    m.apply(())
    to_battle(m)
    deck = len(g.zone(0, "deck"))
    attack(m, lev)
    assert titan.zone.name == "drop"
    assert len(g.zone(0, "deck")) == deck - 2
    # Life Bond: destroy a Maelstrom Sovereign of Player 2 directly.
    sov = put(g, 1, "SGD-032", "right")
    life = g.players[1].counters["life"]
    damage_unit(g, sov, 9000, "test", "SG 9.6.1")
    pick(m, "pass")  # battle -> the check timing destroys it
    assert sov.zone.name == "drop"
    assert g.players[1].counters["life"] == life - 2


def test_sg_11_2_1_move_at_the_end_of_the_main_phase() -> None:
    """SG 11.2.1 / SG 6.2.4.5.1: as the Main Phase ends, a [Move] card may move to another field zone, keeping
    its soul (SG 4.9.1)."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    drake = put(g, 0, "SGD-006", "left")
    under = put(g, 0, "SGD-001", "soul_left")
    to_main(m)  # nothing to play: the Main Phase passes by itself
    assert m.decision is not None and m.decision.rule == "SG 11.2.1"
    assert "mv:center" in keys(m) and "mv:left" not in keys(m)
    pick(m, "mv:center")
    assert drake.zone.name == "center"
    assert under.zone.name == "soul_center"
    g.check_invariants()


def test_sg_11_5_1_soulguard_drops_a_soul_card_instead() -> None:
    """SG 11.5.1: a [Soulguard] card that would be destroyed may drop a soul card and stay."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 1)
    lance = put(g, 0, "SGD-009", "hand")  # 3000 damage
    bastion = put(g, 1, "SGD-023", "center")  # [Soulguard], Defense 7000
    under = put(g, 1, "SGD-021", "soul_center")
    damage_unit(g, bastion, 4000, "test", "SG 9.6.1")
    to_main(m)
    pick(m, f"cast:{lance.iid}")
    assert m.decision is not None and m.decision.rule == "SG 11.5.1" and m.decision.player == 1
    pick(m, "keep")
    assert bastion.zone.name == "center" and under.zone.key == "p1.drop"


def test_sg_11_11_combine_puts_the_card_into_a_soul() -> None:
    """SG 11.11: [Combine] puts the card from the field into the chosen unit's soul."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    sprite = put(g, 1, "SGD-033", "left")
    kraken = put(g, 1, "SGD-034", "center")
    to_main(m)
    pick(m, f"comb:{sprite.iid}:{kraken.iid}")
    assert sprite.zone.key == "p1.soul_center" and not g.zone(1, "left").cards


def test_sg_11_12_gear_swap_returns_to_the_hand() -> None:
    """SG 11.12: when another Item is equipped, the [Gear Swap] Item returns to the hand."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 1)
    buckler = put(g, 1, "SGD-028", "player")
    mirror = put(g, 1, "SGD-040", "hand")
    to_main(m)
    pick(m, f"eq:{mirror.iid}")
    assert buckler.zone.name == "hand" and mirror.zone.name == "player"


def test_sg_11_12_without_gear_swap_the_old_item_is_dropped() -> None:
    """SG 9.5.1 / SG 4.6.5 (second): the Player zone holds one Item: an Item without [Gear Swap] is dropped."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 1)
    mirror = put(g, 1, "SGD-040", "player")
    buckler = put(g, 1, "SGD-028", "hand")
    to_main(m)
    pick(m, f"eq:{buckler.iid}")
    assert mirror.zone.name == "drop" and buckler.zone.name == "player"


def test_sg_11_14_union_shares_a_zone_and_the_smaller_limit_is_free() -> None:
    """SG 11.14: [Union] pays its cost, takes the named card from the deck into the same zone by paying its Cost;
    both stay in one zone and only the larger Limit counts."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 2)
    vanguard = put(g, 0, "SGD-014", "center")  # Limit 2, [Union "Twin Flame Rearguard"](Pay 1)
    put(g, 0, "SGD-001", "left")  # Limit 1: 3 in all
    put(g, 0, "SGD-015", "deck")  # a Twin Flame Rearguard in the deck
    to_main(m)
    pick(m, f"union:{vanguard.iid}")
    assert m.decision is not None and m.decision.rule == "SG 11.14"
    rear = g.cards[m.decision.options[0].card]  # type: ignore[index]
    m.apply((m.decision.options[0].key,))
    assert m.decision is not None and m.decision.rule == "SG 11.14"  # pay the Rearguard's Cost 1?
    m.apply("yes")
    assert rear.zone.name == "center" and vanguard.zone.name == "center"
    assert union_partner(g, vanguard) is rear
    assert total_limit(g, 0) == 3 and len(g.zone(0, "energy")) == 0
    assert f"union:{vanguard.iid}" not in keys(m)  # already in Union


def test_sg_11_15_dive_cannot_be_chosen_by_enemy_skills() -> None:
    """SG 11.15: a standing [Dive] card on the Left or Right cannot be chosen by an enemy skill (Flame Lance); a
    rested one can."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 2)
    lance = put(g, 0, "SGD-009", "hand")
    put(g, 0, "SGD-009", "hand")
    wave = put(g, 1, "SGD-025", "left")  # [Dive]
    reef = put(g, 1, "SGD-023", "right")  # Coral Bastion, Defense 7000
    to_main(m)
    pick(m, f"cast:{lance.iid}")
    # the only legal target (Coral Bastion) was chosen by itself
    assert wave.zone.name == "left" and reef.counters.get("damage") == 3000
    g.set_orientation(wave, REST)
    second = next(c for c in g.zone(0, "hand").cards if c.card.id == "SGD-009")
    pick(m, f"cast:{second.iid}")
    assert m.decision is not None and {o.card for o in m.decision.options} == {wave.iid, reef.iid}
