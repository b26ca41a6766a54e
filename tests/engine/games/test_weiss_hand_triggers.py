"""Trigger icons the rules do not have (WS 2.11, WS 4.12.2, WS 7.3.1.2).

Real climaxes of later sets print a trigger icon (such as "choice") that the
rules Playmat plays do not list in WS 4.12.2. Such a card is imported with
the icon kept apart, as ``hand_triggers``; at the trigger check the game stops
and its player carries the icon's action out by hand, then answers Done, as
for an ability the card-text compiler could not read."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import paths, registry
from engine.cardimport.library import import_cards
from engine.cards import CardDef, load_card_dir, load_card_file
from engine.decisions import Decision
from engine.errors import LoadError
from engine.games.weiss import battle
from engine.games.weiss.schema import SCHEMA
from engine.games.weiss.state import Attack
from tests.engine.games.ws import fresh, notes, run, script, take

CLIMAX = '[[card]]\nid = "HT-1"\nname = "Bright Finale"\ntype = "climax"\ncolor = "yellow"\n'


def test_ws_2_11_a_card_file_keeps_icons_the_rules_lack_apart(tmp_path: Path) -> None:
    """WS 2.11: ``hand_triggers = ["choice"]`` loads; an icon the rules have
    (which must be under ``triggers``) or a name that is not one word is refused
    with its line."""
    good = tmp_path / "good.toml"
    good.write_text(CLIMAX + 'hand_triggers = ["choice"]\n')
    assert tuple(load_card_file(good, "weiss", SCHEMA)["HT-1"].stats["hand_triggers"]) == ("choice",)
    for bad, says in (('["soul"]', "'soul'"), ('["two words"]', "one lower-case word")):
        path = tmp_path / "bad.toml"
        path.write_text(CLIMAX + f"hand_triggers = {bad}\n")
        with pytest.raises(LoadError) as caught:
            load_card_file(path, "weiss", SCHEMA)
        assert says in str(caught.value) and caught.value.line == 6


def test_ws_7_3_1_2_an_icon_the_rules_lack_is_carried_out_by_hand_at_the_trigger_check() -> None:
    """WS 7.3.1.2: the revealed card's icons act; one WS 4.12.2 does not list
    stops the check for its player to carry it out by hand (only "Done" is
    offered), then the card goes to the stock as usual."""
    g = fresh()
    att = take(g, 0, "EWA-001", "cs_left")
    cd = CardDef("HT-1", "Bright Finale", "weiss", "climax", "", {"color": "yellow", "hand_triggers": ("choice",)}, ())
    card = g.new_card(cd, 0, g.zone(0, "deck"))  # the top of the deck
    answer, seen = script()
    run(battle.trigger_check(g, att, Attack(att.iid, att.incarnation, "cs_left", "direct")), answer)
    asked: list[Decision] = [d for d in seen if d.prompt.startswith("By hand: Choice trigger")]
    assert len(asked) == 1 and asked[0].player == 0 and [o.label for o in asked[0].options] == ["Done"]
    assert card.zone.name == "stock" and not card.face_up
    assert any("reveals Bright Finale (choice trigger)" in t for t in notes(g))


def test_an_imported_choice_climax_keeps_its_icon_to_carry_out_by_hand(library: Path, tmp_path: Path) -> None:
    """A record whose trigger icons are ["CHOICE"] is imported (not refused):
    no icon the rules act on, and "choice" carried out by hand."""
    src = tmp_path / "cards.jsonl"
    src.write_text(
        '{"id": "HT/W01-001", "name": "Bright Finale", "type": "Climax", "stats": {"color": "YELLOW",'
        ' "triggers": ["CHOICE"]}, "text": "", "set": "HT"}\n'
        '{"id": "HT/W01-002", "name": "Odd Finale", "type": "Climax", "stats": {"color": "YELLOW",'
        ' "triggers": ["2 SOUL?"]}, "text": "", "set": "HT"}\n'
    )
    rs = registry.get("weiss")
    demo = load_card_dir(paths.cards_dir(rs.game), rs.game, rs.schema)
    result = import_cards(rs.game, rs.schema, rs.card_problem, demo, [src])
    assert [p.line for p in result.problems] == [2] and "not a trigger icon name" in result.problems[0].message
    card = load_card_file(result.written[0], "weiss", SCHEMA)["HT-W01-001"]
    assert tuple(card.stats.get("triggers", ())) == () and tuple(card.stats["hand_triggers"]) == ("choice",)
