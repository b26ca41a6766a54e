"""The simulated mat's script language: card placements and faults.

One command per line; ``#`` starts a comment. In a script file a line may
start with a time in seconds from the start (``0.5 place p0.VC``); a line
without one runs right after the previous line. Interactively, commands run
as they are typed. Zones are zone keys (``p0.VC``) or numeric ids.

Cards:  ``place ZONE [N] [stand|rest]``, ``remove ZONE [N]``,
``set ZONE COUNT [stand|rest|-]``, ``stand ZONE``, ``rest ZONE``,
``slide FROM TO [VIA ...]`` (the card passes over the VIA zones), ``clear``.

Faults: ``drop N`` (lose a byte of each of the next N frames), ``corrupt N``
(bad checksum on the next N frames), ``dup N`` (send the next N frames
twice), ``garbage N`` (N random bytes), ``silence SECONDS``,
``disconnect SECONDS`` (unplug, then plug back in), ``baud SECONDS`` (talk
at a wrong baud rate), ``flicker ZONE`` (the sensor bounces), ``reset``,
``version N`` (protocol version announced from the next boot),
``saturate ZONE centre|side [off]`` (infrared floods that sensor: the mat
reports it with ``X 4`` each second; ``off`` ends it), ``fault ZONE
centre|side saturated|range|stuck|noisy|off`` (the mat reports that sensor
faulty in that way each second, ``off`` ends it; the zone's reading is left
as it is).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from engine.errors import LoadError
from engine.files import MAX_SCRIPT_BYTES, read_text

ORIENT_WORDS = {"stand": "stand", "rest": "rest", "-": None}
#: what the reference firmware reports of a sensor (PROTOCOL.md, "Sensor faults")
SENSOR_FAULT_KINDS = ("saturated", "range", "stuck", "noisy")

#: command -> (minimum, maximum) number of arguments
_ARITY = {
    "place": (1, 3),
    "remove": (1, 2),
    "set": (2, 3),
    "stand": (1, 1),
    "rest": (1, 1),
    "slide": (2, 12),
    "clear": (0, 0),
    "drop": (1, 1),
    "corrupt": (1, 1),
    "dup": (1, 1),
    "garbage": (1, 1),
    "silence": (1, 1),
    "disconnect": (1, 1),
    "baud": (1, 1),
    "flicker": (1, 1),
    "saturate": (2, 3),
    "fault": (3, 3),
    "reset": (0, 0),
    "version": (1, 1),
    "wait": (1, 1),
}
#: command -> the largest count it takes: frames, random bytes, a protocol version
_INT_ARGS = {"drop": 1_000_000, "corrupt": 1_000_000, "dup": 1_000_000, "garbage": 65_536, "version": 9999}
_SECONDS_ARGS = {"silence", "disconnect", "baud", "wait"}


class ScriptError(ValueError):
    """A line that is not a command; ``line`` (from 1) when it is a script's."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(f"line {line}: {message}" if line else message)
        self.message = message
        self.line = line


def _count(word: str) -> int | None:
    """A card or fault count written in ASCII digits, else None."""
    return int(word) if word.isascii() and word.isdecimal() and len(word) <= 9 else None


@dataclass(frozen=True, slots=True)
class Step:
    at: float | None  #: seconds from the start; None: right after the previous step
    name: str
    args: tuple[str, ...]

    def __str__(self) -> str:
        return " ".join([self.name, *self.args])


def parse_command(text: str, at: float | None = None) -> Step | None:
    """One command line (no time prefix); None for a blank or comment line."""
    words = text.split("#", 1)[0].split()
    if not words:
        return None
    name, args = words[0].lower(), tuple(words[1:])
    if name not in _ARITY:
        raise ScriptError(f"unknown command {name!r} (one of: {', '.join(sorted(_ARITY))})")
    lo, hi = _ARITY[name]
    if not lo <= len(args) <= hi:
        raise ScriptError(f"{name} takes {lo}-{hi} arguments, got {len(args)}")
    if name in _INT_ARGS:
        n, most = _count(args[0]), _INT_ARGS[name]
        if n is None or n > most:
            raise ScriptError(f"{name}: a count of 0 to {most}, not {args[0]!r}")
    if name in _SECONDS_ARGS:
        try:
            seconds = float(args[0])
        except ValueError:
            raise ScriptError(f"{name}: bad number {args[0]!r}") from None
        if not 0 <= seconds <= 3600:
            raise ScriptError(f"{name}: seconds between 0 and 3600")
    if name == "place":
        for a in args[1:]:
            n = _count(a)
            if a not in ORIENT_WORDS and (n is None or not 1 <= n <= 99):
                raise ScriptError(f"place: {a!r} is neither a card count nor stand/rest")
    if name == "remove" and len(args) == 2 and not 1 <= (_count(args[1]) or 0) <= 99:
        raise ScriptError("remove: a card count of 1-99")
    if name == "set":
        n = _count(args[1])
        if n is None or n > 99:
            raise ScriptError("set: a card count of 0-99")
        if len(args) == 3 and args[2] not in ORIENT_WORDS:
            raise ScriptError("set: orientation is stand, rest or -")
    if name == "saturate" and (args[1] not in ("centre", "side") or args[2:] not in ((), ("off",))):
        raise ScriptError("saturate: ZONE centre|side [off]")
    if name == "fault" and (args[1] not in ("centre", "side") or args[2] not in (*SENSOR_FAULT_KINDS, "off")):
        raise ScriptError(f"fault: ZONE centre|side {'|'.join(SENSOR_FAULT_KINDS)}|off")
    return Step(at, name, args)


def parse_script(lines: Iterable[str]) -> list[Step]:
    """A whole script; errors name the line."""
    steps: list[Step] = []
    for n, line in enumerate(lines, 1):
        words = line.split("#", 1)[0].split(None, 1)
        if not words:
            continue
        at: float | None = None
        text = line
        try:
            at = float(words[0].lstrip("@"))
            text = words[1] if len(words) > 1 else ""
        except ValueError:
            pass
        if at is not None and not 0 <= at <= 86400:
            raise ScriptError("time must be 0-86400 s", n)
        try:
            step = parse_command(text, at)
        except ScriptError as exc:
            raise ScriptError(exc.message, n) from None
        if step is not None:
            steps.append(step)
    return steps


def load_script(path: str | Path) -> list[Step]:
    """A script file; every problem is a :class:`LoadError` naming the file
    and the line."""
    text = read_text(path, "mat script", MAX_SCRIPT_BYTES)
    try:
        return parse_script(text.split("\n"))
    except ScriptError as exc:
        raise LoadError(str(path), exc.line, exc.message) from None
