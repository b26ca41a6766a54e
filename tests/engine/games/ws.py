"""What the Weiss Schwarz rules tests share: a fresh game at a chosen
seat's main phase, cards taken into the zones a test needs, piles filled,
the top of a deck stacked, answers scripted and flows run, and the steps
tests drive (an ad-hoc effect, an activated ability, a trigger check)."""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable
from typing import Any

from engine import registry
from engine.abilities import Ability, read_step
from engine.cards import CardDef
from engine.decisions import Decision, Option
from engine.events import CardMoved, Happened, Note
from engine.games.weiss import WeissSchwarz, abilities, battle, turn
from engine.games.weiss.abilities import activate
from engine.games.weiss.costs import can_pay
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.keywords import info
from engine.games.weiss.state import Attack, turn_state
from engine.state import REVERSE, Card, Game
from engine.timing import Pending

RS = registry.get("weiss")
assert isinstance(RS, WeissSchwarz)
DEMO = {d.name.split(" (")[0]: d for d in RS.demo_decks()}


def decks() -> list[dict[str, list[CardDef]]]:
    """The two demo decks, read from the ruleset's card pool as it is now: a
    test that imports cards reads the pool again (``reload_cards``), and a
    game built from a pool read before would hold cards the pool no longer has."""
    return [RS.check_deck(DEMO["Emberwatch Academy"]), RS.check_deck(DEMO["Tidecaller Archive"])]


Answerer = Callable[[Decision], Iterable[str]]


def fresh(seed: int = 0, active: int = 0, turn: int = 3) -> Game:
    """Zones built, decks in place (unshuffled), nothing played; ``active`` is
    the turn player of turn ``turn`` (not the first turn unless turn == 1)."""
    g = Game(RS, seed, (0, 1))
    RS.build(g, decks())
    g.active = active
    g.first_player = active if turn % 2 else 1 - active
    g.turn = turn
    return g


def take(g: Game, seat: int, card_id: str, zone: str, **kw: Any) -> Card:
    """Move a copy of ``card_id`` owned by ``seat`` (from wherever it is not
    already in ``zone``) into ``zone`` (top)."""
    dst = g.zone(seat, zone)
    for c in g.cards:
        if (
            c.owner == seat
            and c.card.id == card_id
            and c.zone is not dst
            and c.zone.name in ("deck", "waiting_room", "hand", "stock", "clock")
        ):
            return g.move(c, dst, **kw)
    raise LookupError(f"no spare {card_id} for seat {seat}")


def fill(g: Game, seat: int, zone: str, n: int, *, skip_climax: bool = True) -> list[Card]:
    """Move ``n`` cards from the bottom of the deck into ``zone``."""
    deck = g.zone(seat, "deck")
    out: list[Card] = []
    for c in list(deck.cards):
        if len(out) == n:
            break
        if skip_climax and c.card.type == "climax":
            continue
        out.append(g.move(c, g.zone(seat, zone)))
    assert len(out) == n
    return out


def stack_top(g: Game, seat: int, card_ids: list[str]) -> list[Card]:
    """Put cards on top of the deck so that ``card_ids[0]`` is the top card."""
    deck = g.zone(seat, "deck")
    placed = []
    for cid in reversed(card_ids):
        c = next(
            c
            for c in g.cards
            if c.owner == seat and c.card.id == cid and c.zone.name in ("deck", "waiting_room") and c not in placed
        )
        g.move(c, deck)
        placed.append(c)
    return list(reversed(placed))


def script(*keys: str, default: str | None = None) -> tuple[Answerer, list[Decision]]:
    """An answerer giving ``keys`` in order (then ``default``, else the first
    option), and the list of decisions it saw."""
    queue = list(keys)
    seen: list[Decision] = []

    def answer(d: Decision) -> Iterable[str]:
        seen.append(d)
        if queue:
            k = queue.pop(0)
            return tuple(k.split(",")) if k else ()
        if default is not None and any(o.key == default for o in d.options):
            return (default,)
        return tuple(o.key for o in d.options[: d.min])

    return answer, seen


