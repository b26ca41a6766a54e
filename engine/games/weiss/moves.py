"""Moving cards the way the rules move them: drawing and taking cards from
the deck (refreshing when it empties, WS 3.2.3.2), paying stock (WS 8.4.3),
markers (WS 3.7), and characters on and off the stage: replacement effects
of "would be put into the waiting room" (WS 8.10), their markers (WS
3.7.3) and their last known information (WS 8.11.1).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import Any

from engine.decisions import Decision, Option
from engine.events import CardMoved
from engine.flow import choose_one, yes_no
from engine.games.weiss.conditions import in_force
from engine.games.weiss.interrupts import refresh_check
from engine.games.weiss.keywords import info
from engine.games.weiss.state import stage
from engine.games.weiss.stats import remember
from engine.games.weiss.zones import DECK, STOCK, WAITING_ROOM, marker_name
from engine.log_words.parts import place_word, ref
from engine.messages import CardRef, Message, msg
from engine.state import REST, Card, Game, Zone

Flow = Generator[Decision, tuple[Option, ...], Any]


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


def put_marker(g: Game, card: Card, host: Card, *, face_up: bool, rule: str) -> Card:
    """Put ``card`` on top of the marker area under ``host`` (WS 3.7.2),
    face down unless the effect says face up (WS 3.7.2.1: then everybody may
    see it)."""
    area = g.zone(host.zone.owner, marker_name(host.zone.name))
    g.move(card, area, face_up=face_up, why="marker", rule=rule)
    if face_up:
        g.reveal(card)
    return card


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
    dest = place_word("weiss", rep.dest)
    g.log(msg("ws.log.replaced_to", card=ref(card), dest=dest, text=rep.text), rule="WS 8.10.1")


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
                msg("ws.replacement", card=CardRef(card.iid, card.name)),
                options,
                rule="WS 8.10.2.1",
                about="replacement",
            )
            rep = candidates[int(opt.key[4:])]
        done.add(rep.key)  # WS 8.10.2.3
        if rep.optional:
            if len(g.zone(seat, STOCK).cards) < rep.stock:
                g.log(msg("ws.log.replacement_unpayable", text=rep.text), rule="WS 8.10.3")
                continue
            prompt = msg("ws.ask.apply_to", text=rep.text, card=CardRef(card.iid, card.name))
            use = yield from yes_no(g, seat, prompt, rule="WS 8.10.3", about="replacement")
            if not use:
                g.log(msg("ws.log.replacement_declined", n=seat + 1, text=rep.text), rule="WS 8.10.3")
                continue
        zone = _apply_replacement(g, card, rep)
        if len(candidates) > 1:
            g.log(Message("ws.log.replacements_done"), rule="WS 8.10.2")
        return zone


def needs_choice(g: Game, card: Card) -> bool:
    """Whether sending ``card`` from the stage to the waiting room asks its
    master something (several replacement effects, or a choice-type one)."""
    reps = stage_replacements(g, card)
    return len(reps) > 1 or any(r.optional for r in reps)


def leave_stage_flow(g: Game, card: Card, dst: Zone, *, why: str, rule: str = "", bottom: bool = False) -> Flow:
    """:func:`leave_stage`, asking the master about the replacement effects
    that would apply (WS 8.10.2) first."""
    if dst.name == WAITING_ROOM and card.zone.field:
        dst = yield from replace_waiting_room(g, card, dst)
    leave_stage(g, card, dst, why=why, rule=rule, replaced=True, bottom=bottom)


def clear_position(g: Game, seat: int, pos: str) -> Flow:
    """WS 9.6.1: a character about to be replaced on ``pos`` goes to the
    waiting room first (its replacement effects asked about, WS 8.10.2)."""
    cards = g.zone(seat, pos).cards
    if cards:
        old = cards[-1]
        g.log(msg("ws.log.replaced_old", card=ref(old)), rule="WS 9.6.1")
        yield from leave_stage_flow(g, old, g.zone(old.owner, WAITING_ROOM), why="replaced", rule="WS 9.6.1")


def leave_stage(
    g: Game, card: Card, dst: Zone, *, why: str, rule: str = "", replaced: bool = False, bottom: bool = False
) -> Card:
    """Move a character from its stage position to another zone: its markers
    go to the waiting room (WS 3.7.3.2). Going to the waiting room from the
    stage is journaled as that event, from which Encore (WS 10.2) and "when
    this card is put into your waiting room from the stage" trigger
    (:func:`engine.games.weiss.abilities.stage_to_waiting_room`); a card a replacement effect sends
    elsewhere instead never went there (WS 8.10.1.1). Its information on
    the stage is kept as its last known information (WS 8.11.1).

    ``replaced``: the replacement effects were already applied
    (:func:`leave_stage_flow`); otherwise only a single mandatory one is
    (a choice between them needs the flow). ``bottom``: onto the bottom of ``dst`` (the deck)."""
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
    g.move(card, dst, why=why, rule=rule, bottom=bottom)
    if dst.name == WAITING_ROOM:
        text = msg("ws.log.to_waiting_room_from", card=ref(card), pos=msg(f"ws.pos.{pos}"))
        g.happen("to_waiting_room", (card,), player=seat, text=text, rule=rule, pos=pos, snap=snap)
    return card


def place_character(
    g: Game, card: Card, seat: int, pos: str, *, rested: bool = False, why: str, rule: str = ""
) -> Card:
    """Put ``card`` on the stage position ``pos`` of ``seat``. A character
    already there goes to the waiting room (WS 8.6.2.4.1, WS 9.6.1); it is
    moved out first, so a position never holds two cards at once."""
    dst = g.zone(seat, pos)
    if dst.cards:  # (flows clear the position first with clear_position, asking about replacements)
        old = dst.cards[-1]
        g.log(msg("ws.log.replaced_by", card=ref(old), new=ref(card)), rule="WS 9.6.1")
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
    g.changes += 1  # a change of the state, as the primitives of Game count them
    za.cards[za.cards.index(ca)] = cb
    zb.cards[zb.cards.index(cb)] = ca
    ca.zone, cb.zone = zb, za
    for card, src, dst in ((ca, za, zb), (cb, zb, za)):
        seen = g.seen_by(card)
        g.emit(CardMoved(card.iid, card.card.name, card.owner, src.key, dst.key, seen, "moved", "WS 6.5.1.2.4"))
