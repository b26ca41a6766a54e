"""Card text played by hand: a line whose trigger (an automatic ability) or
cost (an activated one) compiles exactly, but whose effect does not, is an
ability with a ``manual`` effect (the card's words shown to its player, who
carries them out and answers "Done"); a continuous line, or one whose trigger
or cost does not compile, stays text.

Every card text here is original (invented names and wording) in the
patterns real card data has."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine import paths, registry
from engine.abilities import parse_ability
from engine.bots import RandomBot
from engine.cardimport.library import import_cards
from engine.cards import load_card_dir
from engine.cardtext import compile_card
from engine.decisions import Decision, Option
from engine.decks import parse_deck_text
from engine.match import Match
from engine.state import Game

GAMES = {rid: registry.get(rid).game for rid in ("vanguard", "weiss", "dbscg", "systemgate")}

HUM = "the lanterns of every circle hum a verse of the guild song."


def by_hand(game: str, text: str, **card: Any) -> dict[str, Any] | None:
    """The ability a one-line text is played by hand as (None: it stays text); it loads."""
    compiled = compile_card(GAMES[game], {"text": text, **card})
    (result,) = compiled.results
    assert not result.compiled  # never counted as compiled
    if result.ability is None:
        assert not result.by_hand and compiled.abilities == []
        return None
    assert result.by_hand and compiled.by_hand == [result]
    parse_ability(result.ability, GAMES[game])  # the real loader reads it
    # the whole line (as read: full-width forms made plain), marked as played by hand wherever it is offered
    assert result.ability["text"] == f"(by hand) {result.line.printed}"
    return {k: v for k, v in result.ability.items() if k != "text"}


BY_HAND = [
    # an automatic ability: its trigger compiled, its effect's words by hand
    (
        "vanguard",
        f"[AUTO](RC): When this unit is placed on (RC), {HUM}",
        {},
        {"kind": "auto", "when": "placed", "zones": ["RC"], "effect": [{"manual": HUM}]},
    ),
    # with its cost, condition and limit compiled: "you may pay the cost. If you do," is the cost's choice
    (
        "weiss",
        f"【A】［①］ When this card attacks, during your turn, you may pay the cost. If you do, {HUM}",
        {"type": "character"},
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["stage"],
            "condition": [{"my_turn": True}],
            "cost": [{"stock": 1}],
            "optional": True,
            "effect": [{"manual": HUM}],
        },
    ),
    (
        "vanguard",
        f"[AUTO](VC) Limit Break 4:[Counter Blast (1)] When this unit attacks, {HUM}",
        {},
        {
            "kind": "auto",
            "when": "attacks",
            "zones": ["VC"],
            "condition": [{"limit_break": 4}],
            "cost": [{"counter_blast": 1}],
            "effect": [{"manual": HUM}],
        },
    ),
    (
        "dbscg",
        f"[Auto] [Once per turn] When this card attacks, {HUM}",
        {"type": "battle"},
        {"kind": "auto", "when": "attacks", "zones": ["battle"], "once_per_turn": True, "effect": [{"manual": HUM}]},
    ),
    # a condition the compiler does not read stays in the words, for the player
    (
        "weiss",
        "【A】 When this card is placed on Stage from Hand, if a lantern is lit, draw 1 card.",
        {"type": "character"},
        {
            "kind": "auto",
            "when": "placed",
            "zones": ["stage"],
            "effect": [{"manual": "if a lantern is lit, draw 1 card."}],
        },
    ),
    (
        "systemgate",
        "*When this card is summoned, summon a Cinder Whelp Token.",
        {"type": "unit"},
        {
            "kind": "auto",
            "when": "summoned",
            "zones": ["left", "center", "right"],
            "effect": [{"manual": "summon a Cinder Whelp Token."}],
        },
    ),
    # an activated ability: its cost compiled, its effect's words by hand
    (
        "vanguard",
        f"[ACT](VC/RC):[Counter Blast (1)] {HUM}",
        {},
        {"kind": "act", "zones": ["VC", "RC"], "cost": [{"counter_blast": 1}], "effect": [{"manual": HUM}]},
    ),
    (
        "weiss",
        "【S】［①］ Look at the top card of your opponent's Deck, and put it back.",
        {"type": "character"},
        {
            "kind": "act",
            "zones": ["stage"],
            "cost": [{"stock": 1}],
            "effect": [{"manual": "Look at the top card of your opponent's Deck, and put it back."}],
        },
    ),
    # DBS 10-10-3-1: a skill whose words speak of playing a card is one [Counter: Play] answers
    (
        "dbscg",
        "[Activate Main] Switch this card to Rest Mode : Play up to 1 lantern from your Drop Area.",
        {"type": "battle"},
        {
            "kind": "act",
            "zones": ["battle"],
            "cost": [{"rest_self": True}],
            "params": {"timing": "main", "mentions": ["play"]},
            "effect": [{"manual": "Play up to 1 lantern from your Drop Area."}],
        },
    ),
]


@pytest.mark.parametrize(
    ("game", "text", "card", "expected"), BY_HAND, ids=[f"{c[0]}-{i}" for i, c in enumerate(BY_HAND)]
)
def test_a_trigger_or_cost_compiled_with_an_effect_that_is_not_is_played_by_hand(
    game: str, text: str, card: dict[str, Any], expected: dict[str, Any]
) -> None:
    assert by_hand(game, text, **card) == expected


STAYS_TEXT = [
    # a continuous ability: a reminder on the card, no ability
    ("vanguard", "[CONT](VC): While the lanterns glow, this unit hums.", {}),
    ("weiss", "【C】 While a lantern is lit, this card hums.", {"type": "character"}),
    # a trigger that does not compile
    ("vanguard", "[AUTO](RC): When a lantern flickers, draw a card.", {}),
    ("dbscg", "[Auto] When this card attacks a Leader Card, hum.", {"type": "battle"}),  # cut between words: narrower
    ("weiss", "【A】 When this card attacks or is attacked, hum.", {"type": "character"}),
    ("vanguard", "[AUTO](RC): When this unit attacks, or when a lantern flickers, draw a card.", {}),
    # a cost that does not compile: an activated ability, or an automatic one's
    ("vanguard", "[ACT](VC):[Polish a lantern] Draw a card.", {}),
    ("vanguard", "[ACT](VC/RC):(Rest this unit and polish a lantern) Draw a card.", {}),
    ("vanguard", "[ACT](VC): Hum the guild song.", {}),  # no cost at all
    ("vanguard", "[AUTO](VC): When this unit attacks, COST [Polish a lantern], draw a card.", {}),
    ("weiss", "【A】 When this card attacks, you may pay the cost. If you do, hum.", {"type": "character"}),
    ("dbscg", "[Activate Main][Burst 1][one], if a lantern is lit : Hum.", {"type": "battle"}),
    # the words of "If you don't" are done when the cost is not paid: not the cost's choice
    ("weiss", "【A】［①］ When this card attacks, you may pay the cost. If you don't, hum.", {"type": "character"}),
    # a limit of the ability in its words is not kept by hand
    ("vanguard", f"[ACT](VC):[Counter Blast (1)] {HUM} This ability cannot be used for the rest of that turn.", {}),
    # words that announce options printed on the lines after
    ("dbscg", "[Activate Main] Switch this card to Rest Mode : Choose one -", {"type": "battle"}),
    # a line cut out of a quotation is part of another ability
    ("vanguard", "[AUTO](VC/RC): When this unit's attack hits, draw a card.\" until end of that battle.", {}),
    # labels that mean more than their words: a keyword others watch for, an ability of the clock
    ("weiss", f"【A】 CHANGE ［①］ At the beginning of your Encore Step, {HUM}", {"type": "character"}),
    ("weiss", f"【A】【CLOCK】 At the beginning of your Climax Phase, {HUM}", {"type": "character"}),
    # a spell's text: no trigger read
    ("systemgate", "Polish every lantern.", {"type": "spell"}),
]


@pytest.mark.parametrize(("game", "text", "card"), STAYS_TEXT, ids=[f"{c[0]}-{i}" for i, c in enumerate(STAYS_TEXT)])
def test_a_line_without_its_trigger_or_cost_compiled_stays_text(game: str, text: str, card: dict[str, Any]) -> None:
    assert by_hand(game, text, **card) is None


def test_a_line_that_compiles_exactly_is_not_played_by_hand() -> None:
    compiled = compile_card(GAMES["vanguard"], {"text": "[AUTO](RC): When this unit is placed on (RC), draw a card."})
    (result,) = compiled.results
    assert result.compiled and not result.by_hand and result.ability is not None
    assert result.ability["effect"] == [{"draw": 1}]


# -- an imported card played by hand in a game --------------------------------------------------------

BEARER = f"[AUTO](RC): When this unit is placed on (RC), {HUM}"


def _unit(number: str, name: str, text: str) -> dict[str, Any]:
    return {
        "id": number,
        "name": name,
        "type": "Normal Unit",
        "set": "LH/01",
        "text": text,
        "stats": {
            "grade": 1,
            "power": 7000,
            "shield": 5000,
            "critical": 1,
            "skill": "BOOST",
            "trigger": "NONE",
            "clan": "Sunforge Legion",
        },
    }


ROWS = [
    _unit("LH/01-001", "Wick Bearer", BEARER),
    _unit("LH/01-002", "Guild Polisher", f"[ACT](RC):[Counter Blast (1)] {HUM}"),
]


@pytest.fixture
def imported(library: Path, tmp_path: Path) -> str:
    """The two units imported into a card library of their own; a Sunforge demo deck with four bearers and two polishers."""
    rs = registry.get("vanguard")
    src = tmp_path / "lh.jsonl"
    src.write_text("\n".join(json.dumps(r) for r in ROWS) + "\n", encoding="utf-8")
    demo = load_card_dir(paths.cards_dir(rs.game), rs.game, rs.schema)
    result = import_cards(rs.game, rs.schema, rs.card_problem, demo, [src])
    assert (result.cards, result.lines, result.lines_compiled, result.lines_by_hand) == (2, 2, 0, 2)
    assert result.summary()["ability_lines_by_hand"] == 2
    rs.reload_cards()
    deck = (paths.decks_dir("vanguard") / "sunforge-legion.txt").read_text(encoding="utf-8")
    swaps = (
        ("PMV1-007 Flint Lancer", "LH/01-001"),
        ("PMV1-008 Brazier Acolyte", "LH/01-001"),
        ("PMV1-009 Ashpaw Hound", "LH/01-002"),
    )
    for old, new in swaps:
        deck = deck.replace(f"2 {old}", f"2 {new}")
    return deck


def test_an_imported_unit_called_to_a_rear_guard_circle_asks_its_controller_to_play_the_effect_by_hand(
    imported: str,
) -> None:
    """VG 8.6.2: the ability triggers when the unit is placed on (RC); its effect is shown to its controller."""
    rs = registry.get("vanguard")
    bearer_def = rs.pool["LH-01-001"]
    assert [(a.kind, a.when, a.zones, [n for n, _ in a.effect]) for a in bearer_def.abilities] == [
        ("auto", "placed", ("RC",), ["manual"])
    ]
    polisher = rs.pool["LH-01-002"]
    assert [(a.kind, [n for n, _ in a.cost], [n for n, _ in a.effect]) for a in polisher.abilities] == [
        ("act", ["counter_blast"], ["manual"])
    ]
    deck = rs.check_deck(parse_deck_text(imported, "lh.txt"))
    g = Game(rs, 0, rs.seat_teams())
    rs.build(g, [deck, rs.check_deck(rs.demo_decks()[1])])
    g.turn, g.active, g.phase = 2, 0, "main"
    deck_zone, hand = g.zone(0, "deck"), g.zone(0, "hand")
    g.move(next(c for c in deck_zone.cards if c.card.id == "PMV1-006"), g.zone(0, "VC"), face_up=True)
    bearer = g.move(next(c for c in deck_zone.cards if c.card.id == "LH-01-001"), hand, face_up=True)
    answers = iter([f"call:{bearer.iid}:RC_BL"])
    flow = rs.main_phase(g)
    asked: list[Decision] = []
    sent: tuple[Option, ...] | None = None
    for _ in range(50):
        d: Decision = flow.send(sent)
        if d.prompt.startswith("By hand:"):
            asked.append(d)
            break
        want = next(answers, None)
        sent = d.chosen(d.normalise(want if want is not None else tuple(o.key for o in d.options[: d.min])))
    assert g.zone(0, "RC_BL").cards == [bearer]
    [d] = asked
    assert d.player == 0 and HUM in d.prompt and [o.key for o in d.options] == ["done"]


def test_bots_play_games_with_abilities_by_hand_to_the_end(imported: str) -> None:
    deck = parse_deck_text(imported, "lh.txt")
    by_hand_steps = offered_by_hand = 0
    for seed in range(1, 51):
        m = Match.new("vanguard", [deck], seed=seed)
        bot = RandomBot(seed)
        for _ in range(50_000):
            d = m.decision
            if d is None:
                break
            by_hand_steps += d.prompt.startswith("By hand:")
            offered_by_hand += any("(by hand)" in o.label for o in d.options)  # the ACT: "use (by hand)"
            m.apply(bot.choose(d))
        assert m.is_terminal(), seed
        m.game.check_invariants()
    assert by_hand_steps > 0 and offered_by_hand > 0
