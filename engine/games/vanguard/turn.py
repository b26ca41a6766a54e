"""The turn (VG 6.2): stand, draw, ride, main, battle and end phases."""

from __future__ import annotations

from engine.decisions import Option
from engine.events import CardMoved, TurnBegan
from engine.flow import Flow, check_timing, choose_one, option
from engine.games.vanguard.abilities import act_options, at_beginning, begin, fire, fire_timed, in_play, play_act, quiet
from engine.games.vanguard.battle import battle_phase
from engine.games.vanguard.circles import units
from engine.games.vanguard.keywords import call_unit, ride_unit
from engine.games.vanguard.schema import HAND, RC_COLUMNS, REAR_GUARD_CIRCLES, VC
from engine.games.vanguard.state import VanguardTurn, game_state, seat_zones, turn_state
from engine.games.vanguard.stats import stat_reader, vanguard_grade
from engine.messages import CardRef, Message, msg
from engine.state import STAND, Card, Game
from engine.timing import Duration


def turn(g: Game) -> Flow:
    """VG 6.2: stand, draw, ride, main, battle and end phases."""
    me = g.active
    g.turn += 1
    g.turn_data = VanguardTurn()
    g.emit(TurnBegan(g.turn, me))

    # VG 6.3: stand phase.
    begin(g, "stand")
    for u in units(g, me) if in_play(g, "turn_start") else ():
        fire(g, "turn_start", u)  # VG 6.3.1.1
    if not quiet(g):
        yield from check_timing(g)
    for u in units(g, me):  # VG 6.3.1.2
        g.set_orientation(u, STAND)
    if not quiet(g):  # VG 6.3.1.3
        yield from check_timing(g)

    # VG 6.4: draw phase.
    begin(g, "draw")
    at_beginning(g, "draw_start", both=False)
    if not quiet(g):  # VG 6.4.1.1
        yield from check_timing(g)
    g.draw(me, 1, why="draw phase", rule="VG 6.4.1.2")
    if not quiet(g):  # VG 6.4.1.3
        yield from check_timing(g)

    # VG 6.5: ride phase.
    begin(g, "ride")
    at_beginning(g, "ride_start", both=False)
    if not quiet(g):  # VG 6.5.1.1
        yield from check_timing(g)
    yield from ride_phase(g)
    if not quiet(g):  # VG 6.5.1.3
        yield from check_timing(g)

    # VG 6.6: main phase.
    begin(g, "main")
    for u in units(g, me) if in_play(g, "main_start") else ():
        fire(g, "main_start", u)  # VG 6.6.1.1
    yield from from_main(g)


def from_main(g: Game) -> Flow:
    """The rest of the turn from the main phase's play timing (VG 6.6.1.2),
    where it resumes from the state alone (:meth:`Game.resting`)."""
    yield from main_phase(g)
    # VG 6.7: battle phase.
    yield from battle_phase(g)
    yield from end_phase(g)


def end_phase(g: Game) -> Flow:
    """VG 6.8: the end phase."""
    me = g.active
    begin(g, "end")
    fired: set[tuple[int, int]] = set()
    watch = in_play(g, "turn_end")
    while True:
        fire_timed(g, "turn")  # VG 8.6.5: "at the end of the turn"
        # VG 6.8.1.1: "at the end of turn" abilities that have not stood by
        # in this end phase (a unit placed during it still triggers).
        for u in units(g, me) if watch else ():
            if (u.iid, u.incarnation) not in fired:
                fired.add((u.iid, u.incarnation))
                fire(g, "turn_end", u)
        if not quiet(g):  # VG 6.8.1.2
            yield from check_timing(g)
        g.expire(Duration.END_OF_BATTLE, Duration.END_OF_TURN, Duration.END_OF_OPPONENT_TURN)
        # VG 6.8.1.3: the turn ends only when nothing stands by and no
        # unit with an untriggered "end of turn" ability remains.
        if (
            not g.pending
            and not turn_state(g).timed_turn
            and (not watch or all((u.iid, u.incarnation) in fired for u in units(g, me)))
        ):
            break


#: VG 6.5.1.2, VG 6.6.1.3: declining a ride, ending the main phase
NO_RIDE = Option("skip", "Do not ride", verb="pass", message=msg("vg.option.no_ride"))
END_MAIN = Option("end", "End the main phase", verb="pass", message=msg("option.end_main_phase"))


def _call_option(iid: int, circle: str, said: Message, src: str, me: int) -> Option:
    """VG 6.6.1.2.1: calling the hand card ``iid`` to the rear-guard circle ``circle``."""
    return Option(
        f"call:{iid}:{circle}", said.english(), iid, src, None, "call", (iid,), src, f"p{me}.{circle}", (), said
    )


def ride_phase(g: Game) -> Flow:
    """VG 6.5.1.2: one normal ride, grade equal to or one above the
    vanguard's (VG 8.5.2.1.1.1)."""
    me = g.active
    grade = vanguard_grade(g, me)
    options = [NO_RIDE]
    vc = f"p{me}.{VC}"
    for c in g.zone(me, HAND).cards:
        cg = int(g.stat(c, "grade"))
        if cg == grade or cg == grade + 1:
            label = msg("vg.option.ride", card=CardRef(c.iid, g.label(c, me)), grade=cg)
            zone = c.zone.key
            options.append(option(g, f"ride:{c.iid}", label, c.iid, zone, None, "ride", (c.iid,), zone, vc))
    if len(options) == 1:
        return
    prompt = msg("vg.ride_phase")
    opt = yield from choose_one(g, me, prompt, options, rule="VG 6.5.1.2", forced=False, about="ride")
    if opt.key == "skip":
        return
    card = g.cards[int(opt.key.split(":")[1])]
    ride_unit(g, me, card, normal=True)  # VG 8.5.2.4.1: a normal ride from the hand


