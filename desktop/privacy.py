"""What a screen may show to the people looking at it (no Qt here).

One seat on screen (goldfish, a hot-seat player who took the screen) reads
its own view of the game. When several seats may be looking at once (the
hot-seat pass screen, the one shared screen of table mode), the screen shows
only what every one of them may see:

- :func:`shared_view`: a seat's view with the face of every card one of the
  others may not see taken off;
- :func:`words`: an event in the words of the seat it tells least;
- :class:`Secrets`: the names of the game's cards one of them does not
  know, taken out of any text that reaches the screen from elsewhere
  (option labels, the table's "Applied:" line, the rules' notes).

A seat knows the names of its own cards (the deck it brought), and another
card's name when its view shows the card, or when the journal says it saw
the card move or turn over. Card names that seat has not known
are what :meth:`Secrets.redact` takes out: a safety net under the engine's
own per-seat wording, for texts that name a card without saying who saw it.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable, Sequence

from engine.events import CardFlipped, CardMoved, Event
from engine.match import Match
from engine.view import HIDDEN_IID, CardView, View

#: what a hidden card's name is replaced with
HIDDEN_WORDS = "a card"


def seen_names(match: Match, seat: int) -> set[str]:
    """The names ``seat`` may know: of its own cards (a player knows the
    deck they brought), of the cards its view shows, and of every card the
    journal says it saw moving or turning over."""
    names = {c.card.name for z in match.game.zones.values() for c in z.cards if c.owner == seat}
    names |= {c.name for z in match.view(seat).zones for c in z.cards if c.name}
    for e in match.journal:
        if isinstance(e, (CardMoved, CardFlipped)) and seat in e.seen_by:
            names.add(e.name)
    return names


class Secrets:
    """The names of the game's cards that one of the seats looking may not
    know, and how to take them out of a text."""

    def __init__(self, hidden: Iterable[str], known: Iterable[str] = ()) -> None:
        self.hidden = frozenset(n for n in hidden if n)
        known = frozenset(known)
        # a known name that holds a hidden one ("Reefspark Imp" and "Imp")
        # is matched first and kept
        guard = {k for k in known if any(h in k for h in self.hidden)} - self.hidden
        names = sorted(self.hidden | guard, key=len, reverse=True)
        self._guard = frozenset(guard)
        self._pattern = (
            re.compile(r"(?<!\w)(" + "|".join(re.escape(n) for n in names) + r")(?!\w)") if self.hidden else None
        )

    @classmethod
    def of(cls, match: Match, seats: Sequence[int], in_sight: Iterable[str] = ()) -> Secrets:
        """What one of ``seats`` does not know, of the cards of ``match``
        (``in_sight``: names every seat sees besides, the cards face up on
        a real table)."""
        every = {c.card.name for z in match.game.zones.values() for c in z.cards}
        known: set[str] | None = None
        for s in seats:
            mine = seen_names(match, s)
            known = mine if known is None else known & mine
        known = (known or set()) | set(in_sight)
        return cls(every - known, known)

    def __bool__(self) -> bool:
        return bool(self.hidden)

    def named(self, text: str) -> bool:
        """Whether ``text`` names a hidden card."""
        return self._pattern is not None and any(m.group(1) in self.hidden for m in self._pattern.finditer(text))

    def redact(self, text: str, hidden: str = HIDDEN_WORDS) -> str:
        """``text`` with every hidden card's name replaced by "a card"
        (``hidden``: those words in the language in place)."""
        if self._pattern is None or not text:
            return text

        def swap(m: re.Match[str]) -> str:
            name = m.group(1)
            if name in self._guard:
                return name
            at_start = m.start() == 0 or text[: m.start()].rstrip(" ").endswith(("\n", ". "))
            return hidden.capitalize() if at_start else hidden

        return self._pattern.sub(swap, text)


NO_SECRETS = Secrets(())


def shared_view(match: Match, viewer: int, seats: Sequence[int]) -> View:
    """``viewer``'s view of the game, with only the cards every one of
    ``seats`` may see face up: the others are drawn as their backs (without
    an id where the zone is closed, as :func:`engine.view.view_for` does)."""
    view = match.view(viewer)
    named: set[int] | None = None
    for s in seats:
        ids = {c.iid for z in match.view(s).zones for c in z.cards if c.name is not None}
        named = ids if named is None else named & ids
    named = named or set()

    def back(c: CardView, public: bool) -> CardView:
        return CardView(c.iid if public else HIDDEN_IID, None, None, c.face_up, c.orientation)

    zones = []
    for z in view.zones:
        if all(c.name is None or c.iid in named for c in z.cards):
            zones.append(z)
            continue
        public = z.visibility == "public"
        cards = tuple(c if c.name is None or c.iid in named else back(c, public) for c in z.cards)
        zones.append(dataclasses.replace(z, cards=cards))
    return dataclasses.replace(view, zones=tuple(zones))


def _told_least(event: Event, seats: Sequence[int]) -> int:
    """Of ``seats``, one the event tells least: one that did not see its
    card, or not the seat it is private to."""
    seen = getattr(event, "seen_by", None)
    private_to = getattr(event, "private_to", None)
    if isinstance(seen, tuple):
        outside = [s for s in seats if s not in seen]
    elif isinstance(private_to, int):
        outside = [s for s in seats if s != private_to]
    elif getattr(event, "private", False) is True and isinstance(getattr(event, "player", None), int):
        outside = [s for s in seats if s != getattr(event, "player")]  # noqa: B009 - checked just above
    else:
        outside = []
    return outside[0] if outside else seats[0]


#: an event in words for one viewer (None: every card named)
Say = Callable[[Event, "int | None"], str]


def _describe(event: Event, viewer: int | None) -> str:
    return event.describe(viewer)


def words(event: Event, seats: Sequence[int] | None, secrets: Secrets = NO_SECRETS, say: Say = _describe) -> str:
    """``event`` in words (``say``: the game's own, see
    :class:`desktop.wording.GameWords`) for ``seats`` all at once (None: for
    a spectator of bots, every card named), without the names in ``secrets``."""
    if seats is None:
        return say(event, None)
    text = say(event, seats[0] if len(seats) == 1 else _told_least(event, seats))
    return secrets.redact(text)
