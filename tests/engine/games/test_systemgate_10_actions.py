"""System Gate rules, Section 10, Specific Actions (SG 10)."""

from __future__ import annotations

from engine.games.systemgate.state import (
    game_state,
    life,
)
from tests.engine.games.sg import (
    attack,
    clear_hands,
    energy,
    pick,
    put,
    started,
    to_battle,
    to_main,
)


def test_sg_10_8_1_counter_fizzles_attack_and_14_6_1_end_of_attack_still_happens() -> None:
    """SG 6.2.6.5 / SG 6.2.6.3 / SG 3.5.8 / SG 10.8.1: the attacked player casts a [Counter] in the Counter Timing
    and fizzles the
    attack: no damage; costs stay paid."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    duel = put(g, 0, "SGD-003", "left")  # Ashen Duelist: +1000 when it attacks
    veil = put(g, 1, "SGD-051", "hand")  # Comet Veil: [Counter] fizzle the attack (while attacked)
    energy(g, 1, 1)
    to_main(m)
    to_battle(m)
    attack(m, duel, "tp:1")
    # the "when this card attacks" skill waits on the stack; the defender answers
    assert m.decision is not None and m.decision.player == 1 and "Counter Timing" in m.decision.prompt
    assert [it.label for it in game_state(g).stack]
    pick(m, f"cast:{veil.iid}")
    assert veil.zone.name == "drop" and len(g.zone(1, "energy")) == 0
    assert g.players[1].counters["life"] == 18
    # the attack skill still resolved after the fizzle (SG 3.5.5 LIFO, SG 14.6.1)
    assert any("Ashen Duelist gets +1000" in line for line in m.log())


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
