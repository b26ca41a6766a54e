"""Rules tests of the heads of skills compiled from Dragon Ball Super card
text (round four), played on real game states. The card text is original,
in the patterns of real cards."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.abilities import parse_ability
from engine.cardtext import compile_card
from engine.decisions import Decision
from engine.flow import check_timing
from engine.games.dbscg.damage import ko
from engine.games.dbscg.state import game_state
from engine.games.dbscg.turn import main_options, main_phase
from engine.state import Card, Game
from tests.engine.games.dbs import drive, energy, leader, new_game, run, take


def _watching(g: Game, card: Card, text: str) -> None:
    """``card`` gets the skill of ``text``; the game watches its trigger (as it does the decks' cards')."""
    (r,) = compile_card("dbscg", {"type": card.card.type, "text": text}).results
    assert r.compiled and r.ability is not None, r.reason
    card.card = replace(card.card, abilities=(parse_ability(r.ability, "dbscg"),))
    game_state(g).whens = frozenset({*game_state(g).whens, *(ab.when for ab in card.card.abilities)})


def _trait(card: Card, trait: str) -> None:
    card.card = replace(card.card, stats={**card.card.stats, "traits": [trait]})


def _energy(g: Game, n: int) -> None:
    """``n`` red energy in Active Mode for Player 1, of cards the tests play none of."""
    for card_id in ("DBR-010", "DBR-010", "DBR-010", "DBR-010", "DBR-003", "DBR-003")[:n]:
        take(g, 0, card_id, "energy")


def _deck(g: Game) -> int:
    return len(g.zone(0, "deck").cards)


@pytest.mark.parametrize(
    "text",
    [
        "[Auto] [Once per turn] When a 《Storm Riders》 card is played in your Battle Area, draw 1 card.",
        "[Auto][Once per turn] When you play a 《Storm Riders》 Battle Card, draw 1 card.",
    ],
)
def _play(g: Game, card: Card) -> int:
    """Player 1 plays ``card`` from the hand in the Main Phase; the cards drawn meanwhile."""
    before = _deck(g)
    run(main_phase(g.ruleset, g, 0), f"play:{card.iid}", "end")  # type: ignore[arg-type]
    assert card.zone.name == "battle"
    return before - _deck(g)


def _in_hand(g: Game, card_id: str, **stats: object) -> Card:
    card = take(g, 0, card_id, "hand")
    card.card = replace(card.card, **stats)  # type: ignore[arg-type]
    return card


@pytest.mark.parametrize(
    "text",
    [
        "[Auto] [Once per turn] When a 《Storm Riders》 card is played in your Battle Area, draw 1 card.",
        "[Auto][Once per turn] When you play a 《Storm Riders》 Battle Card, draw 1 card.",
    ],
)
def test_3_6_3_a_leaders_skill_watching_the_play_of_a_battle_card_of_a_trait(text: str) -> None:
    """The Leader Card's skill waits for the play of a 《Storm Riders》 Battle Card (DBS 3-6-3, 8-6-2): a card
    without the trait played draws nothing; one with it draws 1; [Once per turn]: a second one nothing (DBS
    10-11-5)."""
    _, g = new_game()
    _watching(g, leader(g, 0), text)
    _energy(g, 6)
    plain = take(g, 0, "DBR-002", "hand")
    assert _play(g, plain) == 0
    riders = {"stats": {**plain.card.stats, "traits": ["Storm Riders"]}}
    assert _play(g, _in_hand(g, "DBR-002", **riders)) == 1
    assert _play(g, _in_hand(g, "DBR-002", **riders)) == 0


def test_3_6_3_a_battle_cards_skill_watching_the_play_of_a_card_name() -> None:
    """ "When {X} is played in your Battle Area, draw 1 card": only a card of that name (DBS 2-3) fulfils it;
    the opponent's skill waiting for the same name does nothing on Player 1's play."""
    _, g = new_game()
    text = "[Auto] When {Crimson Wayfarer} is played in your Battle Area, draw 1 card."
    _watching(g, take(g, 0, "DBR-008", "battle"), text)
    theirs = take(g, 1, "DBB-002", "battle")
    _watching(g, theirs, text)
    _energy(g, 6)
    assert _play(g, take(g, 0, "DBR-002", "hand")) == 0
    their_deck = len(g.zone(1, "deck").cards)
    assert _play(g, _in_hand(g, "DBR-002", name="Crimson Wayfarer")) == 1
    assert len(g.zone(1, "deck").cards) == their_deck


def _no_choice(d: Decision) -> str:
    """Pass, decline, or else the first option."""
    keys = [o.key for o in d.options]
    return next((k for k in ("pass", "no") if k in keys), keys[0])


def test_10_1_a_leaders_skill_watching_the_ko_of_a_battle_card_of_a_trait() -> None:
    """ "When one of your 《Storm Riders》 cards is KO'd, draw 1 card" of Player 2's Leader Card (DBS 10-1): the
    KO of their Battle Card without the trait draws nothing, of one with it 1; the KO of Player 1's card of the
    trait nothing."""
    _, g = new_game()
    _watching(g, leader(g, 1), "[Auto] When one of your 《Storm Riders》 cards is KO'd, draw 1 card.")
    by = take(g, 0, "DBR-002", "battle")
    plain = take(g, 1, "DBB-004", "battle")
    riders = take(g, 1, "DBB-003", "battle")
    _trait(riders, "Storm Riders")
    mine = take(g, 0, "DBR-008", "battle")
    _trait(mine, "Storm Riders")
    drawn = []
    for card in (plain, riders, mine):
        before = len(g.zone(1, "deck").cards)
        run(ko(g, card, by_opponent=card.owner == 1, why="test", by=by))
        drive(check_timing(g), _no_choice)
        assert card.zone.name == "drop"
        drawn.append(before - len(g.zone(1, "deck").cards))
    assert drawn == [0, 1, 0]


def test_10_5_3_an_evolve_skill_cost_placing_a_card_of_the_hand_in_the_drop_area() -> None:
    """ "[EX-Evolve] R, place 1 card from your hand in the Drop Area : <X>" (DBS 10-5-3, 8-4-2-2): with no other
    card in the hand the skill is not offered; with one, it is paid — the energy, then that card to the Drop Area —
    and the card is played on top of the Battle Card (DBS 10-5-4)."""
    rs, g = new_game()
    base = take(g, 0, "DBR-005", "battle")
    ascended = take(g, 0, "DBX-001", "hand")
    ascended.card = replace(ascended.card, stats={**ascended.card.stats, "evolve_discard": 1})
    energy(g, 0, "DBR-002", 1)
    assert f"evolve:{ascended.iid}" not in [o.key for o in main_options(rs, g, 0)]
    other = take(g, 0, "DBR-008", "hand")
    run(main_phase(rs, g, 0), f"evolve:{ascended.iid}", "end")
    assert ascended.zone.name == "battle" and base.zone.name == "under" and other.zone.name == "drop"


def test_10_5_3_an_evolve_skill_cost_drawing_cards() -> None:
    """ "[EX-Evolve] R, draw 1 card : <X>" (DBS 10-5-3, 8-4-2-2): paid, the energy and a card drawn; with an
    empty deck the cost cannot be paid entirely and the skill is not offered."""
    rs, g = new_game()
    base = take(g, 0, "DBR-005", "battle")
    ascended = take(g, 0, "DBX-001", "hand")
    ascended.card = replace(ascended.card, stats={**ascended.card.stats, "evolve_draw": 1})
    energy(g, 0, "DBR-002", 1)
    deck = g.zone(0, "deck")
    kept = list(deck.cards)
    deck.cards.clear()
    assert f"evolve:{ascended.iid}" not in [o.key for o in main_options(rs, g, 0)]
    deck.cards.extend(kept)
    before = len(deck.cards)
    run(main_phase(rs, g, 0), f"evolve:{ascended.iid}", "end")
    assert ascended.zone.name == "battle" and base.zone.name == "under" and len(deck.cards) == before - 1


@pytest.mark.parametrize(("colors", "offered"), [(["red", "red"], True), (["red", "blue"], False)])
def test_10_13_3_1_union_fusion_of_battle_cards_of_the_colors_printed(colors: list[str], offered: bool) -> None:
    """ "[Union-Fusion] Red <A> and red <B>" (DBS 10-13-3-1): the specified Battle Cards are of the colors printed
    — two red cards in the hand make it usable; with blue asked for the second, they do not."""
    rs, g = new_game()
    fused = take(g, 0, "DBX-004", "hand")
    fused.card = replace(fused.card, stats={**fused.card.stats, "union_colors": colors})
    take(g, 0, "DBR-008", "hand")
    take(g, 0, "DBR-010", "hand")
    assert (f"fusion:{fused.iid}" in [o.key for o in main_options(rs, g, 0)]) is offered
    if offered:
        run(main_phase(rs, g, 0), f"fusion:{fused.iid}", "end")
        assert fused.zone.name == "battle"


def test_10_13_3_3_a_union_fusion_skill_cost_drawing_a_card() -> None:
    """ "[Union-Fusion] Draw 1 card : <A> and <B>" (DBS 10-13-3-3, 8-4-2-2): activated, a card is drawn as its
    cost; with an empty deck the cost cannot be paid entirely and the skill is not offered."""
    rs, g = new_game()
    fused = take(g, 0, "DBX-004", "hand")
    fused.card = replace(fused.card, stats={**fused.card.stats, "union_draw": 1})
    take(g, 0, "DBR-008", "hand")
    take(g, 0, "DBR-010", "hand")
    deck = g.zone(0, "deck")
    kept = list(deck.cards)
    deck.cards.clear()
    assert f"fusion:{fused.iid}" not in [o.key for o in main_options(rs, g, 0)]
    deck.cards.extend(kept)
    before = len(deck.cards)
    run(main_phase(rs, g, 0), f"fusion:{fused.iid}", "end")
    assert fused.zone.name == "battle" and len(deck.cards) == before - 1


@pytest.mark.parametrize(("name", "offered"), [("Crimson Wayfarer", True), ("Another Wayfarer", False)])
def test_10_5_1_evolve_onto_a_battle_card_of_a_card_name(name: str, offered: bool) -> None:
    """ "[Evolve] ... : {X}" (DBS 10-5-1, 2-3): the Battle Card to evolve is the one of that card name."""
    rs, g = new_game()
    base = take(g, 0, "DBR-005", "battle")
    base.card = replace(base.card, name="Crimson Wayfarer")
    ascended = take(g, 0, "DBX-001", "hand")
    ascended.card = replace(ascended.card, stats={**ascended.card.stats, "evolve": name, "evolve_is_name": True})
    energy(g, 0, "DBR-002", 1)
    assert (f"evolve:{ascended.iid}" in [o.key for o in main_options(rs, g, 0)]) is offered
