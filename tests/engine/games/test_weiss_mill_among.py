"""Weiss Schwarz: "put the top 2 cards of your deck into your waiting room.
If there is a climax among those cards, (then ...)" and "..., during this
turn, this card gets +X power. X is equal to the number of 《T》 characters
among those cards x1000", compiled from card text (original wording), in
play: the cards put into the waiting room are read (WS 8.6.3), only
those, and the power is fixed as the effect resolves."""

from __future__ import annotations

from typing import Any

from engine.cardtext import compile_card
from engine.games.weiss import turn
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.stats import power
from engine.state import REST, STAND
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fresh, run, script, stack_top, take

CHECK = (
    "【A】When this card is placed on Stage from Hand, place 2 cards from your top Deck into Waiting Room. If there is "
    "a Climax among those cards, REST this card."
)
COUNT = (
    "【A】When this card is placed on Stage from Hand, place 2 cards from your top Deck into Waiting Room, during this "
    "turn, this card gets +X Power. X is equal to the number of 《Ember》 Character among those cards x1000."
)


def _compiled(text: str) -> dict[str, Any]:
    (r,) = compile_card("weiss", {"type": "character", "text": text}).results
    assert r.compiled and r.ability is not None, r.reason
    return r.ability


def _play(text: str, top: list[str]) -> tuple[Any, Any]:
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "hand"), _compiled(text))
    cards = stack_top(g, 0, top)
    run(turn.main_phase(g, HANDLERS), script(f"play:{card.iid}", "pos:cs_left", "end")[0])
    return g, (card, cards)


def test_ws_8_6_3_a_climax_among_the_two_cards_put() -> None:
    _, (card, cards) = _play(CHECK, ["EWA-004", "EWA-012"])  # the second is a climax
    assert all(c.zone.name == "waiting_room" for c in cards)
    assert card.orientation == REST


def test_ws_8_6_3_no_climax_among_them_nothing_more() -> None:
    g, (card, _) = _play(CHECK, ["EWA-004", "EWA-003", "EWA-012"])  # the climax is the third card: not put
    assert card.orientation == STAND
    assert g.zone(0, "deck").cards[-1].card.id == "EWA-012"


def test_ws_8_6_3_power_for_each_character_of_the_trait_among_them() -> None:
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "hand"), _compiled(COUNT))
    first, second = stack_top(g, 0, ["EWA-004", "EWA-003"])
    reprint(first, traits=["Ember"])
    reprint(second, traits=["Ember"])
    before = int(card.card.stats["power"])
    run(turn.main_phase(g, HANDLERS), script(f"play:{card.iid}", "pos:cs_left", "end")[0])
    assert power(g, card) == before + 2000
