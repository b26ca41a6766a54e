"""Skills: [Auto] triggers and pending, [Activate] skills, [Counter] and
counter timing, and the effect words of the demo vocabulary (DBS 8, DBS 10)."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from engine.abilities import Ability
from engine.cards import CardDef
from engine.decisions import Decision, Option
from engine.flow import EffectHandler, choose_card, choose_cards, choose_one, run_effects, yes_no
from engine.games.dbscg.costs import can_pay_card, pay, specified
from engine.state import REST, STAND, Card, Game
from engine.timing import Duration, Pending

if TYPE_CHECKING:
    from engine.games.dbscg.ruleset import DragonBallSuper

Flow = Generator[Decision, tuple[Option, ...], Any]

FIELD_ZONES = ("leader", "battle")


def rs_of(g: Game) -> DragonBallSuper:
    return g.ruleset  # type: ignore[return-value]


# -- abilities of a card ----------------------------------------------------------------


def side_of(card: Card) -> str:
    """DBS 2-3-2-1-2: a leader turned over shows its back side."""
    return "back" if card.card.type == "leader" and not card.face_up else "front"


def live_abilities(card: Card) -> list[Ability]:
    """The abilities of the side facing up (DBS 2-3-2-1-2, DBS 2-3-2-1-3)."""
    abilities = card.card.abilities
    if not abilities:
        return []
    if card.card.type != "leader":
        return list(abilities)
    side = side_of(card)
    return [a for a in abilities if a.params.get("side", "front") == side]


def check_condition(g: Game, seat: int, ab: Ability) -> bool:
    for word, value in ab.condition:
        if word == "life_at_most" and len(g.zone(seat, "life").cards) > int(value):
            return False
        if word == "life_at_least" and len(g.zone(seat, "life").cards) < int(value):
            return False
        if word == "my_turn" and g.active != seat:
            return False
        if word == "opponent_turn" and g.active == seat:
            return False
        if word == "min_hand" and len(g.zone(seat, "hand").cards) < int(value):
            return False
        if word == "max_hand" and len(g.zone(seat, "hand").cards) > int(value):
            return False
    return True


_WHENS: dict[CardDef, frozenset[str]] = {}


def auto_whens(cd: CardDef) -> frozenset[str]:
    """The trigger words of a card's [Auto] skills (either side), cached."""
    whens = _WHENS.get(cd)
    if whens is None:
        whens = _WHENS[cd] = frozenset(a.when for a in cd.abilities if a.kind == "auto")
    return whens


def _opt_key(card: Card, ab: Ability) -> str:
    return f"opt:{card.iid}:{card.card.abilities.index(ab)}"


def trigger(g: Game, when: str, card: Card, **ctx: Any) -> None:
    """DBS 8-6-2: an [Auto] whose trigger condition is fulfilled becomes
    pending. Skills of Leader and Battle Cards work only in the Leader Area
    and Battle Area (DBS 2-12-2); DBS 10-11-5: a [Once per Turn] skill that
    resolved this turn does not trigger again."""
    if not card.card.abilities or when not in auto_whens(card.card) or card.zone.name not in FIELD_ZONES:
        return
    for ab in live_abilities(card):
        if ab.kind != "auto" or ab.when != when:
            continue
        if ab.once_per_turn and _opt_key(card, ab) in g.turn_data:
            continue
        if not check_condition(g, card.zone.owner, ab):
            continue
        g.add_pending(
            card.zone.owner, f"{card.name}: {ab.text or ab.when}", source=card, ability=ab, optional=ab.optional, **ctx
        )


def trigger_field(g: Game, when: str) -> None:
    """Phase and step triggers for every card on the field, turn player first."""
    if when not in g.data["whens"]:
        return  # no card of this game has such a trigger
    for seat in g.turn_order():
        for name in FIELD_ZONES:
            for card in list(g.zone(seat, name).cards):
                if card.card.abilities and when in auto_whens(card.card):
                    trigger(g, when, card)


def resolve_pending(g: Game, p: Pending, handlers: dict[str, EffectHandler]) -> Flow:
    """DBS 8-6-4: the chosen pending [Auto] is activated and resolved.
    DBS 8-6-7: it resolves even if its card changed areas; effects about the
    card then fail (the handlers check the card's incarnation)."""
    rs = rs_of(g)
    if p.resolve is not None:
        yield from p.resolve(g, p)
        return
    ab = p.ability
    if ab is None:
        return
    if ab.once_per_turn and p.source is not None:
        key = _opt_key(g.cards[p.source], ab)
        if key in g.turn_data:
            g.log(f"{p.label}: [Once per Turn] already used this turn", rule=rs.r("once_per_turn"))
            return
        g.turn_data[key] = True
    if p.optional:
        ok = yield from yes_no(g, p.controller, f"Use {p.label}?", rule=rs.r("auto_resolve"))
        if not ok:
            return
    g.log(f"[Auto] {p.label}", rule=rs.r("auto_resolve"))
    yield from run_effects(g, p, ab.effect, handlers)


