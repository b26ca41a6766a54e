"""Dragon Ball Super Card Game rules (manual 1.073), section 10, Keywords and
Keyword Skills (DBS 10)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import registry
from engine.abilities import read_step
from engine.cards import load_card_file
from engine.decisions import Decision
from engine.errors import GameOver, LoadError
from engine.games.dbscg.abilities import trigger
from engine.games.dbscg.battle import attack
from engine.games.dbscg.effects import HANDLERS
from engine.games.dbscg.schema import SCHEMA
from engine.games.dbscg.state import current_battle
from engine.games.dbscg.turn import end_phase, main_phase
from engine.state import REST, STAND
from tests.engine.games.dbs import (
    RED_MAIN,
    deck_error,
    decks,
    energy,
    fresh_card,
    leader,
    new_game,
    notes,
    pending,
    red_deck,
    run,
    take,
)


def test_10_31_dragon_ball_cards() -> None:
    """DBS 10-31-1: any number of copies of [Dragon Ball] cards, up to 7 in
    total; the 1.00 manual has no such keyword, so 4 copies is the limit."""
    six = RED_MAIN.replace("4 DBR-011", "1 DBR-011").replace("3 DBR-015", "\n")
    ok = red_deck(main=six + "6 DBB-015\n")
    assert len(registry.get("dbscg").check_deck(ok)["main"]) == 50
    e = deck_error("dbscg-1.0", ok)
    assert "DBS1.0 5-1-3-1" in e.message
    eight = RED_MAIN.replace("4 DBR-011", "").replace("3 DBR-015", "") + "8 DBB-015\n"
    e = deck_error("dbscg", red_deck(main=eight.replace("3 DBR-013", "2 DBR-013")))
    assert "DBS 10-31-1" in e.message and e.line is not None


def test_10_14_one_ultimate_card() -> None:
    """DBS 10-14-1: only one card with [Ultimate] in a deck."""
    main = RED_MAIN.replace("2 DBR-007", "").replace("3 DBR-015", "2 DBR-015\n1 DBB-016\n2 DBB-016")
    e = deck_error("dbscg", red_deck(main=main))
    assert e.line == 19 and "DBS 10-14-1" in e.message


def test_10_17_four_super_combo_cards() -> None:
    """DBS 10-17: at most four cards with [Super Combo] in total."""
    main = (
        RED_MAIN.replace("2 DBR-007", "1 DBR-007")
        .replace("4 DBR-002", "4 DBR-016")
        .replace("3 DBR-015", "3 DBR-015\n4 DBR-002\n1 DBB-016")
        .replace("4 DBR-008", "")
    )
    e = deck_error("dbscg", red_deck(main=main))
    assert "DBS 10-17" in e.message and e.line is not None


def test_10_4_blocker_becomes_the_guard_card() -> None:
    """DBS 10-4-1: [Blocker] rests and becomes the guard card."""
    rs, g = new_game()
    blocker = take(g, 1, "DBB-005", "battle")  # 25000
    run(attack(rs, g, leader(g, 0), leader(g, 1)), "yes")
    assert blocker.orientation == REST and blocker.zone.name == "battle"
    assert len(g.zone(1, "life").cards) == 8


def test_10_6_critical_and_10_7_double_strike() -> None:
    """DBS 10-7-1-1: [Double Strike] inflicts 2 damage; DBS 10-6-1:
    [Critical] life cards go to the Drop Area instead of the hand."""
    rs, g = new_game()
    duelist = take(g, 0, "DBR-005", "battle")
    run(attack(rs, g, duelist, leader(g, 1)), "life:0", "life:0")
    assert len(g.zone(1, "life").cards) == 6 and len(g.zone(1, "hand").cards) == 2
    g.active = 1
    lancer = take(g, 1, "DBB-006", "battle")  # critical 20000
    run(attack(rs, g, lancer, leader(g, 0)), "life:0")
    assert len(g.zone(0, "life").cards) == 7 and len(g.zone(0, "drop").cards) == 1 and not g.zone(0, "hand").cards


def test_10_8_dual_attack_stands_once_per_turn() -> None:
    """DBS 10-8-1: [Dual Attack] switches the card to Active Mode after the
    battle, X-1 = once per turn."""
    rs, g = new_game()
    raider = take(g, 0, "DBR-006", "battle")
    run(attack(rs, g, raider, leader(g, 1)), "life:0")
    assert raider.orientation == STAND
    run(attack(rs, g, raider, leader(g, 1)), "life:0")
    assert raider.orientation == REST


def test_10_10_3_3_counter_counter_negates_the_counter() -> None:
    """DBS 4-7-3-3 / DBS 10-10-3-3: the other player answers a [Counter] with
    [Counter: Counter]; DBS 4-7-3-5: the last activated resolves first, so
    the [Counter: Attack] is negated and the attack goes on."""
    rs, g = new_game()  # seat 0 red attacks... give the turn to blue
    g.active = 1
    wall = take(g, 0, "DBR-012", "hand")
    energy(g, 0, "DBR-002", 2)
    mirror = take(g, 1, "DBB-013", "hand")
    energy(g, 1, "DBB-002", 1)
    ds = run(attack(rs, g, leader(g, 1), leader(g, 0)), f"counter:{wall.iid}", f"counter:{mirror.iid}", "life:0")
    assert [d.player for d in ds[:2]] == [0, 1]
    assert wall.zone.name == "drop" and mirror.zone.name == "drop"
    assert len(g.zone(0, "life").cards) == 7
    text = notes(g)
    assert any(
        t.startswith("Resolving the [Counter] skills last activated first: 2. Mirror Tide, 1. Flame Wall") for t in text
    )


def test_10_2_awaken_turns_the_leader_over() -> None:
    """DBS 10-2-3 / DBS 10-2-5: at 4 life or less the leader may [Awaken]: draw
    2, turn over; it stays the same card with its back-side power."""
    rs, g = new_game()
    ds = run(main_phase(rs, g, 0), "end")
    assert not any(o.key.startswith("awaken") for o in ds[0].options)
    for _ in range(4):
        g.move(g.zone(0, "life").cards[-1], g.zone(0, "hand"))
    ldr = leader(g, 0)
    inc = ldr.incarnation
    run(main_phase(rs, g, 0), f"awaken:{ldr.iid}", "end")
    assert not ldr.face_up and ldr.incarnation == inc
    assert rs.power(g, ldr) == 15000 and len(g.zone(0, "hand").cards) == 6
    assert rs.card_stats(g, ldr)["side"] == "back"


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
def test_10_3_field_stays_in_battle_area_and_replaces_the_old_one(rid: str) -> None:
    """DBS 10-3-1 / DBS 10-3-3 (DBS1.0 10-2-1, DBS1.0 3-6-7): a [Field] Extra Card is
    placed in the Battle Area instead of the Drop Area; a new one sends the
    old one to the Drop Area. Its [Auto] works there (DBS 10-3-2) and it
    never attacks or is attacked."""
    rs, g = new_game(rid)
    first = take(g, 0, "DBR-017", "hand")
    second = take(g, 0, "DBR-017", "hand")
    energy(g, 0, "DBR-002", 2)
    ds = run(main_phase(rs, g, 0), f"extra:{first.iid}", f"extra:{second.iid}", "end")
    assert second.zone.name == "battle" and second.orientation == STAND
    assert first.zone.name == "drop"
    assert not any(o.key.startswith(f"attack:{second.iid}") for o in ds[-1].options)
    hand = len(g.zone(0, "hand").cards)
    g.phase = ""
    run(main_phase(rs, g, 0), "end")  # the Main Phase begins: the [Auto] draws 1
    assert len(g.zone(0, "hand").cards) == hand + 1


def test_10_15_over_realm_uses_the_warp_only_in_1073() -> None:
    """DBS 10-15-3: with 7 or more cards in the Drop Area, [Over Realm 7] sends
    the Drop Area to the Warp and plays the card without paying energy;
    DBS 10-15-4: at the end of that turn it is sent to the Warp. The 1.00
    manual has neither the keyword nor the Warp."""
    rs, g = new_game()
    sovereign = take(g, 0, "DBR-019", "hand")
    for _ in range(6):
        take(g, 0, "DBR-002" if len(g.zone(0, "drop").cards) < 3 else "DBR-003", "drop")
    ds = run(main_phase(rs, g, 0), "end")
    assert not any(o.key.startswith("overrealm") for o in ds[0].options)  # 6 < 7
    take(g, 0, "DBR-004", "drop")
    run(main_phase(rs, g, 0), f"overrealm:{sovereign.iid}", "end")
    assert sovereign.zone.name == "battle" and not g.zone(0, "drop").cards
    assert len(g.zone(0, "warp").cards) == 7
    run(end_phase(rs, g, 0))
    assert sovereign.zone.name == "warp"
    rs10, g10 = new_game("dbscg-1.0")
    card = take(g10, 0, "DBR-019", "hand")
    for card_id in ("DBR-008", "DBR-010"):
        for _ in range(4):
            take(g10, 0, card_id, "drop")
    ds = run(main_phase(rs10, g10, 0), "end")
    assert not any(o.key.startswith("overrealm") for o in ds[0].options) and card.zone.name == "hand"


def test_10_5_5_xeno_evolve_uses_the_warp_only_in_1073() -> None:
    """DBS 10-5-5: [Xeno-Evolve] sends the chosen card to the Warp and plays
    the card in Active Mode; ver.1.00 has no Warp."""
    rs, g = new_game()
    ryuen = take(g, 0, "DBR-005", "battle", orientation=REST)
    xeno = take(g, 0, "DBX-003", "hand")
    energy(g, 0, "DBR-002", 1)
    run(main_phase(rs, g, 0), f"evolve:{xeno.iid}", "end")
    assert ryuen.zone.name == "warp" and xeno.zone.name == "battle" and xeno.orientation == STAND
    rs10, g10 = new_game("dbscg-1.0")
    take(g10, 0, "DBR-005", "battle")
    x = take(g10, 0, "DBX-003", "hand")
    energy(g10, 0, "DBR-002", 1)
    ds = run(main_phase(rs10, g10, 0), "end")
    assert not any(o.key == f"evolve:{x.iid}" for o in ds[0].options)


@pytest.mark.parametrize(("card_id", "n"), [("DBX-001", 3), ("DBX-002", 4)])
def test_10_7_1_triple_and_quadruple_strike(card_id: str, n: int) -> None:
    """DBS 10-7-1-2 / DBS 10-7-1-3: [Triple Strike] inflicts 3, [Quadruple Strike] 4."""
    rs, g = new_game()
    card = take(g, 0, card_id, "battle")
    run(attack(rs, g, card, leader(g, 1)), *(["life:0"] * n))
    assert len(g.zone(1, "life").cards) == 8 - n


def test_10_8_1_2_triple_attack_stands_twice_per_turn() -> None:
    """DBS 10-8-1-2: [Triple Attack] — X-1 = 2 times per turn."""
    rs, g = new_game()
    card = take(g, 0, "DBX-003", "battle")
    for expected in (STAND, STAND, REST):
        run(attack(rs, g, card, leader(g, 1)), "life:0")
        assert card.orientation == expected


def test_10_9_1_revenge_kos_the_attacking_battle_card() -> None:
    """DBS 10-9-1 (DBS1.0 10-8-1): [Revenge] — KO-ed in battle by a Battle
    Card, it KOs that card after the battle; attacked by a Leader, nothing."""
    rs, g = new_game()
    ohr = take(g, 1, "DBX-014", "battle", orientation=REST)  # 15000
    run(attack(rs, g, leader(g, 0), ohr))  # 10000 < 15000, by a Leader
    assert ohr.zone.name == "battle" and leader(g, 0).zone.name == "leader"
    duelist = take(g, 0, "DBR-005", "battle")  # 20000
    run(attack(rs, g, duelist, ohr))
    assert ohr.zone.name == "drop" and duelist.zone.name == "drop"


def test_10_12_1_indestructible_and_10_16_1_barrier() -> None:
    """DBS 10-12-1: an [Indestructible] card is not KO-ed by battle results;
    DBS 10-16-1: a [Barrier] card cannot be chosen by the opponent's skills."""
    rs, g = new_game()
    g.active = 1
    iron = take(g, 0, "DBX-005", "battle", orientation=REST)  # 15000
    lancer = take(g, 1, "DBB-006", "battle")  # 20000
    run(attack(rs, g, lancer, iron))
    assert iron.zone.name == "battle"
    assert any("[Indestructible] and is not KO-ed" in t for t in notes(g))
    ds = run(HANDLERS["ko_opponent"](g, pending(g, 1), 50000))
    assert ds == [] and iron.zone.name == "battle"


