"""Skills (DBS 8, DBS 10): [Auto] triggers (phase and step triggers,
situation triggers) and pending, [Activate] skills and their costs,
[Counter] and counter timing, and the rules processing a checkpoint starts
with (DBS 4-5-3-1)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.abilities import Ability
from engine.cards import CardDef
from engine.decisions import Decision, Option
from engine.events import CardMoved, Happened
from engine.flow import EffectHandler, choose_one, run_effects, yes_no
from engine.games.dbscg.copy_limits import copies_barred
from engine.games.dbscg.costs import Profile, affordable, can_pay, can_pay_card, pay, spec_for
from engine.games.dbscg.effects import HANDLERS, plays_itself
from engine.games.dbscg.keywords import card_keywords
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.note_params import label_of, listed, named, text_of
from engine.games.dbscg.skill_negation import skill_off
from engine.games.dbscg.skill_payment import pay_skill_cost, skill_cost_payable
from engine.games.dbscg.skills import (
    FIELD_ZONES,
    check_condition,
    energy_cost,
    free_activation,
    live_abilities,
    side_of,
)
from engine.games.dbscg.state import CounterEntry, CounterTiming, game_state, skills_negated, turn_state
from engine.games.dbscg.stats import auto_whens, here
from engine.games.dbscg.words import paying, said_as
from engine.messages import ENGLISH, CardRef, msg
from engine.state import Card, Game
from engine.timing import Pending

Flow = Generator[Decision, tuple[Option, ...], Any]


def _once_key(card: Card, ab: Ability) -> tuple[int, int]:
    """The [Once per Turn] skill ``ab`` of ``card`` (DBS 10-11-5)."""
    return card.iid, card.card.abilities.index(ab)


# -- [Auto] skills --------------------------------------------------------------------------


def trigger(g: Game, when: str, card: Card, *, anywhere: bool = False, **ctx: Any) -> None:
    """DBS 8-6-2: an [Auto] whose trigger condition is fulfilled becomes
    pending. Skills of Leader and Battle Cards work only in the Leader Area
    and Battle Area (DBS 2-12-2); DBS 10-11-5: a [Once per Turn] skill that
    resolved this turn does not trigger again. ``anywhere``: an area movement
    trigger of a card that just left the field ("when this card is KO-ed"),
    read with the card's information as it was in the Battle Area
    (DBS 8-6-5-1-2)."""
    if not card.card.abilities or when not in auto_whens(card.card):
        return
    if not anywhere and card.zone.name not in FIELD_ZONES:
        return
    if skills_negated(g, card, left=anywhere and card.zone.name not in FIELD_ZONES):
        return  # DBS 8-3-2
    for ab in live_abilities(card):
        if ab.kind != "auto" or ab.when != when:
            continue
        if ab.once_per_turn and _once_key(card, ab) in turn_state(g).once_used:
            continue
        if skill_off(g, card, ab):
            continue  # "negate this skill for the turn / game" (DBS 8-3-2)
        if not check_condition(g, card.zone.owner, ab, card):
            continue
        if when in ("played", "played_from_hand", "evolved") and "info" not in ctx:
            # DBS 8-6-5-1-1: played from the hand (a secret area) into the Battle Area, the
            # skill reads the card as it is in the Battle Area, after the continuous effects
            # that apply there (DBS 8-8-1-5-1)
            ctx["info"] = here(g, card, ruleset_of(g).r("info_open_secret"))
        g.add_pending(
            card.zone.owner, f"{card.name}: {ab.text or ab.when}", source=card, ability=ab, optional=ab.optional, **ctx
        )


def ko_watchers(g: Game, card: Card) -> None:
    """ "When one of your Battle Cards is KO'd" / "when one of your opponent's
    Battle Cards is KO'd" (DBS 10-1): the skills of the cards on the field of
    both players that wait for the KO of ``card`` (its owner's or the other's)."""
    whens = game_state(g).whens
    if "ally_ko" not in whens and "opponent_ko" not in whens:
        return
    for seat in (card.owner, g.opponent(card.owner)):
        for name in FIELD_ZONES:
            for c in list(g.zone(seat, name).cards):
                trigger(g, "ally_ko" if seat == card.owner else "opponent_ko", c)


def play_watchers(g: Game, card: Card) -> None:
    """ "When your opponent plays a Battle Card": the skills of the cards on the
    field of the other player than the one ``card`` (just played) belongs to."""
    if "opponent_plays" not in game_state(g).whens or card.card.type != "battle":
        return
    for name in FIELD_ZONES:
        for c in list(g.zone(g.opponent(card.owner), name).cards):
            trigger(g, "opponent_plays", c)


#: "when this card is removed from your Battle Area by an opponent's skill" (with "or KO'd": ``removed_or_ko``)
REMOVED_WHENS = frozenset({"removed", "removed_or_ko"})


def run_skill(g: Game, p: Pending, steps: Any, handlers: dict[str, EffectHandler]) -> Flow:
    """Carry out a skill's effect (DBS 8-5-2-3); then the cards it moved out of
    the Battle Area of the other player were removed by an opponent's skill."""
    mark = len(g.journal)
    yield from run_effects(g, p, steps, handlers)
    _removed_by_skill(g, p.controller, mark)


