"""System Gate rules, Section 8, Play and Resolve Cards and Skills (SG 8)."""

from __future__ import annotations

from engine.games.systemgate.state import (
    game_state,
    stat,
)
from engine.state import STAND
from tests.engine.games.sg import (
    attack,
    choose,
    clear_hands,
    energy,
    lancer_position,
    lancer_with_gets,
    notes,
    offered,
    pick,
    put,
    started,
    to_battle,
    to_main,
)


def test_sg_8_4_3_summon_pays_energy_and_places_stand() -> None:
    """SG 8.4.3 / SG 8.4.3.3 / SG 8.4.3.7 / SG 6.2.4.1 / SG 12.2.3: summoning pays the cost in Energy (to the drop)
    and the unit is placed Stand."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 3)
    warden = put(g, 0, "SGD-004", "hand")  # Pyre Warden, cost 2
    to_main(m)
    drop = len(g.zone(0, "drop"))
    pick(m, f"sum:{warden.iid}:center")
    assert warden.zone.name == "center" and warden.orientation == STAND
    assert len(g.zone(0, "energy")) == 1
    assert len(g.zone(0, "drop")) == drop + 2


def test_sg_8_4_3_2_use_skill_chooses_its_target_before_paying_and_answers() -> None:
    """SG 8.4.3.2 / SG 8.4.3.3: Ember Lancer's target is chosen when the skill is declared, before its cost is paid
    and before the opponent's Counter Timing; it resolves on that target."""
    m, lancer, left, right = lancer_position()
    g = m.game
    pick(m, f"use:{lancer}:0")
    d = m.decision
    assert d is not None and d.rule == "SG 8.4.3.2" and d.player == 0
    assert offered(m) == {left, right}
    assert len(g.zone(0, "energy")) == 1 and not game_state(g).stack  # nothing paid, nothing in the stack yet
    choose(m, right)
    assert len(g.zone(0, "energy")) == 0  # SG 8.4.3.3: then the cost
    d = m.decision
    assert d is not None and d.player == 1 and d.rule == "SG 8.4.3.5"
    m.apply("pass")
    assert g.cards[right].counters.get("damage") == 2000
    assert not g.cards[left].counters.get("damage")
    assert notes(m, "SG 8.4.3.2")


def test_sg_8_4_3_2_chosen_card_gone_by_resolution_is_not_affected() -> None:
    """SG 8.4.3.2: the choice made at declaration is kept; when the chosen unit has left the field before the skill
    resolves (returned in answer, by card text resolved by hand), the damage does nothing and no other unit is
    chosen in its place."""
    m, lancer, left, right = lancer_position()
    g = m.game
    pick(m, f"use:{lancer}:0")
    choose(m, right)
    assert m.decision is not None and m.decision.player == 1  # the Counter Timing
    g.move(g.cards[right], g.zone(1, "hand"), why="returned by hand")
    m.apply("pass")
    assert not g.cards[left].counters.get("damage")
    assert not g.cards[right].counters.get("damage")
    assert any("not affected" in t for t in notes(m, "SG 8.4.3.2"))


def test_sg_8_4_3_2_chosen_card_that_changed_field_zones_is_not_affected() -> None:
    """SG 8.4.3.2: a chosen unit that moved to another field zone before resolution stays the same card
    (SG 4.1.4) but has changed zones, so the part of the effect on it does nothing."""
    m, lancer, left, right = lancer_position()
    g = m.game
    pick(m, f"use:{lancer}:0")
    choose(m, right)
    target = g.cards[right]
    inc = target.incarnation
    g.move(target, g.zone(1, "center"), orientation=None, why="moved by hand")
    assert target.incarnation == inc
    m.apply("pass")
    assert not target.counters.get("damage") and not g.cards[left].counters.get("damage")


def test_sg_8_4_3_2_the_targeted_player_chooses_now() -> None:
    """SG 8.4.3.2: Murmuring Siren makes the opponent drop a hand card: the opponent (the targeted player) chooses
    it when the skill is declared, before the cost is paid; that card is dropped on resolution."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 2)
    siren = put(g, 1, "SGD-056", "center")
    a = put(g, 0, "SGD-001", "hand")
    b = put(g, 0, "SGD-002", "hand")
    to_main(m)
    pick(m, f"use:{siren.iid}:0")
    d = m.decision
    assert d is not None and d.player == 0 and d.rule == "SG 8.4.3.2"
    assert offered(m) == {a.iid, b.iid}
    assert len(g.zone(1, "energy")) == 2
    choose(m, b.iid)
    assert len(g.zone(1, "energy")) == 0
    assert b.zone.key == "p0.drop" and a.zone.key == "p0.hand"


def test_sg_8_4_3_2_a_spell_still_chooses_on_resolution() -> None:
    """SG 8.4.3.2 concerns [Use] skills only: Flame Lance (a spell) chooses its target when it resolves, after the
    opponent's Counter Timing."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 1)
    energy(g, 1, 1)
    lance = put(g, 0, "SGD-009", "hand")
    left = put(g, 1, "SGD-021", "left")
    right = put(g, 1, "SGD-023", "right")
    put(g, 1, "SGD-036", "hand")  # Undertow Hex: Player 2 gets a Counter Timing
    to_main(m)
    pick(m, f"cast:{lance.iid}")
    d = m.decision
    assert d is not None and d.player == 1 and d.rule == "SG 8.4.3.5"
    m.apply("pass")
    d = m.decision
    assert d is not None and d.player == 0 and d.rule != "SG 8.4.3.2"
    assert offered(m) == {left.iid, right.iid}
    choose(m, right.iid)
    assert right.counters.get("damage") == 3000


def test_sg_8_4_3_2_a_shared_verb_of_a_use_skill_chooses_when_declared() -> None:
    """SG 8.4.3.2 / SG 8.4.3.3: a [Use] skill written with the shared verb 'gets' chooses its unit when it is
    declared, before its cost is paid, and resolves on that unit (SG 2.7.2: -1000 Defense)."""
    m, lancer, left, right = lancer_position()
    g = m.game
    lancer_with_gets(m, lancer)
    pick(m, f"use:{lancer}:0")
    d = m.decision
    assert d is not None and d.rule == "SG 8.4.3.2" and d.player == 0
    assert offered(m) == {left, right} and len(g.zone(0, "energy")) == 1
    choose(m, right)
    assert len(g.zone(0, "energy")) == 0
    m.apply("pass")
    assert stat(g, g.cards[right], "defense") == g.cards[right].card.stats["defense"] - 1000
    assert stat(g, g.cards[left], "defense") == g.cards[left].card.stats["defense"]


def test_sg_8_4_3_2_a_shared_verb_s_chosen_card_gone_by_resolution_is_not_affected() -> None:
    """SG 8.4.3.2: the unit 'gets' chose at declaration left the field before resolution: nothing happens, and
    no other unit is chosen in its place."""
    m, lancer, _left, right = lancer_position()
    g = m.game
    lancer_with_gets(m, lancer)
    pick(m, f"use:{lancer}:0")
    choose(m, right)
    g.move(g.cards[right], g.zone(1, "hand"), why="returned by hand")
    m.apply("pass")
    assert not any(e.stat == "defense" for e in g.effects)
    assert any("not affected" in t for t in notes(m, "SG 8.4.3.2"))


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
