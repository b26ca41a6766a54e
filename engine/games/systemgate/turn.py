"""The turn of System Gate (SG 6.2): the Start Phase with its Stand, Draw
and Skill Steps, the Main Phase with [Move] (SG 11.2), the Battle Phase
(:mod:`.battle`) and the End Phase with the Finale Step."""

from __future__ import annotations

from engine.decisions import Option
from engine.events import TurnBegan
from engine.flow import choose_cards, choose_one
from engine.games.systemgate.abilities import card_options, counter_timing, do_action, trigger, waited_for
from engine.games.systemgate.battle import battle_phase
from engine.games.systemgate.check_timing import check_timing, timing_due
from engine.games.systemgate.field import move_soul, set_damage
from engine.games.systemgate.keywords import has_keyword
from engine.games.systemgate.note_params import named
from engine.games.systemgate.stack import resolve_stack
from engine.games.systemgate.state import (
    END,
    MAIN,
    START,
    UNIT_SLOTS,
    Flow,
    SystemGateTurn,
    begin,
    field_cards,
    game_state,
    opponents,
    paused,
    units,
)
from engine.messages import CardRef, msg
from engine.state import STAND, Game
from engine.timing import Duration

#: SG 6.2.4: ending the Main Phase; SG 6.2.7.1: playing no Finale
END_MAIN = Option("pass", "End the Main Phase", verb="pass", message=msg("sg.option.end_main"))
NO_FINALE = Option("pass", "Play no Finale", verb="pass", message=msg("sg.option.no_finale"))


def turn(g: Game) -> Flow:
    me = g.active
    g.turn_data = SystemGateTurn()
    g.emit(TurnBegan(g.turn, me))  # SG 6.2.1
    # SG 6.2.3.1 Stand Step: stand every card not in the Gate Master zone.
    begin(g, START, "Stand Step", "SG 6.2.3.1")
    for c in field_cards(g, me):
        g.set_orientation(c, STAND)
    if timing_due(g):
        yield from check_timing(g)
    # SG 6.2.3.2 Draw Step: draw; may put a hand card into Energy to draw again.
    begin(g, START, "Draw Step", "SG 6.2.3.2")
    g.draw(me, 1, rule="SG 6.2.3.2")
    hand = g.zone(me, "hand")
    if hand.cards:
        chosen = yield from choose_cards(
            g,
            me,
            msg("sg.charge"),
            hand.cards,
            0,
            1,
            rule="SG 6.2.3.2",
            about="charge",
        )
        for c in chosen:
            g.move(c, g.zone(me, "energy"), face_up=False, why="to Energy", rule="SG 6.2.3.2")
            g.log(msg("sg.log.charge", n=me + 1), rule="SG 6.2.3.2")
            g.draw(me, 1, rule="SG 6.2.3.2")
    if timing_due(g):
        yield from check_timing(g)
    # SG 6.2.3.3 Skill Step: "At the start of turn" skills.
    begin(g, START, "Skill Step", "SG 6.2.3.3")
    if waited_for(g, "turn_start"):
        for seat in g.turn_order():
            for c in field_cards(g, seat):
                trigger(g, "turn_start", c)
    if timing_due(g):
        yield from check_timing(g)
    begin(g, MAIN, rule="SG 6.2.4")
    yield from from_main(g)


def from_main(g: Game) -> Flow:
    """The rest of the turn from the Main Phase's play timing (SG 6.2.4),
    where it resumes from the state alone (:meth:`Game.resting`)."""
    me = g.active
    yield from main_actions(g)
    while True:
        yield from battle_phase(g)
        again = yield from finale_step(g)
        if not again:
            break
    # SG 6.2.7.2 Skill Step: "end of turn" skills.
    begin(g, END, "Skill Step", "SG 6.2.7.2")
    if waited_for(g, "turn_end"):
        for seat in g.turn_order():
            for c in field_cards(g, seat):
                trigger(g, "turn_end", c)
    if timing_due(g):
        yield from check_timing(g)
    # SG 6.2.7.3 Clean Up: remove all damage, the turn ends.
    begin(g, END, "Clean Up", "SG 6.2.7.3")
    for seat in range(g.n_players):
        for c in field_cards(g, seat):
            if c.counters.get("damage"):
                set_damage(g, c, 0)
    game_state(g).damaged.clear()
    g.expire(Duration.END_OF_BATTLE, Duration.END_OF_TURN, Duration.END_OF_OPPONENT_TURN)
    game_state(g).had_turn.add(me)
    if timing_due(g):
        yield from check_timing(g)


