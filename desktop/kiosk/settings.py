"""The kiosk's settings: the ``kiosk/`` keys of Playmat's QSettings and the PIN file."""

from __future__ import annotations

import hmac
import logging
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QSettings

from desktop.kiosk.pin import (
    LEGACY_PIN_ITERATIONS,
    PIN_ATTEMPTS,
    PIN_FILE,
    PIN_ITERATIONS,
    PIN_LOCK_MAX_SECONDS,
    PIN_LOCK_SECONDS,
    PinFileError,
    PinHash,
    PinLock,
    read_pin_file,
)
from desktop.settings import keep_private
from engine import registry

log = logging.getLogger(__name__)

IDLE_SECONDS = 60.0

SWITCH_SECONDS = 180.0

STEP_MS = 600

#: in a guided demo, an answer the demo gives for the visitor every this many ms
DEMO_STEP_MS = 700


class KioskSettings:
    """The ``kiosk/`` keys of Playmat's QSettings, and the PIN file
    (``pin_file``, which must belong to the user ``pin_file_owner``)."""

    def __init__(self, store: QSettings | None = None, pin_file: Path = PIN_FILE, pin_file_owner: int = 0) -> None:
        self.store = store if store is not None else QSettings("Playmat", "Playmat")
        self.pin_file = pin_file
        self.pin_file_owner = pin_file_owner
        #: why the PIN file was last refused (logged once per reason)
        self._pin_file_problem = ""
        keep_private(self.store)

    def _get(self, key: str, default: object) -> object:
        value = self.store.value(key, default)
        return default if value is None else value

    def _number(self, key: str, default: float) -> float:
        try:
            value = float(str(self._get(key, default)))
        except (TypeError, ValueError):
            return default
        return value if value > 0 else default

    def _save(self) -> None:
        self.store.sync()
        keep_private(self.store)

    @property
    def enabled(self) -> bool:
        return str(self._get("kiosk/enabled", "false")).lower() in ("true", "1", "yes", "on")

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self.store.setValue("kiosk/enabled", "true" if value else "false")

    @property
    def games(self) -> list[str]:
        """The games on show, in order (all games when none is set or known)."""
        raw = self._get("kiosk/games", "")
        items = raw if isinstance(raw, list) else str(raw).split(",")
        known = registry.ids()
        chosen = [g.strip() for g in items if g.strip() in known]
        return chosen or list(known)

    @games.setter
    def games(self, ids: Sequence[str]) -> None:
        self.store.setValue("kiosk/games", ",".join(ids))

    @property
    def idle_seconds(self) -> float:
        return self._number("kiosk/idle_seconds", IDLE_SECONDS)

    @property
    def switch_seconds(self) -> float:
        return self._number("kiosk/switch_seconds", SWITCH_SECONDS)

    @property
    def step_ms(self) -> int:
        return int(self._number("kiosk/step_ms", STEP_MS))

    @property
    def demo_step_ms(self) -> int:
        return int(self._number("kiosk/demo_step_ms", DEMO_STEP_MS))

    @property
    def pin_attempts(self) -> int:
        return max(1, int(self._number("kiosk/pin_attempts", PIN_ATTEMPTS)))

    @property
    def pin_lock_seconds(self) -> float:
        return self._number("kiosk/pin_lock_seconds", PIN_LOCK_SECONDS)

    @property
    def pin_lock_max_seconds(self) -> float:
        return max(self.pin_lock_seconds, self._number("kiosk/pin_lock_max_seconds", PIN_LOCK_MAX_SECONDS))

    @property
    def pin_lock(self) -> PinLock:
        def value(key: str) -> float:
            try:
                return max(0.0, float(str(self._get(key, 0))))
            except (TypeError, ValueError):
                return 0.0

        return PinLock(
            int(value("kiosk/pin_failures")),
            int(value("kiosk/pin_locks")),
            value("kiosk/pin_locked_at"),
            value("kiosk/pin_lock_wait"),
        )

    @pin_lock.setter
    def pin_lock(self, lock: PinLock) -> None:
        self.store.setValue("kiosk/pin_failures", lock.failures)
        self.store.setValue("kiosk/pin_locks", lock.locks)
        self.store.setValue("kiosk/pin_locked_at", lock.locked_at)
        self.store.setValue("kiosk/pin_lock_wait", lock.wait)
        self._save()

    def file_pin(self) -> PinHash | str | None:
        """The PIN of the PIN file, when there is one Playmat may use."""
        try:
            pin = read_pin_file(self.pin_file, self.pin_file_owner)
        except PinFileError as exc:
            if str(exc) != self._pin_file_problem:
                log.error("the staff PIN file is not used: %s", exc)
            self._pin_file_problem = str(exc)
            return None
        self._pin_file_problem = ""
        return pin

    def _stored_pin(self) -> PinHash | None:
        try:
            salt = bytes.fromhex(str(self._get("kiosk/pin_salt", "")))
            digest = bytes.fromhex(str(self._get("kiosk/pin_hash", "")))
            iterations = int(str(self._get("kiosk/pin_iterations", LEGACY_PIN_ITERATIONS)))
        except ValueError:
            return None
        return PinHash(salt, digest, iterations) if salt and digest and iterations > 0 else None

    @property
    def pin_from_file(self) -> bool:
        return self.file_pin() is not None

    @property
    def has_pin(self) -> bool:
        return self.pin_from_file or self._stored_pin() is not None

    def set_pin(self, pin: str) -> None:
        record = PinHash.of(pin)
        self.store.setValue("kiosk/pin_salt", record.salt.hex())
        self.store.setValue("kiosk/pin_hash", record.digest.hex())
        self.store.setValue("kiosk/pin_iterations", record.iterations)
        self._save()

    def verify_pin(self, pin: str) -> bool:
        """Whether ``pin`` is the staff PIN: the PIN file's when there is one
        Playmat may use, else the one set in Playmat (none: False). A hash
        of fewer iterations than :data:`PIN_ITERATIONS` is made anew."""
        from_file = self.file_pin()
        if isinstance(from_file, PinHash):
            return from_file.matches(pin)
        if from_file is not None:
            return hmac.compare_digest(pin.encode("utf-8"), from_file.encode("utf-8"))
        stored = self._stored_pin()
        if stored is None or not stored.matches(pin):
            return False
        if stored.iterations < PIN_ITERATIONS:
            self.set_pin(pin)
            log.info("staff PIN hash made anew with %d iterations", PIN_ITERATIONS)
        return True
