"""Real card data into the user's card library: the three formats, bad
records reported and skipped, sets loaded beside the demo sets, removed
again, and imported cards played in decks named by number or by name.

The card text here is original, in the patterns real card data has."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import pytest

from desktop.cli import main as playmat
from engine import paths, registry
from engine.bots import RandomBot
from engine.cardimport.games import card_id
from engine.cardimport.library import ImportResult, import_cards, remove_set, user_sets
from engine.cardimport.records import Problem, Record, read_records
from engine.cards import load_card_dir
from engine.decks import load_deck_file, parse_deck_text
from engine.errors import DeckError, LoadError
from engine.match import Match


def _unit(number: str, name: str, grade: int, **extra: object) -> dict[str, object]:
    stats: dict[str, object] = {
        "grade": grade,
        "power": 5000 + 2000 * grade,
        "shield": 5000 if grade < 3 else 0,
        "critical": 1,
        "skill": "BOOST" if grade < 2 else "TWIN_DRIVE",
        "trigger": "NONE",
        "clan": "Lantern Guild",
        "race": "Human",
    }
    stats.update(extra)
    return {
        "id": number,
        "name": name,
        "type": "Normal Unit",
        "stats": stats,
        "text": "[AUTO]:[Counter Blast (1)] When this unit is placed on (RC), draw a card.",
        "set": "LG/01",
    }


def _write_jsonl(path: Path, rows: Sequence[object]) -> Path:
    path.write_text("\n".join(r if isinstance(r, str) else json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    return path


def _import(game: str, files: list[Path]) -> ImportResult:
    rs = registry.get(game)
    demo = load_card_dir(paths.cards_dir(rs.game), rs.game, rs.schema)
    return import_cards(rs.game, rs.schema, rs.card_problem, demo, files)


def test_card_ids_labels_can_print_for_real_numbers_and_names() -> None:
    assert card_id("LL/W24-E001") == "LL-W24-E001"
    assert card_id("bt01-001") == "BT01-001"
    assert card_id("Knight of the Lantern, Ardent") == "KNIGHT-OF-THE-LANTERN-ARDENT"
    long = card_id("A Very Long Card Name That Goes On Past Any Label")
    assert len(long) <= 32 and long != card_id("A Very Long Card Name That Goes On Past Any Other Label")


def test_jsonl_records_that_are_not_cards_are_reported_with_their_line_and_skipped(
    library: Path, tmp_path: Path
) -> None:
    src = _write_jsonl(
        tmp_path / "guild.jsonl",
        [
            _unit("LG/01-001", "Lantern Page", 0),
            "{not json",
            {"id": "LG/01-003", "type": "Normal Unit", "stats": {}},  # no name
            _unit("LG/01-004", "Lantern Wyrm", 3) | {"type": "G Unit"},  # a type the game does not play here
            _unit("LG/01-005", "Lantern Herald", 1, trigger="RAINBOW"),
            ["a", "list"],
            _unit("LG/01-001", "Lantern Page Again", 0),  # the same number twice
            _unit("LG/01-008", "Lantern Sage", 2),
        ],
    )
    result = _import("vanguard", [src])
    where = {p.line: p.message for p in result.problems}
    assert sorted(where) == [2, 3, 4, 5, 6, 7]
    assert "not valid JSON" in where[2] and "no name" in where[3] and "G Unit" in where[4]
    assert "RAINBOW" in where[5] and "one JSON object" in where[6] and "guild.jsonl:1" in where[7]
    assert result.cards == 2
    [written] = user_sets("vanguard")
    assert written.parent == library / "vanguard"
    registry.get("vanguard").reload_cards()
    pool = registry.get("vanguard").pool
    sage = pool["LG-01-008"]
    assert sage.number == "LG/01-008" and sage.get("grade") == 2 and sage.get("skills") == ("twin_drive",)
    assert "Counter Blast (1)" in sage.text
    assert "PMV1-001" in pool  # the demo sets are still there


def test_cockatrice_and_csv_give_the_same_cards(library: Path, tmp_path: Path) -> None:
    xml = tmp_path / "guild.xml"
    xml.write_text(
        """<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_carddatabase version="4">
  <sets><set><name>LG1</name><longname>Lantern Guild</longname></set></sets>
  <cards>
    <card>
      <name>Lantern Page</name>
      <text>[AUTO] When this unit boosts, it gets +2000 power.</text>
      <prop><type>Normal Unit</type><grade>0</grade><power>5000</power><shield>10000</shield>
        <critical>1</critical><clan>Lantern Guild</clan><skill>Boost</skill></prop>
      <set num="001" rarity="C">LG1</set>
    </card>
    <card>
      <name>Lantern Medic</name>
      <text></text>
      <prop><type>Trigger Unit</type><grade>0</grade><power>5000</power><shield>10000</shield>
        <critical>1</critical><clan>Lantern Guild</clan><trigger>Heal</trigger></prop>
      <set num="002">LG1</set>
    </card>
    <card><text>no name here</text><prop><type>Normal Unit</type></prop></card>
  </cards>
