"""Game state as plain data, and the primitive operations on it.

A :class:`Game` holds players, zones (ordered stacks and named slots, each
public, private or hidden), card instances with stable ids, continuous
effects, pending abilities and the event journal. Rulesets build on the
primitives here (:meth:`Game.move`, :meth:`Game.draw`, :meth:`Game.stat`...);
every change goes through them so that it is journaled.
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from engine.abilities import Ability
from engine.cards import CardDef
from engine.errors import GameOver
from engine.events import (
    CardFlipped,
    CardMoved,
    CardTurned,
    CounterChanged,
    EffectAdded,
    EffectEnded,
    Event,
    GameEnded,
    Happened,
    Note,
    PlayerLost,
    Shuffled,
)
from engine.messages import Message
from engine.timing import Duration, Effect, Layer, Pending, Replacement

if TYPE_CHECKING:
    from engine.decisions import Option
    from engine.ruleset import Ruleset

#: a game package's own state class (see :meth:`Game.data_of`)
_D = TypeVar("_D")

PUBLIC = "public"
PRIVATE = "private"  #: the owner sees the faces (hand)
HIDDEN = "hidden"  #: nobody sees the faces (deck)

STAND = "stand"
REST = "rest"
REVERSE = "reverse"


class Card:
    """One physical card in a game. ``iid`` never changes; ``incarnation``
    changes whenever the card changes zones and so becomes a new card for the
    rules (effects on the old one stop applying)."""

    __slots__ = (
        "card",
        "counters",
        "data",
        "face_up",
        "iid",
        "incarnation",
        "known_to",
        "master",
        "name",
        "orientation",
        "owner",
        "zone",
    )

    def __init__(self, iid: int, card: CardDef, owner: int, zone: Zone) -> None:
        self.iid = iid
        self.card = card
        self.owner = owner
        self.master = owner
        self.zone = zone
        self.face_up = False
        self.orientation = STAND
        self.counters: dict[str, int] = {}
        self.incarnation = 0
        self.known_to: frozenset[int] = frozenset()
        self.data: dict[str, Any] = {}
        #: the printed name (``card`` never changes), read by every label
        self.name = card.name

    def __repr__(self) -> str:
        return f"<Card #{self.iid} {self.card.id} {self.card.name!r} in {self.zone.key}>"


class Zone:
    """An ordered stack of cards (index -1 is the top) or a named slot.

    ``capacity`` limits slots (a circle holds one unit); ``host`` names the slot
    a pile lies under (soul, markers), so it moves with it.
    """

    __slots__ = ("capacity", "cards", "field", "host", "key", "name", "open_facedown", "owner", "visibility")

    def __init__(
        self,
        key: str,
        name: str,
        owner: int,
        visibility: str,
        capacity: int | None = None,
        host: str | None = None,
        open_facedown: bool = False,
        field: bool = False,
    ) -> None:
        self.key = key
        self.name = name
        self.owner = owner
        self.visibility = visibility
        self.cards: list[Card] = []
        self.capacity = capacity
        self.host = host
        self.open_facedown = open_facedown
        self.field = field

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __bool__(self) -> bool:
        return True

    @property
    def top(self) -> Card | None:
        return self.cards[-1] if self.cards else None

    def __repr__(self) -> str:
        return f"<Zone {self.key} ({len(self.cards)})>"


class Player:
    __slots__ = ("counters", "data", "lost", "lost_message", "seat", "team")

    def __init__(self, seat: int, team: int) -> None:
        self.seat = seat
        self.team = team
        self.counters: dict[str, int] = {}
        self.lost = ""
        #: why the player lost as a message (``lost`` is its English)
        self.lost_message: Message | None = None
        self.data: dict[str, Any] = {}


class Game:
    """The position: plain data plus the primitives that change it."""

    def __init__(self, ruleset: Ruleset, seed: int, teams: tuple[int, ...]) -> None:
        self.ruleset = ruleset
        self.seed = seed
        self.rng = random.Random(seed)
        self.players = [Player(i, t) for i, t in enumerate(teams)]
        self.zones: dict[str, Zone] = {}
        self._pz: list[dict[str, Zone]] = [{} for _ in teams]
        self.cards: list[Card] = []
        self.turn = 0
        self.active = 0
        self.first_player = 0
        self.phase = ""
        self.step = ""
        self.effects: list[Effect] = []
        #: ``effects`` by characteristic, in the same order (see :meth:`stat`);
        #: rebuilt when ``effects`` is replaced or changed
        self._by_stat: dict[str, list[Effect]] = {}
        self._by_stat_of: list[Effect] | None = None
        self.replacements: list[Replacement] = []
        self.pending: list[Pending] = []
        self.journal: list[Event] = []
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.reason = ""
        self.reason_message: Message | None = None
        #: the game's own state, kept by its package (a dataclass of the
        #: game's ``state`` module): ``data`` for the whole game, ``turn_data``
        #: for the turn in progress (replaced when a turn begins)
        self.turn_data: object = {}
        self.data: object = {}
        self._next_id = 1
        self._timestamp = 0
        #: bumped by every primitive that changes the state (not by notes):
        #: a ruleset may cache "no rule action applies" against it
        self.changes = 0
        #: answers given so far (the match counts them): a flow can tell
        #: whether a player decided anything between two moments
        self.answers = 0
        #: shuffles so far, and a hook run after each (the match uses it to
        #: lay a shuffled zone out as the physical table shows it)
        self.shuffles = 0
        self.after_shuffle: Callable[[Game, Zone, int], None] | None = None
        #: run where the flow can resume from the state alone, with the
        #: point's name (see :meth:`resting`)
        self.at_rest: Callable[[Game, str], None] | None = None
        #: the options made so far by :func:`engine.flow.card_option` and
        #: :func:`engine.flow.option`, by what they say: an option is a frozen
        #: value, so one made once serves every later question offering the same
        self.options: dict[tuple[object, ...], Option] = {}
        self._all_seats = tuple(range(len(teams)))
        self._owner_seat = tuple((i,) for i in range(len(teams)))

    def between_turns(self) -> None:
        """Called by a flow as each turn begins (see :meth:`resting`)."""
        if self.at_rest is not None:
            self.at_rest(self, "turn")

    def resting(self, point: str) -> None:
        """Called by a flow at ``point``, where the ruleset's
        :meth:`~engine.ruleset.Ruleset.turns` resumes the game from the state
        alone: the match may keep a copy of the state here (:mod:`engine.snapshot`)."""
        if self.at_rest is not None:
            self.at_rest(self, point)

    def data_of(self, kind: type[_D]) -> _D:
        """The game's own state (``data``) as the dataclass ``kind`` its
        package keeps; a :class:`TypeError` for another game's data."""
        data = self.data
        if not isinstance(data, kind):
            raise TypeError(
                f"{self.ruleset.title or self.ruleset.id}: the game's data is a {type(data).__name__}, "
                f"not {kind.__name__}"
            )
        return data

    def turn_data_of(self, kind: type[_D]) -> _D:
        """The state of the turn in progress (``turn_data``) as ``kind`` (see :meth:`data_of`)."""
        data = self.turn_data
        if not isinstance(data, kind):
            raise TypeError(
                f"{self.ruleset.title or self.ruleset.id}: the turn's data is a {type(data).__name__}, "
                f"not {kind.__name__}"
            )
        return data

    # -- structure -------------------------------------------------------------

    @property
    def n_players(self) -> int:
        return len(self.players)

    def add_zone(self, owner: int, name: str, visibility: str, **kw: Any) -> Zone:
        key = f"p{owner}.{name}"
        host = kw.get("host")
        if host and "." not in host:
            kw["host"] = f"p{owner}.{host}"  # a host named within the same seat
        zone = Zone(key, name, owner, visibility, **kw)
        self.zones[key] = zone
        self._pz[owner][name] = zone
        return zone

    def zone(self, owner: int, name: str) -> Zone:
        return self._pz[owner][name]

    def new_card(self, card: CardDef, owner: int, zone: Zone) -> Card:
        c = Card(len(self.cards), card, owner, zone)
        self.cards.append(c)
        zone.cards.append(c)
        return c

    def renumber(self, rng: random.Random) -> None:
        """Give the cards ids in a random order (before the game starts), so an
        id says nothing about where a card stood in its deck list."""
        rng.shuffle(self.cards)
        for i, c in enumerate(self.cards):
            c.iid = i

    def opponents(self, player: int) -> list[int]:
        team = self.players[player].team
        return [p.seat for p in self.players if p.team != team]

    def opponent(self, player: int) -> int:
        """The single opponent in a two-player game."""
        return (player + 1) % 2 if len(self.players) == 2 else self.opponents(player)[0]

    def turn_order(self) -> list[int]:
        """Seats starting from the turn player (used for 'turn player first')."""
        n = len(self.players)
        return [(self.active + i) % n for i in range(n)]

    def next_id(self) -> int:
        self._next_id += 1
        return self._next_id

    # -- journal ---------------------------------------------------------------

    def emit(self, event: Event) -> None:
        self.journal.append(event)

    def log(
        self,
        text: str | Message,
        rule: str = "",
        private_to: int | None = None,
        public_text: str | Message = "",
    ) -> None:
        """A step of the game in words, with the rule it follows. Words given
        as a :class:`~engine.messages.Message` are kept as it, for the
        player's language; the journal's English (``Note.text``) is worded
        from it when read."""
        self.journal.append(Note(text, rule, private_to, public_text))

    def happen(
        self,
        what: str,
        cards: Sequence[Card] = (),
        *,
        player: int | None = None,
        by: Sequence[Card] = (),
        amount: int = 0,
        cause: str = "",
        text: str | Message,
        rule: str = "",
        **facts: Any,
    ) -> Happened:
        """Journal an event that automatic abilities may wait for, now that it
        has happened, and let the ruleset make pending the abilities waiting
        for it (:meth:`Ruleset.triggers`, the only way they trigger).

        Called by the operation that performs the event, after performing
        it, so an ability triggers only on an event that happened as that
        event: one an effect prohibited was not conducted and never gets here
        (VG 1.3.3, DBS 1-3-3, SG 1.3.5), and one an effect replaced never
        happened; only what the replacement did instead may get here
        (VG 8.2.1.3, WS 8.10.1.1, DBS 8-9-1-1). ``player`` defaults to the
        owner of the first card. ``facts`` are what the triggered abilities
        may need to know that the journal does not keep: the cards as they
        were before the event (VG 8.6.4.1.2, WS 8.7.4.1.2, DBS 8-6-5-1-2).
        ``text`` given as a message is kept as it, as :meth:`log` does."""
        if player is None:
            player = cards[0].owner if cards else self.active
        iids = tuple([c.iid for c in cards])
        event = Happened(what, iids, player, tuple([c.iid for c in by]) if by else (), amount, cause, text, rule)
        self.journal.append(event)
        self.ruleset.triggers(self, event, facts)
        return event

    # -- visibility ------------------------------------------------------------

    def can_see(self, card: Card, viewer: int) -> bool:
        """Whether ``viewer`` may see which card ``card`` is."""
        if viewer in card.known_to:
            return True
        zone = card.zone
        vis = zone.visibility
        if vis == PUBLIC:
            return card.face_up or zone.open_facedown
        if vis == PRIVATE:
            return viewer == zone.owner or card.face_up
        return False

    def seen_by(self, card: Card) -> tuple[int, ...]:
        """The seats that may see which card ``card`` is (fast paths first:
        this runs on every move)."""
        if not card.known_to:
            zone = card.zone
            vis = zone.visibility
            if vis == PUBLIC:
                return self._all_seats if card.face_up or zone.open_facedown else ()
            if vis == HIDDEN:
                return ()
            if not card.face_up:
                return self._owner_seat[zone.owner]
        return tuple(p for p in range(len(self.players)) if self.can_see(card, p))

    def label(self, card: Card, viewer: int | None) -> str:
        if viewer is None or self.can_see(card, viewer):
            return card.card.name
        return "face-down card"

    # -- moving cards ----------------------------------------------------------

    def move(
        self,
        card: Card,
        dst: Zone,
        *,
        bottom: bool = False,
        index: int | None = None,
        face_up: bool | None = None,
        orientation: str | None = STAND,
        why: str = "",
        rule: str = "",
    ) -> Card:
        """Move ``card`` to ``dst`` (on top unless ``bottom``/``index``).

        The card becomes a new card (its incarnation changes, effects on it end,
        what players had looked at is forgotten) unless the ruleset says this
        move keeps identity (e.g. circle to circle). ``face_up`` defaults to the
        zone's nature: face up in public zones, face down elsewhere.
        """
        self.changes += 1
        src = card.zone
        seen_before = self.seen_by(card)
        cards = src.cards
        if cards[-1] is card:  # the top card (a draw, a mill): no search
            cards.pop()
        else:
            cards.remove(card)
        if index is not None:
            dst.cards.insert(index, card)
        elif bottom:
            dst.cards.insert(0, card)
        else:
            dst.cards.append(card)
        card.zone = dst
        card.face_up = (dst.visibility == PUBLIC) if face_up is None else face_up
        if orientation is not None:
            card.orientation = orientation
        if not self.ruleset.keeps_identity(self, card, src, dst):
            card.incarnation += 1
            card.known_to = frozenset()
            card.counters.clear()
            card.master = card.owner
            if self.effects:
                self._drop_effects_of(card)
        seen_after = self.seen_by(card)
        # seen_by gives sorted tuples of distinct seats, so an empty side needs no union
        if seen_before == seen_after or not seen_after:
            seen = seen_before
        elif not seen_before:
            seen = seen_after
        else:
            seen = tuple(sorted(set(seen_before) | set(seen_after)))
        self.journal.append(CardMoved(card.iid, card.card.name, card.owner, src.key, dst.key, seen, why, rule))
        return card

    def exchange(self, a: Card, b: Card, *, why: str = "", rule: str = "") -> None:
        """Swap two cards between their zones at the same moment (two
        positions or circles exchanging units): no zone ever holds both."""
        self.changes += 1
        za, zb = a.zone, b.zone
        ia, ib = za.cards.index(a), zb.cards.index(b)
        za.cards[ia], zb.cards[ib] = b, a
        a.zone, b.zone = zb, za
        for card, src, dst in ((a, za, zb), (b, zb, za)):
            if src.visibility != dst.visibility:
                card.face_up = dst.visibility == PUBLIC  # a card from the hand is played face up
            if not self.ruleset.keeps_identity(self, card, src, dst):
                card.incarnation += 1
                card.known_to = frozenset()
                card.counters.clear()
                if self.effects:
                    self._drop_effects_of(card)
            self.journal.append(
                CardMoved(card.iid, card.card.name, card.owner, src.key, dst.key, self.seen_by(card), why, rule)
            )

    def draw(self, player: int, n: int = 1, why: str = "draw", rule: str = "") -> list[Card]:
        """Draw ``n`` cards: as many as possible when the deck has fewer."""
        deck = self.zone(player, "deck")
        hand = self.zone(player, "hand")
        drawn: list[Card] = []
        for _ in range(max(n, 0)):
            if not deck.cards:
                break
            drawn.append(self.move(deck.cards[-1], hand, why=why, rule=rule))
        return drawn

    def shuffle(self, zone: Zone) -> None:
        self.changes += 1
        self.rng.shuffle(zone.cards)
        for c in zone.cards:
            if c.known_to:
                c.known_to = frozenset()
        self.shuffles += 1
        if self.after_shuffle is not None:
            self.after_shuffle(self, zone, self.shuffles)
        self.journal.append(Shuffled(zone.key))

    def set_orientation(self, card: Card, orientation: str) -> None:
        self.changes += 1
        if card.orientation != orientation:
            card.orientation = orientation
            self.journal.append(CardTurned(card.iid, card.card.name, orientation))

    def flip(self, card: Card, face_up: bool) -> None:
        self.changes += 1
        if card.face_up != face_up:
            card.face_up = face_up
            self.journal.append(CardFlipped(card.iid, card.card.name, face_up, self.seen_by(card)))

    def reveal(self, card: Card, to: Iterable[int] | None = None) -> None:
        """Let ``to`` (default: everybody) see ``card`` until it changes zones."""
        self.changes += 1
        seats = range(self.n_players) if to is None else to
        card.known_to = card.known_to | frozenset(seats)

    def add_counter(self, player: int, name: str, delta: int) -> int:
        self.changes += 1
        counters = self.players[player].counters
        value = counters.get(name, 0) + delta
        counters[name] = value
        if delta:
            self.journal.append(CounterChanged(player, name, value, delta))
        return value

    def cards_in(self, player: int, *names: str) -> list[Card]:
        pz = self._pz[player]
        return [c for n in names for c in pz[n].cards]

    # -- continuous effects ----------------------------------------------------

    def stat(self, card: Card, name: str, default: Any = 0) -> Any:
        """A characteristic after continuous effects, applied in layer then
        timestamp order (the layering rule shared by all four games)."""
        value = card.card.stats.get(name, default)
        effects = self.effects
        if not effects:
            return value
        if self._by_stat_of is not effects:
            self._index_effects()
        iid = card.iid
        for e in self._by_stat.get(name, ()):
            # Effect.applies, written out: this runs for every characteristic read
            target = e.target
            if target is not None:
                if target == iid and card.incarnation == e.target_inc:
                    value = e.apply(value)
            elif e.filter is not None and e.filter(self, card):
                value = e.apply(value)
        return value

    def _index_effects(self) -> None:
        """Group the effects by the characteristic they change, keeping their
        layer and timestamp order, so :meth:`stat` reads only its own."""
        by_stat: dict[str, list[Effect]] = {}
        for e in self.effects:
            by_stat.setdefault(e.stat, []).append(e)
        self._by_stat = by_stat
        self._by_stat_of = self.effects

    def add_effect(
        self,
        stat: str,
        op: str,
        value: Any,
        *,
        target: Card | None = None,
        filter: Callable[[Game, Card], bool] | None = None,
        duration: Duration = Duration.END_OF_TURN,
        layer: Layer | None = None,
        text: str | Message = "",
        source: Card | None = None,
        controller: int | None = None,
        journal: bool = True,
    ) -> Effect:
        """Put an effect in force. ``journal=False``: a continuous ability the
        rules keep in force from the start whatever the card's zone (its
        filter says where it applies), which is bookkeeping, not an event of
        the game; journaled, it would tell every seat the abilities of the
        cards in a hidden deck. ``text`` may be a
        :class:`~engine.messages.Message`, kept as it (for the player's
        language) as :meth:`log` keeps a note's."""
        self.changes += 1
        if layer is None:
            layer = Layer.NUMERIC if op == "add" else Layer.NON_NUMERIC if op in ("grant", "remove") else Layer.BASE
        self._timestamp += 1
        effect = Effect(
            eid=self.next_id(),
            stat=stat,
            op=op,
            value=value,
            layer=layer,
            duration=duration,
            text=text or f"{target.card.name if target else 'cards'}: {stat} {op} {value}",
            timestamp=self._timestamp,
            target=target.iid if target else None,
            target_inc=target.incarnation if target else 0,
            filter=filter,
            source=source.iid if source else None,
            source_inc=source.incarnation if source else 0,
            controller=self.active if controller is None else controller,
            expires_turn=self.turn + 1 if duration is Duration.END_OF_OPPONENT_TURN else self.turn,
        )
        keys = [(e.layer, e.timestamp) for e in self.effects]
        self.effects.insert(bisect.bisect(keys, (effect.layer, effect.timestamp)), effect)
        self._by_stat_of = None
        if journal:
            self.journal.append(EffectAdded(effect.eid, effect.text, effect.duration.value))
        return effect

    def expire(self, *durations: Duration) -> None:
        """End the effects whose duration ends now (call at end of battle /
        end of turn)."""
        self.changes += 1
        keep: list[Effect] = []
        for e in self.effects:
            ends = e.duration in durations and (
                e.duration is not Duration.END_OF_OPPONENT_TURN or self.turn >= e.expires_turn
            )
            if ends:
                self.journal.append(EffectEnded(e.eid, e.text))
            else:
                keep.append(e)
        self.effects = keep
        self.replacements = [r for r in self.replacements if r.duration not in durations]

    def end_effect(self, effect: Effect, journal: bool = True) -> None:
        """End one continuous effect now (its condition or source is gone;
        ``journal=False``: see :meth:`add_effect`)."""
        self.changes += 1
        if effect in self.effects:
            self.effects.remove(effect)
            self._by_stat_of = None
            if journal:
                self.journal.append(EffectEnded(effect.eid, effect.text))

    def _drop_effects_of(self, card: Card) -> None:
        iid = card.iid
        for e in self.effects:  # usually no effect names the card: look before rebuilding
            if e.target == iid or e.source == iid:
                break
        else:
            return
        keep = []
        for e in self.effects:
            gone_target = e.target == card.iid and e.target_inc != card.incarnation
            gone_source = (
                e.duration is Duration.WHILE_SOURCE and e.source == card.iid and e.source_inc != card.incarnation
            )
            if gone_target or gone_source:
                self.journal.append(EffectEnded(e.eid, e.text))
            else:
                keep.append(e)
        self.effects = keep

    # -- pending abilities -----------------------------------------------------

    def add_pending(
        self,
        controller: int,
        label: str,
        resolve: Callable[[Game, Pending], Generator[Any, Any, Any]] | None = None,
        *,
        source: Card | None = None,
        optional: bool = False,
        **ctx: Any,
    ) -> Pending:
        self.changes += 1
        ability = ctx.pop("ability", None)
        p = Pending(
            pid=self.next_id(),
            controller=controller,
            label=label,
            source=source.iid if source else None,
            source_inc=source.incarnation if source else 0,
            ability=ability if isinstance(ability, Ability) else None,
            optional=optional,
            ctx=ctx,
            resolve=resolve,
        )
        self.pending.append(p)
        return p

    def source_of(self, p: Pending) -> Card | None:
        """The card a pending ability came from, if it is still the same card
        (it has not changed zones since the ability triggered)."""
        if p.source is None:
            return None
        card = self.cards[p.source]
        return card if card.incarnation == p.source_inc else None

    # -- winning and losing ------------------------------------------------------

    def flag_loss(self, player: int, reason: str | Message, rule: str = "") -> None:
        """Record that ``player`` fulfils a loss condition; the game ends at
        the next rule-action check (:meth:`settle`). A reason given as a
        message is kept beside its English."""
        self.changes += 1
        p = self.players[player]
        if not p.lost:
            message = None if isinstance(reason, str) else reason
            p.lost = reason if isinstance(reason, str) else reason.english()
            p.lost_message = message
            self.journal.append(PlayerLost(player, p.lost, rule, message))

    def settle(self) -> None:
        """End the game if the flagged losses decide it. Players who all lose
        at once draw; the one team left standing wins. In team formats where a
        team loses together (Tag Team) one member's loss is the team's."""
        lost = [p for p in self.players if p.lost]
        if not lost:
            return
        losing = {p.team for p in lost}
        if self.ruleset.team_loses_together:
            standing = {p.team for p in self.players} - losing
        else:
            standing = {p.team for p in self.players if not p.lost}
        if not standing:
            self.end_game((), Message("outcome.draw_all_lost"))
        if len(standing) == 1:
            (team,) = standing
            winners = tuple(p.seat for p in self.players if p.team == team and not p.lost)
            self.end_game(winners, losses(lost))

    def concede(self, player: int) -> None:
        """Concession is immediate and no effect can stop it."""
        p = self.players[player]
        p.lost_message = Message("outcome.conceded")
        p.lost = p.lost_message.english()
        self.journal.append(PlayerLost(player, p.lost, "", p.lost_message))
        self.settle()

    def end_game(self, winners: tuple[int, ...], reason: str | Message) -> None:
        """The game is over: ``winners`` win (none: a draw) for ``reason``
        (a message is kept beside its English, :attr:`reason_message`)."""
        self.over = True
        self.winners = winners
        self.reason_message = None if isinstance(reason, str) else reason
        self.reason = reason if isinstance(reason, str) else reason.english()
        self.journal.append(GameEnded(winners, self.reason, self.reason_message))
        raise GameOver(self.reason)

    # -- checks ----------------------------------------------------------------

    def check_invariants(self) -> None:
        """Every card instance is in exactly one zone, and knows which."""
        seen: set[int] = set()
        for zone in self.zones.values():
            for c in zone.cards:
                if c.iid in seen:
                    raise AssertionError(f"card #{c.iid} is in two zones")
                if c.zone is not zone:
                    raise AssertionError(f"card #{c.iid} thinks it is in {c.zone.key} but lies in {zone.key}")
                seen.add(c.iid)
                if zone.capacity is not None and len(zone.cards) > zone.capacity:
                    raise AssertionError(f"{zone.key} holds {len(zone.cards)} cards, more than {zone.capacity}")
        if len(seen) != len(self.cards):
            raise AssertionError(f"{len(self.cards) - len(seen)} card(s) are in no zone")


def losses(lost: Sequence[Player]) -> Message:
    """``Player 1 has six or more damage; Player 2 ...``: the losses that
    end a game, each as its player's reason (a message when it has one)."""
    words = [Message("outcome.player_lost", (("n", p.seat + 1), ("reason", p.lost_message or p.lost))) for p in lost]
    said = words[0]
    for more in words[1:]:
        said = Message("outcome.and", (("first", said), ("then", more)))
    return said
