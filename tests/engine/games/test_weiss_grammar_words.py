"""Weiss Schwarz words of the effect grammar added for imported card text:
the conditions ``characters_at_least`` and ``stock_at_most``, traits
printed in two languages (WS 2.5) and the color of a selector (WS 2.4),
each in a game state built with the demo decks."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.abilities import parse_ability
from engine.decisions import Decision
from engine.games.weiss import abilities
from engine.games.weiss.abilities import fire
from engine.games.weiss.stats import power
from engine.state import Card
from tests.engine.games.ws import fill, fresh, run, script, take


def reprint(card: Card, *tables: dict[str, Any], **stats: Any) -> Card:
    """Give ``card`` (every copy shares its printed card) these abilities and printed values."""
    card.card = replace(
        card.card,
        abilities=tuple(parse_ability(t, "weiss") for t in tables),
        stats={**card.card.stats, **stats},
    )
    return card


def _cont_if_others(n: int, **spec: Any) -> dict[str, Any]:
    return {
        "kind": "cont",
        "zones": ["stage"],
        "condition": [{"characters_at_least": {"count": n, **spec}}],
        "effect": [{"power": 1000}],
    }


# -- characters_at_least: "if you have N or more (other) <T> characters" -----------------------


def test_ws_8_1_1_3_a_continuous_bonus_while_you_have_two_other_characters_of_a_trait() -> None:
    """WS 8.1.1.3 / WS 2.5.3: "if you have 2 or more other 《Academy》
    characters, this card gets +1000 power" holds while two characters of
    the trait other than this card are on your stage; this card, though of
    the trait, is not counted."""
    g = fresh()
    bearer = reprint(take(g, 0, "EWA-001", "cs_middle"), _cont_if_others(2, traits=["Academy"], other=True))
    base = int(bearer.card.stats["power"])
    take(g, 0, "EWA-002", "cs_left")  # Academy
    assert power(g, bearer) == base  # one other: not enough
    second = take(g, 0, "EWA-003", "cs_right")
    assert "Academy" in second.card.stats["traits"]
    assert power(g, bearer) == base + 1000
    g.move(second, g.zone(0, "waiting_room"))
    assert power(g, bearer) == base  # in force only while the condition holds


def test_ws_2_5_3_a_trait_printed_in_two_languages_is_named_by_either() -> None:
    """WS 2.5.3: a trait named in the text is the card's trait; imported
    cards print it as ``English 《Japanese》`` and the text names either."""
    g = fresh()
    bearer = reprint(take(g, 0, "EWA-001", "cs_middle"), _cont_if_others(1, traits=["学園"], other=True))
    other = take(g, 0, "EWA-002", "cs_left")
    base = int(bearer.card.stats["power"])
    assert power(g, bearer) == base
    reprint(other, traits=["Academy 《学園》"])
    assert power(g, bearer) == base + 1000


def test_ws_8_1_1_3_without_other_this_card_counts_itself() -> None:
    """ "If you have 《Academy》 character" (no "other") counts this card too."""
    g = fresh()
    bearer = reprint(take(g, 0, "EWA-001", "cs_middle"), _cont_if_others(1, traits=["Academy"]))
    assert power(g, bearer) == int(bearer.card.stats["power"]) + 1000


def test_ws_8_1_1_3_a_bonus_while_you_have_one_or_fewer_other_characters() -> None:
    """ "If you have 1 or less other characters, this card gets +1000 power":
    alone or with one other character on your stage yes; with two, no; the
    opponent's characters are not yours."""
    g = fresh()
    table = {
        "kind": "cont",
        "zones": ["stage"],
        "condition": [{"characters_at_most": {"count": 1, "other": True}}],
        "effect": [{"power": 1000}],
    }
    bearer = reprint(take(g, 0, "EWA-001", "cs_middle"), table)
    base = int(bearer.card.stats["power"])
    take(g, 1, "TCA-001", "cs_middle")
    take(g, 1, "TCA-002", "cs_left")
    assert power(g, bearer) == base + 1000
    take(g, 0, "EWA-002", "cs_left")
    assert power(g, bearer) == base + 1000
    take(g, 0, "EWA-003", "cs_right")
    assert power(g, bearer) == base


