"""Weiss Schwarz rules, section 11, Miscellaneous Rules (WS 11)."""

from __future__ import annotations

from engine.abilities import Ability
from engine.games.weiss import turn
from engine.games.weiss.abilities import activate, play_event
from engine.games.weiss.effects import HANDLERS
from tests.engine.games.ws import RS, fill, fresh, notes, run, take


def test_ws_11_2_1_additional_turn_and_ws_11_2_2_postponed() -> None:
    """WS 11.2.1: the player with an additional turn takes the next turn; WS 11.2.2: the last one granted first, the
    rest after."""
    g = fresh(active=0)
    card = take(g, 0, "EWA-001", "cs_left")
    ab = Ability(kind="act", effect=(("extra_turn", True),))
    run(activate(g, 0, card, ab, HANDLERS))
    run(activate(g, 0, card, ab, HANDLERS))
    turn.next_turn(g)
    assert g.active == 0
    turn.next_turn(g)
    assert g.active == 0
    turn.next_turn(g)
    assert g.active == 1


def test_ws_11_3_2_replay_effect_runs_from_the_red_text() -> None:
    """WS 11.3.2: resolving the red text runs the Replay Effect; WS 11.3.1.3: nothing else runs it."""
    g = fresh()
    bell = take(g, 0, "EWA-021", "hand")
    take(g, 0, "EWA-002", "level")
    fill(g, 0, "stock", 1)
    run(play_event(g, 0, bell, HANDLERS))
    assert len(g.zone(0, "stock").cards) == 1  # paid 1, then Ring the Bell put 1 back
    assert any(t.startswith("Replay Ring the Bell") for t in notes(g))
    replay = [a for a in bell.card.abilities if "replay" in a.zones]
    assert replay and RS.pool[bell.card.id] is bell.card
