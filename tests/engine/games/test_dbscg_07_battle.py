"""Dragon Ball Super Card Game rules (manual 1.073), section 7, Card Attacking
and Battle (DBS 7)."""

from __future__ import annotations

import pytest

from engine import registry
from engine.decisions import Decision
from engine.events import CardMoved
from engine.games.dbscg.battle import attack
from engine.games.dbscg.state import turn_state
from engine.games.dbscg.turn import main_phase
from engine.state import REST
from engine.timing import Duration
from tests.engine.games.dbs import (
    decks,
    drive_from,
    energy,
    fresh_card,
    leader,
    new_game,
    notes,
    run,
    take,
)


def test_7_4_1_4_equal_power_hits_and_damage_goes_to_hand() -> None:
    """DBS 7-4-1-4: the attack succeeds when the attack card's power is higher
    than or equal to the guard card's; DBS 4-10-2-1: the player chooses a life
    card and adds it to their hand."""
    rs, g = new_game()
    a, d = leader(g, 0), leader(g, 1)
    ds = run(attack(rs, g, a, d), "life:3")
    assert a.orientation == REST
    assert len(g.zone(1, "life").cards) == 7 and len(g.zone(1, "hand").cards) == 1
    life_decision = ds[-1]
    assert life_decision.player == 1 and all(o.card is None for o in life_decision.options)  # no card identity leaks
    assert any("10000 ≥ 10000" in t for t in notes(g))


def test_7_4_1_4_lower_power_does_nothing() -> None:
    """DBS 7-4-1-4: a weaker attack card has no battle result."""
    rs, g = new_game()
    g.add_effect("power", "add", 5000, target=leader(g, 1))
    run(attack(rs, g, leader(g, 0), leader(g, 1)))
    assert len(g.zone(1, "life").cards) == 8
    assert any("10000 < 15000" in t for t in notes(g))


def test_7_1_only_rested_battle_cards_can_be_attacked() -> None:
    """DBS 7-1: the opponent's Leader or a Battle Card in Rest Mode can be
    attacked; an Active Battle Card cannot."""
    rs, g = new_game()
    active = take(g, 1, "DBB-004", "battle")
    rested = take(g, 1, "DBB-003", "battle", orientation=REST)
    ds = run(main_phase(rs, g, 0), "end")
    keys = [o.key for o in ds[0].options]
    me = leader(g, 0).iid
    assert f"attack:{me}:{rested.iid}" in keys and f"attack:{me}:{active.iid}" not in keys
    assert f"attack:{me}:{leader(g, 1).iid}" in keys


def test_7_4_1_4_2_guard_battle_card_is_ko_ed() -> None:
    """DBS 7-4-1-4-2: a losing guard Battle Card is KO-ed to the Drop Area."""
    rs, g = new_game()
    guard = take(g, 1, "DBB-008", "battle", orientation=REST)  # 10000
    run(attack(rs, g, leader(g, 0), guard))
    assert guard.zone.name == "drop"


def test_7_2_combo_adds_power_then_goes_to_drop() -> None:
    """DBS 7-2-1-2-2: combo from the hand paying the combo cost; DBS 7-4-1-2:
    combo power is added to the attack card; DBS 7-4-1-6 / DBS 7-4-1-7: combo
    cards go to the Drop Area and the combo power ends."""
    rs, g = new_game()
    oru = take(g, 0, "DBR-004", "hand")  # combo 10000, combo cost 1
    energy(g, 0, "DBR-002", 1)
    g.add_effect("power", "add", 5000, target=leader(g, 1))  # guard 15000
    run(attack(rs, g, leader(g, 0), leader(g, 1)), f"combo:{oru.iid}", "life:0")
    assert oru.zone.name == "drop"
    assert len(g.zone(1, "life").cards) == 7
    assert any("10000 + combo 10000 (Pyre Monk Oru 10000) = 20000" in t for t in notes(g))
    assert rs.power(g, leader(g, 0)) == 10000
    assert g.zone(0, "energy").cards[0].orientation == REST