# -- counter timing ---------------------------------------------------------------------


def counter_ability(card: Card) -> Ability | None:
    for ab in card.card.abilities:
        if ab.kind == "act" and "counter" in ab.params:
            return ab
    return None


def counter_candidates(g: Game, seat: int, kinds: tuple[str, ...]) -> list[tuple[Card, Ability]]:
    """DBS 10-10-2: [Counter] is activated from the hand; DBS 10-10-3: only
    the [Counter] whose activation condition the action fulfils is pending."""
    out: list[tuple[Card, Ability]] = []
    if not kinds:
        return out
    for card in g.zone(seat, "hand").cards:
        if card.card.type != "extra" or not card.card.abilities:
            continue
        ab = counter_ability(card)
        if ab is None or ab.params["counter"] not in kinds or card.data.get("countering"):
            continue
        if check_condition(g, seat, ab) and can_pay_card(g, seat, card.card):
            out.append((card, ab))
    return out


def counter_timing(g: Game, actor: int, kinds: tuple[str, ...], what: str, rule: str) -> Flow:
    """Counter timing (DBS 4-7-3 / DBS1.0 4-7-3).

    ``actor`` performed the action that caused the counter timing; ``kinds``
    are the [Counter] conditions it fulfils (``play``, ``attack``). Returns
    the timing's context: ``negated`` is True when a [Counter] negated the
    action. DBS 4-7-2-5: no counter timing occurs inside another one.
    """
    rs = rs_of(g)
    tctx: dict[str, Any] = {"negated": False, "chain": [], "what": what, "actor": actor}
    if g.turn_data.get("in_counter"):
        return tctx
    responder = g.opponent(actor)
    if not counter_candidates(g, responder, kinds):
        # No [Counter] can be pending: the counter timing is only its rules
        # processing, and a checkpoint (which starts with the same processing)
        # follows before any choice is made, so it is left to that checkpoint.
        return tctx
    # DBS 4-7-3-1: all rules processing first (loss judgement included)
    while rs.rule_actions(g):
        pass
    g.settle()
    cands = counter_candidates(g, responder, kinds)
    if not cands:
        return tctx
    chain: list[dict[str, Any]] = tctx["chain"]
    g.turn_data["in_counter"] = True
    try:
        g.log(f"Counter timing ({what}): Player {responder + 1} may activate a [Counter]", rule=rule)
        while cands:
            options = [Option("pass", "Do not activate a [Counter]")]
            for card, ab in cands:
                label = (
                    f"Activate {g.label(card, responder)} — [Counter: {str(ab.params['counter']).title()}] {ab.text}"
                )
                options.append(Option(f"counter:{card.iid}", label, card=card.iid, zone=None))
            step = rs.r("counter_first") if not chain else rs.r("counter_reply")
            opt = yield from choose_one(
                g, responder, f"Counter timing ({what}): activate a [Counter]?", options, rule=step
            )
            if opt.key == "pass":
                g.log(f"Player {responder + 1} activates no [Counter]", rule=step)
                break
            card, ab = next((c, a) for c, a in cands if c.iid == opt.card)
            g.reveal(card)  # DBS 8-5-2-1: a skill of a card in hand is activated by revealing it
            card.data["countering"] = True
            what_pay = f"[Counter] {card.name}"
            yield from pay(
                g, responder, int(card.card.stats.get("cost", 0)), specified(card.card), what_pay, rs.r("extra_cost")
            )
            chain.append({"seat": responder, "card": card, "ability": ab, "negated": False})
            g.log(
                f"Counter {len(chain)}: Player {responder + 1} activates {card.name}"
                f" [Counter: {str(ab.params['counter']).title()}]",
                rule=step,
            )
            # DBS 10-10-3-3: the other player's [Counter: Counter] becomes pending
            responder = g.opponent(responder)
            cands = counter_candidates(g, responder, ("counter",))
        if chain:
            order = ", ".join(f"{i + 1}. {e['card'].name}" for i, e in reversed(list(enumerate(chain))))
            g.log(f"Resolving the [Counter] skills last activated first: {order}", rule=rs.r("counter_resolve"))
        for i in range(len(chain) - 1, -1, -1):
            entry = chain[i]
            card = entry["card"]
            card.data.pop("countering", None)
            if card.zone.name == "hand":
                # DBS 8-5-2-5-1, DBS 10-10-4: the Extra Card goes to the Drop Area
                g.move(card, g.zone(card.owner, "drop"), why="[Counter] used", rule=rs.r("counter_to_drop"))
            if entry["negated"]:
                g.log(f"Counter {i + 1} ({card.name}) is negated and does nothing", rule=rs.r("counter_resolve"))
                continue
            p = Pending(
                g.next_id(),
                entry["seat"],
                card.name,
                card.iid,
                card.incarnation,
                entry["ability"],
                ctx={"timing": tctx, "index": i},
            )
            yield from run_effects(g, p, entry["ability"].effect, rs.handlers)
        g.log(
            f"Counter timing ends; {what} {'is negated' if tctx['negated'] else 'goes ahead'}",
            rule=rs.r("counter_end"),
        )
    finally:
        g.turn_data["in_counter"] = False
    return tctx


