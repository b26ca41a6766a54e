"""Positions a seat could be in: the cards it cannot see, dealt again.

A bot that plays a game forward to judge its answers must not start from
the cards it cannot see (the opponent's hand, the order of every deck, the
life and stock cards nobody has looked at, a face-down card on the field it
never saw). :func:`redeal` turns a copy of the game into one of the
positions the seat could be in: every card the seat cannot see is dealt
again at random from its owner's unseen cards, while everything the seat
may see stays as it is. :func:`determinized` makes such a copy of a match.

A deal has two steps, for each owner. The cards in the closed zones (hand,
deck, life, stock, markers) the seat cannot see change places: they are
taken in instance-id order and shuffled over those places, so which id lies
where says nothing. Then the printed identities (``Card.card``,
``Card.name``) of all the owner's unseen cards, these and the face-down
cards in public zones the seat never saw (:func:`hidden_faces`: a
face-down soul, a face-down card on the field), are taken in the order of
their card ids and dealt at random over them: a face-down public card shows
its instance id, so it keeps its id and place and changes faces. The
ruleset then forgets what it kept of the changed cards' identities (options
built once, continuous abilities put in force per card:
:meth:`engine.ruleset.Ruleset.forget_card_caches`).

What the seat sees of each place (face up or down, its orientation, who has
looked at it) stays with the place, so :func:`engine.view.view_for` gives
the seat the same view before and after. The deal depends only on what the
seat may see: two games that differ only in cards the seat cannot see
(their places or their faces) are dealt alike from the same RNG.
"""

from __future__ import annotations

import random

from engine.events import CardFlipped, CardMoved
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


def hidden_faces(g: Game, seat: int) -> dict[int, list[Card]]:
    """The face-down cards in public zones ``seat`` never saw, by owner, in
    the game's zone order: neither may it see them now nor did it see them
    since they came there (a card turned face down after it lay face up)."""
    faces: dict[int, list[Card]] = {}
    for zone in g.zones.values():
        if zone.visibility != PUBLIC:
            continue
        for card in zone.cards:
            if not g.can_see(card, seat):
                faces.setdefault(card.owner, []).append(card)
    seen = _seen_since_they_came(g, {c.iid for cards in faces.values() for c in cards}, seat)
    if seen:
        faces = {o: kept for o, cards in faces.items() if (kept := [c for c in cards if c.iid not in seen])}
    return faces


def _seen_since_they_came(g: Game, iids: set[int], seat: int) -> set[int]:
    """Of the cards ``iids``, those ``seat`` saw since they came to their
    zone: the journal's record of a move or a flip names the seats that saw
    which card it was. Read from the end back to each card's arrival."""
    waiting = set(iids)
    seen: set[int] = set()
    for e in reversed(g.journal):
        if not waiting:
            break
        if isinstance(e, (CardMoved, CardFlipped)) and e.card in waiting:
            if seat in e.seen_by:
                seen.add(e.card)
                waiting.discard(e.card)
            elif isinstance(e, CardMoved):
                waiting.discard(e.card)
    return seen


def redeal(g: Game, seat: int, rng: random.Random, pinned: frozenset[int] = frozenset()) -> int:
    """Deal the cards ``seat`` cannot see again at random from their
    owner's unseen cards, and give the game a new RNG from ``rng`` (the
    shuffles to come are unknown too). Returns how many cards were dealt.
    The cards ``pinned`` (instance ids the seat was told, e.g. a choice of
    its face-down Energy, SG 5.2.10) keep their places; their faces are
    dealt all the same."""
    dealt = 0
    unseen = unseen_places(g, seat)
    places = {owner: [(z, i) for z, i in spots if z.cards[i].iid not in pinned] for owner, spots in unseen.items()}
    faces = hidden_faces(g, seat)
    changed: list[Card] = []
    for owner in sorted(places.keys() | faces.keys()):
        spots = places.get(owner, [])
        looks = [_look(zone.cards[i]) for zone, i in spots]
        cards = sorted((zone.cards[i] for zone, i in spots), key=lambda c: c.iid)
        rng.shuffle(cards)
        for (zone, i), card, look in zip(spots, cards, looks, strict=True):
            zone.cards[i] = card
            card.zone = zone
            card.face_up, card.orientation, card.known_to = look
        kept = [z.cards[i] for z, i in unseen.get(owner, []) if z.cards[i].iid in pinned]
        holders = [zone.cards[i] for zone, i in spots] + kept + faces.get(owner, [])
        changed += _deal_faces(holders, rng)
        dealt += len(holders)
    if changed:
        g.ruleset.forget_card_caches(g, changed)
    g.rng = random.Random(rng.getrandbits(64))
    g.changes += 1  # a rule's "nothing to do" remembered against the old position no longer holds
    return dealt


def _deal_faces(holders: list[Card], rng: random.Random) -> list[Card]:
    """Deal the printed identities of ``holders`` (one owner's unseen cards,
    in the order of their places) at random among them, taken in the order
    of their card ids first (so that which card held which does not count).
    Returns the cards whose identity changed."""
    faces = sorted(((c.card, c.name) for c in holders), key=lambda face: (face[0].id, face[1]))
    rng.shuffle(faces)
    changed: list[Card] = []
    for card, (cd, name) in zip(holders, faces, strict=True):
        if card.card is not cd:
            card.card, card.name = cd, name
            changed.append(card)
    return changed


def _look(card: Card) -> tuple[bool, str, frozenset[int]]:
    """What stays with a place when its card is dealt again."""
    return card.face_up, card.orientation, card.known_to


def determinized(match: Match, seat: int, rng: random.Random) -> Match:
    """A copy of ``match`` in which the cards ``seat`` cannot see are dealt
    again (:func:`redeal`). The copy plays on like any match, but it is not
    the game its answers replay to: copy the original, never the copy. The
    cards the seat's pending decision names keep their places (its answer
    names them). The table's arrangement of later shuffles is dropped (it names cards by the
    places the true deal gave them)."""
    m = match.clone()
    m.arrangement = {}
    d = match.decision
    told = (
        frozenset(o.card for o in d.options if o.card is not None)
        if d is not None and d.player == seat
        else frozenset()
    )
    redeal(m.game, seat, rng, told)
    return m
