"""Table mode: when Playmat asks the players, the prompt area says why."""

from __future__ import annotations

from collections.abc import Sequence

from pytestqt.qtbot import QtBot

from desktop.table.replay import feed_trace
from desktop.table.window import WHY_ASKED
from engine.decisions import Option
from hardware.table.report import APPLIED, ASK, BURIED, IN_SYNC, OVER, TARGET
from hardware.table.trace import director_trace, play_on_screen
from tests.desktop.test_table import table_window


def test_which_move_says_the_table_cannot_show_the_unit_attacked(qtbot: QtBot) -> None:
    """DBSCG: an attack rests the attacker, which the table shows, but not
    the card attacked (nor which face-down life card the damage took). The
    chooser lists the answers, and above it the window says why it asks;
    once the table matches again, it says nothing."""
    played = play_on_screen("dbscg", 1, 2, 60)
    trace = director_trace("dbscg", 1, list(played.answers))
    window = table_window(qtbot, trace.match())
    seen: list[tuple[str, str, bool]] = []

    def pick(idx: int) -> None:
        report = window.model.report
        seen.append((report.why, window.why_asked.text(), window.why_asked.isVisible()))
        window.model.choose(idx)

    result = feed_trace(window.model, trace, choose=pick)
    assert result.problems == []
    assert TARGET in {why for why, _, _ in seen}
    assert all(text == WHY_ASKED[why] and shown for why, text, shown in seen)
    assert window.model.report.state != ASK and not window.why_asked.isVisible()


def test_cards_buried_in_a_pile_are_asked_for_with_the_reason(qtbot: QtBot) -> None:
    """Weiss end phase: cards discarded onto the waiting room, only the top
    one read. The banner says to choose in the prompt, and above the prompt
    the window says that the cards lie under others in the pile."""
    played = play_on_screen("weiss", 5, 6)
    trace = director_trace("weiss", 5, list(played.answers))
    window = table_window(qtbot, trace.match())
    model = window.model
    seen: list[tuple[str, bool, bool]] = []
    answer = model.answer

    def in_the_prompt(keys: tuple[str, ...] | str, chosen: Sequence[Option] = ()) -> bool:
        if model.report.on_screen and model.report.why == BURIED:
            seen.append((window.why_asked.text(), window.why_asked.isVisible(), window.prompt.isVisible()))
        return answer(keys, chosen)

    model.answer = in_the_prompt  # type: ignore[method-assign]
    assert feed_trace(model, trace).problems == []
    assert seen and all(text == WHY_ASKED[BURIED] and shown and prompt for text, shown, prompt in seen)
    assert model.report.state in (IN_SYNC, APPLIED, OVER) and not window.why_asked.isVisible()
