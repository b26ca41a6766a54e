"""Cards that can't be switched to Active Mode for a while: "it can't be
switched to Active Mode during your opponent's next Charge Phase", "... until
the start of your next turn", "... until the end of your opponent's next
turn", "... until the start of your next Main Phase", "... during your
opponent's next turn". While that holds nothing switches the card to Active
Mode: not the Charge Phase (DBS 6-2-2), not a skill, not [Dual Attack]'s
restand. It holds for that card only: one that changed areas is a new card
(DBS 3-1-4). Turns alternate between the two players (DBS 6-1), so "your
(opponent's) next turn" is the first turn after this one that player takes."""

from __future__ import annotations

from engine.games.dbscg.state import game_state
from engine.state import Card, Game

#: how long, in the words of the card: until when the card can't be switched to Active Mode
UNTIL = ("charge", "next_turn", "opponent_turn_end", "next_main", "opponent_turn")


def _next_turn_of(g: Game, seat: int) -> int:
    """The number of the first turn after this one whose turn player is ``seat``."""
    return g.turn + (2 if g.active == seat else 1)


def bar_active(g: Game, master: int, card: Card, until: str) -> None:
    """``card`` can't be switched to Active Mode for ``until`` (a word of :data:`UNTIL`),
    said by a skill of ``master``."""
    whose = master if until in ("next_turn", "next_main") else g.opponent(master)
    game_state(g).no_active.append((card.iid, card.incarnation, until, _next_turn_of(g, whose)))


def _holds(g: Game, until: str, turn: int) -> bool:
    charge = g.phase == "Charge Phase"
    if until == "charge":
        return g.turn == turn and charge
    if until == "next_turn":
        return g.turn < turn
    if until == "opponent_turn_end":
        return g.turn <= turn
    if until == "next_main":
        return g.turn < turn or (g.turn == turn and charge)
    return g.turn == turn  # opponent_turn


def active_barred(g: Game, card: Card) -> bool:
    """Whether ``card`` can't be switched to Active Mode now."""
    bars = game_state(g).no_active
    return bool(bars) and any(
        iid == card.iid and inc == card.incarnation and _holds(g, until, turn) for iid, inc, until, turn in bars
    )
