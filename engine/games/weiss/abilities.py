"""How Weiss Schwarz abilities are played (WS 8): automatic abilities
triggered into the standby condition (WS 8.7.2), state activation (WS
8.7.6), the check timing that resolves them (WS 8.5.1), their costs and
effects when resolved (WS 8.7.3), activated abilities and events played
from the main phase and the counter step (WS 8.6.2), and Encore [3], which
every character has (WS 10.2.3).

The game's words are listed in :mod:`engine.games.weiss.grammar`; what its
own effect words do is in :mod:`engine.games.weiss.effects`.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.abilities import Ability
from engine.decisions import Decision, Kind, Option
from engine.flow import (
    EffectHandler,
    LoopGuard,
    Words,
    card_option,
    choose_one,
    next_pending,
    option,
    run_effects,
    yes_no,
)
from engine.games.weiss.conditions import condition_met, effect_active, fits
from engine.games.weiss.costs import can_pay, cost_text, pay_cost
from engine.games.weiss.interrupts import LEVELED, interrupt_due, interrupts
from engine.games.weiss.keywords import ENCORE_COST, event_effects, info
from engine.games.weiss.loops import LoopWatch
from engine.games.weiss.moves import clear_position, pay_stock, place_character
from engine.games.weiss.rule_actions import quiet, zero_power_flow
from engine.games.weiss.schema import cost_of, is_named
from engine.games.weiss.state import CardSnapshot, game_state, stage, turn_state
from engine.games.weiss.stats import REFS, character_level, referenced
from engine.games.weiss.zones import POSITIONS, STOCK, WAITING_ROOM, at
from engine.log_words.parts import ref, word_message
from engine.messages import CardRef, msg
from engine.state import Card, Game
from engine.timing import Pending

Flow = Generator[Decision, tuple[Option, ...], Any]


# -- automatic abilities (WS 8.7) --------------------------------------------------------------


def fire(g: Game, card: Card, when: str, **ctx: Any) -> None:
    """Put every automatic ability of ``card`` triggered by ``when`` in
    standby (WS 8.7.2); its master is the master of the card (WS 4.3.5)."""
    abilities = info(card.card).autos.get(when)
    if not abilities:
        return
    master = card.zone.owner
    for ab in abilities:
        g.add_pending(master, f"{card.name}: {ab.text or when}", source=card, ability=ab, optional=ab.optional, **ctx)


def fire_other_attacks(g: Game, attacker: Card) -> None:
    """WS 7.2.1.6: "when your other (《T》) character attacks": the
    abilities of the attacker's master's other characters whose
    ``params`` name the attacker (:func:`fits`: a trait, a part of the name)."""
    seat = attacker.zone.owner
    for c in stage(g, seat):
        if c is attacker:
            continue
        for ab in info(c.card).autos.get("other_attacks", ()):
            if fits(attacker.card, dict(ab.params)):
                g.add_pending(
                    seat,
                    f"{c.name}: {ab.text or 'another character attacks'}",
                    source=c,
                    ability=ab,
                    optional=ab.optional,
                )


def fire_climax_placed(g: Game, climax: Card) -> None:
    """WS 8.6.2.4.3: "when a climax is placed on your climax area": the
    abilities of the characters on the stage of the climax's master, and,
    with ``params.whose`` "opponent" ("any"), of the other player's stage;
    with ``params.name``, only for a climax of that name (WS 2.1.1.2)."""
    seat = climax.zone.owner
    for s in range(g.n_players):
        for c in stage(g, s):
            for ab in info(c.card).autos.get("climax_placed", ()):
                name = ab.params.get("name")
                if name is not None and not is_named(climax.card, name):
                    continue
                whose = ab.params.get("whose", "your")
                if whose == "any" or (whose == "your") == (s == seat):
                    g.add_pending(
                        s, f"{c.name}: {ab.text or 'a climax is placed'}", source=c, ability=ab, optional=ab.optional
                    )


def fire_attacks(g: Game, attacker: Card, kind: str) -> None:
    """WS 7.2.1.6: "when this card attacks", and "when this card makes a frontal / side / direct attack"
    (``params.attack``, WS 7.2.1.4): the attacker's abilities of that trigger."""
    for ab in info(attacker.card).autos.get("attacks", ()):
        if ab.params.get("attack", kind) == kind:
            g.add_pending(
                attacker.zone.owner,
                f"{attacker.name}: {ab.text or 'attacks'}",
                source=attacker,
                ability=ab,
                optional=ab.optional,
            )


