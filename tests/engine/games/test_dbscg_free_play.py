"""DBSCG: a Battle Card's [Permanent] "you can play this card from your hand
without paying its energy cost" (DBS 6-3-1-2-1-1: the energy switched to Rest
Mode to play a card; DBS 8-1-4: a [Permanent] skill while its condition holds)."""

from __future__ import annotations

from dataclasses import replace

from engine.abilities import Ability, parse_ability
from engine.cardtext import compile_card
from engine.games.dbscg.abilities import activate, can_activate_extra
from engine.games.dbscg.costs import energy_profile, total_cost
from engine.games.dbscg.turn import main_options, main_phase
from engine.state import REST, STAND, Card, Game
from tests.engine.games.dbs import energy, new_game, run, take
from tests.engine.games.test_dbscg_card_skills import with_text

FREE = (
    "[Permanent] If your opponent has 2 or more Battle Cards in play in Rest Mode, you can play this card from your "
    "hand without paying its energy cost."
)


def _keys(g: Game) -> list[str]:
    return [o.key for o in main_options(g.ruleset, g, 0)]  # type: ignore[arg-type]


def _free_card(g: Game) -> Card:
    card = take(g, 0, "DBR-005", "hand")  # cost 3, specified red red
    with_text(card, FREE)
    return card


def test_6_3_1_2_1_1_played_free_only_while_the_condition_holds() -> None:
    """With no energy the card cannot be paid for: it is offered free only while
    the opponent has 2 Battle Cards in Rest Mode, and played with no energy."""
    _, g = new_game()
    card = _free_card(g)
    take(g, 1, "DBB-002", "battle", orientation=REST)
    assert f"freeplay:{card.iid}" not in _keys(g) and f"play:{card.iid}" not in _keys(g)
    take(g, 1, "DBB-003", "battle", orientation=REST)
    assert f"freeplay:{card.iid}" in _keys(g) and f"play:{card.iid}" not in _keys(g)
    run(main_phase(g.ruleset, g, 0), f"freeplay:{card.iid}", "end")  # type: ignore[arg-type]
    assert card.zone.name == "battle"


def test_6_3_1_2_1_1_free_or_paid_and_the_cost_unchanged() -> None:
    """With the energy to pay, both ways are offered ("you can"); played free, no
    energy is switched to Rest Mode; the card's energy cost stays 3 (DBS 2-11-3)."""
    _, g = new_game()
    card = _free_card(g)
    for cid in ("DBB-002", "DBB-003"):
        take(g, 1, cid, "battle", orientation=REST)
    paid = energy(g, 0, "DBR-002", 3)
    assert total_cost(g, card) == 3
    keys = _keys(g)
    assert f"play:{card.iid}" in keys and f"freeplay:{card.iid}" in keys
    run(main_phase(g.ruleset, g, 0), f"freeplay:{card.iid}", "end")  # type: ignore[arg-type]
    assert card.zone.name == "battle"
    assert all(c.orientation == STAND for c in paid)


# -- an Extra Card's [Permanent] "you can activate this card's [Activate Battle] without paying its energy cost" --

EXTRA = (
    "[Permanent] You can activate this card's [Activate Battle] from your hand without paying its energy cost.\n"
    "[Activate Main] Draw 2 cards.\n"
    "[Activate Battle] Draw 1 card."
)


def _free_extra(g: Game) -> tuple[Card, Ability, Ability]:
    card = take(g, 0, "DBR-011", "hand")
    results = compile_card("dbscg", {"type": "extra", "name": "Tidal Flourish", "text": EXTRA}).results
    assert all(r.compiled and r.ability is not None for r in results)
    abilities = tuple(parse_ability(r.ability, "dbscg") for r in results if r.ability is not None)
    card.card = replace(card.card, abilities=abilities)
    return card, abilities[1], abilities[2]


def test_8_1_3_1_2_the_named_skill_is_activated_free_the_other_is_paid() -> None:
    """With no energy the [Activate Battle] skill can be activated (nothing is
    paid: the card goes to the Drop Area and its effect is done), the
    [Activate Main] skill cannot (its energy cost is paid as usual)."""
    _, g = new_game()
    card, _, battle = _free_extra(g)
    assert total_cost(g, card) > 0
    assert can_activate_extra(g, 0, card, "battle", energy_profile(g, 0))
    assert not can_activate_extra(g, 0, card, "main", energy_profile(g, 0))
    before = len(g.zone(0, "hand").cards)
    run(activate(g, 0, card, battle, "test"))
    assert card.zone.name == "drop"
    assert len(g.zone(0, "hand").cards) == before  # the card left the hand, 1 card drawn


def test_8_1_3_1_2_with_the_energy_to_pay_the_player_chooses() -> None:
    """ "You can": with energy enough the player is asked; declining pays the cost."""
    for free in (True, False):
        _, g = new_game()
        card, _, battle = _free_extra(g)
        paid = energy(g, 0, "DBR-002", 2) + energy(g, 0, "DBR-003", 2)
        run(activate(g, 0, card, battle, "test"), "yes" if free else "no")
        assert card.zone.name == "drop"
        assert all(c.orientation == STAND for c in paid) is free
