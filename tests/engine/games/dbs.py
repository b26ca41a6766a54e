"""What the Dragon Ball Super Card Game rules tests share: games started
and driven to a chosen step, cards put where a test needs them, energy,
answers by key, and deck texts."""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from typing import Any

import pytest

from engine import registry
from engine.decisions import Decision, Kind, Option
from engine.decks import DeckList, parse_deck_text
from engine.errors import DeckError
from engine.events import Happened, Note
from engine.games.dbscg import DragonBallSuper
from engine.state import STAND, Card, Game
from engine.timing import Pending

Flow = Generator[Decision, tuple[Option, ...], Any]


RED_MAIN = """\
4 DBR-002
4 DBR-003
4 DBR-004
4 DBR-005
4 DBR-006
2 DBR-007
4 DBR-008
4 DBR-009
4 DBR-010
4 DBR-011
4 DBR-012
3 DBR-013
2 DBR-014
3 DBR-015
"""


def deck(text: str) -> DeckList:
    return parse_deck_text(text, "test.txt")


def red_deck(leader: str = "[leader]\n1 DBR-001\n", main: str = RED_MAIN) -> DeckList:
    return deck(leader + "[main]\n" + main)


class Script:
    """Answers the decisions of a flow: each answer is a key, a tuple of keys,
    or a callable choosing from the decision. Records every decision."""

    def __init__(self) -> None:
        self.decisions: list[Decision] = []

    def run(self, flow: Flow, *answers: Any) -> Any:
        queue = list(answers)
        try:
            d = next(flow)
            while True:
                self.decisions.append(d)
                if not queue:
                    raise AssertionError(f"unanswered decision: {d.prompt} {[o.key for o in d.options]}")
                a = queue.pop(0)
                if callable(a):
                    a = a(d)
                keys = (a,) if isinstance(a, str) else tuple(a)
                d = flow.send(d.chosen(d.normalise(keys)))
        except StopIteration as stop:
            assert not queue, f"answers left over: {queue}"
            return stop.value


def run(flow: Flow, *answers: Any) -> list[Decision]:
    s = Script()
    s.run(flow, *answers)
    return s.decisions


def key_starting(prefix: str) -> Any:
    def pick(d: Decision) -> str:
        for o in d.options:
            if o.key.startswith(prefix):
                return o.key
        raise AssertionError(f"no option {prefix!r} in {[o.key for o in d.options]}")

    return pick


#: cards that no scenario needs: they make up the life of test games
LIFE_IDS = (
    "DBR-009",
    "DBR-007",
    "DBR-014",
    "DBR-013",
    "DBB-009",
    "DBB-007",
    "DBB-016",
    "DBB-012",
    "DBB-015",
)


def new_game(
    ruleset_id: str = "dbscg", seed: int = 0, decks: Sequence[DeckList] | None = None
) -> tuple[DragonBallSuper, Game]:
    """A game just after set-up: leaders face up, 8 life each, empty hands,
    turn 1 of Player 1 (seat 0, red) against Player 2 (seat 1, blue)."""
    rs = registry.get(ruleset_id)
    assert isinstance(rs, DragonBallSuper)
    lists = list(decks) if decks else rs.demo_decks()
    resolved = [rs.check_deck(d) for d in lists]
    g = Game(rs, seed, rs.seat_teams())
    rs.build(g, resolved)
    for seat in range(2):
        leader = g.zone(seat, "leader").top
        assert leader is not None
        g.flip(leader, True)
        life = [c for pref in LIFE_IDS for c in g.zone(seat, "deck").cards if c.card.id == pref][:8]
        assert len(life) == 8
        for c in life:
            g.move(c, g.zone(seat, "life"), face_up=False)
    g.turn = 1
    g.active = 0
    return rs, g


def take(g: Game, seat: int, card_id: str, zone: str, orientation: str = STAND) -> Card:
    """Move a copy of ``card_id`` from anywhere but the field to ``zone``."""
    for name in ("deck", "hand", "drop", "energy"):
        for c in g.zone(seat, name).cards:
            if c.card.id == card_id and c.zone.name != zone:
                return g.move(c, g.zone(seat, zone), face_up=zone not in ("deck", "life"), orientation=orientation)
    raise AssertionError(f"no spare {card_id} for seat {seat}")


def energy(g: Game, seat: int, card_id: str, n: int) -> list[Card]:
    return [take(g, seat, card_id, "energy") for _ in range(n)]


def leader(g: Game, seat: int) -> Card:
    c = g.zone(seat, "leader").top
    assert c is not None
    return c


def notes(g: Game) -> list[str]:
    """The steps of the game in words: notes, and the events abilities wait for."""
    return [e.text for e in g.journal if isinstance(e, (Note, Happened))]


def deck_error(rid: str, d: DeckList) -> DeckError:
    with pytest.raises(DeckError) as info:
        registry.get(rid).check_deck(d)
    return info.value


MIXED = red_deck(main=RED_MAIN.replace("DBR-008", "DBB-008").replace("DBR-010", "DBB-002"))


def drive(flow: Flow, answer: Callable[[Decision], Any]) -> list[Decision]:
    """Run a flow answering every decision with ``answer``."""
    seen: list[Decision] = []
    try:
        d = next(flow)
        while True:
            seen.append(d)
            a = answer(d)
            keys = (a,) if isinstance(a, str) else tuple(a)
            d = flow.send(d.chosen(d.normalise(keys)))
    except StopIteration:
        return seen


def first(d: Decision) -> Any:
    """Answer: the first option; none for an optional card choice; yes."""
    if d.kind is Kind.CARDS and d.min == 0:
        return ()
    if d.kind is Kind.YESNO:
        return "yes"
    if d.kind is Kind.CARDS:
        return tuple(o.key for o in d.options[: d.min])
    return d.options[0].key


def pending(g: Game, seat: int, source: Any = None) -> Pending:
    return Pending(g.next_id(), seat, "test", source.iid if source else None, source.incarnation if source else 0)


def decks(*names: str) -> list[Any]:
    by = {d.name.split()[0].lower(): d for d in registry.get("dbscg").demo_decks()}
    return [by[n] for n in names]


def drive_from(flow: Flow, d: Decision, key: str) -> None:
    try:
        d = flow.send(d.chosen((key,)))
        while True:
            d = flow.send(d.chosen(d.normalise(first(d))))
    except StopIteration:
        return


def fresh_card(g: Game, seat: int, card_id: str, zone: str) -> Any:
    """A copy of a demo card that is in no demo deck, put straight into ``zone``."""
    card = g.new_card(g.ruleset.pool[card_id], seat, g.zone(seat, zone))  # type: ignore[attr-defined]
    card.face_up = True
    return card
