"""Costs (WS 8.4) and the play requirements of a card (WS 8.6.2.1): the
colors a player can use, whether a cost can be paid in full, paying it (no
refresh and no level up while it is paid, WS 9.2.3, WS 9.3.3) and a cost in
words. The costs include those of the keywords Accelerate (WS 10.12),
Resonate (WS 10.13), Change (WS 10.8) and Fusion (WS 10.14).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.abilities import Ability
from engine.decisions import Decision, Option
from engine.flow import choose_to_pay
from engine.games.weiss.conditions import in_force, trait_names
from engine.games.weiss.interrupts import interrupts, refresh_check
from engine.games.weiss.keywords import info
from engine.games.weiss.moves import leave_stage_flow, pay_stock, put_marker
from engine.games.weiss.schema import CHARACTER, CLIMAX, color_of, cost_of, is_named, requirements
from engine.games.weiss.state import game_state, seat_zones, stage
from engine.games.weiss.stats import hand_level
from engine.games.weiss.zones import CLIMAX_AREA, CLOCK, DECK, HAND, STOCK, WAITING_ROOM, level, marker_name
from engine.log_words.parts import ref
from engine.messages import Message, msg
from engine.state import REST, STAND, Card, Game

Flow = Generator[Decision, tuple[Option, ...], Any]


def colors_available(g: Game, seat: int) -> set[str]:
    """WS 8.6.2.1.1: the colors of the cards in a player's level and clock. A
    face-down level card is a blank card with no color (WS 3.9.2.2.1)."""
    zs = seat_zones(g, seat)
    colors = {requirements(c.card)[2] for c in zs.clock.cards}
    for c in zs.level.cards:
        if c.face_up:
            colors.add(requirements(c.card)[2])
    return colors


def playable(g: Game, seat: int, card: Card) -> bool:
    """Whether no ability of ``card`` in the hand forbids playing it now ("if
    you have no 《T》 character, you cannot play this card from your hand",
    WS 8.6.2.1: its own text restricts the play)."""
    return not any(in_force(g, seat, ab) for ab in info(card.card).no_play)


def events_barred(g: Game, seat: int) -> bool:
    """ "You cannot play events and Backup from your hand": a continuous ability of a character of ``seat``'s
    stage in force (``no_event_backup``) bars the player's events (WS 8.6.2.4.2) and Backup (WS 10.5.1)."""
    return any(
        any(w == "no_event_backup" for w, _ in ab.effect) and in_force(g, seat, ab, c)
        for c in stage(g, seat)
        for ab in info(c.card).conts
    )


def free_of_color(g: Game, seat: int, card: Card) -> bool:
    """ "You can play this card from your hand without following the color
    rule": its own text lifts the color requirement (WS 8.6.2.1.1) while its
    conditions hold."""
    return any(in_force(g, seat, ab) for ab in info(card.card).no_color)


def meets_requirements(
    g: Game,
    seat: int,
    card: Card,
    colors: set[str] | None = None,
    *,
    player_level: int | None = None,
    stock: int | None = None,
) -> bool:
    """WS 8.6.2.1: the color requirement (not for level 0 characters and
    events, WS 8.6.2.1.1.1), the level requirement (not for climaxes,
    WS 8.6.2.1.2.1) and a payable cost (WS 8.6.2.3.2). ``player_level`` and
    ``stock`` may be given when checking a whole hand."""
    cdef = card.card
    if not playable(g, seat, card):
        return False
    # the card's level after the continuous abilities that work in the hand (WS 8.9.1); a level lowered
    # below 0 is read as level 0 (the rules are silent on a level below 0): no color requirement
    lv = hand_level(g, card)
    if cdef.type != CLIMAX and lv > (level(g, seat) if player_level is None else player_level):
        return False
    if (cdef.type == CLIMAX or lv > 0) and not free_of_color(g, seat, card):
        if colors is None:
            colors = colors_available(g, seat)
        if color_of(cdef) not in colors:
            return False
    return cost_of(cdef) <= (len(g.zone(seat, STOCK).cards) if stock is None else stock)


# -- costs (WS 8.4) ------------------------------------------------------------------------


