"""Weiss Schwarz: "when you use 【S】" (``use_act``): playing an activated
ability (WS 8.6.2) triggers the abilities of its master's characters
watching for it, and "this ability can be activated up to 1 time each turn"
on an automatic ability: once played this turn, a second standby of it is
used up without being played (WS 8.7.3.2). Compiled from card text
(original wording), played through the main phase with the demo decks."""

from __future__ import annotations

from typing import Any

from engine.cardtext import compile_card
from engine.games.weiss import turn
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.stats import power
from engine.state import Card
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fill, fresh, run, script, take

WATCH = "【A】When you use 【S】, during this turn, this card gets +1500 Power."
ONCE = "【A】This Ability can be activated up to 1 time each turn. " + WATCH[3:]
ACT = "【S】[(1)] During this turn, this card gets +500 Power."


def _compiled(line: str) -> dict[str, Any]:
    (r,) = compile_card("weiss", {"type": "character", "text": line}).results
    assert r.compiled and r.ability is not None, r.reason
    return r.ability


def _act(card: Card) -> str:
    return f"act:{card.iid}:0"


def test_ws_8_6_2_playing_an_activated_ability_triggers_when_you_use_it() -> None:
    g = fresh()
    user = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(ACT))
    watcher = reprint(take(g, 0, "EWA-004", "cs_middle"), _compiled(WATCH))
    fill(g, 0, "stock", 2)
    before_user, before_watcher = power(g, user), power(g, watcher)
    run(turn.main_phase(g, HANDLERS), script(_act(user), _act(user), "end", default="yes")[0])
    assert power(g, user) == before_user + 1000
    assert power(g, watcher) == before_watcher + 3000  # once for each use


def test_an_automatic_ability_activated_up_to_once_each_turn_is_played_once() -> None:
    g = fresh()
    user = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(ACT))
    watcher = reprint(take(g, 0, "EWA-004", "cs_middle"), _compiled(ONCE))
    fill(g, 0, "stock", 2)
    before = power(g, watcher)
    run(turn.main_phase(g, HANDLERS), script(_act(user), _act(user), "end", default="yes")[0])
    assert len(g.zone(0, "stock").cards) == 0  # both uses paid
    assert power(g, watcher) == before + 1500


def test_the_opponents_activated_ability_does_not_trigger_it() -> None:
    g = fresh()
    user = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(ACT))
    theirs = next(c for c in g.zone(1, "deck").cards if c.card.type == "character")
    watcher = reprint(g.move(theirs, g.zone(1, "cs_middle")), _compiled(WATCH))
    fill(g, 0, "stock", 1)
    before = power(g, watcher)
    run(turn.main_phase(g, HANDLERS), script(_act(user), "end", default="yes")[0])
    assert power(g, watcher) == before


def test_an_ability_activated_up_to_2_times_each_turn() -> None:
    line = (
        "【S】[(1)] This ability can only be activated up to 2 times each turn. During this turn, this card gets +500 "
        "Power."
    )
    g = fresh()
    user = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(line))
    fill(g, 0, "stock", 3)
    before = power(g, user)
    run(turn.main_phase(g, HANDLERS), script(_act(user), _act(user), "end", default="yes")[0])
    assert power(g, user) == before + 1000
    assert _act(user) not in [o.key for o in turn.main_options(g, 0)]  # a third time: not offered
    assert len(g.zone(0, "stock").cards) == 1
