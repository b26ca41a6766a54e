"""The game's own effect words (DBS 8, DBS 10): KO up to 1 of the
opponent's Battle Cards, negating, KO replacement, [Awaken], [Field],
[Wish], tokens, the Warp. The shared verbs (drawing, searching, power,
moving, damage...) are :mod:`engine.games.dbscg.grammar`'s."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.abilities import Ability
from engine.cards import CardDef
from engine.decisions import Decision, Option
from engine.flow import EffectHandler, choose_cards, choose_number, choose_one
from engine.games.dbscg.damage import ko
from engine.games.dbscg.keywords import card_keywords
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.note_params import Param, label_of, named, text_of
from engine.games.dbscg.skills import energy_cost
from engine.games.dbscg.state import Battle, CounterTiming, current_battle, game_state, play_barred, turn_state
from engine.games.dbscg.stats import Tracked, auto_whens, final_info, power
from engine.grammar.spec import IdleCheck
from engine.messages import CardRef, msg
from engine.state import REST, STAND, Card, Game
from engine.timing import Duration, Pending, Replacement

Flow = Generator[Decision, tuple[Option, ...], Any]

#: DBS 10-1 (an "up to 1" KO): choosing none
KO_NOTHING = Option("none", "KO nothing", verb="pass", message=msg("dbs.option.ko_nothing"))


def _ko_option(g: Game, c: Card) -> Option:
    """KO-ing ``c`` (on the field: every seat reads its name and power) as an option."""
    said = msg("dbs.option.ko", card=CardRef(c.iid, c.name), power=power(g, c))
    return Option(f"ko:{c.iid}", said, c.iid, c.zone.key, src=c.zone.key, cards=(c.iid,), message=said)


def _source(g: Game, p: Pending) -> Card | None:
    return g.source_of(p)


def _ko_candidates(g: Game, p: Pending, n: Any) -> list[Card]:
    """The opponent's Battle Cards with ``n`` power or less this effect may choose."""
    opp = g.opponent(p.controller)
    return [
        c
        for c in g.zone(opp, "battle").cards
        if c.card.type == "battle" and power(g, c) <= int(n) and _choosable(g, p.controller, c)
    ]


def _ko_opponent_idle(g: Game, p: Pending, n: Any) -> str | None:
    if _ko_candidates(g, p, n):
        return None
    return f"your opponent has no Battle Card with {int(n)} power or less that can be chosen"


def _ko_opponent(g: Game, p: Pending, n: Any) -> Flow:
    rs = ruleset_of(g)
    cands = _ko_candidates(g, p, n)
    if not cands:
        p.ctx.setdefault("moved", [])
        g.log(msg("dbs.log.no_ko_target", n=int(n)), rule=rs.r("impossible"))
        return
    options = [KO_NOTHING] + [_ko_option(g, c) for c in cands]
    opt = yield from choose_one(g, p.controller, msg("dbs.ko_up_to", n=int(n)), options)
    moved: list[Tracked] = p.ctx.setdefault("moved", [])
    if opt.card is not None:
        card = g.cards[opt.card]
        yield from ko(g, card, by_opponent=True, why="KO-ed by an effect", by=_source(g, p))
        moved.append(final_info(g, card))  # DBS 8-10-1: "that card" is read where it ended up


def _negate(g: Game, p: Pending, _: Any) -> Flow:
    tctx = p.ctx.get("timing")
    if isinstance(tctx, CounterTiming):
        tctx.negated = True
        g.log(
            msg("dbs.log.negates", label=label_of(g, p), what=text_of(tctx.what)),
            rule=ruleset_of(g).r("counter_resolve"),
        )
    return
    yield


def _negate_counter(g: Game, p: Pending, _: Any) -> Flow:
    tctx = p.ctx.get("timing")
    index = int(p.ctx.get("index", 0))
    if isinstance(tctx, CounterTiming) and index > 0:
        before = tctx.chain[index - 1]
        before.negated = True
        g.log(
            msg("dbs.log.negates_counter", label=label_of(g, p), card=named(before.card)),
            rule=ruleset_of(g).r("negate_counter"),
        )
    return
    yield