def test_10_13_3_union_fusion() -> None:
    """DBS 10-13-3-4: [Union-Fusion] places the two named Battle Cards of equal
    power from the hand in the Drop Area and plays the card in Active Mode."""
    rs, g = new_game()
    fused = take(g, 0, "DBX-004", "hand")
    hana = take(g, 0, "DBR-008", "hand")
    bram = take(g, 0, "DBR-010", "hand")
    run(main_phase(rs, g, 0), f"fusion:{fused.iid}", "end")
    assert fused.zone.name == "battle" and fused.orientation == STAND
    assert hana.zone.name == bram.zone.name == "drop"


def test_10_13_4_union_potara_keeps_power_effects() -> None:
    """DBS 10-13-4-4 / DBS 10-13-4-4-1: [Union-Potara] places the card on top of
    the two named Battle Cards, in Active Mode, with their power effects."""
    rs, g = new_game()
    g.active = 1
    tor = take(g, 1, "DBB-004", "battle")
    ysa = take(g, 1, "DBB-008", "battle", orientation=REST)
    g.add_effect("power", "add", 5000, target=tor)
    twin = take(g, 1, "DBX-016", "hand")
    energy(g, 1, "DBB-002", 1)
    run(main_phase(rs, g, 1), f"potara:{twin.iid}", "end")
    assert twin.zone.name == "battle" and twin.orientation == STAND and rs.power(g, twin) == 40000
    assert tor.zone.name == ysa.zone.name == "under"


