"""How long table sync waits, and how much work one settle may do."""

from __future__ import annotations

from engine.errors import GameOver, IllegalActionError, InvalidAnswerError

#: how long the table must stay unchanged before it is read (seconds)
SETTLE_S = 0.25
#: how much sooner than the mat the camera reports a move: the camera at its
#: next frame, the mat once the whole mat has been still for its own settle
#: time (0.25 s) and a dump confirmed it; a change the camera reported is
#: read only after the settle time and this lead (see :meth:`Sync.due`)
CAMERA_LEAD_S = 0.15
#: how long sync waits at most for the mat to count what the camera shows
MAT_CATCH_UP_S = 1.0
#: copies of the game :meth:`Sync.prepare` keeps ready (one per answer a
#: search may try, so that a search replays nothing)
SPARES = 16
#: the most answers tried for one settled change
MAX_TRIES = 16
#: the most matching answers the players are asked to pick from (keys 1-9)
ASK_MOST = 9
#: the most answers applied for one settled change (players doing two things at once)
MAX_STEPS = 6
#: the most hidden-card swaps one settle may make
MAX_SWAPS = 2
#: the most optional questions in a row the players may have declined without a word
MAX_DECLINES = 3
#: the most hand cards tried in trade for a card the table shows
MAX_TRADES = 3
#: the most trades tried in one settle (each replays the game: a table far
#: from the game must not stall the window)
MAX_TRADE_TRIES = 12
#: the most copies of the game the searches of one settle may make or use
#: (each replays the game, 10-30 ms late in a game; so does each trade
#: tried): past it, sync stops looking and says so (see :data:`STOPPED`).
#: Measured over the 40 games of the players' own shuffles that the docs
#: count: a settle that found the move used at most 31, the longest search
#: that found none 89
SEARCH_BUDGET = 100
#: decisions with at most this many answers to try are checked in full for ambiguity
FEW = 6
#: an answer naming no card is checked against up to this many others
MANY = 12

#: what a replay of the game raises when the answers no longer fit
REPLAY_ERRORS = (IllegalActionError, InvalidAnswerError, GameOver)


class OutOfBudget(Exception):
    """The searches of one settle used up :data:`SEARCH_BUDGET`."""
