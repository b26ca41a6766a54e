"""Weiss Schwarz: a character's continuous bonus of its own under a
condition on the card itself, compiled from card text (original wording):
"if this card has a marker" (WS 3.7.4), "if this card is at the center
slot of the front row" and "in the front row" (WS 3.6.3), read whenever
its power is read, in game states built with the demo decks."""

from __future__ import annotations

from typing import Any

from engine.cardtext import compile_card
from engine.games.weiss.moves import put_marker
from engine.games.weiss.stats import power
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.test_weiss_support import fresh, take


def _compiled(line: str) -> dict[str, Any]:
    (r,) = compile_card("weiss", {"type": "character", "text": line}).results
    assert r.compiled and r.ability is not None, r.reason
    return r.ability


def test_ws_3_7_4_a_character_with_a_marker_gets_its_bonus() -> None:
    g = fresh()
    card = reprint(
        take(g, 0, "EWA-002", "cs_left"), _compiled("【C】If this card has Marker, this card gets +1500 Power.")
    )
    base = int(card.card.stats["power"])
    assert power(g, card) == base
    marker = take(g, 0, "EWA-004", "waiting_room")
    put_marker(g, marker, card, face_up=False, rule="WS 3.7.2")
    assert power(g, card) == base + 1500


def test_ws_3_6_3_the_middle_position_of_the_center_stage_only() -> None:
    line = "【C】If this card is at the Center Slot of Front Row, this card gets +1000 Power."
    for pos, bonus in (("cs_middle", 1000), ("cs_left", 0), ("bs_left", 0)):
        g = fresh()
        card = reprint(take(g, 0, "EWA-002", pos), _compiled(line))
        assert power(g, card) == int(card.card.stats["power"]) + bonus


def test_ws_3_6_3_the_front_row_is_the_center_stage() -> None:
    line = "【C】If this card is in the Front Row, this card gets +1000 Power."
    for pos, bonus in (("cs_right", 1000), ("bs_right", 0)):
        g = fresh()
        card = reprint(take(g, 0, "EWA-002", pos), _compiled(line))
        assert power(g, card) == int(card.card.stats["power"]) + bonus
