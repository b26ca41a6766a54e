"""Rules tests of the heads of skills compiled from Dragon Ball Super card
text (round three), played on real game states. The card text is original,
in the patterns of real cards."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.abilities import parse_ability
from engine.cardtext import compile_card
from engine.games.dbscg.abilities import field_skills
from engine.games.dbscg.state import game_state
from engine.games.dbscg.stats import power
from engine.games.dbscg.turn import main_options, main_phase
from engine.state import REST, Card, Game
from tests.engine.games.dbs import drive, energy, leader, new_game, run, take

FREE_WITH_ORU = (
    "[Permanent] If <Oru> is in your Battle Area or Leader Area, you can play this card from your hand without "
    "paying its energy cost."
)


def _with_text(card: Card, text: str) -> None:
    (r,) = compile_card("dbscg", {"type": card.card.type, "text": text}).results
    assert r.compiled and r.ability is not None, r.reason
    card.card = replace(card.card, abilities=(parse_ability(r.ability, "dbscg"),))


def _character(card: Card, name: str) -> None:
    card.card = replace(card.card, stats={**card.card.stats, "character": name})


def _trait(card: Card, trait: str) -> None:
    card.card = replace(card.card, stats={**card.card.stats, "traits": [trait]})


def _keys(g: Game) -> list[str]:
    return [o.key for o in main_options(g.ruleset, g, 0)]  # type: ignore[arg-type]


@pytest.mark.parametrize("where", ["nowhere", "leader", "battle", "opponent"])
def test_3_5_a_character_in_your_battle_area_or_leader_area(where: str) -> None:
    """ "If <X> is in your Battle Area or Leader Area": a Battle Card of that
    character in your Battle Area, or your Leader Card of it (DBS 3-5, 2-5-3),
    not the opponent's; the [Permanent] free play is offered only then (DBS 8-1-4). (Player 1's demo
    leader is <Kaito>.)"""
    _, g = new_game()
    card = take(g, 0, "DBR-005", "hand")
    _with_text(card, FREE_WITH_ORU)
    if where == "leader":
        leader = g.zone(0, "leader").top
        assert leader is not None
        _character(leader, "Oru")
    elif where in ("battle", "opponent"):
        _character(take(g, 0, "DBR-002", "battle") if where == "battle" else take(g, 1, "DBB-002", "battle"), "Oru")
    offered = f"freeplay:{card.iid}" in _keys(g)
    assert offered is (where in ("leader", "battle"))
    if offered:
        run(main_phase(g.ruleset, g, 0), f"freeplay:{card.iid}", "end")  # type: ignore[arg-type]
        assert card.zone.name == "battle"


def test_8_4_1_cost_cards_of_the_drop_area_to_the_bottom_of_the_deck_in_any_order() -> None:
    """ "Choose 2 red Battle Cards with energy costs between 2 and 3 in your Drop Area and place them at the
    bottom of your deck in any order : Draw 1 card" (DBS 8-4-1): only cards of energy cost 2 to 3 count — with
    one such card the skill is not offered (DBS 8-4-2-2); paid, its master picks the order they go to the bottom."""
    rs, g = new_game()
    lead = leader(g, 0)
    _with_text(
        lead,
        "[Activate Main] Choose 2 red Battle Cards with energy costs between 2 and 3 in your Drop Area and place "
        "them at the bottom of your deck in any order : Draw 1 card.",
    )
    take(g, 0, "DBR-002", "drop")  # cost 1
    take(g, 0, "DBR-019", "drop")  # cost 8
    two = take(g, 0, "DBR-003", "drop")  # cost 2
    assert lead not in [c for c, _ in field_skills(g, 0, "main")]
    three = take(g, 0, "DBR-005", "drop")  # cost 3
    assert lead in [c for c, _ in field_skills(g, 0, "main")]
    hand = len(g.zone(0, "hand").cards)
    answers = iter([f"skill:{lead.iid}", str(three.iid), "end"])  # the two cards are the only ones: no choice

    drive(main_phase(rs, g, 0), lambda d: next(answers))  # the skill, then the card to go first
    deck = g.zone(0, "deck").cards
    assert deck[1] is three and deck[0] is two  # the one picked first, then the next beneath it
    assert len(g.zone(0, "hand").cards) == hand + 1


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
def test_11_4_a_condition_on_the_cards_of_the_opponents_warp(rid: str) -> None:
    """ "[Permanent] If your opponent has 2 or more cards in their Warp, this card gets +5000 power" (DBS 11-4,
    8-1-4): it holds with 2 cards there; ver. 1.00 has no Warp, so it never holds there."""
    _, g = new_game(rid)
    card = take(g, 0, "DBR-002", "battle")
    _with_text(card, "[Permanent] If your opponent has 2 or more cards in their Warp, this card gets +5000 power.")
    base = power(g, card)
    if rid == "dbscg":
        take(g, 1, "DBB-002", "warp")
        assert power(g, card) == base
        take(g, 1, "DBB-003", "warp")
        assert power(g, card) == base + 5000
    else:
        assert power(g, card) == base


def _deck(g: Game) -> int:
    return len(g.zone(0, "deck").cards)


def _watching(g: Game, card: Card, text: str) -> None:
    """``card`` gets the skill of ``text``; the game watches its trigger (as the triggers of the decks'
    cards are, from the start of the game)."""
    _with_text(card, text)
    game_state(g).whens = frozenset({*game_state(g).whens, *(ab.when for ab in card.card.abilities)})


def _give_leader(g: Game, text: str) -> None:
    """Player 1's Leader Card gets the skill of ``text`` (:func:`_watching`)."""
    _watching(g, leader(g, 0), text)


