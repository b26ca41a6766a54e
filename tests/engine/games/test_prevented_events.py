"""An ability that waits for an event triggers only if the event happened as
that event: not when an effect prohibited it, and when an effect replaced
it, only the abilities waiting for the replacing event trigger. Each game
has a triple per event its cards wait for: the event prohibited, the event
replaced, and a control where it happens."""

from __future__ import annotations

import pytest

from engine.abilities import Ability
from engine.cards import CardDef
from engine.flow import check_timing
from engine.games.dbscg import skills
from engine.games.dbscg.battle import attack
from engine.state import REST, Card, Game

from .test_dbscg import new_game, run, take
from .test_dbscg_rules import pending

# -- Dragon Ball Super Card Game: KO (DBS 10-1, DBS 10-12-1, DBS 8-9) ----------------------------


def _ko_watcher(g: Game, seat: int) -> Card:
    """A Battle Card of 20000 power in ``seat``'s Battle Area: "[Auto] When
    you KO a card, draw 1 card" (DBS 7-4-1-4-2-1)."""
    ab = Ability(kind="auto", when="kos", effect=(("draw", 1),), text="when you KO a card, draw 1 card")
    cd = CardDef("TEST-KO", "Test Striker", "dbscg", "battle", "", {"power": 20000, "cost": 0, "color": "blue"}, (ab,))
    card = g.new_card(cd, seat, g.zone(seat, "battle"))
    card.face_up = True
    return card


def _dbs_guard(g: Game, event: str) -> Card:
    """Player 1's Relay Runner Tamsin ("[Auto] When this card is KO-ed, draw
    1 card", 10000) in Rest Mode: [Indestructible] granted when its KO is to
    be ``prohibited`` (DBS 10-12-1), "if it would be KO-ed, return it to
    your hand instead" when it is to be ``replaced`` (DBS 8-9-1)."""
    tamsin = take(g, 0, "DBX-009", "battle", orientation=REST)
    if event == "prohibited":
        g.add_effect("keywords", "grant", "indestructible", target=tamsin, text="Tamsin gets [Indestructible]")
    elif event == "replaced":
        run(skills.HANDLERS["ko_instead"](g, pending(g, 0, tamsin), "hand"))
    return tamsin


def _decks(g: Game) -> tuple[int, int]:
    return len(g.zone(0, "deck").cards), len(g.zone(1, "deck").cards)


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
@pytest.mark.parametrize(("event", "zone", "draws"), [("happens", "drop", 1), ("prohibited", "battle", 0), ("replaced", "hand", 0)])
def test_dbs_10_1_2_only_a_card_ko_ed_in_battle_triggers_when_you_ko_and_when_ko_ed(
    rid: str, event: str, zone: str, draws: int
) -> None:
    """DBS 7-4-1-4-2 / 7-4-1-4-2-1: the guard card is KO-ed and "when you KO a
    card" occurs. DBS 10-12-1 / DBS 1-3-3: an [Indestructible] card cannot
    be KO-ed, the action is not conducted, and DBS 10-1-2: a card is only
    KO-ed when it is KO-ed, so neither the attack card's "when you KO a
    card" nor the guard card's "when this card is KO-ed" triggers.
    DBS 8-9-1-1: a KO replaced by a return to the hand is treated as if it
    never happened: neither triggers either."""
    rs, g = new_game(rid)
    g.active = 1
    striker = _ko_watcher(g, 1)
    tamsin = _dbs_guard(g, event)
    before = _decks(g)
    run(attack(rs, g, striker, tamsin))
    assert tamsin.zone.name == zone
    assert _decks(g) == (before[0] - draws, before[1] - draws)


@pytest.mark.parametrize(("event", "zone", "draws"), [("happens", "drop", 1), ("prohibited", "battle", 0), ("replaced", "hand", 0)])
def test_dbs_10_1_2_a_ko_by_a_skill_triggers_when_ko_ed_only_if_it_happened(event: str, zone: str, draws: int) -> None:
    """DBS 10-1-1: a skill of the opponent KOs the card; DBS 10-12-1 /
    DBS 1-3-3: not an [Indestructible] one; DBS 8-9-1-1: a replaced KO never
    happened. "When this card is KO-ed" triggers only in the first case."""
    rs, g = new_game()
    tamsin = _dbs_guard(g, event)
    before = _decks(g)
    run(rs.ko(g, tamsin, by_opponent=True, why="KO-ed by an effect"))
    run(check_timing(g))
    assert tamsin.zone.name == zone
    assert _decks(g) == (before[0] - draws, before[1])
