"""Sync: which game action explains what the table now shows.

Playmat follows a game of paper cards. The devices report what lies where
(:mod:`hardware.table.seen`); the engine says what should lie where
(:func:`~hardware.table.picture.expected`). When the table has settled after
a change, :meth:`Sync.settle` compares the two:

- they agree: nothing to do (cards the camera sees are now *known*);
- they differ and exactly one legal answer to the current decision makes
  them agree: it is applied and logged;
- several do: the players are asked which (:meth:`Sync.choose`);
- none does: the differences are reported in words and the game waits until
  the table matches again (or the players correct the game by hand);
- none is found within :data:`SEARCH_BUDGET` copies of the game (a table far
  from the game, a card the camera missed): sync stops looking and says so,
  and the players finish the move on the table or answer in the prompt.

Answers that move no card (declare a target, take no guard, end a phase) are
given on screen with :meth:`Sync.answer`.

Hidden cards. The deck and the hand are counted, not read: the engine's
order of a shuffled deck is fiction until the table reveals a card. When the
table shows a card where the engine revealed another one (a drive check, a
card played from the hand), sync changes the order the shuffle produced so
that the revealed card is the one on the table: :func:`hardware.table.replay.rearranged`
replays the game with two unknown cards swapped right after the last
shuffle that held them both. Only cards the table has never shown since that
shuffle may be swapped, and the swap is kept only if every answer of the game
still fits, so the result is always a legal game.

Nothing the devices report can corrupt the game: every change goes through
the engine's decision API on a copy first, and is adopted only if the copy's
table picture is the one on the mat.
"""

from __future__ import annotations

import itertools
import logging
import math
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace

from engine.decisions import Answer, Decision, Kind, Option, declining_answer, is_declining
from engine.errors import GameOver, IllegalActionError, InvalidAnswerError
from engine.events import Answered, CardFlipped, CardMoved, CardTurned, Event
from engine.layouts import Layout, layout_for
from engine.match import Match
from engine.state import PUBLIC, Game
from hardware.table.picture import Copies, Difference, LabelKey, Picture, compare, expected, shown_between
from hardware.table.replay import rearranged
from hardware.table.seen import AnyObservation, TableSeen

log = logging.getLogger(__name__)

IN_SYNC = "in sync"
APPLIED = "applied"
ASK = "ask"
MISMATCH = "mismatch"
WAITING = "waiting"  #: a card the game revealed must be shown on the table first
#: no move explains the table within :data:`SEARCH_BUDGET` copies of the game:
#: the players finish the move on the table or answer in the prompt
STOPPED = "stopped"
PAUSED = "paused"
OVER = "over"

#: how long the table must stay unchanged before it is read (seconds)
SETTLE_S = 0.25
#: how much sooner than the mat the camera reports a move: the camera at its
#: next frame, the mat once the whole mat has been still for its own settle
#: time (0.25 s) and a dump confirmed it; a change the camera reported is
#: read only after the settle time and this lead (see :meth:`Sync.due`)
CAMERA_LEAD_S = 0.15
#: how long sync waits at most for the mat to count what the camera shows
MAT_CATCH_UP_S = 1.0
#: copies of the game :meth:`Sync.prepare` keeps ready (one per answer a
#: search may try, so that a search replays nothing)
SPARES = 16
#: the most answers tried for one settled change
MAX_TRIES = 16
#: the most matching answers the players are asked to pick from (keys 1-9)
ASK_MOST = 9
#: the most answers applied for one settled change (players doing two things at once)
MAX_STEPS = 6

#: the most hidden-card swaps one settle may make
MAX_SWAPS = 2
#: the most optional questions in a row the players may have declined without a word
MAX_DECLINES = 3
#: the most hand cards tried in trade for a card the table shows
MAX_TRADES = 3
#: the most trades tried in one settle (each replays the game: a table far
#: from the game must not stall the window)
MAX_TRADE_TRIES = 12
#: the most copies of the game the searches of one settle may make or use
#: (each replays the game, 10-30 ms late in a game; so does each trade
#: tried): past it, sync stops looking and says so (see :data:`STOPPED`).
#: Measured over the 40 games of the players' own shuffles that the docs
#: count: a settle that found the move used at most 31, the longest search
#: that found none 89
SEARCH_BUDGET = 100
#: why sync asks the players (:attr:`Report.why`): the choice is one the
#: table cannot show (a target, a yes or no, an order, a hidden card, whether
#: more cards are coming), or the table showed a move sync could not read
CANNOT_SHOW = "the table cannot show it"
COULD_NOT_READ = "a move sync could not read"
TARGET = "target"  #: cards the choice names stay as they lie (which unit is attacked, gets the power)
YES_NO = "yes or no"
ORDER = "order"
HIDDEN = "hidden card"  #: the card chosen is out of the camera's sight (put down face down)
BURIED = "cards in a pile"  #: more ways to choose cards put on a pile than can be listed
DONE = "more cards?"  #: cards put down one at a time: the table cannot tell when the players are done
UNREAD = "unread move"  #: several moves give the picture the table shows
NOT_LISTED = "not listed"  #: the players said none of the listed moves was theirs
#: what the banner says when the table shows a move but not the choice made
BLIND_TEXT = {
    HIDDEN: "The table cannot show which card it was: choose it in the prompt.",
    TARGET: "The table cannot show which card was chosen (it stays as it lies): choose it in the prompt.",
}
ASK_REASONS = {
    TARGET: CANNOT_SHOW,
    YES_NO: CANNOT_SHOW,
    ORDER: CANNOT_SHOW,
    HIDDEN: CANNOT_SHOW,
    BURIED: CANNOT_SHOW,
    DONE: CANNOT_SHOW,
    UNREAD: COULD_NOT_READ,
    NOT_LISTED: COULD_NOT_READ,
}

#: decisions with at most this many answers to try are checked in full for ambiguity
FEW = 6
#: an answer naming no card is checked against up to this many others
MANY = 12

_REPLAY_ERRORS = (IllegalActionError, InvalidAnswerError, GameOver)


class _OutOfBudget(Exception):
    """The searches of one settle used up :data:`SEARCH_BUDGET`."""


@dataclass(frozen=True, slots=True)
class Candidate:
    keys: Answer
    text: str


@dataclass(frozen=True, slots=True)
class Report:
    """What sync concluded, for the screen."""

    state: str
    text: str
    differences: tuple[Difference, ...] = ()
    candidates: tuple[Candidate, ...] = ()
    applied: tuple[str, ...] = ()  #: what was applied, in the game log's words
    zones: tuple[str, ...] = ()  #: zones to light on the mat
    #: an ASK with one candidate: the players may still add cards to it
    #: (guardians put down one at a time); choosing it says they are done
    more: bool = False
    undone: str = ""  #: the step just taken back, in the game log's words
    #: several moves match and the table cannot tell them apart, more than
    #: can be listed: the players answer the decision in the prompt
    on_screen: bool = False
    why: str = ""  #: why the players are asked (one of :data:`ASK_REASONS`)


@dataclass
class _Reveal:
    iid: int
    owner: int
    src: str
    path: list[str] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Glimpse:
    """What the table could show of a game at one moment: enough for
    :func:`table_blind` to judge an answer after the game has moved on."""

    shown: frozenset[int]  #: cards lying face up where the camera reads them
    slots: frozenset[str]  #: zones holding one card whose stand/rest a sensor reads
    cards: tuple[tuple[str, bool, str, str], ...]  #: per card: zone, face up, zone visibility, orientation

    @classmethod
    def of(cls, m: Match) -> Glimpse:
        cards = tuple((c.zone.key, c.face_up, c.zone.visibility, c.orientation) for c in m.game.cards)
        return cls(frozenset(_camera_visible(m)), frozenset(_slot_zones(m)), cards)


def table_blind(before: Match | Glimpse, d: Decision, keys: Answer, after: Match) -> bool:
    """Whether the table cannot show this answer (see :func:`blind_reason`).
    Such answers are given on screen, never read from the table."""
    return blind_reason(before, d, keys, after) is not None


def blind_reason(before: Match | Glimpse, d: Decision, keys: Answer, after: Match) -> str | None:
    """Why the table cannot show this answer, or None when it can: the
    cards it chooses lie out of the camera's sight before and after (a
    mulligan, cards put back into the deck, a card turned in a row whose
    sensors cannot say which card turned: :data:`HIDDEN`), or stay as they
    lie (the unit an attack or a power bonus goes to: :data:`TARGET`).
    ``before`` is the game before the answer, or a :class:`Glimpse` of it."""
    b0 = before if isinstance(before, Glimpse) else Glimpse.of(before)
    g1 = after.game
    chosen = [o.card for o in d.chosen(keys) if o.card is not None]
    if chosen:
        shown1 = _camera_visible(after)

        def turned(c: int) -> tuple[str, str] | None:
            """How card ``c`` turned where it lies (None: it moved or flipped)."""
            zone0, up0, _, orient0 = b0.cards[c]
            b = g1.cards[c]
            return (orient0, b.orientation) if (zone0, up0) == (b.zone.key, b.face_up) else None

        # cards the answer did not choose that turned as they did (every
        # unit stood at the start of the next turn) tell nothing either
        alike = {turned(o.card) for o in d.options if o.card is not None and o.card not in chosen}
        why = HIDDEN
        for c in chosen:
            if c not in b0.shown and c not in shown1:
                continue  # hidden, or buried in a pile, before and after
            t = turned(c)
            if t is None:
                return None
            if t[0] == t[1] or t in alike:
                why = TARGET  # as it lay: nothing on the table says it was chosen
            elif b0.cards[c][0] in b0.slots:
                return None  # turned where a sensor reads it
            # (otherwise turned in a row of cards, where no sensor reads which card turned)
        return why
    cards = [o.card for o in d.options if o.card is not None]
    return HIDDEN if d.kind is Kind.CARDS and bool(cards) and all(b0.cards[c][2] != PUBLIC for c in cards) else None


