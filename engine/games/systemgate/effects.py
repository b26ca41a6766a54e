"""Effect words of the System Gate vocabulary and the Gate Master skills (SG 2.4)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.decisions import Kind, Option
from engine.flow import EffectHandler, choose_card, choose_cards, choose_one
from engine.games.systemgate.core import (
    INFINITE,
    UNIT_SLOTS,
    Flow,
    charge,
    damage_player,
    field_cards,
    gain_life,
    has_keyword,
    opponents,
    pay_energy,
    seat_zones,
    soul_zone,
    team_of,
    union_partner,
    units,
)
from engine.grammar.spec import Verb
from engine.state import STAND, Card, Game, Zone
from engine.timing import Duration, Pending


def _source(g: Game, p: Pending) -> Card | None:
    card = g.source_of(p)
    return card if card is not None and card.zone.field else None


def choose_opponent(g: Game, seat: int, prompt: str) -> Flow:
    """The opponent an effect applies to: the only one, or (Tag Team) the one
    the controller chooses."""
    opps = opponents(g, seat)
    if len(opps) == 1:
        return opps[0]
    opt = yield from choose_one(g, seat, prompt, [Option(f"p{s}", f"Player {s + 1}") for s in opps])
    return int(opt.key[1:])


def _mill_opponent(g: Game, p: Pending, n: Any) -> Flow:
    target = yield from choose_opponent(g, p.controller, "Choose the opponent whose deck is milled")
    mill(g, target, int(n), "SG 2.8.1")


def mill(g: Game, seat: int, n: int, rule: str) -> None:
    deck = g.zone(seat, "deck")
    drop = g.zone(seat, "drop")
    for _ in range(max(n, 0)):
        if not deck.cards:
            break
        g.move(deck.cards[-1], drop, why="dropped from the deck", rule=rule)


def hand_pool(g: Game, seat: int) -> list[Card]:
    """The hand cards that may be dropped for ``seat``: its own, and in Tag
    Team its team mate's too (SG 15.5.2)."""
    return [c for s in team_of(g, seat) for c in g.zone(s, "hand").cards]


def drop_from_hand(g: Game, seat: int, n: int, rule: str) -> Flow:
    """The player chooses and drops ``n`` hand cards (SG 2.4.7). SG 15.5.2:
    in Tag Team the team mate may first choose to drop some of them on the
    player's behalf."""
    chosen = yield from choose_hand_drops(g, seat, n, rule)
    drop_hand_cards(g, seat, chosen, rule)


def choose_hand_drops(g: Game, seat: int, n: int, rule: str) -> Flow:
    """Choose the ``n`` hand cards ``seat`` drops: the team mate first picks
    any number of them from their own hand (SG 15.5.2), the player the rest."""
    if n <= 0:
        return []  # SG 1.3.4
    left = n
    out: list[Card] = []
    for mate in team_of(g, seat):
        if mate == seat or left <= 0:
            continue
        theirs = g.zone(mate, "hand").cards
        if not theirs:
            continue
        chosen = yield from choose_cards(
            g,
            mate,
            f"You may drop up to {left} hand card(s) on behalf of Player {seat + 1}",
            theirs,
            0,
            left,
            rule="SG 15.5.2",
        )
        out += chosen
        left -= len(chosen)
    hand = g.zone(seat, "hand")
    chosen = yield from choose_cards(g, seat, f"Choose {left} hand card(s) to drop", hand.cards, left, left, rule=rule)
    return out + chosen


def drop_hand_cards(g: Game, seat: int, cards: Sequence[Card], rule: str) -> None:
    """Drop hand cards chosen for ``seat`` (a team mate's go on their behalf, SG 15.5.2)."""
    for c in cards:
        if c.owner != seat:
            g.move(c, g.zone(c.owner, "drop"), why=f"dropped on behalf of Player {seat + 1}", rule="SG 15.5.2")
        else:
            g.move(c, g.zone(seat, "drop"), why="dropped from the hand", rule=rule)


