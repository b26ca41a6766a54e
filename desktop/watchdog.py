"""Tell systemd that Playmat is up, and still responsive (``sd_notify``).

Under a systemd unit with ``Type=notify`` and ``WatchdogSec=`` (see
installer/linux/playmat.service), systemd passes two variables:

- ``NOTIFY_SOCKET``: a unix datagram socket to send states to (a path, or
  ``@name`` for the abstract namespace);
- ``WATCHDOG_USEC``: the watchdog period in microseconds. If no
  ``WATCHDOG=1`` arrives within it, systemd stops the service and
  restarts it.

:func:`notify` sends a state (``READY=1``, ``WATCHDOG=1``, ``STOPPING=1``).
It is a no-op when ``NOTIFY_SOCKET`` is not set (Playmat started by hand),
and it never raises: a failure is logged and reported by the return value.

:func:`start_watchdog` wires this to Qt: ``READY=1`` once the event loop
runs, ``WATCHDOG=1`` from a timer of that event loop every half period, and
``STOPPING=1`` when the application quits. A frozen event loop fires no
timer, so the pings stop and systemd restarts Playmat.

Only the standard library is used; Qt is imported by :func:`start_watchdog`
alone.
"""

from __future__ import annotations

import logging
import os
import socket
from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication, QTimer

log = logging.getLogger(__name__)

READY = "READY=1"
WATCHDOG = "WATCHDOG=1"
STOPPING = "STOPPING=1"


def _address(value: str) -> str | bytes | None:
    """The socket address of a ``NOTIFY_SOCKET`` value, or None if it is not one."""
    if value.startswith("@"):
        # The abstract namespace: a leading NUL byte instead of the "@".
        return b"\0" + value[1:].encode()
    if value.startswith("/"):
        return value
    return None


def notify(state: str, environ: Mapping[str, str] | None = None) -> bool:
    """Send ``state`` (e.g. ``"READY=1"``, or several ``KEY=value`` lines) to
    the socket named by ``$NOTIFY_SOCKET``.

    Returns True when it was sent; False when there is no socket to send to
    (not run by systemd, not on Linux) or sending failed. Never raises.
    """
    env = os.environ if environ is None else environ
    value = env.get("NOTIFY_SOCKET", "")
    if not value:
        return False
    address = _address(value)
    if address is None:
        log.warning("NOTIFY_SOCKET=%r is not a socket path; systemd is not told %s", value, state)
        return False
    family = getattr(socket, "AF_UNIX", None)
    if family is None:
        return False
    try:
        with socket.socket(family, socket.SOCK_DGRAM | getattr(socket, "SOCK_CLOEXEC", 0)) as sock:
            sock.sendto(state.encode(), address)
    except (OSError, ValueError) as exc:
        log.warning("cannot tell systemd %s through %s: %s", state, value, exc)
        return False
    return True


def watchdog_interval_ms(environ: Mapping[str, str] | None = None) -> int | None:
    """Milliseconds between two ``WATCHDOG=1`` pings: half of ``$WATCHDOG_USEC``.

    None when no watchdog is asked for: ``WATCHDOG_USEC`` unset or not a
    positive number, or ``WATCHDOG_PID`` naming a process that is neither
    this one nor its parent. (A kiosk compositor such as cage is the unit's
    main process, and Playmat its child: the watchdog is meant for Playmat.)
    """
    env = os.environ if environ is None else environ
    try:
        usec = int(env.get("WATCHDOG_USEC", ""))
    except ValueError:
        return None
    if usec <= 0:
        return None
    pid = env.get("WATCHDOG_PID", "")
    if pid:
        try:
            owner = int(pid)
        except ValueError:
            return None
        if owner not in (os.getpid(), os.getppid()):
            return None
    return max(1, usec // 2000)


def start_watchdog(app: QCoreApplication, environ: Mapping[str, str] | None = None) -> QTimer | None:
    """Keep systemd informed from ``app``'s event loop.

    Call it once, before ``app.exec()``. Without ``$NOTIFY_SOCKET`` it does
    nothing and returns None. Otherwise it returns a timer owned by ``app``
    that sends ``READY=1`` as soon as the event loop runs, ``STOPPING=1``
    when ``app`` is about to quit, and, when ``$WATCHDOG_USEC`` is set too,
    ``WATCHDOG=1`` every half of that period (the timer is then active).
    Deleting the timer undoes all of it.
    """
    env = dict(os.environ if environ is None else environ)
    if not env.get("NOTIFY_SOCKET"):
        return None

    from PySide6.QtCore import QTimer

    class WatchdogTimer(QTimer):
        def ready(self) -> None:
            if notify(READY, env):
                log.info("told systemd that Playmat is ready")

        def ping(self) -> None:
            notify(WATCHDOG, env)

        def stopping(self) -> None:
            notify(STOPPING, env)

    timer = WatchdogTimer(app)
    timer.setObjectName("playmat-watchdog")
    QTimer.singleShot(0, timer, timer.ready)
    app.aboutToQuit.connect(timer.stopping)
    timer.timeout.connect(timer.ping)
    interval = watchdog_interval_ms(env)
    if interval is not None:
        timer.setInterval(interval)
        timer.start()
        log.info("systemd watchdog: a ping every %d ms", interval)
    return timer
