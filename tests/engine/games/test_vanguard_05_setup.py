"""Cardfight!! Vanguard rules, Section 5, Setting Up the Game (VG 5)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from engine.cards import CardDef, load_card_file
from engine.decks import parse_deck_text
from engine.errors import DeckError, LoadError
from engine.events import Shuffled
from engine.games.vanguard.schema import SCHEMA
from engine.match import Match
from engine.view import view_for
from tests.engine.games.vg import (
    DEMO_LINES,
    RS,
    deck_error,
    deck_of,
    match_to,
)


def test_vg_5_1_2_demo_decks_are_legal() -> None:
    """VG 5.1.2: both demo decks are legal: 50 cards, 16 triggers, 4 heals at most."""
    decks = RS.demo_decks()
    assert len(decks) >= 2
    for d in decks:
        cards = RS.check_deck(d)["main"]
        assert len(cards) == 50
        assert sum(1 for c in cards if c.get("trigger")) == 16
        assert sum(1 for c in cards if c.get("trigger") == "heal") <= 4
        assert d.name and d.name != "test"


def test_vg_5_1_2_1_more_than_fifty_cards_names_the_line() -> None:
    """VG 5.1.2.1: a deck holds exactly fifty cards; the line that passes fifty is named."""
    lines = [*DEMO_LINES[:-1], "4 PMV1-014", "1 PMV2-013"]
    err = deck_error(lines)
    assert err.line == 16 and "VG 5.1.2.1" in err.message


def test_vg_5_1_2_1_fewer_than_fifty_cards() -> None:
    """VG 5.1.2.1: 49 cards is not a legal deck."""
    lines = [*DEMO_LINES[:-1], "3 PMV1-014"]
    err = deck_error(lines)
    assert err.line == 15 and "VG 5.1.2.1" in err.message and "49" in err.message


def test_vg_5_1_2_2_five_copies_of_a_name() -> None:
    """VG 5.1.2.2: at most four cards of one name; the fifth copy's line is named."""
    lines = [*DEMO_LINES[:5], "4 PMV1-006", "1 PMV1-006", *DEMO_LINES[6:]]
    err = deck_error(lines)
    assert err.line == 8 and "VG 5.1.2.2" in err.message


def test_vg_5_1_2_3_seventeen_triggers() -> None:
    """VG 5.1.2.3: exactly sixteen triggers; the seventeenth's line is named."""
    lines = [
        *DEMO_LINES[:2],
        "4 PMV1-003",
        "4 PMV1-004",
        "4 PMV1-005",
        "1 PMV2-002",
        "4 PMV1-006",
        "4 PMV1-007",
        "2 PMV1-008",
        *DEMO_LINES[8:],
    ]
    err = deck_error(lines)
    assert err.line == 7 and "VG 5.1.2.3" in err.message


def test_vg_5_1_2_3_fifteen_triggers() -> None:
    """VG 5.1.2.3: fifteen triggers is not a legal deck; the last trigger line is named."""
    lines = [*DEMO_LINES[:4], "3 PMV1-005", *DEMO_LINES[5:7], "4 PMV1-008", *DEMO_LINES[8:]]
    err = deck_error(lines)
    assert err.line == 6 and "VG 5.1.2.3" in err.message


def test_vg_5_1_2_4_five_heal_triggers() -> None:
    """VG 5.1.2.4: at most four heal triggers, even of different names."""
    lines = [*DEMO_LINES[:3], "3 PMV1-004", "4 PMV1-005", "1 PMV2-005", *DEMO_LINES[5:]]
    err = deck_error(lines)
    assert err.line == 7 and "VG 5.1.2.4" in err.message


def test_vg_5_1_2_unknown_card_names_the_line() -> None:
    """VG 5.1.2: a deck entry that is no card of the game is reported at its line."""
    err = deck_error([*DEMO_LINES[:3], "4 PMV9-999", *DEMO_LINES[3:]])
    assert err.line == 5


