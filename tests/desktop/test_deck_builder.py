"""The card browser and deck builder (#25), by clicks and keys: search as you
type, add and remove cards, an illegal deck shows the rule it breaks, save
and reopen, and play the deck."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.deck_builder import QtDeckBuilder
from desktop.deck_model import Deck, search
from engine import registry
from engine.decks import load_deck_file
from tests.desktop.conftest import OpenWindow
from tests.desktop.driving import click


@pytest.mark.parametrize(
    ("rid", "query", "wanted"),
    [
        ("vanguard", "grade>=3", lambda c: c.stats.get("grade", 0) >= 3),
        ("weiss", "level:1 color:red", lambda c: c.stats.get("level") == 1 and c.stats.get("color") == "red"),
        ("dbscg", "power>=15000", lambda c: c.stats.get("power", 0) >= 15000),
        ("systemgate", "cost<=1", lambda c: c.stats.get("cost", 99) <= 1),
    ],
)
def test_a_search_finds_exactly_the_cards_it_names(rid: str, query: str, wanted: object) -> None:
    cards = list(registry.get(rid).pool.cards.values())
    found = search(cards, query)
    assert found and found == [c for c in sorted(cards, key=lambda c: c.id) if wanted(c)]  # type: ignore[operator]


def test_words_are_found_in_names_ids_and_text() -> None:
    cards = list(registry.get("weiss").pool.cards.values())
    card = cards[3]
    assert card in search(cards, card.name.split()[0].lower())
    assert search(cards, card.id) == [card]


def test_a_deck_is_built_by_keys_shows_the_rule_it_breaks_and_is_saved_and_reopened(
    qtbot: QtBot, tmp_path: Path
) -> None:
    rs = registry.get("weiss")
    builder = QtDeckBuilder(rs)
    qtbot.addWidget(builder)
    builder.show()
    qtbot.waitExposed(builder)
    demo = Deck.of(rs, rs.demo_decks()[0])
    # type each card's id in the search box and press Enter as many times as copies
    for _, card_id, n in demo.entries():
        builder.query.clear()
        qtbot.keyClicks(builder.query, card_id)
        assert builder.results.count() == 1
        for _ in range(n):
            qtbot.keyClick(builder.query, Qt.Key.Key_Return)
    assert builder.deck.total() == 50 and "A legal deck" in builder.status.text()
    assert builder.play_button.isEnabled()
    # one copy too many of the first card: the rule it breaks, with its number
    first = demo.entries()[0][1]
    builder.query.clear()
    qtbot.keyClicks(builder.query, first)
    qtbot.keyClick(builder.query, Qt.Key.Key_Return)
    assert "WS 5.1.2" in builder.status.text() and not builder.play_button.isEnabled()
    # take it back from the deck with the Delete key
    row = next(i for i in range(builder.deck_view.count()) if builder.deck_view.item(i).data(Qt.ItemDataRole.UserRole) == first)
    builder.deck_view.setCurrentRow(row)
    builder.deck_view.setFocus()
    qtbot.keyClick(builder.deck_view, Qt.Key.Key_Delete)
    assert builder.deck.total() == 50 and builder.play_button.isEnabled()
    builder.name_edit.clear()
    qtbot.keyClicks(builder.name_edit, "My Lanterns")
    path = tmp_path / "mine.txt"
    assert builder.save(path)
    saved = load_deck_file(path)
    assert saved.name == "My Lanterns" and rs.check_deck(saved)
    again = QtDeckBuilder(rs, deck_path=str(path))
    qtbot.addWidget(again)
    assert again.deck.entries() == builder.deck.entries() and "A legal deck" in again.status.text()


def test_a_dbscg_leader_goes_to_its_own_section_and_the_card_view_says_what_is_automated(qtbot: QtBot) -> None:
    rs = registry.get("dbscg")
    builder = QtDeckBuilder(rs)
    qtbot.addWidget(builder)
    leader = next(c for c in rs.pool.cards.values() if c.type == "leader")
    builder.add(leader.id)
    assert builder.deck.entries()[0][0] == "leader"
    assert "[leader]" in builder.deck.text() and "DBS 5-1" in builder.status.text()
    skilled = next(c for c in rs.pool.cards.values() if c.abilities)
    builder.query.setText(skilled.id)
    assert "Carried out by Playmat" in builder.card_view.text()


def test_play_this_deck_starts_a_game_with_it_from_the_start_screen(qtbot: QtBot, open_window: OpenWindow) -> None:
    window = open_window()
    screen = window.start_screen
    screen.select("vanguard", "goldfish")
    click(qtbot, screen.build_button)
    builder = screen.builder
    assert builder is not None and builder.isVisible()
    rs = registry.get("vanguard")
    for _, card_id, n in Deck.of(rs, rs.demo_decks()[1]).entries():
        for _ in range(n):
            builder.add(card_id)
    builder.mode_box.setCurrentIndex(builder.mode_box.findData("vsbot"))
    builder.name_edit.setText("Built here")
    builder.deck.name = "Built here"
    click(qtbot, builder.play_button)
    assert window.in_game
    s = window.model.session
    assert s is not None and s.mode == "vsbot"
    assert s.match.deck_names[0] == "Built here"


def test_the_builder_prints_the_sleeve_labels_of_its_deck(qtbot: QtBot, tmp_path: Path) -> None:
    rs = registry.get("vanguard")
    builder = QtDeckBuilder(rs)
    qtbot.addWidget(builder)
    builder.deck = Deck.of(rs, rs.demo_decks()[0])
    builder.deck.path = str(tmp_path / "deck.txt")
    pdf = tmp_path / "labels.pdf"
    assert builder.print_labels(pdf)
    assert pdf.read_bytes().startswith(b"%PDF") and "50 labels" in builder.status.text()
