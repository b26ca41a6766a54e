"""What this game's own effect words do when an ability resolves: the
keywords Bond (WS 10.4), Brainstorm (WS 10.7), Change (WS 10.8), Fusion
(WS 10.14), Sunder (WS 10.15), Shift (WS 10.11) and a printed Encore (WS
10.2), putting a card into the memory (WS 3.12), additional turns (WS
11.2), Replay Commands (WS 11.3) and timed abilities (WS 8.7.5). The shared
verbs carry themselves out (:mod:`engine.grammar`); :data:`HANDLERS` holds
the rest, by word.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.decisions import Decision, Option
from engine.flow import EffectHandler, Words, choose_cards, choose_one, run_effects, yes_no
from engine.games.weiss.abilities import choose_position, may_choose, run_ability
from engine.games.weiss.adapter import ADAPTER
from engine.games.weiss.conditions import fits, in_force, top_card_is
from engine.games.weiss.interrupts import refresh_check
from engine.games.weiss.keywords import info
from engine.games.weiss.moments import create_timed
from engine.games.weiss.moves import clear_position, deck_to, place_character, put_marker, swap_positions
from engine.games.weiss.schema import CHARACTER, CLIMAX, color_of, is_named
from engine.games.weiss.state import game_state, stage, turn_state
from engine.games.weiss.stats import character_level
from engine.games.weiss.zones import (
    BACK,
    CENTER,
    CLOCK,
    DECK,
    HAND,
    MEMORY,
    POSITION_NAMES,
    POSITIONS,
    RESOLUTION,
    STOCK,
    WAITING_ROOM,
    level,
    marker_name,
    on_stage,
    player,
)
from engine.grammar.selector import Selector
from engine.grammar.verbs import Put
from engine.log_words.parts import card_list, ref, word_message
from engine.messages import ENGLISH, CardRef, Message, msg
from engine.state import REST, REVERSE, Card, Game
from engine.timing import Pending

Flow = Generator[Decision, tuple[Option, ...], Any]


def _bond(g: Game, p: Pending, name: Any) -> Flow:
    """WS 10.4.2: choose a card named (name) in your waiting room and put it into your hand."""
    seat = p.controller
    named = [c for c in g.zone(seat, WAITING_ROOM).cards if is_named(c.card, name)]
    chosen = yield from choose_cards(g, seat, msg("ws.ask.bond", name=repr(name)), named, 1, 1, rule="WS 10.4.2")
    for c in chosen:
        g.move(c, g.zone(seat, HAND), why="Bond", rule="WS 10.4.2")
        g.log(msg("ws.log.bond", n=seat + 1, card=ref(c)), rule="WS 10.4.2")
    if not chosen:
        g.log(msg("ws.log.bond_none", name=repr(name)), rule="WS 8.6.3.1.3")


def _brainstorm(g: Game, p: Pending, spec: Any) -> Flow:
    """WS 10.7.3: flip the cards one at a time into the resolution zone
    (refreshing if the deck runs out, WS 3.2.3.2), then put them all into the
    waiting room at once; for each climax among them, carry out the reward
    (effect steps, such as ``[{ draw = 1 }]``)."""
    seat = p.controller
    params = dict(spec)
    n = int(params.get("cards", 4))
    reward = params["per_climax"]
    res = g.zone(seat, RESOLUTION)
    flipped = deck_to(g, seat, res, n, why="Brainstorm", rule="WS 10.7.3")
    climaxes = sum(1 for c in flipped if c.card.type == CLIMAX)
    g.log(msg("ws.log.brainstorm", n=seat + 1, cards=card_list(flipped), k=climaxes), rule="WS 10.7.3")
    for c in flipped:
        if c.zone is res:
            g.move(c, g.zone(seat, WAITING_ROOM), why="Brainstorm", rule="WS 3.13.1.4")
    for _ in range(climaxes):
        yield from run_effects(g, p, reward, HANDLERS)
    # WS 10.7.4: "when you use Brainstorm": the Brainstorm effect has resolved
    g.happen("use", player=seat, cause="brainstorm", text=msg("ws.log.used_brainstorm", n=seat + 1), rule="WS 10.7.4")


def _change(g: Game, p: Pending, name: Any) -> Flow:
    """WS 10.8: put a character named (name) from your waiting room on the
    position this card was on. Without such a card nothing is exchanged (WS 10.8.3)."""
    seat = p.controller
    pos = str(p.ctx.get("pos", ""))
    named = [c for c in g.zone(seat, WAITING_ROOM).cards if is_named(c.card, name) and c.card.type == CHARACTER]
    if not pos or not named:
        g.log(msg("ws.log.change_none", name=repr(name)), rule="WS 10.8.3")
        return
    chosen = yield from choose_cards(
        g, seat, f"Change: choose {name!r} in your waiting room", named, 1, 1, rule="WS 10.8.1"
    )
    for c in chosen:
        yield from clear_position(g, seat, pos)
        place_character(g, c, seat, pos, why="Change", rule="WS 10.8.1")
        # WS 10.8.4: "when this card is placed on the stage by Change" (from the
        # waiting room: public to public, it reads the card on the stage, WS
        # 8.7.4.1.3); WS 10.8.5: "when you use Change"
        text = msg("ws.log.change", card=ref(c), pos=msg(f"ws.pos.{pos}"))
        g.happen("use", (c,), player=seat, cause="change", text=text, rule="WS 10.8.1")


def _to_memory(g: Game, p: Pending, how: Any) -> Flow:
    """WS 3.12.1: put this card into your memory (face up unless the effect
    says face down; a face-down memory card is seen by its owner only, WS 3.12.2.2)."""
    card = g.source_of(p)
    if card is None:
        return
    face_up = how != "face_down"
    g.move(card, g.zone(card.owner, MEMORY), face_up=face_up, why="memory", rule="WS 3.12.1")
    if not face_up:
        g.reveal(card, (card.owner,))
    if face_up:
        said = msg("ws.log.to_memory", n=card.owner + 1, card=CardRef(card.iid, g.label(card, None)))
    else:
        said = msg("ws.log.to_memory_face_down", n=card.owner + 1)
    g.log(said, rule="WS 3.12.1")
    return
    yield


def _fusion(g: Game, p: Pending, name: Any) -> Flow:
    """WS 10.14.1.1: search the deck for up to one (name), put it on this
    card's position, and put this card and its markers face up under it as
    markers; shuffle the deck. Without it, the fused character stays a
    marker of this card (WS 10.14.1.1.1)."""
    seat = p.controller
    card = g.source_of(p)
    deck = g.zone(seat, DECK)
    found = [c for c in deck.cards if is_named(c.card, name) and c.card.type == CHARACTER]
    target = yield from may_choose(g, seat, msg("ws.ask.fusion", name=repr(name)), found, "WS 10.14.1.1")
    if target is not None and card is not None and card.zone.field:
        pos = card.zone.name
        put_marker(g, card, card, face_up=True, rule="WS 10.14.1.1")  # into its own marker area (kept markers stay)
        for m in g.zone(seat, marker_name(pos)).cards:
            g.flip(m, True)
            g.reveal(m)
        g.move(target, g.zone(seat, pos), face_up=True, why="Fusion", rule="WS 10.14.1.1")
        # WS 10.14.3: "when you use Fusion": a card of yours put on the stage by Fusion
        text = msg("ws.log.fusion", card=ref(target), pos=msg(f"ws.pos.{pos}"), under=ref(card))
        g.happen("use", (target,), player=seat, cause="fusion", text=text, rule="WS 10.14.1.1")
    g.shuffle(deck)
    refresh_check(g, seat)


def _sunder(g: Game, p: Pending, name: Any) -> Flow:
    """WS 10.15.2: choose a card named (name) among the markers under this
    card and one of your stage positions; put it there with this card and the
    other markers under it. A new character, standing (WS 10.15.3)."""
    seat = p.controller
    card = g.source_of(p)
    if card is None or not card.zone.field:
        return
    pos = card.zone.name
    area = g.zone(seat, marker_name(pos))
    named = [m for m in area.cards if is_named(m.card, name) and m.card.type == CHARACTER]
    if not named:
        g.log(msg("ws.log.sunder_none", name=repr(name)), rule="WS 10.15.4")
        return
    chosen = yield from choose_cards(
        g, seat, f"Sunder: choose {name!r} among the markers", named, 1, 1, rule="WS 10.15.2"
    )
    new = chosen[0]
    dest = yield from choose_position(g, seat, f"Sunder: choose a stage position for {new.name}")
    put_marker(g, card, card, face_up=True, rule="WS 10.15.2")
    if dest != pos:
        yield from clear_position(g, seat, dest)
    place_character(g, new, seat, dest, why="Sunder", rule="WS 10.15.2")
    if dest != pos:
        dst_area = g.zone(seat, marker_name(dest))
        for m in list(area.cards):
            g.move(m, dst_area, face_up=True, why="marker", rule="WS 10.15.2")
            g.reveal(m)
    g.log(msg("ws.log.sunder", card=ref(new), pos=msg(f"ws.pos.{dest}"), marker=ref(card)), rule="WS 10.15.2")


def _shift(g: Game, p: Pending, lv: Any) -> Flow:
    """WS 10.11.2: if this card is in your clock and your level is (lv) or
    higher, you may exchange it with a card of the same color in your hand.
    Exactly those two cards (WS 10.11.3)."""
    seat = p.controller
    card = g.source_of(p)
    if card is None or card.zone.name != CLOCK:
        g.log(Message("ws.log.shift_gone"), rule="WS 10.11.3.1")
        return
    if level(g, seat) < int(lv):
        return
    same = [c for c in g.zone(seat, HAND).cards if color_of(c.card) == color_of(card.card)]
    if not same:
        g.log(
            msg("ws.log.shift_none", color=word_message("ws.log.color", str(color_of(card.card)))), rule="WS 10.11.3.2"
        )
        return
    color = color_of(card.card)
    ask: Words = f"Shift: you may exchange {card.name} with a {color} card of your hand"
    if f"ws.shift.{color}" in ENGLISH:
        ask = msg(f"ws.shift.{color}", card=CardRef(card.iid, card.name))
    chosen = yield from may_choose(
        g,
        seat,
        ask,
        same,
        "WS 10.11.2",
    )
    if chosen is not None:
        g.exchange(card, chosen, why="Shift", rule="WS 10.11.2")
        # WS 10.11.4: "when you use Shift": the exchange happened
        text = msg("ws.log.shift", card=ref(card), other=ref(chosen))
        g.happen("use", (card, chosen), player=seat, cause="shift", text=text, rule="WS 10.11.2")


def _encore_effect(g: Game, p: Pending, _: Any) -> Flow:
    """WS 10.2.2: put this card back on the position it was on, rested."""
    card = g.source_of(p)
    pos = str(p.ctx.get("pos", ""))
    if card is None or card.zone.name != WAITING_ROOM or not pos:
        g.log(msg("ws.log.left_waiting_room", label=p.label), rule="WS 8.7.7")
        return
    yield from clear_position(g, p.controller, pos)
    place_character(g, card, p.controller, pos, rested=True, why="encore", rule="WS 10.2.2")
    g.log(msg("ws.log.encore", card=ref(card), pos=msg(f"ws.pos.{pos}")), rule="WS 10.2.2")


def _extra_turn(g: Game, p: Pending, _: Any) -> Flow:
    """WS 11.2.1: the player takes an additional turn after this one."""
    game_state(g).extra_turns.append(p.controller)
    g.log(msg("ws.log.will_take_extra_turn", n=p.controller + 1), rule="WS 11.2.1")
    return
    yield


def _replay(g: Game, p: Pending, name: Any) -> Flow:
    """WS 11.3.2: resolving the red text runs the Replay Effect of the card's
    Replay Command of that name (its only way to run, WS 11.3.1.3)."""
    if p.source is None:
        return
    for ab in g.cards[p.source].card.abilities:
        if "replay" in ab.zones and ab.params.get("replay") == name:
            g.log(msg("ws.log.replay", name=str(name), text=ab.text), rule="WS 11.3.2")
            yield from run_ability(g, p, ab, HANDLERS)


def _timed(g: Game, p: Pending, name: Any) -> Flow:
    """WS 8.7.5: create the card's timed ability ``name``: an automatic
    ability that activates at a later moment, mastered by the master of this
    effect (WS 4.3.5); "this card" stays the card as it is now."""
    if p.source is None:
        return
    source = g.cards[p.source]
    for ab in source.card.abilities:
        if "timed" in ab.zones and ab.params.get("timed") == name:
            create_timed(g, p.controller, source, p.source_inc, ab)
    return
    yield


def battle_opponent(g: Game, source: int, incarnation: int) -> Card | None:
    """WS 7.2.1.5.1: the battle opponent of the card ``source`` (as the card
    it was, ``incarnation``) in the frontal attack in progress: the attacker
    of the defending character and the defending character of the attacker,
    while it is still that card on its stage position; None otherwise."""
    at_ = turn_state(g).attack
    if at_ is None or at_.defender is None:
        return None
    if (source, incarnation) == (at_.attacker, at_.attacker_inc):
        other, inc, pos = g.cards[at_.defender], at_.defender_inc, at_.defender_pos
    elif (source, incarnation) == (at_.defender, at_.defender_inc):
        other, inc, pos = g.cards[at_.attacker], at_.attacker_inc, at_.position
    else:
        return None
    return other if on_stage(other, inc, pos) else None


def _reverse_battle_opponent(g: Game, p: Pending, spec: Any) -> Flow:
    """ "If this card's battle opponent is level N or lower, (you may) reverse
    that character": the battle opponent (WS 7.2.1.5.1) is read when the
    effect resolves; a battle opponent of a higher level, one already
    reversed (WS 1.3.3.1) or no longer on the stage is left as it is. Its
    reversal activates "when this card becomes reversed" and "when this
    card's battle opponent becomes reversed"."""
    spec = dict(spec)
    if p.source is None:
        return
    target = battle_opponent(g, p.source, p.source_inc)
    if target is None:
        g.log(msg("ws.log.no_battle_opponent", label=p.label), rule="WS 7.2.1.5.1")
        return
    most = spec.get("level_at_most")
    if most is not None and character_level(g, target) > int(most):
        g.log(msg("ws.log.above_level", label=p.label, card=ref(target), k=str(most)), rule="WS 7.2.1.5.1")
        return
    if not _battle_opponent_fits(g, target, spec):
        g.log(msg("ws.log.not_named", label=p.label, card=ref(target)), rule="WS 7.2.1.5.1")
        return
    if target.orientation == REVERSE:
        return  # WS 1.3.3.1
    if any(
        any(w == "no_reverse" for w, _ in ab.effect) and in_force(g, target.zone.owner, ab, target)
        for ab in info(target.card).conts
    ):
        g.log(msg("ws.log.cannot_reverse", label=p.label, card=ref(target)), rule="WS 7.2.1.5.1")
        return
    if spec.get("optional"):
        do = yield from yes_no(g, p.controller, f"{p.label}: reverse {target.name}?", rule="WS 7.2.1.5.1")
        if not do:
            return
    g.set_orientation(target, REVERSE)
    source = g.cards[p.source]
    g.happen(
        "reverse",
        (target,),
        by=(source,),
        cause="effect",
        text=msg("ws.log.reversed", card=ref(target)),
        rule="WS 7.2.1.5.1",
    )


