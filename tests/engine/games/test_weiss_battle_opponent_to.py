"""Weiss Schwarz: "When this card becomes reversed, if this card's battle
opponent is level 0 or lower (of a level higher than your opponent's
level), you may put that character on the bottom of the deck / into the
clock / into the stock", compiled from card text (original wording), in
play: the battle opponent (WS 7.2.1.5.1) read as the effect resolves, and
the "if you did" of the clock and stock lines."""

from __future__ import annotations

from typing import Any

from engine.cardtext import compile_card
from engine.decisions import Decision
from engine.games.weiss import battle
from engine.games.weiss.effects import HANDLERS
from engine.state import Card, Game
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fill, fresh, run, stack_top, take

BOTTOM = (
    "【A】When this card becomes REVERSE, if this card's battle opponent is Level 0 or lower, you may place that "
    "Character to bottom Deck."
)
CLOCK = (
    "【A】When this card becomes REVERSE, if this card's battle opponent's Level is higher than opponent's Level, you "
    "may place the top card of opponent's Clock into Waiting Room. If you did, place that Character into Clock."
)
STOCK = (
    "【A】When this card becomes REVERSE, if this card's battle opponent's Level is higher than opponent's Level, you "
    "may place that Character into Stock. If you did, place the bottom card of opponent's Stock into Waiting Room."
)


def _compiled(text: str) -> dict[str, Any]:
    (r,) = compile_card("weiss", {"type": "character", "text": text}).results
    assert r.compiled and r.ability is not None, r.reason
    return r.ability


def _answers(d: Decision) -> tuple[str, ...]:
    keys = {o.key for o in d.options}
    for k in ("frontal", "yes", "pass"):
        if k in keys:
            return (k,)
    return tuple(o.key for o in d.options[: d.min])


def _battle(g: Game, text: str, defender_id: str, hit_id: str = "TCA-002") -> tuple[Card, Card]:
    """A 500 power attacker with the line attacks a stronger defender and is
    reversed; its 1 damage puts the defending player's top card (a level 0
    character) into their clock first. Returns the defender and that card."""
    att = reprint(take(g, 0, "EWA-003", "cs_middle"), _compiled(text))
    dfn = take(g, 1, defender_id, "cs_middle")
    stack_top(g, 0, ["EWA-004"])
    (hit,) = stack_top(g, 1, [hit_id])
    run(battle.attack(g, att, HANDLERS), _answers)
    assert att.orientation == "reverse"
    return dfn, hit


def test_ws_7_2_1_5_1_a_level_0_battle_opponent_goes_to_the_bottom_of_its_deck() -> None:
    g = fresh()
    dfn, _ = _battle(g, BOTTOM, "TCA-001")  # level 0
    assert g.zone(1, "deck").cards[0] is dfn


def test_ws_7_2_1_5_1_a_battle_opponent_above_level_0_stays_on_the_stage() -> None:
    g = fresh()
    dfn, _ = _battle(g, BOTTOM, "TCA-005")  # level 1
    assert dfn.zone.name == "cs_middle"


def test_ws_7_2_1_5_1_clock_top_to_the_waiting_room_then_the_battle_opponent_into_the_clock() -> None:
    """Its master is level 0 and it is level 1: higher. The top card of that
    player's clock (the damage just taken) goes to the waiting room, then the
    character to the clock."""
    g = fresh()
    (old,) = fill(g, 1, "clock", 1)
    dfn, hit = _battle(g, CLOCK, "TCA-005")
    assert hit.zone.name == "waiting_room"
    assert g.zone(1, "clock").cards == [old, dfn]


def test_ws_7_2_1_5_1_an_empty_clock_means_nothing_was_done_and_the_character_stays() -> None:
    """The damage canceled by a climax (WS 4.10.1.2): the clock stays empty,
    no card was put into the waiting room, so the character is not put into the clock."""
    g = fresh()
    dfn, _hit = _battle(g, CLOCK, "TCA-005", hit_id="TCA-012")
    assert not g.zone(1, "clock").cards
    assert dfn.zone.name == "cs_middle"


def test_ws_7_2_1_5_1_a_battle_opponent_not_above_its_master_s_level_stays() -> None:
    g = fresh()
    take(g, 1, "TCA-002", "level")  # its master is level 1, it is level 1: not higher
    dfn, hit = _battle(g, CLOCK, "TCA-005")
    assert dfn.zone.name == "cs_middle" and hit.zone.name == "clock"


def test_ws_7_2_1_5_1_into_the_stock_then_the_bottom_stock_card_to_the_waiting_room() -> None:
    g = fresh()
    bottom, _ = fill(g, 1, "stock", 2)
    dfn, _ = _battle(g, STOCK, "TCA-005")
    assert dfn.zone.name == "stock" and g.zone(1, "stock").cards[-1] is dfn
    assert bottom.zone.name == "waiting_room"
    assert len(g.zone(1, "stock").cards) == 2
