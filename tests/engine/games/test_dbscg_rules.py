"""Scenario tests for the numbered rules of the Dragon Ball Super Card Game
manual ver.1.073 (``DBS``) sections 1, 3, 4, 6 to 11 that the first test
file does not cover, and the behaviours in which ver.1.00 (``DBS1.0``)
differs. Each sets up the situation with the public primitives, acts, and
checks what the rule demands."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine import registry
from engine.abilities import read_step
from engine.cards import load_card_file
from engine.decisions import Decision, Kind
from engine.errors import GameOver, LoadError
from engine.flow import check_timing
from engine.games.dbscg.abilities import act_ability, activate, counter_timing, trigger
from engine.games.dbscg.battle import attack
from engine.games.dbscg.costs import pay
from engine.games.dbscg.effects import HANDLERS
from engine.games.dbscg.schema import SCHEMA
from engine.games.dbscg.state import current_battle, turn_state
from engine.games.dbscg.turn import end_phase, main_phase
from engine.match import Match
from engine.state import REST, STAND, Game
from engine.timing import Duration, Pending
from tests.engine.games.test_dbscg import Flow, energy, leader, new_game, notes, run, take


def drive(flow: Flow, answer: Callable[[Decision], Any]) -> list[Decision]:
    """Run a flow answering every decision with ``answer``."""
    seen: list[Decision] = []
    try:
        d = next(flow)
        while True:
            seen.append(d)
            a = answer(d)
            keys = (a,) if isinstance(a, str) else tuple(a)
            d = flow.send(d.chosen(d.normalise(keys)))
    except StopIteration:
        return seen


def first(d: Decision) -> Any:
    """Answer: the first option; none for an optional card choice; yes."""
    if d.kind is Kind.CARDS and d.min == 0:
        return ()
    if d.kind is Kind.YESNO:
        return "yes"
    if d.kind is Kind.CARDS:
        return tuple(o.key for o in d.options[: d.min])
    return d.options[0].key


def pending(g: Game, seat: int, source: Any = None) -> Pending:
    return Pending(g.next_id(), seat, "test", source.iid if source else None, source.incarnation if source else 0)


def decks(*names: str) -> list[Any]:
    by = {d.name.split()[0].lower(): d for d in registry.get("dbscg").demo_decks()}
    return [by[n] for n in names]


# -- 1 Victory conditions -------------------------------------------------------------------------


def test_1_2_4_surrender_is_immediate() -> None:
    """DBS 1-2-4 / DBS 1-2-5: a player surrenders at any time; they lose at once,
    without a checkpoint, whatever is pending."""
    m = Match.new("dbscg", seed=3)
    assert m.decision is not None
    m.concede(0)
    out = m.outcome()
    assert out is not None and out.winners == (1,) and m.decision is None


def test_1_2_6_win_by_effect_ends_the_game_at_once() -> None:
    """DBS 1-2-6: an effect that makes a player win ends the game during its
    resolution."""
    _, g = new_game()
    with pytest.raises(GameOver):
        run(read_step("dbscg", {"win_game": True})[1].run(g, pending(g, 1)))
    assert g.over and g.winners == (1,)


def test_1_2_6_lose_by_effect_without_waiting_for_a_checkpoint() -> None:
    """DBS 1-2-6: an effect that makes a player lose ends the game at once."""
    _, g = new_game()
    with pytest.raises(GameOver):
        run(read_step("dbscg", {"lose_game": "you"})[1].run(g, pending(g, 0)))
    assert g.winners == (1,)


@pytest.mark.parametrize(("rid", "power"), [("dbscg", -5000), ("dbscg-1.0", 0)])
def test_1_3_6_power_below_zero(rid: str, power: int) -> None:
    """DBS 2-8-3: power can go below 0 (ver.1.073); DBS1.0 1-3-6: negative
    numbers are treated as 0 (ver.1.00)."""
    rs, g = new_game(rid)
    g.add_effect("power", "add", -15000, target=leader(g, 0))
    assert rs.power(g, leader(g, 0)) == power


# -- 3 Areas ------------------------------------------------------------------------------------


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


# -- 4 Basic terms -------------------------------------------------------------------------------


def test_4_5_3_checkpoint_turn_player_first_each_choosing_their_own() -> None:
    """DBS 4-5-3-2 / DBS 4-5-3-3 (DBS1.0 8-5-1-2 / DBS1.0 8-5-1-3): the turn player's
    pending [Auto] resolve first, the turn player choosing among them; then
    the non-turn player's."""
    _, g = new_game()
    order: list[str] = []

    def mark(name: str) -> Any:
        def resolve(g: Game, p: Pending) -> Flow:
            order.append(name)
            return
            yield

        return resolve

    g.add_pending(1, "B1", mark("B1"))
    g.add_pending(0, "A1", mark("A1"))
    g.add_pending(0, "A2", mark("A2"))
    ds = drive(check_timing(g), lambda d: next(o.key for o in d.options if o.label == "A2"))
    assert ds[0].player == 0 and len(ds) == 1
    assert order == ["A2", "A1", "B1"]


