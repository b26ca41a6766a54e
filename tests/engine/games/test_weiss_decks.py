"""Weiss Schwarz deck construction (WS 5.1.2) and card data (WS 2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.cards import load_card_file
from engine.decks import load_deck_file, parse_deck_text
from engine.errors import DeckError, LoadError
from engine.games.weiss.schema import SCHEMA, check_pool
from tests.engine.games.ws import RS


def deck(text: str) -> str:
    return "\n".join(line.strip() for line in text.strip().splitlines())


LEGAL = deck(
    """
    # name: test deck
    4 EWA-001
    4 EWA-002
    4 EWA-003
    4 EWA-004
    4 EWA-005
    4 EWA-006
    2 EWA-007
    4 EWA-008
    3 EWA-009
    4 EWA-010
    3 EWA-011
    2 EWA-016
    2 EWA-012
    2 EWA-013
    2 EWA-014
    2 EWA-015
    """
)


def check(text: str) -> DeckError:
    with pytest.raises(DeckError) as info:
        RS.check_deck(parse_deck_text(text, "test.txt"))
    return info.value


def test_ws_5_1_2_demo_decks_are_legal() -> None:
    """WS 5.1.2: both demo decks have exactly 50 cards, at most 4 of a name, at most 8 climaxes."""
    decks = RS.demo_decks()
    assert len(decks) >= 2
    for d in decks:
        cards = RS.check_deck(d)["main"]
        assert len(cards) == 50
        assert sum(c.type == "climax" for c in cards) <= 8
        assert d.name and not d.name.endswith(".txt")


def test_ws_5_1_2_1_too_few_cards_names_the_last_line() -> None:
    """WS 5.1.2.1: a deck must contain exactly 50 cards (49 is refused)."""
    text = LEGAL.replace("2 EWA-016", "1 EWA-016")
    err = check(text)
    assert "WS 5.1.2.1" in err.message and "49" in err.message
    assert err.line == len(text.splitlines())


def test_ws_5_1_2_1_too_many_cards_names_the_line_past_50() -> None:
    """WS 5.1.2.1: 51 cards: the entry that passes 50 is named."""
    text = LEGAL + "\n1 EWA-016"
    err = check(text)
    assert "WS 5.1.2.1" in err.message
    assert err.line == len(text.splitlines())


def test_ws_5_1_2_2_five_of_a_name_over_two_entries() -> None:
    """WS 5.1.2.2: at most 4 cards with the same card name, even split across lines."""
    text = LEGAL.replace("3 EWA-011", "2 EWA-011\n1 EWA-001")
    err = check(text)
    assert "WS 5.1.2.2" in err.message and "Lantern Page Ilsa" in err.message
    lines = text.splitlines()
    assert err.line is not None and lines[err.line - 1] == "1 EWA-001"


def test_ws_5_1_2_3_nine_climaxes() -> None:
    """WS 5.1.2.3: at most 8 climaxes; the entry with the ninth is named."""
    text = LEGAL.replace("2 EWA-016", "1 EWA-016").replace("2 EWA-015", "3 EWA-015")
    err = check(text)
    assert "WS 5.1.2.3" in err.message
    assert err.line is not None and text.splitlines()[err.line - 1] == "3 EWA-015"


def test_unknown_card_and_unused_section_name_their_lines() -> None:
    """WS 5.2.1.1: a deck is checked when presented; an unknown card id is named with its line."""
    text = LEGAL.replace("4 EWA-001", "4 EWA-999")
    err = check(text)
    assert err.line == 2 and "EWA-999" in err.message
    err = check(LEGAL + "\n[side]\n1 EWA-001")
    assert "side" in err.message


def write(tmp_path: Path, body: str) -> Path:
    p = tmp_path / "set.toml"
    p.write_text('[set]\nid = "T"\ngame = "weiss"\n' + body, encoding="utf-8")
    return p


def test_ws_2_3_2_climax_has_no_level(tmp_path: Path) -> None:
    """WS 2.6.1: level exists only on characters and events: a climax with a level is refused."""
    p = write(tmp_path, '[[card]]\nid = "T-1"\nname = "Odd"\ntype = "climax"\ncolor = "red"\nlevel = 1\n')
    with pytest.raises(LoadError, match="climax has no level"):
        check_pool(load_card_file(p, "weiss", SCHEMA))


def test_ws_2_10_character_needs_soul(tmp_path: Path) -> None:
    """WS 2.10.1: a character has soul (and level, cost, power)."""
    p = write(
        tmp_path,
        '[[card]]\nid = "T-1"\nname = "Odd"\ntype = "character"\ncolor = "red"\nlevel = 0\ncost = 0\npower = 1000\n',
    )
    with pytest.raises(LoadError, match="needs a soul"):
        check_pool(load_card_file(p, "weiss", SCHEMA))


def test_ws_4_12_2_unknown_trigger_icon(tmp_path: Path) -> None:
    """WS 4.12.2: only the listed trigger icons exist."""
    p = write(
        tmp_path, '[[card]]\nid = "T-1"\nname = "Odd"\ntype = "climax"\ncolor = "red"\ntriggers = ["soul", "banana"]\n'
    )
    with pytest.raises(LoadError, match="banana"):
        load_card_file(p, "weiss", SCHEMA)


def test_demo_cards_use_known_words_and_original_names() -> None:
    """WS 2: every demo card loads; the pool has all four colors' worth of demo data."""
    pool = RS.pool
    assert len(pool) >= 30
    colors = {c.stats["color"] for c in pool.cards.values()}
    assert colors == {"yellow", "red", "blue", "green"}
    assert {c.type for c in pool.cards.values()} == {"character", "event", "climax"}