def _battle_opponent_fits(g: Game, target: Card, spec: dict[str, Any]) -> bool:
    """The battle opponent is level N or lower (its level after effects, WS 8.9.1), cost N or lower, or of a
    level higher than its master's level (the cards in their level, WS 3.9)."""
    most = spec.get("level_at_most")
    if most is not None and character_level(g, target) > int(most):
        return False
    cost = spec.get("cost_at_most")
    if cost is not None and int(target.card.stats.get("cost", 0)) > int(cost):
        return False
    return not (spec.get("above_level") and character_level(g, target) <= level(g, target.zone.owner))


def _battle_opponent_to(g: Game, p: Pending, spec: Any) -> Flow:
    """ "When this card becomes reversed, if this card's battle opponent is
    level N or lower (cost N or lower, of a level higher than its master's
    level), you may put that character on the bottom of the deck / into the
    clock / into the stock": the battle opponent (WS 7.2.1.5.1) is read as
    the effect resolves; one no longer on the stage is left as it is. With
    ``clock_top``, "you may put the top card of your opponent's clock into
    the waiting room. If you did, put that character into the clock": with
    no card in that clock nothing was done and the character stays. With
    ``stock_bottom``, "if you did, put the bottom card of your opponent's
    stock into the waiting room"."""
    spec = dict(spec)
    if p.source is None:
        return
    target = battle_opponent(g, p.source, p.source_inc)
    rule = "WS 7.2.1.5.1"
    if target is None:
        g.log(msg("ws.log.no_battle_opponent", label=p.label), rule=rule)
        return
    if not _battle_opponent_fits(g, target, spec):
        g.log(msg("ws.log.not_named", label=p.label, card=ref(target)), rule=rule)
        return
    to = str(spec["to"])
    owner = target.zone.owner
    if spec.get("optional"):
        words = {"deck": "on the bottom of the deck", "clock": "into the clock", "stock": "into the stock"}[to]
        if spec.get("clock_top"):
            ask = (
                f"{p.label}: put the top card of {player(owner)}'s clock into the waiting room, "
                f"and {target.name} {words}?"
            )
        else:
            ask = f"{p.label}: put {target.name} {words}?"
        if not (yield from yes_no(g, p.controller, ask, rule=rule)):
            return
    if spec.get("clock_top"):
        clock = g.zone(owner, CLOCK)
        if not clock.cards:
            g.log(msg("ws.log.clock_empty", label=p.label, n=owner + 1, card=ref(target)), rule=rule)
            return
        top = clock.cards[-1]
        g.move(top, g.zone(owner, WAITING_ROOM), why="effect", rule="WS 8.6.3.1")
        g.log(msg("ws.log.clock_top_to_wr", n=owner + 1, card=ref(top)), rule="WS 8.6.3.1")
    zone = {"deck": DECK, "clock": CLOCK, "stock": STOCK}[to]
    name = ref(target)
    yield from ADAPTER.put(g, target, g.zone(owner, zone), why="effect", rule=rule, bottom=to == "deck")
    g.log(msg(f"ws.log.puts_{to}", n=owner + 1, card=name), rule=rule)
    if to == "clock":
        yield from ADAPTER.after_put(g, CLOCK)  # WS 9.3: a level up interrupts
    if spec.get("stock_bottom") and target.zone.name == STOCK:
        stock = g.zone(owner, STOCK)
        if stock.cards:
            bottom = stock.cards[0]
            g.move(bottom, g.zone(owner, WAITING_ROOM), why="effect", rule="WS 8.6.3.1")
            g.log(msg("ws.log.stock_bottom_to_wr", n=owner + 1), rule="WS 8.6.3.1")


