"""System Gate rules, Section 3, Basic Concepts: players, controller, check and
play timing, moving and looking at cards (SG 3)."""

from __future__ import annotations

from engine.events import Note, Shuffled
from engine.games.systemgate.field import damage_unit
from engine.games.systemgate.state import (
    game_state,
    stat,
    total_limit,
)
from engine.state import REST
from tests.engine.games.sg import (
    attack,
    clear_hands,
    energy,
    keys,
    notes,
    pass_until,
    pick,
    put,
    second_turn,
    started,
    to_battle,
    to_main,
)


def test_sg_3_1_4_2_cost_must_be_payable() -> None:
    """SG 3.1.4.2: a card whose cost cannot be paid is not offered."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 1)
    colossus = put(g, 0, "SGD-005", "hand")  # cost 4
    scout = put(g, 0, "SGD-001", "hand")  # cost 0
    to_main(m)
    ks = keys(m)
    assert not any(k.startswith(f"sum:{colossus.iid}:") for k in ks)
    assert f"sum:{scout.iid}:left" in ks and ks[0] == "pass"


def test_sg_3_5_standby_skill_goes_through_the_stack() -> None:
    """SG 3.5.3 / SG 10.5.6: a 'when summoned' skill is added to the stack at check timing and resolves."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 1)
    adept = put(g, 1, "SGD-022", "hand")  # draw a card when summoned
    m.apply(())
    deck = len(g.zone(1, "deck"))
    pick(m, f"sum:{adept.iid}:left")
    assert len(g.zone(1, "deck")) == deck - 1
    assert any("adds Tidecaller Adept" in line for line in m.log())


def test_sg_3_1_2_1_use_skill_once_per_turn() -> None:
    """SG 3.1.2.1 / SG 6.2.4.4 / SG 8.2: a [Use] skill is used in the Main Phase by paying its cost, once per turn."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 3)
    shaman = put(g, 1, "SGD-027", "left")
    m.apply(())
    hand = len(g.zone(1, "hand"))
    pick(m, f"use:{shaman.iid}:0")
    assert len(g.zone(1, "hand")) == hand + 1 and len(g.zone(1, "energy")) == 2
    assert not any(k.startswith("use:") for k in keys(m))


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
    second_turn(m)
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
