"""Cardfight!! Vanguard: "your opponent chooses one of his or her
rear-guards, and retires it" and "your opponent chooses a card from his or
her hand, and discards it", compiled from card text (original wording): the
opponent makes the choice (VG 8.5.3.1) and the chosen card goes to the drop
zone (VG 10.1.3, VG 10.1.2)."""

from __future__ import annotations

from typing import Any

from engine.abilities import read_step
from engine.cardtext import compile_card
from engine.games.vanguard.grammar import ADAPTER
from tests.engine.games.vg import battle_game, custom, drive, pend

RETIRE = "[ACT](VC)[Counter Blast (2)] Your opponent chooses one of his or her rear-guards and retires it."
DISCARD = (
    "[AUTO](VC/RC):[Counter Blast (1)] When this unit's attack hits, you may pay the cost. If you do, your opponent "
    "chooses a card from his or her hand, and discards it."
)


def _effect(line: str) -> tuple[Any, ...]:
    (r,) = compile_card(
        "vanguard", {"type": "normal_unit", "clan": "Sunforge Legion", "grade": 3, "text": line}
    ).results
    assert r.compiled and r.ability is not None, r.reason
    return tuple(read_step("vanguard", step) for step in r.ability["effect"])


def test_vg_8_5_3_1_the_opponent_chooses_the_rear_guard_to_retire() -> None:
    g = battle_game()
    src = g.zone(0, "VC").top or custom(g, 0, "VC")
    a, b = custom(g, 1, "RC_FL"), custom(g, 1, "RC_FR")
    asked, _ = drive(g, ADAPTER.run_steps(g, pend(g, 0, src), _effect(RETIRE)), lambda d: (str(b.iid),))
    assert [d.player for d in asked] == [1]
    assert b.zone.name == "drop" and a.zone.name == "RC_FL"


def test_vg_10_1_2_the_opponent_chooses_the_card_to_discard() -> None:
    g = battle_game()
    src = g.zone(0, "VC").top or custom(g, 0, "VC")
    hand = g.zone(1, "hand")
    kept, gone = custom(g, 1, "hand"), custom(g, 1, "hand")
    asked, _ = drive(g, ADAPTER.run_steps(g, pend(g, 0, src), _effect(DISCARD)), lambda d: (str(gone.iid),))
    assert [d.player for d in asked] == [1]
    assert gone.zone.name == "drop" and kept in hand.cards


FRONT_ROW = (
    "[AUTO][Counter Blast (2)] When this unit is placed on (VC) or (RC) you may pay the cost. If you do choose one "
    "of your opponent's rear-guards in the front row and retire it."
)


def test_vg_4_6_2_only_the_rear_guards_of_the_front_row_are_offered() -> None:
    g = battle_game()
    src = g.zone(0, "VC").top or custom(g, 0, "VC")
    front, back = custom(g, 1, "RC_FL"), custom(g, 1, "RC_BL")
    asked, _ = drive(g, ADAPTER.run_steps(g, pend(g, 0, src), _effect(FRONT_ROW)), lambda d: (str(front.iid),))
    assert not asked  # one rear-guard in the front row: nothing to choose between
    assert front.zone.name == "drop" and back.zone.name == "RC_BL"
