"""Characteristics after effects: power and soul of characters, with the
continuous abilities of the vocabulary applied on the fly (WS 8.9).

Continuous abilities are not played (WS 8.6.1): they are not stored as
effects but read from the cards on the stage and in the climax area whenever
a value is needed, so they start and stop exactly when their cards arrive and
leave. Per-card ability lists are precomputed once per printed card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.abilities import Ability
from engine.cards import CardDef
from engine.games.weiss.board import BEHIND, CENTER, HAND, LEVEL, MEMORY, STOCK, seat_zones
from engine.state import Card, Game


@dataclass(frozen=True, slots=True)
class CardInfo:
    """The abilities of one printed card, sorted by kind for quick lookups."""

    autos: dict[str, tuple[Ability, ...]]
    acts: tuple[Ability, ...]
    conts: tuple[Ability, ...]
    #: (stat, amount, ability) of continuous abilities on the card itself ("power"/"soul")
    self_bonus: tuple[tuple[str, int, Ability], ...]
    #: WS 10.3 Assist: power given to the characters in front of this card
    assist: tuple[tuple[int, Ability], ...]
    #: climax-wide bonuses ("all_power"/"all_soul") to every character of its master
    everyone: tuple[tuple[str, int, Ability], ...]
    #: whether a continuous ability of the card can lower power
    lowers_power: bool
    #: WS 10.1 Alarm: bonuses to every character of its master while this card is the top card of the clock
    alarm: tuple[tuple[str, int, Ability], ...] = ()
    #: WS 10.6 Great Performance
    great_performance: bool = False
    #: automatic abilities that work while the card is in the clock (WS 10.11 Shift), by trigger
    clock_autos: dict[str, tuple[Ability, ...]] | None = None
    #: WS 8.10: "if this card would be put into the waiting room from the stage, put it into the memory instead"
    memory_instead: bool = False


_INFO: dict[CardDef, CardInfo] = {}


def info(card: CardDef) -> CardInfo:
    got = _INFO.get(card)
    if got is not None:
        return got
    autos: dict[str, list[Ability]] = {}
    acts: list[Ability] = []
    conts: list[Ability] = []
    self_bonus: list[tuple[str, int, Ability]] = []
    assist: list[tuple[int, Ability]] = []
    everyone: list[tuple[str, int, Ability]] = []
    alarm: list[tuple[str, int, Ability]] = []
    clock_autos: dict[str, list[Ability]] = {}
    great = False
    memory_instead = False
    for ab in card.abilities:
        if ab.kind == "auto":
            if ab.zones == ("clock",):
                clock_autos.setdefault(ab.when, []).append(ab)
            else:
                autos.setdefault(ab.when, []).append(ab)
        elif ab.kind == "act":
            acts.append(ab)
        elif "replay" in ab.zones:
            continue  # WS 11.3.1.3: a Replay Command only runs when its red text is resolved
        elif "clock" in ab.zones:  # WS 10.1: Alarm, from the top of the clock
            for word, value in ab.effect:
                if word in ("all_power", "all_soul"):
                    alarm.append((word[4:], int(value), ab))
        else:
            conts.append(ab)
            for word, value in ab.effect:
                if word == "great_performance":
                    great = True
                elif word == "memory_instead":
                    memory_instead = True
                elif word in ("power", "soul"):
                    self_bonus.append((word, int(value), ab))
                elif word == "assist_power":
                    assist.append((int(value), ab))
                elif word in ("all_power", "all_soul"):
                    everyone.append((word[4:], int(value), ab))
    lowers = (
        any(w == "power" and v < 0 for w, v, _ in self_bonus)
        or any(v < 0 for v, _ in assist)
        or any(w == "power" and v < 0 for w, v, _ in everyone)
        or any(w == "power" and v < 0 for w, v, _ in alarm)
    )
    got = CardInfo(
        {k: tuple(v) for k, v in autos.items()},
        tuple(acts),
        tuple(conts),
        tuple(self_bonus),
        tuple(assist),
        tuple(everyone),
        lowers,
        tuple(alarm),
        great,
        {k: tuple(v) for k, v in clock_autos.items()} or None,
        memory_instead,
    )
    _INFO[card] = got
    return got


def condition_met(g: Game, seat: int, ability: Ability) -> bool:
    """Whether every condition of ``ability`` holds for its master ``seat``."""
    for word, value in ability.condition:
        if not _condition(g, seat, word, value):
            return False
    return True


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
        return value is True or not isinstance(value, str) or cx[-1].card.name == value
    if word == "zone_count_at_least":
        spec = dict(value)
        return len(g.zone(seat, str(spec["zone"])).cards) >= int(spec["n"])
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


def _bonus(g: Game, card: Card, stat: str) -> int:
    """The continuous-ability bonus to ``stat`` of a character on the stage."""
    zone = card.zone
    if not zone.field:
        return 0
    seat = zone.owner
    total = 0
    for word, amount, ab in info(card.card).self_bonus:
        if word == stat and condition_met(g, seat, ab):
            total += amount
    zs = seat_zones(g, seat)
    if stat == "power" and zone.name in CENTER:
        for pos in BEHIND[zone.name]:
            behind = zs.by_position[pos].cards
            if behind:
                for amount, ab in info(behind[-1].card).assist:  # WS 10.3.2: only from the back stage
                    if condition_met(g, seat, ab):
                        total += amount
    cx = zs.climax.cards
    if cx:  # WS 2.12.2.2: climax text works in the climax area
        for word, amount, ab in info(cx[-1].card).everyone:
            if word == stat and condition_met(g, seat, ab):
                total += amount
    ck = zs.clock.cards
    if ck:  # WS 10.1.1: an Alarm works while its card is the top card of the clock
        for word, amount, ab in info(ck[-1].card).alarm:
            if word == stat and condition_met(g, seat, ab):
                total += amount
    return total


def power(g: Game, card: Card) -> int:
    """WS 2.9: power after effects (printed, then continuous effects, WS 8.9.1)."""
    return int(g.stat(card, "power", 0)) + _bonus(g, card, "power")


def soul(g: Game, card: Card) -> int:
    """WS 2.10: soul after effects."""
    return int(g.stat(card, "soul", 0)) + _bonus(g, card, "soul")
