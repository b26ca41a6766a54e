"""Engine messages: ids plus parameters, worded in English by the engine and
in the player's language by the desktop. The pilot family: phases and steps."""

from __future__ import annotations

import pytest

from engine import registry
from engine.bots import RandomBot
from engine.events import PhaseBegan
from engine.match import Match
from engine.messages import ENGLISH, Message, phase_id, phase_messages, step_id


def test_a_message_is_an_id_and_parameters() -> None:
    assert Message("phase.battle").english() == "Battle Phase"
    assert Message("phase.battle") == Message("phase.battle") and hash(Message("phase.battle"))
    # an unknown id reads as itself, never raises
    assert Message("no.such.id").english() == "no.such.id"


@pytest.mark.parametrize(
    ("phase", "step", "ids"),
    [
        ("battle", "drive", ("phase.battle", "step.drive")),
        ("attack", "attack declaration", ("phase.attack", "step.attack_declaration")),
        ("Main Phase", "Main Phase End Step", ("phase.main", "step.main_phase_end")),
        ("End Phase", "Clean Up", ("phase.end", "step.clean_up")),
        ("", "", ("phase.set_up",)),
        ("Set-up", "", ("phase.set_up",)),
    ],
)
def test_the_games_phase_names_have_ids(phase: str, step: str, ids: tuple[str, ...]) -> None:
    assert tuple(m.id for m in phase_messages(phase, step)) == ids


def test_an_unknown_phase_keeps_its_words() -> None:
    assert [m.english() for m in phase_messages("main", "call")] == ["Main Phase", "Call Step"]


@pytest.mark.parametrize("ruleset_id", registry.ids())
def test_every_phase_and_step_a_game_begins_has_an_id(ruleset_id: str) -> None:
    """Bot games of every ruleset: each phase and step they begin is a known
    message, so the desktop can word it in any language."""
    for seed in (1, 2):
        m = Match.new(ruleset_id, seed=seed)
        bots = [RandomBot(seed * 8 + i) for i in range(len(m.game.players))]
        n = 0
        while m.decision is not None and n < 3000:
            d = m.decision
            m.apply(bots[d.player].choose(d))
            n += 1
        for e in m.journal:
            if isinstance(e, PhaseBegan):
                assert phase_id(e.phase) in ENGLISH, e.phase
                assert not e.step or step_id(e.step) in ENGLISH, e.step
