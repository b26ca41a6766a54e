"""The mat driver: a serial port, a worker thread and a :class:`MatSession`.

The worker blocks in ``read()`` with a short timeout, feeds the session and
delivers its observations by callback *on the worker thread* (a GUI must
hand them over to its own thread). It opens the port with
``serial.serial_for_url`` so device paths, ``loop://`` and ``spy://`` URLs
all work, and it reconnects by itself: a missing, unplugged or failing
port is retried every :attr:`SerialMat.RETRY_S` seconds.

After opening a port it stays silent for ``quiet_start_s``, waiting for the
boot hello: an Arduino restarts when its port opens, and a byte in its
bootloader's first second starts an upload that stalls the board until the
line has been quiet for 4.5 s (``MatSession.QUIET_START_S``).
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable
from typing import Protocol

import serial

from hardware.mat import protocol as p
from hardware.mat.discovery import DEFAULT_USB_IDS, find_mat_ports
from hardware.mat.session import Calibration, MatSession, Picture, SessionStats
from hardware.mat.zonemap import ZoneMap
from hardware.observations import DeviceKind, DeviceState, Observation

log = logging.getLogger(__name__)

ObservationSink = Callable[[Observation], None]


class ZoneSensor(Protocol):
    """What the rest of Playmat sees of a sensor mat, real or simulated."""

    def start(self) -> None: ...
    def stop(self) -> None: ...
    def set_led(self, zone: str | None, mode: str, color: str = "FFFFFF") -> None: ...
    def picture(self) -> Picture: ...
    @property
    def state(self) -> DeviceState: ...


class SerialMat:
    #: a sensor mat: it counts the cards of each zone (a :class:`~hardware.observations.Device`)
    kind: DeviceKind = DeviceKind.MAT
    RETRY_S = 0.2
    READ_TIMEOUT_S = 0.02
    #: the shortest read timeout, for a settle time that runs out now
    MIN_WAIT_S = 0.0005

    def __init__(
        self,
        port: str | None = None,
        *,
        on_observation: ObservationSink,
        zone_map: ZoneMap | None = None,
        settle_s: float = 0.25,
        heartbeat_timeout_s: float = 2.0,
        baudrate: int = p.BAUD_RATE,
        usb_ids: tuple[tuple[int, int], ...] = DEFAULT_USB_IDS,
        device: str = "mat",
        clock: Callable[[], float] = time.monotonic,
        quiet_start_s: float = MatSession.QUIET_START_S,
    ) -> None:
        self.port = port
        self.baudrate = baudrate
        self.usb_ids = usb_ids
        self._sink = on_observation
        self._clock = clock
        self._session = MatSession(
            device,
            zone_map=zone_map,
            settle_s=settle_s,
            heartbeat_timeout_s=heartbeat_timeout_s,
            quiet_start_s=quiet_start_s,
        )
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        #: the port currently open, if any
        self.current_port: str | None = None

    # ------------------------------------------------------------ public, any thread

    def start(self) -> None:
        if self._thread is not None:
            return
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, name="mat-reader", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    def __enter__(self) -> SerialMat:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def set_led(self, zone: str | None, mode: str, color: str = "FFFFFF") -> None:
        """Light a zone (or all, with None); written on the worker's next pass."""
        with self._lock:
            self._session.set_led(zone, mode, color)

    def calibrate(self, step: str) -> None:
        """A calibration step (``empty``, then ``card``; or ``default``): see
        :meth:`MatSession.calibrate`. Raises RuntimeError while the mat is not connected."""
        with self._lock:
            self._session.calibrate(step)

    @property
    def calibration(self) -> Calibration | None:
        """The last calibration step asked for, and once done what came of it."""
        return self._session.calibration

    def read_thresholds(self) -> None:
        """Ask the mat for its sensors' thresholds; :meth:`thresholds` has them once they arrive."""
        with self._lock:
            self._session.read_thresholds()

    @property
    def zone_map(self) -> ZoneMap | None:
        """The zone map in use, once the mat has said hello."""
        return self._session.zone_map

    def sensor_name(self, channel: int) -> str:
        """A sensor channel as a player reads it: "the side sensor of p0.VC"."""
        with self._lock:
            return self._session.sensor_name(channel)

    def thresholds(self) -> dict[int, p.Threshold]:
        """Sensor channel -> its thresholds and empty level, as the mat last sent them."""
        with self._lock:
            return dict(self._session.thresholds)

    def picture(self) -> Picture:
        """The host's picture of the mat: zone key -> (count, orientation)."""
        with self._lock:
            return dict(self._session.picture)

    @property
    def state(self) -> DeviceState:
        return self._session.state

    @property
    def detail(self) -> str:
        return self._session.detail

    @property
    def stats(self) -> SessionStats:
        return self._session.stats

    # ------------------------------------------------------------ worker

    def _deliver(self, observations: list[Observation]) -> None:
        for obs in observations:
            try:
                self._sink(obs)
            except Exception:  # a failing listener is logged and skipped; the mat keeps running
                log.exception("mat: observation listener failed on %r", obs)

    def _flush(self, port: serial.SerialBase | None) -> None:
        with self._lock:
            obs, out = self._session.take()
        if port is not None and out:
            port.write(b"".join(out))
        self._deliver(obs)

    def _lost(self, reason: str) -> None:
        with self._lock:
            self._session.disconnected(self._clock(), reason)
        self._flush(None)
        self._stop.wait(self.RETRY_S)

    def _run(self) -> None:
        while not self._stop.is_set():
            name = self.port
            if name is None:
                ports = find_mat_ports(self.usb_ids)
                if not ports:
                    ids = ", ".join(f"{v:04x}:{p_:04x}" for v, p_ in self.usb_ids)
                    self._lost(f"no mat found (USB ids {ids}); plug it in or name its port")
                    continue
                name = ports[0]
            try:
                port = serial.serial_for_url(
                    name, baudrate=self.baudrate, timeout=self.READ_TIMEOUT_S, write_timeout=0.5
                )
            except (serial.SerialException, OSError, ValueError) as exc:
                reason = os.strerror(exc.errno) if isinstance(exc, OSError) and exc.errno else str(exc)
                self._lost(f"cannot open {name}: {reason}")
                continue
            self.current_port = name
            log.info("mat: opened %s at %d baud", name, self.baudrate)
            try:
                self._serve(port)
            except (serial.SerialException, OSError) as exc:
                log.info("mat: %s lost: %s", name, exc)
                self._lost(f"{name} was disconnected")
            finally:
                self.current_port = None
                try:
                    port.close()
                except (serial.SerialException, OSError):
                    pass
        with self._lock:
            self._session.disconnected(self._clock(), "stopped")
        self._flush(None)

    def _serve(self, port: serial.SerialBase) -> None:
        with self._lock:
            self._session.connected(self._clock())
        self._flush(port)
        while not self._stop.is_set():
            data = port.read(max(1, int(getattr(port, "in_waiting", 0) or 0)))
            now = self._clock()
            with self._lock:
                self._session.feed(data, now)
                self._session.tick(now)
                due = self._session.next_timer(self._clock())
            self._flush(port)
            self._wake_in(port, due)

    def _wake_in(self, port: serial.SerialBase, due: float | None) -> None:
        """The next read waits no longer than :attr:`READ_TIMEOUT_S`, nor past
        the moment a zone's settle time runs out: a settled card is reported
        then, not up to a read timeout later."""
        timeout = self.READ_TIMEOUT_S if due is None else min(self.READ_TIMEOUT_S, max(self.MIN_WAIT_S, due))
        if port.timeout != timeout:
            port.timeout = timeout
