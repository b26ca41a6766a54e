"""What the Cardfight!! Vanguard rules tests share: games started and
driven to a chosen step, cards put where a test needs them, answers by key,
and deck texts."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Generator
from typing import Any, cast

import pytest

from engine import registry
from engine.abilities import parse_ability
from engine.cards import CardDef
from engine.decisions import Decision, Kind, Option
from engine.decks import parse_deck_text
from engine.errors import DeckError, GameOver
from engine.games.vanguard import Vanguard
from engine.games.vanguard.abilities import install_continuous
from engine.games.vanguard.battle import attack_sub_phase
from engine.match import Match
from engine.state import STAND, Card, Game
from engine.timing import Pending

RS: Vanguard = cast(Vanguard, registry.get("vanguard"))


assert isinstance(RS, Vanguard)


Answerer = Callable[[Decision], Any]


Flow = Generator[Decision, tuple[Option, ...], Any]


def new_game(seed: int = 0) -> Game:
    """Both demo decks in their deck zones, nothing else done."""
    decks = [RS.check_deck(d) for d in RS.demo_decks()]
    g = Game(RS, seed, RS.seat_teams())
    RS.build(g, decks)
    return g


def put(g: Game, seat: int, card_id: str, zone: str, *, face_up: bool = True, orientation: str = STAND) -> Card:
    """Move a copy of ``card_id`` from ``seat``'s deck to ``zone``."""
    for c in g.zone(seat, "deck").cards:
        if c.card.id == card_id:
            return g.move(c, g.zone(seat, zone), face_up=face_up, orientation=orientation)
    raise AssertionError(f"no {card_id} left in seat {seat}'s deck")


def fill(g: Game, seat: int, zone: str, n: int) -> list[Card]:
    """Move ``n`` cards without a trigger icon from the bottom of ``seat``'s deck to ``zone``."""
    deck = g.zone(seat, "deck")
    picked = [c for c in deck.cards if not c.card.get("trigger")][:n]
    assert len(picked) == n
    return [g.move(c, g.zone(seat, zone), face_up=True) for c in picked]


def stack_top(g: Game, seat: int, card_id: str) -> Card:
    """Put a copy of ``card_id`` on top of ``seat``'s deck."""
    deck = g.zone(seat, "deck")
    for c in deck.cards:
        if c.card.id == card_id:
            deck.cards.remove(c)
            deck.cards.append(c)
            return c
    raise AssertionError(f"no {card_id} in seat {seat}'s deck")


def first_option(d: Decision) -> Any:
    if d.kind is Kind.ORDER:
        return tuple(o.key for o in d.options)
    if d.min == 0:
        return ()
    return tuple(o.key for o in d.options[: d.min])


def drive(g: Game, flow: Flow, answer: Answerer = first_option) -> tuple[list[Decision], bool]:
    """Run a sub-flow to its end; returns the decisions asked and whether the game ended."""
    asked: list[Decision] = []
    sent: tuple[Option, ...] | None = None
    try:
        while True:
            d = flow.send(sent)  # type: ignore[arg-type]
            asked.append(d)
            a = answer(d)
            keys = d.normalise(a if a is not None else first_option(d))
            sent = d.chosen(keys)
    except StopIteration:
        return asked, False
    except GameOver:
        return asked, True


def by_prompt(rules: dict[str, Any]) -> Answerer:
    """Answer decisions whose prompt contains a key with its value (a callable
    gets the decision); anything else gets the first option."""

    def answer(d: Decision) -> Any:
        for part, value in rules.items():
            if part in d.prompt:
                return value(d) if callable(value) else value
        return first_option(d)

    return answer


def battle_game(seed: int = 0) -> Game:
    """Turn 3 of a game, seat 0 attacking: both players have a vanguard and a
    deck; nothing else on the field."""
    g = new_game(seed)
    for seat in (0, 1):
        g.shuffle(g.zone(seat, "deck"))
    g.turn = 3
    g.active = 0
    g.phase = "battle"
    return g


def names(cards: list[Card]) -> list[str]:
    return [c.name for c in cards]


def match_to(m: Match, prompt: str, answer: Answerer = first_option, limit: int = 500) -> Decision:
    """Answer decisions until one whose prompt contains ``prompt``."""
    for _ in range(limit):
        d = m.decision
        assert d is not None, "the game ended first"
        if prompt in d.prompt:
            return d
        m.apply(answer(d))
    raise AssertionError(f"no decision {prompt!r}")


DEMO_LINES = [
    "1 PMV1-001",
    "4 PMV1-002",
    "4 PMV1-003",
    "4 PMV1-004",
    "4 PMV1-005",
    "4 PMV1-006",
    "4 PMV1-007",
    "3 PMV1-008",
    "3 PMV1-009",
    "4 PMV1-010",
    "4 PMV1-011",
    "3 PMV1-012",
    "4 PMV1-013",
    "4 PMV1-014",
]


def deck_of(lines: list[str]) -> Any:
    return parse_deck_text("# name: test\n" + "\n".join(lines) + "\n", "test.txt")


def deck_error(lines: list[str]) -> DeckError:
    with pytest.raises(DeckError) as info:
        RS.check_deck(deck_of(lines))
    return info.value


def skills(g: Game, card: Card) -> tuple[str, ...]:
    return tuple(g.stat(card, "skills", ()) or ())


