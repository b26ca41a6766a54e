"""Weiss Schwarz: "this card gets -1 level in your hand", compiled from
card text (original wording), in play: a continuous ability that works
while its card is in the hand (WS 8.9.1), read by the level requirement
(WS 8.6.2.1.2) and the color requirement (WS 8.6.2.1.1.1: a card of
level 0 after it needs no color), never on the stage."""

from __future__ import annotations

from typing import Any

from engine.cardtext import compile_card
from engine.games.weiss import turn
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.stats import character_level, hand_level
from engine.state import Card, Game
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fill, fresh, run, script, take

FEW_CLIMAXES = "【C】If your Waiting Room has 2 or less Climax, this card gets -1 Level in your Hand."


def _compiled(text: str) -> dict[str, Any]:
    (r,) = compile_card("weiss", {"type": "character", "text": text}).results
    assert r.compiled and r.ability is not None, r.reason
    return r.ability


def _plays(g: Game, card: Card) -> bool:
    return f"play:{card.iid}" in [o.key for o in turn.main_options(g, 0)]


def _climaxes_to_waiting_room(g: Game, n: int) -> None:
    moved = 0
    for c in list(g.zone(0, "deck").cards):
        if c.card.type == "climax" and moved < n:
            g.move(c, g.zone(0, "waiting_room"))
            moved += 1
    assert moved == n


def test_ws_8_6_2_1_2_a_level_lowered_in_the_hand_meets_the_level_requirement() -> None:
    """A level 2 character with "-1 level in your hand" is level 1 there
    while the waiting room holds 2 or fewer climaxes: a level 1 player may
    play it; with a third climax in the waiting room it is level 2 again."""
    g = fresh()
    take(g, 0, "EWA-002", "level")  # level 1, red
    fill(g, 0, "stock", 2)
    card = reprint(take(g, 0, "EWA-009", "hand"), _compiled(FEW_CLIMAXES))  # level 2, red, cost 1
    _climaxes_to_waiting_room(g, 2)
    assert hand_level(g, card) == 1
    assert _plays(g, card)
    _climaxes_to_waiting_room(g, 1)
    assert hand_level(g, card) == 2
    assert not _plays(g, card)


def test_ws_8_9_1_the_level_in_the_hand_is_not_the_level_on_the_stage() -> None:
    """Played at level 1 from the hand, the character is level 2 on the
    stage: the ability works in the hand only."""
    g = fresh()
    take(g, 0, "EWA-002", "level")
    fill(g, 0, "stock", 2)
    card = reprint(take(g, 0, "EWA-009", "hand"), _compiled(FEW_CLIMAXES))
    run(turn.main_phase(g, HANDLERS), script(f"play:{card.iid}", "pos:cs_left", "end")[0])
    assert card.zone.name == "cs_left"
    assert character_level(g, card) == 2


def test_ws_8_6_2_1_1_1_a_card_at_level_0_in_the_hand_needs_no_color() -> None:
    """A red level 1 character at level 0 in the hand is played with no red
    card in the level nor the clock."""
    g = fresh()
    take(g, 0, "EWA-001", "level")  # yellow
    fill(g, 0, "stock", 1)
    card = reprint(take(g, 0, "EWA-005", "hand"), _compiled(FEW_CLIMAXES))  # level 1, red, cost 0
    assert _plays(g, card)
    _climaxes_to_waiting_room(g, 3)
    assert not _plays(g, card)  # level 1 again: red is needed


def test_ws_8_9_1_a_level_in_the_hand_while_a_card_of_that_name_is_in_the_clock() -> None:
    """ "If "Name" is in your clock, this card in your hand gets -1 level": read while such a card is there."""
    g = fresh()
    take(g, 0, "EWA-002", "level")
    fill(g, 0, "stock", 2)
    named = take(g, 0, "EWA-004", "waiting_room")
    text = f'【C】If "{named.card.name}" is in your Clock, this card in your Hand gets -1 Level.'
    card = reprint(take(g, 0, "EWA-009", "hand"), _compiled(text))
    assert hand_level(g, card) == 2 and not _plays(g, card)
    g.move(named, g.zone(0, "clock"))
    assert hand_level(g, card) == 1 and _plays(g, card)


def test_ws_8_6_2_1_1_played_without_following_the_color_rule() -> None:
    """ "You can play this card from hand without following the color rule": a red level 1 character is played
    with no red card in the level nor the clock; the level requirement still holds."""
    g = fresh()
    take(g, 0, "EWA-001", "level")  # yellow
    fill(g, 0, "stock", 1)
    card = reprint(take(g, 0, "EWA-005", "hand"))  # level 1, red
    assert not _plays(g, card)
    reprint(card, _compiled("【C】 You can play this card from Hand without following Colour rule."))
    assert _plays(g, card)
    high = reprint(
        take(g, 0, "EWA-009", "hand"),
        _compiled("【C】 You can play this card from Hand without following Colour rule."),
    )
    assert not _plays(g, high)  # level 2 above the player's level 1
