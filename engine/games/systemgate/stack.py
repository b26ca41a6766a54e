"""The stack, counter timings and check timing of System Gate (SG 3.5, SG 8.3, SG 8.4).

Standby skills live in ``g.pending`` (the core's waiting abilities); at check
timing the turn player adds one of theirs to the stack, the other side gets a
Counter Timing, then the whole stack resolves last in, first out. Cards being
played lie in their controller's ``stack`` zone while they are in the stack.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.decisions import Kind, Option
from engine.events import Answered, Happened, Note, PhaseBegan, TurnBegan
from engine.flow import LoopGuard, choose_cards, choose_number, choose_one, pending_option, yes_no
from engine.games.systemgate.core import (
    Attack,
    Flow,
    StackItem,
    has_keyword,
    leave_field,
    opponents,
    overload_drop,
    paused,
    pay_energy,
    pay_life,
    stat,
)
from engine.games.systemgate.core import (
    life as life_of,
)
from engine.state import REST, STAND, Card, Game
from engine.timing import Pending

if TYPE_CHECKING:
    from engine.games.systemgate.rules import SystemGate


def stack(g: Game) -> list[StackItem]:
    st: list[StackItem] = g.data["stack"]
    return st


def on_stack(g: Game, seat: int) -> bool:
    """SG 14.2.1: each player may have only one card or skill in the stack."""
    return any(item.controller == seat for item in g.data["stack"])


def current_attack(g: Game) -> Attack | None:
    atk: Attack | None = g.data.get("attack")
    return atk


# -- check timing ----------------------------------------------------------------------------


def timing_due(g: Game) -> bool:
    """Whether a check timing has anything to do (a cheap test that spares
    the flow a generator when nothing changed and no skill waits)."""
    return bool(g.pending) or changed_since(g, g.data["clean_at"])


def check_timing(g: Game) -> Flow:
    """SG 3.5 / SG 8.3: rule actions (SG 9) until none apply; then the turn
    player adds one standby skill to the stack (it must if only one waits,
    SG 8.3.4), the non-turn player gets a Counter Timing (SG 3.5.4), the stack
    resolves last in first out (SG 3.5.5), and all again from the top. When
    the turn player has none, the non-turn player adds one and the turn player
    gets the Counter Timing (SG 3.5.6 - SG 3.5.8)."""
    rs: SystemGate = g.ruleset  # type: ignore[assignment]
    data = g.data
    guard = LoopGuard(g)  # SG 12.1.2
    loops = LoopTracker()  # SG 12.1.3 / SG 12.1.4
    while True:
        # Every change of the state is journaled: when nothing but answers,
        # notes and phase starts was journaled since the last clean check, no
        # rule action can apply.
        if changed_since(g, data["clean_at"]):
            if rs.rule_actions_due(g):
                yield from rs.rule_action_flow(g)
            data["clean_at"] = len(g.journal)
        if not g.pending:
            return
        # Judge's decision: SG 8.3.7 says the turn player chooses the non-turn
        # player's skill, SG 3.5.6 and SG 1.3.8 say its controller does; the
        # controller chooses.
        chosen: Pending | None = None
        for seat in g.turn_order():
            mine = [p for p in g.pending if p.controller == seat]
            if not mine:
                continue
            if len(mine) == 1:
                chosen = mine[0]
            else:
                opts = [pending_option(g, p) for p in mine]
                opt = yield from choose_one(
                    g,
                    seat,
                    "Choose which of your triggered skills to add to the stack",
                    opts,
                    kind=Kind.ACTION,
                    rule="SG 1.3.8",
                    about="pending",
                )
                chosen = next(p for p in mine if f"a{p.pid}" == opt.key)
            break
        assert chosen is not None
        g.pending.remove(chosen)
        use = yield from loops.arrive(g, chosen)
        added = yield from add_skill(g, chosen, use)
        if added:
            # SG 3.5.4: the non-turn player answers the turn player's skill;
            # SG 3.5.7: the turn player answers the non-turn player's.
            yield from respond(g, chosen.controller, "SG 3.5.4" if chosen.controller == g.active else "SG 3.5.7")
            yield from resolve_stack(g)
        guard.tick()


_INERT = (Answered, Note, Happened, PhaseBegan, TurnBegan)


def changed_since(g: Game, mark: int) -> bool:
    """Whether the journal holds a state-changing event after index ``mark``."""
    journal = g.journal
    if mark < 0:
        return True
    for i in range(len(journal) - 1, mark - 1, -1):
        if not isinstance(journal[i], _INERT):
            return True
    return False


#: The largest number of times a player may declare for a loop (SG 12.1.3).
LOOP_MAX = 100


class LoopTracker:
    """SG 12.1: loops within one check timing. A loop is found when a skill
    of the same card (the same card, skill and controller) comes to be added
    to the stack again in the check timing that resolved it. A player who
    controls an optional skill ("you may", or a cost they may decline) of the
    repeated sequence can stop the loop. That player (the turn player when
    both can, SG 12.1.4) declares how many times the loop takes place in all,
    the time already done included (SG 12.1.3, a positive number, SG 1.3.7);
    the optional skills of the loop are then used without asking until it has
    taken place that many times, and the stopping player's are declined then.
    A loop nobody can stop is left to the draw of SG 12.1.2 (LoopGuard)."""

    __slots__ = ("history", "cycle", "anchor", "stopper", "times", "done", "stopping")

    def __init__(self) -> None:
        self.history: list[tuple[tuple[int, int, int, int], int, bool]] = []
        self.cycle: frozenset[tuple[int, int, int, int]] = frozenset()
        self.anchor: tuple[int, int, int, int] | None = None
        self.stopper = -1
        self.times = 0
        self.done = 0
        self.stopping = False

    @staticmethod
    def key(p: Pending) -> tuple[int, int, int, int] | None:
        if p.ability is None or p.source is None:
            return None
        return (p.source, p.source_inc, id(p.ability), p.controller)

    @staticmethod
    def optional(p: Pending) -> bool:
        ab = p.ability
        return ab is not None and (ab.optional or bool(ab.cost))

    def arrive(self, g: Game, p: Pending) -> Flow:
        """Called as ``p`` is about to be added to the stack. Returns None when
        its controller is asked as usual, True to use it, False to decline it."""
        key = self.key(p)
        if key is None:
            return None
        optional = self.optional(p)
        if self.anchor is None:
            seen = [i for i, (k, _, _) in enumerate(self.history) if k == key]
            if seen:
                cycle = self.history[seen[-1] :]
                stoppers = sorted({seat for _, seat, opt in cycle if opt})
                if stoppers:
                    self.anchor = key
                    self.cycle = frozenset(k for k, _, _ in cycle)
                    self.stopper = g.active if g.active in stoppers else stoppers[0]
                    self.done = 1
                    rule = "SG 12.1.4" if len(stoppers) > 1 else "SG 12.1.3"
                    g.log(
                        f"A loop: {p.label} comes round again; Player {self.stopper + 1} can stop it"
                        + (" (both players can: the turn player declares)" if len(stoppers) > 1 else ""),
                        rule=rule,
                    )
                    self.times = yield from choose_number(
                        g,
                        self.stopper,
                        f"A loop ({p.label}): how many times does it take place in all (once so far)?",
                        1,
                        LOOP_MAX,
                        rule=rule,
                        about="rule",
                    )
                    g.log(f"Player {self.stopper + 1} declares {self.times} time(s) for the loop", rule=rule)
            self.history.append((key, p.controller, optional))
            if self.anchor is None:
                return None
        elif key not in self.cycle:
            return None
        if key == self.anchor:
            if self.done >= self.times:
                self.stopping = True
            else:
                self.done += 1
        if not optional:
            return None
        if self.stopping and p.controller == self.stopper:
            g.log(f"{p.label}: the loop has taken place {self.times} time(s) and stops", rule="SG 12.1.3")
            return False
        return not self.stopping or None


def add_skill(g: Game, p: Pending, use: bool | None = None) -> Flow:
    """Add a triggered skill to the stack, paying its cost first (SG 8.1.2.2:
    an Auto skill whose cost is not paid does not trigger). An optional skill
    ("you may") is asked for; ``use`` answers both questions for a loop whose
    number of times was declared (SG 12.1.3)."""
    ab = p.ability
    if ab is not None and use is False:
        return False
    if ab is not None and ab.cost:
        rs: SystemGate = g.ruleset  # type: ignore[assignment]
        src = g.cards[p.source] if p.source is not None else None
        if not rs.can_pay(g, p.controller, ab.cost, src):
            g.log(f"{p.label}: the cost cannot be paid, the skill does not trigger", rule="SG 8.1.2.2")
            return False
        pay = use or (yield from yes_no(g, p.controller, f"{p.label}: pay the cost?", rule="SG 8.1.2.2", about="pay"))
        if not pay:
            g.log(f"{p.label}: cost not paid, the skill does not trigger", rule="SG 8.1.2.2")
            return False
        yield from rs.pay_cost(g, p.controller, ab.cost, src)
    elif ab is not None and ab.optional and not use:
        go = yield from yes_no(g, p.controller, f"{p.label}: use this skill?", rule="SG 8.1.2", about="activate")
        if not go:
            g.log(f"{p.label}: not used", rule="SG 8.1.2")
            return False
    stack(g).append(StackItem(p.controller, p.label, pending=p))
    g.log(f"Player {p.controller + 1} adds {p.label} to the stack", rule="SG 3.5.3")
    return True


def respond(g: Game, last: int, rule: str) -> Flow:
    """After ``last`` adds to the stack, each opposing player who may still add
    one (SG 14.2.1), is not paused (SG 15.4.3) and may use [Counter] gets a
    Counter Timing (SG 3.5.4.1, SG 8.4.3.5); an answer is answered in turn."""
    for seat in opponents(g, last):
        if on_stack(g, seat) or paused(g, seat):
            continue
        added = yield from counter_timing(g, seat, rule)
        if added:
            return  # the added card or skill gave its own answer timing


def counter_timing(g: Game, seat: int, rule: str) -> Flow:
    """SG 3.5.4.1: add one [Counter] to the stack, or pass. Returns True when
    something was added."""
    rs: SystemGate = g.ruleset  # type: ignore[assignment]
    atk = current_attack(g)
    if atk is not None and atk.berserk and g.players[seat].team != g.players[g.active].team:
        return False  # SG 2.4.10: no [Counter] against a Berserk Gate Master's attack
    options = rs.counter_options(g, seat)
    if not options:
        return False
    options.insert(0, Option("pass", "Pass", verb="pass"))
    opt = yield from choose_one(g, seat, "Counter Timing: use a [Counter] or pass", options, rule=rule, about="guard")
    if opt.key == "pass":
        return False
    yield from rs.do_action(g, seat, opt, counter=True)
    return True


def resolve_stack(g: Game) -> Flow:
    """SG 3.5.5: resolve everything in the stack, last in first out."""
    st = stack(g)
    while st:
        item = st.pop()
        yield from resolve_item(g, item)


def resolve_item(g: Game, item: StackItem) -> Flow:
    rs: SystemGate = g.ruleset  # type: ignore[assignment]
    if item.pending is not None:
        p = item.pending
        if item.fizzled:
            # SG 10.8.1: a fizzled skill ends; its costs stay paid.
            g.log(f"{p.label} is fizzled and does not resolve", rule="SG 10.8.1")
            return
        g.log(f"Resolve: {p.label}", rule="SG 3.5.5")
        if p.ability is not None and p.ability.condition and not rs.condition_met(g, p.controller, p.ability.condition):
            g.log(f"{p.label}: its condition is no longer met, nothing happens", rule="SG 1.3.2")
            return
        yield from rs.resolve_pending(g, p)
        return
    card = item.card
    assert card is not None
    me = item.controller
    ctype = card.card.type
    if item.fizzled:
        # SG 10.8.1: a fizzled play sends the card to the drop; costs stay paid.
        g.move(card, g.zone(card.owner, "drop"), why="fizzled", rule="SG 10.8.1")
        return
    if item.dest:
        dst = g.zone(me, item.dest)
        # SG 8.4.3.7 placed as Stand; SG 11.13 [Slow Start] as Rest.
        orient = REST if has_keyword(g, card, "slow_start") and ctype == "unit" else STAND
        old = list(dst.cards)
        if item.dest == "player" and old:
            for o in old:
                if has_keyword(g, o, "gear_swap"):
                    yield from leave_field(g, o, g.zone(o.owner, "hand"), "[Gear Swap]", "SG 11.12")
        # SG 10.5.5 / SG 9.5.1: placing a card on an occupied field zone
        # overloads it and its oldest card is dropped. The card being placed
        # is the newest, so the cards already there go first, before it
        # arrives (the zone never holds two cards).
        for o in list(dst.cards):
            overload_drop(g, o)
        g.move(
            card, dst, orientation=orient, why="summoned" if item.dest != "player" else "equipped", rule="SG 8.4.3.7"
        )
        # SG 4.8.4 the Gate Master skill, SG 10.5.6 "when summoned" and "when this card enters" (the triggers)
        verb = "equip" if item.dest == "player" else "summon"
        cause = "gate_master" if item.gate_master else ""
        text = f"Player {me + 1} {verb}s {card.name} to {item.dest}"
        g.happen(verb, (card,), player=me, cause=cause, text=text, rule="SG 8.4.3.7")
        return
    # A spell (SG 2.1.3): its effect, then the drop (or the Set zone, SG 4.6.6).
    g.log(f"Resolve: {card.name}", rule="SG 2.1.3")
    if item.gate_master:
        rs.gate_master_skill(g, me, card)
    for ab in card.card.abilities:
        if ab.kind == "auto" and ab.when == "cast":
            if ab.condition and not rs.condition_met(g, me, ab.condition):
                g.log(f"{card.name}: its condition is not met, nothing happens", rule="SG 1.3.2")
                continue
            p = Pending(
                pid=g.next_id(),
                controller=me,
                label=card.name,
                source=card.iid,
                source_inc=card.incarnation,
                ability=ab,
            )
            yield from rs.resolve_pending(g, p)
    if card.zone.name == "stack":
        if has_keyword(g, card, "set"):
            g.move(card, g.zone(me, "set"), why="[Set] spell", rule="SG 4.6.6")
        else:
            g.move(card, g.zone(card.owner, "drop"), why="resolved", rule="SG 2.1.3")


# -- playing cards --------------------------------------------------------------------------


def play_card(
    g: Game, seat: int, card: Card, dest: str, *, gate_master: Card | None = None, counter: bool = False
) -> Flow:
    """SG 8.4.3: choose the zone (done), pay the costs, the card is in the
    stack, the other side gets a Counter Timing, the stack resolves.
    A Gate Master play (SG 3.8.2.1 / SG 4.8.3) puts ``card`` from the hand
    into the Gate Master zone at rest and plays ``gate_master`` instead."""
    played = card
    if gate_master is not None:
        g.move(card, g.zone(seat, "gm"), orientation=REST, why="Gate Master play", rule="SG 4.8.3")
        played = gate_master
    cost = play_cost(g, played, dest)
    life_cost = stat(g, played, "life_cost")
    # SG 3.1.4.2: the cost is paid as the card enters the stack.
    g.move(played, g.zone(seat, "stack"), why="played", rule="SG 8.4.3.4")
    paid = (yield from pay_energy(g, seat, cost)) if life_of(g, seat) >= life_cost else False
    if not paid:
        # SG 3.1.4.2: the card leaves the stack and returns to its original
        # zone (for a Gate Master play, the hand card goes back to the hand).
        g.move(
            played, g.zone(seat, "gm" if gate_master is not None else "hand"), why="cost not paid", rule="SG 3.1.4.2"
        )
        if gate_master is not None:
            g.move(card, g.zone(seat, "hand"), why="cost not paid", rule="SG 3.1.4.2")
        g.log(f"{played.name}: the cost cannot be paid in full, the card returns", rule="SG 3.1.4.2")
        return False
    if life_cost:
        pay_life(g, seat, life_cost, f"cost of {played.name}")
    verb = "casts" if played.card.type == "spell" else "equips" if dest == "player" else "summons"
    gm = " from the Gate Master zone" if gate_master is not None else ""
    g.log(f"Player {seat + 1} {verb} {played.name}{gm} (Pay {cost})", rule="SG 8.4.3")
    stack(g).append(StackItem(seat, played.name, card=played, dest=dest, gate_master=gate_master is not None))
    yield from respond(g, seat, "SG 8.4.3.5")
    if not counter:
        # SG 8.4.3.6: resolve the stack (a [Counter] played in a counter timing
        # resolves with the rest of the stack it answers).
        yield from resolve_stack(g)
    return True


def play_cost(g: Game, card: Card, dest: str) -> int:
    """The Energy to pay for ``card``: its Summon / Cast / Equip Cost
    (SG 3.1.4.1); a [Pilot] unit equipped as an Item pays its Equip Cost
    (SG 11.10), which is its cost when none is printed."""
    if dest == "player" and card.card.type == "unit":
        return int(card.card.stats.get("equip_cost", card.card.stats.get("cost", 0)))
    return stat(g, card, "cost")


def use_skill(g: Game, seat: int, card: Card, ability_index: int, *, counter: bool = False) -> Flow:
    """SG 8.4.3: trigger a [Use] / [Counter] skill: the cards it requires are
    chosen (SG 8.4.3.2), its cost is paid (SG 8.4.3.3), it is in the stack
    (SG 8.4.3.4). Judge's decision: a [Counter] skill is triggered by the same
    steps (SG 8.4.2), so it chooses its cards when declared too."""
    from engine.games.systemgate.effects import declare_choices

    rs: SystemGate = g.ruleset  # type: ignore[assignment]
    ab = card.card.abilities[ability_index]
    p = Pending(
        pid=g.next_id(),
        controller=seat,
        label=f"{card.name}: {ab.text}",
        source=card.iid,
        source_inc=card.incarnation,
        ability=ab,
    )
    yield from declare_choices(g, p)  # SG 8.4.3.2
    yield from rs.pay_cost(g, seat, ab.cost, card)  # SG 8.4.3.3
    if ab.once_per_turn:
        g.turn_data[f"once:{card.iid}:{card.incarnation}:{id(ab)}"] = True
    stack(g).append(StackItem(seat, p.label, pending=p))
    g.log(f"Player {seat + 1} uses {card.name}: {ab.text}", rule="SG 8.4.3.8")
    yield from respond(g, seat, "SG 8.4.3.5")
    if not counter:
        yield from resolve_stack(g)


def use_keyword(
    g: Game, seat: int, card: Card, label: str, resolve: Callable[[Game, Pending], Flow], **ctx: Any
) -> Flow:
    """SG 8.4.3: a keyword [Use] skill ([Combine], [Union]) goes into the
    stack like a [Use] skill and the other side gets a Counter Timing."""
    p = Pending(
        pid=g.next_id(),
        controller=seat,
        label=label,
        source=card.iid,
        source_inc=card.incarnation,
        ctx=dict(ctx),
        resolve=resolve,
    )
    stack(g).append(StackItem(seat, label, pending=p))
    g.log(f"Player {seat + 1} uses {label}", rule="SG 8.4.3.8")
    yield from respond(g, seat, "SG 8.4.3.5")
    yield from resolve_stack(g)


def drop_to_limit(g: Game, seat: int) -> Flow:
    """SG 9.8.1: over 3 Limit on Left, Center and Right: the player chooses
    units to drop until the total is 3 or less."""
    from engine.games.systemgate.core import total_limit, units

    while total_limit(g, seat) > 3:
        us = units(g, seat)
        chosen = yield from choose_cards(
            g, seat, "Over the Limit of 3: choose a unit to drop", us, 1, 1, rule="SG 9.8.1", about="rule"
        )
        for c in chosen:
            g.log(f"{c.name} is dropped: the Limit on the field exceeds 3", rule="SG 9.8.1")
            yield from leave_field(g, c, g.zone(c.owner, "drop"), "over the Limit", "SG 9.8.1")