def test_4_7_2_5_no_counter_timing_inside_a_counter_timing() -> None:
    """DBS 4-7-2-5: during a counter timing a new counter timing cannot occur."""
    _, g = new_game()
    take(g, 1, "DBB-011", "hand")  # [Counter: Play]
    energy(g, 1, "DBB-002", 2)
    turn_state(g).in_counter = True
    ds = run(counter_timing(g, 0, ("play",), "a play", "DBS 4-7-2-1"))
    assert ds == [] and any("a counter timing is in progress" in t for t in notes(g))
    turn_state(g).in_counter = False
    ds = run(counter_timing(g, 0, ("play",), "a play", "DBS 4-7-2-1"), "pass")
    assert ds[0].player == 1


def test_4_7_3_counters_alternate_and_resolve_last_first() -> None:
    """DBS 4-7-3-2 .. 4-7-3-5: the non-turn player answers the attack with
    [Counter: Attack]; the turn player answers with [Counter: Counter]; they
    resolve from the last one: the [Counter: Attack] is negated (DBS 10-10-5)
    and the attack goes ahead."""
    rs, g = new_game(decks=decks("tidal", "crimson"))
    mirror = take(g, 0, "DBB-013", "hand")
    energy(g, 0, "DBB-002", 1)
    wall = take(g, 1, "DBR-012", "hand")
    energy(g, 1, "DBR-002", 2)
    ds = run(attack(rs, g, leader(g, 0), leader(g, 1)), f"counter:{wall.iid}", f"counter:{mirror.iid}", "life:0")
    assert [d.player for d in ds[:2]] == [1, 0]
    assert any("last activated first: 2. Mirror Tide, 1. Flame Wall" in t for t in notes(g))
    assert len(g.zone(1, "life").cards) == 7
    assert wall.zone.name == "drop" and mirror.zone.name == "drop"


def test_4_9_4_draw_up_to_and_10_27_choose_one() -> None:
    """DBS 10-27-3: the player chooses which listed effect; DBS 4-9-4: "draw up
    to 2" lets them stop early."""
    rs, g = new_game()
    pact = take(g, 0, "DBX-012", "hand")
    energy(g, 0, "DBR-002", 1)
    ds = run(main_phase(rs, g, 0), f"extra:{pact.iid}", "o0", "1", "end")
    assert [o.key for o in ds[1].options] == ["o0", "o1", "o2"]
    assert [o.key for o in ds[2].options] == ["0", "1", "2"]
    assert len(g.zone(0, "hand").cards) == 1


def test_4_10_2_damage_n_repeats_taking_one_damage() -> None:
    """DBS 4-10-2-2: damage 0 does nothing; damage N is N times "choose 1 life
    card and add it to the hand" (DBS 4-10-2-1)."""
    rs, g = new_game()
    run(rs.damage(g, 1, 0, source=leader(g, 0), critical=False, rule=""))
    assert len(g.zone(1, "life").cards) == 8
    ds = run(rs.damage(g, 1, 3, source=leader(g, 0), critical=False, rule=""), "life:7", "life:0", "life:5")
    assert len(ds) == 3 and all(d.player == 1 for d in ds)
    assert len(g.zone(1, "life").cards) == 5 and len(g.zone(1, "hand").cards) == 3


# -- 6 The turn -------------------------------------------------------------------------------------


