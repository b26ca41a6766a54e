"""System Gate scenario tests for choosing cards: costs that choose cards
(SG 12.2.2) and [Use] skills that choose their cards when declared
(SG 8.4.3.2). Each test starts a real match, arranges the position with the
Game primitives and answers decisions through Match.apply."""

from __future__ import annotations

from dataclasses import replace

from engine.abilities import parse_ability
from engine.events import Note
from engine.games.systemgate.costs import cost_candidates
from engine.games.systemgate.state import FIELD_ZONES, game_state, stat
from engine.match import Match
from engine.state import REST, STAND
from tests.engine.games.test_systemgate import TAG, clear_hands, energy, keys, pick, put, started, to_main


def notes(m: Match, rule: str) -> list[str]:
    return [e.text for e in m.journal if isinstance(e, Note) and e.rule == rule]


def offered(m: Match) -> set[int]:
    assert m.decision is not None
    return {o.card for o in m.decision.options if o.card is not None}


def choose(m: Match, iid: int) -> None:
    """Answer a card decision with the option of card ``iid``."""
    assert m.decision is not None
    (key,) = [o.key for o in m.decision.options if o.card == iid]
    m.apply((key,))


# -- SG 12.2.2: a cost that names no zone chooses in the skill owner's zones ------------------------


def test_sg_12_2_2_cost_without_a_zone_does_not_offer_an_enemy_unit() -> None:
    """SG 12.2.2: Rockling Shepherd's cost "Rest a unit" names no zone, so the unit must be in a zone owned by
    the skill's owner: the opponent's standing unit is not offered, the owner's own units are."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    shepherd = put(g, 1, "SGD-054", "left")
    mine = put(g, 1, "SGD-021", "center")  # Reefling Guard
    theirs = put(g, 0, "SGD-002", "center")  # an enemy unit, standing
    to_main(m)
    pick(m, f"use:{shepherd.iid}:0")
    d = m.decision
    assert d is not None and d.rule == "SG 12.2.2" and d.player == 1
    assert offered(m) == {shepherd.iid, mine.iid}
    assert theirs.iid not in offered(m)
    choose(m, mine.iid)
    assert mine.orientation == REST and theirs.orientation == STAND
    assert g.stat(shepherd, "crit", 0) == 2


def test_sg_12_2_2_enemy_units_do_not_make_the_cost_payable() -> None:
    """SG 12.2.2 / SG 3.1.4.2: with only enemy units standing, "Rest a unit" cannot be paid, so the [Use] skill is
    not offered."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    shepherd = put(g, 1, "SGD-054", "left", orientation=REST)
    put(g, 0, "SGD-002", "center")
    put(g, 0, "SGD-001", "left")
    guard = put(g, 1, "SGD-021", "hand")  # a Cost 0 unit, so the Main Phase has a choice to show
    to_main(m)
    assert f"sum:{guard.iid}:center" in keys(m)
    assert f"use:{shepherd.iid}:0" not in keys(m)
    pick(m, f"sum:{guard.iid}:center")  # now a unit of the owner stands: the skill is offered
    assert f"use:{shepherd.iid}:0" in keys(m)


def test_sg_12_2_2_tag_team_mates_zones_are_not_the_owners() -> None:
    """SG 12.2.2 (Tag Team): the team mate's zones are not owned by the skill's owner either; only the owner's
    units are offered."""
    m = started(active=0, gid=TAG)
    g = m.game
    clear_hands(g)
    shepherd = put(g, 0, "SGD-054", "left")
    mine = put(g, 0, "SGD-001", "right")
    mate = put(g, 2, "SGD-001", "center")
    enemy = put(g, 1, "SGD-001", "center")
    to_main(m)
    pick(m, f"use:{shepherd.iid}:0")
    assert m.decision is not None and m.decision.rule == "SG 12.2.2"
    assert offered(m) == {shepherd.iid, mine.iid}
    assert not {mate.iid, enemy.iid} & offered(m)


def test_sg_12_2_2_a_cost_that_names_a_zone_takes_that_zone() -> None:
    """SG 12.2.2: the restriction applies only when the cost names no zone; a cost naming the enemy Center takes
    the enemy's card there, one naming no zone only the owner's field cards."""
    m = started(active=1)
    g = m.game
    shepherd = put(g, 1, "SGD-054", "left")
    theirs = put(g, 0, "SGD-002", "center")
    assert cost_candidates(g, 1, shepherd, (), FIELD_ZONES) == [shepherd]
    named = (("side", "enemy"), ("zone", "center"))
    assert cost_candidates(g, 1, shepherd, named, FIELD_ZONES) == [theirs]


# -- SG 8.4.3.2: a [Use] skill chooses its card when declared -----------------------------------------


def lancer_position() -> tuple[Match, int, int, int]:
    """Player 1 has Ember Lancer ([Use] Pay 1: 2000 damage to an enemy unit) and 1 Energy; Player 2 has two units
    and Undertow Hex ([Counter]) with 1 Energy, so they get a Counter Timing after the skill is declared."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 1)
    energy(g, 1, 1)
    lancer = put(g, 0, "SGD-055", "center")
    left = put(g, 1, "SGD-021", "left")  # Reefling Guard
    right = put(g, 1, "SGD-023", "right")  # Coral Bastion
    put(g, 1, "SGD-036", "hand")  # Undertow Hex
    to_main(m)
    return m, lancer.iid, left.iid, right.iid


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


def lancer_with_gets(m: Match, lancer: int) -> None:
    """Ember Lancer's [Use] skill written with the shared verb: an enemy unit gets -1000 Defense."""
    card = m.game.cards[lancer]
    ability = parse_ability(
        {
            "kind": "act",
            "zones": ["left", "center", "right"],
            "once_per_turn": True,
            "cost": [{"pay": 1}],
            "effect": [{"gets": {"defense": -1000, "target": {"zone": "units", "owner": "opponent", "count": 1}}}],
            "text": "an enemy unit gets -1000 Defense",
        },
        "systemgate",
    )
    card.card = replace(card.card, id="TEST-LANCER", abilities=(ability,))


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
