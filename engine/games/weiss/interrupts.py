"""The interrupt rule actions (WS 9.1.2.1): refresh (WS 9.2) and level up
(WS 9.3).

Weiss Schwarz has two kinds of rule actions (WS 9.1.2): *interrupt* ones
happen the instant their condition arises, suspending whatever is going on;
*check* ones (WS 9.4 - 9.9, :mod:`engine.games.weiss.rule_actions`) wait
for the next check timing. A level up asks the player which card to level,
so interrupts are generators run with ``yield from`` right after any action
that can empty a deck or fill a clock, and again at every check timing.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from engine.decisions import Decision, Option
from engine.flow import choose_card, choose_one
from engine.games.weiss.schema import CLIMAX
from engine.games.weiss.state import game_state, seat_zones
from engine.games.weiss.zones import CLOCK, DECK, LEVEL, RESOLUTION, WAITING_ROOM
from engine.log_words.parts import ref
from engine.messages import Message, msg
from engine.state import Game

Flow = Generator[Decision, tuple[Option, ...], Any]

REFRESH_POINT = "refresh_point"

#: "when you level up": the abilities of that trigger of the player's characters wait for the check timing
#: (:mod:`engine.games.weiss.abilities`, which reads this module, puts its reader here as it loads)
LEVELED: list[Callable[[Game, int], None]] = [lambda g, seat: None]


def refresh_check(g: Game, seat: int, in_damage: bool = False) -> None:
    """WS 9.2 (interrupt): a player with no cards in the deck shuffles the
    waiting room into it and the refresh point goes up by 1 (WS 9.2.2); with
    no cards in the waiting room either, that player loses at once, unless a
    climax in the resolution zone will cancel the damage being dealt
    (WS 9.2.2.1)."""
    deck = g.zone(seat, DECK)
    if deck.cards or game_state(g).paying:  # WS 9.2.3: not while a cost is being paid
        return
    wr = g.zone(seat, WAITING_ROOM)
    if not wr.cards:
        if in_damage and any(c.card.type == CLIMAX for c in g.zone(seat, RESOLUTION).cards):
            g.log(msg("ws.log.refresh_held", n=seat + 1), rule="WS 9.2.2.1")
            return
        g.log(msg("ws.log.no_cards", n=seat + 1), rule="WS 9.2.2.1")
        g.flag_loss(seat, Message("ws.outcome.no_cards"), "WS 9.2.2.1")
        g.settle()
        return
    n = len(wr.cards)
    g.log(msg("ws.log.refresh", n=seat + 1, k=n), rule="WS 9.2.1")
    for c in list(wr.cards):
        g.move(c, deck, face_up=False, why="refresh", rule="WS 9.2.2")
    g.shuffle(deck)
    value = g.add_counter(seat, REFRESH_POINT, 1)
    g.log(msg("ws.log.refresh_point", n=seat + 1, k=value), rule="WS 9.2.2")


def level_up(g: Game, seat: int) -> Flow:
    """WS 9.3 (interrupt): with 7 or more cards in the clock, choose one of
    the bottom 7 for the level; the other 6 go to the waiting room."""
    clock = g.zone(seat, CLOCK)
    lv = g.zone(seat, LEVEL)
    wr = g.zone(seat, WAITING_ROOM)
    while len(clock.cards) >= 7:
        bottom = clock.cards[:7]
        chosen = yield from choose_card(
            g,
            seat,
            msg("ws.level_up"),
            bottom,
            rule="WS 9.3.2",
            about="level_up",
        )
        g.move(chosen, lv, why="level up", rule="WS 9.3.2")
        for c in bottom:
            if c is not chosen:
                g.move(c, wr, why="level up", rule="WS 9.3.2")
        g.log(msg("ws.log.level_up", n=seat + 1, card=ref(chosen), k=len(lv.cards)), rule="WS 9.3.2")
        LEVELED[0](g, seat)  # "when you level up"


def interrupts(g: Game) -> Flow:
    """Every interrupt rule action that applies now, the turn player's first
    (WS 9.1.2.1.1.1), each player choosing the order of their own
    (WS 9.1.2.1.1.2), until none applies. None is resolved while a cost is
    being paid (WS 9.2.3, WS 9.3.3)."""
    if game_state(g).paying:
        return
    first = g.active
    order = (first, 1 - first)
    again = True
    while again:
        again = False
        for seat in order:
            zs = seat_zones(g, seat)
            if not zs.deck.cards and len(zs.clock.cards) >= 7:
                # WS 9.1.2.1.1.2: both at once: the player chooses the order (the
                # six cards of a level up first join the new deck, or not).
                options = [
                    Option("level_first", "Level up first (its other 6 cards go into the new deck)", verb="choose"),
                    Option(
                        "refresh_first", "Refresh first (the level up cards stay in the waiting room)", verb="choose"
                    ),
                ]
                prompt = "Refresh and level up are both due: which first?"
                opt = yield from choose_one(g, seat, prompt, options, rule="WS 9.1.2.1.1.2", about="order")
                if opt.key == "level_first":
                    yield from level_up(g, seat)
            if not zs.deck.cards:
                refresh_check(g, seat)
            if len(zs.clock.cards) >= 7:
                yield from level_up(g, seat)
                again = True


def interrupt_due(g: Game) -> bool:
    """Whether an interrupt rule action applies now: an empty deck or a clock of 7 or more."""
    for zs in game_state(g).zones:
        if not zs.deck.cards or len(zs.clock.cards) >= 7:
            return True
    return False
