"""Check timing in System Gate (SG 3.5, SG 8.3): the rule actions (SG 9)
until none apply, then the standby skills go to the stack one by one and
resolve; loops within one check timing (SG 12.1)."""

from __future__ import annotations

import dataclasses

from engine.decisions import Kind, Option
from engine.events import Answered, Happened, Note, PhaseBegan, TurnBegan
from engine.flow import LoopGuard, choose_cards, choose_number, choose_one, pending_option
from engine.games.systemgate.abilities import respond
from engine.games.systemgate.field import destroy, leave_field, lethal, overload_drop
from engine.games.systemgate.note_params import label_of, named
from engine.games.systemgate.stack import add_skill, resolve_stack
from engine.games.systemgate.state import (
    MAX_LIMIT,
    Flow,
    SystemGateState,
    game_state,
    overloaded,
    seat_zones,
    total_limit,
    turn_state,
    units,
)
from engine.messages import Message, msg
from engine.state import Game
from engine.timing import Pending

#: Zones where a token is allowed to stay. Judge's decision: SG 9.7.1 removes a
#: token outside the field, but SG 2.4.11 / SG 2.4.12 put tokens into the hand
#: (the card text wins, SG 1.3.1), so hand and stack are allowed too.
TOKEN_HOMES = frozenset(("left", "center", "right", "player", "set", "hand", "stack", "tokens", "removed"))


# -- check timing ----------------------------------------------------------------------------


def timing_due(g: Game) -> bool:
    """Whether a check timing has anything to do (a cheap test that spares
    the flow a generator when nothing changed and no skill waits)."""
    if g.pending:
        return True
    st = game_state(g)
    if _changed(g, st):
        return True
    _looked(g, st)  # nothing but answers, notes and phase starts since: not looked at again
    return False


def check_timing(g: Game) -> Flow:
    """SG 3.5 / SG 8.3: rule actions (SG 9) until none apply; then the turn
    player adds one standby skill to the stack (it must if only one waits,
    SG 8.3.4), the non-turn player gets a Counter Timing (SG 3.5.4), the stack
    resolves last in first out (SG 3.5.5), and all again from the top. When
    the turn player has none, the non-turn player adds one and the turn player
    gets the Counter Timing (SG 3.5.6 - SG 3.5.8)."""
    st = game_state(g)
    guard = LoopGuard(g)  # SG 12.1.2
    loops = LoopTracker()  # SG 12.1.3 / SG 12.1.4
    while True:
        # Every change of the state is journaled: when nothing but answers,
        # notes and phase starts was journaled since the last clean check, no
        # rule action can apply.
        if _changed(g, st) and rule_actions_due(g):
            yield from rule_action_flow(g)
        _looked(g, st)
        if not g.pending:
            return
        # Judge's decision: SG 8.3.7 says the turn player chooses the non-turn
        # player's skill, SG 3.5.6 and SG 1.3.8 say its controller does; the
        # controller chooses.
        chosen: Pending | None = None
        for seat in g.turn_order():
            mine = [p for p in g.pending if p.controller == seat]
            if not mine:
                continue
            if len(mine) == 1:
                chosen = mine[0]
            else:
                opts = [_worded(pending_option(g, p), label_of(g, p)) for p in mine]
                opt = yield from choose_one(
                    g,
                    seat,
                    msg("sg.triggered_skills"),
                    opts,
                    kind=Kind.ACTION,
                    rule="SG 1.3.8",
                    about="pending",
                )
                chosen = next(p for p in mine if f"a{p.pid}" == opt.key)
            break
        assert chosen is not None
        g.pending.remove(chosen)
        use = yield from loops.arrive(g, chosen)
        added = yield from add_skill(g, chosen, use)
        if added:
            # SG 3.5.4: the non-turn player answers the turn player's skill;
            # SG 3.5.7: the turn player answers the non-turn player's.
            yield from respond(g, chosen.controller, "SG 3.5.4" if chosen.controller == g.active else "SG 3.5.7")
            yield from resolve_stack(g)
        guard.tick()


_INERT = (Answered, Note, Happened, PhaseBegan, TurnBegan)


