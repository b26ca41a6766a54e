"""Cardfight!! Vanguard: the counting conditions of card text (original
wording), compiled and in play — checked when the ability resolves
(VG 8.1.1.2.3): the cards of a clan in your soul (VG 4.7, VG 2.2.2), your
rear-guards of a clan or with words in their names (VG 3.10, VG 2.1.1), your
hand against your opponent's (VG 4.3), your rear-guards against theirs, and
your damage against theirs (VG 4.8)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from engine.cardtext import compile_card
from engine.games.vanguard.battle import attack_sub_phase
from engine.state import Game
from tests.engine.games.test_vanguard_grammar_words import _clear_vanguard
from tests.engine.games.vg import answer_attack, battle_game, custom, drive

CLAN = "Sunforge Legion"
SOUL = (
    "[AUTO](RC) When this unit attacks if the number of Sunforge Legion in your soul is two or more this unit gets "
    "[Power]+3000 until end of that battle."
)
REAR_GUARDS = (
    "[AUTO](RC) When this unit attacks if the number of Sunforge Legion rear-guards you have is two or more this "
    "unit gets [Power]+3000 until end of that battle."
)
NAMED_REAR_GUARDS = (
    "[AUTO](RC) When this unit attacks if you have two or more rear-guards with 'Sun' in its card name this unit "
    "gets [Power]+3000 until end of that battle."
)
HAND = (
    "[AUTO](RC):When this unit attacks, if the number of cards in your hand is greater than your opponent's, this "
    "unit gets [Power]+3000 until end of that battle."
)
FEWER = (
    "[AUTO](RC) When this unit attacks if the number of rear-guards you have is less than your opponents this unit "
    "gets [Power]+3000 until end of that battle."
)
DAMAGE = (
    "[AUTO](RC)When this unit attacks if the number of cards in your damage zone is more than or equal to your "
    "opponents this unit gets [Power]+3000 until end of that battle."
)


def _attack(line: str, setup: Callable[[Game], None]) -> int:
    """The attacking 6000 rear-guard's power in the battle, after ``setup``."""
    (r,) = compile_card("vanguard", {"type": "normal_unit", "clan": CLAN, "grade": 1, "text": line}).results
    assert r.compiled and r.ability is not None, r.reason
    g = battle_game()
    _clear_vanguard(g, 1)
    atk = custom(g, 0, "RC_FL", name="Sun Blade", power=6000, clan=CLAN, abilities=(r.ability,))
    vc = custom(g, 1, "VC", power=30000)
    setup(g)
    drive(g, attack_sub_phase(g), answer_attack(atk, vc))
    text = next(str(getattr(e, "text", "")) for e in g.journal if " power against " in str(getattr(e, "text", "")))
    return int(text.split(" power against ")[0].split()[-1])


def _soul(clans: list[str]) -> Callable[[Game], None]:
    def setup(g: Game) -> None:
        for clan in clans:
            custom(g, 0, "soul", clan=clan)

    return setup


def test_vg_4_7_the_cards_of_the_clan_in_your_soul() -> None:
    assert _attack(SOUL, _soul([CLAN, CLAN])) == 9000
    assert _attack(SOUL, _soul([CLAN, "Tidecaller Court"])) == 6000


def _rear_guards(*units: tuple[str, str]) -> Callable[[Game], None]:
    def setup(g: Game) -> None:
        for circle, (name, clan) in zip(("RC_BL", "RC_FR", "RC_BR"), units, strict=False):
            custom(g, 0, circle, name=name, clan=clan)

    return setup


def test_vg_3_10_your_rear_guards_of_the_clan_count_this_unit() -> None:
    assert _attack(REAR_GUARDS, _rear_guards(("Ash Page", CLAN))) == 9000
    assert _attack(REAR_GUARDS, _rear_guards(("Ash Page", "Tidecaller Court"))) == 6000


def test_vg_2_1_1_your_rear_guards_with_the_words_in_their_names() -> None:
    assert _attack(NAMED_REAR_GUARDS, _rear_guards(("Sun Page", "Tidecaller Court"))) == 9000
    assert _attack(NAMED_REAR_GUARDS, _rear_guards(("Ash Page", CLAN))) == 6000


def _hands(mine: int, theirs: int) -> Callable[[Game], None]:
    def setup(g: Game) -> None:
        for seat, n in ((0, mine), (1, theirs)):
            hand = g.zone(seat, "hand")
            while len(hand.cards) > n:
                g.move(hand.cards[-1], g.zone(seat, "drop"))
            for _ in range(n - len(hand.cards)):
                custom(g, seat, "hand")

    return setup


def test_vg_4_3_more_cards_in_your_hand_than_your_opponent() -> None:
    assert _attack(HAND, _hands(3, 2)) == 9000
    assert _attack(HAND, _hands(2, 2)) == 6000


def test_vg_3_10_fewer_rear_guards_than_your_opponent() -> None:
    def theirs(n: int) -> Callable[[Game], None]:
        def setup(g: Game) -> None:
            for circle in ("RC_FL", "RC_FR", "RC_BL")[:n]:
                custom(g, 1, circle)

        return setup

    assert _attack(FEWER, theirs(2)) == 9000
    assert _attack(FEWER, theirs(1)) == 6000


def _damage(mine: int, theirs: int) -> Callable[[Game], None]:
    def setup(g: Game) -> None:
        for seat, n in ((0, mine), (1, theirs)):
            for _ in range(n):
                custom(g, seat, "damage")

    return setup


def test_vg_4_8_as_much_damage_as_your_opponent_or_more() -> None:
    assert _attack(DAMAGE, _damage(2, 2)) == 9000
    assert _attack(DAMAGE, _damage(1, 2)) == 6000


LIMIT_BREAK_UNIT = (
    "[AUTO](RC)When this unit attacks if you have a Sunforge Legion vanguard or rear-guard that has Limit Break 4 "
    "this unit gets [Power]+3000 until end of that battle."
)


def _unit_with_text(clan: str, text: str) -> Callable[[Game], None]:
    def setup(g: Game) -> None:
        unit = custom(g, 0, "RC_FR", clan=clan)
        unit.card = dataclasses.replace(unit.card, text=text)

    return setup


def test_vg_10_2_5_a_unit_of_the_clan_that_has_limit_break_4() -> None:
    lb = "[AUTO](VC/RC) Limit Break 4 (This ability is active if you have four or more damage): draw a card."
    assert _attack(LIMIT_BREAK_UNIT, _unit_with_text(CLAN, lb)) == 9000
    assert _attack(LIMIT_BREAK_UNIT, _unit_with_text("Tidecaller Court", lb)) == 6000
    assert _attack(LIMIT_BREAK_UNIT, _unit_with_text(CLAN, "[AUTO](VC/RC): draw a card.")) == 6000


EMPTY_SOUL = (
    "[AUTO](VC/RC)When this unit attacks if you do not have any cards in your soul this unit gets [Power]+3000 until "
    "end of that battle."
)


def test_vg_4_7_no_cards_in_your_soul() -> None:
    def empty_soul(g: Game) -> None:
        for c in list(g.zone(0, "soul").cards):
            g.move(c, g.zone(0, "drop"))

    assert _attack(EMPTY_SOUL, empty_soul) == 9000
    assert _attack(EMPTY_SOUL, _soul(["Tidecaller Court"])) == 6000
