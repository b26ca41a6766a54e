"""Weiss Schwarz: a character's level on the stage is read after continuous
effects (WS 2.6, WS 8.9.1): "this card gets +1 level" of a continuous
ability counts wherever the rules read the level: a selector's level, the
battle opponent's level, the level of the character facing this card."""

from __future__ import annotations

from typing import Any

from engine.abilities import Ability
from engine.decisions import Decision
from engine.games.weiss import battle
from engine.games.weiss.adapter import ADAPTER
from engine.games.weiss.conditions import condition_met
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.moves import put_marker
from engine.games.weiss.stats import character_level
from engine.state import REVERSE
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fresh, run, stack_top, take

PLUS_ONE_LEVEL = {"kind": "cont", "zones": ["stage"], "effect": [{"gets": {"level": 1}}]}


def test_ws_8_9_1_a_continuous_level_bonus_is_the_level_the_rules_read() -> None:
    g = fresh()
    card = take(g, 0, "EWA-001", "cs_middle")  # level 0
    assert character_level(g, card) == 0 == ADAPTER.stat(g, card, "level")
    reprint(card, PLUS_ONE_LEVEL)
    assert character_level(g, card) == 1 == ADAPTER.stat(g, card, "level")


def test_ws_3_7_a_level_for_each_marker_under_this_card() -> None:
    g = fresh()
    per_marker = {"kind": "cont", "zones": ["stage"], "effect": [{"per_marker": {"level": 1}}]}
    card = reprint(take(g, 0, "EWA-001", "cs_middle"), per_marker)
    put_marker(g, g.zone(0, "deck").cards[-1], card, face_up=False, rule="WS 3.7.2")
    put_marker(g, g.zone(0, "deck").cards[-1], card, face_up=False, rule="WS 3.7.2")
    assert character_level(g, card) == 2


def test_ws_3_6_5_the_facing_character_s_level_after_its_continuous_bonus() -> None:
    """ "If the character facing this card is level 1 or higher": a level 0
    character with "this card gets +1 level" is level 1."""
    g = fresh()
    mine = take(g, 0, "EWA-001", "cs_middle")
    facing = take(g, 1, "TCA-001", "cs_middle")  # level 0
    ab = Ability("auto", when="attacks", zones=("stage",), condition=(("facing_level_at_least", 1),))
    assert not condition_met(g, 0, ab, mine)
    reprint(facing, PLUS_ONE_LEVEL)
    assert condition_met(g, 0, ab, mine)


def _answers(d: Decision) -> tuple[str, ...]:
    keys = {o.key for o in d.options}
    for k in ("frontal", "yes", "pass"):
        if k in keys:
            return (k,)
    return tuple(o.key for o in d.options[: d.min])


def test_ws_7_2_1_5_1_a_battle_opponent_raised_above_the_level_is_not_reversed() -> None:
    """ "If this card's battle opponent is level 0 or lower, you may reverse
    it": a level 0 defender with +1 level is level 1, and stays."""
    g = fresh()
    table: dict[str, Any] = {
        "kind": "auto",
        "when": "reversed",
        "zones": ["stage"],
        "effect": [{"reverse_battle_opponent": {"level_at_most": 0, "optional": True}}],
    }
    att = reprint(take(g, 0, "EWA-003", "cs_middle"), table)  # 500 power
    dfn = reprint(take(g, 1, "TCA-001", "cs_middle"), PLUS_ONE_LEVEL)  # 3000, level 0 printed
    stack_top(g, 0, ["EWA-004"])
    stack_top(g, 1, ["TCA-002"])
    run(battle.attack(g, att, HANDLERS), _answers)
    assert att.orientation == REVERSE and dfn.orientation != REVERSE
