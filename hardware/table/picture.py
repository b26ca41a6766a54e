"""What the table shows and what the game says it should show.

A :class:`Sight` is one mat zone as the devices can know it: how many cards
lie there (the zone sensor), whether the top one stands or rests (the sensor,
where it can tell), and which labelled cards lie face up where the camera
sees them. :func:`expected` builds the same thing from the engine's state;
:func:`compare` lists the differences in words a player can act on.

Cards are named by ``(card id, copy)``: the copy number printed on the
sleeve label, which also tells the owner's seat (player 1's copies are
1, 2, ..., player 2's 21, 22, ..., see :func:`~hardware.camera.labels.seat_copy`).
In the engine each card of one owner and one card id gets the next copy
number in the order of its card number (:class:`Copies`); which physical
copy is which does not matter to the rules, only that it stays the same.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from engine.events import CardMoved
from engine.match import Match
from engine.messages import CardRef
from engine.state import PUBLIC, REST, STAND, Card, Game
from hardware.camera.labels import MAX_COPY, SEAT_COPIES, copy_seat, seat_copy
from hardware.layouts import Layout, ZoneArea
from hardware.table.words import Joined, TableMessage, ZoneRef, say

LabelKey = tuple[str, int]  #: (card id, copy)


@dataclass(frozen=True, slots=True)
class Sight:
    count: int | None = None  #: cards in the zone; None: not known
    labels: tuple[LabelKey, ...] = ()  #: face-up labelled cards the camera sees, sorted
    orientation: str | None = None  #: "stand" / "rest" of the top card; None: not known


Picture = dict[str, Sight]


class Copies:
    """Copy numbers of a game's cards: per owner and card id, 1, 2, ... by card number."""

    def __init__(self, game: Game) -> None:
        self.copy_of: dict[int, int] = {}
        self._by_label: dict[tuple[int, str, int], int] = {}
        seen: Counter[tuple[int, str]] = Counter()
        for c in sorted(game.cards, key=lambda c: c.iid):
            seen[c.owner, c.card.id] += 1
            n = seen[c.owner, c.card.id]
            if n > SEAT_COPIES:
                continue  # more copies than a label can number: never read from the table
            copy = seat_copy(c.owner, n)
            self.copy_of[c.iid] = copy
            self._by_label[c.owner, c.card.id, copy] = c.iid

    def label(self, card: Card) -> LabelKey:
        n = self.copy_of.get(card.iid)
        if n is None:
            # a card made during the game (a token) has no sleeve label: a
            # number no label carries keeps it apart
            n = MAX_COPY + 1 + card.iid
        return (card.card.id, n)

    def labelled(self, card: Card) -> bool:
        """Whether the card carries a sleeve label (a token made during the game does not)."""
        return card.iid in self.copy_of

    def card(self, label: LabelKey) -> int | None:
        """The card a label names (its copy number tells the owner's seat,
        see :func:`hardware.camera.labels.seat_copy`)."""
        seat, _ = copy_seat(label[1])
        return self._by_label.get((seat, label[0], label[1]))


def _orientation(card: Card) -> str | None:
    return card.orientation if card.orientation in (STAND, REST) else None


def expected(match: Match, layout: Layout, copies: Copies) -> Picture:
    """The picture the table should show for the game's current state."""
    g = match.game
    hosted: dict[str, list[Card]] = {}
    for z in g.zones.values():
        if z.host is not None and z.cards:
            hosted.setdefault(z.host, []).extend(z.cards)
    pic: Picture = {}
    for area in layout.zones:
        zone = g.zones.get(area.key)
        if zone is None:
            continue
        own = zone.cards
        count = len(own) + len(hosted.get(area.key, ()))
        labels: list[LabelKey] = []
        if area.camera:
            shown = own if area.kind == "row" else own[-1:]
            labels = [copies.label(c) for c in shown if c.face_up and zone.visibility == PUBLIC and copies.labelled(c)]
        top = own[-1] if own else None
        orient = _orientation(top) if top is not None and area.kind == "slot" else None
        pic[area.key] = Sight(count, tuple(sorted(labels)), orient)
    return pic


def along_row(area: ZoneArea, xy: tuple[float, float]) -> float:
    """How far along its row a card lying at ``xy`` (mat millimetres) lies,
    counted from the end where its owner starts the row: their left (the
    mat's left for a seat on the near side, its right for the seat across,
    ``rotate`` 180). Players add each new card at the other end, so the
    cards of a row lie in the order they were put down."""
    x, y = xy
    along = x if area.w >= area.h else y
    return -along if area.rotate == 180 else along