def _removed_by_skill(g: Game, seat: int, mark: int) -> None:
    """The cards the skill of ``seat`` moved from the opponent's Battle Area to
    any other area since journal entry ``mark``, when one of them waits for that
    (an area movement trigger, DBS 8-6-5): journaled as one event."""
    area = g.zone(g.opponent(seat), "battle").key
    gone: list[Card] = []
    kos: set[int] = set()
    for e in g.journal[mark:]:
        if isinstance(e, Happened) and e.what == "ko":
            kos.update(e.cards)
        elif isinstance(e, CardMoved) and e.src == area and e.dst != area:
            card = g.cards[e.card]
            if card not in gone and card.card.abilities and REMOVED_WHENS & auto_whens(card.card):
                gone.append(card)
    if gone:
        g.happen(
            "removed",
            tuple(gone),
            player=g.opponent(seat),
            cause="skill",
            text=msg("dbs.log.removed_by_skill", cards=listed([named(c) for c in gone])),
            rule=ruleset_of(g).r("auto_pending"),
            ko_ed=frozenset(kos),
        )


def trigger_field(g: Game, when: str) -> None:
    """Phase and step triggers for every card on the field, turn player first."""
    if when not in game_state(g).whens:
        return  # no card of this game has such a trigger
    for seat in g.turn_order():
        for name in FIELD_ZONES:
            for card in list(g.zone(seat, name).cards):
                if card.card.abilities and when in auto_whens(card.card):
                    trigger(g, when, card)


def situation_triggers(g: Game) -> None:
    """DBS 8-6-6 / 8-6-6-1: a situation trigger ("when you have no cards in
    your hand") becomes pending once when the situation arises; it can do so
    again only after the situation has ended and arisen anew (a judge's
    reading of "fulfilled once again", which also rules out a loop)."""
    st = game_state(g)
    flagged = st.situation_cards
    fulfilled = st.situation_fulfilled
    hands = [g.zone(seat, "hand").cards for seat in range(g.n_players)]
    if all(hands) and not flagged:
        return  # no hand is empty and no situation is standing
    for seat in range(g.n_players):
        empty = not hands[seat]
        for name in FIELD_ZONES:
            for card in g.zone(seat, name).cards:
                if not card.card.abilities or "hand_empty" not in auto_whens(card.card):
                    continue
                key = (card.iid, card.incarnation)
                if empty and key not in fulfilled:
                    fulfilled.add(key)
                    flagged.add(card.iid)
                    trigger(g, "hand_empty", card)
                elif not empty and key in fulfilled:
                    fulfilled.discard(key)
                    flagged.discard(card.iid)
    for iid in list(flagged):
        c = g.cards[iid]
        if c.zone.name not in FIELD_ZONES:
            flagged.discard(iid)


