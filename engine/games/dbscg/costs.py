"""Energy: paying energy costs, specified (colored) costs and combo costs.

DBS 2-11-1-1: to play a Battle Card the player switches as many Active
energy cards as its total cost to Rest Mode, including as many cards of each
specified color as the specified cost shows. DBS 2-11-1-1-1: when the
specified cost is greater than the total cost, the player rests that many
cards of the specified colors. (DBS1.0 2-11-1-1 is silent on that case; a
judge rules the same: the specified spheres must be paid, so the larger
number is rested.) DBS 3-8-2: the player chooses which energy cards.
DBS 4-8-1-1-1: an energy card upside down is Active (``STAND`` here).
A card of several colors pays a specified sphere of any of its colors, one
sphere per card (docs/decisions.md, "Cards of several colors").
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from typing import Any

from engine.cards import CardDef
from engine.decisions import Decision, Option
from engine.flow import choose_to_pay
from engine.games.dbscg import skills
from engine.games.dbscg.keywords import card_keywords
from engine.games.dbscg.note_params import listed, names, text_of
from engine.games.dbscg.state import colors_of, game_state
from engine.messages import ENGLISH, Message, Said, msg
from engine.state import REST, STAND, Card, Game

Flow = Generator[Decision, tuple[Option, ...], Any]

#: skill costs that choose cards of a kind, by cost word: whether it can be
#: paid, and the flow that pays it. ``engine.games.dbscg.skill_costs``
#: registers them (it builds its selectors with the grammar, a layer above
#: the abilities that pay costs; the ruleset imports it).
ChosenCost = tuple[Callable[[Game, int, Card, str, Any], bool], Callable[[Game, int, Card, str, Any], Flow]]
CHOSEN_COSTS: dict[str, ChosenCost] = {}

_SPEC: dict[str, tuple[tuple[str, int], ...]] = {}

#: Active energy count and Active energy per set of colors (see :func:`energy_profile`)
Profile = tuple[int, dict[tuple[str, ...], int]]


def specified(cd: CardDef) -> tuple[tuple[str, int], ...]:
    """The specified cost as (color, count) pairs, in first-seen order."""
    spec = _SPEC.get(cd.id)
    if spec is None:
        counts: dict[str, int] = {}
        for color in cd.stats.get("specified", ()):
            counts[color] = counts.get(color, 0) + 1
        spec = _SPEC[cd.id] = tuple(counts.items())
    return spec


def spec_for(g: Game, seat: int, cd: CardDef) -> tuple[tuple[str, int], ...]:
    """The specified cost ``seat`` must pay for ``cd``. DBS 10-21-1
    [Warrior of Universe 7]: while the player has a card with it in the Leader
    Area or Battle Area, 《Universe 7》 cards have no specified cost."""
    spec = specified(cd)
    if spec and game_state(g).u7 and "Universe 7" in cd.stats.get("traits", ()):
        for name in ("leader", "battle"):
            for c in g.zone(seat, name).cards:
                if "warrior_u7" in card_keywords(g, c):
                    return ()
    return spec


def total_needed(total: int, spec: Sequence[tuple[str, int]]) -> int:
    """DBS 2-11-1-1-1: the number of energy cards to rest."""
    n_spec = 0
    for _, n in spec:
        n_spec += n
    return total if total >= n_spec else n_spec


def active_energy(g: Game, seat: int) -> list[Card]:
    return [c for c in g.zone(seat, "energy").cards if c.orientation == STAND]


def can_pay(g: Game, seat: int, total: int, spec: Sequence[tuple[str, int]] = ()) -> bool:
    """Whether ``seat`` can rest enough Active energy, with the colors."""
    need = total_needed(total, spec)
    if need <= 0:
        return True
    active = active_energy(g, seat)
    if len(active) < need:
        return False
    return covers(_groups(active), spec)


def _groups(cards: Sequence[Card]) -> dict[tuple[str, ...], int]:
    groups: dict[tuple[str, ...], int] = {}
    for c in cards:
        key = colors_of(c.card)
        groups[key] = groups.get(key, 0) + 1
    return groups


def covers(groups: dict[tuple[str, ...], int], spec: Sequence[tuple[str, int]]) -> bool:
    """Whether energy cards, counted by their colors, pay every specified
    sphere with a card of its color, each card paying one sphere."""
    if all(len(key) == 1 for key in groups):
        return all(groups.get((color,), 0) >= n for color, n in spec)
    return _assign(dict(groups), [(color, n) for color, n in spec if n > 0])


def _assign(groups: dict[tuple[str, ...], int], need: list[tuple[str, int]]) -> bool:
    if not need:
        return True
    (color, n), rest = need[0], need[1:]
    after = [(color, n - 1), *rest] if n > 1 else rest
    if groups.get((color,), 0) > 0:
        # a card of that color alone can pay nothing else: using it is never worse
        groups[(color,)] -= 1
        ok = _assign(groups, after)
        groups[(color,)] += 1
        return ok
    for key, k in list(groups.items()):
        if k > 0 and color in key:
            groups[key] = k - 1
            ok = _assign(groups, after)
            groups[key] = k
            if ok:
                return True
    return False


def total_cost(g: Game, card: Card) -> int:
    """The total cost to pay for ``card`` now (:func:`engine.games.dbscg.skills.energy_cost`)."""
    return skills.energy_cost(g, card)


def can_pay_card(g: Game, seat: int, card: Card) -> bool:
    return can_pay(g, seat, total_cost(g, card), spec_for(g, seat, card.card))


def energy_profile(g: Game, seat: int) -> Profile:
    """Active energy count and Active energy per color, for checking many
    costs at one free timing."""
    active = active_energy(g, seat)
    return len(active), _groups(active)


def affordable(
    profile: Profile, cd: CardDef, spec: Sequence[tuple[str, int]] | None = None, total: int | None = None
) -> bool:
    """:func:`can_pay_card` against an :func:`energy_profile` (``spec``: the
    specified cost when an effect changed it, see :func:`spec_for`; ``total``:
    the total cost when an effect changed it, see :func:`total_cost`)."""
    n, groups = profile
    if spec is None:
        spec = specified(cd)
    if n < total_needed(int(cd.stats.get("cost", 0)) if total is None else total, spec):
        return False
    return covers(groups, spec)


def can_combo(g: Game, profile: Profile, card: Card) -> bool:
    """DBS 3-7-3-1: only cards with both combo cost and combo power combo;
    the combo cost (now, :func:`engine.games.dbscg.skills.combo_cost_now`) must
    be payable (DBS 7-2-1-2-1-1). ``profile`` is the player's :func:`energy_profile`."""
    st = card.card.stats
    if st.get("combo_cost") is None or st.get("combo_power") is None:
        return False
    return profile[0] >= skills.combo_cost_now(g, card)


