"""System Gate rules, Section 13, Deck Construction (SG 13)."""

from __future__ import annotations

import pytest

from engine import registry
from engine.decks import parse_deck_text
from engine.errors import DeckError
from tests.engine.games.sg import (
    GOOD,
    ID,
    deck_error,
    line_of,
)


def test_sg_13_demo_decks_are_legal() -> None:
    """SG 13: both demo decks pass deck construction (the Gate Master also has 4 copies in the main deck, SG 13.3)."""
    rs = registry.get(ID)
    decks = rs.demo_decks()
    assert len(decks) >= 2
    for d in decks:
        cards = rs.check_deck(d)
        assert 50 <= len(cards["main"]) <= 100
        assert len(cards["gate"]) == 1 and len(cards["gatemaster"]) == 1
    rs.check_deck(parse_deck_text(GOOD, "t.txt"))


def test_sg_13_1_deck_of_49_cards_is_illegal() -> None:
    """SG 13.1 / SG 5.1.1: a deck must contain 50 to 100 cards."""
    text = GOOD.replace("2 SGD-050", "1 SGD-050")
    err = deck_error(text)
    assert "SG 13.1" in err.message and "49" in err.message
    assert err.line == line_of(text, "1 SGD-050")


def test_sg_13_1_deck_of_101_cards_is_illegal() -> None:
    """SG 13.1: more than 100 cards is illegal (the line of the last main entry is named)."""
    from engine.cards import CardDef, CardPool
    from engine.games.systemgate import SystemGate

    rs = SystemGate()
    pool = CardPool("systemgate", dict(registry.get(ID).pool.cards))
    for n in range(20):
        stats = {"planet": "Ignis", "limit": 1, "cost": 0, "power": 1000, "crit": 1, "defense": 1000}
        pool.add(CardDef(f"X-{n:03d}", f"Spare Ember {n}", "systemgate", "unit", "", stats, ()))
    rs.pool = pool  # a larger pool than the demo set (cached_property set per instance)
    extra = "".join(f"4 X-{n:03d}\n" for n in range(12)) + "3 X-012\n"
    text = GOOD + extra  # 50 + 51 = 101
    with pytest.raises(DeckError) as exc:
        rs.check_deck(parse_deck_text(text, "t.txt"))
    assert "SG 13.1" in exc.value.message and "101" in exc.value.message
    assert exc.value.line == line_of(text, "3 X-012")
    rs.check_deck(parse_deck_text(GOOD + extra.replace("3 X-012", "2 X-012"), "t.txt"))  # 100 is fine


def test_sg_13_3_five_copies_of_a_name_name_the_line() -> None:
    """SG 13.3 (copies) / SG 5.1.2: at most 4 copies of a card name."""
    text = GOOD.replace("4 SGD-011\n", "4 SGD-011\n1 SGD-001\n")
    err = deck_error(text)
    assert "SG 13.3" in err.message and "Emberling Scout" in err.message
    assert err.line == line_of(text, "1 SGD-001")


def test_sg_13_3_exactly_one_gate() -> None:
    """SG 13.3 (Gate): each deck has exactly one associated Gate."""
    err = deck_error(GOOD.replace("[gate]\n1 SGD-G01\n", ""))
    assert "exactly one associated Gate" in err.message and "SG 13.3" in err.message
    text = GOOD.replace("1 SGD-G01\n", "1 SGD-G01\n1 SGD-G02\n")
    err = deck_error(text)
    assert err.line == line_of(text, "1 SGD-G02")


def test_sg_13_3_only_planets_the_gate_allows() -> None:
    """SG 13.3 (Gate) / SG 5.1.3: a <Thalassa> card is not allowed by an Ignis Gate; <Asteroid Belt> always is."""
    text = GOOD.replace("4 SGD-012\n", "4 SGD-021\n")
    err = deck_error(text)
    assert "Thalassa" in err.message and "SG 13.3" in err.message
    assert err.line == line_of(text, "4 SGD-021")
    text = GOOD.replace("[gatemaster]\n1 SGD-006", "[gatemaster]\n1 SGD-025")
    err = deck_error(text)
    assert err.line == line_of(text, "1 SGD-025")


def test_sg_13_4_tokens_cannot_be_put_into_a_deck() -> None:
    """SG 13.4: <Token> cards cannot be put into a deck."""
    text = GOOD.replace("2 SGD-050\n", "1 SGD-050\n1 SGD-T01\n")
    err = deck_error(text)
    assert "SG 13.4" in err.message
    assert err.line == line_of(text, "SGD-T01")


def test_sg_13_2_one_gate_master() -> None:
    """SG 13.2: a deck has one Gate Master, outside the main deck."""
    err = deck_error(GOOD.replace("[gatemaster]\n1 SGD-006\n", ""))
    assert "SG 13.2" in err.message
    text = GOOD.replace("[gatemaster]\n1 SGD-006", "[gatemaster]\n1 SGD-006\n1 SGD-001")
    err = deck_error(text)
    assert "SG 13.2" in err.message and err.line == line_of(text, "1 SGD-001")


def test_sg_13_5_3_sideboard_of_at_most_12() -> None:
    """SG 13.5.3: the sideboard may include up to 12 cards (Gates included)."""
    ok = GOOD + "[side]\n1 SGD-G02\n4 SGD-050\n4 SGD-051\n3 SGD-001\n"
    registry.get(ID).check_deck(parse_deck_text(ok, "t.txt"))
    text = ok + "1 SGD-002\n"
    err = deck_error(text)
    assert "SG 13.5.3" in err.message and err.line == line_of(text, "1 SGD-002")


def test_sg_13_5_1_sideboard_swaps_between_games_keep_the_deck_legal() -> None:
    """SG 13.5.1 / SG 13.5.2: cards move between the sideboard and the deck while the deck stays legal; a swap
    that would make it illegal is refused."""
    import pytest

    from engine.errors import DeckError
    from engine.games.systemgate.deck import swap_sideboard

    rs = registry.get("systemgate")
    deck = next(d for d in rs.demo_decks() if d.name.startswith("Cinderhold"))
    new = swap_sideboard(rs, deck, {"main": ("SGD-051", "SGD-051")}, {"main": ("SGD-009", "SGD-009")})
    cards = rs.check_deck(new)
    ids = [c.id for c in cards["main"]]
    assert ids.count("SGD-051") == 2 and ids.count("SGD-009") == 2 and len(ids) == 50
    assert [c.id for c in cards["side"]].count("SGD-009") == 2
    with pytest.raises(DeckError):
        swap_sideboard(rs, deck, {"gate": ("SGD-051",)}, {})  # a spell cannot be the Gate (SG 13.3)
    with pytest.raises(DeckError):
        swap_sideboard(rs, deck, {}, {"main": ("SGD-001",)})  # 49 cards (SG 13.1)
