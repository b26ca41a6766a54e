"""Untrusted input: card files and deck lists give an error naming the file
and line, never a traceback, and nothing is executed from them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine import registry
from engine.cards import CardPool, load_card_file
from engine.decks import load_deck_file, parse_deck_text
from engine.errors import DeckError, LoadError
from tests.engine.toy import Toy

SCHEMA = Toy.schema

GOOD = """\
[set]
id = "T"
game = "toy"

[[card]]
id = "T-001"
name = "Lantern Wisp"
type = "unit"
power = 3000

[[card]]
id = "T-002"
name = "Ember Fox"
type = "unit"
power = 5000
text = "When placed, draw a card."

  [[card.ability]]
  kind = "auto"
  when = "placed"
  effect = [{ draw = 1 }]
"""


def write(tmp_path: Path, text: str, name: str = "set.toml") -> Path:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


def test_a_good_card_file_loads(tmp_path: Path) -> None:
    pool = load_card_file(write(tmp_path, GOOD), "toy", SCHEMA)
    assert [c.name for c in pool.cards.values()] == ["Lantern Wisp", "Ember Fox"]
    fox = pool["T-002"]
    ((word, draw),) = fox.abilities[0].effect
    assert fox.abilities[0].when == "placed" and word == "draw" and draw.words() == "draw 1"
    assert fox.line == 11  # its [[card]] header


@pytest.mark.parametrize(
    ("edit", "line", "message"),
    [
        (lambda s: s.replace("power = 5000", "power = 5000\npower = 6000"), 16, "TOML"),
        (lambda s: s.replace("power = 3000", 'power = "lots"'), 9, "power must be int"),
        (lambda s: s.replace("power = 3000", "power = -5"), 9, "at least 0"),
        (lambda s: s.replace("power = 3000", "powr = 3000"), 9, "unknown field 'powr'"),
        (lambda s: s.replace('id = "T-001"', 'id = "t 001"'), 6, "A-Z"),
        (lambda s: s.replace('id = "T-002"', 'id = "T-001"'), 11, "already defined"),
        (lambda s: s.replace('type = "unit"\npower = 5000', 'type = "spell"\npower = 5000'), 14, "type must be one of"),
        (lambda s: s.replace("draw = 1", "run_python = 'import os'"), 21, "unknown effect 'run_python'"),
        (lambda s: s.replace('when = "placed"', 'when = "whenever"'), 20, "unknown trigger"),
        (lambda s: s.replace('name = "Lantern Wisp"\n', ""), 5, "has no name"),
    ],
)
def test_bad_card_files_name_the_line(tmp_path: Path, edit, line: int, message: str) -> None:  # type: ignore[no-untyped-def]
    path = write(tmp_path, edit(GOOD))
    pool = CardPool("toy")
    with pytest.raises(LoadError) as err:
        load_card_file(path, "toy", SCHEMA, pool)
    assert err.value.path == str(path)
    assert err.value.line == line, str(err.value)
    assert message in str(err.value)
    assert str(err.value).startswith(f"{path}:{line}: ")
    assert len(pool) == 0  # nothing half-loaded


def test_a_file_that_is_not_text_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "binary.toml"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    with pytest.raises(LoadError, match=r"binary\.toml"):
        load_card_file(path, "toy", SCHEMA)


def test_deck_list_format() -> None:
    deck = parse_deck_text(
        "# name: Sparks\n[main]\n4 T-001  Lantern Wisp\n2x T-002 # two foxes\n\n[side]\n1 T-003\n", "d.txt"
    )
    assert deck.name == "Sparks"
    assert deck.card_ids() == ["T-001"] * 4 + ["T-002"] * 2
    assert [e.line for e in deck.entries()] == [3, 4]
    assert deck.count("side") == 1


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ("4 T-001\nfour T-002\n", 2, "expected '<count> <card id>'"),
        ("4 T-001\n0 T-002\n", 2, "at least 1"),
        ("4 T-001\n2 " + "T" * 130 + "\n", 2, "is not a card id, number or name"),
        ("4 T-001\n2 T-002\x07\n", 2, "is not a card id, number or name"),
    ],
)
def test_malformed_deck_lines_are_named(tmp_path: Path, text: str, line: int, message: str) -> None:
    path = write(tmp_path, text, "deck.txt")
    with pytest.raises(LoadError) as err:
        load_deck_file(path)
    assert (err.value.line, err.value.path) == (line, str(path))
    assert message in err.value.message


@pytest.mark.parametrize("rid", registry.ids())
def test_unknown_card_id_in_a_deck_names_its_line(rid: str, tmp_path: Path) -> None:
    rs = registry.get(rid)
    good = rs.demo_decks()[0]
    text = Path(good.path).read_text(encoding="utf-8").splitlines()
    # replace the first card entry with an id no set defines
    for i, line in enumerate(text):
        if line.strip() and not line.lstrip().startswith(("#", "[")):
            count = line.split()[0]
            text[i] = f"{count} ZZZ-999"
            bad_line = i + 1
            break
    path = write(tmp_path, "\n".join(text) + "\n", "deck.txt")
    with pytest.raises(DeckError) as err:
        rs.check_deck(load_deck_file(path))
    assert err.value.line == bad_line and "ZZZ-999" in err.value.message


@pytest.mark.parametrize("rid", registry.ids())
def test_a_deck_that_breaks_construction_rules_is_refused(rid: str, tmp_path: Path) -> None:
    """VG 5.1.2 / WS 6.1.1 / DBS 5-1 / SG 5.1: a deck far too small is illegal."""
    rs = registry.get(rid)
    good = rs.demo_decks()[0]
    kept = []
    for line in Path(good.path).read_text(encoding="utf-8").splitlines():
        kept.append(line)
    # keep only the first entry of each section: far fewer cards than any game allows
    out, _seen_sections, took = [], set(), set()
    section = "main"
    for line in kept:
        s = line.strip()
        if s.startswith("["):
            section = s
            out.append(line)
        elif s and not s.startswith("#"):
            if section not in took:
                out.append(line)
                took.add(section)
        else:
            out.append(line)
    path = write(tmp_path, "\n".join(out) + "\n", "small.txt")
    with pytest.raises(DeckError) as err:
        rs.check_deck(load_deck_file(path))
    assert err.value.path == str(path)


@pytest.mark.parametrize("rid", registry.ids())
def test_demo_decks_are_legal(rid: str) -> None:
    rs = registry.get(rid)
    decks = rs.demo_decks()
    assert len(decks) >= 1
    for deck in decks:
        rs.check_deck(deck)


def test_cli_reports_a_bad_deck_without_a_traceback(tmp_path: Path) -> None:
    path = write(tmp_path, "4 VGD-001\nnot a line\n", "broken.txt")
    out = subprocess.run(
        [sys.executable, "-m", "desktop.cli", "check-deck", "--game", registry.ids()[0], str(path)],
        capture_output=True,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert out.returncode == 1
    assert f"{path}:2:" in out.stderr
    assert "Traceback" not in out.stderr
