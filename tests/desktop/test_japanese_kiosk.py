"""The kiosk and its guided demo in Japanese: the attract panel, every step
of each game's guided demo played by tapping where the kiosk points, the
demo's ending screen and the staff dialogs, failing on any English-looking
word and on any clipped text.

What stays English there, and is taken out before looking: card names
(data), the engine's own words (its question and choices, the reason a game
ended: not message ids yet) and the games' names."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.guided_demo import load_script, scripts
from desktop.kiosk import ATTRACT, QtKiosk
from desktop.session import Session
from engine import registry
from tests.desktop.driving import click
from tests.desktop.test_japanese import clipped, compiled, english_words, texts_of  # noqa: F401 - fixture
from tests.desktop.test_kiosk_demo import (  # noqa: F401 - fixtures
    GAMES,
    MakeKiosk,
    kiosk_settings,
    make_kiosk,
    pointed,
    tap,
    wait_for_step,
)

pytestmark = pytest.mark.gui


@pytest.fixture
def japanese(compiled: Path) -> Iterator[None]:  # noqa: F811
    # the windows of the tests before gone first (a language change reaches every widget still there)
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert i18n.apply_language("ja")
    yield
    # English again while the kiosk's window still stands: the words it
    # writes again on the change (and the timers that follow) find it there
    i18n.apply_language("en")
    QApplication.processEvents()


def _plain(text: str) -> str:
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def _english_in(text: str, kiosk: QtKiosk, extra: tuple[str, ...] = ()) -> list[str]:
    """The English-looking words of ``text`` once the words that stay as
    they are (card names, the engine's prompt and options, the game's name)
    are taken out."""
    s = kiosk.window.model.session
    assert s is not None
    keep = [c.name for c in s.match.ruleset.pool.cards.values()]
    keep += [registry.get(rid).title for rid in registry.ids()]
    d = kiosk.window.model.decision
    if d is not None:
        keep += [d.prompt, *(o.label for o in d.options)]
    outcome = s.match.outcome()
    if outcome is not None and outcome.reason:
        keep.append(outcome.reason)
    text = _plain(text)
    for word in sorted({*keep, *extra}, key=len, reverse=True):
        text = text.replace(word, " ")
    return english_words(text)


def test_every_guided_caption_has_its_japanese() -> None:
    for game in GAMES:
        script = load_script(game)
        assert script.lesson_ja and script.lesson_in("ja") == script.lesson_ja
        assert script.lesson_in("en") == script.lesson
        for beat in script.beats:
            assert beat.caption_ja and beat.caption_in("ja") == beat.caption_ja, beat.caption
            assert bool(beat.then_ja) == bool(beat.then), beat.caption
            assert beat.caption_in("en") == beat.caption


def test_a_caption_without_japanese_falls_back_to_english(tmp_path: Path) -> None:
    source = (Path(__file__).parents[2] / "assets/demos/weiss/guided.toml").read_text(encoding="utf-8")
    path = tmp_path / "guided.toml"
    path.write_text("\n".join(line for line in source.splitlines() if "_ja = " not in line), encoding="utf-8")
    script = load_script("weiss", path)
    assert [b.caption_in("ja") for b in script.beats] == [b.caption for b in script.beats]
    assert script.lesson_in("ja") == script.lesson == scripts()["weiss"].lesson


@pytest.mark.parametrize("game", GAMES)
def test_the_kiosk_and_its_guided_demo_in_japanese(
    qtbot: QtBot,
    make_kiosk: MakeKiosk,  # noqa: F811
    japanese: None,
    game: str,
) -> None:
    kiosk = make_kiosk(games=(game,))
    model = kiosk.window.model
    for _ in range(20):  # the attract game plays on
        model.step()
    qtbot.waitUntil(lambda: bool(kiosk.attract.caption.text()))

    # the attract panel
    assert kiosk.attract.play_button.text() == "タッチしてプレイ"
    assert kiosk.attract.title.text().startswith("ただいまデモ中")
    found = {t: _english_in(t, kiosk) for t in (kiosk.attract.title.text(), kiosk.attract.play_button.text())}
    assert not any(found.values()), found
    assert clipped(kiosk.attract) == []

    # every guided step, read and tapped
    click(qtbot, kiosk.attract.play_button)
    assert kiosk.demo is not None
    script = kiosk.demo.script
    steps: list[int] = []
    while True:
        wait_for_step(qtbot, kiosk)
        if kiosk.demo_end.isVisible():
            break
        plan = kiosk.demo_plan
        assert plan is not None and plan.beat is not None
        hint = kiosk.hint.text.text()
        if not steps or steps[-1] != plan.number:
            steps.append(plan.number)
            assert f"ステップ {plan.number}/{script.guided_beats}" in hint
            assert plan.beat.caption_ja.split("<b>")[0] in hint
            assert not _english_in(hint, kiosk), hint
            assert clipped(kiosk.hint) == []
        s = model.session
        assert s is not None
        before = (plan, model.selected_card, len(s.match.answers))
        qtbot.wait(30)
        at = pointed(kiosk)
        assert at is not None
        tap(qtbot, kiosk, at)

        def moved_on(before: tuple[object, ...] = before, s: Session = s) -> bool:
            now = (kiosk.demo_plan, model.selected_card, len(s.match.answers))
            return now != before or kiosk.demo_end.isVisible()

        qtbot.waitUntil(moved_on, timeout=10_000)
    assert steps == list(range(1, script.guided_beats + 1))

    # the ending screen
    end = kiosk.demo_end
    assert end.title.text() == "あなたの勝ち！"  # noqa: RUF001
    assert script.lesson_ja in end.text.text() and "スタッフに" in end.text.text()
    texts = [t for _, t in texts_of(end)]
    found = {t[:60]: _english_in(t, kiosk) for t in texts if _english_in(t, kiosk)}
    assert not found, found
    assert clipped(end) == []
    click(qtbot, end.back_button)
    assert kiosk.mode == ATTRACT
    qtbot.wait(100)  # the attract game's first words laid out before the window goes


def test_the_staff_dialogs_in_japanese(
    qtbot: QtBot,
    make_kiosk: MakeKiosk,  # noqa: F811
    japanese: None,
) -> None:
    kiosk = make_kiosk(games=("weiss",))
    pin = kiosk.request_staff()
    qtbot.waitExposed(pin)
    assert pin.windowTitle() == "スタッフ" and pin.message.text() == "スタッフPIN"
    pin.entry.setText("000000")
    assert not pin.submit()
    assert pin.message.text() == "PINが違います。もう一度入力してください。"
    menu = kiosk.open_staff_menu()
    qtbot.waitExposed(menu)
    change = menu.change_pin()
    qtbot.waitExposed(change)
    change.new_pin.setText("111111")
    change.repeat_pin.setText("111111")
    assert not change.submit()
    assert change.message.text() == "推測されやすいPINです: 別のPINにしてください。"
    log_file = str(kiosk.log_file)
    for dialog in (pin, menu, change):
        texts = [dialog.windowTitle(), *(t for _, t in texts_of(dialog))]
        # a file's path stays as it is, and PIN is Japanese's word too
        kept = (log_file, "PIN")
        found = {t[:60]: _english_in(t, kiosk, kept) for t in texts if _english_in(t, kiosk, kept)}
        assert not found, (type(dialog).__name__, found)
        assert clipped(dialog) == []
    change.reject()
    menu.reject()


def test_waits_read_in_japanese(japanese: None) -> None:
    from desktop.kiosk import wait_text

    assert [wait_text(t) for t in (45, 250, 3725)] == ["45秒", "4分10秒", "1時間3分"]


def test_the_kiosk_strips_take_a_language_chosen_while_shown(
    qtbot: QtBot,
    make_kiosk: MakeKiosk,  # noqa: F811
    compiled: Path,  # noqa: F811
) -> None:
    kiosk: QtKiosk = make_kiosk(games=("vanguard",))
    assert kiosk.attract.play_button.text() == "Touch to play"
    assert i18n.apply_language("ja")
    qtbot.waitUntil(lambda: kiosk.attract.play_button.text() == "タッチしてプレイ")
    assert kiosk.demo_end.back_button.text() == "デモゲームに戻る"
    assert i18n.apply_language("en")
    qtbot.waitUntil(lambda: kiosk.attract.play_button.text() == "Touch to play")
