"""The damage process (WS 4.10): damage dealt one card at a time into the
resolution zone, canceled by a climax (WS 4.10.1.2), and the shot ability
that watches it (WS 4.12.2.7).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.decisions import Decision, Option
from engine.games.weiss.interrupts import interrupts, refresh_check
from engine.games.weiss.schema import CLIMAX
from engine.games.weiss.state import turn_state
from engine.games.weiss.zones import CLOCK, DECK, RESOLUTION, WAITING_ROOM
from engine.log_words.parts import card_list, ref
from engine.messages import CardRef, Message, msg
from engine.state import Card, Game
from engine.timing import Pending

Flow = Generator[Decision, tuple[Option, ...], Any]


def deal_damage(
    g: Game, seat: int, amount: int, source: Card | None, source_name: str | Message = "", *, shot: bool = True
) -> Generator[Decision, tuple[Option, ...], bool]:
    """WS 4.10.1: deal ``amount`` damage to ``seat``, one card at a time from
    the top of the deck into the resolution zone; a climax cancels it all
    (WS 4.10.1.2), otherwise every card goes to the clock (WS 4.10.1.3).
    Returns True when the damage was canceled."""
    who: CardRef | Message | str = source_name or (ref(source) if source is not None else Message("ws.log.an_effect"))
    if amount <= 0:  # WS 7.5.1.2.1: there is no such thing as 0 damage
        g.log(msg("ws.log.no_damage", who=who, k=amount), rule="WS 7.5.1.2.1")
        return False
    deck = g.zone(seat, DECK)
    res = g.zone(seat, RESOLUTION)
    g.log(msg("ws.log.damage_process", who=who, k=amount, n=seat + 1), rule="WS 4.10.1")
    revealed: list[Card] = []
    canceled = False
    for i in range(amount):
        refresh_check(g, seat, in_damage=True)
        if not deck.cards:
            break
        c = g.move(deck.cards[-1], res, face_up=True, why="damage", rule="WS 4.10.1.1")
        revealed.append(c)
        is_climax = c.card.type == CLIMAX
        mid = "ws.log.damage_climax" if is_climax else "ws.log.damage_card"
        g.log(msg(mid, i=i + 1, k=amount, n=seat + 1, card=ref(c)), rule="WS 4.10.1.1")
        refresh_check(g, seat, in_damage=True)  # WS 3.2.3.2: an empty deck refreshes at once
        if is_climax:
            wr = g.zone(seat, WAITING_ROOM)
            for r in revealed:
                g.move(r, wr, why="damage canceled", rule="WS 4.10.1.2")
            g.log(msg("ws.log.damage_canceled", card=ref(c), k=len(revealed)), rule="WS 4.10.1.2")
            canceled = True
            refresh_check(g, seat)
            break
    if not canceled:
        clock = g.zone(seat, CLOCK)
        for r in revealed:
            g.move(r, clock, why="damage", rule="WS 4.10.1.3")
        said = msg(
            "ws.log.takes_damage", n=seat + 1, k=len(revealed), cards=card_list(revealed), clock=len(clock.cards)
        )
        g.log(said, rule="WS 4.10.1.3")
    if source is not None and shot:
        check_shot(g, source, canceled)
    yield from interrupts(g)
    return canceled


def deal_damage_each(g: Game, seats: list[int], amount: int, source: Card | None) -> Flow:
    """Damage dealt to several players at once, turn player first (WS 4.10.1
    for each). For the shot ability this is one damage (WS 4.12.2.7.3): it
    activates if the damage to either player is canceled, and only once."""
    canceled = False
    for seat in seats:
        if (yield from deal_damage(g, seat, amount, source, shot=False)):
            canceled = True
    if source is not None:
        if canceled and len(seats) > 1:
            g.log(Message("ws.log.shot_several"), rule="WS 4.12.2.7.3")
        check_shot(g, source, canceled)


def check_shot(g: Game, source: Card, canceled: bool) -> None:
    """WS 4.12.2.7: the shot ability watches the next damage of the attacking
    character; used up by that damage, it deals 1 damage if it was canceled.
    Whoever the damage was dealt to: the attacker's own master too
    (WS 4.12.2.7.2)."""
    turn = turn_state(g)
    shots = turn.shots
    if not shots:
        return
    mine = [s for s in shots if s[0] == source.iid and s[1] == source.incarnation]
    if not mine:
        return
    turn.shots = [s for s in shots if s not in mine]
    if canceled:
        for _, _, master in mine:
            g.add_pending(master, f"Shot trigger of {source.name}: deal 1 damage", _shot, source=source)


def _shot(g: Game, p: Pending) -> Flow:
    """WS 4.12.2.7: the damage was canceled, deal 1 damage to the opponent."""
    name = p.label.split(": ")[0]
    card = name.removeprefix("Shot trigger of ")
    who = msg("ws.log.shot_of", card=CardRef(p.source or 0, card)) if card != name else name
    g.log(msg("ws.log.shot_damage", who=who), rule="WS 4.12.2.7")
    yield from deal_damage(g, g.opponent(p.controller), 1, None, who)
