"""The card browser and deck builder (#25), by clicks and keys: search as you
type, add and remove cards, an illegal deck shows the rule it breaks, save
and reopen, and play the deck."""

from __future__ import annotations

import ctypes.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import (
    QColor,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QGuiApplication,
    QHelpEvent,
    QImage,
    QPixmap,
)
from PySide6.QtWidgets import QApplication, QListWidget, QListWidgetItem, QPushButton, QToolTip
from pytestqt.qtbot import QtBot

from desktop.card_images import card_images
from desktop.deck_builder import QtDeckBuilder
from desktop.deck_lists import CARD_ROLE, SECTION_ROLE, forget_faces
from desktop.deck_model import Deck, search
from desktop.deck_rules import cited, rule_tip
from desktop.deck_text import read_pasted
from engine import registry
from engine.decks import load_deck_file
from tests.desktop.conftest import OpenWindow
from tests.desktop.driving import LEFT, click


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
    row = next(
        i for i in range(builder.deck_view.count()) if builder.deck_view.item(i).data(Qt.ItemDataRole.UserRole) == first
    )
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


# -- pictures, drag and drop, pasted lists, the Gate Master, the rules' words ---------------------------------


RED = QColor(200, 30, 40)


def _picture(game: str, card_id: str) -> Path:
    folder = Path(os.environ["XDG_DATA_HOME"]) / "playmat" / "images" / game
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{card_id}.png"
    img = QImage(126, 176, QImage.Format.Format_RGB32)
    img.fill(RED)
    assert img.save(str(path))
    card_images().rescan(game)
    forget_faces()
    return path