def test_6_3_1_3_1_2_effects_until_the_end_of_the_main_phase() -> None:
    """DBS 6-3-1-3-1-2: effects lasting until the end of the Main Phase end
    in the Main Phase End Step."""
    rs, g = new_game()
    pip = take(g, 0, "DBR-002", "battle")
    _, gets = read_step("dbscg", {"gets": {"power": 5000, "until": "main_phase"}})
    run(gets.run(g, pending(g, 0, pip)))
    assert rs.power(g, pip) == 10000
    run(main_phase(rs, g, 0), "end")
    assert rs.power(g, pip) == 5000 and g.step == "Main Phase End Step"


def test_6_4_1_1_end_of_turn_triggers_once_and_6_4_1_3_the_end_phase_repeats() -> None:
    """DBS 6-4-1-1: an "at the end of the turn" [Auto] already fulfilled this
    turn does not become pending again; DBS 6-4-1-3: when a card whose
    trigger is not yet fulfilled arrives meanwhile, the End Phase repeats."""
    rs, g = new_game()
    g.active, g.turn = 1, 2
    lio_a = take(g, 1, "DBX-019", "battle")
    lio_b = take(g, 1, "DBX-019", "hand")
    take(g, 1, "DBB-004", "hand")  # keeps the hand non-empty

    def bring(g: Game, p: Pending) -> Flow:
        g.move(lio_b, g.zone(1, "battle"))
        return
        yield

    g.add_pending(1, "bring", bring)

    def answer(d: Decision) -> Any:
        if d.kind is Kind.ACTION:  # the injected ability first
            return next((o.key for o in d.options if o.label == "bring"), d.options[0].key)
        return first(d)

    ds = drive(end_phase(rs, g, 1), answer)
    searches = [d for d in ds if d.prompt.startswith("Search your deck")]
    assert len(searches) == 2 and lio_a.zone.name == lio_b.zone.name == "battle"
    assert any("the End Phase repeats" in t for t in notes(g))


# -- 7 Battle ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("rid", "drop"), [("dbscg", "p1.drop"), ("dbscg-1.0", "p0.drop")])
def test_7_4_1_6_combo_cards_go_to_the_owner_or_the_master(rid: str, drop: str) -> None:
    """DBS 7-4-1-6: combo cards go to their owner's Drop Area; DBS1.0 7-4-1-6:
    to their master's."""
    rs, g = new_game(rid)
    kelp = take(g, 1, "DBB-008", "battle")
    g.move(kelp, g.zone(0, "battle"), orientation=None)
    kelp.master = 0
    run(attack(rs, g, leader(g, 0), leader(g, 1)), f"combo:{kelp.iid}", "life:0")
    assert kelp.zone.key == drop


def test_7_4_1_8_1_end_of_battle_after_comboing_with_this_card() -> None:
    """DBS 7-4-1-8-1: a card that went from the Combo Area to the Drop Area
    triggers "at the end of the battle after you combo with this card"."""
    rs, g = new_game()
    osk = take(g, 0, "DBX-010", "hand")
    run(attack(rs, g, leader(g, 0), leader(g, 1)), f"combo:{osk.iid}", "life:0")
    assert osk.zone.name == "drop" and len(g.zone(0, "hand").cards) == 1


def test_7_1_4_battle_ends_early_when_the_guard_card_leaves() -> None:
    """DBS 7-1-4 / DBS 7-1-4-1 .. 7-1-4-4: when the guard card leaves the field
    the battle ends at once; combo cards go to the Drop Area."""
    rs, g = new_game()
    guard = take(g, 1, "DBB-008", "battle", orientation=REST)
    pip = take(g, 0, "DBR-002", "hand")
    take(g, 1, "DBB-004", "hand")  # the defender may combo: the Defense Step asks
    flow = attack(rs, g, leader(g, 0), guard)
    d = next(flow)
    d = flow.send(d.chosen((f"combo:{pip.iid}",)))
    g.move(guard, g.zone(1, "hand"))  # an effect bounces it
    with pytest.raises(StopIteration):
        flow.send(d.chosen(("pass",)))
    assert pip.zone.name == "drop" and turn_state(g).battle is None
    assert any("the attack card or guard card left the field" in t for t in notes(g))


