"""Drags cards in the deck builder with the real pointer of an X server
(XTest), as a player does: run by test_deck_builder.py under Xvfb. Prints
one line of JSON: the copies before and after each drag."""

from __future__ import annotations

import ctypes
import json
import sys
import threading
import time

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

from desktop.deck_builder import QtDeckBuilder
from desktop.deck_lists import CARD_ROLE, SECTION_ROLE
from desktop.deck_model import Deck
from engine import registry


def main() -> None:
    app = QApplication([])
    x11 = ctypes.cdll.LoadLibrary("libX11.so.6")
    xtest = ctypes.cdll.LoadLibrary("libXtst.so.6")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    display = ctypes.c_void_p(x11.XOpenDisplay(None))

    def move(p: QPoint) -> None:
        xtest.XTestFakeMotionEvent(display, -1, p.x(), p.y(), 0)
        x11.XFlush(display)

    def button(down: bool) -> None:
        xtest.XTestFakeButtonEvent(display, 1, int(down), 0)
        x11.XFlush(display)

    def pause(seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.005)

    def drag(start: QPoint, end: QPoint) -> None:
        """Press, move in steps, let go: from a thread, while Qt's drag loop runs here."""

        def run() -> None:
            move(start)
            time.sleep(0.2)
            button(True)
            time.sleep(0.2)
            for k in range(1, 21):
                move(start + (end - start) * k / 20)
                time.sleep(0.04)
            time.sleep(0.2)
            button(False)

        thread = threading.Thread(target=run)
        thread.start()
        while thread.is_alive():
            app.processEvents()
            time.sleep(0.005)
        pause(0.3)

    rs = registry.get("systemgate")
    builder = QtDeckBuilder(rs)
    builder.deck = Deck.of(rs, rs.demo_decks()[0])
    builder._refresh()
    builder.resize(1280, 760)
    builder.move(0, 0)
    builder.show()
    pause(0.5)
    view = builder.deck_view

    def line(section: str, card_id: str | None) -> QPoint:
        item = next(
            view.item(i)
            for i in range(view.count())
            if view.item(i).data(SECTION_ROLE) == section and view.item(i).data(CARD_ROLE) == card_id
        )
        return view.viewport().mapToGlobal(view.visualItemRect(item).center())

    card = sys.argv[1]
    seen: dict[str, list[int]] = {}
    for mode in ("grid", "list"):
        builder.set_grid(mode == "grid")
        builder.query.setText(card)
        pause(0.2)
        found = builder.results.viewport().mapToGlobal(builder.results.visualItemRect(builder.results.item(0)).center())
        before = builder.deck.copies(card, "side")
        drag(found, line("side", None))
        dropped = builder.deck.copies(card, "side")
        drag(line("side", card), builder.results.viewport().mapToGlobal(QPoint(60, 200)))
        seen[mode] = [before, dropped, builder.deck.copies(card, "side")]
    print(json.dumps(seen))


if __name__ == "__main__":
    main()
