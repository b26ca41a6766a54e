"""The state table sync keeps between settles, and what every part of it
uses: copies of the game within the search budget, the table picture the
game expects against the one on the table, and reports in words.

Sync is built in layers, each in its own module and each using only the
ones before it: this base; the hidden cards (:mod:`hardware.table.hidden`:
cards the game revealed, shuffles laid out as the table shows them, cards
traded into the hand); optional questions declined
(:mod:`hardware.table.declines`); the search for the answer that explains
the table (:mod:`hardware.table.search`); searches around a declined
question or a trade (:mod:`hardware.table.detours`); and the public façade
(:class:`hardware.table.sync.Sync`)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field

from engine.decisions import Answer, Decision
from engine.events import CardMoved
from engine.match import Match
from engine.messages import CardRef
from engine.state import PUBLIC
from hardware.layouts import Layout, layout_for
from hardware.table.answers import (
    answer_text,
)
from hardware.table.limits import MAX_SWAPS, SEARCH_BUDGET, OutOfBudget
from hardware.table.picture import Copies, Difference, Picture, compare, expected, where
from hardware.table.report import IN_SYNC, MISMATCH, STOPPED, Candidate, Report
from hardware.table.seen import TableSeen
from hardware.table.words import Joined, TableMessage, TableParam, Worded, ZoneRef, part, say

log = logging.getLogger("hardware.table.sync")


def summary(diffs: list[Difference]) -> TableParam:
    """The first of the differences, and how many more: ``Player 1's Drop:
    put 1 more card (the game has 1, the table 0) (and 2 more)``."""
    first = part(diffs[0].text)
    return first if len(diffs) == 1 else TableMessage("table.more", (("difference", first), ("n", len(diffs) - 1)))


@dataclass
class Reveal:
    iid: int
    owner: int
    src: str
    path: list[str] = field(default_factory=list)


class SyncBase:
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
        #: the most copies of the game one settle's searches may make or use
        self.budget = SEARCH_BUDGET
        #: copies of the game the last settle's searches made or used (at
        #: most :data:`SEARCH_BUDGET`)
        self.spent = 0
        #: the game sync last took on (an answer applied, a deck laid out):
        #: where a search that runs out of budget leaves it
        self._kept = match

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
        if self.spent >= self.budget:
            raise OutOfBudget
        self.spent += 1

    def expected(self, match: Match | None = None) -> Picture:
        return expected(match or self.match, self.layout, self.copies)

    def differences(self, match: Match | None = None) -> list[Difference]:
        return compare(
            self.expected(match), self.seen.picture(), self.layout, self.seen.channels(), self.names, self.copies
        )

    def _say(self, report: Report) -> Report:
        self.report = report
        return report

    def _stopped(self, diffs: list[Difference], applied: list[str]) -> Report:
        diffs = [self._explain(x) for x in diffs]
        return Report(
            STOPPED, say("table.stopped", n=self.budget), tuple(diffs), (), tuple(applied), tuple(x.zone for x in diffs)
        )

    def _mismatch(self, diffs: list[Difference], applied: list[str]) -> Report:
        diffs = [self._explain(x) for x in diffs]
        return Report(
            MISMATCH,
            say("table.mismatch", differences=summary(diffs)),
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
            zone = ZoneRef(dst.key, areas[dst.key].label if dst.key in areas else dst.name.lower())
            card = CardRef(iid, self.names.get(label[0], label[0]))
            moves.append(TableMessage("table.goes_to", (("card", card), ("n", dst.owner + 1), ("zone", zone))))
        src = areas[x.zone]
        text = say(
            "table.diff.moves", where=where(src.seat, src.key, src.label), moves=Joined(tuple(moves), "table.sep.steps")
        )
        return Difference(x.zone, x.what, text, x.missing, x.extra)

    def _words(self, d: Decision, keys: Answer) -> Worded:
        return answer_text(d, keys, self._places)

    def _unlabelled(self, zone: str) -> int:
        """How many cards without a sleeve label (tokens) the game has in ``zone``."""
        z = self.match.game.zones.get(zone)
        return 0 if z is None else sum(1 for c in z.cards if not self.copies.labelled(c))

    def _known(self, iid: int, m: Match | None = None) -> bool:
        """Whether the table has shown this card since its zone was last shuffled."""
        at = self.confirmed.get(iid)
        if at is None:
            return False
        m = m or self.match
        return not any(s.at >= at and iid in s.iids for s in m.shuffle_log)
