"""What one seat may see: the only state the GUI and other seats get.

Built by :func:`view_for`. Card faces the viewer may not see are absent: a
hidden card has no name, no card id and no stats, only its iid (stable,
needed to point at it) and its face and orientation.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.events import quick_init
from engine.messages import Message
from engine.state import HIDDEN, PRIVATE, PUBLIC, Card, Game

#: The iid shown for a card the viewer cannot see in a closed zone.
HIDDEN_IID = -1


@quick_init
@dataclass(frozen=True, slots=True)
class CardView:
    iid: int  #: stable id, or HIDDEN_IID for an unseen card in a closed zone
    name: str | None
    card_id: str | None
    face_up: bool
    orientation: str
    stats: dict[str, Any] = field(default_factory=dict)
    text: str = ""
    type: str = ""


@quick_init
@dataclass(frozen=True, slots=True)
class ZoneView:
    key: str
    name: str
    owner: int
    visibility: str
    count: int
    cards: tuple[CardView, ...]
    host: str | None = None


@quick_init
@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    team: int
    counters: dict[str, int]
    lost: str
    #: ``lost`` as a message, when the game gave one (for the player's language)
    lost_message: Message | None = None


@quick_init
@dataclass(frozen=True, slots=True)
class View:
    viewer: int
    ruleset: str
    turn: int
    active: int
    phase: str
    step: str
    players: tuple[PlayerView, ...]
    zones: tuple[ZoneView, ...]
    over: bool
    winners: tuple[int, ...]
    extras: dict[str, Any]

    def zone(self, key: str) -> ZoneView:
        for z in self.zones:
            if z.key == key:
                return z
        raise KeyError(key)


#: the view of an unseen card of a closed zone by its face and orientation:
#: nothing tells two such cards apart, so every view shares one (views are read, never changed)
_UNSEEN: dict[tuple[bool, str], CardView] = {}


def _unseen(face_up: bool, orientation: str) -> CardView:
    got = _UNSEEN.get((face_up, orientation))
    if got is None:
        got = _UNSEEN[face_up, orientation] = CardView(HIDDEN_IID, None, None, face_up, orientation)
    return got


def view_for(g: Game, viewer: int, stats: Callable[[Game, Card], dict[str, Any]] | None = None) -> View:
    """What ``viewer`` may see of ``g``. ``stats`` reads a seen card's stats
    (the ruleset's ``card_stats`` unless given: a playout's bots read them
    only when they look, :func:`engine.search.playout_view`)."""
    rs = g.ruleset
    stats_of = stats or rs.card_stats
    can_see = g.can_see
    zones = []
    for zone in g.zones.values():
        vis = zone.visibility
        zc = zone.cards
        if zc and (vis == HIDDEN or (vis == PRIVATE and zone.owner != viewer)):
            # A zone closed to the viewer whose cards are all face down in one
            # orientation, none known to the viewer: all unseen, all alike.
            o = zc[0].orientation
            if all(not c.face_up and c.orientation == o and viewer not in c.known_to for c in zc):
                zones.append(
                    ZoneView(zone.key, zone.name, zone.owner, vis, len(zc), (_unseen(False, o),) * len(zc), zone.host)
                )
                continue
        cards = []
        public = vis == PUBLIC
        for c in zc:
            if can_see(c, viewer):
                cards.append(
                    CardView(
                        c.iid,
                        c.card.name,
                        c.card.id,
                        c.face_up,
                        c.orientation,
                        stats_of(g, c),
                        c.card.text,
                        c.card.type,
                    )
                )
            elif public:
                cards.append(CardView(c.iid, None, None, c.face_up, c.orientation))
            else:
                # An unseen card in a deck, hand or other closed zone gets no
                # id: ids would let a viewer follow it through a shuffle.
                cards.append(_unseen(c.face_up, c.orientation))
        zones.append(ZoneView(zone.key, zone.name, zone.owner, vis, len(zc), tuple(cards), zone.host))
    players = tuple(PlayerView(p.seat, p.team, dict(p.counters), p.lost, p.lost_message) for p in g.players)
    return View(
        viewer,
        rs.id,
        g.turn,
        g.active,
        g.phase,
        g.step,
        players,
        tuple(zones),
        g.over,
        g.winners,
        rs.view_extras(g, viewer),
    )
