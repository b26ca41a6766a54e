"""The kiosk itself: the attract loop, the visitor's game (guided demo or
goldfish), the idle reset and the way to the staff menu."""

from __future__ import annotations

import logging
import random
import secrets
import time
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeyEvent, QMouseEvent, QTouchEvent
from PySide6.QtWidgets import QApplication, QWidget

from desktop.guided_demo import VISITOR_SEAT, DemoRun, Plan, script_for
from desktop.i18n import current_language
from desktop.kiosk.keys import (
    INPUT_EVENTS,
    KEY_EVENTS,
    PRESS_EVENTS,
    RELEASE_EVENTS,
    WATCHED_EVENTS,
    is_escape_key,
    is_staff_key,
)
from desktop.kiosk.settings import KioskSettings
from desktop.kiosk.staff import Clock, PinGuard, QtPinDialog, QtPinSetup, QtStaffMenu
from desktop.kiosk.strips import QtAttractStrip, QtDemoEnd, QtHintStrip, QtTapPointer
from desktop.logs import LOG_FILE_NAME, state_dir
from desktop.main_window import QtMainWindow
from desktop.prompt_panel import how_to_answer
from desktop.rules_viewer import KIOSK_PROPERTY
from desktop.session import BOT, GOLDFISH, MAX_SEED, PASSIVE, WATCH, GameSetup
from desktop.wording import outcome_text, said, seat_name
from engine import registry
from engine.decisions import Decision
from engine.errors import PlaymatError
from engine.events import CardMoved, GameEnded, Happened, Note, PhaseBegan, PlayerLost, TurnBegan
from engine.match import SEED_BITS

log = logging.getLogger(__name__)

#: Qt's translation (context ``Kiosk``), by the name its tools look for
translate = QCoreApplication.translate

#: after a game of the attract loop ends, its result stays on screen this long
END_PAUSE_MS = 5000

#: how long a corner must be held to ask for the PIN
LONG_PRESS_MS = 2000

#: the size of the corners that open the PIN dialog on a long press, in pixels
CORNER_PX = 96

#: journal events in the attract loop's caption (the newest one largest)
CAPTION_EVENTS = 3

#: the events a caption tells: what happened in sentences, turns and phases,
#: and the moves no sentence tells (a draw); not the answers nor the effects' bookkeeping
CAPTION_KINDS = (Note, Happened, TurnBegan, PhaseBegan, CardMoved, PlayerLost, GameEnded)

#: the guided demo's ending screen goes back to the attract loop after this long
DEMO_END_MS = 20_000

ATTRACT = "attract"

VISITOR = "visitor"

#: Actions of the main window that stay on in kiosk mode (answering only).
KEPT_ACTIONS = ("confirm_action", "pass_action")


def won_text(won: bool) -> str:
    """The title of a finished demo game."""
    return translate("Kiosk", "You won!") if won else translate("Kiosk", "Good game!")