def negate_blocker(g: Game, b: Battle, label: Param) -> None:
    """DBS 10-4-2 (DBS1.0 10-3-2): Negate [Blocker] switches the guard card
    back to the original target of the attack. Nothing happens when no
    [Blocker] switched the guard card, or when the original target is no
    longer on the field as the same card (DBS 1-3-2)."""
    rs = ruleset_of(g)
    t = b.target
    if not b.blocked or b.guard is t:
        g.log(msg("dbs.log.no_blocker_to_negate", label=label), rule=rs.r("negate_blocker"))
        return
    if t.incarnation != b.target_inc or t.zone.name not in ("leader", "battle"):
        g.log(msg("dbs.log.target_gone", label=label, card=named(t)), rule=rs.r("impossible"))
        return
    old = b.guard
    b.set_guard(t)
    b.blocked = False
    g.log(msg("dbs.log.blocker_negated", label=label, old=named(old), card=named(t)), rule=rs.r("negate_blocker"))


def _negate_blocker(g: Game, p: Pending, _: Any) -> Flow:
    """DBS 10-4-2: Negate [Blocker] (see :func:`negate_blocker`)."""
    b = current_battle(g)
    if b is None:
        g.log(msg("dbs.log.no_battle", label=label_of(g, p)), rule=ruleset_of(g).r("impossible"))
        return
    negate_blocker(g, b, label_of(g, p))
    return
    yield


_NEGATE: dict[str, EffectHandler] = {
    "attack": _negate,
    "play": _negate,
    "counter": _negate_counter,
    "blocker": _negate_blocker,
}


def _negate_any(g: Game, p: Pending, what: Any) -> Flow:
    """Negate the attack or the play a [Counter] answers (DBS 7-1-4), the
    [Counter] before it in the chain (DBS 10-10-5), or [Blocker] (DBS 10-4-2)."""
    yield from _NEGATE[str(what)](g, p, what)


#: where a card goes instead of being KO-ed (``dbs.log.ko_instead.<where>``)
_KO_INSTEAD = frozenset({"hand", "energy"})


def _ko_instead(g: Game, p: Pending, where: Any) -> Flow:
    """A replacement effect (DBS 8-9-1): until the end of the turn, if this
    card would be KO-ed, it goes to ``where`` (``hand`` or ``energy``)
    instead. The KO does not happen (8-9-1-1): no "when KO-ed" trigger."""
    rs = ruleset_of(g)
    card = _source(g, p)
    dest = str(where)
    if card is None or card.zone.name != "battle" or dest not in _KO_INSTEAD:
        return
    inc = card.incarnation
    text = msg(f"dbs.log.ko_instead.{dest}", card=named(card))

    def applies(g: Game, ctx: dict[str, Any]) -> bool:
        return not ctx["replaced"] and ctx["card"] is card and ctx["inc"] == inc and card.zone.name == "battle"

    def apply(g: Game, ctx: dict[str, Any]) -> None:
        ctx["replaced"] = True
        if dest == "hand":
            g.move(card, g.zone(card.owner, "hand"), why="instead of a KO", rule=rs.r("replacement"))
        else:
            g.move(
                card,
                g.zone(card.owner, "energy"),
                face_up=True,
                orientation=REST,
                why="instead of a KO",
                rule=rs.r("replacement"),
            )
        g.log(msg(f"dbs.log.instead_of_ko.{dest}", card=named(card)), rule=rs.r("replacement"))

    g.replacements.append(
        Replacement(
            g.next_id(), "ko", card.master, text.english(), applies, apply, once=False, duration=Duration.END_OF_TURN
        )
    )
    g.log(msg("dbs.log.until_end_of_turn", label=label_of(g, p), text=text), rule=rs.r("replacement"))
    return
    yield


