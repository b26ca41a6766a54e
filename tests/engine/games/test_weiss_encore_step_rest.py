"""Weiss Schwarz: "[(1)] At the beginning of encore step, if you have no
other rested character in the front row, you may pay the cost. If you did,
rest this card.", compiled from card text (original wording), in play:
the moment of the encore step (WS 7.7.1.1), the front row (the center
stage, WS 3.6.3) read for rested characters other than this card, and the
cost paid in stock (WS 8.4.3) before the card is rested."""

from __future__ import annotations

from typing import Any

from engine.cardtext import compile_card
from engine.games.weiss import battle
from engine.state import REST, STAND
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fill, fresh, run, script, take

LINE = (
    "【A】[(1)] At the beginning of Encore Step, if you have no other REST Character at Front Row, "
    "you may pay the cost. If you did, REST this card."
)


def _compiled() -> dict[str, Any]:
    (r,) = compile_card("weiss", {"type": "character", "text": LINE}).results
    assert r.compiled and r.ability is not None, r.reason
    return r.ability


def test_ws_7_7_1_1_rested_at_the_beginning_of_the_encore_step_for_one_stock() -> None:
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled())
    take(g, 0, "EWA-004", "cs_right")  # standing: does not count
    take(g, 0, "EWA-001", "bs_left")
    g.set_orientation(g.zone(0, "bs_left").cards[-1], REST)  # rested, but in the back row
    fill(g, 0, "stock", 2)
    run(battle.encore_step(g), script(default="yes")[0])
    assert card.orientation == REST
    assert len(g.zone(0, "stock").cards) == 1


def test_ws_3_6_3_another_rested_character_in_the_front_row_stops_it() -> None:
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled())
    other = take(g, 0, "EWA-004", "cs_middle")
    g.set_orientation(other, REST)
    fill(g, 0, "stock", 2)
    run(battle.encore_step(g), script(default="yes")[0])
    assert card.orientation == STAND
    assert len(g.zone(0, "stock").cards) == 2


def test_ws_8_4_3_not_paid_not_rested() -> None:
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled())
    fill(g, 0, "stock", 2)
    run(battle.encore_step(g), script(default="no")[0])
    assert card.orientation == STAND
    assert len(g.zone(0, "stock").cards) == 2