@pytest.mark.parametrize(
    "trigger",
    [
        "When you activate a [Union] skill",
        "When you activate [Union-Fusion]",
        "When you play a Battle Card using a [Union-Fusion] skill",
    ],
)
def test_10_13_3_a_leaders_skill_watching_union_fusion(trigger: str) -> None:
    """ "[Auto] When you activate a [Union] skill / [Union-Fusion] / play a Battle Card using a [Union-Fusion]
    skill, draw 1 card" of the Leader Card: [Union-Fusion] (DBS 10-13-3-4) draws; a card played from the
    hand paying its cost does not (DBS 8-6-2)."""
    rs, g = new_game()
    _give_leader(g, f"[Auto] {trigger}, draw 1 card.")
    fused = take(g, 0, "DBX-004", "hand")
    take(g, 0, "DBR-008", "hand")
    take(g, 0, "DBR-010", "hand")
    before = _deck(g)
    run(main_phase(rs, g, 0), f"fusion:{fused.iid}", "end")
    assert fused.zone.name == "battle" and _deck(g) == before - 1
    plain = take(g, 0, "DBR-002", "hand")
    energy(g, 0, "DBR-003", 2)
    before = _deck(g)
    run(main_phase(rs, g, 0), f"play:{plain.iid}", "end")
    assert plain.zone.name == "battle" and _deck(g) == before


def test_10_15_3_a_leaders_skill_watching_over_realm() -> None:
    """ "[Auto] When you play a Battle Card using [Over Realm], draw 1 card" of the Leader Card: a card played
    with [Over Realm] (DBS 10-15-3) draws; one played paying its cost does not."""
    rs, g = new_game()
    _give_leader(g, "[Auto] When you play a Battle Card using [Over Realm], draw 1 card.")
    plain = take(g, 0, "DBR-002", "hand")
    energy(g, 0, "DBR-003", 2)
    before = _deck(g)
    run(main_phase(rs, g, 0), f"play:{plain.iid}", "end")
    assert plain.zone.name == "battle" and _deck(g) == before
    sovereign = take(g, 0, "DBR-019", "hand")
    for card_id in ("DBR-002", "DBR-003", "DBR-004", "DBR-005", "DBR-006", "DBR-008", "DBR-010"):
        take(g, 0, card_id, "drop")
    before = _deck(g)
    run(main_phase(rs, g, 0), f"overrealm:{sovereign.iid}", "end")
    assert sovereign.zone.name == "battle" and _deck(g) == before - 1


@pytest.mark.parametrize(
    "trigger", ["When your Leader Card activates [Awaken]", "When your Leader Card activates [Awaken] or [Wish]"]
)
def test_10_2_a_battle_cards_skill_watching_the_leaders_awaken(trigger: str) -> None:
    """ "[Auto] When your Leader Card activates [Awaken], this card gets +5000 power for the turn" of a Battle
    Card: the Leader Card's [Awaken] (DBS 10-2) gives it; the opponent's Battle Card with it gets nothing."""
    rs, g = new_game()
    mine = take(g, 0, "DBR-002", "battle")
    theirs = take(g, 1, "DBB-002", "battle")
    for card in (mine, theirs):
        _watching(g, card, f"[Auto] {trigger}, this card gets +5000 power for the turn.")
    base_mine, base_theirs = power(g, mine), power(g, theirs)
    for _ in range(4):
        g.move(g.zone(0, "life").cards[-1], g.zone(0, "hand"))
    run(main_phase(rs, g, 0), f"awaken:{leader(g, 0).iid}", "end")
    assert not leader(g, 0).face_up
    assert power(g, mine) == base_mine + 5000 and power(g, theirs) == base_theirs


def test_8_4_1_cost_placing_energy_of_a_kind_in_the_drop_area() -> None:
    """ "Place 1 blue card from your energy in your Drop Area : Draw 2 cards" (DBS 8-4-1): with red energy only it
    is not offered (DBS 8-4-2-2); "choose 1 of your energy and place it in its owner's Drop Area" takes any."""
    rs, g = new_game()
    lead = leader(g, 0)
    _with_text(lead, "[Activate Main] Place 1 blue card from your energy in your Drop Area : Draw 2 cards.")
    (red,) = energy(g, 0, "DBR-003", 1)
    assert lead not in [c for c, _ in field_skills(g, 0, "main")]
    _with_text(lead, "[Activate Main] Choose 1 of your energy and place it in its owner's Drop Area : Draw 2 cards.")
    assert lead in [c for c, _ in field_skills(g, 0, "main")]
    before = _deck(g)
    run(main_phase(rs, g, 0), f"skill:{lead.iid}", "end")
    assert red.zone.name == "drop" and _deck(g) == before - 2


