"""Helpers for the Weiss Schwarz scenario tests: a built game with the demo
decks, cards pulled into place with the Game primitives, and a driver that
runs one flow answering its decisions from a script."""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable
from typing import Any

from engine import registry
from engine.cards import CardDef
from engine.decisions import Decision, Option
from engine.events import Happened, Note
from engine.games.weiss import WeissSchwarz
from engine.state import Card, Game

RS = registry.get("weiss")
assert isinstance(RS, WeissSchwarz)
DEMO = {d.name.split(" (")[0]: d for d in RS.demo_decks()}


def decks() -> list[dict[str, list[CardDef]]]:
    """The two demo decks, read from the ruleset's card pool as it is now: a
    test that imports cards reads the pool again (``reload_cards``), and a
    game built from a pool read before would hold cards the pool no longer has."""
    return [RS.check_deck(DEMO["Emberwatch Academy"]), RS.check_deck(DEMO["Tidecaller Archive"])]


Answerer = Callable[[Decision], Iterable[str]]


def fresh(seed: int = 0, active: int = 0, turn: int = 3) -> Game:
    """Zones built, decks in place (unshuffled), nothing played; ``active`` is
    the turn player of turn ``turn`` (not the first turn unless turn == 1)."""
    g = Game(RS, seed, (0, 1))
    RS.build(g, decks())
    g.active = active
    g.first_player = active if turn % 2 else 1 - active
    g.turn = turn
    return g


def take(g: Game, seat: int, card_id: str, zone: str, **kw: Any) -> Card:
    """Move a copy of ``card_id`` owned by ``seat`` (from wherever it is not
    already in ``zone``) into ``zone`` (top)."""
    dst = g.zone(seat, zone)
    for c in g.cards:
        if (
            c.owner == seat
            and c.card.id == card_id
            and c.zone is not dst
            and c.zone.name in ("deck", "waiting_room", "hand", "stock", "clock")
        ):
            return g.move(c, dst, **kw)
    raise LookupError(f"no spare {card_id} for seat {seat}")


def fill(g: Game, seat: int, zone: str, n: int, *, skip_climax: bool = True) -> list[Card]:
    """Move ``n`` cards from the bottom of the deck into ``zone``."""
    deck = g.zone(seat, "deck")
    out: list[Card] = []
    for c in list(deck.cards):
        if len(out) == n:
            break
        if skip_climax and c.card.type == "climax":
            continue
        out.append(g.move(c, g.zone(seat, zone)))
    assert len(out) == n
    return out


def stack_top(g: Game, seat: int, card_ids: list[str]) -> list[Card]:
    """Put cards on top of the deck so that ``card_ids[0]`` is the top card."""
    deck = g.zone(seat, "deck")
    placed = []
    for cid in reversed(card_ids):
        c = next(
            c
            for c in g.cards
            if c.owner == seat and c.card.id == cid and c.zone.name in ("deck", "waiting_room") and c not in placed
        )
        g.move(c, deck)
        placed.append(c)
    return list(reversed(placed))


def script(*keys: str, default: str | None = None) -> tuple[Answerer, list[Decision]]:
    """An answerer giving ``keys`` in order (then ``default``, else the first
    option), and the list of decisions it saw."""
    queue = list(keys)
    seen: list[Decision] = []

    def answer(d: Decision) -> Iterable[str]:
        seen.append(d)
        if queue:
            k = queue.pop(0)
            return tuple(k.split(",")) if k else ()
        if default is not None and any(o.key == default for o in d.options):
            return (default,)
        return tuple(o.key for o in d.options[: d.min])

    return answer, seen


def run(flow: Generator[Decision, tuple[Option, ...], Any], answer: Answerer | None = None) -> Any:
    """Run ``flow`` to its end, answering each decision with ``answer``."""
    if answer is None:
        answer, _ = script()
    try:
        d = next(flow)
        while True:
            keys = d.normalise(tuple(answer(d)))
            d = flow.send(d.chosen(keys))
    except StopIteration as stop:
        return stop.value


def notes(g: Game) -> list[str]:
    """The steps of the game in words: notes, and the events abilities wait for."""
    return [e.text for e in g.journal if isinstance(e, (Note, Happened))]


def rules_cited(g: Game) -> list[str]:
    return [e.rule_no for e in g.journal if isinstance(e, (Note, Happened))]