def test_ws_8_1_1_3_other_characters_with_a_part_of_a_name() -> None:
    """ "If you have another character with "Ilsa" in its name": the name of
    this card is not counted, that of another character on the stage is."""
    g = fresh()
    bearer = take(g, 0, "EWA-001", "cs_middle")
    part = bearer.card.name.split()[0]
    reprint(bearer, _cont_if_others(1, name_has=part, other=True))
    base = int(bearer.card.stats["power"])
    assert power(g, bearer) == base
    twin = take(g, 0, "EWA-001", "cs_left")  # a second copy of the printed card: each counts the other
    twin.card = bearer.card
    assert power(g, bearer) == base + 1000 and power(g, twin) == base + 1000


def test_ws_8_7_an_automatic_ability_with_the_condition_resolves_only_while_it_holds() -> None:
    """WS 8.1.1.2 / WS 8.7: "when this card attacks, if you have 1 or more
    other 《Academy》 characters, this card gets +1500 power": nothing without
    such a character on the stage."""
    g = fresh()
    table = {
        "kind": "auto",
        "when": "attacks",
        "zones": ["stage"],
        "condition": [{"characters_at_least": {"count": 1, "traits": ["Academy"], "other": True}}],
        "effect": [{"power": 1500}],
    }
    bearer = reprint(take(g, 0, "EWA-001", "cs_middle"), table)
    base = int(bearer.card.stats["power"])
    fire(g, bearer, "attacks")
    run(abilities.check_timing(g), script(default="yes")[0])
    assert power(g, bearer) == base
    take(g, 0, "EWA-002", "cs_left")
    fire(g, bearer, "attacks")
    run(abilities.check_timing(g), script(default="yes")[0])
    assert power(g, bearer) == base + 1500


# -- stock_at_most: "if your stock has N or less cards" ---------------------------------------


def test_ws_8_1_1_3_a_bonus_while_the_stock_holds_two_cards_or_fewer() -> None:
    """WS 3.10 / WS 8.1.1.3: "if your stock has 2 or less cards, this card gets +1000 power"."""
    g = fresh()
    table = {"kind": "cont", "zones": ["stage"], "condition": [{"stock_at_most": 2}], "effect": [{"power": 1000}]}
    bearer = reprint(take(g, 0, "EWA-001", "cs_middle"), table)
    base = int(bearer.card.stats["power"])
    assert power(g, bearer) == base + 1000
    fill(g, 0, "stock", 2)
    assert power(g, bearer) == base + 1000
    fill(g, 0, "stock", 1)
    assert power(g, bearer) == base


# -- color: "choose up to 1 Red card from your waiting room" ----------------------------------


def test_ws_2_4_a_climax_puts_only_a_card_of_the_color_into_the_stock() -> None:
    """WS 2.4.1 / WS 8.6.3.1.1: "choose up to 1 red card from your waiting
    room, put it into your stock": a card of another color is not offered."""
    g = fresh()
    table = {
        "kind": "auto",
        "when": "placed",
        "zones": ["climax"],
        "effect": [{"put": {"zone": "waiting_room", "color": "red", "up_to": 1, "to": "stock"}}],
    }
    climax = next(c for c in g.zone(0, "deck").cards if c.card.type == "climax")
    g.move(climax, g.zone(0, "climax"))
    reprint(climax, table)
    yellow = take(g, 0, "EWA-001", "waiting_room")
    assert yellow.card.stats["color"] == "yellow"
    red = take(g, 0, "EWA-002", "waiting_room")
    assert red.card.stats["color"] == "red"
    offered: list[str] = []

    def take_all(d: Decision) -> tuple[str, ...]:
        offered.extend(o.label for o in d.options)
        return tuple(o.key for o in d.options[: max(d.max, 1)])

    fire(g, climax, "placed")
    run(abilities.check_timing(g), take_all)
    assert red.zone.name == "stock" and yellow.zone.name == "waiting_room"
    assert not any(yellow.name in label for label in offered)