def hand(g: Game, seat: int) -> list[Card]:
    return list(g.zone(seat, "hand").cards)


def to_hand(g: Game, seat: int, n: int) -> list[Card]:
    """``n`` cards without a trigger into ``seat``'s hand, face down (seen by their owner only)."""
    cards = fill(g, seat, "hand", n)
    for c in cards:
        c.face_up = False
    return cards


def low_hand_drawer(g: Game) -> Card:
    """A vanguard with 'When you have one or fewer cards in your hand, draw a card.'"""
    return custom(
        g,
        0,
        "VC",
        grade=3,
        abilities=(
            {
                "kind": "auto",
                "when": "situation",
                "zones": ["VC"],
                "condition": [{"max_hand": 1}],
                "effect": [{"draw": 1}],
            },
        ),
    )


def lose_boost_vanguard(g: Game) -> Card:
    return custom(
        g,
        0,
        "hand",
        grade=1,
        abilities=(
            {"kind": "cont", "zones": ["VC"], "effect": [{"rearguards_skill": {"skill": "boost", "lose": True}}]},
        ),
    )


def boost_rear_guard(g: Game) -> Card:
    return custom(
        g, 0, "hand", skills=(), abilities=({"kind": "cont", "zones": ["RC"], "effect": [{"grant": "boost"}]},)
    )


def sage_game(vanguard_id: str) -> tuple[Game, Card]:
    g = battle_game()
    install_continuous(g)
    put(g, 0, vanguard_id, "VC")
    sage = put(g, 0, "PMV1-023", "RC_FL")
    fill(g, 0, "damage", 1)
    return g, sage


def discarder(g: Game, by: str) -> Card:
    return custom(
        g,
        1,
        "VC",
        grade=3,
        abilities=(
            {
                "kind": "auto",
                "when": "attacks",
                "effect": [{"discard": {"count": 1, "owner": "opponent", "chosen_by": by}}],
            },
        ),
    )


def kiln_attack(with_g3: bool) -> tuple[list[Decision], list[int], int]:
    """Kiln Herald attacks; returns the decisions, its power when the opponent guards, and after."""
    g = battle_game()
    put(g, 0, "PMV1-010", "VC")
    herald = put(g, 0, "PMV1-024", "RC_FL")
    if with_g3:
        put(g, 0, "PMV1-013", "hand")
    put(g, 0, "PMV1-006", "hand")
    target = put(g, 1, "PMV2-013", "VC")
    put(g, 1, "PMV2-006", "hand", face_up=False)  # a guardian to be asked about
    powers: list[int] = []
    attack = answer_attack(herald, target, pay=lambda d: "yes")

    def answer(d: Decision) -> Any:
        if "Guard" in d.prompt and d.player == 1:
            powers.append(g.stat(herald, "power"))
        return attack(d)

    asked, _ = drive(g, attack_sub_phase(g), answer)
    return asked, powers, g.stat(herald, "power")


_ids = itertools.count(1)


def custom(
    g: Game,
    seat: int,
    zone: str,
    *,
    name: str = "",
    grade: int = 1,
    power: int = 8000,
    shield: int | None = 5000,
    critical: int = 1,
    skills: tuple[str, ...] = (),
    abilities: tuple[dict[str, Any], ...] = (),
    clan: str = "",
    orientation: str = STAND,
) -> Card:
    """A test unit with the given stats and abilities (in the vocabulary of the card files)."""
    n = next(_ids)
    stats: dict[str, Any] = {
        "clan": clan or ("Sunforge Legion" if seat == 0 else "Tidecaller Court"),
        "grade": grade,
        "power": power,
        "critical": critical,
        "skills": tuple(skills),
    }
    if shield is not None:
        stats["shield"] = shield
    cd = CardDef(
        f"TST-{n}",
        name or f"Test Unit {n}",
        "vanguard",
        "normal_unit",
        "",
        stats,
        tuple(parse_ability(a, "vanguard") for a in abilities),
    )
    c = g.new_card(cd, seat, g.zone(seat, zone))
    c.face_up = True
    c.orientation = orientation
    return c


def pend(g: Game, seat: int, card: Card) -> Pending:
    return Pending(pid=g.next_id(), controller=seat, label="test", source=card.iid, source_inc=card.incarnation)


def answer_attack(attacker: Card, target: Card | None = None, **more: Any) -> Any:
    def answer(d: Decision) -> Any:
        if "attack with" in d.prompt:
            return str(attacker.iid)
        if target is not None and "attacks" in d.prompt and d.kind is Kind.CARDS and d.max == 1:
            return str(target.iid)
        for part, value in more.items():
            if part.replace("_", " ") in d.prompt:
                return value(d) if callable(value) else value
        if "Guard" in d.prompt:
            return ()
        return first_option(d)

    return answer


def turn_game() -> Game:
    g = battle_game()
    g.turn = 2
    g.phase = ""
    return g


LOOPER = (
    {"kind": "auto", "when": "placed", "zones": ["RC"], "effect": [{"retire": "self"}, {"power": 1000}]},
    {
        "kind": "auto",
        "when": "leaves_field",
        "zones": ["RC"],
        "effect": [{"superior_call": {"from": "drop", "grade_max": 1}}],
    },
)
