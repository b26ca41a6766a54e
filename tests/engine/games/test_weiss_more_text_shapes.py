"""Weiss Schwarz card text (original wording) compiled and played:
"if all your characters are 《T》" (WS 2.5: every character on the stage,
this card among them), a deck that holds any number (or up to N) of a
card's name by its own ability (WS 5.1.2.4, replacing WS 5.1.2.2), and a
search for a card by its name alone (WS 8.6.3.1.1)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine.cards import load_card_file
from engine.cardtext import compile_card
from engine.decks import parse_deck_text
from engine.errors import DeckError
from engine.games.weiss import WeissSchwarz, turn
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.schema import SCHEMA, check_pool
from engine.games.weiss.stats import power
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fill, fresh, run, script, take


def _compiled(text: str, **card: Any) -> dict[str, Any]:
    (r,) = compile_card("weiss", {"type": "character", "text": text, **card}).results
    assert r.compiled and r.ability is not None, r.reason
    return r.ability


def test_ws_2_5_all_your_characters_of_the_trait() -> None:
    g = fresh()
    card = reprint(
        take(g, 0, "EWA-001", "cs_middle"),
        _compiled("【C】If all your Characters are 《Ember》, this card gets +1000 Power."),
        traits=["Ember"],
    )
    other = reprint(take(g, 0, "EWA-004", "cs_left"), traits=["Ember"])
    assert power(g, card) == 3000 + 1000
    reprint(other, traits=["Reef"])
    assert power(g, card) == 3000


def _pool(tmp_path: Path, text: str) -> WeissSchwarz:
    ability = _compiled(text)
    effect = ability["effect"][0]["deck_copies"]
    value = f'"{effect}"' if isinstance(effect, str) else str(effect)
    body = (
        '[[card]]\nid = "M-1"\nname = "Many Copies"\ntype = "character"\ncolor = "red"\nlevel = 0\ncost = 0\n'
        f'power = 1000\nsoul = 1\n\n  [[card.ability]]\n  kind = "cont"\n  zones = ["stage"]\n'
        f"  effect = [{{ deck_copies = {value} }}]\n\n"
        '[[card]]\nid = "F-1"\nname = "Filler"\ntype = "character"\ncolor = "red"\nlevel = 0\ncost = 0\n'
        "power = 1000\nsoul = 1\n"
    )
    path = tmp_path / "many.toml"
    path.write_text(body, encoding="utf-8")
    rs = WeissSchwarz()
    rs.__dict__["pool"] = check_pool(load_card_file(path, "weiss", SCHEMA))
    return rs


def test_ws_5_1_2_4_any_number_of_cards_of_this_card_s_name(tmp_path: Path) -> None:
    rs = _pool(tmp_path, "【C】You can have any number of cards with the same name as this card in your Deck.")
    assert len(rs.check_deck(parse_deck_text("46 M-1\n4 F-1\n", "many.txt"))["main"]) == 50
    with pytest.raises(DeckError, match="5 cards named 'Filler'"):
        rs.check_deck(parse_deck_text("45 M-1\n5 F-1\n", "many.txt"))


def test_ws_5_1_2_4_up_to_six_cards_of_this_card_s_name(tmp_path: Path) -> None:
    rs = _pool(tmp_path, "【C】You can place up to 6 cards with this card's name into your Deck.")
    with pytest.raises(DeckError, match=r"7 cards named 'Many Copies': at most 6 .*WS 5\.1\.2\.4"):
        rs.check_deck(parse_deck_text("7 M-1\n43 F-1\n", "six.txt"))


def test_ws_8_6_3_1_1_a_search_for_a_card_by_its_name() -> None:
    g = fresh()
    line = (
        "【A】[(1)] When this card is placed on Stage from Hand, you may pay the cost. "
        "If you did, search your Deck for "
        'up to 1 "{name}" and show it to opponent, add it to Hand, shuffle your Deck afterwards.'
    )
    wanted = next(c for c in g.zone(0, "deck").cards if c.card.id == "EWA-010")
    card = reprint(take(g, 0, "EWA-002", "hand"), _compiled(line.format(name=wanted.card.name)))
    fill(g, 0, "stock", 2)
    answer, _ = script(f"play:{card.iid}", "pos:cs_left", "yes", str(wanted.iid), "end")
    run(turn.main_phase(g, HANDLERS), answer)
    assert wanted.zone.name == "hand"


def test_ws_2_1_1_another_character_of_that_name() -> None:
    """ "If you have another "Name", this card gets +1000 power": another character of that name on your stage."""
    g = fresh()
    other = take(g, 0, "EWA-004", "cs_left")
    text = f'【C】If you have other "{other.card.name}", this card gets +1000 Power.'
    card = reprint(take(g, 0, "EWA-001", "cs_middle"), _compiled(text))
    assert power(g, card) == 3000 + 1000
    g.move(other, g.zone(0, "waiting_room"))
    assert power(g, card) == 3000


def test_ws_3_6_1_no_other_character_on_your_stage() -> None:
    g = fresh()
    card = reprint(
        take(g, 0, "EWA-001", "cs_middle"),
        _compiled("【C】If you have no other Character, this card gets +1500 Power."),
    )
    assert power(g, card) == 3000 + 1500
    take(g, 0, "EWA-004", "bs_left")
    assert power(g, card) == 3000
