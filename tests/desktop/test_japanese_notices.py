"""The game window's status line, its saving box and its right-click menus
in Japanese: what a click, a drop, undo, redo or a save says (context
``Notices``), the box that says the game cannot be saved (context
``SaveStatus``), and the menus of moves by hand (context ``ManualMenu``)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.main_window import QtMainWindow
from desktop.manual_menu import card_menu, table_menu
from desktop.wording import phase_words
from engine.bots import RandomBot
from engine.view import View
from tests.desktop.test_japanese import compiled, english_words  # noqa: F401 - fixture
from tests.desktop.test_japanese_windows import _kept

pytestmark = pytest.mark.gui


def test_the_status_line_and_the_save_box_in_japanese(
    game_window: Callable[..., QtMainWindow],
    qtbot: QtBot,
    compiled: Path,  # noqa: F811
    tmp_path: Path,
) -> None:
    window = game_window("vanguard", "goldfish")
    window.language_actions["ja"].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title().startswith("ゲーム"))
    model = window.model
    said: list[str] = []
    model.notice.connect(said.append)
    kept = _kept("vanguard")

    def english(text: str) -> list[str]:
        for word in kept:
            text = text.replace(word, " ")
        return english_words(text)

    # a card that is not a choice now (the vanguard, once it is on its circle), clicked and dropped
    bot = RandomBot(1)
    for _ in range(40):
        qtbot.waitUntil(lambda: model.decision is not None)  # (the other seat's bot answers meanwhile)
        d, view = model.decision, model.view()
        assert d is not None and view is not None
        chosen = {o.card for o in d.options}
        mine = [c for z in view.zones if z.owner == d.player for c in z.cards if c.iid >= 0 and c.iid not in chosen]
        if mine and z_of(view, mine[0].iid) != "hand":
            card = mine[0]
            break
        assert model.answer(bot.choose(d))
    else:
        raise AssertionError("no card that is not a choice")
    model.click_card(card.iid)
    model.drop(card.iid, f"p{d.player}.drop")
    # a move answered, undone and redone; the game saved
    assert model.answer(bot.choose(d))
    assert model.undo() and model.redo()
    assert model.save_as(tmp_path / "saved.playmat")  # (a file's name stays as it is)
    assert len(said) >= 5, said
    assert "元に戻しました" in said and "やり直しました" in said
    assert any(t.endswith("に保存しました") for t in said), said
    saved = str(tmp_path / "saved.playmat")
    found = {t: english(t.replace(saved, " ")) for t in said if english(t.replace(saved, " "))}
    assert not found, found

    # the game cannot be saved: the label, its tip and the box
    status = window.save_status
    status._on_save_failed("ディスクがいっぱいです")
    box = status.box
    assert box is not None
    texts = [status.label.text(), status.label.toolTip(), box.text(), *(b.text() for b in box.buttons())]
    where = status._where() or "\0"  # (the file's name stays as it is)
    found = {t: english(t.replace(where, " ")) for t in texts if english(t.replace(where, " "))}
    assert not found, found
    box.close()
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Game")


def z_of(view: View, iid: int) -> str:
    """The name of the zone card ``iid`` lies in, in ``view``."""
    return next(z.key.split(".", 1)[-1] for z in view.zones if any(c.iid == iid for c in z.cards))


def _entries(menu: QMenu) -> list[str]:
    out = []
    for action in menu.actions():
        out.append(action.text())
        sub = action.menu()
        if isinstance(sub, QMenu):
            out += _entries(sub)
    return [t for t in out if t]


@pytest.mark.parametrize("rid", ["vanguard", "weiss", "dbscg", "systemgate"])
def test_the_right_click_menus_in_japanese(
    game_window: Callable[..., QtMainWindow],
    qtbot: QtBot,
    compiled: Path,  # noqa: F811
    rid: str,
) -> None:
    """A card's menu (move it to a zone in the mat's words, turn it, flip it)
    and the counters' menu, in Japanese; in English again as they were."""
    window = game_window(rid, "goldfish")
    window.language_actions["ja"].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title().startswith("ゲーム"))
    model = window.model
    view = model.view()
    assert view is not None
    zone = next(z for z in view.zones if z.owner == 0 and any(c.name for c in z.cards))
    card = next(c for c in zone.cards if c.name)
    entries = _entries(card_menu(model, view, card, zone.key))
    assert "移動先(&M)" in entries and "レスト(&R)" in entries, entries
    entries += _entries(table_menu(model, view))
    kept = _kept(rid)

    def english(text: str) -> list[str]:
        for word in kept:
            text = text.replace(word, " ")
        return english_words(text)

    found = {t: english(t) for t in entries if english(t)}
    assert not found, found
    folder = os.environ.get("PLAYMAT_SHOTS")
    if folder:  # a picture of the card's menu and its zones, opened
        menu = card_menu(model, view, card, zone.key, window)
        menu.popup(window.mapToGlobal(QPoint(200, 200)))
        qtbot.waitExposed(menu)
        move = menu.actions()[1].menu()
        assert isinstance(move, QMenu)
        sub = move.actions()[0].menu()
        assert isinstance(sub, QMenu)
        sub.popup(window.mapToGlobal(QPoint(420, 200)))
        qtbot.waitExposed(sub)
        menu.grab().save(str(Path(folder) / f"menu-{rid}-ja.png"))
        sub.grab().save(str(Path(folder) / f"menu-{rid}-zones-ja.png"))
        menu.close()
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Game")
    entries = _entries(card_menu(model, view, card, zone.key))
    assert "&Move to" in entries and "&Rest" in entries and entries[0].endswith(" — by hand"), entries


def test_every_games_set_up_reads_in_japanese(qapp: object, compiled: Path) -> None:  # noqa: F811
    """The status line before the first turn: each game's set-up (Weiss
    Schwarz names its phase "setup", the others "set-up") reads ゲーム準備."""
    assert i18n.apply_language("ja")
    try:
        assert {phase_words(p) for p in ("setup", "set-up", "Set-up")} == {"ゲーム準備"}
    finally:
        i18n.apply_language("en")
    assert phase_words("setup") == "Setup Phase" and phase_words("set-up") == "Set-up"