def _awaken(g: Game, p: Pending, _: Any) -> Flow:
    rs = ruleset_of(g)
    leader = g.zone(p.controller, "leader").top
    if leader is None or not leader.face_up:
        return
    back = leader.card.stats.get("back_name", "its back side")
    g.flip(leader, False)
    side = CardRef(leader.iid, back) if "back_name" in leader.card.stats else msg("dbs.log.its_back_side")
    g.log(msg("dbs.log.awaken", card=named(leader), back=side, power=power(g, leader)), rule=rs.r("awaken"))
    return
    yield


def _field(g: Game, p: Pending, _: Any) -> Flow:
    """[Field] (DBS 10-3-1): place this card in the Battle Area in Active
    Mode; DBS 10-3-3: then the player's other [Field] Extra Cards go to the
    Drop Area. DBS1.0 10-2-1 / 3-6-7: the player's Extra Cards with [Field]
    go first and at most one Extra Card stays in the Battle Area."""
    rs = ruleset_of(g)
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
    if "placed" in auto_whens(card.card):  # "when this card is placed in a Battle Area" (DBS 10-3-2)
        text = msg("dbs.log.field_placed", card=named(card))
        g.happen("place", (card,), player=card.owner, text=text, rule=rs.r("field"))
    else:
        g.log(msg("dbs.log.field", card=named(card)), rule=rs.r("field"))
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
    rs = ruleset_of(g)
    seat = p.controller
    cands = [
        c
        for c in g.zone(seat, "hand").cards
        if c.card.type == "battle" and energy_cost(g, c) <= int(n) and not play_barred(g, seat, c.card)
    ]
    if not cands:
        return
    battle = f"p{seat}.battle"
    options = [Option("none", "Play nothing", verb="pass", message=msg("dbs.option.play_nothing"))] + [
        Option(
            f"play:{c.iid}",
            f"Play {g.label(c, seat)}",
            c.iid,
            None,
            None,
            "play",
            (c.iid,),
            c.zone.key,
            battle,
            message=msg("dbs.option.play_card", card=CardRef(c.iid, g.label(c, seat))),
        )
        for c in cands
    ]
    opt = yield from choose_one(g, seat, msg("dbs.ask.play_battle_up_to", n=int(n)), options)
    if opt.card is None:
        return
    card = g.move(g.cards[opt.card], g.zone(seat, "battle"), face_up=True, orientation=STAND, why="played by an effect")
    text = msg("dbs.log.plays_by.active", label=label_of(g, p), n=seat + 1, card=named(card))
    g.happen("play", (card,), player=seat, text=text, rule=rs.r("play_do"), from_hand=True)


def _choosable(g: Game, master: int, card: Card) -> bool:
    """DBS 10-16-1: [Barrier] — the card cannot be chosen by the skills of its
    opponent's cards (unless the skill chooses "ignoring [Barrier]")."""
    if card.zone.owner == master or turn_state(g).ignoring_barrier:
        return True
    return "barrier" not in card_keywords(g, card)


def _wish(g: Game, p: Pending, _: Any) -> Flow:
    """DBS 10-28-3 / 10-28-4 / 10-28-5: [Wish] turns the card over; it stays
    the same card, keeping its mode and power effects."""
    rs = ruleset_of(g)
    leader = g.zone(p.controller, "leader").top
    if leader is None:
        return
    g.flip(leader, not leader.face_up)
    side = "back" if not leader.face_up else "front"
    g.log(msg(f"dbs.log.wish.{side}", card=named(leader), power=power(g, leader)), rule=rs.r("wish"))
    return
    yield


def _token(g: Game, p: Pending, spec: Any) -> Flow:
    """DBS 10-18: create a token Battle Card in the Battle Area of the effect's
    master (10-18-3), named '(Name) Token' (10-18-4)."""
    rs = ruleset_of(g)
    params = dict(spec) if isinstance(spec, tuple) else {"name": str(spec)}
    name = f"{params.get('name', 'Fighter')} Token"
    cd = CardDef(
        "TOKEN",
        name,
        "dbscg",
        "battle",
        "",
        {"power": int(params.get("power", 5000)), "color": str(params.get("color", "red")), "token": True},
        (),
    )
    card = g.new_card(cd, p.controller, g.zone(p.controller, "battle"))
    card.face_up = True
    game_state(g).tokens.append(card)
    g.log(
        msg("dbs.log.token", n=p.controller + 1, card=CardRef(card.iid, name), power=int(cd.stats["power"])),
        rule=rs.r("token"),
    )
    return
    yield


