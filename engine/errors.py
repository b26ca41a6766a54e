"""Exception types of the engine.

Separate types for "cannot be parsed", "not legal now" and "ambiguous",
so callers can tell a malformed answer from a well-formed but illegal one.
"""

from __future__ import annotations


class PlaymatError(Exception):
    """Base class of every error the engine raises on purpose."""


class LoadError(PlaymatError):
    """A card file, deck list or save file is malformed or invalid.

    ``path`` and ``line`` point at the problem; ``str()`` reads
    ``path:line: message`` like a compiler diagnostic.
    """

    def __init__(self, path: str, line: int | None, message: str) -> None:
        self.path = str(path)
        self.line = line
        self.message = message
        where = f"{self.path}:{line}" if line else self.path
        super().__init__(f"{where}: {message}")


class DeckError(LoadError):
    """A deck list breaks the deck-construction rules of its game."""


class IllegalActionError(PlaymatError, ValueError):
    """An answer that is well formed but not legal at this decision."""


class InvalidAnswerError(PlaymatError, ValueError):
    """An answer that cannot be read at all (wrong type, unknown key)."""


class AmbiguousActionError(PlaymatError, ValueError):
    """An answer that matches more than one legal option."""


class GameOver(Exception):
    """Raised inside a game flow when the game has ended.

    Not an error: it unwinds the flow's generators back to the match.
    """
