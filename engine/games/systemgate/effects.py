"""The effect words of the System Gate vocabulary (the game's own words;
the shared verbs are in :mod:`.grammar`), the conditions of skills, and how
a skill's effect is carried out step by step (SG 8.4.3)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.abilities import Step
from engine.decisions import Kind, Option
from engine.flow import COMMON_HANDLERS, EffectHandler, choose_card, choose_cards, choose_one, yes_no
from engine.games.systemgate.costs import choose_hand_drops, drop_hand_cards, energy_count, hand_pool, pay_energy
from engine.games.systemgate.field import move_unit, overload_drop
from engine.games.systemgate.gatemaster import assault_choice, guard_choice, mill
from engine.games.systemgate.note_params import Param, chosen_ref, label_of, listed, named, none_of, zone_of
from engine.games.systemgate.state import (
    UNIT_SLOTS,
    Flow,
    StackItem,
    choose_opponent,
    current_attack,
    free_slot,
    game_state,
    life,
    opponents,
    soul_zone,
    team_of,
    turn_state,
    union_partner,
    units,
)
from engine.grammar.spec import Verb
from engine.messages import CardRef, Message, msg
from engine.state import Card, Game
from engine.timing import Pending


def _source(g: Game, p: Pending) -> Card | None:
    card = g.source_of(p)
    return card if card is not None and card.zone.field else None


def _mill_opponent(g: Game, p: Pending, n: Any) -> Flow:
    target = yield from choose_opponent(g, p.controller, msg("sg.opponent.milled"))
    mill(g, target, int(n), "SG 2.8.1")


def _fizzle_attack(g: Game, p: Pending, _: Any) -> Flow:
    """SG 10.8.1: the attack is fizzled and proceeds to SG 6.2.6.7."""
    atk = current_attack(g)
    if atk is None:
        g.log(msg("sg.log.no_attack_to_fizzle", label=label_of(g, p)), rule="SG 1.3.2")
        return
    atk.fizzled = True
    g.log(msg("sg.log.attack_fizzled"), rule="SG 10.8.1")
    return
    yield


# -- winning and losing by skill (SG 1.2.6) -----------------------------------------------------


def _cannot_lose(g: Game, p: Pending, _: Any) -> Flow:
    """SG 1.2.6.3: the controller (and in Tag Team its team) cannot lose this turn."""
    turn_state(g).cannot_lose.update(team_of(g, p.controller))
    g.log(msg("sg.log.cannot_lose", n=p.controller + 1), rule="SG 1.2.6.3")
    return
    yield


def _cannot_win(g: Game, p: Pending, _: Any) -> Flow:
    """SG 1.2.6.2: the opponents cannot win by a card skill this turn."""
    turn_state(g).cannot_win.update(opponents(g, p.controller))
    g.log(msg("sg.log.opponents_cannot_win"), rule="SG 1.2.6.2")
    return
    yield


# -- soul (SG 4.9, SG 11.5) ------------------------------------------------------------------------


def _power_per_soul(g: Game, p: Pending, n: Any) -> Flow:
    """This card gets +N Power for each card in its soul this turn."""
    card = _source(g, p)
    soul = soul_zone(g, card) if card is not None else None
    if card is None or soul is None or not soul.cards:
        return
    total = int(n) * len(soul.cards)
    g.add_effect(
        "power",
        "add",
        total,
        target=card,
        text=msg("sg.log.effect.power_this_turn", card=CardRef(card.iid, card.name), n=total),
        source=card,
    )
    return
    yield


# -- units on the field ------------------------------------------------------------------------------


def _summon_token(g: Game, p: Pending, token_id: Any) -> Flow:
    """SG 10.5: summon a <Token> unit. SG 10.5.2: no card is chosen; SG 10.5.3
    the zone is; SG 10.5.5 an occupied zone is overloaded; SG 10.5.6 its
    "when summoned" skills trigger. SG 3.3.3: it is owned by the owner of the
    card that created it."""
    me = p.controller
    supply = g.zone(me, "tokens")
    token = next((c for c in supply.cards if c.card.id == str(token_id)), None)
    if token is None:
        g.log(msg("sg.log.no_token"), rule="SG 1.3.2")
        return
    ref = CardRef(token.iid, token.name)
    opts = []
    for s in UNIT_SLOTS:
        said = msg(f"sg.option.summon.{s}", card=ref)
        opts.append(Option(f"z:{s}", said, zone=f"p{me}.{s}", dst=f"p{me}.{s}", message=said))
    prompt = msg("sg.token_zone", card=ref)
    opt = yield from choose_one(g, me, prompt, opts, kind=Kind.ZONE, rule="SG 10.5.3", about="position")
    dst = g.zone(me, opt.key[2:])
    for o in list(dst.cards):
        overload_drop(g, o)  # SG 10.5.5
    g.move(token, dst, why="token summoned", rule="SG 10.5.4")
    text = msg("sg.log.summon.to", n=me + 1, card=ref, zone=zone_of(dst.name))
    g.happen("summon", (token,), player=me, text=text, rule="SG 10.5")


def _item_words(g: Game, item: StackItem) -> Param:
    """A card or skill in the stack as a parameter."""
    if item.pending is not None:
        return label_of(g, item.pending)
    return named(item.card) if item.card is not None else item.label


def _fizzle_play(g: Game, p: Pending, _: Any) -> Flow:
    """SG 10.8.1: fizzle the opposing card or skill in the stack. A fizzled
    summon or equip sends the card to the drop; costs stay paid."""
    team = g.players[p.controller].team
    for item in reversed(game_state(g).stack):
        if g.players[item.controller].team != team and not item.fizzled:
            item.fizzled = True
            g.log(msg("sg.log.fizzled", label=_item_words(g, item)), rule="SG 10.8.1")
            return
    g.log(msg("sg.log.nothing_to_fizzle", label=label_of(g, p)), rule="SG 1.3.2")
    return
    yield


def coin_flip(g: Game, seat: int) -> bool:
    """SG 13.6.2: a six-sided die decides a coin flip: 4 to 6 are Heads."""
    roll = g.rng.randint(1, 6)
    heads = roll >= 4
    g.log(msg(f"sg.log.coin.{'heads' if heads else 'tails'}", n=seat + 1, roll=roll), rule="SG 13.6.2")
    return heads


def _pay_or_fizzle(g: Game, p: Pending, n: Any) -> Flow:
    """The opponent may pay N Energy; if they do not, the opposing card or
    skill in the stack is fizzled (SG 10.8.1)."""
    opp = yield from choose_opponent(g, p.controller, msg("sg.opponent_may_pay"))
    if energy_count(g, opp) >= int(n):
        paid = yield from yes_no(g, opp, msg("sg.ask.pay_or_fizzle", n=int(n)), about="pay")
        if paid:
            yield from pay_energy(g, opp, int(n))
            return
    yield from _fizzle_play(g, p, None)


def _fizzle(g: Game, p: Pending, what: Any) -> Flow:
    """SG 10.8.1: fizzle the attack, the opposing card or skill in the stack,
    or that card or skill unless its controller pays N Energy."""
    if what == "attack":
        yield from _fizzle_attack(g, p, what)
    elif what == "play":
        yield from _fizzle_play(g, p, what)
    else:
        yield from _pay_or_fizzle(g, p, dict(what)["unless_pays"])


# -- effects that choose cards (SG 8.4.3.2) ---------------------------------------------------------
#
# An effect word that chooses cards is described by a CardChoice: the cards it
# may choose, who chooses and how many, and what it does to them. A [Use] or
# [Counter] skill makes its choices when it is declared, before its cost is
# paid (SG 8.4.3.2, SG 8.4.3.3); every other skill and every spell chooses on
# resolution. A choice made at declaration is kept through resolution: a
# chosen card that is gone or has changed zones by then (even to another field
# zone), or is no longer one the effect may choose, is not affected, and the
# part of the effect on it does nothing; nothing is chosen again in its place.
# This is the standard ruling for targets chosen ahead of resolution.


@dataclass(frozen=True, slots=True)
class CardChoice:
    """How an effect word chooses its cards and what it does to them."""

    #: the cards the controller may choose (the current ones, on declaration or resolution)
    candidates: Callable[[Game, Pending, Any], list[Card]]
    prompt: Callable[[Any], str | Message]
    apply: Callable[[Game, Pending, Any, list[Card]], Flow]
    count: int = 1  #: exactly this many, as many as possible when fewer can be chosen (SG 1.3.2)
    none: str = "no card to choose"
    rule: str = ""
    #: a chooser of its own (another player chooses); returns the chosen cards
    choose: Callable[[Game, Pending, Any], Flow] | None = None


def _pick(g: Game, p: Pending, value: Any, choice: CardChoice) -> Flow:
    """Make the choice of one effect step now; returns the chosen cards."""
    if choice.choose is not None:
        picked: list[Card] = yield from choice.choose(g, p, value)
        return picked
    cards = choice.candidates(g, p, value)
    if len(cards) < choice.count:
        g.log(msg("sg.log.none", label=label_of(g, p), why=none_of(choice.none)), rule="SG 1.3.2")
        return []
    rule = "SG 8.4.3.2" if p.ctx.get("declaring") else choice.rule
    if choice.count == 1:
        card = yield from choose_card(g, p.controller, choice.prompt(value), cards, rule=rule)
        return [card]
    chosen: list[Card] = yield from choose_cards(
        g, p.controller, choice.prompt(value), cards, choice.count, choice.count, rule=rule
    )
    return chosen


def declare_choices(g: Game, p: Pending) -> Flow:
    """SG 8.4.3.2: a [Use] skill that requires a card to be chosen has it
    chosen now, as the skill is declared; the choices are kept in the
    pending skill for its resolution, one list per effect step."""
    ab = p.ability
    if ab is None:
        return
    declared: dict[int, list[tuple[int, int, str]]] = {}
    p.ctx["declaring"] = True
    for i, (word, value) in enumerate(ab.effect):
        p.ctx["step"] = i
        if isinstance(value, Verb):  # a shared verb chooses its own cards
            picked = yield from value.declare(g, p, "SG 8.4.3.2")
            if picked is None:
                continue
            cards: list[Card] = picked
        else:
            choice = CHOICES.get(word)
            if choice is None:
                continue
            cards = yield from _pick(g, p, value, choice)
        declared[i] = [(c.iid, c.incarnation, c.zone.key) for c in cards]
        if cards:
            shown = listed([named(c) if c.zone.visibility == "public" else msg("sg.log.a_hand_card") for c in cards])
            g.log(msg("sg.log.declared", label=label_of(g, p), cards=shown), rule="SG 8.4.3.2")
    p.ctx.pop("step", None)
    p.ctx.pop("declaring", None)
    p.ctx["declared"] = declared


def chosen_cards(g: Game, p: Pending, value: Any, choice: CardChoice) -> Flow:
    """The cards of the current effect step: those chosen when the skill was
    declared (SG 8.4.3.2) that are still the same cards in the same zones and
    may still be chosen, or, for a skill that chose nothing then, a choice
    made now."""
    declared: dict[int, list[tuple[int, int, str]]] | None = p.ctx.get("declared")
    step = p.ctx.get("step")
    if declared is None or step not in declared:
        picked: list[Card] = yield from _pick(g, p, value, choice)
        return picked
    legal = None if choice.choose is not None else choice.candidates(g, p, value)
    return still_chosen(g, p, declared[step], legal)


def still_chosen(g: Game, p: Pending, declared: list[tuple[int, int, str]], legal: list[Card] | None) -> list[Card]:
    """The cards chosen when a skill was declared (SG 8.4.3.2) that are still
    the same cards in the same zones and may still be chosen (``legal``;
    None: any)."""
    kept: list[Card] = []
    for iid, inc, zone in declared:
        card = g.cards[iid]
        what = chosen_ref(card)
        # The standard ruling: a chosen card that is gone or has changed zones,
        # or may no longer be chosen, is not affected; that part does nothing.
        if card.incarnation != inc or card.zone.key != zone:
            g.log(msg("sg.log.chosen_gone", label=label_of(g, p), card=what), rule="SG 8.4.3.2")
            continue
        if legal is not None and card not in legal:
            g.log(msg("sg.log.chosen_illegal", label=label_of(g, p), card=what), rule="SG 8.4.3.2")
            continue
        kept.append(card)
    if not declared:
        g.log(msg("sg.log.nothing_chosen", label=label_of(g, p)), rule="SG 1.3.2")
    return kept


def _targeted(choice: CardChoice) -> EffectHandler:
    def handler(g: Game, p: Pending, value: Any) -> Flow:
        cards = yield from chosen_cards(g, p, value, choice)
        if len(cards) == choice.count or (cards and choice.choose is not None):
            yield from choice.apply(g, p, value, cards)

    return handler


def _own_units(g: Game, p: Pending, _: Any) -> list[Card]:
    return units(g, p.controller)


def _move_unit(g: Game, p: Pending, _: Any, cards: list[Card]) -> Flow:
    """SG 3.9.4: move one of your units to an empty unit zone (the unit is the
    chosen card; the zone is chosen on resolution)."""
    me = p.controller
    empty = free_slot(g, me)
    if not empty:
        g.log(msg("sg.log.no_empty_zone", label=label_of(g, p)), rule="SG 1.3.2")
        return
    card = cards[0]
    opts = [_move(card, f"Move {card.name} to {s}", me, s, msg(f"sg.option.move.{s}", card=named(card))) for s in empty]
    prompt = msg("sg.ask.where_moves", card=named(card))
    opt = yield from choose_one(g, me, prompt, opts, kind=Kind.ZONE, rule="SG 3.9.4", about="position")
    move_unit(g, card, g.zone(me, opt.key.split(":")[2]), "SG 3.9.4")


def _move(card: Card, label: str, side: int, slot: str, said: Message) -> Option:
    """Moving ``card`` to the unit zone ``slot`` of ``side`` (``said``: the label as a message)."""
    to = f"p{side}.{slot}"
    return Option(
        f"mv:{card.iid}:{slot}", label, card.iid, to, None, "move", (card.iid,), card.zone.key, to, message=said
    )


def move_to_my_side(g: Game, p: Pending, card: Card) -> Flow:
    """Move an enemy unit to an empty unit zone on your side of the field:
    SG 3.4.2, its controller switches to you (its owner stays, SG 3.3.2).
    With no empty unit zone on your side nothing happens (SG 1.3.2)."""
    me = p.controller
    empty = free_slot(g, me)
    if not empty:
        g.log(msg("sg.log.no_empty_zone_mine", label=label_of(g, p)), rule="SG 1.3.2")
        return
    partner = union_partner(g, card)
    opts = [
        _move(card, f"Move {card.name} to your {s}", me, s, msg(f"sg.option.move_mine.{s}", card=named(card)))
        for s in empty
    ]
    prompt = msg("sg.ask.where_moves", card=named(card))
    opt = yield from choose_one(g, me, prompt, opts, kind=Kind.ZONE, rule="SG 3.4.2", about="position")
    dst = g.zone(me, opt.key.split(":")[2])
    move_unit(g, card, dst, "SG 3.4.2")
    if partner is not None:
        move_unit(g, partner, dst, "SG 11.14")  # the two cards in Union share their zone


def _move_self(g: Game, p: Pending, where: Any) -> Flow:
    """Move this card to an empty unit zone: ``"mine"`` on its controller's
    side (SG 10.7), ``"across"`` on the other side of the field, where the
    opponent controls it (SG 3.4.2). With no empty zone nothing happens
    (SG 1.3.2)."""
    card = _source(g, p)
    if card is None or card.zone.name not in UNIT_SLOTS:
        g.log(msg("sg.log.not_in_unit_zone", label=label_of(g, p)), rule="SG 1.3.2")
        return
    me = card.master
    side = me if where == "mine" else (yield from choose_opponent(g, me, msg("sg.opponent.side")))
    empty = [s for s in free_slot(g, side) if g.zone(side, s) is not card.zone]
    if not empty:
        g.log(msg("sg.log.no_empty_zone", label=label_of(g, p)), rule="SG 1.3.2")
        return
    rule = "SG 3.4.2" if side != me else "SG 10.7"
    opts = [
        _move(
            card,
            f"Move {card.name} to Player {side + 1}'s {s}",
            side,
            s,
            msg(f"sg.option.move_to_side.{s}", card=named(card), n=side + 1),
        )
        for s in empty
    ]
    prompt = msg("sg.ask.where_moves", card=named(card))
    opt = yield from choose_one(g, me, prompt, opts, kind=Kind.ZONE, rule=rule, about="position")
    move_unit(g, card, g.zone(side, opt.key.split(":")[2]), rule)


def _swappable(g: Game, p: Pending, _: Any) -> list[Card]:
    return [c for c in units(g, p.controller) if union_partner(g, c) is None]


def _swap_units(g: Game, p: Pending, _: Any, pair: list[Card]) -> Flow:
    """SG 3.9.5: exchange the positions of two of your units (both trigger
    their "when this card enters" skills)."""
    me = p.controller
    a, b = pair
    sa, sb = g.zone(me, "soul_" + a.zone.name), g.zone(me, "soul_" + b.zone.name)
    souls = (list(sa.cards), list(sb.cards))
    g.exchange(a, b, why="exchanged", rule="SG 3.9.5")
    for under in souls[0]:
        g.move(under, sb, face_up=under.face_up, orientation=None, why="exchanged")
    for under in souls[1]:
        g.move(under, sa, face_up=under.face_up, orientation=None, why="exchanged")
    text = msg("sg.log.exchange", a=named(a), b=named(b))
    g.happen("enter", (a, b), player=me, text=text, rule="SG 3.9.5")
    return
    yield


def _choose_own_drops(g: Game, p: Pending, n: Any) -> Flow:
    p.ctx.setdefault("drop_for", {})[p.ctx.get("step")] = p.controller
    rule = "SG 8.4.3.2" if p.ctx.get("declaring") else "SG 2.8.1"
    chosen: list[Card] = yield from choose_hand_drops(g, p.controller, int(n), rule)
    return chosen


def _choose_opponent_drops(g: Game, p: Pending, n: Any) -> Flow:
    """The opponent (chosen by the controller in Tag Team) chooses the hand
    cards: SG 8.4.3.2 "the targeted player chooses"."""
    target = yield from choose_opponent(g, p.controller, msg("sg.opponent.drops_hand"))
    p.ctx.setdefault("drop_for", {})[p.ctx.get("step")] = target
    rule = "SG 8.4.3.2" if p.ctx.get("declaring") else "SG 2.4.7"
    chosen: list[Card] = yield from choose_hand_drops(g, target, int(n), rule)
    return chosen


def _drop_chosen(g: Game, p: Pending, _: Any, cards: list[Card]) -> Flow:
    seat = p.ctx.get("drop_for", {}).get(p.ctx.get("step"), p.controller)
    drop_hand_cards(g, seat, cards, "SG 2.4.7" if seat != p.controller else "SG 2.8.1")
    return
    yield


def _hand_of_controller(g: Game, p: Pending, _: Any) -> list[Card]:
    return hand_pool(g, p.controller)


_HAND = "Choose {} hand card(s) to drop"

#: The effect words that choose cards.
CHOICES: dict[str, CardChoice] = {
    "move_unit": CardChoice(
        _own_units, lambda _: msg("sg.ask.unit_to_move"), _move_unit, none="nothing can move", rule="SG 3.9.4"
    ),
    "swap_units": CardChoice(
        _swappable,
        lambda _: msg("sg.ask.units_to_exchange"),
        _swap_units,
        count=2,
        none="fewer than two units to exchange",
        rule="SG 3.9.5",
    ),
    "discard": CardChoice(_hand_of_controller, lambda n: _HAND.format(int(n)), _drop_chosen, choose=_choose_own_drops),
    "opponent_discard": CardChoice(
        _hand_of_controller, lambda n: _HAND.format(int(n)), _drop_chosen, choose=_choose_opponent_drops
    ),
}


HANDLERS: dict[str, EffectHandler] = {
    "mill_opponent": _mill_opponent,
    "assault_choice": assault_choice,
    "guard_choice": guard_choice,
    "cannot_lose": _cannot_lose,
    "cannot_win": _cannot_win,
    "power_per_soul": _power_per_soul,
    "summon_token": _summon_token,
    "fizzle": _fizzle,
    "move_self": _move_self,
    **{word: _targeted(choice) for word, choice in CHOICES.items()},
}


# -- carrying out a skill ------------------------------------------------------------------------


def condition_met(g: Game, seat: int, condition: Sequence[Step]) -> bool:
    """Whether a skill's condition holds for its controller ``seat`` now."""
    for word, value in condition:
        if word == "being_attacked":
            atk = current_attack(g)
            # SG 14.3.1: only while you (the player or your Player-zone card) are attacked.
            if atk is None or atk.fizzled or g.players[atk.defender].team != g.players[seat].team:
                return False
            if atk.target is not None and atk.target.zone.name != "player":
                return False
        elif word == "opp_life_at_most":
            if min(life(g, o) for o in opponents(g, seat)) > int(value):
                return False
        elif word == "opp_deck_at_most":
            if min(len(g.zone(o, "deck").cards) for o in opponents(g, seat)) > int(value):
                return False
        elif word == "my_turn" and g.players[seat].team != g.players[g.active].team:
            return False
        elif word == "opponent_turn" and g.players[seat].team == g.players[g.active].team:
            return False
    return True


def resolve_pending(g: Game, p: Pending) -> Flow:
    """Carry out the skill's effect steps in order, each as much as
    possible; ``p.ctx["step"]`` tells a step that chooses cards which of
    the choices made at declaration (SG 8.4.3.2) are its own."""
    if p.resolve is not None:
        yield from p.resolve(g, p)
    elif p.ability is not None:
        for i, (word, value) in enumerate(p.ability.effect):
            if isinstance(value, Verb):  # a shared verb carries itself out
                p.ctx["step"] = i
                yield from value.run(g, p)
                continue
            handler = HANDLERS.get(word) or COMMON_HANDLERS.get(word)
            if handler is None:
                g.log(msg("sg.log.not_automated", word=word, value=repr(value)))
                continue
            p.ctx["step"] = i
            yield from handler(g, p, value)


__all__ = ["CHOICES", "HANDLERS", "condition_met", "declare_choices", "resolve_pending", "still_chosen"]