def token_rule_action(g: Game) -> bool:
    """DBS 10-18-7: a token that leaves the Battle Area or Combo Area ceases
    to exist; the engine puts it out of the game (a closed area no rule
    reads) at the next rule processing, before any player acts. True when a
    token ceased to exist."""
    done = False
    tokens = game_state(g).tokens
    if tokens:
        rs = ruleset_of(g)
        for c in list(tokens):
            if c.zone.name not in ("battle", "combo"):
                tokens.remove(c)
                g.move(c, g.zone(c.owner, "gone"), why="a token ceases to exist", rule=rs.r("token_gone"))
                g.log(msg("dbs.log.token_gone", card=named(c)), rule=rs.r("token_gone"))
                done = True
    return done


def _warp_drop(g: Game, p: Pending, n: Any) -> Flow:
    """DBS 11-4-1: send up to N cards of the opponent's Drop Area to their
    owner's Warp, face up. (No Warp in ver.1.00: nothing happens, DBS1.0 1-3-2.)"""
    rs = ruleset_of(g)
    if not rs.has_warp:
        g.log(msg("dbs.log.no_warp"), rule=rs.r("impossible"))
        return
    opp = g.opponent(p.controller)
    drop = g.zone(opp, "drop")
    chosen = yield from choose_cards(
        g,
        p.controller,
        msg("dbs.warp_drop", n=int(n)),
        drop.cards,
        0,
        int(n),
        rule=rs.r("warp"),
    )
    for c in chosen:
        g.move(c, g.zone(c.owner, "warp"), face_up=True, why="sent to the Warp", rule=rs.r("warp"))
        g.log(msg("dbs.log.to_warp", card=named(c)), rule=rs.r("warp"))


def plays_itself(ab: Ability) -> bool:
    """A [Counter] skill that plays its own card ("Negate the attack and play this card")."""
    return any(w == "play_self" for w, _ in ab.effect)


def _play_self(g: Game, p: Pending, _: Any) -> Flow:
    """ "Play this card": the Battle Card whose [Counter] skill resolves goes
    from the hand to the Battle Area in Active Mode (DBS 3-6-3: placed in the
    Battle Area is "played"); it is not placed in the Drop Area, as its text
    says otherwise (DBS 10-10-4). Nothing happens when it left the hand (DBS 1-3-2)."""
    rs = ruleset_of(g)
    card = _source(g, p)
    if card is None or card.incarnation != p.source_inc or card.zone.name != "hand" or card.card.type != "battle":
        g.log(msg("dbs.log.not_in_hand", label=label_of(g, p)), rule=rs.r("impossible"))
        return
    seat = card.owner
    if play_barred(g, seat, card.card):
        g.log(msg("dbs.log.cant_play", label=label_of(g, p), card=named(card)), rule=rs.r("impossible"))
        return
    g.move(
        card, g.zone(seat, "battle"), face_up=True, orientation=STAND, why="played by its skill", rule=rs.r("play_do")
    )
    text = msg("dbs.log.plays.active", n=seat + 1, card=named(card), power=power(g, card))
    g.happen("play", (card,), player=seat, text=text, rule=rs.r("play_do"), from_hand=True)
    return
    yield


def _cannot_play(g: Game, p: Pending, want: Any) -> Flow:
    """ "You can't play {X} for the duration of the turn": the master may not play such cards this turn."""
    turn_state(g).no_play.append((p.controller, dict(want)))
    said = str(dict(want))
    g.log(msg("dbs.log.no_play", label=label_of(g, p), n=p.controller + 1, what=said), rule=ruleset_of(g).r("play"))
    return
    yield


