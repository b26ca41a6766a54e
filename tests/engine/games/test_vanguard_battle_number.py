"""Cardfight!! Vanguard: "if it is the second battle of that turn" and "if
it is the third battle of that turn or more", compiled from card text
(original wording), in play: the battles of the turn are counted, the one
in progress included (VG 7.1.2.1), and the condition is checked when the
ability resolves (VG 8.1.1.2.3)."""

from __future__ import annotations

from engine.cardtext import compile_card
from engine.games.vanguard.battle import attack_sub_phase
from engine.state import Card, Game
from tests.engine.games.test_vanguard_grammar_words import _clear_vanguard
from tests.engine.games.vg import answer_attack, battle_game, custom, drive

CLAN = "Sunforge Legion"
SECOND = (
    "[AUTO](VC/RC):When this unit attacks, if it is the second battle of that turn, this unit gets [Power]+3000 "
    "until end of that battle."
)
THIRD_OR_MORE = (
    "[AUTO](RC)When this unit attacks if it is the third battle of that turn or more this unit gets [Power]+3000 "
    "until end of that battle."
)


def _powers(line: str, battles: int) -> list[int]:
    """The attacking power in each of ``battles`` battles: two 6000 rear-guards with ``line`` attack in turn
    (each stood up again after its attack)."""
    (r,) = compile_card("vanguard", {"type": "normal_unit", "clan": CLAN, "grade": 1, "text": line}).results
    assert r.compiled and r.ability is not None, r.reason
    g: Game = battle_game()
    _clear_vanguard(g, 1)
    vc = custom(g, 1, "VC", power=30000)
    units: list[Card] = [custom(g, 0, c, power=6000, clan=CLAN, abilities=(r.ability,)) for c in ("RC_FL", "RC_FR")]
    powers = []
    for n in range(battles):
        unit = units[n % 2]
        drive(g, attack_sub_phase(g), answer_attack(unit, vc))
        text = [str(getattr(e, "text", "")) for e in g.journal if " power against " in str(getattr(e, "text", ""))][-1]
        powers.append(int(text.split(" power against ")[0].split()[-1]))
        g.set_orientation(unit, "stand")
    return powers


def test_vg_7_1_2_1_the_second_battle_of_the_turn_only() -> None:
    assert _powers(SECOND, 3) == [6000, 9000, 6000]


def test_vg_7_1_2_1_the_third_battle_of_the_turn_or_more() -> None:
    assert _powers(THIRD_OR_MORE, 4) == [6000, 6000, 9000, 9000]
