"""System Gate rules, Section 4, Zones of the Game (SG 4)."""

from __future__ import annotations

from engine.games.systemgate.state import (
    life,
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


def test_sg_4_8_3_gate_master_play_and_negative_life_skill() -> None:
    """SG 4.8.3 / SG 3.8.2.1 / SG 2.4.3: the hand copy goes to the Gate Master zone at rest, the Gate Master is
    summoned and its skill deals damage."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 3)
    copy = put(g, 0, "SGD-006", "hand")  # Flarewing Drake, Gate Master of the Cinderhold deck
    master = g.zone(0, "gm").top
    assert master is not None and master.name == copy.name
    to_main(m)
    pick(m, f"gm:{copy.iid}:center")
    assert master.zone.name == "center" and master.orientation == STAND  # SG 4.8.4
    assert copy.zone.name == "gm" and copy.orientation == REST
    assert g.players[1].counters["life"] == 18 - 3
    # SG 4.8.3: the Gate Master zone card is now at rest: no second Gate Master play.
    assert not any(k.startswith("gm:") for k in keys(m))


def test_sg_4_6_5_player_cannot_be_attacked_behind_a_center_unit() -> None:
    """SG 4.6.5: the Player zone can be attacked only when there is no unit in the Center."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    warden = put(g, 0, "SGD-004", "left")
    guard = put(g, 1, "SGD-021", "center")
    second = put(g, 0, "SGD-001", "right", orientation=REST)
    second_turn(m)
    to_main(m)
    to_battle(m)
    g.set_orientation(second, STAND)
    pick(m, f"atk:{warden.iid}")
    # the only legal target is the Center unit, chosen by itself
    assert guard.zone.name == "drop"  # 5000 damage against Defense 3000 (SG 9.6.1)
    assert g.players[1].counters["life"] == 18
    assert f"atk:{second.iid}" in keys(m)


def test_sg_4_1_4_a_card_leaving_the_field_is_a_new_card() -> None:
    """SG 4.1.4 / SG 4.9.3: returned to the hand, a unit loses its effects and its soul is dropped."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 2)
    recall = put(g, 1, "SGD-038", "hand")
    duel = put(g, 0, "SGD-003", "left")
    under = put(g, 0, "SGD-001", "soul_left")
    g.add_effect("power", "add", 5000, target=duel)
    to_main(m)
    pick(m, f"cast:{recall.iid}")
    assert duel.zone.name == "hand" and g.stat(duel, "power") == 3000
    assert under.zone.name == "drop"


def test_sg_4_6_1_4_destroyed_card_goes_to_the_drop_without_damage() -> None:
    """SG 4.6.1.4 / SG 4.4.2 / SG 10.4 / SG 10.4.1 / SG 10.4.2 / SG 6.2.4.2: a destroyed card is sent to the drop and
    loses all damage."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 1)
    lance = put(g, 0, "SGD-009", "hand")
    wave = put(g, 1, "SGD-025", "center")  # Defense 2000
    to_main(m)
    pick(m, f"cast:{lance.iid}")
    assert wave.zone.name == "drop" and "damage" not in wave.counters


def test_sg_4_6_5_item_attacks_only_without_a_center_unit() -> None:
    """SG 4.6.5 (second): a card in the Player zone can attack only if its player has no unit in the Center."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    gauntlet = put(g, 0, "SGD-008", "player")  # Power 3000, Crit 2
    center = put(g, 0, "SGD-001", "center")
    to_main(m)
    to_battle(m)
    assert f"atk:{center.iid}" in keys(m) and f"atk:{gauntlet.iid}" not in keys(m)
    m2 = started(active=0)
    g2 = m2.game
    clear_hands(g2)
    gauntlet2 = put(g2, 0, "SGD-008", "player")
    to_main(m2)
    to_battle(m2)
    attack(m2, gauntlet2, "tp:1")
    assert life(g2, 1) == 18 - 2
    assert center.zone.name == "center"