def test_vg_5_2_2_deck_without_grade_0() -> None:
    """VG 5.2.2: a deck with no grade 0 card cannot provide a first vanguard, and is refused."""
    from engine.cards import CardDef, CardPool
    from engine.games.vanguard.deck import check_vanguard_deck

    pool = CardPool("vanguard")
    stats = {"clan": "Test", "grade": 1, "power": 5000, "shield": 5000, "critical": 1}
    for i in range(4):
        trig = "heal" if i == 0 else "draw"
        pool.add(CardDef(f"T-{i}", f"Trigger {i}", "vanguard", "trigger_unit", "", {**stats, "trigger": trig}, ()))
    for i in range(9):
        pool.add(CardDef(f"N-{i}", f"Normal {i}", "vanguard", "normal_unit", "", stats, ()))
    lines = [f"4 T-{i}" for i in range(4)] + [f"4 N-{i}" for i in range(8)] + ["2 N-8"]
    with pytest.raises(DeckError) as info:
        check_vanguard_deck(deck_of(lines), pool)
    assert "VG 5.2.2" in info.value.message and info.value.line == 2
    # The same list with one grade 0 normal unit is accepted.
    pool.add(CardDef("Z-0", "Zero", "vanguard", "normal_unit", "", {**stats, "grade": 0}, ()))
    assert len(check_vanguard_deck(deck_of([*lines[:-1], "1 N-8", "1 Z-0"]), pool)["main"]) == 50


def test_vg_5_2_2_first_vanguard_is_grade_0_and_face_down() -> None:
    """VG 5.2.2: each player puts a grade 0 card of the deck face down on the vanguard circle."""
    m = Match.new("vanguard", seed=7)
    d = m.decision
    assert d is not None and d.player == 0 and "first vanguard" in d.prompt
    g = m.game
    assert all(g.cards[o.card].card.get("grade") == 0 for o in d.options if o.card is not None)
    assert len({g.cards[o.card].card.id for o in d.options if o.card is not None}) == len(d.options)
    m.apply(d.options[-1].key)
    vc = g.zone(0, "VC").top
    assert vc is not None and not vc.face_up and vc.card.get("grade") == 0
    assert g.can_see(vc, 0) and not g.can_see(vc, 1)
    assert view_for(g, 1).zone("p0.VC").cards[0].name is None
    assert len(g.zone(0, "deck").cards) == 49


def test_vg_5_2_4_first_player_is_random_and_redraw_starts_with_them() -> None:
    """VG 5.2.4 / VG 5.2.5: the first player comes from the game's RNG, and redraws first."""
    firsts = set()
    for seed in range(12):
        m = Match.new("vanguard", seed=seed)
        d = match_to(m, "Redraw")
        assert d.player == m.game.first_player
        assert len(m.game.zone(0, "hand").cards) == 5 and len(m.game.zone(1, "hand").cards) == 5
        firsts.add(m.game.first_player)
    assert firsts == {0, 1}


def test_vg_5_2_5_redraw_returns_and_draws_as_many() -> None:
    """VG 5.2.5: the cards put back are shuffled into the deck and as many are drawn."""
    m = Match.new("vanguard", seed=3)
    d = match_to(m, "Redraw")
    seat = d.player
    g = m.game
    back = [o.key for o in d.options[:3]]
    m.apply(tuple(back))
    assert len(g.zone(seat, "hand").cards) == 5
    assert len(g.zone(seat, "deck").cards) == 44
    other = m.decision
    assert other is not None and "Redraw" in other.prompt and other.player != seat


def test_vg_5_1_2_5_deck_ability_allows_more_copies() -> None:
    """VG 5.1.2.5: Shoal Minnow's ability replaces 'up to four' (VG 5.1.2.2) for its name with
    eight: the Tidecaller demo deck holds five and is legal."""
    decks = {d.name: d for d in RS.demo_decks()}
    cards = RS.check_deck(decks["Tidecaller Court"])["main"]
    counts = Counter(c.name for c in cards)
    assert counts["Shoal Minnow"] == 5
    assert len(cards) == 50


def test_vg_5_1_2_5_deck_ability_has_its_own_limit() -> None:
    """VG 5.1.2.5: nine Shoal Minnow break the limit of eight its ability sets; the error names
    the line and the rule."""
    dropped = ("4 PMV1-013", "4 PMV1-010", "3 PMV1-012")
    lines = [ln for ln in DEMO_LINES if ln not in dropped] + ["9 PMV2-024", "2 PMV1-013"]
    assert sum(int(ln.split()[0]) for ln in lines) == 50
    err = deck_error(lines)
    assert err.line == len(lines) - 1 + 1  # the "# name" line comes first: line n + 1 is entry n
    assert "VG 5.1.2.5" in err.message and "at most 8" in err.message


def test_vg_5_1_2_5_other_names_keep_the_limit_of_four() -> None:
    """VG 5.1.2.5 / VG 5.1.2.2: the ability changes the limit for its own name only."""
    swap = {"4 PMV1-011": "5 PMV1-011", "3 PMV1-012": "1 PMV1-012"}
    lines = [swap.get(ln, ln) for ln in DEMO_LINES if ln != "4 PMV1-010"] + ["5 PMV2-024"]
    assert sum(int(ln.split()[0]) for ln in lines) == 50
    assert RS.check_deck(deck_of([ln.replace("5 PMV1-011", "4 PMV1-011") for ln in lines] + ["1 PMV1-012"]))
    err = deck_error(lines)
    assert err.line == lines.index("5 PMV1-011") + 2  # after the "# name" line
    assert "VG 5.1.2.2" in err.message and "at most 4" in err.message and "VG 5.1.2.5" not in err.message


