"""Dragon Ball Super Card Game rules (manual 1.073), section 11, Other (DBS 11)."""

from __future__ import annotations

from engine.abilities import read_step
from tests.engine.games.dbs import (
    new_game,
    notes,
    pending,
    run,
)


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
