"""Rules tests of cards looked at on top of a deck (DBS 11-6): ``look_add``'s
rest put back on top or on the top or bottom in any order, its ``then`` ("If
you added a card to your hand, ..."), and ``arrange`` ("look at up to 3 cards
from the top of your (opponent's) deck and put them back in any order"); a
search of the deck and the Drop Area; cards of the opponent's hand chosen
unseen (DBS 3-3-3) or among their revealed hand."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.abilities import read_step
from engine.decisions import Decision
from engine.state import Card, Game
from tests.engine.games.dbs import leader, new_game, pending, run


def step(value: dict[str, Any]) -> Any:
    return read_step("dbscg", value)[1]


def pick(*cards: Card) -> Any:
    def answer(d: Decision) -> tuple[str, ...]:
        keys = [o.key for o in d.options if o.card in {c.iid for c in cards}]
        assert len(keys) == len(cards), [o.label for o in d.options]
        return tuple(keys)

    return answer


def top(g: Game, seat: int, n: int) -> list[Card]:
    """The top ``n`` cards of a deck, the top card first."""
    return list(reversed(g.zone(seat, "deck").cards[-n:]))


def extra_on_top(g: Game, seat: int) -> Card:
    """An Extra Card put on top of the deck (taken by no Battle Card selector)."""
    deck = g.zone(seat, "deck")
    card = next(c for c in deck.cards if c.card.type == "extra")
    deck.cards.remove(card)
    deck.cards.append(card)
    return card


def test_11_6_rest_placed_on_top_in_the_order_chosen() -> None:
    """ "... then place the remaining cards on top of your deck in any order":
    the cards not taken stay in the deck, on top, in the order the player
    chooses (the last one put back is the top card); no shuffle."""
    _, g = new_game()
    a, b, c = top(g, 0, 3)
    shuffles = g.shuffles
    look = step({"look_add": {"look": 3, "up_to": 1, "zone": "deck", "type": "leader", "remaining": "top"}})
    run(look.run(g, pending(g, 0, leader(g, 0))), pick(a), pick(c))  # b, the last, needs no choice
    assert top(g, 0, 3) == [b, c, a]
    assert g.shuffles == shuffles
    assert 0 in b.known_to and 1 not in b.known_to  # who put it back knows it; the opponent does not


def test_11_6_rest_placed_on_the_top_or_the_bottom() -> None:
    """ "... place the remaining cards on the top and/or bottom of your deck in
    any order": each card goes where the player says."""
    _, g = new_game()
    a, b = top(g, 0, 2)
    look = step({"look_add": {"look": 2, "up_to": 1, "zone": "deck", "type": "leader", "remaining": "top_or_bottom"}})
    run(look.run(g, pending(g, 0, leader(g, 0))), pick(a), "bottom", "top")
    deck = g.zone(0, "deck").cards
    assert deck[0] is a and deck[-1] is b


def test_11_6_then_only_when_a_card_was_added() -> None:
    """ "Look at ..., add up to 1 X among them to your hand, then shuffle your
    deck. If you added a card to your hand, draw 1 card": the draw happens when
    a card was added, not when the player took none."""
    for take_one in (True, False):
        _, g = new_game()
        card = extra_on_top(g, 0)
        hand = g.zone(0, "hand")
        look = step({"look_add": {"look": 1, "up_to": 1, "zone": "deck", "type": "extra", "then": [{"draw": 1}]}})
        run(look.run(g, pending(g, 0, leader(g, 0))), pick(card) if take_one else ())
        assert len(hand.cards) == (2 if take_one else 0)