def main_phase(g: Game) -> Flow:
    """VG 6.6.1.2: normal calls, activated abilities and moves within a
    column, any number of times, until the turn player passes."""
    me = g.active
    z = seat_zones(g)[me]
    hand = z.hand
    # The call options of a card never change while it stays in the hand
    # (its label is its name, which its owner sees), so they are built once.
    cache = game_state(g).call_options
    swaps = column_swaps(g, me)
    end = END_MAIN
    while True:
        g.resting("main")
        if not quiet(g):  # VG 8.4.2.1
            yield from check_timing(g)
        grade = vanguard_grade(g, me)
        grade_of = stat_reader(g, "grade")
        options: list[Option] = []
        for c in hand.cards:
            if grade_of(c) > grade:  # VG 8.5.2.1.1.2
                continue
            calls = cache.get(c.iid)
            if calls is None:
                ref = CardRef(c.iid, g.label(c, me))
                calls = cache[c.iid] = tuple(
                    _call_option(
                        c.iid, name, msg("vg.option.call", card=ref, circle=msg(f"vg.circle.{name}")), hand.key, me
                    )
                    for name in REAR_GUARD_CIRCLES
                )
            options.extend(calls)
        for swap, front_cards, back_cards in swaps:  # VG 6.6.1.2.3
            if front_cards or back_cards:
                options.append(swap)
        options.extend(act_options(g, me))
        options.append(end)
        prompt = msg("vg.main_phase")
        opt = yield from choose_one(g, me, prompt, options, rule="VG 6.6.1.2", forced=False, about="main")
        key = opt.key
        if key == "end":  # VG 6.6.1.3
            return
        kind, _, rest = key.partition(":")
        if kind == "call":
            iid, _, circle = rest.partition(":")
            # VG 6.6.1.2.1 / VG 8.5.2.4.2: a normal call from the hand to a rear-guard circle
            call_unit(g, me, g.cards[int(iid)], circle, normal=True)
        elif kind == "move":
            swap_column(g, me, rest)
        elif kind == "act":
            iid, _, idx = rest.partition(":")
            yield from play_act(g, me, g.cards[int(iid)], int(idx))


def column_swaps(g: Game, seat: int) -> list[tuple[Option, list[Card], list[Card]]]:
    """VG 6.6.1.2.3: the option to swap each column's rear-guards, with the
    cards of its front and back circles (offered while either holds a unit).
    A swap exchanges the two circles of a column: it names them, not its units."""
    return [
        (
            option(
                g,
                f"move:{col}",
                msg("vg.option.swap_left" if col == "L" else "vg.option.swap_right"),
                None,
                f"p{seat}.{front}",
                None,
                "move",
                (),
                f"p{seat}.{front}",
                f"p{seat}.{back}",
            ),
            g.zone(seat, front).cards,
            g.zone(seat, back).cards,
        )
        for col, front, back in RC_COLUMNS
    ]


def swap_column(g: Game, seat: int, col: str) -> None:
    """VG 6.6.1.2.3: exchange the rear-guards of one column; they keep
    their orientation (VG 4.6.6.2)."""
    for c, front, back in RC_COLUMNS:
        if c != col:
            continue
        fz, bz = g.zone(seat, front), g.zone(seat, back)
        a, b = fz.top, bz.top
        if a is not None and b is not None:
            exchange(g, a, b, why="moved within its column", rule="VG 6.6.1.2.3")
        elif a is not None:
            g.move(a, bz, face_up=True, orientation=None, why="moved within its column", rule="VG 6.6.1.2.3")
        elif b is not None:
            g.move(b, fz, face_up=True, orientation=None, why="moved within its column", rule="VG 6.6.1.2.3")
        g.log(msg("vg.log.swaps_left" if col == "L" else "vg.log.swaps_right", n=seat + 1), rule="VG 6.6.1.2.3")


def exchange(g: Game, a: Card, b: Card, *, why: str, rule: str) -> None:
    """Put two units on each other's circles simultaneously (VG 6.6.1.2.3).

    :meth:`Game.move` moves one card at a time, which would leave two units on
    one circle between the two moves; here both cards change places first and
    both moves are journaled after. A move from circle to circle keeps the
    card the same card (VG 4.1.4) and its orientation (VG 4.6.6.2), so
    nothing else about either card changes.
    """
    za, zb = a.zone, b.zone
    ia, ib = za.cards.index(a), zb.cards.index(b)
    g.changes += 1
    za.cards[ia], zb.cards[ib] = b, a
    a.zone, b.zone = zb, za
    seen = tuple(range(g.n_players))
    g.emit(CardMoved(a.iid, a.card.name, a.owner, za.key, zb.key, seen, why, rule))
    g.emit(CardMoved(b.iid, b.card.name, b.owner, zb.key, za.key, seen, why, rule))