def _look_choose(g: Game, p: Pending, spec: Any) -> Flow:
    """ "Look at up to N cards from the top of your deck (WS 4.8.1), choose
    up to M 《T》 characters (and show them to your opponent), add them to
    your hand, put the remaining cards into your waiting room" and its
    kin. The master looks at the cards one at a time, from the top, and may
    stop after any of them; the chosen cards (of ``type``, one of
    ``traits``, ``level_at_least`` / ``level_at_most``: as "if that card
    is" reads them) go ``to`` the hand or back on top of the deck; the
    other cards looked at go to the waiting room (``rest``), back on top of
    the deck in the order their master chooses (``"deck_top"``) or stay as
    they are (``"stay"``)."""
    spec = dict(spec)
    seat = p.controller
    deck = g.zone(seat, DECK)
    rule = "WS 4.8.1"
    looked: list[Card] = []
    per = spec.get("per_character")
    if per is not None:  # "X is equal to the number of your 《T》 characters": counted as the effect resolves
        per = dict(per)
        this = ADAPTER.this(g, p)
        n = sum(1 for c in stage(g, seat) if fits(c.card, per) and not (per.get("other") and c is this))
        g.log(msg("ws.log.x_is", label=p.label, k=n), rule="WS 8.6.3")
    else:
        n = int(spec["up_to"])
    for i in range(n):
        if len(deck.cards) <= i:
            break
        more = yield from yes_no(g, seat, f"{p.label}: look at the card {i + 1} from the top of your deck?", rule=rule)
        if not more:
            break
        card = deck.cards[-1 - i]
        g.reveal(card, (seat,))
        looked.append(card)
    g.log(msg("ws.log.looks_top", n=seat + 1, k=len(looked)), rule=rule)
    if not looked:
        return
    chosen: list[Card] = []
    take = int(spec.get("take", 0))
    to = str(spec.get("to", "hand"))
    if take:
        fitting = [c for c in looked if top_card_is(c.card, spec)]
        lo = 0 if spec.get("take_up_to") else take
        what = f"{'up to ' if lo == 0 else ''}{take} of the cards looked at"
        chosen = yield from choose_cards(g, seat, f"{p.label}: choose {what}", fitting, lo, take, rule=rule)
        for c in chosen:
            if spec.get("show"):
                g.reveal(c)
            if to == "hand":
                g.move(c, g.zone(seat, HAND), why="effect", rule=rule)
                g.log(
                    msg(
                        "ws.log.puts_to_hand", n=seat + 1, card=ref(c) if spec.get("show") else Message("ws.log.a_card")
                    ),
                    rule=rule,
                )
    rest = [c for c in looked if c not in chosen]
    where = str(spec.get("rest", "waiting_room"))
    if where == "waiting_room" and rest:
        for c in rest:
            g.move(c, g.zone(seat, WAITING_ROOM), why="effect", rule=rule)
        g.log(msg("ws.log.puts_to_wr", n=seat + 1, cards=card_list(rest)), rule=rule)
    # the cards that go back on top of the deck, in the order their master chooses (the last one chosen on top)
    back = chosen if take and to == "deck_top" else rest if where == "deck_top" else []
    while len(back) > 1:
        (c,) = yield from choose_cards(
            g,
            seat,
            f"{p.label}: choose the next card to put on top of your deck (the last one is its top)",
            back,
            rule=rule,
        )
        back = [b for b in back if b is not c]
        g.move(c, deck, why="effect", rule=rule)
    for c in back:
        g.move(c, deck, why="effect", rule=rule)
    refresh_check(g, seat)