# -- 8 Skills ----------------------------------------------------------------------------------------


def test_8_4_2_2_a_skill_cost_must_be_payable_and_10_13_5_union_absorb() -> None:
    """DBS 8-4-2-2: without the energy for its cost, the skill cannot be
    activated; DBS 8-4-2-3: (1) rests 1 energy; DBS 10-13-5-4: [Union-Absorb]
    places the Drop Area card under this card, which keeps its mode."""
    rs, g = new_game()
    g.active = 1
    maw = take(g, 1, "DBX-017", "battle")
    fodder = take(g, 1, "DBB-004", "drop")
    ds = run(main_phase(rs, g, 1), "end")
    assert not any(o.key == f"skill:{maw.iid}" for o in ds[0].options)
    (e,) = energy(g, 1, "DBB-002", 1)
    run(main_phase(rs, g, 1), f"skill:{maw.iid}", "end")
    assert e.orientation == REST and fodder.zone.name == "under"
    assert rs.power(g, maw) == 20000 and maw.orientation == STAND


def test_8_6_5_ko_trigger_and_10_1_2_power_zero_is_not_a_ko() -> None:
    """DBS 8-6-5: "when this card is KO-ed" triggers from the Drop Area;
    DBS 10-1-2 / DBS 9-5-2-1: a card placed in the Drop Area for 0 power was not
    KO-ed, so it does not trigger."""
    rs, g = new_game()
    tamsin = take(g, 0, "DBX-009", "battle")
    run(rs.ko(g, tamsin, by_opponent=True, why="test"))
    run(check_timing(g))
    assert len(g.zone(0, "hand").cards) == 1
    g.move(tamsin, g.zone(0, "battle"))
    g.add_effect("power", "add", -10000, target=tamsin)
    assert not rs.rules_then_pending(g)
    assert tamsin.zone.name == "drop" and len(g.zone(0, "hand").cards) == 1


def test_8_6_6_situation_trigger_pends_once() -> None:
    """DBS 8-6-6 / DBS 8-6-6-1: "when you have no cards in your hand" becomes
    pending once when the situation arises, again only when it arises anew."""
    rs, g = new_game()
    lio = take(g, 1, "DBX-019", "battle")
    assert rs.rules_then_pending(g) and len(g.pending) == 1
    rs.rules_then_pending(g)
    assert len(g.pending) == 1
    run(check_timing(g))
    assert len(g.zone(1, "hand").cards) == 1 and not g.pending
    g.move(g.zone(1, "hand").cards[0], g.zone(1, "drop"))
    assert rs.rules_then_pending(g) and g.pending[0].source == lio.iid


def test_8_6_7_pending_auto_resolves_but_fails_when_its_card_left() -> None:
    """DBS 8-6-7: a pending [Auto] whose card changed areas still resolves,
    but an effect about that card fails."""
    _rs, g = new_game()
    sensei = next(c for c in g.zone(0, "life").cards if c.card.id == "DBR-009")
    g.move(sensei, g.zone(0, "battle"))
    trigger(g, "attacks", sensei)
    g.move(sensei, g.zone(0, "drop"))
    run(check_timing(g))
    assert any("[Auto] Flarecaller Sensei" in t for t in notes(g))
    assert not [e for e in g.effects if e.stat == "power"]


def test_8_6_3_triggers_twice_pend_twice_and_10_11_4_once_per_turn_resolves_once() -> None:
    """DBS 8-6-3: a trigger fulfilled twice is pending twice; DBS 10-11-4: a
    [Once per Turn] [Auto] pending twice resolves once, the rest nullified."""
    _, g = new_game()
    g.active = 1
    lio = take(g, 1, "DBX-019", "battle")
    take(g, 1, "DBB-004", "hand")
    trigger(g, "turn_end", lio)
    trigger(g, "turn_end", lio)
    assert len(g.pending) == 2
    ds = drive(check_timing(g), first)
    assert len([d for d in ds if d.prompt.startswith("Search")]) == 1
    assert any("[Once per Turn] already used this turn" in t for t in notes(g))


