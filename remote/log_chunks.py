"""A seat's log on its way to the seat: each line sent once.

The referee sends each seat (and the spectators) its log as *entries*, one
a line: the line's words as data where its event has them
(:func:`remote.log_words.event_words`), else its English (``describe``).
The lines the game wrote since the seat's last view travel inside the next
view (``log``, the first of them line ``log_from``), so a seat that follows
the game receives each line once, with no message of its own.

The whole log also waits on the broker, retained, in chunks of
:data:`~remote.topics.LOG_CHUNK` lines (``.../log/K``: ``{"chunk": K,
"gen": ..., "log": [entries]}``), which a seat does not subscribe to while
it has every line: one that joins late, comes back having lost what it had,
or finds a view's lines start past its last line subscribes to them until
its log has no gap, then leaves them (:class:`ReceivedLog`). A chunk is
published when it changed (the last one after each answer that wrote
lines), from each line's JSON kept since the line was first encoded.

``log_gen`` names the log a view's lines belong to: a referee started
again, or a log written again (a deck brought; the table laying out a deck
otherwise than the game guessed), names a new one, and a seat then drops
the lines it had and reads the chunks again.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from engine.events import CardFlipped, CardMoved, Event
from engine.match import Match
from remote.log_words import entry_english, event_words, line_english
from remote.topics import LOG_CHUNK

#: the most lines a view carries: a seat reads more from the chunks (a
#: referee started again on a long game sends only the last chunk's lines)
MAX_VIEW_LINES = 1000


def _json(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"))


class TravellingLog:
    """One seat's log as the referee sends it (see the module docstring):
    each line's entry as JSON, how many went with views, and how many the
    chunks on the broker hold."""

    def __init__(self, gen: str) -> None:
        self.gen = gen
        self.entries: list[str] = []
        self.sent = 0
        self.chunked = 0

    def extend(self, lines: Sequence[str], words: Sequence[Any]) -> None:
        start = len(self.entries)
        self.entries.extend(
            _json(line if said is None else said) for line, said in zip(lines[start:], words[start:], strict=True)
        )

    def chunks(self, everything: bool = False) -> list[tuple[int, bytes]]:
        """The chunks to publish, ``(K, payload)``: those with lines written
        since the last call (every chunk when ``everything``)."""
        n = len(self.entries)
        first = 0 if everything else self.chunked
        self.chunked = n
        head = f'{{"gen":{_json(self.gen)},"chunk":'
        return [
            (k, f'{head}{k},"log":[{",".join(self.entries[k * LOG_CHUNK : (k + 1) * LOG_CHUNK])}]}}'.encode())
            for k in range(first // LOG_CHUNK, (n + LOG_CHUNK - 1) // LOG_CHUNK)
        ]

    def view(self, msg: dict[str, Any]) -> bytes:
        """The view message ``msg`` as published, with the lines written
        since the last view (at most :data:`MAX_VIEW_LINES`)."""
        n = len(self.entries)
        start = self.sent if n - self.sent <= MAX_VIEW_LINES else n - n % LOG_CHUNK
        self.sent = n
        text = _json({**msg, "log_gen": self.gen, "log_from": start})
        return f'{text[:-1]},"log":[{",".join(self.entries[start:])}]}}'.encode()


class KnownNames:
    """The card names each engine seat may know, as
    :func:`remote.table_follow.known_names` has them (its own cards', those
    its view shows, those the journal says it saw), without a view made for
    it: the view the seat is shown now is given, and the journal is read
    once, as it grows."""

    def __init__(self) -> None:
        self._match: Match | None = None
        self._seen: dict[int, tuple[int, set[str]]] = {}

    def of(self, match: Match, viewer: int, shown: dict[str, Any]) -> set[str]:
        """Those of ``viewer`` (engine seat, -1: spectators), ``shown`` the
        view it is shown (:func:`engine.fairness.view_dict` of its view)."""
        journal = match.journal
        if match is not self._match:
            self._match, self._seen = match, {}
        read, seen = self._seen.get(viewer, (0, set()))
        if read > len(journal):
            read, seen = 0, set()
        for e in journal[read:]:
            if isinstance(e, (CardMoved, CardFlipped)) and viewer in e.seen_by:
                seen.add(e.name)
        self._seen[viewer] = (len(journal), seen)
        names = {c.card.name for c in match.game.cards if c.owner == viewer}
        names |= {c["name"] for z in shown["zones"] for c in z["cards"] if c["name"]}
        return names | seen


class SeatLogs:
    """Every seat's log in its words, kept up to date as the journal grows:
    its English lines (:func:`~remote.log_words.line_english`), their words
    as data (:func:`~remote.log_words.event_words`, a card named only where
    ``named`` lets the seat read it) and what travels (:class:`TravellingLog`),
    by engine seat (-1: the spectators)."""

    def __init__(self, run: str) -> None:
        self.run = run
        self.written = 0
        self.lines: dict[int, list[str]] = {}
        self.words: dict[int, list[Any]] = {}
        self.travel: dict[int, TravellingLog] = {}
        self.known = KnownNames()
        self.write_again()

    def write_again(self) -> None:
        """Forget every log: the journal is another (a new ``log_gen``)."""
        self.written += 1
        self.lines, self.words, self.travel, self.known = {}, {}, {}, KnownNames()

    def lines_for(self, journal: Sequence[Event], viewer: int) -> list[str]:
        lines = self.lines.setdefault(viewer, [])
        lines.extend(line_english(e, viewer) for e in journal[len(lines) :])
        return lines

    def words_for(self, journal: Sequence[Event], viewer: int, named: Callable[[int, str], bool]) -> list[Any]:
        said = self.words.setdefault(viewer, [])
        lines = self.lines_for(journal, viewer)
        start = len(said)
        said.extend(event_words(e, viewer, named, line) for e, line in zip(journal[start:], lines[start:], strict=True))
        return said

    def travelling(self, journal: Sequence[Event], viewer: int, named: Callable[[int, str], bool]) -> TravellingLog:
        travel = self.travel.get(viewer)
        if travel is None:
            travel = self.travel[viewer] = TravellingLog(f"{self.run}.{self.written}")
        travel.extend(self.lines_for(journal, viewer), self.words_for(journal, viewer, named))
        return travel


class ReceivedLog:
    """A seat's copy of its log, put together from its views' lines and,
    where lines are missing, the chunks (see the module docstring)."""

    def __init__(self, viewer: int) -> None:
        self.viewer = viewer
        self.gen: str | None = None
        #: the entries of lines 0.. with no gap (an English line, or words as data)
        self.entries: list[Any] = []
        self._english: list[str] = []
        #: lines received past a gap, by their first line
        self.waiting: dict[int, list[Any]] = {}
        #: how often the log was dropped for another (``log_gen``)
        self.restarts = 0
        #: lines received (each view's and each chunk's): a line received
        #: twice is counted twice
        self.received = 0

    @property
    def missing(self) -> bool:
        """Whether lines are missing before some received (a gap): the chunks are needed."""
        return bool(self.waiting)

    def from_view(self, data: dict[str, Any]) -> bool:
        """Take the lines of a view message; whether it had any to take."""
        gen, start, entries = data.get("log_gen"), data.get("log_from"), data.get("log")
        if not isinstance(gen, str) or type(start) is not int or start < 0 or not isinstance(entries, list):
            return False
        if gen != self.gen:
            self.gen, self.entries, self._english, self.waiting = gen, [], [], {}
            self.restarts += 1
        self._put(start, entries)
        return True

    def from_chunk(self, data: dict[str, Any]) -> bool:
        """Take the lines of a chunk of the current log; whether it was one."""
        k, gen, entries = data.get("chunk"), data.get("gen"), data.get("log")
        if type(k) is not int or not 0 <= k < 100_000 or gen != self.gen or not isinstance(entries, list):
            return False
        self._put(k * LOG_CHUNK, entries)
        return True

    def _put(self, start: int, entries: list[Any]) -> None:
        self.received += len(entries)
        if len(entries) >= len(self.waiting.get(start, ())):
            self.waiting[start] = entries
        while self.waiting:
            first = min(self.waiting)
            if first > len(self.entries):
                break
            piece = self.waiting.pop(first)
            self.entries[first : first + len(piece)] = piece

    def english(self) -> list[str]:
        """The English lines (:func:`~remote.log_words.entry_english`, worded once each)."""
        english = self._english
        english.extend(entry_english(e, self.viewer) for e in self.entries[len(english) :])
        return list(english)

    def words(self) -> list[Any]:
        """Each line's words as data (None: a line without words)."""
        return [e if isinstance(e, dict) else None for e in self.entries]