def _milled(g: Game, p: Pending, n: int) -> Flow:
    """Put the top ``n`` cards of the master's deck into the waiting room
    (the shared put: a deck that empties refreshes, WS 9.2); the cards put."""
    put = Put(ADAPTER, Selector(zones=(DECK,), top=n), WAITING_ROOM)
    moved: list[Card] = yield from put.run(g, p)
    return moved or []


def _mill_check(g: Game, p: Pending, spec: Any) -> Flow:
    """ "Put the top N cards of your deck into your waiting room. If there is
    a climax among those cards, (then)": ``then`` is carried out when one
    of the cards put (read as they are in the waiting room, WS 8.7.4.1.3)
    fits ``among`` (a type, traits, level, as "if that card is" reads a card)."""
    spec = dict(spec)
    moved = yield from _milled(g, p, int(spec["cards"]))
    among = dict(spec.get("among", {}))
    if any(top_card_is(c.card, among) for c in moved):
        yield from ADAPTER.run_steps(g, p, spec["then"])
    else:
        g.log(msg("ws.log.none_named", label=p.label), rule="WS 8.6.3")


def _mill_power(g: Game, p: Pending, spec: Any) -> Flow:
    """ "Put the top N cards of your deck into your waiting room; during this
    turn this card gets +X power. X is equal to the number of 《T》
    characters among those cards x M": counted among the cards put, the
    amount then fixed until end of turn."""
    spec = dict(spec)
    moved = yield from _milled(g, p, int(spec["cards"]))
    among = dict(spec.get("among", {}))
    count = sum(1 for c in moved if top_card_is(c.card, among))
    card = ADAPTER.this(g, p)
    if card is None:
        g.log(msg("ws.log.off_stage_nothing", label=p.label), rule="WS 8.6.3.1")
        return
    n = int(spec["power"]) * count
    ADAPTER.add_stat(g, p, card, "power", n, "turn")
    g.log(
        msg("ws.log.change_of_those", change=ADAPTER.change_message(card, "power", n, "turn"), k=count),
        rule="WS 8.6.3.1",
    )


