"""Dragon Ball Super Card Game triggers that watch the plays of a player's
Battle Cards from the field: "when a 《X》 card is played in your Battle
Area", "when you play a 《X》 Battle Card" (DBS 3-6-3: a Battle Card placed
in the Battle Area is played), and the KO of a player's Battle Cards, "when
one of your 《X》 cards is KO'd" (DBS 10-1; engine.games.dbscg.watchers). Read by
:mod:`engine.cardtext.dbscg_clauses`."""

from __future__ import annotations

import re
from typing import Any

from engine.cardtext.core import Ctx, rule

#: the kind of card played: a special trait, card name or character name in its marks
_KIND = r"(?P<x>《[^》]+》|\{[^}]+\}|<[^>]+>)"
#: a line of card text that waits for such a play
_WAITS = re.compile(r"when (?:an? )?[《{<][^,]*? is played in your battle area|when you play an? [《{<]", re.IGNORECASE)
#: a line of card text that waits for such a KO
_WAITS_KO = re.compile(r"when (?:one of )?your [《{<][^,]*? (?:is|are) KO", re.IGNORECASE)


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


def _one_a_side(card: dict[str, Any], waits: re.Pattern[str]) -> bool:
    return all(len(waits.findall(str(card.get(side) or ""))) <= 1 for side in ("text", "back_text"))


def _watch_ko(m: re.Match[str], ctx: Ctx) -> Any:
    """ "ally_ko_of" with the kind of card as its condition ``ko_is``: on a Leader Card only (a Battle Card's own
    KO takes it off the field, as "when one of your Battle Cards is KO'd" is read), one such line a side."""
    if ctx.card.get("type") != "leader" or not _one_a_side(ctx.card, _WAITS_KO):
        return None
    return ("ally_ko_of", [{"ko_is": _kind(m.group("x"))}])


def _watch(m: re.Match[str], ctx: Ctx) -> Any:
    """ "you_play" with the kind of card as its condition ``played_is``: on a Leader or Battle Card or a [Field]
    card, one such line a side (the engine fires the card's skill when the card played fits them all), and
    not on a Battle Card of that kind (whether its own play would count is not read)."""
    card = ctx.card
    text = str(card.get("text", "")).lower()
    kind = card.get("type")
    if not (kind in ("leader", "battle") or (kind == "extra" and "[field]" in text)):
        return None
    if not _one_a_side(card, _WAITS):
        return None
    want = _kind(m.group("x"))
    if kind == "battle" and _fits(card, want):
        return None
    return ("you_play", [{"played_is": want}])


WATCH_TRIGGERS = [
    rule(r"when (?:an? )?" + _KIND + r"(?: card)? is played in your battle area", _watch),
    rule(r"when you play an? " + _KIND + r" (?:battle )?card(?: in your battle area)?", _watch),
    # DBS 10-1-1: only Battle Cards are KO-ed
    rule(r"when (?:one of )?your " + _KIND + r"(?: cards?)? (?:is|are) KO(?:'d|-ed|ed)", _watch_ko),
]
