"""A Battle Card's [Permanent] protections, card fields the card-text compiler
writes: ``no_ko`` ("This card can't be KO'd" = ``any``, "... in battle" =
``battle``, "... by your opponent's skills" = ``opponent_skills``) and
``unremovable`` ("This card can't be removed from your Battle Area by your
opponent's skills" = ``opponent``, "... from Battle Areas by skills" = ``any``).
A [Permanent] skill works while its card is in the Battle Area and its skills
are not negated (DBS 8-1-4, 8-3-2); a KO or removal it bars is not carried out
(DBS 1-3-3)."""

from __future__ import annotations

from engine.games.dbscg.state import skills_negated
from engine.state import Card, Game


def _field(g: Game, card: Card, name: str) -> str:
    value = card.card.stats.get(name)
    if not value or card.zone.name != "battle" or skills_negated(g, card):
        return ""
    return str(value)


def ko_barred(g: Game, card: Card, *, by_opponent: bool, cause: str) -> bool:
    """Whether the card's own [Permanent] says it is not KO-ed this way (a KO by a skill is
    also a removal from the Battle Area by that skill)."""
    no_ko = _field(g, card, "no_ko")
    if no_ko == "any" or (no_ko == "battle" and cause == "battle"):
        return True
    if cause != "battle" and no_ko == "opponent_skills" and by_opponent:
        return True
    return cause != "battle" and removal_barred(g, card, by_opponent=by_opponent)


def removal_barred(g: Game, card: Card, *, by_opponent: bool) -> bool:
    """Whether the card's own [Permanent] says a skill does not remove it from the Battle Area."""
    kept = _field(g, card, "unremovable")
    return kept == "any" or (kept == "opponent" and by_opponent)
