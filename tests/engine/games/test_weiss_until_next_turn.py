"""Weiss Schwarz: "When this card attacks, until the end of your opponent's
next turn, this card gets +2000 power", compiled from card text (original
wording), in play: the power stays through the end phase of this turn
and the opponent's next turn, and ends at the end of that turn (WS 6.8.1,
the effects that end "at the end of the turn" end in the end phase)."""

from __future__ import annotations

from typing import Any

from engine.abilities import parse_ability
from engine.cardtext import compile_card
from engine.games.weiss import turn
from engine.games.weiss.adapter import ADAPTER
from engine.games.weiss.stats import power
from engine.timing import Pending
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fresh, run, take

LINE = "【A】When this card attacks, until the end of your opponent's next turn, this card gets +2000 Power."


def _compiled() -> dict[str, Any]:
    (r,) = compile_card("weiss", {"type": "character", "text": LINE}).results
    assert r.compiled and r.ability is not None, r.reason
    return r.ability


def test_ws_6_8_1_the_power_lasts_until_the_end_of_the_opponent_s_next_turn() -> None:
    g = fresh(active=0, turn=3)
    card = reprint(take(g, 0, "EWA-001", "cs_middle"), _compiled())
    ab = parse_ability(_compiled(), "weiss")
    p = Pending(pid=g.next_id(), controller=0, label="test", source=card.iid, source_inc=card.incarnation, ability=ab)
    run(ADAPTER.run_steps(g, p, ab.effect))
    assert power(g, card) == 3000 + 2000
    run(turn.end_phase(g))  # this turn ends
    assert power(g, card) == 3000 + 2000
    g.turn, g.active = 4, 1  # the opponent's turn
    run(turn.end_phase(g))
    assert power(g, card) == 3000
