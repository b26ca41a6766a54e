"""System Gate rules, Section 2, Card Information: types, the Gate Master skill, crit, skills (SG 2)."""

from __future__ import annotations

from engine import registry
from engine.games.systemgate.field import damage_unit, reduce_defense
from engine.games.systemgate.state import (
    INFINITE,
    life,
)
from tests.engine.games.sg import (
    GOOD,
    attack,
    clear_hands,
    deck_error,
    energy,
    gm_play,
    guard_token,
    keys,
    notes,
    pass_until,
    pick,
    put,
    second_turn,
    set_gm,
    started,
    to_battle,
    to_finale,
    to_main,
)


def test_sg_2_1_5_gate_cannot_be_in_the_main_deck() -> None:
    """SG 2.1.5: Gate cards cannot be included in the main deck."""
    text = GOOD.replace("2 SGD-050\n", "2 SGD-050\n1 SGD-G01\n")
    err = deck_error(text)
    assert "SG 2.1.5" in err.message
    assert err.line == len(text.splitlines())  # the Gate entry at the end of [main]


def test_sg_2_0_1_finale_only_in_the_end_phase() -> None:
    """SG 2.0.1: Normal cards only in the Main Phase, Finale cards only in the End Phase (Finale Step)."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 5)
    curtain = put(g, 0, "SGD-011", "hand")  # Finale spell
    lance = put(g, 0, "SGD-009", "hand")  # normal spell
    to_main(m)
    assert f"cast:{curtain.iid}" not in keys(m) and f"cast:{lance.iid}" in keys(m)
    pass_until(m, lambda: g.step == "Finale Step")
    assert f"cast:{curtain.iid}" in keys(m) and f"cast:{lance.iid}" not in keys(m)
    life = g.players[1].counters["life"]
    pick(m, f"cast:{curtain.iid}")
    assert g.players[1].counters["life"] == life - 2
    assert curtain.zone.name == "drop"  # SG 2.1.3: spells resolve, then go to the drop


def test_sg_2_7_2_reducing_defense_removes_damage() -> None:
    """SG 2.7.2: when Defense is reduced, that much damage is removed from the card."""
    m = started(active=0)
    g = m.game
    bastion = put(g, 1, "SGD-023", "center")  # Defense 7000
    damage_unit(g, bastion, 5000, "test", "SG 9.6.1")
    reduce_defense(g, bastion, 3000, "test")
    assert g.stat(bastion, "defense") == 4000
    assert bastion.counters["damage"] == 2000


def test_sg_2_1_1_every_card_has_one_of_four_types_and_units_a_limit() -> None:
    """SG 2.1.1 / SG 2.1.2: unit, item, spell or gate; units carry a Limit, other types count as Limit 0."""
    pool = registry.get("systemgate").pool
    assert len(pool.cards) >= 40
    for c in pool.cards.values():
        assert c.type in ("unit", "item", "spell", "gate")
        if c.type == "unit":
            assert c.stats["limit"] >= 1
        else:
            assert c.stats.get("limit", 0) == 0


def test_sg_2_1_4_item_is_equipped_to_the_player_zone() -> None:
    """SG 2.1.4 / SG 6.2.4.3: an Item is equipped to the Player zone by paying its Equip Cost."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 1)
    gauntlet = put(g, 0, "SGD-008", "hand")
    to_main(m)
    assert not any(k.startswith(f"sum:{gauntlet.iid}") for k in keys(m))
    pick(m, f"eq:{gauntlet.iid}")
    assert gauntlet.zone.name == "player" and len(g.zone(0, "energy")) == 0


def test_sg_2_4_1_no_gate_master_skill_icon_no_skill() -> None:
    """SG 2.4.1: a Gate Master without a skill icon may be played from the Gate Master zone, with no skill."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 1)
    master = set_gm(g, 0, "SGD-015")
    copy = put(g, 0, "SGD-015", "hand")
    to_main(m)
    pick(m, f"gm:{copy.iid}:left")
    assert master.zone.name == "left" and notes(m, "SG 2.4.1")
    assert not g.pending


def test_sg_2_4_2_life_skill_gains_life() -> None:
    """SG 2.4.2: a Life skill played from the Gate Master zone gains that much Life."""
    m, master = gm_play(0, "SGD-014")
    assert life(m.game, 0) == 20 + 3 and master.zone.name == "left"


def test_sg_2_4_4_energy_skill_puts_deck_cards_into_energy() -> None:
    """SG 2.4.4: an Energy skill puts that many cards from the top of the deck into Energy face down."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 1)
    copy = put(g, 1, "SGD-022", "hand")  # Tidecaller Adept, the deck's Gate Master (Energy 2)
    to_main(m)
    deck = len(g.zone(1, "deck"))
    pick(m, f"gm:{copy.iid}:left")
    # its Gate Master skill and its "when summoned" skill wait together (SG 1.3.8)
    pick(m, next(o.key for o in m.decision.options if "Gate Master skill" in o.label))  # type: ignore[union-attr]
    assert len(g.zone(1, "energy")) == 2  # 1 - 1 paid + 2
    assert all(not c.face_up for c in g.zone(1, "energy"))
    assert len(g.zone(1, "deck")) == deck - 2 - 1  # and its own "when summoned" draw


