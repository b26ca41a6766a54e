"""Mutational fuzz of real card data and deck files (tests/fuzzing.py): JSON
Lines, CSV and Cockatrice card databases changed thousands of ways are
imported into a card library of their own, whole (written, read back, loaded
by the game), and Cockatrice decks are read and bound to a game's cards.
Every case imports, or its bad records are reported, or the file is refused
with a LoadError naming it; never a traceback, and never a set the game then
cannot load. The card text is original, in the patterns real data has."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import paths, registry
from engine.cardimport.library import import_cards, user_sets
from engine.cards import load_card_dir
from engine.decks import load_deck_file
from engine.errors import LoadError
from tests.fuzzing import fuzz, json_lines_cases, sizes, text_cases

#: Records of each game as players' files give them (original names and text).
RECORDS: dict[str, list[dict[str, object]]] = {
    "vanguard": [
        {
            "id": "LG/01-001",
            "name": "Lantern Page",
            "type": "Normal Unit",
            "set": "LG/01",
            "stats": {
                "grade": 0,
                "power": 5000,
                "shield": 10000,
                "critical": 1,
                "skill": "BOOST",
                "trigger": "NONE",
                "clan": "Lantern Guild",
                "race": "Human",
            },
            "text": "[AUTO](RC):[Counter Blast (1)] When this unit is placed on (RC), draw a card.",
        },
        {
            "id": "LG/01-002",
            "name": "Lantern Medic",
            "type": "Trigger Unit",
            "set": "LG/01",
            "stats": {
                "grade": 0,
                "power": 5000,
                "shield": 10000,
                "critical": 1,
                "skill": "BOOST",
                "trigger": "HEAL",
                "clan": "Lantern Guild",
            },
            "text": "",
        },
        {
            "id": "LG/01-003",
            "name": "Knight of the Lantern, Ardent",
            "type": "Normal Unit",
            "set": "LG/01",
            "stats": {
                "grade": 3,
                "power": 11000,
                "shield": 0,
                "critical": 1,
                "skill": "TWIN_DRIVE",
                "clan": "Lantern Guild",
            },
            "text": "[AUTO](VC): When this unit attacks, this unit gets +3000 power until end of turn.\n"
            "[ACT](VC):[Soul Blast (1)] Hum the guild song.",
        },
    ],
    "weiss": [
        {
            "id": "LN/W01-001",
            "name": "Lamplighter Mira",
            "type": "Character",
            "set": "LN/W01",
            "stats": {
                "level": 1,
                "cost": 0,
                "power": 5000,
                "soul": 1,
                "color": "YELLOW",
                "side": "W",
                "triggers": ["SOUL"],
                "traits": ["Light", "Guild"],
            },
            "text": "【A】When this card is placed on stage from your hand, "
            "you may put the top card of your deck into your waiting room.\n"
            "【C】During your turn, this card gets +1000 power.",
        },
        {
            "id": "LN/W01-002",
            "name": "Night Festival",
            "type": "Climax",
            "set": "LN/W01",
            "stats": {"level": 0, "cost": 0, "color": "YELLOW", "triggers": ["SOUL", "DRAW"]},
            "text": "【C】All your characters get +1000 power and +1 soul.",
        },
    ],
    "dbscg": [
        {
            "id": "LN-01",
            "name": "Lantern Monk // Lantern Monk, Awakened",
            "type": "LEADER",
            "set": "LN",
            "stats": {"color": "Red", "power": "10000", "power_back": "15000", "character": "Lantern Monk"},
            "text": "[Awaken] When your life is at 4 or less : Draw 2 cards and flip this card over.\n"
            "// [Double Strike]\n// [Auto] When this card attacks, draw 1 card.",
        },
        {
            "id": "LN-02",
            "name": "Lantern Acolyte",
            "type": "BATTLE",
            "set": "LN",
            "stats": {
                "color": "Red",
                "power": "10000",
                "energy": "2(R)",
                "combo_power": "5000",
                "combo_energy": "0",
                "special_trait": "Guild",
            },
            "text": "[Blocker]\n[Auto] When you play this card, draw 1 card.",
        },
    ],
    "systemgate": [
        {
            "id": "LS-001",
            "name": "Lantern Sentry",
            "type": "unit",
            "set": "LS",
            "stats": {"planet": "Lumen", "limit": 1, "cost": 1, "power": 2, "crit": 1, "defense": 2},
            "text": "",
        },
    ],
}

GAMES = tuple(RECORDS)

#: lines dropped into a CSV file
CSV_LINES = ["id,name,type", '"unclosed', ",,,", "a;b;c", "\x00", "," * 300, '"a""b",c', "name,type\nX,unit"]
#: lines dropped into a Cockatrice database or deck
XML_LINES = [
    "<card>",
    "</card>",
    "<prop><grade>x</grade></prop>",
    '<set num="">',
    "<!DOCTYPE x>",
    '<!ENTITY a "b">',
    "&amp;",
    "&nope;",
    "<![CDATA[x]]>",
    "<" * 50,
    '<card number="-4" name="A"/>',
    '<zone name="main">',
]


def _import(game: str, path: Path) -> object:
    rs = registry.get(game)
    demo = load_card_dir(paths.cards_dir(rs.game), rs.game, rs.schema)
    result = import_cards(rs.game, rs.schema, rs.card_problem, demo, [path])
    for p in result.problems:  # every bad record names the file
        assert p.source == str(path), p
    rs.reload_cards()
    assert rs.pool.problems == [], rs.pool.problems  # what was imported loads in the game
    for set_file in user_sets(rs.game):
        set_file.unlink()
    if result.problems:  # the rest was imported; a bad record counts as refused, named by file and line
        first = result.problems[0]
        raise LoadError(first.source, first.line, first.message)
    return result


def _csv(records: list[dict[str, object]]) -> str:
    keys = sorted({k for r in records for k in r.get("stats", {})})  # type: ignore[union-attr]
    rows = [",".join(["id", "name", "type", "text", "set", *keys])]
    for r in records:
        stats: dict[str, object] = r.get("stats", {})  # type: ignore[assignment]
        cells = [
            str(r["id"]),
            str(r["name"]),
            str(r["type"]),
            json.dumps(str(r["text"]).replace("\n", "\\n")),
            str(r["set"]),
        ]
        values = (stats.get(k, "") for k in keys)
        cells += [json.dumps(" / ".join(v) if isinstance(v, list) else str(v)) for v in values]
        rows.append(",".join(cells))
    return "\n".join(rows) + "\n"


def _cockatrice(records: list[dict[str, object]]) -> str:
    from xml.sax.saxutils import escape

    cards = []
    for r in records:
        stats: dict[str, object] = r.get("stats", {})  # type: ignore[assignment]
        props = "".join(
            f"<{k}>{escape(' / '.join(v) if isinstance(v, list) else str(v))}</{k}>" for k, v in stats.items()
        )
        number = str(r["id"]).rsplit("-", 1)[-1]
        cards.append(
            f"<card>\n<name>{escape(str(r['name']))}</name>\n<text>{escape(str(r['text']))}</text>\n"
            f"<prop><type>{escape(str(r['type']))}</type>{props}</prop>\n"
            f'<set num="{number}">{escape(str(r["set"]))}</set>\n</card>'
        )
    return (
        '<?xml version="1.0"?>\n<cockatrice_carddatabase version="4">\n<cards>\n'
        + "\n".join(cards)
        + "\n</cards>\n</cockatrice_carddatabase>\n"
    )


@sizes(100, 3000)
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.timeout(600)
def test_card_data_as_json_lines_changed_at_random_imports_or_is_refused(
    game: str, n: int, library: Path, tmp_path: Path
) -> None:
    cases = json_lines_cases([RECORDS[game]], n, 300)
    fuzz(cases, lambda p: _import(game, p), tmp_path, ".jsonl", (LoadError,)).assert_only_load_errors()


@sizes(100, 3000)
@pytest.mark.parametrize("game", ("vanguard", "dbscg"))
@pytest.mark.timeout(600)
def test_card_data_as_csv_changed_at_random_imports_or_is_refused(
    game: str, n: int, library: Path, tmp_path: Path
) -> None:
    cases = text_cases([_csv(RECORDS[game])], n, 301, CSV_LINES)
    fuzz(cases, lambda p: _import(game, p), tmp_path, ".csv", (LoadError,)).assert_only_load_errors()


@sizes(100, 3000)
@pytest.mark.parametrize("game", ("vanguard", "weiss"))
@pytest.mark.timeout(600)
def test_cockatrice_databases_changed_at_random_import_or_are_refused(
    game: str, n: int, library: Path, tmp_path: Path
) -> None:
    cases = text_cases([_cockatrice(RECORDS[game])], n, 302, XML_LINES)
    fuzz(cases, lambda p: _import(game, p), tmp_path, ".xml", (LoadError,)).assert_only_load_errors()


COD = """<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_deck version="1">
    <deckname>Sunforge</deckname>
    <zone name="main">
{cards}
    </zone>
    <zone name="side">
        <card number="1" name="Ashen Herald"/>
    </zone>
</cockatrice_deck>
"""


@sizes(300, 5000)
@pytest.mark.timeout(600)
def test_cockatrice_decks_changed_at_random_load_or_are_refused(n: int, tmp_path: Path) -> None:
    rs = registry.get("vanguard")
    deck = rs.demo_decks()[0]
    cards = "\n".join(f'        <card number="{e.count}" name="{rs.pool[e.card_id].name}"/>' for e in deck.entries())
    cases = text_cases([COD.format(cards=cards)], n, 303, XML_LINES)
    fuzz(cases, lambda p: rs.check_deck(load_deck_file(p)), tmp_path, ".cod", (LoadError,)).assert_only_load_errors()