def _power_for_each(g: Game, p: Pending, spec: Any) -> Flow:
    """ "During this turn, this card (the chosen character) gets +X power. X is
    equal to the number of your (other) 《T》 characters x N": the characters
    on its master's stage ("other": but this card) are counted as the effect
    resolves (WS 3.6.1), the amount is then fixed until end of turn."""
    spec = dict(spec)
    card = ADAPTER.this(g, p)
    target: Selector | None = spec.get("target")
    if card is None and target is None:
        g.log(msg("ws.log.off_stage", label=p.label), rule="WS 8.6.3.1")
        return
    cards: list[Card]
    if card is not None and target is None:
        cards = [card]
    else:
        assert target is not None
        prompt = f"Choose {target.words()} to get +X power"
        cards = yield from ADAPTER.select(g, p, target, prompt, "WS 8.6.3.1")
    if not cards:
        return
    seat = g.opponent(p.controller) if spec.get("opponent") else p.controller
    count = sum(1 for c in stage(g, seat) if fits(c.card, spec) and not (spec.get("other") and c is card))
    n = int(spec["power"]) * count
    for c in cards:
        ADAPTER.add_stat(g, p, c, "power", n, "turn")
        g.log(
            msg("ws.log.change_characters", change=ADAPTER.change_message(c, "power", n, "turn"), k=count),
            rule="WS 8.6.3.1",
        )


