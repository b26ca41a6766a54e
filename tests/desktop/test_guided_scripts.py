"""The guided demos' scripts are data (assets/demos/<game>/guided.toml),
checked when read: each shipped script loads and plays through; a script
that does not fit names its file and key, and leaves that game without a
guided demo instead of stopping the kiosk."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.guided_demo import GAMES, DemoError, Want, load_script, script_for, script_path

GOOD = """
title = "Test"
seed = 3
decks = ["a", "b"]
lesson = "You tapped."
[[orders]]
head = ["X-1"]
[[orders]]
[[beats]]
caption = "Tap it."
want = { verb = "play", card = "X-1" }
"""


def test_every_shipped_script_loads() -> None:
    for game in GAMES:
        script = load_script(game)
        assert script_path(game).is_file()
        assert script.ruleset == game and script.beats and script.guided_beats >= 1
        assert script_for(game) == script


def test_a_script_reads_its_tables(tmp_path: Path) -> None:
    path = tmp_path / "guided.toml"
    path.write_text(GOOD)
    script = load_script("vanguard", path)
    assert script.seed == 3 and script.decks == ("a", "b") and script.orders[0].head == ("X-1",)
    assert script.beats[0].want == Want(verb="play", card="X-1") and script.beats[0].guided


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (("seed = 3", "seed = -1"), "seed"),
        (("seed = 3", 'seed = "3"'), "seed"),
        (('decks = ["a", "b"]', 'decks = ["a"]'), "decks"),
        (('want = { verb = "play", card = "X-1" }', 'want = { verb = "play", colour = "red" }'), "beats[0].want"),
        (('want = { verb = "play", card = "X-1" }', "want = 3"), "beats[0].want"),
        (('caption = "Tap it."', "caption = 5"), "beats[0].caption"),
        (('caption = "Tap it."', 'caption = "Tap it."\nguided = "no"'), "beats[0].guided"),
        (('title = "Test"', 'title = "Test"\nspeed = 2'), "file"),
        (('head = ["X-1"]', "head = [1]"), "orders[0].head"),
    ],
)
def test_a_script_that_does_not_fit_names_its_key(tmp_path: Path, change: tuple[str, str], where: str) -> None:
    path = tmp_path / "guided.toml"
    path.write_text(GOOD.replace(*change))
    with pytest.raises(DemoError) as err:
        load_script("vanguard", path)
    assert str(err.value).startswith(f"{path}: {where}:")


def test_a_missing_or_broken_file_is_a_demo_error(tmp_path: Path) -> None:
    with pytest.raises(DemoError, match=r"guided\.toml"):
        load_script("vanguard", tmp_path / "guided.toml")
    path = tmp_path / "guided.toml"
    path.write_text("title = [")
    with pytest.raises(DemoError, match=str(path)):
        load_script("vanguard", path)
