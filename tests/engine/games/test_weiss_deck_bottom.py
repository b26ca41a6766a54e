"""Weiss Schwarz: ``put`` onto the bottom of the deck (``bottom = true``), as
imported card text writes it: "look at the top card of your deck, put it on
top or at the bottom of the deck" (WS 4.8.1) and "when this card becomes
reversed, put this card on the bottom of your deck" (its markers go to the
waiting room, WS 3.7.3.2), each in a game state built with the demo decks."""

from __future__ import annotations

import pytest

from engine.abilities import AbilityError, parse_ability
from engine.decisions import Decision
from engine.games.weiss import abilities, battle
from engine.games.weiss.abilities import fire
from engine.games.weiss.effects import HANDLERS
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fresh, run, script, stack_top, take

LOOK_TOP_OR_BOTTOM = {
    "kind": "auto",
    "when": "placed",
    "zones": ["stage"],
    "effect": [{"look_top": 1}, {"may": [{"put": {"zone": "deck", "top": 1, "to": "deck", "bottom": True}}]}],
}


@pytest.mark.parametrize(("answer", "to_bottom"), [("yes", True), ("no", False)])
def test_ws_4_8_1_the_card_looked_at_stays_on_top_or_goes_to_the_bottom(answer: str, to_bottom: bool) -> None:
    """The master looks at the top card; said yes, it is put on the bottom of
    the deck (the deck keeps its size); said no, it stays on top."""
    g = fresh()
    bearer = reprint(take(g, 0, "EWA-001", "cs_middle"), LOOK_TOP_OR_BOTTOM)
    deck = g.zone(0, "deck")
    top, size = deck.cards[-1], len(deck.cards)
    fire(g, bearer, "placed")
    run(abilities.check_timing(g), script(default=answer)[0])
    assert len(deck.cards) == size
    assert (deck.cards[0].iid == top.iid) is to_bottom
    assert (deck.cards[-1].iid == top.iid) is not to_bottom


def test_ws_3_7_3_2_a_reversed_character_goes_to_the_bottom_of_its_deck_and_its_markers_to_the_waiting_room() -> None:
    """WS 7.6.1.2: the attacker loses its battle and becomes reversed; "when
    this card becomes reversed, put this card on the bottom of your deck"
    puts it under the deck of its owner, and its marker goes to the waiting
    room (WS 3.7.3.2); it never went to the waiting room, so Encore does
    not trigger."""
    g = fresh()
    table = {
        "kind": "auto",
        "when": "reversed",
        "zones": ["stage"],
        "effect": [{"put": {"self": True, "to": "deck", "bottom": True}}],
    }
    att = reprint(take(g, 0, "EWA-003", "cs_middle"), table)  # 500 power
    take(g, 1, "TCA-001", "cs_middle")  # 3000
    marker = take(g, 0, "EWA-002", "marker_cs_middle")
    stack_top(g, 0, ["EWA-004"])
    stack_top(g, 1, ["TCA-002"])

    def answer(d: Decision) -> tuple[str, ...]:
        keys = {o.key for o in d.options}
        for k in ("frontal", "pass", "no"):
            if k in keys:
                return (k,)
        return tuple(o.key for o in d.options[: d.min])

    run(battle.attack(g, att, HANDLERS), answer)
    run(abilities.check_timing(g), answer)
    deck, waiting_room = g.zone(0, "deck"), g.zone(0, "waiting_room")
    assert deck.cards[0].iid == att.iid and g.zone(0, "cs_middle").cards == []
    assert marker.iid in [c.iid for c in waiting_room.cards]
    assert att.iid not in [c.iid for c in waiting_room.cards]


def test_bottom_is_the_bottom_of_the_deck_only() -> None:
    """``bottom`` says where in the deck: with another destination the card is refused."""
    with pytest.raises(AbilityError, match="bottom"):
        parse_ability({"kind": "act", "effect": [{"put": {"self": True, "to": "hand", "bottom": True}}]}, "weiss")