def _changed(g: Game, st: SystemGateState) -> bool:
    """Whether the state changed since the last look for rule actions. Every
    state-changing event is journaled by a primitive that also bumps
    ``g.changes``, so when that has not moved the journal need not be read."""
    return g.changes != st.clean_changes and changed_since(g, st.clean_at)


def _looked(g: Game, st: SystemGateState) -> None:
    """Every change so far has been looked at for rule actions."""
    st.clean_at = len(g.journal)
    st.clean_changes = g.changes


def changed_since(g: Game, mark: int) -> bool:
    """Whether the journal holds a state-changing event after index ``mark``."""
    journal = g.journal
    if mark < 0:
        return True
    for i in range(len(journal) - 1, mark - 1, -1):
        if not isinstance(journal[i], _INERT):
            return True
    return False


#: The largest number of times a player may declare for a loop (SG 12.1.3).
LOOP_MAX = 100


class LoopTracker:
    """SG 12.1: loops within one check timing. A loop is found when a skill
    of the same card (the same card, skill and controller) comes to be added
    to the stack again in the check timing that resolved it. A player who
    controls an optional skill ("you may", or a cost they may decline) of the
    repeated sequence can stop the loop. That player (the turn player when
    both can, SG 12.1.4) declares how many times the loop takes place in all,
    the time already done included (SG 12.1.3, a positive number, SG 1.3.7);
    the optional skills of the loop are then used without asking until it has
    taken place that many times, and the stopping player's are declined then.
    A loop nobody can stop is left to the draw of SG 12.1.2 (LoopGuard)."""

    __slots__ = ("anchor", "cycle", "done", "history", "stopper", "stopping", "times")

    def __init__(self) -> None:
        self.history: list[tuple[tuple[int, int, int, int], int, bool]] = []
        self.cycle: frozenset[tuple[int, int, int, int]] = frozenset()
        self.anchor: tuple[int, int, int, int] | None = None
        self.stopper = -1
        self.times = 0
        self.done = 0
        self.stopping = False

    @staticmethod
    def key(p: Pending) -> tuple[int, int, int, int] | None:
        if p.ability is None or p.source is None:
            return None
        return (p.source, p.source_inc, id(p.ability), p.controller)

    @staticmethod
    def optional(p: Pending) -> bool:
        ab = p.ability
        return ab is not None and (ab.optional or bool(ab.cost))

    def arrive(self, g: Game, p: Pending) -> Flow:
        """Called as ``p`` is about to be added to the stack. Returns None when
        its controller is asked as usual, True to use it, False to decline it."""
        key = self.key(p)
        if key is None:
            return None
        optional = self.optional(p)
        if self.anchor is None:
            seen = [i for i, (k, _, _) in enumerate(self.history) if k == key]
            if seen:
                cycle = self.history[seen[-1] :]
                stoppers = sorted({seat for _, seat, opt in cycle if opt})
                if stoppers:
                    self.anchor = key
                    self.cycle = frozenset(k for k, _, _ in cycle)
                    self.stopper = g.active if g.active in stoppers else stoppers[0]
                    self.done = 1
                    rule = "SG 12.1.4" if len(stoppers) > 1 else "SG 12.1.3"
                    loop = "sg.log.loop_both" if len(stoppers) > 1 else "sg.log.loop"
                    g.log(msg(loop, label=label_of(g, p), n=self.stopper + 1), rule=rule)
                    self.times = yield from choose_number(
                        g,
                        self.stopper,
                        f"A loop ({p.label}): how many times does it take place in all (once so far)?",
                        1,
                        LOOP_MAX,
                        rule=rule,
                        about="rule",
                    )
                    g.log(msg("sg.log.loop_times", n=self.stopper + 1, k=self.times), rule=rule)
            self.history.append((key, p.controller, optional))
            if self.anchor is None:
                return None
        elif key not in self.cycle:
            return None
        if key == self.anchor:
            if self.done >= self.times:
                self.stopping = True
            else:
                self.done += 1
        if not optional:
            return None
        if self.stopping and p.controller == self.stopper:
            g.log(msg("sg.log.loop_stops", label=label_of(g, p), k=self.times), rule="SG 12.1.3")
            return False
        return not self.stopping or None