def rules_then_pending(g: Game) -> bool:
    """The first half of a checkpoint (DBS 4-5-3-1): all rules processing,
    the game ending if a player lost. True when [Auto] skills are pending,
    then the caller runs the full checkpoint
    (:func:`engine.flow.check_timing`) to resolve them (DBS 4-5-3-2,
    4-5-3-3). Saves building a flow when nothing waits."""
    rs = g.ruleset
    while rs.rule_actions(g):
        pass
    for p in g.players:
        if p.lost:
            g.settle()
            break
    return bool(g.pending)


def resolve_pending(g: Game, p: Pending, handlers: dict[str, EffectHandler]) -> Flow:
    """DBS 8-6-4: the chosen pending [Auto] is activated and resolved.
    DBS 8-6-7: it resolves even if its card changed areas; effects about the
    card then fail (the handlers check the card's incarnation)."""
    rs = ruleset_of(g)
    if p.resolve is not None:
        yield from p.resolve(g, p)
        return
    ab = p.ability
    if ab is None:
        return
    if ab.once_per_turn and p.source is not None:
        key = _once_key(g.cards[p.source], ab)
        used = turn_state(g).once_used
        if key in used:
            g.log(msg("dbs.log.once_used", label=label_of(g, p)), rule=rs.r("once_per_turn"))
            return
        used.add(key)
    if ab.cost:
        # an [Auto] with a cost (e.g. [Burst X], DBS 10-30-1): it takes effect
        # only if its master chooses to pay the whole cost (DBS 8-4-2-2)
        card = g.cards[p.source] if p.source is not None else None
        moved = card is not None and card.incarnation != p.source_inc
        if moved and any(w == "drop_self" for w, _ in ab.cost):
            card = None  # DBS 8-6-7: the card that left its area is a new card; it cannot be placed as the cost
        if card is None or not skill_cost_payable(g, p.controller, card, ab):
            g.log(msg("dbs.log.cost_unpaid", label=label_of(g, p)), rule=rs.r("skill_cost_all"))
            return
        ok = yield from yes_no(
            g, p.controller, msg("dbs.ask.pay_cost_of", label=p.label), rule=rs.r("skill_pay"), about="pay"
        )
        if not ok:
            return
        yield from pay_skill_cost(g, p.controller, card, ab)
    elif p.optional:
        ok = yield from yes_no(g, p.controller, f"Use {p.label}?", rule=rs.r("auto_resolve"), about="activate")
        if not ok:
            return
    g.log(msg("dbs.log.auto", label=label_of(g, p)), rule=rs.r("auto_resolve"))
    yield from run_skill(g, p, ab.effect, handlers)


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
    countering = game_state(g).countering
    for card in g.zone(seat, "hand").cards:
        if not card.card.abilities:
            continue
        ab = counter_ability(card)
        if ab is None or ab.params["counter"] not in kinds or card.iid in countering:
            continue
        if any(who == seat and name == card.card.name for who, name in turn_state(g).no_activate):
            continue  # "you can't activate {X} for the duration of the turn"
        if card.card.type != "extra" and not plays_itself(ab):
            continue  # a Battle Card's [Counter] that plays the card ("... and play this card")
        if check_condition(g, seat, ab, card) and can_pay_card(g, seat, card):
            out.append((card, ab))
    return out


#: DBS 4-7-3-2: activating no [Counter] (everyone reads ``dbs.log.no_counter``)
NO_COUNTER = Option("pass", "Do not activate a [Counter]", verb="pass", message=msg("dbs.option.no_counter"))


