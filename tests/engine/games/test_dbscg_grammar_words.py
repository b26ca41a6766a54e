"""Rules tests of the Dragon Ball Super words the card-text compiler uses
(:mod:`engine.games.dbscg.grammar`): ``ko`` with a selector (DBS 10-1),
the ``leader`` condition (DBS 2-4, 2-5-3, 2-6-4) and the ``attacking``
condition (DBS 7-1-1), read in an effect's ``if`` as the skill resolves."""

from __future__ import annotations

from typing import Any

import pytest

from engine.abilities import AbilityError, parse_ability, read_step
from engine.decisions import Decision
from engine.games.dbscg.state import Battle, turn_state
from engine.state import REST, Card, Game
from engine.timing import Pending
from tests.engine.games.dbs import leader, new_game, notes, run, take


def pending(g: Game, seat: int, source: Card | None = None) -> Pending:
    return Pending(g.next_id(), seat, "test", source.iid if source else None, source.incarnation if source else 0)


def step(value: dict[str, Any]) -> Any:
    return read_step("dbscg", value)[1]


def pick(*cards: Card) -> Any:
    def answer(d: Decision) -> tuple[str, ...]:
        keys = [o.key for o in d.options if o.card in {c.iid for c in cards}]
        assert len(keys) == len(cards), [o.label for o in d.options]
        return tuple(keys)

    return answer


def test_10_1_1_ko_moves_the_chosen_battle_card_to_the_drop_area_as_a_ko() -> None:
    """DBS 10-1-1 / 10-1-2: "choose up to 1 of your opponent's Battle Cards with
    an energy cost of 2 or less and KO it" — only those cards may be chosen, and
    the chosen one is KO-ed (journaled as a KO, so "when KO-ed" skills trigger)."""
    _, g = new_game()
    cheap = take(g, 1, "DBB-004", "battle")  # cost 2
    big = take(g, 1, "DBB-005", "battle")  # cost 4
    ko = step({"ko": {"up_to": 1, "owner": "opponent", "type": "battle", "cost_at_most": 2}})
    seen = run(ko.run(g, pending(g, 0, leader(g, 0))), pick(cheap))
    assert {o.card for o in seen[0].options} == {cheap.iid}
    assert seen[0].min == 0  # "up to": none may be chosen (DBS 8-5-3-2)
    assert cheap.zone.name == "drop" and big.zone.name == "battle"
    assert any("is KO-ed" in t for t in notes(g))


def test_10_1_ko_chosen_by_the_opponent_among_their_own_cards() -> None:
    """ "Your opponent chooses 1 of their Battle Cards and KOs it": the opponent
    chooses (DBS 8-5-3-3: exactly 1 when able)."""
    _, g = new_game()
    a = take(g, 1, "DBB-004", "battle")
    b = take(g, 1, "DBB-008", "battle")
    ko = step({"ko": {"count": 1, "owner": "opponent", "type": "battle", "chosen_by": "opponent"}})
    seen = run(ko.run(g, pending(g, 0, leader(g, 0))), pick(b))
    assert seen[0].player == 1 and seen[0].min == 1
    assert b.zone.name == "drop" and a.zone.name == "battle"


def test_10_12_1_ko_of_an_indestructible_card_of_the_opponent_does_nothing() -> None:
    """DBS 10-12-1: an [Indestructible] card is not KO-ed by its opponent's skills."""
    _, g = new_game()
    iron = take(g, 0, "DBX-005", "battle", orientation=REST)
    ko = step({"ko": {"count": 1, "owner": "opponent", "type": "battle"}})
    run(ko.run(g, pending(g, 1, leader(g, 1))))  # the one card it must choose
    assert iron.zone.name == "battle"


@pytest.mark.parametrize(
    ("want", "holds"),
    [
        ({"color": "red"}, True),
        ({"color": "blue"}, False),
        ({"trait": "Ember Clan"}, True),
        ({"color": "red", "trait": "Tidal Court"}, False),
        ({"character": "Kaito"}, True),
        ({"name": "Kaito, Ronin of the Ember Road"}, True),
    ],
)
def test_2_4_2_6_leader_condition_reads_the_leader_card(want: dict[str, str], holds: bool) -> None:
    """DBS 2-4 (color), 2-5-3 (<character>), 2-6-4 (《special trait》): "if your
    Leader Card is a red 《X》 card, draw 1 card" draws only when it is."""
    _, g = new_game()
    before = len(g.zone(0, "hand").cards)
    run(step({"if": {"condition": [{"leader": want}], "then": [{"draw": 1}]}}).run(g, pending(g, 0, leader(g, 0))))
    assert len(g.zone(0, "hand").cards) == before + holds


def test_2_3_2_1_2_awakened_leader_is_read_by_its_back_side() -> None:
    """DBS 2-3-2-1-2 / 10-2-3: after [Awaken], the Leader Card is read by its
    back side's name."""
    _, g = new_game()
    g.flip(leader(g, 0), False)
    before = len(g.zone(0, "hand").cards)
    cond = [{"leader": {"name": "Kaito, Crimson Ascendant"}}]
    run(step({"if": {"condition": cond, "then": [{"draw": 1}]}}).run(g, pending(g, 0, leader(g, 0))))
    assert len(g.zone(0, "hand").cards) == before + 1