def run(flow: Generator[Decision, tuple[Option, ...], Any], answer: Answerer | None = None) -> Any:
    """Run ``flow`` to its end, answering each decision with ``answer``."""
    if answer is None:
        answer, _ = script()
    try:
        d = next(flow)
        while True:
            keys = d.normalise(tuple(answer(d)))
            d = flow.send(d.chosen(keys))
    except StopIteration as stop:
        return stop.value


def notes(g: Game) -> list[str]:
    """The steps of the game in words: notes, and the events abilities wait for."""
    return [e.text for e in g.journal if isinstance(e, (Note, Happened))]


def rules_cited(g: Game) -> list[str]:
    return [e.rule_no for e in g.journal if isinstance(e, (Note, Happened))]


def main_keys(g_seat: tuple[object, int]) -> list[str]:
    g, seat = g_seat
    return [o.key for o in turn.main_options(g, seat)]  # type: ignore[arg-type]


def effect(g: Game, seat: int, card: Card, *steps: tuple[str, object], answer: tuple[str, ...] = ()) -> list[str]:
    """Resolve an ad-hoc effect of ``card`` (each step read as a card file's); return the prompts asked."""
    ab = Ability(kind="act", effect=tuple(read_step("weiss", {w: v}) for w, v in steps))
    ans, seen = script(*answer)
    run(activate(g, seat, card, ab, HANDLERS), ans)
    return [d.prompt for d in seen]


def recorder(log: list[str], text: str):  # type: ignore[no-untyped-def]
    def resolve(g: Game, p: Pending):  # type: ignore[no-untyped-def]
        log.append(text)
        return
        yield

    return resolve


def act(g: Game, seat: int, card: Card, index: int, *keys: str) -> None:
    """Play the ``index``-th activated ability of ``card``, then a check timing."""
    ab = info(card.card).acts[index]
    assert can_pay(g, seat, card, ab)
    answer = script(*keys)[0]
    run(activate(g, seat, card, ab, HANDLERS), answer)
    run(abilities.check_timing(g), answer)


def climax(g: Game, seat: int, card_id: str) -> Card:
    return take(g, seat, card_id, "climax")


def clean_top(g: Game, seat: int, n: int) -> None:
    """Put ``n`` cards without a climax on top of ``seat``'s deck."""
    ids = {0: ["EWA-001", "EWA-003", "EWA-005"], 1: ["TCA-001", "TCA-004", "TCA-005"]}[seat]
    stack_top(g, seat, ids[:n])


def reverie_and_odile(stock: int) -> tuple[Game, Card, Card]:
    g = fresh()
    reverie = take(g, 0, "EWA-022", "cs_left")  # to the memory instead
    odile = take(g, 0, "EWA-024", "cs_right")  # another character: 1 stock, to the hand instead
    fill(g, 0, "stock", stock)
    g.set_orientation(reverie, REVERSE)
    return g, reverie, odile


def shot_attack(g: Game, attacker: Card) -> Attack:
    at_ = Attack(attacker.iid, attacker.incarnation, attacker.zone.name, "direct")
    turn_state(g).attack = at_
    trigger = take(g, 0, "EWA-013", "resolution")
    run(battle.do_trigger(g, 0, "shot", trigger, attacker, at_))
    return at_


def path_of(g: Game, card: Card) -> list[str]:
    """The zones a card went through, by the journal."""
    return [e.dst.split(".", 1)[1] for e in g.journal if isinstance(e, CardMoved) and e.card == card.iid]


def no_icon_top(g: Game, seat: int, n: int = 1) -> None:
    ids = ["EWA-004", "EWA-003", "EWA-002"] if seat == 0 else ["TCA-002", "TCA-003", "TCA-004"]
    stack_top(g, seat, ids[:n])


def trigger(g: Game, seat: int, card_id: str, *keys: str) -> Card:
    att = take(g, seat, "EWA-001" if seat == 0 else "TCA-001", "cs_left")
    (card,) = stack_top(g, seat, [card_id])
    run(battle.trigger_check(g, att, Attack(att.iid, att.incarnation, "cs_left", "direct")), script(*keys)[0])
    return card
