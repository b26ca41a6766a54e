"""Dragon Ball Super Card Game triggers that watch the plays of a player's
Battle Cards from the field: "when a 《X》 card is played in your Battle
Area", "when you play a 《X》 Battle Card" (DBS 3-6-3: a Battle Card placed
in the Battle Area is played; engine.games.dbscg.watchers). Read by
:mod:`engine.cardtext.dbscg_clauses`."""

from __future__ import annotations

import re
from typing import Any

from engine.cardtext.core import Ctx, rule

#: the kind of card played: a special trait, card name or character name in its marks
_KIND = r"(?P<x>《[^》]+》|\{[^}]+\}|<[^>]+>)"
#: a line of card text that waits for such a play
_WAITS = re.compile(r"when (?:an? )?[《{<][^,]*? is played in your battle area|when you play an? [《{<]", re.IGNORECASE)


def _kind(x: str) -> dict[str, str]:
    key = {"{": "name", "<": "character", "《": "trait"}[x[0]]
    return {key: re.sub(r"\s*:\s*", ": ", x[1:-1].strip()) if key == "character" else x[1:-1].strip()}


def _fits(card: dict[str, Any], want: dict[str, str]) -> bool:
    """Whether the card with the skill is itself of the kind it waits for."""
    character = re.sub(r"\s*:\s*", ": ", str(card.get("character", "")))
    return (
        ("trait" not in want or want["trait"] in card.get("traits", []))
        and ("name" not in want or want["name"] == card.get("name"))
        and ("character" not in want or want["character"] == character)
    )


def _watch(m: re.Match[str], ctx: Ctx) -> Any:
    """ "you_play" with the kind of card as its condition ``played_is``: on a Leader or Battle Card or a [Field]
    card, one such line a side (the engine fires the card's skill when the card played fits them all), and
    not on a Battle Card of that kind (whether its own play would count is not read)."""
    card = ctx.card
    text = str(card.get("text", "")).lower()
    kind = card.get("type")
    if not (kind in ("leader", "battle") or (kind == "extra" and "[field]" in text)):
        return None
    for side in ("text", "back_text"):
        if len(_WAITS.findall(str(card.get(side) or ""))) > 1:
            return None
    want = _kind(m.group("x"))
    if kind == "battle" and _fits(card, want):
        return None
    return ("you_play", [{"played_is": want}])


WATCH_TRIGGERS = [
    rule(r"when (?:an? )?" + _KIND + r"(?: card)? is played in your battle area", _watch),
    rule(r"when you play an? " + _KIND + r" (?:battle )?card(?: in your battle area)?", _watch),
]
