"""What the DBSCG line tests share: the game, the opponent's Battle Cards as a
selector, and the one ability a one-line text compiles to."""

from __future__ import annotations

from typing import Any

from engine import registry
from engine.abilities import parse_ability
from engine.cardtext import compile_card

GAME = registry.get("dbscg").game

OPP_BATTLE = {"zone": "battle", "type": "battle", "owner": "opponent"}


def one(text: str, ctype: str = "battle", card_id: str | None = None) -> dict[str, Any] | None:
    """The one ability a one-line text compiles to exactly (None: not
    compiled), on a card of type ``ctype`` (with the number ``card_id``)."""
    card: dict[str, Any] = {"type": ctype, "text": text}
    if card_id is not None:
        card["id"] = card_id
    compiled = compile_card(GAME, card)
    assert len(compiled.results) == 1, compiled.results
    r = compiled.results[0]
    if not r.compiled or r.ability is None:
        return None
    parse_ability(r.ability, GAME)  # it loads
    return {k: v for k, v in r.ability.items() if k != "text"}
