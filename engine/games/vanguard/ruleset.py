"""The Cardfight!! Vanguard ruleset: zones, set-up, rule actions, the
automatic abilities an event triggers and loops; the turn itself is in
:mod:`engine.games.vanguard.turn`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from engine.cards import CardDef, CardSchema
from engine.decisions import Kind
from engine.decks import DeckList
from engine.events import Happened
from engine.flow import Flow, choose_card, choose_cards
from engine.games.vanguard import turn as vg_turn
from engine.games.vanguard.abilities import check_situations, fire, in_play, install_continuous, situations_in_force
from engine.games.vanguard.circles import units
from engine.games.vanguard.deck import check_vanguard_deck
from engine.games.vanguard.keywords import leave_field
from engine.games.vanguard.schema import (
    BIND,
    CIRCLES,
    DAMAGE,
    DECK,
    DROP,
    GAME,
    GC,
    HAND,
    SCHEMA,
    SOUL,
    TRIGGER,
    VC,
    card_problem,
)
from engine.games.vanguard.state import (
    Battle,
    VanguardState,
    VanguardTurn,
    battle,
    game_state,
    seat_zones,
    turn_state,
)
from engine.games.vanguard.stats import damage_count, unit_power
from engine.messages import Message, msg
from engine.ruleset import Ruleset
from engine.state import HIDDEN, PRIVATE, PUBLIC, Card, Game, Zone
from engine.timing import Pending

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
        """VG 4: every zone of both players; the game's own state (no turn yet)."""
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
        g.data = VanguardState()
        g.turn_data = VanguardTurn()

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
        and is skipped. When moreover no situation trigger is where it works,
        only a change, a new card or the battle phase beginning or ending
        can make a look find something."""
        st = game_state(g)
        quiet_key = (g.changes, len(g.cards), g.phase == "battle")
        if st.quiet_at == quiet_key:
            return False
        moment = (g.changes, g.turn, g.active, g.phase, g.step, len(g.pending))
        if st.nothing_at == moment:
            return False
        check_situations(g)
        fast = st.rule_lists
        if fast is None:
            zs = seat_zones(g)
            fast = st.rule_lists = (
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
        # timing): no circle holds two units.
        if (
            deck0
            and deck1
            and len(dmg0) < LOSING_DAMAGE
            and len(dmg1) < LOSING_DAMAGE
            and (g.phase == "battle" or not (gc0 or gc1))
            and max(map(len, unit_lists)) <= 1
        ):
            st.nothing_at = (g.changes, g.turn, g.active, g.phase, g.step, len(g.pending))
            if g.changes == quiet_key[0] and not situations_in_force(g):
                st.quiet_at = quiet_key
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
                g.flag_loss(p.seat, Message("vg.outcome.six_damage"), "VG 9.2.2")
            elif not z.deck.cards:
                g.flag_loss(p.seat, Message("vg.outcome.no_deck"), "VG 9.2.3")
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
                self._ally_placed(g, g.cards[iid])
        elif what == "ride":
            if len(event.cards) > 1:
                # VG 8.6.4.1.4: the ridden unit's own "when ridden" text works from the soul
                fire(g, "ridden", g.cards[event.cards[1]], was="VC", rider=event.cards[0])
            fire(g, "placed", g.cards[event.cards[0]])
            self._ally_placed(g, g.cards[event.cards[0]])
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
            if what == "leave_field" and g.cards[event.cards[0]].zone.name == HAND:
                # "when this unit is returned to your hand from (RC)" (VG 8.6.4)
                fire(g, "to_hand", g.cards[event.cards[0]], was=str(facts["was"]))
            if what == "retire":  # "when this unit is put into the drop zone from (RC)" (VG 8.6.4)
                card = g.cards[event.cards[0]]
                fire(g, "to_drop", card, was=str(facts["was"]))
                if facts["was"] == "RC" and in_play(g, "ally_retired"):
                    # "when another of your <clan> rear-guards is put into the drop zone"
                    for u in units(g, card.master):
                        fire(g, "ally_retired", u, retired=card.iid)
                if facts["was"] == "RC" and in_play(g, "opponent_retired"):
                    # "when an opponent's rear-guard is put into the drop zone"
                    for u in units(g, g.opponent(card.master)):
                        fire(g, "opponent_retired", u)

    @staticmethod
    def _ally_placed(g: Game, card: Card) -> None:
        """ "When another of your <unit> is placed on (RC) / (VC)": the other
        units of the placed unit's master (VG 10.1.4)."""
        if not in_play(g, "ally_placed"):
            return
        for u in units(g, card.master):
            if u is not card:
                fire(g, "ally_placed", u, placed=card.iid)

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
        ts = turn_state(g)
        if not g.pending:  # the check timing is over: no loop
            ts.loop = None
            return
        loop = ts.loop
        if loop is None:
            loop = ts.loop = {}
        if stoppable:
            loop.clear()
        sig = situation(g)
        if sig in loop:
            g.log(Message("vg.log.loop"), rule="VG 11.1.1.1")
            g.end_game((), Message("vg.outcome.loop"))
        loop[sig] = True

    # -- the game --------------------------------------------------------------------------

    def play(self, g: Game) -> Flow:
        yield from self.set_up(g)
        yield from self.turns(g)

    def turns(self, g: Game, point: str = "turn") -> Flow:
        """VG 6.2: the turns, from the beginning of one or from a choice of
        the main phase (resumed there from the state alone)."""
        while True:
            if point == "main":
                yield from vg_turn.from_main(g)
                point = "turn"
            else:
                g.between_turns()
                yield from vg_turn.turn(g)
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
            first = yield from choose_card(g, seat, msg("vg.first_vanguard"), grade0, rule="VG 5.2.2", about="setup")
            g.move(first, g.zone(seat, VC), face_up=False, why="first vanguard, face down", rule="VG 5.2.2")
            g.reveal(first, (seat,))
        for seat in range(g.n_players):
            g.shuffle(g.zone(seat, DECK))  # VG 5.2.3
        g.active = g.first_player = g.rng.randrange(g.n_players)  # VG 5.2.4
        g.log(msg("vg.log.goes_first", n=g.first_player + 1), rule="VG 5.2.4")
        for seat in range(g.n_players):
            g.draw(seat, OPENING_HAND, why="opening hand", rule="VG 5.2.5")
        for seat in g.turn_order():  # VG 5.2.5: from the player going first
            yield from self.redraw(g, seat)
        for seat in range(g.n_players):  # VG 6.1.1: stand up
            vc = g.zone(seat, VC).top
            if vc is not None:
                g.flip(vc, True)
        g.log(Message("vg.log.stand_up"), rule="VG 6.1.1")

    def redraw(self, g: Game, seat: int) -> Flow:
        """VG 5.2.5: return any number of cards, shuffle, draw as many."""
        hand = g.zone(seat, HAND)
        back = yield from choose_cards(
            g,
            seat,
            msg("vg.redraw"),
            list(hand.cards),
            0,
            len(hand.cards),
            rule="VG 5.2.5",
            about="mulligan",
        )
        if not back:
            g.log(msg("vg.log.keeps_hand", n=seat + 1), rule="VG 5.2.5")
            return
        deck = g.zone(seat, DECK)
        for c in back:
            g.move(c, deck, why="redraw", rule="VG 5.2.5")
        g.shuffle(deck)
        g.draw(seat, len(back), why="redraw", rule="VG 5.2.5")
        g.log(msg("vg.log.redraws", n=seat + 1, k=len(back)), rule="VG 5.2.5")

    # The turn (VG 6.2), its ride and main phases and the column swap, as
    # the tests and tools drive them: :mod:`engine.games.vanguard.turn`.

    def turn(self, g: Game) -> Flow:
        """VG 6.2: stand, draw, ride, main, battle and end phases."""
        return vg_turn.turn(g)

    def ride_phase(self, g: Game) -> Flow:
        """VG 6.5.1.2: one normal ride."""
        return vg_turn.ride_phase(g)

    def main_phase(self, g: Game) -> Flow:
        """VG 6.6.1.2: calls, activated abilities and column swaps until the turn player passes."""
        return vg_turn.main_phase(g)

    def swap_column(self, g: Game, seat: int, col: str) -> None:
        """VG 6.6.1.2.3: exchange the rear-guards of one column."""
        vg_turn.swap_column(g, seat, col)

    # -- views -----------------------------------------------------------------------------

    def card_stats(self, g: Game, card: Card) -> dict[str, Any]:
        stats = super().card_stats(g, card)
        if card.zone.field and "power" in stats:
            stats["power"] = unit_power(g, card)
        return stats

    def forget_card_caches(self, g: Game, cards: Sequence[Card]) -> None:
        """Forget what was read from the printed identity of ``cards``: their
        normal-call options, the cards with a situation trigger or an
        activated ability; and put their continuous abilities in force anew
        (VG 8.5.1: those of the identity each card has now)."""
        st = game_state(g)
        st.situations = None
        st.act_cards = None
        for c in cards:
            st.call_options.pop(c.iid, None)
            for ce in st.cont.pop(c.iid, ()):
                if ce.effect is not None:
                    g.end_effect(ce.effect, journal=False)
                    st.dependent.discard(ce.effect.eid)
        install_continuous(g)

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
            "fight": _fight(g, b),
            # VG 7.2.1.3
            "limits": ["The first player may not attack on the first turn of the game (VG 7.2.1.3)"]
            if g.turn == 1
            else [],
        }


def _fight(g: Game, b: Battle | None) -> dict[str, Any] | None:
    """The battle under way for the screen (see :meth:`Ruleset.view_extras`):
    the attacker's power with its boost, against the first attacked unit's
    power and its guardians' shield (VG 7.4.1.1.2.2)."""
    if b is None or b.attacker is None or not b.targets:
        return None
    target = b.targets[0]
    base = int(g.stat(target, "power"))
    shield = unit_power(g, target) - base
    return {
        "attackers": [b.attacker.iid],
        "targets": [t.iid for t in b.targets],
        "defender": target.master,
        "attack": unit_power(g, b.attacker),
        "attack_plus": [],
        "defence": base,
        "defence_plus": [["shield", shield]] if shield else [],
    }


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
