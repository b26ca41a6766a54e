"""Weiss Schwarz rules, section 2, Characteristics of a Card (WS 2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.abilities import Ability, read_step
from engine.cards import load_card_file
from engine.decks import parse_deck_text
from engine.errors import DeckError, LoadError
from engine.games.weiss.abilities import activate
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.schema import SCHEMA, check_pool, rules_name
from tests.engine.games.ws import (
    RS,
    act,
    fresh,
    run,
    script,
    take,
)


def test_ws_2_1_1_2_struck_off_words_are_not_part_of_the_name() -> None:
    """WS 2.1.1.2: "Cinder Scout Rook ~~Reborn~~" is named "Cinder Scout Rook":
    it shares the 4-copy limit with that name (WS 5.1.2.2) and pays a Fusion
    cost naming it."""
    reborn = RS.pool["EWA-023"]
    assert reborn.name == "Cinder Scout Rook Reborn" and rules_name(reborn) == "Cinder Scout Rook"
    text = "\n".join(
        ["3 EWA-002", "2 EWA-023"]
        + [f"{n} EWA-{i:03d}" for n, i in ((4, 1), (4, 3), (4, 4), (4, 5), (4, 6), (4, 8), (4, 9), (4, 10), (3, 11))]
        + ["2 EWA-012", "2 EWA-013", "2 EWA-014", "2 EWA-015"]
    )
    with pytest.raises(DeckError, match=r"5 cards named 'Cinder Scout Rook'.*WS 5\.1\.2\.2"):
        RS.check_deck(parse_deck_text(text, "reborn.txt"))
    g = fresh()
    sera = take(g, 0, "EWA-020", "cs_middle")
    rook = take(g, 0, "EWA-023", "cs_left")
    vask = next(c for c in g.zone(0, "deck").cards if c.card.id == "EWA-011")
    act(g, 0, sera, 0, str(vask.iid))
    assert rook.zone.name == "marker_cs_middle" and vask.zone.name == "cs_middle"


def test_ws_2_1_1_2_struck_off_words_are_checked_when_loading(tmp_path: Path) -> None:
    """WS 2.1.1.2: a struck-off word must be printed in the name; the error names the file and the card."""
    body = (
        '[[card]]\nid = "T-1"\nname = "Quiet Lantern"\nname_struck = ["Loud"]\ntype = "character"\n'
        'color = "red"\nlevel = 0\ncost = 0\npower = 1000\nsoul = 1\n'
    )
    path = tmp_path / "struck.toml"
    path.write_text(body)
    with pytest.raises(LoadError, match=r"T-1: struck-off word.*'Loud'") as err:
        check_pool(load_card_file(path, "weiss", SCHEMA))
    assert err.value.line == 1 and "struck.toml" in str(err.value)
    path.write_text(body.replace('["Loud"]', '["Quiet Lantern"]'))
    with pytest.raises(LoadError, match="strikes off the whole name"):
        check_pool(load_card_file(path, "weiss", SCHEMA))


def test_ws_2_1_2_2_with_a_word_in_its_card_name() -> None:
    """WS 2.1.2.2: "with "X" in its card name" needs a space (or the start)
    before X and a space, a colon (or the end) after it."""
    from engine.games.weiss.schema import has_in_name

    assert has_in_name("Cardcaptor Sakura", "Sakura")
    assert has_in_name("Sakura: Athletic", "Sakura")
    assert not has_in_name("Riko Sakurauchi", "Sakura")
    g = fresh(active=1)
    card = take(g, 1, "TCA-001", "cs_left")
    ab = Ability(
        kind="act", effect=(read_step("weiss", {"search": {"type": "character", "name_has": "Captain", "up_to": 1}}),)
    )
    answer, seen = script()
    run(activate(g, 1, card, ab, HANDLERS), answer)
    offered = {g.cards[o.card].card.id for o in seen[0].options if o.card is not None}
    assert offered == {"TCA-009"}  # "Stormsurge Captain Irel"
