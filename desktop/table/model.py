"""The game model of table mode.

:class:`QtTableModel` is the window's usual :class:`~desktop.bridge.QtGameModel`
with one difference: the game is followed by :class:`~hardware.table.sync.Sync`.
Observations arrive (on the GUI thread) through :meth:`QtTableModel.observe`;
a 50 ms timer asks sync whether the table has settled and, when it has,
settles it; an idle timer lets sync build its spare copy of the game.
With ``background`` (the table window), settles and copies run on a worker
thread, one at a time, so the window stays responsive while sync searches a
table far from the game: observations that arrive meanwhile wait in a
queue, and anything else that would touch sync (an answer, a correction,
undo) first waits for that work to finish.
Answers given on screen (the prompt panel, the keys) go to ``sync.answer``;
a move by hand (the right-click menus) is applied to the game and handed to
``sync.replace``. Sync adopts a new :class:`~engine.match.Match` for every
move it applies; the model follows it (``on_match``) and writes the game to
its autosave file, so nothing recorded is ever lost.
"""

from __future__ import annotations

import gc
import logging
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QTimer, Signal

from desktop.bridge import QtGameModel
from desktop.model_base import hidden_words
from desktop.session import Session
from desktop.table.words import TableWording, said
from desktop.wording import card_words
from engine.decisions import Option
from engine.errors import IllegalActionError, InvalidAnswerError, PlaymatError
from engine.match import Match
from hardware.observations import DeviceStatus
from hardware.table.report import ASK, IN_SYNC, MISMATCH, OVER, PAUSED, STOPPED, WAITING, Report
from hardware.table.seen import OBSERVATIONS, AnyObservation
from hardware.table.sync import Sync
from hardware.table.words import Worded

log = logging.getLogger(__name__)

#: how often the table is checked for a settled change (ms)
CHECK_MS = 50

#: a settle running in the background longer than this is shown ("Reading the table…", ms)
BUSY_MS = 150

#: the mat LEDs for each sync state: (mode, colour)
LED_FOR = {MISMATCH: ("blink", "FF2020"), WAITING: ("on", "FFB000"), ASK: ("on", "FFB000"), STOPPED: ("on", "FFB000")}

PAUSED_BY_PLAYERS = QT_TRANSLATE_NOOP(
    "TableWindow", "Sync paused by the players: move cards freely, then Resume to read the table again."
)

#: Qt's translation (context ``TableWindow``), by the name its tools look for
translate = QCoreApplication.translate

LedSink = Callable[[str | None, str, str], None]


