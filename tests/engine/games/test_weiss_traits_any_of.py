"""Weiss Schwarz: "choose 1 《A》 or 《B》 character from your waiting room,
return it to your hand", compiled from card text (original wording), in
play: a selector naming several traits takes a card with one of them
(WS 2.5), and no other (WS 8.6.3.1)."""

from __future__ import annotations

from typing import Any

from engine.cardtext import compile_card
from engine.games.weiss import turn
from engine.games.weiss.effects import HANDLERS
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fresh, run, script, take

LINE = (
    "【A】When this card is placed on Stage from Hand, "
    "choose 1 《Ember》 or 《Tide》 Character from your Waiting Room, "
    "return it to Hand."
)


def _compiled() -> dict[str, Any]:
    (r,) = compile_card("weiss", {"type": "character", "text": LINE}).results
    assert r.compiled and r.ability is not None, r.reason
    return r.ability


def test_ws_2_5_a_character_with_one_of_the_traits_is_chosen() -> None:
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "hand"), _compiled())
    ember = reprint(take(g, 0, "EWA-001", "waiting_room"), traits=["Ember"])
    tide = reprint(take(g, 0, "EWA-004", "waiting_room"), traits=["Tide"])
    reef = reprint(take(g, 0, "EWA-003", "waiting_room"), traits=["Reef"])
    answer, seen = script(f"play:{card.iid}", "pos:cs_left", str(tide.iid), "end")
    run(turn.main_phase(g, HANDLERS), answer)
    choice = next(d for d in seen if any(o.card == tide.iid for o in d.options))
    assert {o.card for o in choice.options} == {ember.iid, tide.iid}
    assert tide.zone.name == "hand" and reef.zone.name == "waiting_room"