def can_pay(g: Game, seat: int, card: Card | None, ability: Ability, *, exclude: Card | None = None) -> bool:
    """WS 8.4.2.2: a cost is paid in full or not at all."""
    for word, value in ability.cost:
        n = int(value) if isinstance(value, int) and not isinstance(value, bool) else 1
        if word == "stock":
            if len(g.zone(seat, STOCK).cards) < n:
                return False
        elif word == "rest_self":
            if card is None or not card.zone.field or card.orientation != STAND:
                return False
        elif word == "rest_characters":
            if len(_restable(g, seat, dict(value), card)) < int(dict(value)["count"]):
                return False
        elif word == "discard":
            hand = [c for c in g.zone(seat, HAND).cards if c is not exclude]
            if len(hand) < n:
                return False
        elif word == "discard_character":
            hand = [c for c in g.zone(seat, HAND).cards if c is not exclude and c.card.type == CHARACTER]
            if len(hand) < n:
                return False
        elif word == "clock_top":  # WS 10.12 Accelerate: the top card of the deck into the clock
            if not g.zone(seat, DECK).cards:
                return False
        elif word == "discard_cards":
            if len(_discardable(g, seat, dict(value), exclude)) < int(dict(value)["count"]):
                return False
        elif word == "deck_to_clock":  # the top N cards of the deck into the clock (not Accelerate)
            if len(g.zone(seat, DECK).cards) < n:
                return False
        elif word == "reveal_name":  # WS 10.13 Resonate
            if not any(is_named(c.card, value) and c is not exclude for c in g.zone(seat, HAND).cards):
                return False
        elif word == "self_to_waiting_room":  # WS 10.8 Change
            if card is None or not card.zone.field:
                return False
        elif word == "fusion_marker":  # WS 10.14 Fusion
            if card is None or not card.zone.field:
                return False
            if not any(is_named(c.card, value) and c is not card for c in stage(g, seat)):
                return False
        elif not _can_pay_more(g, seat, card, word, value, exclude):
            return False
    return True


def _can_pay_more(g: Game, seat: int, card: Card | None, word: str, value: Any, exclude: Card | None) -> bool:
    """WS 8.4.2.2: the costs of this card leaving the stage, of characters of the stage, of hand cards into the
    clock and of the climax of the climax area: each can be paid in full."""
    if word == "self_to":  # this character, from its stage position
        return card is not None and card.zone.field
    if word == "characters_to_waiting_room":
        return len(_stage_characters(g, seat, dict(value), card)) >= int(dict(value)["count"])
    if word == "hand_to_clock":
        return len([c for c in g.zone(seat, HAND).cards if c is not exclude]) >= int(value)
    if word == "climax_to_waiting_room":
        return _climax(g, seat, value) is not None
    return True


def pay_cost(g: Game, seat: int, card: Card | None, ability: Ability, *, exclude: Card | None = None) -> Flow:
    """WS 8.4.2.1: pay the actions of the cost in order. From the beginning
    to the end of the payment no reshuffle (WS 9.2.3) and no level up (WS
    9.3.3) is resolved: they wait for the payment to end."""
    state = game_state(g)
    state.paying = True
    try:
        yield from _pay_steps(g, seat, card, ability, exclude)
    finally:
        state.paying = False
    yield from interrupts(g)


def _pay_steps(g: Game, seat: int, card: Card | None, ability: Ability, exclude: Card | None) -> Flow:
    for word, value in ability.cost:
        n = int(value) if isinstance(value, int) and not isinstance(value, bool) else 1
        if word == "stock":
            pay_stock(g, seat, n)
        elif word == "rest_self" and card is not None:
            g.set_orientation(card, REST)
        elif word == "rest_characters":
            spec = dict(value)
            k = int(spec["count"])
            chosen = yield from choose_to_pay(
                g,
                seat,
                f"Cost: choose {k} of your standing {_kind({**spec, 'type': 'character'})} to rest",
                _restable(g, seat, spec, card),
                k,
                rule="WS 8.4.2",
            )
            for c in chosen:
                g.set_orientation(c, REST)
        elif word == "discard":
            hand = [c for c in g.zone(seat, HAND).cards if c is not exclude]
            yield from _hand_to_waiting_room(g, seat, hand, n, msg("sel.count.card", n=n))
        elif word == "discard_character":
            hand = [c for c in g.zone(seat, HAND).cards if c is not exclude and c.card.type == CHARACTER]
            yield from _hand_to_waiting_room(g, seat, hand, n, msg("sel.count.character", n=n))
        elif word == "clock_top":
            deck = g.zone(seat, DECK)
            for _ in range(n):
                if deck.cards:
                    top = g.move(deck.cards[-1], g.zone(seat, CLOCK), why="Accelerate cost", rule="WS 10.12.1")
                    g.log(msg("ws.log.accelerate", n=seat + 1, card=ref(top)), rule="WS 10.12.1")
                    # as after any card leaving the deck or entering the clock; held
                    # back while the cost is paid (WS 9.2.3, WS 9.3.3)
                    refresh_check(g, seat)
                    yield from interrupts(g)
        elif word == "discard_cards":
            spec = dict(value)
            k = int(spec["count"])
            yield from _hand_to_waiting_room(g, seat, _discardable(g, seat, spec, exclude), k, f"{k} {_kind(spec)}")
        elif word == "deck_to_clock":
            deck = g.zone(seat, DECK)
            for _ in range(n):
                if deck.cards:
                    top = g.move(deck.cards[-1], g.zone(seat, CLOCK), why="cost", rule="WS 8.4.2")
                    g.log(msg("ws.log.deck_to_clock_cost", n=seat + 1, card=ref(top)), rule="WS 8.4.2")
                    refresh_check(g, seat)  # held back while the cost is paid (WS 9.2.3, WS 9.3.3)
                    yield from interrupts(g)
        elif word == "reveal_name":
            named = [c for c in g.zone(seat, HAND).cards if is_named(c.card, value) and c is not exclude]
            chosen = yield from choose_to_pay(
                g, seat, f"Cost: reveal a card named {value!r} from your hand", named, 1, rule="WS 10.13.1"
            )
            for c in chosen:
                g.reveal(c)
                g.log(msg("ws.log.resonate", n=seat + 1, card=ref(c)), rule="WS 10.13.1")
        elif word == "self_to_waiting_room" and card is not None and card.zone.field:
            yield from leave_stage_flow(g, card, g.zone(card.owner, WAITING_ROOM), why="cost", rule="WS 10.8.1")
        elif word == "fusion_marker" and card is not None and card.zone.field:
            yield from _fusion_marker(g, seat, card, value)
        else:
            yield from _pay_more(g, seat, card, word, value, exclude)