def test_10_18_token_is_created_and_ceases_to_exist() -> None:
    """DBS 10-18-3 / DBS 10-18-4: the token appears in its creator's Battle Area as
    '(Name) Token'; DBS 10-18-7: leaving the Battle Area, it ceases to exist."""
    rs, g = new_game()
    g.active = 1
    echoes = take(g, 1, "DBX-018", "hand")
    energy(g, 1, "DBB-002", 2)
    run(main_phase(rs, g, 1), f"extra:{echoes.iid}", "end")
    (token,) = [c for c in g.zone(1, "battle").cards if c.card.id == "TOKEN"]
    assert token.name == "Tide Spirit Token" and rs.power(g, token) == 10000 and token.orientation == STAND
    run(rs.ko(g, token, by_opponent=False, why="test"))
    rs.rules_then_pending(g)
    assert token.zone.name == "gone" and not any(c.card.id == "TOKEN" for c in g.zone(1, "drop").cards)


def test_10_19_remove_from_the_game_and_11_4_send_to_the_warp() -> None:
    """DBS 10-19-1 / DBS 10-19-3: removed cards leave every area, face up;
    DBS 11-4-1: a card sent to the Warp goes face up to its owner's Warp."""
    rs, g = new_game()
    a = take(g, 1, "DBB-004", "drop")
    b = take(g, 1, "DBB-003", "drop")
    for option, card, where in (("o1", a, "removed"), ("o2", b, "warp")):
        pact = take(g, 0, "DBX-012", "hand")
        for e in g.zone(0, "energy").cards:
            g.set_orientation(e, STAND)
        if not g.zone(0, "energy").cards:
            energy(g, 0, "DBR-002", 1)
        run(main_phase(rs, g, 0), f"extra:{pact.iid}", option, (str(card.iid),), "end")
        assert card.zone.key == f"p1.{where}" and card.face_up


