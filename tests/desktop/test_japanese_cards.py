"""A card's Japanese name and text: an imported card keeps ``name_ja`` /
``text_ja`` (JSON Lines keys, CSV columns), and in Japanese the zoom, the
card's face and tooltip and the log show them; in English, and for a card
without them, the English. A card the viewer may not see is never named."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.card_item import CardItem
from desktop.i18n_cards import card_name, card_text
from desktop.main_window import QtMainWindow
from desktop.wording import GameWords, stat_pairs
from engine import paths, registry
from engine.cardimport.library import import_cards
from engine.cards import load_card_dir
from engine.events import CardMoved
from engine.view import CardView
from tests.desktop.test_japanese import compiled  # noqa: F401 - fixture

NAME_JA = "ランタンの小姓"
TEXT_JA = "【自】:このユニットがブーストした時、そのバトル中、このユニットのパワー+2000。"


@pytest.fixture
def library(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A card library of its own; every ruleset reads its cards again before and after."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    for rid in registry.ids():
        registry.get(rid).reload_cards()
    yield tmp_path / "data" / "playmat" / "cards"
    monkeypatch.undo()
    for rid in registry.ids():
        registry.get(rid).reload_cards()


def _unit(number: str, name: str, **more: object) -> dict[str, object]:
    stats = {"grade": 0, "power": 5000, "shield": 10000, "critical": 1, "clan": "Lantern Guild", "skill": "BOOST"}
    return {"id": number, "name": name, "type": "Normal Unit", "stats": stats, "text": "", "set": "LG/01", **more}


def _import_lantern_guild(tmp_path: Path) -> None:
    rs = registry.get("vanguard")
    jsonl = tmp_path / "guild.jsonl"
    rows = [
        _unit("LG/01-001", "Lantern Page", name_ja=NAME_JA, text_ja=TEXT_JA),
        _unit("LG/01-002", "Lantern Medic"),
    ]
    jsonl.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    csv = tmp_path / "guild2.csv"
    csv.write_text(
        "id,name,type,grade,power,shield,critical,clan,name_ja,text_ja\n"
        "LG2-001,Lantern Scout,Normal Unit,0,5000,10000,1,Lantern Guild,ランタンの斥候,【起】カードを1枚引く。\n",
        encoding="utf-8",
    )
    demo = load_card_dir(paths.cards_dir(rs.game), rs.game, rs.schema)
    result = import_cards(rs.game, rs.schema, rs.card_problem, demo, [jsonl, csv])
    assert not result.problems, result.problems
    for rid in registry.ids():
        registry.get(rid).reload_cards()


def _view_of(card_id: str, name: str, text: str = "") -> CardView:
    return CardView(7, name, card_id, True, "stand", {"power": 5000}, text, "normal_unit")


def test_import_keeps_the_japanese_name_and_text(library: Path, tmp_path: Path) -> None:
    _import_lantern_guild(tmp_path)
    pool = registry.get("vanguard").pool
    page = pool["LG-01-001"]
    assert page.name == "Lantern Page"  # the engine's name stays the English
    assert page.stats["name_ja"] == NAME_JA and page.stats["text_ja"] == TEXT_JA
    assert "name_ja" not in pool["LG-01-002"].stats
    scout = pool["LG2-001"]
    assert scout.stats["name_ja"] == "ランタンの斥候" and scout.stats["text_ja"] == "【起】カードを1枚引く。"
    # never shown as a stat
    assert all(k not in ("name ja", "text ja", "name_ja") for k, _ in stat_pairs(page.stats))


def test_the_japanese_fields_show_in_japanese_only(
    library: Path,
    tmp_path: Path,
    compiled: Path,  # noqa: F811
    qtbot: QtBot,
) -> None:
    _import_lantern_guild(tmp_path)
    page = _view_of("LG-01-001", "Lantern Page", "[AUTO] When this unit boosts...")
    medic = _view_of("LG-01-002", "Lantern Medic")
    hidden = CardView(7, None, None, False, "stand")
    words = GameWords("vanguard")
    moved = CardMoved(7, "Lantern Page", 0, "p0.hand", "p0.RC_FL", (0,))
    item = CardItem(page, "p0.RC_FL", 60.0)
    item.game = "vanguard"
    assert item.toolTip().startswith("Lantern Page")

    assert i18n.apply_language("ja")
    try:
        assert card_name(page, "vanguard") == NAME_JA and card_text(page, "vanguard") == TEXT_JA
        assert card_name(medic, "vanguard") == "Lantern Medic"  # none: the English
        assert card_name(hidden, "vanguard") == ""
        item.retranslate()
        assert item.toolTip().startswith(NAME_JA) and TEXT_JA in item.toolTip()
        assert NAME_JA in words.event(moved, 0)
        # a seat that did not see the card: no name in any language
        assert NAME_JA not in words.event(moved, 1) and "Lantern Page" not in words.event(moved, 1)
    finally:
        assert i18n.apply_language("en")
    assert card_name(page, "vanguard") == "Lantern Page"
    assert "Lantern Page" in words.event(moved, 0)


def test_the_zoom_shows_the_japanese_name(
    library: Path,
    tmp_path: Path,
    compiled: Path,  # noqa: F811
    game_window: Callable[..., QtMainWindow],
    qtbot: QtBot,
) -> None:
    _import_lantern_guild(tmp_path)
    window = game_window("vanguard", seed=3)
    page = _view_of("LG-01-001", "Lantern Page")
    window.zoom._on_focus_changed(page)
    assert "Lantern Page" in window.zoom.text.text()
    window.language_actions["ja"].trigger()
    qtbot.waitUntil(lambda: NAME_JA in window.zoom.text.text())
    assert TEXT_JA in window.zoom.text.text() and "パワー" in window.zoom.text.text()
    window.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: "Lantern Page" in window.zoom.text.text())
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
