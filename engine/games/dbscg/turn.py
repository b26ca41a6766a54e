"""Set-up (DBS 5-2) and the turn (DBS 6): Charge Phase, Main Phase (with
the Main Phase End Step) and End Phase."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.decisions import Decision, Option
from engine.events import PhaseBegan, TurnBegan
from engine.flow import check_timing, choose_cards, choose_one, option
from engine.games.dbscg.abilities import (
    act_ability,
    activate,
    awaken_ability,
    awaken_word,
    can_activate_extra,
    can_awaken,
    field_skills,
    rules_then_pending,
    trigger,
    trigger_field,
)
from engine.games.dbscg.battle import activate_option, attack, attack_options
from engine.games.dbscg.costs import affordable, energy_cost, energy_profile, spec_for, total_cost
from engine.games.dbscg.delayed import fire_delayed
from engine.games.dbscg.manuals import DbsRuleset
from engine.games.dbscg.no_active import active_barred
from engine.games.dbscg.note_params import color_list
from engine.games.dbscg.plays import can_swap, evolve, keyword_options, over_realm, play_card, swap, union
from engine.games.dbscg.skills import free_play
from engine.games.dbscg.state import DbsTurn, colors_of, game_state, play_barred, skills_negated, turn_state
from engine.games.dbscg.stats import auto_whens, end_effects
from engine.games.dbscg.words import card_ref, cost_words, named
from engine.messages import CardRef, msg
from engine.state import REST, STAND, Game
from engine.timing import Duration

Flow = Generator[Decision, tuple[Option, ...], Any]

OPENING_HAND = 6  # DBS 5-2-1-6
LIFE = 8  # DBS 5-2-1-7
#: DBS 6-2-5: placing no card in the Energy Area (where that may be declined);
#: DBS 6-3-1-2-4 / DBS1.0 6-3-1-3-5: ending the Main Phase
NO_CHARGE = Option("skip", "Place no card in the Energy Area", verb="pass", message=msg("dbs.option.no_charge"))
END_MAIN = Option("end", "End the Main Phase", verb="pass", message=msg("dbs.option.end_main"))


def _phase(g: Game, phase: str, step: str = "") -> None:
    g.phase = phase
    g.step = step
    g.emit(PhaseBegan(g.active, phase, step))


def setup(rs: DbsRuleset, g: Game) -> Flow:
    """DBS 5-2-1 / DBS1.0 5-2-1: leaders, shuffle, first player, opening
    hand and the one redraw, life."""
    g.phase = "Set-up"
    for seat in range(g.n_players):
        leader = g.zone(seat, "leader").top
        assert leader is not None
        g.flip(leader, True)
        text = msg("dbs.log.leader_placed", n=seat + 1, card=named(leader))
        if rs.leader_placed_checkpoint:
            # DBS 5-2-1-3: "when this card is placed in the Leader Area" (the ruleset's triggers)
            g.happen("place", (leader,), text=text, rule=rs.r("setup_leader"))
        else:
            g.log(text, rule=rs.r("setup_leader"))
    if rs.leader_placed_checkpoint and rules_then_pending(g):  # DBS 5-2-1-3: then a checkpoint
        yield from check_timing(g)
    for seat in range(g.n_players):
        g.shuffle(g.zone(seat, "deck"))
    g.log(msg("dbs.log.decks_shuffled"), rule=rs.r("setup_shuffle"))
    first = g.rng.randrange(g.n_players)
    g.active = g.first_player = first
    g.log(msg("dbs.log.first_player", n=first + 1), rule=rs.r("setup_first"))
    order = g.turn_order()
    for seat in order:
        g.draw(seat, OPENING_HAND, why="opening hand", rule=rs.r("setup_hand"))
    for seat in order:
        yield from redraw(rs, g, seat)
    for seat in order:
        deck = g.zone(seat, "deck")
        life = g.zone(seat, "life")
        for _ in range(LIFE):
            if not deck.cards:
                break
            g.move(deck.cards[-1], life, face_up=False, why="life", rule=rs.r("setup_life"))
        g.log(msg("dbs.log.life_placed", n=seat + 1, k=len(life.cards)), rule=rs.r("setup_life"))
    g.log(msg("dbs.log.begins", n=first + 1), rule=rs.r("setup_start"))


def redraw(rs: DbsRuleset, g: Game, seat: int) -> Flow:
    """DBS 5-2-1-6-1: return any number of cards to the deck, shuffle, draw
    that many. (DBS1.0 5-2-1-5-1 does not say "shuffle"; a judge has the
    deck shuffled, as otherwise the same cards would be drawn again.)"""
    hand = g.zone(seat, "hand")
    chosen = yield from choose_cards(
        g,
        seat,
        msg("dbs.redraw"),
        hand.cards,
        0,
        len(hand.cards),
        rule=rs.r("setup_redraw"),
        about="mulligan",
    )
    if not chosen:
        g.log(msg("dbs.log.keeps_hand", n=seat + 1), rule=rs.r("setup_redraw"))
        return
    deck = g.zone(seat, "deck")
    for c in chosen:
        g.move(c, deck, why="redraw", rule=rs.r("setup_redraw"))
    g.shuffle(deck)
    g.draw(seat, len(chosen), why="redraw", rule=rs.r("setup_redraw"))
    g.log(msg("dbs.log.redraws", n=seat + 1, k=len(chosen)), rule=rs.r("setup_redraw"))


def turn(rs: DbsRuleset, g: Game) -> Flow:
    me = g.active
    g.turn += 1
    g.turn_data = DbsTurn()
    g.emit(TurnBegan(g.turn, me))
    yield from charge_phase(rs, g, me)
    begin_main(g)
    yield from from_main(rs, g)


def from_main(rs: DbsRuleset, g: Game) -> Flow:
    """The rest of the turn from the Main Phase's free timing (DBS 6-3-1-2),
    where it resumes from the state alone (:meth:`Game.resting`)."""
    me = g.active
    yield from main_actions(rs, g, me)
    yield from end_phase(rs, g, me)


def charge_phase(rs: DbsRuleset, g: Game, me: int) -> Flow:
    _phase(g, "Charge Phase")
    trigger_field(g, "turn_start")
    trigger_field(g, "charge_start")
    if rules_then_pending(g):  # DBS 6-2-1
        yield from check_timing(g)
    # DBS 6-2-2: the turn player's Leader, Battle and Energy cards switch to Active Mode.
    # ("Players switch all of their cards" in 1.073; DBS1.0 6-2-2 says "your cards":
    # only the turn player's cards, as the turn player performs the phases, DBS 6-1-1.)
    n = 0
    for name in ("leader", "battle", "energy"):
        for c in g.zone(me, name).cards:
            if c.orientation == REST and not active_barred(g, c):  # "it can't be switched to Active Mode during ..."
                g.set_orientation(c, STAND)
                n += 1
    if n:
        g.log(msg("dbs.log.to_active", n=me + 1, k=n), rule=rs.r("charge_active"))
    if g.turn == 1:
        g.log(msg("dbs.log.first_no_draw", n=me + 1), rule=rs.r("charge_draw"))
    else:
        g.draw(me, 1, rule=rs.r("charge_draw"))
    if rules_then_pending(g):  # DBS 6-2-4
        yield from check_timing(g)
    hand = g.zone(me, "hand").cards
    if hand:
        options = [] if not rs.charge_optional else [NO_CHARGE]
        src, dst = f"p{me}.hand", f"p{me}.energy"
        options += [
            option(
                g,
                f"charge:{c.iid}",
                msg("dbs.option.charge", card=CardRef(c.iid, label)),
                c.iid,
                None,
                None,
                "charge",
                (c.iid,),
                src,
                dst,
            )
            for c, label in ((c, g.label(c, me)) for c in hand)
        ]
        prompt = msg("dbs.charge_phase")
        opt = yield from choose_one(g, me, prompt, options, rule=rs.r("charge_place"), about="charge")
        if opt.card is not None:
            card = g.move(
                g.cards[opt.card], g.zone(me, "energy"), face_up=True, why="charge", rule=rs.r("charge_place")
            )
            colors = color_list(colors_of(card.card))
            g.log(msg("dbs.log.charged", n=me + 1, card=named(card), colors=colors), rule=rs.r("charge_place"))
    if rules_then_pending(g):  # DBS 6-2-6
        yield from check_timing(g)


def begin_main(g: Game) -> None:
    """DBS 6-3-1-1: the Main Phase begins ("at the start of the Main Phase")."""
    _phase(g, "Main Phase")
    trigger_field(g, "main_start")


def main_phase(rs: DbsRuleset, g: Game, me: int) -> Flow:
    """DBS 6-3-1 / DBS1.0 6-3-1: the Main Phase, from its beginning."""
    begin_main(g)
    yield from main_actions(rs, g, me)


def main_actions(rs: DbsRuleset, g: Game, me: int) -> Flow:
    """DBS 6-3-1-2 / DBS1.0 6-3-1-2: free timings until the turn player ends
    the Main Phase, then the Main Phase End Step (after :func:`begin_main`)."""
    while True:
        g.resting("main")
        # DBS 4-6-2-1: a checkpoint before each free timing (the first one is
        # also the checkpoint of DBS 6-3-1-1)
        if rules_then_pending(g):
            yield from check_timing(g)
        options = main_options(rs, g, me)
        prompt = msg("dbs.main_phase")
        opt = yield from choose_one(g, me, prompt, options, rule=rs.r("main_free"), about="main")
        if opt.key == "end":
            break  # DBS 6-3-1-2-4
        yield from main_action(rs, g, me, opt.key)
    yield from main_phase_end(rs, g)


def main_options(rs: DbsRuleset, g: Game, me: int) -> list[Option]:
    """The actions of the Main Phase free timing (DBS 6-3-1-2): play a
    Battle Card, activate an Extra Card or a skill, keyword skills, [Awaken],
    attack, or end the Main Phase."""
    options = [END_MAIN]
    hand_key, battle_key = f"p{me}.hand", f"p{me}.battle"
    profile = energy_profile(g, me)
    st = game_state(g)
    u7 = st.u7
    kw_play = st.keyword_plays
    for c in g.zone(me, "hand").cards:
        t = c.card.type
        if t == "battle":
            if c.card.id in kw_play:
                options += keyword_options(rs, g, me, c)
            spec = spec_for(g, me, c.card) if u7 else None
            if affordable(profile, c.card, spec, total_cost(g, c)) and not play_barred(g, me, c.card):
                options.append(
                    option(
                        g,
                        f"play:{c.iid}",
                        msg("dbs.option.play", card=card_ref(g, c, me), cost=cost_words(g, c)),
                        c.iid,
                        None,  # playing reveals the card (DBS 6-3-1-2-1-1)
                        None,
                        "play",
                        (c.iid,),
                        hand_key,
                        battle_key,
                        energy_cost(g, c),
                    )
                )
            if c.card.abilities and free_play(g, c) and not play_barred(g, me, c.card):
                label = msg("dbs.option.free_play", card=card_ref(g, c, me))
                options.append(
                    option(g, f"freeplay:{c.iid}", label, c.iid, None, None, "play", (c.iid,), hand_key, battle_key)
                )
        elif t == "extra" and c.card.abilities and can_activate_extra(g, me, c, "main", profile):
            options.append(
                option(
                    g,
                    f"extra:{c.iid}",
                    msg("dbs.option.extra_main", card=card_ref(g, c, me), cost=cost_words(g, c)),
                    c.iid,
                    None,  # activating reveals the card (DBS 8-5-2-1)
                    None,
                    "play",
                    (c.iid,),
                    hand_key,
                    "",
                    energy_cost(g, c),
                )
            )
    for c, skill in field_skills(g, me, "main"):
        options.append(activate_option(f"skill:{c.iid}", msg("dbs.option.skill", card=named(c), text=skill.text), c))
    if st.swappers:
        for c in g.zone(me, "battle").cards:
            if "swap" in c.card.stats and can_swap(g, me, c):
                options.append(
                    activate_option(f"swap:{c.iid}", msg("dbs.option.swap", n=c.card.stats["swap"], card=named(c)), c)
                )
    leader = can_awaken(g, me)
    if leader is not None:
        said = msg(f"dbs.option.{awaken_word(leader).lower()}", card=named(leader))
        options.append(activate_option(f"awaken:{leader.iid}", said, leader))
    options += attack_options(rs, g, me)
    return options


def main_action(rs: DbsRuleset, g: Game, me: int, key: str) -> Flow:
    """Carry out the Main Phase action of option ``key`` (:func:`main_options`)."""
    kind, _, rest = key.partition(":")
    if kind == "play":
        yield from play_card(rs, g, me, g.cards[int(rest)])
    elif kind == "freeplay":
        yield from play_card(rs, g, me, g.cards[int(rest)], free=True)
    elif kind in ("extra", "skill"):
        card = g.cards[int(rest)]
        ab = act_ability(card, "main")
        assert ab is not None
        yield from activate(g, me, card, ab, rs.r("activate_main"))
    elif kind == "overrealm":
        yield from over_realm(rs, g, me, g.cards[int(rest)], "over_realm")
    elif kind == "darkrealm":
        yield from over_realm(rs, g, me, g.cards[int(rest)], "dark_over_realm")
    elif kind == "evolve":
        yield from evolve(g, me, g.cards[int(rest)])
    elif kind in ("fusion", "potara"):
        yield from union(g, me, g.cards[int(rest)], kind)
    elif kind == "swap":
        yield from swap(g, me, g.cards[int(rest)])
    elif kind == "awaken":
        card = g.cards[int(rest)]
        ab = awaken_ability(card)
        assert ab is not None
        yield from activate(g, me, card, ab, rs.r("awaken_main"))
    else:
        a, t = rest.split(":")
        yield from attack(rs, g, g.cards[int(a)], g.cards[int(t)])
        g.phase, g.step = "Main Phase", ""


def main_phase_end(rs: DbsRuleset, g: Game) -> Flow:
    """DBS 6-3-1-3 / DBS1.0 6-3-1-4: the Main Phase End Step: "at the end of
    the Main Phase" and a checkpoint, then a checkpoint after which the
    effects lasting until the end of the Main Phase end."""
    _phase(g, "Main Phase", "Main Phase End Step")
    trigger_field(g, "main_end")
    if rules_then_pending(g):  # DBS 6-3-1-3-1-1
        yield from check_timing(g)
    if rules_then_pending(g):  # DBS 6-3-1-3-1-2
        yield from check_timing(g)
    this_turn = turn_state(g)
    main_effects, this_turn.main_effects = this_turn.main_effects, []
    if main_effects:
        end_effects(g, main_effects)
        g.log(msg("dbs.log.main_effects_end"), rule=rs.r("main_end_checkpoint"))


def end_phase(rs: DbsRuleset, g: Game, me: int) -> Flow:
    """DBS 6-4-1: "at the end of the turn", a checkpoint, then effects
    lasting until the end of the turn end; the opponent's turn follows."""
    _phase(g, "End Phase")
    for iid, inc in turn_state(g).over_realm_played:
        card = g.cards[iid]
        if card.incarnation == inc and card.zone.name == "battle":
            # DBS 10-15-4: a card played with [Over Realm] goes to the Warp at the end of that turn
            g.move(card, g.zone(card.owner, "warp"), face_up=True, why="[Over Realm] ends", rule=rs.r("over_realm_end"))
            g.log(msg("dbs.log.over_realm_end", card=named(card)), rule=rs.r("over_realm_end"))
    # DBS 6-4-1-1 .. 6-4-1-3: "at the end of the turn" triggers (each at most
    # once per turn), a checkpoint, and again while a card whose trigger has
    # not yet been fulfilled this turn is present (e.g. played meanwhile)
    rounds = 0
    while True:
        fired = end_of_turn_triggers(g)
        fired = fire_delayed(g) or fired  # "... at the end of the turn, X" of a skill resolved this turn
        if rules_then_pending(g):  # DBS 6-4-1-2
            yield from check_timing(g)
        rounds += 1
        again = end_of_turn_triggers(g, dry=True) or fire_delayed(g, dry=True)
        if not fired or not again or rounds > 20:
            break
        g.log(msg("dbs.log.end_phase_repeats"), rule=rs.r("end_next"))
    g.expire(Duration.END_OF_BATTLE, Duration.END_OF_TURN, Duration.END_OF_OPPONENT_TURN)
    turn_state(g).negated.clear()  # "with its skills negated for the turn" (DBS 6-4-1-2)
    g.log(msg("dbs.log.turn_end", n=g.turn), rule=rs.r("end_expire"))


def end_of_turn_triggers(g: Game, dry: bool = False) -> bool:
    """DBS 6-4-1-1: the "at the end of the turn" trigger; an [Auto] whose
    trigger was already fulfilled this turn does not become pending again.
    With ``dry``, only tell whether one would."""
    if "turn_end" not in game_state(g).whens:
        return False
    done = turn_state(g).turn_end_done
    found = False
    for seat in g.turn_order():
        for name in ("leader", "battle"):
            for card in list(g.zone(seat, name).cards):
                if not card.card.abilities or "turn_end" not in auto_whens(card.card) or skills_negated(g, card):
                    continue  # DBS 8-3-2: a negated skill's trigger is not fulfilled
                key = (card.iid, card.incarnation)
                if key in done:
                    continue
                found = True
                if not dry:
                    done.add(key)
                    trigger(g, "turn_end", card)
    return found
