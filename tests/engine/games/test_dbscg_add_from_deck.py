"""DBSCG: "When this card is played, add up to 1 《Special Trait》 card from
your deck to your hand, then shuffle your deck.", compiled from card text
(original wording), in play: a card of that special trait is looked for in
the deck and put into the hand, and the deck is shuffled (DBS 8-5-3-5:
"up to", so none may be found)."""

from __future__ import annotations

from engine.abilities import parse_ability
from engine.cardtext import compile_card
from engine.games.dbscg.grammar import ADAPTER
from engine.timing import Pending
from tests.engine.games.dbs import new_game, run

LINE = (
    "[Auto] When this card is played, add up to 1 《Tidal Court》 card from your deck to your hand, "
    "then shuffle your deck."
)


def test_dbs_8_5_3_5_a_card_of_the_special_trait_from_the_deck_to_the_hand() -> None:
    (r,) = compile_card("dbscg", {"type": "battle", "color": "blue", "text": LINE}).results
    assert r.compiled and r.ability is not None, r.reason
    ab = parse_ability(r.ability, "dbscg")
    _, g = new_game()
    deck = g.zone(1, "deck")
    fitting = [c for c in deck.cards if "Tidal Court" in c.card.stats.get("traits", ())]
    assert fitting
    hand = len(g.zone(1, "hand").cards)
    asked = run(ADAPTER.run_steps(g, Pending(g.next_id(), 1, "test"), ab.effect), lambda d: d.options[0].key)
    assert {o.card for o in asked[0].options if o.card is not None} == {c.iid for c in fitting}
    assert len(g.zone(1, "hand").cards) == hand + 1
    (got,) = g.zone(1, "hand").cards[hand:]
    assert "Tidal Court" in got.card.stats.get("traits", ())