class QtKiosk(QObject):
    """Runs the main window as a kiosk (see the module's text).

    The times may be given in the constructor (tests use short ones);
    otherwise they come from the settings.
    """

    #: ATTRACT or VISITOR
    mode_changed = Signal(str)

    def __init__(
        self,
        window: QtMainWindow,
        settings: KioskSettings,
        *,
        idle_ms: int | None = None,
        switch_ms: int | None = None,
        step_ms: int | None = None,
        end_pause_ms: int = END_PAUSE_MS,
        long_press_ms: int = LONG_PRESS_MS,
        log_file: Path | None = None,
        seed: int | None = None,
        demo_step_ms: int | None = None,
        demo_end_ms: int = DEMO_END_MS,
        clock: Clock = time.time,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.model = window.model
        self.settings = settings
        self.games = settings.games
        self.log_file = log_file if log_file is not None else state_dir() / LOG_FILE_NAME
        self.mode = ATTRACT
        #: the index in ``games`` of the game on show
        self.index = -1
        self.games_shown = 0
        #: the seeds of the games on show come from ``seed`` (a soak, a test), else from :mod:`secrets`
        self._rng = random.Random(seed) if seed is not None else None
        self._exiting = False
        self._active = False
        self.pin_dialog: QtPinDialog | None = None
        self.staff_menu: QtStaffMenu | None = None
        #: the dialog that sets the kiosk's first staff PIN
        self.pin_setup: QtPinSetup | None = None
        self.pin_guard = PinGuard(settings, clock)

        def timer(ms: int, single: bool, slot: object) -> QTimer:
            t = QTimer(self)
            t.setInterval(max(0, ms))
            t.setSingleShot(single)
            t.timeout.connect(slot)
            return t

        self.idle_timer = timer(
            idle_ms if idle_ms is not None else int(settings.idle_seconds * 1000), True, self._on_idle
        )
        self.switch_timer = timer(
            switch_ms if switch_ms is not None else int(settings.switch_seconds * 1000), True, self.next_game
        )
        self.step_timer = timer(step_ms if step_ms is not None else settings.step_ms, False, self._on_step)
        self.end_timer = timer(end_pause_ms, True, self.next_game)
        self.press_timer = timer(long_press_ms, True, self.ask_staff)
        #: the scripted answers of a guided demo come one per tick
        self.demo_timer = timer(
            demo_step_ms if demo_step_ms is not None else settings.demo_step_ms, True, self._demo_auto
        )
        #: the guided demo's ending screen goes back to the attract loop
        self.demo_end_timer = timer(demo_end_ms, True, self.start_attract)
        #: the guided demo in progress (None: none, or a free goldfish game)
        self.demo: DemoRun | None = None
        #: the visitor's next answer in the demo, and the decision it answers
        self.demo_plan: Plan | None = None
        self._demo_decision: Decision | None = None
        #: a wrong tap was made on this guided step
        self.demo_missed = False

        self._build_overlays(window)

    def _build_overlays(self, window: QtMainWindow) -> None:
        """The strips, pointer and ending screen over the mat, and the model's signals."""
        # over the mat, as children of the page stack (a QSplitter would take them in as panes)
        page = window.pages
        self.attract = QtAttractStrip(page)
        self.attract.play_button.clicked.connect(self.touch_to_play)
        self.hint = QtHintStrip(page)
        self.hint.again_button.clicked.connect(self.touch_to_play)
        self.hint.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, False)
        self.hint.text.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.attract.hide()
        self.hint.hide()
        self.pointer = QtTapPointer(page)
        self.pointer.locate = self._demo_target_rect
        self.demo_end = QtDemoEnd(page)
        self.demo_end.back_button.clicked.connect(self.start_attract)
        self.model.changed.connect(self._on_changed)
        self.model.game_started.connect(self._on_changed)
        self.model.picking_changed.connect(self.pointer.refresh)
        self.model.notice.connect(self._on_notice)

    # -- the window ---------------------------------------------------------------------

    def start(self, show: bool = True) -> None:
        """Lock the window, install the input filter and start the attract
        loop; without a staff PIN, ask staff for one first."""
        w = self.window
        w.setProperty(KIOSK_PROPERTY, True)  # no rules viewer or other window for visitors
        w.setWindowFlag(Qt.WindowType.FramelessWindowHint, True)
        w.setWindowFlag(Qt.WindowType.WindowStaysOnTopHint, True)
        w.menuBar().setVisible(False)
        w.menuBar().setEnabled(False)
        w.statusBar().setVisible(False)
        locked: set[QAction] = set(w.actions())
        for name in KEPT_ACTIONS:
            locked.discard(getattr(w, name))
        w.locked_actions = locked
        for act in locked:
            act.setEnabled(False)
        for view in (w.mat, w.hand):
            view.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)
        w.prompt.set_touch(True)  # a touch screen: no key named, buttons a fingertip can hit
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        self._active = True
        log.info("kiosk mode: games on show %s", ", ".join(self.games))
        if self.settings.has_pin:
            self.start_attract()
        else:
            log.warning("no staff PIN yet: the kiosk shows no demo game until staff set one")
            QTimer.singleShot(0, self.set_up_pin)  # over the window, once it is shown
        if show:
            w.showFullScreen()

    def shutdown(self) -> None:
        """Stop the timers and the input filter; the window may close again."""
        self._active = False
        self._exiting = True
        for t in (self.idle_timer, self.switch_timer, self.step_timer, self.end_timer, self.press_timer):
            t.stop()
        self._stop_demo()
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self._close_dialogs()

    def exit_app(self) -> None:
        """Staff asked to close Playmat."""
        log.info("kiosk closed by staff")
        self.shutdown()
        self.model.stop()
        self.window.close()

    # -- attract loop --------------------------------------------------------------------

    def start_attract(self) -> None:
        self.idle_timer.stop()
        self._stop_demo()
        self.mode = ATTRACT
        self.hint.hide()
        self.attract.show()
        self.attract.raise_()
        self._place()
        self.mode_changed.emit(ATTRACT)
        self.next_game()

    def next_game(self) -> None:
        """The next game of the attract loop (also when it is time to switch)."""
        if self.mode != ATTRACT or not self._active:
            return
        self.end_timer.stop()
        for _ in range(len(self.games)):
            self.index = (self.index + 1) % len(self.games)
            game = self.games[self.index]
            setup = GameSetup(game, WATCH, (), self._new_seed())
            if self.window.start_game(setup):
                break
            log.warning("the attract loop skips %s: it cannot start", game)
        else:
            log.error("no game on show can start")
            return
        self.games_shown += 1
        self.attract.raise_()  # a page change puts the page on top
        self.switch_timer.start()
        self.step_timer.start()
        self._on_changed()

    def _new_seed(self) -> int:
        """A new game's seed: of :data:`~engine.match.SEED_BITS` bits from :mod:`secrets`."""
        if self._rng is not None:
            return self._rng.randrange(MAX_SEED + 1)
        return secrets.randbits(SEED_BITS)

    @property
    def game_on_show(self) -> str:
        return self.games[max(self.index, 0) % len(self.games)]

    def set_games(self, ids: Sequence[str]) -> None:
        known = registry.ids()
        chosen = [g for g in ids if g in known]
        if not chosen:
            return
        self.games = chosen
        self.index = -1
        if self.mode == ATTRACT:
            self.next_game()

    def _on_step(self) -> None:
        s = self.model.session
        if self.mode != ATTRACT or s is None:
            self.step_timer.stop()
            return
        if s.over:
            self.step_timer.stop()
            if not self.end_timer.isActive():
                self.end_timer.start()
            return
        self.model.step()

    def play_to_end(self, limit: int = 100_000) -> int:
        """Play the attract game on show to its end at once (no timers, no
        waits); returns the answers played. For soak runs."""
        s = self.model.session
        n = 0
        while s is not None and not s.over and n < limit:
            self.model.step()
            n += 1
        return n

    # -- visitors ------------------------------------------------------------------------

    def touch_to_play(self) -> bool:
        """The guided demo of the game on show, or (for a game without one,
        or if it cannot start) a goldfish game against the random bot."""
        game = self.game_on_show
        for t in (self.step_timer, self.switch_timer, self.end_timer):
            t.stop()
        self._stop_demo()
        self.mode = VISITOR
        self.attract.hide()
        if self._start_demo(game):
            log.info("a visitor plays the guided demo of %s", game)
        elif self.window.start_game(GameSetup(game, GOLDFISH, (), self._new_seed(), BOT)):
            log.info("a visitor plays %s", game)
        else:
            self.start_attract()
            return False
        self.hint.show()
        self._place()
        self.hint.raise_()
        self._place()
        self.idle_timer.start()
        self.mode_changed.emit(VISITOR)
        self._on_changed()
        return True

    # -- the guided demo -------------------------------------------------------------------

    def _start_demo(self, game: str) -> bool:
        script = script_for(game)
        if script is None:
            return False
        try:
            run = DemoRun(script)
        except (PlaymatError, KeyError, ValueError):
            log.error("the guided demo of %s cannot start", game, exc_info=True)
            return False
        model = self.model
        factory = model.factory
        model.factory = lambda _setup: run.match
        self.demo = run
        try:
            ok = self.window.start_game(GameSetup(script.ruleset, GOLDFISH, (), script.seed, PASSIVE))
        finally:
            model.factory = factory
        if not ok or model.match is not run.match:
            self.demo = None
            return False
        return True

    def _stop_demo(self) -> None:
        self.demo = None
        self.demo_plan = None
        self._demo_decision = None
        self.demo_timer.stop()
        self.demo_end_timer.stop()
        self.pointer.stop()
        self.demo_end.hide()

    def _demo_advance(self) -> None:
        """After every change of a guided demo: note the step done, plan the
        visitor's next answer, point at it (guided) or give it (scripted)."""
        run = self.demo
        s = self.model.session
        if run is None or s is None or s.match is not run.match:
            return
        plan = self.demo_plan
        if plan is not None and s.match.decision is not self._demo_decision:
            run.answered(plan)
            self.demo_plan = None
            self._demo_decision = None
        if s.over:
            self._demo_finished()
            return
        d = self.model.decision
        if d is None or d is self._demo_decision:
            self.pointer.refresh()
            return
        plan = run.plan(d)
        self.demo_plan = plan
        self._demo_decision = d
        self.demo_missed = False
        if plan.guided:
            run.match.expected = plan.keys
            self.demo_timer.stop()
            self.pointer.point()
            self.idle_timer.start()
        else:
            self.pointer.stop()
            self.idle_timer.start()  # the demo is moving on by itself: idle counts from the next tap asked
            self.demo_timer.start()

    def _demo_auto(self) -> None:
        """The scripted answer of the visitor's seat (between guided steps)."""
        run, plan, d = self.demo, self.demo_plan, self._demo_decision
        if run is None or plan is None or plan.guided or d is None or self.model.decision is not d:
            return
        run.match.expected = plan.keys
        if not self.model.answer(plan.keys):
            log.error("guided demo %s: the scripted answer %s was refused", run.script.ruleset, plan.keys)
            self._demo_finished()

    def _demo_finished(self) -> None:
        run = self.demo
        s = self.model.session
        self.demo_timer.stop()
        self.pointer.stop()
        if run is None or s is None:
            return
        outcome = s.match.outcome()
        won = outcome is not None and VISITOR_SEAT in outcome.winners
        title = won_text(won)
        why = _escape(said(outcome.reason, outcome.message)) if outcome is not None else ""
        self.demo_end.title.setText(title)
        ask = translate("Kiosk", "<b>Ask staff for a {game} deck</b> and play it for real.")
        lesson = _escape(run.script.lesson_in(current_language()))
        self.demo_end.text.setText(f"{why}<br><br>{lesson}<br><br>{ask.format(game=_escape(run.script.title))}")
        self.demo_end.show()
        self._place()
        self.demo_end.raise_()
        self.idle_timer.stop()
        self.demo_end_timer.start()
        log.info("guided demo of %s ended: %s", run.script.ruleset, title)

    def demo_text(self) -> str:
        """The hint line of a guided demo."""
        run, plan = self.demo, self.demo_plan
        if run is None:
            return ""
        s = self.model.session
        if s is not None and s.over:
            outcome = s.match.outcome()
            won = outcome is not None and VISITOR_SEAT in outcome.winners
            return f"<b>{won_text(won)}</b> " + translate("Kiosk", "Ask staff for a deck to take home.")
        total = run.script.guided_beats
        language = current_language()
        then = run.then_in(language)
        if plan is not None and plan.guided and plan.beat is not None:
            step = translate("Kiosk", "Step {n} of {total}").format(n=plan.number, total=total)
            head = f"<span style='color:#3fe0ff'><b>{step}</b></span> · {plan.beat.caption_in(language)}"
            if self.demo_missed:
                missed = translate("Kiosk", "Not that one: tap what the blue frame shows.")
                head += f"<br><span style='color:#ffb0a0'>{missed}</span>"
            elif then:
                head += f"<br><span style='font-size:12pt; color:#c8c8c8'>{then}</span>"
            return head
        newest = ""
        if s is not None:
            for event in reversed(s.match.journal[-12:]):
                newest = self.model.describe(event).strip()
                if newest:
                    break
        last = f"<div style='font-size:12pt; color:#c8c8c8'>{_escape(newest)}</div>" if newest else ""
        if plan is not None and plan.beat is not None:
            doing = plan.beat.caption_in(language)
        elif run.lesson_over:
            doing = translate("Kiosk", "Well done! The demo plays the rest of the game for you…")
            if then:
                doing = f"{then} {doing}"
        elif plan is None:
            doing = translate("Kiosk", "Your opponent is playing…")
        else:
            doing = then or translate("Kiosk", "The demo plays for you…")
        return f"<b>{doing}</b>{last}"

    def _on_notice(self, _text: str) -> None:
        """A tap that did nothing (a refused answer, a card that is no
        choice now): say so under the step, which stays."""
        plan, d = self.demo_plan, self._demo_decision
        if self.demo is None or plan is None or not plan.guided or d is None or self.demo_missed:
            return
        selected = self.model.selected_card
        if selected is not None and any(o.key == plan.target and o.card == selected for o in d.options):
            return  # the first of two taps (the card, then where it goes)
        self.demo_missed = True
        self.hint.text.setText(self.demo_text())

    def demo_target(self) -> tuple[QWidget, QRect] | None:
        """What the visitor must tap now: the widget (the mat's or the hand's
        viewport, or a button) and the rectangle in it."""
        plan, d = self.demo_plan, self.model.decision
        if plan is None or not plan.guided or d is None or d is not self._demo_decision:
            return None
        try:
            o = d.option(plan.target)
        except PlaymatError:
            return None
        model, w = self.model, self.window
        if o.card is not None:
            spot = self._card_spot(o.card)
            opts = model.options_for_card(o.card)
            if spot is not None and len(opts) == 1:
                return spot
            here = model.card_zone(o.card)
            if spot is not None and o.zone and o.zone != here and [x.zone for x in opts].count(o.zone) == 1:
                if model.selected_card == o.card:
                    return self._zone_spot(o.zone)
                return spot
        elif o.zone is not None and [x.key for x in model.options_for_zone(o.zone)] == [o.key]:
            spot = self._zone_spot(o.zone)
            if spot is not None:
                return spot
        button = w.prompt.buttons.get(o.key)
        if button is None or not button.isVisible():
            return None
        area = w.prompt.options_area
        box = area.widget()
        # New buttons get their places when the layout next runs: run it now.
        for layout in (w.prompt.layout(), box.layout() if box is not None else None):
            if layout is not None:
                layout.activate()
        area.ensureWidgetVisible(button)
        rect = QRect(button.mapTo(area.viewport(), QPoint(0, 0)), button.size()).intersected(area.viewport().rect())
        if rect.isEmpty():
            return None
        return area.viewport(), rect

    def _card_spot(self, iid: int) -> tuple[QWidget, QRect] | None:
        w = self.window
        for view in (w.mat, w.hand):
            item = view.cards.get(iid)
            if item is None:
                continue
            rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
            if view is w.hand:
                # A hand card is covered on its right by the next one: point at the part that shows.
                for other in view.cards.values():
                    left = view.mapFromScene(other.sceneBoundingRect()).boundingRect().left()
                    if other is not item and other.zValue() > item.zValue() and rect.left() < left < rect.right():
                        rect.setRight(left - 1)
            rect = rect.intersected(view.viewport().rect())
            return (view.viewport(), rect) if not rect.isEmpty() else None
        return None

    def _zone_spot(self, key: str) -> tuple[QWidget, QRect] | None:
        mat = self.window.mat
        item = mat.zones.get(key)
        if item is None:
            return None
        rect = mat.mapFromScene(item.sceneBoundingRect()).boundingRect().intersected(mat.viewport().rect())
        return (mat.viewport(), rect) if not rect.isEmpty() else None

    def _demo_target_rect(self) -> QRect | None:
        """The pointer's target in the page's coordinates."""
        spot = self.demo_target()
        if spot is None:
            return None
        widget, rect = spot
        page = self.window.pages
        target = QRect(widget.mapTo(page, rect.topLeft()), rect.size())
        # Point only at what a tap there would reach (not at a button still
        # waiting for its place, nor at something covered by the hint line).
        hit = page.childAt(target.center())
        while hit is not None and hit is not widget:
            hit = hit.parentWidget()
        return target if hit is widget else None

    def hint_text(self) -> str:
        model = self.model
        s = model.session
        if s is None:
            return ""
        if self.demo is not None:
            return self.demo_text()
        d = model.decision
        if d is not None:
            how = _escape(how_to_answer(d, touch=True))
            move = translate("Kiosk", "Your move: {prompt}").format(prompt=_escape(d.prompt))
            return f"<b>{move}</b><br>{how} " + translate("Kiosk", "Choices are framed in gold.")
        if s.over:
            outcome = s.match.outcome()
            return outcome_text(outcome) if outcome is not None else translate("Kiosk", "Game over")
        nxt = s.match.decision
        if nxt is None:
            return ""
        return translate("Kiosk", "{player} (the computer) is playing…").format(player=seat_name(nxt.player))

    def caption_text(self) -> str:
        s = self.model.session
        if s is None:
            return ""
        lines: list[str] = []
        told: list[str] = []  # the sentences already taken, newest first
        for event in reversed(s.match.journal[-24:]):
            if not isinstance(event, CAPTION_KINDS):
                continue
            text = self.model.describe(event).strip()
            # a move a sentence of the rules already tells ("Player 1 calls X to ...") is left out
            if isinstance(event, CardMoved) and any(event.name in t for t in told):
                continue
            told.append(text)
            if text and (not lines or lines[-1] != text):
                lines.append(text)
            if len(lines) == CAPTION_EVENTS:
                break
        if not lines:
            return ""
        older = "".join(f"<div style='font-size:13pt; color:#c8c8c8'>{_escape(t)}</div>" for t in reversed(lines[1:]))
        return f"{older}<div>{_escape(lines[0])}</div>"

    def _on_changed(self) -> None:
        s = self.model.session
        if s is None:
            return
        if self.mode == ATTRACT:
            title = s.match.ruleset.title or s.match.ruleset.id
            self.attract.title.setText(
                translate("Kiosk", "Now showing: {game} · two computer players").format(game=title)
            )
            self.attract.caption.setText(self.caption_text())
        else:
            if self.demo is not None:
                self._demo_advance()
            self.hint.text.setText(self.hint_text())
            self.hint.again_button.setVisible(s.over and self.demo is None)

    def _on_idle(self) -> None:
        if not self._active:
            return
        log.info("kiosk idle: back to the attract loop")
        self._close_dialogs()
        self.start_attract()

    # -- staff ---------------------------------------------------------------------------

    def ask_staff(self) -> None:
        """The staff key or a long press on a corner: ask for the staff PIN,
        or while the kiosk has none, for a new one."""
        if self.settings.has_pin:
            self.request_staff()
        else:
            self.set_up_pin()

    def set_up_pin(self) -> QtPinSetup:
        """Ask staff for the kiosk's first PIN; the attract loop starts once it is set."""
        if self.pin_setup is not None and self.pin_setup.isVisible():
            self.pin_setup.raise_()
            return self.pin_setup
        dialog = QtPinSetup(self.settings, self.pin_guard, self.window, ask_current=False)
        dialog.pin_set.connect(self._pin_set_up)
        self.pin_setup = dialog
        dialog.open()
        return dialog

    def _pin_set_up(self) -> None:
        if self.games_shown == 0:
            self.start_attract()

    def request_staff(self) -> QtPinDialog:
        """Ask for the staff PIN (the staff menu opens when it is right)."""
        self.press_timer.stop()
        if self.pin_dialog is not None and self.pin_dialog.isVisible():
            return self.pin_dialog
        if self.staff_menu is not None and self.staff_menu.isVisible():
            self.staff_menu.raise_()
            assert self.pin_dialog is not None
            return self.pin_dialog
        dialog = QtPinDialog(self.settings, self.pin_guard, self.window)
        dialog.unlocked.connect(self.open_staff_menu)
        self.pin_dialog = dialog
        self.idle_timer.start()
        dialog.open()
        return dialog

    def open_staff_menu(self) -> QtStaffMenu:
        short_pin = self.pin_dialog is not None and self.pin_dialog.short_pin
        menu = QtStaffMenu(self.settings, self.log_file, self.pin_guard, self.window, short_pin)
        menu.games_changed.connect(self.set_games)
        menu.exit_requested.connect(self.exit_app)
        menu.finished.connect(lambda _=0: self._after_staff())
        self.staff_menu = menu
        self.idle_timer.start()
        menu.open()
        return menu

    def _after_staff(self) -> None:
        if self.mode == ATTRACT:
            self.idle_timer.stop()

    def _close_dialogs(self) -> None:
        for dialog in (self.pin_dialog, self.staff_menu):
            if dialog is not None and dialog.isVisible():
                dialog.reject()
        self.pin_dialog = None
        self.staff_menu = None

    # -- input -----------------------------------------------------------------------------

    def _place(self) -> None:
        """The attract panel over the side column, the hint over the top of the mat."""
        mat = self.window.mat
        r = QRect(mat.mapTo(self.window.pages, QPoint(0, 0)), mat.size())
        side = self.window.prompt.parentWidget()
        if side is not None:
            self.attract.setGeometry(QRect(side.mapTo(self.window.pages, QPoint(0, 0)), side.size()))
        tall = 170 if self.demo is not None else 140
        self.hint.setGeometry(QRect(r.left(), r.top(), r.width(), max(96, min(tall, r.height() // 4))))
        page = self.window.pages.rect()
        if self.pointer.isVisible():
            self.pointer.setGeometry(page)
        end_w = min(page.width() - 40, 760)
        # 440 high, or as high as its words need (a longer language wraps to more lines)
        end_h = min(page.height() - 40, max(440, self.demo_end.heightForWidth(end_w)))
        self.demo_end.setGeometry(QRect(page.center().x() - end_w // 2, page.center().y() - end_h // 2, end_w, end_h))

    def _in_corner(self, pos: QPoint) -> bool:
        w = self.window
        top_left = w.mapToGlobal(QPoint(0, 0))
        r = QRect(top_left, w.size())
        if not r.contains(pos):
            return False
        near_x = pos.x() - r.left() < CORNER_PX or r.right() - pos.x() < CORNER_PX
        near_y = pos.y() - r.top() < CORNER_PX or r.bottom() - pos.y() < CORNER_PX
        return near_x and near_y

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        t = event.type()
        if t not in WATCHED_EVENTS or not self._active:
            return False
        if t in (QEvent.Type.Resize, QEvent.Type.Move):
            # the overlays follow the mat and the side column (a splitter moved, the window resized)
            if obj is self.window.mat or obj is self.window.pages or obj is self.window.prompt.parentWidget():
                self._place()
            return False
        if t == QEvent.Type.Close:
            if obj is self.window and not self._exiting:
                event.ignore()
                log.info("kiosk: closing the window is refused (staff menu → Exit)")
                return True
            return False
        if t in INPUT_EVENTS or (t == QEvent.Type.MouseMove and event.spontaneous()):
            if self.idle_timer.isActive():
                self.idle_timer.start()
        if t in KEY_EVENTS and isinstance(event, QKeyEvent):
            key, mods = event.key(), event.modifiers()
            if is_staff_key(key, mods):
                if t == QEvent.Type.KeyPress and not event.isAutoRepeat():
                    QTimer.singleShot(0, self.ask_staff)
                return True
            if is_escape_key(key, mods):
                return True
            return False
        if t in PRESS_EVENTS:
            pos = _global_pos(event)
            if pos is not None and self._in_corner(pos):
                if not self.press_timer.isActive():
                    self.press_timer.start()
            return False
        if t in RELEASE_EVENTS:
            self.press_timer.stop()
        return False


def _global_pos(event: QEvent) -> QPoint | None:
    if isinstance(event, QMouseEvent):
        return event.globalPosition().toPoint()
    if isinstance(event, QTouchEvent) and event.points():
        return event.points()[0].globalPosition().toPoint()
    return None


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def start_kiosk(window: QtMainWindow, store: QSettings | None = None, show: bool = True) -> QtKiosk:
    """Turn ``window`` into a kiosk with the settings in ``store``."""
    kiosk = QtKiosk(window, KioskSettings(store))
    kiosk.start(show=show)
    return kiosk