# -- [Activate] skills ------------------------------------------------------------------


_ACTS: dict[tuple[CardDef, str, str], Ability | None] = {}


def act_ability(card: Card, timing: str) -> Ability | None:
    """The [Activate] skill of the side facing up usable at ``timing``
    (``main``, ``battle``, or ``awaken`` for [Awaken]); cached per card."""
    key = (card.card, side_of(card), timing)
    try:
        return _ACTS[key]
    except KeyError:
        pass
    found = None
    for ab in live_abilities(card):
        if ab.kind != "act":
            continue
        is_awaken = any(w == "awaken" for w, _ in ab.effect)
        if (timing == "awaken" and is_awaken) or (not is_awaken and ab.params.get("timing") == timing):
            found = ab
            break
    _ACTS[key] = found
    return found


def awaken_ability(card: Card) -> Ability | None:
    return act_ability(card, "awaken")


def can_awaken(g: Game, seat: int) -> Card | None:
    leader = g.zone(seat, "leader").top
    if leader is None or not leader.face_up or not leader.card.abilities:
        return None
    ab = awaken_ability(leader)
    if ab is None or not check_condition(g, seat, ab):
        return None
    return leader


def skill_cost_payable(g: Game, seat: int, card: Card, ab: Ability) -> bool:
    """DBS 8-4-2-2: a skill whose cost cannot be paid in full cannot be
    activated. Cost words: ``rest_self``, ``discard``."""
    for word, value in ab.cost:
        if word == "rest_self" and card.orientation != STAND:
            return False
        if word == "discard" and len(g.zone(seat, "hand").cards) < int(value):
            return False
    return True


def pay_skill_cost(g: Game, seat: int, card: Card, ab: Ability) -> Flow:
    """DBS 8-4-2-1: the actions of a skill cost are carried out in order."""
    rs = rs_of(g)
    for word, value in ab.cost:
        if word == "rest_self":
            g.set_orientation(card, REST)
            g.log(f"Skill cost: {card.name} switches to Rest Mode", rule=rs.r("skill_pay"))
        elif word == "discard":
            hand = g.zone(seat, "hand")
            chosen = yield from choose_cards(
                g, seat, f"Skill cost: choose {int(value)} card(s) to discard", hand.cards, int(value), int(value)
            )
            for c in chosen:
                g.move(c, g.zone(seat, "drop"), why="skill cost", rule=rs.r("skill_pay"))


def field_skills(g: Game, seat: int, timing: str) -> list[tuple[Card, Ability]]:
    """[Activate: Main] / [Activate: Battle] skills of the player's Leader and
    Battle Cards that can be activated now (DBS 6-3-1-2-2, DBS 7-2-1-2-3)."""
    out: list[tuple[Card, Ability]] = []
    for name in FIELD_ZONES:
        for card in g.zone(seat, name).cards:
            if not card.card.abilities or card.card.type == "extra":
                continue
            ab = act_ability(card, timing)
            if ab is None or (ab.once_per_turn and _opt_key(card, ab) in g.turn_data):
                continue
            if check_condition(g, seat, ab) and skill_cost_payable(g, seat, card, ab):
                out.append((card, ab))
    return out


