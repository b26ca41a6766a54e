"""Infinite loops a player can stop (WS 11.1.1.2, WS 11.1.1.3).

A loop nobody can stop is a draw (WS 11.1.1.1): the shared
:class:`engine.flow.LoopGuard` ends the game when abilities keep resolving
with no player deciding anything. A loop that runs through players'
choices never trips it (every answer resets its count), so the check timing
watches for one here:

* Before each automatic ability it resolves, once the check timing has
  resolved a few, it takes the position of every card (which zone, in which
  order, orientation and face, the players' counters and the abilities in
  standby). When a position comes back, the actions since are a loop, and
  the players who answered a decision in it are the ones who can stop it.
* One such player declares how many more times the loop runs (WS
  11.1.1.2); when both can, the turn player declares first, then the
  opponent, and the smaller number is the one executed, by the player who
  declared it (WS 11.1.1.3).
* The loop is then executed that many times with the same answers, given by
  the engine, and after that the stopping player's answers that kept the
  loop going are no longer offered, so that player makes the choice that
  stops it. From then on in this check timing, when the position is the one
  the loop began from, those answers of the player who must not choose the
  loop again (the one who declared, or who declared the larger number) are
  not offered either.

The declared number is capped so that the rounds the engine executes stay
under the loop guard's limit (:data:`engine.flow.LOOP_LIMIT`): the guard
still only ends loops nobody can stop.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.decisions import Decision, Option
from engine.flow import LOOP_LIMIT, choose_number
from engine.messages import Message, msg
from engine.state import Game

Flow = Generator[Decision, tuple[Option, ...], Any]


#: abilities a check timing resolves before positions are compared (a loop
#: repeats; the usual check timing resolves a handful at most)
WATCH_AFTER = 6

#: the largest number of repetitions a player may declare
MAX_DECLARED = 99

#: one answered decision: (seat, prompt, option labels) and the indices answered
Key = tuple[int, str, tuple[str, ...]]
Entry = tuple[Key, tuple[int, ...]]


def position(g: Game) -> tuple[Any, ...]:
    """What WS 11.1.1.2 compares: every card in every zone (and its order,
    orientation and face), the players' counters, the abilities in standby."""
    zones = tuple(tuple((c.iid, c.orientation, c.face_up) for c in z.cards) for z in g.zones.values())
    counters = tuple(tuple(sorted(p.counters.items())) for p in g.players)
    pending = tuple((p.controller, p.label, p.source) for p in g.pending)
    return zones, counters, pending