def test_11_6_arrange_the_opponents_deck() -> None:
    """ "Look at up to 3 cards from the top of your opponent's deck and put them
    back in any order": the player looks at them (the opponent does not learn
    what they are) and puts them back on top in the order they choose."""
    _, g = new_game()
    a, b, c = top(g, 1, 3)
    size = len(g.zone(1, "deck").cards)
    seen = run(
        step({"arrange": {"look": 3, "owner": "opponent"}}).run(g, pending(g, 0, leader(g, 0))),
        pick(a),
        pick(b),  # c, the last, needs no choice
    )
    assert all(d.player == 0 for d in seen) and all(1 not in x.known_to for x in (a, b, c))
    assert top(g, 1, 3) == [c, b, a] and len(g.zone(1, "deck").cards) == size


def test_11_6_arrange_your_deck_top_or_bottom() -> None:
    """ "Look at the top card of your deck, place the card on the top or bottom
    of your deck": at the bottom when the player says so."""
    _, g = new_game()
    (a,) = top(g, 0, 1)
    run(step({"arrange": {"look": 1, "to": "top_or_bottom"}}).run(g, pending(g, 0, leader(g, 0))), "bottom")
    assert g.zone(0, "deck").cards[0] is a


def test_8_5_3_7_search_of_the_deck_or_drop_area_shuffles_the_deck() -> None:
    """ "Choose up to 1 X from your deck or Drop Area and add it to your hand,
    then shuffle your deck if you looked through it": a card of the Drop Area
    may be taken; the deck, looked through for the choice, is shuffled."""
    _, g = new_game()
    dropped = next(c for c in g.zone(0, "deck").cards if c.card.type == "extra")
    g.move(dropped, g.zone(0, "drop"), face_up=True)
    shuffles = g.shuffles
    search = step({"search": {"up_to": 1, "type": "extra", "zone": ["deck", "drop"]}})
    seen = run(search.run(g, pending(g, 0, leader(g, 0))), pick(dropped))
    assert any(o.card == dropped.iid for o in seen[0].options)
    assert any(g.cards[o.card].zone.name == "deck" for o in seen[0].options if o.card is not None)
    assert dropped.zone.name == "hand" and g.shuffles == shuffles + 1


def test_3_3_3_cards_of_the_opponents_hand_are_chosen_unseen() -> None:
    """ "Choose up to 2 cards in your opponent's hand and place them in their
    Drop Area": the player cannot see them (DBS 3-3-3); they say how many
    (DBS 8-5-3-2, none to 2) and the cards are taken blind; no card of the hand
    is shown to them by the choice."""
    _, g = new_game()
    for c in list(g.zone(1, "deck").cards[-4:]):
        g.move(c, g.zone(1, "hand"))
    hand = g.zone(1, "hand")
    put = step({"put": {"zone": "hand", "owner": "opponent", "up_to": 2, "chosen_by": "random", "to": "drop"}})
    seen = run(put.run(g, pending(g, 0, leader(g, 0))), "2")
    assert [o.key for o in seen[0].options] == ["0", "1", "2"] and all(o.card is None for o in seen[0].options)
    assert len(hand.cards) == 2 and len(g.zone(1, "drop").cards) == 2
    assert all(0 not in c.known_to for c in hand.cards)


def test_3_3_3_none_of_the_opponents_hand_when_the_player_says_none() -> None:
    _, g = new_game()
    for c in list(g.zone(1, "deck").cards[-3:]):
        g.move(c, g.zone(1, "hand"))
    warp = step({"warp": {"zone": "hand", "owner": "opponent", "up_to": 1, "chosen_by": "random"}})
    run(warp.run(g, pending(g, 0, leader(g, 0))), "0")
    assert len(g.zone(1, "hand").cards) == 3 and not g.zone(1, "warp").cards


