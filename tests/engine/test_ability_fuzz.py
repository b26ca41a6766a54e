"""Every ability value is checked when its card set loads: the demo card sets
with the values of their abilities changed at random (wrong types, numbers
out of range, unknown and missing keys, another word's value) are refused
with a LoadError naming the file and the line, or play to the end with the
changed cards in the decks; none fails in the middle of a game (see
tests/engine/ability_fuzz.py). The default run takes a few seconds;
``-m soak`` runs many more cases and games."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import paths, registry
from tests.engine.ability_fuzz import run

GAMES = ("vanguard", "weiss", "dbscg", "systemgate")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(
    ("n", "games"), [(12, 1), pytest.param(600, 3, marks=[pytest.mark.soak, pytest.mark.timeout(3600)])]
)
def test_changed_ability_values_are_refused_at_load_or_play_clean(
    game: str, n: int, games: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    outcome = run(
        registry.get(game), n, 7, games, tmp_path, lambda f: monkeypatch.setattr(paths, "cards_dir", lambda _g: f)
    )
    assert outcome.cases == n
    assert not outcome.crashed, str(outcome)
    assert outcome.refused and outcome.played, str(outcome)  # the cases both load and fail