def _fizzle_attack(g: Game, p: Pending, _: Any) -> Flow:
    """SG 10.8.1: the attack is fizzled and proceeds to SG 6.2.6.7."""
    from engine.games.systemgate.stack import current_attack

    atk = current_attack(g)
    if atk is None:
        g.log(f"{p.label}: there is no attack to fizzle", rule="SG 1.3.2")
        return
    atk.fizzled = True
    g.log("The attack is fizzled", rule="SG 10.8.1")
    return
    yield


def _assault_choice(g: Game, p: Pending, _: Any) -> Flow:
    """SG 2.4.11 Assault Token: choose one mode."""
    me = p.controller
    gm_names = {c.name for c in g.zone(me, "gm").cards}
    masters = [c for c in field_cards(g, me) if c.name in gm_names]
    mine = units(g, me)
    opts = []
    if masters:
        opts.append(Option("stand", "Stand a Gate Master on your field"))
    if mine:
        opts.append(Option("power", "A unit gets +4000 Power and [Penetrate] this turn"))
        opts.append(Option("crit", "A unit gets +4 Crit this turn"))
    if not opts:
        g.log("Assault Token: nothing to choose", rule="SG 1.3.2")
        return
    opt = yield from choose_one(g, me, "Assault Token: choose one", opts, rule="SG 2.4.11")
    if opt.key == "stand":
        card = yield from choose_card(g, me, "Choose a Gate Master to stand", masters)
        g.set_orientation(card, STAND)
        g.log(f"Assault Token: {card.name} stands", rule="SG 2.4.11")
        return
    card = yield from choose_card(g, me, "Choose a unit", mine)
    if opt.key == "power":
        g.add_effect("power", "add", 4000, target=card, text=f"{card.name} gets +4000 Power this turn")
        g.add_effect("keywords", "grant", "penetrate", target=card, text=f"{card.name} gets [Penetrate] this turn")
    else:
        g.add_effect("crit", "add", 4, target=card, text=f"{card.name} gets +4 Crit this turn")


def _guard_choice(g: Game, p: Pending, _: Any) -> Flow:
    """SG 2.4.12 Guard Token: fizzle the attack against you, or set a shield
    for this turn: the next damage to you from an enemy skill is reduced to 0,
    or the next of your units that would be destroyed or returned to the hand
    remains on the field (judge's decision: each shield lasts until used or
    until the end of the turn)."""
    from engine.games.systemgate.stack import current_attack

    me = p.controller
    atk = current_attack(g)
    opts = []
    team = g.players[me].team
    if atk is not None and not atk.fizzled and g.players[atk.defender].team == team:
        if atk.target is None or atk.target.zone.name == "player":
            # SG 14.3.1: "when you are attacked": you or your Player-zone card.
            opts.append(Option("fizzle", "Fizzle the attack against you"))
    opts.append(Option("skill", "Reduce the next damage to you from an enemy skill to 0"))
    opts.append(Option("stay", "Your next unit that would be destroyed or returned to the hand remains"))
    opt = yield from choose_one(g, me, "Guard Token: choose one", opts, rule="SG 2.4.12")
    if opt.key == "fizzle" and atk is not None:
        atk.fizzled = True
        g.log("Guard Token: the attack is fizzled", rule="SG 2.4.12")
    elif opt.key == "skill":
        g.turn_data.setdefault("guard_skill", set()).add(me)
        g.log(f"Guard Token: Player {me + 1} is shielded from enemy skill damage this turn", rule="SG 2.4.12")
    else:
        g.turn_data.setdefault("guard_stay", set()).add(me)
        g.log(f"Guard Token: Player {me + 1}'s next unit to leave the field remains this turn", rule="SG 2.4.12")


# -- winning and losing by skill (SG 1.2.6) -----------------------------------------------------


def _cannot_lose(g: Game, p: Pending, _: Any) -> Flow:
    """SG 1.2.6.3: the controller (and in Tag Team its team) cannot lose this turn."""
    safe: set[int] = g.turn_data.setdefault("cannot_lose", set())
    safe.update(team_of(g, p.controller))
    g.log(f"Player {p.controller + 1} cannot lose this turn", rule="SG 1.2.6.3")
    return
    yield