def _pay_more(g: Game, seat: int, card: Card | None, word: str, value: Any, exclude: Card | None) -> Flow:
    """WS 8.4.2: this character into the hand, memory or clock; N of your characters from the stage, N hand
    cards into the clock, the climax of the climax area into the waiting room."""
    if word == "self_to" and card is not None and card.zone.field:
        yield from leave_stage_flow(g, card, g.zone(card.owner, str(value)), why="cost", rule="WS 8.4.2")
    elif word == "characters_to_waiting_room":
        spec = dict(value)
        k = int(spec["count"])
        chosen = yield from choose_to_pay(
            g,
            seat,
            f"Cost: choose {k} of your {_kind({**spec, 'type': 'character'})} to put into your waiting room",
            _stage_characters(g, seat, spec, card),
            k,
            rule="WS 8.4.2",
        )
        for c in chosen:
            if c.zone.field:
                yield from leave_stage_flow(g, c, g.zone(c.owner, WAITING_ROOM), why="cost", rule="WS 8.4.2")
    elif word == "hand_to_clock":
        n = int(value)
        hand = [c for c in g.zone(seat, HAND).cards if c is not exclude]
        chosen = yield from choose_to_pay(g, seat, msg("ws.cost.hand_to_clock", n=n), hand, n, rule="WS 8.4.2")
        for c in chosen:  # a level up waits for the payment to end (WS 9.3.3)
            g.move(c, g.zone(seat, CLOCK), why="cost", rule="WS 8.4.2")
    elif word == "climax_to_waiting_room":
        cx = _climax(g, seat, value)
        if cx is not None:
            g.move(cx, g.zone(seat, WAITING_ROOM), why="cost", rule="WS 8.4.2")


def _stage_characters(g: Game, seat: int, spec: dict[str, Any], card: Card | None) -> list[Card]:
    """The characters of ``seat``'s stage a ``characters_to_waiting_room`` cost may take: with one of
    ``spec["traits"]`` (WS 2.5); with ``other``, not ``card``."""
    traits = set(spec.get("traits", ()))
    other = bool(spec.get("other"))
    return [
        c for c in stage(g, seat) if (not traits or traits & set(trait_names(c.card))) and not (other and c is card)
    ]


def _climax(g: Game, seat: int, name: Any) -> Card | None:
    """The climax in ``seat``'s climax area (named ``name``, unless ``name`` is True)."""
    cards = g.zone(seat, CLIMAX_AREA).cards
    if not cards or (name is not True and not is_named(cards[-1].card, name)):
        return None
    return cards[-1]


def _discardable(g: Game, seat: int, spec: dict[str, Any], exclude: Card | None) -> list[Card]:
    """The cards of the hand a ``discard_cards`` cost may take: of the card
    type ``spec["type"]``, with one of ``spec["traits"]`` (WS 2.5), named
    ``spec["name"]`` (WS 2.1.1.2), of the color ``spec["color"]`` (WS 2.4)."""
    kind = spec.get("type")
    traits = set(spec.get("traits", ()))
    name, color = spec.get("name"), spec.get("color")
    return [
        c
        for c in g.zone(seat, HAND).cards
        if c is not exclude
        and (kind is None or c.card.type == kind)
        and (not traits or traits & set(trait_names(c.card)))
        and (name is None or is_named(c.card, name))
        and (color is None or color_of(c.card) == color)
    ]


