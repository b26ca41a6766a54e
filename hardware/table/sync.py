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

import logging
from collections.abc import Sequence
from dataclasses import replace

from engine.decisions import Answer, Decision, Kind, Option
from engine.errors import IllegalActionError, InvalidAnswerError
from engine.match import Match
from hardware.table.detours import Detours
from hardware.table.limits import (
    CAMERA_LEAD_S,
    MAT_CATCH_UP_S,
    MAX_STEPS,
    MAX_SWAPS,
    SETTLE_S,
    SPARES,
    OutOfBudget,
)
from hardware.table.picture import Difference
from hardware.table.report import (
    APPLIED,
    ASK,
    BLIND_TEXT,
    BURIED,
    DONE,
    IN_SYNC,
    NOT_LISTED,
    OVER,
    PAUSED,
    WAITING,
    Candidate,
    Report,
)
from hardware.table.seen import AnyObservation
from hardware.table.sync_base import summary
from hardware.table.words import Joined, TableMessage, TableParam, part, say, steps

log = logging.getLogger("hardware.table.sync")


class Sync(Detours):
    """Follows a game of paper cards: see the module's description."""

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
        except OutOfBudget:
            self.match, self._spares, self._pending = self._kept, [], []
            return self._say(self._stopped(self.differences(), applied))

    def _settle(self, applied: list[str], search: bool) -> Report:
        trouble = self.seen.trouble()
        if trouble:
            return self._say(Report(PAUSED, say("table.paused", trouble=part(trouble))))
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
                text = say("table.in_sync")
                if self.match.is_terminal():
                    return self._say(Report(OVER, say("table.over"), applied=tuple(applied)))
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
                text = say("table.finish", differences=summary(list(self._mismatch(diffs, []).differences)))
                return self._say(Report(WAITING, text, tuple(diffs), (), (), tuple(x.zone for x in diffs)))
            found, blind = self._find(diffs)
            if self._relaid:
                continue
            report = self._conclude(found, blind, diffs, applied)
            if report is not None:
                return self._say(report)
        return self._say(Report(APPLIED, say("table.several_at_once"), applied=tuple(applied)))

    def _find(self, diffs: list[Difference]) -> tuple[list[tuple[Candidate, Match]] | None, str]:
        """The answers that explain the table (see :meth:`_search`), looked
        for past a declined question and after a card traded into the hand
        when the current question has none, and why the table cannot show
        the answer that explains it ("": it can)."""
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
        return found, blind

    def _conclude(
        self, found: list[tuple[Candidate, Match]] | None, blind: str, diffs: list[Difference], applied: list[str]
    ) -> Report | None:
        """What the answers found mean: the one answer is adopted (None: look
        at the table again), else the players finish the move, give it in
        the prompt, or pick among several."""
        zones = tuple(x.zone for x in diffs)
        if found is None:
            if self._unfinished:
                text = say("table.finish_card")
                return Report(WAITING, text, tuple(diffs), (), tuple(applied), zones)
            if blind:
                # the table shows the move, but not which card (put face
                # down, or a unit that stays as it lies): the players give
                # it in the prompt
                self._pending = []
                return Report(WAITING, BLIND_TEXT[blind], (), (), tuple(applied), on_screen=True, why=blind)
            return self._mismatch(diffs, applied)
        if len(found) > 1 and self._too_many_to_list(len(found)):
            # a choice of several cards the table cannot tell apart (cards
            # buried in a pile): the players give it in the prompt
            self._pending = []
            text = say("table.buried")
            return Report(WAITING, text, (), (), tuple(applied), on_screen=True, why=BURIED)
        if len(found) > 1:
            found = self._told_apart(found)
            self._pending = found
            text = say("table.several")
            cands = tuple(c for c, _ in found)
            return Report(ASK, text, tuple(diffs), cands, tuple(applied), why=self._why_several(found))
        cand, m = found[0]
        if self._more_may_come(cand, m):
            # more cards may still come (a second guardian): the players
            # say when they are done
            self._pending = found
            d = self.match.decision
            assert d is not None
            chosen = d.chosen(cand.keys)
            said = "; ".join(o.label for o in chosen)
            words = Joined(tuple(_option_words(o) for o in chosen), "table.sep.steps") if said else None
            question = d.message if d.message is not None and d.message.english() == d.prompt else d.prompt
            text = say("table.so_far", question=question, chosen=words or TableMessage("table.so_far.none"))
            return Report(ASK, text, tuple(diffs), (cand,), tuple(applied), more=True, why=DONE)
        self._adopt(m)
        applied.append(cand.text)
        return None

    def _more_may_come(self, cand: Candidate, m: Match) -> bool:
        """Whether the one answer found chooses fewer cards than the question
        allows and moved only them: the players may still put down more
        (guardians one at a time); not once the table shows the game gone on
        (the damage check after no guardian)."""
        d = self.match.decision
        assert d is not None
        return (
            d.kind is Kind.CARDS
            and len(cand.keys) < min(d.max, len(d.options))
            and m.answers[-1] == cand.keys
            and len(m.answers) == len(self.match.answers) + 1
            and self._moved_only(m, d, cand.keys)
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
            raise IllegalActionError(say("table.refused.moved_on"))
        self.spent = 0
        self._kept = self.match
        try:
            return self._answer(keys, read, tuple(chosen))
        except OutOfBudget:
            self.match, self._spares, self._pending = self._kept, [], []
            raise IllegalActionError(say("table.refused.budget", n=self.budget)) from None

    def _answer(self, keys: Answer | str, read: bool, chosen: tuple[Option, ...]) -> Report:
        d = self.match.decision
        if d is None:
            raise IllegalActionError(say("table.refused.over"))
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
                raise IllegalActionError(
                    say("table.refused.not_a_choice", given=repr(given), question=d.prompt)
                ) from None
            texts.append(self._words(d, declined[1]))
            m, d = declined[0], after
        m.apply_trusted(norm)
        self._adopt(m)
        texts.append(self._words(d, norm))
        text = steps(*texts)
        report = self.settle(search=False)
        if report.state in (IN_SYNC, APPLIED, OVER):
            report = Report(
                report.state, report.text, report.differences, report.candidates, (text, *report.applied), report.zones
            )
            self.report = report
        return report

    def choose(self, index: int) -> Report:
        """Settle an ASK: the players picked candidate ``index``."""
        if not 0 <= index < len(self._pending):
            raise IllegalActionError(say("table.refused.no_choice"))
        cand, m = self._pending[index]
        self._pending = []
        self._adopt(m)
        report = self.settle()
        return replace(report, applied=(cand.text, *report.applied))

    def none_of_these(self) -> Report:
        """Settle an ASK another way: none of the listed moves is the one the
        players made (the game's guess of a hand named other cards). They
        answer the decision in the prompt; a card they name there that the
        game has elsewhere is traded into place (see :meth:`answer`)."""
        if self.report.state != ASK:
            raise IllegalActionError(say("table.refused.not_asking"))
        self._pending = []
        text = say("table.none_listed")
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
            raise IllegalActionError(say("table.refused.no_undo"))
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
            first = summary(list(self._mismatch(diffs, []).differences))
            return self._say(
                Report(
                    WAITING,
                    say("table.undone_put_back", step=part(text), differences=first),
                    tuple(diffs),
                    (),
                    (),
                    tuple(x.zone for x in diffs),
                    undone=text,
                )
            )
        return self._say(Report(IN_SYNC, say("table.undone", step=part(text)), undone=text))

    def replace(self, match: Match) -> None:
        """The game was changed outside sync (undo, a correction by hand, a load)."""
        self.match = match
        self._spares = []
        self._pending = []
        self._synced_at = min(self._synced_at, len(match.answers))
        self._settled_changes = -1

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


def _option_words(o: Option) -> TableParam:
    """An option's words: its message when it has one (whose English is its label)."""
    return o.message if o.message is not None and o.message.english() == o.label else o.label