def _trigger_checks(g: Game, p: Pending, n: Any) -> Flow:
    """ "During this attack, perform Trigger Check N times during Trigger Step": the trigger step of this
    card's attack in progress performs the trigger check (WS 7.3.1.2) N times."""
    card = g.source_of(p)
    at_ = turn_state(g).attack
    if card is None or at_ is None or (at_.attacker, at_.attacker_inc) != (card.iid, card.incarnation):
        g.log(msg("ws.log.not_attacking", label=p.label), rule="WS 7.3.1.2")
        return
    at_.checks = int(n)
    g.log(msg("ws.log.trigger_checks", label=p.label, k=int(n)), rule="WS 7.3.1.2")
    return
    yield


def _to_stage(g: Game, p: Pending, spec: Any) -> Flow:
    """ "Choose 1 《T》 character from your waiting room, place it into any slot on stage (in rest)": the chosen
    character of its master's goes on a stage position the master chooses; a character already there goes to
    the waiting room (WS 8.6.2.2.1, WS 9.6.1). It is put there, not played (no "placed from hand")."""
    spec = dict(spec)
    what: Selector = spec["what"]
    chosen = yield from ADAPTER.select(g, p, what, f"Choose {what.words()} to put on the stage", "WS 8.6.3")
    for c in chosen:
        if c.card.type != CHARACTER or c.owner != p.controller:
            continue
        pos = yield from choose_position(g, p.controller, f"Put {c.name} on which stage position?")
        yield from clear_position(g, p.controller, pos)
        place_character(g, c, p.controller, pos, rested=bool(spec.get("rest")), why="effect", rule="WS 8.6.3")
        g.log(msg("ws.log.put_on", label=p.label, card=ref(c), pos=msg(f"ws.pos.{pos}")), rule="WS 8.6.3")