def test_ws_10_demo_set_uses_every_keyword_and_trigger_icon() -> None:
    """WS 10 / WS 4.12.2: the demo set has at least 40 cards in two or more
    colors, shows every trigger icon, and uses every keyword of WS 10."""
    from engine.games.weiss.schema import TRIGGER_ICONS

    pool = list(RS.pool.cards.values())
    assert len(pool) >= 40
    icons = {i for c in pool for i in c.stats.get("triggers", ())}
    assert icons == set(TRIGGER_ICONS)
    words = {w for c in pool for ab in c.abilities for w, _ in ab.effect + ab.cost + ab.condition}
    whens = {ab.when for c in pool for ab in c.abilities}
    alarms = [ab for c in pool for ab in c.abilities if ab.kind == "cont" and ab.zones == ("clock",)]
    keywords = {
        "Alarm": any(w == "gets" and not v.target.this for ab in alarms for w, v in ab.effect),
        "Encore": "encore" in whens,
        "Assist": "assist_power" in words,
        "Bond": "bond" in words,
        "Backup": "backup" in words,
        "Great Performance": "great_performance" in words,
        "Brainstorm": "brainstorm" in words,
        "Change": "change" in words,
        "Memory": "memory_at_least" in words and "to_memory" in words,
        "Experience": "level_total_at_least" in words,
        "Shift": "shift" in words,
        "Accelerate": "clock_top" in {w for c in pool for ab in c.abilities for w, _ in ab.cost},
        "Resonate": "reveal_name" in words,
        "Fusion": "fusion" in words,
        "Sunder": "sunder" in words,
    }
    assert all(keywords.values()), [k for k, v in keywords.items() if not v]
    decks = {e.card_id for d in RS.demo_decks() for e in d.entries("main")}
    # the sets that show a mechanic a second time play in the test decks of tests/engine/decks
    test_decks = (Path(__file__).parents[1] / "decks" / "weiss").glob("*.txt")
    more = {e.card_id for p in test_decks for e in load_deck_file(p).entries("main")}
    assert decks | more == set(RS.pool.cards), "every demo card is in a demo deck or a test deck"


def test_ws_5_1_2_2_1_same_name_different_cards_count_together(tmp_path: Path) -> None:
    """WS 5.1.2.2.1: two different cards with the same card name share the limit of 4."""
    from engine.games.weiss import WeissSchwarz

    body = "".join(
        f'[[card]]\nid = "T-{i}"\nname = "Twin Name"\ntype = "character"\ncolor = "red"\n'
        f"level = 0\ncost = 0\npower = {1000 * i}\nsoul = 1\n\n"
        for i in (1, 2)
    )
    rs = WeissSchwarz()
    rs.__dict__["pool"] = check_pool(load_card_file(write(tmp_path, body), "weiss", SCHEMA))
    with pytest.raises(DeckError, match="5 cards named 'Twin Name'"):
        rs.check_deck(parse_deck_text("3 T-1\n2 T-2\n", "twins.txt"))
