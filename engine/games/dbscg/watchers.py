"""Triggers that watch a player's keyword skills from every card of that
player's field (DBS 8-6-2; skills of Leader and Battle Cards work in their
areas, DBS 2-12-2): "when you activate a [Union] skill", "when you activate
[Union-Fusion]", "when you play a Battle Card using a [Union-Fusion] skill"
(DBS 10-13), "when you play a Battle Card using [Over Realm]" (DBS 10-15-3),
"when your Leader Card activates [Awaken] (or [Wish])" (DBS 10-2, 10-28)."""

from __future__ import annotations

from engine.abilities import register_vocabulary
from engine.games.dbscg.abilities import trigger
from engine.games.dbscg.schema import GAME
from engine.games.dbscg.skills import FIELD_ZONES
from engine.games.dbscg.state import game_state
from engine.state import Game

WATCHED = {
    "you_union": "when you activate a [Union] skill: its cost paid, whether or not the card is then played (DBS 10-13)",
    "you_union_fusion": "when you activate [Union-Fusion]: its cost paid (DBS 10-13-3)",
    "you_play_union_fusion": "when you play a Battle Card using a [Union-Fusion] skill (DBS 10-13-3-4)",
    "you_play_over_realm": "when you play a Battle Card using [Over Realm] (DBS 10-15-3)",
    # fired by engine.games.dbscg.abilities.awaken_watchers as the Leader Card's skill is activated
    "leader_awakens": "when your Leader Card activates [Awaken] (DBS 10-2)",
    "leader_awakens_or_wishes": "when your Leader Card activates [Awaken] or [Wish] (DBS 10-2, 10-28)",
}
register_vocabulary(GAME, triggers=WATCHED)


def watch(g: Game, seat: int, when: str) -> None:
    """The skills waiting for ``when`` on the cards of ``seat``'s Leader Area and Battle Area become pending."""
    if when not in game_state(g).whens:
        return  # no card of this game has such a trigger
    for name in FIELD_ZONES:
        for card in list(g.zone(seat, name).cards):
            trigger(g, when, card)