def test_8_4_2_and_10_30_burst_cost_of_an_auto() -> None:
    """DBS 10-30-1: [Burst 2] — the skill takes effect only if its master
    places the top 2 cards of their deck in the Drop Area."""
    rs, g = new_game()
    miro = take(g, 0, "DBX-008", "hand")
    energy(g, 0, "DBR-002", 3)
    deck = len(g.zone(0, "deck").cards)
    run(main_phase(rs, g, 0), f"play:{miro.iid}", "yes", "end")
    assert miro.zone.name == "battle" and len(g.zone(0, "drop").cards) == 2
    assert len(g.zone(0, "hand").cards) == 1 and len(g.zone(0, "deck").cards) == deck - 3


# -- 9 Rule processing --------------------------------------------------------------------------------


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


# -- 10 Keywords ------------------------------------------------------------------------------------------


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


def test_11_6_viewing_a_secret_area_only_the_master_sees() -> None:
    """DBS 11-6-1 / DBS 11-6-2: looking at a life card shows it to the skill's
    master only; it stays in the Life Area."""
    _, g = new_game()
    run(read_step("dbscg", {"look": {"zone": "life", "top": 1}})[1].run(g, pending(g, 1)))
    top = g.zone(1, "life").cards[-1]
    assert g.can_see(top, 1) and not g.can_see(top, 0) and top.zone.name == "life"


def test_11_2_1_a_searched_card_is_revealed() -> None:
    """DBS 11-2-1: a card moved from the deck to the hand by a search is
    revealed; DBS 8-5-3-7: the deck is then shuffled."""
    _, g = new_game()
    _, search = read_step("dbscg", {"search": {"zone": "deck", "trait": "Tidal Court", "up_to": 1}})
    ds = run(search.run(g, pending(g, 1)), lambda d: (d.options[0].key,))
    card = g.zone(1, "hand").cards[0]
    assert ds[0].min == 0 and g.can_see(card, 0)
    assert any("reveals" in t for t in notes(g))


# -- ver.1.00 against ver.1.073 ------------------------------------------------------------------------


@pytest.mark.parametrize(("rid", "waiting"), [("dbscg", 1), ("dbscg-1.0", 0)])
def test_7_1_1_attack_triggers_before_or_after_the_counter_timing(rid: str, waiting: int) -> None:
    """DBS 7-1-1 / DBS 7-1-2: "when this card attacks" is already pending at the
    attack's counter timing; DBS1.0 7-1-1 / DBS1.0 7-1-2: the counter timing comes
    first, the attack triggers at the checkpoint after it."""
    rs, g = new_game(rid, decks=decks("crimson", "crimson"))
    sensei = next(c for c in g.zone(0, "life").cards if c.card.id == "DBR-009")
    g.move(sensei, g.zone(0, "battle"))
    take(g, 1, "DBR-012", "hand")  # [Counter: Attack]
    energy(g, 1, "DBR-002", 2)
    flow = attack(rs, g, sensei, leader(g, 1))
    d = next(flow)
    assert d.player == 1 and "Counter timing" in d.prompt
    assert len(g.pending) == waiting
    drive_from(flow, d, "pass")
    assert len(g.zone(1, "life").cards) == 7


def drive_from(flow: Flow, d: Decision, key: str) -> None:
    try:
        d = flow.send(d.chosen((key,)))
        while True:
            d = flow.send(d.chosen(d.normalise(first(d))))
    except StopIteration:
        return


@pytest.mark.parametrize(("rid", "draw_first"), [("dbscg", True), ("dbscg-1.0", False)])
def test_7_4_1_8_end_of_battle_trigger_before_or_after_battle_effects_end(rid: str, draw_first: bool) -> None:
    """DBS 7-4-1-8 / DBS 7-4-1-9: "at the end of a battle" resolves, then effects
    lasting during the battle end; DBS1.0 7-4-1-8 / DBS1.0 7-4-1-9: the reverse."""
    from engine.events import CardMoved, EffectEnded

    rs, g = new_game(rid)
    sensei = next(c for c in g.zone(0, "life").cards if c.card.id == "DBR-009")
    g.move(sensei, g.zone(0, "battle"))
    osk = take(g, 0, "DBX-010", "hand")
    start = len(g.journal)
    run(attack(rs, g, sensei, leader(g, 1)), f"combo:{osk.iid}", "life:0")
    j = g.journal[start:]
    ended = next(i for i, e in enumerate(j) if isinstance(e, EffectEnded) and "until end of battle" in e.text)
    drawn = next(i for i, e in enumerate(j) if isinstance(e, CardMoved) and e.dst == "p0.hand" and e.src == "p0.deck")
    assert (drawn < ended) == draw_first


