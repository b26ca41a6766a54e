"""The card-text compiler: English ability text into ability tables.

Every card text here is original (invented names and wording) in the
patterns real card data has: official English, community translations
with 【A】【C】【S】 or [AUTO]/[CONT]/[ACT] markers, fan wording."""

from __future__ import annotations

from typing import Any

import pytest

from engine import registry
from engine.abilities import parse_ability
from engine.cardimport.games import shape_for
from engine.cardimport.records import Record
from engine.cards import card_from_table
from engine.cardtext import compile_card
from engine.cardtext.coverage import line_shape
from engine.cardtext.explain import explain
from engine.cardtext.lines import ability_lines

GAMES = {rid: registry.get(rid).game for rid in ("vanguard", "weiss", "dbscg", "systemgate")}


def one(game: str, text: str, **card: Any) -> dict[str, Any] | None:
    """The one ability a one-line text compiles to (None: the line is manual)."""
    compiled = compile_card(GAMES[game], {"text": text, **card})
    assert len(compiled.results) == 1, compiled.results
    ability = compiled.results[0].ability
    if ability is not None:
        parse_ability(ability, GAMES[game])  # it loads
        return {k: v for k, v in ability.items() if k != "text"}
    return None


CASES = [
    # Weiss Schwarz, community translation (【A】 markers)
    (
        "weiss",
        "【A】 When this card is placed on Stage from Hand, draw 1 card.",
        {"type": "character"},
        {"kind": "auto", "when": "placed", "zones": ["stage"], "effect": [{"draw": 1}]},
    ),
    (
        "weiss",
        "【A】［①］ When this card attacks, you may pay the cost. If you did, during this turn, this card gets ＋1500 Power.",
        {"type": "character"},
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "cost": [{"stock": 1}],
            "optional": True,
            "effect": [{"power": 1500}],
        },
    ),
    (
        "weiss",
        "【C】 All your Characters get +1000 Power, +1 Soul.",
        {"type": "climax"},
        {
            "kind": "cont",
            "zones": ["climax"],
            "effect": [{"gets": {"power": 1000, "soul": 1, "target": {"count": "all", "zone": "stage"}}}],
        },
    ),
    (
        "weiss",
        "【A】 ENCORE ［Place 1 Character from Hand into Waiting Room］ (When this card is placed into Waiting Room "
        "from Stage, you may pay this cost. If you do, place this card in its previous slot in REST)",
        {"type": "character"},
        {
            "kind": "auto",
            "when": "encore",
            "zones": ["stage"],
            "cost": [{"discard_character": 1}],
            "effect": [{"encore": True}],
        },
    ),
    (
        "weiss",
        "【A】 BOND/「Marigold Keeper」 ［①］ (When this card is played onto Stage, you may pay the cost.)",
        {"type": "character"},
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["stage"],
            "cost": [{"stock": 1}],
            "effect": [{"bond": "Marigold Keeper"}],
        },
    ),
    (
        "weiss",
        "【C】 SUPPORT All your Characters in front of this card get +500 Power.",
        {"type": "character"},
        {"kind": "cont", "zones": ["back_stage"], "effect": [{"assist_power": 500}]},
    ),
    # Weiss Schwarz, official English ([AUTO]) and fan wording (AUTO -)
    (
        "weiss",
        "[AUTO] When this card attacks, choose 1 of your other 《Lantern》 characters, and that character gets "
        "+1000 power until end of turn.",
        {"type": "character"},
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "effect": [
                {"gets": {"power": 1000, "target": {"count": 1, "other": True, "trait": "Lantern", "zone": "stage"}}}
            ],
        },
    ),
    (
        "weiss",
        "AUTO - When this card's battle opponent becomes reversed, put the top card of your deck into your stock.",
        {"type": "character"},
        {
            "kind": "auto",
            "when": "opponent_reversed",
            "zones": ["stage"],
            "effect": [{"put": {"zone": "deck", "top": 1, "to": "stock"}}],
        },
    ),
    # a CHANGE: the character it puts on this card's position is placed by Change (WS 10.8)
    (
        "weiss",
        "[AUTO] CHANGE [(2) Put this card into your waiting room] At the start of your draw phase, you may pay the "
        'cost. If you do, choose a "Lantern Keeper Mio" in your waiting room, and put it on the stage position this card was on.',
        {"type": "character"},
        {
            "kind": "auto",
            "when": "draw_start",
            "zones": ["stage"],
            "cost": [{"stock": 2}, {"self_to_waiting_room": True}],
            "optional": True,
            "effect": [{"change": "Lantern Keeper Mio"}],
        },
    ),
    (
        "weiss",
        "Draw 2 cards, then choose 1 card from your hand, and put it into your waiting room.",
        {"type": "event"},
        {"kind": "act", "effect": [{"draw": 2}, {"discard": 1}]},
    ),
    # Cardfight!! Vanguard, official English and fan wording
    (
        "vanguard",
        "[AUTO](RC): When this unit is placed on (RC), draw a card.",
        {"clan": "Lantern Guild"},
        {"kind": "auto", "when": "placed", "zones": ["RC"], "effect": [{"draw": 1}]},
    ),
    (
        "vanguard",
        "[AUTO](VC/RC):[Counter Blast (1)] When this unit attacks you may pay the cost. If you do this unit "
        "gets [Power]+3000 until end of that battle.",
        {"clan": "Lantern Guild"},
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["VC", "RC"],
            "cost": [{"counter_blast": 1}],
            "optional": True,
            "effect": [{"gets": {"power": 3000, "until": "battle"}}],
        },
    ),
    (
        "vanguard",
        "Auto: [Counterblast (2)] When this unit's attack hits, draw a card.",
        {"clan": "Lantern Guild"},
        {"kind": "auto", "when": "hits", "cost": [{"counter_blast": 2}], "effect": [{"draw": 1}]},
    ),
    (
        "vanguard",
        "[ACT](VC) Limit Break 4 (This ability is active if you have four or more damage):[Soul Blast (3)] "
        "Choose one of your opponent's rear-guards, and retire it.",
        {"clan": "Lantern Guild"},
        {
            "kind": "act",
            "zones": ["VC"],
            "condition": [{"limit_break": 4}],
            "cost": [{"soul_blast": 3}],
            "effect": [{"retire": {"count": 1, "zone": "RC", "owner": "opponent"}}],
        },
    ),
    (
        "vanguard",
        "[AUTO](RC): When this unit boosts, choose one of your Lantern Guild rear-guards, and that unit gets "
        "[Power]+2000 until end of turn.",
        {"clan": "Lantern Guild"},
        {
            "kind": "auto",
            "when": "boosts",
            "zones": ["RC"],
            "effect": [{"gets": {"power": 2000, "target": {"count": 1, "clan": "Lantern Guild", "zone": "RC"}}}],
        },
    ),
    # Dragon Ball Super Card Game
    (
        "dbscg",
        "[Auto] When you play this card, draw 1 card.",
        {"type": "battle"},
        {"kind": "auto", "when": "played", "zones": ["battle"], "effect": [{"draw": 1}]},
    ),
    (
        "dbscg",
        "[Activate Main] Choose up to 1 of your opponent's Battle Cards with 15000 power or less and KO it.",
        {"type": "extra"},
        {"kind": "act", "zones": ["hand"], "params": {"timing": "main"}, "effect": [{"ko_opponent": 15000}]},
    ),
    (
        "dbscg",
        "[Awaken] When your life is at 3 or less : Draw 1 card and flip this card over.",
        {"type": "leader"},
        {
            "kind": "act",
            "zones": ["leader"],
            "condition": [{"life_at_most": 3}],
            "effect": [{"draw": 1}, {"awaken": True}],
        },
    ),
    (
        "dbscg",
        "[Auto] At the end of your turn, switch this card to Active Mode.",
        {"type": "battle"},
        {
            "kind": "auto",
            "when": "turn_end",
            "zones": ["battle"],
            "condition": [{"my_turn": True}],
            "effect": [{"stand": "self"}],
        },
    ),
    # System Gate (the demo cards' wording)
    (
        "systemgate",
        "*When this card is summoned, draw a card.",
        {"type": "unit"},
        {"kind": "auto", "when": "summoned", "zones": ["left", "center", "right"], "effect": [{"draw": 1}]},
    ),
    (
        "systemgate",
        "[Use] Once per turn, Pay 2: draw a card.",
        {"type": "unit"},
        {
            "kind": "act",
            "zones": ["left", "center", "right"],
            "once_per_turn": True,
            "cost": [{"pay": 2}],
            "effect": [{"draw": 1}],
        },
    ),
    (
        "systemgate",
        "Your opponent drops the top 2 cards of their deck.",
        {"type": "spell"},
        {"kind": "auto", "when": "cast", "effect": [{"mill_opponent": 2}]},
    ),
]


