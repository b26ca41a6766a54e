"""The typed state of a Vanguard game: what the package keeps for the whole
game (``g.data``, a :class:`VanguardState`) and for the turn in progress
(``g.turn_data``, a :class:`VanguardTurn`, replaced when a turn begins), the
record of the battle in progress (:class:`Battle`, VG 7.1.2.1), each seat's
zones looked up once (:class:`SeatZones`) and the continuous effects of the
cards' continuous abilities (:class:`ContEffect`, VG 8.7).

The state is installed when the zones are built (:meth:`Vanguard.build`);
every read goes through :func:`game_state` / :func:`turn_state`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.abilities import Ability
from engine.decisions import Option
from engine.games.vanguard.schema import DAMAGE, DECK, DROP, GC, HAND, REAR_GUARD_CIRCLES, SOUL, TRIGGER, VC
from engine.state import Card, Game
from engine.timing import Effect

#: where a unit stands: its incarnation, circle (zone key) and master
Place = tuple[int, str, int]
#: a timed trigger (VG 8.6.5): the seat it belongs to, the unit, the
#: incarnation the unit had, and where it goes (``bottom``, ``soul``, ...)
Timed = tuple[int, Card, int, str]
#: a timed trigger of steps (VG 8.6.5): the seat it belongs to, the card whose
#: effect made it and that card's incarnation then, when it triggers
#: (``battle``: at the end of that battle; ``turn``: at the end of that turn;
#: ``your_end_phase``: at the beginning of its seat's end phase) and its steps
Delayed = tuple[int, Card | None, int, str, Any]
#: a used "1/Turn" ability: card iid, incarnation, and the ability
#: (``id`` of an automatic one, index of an activated one)
Used = tuple[int, int, int]
#: the card lists the rule actions look at (VG 9): every unit circle of both
#: seats, then both guardian circles, both damage zones and both decks
RuleLists = tuple[tuple[list[Card], ...], list[Card], list[Card], list[Card], list[Card], list[Card], list[Card]]


class SeatZones:
    """One seat's zones, looked up once per game (the hot path reads these)."""

    __slots__ = ("damage", "deck", "drop", "gc", "hand", "rcs", "soul", "trigger", "units", "vc")

    def __init__(self, g: Game, seat: int) -> None:
        self.deck = g.zone(seat, DECK)
        self.hand = g.zone(seat, HAND)
        self.drop = g.zone(seat, DROP)
        self.vc = g.zone(seat, VC)
        self.rcs = tuple(g.zone(seat, name) for name in REAR_GUARD_CIRCLES)
        self.units = (self.vc, *self.rcs)
        self.gc = g.zone(seat, GC)
        self.soul = g.zone(seat, SOUL)
        self.damage = g.zone(seat, DAMAGE)
        self.trigger = g.zone(seat, TRIGGER)


@dataclass(slots=True)
class ContEffect:
    """One continuous effect of one card's continuous ability: what it
    changes, on which cards (``filter``), and the effect now in force."""

    stat: str
    op: str
    value: Any
    filter: Callable[[Game, Card], bool]
    text: str
    #: the characteristic whose value decides which cards it applies to, when
    #: effects on that same characteristic may change it (VG 8.7.2)
    depends_on: str = ""
    effect: Effect | None = None


class Battle:
    """Who attacks whom in the current battle (VG 7.1.2.1), and where each of
    them stood, so that a unit that left its circle stops being part of it
    (VG 7.3.1.5.1.1, VG 7.6.1.3). Several units may be attacked at once
    (VG 7.3.1.4.2); each guardian guards one of them (VG 7.4.1.1.2)."""

    __slots__ = ("attacker", "attacker_at", "booster", "booster_at", "guards", "hits", "targets", "targets_at")

    def __init__(self) -> None:
        self.attacker: Card | None = None
        self.attacker_at: Place = (0, "", 0)
        self.targets: list[Card] = []
        self.targets_at: list[Place] = []
        self.booster: Card | None = None
        self.booster_at: Place = (0, "", 0)
        #: guardian iid -> (incarnation on the guardian circle, iid of the attacked unit it guards)
        self.guards: dict[int, tuple[int, int]] = {}
        #: the units the attack hit, from the journaled hits (VG 7.6.1.2)
        self.hits: list[Card] = []

    @property
    def target(self) -> Card | None:
        """The (first) attacked unit."""
        return self.targets[0] if self.targets else None

    def attacked(self, card: Card) -> bool:
        """Whether ``card`` is still one of the attacked units, on the circle it was attacked on."""
        for t, at in zip(self.targets, self.targets_at, strict=True):
            if t is card and still(card, at):
                return True
        return False


