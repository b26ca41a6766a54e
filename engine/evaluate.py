"""How good a position is for a seat: the search bot's leaf evaluation.

A playout of :mod:`engine.search` stops a few turns ahead and asks
:func:`score` how good the position reached is for the deciding seat's
team, from 0 (lost) to 1 (won). Two things count:

- how near each side is to losing (:func:`danger`): six damage (VG 9.2.2),
  four levels (WS 9.4.1.1), no life cards (DBS 9-2-3), no Life (SG 9.4.2);
- what each side has to play with (:func:`material`): cards in hand, units
  on the field (more for a bigger, stronger one) and the resources that pay
  for cards (DBSCG Energy, Weiss stock, System Gate Energy), counted in
  "points" of the game's loss count (one damage, one clock card, one life
  card) with the weights of :data:`WORTH`. Without them a playout that
  guards with three cards to save one damage always looks better than one
  that keeps them, and the search spends its hand.

Every number is read from the position the playout reached: a copy whose
cards the seat could not see were dealt again at random, so it reads zone
sizes (which every seat sees) and the printed power and size of the cards
on the field the seat may see, never the identity of a card it cannot see.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.heuristic import facts_for
from engine.state import Game

#: the most a position short of the end scores (a win is always better)
CEILING = 0.99


@dataclass(frozen=True, slots=True)
class Worth:
    """What a side's material is worth in one game, in points of its loss
    count: ``point`` is the score of one point (half the score range over
    the count that loses); a card in hand is worth ``hand`` points, a unit
    on the field ``unit`` plus ``per_value`` for each point of its value
    (power in thousands plus twice its size, as the heuristic bot counts),
    a card in ``resource`` (Energy, stock) ``per_resource``."""

    point: float
    hand: float
    unit: float
    per_value: float
    resource: str = ""
    per_resource: float = 0.0


#: material weights per game (see :class:`Worth`)
WORTH: dict[str, Worth] = {
    "vanguard": Worth(point=0.5 / 6, hand=0.35, unit=0.3, per_value=0.02),
    "weiss": Worth(point=0.5 / 28, hand=0.8, unit=1.0, per_value=0.06, resource="stock", per_resource=0.3),
    "dbscg": Worth(point=0.5 / 8, hand=0.35, unit=0.3, per_value=0.02, resource="energy", per_resource=0.25),
    "systemgate": Worth(point=0.5 / 20, hand=0.8, unit=0.8, per_value=0.05, resource="energy", per_resource=0.3),
}

#: how much material counts against danger (0: danger alone, the old score)
MATERIAL = 1.0


def score(g: Game, seat: int) -> float:
    """How good the position is for ``seat``'s team, from 0 to 1: the
    outcome of a finished game (a draw is 0.5), else 0.5 plus half of how
    much nearer to losing the other team is (:func:`danger`, the nearest
    seat of each team) plus how much more material the team has
    (:func:`material`), kept within (1 - :data:`CEILING`, :data:`CEILING`)."""
    team = g.players[seat].team
    if g.over:
        if not g.winners:
            return 0.5
        return 1.0 if any(g.players[w].team == team for w in g.winners) else 0.0
    ours = max(danger(g, p.seat) for p in g.players if p.team == team)
    theirs = max(danger(g, p.seat) for p in g.players if p.team != team)
    value = 0.5 + 0.5 * (theirs - ours)
    if MATERIAL:
        mine = sum(material(g, p.seat, seat) for p in g.players if p.team == team)
        others = sum(material(g, p.seat, seat) for p in g.players if p.team != team)
        value += MATERIAL * (mine - others)
    return min(CEILING, max(1 - CEILING, value))


def danger(g: Game, seat: int) -> float:
    """How near ``seat`` is to losing, from 0 to 1, read from what every
    seat sees (the ruleset's view extras and zone sizes): six damage
    (VG 9.2.2), four levels (WS 9.4.1.1), no life cards (DBS 9-2-3), no
    Life (SG 9.4.2)."""
    game = g.ruleset.id.split("-")[0]
    extras = g.ruleset.view_extras(g, seat)
    if game == "vanguard":
        return _share(extras.get("damage"), seat) / 6
    if game == "weiss":
        clock = len(g.zones[f"p{seat}.clock"].cards)
        return (7 * _share(extras.get("level"), seat) + clock) / 28
    if game == "dbscg":
        return 1 - _share(extras.get("life"), seat) / 8
    if game == "systemgate":
        return 1 - _share(extras.get("life"), seat) / 20
    return 0.0


def material(g: Game, seat: int, viewer: int) -> float:
    """What ``seat`` has to play with, in score (see :data:`WORTH`): its
    hand's size, its units on the field by their printed power and size
    (a face-down one ``viewer`` may not see by its place alone), its
    resource pile's size."""
    game = g.ruleset.id.split("-")[0]
    worth = WORTH.get(game)
    if worth is None:
        return 0.0
    facts = facts_for(g.ruleset.id)
    points = worth.hand * len(g.zones[f"p{seat}.hand"].cards)
    for name in sorted(facts.field):  # (a set of words: its order would change with the process's hash seed)
        zone = g.zones.get(f"p{seat}.{name}")
        for card in zone.cards if zone is not None else ():
            points += worth.unit
            if g.can_see(card, viewer):
                stats = card.card.stats
                points += worth.per_value * (_number(stats.get("power")) / 1000 + 2 * _number(stats.get(facts.rank)))
    if worth.resource:
        pile = g.zones.get(f"p{seat}.{worth.resource}")
        points += worth.per_resource * (len(pile.cards) if pile is not None else 0)
    return worth.point * points


def _number(value: object) -> float:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else 0.0


def _share(raw: object, seat: int) -> float:
    """A seat's number in a view extra: a list by seat or a table by seat."""
    if isinstance(raw, (list, tuple)) and 0 <= seat < len(raw):
        value = raw[seat]
    elif isinstance(raw, dict):
        value = raw.get(seat, 0)
    else:
        return 0.0
    return float(value) if isinstance(value, (int, float)) else 0.0