def activate(g: Game, seat: int, card: Card, ab: Ability, rule: str) -> Flow:
    """Activate and resolve a skill (DBS 8-5-2 / DBS1.0 8-6-2): reveal an
    Extra Card and pay its energy cost, counter timing, resolve (an Extra
    Card goes to the Drop Area first), counter timing again (DBS 4-7-2-4,
    not in 1.00)."""
    rs = rs_of(g)
    from_hand = card.zone.name == "hand"
    g.log(f"Player {seat + 1} activates {card.name}: {ab.text}", rule=rule)
    if from_hand:
        g.reveal(card)
        yield from pay(
            g, seat, int(card.card.stats.get("cost", 0)), specified(card.card), card.name, rs.r("extra_cost")
        )
    if ab.once_per_turn:
        g.turn_data[_opt_key(card, ab)] = True  # DBS 10-11-5
    yield from pay_skill_cost(g, seat, card, ab)
    kinds = tuple(str(k) for k in ab.params.get("mentions", ()))
    tctx = yield from counter_timing(g, seat, kinds, f"{card.name} is activated", rs.r("counter_before_skill"))
    field = any(w == "field" for w, _ in ab.effect)
    if from_hand and card.zone.name == "hand" and not field:
        g.move(card, g.zone(card.owner, "drop"), why="Extra Card used", rule=rs.r("extra_to_drop"))
    if tctx["negated"]:
        g.log(f"{card.name}: the skill is negated", rule=rs.r("skill_resolve"))
    else:
        p = Pending(g.next_id(), seat, card.name, card.iid, card.incarnation, ab)
        yield from run_effects(g, p, ab.effect, rs.handlers)
    if rs.counter_after_resolve:
        yield from counter_timing(g, seat, kinds, f"{card.name} resolved", rs.r("counter_after_skill"))


# -- effect words -------------------------------------------------------------------------


def _source(g: Game, p: Pending) -> Card | None:
    return g.source_of(p)


def _battle_power(g: Game, p: Pending, n: Any) -> Flow:
    card = _source(g, p)
    if card is None or card.zone.name not in FIELD_ZONES:
        return
    g.add_effect(
        "power",
        "add",
        int(n),
        target=card,
        duration=Duration.END_OF_BATTLE,
        text=f"{card.name} gets {int(n):+d} power during the battle",
        source=card,
    )
    return
    yield


def _boost_own(g: Game, p: Pending, n: Any) -> Flow:
    seat = p.controller
    cands = [c for c in g.cards_in(seat, "leader", "battle") if c.card.type != "extra"]
    if not cands:
        return
    card = yield from choose_card(
        g, seat, f"Choose your Leader or a Battle Card to get +{int(n)} power during the battle", cands
    )
    g.add_effect(
        "power",
        "add",
        int(n),
        target=card,
        duration=Duration.END_OF_BATTLE,
        text=f"{card.name} gets {int(n):+d} power during the battle",
    )


def _ko_opponent(g: Game, p: Pending, n: Any) -> Flow:
    rs = rs_of(g)
    opp = g.opponent(p.controller)
    cands = [
        c
        for c in g.zone(opp, "battle").cards
        if c.card.type == "battle" and rs.power(g, c) <= int(n) and "barrier" not in rs.keywords(g, c)
    ]
    if not cands:
        g.log(f"No Battle Card of the opponent has {int(n)} power or less", rule=rs.r("impossible"))
        return
    options = [Option("none", "KO nothing")] + [
        Option(f"ko:{c.iid}", f"KO {c.name} ({rs.power(g, c)} power)", card=c.iid, zone=c.zone.key) for c in cands
    ]
    opt = yield from choose_one(
        g, p.controller, f"KO up to 1 of your opponent's Battle Cards with {int(n)} power or less", options
    )
    if opt.card is not None:
        yield from rs.ko(g, g.cards[opt.card], by_opponent=True, why="KO-ed by an effect")


def _power_down(g: Game, p: Pending, n: Any) -> Flow:
    rs = rs_of(g)
    opp = g.opponent(p.controller)
    cands = [c for c in g.zone(opp, "battle").cards if c.card.type == "battle" and "barrier" not in rs.keywords(g, c)]
    if not cands:
        return
    card = yield from choose_card(
        g, p.controller, f"Choose 1 of your opponent's Battle Cards to get -{int(n)} power", cands
    )
    g.add_effect(
        "power",
        "add",
        -int(n),
        target=card,
        duration=Duration.END_OF_TURN,
        text=f"{card.name} gets -{int(n)} power",
    )
    g.log(f"{card.name} now has {rs.power(g, card)} power", rule=rs.r("negative_power"))


def _negate(g: Game, p: Pending, _: Any) -> Flow:
    tctx = p.ctx.get("timing")
    if tctx is not None:
        tctx["negated"] = True
        g.log(f"{p.label} negates: {tctx['what']}", rule=rs_of(g).r("counter_resolve"))
    return
    yield


