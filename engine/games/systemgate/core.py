"""System Gate state helpers: zones, life and energy, damage, triggers.

Life and Energy belong to the player in the two-player game and to the team
in Tag Team (SG 15.5.1): :func:`life_seat` names the seat whose ``life``
counter holds the team's life, :func:`energy_cards` lists the team's pool.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field
from typing import Any

from engine.abilities import Ability
from engine.cards import CardDef
from engine.decisions import Decision, Option
from engine.events import CounterChanged
from engine.flow import choose_cards
from engine.state import Card, Game, Zone
from engine.timing import Pending

Flow = Generator[Decision, tuple[Option, ...], Any]

#: SG 4.6.1.5: the unit zones (Left, Center, Right) ...
UNIT_SLOTS = ("left", "center", "right")
#: ... plus the Player zone (Items) and the Set zone.
FIELD_ZONES = ("left", "center", "right", "player", "set")
#: SG 2.1.2: at most 3 Limit of units on Left, Right and Center.
MAX_LIMIT = 3
#: SG 2.4.8: "infinite power" as a number larger than any printed one.
INFINITE = 10**9


@dataclass(slots=True)
class StackItem:
    """A card or skill in the stack (SG 3.5, SG 8.4.3.4)."""

    controller: int
    label: str
    card: Card | None = None  #: the card being played, lying in its controller's stack zone
    dest: str = ""  #: the field zone chosen for a unit or item (SG 8.4.3.1)
    pending: Pending | None = None  #: a triggered or used skill
    gate_master: bool = False  #: played from the Gate Master zone (SG 3.8.2.1)
    fizzled: bool = False


@dataclass(slots=True)
class Attack:
    """The attack in progress (SG 6.2.6)."""

    attackers: list[Card]
    incs: list[int]
    target: Card | None  #: a unit or an Item; None when the player is attacked without an Item
    target_inc: int
    defender: int  #: the seat whose card or self is attacked
    fizzled: bool = False
    hit: bool = False
    berserk: bool = False
    extra: dict[str, Any] = field(default_factory=dict)


# -- per-card data precomputed once per printed card --------------------------------

_TRIGGERS: dict[CardDef, dict[str, tuple[Ability, ...]]] = {}
_KEYWORDS: dict[CardDef, frozenset[str]] = {}


def triggers_of(card: CardDef, when: str) -> tuple[Ability, ...]:
    table = _TRIGGERS.get(card)
    if table is None:
        t: dict[str, list[Ability]] = {}
        for ab in card.abilities:
            if ab.kind == "auto":
                t.setdefault(ab.when, []).append(ab)
        table = _TRIGGERS[card] = {k: tuple(v) for k, v in t.items()}
    return table.get(when, ())


def printed_keywords(card: CardDef) -> frozenset[str]:
    kw = _KEYWORDS.get(card)
    if kw is None:
        kw = _KEYWORDS[card] = frozenset(card.stats.get("keywords", ()))
    return kw


def has_keyword(g: Game, card: Card, word: str) -> bool:
    if not g.effects:
        return word in printed_keywords(card.card)
    return word in g.stat(card, "keywords", ())


def stat(g: Game, card: Card, name: str) -> int:
    value = g.stat(card, name, 0) if g.effects else card.card.stats.get(name, 0)
    return int(value)


# -- seats, teams ----------------------------------------------------------------------


class SeatZones:
    """One seat's zones and team, looked up once when the game is built
    (the hot path reads these instead of looking zones up by name)."""

    __slots__ = (
        "deck",
        "drop",
        "energies",
        "energy",
        "field",
        "gm",
        "hand",
        "life_seat",
        "slots",
        "team",
        "unit_zones",
    )

    def __init__(self, g: Game, seat: int) -> None:
        z = g.zone
        self.deck = z(seat, "deck")
        self.hand = z(seat, "hand")
        self.energy = z(seat, "energy")
        self.drop = z(seat, "drop")
        self.gm = z(seat, "gm")
        #: SG 9.5.1: the zones that hold one card
        self.slots = tuple(z(seat, n) for n in ("left", "center", "right", "player"))
        self.unit_zones = tuple(z(seat, n) for n in UNIT_SLOTS)
        self.field = tuple(z(seat, n) for n in FIELD_ZONES)
        team = g.players[seat].team
        self.team = [p.seat for p in g.players if p.team == team]
        self.life_seat = self.team[0]
        self.energies: tuple[Zone, ...] = ()


def seat_zones(g: Game) -> list[SeatZones]:
    sz: list[SeatZones] = g.data["sgz"]
    return sz


def index_zones(g: Game) -> None:
    """Build the per-seat zone index (after every zone exists)."""
    sz = [SeatZones(g, s) for s in range(g.n_players)]
    for s in sz:
        s.energies = tuple(sz[t].energy for t in s.team)
    g.data["sgz"] = sz
    n = g.n_players
    teams = [p.team for p in g.players]
    g.data["opp"] = [
        [[(a + i) % n for i in range(n) if teams[(a + i) % n] != teams[seat]] for seat in range(n)] for a in range(n)
    ]


def team_of(g: Game, seat: int) -> list[int]:
    return seat_zones(g)[seat].team


def life_seat(g: Game, seat: int) -> int:
    """The seat holding ``seat``'s life counter: the team's first seat
    (SG 15.3.1 shared life; the seat itself in the two-player game)."""
    return seat_zones(g)[seat].life_seat


def life(g: Game, seat: int) -> int:
    return g.players[seat_zones(g)[seat].life_seat].counters.get("life", 0)


def opponents(g: Game, seat: int) -> list[int]:
    """Opposing seats in turn order from the turn player (a table built once
    per game: the hot path asks this at every Counter Timing)."""
    table: list[list[list[int]]] = g.data["opp"]
    return table[g.active][seat]


def paused(g: Game, seat: int) -> bool:
    """SG 15.4.3 / SG 15.4.4: the turn player's team mate is paused."""
    return seat != g.active and g.players[seat].team == g.players[g.active].team