def test_3_3_3_a_revealed_hand_is_chosen_from_seen() -> None:
    """ "Your opponent reveals their hand. Choose up to 1 Battle Card from it and
    place it in their Drop Area": every card of the hand is shown to both
    players; the player chooses among the Battle Cards, seeing them."""
    _, g = new_game()
    for c in list(g.zone(1, "deck").cards[-5:]):
        g.move(c, g.zone(1, "hand"))
    hand = g.zone(1, "hand")
    battles = {c.iid for c in hand.cards if c.card.type == "battle"}
    battle = g.cards[min(battles)]
    run(step({"reveal": {"zone": "hand", "owner": "opponent", "count": "all"}}).run(g, pending(g, 0, leader(g, 0))))
    assert all(0 in c.known_to for c in hand.cards)
    put = step({"put": {"zone": "hand", "owner": "opponent", "up_to": 1, "type": "battle", "to": "drop"}})
    seen = run(put.run(g, pending(g, 0, leader(g, 0))), pick(battle))
    assert {o.card for o in seen[0].options} == battles
    assert battle.zone.name == "drop"


def test_2_4_1_multicolor_cards_by_a_selector() -> None:
    """DBS 2-4-1: "a multicolor card" is a card of two or more colors; "a
    Red/Blue multicolor card" one of both those colors."""
    from engine.games.dbscg.grammar import ADAPTER

    _, g = new_game()
    card = g.zone(0, "deck").cards[0]
    printed = card.card
    for colors, want, holds in (
        (("red", "blue"), "any", True),
        (("red", "blue"), "blue/red", True),
        (("red", "green"), "red/blue", False),
        (("red",), "any", False),
    ):
        color = list(colors) if len(colors) > 1 else colors[0]
        card.card = replace(printed, stats={**printed.stats, "color": color})  # this game's copy only
        sel = read_step("dbscg", {"put": {"zone": "deck", "up_to": 1, "multicolor": want, "to": "hand"}})[1].what
        assert sel.matches(ADAPTER, g, card) is holds, (colors, want)


def test_11_6_either_of_two_kinds_among_the_cards_looked_at() -> None:
    """ "Look at up to 3 cards ..., add up to 1 Battle Card or red Extra Card
    among them to your hand": a card of either kind may be taken, no other."""
    _, g = new_game()
    deck = g.zone(0, "deck")
    battle = next(c for c in deck.cards if c.card.type == "battle")
    extra = next(c for c in deck.cards if c.card.type == "extra")
    for c in (battle, extra):
        deck.cards.remove(c)
        deck.cards.append(c)
    either = [{"type": "battle"}, {"type": "extra", "color": "blue"}]
    look = step({"look_add": {"look": 2, "up_to": 1, "zone": "deck", "either": either}})
    seen = run(look.run(g, pending(g, 0, leader(g, 0))), pick(battle))
    assert {o.card for o in seen[0].options} == {battle.iid}  # the red Extra Card is neither
    assert seen[0].min == 0 and battle.zone.name == "hand"


def test_11_2_revealed_top_card_decides_the_effect() -> None:
    """ "Your opponent reveals the top card of their deck; if it's a Battle Card,
    draw 1 card. Otherwise, draw 2 cards": the card is shown to both players and
    stays on top; the draw follows its card type."""
    for kind in ("battle", "extra"):
        _, g = new_game()
        deck = g.zone(1, "deck")
        card = next(c for c in deck.cards if c.card.type == kind)
        deck.cards.remove(card)
        deck.cards.append(card)
        reveal = step({"reveal": {"zone": "deck", "owner": "opponent", "top": 1}})
        test = step(
            {
                "if": {
                    "condition": [{"top_card": {"owner": "opponent", "type": "battle"}}],
                    "then": [{"draw": 1}],
                    "else": [{"draw": 2}],
                }
            }
        )
        run(reveal.run(g, pending(g, 0, leader(g, 0))))
        run(test.run(g, pending(g, 0, leader(g, 0))))
        assert card.known_to == frozenset({0, 1}) and deck.cards[-1] is card
        assert len(g.zone(0, "hand").cards) == (1 if kind == "battle" else 2)