def shown_between(layout: Layout, game: Game, move: CardMoved) -> str | None:
    """The zone where the players show a card the game revealed to
    everybody on its way from one hidden zone to another (a card revealed
    from the top of the deck and put on its bottom, or into the hand), so
    that the camera reads which card it was; None for any other move or a
    mat with no such zone (see :attr:`Layout.reveal`)."""
    if len(move.seen_by) < game.n_players:
        return None
    if PUBLIC in (game.zones[move.src].visibility, game.zones[move.dst].visibility):
        return None
    return layout.reveal_zone(move.owner)


@dataclass(frozen=True, slots=True)
class Difference:
    """One way the table differs from the game, in words."""

    zone: str
    what: str  #: "count", "cards" or "orientation"
    text: str  #: in English, keeping its message (a :class:`~hardware.table.words.Worded`)
    missing: tuple[LabelKey, ...] = ()  #: cards the game has there and the table does not show
    extra: tuple[LabelKey, ...] = ()  #: cards the table shows there and the game does not have


@dataclass
class Channels:
    """Which device readings can be trusted right now."""

    counts: bool = True  #: the sensor mat is connected
    labels: bool = True  #: the camera is connected and calibrated
    orientation: bool = True  #: the sensors report standing / resting
    sensed: frozenset[str] = field(default_factory=frozenset)  #: zones with a sensor


def compare(
    want: Picture,
    seen: Picture,
    layout: Layout,
    channels: Channels,
    names: Mapping[str, str] | None = None,
    copies: Copies | None = None,
) -> list[Difference]:
    """How the table (``seen``) differs from the game (``want``), zone by zone,
    in the layout's order; only what the connected devices can tell. The
    words name a card by ``names`` (card id -> name), and ``copies`` says
    which of the game's cards a label is."""
    names = names or {}

    def cards(labels: Iterable[LabelKey]) -> Joined:
        return Joined(tuple(_card_ref(label, names, copies) for label in labels))

    out: list[Difference] = []
    for area in layout.zones:
        w = want.get(area.key)
        if w is None:
            continue
        s = seen.get(area.key, Sight())
        if channels.labels and area.camera:
            missing = tuple((Counter(w.labels) - Counter(s.labels)).elements())
            extra = tuple((Counter(s.labels) - Counter(w.labels)).elements())
            if missing and not extra and area.kind == "row" and _counted(area, w, s, channels):
                # the mat counts the game's cards in the row and the camera
                # reads no other card there: the labels it does not read lie
                # under the cards laid over them (a row pushed together)
                missing = ()
            if missing or extra:
                where = _where(area)  # (made only for a zone that differs: compare runs on every try)
                if missing and extra:
                    text = say("table.diff.put_take", where=where, missing=cards(missing), extra=cards(extra))
                elif missing:
                    text = say("table.diff.put", where=where, cards=cards(missing))
                else:
                    text = say("table.diff.take", where=where, cards=cards(extra))
                out.append(Difference(area.key, "cards", text, missing, extra))
                continue
        if channels.counts and area.key in channels.sensed and s.count is not None and s.count != w.count:
            assert w.count is not None
            n = w.count - s.count
            mid = ("table.diff.more" if n > 0 else "table.diff.fewer") + ("_one" if abs(n) == 1 else "")
            said = say(mid, where=_where(area), n=abs(n), want=w.count, seen=s.count)
            out.append(Difference(area.key, "count", said))
            continue
        if (
            channels.orientation
            and w.orientation is not None
            and s.orientation is not None
            and w.orientation != s.orientation
            and (s.count or 0) > 0
        ):
            said = say(f"table.diff.{w.orientation}", where=_where(area))
            out.append(Difference(area.key, "orientation", said))
    return out


def _card_ref(label: LabelKey, names: Mapping[str, str], copies: Copies | None) -> CardRef:
    """The card a label names, for a message (its instance id -1 when not known)."""
    iid = copies.card(label) if copies is not None else None
    return CardRef(-1 if iid is None else iid, names.get(label[0], label[0]))


def _counted(area: ZoneArea, want: Sight, seen: Sight, channels: Channels) -> bool:
    """Whether the mat counts as many cards in ``area`` as the game has there."""
    return channels.counts and area.key in channels.sensed and seen.count is not None and seen.count == want.count


def _where(area: ZoneArea) -> TableMessage:
    """``Player 1's Vanguard Circle``."""
    return where(area.seat, area.key, area.label)


def where(seat: int, key: str, label: str) -> TableMessage:
    """A zone of a player's, in words: ``Player 1's Vanguard Circle``."""
    return TableMessage("table.where", (("n", seat + 1), ("zone", ZoneRef(key, label))))