class QtTableModel(QtGameModel):
    #: sync reported (a :class:`~hardware.table.sync.Report`)
    report_changed = Signal(object)
    #: a settle in the background has taken long (True) or is done (False)
    busy_changed = Signal(bool)
    #: the worker's settle is done (delivered on the GUI thread)
    _worker_done = Signal()

    def __init__(
        self,
        state_dir: Path | None = None,
        parent: QObject | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(state_dir, parent=parent)
        self.clock = clock
        self.sync: Sync | None = None
        self.report = Report(PAUSED, translate("TableWindow", "Waiting for the devices."))
        #: the players paused sync (Pause sync / Resume)
        self.paused = False
        #: where the mat LEDs are lit (the devices' set_led), if anywhere
        self.led_sink: LedSink | None = None
        #: on-screen answers and moves applied by sync, newest last
        self.applied: list[str] = []
        self._in_sight: frozenset[str] = frozenset()
        self._lit: set[str] = set()
        self._followed = False
        self._force = False
        #: how long sync's last settle took (ms), for the bench
        self.last_settle_ms = 0.0
        self._check = QTimer(self)
        self._check.setInterval(CHECK_MS)
        self._check.timeout.connect(lambda: self.tick())
        self._collected = False
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.setInterval(0)
        self._idle.timeout.connect(self._prepare)
        #: settle on a worker thread (the window); False: on the caller's thread
        self.background = False
        self._worker: threading.Thread | None = None
        self._job = ""
        self._result: tuple[Any] | None = None
        self._queued: list[AnyObservation] = []
        self._busy_shown = False
        self._busy = QTimer(self)
        self._busy.setSingleShot(True)
        self._busy.setInterval(BUSY_MS)
        self._busy.timeout.connect(self._show_busy)
        self._worker_done.connect(self._finish_worker)

    # -- the game --------------------------------------------------------------------------

    def start_table(self, session: Session, *, use_mat: bool = True, use_camera: bool = True) -> None:
        """Follow ``session``'s game from the table (a new game or a resumed one)."""
        self.wait()
        self._install(session)
        self.sync = Sync(session.match, use_mat=use_mat, use_camera=use_camera, on_match=self._follow)
        self.applied = []
        self.paused = False
        self._force = True
        self._check.start()
        self._idle.start()

    def stop_table(self) -> None:
        self.wait()
        self._check.stop()
        self._idle.stop()
        self._light(set(), None)

    def _follow(self, match: Match) -> None:
        """Sync adopted a new match: the session follows it (saved when sync is done)."""
        s = self.session
        if s is not None:
            s.match = match
            self._followed = True

    # -- the table -------------------------------------------------------------------------------

    def observe(self, obs: object) -> None:
        """An observation from a device (GUI thread; devices signal plain
        objects, so anything else is logged and left out here)."""
        if self.sync is None:
            return
        if not isinstance(obs, OBSERVATIONS):
            log.warning("table: not an observation, ignored: %r", obs)
            return
        if self._worker is not None:
            self._queued.append(obs)  # sync is settling: read once it is done
            return
        self.sync.observe(obs)
        if isinstance(obs, DeviceStatus):
            self._force = True  # a device lost or back: say so at once

    def observe_all(self, observations: list[AnyObservation]) -> None:
        for o in observations:
            self.observe(o)

    def due(self, now: float | None = None) -> bool:
        now = self.clock() if now is None else now
        if self._worker is not None:
            return False
        return self.sync is not None and not self.paused and (self._force or self.sync.due(now))

    def tick(self, now: float | None = None) -> bool:
        """Settle the table if it changed and has been quiet; True if it did
        (with ``background``: if a settle started)."""
        if not self.due(now):
            return False
        if self.background:
            self._settle_in_background()
        else:
            self.settle()
        return True

    def settle(self) -> Report:
        self.wait()
        assert self.sync is not None
        self._force = False
        report, self.last_settle_ms = _settled(self.sync)
        self._show(report)
        return report

    # -- settling in the background ---------------------------------------------------------

    @property
    def working(self) -> bool:
        """Whether work runs in the background (a settle, a copy of the game)."""
        return self._worker is not None

    @property
    def settling(self) -> bool:
        """Whether a settle (or an answer, which reads the table) runs in the background."""
        return self._worker is not None and self._job in ("settle", "answer")

    def _settle_in_background(self) -> None:
        sync = self.sync
        assert sync is not None
        self._force = False
        self._busy.start()
        self._in_background("settle", lambda: _settled(sync))

    def _in_background(self, job: str, work: Callable[[], Any]) -> None:
        """Run ``work`` on the worker thread; its result is taken on the GUI thread."""
        assert self._worker is None

        def run() -> None:
            self._result = (work(),)
            self._worker_done.emit()

        self._job = job
        self._worker = threading.Thread(target=run, name=f"table-{job}", daemon=True)
        self._worker.start()

    def wait(self) -> None:
        """Finish the work running in the background, if any (a settle, a
        copy of the game), before anything else touches sync (an answer,
        undo, a correction)."""
        if self._worker is not None:
            self._worker.join()
            self._finish_worker()

    def _finish_worker(self) -> None:
        worker, result = self._worker, self._result
        if worker is None or result is None:
            return  # already finished (by wait), or not yet done
        worker.join()
        self._worker, self._result = None, None
        if self._job in ("settle", "answer"):
            self._busy.stop()
            if self._busy_shown:
                self._busy_shown = False
                self.busy_changed.emit(False)
            report, self.last_settle_ms = result[0]
            if isinstance(report, Report):
                self._followed = self._followed or self._job == "answer"
                self._show(report)
            else:
                self.notice.emit(self.refusal(report))  # the answer was refused: nothing changed
        elif result[0]:
            self._idle.start()  # more copies to make
        else:
            self._copies_ready()
        queued, self._queued = self._queued, []
        for obs in queued:
            self.observe(obs)

    def _show_busy(self) -> None:
        if self.settling:
            self._busy_shown = True
            self.busy_changed.emit(True)

    def _show(self, report: Report, extra: tuple[str, ...] = ()) -> None:
        self.applied.extend(report.applied)
        self.applied.extend(extra)
        if self._followed:
            self._followed = False
            s = self.session
            if s is not None:
                s.save_now()
            self.picked = []
            self.selected_card = None
            self._after_change()
        self.report = report
        self._light(set(report.zones), report.state)
        self.report_changed.emit(report)
        self._collected = False
        self._idle.start()

    def idle_done(self) -> bool:
        """Whether the idle work after a move is done (copies made, garbage collected)."""
        return self.sync is None or self.paused or self.sync.match.is_terminal() or self._collected

    def _prepare(self) -> None:
        # one copy of the game per idle moment, so the window stays responsive
        sync = self.sync
        if sync is None or self.paused or self._worker is not None:
            return
        if self.background:
            self._in_background("copy", lambda: sync.prepare(most=1))
        elif sync.prepare(most=1):
            self._idle.start()
        else:
            self._copies_ready()

    def _copies_ready(self) -> None:
        if not self._collected:
            # the copies are ready: collect garbage now, while idle, rather
            # than in the middle of the next move
            gc.collect()
            self._collected = True

    def _light(self, zones: set[str], state: str | None) -> None:
        sink = self.led_sink
        if sink is None or (zones == self._lit and not zones):
            return
        for z in self._lit - zones:
            sink(z, "off", "000000")
        mode, colour = LED_FOR.get(state or "", ("blink", "FF2020"))
        for z in sorted(zones):
            sink(z, mode, colour)
        self._lit = zones

    # -- answers on screen ------------------------------------------------------------------------

    def answer(self, keys: tuple[str, ...] | str, chosen: Sequence[Option] = ()) -> bool:
        """A step that moves no card, answered on screen: through sync (which
        reads the table first). A refused answer changes nothing and says why.
        ``chosen``: the options as a recorded game offered them (a trace
        replayed, see :meth:`Sync.answer`)."""
        self.wait()
        sync = self.sync
        if sync is None or self.decision is None:
            return False
        if self.paused:
            self.notice.emit(translate("TableWindow", "Sync is paused: Resume first"))
            return False
        if self.background:
            # the answer reads the table first, which may take a search: on
            # the worker, like a settle (a refusal is said when it is done)
            self._busy.start()
            self._in_background("answer", lambda: _answered(sync, keys, chosen))
            return True
        report, _ = _answered(sync, keys, chosen)
        if not isinstance(report, Report):
            self.notice.emit(self.refusal(report))
            return False
        self._followed = True
        self._show(report)
        return True

    def choose(self, index: int) -> bool:
        """The players said which move it was (the "which move?" chooser)."""
        self.wait()
        sync = self.sync
        if sync is None or self.report.state != ASK:
            return False
        try:
            report = sync.choose(index)
        except IllegalActionError as exc:
            self.notice.emit(self.refusal(_reason(exc)))
            return False
        self._show(report)
        return True

    def none_of_these(self) -> bool:
        """None of the moves the chooser lists: the players answer in the prompt."""
        self.wait()
        sync = self.sync
        if sync is None or self.report.state != ASK:
            return False
        self._show(sync.none_of_these())
        return True

    def undo(self) -> bool:
        """Take back the last step (Ctrl+Z): the game goes back one answer and
        the players put the cards back; sync does not read the step taken back
        from the table again until the table matches."""
        self.wait()
        sync = self.sync
        if sync is None:
            return False
        try:
            report = sync.undo()
        except IllegalActionError as exc:
            self.notice.emit(self.refusal(_reason(exc)))
            return False
        self._followed = True
        self._show(report, (f"Undone: {report.undone}",))
        self.notice.emit(translate("TableWindow", "Undone: {move}").format(move=self.words(report.undone)))
        return True

    def accept_reveals(self) -> None:
        """No camera (or the players agree): take the revealed cards as the game says."""
        self.wait()
        if self.sync is not None:
            self.sync.accept_reveals()
            self._force = True
            self.tick()

    def manual(self, action: dict[str, Any]) -> bool:
        """A correction by hand (logged), then sync compares the table again."""
        self.wait()
        if not super().manual(action):
            return False
        s = self.session
        if self.sync is not None and s is not None:
            self.sync.replace(s.match)
            self._force = True
            self.tick()
        return True

    def save_as(self, path: Path) -> bool:
        self.wait()
        return super().save_as(path)

    def save_elsewhere(self, folder: Path) -> bool:
        self.wait()
        return super().save_elsewhere(folder)

    def retry_save(self) -> bool:
        """Try the failed autosave again, unless sync works on the game in
        the background (it may adopt another game meanwhile): the file is
        then left alone until the next try. Whether the file holds the game."""
        s = self.session
        if self.working and s is not None and s.save_error is not None:
            return False
        return super().retry_save()

    def concede(self) -> None:
        self.wait()
        super().concede()

    def pause(self) -> None:
        self.wait()
        self.paused = True
        self._show(Report(PAUSED, translate("TableWindow", str(PAUSED_BY_PLAYERS))))

    def resume(self) -> None:
        self.paused = False
        self._force = True
        self.tick()

    def in_sight(self) -> frozenset[str]:
        """The names of the cards the camera reads face up on the table:
        every player sees them there, whatever the game has them as."""
        sync = self.sync
        if sync is None:
            return frozenset()
        if self._worker is None:  # sync is not being read on the worker
            names = sync.names
            seen = {names.get(cid, "") for sight in sync.seen.picture().values() for cid, _ in sight.labels}
            self._in_sight = frozenset(seen - {""})
        return self._in_sight

    # -- the window shows the table from Player 1's side -----------------------------------------------

    def _after_change(self, started: bool = False) -> None:
        s = self.session
        if s is not None:
            s.viewer = 0
        self.peeking = False  # the cards shown for one question are hidden again
        self.changed.emit()

    # -- sync's words ------------------------------------------------------------------------------

    def words(self, text: str, plain: Callable[[str], str] | None = None) -> str:
        """Sync's words as the screen shows them: in the language in place,
        naming no card one of the players may not know (``plain``: what
        English text becomes, by default :meth:`shown`)."""
        secrets = self.secrets()
        game = self._game_words()
        wording = TableWording(
            card=lambda ref: card_words(ref, secrets.named, game.named),
            zone=game.zone,
            text=lambda t: game.named(secrets.redact(t, hidden_words())),
        )
        shown = said(text, wording, plain or self.shown)
        return shown if plain is not None else self.shown(shown)

    def refusal(self, text: str) -> str:
        """Why sync refused an answer, in the language in place."""
        return self.words(text, plain=str)

    @property
    def in_sync(self) -> bool:
        return self.report.state in (IN_SYNC, OVER)


def _answered(sync: Sync, keys: tuple[str, ...] | str, chosen: Sequence[Option] = ()) -> tuple[Report | str, float]:
    """``sync.answer(keys)`` and how long it took (ms); a refused answer
    gives the reason instead of a report, and a fault in sync is reported
    with the game as it was kept."""
    t0 = time.perf_counter()
    result: Report | str
    try:
        result = sync.answer(keys, chosen=chosen)
    except (IllegalActionError, InvalidAnswerError, PlaymatError) as exc:
        result = _reason(exc)
    except Exception as exc:
        log.error("table sync failed on an answer", exc_info=True)
        result = Report(MISMATCH, stopped_text(exc))
    return result, (time.perf_counter() - t0) * 1000


def _reason(exc: Exception) -> str:
    """Why an answer was refused: table sync's words keep their message
    (:class:`~hardware.table.words.Worded`), the others are text."""
    said = exc.args[0] if len(exc.args) == 1 else None
    return said if isinstance(said, Worded) else str(exc)


def stopped_text(exc: Exception) -> str:
    """What the banner says when sync fails on an error of its own."""
    return translate("TableWindow", "Sync stopped on an error ({error}); correct the game by hand.").format(
        error=f"{type(exc).__name__}: {exc}"
    )


def _settled(sync: Sync) -> tuple[Report, float]:
    """``sync.settle()`` and how long it took (ms); a fault in sync is
    reported, and the game as it was is kept."""
    t0 = time.perf_counter()
    try:
        report = sync.settle()
    except Exception as exc:
        log.error("table sync failed", exc_info=True)
        report = Report(MISMATCH, stopped_text(exc))
    return report, (time.perf_counter() - t0) * 1000