def _mill_up_to(g: Game, p: Pending, n: Any) -> Flow:
    """ "Place up to N cards from the top of your deck in your Drop Area": the
    master chooses how many, 0 to N (DBS 8-5-3-2), and places that many of the
    top cards, one by one from the top."""
    rs = ruleset_of(g)
    deck = g.zone(p.controller, "deck")
    drop = g.zone(p.controller, "drop")
    k = yield from choose_number(
        g,
        p.controller,
        f"{p.label}: how many cards from the top of your deck to place in your Drop Area?",
        0,
        min(int(n), len(deck.cards)),
        rule=rs.r("choose_up_to"),
    )
    for _ in range(k):
        g.move(deck.cards[-1], drop, why=p.label, rule=rs.r("choose_up_to"))
    g.log(msg("dbs.log.top_to_drop", label=label_of(g, p), n=p.controller + 1, k=k))


def _play_this(g: Game, p: Pending, value: Any) -> Flow:
    """ "Play this card (in Rest Mode)" at the end of the battle it comboed in: the
    card the combo placed in the Drop Area (DBS 7-4-1-6) is played from there
    (DBS 3-6-3), if it is still there as that card (DBS 8-6-7, 1-3-2)."""
    rs = ruleset_of(g)
    card = g.cards[p.source] if p.source is not None else None
    if card is None or card.incarnation != p.source_inc or card.zone.name != "drop" or card.card.type != "battle":
        g.log(msg("dbs.log.not_in_drop", label=label_of(g, p)), rule=rs.r("impossible"))
        return
    seat = card.owner
    if play_barred(g, seat, card.card):
        g.log(msg("dbs.log.cant_play", label=label_of(g, p), card=named(card)), rule=rs.r("impossible"))
        return
    rest = bool(dict(value).get("rest")) if isinstance(value, (dict, tuple)) else False
    g.move(
        card,
        g.zone(seat, "battle"),
        face_up=True,
        orientation=REST if rest else STAND,
        why=p.label,
        rule=rs.r("play_do"),
    )
    text = msg("dbs.log.played_by.rest" if rest else "dbs.log.played_by.active", label=label_of(g, p), card=named(card))
    g.happen("play", (card,), player=seat, text=text, rule=rs.r("play_do"))
    return
    yield


def _cannot_activate(g: Game, p: Pending, name: Any) -> Flow:
    """ "You can't activate {X} for the duration of the turn": the master may not
    activate Extra Cards of that name this turn."""
    turn_state(g).no_activate.append((p.controller, str(name)))
    g.log(msg("dbs.log.no_activate", label=label_of(g, p), n=p.controller + 1, card=str(name)))
    return
    yield


def _in_force_only(g: Game, p: Pending, _: Any) -> Flow:
    """A word of [Permanent] skills only: it is read where the rules check it, never carried out."""
    return
    yield


HANDLERS: dict[str, EffectHandler] = {
    "wish": _wish,
    "token": _token,
    "warp_drop": _warp_drop,
    "ko_opponent": _ko_opponent,
    "negate": _negate_any,
    "ko_instead": _ko_instead,
    "awaken": _awaken,
    "field": _field,
    "play_from_hand": _play_from_hand,
    "play_self": _play_self,
    "cannot_play": _cannot_play,
    "cannot_activate": _cannot_activate,
    "play_this": _play_this,
    "cannot_attack": _in_force_only,  # read by battle.cannot_attack
    "reduce_cost": _in_force_only,  # read by skills.energy_cost
    "free_play": _in_force_only,  # read by skills.free_play (a Main Phase option)
    "free_activate": _in_force_only,  # read by skills.free_activation (abilities.activate)
    "mill_up_to": _mill_up_to,
    "can_attack_active": _in_force_only,  # read by battle.attack_options
}

#: why the game's own words that act on cards would do nothing now
IDLE_CHECKS: dict[str, IdleCheck] = {"ko_opponent": _ko_opponent_idle}