def test_11_6_3_search_of_the_deck_or_life_then_both_shuffled() -> None:
    """ "Choose up to 1 X from your deck or life and add it to your hand. Then
    shuffle any areas you looked through": a life card may be taken (looked
    at for the choice), and the life is shuffled afterwards (DBS 11-6-3)."""
    _, g = new_game()
    life = g.zone(0, "life")
    wanted = life.cards[0]
    shuffles = g.shuffles
    search = step({"search": {"up_to": 1, "zone": ["deck", "life"], "name": wanted.card.name}})
    seen = run(search.run(g, pending(g, 0, leader(g, 0))), pick(wanted))
    assert wanted.iid in {o.card for o in seen[0].options}
    run(step({"shuffle_life": True}).run(g, pending(g, 0, leader(g, 0))))
    assert wanted.zone.name == "hand" and len(life.cards) == 7
    assert g.shuffles == shuffles + 2 and all(0 not in c.known_to for c in life.cards)


def test_4_9_2_your_opponent_draws() -> None:
    """ "You and your opponent draw 1 card": each player draws from their own
    deck into their own hand (DBS 4-9-2)."""
    _, g = new_game()
    top = g.zone(1, "deck").cards[-1]
    run(step({"draw": 1}).run(g, pending(g, 0, leader(g, 0))))
    run(step({"opponent_draw": 1}).run(g, pending(g, 0, leader(g, 0))))
    assert len(g.zone(0, "hand").cards) == 1 and g.zone(1, "hand").cards == [top]


def test_11_6_other_than_a_name_among_the_cards_looked_at() -> None:
    """ "Choose up to 1 Battle Card other than <X> among them and play it": a
    card of that character is not offered."""
    _, g = new_game()
    deck = g.zone(0, "deck")
    battles = [c for c in deck.cards if c.card.type == "battle"]
    a = battles[0]
    b = next(c for c in battles if c.card.stats.get("character") != a.card.stats.get("character"))
    for c in (a, b):
        deck.cards.remove(c)
        deck.cards.append(c)
    other = [{"character": str(a.card.stats.get("character"))}]
    look = step({"look_add": {"look": 2, "up_to": 1, "zone": "deck", "type": "battle", "other_than": other}})
    seen = run(look.run(g, pending(g, 0, leader(g, 0))), pick(b))
    assert {o.card for o in seen[0].options} == {b.iid} and b.zone.name == "hand"


def test_11_6_look_at_the_bottom_card_and_put_it_back() -> None:
    """ "Look at the bottom card of your deck; if it's an Extra Card, you may add
    it to your hand, otherwise return it to the bottom of your deck": the bottom
    card is looked at; not taken, it stays at the bottom."""
    _, g = new_game()
    deck = g.zone(0, "deck")
    bottom = next(c for c in deck.cards if c.card.type == "battle")
    deck.cards.remove(bottom)
    deck.cards.insert(0, bottom)
    look = step(
        {
            "look_add": {
                "look": 1,
                "up_to": 1,
                "zone": "deck",
                "type": "extra",
                "from_bottom": True,
                "remaining": "bottom",
            }
        }
    )
    run(look.run(g, pending(g, 0, leader(g, 0))))  # a Battle Card: nothing to take
    assert deck.cards[0] is bottom and 1 not in bottom.known_to and len(g.zone(0, "hand").cards) == 0


def test_11_6_cards_looked_at_placed_in_the_drop_area() -> None:
    """ "Look at up to 2 cards ..., place up to 1 Extra Card among them in your
    Drop Area, then shuffle your deck": the card taken goes face up to the Drop
    Area, not to the hand."""
    _, g = new_game()
    card = extra_on_top(g, 0)
    look = step({"look_add": {"look": 2, "up_to": 1, "zone": "deck", "type": "extra", "to": "drop"}})
    run(look.run(g, pending(g, 0, leader(g, 0))), pick(card))
    assert card.zone.name == "drop" and card.face_up and not g.zone(0, "hand").cards
