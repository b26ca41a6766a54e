"""Playing a card (DBS 6-3-1-2-1, DBS 3-6-3) and the keyword skills that
play a card from the hand in their own way: [Over Realm] (DBS 10-15),
[Dark Over Realm] (10-25), [Evolve] (10-5), [Union] (10-13) and [Swap]
(10-24). Each is a skill that plays a card, so [Counter: Play] can answer
it (DBS 10-10-3-1)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.decisions import Decision, Option
from engine.flow import choose_cards, choose_one, choose_to_pay
from engine.games.dbscg.abilities import counter_timing, trigger
from engine.games.dbscg.costs import can_pay, pay, spec_for, total_cost
from engine.games.dbscg.counter_play import as_played, diverted
from engine.games.dbscg.keywords import can_realm, evolve_targets, fusion_pairs, swap_candidates, union_specified
from engine.games.dbscg.manuals import DbsRuleset, ruleset_of
from engine.games.dbscg.note_params import keyword_of, named, skill_cost_of, skill_of
from engine.games.dbscg.stacks import carry_over, place_under
from engine.games.dbscg.state import current_battle, play_barred, turn_state
from engine.games.dbscg.stats import power
from engine.games.dbscg.watchers import watch
from engine.games.dbscg.words import paying
from engine.messages import CardRef, Message, Said, msg
from engine.state import STAND, Card, Game

Flow = Generator[Decision, tuple[Option, ...], Any]


def play_card(rs: DbsRuleset, g: Game, me: int, card: Card, free: bool = False) -> Flow:
    """DBS 6-3-1-2-1 / DBS1.0 6-3-1-3-1: reveal, pay, declare; counter
    timing; play; "when you play this card" and a checkpoint. ``free``: its
    own [Permanent] lets it be played without paying its energy cost
    (:func:`engine.games.dbscg.skills.free_play`): no energy is rested."""
    g.reveal(card)
    yield from pay(
        g,
        me,
        0 if free else total_cost(g, card),
        () if free else spec_for(g, me, card.card),
        paying("dbs.what.declares_free" if free else "dbs.what.declares", card, n=me + 1),
        rs.r("play_pay"),
    )
    tctx = yield from counter_timing(
        g, me, ("play",), paying("dbs.what.play_of", card), rs.r("counter_play"), subject=card, playing=card
    )
    if card.zone.name != "hand":
        return  # DBS 1-3-2: the card left the hand; the play cannot be carried out
    if tctx.negated:
        g.move(card, g.zone(card.owner, "drop"), why="play negated", rule=rs.r("counter_end"))
        return
    if diverted(g, tctx, card):
        return  # "... instead of being played" (a [Counter: Play])
    g.move(card, g.zone(me, "battle"), face_up=True, orientation=STAND, why="played", rule=rs.r("play_do"))
    as_played(g, tctx, card)
    mode = "rest" if tctx.rested else "active"
    text = msg(f"dbs.log.plays.{mode}", n=me + 1, card=named(card), power=power(g, card))
    g.happen(
        "play", (card,), player=me, text=text, rule=rs.r("play_do"), from_hand=True
    )  # DBS 6-3-1-2-1-4: "when you play this card"
    # DBS 6-3-1-2-1-4: the checkpoint is the one before the next free timing


def keyword_options(rs: DbsRuleset, g: Game, me: int, c: Card) -> list[Option]:
    """The keyword skills a Battle Card in the hand can activate now:
    [Over Realm] (DBS 10-15-1), [Dark Over Realm] (DBS 10-25-1), [Evolve]
    (DBS 10-5-1), [Union-Fusion] (DBS 10-13-3-1), [Union-Potara] (10-13-4-1)."""
    st = c.card.stats
    name = g.label(c, me)
    out: list[Option] = []
    if play_barred(g, me, c.card):
        return out  # "you can't play {X} for the duration of the turn"
    here, battle = c.zone.key, f"p{me}.battle"

    def play(key: str, label: str, said: Message, cost: int = 0) -> Option:
        paid = (("energy", cost),) if cost else ()
        return Option(key, label, c.iid, None, None, "play", (c.iid,), here, battle, paid, said)

    ref = CardRef(c.iid, name)

    realm_cost, realm_spec = int(st.get("realm_cost", 0)), sphere_spec(c, "realm_spec")
    if "over_realm" in st and can_realm(g, me, c, "over_realm") and can_pay(g, me, realm_cost, realm_spec):
        label = f"[Over Realm {st['over_realm']}] {name}: send your Drop Area to the Warp and play it"
        said = msg("dbs.option.over_realm", x=str(st["over_realm"]), card=ref)
        out.append(play(f"overrealm:{c.iid}", label, said, realm_cost))
    if "dark_over_realm" in st and can_realm(g, me, c, "dark_over_realm") and can_pay(g, me, realm_cost, realm_spec):
        label = f"[Dark Over Realm {st['dark_over_realm']}] {name}: send your Drop Area to the Warp and play it"
        said = msg("dbs.option.dark_over_realm", x=str(st["dark_over_realm"]), card=ref)
        out.append(play(f"darkrealm:{c.iid}", label, said, realm_cost))
    if "evolve" in st and can_evolve(g, me, c):
        cost = int(st.get("evolve_cost", 0))
        said = msg("dbs.option.evolve", base=str(st["evolve"]), card=ref, cost=cost)
        out.append(play(f"evolve:{c.iid}", f"Evolve {st['evolve']} into {name} (skill cost {cost})", said, cost))
    if "union_fusion" in st and can_pay_union(g, me, c) and fusion_pairs(g, me, c):
        out.append(play(f"fusion:{c.iid}", f"[Union-Fusion] {name}", msg("dbs.option.union_fusion", card=ref)))
    if "union_potara" in st and potara_pairs(g, me, c):
        cost = int(st.get("union_cost", 0))
        said = msg("dbs.option.union_potara", card=ref, cost=cost)
        out.append(play(f"potara:{c.iid}", f"[Union-Potara] {name} (skill cost {cost})", said, cost))
    return out


def over_realm(rs: DbsRuleset, g: Game, me: int, card: Card, kind: str = "over_realm") -> Flow:
    """DBS 10-15-3 / 10-25-3: activate [Over Realm] / [Dark Over Realm] from
    the hand: send every card of the Drop Area to the Warp, then play the card
    (a skill that plays a card, so [Counter: Play] can answer it,
    DBS 10-10-3-1). DBS 10-15-5 / 10-25-4: once per turn in total (twice with
    [Wormhole], DBS 10-26-1)."""
    turn_state(g).over_realms += 1
    word = "[Over Realm]" if kind == "over_realm" else "[Dark Over Realm]"
    rule = rs.r(kind)
    g.reveal(card)
    cost, spec = int(card.card.stats.get("realm_cost", 0)), sphere_spec(card, "realm_spec")
    if cost or spec:  # DBS 10-15-2: "[Over Realm X] skill cost" — paid as the skill is activated (DBS 8-4)
        yield from pay(g, me, cost, spec, skill_cost_of(word), rs.r("skill_pay"))
    drop = g.zone(me, "drop")
    warp = g.zone(me, "warp")
    n = len(drop.cards)
    for c in list(drop.cards):
        g.move(c, warp, face_up=True, why=word, rule=rule)
    g.log(msg("dbs.log.realm_warp", skill=keyword_of(word), n=me + 1, k=n), rule=rule)
    tctx = yield from counter_timing(
        g, me, ("play",), skill_of(word, card), rs.r("counter_before_skill"), subject=card, playing=card
    )
    if card.zone.name != "hand":
        return
    if tctx.negated:
        g.move(card, drop, why="play negated", rule=rs.r("counter_end"))
        return
    if diverted(g, tctx, card):
        return  # "... instead of being played" (a [Counter: Play])
    g.move(card, g.zone(me, "battle"), face_up=True, orientation=STAND, why=word, rule=rule)
    as_played(g, tctx, card)
    if kind == "over_realm":
        # DBS 10-15-4 (a card played with [Dark Over Realm] stays: DBS 10-25 has no such rule)
        turn_state(g).over_realm_played.append((card.iid, card.incarnation))
    text = msg("dbs.log.plays_with", n=me + 1, card=named(card), skill=keyword_of(word), power=power(g, card))
    g.happen("play", (card,), player=me, text=text, rule=rule, from_hand=True, realm=kind)
    if kind == "over_realm":
        watch(g, me, "you_play_over_realm")
    if rs.counter_after_resolve:
        yield from counter_timing(
            g, me, ("play",), skill_of(word, card, resolved=True), rs.r("counter_after_skill"), subject=card
        )


# -- [Evolve] / [EX-Evolve] / [Xeno-Evolve] (DBS 10-5) -----------------------------------------


def sphere_spec(card: Card, field: str = "evolve_spec") -> tuple[tuple[str, int], ...]:
    """The colored spheres of a keyword skill's cost (DBS 8-4-2-4) — [Evolve], or the
    ``union_spec`` / ``swap_spec`` / ``realm_spec`` fields — as (color, count) pairs."""
    counts: dict[str, int] = {}
    for color in card.card.stats.get(field, ()):
        counts[color] = counts.get(color, 0) + 1
    return tuple(counts.items())


def can_evolve(g: Game, seat: int, card: Card) -> bool:
    cost = int(card.card.stats.get("evolve_cost", 0))
    others = len(g.zone(seat, "hand").cards) - 1  # DBS 10-5-3: the cards of the hand its cost places in the Drop Area
    return (
        bool(evolve_targets(g, seat, card))
        and can_pay(g, seat, cost, sphere_spec(card))
        and others >= int(card.card.stats.get("evolve_discard", 0))
        and len(g.zone(seat, "deck").cards) >= int(card.card.stats.get("evolve_draw", 0))
    )


def _evolve_discard(g: Game, seat: int, card: Card, label: str) -> Flow:
    """DBS 10-5-3, 8-4-2-1: the rest of the skill cost, in the order printed after the energy — N cards drawn,
    or N cards of the hand other than the card played, chosen by its player, placed in the Drop Area."""
    rule = ruleset_of(g).r("skill_pay")
    if drawn := int(card.card.stats.get("evolve_draw", 0)):
        g.draw(seat, drawn, why=f"{label} skill cost", rule=rule)
    n = int(card.card.stats.get("evolve_discard", 0))
    if not n:
        return
    others = [c for c in g.zone(seat, "hand").cards if c is not card]
    chosen = yield from choose_to_pay(
        g, seat, f"{label} skill cost: choose {n} card(s) of your hand", others, n, rule=rule
    )
    for c in chosen:
        g.move(c, g.zone(seat, "drop"), face_up=True, why=f"{label} skill cost", rule=rule)


def evolve(g: Game, seat: int, card: Card) -> Flow:
    """DBS 10-5-1 .. 10-5-5: pay the skill cost, choose the Battle Card; a
    counter timing (the skill plays a card); [Evolve] / [EX-Evolve] play the
    card on top of it (the stack is one card, keeping mode and power effects),
    [Xeno-Evolve] sends it to the Warp and plays the card in Active Mode."""
    rs = ruleset_of(g)
    kind = str(card.card.stats.get("evolve_kind", "evolve"))
    label = {"evolve": "[Evolve]", "ex": "[EX-Evolve]", "xeno": "[Xeno-Evolve]"}[kind]
    g.reveal(card)
    g.log(msg("dbs.log.evolve", n=seat + 1, skill=keyword_of(label), card=named(card)), rule=rs.r("evolve"))
    targets = evolve_targets(g, seat, card)
    (base,) = yield from choose_cards(
        g, seat, f"{label}: choose the <{card.card.stats['evolve']}> to evolve", targets, 1, 1, rule=rs.r("evolve")
    )
    cost, spec = int(card.card.stats.get("evolve_cost", 0)), sphere_spec(card)
    yield from pay(g, seat, cost, spec, skill_cost_of(label), rs.r("skill_pay"))
    yield from _evolve_discard(g, seat, card, label)
    tctx = yield from counter_timing(
        g, seat, ("play",), skill_of(label, card), rs.r("counter_before_skill"), subject=card, playing=card
    )
    if card.zone.name != "hand" or tctx.negated:
        if tctx.negated and card.zone.name == "hand":
            g.move(card, g.zone(card.owner, "drop"), why="play negated", rule=rs.r("counter_end"))
        return
    if diverted(g, tctx, card):
        return  # "... instead of being played" (a [Counter: Play])
    if base.zone.name != "battle":
        g.log(msg("dbs.log.evolve_gone", skill=keyword_of(label), card=named(base)), rule=rs.r("impossible"))
        return
    if kind == "xeno":
        g.move(base, g.zone(base.owner, "warp"), face_up=True, why="[Xeno-Evolve]", rule=rs.r("xeno_evolve"))
        g.move(
            card, g.zone(seat, "battle"), face_up=True, orientation=STAND, why="[Xeno-Evolve]", rule=rs.r("xeno_evolve")
        )
        text = msg("dbs.log.xeno_evolved", base=named(base), card=named(card))
        rule = rs.r("xeno_evolve")
    else:
        g.move(card, g.zone(seat, "battle"), face_up=True, orientation=None, why=label, rule=rs.r("evolve_on_top"))
        carry_over(g, base, card)
        place_under(g, base, card)
        _follow_battle(g, base, card)
        text = msg("dbs.log.evolved", skill=keyword_of(label), card=named(card), base=named(base))
        rule = rs.r("evolve_on_top")
    as_played(g, tctx, card)
    # DBS 10-5-2: [Evolve] is activated from the hand; DBS 10-5-7: the card played is "evolved"
    g.happen("play", (card,), player=seat, text=text, rule=rule, from_hand=True, evolved=True)
    if rs.counter_after_resolve:
        yield from counter_timing(
            g, seat, ("play",), skill_of(label, card, resolved=True), rs.r("counter_after_skill"), subject=card
        )


def _follow_battle(g: Game, old: Card, new: Card) -> None:
    """DBS 7-1-4: a Battle Card played on top of the attack card or guard card
    is the new attack card or guard card."""
    b = current_battle(g)
    if b is None:
        return
    if b.attacker is old:
        b.attacker, b.attacker_inc = new, new.incarnation
    if b.guard is old:
        b.set_guard(new)


# -- [Union] (DBS 10-13) -----------------------------------------------------------------------


def can_pay_union(g: Game, seat: int, card: Card) -> bool:
    """The [Union] skill cost (DBS 10-13-3-3, 10-13-4-3), its colored spheres included, and the cards it draws
    (the deck must hold them: a cost is paid entirely, DBS 8-4-2-2)."""
    return can_pay(g, seat, int(card.card.stats.get("union_cost", 0)), sphere_spec(card, "union_spec")) and len(
        g.zone(seat, "deck").cards
    ) >= int(card.card.stats.get("union_draw", 0))


def potara_pairs(g: Game, seat: int, card: Card) -> list[tuple[Card, Card]]:
    """DBS 10-13-4-1: one Battle Card of each named character in the Battle Area."""
    names = card.card.stats.get("union_potara")
    if not names or len(names) != 2:
        return []
    if not can_pay_union(g, seat, card):
        return []
    field = [c for c in g.zone(seat, "battle").cards if c.card.type == "battle"]
    a_s = [c for c in field if union_specified(c, card, 0)]
    b_s = [c for c in field if union_specified(c, card, 1)]
    return [(a, b) for a in a_s for b in b_s if a is not b]


def _union_draw(g: Game, seat: int, card: Card, label: str) -> None:
    """The cards a [Union] skill cost draws, after its energy (the order printed, DBS 8-4-2-1)."""
    if drawn := int(card.card.stats.get("union_draw", 0)):
        g.draw(seat, drawn, why=f"{label} skill cost", rule=ruleset_of(g).r("skill_pay"))


def union(g: Game, seat: int, card: Card, kind: str) -> Flow:
    """[Union-Fusion] (DBS 10-13-3-4): the two named Battle Cards of equal
    power go from the hand to the Drop Area and the card is played in Active
    Mode. [Union-Potara] (DBS 10-13-4-4): pay the skill cost; the card is
    placed on top of the two named Battle Cards in Active Mode, with their
    power effects (10-13-4-4-1)."""
    rs = ruleset_of(g)
    g.reveal(card)
    pairs = fusion_pairs(g, seat, card) if kind == "fusion" else potara_pairs(g, seat, card)
    label = "[Union-Fusion]" if kind == "fusion" else "[Union-Potara]"
    options = [
        Option(
            f"pair:{a.iid}:{b.iid}",
            f"{g.label(a, seat)} and {g.label(b, seat)}",
            None,
            None,
            None,
            "choose",
            (a.iid, b.iid),
            a.zone.key,
        )
        for a, b in pairs
    ]
    opt = yield from choose_one(g, seat, f"{label}: choose the two Battle Cards", options, rule=rs.r(f"union_{kind}"))
    a, b = (g.cards[int(x)] for x in opt.key.split(":")[1:])
    said = msg("dbs.log.union", n=seat + 1, skill=keyword_of(label), card=named(card), a=named(a), b=named(b))
    g.log(said, rule=rs.r(f"union_{kind}"))
    cost, spec = int(card.card.stats.get("union_cost", 0)), sphere_spec(card, "union_spec")
    if kind == "fusion":
        if cost or spec:  # DBS 10-13-3-3: [Union-Fusion] has a skill cost too
            yield from pay(g, seat, cost, spec, skill_cost_of(label), rs.r("skill_pay"))
        _union_draw(g, seat, card, label)
        for c in (a, b):
            g.reveal(c)
            g.move(c, g.zone(c.owner, "drop"), why=label, rule=rs.r("union_fusion"))
    else:
        yield from pay(g, seat, cost, spec, skill_cost_of(label), rs.r("skill_pay"))
        _union_draw(g, seat, card, label)
    watch(g, seat, "you_union")  # activated: its cost paid (DBS 8-4)
    if kind == "fusion":
        watch(g, seat, "you_union_fusion")
    tctx = yield from counter_timing(
        g, seat, ("play",), skill_of(label, card), rs.r("counter_before_skill"), subject=card, playing=card
    )
    if card.zone.name != "hand" or tctx.negated:
        if tctx.negated and card.zone.name == "hand":
            g.move(card, g.zone(card.owner, "drop"), why="play negated", rule=rs.r("counter_end"))
        return
    if diverted(g, tctx, card):
        return  # "... instead of being played" (a [Counter: Play])
    g.move(card, g.zone(seat, "battle"), face_up=True, orientation=STAND, why=label, rule=rs.r(f"union_{kind}"))
    if kind == "potara":
        for c in (a, b):
            if c.zone.name == "battle":
                n = 0
                for e in g.effects:
                    if e.stat == "power" and e.op == "add" and e.target == c.iid and e.target_inc == c.incarnation:
                        e.target, e.target_inc = card.iid, card.incarnation
                        n += 1
                place_under(g, c, card)
        text = msg("dbs.log.potara_played", card=named(card), a=named(a), b=named(b), power=power(g, card))
    else:
        text = msg("dbs.log.fusion_played", card=named(card), power=power(g, card))
    as_played(g, tctx, card)
    g.happen("play", (card,), player=seat, text=text, rule=rs.r(f"union_{kind}"), from_hand=True)
    trigger(g, "played_union", card)  # "when you play this card with [Union]" (DBS 10-13-1)
    if kind == "fusion":
        watch(g, seat, "you_play_union_fusion")
    if rs.counter_after_resolve:
        yield from counter_timing(
            g, seat, ("play",), skill_of(label, card, resolved=True), rs.r("counter_after_skill"), subject=card
        )


# -- [Swap] (DBS 10-24) ----------------------------------------------------------------------------


def can_swap(g: Game, seat: int, card: Card) -> bool:
    return (
        "swap" in card.card.stats
        and card.zone.name == "battle"
        and can_pay(g, seat, int(card.card.stats.get("swap_cost", 0)), sphere_spec(card, "swap_spec"))
    )


def swap(g: Game, seat: int, card: Card) -> Flow:
    """DBS 10-24-3: choose up to 1 Battle Card with energy cost X from the hand
    and play it, then return the card that activated [Swap] to its owner's hand."""
    rs = ruleset_of(g)
    x = int(card.card.stats["swap"])
    g.log(msg("dbs.log.swap", n=seat + 1, x=x, card=named(card)), rule=rs.r("swap"))
    cost, spec = int(card.card.stats.get("swap_cost", 0)), sphere_spec(card, "swap_spec")
    yield from pay(g, seat, cost, spec, Said(msg("dbs.log.swap_cost", x=x)), rs.r("skill_pay"))
    tctx = yield from counter_timing(g, seat, ("play",), skill_of("[Swap]", card), rs.r("counter_before_skill"))
    if tctx.negated:
        return
    chosen = yield from choose_cards(
        g,
        seat,
        msg("dbs.ask.swap_play", x=x),
        swap_candidates(g, seat, card),
        0,
        1,
        rule=rs.r("swap"),
    )
    for c in chosen:
        g.reveal(c)
        g.move(c, g.zone(seat, "battle"), face_up=True, orientation=STAND, why="[Swap]", rule=rs.r("swap"))
        g.happen("play", (c,), player=seat, text=msg("dbs.log.swap_played", card=named(c)), rule=rs.r("swap"))
        trigger(g, "played_swap", c)  # "when you play this card with [Swap]" (DBS 10-24)
    if card.zone.name == "battle":
        g.move(card, g.zone(card.owner, "hand"), why="[Swap]", rule=rs.r("swap"))
        g.log(msg("dbs.log.swap_back", card=named(card)), rule=rs.r("swap"))
    if rs.counter_after_resolve:
        yield from counter_timing(
            g, seat, ("play",), skill_of("[Swap]", card, resolved=True), rs.r("counter_after_skill")
        )
