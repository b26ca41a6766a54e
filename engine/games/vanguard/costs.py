"""Costs (VG 8.5.2.3, VG 10.1): Counter Blast (VG 10.1.15; of named cards
only, ``counter_blast_of``), Soul Blast
(VG 10.1.16), Soul Charge (VG 10.1.17), discarding (VG 10.1.2), resting
this unit (VG 10.1.11), putting this unit into the soul, retiring another
rear-guard (VG 10.1.3) and revealing cards from the hand (VG 10.1.8.1.1):
whether a cost can be paid, paying it, and its text."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.abilities import Step
from engine.flow import Flow, Words, choose_to_pay
from engine.games.vanguard.circles import rear_guards, zone_kind
from engine.games.vanguard.keywords import args_of, leave_field, plain_name
from engine.games.vanguard.schema import DAMAGE, DECK, HAND, SOUL
from engine.games.vanguard.state import seat_zones
from engine.log_words.parts import card_list
from engine.messages import msg
from engine.state import REST, STAND, Card, Game


def _n(value: Any) -> int:
    return int(value) if isinstance(value, int) and not isinstance(value, bool) else 1


def can_pay(g: Game, seat: int, source: Card, cost: Sequence[Step]) -> bool:
    """VG 8.5.2.3: a cost is paid whole or not at all."""
    for word, value in cost:
        n = _n(value)
        if word == "counter_blast":
            if sum(1 for c in g.zone(seat, DAMAGE).cards if c.face_up) < n:
                return False
        elif word == "soul_blast":
            if len(g.zone(seat, SOUL).cards) < n:
                return False
        elif word == "rest_self":
            if source.orientation != STAND or zone_kind(source.zone) not in ("VC", "RC"):
                return False
        elif word == "soul_self":
            if zone_kind(source.zone) != "RC":
                return False
        elif word == "retire_rearguard":
            if sum(1 for c in rear_guards(g, seat) if c is not source) < n:
                return False
        elif word == "discard":
            if len(g.zone(seat, HAND).cards) < n:
                return False
        elif word == "soul_charge":
            if len(g.zone(seat, DECK).cards) < n:
                return False
        elif word == "discard_card":
            if len(_revealable(g, seat, value)) < _reveal_count(value):
                return False
        elif word == "reveal":
            if len(_revealable(g, seat, value)) < _reveal_count(value):
                return False
        elif word == "counter_blast_of":
            if len(_blastable(g, seat, value)) < _reveal_count(value):
                return False
        elif word == "retire_rearguards":
            if len(_retirable(g, seat, source, value)) < _reveal_count(value):
                return False
        elif word == "retire_self":
            if zone_kind(source.zone) != "RC":
                return False
    return True


def _retirable(g: Game, seat: int, source: Card, value: Any) -> list[Card]:
    """Your rear-guards a cost of retiring named units may take
    (``{ count, clan | name_has, grade_min, other }``, VG 10.1.3; ``other``:
    not this unit)."""
    a = args_of(value)
    cards = [c for c in rear_guards(g, seat) if c is not source or not a.get("other")]
    if "clan" in a:
        cards = [c for c in cards if g.stat(c, "clan") == a["clan"]]
    if "name_has" in a:
        cards = [c for c in cards if plain_name(str(a["name_has"])) in plain_name(c.card.name)]
    if "grade_min" in a:
        cards = [c for c in cards if int(g.stat(c, "grade")) >= int(a["grade_min"])]
    return cards


def _blastable(g: Game, seat: int, value: Any) -> list[Card]:
    """The face-up damage a Counter Blast of named cards may turn
    (``{ count, clan | name_has }``, VG 10.1.15: "Counter Blast (N) - cards
    with "X" in their card name")."""
    a = args_of(value)
    cards = [c for c in g.zone(seat, DAMAGE).cards if c.face_up]
    if "clan" in a:
        cards = [c for c in cards if g.stat(c, "clan") == a["clan"]]
    if "name_has" in a:
        cards = [c for c in cards if plain_name(str(a["name_has"])) in plain_name(c.card.name)]
    return cards


def _reveal_count(value: Any) -> int:
    return int(args_of(value).get("count", 1)) if isinstance(value, tuple) else _n(value)


def _revealable(g: Game, seat: int, value: Any) -> list[Card]:
    """The hand cards a reveal (or ``discard_card``) cost may take (``{ count, grade, clan }``)."""
    a = args_of(value)
    cards = list(g.zone(seat, HAND).cards)
    if "grade" in a:
        cards = [c for c in cards if int(g.stat(c, "grade")) == int(a["grade"])]
    if "clan" in a:
        cards = [c for c in cards if g.stat(c, "clan") == a["clan"]]
    if "name" in a:  # "a card named X" (VG 2.1.1)
        cards = [c for c in cards if plain_name(c.card.name) == plain_name(str(a["name"]))]
    return cards


def unreveal(g: Game, shown: Sequence[tuple[Card, frozenset[int]]]) -> None:
    """VG 10.1.8.1: cards are shown "for a certain time"; cards revealed for
    a cost are shown until the ability has resolved, then those still in the
    hand are hidden again from whoever had not seen them before."""
    for card, before in shown:
        if card.zone.name == HAND:
            card.known_to = before


def pay(g: Game, seat: int, source: Card, cost: Sequence[Step]) -> Flow:
    """Pay every part of ``cost`` (the caller checked :func:`can_pay`).
    VG 8.5.2.3: all the choices are made first, then every part is paid at
    the same time. Returns the cards revealed for the cost, with who saw
    them before (for :func:`unreveal`)."""
    plan: list[tuple[str, int, list[Card]]] = []
    for word, value in cost:
        counted = ("reveal", "discard_card", "counter_blast_of", "retire_rearguards")
        n = _reveal_count(value) if word in counted else _n(value)
        chosen = yield from _choose(g, seat, source, word, value, n)
        plan.append((word, n, chosen))
    shown: list[tuple[Card, frozenset[int]]] = []
    for word, n, chosen in plan:
        _pay_part(g, seat, source, word, n, chosen, shown)
    return shown


def _choose(g: Game, seat: int, source: Card, word: str, value: Any, n: int) -> Flow:
    """The cards one part of a cost takes, chosen before anything is paid
    (none for a part that takes no choice)."""
    what = _choice(g, seat, source, word, value, n)
    if what is None:
        return []
    prompt, cards, rule = what
    chosen: list[Card] = yield from choose_to_pay(g, seat, prompt, cards, n, rule=rule)
    return chosen


def _choice(g: Game, seat: int, source: Card, word: str, value: Any, n: int) -> tuple[Words, list[Card], str] | None:
    """The prompt, the cards to choose among and the rule of a part of a
    cost that takes a choice; None for one that takes none."""
    if word == "reveal":
        # VG 10.1.8.1.1: the cards to reveal are decided with the other costs.
        return msg("vg.cost.reveal", n=n), _revealable(g, seat, value), "VG 10.1.8.1.1"
    if word == "counter_blast":
        damage = [c for c in g.zone(seat, DAMAGE).cards if c.face_up]
        return msg("vg.cost.counter_blast", n=n), damage, "VG 10.1.15.1"
    if word == "counter_blast_of":
        prompt = msg("vg.cost.counter_blast_of", n=n)
        return prompt, _blastable(g, seat, value), "VG 10.1.15.1"
    if word == "soul_blast":
        prompt = msg("vg.cost.soul_blast", n=n)
        return prompt, list(g.zone(seat, SOUL).cards), "VG 10.1.16.1"
    if word in ("discard", "discard_card"):
        hand = list(g.zone(seat, HAND).cards) if word == "discard" else _revealable(g, seat, value)
        return msg("vg.cost.discard", n=n), hand, "VG 10.1.2"
    if word == "retire_rearguards":
        return (
            msg("vg.cost.retire", n=n),
            _retirable(g, seat, source, value),
            "VG 10.1.3.1",
        )
    if word == "retire_rearguard":
        others = [c for c in rear_guards(g, seat) if c is not source]
        return msg("vg.cost.retire", n=n), others, "VG 10.1.3.1"
    return None


def _pay_part(
    g: Game,
    seat: int,
    source: Card,
    word: str,
    n: int,
    chosen: list[Card],
    shown: list[tuple[Card, frozenset[int]]],
) -> None:
    """Pay one part of a cost with the cards chosen for it; the cards
    revealed are added to ``shown`` with who saw them before."""
    z = seat_zones(g)[seat]
    if word == "reveal":
        # VG 10.1.8.1.1: revealed at the same time as the other costs are paid.
        for c in chosen:
            shown.append((c, c.known_to))
            g.reveal(c)
        g.log(msg("vg.log.reveals_for_cost", n=seat + 1, cards=card_list(chosen)), rule="VG 10.1.8.1.1")
    elif word in ("counter_blast", "counter_blast_of"):
        for c in chosen:
            g.flip(c, False)
        g.log(msg("vg.log.pays_cb", n=seat + 1, k=n), rule="VG 10.1.15.1")
    elif word == "soul_blast":
        for c in chosen:
            g.move(c, z.drop, why="soul blast", rule="VG 10.1.16.1")
        g.log(msg("vg.log.pays_sb", n=seat + 1, k=n), rule="VG 10.1.16.1")
    elif word in ("discard", "discard_card"):
        for c in chosen:
            g.move(c, z.drop, why="discarded as a cost", rule="VG 10.1.2.1.1")
    elif word in ("retire_rearguard", "retire_rearguards"):
        for c in chosen:
            leave_field(g, c, z.drop, why="retired as a cost", rule="VG 10.1.3.1")
    elif word == "retire_self":
        leave_field(g, source, z.drop, why="retired as a cost", rule="VG 10.1.3.1")
    elif word == "rest_self":
        g.set_orientation(source, REST)
    elif word == "soul_self":
        leave_field(g, source, z.soul, why="put into the soul as a cost", rule="VG 4.7")
    elif word == "soul_charge":
        for _ in range(n):  # VG 10.1.17.1, VG 4.2.3: one by one from the top
            g.move(z.deck.cards[-1], z.soul, why="soul charge (cost)", rule="VG 10.1.17.1")
        g.log(msg("vg.log.pays_sc", n=seat + 1, k=n), rule="VG 10.1.17.1")


def cost_text(cost: Sequence[Step]) -> str:
    words = {
        "counter_blast": "Counter Blast",
        "soul_blast": "Soul Blast",
        "rest_self": "rest this unit",
        "soul_self": "put this unit into your soul",
        "retire_self": "retire this unit",
        "retire_rearguard": "retire rear-guards:",
        "discard": "discard",
        "soul_charge": "Soul Charge",
        "reveal": "reveal",
    }

    def one(w: str, v: Any) -> str:
        if w == "retire_rearguards":
            a = args_of(v)
            return f"retire {a.get('count', 1)} rear-guard(s) ({a.get('clan') or a.get('name_has') or 'any'})"
        if w == "counter_blast_of":
            a = args_of(v)
            return f"Counter Blast {a.get('count', 1)} ({a.get('clan') or a.get('name_has')})"
        if w in ("reveal", "discard_card"):
            a = args_of(v) or {"count": v}
            what = (f" grade {a['grade']}" if "grade" in a else "") + (f" {a['clan']}" if "clan" in a else "")
            return f"{w.split('_')[0]} {a.get('count', 1)}{what} card(s) from your hand"
        if isinstance(v, int) and w not in ("rest_self", "soul_self"):
            return f"{words.get(w, w)} {v}"
        return words.get(w, w)

    return ", ".join(one(w, v) for w, v in cost)