def _centre(pixmap: QPixmap) -> QColor:
    img = pixmap.toImage()
    return img.pixelColor(img.width() // 2, img.height() // 2)


def _builder(qtbot: QtBot, rid: str, demo: bool = False) -> QtDeckBuilder:
    rs = registry.get(rid)
    builder = QtDeckBuilder(rs)
    qtbot.addWidget(builder)
    if demo:
        builder.deck = Deck.of(rs, rs.demo_decks()[0])
        builder._refresh()
    builder.show()
    qtbot.waitExposed(builder)
    return builder


def test_a_cards_picture_is_shown_in_the_card_view_and_the_grid_and_a_card_without_one_keeps_its_face(
    qtbot: QtBot,
) -> None:
    rs = registry.get("vanguard")
    pictured, plain = sorted(rs.pool.cards)[:2]
    path = _picture("vanguard", pictured)
    try:
        builder = _builder(qtbot, "vanguard")
        qtbot.keyClicks(builder.query, plain)
        assert builder.picture.isVisible() and builder.chosen == plain
        card_images().wait()
        qtbot.wait(20)
        assert _centre(builder.picture.pixmap()) != RED  # the drawn face
        builder.query.clear()
        qtbot.keyClicks(builder.query, pictured)
        qtbot.waitUntil(lambda: _centre(builder.picture.pixmap()) == RED, timeout=5000)
        # the results as a grid of faces: the picture is the card's face there too
        click(qtbot, builder.grid_button)
        assert builder.results.grid() and builder.results.count() == 1
        item = builder.results.item(0)
        size = builder.results.iconSize()
        qtbot.waitUntil(lambda: _centre(item.icon().pixmap(size)) == RED, timeout=5000)
        assert item.text() == rs.pool[pictured].name
        # and back to lines, by the key
        qtbot.keyClick(builder.query, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
        assert not builder.results.grid() and rs.pool[pictured].id in builder.results.item(0).text()
    finally:
        path.unlink()
        card_images().rescan()
        forget_faces()


def _drop(source: QListWidget, item: QListWidgetItem, target: QListWidget, pos: QPoint) -> None:
    """What Qt does when a card of ``source`` is dragged over ``target`` and let go at ``pos``."""
    data = source.mimeData([item])
    viewport = target.viewport()
    actions = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction
    for event in (
        QDragEnterEvent(pos, actions, data, LEFT, Qt.KeyboardModifier.NoModifier),
        QDragMoveEvent(pos, actions, data, LEFT, Qt.KeyboardModifier.NoModifier),
        QDropEvent(QPointF(pos), actions, data, LEFT, Qt.KeyboardModifier.NoModifier),
    ):
        QApplication.sendEvent(viewport, event)


def _line(builder: QtDeckBuilder, section: str, card_id: str | None = None) -> QListWidgetItem:
    """The deck list's line of a card in a section (no card: the section's header)."""
    view = builder.deck_view
    for i in range(view.count()):
        item = view.item(i)
        if item.data(SECTION_ROLE) == section and item.data(CARD_ROLE) == card_id:
            return item
    raise AssertionError(f"no line for {card_id} in {section}")


def _at(view: QListWidget, item: QListWidgetItem) -> QPoint:
    return view.visualItemRect(item).center()


def test_cards_are_dragged_into_the_decks_sections_between_them_and_out(qtbot: QtBot) -> None:
    builder = _builder(qtbot, "systemgate", demo=True)
    rs = builder.rs
    deck = builder.deck
    unit = next(cid for s, cid, _ in deck.entries() if s == "main")
    qtbot.keyClicks(builder.query, unit)
    found = builder.results.item(0)
    before = deck.copies(unit, "main")
    # from the results onto the sideboard's header: a copy in the sideboard
    _drop(builder.results, found, builder.deck_view, _at(builder.deck_view, _line(builder, "side")))
    assert deck.copies(unit, "side") == 1 and deck.copies(unit, "main") == before
    # onto one of the main deck's lines: a copy in the main deck
    _drop(
        builder.results,
        builder.results.item(0),
        builder.deck_view,
        _at(builder.deck_view, _line(builder, "main", unit)),
    )
    assert deck.copies(unit, "main") == before + 1
    assert "5 copies" in builder.status.text()
    # from the main deck back out onto the results: a copy taken away
    _drop(builder.deck_view, _line(builder, "main", unit), builder.results, QPoint(20, 20))
    assert deck.copies(unit, "main") == before and "A legal deck" in builder.status.text()
    # from the sideboard onto the Gate Master: moved, and it takes the old one's place
    _drop(
        builder.deck_view,
        _line(builder, "side", unit),
        builder.deck_view,
        _at(builder.deck_view, _line(builder, "gatemaster")),
    )
    assert deck.copies(unit, "side") == 0 and dict(deck.sections["gatemaster"]) == {unit: 1}
    # a Gate dropped on the main deck is refused, and said why
    gate = next(c.id for c in rs.pool.cards.values() if c.type == "gate")
    builder.query.clear()
    qtbot.keyClicks(builder.query, gate)
    _drop(builder.results, builder.results.item(0), builder.deck_view, _at(builder.deck_view, _line(builder, "main")))
    assert deck.copies(gate, "main") == 0 and "goes to the Gate section" in builder.status.text()


def test_a_pasted_list_with_unknown_names_changes_nothing_and_a_good_one_takes_the_decks_place(qtbot: QtBot) -> None:
    builder = _builder(qtbot, "dbscg")
    rs = builder.rs
    demo = Deck.of(rs, rs.demo_decks()[0])
    leader = next(cid for s, cid, _ in demo.entries() if s == "leader")
    lines = ["Leader:", f"1 {rs.pool[leader].name}", "", "Main Deck (50)"]
    lines += [f"{n}x {rs.pool[cid].name}" for s, cid, n in demo.entries() if s == "main"]
    good = "\n".join(lines) + "\n"
    bad = good.replace(lines[4], "4x Kaioken Goku of Nowhere", 1) + "3 x Nobody At All\n"
    builder.add(leader)
    kept = builder.deck.entries()
    QGuiApplication.clipboard().setText(bad)
    click(qtbot, builder.paste_button)
    dialog = builder.paste
    assert dialog is not None
    assert dialog.isVisible() and dialog.text.toPlainText() == bad
    click(qtbot, dialog.read_button)
    said = dialog.problems.text()
    assert (
        "line 5: no card named &#x27;Kaioken Goku of Nowhere&#x27;" in said
        or "line 5: no card named 'Kaioken Goku of Nowhere'" in said
    )
    assert f"line {len(lines) + 1}: no card named" in said
    assert dialog.isVisible() and builder.deck.entries() == kept  # nothing half applied
    # the list put right: pasted over the text by keys
    QGuiApplication.clipboard().setText(good)
    dialog.text.setFocus()
    qtbot.keyClick(dialog.text, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(dialog.text, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(dialog.text, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert not dialog.isVisible(), (dialog.problems.text(), dialog.text.toPlainText()[:200])
    assert builder.deck.entries() == demo.entries() and "A legal deck" in builder.status.text()
    # and copied out as text, it reads back the same
    click(qtbot, builder.copy_button)
    copied = QGuiApplication.clipboard().text()
    assert copied.startswith("# name:") and "Leader (1)" in copied
    again = read_pasted(rs, copied).deck
    assert again is not None and again.entries() == demo.entries()


@pytest.mark.parametrize(
    ("line", "count", "name"),
    [
        ("4 {}", 4, True),
        ("4x {}", 4, True),
        ("4 x {}", 4, True),
        ("{} x4", 4, True),
        ("x3 {}", 3, True),
        ("2 {id}", 2, False),
        ("3 {id} {}", 3, True),
        ("1 × {} ({id})", 1, True),
        ("{}", 1, True),
    ],
)
def test_the_list_formats_players_copy_are_read(line: str, count: int, name: bool) -> None:
    rs = registry.get("weiss")
    card = sorted(rs.pool.cards.values(), key=lambda c: c.id)[5]
    text = "Characters (20):\n" + line.format(card.name, id=card.number or card.id) + "\n"
    pasted = read_pasted(rs, text)
    assert pasted.problems == [] and pasted.deck is not None
    assert pasted.deck.entries() == [("main", card.id, count)]


def test_a_text_list_of_another_format_opens_as_a_pasted_one(qtbot: QtBot, tmp_path: Path) -> None:
    rs = registry.get("vanguard")
    demo = Deck.of(rs, rs.demo_decks()[0])
    path = tmp_path / "from-a-site.txt"
    path.write_text("Main Deck:\n" + "".join(f"{n}x {rs.pool[c].name}\n" for _, c, n in demo.entries()))
    builder = _builder(qtbot, "vanguard")
    assert builder.open_deck(str(path))
    assert builder.deck.entries() == demo.entries() and "A legal deck" in builder.status.text()
    assert builder.deck.path == ""  # saved in Playmat's own format, beside the other decks


def test_the_gate_master_is_chosen_in_the_builder(qtbot: QtBot) -> None:
    builder = _builder(qtbot, "systemgate", demo=True)
    rs = builder.rs
    deck = builder.deck
    assert builder.gate_master_button.isVisible()
    old = next(iter(deck.sections["gatemaster"]))
    gate = rs.pool[next(iter(deck.sections["gate"]))]
    allowed = set(gate.stats.get("allows", ()))
    other = next(
        c.id
        for c in sorted(rs.pool.cards.values(), key=lambda c: c.id)
        if c.type != "gate" and c.id != old and c.stats.get("planet") in allowed
    )
    # chosen in the results, G: the new Gate Master in the old one's place
    qtbot.keyClicks(builder.query, other)
    builder.results.setFocus()
    qtbot.keyClick(builder.results, Qt.Key.Key_G)
    assert deck.sections["gatemaster"] == {other: 1} and "A legal deck" in builder.status.text()
    assert "Gate Master" in builder.deck.text() or "[gatemaster]" in builder.deck.text()
    # a Gate cannot be the Gate Master: said, and nothing changes
    builder.query.clear()
    qtbot.keyClicks(builder.query, gate.id)
    click(qtbot, builder.gate_master_button)
    assert deck.sections["gatemaster"] == {other: 1} and "cannot be the Gate Master" in builder.status.text()
    # a card of a planet the Gate does not allow: the check names the rule
    foreign = next(
        c.id
        for c in rs.pool.cards.values()
        if c.type != "gate" and c.stats.get("planet") not in allowed | {"Asteroid Belt"}
    )
    builder.query.clear()
    qtbot.keyClicks(builder.query, foreign)
    click(qtbot, builder.gate_master_button)
    assert deck.sections["gatemaster"] == {foreign: 1} and "SG 13.3" in builder.status.text()
    # taken away with Delete: the deck has none, SG 13.2
    builder.deck_view.setCurrentItem(_line(builder, "gatemaster", foreign))
    builder.deck_view.setFocus()
    qtbot.keyClick(builder.deck_view, Qt.Key.Key_Delete)
    assert not deck.sections.get("gatemaster") and "SG 13.2" in builder.status.text()
    assert "press G" in _line(builder, "gatemaster").text() or any(
        "press G" in builder.deck_view.item(i).text() for i in range(builder.deck_view.count())
    )


def test_the_rule_a_deck_breaks_shows_its_words(qtbot: QtBot) -> None:
    builder = _builder(qtbot, "vanguard")
    builder.add(sorted(builder.rs.pool.cards)[0])
    assert "VG 5.1.2.3" in builder.status.text()
    assert "href='rule:VG 5.1.2.3'" in builder.status.text()
    pos = builder.status.rect().center()
    QApplication.sendEvent(builder.status, QHelpEvent(QEvent.Type.ToolTip, pos, builder.status.mapToGlobal(pos)))
    # no rules document in the player's folder: where to put one
    qtbot.waitUntil(lambda: "VG 5.1.2.3" in QToolTip.text() and "vanguard.md" in QToolTip.text(), timeout=3000)
    QToolTip.hideText()
    # pointing at the rule's number in the line shows it too
    builder.status.linkHovered.emit("rule:VG 5.1.2.3")
    assert "VG 5.1.2.3: Playmat does not come with the Cardfight!! Vanguard comprehensive rules" in QToolTip.text()


@pytest.mark.parametrize("rid", ["vanguard", "weiss", "dbscg", "dbscg-1.0", "systemgate"])
def test_every_rule_the_deck_check_names_has_its_words(rid: str) -> None:
    """Decks broken each way the builder meets them: empty, one card, too
    many copies, a full deck and one card more."""
    rs = registry.get(rid)
    demo = Deck.of(rs, rs.demo_decks()[0])
    decks = [Deck(rs)]
    one = Deck(rs)
    one.add(next(cid for s, cid, _ in demo.entries() if s == "main"))
    decks.append(one)
    for _, cid, _ in demo.entries():
        d = Deck.of(rs, rs.demo_decks()[0])
        d.sections = {s: dict(c) for s, c in d.sections.items()}
        section = next(s for s, ids in d.sections.items() if cid in ids)
        d.sections[section][cid] += 5
        decks.append(d)
    problems = {d.problem() for d in decks} - {None}
    assert len(problems) >= 2
    for problem in problems:
        assert problem and cited(problem), problem
        assert rule_tip(problem), problem


def test_the_results_say_how_many_copies_the_deck_holds(qtbot: QtBot) -> None:
    builder = _builder(qtbot, "weiss")
    card = sorted(builder.rs.pool.cards)[0]
    qtbot.keyClicks(builder.query, card)
    assert "in the deck" not in builder.results.item(0).text()
    qtbot.keyClick(builder.query, Qt.Key.Key_Return)
    qtbot.keyClick(builder.query, Qt.Key.Key_Return)
    assert "(2 in deck)" in builder.results.item(0).text() and builder.results.item(0).font().bold()
    click(qtbot, builder.grid_button)
    assert builder.results.item(0).text().endswith("×2")


def test_closing_a_deck_with_changes_not_saved_warns_once(qtbot: QtBot, tmp_path: Path) -> None:
    builder = _builder(qtbot, "vanguard")
    qtbot.keyClicks(builder.query, sorted(builder.rs.pool.cards)[0])
    qtbot.keyClick(builder.query, Qt.Key.Key_Return)
    qtbot.keyClick(builder.results, Qt.Key.Key_Escape)
    assert builder.isVisible() and "changes not saved" in builder.status.text()
    qtbot.keyClick(builder.results, Qt.Key.Key_Escape)
    assert not builder.isVisible()
    # saved: closes at once
    again = _builder(qtbot, "vanguard")
    again.add(sorted(again.rs.pool.cards)[0])
    assert again.save(tmp_path / "one.txt")
    close = next(b for b in again.findChildren(QPushButton) if b.text() == "Close")
    click(qtbot, close)
    assert not again.isVisible()


XVFB = shutil.which("xvfb-run")


@pytest.mark.skipif(XVFB is None or ctypes.util.find_library("Xtst") is None, reason="needs Xvfb and XTest")
def test_cards_are_dragged_with_a_real_pointer_in_and_out_in_the_list_and_the_grid() -> None:
    """The whole drag as Qt runs it (QDrag and the X server), not events sent
    to the lists: in from the results onto the sideboard, out onto the results."""
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb"}
    done = subprocess.run(
        [XVFB or "", "-a", "-s", "-screen 0 1400x900x24", sys.executable, "-m", "tests.desktop.real_drag", "SGD-002"],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 0, done.stderr[-2000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen == {"grid": [0, 1, 0], "list": [0, 1, 0]}


def test_the_card_view_says_whether_the_decks_gate_allows_the_card(qtbot: QtBot) -> None:
    builder = _builder(qtbot, "systemgate", demo=True)
    rs = builder.rs
    gate = rs.pool[next(iter(builder.deck.sections["gate"]))]
    allowed = set(gate.stats.get("allows", ())) | {"Asteroid Belt"}
    inside = next(c for c in rs.pool.cards.values() if c.type != "gate" and c.stats.get("planet") in allowed)
    outside = next(c for c in rs.pool.cards.values() if c.type != "gate" and c.stats.get("planet") not in allowed)
    qtbot.keyClicks(builder.query, inside.id)
    assert f"{gate.name} allows &lt;{inside.stats['planet']}&gt; cards" in builder.card_view.text()
    builder.query.clear()
    qtbot.keyClicks(builder.query, outside.id)
    assert "allows only" in builder.card_view.text() and "SG 13.3" in builder.card_view.text()


def test_an_empty_deck_says_how_cards_are_added(qtbot: QtBot) -> None:
    builder = _builder(qtbot, "weiss")
    assert builder.deck_view.count() == 1 and "drag it here" in builder.deck_view.item(0).text()
    qtbot.keyClicks(builder.query, sorted(builder.rs.pool.cards)[0])
    qtbot.keyClick(builder.query, Qt.Key.Key_Return)
    assert builder.deck_view.count() == 1 and builder.deck_view.item(0).data(CARD_ROLE)


def test_undo_takes_changes_back_a_pasted_list_too_and_sort_orders_the_sections(qtbot: QtBot) -> None:
    builder = _builder(qtbot, "vanguard", demo=True)
    rs = builder.rs
    demo = builder.deck.entries()
    first = demo[0][1]
    # a copy taken away with Delete, then back with Ctrl+Z in the deck list
    builder.deck_view.setCurrentItem(_line(builder, "main", first))
    builder.deck_view.setFocus()
    qtbot.keyClick(builder.deck_view, Qt.Key.Key_Delete)
    assert builder.deck.copies(first) == demo[0][2] - 1
    qtbot.keyClick(builder.deck_view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert builder.deck.entries() == demo
    # a pasted list over the deck, taken back with the Undo button
    QGuiApplication.clipboard().setText(f"4 {rs.pool[first].name}\n")
    click(qtbot, builder.paste_button)
    assert builder.paste is not None
    click(qtbot, builder.paste.read_button)
    assert builder.deck.entries() == [("main", first, 4)]
    click(qtbot, builder.undo_button)
    assert builder.deck.entries() == demo and builder.name_edit.text() == builder.deck.name
    # sorted: by type, then grade, then name
    click(qtbot, builder.sort_button)
    cards = [rs.pool[cid] for _, cid, _ in builder.deck.entries()]
    keys = [(c.type, c.stats.get("grade", 0), c.name.casefold()) for c in cards]
    assert keys == sorted(keys) and sorted(builder.deck.entries()) == sorted(demo)
    click(qtbot, builder.undo_button)
    assert builder.deck.entries() == demo


def test_a_pasted_list_may_name_its_sections_in_japanese() -> None:
    rs = registry.get("systemgate")
    demo = Deck.of(rs, rs.demo_decks()[0])
    names = {"main": "メインデッキ", "gate": "ゲート", "gatemaster": "ゲートマスター", "side": "サイドボード"}
    lines = []
    for section in rs.deck_sections:
        lines.append(f"{names[section]}:")
        lines += [f"{n} {rs.pool[cid].number or cid}" for s, cid, n in demo.entries() if s == section]
    pasted = read_pasted(rs, "\n".join(lines))
    assert pasted.deck is not None, pasted.problems
    assert pasted.deck.sections == demo.sections
