"""Table sync on the referee, for a seat that plays with paper cards on the
sensor mat against a player on screen.

Sync needs the whole game, which only the referee has, so the referee runs
it: the table seat sends what its devices report (:mod:`remote.table_wire`)
and :class:`TableFollower` folds it into a :class:`RemoteTableSync` of the
referee's game. The other seats' cards are not on that table: their half of
the mat is shown to sync as the game has it (as if perfect devices read it),
so only the table seat's half can differ from the game.

- Only the table seat's answers are read from the table: while another
  seat must answer, a table that differs from the game is reported (the
  players finish a move, or wait) and nothing is inferred for that seat.
- Only the table seat's cards are ever rearranged (:mod:`hardware.table.replay`):
  the other seats' cards are taken as known, so the order their shuffles
  gave is the seed's, which the reveal lets them check.
- Answers given on screen, by any seat, go through :meth:`Sync.answer`.
"""

from __future__ import annotations

import dataclasses
import re
import time
from collections.abc import Callable, Iterable
from typing import Any

from engine.decisions import Answer
from engine.events import CardFlipped, CardMoved
from engine.match import Match
from hardware.table.limits import SETTLE_S
from hardware.table.picture import Difference, Picture, expected
from hardware.table.report import ASK, Report
from hardware.table.seen import AnyObservation, TableSeen
from hardware.table.sync import Sync
from hardware.table.trace import picture_changes

#: the device names of the other seats' half of the mat, as the game has it
REMOTE_MAT, REMOTE_CAMERA = "remote-mat", "remote-camera"
#: what the name of a card a seat may not know is replaced with in sync's words
HIDDEN_WORDS = "a card"


def known_names(match: Match, player: int) -> set[str]:
    """The card names engine seat ``player`` may know: of its own cards, of
    the cards its view shows, and of every card the journal says it saw."""
    names = {c.card.name for c in match.game.cards if c.owner == player}
    names |= {c.name for z in match.view(player).zones for c in z.cards if c.name}
    for e in match.journal:
        if isinstance(e, (CardMoved, CardFlipped)) and player in e.seen_by:
            names.add(e.name)
    return names


def redactor(match: Match, players: Iterable[int]) -> Callable[[str], str]:
    """A function that takes out of a text the name of every card of the
    game one of ``players`` may not know (sync's words are written for one
    screen that every player at the table reads; the other seats' answers
    given far away name cards of their hands). A known name that holds a
    hidden one ("Reefspark Imp" and "Imp") is kept whole."""
    known: set[str] | None = None
    for p in players:
        mine = known_names(match, p)
        known = mine if known is None else known & mine
    hidden = {c.card.name for c in match.game.cards} - (known or set())
    if not hidden:
        return lambda text: text
    guard = {k for k in known or () if any(h in k for h in hidden)}
    names = sorted(hidden | guard, key=len, reverse=True)
    pattern = re.compile(r"(?<!\w)(" + "|".join(re.escape(n) for n in names) + r")(?!\w)")
    return lambda text: pattern.sub(lambda m: m.group(1) if m.group(1) in guard else HIDDEN_WORDS, text)


class RemoteTableSync(Sync):
    """Sync of a game of which only ``players``' cards (engine seats) lie on the table."""

    def __init__(self, match: Match, players: frozenset[int]) -> None:
        super().__init__(match)
        self.players = players
        #: the zones of the table seats' half of the mat (the rest is the game's)
        self.own_zones = frozenset(a.key for a in self.layout.zones if a.seat in players)

    def differences(self, match: Match | None = None) -> list[Difference]:
        # the other seats' half of the mat is whatever game sync weighs: a
        # hidden card laid out otherwise (a drive check that is no trigger
        # after all) changes what happens to their cards too (a damage
        # fewer), and that half, shown as the game had it, must not refuse it
        return [x for x in super().differences(match) if x.zone in self.own_zones]

    def _known(self, iid: int, m: Match | None = None) -> bool:
        # another seat's card is never on this table: its place is the game's
        game = (m or self.match).game
        card = game.cards[iid] if 0 <= iid < len(game.cards) else None
        if card is not None and card.owner not in self.players:
            return True
        return super()._known(iid, m)

    def adopt_seen(self, seen: TableSeen) -> None:
        """Take on what the devices reported to an earlier sync of this table."""
        self.seen = seen
        seen.unlabelled = self._unlabelled
        self._settled_changes = -1

    def revealing(self) -> bool:
        """Whether a card the game revealed waits to be shown on the table."""
        return bool(self._reveals()) and self.seen.channels().labels

    def accept_reveals_of(self, player: int) -> int:
        """Take the cards of engine seat ``player`` the game revealed, that
        wait to be shown, as the game has them (:meth:`Sync.accept_reveals`:
        the game is not changed, so what every seat was told, and the
        fairness reveal's replay, stay as they are); how many."""
        rs = [r for r in self._reveals() if r.owner == player]
        for r in rs:
            self.confirmed[r.iid] = len(self.match.answers)
        return len(rs)

    def _find(self, diffs: list[Difference]) -> tuple[Any, str]:
        d = self.match.decision
        if d is None or d.player not in self.players:
            return None, ""  # another seat answers on screen: nothing to infer for them
        return super()._find(diffs)