def fire_other_reversed(g: Game, card: Card, cause: str, when: str) -> None:
    """ "When your other (《T》) character becomes reversed (in battle)" (``other_reversed``, ``card`` reversed)
    and "when your other character's battle opponent becomes reversed" (``other_opponent_reversed``, ``card``
    the one whose battle opponent it is): the abilities of the other characters of ``card``'s master whose
    ``params`` name it (:func:`fits`), by the battle only with ``params.in_battle`` (WS 7.6.1.2)."""
    seat = card.zone.owner
    if card.zone.name not in POSITIONS:
        return
    for c in stage(g, seat):
        if c is card:
            continue
        for ab in info(c.card).autos.get(when, ()):
            if fits(card.card, dict(ab.params)) and (not ab.params.get("in_battle") or cause == "battle"):
                g.add_pending(seat, f"{c.name}: {ab.text or when}", source=c, ability=ab, optional=ab.optional)


def fire_other_placed(g: Game, card: Card) -> None:
    """ "When your other (《T》) character is placed on stage from hand" (``other_placed``): ``card`` played from
    the hand and placed (WS 8.6.2.4.1); the abilities of the other characters of its master whose ``params``
    name it (:func:`fits`: a trait, a part of the name, the name)."""
    seat = card.zone.owner
    for c in stage(g, seat):
        if c is card:
            continue
        for ab in info(c.card).autos.get("other_placed", ()):
            if fits(card.card, dict(ab.params)):
                g.add_pending(
                    seat, f"{c.name}: {ab.text or 'other placed'}", source=c, ability=ab, optional=ab.optional
                )


def fire_placed_or_change(g: Game, card: Card) -> None:
    """ "When this card is placed on stage from hand or through Change" (``placed`` with ``params.or_change``):
    placed by a Change effect too (WS 10.8.4)."""
    for ab in info(card.card).autos.get("placed", ()):
        if ab.params.get("or_change"):
            g.add_pending(
                card.zone.owner, f"{card.name}: {ab.text or 'placed'}", source=card, ability=ab, optional=ab.optional
            )


def fire_reversed(g: Game, card: Card, cause: str, when: str = "reversed", other: Card | None = None) -> None:
    """ "When this card (this card's battle opponent ``other``) becomes reversed", "... reversed in battle"
    (``params.in_battle``: by the battle, WS 7.6.1.2), "this card's battle opponent with level N or higher"
    (``params.level_at_least``: its level as it is reversed, WS 8.9.1)."""
    for ab in info(card.card).autos.get(when, ()):
        least = ab.params.get("level_at_least")
        if least is not None and (other is None or character_level(g, other) < int(least)):
            continue
        if not ab.params.get("in_battle") or cause == "battle":
            g.add_pending(
                card.zone.owner, f"{card.name}: {ab.text or when}", source=card, ability=ab, optional=ab.optional
            )


def fire_all(g: Game, seat: int, when: str) -> None:
    """Trigger ``when`` on every character on ``seat``'s stage and the climax."""
    for c in stage(g, seat):
        fire(g, c, when)
    cx = g.zone(seat, "climax").cards
    if cx:
        fire(g, cx[-1], when)


LEVELED[0] = lambda g, seat: fire_all(g, seat, "level_up")  # WS 9.3: "when you level up"


def fire_used_act(g: Game, seat: int) -> None:
    """ "When you use 【S】": ``seat`` has played an activated ability (WS 8.6.2, Backup among them, WS 10.5.1);
    the abilities of that trigger of its characters wait for the check timing."""
    fire_all(g, seat, "use_act")


def stage_to_waiting_room(g: Game, card: Card, seat: int, pos: str, snap: CardSnapshot) -> None:
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
        g.add_pending(
            seat, f"{card.name}: {ab.text}", source=card, ability=ab, optional=ab.optional, pos=pos, info=snap
        )