def test_7_3_defense_combo_from_battle_area() -> None:
    """DBS 7-3-1-2-1: the non-turn player combos with an Active Battle Card
    other than the guard card; DBS 3-1-4: it stays the same card."""
    rs, g = new_game()
    helper = take(g, 1, "DBB-004", "battle")  # combo 5000, cost 0
    inc = helper.incarnation
    ds = run(attack(rs, g, leader(g, 0), leader(g, 1)), f"combo:{helper.iid}")
    assert ds[0].player == 1 and "Defense Step" in ds[0].prompt
    assert len(g.zone(1, "life").cards) == 8  # 10000 < 15000
    assert helper.zone.name == "drop" and helper.incarnation == inc + 1


def test_7_1_2_counter_attack_negates_the_attack() -> None:
    """DBS 7-1-2 / DBS 4-7-3: at the attack's counter timing the non-turn
    player activates [Counter: Attack] from the hand paying its cost; the
    attack is negated and the battle ends (DBS 7-1-4); the card goes to the
    Drop Area (DBS 10-10-4)."""
    rs, g = new_game(decks=[registry.get("dbscg").demo_decks()[1], registry.get("dbscg").demo_decks()[0]])
    wall = take(g, 1, "DBR-012", "hand")
    energy(g, 1, "DBR-002", 2)
    ds = run(attack(rs, g, leader(g, 0), leader(g, 1)), f"counter:{wall.iid}")
    assert ds[0].player == 1 and [o.key for o in ds[0].options] == ["pass", f"counter:{wall.iid}"]
    assert wall.zone.name == "drop"
    assert len(g.zone(1, "life").cards) == 8
    assert all(c.orientation == REST for c in g.zone(1, "energy").cards)
    assert any("negates: the attack" in t for t in notes(g))


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


@pytest.mark.parametrize(("rid", "draw_first"), [("dbscg", True), ("dbscg-1.0", False)])
def test_7_4_1_8_end_of_battle_trigger_before_or_after_battle_effects_end(rid: str, draw_first: bool) -> None:
    """DBS 7-4-1-8 / DBS 7-4-1-9: "at the end of a battle" resolves, then effects
    lasting during the battle end; DBS1.0 7-4-1-8 / DBS1.0 7-4-1-9: the reverse."""
    from engine.events import EffectEnded

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


@pytest.mark.parametrize(("rid", "drawn"), [("dbscg", 1), ("dbscg-1.0", 0)])
def test_7_4_1_4_1_when_you_deal_damage_resolves_before_the_damage(rid: str, drawn: int) -> None:
    """DBS 7-4-1-4-1: when the guard card is the Leader, "when you deal
    damage" triggers and a checkpoint resolves it before the attack card
    inflicts the damage (7-4-1-4-1-1). DBS1.0 7-4-1-4-1 has no such trigger."""
    rs, g = new_game(rid)
    herald = fresh_card(g, 0, "DBX-021", "battle")
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
    herald = fresh_card(g, 0, "DBX-021", "battle")
    guard = take(g, 1, "DBB-008", "battle", orientation=REST)
    run(attack(rs, g, herald, guard))
    assert guard.zone.name == "drop" and g.zone(0, "hand").cards == []


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
def test_7_4_1_3_guard_combo_then_7_4_1_7_and_7_4_1_9_power_changes_end(rid: str) -> None:
    """DBS 7-4-1-3 (DBS1.0 7-4-1-3): the non-turn player's combo power is
    added to the guard card; DBS 7-4-1-7 (DBS1.0 7-4-1-7): the combo power
    changes dissipate after the battle; DBS 7-4-1-9 (DBS1.0 7-4-1-8): effects
    lasting "during that battle" end."""
    rs, g = new_game(rid)
    brawler = take(g, 0, "DBR-003", "battle")  # 15000
    kelp = take(g, 1, "DBB-008", "hand")  # combo +5000, cost 0
    g.add_effect("power", "add", 5000, target=brawler, duration=Duration.END_OF_BATTLE, text="+5000 in battle")
    g.add_effect("power", "add", 10000, target=brawler, duration=Duration.END_OF_TURN, text="+10000 this turn")
    run(attack(rs, g, brawler, leader(g, 1)), f"combo:{kelp.iid}", "life:0")
    assert any("guard card Mirella, Tidecaller 10000 + combo 5000 (Kelp Whisperer 5000) = 15000" in t for t in notes(g))
    assert len(g.zone(1, "life").cards) == 7  # 30000 against 15000
    assert rs.power(g, leader(g, 1)) == 10000  # the combo power is gone
    assert rs.power(g, brawler) == 25000  # the battle effect ended, the turn effect stays