def _cannot_win(g: Game, p: Pending, _: Any) -> Flow:
    """SG 1.2.6.2: the opponents cannot win by a card skill this turn."""
    blocked: set[int] = g.turn_data.setdefault("cannot_win", set())
    blocked.update(opponents(g, p.controller))
    g.log("The opponents cannot win this turn", rule="SG 1.2.6.2")
    return
    yield


# -- looking and searching (SG 1.3.9, SG 3.10, SG 4.3.4) ------------------------------------------


def _matches(card: Card, spec: tuple[tuple[str, Any], ...] | str) -> bool:
    if isinstance(spec, str):
        return card.card.name == spec
    for key, want in spec:
        if key == "name" and card.card.name != want:
            return False
        if key == "attribute" and want not in card.card.stats.get("attributes", ()):
            return False
        if key == "type" and card.card.type != want:
            return False
        if key == "planet" and card.card.stats.get("planet") != want:
            return False
        if key == "max_cost" and int(card.card.stats.get("cost", 0)) > int(want):
            return False
    return True


# -- soul (SG 4.9, SG 11.5) ------------------------------------------------------------------------


def _power_per_soul(g: Game, p: Pending, n: Any) -> Flow:
    """This card gets +N Power for each card in its soul this turn."""
    card = _source(g, p)
    soul = soul_zone(g, card) if card is not None else None
    if card is None or soul is None or not soul.cards:
        return
    total = int(n) * len(soul.cards)
    g.add_effect("power", "add", total, target=card, text=f"{card.name} gets {total:+d} Power this turn", source=card)
    return
    yield


# -- units on the field ------------------------------------------------------------------------------


def free_slot(g: Game, seat: int) -> list[str]:
    return [s for s in UNIT_SLOTS if not g.zone(seat, s).cards]


def _summon_token(g: Game, p: Pending, token_id: Any) -> Flow:
    """SG 10.5: summon a <Token> unit. SG 10.5.2: no card is chosen; SG 10.5.3
    the zone is; SG 10.5.5 an occupied zone is overloaded; SG 10.5.6 its
    "when summoned" skills trigger. SG 3.3.3: it is owned by the owner of the
    card that created it."""
    me = p.controller
    supply = g.zone(me, "tokens")
    token = next((c for c in supply.cards if c.card.id == str(token_id)), None)
    if token is None:
        g.log("No token left in the supply", rule="SG 1.3.2")
        return
    opts = [Option(f"z:{s}", f"Summon {token.name} to {s}", zone=f"p{me}.{s}", dst=f"p{me}.{s}") for s in UNIT_SLOTS]
    prompt = f"Choose a zone for {token.name}"
    opt = yield from choose_one(g, me, prompt, opts, kind=Kind.ZONE, rule="SG 10.5.3", about="position")
    dst = g.zone(me, opt.key[2:])
    from engine.games.systemgate.core import overload_drop

    for o in list(dst.cards):
        overload_drop(g, o)  # SG 10.5.5
    g.move(token, dst, why="token summoned", rule="SG 10.5.4")
    g.happen("summon", (token,), player=me, text=f"Player {me + 1} summons {token.name} to {dst.name}", rule="SG 10.5")


def move_unit(g: Game, card: Card, dst: Zone, rule: str) -> None:
    """SG 10.7 / SG 3.9.4: move a field card to another field zone, its soul
    with it (SG 4.9.1); it stays the same card (SG 4.1.4) and "when this card
    enters" skills trigger."""
    src = card.zone
    soul = g.zone(src.owner, "soul_" + src.name) if src.name in UNIT_SLOTS else None
    g.move(card, dst, orientation=None, why="moved", rule=rule)
    if dst.owner != src.owner:
        # SG 3.4.2: a card on a player's side of the field is controlled by
        # that player; moved to the other side, its controller switches.
        card.master = dst.owner
        g.log(f"{card.name} moves to Player {dst.owner + 1}'s side: Player {dst.owner + 1} controls it", rule="SG 3.4.2")
    if soul is not None and dst.name in UNIT_SLOTS:
        for under in list(soul.cards):
            g.move(under, g.zone(dst.owner, "soul_" + dst.name), face_up=under.face_up, orientation=None, why="moved")
    g.happen("enter", (card,), player=card.master, text=f"{card.name} moves to {dst.name}", rule=rule)


