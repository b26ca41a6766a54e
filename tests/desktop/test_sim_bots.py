"""``playmat sim --bots A,B``: each seat's bot, by name."""

from __future__ import annotations

import json

import pytest

from desktop.cli import main


def test_sim_bots_choose_each_seats_bot(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--game", "dbscg", "--games", "2", "--seed", "5", "--bots", "heuristic,random", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["bots"] == ["heuristic", "random"] and data["errors"] == 0 and data["finished"] == 2


def test_sim_without_bots_is_random_against_random(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--game", "weiss", "--games", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["bots"] == ["random", "random"]


def test_sim_names_an_unknown_bot(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--game", "weiss", "--games", "1", "--bots", "random,clever"]) == 2
    assert "unknown bot 'clever'; known: random, easy, heuristic" in capsys.readouterr().err
