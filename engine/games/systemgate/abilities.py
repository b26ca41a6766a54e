"""Playing cards and using skills in System Gate (SG 8.4.3): what a player
may play or use now, declaring, paying and putting it in the stack, the
Counter Timings that answer it (SG 3.5.4, SG 8.4.3.5), and automatic skills
going to standby when their event happens (SG 3.1.2.3). [Combine] and
[Union] (SG 11.11, SG 11.14) are keyword skills used like [Use] skills.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.abilities import Ability, Step
from engine.cards import CardDef
from engine.decisions import Option
from engine.flow import Words, choose_cards, choose_one, cost_of, message_of, yes_no
from engine.games.systemgate.costs import can_pay, energy_count, pay_cost, pay_energy, pay_life
from engine.games.systemgate.effects import condition_met, declare_choices
from engine.games.systemgate.field import overload_drop
from engine.games.systemgate.keywords import has_keyword
from engine.games.systemgate.note_params import label_of, named
from engine.games.systemgate.stack import on_stack, resolve_stack, stack
from engine.games.systemgate.state import (
    END,
    MAIN,
    UNIT_SLOTS,
    Flow,
    StackItem,
    current_attack,
    field_cards,
    game_state,
    life,
    make_union,
    opponents,
    paused,
    seat_zones,
    soul_zone,
    stat,
    turn_state,
    union_partner,
    units,
)
from engine.messages import CardRef, Message, msg
from engine.state import REST, STAND, Card, Game
from engine.timing import Pending

# -- automatic skills (SG 3.1.2.3) ---------------------------------------------------------------

_TRIGGERS: dict[CardDef, dict[str, tuple[Ability, ...]]] = {}


def _triggers_table(card: CardDef) -> dict[str, tuple[Ability, ...]]:
    """The automatic skills of a printed card by the event they wait for (read once)."""
    table = _TRIGGERS.get(card)
    if table is None:
        t: dict[str, list[Ability]] = {}
        for ab in card.abilities:
            if ab.kind == "auto":
                t.setdefault(ab.when, []).append(ab)
        table = _TRIGGERS[card] = {k: tuple(v) for k, v in t.items()}
    return table


def triggers_of(card: CardDef, when: str) -> tuple[Ability, ...]:
    """The automatic skills of a printed card for the event ``when``."""
    return _triggers_table(card).get(when, ())


def waited_for(g: Game, when: str) -> bool:
    """Whether some card of the game has an automatic skill for the event
    ``when`` (when none has, the flow need not offer it to every field
    card); read again when cards are added to the game."""
    st = game_state(g)
    known = st.trigger_words
    if known is None or known[0] != len(g.cards):
        words = frozenset(w for cd in {c.card for c in g.cards} for w in _triggers_table(cd))
        known = st.trigger_words = (len(g.cards), words)
    return when in known[1]


def trigger(g: Game, when: str, card: Card, *, anywhere: bool = False, **ctx: Any) -> None:
    """Put ``card``'s automatic skills for ``when`` into standby. SG 4.6.1.6:
    only cards in field zones trigger, unless the skill says otherwise."""
    abilities = triggers_of(card.card, when)
    if not abilities:
        return
    if not anywhere and not card.zone.field:
        return
    controller = ctx.pop("controller", card.master)
    if paused(g, controller):
        return  # SG 15.4.3 / SG 15.4.4: a paused player's skills do not trigger
    for ab in abilities:
        if ab.condition and not condition_met(g, controller, ab.condition):
            continue  # the trigger condition is not fulfilled (SG 3.1.2.3)
        if ab.once_per_turn:
            used = turn_state(g).once_used
            key = (card.iid, card.incarnation, id(ab))
            if key in used:
                continue
            used.add(key)
        if not card.face_up:
            g.reveal(card)  # SG 3.1.1 / SG 14.7.1: a card triggering a skill is shown to both players
        g.add_pending(controller, f"{card.name}: {ab.text or ab.when}", source=card, ability=ab, **ctx)


# -- what a player may play or use now (SG 6.2.4, SG 3.5.4.1) -------------------------------------


class CardInfo:
    """What the option enumeration needs of a printed card, computed once."""

    __slots__ = (
        "act",
        "combine",
        "conditions",
        "cost",
        "counter",
        "counter_act",
        "equip_cost",
        "finale",
        "life_cost",
        "pilot",
        "union",
        "union_cost",
    )

    def __init__(self, card: CardDef) -> None:
        kws = card.stats.get("keywords", ())
        self.counter = "counter" in kws
        self.pilot = "pilot" in kws
        self.combine = "combine" in kws
        self.union = str(card.stats.get("union_name", "")) if "union" in kws else ""
        self.union_cost = int(card.stats.get("union_cost", 0))
        self.finale = bool(card.stats.get("finale", False))
        self.cost = int(card.stats.get("cost", 0))
        self.equip_cost = int(card.stats.get("equip_cost", self.cost))
        self.life_cost = int(card.stats.get("life_cost", 0))
        self.act = any(ab.kind == "act" for ab in card.abilities)
        self.counter_act = any(ab.kind == "act" and ab.params.get("timing") == "counter" for ab in card.abilities)
        conds: list[Step] = []
        if card.type == "spell":
            for ab in card.abilities:
                if ab.kind == "auto" and ab.when == "cast":
                    conds.extend(ab.condition)
        self.conditions = tuple(conds)


_INFO: dict[CardDef, CardInfo] = {}
_SLOT_KEYS = tuple(tuple((s, f"p{seat}.{s}") for s in UNIT_SLOTS) for seat in range(4))


def card_info(card: CardDef) -> CardInfo:
    info = _INFO.get(card)
    if info is None:
        info = _INFO[card] = CardInfo(card)
    return info


def _paid(energy: int, life: int) -> tuple[tuple[str, int], ...]:
    """A play's cost as an option's cost: its Energy, then its Life."""
    return tuple((w, n) for w, n in (("energy", energy), ("life", life)) if n)


def _play(
    key: str,
    label: Words,
    cards: tuple[int, ...],
    zone: str | None,
    src: str,
    dst: str,
    cost: tuple[tuple[str, int], ...],
) -> Option:
    """Playing ``cards[0]`` from the hand (with a Gate Master: ``cards[1]``)."""
    return Option(key, label, cards[0], zone, None, "play", cards, src, dst, cost, message_of(label))


def _to_slot(mid: str, card: Card, slot: str) -> Message:
    """Summoning ``card`` to a unit slot (SG 4.6): one message a slot, the
    slot named by its id as the journal keeps it."""
    return msg(f"{mid}.{slot}", card=CardRef(card.iid, card.name))


def _playable(g: Game, seat: int, card: Card, counter: bool, energy: int) -> bool:
    """Whether a hand card may be played now (timing, cost, condition)."""
    info = card_info(card.card)
    if counter and not info.counter:
        return False
    if info.finale != (g.phase == END) and not (counter and not info.finale):  # SG 2.0.1
        return False
    if energy < info.cost or (info.life_cost and life(g, seat) < info.life_cost):  # SG 3.1.4.2
        return False
    return not info.conditions or condition_met(g, seat, info.conditions)


def card_options(g: Game, seat: int, counter: bool) -> list[Option]:
    """Playing hand cards (SG 6.2.4.1 - SG 6.2.4.3), Gate Master plays
    (SG 4.8.3), and [Use] / [Counter] skills (SG 6.2.4.4, SG 6.2.4.5)."""
    energy = energy_count(g, seat)
    end_phase = g.phase == END
    opts = hand_options(g, seat, counter, energy, end_phase)
    if g.phase == MAIN or counter:
        opts += skill_options(g, seat, counter)
    return opts


def hand_options(g: Game, seat: int, counter: bool, energy: int, end_phase: bool) -> list[Option]:
    opts: list[Option] = []
    z = seat_zones(g)[seat]
    gm_stand = {c.name: c for c in z.gm.cards if c.orientation == STAND}
    known = _INFO  # (card_info without a call per hand card: this runs for every play timing)
    for c in z.hand.cards:
        info = known.get(c.card) or card_info(c.card)
        gm = gm_stand.get(c.card.name) if gm_stand else None
        # SG 2.0.1: Normal cards in the Main Phase, Finales in the End Phase;
        # SG 3.1.4.2: the cost must be payable; SG 3.1.2.2: [Counter] only in a counter timing.
        # Judge's decision: SG 2.0.1 limits a player's own play timings
        # (Normal cards in the Main Phase, Finales in the End Phase); a
        # Normal [Counter] card may also answer in any Counter Timing
        # (SG 3.1.2.2, SG 8.4.2), the End Phase's included.
        ok = (
            (info.finale == end_phase or (counter and not info.finale))
            and (info.counter or not counter)
            and (energy >= info.cost or (info.pilot and energy >= info.equip_cost))
            and (not info.life_cost or life(g, seat) >= info.life_cost)
            and (not info.conditions or condition_met(g, seat, info.conditions))
        )
        if not ok and gm is None:
            continue
        if ok:
            ctype = c.card.type
            if ctype == "unit":
                if not counter:
                    if energy >= info.cost:
                        opts += _plays(g, seat, c, None, "sum")
                    if info.pilot and energy >= info.equip_cost:  # SG 11.10
                        opts += _plays(g, seat, c, None, "pilot")
            elif ctype == "item":
                if not counter:
                    opts += _plays(g, seat, c, None, "eq")
            elif ctype == "spell":
                opts += _plays(g, seat, c, None, "cast")
        if gm is not None and _playable(g, seat, gm, counter, energy):
            gtype = gm.card.type
            if gtype == "unit" and not counter:
                opts += _plays(g, seat, c, gm, "sum")
            elif gtype == "item" and not counter:
                opts += _plays(g, seat, c, gm, "eq")
            elif gtype == "spell":
                opts += _plays(g, seat, c, gm, "cast")
    return opts


def _plays(g: Game, seat: int, c: Card, gm: Card | None, how: str) -> tuple[Option, ...]:
    """The options of playing ``seat``'s hand card ``c`` one way (``how``:
    summon to each unit zone, equip as a [Pilot], equip or cast), alone or
    through the Gate Master ``gm``. They say only what the card and its
    owner's zones are (the owner sees the hand card), so each is built once
    a game and kept."""
    key = (seat, c.iid, gm.iid if gm is not None else -1, how)
    cache = game_state(g).play_options
    got = cache.get(key)
    if got is None:
        got = cache[key] = _build_plays(seat, c, gm, how)
    return got


def _build_plays(seat: int, c: Card, gm: Card | None, how: str) -> tuple[Option, ...]:
    slot_keys = _SLOT_KEYS[seat] if seat < len(_SLOT_KEYS) else tuple((s, f"p{seat}.{s}") for s in UNIT_SLOTS)
    player_key = f"p{seat}.player"
    hand_key = f"p{seat}.hand"
    iid = c.iid
    if gm is not None:
        both = (iid, gm.iid)
        info = card_info(gm.card)
        paid = _paid(info.cost, info.life_cost)
        if how == "sum":
            return tuple(
                _play(f"gm:{iid}:{s}", _to_slot("sg.option.gm_summon", gm, s), both, key, hand_key, key, paid)
                for s, key in slot_keys
            )
        if how == "eq":
            equip = msg("sg.option.gm_equip", card=CardRef(gm.iid, gm.name))
            return (_play(f"gm:{iid}:player", equip, both, player_key, hand_key, player_key, paid),)
        return (
            _play(
                f"gm:{iid}:", msg("sg.option.gm_cast", card=CardRef(gm.iid, gm.name)), both, None, hand_key, "", paid
            ),
        )
    info = card_info(c.card)
    label, one = c.name, (iid,)
    paid = _paid(info.cost, info.life_cost)
    if how == "sum":
        return tuple(
            _play(f"sum:{iid}:{s}", _to_slot("sg.option.summon", c, s), one, key, hand_key, key, paid)
            for s, key in slot_keys
        )
    if how == "pilot":
        pilot = _paid(info.equip_cost, info.life_cost)
        return (
            _play(
                f"eq:{iid}",
                msg("sg.option.equip_pilot", card=CardRef(iid, label)),
                one,
                player_key,
                hand_key,
                player_key,
                pilot,
            ),
        )
    if how == "eq":
        return (
            _play(
                f"eq:{iid}",
                msg("sg.option.equip", card=CardRef(iid, label)),
                one,
                player_key,
                hand_key,
                player_key,
                paid,
            ),
        )
    return (_play(f"cast:{iid}", msg("sg.option.cast", card=CardRef(iid, label)), one, None, hand_key, "", paid),)


def skill_options(g: Game, seat: int, counter: bool) -> list[Option]:
    """[Use] skills in the Main Phase, [Counter] skills in a counter timing."""
    opts: list[Option] = []
    if not counter:
        opts += keyword_options(g, seat)
    for c in field_cards(g, seat):
        if not card_info(c.card).act:
            continue
        for i, ab in enumerate(c.card.abilities):
            if ab.kind != "act":
                continue
            is_counter = ab.params.get("timing") == "counter"
            if counter and not is_counter:
                continue
            if ab.once_per_turn and (c.iid, c.incarnation, id(ab)) in turn_state(g).once_used:
                continue
            if not can_pay(g, seat, ab.cost, c):
                continue
            z, paid = c.zone.key, cost_of(ab.cost)
            use = f"Use {c.name}: {ab.text}"
            said = msg("sg.option.use", card=named(c), text=ab.text)
            opts.append(Option(f"use:{c.iid}:{i}", use, c.iid, z, i, "activate", (c.iid,), z, "", paid, said))
    return opts


def keyword_options(g: Game, seat: int) -> list[Option]:
    """The [Use]-like keywords: SG 11.11 [Combine] (its target is chosen
    as it is declared, SG 8.4.3.2) and SG 11.14 [Union]."""
    opts: list[Option] = []
    mine = units(g, seat)
    for c in mine:
        info = card_info(c.card)
        if info.combine and has_keyword(g, c, "combine"):
            for t in mine:
                if t is c or t.zone is c.zone:
                    continue
                soul = soul_zone(g, t)
                if soul is not None and any(x.card.name == c.card.name for x in soul.cards):
                    continue  # SG 11.11: not onto a unit with a same-name soul card
                combine = f"[Combine] {c.name} into {t.name}"
                both, z = (c.iid, t.iid), c.zone.key
                key, there = f"comb:{c.iid}:{t.iid}", t.zone.key
                said = msg("sg.option.combine", card=named(c), target=named(t))
                opts.append(Option(key, combine, c.iid, there, None, "activate", both, z, there, message=said))
        if info.union and union_partner(g, c) is None and energy_count(g, seat) >= info.union_cost:
            union = f'[Union "{info.union}"] {c.name}'
            z, paid = c.zone.key, _paid(info.union_cost, 0)
            said = msg("sg.option.union", name=info.union, card=named(c))
            opts.append(Option(f"union:{c.iid}", union, c.iid, z, None, "activate", (c.iid,), z, "", paid, said))
    return opts


def counter_options(g: Game, seat: int) -> list[Option]:
    """What ``seat`` may add in a Counter Timing (SG 3.5.4.1): [Counter]
    cards and [Counter] skills; none while it has something in the stack
    (SG 14.2.1) or is paused (SG 15.4.3)."""
    if on_stack(g, seat) or paused(g, seat):
        return []
    z = seat_zones(g)[seat]
    gm_names = [c.card.name for c in z.gm.cards if c.orientation == STAND]
    energy = energy_count(g, seat)
    known = _INFO  # (card_info without a call per hand card: this runs for every Counter Timing)
    for c in z.hand.cards:
        info = known.get(c.card) or card_info(c.card)
        if (info.counter and energy >= info.cost) or c.card.name in gm_names:
            return card_options(g, seat, counter=True)
    for c in field_cards(g, seat):
        if card_info(c.card).counter_act:
            return card_options(g, seat, counter=True)
    return []


def do_action(g: Game, seat: int, opt: Option, *, counter: bool = False) -> Flow:
    kind, a, *rest = opt.key.split(":")
    card = g.cards[int(a)]
    if kind == "sum":
        yield from play_card(g, seat, card, rest[0], counter=counter)
    elif kind == "eq":
        yield from play_card(g, seat, card, "player", counter=counter)
    elif kind == "cast":
        yield from play_card(g, seat, card, "", counter=counter)
    elif kind == "gm":
        gm = next(c for c in g.zone(seat, "gm").cards if c.name == card.name and c.orientation == STAND)
        yield from play_card(g, seat, card, rest[0], gate_master=gm, counter=counter)
    elif kind == "use":
        yield from use_skill(g, seat, card, int(rest[0]), counter=counter)
    elif kind == "comb":
        target = g.cards[int(rest[0])]
        yield from use_keyword(
            g,
            seat,
            card,
            f"{card.name}: [Combine] into {target.name}",
            resolve_combine,
            target=target.iid,
            target_inc=target.incarnation,
            target_zone=target.zone.key,
        )
    elif kind == "union":
        info = card_info(card.card)
        yield from pay_energy(g, seat, info.union_cost)  # SG 11.14: pay the listed cost
        yield from use_keyword(g, seat, card, f'{card.name}: [Union "{info.union}"]', resolve_union)


# -- playing and using (SG 8.4.3) ------------------------------------------------------------------


def respond(g: Game, last: int, rule: str) -> Flow:
    """After ``last`` adds to the stack, each opposing player who may still add
    one (SG 14.2.1), is not paused (SG 15.4.3) and may use [Counter] gets a
    Counter Timing (SG 3.5.4.1, SG 8.4.3.5); an answer is answered in turn."""
    for seat in opponents(g, last):
        if on_stack(g, seat) or paused(g, seat):
            continue
        added = yield from counter_timing(g, seat, rule)
        if added:
            return  # the added card or skill gave its own answer timing


def counter_timing(g: Game, seat: int, rule: str) -> Flow:
    """SG 3.5.4.1: add one [Counter] to the stack, or pass. Returns True when
    something was added."""
    atk = current_attack(g)
    if atk is not None and atk.berserk and g.players[seat].team != g.players[g.active].team:
        return False  # SG 2.4.10: no [Counter] against a Berserk Gate Master's attack
    options = counter_options(g, seat)
    if not options:
        return False
    options.insert(0, Option("pass", "Pass", verb="pass", message=msg("option.pass")))
    opt = yield from choose_one(g, seat, msg("sg.counter_timing"), options, rule=rule, about="guard")
    if opt.key == "pass":
        return False
    yield from do_action(g, seat, opt, counter=True)
    return True


def play_card(
    g: Game, seat: int, card: Card, dest: str, *, gate_master: Card | None = None, counter: bool = False
) -> Flow:
    """SG 8.4.3: choose the zone (done), pay the costs, the card is in the
    stack, the other side gets a Counter Timing, the stack resolves.
    A Gate Master play (SG 3.8.2.1 / SG 4.8.3) puts ``card`` from the hand
    into the Gate Master zone at rest and plays ``gate_master`` instead."""
    played = card
    if gate_master is not None:
        g.move(card, g.zone(seat, "gm"), orientation=REST, why="Gate Master play", rule="SG 4.8.3")
        played = gate_master
    cost = play_cost(g, played, dest)
    life_cost = stat(g, played, "life_cost")
    # SG 3.1.4.2: the cost is paid as the card enters the stack.
    g.move(played, g.zone(seat, "stack"), why="played", rule="SG 8.4.3.4")
    paid = (yield from pay_energy(g, seat, cost)) if life(g, seat) >= life_cost else False
    if not paid:
        # SG 3.1.4.2: the card leaves the stack and returns to its original
        # zone (for a Gate Master play, the hand card goes back to the hand).
        g.move(
            played, g.zone(seat, "gm" if gate_master is not None else "hand"), why="cost not paid", rule="SG 3.1.4.2"
        )
        if gate_master is not None:
            g.move(card, g.zone(seat, "hand"), why="cost not paid", rule="SG 3.1.4.2")
        g.log(msg("sg.log.cost_unpaid_returns", card=named(played)), rule="SG 3.1.4.2")
        return False
    if life_cost:
        pay_life(g, seat, life_cost, msg("sg.log.why.cost_of", card=named(played)))
    verb = "cast" if played.card.type == "spell" else "equip" if dest == "player" else "summon"
    gm = "_gm" if gate_master is not None else ""
    g.log(msg(f"sg.log.{verb}{gm}", n=seat + 1, card=named(played), cost=cost), rule="SG 8.4.3")
    stack(g).append(StackItem(seat, played.name, card=played, dest=dest, gate_master=gate_master is not None))
    yield from respond(g, seat, "SG 8.4.3.5")
    if not counter:
        # SG 8.4.3.6: resolve the stack (a [Counter] played in a counter timing
        # resolves with the rest of the stack it answers).
        yield from resolve_stack(g)
    return True


def play_cost(g: Game, card: Card, dest: str) -> int:
    """The Energy to pay for ``card``: its Summon / Cast / Equip Cost
    (SG 3.1.4.1); a [Pilot] unit equipped as an Item pays its Equip Cost
    (SG 11.10), which is its cost when none is printed."""
    if dest == "player" and card.card.type == "unit":
        return int(card.card.stats.get("equip_cost", card.card.stats.get("cost", 0)))
    return stat(g, card, "cost")


def use_skill(g: Game, seat: int, card: Card, ability_index: int, *, counter: bool = False) -> Flow:
    """SG 8.4.3: trigger a [Use] / [Counter] skill: the cards it requires are
    chosen (SG 8.4.3.2), its cost is paid (SG 8.4.3.3), it is in the stack
    (SG 8.4.3.4). Judge's decision: a [Counter] skill is triggered by the same
    steps (SG 8.4.2), so it chooses its cards when declared too."""
    ab = card.card.abilities[ability_index]
    p = Pending(
        pid=g.next_id(),
        controller=seat,
        label=f"{card.name}: {ab.text}",
        source=card.iid,
        source_inc=card.incarnation,
        ability=ab,
    )
    yield from declare_choices(g, p)  # SG 8.4.3.2
    yield from pay_cost(g, seat, ab.cost, card)  # SG 8.4.3.3
    if ab.once_per_turn:
        turn_state(g).once_used.add((card.iid, card.incarnation, id(ab)))
    stack(g).append(StackItem(seat, p.label, pending=p))
    g.log(msg("sg.log.uses_skill", n=seat + 1, card=named(card), text=ab.text), rule="SG 8.4.3.8")
    yield from respond(g, seat, "SG 8.4.3.5")
    if not counter:
        yield from resolve_stack(g)


def use_keyword(
    g: Game, seat: int, card: Card, label: str, resolve: Callable[[Game, Pending], Flow], **ctx: Any
) -> Flow:
    """SG 8.4.3: a keyword [Use] skill ([Combine], [Union]) goes into the
    stack like a [Use] skill and the other side gets a Counter Timing."""
    p = Pending(
        pid=g.next_id(),
        controller=seat,
        label=label,
        source=card.iid,
        source_inc=card.incarnation,
        ctx=dict(ctx),
        resolve=resolve,
    )
    stack(g).append(StackItem(seat, label, pending=p))
    g.log(msg("sg.log.uses", n=seat + 1, label=label_of(g, p)), rule="SG 8.4.3.8")
    yield from respond(g, seat, "SG 8.4.3.5")
    yield from resolve_stack(g)


# -- keyword skills used like [Use] skills (SG 11.11, SG 11.14) ---------------------------------------


def resolve_combine(g: Game, p: Pending) -> Flow:
    """SG 11.11: put the [Combine] card from the field into the chosen unit's
    soul, unless that soul now holds a card with the same name."""
    card = g.source_of(p)
    target = g.cards[p.ctx["target"]]
    if card is None or not card.zone.field:
        g.log(msg("sg.log.left_field", label=label_of(g, p)), rule="SG 1.3.2")
        return
    # SG 8.4.3.2: the unit was chosen when [Combine] was declared; if it is
    # gone or has changed zones since, nothing happens (the standard ruling).
    if (
        target.incarnation != p.ctx["target_inc"]
        or target.zone.key != p.ctx.get("target_zone", target.zone.key)
        or not target.zone.field
        or target.master != p.controller
    ):
        g.log(msg("sg.log.chosen_unit_gone", label=label_of(g, p)), rule="SG 8.4.3.2")
        return
    soul = soul_zone(g, target)
    if soul is None or any(x.card.name == card.card.name for x in soul.cards):
        g.log(msg("sg.log.same_name_in_soul", label=label_of(g, p)), rule="SG 11.11")
        return
    own_soul = soul_zone(g, card)
    if own_soul is not None and own_soul is not soul and union_partner(g, card) is None:
        for c in list(own_soul.cards):
            g.move(c, g.zone(c.owner, "drop"), why="its card left the field", rule="SG 4.9.3")
    g.move(card, soul, face_up=True, why="[Combine]", rule="SG 11.11")
    g.log(msg("sg.log.into_soul", card=named(card), target=named(target)), rule="SG 11.11")
    return
    yield


def resolve_union(g: Game, p: Pending) -> Flow:
    """SG 11.14: search the deck or the drop for the named card and put it
    into the triggering card's zone by paying its [Cost]; the two are then in
    Union. A card found in the deck is revealed (SG 1.3.9) and the deck is
    shuffled after the search (SG 4.3.4)."""
    me = p.controller
    card = g.source_of(p)
    if card is None or not card.zone.field:
        g.log(msg("sg.log.left_field", label=label_of(g, p)), rule="SG 1.3.2")
        return
    name = str(card.card.stats.get("union_name", ""))
    deck, drop = g.zone(me, "deck"), g.zone(me, "drop")
    found = [c for c in (*deck.cards, *drop.cards) if c.card.name == name and c.card.type == "unit"]
    searched_deck = True
    chosen = []
    if found:
        for c in found:
            g.reveal(c, (me,))
        chosen = yield from choose_cards(g, me, msg("sg.ask.union_choose", name=name), found, 0, 1, rule="SG 11.14")
    if chosen:
        partner = chosen[0]
        g.reveal(partner)  # SG 1.3.9
        cost = int(partner.card.stats.get("cost", 0))
        pay = energy_count(g, me) >= cost
        if pay and cost:
            prompt = msg("sg.ask.pay_union", n=cost, card=named(partner))
            pay = yield from yes_no(g, me, prompt, rule="SG 11.14", about="pay")
        if pay:
            yield from pay_energy(g, me, cost)
            zone = card.zone
            for other in list(zone.cards):
                if other is not card:
                    overload_drop(g, other)
            g.move(partner, zone, orientation=STAND, why="[Union]", rule="SG 11.14")
            make_union(g, card, partner)
            # SG 10.5: a unit put onto a field zone is summoned
            text = msg("sg.log.in_union", card=named(card), partner=named(partner))
            g.happen("summon", (partner,), player=me, text=text, rule="SG 11.14")
        else:
            g.log(msg("sg.log.union_unpaid", card=named(partner)), rule="SG 3.1.4.2")
    else:
        g.log(msg("sg.log.union_none", name=name), rule="SG 11.14")
    if searched_deck:
        g.shuffle(deck)  # SG 4.3.4