def test_sg_2_4_5_negative_energy_opponent_chooses_and_drops_energy() -> None:
    """SG 2.4.5: the opponent chooses and drops that many of their Energy."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 2)
    energy(g, 0, 3)
    set_gm(g, 1, "SGD-034")
    copy = put(g, 1, "SGD-034", "hand")
    to_main(m)
    pick(m, f"gm:{copy.iid}:left")
    while m.decision is not None and m.decision.rule != "SG 2.4.5":
        m.apply((m.decision.options[0].key,))
    assert m.decision is not None and m.decision.player == 0
    m.apply((m.decision.options[0].key,))
    assert len(g.zone(0, "energy")) == 2


def test_sg_2_4_6_draw_skill_draws() -> None:
    """SG 2.4.6: a Draw skill draws that many cards."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    set_gm(g, 0, "SGD-001")
    copy = put(g, 0, "SGD-001", "hand")
    to_main(m)
    pick(m, f"gm:{copy.iid}:left")
    assert len(g.zone(0, "hand")) == 1


def test_sg_2_4_7_negative_draw_opponent_drops_hand_cards() -> None:
    """SG 2.4.7: the opponent chooses and drops that many hand cards."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 2)
    a = put(g, 0, "SGD-001", "hand")
    b = put(g, 0, "SGD-002", "hand")
    set_gm(g, 1, "SGD-027")
    copy = put(g, 1, "SGD-027", "hand")
    to_main(m)
    pick(m, f"gm:{copy.iid}:left")
    assert m.decision is not None and m.decision.rule == "SG 2.4.7" and m.decision.player == 0
    m.apply((str(b.iid),))
    assert b.zone.name == "drop" and a.zone.name == "hand"


def test_sg_2_4_8_power_skill_gives_infinite_power_until_the_end_phase() -> None:
    """SG 2.4.8: all cards on your field have infinite Power until the End Phase of this turn."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 4)
    other = put(g, 0, "SGD-008", "player")  # an Item (Power 3000) is a card on the field too
    enemy = put(g, 1, "SGD-021", "right")
    set_gm(g, 0, "SGD-005")
    copy = put(g, 0, "SGD-005", "hand")
    to_main(m)
    pick(m, f"gm:{copy.iid}:left")
    assert g.stat(other, "power") == INFINITE and g.stat(enemy, "power") == 2000
    pass_until(m, lambda: g.phase == "End Phase")
    assert g.stat(other, "power") == 3000