def _encore(g: Game, p: Pending) -> Flow:
    """WS 10.2.2 / WS 10.2.3: Encore [3]: when this card is put into the
    waiting room from the stage, you may pay 3 stock; if you do, put it back
    on the position it was on, rested. Not paying is allowed (WS 8.7.3.1.1)."""
    assert p.source is not None
    card = g.cards[p.source]
    pos = str(p.ctx["pos"])
    if card.incarnation != p.source_inc or card.zone.name != WAITING_ROOM:
        g.log(msg("ws.log.encore_left", card=ref(card)), rule="WS 8.7.7")
        return
    seat = p.controller
    if len(g.zone(seat, STOCK).cards) < ENCORE_COST:
        g.log(msg("ws.log.encore_cannot_pay", card=ref(card), n=seat + 1, k=ENCORE_COST), rule="WS 8.7.3.2.1")
        return
    pay = yield from yes_no(
        g,
        seat,
        msg("ws.encore", card=CardRef(card.iid, card.name), n=ENCORE_COST, pos=msg(f"ws.pos.{pos}")),
        rule="WS 10.2.2",
        about="encore",
    )
    if not pay:
        g.log(msg("ws.log.no_encore", n=seat + 1, card=ref(card)), rule="WS 8.7.3.2.1")
        return
    pay_stock(g, seat, ENCORE_COST, why="Encore cost")
    yield from clear_position(g, seat, pos)
    place_character(g, card, seat, pos, rested=True, why="encore", rule="WS 10.2.2")
    said = msg("ws.log.encore_paid", n=seat + 1, k=ENCORE_COST, card=ref(card), pos=msg(f"ws.pos.{pos}"))
    g.log(said, rule="WS 10.2.2")


# -- the check timing (WS 8.5) ------------------------------------------------------------------


def state_triggers(g: Game) -> None:
    """WS 8.7.6.1: an automatic ability with state activation (``when =
    "state"``, its conditions being the state) enters the standby condition
    once when the state holds; while it waits it does not again, and once it
    has resolved (or its standby was used up) it does again if the state
    still holds. Checked at every check timing, where abilities are played."""
    state = game_state(g)
    if state.state_at == len(g.journal):
        return  # nothing has happened since the last look (every change is journaled)
    waiting = state.state_waiting
    seats = state.states
    for seat in seats if len(seats) < 2 or g.active == seats[0] else seats[::-1]:
        for z in state.zones[seat].positions:  # (seat_zones without a call)
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
                g.log(msg("ws.log.state_met", card=ref(c), text=ab.text), rule="WS 8.7.6")
    state.state_at = len(g.journal)


def check_timing(g: Game) -> Flow:
    """WS 8.5.1: rule actions (interrupts as they arise, then the check ones,
    repeated), then one automatic ability in standby — the turn player's
    first, chosen by its master — and again from the top until nothing is
    left. (The shared core's check timing calls a non-interactive rule-action
    hook; a level up needs a choice, so this one also runs the interrupts.)"""
    state = game_state(g)
    if state.states:
        state_triggers(g)
    if not g.pending and quiet(g):
        return
    rs = g.ruleset
    guard = LoopGuard(g)  # WS 11.1.1.1
    watch = LoopWatch(g)  # WS 11.1.1.2, WS 11.1.1.3
    while True:
        if interrupt_due(g):
            yield from interrupts(g)
        while True:
            while rs.rule_actions(g):
                if interrupt_due(g):
                    yield from interrupts(g)
            g.settle()
            if not (yield from zero_power_flow(g)):
                break
        if state.states:
            state_triggers(g)
        if not g.pending:
            return
        yield from watch.before()
        chosen = yield from watch.drive(next_pending(g))
        g.pending.remove(chosen)
        yield from watch.drive(rs.resolve_pending(g, chosen))
        guard.tick()


# -- resolving and activating (WS 8.6, WS 8.7.3) -----------------------------------------------------------


def _once_key(card: Card | None, ab: Ability) -> tuple[int, int, int] | None:
    """The key of an automatic ability of ``card`` played a limited number of times each turn ("this ability can
    be activated up to 1 time (2 times, ``params.per_turn``) each turn"), or None: (card iid, incarnation, index
    among the card's abilities)."""
    if not (ab.once_per_turn or ab.params.get("per_turn")) or card is None:
        return None
    index = next((i for i, a in enumerate(card.card.abilities) if a is ab), -1)
    return card.iid, card.incarnation, index


def times_left(ab: Ability, used: int) -> bool:
    """Whether an ability played ``used`` times this turn may be played again (once per turn, or
    ``params.per_turn`` times)."""
    limit = 1 if ab.once_per_turn else int(ab.params.get("per_turn", 0))
    return not limit or used < limit