def test_10_20_victory_strike_wins_on_life_damage() -> None:
    """DBS 10-20-1: [Victory Strike] — dealing life damage by attacking wins."""
    rs, g = new_game()
    kaito = take(g, 0, "DBX-006", "battle")
    with pytest.raises(GameOver):
        run(attack(rs, g, kaito, leader(g, 1)), "life:0")
    assert g.winners == (0,)


def test_10_21_warrior_of_universe_7_removes_specified_costs() -> None:
    """DBS 10-21-1: with [Warrior of Universe 7] on the field, 《Universe 7》
    cards have no specified cost (the total cost stays)."""
    rs, g = new_game()
    miro = take(g, 0, "DBX-008", "hand")  # cost 3, red red red
    for card_id in ("DBX-010", "DBX-012", "DBX-012"):
        take(g, 0, card_id, "energy")  # black energy
    ds = run(main_phase(rs, g, 0), "end")
    assert not any(o.key == f"play:{miro.iid}" for o in ds[0].options)
    take(g, 0, "DBX-007", "battle")
    ds = run(main_phase(rs, g, 0), "end")
    assert any(o.key == f"play:{miro.iid}" for o in ds[0].options)


def test_10_22_deflect_is_not_affected_by_counter_play() -> None:
    """DBS 10-22-1 / DBS 10-22-2: no [Counter: Play] against playing a [Deflect]
    card; a card without it opens the counter timing."""
    rs, g = new_game(decks=decks("tidal", "tidal"))
    diver = take(g, 0, "DBX-015", "hand")
    knight = take(g, 0, "DBB-004", "hand")
    energy(g, 0, "DBB-002", 3)
    energy(g, 0, "DBB-010", 2)
    take(g, 1, "DBB-011", "hand")
    energy(g, 1, "DBB-002", 2)
    ds = run(main_phase(rs, g, 0), f"play:{diver.iid}", "end")
    assert all(d.player == 0 for d in ds) and diver.zone.name == "battle"
    ds = run(main_phase(rs, g, 0), f"play:{knight.iid}", "pass", "end")
    assert ds[1].player == 1