def _move_to_row(g: Game, p: Pending, spec: Any) -> Flow:
    """ "Move this card (the chosen character, rested first) to an empty slot at the front / back row": to an
    empty stage position of that row (WS 3.6.3) its master chooses, its markers with it (WS 3.7.3.1); with no
    empty position there, it stays."""
    spec = dict(spec)
    target: Selector | None = spec.get("target")
    if target is None:
        this = ADAPTER.this(g, p)
        cards = [this] if this is not None else []
    else:
        cards = yield from ADAPTER.select(g, p, target, f"Choose {target.words()} to move", "WS 8.6.3")
    row = CENTER if spec["row"] == "front" else BACK
    for c in cards:
        seat = c.zone.owner
        if c.zone.name not in POSITIONS or seat != p.controller:
            continue
        if spec.get("rest"):
            g.set_orientation(c, REST)
        empty = [pos for pos in row if not g.zone(seat, pos).cards]
        if not empty:
            g.log(
                msg(
                    "ws.log.no_empty_position",
                    label=p.label,
                    row=word_message("ws.log.row", str(spec["row"])),
                    card=ref(c),
                ),
                rule="WS 3.6.3",
            )
            continue
        options = [Option(f"pos:{pos}", POSITION_NAMES[pos].capitalize(), verb="choose") for pos in empty]
        opt = yield from choose_one(g, seat, f"Move {c.name} to which position?", options, rule="WS 3.6.3")
        pos = opt.key[4:]
        g.log(msg("ws.log.moves_to", label=p.label, card=ref(c), pos=msg(f"ws.pos.{pos}")), rule="WS 3.6.3")
        swap_positions(g, seat, c.zone.name, pos)


def _continuous_only(g: Game, p: Pending, value: Any) -> Flow:
    g.log(msg("ws.log.continuous_only", label=p.label))
    return
    yield


HANDLERS: dict[str, EffectHandler] = {
    "assist_power": _continuous_only,
    "great_performance": _continuous_only,
    "bond": _bond,
    "brainstorm": _brainstorm,
    "change": _change,
    "to_memory": _to_memory,
    "fusion": _fusion,
    "sunder": _sunder,
    "shift": _shift,
    "encore": _encore_effect,
    "extra_turn": _extra_turn,
    "replay": _replay,
    "instead_of_waiting_room": _continuous_only,
    "timed": _timed,
    "reverse_battle_opponent": _reverse_battle_opponent,
    "power_for_each": _power_for_each,
    "battle_opponent_to": _battle_opponent_to,
    "look_choose": _look_choose,
    "mill_check": _mill_check,
    "mill_power": _mill_power,
    "trigger_checks": _trigger_checks,
    "to_stage": _to_stage,
    "move_to_row": _move_to_row,
}
