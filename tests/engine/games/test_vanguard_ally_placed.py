"""Cardfight!! Vanguard: "When another of your grade 3 <clan> is placed on
(RC)" and "When your grade 3 <clan> is placed on (VC)", compiled from card
text (original wording), in play: another unit of yours placed on that
circle (VG 10.1.4: a call, VG 10.1.6; a ride, VG 10.1.5) of that grade and
clan triggers the ability; another grade, clan or circle does not."""

from __future__ import annotations

from engine.cardtext import compile_card
from engine.flow import check_timing
from engine.games.vanguard.keywords import call_unit, ride_unit
from engine.state import Game
from tests.engine.games.test_vanguard_grammar_words import _clear_vanguard
from tests.engine.games.vg import battle_game, custom, drive

CLAN = "Sunforge Legion"
ON_RC = "[AUTO](VC)When another of your grade 3 Sunforge Legion is placed on (RC) you may Soul Charge (1)."
ON_VC = '[AUTO](RC):When your grade 3 "Sunforge Legion" is placed on (VC), you may Soul Charge (1).'


def _game(line: str, circle: str) -> Game:
    (r,) = compile_card("vanguard", {"type": "normal_unit", "clan": CLAN, "grade": 1, "text": line}).results
    assert r.compiled and r.ability is not None, r.reason
    g = battle_game()
    _clear_vanguard(g, 0)
    if circle != "VC":
        custom(g, 0, "VC", clan=CLAN, grade=1)
    custom(g, 0, circle, clan=CLAN, grade=1, abilities=(r.ability,))
    return g


def _soul_after(g: Game) -> int:
    before = len(g.zone(0, "soul").cards)
    drive(g, check_timing(g), lambda d: "yes" if any(o.key == "yes" for o in d.options) else None)
    return len(g.zone(0, "soul").cards) - before


def test_vg_10_1_6_another_unit_of_the_grade_and_clan_called_to_a_rear_guard_circle() -> None:
    g = _game(ON_RC, "VC")
    call_unit(g, 0, custom(g, 0, "hand", clan=CLAN, grade=3), "RC_FL", normal=True)
    assert _soul_after(g) == 1


def test_vg_10_1_4_another_grade_or_clan_does_not_trigger() -> None:
    g = _game(ON_RC, "VC")
    call_unit(g, 0, custom(g, 0, "hand", clan=CLAN, grade=2), "RC_FL", normal=True)
    call_unit(g, 0, custom(g, 0, "hand", clan="Tidecaller Court", grade=3), "RC_FR", normal=True)
    assert _soul_after(g) == 0


def test_vg_10_1_5_your_grade_3_of_the_clan_ridden_onto_the_vanguard_circle() -> None:
    g = _game(ON_VC, "RC_FL")
    ride_unit(g, 0, custom(g, 0, "hand", clan=CLAN, grade=3), normal=True)
    assert _soul_after(g) == 1
    g = _game(ON_VC, "RC_FL")
    call_unit(g, 0, custom(g, 0, "hand", clan=CLAN, grade=3), "RC_FR", normal=True)
    assert _soul_after(g) == 0


FROM_DECK = "[AUTO]When this unit is placed on (RC) from your deck you may Soul Charge (1)."


def test_vg_10_1_4_placed_on_a_rear_guard_circle_from_the_deck_only() -> None:
    (r,) = compile_card("vanguard", {"type": "normal_unit", "clan": CLAN, "grade": 1, "text": FROM_DECK}).results
    assert r.compiled and r.ability is not None, r.reason
    for src, gained in (("deck", 1), ("hand", 0)):
        g = battle_game()
        unit = custom(g, 0, src, clan=CLAN, abilities=(r.ability,))
        call_unit(g, 0, unit, "RC_FL", normal=src == "hand")
        assert _soul_after(g) == gained, src
