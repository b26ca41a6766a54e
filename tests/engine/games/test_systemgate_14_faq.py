"""System Gate rules, Section 14, FAQ rulings (SG 14)."""

from __future__ import annotations

from tests.engine.games.sg import (
    clear_hands,
    energy,
    keys,
    pick,
    put,
    started,
    to_main,
)


def test_sg_14_3_1_fizzle_counter_only_while_attacked() -> None:
    """SG 14.3.1: Comet Veil may only be cast while you are attacked (not in your own Main Phase)."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    veil = put(g, 1, "SGD-051", "hand")
    energy(g, 1, 3)
    m.apply(())
    assert f"cast:{veil.iid}" not in keys(m)


def test_sg_14_2_1_one_card_per_player_in_the_stack() -> None:
    """SG 14.2.1 / SG 8.4.3.5 / SG 3.5.4.1: the opponent may answer a played card with a [Counter], and the first player
    cannot answer again."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 3)
    energy(g, 0, 2)
    surge = put(g, 1, "SGD-029", "hand")  # [Counter] +2000, cost 0
    lance = put(g, 1, "SGD-030", "hand")  # Drowning Depths, cost 2
    retort = put(g, 0, "SGD-010", "hand")  # [Counter], cost 1
    reef = put(g, 1, "SGD-021", "left")
    scout = put(g, 0, "SGD-001", "left")
    m.apply(())
    pick(m, f"cast:{lance.iid}")
    assert m.decision is not None and m.decision.player == 0 and m.decision.rule == "SG 8.4.3.5"
    pick(m, f"cast:{retort.iid}")
    # Player 2 has Drowning Depths in the stack: no Counter Timing for them; the stack resolves.
    assert g.stat(scout, "power") == 5000
    assert lance.zone.name == "drop" and retort.zone.name == "drop"
    assert surge.zone.name == "hand"
    assert reef.zone.name == "left"


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