@pytest.mark.parametrize(("rid", "zone"), [("dbscg", "hand"), ("dbscg-1.0", "drop")])
def test_10_6_1_critical_only_by_attacking_in_1073(rid: str, zone: str) -> None:
    """DBS 10-6-1: [Critical] applies to damage dealt by attacking; a skill's
    damage goes to the hand. DBS1.0 10-5-1: to any damage the card inflicts."""
    _, g = new_game(rid)
    lancer = take(g, 1, "DBB-006", "battle")  # [Critical]
    run(read_step("dbscg", {"damage": 1})[1].run(g, pending(g, 1, lancer)), "life:0")
    assert len(g.zone(0, zone).cards) == 1 and len(g.zone(0, "life").cards) == 7


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
def test_4_5_3_checkpoint_in_both_manuals(rid: str) -> None:
    """DBS 4-5-3-1 (DBS1.0 8-5-1-1): rules processing comes first in a
    checkpoint — a player with no life loses before any [Auto] resolves."""
    _, g = new_game(rid)
    resolved: list[int] = []

    def mark(g: Game, p: Pending) -> Flow:
        resolved.append(1)
        return
        yield

    g.add_pending(0, "A", mark)
    for c in list(g.zone(1, "life").cards):
        g.move(c, g.zone(1, "hand"))
    with pytest.raises(GameOver):
        run(check_timing(g))
    assert g.winners == (0,) and resolved == []
    prefix = "DBS 9-2-3" if rid == "dbscg" else "DBS1.0 9-2-3"
    assert any(getattr(e, "rule", "") == prefix for e in g.journal)


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


def _fresh(g: Game, seat: int, card_id: str, zone: str) -> Any:
    """A copy of a demo card that is in no demo deck, put straight into ``zone``."""
    card = g.new_card(g.ruleset.pool[card_id], seat, g.zone(seat, zone))  # type: ignore[attr-defined]
    card.face_up = True
    return card


@pytest.mark.parametrize(("rid", "drawn"), [("dbscg", 1), ("dbscg-1.0", 0)])
def test_7_4_1_4_1_when_you_deal_damage_resolves_before_the_damage(rid: str, drawn: int) -> None:
    """DBS 7-4-1-4-1: when the guard card is the Leader, "when you deal
    damage" triggers and a checkpoint resolves it before the attack card
    inflicts the damage (7-4-1-4-1-1). DBS1.0 7-4-1-4-1 has no such trigger."""
    rs, g = new_game(rid)
    herald = _fresh(g, 0, "DBX-021", "battle")
    hand_at_damage: list[int] = []

    def life(d: Decision) -> str:
        hand_at_damage.append(len(g.zone(0, "hand").cards))
        assert len(g.zone(1, "life").cards) == 8  # no damage yet
        return "life:0"

    run(attack(rs, g, herald, leader(g, 1)), life)
    assert hand_at_damage == [drawn]
    assert len(g.zone(0, "hand").cards) == drawn and len(g.zone(1, "life").cards) == 7


def test_7_4_1_4_1_no_deal_damage_trigger_when_a_battle_card_is_ko_ed() -> None:
    """DBS 7-4-1-4-1 applies only when the guard card is the Leader; against a
    Battle Card the card is KO-ed (7-4-1-4-2) and nothing is drawn."""
    rs, g = new_game()
    herald = _fresh(g, 0, "DBX-021", "battle")
    guard = take(g, 1, "DBB-008", "battle", orientation=REST)
    run(attack(rs, g, herald, guard))
    assert guard.zone.name == "drop" and g.zone(0, "hand").cards == []


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
def test_10_4_2_negate_blocker_switches_back_to_the_original_target(rid: str) -> None:
    """DBS 10-4-2 (DBS1.0 10-3-2): Negate [Blocker] switches the guard card
    back to the original target of the attack; the blocker stays in Rest Mode."""
    rs, g = new_game(rid)
    g.active = 1
    iron = take(g, 0, "DBX-005", "battle")  # [Blocker], 15000
    lancer = take(g, 1, "DBB-006", "battle")  # 20000, [Critical]
    feint = _fresh(g, 1, "DBX-022", "hand")
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
    feint = _fresh(g, 1, "DBX-022", "hand")
    run(attack(rs, g, lancer, guard), f"extra:{feint.iid}")
    assert guard.zone.name == "battle"  # [Indestructible]: the battle happened against it
    assert any("no [Blocker] switched the guard card" in t for t in notes(g))


