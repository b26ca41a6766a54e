"""Deck statistics from bot-piloted games (no Qt): opening-hand odds and
turns to win. Runs on the background thread (desktop.worker)."""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from engine.bots import RandomBot
from engine.decks import DeckList
from engine.events import TurnBegan
from engine.match import Match

Progress = Callable[[int, int], None]


@dataclass
class DeckStats:
    """What N games of one deck (seat 1, bot-piloted) showed."""

    ruleset_id: str
    deck_name: str
    games: int = 0
    wins: int = 0
    errors: int = 0
    cancelled: bool = False
    #: card name -> share of games with at least one copy in the first hand dealt
    opening: dict[str, float] = field(default_factory=dict)
    #: your turns taken -> games won in that many
    turns_to_win: dict[int, int] = field(default_factory=dict)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average_turns_to_win(self) -> float:
        n = sum(self.turns_to_win.values())
        return sum(t * c for t, c in self.turns_to_win.items()) / n if n else 0.0


def _play_one(ruleset_id: str, decks: Sequence[DeckList], seed: int) -> tuple[list[str], bool, int]:
    m = Match.new(ruleset_id, decks=list(decks) or None, seed=seed)
    bots = [RandomBot(seed * 8 + s) for s in range(len(m.game.players))]
    hand: list[str] = []
    steps = 0
    while m.decision is not None and steps < 20_000:
        if not hand:
            own = m.view(0).zone("p0.hand") if any(z.key == "p0.hand" for z in m.view(0).zones) else None
            if own is not None and own.count:
                hand = [c.name or "?" for c in own.cards]
        d = m.decision
        m.apply_trusted(bots[d.player].choose(d))
        steps += 1
    won = 0 in m.game.winners
    turns = sum(1 for e in m.journal if isinstance(e, TurnBegan) and e.player == 0)
    return hand, won, turns


def deck_statistics(
    ruleset_id: str,
    decks: Sequence[DeckList],
    games: int,
    seed: int,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> DeckStats:
    """Play ``games`` bot games (seeds ``seed``, ``seed + 1``...) and gather
    the statistics; stops early (``cancelled``) when ``cancel`` is set."""
    name = decks[0].name if decks else "demo deck"
    stats = DeckStats(ruleset_id, name)
    seen: Counter[str] = Counter()
    for i in range(games):
        if cancel is not None and cancel.is_set():
            stats.cancelled = True
            break
        try:
            hand, won, turns = _play_one(ruleset_id, decks, seed + i)
        except Exception:  # a broken game counts as an error, the run goes on
            stats.errors += 1
        else:
            stats.games += 1
            seen.update(set(hand))
            if won:
                stats.wins += 1
                stats.turns_to_win[turns] = stats.turns_to_win.get(turns, 0) + 1
        if progress is not None:
            progress(i + 1, games)
    if stats.games:
        stats.opening = {k: v / stats.games for k, v in seen.most_common()}
    return stats