@pytest.mark.parametrize(
    ("ability", "problem"),
    [
        (
            'kind = "cont"\n  effect = [{ deck_copies = "many" }]',
            "must be a whole number of copies from 1 to 50, not 'many'",
        ),
        ('kind = "cont"\n  effect = [{ deck_copies = 51 }]', "must be a whole number of copies from 1 to 50, not 51"),
        (
            'kind = "auto"\n  when = "placed"\n  effect = [{ deck_copies = 8 }]',
            "cannot be used in an auto ability (only in continuous abilities)",
        ),
    ],
)
def test_vg_5_1_2_5_bad_deck_ability_is_refused_at_load(tmp_path: Path, ability: str, problem: str) -> None:
    """VG 5.1.2.5: a deck-construction ability is a continuous ability with a whole number of
    copies; a card file with anything else is refused when it loads, naming the file and the line."""
    path = tmp_path / "bad.toml"
    path.write_text(
        '[[card]]\nid = "TST-DECK"\nname = "Bad Card"\ntype = "normal_unit"\nclan = "X"\ngrade = 1\n'
        f"power = 5000\ncritical = 1\n\n  [[card.ability]]\n  {ability}\n",
        encoding="utf-8",
    )
    with pytest.raises(LoadError) as info:
        load_card_file(path, "vanguard", SCHEMA)
    assert info.value.path == str(path) and info.value.line == ability.count("\n") + 11
    assert f"card TST-DECK, ability 1: effect 'deck_copies' {problem}" in info.value.message
    assert "VG 5.1.2.5" in info.value.message or "cannot be used" in problem


def test_vg_5_1_2_5_deck_check_accepts_minnows_from_the_file() -> None:
    """VG 5.1.2.5: the limit comes from card data: a deck list with eight Shoal Minnow is legal."""
    lines = [ln for ln in DEMO_LINES if ln not in ("4 PMV1-010", "4 PMV1-011")] + ["8 PMV2-024"]
    assert sum(int(ln.split()[0]) for ln in lines) == 50
    cards = RS.check_deck(deck_of(lines))["main"]
    assert sum(1 for c in cards if c.id == "PMV2-024") == 8


def test_vg_5_2_3_both_decks_are_shuffled_before_the_hands_are_drawn() -> None:
    """VG 5.2.3: each player's deck is shuffled after the first vanguards are chosen."""
    m = Match.new("vanguard", seed=8)
    match_to(m, "Redraw")
    shuffled = [e.zone for e in m.game.journal if isinstance(e, Shuffled)]
    assert {"p0.deck", "p1.deck"} <= set(shuffled)


def test_vg_5_1_2_2_1_same_name_different_cards_count_together() -> None:
    """VG 5.1.2.2.1: two cards with the same name count together towards the four-copy limit."""
    from engine.cards import CardPool
    from engine.errors import DeckError
    from engine.games.vanguard.deck import check_vanguard_deck

    pool = CardPool("vanguard")
    base = {"clan": "Test", "grade": 1, "power": 5000, "shield": 5000, "critical": 1}
    for i in range(4):
        pool.add(CardDef(f"T-{i}", f"Trigger {i}", "vanguard", "trigger_unit", "", {**base, "trigger": "draw"}, ()))
    pool.add(CardDef("A-1", "Twin Name", "vanguard", "normal_unit", "", {**base, "grade": 0}, ()))
    pool.add(CardDef("A-2", "Twin Name", "vanguard", "normal_unit", "", {**base, "power": 9000}, ()))
    for i in range(8):
        pool.add(CardDef(f"N-{i}", f"Normal {i}", "vanguard", "normal_unit", "", base, ()))
    lines = [f"4 T-{i}" for i in range(4)] + ["3 A-1", "2 A-2"] + [f"4 N-{i}" for i in range(7)] + ["1 N-7"]
    deck = parse_deck_text("\n".join(lines) + "\n", "twins.txt")
    try:
        check_vanguard_deck(deck, pool)
    except DeckError as err:
        assert "VG 5.1.2.2" in err.message and err.line == 6
    else:
        raise AssertionError("five cards named 'Twin Name' were accepted")