@pytest.mark.parametrize(("pick", "zone"), [(0, "hand"), (1, "energy")])
def test_8_9_2_the_master_chooses_among_replacement_effects(pick: int, zone: str) -> None:
    """DBS 8-9-2 / DBS 8-9-2-1: two replacement effects could replace the KO of
    one card: its master chooses which applies. DBS 8-9-1-1: the KO then never
    happened (no "when KO-ed"), and DBS 8-9-2-3: the other does not apply to
    the same event afterwards."""
    rs, g = new_game()
    adept = _fresh(g, 0, "DBX-023", "battle")
    run(HANDLERS["ko_instead"](g, pending(g, 0, adept), "hand"))
    run(HANDLERS["ko_instead"](g, pending(g, 0, adept), "energy"))
    seen: list[tuple[int, int]] = []

    def choose(d: Decision) -> str:
        seen.append((d.player, len(d.options)))
        return d.options[pick].key

    run(rs.ko(g, adept, by_opponent=True, why="KO-ed by an effect"), choose)
    assert seen == [(0, 2)]  # the card's master chooses between both
    assert adept.zone.name == zone and g.zone(0, "drop").cards == []
    assert sum("Instead of being KO-ed" in t for t in notes(g)) == 1
    assert not any("is KO-ed" in t for t in notes(g))


def test_8_9_1_a_single_replacement_applies_without_a_choice() -> None:
    """DBS 8-9-1: one replacement effect (the demo card's [Activate: Main])
    replaces the KO by returning the card to the hand."""
    rs, g = new_game()
    adept = _fresh(g, 0, "DBX-023", "battle")
    ab = act_ability(adept, "main")
    assert ab is not None
    run(activate(g, 0, adept, ab, rs.r("activate_main")))
    assert run(rs.ko(g, adept, by_opponent=True, why="KO-ed by an effect")) == []
    assert adept.zone.name == "hand"


def test_6_4_1_2_an_effect_until_the_end_of_the_opponents_turn_outlasts_this_turn() -> None:
    """DBS 6-4-1-2: effects "until the end of the turn" end in the End Phase; one
    that lasts until the end of the opponent's turn ends at the end of that turn."""
    rs, g = new_game()
    pip = take(g, 0, "DBR-002", "battle")
    _, gets = read_step("dbscg", {"gets": {"power": 5000, "until": "opponent_turn"}})
    run(gets.run(g, pending(g, 0, pip)))
    assert rs.power(g, pip) == 10000
    g.expire(Duration.END_OF_BATTLE, Duration.END_OF_TURN, Duration.END_OF_OPPONENT_TURN)  # the end of this turn
    assert rs.power(g, pip) == 10000
    g.turn += 1
    g.expire(Duration.END_OF_BATTLE, Duration.END_OF_TURN, Duration.END_OF_OPPONENT_TURN)  # the end of the next
    assert rs.power(g, pip) == 5000


def test_a_skill_gives_a_keyword_until_the_end_of_the_turn() -> None:
    """The shared grant: a Battle Card gets [Barrier] until the end of the turn (DBS 10-16)."""
    rs, g = new_game()
    pip = take(g, 0, "DBR-002", "battle")
    _, grant = read_step("dbscg", {"grant": {"keyword": "barrier"}})
    run(grant.run(g, pending(g, 0, pip)))
    assert "barrier" in rs.keywords(g, pip)
    g.expire(Duration.END_OF_TURN)
    assert "barrier" not in rs.keywords(g, pip)
