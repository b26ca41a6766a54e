"""Hostile deck lists, card sets, mat layouts and saves: each is refused with
a LoadError naming the file and, where there is one, the line; the
problems a fuzz run found are each kept here as a case."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from engine import registry
from engine.bots import RandomBot
from engine.cards import load_card_file
from engine.decks import load_deck_file
from engine.errors import LoadError
from engine.match import Match
from hardware.layouts import layout_for, load_layout
from tests.engine.toy import Toy


def write(tmp_path: Path, text: str, name: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def refused(call: Any, path: Path) -> LoadError:
    with pytest.raises(LoadError) as info:
        call(path)
    assert str(info.value).startswith(str(path))
    return info.value


def line_of(text: str, fragment: str, after: str = "") -> int:
    start = text.index(after) if after else 0
    return text.count("\n", 0, text.index(fragment, start)) + 1


def replaced(text: str, old: str, new: str, after: str = "") -> tuple[str, int]:
    """``text`` with the first ``old`` after ``after`` replaced, and the
    line of the last line of ``new``."""
    at = text.index(old, text.index(after) if after else 0)
    return text[:at] + new + text[at + len(old) :], text.count("\n", 0, at) + new.count("\n") + 1


# -- deck lists ------------------------------------------------------------------------------


@pytest.mark.timeout(20)
def test_a_deck_list_that_is_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "deck.txt"
    os.mkfifo(fifo)
    assert refused(load_deck_file, fifo).message == "cannot read deck list: a named pipe (FIFO), not a regular file"


def test_deck_lines_are_counted_at_line_feeds(tmp_path: Path) -> None:
    """A line separator inside a card's name is no line of the file."""
    e = refused(load_deck_file, write(tmp_path, "4 PMV1-001 Ashen\u2028Herald\nfour PMV1-002\n", "deck.txt"))
    assert e.line == 2


def test_a_deck_list_of_more_than_a_thousand_cards_is_refused_where_it_gets_there(tmp_path: Path) -> None:
    """Resolving a list makes an entry per copy: 20,000 lines of 999 copies were 20 million."""
    e = refused(load_deck_file, write(tmp_path, "999 PMV1-001\n1 PMV1-002\n1 PMV1-003\n", "deck.txt"))
    assert (e.line, e.message) == (3, "more than 1000 cards in one deck list")


def test_a_card_id_is_ascii_even_in_capitals(tmp_path: Path) -> None:
    """'straße-1' in capitals is STRASSE-1, but it is no card id: it is read as
    a card's name (lists are pasted by name), which no card has."""
    [entry] = load_deck_file(write(tmp_path, "4 straße-1\n", "deck.txt")).entries()
    assert entry.by_name and entry.name == "straße-1" and entry.card_id != "STRASSE-1"


# -- card sets --------------------------------------------------------------------------------

CARD = """\
[set]
id = "T"
game = "toy"

[[card]]
id = "T-001"
name = "Lantern Wisp"
type = "unit"
power = 3000

  [[card.ability]]
  kind = "auto"
  when = "placed"
  effect = [{ draw = 1 }]
"""


@pytest.mark.parametrize(
    ("old", "new", "line", "message"),
    [
        ("power = 3000", "power = nan", 9, "nan is not a usable number"),
        ("power = 3000", "power = 1e400", 9, "1e400 is not a usable number"),
        (
            "power = 3000",
            "power = 9223372036854775808",
            9,
            "9223372036854775808 is not a usable number (more than 64 bits)",
        ),
        (
            CARD[CARD.index("  [[card.ability]]") :],
            "ability = 5\n",
            11,
            "card T-001: ability must be an array of tables ([[card.ability]])",
        ),
        ('when = "placed"', "when = []", 13, "card T-001, ability 1: when must be the name of a trigger, not []"),
        (
            'when = "placed"',
            'when = "placed"\n  params = { on = 1979-05-27 }',
            14,
            "card T-001, ability 1: params has a value of unsupported type date",
        ),
        ("draw = 1", "draw = [1, [2000000]]", 14, "card T-001, ability 1: effect 'draw' value 2000000 is out of range"),
        ('name = "Lantern Wisp"', 'name = "Lantern\u2028Wisp"\ntext = 5', 8, "card T-001: text must be a string"),
        (
            'id = "T-001"',
            'id = "T-001"\n' + ".".join("abcdefghijklmnopq") + " = 1",
            7,
            "card set: a key of more than 16 dotted parts",
        ),
    ],
)
def test_card_sets_of_hostile_values_name_the_line(tmp_path: Path, old: str, new: str, line: int, message: str) -> None:
    assert old in CARD
    e = refused(lambda p: load_card_file(p, "toy", Toy.schema), write(tmp_path, CARD.replace(old, new), "set.toml"))
    assert (e.line, e.message) == (line, message)


