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
from dataclasses import dataclass
from typing import Any

from engine.decisions import Decision, Option
from engine.events import Answered, CardFlipped, CardMoved, CardTurned, Happened, Note, PhaseBegan, Shuffled, TurnBegan
from engine.flow import LoopGuard, choose_card, choose_one, next_pending, yes_no
from engine.games.weiss.board import (
    CLOCK,
    DECK,
    LEVEL,
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
from engine.games.weiss.loops import LoopWatch
from engine.games.weiss.stats import condition_met, in_force, info, power, remember
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
            about="level_up",
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
_NEUTRAL = frozenset({Answered, Note, Happened, PhaseBegan, TurnBegan, CardTurned, CardFlipped, Shuffled})


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
                    if needs_choice(g, c):  # asked in the check timing (zero_power_flow)
                        continue
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


def zero_power_flow(g: Game) -> Generator[Decision, tuple[Option, ...], bool]:
    """WS 9.5.1 for the characters whose move to the waiting room asks their
    master about replacement effects (WS 8.10.2), left by :func:`rule_actions`."""
    if not _may_lose_power(g):
        return False
    did = False
    first = g.active
    for seat in (first, 1 - first):
        for c in stage(g, seat):
            if c.zone.field and power(g, c) <= 0:
                g.log(f"{c.name} has {power(g, c)} power and goes to the waiting room", rule="WS 9.5.1")
                yield from leave_stage_flow(g, c, g.zone(c.owner, WAITING_ROOM), why="no power", rule="WS 9.5.1")
                did = True
    return did


def state_triggers(g: Game) -> None:
    """WS 8.7.6.1: an automatic ability with state activation (``when =
    "state"``, its conditions being the state) enters the standby condition
    once when the state holds; while it waits it does not again, and once it
    has resolved (or its standby was used up) it does again if the state
    still holds. Checked at every check timing, where abilities are played."""
    data = g.data
    if data.get("ws_state_at") == len(g.journal):
        return  # nothing has happened since the last look (every change is journaled)
    waiting: set[tuple[int, int, int]] = data.setdefault("ws_state_waiting", set())
    seats: tuple[int, ...] = data["ws_states"]
    for seat in seats if len(seats) < 2 or g.active == seats[0] else seats[::-1]:
        for z in seat_zones(g, seat).positions:
            if not z.cards:
                continue
            c = z.cards[-1]
            states = info(c.card).states
            for index, ab in states:
                key = (c.iid, c.incarnation, index)
                if key in waiting or not condition_met(g, seat, ab):
                    continue
                waiting.add(key)
                g.add_pending(
                    seat, f"{c.name}: {ab.text or 'state'}", source=c, ability=ab, optional=ab.optional, state=key
                )
                g.log(f"{c.name}: its state is met ({ab.text})", rule="WS 8.7.6")
    data["ws_state_at"] = len(g.journal)


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
    if g.data.get("ws_states"):
        state_triggers(g)
    if not g.pending and _quiet(g):
        return
    rs = g.ruleset
    guard = LoopGuard(g)  # WS 11.1.1.1
    watch = LoopWatch(g)  # WS 11.1.1.2, WS 11.1.1.3
    while True:
        if _interrupt_due(g):
            yield from interrupts(g)
        while True:
            while rs.rule_actions(g):
                if _interrupt_due(g):
                    yield from interrupts(g)
            g.settle()
            if not (yield from zero_power_flow(g)):
                break
        if g.data.get("ws_states"):
            state_triggers(g)
        if not g.pending:
            return
        yield from watch.before()
        chosen = yield from watch.drive(next_pending(g))
        g.pending.remove(chosen)
        yield from watch.drive(rs.resolve_pending(g, chosen))
        guard.tick()


# -- the damage process -----------------------------------------------------------------


def deal_damage(
    g: Game, seat: int, amount: int, source: Card | None, source_name: str = "", *, shot: bool = True
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
            g.log(
                "Damage to several players at once, canceled for at least one: one damage for the shot",
                rule="WS 4.12.2.7.3",
            )
        check_shot(g, source, canceled)


def check_shot(g: Game, source: Card, canceled: bool) -> None:
    """WS 4.12.2.7: the shot ability watches the next damage of the attacking
    character; used up by that damage, it deals 1 damage if it was canceled.
    Whoever the damage was dealt to: the attacker's own master too
    (WS 4.12.2.7.2)."""
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


@dataclass(frozen=True, slots=True)
class StageReplacement:
    """A replacement effect (WS 8.10) of "if (a character) would be put into
    the waiting room from the stage, put it into (zone) instead": of the
    character itself (``instead_of_waiting_room``) or of
    another of its master's characters (``params.who = "others"``). An
    optional one is a choice-type replacement (WS 8.10.3) whose cost is
    paid in stock."""

    key: tuple[int, int, int]
    source: Card
    dest: str
    optional: bool
    stock: int
    text: str


def stage_replacements(g: Game, card: Card) -> list[StageReplacement]:
    """The replacement effects that would apply if ``card`` went from the
    stage to the waiting room now: its own first, then those of the other
    characters of its master, in position order."""
    out: list[StageReplacement] = []
    seat = card.zone.owner
    for c in stage(g, seat):
        reps = info(c.card).replacements
        if not reps:
            continue
        for index, ab, dest, who in reps:
            if (who == "self") != (c is card):
                continue
            if not in_force(g, seat, ab):  # WS 8.3: an inactive replacement effect does nothing
                continue
            stock = sum(int(v) for w, v in ab.cost if w == "stock")
            text = ab.text or f"to the {dest} instead"
            entry = StageReplacement((c.iid, c.incarnation, index), c, dest, ab.optional, stock, f"{c.name}: {text}")
            if c is card:
                out.insert(0, entry)
            else:
                out.append(entry)
    return out


def _replacement_note(g: Game, card: Card, rep: StageReplacement) -> None:
    g.log(
        f"{card.name} would go to the waiting room: it goes to the {rep.dest.replace('_', ' ')} instead ({rep.text})",
        rule="WS 8.10.1",
    )


def _apply_replacement(g: Game, card: Card, rep: StageReplacement) -> Zone:
    if rep.stock:
        pay_stock(g, card.zone.owner, rep.stock, why="replacement effect")
    _replacement_note(g, card, rep)
    return g.zone(card.owner, rep.dest)


def replace_waiting_room(g: Game, card: Card, dst: Zone) -> Generator[Decision, tuple[Option, ...], Zone]:
    """WS 8.10.2: the replacement effects of ``card`` (about to go from the
    stage to the waiting room ``dst``): when several apply, the master of the
    card (WS 8.10.2.1) chooses one; it is applied, and the others are checked
    again against the changed event. Each applies at most once (WS
    8.10.2.3). A choice-type one (WS 8.10.3) is applied only if its master
    chooses to and can pay for it; otherwise the others are checked again.
    Returns where the card goes."""
    seat = card.zone.owner
    done: set[tuple[int, int, int]] = set()
    while True:
        candidates = [r for r in stage_replacements(g, card) if r.key not in done]
        if not candidates:
            return dst
        if len(candidates) == 1:
            rep = candidates[0]
        else:
            options = [
                Option(f"rep:{i}", r.text, r.source.iid, None, None, "resolve", (r.source.iid,), r.source.zone.key)
                for i, r in enumerate(candidates)
            ]
            opt = yield from choose_one(
                g,
                seat,
                f"{card.name} would go to the waiting room: choose which replacement effect applies first",
                options,
                rule="WS 8.10.2.1",
                about="replacement",
            )
            rep = candidates[int(opt.key[4:])]
        done.add(rep.key)  # WS 8.10.2.3
        if rep.optional:
            if len(g.zone(seat, STOCK).cards) < rep.stock:
                g.log(f"{rep.text}: the choice cannot be made (stock), so it is not applied", rule="WS 8.10.3")
                continue
            prompt = f"{rep.text} — apply it to {card.name}?"
            use = yield from yes_no(g, seat, prompt, rule="WS 8.10.3", about="replacement")
            if not use:
                g.log(f"{player(seat)} does not apply {rep.text}", rule="WS 8.10.3")
                continue
        zone = _apply_replacement(g, card, rep)
        if len(candidates) > 1:
            g.log(
                "The event is no longer a move to the waiting room: the other replacement effects no longer apply",
                rule="WS 8.10.2",
            )
        return zone


def needs_choice(g: Game, card: Card) -> bool:
    """Whether sending ``card`` from the stage to the waiting room asks its
    master something (several replacement effects, or a choice-type one)."""
    reps = stage_replacements(g, card)
    return len(reps) > 1 or any(r.optional for r in reps)


def leave_stage_flow(g: Game, card: Card, dst: Zone, *, why: str, rule: str = "") -> Flow:
    """:func:`leave_stage`, asking the master about the replacement effects
    that would apply (WS 8.10.2) first."""
    if dst.name == WAITING_ROOM and card.zone.field:
        dst = yield from replace_waiting_room(g, card, dst)
    leave_stage(g, card, dst, why=why, rule=rule, replaced=True)


def clear_position(g: Game, seat: int, pos: str) -> Flow:
    """WS 9.6.1: a character about to be replaced on ``pos`` goes to the
    waiting room first (its replacement effects asked about, WS 8.10.2)."""
    cards = g.zone(seat, pos).cards
    if cards:
        old = cards[-1]
        g.log(f"{old.name} is replaced and goes to the waiting room", rule="WS 9.6.1")
        yield from leave_stage_flow(g, old, g.zone(old.owner, WAITING_ROOM), why="replaced", rule="WS 9.6.1")


def leave_stage(g: Game, card: Card, dst: Zone, *, why: str, rule: str = "", replaced: bool = False) -> Card:
    """Move a character from its stage position to another zone: its markers
    go to the waiting room (WS 3.7.3.2). Going to the waiting room from the
    stage is journaled as that event, from which Encore (WS 10.2) and "when
    this card is put into your waiting room from the stage" trigger
    (:func:`stage_to_waiting_room`); a card a replacement effect sends
    elsewhere instead never went there (WS 8.10.1.1). Its information on
    the stage is kept as its last known information (WS 8.11.1).

    ``replaced``: the replacement effects were already applied
    (:func:`leave_stage_flow`); otherwise only a single mandatory one is
    (a choice between them needs the flow)."""
    pos = card.zone.name
    seat = card.zone.owner
    if dst.name == WAITING_ROOM and not replaced:
        reps = stage_replacements(g, card)
        mandatory = [r for r in reps if not r.optional]
        if mandatory:
            # WS 8.10.1: the card goes elsewhere instead
            dst = _apply_replacement(g, card, mandatory[0])
    snap = remember(g, card)
    for m in list(g.zone(seat, marker_name(pos)).cards):
        g.move(m, g.zone(m.owner, WAITING_ROOM), why="marker of a character leaving the stage", rule="WS 3.7.3.2")
    g.move(card, dst, why=why, rule=rule)
    if dst.name == WAITING_ROOM:
        text = f"{card.name} is put into the waiting room from the {POSITION_NAMES[pos]}"
        g.happen("to_waiting_room", (card,), player=seat, text=text, rule=rule, pos=pos, snap=snap)
    return card


def stage_to_waiting_room(g: Game, card: Card, seat: int, pos: str, snap: dict[str, int | str]) -> None:
    """WS 10.2.1: Encore triggers when ``card`` has gone from the stage
    position ``pos`` of ``seat`` to the waiting room: every character has
    Encore [3] (WS 10.2.3), and a card may print another Encore; its master
    chooses which to play first, and once one has put it back on the stage
    the others find it gone (WS 8.7.7). So does "when this card is put into
    your waiting room from the stage", which reads the card as it was on
    the stage (``snap``, WS 8.7.4.1.2)."""
    g.add_pending(seat, f"{card.name}: Encore [{ENCORE_COST} stock]", _encore, source=card, optional=True, pos=pos)
    ci = info(card.card)
    for ab in ci.autos.get("encore", ()):
        g.add_pending(seat, f"{card.name}: {ab.text or 'Encore'}", source=card, ability=ab, optional=True, pos=pos)
    for ab in ci.autos.get("stage_to_waiting_room", ()):
        g.add_pending(seat, f"{card.name}: {ab.text}", source=card, ability=ab, optional=ab.optional, pos=pos, info=snap)


def place_character(
    g: Game, card: Card, seat: int, pos: str, *, rested: bool = False, why: str, rule: str = ""
) -> Card:
    """Put ``card`` on the stage position ``pos`` of ``seat``. A character
    already there goes to the waiting room (WS 8.6.2.4.1, WS 9.6.1); it is
    moved out first, so a position never holds two cards at once."""
    dst = g.zone(seat, pos)
    if dst.cards:  # (flows clear the position first with clear_position, asking about replacements)
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
        about="encore",
    )
    if not pay:
        g.log(f"{player(seat)} does not encore {card.name}", rule="WS 8.7.3.2.1")
        return
    pay_stock(g, seat, ENCORE_COST, why="Encore cost")
    yield from clear_position(g, seat, pos)
    place_character(g, card, seat, pos, rested=True, why="encore", rule="WS 10.2.2")
    g.log(
        f"Encore: {player(seat)} pays {ENCORE_COST} stock and {card.name} returns to the {POSITION_NAMES[pos]}, rested",
        rule="WS 10.2.2",
    )
