"""What the System Gate rules tests share: a game started at a chosen
seat's main phase, cards put where a test needs them, energy, answers by
key prefix, the way to the battle or the finale, and deck texts."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from engine import registry
from engine.abilities import parse_ability
from engine.decisions import Kind
from engine.decks import parse_deck_text
from engine.errors import DeckError
from engine.events import Note
from engine.games.systemgate.state import (
    game_state,
)
from engine.match import Match
from engine.state import STAND, Card, Game

ID = "systemgate"


TAG = "systemgate-tagteam"


def started(active: int = 0, gid: str = ID, first_seed: int = 0) -> Match:
    """A match past its mulligans (nobody mulligans) whose first turn player
    is ``active``; it waits at that player's Draw Step Energy choice."""
    seed = first_seed
    while True:
        m = Match.new(gid, seed=seed)
        d = m.decision
        if d is not None and d.rule == "SG 15.2.1":
            # Tag Team: the team chosen as Team A names Player A-1 (SG 15.2.1).
            wanted = f"p{active}"
            m.apply(wanted if wanted in [o.key for o in d.options] else d.options[0].key)
        if m.game.active == active:
            break
        seed += 1
    while m.decision is not None and m.decision.prompt.startswith("Mulligan"):
        m.apply(())
    return m


def find(g: Game, seat: int, card_id: str, *zones: str) -> Card:
    """A copy of ``card_id`` owned by ``seat`` in the first of ``zones`` that has one."""
    for z in zones or ("hand", "deck", "drop"):
        for c in g.zone(seat, z).cards:
            if c.card.id == card_id:
                return c
    raise AssertionError(f"no {card_id} for seat {seat} in {zones}")


def put(g: Game, seat: int, card_id: str, zone: str, orientation: str = STAND) -> Card:
    """Move a copy of ``card_id`` from ``seat``'s deck (or hand/drop) to ``zone``
    (a seat whose deck has none gets a new copy from the card pool)."""
    try:
        c = find(g, seat, card_id, "deck", "hand", "drop")
    except AssertionError:
        c = g.new_card(g.ruleset.pool[card_id], seat, g.zone(seat, "deck"))
    return g.move(c, g.zone(seat, zone), orientation=orientation, face_up=None if zone != "energy" else False)


def clear_hands(g: Game) -> None:
    for seat in range(g.n_players):
        hand = g.zone(seat, "hand")
        for c in list(hand.cards):
            g.move(c, g.zone(seat, "deck"), bottom=True)


def energy(g: Game, seat: int, n: int) -> None:
    """Exactly ``n`` Energy for ``seat`` (from the bottom of its deck)."""
    ez = g.zone(seat, "energy")
    deck = g.zone(seat, "deck")
    while len(ez.cards) > n:
        g.move(ez.cards[-1], deck, bottom=True)
    while len(ez.cards) < n:
        g.move(deck.cards[0], ez, face_up=False)


def keys(m: Match) -> list[str]:
    assert m.decision is not None
    return [o.key for o in m.decision.options]


def pick(m: Match, prefix: str) -> str:
    """Answer the current decision with the first option whose key starts with ``prefix``."""
    for k in keys(m):
        if k.startswith(prefix):
            m.apply(k)
            return k
    raise AssertionError(f"no option {prefix!r} in {keys(m)} ({m.decision})")


def to_main(m: Match) -> None:
    """From the Draw Step Energy choice, answer 'none' and reach the Main
    Phase (which passes by itself when passing is the only choice)."""
    assert m.decision is not None and "Energy" in m.decision.prompt
    m.apply(())
    assert m.game.phase in ("Main Phase", "Battle Phase", "End Phase"), (m.game.phase, m.decision)


def to_battle(m: Match) -> None:
    """Pass the Main Phase (no [Move], no counters in the fixtures)."""
    if m.game.phase == "Main Phase":
        pick(m, "pass")
    assert m.game.phase == "Battle Phase", (m.game.phase, m.decision)


GOOD = """# name: test deck
[gate]
1 SGD-G01
[gatemaster]
1 SGD-006
[main]
4 SGD-001
4 SGD-002
4 SGD-003
4 SGD-004
4 SGD-005
4 SGD-006
4 SGD-007
4 SGD-008
4 SGD-009
4 SGD-010
4 SGD-011
4 SGD-012
2 SGD-050
"""


def deck_error(text: str) -> DeckError:
    rs = registry.get(ID)
    with pytest.raises(DeckError) as exc:
        rs.check_deck(parse_deck_text(text, "t.txt"))
    return exc.value


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), start=1) if needle in line)


def attack(m: Match, attacker: Card, target: str | None = None, link: tuple[Card, ...] = ()) -> None:
    """Declare ``attacker`` (with ``link`` joining, SG 6.2.6.1) against ``target``
    (an option key; a single legal target is chosen by itself)."""
    pick(m, f"atk:{attacker.iid}")
    d = m.decision
    if d is not None and d.rule == "SG 6.2.6.1":
        m.apply(tuple(str(c.iid) for c in link))
        d = m.decision
    else:
        assert not link, "no Link Attack was offered"
    if target is not None and d is not None and d.rule == "SG 6.2.6.2":
        pick(m, target)