def cost_text(g: Game, card: Card) -> str:
    """The energy cost in words: the total, with the specified part."""
    spec = specified(card.card)
    total = total_cost(g, card)
    return f"{total}" + (f" incl. {', '.join(f'{n} {c}' for c, n in spec)}" if spec else "")


def energy_cost(g: Game, c: Card) -> tuple[tuple[str, int], ...]:
    """The energy ``c`` costs to play, as an option's cost."""
    n = total_cost(g, c)
    return (("energy", n),) if n else ()


def combo_cost(g: Game, c: Card) -> tuple[tuple[str, int], ...]:
    """The energy ``c`` costs to combo now, as an option's cost."""
    n = skills.combo_cost_now(g, c)
    return (("energy", n),) if n else ()


def color_words(color: str) -> str | Message:
    """A color of energy (DBS 2-4-1-1) by its id; a color without one as printed."""
    mid = f"dbs.color.{color}"
    return Message(mid) if mid in ENGLISH else color


def _pay_words(what: str, mid: str, n: int, color: str = "") -> Message:
    """The question of paying energy for ``what`` (a :class:`Said` keeps its
    message, other text is a parameter as it is)."""
    said = what.message if isinstance(what, Said) else what
    if color:
        return msg(mid, what=said, n=n, color=color_words(color))
    return msg(mid, what=said, n=n)


def _pick(g: Game, seat: int, prompt: Message, cands: list[Card], n: int, rule: str) -> Flow:
    if n <= 0:
        return []
    if n >= len(cands):
        return list(cands)
    first = colors_of(cands[0].card)
    if all(colors_of(c.card) == first for c in cands):
        # Energy cards of one color pay alike (DBS 3-8-2 leaves the choice to the
        # player, but in the Energy Area only the color matters): take them in
        # Energy Area order rather than ask.
        return cands[:n]
    chosen = yield from choose_to_pay(g, seat, prompt, cands, n, rule=rule)
    return chosen


def pay(g: Game, seat: int, total: int, spec: Sequence[tuple[str, int]], what: str, rule: str) -> Flow:
    """Rest the energy for a cost (the caller checked :func:`can_pay`);
    returns the rested cards and logs the payment step by step."""
    need = total_needed(total, spec)
    if need <= 0:
        g.log(msg("dbs.log.costs_nothing", what=text_of(what)), rule=rule)
        return []
    active = active_energy(g, seat)
    rested: list[Card] = []
    several = any(len(colors_of(c.card)) > 1 for c in active)
    for i, (color, n) in enumerate(spec):
        if several:
            # one sphere at a time, offering only the cards that leave the
            # spheres after it payable
            for k in range(n, 0, -1):
                after = [(color, k - 1), *spec[i + 1 :]]
                cands = [
                    c
                    for c in active
                    if c not in rested
                    and color in colors_of(c.card)
                    and covers(_groups([a for a in active if a not in rested and a is not c]), after)
                ]
                chosen = yield from _pick(g, seat, _pay_words(what, "dbs.pay.color", 1, color), cands, 1, rule)
                rested.extend(chosen)
            continue
        cands = [c for c in active if color in colors_of(c.card) and c not in rested]
        chosen = yield from _pick(g, seat, _pay_words(what, "dbs.pay.color", n, color), cands, n, rule)
        rested.extend(chosen)
    rest = need - len(rested)
    if rest > 0:
        cands = [c for c in active if c not in rested]
        chosen = yield from _pick(g, seat, _pay_words(what, "dbs.pay.more", rest), cands, rest, rule)
        rested.extend(chosen)
    for c in rested:
        g.set_orientation(c, REST)
    g.log(_paid_words(what, need, total, spec, rested, len(active) - len(rested)), rule=rule)
    return rested


def _paid_words(
    what: str, need: int, total: int, spec: Sequence[tuple[str, int]], rested: list[Card], left: int
) -> Message:
    """ "X: pays 3 energy (total 3, specified 1 red) — rests A, B, C; 2 Active energy left" (DBS 3-8)."""
    if spec:
        parts = listed([msg("dbs.cost.colored", n=n, color=color_words(color)) for color, n in spec])
        paid = msg("dbs.log.paid_total_spec", total=total, spec=parts)
    else:
        paid = msg("dbs.log.paid_total", total=total)
    return msg("dbs.log.pays", what=text_of(what), need=need, paid=paid, rested=names(rested), left=left)