# -- life, damage, destruction -----------------------------------------------------------


def damage_player(g: Game, seat: int, amount: int, why: str, rule: str, *, by_enemy_skill: bool = False) -> None:
    """SG 9.6.2: a player who receives damage loses that much Life. A Guard
    Token shield (SG 2.4.12) reduces damage from an enemy skill to 0."""
    if amount <= 0:
        return  # SG 1.3.4
    if by_enemy_skill:
        shields: set[int] = g.turn_data.setdefault("guard_skill", set())
        team = team_of(g, seat)
        holder = next((s for s in team if s in shields), None)
        if holder is not None:
            shields.discard(holder)
            g.log(f"Guard Token: the {amount} damage to Player {seat + 1} ({why}) is reduced to 0", rule="SG 2.4.12")
            return
    holder = life_seat(g, seat)
    value = g.add_counter(holder, "life", -amount)
    g.log(f"Player {seat + 1} takes {amount} damage ({why}) — Life {value}", rule=rule)


def pay_life(g: Game, seat: int, amount: int, why: str) -> None:
    """A Life cost (SG 12.2.1): paid in full by the controller; paying the
    last Life loses the game at the next check timing (SG 9.4.2)."""
    if amount <= 0:
        return
    value = g.add_counter(life_seat(g, seat), "life", -amount)
    g.log(f"Player {seat + 1} pays {amount} Life ({why}) — Life {value}", rule="SG 12.2.1")


def gain_life(g: Game, seat: int, amount: int, why: str, rule: str) -> None:
    if amount <= 0:
        return
    value = g.add_counter(life_seat(g, seat), "life", amount)
    g.log(f"Player {seat + 1} gains {amount} Life ({why}) — Life {value}", rule=rule)


