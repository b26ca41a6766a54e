"""The conditions of abilities and whether an effect is active
or inactive (WS 8.3), read for the ability's master at the moment they
matter: Memory (WS 10.9), Experience (WS 10.10) and climax combos (WS 8.12)
among them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.abilities import Ability
from engine.cards import CardDef
from engine.games.weiss.schema import cost_of, has_in_name, is_named, rules_name
from engine.games.weiss.state import seat_zones, stage, turn_state
from engine.games.weiss.zones import (
    BACK,
    CENTER,
    CS_MIDDLE,
    DECK,
    FACING,
    HAND,
    LEVEL,
    MEMORY,
    POSITIONS,
    STOCK,
    marker_name,
)
from engine.state import REST, Card, Game

#: a character's level after effects (WS 8.9.1): :mod:`engine.games.weiss.stats`, which reads this
#: module's conditions, puts its reader here as it loads (the printed level and resolved effects before)
CHARACTER_LEVEL: list[Callable[[Game, Card], int]] = [lambda g, card: int(g.stat(card, "level", 0))]


def condition_met(g: Game, seat: int, ability: Ability, card: Card | None = None) -> bool:
    """Whether every condition of ``ability`` holds for its master ``seat``;
    ``card`` is the card whose ability it is, where one is resolving (the
    conditions on the character facing it read it)."""
    for word, value in ability.condition:
        if not _condition(g, seat, word, value, ability, card):
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


def in_force(g: Game, seat: int, ability: Ability, card: Card | None = None) -> bool:
    """A continuous ability's effect applies: its conditions hold and its
    effect is not inactive (WS 8.3.2, WS 8.3.3); ``card``, the card whose
    ability it is, where its conditions read it (this card's position, its markers)."""
    return condition_met(g, seat, ability, card) and effect_active(g, seat, ability)


def _condition(
    g: Game, seat: int, word: str, value: Any, ability: Ability | None = None, card: Card | None = None
) -> bool:
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
    if word in ("zone_count_at_least", "zone_count_at_most"):
        spec = dict(value)
        cards = g.zone(seat, str(spec["zone"])).cards
        kind, name = spec.get("type"), spec.get("name")
        n = sum(1 for c in cards if (not kind or c.card.type == kind) and (name is None or is_named(c.card, name)))
        return n >= int(spec["count"]) if word == "zone_count_at_least" else n <= int(spec["count"])
    if word == "deck_top_is":
        deck = g.zone(seat, DECK).cards
        return bool(deck) and top_card_is(deck[-1].card, dict(value))
    if word == "memory_at_least":  # WS 10.9: Memory counts the cards in the memory
        return len(g.zone(seat, MEMORY).cards) >= int(value)
    if word == "level_total_at_least":  # WS 10.10: Experience
        return level_total(g, seat) >= int(value)
    if word == "stock_at_least":
        return len(g.zone(seat, STOCK).cards) >= int(value)
    if word == "stock_at_most":
        return len(g.zone(seat, STOCK).cards) <= int(value)
    if word == "all_characters_are":
        return all(fits(c.card, dict(value)) for c in stage(g, seat))
    if word == "characters_at_most":
        return characters_count(g, seat, dict(value), ability) <= int(dict(value)["count"])
    if word == "characters_at_least":
        return characters_count(g, seat, dict(value), ability) >= int(dict(value)["count"])
    if word == "played_this_turn":  # this card was played from the hand and placed on the stage this turn
        return card is not None and (card.iid, card.incarnation) in turn_state(g).played
    if word == "this_in_front_row":  # WS 3.6.3: the front row is the center stage
        return card is not None and card.zone.owner == seat and card.zone.name in CENTER
    if word == "this_rested":  # WS 1.3.3: this card in the rest state
        return card is not None and card.zone.owner == seat and card.zone.field and card.orientation == REST
    if word == "this_in_middle":  # WS 3.6.3: the middle position of the center stage
        return card is not None and card.zone.owner == seat and card.zone.name == CS_MIDDLE
    if word in ("markers_at_least", "markers_at_most"):  # WS 3.7.4: a character with markers
        if card is None or card.zone.owner != seat or card.zone.name not in POSITIONS:
            return False
        n = len(g.zone(seat, marker_name(card.zone.name)).cards)
        return n >= int(value) if word == "markers_at_least" else n <= int(value)
    if word in ("facing_level_above_this", "facing_cost_at_most"):
        facing = facing_character(g, card, seat)
        if facing is None or card is None:
            return False  # no character faces this card: nothing to compare
        if word == "facing_cost_at_most":
            return cost_of(facing.card) <= int(value)
        return CHARACTER_LEVEL[0](g, facing) > CHARACTER_LEVEL[0](g, card)
    if word in ("facing_level_at_least", "facing_level_at_most"):
        facing = facing_character(g, card, seat)
        if facing is None:
            return False  # no character faces this card: no level to compare
        level = CHARACTER_LEVEL[0](g, facing)
        return level >= int(value) if word == "facing_level_at_least" else level <= int(value)
    return False


def top_card_is(card: CardDef, spec: dict[str, Any]) -> bool:
    """ "If that card (the top card of the deck revealed, WS 4.9.1) is a 《T》
    character / level N or higher / a climax": its card type (one of
    ``type``), one of ``traits`` (WS 2.5), its name (``name``), its printed
    level (``level_at_least`` / ``level_at_most``: a climax has no level,
    WS 2.6.1, and is neither); with ``not``, the card is not so."""
    kinds = spec.get("type")
    fit = kinds is None or card.type in ((kinds,) if isinstance(kinds, str) else tuple(kinds))
    fit = fit and fits(card, spec)
    lo, hi = spec.get("level_at_least"), spec.get("level_at_most")
    if fit and (lo is not None or hi is not None):
        if card.type not in ("character", "event"):
            fit = False
        else:
            lv = int(card.stats.get("level", 0))
            fit = (lo is None or lv >= int(lo)) and (hi is None or lv <= int(hi))
    return fit != bool(spec.get("not"))


def facing_character(g: Game, card: Card | None, seat: int) -> Card | None:
    """WS 3.6.5: the opponent's character facing ``card``, a character of
    ``seat``'s center stage (none for a card elsewhere, or an empty position)."""
    if card is None or card.zone.owner != seat or card.zone.name not in FACING:
        return None
    cards = seat_zones(g, g.opponent(seat)).by_position[FACING[card.zone.name]].cards
    return cards[-1] if cards else None


_TWO_NAMES = re.compile(r"(.*?)\s*《([^》]+)》\s*")


def trait_names(card: CardDef) -> tuple[str, ...]:
    """WS 2.5: a card's traits. A trait printed in two languages, ``Sea 《海》``
    (as translated card data writes it), is one trait: either name names it."""
    out: list[str] = []
    for trait in card.stats.get("traits", ()):
        out.append(str(trait))
        m = _TWO_NAMES.fullmatch(str(trait))
        if m:
            out.extend(n for n in (m.group(1).strip(), m.group(2).strip()) if n)
    return tuple(out)


def characters_count(g: Game, seat: int, spec: dict[str, Any], ability: Ability | None) -> int:
    """The characters on ``seat``'s stage (WS 3.6.1: the stage positions hold characters
    only) with one of ``spec["traits"]`` and ``spec["name_has"]`` in their
    name; with ``front_row``, on the center stage only (WS 3.6.3); with
    ``rested``, in the rest state only. With ``other``, the card whose ability this is does not count: a
    card on that stage that has ``ability`` among its own (copies of one
    printed card share it, and each counts the others)."""
    chars = stage(g, seat, CENTER) if spec.get("front_row") else stage(g, seat)  # WS 3.6.3: the front row
    fitting = [c for c in chars if fits(c.card, spec) and (not spec.get("rested") or c.orientation == REST)]
    if spec.get("other") and ability is not None:
        if any(any(a is ability for a in c.card.abilities) for c in fitting):
            return len(fitting) - 1
    return len(fitting)


def fits(card: CardDef, spec: dict[str, Any]) -> bool:
    """Whether ``card`` is a character a spec names: with one of
    ``spec["traits"]`` (WS 2.5), with ``spec["name_has"]`` in its name (WS
    2.1.2.2), named ``spec["name"]`` (WS 2.1.1.2); a spec naming none of
    them names every character."""
    traits = spec.get("traits")
    if traits and not set(traits) & set(trait_names(card)):
        return False
    part = spec.get("name_has")
    if part is not None and not has_in_name(rules_name(card), str(part)):
        return False
    name = spec.get("name")
    return name is None or is_named(card, name)


def others_count(g: Game, seat: int, spec: dict[str, Any], card: Card) -> int:
    """The characters on ``seat``'s stage that ``spec`` names (:func:`fits`),
    ``card`` itself left out when ``spec["other"]`` ("for each of your other
    ... characters"); with ``spec["row"]``, on that row only; with
    ``spec["opponent"]``, on the stage of ``seat``'s opponent."""
    other = bool(spec.get("other"))
    if spec.get("opponent"):  # your opponent's characters: this card is not among them
        seat, other = g.opponent(seat), False
    row = spec.get("row")  # WS 3.6.3: the front row (center stage) or the back row (back stage)
    chars = stage(g, seat, CENTER if row == "front" else BACK) if row else stage(g, seat)
    return sum(1 for c in chars if fits(c.card, spec) and not (other and c is card))


def level_total(g: Game, seat: int) -> int:
    """WS 10.10.1: the total level of the cards in a player's level. A face
    down card there is a blank card with no information (WS 3.9.2.2.1): it
    counts for nothing."""
    return sum(int(c.card.stats.get("level", 0)) for c in g.zone(seat, LEVEL).cards if c.face_up)
