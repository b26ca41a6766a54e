"""Rules tests of the Dragon Ball Super words for what a skill does to the
cards it chooses, as the card-text compiler writes them: ``ko_total`` ("choose
any number of your opponent's Battle Cards whose total energy cost adds up to
N or less and KO them", DBS 10-1, 8-5-3), played on real game states."""

from __future__ import annotations

from typing import Any

from engine.abilities import read_step
from engine.decisions import Decision
from engine.state import Card, Game
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


KO_TOTAL_3 = {"ko_total": {"owner": "opponent", "type": "battle", "total": 3}}


def test_10_1_ko_total_keeps_the_energy_costs_within_the_number() -> None:
    """DBS 10-1, 2-11-3: the cards are chosen one after the other while their
    energy costs add up to 3 or less; a card that would pass it is not offered;
    the chosen cards are KO-ed."""
    _, g = new_game()
    one = take(g, 1, "DBB-008", "battle")  # cost 1
    two = take(g, 1, "DBB-003", "battle")  # cost 2
    four = take(g, 1, "DBB-005", "battle")  # cost 4
    seen = run(step(KO_TOTAL_3).run(g, pending(g, 0, leader(g, 0))), pick(two), pick(one))
    assert {o.card for o in seen[0].options} == {one.iid, two.iid}
    assert seen[0].min == 0 and seen[0].max == 1
    assert {o.card for o in seen[1].options} == {one.iid}  # 1 left of the 3
    assert len(seen) == 2  # nothing is left that fits
    assert one.zone.name == "drop" and two.zone.name == "drop" and four.zone.name == "battle"
    assert sum("is KO-ed" in t for t in notes(g)) == 2


def test_8_5_3_2_ko_total_any_number_includes_none() -> None:
    """ "Any number": the master may stop at once, and nothing is KO-ed."""
    _, g = new_game()
    a = take(g, 1, "DBB-008", "battle")
    b = take(g, 1, "DBB-002", "battle")
    run(step(KO_TOTAL_3).run(g, pending(g, 0, leader(g, 0))), ())
    assert a.zone.name == "battle" and b.zone.name == "battle"


def test_10_1_ko_total_of_the_opponents_cards_only() -> None:
    """The master's own Battle Cards are not offered."""
    _, g = new_game()
    mine = take(g, 0, "DBR-002", "battle")
    theirs = take(g, 1, "DBB-008", "battle")
    seen = run(step(KO_TOTAL_3).run(g, pending(g, 0, leader(g, 0))), pick(theirs))
    assert mine.iid not in {o.card for o in seen[0].options}
    assert theirs.zone.name == "drop" and mine.zone.name == "battle"