# -- rule actions (SG 9) ----------------------------------------------------------------------


def losses(g: Game) -> bool:
    sz = seat_zones(g)
    lost = False
    safe = turn_state(g).cannot_lose
    for p in g.players:
        if p.lost:
            continue
        z = sz[p.seat]
        if safe and p.seat in safe:
            continue  # SG 1.2.6.3 / SG 1.3.5: "cannot lose" prevents the loss
        if not z.deck.cards:
            g.flag_loss(p.seat, Message("sg.outcome.no_deck"), "SG 9.4.1")  # SG 1.2.2.1, SG 4.3.3
            lost = True
        elif g.players[z.life_seat].counters.get("life", 0) <= 0:
            g.flag_loss(p.seat, Message("sg.outcome.no_life"), "SG 9.4.2")  # SG 1.2.2.2
            lost = True
    return lost


def rule_actions_due(g: Game) -> bool:
    """Whether any rule action of SG 9 applies now (a cheap scan, so a
    check timing with nothing to do costs little)."""
    players = g.players
    for z in seat_zones(g):
        if not z.deck.cards or players[z.life_seat].counters.get("life", 0) <= 0:
            return True
        for zone in z.slots:
            if len(zone.cards) > 1 and overloaded(g, zone):
                return True
        limit = 0
        for zone in z.unit_zones:
            for c in zone.cards:
                limit += c.card.stats.get("limit", 0)
        if limit > MAX_LIMIT:
            return True
    st = game_state(g)
    for c in st.damaged:
        if c.counters and c.zone.field and lethal(g, c):
            return True
    for c in st.token_cards:
        if c.zone.name not in TOKEN_HOMES:
            return True
    return False


def rule_action_flow(g: Game) -> Flow:
    """SG 9.3: resolve the rule actions in the order of section 9, again
    while any applies. Both players losing at once is a draw (SG 1.2.3,
    through :meth:`Game.settle`)."""
    sz = seat_zones(g)
    tokens = game_state(g).token_cards
    while True:
        if losses(g):
            g.settle()
        acted = False
        order = g.turn_order()
        for seat in order:
            # SG 9.5.1: an overloaded field zone keeps only its newest card.
            for zone in sz[seat].slots:
                while overloaded(g, zone):
                    overload_drop(g, zone.cards[0])
                    acted = True
        for seat in order:
            # SG 9.6.1: damage equal to or above Defense destroys.
            for zone in sz[seat].field:
                doomed = [c for c in zone.cards if c.counters and lethal(g, c)]
                for c in doomed:
                    yield from destroy(g, c, "SG 9.6.1")
                    acted = True
        # SG 9.7.1: a <Token> outside the field is removed from the game.
        for c in tokens:
            if c.zone.name not in TOKEN_HOMES:
                # Removed from the game: back to the token supply outside the game.
                g.move(c, g.zone(c.owner, "tokens"), why="token removed from the game", rule="SG 9.7.1")
                acted = True
        for seat in order:
            if total_limit(g, seat) > MAX_LIMIT:  # SG 9.8.1
                yield from drop_to_limit(g, seat)
                acted = True
        if not acted:
            return


def drop_to_limit(g: Game, seat: int) -> Flow:
    """SG 9.8.1: over 3 Limit on Left, Center and Right: the player chooses
    units to drop until the total is 3 or less."""
    while total_limit(g, seat) > MAX_LIMIT:
        us = units(g, seat)
        chosen = yield from choose_cards(g, seat, msg("sg.over_limit"), us, 1, 1, rule="SG 9.8.1", about="rule")
        for c in chosen:
            g.log(msg("sg.log.over_limit", card=named(c)), rule="SG 9.8.1")
            yield from leave_field(g, c, g.zone(c.owner, "drop"), "over the Limit", "SG 9.8.1")


def _worded(option: Option, label: object) -> Option:
    """A pending skill's option with its label as a message, when it has one (:func:`label_of`)."""
    return dataclasses.replace(option, message=label) if isinstance(label, Message) else option