def resolve_ability(g: Game, p: Pending, handlers: dict[str, EffectHandler]) -> Flow:
    """Play and resolve one automatic ability in standby (WS 8.7.3). With a
    cost the master may decline to pay (WS 8.7.3.1.1); if it cannot be
    played, the standby is simply used up (WS 8.7.3.2)."""
    ab = p.ability
    if ab is None:
        return
    seat = p.controller
    card = g.cards[p.source] if p.source is not None else None
    if not condition_met(g, seat, ab, card):
        g.log(msg("ws.log.condition_gone", label=p.label), rule="WS 8.7.3.2")
        return
    if card is not None and card.zone.field and "pos" not in p.ctx:
        p.ctx["pos"] = card.zone.name  # the position it is on as it is played (Change puts a character there, WS 10.8)
    once = _once_key(card, ab)
    if once is not None and not times_left(ab, turn_state(g).autos_used.get(once, 0)):
        g.log(msg("ws.log.used_up", label=p.label), rule="WS 8.7.3.2")
        return
    if ab.cost:
        if not can_pay(g, seat, card, ab):
            g.log(msg("ws.log.cannot_pay", label=p.label, n=seat + 1, cost=cost_text(ab)), rule="WS 8.7.3.2")
            return
        ask = msg("ask.pay_bracketed", ability=p.label, cost=cost_text(ab))  # the ability and its cost as printed
        pay = yield from yes_no(g, seat, ask, rule="WS 8.7.3.1.1", about="pay")
        if not pay:
            g.log(msg("ws.log.does_not_pay", label=p.label, n=seat + 1), rule="WS 8.7.3.2.1")
            return
        yield from pay_cost(g, seat, card, ab)
    elif ab.optional:
        use = yield from yes_no(g, seat, msg("ask.use_it", label=p.label), rule="WS 8.7.3", about="activate")
        if not use:
            return
    if once is not None:
        used = turn_state(g).autos_used
        used[once] = used.get(once, 0) + 1
    g.log(msg("log.resolves", label=p.label), rule="WS 8.7.3")
    yield from run_ability(g, p, ab, handlers)
    used_keyword_costs(g, seat, ab)


def run_ability(g: Game, p: Pending, ab: Ability, handlers: dict[str, EffectHandler]) -> Flow:
    """Execute the effect of a played ability, step by step. A part made
    inactive (WS 8.3.2, or not yet active, WS 8.3.3) still exists as an
    ability (it was triggered and played) but has no effect, and any choice
    it would need is not made; whether it is active is read when the part
    would be executed."""
    params = ab.params
    if not params or ("active_if" not in params and "inactive_if" not in params):
        yield from run_effects(g, p, ab.effect, handlers)
        return
    guarded = params.get("steps")
    for number, step in enumerate(ab.effect, 1):
        if (guarded is None or number in guarded) and not effect_active(g, p.controller, ab):
            g.log(msg("ws.log.part_inactive", label=p.label, part=step[0]), rule="WS 8.3.2")
            continue
        yield from run_effects(g, p, (step,), handlers)


#: WS 10.12.3, WS 10.13.3: "when you use" a keyword of the cost: the cost
#: was paid and the effect executed afterwards
_COST_KEYWORDS = (
    ("clock_top", "accelerate", "Accelerate", "WS 10.12.3"),
    ("reveal_name", "resonate", "Resonate", "WS 10.13.3"),
)


def used_keyword_costs(g: Game, seat: int, ab: Ability) -> None:
    """After an ability whose cost was paid has been executed, its master
    has used Accelerate / Resonate: journaled, the "when you use" abilities
    of their cards trigger from it."""
    for cost_word, keyword, name, rule in _COST_KEYWORDS:
        if any(w == cost_word for w, _ in ab.cost):
            used = msg("ws.log.used_keyword", n=seat + 1, keyword=word_message("ws.log.keyword", name))
            g.happen("use", player=seat, cause=keyword, text=used, rule=rule)


def activate(
    g: Game, seat: int, card: Card, ab: Ability, handlers: dict[str, EffectHandler], *, exclude: Card | None = None
) -> Flow:
    """WS 8.6.2: play an activated ability (or an event's effect): pay its
    cost in full, then resolve it at once."""
    pos = card.zone.name if card.zone.field else ""
    yield from pay_cost(g, seat, card, ab, exclude=exclude)
    p = Pending(
        pid=g.next_id(),
        controller=seat,
        label=f"{card.name}: {ab.text}",
        source=card.iid,
        source_inc=card.incarnation,
        ability=ab,
        ctx={"pos": pos},
    )
    yield from run_ability(g, p, ab, handlers)
    used_keyword_costs(g, seat, ab)


