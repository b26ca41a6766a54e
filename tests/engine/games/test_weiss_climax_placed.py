"""Weiss Schwarz: "when a climax is placed on your climax area"
(``climax_placed``, WS 8.6.2.4.3), as imported card text writes it: the
abilities of the characters on the stage of the climax's master trigger;
with ``params.whose = "opponent"``, those watching the opponent's climax
area; played in the climax phase, in a game state built with the demo
decks."""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.weiss import abilities, turn
from engine.games.weiss.stats import power
from engine.state import Card, Game
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fresh, run, script, take


def _watcher(**params: Any) -> dict[str, Any]:
    table: dict[str, Any] = {"kind": "auto", "when": "climax_placed", "zones": ["stage"], "effect": [{"power": 1500}]}
    if params:
        table["params"] = params
    return table


def _play_climax(g: Game, seat: int) -> Card:
    """The turn player ``seat`` plays a climax in the climax phase (a card of its color in the clock)."""
    climax = next(c for c in g.zone(seat, "deck").cards if c.card.type == "climax")
    climax = g.move(climax, g.zone(seat, "hand"))
    same = next(
        c
        for c in g.zone(seat, "deck").cards
        if c.card.type == "character" and c.card.stats["color"] == climax.card.stats["color"]
    )
    g.move(same, g.zone(seat, "clock"))
    g.active, g.phase = seat, "climax"
    run(turn.climax_phase(g), script(f"climax:{climax.iid}", default="yes")[0])
    assert g.zone(seat, "climax").cards[-1].iid == climax.iid
    return climax


@pytest.mark.parametrize(
    ("whose", "by", "triggers"),
    [
        (None, 0, True),  # your climax: yes
        (None, 1, False),  # your opponent's: no
        ("opponent", 1, True),
        ("opponent", 0, False),
    ],
)
def test_ws_8_6_2_4_3_a_climax_placed_triggers_the_characters_watching_its_area(
    whose: str | None, by: int, triggers: bool
) -> None:
    g = fresh()
    watcher = reprint(take(g, 0, "EWA-001", "cs_middle"), _watcher(**({"whose": whose} if whose else {})))
    other = take(g, 0, "EWA-003", "cs_left")  # without the ability: what the climax itself gives
    before = power(g, watcher) - power(g, other)
    _play_climax(g, by)
    assert power(g, watcher) - power(g, other) == before + (1500 if triggers else 0)


def test_a_character_placed_on_the_stage_is_not_a_climax_placed() -> None:
    """Only a climax placed on the climax area triggers it: a character placed on the stage does not."""
    g = fresh()
    watcher = reprint(take(g, 0, "EWA-001", "cs_middle"), _watcher())
    base = int(watcher.card.stats["power"])
    placed = take(g, 0, "EWA-002", "cs_left")
    g.happen("place", (placed,), player=0, text="placed", rule="WS 8.6.2.4.1")
    run(abilities.check_timing(g), script(default="yes")[0])
    assert power(g, watcher) == base


@pytest.mark.parametrize("same_name", [True, False])
def test_ws_8_6_2_4_3_a_climax_of_a_name_triggers_only_for_that_climax(same_name: bool) -> None:
    """ "When "X" is placed into your climax slot" (``params.name``): only a climax named X (WS 2.1.1.2)."""
    g = fresh()
    climax = next(c for c in g.zone(0, "deck").cards if c.card.type == "climax")
    name = climax.card.name if same_name else climax.card.name + " (another)"
    watcher = reprint(take(g, 0, "EWA-001", "cs_middle"), _watcher(name=name))
    other = take(g, 0, "EWA-003", "cs_left")
    before = power(g, watcher) - power(g, other)
    assert _play_climax(g, 0).card.name == climax.card.name
    assert power(g, watcher) - power(g, other) == before + (1500 if same_name else 0)


@pytest.mark.parametrize(("position", "triggers"), [("cs_middle", True), ("bs_left", False)])
def test_ws_3_6_3_this_card_in_the_front_row_is_read_as_the_ability_resolves(position: str, triggers: bool) -> None:
    """ "If this card is in the front row" (``this_in_front_row``): the center stage only."""
    g = fresh()
    table = _watcher()
    table["condition"] = [{"this_in_front_row": True}]
    watcher = reprint(take(g, 0, "EWA-001", position), table)
    other = take(g, 0, "EWA-003", "cs_left")
    before = power(g, watcher) - power(g, other)
    _play_climax(g, 0)
    gained = power(g, watcher) - power(g, other) - before
    # the climax gives the characters of the stage the same bonus: the difference is the ability's
    assert gained == (1500 if triggers else 0)