def set_damage(g: Game, card: Card, value: int) -> None:
    """Marked damage on a field card (journaled as a counter of its controller)."""
    old = card.counters.get("damage", 0)
    if value == old:
        return
    if value:
        card.counters["damage"] = value
    else:
        card.counters.pop("damage", None)
    g.emit(CounterChanged(card.master, f"damage on {card.name} (#{card.iid})", value, value - old))


def damage_unit(g: Game, card: Card, amount: int, why: str, rule: str) -> None:
    """SG 4.6.1.3: mark damage on a field card; destruction is checked by
    the rule actions (SG 9.6.1) right after."""
    if amount <= 0:
        return
    total = card.counters.get("damage", 0) + amount
    set_damage(g, card, total)
    g.data["damaged"].append(card)
    g.log(
        f"{card.name} receives {amount} damage ({why}) — {total} against Defense {stat(g, card, 'defense')}", rule=rule
    )


def lethal(g: Game, card: Card) -> bool:
    dmg = card.counters.get("damage", 0)
    return dmg > 0 and dmg >= stat(g, card, "defense")


def reduce_defense(g: Game, card: Card, amount: int, text: str) -> None:
    """SG 2.7.2: when Defense is reduced, remove that much damage too."""
    g.add_effect("defense", "add", -amount, target=card, text=text)
    dmg = card.counters.get("damage", 0)
    if dmg:
        set_damage(g, card, max(dmg - amount, 0))


def soul_zone(g: Game, card: Card) -> Zone | None:
    z = card.zone
    if not z.field or z.name == "set":
        return None
    return g.zone(z.owner, "soul_" + z.name)


#: how a card left the field, in words, by the ``kind`` of :func:`leave_field`
LEFT = {"destroy": "{} is destroyed", "return": "{} returns to its owner's hand"}


def leave_field(g: Game, card: Card, dst: Zone, why: str, rule: str, *, kind: str = "") -> Flow:
    """Move a field card away; SG 11.5 Soulguard may keep it; SG 4.9.3 its soul
    is dropped. Returns True when the card left. ``kind`` is ``"destroy"`` or
    ``"return"`` (to the hand) for the Guard Token shield of SG 2.4.12.

    Only a card that left is journaled as leaving (``kind``, or
    ``leave_field``), and its skills waiting for that trigger from it: a
    card the Guard Token kept (SG 1.3.5) or that dropped a soul card
    instead (SG 11.5) did not leave."""
    if kind and card.card.type == "unit" and card.zone.name in UNIT_SLOTS:
        shields: set[int] = g.turn_data.setdefault("guard_stay", set())
        if card.master in shields:
            # Judge's decision: the shield is used on the first unit that would
            # be destroyed or returned after the token resolved, this turn.
            shields.discard(card.master)
            g.log(f"Guard Token: {card.name} remains on the field", rule="SG 2.4.12")
            return False
    soul = soul_zone(g, card)
    if soul is not None and soul.cards and has_keyword(g, card, "soulguard"):
        opts = [
            Option("keep", f"Drop a soul card instead ({card.name} stays)"),
            Option("leave", "Let it leave the field"),
        ]
        from engine.flow import choose_one

        prompt = f"[Soulguard] {card.name} would leave the field"
        opt = yield from choose_one(g, card.master, prompt, opts, rule="SG 11.5.1", about="replacement")
        if opt.key == "keep":
            chosen = yield from choose_cards(
                g, card.master, "Choose a soul card to drop", soul.cards, 1, 1, rule="SG 11.5.1", about="replacement"
            )
            for c in chosen:
                g.move(c, g.zone(c.owner, "drop"), why="Soulguard", rule="SG 11.5.1")
            g.log(f"{card.name} stays on the field: [Soulguard]", rule="SG 11.5.1")
            return False
    controller = card.master
    partner = union_partner(g, card)
    if soul is not None and (partner is None or partner.zone is not card.zone):
        for c in list(soul.cards):
            g.move(c, g.zone(c.owner, "drop"), why="its card left the field", rule="SG 4.9.3")
    g.move(card, dst, why=why, rule=rule)
    text = LEFT[kind].format(card.name) if kind else f"{card.name} leaves the field ({why})"
    g.happen(kind or "leave_field", (card,), player=controller, text=text, rule=rule, controller=controller)
    return True