class TableFollower:
    """The referee's table sync for ``seats`` (numbered from 1) of ``match``."""

    def __init__(
        self, match: Match, seats: Iterable[int], settle_s: float = SETTLE_S, previous: TableFollower | None = None
    ) -> None:
        self.seats = frozenset(seats)
        self.settle_s = settle_s
        self.sync = RemoteTableSync(match, frozenset(s - 1 for s in self.seats))
        self._shown: Picture = {}
        if previous is not None:
            # the game changed before it started (a deck brought at joining,
            # a seat gone to the table): what the devices reported stays
            self.sync.adopt_seen(previous.sync.seen)
            self._shown = previous._shown
        layout = self.sync.layout
        self._own = frozenset(a.key for a in layout.zones if a.seat + 1 in self.seats)
        self._remote_layout = dataclasses.replace(
            layout, zones=tuple(a for a in layout.zones if a.seat + 1 not in self.seats)
        )
        #: reports made so far (a pick names the one it answers)
        self.number: int = previous.number if previous is not None else 0
        self.report: Report = self.sync.report
        self.dropped = 0  #: observations of zones that are not the table seat's
        #: how long each reading of the table took (ms), for the bench
        self.settle_ms: list[float] = []

    @property
    def match(self) -> Match:
        return self.sync.match

    def show_remote(self, now: float) -> None:
        """Show sync the other seats' half of the mat as the game has it now."""
        after = expected(self.sync.match, self._remote_layout, self.sync.copies)
        for o in picture_changes(self._shown, after, self._remote_layout, self.sync.match.ruleset.game, now):
            device = REMOTE_MAT if o.device == "mat" else REMOTE_CAMERA
            self.sync.observe(dataclasses.replace(o, device=device))
        self._shown = after

    def observe(self, observations: list[AnyObservation]) -> None:
        """What the table seat's devices report; a reading of a zone of
        another seat is dropped (that half of the mat is the game's)."""
        for o in observations:
            zone = getattr(o, "zone", None)
            if zone is not None and zone not in self._own:
                self.dropped += 1
                continue
            if o.device in (REMOTE_MAT, REMOTE_CAMERA):
                self.dropped += 1
                continue
            self.sync.observe(o)

    def due(self, now: float) -> bool:
        return self.sync.due(now, self.settle_s)

    def settle(self, now: float) -> Report:
        """Read the table (a move of the table seat is applied if it explains it)."""
        self.show_remote(now)
        t0 = time.perf_counter()
        report = self.sync.settle()
        self.settle_ms.append((time.perf_counter() - t0) * 1000)
        return self._said(report)

    def answer(self, keys: Answer, now: float) -> Report:
        """An answer given on screen (by any seat); raises
        :class:`~engine.errors.IllegalActionError` when refused."""
        report = self.sync.answer(keys)
        self.show_remote(now)
        return self._said(report)

    def choose(self, index: int, now: float) -> Report:
        """The table seat said which of the moves asked about it made."""
        report = self.sync.choose(index)
        self.show_remote(now)
        return self._said(report)

    def none_of_these(self) -> Report:
        return self._said(self.sync.none_of_these())

    def accept_reveals(self, seat: int, number: int, now: float) -> str:
        """Table seat ``seat`` takes the cards of its own the game revealed
        as the game has them (the table shows another card, and no trade of
        hidden cards explains it), answering report ``number``, which said
        sync waits for them; then the table is read again. Why it is
        refused ("": taken); nothing changes then."""
        if seat not in self.seats:
            return "this seat plays on screen: it has no revealed card to take"
        if number != self.number or not self.sync.revealing():
            return "table sync waits for no revealed card now"
        if not self.sync.accept_reveals_of(seat - 1):
            return "the revealed cards table sync waits for are not this seat's"
        self.settle(now)
        return ""

    def replace(self, match: Match, now: float) -> None:
        """The game changed outside sync (a concession, a deck brought at the start)."""
        self.sync.replace(match)
        self.show_remote(now)

    def asking(self) -> bool:
        return self.report.state == ASK

    def _said(self, report: Report) -> Report:
        self.number += 1
        self.report = report
        return report
