"""Weiss Schwarz: "reveal the top card of your deck. If that card is a 《T》
character, add it to your hand, choose 1 card from your hand, put it into
your waiting room.", compiled from card text (original wording), in play:
the card is shown to both players and stays on top unless it fits
(WS 4.9.1); the whole sentence after "if" happens only when it fits; a
climax has no level (WS 2.6.1), so "level 0 or lower" does not read it."""

from __future__ import annotations

from typing import Any

from engine.cardtext import compile_card
from engine.games.weiss import turn
from engine.games.weiss.effects import HANDLERS
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fresh, run, script, stack_top, take

ADD = (
    "【A】When this card is placed on Stage from Hand, reveal the top card of your Deck. If that card is a 《Ember》 "
    "Character, add it to Hand, choose 1 card from your Hand, place it into Waiting Room."
)
STOCK = (
    "【A】When this card is placed on Stage from Hand, reveal the top card of your Deck. If that card is Level 0 or "
    "lower, place it into Stock."
)


def _compiled(text: str) -> dict[str, Any]:
    (r,) = compile_card("weiss", {"type": "character", "text": text}).results
    assert r.compiled and r.ability is not None, r.reason
    return r.ability


def test_ws_4_9_1_a_revealed_character_of_the_trait_goes_to_the_hand_then_one_card_is_discarded() -> None:
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "hand"), _compiled(ADD))
    (top,) = stack_top(g, 0, ["EWA-004"])
    reprint(top, traits=["Ember"])
    other = take(g, 0, "EWA-001", "hand")
    answer, _ = script(f"play:{card.iid}", "pos:cs_left", str(other.iid), "end")
    run(turn.main_phase(g, HANDLERS), answer)
    assert top.zone.name == "hand"
    assert other.zone.name == "waiting_room"


def test_ws_4_9_1_a_revealed_card_that_does_not_fit_stays_on_top_and_nothing_else_happens() -> None:
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "hand"), _compiled(ADD))
    (top,) = stack_top(g, 0, ["EWA-004"])  # no trait
    other = take(g, 0, "EWA-001", "hand")
    run(turn.main_phase(g, HANDLERS), script(f"play:{card.iid}", "pos:cs_left", "end")[0])
    deck = g.zone(0, "deck").cards
    assert deck[-1] is top and top.known_to == frozenset({0, 1})  # shown to both players, still on top
    assert other.zone.name == "hand"


def test_ws_2_6_1_a_climax_has_no_level_so_level_0_or_lower_is_not_read_as_it() -> None:
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "hand"), _compiled(STOCK))
    (top,) = stack_top(g, 0, ["EWA-012"])  # a climax
    run(turn.main_phase(g, HANDLERS), script(f"play:{card.iid}", "pos:cs_left", "end")[0])
    assert g.zone(0, "deck").cards[-1] is top
    card2 = reprint(take(g, 0, "EWA-001", "hand"), _compiled(STOCK))
    (low,) = stack_top(g, 0, ["EWA-003"])  # a level 0 character
    run(turn.main_phase(g, HANDLERS), script(f"play:{card2.iid}", "pos:cs_right", "end")[0])
    assert low.zone.name == "stock"
