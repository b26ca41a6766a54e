"""The check rule actions (WS 9.1.2.2, WS 9.4 - WS 9.9): the losing verdict,
characters with 0 or less power, markers without a character and the
refresh point, all done at once at a check timing (WS 8.5.1); and a quick
test that none applies, so the common check timing skips them.
"""

from __future__ import annotations

from collections.abc import Generator

from engine.decisions import Decision, Option
from engine.events import Answered, CardFlipped, CardTurned, Happened, Note, PhaseBegan, Shuffled, TurnBegan
from engine.games.weiss.interrupts import REFRESH_POINT
from engine.games.weiss.moves import leave_stage, leave_stage_flow, needs_choice
from engine.games.weiss.state import game_state, stage
from engine.games.weiss.stats import power
from engine.games.weiss.zones import WAITING_ROOM
from engine.log_words.parts import ref
from engine.messages import Message, msg
from engine.state import Game


def may_lose_power(g: Game) -> bool:
    """Whether any character could have 0 or less power now: a card of the
    game with printed power 0 or a continuous ability lowering power (found
    when the decks are built), or an effect lowering or setting power.
    Otherwise the power check of WS 9.5.1 is skipped."""
    if game_state(g).power_risk:
        return True
    return any(e.stat == "power" and (e.op != "add" or e.value < 0) for e in g.effects)


#: journal events that cannot make a rule action of WS 9 apply
_NEUTRAL = frozenset({Answered, Note, Happened, PhaseBegan, TurnBegan, CardTurned, CardFlipped, Shuffled})


def quiet(g: Game) -> bool:
    """A quick test that no rule action of WS 9 can apply now (the common
    case at a check timing), so the full checks are skipped. Every change
    of the state is journaled, so a position found quiet stays quiet while
    only answers, notes, phases, turns and shuffles are added to the journal;
    and the journal need not be read while ``g.changes`` has not moved (every
    other event is journaled by something that bumps it)."""
    state = game_state(g)
    journal = g.journal
    n = len(journal)
    since = state.quiet_at
    if since >= 0:
        if g.changes == state.quiet_changes:
            state.quiet_at = n
            return True
        for i in range(since, n):
            if type(journal[i]) not in _NEUTRAL:
                break
        else:
            state.quiet_at = n
            state.quiet_changes = g.changes
            return True
    now = _quiet_now(g)
    state.quiet_at = n if now else -1
    state.quiet_changes = g.changes
    return now


def _quiet_now(g: Game) -> bool:
    state = game_state(g)
    if state.power_risk:
        return False
    for p, zs in state.seats:
        if (
            p.lost
            or not zs.deck.cards
            or len(zs.level.cards) >= 4
            or len(zs.clock.cards) >= 7
            or p.counters[REFRESH_POINT]
        ):
            return False
        if any(zs.marker_cards):
            for area, position in zs.markers:
                if area.cards and not position.cards:
                    return False
    if g.effects:
        for e in g.effects:
            if e.stat == "power" and (e.op != "add" or e.value < 0):
                return False
    return True


def rule_actions(g: Game) -> bool:
    """The check-type rule actions (WS 9.1.2.2), all at once; True if one was done."""
    if quiet(g):
        return False
    zones = game_state(g).zones
    # WS 9.4 losing verdict.
    lost = False
    for p in g.players:
        zs = zones[p.seat]
        if p.lost:
            lost = True
        elif len(zs.level.cards) >= 4:
            g.flag_loss(p.seat, Message("ws.outcome.level_four"), "WS 9.4.1.1")
            lost = True
        elif not zs.deck.cards and not zs.waiting_room.cards:
            g.flag_loss(p.seat, Message("ws.outcome.no_cards"), "WS 9.4.1.2")
            lost = True
    if lost:
        return False
    did = False
    first = g.active
    order = (first, 1 - first)
    # WS 9.5.1 characters with 0 or less power.
    if may_lose_power(g):
        for seat in order:
            for c in stage(g, seat):
                if power(g, c) <= 0:
                    if needs_choice(g, c):  # asked in the check timing (zero_power_flow)
                        continue
                    g.log(msg("ws.log.no_power", card=ref(c), k=power(g, c)), rule="WS 9.5.1")
                    leave_stage(g, c, g.zone(c.owner, WAITING_ROOM), why="no power", rule="WS 9.5.1")
                    did = True
    # WS 9.8.1 markers under an empty stage position.
    for seat in order:
        for marker_area, position in zones[seat].markers:
            if marker_area.cards and not position.cards:
                for m in list(marker_area.cards):
                    g.move(m, g.zone(m.owner, WAITING_ROOM), why="marker without a character", rule="WS 9.8.1")
                did = True
    # WS 9.9.1 refresh point: the top card of the deck goes to the clock.
    for seat in order:
        if g.players[seat].counters.get(REFRESH_POINT, 0) >= 1:
            deck = zones[seat].deck
            g.add_counter(seat, REFRESH_POINT, -1)
            if deck.cards:
                top = g.move(deck.cards[-1], zones[seat].clock, why="refresh point", rule="WS 9.9.1")
                g.log(msg("ws.log.refresh_penalty", n=seat + 1, card=ref(top)), rule="WS 9.9.1")
                # an emptied deck (and a full clock) are interrupts handled by the
                # check timing next, in the order the player chooses (WS 9.1.2.1.1.2)
            did = True
    return did


def zero_power_flow(g: Game) -> Generator[Decision, tuple[Option, ...], bool]:
    """WS 9.5.1 for the characters whose move to the waiting room asks their
    master about replacement effects (WS 8.10.2), left by :func:`rule_actions`."""
    if not may_lose_power(g):
        return False
    did = False
    first = g.active
    for seat in (first, 1 - first):
        for c in stage(g, seat):
            if c.zone.field and power(g, c) <= 0:
                g.log(msg("ws.log.no_power", card=ref(c), k=power(g, c)), rule="WS 9.5.1")
                yield from leave_stage_flow(g, c, g.zone(c.owner, WAITING_ROOM), why="no power", rule="WS 9.5.1")
                did = True
    return did