def counter_timing(
    g: Game,
    actor: int,
    kinds: tuple[str, ...],
    what: str,
    rule: str,
    subject: Card | None = None,
    playing: Card | None = None,
) -> Flow:
    """Counter timing (DBS 4-7-3 / DBS1.0 4-7-3).

    ``actor`` performed the action that caused the counter timing; ``kinds``
    are the [Counter] conditions it fulfils (``play``, ``attack``). Returns
    the timing (:class:`~engine.games.dbscg.state.CounterTiming`): ``negated``
    is True when a [Counter] negated the action. DBS 4-7-2-5: no counter timing occurs inside another one.
    """
    rs = ruleset_of(g)
    tctx = CounterTiming(what, actor, playing=playing)  # playing: the card declared to be played (DBS 6-3-1-2-1-2)
    t = turn_state(g)
    if t.in_counter:
        g.log(msg("dbs.log.no_nested_counter", what=text_of(what)), rule=rs.r("counter_no_nesting"))
        return tctx
    if subject is not None and "play" in kinds and "deflect" in card_keywords(g, subject):
        # DBS 10-22-1 / 10-22-2: [Deflect] — [Counter: Play] cannot answer this play
        kinds = tuple(k for k in kinds if k != "play")
        g.log(msg("dbs.log.deflect", card=named(subject)), rule=rs.r("deflect"))
    responder = g.opponent(actor)
    if not counter_candidates(g, responder, kinds):
        # No [Counter] can be pending: the counter timing is only its rules
        # processing, and a checkpoint (which starts with the same processing)
        # follows before any choice is made, so it is left to that checkpoint.
        # the other player learns only that none was activated (as at a
        # table), not that none could be
        g.log(
            msg("dbs.log.no_counter_to_activate", what=text_of(what), n=responder + 1),
            rule=rule,
            private_to=responder,
            public_text=msg("dbs.log.no_counter", what=text_of(what), n=responder + 1),
        )
        return tctx
    # DBS 4-7-3-1: all rules processing first (loss judgement included)
    while rs.rule_actions(g):
        pass
    g.settle()
    cands = counter_candidates(g, responder, kinds)
    if not cands:
        return tctx
    t.in_counter = True
    try:
        yield from _declare_counters(g, responder, cands, what, tctx.chain)
        yield from _resolve_counters(g, tctx)
    finally:
        t.in_counter = False
    return tctx


def _declare_counters(
    g: Game, responder: int, cands: list[tuple[Card, Ability]], what: str, chain: list[CounterEntry]
) -> Flow:
    """DBS 4-7-3-2 / 4-7-3-3: the players activate [Counter] skills in turn,
    each answering the last (``chain``, first activated first), until one
    activates none."""
    rs = ruleset_of(g)
    countering = game_state(g).countering
    while cands:
        options = [NO_COUNTER]
        for card, ab in cands:
            kind = str(ab.params["counter"])
            label = f"Activate {g.label(card, responder)} — [Counter: {kind.title()}] {ab.text}"
            n = energy_cost(g, card)
            paid = (("energy", n),) if n else ()
            z = card.zone.key
            mid = f"dbs.option.activate_counter.{kind}"
            words = msg(mid, card=CardRef(card.iid, g.label(card, responder)), text=ab.text) if mid in ENGLISH else None
            counter = Option(
                f"counter:{card.iid}", label, card.iid, None, None, "guard", (card.iid,), z, "", paid, words
            )
            options.append(counter)
        step = rs.r("counter_first") if not chain else rs.r("counter_reply")
        opt = yield from choose_one(
            g, responder, msg("dbs.counter_timing", what=said_as(what)), options, rule=step, about="guard"
        )
        if opt.key == "pass":
            g.log(msg("dbs.log.no_counter", what=text_of(what), n=responder + 1), rule=step)
            break
        card, ab = next((c, a) for c, a in cands if c.iid == opt.card)
        g.reveal(card)  # DBS 8-5-2-1: a skill of a card in hand is activated by revealing it
        countering.add(card.iid)
        what_pay = paying("dbs.what.counter", card)
        yield from pay(
            g,
            responder,
            energy_cost(g, card),
            spec_for(g, responder, card.card),
            what_pay,
            rs.r("extra_cost"),
        )
        if card.card.type == "extra":
            trigger(g, "activated", card, anywhere=True)  # "When you activate this card" (DBS 8-6-2)
        chain.append(CounterEntry(responder, card, ab))
        kind = f"dbs.log.counter_kind.{ab.params['counter']}"
        said = msg(kind) if kind in ENGLISH else f"[Counter: {str(ab.params['counter']).title()}]"
        g.log(msg("dbs.log.counter_n", i=len(chain), n=responder + 1, card=named(card), kind=said), rule=step)
        # DBS 10-10-3-3: the other player's [Counter: Counter] becomes pending
        responder = g.opponent(responder)
        _opponent_countered(g, responder)
        cands = counter_candidates(g, responder, ("counter",))


