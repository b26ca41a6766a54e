"""A remote seat's question in its player's language: the referee sends the
question's words as messages (ids and parameters, a card as its number and
the name the seat may read), and the online window words them as hot-seat
does."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from desktop import i18n, i18n_build
from desktop.online import QtOnlineWindow
from engine.messages import CardRef, Message
from remote.referee import Referee
from remote.wire import FACE_DOWN, decision_from_dict, message_dict, message_from_dict

pytestmark = pytest.mark.remote


@pytest.fixture
def japanese(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    out = tmp_path / "i18n"
    out.mkdir()
    assert i18n_build.build(out=out)
    monkeypatch.setattr(i18n, "i18n_dir", lambda: out)
    assert i18n.apply_language("ja")
    yield
    i18n.apply_language("en")


@pytest.mark.gui
def test_a_japanese_online_window_shows_a_japanese_prompt(
    qtbot: QtBot, japanese: None, game_on: Callable[..., Referee]
) -> None:
    ref = game_on("vanguard")
    window = QtOnlineWindow(ref.invitations()[1])
    qtbot.addWidget(window)
    window.show()
    try:
        qtbot.waitUntil(lambda: window.model.decision is not None, timeout=20_000)
        d = window.model.decision
        assert d is not None and d.message is not None
        assert d.prompt == "Choose your first vanguard (a grade 0 card)"  # the English, as the engine gave it
        qtbot.waitUntil(lambda: "ファーストヴァンガード" in window.prompt.question.text(), timeout=10_000)
    finally:
        window.close()


def test_the_view_carries_the_question_as_messages(game_on: Callable[..., Referee]) -> None:
    ref = game_on("vanguard")
    msg = ref.seat_message(1)
    d = ref.match.decision
    assert d is not None and d.player == 0 and d.message is not None
    said = json.loads(json.dumps(msg["said"]))
    assert said["prompt"]["id"] == d.message.id
    got = decision_from_dict(msg["decision"], said)
    assert got.message == d.message
    assert [o.message for o in got.options] == [o.message for o in d.options]
    # the other seat is not asked: no words of the question reach it
    assert "said" not in ref.seat_message(2)


def test_a_card_the_seat_may_not_read_travels_face_down() -> None:
    m = Message(
        "x", (("card", CardRef(7, "Secret Dragon")), ("n", 3), ("in", Message("y", (("c", CardRef(8, "Mine")),))))
    )
    raw = json.loads(json.dumps(message_dict(m, lambda iid, name: name == "Mine")))
    assert "Secret Dragon" not in json.dumps(raw)
    back = message_from_dict(raw)
    assert dict(back.params)["card"] == CardRef(-1, FACE_DOWN)
    assert dict(back.params)["n"] == 3
    inner = dict(back.params)["in"]
    assert isinstance(inner, Message) and dict(inner.params)["c"] == CardRef(8, "Mine")
    # a malformed message leaves the English words
    assert (
        decision_from_dict(
            {"player": 0, "kind": "yesno", "prompt": "Go?", "options": [], "min": 1, "max": 1}, {"prompt": 5}
        ).message
        is None
    )