def overload_drop(g: Game, card: Card) -> None:
    """SG 9.5.1: the oldest card of an overloaded field zone goes to the drop,
    its soul with it (SG 4.9.3). Judge's decision: [Soulguard] cannot keep it,
    as the zone may hold only one card (SG 4.6.1.1)."""
    g.log(f"{card.name} is dropped: overloaded field zone", rule="SG 9.5.1")
    soul = soul_zone(g, card)
    if soul is not None:
        for c in list(soul.cards):
            g.move(c, g.zone(c.owner, "drop"), why="its card left the field", rule="SG 4.9.3")
    g.move(card, g.zone(card.owner, "drop"), why="overloaded field zone", rule="SG 9.5.1")


def destroy(g: Game, card: Card, rule: str = "SG 10.4.1") -> Flow:
    """SG 10.4: a destroyed card goes to the drop and loses its damage.
    Triggers SG 11.9 Life Bond; its 'destroyed' skills trigger from the
    journaled destruction (:func:`leave_field`)."""
    controller = card.master
    gone = yield from leave_field(g, card, g.zone(card.owner, "drop"), "destroyed", rule, kind="destroy")
    set_damage(g, card, 0)  # SG 10.4.2
    if not gone:
        return False
    bond = int(card.card.stats.get("life_bond", 0)) if "life_bond" in printed_keywords(card.card) else 0
    if bond:
        damage_player(g, controller, bond, f"[Life Bond {bond}] of {card.name}", "SG 11.9")
    return True


# -- energy ----------------------------------------------------------------------------------


def energy_cards(g: Game, seat: int) -> list[Card]:
    """The Energy a seat may pay from: its own, or the team's shared pool (SG 15.5.1)."""
    return [c for z in seat_zones(g)[seat].energies for c in z.cards]


def energy_count(g: Game, seat: int) -> int:
    return sum(len(z.cards) for z in seat_zones(g)[seat].energies)


def pay_energy(g: Game, seat: int, amount: int) -> Flow:
    """SG 12.2.3 'Pay X': X Energy go to the drop of their owner (SG 15.5.1).
    Judge's decision (Energy is not described in section 4): Energy cards are
    face down and alike, so the top ones are paid; in Tag Team the payer
    chooses how many come from the team mate's pool."""
    if amount <= 0:
        return True
    if energy_count(g, seat) < amount:
        return False
    pools = [g.zone(s, "energy") for s in team_of(g, seat)]
    mine = g.zone(seat, "energy")
    others = [z for z in pools if z is not mine]
    from_mine = amount
    if others:
        other_n = sum(len(z.cards) for z in others)
        lo = max(0, amount - other_n)
        hi = min(amount, len(mine.cards))
        if lo < hi:
            from engine.flow import choose_number

            from_mine = yield from choose_number(
                g, seat, f"Pay {amount} Energy: how many from your own Energy?", lo, hi, rule="SG 15.5.1", about="pay"
            )
        else:
            from_mine = lo
    taken = 0
    for zone in [mine, *others]:
        want = from_mine if zone is mine else amount - from_mine - taken
        for _ in range(max(want, 0)):
            c = zone.cards[-1]
            g.move(c, g.zone(c.owner, "drop"), why="paid as Energy", rule="SG 12.2.3")
        if zone is not mine:
            taken += max(want, 0)
    g.log(f"Player {seat + 1} pays {amount} Energy", rule="SG 12.2.3")
    return True