def test_10_23_bond_needs_enough_battle_cards() -> None:
    """DBS 10-23-1: a [Bond 3] skill takes effect only with 3 or more Battle
    Cards in the Battle Area."""
    _, g = new_game()
    diver = take(g, 1, "DBX-015", "battle")
    trigger(g, "attacks", diver)
    assert not g.pending
    take(g, 1, "DBB-004", "battle")
    take(g, 1, "DBB-008", "battle")
    trigger(g, "attacks", diver)
    assert len(g.pending) == 1


def test_10_24_swap_plays_a_card_and_returns_itself() -> None:
    """DBS 10-24-3: [Swap 2] plays a Battle Card with energy cost 2 from the
    hand, then returns the [Swap] card to its owner's hand."""
    rs, g = new_game()
    tamsin = take(g, 0, "DBX-009", "battle")
    brawler = take(g, 0, "DBR-003", "hand")  # cost 2
    energy(g, 0, "DBR-002", 1)
    run(main_phase(rs, g, 0), f"swap:{tamsin.iid}", (str(brawler.iid),), "end")
    assert brawler.zone.name == "battle" and tamsin.zone.name == "hand"


def test_10_25_dark_over_realm_and_10_26_wormhole() -> None:
    """DBS 10-25-1 / DBS 10-25-3: [Dark Over Realm 2] with 2 black cards in the Drop
    Area sends the Drop Area to the Warp and plays the card; DBS 10-25-4 /
    10-15-5: with [Over Realm], once per turn in total; DBS 10-26-1:
    [Wormhole] allows twice."""
    rs, g = new_game()
    nox = take(g, 0, "DBX-011", "hand")
    sovereign = take(g, 0, "DBR-019", "hand")
    for card_id in ("DBX-012", "DBX-012", "DBR-003"):
        take(g, 0, card_id, "drop")
    run(main_phase(rs, g, 0), f"darkrealm:{nox.iid}", "end")
    assert nox.zone.name == "battle" and len(g.zone(0, "warp").cards) == 3
    for card_id in ("DBR-003", "DBR-003", "DBR-010", "DBR-010", "DBR-010", "DBR-010", "DBR-008"):
        take(g, 0, card_id, "drop")
    ds = run(main_phase(rs, g, 0), "end")
    assert not any(o.key == f"overrealm:{sovereign.iid}" for o in ds[0].options)
    take(g, 0, "DBX-010", "battle")  # [Wormhole]
    run(main_phase(rs, g, 0), f"overrealm:{sovereign.iid}", "end")
    assert sovereign.zone.name == "battle"


