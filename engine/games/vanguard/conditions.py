"""The conditions card text names that only Vanguard knows — your
vanguard's clan or name, a card named in your soul, rear-guard counts —
as an ability's condition (:func:`engine.games.vanguard.abilities.condition_met`)
or in an ``if`` step of an effect (:mod:`engine.games.vanguard.grammar`).

When each is checked is the ability's business: an automatic ability's
"if" when it resolves (VG 8.1.1.2.3), a continuous ability's condition
all the time it is active (VG 8.1.1.3)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.games.vanguard.circles import rear_guards, units, vanguard
from engine.games.vanguard.keywords import args_of, has_limit_break, plain_name
from engine.games.vanguard.schema import HAND, SOUL
from engine.games.vanguard.stats import damage_count
from engine.state import Game


def _vanguard_clan(g: Game, seat: int, clan: Any) -> bool:
    """ "If you have a <clan> vanguard": your vanguard's clan is that clan (VG 2.2.2)."""
    vc = vanguard(g, seat)
    return vc is not None and str(g.stat(vc, "clan", "") or "") == str(clan)


def _vanguard_name_has(g: Game, seat: int, words: Any) -> bool:
    """ "If you have a vanguard with "X" in its card name" (VG 2.1.1)."""
    vc = vanguard(g, seat)
    return vc is not None and plain_name(str(words)) in plain_name(vc.card.name)


def _soul_has_name(g: Game, seat: int, name: Any) -> bool:
    """ "If you have a card named "X" in your soul" (VG 2.1.1, VG 4.7)."""
    wanted = plain_name(str(name))
    return any(plain_name(c.card.name) == wanted for c in g.zone(seat, SOUL).cards)


def _more_rear_guards(g: Game, seat: int, _: Any) -> bool:
    """ "If the number of rear-guards you have is more than your opponent's" (VG 3.10)."""
    return len(rear_guards(g, seat)) > len(rear_guards(g, g.opponent(seat)))


def _opponent_rear_guards_at_most(g: Game, seat: int, n: Any) -> bool:
    """ "If the number of rear-guards your opponent has is N or less" (VG 3.10)."""
    return len(rear_guards(g, g.opponent(seat))) <= int(n)


def _unit_not_of_clan(g: Game, seat: int, clan: Any) -> bool:
    """ "If you have a non-<clan> vanguard or rear-guard": one of your units is of another clan (VG 2.2.2)."""
    return any(str(g.stat(c, "clan", "") or "") != str(clan) for c in units(g, seat))


def _soul_count_at_least(g: Game, seat: int, value: Any) -> bool:
    """ "If the number of <clan> in your soul is N or more" (VG 2.2.2, VG 4.7)."""
    a = args_of(value)
    clan = str(a.get("clan", ""))
    return sum(str(g.stat(c, "clan", "") or "") == clan for c in g.zone(seat, SOUL).cards) >= int(a.get("count", 1))


def _rear_guards_at_least(g: Game, seat: int, value: Any) -> bool:
    """ "If the number of <clan> rear-guards / rear-guards with "X" in their
    card name you have is N or more" (VG 3.10, VG 2.2.2, VG 2.1.1)."""
    a = args_of(value)
    cards = rear_guards(g, seat)
    if "clan" in a:
        cards = [c for c in cards if str(g.stat(c, "clan", "") or "") == str(a["clan"])]
    if "name_has" in a:
        cards = [c for c in cards if plain_name(str(a["name_has"])) in plain_name(c.card.name)]
    return len(cards) >= int(a.get("count", 1))


def _hand_compared(g: Game, seat: int, how: Any) -> bool:
    """ "If the number of cards in your hand is more (less) than your opponent's" (VG 4.3)."""
    mine, theirs = len(g.zone(seat, HAND).cards), len(g.zone(g.opponent(seat), HAND).cards)
    return mine > theirs if how == "more" else mine < theirs


def _fewer_rear_guards(g: Game, seat: int, _: Any) -> bool:
    """ "If the number of rear-guards you have is less than your opponent's" (VG 3.10)."""
    return len(rear_guards(g, seat)) < len(rear_guards(g, g.opponent(seat)))


def _damage_not_fewer(g: Game, seat: int, _: Any) -> bool:
    """ "If the number of cards in your damage zone is more than or equal to your opponent's" (VG 4.8)."""
    return damage_count(g, seat) >= damage_count(g, g.opponent(seat))


def _limit_break_unit(g: Game, seat: int, value: Any) -> bool:
    """ "If you have a <clan> vanguard or rear-guard that has Limit Break N":
    one of your units of the clan has a Limit Break N ability (VG 2.2.2, VG 10.2.5)."""
    a = args_of(value)
    return any(
        str(g.stat(c, "clan", "") or "") == str(a.get("clan", "")) and has_limit_break(c, int(a.get("limit_break", 4)))
        for c in units(g, seat)
    )


#: condition word -> its check for the seat whose ability it is
IF_CONDITIONS: dict[str, Callable[[Game, int, Any], bool]] = {
    "vanguard_clan": _vanguard_clan,
    "vanguard_name_has": _vanguard_name_has,
    "soul_has_name": _soul_has_name,
    "more_rear_guards": _more_rear_guards,
    "opponent_rear_guards_at_most": _opponent_rear_guards_at_most,
    "unit_not_of_clan": _unit_not_of_clan,
    "soul_count_at_least": _soul_count_at_least,
    "rear_guards_at_least": _rear_guards_at_least,
    "hand_compared": _hand_compared,
    "fewer_rear_guards": _fewer_rear_guards,
    "damage_not_fewer": _damage_not_fewer,
    "limit_break_unit": _limit_break_unit,
}