def _fizzle_play(g: Game, p: Pending, _: Any) -> Flow:
    """SG 10.8.1: fizzle the opposing card or skill in the stack. A fizzled
    summon or equip sends the card to the drop; costs stay paid."""
    from engine.games.systemgate.stack import stack

    team = g.players[p.controller].team
    for item in reversed(stack(g)):
        if g.players[item.controller].team != team and not item.fizzled:
            item.fizzled = True
            g.log(f"{item.label} is fizzled", rule="SG 10.8.1")
            return
    g.log(f"{p.label}: nothing to fizzle", rule="SG 1.3.2")
    return
    yield


def coin_flip(g: Game, seat: int) -> bool:
    """SG 13.6.2: a six-sided die decides a coin flip: 4 to 6 are Heads."""
    roll = g.rng.randint(1, 6)
    heads = roll >= 4
    g.log(f"Player {seat + 1} flips a coin: die roll {roll}, {'Heads' if heads else 'Tails'}", rule="SG 13.6.2")
    return heads


def _pay_or_fizzle(g: Game, p: Pending, n: Any) -> Flow:
    """The opponent may pay N Energy; if they do not, the opposing card or
    skill in the stack is fizzled (SG 10.8.1)."""
    from engine.flow import yes_no
    from engine.games.systemgate.core import energy_count

    opp = yield from choose_opponent(g, p.controller, "Choose the opponent who may pay")
    if energy_count(g, opp) >= int(n):
        paid = yield from yes_no(g, opp, f"Pay {int(n)} Energy to keep your card from being fizzled?", about="pay")
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
    prompt: Callable[[Any], str]
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
        g.log(f"{p.label}: {choice.none}", rule="SG 1.3.2")
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
            shown = ", ".join(c.name if c.zone.visibility == "public" else "a hand card" for c in cards)
            g.log(f"{p.label}: {shown} chosen as the skill is declared", rule="SG 8.4.3.2")
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
        what = card.name if card.zone.visibility == "public" else "a chosen card"
        # The standard ruling: a chosen card that is gone or has changed zones,
        # or may no longer be chosen, is not affected; that part does nothing.
        if card.incarnation != inc or card.zone.key != zone:
            g.log(f"{p.label}: {what} has left the zone it was chosen in and is not affected", rule="SG 8.4.3.2")
            continue
        if legal is not None and card not in legal:
            g.log(f"{p.label}: {what} can no longer be chosen and is not affected", rule="SG 8.4.3.2")
            continue
        kept.append(card)
    if not declared:
        g.log(f"{p.label}: nothing was chosen, nothing happens", rule="SG 1.3.2")
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
        g.log(f"{p.label}: no empty unit zone to move to", rule="SG 1.3.2")
        return
    card = cards[0]
    opts = [_move(card, f"Move {card.name} to {s}", me, s) for s in empty]
    prompt = f"Choose where {card.name} moves"
    opt = yield from choose_one(g, me, prompt, opts, kind=Kind.ZONE, rule="SG 3.9.4", about="position")
    move_unit(g, card, g.zone(me, opt.key.split(":")[2]), "SG 3.9.4")


def _move(card: Card, label: str, side: int, slot: str) -> Option:
    """Moving ``card`` to the unit zone ``slot`` of ``side``."""
    to = f"p{side}.{slot}"
    return Option(f"mv:{card.iid}:{slot}", label, card.iid, to, None, "move", (card.iid,), card.zone.key, to)


