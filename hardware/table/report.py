"""What table sync concludes after a settle, for the screen: its state,
the words, the differences and the moves the players are asked to pick
from, and why they are asked."""

from __future__ import annotations

from dataclasses import dataclass

from engine.decisions import Answer
from hardware.table.picture import Difference
from hardware.table.words import say

IN_SYNC = "in sync"
APPLIED = "applied"
ASK = "ask"
MISMATCH = "mismatch"
WAITING = "waiting"  #: a card the game revealed must be shown on the table first
#: no move explains the table within :data:`SEARCH_BUDGET` copies of the game:
#: the players finish the move on the table or answer in the prompt
STOPPED = "stopped"
PAUSED = "paused"
OVER = "over"
#: why sync asks the players (:attr:`Report.why`): the choice is one the
#: table cannot show (a target, a yes or no, an order, a hidden card, whether
#: more cards are coming), or the table showed a move sync could not read
CANNOT_SHOW = "the table cannot show it"
COULD_NOT_READ = "a move sync could not read"
TARGET = "target"  #: cards the choice names stay as they lie (which unit is attacked, gets the power)
YES_NO = "yes or no"
ORDER = "order"
HIDDEN = "hidden card"  #: the card chosen is out of the camera's sight (put down face down)
BURIED = "cards in a pile"  #: more ways to choose cards put on a pile than can be listed
DONE = "more cards?"  #: cards put down one at a time: the table cannot tell when the players are done
UNREAD = "unread move"  #: several moves give the picture the table shows
NOT_LISTED = "not listed"  #: the players said none of the listed moves was theirs
#: what the banner says when the table shows a move but not the choice made
BLIND_TEXT = {HIDDEN: say("table.blind.hidden"), TARGET: say("table.blind.target")}
ASK_REASONS = {
    TARGET: CANNOT_SHOW,
    YES_NO: CANNOT_SHOW,
    ORDER: CANNOT_SHOW,
    HIDDEN: CANNOT_SHOW,
    BURIED: CANNOT_SHOW,
    DONE: CANNOT_SHOW,
    UNREAD: COULD_NOT_READ,
    NOT_LISTED: COULD_NOT_READ,
}


@dataclass(frozen=True, slots=True)
class Candidate:
    keys: Answer
    text: str  #: the move in the players' words (a :class:`~hardware.table.words.Worded`: English, keeping its message)


@dataclass(frozen=True, slots=True)
class Report:
    """What sync concluded, for the screen."""

    state: str
    #: what it concluded, in English; sync's own words keep their message
    #: (:class:`~hardware.table.words.Worded`) for the window to word them
    text: str
    differences: tuple[Difference, ...] = ()
    candidates: tuple[Candidate, ...] = ()
    applied: tuple[str, ...] = ()  #: what was applied, in the game log's words
    zones: tuple[str, ...] = ()  #: zones to light on the mat
    #: an ASK with one candidate: the players may still add cards to it
    #: (guardians put down one at a time); choosing it says they are done
    more: bool = False
    undone: str = ""  #: the step just taken back, in the game log's words
    #: several moves match and the table cannot tell them apart, more than
    #: can be listed: the players answer the decision in the prompt
    on_screen: bool = False
    why: str = ""  #: why the players are asked (one of :data:`ASK_REASONS`)