@pytest.mark.parametrize(("game", "text", "card", "expected"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_a_line_compiles_to_the_ability_it_says_and_loads(
    game: str, text: str, card: dict[str, Any], expected: Any
) -> None:
    assert one(game, text, **card) == expected


MANUAL = [
    ("weiss", "【A】 When this card attacks, gloop the flarg.", {"type": "character"}),  # unknown words
    (
        "weiss",
        "【C】 This card cannot be chosen by your opponent's effects.",
        {"type": "character"},
    ),  # no word of the grammar
    (
        "weiss",
        "【C】 All your other 《Lantern》 Characters at Front Row get +500 Power.",
        {"type": "character"},
    ),  # no selector of a row
    # the same swap without the CHANGE label is not Change (WS 10.8.2): "when you use Change" must not see it
    (
        "weiss",
        '[ACT] [(1) Put this card into your waiting room] Choose a "Lantern Keeper Mio" in your waiting room, and '
        "put it on the stage position this card was on.",
        {"type": "character"},
    ),
    (
        "weiss",
        "[AUTO] [(1)] When this card is placed into your waiting room from the stage, you may pay the cost. If you "
        'do, choose a "Lantern Keeper Mio" in your waiting room, and put it on the stage position this card was on.',
        {"type": "character"},
    ),
    # a climax never attacks nor battles: such a line is a character's, on a card whose type says otherwise
    ("weiss", "[AUTO] When this card attacks, draw 1 card.", {"type": "climax"}),
    ("weiss", "【A】 ENCORE [Place 1 Character from Hand into Waiting Room]", {"type": "climax"}),
    # a character chosen without saying whose (either player's stage, or another zone?): not guessed
    (
        "weiss",
        "[ACT] [Rest this card] Choose 1 other character, and that character gets +1 level until end of turn.",
        {"type": "character"},
    ),
    (
        "weiss",
        '[AUTO] When this card attacks, choose 1 character with "Mio" in its name, and return it to your hand.',
        {"type": "character"},
    ),
    (
        "weiss",
        "Choose 1 《Lantern》 character, and that character gets +1500 power until end of turn.",
        {"type": "event"},
    ),
    # a clan that is not the card's own could be a name or a race: not guessed
    (
        "vanguard",
        "[AUTO](RC): When this unit boosts, choose one of your Moonveil rear-guards, and that unit gets "
        "[Power]+2000 until end of turn.",
        {"clan": "Lantern Guild"},
    ),
    # a cost printed in parentheses is not reminder text: the line is manual, never compiled without its cost
    (
        "vanguard",
        "[ACT](VC/RC):(Rest this unit and discard a card from your hand) Draw a card.",
        {"clan": "Lantern Guild"},
    ),
    (
        "vanguard",
        "[AUTO] Forerunner (When a unit of the same clan rides this unit, you may call this unit to (RC))",
        {},
    ),
    # a one-shot gain that does not say how long it lasts
    ("vanguard", "[ACT](VC):[Counter Blast (1)] This unit gets [Power]+5000.", {}),
    ("dbscg", "[Unique][Blocker]", {"type": "battle"}),  # one keyword the schema does not have: the whole line
    ("dbscg", "[Auto] When this card attacks a card that isn't a Leader Card, draw 1 card.", {"type": "battle"}),
    ("systemgate", "*When this card is summoned, summon a Cinder Whelp Token.", {"type": "unit"}),
]


@pytest.mark.parametrize(("game", "text", "card"), MANUAL, ids=[f"{c[0]}-{i}" for i, c in enumerate(MANUAL)])
def test_a_line_that_cannot_compile_exactly_is_manual(game: str, text: str, card: dict[str, Any]) -> None:
    """Manual: nothing of it compiled exactly (its trigger or cost alone may have: played by hand, see test_cardtext_manual)."""
    compiled = compile_card(GAMES[game], {"text": text, **card})
    assert [r.compiled for r in compiled.results] == [False] * len(compiled.results)
    assert compiled.keywords == {} and not compiled.fully_compiled
    assert all(r.ability is None or r.by_hand for r in compiled.results)
    assert all(r.reason or r.by_hand for r in compiled.results)


def test_keyword_lines_go_to_the_keyword_fields() -> None:
    text = (
        "[Double Strike]\n[Blocker] (When one of your other cards is attacked, you may switch this card to Rest Mode.)"
    )
    compiled = compile_card(GAMES["dbscg"], {"type": "leader", "text": text, "back_text": "[Critical]"})
    assert compiled.keywords == {"keywords": ["double_strike", "blocker"], "back_keywords": ["critical"]}
    assert compiled.fully_compiled
    sg = compile_card(GAMES["systemgate"], {"type": "unit", "text": "[Revenge] [Vampire Curse 2]"})
    table: dict[str, Any] = {}
    sg.apply(table)
    assert table == {"keywords": ["revenge", "vampire_curse"], "vampire_curse": 2}
    vg = compile_card(GAMES["vanguard"], {"text": "[CONT](RC) Restraint"})
    assert vg.keywords == {"skills": ["restraint"]}


def test_a_back_side_ability_says_its_side() -> None:
    compiled = compile_card(
        GAMES["dbscg"], {"type": "leader", "text": "", "back_text": "[Auto] When this card attacks, draw 1 card."}
    )
    (ability,) = compiled.abilities
    assert ability["params"] == {"side": "back"} and ability["zones"] == ["leader"]


def test_lines_are_cut_at_each_ability_and_reminders_set_aside() -> None:
    text = (
        "[CONT](VC):During your turn, this unit gets [Power]+2000.[AUTO](VC):When this unit attacks, draw a card.\n"
        "(Gold: When this card is triggered, put it into your hand.)\n"
        "【A】 When this card attacks, this card gains the following ability. 『【A】 When this card is reversed, draw.』"
    )
    lines = ability_lines(text)
    assert [ln.text for ln in lines] == [
        "[CONT](VC):During your turn, this unit gets [Power]+2000.",
        "[AUTO](VC):When this unit attacks, draw a card.",
        "【A】 When this card attacks, this card gains the following ability. 『【A】 When this card is reversed, draw.』",
    ]
    # a marker inside a sentence names a skill, it opens none
    assert len(ability_lines("[Auto] When you play this card, you can't use [Auto] skills for the turn.")) == 1
    # options of a 'choose one' line belong to it
    assert len(ability_lines("[Activate Main] Choose one-\n・Draw 1 card.\n・Draw 2 cards.")) == 1


def test_choose_one_options_compile_to_choose() -> None:
    text = "[Activate Main] Choose one-\n・Draw 1 card.\n・Switch this card to Active Mode."
    (ability,) = compile_card(GAMES["dbscg"], {"type": "battle", "text": text}).abilities
    assert ability["effect"] == [{"choose": {"n": 1, "options": [[{"draw": 1}], [{"stand": "self"}]]}}]


def test_explain_reads_the_ability_back_from_the_grammars_words() -> None:
    table = {
        "kind": "auto",
        "when": "attacks",
        "zones": ["VC"],
        "cost": [{"counter_blast": 1}],
        "optional": True,
        "effect": [{"gets": {"power": 3000, "until": "battle"}}, {"draw": 1}],
    }
    said = explain(table, GAMES["vanguard"])
    assert said.startswith("[VC] When this card attacks, you may pay Counter Blast 1 to:")
    assert "+3000 power" in said and "draw 1" in said


def test_line_shapes_replace_names_and_numbers() -> None:
    assert (
        line_shape('【A】  BOND/"Marigold Keeper" [(1)] draw 2 《Lantern》') == '【A】BOND/"NAME" [(N)] draw N <TRAIT>'
    )


def test_keyword_skills_that_are_card_fields_fill_them() -> None:
    """DBS 10-5, 10-15: [Evolve] and [Over Realm] are the card's fields, beside its keywords."""
    table: dict[str, Any] = {"type": "battle", "text": "[Evolve] (2) <Marrow Knight> [Triple Strike]\n[Over Realm 5]"}
    compiled = compile_card(GAMES["dbscg"], table)
    assert compiled.fully_compiled
    compiled.apply(table)
    assert {k: table[k] for k in ("evolve", "evolve_kind", "evolve_cost", "over_realm", "keywords")} == {
        "evolve": "Marrow Knight",
        "evolve_kind": "evolve",
        "evolve_cost": 2,
        "over_realm": 5,
        "keywords": ["triple_strike"],
    }
    # a bracket the schema does not have leaves the whole line to the players
    assert not compile_card(GAMES["dbscg"], {"type": "battle", "text": "[Over Realm 5] [Moonlit Howl]"}).fully_compiled


def test_energy_costs_and_a_condition_before_the_colon() -> None:
    (ability,) = compile_card(
        GAMES["dbscg"], {"type": "battle", "text": "[Activate Main] UU[two] : Draw 2 cards."}
    ).abilities
    assert ability["cost"] == [{"energy_color": ["blue", "blue"]}, {"energy": 2}]
    text = "[Activate Main][Once per turn] If your life is at 3 or less : Switch this card to Active Mode."
    (ability,) = compile_card(GAMES["dbscg"], {"type": "battle", "text": text}).abilities
    assert (
        ability["condition"] == [{"life_at_most": 3}]
        and ability["once_per_turn"]
        and ability["effect"] == [{"stand": "self"}]
    )


OFFICIAL = [
    (
        "vanguard",
        "[AUTO](RC):When this unit is placed on (RC), COST [Counter Blast (1)], draw a card.",
        {},
        {"kind": "auto", "when": "placed", "zones": ["RC"], "cost": [{"counter_blast": 1}], "effect": [{"draw": 1}]},
    ),
    (
        "vanguard",
        "[ACT](RC)1/Turn:COST [Soul Blast (1)], this unit gets [Power]+5000 until end of turn.",
        {},
        {
            "kind": "act",
            "zones": ["RC"],
            "once_per_turn": True,
            "cost": [{"soul_blast": 1}],
            "effect": [{"power": 5000}],
        },
    ),
    (
        "weiss",
        "[AUTO] When this card is placed on stage from your hand, you may put the top card of your clock into "
        "your waiting room.",
        {"type": "character"},
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["stage"],
            "optional": True,
            "effect": [{"put": {"zone": "clock", "top": 1, "to": "waiting_room"}}],
        },
    ),
    (
        "dbscg",
        "[Activate: Main] [Once per Turn] Switch this card to Rest Mode: Draw 1 card.",
        {"type": "battle"},
        {
            "kind": "act",
            "zones": ["battle"],
            "once_per_turn": True,
            "params": {"timing": "main"},
            "cost": [{"rest_self": True}],
            "effect": [{"draw": 1}],
        },
    ),
]


@pytest.mark.parametrize(
    ("game", "text", "card", "expected"), OFFICIAL, ids=[f"{c[0]}-{i}" for i, c in enumerate(OFFICIAL)]
)
def test_official_wording_compiles_too(game: str, text: str, card: dict[str, Any], expected: Any) -> None:
    assert one(game, text, **card) == expected


def test_a_line_with_too_many_readings_is_manual_at_once() -> None:
    """Card data is untrusted: a line that would take long to read is left to the players, quickly."""
    import time

    start = time.monotonic()
    long_line = "[AUTO] When this unit attacks " + " ".join(["if you have 3 or more damage"] * 45)
    tangled = "【S】 " + ", ".join(["draw 1 card"] * 60) + ", gloop."
    for game, text in (("vanguard", long_line), ("weiss", tangled), ("vanguard", "[ACT] " + "x" * 5000)):
        compiled = compile_card(GAMES[game], {"type": "character", "text": text})
        assert not compiled.results[0].compiled
    assert time.monotonic() - start < 5


def test_you_may_then_if_you_do_is_the_shared_may() -> None:
    text = "【A】 When this card attacks, you may put 1 card from your hand into your waiting room. If you do, draw 2 cards."
    (ability,) = compile_card(GAMES["weiss"], {"type": "character", "text": text}).abilities
    assert ability["effect"] == [{"may": {"do": [{"discard": 1}], "then": [{"draw": 2}]}}]
    assert "optional" not in ability
    (ability,) = compile_card(
        GAMES["weiss"], {"type": "character", "text": "【A】 When this card attacks, you may draw 1 card."}
    ).abilities
    assert ability["optional"] is True and ability["effect"] == [{"draw": 1}]


def test_once_per_turn_in_parentheses_is_the_abilitys_not_a_reminder() -> None:
    text = "[ACT] Accelerate [Put the top card of your deck into your clock] This card gets +1500 power until end of turn. (Once per turn.)"
    (ability,) = compile_card(GAMES["weiss"], {"type": "character", "text": text}).abilities
    assert ability["once_per_turn"] is True and ability["cost"] == [{"clock_top": 1}]
    # the same cost on an ability that is not an Accelerate is the clock cost of its own (no Accelerate used)
    encore = compile_card(
        GAMES["weiss"], {"type": "character", "text": "【A】 ENCORE [Place the top card of your Deck into Clock]"}
    )
    assert encore.fully_compiled and encore.abilities[0]["cost"] == [{"deck_to_clock": 1}]


def test_counter_before_an_events_text_is_its_counter_icon() -> None:
    """WS 2.8.2: the event is played in the counter step; another ability labelled 【COUNTER】 is read only as Backup."""
    rs = registry.get("weiss")
    record = Record("lg.jsonl", 1, "LG/01-050", "Lantern Ward", "Event",
                    "【COUNTER】 Choose 1 of your Characters, during this turn, it gets +2500 Power.",
                    stats={"level": 1, "cost": 1, "color": "BLUE", "side": "W"})  # fmt: skip
    table, _ = shape_for("weiss").table(record)
    compiled = compile_card(GAMES["weiss"], table)
    assert compiled.fully_compiled and compiled.results[0].values == (("counter", True),)
    compiled.apply(table)
    card = card_from_table(table, GAMES["weiss"], rs.schema, "lg.jsonl", 1)
    assert card.stats["counter"] is True and [a.kind for a in card.abilities] == ["act"]
    assert not compile_card(GAMES["weiss"], {"type": "event", "text": "Draw 1 card."}).results[0].values
    stage = compile_card(
        GAMES["weiss"],
        {"type": "character", "text": "【S】【COUNTER】[(1)] During this turn, this card gets +2000 Power."},
    )
    assert not stage.results[0].compiled