def pass_until(m: Match, done: Callable[[], bool]) -> None:
    """Answer 'pass' / 'none' until ``done()``."""
    for _ in range(300):
        if done():
            return
        d = m.decision
        assert d is not None
        if d.kind is Kind.CARDS and d.min == 0:
            m.apply(())
        elif "pass" in keys(m):
            m.apply("pass")
        else:
            m.apply(d.options[0].key)
    raise AssertionError("did not get there")


def second_turn(m: Match) -> None:
    """Make the position one where the opponent has already had a turn."""
    game_state(m.game).had_turn.update(p.seat for p in m.game.players)


def notes(m: Match, rule: str) -> list[str]:
    return [e.text for e in m.journal if isinstance(e, Note) and e.rule == rule]


def offered(m: Match) -> set[int]:
    assert m.decision is not None
    return {o.card for o in m.decision.options if o.card is not None}


def choose(m: Match, iid: int) -> None:
    """Answer a card decision with the option of card ``iid``."""
    assert m.decision is not None
    (key,) = [o.key for o in m.decision.options if o.card == iid]
    m.apply((key,))


def lancer_position() -> tuple[Match, int, int, int]:
    """Player 1 has Ember Lancer ([Use] Pay 1: 2000 damage to an enemy unit) and 1 Energy; Player 2 has two units
    and Undertow Hex ([Counter]) with 1 Energy, so they get a Counter Timing after the skill is declared."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 1)
    energy(g, 1, 1)
    lancer = put(g, 0, "SGD-055", "center")
    left = put(g, 1, "SGD-021", "left")  # Reefling Guard
    right = put(g, 1, "SGD-023", "right")  # Coral Bastion
    put(g, 1, "SGD-036", "hand")  # Undertow Hex
    to_main(m)
    return m, lancer.iid, left.iid, right.iid


def lancer_with_gets(m: Match, lancer: int) -> None:
    """Ember Lancer's [Use] skill written with the shared verb: an enemy unit gets -1000 Defense."""
    card = m.game.cards[lancer]
    ability = parse_ability(
        {
            "kind": "act",
            "zones": ["left", "center", "right"],
            "once_per_turn": True,
            "cost": [{"pay": 1}],
            "effect": [{"gets": {"defense": -1000, "target": {"zone": "units", "owner": "opponent", "count": 1}}}],
            "text": "an enemy unit gets -1000 Defense",
        },
        "systemgate",
    )
    card.card = replace(card.card, id="TEST-LANCER", abilities=(ability,))


def past_mulligans(m: Match) -> None:
    """Keep every hand and pass every Counter Timing until the first turn begins."""
    while m.decision is not None and m.game.turn == 0:
        d = m.decision
        m.apply(() if d.min == 0 else ("pass" if "pass" in keys(m) else d.options[0].key))


def run_loop(m: Match, declare: int) -> list[tuple[int, str]]:
    """Answer the loop's decisions (use every optional skill when asked, the
    first zone offered, ``declare`` for the number) until the Main Phase play
    timing comes back; returns the (seat, rule) of the loop's declaration."""
    asked: list[tuple[int, str]] = []
    for _ in range(200):
        d = m.decision
        assert d is not None
        if d.rule in ("SG 12.1.3", "SG 12.1.4"):
            asked.append((d.player, d.rule))
            m.apply(str(declare))
        elif d.rule == "SG 3.6.3":
            return asked
        elif d.kind.name == "YESNO":
            m.apply("yes")
        elif "pass" in keys(m):
            m.apply("pass")
        else:
            m.apply(d.options[0].key)
    raise AssertionError("the loop did not end")


def set_life(g: Game, seat: int, value: int) -> None:
    g.add_counter(seat, "life", value - g.players[seat].counters["life"])


def set_gm(g: Game, seat: int, card_id: str) -> Card:
    """Make ``card_id`` the seat's Gate Master (the old one goes under the deck)."""
    for c in list(g.zone(seat, "gm").cards):
        g.move(c, g.zone(seat, "deck"), bottom=True)
    return put(g, seat, card_id, "gm")


def to_finale(m: Match) -> None:
    pass_until(m, lambda: m.game.step == "Finale Step")


def gm_play(active: int, card_id: str, slot: str = "left", energy_n: int = 5) -> tuple[Match, Card]:
    m = started(active=active)
    g = m.game
    clear_hands(g)
    energy(g, active, energy_n)
    master = set_gm(g, active, card_id)
    copy = put(g, active, card_id, "hand")
    to_main(m)
    pick(m, f"gm:{copy.iid}:{slot}")
    return m, master


def guard_token(g: Game, seat: int) -> Card:
    token = next(c for c in g.zone(seat, "tokens").cards if c.card.id == "SGD-T02")
    return g.move(token, g.zone(seat, "hand"))