class LoopWatch:
    """The loop bookkeeping of one check timing (see the module docstring).
    Decisions are compared by seat, prompt and option labels (the keys of
    abilities in standby are new each time they trigger)."""

    def __init__(self, g: Game) -> None:
        self.g = g
        self.resolved = 0
        self.trace: list[Entry] = []
        #: position -> (length of the trace, abilities resolved) when it was last seen
        self.seen: dict[tuple[Any, ...], tuple[int, int]] = {}
        #: the loop being executed: its answers, where we are in them, rounds left
        self.script: list[Entry] = []
        self.at = 0
        self.rounds = 0
        self.start: tuple[Any, ...] | None = None
        self.at_start = False
        self.stopper = -1
        self.must_stop = False
        self.stopped = False
        #: answers no longer offered: to the stopping player now, and to the
        #: player who may not choose the loop again when its position comes back
        self.stopping: dict[Key, tuple[int, ...]] = {}
        self.banned: dict[Key, tuple[int, ...]] = {}
        #: the positions seen before a loop was stopped
        self.before_stop: set[tuple[Any, ...]] = set()

    # -- before each ability ----------------------------------------------------------------

    def before(self) -> Flow:
        """Called before the check timing resolves an automatic ability."""
        self.resolved += 1
        if self.resolved <= WATCH_AFTER:
            return
        if self.must_stop and self.stopped:
            # the stopping player has made the stopping choice: from here on the
            # positions are watched afresh (a loop found again is declared again)
            self.must_stop = self.stopped = False
            self.stopping = {}
            self.before_stop.update(self.seen)
            self.seen.clear()
        here = position(self.g)
        self.at_start = here == self.start
        if here in self.before_stop:
            # the stopping choice did not stop it: the choices of the loop cannot
            # end it, and an infinite loop nobody can stop is a draw (WS 11.1.1.1)
            self.g.log(Message("ws.log.loop_unstoppable"), rule="WS 11.1.1.1")
            self.g.end_game((), Message("outcome.endless_loop"))
        if self.must_stop:
            return  # waiting for the stopping choice
        if self.script:
            if self.at_start:
                self.at = 0
                self.rounds -= 1
                if self.rounds <= 0:
                    self._stop()
            return
        first = self.seen.get(here)
        self.seen[here] = (len(self.trace), self.resolved)
        if first is None:
            return
        loop = self.trace[first[0] :]
        active = self.g.active
        deciders = sorted({key[0] for key, _ in loop}, key=lambda seat: seat != active)
        if not deciders:
            return  # nobody can stop it: the loop guard calls the draw (WS 11.1.1.1)
        yield from self._declare(here, loop, deciders, self.resolved - first[1])

    def _declare(self, here: tuple[Any, ...], loop: list[Entry], deciders: list[int], per_round: int) -> Flow:
        g = self.g
        cap = max(0, min(MAX_DECLARED, LOOP_LIMIT // max(per_round, 1) - 1))
        rule = "WS 11.1.1.2" if len(deciders) == 1 else "WS 11.1.1.3"
        if len(deciders) == 1:
            g.log(msg("ws.log.loop_one_stops", n=deciders[0] + 1), rule=rule)
        else:
            g.log(Message("ws.log.loop_both_stop"), rule=rule)
        declared: list[tuple[int, int]] = []
        for seat in deciders:  # the turn player first (WS 11.1.1.3)
            n = yield from choose_number(
                g, seat, "Infinite loop: declare how many more times it repeats", 0, cap, rule=rule, about="rule"
            )
            g.log(msg("ws.log.loop_declares", n=seat + 1, k=n), rule=rule)
            declared.append((n, seat))
        # the smaller number is executed, by the player who declared it (the
        # turn player's when both are equal); the other may not choose the loop again
        n, stopper = min(declared, key=lambda d: (d[0], d[1] != g.active))
        barred = stopper if len(declared) == 1 or declared[0][0] == declared[1][0] else max(declared)[1]
        self.stopper = stopper
        self.script = list(loop)
        self.start = here
        self.at = 0
        self.rounds = n
        self.at_start = True
        self.stopping = {k: v for k, v in loop if k[0] == stopper}
        self.banned = {k: v for k, v in loop if k[0] == barred}
        g.log(msg("ws.log.loop_repeats", k=n, n=stopper + 1), rule=rule)
        if n <= 0:
            self._stop()

    def _stop(self) -> None:
        self.script = []
        self.must_stop = True
        self.g.log(msg("ws.log.loop_stopper", n=self.stopper + 1), rule="WS 11.1.1.2")

    # -- answering -------------------------------------------------------------------------

    def drive(self, flow: Flow) -> Flow:
        """Run ``flow``, answering its decisions from the loop being executed,
        and hiding the answers that would continue a loop that must stop."""
        try:
            d = next(flow)
        except StopIteration as stop:
            return stop.value
        while True:
            answer = yield from self._answer(d)
            try:
                d = flow.send(answer)
            except StopIteration as stop:
                return stop.value

    def _answer(self, d: Decision) -> Generator[Decision, tuple[Option, ...], tuple[Option, ...]]:
        key: Key = (d.player, d.prompt, tuple(o.label for o in d.options))
        if self.script:
            if self.at < len(self.script) and self.script[self.at][0] == key:
                picks = self.script[self.at][1]
                self.at += 1
                self._record(key, picks)
                return tuple(d.options[i] for i in picks)
            self.script = []  # the position left the loop: the players decide again
        options = d.options
        ban: tuple[int, ...] | None = None
        if self.must_stop and key in self.stopping:
            ban = self.stopping.pop(key)
            self.stopped = True
        elif self.at_start and not self.must_stop and key in self.banned:
            ban = self.banned[key]
        if ban is not None and len(ban) == 1 and d.max == 1 and len(d.options) > 1:
            left = tuple(o for i, o in enumerate(d.options) if i != ban[0])
            self.g.log(msg("ws.log.loop_not_again", n=d.player + 1), rule="WS 11.1.1.2")
            if len(left) == 1:
                self._record(key, (options.index(left[0]),))
                return left
            d = Decision(d.player, d.kind, d.said, left, d.min, d.max, d.rule, d.about, d.message)
        answer = yield d
        picks = tuple(options.index(o) for o in answer)
        self._record(key, picks)
        return answer

    def _record(self, key: Key, picks: tuple[int, ...]) -> None:
        self.trace.append((key, picks))