def _camera_visible(m: Match) -> set[int]:
    """Cards lying face up where the camera can read them."""
    try:
        layout = layout_for(m.ruleset.id)
    except KeyError:
        return set()
    g = m.game
    out: set[int] = set()
    for area in layout.zones:
        zone = g.zones.get(area.key)
        if zone is None or not area.camera:
            continue
        for c in zone.cards if area.kind == "row" else zone.cards[-1:]:
            if c.face_up and zone.visibility == PUBLIC:
                out.add(c.iid)
    return out


def _slot_zones(m: Match) -> set[str]:
    """Zones holding one card whose stand/rest a sensor reads."""
    try:
        layout = layout_for(m.ruleset.id)
    except KeyError:
        return set()
    return {a.key for a in layout.zones if a.kind == "slot" and a.sensed}


def _same_so_far(m2: Match, m: Match, answers: int | None) -> bool:
    """Whether ``m2`` shows a spectator what ``m`` showed (up to ``answers``
    answers): the same journal, or, with the same answers given (declined
    questions aside), one the beginning of the other: ``m2`` asks a question
    ``m`` skipped (a combo the game now sees the hand could make, perhaps
    after declining others like it), or goes on past one ``m`` still asks
    (a [Counter] the hand no longer holds)."""
    j2, j = spectator_journal(m2, answers), spectator_journal(m, answers)
    if j2 == j:
        return True
    if m2.decision is None or _given(m2) != _given(m):
        return False
    if len(m2.answers) >= len(m.answers):
        # (more answers: it also declined questions ``m`` skipped, the
        # main phase the hand now has a card to play in)
        return j[: len(j2)] == j2
    return j2[: len(j)] == j


ENDING_KEYS = frozenset({"end"})  #: options that end a step or phase (see :func:`going_on`)


def going_on(d: Decision, m: Match) -> Answer | None:
    """The answer that goes on past ``d`` (end the main phase) when the game
    may ask it only because of its guess of hidden cards: every other
    option plays a card nobody at the table can see (from the hand). With
    the players' real hand the question may have had no other option, and
    the game went on by itself."""
    if d.kind is not Kind.ACTION or len(d.options) < 2:
        return None
    g = m.game
    rest = [o for o in d.options if o.card is None or g.cards[o.card].zone.visibility == PUBLIC]
    if len(rest) == 1 and rest[0].card is None and rest[0].key in ENDING_KEYS:
        return (rest[0].key,)
    return None


def declining(d: Decision, m: Match) -> Answer | None:
    """The answer that declines ``d``, an optional question of ``m``, or
    goes on past it (see :func:`going_on`); None when there is none."""
    return declining_answer(d) or going_on(d, m)


def _passive(keys: Answer) -> bool:
    """Whether ``keys`` declines a question or ends a step: an answer to a
    question the game may have asked only because of its guess of hidden
    cards, which the table's game went past by itself."""
    return is_declining(keys) or (len(keys) == 1 and keys[0] in ENDING_KEYS)


def _given(m: Match) -> int:
    """How many answers of ``m`` did more than decline a question or end a step."""
    return sum(1 for a in m.answers if not (isinstance(a, tuple) and _passive(a)))


def spectator_journal(m: Match, answers: int | None = None) -> list[str]:
    """The journal as a spectator at the table saw it (no hidden card
    named), up to ``answers`` answers (all of it for None)."""
    out = []
    given = 0
    for e in m.journal:
        if isinstance(e, Answered):
            given += 1
            if answers is not None and given > answers:
                break
            if _passive(e.keys):
                continue  # a question the game asked only because of its guess of hidden cards
        out.append(e.describe(-1))
    return out


def _changes(events: list[Event]) -> list[tuple[int, str, str]]:
    """The moves, turns and flips of cards among ``events``: (card, from, to)."""
    out = []
    for e in events:
        if isinstance(e, CardMoved):
            out.append((e.card, e.src, e.dst))
        elif isinstance(e, CardTurned):
            out.append((e.card, "turned", e.orientation))
        elif isinstance(e, CardFlipped):
            out.append((e.card, "flipped", "up" if e.face_up else "down"))
    return out


def _same_kind(a: Option, b: Option) -> bool:
    """Whether two options do the same, whichever card: the same verb, from
    and to the same zones (calls to one circle, cards chosen from one hand)."""
    return (a.verb, a.src, a.dst) == (b.verb, b.src, b.dst)


#: verbs of options that put cards in a zone (and a ``choose`` with a
#: destination: a position chosen)
_PLACING = frozenset({"play", "call", "ride", "charge", "clock", "move", "combo", "choose"})


def _placed_in(g: Game, o: Option) -> set[str]:
    """The names of the zones option ``o`` changes by placing cards:
    where it puts them (``{"RC_FL"}`` for a call to that circle), where a
    move takes them from, where the other cards it uses lie (a Gate Master),
    and the pile a card nobody sees is chosen from (a life card)."""
    if not o.dst:
        return {o.src.split(".", 1)[-1]} if o.verb == "choose" and o.src and not o.cards else set()
    if o.verb not in _PLACING:
        return set()
    zones = {o.dst, *(g.cards[c].zone.key for c in o.cards[1:])}
    if o.verb == "move" and o.src:
        zones.add(o.src)
    return {z.split(".", 1)[-1] for z in zones}


def _answer_text(d: Decision, keys: Answer, places: Mapping[str, str] | None = None) -> str:
    """An answer in the players' words; options of the same name are told
    apart by where their card lies ("Cinder Hound (Left)"), in the mat's
    words for its zones (``places``: zone key -> label)."""
    names = Counter(o.label for o in d.options)

    def said(o: Option) -> str:
        if names[o.label] > 1 and o.src:
            where = (places or {}).get(o.src) or o.src.split(".", 1)[-1].replace("_", " ")
            return f"{o.label} ({where})"
        return o.label

    labels = [said(o) for o in d.chosen(keys)]
    return f"Player {d.player + 1}: {'; '.join(labels)}"


