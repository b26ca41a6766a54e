"""Characteristics after effects: power and soul of characters, with the
continuous abilities of the vocabulary applied on the fly (WS 8.9), and the
information of a card kept when it moves (WS 8.7.4.1, WS 8.11.1).

Continuous abilities are not played (WS 8.6.1): they are not stored as
effects but read from the cards on the stage and in the climax area whenever
a value is needed, so they start and stop exactly when their cards arrive and
leave. Per-card ability lists are precomputed once per printed card
(:func:`engine.games.weiss.keywords.info`).
"""

from __future__ import annotations

from engine.abilities import Ability
from engine.games.weiss.conditions import (
    CHARACTER_LEVEL,
    facing_character,
    fits,
    in_force,
    others_count,
    trait_names,
)
from engine.games.weiss.keywords import info
from engine.games.weiss.state import CardSnapshot, game_state, seat_zones, stage
from engine.games.weiss.zones import BEHIND, CENTER, CS_MIDDLE, HAND, POSITIONS, marker_name
from engine.state import Card, Game

#: the card information an effect amount may refer to ("this card's soul"): ``this.<key>``
REFS = ("this.power", "this.soul", "this.level")


def stamp(g: Game, card: Card) -> int:
    """WS 8.9.1.5.1: the fundamental order of a card's continuous abilities:
    when it was put into its current zone (for a character, when it came to
    its current stage position from another zone: moving between positions
    keeps it). Set by :meth:`WeissSchwarz.keeps_identity` on every move that
    makes a new card, from the same clock as the effects' timestamps."""
    return game_state(g).stamps.get(card.iid, 0)


#: one continuous effect on a value: (dependent, timestamp, op, amount, only up to this power)
_Item = tuple[int, int, str, int, int]

_NO_CAP = 1 << 60


def _items(g: Game, card: Card, stat: str) -> list[_Item]:
    """Every continuous effect on ``stat`` of ``card``: those created by
    resolved abilities (``g.effects``, timestamped when played, WS 8.9.1.5.2)
    and those of continuous abilities of the cards in play, read on the fly
    (timestamped by the arrival of their card, WS 8.9.1.5.1)."""
    out: list[_Item] = []
    for e in g.effects:
        if e.stat == stat and e.applies(g, card):
            out.append((0, e.timestamp, e.op, int(e.value), _NO_CAP))
    zone = card.zone
    if zone.name == HAND:
        # "this card gets -1 level in your hand": a continuous ability that works in the hand (WS 8.9.1)
        for word, amount, ab in info(card.card).in_hand:
            if word == stat and in_force(g, zone.owner, ab):
                out.append((0, stamp(g, card), "add", amount, _NO_CAP))
        return out
    if not zone.field:
        return out
    seat = zone.owner
    for word, amount, ab in info(card.card).self_bonus:
        if word == stat and in_force(g, seat, ab, card):
            out.append((0, stamp(g, card), "add", amount, _NO_CAP))
    for spec, ab in info(card.card).per_character:
        # "for each of your other 《T》 characters, this card gets +N power": counted whenever read
        if stat in spec and in_force(g, seat, ab):
            out.append((0, stamp(g, card), "add", int(spec[stat]) * others_count(g, seat, spec, card), _NO_CAP))
    if zone.name in POSITIONS:
        for spec, ab in info(card.card).per_marker:
            # "for each marker under this card, this card gets +N power" (WS 3.7): counted whenever read
            if stat in spec and in_force(g, seat, ab):
                markers = len(g.zone(seat, marker_name(zone.name)).cards)
                out.append((0, stamp(g, card), "add", int(spec[stat]) * markers, _NO_CAP))
        opposite = facing_character(g, card, seat)
        if opposite is not None:
            # "the character facing this card gets -1 soul" of the character facing this one (WS 3.6.5)
            for word, amount, ab in info(opposite.card).facing:
                if word == stat and in_force(g, opposite.zone.owner, ab):
                    out.append((0, stamp(g, opposite), "add", amount, _NO_CAP))
        for other in stage(g, seat):
            if other is card:
                continue  # "all your other ... characters": never the card whose ability it is
            for spec, ab in info(other.card).others:
                if stat in spec and fits(card.card, spec) and in_force(g, seat, ab):
                    if spec.get("middle") and zone.name != CS_MIDDLE:
                        continue  # "your other character in the middle position of the center stage" only
                    out.append((0, stamp(g, other), "add", int(spec[stat]), _NO_CAP))
    zs = seat_zones(g, seat)
    if stat == "power" and zone.name in CENTER:
        for pos in BEHIND[zone.name]:
            behind = zs.by_position[pos].cards
            if behind:
                for amount, ab in info(behind[-1].card).assist:  # WS 10.3.2: only from the back stage
                    if in_force(g, seat, ab) and assisted(g, card, ab):
                        if ab.params.get("per_level"):
                            amount *= value(g, card, "level")  # "X is equal to that character's level x N"
                        cap = ab.params.get("max_power")
                        if cap is None:
                            out.append((0, stamp(g, behind[-1]), "add", amount, _NO_CAP))
                        else:
                            # WS 8.9.1.4: "if that character's power is X or less"
                            # depends on every other effect on that power
                            out.append((1, stamp(g, behind[-1]), "add", amount, int(cap)))
    cx = zs.climax.cards
    if cx:  # WS 2.12.2.2: climax text works in the climax area
        for word, amount, ab in info(cx[-1].card).everyone:
            if word == stat and in_force(g, seat, ab):
                out.append((0, stamp(g, cx[-1]), "add", amount, _NO_CAP))
    ck = zs.clock.cards
    if ck:  # WS 10.1.1: an Alarm works while its card is the top card of the clock
        for word, amount, ab in info(ck[-1].card).alarm:
            if word == stat and in_force(g, seat, ab):
                out.append((0, stamp(g, ck[-1]), "add", amount, _NO_CAP))
    return out


