"""Set-up (WS 5.2) and the turn (WS 6): stand, draw, clock, main, climax,
attack and end phases."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.decisions import Decision, Kind, Option
from engine.events import PhaseBegan, TurnBegan
from engine.flow import EffectHandler, choose_cards, choose_one, option
from engine.flow import cost_of as cost_pairs
from engine.games.weiss.abilities import (
    activate,
    check_timing,
    choose_position,
    fire_used_act,
    play_event,
    stage_acts,
)
from engine.games.weiss.battle import attack_phase
from engine.games.weiss.conditions import in_force
from engine.games.weiss.costs import colors_available, events_barred, free_of_color, meets_requirements, playable
from engine.games.weiss.interrupts import interrupts
from engine.games.weiss.keywords import info
from engine.games.weiss.moments import end_conditions_waiting, expire_timed, fire_moment
from engine.games.weiss.moves import clear_position, draw, pay_stock, place_character, swap_positions
from engine.games.weiss.schema import CHARACTER, CLIMAX, cost_of, requirements
from engine.games.weiss.state import WeissTurn, game_state, stage, turn_state
from engine.games.weiss.stats import hand_level
from engine.games.weiss.zones import (
    CLIMAX_AREA,
    CLOCK,
    DECK,
    HAND,
    POSITIONS,
    STOCK,
    WAITING_ROOM,
    at,
    level,
)
from engine.log_words.parts import ref
from engine.messages import CardRef, Message, msg
from engine.state import STAND, Game
from engine.timing import Duration

Flow = Generator[Decision, tuple[Option, ...], Any]

OPENING_HAND = 5  # WS 5.2.1.4
HAND_LIMIT = 7  # WS 3.3.3.1


NO_CLOCK = Option("skip", "Do not clock", verb="pass", message=msg("ws.option.no_clock"))
MOVE = Option("move", "Move a character to another stage position", verb="move", message=msg("ws.option.move"))
END_MAIN = Option("end", "End the main phase", verb="pass", message=msg("option.end_main_phase"))
NO_CLIMAX = Option("skip", "Do not play a climax", verb="pass", message=msg("ws.option.no_climax"))


def option_cache(g: Game) -> dict[tuple[str, int], Option]:
    """Options that never change for a card in the hand (its key, its name,
    its printed cost), built once per game: options are immutable."""
    return game_state(g).options


def begin_phase(g: Game, phase: str) -> None:
    g.phase = phase
    g.step = ""
    g.emit(PhaseBegan(g.active, phase))


# -- set-up ---------------------------------------------------------------------------------


def setup(g: Game) -> Flow:
    """WS 5.2.1: shuffle, choose the starting player at random, draw 5, then
    each player (starting player first) may once put any number of cards
    into the waiting room and draw as many."""
    g.phase = "setup"
    for seat in range(g.n_players):
        g.shuffle(g.zone(seat, DECK))  # WS 5.2.1.2
    g.active = g.first_player = g.rng.randrange(g.n_players)  # WS 5.2.1.3
    g.log(msg("ws.log.goes_first", n=g.first_player + 1), rule="WS 5.2.1.3")
    for seat in range(g.n_players):
        draw(g, seat, OPENING_HAND, why="opening hand", rule="WS 5.2.1.4")
    for seat in g.turn_order():
        hand = g.zone(seat, HAND)
        chosen = yield from choose_cards(
            g,
            seat,
            msg("ws.mulligan"),
            hand.cards,
            0,
            len(hand.cards),
            rule="WS 5.2.1.4",
            about="mulligan",
        )
        for c in chosen:
            g.move(c, g.zone(seat, WAITING_ROOM), why="mulligan", rule="WS 5.2.1.4")
        draw(g, seat, len(chosen), why="mulligan", rule="WS 5.2.1.4")
        g.log(msg("ws.log.mulligan", n=seat + 1, k=len(chosen)), rule="WS 5.2.1.4")
    # WS 5.2.1.5: the refresh points start at 0 (set when the zones are built).


# -- the turn ------------------------------------------------------------------------------------


def turn(g: Game, handlers: dict[str, EffectHandler]) -> Flow:
    """WS 6.1: one turn of the turn player ``g.active``."""
    me = g.active
    g.turn += 1
    g.turn_data = WeissTurn()
    g.emit(TurnBegan(g.turn, me))
    expire_timed(g)  # WS 8.7.5: abilities limited to the turn that ended
    yield from stand_phase(g)
    yield from draw_phase(g)
    yield from clock_phase(g)
    begin_main(g)
    yield from from_main(g, handlers)


def from_main(g: Game, handlers: dict[str, EffectHandler]) -> Flow:
    """The rest of the turn from the main phase's play timing (WS 6.5.1.2),
    where it resumes from the state alone (:meth:`Game.resting`)."""
    yield from main_actions(g, handlers)
    yield from climax_phase(g)
    begin_phase(g, "attack")  # WS 6.7
    yield from attack_phase(g, handlers)
    yield from end_phase(g)


def next_turn(g: Game) -> None:
    """WS 6.8.1.5: the opponent becomes the turn player, unless an additional
    turn was granted (WS 11.2.1): then the very last one granted is taken now
    and the others are postponed to the following turns (WS 11.2.2)."""
    extra = game_state(g).extra_turns
    if extra:
        g.active = extra.pop()
        g.log(msg("ws.log.takes_extra_turn", n=g.active + 1), rule="WS 11.2.1")
    else:
        g.active = g.opponent(g.active)


def stand_phase(g: Game) -> Flow:
    """WS 6.2.1: "at the beginning of turn" and "at the beginning of stand
    phase", check timing, stand all of the turn player's characters, check timing."""
    me = g.active
    begin_phase(g, "stand")
    fire_moment(g, "turn_start")  # WS 6.2.1.1
    fire_moment(g, "stand_start")
    yield from check_timing(g)
    for c in stage(g, me):  # WS 6.2.1.2 ("this card cannot stand during your stand phase": it stays)
        if not any(
            any(w == "no_stand_phase" for w, _ in ab.effect) and in_force(g, me, ab, c) for ab in info(c.card).conts
        ):
            g.set_orientation(c, STAND)
    yield from check_timing(g)  # WS 6.2.1.3


