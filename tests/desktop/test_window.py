"""The real window, driven by clicks, drags and keys (pytest-qt)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu, QPushButton
from pytestqt.qtbot import QtBot

from desktop.main_window import QtMainWindow
from desktop.session import GameSetup, recent_games
from desktop.settings import Settings
from desktop.wording import GameWords
from engine import registry
from engine.bots import RandomBot
from engine.decisions import Kind
from hardware.layouts import layout_for
from tests.desktop.conftest import OpenWindow
from tests.desktop.driving import answer_by_clicks, click, drag, play_by_clicks
from tests.desktop.hidden_names import hidden_names
from tests.desktop.toy_games import toy_match

pytestmark = pytest.mark.gui

GameWindow = Callable[..., QtMainWindow]


def focus(qtbot: QtBot, window: QtMainWindow) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def advance_until(
    qtbot: QtBot, window: QtMainWindow, wanted: Callable[[], bool], seed: int = 1, limit: int = 400
) -> None:
    """Answer by clicks (a random player) until ``wanted()`` holds."""
    play_by_clicks(qtbot, window, seed=seed, max_answers=limit, stop=wanted)
    assert wanted(), "the game never reached the wanted decision"


# -- the start screen ----------------------------------------------------------------------------


def test_the_start_screen_lists_every_game_and_starts_a_goldfish_game(qtbot: QtBot, open_window: OpenWindow) -> None:
    window = open_window()
    screen = window.start_screen
    assert window.pages.currentWidget() is screen
    box = screen.game_box
    assert [box.itemData(i) for i in range(box.count())] == registry.ids()
    box.setCurrentIndex(box.findData("weiss"))
    click(qtbot, screen.mode_buttons["goldfish"])
    screen.seed_edit.setText("7")
    assert len(screen.deck_boxes) == registry.get("weiss").players
    click(qtbot, screen.start_button)
    assert window.in_game
    s = window.model.session
    assert s is not None and s.match.ruleset.id == "weiss" and s.match.seed == 7 and s.mode == "goldfish"
    assert set(window.mat.zones) == set(layout_for("weiss").keys())
    hand = s.match.view(0).zone("p0.hand")
    assert sorted(window.hand.cards) == sorted(c.iid for c in hand.cards)
    assert window.windowTitle().startswith("Playmat — Weiss Schwarz")


def test_a_deck_file_with_a_problem_is_shown_with_file_and_line(
    qtbot: QtBot, open_window: OpenWindow, tmp_path: Path
) -> None:
    window = open_window()
    screen = window.start_screen
    screen.select("vanguard", "goldfish")
    bad = tmp_path / "bad.txt"
    bad.write_text("# my deck\n4 VGD-999 Nobody\n")
    assert not screen.add_deck_file(0, str(bad))
    assert screen.deck_error.text().startswith(f"{bad}:2:")
    good = registry.get("vanguard").demo_deck_paths()[1]
    assert screen.add_deck_file(0, str(good))
    assert screen.deck_error.text() == ""
    assert screen.decks()[0].path == str(good)
    assert screen.settings.last_deck("vanguard", 0) == str(good)


# -- answering by clicks on the mat and the hand --------------------------------------------------


def test_clicking_a_highlighted_card_in_the_hand_answers(qtbot: QtBot, game_window: GameWindow) -> None:
    window = game_window("vanguard", "goldfish", seed=1)
    model = window.model

    def one_option_card_in_hand() -> bool:
        d = model.decision
        return (
            d is not None
            and d.kind is Kind.ACTION
            and any(len(model.options_for_card(iid)) == 1 for iid in window.hand.cards)
        )

    advance_until(qtbot, window, one_option_card_in_hand)
    iid = next(i for i in window.hand.cards if len(model.options_for_card(i)) == 1)
    key = model.options_for_card(iid)[0].key
    assert window.hand.cards[iid].legal  # highlighted
    answers = len(model.match.answers)
    qtbot.mouseClick(window.hand.viewport(), Qt.MouseButton.LeftButton, pos=window.hand.card_point(iid))
    assert model.match.answers[answers] == (key,)


def test_choosing_several_cards_by_clicks_then_confirm_with_enter(qtbot: QtBot, game_window: GameWindow) -> None:
    window = game_window("weiss", "goldfish", seed=2)
    model = window.model
    d = model.decision
    assert d is not None and d.kind is Kind.CARDS and d.max > 1  # the mulligan
    focus(qtbot, window)
    chosen = [o for o in d.options if o.card in window.hand.cards][:2]
    for o in chosen:
        qtbot.mouseClick(window.hand.viewport(), Qt.MouseButton.LeftButton, pos=window.hand.card_point(o.card))  # type: ignore[arg-type]
    assert model.picked == [o.key for o in chosen]
    assert window.hand.cards[chosen[0].card].picked == 1  # type: ignore[index]
    assert window.prompt.buttons[chosen[1].key].isChecked()
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert model.match.answers[0] == tuple(o.key for o in chosen)


def test_order_number_and_yes_no_decisions_by_clicks(qtbot: QtBot, open_window: OpenWindow) -> None:
    """On the toy game (no mat file: the mat is laid out from its zones)."""
    window = open_window(factory=toy_match)
    assert window.start_game(GameSetup("asking-toy", "goldfish", (), 1))
    model = window.model
    assert window.mat.zones and all(k.split(".")[1] != "hand" for k in window.mat.zones)
    d = model.decision
    assert d is not None and d.kind is Kind.ORDER
    assert window.prompt.question.toolTip() == "Rule TOY 3"
    click(qtbot, window.prompt.buttons["c"])
    click(qtbot, window.prompt.buttons["a"])
    assert window.prompt.buttons["a"].text().startswith("2. ")
    click(qtbot, window.prompt.buttons["a"])  # taken back
    assert model.picked == ["c"]
    click(qtbot, window.prompt.buttons["a"])
    click(qtbot, window.prompt.buttons["b"])  # the last one confirms the order
    assert model.match.answers[0] == ("c", "a", "b")
    assert model.decision is not None and model.decision.kind is Kind.NUMBER
    click(qtbot, window.prompt.buttons["2"])
    assert model.decision is not None and model.decision.kind is Kind.YESNO
    click(qtbot, window.prompt.buttons["no"])
    assert model.match.answers[1:] == [("2",), ("no",)]
    assert window.log_panel.lines()[-len(model.match.journal) :]


def test_dropping_a_card_on_its_place_answers_and_an_illegal_drop_snaps_back(
    qtbot: QtBot, game_window: GameWindow
) -> None:
    window = game_window("systemgate", "goldfish", seed=1)
    model = window.model
    mat_zones = set(window.mat.zones)

    def placeable() -> bool:
        d = model.decision
        return d is not None and any(o.card in window.hand.cards and o.zone in mat_zones for o in d.options)

    advance_until(qtbot, window, placeable)
    d = model.decision
    assert d is not None
    option = next(o for o in d.options if o.card in window.hand.cards and o.zone in mat_zones)
    iid, zone = option.card, option.zone
    assert iid is not None and zone is not None
    answers = len(model.match.answers)
    # An illegal drop first: the opponent's side of the mat.
    wrong = next(k for k in window.mat.zones if k.startswith("p1."))
    drag(window.hand.viewport(), window.hand.card_point(iid), window.mat.viewport(), window.mat.zone_point(wrong))
    assert len(model.match.answers) == answers
    assert "cannot go" in window.statusBar().currentMessage()
    assert iid in window.hand.cards  # back in the hand
    # Then on its place.
    drag(window.hand.viewport(), window.hand.card_point(iid), window.mat.viewport(), window.mat.zone_point(zone))
    assert model.match.answers[answers] == (option.key,)
    assert iid in window.mat.cards and window.mat.cards[iid].zone == zone


def test_dropping_a_card_on_a_circle_rides_or_calls_it(qtbot: QtBot, game_window: GameWindow) -> None:
    """Vanguard's ride and call name no circle: the drop finds the option that puts the card there."""
    window = game_window("vanguard", "goldfish", seed=1)
    model = window.model

    def ride() -> bool:
        d = model.decision
        return d is not None and any(o.key.startswith("ride:") and o.card in window.hand.cards for o in d.options)

    advance_until(qtbot, window, ride)
    d = model.decision
    assert d is not None
    option = next(o for o in d.options if o.key.startswith("ride:") and o.card in window.hand.cards)
    answers = len(model.match.answers)
    drag(
        window.hand.viewport(),
        window.hand.card_point(option.card),
        window.mat.viewport(),
        window.mat.zone_point("p0.VC"),
    )  # type: ignore[arg-type]
    assert model.match.answers[answers] == (option.key,)
    assert window.mat.cards[option.card].zone == "p0.VC"  # type: ignore[index]


