"""Weiss Schwarz: "look at up to N cards from the top of your deck, choose
up to 1 《T》 character and show it to your opponent, add it to your hand,
put the remaining cards into your waiting room", and "look at up to N
cards, put them back on top in any order", compiled from card text
(original wording), in play: the master looks at the cards one at a time
from the top and may stop (WS 4.8.1); only cards looked at are chosen or
moved; the others stay in the deck."""

from __future__ import annotations

from typing import Any

from engine.cardtext import compile_card
from engine.games.weiss import turn
from engine.games.weiss.effects import HANDLERS
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fresh, notes, run, script, stack_top, take

TAKE = (
    "【A】When this card is placed on Stage from Hand, look at up to 3 cards from your top Deck, choose up to 1 "
    "《Ember》 Character and show it to opponent, add it to Hand, place the remaining cards into Waiting Room."
)
ORDER = (
    "【A】When this card is placed on Stage from Hand, look at up to 2 cards from your top Deck, "
    "place them on top Deck in any order."
)


def _compiled(text: str) -> dict[str, Any]:
    (r,) = compile_card("weiss", {"type": "character", "text": text}).results
    assert r.compiled and r.ability is not None, r.reason
    return r.ability


def test_ws_4_8_1_look_at_two_of_up_to_three_take_the_character_of_the_trait() -> None:
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "hand"), _compiled(TAKE))
    first, second, third = stack_top(g, 0, ["EWA-001", "EWA-004", "EWA-003"])
    reprint(second, traits=["Ember"])
    answer, _ = script(f"play:{card.iid}", "pos:cs_left", "yes", "yes", "no", str(second.iid), "end")
    run(turn.main_phase(g, HANDLERS), answer)
    assert second.zone.name == "hand"
    assert f"Player 1 puts {second.name} into the hand" in notes(g)  # shown to the opponent
    assert first.zone.name == "waiting_room"  # looked at, not chosen
    assert g.zone(0, "deck").cards[-1] is third  # not looked at: stays on top
    assert third.known_to == frozenset()


def test_ws_4_8_1_a_card_without_the_trait_cannot_be_chosen() -> None:
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "hand"), _compiled(TAKE))
    first, second = stack_top(g, 0, ["EWA-001", "EWA-004"])
    answer, seen = script(f"play:{card.iid}", "pos:cs_left", "yes", "yes", "no", "end")
    run(turn.main_phase(g, HANDLERS), answer)
    assert first.zone.name == "waiting_room" and second.zone.name == "waiting_room"
    assert not any("of the cards looked at" in d.prompt for d in seen)  # nothing fits: no choice offered


def test_ws_4_8_1_put_back_on_top_in_the_order_chosen() -> None:
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "hand"), _compiled(ORDER))
    first, second = stack_top(g, 0, ["EWA-001", "EWA-004"])
    # the first card put back goes under the last one: putting the top card first swaps them
    answer, _ = script(f"play:{card.iid}", "pos:cs_left", "yes", "yes", str(first.iid), "end")
    run(turn.main_phase(g, HANDLERS), answer)
    assert g.zone(0, "deck").cards[-2:] == [first, second]
