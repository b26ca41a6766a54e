"""Cardfight!! Vanguard: "When this unit's / your vanguard's drive check
reveals a grade 3 <clan>, ..." compiled from card text (original wording),
in play: the ability triggers when the drive check reveals a card of that
grade and clan (VG 7.5.1.2, VG 8.6.2) and not for another card."""

from __future__ import annotations

from engine.cardtext import compile_card
from engine.games.vanguard.trigger_checks import drive_check
from engine.state import REST, Game
from tests.engine.games.test_vanguard_grammar_words import _clear_vanguard
from tests.engine.games.vg import battle_game, custom, drive

CLAN = "Sunforge Legion"
STAND = '[AUTO](RC):When your vanguard\'s drive check reveals a grade 3 "Sunforge Legion", [Stand] this unit.'


def _checked(grade: int, clan: str) -> bool:
    """Whether the rested rear-guard with STAND stood after a drive check revealing a card of ``grade`` and ``clan``."""
    (r,) = compile_card("vanguard", {"type": "normal_unit", "clan": CLAN, "grade": 1, "text": STAND}).results
    assert r.compiled and r.ability is not None, r.reason
    g: Game = battle_game()
    _clear_vanguard(g, 0)
    custom(g, 0, "VC", clan=CLAN, grade=3)
    unit = custom(g, 0, "RC_FL", clan=CLAN, orientation=REST, abilities=(r.ability,))
    custom(g, 0, "deck", grade=grade, clan=clan)  # on top
    drive(g, drive_check(g, 0, 1))
    return unit.orientation != REST


def test_vg_7_5_1_2_a_drive_check_revealing_a_grade_3_of_the_clan() -> None:
    assert _checked(3, CLAN)


def test_vg_8_6_2_a_drive_check_revealing_another_grade_or_clan() -> None:
    assert not _checked(2, CLAN)
    assert not _checked(3, "Tidecaller Court")