def test_the_deck_dialog_starts_where_the_last_deck_was_taken_from(
    qtbot: QtBot, open_window: OpenWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The deck dialog opens in the folder of the seat's last deck (or the
    home folder), and offers Cockatrice decks (.cod) beside deck lists."""
    window = open_window()
    screen = window.start_screen
    screen.select("vanguard", "goldfish")
    asked: list[tuple[str, str]] = []

    def dialog(_parent: object, _title: str, start: str, kinds: str) -> tuple[str, str]:
        asked.append((start, kinds))
        return "", ""

    monkeypatch.setattr("desktop.start_screen.QFileDialog.getOpenFileName", dialog)
    mine = tmp_path / "my decks"
    mine.mkdir()
    deck = mine / "deck.txt"
    deck.write_text(registry.get("vanguard").demo_deck_paths()[0].read_text())
    assert screen.add_deck_file(0, str(deck))
    screen.settings.set_last_deck("vanguard", 1, "")
    for seat in (0, 1):
        click(qtbot, screen.findChild(QPushButton, f"deckFile:{seat}"))
    assert [Path(a) for a, _ in asked] == [mine, Path.home()]
    assert all("*.cod" in k for _, k in asked)


# -- undo, redo, restart, pass -----------------------------------------------------------------------


def test_undo_and_redo_with_the_keyboard(qtbot: QtBot, game_window: GameWindow) -> None:
    window = game_window("dbscg", "goldfish", seed=4)
    model = window.model
    play_by_clicks(qtbot, window, seed=4, max_answers=8)
    s = model.session
    assert s is not None
    answers, digest = len(s.match.answers), s.match.journal_digest()
    focus(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(model.match.answers) < answers
    assert model.decision is not None and model.decision.player == 0
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert (len(model.match.answers), model.match.journal_digest()) == (answers, digest)
    assert window.log_panel.shown == len(model.match.journal)


def test_pass_key_and_restart_with_the_same_seed(qtbot: QtBot, game_window: GameWindow) -> None:
    window = game_window("systemgate", "goldfish", seed=2)
    model = window.model
    advance_until(
        qtbot, window, lambda: model.decision is not None and any(o.key == "pass" for o in model.decision.options)
    )
    focus(qtbot, window)
    answers = len(model.match.answers)
    qtbot.keyClick(window, Qt.Key.Key_P)
    assert model.match.answers[answers] == ("pass",)
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert model.match.seed == 2 and model.match.answers == []


def test_game_keys_work_after_a_prompt_button_is_clicked_and_type_only_in_a_field_the_player_clicked(
    qtbot: QtBot, game_window: GameWindow
) -> None:
    """Clicking a prompt's button leaves the keyboard with the game: ``P``
    passes and ``Ctrl+Z`` undoes the move, wherever the focus went when the
    buttons were rebuilt (it once went to the log's filter, which took both).
    Once the player clicks the filter, keys type there."""
    window = game_window("systemgate", "goldfish", seed=2)
    model = window.model
    advance_until(
        qtbot, window, lambda: model.decision is not None and any(o.key == "pass" for o in model.decision.options)
    )
    focus(qtbot, window)
    d = model.decision
    assert d is not None
    other = next(o.key for o in d.options if o.key != "pass")
    answers = len(model.match.answers)
    answer_by_clicks(qtbot, window, (other,))
    assert len(model.match.answers) > answers
    after_click = len(model.match.answers)
    target = QApplication.focusWidget() or window
    assert target is not window.log_panel.filter
    if model.decision is not None and any(o.key == "pass" for o in model.decision.options):
        qtbot.keyClick(target, Qt.Key.Key_P)
        assert model.match.answers[after_click] == ("pass",)
    target = QApplication.focusWidget() or window
    before_undo = len(model.match.answers)
    qtbot.keyClick(target, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(model.match.answers) < before_undo and window.log_panel.filter.text() == ""
    # the player clicks the filter: now keys type there, and the game is left alone
    moves = len(model.match.answers)
    click(qtbot, window.log_panel.filter)
    qtbot.keyClick(window.log_panel.filter, Qt.Key.Key_P)
    assert window.log_panel.filter.text() == "p" and len(model.match.answers) == moves


def test_the_log_keeps_up_with_the_game_unless_the_player_scrolled_back(qtbot: QtBot, game_window: GameWindow) -> None:
    """The log shows its newest line after every answer; once the player
    scrolls back to read, it stays where they are; scrolled to the bottom
    again, it follows again."""
    window = game_window("vanguard", "goldfish", seed=3)
    window.resize(1280, 800)
    bar = window.log_panel.text.verticalScrollBar()

    def answers(n: int, seed: int) -> None:
        play_by_clicks(qtbot, window, seed=seed, max_answers=n)
        qtbot.wait(10)

    for n in range(6):
        answers(3, 3 + n)
        assert bar.value() == bar.maximum() > 0
    bar.setValue(bar.maximum() // 2)  # the player scrolls back
    kept = bar.value()
    answers(3, 20)
    assert bar.value() == kept < bar.maximum()
    bar.setValue(bar.maximum())  # and down to the newest line again
    answers(3, 21)
    assert bar.value() == bar.maximum()


# -- saving, resuming ---------------------------------------------------------------------------------


def test_the_open_replay_and_save_dialogs_start_in_the_games_folder(
    qtbot: QtBot, game_window: GameWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The file dialogs open where the games are kept (the user's games
    folder, made if missing), not in the folder Playmat was started from."""
    started_in = tmp_path / "started-in"
    started_in.mkdir()
    monkeypatch.chdir(started_in)
    window = game_window("vanguard", "goldfish", seed=1)
    asked: list[str] = []

    def dialog(_parent: object, _title: str, start: str, _filter: str) -> tuple[str, str]:
        asked.append(start)
        return "", ""

    monkeypatch.setattr("desktop.main_window.QFileDialog.getOpenFileName", dialog)
    monkeypatch.setattr("desktop.main_window.QFileDialog.getSaveFileName", dialog)
    window.open_action.trigger()
    window.replay_action.trigger()
    window.save_action.trigger()
    assert window.model.state_dir is not None
    folder = window.model.state_dir / "games"
    assert folder.is_dir() and len(asked) == 3
    assert [Path(a) for a in asked[:2]] == [folder, folder]
    assert Path(asked[2]).parent == folder and Path(asked[2]).name.startswith("game")
    assert not any(Path(a).resolve().is_relative_to(started_in) for a in asked)


def test_save_to_a_file_and_open_it_again(
    qtbot: QtBot, game_window: GameWindow, open_window: OpenWindow, tmp_path: Path
) -> None:
    window = game_window("weiss", "goldfish", seed=3)
    play_by_clicks(qtbot, window, seed=3, max_answers=10)
    path = tmp_path / "mine.playmat.json"
    assert window.model.save_as(path)
    assert "Saved to" in window.statusBar().currentMessage()
    digest = window.model.match.journal_digest()
    other = open_window()
    assert other.open_game(path)
    assert other.in_game and other.model.match.journal_digest() == digest


def test_a_broken_save_file_is_reported(open_window: OpenWindow, tmp_path: Path, dialogs: list[str]) -> None:
    bad = tmp_path / "broken.playmat.json"
    bad.write_text('{"format": "playmat-match", "version": 1, "ruleset": "chess", "seed": 1}')
    window = open_window()
    assert not window.open_game(bad)
    assert len(dialogs) == 1 and "unknown game 'chess'" in dialogs[0] and str(bad) in dialogs[0]
    dialogs.clear()
    assert not window.in_game


def test_closing_the_window_loses_nothing_and_resume_brings_it_back(
    qtbot: QtBot, game_window: GameWindow, open_window: OpenWindow, state: Path
) -> None:
    window = game_window("vanguard", "goldfish", seed=8)
    play_by_clicks(qtbot, window, seed=8, max_answers=12)
    digest, answers = window.model.match.journal_digest(), list(window.model.match.answers)
    window.close()
    again = open_window()
    screen = again.start_screen
    assert screen.resume_button.isVisible() and "Vanguard" in screen.resume_button.text()
    click(qtbot, screen.resume_button)
    assert again.in_game
    assert again.model.match.answers == answers and again.model.match.journal_digest() == digest
    assert len(recent_games(state).games) == 1


# -- hot-seat ------------------------------------------------------------------------------------------


def test_hot_seat_hides_the_hand_until_the_next_player_is_ready(qtbot: QtBot, game_window: GameWindow) -> None:
    window = game_window("vanguard", "hotseat", seed=1)
    model = window.model
    first = model.viewer
    while not model.handover:
        d = model.decision
        assert d is not None
        answer_by_clicks(qtbot, window, RandomBot(1).choose(d))
    assert window.cover.isVisible()
    nxt = model.viewer
    assert nxt != first
    assert window.hand.cards == {}  # nothing of anybody's hand on screen
    assert model.decision is None and window.prompt.buttons == {}
    assert f"Player {nxt + 1}" in window.cover.title.text()
    focus(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert not window.cover.isVisible()
    hand = model.match.view(nxt).zone(f"p{nxt}.hand")
    assert sorted(window.hand.cards) == sorted(c.iid for c in hand.cards)
    # The other player's hand is not named anywhere on screen.
    secret = {c.name for c in model.match.view(first).zone(f"p{first}.hand").cards} - {
        c.name for z in model.match.view(nxt).zones for c in z.cards if c.name
    }
    shown = "\n".join(window.log_panel.lines())
    assert not any(name and name in shown for name in secret)


# -- manual moves, zoom, log, help, settings --------------------------------------------------------------


def menu_action(menu: QMenu, *path: str):  # type: ignore[no-untyped-def]
    for action in menu.actions():
        if action.text().replace("&", "") == path[0]:
            if len(path) == 1:
                return action
            sub = action.menu()
            assert sub is not None
            return menu_action(sub, *path[1:])
    raise AssertionError(f"no menu entry {path[0]!r} in {[a.text() for a in menu.actions()]}")


def test_right_click_moves_and_turns_cards_by_hand_and_logs_it(qtbot: QtBot, game_window: GameWindow) -> None:
    from desktop.manual_menu import card_menu, table_menu

    window = game_window("vanguard", "goldfish", seed=2)
    model = window.model
    advance_until(qtbot, window, lambda: model.match.game.turn >= 2)
    view = model.view()
    assert view is not None
    iid, item = next((i, it) for i, it in window.mat.cards.items() if it.zone == "p0.VC")
    menu = card_menu(model, view, item.card, item.zone)
    menu_action(menu, "Rest").trigger()
    assert window.mat.cards[iid].rotation() == 90
    assert "by hand" in window.log_panel.lines()[-1]
    card = next(c for c in model.view().zone("p0.hand").cards)  # type: ignore[union-attr]
    menu = card_menu(model, model.view(), card, "p0.hand")  # type: ignore[arg-type]
    menu_action(menu, "Move to", "Player 1 (you)", "drop").trigger()
    assert window.mat.cards[card.iid].zone == "p0.drop"
    counters = table_menu(model, model.view())  # type: ignore[arg-type]
    before = len(model.match.answers)
    menu_action(
        counters, "Player 2", *[a.text() for a in menu_action(counters, "Player 2").menu().actions()][:1]
    ).trigger()
    assert model.match.answers[before]["manual"]["player"] == 1  # type: ignore[index]
    assert window.log_panel.kind.findText("By hand") >= 0
    window.log_panel.kind.setCurrentText("By hand")
    shown = window.log_panel.lines(visible_only=True)
    assert len(shown) >= 3 and all("by hand" in line for line in shown)


def test_hovering_a_card_shows_it_in_the_zoom_panel(qtbot: QtBot, game_window: GameWindow) -> None:
    window = game_window("dbscg", "goldfish", seed=1)
    iid, item = next(iter(window.hand.cards.items()))
    qtbot.mouseMove(window.hand.viewport(), window.hand.card_point(iid))
    qtbot.waitUntil(lambda: window.zoom.card is not None)
    assert window.zoom.card.iid == iid  # type: ignore[union-attr]
    assert item.card.name in window.zoom.text.text()  # type: ignore[operator]


def test_the_log_filters_and_shows_rule_numbers(qtbot: QtBot, game_window: GameWindow) -> None:
    window = game_window("vanguard", "goldfish", seed=1)
    play_by_clicks(qtbot, window, seed=1, max_answers=15)
    log = window.log_panel
    # every event, in Player 1's words, without the names of the opponent's
    # cards Player 1 has not seen (the abilities of their deck, at the start)
    hidden, _ = hidden_names(window.model.match, [0])
    said_by = GameWords("vanguard")
    words = [said_by.event(e, 0) for e in window.model.match.journal]
    assert len(log.lines()) == len(words)
    for line, said in zip(log.lines(), words, strict=True):
        assert line == said or any(name in said for name in hidden)
        assert not any(name in line for name in hidden)
    assert any(t.startswith("VG ") for t in log.rule_tips())
    qtbot.keyClicks(log.filter, "hand")
    shown = log.lines(visible_only=True)
    assert shown and all("hand" in line.lower() for line in shown)
    assert window.log_panel.text.toPlainText().split("\n") == shown
    log.filter.clear()
    line = next(i for i, t in enumerate(log.rule_tips()) if t)
    assert log.tip_at_line(line).startswith("Rule VG ")


def test_f1_lists_the_shortcuts(qtbot: QtBot, game_window: GameWindow) -> None:
    window = game_window("weiss", "goldfish")
    focus(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    assert window.help.isVisible()
    text = window.help.text.text()
    for keys in ("Ctrl+Z", "Ctrl+Shift+Z", "Return", "P", "F1", "Ctrl+T"):
        assert f"<b>{keys}" in text
    qtbot.keyClick(window, Qt.Key.Key_F1)
    assert not window.help.isVisible()


def test_card_size_is_a_setting_that_persists(qtbot: QtBot, game_window: GameWindow, settings: Settings) -> None:
    window = game_window("vanguard", "goldfish")
    before = settings.card_width
    focus(qtbot, window)
    window.smaller_action.trigger()
    assert settings.card_width < before
    again = Settings(type(settings.store)(settings.store.fileName(), settings.store.format()))
    assert again.card_width == settings.card_width
    window.sound_action.trigger()
    assert settings.sound is False


# -- watch mode and statistics ------------------------------------------------------------------------------


def test_watch_mode_plays_to_the_end_and_changes_seat(qtbot: QtBot, game_window: GameWindow) -> None:
    window = game_window("dbscg-1.0", "watch", seed=3)
    model = window.model
    focus(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert len(model.match.answers) == 1
    qtbot.keyClick(window, Qt.Key.Key_V)
    assert model.viewer == 1
    qtbot.keyClick(window, Qt.Key.Key_E)
    qtbot.waitUntil(lambda: model.session.over, timeout=60_000)  # type: ignore[union-attr]
    assert window.prompt.who.text() == "Game over"


def test_statistics_run_in_the_background_and_can_be_cancelled(qtbot: QtBot, game_window: GameWindow) -> None:
    window = game_window("vanguard", "goldfish")
    stats = window.show_stats()
    assert stats is not None and stats.isVisible()
    stats.games_box.setValue(6)
    click(qtbot, stats.run_button)
    assert stats.running and not stats.run_button.isEnabled()
    qtbot.waitUntil(lambda: not stats.running, timeout=60_000)
    assert stats.last_stats is not None and stats.last_stats.games == 6
    assert stats.summary.text().startswith("Played 6 games")
    assert stats.opening_chart.bars and stats.progress.value() == 6
    stats.games_box.setValue(100_000)
    click(qtbot, stats.run_button)
    click(qtbot, stats.cancel_button)
    qtbot.waitUntil(lambda: not stats.running, timeout=60_000)
    assert stats.last_stats.cancelled and stats.summary.text().startswith("Cancelled after")
    stats.close()


def test_an_engine_error_is_shown_and_the_window_goes_on(
    qtbot: QtBot, game_window: GameWindow, monkeypatch: pytest.MonkeyPatch, dialogs: list[str]
) -> None:
    window = game_window("weiss", "goldfish", seed=1)
    match = window.model.match

    def explode(keys: object) -> None:
        raise RuntimeError("the rules fell over")

    monkeypatch.setattr(match, "apply", explode)
    d = window.model.decision
    assert d is not None
    answer_by_clicks(qtbot, window, RandomBot(1).choose(d))
    assert len(dialogs) == 1 and "RuntimeError: the rules fell over" in dialogs[0]
    assert "kept as it was before it" in dialogs[0]
    dialogs.clear()
    assert window.model.decision == d and window.model.match.answers == []


def test_mats_of_every_game_show_every_seat(qtbot: QtBot, game_window: GameWindow) -> None:
    for rid in registry.ids():
        window = game_window(rid, "hotseat")
        lay = layout_for(rid)
        assert set(window.mat.zones) == set(lay.keys())
        assert {z.seat for z in lay.zones} == set(range(registry.get(rid).players))
        window.close()


def test_a_saved_game_is_replayed_step_by_step(
    qtbot: QtBot, game_window: GameWindow, open_window: OpenWindow, tmp_path: Path
) -> None:
    window = game_window("vanguard", "hotseat", seed=6)
    play_by_clicks(qtbot, window, seed=6, max_answers=25)
    path = tmp_path / "replay.playmat.json"
    assert window.model.save_as(path)
    full = window.model.match
    viewer = open_window()
    assert viewer.replay_game(path)
    model = viewer.model
    assert model.match.answers == [] and model.decision is None
    focus(qtbot, viewer)
    for _ in range(3):
        qtbot.keyClick(viewer, Qt.Key.Key_Right)
    assert model.match.answers == full.answers[:3]
    qtbot.keyClick(viewer, Qt.Key.Key_Left)
    assert model.match.answers == full.answers[:2]
    assert viewer.log_panel.shown == len(model.match.journal)
    qtbot.keyClick(viewer, Qt.Key.Key_End)
    assert model.match.journal_digest() == full.journal_digest()
    assert "replay, answer 25 of 25" in viewer.status.text()
    assert not viewer.model.manual({"flip": 0, "face_up": True})  # nothing changes a replay