def move_to_my_side(g: Game, p: Pending, card: Card) -> Flow:
    """Move an enemy unit to an empty unit zone on your side of the field:
    SG 3.4.2, its controller switches to you (its owner stays, SG 3.3.2).
    With no empty unit zone on your side nothing happens (SG 1.3.2)."""
    me = p.controller
    empty = free_slot(g, me)
    if not empty:
        g.log(f"{p.label}: no empty unit zone on your side of the field", rule="SG 1.3.2")
        return
    partner = union_partner(g, card)
    opts = [_move(card, f"Move {card.name} to your {s}", me, s) for s in empty]
    prompt = f"Choose where {card.name} moves"
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
        g.log(f"{p.label}: the card is no longer in a unit zone", rule="SG 1.3.2")
        return
    me = card.master
    side = me if where == "mine" else (yield from choose_opponent(g, me, "Choose the side of the field"))
    empty = [s for s in free_slot(g, side) if g.zone(side, s) is not card.zone]
    if not empty:
        g.log(f"{p.label}: no empty unit zone to move to", rule="SG 1.3.2")
        return
    rule = "SG 3.4.2" if side != me else "SG 10.7"
    opts = [_move(card, f"Move {card.name} to Player {side + 1}'s {s}", side, s) for s in empty]
    prompt = f"Choose where {card.name} moves"
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
    g.happen("enter", (a, b), player=me, text=f"{a.name} and {b.name} exchange positions", rule="SG 3.9.5")
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
    target = yield from choose_opponent(g, p.controller, "Choose the opponent who drops hand cards")
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
        _own_units, lambda _: "Choose a unit to move", _move_unit, none="nothing can move", rule="SG 3.9.4"
    ),
    "swap_units": CardChoice(
        _swappable,
        lambda _: "Choose two units to exchange",
        _swap_units,
        count=2,
        none="fewer than two units to exchange",
        rule="SG 3.9.5",
    ),
    "discard": CardChoice(
        _hand_of_controller, lambda n: _HAND.format(int(n)), _drop_chosen, choose=_choose_own_drops
    ),
    "opponent_discard": CardChoice(
        _hand_of_controller, lambda n: _HAND.format(int(n)), _drop_chosen, choose=_choose_opponent_drops
    ),
}


# -- costs that choose cards (SG 12.2.2) ---------------------------------------------------------------


def cost_value(value: Any) -> tuple[int, tuple[tuple[str, Any], ...]]:
    """A card-choosing cost word's value: a number of cards, or a table with
    ``n`` and what the cards must be (``zone``, ``side``, ``other`` and the
    card conditions of :func:`_matches`)."""
    if isinstance(value, tuple):
        spec = tuple(value)
        return int(dict(spec).get("n", 1)), spec
    return int(value), ()


def cost_candidates(
    g: Game, seat: int, source: Card | None, spec: tuple[tuple[str, Any], ...], default_zones: Sequence[str]
) -> list[Card]:
    """The cards a cost may choose. SG 12.2.2: when the cost names no zone,
    the card must be in a zone owned by the skill's owner (the owner of the
    card with the skill, SG 3.3); of those, ``default_zones`` are the ones the
    cost word can act on (for a card on the field, SG 3.8.1). A cost that
    names a zone takes that zone of the players its ``side`` says: ``yours``
    (the controller, the default), ``enemy`` or ``any``; an enemy's standing
    [Dive] card on the Left or Right cannot be chosen (SG 11.15)."""
    want = dict(spec)
    zone = want.get("zone")
    if zone:
        side = want.get("side", "yours")
        if side == "enemy":
            seats = list(opponents(g, seat))
        elif side == "any":
            seats = list(range(g.n_players))
        else:
            seats = [seat]
        zones = [g.zone(s, str(zone)) for s in seats]
    else:
        owner = source.owner if source is not None else seat
        own = seat_zones(g)[owner]
        zones = [z for z in own.field if z.name in default_zones]
        zones += [g.zone(owner, n) for n in default_zones if n not in FIELD_NAMES]
    out = []
    team = g.players[seat].team
    for z in zones:
        for c in z.cards:
            if want.get("other") and c is source:
                continue
            if (
                g.players[c.master].team != team
                and c.orientation == STAND
                and z.name in ("left", "right")
                and has_keyword(g, c, "dive")
            ):
                continue
            if _matches(c, spec):
                out.append(c)
    return out


FIELD_NAMES = frozenset(("left", "center", "right", "player", "set"))


HANDLERS: dict[str, EffectHandler] = {
    "mill_opponent": _mill_opponent,
    "assault_choice": _assault_choice,
    "guard_choice": _guard_choice,
    "cannot_lose": _cannot_lose,
    "cannot_win": _cannot_win,
    "power_per_soul": _power_per_soul,
    "summon_token": _summon_token,
    "fizzle": _fizzle,
    "move_self": _move_self,
    **{word: _targeted(choice) for word, choice in CHOICES.items()},
}


