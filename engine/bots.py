"""Players that answer decisions through the same API as people.

:data:`BOTS` names the bots a seat can be given (``playmat sim --bots``, the
start screen): ``random`` (:class:`RandomBot`), ``easy`` (:class:`EasyBot`:
the heuristic bot that slips now and then), ``heuristic``
(:class:`~engine.heuristic.HeuristicBot`) and ``search``
(:class:`~engine.search.SearchBot`: plays its answers out within a time
budget). :func:`make_bot` builds one for a seat of a match.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from engine.decisions import Answer, Decision, Kind
from engine.heuristic import HeuristicBot, ViewOf

if TYPE_CHECKING:
    from engine.match import Match

#: the bots a seat can be given, by name
BOTS = ("random", "easy", "heuristic", "search")

#: the share of real choices the easy bot answers at random
EASY_SLIPS = 0.35


class Bot(Protocol):
    """Anything that answers decisions."""

    def choose(self, decision: Decision) -> Answer: ...


class RandomBot:
    """Picks uniformly among the legal answers of each decision (the number of
    cards first, then which), with its own seeded RNG."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, decision: Decision) -> Answer:
        options = decision.options
        if decision.max == 1 and decision.min == 1 and decision.kind is not Kind.ORDER:
            return (options[self.rng.randrange(len(options))].key,)
        keys = [o.key for o in options]
        if decision.kind is Kind.ORDER:
            self.rng.shuffle(keys)
            return tuple(keys)
        n = self.rng.randint(decision.min, min(decision.max, len(keys)))
        return tuple(self.rng.sample(keys, n))


class EasyBot:
    """The heuristic bot for a beginner to beat: on :data:`EASY_SLIPS` of
    the decisions with a real choice it answers as the random bot does
    (attacks what it cannot beat, guards when it need not, keeps a card it
    should play). Seeded, so a game replays to the same answers."""

    def __init__(self, view_of: ViewOf, seed: int = 0, slips: float = EASY_SLIPS) -> None:
        self.plan = HeuristicBot(view_of)
        self.slip = RandomBot(seed)
        self.slips = slips
        self.rng = random.Random(seed ^ 0xEA5E)

    def choose(self, decision: Decision) -> Answer:
        d = decision
        real = d.kind is not Kind.ORDER and (len(d.options) > 1 or d.min < d.max)
        if real and self.rng.random() < self.slips:
            return self.slip.choose(d)
        return self.plan.choose(d)


def make_bot(
    name: str,
    view_of: ViewOf,
    seed: int,
    match_of: Callable[[], Match] | None = None,
    budget: float | None = None,
) -> Bot:
    """The bot called ``name`` (one of :data:`BOTS`) for one seat: a random
    bot with ``seed``, or a heuristic (or easy) bot that sees what
    ``view_of(seat)`` shows (``Match.view``), or a search bot that copies
    ``match_of()`` (the match now) and thinks ``budget`` CPU seconds per
    decision (default :data:`engine.search.DEFAULT_BUDGET`). ``ValueError``
    for an unknown name, or a search bot without a match."""
    if name == "random":
        return RandomBot(seed)
    if name == "heuristic":
        return HeuristicBot(view_of)
    if name == "easy":
        return EasyBot(view_of, seed)
    if name == "search":
        from engine.search import DEFAULT_BUDGET, SearchBot  # it plays with the bots above

        if match_of is None:
            raise ValueError("the search bot needs the match to copy")
        return SearchBot(match_of, seed, DEFAULT_BUDGET if budget is None else budget)
    raise ValueError(f"unknown bot {name!r}; known: {', '.join(BOTS)}")
