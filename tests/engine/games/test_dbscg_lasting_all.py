"""Rules tests of ``to_all`` ([Permanent] "All red Battle Cards in your Battle
Area with an energy cost of 2 or less gain [Barrier]", "During your turn, all
... get +10000 power", engine.games.dbscg.lasting_all), played on real game
states: while the skill is in force (its card in its area, its conditions
holding, its skills not negated: DBS 8-1-4, 8-3-2) every card it names has the
keyword or the power (DBS 8-8-1), the cards it names as they are now."""

from __future__ import annotations

from dataclasses import replace

from engine.abilities import parse_ability
from engine.cardtext import compile_card
from engine.games.dbscg.keywords import card_keywords
from engine.games.dbscg.state import turn_state
from engine.games.dbscg.stats import power
from engine.state import Card
from tests.engine.games.dbs import new_game, take

GUARD = "[Permanent] All red Battle Cards in your Battle Area with an energy cost of 2 or less gain [Barrier]."
RALLY = "[Permanent] During your turn, all red Battle Cards in your Battle Area get +10000 power."


def with_text(card: Card, text: str) -> None:
    """Give ``card`` (a demo card in a test game) the one skill ``text`` compiles to exactly."""
    (r,) = compile_card("dbscg", {"id": card.card.id, "type": card.card.type, "text": text}).results
    assert r.compiled and r.ability is not None, r.reason
    card.card = replace(card.card, abilities=(parse_ability(r.ability, "dbscg"),))


def test_8_8_1_the_cards_named_gain_the_keyword() -> None:
    """Seat 1's cards of cost 2 or less gain [Barrier] (the holder too, being one); a cost 3
    card and the opponent's cards do not."""
    _, g = new_game()
    holder = take(g, 0, "DBR-003", "battle")  # cost 2
    with_text(holder, GUARD)
    small = take(g, 0, "DBR-002", "battle")  # cost 1
    big = take(g, 0, "DBR-005", "battle")  # cost 3
    theirs = take(g, 1, "DBB-003", "battle")  # cost 2, blue
    assert "barrier" in card_keywords(g, small) and "barrier" in card_keywords(g, holder)
    assert "barrier" not in card_keywords(g, big) and "barrier" not in card_keywords(g, theirs)


def test_8_8_1_a_card_played_later_gains_it_too() -> None:
    """The skill names the cards as they are now: a card that comes into the area gains it."""
    _, g = new_game()
    holder = take(g, 0, "DBR-003", "battle")
    with_text(holder, GUARD)
    late = take(g, 0, "DBR-008", "battle")
    assert "barrier" in card_keywords(g, late)


def test_8_3_2_negated_skills_give_nothing() -> None:
    """The holder's skills negated for the turn: the other cards lose the keyword."""
    _, g = new_game()
    holder = take(g, 0, "DBR-003", "battle")
    with_text(holder, GUARD)
    small = take(g, 0, "DBR-002", "battle")
    turn_state(g).negated.add((holder.iid, holder.incarnation))
    assert "barrier" not in card_keywords(g, small)


def test_8_1_4_power_while_the_condition_holds() -> None:
    """+10000 to every red Battle Card of the master during the master's turn only."""
    _, g = new_game()
    holder = take(g, 0, "DBR-003", "battle")
    with_text(holder, RALLY)
    ally = take(g, 0, "DBR-002", "battle")
    theirs = take(g, 1, "DBB-003", "battle")
    assert power(g, ally) == 5000 + 10000 and power(g, holder) == 15000 + 10000
    assert power(g, theirs) == 10000
    g.active = 1  # the opponent's turn: the condition fails
    assert power(g, ally) == 5000


COUNTED = "[Permanent] This card gets +2000 power for each Battle Card in your Drop Area."
EVERY = "[Permanent] During your turn, this card gets +3000 power for every 2 Battle Cards in your Drop Area."


def test_8_8_1_power_for_each_card_counted_now() -> None:
    """+2000 for each Battle Card in the master's Drop Area, counted whenever the power is read:
    an Extra Card and the opponent's cards are not counted."""
    _, g = new_game()
    me = take(g, 0, "DBR-003", "battle")  # 15000
    with_text(me, COUNTED)
    take(g, 0, "DBR-002", "drop")
    take(g, 0, "DBR-017", "drop")  # an Extra Card
    take(g, 1, "DBB-003", "drop")
    assert power(g, me) == 15000 + 2000
    take(g, 0, "DBR-008", "drop")
    assert power(g, me) == 15000 + 4000


def test_8_1_4_power_for_every_two_while_the_condition_holds() -> None:
    """+3000 for every 2 Battle Cards (3 count once), during the master's turn only."""
    _, g = new_game()
    me = take(g, 0, "DBR-003", "battle")
    with_text(me, EVERY)
    for card_id in ("DBR-002", "DBR-008", "DBR-010"):
        take(g, 0, card_id, "drop")
    assert power(g, me) == 15000 + 3000
    g.active = 1
    assert power(g, me) == 15000