def test_8_4_1_cost_this_card_and_another_card_of_a_kind_to_rest_mode() -> None:
    """ "Choose this card and 1 《Test Squad》 in your Battle Area and switch them to Rest Mode : Draw 1 card"
    (DBS 8-4-1): this card, a 《Test Squad》 itself, is not the other one — alone it cannot pay (DBS 8-4-2-2)."""
    rs, g = new_game()
    me = take(g, 0, "DBR-002", "battle")
    _trait(me, "Test Squad")
    _with_text(
        me,
        "[Activate Main] Choose this card and 1 《Test Squad》 in your Battle Area and switch them to Rest Mode : "
        "Draw 1 card.",
    )
    assert me not in [c for c, _ in field_skills(g, 0, "main")]
    other = take(g, 0, "DBR-003", "battle")
    _trait(other, "Test Squad")
    assert me in [c for c, _ in field_skills(g, 0, "main")]
    before = _deck(g)
    run(main_phase(rs, g, 0), f"skill:{me.iid}", "end")
    assert me.orientation == REST and other.orientation == REST and _deck(g) == before - 1


def test_4_a_count_compared_with_the_opponents_and_the_leaders_front_side() -> None:
    """ "[Permanent] If you have more life than your opponent, this card gets +5000 power" and "If you have
    fewer cards in hand than your opponent": the two players' counts compared, equal is neither; "If your Leader
    Card is on its front side" (DBS 2-3-2-1-2, 8-1-4)."""
    _, g = new_game()
    life = take(g, 0, "DBR-002", "battle")
    _with_text(life, "[Permanent] If you have more life than your opponent, this card gets +5000 power.")
    hand = take(g, 0, "DBR-003", "battle")
    _with_text(hand, "[Permanent] If you have fewer cards in hand than your opponent, this card gets +5000 power.")
    front = take(g, 0, "DBR-004", "battle")
    _with_text(front, "[Permanent] If your Leader Card is on its front side, this card gets +5000 power.")
    bases = {c.iid: power(g, c) for c in (life, hand, front)}
    assert all(power(g, c) == bases[c.iid] for c in (life, hand))  # equal: neither holds
    g.move(g.zone(0, "life").cards[-1], g.zone(0, "hand"))  # fewer life, more cards in hand: neither
    assert all(power(g, c) == bases[c.iid] for c in (life, hand))
    for _ in range(2):
        g.move(g.zone(1, "life").cards[-1], g.zone(1, "hand"))  # now 7 life to 6, 1 card in hand to 2
    assert power(g, life) == bases[life.iid] + 5000
    assert power(g, hand) == bases[hand.iid] + 5000
    g.flip(leader(g, 0), False)  # the base was read with the Leader Card's front side up
    assert power(g, front) == bases[front.iid] - 5000


def test_8_1_4_a_count_of_the_cards_of_a_special_trait_in_your_battle_area() -> None:
    """ "[Permanent] If you have 2 or more 《Test Squad》 cards in your Battle Area, this card gets +5000 power"
    (DBS 8-1-4, 2-6-4): this card counts when it is one; cards of another trait or the opponent's do not."""
    _, g = new_game()
    me = take(g, 0, "DBR-002", "battle")
    _trait(me, "Test Squad")
    _with_text(
        me, "[Permanent] If you have 2 or more 《Test Squad》 cards in your Battle Area, this card gets +5000 power."
    )
    base = power(g, me)
    _trait(take(g, 0, "DBR-003", "battle"), "Other Squad")
    _trait(take(g, 1, "DBB-002", "battle"), "Test Squad")
    assert power(g, me) == base
    _trait(take(g, 0, "DBR-004", "battle"), "Test Squad")
    assert power(g, me) == base + 5000


def test_8_1_4_if_a_card_is_not_in_your_battle_area() -> None:
    """ "[Permanent] If {Pyre Monk Oru} is not in your Battle Area, this card gets +5000 power" (DBS 8-1-4): it
    holds while none of that name is in your Battle Area, the opponent's does not count."""
    _, g = new_game()
    me = take(g, 0, "DBR-002", "battle")
    _with_text(me, "[Permanent] If {Pyre Monk Oru} is not in your Battle Area, this card gets +5000 power.")
    with_it = power(g, me)
    oru = take(g, 0, "DBR-004", "hand")
    assert oru.name == "Pyre Monk Oru"
    g.move(oru, g.zone(0, "battle"))
    assert power(g, me) == with_it - 5000
    g.move(oru, g.zone(0, "drop"))
    assert power(g, me) == with_it