def _opponent_countered(g: Game, seat: int) -> None:
    """ "When your opponent activates a [Counter] skill" (DBS 8-6-2): the [Auto]
    skills of ``seat``'s cards on the field become pending (resolved at the next checkpoint)."""
    if "opponent_counter" not in game_state(g).whens:
        return
    for name in FIELD_ZONES:
        for c in list(g.zone(seat, name).cards):
            trigger(g, "opponent_counter", c)


def _resolve_counters(g: Game, tctx: CounterTiming) -> Flow:
    """DBS 4-7-3-5 / 4-7-3-6: the activated [Counter] skills resolve, last
    activated first (a negated one does nothing); the counter timing ends."""
    rs = ruleset_of(g)
    countering = game_state(g).countering
    chain = tctx.chain
    what = tctx.what
    if chain:
        order = listed([msg("dbs.log.nth", i=i + 1, card=named(e.card)) for i, e in reversed(list(enumerate(chain)))])
        g.log(msg("dbs.log.counters_resolve", order=order), rule=rs.r("counter_resolve"))
    for i in range(len(chain) - 1, -1, -1):
        entry = chain[i]
        card = entry.card
        countering.discard(card.iid)
        if card.zone.name == "hand" and (entry.negated or not plays_itself(entry.ability)):
            # DBS 8-5-2-5-1, DBS 10-10-4: the card goes to the Drop Area (one that plays itself, when it resolves)
            g.move(card, g.zone(card.owner, "drop"), why="[Counter] used", rule=rs.r("counter_to_drop"))
        if entry.negated:
            g.log(msg("dbs.log.counter_negated", i=i + 1, card=named(card)), rule=rs.r("counter_resolve"))
            continue
        p = Pending(
            g.next_id(),
            entry.seat,
            card.name,
            card.iid,
            card.incarnation,
            entry.ability,
            ctx={"timing": tctx, "index": i},
        )
        yield from run_skill(g, p, entry.ability.effect, HANDLERS)
    if chain:
        ends = "dbs.log.counter_end.negated" if tctx.negated else "dbs.log.counter_end.ahead"
        g.log(msg(ends, what=text_of(what)), rule=rs.r("counter_end"))


# -- [Activate] skills ------------------------------------------------------------------


_ACTS: dict[tuple[CardDef, str, str, str], Ability | None] = {}


def away_zone(card: Card, ab: Ability) -> str:
    """The area off the field an [Activate] skill works in, when its cost names
    it (DBS 2-12-2 "if not specified otherwise"): "send this card from your Drop
    Area to your Warp" (the Drop Area), a Battle Card's "discard this card from
    your hand" (the hand); "" for a skill of the field (or an Extra Card's, from the hand)."""
    if "drop" in ab.zones:
        return "drop"
    return "hand" if card.card.type == "battle" and "hand" in ab.zones and "counter" not in ab.params else ""


def act_ability(card: Card, timing: str) -> Ability | None:
    """The [Activate] skill of the side facing up usable at ``timing``
    (``main``, ``battle``, or ``awaken`` for [Awaken]); cached per card. A
    skill working off the field is this card's only where it is (:func:`away_zone`)."""
    here = (
        card.zone.name if card.zone.name == "drop" or (card.zone.name == "hand" and card.card.type == "battle") else ""
    )
    key = (card.card, side_of(card), timing, here)
    try:
        return _ACTS[key]
    except KeyError:
        pass
    found = []
    for ab in live_abilities(card):
        if ab.kind != "act" or away_zone(card, ab) not in ("", here):
            continue
        is_awaken = any(w in ("awaken", "wish") for w, _ in ab.effect)
        if (timing == "awaken" and is_awaken) or (not is_awaken and ab.params.get("timing") in (timing, "both")):
            found.append(ab)
    if here:
        found.sort(key=lambda ab: away_zone(card, ab) != here)
    _ACTS[key] = found[0] if found else None
    return _ACTS[key]