def stage_acts(g: Game, seat: int, chars: list[Card] | None = None) -> list[tuple[Card, int, Ability]]:
    """WS 6.5.1.2.3: the activated abilities of ``seat``'s characters that can
    be played now (conditions met, cost payable, once-per-turn unused)."""
    out: list[tuple[Card, int, Ability]] = []
    used = turn_state(g).acts_used
    for c in stage(g, seat) if chars is None else chars:
        acts = info(c.card).acts
        if not acts:
            continue
        for i, ab in enumerate(acts):
            if "hand" in ab.zones:
                continue
            if (ab.once_per_turn or "per_turn" in ab.params) and not times_left(
                ab, used.count((c.iid, c.incarnation, i))
            ):
                continue
            if condition_met(g, seat, ab) and can_pay(g, seat, c, ab):
                out.append((c, i, ab))
    return out


# -- effect helpers ---------------------------------------------------------------------------------------


def amount(g: Game, p: Pending, n: Any) -> int:
    """A number of an effect: a number, or ``this.power`` / ``this.soul`` /
    ``this.level``: the information of the ability's card, read as WS 8.7.4.1
    (abilities triggered by a zone change) and WS 8.11.1 (the card has moved
    on: its last known information) say."""
    if isinstance(n, str) and n in REFS:
        card = g.cards[p.source] if p.source is not None else None
        fixed = p.ctx.get("info")
        got = referenced(g, card, p.source_inc, fixed if isinstance(fixed, dict) else None, n)
        said = msg(
            "ws.log.value_is", label=p.label, what=word_message("ws.log.info", n.replace("this.", "its ")), value=got
        )
        g.log(said, rule="WS 8.11.1" if fixed is None else "WS 8.7.4.1")
        return got
    return int(n)


def choose_position(g: Game, seat: int, prompt: Words) -> Generator[Decision, tuple[Option, ...], str]:
    """Choose one of the five stage positions (occupied ones too: WS 8.6.2.2.1)."""
    options = []
    for pos in POSITIONS:
        occupant = at(g, seat, pos)
        label = (
            msg(f"ws.option.position_replacing.{pos}", card=CardRef(occupant.iid, occupant.name))
            if occupant is not None
            else msg(f"ws.option.position.{pos}")
        )
        z = f"p{seat}.{pos}"
        options.append(option(g, f"pos:{pos}", label, None, z, None, "choose", (), "", z))
    opt = yield from choose_one(g, seat, prompt, options, kind=Kind.ZONE, rule="WS 8.6.2.2.1", about="position")
    return opt.key[4:]


def may_choose(
    g: Game, seat: int, prompt: Words, cards: list[Card], rule: str, about: str = "effect"
) -> Generator[Decision, tuple[Option, ...], Card | None]:
    """An optional choice of one card ("may choose", "up to one"): none is always an answer."""
    if not cards:
        return None
    options = [card_option(g, c, seat) for c in cards] + [
        Option("none", "Choose none", verb="pass", message=msg("option.choose_none"))
    ]
    opt = yield from choose_one(g, seat, prompt, options, kind=Kind.CARDS, rule=rule, about=about)
    return g.cards[opt.card] if opt.card is not None else None


# -- playing cards from the hand (WS 8.6.2) -----------------------------------------------------------


def play_event(g: Game, seat: int, card: Card, handlers: dict[str, EffectHandler]) -> Flow:
    """WS 8.6.2.4.2: pay the cost, put the event into the resolution zone,
    carry out its effect, then put it into the waiting room (WS 3.13.1.1)."""
    cost = cost_of(card.card)
    pay_stock(g, seat, cost)
    g.move(card, g.zone(seat, "resolution"), face_up=True, why="event played", rule="WS 8.6.2.4.2")
    g.log(
        msg("ws.log.plays_event_paying" if cost else "ws.log.plays_event", n=seat + 1, card=ref(card), k=cost),
        rule="WS 6.5.1.2.2",
    )
    for ab in event_effects(card):
        if can_pay(g, seat, card, ab):
            yield from activate(g, seat, card, ab, handlers)
    if card.zone.name == "resolution":
        g.move(card, g.zone(card.owner, WAITING_ROOM), why="event resolved", rule="WS 3.13.1.1")
    fire_all(g, seat, "play_event")  # "when you play an event": its abilities wait for the check timing
