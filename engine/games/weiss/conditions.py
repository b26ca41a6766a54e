"""The conditions of abilities and whether an effect is active
or inactive (WS 8.3), read for the ability's master at the moment they
matter: Memory (WS 10.9), Experience (WS 10.10) and climax combos (WS 8.12)
among them.
"""

from __future__ import annotations

from typing import Any

from engine.abilities import Ability
from engine.games.weiss.schema import is_named
from engine.games.weiss.state import seat_zones
from engine.games.weiss.zones import HAND, LEVEL, MEMORY, STOCK
from engine.state import Game


def condition_met(g: Game, seat: int, ability: Ability) -> bool:
    """Whether every condition of ``ability`` holds for its master ``seat``."""
    for word, value in ability.condition:
        if not _condition(g, seat, word, value):
            return False
    return True


def effect_active(g: Game, seat: int, ability: Ability) -> bool:
    """WS 8.3: whether the guarded part of ``ability``'s effect is active now.
    ``params.active_if`` (WS 8.3.3: active under the condition, inactive
    while it is not fulfilled) and ``params.inactive_if`` (WS 8.3.2:
    inactive under the condition) are tables of conditions, all of which
    must hold. The guarded part is the whole effect, or the steps listed in
    ``params.steps`` (numbered from 1). It is read whenever the effect would
    apply, so it follows the state as continuous effects do."""
    params = ability.params
    if not params:
        return True
    on = params.get("active_if")
    if on is not None and not all(_condition(g, seat, w, v) for w, v in on.items()):
        return False
    off = params.get("inactive_if")
    return off is None or not all(_condition(g, seat, w, v) for w, v in off.items())


def in_force(g: Game, seat: int, ability: Ability) -> bool:
    """A continuous ability's effect applies: its conditions hold and its
    effect is not inactive (WS 8.3.2, WS 8.3.3)."""
    return condition_met(g, seat, ability) and effect_active(g, seat, ability)


def _condition(g: Game, seat: int, word: str, value: Any) -> bool:
    if word == "my_turn":
        return (g.active == seat) == bool(value)
    if word == "opponent_turn":
        return (g.active != seat) == bool(value)
    if word == "min_hand":
        return len(g.zone(seat, HAND).cards) >= int(value)
    if word == "max_hand":
        return len(g.zone(seat, HAND).cards) <= int(value)
    if word == "level_at_least":
        return len(g.zone(seat, LEVEL).cards) >= int(value)
    if word == "climax_in_area":
        cx = seat_zones(g, seat).climax.cards
        if not cx:
            return False
        return value is True or not isinstance(value, str) or is_named(cx[-1].card, value)
    if word == "zone_count_at_least":
        spec = dict(value)
        return len(g.zone(seat, str(spec["zone"])).cards) >= int(spec["count"])
    if word == "memory_at_least":  # WS 10.9: Memory counts the cards in the memory
        return len(g.zone(seat, MEMORY).cards) >= int(value)
    if word == "level_total_at_least":  # WS 10.10: Experience
        return level_total(g, seat) >= int(value)
    if word == "stock_at_least":
        return len(g.zone(seat, STOCK).cards) >= int(value)
    return False


def level_total(g: Game, seat: int) -> int:
    """WS 10.10.1: the total level of the cards in a player's level. A face
    down card there is a blank card with no information (WS 3.9.2.2.1): it
    counts for nothing."""
    return sum(int(c.card.stats.get("level", 0)) for c in g.zone(seat, LEVEL).cards if c.face_up)