def draw_phase(g: Game) -> Flow:
    """WS 6.3.1: the turn player draws a card."""
    me = g.active
    begin_phase(g, "draw")
    fire_moment(g, "draw_start")  # WS 6.3.1.1: "at the beginning of draw phase"
    yield from check_timing(g)
    draw(g, me, 1, rule="WS 6.3.1.2")
    yield from check_timing(g)  # WS 6.3.1.3


def clock_phase(g: Game) -> Flow:
    """WS 6.4.1.2: the turn player may put a card from hand into the clock;
    if they do, they draw 2 cards."""
    me = g.active
    begin_phase(g, "clock")
    fire_moment(g, "clock_start")  # WS 6.4.1.1: "at the beginning of clock phase"
    yield from check_timing(g)
    cache = option_cache(g)
    options = []
    for c in g.zone(me, HAND).cards:
        o = cache.get(("clock", c.iid))
        if o is None:
            z = c.zone.key
            said = msg("ws.option.clock", card=CardRef(c.iid, c.name))
            to = f"p{me}.{CLOCK}"
            o = cache["clock", c.iid] = Option(
                f"clock:{c.iid}", said.english(), c.iid, z, None, "clock", (c.iid,), z, to, (), said
            )
        options.append(o)
    options.append(NO_CLOCK)
    prompt = msg("ws.clock_phase")
    opt = yield from choose_one(g, me, prompt, options, rule="WS 6.4.1.2", about="clock")
    if opt.card is not None:
        card = g.move(g.cards[opt.card], g.zone(me, CLOCK), why="clock phase", rule="WS 6.4.1.2")
        g.log(msg("ws.log.clocks", n=me + 1, card=ref(card)), rule="WS 6.4.1.2")
        yield from interrupts(g)  # WS 9.3: a level up interrupts at once
        draw(g, me, 2, why="clock phase", rule="WS 6.4.1.2")
    yield from check_timing(g)  # WS 6.4.1.3


def main_options(g: Game, me: int) -> list[Option]:
    """The actions of the main phase play timing (WS 6.5.1.2), in a fixed order."""
    options: list[Option] = []
    colors = colors_available(g, me)
    lv = level(g, me)
    stock = len(g.zone(me, STOCK).cards)
    key = g.zone(me, HAND).key
    cache = option_cache(g)
    for c in g.zone(me, HAND).cards:
        # WS 8.6.2.1: level (not above the player's level), color (in the level
        # or clock, except level 0, WS 8.6.2.1.1.1) and a payable cost (WS 8.6.2.3.2).
        kind, clv, color, cost = requirements(c.card)
        got = info(c.card)
        if got.in_hand:  # "this card gets -1 level in your hand" (WS 8.9.1)
            clv = hand_level(g, c)
        if got.no_play and not playable(g, me, c):  # "you cannot play this card from your hand"
            continue
        if kind == CLIMAX or clv > lv or cost > stock:
            continue
        if kind != CHARACTER and events_barred(g, me):  # "you cannot play events from your hand"
            continue
        if clv > 0 and color not in colors and not (got.no_color and free_of_color(g, me, c)):
            continue
        o = cache.get(("play", c.iid))
        if o is None:
            paid = (("stock", cost),) if cost else ()
            if kind == CHARACTER:
                said = msg("ws.option.play", card=CardRef(c.iid, c.name), cost=cost)
                o = Option(f"play:{c.iid}", said.english(), c.iid, key, None, "play", (c.iid,), key, "", paid, said)
            else:
                said = msg("ws.option.play_event", card=CardRef(c.iid, c.name), cost=cost)
                o = Option(f"event:{c.iid}", said.english(), c.iid, key, None, "play", (c.iid,), key, "", paid, said)
            cache["play", c.iid] = o
        options.append(o)
    chars = stage(g, me)
    for c, i, ab in stage_acts(g, me, chars):
        label, z = f"{c.name}: {ab.text or 'activated ability'}", c.zone.key
        needs = cost_pairs(ab.cost)
        options.append(Option(f"act:{c.iid}:{i}", label, c.iid, z, i, "activate", (c.iid,), z, "", needs))
    if chars:
        options.append(MOVE)
    options.append(END_MAIN)
    return options


