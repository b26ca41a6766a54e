"""Players that answer decisions through the same API as people."""

from __future__ import annotations

import random

from engine.decisions import Answer, Decision, Kind


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