def _negate_counter(g: Game, p: Pending, _: Any) -> Flow:
    tctx = p.ctx.get("timing")
    index = int(p.ctx.get("index", 0))
    if tctx is not None and index > 0:
        tctx["chain"][index - 1]["negated"] = True
        g.log(f"{p.label} negates {tctx['chain'][index - 1]['card'].name}", rule=rs_of(g).r("negate_counter"))
    return
    yield


def _awaken(g: Game, p: Pending, _: Any) -> Flow:
    rs = rs_of(g)
    leader = g.zone(p.controller, "leader").top
    if leader is None or not leader.face_up:
        return
    back = leader.card.stats.get("back_name", "its back side")
    g.flip(leader, False)
    g.log(
        f"[Awaken]: {leader.name} turns over to {back}; it stays the same card,"
        f" keeping its mode and power effects ({rs.power(g, leader)} power)",
        rule=rs.r("awaken"),
    )
    return
    yield


def _field(g: Game, p: Pending, _: Any) -> Flow:
    """[Field] (DBS 10-3-1): place this card in the Battle Area in Active
    Mode; DBS 10-3-3: then the player's other [Field] Extra Cards go to the
    Drop Area. DBS1.0 10-2-1 / 3-6-7: the player's Extra Cards with [Field]
    go first and at most one Extra Card stays in the Battle Area."""
    rs = rs_of(g)
    card = g.cards[p.source] if p.source is not None else None
    if card is None or card.incarnation != p.source_inc or card.zone.name != "hand":
        return
    battle = g.zone(card.owner, "battle")
    drop = g.zone(card.owner, "drop")
    limit = rs.max_extra_in_battle
    if limit is not None:
        for c in [c for c in battle.cards if c.card.type == "extra"]:
            g.move(c, drop, why="[Field] replaced", rule=rs.r("extra_in_battle"))
    g.move(card, battle, face_up=True, orientation=STAND, why="[Field]", rule=rs.r("field"))
    g.log(f"[Field]: {card.name} is placed in the Battle Area in Active Mode", rule=rs.r("field"))
    if limit is None:
        for c in [c for c in battle.cards if c.card.type == "extra" and c is not card and is_field(c)]:
            g.move(c, drop, why="another [Field] was placed", rule=rs.r("field_replace"))
    return
    yield


def is_field(card: Card) -> bool:
    return any(w == "field" for a in card.card.abilities for w, _ in a.effect)


def _play_from_hand(g: Game, p: Pending, n: Any) -> Flow:
    """Play up to 1 Battle Card with energy cost N or less from the hand
    without paying its cost (DBS 3-6-3: placing in the Battle Area is "play")."""
    rs = rs_of(g)
    seat = p.controller
    cands = [
        c for c in g.zone(seat, "hand").cards if c.card.type == "battle" and int(c.card.stats.get("cost", 0)) <= int(n)
    ]
    if not cands:
        return
    options = [Option("none", "Play nothing")] + [
        Option(f"play:{c.iid}", f"Play {g.label(c, seat)}", card=c.iid) for c in cands
    ]
    opt = yield from choose_one(g, seat, f"Play up to 1 Battle Card with energy cost {int(n)} or less", options)
    if opt.card is None:
        return
    card = g.move(g.cards[opt.card], g.zone(seat, "battle"), face_up=True, orientation=STAND, why="played by an effect")
    g.log(f"{p.label}: Player {seat + 1} plays {card.name} in Active Mode", rule=rs.r("play_do"))
    trigger(g, "played", card)


def _charge_deck(g: Game, p: Pending, n: Any) -> Flow:
    deck = g.zone(p.controller, "deck")
    energy = g.zone(p.controller, "energy")
    for _ in range(max(int(n), 0)):
        if not deck.cards:
            break
        card = g.move(deck.cards[-1], energy, face_up=True, orientation="rest", why="charged by an effect (Rest Mode)")
        g.log(f"Player {p.controller + 1} places {card.name} from the deck in the Energy Area in Rest Mode")
    return
    yield


HANDLERS: dict[str, EffectHandler] = {
    "battle_power": _battle_power,
    "boost_own": _boost_own,
    "ko_opponent": _ko_opponent,
    "power_down": _power_down,
    "negate_attack": _negate,
    "negate_play": _negate,
    "negate_counter": _negate_counter,
    "awaken": _awaken,
    "charge_deck": _charge_deck,
    "field": _field,
    "play_from_hand": _play_from_hand,
}
