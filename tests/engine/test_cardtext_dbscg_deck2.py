"""Dragon Ball Super Card Game lines of the deck, the hand and revealed cards
(:mod:`engine.cardtext.dbscg_deck2`), and "you may X. If you do not, Y": the
compiled tables, and the rules the new readings need, played on a real game.
Every text here is original (invented names) in the patterns of real card data."""

from __future__ import annotations

from typing import Any

import pytest

from engine.abilities import read_step
from engine.timing import Pending
from tests.engine.dbscg_text import one
from tests.engine.games.dbs import leader, new_game, run, take

ATTACKS = {"kind": "auto", "when": "attacks", "zones": ["battle"]}


def _pending(g: Any) -> Pending:
    source = leader(g, 0)
    return Pending(g.next_id(), 0, "test", source.iid, source.incarnation)


# -- the rules: "you may X; if you do not, Y" -------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "empty", "hand", "drop"), [("yes", False, 3, 0), ("no", False, 1, 1), ("yes", True, 1, 1)]
)
def test_may_else_runs_when_declined_or_nothing_was_done(answer: str, empty: bool, hand: int, drop: int) -> None:
    """DBS 1-3-2: an act that cannot be carried out is not carried out, so "you may draw 1 card. If you do
    not, discard 1 card" goes on to its other step when the master declines, and when the draw drew nothing."""
    _rs, g = new_game()
    take(g, 0, "DBR-002", "hand")
    take(g, 0, "DBR-003", "hand")
    if empty:
        g.zone(0, "deck").cards.clear()
    step = read_step("dbscg", {"may": {"do": [{"draw": 1}], "else": [{"discard": 1}]}})[1]
    asked = run(step.run(g, _pending(g)), answer, *((lambda d: d.options[0].key,) if hand == 1 else ()))
    assert asked[0].player == 0
    assert len(g.zone(0, "hand").cards) == hand
    assert len(g.zone(0, "drop").cards) == drop


def test_may_then_and_else_take_one_branch_each() -> None:
    _rs, g = new_game()
    step = read_step("dbscg", {"may": {"do": [{"mill": 1}], "then": [{"draw": 2}], "else": [{"draw": 1}]}})[1]
    run(step.run(g, _pending(g)), "yes")
    assert len(g.zone(0, "hand").cards) == 2 and len(g.zone(0, "drop").cards) == 1
    run(step.run(g, _pending(g)), "no")
    assert len(g.zone(0, "hand").cards) == 3 and len(g.zone(0, "drop").cards) == 1


# -- the compiled tables ----------------------------------------------------------------------------

CASES = [
    (
        "[Auto] When this card attacks, you may draw 1 card. If you did not draw a card with this skill, this card "
        "gains [Double Strike] for the duration of the turn.",
        {**ATTACKS, "effect": [{"may": {"do": [{"draw": 1}], "else": [{"grant": "double_strike"}]}}]},
    ),
    (
        "[Auto] When this card attacks, you may draw 1 card. If you don't, play up to 1 green 《Sky Pirate》 card with "
        "an energy cost of 2 from your Drop Area in Rest Mode.",
        {
            **ATTACKS,
            "effect": [
                {
                    "may": {
                        "do": [{"draw": 1}],
                        "else": [
                            {
                                "play": {
                                    "up_to": 1,
                                    "color": "green",
                                    "trait": "Sky Pirate",
                                    "cost": 2,
                                    "zone": "drop",
                                    "type": "battle",
                                    "rest": True,
                                }
                            }
                        ],
                    }
                }
            ],
            "params": {"mentions": ["play"]},
        },
    ),
]


@pytest.mark.parametrize(("text", "table"), CASES)
def test_line_compiles_to(text: str, table: dict[str, Any]) -> None:
    assert one(text) == table


@pytest.mark.parametrize(
    "text",
    [
        # "did not draw a card" said of something other than a draw
        "[Auto] When this card attacks, you may switch this card to Rest Mode. If you did not draw a card, draw 1 card.",
        # several cards: done in part when fewer can be
        "[Auto] When this card attacks, you may draw 2 cards. If you don't, this card gets +5000 power for the turn.",
    ],
)
def test_line_stays_manual(text: str) -> None:
    assert one(text) is None