def begin_main(g: Game) -> None:
    """WS 6.5.1.1: the main phase begins: "at the beginning of main phase"."""
    me = g.active
    begin_phase(g, "main")
    fire_moment(g, "main_start")  # WS 6.5.1.1: "at the beginning of main phase"
    for c in g.zone(me, CLOCK).cards:  # WS 10.11.2: Shift works from the clock
        ci = info(c.card).clock_autos
        if ci:
            for ab in ci.get("main_start", ()):
                g.add_pending(me, f"{c.name}: {ab.text or 'Shift'}", source=c, ability=ab, optional=ab.optional)


def main_phase(g: Game, handlers: dict[str, EffectHandler]) -> Flow:
    """WS 6.5.1: the main phase, from its beginning."""
    begin_main(g)
    yield from main_actions(g, handlers)


def main_actions(g: Game, handlers: dict[str, EffectHandler]) -> Flow:
    """WS 6.5.1.2: play characters and events, use activated abilities and
    move characters, any number of times, until the turn player ends the
    main phase (after :func:`begin_main`)."""
    me = g.active
    while True:
        g.resting("main")
        yield from check_timing(g)  # WS 8.5.2.1
        options = main_options(g, me)
        opt = yield from choose_one(g, me, msg("ws.main_phase"), options, rule="WS 6.5.1.2", about="main")
        kind = opt.key.split(":", 1)[0]
        if kind == "end":  # WS 6.5.1.3
            return
        if kind == "play":
            assert opt.card is not None
            card = g.cards[opt.card]
            pos = yield from choose_position(g, me, msg("ws.choose_position", card=CardRef(card.iid, card.name)))
            cost = cost_of(card.card)
            pay_stock(g, me, cost)  # WS 8.6.2.3
            mid = "ws.log.plays_paying" if cost else "ws.log.plays"
            g.log(msg(mid, n=me + 1, card=ref(card), pos=msg(f"ws.pos.{pos}"), k=cost), rule="WS 6.5.1.2.1")
            yield from clear_position(g, me, pos)
            place_character(g, card, me, pos, why="played", rule="WS 8.6.2.4.1")
            text = msg("ws.log.placed", card=ref(card), pos=msg(f"ws.pos.{pos}"))
            g.happen("place", (card,), player=me, text=text, rule="WS 8.6.2.4.1")
        elif kind == "event":
            assert opt.card is not None
            yield from play_event(g, me, g.cards[opt.card], handlers)
        elif kind == "act":
            _, iid, idx = opt.key.split(":")
            card = g.cards[int(iid)]
            ab = info(card.card).acts[int(idx)]
            if ab.once_per_turn or "per_turn" in ab.params:
                turn_state(g).acts_used.append((card.iid, card.incarnation, int(idx)))
            g.log(msg("ws.log.plays_act", n=me + 1, card=ref(card), text=ab.text), rule="WS 6.5.1.2.3")
            yield from activate(g, me, card, ab, handlers)
            fire_used_act(g, me)
        elif kind == "move":
            yield from move_character(g, me)


def move_character(g: Game, me: int) -> Flow:
    """WS 6.5.1.2.4: choose two stage positions and exchange their cards."""
    options: list[Option] = []
    for i, a in enumerate(POSITIONS):
        for b in POSITIONS[i + 1 :]:
            ca, cb = at(g, me, a), at(g, me, b)
            if ca is None and cb is None:
                continue
            # the same option again while the same two cards stand there (a card's name never changes)
            told = ("ws.swap", me, a, b, ca.iid if ca is not None else None, cb.iid if cb is not None else None)
            known = g.options.get(told)
            if known is not None:
                options.append(known)
                continue
            la = CardRef(ca.iid, ca.name) if ca is not None else msg("ws.empty")
            lb = CardRef(cb.iid, cb.name) if cb is not None else msg("ws.empty")
            za, zb = f"p{me}.{a}", f"p{me}.{b}"
            moved = tuple([c.iid for c in (ca, cb) if c is not None])
            src, dst = (za, zb) if ca is not None else (zb, za)
            made = option(
                g,
                f"swap:{a}:{b}",
                msg("ws.option.exchange", a=msg(f"ws.pos.{a}"), la=la, b=msg(f"ws.pos.{b}"), lb=lb),
                None,
                za,
                None,
                "move",
                moved,
                src,
                dst,
            )
            g.options[told] = made
            options.append(made)
    prompt = msg("ws.exchange")
    opt = yield from choose_one(g, me, prompt, options, kind=Kind.ZONE, rule="WS 6.5.1.2.4", about="position")
    _, a, b = opt.key.split(":")
    swap_positions(g, me, a, b)
    g.log(msg("ws.log.exchanges", n=me + 1, a=msg(f"ws.pos.{a}"), b=msg(f"ws.pos.{b}")), rule="WS 6.5.1.2.4")