</cockatrice_carddatabase>
""",
        encoding="utf-8",
    )
    csv = tmp_path / "guild.csv"
    csv.write_text(
        "id,name,type,grade,power,shield,critical,clan,trigger,text\n"
        "LG1-001,Lantern Page,Normal Unit,0,5000,10000,1,Lantern Guild,,"
        '"[AUTO] When this unit boosts, it gets +2000 power."\n'
        "LG1-002,Lantern Medic,Trigger Unit,0,5000,10000,1,Lantern Guild,Heal,\n"
        "LG1-003,,Normal Unit,0,5000,10000,1,Lantern Guild,,\n"
        "LG1-004,Short Row\n",
        encoding="utf-8",
    )
    from_xml = [r for r in read_records(xml)]
    from_csv = [r for r in read_records(csv)]
    assert [type(r) for r in from_xml] == [Record, Record, Problem]
    assert [type(r) for r in from_csv] == [Record, Record, Problem, Problem]
    assert from_xml[2].line == 19 and from_csv[2].line == 4 and from_csv[3].line == 5
    xml_cards = {r.id: (r.name, r.type, r.text) for r in from_xml if isinstance(r, Record)}
    csv_cards = {r.id: (r.name, r.type, r.text) for r in from_csv if isinstance(r, Record)}
    assert xml_cards == csv_cards
    result = _import("vanguard", [csv])
    assert result.cards == 2
    registry.get("vanguard").reload_cards()
    medic = registry.get("vanguard").pool["LG1-002"]
    assert medic.type == "trigger_unit" and medic.get("trigger") == "heal"


@pytest.mark.parametrize(
    "text",
    [
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><cockatrice_carddatabase version="4"/>',
        '<cockatrice_carddatabase version="3"><cards/></cockatrice_carddatabase>',
        "<html><body/></html>",
        "<cockatrice_carddatabase version='4'><cards><card>",
    ],
)
def test_a_card_database_that_cannot_be_read_imports_nothing(library: Path, tmp_path: Path, text: str) -> None:
    bad = tmp_path / "bad.xml"
    bad.write_text(text, encoding="utf-8")
    with pytest.raises(LoadError):
        _import("vanguard", [bad])
    assert user_sets("vanguard") == []


def test_a_set_that_no_longer_loads_is_left_out_and_the_game_goes_on(library: Path, tmp_path: Path) -> None:
    _import("vanguard", [_write_jsonl(tmp_path / "a.jsonl", [_unit("LG/01-001", "Lantern Page", 0)])])
    [path] = user_sets("vanguard")
    path.write_text(path.read_text(encoding="utf-8").replace("grade = 0", "grade = -4"), encoding="utf-8")
    rs = registry.get("vanguard")
    rs.reload_cards()
    assert "LG-01-001" not in rs.pool and "PMV1-001" in rs.pool
    assert len(rs.pool.problems) == 1 and path.name in rs.pool.problems[0]
    assert remove_set("vanguard", path.stem) == [path]
    rs.reload_cards()
    assert rs.pool.problems == []


def test_importing_a_set_again_replaces_it_and_remove_takes_it_away(library: Path, tmp_path: Path) -> None:
    src = _write_jsonl(
        tmp_path / "a.jsonl", [_unit("LG/01-001", "Lantern Page", 0), _unit("LG/01-002", "Lantern Scout", 1)]
    )
    _import("vanguard", [src])
    _write_jsonl(src, [_unit("LG/01-001", "Lantern Page", 0)])
    _import("vanguard", [src])
    rs = registry.get("vanguard")
    rs.reload_cards()
    assert "LG-01-001" in rs.pool and "LG-01-002" not in rs.pool
    remove_set("vanguard", "LG/01")
    rs.reload_cards()
    assert "LG-01-001" not in rs.pool


def _imported_vanguard_deck(tmp_path: Path) -> str:
    """The Sunforge demo deck with its three grade 1 normal units of 2 copies
    each swapped for imported cards, named by number and by name."""
    rows = [
        _unit("LG/01-010", "Lantern Bearer", 1, clan="Sunforge Legion"),
        _unit("LG/01-011", "Knight of the Lantern, Ardent", 1, clan="Sunforge Legion"),
    ]
    _import("vanguard", [_write_jsonl(tmp_path / "lg.jsonl", rows)])
    registry.get("vanguard").reload_cards()
    deck = (paths.decks_dir("vanguard") / "sunforge-legion.txt").read_text(encoding="utf-8")
    deck = deck.replace("2 PMV1-007 Flint Lancer", "2 LG/01-010")
    return deck.replace("2 PMV1-008 Brazier Acolyte", "2x Knight of the Lantern, Ardent")


def test_a_deck_naming_imported_cards_by_number_and_by_name_plays_to_the_end(library: Path, tmp_path: Path) -> None:
    deck = parse_deck_text(_imported_vanguard_deck(tmp_path), "lantern.txt")
    cards = registry.get("vanguard").check_deck(deck)["main"]
    ids = [c.id for c in cards]
    assert ids.count("LG-01-010") == 2 and ids.count("LG-01-011") == 2 and len(cards) == 50
    m = Match.new("vanguard", [deck], seed=3)
    bot = RandomBot(5)
    for _ in range(20_000):
        if m.decision is None:
            break
        m.apply(bot.choose(m.decision))
    assert m.is_terminal()
    out_of_the_deck = {c.card.id for z in m.game.zones.values() if z.name != "deck" for c in z.cards}
    assert {"LG-01-010", "LG-01-011"} & out_of_the_deck


def test_a_name_no_card_has_is_a_deck_error_on_its_line(library: Path) -> None:
    deck = parse_deck_text("[main]\n4 PMV1-002\n3x Nobody By This Name\n", "x.txt")
    with pytest.raises(DeckError) as err:
        registry.get("vanguard").check_deck(deck)
    assert err.value.line == 3 and "Nobody By This Name" in err.value.message


def test_the_import_command_says_what_it_did_and_the_library_lists_it(
    library: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = _write_jsonl(tmp_path / "a.jsonl", [_unit("LG/01-001", "Lantern Page", 0), "{oops"])
    assert playmat(["cards", "import", "--game", "vanguard", str(src), "--dry-run"]) == 0
    assert "1 card(s) would be written" in capsys.readouterr().out and user_sets("vanguard") == []
    assert playmat(["cards", "import", "--game", "vanguard", str(src), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["cards"] == 1 and summary["skipped"] == 1 and summary["problems"][0].startswith(f"{src}:2:")
    registry.get("vanguard").reload_cards()
    assert playmat(["cards", "library", "--game", "vanguard"]) == 0
    assert "LG-01: 1 card(s)" in capsys.readouterr().out
    assert playmat(["cards", "remove", "--game", "vanguard", "LG-01"]) == 0
    assert playmat(["cards", "remove", "--game", "vanguard", "LG-01"]) == 2
    assert "no imported set" in capsys.readouterr().err


def test_numbers_with_runs_of_separators_are_numbers_not_names() -> None:
    deck = parse_deck_text("[main]\n4 LANTERN_PAGE__ARDENT\n2 LL/W24-E001 a note\n", "x.txt")
    first, second = deck.entries()
    assert (first.card_id, first.by_name) == ("LANTERN-PAGE-ARDENT", False)
    assert (second.card_id, second.by_name) == ("LL-W24-E001", False)


def test_bots_play_an_imported_deck_through_the_sim_command(
    library: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = tmp_path / "lantern.txt"
    deck.write_text(_imported_vanguard_deck(tmp_path), encoding="utf-8")
    assert playmat(["sim", "--game", "vanguard", "--games", "3", "--deck", str(deck), "--json", "--check"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert (result["finished"], result["errors"]) == (3, 0)
    deck.write_text("[main]\n50 LG/01-999\n", encoding="utf-8")
    assert playmat(["sim", "--game", "vanguard", "--games", "3", "--deck", str(deck)]) == 2
    assert "LG-01-999" in capsys.readouterr().err


COD = """<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_deck version="1">
    <deckname>Lantern Rush</deckname>
    <comments>fast</comments>
    <zone name="main">
        <card number="2" name="Lantern Bearer"/>
        <card number="2" name="Knight of the Lantern, Ardent"/>
    </zone>
    <zone name="side">
        <card number="3" name="Nobody Plays This"/>
    </zone>
