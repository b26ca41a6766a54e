"""Weiss Schwarz: "choose 1 opponent's character at the front row, during
this turn, it gets -1000 power", compiled from card text (original
wording), in play: the front row is the center stage (WS 3.6.3); a
character of the back stage is not chosen."""

from __future__ import annotations

from typing import Any

from engine.cardtext import compile_card
from engine.games.weiss import turn
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.stats import power
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fresh, run, script, take

LINE = (
    "【A】When this card is placed on Stage from Hand, choose 1 opponent's Character at Front Row, during this turn, "
    "it gets -1000 Power."
)


def _compiled() -> dict[str, Any]:
    (r,) = compile_card("weiss", {"type": "character", "text": LINE}).results
    assert r.compiled and r.ability is not None, r.reason
    return r.ability


def test_ws_3_6_3_only_a_character_of_the_front_row_is_chosen() -> None:
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "hand"), _compiled())
    front = take(g, 1, "TCA-001", "cs_left")
    also = take(g, 1, "TCA-004", "cs_right")
    back = take(g, 1, "TCA-003", "bs_left")
    answer, seen = script(f"play:{card.iid}", "pos:cs_left", str(front.iid), "end")
    run(turn.main_phase(g, HANDLERS), answer)
    choice = next(d for d in seen if any(o.card == front.iid for o in d.options))
    assert {o.card for o in choice.options} == {front.iid, also.iid}
    assert power(g, front) == 3000 - 1000 and power(g, back) == 2500


def test_ws_3_6_3_for_each_character_of_the_trait_at_the_back_row() -> None:
    """ "For each of your other 《Ember》 characters at the back row, this card gets +500 power": counted on the
    back stage only, whenever the power is read (WS 8.9.1)."""
    (r,) = compile_card(
        "weiss",
        {
            "type": "character",
            "text": "【C】For each of your other 《Ember》 Character at Back Row, this card gets +500 Power.",
        },
    ).results
    assert r.compiled and r.ability is not None
    g = fresh()
    card = reprint(take(g, 0, "EWA-001", "cs_middle"), r.ability, traits=["Ember"])
    reprint(take(g, 0, "EWA-004", "cs_left"), traits=["Ember"])  # the front row: not counted
    reprint(take(g, 0, "EWA-003", "bs_left"), traits=["Ember"])
    assert power(g, card) == 3000 + 500
    reprint(take(g, 0, "EWA-002", "bs_right"), traits=["Ember"])
    assert power(g, card) == 3000 + 1000
