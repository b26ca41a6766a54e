"""Weiss Schwarz: a climax's "When this card comes to the stage from your
hand, draw 1 card. Choose 1 of your characters, during this turn, it gets
+1000 power, +1 soul" (an older wording of "placed into the climax area"),
compiled from card text (original wording), in play: the climax played
in the climax phase (WS 6.6.1.2.2, WS 8.6.2.4.3) triggers it."""

from __future__ import annotations

from typing import Any

from engine.cardtext import compile_card
from engine.games.weiss import turn
from engine.games.weiss.abilities import check_timing
from engine.games.weiss.stats import power, soul
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fresh, run, script, take

LINE = (
    "【A】When this card comes to Stage from hand, draw 1 card. Choose 1 of your Characters, during this turn, it gets "
    "+1000 Power, +1 Soul."
)


def _compiled() -> dict[str, Any]:
    (r,) = compile_card("weiss", {"type": "climax", "text": LINE}).results
    assert r.compiled and r.ability is not None, r.reason
    return r.ability


def test_ws_8_6_2_4_3_the_climax_placed_from_the_hand_draws_and_gives_power_and_soul() -> None:
    g = fresh()
    take(g, 0, "EWA-002", "level")  # red in the level: the climax's color
    climax = reprint(take(g, 0, "EWA-013", "hand"), _compiled())  # a red climax
    char = take(g, 0, "EWA-001", "cs_middle")
    hand = len(g.zone(0, "hand").cards)
    run(turn.climax_phase(g), script(f"climax:{climax.iid}")[0])
    run(check_timing(g), script(str(char.iid))[0])
    assert climax.zone.name == "climax"
    assert len(g.zone(0, "hand").cards) == hand - 1 + 1
    assert power(g, char) == 3000 + 1000 and soul(g, char) == int(char.card.stats["soul"]) + 1


def test_ws_8_9_2_all_your_characters_during_this_turn_get_soul() -> None:
    """ "..., all your Characters, during this turn, get +1 Soul": the characters on your stage as it resolves."""
    g = fresh()
    take(g, 0, "EWA-002", "level")
    (r,) = compile_card(
        "weiss",
        {
            "type": "climax",
            "text": "【A】When this card is placed into Climax slot from Hand, place the top card of your "
            "Deck into Stock, all your Characters, during this turn, get +1 Soul.",
        },
    ).results
    assert r.compiled and r.ability is not None
    climax = reprint(take(g, 0, "EWA-013", "hand"), r.ability)
    a, b = take(g, 0, "EWA-001", "cs_middle"), take(g, 0, "EWA-004", "cs_left")
    souls = soul(g, a), soul(g, b)
    run(turn.climax_phase(g), script(f"climax:{climax.iid}")[0])
    run(check_timing(g))
    assert (soul(g, a), soul(g, b)) == (souls[0] + 1, souls[1] + 1)
    assert len(g.zone(0, "stock").cards) == 1