</cockatrice_deck>
"""


def test_a_cockatrice_deck_names_its_cards_and_leaves_the_side_deck_out(library: Path, tmp_path: Path) -> None:
    _imported_vanguard_deck(tmp_path)
    path = tmp_path / "rush.cod"
    path.write_text(COD, encoding="utf-8")
    deck = load_deck_file(path)
    assert deck.name == "Lantern Rush" and list(deck.sections) == ["main"]
    assert [(e.count, e.name, e.line) for e in deck.entries()] == [
        (2, "Lantern Bearer", 6),
        (2, "Knight of the Lantern, Ardent", 7),
    ]
    bound = registry.get("vanguard").bind(deck)
    assert [e.card_id for e in bound.entries()] == ["LG-01-010", "LG-01-011"]


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ('<!DOCTYPE d [<!ENTITY x "y">]><cockatrice_deck/>', 1, "DTD"),
        ("<deck/>", 1, "not a Cockatrice deck"),
        (
            '<cockatrice_deck><zone name="main">\n<card number="four" name="A"/></zone></cockatrice_deck>',
            2,
            "whole number",
        ),
        ('<cockatrice_deck><zone name="main"><card number="4"/>', 1, "needs a name"),
        ("<cockatrice_deck><zone>", 1, "not valid XML"),
    ],
)
def test_a_cockatrice_deck_that_cannot_be_read_names_its_line(
    tmp_path: Path, text: str, line: int, message: str
) -> None:
    path = tmp_path / "bad.cod"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(LoadError) as err:
        load_deck_file(path)
    assert err.value.line == line and message in err.value.message


def test_a_leader_named_in_a_pasted_list_goes_to_the_leader_section(library: Path) -> None:
    rs = registry.get("dbscg")
    leader = next(c for c in rs.pool.cards.values() if c.type == "leader")
    demo = parse_deck_text(
        (paths.decks_dir("dbscg") / sorted(p.name for p in paths.decks_dir("dbscg").glob("*.txt"))[0]).read_text(
            encoding="utf-8"
        )
    )
    main = "\n".join(f"{e.count}x {rs.pool[e.card_id].name}" for e in demo.entries("main"))
    pasted = parse_deck_text(f"1x {leader.name}\n{main}\n", "pasted.txt")
    sections = rs.check_deck(pasted)
    assert [c.id for c in sections["leader"]] == [leader.id]
    assert len(sections["main"]) == demo.count("main")


def test_a_name_shared_by_a_leader_and_a_battle_card_is_read_by_its_section(library: Path, tmp_path: Path) -> None:
    rows = [
        {
            "id": "LN-01",
            "name": "Lantern Monk // Lantern Monk, Awakened",
            "type": "LEADER",
            "stats": {"color": "Red", "power": "10000", "power_back": "15000"},
            "text": "",
            "set": "LN",
        },
        {
            "id": "LN-02",
            "name": "Lantern Monk",
            "type": "BATTLE",
            "stats": {"color": "Red", "power": "10000", "energy": "1(R)", "combo_power": "5000", "combo_energy": "0"},
            "text": "",
            "set": "LN",
        },
    ]
    assert _import("dbscg", [_write_jsonl(tmp_path / "ln.jsonl", rows)]).cards == 2
    rs = registry.get("dbscg")
    rs.reload_cards()
    deck = parse_deck_text("[leader]\n1x Lantern Monk\n[main]\n4x Lantern Monk\n", "ln.txt")
    bound = rs.bind(deck)
    assert [e.card_id for e in bound.entries("leader")] == ["LN-01"]
    assert [e.card_id for e in bound.entries("main")] == ["LN-02"]
    assert rs.pool["LN-02"].get("cost") == 1 and rs.pool["LN-02"].get("specified") == ("red",)


def test_an_imported_set_is_read_from_its_cache_only_while_the_file_is_unchanged(library: Path, tmp_path: Path) -> None:
    _import("vanguard", [_write_jsonl(tmp_path / "a.jsonl", [_unit("LG/01-001", "Lantern Page", 0)])])
    [path] = user_sets("vanguard")
    rs = registry.get("vanguard")
    rs.reload_cards()
    assert rs.pool["LG-01-001"].name == "Lantern Page"
    [entry] = (paths.cache_home() / "cards" / "vanguard").glob("*.json")
    assert json.loads(entry.read_text(encoding="utf-8"))["tables"]["card"][0]["name"] == "Lantern Page"
    path.write_text(path.read_text(encoding="utf-8").replace("Lantern Page", "Lantern Pagewright"), encoding="utf-8")
    rs.reload_cards()
    assert rs.pool["LG-01-001"].name == "Lantern Pagewright"  # the file changed: the cache is not used
    entry.write_text('{"format": 1, "sha256": "0", "tables": ', encoding="utf-8")  # a broken cache
    rs.reload_cards()
    assert rs.pool["LG-01-001"].name == "Lantern Pagewright" and rs.pool.problems == []
    cached = json.loads(entry.read_text(encoding="utf-8"))
    cached["tables"]["card"][0]["grade"] = -4  # a cache whose tables break the schema: checked all the same
    entry.write_text(json.dumps(cached), encoding="utf-8")
    rs.reload_cards()
    assert "LG-01-001" not in rs.pool and "grade" in rs.pool.problems[0]


def test_a_number_no_card_prints_is_a_bad_record_and_the_rest_is_imported(library: Path, tmp_path: Path) -> None:
    csv = tmp_path / "big.csv"
    csv.write_text(
        "id,name,type,grade,power,critical,clan\n"
        "LG1-001,Lantern Page,Normal Unit,0,99999999999999999999,1,Lantern Guild\n"
        "LG1-002,Lantern Scout,Normal Unit,0,-9999999999,1,Lantern Guild\n"
        "LG1-003,Lantern Sage,Normal Unit,1,7000,1,Lantern Guild\n",
        encoding="utf-8",
    )
    result = _import("vanguard", [csv])
    assert result.cards == 1 and [p.line for p in result.problems] == [2, 3]
    assert all("not a number a card prints" in p.message for p in result.problems)
