"""The demo sets that show each game's mechanics a second time (Stormglass
Vigil, Curtain Call, Wishing Tide, the Undertow Accord): their cards are
written with the words the first sets use, play in the decks of
tests/engine/decks, and bring the effect words that serve a single ability
down to the issue's target."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import registry
from engine.decks import DeckList, load_deck_file
from engine.grammar.report import overall_summary
from engine.sim import play_one
from engine.state import Game
from tests.engine.games.sg import clear_hands, energy, pick, put, set_life, started, to_finale, to_main

DECKS = Path(__file__).parent / "decks"
#: the set of each game that shows its mechanics a second time (card id prefix)
SECOND_SETS = {"vanguard": "PMV3-", "weiss": "WCC-", "dbscg": "DBW-", "systemgate": "SGE-"}
#: the rulesets each game's test decks play in, with the seat decks (test decks first, then demo decks)
TABLES = [
    ("vanguard", ["vanguard/stormglass-vigil.txt", "vanguard/stormglass-vigil.txt"]),
    ("vanguard", ["vanguard/stormglass-vigil.txt", "demo:0"]),
    ("weiss", ["weiss/academy-understudies.txt", "weiss/archive-understudies.txt"]),
    ("dbscg", ["dbscg/wishing-tide.txt", "demo:0"]),
    ("dbscg-1.0", ["dbscg/wishing-tide.txt", "dbscg/wishing-tide.txt"]),
    ("systemgate", ["systemgate/undertow-accord.txt", "systemgate/undertow-accord.txt"]),
    ("systemgate", ["systemgate/undertow-accord.txt", "demo:0"]),
    ("systemgate-tagteam", ["systemgate/undertow-accord.txt", "demo:2", "systemgate/undertow-accord.txt", "demo:3"]),
]


def _deck(rid: str, name: str) -> DeckList:
    if name.startswith("demo:"):
        return registry.get(rid).demo_decks()[int(name[5:])]
    return load_deck_file(DECKS / name)


@pytest.mark.parametrize("game", sorted(SECOND_SETS))
def test_every_card_of_a_second_set_is_in_a_test_deck(game: str) -> None:
    """Each card of the set plays in the bot games below."""
    rs = registry.get(game)
    cards = {cid for cid in rs.pool.cards if cid.startswith(SECOND_SETS[game])}
    in_decks = {
        c.id for p in (DECKS / game).glob("*.txt") for cards in rs.check_deck(load_deck_file(p)).values() for c in cards
    }
    assert cards and cards <= in_decks, sorted(cards - in_decks)


@pytest.mark.parametrize(("rid", "seats"), TABLES, ids=[f"{r}-{i}" for i, (r, _) in enumerate(TABLES)])
def test_bot_games_with_the_second_sets_end_without_errors(rid: str, seats: list[str]) -> None:
    """Random bots play the test decks to the end, the zone invariants
    checked after every decision."""
    decks = [_deck(rid, s) for s in seats]
    for seed in range(1, 9):
        m, _ = play_one(rid, seed, check=True, decks=decks)
        assert m.is_terminal()


def test_words_used_by_one_ability_are_at_most_a_tenth_of_the_vocabulary() -> None:
    """The demo cards of the four games: at most 10% of the effect words they
    use serve a single ability, and the shared verbs carry at least 70% of
    the effect steps."""
    s = overall_summary()
    assert s["used_by_one_ability_share"] <= 0.10, s["words_used_by_one_ability"]
    assert s["shared_verb_share"] >= 0.70


def _short_deck(g: Game, seat: int, left: int) -> None:
    deck = g.zone(seat, "deck")
    while len(deck) > left:
        g.move(deck.cards[-1], g.zone(seat, "drop"))


def test_sg_1_2_6_1_verdict_of_the_trench_makes_the_opponent_lose() -> None:
    """SG 1.2.6.1: Verdict of the Trench, a Finale cast while the opponent has
    12 or fewer deck cards, makes the opponent lose when it resolves."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 5)
    verdict = put(g, 1, "SGE-010", "hand")
    _short_deck(g, 0, 12)
    to_main(m)
    to_finale(m)
    pick(m, f"cast:{verdict.iid}")
    out = m.outcome()
    assert out is not None and out.winners == (1,)


def test_sg_1_2_6_tidal_coronation_wins_at_six_life() -> None:
    """SG 1.2.6: Tidal Coronation, a Finale cast while the opponent has 6 or
    less Life, wins the game when it resolves."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 4)
    coronation = put(g, 0, "SGE-015", "hand")
    set_life(g, 1, 6)
    to_main(m)
    to_finale(m)
    pick(m, f"cast:{coronation.iid}")
    out = m.outcome()
    assert out is not None and out.winners == (0,)
