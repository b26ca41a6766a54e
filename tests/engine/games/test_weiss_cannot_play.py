"""Weiss Schwarz: "If you have no 《T》 character, you cannot play this card
from your hand." on an event, compiled from card text (original wording),
in play: the card's own text restricts its play (WS 8.6.2.1) while the
condition holds, in the main phase as in the counter step; and "choose 1
"Name" from your waiting room, put it under this card face up as a marker"
(WS 3.7.2.1)."""

from __future__ import annotations

from typing import Any

from engine.cardtext import compile_card
from engine.games.weiss import turn
from engine.games.weiss.costs import meets_requirements
from engine.games.weiss.effects import HANDLERS
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fresh, run, script, take

NO_PLAY = "If you have no 《Ember》 Character, you cannot play this card from Hand."


def _abilities(text: str, kind: str) -> list[dict[str, Any]]:
    out = []
    for r in compile_card("weiss", {"type": kind, "text": text}).results:
        assert r.compiled and r.ability is not None, r.reason
        out.append(r.ability)
    return out


def test_ws_8_6_2_1_the_event_is_played_only_with_a_character_of_the_trait() -> None:
    g = fresh()
    event = reprint(take(g, 0, "EWA-016", "hand"), *_abilities(NO_PLAY + "\nDraw 1 card.", "event"))
    keys = [o.key for o in turn.main_options(g, 0)]
    assert f"event:{event.iid}" not in keys and not meets_requirements(g, 0, event)
    reprint(take(g, 0, "EWA-001", "cs_middle"), traits=["Ember"])
    keys = [o.key for o in turn.main_options(g, 0)]
    assert f"event:{event.iid}" in keys and meets_requirements(g, 0, event)


def test_ws_3_7_2_1_a_named_card_from_the_waiting_room_under_this_card_face_up() -> None:
    g = fresh()
    named = take(g, 0, "EWA-004", "waiting_room")
    line = (
        "【A】When this card is placed on Stage from Hand, "
        f'you may choose 1 "{named.card.name}" from your Waiting Room, place it '
        "under this card face-up as Marker."
    )
    card = reprint(take(g, 0, "EWA-002", "hand"), *_abilities(line, "character"))
    run(turn.main_phase(g, HANDLERS), script(f"play:{card.iid}", "pos:cs_left", "yes", "end")[0])
    assert named.zone.name == "marker_cs_left" and named.face_up