def awaken_watchers(g: Game, seat: int, ab: Ability) -> None:
    """The skills of ``seat``'s field waiting for its Leader Card's [Awaken] (``leader_awakens``, and
    ``leader_awakens_or_wishes``) or [Wish] (``leader_awakens_or_wishes``), activated with ``ab``."""
    words = {w for w, _ in ab.effect}
    whens = ("leader_awakens", "leader_awakens_or_wishes") if "awaken" in words else ("leader_awakens_or_wishes",)
    for when in whens:
        if when not in game_state(g).whens:
            continue
        for name in FIELD_ZONES:
            for c in list(g.zone(seat, name).cards):
                trigger(g, when, c)


def awaken_word(card: Card) -> str:
    ab = awaken_ability(card)
    return "Wish" if ab is not None and any(w == "wish" for w, _ in ab.effect) else "Awaken"


def awaken_ability(card: Card) -> Ability | None:
    return act_ability(card, "awaken")


def can_awaken(g: Game, seat: int) -> Card | None:
    """The leader whose [Awaken] (DBS 10-2) or [Wish] (DBS 10-28) can be
    activated now: [Awaken] only from the front side; [Wish] from the side
    that carries it (DBS 10-28-3, 10-28-4)."""
    leader = g.zone(seat, "leader").top
    if leader is None or not leader.card.abilities:
        return None
    ab = awaken_ability(leader)
    if ab is None or not check_condition(g, seat, ab, leader) or not skill_cost_payable(g, seat, leader, ab):
        return None
    if not leader.face_up and any(w == "awaken" for w, _ in ab.effect):
        return None
    if ab.once_per_turn and _once_key(leader, ab) in turn_state(g).once_used:
        return None
    return leader


def _free_or_paid(g: Game, seat: int, card: Card, ab: Ability) -> Flow:
    """Whether the Extra Card is activated without paying its energy cost: its
    own [Permanent] allows it (:func:`~engine.games.dbscg.skills.free_activation`)
    and the player takes it ("you can": asked when the cost could be paid too)."""
    if not free_activation(g, card, ab):
        return False
    rule = ruleset_of(g).r("extra_cost")
    if can_pay(g, seat, energy_cost(g, card), spec_for(g, seat, card.card)):
        prompt = f"Activate {card.name} without paying its energy cost?"
        if not (yield from yes_no(g, seat, prompt, rule=rule, about="cost")):
            return False
    g.log(msg("dbs.log.activated_free", card=named(card)), rule=rule)
    return True


def can_activate_extra(g: Game, seat: int, card: Card, timing: str, profile: Profile) -> bool:
    """Whether the Extra Card ``card`` in the hand can be activated at
    ``timing`` ([Activate: Main] / [Activate: Battle]): its condition holds
    and its energy cost, specified colors included, can be paid
    (``profile``: the player's :func:`~engine.games.dbscg.costs.energy_profile`)."""
    ab = act_ability(card, timing)
    if any(who == seat and name == card.card.name for who, name in turn_state(g).no_activate):
        return False  # "you can't activate {X} for the duration of the turn"
    if copies_barred(g, seat, card, timing):
        return False  # "you can't activate the [Activate Main] skill on copies of this card for the turn"
    spec = spec_for(g, seat, card.card) if game_state(g).u7 else None
    total = energy_cost(g, card)
    return (
        ab is not None
        and (affordable(profile, card.card, spec, total) or free_activation(g, card, ab))
        and check_condition(g, seat, ab, card)
        and skill_cost_payable(g, seat, card, ab)  # DBS 8-4-2-2: its skill cost too (no Warp in ver.1.00)
    )


