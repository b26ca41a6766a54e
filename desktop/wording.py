"""The words the window shows for a view, a decision and an outcome (no Qt).

Everything here reads a per-seat :class:`~engine.view.View`, never the game
state, so a card hidden from that seat can only ever read "face down".
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from engine.decisions import Decision
from engine.events import seat as seat_name
from engine.match import Outcome
from engine.view import CardView, PlayerView, View, ZoneView

__all__ = [
    "CardRow",
    "counters_text",
    "decision_text",
    "outcome_text",
    "plural",
    "seat_name",
    "stats_text",
    "status_text",
    "zone_rows",
    "zone_title",
]

#: How many option labels the decision line lists before "+N more".
OPTIONS_SHOWN = 6


@dataclass(frozen=True, slots=True)
class CardRow:
    """One line under a zone: a card, or a run of cards hidden from the viewer."""

    text: str
    orientation: str
    details: str
    hidden: bool = False
    #: the card's name, stats and rules text, for a tooltip
    tooltip: str = ""


def stats_text(stats: Mapping[str, object]) -> str:
    """``power 8000 · shield 5000``; empty values are left out."""
    return " · ".join(f"{k} {v}" for k, v in stats.items() if v not in (None, "", (), []))


def _card_row(card: CardView, public: bool) -> CardRow:
    if card.name is None:
        return CardRow("face down", card.orientation, "", hidden=True)
    # In a hand or a deck every card is face down; say so only where the
    # other cards lie face up (a flipped damage card, a set card).
    text = f"{card.name} (face down)" if public and not card.face_up else card.name
    details = stats_text(card.stats)
    tooltip = "\n".join(part for part in (card.name, details, card.text) if part)
    return CardRow(text, card.orientation, details, tooltip=tooltip)


def zone_rows(zone: ZoneView) -> list[CardRow]:
    """The zone's cards in order (top of a stack last, as the engine keeps
    them). Consecutive standing cards the viewer cannot see are merged into
    one "N face down" row, so a 50-card deck is one line."""
    public = zone.visibility == "public"
    rows: list[CardRow] = []
    run = 0

    def flush() -> None:
        nonlocal run
        if run:
            rows.append(CardRow("face down" if run == 1 else f"{run} face down", "", "", hidden=True))
            run = 0

    for card in zone.cards:
        if card.name is None and card.orientation == "stand":
            run += 1
            continue
        flush()
        rows.append(_card_row(card, public))
    flush()
    return rows


def plural(n: int, word: str) -> str:
    """``1 answer``, ``2 answers``."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def zone_title(zone: ZoneView) -> str:
    name = zone.name.replace("_", " ")
    return f"{name} ({zone.count})"


def counters_text(player: PlayerView) -> str:
    """``life 5 · damage 2``, then the reason the player lost, if they did."""
    parts = [f"{k.replace('_', ' ')} {v}" for k, v in player.counters.items()]
    if player.lost:
        parts.append(f"lost: {player.lost}")
    return " · ".join(parts)


def status_text(view: View) -> str:
    """``Turn 3 · main / call · Player 1's turn``."""
    where = view.phase or "setup"
    if view.step:
        where += f" / {view.step}"
    if view.turn <= 0:
        return f"Before the first turn · {where}"
    return f"Turn {view.turn} · {where} · {seat_name(view.active)}'s turn"


def _names(seats: Iterable[int]) -> str:
    numbers = [str(s + 1) for s in seats]
    if len(numbers) == 1:
        return f"Player {numbers[0]}"
    return "Players " + ", ".join(numbers[:-1]) + " and " + numbers[-1]


def outcome_text(outcome: Outcome) -> str:
    """``Game over: Player 2 wins (Player 1 has 6 damage)``."""
    if not outcome.winners:
        result = "a draw"
    else:
        result = _names(outcome.winners) + (" wins" if len(outcome.winners) == 1 else " win")
    return f"Game over: {result}" + (f" ({outcome.reason})" if outcome.reason else "")


def decision_text(decision: Decision) -> str:
    """Who decides what, and among which options."""
    labels = [o.label for o in decision.options[:OPTIONS_SHOWN]]
    more = len(decision.options) - len(labels)
    listed = " · ".join(labels) + (f" · +{more} more" if more > 0 else "")
    return f"{seat_name(decision.player)} to decide: {decision.prompt}\n{listed}"
