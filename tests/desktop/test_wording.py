"""The words the window shows, from per-seat views (no Qt needed)."""

from __future__ import annotations

import re

import pytest

from desktop.wording import (
    GameWords,
    counters_text,
    decision_text,
    outcome_text,
    phase_words,
    plural,
    stats_text,
    status_text,
    zone_rows,
    zone_title,
)
from engine.decisions import Decision, Kind, Option
from engine.events import CardMoved, CardTurned, CounterChanged, PhaseBegan, Shuffled
from engine.match import Outcome
from engine.sim import play_one
from engine.view import CardView, PlayerView, View, ZoneView


def card(iid: int, name: str | None, face_up: bool = True, orientation: str = "stand", **stats: object) -> CardView:
    return CardView(iid, name, None if name is None else f"X-{iid}", face_up, orientation, dict(stats))


def zone(name: str, visibility: str, *cards: CardView) -> ZoneView:
    return ZoneView(f"p0.{name}", name, 0, visibility, len(cards), tuple(cards))


def test_a_hidden_deck_is_one_row_that_names_no_card() -> None:
    deck = zone("deck", "hidden", *(card(i, None, face_up=False) for i in range(50)))
    rows = zone_rows(deck)
    assert [(r.text, r.hidden) for r in rows] == [("50 face down", True)]
    assert zone_title(deck) == "deck (50)"


def test_visible_cards_show_name_orientation_and_stats() -> None:
    field = zone(
        "rear_guard", "public", card(1, "Blaze Squire", power=8000, shield=5000), card(2, "Wingal", orientation="rest")
    )
    rows = zone_rows(field)
    assert [(r.text, r.orientation, r.details) for r in rows] == [
        ("Blaze Squire", "stand", "power 8000 · shield 5000"),
        ("Wingal", "rest", ""),
    ]
    assert zone_title(field) == "rear guard (2)"


def test_a_visible_card_has_its_stats_and_text_as_tooltip_and_a_hidden_one_none() -> None:
    known = CardView(1, "Blaze Squire", "VGD-014", True, "stand", {"power": 8000}, "[AUTO]: draw a card.")
    rows = zone_rows(zone("hand", "private", known, card(2, None)))
    assert rows[0].tooltip == "Blaze Squire\npower 8000\n[AUTO]: draw a card."
    assert rows[1].tooltip == ""


def test_plural() -> None:
    assert [plural(n, "answer") for n in (0, 1, 2)] == ["0 answers", "1 answer", "2 answers"]


def test_face_down_is_said_only_where_cards_normally_lie_face_up() -> None:
    hand = zone("hand", "private", card(1, "Wingal", face_up=False))
    damage = zone("damage", "public", card(2, "Wingal", face_up=False), card(3, "Ozzy", face_up=True))
    assert [r.text for r in zone_rows(hand)] == ["Wingal"]
    assert [r.text for r in zone_rows(damage)] == ["Wingal (face down)", "Ozzy"]


def test_hidden_runs_are_split_by_visible_or_turned_cards() -> None:
    pile = zone(
        "mixed",
        "public",
        card(1, None),
        card(2, None),
        card(3, "Ozzy"),
        card(4, None, orientation="rest"),
        card(5, None),
    )
    assert [(r.text, r.orientation) for r in zone_rows(pile)] == [
        ("2 face down", ""),
        ("Ozzy", "stand"),
        ("face down", "rest"),
        ("face down", ""),
    ]


def test_stats_leave_out_empty_values() -> None:
    assert stats_text({"power": 5000, "trigger": "", "icons": (), "soul": 1, "note": None}) == "power 5000 · soul 1"


def test_counters_and_loss() -> None:
    assert counters_text(PlayerView(0, 0, {"life": 3, "damage_taken": 2}, "")) == "life 3 · damage taken 2"
    assert counters_text(PlayerView(1, 1, {}, "six damage")) == "lost: six damage"


def view(turn: int, phase: str, step: str, active: int) -> View:
    return View(0, "x", turn, active, phase, step, (), (), False, (), {})


def test_status_names_turn_phase_step_and_turn_player() -> None:
    assert status_text(view(3, "main", "call", 1)) == "Turn 3 · Main Phase · Call Step · Player 2's turn"
    assert status_text(view(0, "", "", 0)) == "Before the first turn · Set-up"


@pytest.mark.parametrize(
    ("phase", "step", "words"),
    [
        ("battle", "drive", "Battle Phase · Drive Step"),
        ("attack", "attack declaration", "Attack Phase · Attack Declaration Step"),
        ("Main Phase", "Offense Step", "Main Phase · Offense Step"),
        ("Start Phase", "Draw Step", "Start Phase · Draw Step"),
        ("Set-up", "", "Set-up"),
    ],
)
def test_phases_read_as_the_rules_name_them(phase: str, step: str, words: str) -> None:
    assert phase_words(phase, step) == words


def test_stats_read_in_the_players_words() -> None:
    stats = {"keywords": ("double_strike", "warrior_u7"), "gm_value": 3, "combo_cost": 1, "token": True}
    assert (
        stats_text(stats)
        == "keywords Double Strike, Warrior of Universe 7 · Gate Master value 3 · combo cost 1 · token"
    )


RAW = re.compile(r"\b[a-z]+_[a-z_]+\b|\b(?:RC|VC|GC)(?:_[A-Z]+)?\b|\('")


@pytest.mark.parametrize("rid", ["vanguard", "weiss", "dbscg", "systemgate"])
def test_the_moves_phases_and_turns_of_a_whole_game_read_without_engine_names(rid: str) -> None:
    """#23.6: no ``RC_FL``, ``cs_middle`` or ``waiting_room`` in the log: a
    bot game's card moves, phases, turns, shuffles and counters read with the
    mat's own labels."""
    m, _ = play_one(rid, 3)
    words = GameWords(rid)
    kinds = (CardMoved, PhaseBegan, CardTurned, Shuffled, CounterChanged)
    lines = [words.event(e, 0) for e in m.journal if isinstance(e, kinds)]
    assert len(lines) > 50
    raw = sorted({x for t in lines for x in RAW.findall(t)})
    assert raw == []
    moves = [words.event(e, None) for e in m.journal if isinstance(e, CardMoved) and e.dst.endswith(".hand")]
    assert any(", Deck → Hand" in t for t in moves)


def test_a_card_moved_unseen_is_a_card_and_a_zone_is_its_mat_label() -> None:
    words = GameWords("vanguard")
    e = CardMoved(3, "Ember Sprite", 0, "p0.hand", "p0.RC_FL", (0,), "normal call")
    assert words.event(e, 0) == "Player 1: Ember Sprite, Hand → Rear-guard (front left) · normal call"
    assert words.event(e, 1) == "Player 1: a card, Hand → Rear-guard (front left) · normal call"


def test_outcomes() -> None:
    assert outcome_text(Outcome((1,), "Player 1 has 6 damage")) == "Game over: Player 2 wins (Player 1 has 6 damage)"
    assert outcome_text(Outcome((0, 2), "")) == "Game over: Players 1 and 3 win"
    assert outcome_text(Outcome((), "both decks ran out")) == "Game over: a draw (both decks ran out)"


def test_decision_lists_the_first_options_then_how_many_more() -> None:
    options = tuple(Option(f"k{i}", f"Option {i}") for i in range(9))
    text = decision_text(Decision(1, Kind.ACTION, "Your move", options))
    first, second = text.split("\n")
    assert first == "Player 2 to decide: Your move"
    assert second.startswith("Option 0 · Option 1")
    assert "Option 6" not in second
    assert second.endswith("+3 more")