def field_skills(g: Game, seat: int, timing: str) -> list[tuple[Card, Ability]]:
    """[Activate: Main] / [Activate: Battle] skills of the player's Leader and
    Battle Cards that can be activated now (DBS 6-3-1-2-2, DBS 7-2-1-2-3)."""
    out: list[tuple[Card, Ability]] = []
    used = turn_state(g).once_used
    for name in FIELD_ZONES:
        for card in g.zone(seat, name).cards:
            if not card.card.abilities or card.card.type == "extra" or skills_negated(g, card):
                continue  # DBS 8-3-2: a negated skill cannot be activated
            ab = act_ability(card, timing)
            if ab is None or (ab.once_per_turn and _once_key(card, ab) in used) or copies_barred(g, seat, card, timing):
                continue
            if skill_off(g, card, ab):
                continue  # "negate this skill for the turn / game" (DBS 8-3-2)
            if check_condition(g, seat, ab, card) and skill_cost_payable(g, seat, card, ab):
                out.append((card, ab))
    for name in ("drop", "hand"):
        # "[Activate: Main] Send this card from your Drop Area to your Warp : ...": the skill works in
        # the area its cost names (DBS 2-12-2 "if not specified otherwise")
        for card in g.zone(seat, name).cards:
            ab = act_ability(card, timing) if card.card.abilities else None
            if ab is None or away_zone(card, ab) != name or (ab.once_per_turn and _once_key(card, ab) in used):
                continue
            if copies_barred(g, seat, card, timing) or skill_off(g, card, ab):
                continue
            if check_condition(g, seat, ab, card) and skill_cost_payable(g, seat, card, ab):
                out.append((card, ab))
    return out


def activate(g: Game, seat: int, card: Card, ab: Ability, rule: str) -> Flow:
    """Activate and resolve a skill (DBS 8-5-2 / DBS1.0 8-6-2): reveal an
    Extra Card and pay its energy cost, counter timing, resolve (an Extra
    Card goes to the Drop Area first), counter timing again (DBS 4-7-2-4,
    not in 1.00)."""
    rs = ruleset_of(g)
    from_hand = card.zone.name == "hand" and card.card.type == "extra"  # a Battle Card's pays its skill cost only
    g.log(msg("dbs.log.activates", n=seat + 1, card=named(card), text=ab.text), rule=rule)
    if from_hand:
        g.reveal(card)
        free = yield from _free_or_paid(g, seat, card, ab)
        if not free:
            yield from pay(
                g,
                seat,
                energy_cost(g, card),
                spec_for(g, seat, card.card),
                paying("dbs.what.card", card),
                rs.r("extra_cost"),
            )
    if ab.once_per_turn:
        turn_state(g).once_used.add(_once_key(card, ab))  # DBS 10-11-5
    yield from pay_skill_cost(g, seat, card, ab)
    if from_hand and card.card.type == "extra":
        trigger(g, "activated", card, anywhere=True)  # "When you activate this card" (DBS 8-6-2)
    if card.card.type == "leader" and ab is awaken_ability(card):
        awaken_watchers(g, seat, ab)  # "when your Leader Card activates [Awaken] (or [Wish])" (DBS 10-2, 10-28)
    kinds = tuple(str(k) for k in ab.params.get("mentions", ()))
    tctx = yield from counter_timing(
        g, seat, kinds, paying("dbs.log.what.activated", card), rs.r("counter_before_skill")
    )
    field = any(w == "field" for w, _ in ab.effect)
    if from_hand and card.zone.name == "hand" and not field:
        g.move(card, g.zone(card.owner, "drop"), why="Extra Card used", rule=rs.r("extra_to_drop"))
    if tctx.negated:
        g.log(msg("dbs.log.skill_negated", card=named(card)), rule=rs.r("skill_resolve"))
    else:
        p = Pending(g.next_id(), seat, card.name, card.iid, card.incarnation, ab)
        yield from run_skill(g, p, ab.effect, HANDLERS)
    if rs.counter_after_resolve:
        yield from counter_timing(g, seat, kinds, paying("dbs.log.what.resolved", card), rs.r("counter_after_skill"))
