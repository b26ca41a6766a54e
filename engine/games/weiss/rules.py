"""Rule actions (WS 9), the damage process (WS 4.10), check timing (WS 8.5)
and the moves of characters on and off the stage.

Weiss Schwarz has two kinds of rule actions (WS 9.1.2): *interrupt* ones
(reshuffle WS 9.2, level up WS 9.3) happen the instant their condition
arises, suspending whatever is going on; *check* ones (WS 9.4 - 9.9) wait for
the next check timing. A level up asks the player which card to level, so
interrupts are generators run with ``yield from`` right after any action
that can empty a deck or fill a clock, and again at every check timing.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.decisions import Decision, Option
from engine.events import Answered, CardFlipped, CardMoved, CardTurned, Note, PhaseBegan, Shuffled, TurnBegan
from engine.flow import LoopGuard, choose_card, choose_one, next_pending, yes_no
from engine.games.weiss.board import (
    CLOCK,
    DECK,
    LEVEL,
    MEMORY,
    POSITION_NAMES,
    RESOLUTION,
    STOCK,
    WAITING_ROOM,
    SeatZones,
    marker_name,
    seat_zones,
    stage,
)
from engine.games.weiss.cards import CLIMAX
from engine.games.weiss.stats import info, power
from engine.state import REST, Card, Game, Zone
from engine.timing import Pending

Flow = Generator[Decision, tuple[Option, ...], Any]

REFRESH_POINT = "refresh_point"
ENCORE_COST = 3  # WS 10.2.3: every character has Encore [3]


def player(seat: int) -> str:
    return f"Player {seat + 1}"


# -- interrupt rule actions ------------------------------------------------------


def refresh_check(g: Game, seat: int, in_damage: bool = False) -> None:
    """WS 9.2 (interrupt): a player with no cards in the deck shuffles the
    waiting room into it and the refresh point goes up by 1 (WS 9.2.2); with
    no cards in the waiting room either, that player loses at once, unless a
    climax in the resolution zone will cancel the damage being dealt
    (WS 9.2.2.1)."""
    deck = g.zone(seat, DECK)
    if deck.cards or g.data.get("ws_paying"):  # WS 9.2.3: not while a cost is being paid
        return
    wr = g.zone(seat, WAITING_ROOM)
    if not wr.cards:
        if in_damage and any(c.card.type == CLIMAX for c in g.zone(seat, RESOLUTION).cards):
            g.log(
                f"{player(seat)}'s deck and waiting room are empty, but the climax revealed cancels the damage: "
                "no refresh yet",
                rule="WS 9.2.2.1",
            )
            return
        g.log(f"{player(seat)} has no cards in deck or waiting room", rule="WS 9.2.2.1")
        g.flag_loss(seat, "has no cards in deck and waiting room", "WS 9.2.2.1")
        g.settle()
        return
    n = len(wr.cards)
    g.log(
        f"Refresh: {player(seat)}'s deck is empty — the {n} cards of the waiting room become the new deck",
        rule="WS 9.2.1",
    )
    for c in list(wr.cards):
        g.move(c, deck, face_up=False, why="refresh", rule="WS 9.2.2")
    g.shuffle(deck)
    value = g.add_counter(seat, REFRESH_POINT, 1)
    g.log(
        f"Refresh: {player(seat)} shuffles the new deck; refresh point {value} "
        "(at the next check timing the top card of the deck goes to the clock)",
        rule="WS 9.2.2",
    )


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
            "Level up: choose one of the bottom 7 cards of your clock to put into your level",
            bottom,
            rule="WS 9.3.2",
        )
        g.move(chosen, lv, why="level up", rule="WS 9.3.2")
        for c in bottom:
            if c is not chosen:
                g.move(c, wr, why="level up", rule="WS 9.3.2")
        g.log(
            f"Level up: {player(seat)} puts {chosen.name} into the level (now level {len(lv.cards)}); "
            "the other 6 clock cards go to the waiting room",
            rule="WS 9.3.2",
        )


def interrupts(g: Game) -> Flow:
    """Every interrupt rule action that applies now, the turn player's first
    (WS 9.1.2.1.1.1), each player choosing the order of their own
    (WS 9.1.2.1.1.2), until none applies. None is resolved while a cost is
    being paid (WS 9.2.3, WS 9.3.3)."""
    if g.data.get("ws_paying"):
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
                    Option("level_first", "Level up first (its other 6 cards go into the new deck)"),
                    Option("refresh_first", "Refresh first (the level up cards stay in the waiting room)"),
                ]
                opt = yield from choose_one(
                    g, seat, "Refresh and level up are both due: which first?", options, rule="WS 9.1.2.1.1.2"
                )
                if opt.key == "level_first":
                    yield from level_up(g, seat)
            if not zs.deck.cards:
                refresh_check(g, seat)
            if len(zs.clock.cards) >= 7:
                yield from level_up(g, seat)
                again = True


# -- check rule actions ------------------------------------------------------------


def _may_lose_power(g: Game) -> bool:
    """Whether any character could have 0 or less power now: a card of the
    game with printed power 0 or a continuous ability lowering power (found
    when the decks are built), or an effect lowering or setting power.
    Otherwise the power check of WS 9.5.1 is skipped."""
    if g.data["ws_power_risk"]:
        return True
    return any(e.stat == "power" and (e.op != "add" or e.value < 0) for e in g.effects)


#: journal events that cannot make a rule action of WS 9 apply
_NEUTRAL = frozenset({Answered, Note, PhaseBegan, TurnBegan, CardTurned, CardFlipped, Shuffled})


def _quiet(g: Game) -> bool:
    """A quick test that no rule action of WS 9 can apply now (the common
    case at a check timing), so the full checks are skipped. Every change
    of the state is journaled, so a position found quiet stays quiet while
    only answers, notes, phases, turns and shuffles are added to the journal."""
    data = g.data
    journal = g.journal
    n = len(journal)
    since = data.get("ws_quiet_at", -1)
    if since >= 0:
        for i in range(since, n):
            if type(journal[i]) not in _NEUTRAL:
                break
        else:
            data["ws_quiet_at"] = n
            return True
    quiet = _quiet_now(g)
    data["ws_quiet_at"] = n if quiet else -1
    return quiet


def _quiet_now(g: Game) -> bool:
    if g.data["ws_power_risk"]:
        return False
    for p, zs in g.data["ws_seats"]:
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
    if _quiet(g):
        return False
    zones: list[SeatZones] = g.data["ws_zones"]
    # WS 9.4 losing verdict.
    lost = False
    for p in g.players:
        zs = zones[p.seat]
        if p.lost:
            lost = True
        elif len(zs.level.cards) >= 4:
            g.flag_loss(p.seat, "has 4 cards in the level", "WS 9.4.1.1")
            lost = True
        elif not zs.deck.cards and not zs.waiting_room.cards:
            g.flag_loss(p.seat, "has no cards in deck and waiting room", "WS 9.4.1.2")
            lost = True
    if lost:
        return False
    did = False
    first = g.active
    order = (first, 1 - first)
    # WS 9.5.1 characters with 0 or less power.
    if _may_lose_power(g):
        for seat in order:
            for c in stage(g, seat):
                if power(g, c) <= 0:
                    g.log(f"{c.name} has {power(g, c)} power and goes to the waiting room", rule="WS 9.5.1")
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
                g.log(
                    f"Refresh point: {player(seat)} puts the top card of the deck ({top.name}) into the clock "
                    "(not damage: it cannot be canceled)",
                    rule="WS 9.9.1",
                )
                # an emptied deck (and a full clock) are interrupts handled by the
                # check timing next, in the order the player chooses (WS 9.1.2.1.1.2)
            did = True
    return did


def _interrupt_due(g: Game) -> bool:
    for zs in g.data["ws_zones"]:
        if not zs.deck.cards or len(zs.clock.cards) >= 7:
            return True
    return False


def check_timing(g: Game) -> Flow:
    """WS 8.5.1: rule actions (interrupts as they arise, then the check ones,
    repeated), then one automatic ability in standby — the turn player's
    first, chosen by its master — and again from the top until nothing is
    left. (The shared core's check timing calls a non-interactive rule-action
    hook; a level up needs a choice, so this one also runs the interrupts.)"""
    if not g.pending and _quiet(g):
        return
    rs = g.ruleset
    guard = LoopGuard(g)  # WS 11.1.1.1
    while True:
        if _interrupt_due(g):
            yield from interrupts(g)
        while rs.rule_actions(g):
            if _interrupt_due(g):
                yield from interrupts(g)
        g.settle()
        if not g.pending:
            return
        chosen = yield from next_pending(g)
        g.pending.remove(chosen)
        yield from rs.resolve_pending(g, chosen)
        guard.tick()


# -- the damage process -----------------------------------------------------------------


def deal_damage(
    g: Game, seat: int, amount: int, source: Card | None, source_name: str = ""
) -> Generator[Decision, tuple[Option, ...], bool]:
    """WS 4.10.1: deal ``amount`` damage to ``seat``, one card at a time from
    the top of the deck into the resolution zone; a climax cancels it all
    (WS 4.10.1.2), otherwise every card goes to the clock (WS 4.10.1.3).
    Returns True when the damage was canceled."""
    name = source_name or (source.name if source is not None else "An effect")
    if amount <= 0:  # WS 7.5.1.2.1: there is no such thing as 0 damage
        g.log(f"{name} deals no damage ({amount})", rule="WS 7.5.1.2.1")
        return False
    deck = g.zone(seat, DECK)
    res = g.zone(seat, RESOLUTION)
    g.log(f"Damage process: {name} deals {amount} damage to {player(seat)}", rule="WS 4.10.1")
    revealed: list[Card] = []
    canceled = False
    for i in range(amount):
        refresh_check(g, seat, in_damage=True)
        if not deck.cards:
            break
        c = g.move(deck.cards[-1], res, face_up=True, why="damage", rule="WS 4.10.1.1")
        revealed.append(c)
        is_climax = c.card.type == CLIMAX
        g.log(
            f"Damage {i + 1} of {amount}: {player(seat)} reveals {c.name}{' — a climax' if is_climax else ''}",
            rule="WS 4.10.1.1",
        )
        refresh_check(g, seat, in_damage=True)  # WS 3.2.3.2: an empty deck refreshes at once
        if is_climax:
            wr = g.zone(seat, WAITING_ROOM)
            for r in revealed:
                g.move(r, wr, why="damage canceled", rule="WS 4.10.1.2")
            g.log(
                f"Damage canceled by {c.name}: the {len(revealed)} revealed card(s) go to the waiting room",
                rule="WS 4.10.1.2",
            )
            canceled = True
            refresh_check(g, seat)
            break
    if not canceled:
        clock = g.zone(seat, CLOCK)
        for r in revealed:
            g.move(r, clock, why="damage", rule="WS 4.10.1.3")
        g.log(
            f"{player(seat)} takes {len(revealed)} damage: {', '.join(r.name for r in revealed)} "
            f"into the clock (clock {len(clock.cards)})",
            rule="WS 4.10.1.3",
        )
    if source is not None:
        _check_shot(g, source, canceled)
    yield from interrupts(g)
    return canceled


def _check_shot(g: Game, source: Card, canceled: bool) -> None:
    """WS 4.12.2.7: the shot ability watches the next damage of the attacking
    character; used up by that damage, it deals 1 damage if it was canceled."""
    shots: list[tuple[int, int, int]] | None = g.turn_data.get("shot")
    if not shots:
        return
    mine = [s for s in shots if s[0] == source.iid and s[1] == source.incarnation]
    if not mine:
        return
    g.turn_data["shot"] = [s for s in shots if s not in mine]
    if canceled:
        for _, _, master in mine:
            g.add_pending(master, f"Shot trigger of {source.name}: deal 1 damage", _shot, source=source)


def _shot(g: Game, p: Pending) -> Flow:
    """WS 4.12.2.7: the damage was canceled, deal 1 damage to the opponent."""
    name = p.label.split(": ")[0]
    g.log(f"{name}: the damage was canceled, so 1 more damage is dealt", rule="WS 4.12.2.7")
    yield from deal_damage(g, g.opponent(p.controller), 1, None, name)


# -- moving cards -------------------------------------------------------------------


def draw(g: Game, seat: int, n: int, why: str = "draw", rule: str = "") -> list[Card]:
    """WS 4.7.1: draw one card at a time, refreshing when the deck empties (WS 3.2.3.2)."""
    deck = g.zone(seat, DECK)
    hand = g.zone(seat, "hand")
    drawn: list[Card] = []
    for _ in range(max(n, 0)):
        if not deck.cards:
            break
        drawn.append(g.move(deck.cards[-1], hand, why=why, rule=rule))
        refresh_check(g, seat)
    return drawn


def deck_to(g: Game, seat: int, dst: Zone, n: int, why: str, rule: str = "") -> list[Card]:
    """Move the top ``n`` cards of the deck to ``dst``, one at a time (WS 3.2.3)."""
    deck = g.zone(seat, DECK)
    moved: list[Card] = []
    for _ in range(max(n, 0)):
        if not deck.cards:
            break
        moved.append(g.move(deck.cards[-1], dst, why=why, rule=rule))
        refresh_check(g, seat)
    return moved


def pay_stock(g: Game, seat: int, n: int, why: str = "cost") -> None:
    """WS 8.4.3: put n cards from the top of the stock into the waiting room."""
    stock = g.zone(seat, STOCK)
    wr = g.zone(seat, WAITING_ROOM)
    for _ in range(n):
        g.move(stock.cards[-1], wr, why=why, rule="WS 8.4.3")


def leave_stage(g: Game, card: Card, dst: Zone, *, why: str, rule: str = "") -> Card:
    """Move a character from its stage position to another zone: its markers
    go to the waiting room (WS 3.7.3.2), and going to the waiting room from
    the stage triggers Encore (WS 10.2)."""
    pos = card.zone.name
    seat = card.zone.owner
    if dst.name == WAITING_ROOM and info(card.card).memory_instead:
        # WS 8.10.1: a replacement effect: the card goes to the memory instead,
        # and the replaced event does not happen at all (WS 8.10.1.1): it is
        # not put into the waiting room, so its Encore does not trigger.
        g.log(f"{card.name} would go to the waiting room: it goes to the memory instead", rule="WS 8.10.1")
        dst = g.zone(card.owner, MEMORY)
    for m in list(g.zone(seat, marker_name(pos)).cards):
        g.move(m, g.zone(m.owner, WAITING_ROOM), why="marker of a character leaving the stage", rule="WS 3.7.3.2")
    g.move(card, dst, why=why, rule=rule)
    if dst.name == WAITING_ROOM:
        # WS 10.2.1: Encore triggers when the card goes from the stage to the
        # waiting room: every character has Encore [3] (WS 10.2.3), and a card
        # may print another Encore; its master chooses which to play first, and
        # once one has put it back on the stage the others find it gone (WS 8.7.7).
        g.add_pending(seat, f"{card.name}: Encore [{ENCORE_COST} stock]", _encore, source=card, optional=True, pos=pos)
        for ab in info(card.card).autos.get("encore", ()):
            g.add_pending(seat, f"{card.name}: {ab.text or 'Encore'}", source=card, ability=ab, optional=True, pos=pos)
    return card


def place_character(
    g: Game, card: Card, seat: int, pos: str, *, rested: bool = False, why: str, rule: str = ""
) -> Card:
    """Put ``card`` on the stage position ``pos`` of ``seat``. A character
    already there goes to the waiting room (WS 8.6.2.4.1, WS 9.6.1); it is
    moved out first, so a position never holds two cards at once."""
    dst = g.zone(seat, pos)
    if dst.cards:
        old = dst.cards[-1]
        g.log(f"{old.name} is replaced by {card.name} and goes to the waiting room", rule="WS 9.6.1")
        leave_stage(g, old, g.zone(old.owner, WAITING_ROOM), why="replaced", rule="WS 9.6.1")
    g.move(card, dst, face_up=True, why=why, rule=rule)
    if rested:
        g.set_orientation(card, REST)
    return card


def swap_positions(g: Game, seat: int, a: str, b: str) -> None:
    """WS 6.5.1.2.4: exchange the cards of two stage positions (one may be
    empty); markers move with their characters (WS 3.7.3.1). Two characters
    are placed on each other's position simultaneously, so the exchange is
    one step (moving one first would put two cards on a position)."""
    za, zb = g.zone(seat, a), g.zone(seat, b)
    ca = za.cards[-1] if za.cards else None
    cb = zb.cards[-1] if zb.cards else None
    if ca is not None and cb is not None:
        _exchange(g, ca, cb)
    elif ca is not None:
        g.move(ca, zb, orientation=None, face_up=True, why="moved", rule="WS 6.5.1.2.4")
    elif cb is not None:
        g.move(cb, za, orientation=None, face_up=True, why="moved", rule="WS 6.5.1.2.4")
    ma, mb = g.zone(seat, marker_name(a)), g.zone(seat, marker_name(b))
    from_a, from_b = list(ma.cards), list(mb.cards)
    for m in from_a:
        g.move(m, mb, face_up=m.face_up, orientation=None, why="marker moves with its character", rule="WS 3.7.3.1")
    for m in from_b:
        g.move(m, ma, face_up=m.face_up, orientation=None, why="marker moves with its character", rule="WS 3.7.3.1")


def _exchange(g: Game, ca: Card, cb: Card) -> None:
    """Put two cards on each other's stage position at the same time. The
    shared ``Game.move`` moves one card at a time; this does the same
    bookkeeping for both at once (the cards stay the same cards, WS 3.1.4,
    keeping face and orientation) and journals both moves."""
    za, zb = ca.zone, cb.zone
    za.cards[za.cards.index(ca)] = cb
    zb.cards[zb.cards.index(cb)] = ca
    ca.zone, cb.zone = zb, za
    for card, src, dst in ((ca, za, zb), (cb, zb, za)):
        seen = g.seen_by(card)
        g.emit(CardMoved(card.iid, card.card.name, card.owner, src.key, dst.key, seen, "moved", "WS 6.5.1.2.4"))


def _encore(g: Game, p: Pending) -> Flow:
    """WS 10.2.2 / WS 10.2.3: Encore [3]: when this card is put into the
    waiting room from the stage, you may pay 3 stock; if you do, put it back
    on the position it was on, rested. Not paying is allowed (WS 8.7.3.1.1)."""
    assert p.source is not None
    card = g.cards[p.source]
    pos = str(p.ctx["pos"])
    if card.incarnation != p.source_inc or card.zone.name != WAITING_ROOM:
        g.log(f"Encore of {card.name}: the card has left the waiting room", rule="WS 8.7.7")
        return
    seat = p.controller
    if len(g.zone(seat, STOCK).cards) < ENCORE_COST:
        g.log(f"Encore of {card.name}: {player(seat)} cannot pay {ENCORE_COST} stock", rule="WS 8.7.3.2.1")
        return
    pay = yield from yes_no(
        g,
        seat,
        f"Encore {card.name}: pay {ENCORE_COST} stock to put it back on the {POSITION_NAMES[pos]}, rested?",
        rule="WS 10.2.2",
    )
    if not pay:
        g.log(f"{player(seat)} does not encore {card.name}", rule="WS 8.7.3.2.1")
        return
    pay_stock(g, seat, ENCORE_COST, why="Encore cost")
    place_character(g, card, seat, pos, rested=True, why="encore", rule="WS 10.2.2")
    g.log(
        f"Encore: {player(seat)} pays {ENCORE_COST} stock and {card.name} returns to the {POSITION_NAMES[pos]}, rested",
        rule="WS 10.2.2",
    )