class Sync:
    def __init__(
        self,
        match: Match,
        layout: Layout | None = None,
        *,
        use_mat: bool = True,
        use_camera: bool = True,
        on_match: Callable[[Match], None] | None = None,
    ) -> None:
        self.match = match
        self.layout = layout or layout_for(match.ruleset.id)
        self.copies = Copies(match.game)
        self._camera_zones = frozenset(a.key for a in self.layout.zones if a.camera)
        self.seen = TableSeen(self.layout, match.ruleset.game, use_mat=use_mat, use_camera=use_camera)
        self.seen.unlabelled = self._unlabelled
        #: each zone in the mat's words, to tell apart answers of the same name
        self._places = {a.key: a.label for a in self.layout.zones}
        self.names = {cid: c.name for cid, c in match.ruleset.pool.cards.items()}
        #: card -> answers given when the table last showed it where the game has it
        self.confirmed: dict[int, int] = {}
        self.on_match = on_match
        self.report = Report(IN_SYNC, "")
        self._settled_changes = -1
        #: copies of the game in its current position, made while the table is idle
        self._spares: list[Match] = []
        self._pending: list[tuple[Candidate, Match]] = []
        # every card the game has ever shown is taken as known (a resumed game)
        for e in match.journal:
            if isinstance(e, CardMoved) and match.game.zones[e.dst].visibility == PUBLIC:
                self.confirmed[e.card] = len(match.answers)
        self._synced_at = len(match.answers)
        self._unfinished = False
        self._relaid = False
        self._partial = False  #: the last search found an answer explaining part of the table
        #: the last search found only answers the table cannot show, which
        #: would explain it: why it cannot (see :func:`blind_reason`)
        self._blind = ""
        self._swaps_left = MAX_SWAPS
        self._last: tuple[Match, int] | None = None
        #: answers taken back (by position): not read from the table again
        #: until it matches the game
        self._undone: dict[int, set[Answer]] = {}
        self.steps = 0  #: answers applied by sync
        self.rearrangements = 0
        #: copies of the game the last settle's searches made or used (at
        #: most :data:`SEARCH_BUDGET`)
        self.spent = 0
        #: the game sync last took on (an answer applied, a deck laid out):
        #: where a search that runs out of budget leaves it
        self._kept = match

    # ------------------------------------------------------------ input

    def observe(self, obs: AnyObservation) -> bool:
        return self.seen.observe(obs)

    def due(self, now: float, settle_s: float = SETTLE_S) -> bool:
        """Whether the table changed since the last settle and has been quiet
        since: ``settle_s`` after the last change, and :data:`CAMERA_LEAD_S`
        more after the camera's last (the mat reports the same move later).
        While the camera shows more cards in a zone than the mat counts
        there, the mat has not reported the move yet: the table is read once
        it has, or :data:`MAT_CATCH_UP_S` have passed."""
        if self.seen.changes == self._settled_changes:
            return False
        quiet = now - self.seen.last_change
        if quiet < settle_s or now - self.seen.last_camera_change < settle_s + CAMERA_LEAD_S:
            return False
        return not self.seen.half_reported() or quiet >= MAT_CATCH_UP_S

    def prepare(self, count: int = SPARES, most: int | None = None) -> bool:
        """Make copies of the game for the next tries (call when idle: a
        copy replays the game, a try on a ready copy costs one answer).
        ``most``: make at most this many now. True while more are wanted."""
        if self.match.is_terminal():
            return False
        made = 0
        while len(self._spares) < count and (most is None or made < most):
            self._spares.append(self.match.clone())
            made += 1
        return len(self._spares) < count

    def _copy(self) -> Match:
        self._spend()
        return self._spares.pop() if self._spares else self.match.clone()

    def _clone(self, m: Match) -> Match:
        self._spend()
        return m.clone()

    def _spend(self) -> None:
        """Count one more copy of the game for the search (a copy made, a
        spare used, a replay with a trade): past :data:`SEARCH_BUDGET`, the
        search stops."""
        if self.spent >= SEARCH_BUDGET:
            raise _OutOfBudget
        self.spent += 1

    # ------------------------------------------------------------ pictures

    def expected(self, match: Match | None = None) -> Picture:
        return expected(match or self.match, self.layout, self.copies)

    def differences(self, match: Match | None = None) -> list[Difference]:
        return compare(self.expected(match), self.seen.picture(), self.layout, self.seen.channels(), self.names)

    # ------------------------------------------------------------ the main step

    def settle(self, *, search: bool = True) -> Report:
        """Reconcile the game with the table as it is now. ``search=False``
        only compares (after an answer given on screen the table is behind
        the game until the players move the cards; that is not a move).
        Its searches make or use at most :data:`SEARCH_BUDGET` copies of the
        game: past that, sync stops looking, keeps the game as it last took
        it on, and says so (:data:`STOPPED`)."""
        self._settled_changes = self.seen.changes
        self._swaps_left = MAX_SWAPS
        self.spent = 0
        self._kept = self.match
        applied: list[str] = []
        try:
            return self._settle(applied, search)
        except _OutOfBudget:
            self.match, self._spares, self._pending = self._kept, [], []
            return self._say(self._stopped(self.differences(), applied))

    def _settle(self, applied: list[str], search: bool) -> Report:
        trouble = self.seen.trouble()
        if trouble:
            return self._say(
                Report(PAUSED, f"Table sync paused: {trouble}. Nothing is lost; it resumes when the device is back.")
            )
        for _ in range(MAX_STEPS):
            diffs = self.differences()
            if self._reveals() and self.seen.channels().labels:
                progressed = self._identify_reveals()
                if progressed:
                    continue
                return self._say(self._waiting(applied))
            if not diffs:
                self._undone.clear()
                self._confirm_visible()
                self.seen.forget_recent()
                text = "The table matches the game."
                if self.match.is_terminal():
                    return self._say(Report(OVER, "The game is over.", applied=tuple(applied)))
                return self._say(Report(APPLIED if applied else IN_SYNC, text, applied=tuple(applied)))
            if self.match.decision is None or not search:
                return self._say(self._mismatch(diffs, applied))
            if (
                not applied
                and self._last is not None
                and self._on_its_way(self.match, self._last[1], diffs, self._last[0]) == []
            ):
                # the players are still carrying out the last answer (given
                # on screen, or read from a table half way through it)
                return self._say(
                    Report(
                        WAITING,
                        "Finish the move: " + self._mismatch(diffs, []).text.split(": ", 1)[1],
                        tuple(diffs),
                        (),
                        (),
                        tuple(x.zone for x in diffs),
                    )
                )
            self._unfinished = False
            self._relaid = False
            found = self._search(diffs)
            blind = self._blind
            # an answer that explains only part of the table gives way to
            # one that explains all of it past a declined question or a card
            # traded into the hand
            partial = self._partial
            # (an answer the table cannot show explains it: the players give it)
            if (found is None or partial) and not (blind or self._unfinished or self._relaid):
                declined = self._search_past_decline(diffs)
                if declined is not None:
                    found, partial = declined, False
            if (found is None or partial) and not (blind or self._unfinished or self._relaid):
                traded = self._search_after_trade(diffs, whole=partial)
                if traded is not None:
                    found = traded
            if self._relaid:
                continue
            if found is None:
                if self._unfinished:
                    return self._say(
                        Report(
                            WAITING,
                            "Finish the move: put the card where it goes.",
                            tuple(diffs),
                            (),
                            tuple(applied),
                            tuple(x.zone for x in diffs),
                        )
                    )
                if blind:
                    # the table shows the move, but not which card (put face
                    # down, or a unit that stays as it lies): the players give
                    # it in the prompt
                    self._pending = []
                    return self._say(
                        Report(WAITING, BLIND_TEXT[blind], (), (), tuple(applied), on_screen=True, why=blind)
                    )
                return self._say(self._mismatch(diffs, applied))
            if len(found) > 1 and self._too_many_to_list(len(found)):
                # a choice of several cards the table cannot tell apart (cards
                # buried in a pile): the players give it in the prompt
                self._pending = []
                text = "The table cannot tell which cards were chosen: choose them in the prompt."
                return self._say(Report(WAITING, text, (), (), tuple(applied), on_screen=True, why=BURIED))
            if len(found) > 1:
                found = self._told_apart(found)
                self._pending = found
                return self._say(
                    Report(
                        ASK,
                        "Several moves match the table: which one was it?",
                        tuple(diffs),
                        tuple(c for c, _ in found),
                        tuple(applied),
                        why=self._why_several(found),
                    )
                )
            cand, m = found[0]
            d = self.match.decision
            assert d is not None
            if (
                d.kind is Kind.CARDS
                and len(cand.keys) < min(d.max, len(d.options))
                and m.answers[-1] == cand.keys
                and len(m.answers) == len(self.match.answers) + 1
                and self._moved_only(m, d, cand.keys)
            ):
                # more cards may still come (a second guardian): the players
                # say when they are done; not once the table shows the game
                # gone on (the damage check after no guardian)
                self._pending = found
                words = "; ".join(o.label for o in d.chosen(cand.keys)) or "none"
                return self._say(
                    Report(
                        ASK,
                        f"{d.prompt} — so far: {words}. Put down any more, then confirm.",
                        tuple(diffs),
                        (cand,),
                        tuple(applied),
                        more=True,
                        why=DONE,
                    )
                )
            self._adopt(m)
            applied.append(cand.text)
        return self._say(
            Report(APPLIED, "The table shows several moves at once: one at a time, please.", applied=tuple(applied))
        )

    def answer(
        self, keys: Answer | str, decision: Decision | None = None, *, read: bool = False, chosen: Sequence[Option] = ()
    ) -> Report:
        """An answer given on screen (a step that moves no card). When it
        answers a later question than the game asks, the table is read
        first, so a move the players already made is not lost (``read``: it
        has been). ``chosen``: the options it chose as the game it was given
        in offered them (a recorded trace, whose hidden cards lay elsewhere
        than this game guesses), key by key: an option this game does not
        offer names by its fields the cards to trade into place (see
        :meth:`_trade_for`). Trading them, and going past a
        declined question, make or use at most :data:`SEARCH_BUDGET` copies
        of the game: past that, the answer is refused (a card already
        traded into the hand stays there: it only lays the hidden cards out)."""
        if decision is not None and decision is not self.match.decision:
            raise IllegalActionError("the game moved on: that question is no longer open")
        self.spent = 0
        self._kept = self.match
        try:
            return self._answer(keys, read, tuple(chosen))
        except _OutOfBudget:
            self.match, self._spares, self._pending = self._kept, [], []
            raise IllegalActionError(
                f"Playmat stopped looking for a move that fits this answer after {SEARCH_BUDGET} tries: "
                "finish the move on the table first, or correct the game by hand."
            ) from None

    def _answer(self, keys: Answer | str, read: bool, chosen: tuple[Option, ...]) -> Report:
        d = self.match.decision
        if d is None:
            raise IllegalActionError("the game is over")
        if self._reveals() and self.seen.channels().labels:
            raise IllegalActionError(self._waiting([]).text)
        given = (keys,) if isinstance(keys, str) else tuple(keys)
        self._swaps_left = MAX_SWAPS
        self._undone.clear()
        if any(k not in {o.key for o in d.options} for k in given):
            # what the options this game does not offer did where they were chosen
            recorded = {o.key: o for o in chosen if o.key in given}
            self._trade_for(d, given, recorded)
            d = self.match.decision
            assert d is not None
            given = self._unseen_keys(d, given, recorded)
        m = self._copy()
        texts = []
        try:
            norm = d.normalise(given)
        except (IllegalActionError, InvalidAnswerError):
            if not read and self.differences():
                # the players answered this question on the table and went
                # on to the next one before the table was read: read it now
                answers, spent = len(self.match.answers), self.spent
                self.settle()
                self.spent = spent  # (reading the table has a budget of its own)
                if len(self.match.answers) != answers:
                    return self.answer(keys, read=True, chosen=chosen)
            # a question the game asks only because it guessed the hidden
            # cards (may ride, may play a climax) while the players answer
            # the next one: they declined it
            declined = self._past_decline(m)
            if declined is None or declined[0].decision is None:
                raise
            after = declined[0].decision
            try:
                norm = after.normalise(given)
            except (IllegalActionError, InvalidAnswerError):
                raise IllegalActionError(f"{given!r} is not one of the choices of: {d.prompt}") from None
            texts.append(self._words(d, declined[1]))
            m, d = declined[0], after
        m.apply_trusted(norm)
        self._adopt(m)
        texts.append(self._words(d, norm))
        text = "; ".join(texts)
        report = self.settle(search=False)
        if report.state in (IN_SYNC, APPLIED, OVER):
            report = Report(
                report.state, report.text, report.differences, report.candidates, (text, *report.applied), report.zones
            )
            self.report = report
        return report

    def _past_decline(self, m: Match, *, copy: bool = True, quiet: bool = True) -> tuple[Match, Answer] | None:
        """``m`` with its decision declined, if it is an optional question
        and declining it moves no card (``quiet=False``: it may, and the game
        may end): a copy (``copy=False``: ``m`` itself, spoilt when None is
        returned), and the declining answer."""
        d = m.decision
        if d is None:
            return None
        key = declining_answer(d)
        ending = key is None and not quiet
        if ending:
            key = going_on(d, m)
        if key is None:
            return None
        was = self.expected(m) if quiet else None
        trial = self._clone(m) if copy else m
        try:
            trial.apply_trusted(key)
        except _REPLAY_ERRORS:
            return None
        if quiet and (trial.decision is None or self.expected(trial) != was):
            return None
        if ending and (trial.decision is None or trial.decision.player == d.player):
            # going on past a question asked from a guess of the hand: only
            # when the table shows the next player at it (the turn passed)
            return None
        return trial, key

    def _declined_on(self, m: Match, *, copy: bool = True, quiet: bool = True) -> Iterator[tuple[Match, list[str]]]:
        """``m`` with the optional questions it asks next declined, one more
        each time (up to :data:`MAX_DECLINES`), and what was declined
        (``copy=False``: in ``m`` itself, which is spoilt; ``quiet``: see
        :meth:`_past_decline`)."""
        said: list[str] = []
        for _ in range(MAX_DECLINES):
            d = m.decision
            declined = self._past_decline(m, copy=copy, quiet=quiet) if d is not None else None
            if d is None or declined is None:
                return
            m = declined[0]
            said.append(self._words(d, declined[1]))
            yield m, list(said)

    def _search_past_decline(
        self, diffs: list[Difference], most: int = MAX_TRIES
    ) -> list[tuple[Candidate, Match]] | None:
        """The table shows a move of a decision after this one: the players
        declined this question, and perhaps the next ones (they exist only
        because of the game's guess of the hidden cards: may combo, may
        counter), and went on."""
        base, spares = self.match, self._spares
        for m, said in self._declined_on(base):
            self.match, self._spares = m, []
            try:
                found = self._search(diffs, most, since=len(base.journal))
                if not found and not self._relaid and not self._unfinished:
                    found = self._after_quiet(diffs)
            finally:
                if not self._relaid:
                    self.match, self._spares = base, spares
            if self._relaid:
                # the hidden cards were laid out anew from the declined game on
                if self.on_match is not None:
                    self.on_match(self.match)
                return None
            # only a move the table shows exactly: a guess at two steps is no judge's call
            exact = [(c, m2) for c, m2 in found or [] if not self.differences(m2)]
            if exact:
                first = "; ".join(said)
                return [(Candidate(c.keys, f"{first}; {c.text}"), m2) for c, m2 in exact]
        return None

    def _after_quiet(self, diffs: list[Difference]) -> list[tuple[Candidate, Match]] | None:
        """The table shows a move of the question after an answer that moves
        no card ("Attack", then the unit rested), which the player could not
        give on screen while it asked another player a question the table
        went past: the one such answer, among the first few, after which an
        answer to the next question gives exactly the table."""
        d = self.match.decision
        assert d is not None
        base, spares, swaps = self.match, self._spares, self._swaps_left
        still = self.expected(base)
        found: list[tuple[Candidate, Match]] = []
        self._swaps_left = 0  # the deck order is not laid out again on a guess
        try:
            for o in d.options[:FEW]:
                self.match, self._spares = base, spares
                m = self._try((o.key,))
                if m is None or m.decision is None or self.expected(m) != still:
                    continue
                self.match, self._spares = m, []
                for c, m2 in self._search(diffs, most=FEW) or []:
                    if not self.differences(m2):
                        found.append((Candidate(c.keys, f"{self._words(d, (o.key,))}; {c.text}"), m2))
        finally:
            self.match, self._spares, self._swaps_left = base, spares, swaps
        self._unfinished = False
        return found if len(found) == 1 else None

    def _answered_by_another(
        self, d: Decision, tried: list[tuple[Candidate, Match]], diffs: list[Difference]
    ) -> list[tuple[Candidate, Match]]:
        """Of the answers ``tried`` that do not explain the table, those
        (at most :data:`FEW`) that play a card the table shows out of place
        and give another player a question next: the table may show that
        player's response as well (a [Counter] cast while the summon it
        answers was still on the stack)."""
        shown = {self.copies.card(lab) for x in diffs for lab in x.extra} - {None}
        out = []
        for cand, m in tried:
            nxt = m.decision
            if nxt is None or nxt.player == d.player or len(cand.keys) != 1:
                continue
            if d.option(cand.keys[0]).card in shown:
                out.append((cand, m))
        return out[:FEW]

    def _with_response(
        self, answered: list[tuple[Candidate, Match]], diffs: list[Difference]
    ) -> list[tuple[Candidate, Match]]:
        """The answers of :meth:`_answered_by_another` followed by a response
        of the player asked next (and the optional questions after it
        declined) after which the game is exactly the table."""
        found: list[tuple[Candidate, Match]] = []
        for cand, m in answered:
            nxt = m.decision
            assert nxt is not None
            for keys in self._options_to_try(nxt, diffs)[:FEW]:
                if is_declining(keys):
                    continue  # declining is looked at already
                m2 = self._clone(m)
                try:
                    m2.apply_trusted(keys)
                except _REPLAY_ERRORS:
                    continue
                text = f"{cand.text}; {self._words(nxt, keys)}"
                if not self.differences(m2):
                    found.append((Candidate(cand.keys, text), m2))
                    continue
                for m3, said in self._declined_on(m2, copy=False, quiet=False):
                    if not self.differences(m3):
                        found.append((Candidate(cand.keys, "; ".join((text, *said))), m3))
                        break
        return found

    def _trade_for(self, d: Decision, keys: Answer, recorded: Mapping[str, Option]) -> None:
        """The players name on screen a card of their hand that the game has
        among their unseen cards elsewhere (its guess of the hand was wrong):
        trade it with an unseen card of the hand, so that the answer names a
        card the game has there. ``recorded``: the options of ``keys`` this
        game does not offer, as the game they were chosen in offered them
        (their cards, and where the options of their kind take cards from)."""
        valid = {o.key for o in d.options}
        g = self.match.game
        visible = _camera_visible(self.match)
        for k in keys:
            was = recorded.get(k)
            if k in valid or was is None:
                continue  # (an answer nothing says more of names no card to trade)
            zones = {g.cards[o.card].zone.key for o in d.options if o.card is not None and _same_kind(o, was)}
            if not zones:
                zones = {f"p{d.player}.hand"}
            named = was.cards
            for b in named:
                if not 0 <= b < len(g.cards) or g.cards[b].owner != d.player or self._known(b):
                    continue
                # (a card the game buried unseen in a pile may be the one)
                if b in visible or g.cards[b].zone.key in zones:
                    continue
                for zone in sorted(zones):
                    for c in g.zones[zone].cards:
                        if self._known(c.iid) or c.iid in named:
                            continue
                        m2 = self._swapped(c.iid, b, shown=False)
                        if m2 is not None and m2.decision is not None and k in {o.key for o in m2.decision.options}:
                            self._take_swap(m2, c.iid, b)
                            return self._trade_for(m2.decision, keys, recorded)
        return None

    def _unseen_keys(self, d: Decision, keys: Answer, recorded: Mapping[str, Option]) -> Answer:
        """A choice among cards nobody has seen (a card from the hand put
        face down) that names a card the game has elsewhere and cannot trade
        into place: any unseen card of the same kind of option (``recorded``:
        see :meth:`_trade_for`) stands for it, since nobody can tell them apart."""
        valid = {o.key for o in d.options}
        g = self.match.game
        out: list[str] = []
        for k in keys:
            was = recorded.get(k)
            if k in valid or was is None:
                out.append(k)
                continue
            pick = next(
                (
                    o.key
                    for o in d.options
                    if o.key not in out
                    and o.key not in keys
                    and o.card is not None
                    and _same_kind(o, was)
                    and g.cards[o.card].zone.visibility != PUBLIC
                    and not self._known(o.card)
                ),
                None,
            )
            out.append(k if pick is None else pick)
        return tuple(out)

    def choose(self, index: int) -> Report:
        """Settle an ASK: the players picked candidate ``index``."""
        if not 0 <= index < len(self._pending):
            raise IllegalActionError("no such choice")
        cand, m = self._pending[index]
        self._pending = []
        self._adopt(m)
        report = self.settle()
        return replace(report, applied=(cand.text, *report.applied))

    def _moved_only(self, m: Match, d: Decision, keys: Answer) -> bool:
        """Whether answer ``keys`` to ``d`` moved no card in ``m`` but the ones it chose."""
        chosen = {o.card for o in d.chosen(keys)}
        return all(e.card in chosen for e in m.journal[len(self.match.journal) :] if isinstance(e, CardMoved))

    def _unseen_additions(
        self, d: Decision, exact: list[tuple[Candidate, Match]], glimpse: Glimpse
    ) -> list[tuple[Candidate, Match]]:
        """Answers of cards choice ``d`` that choose one more card than an
        answer that explains the table, and give the same table."""
        order = {o.key: i for i, o in enumerate(d.options)}
        known = {tuple(sorted(c.keys)) for c, _ in exact}
        found: list[tuple[Candidate, Match]] = []
        tries = 0
        for cand, _ in list(exact):
            if len(cand.keys) >= d.max:
                continue
            for o in d.options:
                keys = tuple(sorted((*cand.keys, o.key), key=order.__getitem__))
                if o.key in cand.keys or tuple(sorted(keys)) in known:
                    continue
                if tries >= MAX_TRIES:
                    return found
                tries += 1
                m = self._try(keys)
                if m is None or self.differences(m) or blind_reason(glimpse, d, keys, m) is not None:
                    continue
                known.add(tuple(sorted(keys)))
                found.append((Candidate(keys, self._words(d, keys)), m))
        return found

    def _why_several(self, found: list[tuple[Candidate, Match]]) -> str:
        """Why several moves match the table: the question is a yes or no or
        an order, or its answers move and turn the same cards the same way
        (which unit is attacked, or gets the power), or differ only in cards
        out of the camera's sight: the table cannot show them apart.
        Otherwise it showed a move that sync could not read."""
        d = self.match.decision
        assert d is not None
        start = len(self.match.journal)
        changes = [Counter(_changes(m.journal[start:])) for _, m in found]
        differ = {e for c in changes for e in c if any(c2[e] != c[e] for c2 in changes)}
        if not differ:
            return YES_NO if d.kind is Kind.YESNO else ORDER if d.kind is Kind.ORDER else TARGET
        if d.kind is Kind.CARDS:
            # the answers differ in cards that stay as they lie (a unit that
            # joins a link attack without resting): what follows may differ
            # (the battle's outcome), but not the choice the table shows
            keysets = [set(c.keys) for c, _ in found]
            varying = {d.option(k).card for k in set().union(*keysets) - keysets[0].intersection(*keysets[1:])}
            g0 = self.match.game

            def lies(c: int, m: Match) -> bool:
                was, now = g0.cards[c], m.game.cards[c]
                return (now.zone.key, now.orientation, now.face_up) == (was.zone.key, was.orientation, was.face_up)

            if varying and None not in varying and all(lies(c, m) for c in varying if c is not None for _, m in found):
                return TARGET
        shown = set().union(*(_camera_visible(m) for _, m in found))
        before = _camera_visible(self.match)
        unseen = all(c not in shown and self._unseen_change(c, src, before) for c, src, _ in differ)
        return HIDDEN if unseen else UNREAD

    def _unseen_change(self, card: int, src: str, before: set[int]) -> bool:
        """Whether a change of ``card`` (see :func:`_changes`) that leaves it
        out of the camera's sight never showed it: a move out of hiding or
        from under a pile's top card (``before``: the cards the camera read
        before the move) into a pile, under its top card; a turn in a zone
        where no sensor reads each card; a flip where the camera does not look."""
        zone = self.match.game.cards[card].zone.key
        if src == "turned":
            return zone not in _slot_zones(self.match)
        if src == "flipped":
            return zone not in self._camera_zones
        return src not in self._camera_zones or card not in before

    def _told_apart(self, found: list[tuple[Candidate, Match]]) -> list[tuple[Candidate, Match]]:
        """Candidates whose words are the same (two copies of a unit) get
        where their cards lie: "Wavecrest Rider (Right)"."""
        texts = [c.text for c, _ in found]
        d = self.match.decision
        if d is None or len(set(texts)) == len(texts):
            return found
        g = self.match.game
        areas = {a.key: a.label for a in self.layout.zones}
        out = []
        for c, m in found:
            if texts.count(c.text) > 1:
                where = [
                    areas.get(g.cards[o.card].zone.key, g.cards[o.card].zone.name)
                    for o in d.chosen(c.keys)
                    if o.card is not None
                ]
                if where:
                    c = Candidate(c.keys, f"{c.text} ({', '.join(where)})")
            out.append((c, m))
        return out

    def none_of_these(self) -> Report:
        """Settle an ASK another way: none of the listed moves is the one the
        players made (the game's guess of a hand named other cards). They
        answer the decision in the prompt; a card they name there that the
        game has elsewhere is traded into place (see :meth:`answer`)."""
        if self.report.state != ASK:
            raise IllegalActionError("no move is being asked about")
        self._pending = []
        text = "None of the listed moves: answer in the prompt (the cards you name are taken as the ones you have)."
        return self._say(
            Report(WAITING, text, self.report.differences, (), (), self.report.zones, on_screen=True, why=NOT_LISTED)
        )

    def accept_reveals(self) -> None:
        """Take the cards the game revealed as they are (no camera, or the
        players agree the game's card is the one on the table)."""
        for r in self._reveals():
            self.confirmed[r.iid] = len(self.match.answers)

    def undo(self) -> Report:
        """Take back the last step, a move read from the table or an answer
        given on screen. The players put the cards back as the game now
        shows; until the table matches, that step is not read from it again
        (another move, or another answer on screen, is)."""
        m = self.match
        k = next((i for i in range(len(m.answers) - 1, -1, -1) if isinstance(m.answers[i], tuple)), None)
        if k is None:
            raise IllegalActionError("nothing to undo: no step has been taken yet")
        keys = m.answers[k]
        assert isinstance(keys, tuple)
        prev = m.rewind(k)
        text = self._words(prev.decision, keys) if prev.decision is not None else ", ".join(keys)
        self._undone.setdefault(k, set()).add(keys)
        self.replace(prev)
        self._last = None
        log.info("table sync: undone: %s", text)
        if self.on_match is not None:
            self.on_match(prev)
        diffs = self.differences()
        if diffs:
            first = self._mismatch(diffs, []).text.split(": ", 1)[1]
            return self._say(
                Report(
                    WAITING,
                    f"Undone: {text}. Put the table back: {first}",
                    tuple(diffs),
                    (),
                    (),
                    tuple(x.zone for x in diffs),
                    undone=text,
                )
            )
        return self._say(Report(IN_SYNC, f"Undone: {text}.", undone=text))

    def replace(self, match: Match) -> None:
        """The game was changed outside sync (undo, a correction by hand, a load)."""
        self.match = match
        self._spares = []
        self._pending = []
        self._synced_at = min(self._synced_at, len(match.answers))
        self._settled_changes = -1

    # ------------------------------------------------------------ helpers

    def _say(self, report: Report) -> Report:
        self.report = report
        return report

    def _adopt(self, m: Match) -> None:
        # the table catches up with this answer's moves after it: remember
        # where they start
        self._last = (self.match, len(self.match.journal))
        self.match = self._kept = m
        self._spares = []
        self._pending = []
        self.steps += 1
        if self.on_match is not None:
            self.on_match(m)

    def _stopped(self, diffs: list[Difference], applied: list[str]) -> Report:
        diffs = [self._explain(x) for x in diffs]
        text = (
            f"Playmat stopped looking for a move that explains the table after {SEARCH_BUDGET} tries: "
            "finish the move on the table, or answer in the prompt."
        )
        return Report(STOPPED, text, tuple(diffs), (), tuple(applied), tuple(x.zone for x in diffs))

    def _mismatch(self, diffs: list[Difference], applied: list[str]) -> Report:
        diffs = [self._explain(x) for x in diffs]
        first = diffs[0].text
        more = f" (and {len(diffs) - 1} more)" if len(diffs) > 1 else ""
        return Report(
            MISMATCH,
            f"The table does not match the game: {first}{more}",
            tuple(diffs),
            (),
            tuple(applied),
            tuple(d.zone for d in diffs),
        )

    def _explain(self, x: Difference) -> Difference:
        """Say where the game has a card the table shows in the wrong place."""
        if x.what != "cards" or not x.extra or x.missing:
            return x
        g = self.match.game
        areas = {a.key: a for a in self.layout.zones}
        moves = []
        for label in x.extra:
            iid = self.copies.card(label)
            if iid is None:
                return x
            dst = g.cards[iid].zone
            where = areas[dst.key].label if dst.key in areas else dst.name
            moves.append(
                f"{self.names.get(label[0], label[0])} goes to Player {dst.owner + 1}'s "
                f"{where.lower() if dst.key not in areas else where}"
            )
        src = areas[x.zone]
        return Difference(
            x.zone, x.what, f"Player {src.seat + 1}'s {src.label}: " + "; ".join(moves), x.missing, x.extra
        )

    def _words(self, d: Decision, keys: Answer) -> str:
        return _answer_text(d, keys, self._places)

    def _unlabelled(self, zone: str) -> int:
        """How many cards without a sleeve label (tokens) the game has in ``zone``."""
        z = self.match.game.zones.get(zone)
        return 0 if z is None else sum(1 for c in z.cards if not self.copies.labelled(c))

    def _confirm_visible(self) -> None:
        n = len(self.match.answers)
        g = self.match.game
        for area in self.layout.zones:
            zone = g.zones.get(area.key)
            if zone is None or not area.camera:
                continue
            shown = zone.cards if area.kind == "row" else zone.cards[-1:]
            for c in shown:
                if c.face_up:
                    self.confirmed[c.iid] = n
        self._synced_at = n

    def _known(self, iid: int, m: Match | None = None) -> bool:
        """Whether the table has shown this card since its zone was last shuffled."""
        at = self.confirmed.get(iid)
        if at is None:
            return False
        m = m or self.match
        return not any(s.at >= at and iid in s.iids for s in m.shuffle_log)

    def _reveals(self) -> list[_Reveal]:
        """Cards the game moved out of a hidden zone into sight since the table
        last matched, that the table has not shown yet."""
        m = self.match
        g = m.game
        answered = 0
        start = len(m.journal)
        for i, e in enumerate(m.journal):
            if isinstance(e, Answered):
                answered += 1
                if answered > self._synced_at:
                    start = i
                    break
        found: dict[int, _Reveal] = {}
        for e in m.journal[start:]:
            if not isinstance(e, CardMoved):
                continue
            dst_public = g.zones[e.dst].visibility == PUBLIC
            # a card revealed between two hidden zones is shown on its way
            via = shown_between(self.layout, g, e)
            dst = via or e.dst
            r = found.get(e.card)
            if r is not None:
                if dst_public or via:
                    r.path.append(dst)
            elif (
                (dst_public or via)
                and g.zones[e.src].visibility != PUBLIC
                and not self._known(e.card)
                and self.copies.labelled(g.cards[e.card])
            ):
                found[e.card] = _Reveal(e.card, e.owner, e.src, [dst])
        visible = _camera_visible(m)
        out = []
        for r in found.values():
            if self.confirmed.get(r.iid, -1) >= len(m.answers):
                continue
            now = g.cards[r.iid].zone.key
            # shown now, or shown on its way through a zone it has left; a
            # card buried in a pile in the same move cannot be shown
            if r.iid in visible or any(z != now and z in self._camera_zones for z in r.path):
                out.append(r)
        return out

    def _waiting(self, applied: list[str]) -> Report:
        rs = self._reveals()
        areas = {a.key: a for a in self.layout.zones}
        parts = []
        zones = []
        for r in rs:
            z = next((p for p in r.path if p in areas and areas[p].camera), r.path[0])
            zones.append(z)
            src = r.src.split(".", 1)[-1].replace("_", " ")
            label = areas[z].label if z in areas else z
            parts.append(f"Player {r.owner + 1}: show the card from your {src} in the {label} zone")
        return Report(WAITING, "; ".join(parts), (), (), tuple(applied), tuple(zones))

    def _table_labels(self) -> dict[LabelKey, str]:
        return self.seen.shown()

    def _unexplained(self) -> list[tuple[int, str]]:
        """(card, zone) for labels the table shows where the game does not have that card face up."""
        g = self.match.game
        out = []
        for label, zone in self._table_labels().items():
            iid = self.copies.card(label)
            if iid is None:
                continue
            c = g.cards[iid]
            if c.zone.key == zone and c.face_up:
                continue
            out.append((iid, zone))
        return out

    def _swap(self, a: int, b: int, *, shown: bool = True) -> bool:
        """Make hidden cards ``a`` and ``b`` trade places in the last shuffle
        that held both, if the game still fits; True when done. ``shown``:
        keep it only if the table showed ``b`` where the game then has it."""
        m2 = self._swapped(a, b, shown=shown)
        if m2 is None:
            return False
        self._take_swap(m2, a, b)
        return True

    def _swapped(self, a: int, b: int, *, shown: bool = True) -> Match | None:
        """The game with ``a`` and ``b`` traded (see :meth:`_swap`), or None."""
        if a == b or self._swaps_left <= 0:
            return None
        m = self.match
        if self._known(a) or self._known(b):
            return None
        for s in reversed(m.shuffle_log):
            done = m.arrangement.get(s.number, ())
            if (a, b) in done or (b, a) in done:
                return None  # undoing an earlier finding: the table is in the middle of a move
            if a in s.iids and b in s.iids:
                m2 = self._rearranged(m, s.number, a, b)
                if m2 is None:
                    continue
                if shown and (not self._explains(m2, b) or len(self.differences(m2)) > len(self.differences(m))):
                    continue  # the table is not showing what the swap would make the game do
                if not _same_so_far(m2, m, self._synced_at if shown else None):
                    continue  # it would change what the table already showed
                return m2
        return None

    def _rearranged(self, m: Match, number: int, a: int, b: int) -> Match | None:
        """``m`` replayed with ``a`` and ``b`` traded after shuffle
        ``number``, declining the questions the trade makes the game ask;
        failing that, also dropping an "end" given to a question the trade
        takes away (see :func:`going_on`). None when the answers no longer fit."""
        for passive in (is_declining, _passive):
            self._spend()
            try:
                return rearranged(m, number, [(a, b)], declining, passive)
            except _REPLAY_ERRORS as exc:
                log.debug("table sync: cannot swap #%d and #%d after shuffle %d: %s", a, b, number, exc)
        return None

    def _fewest_declines(self, swaps: list[tuple[int, int]]) -> bool:
        """Of several single swaps that each explain the table, make the one
        after which the game declines the fewest questions it did not ask
        before (a card that now lets a player combo or counter makes the game
        ask, and decline, questions the table never showed); True when one
        was made. One swap alone is left to the usual way."""
        options = list(dict.fromkeys(swaps))[:FEW]
        if len(options) < 2:
            return False
        best: tuple[Match, int, int] | None = None
        for a, b in options:
            m2 = self._swapped(a, b, shown=False)
            if m2 is not None and (best is None or len(m2.answers) < len(best[0].answers)):
                best = (m2, a, b)
        if best is None:
            return False
        self._take_swap(*best)
        return True

    def _take_swap(self, m2: Match, a: int, b: int) -> None:
        self.rearrangements += 1
        self._swaps_left -= 1
        log.info("table sync: the players' deck order had #%d where the game had #%d", b, a)
        self.match = self._kept = m2
        self._spares = []
        if self.on_match is not None:
            self.on_match(m2)

    def _search_after_trade(
        self, diffs: list[Difference], *, whole: bool = False
    ) -> list[tuple[Candidate, Match]] | None:
        """The table shows a card from a player's hand that the game has in
        their deck, and the game offers no move that would put it there (it
        did not ask whether to ride, since its guess of the hand held no
        card to ride): trade that card with an unseen card of the hand, and
        look again. ``whole``: only for an answer that then explains the
        whole table (another explains part of it already)."""
        g = self.match.game
        visible = _camera_visible(self.match)
        # each trade replays the game, and each try on a traded game copies
        # it: the work is bounded (see MAX_TRADE_TRIES), and so are the
        # traded games looked at past a declined question
        attempts = past = 0
        for x in diffs:
            for label in x.extra:
                b = self.copies.card(label)
                # (a card the game buried unseen in a pile, paid face down
                # from the energy onto the drop, may be the one)
                if b is None or b in visible or g.cards[b].zone.name == "hand" or self._known(b):
                    continue
                hand = g.zones.get(f"p{g.cards[b].owner}.hand")
                if hand is None:
                    continue
                tried = 0
                for c in hand.cards:
                    if attempts >= MAX_TRADE_TRIES:
                        return None
                    if tried >= MAX_TRADES:
                        break
                    if self._known(c.iid):
                        continue
                    attempts += 1
                    m2 = self._swapped(c.iid, b, shown=False)
                    if m2 is None:
                        continue
                    tried += 1
                    m2 = self._before_declines(m2)
                    base, spares = self.match, self._spares
                    self.match, self._spares = m2, []
                    # the move shows the traded card: the answers naming it come first
                    found = self._search(self.differences(m2), most=FEW)
                    if not found and not self._relaid and not self._unfinished and past < MAX_TRADES:
                        # the players also went past a question the game
                        # asks first (the attacker's, before the defender
                        # combos with the traded card)
                        past += 1
                        found = self._search_past_decline(self.differences(m2), most=FEW)
                    if self._relaid:
                        return None  # the trade, laid out further
                    self.match, self._spares = base, spares
                    if found and len(found) == 1 and not (whole and self._partial):
                        self._take_swap(m2, c.iid, b)
                        return found
        return None

    def _before_declines(self, m: Match) -> Match:
        """``m`` back before the optional questions its replay declined at
        its end, past what the table has confirmed: with the traded card in
        the hand the game now asks them (may combo once more), and the table
        shows the players did not decline."""
        extra = len(m.answers) - len(self.match.answers)
        keep = len(m.answers) - extra
        if (
            extra <= 0
            or keep < self._synced_at
            or not all(isinstance(a, tuple) and is_declining(a) for a in m.answers[keep:])
        ):
            return m
        self._spend()
        try:
            return m.rewind(keep)
        except _REPLAY_ERRORS:
            return m

    def _explains(self, m: Match, iid: int) -> bool:
        """Whether, in ``m``, card ``iid`` lies or passed since the table last
        matched where the table showed its label."""
        zones = self.seen.recent.get(self.copies.label(m.game.cards[iid]), set())
        if m.game.cards[iid].zone.key in zones:
            return True
        answered = 0
        for i, e in enumerate(m.journal):
            if isinstance(e, Answered):
                answered += 1
                if answered > self._synced_at:
                    return any(
                        isinstance(x, CardMoved)
                        and x.card == iid
                        and (shown_between(self.layout, m.game, x) or x.dst) in zones
                        for x in m.journal[i:]
                    )
        return False

    def _identify_reveals(self) -> bool:
        """Match the cards the game revealed with the labels the table shows
        on their way; True if anything changed."""
        g = self.match.game
        recent = self.seen.recent
        changed = False
        reveals = self._reveals()
        visible = _camera_visible(self.match)
        if self._reorder_reveals(reveals):
            return True

        def shown_on_its_way(r: _Reveal) -> bool:
            own = self.copies.label(g.cards[r.iid])
            return bool(recent.get(own, set()) & {*r.path, g.cards[r.iid].zone.key})

        # cards the table showed where the game moved them: their labels
        # explain nothing else (the card played, then shuffled back by a
        # refresh the same answer caused, is no longer known as shown)
        explained = {self.copies.label(g.cards[r.iid]) for r in reveals if shown_on_its_way(r)}
        explained |= {
            self.copies.label(g.cards[i]) for i, at in self.confirmed.items() if at >= len(self.match.answers)
        }
        for r in reveals:
            if shown_on_its_way(r):
                self.confirmed[r.iid] = len(self.match.answers)
                changed = True
                continue
            for label in recent:
                if label in explained or not any(self.seen.read_since(label, z) for z in r.path):
                    continue  # (a label kept from before may be long gone)
                iid = self.copies.card(label)
                # a card the table has never shown, hidden or where the camera
                # cannot read it (put into the soul from the deck)
                if iid is None or iid == r.iid or self._known(iid) or iid in visible:
                    continue
                if self._swap(r.iid, iid):
                    self.confirmed[iid] = len(self.match.answers)
                    return True
        return changed

    def _reorder_reveals(self, reveals: list[_Reveal]) -> bool:
        """Cards revealed one after another from the deck into one zone
        (two drive checks) that the table showed in another order: the deck
        held them in the table's order. True when the game was laid out so.
        Cards the players chose (guardians from the hand, a card clocked
        from the hand beside a refresh point) are not: their order says
        nothing of a shuffle."""
        g = self.match.game
        recent = self.seen.recent
        by_zone: dict[str, list[_Reveal]] = {}
        for r in reveals:
            label = self.copies.label(g.cards[r.iid])
            shown = [z for z in r.path if z in recent.get(label, set())]
            if shown and r.src.endswith(".deck"):
                by_zone.setdefault(shown[0], []).append(r)
        for zone, rs in by_zone.items():
            want = sorted(rs, key=lambda r: self.seen.first_read(self.copies.label(g.cards[r.iid]), zone))
            for got, w in zip(rs, want, strict=True):
                if got.iid != w.iid and self._swap(got.iid, w.iid):
                    return True
        return False

    # ------------------------------------------------------------ candidate search

    def _options_to_try(self, d: Decision, diffs: list[Difference]) -> list[Answer]:
        g = self.match.game
        diff_zones = {x.zone for x in diffs}
        diff_names = {z.split(".", 1)[1] for z in diff_zones}
        zone_names = {a.name for a in self.layout.zones}
        wanted_cards = {iid for iid, _ in self._unexplained()}
        for label, zones in self.seen.recent.items():
            # seen on the way since the table last matched (guardians that
            # went on to the drop zone)
            iid = self.copies.card(label)
            if iid is not None and g.cards[iid].zone.key not in zones:
                wanted_cards.add(iid)
        for x in diffs:
            for label in x.missing:
                iid = self.copies.card(label)
                if iid is not None:
                    wanted_cards.add(iid)
        seen_cards = set(wanted_cards)
        for x in diffs:
            zone = g.zones.get(x.zone)
            if zone is not None and x.what in ("orientation", "count") and zone.cards:
                wanted_cards.add(zone.cards[-1].iid)  # a guess: the top card of a pile that changed
        if d.kind is Kind.ORDER:
            return []
        scored: list[tuple[int, Answer]] = []
        refusal = declining_answer(d)
        for i, o in enumerate(d.options):
            named = _placed_in(g, o) & zone_names
            if named and not named & diff_names and o.card not in wanted_cards:
                continue  # it would change a zone the table did not change
            # (declining comes right after the cards the table shows: a
            # trigger that may return one of twenty cards, declined, is
            # tried before they are)
            score = (
                0
                if o.card in wanted_cards
                else 1
                if (o.key,) == refusal
                else 2
                if named or (o.zone in diff_zones)
                else 3
            )
            scored.append((score * 1000 + i, (o.key,)))
        scored.sort()
        answers = [a for _, a in scored]
        if d.kind is Kind.CARDS and d.max > 1:
            picks = tuple(o.key for o in d.options if o.card in wanted_cards)
            order = {o.key: i for i, o in enumerate(d.options)}
            # cards added to piles, or taken from the piles the choice is
            # made in, as the sensors count them: the table may show only the
            # top one of several
            seen = self.seen.picture()
            exp = self.expected()
            counted = [z for z in exp if z in seen and seen[z].count is not None and exp[z].count is not None]
            added = sum(max(0, (seen[z].count or 0) - (exp[z].count or 0)) for z in counted)
            among = {g.cards[o.card].zone.key for o in d.options if o.card is not None}
            taken = sum(max(0, (exp[z].count or 0) - (seen[z].count or 0)) for z in counted if z in among)
            size = min(d.max, max(d.min, len(picks), added, taken))
            if d.min <= len(picks) <= d.max and (len(picks) != 1 or size == 1):
                answers.insert(0, picks)
            shown = tuple(o.key for o in d.options if o.card in seen_cards)
            made: list[Answer] = []
            alone: list[Answer] = []
            for known in dict.fromkeys((picks, shown)):
                if 0 < len(known) < size:
                    # the table shows some of the cards (the others lie under
                    # them in a pile): each way to make up the rest is a candidate
                    rest = [o.key for o in d.options if o.key not in known]
                    # (the cards the table shows go last: they lie on top)
                    for extra in itertools.islice(itertools.combinations(rest, size - len(known)), MAX_TRIES):
                        made.insert(0, tuple(sorted((*known, *extra), key=lambda k: (k in known, order[k]))))
                    # or only the cards the table shows (a count elsewhere
                    # grew for another reason): tried right after those
                    alone.append(known)
            cut = MAX_TRIES - len(alone)
            answers = [a for a in (*made[:cut], *alone, *made[cut:], *answers) if d.min <= len(a) <= d.max]
        if d.kind is Kind.CARDS and d.min == 0:
            answers.append(())
        return list(dict.fromkeys(answers))[:MAX_TRIES]

    def _on_its_way(
        self, m: Match, start: int, diffs: list[Difference], base: Match | None = None
    ) -> list[tuple[int, int]] | None:
        """Whether the table shows this answer half done: every difference is
        in a zone the answer changes, and the cards the table shows there are
        cards the answer moves through it (a drive check in the trigger zone,
        a card on the stack). Returns the hidden-card swaps needed for the
        table's cards to be the ones the answer reveals ([] for none), or
        None when the table does not fit the answer. ``base`` is the game
        before the answer (the current game by default)."""
        g = m.game
        base = base or self.match
        before = self.expected(base)
        after = self.expected(m)
        touched = {z for z in after if after[z] != before.get(z)}
        through: dict[str, list[int]] = {}
        for e in m.journal[start:]:
            if isinstance(e, CardMoved):
                touched.update((e.src, e.dst))
                via = shown_between(self.layout, g, e)
                if via is not None:
                    touched.add(via)
                    through.setdefault(via, []).append(e.card)
                elif e.dst in self._camera_zones:
                    through.setdefault(e.dst, []).append(e.card)
        if not through:
            return None
        moved = {self.copies.label(g.cards[i]) for ids in through.values() for i in ids}
        # a card the table cannot show before the answer (hidden, or buried
        # in a pile unseen) may be the one it shows instead of the game's
        shown_before = _camera_visible(base)
        swaps: list[tuple[int, int]] = []
        shown = False
        for x in diffs:
            if x.zone not in touched:
                return None
            if x.what != "cards":
                continue
            for lab in x.missing:
                iid = self.copies.card(lab)
                if iid is None or (
                    lab not in moved and not any(e.card == iid for e in m.journal[start:] if isinstance(e, CardMoved))
                ):
                    return None
            passing = [self.copies.label(g.cards[i]) for i in through.get(x.zone, ())]
            hidden = False
            for lab in x.extra:
                if lab in passing:
                    shown = True
                    continue
                held = self.copies.card(lab)
                if held is not None and x.zone in (g.cards[held].zone.key, base.game.cards[held].zone.key):
                    continue  # still where it was: the move has not reached it yet
                if held is None or self._known(held) or held in shown_before:
                    return None
                hidden = True
            if hidden:
                # the table shows other cards than the answer reveals there:
                # the shuffle put them on top, in the order the table showed them
                order = self._in_table_order(x.zone, through.get(x.zone, []), base, m)
                if order is None:
                    return None
                swaps.extend(order)
                shown = True
        return swaps if shown else None

    def _lagging(self, m: Match, diffs: list[Difference]) -> bool:
        """Whether the only differences left after answer ``m`` are labels
        the camera still reads of cards the answer took out of its sight
        where they lay (turned face down by a Counter Blast, put under an
        evolved card): the camera gives a label up only a while after it
        last read it, when the rest of the move has long been reported."""
        before, after = _camera_visible(self.match), _camera_visible(m)
        g0 = self.match.game
        for x in diffs:
            if x.what != "cards" or x.missing:
                return False
            for label in x.extra:
                iid = self.copies.card(label)
                if iid is None or iid not in before or iid in after or g0.cards[iid].zone.key != x.zone:
                    return False
        return bool(diffs)

    def _in_table_order(self, zone: str, through: list[int], base: Match, m: Match) -> list[tuple[int, int]] | None:
        """Swaps after which the cards answer ``m`` brings out of hiding into
        ``zone`` are, one after another, the cards the table showed there
        since it last matched (the second damage card the first one covered):
        [] when they already are, None when they cannot be."""
        g0, g = base.game, m.game
        before = _camera_visible(base)
        revealed = [i for i in through if g0.cards[i].zone.visibility != PUBLIC]
        table = []
        for lab, zones in self.seen.recent.items():
            c = self.copies.card(lab)
            if zone in zones and c is not None and c not in before:
                table.append(c)
        swaps: list[tuple[int, int]] = []
        for i, c in enumerate(table):
            if i >= len(revealed):
                return None  # more cards than the answer reveals there
            r = revealed[i]
            if r == c:
                continue
            if self._known(r) or self._known(c) or g.cards[r].owner != g.cards[c].owner:
                return None
            swaps.append((r, c))
            if c in revealed:
                revealed[revealed.index(c)] = r
            revealed[i] = c
        return swaps

    def _too_many_to_list(self, found: int) -> bool:
        """Whether ``found`` matching answers are too many for the players to
        pick from (more than :data:`ASK_MOST`), or may leave out the one they
        made (a choice of several cards with more ways than a search tries)."""
        d = self.match.decision
        if d is None:
            return False
        if found > ASK_MOST:
            return True
        if d.kind is not Kind.CARDS or d.max < 2:
            return False
        n = len(d.options)
        return sum(math.comb(n, k) for k in range(max(d.min, 1), min(d.max, n) + 1)) > MAX_TRIES

    def _passed_on(self, m: Match, swaps: list[tuple[int, int]]) -> bool:
        """Whether each card ``r`` the game revealed, for which the table
        shows ``c`` (see :meth:`_on_its_way`), has left the zone the table
        shows ``c`` in now (it passed through, as a drive check does), and
        the table shows one of those cards now (the others it covered)."""
        shown = self.seen.shown()
        for r, c in swaps:
            where = shown.get(self.copies.label(m.game.cards[c]))
            if where is not None and m.game.cards[r].zone.key == where:
                return False
        return any(self.copies.label(m.game.cards[c]) in shown for _, c in swaps)

    def _substitution(self, m: Match, start: int, diffs: list[Difference]) -> list[tuple[int, int]]:
        """Swaps of unknown hidden cards after which this answer would give
        the table exactly: each difference is a card the answer brought out
        of hiding (``a``) where the table shows another unknown card of the
        same owner that the game has where the camera cannot read it (``b``:
        hidden, or buried in a pile unseen). [] when it does not fit that way."""
        g0, g1 = self.match.game, m.game
        before = _camera_visible(self.match)
        out_of_hiding: dict[int, int] = {}  #: card -> when the answer brought it out of hiding
        for e in m.journal[start:]:
            if isinstance(e, CardMoved) and g1.zones[e.src].visibility != PUBLIC and not self._known(e.card):
                out_of_hiding.setdefault(e.card, len(out_of_hiding))
        # several cards into one zone (two damage cards into the clock): the
        # first the answer brought out is the first the table showed, so the
        # order of the zone is the table's too (the clock's top card is the
        # one a level up leaves)
        last = len(out_of_hiding)

        def came_out(lab: LabelKey) -> int:
            c = self.copies.card(lab)
            return last if c is None else out_of_hiding.get(c, last)

        pairs: list[tuple[int, int]] = []
        for x in diffs:
            if x.what != "cards" or len(x.missing) != len(x.extra):
                return []
            wants = sorted(x.missing, key=came_out)
            shows = sorted(x.extra, key=lambda lab: self.seen.first_read(lab, x.zone))
            for want, shown in zip(wants, shows, strict=True):
                a = self.copies.card(want)
                b = self.copies.card(shown)
                if a is None or b is None or a not in out_of_hiding or self._known(b):
                    return []
                if g0.cards[b].owner != g0.cards[a].owner or b in before:
                    return []
                pairs.append((a, b))
        return pairs

    def _try(self, keys: Answer) -> Match | None:
        m = self._copy()
        try:
            m.apply_trusted(keys)
        except _REPLAY_ERRORS:
            return None
        return m

    def _search(
        self, diffs: list[Difference], most: int = MAX_TRIES, since: int | None = None
    ) -> list[tuple[Candidate, Match]] | None:
        """The answers after which the table matches (or matches better, when
        the players made several moves); None when there is none. ``most``:
        the most answers tried; ``since``: where in the journal the moves the
        table may show begin (before questions declined on the way: the
        damage check after no guard was taken)."""
        d = self.match.decision
        assert d is not None
        self._partial = False
        self._blind = ""
        before = {(x.zone, x.what) for x in diffs}
        exact: list[tuple[Candidate, Match]] = []
        passing: list[Candidate] = []
        fits: list[tuple[int, Answer, list[tuple[int, int]]]] = []
        on_the_way: set[tuple[tuple[int, int], ...]] = set()
        better: list[tuple[int, Candidate, Match]] = []
        chosen_card: int | None = None
        chosen_shown = False
        start = len(self.match.journal) if since is None else since
        undone = self._undone.get(len(self.match.answers), set())
        tries = [k for k in self._options_to_try(d, diffs) if k not in undone][:most]
        glimpse = Glimpse.of(self.match)
        unexplained: list[tuple[Candidate, Match]] = []
        unseen: list[tuple[Candidate, Match]] = []  #: tries the table cannot show that do not explain it
        blind = ""

        def judge(cand: Candidate, m: Match, after: list[Difference]) -> bool:
            """File the game after a try by how it fits the table; False
            when it does not explain it."""
            if not after:
                exact.append((cand, m))
                return True
            swaps = self._on_its_way(m, start, after)
            if swaps == [] or self._lagging(m, after):
                passing.append(cand)
                return True
            if swaps and self._passed_on(m, swaps):
                # half done, and the card the table shows on its way is
                # another than the game revealed there, which has gone on
                # (a second drive check the players' shuffle put on top)
                on_the_way.add(tuple(swaps))
                return True
            sub = self._substitution(m, start, after)
            if sub:
                fits.append((len(sub), cand.keys, sub))
                return True
            return False

        for keys in tries:
            if exact and len(tries) > FEW and chosen_shown:
                # among many options, only another naming the same card could
                # give the same table; a few options are all checked
                if len(keys) == 1 and d.option(keys[0]).card != chosen_card:
                    continue
            m = self._try(keys)
            if m is None:
                continue
            after = self.differences(m)
            cand = Candidate(keys, self._words(d, keys))
            # (declining, no guardian from a hand nobody sees, is no choice
            # of a card: it is judged like any other answer)
            why = None if is_declining(keys) else blind_reason(glimpse, d, keys, m)
            if why is not None:
                # given on screen, never read from the table; but the table
                # may show it made (a first vanguard put down face down), or
                # made and gone on past a question declined (see below)
                if not after:
                    blind = blind or why
                else:
                    unseen.append((cand, m))
                continue
            if judge(cand, m, after):
                if not after:
                    chosen_card = d.option(keys[0]).card if len(keys) == 1 else None
                    # the table shows the chosen card: another card's option cannot give the same table
                    chosen_shown = chosen_card is not None and chosen_card in _camera_visible(m)
                    if chosen_card is None and len(keys) < 2 and len(tries) > MANY:
                        break
                continue
            now = {(x.zone, x.what) for x in after}
            if now < before:
                better.append((len(now), cand, m))
            unexplained.append((cand, m))
        if not (exact or passing or fits or on_the_way):
            # the table went on past an optional question the game asks
            # after the answer only because of its guess of a hand (may
            # counter): the players declined it
            kept = {id(b[2]) for b in better} if len(better) == 1 else set()
            answered = self._answered_by_another(d, unexplained, diffs)
            kept |= {id(m) for _, m in answered}
            for cand, m in unexplained:
                # a try's game is a spare copy: declined in place, unless it
                # may yet be the answer that explains part of the table
                for m2, said in self._declined_on(m, copy=id(m) in kept, quiet=False):
                    if judge(Candidate(cand.keys, "; ".join((cand.text, *said))), m2, self.differences(m2)):
                        break
            for cand, m in unseen:
                # an answer the table cannot show in the game it tried, but
                # can past a declined question (the unit attacked is retired
                # once the defender is taken to have declined to block)
                for m2, said in self._declined_on(m, copy=False, quiet=False):
                    if self.differences(m2):
                        continue
                    why = blind_reason(glimpse, d, cand.keys, m2)
                    if why is None:
                        exact.append((Candidate(cand.keys, "; ".join((cand.text, *said))), m2))
                    else:
                        blind = blind or why
                    break
            if not (exact or passing or fits or on_the_way or better):
                exact.extend(self._with_response(answered, diffs))
        if exact and d.kind is Kind.CARDS and d.max > 1:
            # a card chosen besides may change nothing the table shows (a
            # unit joining a link attack without resting): the same table,
            # another answer, and the players say which
            exact.extend(self._unseen_additions(d, exact, glimpse))
        if exact and blind:
            # an answer the table cannot show explains it too (the unit
            # attacked, or the player): the players say which in the prompt
            self._blind = blind
            return None
        self._blind = "" if exact or passing or fits or on_the_way or better else blind
        if exact:
            return exact
        if passing:
            # a card is on its way (on the stack, in the trigger zone): wait
            # for where it goes (a card the table shows instead of the one the
            # game reveals is matched once the move is complete)
            self._unfinished = True
            return None
        if not fits and len(on_the_way) == 1:
            # every answer that fits reveals the same other card: whichever
            # it was, the shuffle put the table's card there
            sub = list(next(iter(on_the_way)))
            fits.append((len(sub), (), sub))
        if fits:
            # the table shows other cards than the game revealed (a card
            # played from the hand that the game had in the deck): lay the
            # shuffle out so, then look again
            fits.sort(key=lambda f: f[0])
            if self._fewest_declines([sub[0] for n, _, sub in fits if n == 1]):
                self._relaid = True
                return None
            for _, _, sub in fits:
                if all(self._swap(a, b, shown=False) for a, b in sub):
                    self._relaid = True
                    return None
        if len(better) == 1:
            # one answer explains part of the table and nothing else does:
            # the players made it and went on to the next move
            self._partial = True
            return [(better[0][1], better[0][2])]
        return None
