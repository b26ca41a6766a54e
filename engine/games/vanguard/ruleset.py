"""The Cardfight!! Vanguard ruleset: zones, set-up, the turn and rule actions."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from engine.cards import CardDef, CardSchema
from engine.decisions import Kind, Option
from engine.decks import DeckList
from engine.events import CardMoved, Happened, TurnBegan
from engine.flow import Flow, check_timing, choose_card, choose_cards, choose_one
from engine.games.vanguard.abilities import (
    act_options,
    at_beginning,
    call_unit,
    check_situations,
    fire,
    fire_timed,
    in_play,
    install_continuous,
    leave_field,
    play_act,
    ride_unit,
)
from engine.games.vanguard.battle import battle_phase
from engine.games.vanguard.common import (
    battle,
    begin,
    circle_name,
    damage_count,
    quiet,
    seat_zones,
    stat_reader,
    unit_power,
    units,
    vanguard_grade,
)
from engine.games.vanguard.deck import check_vanguard_deck
from engine.games.vanguard.schema import (
    BIND,
    CIRCLES,
    DAMAGE,
    DECK,
    DROP,
    GAME,
    GC,
    HAND,
    RC_COLUMNS,
    REAR_GUARD_CIRCLES,
    SCHEMA,
    SOUL,
    TRIGGER,
    TRIGGER_UNIT,
    VC,
)
from engine.ruleset import Ruleset
from engine.state import HIDDEN, PRIVATE, PUBLIC, STAND, Card, Game, Zone
from engine.timing import Duration, Pending

OPENING_HAND = 5  # VG 5.2.5
LOSING_DAMAGE = 6  # VG 1.2.2.1, VG 9.2.2


class Vanguard(Ruleset):
    """Cardfight!! Vanguard, after the comprehensive rules in
    ``rules/vanguard-rules.md`` (rule numbers cited as ``VG n``)."""

    id: ClassVar[str] = "vanguard"
    title: ClassVar[str] = "Cardfight!! Vanguard"
    game: ClassVar[str] = GAME
    label_code: ClassVar[str] = "VG"
    rule_prefix: ClassVar[str] = "VG"
    players: ClassVar[int] = 2  # VG 1.1.1
    deck_sections: ClassVar[tuple[str, ...]] = ("main",)
    discard_zone: ClassVar[str] = DROP
    schema: ClassVar[CardSchema] = SCHEMA
    # VG 8.4.1.3: the turn player also chooses which of the non-turn player's
    # standing-by abilities resolves next.
    turn_player_orders_pending: ClassVar[bool] = True

    # -- data -----------------------------------------------------------------------

    def card_problem(self, card: CardDef) -> str | None:
        return card_problem(card)

    def check_deck(self, deck: DeckList) -> dict[str, list[CardDef]]:
        """VG 5.1.2: fifty cards, four of a name, sixteen triggers, four heals."""
        return check_vanguard_deck(deck, self.pool)

    # -- structure ----------------------------------------------------------------------

    def build(self, g: Game, decks: Sequence[dict[str, list[CardDef]]]) -> None:
        """VG 4: every zone of both players."""
        for seat, deck in enumerate(decks):
            d = g.add_zone(seat, DECK, HIDDEN)  # VG 4.2.2
            g.add_zone(seat, HAND, PRIVATE)  # VG 4.3.2
            g.add_zone(seat, DROP, PUBLIC)  # VG 4.4.2
            for name in CIRCLES:  # VG 4.6.1, VG 4.6.7.1: one unit per VC / RC, any number on GC
                g.add_zone(seat, name, PUBLIC, capacity=None if name == GC else 1, field=True)
            g.add_zone(seat, SOUL, PUBLIC, host=f"p{seat}.{VC}")  # VG 4.7.2: under the vanguard
            # VG 4.8.2.1: face-down damage is still public information.
            g.add_zone(seat, DAMAGE, PUBLIC, open_facedown=True)
            g.add_zone(seat, BIND, PUBLIC)  # VG 4.9.2
            g.add_zone(seat, TRIGGER, PUBLIC)  # VG 4.10.4
            for c in deck["main"]:
                g.new_card(c, seat, d)

    def keeps_identity(self, g: Game, card: Card, src: Zone, dst: Zone) -> bool:
        """VG 4.1.4: only a move from a circle to a circle keeps the card the same card."""
        return src.field and dst.field

    def rule_actions(self, g: Game) -> bool:
        """VG 9: overloaded units, illegal guardians, then losing conditions.
        The situation triggers (VG 8.6.6) are looked at here too, since this
        runs whenever a check timing begins or repeats.

        Every primitive that changes the state bumps ``g.changes``; once a
        look finds nothing to do, the next look at the same moment (same
        changes, turn, phase and standing-by abilities) finds nothing either
        and is skipped."""
        moment = (g.changes, g.turn, g.active, g.phase, g.step, len(g.pending))
        if g.data.get("vg_nothing_at") == moment:
            return False
        check_situations(g)
        fast: Any = g.data.get("vg_rule_lists")
        if fast is None:
            zs = seat_zones(g)
            fast = g.data["vg_rule_lists"] = (
                tuple(u.cards for z in zs for u in z.units),
                zs[0].gc.cards,
                zs[1].gc.cards,
                zs[0].damage.cards,
                zs[1].damage.cards,
                zs[0].deck.cards,
                zs[1].deck.cards,
            )
        unit_lists, gc0, gc1, dmg0, dmg1, deck0, deck1 = fast
        # Fast path: nothing to do in the usual case (this runs at every check
        # timing). A circle holds two units exactly when the units outnumber
        # the occupied circles.
        if (
            deck0
            and deck1
            and len(dmg0) < LOSING_DAMAGE
            and len(dmg1) < LOSING_DAMAGE
            and (g.phase == "battle" or not (gc0 or gc1))
            and sum(map(len, unit_lists)) == sum(map(bool, unit_lists))
        ):
            g.data["vg_nothing_at"] = (g.changes, g.turn, g.active, g.phase, g.step, len(g.pending))
            return False
        zones = seat_zones(g)
        did = False
        for z in zones:
            vc = z.vc
            if len(vc.cards) > 1:  # VG 9.3.1
                for c in vc.cards[:-1]:
                    leave_field(g, c, z.soul, why="overloaded vanguard circle", rule="VG 9.3.1")
                did = True
            for rc in z.rcs:
                if len(rc.cards) > 1:  # VG 9.3.3
                    for c in rc.cards[:-1]:
                        leave_field(g, c, z.drop, why="retired: another unit was placed on its circle", rule="VG 9.3.3")
                    did = True
            if z.gc.cards and g.phase != "battle":  # VG 9.4.1
                for c in list(z.gc.cards):
                    leave_field(g, c, z.drop, why="guardian outside the battle phase", rule="VG 9.4.1")
                did = True
        for p in g.players:
            if p.lost:
                continue
            z = zones[p.seat]
            if len(z.damage.cards) >= LOSING_DAMAGE:
                g.flag_loss(p.seat, "has six or more damage", "VG 9.2.2")
            elif not z.deck.cards:
                g.flag_loss(p.seat, "has no cards left in the deck", "VG 9.2.3")
        return did

    def triggers(self, g: Game, event: Happened, facts: Mapping[str, Any]) -> None:
        """VG 8.6.2: the automatic abilities whose trigger condition is this
        event stand by: "when this unit is placed" (VG 10.1.4), "when this
        unit is ridden" (VG 8.6.4.1.4), "when this unit attacks", "when this
        unit is attacked" and "when your opponent's unit attacks", "when
        this unit boosts" and "is boosted" (VG 7.3.1.6), "when this unit
        leaves the field" (VG 8.6.4), read as the unit was on the field
        (VG 8.6.4.1.2). A hit (VG 7.6.1.2) is kept with the battle: "when
        attack hits" stands by only at VG 7.6.1.9 (VG 7.6.1.4)."""
        what = event.what
        if what == "place":
            for iid in event.cards:
                fire(g, "placed", g.cards[iid])
        elif what == "ride":
            if len(event.cards) > 1:
                # VG 8.6.4.1.4: the ridden unit's own "when ridden" text works from the soul
                fire(g, "ridden", g.cards[event.cards[1]], was="VC")
            fire(g, "placed", g.cards[event.cards[0]])
        elif what == "attack":
            fire(g, "attacks", g.cards[event.by[0]])
            for iid in event.cards:
                fire(g, "attacked", g.cards[iid])
            if in_play(g, "opponent_attacks"):
                for u in units(g, event.player):
                    fire(g, "opponent_attacks", u)
        elif what == "boost":
            fire(g, "boosts", g.cards[event.by[0]])
            fire(g, "boosted", g.cards[event.cards[0]])
        elif what == "hit":
            b = battle(g)
            if b is not None:
                b.hits.append(g.cards[event.cards[0]])
        elif what in ("retire", "leave_field"):
            fire(g, "leaves_field", g.cards[event.cards[0]], was=str(facts["was"]))

    def resolve_pending(self, g: Game, p: Pending) -> Flow:
        """Resolve one standing-by automatic ability, watching for a loop
        (VG 11.1). Within one check timing, if the game comes back to a
        situation it was already in (the same cards in the same places and
        states, the same abilities standing by) and no player was offered a
        way to stop in between (a yes/no, or a choice allowed to take fewer
        cards), the loop can only go on for ever: nobody can stop it and the
        game is a draw (VG 11.1.1.1). A loop a player can stop is stopped by
        that player declining at the repetition of their choice
        (VG 11.1.1.2, VG 11.1.1.3: choosing the number of repetitions)."""
        stoppable = False
        flow = super().resolve_pending(g, p)
        try:
            d = next(flow)
            while True:
                if d.kind is Kind.YESNO or d.min < d.max:
                    stoppable = True
                answer = yield d
                d = flow.send(answer)
        except StopIteration:
            pass
        loop: dict[tuple[Any, ...], bool] | None = g.turn_data.get("vg_loop")
        if not g.pending:  # the check timing is over: no loop
            g.turn_data.pop("vg_loop", None)
            return
        if loop is None:
            loop = g.turn_data["vg_loop"] = {}
        if stoppable:
            loop.clear()
        sig = situation(g)
        if sig in loop:
            g.log("The same situation came back with nobody able to stop it: a loop", rule="VG 11.1.1.1")
            g.end_game((), "a loop nobody can stop: draw (VG 11.1.1.1)")
        loop[sig] = True

    # -- the game --------------------------------------------------------------------------

    def play(self, g: Game) -> Flow:
        yield from self.set_up(g)
        while True:
            yield from self.turn(g)
            g.active = g.opponent(g.active)  # VG 6.8.1.3

    def set_up(self, g: Game) -> Flow:
        """VG 5.2: first vanguard, shuffle, first player, opening hand and
        redraw; then VG 6.1 stand up."""
        g.phase = "set-up"
        install_continuous(g)  # VG 8.5.1: continuous abilities are always in effect
        for seat in range(g.n_players):
            deck = g.zone(seat, DECK)
            # VG 5.2.2: choose a grade 0 card of the deck; one choice per card id.
            seen: set[str] = set()
            grade0: list[Card] = []
            for c in deck.cards:
                if c.card.id not in seen and g.stat(c, "grade") == 0:
                    seen.add(c.card.id)
                    grade0.append(c)
            for c in grade0:
                g.reveal(c, (seat,))  # the player looks through their own deck
            first = yield from choose_card(
                g, seat, "Choose your first vanguard (a grade 0 card)", grade0, rule="VG 5.2.2", about="setup"
            )
            g.move(first, g.zone(seat, VC), face_up=False, why="first vanguard, face down", rule="VG 5.2.2")
            g.reveal(first, (seat,))
        for seat in range(g.n_players):
            g.shuffle(g.zone(seat, DECK))  # VG 5.2.3
        g.active = g.first_player = g.rng.randrange(g.n_players)  # VG 5.2.4
        g.log(f"Player {g.first_player + 1} goes first (chosen at random)", rule="VG 5.2.4")
        for seat in range(g.n_players):
            g.draw(seat, OPENING_HAND, why="opening hand", rule="VG 5.2.5")
        for seat in g.turn_order():  # VG 5.2.5: from the player going first
            yield from self.redraw(g, seat)
        for seat in range(g.n_players):  # VG 6.1.1: stand up
            vc = g.zone(seat, VC).top
            if vc is not None:
                g.flip(vc, True)
        g.log("Stand up, Vanguard!", rule="VG 6.1.1")

    def redraw(self, g: Game, seat: int) -> Flow:
        """VG 5.2.5: return any number of cards, shuffle, draw as many."""
        hand = g.zone(seat, HAND)
        back = yield from choose_cards(
            g,
            seat,
            "Redraw: choose any cards to shuffle back into your deck",
            list(hand.cards),
            0,
            len(hand.cards),
            rule="VG 5.2.5",
            about="mulligan",
        )
        if not back:
            g.log(f"Player {seat + 1} keeps their hand", rule="VG 5.2.5")
            return
        deck = g.zone(seat, DECK)
        for c in back:
            g.move(c, deck, why="redraw", rule="VG 5.2.5")
        g.shuffle(deck)
        g.draw(seat, len(back), why="redraw", rule="VG 5.2.5")
        g.log(f"Player {seat + 1} redraws {len(back)} card(s)", rule="VG 5.2.5")

    def turn(self, g: Game) -> Flow:
        """VG 6.2: stand, draw, ride, main, battle and end phases."""
        me = g.active
        g.turn += 1
        g.turn_data = {}
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
        yield from self.ride_phase(g)
        if not quiet(g):  # VG 6.5.1.3
            yield from check_timing(g)

        # VG 6.6: main phase.
        begin(g, "main")
        for u in units(g, me) if in_play(g, "main_start") else ():
            fire(g, "main_start", u)  # VG 6.6.1.1
        yield from self.main_phase(g)

        # VG 6.7: battle phase.
        yield from battle_phase(g)

        # VG 6.8: end phase.
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
                and "vg_timed_turn" not in g.turn_data
                and (not watch or all((u.iid, u.incarnation) in fired for u in units(g, me)))
            ):
                break

    def ride_phase(self, g: Game) -> Flow:
        """VG 6.5.1.2: one normal ride, grade equal to or one above the
        vanguard's (VG 8.5.2.1.1.1)."""
        me = g.active
        grade = vanguard_grade(g, me)
        options = [Option("skip", "Do not ride", verb="pass")]
        vc = f"p{me}.{VC}"
        for c in g.zone(me, HAND).cards:
            cg = int(g.stat(c, "grade"))
            if cg == grade or cg == grade + 1:
                label = f"Ride {g.label(c, me)} (grade {cg})"
                zone = c.zone.key
                options.append(Option(f"ride:{c.iid}", label, c.iid, zone, None, "ride", (c.iid,), zone, vc))
        if len(options) == 1:
            return
        prompt = "Ride phase: ride a unit?"
        opt = yield from choose_one(g, me, prompt, options, rule="VG 6.5.1.2", forced=False, about="ride")
        if opt.key == "skip":
            return
        card = g.cards[int(opt.key.split(":")[1])]
        self.ride(g, me, card)

    def ride(self, g: Game, seat: int, card: Card) -> None:
        """VG 6.5.1.2 / VG 8.5.2.4.1: a normal ride from the hand."""
        ride_unit(g, seat, card, normal=True)

    def main_phase(self, g: Game) -> Flow:
        """VG 6.6.1.2: normal calls, activated abilities and moves within a
        column, any number of times, until the turn player passes."""
        me = g.active
        z = seat_zones(g)[me]
        hand = z.hand
        # The call options of a card never change while it stays in the hand
        # (its label is its name, which its owner sees), so they are built once.
        cache: dict[int, tuple[Option, ...]] = g.data.setdefault("vg_call_options", {})
        # (a swap exchanges the two circles of a column: it names them, not its units)
        swaps = [
            (
                Option(
                    f"move:{col}",
                    f"Swap the {'left' if col == 'L' else 'right'} column's rear-guards",
                    None,
                    f"p{me}.{front}",
                    None,
                    "move",
                    (),
                    f"p{me}.{front}",
                    f"p{me}.{back}",
                ),
                g.zone(me, front).cards,
                g.zone(me, back).cards,
            )
            for col, front, back in RC_COLUMNS
        ]
        end = Option("end", "End the main phase", verb="pass")
        while True:
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
                    label = g.label(c, me)
                    calls = cache[c.iid] = tuple(
                        Option(
                            f"call:{c.iid}:{name}",
                            f"Call {label} to the {circle_name(name)}",
                            c.iid,
                            hand.key,
                            None,
                            "call",
                            (c.iid,),
                            hand.key,
                            f"p{me}.{name}",
                        )
                        for name in REAR_GUARD_CIRCLES
                    )
                options.extend(calls)
            for swap, front_cards, back_cards in swaps:  # VG 6.6.1.2.3
                if front_cards or back_cards:
                    options.append(swap)
            options.extend(act_options(g, me))
            options.append(end)
            prompt = "Main phase: your action"
            opt = yield from choose_one(g, me, prompt, options, rule="VG 6.6.1.2", forced=False, about="main")
            key = opt.key
            if key == "end":  # VG 6.6.1.3
                return
            kind, _, rest = key.partition(":")
            if kind == "call":
                iid, _, circle = rest.partition(":")
                self.call(g, me, g.cards[int(iid)], circle)
            elif kind == "move":
                self.swap_column(g, me, rest)
            elif kind == "act":
                iid, _, idx = rest.partition(":")
                yield from play_act(g, me, g.cards[int(iid)], int(idx))

    def call(self, g: Game, seat: int, card: Card, circle: str) -> None:
        """VG 6.6.1.2.1 / VG 8.5.2.4.2: a normal call from the hand to a
        rear-guard circle."""
        call_unit(g, seat, card, circle, normal=True)

    def swap_column(self, g: Game, seat: int, col: str) -> None:
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
            g.log(
                f"Player {seat + 1} swaps the rear-guards of the {'left' if col == 'L' else 'right'} column",
                rule="VG 6.6.1.2.3",
            )

    # -- views -----------------------------------------------------------------------------

    def card_stats(self, g: Game, card: Card) -> dict[str, Any]:
        stats = super().card_stats(g, card)
        if card.zone.field and "power" in stats:
            stats["power"] = unit_power(g, card)
        return stats

    def view_extras(self, g: Game, viewer: int) -> dict[str, Any]:
        b = battle(g)
        return {
            "damage": [damage_count(g, s) for s in range(g.n_players)],
            "soul": [len(g.zone(s, SOUL).cards) for s in range(g.n_players)],
            "attacker": b.attacker.iid if b is not None and b.attacker is not None else None,
            "attacked": b.target.iid if b is not None and b.target is not None else None,
            # VG 7.3.1.4.2: every attacked unit when several are
            "attacked_units": [t.iid for t in b.targets] if b is not None else [],
            "booster": b.booster.iid if b is not None and b.booster is not None else None,
        }


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


def card_problem(card: CardDef) -> str | None:
    """VG 2.9.2: a trigger unit has a trigger icon, a normal unit none."""
    has_icon = card.get("trigger") is not None
    if has_icon != (card.type == TRIGGER_UNIT):
        what = "a trigger unit needs a trigger icon" if not has_icon else "a card with a trigger icon is a trigger unit"
        return f"{what} (VG 2.9.2)"
    return None


def situation(g: Game) -> tuple[Any, ...]:
    """Everything that makes a game situation, for loop detection (VG 11.1):
    where every card is, its face and orientation, the standing-by abilities
    and the continuous effects in force. Power, critical and shield bonuses
    are left out: no ability depends on them, so a loop that only makes a
    number grow still repeats for ever."""
    zones = tuple(tuple((c.iid, c.face_up, c.orientation) for c in z.cards) for z in g.zones.values())
    pending = tuple((q.controller, q.label, q.source) for q in g.pending)
    effects = tuple((e.stat, e.op, e.value, e.target) for e in g.effects if e.op != "add")
    return zones, pending, effects
