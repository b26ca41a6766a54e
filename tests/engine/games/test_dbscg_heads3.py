"""Rules tests of the heads of skills compiled from Dragon Ball Super card
text (round three), played on real game states. The card text is original,
in the patterns of real cards."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.abilities import parse_ability
from engine.cardtext import compile_card
from engine.games.dbscg.abilities import field_skills
from engine.games.dbscg.stats import power
from engine.games.dbscg.turn import main_options, main_phase
from engine.state import Card, Game
from tests.engine.games.dbs import drive, leader, new_game, run, take

FREE_WITH_ORU = (
    "[Permanent] If <Oru> is in your Battle Area or Leader Area, you can play this card from your hand without "
    "paying its energy cost."
)


def _with_text(card: Card, text: str) -> None:
    (r,) = compile_card("dbscg", {"type": card.card.type, "text": text}).results
    assert r.compiled and r.ability is not None, r.reason
    card.card = replace(card.card, abilities=(parse_ability(r.ability, "dbscg"),))


def _character(card: Card, name: str) -> None:
    card.card = replace(card.card, stats={**card.card.stats, "character": name})


def _keys(g: Game) -> list[str]:
    return [o.key for o in main_options(g.ruleset, g, 0)]  # type: ignore[arg-type]


@pytest.mark.parametrize("where", ["nowhere", "leader", "battle", "opponent"])
def test_3_5_a_character_in_your_battle_area_or_leader_area(where: str) -> None:
    """ "If <X> is in your Battle Area or Leader Area": a Battle Card of that
    character in your Battle Area, or your Leader Card of it (DBS 3-5, 2-5-3),
    not the opponent's; the [Permanent] free play is offered only then (DBS 8-1-4). (Player 1's demo
    leader is <Kaito>.)"""
    _, g = new_game()
    card = take(g, 0, "DBR-005", "hand")
    _with_text(card, FREE_WITH_ORU)
    if where == "leader":
        leader = g.zone(0, "leader").top
        assert leader is not None
        _character(leader, "Oru")
    elif where in ("battle", "opponent"):
        _character(take(g, 0, "DBR-002", "battle") if where == "battle" else take(g, 1, "DBB-002", "battle"), "Oru")
    offered = f"freeplay:{card.iid}" in _keys(g)
    assert offered is (where in ("leader", "battle"))
    if offered:
        run(main_phase(g.ruleset, g, 0), f"freeplay:{card.iid}", "end")  # type: ignore[arg-type]
        assert card.zone.name == "battle"


def test_8_4_1_cost_cards_of_the_drop_area_to_the_bottom_of_the_deck_in_any_order() -> None:
    """ "Choose 2 red Battle Cards with energy costs between 2 and 3 in your Drop Area and place them at the
    bottom of your deck in any order : Draw 1 card" (DBS 8-4-1): only cards of energy cost 2 to 3 count — with
    one such card the skill is not offered (DBS 8-4-2-2); paid, its master picks the order they go to the bottom."""
    rs, g = new_game()
    lead = leader(g, 0)
    _with_text(
        lead,
        "[Activate Main] Choose 2 red Battle Cards with energy costs between 2 and 3 in your Drop Area and place "
        "them at the bottom of your deck in any order : Draw 1 card.",
    )
    take(g, 0, "DBR-002", "drop")  # cost 1
    take(g, 0, "DBR-019", "drop")  # cost 8
    two = take(g, 0, "DBR-003", "drop")  # cost 2
    assert lead not in [c for c, _ in field_skills(g, 0, "main")]
    three = take(g, 0, "DBR-005", "drop")  # cost 3
    assert lead in [c for c, _ in field_skills(g, 0, "main")]
    hand = len(g.zone(0, "hand").cards)
    answers = iter([f"skill:{lead.iid}", str(three.iid), "end"])  # the two cards are the only ones: no choice

    drive(main_phase(rs, g, 0), lambda d: next(answers))  # the skill, then the card to go first
    deck = g.zone(0, "deck").cards
    assert deck[1] is three and deck[0] is two  # the one picked first, then the next beneath it
    assert len(g.zone(0, "hand").cards) == hand + 1


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
def test_11_4_a_condition_on_the_cards_of_the_opponents_warp(rid: str) -> None:
    """ "[Permanent] If your opponent has 2 or more cards in their Warp, this card gets +5000 power" (DBS 11-4,
    8-1-4): it holds with 2 cards there; ver. 1.00 has no Warp, so it never holds there."""
    _, g = new_game(rid)
    card = take(g, 0, "DBR-002", "battle")
    _with_text(card, "[Permanent] If your opponent has 2 or more cards in their Warp, this card gets +5000 power.")
    base = power(g, card)
    if rid == "dbscg":
        take(g, 1, "DBB-002", "warp")
        assert power(g, card) == base
        take(g, 1, "DBB-003", "warp")
        assert power(g, card) == base + 5000
    else:
        assert power(g, card) == base