def where(card: Card) -> Place:
    """A unit's incarnation, circle and master: it stays the same unit in the
    battle only while all three are unchanged."""
    return (card.incarnation, card.zone.key, card.master)


def still(card: Card | None, at: Place) -> bool:
    return card is not None and (card.incarnation, card.zone.key, card.master) == at


@dataclass(slots=True)
class VanguardState:
    """What the package keeps for the whole game (``g.data``): lookups made
    once and caches of the hot paths. None of it is a rule's state except
    the continuous effects in force (VG 8.7)."""

    #: each seat's zones (VG 4), looked up once
    seats: list[SeatZones] = field(default_factory=list)
    #: VG 9: the moment (changes, turn, active seat, phase, step, number
    #: standing by) at which no rule action applied; the next look at the
    #: same moment is skipped
    nothing_at: tuple[int, int, int, str, str, int] | None = None
    #: VG 9: (changes, number of cards, battle phase or not) at which no rule
    #: action applied and no situation trigger (VG 8.6.6) was in a zone where
    #: it works: until one of the three changes, no look finds anything
    #: whatever the turn, phase, step or abilities standing by
    quiet_at: tuple[int, int, bool] | None = None
    #: VG 9.3 / VG 9.4 / VG 9.2: the card lists the rule actions look at
    rule_lists: RuleLists | None = None
    #: VG 6.6.1.2.1: the normal-call options of a card in the hand, by card iid
    #: (they never change while it stays there)
    call_options: dict[int, tuple[Option, ...]] = field(default_factory=dict)
    #: VG 8.6.2: the trigger words of every card of the game, with the number
    #: of cards they were read from (recomputed when cards are added)
    trigger_words: tuple[int, frozenset[str]] | None = None
    #: VG 8.6.6: the cards with a situation trigger, and the ability, with the
    #: number of cards they were read from
    situations: tuple[int, list[tuple[Card, Ability]]] | None = None
    #: VG 8.5.2: each seat's cards that have an activated ability at all
    act_cards: list[list[Card]] | None = None
    #: VG 8.7: the continuous effects of each card's continuous abilities, by card iid
    cont: dict[int, list[ContEffect]] = field(default_factory=dict)
    #: VG 8.7.2: the ids of the effects in force that depend on other effects
    dependent: set[int] = field(default_factory=set)
    #: VG 8.6.5: timed triggers of steps, waiting (kept across turns: "your end phase" may be a later turn's)
    delayed: list[Delayed] = field(default_factory=list)


@dataclass(slots=True)
class VanguardTurn:
    """What the package keeps for the turn in progress (``g.turn_data``),
    replaced when a turn begins (VG 6.2)."""

    #: VG 7.1.2.1: the battle in progress, if any (ends at VG 7.7.1.4)
    battle: Battle | None = None
    #: VG 8.6.5: timed triggers "at the end of that battle", waiting
    timed_battle: list[Timed] = field(default_factory=list)
    #: VG 8.6.5: timed triggers "at the end of the turn", waiting
    timed_turn: list[Timed] = field(default_factory=list)
    #: VG 7.1.2.1: the battles of this turn so far, the one in progress included
    battles: int = 0
    #: VG 8.6.3: the "1/Turn" automatic abilities used this turn
    used_auto: set[Used] = field(default_factory=set)
    #: VG 8.5.2: the "1/Turn" activated abilities played this turn
    used_act: set[Used] = field(default_factory=set)
    #: VG 8.8.1 / VG 8.6.4.1.2: the information of the units that left the
    #: field this turn, as they were on their circle, by (iid, incarnation)
    final: dict[tuple[int, int], dict[str, Any]] = field(default_factory=dict)
    #: VG 11.1.1.1: the situations seen in the check timing in progress while
    #: nobody could stop it (None outside a check timing with abilities standing by)
    loop: dict[tuple[Any, ...], bool] | None = None


def game_state(g: Game) -> VanguardState:
    """The game's :class:`VanguardState` (installed by :meth:`Vanguard.build`)."""
    data = g.data
    return data if type(data) is VanguardState else g.data_of(VanguardState)  # the usual case without a call


def turn_state(g: Game) -> VanguardTurn:
    """The turn's :class:`VanguardTurn` (installed by :meth:`Vanguard.build`, replaced as a turn begins)."""
    data = g.turn_data
    return data if type(data) is VanguardTurn else g.turn_data_of(VanguardTurn)  # the usual case without a call


def seat_zones(g: Game) -> list[SeatZones]:
    """Every seat's zones (looked up on first use, once the zones exist)."""
    st = game_state(g)
    if not st.seats:
        st.seats = [SeatZones(g, s) for s in range(g.n_players)]
    return st.seats


def battle(g: Game) -> Battle | None:
    """The battle in progress (VG 7.1.2.1), or None."""
    return turn_state(g).battle