@pytest.mark.parametrize(
    ("choose", "problem"),
    [
        (
            "{ n = 1, options = [[[]]] }",
            "key 'options' item 1: steps must be tables with exactly one key, not [] (DBS 10-27)",
        ),
        (
            "{ n = 1, options = [[{}]] }",
            "key 'options' item 1: steps must be tables with exactly one key, not {} (DBS 10-27)",
        ),
        (
            "{ n = 1, options = [] }",
            "key 'options' must be a list of 1 to 10 items, each a list of effect steps such as [{ draw = 1 }], not []"
            " (DBS 10-27)",
        ),
        (
            "{ n = 0, options = [[{ draw = 2 }]] }",
            "key 'n' must be a number of options from 1 to 10, not 0 (DBS 10-27)",
        ),
        (
            "{ n = 1, options = [[{ choose = 1 }]] }",
            "key 'options' item 1: may not hold the effect 'choose' (DBS 10-27)",
        ),
        (
            "{ n = 1, options = [[{ draw = { up_to = 'x' } }]] }",
            "key 'options' item 1: effect 'draw' key 'up_to' must be a number of cards from 1 to 99, "
            "not 'x' (DBS 10-27)",
        ),
        ("[1, 2]", "must be a table such as { n = 1, options = [[steps], [steps]] }, not [1, 2] (DBS 10-27)"),
    ],
)
def test_a_dbscg_choice_of_effects_of_the_wrong_shape_is_refused(tmp_path: Path, choose: str, problem: str) -> None:
    """DBS 10-27: each option of a "Choose X" is read by the effects' own schemas."""
    rs = registry.get("dbscg")
    text = (Path(rs.pool["DBX-012"].source)).read_text(encoding="utf-8")
    good = (
        '{ n = 1, options = [[{ draw = { up_to = 2 } }], [{ put = { zone = "drop", owner = "opponent", up_to = 2, '
        'to = "removed" } }], [{ warp_drop = 3 }]] }'
    )
    bad, line = replaced(text, good, choose)
    e = refused(lambda p: load_card_file(p, "dbscg", rs.schema), write(tmp_path, bad, "set.toml"))
    assert (e.line, e.message) == (line, f"card DBX-012, ability 1: effect 'choose' {problem}")


def test_card_sets_nested_through_dotted_keys_are_refused(tmp_path: Path) -> None:
    value = "1"
    for _ in range(20):
        value = "{ a.b.c.d = " + value + " }"
    text = CARD.replace("draw = 1", "draw = " + value)
    e = refused(lambda p: load_card_file(p, "toy", Toy.schema), write(tmp_path, text, "set.toml"))
    assert e.message == "card set nests deeper than 64 levels"


# -- mat layouts ---------------------------------------------------------------------------------


def layout_text() -> str:
    return Path(layout_for("vanguard").path).read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("old", "new", "after", "message"),
    [
        ("width_mm = 700", "width_mm = nan", "", "nan is not a usable number"),
        ("width_mm = 700", "width_mm = inf", "", "inf is not a usable number"),
        ("width_mm = 700", "width_mm = 1e308", "", "width_mm must be more than 0 to 10000 mm, not 1e+308"),
        ("seat_depth_mm = 400", "seat_depth_mm = -400", "", "seat_depth_mm must be more than 0 to 10000 mm, not -400"),
        ("w = 110", "w = 0", "[[zone]]", "w must be more than 0 to 10000 mm, not 0"),
        ("x = 15", "x = -0.5", "[[zone]]", "x must be from 0 to 10000 mm, not -0.5"),
        ("size = 40", 'size = "40"', "", "size must be a number of millimetres"),
        ("seat = 1", "seat = true", "", "seat must be a number from 0 to 7"),
        ("rotate = 180", "rotate = 180.0", "", "rotate must be 0 or 180"),
        ('label = "Damage"', "label = { text = 1 }", "", "label must be text"),
        ('kind = "pile"', 'kind = ["pile"]', "", "kind must be one of slot, pile, row"),
        ('kind = "pile"', 'kind = "pile"\ncamera = "yes"', "", "camera must be true or false"),
        ('name = "damage"', 'name = "damage\\n"', "", "zone name must be an engine zone name such as VC or cs_left"),
        ("id = 1", "id = 0", "", "marker 0 is placed twice"),
    ],
)
def test_mat_layouts_of_hostile_values_name_the_line_of_the_value(
    tmp_path: Path, old: str, new: str, after: str, message: str
) -> None:
    bad, line = replaced(layout_text(), old, new, after)
    e = refused(load_layout, write(tmp_path, bad, "mat.toml"))
    assert (e.line, e.message) == (line, message)


