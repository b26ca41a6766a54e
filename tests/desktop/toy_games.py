"""Matches of the engine's toy ruleset, for window tests that must not depend
on how far the real games have come."""

from __future__ import annotations

from desktop.spectator import RulesetChoice
from engine.match import Match
from tests.engine.toy import Toy, toy_deck

TOY = RulesetChoice("toy", "Toy", 2)


def toy_match(ruleset_id: str, seed: int) -> Match:
    toy = Toy()
    return Match(toy, [toy.check_deck(toy_deck()) for _ in range(toy.players)], seed)
