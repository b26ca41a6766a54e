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
from engine.games.weiss.cards import is_named
from engine.grammar.verbs import Gets
from engine.state import Card, Game


@dataclass(frozen=True, slots=True)
class CardInfo:
    """The abilities of one printed card, sorted by kind for quick lookups."""

    autos: dict[str, tuple[Ability, ...]]
    acts: tuple[Ability, ...]
    conts: tuple[Ability, ...]
    #: (stat, amount, ability) of continuous abilities on the card itself (``gets``, "self")
    self_bonus: tuple[tuple[str, int, Ability], ...]
    #: WS 10.3 Assist: power given to the characters in front of this card
    assist: tuple[tuple[int, Ability], ...]
    #: climax-wide bonuses (``gets`` all your characters) to every character of its master
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
    #: WS 8.10 replacement effects of "would be put into the waiting room from the stage":
    #: (ability index, ability, destination zone, "self" or "others")
    replacements: tuple[tuple[int, Ability, str, str], ...] = ()
    #: WS 8.7.6 automatic abilities with state activation (``when = "state"``), with their index
    states: tuple[tuple[int, Ability], ...] = ()


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
    replacements: list[tuple[int, Ability, str, str]] = []
    states: list[tuple[int, Ability]] = []
    for index, ab in enumerate(card.abilities):
        if "timed" in ab.zones:
            continue  # WS 8.7.5: created by an effect of the card, not printed on it as such
        if ab.kind == "auto" and ab.when == "state":
            states.append((index, ab))
        elif ab.kind == "auto":
            if ab.zones == ("clock",):
                clock_autos.setdefault(ab.when, []).append(ab)
            else:
                autos.setdefault(ab.when, []).append(ab)
        elif ab.kind == "act":
            acts.append(ab)
        elif "replay" in ab.zones:
            continue  # WS 11.3.1.3: a Replay Command only runs when its red text is resolved
        elif "clock" in ab.zones:  # WS 10.1: Alarm, from the top of the clock
            for _, value in ab.effect:
                if isinstance(value, Gets):
                    alarm.extend((stat, int(n), ab) for stat, n in value.changes)
        else:
            conts.append(ab)
            for word, value in ab.effect:
                if word == "great_performance":
                    great = True
                elif word == "instead_of_waiting_room":
                    who = str(ab.params.get("who", "self"))
                    memory_instead = memory_instead or (value == MEMORY and who == "self")
                    replacements.append((index, ab, str(value), who))
                elif isinstance(value, Gets):  # this card, or all your characters (a climax)
                    bonus = self_bonus if value.target.this else everyone
                    bonus.extend((stat, int(n), ab) for stat, n in value.changes)
                elif word == "assist_power":
                    assist.append((int(value), ab))
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
        tuple(replacements),
        tuple(states),
    )
    _INFO[card] = got
    return got


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


def stamp(card: Card) -> int:
    """WS 8.9.1.5.1: the fundamental order of a card's continuous abilities:
    when it was put into its current zone (for a character, when it came to
    its current stage position from another zone: moving between positions
    keeps it). Set by :meth:`WeissSchwarz.keeps_identity` on every move that
    makes a new card, from the same clock as the effects' timestamps."""
    return int(card.data.get("ws_ts", 0))


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
    if not zone.field:
        return out
    seat = zone.owner
    for word, amount, ab in info(card.card).self_bonus:
        if word == stat and in_force(g, seat, ab):
            out.append((0, stamp(card), "add", amount, _NO_CAP))
    zs = seat_zones(g, seat)
    if stat == "power" and zone.name in CENTER:
        for pos in BEHIND[zone.name]:
            behind = zs.by_position[pos].cards
            if behind:
                for amount, ab in info(behind[-1].card).assist:  # WS 10.3.2: only from the back stage
                    if in_force(g, seat, ab):
                        cap = ab.params.get("max_power")
                        if cap is None:
                            out.append((0, stamp(behind[-1]), "add", amount, _NO_CAP))
                        else:
                            # WS 8.9.1.4: "if that character's power is X or less"
                            # depends on every other effect on that power
                            out.append((1, stamp(behind[-1]), "add", amount, int(cap)))
    cx = zs.climax.cards
    if cx:  # WS 2.12.2.2: climax text works in the climax area
        for word, amount, ab in info(cx[-1].card).everyone:
            if word == stat and in_force(g, seat, ab):
                out.append((0, stamp(cx[-1]), "add", amount, _NO_CAP))
    ck = zs.clock.cards
    if ck:  # WS 10.1.1: an Alarm works while its card is the top card of the clock
        for word, amount, ab in info(ck[-1].card).alarm:
            if word == stat and in_force(g, seat, ab):
                out.append((0, stamp(ck[-1]), "add", amount, _NO_CAP))
    return out


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


def soul(g: Game, card: Card) -> int:
    """WS 2.10: soul after effects (WS 8.9.1)."""
    return value(g, card, "soul")


def snapshot(g: Game, card: Card) -> dict[str, int | str]:
    """The information of ``card`` where it is now (after the continuous
    effects of its zone, WS 8.9.3): kept as its last known information when
    it leaves the stage (WS 8.11.1) and given to abilities triggered by its
    zone change (WS 8.7.4.1)."""
    character = card.card.type == "character"
    return {
        "zone": card.zone.name,
        "level": int(g.stat(card, "level", 0)),
        "power": power(g, card) if character else 0,
        "soul": soul(g, card) if character else 0,
    }


def remember(g: Game, card: Card) -> dict[str, int | str]:
    """Keep the information of ``card`` as it is now, as the last known
    information of this incarnation (WS 8.11.1), before it moves."""
    snap = snapshot(g, card)
    lki: dict[tuple[int, int], dict[str, int | str]] = g.data.setdefault("ws_lki", {})
    lki[card.iid, card.incarnation] = snap
    return snap


def referenced(g: Game, card: Card | None, incarnation: int, fixed: dict[str, int | str] | None, ref: str) -> int:
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
    lki: dict[tuple[int, int], dict[str, int | str]] = g.data.get("ws_lki", {})
    got = lki.get((card.iid, incarnation))
    if got is not None:
        return int(got[key])
    return int(card.card.stats.get(key, 0))
