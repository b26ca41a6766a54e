"""Weiss Schwarz: "for each marker under this card, this card gets +N power"
(``per_marker``, WS 3.7), as imported card text writes it: a character's
continuous bonus counted by the markers under it whenever its power is read,
in a game state built with the demo decks."""

from __future__ import annotations

import pytest

from engine.abilities import AbilityError, parse_ability
from engine.games.weiss.moves import put_marker
from engine.games.weiss.stats import power, soul
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fresh, take


def test_ws_3_7_the_bonus_follows_the_markers_under_this_card() -> None:
    """+500 power and +1 soul for each marker under this card: none without a
    marker, two for two markers (face up or face down), none for a marker
    under another character, and the bonus ends when the card leaves the stage."""
    g = fresh()
    table = {"kind": "cont", "zones": ["stage"], "effect": [{"per_marker": {"power": 500, "soul": 1}}]}
    bearer = reprint(take(g, 0, "EWA-001", "cs_middle"), table)
    other = take(g, 0, "EWA-003", "cs_left")
    base_power, base_soul = int(bearer.card.stats["power"]), int(bearer.card.stats["soul"])
    assert (power(g, bearer), soul(g, bearer)) == (base_power, base_soul)
    deck = g.zone(0, "deck")
    put_marker(g, deck.cards[-1], bearer, face_up=False, rule="WS 3.7.2")
    assert (power(g, bearer), soul(g, bearer)) == (base_power + 500, base_soul + 1)
    put_marker(g, deck.cards[-1], bearer, face_up=True, rule="WS 3.7.2")
    put_marker(g, deck.cards[-1], other, face_up=True, rule="WS 3.7.2")
    assert (power(g, bearer), soul(g, bearer)) == (base_power + 1000, base_soul + 2)
    moved = g.move(bearer, g.zone(0, "hand"))
    assert power(g, moved) == base_power


def test_per_marker_names_power_or_soul() -> None:
    with pytest.raises(AbilityError, match="per_marker"):
        parse_ability({"kind": "cont", "zones": ["stage"], "effect": [{"per_marker": {}}]}, "weiss")
