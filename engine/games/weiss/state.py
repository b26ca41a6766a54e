"""The typed state of a Weiss Schwarz game: :class:`WeissState` for the
whole game (``Game.data``) and :class:`WeissTurn` for the turn in progress
(``Game.turn_data``, replaced when a turn begins), read through
:func:`game_state` and :func:`turn_state`.

The ruleset installs both when it builds the game; every field names the
rule it serves.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.abilities import Ability
from engine.decisions import Option
from engine.games.weiss.zones import POSITIONS, SeatZones
from engine.state import Card, Game, Player

#: one character's ability by card: (card iid, incarnation, ability index)
AbilityKey = tuple[int, int, int]

#: the information of a card in a zone: its zone, level, power and soul (WS 8.11.1)
CardSnapshot = dict[str, int | str]


@dataclass(slots=True)
class Attack:
    """The attack sub-phase in progress (WS 7.1.2): the attacking character
    (as the card it was when it attacked, WS 3.1.4) and its position, the
    type of attack (WS 7.2.1.4) and, for a frontal attack, the defending
    character (WS 7.2.1.5.1)."""

    attacker: int
    attacker_inc: int
    position: str
    kind: str
    defender: int | None = None
    defender_inc: int = 0
    defender_pos: str = ""
    #: the trigger checks of its trigger step (WS 7.3.1.2; "perform Trigger Check 2 times during Trigger Step")
    checks: int = 1


@dataclass(slots=True)
class Timed:
    """An automatic ability created by an effect, waiting for its moment
    (WS 8.7.5): its master (WS 4.3.5), "this card" as it was when it was
    created, the turn it was created in, whether it is limited to that turn,
    and how many activations it has left (WS 8.7.5.1)."""

    tid: int
    master: int
    ability: Ability
    source: int | None
    source_inc: int
    label: str
    turn: int
    this_turn: bool
    left: int


@dataclass(slots=True)
class WeissState:
    """What a Weiss Schwarz game keeps besides its zones and cards."""

    #: WS 3: each seat's zones, looked up once, by seat
    zones: list[SeatZones] = field(default_factory=list)
    #: WS 9.1.2.2: (player, zones) of each seat, for the quick test that no rule action applies
    seats: list[tuple[Player, SeatZones]] = field(default_factory=list)
    #: WS 8.7.6: the seats whose decks hold a state-activated ability (the others are never checked)
    states: tuple[int, ...] = ()
    #: WS 8.7.6.1: the state-activated abilities in standby, which do not trigger again until resolved
    state_waiting: set[AbilityKey] = field(default_factory=set)
    #: WS 8.7.6.1: the journal length when the states were last checked (-1: check again)
    state_at: int = -1
    #: WS 9.5.1: whether a card of the game prints 0 power or has a continuous ability lowering power
    power_risk: bool = False
    #: WS 9.1.2.2: the journal length up to which no check rule action applies (-1: not known)
    quiet_at: int = -1
    #: ``g.changes`` when ``quiet_at`` was last found quiet
    quiet_changes: int = -1
    #: WS 9.2.3, WS 9.3.3: a cost is being paid (no refresh, no level up until it is paid)
    paying: bool = False
    #: WS 8.11.1: the last known information of each card that left the stage, by (iid, incarnation)
    lki: dict[tuple[int, int], CardSnapshot] = field(default_factory=dict)
    #: WS 8.9.1.5.1: when each card (by iid) was put into its current zone, on the effects' clock
    stamps: dict[int, int] = field(default_factory=dict)
    #: WS 8.7.5: the timed abilities waiting for their moment, in the order created
    timed: list[Timed] = field(default_factory=list)
    #: WS 11.2: the seats granted an additional turn, the last granted taken first (WS 11.2.2)
    extra_turns: list[int] = field(default_factory=list)
    #: WS 6.4.1.2, WS 6.5.1.2: the options of the cards in a hand, by (action, card iid), built once
    options: dict[tuple[str, int], Option] = field(default_factory=dict)
    #: WS 8.7.2: the moments some card of the game has a printed automatic ability for, with the
    #: number of cards of the game when they were looked up (None: not yet)
    moments: tuple[int, frozenset[str]] | None = None


@dataclass(slots=True)
class WeissTurn:
    """What the turn in progress keeps (WS 6.1); a new one each turn."""

    #: WS 7.1.2: the attack in progress, None between attacks
    attack: Attack | None = None
    #: WS 4.12.2.7: the shot abilities watching the next damage of a character:
    #: (attacker iid, attacker incarnation, master)
    shots: list[tuple[int, int, int]] = field(default_factory=list)
    #: WS 6.5.1.2.3: the once-a-turn activated abilities used this turn
    acts_used: list[AbilityKey] = field(default_factory=list)
    #: the characters played from the hand and placed on the stage this turn (WS 8.6.2.4.1): (iid, incarnation)
    played: set[tuple[int, int]] = field(default_factory=set)
    #: the automatic abilities of a limited number a turn played this turn: (card iid, incarnation, ability index)
    autos_used: dict[AbilityKey, int] = field(default_factory=dict)
    #: WS 6.8.1.1: the end-of-turn conditions that have activated this turn:
    #: (card iid, incarnation, moment, ability index)
    end_done: set[tuple[int, int, str, int]] = field(default_factory=set)


def game_state(g: Game) -> WeissState:
    """The Weiss Schwarz state of ``g`` (installed when the game is built)."""
    data = g.data
    return data if type(data) is WeissState else g.data_of(WeissState)  # the usual case without a call


def turn_state(g: Game) -> WeissTurn:
    """The state of the turn in progress of ``g`` (a new one each turn)."""
    data = g.turn_data
    return data if type(data) is WeissTurn else g.turn_data_of(WeissTurn)  # the usual case without a call


def seat_zones(g: Game, seat: int) -> SeatZones:
    """``seat``'s zones, looked up once when the game was built."""
    return game_state(g).zones[seat]


def stage(g: Game, seat: int, positions: Sequence[str] = POSITIONS) -> list[Card]:
    """The characters on ``seat``'s stage, in position order."""
    if positions is POSITIONS:
        return [z.cards[-1] for z in seat_zones(g, seat).positions if z.cards]
    by = seat_zones(g, seat).by_position
    return [by[p].cards[-1] for p in positions if by[p].cards]
