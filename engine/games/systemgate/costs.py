"""Costs in System Gate (SG 3.1.4, SG 12.2): Energy, Life, hand cards, soul
cards and rested cards; in Tag Team a team pays from the team's Energy and
hand cards (SG 15.5)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.abilities import Step
from engine.flow import choose_cards, choose_number, choose_to_pay
from engine.games.systemgate.keywords import dive_shields
from engine.games.systemgate.note_params import Param
from engine.games.systemgate.state import (
    FIELD_ZONES,
    Flow,
    life,
    life_seat,
    opponents,
    seat_zones,
    soul_zone,
    team_of,
)
from engine.messages import msg
from engine.state import REST, STAND, Card, Game

# -- Energy and Life -------------------------------------------------------------------------


def energy_cards(g: Game, seat: int) -> list[Card]:
    """The Energy a seat may pay from: its own, or the team's shared pool (SG 15.5.1)."""
    return [c for z in seat_zones(g)[seat].energies for c in z.cards]


def energy_count(g: Game, seat: int) -> int:
    n = 0
    for z in seat_zones(g)[seat].energies:  # (a loop: asked for every option enumeration)
        n += len(z.cards)
    return n


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
            from_mine = yield from choose_number(
                g, seat, msg("sg.pay_own_energy", n=amount), lo, hi, rule="SG 15.5.1", about="pay"
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
    g.log(msg("sg.log.pays_energy", n=seat + 1, k=amount), rule="SG 12.2.3")
    return True


def charge(g: Game, seat: int, n: int, rule: str) -> None:
    """Top ``n`` cards of the deck into Energy face down (SG 5.2.10, SG 2.4.4)."""
    deck = g.zone(seat, "deck")
    energy = g.zone(seat, "energy")
    for _ in range(max(n, 0)):
        if not deck.cards:
            break
        g.move(deck.cards[-1], energy, face_up=False, why="to Energy", rule=rule)


def pay_life(g: Game, seat: int, amount: int, why: Param) -> None:
    """A Life cost (SG 12.2.1): paid in full by the controller; paying the
    last Life loses the game at the next check timing (SG 9.4.2)."""
    if amount <= 0:
        return
    value = g.add_counter(life_seat(g, seat), "life", -amount)
    g.log(msg("sg.log.pays_life", n=seat + 1, k=amount, why=why, life=value), rule="SG 12.2.1")


# -- hand cards ------------------------------------------------------------------------------


def hand_pool(g: Game, seat: int) -> list[Card]:
    """The hand cards that may be dropped for ``seat``: its own, and in Tag
    Team its team mate's too (SG 15.5.2)."""
    return [c for s in team_of(g, seat) for c in g.zone(s, "hand").cards]


def drop_from_hand(g: Game, seat: int, n: int, rule: str) -> Flow:
    """The player chooses and drops ``n`` hand cards (SG 2.4.7). SG 15.5.2:
    in Tag Team the team mate may first choose to drop some of them on the
    player's behalf."""
    chosen = yield from choose_hand_drops(g, seat, n, rule)
    drop_hand_cards(g, seat, chosen, rule)


def choose_hand_drops(g: Game, seat: int, n: int, rule: str) -> Flow:
    """Choose the ``n`` hand cards ``seat`` drops: the team mate first picks
    any number of them from their own hand (SG 15.5.2), the player the rest."""
    if n <= 0:
        return []  # SG 1.3.4
    left = n
    out: list[Card] = []
    for mate in team_of(g, seat):
        if mate == seat or left <= 0:
            continue
        theirs = g.zone(mate, "hand").cards
        if not theirs:
            continue
        chosen = yield from choose_cards(
            g,
            mate,
            f"You may drop up to {left} hand card(s) on behalf of Player {seat + 1}",
            theirs,
            0,
            left,
            rule="SG 15.5.2",
        )
        out += chosen
        left -= len(chosen)
    hand = g.zone(seat, "hand")
    chosen = yield from choose_cards(g, seat, f"Choose {left} hand card(s) to drop", hand.cards, left, left, rule=rule)
    return out + chosen


def drop_hand_cards(g: Game, seat: int, cards: Sequence[Card], rule: str) -> None:
    """Drop hand cards chosen for ``seat`` (a team mate's go on their behalf, SG 15.5.2)."""
    for c in cards:
        if c.owner != seat:
            g.move(c, g.zone(c.owner, "drop"), why=f"dropped on behalf of Player {seat + 1}", rule="SG 15.5.2")
        else:
            g.move(c, g.zone(seat, "drop"), why="dropped from the hand", rule=rule)


# -- costs that choose cards (SG 12.2.2) ---------------------------------------------------------

FIELD_NAMES = frozenset(FIELD_ZONES)


def matches(card: Card, spec: tuple[tuple[str, Any], ...] | str) -> bool:
    """Whether a card is one a cost or a search asks for: by name, or by the
    card conditions of a table (name, attribute, type, planet, max_cost)."""
    if isinstance(spec, str):
        return card.card.name == spec
    for key, want in spec:
        if key == "name" and card.card.name != want:
            return False
        if key == "attribute" and want not in card.card.stats.get("attributes", ()):
            return False
        if key == "type" and card.card.type != want:
            return False
        if key == "planet" and card.card.stats.get("planet") != want:
            return False
        if key == "max_cost" and int(card.card.stats.get("cost", 0)) > int(want):
            return False
    return True


def cost_value(value: Any) -> tuple[int, tuple[tuple[str, Any], ...]]:
    """A card-choosing cost word's value: a number of cards, or a table with
    ``n`` and what the cards must be (``zone``, ``side``, ``other`` and the
    card conditions of :func:`matches`)."""
    if isinstance(value, tuple):
        spec = tuple(value)
        return int(dict(spec).get("n", 1)), spec
    return int(value), ()


def cost_candidates(
    g: Game, seat: int, source: Card | None, spec: tuple[tuple[str, Any], ...], default_zones: Sequence[str]
) -> list[Card]:
    """The cards a cost may choose. SG 12.2.2: when the cost names no zone,
    the card must be in a zone owned by the skill's owner (the owner of the
    card with the skill, SG 3.3); of those, ``default_zones`` are the ones the
    cost word can act on (for a card on the field, SG 3.8.1). A cost that
    names a zone takes that zone of the players its ``side`` says: ``yours``
    (the controller, the default), ``enemy`` or ``any``; an enemy's standing
    [Dive] card on the Left or Right cannot be chosen (SG 11.15)."""
    want = dict(spec)
    zone = want.get("zone")
    if zone:
        side = want.get("side", "yours")
        if side == "enemy":
            seats = list(opponents(g, seat))
        elif side == "any":
            seats = list(range(g.n_players))
        else:
            seats = [seat]
        zones = [g.zone(s, str(zone)) for s in seats]
    else:
        owner = source.owner if source is not None else seat
        own = seat_zones(g)[owner]
        zones = [z for z in own.field if z.name in default_zones]
        zones += [g.zone(owner, n) for n in default_zones if n not in FIELD_NAMES]
    out = []
    for z in zones:
        for c in z.cards:
            if want.get("other") and c is source:
                continue
            if dive_shields(g, seat, c):
                continue
            if matches(c, spec):
                out.append(c)
    return out


def rest_candidates(g: Game, seat: int, source: Card | None, spec: Any) -> list[Card]:
    """The standing cards a "rest N cards" cost may rest: on the field of
    the skill's owner unless the cost names a zone (SG 12.2.2, SG 3.8.1)."""
    return [c for c in cost_candidates(g, seat, source, spec, FIELD_ZONES) if c.orientation == STAND]


# -- paying ----------------------------------------------------------------------------------


def can_pay(g: Game, seat: int, cost: Sequence[Step], source: Card | None) -> bool:
    """SG 3.1.4.2 / SG 8.1.2.2: whether every part of a cost can be paid in full."""
    for word, value in cost:
        if word == "pay" and energy_count(g, seat) < int(value):
            return False
        if word == "rest_self" and (source is None or source.orientation != STAND):
            return False
        if word == "discard" and len(hand_pool(g, seat)) < int(value):
            return False
        if word == "life" and life(g, seat) < int(value):
            return False
        if word == "drop_soul":
            soul = soul_zone(g, source) if source is not None else None
            if soul is None or len(soul.cards) < int(value):
                return False
        if word == "rest_card":
            n, spec = cost_value(value)
            if len(rest_candidates(g, seat, source, spec)) < n:
                return False
    return True


def pay_cost(g: Game, seat: int, cost: Sequence[Step], source: Card | None) -> Flow:
    """SG 12.2.1: costs are paid in full by the controller."""
    for word, value in cost:
        if word == "pay":
            yield from pay_energy(g, seat, int(value))
        elif word == "rest_self" and source is not None:
            g.set_orientation(source, REST)
        elif word == "discard":
            yield from drop_from_hand(g, seat, int(value), "SG 12.2.1")
        elif word == "life":
            pay_life(g, seat, int(value), msg("sg.log.why.cost"))
        elif word == "drop_soul" and source is not None:
            soul = soul_zone(g, source)
            if soul is not None:
                chosen = yield from choose_to_pay(
                    g, seat, f"Drop {value} soul card(s) as the cost", soul.cards, int(value), rule="SG 12.2.1"
                )
                for c in chosen:
                    g.move(c, g.zone(c.owner, "drop"), why="cost", rule="SG 12.2.1")
        elif word == "rest_card":
            n, spec = cost_value(value)
            cands = rest_candidates(g, seat, source, spec)
            chosen = yield from choose_to_pay(g, seat, f"Rest {n} card(s) as the cost", cands, n, rule="SG 12.2.2")
            for c in chosen:
                g.set_orientation(c, REST)