def test_10_28_wish_turns_the_leader_over_keeping_its_mode() -> None:
    """DBS 10-28-3 / DBS 10-28-4 / DBS 10-28-5: [Wish] turns the card over (here back
    to front); it stays the same card with its mode; DBS 10-29-1 [Sparking 10]."""
    rs, g = new_game()
    g.active = 1
    mirella = leader(g, 1)
    g.flip(mirella, False)  # awakened
    g.set_orientation(mirella, REST)
    ds = run(main_phase(rs, g, 1))  # nothing to do: the only option, "end", is forced
    assert ds == []
    for c in list(g.zone(1, "deck").cards[:10]):
        g.move(c, g.zone(1, "drop"))
    run(main_phase(rs, g, 1), f"awaken:{mirella.iid}")  # then only "end": forced
    assert mirella.face_up and mirella.orientation == REST and len(g.zone(1, "hand").cards) == 1


@pytest.mark.parametrize(("rid", "zone"), [("dbscg", "hand"), ("dbscg-1.0", "drop")])
def test_10_6_1_critical_only_by_attacking_in_1073(rid: str, zone: str) -> None:
    """DBS 10-6-1: [Critical] applies to damage dealt by attacking; a skill's
    damage goes to the hand. DBS1.0 10-5-1: to any damage the card inflicts."""
    _, g = new_game(rid)
    lancer = take(g, 1, "DBB-006", "battle")  # [Critical]
    run(read_step("dbscg", {"damage": 1})[1].run(g, pending(g, 1, lancer)), "life:0")
    assert len(g.zone(0, zone).cards) == 1 and len(g.zone(0, "life").cards) == 7


def test_10_27_2_choose_options_are_checked_at_load_time(tmp_path: Any) -> None:
    """DBS 10-27-2: each option of a "Choose X" is a list of effects; an
    unknown effect word inside one is refused when the card set loads."""

    path = tmp_path / "bad.toml"
    path.write_text(
        '[[card]]\nid = "BAD-1"\nname = "Bad"\ntype = "extra"\ncolor = "red"\ncost = 1\n'
        '  [[card.ability]]\n  kind = "act"\n'
        "  effect = [{ choose = { n = 1, options = [[{ draw = 1 }], [{ explode = 1 }]] } }]\n",
        encoding="utf-8",
    )
    with pytest.raises(LoadError) as caught:
        load_card_file(path, "dbscg", SCHEMA)
    assert caught.value.line == 9 and "key 'options' item 2: unknown effect 'explode'" in str(caught.value)
    assert "DBS 10-27" in str(caught.value)


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
def test_10_4_2_negate_blocker_switches_back_to_the_original_target(rid: str) -> None:
    """DBS 10-4-2 (DBS1.0 10-3-2): Negate [Blocker] switches the guard card
    back to the original target of the attack; the blocker stays in Rest Mode."""
    rs, g = new_game(rid)
    g.active = 1
    iron = take(g, 0, "DBX-005", "battle")  # [Blocker], 15000
    lancer = take(g, 1, "DBB-006", "battle")  # 20000, [Critical]
    feint = fresh_card(g, 1, "DBX-022", "hand")
    guards: list[str] = []

    def offense(d: Decision) -> str:
        b = current_battle(g)
        assert b is not None
        guards.append(b.guard.name)
        return f"extra:{feint.iid}" if guards[-1] == iron.name else "life:0"

    run(attack(rs, g, lancer, leader(g, 0)), "yes", offense, offense)
    assert guards == [iron.name, leader(g, 0).name]
    assert iron.zone.name == "battle" and iron.orientation == REST
    assert len(g.zone(0, "life").cards) == 7 and feint.zone.name == "drop"
    prefix = "DBS 10-4-2" if rid == "dbscg" else "DBS1.0 10-3-2"
    assert any(getattr(e, "rule", "") == prefix and "back to" in getattr(e, "text", "") for e in g.journal)


def test_10_4_2_negate_blocker_without_a_blocker_does_nothing() -> None:
    """DBS 10-4-2: with no [Blocker] activated the guard card stays the target."""
    rs, g = new_game()
    g.active = 1
    guard = take(g, 0, "DBX-005", "battle", orientation=REST)  # in Rest Mode: cannot block
    lancer = take(g, 1, "DBB-006", "battle")
    feint = fresh_card(g, 1, "DBX-022", "hand")
    run(attack(rs, g, lancer, guard), f"extra:{feint.iid}")
    assert guard.zone.name == "battle"  # [Indestructible]: the battle happened against it
    assert any("no [Blocker] switched the guard card" in t for t in notes(g))