# -- Gate Master skills (SG 2.4) ---------------------------------------------------------------


def gate_master_skill(g: Game, me: int, card: Card) -> None:
    """SG 4.8.4: a card played from the Gate Master zone triggers its Gate
    Master skill (it goes into standby like any triggered skill)."""
    skill = card.card.stats.get("gm_skill")
    if not skill:
        g.log(f"{card.name} has no Gate Master skill", rule="SG 2.4.1")
        return
    n = int(card.card.stats.get("gm_value", 0))
    g.add_pending(
        me,
        f"{card.name}: Gate Master skill ({skill}{' ' + str(n) if n else ''})",
        _resolve_gm,
        source=card,
        skill=skill,
        n=n,
    )


def _resolve_gm(g: Game, p: Pending) -> Flow:
    me = p.controller
    skill: str = p.ctx["skill"]
    n: int = p.ctx["n"]
    card = g.cards[p.source] if p.source is not None else None
    if skill == "life":
        gain_life(g, me, n, "Gate Master Life skill", "SG 2.4.2")
    elif skill == "neg_life":
        target = yield from choose_opponent(g, me, "Choose the opponent who takes the damage")
        damage_player(g, target, n, "Gate Master Negative Life skill", "SG 2.4.3", by_enemy_skill=True)
    elif skill == "energy":
        charge(g, me, n, "SG 2.4.4")
        g.log(f"Player {me + 1} puts the top {n} card(s) of their deck into Energy", rule="SG 2.4.4")
    elif skill == "neg_energy":
        target = yield from choose_opponent(g, me, "Choose the opponent who drops Energy")
        pool = g.zone(target, "energy")
        chosen = yield from choose_cards(g, target, f"Choose {n} Energy to drop", pool.cards, n, n, rule="SG 2.4.5")
        for c in chosen:
            g.move(c, g.zone(c.owner, "drop"), why="Negative Energy skill", rule="SG 2.4.5")
    elif skill == "draw":
        g.draw(me, n, why="Gate Master Draw skill", rule="SG 2.4.6")
    elif skill == "neg_draw":
        target = yield from choose_opponent(g, me, "Choose the opponent who drops hand cards")
        yield from drop_from_hand(g, target, n, "SG 2.4.7")
    elif skill == "power":
        # SG 2.4.8: infinite power until the end phase of this turn.
        def on_my_field(gg: Game, c: Card) -> bool:
            return c.master == me and c.zone.field and gg.phase != "End Phase"

        g.add_effect(
            "power",
            "set",
            INFINITE,
            filter=on_my_field,
            duration=Duration.END_OF_TURN,
            text=f"Player {me + 1}'s field cards have infinite Power until the End Phase",
        )
    elif skill == "mill":
        target = yield from choose_opponent(g, me, "Choose the opponent whose deck is milled")
        mill(g, target, n, "SG 2.4.9")
    elif skill == "berserk":
        if card is not None:
            g.turn_data["berserk"] = (card.iid, card.incarnation)
            g.log(
                f"{card.name}: [BSRK] the opponent cannot use [Counter] during its attacks this turn", rule="SG 2.4.10"
            )
    elif skill in ("assault", "guard"):
        give_token(
            g, me, "SGD-T01" if skill == "assault" else "SGD-T02", "SG 2.4.11" if skill == "assault" else "SG 2.4.12"
        )


def give_token(g: Game, me: int, card_id: str, rule: str) -> None:
    supply = g.zone(me, "tokens")
    for c in supply.cards:
        if c.card.id == card_id:
            g.move(c, g.zone(me, "hand"), why="token added to the hand", rule=rule)
            g.log(f"Player {me + 1} adds {c.name} to their hand", rule=rule)
            return
    g.log("No token left in the supply: resolve by hand", rule=rule)


__all__ = ["CHOICES", "HANDLERS", "cost_candidates", "declare_choices", "gate_master_skill"]
