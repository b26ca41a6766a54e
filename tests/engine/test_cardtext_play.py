"""Compiled card text in use: ``playmat cards coverage`` on a small card data
file, the import writing compiled abilities, and an imported card's
compiled ability carried out in a real game.

The cards here are invented, in the patterns real card data has."""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from engine import paths, registry
from engine.cardimport.cli import add_commands
from engine.cardimport.library import import_cards
from engine.cards import load_card_dir
from engine.decisions import Decision, Option
from engine.decks import parse_deck_text
from engine.state import Game


def _write_jsonl(path: Path, rows: Sequence[dict[str, Any]]) -> Path:
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    return path


def _unit(number: str, name: str, text: str) -> dict[str, Any]:
    return {
        "id": number,
        "name": name,
        "type": "Normal Unit",
        "set": "LG/01",
        "text": text,
        "stats": {
            "grade": 1,
            "power": 7000,
            "shield": 5000,
            "critical": 1,
            "skill": "BOOST",
            "trigger": "NONE",
            "clan": "Sunforge Legion",
        },
    }


ROWS = [
    _unit("LG/01-020", "Lamplit Courier", "[AUTO](RC): When this unit is placed on (RC), draw a card."),
    _unit(
        "LG/01-021",
        "Wickmaker Squire",
        "[ACT](VC/RC):[Counter Blast (1)] This unit gets [Power]+2000 until end of turn.\n"
        "[AUTO](RC): When this unit boosts, the boosted unit hums a tune.",
    ),
    _unit("LG/01-022", "Ember Warden", ""),
    {"id": "LG/01-023", "name": "Not a unit", "type": "Spaceship", "stats": {}, "text": "[AUTO] draw a card."},
]


def _cards(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    parser = argparse.ArgumentParser()
    add_commands(parser.add_subparsers())
    args = parser.parse_args(argv)
    code = args.func(args)
    return code, capsys.readouterr().out


def test_the_coverage_command_counts_cards_and_lines(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = _write_jsonl(tmp_path / "lg.jsonl", ROWS)
    code, out = _cards(["coverage", "--game", "vanguard", str(src), "--json"], capsys)
    assert code == 0
    report = json.loads(out)
    assert {"cards", "cards_fully_compiled", "lines", "lines_compiled", "lines_manual", "errors"} <= report.keys()
    # two cards with text, three lines: the courier's and the squire's first compile, the hum does not
    assert report["cards"] == 2 and report["cards_fully_compiled"] == 1
    assert (report["lines"], report["lines_compiled"], report["lines_manual"]) == (3, 2, 1)
    assert report["lines_by_hand"] == 1  # the hum: it triggers when the unit boosts, and is carried out by hand
    assert report["errors"] == 1  # the spaceship is no card type of the game
    code, out = _cards(["coverage", "--game", "vanguard", str(src), "--examples", "2"], capsys)
    report = json.loads(out)
    assert len(report["examples"]) == 2 and all(e["line"] and e["explain"] for e in report["examples"])
    [hum] = report["by_hand_examples"]
    assert "hums a tune" in hum["line"] and "by hand: the boosted unit hums a tune" in hum["explain"]
    assert report["manual_shapes"] == [
        {"count": 1, "shape": "[AUTO](RC): When this unit boosts, the boosted unit hums a tune."}
    ]


def test_the_coverage_command_compares_the_demo_cards(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = _cards(["coverage", "--game", "systemgate", "--demo", "--json"], capsys)
    demo = json.loads(out)["demo"]
    assert code == 0 and demo["demo_lines"] > 0
    assert demo["demo_lines_as_the_card"] <= demo["demo_lines_compiled"] <= demo["demo_lines"]
    assert demo["demo_lines_as_the_card"] >= demo["demo_lines"] // 2


def _import(tmp_path: Path) -> None:
    rs = registry.get("vanguard")
    demo = load_card_dir(paths.cards_dir(rs.game), rs.game, rs.schema)
    result = import_cards(rs.game, rs.schema, rs.card_problem, demo, [_write_jsonl(tmp_path / "lg.jsonl", ROWS[:3])])
    assert result.cards == 3 and result.abilities == 2
    assert (result.lines, result.lines_compiled, result.lines_by_hand) == (3, 2, 1)
    rs.reload_cards()


def test_an_import_writes_the_compiled_abilities(library: Path, tmp_path: Path) -> None:
    _import(tmp_path)
    pool = registry.get("vanguard").pool
    courier, squire, warden = pool["LG-01-020"], pool["LG-01-021"], pool["LG-01-022"]
    assert [(a.kind, a.when, a.zones) for a in courier.abilities] == [("auto", "placed", ("RC",))]
    assert [(a.kind, [n for n, _ in a.cost]) for a in squire.abilities] == [("act", ["counter_blast"]), ("auto", [])]
    assert [n for n, _ in squire.abilities[1].effect] == ["manual"]  # the hum, carried out by hand
    assert "hums a tune" in squire.text and warden.abilities == ()


def _drive(g: Game, flow: Any, answers: Iterator[Any]) -> None:
    sent: tuple[Option, ...] | None = None
    try:
        while True:
            d: Decision = flow.send(sent)
            want = next(answers, None)
            keys = d.normalise(want if want is not None else tuple(o.key for o in d.options[: d.min]))
            sent = d.chosen(keys)
    except StopIteration:
        return


def test_an_imported_unit_placed_on_a_rear_guard_circle_draws_a_card(library: Path, tmp_path: Path) -> None:
    """VG 8.6.2: the compiled 'when placed on (RC), draw a card' of an imported unit fires when it is called."""
    _import(tmp_path)
    rs = registry.get("vanguard")
    text = (paths.decks_dir("vanguard") / "sunforge-legion.txt").read_text(encoding="utf-8")
    deck = rs.check_deck(parse_deck_text(text.replace("2 PMV1-008 Brazier Acolyte", "2 LG/01-020"), "lg.txt"))
    g = Game(rs, 0, rs.seat_teams())
    rs.build(g, [deck, rs.check_deck(rs.demo_decks()[1])])
    g.turn, g.active, g.phase = 2, 0, "main"
    deck_zone, hand = g.zone(0, "deck"), g.zone(0, "hand")
    g.move(next(c for c in deck_zone.cards if c.card.id == "PMV1-006"), g.zone(0, "VC"), face_up=True)
    courier = g.move(next(c for c in deck_zone.cards if c.card.id == "LG-01-020"), hand, face_up=True)
    cards_in_deck = len(deck_zone.cards)
    _drive(g, rs.main_phase(g), iter([f"call:{courier.iid}:RC_BL", "end"]))
    assert g.zone(0, "RC_BL").cards == [courier]
    assert len(deck_zone.cards) == cards_in_deck - 1 and len(hand.cards) == 1  # called it, drew one