def climax_phase(g: Game) -> Flow:
    """WS 6.6.1: the turn player may play one climax from hand."""
    me = g.active
    begin_phase(g, "climax")
    fire_moment(g, "climax_start")  # WS 6.6.1.1: "at the beginning of climax phase"
    yield from check_timing(g)
    yield from check_timing(g)  # WS 6.6.1.2 (the check timing before the play timing)
    colors = colors_available(g, me)
    hand = g.zone(me, HAND)
    to = f"p{me}.{CLIMAX_AREA}"
    options = [
        option(
            g,
            f"climax:{c.iid}",
            msg("ws.option.climax", card=CardRef(c.iid, c.name)),
            c.iid,
            hand.key,
            None,
            "play",
            (c.iid,),
            hand.key,
            to,
        )
        for c in hand.cards
        if c.card.type == CLIMAX and meets_requirements(g, me, c, colors)
    ]
    options.append(NO_CLIMAX)
    prompt = msg("ws.climax_phase")
    opt = yield from choose_one(g, me, prompt, options, rule="WS 6.6.1.2.1", about="climax")
    if opt.card is not None:
        area = g.zone(me, CLIMAX_AREA)
        for old in list(area.cards):  # WS 9.7.1: only the last climax placed stays
            g.move(old, g.zone(old.owner, WAITING_ROOM), why="another climax placed", rule="WS 9.7.1")
        card = g.move(g.cards[opt.card], area, face_up=True, why="climax played", rule="WS 8.6.2.4.3")
        g.happen(
            "place", (card,), player=me, text=msg("ws.log.plays_climax", n=me + 1, card=ref(card)), rule="WS 6.6.1.2.2"
        )
    yield from check_timing(g)  # WS 6.6.1.3


def end_phase(g: Game) -> Flow:
    """WS 6.8.1: end-of-turn abilities, discard down to the hand limit, the
    climax to the waiting room, then "until end of turn" effects end."""
    me = g.active
    while True:
        begin_phase(g, "end")
        # WS 6.8.1.1: "at the beginning of end phase" and "at the end of turn",
        # each ability only if it has not activated yet this turn
        fire_moment(g, "turn_end")
        fire_moment(g, "end_of_turn")
        yield from check_timing(g)
        hand = g.zone(me, HAND)
        excess = len(hand.cards) - HAND_LIMIT
        if excess > 0:  # WS 6.8.1.2
            chosen = yield from choose_cards(
                g,
                me,
                msg("ws.hand_limit", n=excess, limit=HAND_LIMIT),
                hand.cards,
                excess,
                excess,
                rule="WS 6.8.1.2",
                about="rule",
            )
            for c in chosen:
                g.move(c, g.zone(me, WAITING_ROOM), why="hand limit", rule="WS 6.8.1.2")
            g.log(msg("ws.log.hand_limit", n=me + 1, k=excess), rule="WS 6.8.1.2")
        area = g.zone(me, CLIMAX_AREA)
        for c in list(area.cards):  # WS 6.8.1.3
            g.move(c, g.zone(c.owner, WAITING_ROOM), why="end of turn", rule="WS 6.8.1.3")
        before = len(g.journal)
        yield from check_timing(g)  # WS 6.8.1.4
        acted = len(g.journal) != before
        g.expire(Duration.END_OF_BATTLE, Duration.END_OF_TURN, Duration.END_OF_OPPONENT_TURN)
        # WS 6.8.1.5: the turn ends only if the hand is within the limit, the
        # check timing of WS 6.8.1.4 had nothing to do (no rule action, no
        # automatic ability) and no end-of-turn condition is left that has not
        # activated (a card that arrived, or a timed ability created, after WS
        # 6.8.1.1); otherwise the end phase starts over (the conditions that
        # already activated do not activate again, WS 6.8.1.1).
        if len(hand.cards) <= HAND_LIMIT and not acted and not end_conditions_waiting(g):
            return
        g.log(Message("ws.log.end_phase_again"), rule="WS 6.8.1.5")
