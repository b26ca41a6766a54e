"""Weiss Schwarz: a cost of resting N of your characters ("[(1) REST 2 of
your 《T》 Characters]"), compiled from card text (original wording), in
play: the actions of the cost in order (WS 8.4.2.1), standing characters
of the trait only, and a cost that cannot be paid in full is not paid at
all (WS 8.4.2.2): the ability is then not offered."""

from __future__ import annotations

from typing import Any

from engine.cardtext import compile_card
from engine.games.weiss import turn
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.stats import power
from engine.state import REST, STAND, Card, Game
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fill, fresh, run, script, take

LINE = "【S】[(1) REST 2 of your 《Ember》 Characters] During this turn, this card gets +2000 Power."


def _compiled() -> dict[str, Any]:
    (r,) = compile_card("weiss", {"type": "character", "text": LINE}).results
    assert r.compiled and r.ability is not None, r.reason
    return r.ability


def _act(card: Card) -> str:
    return f"act:{card.iid}:0"


def _offered(g: Game, card: Card) -> bool:
    return _act(card) in [o.key for o in turn.main_options(g, 0)]


def test_ws_8_4_2_1_two_standing_characters_of_the_trait_are_rested_and_one_stock_paid() -> None:
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(), traits=["Ember"])
    a = reprint(take(g, 0, "EWA-004", "cs_middle"), traits=["Ember"])
    b = reprint(take(g, 0, "EWA-001", "bs_left"), traits=["Ember"])
    plain = take(g, 0, "EWA-003", "cs_right")  # no trait: not offered for the cost
    fill(g, 0, "stock", 2)
    before = power(g, card)
    answer, decisions = script(_act(card), f"{a.iid},{b.iid}", "end")
    run(turn.main_phase(g, HANDLERS), answer)
    seen = [d for d in decisions if d.about == "pay"]
    assert seen and {o.card for o in seen[0].options} == {card.iid, a.iid, b.iid}
    assert plain.iid not in {o.card for o in seen[0].options}
    assert a.orientation == REST and b.orientation == REST and card.orientation == STAND
    assert len(g.zone(0, "stock").cards) == 1
    assert power(g, card) == before + 2000


def test_ws_8_4_2_2_a_cost_that_cannot_be_paid_in_full_is_not_offered() -> None:
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(), traits=["Ember"])
    a = reprint(take(g, 0, "EWA-004", "cs_middle"), traits=["Ember"])
    fill(g, 0, "stock", 2)
    g.set_orientation(card, REST)  # only one standing character of the trait left
    assert not _offered(g, card)
    g.set_orientation(card, STAND)
    assert _offered(g, card)
    g.set_orientation(a, REST)
    assert not _offered(g, card)
