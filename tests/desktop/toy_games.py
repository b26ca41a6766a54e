"""Matches of the engine's toy ruleset, for window tests of decision kinds the
real games rarely ask (ordering, numbers), and of a game without a mat file."""

from __future__ import annotations

from desktop.session import GameSetup
from engine.decisions import Option
from engine.flow import Flow, choose_number, order, yes_no
from engine.match import Match
from engine.state import Game
from tests.engine.toy import Toy, toy_deck


class AskingToy(Toy):
    """The toy game, after asking player 1 to order three things, pick a
    number and say yes or no."""

    id = "asking-toy"

    def play(self, g: Game) -> Flow:
        steps = [Option(k, f"Resolve {k.upper()}") for k in ("a", "b", "c")]
        chosen = yield from order(g, 0, "Order the three effects", steps, rule="TOY 3")
        g.log(f"Order: {' '.join(o.key for o in chosen)}")
        n = yield from choose_number(g, 0, "How many counters?", 0, 3, rule="TOY 4")
        g.log(f"Number: {n}")
        yes = yield from yes_no(g, 0, "Draw a card?", rule="TOY 5")
        g.log(f"Yes: {yes}")
        yield from super().play(g)


def toy_match(setup: GameSetup) -> Match:
    toy = AskingToy()
    return Match(toy, [toy.check_deck(toy_deck()) for _ in range(toy.players)], setup.seed or 1)