def _restable(g: Game, seat: int, spec: dict[str, Any], card: Card | None) -> list[Card]:
    """The characters a ``rest_characters`` cost may rest: standing ones of
    ``seat``'s stage (resting a rested character is no payment, WS 8.4.2.2),
    with one of ``spec["traits"]`` (WS 2.5); with ``other``, not ``card``."""
    traits = set(spec.get("traits", ()))
    other = bool(spec.get("other"))
    return [
        c
        for c in stage(g, seat)
        if c.orientation == STAND and (not traits or traits & set(trait_names(c.card))) and not (other and c is card)
    ]


def _kind(spec: dict[str, Any]) -> str:
    traits = " or ".join(f"<{t}>" for t in spec.get("traits", ()))
    return " ".join(w for w in (traits, str(spec.get("type", "card")), "card(s)") if w)


def _hand_to_waiting_room(g: Game, seat: int, hand: list[Card], n: int, what: str | Message) -> Flow:
    """WS 8.4.2: a cost of putting ``n`` cards of the hand into the waiting room."""
    ask: str | Message = f"Cost: choose {what} to put from your hand into your waiting room"
    if isinstance(what, Message):
        ask = msg("ws.ask.cost_hand_to_waiting_room", what=what)
    chosen = yield from choose_to_pay(g, seat, ask, hand, n, rule="WS 8.4.2")
    for c in chosen:
        g.move(c, g.zone(seat, WAITING_ROOM), why="cost", rule="WS 8.4.2")


def _fusion_marker(g: Game, seat: int, card: Card, name: Any) -> Flow:
    """WS 10.14.1.1: the Fusion cost: a character named ``name`` of your stage
    goes under ``card`` as a face-up marker."""
    named = [c for c in stage(g, seat) if is_named(c.card, name) and c is not card]
    chosen = yield from choose_to_pay(
        g, seat, f"Fusion cost: choose {name!r} to put under {card.name}", named, 1, rule="WS 10.14.1.1"
    )
    for c in chosen:
        # WS 10.14.1.1.2.1: its own markers go to the waiting room when it leaves (WS 3.7.3.2)
        for m in list(g.zone(seat, marker_name(c.zone.name)).cards):
            g.move(
                m,
                g.zone(m.owner, WAITING_ROOM),
                why="marker of a character leaving the stage",
                rule="WS 3.7.3.2",
            )
        put_marker(g, c, card, face_up=True, rule="WS 10.14.1.1")


def cost_text(ability: Ability) -> str:
    parts = []
    for word, value in ability.cost:
        if word == "stock":
            parts.append(f"{value} stock")
        elif word == "rest_self":
            parts.append("rest this")
        elif word == "rest_characters":
            spec = dict(value)
            other = "other " if spec.get("other") else ""
            parts.append(f"rest {spec['count']} of your {other}{_kind({**spec, 'type': 'character'})}")
        elif word == "discard":
            parts.append(f"discard {value}")
        elif word == "discard_character":
            parts.append(f"put {value} character(s) from hand into the waiting room")
        elif word == "clock_top":
            parts.append("put the top card of your deck into your clock")
        elif word == "discard_cards":
            parts.append(f"put {dict(value)['count']} {_kind(dict(value))} from hand into the waiting room")
        elif word == "deck_to_clock":
            parts.append(f"put the top {value} card(s) of your deck into your clock")
        elif word == "reveal_name":
            parts.append(f"reveal {value!r} from hand")
        elif word == "self_to_waiting_room":
            parts.append("put this card into your waiting room")
        elif word == "fusion_marker":
            parts.append(f"put {value!r} from your stage under this card as a marker")
        elif word == "self_to":
            parts.append(f"put this card into your {str(value).replace('_', ' ')}")
        elif word == "characters_to_waiting_room":
            spec = dict(value)
            other = "other " if spec.get("other") else ""
            kind = _kind({**spec, "type": "character"})
            parts.append(f"put {spec['count']} of your {other}{kind} from the stage into the waiting room")
        elif word == "hand_to_clock":
            parts.append(f"put {value} card(s) from hand into the clock")
        elif word == "climax_to_waiting_room":
            named = "" if value is True else f" {value!r}"
            parts.append(f"put the climax{named} from the climax area into the waiting room")
    return ", ".join(parts)