@pytest.mark.parametrize(("kind", "holds"), [("leader", True), ("battle", False)])
def test_7_1_1_attacking_a_leader_card(kind: str, holds: bool) -> None:
    """DBS 7-1-1: "When this card attacks a Leader Card, draw 1 card" — the
    card this card attacked is the opponent's Leader Card."""
    _, g = new_game()
    me = leader(g, 0)
    turn_state(g).battle = Battle(me, leader(g, 1))
    before = len(g.zone(0, "hand").cards)
    cond = [{"attacking": kind}]
    run(step({"if": {"condition": cond, "then": [{"draw": 1}]}}).run(g, pending(g, 0, me)))
    assert len(g.zone(0, "hand").cards) == before + holds


def test_7_1_1_attacking_is_false_for_another_cards_attack() -> None:
    """The condition is about this card's attack: another card's attack on the
    Leader Card does not fulfil it."""
    _, g = new_game()
    pip = take(g, 0, "DBR-002", "battle")
    turn_state(g).battle = Battle(pip, leader(g, 1))
    before = len(g.zone(0, "hand").cards)
    run(
        step({"if": {"condition": [{"attacking": "leader"}], "then": [{"draw": 1}]}}).run(
            g, pending(g, 0, leader(g, 0))
        )
    )
    assert len(g.zone(0, "hand").cards) == before


@pytest.mark.parametrize("word", [{"leader": {"color": "red"}}, {"attacking": "leader"}])
def test_resolution_conditions_are_not_conditions_of_the_whole_skill(word: dict[str, Any]) -> None:
    """The words are read as the skill resolves, in an ``if``: as a skill's own
    condition the loader refuses them."""
    with pytest.raises(AbilityError):
        parse_ability({"kind": "auto", "when": "played", "condition": [word], "effect": [{"draw": 1}]}, "dbscg")


@pytest.mark.parametrize(
    ("word", "n", "holds"),
    [("energy_at_least", 2, True), ("energy_at_least", 3, False), ("opponent_energy_at_least", 1, False)],
)
def test_3_5_energy_count_condition(word: str, n: int, holds: bool) -> None:
    """DBS 3-5: "if you have 2 or more energy" counts the cards in the player's
    Energy Area, in Active or Rest Mode alike (the opponent's, for "your opponent has")."""
    _, g = new_game()
    take(g, 0, "DBR-002", "energy")
    take(g, 0, "DBR-003", "energy", orientation=REST)
    before = len(g.zone(0, "hand").cards)
    run(step({"if": {"condition": [{word: n}], "then": [{"draw": 1}]}}).run(g, pending(g, 0, leader(g, 0))))
    assert len(g.zone(0, "hand").cards) == before + holds


def test_8_5_3_5_look_at_the_top_cards_add_one_among_them_then_shuffle() -> None:
    """ "Look at up to 3 cards from the top of your deck, add up to 1 《X》 card
    among them to your hand, then shuffle your deck": only the cards among the
    top 3 that match may be taken (DBS 8-5-3-5: fewer when the player wishes);
    the one taken is revealed and goes to the hand; the deck is shuffled."""
    _, g = new_game()
    deck = g.zone(0, "deck")
    want = next(c for c in deck.cards if c.card.type == "battle" and "Ember Clan" in c.card.stats.get("traits", ()))
    deep = next(c for c in deck.cards if c is not want and "Ember Clan" in c.card.stats.get("traits", ()))
    other = next(c for c in deck.cards if c.card.type == "extra")
    for c in (deep, other, want):  # want on top, then an Extra Card; deep lies below the top 3
        deck.cards.remove(c)
    deck.cards[:0] = [deep]
    deck.cards.extend([other, want])
    shuffles = g.shuffles
    look = step({"look_add": {"look": 3, "up_to": 1, "zone": "deck", "trait": "Ember Clan"}})
    seen = run(look.run(g, pending(g, 0, leader(g, 0))), pick(want))
    assert deep.iid not in {o.card for o in seen[0].options} and other.iid not in {o.card for o in seen[0].options}
    assert seen[0].min == 0
    assert want.zone.name == "hand" and set(want.known_to) == {0, 1}
    assert other.zone.name == "deck" and g.shuffles == shuffles + 1


def test_3_9_2_life_cards_are_chosen_unseen() -> None:
    """DBS 3-9-2: "choose 1 card in your life and add it to your hand" — the
    Life Area is a secret area: the player chooses one of its cards without
    seeing them, and must take one (DBS 8-5-3-3)."""
    _, g = new_game()
    life = g.zone(0, "life")
    hand = g.zone(0, "hand")
    before = len(hand.cards)
    put = step({"put": {"count": 1, "zone": "life", "to": "hand"}})
    seen = run(put.run(g, pending(g, 0, leader(g, 0))), lambda d: (d.options[2].key,))
    assert seen[0].min == 1 and seen[0].max == 1
    assert all(c.known_to == frozenset() for c in life.cards)
    assert all(o.label == seen[0].options[0].label for o in seen[0].options)  # nothing tells them apart
    assert len(hand.cards) == before + 1 and len(life.cards) == 7
