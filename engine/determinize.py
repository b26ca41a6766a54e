"""Positions a seat could be in: the cards it cannot see, dealt again.

A bot that plays a game forward to judge its answers must not start from
the cards it cannot see (the opponent's hand, the order of every deck, the
life and stock cards nobody has looked at). :func:`redeal` turns a copy of
the game into one of the positions the seat could be in: every card the
seat cannot see in a closed zone (hand, deck, life, stock, markers) is dealt
again at random among the places its owner's unseen cards hold, while
everything the seat may see stays as it is. :func:`determinized` makes
such a copy of a match.

Cards change places, not faces: a card keeps its instance id, its card and
every record the rules keep of it (continuous abilities in force from the
start, cached options), so a re-dealt copy is a game the rules could have
dealt. What the seat sees of each place (face up or down, its orientation,
who has looked at it) stays with the place, so :func:`engine.view.view_for`
gives the seat the same view before and after.

The deal depends only on what the seat may see: the unseen cards of an owner
are taken in instance-id order before they are shuffled, so two games that
differ only in cards the seat cannot see are dealt alike from the same RNG.
A face-down card in a public zone (a face-down soul) stays where it is: the
view shows its instance id, so the seat may follow it.
"""

from __future__ import annotations

import random

from engine.match import Match
from engine.state import PUBLIC, Card, Game, Zone

#: a place a card may be dealt to: a zone and a position in it
Place = tuple[Zone, int]


def unseen_places(g: Game, seat: int) -> dict[int, list[Place]]:
    """The places in closed zones holding a card ``seat`` may not see, by
    the owner of the card there, in the game's zone order."""
    places: dict[int, list[Place]] = {}
    for zone in g.zones.values():
        if zone.visibility == PUBLIC:
            continue
        for i, card in enumerate(zone.cards):
            if not g.can_see(card, seat):
                places.setdefault(card.owner, []).append((zone, i))
    return places


def redeal(g: Game, seat: int, rng: random.Random) -> int:
    """Deal the cards ``seat`` cannot see again at random among their
    owner's unseen places, and give the game a new RNG from ``rng`` (the
    shuffles to come are unknown too). Returns how many cards were dealt."""
    dealt = 0
    places = unseen_places(g, seat)
    for owner in sorted(places):
        spots = places[owner]
        looks = [_look(zone.cards[i]) for zone, i in spots]
        cards = sorted((zone.cards[i] for zone, i in spots), key=lambda c: c.iid)
        rng.shuffle(cards)
        for (zone, i), card, look in zip(spots, cards, looks, strict=True):
            zone.cards[i] = card
            card.zone = zone
            card.face_up, card.orientation, card.known_to = look
        dealt += len(cards)
    g.rng = random.Random(rng.getrandbits(64))
    g.changes += 1  # a rule's "nothing to do" remembered against the old position no longer holds
    return dealt


def _look(card: Card) -> tuple[bool, str, frozenset[int]]:
    """What stays with a place when its card is dealt again."""
    return card.face_up, card.orientation, card.known_to


def determinized(match: Match, seat: int, rng: random.Random) -> Match:
    """A copy of ``match`` in which the cards ``seat`` cannot see are dealt
    again (:func:`redeal`). The copy plays on like any match, but it is not
    the game its answers replay to: copy the original, never the copy. The
    table's arrangement of later shuffles is dropped (it names cards by the
    places the true deal gave them)."""
    m = match.clone()
    m.arrangement = {}
    redeal(m.game, seat, rng)
    return m