def charge(g: Game, seat: int, n: int, rule: str) -> None:
    """Top ``n`` cards of the deck into Energy face down (SG 5.2.10, SG 2.4.4)."""
    deck = g.zone(seat, "deck")
    energy = g.zone(seat, "energy")
    for _ in range(max(n, 0)):
        if not deck.cards:
            break
        g.move(deck.cards[-1], energy, face_up=False, why="to Energy", rule=rule)


# -- triggers --------------------------------------------------------------------------------


def trigger(g: Game, when: str, card: Card, *, anywhere: bool = False, **ctx: Any) -> None:
    """Put ``card``'s automatic skills for ``when`` into standby. SG 4.6.1.6:
    only cards in field zones trigger, unless the skill says otherwise."""
    abilities = triggers_of(card.card, when)
    if not abilities:
        return
    if not anywhere and not card.zone.field:
        return
    controller = ctx.pop("controller", card.master)
    if paused(g, controller):
        return  # SG 15.4.3 / SG 15.4.4: a paused player's skills do not trigger
    for ab in abilities:
        if ab.condition and not g.ruleset.condition_met(g, controller, ab.condition):  # type: ignore[attr-defined]
            continue  # the trigger condition is not fulfilled (SG 3.1.2.3)
        if ab.once_per_turn:
            key = f"once:{card.iid}:{card.incarnation}:{id(ab)}"
            if key in g.turn_data:
                continue
            g.turn_data[key] = True
        if not card.face_up:
            g.reveal(card)  # SG 3.1.1 / SG 14.7.1: a card triggering a skill is shown to both players
        g.add_pending(controller, f"{card.name}: {ab.text or ab.when}", source=card, ability=ab, **ctx)


def field_cards(g: Game, seat: int) -> list[Card]:
    return [c for z in seat_zones(g)[seat].field for c in z.cards]


def units(g: Game, seat: int) -> list[Card]:
    return [c for z in seat_zones(g)[seat].unit_zones for c in z.cards]


def total_limit(g: Game, seat: int) -> int:
    """SG 2.1.2: the Limit on Left, Center and Right (Spells, Gates, Items: 0)."""
    total = 0
    for z in seat_zones(g)[seat].unit_zones:
        cards = z.cards
        if len(cards) == 2 and union_partner(g, cards[0]) is cards[1]:
            # SG 11.14: of two cards in Union the smaller Limit is not counted.
            a, b = cards[0].card.stats.get("limit", 0), cards[1].card.stats.get("limit", 0)
            total += max(a, b)
            continue
        for c in cards:
            total += c.card.stats.get("limit", 0)
    return total


# -- Union (SG 11.14) -------------------------------------------------------------------------------


def union_partner(g: Game, card: Card) -> Card | None:
    """The card ``card`` is in Union with, while both are still the same cards
    in the same field zone (SG 11.14)."""
    unions: dict[tuple[int, int], tuple[int, int]] = g.data["unions"]
    if not unions:
        return None
    other = unions.get((card.iid, card.incarnation))
    if other is None:
        return None
    partner = g.cards[other[0]]
    if partner.incarnation != other[1] or partner.zone is not card.zone:
        return None
    return partner


def make_union(g: Game, a: Card, b: Card) -> None:
    unions: dict[tuple[int, int], tuple[int, int]] = g.data["unions"]
    unions[(a.iid, a.incarnation)] = (b.iid, b.incarnation)
    unions[(b.iid, b.incarnation)] = (a.iid, a.incarnation)


def overloaded(g: Game, zone: Zone) -> bool:
    """SG 9.5.1: more than one card in a one-card field zone (two cards in
    Union may share a zone, SG 11.14)."""
    cards = zone.cards
    if len(cards) <= 1:
        return False
    return not (len(cards) == 2 and union_partner(g, cards[0]) is cards[1])


def gate_of(g: Game, seat: int) -> Card | None:
    return g.zone(seat, "gate").top
