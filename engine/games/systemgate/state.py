"""System Gate's typed state: the whole game (``g.data``) and the turn in
progress (``g.turn_data``), and the lookups that read them.

Life and Energy belong to the player in the two-player game and to the team
in Tag Team (SG 15.5.1): :func:`life_seat` names the seat whose ``life``
counter holds the team's life; :class:`SeatZones` lists the team's Energy.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field
from typing import Any

from engine.decisions import Decision, Option
from engine.events import PhaseBegan
from engine.flow import Words, choose_one
from engine.messages import msg
from engine.state import Card, Game, Zone
from engine.timing import Pending

Flow = Generator[Decision, tuple[Option, ...], Any]

#: SG 4.6.1.5: the unit zones (Left, Center, Right) ...
UNIT_SLOTS = ("left", "center", "right")
#: ... plus the Player zone (Items) and the Set zone.
FIELD_ZONES = ("left", "center", "right", "player", "set")
#: SG 2.1.2: at most 3 Limit of units on Left, Right and Center.
MAX_LIMIT = 3
#: SG 2.4.8: "infinite power" as a number larger than any printed one.
INFINITE = 10**9


@dataclass(slots=True)
class StackItem:
    """A card or skill in the stack (SG 3.5, SG 8.4.3.4)."""

    controller: int
    label: str
    card: Card | None = None  #: the card being played, lying in its controller's stack zone
    dest: str = ""  #: the field zone chosen for a unit or item (SG 8.4.3.1)
    pending: Pending | None = None  #: a triggered or used skill
    gate_master: bool = False  #: played from the Gate Master zone (SG 3.8.2.1)
    fizzled: bool = False  #: SG 10.8.1: it does not resolve (a card goes to the drop)


@dataclass(slots=True)
class Attack:
    """The attack in progress (SG 6.2.6)."""

    attackers: list[Card]  #: SG 6.2.6.1: the attacker and the units joining a Link Attack
    incs: list[int]  #: the attackers' incarnations when declared (SG 1.3.2: gone cards deal nothing)
    target: Card | None  #: a unit or an Item; None when the player is attacked without an Item
    target_inc: int
    defender: int  #: the seat whose card or self is attacked
    fizzled: bool = False  #: SG 10.8.1: no damage step; the attack ends (SG 6.2.6.7)
    hit: bool = False  #: damage was dealt (SG 6.2.6.6)
    berserk: bool = False  #: SG 2.4.10: a Berserk Gate Master attacks, no [Counter] against it


class SeatZones:
    """One seat's zones and team, looked up once when the game is built
    (the hot path reads these instead of looking zones up by name)."""

    __slots__ = (
        "deck",
        "drop",
        "energies",
        "energy",
        "field",
        "gm",
        "hand",
        "life_seat",
        "slots",
        "team",
        "unit_zones",
    )

    def __init__(self, g: Game, seat: int) -> None:
        z = g.zone
        self.deck = z(seat, "deck")
        self.hand = z(seat, "hand")
        self.energy = z(seat, "energy")
        self.drop = z(seat, "drop")
        self.gm = z(seat, "gm")
        #: SG 9.5.1: the zones that hold one card
        self.slots = tuple(z(seat, n) for n in ("left", "center", "right", "player"))
        self.unit_zones = tuple(z(seat, n) for n in UNIT_SLOTS)
        self.field = tuple(z(seat, n) for n in FIELD_ZONES)
        team = g.players[seat].team
        #: SG 15: the seats of this seat's team (itself alone in the two-player game)
        self.team = [p.seat for p in g.players if p.team == team]
        #: SG 15.3.1: the team's one Life total is kept by its first seat
        self.life_seat = self.team[0]
        #: SG 15.5.1: the Energy zones this seat may pay from
        self.energies: tuple[Zone, ...] = ()


@dataclass(slots=True)
class SystemGateState:
    """The state of a whole System Gate game (``g.data``)."""

    #: every seat's zones and team, by seat (built once every zone exists)
    seats: list[SeatZones]
    #: ``opposing[turn player][seat]``, the seats opposing ``seat``
    #: in turn order from the turn player (asked at every Counter Timing)
    opposing: list[list[list[int]]]
    #: SG 9.7.1: every <Token> card of the game (the rule action watches them)
    token_cards: list[Card]
    #: SG 3.5: the stack, last in first out
    stack: list[StackItem] = field(default_factory=list)
    #: SG 6.2.6: the attack in progress
    attack: Attack | None = None
    #: SG 11.14: cards in Union, (iid, incarnation) -> the partner's
    unions: dict[tuple[int, int], tuple[int, int]] = field(default_factory=dict)
    #: SG 3.5 / SG 9.3: the journal length up to which every change of the
    #: state has been looked at for rule actions (-1: none yet)
    clean_at: int = -1
    #: ``g.changes`` at that moment (-1: none yet)
    clean_changes: int = -1
    #: SG 9.6.1: the cards dealt damage this turn (the only ones the rule
    #: action must look at)
    damaged: list[Card] = field(default_factory=list)
    #: SG 6.2.6 / SG 15.4.2: the seats that have had a turn (the first turn
    #: allows one attack and no Link Attack)
    had_turn: set[int] = field(default_factory=set)
    #: SG 6.2.4.1 - SG 6.2.4.3: the options of playing each hand card, by
    #: (seat, card iid, Gate Master iid or -1, how), built once
    play_options: dict[tuple[int, int, int, str], tuple[Option, ...]] = field(default_factory=dict)
    #: SG 3.1.2.3: the events some card of the game has an automatic skill
    #: for, with the number of cards they were read from (None: not yet)
    trigger_words: tuple[int, frozenset[str]] | None = None

    @classmethod
    def of(cls, g: Game) -> SystemGateState:
        """The state of a game whose zones and cards all exist."""
        seats = [SeatZones(g, s) for s in range(g.n_players)]
        for s in seats:
            s.energies = tuple(seats[t].energy for t in s.team)
        n = g.n_players
        teams = [p.team for p in g.players]
        opposing = [
            [[(a + i) % n for i in range(n) if teams[(a + i) % n] != teams[seat]] for seat in range(n)]
            for a in range(n)
        ]
        tokens = [c for c in g.cards if c.card.stats.get("token")]
        return cls(seats=seats, opposing=opposing, token_cards=tokens)


@dataclass(slots=True)
class SystemGateTurn:
    """The state of the turn in progress (``g.turn_data``, new each turn)."""

    #: SG 6.2.6: attacks declared this turn (the first turn allows one)
    attacks: int = 0
    #: SG 2.4.10: the Berserk Gate Master (iid, incarnation) whose attacks
    #: allow no [Counter] this turn
    berserk: tuple[int, int] | None = None
    #: skills usable once per turn that were used, (iid, incarnation, id of the ability)
    once_used: set[tuple[int, int, int]] = field(default_factory=set)
    #: SG 11.3.1 [Dual Attack]: attackers that stood again, (iid, incarnation)
    dual_stood: set[tuple[int, int]] = field(default_factory=set)
    #: SG 2.4.12 Guard Token: seats whose next damage from an enemy skill is 0
    guard_skill: set[int] = field(default_factory=set)
    #: SG 2.4.12 Guard Token: seats whose next unit to be destroyed or
    #: returned to the hand remains on the field
    guard_stay: set[int] = field(default_factory=set)
    #: SG 1.2.6.3: seats that cannot lose this turn
    cannot_lose: set[int] = field(default_factory=set)
    #: SG 1.2.6.2: seats that cannot win by a card skill this turn
    cannot_win: set[int] = field(default_factory=set)


def game_state(g: Game) -> SystemGateState:
    """The System Gate state of ``g`` (installed by the ruleset's build)."""
    data = g.data
    return data if type(data) is SystemGateState else g.data_of(SystemGateState)  # the usual case without a call


def turn_state(g: Game) -> SystemGateTurn:
    """The state of the turn in progress of ``g``."""
    data = g.turn_data
    return data if type(data) is SystemGateTurn else g.turn_data_of(SystemGateTurn)  # the usual case without a call


# -- seats and teams ---------------------------------------------------------------------


def seat_zones(g: Game) -> list[SeatZones]:
    return game_state(g).seats


def team_of(g: Game, seat: int) -> list[int]:
    return game_state(g).seats[seat].team


def life_seat(g: Game, seat: int) -> int:
    """The seat holding ``seat``'s life counter: the team's first seat
    (SG 15.3.1 shared life; the seat itself in the two-player game)."""
    return game_state(g).seats[seat].life_seat


def life(g: Game, seat: int) -> int:
    return g.players[game_state(g).seats[seat].life_seat].counters.get("life", 0)


def opponents(g: Game, seat: int) -> list[int]:
    """Opposing seats in turn order from the turn player (a table built once
    per game: the hot path asks this at every Counter Timing)."""
    return game_state(g).opposing[g.active][seat]


def paused(g: Game, seat: int) -> bool:
    """SG 15.4.3 / SG 15.4.4: the turn player's team mate is paused."""
    return seat != g.active and g.players[seat].team == g.players[g.active].team


def choose_opponent(g: Game, seat: int, prompt: Words) -> Flow:
    """The opponent an effect applies to: the only one, or (Tag Team) the one
    the controller chooses."""
    opps = opponents(g, seat)
    if len(opps) == 1:
        return opps[0]
    options = [Option(f"p{s}", f"Player {s + 1}", message=msg("option.player", n=s + 1)) for s in opps]
    opt = yield from choose_one(g, seat, prompt, options)
    return int(opt.key[1:])


def current_attack(g: Game) -> Attack | None:
    return game_state(g).attack


# -- cards and zones ---------------------------------------------------------------------


def stat(g: Game, card: Card, name: str) -> int:
    """A card's stat now: printed, changed by continuous effects (SG 2.7)."""
    value = g.stat(card, name, 0) if g.effects else card.card.stats.get(name, 0)
    return int(value)


def soul_zone(g: Game, card: Card) -> Zone | None:
    """SG 4.9.1: the soul under a card in a unit zone or the Player zone."""
    z = card.zone
    if not z.field or z.name == "set":
        return None
    return g.zone(z.owner, "soul_" + z.name)


def gate_of(g: Game, seat: int) -> Card | None:
    return g.zone(seat, "gate").top


def field_cards(g: Game, seat: int) -> list[Card]:
    return [c for z in game_state(g).seats[seat].field for c in z.cards]


def units(g: Game, seat: int) -> list[Card]:
    return [c for z in game_state(g).seats[seat].unit_zones for c in z.cards]


def free_slot(g: Game, seat: int) -> list[str]:
    """The empty unit zones of ``seat``."""
    return [s for s in UNIT_SLOTS if not g.zone(seat, s).cards]


def union_partner(g: Game, card: Card) -> Card | None:
    """The card ``card`` is in Union with, while both are still the same cards
    in the same field zone (SG 11.14)."""
    unions = game_state(g).unions
    if not unions:
        return None
    other = unions.get((card.iid, card.incarnation))
    if other is None:
        return None
    partner = g.cards[other[0]]
    if partner.incarnation != other[1] or partner.zone is not card.zone:
        return None
    return partner


def make_union(g: Game, a: Card, b: Card) -> None:
    """SG 11.14: ``a`` and ``b`` are in Union."""
    unions = game_state(g).unions
    unions[(a.iid, a.incarnation)] = (b.iid, b.incarnation)
    unions[(b.iid, b.incarnation)] = (a.iid, a.incarnation)


def total_limit(g: Game, seat: int) -> int:
    """SG 2.1.2: the Limit on Left, Center and Right (Spells, Gates, Items: 0)."""
    total = 0
    for z in game_state(g).seats[seat].unit_zones:
        cards = z.cards
        if len(cards) == 2 and union_partner(g, cards[0]) is cards[1]:
            # SG 11.14: of two cards in Union the smaller Limit is not counted.
            a, b = cards[0].card.stats.get("limit", 0), cards[1].card.stats.get("limit", 0)
            total += max(a, b)
            continue
        for c in cards:
            total += c.card.stats.get("limit", 0)
    return total


def overloaded(g: Game, zone: Zone) -> bool:
    """SG 9.5.1: more than one card in a one-card field zone (two cards in
    Union may share a zone, SG 11.14)."""
    cards = zone.cards
    if len(cards) <= 1:
        return False
    return not (len(cards) == 2 and union_partner(g, cards[0]) is cards[1])


# -- the phases of a turn (SG 6.2) ----------------------------------------------------------

START, MAIN, BATTLE, END = "Start Phase", "Main Phase", "Battle Phase", "End Phase"


def begin(g: Game, phase: str, step: str = "", rule: str = "") -> None:
    """Start a phase or step (``rule`` names the rule that defines it)."""
    g.phase = phase
    g.step = step
    g.emit(PhaseBegan(g.active, phase, step))