def assisted(g: Game, card: Card, ab: Ability) -> bool:
    """Whether the character ``card`` in front of an Assist is one its text
    names (WS 10.3.2): of one of ``params.traits`` (WS 2.5), of level
    ``params.min_level`` or higher, ``params.max_level`` or lower (its level
    after effects, WS 8.9.1)."""
    params = ab.params
    traits = params.get("traits")
    if traits and not set(traits) & set(trait_names(card.card)):
        return False
    lo, hi = params.get("min_level"), params.get("max_level")
    if lo is None and hi is None:
        return True
    level = value(g, card, "level")
    return (lo is None or level >= int(lo)) and (hi is None or level <= int(hi))


def value(g: Game, card: Card, stat: str) -> int:
    """WS 8.9.1: a characteristic after continuous effects. The printed value
    is the base (WS 8.9.1.1); effects that change no value come next (WS
    8.9.1.2: none of the vocabulary's touch power or soul); then the effects
    that change the value (WS 8.9.1.3): an effect dependent on another is
    applied after it (WS 8.9.1.4), the others in the order of their
    timestamps (WS 8.9.1.5). When every effect adds, the order changes
    nothing and the sum is taken."""
    base = int(card.card.stats.get(stat, 0))
    items = _items(g, card, stat)
    if not items:
        return base
    if all(op == "add" and cap == _NO_CAP for _, _, op, _, cap in items):
        return base + sum(amount for _, _, _, amount, _ in items)
    items.sort(key=lambda it: (it[0], it[1]))
    total = base
    for _, _, op, amount, cap in items:
        if total > cap:  # the condition is read where the effect applies (WS 8.9.1 example)
            continue
        total = amount if op == "set" else total + amount
    return total


def power(g: Game, card: Card) -> int:
    """WS 2.9: power after effects (WS 8.9.1)."""
    return value(g, card, "power")


def character_level(g: Game, card: Card) -> int:
    """WS 2.6: level after effects (WS 8.9.1): those of resolved abilities and
    the continuous abilities in play ("this card gets +1 level")."""
    return value(g, card, "level")


def hand_level(g: Game, card: Card) -> int:
    """The level of a card in the hand that the level and color requirements
    read (WS 8.6.2.1): after the continuous abilities that work in the hand
    ("this card gets -1 level in your hand", WS 8.9.1); the printed level
    for a card with none (looked up without reading the effects)."""
    if not info(card.card).in_hand:
        return int(card.card.stats.get("level", 0))
    return value(g, card, "level")


CHARACTER_LEVEL[0] = character_level  # the conditions read the level so too (WS 3.6.5)


def soul(g: Game, card: Card) -> int:
    """WS 2.10: soul after effects (WS 8.9.1)."""
    return value(g, card, "soul")


def snapshot(g: Game, card: Card) -> CardSnapshot:
    """The information of ``card`` where it is now (after the continuous
    effects of its zone, WS 8.9.3): kept as its last known information when
    it leaves the stage (WS 8.11.1) and given to abilities triggered by its
    zone change (WS 8.7.4.1)."""
    character = card.card.type == "character"
    return {
        "zone": card.zone.name,
        "level": character_level(g, card),
        "power": power(g, card) if character else 0,
        "soul": soul(g, card) if character else 0,
    }


def remember(g: Game, card: Card) -> CardSnapshot:
    """Keep the information of ``card`` as it is now, as the last known
    information of this incarnation (WS 8.11.1), before it moves."""
    snap = snapshot(g, card)
    game_state(g).lki[card.iid, card.incarnation] = snap
    return snap


def referenced(g: Game, card: Card | None, incarnation: int, fixed: CardSnapshot | None, ref: str) -> int:
    """The value of ``this.<key>`` for an ability of ``card`` (the incarnation
    it triggered or was played from):

    * an ability triggered by a zone change that must read the card as it was
      in its former zone (WS 8.7.4.1.1, WS 8.7.4.1.2) carries that
      information (``fixed``);
    * otherwise, while the card is still the same card, its information now
      (WS 8.7.4.1.3: after the move, in its new zone);
    * once it has moved on, its information as it was last in the zone
      (WS 8.11.1), kept when it left the stage; a card that left another
      zone kept its printed information there.
    """
    key = ref.split(".", 1)[1]
    if fixed is not None:
        return int(fixed[key])
    if card is None:
        return 0
    if card.incarnation == incarnation:
        return int(snapshot(g, card)[key])
    got = game_state(g).lki.get((card.iid, incarnation))
    if got is not None:
        return int(got[key])
    return int(card.card.stats.get(key, 0))
