"""Mutational fuzz of the engine's file loaders: deck lists, card sets, mat
layouts and saved games, changed thousands of ways (see tests/fuzzing.py),
either load or are refused with a LoadError naming the file; never a
traceback, never a hang. The default run takes a few seconds a loader;
``-m soak`` runs many more cases."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from engine import paths, registry
from engine.bots import RandomBot
from engine.decks import load_deck_file
from engine.errors import LoadError
from engine.match import Match
from engine.ruleset import Ruleset
from hardware.layouts import load_layout
from tests.fuzzing import DECK_LINES, fuzz, json_cases, sizes, text_cases, toml_cases

GAMES = ("vanguard", "weiss", "dbscg", "systemgate")


@sizes(500, 10000)
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.timeout(300)
def test_deck_lists_changed_at_random_load_or_are_refused(game: str, n: int, tmp_path: Path) -> None:
    rs = registry.get(game)
    texts = [p.read_text(encoding="utf-8") for p in rs.demo_deck_paths()]
    cases = text_cases(texts, n, 100, DECK_LINES)
    fuzz(cases, lambda p: rs.check_deck(load_deck_file(p)), tmp_path, ".txt", (LoadError,)).assert_only_load_errors()


@sizes(500, 3000)
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.timeout(300)
def test_card_sets_changed_at_random_load_or_are_refused(
    game: str, n: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Through the game's own pool, so its checks of the loaded cards are run too."""
    rs = registry.get(game)
    texts = [p.read_text(encoding="utf-8") for p in sorted(paths.cards_dir(game).glob("*.toml"))]
    monkeypatch.setattr(paths, "cards_dir", lambda _game: tmp_path)

    def load(_path: Path) -> object:
        fresh: Ruleset = type(rs)()
        return fresh.pool

    fuzz(toml_cases(texts, n, 200), load, tmp_path, ".toml", (LoadError,)).assert_only_load_errors()


@sizes(3000, 20000)
@pytest.mark.timeout(300)
def test_mat_layouts_changed_at_random_load_or_are_refused(n: int, tmp_path: Path) -> None:
    texts = [p.read_text(encoding="utf-8") for p in sorted((paths.assets_dir() / "mats").glob("*.toml"))]
    fuzz(toml_cases(texts, n, 300), load_layout, tmp_path, ".toml", (LoadError,)).assert_only_load_errors()


def bot_saves() -> list[Any]:
    """A finished game and the first 40 answers of another, per ruleset, as
    saved; each also with a shuffle laid out (as a table's)."""
    docs = []
    for rid in registry.ids():
        for seed, most in ((1, 100_000), (2, 40)):
            m = Match.new(rid, seed=seed)
            bot = RandomBot(seed)
            while m.decision is not None and len(m.answers) < most:
                m.apply(bot.choose(m.decision))
            docs.append(json.loads(json.dumps(m.to_dict())))
    rng = random.Random(7)
    for d in list(docs):
        docs.append({**d, "arrangement": {str(rng.randrange(1, 4)): [[rng.randrange(100), rng.randrange(100)]]}})
    return docs


def changes_by_hand() -> list[Any]:
    """Answers of the right shape a save may hold besides the bots' keys:
    changes made by hand, concessions, layouts of shuffles."""
    rng = random.Random(8)
    out: list[Any] = []
    for rid in registry.ids():
        g = Match.new(rid, seed=1).game
        zones = list(g.zones)
        for _ in range(20):
            iid, seat = rng.randrange(len(g.cards) + 2), rng.randrange(g.n_players + 1)
            move = {"move": iid, "to": rng.choice(zones), "bottom": rng.random() < 0.5, "face_up": rng.random() < 0.5}
            out += [
                {"manual": move, "seat": seat},
                {"manual": {"orient": iid, "orientation": rng.choice(["stand", "rest", "reverse"])}, "seat": seat},
                {"manual": {"flip": iid, "face_up": rng.random() < 0.5}, "seat": seat},
                {"manual": {"counter": "marker", "player": seat, "delta": rng.choice([1, -5, 1001])}, "seat": seat},
                {"concede": seat},
                {str(rng.randrange(1, 6)): [[rng.randrange(len(g.cards)), rng.randrange(len(g.cards))]]},
            ]
    return out


@pytest.fixture(scope="module")
def saves() -> tuple[list[Any], list[Any]]:
    return bot_saves(), changes_by_hand()


@sizes(2000, 10000)
@pytest.mark.timeout(600)
def test_saved_games_changed_at_random_load_or_are_refused(
    n: int, saves: tuple[list[Any], list[Any]], tmp_path: Path
) -> None:
    docs, plausible = saves
    fuzz(json_cases(docs, n, 400, plausible), Match.load, tmp_path, ".json", (LoadError,)).assert_only_load_errors()