def main_phase(g: Game) -> Flow:
    """SG 6.2.4: the Main Phase, from its beginning."""
    begin(g, MAIN, rule="SG 6.2.4")
    yield from main_actions(g)


def main_actions(g: Game) -> Flow:
    """SG 6.2.4: play timings until the turn player passes (the phase has begun)."""
    me = g.active
    end = END_MAIN
    while True:
        g.resting("main")
        if timing_due(g):  # SG 3.6.2
            yield from check_timing(g)
        options = [end, *card_options(g, me, counter=False)]
        prompt = msg("sg.main_phase")
        opt = yield from choose_one(g, me, prompt, options, rule="SG 3.6.3", about="main")
        if opt.key == "pass":
            break
        yield from do_action(g, me, opt)
    # SG 6.2.4.5.1 / SG 11.2.1: [Move] skills, turn player first, then the
    # non-turn player gets a Counter Timing.
    for seat in g.turn_order():
        if paused(g, seat):
            continue
        yield from move_skills(g, seat)
    if timing_due(g):
        yield from check_timing(g)
    for seat in opponents(g, me):
        if paused(g, seat):
            continue
        added = yield from counter_timing(g, seat, "SG 6.2.4.5.1")
        if added:
            yield from resolve_stack(g)
            if timing_due(g):
                yield from check_timing(g)
            break


def move_skills(g: Game, seat: int) -> Flow:
    """SG 11.2.1: each [Move] card may move to a different legal field zone
    (judge's decision: an empty unit zone, so nothing is overloaded)."""
    for c in units(g, seat):
        if not has_keyword(g, c, "move"):
            continue
        empty = [s for s in UNIT_SLOTS if not g.zone(seat, s).cards]
        if not empty:
            continue
        ref = CardRef(c.iid, c.name)
        stay = msg(f"sg.option.stays.{c.zone.name}", card=ref)
        opts = [Option("stay", stay, verb="pass", message=stay)]
        here = c.zone.key
        for s in empty:
            to, said = f"p{seat}.{s}", msg(f"sg.option.move.{s}", card=ref)
            opts.append(Option(f"mv:{s}", said.english(), c.iid, to, None, "move", (c.iid,), here, to, (), said))
        prompt = msg("sg.move", card=ref)
        opt = yield from choose_one(g, seat, prompt, opts, rule="SG 11.2.1", about="position")
        if opt.key != "stay":
            dst = opt.key[3:]
            soul = g.zone(seat, "soul_" + c.zone.name)
            g.move(c, g.zone(seat, dst), orientation=None, why="[Move]", rule="SG 10.7")
            move_soul(g, soul, g.zone(seat, "soul_" + dst), "[Move]")
            g.log(msg(f"sg.log.moves_to.{dst}", card=named(c)), rule="SG 11.2.1")


def finale_step(g: Game) -> Flow:
    """SG 6.2.7.1: the turn player may play a Finale or a Finale Unit; after
    a Finale Unit the turn returns to the Battle Phase. Returns True then."""
    me = g.active
    begin(g, END, "Finale Step", "SG 6.2.7.1")
    if timing_due(g):
        yield from check_timing(g)
    options = [NO_FINALE, *card_options(g, me, counter=False)]
    prompt = msg("sg.finale_step")
    opt = yield from choose_one(g, me, prompt, options, rule="SG 6.2.7.1", about="main")
    if opt.key == "pass":
        return False
    yield from do_action(g, me, opt)
    if timing_due(g):
        yield from check_timing(g)
    played = g.cards[int(opt.key.split(":")[1])]
    if opt.key.startswith(("sum:", "gm:")) and played.card.type == "unit":
        g.log(msg("sg.log.finale_unit"), rule="SG 6.2.7.1")
        return True
    return False
