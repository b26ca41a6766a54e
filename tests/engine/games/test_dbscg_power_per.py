"""Rules tests of ``power_per`` ("this card gets +6000 power for each card in
your energy for the battle", "choose 1 of your other Battle Cards. It gains
+1000 power for each of your energy for the turn"), played on real game
states: the cards are counted as the skill resolves (DBS 8-5: the effect is
carried out then), the target is this card or chosen (DBS 8-5-3), and the
power lasts as long as printed (DBS 6-4-1-2, 7-1-4-3)."""

from __future__ import annotations

from typing import Any

from engine.abilities import read_step
from engine.decisions import Decision
from engine.games.dbscg.stats import power
from engine.state import Card
from tests.engine.games.dbs import energy, leader, new_game, pending, run, take

PER_ENERGY = {"power_per": {"power": 1000, "per": {"count": "all", "zone": "energy"}}}


def step(value: dict[str, Any]) -> Any:
    return read_step("dbscg", value)[1]


def pick(card: Card) -> Any:
    def answer(d: Decision) -> tuple[str, ...]:
        keys = [o.key for o in d.options if o.card == card.iid]
        assert len(keys) == 1, [o.label for o in d.options]
        return tuple(keys)

    return answer


def test_8_5_this_card_gets_power_for_each_of_your_energy() -> None:
    """+1000 for each of the master's 3 energy: +3000 to this card (the Leader Card here);
    the opponent's energy is not counted."""
    _, g = new_game()
    me = leader(g, 0)
    before = power(g, me)
    energy(g, 0, "DBR-002", 3)
    energy(g, 1, "DBB-002", 2)
    run(step(PER_ENERGY).run(g, pending(g, 0, me)))
    assert power(g, me) == before + 3000


def test_8_5_the_number_is_fixed_as_the_skill_resolves() -> None:
    """An energy placed after the skill resolved does not add to the power it gave."""
    _, g = new_game()
    me = leader(g, 0)
    before = power(g, me)
    energy(g, 0, "DBR-002", 2)
    run(step(PER_ENERGY).run(g, pending(g, 0, me)))
    energy(g, 0, "DBR-002", 1)
    assert power(g, me) == before + 2000


def test_8_5_3_the_chosen_card_gets_it() -> None:
    """ "Choose 1 of your other Battle Cards. It gains ...": the chosen card gets the power, not this card."""
    _, g = new_game()
    src = take(g, 0, "DBR-002", "battle")
    other = take(g, 0, "DBR-003", "battle")
    third = take(g, 0, "DBR-010", "battle")
    energy(g, 0, "DBR-008", 4)
    mine, theirs = power(g, src), power(g, other)
    value = {
        "power_per": {
            **PER_ENERGY["power_per"],
            "target": {"count": 1, "zone": "battle", "type": "battle", "other": True},
        }
    }
    seen = run(step(value).run(g, pending(g, 0, src)), pick(other))
    assert {o.card for o in seen[0].options} == {other.iid, third.iid}
    assert power(g, other) == theirs + 4000 and power(g, src) == mine


def test_7_1_4_3_power_for_the_battle_counts_the_drop_area_cards_it_names() -> None:
    """+2000 for each Battle Card in your Drop Area for the battle: Extra Cards there are not counted."""
    _, g = new_game()
    me = leader(g, 0)
    before = power(g, me)
    take(g, 0, "DBR-002", "drop")
    take(g, 0, "DBR-003", "drop")
    take(g, 0, "DBR-017", "drop")  # an Extra Card
    value = {"power_per": {"power": 2000, "per": {"count": "all", "zone": "drop", "type": "battle"}, "until": "battle"}}
    run(step(value).run(g, pending(g, 0, me)))
    assert power(g, me) == before + 4000
