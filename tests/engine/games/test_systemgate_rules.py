"""System Gate scenario tests, one numbered rule each (sections 1 to 11 of
system-gate-rules.md, prefix SG). Every test sets up the situation with the
Game primitives, acts through Match.apply and checks what the rule demands."""

from __future__ import annotations

from engine import registry
from engine.events import Note, Shuffled
from engine.games.systemgate.field import damage_unit
from engine.games.systemgate.state import INFINITE, game_state, life, total_limit, union_partner
from engine.match import Match
from engine.state import REST, Card, Game
from tests.engine.games.test_systemgate import (
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


def set_life(g: Game, seat: int, value: int) -> None:
    g.add_counter(seat, "life", value - g.players[seat].counters["life"])


def set_gm(g: Game, seat: int, card_id: str) -> Card:
    """Make ``card_id`` the seat's Gate Master (the old one goes under the deck)."""
    for c in list(g.zone(seat, "gm").cards):
        g.move(c, g.zone(seat, "deck"), bottom=True)
    return put(g, seat, card_id, "gm")


def notes(m: Match, rule: str) -> list[str]:
    return [e.text for e in m.journal if isinstance(e, Note) and e.rule == rule]


def to_finale(m: Match) -> None:
    pass_until(m, lambda: m.game.step == "Finale Step")


# -- SG 1: winning and the golden rules -----------------------------------------------------------


def test_sg_1_2_6_win_skill_only_when_its_condition_holds() -> None:
    """SG 1.2.6: Blazing Ultimatum may be cast only while the opponent has 5 or less Life."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 3)
    ultimatum = put(g, 0, "SGD-018", "hand")
    curtain = put(g, 0, "SGD-011", "hand")
    set_life(g, 1, 6)
    to_main(m)
    to_finale(m)
    assert f"cast:{curtain.iid}" in keys(m) and f"cast:{ultimatum.iid}" not in keys(m)


def test_sg_1_2_6_win_by_card_skill_resolves() -> None:
    """SG 1.2.6: Blazing Ultimatum resolves and the caster wins at once."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 3)
    ultimatum = put(g, 0, "SGD-018", "hand")
    set_life(g, 1, 5)
    to_main(m)
    to_finale(m)
    pick(m, f"cast:{ultimatum.iid}")
    assert m.is_terminal()
    out = m.outcome()
    assert out is not None and out.winners == (0,)


def test_sg_1_2_6_2_cannot_win_blocks_a_win_by_skill() -> None:
    """SG 1.2.6.2: a player who cannot win (Stillwater Ward, cast in answer) does not win by Blazing Ultimatum."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 3)
    energy(g, 1, 1)
    ultimatum = put(g, 0, "SGD-018", "hand")
    ward = put(g, 1, "SGD-044", "hand")
    set_life(g, 1, 5)
    to_main(m)
    to_finale(m)
    pick(m, f"cast:{ultimatum.iid}")
    assert m.decision is not None and m.decision.player == 1
    pick(m, f"cast:{ward.iid}")
    assert not m.is_terminal()
    assert ultimatum.zone.name == "drop" and notes(m, "SG 1.2.6.2")


def test_sg_1_2_6_1_lose_by_card_skill() -> None:
    """SG 1.2.6.1: Drowned Verdict resolves and the opponent loses at once."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 4)
    verdict = put(g, 1, "SGD-045", "hand")
    deck0 = g.zone(0, "deck")
    while len(deck0) > 5:
        g.move(deck0.cards[-1], g.zone(0, "drop"))
    to_main(m)
    to_finale(m)
    pick(m, f"cast:{verdict.iid}")
    out = m.outcome()
    assert out is not None and out.winners == (1,)


def test_sg_1_2_6_3_cannot_lose_prevents_losses_this_turn() -> None:
    """SG 1.2.6.3 / SG 1.3.5: after Abyssal Pact its caster cannot lose this turn (neither by Drowned Verdict
    nor by an empty deck); the next turn the empty deck loses."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 4)
    verdict = put(g, 1, "SGD-045", "hand")
    pact = put(g, 0, "SGD-039", "hand")  # [Counter], Pay 2 Life
    deck0 = g.zone(0, "deck")
    while len(deck0) > 5:
        g.move(deck0.cards[-1], g.zone(0, "drop"))
    to_main(m)
    to_finale(m)
    pick(m, f"cast:{verdict.iid}")
    before = life(g, 0)
    pick(m, f"cast:{pact.iid}")
    assert life(g, 0) == before - 2  # the Life cost (SG 12.2.1)
    assert not m.is_terminal() and notes(m, "SG 1.2.6.3")
    while deck0.cards:
        g.move(deck0.cards[-1], g.zone(0, "drop"))
    pass_until(m, lambda: m.is_terminal() or g.step == "Clean Up")
    assert not m.is_terminal() or m.game.turn > 1
    pass_until(m, lambda: m.is_terminal())
    out = m.outcome()
    assert out is not None and out.winners == (1,) and "no cards in the deck" in out.reason


def test_sg_1_3_8_controller_chooses_the_order_of_standby_skills() -> None:
    """SG 1.3.8: two skills of one player in standby: that player chooses which goes to the stack first."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    duel = put(g, 0, "SGD-003", "left")  # +1000 when it attacks
    kraken = put(g, 0, "SGD-034", "right")  # +1000 per soul card when it attacks
    _second_turn(m)
    to_main(m)
    to_battle(m)
    attack(m, duel, None, link=(kraken,))
    assert m.decision is not None and m.decision.rule == "SG 1.3.8" and m.decision.player == 0
    assert {o.card for o in m.decision.options} == {duel.iid, kraken.iid}
    pick(m, next(o.key for o in m.decision.options if o.card == kraken.iid))
    added = notes(m, "SG 3.5.3")
    assert added[-2].startswith("Player 1 adds Deepsoul Kraken") and added[-1].startswith("Player 1 adds Ashen Duelist")


def test_sg_1_3_8_1_turn_player_adds_skills_first() -> None:
    """SG 1.3.8.1 / SG 8.3.4: both players have a skill in standby: the turn player's goes to the stack first."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    duel = put(g, 0, "SGD-003", "left")
    reef = put(g, 1, "SGD-021", "center")  # +1000 Defense when attacked
    to_main(m)
    to_battle(m)
    attack(m, duel, f"t:{reef.iid}")
    added = notes(m, "SG 3.5.3")
    assert added[-2].startswith("Player 1 adds Ashen Duelist") and added[-1].startswith("Player 2 adds Reefling Guard")


def test_sg_1_3_9_a_found_card_is_revealed_and_4_3_4_the_deck_shuffled() -> None:
    """SG 1.3.9 / SG 4.3.4 / SG 10.6 / SG 2.3.1: Current Seer finds a <<Serpent>> card: it is revealed to all
    players, and the deck is
    shuffled after the search."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 1)
    seer = put(g, 1, "SGD-035", "hand")
    to_main(m)
    pick(m, f"sum:{seer.iid}:left")
    assert m.decision is not None and m.decision.rule == "SG 1.3.9"
    serpent = g.cards[m.decision.options[0].card]  # type: ignore[index]
    assert "Serpent" in serpent.card.stats["attributes"]
    n_shuffles = sum(isinstance(e, Shuffled) and e.zone == "p1.deck" for e in m.journal)
    m.apply((m.decision.options[0].key,))
    assert serpent.zone.name == "hand"
    assert g.can_see(serpent, 0)  # revealed to the opponent
    assert sum(isinstance(e, Shuffled) and e.zone == "p1.deck" for e in m.journal) == n_shuffles + 1


# -- SG 2: card information ------------------------------------------------------------------------


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


def gm_play(active: int, card_id: str, slot: str = "left", energy_n: int = 5) -> tuple[Match, Card]:
    m = started(active=active)
    g = m.game
    clear_hands(g)
    energy(g, active, energy_n)
    master = set_gm(g, active, card_id)
    copy = put(g, active, card_id, "hand")
    to_main(m)
    pick(m, f"gm:{copy.iid}:{slot}")
    return m, master


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
    _second_turn(m)
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


def guard_token(g: Game, seat: int) -> Card:
    token = next(c for c in g.zone(seat, "tokens").cards if c.card.id == "SGD-T02")
    return g.move(token, g.zone(seat, "hand"))


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
    _second_turn(m)
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


# -- SG 3: basic concepts --------------------------------------------------------------------------


def test_sg_3_1_2_2_counter_card_in_a_play_timing_of_the_main_phase() -> None:
    """SG 3.1.2.2 / SG 6.2.4.5 / SG 8.4.2: a [Counter] card may be played in the turn player's own play timing too."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    surge = put(g, 1, "SGD-029", "hand")
    put(g, 1, "SGD-029", "hand")
    reef = put(g, 1, "SGD-021", "left")
    to_main(m)
    pick(m, f"cast:{surge.iid}")
    assert g.stat(reef, "power") == 4000
    # SG 3.6.3.1: after the action the player gets a play timing again
    assert m.decision is not None and m.decision.player == 1 and "Main Phase" in m.decision.prompt


def test_sg_3_1_4_1_pilot_is_equipped_for_its_equip_cost_as_an_item() -> None:
    """SG 3.1.4.1 / SG 11.10: a [Pilot] unit is equipped from the hand as an Item, paying its Equip Cost; it
    counts Limit 0."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 1)
    put(g, 0, "SGD-005", "center")  # Limit 3
    vex = put(g, 0, "SGD-013", "hand")
    to_main(m)
    assert f"eq:{vex.iid}" in keys(m)
    pick(m, f"eq:{vex.iid}")
    assert vex.zone.name == "player" and len(g.zone(0, "energy")) == 0
    assert total_limit(g, 0) == 3 and g.zone(0, "center").cards  # nothing dropped for the Limit


def test_sg_3_3_3_token_owner_and_9_7_1_erasure() -> None:
    """SG 3.3.3 / SG 10.5 / SG 10.5.2 / SG 10.5.3 / SG 10.5.4: Kiln Summoner summons a token owned by its owner into
    a chosen zone;
    SG 9.7.1: once the token leaves the field it is removed from the game (not in the drop)."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 3)
    kiln = put(g, 0, "SGD-019", "hand")
    lance_owner = put(g, 1, "SGD-009", "hand")  # for later: seat 1 burns the token
    to_main(m)
    pick(m, f"sum:{kiln.iid}:left")
    assert m.decision is not None and m.decision.rule == "SG 10.5.3"
    pick(m, "z:right")
    token = g.zone(0, "right").top
    assert token is not None and token.card.stats.get("token") and token.owner == 0
    g.move(lance_owner, g.zone(1, "deck"))
    damage_unit(g, token, 1000, "test", "SG 9.6.1")
    pick(m, "pass")  # the next check timing destroys it and removes it from the game
    assert token.zone.name == "tokens" and token not in g.zone(0, "drop").cards


def test_sg_3_5_4_non_turn_player_answers_the_turn_players_skill() -> None:
    """SG 3.5.3 / SG 3.5.4 / SG 8.3.4 / SG 8.3.5: the turn player's triggered skill goes to the stack and the
    non-turn player gets a
    Counter Timing."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    sprite = put(g, 0, "SGD-007", "hand")  # when summoned: 1 Energy
    put(g, 1, "SGD-010", "hand")  # [Counter] Blazing Retort
    energy(g, 1, 1)
    put(g, 1, "SGD-021", "left")
    to_main(m)
    pick(m, f"sum:{sprite.iid}:left")
    assert m.decision is not None and m.decision.player == 1 and m.decision.rule == "SG 8.4.3.5"
    pick(m, "pass")
    assert m.decision is not None and m.decision.player == 1 and m.decision.rule == "SG 3.5.4"
    assert [it.label for it in game_state(g).stack] == [
        "Kindle Sprite: When this card is summoned, put the top card of your deck into your Energy face down."
    ]


def test_sg_3_5_7_turn_player_answers_the_non_turn_players_skill() -> None:
    """SG 3.5.6 / SG 3.5.7 / SG 8.3.7 / SG 8.3.8: when only the non-turn player has a triggered skill, it goes to the
    stack and the turn
    player gets the Counter Timing."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 1)
    scout = put(g, 0, "SGD-001", "left")
    retort = put(g, 0, "SGD-010", "hand")
    reef = put(g, 1, "SGD-021", "center")  # when attacked: +1000 Defense
    to_main(m)
    to_battle(m)
    attack(m, scout, f"t:{reef.iid}")
    assert m.decision is not None and m.decision.player == 0 and m.decision.rule == "SG 3.5.7"
    assert f"cast:{retort.iid}" in keys(m)


def test_sg_3_9_3_draw_a_number_and_13_6_2_coin_flip_by_die() -> None:
    """SG 13.6.2 / SG 3.9.3: Meteor Coin: a die roll of 4-6 is Heads and draws 2 cards, 1-3 is Tails."""
    for seed in range(6):
        m = started(active=0, first_seed=seed * 7)
        g = m.game
        clear_hands(g)
        coin = put(g, 0, "SGD-052", "hand")
        to_main(m)
        pick(m, f"cast:{coin.iid}")
        flip = notes(m, "SG 13.6.2")[-1]
        roll = int(flip.split("die roll ")[1].split(",")[0])
        assert ("Heads" in flip) == (roll >= 4)
        assert len(g.zone(0, "hand")) == (2 if roll >= 4 else 0)


def test_sg_3_9_4_move_keeps_the_card_and_4_1_4_effects_stay() -> None:
    """SG 3.9.4 / SG 10.7 / SG 4.1.4: a unit moved between field zones stays the same card (its effects stay)."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    tide = put(g, 1, "SGD-042", "hand")
    reef = put(g, 1, "SGD-021", "left")
    g.add_effect("power", "add", 1000, target=reef)
    inc = reef.incarnation
    to_main(m)
    pick(m, f"cast:{tide.iid}")
    pick(m, f"mv:{reef.iid}:right")
    assert reef.zone.name == "right" and reef.incarnation == inc and g.stat(reef, "power") == 3000


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


def test_sg_3_9_5_exchange_positions() -> None:
    """SG 3.9.5: two units exchange their zones."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    flow = put(g, 1, "SGD-037", "hand")
    a = put(g, 1, "SGD-021", "left")
    b = put(g, 1, "SGD-025", "right")
    to_main(m)
    pick(m, f"cast:{flow.iid}")
    assert a.zone.name == "right" and b.zone.name == "left"


def test_sg_3_10_3_looking_without_a_destination_shuffles() -> None:
    """SG 3.10.2 / SG 3.10.3: Oracle's Mirror looks at the top 3 (seen by its player only), then the deck is
    shuffled as the skill names no destination."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    mirror = put(g, 1, "SGD-040", "player")
    put(g, 1, "SGD-021", "center")
    to_main(m)
    before = sum(isinstance(e, Shuffled) and e.zone == "p1.deck" for e in m.journal)
    pick(m, f"use:{mirror.iid}:0")
    assert mirror.orientation == REST  # the cost: rest this card
    assert sum(isinstance(e, Shuffled) and e.zone == "p1.deck" for e in m.journal) == before + 1
    assert notes(m, "SG 3.10.2") and notes(m, "SG 3.10.3")


# -- SG 4: zones -----------------------------------------------------------------------------------


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


def test_sg_6_2_3_3_start_of_turn_skills_and_4_6_6_set_zone() -> None:
    """SG 6.2.3.3 / SG 4.6.6 / SG 4.6.1.6: [Set] spells stay in the Set zone (several at once) and their "start of
    your turn" skills trigger there; a copy in the drop does not trigger."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 2)
    sigil = g.ruleset.pool["SGD-016"]
    s1, s2 = (g.new_card(sigil, 0, g.zone(0, "hand")) for _ in range(2))
    g.new_card(sigil, 0, g.zone(0, "drop")).face_up = True
    to_main(m)
    pick(m, f"cast:{s1.iid}")
    pick(m, f"cast:{s2.iid}")
    assert s1.zone.name == "set" and s2.zone.name == "set"
    pass_until(m, lambda: g.active == 1)
    pass_until(m, lambda: g.active == 0 and g.step == "Skill Step")
    energy_before = len(g.zone(0, "energy"))
    pass_until(m, lambda: g.phase == "Main Phase")
    assert len(g.zone(0, "energy")) == energy_before + 2  # two Set copies, not the dropped one


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


# -- SG 6: the turn --------------------------------------------------------------------------------


def test_sg_6_2_4_5_1_counter_timing_when_the_main_phase_ends() -> None:
    """SG 6.2.4.5.1: when the turn player passes the Main Phase, the non-turn player gets a Counter Timing."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    put(g, 0, "SGD-001", "left")
    put(g, 1, "SGD-029", "hand")
    put(g, 1, "SGD-021", "left")
    to_main(m)  # the Main Phase has nothing to do but pass
    assert m.decision is not None and m.decision.player == 1 and m.decision.rule == "SG 6.2.4.5.1"


def test_sg_6_2_6_4_when_attacked_skill_resolves_before_damage() -> None:
    """SG 6.2.6.4: Reefling Guard's "when attacked" +1000 Defense resolves before damage: 3000 Power no longer
    destroys it."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    hound = put(g, 0, "SGD-002", "left")  # 3000
    reef = put(g, 1, "SGD-021", "center")  # Defense 3000
    to_main(m)
    to_battle(m)
    attack(m, hound, f"t:{reef.iid}")
    assert reef.zone.name == "center"


def test_sg_6_2_6_5_counter_timing_repeats_until_the_defender_passes() -> None:
    """SG 6.2.6.5: after a [Counter] resolves, the non-turn player gets another Counter Timing."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    scout = put(g, 0, "SGD-001", "left")
    s1 = put(g, 1, "SGD-029", "hand")
    s2 = put(g, 1, "SGD-029", "hand")
    reef = put(g, 1, "SGD-021", "right")
    to_main(m)
    to_battle(m)
    attack(m, scout, "tp:1")
    assert m.decision is not None and m.decision.rule == "SG 6.2.6.5"
    pick(m, f"cast:{s1.iid}")  # +2000 to the only unit, Reefling Guard
    assert g.stat(reef, "power") == 4000
    assert m.decision is not None and m.decision.rule == "SG 6.2.6.5" and f"cast:{s2.iid}" in keys(m)
    pick(m, "pass")
    assert life(g, 1) == 17


def test_sg_6_2_7_2_end_of_turn_skills() -> None:
    """SG 6.2.7.2: "at the end of your turn" skills trigger and resolve in the End Phase Skill Step."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    put(g, 0, "SGD-015", "left")  # Twin Flame Rearguard: gain 1 Life at the end of your turn
    put(g, 1, "SGD-015", "left")
    to_main(m)
    pass_until(m, lambda: g.active == 1)
    assert life(g, 0) == 21 and life(g, 1) == 18  # only the turn player's


# -- SG 8: playing and resolving ---------------------------------------------------------------------


def test_sg_8_1_2_2_auto_skill_cost_paid_or_not_triggered() -> None:
    """SG 8.1.2.2 / SG 8.1.2.3: "When this card attacks, you may pay 1 Energy. If you do, draw 1 card": paid, it
    resolves; declined, it does not trigger."""
    for pay in (True, False):
        m = started(active=0)
        g = m.game
        clear_hands(g)
        energy(g, 0, 1)
        vex = put(g, 0, "SGD-013", "left")
        to_main(m)
        to_battle(m)
        attack(m, vex, "tp:1")
        assert m.decision is not None and m.decision.rule == "SG 8.1.2.2"
        m.apply("yes" if pay else "no")
        assert len(g.zone(0, "energy")) == (0 if pay else 1)
        assert len(g.zone(0, "hand")) == (1 if pay else 0)


def test_sg_8_4_3_5_a_counter_answers_a_summon_and_10_8_1_fizzles_it() -> None:
    """SG 8.4.3.5 / SG 10.8.1: the non-turn player answers a summon with Searing Recall: the summon is fizzled,
    the unit goes to the drop and its cost stays paid."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 2)
    energy(g, 0, 1)
    bastion = put(g, 1, "SGD-023", "hand")  # cost 2
    recall = put(g, 0, "SGD-020", "hand")
    to_main(m)
    pick(m, f"sum:{bastion.iid}:center")
    assert m.decision is not None and m.decision.player == 0 and m.decision.rule == "SG 8.4.3.5"
    pick(m, f"cast:{recall.iid}")
    assert bastion.zone.name == "drop" and not g.zone(1, "center").cards
    assert len(g.zone(1, "energy")) == 0  # the cost stays paid
    assert recall.zone.name == "drop"


def test_sg_10_8_1_pay_or_fizzle_skill() -> None:
    """SG 10.8.1: Gravity Anchor: the opponent may pay 2 Energy; if they pay, their card resolves."""
    for pay in (True, False):
        m = started(active=1)
        g = m.game
        clear_hands(g)
        energy(g, 1, 4)
        energy(g, 0, 1)
        bastion = put(g, 1, "SGD-023", "hand")
        anchor = put(g, 0, "SGD-053", "hand")
        to_main(m)
        pick(m, f"sum:{bastion.iid}:center")
        pick(m, f"cast:{anchor.iid}")
        m.apply("yes" if pay else "no")
        assert bastion.zone.name == ("center" if pay else "drop")
        assert len(g.zone(1, "energy")) == (0 if pay else 2)


# -- SG 9: rule actions ------------------------------------------------------------------------------


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


# -- SG 10: specific actions ------------------------------------------------------------------------


def test_sg_10_3_1_dropping_is_not_destroying() -> None:
    """SG 10.3.1: Maelstrom Pull drops a [Life Bond 2] unit: no Life Bond damage (it was not destroyed)."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 3)
    pull = put(g, 1, "SGD-041", "hand")
    sovereign = put(g, 0, "SGD-032", "center")
    to_main(m)
    pick(m, f"cast:{pull.iid}")
    assert sovereign.zone.key == "p0.drop" and life(g, 0) == 20


def test_sg_10_5_5_summon_onto_an_occupied_zone_overloads_it() -> None:
    """SG 10.5.5 / SG 10.5.6: a token summoned onto an occupied zone drops the older card; the token's zone is
    chosen by its controller."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 1)
    kiln = put(g, 0, "SGD-019", "hand")
    old = put(g, 0, "SGD-001", "right")
    to_main(m)
    pick(m, f"sum:{kiln.iid}:left")
    pick(m, "z:right")
    assert old.zone.name == "drop"
    token = g.zone(0, "right").top
    assert token is not None and token.card.id == "SGD-T03"


# -- SG 11: keywords ----------------------------------------------------------------------------------


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


# -- SG 13: between games --------------------------------------------------------------------------


def test_sg_13_5_1_sideboard_swaps_between_games_keep_the_deck_legal() -> None:
    """SG 13.5.1 / SG 13.5.2: cards move between the sideboard and the deck while the deck stays legal; a swap
    that would make it illegal is refused."""
    import pytest

    from engine.errors import DeckError
    from engine.games.systemgate.deck import swap_sideboard

    rs = registry.get("systemgate")
    deck = next(d for d in rs.demo_decks() if d.name.startswith("Cinderhold"))
    new = swap_sideboard(rs, deck, {"main": ("SGD-051", "SGD-051")}, {"main": ("SGD-009", "SGD-009")})
    cards = rs.check_deck(new)
    ids = [c.id for c in cards["main"]]
    assert ids.count("SGD-051") == 2 and ids.count("SGD-009") == 2 and len(ids) == 50
    assert [c.id for c in cards["side"]].count("SGD-009") == 2
    with pytest.raises(DeckError):
        swap_sideboard(rs, deck, {"gate": ("SGD-051",)}, {})  # a spell cannot be the Gate (SG 13.3)
    with pytest.raises(DeckError):
        swap_sideboard(rs, deck, {}, {"main": ("SGD-001",)})  # 49 cards (SG 13.1)


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


def test_sg_14_4_1_cards_put_into_a_soul_without_a_condition_stay_hidden() -> None:
    """SG 14.4.1 / SG 4.9.2: Deepsoul Kraken puts the top card of the deck face down into its soul: its player
    may look at it, the opponent may not."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 2)
    kraken = put(g, 1, "SGD-034", "hand")
    to_main(m)
    pick(m, f"sum:{kraken.iid}:center")
    (under,) = g.zone(1, "soul_center").cards
    assert not under.face_up and g.can_see(under, 1) and not g.can_see(under, 0)
