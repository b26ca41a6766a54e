"""Slow work off the GUI thread, through one helper.

:class:`QtTaskManager` runs an operation on its one background thread (all
work it is given is serialised, as Anki's collection executor does) and
delivers the result to callbacks on the GUI thread.

.. warning:: an ``op`` runs on the background thread and must never touch a
   widget or the window's match; it works on its own data and returns a
   result. ``success``, ``failure`` and anything passed to
   :meth:`QtTaskManager.run_on_main` run on the GUI thread.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Qt, Signal

log = logging.getLogger(__name__)

T = TypeVar("T")


class QtTaskManager(QObject):
    _closure_pending = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="playmat-work")
        self._closure_pending.connect(self._on_closure_pending, Qt.ConnectionType.QueuedConnection)
        self.running = 0

    def run(
        self,
        op: Callable[[], T],
        success: Callable[[T], object],
        failure: Callable[[BaseException], object] | None = None,
    ) -> Future[T]:
        """Run ``op`` in the background; then ``success(result)`` or
        ``failure(exception)`` on the GUI thread (errors are logged)."""
        self.running += 1
        future = self._executor.submit(op)

        def finished(f: Future[T]) -> None:
            self._closure_pending.emit(lambda: self._finish(f, success, failure))

        future.add_done_callback(finished)
        return future

    def run_on_main(self, closure: Callable[[], Any]) -> None:
        """Call ``closure`` on the GUI thread soon (safe from any thread)."""
        self._closure_pending.emit(closure)

    def _finish(
        self, future: Future[T], success: Callable[[T], object], failure: Callable[[BaseException], object] | None
    ) -> None:
        self.running -= 1
        if future.cancelled():
            return
        exc = future.exception()
        if exc is None:
            success(future.result())
            return
        log.error("background work failed", exc_info=exc)
        if failure is not None:
            failure(exc)

    def _on_closure_pending(self, closure: Callable[[], Any]) -> None:
        closure()

    def shutdown(self) -> None:
        """Drop queued work and wait for the running one to stop."""
        self._executor.shutdown(wait=True, cancel_futures=True)