def test_a_zone_named_twice_is_refused(tmp_path: Path) -> None:
    bad, line = replaced(layout_text(), 'name = "VC"', 'name = "damage"')
    e = refused(load_layout, write(tmp_path, bad, "mat.toml"))
    assert (e.line, e.message) == (line, "zone damage is named twice")


@pytest.mark.parametrize(("name", "most"), [("zone", 100), ("seat", 8), ("marker", 8)])
def test_a_layout_of_too_many_entries_is_refused_at_the_first_too_many(tmp_path: Path, name: str, most: int) -> None:
    """The zones are compared two by two: 20,000 of them took minutes."""
    text = layout_text() + f"\n[[{name}]]\n" * (most + 1)
    e = refused(load_layout, write(tmp_path, text, "mat.toml"))
    assert e.message == f"a layout has at most {most} [[{name}]] entries"
    headers = [i + 1 for i, line in enumerate(text.split("\n")) if line == f"[[{name}]]"]
    assert e.line == headers[most]


# -- saved games -------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def saved() -> dict[str, Any]:
    m = Match.new("dbscg", seed=3)
    bot = RandomBot(3)
    for _ in range(30):
        assert m.decision is not None
        m.apply(bot.choose(m.decision))
    data: dict[str, Any] = json.loads(json.dumps(m.to_dict()))
    return data


def load_changed(tmp_path: Path, data: dict[str, Any], **changes: Any) -> LoadError:
    path = tmp_path / "game.json"
    path.write_text(json.dumps({**data, **changes}, indent=1), encoding="utf-8")
    return refused(Match.load, path)


def test_a_save_whose_decks_break_the_deck_rules_is_refused(tmp_path: Path, saved: dict[str, Any]) -> None:
    """A save's decks are checked as a new game's are: without a leader
    the set-up failed an assertion."""
    decks = [dict(d) for d in saved["decks"]]
    del decks[1]["leader"]
    e = load_changed(tmp_path, saved, decks=decks)
    assert e.message.startswith("deck 2: ") and "Leader" in e.message


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"ruleset": ["dbscg"]}, "the game's ruleset is missing"),
        ({"ruleset": "chess"}, "unknown game 'chess'"),
        ({"seed": True}, "seed is missing"),
        ({"decks": {"main": []}}, "dbscg needs 2 decks, the save has no"),
        ({"deck_names": "ab"}, "deck_names must be a list of 2 names"),
        ({"deck_names": ["a"]}, "deck_names must be a list of 2 names"),
        ({"arrangement": {"²": [[1, 2]]}}, "arrangement of shuffle '²' is malformed"),
        ({"arrangement": {"1": [[1, True]]}}, "arrangement of shuffle 1: list is not a pair of card numbers"),
        ({"answers": [{"concede": "0"}]}, "answer 1 is malformed: concede names a seat"),
        ({"answers": [{"manual": [], "seat": 0}]}, "answer 1 is malformed: a change by hand names a seat and a table"),
        ({"answers": [{"concede": 0}, 7]}, "answer 2 is malformed: not an answer: 7"),
        ({"answers": [[7]]}, "answer 1 is malformed: an answer is a list of keys"),
        ({"answers": [{"concede": 0}] * 20_001}, "more than 20,000 answers"),
    ],
)
def test_saves_of_the_wrong_shapes_are_refused(
    tmp_path: Path, saved: dict[str, Any], changes: dict[str, Any], message: str
) -> None:
    assert load_changed(tmp_path, saved, **changes).message == message


def test_a_save_too_deep_or_of_numbers_no_game_has_names_the_line(tmp_path: Path, saved: dict[str, Any]) -> None:
    path = tmp_path / "game.json"
    text = json.dumps(saved, indent=1)
    path.write_text(text.replace('"seed": 3', '"seed": 1e400'), encoding="utf-8")
    e = refused(Match.load, path)
    assert (e.line, e.message) == (line_of(text, '"seed": 3'), "1e400 is not a usable number")
    path.write_text(text.replace('"answers": [', '"answers": [' + "[" * 5000 + "]" * 5000 + ","), encoding="utf-8")
    e = refused(Match.load, path)
    assert (e.line, e.message) == (line_of(text, '"answers": ['), "saved game nests deeper than 64 levels")


def test_every_demo_game_saved_by_bots_still_loads(saved: dict[str, Any]) -> None:
    """The checks refuse nothing Playmat writes."""
    for rid in registry.ids():
        m = Match.new(rid, seed=4)
        bot = RandomBot(4)
        while m.decision is not None:
            m.apply(bot.choose(m.decision))
        assert Match.from_dict(json.loads(json.dumps(m.to_dict()))).journal_digest() == m.journal_digest()
    assert Match.from_dict(saved).answers == [tuple(a) for a in saved["answers"]]
