"""Finding the mat among the serial ports.

A configured port name always wins. Otherwise the mat is the first port
whose USB vendor and product id is one of :data:`DEFAULT_USB_IDS` (or the
ids configured), in port-name order.
"""

from __future__ import annotations

import logging
import re

from serial.tools import list_ports

log = logging.getLogger(__name__)

#: Arduino Mega 2560 (the reference board), by Arduino LLC and by Arduino SRL
DEFAULT_USB_IDS: tuple[tuple[int, int], ...] = ((0x2341, 0x0042), (0x2A03, 0x0042))


def parse_usb_id(text: str) -> tuple[int, int]:
    """``"2341:0042"`` -> ``(0x2341, 0x0042)``; ValueError otherwise."""
    m = re.fullmatch(r"([0-9A-Fa-f]{4}):([0-9A-Fa-f]{4})", text.strip())
    if not m:
        raise ValueError(f"a USB id is VVVV:PPPP in hex, not {text!r}")
    return int(m.group(1), 16), int(m.group(2), 16)


def find_mat_ports(usb_ids: tuple[tuple[int, int], ...] = DEFAULT_USB_IDS) -> list[str]:
    """Device paths of connected ports with a mat's USB ids."""
    found = []
    try:
        ports = list_ports.comports()
    except OSError as exc:  # a port listing can fail on odd systems; no mat then
        log.warning("cannot list serial ports: %s", exc)
        return []
    for info in sorted(ports, key=lambda i: i.device):
        if info.vid is not None and info.pid is not None and (info.vid, info.pid) in usb_ids:
            found.append(info.device)
    return found