def test_sg_2_4_9_mill_skill_drops_the_top_of_the_opponents_deck() -> None:
    """SG 2.4.9: the opponent drops that many cards from the top of their deck."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 4)
    top3 = g.zone(0, "deck").cards[-3:]
    set_gm(g, 1, "SGD-024")
    copy = put(g, 1, "SGD-024", "hand")
    to_main(m)
    pick(m, f"gm:{copy.iid}:left")
    assert all(c.zone.key == "p0.drop" for c in top3)


def test_sg_2_4_10_berserk_no_counter_during_its_attack() -> None:
    """SG 2.4.10: during the attack of a Berserk Gate Master summoned this turn, the opponent cannot use
    [Counter] (a normal unit's attack does get the Counter Timing)."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 1)
    energy(g, 0, 2)
    veil = put(g, 0, "SGD-051", "hand")  # Comet Veil: fizzle while attacked
    other = put(g, 1, "SGD-021", "right")
    second_turn(m)
    set_gm(g, 1, "SGD-025")
    copy = put(g, 1, "SGD-025", "hand")
    to_main(m)
    pick(m, f"gm:{copy.iid}:left")
    master = g.zone(1, "left").top
    assert master is not None
    to_battle(m)
    attack(m, master, "tp:0")
    assert life(g, 0) == 20 - 1  # no Counter Timing: Comet Veil stayed in hand
    assert veil.zone.name == "hand"
    attack(m, other, "tp:0")
    assert m.decision is not None and m.decision.player == 0 and f"cast:{veil.iid}" in keys(m)


def test_sg_2_4_11_assault_token_to_hand_and_its_modes() -> None:
    """SG 2.4.11: the Assault skill adds the Assault Token to the hand; as a [Counter] it gives +4 Crit."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    scout = put(g, 0, "SGD-001", "right")
    set_gm(g, 0, "SGD-050")
    copy = put(g, 0, "SGD-050", "hand")
    to_main(m)
    pick(m, f"gm:{copy.iid}:left")
    token = next(c for c in g.zone(0, "hand").cards if c.card.id == "SGD-T01")
    pick(m, f"cast:{token.iid}")
    assert m.decision is not None and m.decision.rule == "SG 2.4.11"
    pick(m, "crit")
    assert m.decision is not None
    m.apply((str(scout.iid),))
    assert g.stat(scout, "crit") == 1 + 4
    assert token.zone.name == "tokens"  # SG 9.7.1: out of the game once it left hand and stack


def test_sg_2_4_12_guard_skill_adds_the_token_and_fizzles_an_attack() -> None:
    """SG 2.4.12: the Guard skill adds the Guard Token to the hand; cast while attacked, it fizzles the attack."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 3)
    set_gm(g, 1, "SGD-032")  # Maelstrom Sovereign: Finale unit, Guard
    copy = put(g, 1, "SGD-032", "hand")
    to_main(m)
    to_finale(m)
    pick(m, f"gm:{copy.iid}:center")
    assert any(c.card.id == "SGD-T02" for c in g.zone(1, "hand"))
    # the token fizzles an attack against its owner
    m2 = started(active=0)
    g2 = m2.game
    clear_hands(g2)
    duel = put(g2, 0, "SGD-001", "left")
    token = guard_token(g2, 1)
    to_main(m2)
    to_battle(m2)
    attack(m2, duel, "tp:1")
    pick(m2, f"cast:{token.iid}")
    pick(m2, "fizzle")
    assert life(g2, 1) == 18


def test_sg_2_4_12_guard_token_shields_enemy_skill_damage() -> None:
    """SG 2.4.12: "When you would take damage due to an enemy skill, reduce the damage to 0"."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 2)
    curtain = put(g, 0, "SGD-011", "hand")  # Finale: 2 damage to the opponent
    token = guard_token(g, 1)
    to_main(m)
    to_finale(m)
    pick(m, f"cast:{curtain.iid}")
    pick(m, f"cast:{token.iid}")
    pick(m, "skill")
    assert life(g, 1) == 18 and notes(m, "SG 2.4.12")


def test_sg_2_4_12_guard_token_keeps_a_unit_on_the_field() -> None:
    """SG 2.4.12: "When one of your units would be destroyed ..., that card remains on the field"."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 1)
    lance = put(g, 0, "SGD-009", "hand")  # 3000 damage to an enemy unit
    reef = put(g, 1, "SGD-021", "left")  # Defense 3000
    token = guard_token(g, 1)
    to_main(m)
    pick(m, f"cast:{lance.iid}")
    pick(m, f"cast:{token.iid}")
    pick(m, "stay")
    assert reef.zone.name == "left"


def test_sg_2_7_1_defense_against_damage_and_2_5_1_power() -> None:
    """SG 2.7.1 / SG 2.5.1: the attacker's Power is dealt as damage; below the target's Defense it survives."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    scout = put(g, 0, "SGD-001", "left")  # Power 2000
    put(g, 0, "SGD-002", "right")  # a second attacker keeps the Battle Phase open
    bastion = put(g, 1, "SGD-023", "center")  # Defense 7000, [Revenge]
    second_turn(m)
    to_main(m)
    to_battle(m)
    attack(m, scout, f"t:{bastion.iid}")
    assert bastion.zone.name == "center" and bastion.counters.get("damage") == 2000


def test_sg_2_9_1_name_combine_refuses_a_soul_with_the_same_name() -> None:
    """SG 2.9.1 / SG 11.11: [Combine] cannot target a unit whose soul holds a card with the same name."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    sprite = put(g, 1, "SGD-033", "left")  # [Combine]
    kraken = put(g, 1, "SGD-025", "center")
    reef = put(g, 1, "SGD-021", "right")
    put(g, 1, "SGD-033", "soul_center")
    to_main(m)
    ks = keys(m)
    assert f"comb:{sprite.iid}:{reef.iid}" in ks and f"comb:{sprite.iid}:{kraken.iid}" not in ks
