"""How the search bot spends its time: playouts that read the same views
as the heuristic bot, faster, and searches that settle early and keep the
time for later decisions."""

from __future__ import annotations

import gc
import itertools

import pytest

from engine import search
from engine.heuristic import HeuristicBot
from engine.match import Match
from engine.search import LazyStats, SearchBot, playout_view
from engine.view import view_for

ALL = ["vanguard", "weiss", "dbscg", "dbscg-1.0", "systemgate", "systemgate-tagteam"]


@pytest.mark.parametrize("ruleset_id", ALL)
def test_a_playouts_view_is_the_seats_view(ruleset_id: str) -> None:
    m = Match.new(ruleset_id, seed=5)
    bots = [HeuristicBot(m.view) for _ in m.game.players]
    for _ in range(150):
        d = m.decision
        if d is None:
            break
        for seat in range(len(m.game.players)):
            assert playout_view(m.game, seat) == view_for(m.game, seat)
        m.apply_trusted(bots[d.player].choose(d))
    assert len(m.answers) >= 60


@pytest.mark.parametrize("ruleset_id", ALL)
def test_heuristic_bots_on_playout_views_play_the_same_game(ruleset_id: str) -> None:
    games = []
    for view_of in ("match", "playout"):
        m = Match.new(ruleset_id, seed=8)
        look = m.view if view_of == "match" else (lambda seat, m=m: playout_view(m.game, seat))
        bots = [HeuristicBot(look) for _ in m.game.players]
        while m.decision is not None and len(m.answers) < 2000:
            m.apply_trusted(bots[m.decision.player].choose(m.decision))
        games.append([e.record() for e in m.journal])
    assert games[0] == games[1]
    assert len(games[0]) > 100


def test_lazy_stats_are_read_once_when_first_looked_at() -> None:
    reads = []

    def fill() -> dict[str, object]:
        reads.append(1)
        return {"power": 5000}

    stats = LazyStats(fill)
    assert reads == []
    assert stats.get("power") == 5000 and stats["power"] == 5000 and "power" in stats
    assert stats == {"power": 5000} and list(stats.items()) == [("power", 5000)]
    assert reads == [1]


def _searching(ruleset_id: str = "dbscg") -> Match:
    m = Match.new(ruleset_id, seed=4)
    bots = [HeuristicBot(m.view) for _ in m.game.players]
    while True:
        d = m.decision
        assert d is not None
        if len(m.answers) > 30 and len(SearchBot(lambda: m).candidates(d)) > 2:
            return m
        m.apply_trusted(bots[d.player].choose(d))


def test_a_search_whose_answers_all_score_alike_settles_and_keeps_its_time(monkeypatch: pytest.MonkeyPatch) -> None:
    m = _searching()
    d = m.decision
    assert d is not None
    ticks = itertools.count()
    # a clock that advances 0.01 s each time it is read: each round takes 0.01 s
    bot = SearchBot(lambda: m, seed=3, budget=0.1, clock=lambda: next(ticks) / 100)
    monkeypatch.setattr(search, "score", lambda g, seat: 0.5)
    bot.choose(d)
    assert bot.last.rounds == search.SETTLE_ROUNDS  # every answer alike: no more rounds
    assert bot.bank == pytest.approx(0.1 - 0.01 * search.SETTLE_ROUNDS)
    # the control: answers that score differently play on to the budget
    scores = itertools.cycle([0.2, 0.5, 0.7, 0.4, 0.9])
    monkeypatch.setattr(search, "score", lambda g, seat: next(scores))
    fresh = SearchBot(lambda: m, seed=3, budget=0.105, clock=lambda: next(ticks) / 100)
    fresh.choose(d)
    assert fresh.last.rounds == 10  # an eleventh would end past 0.105 s
    assert fresh.bank == pytest.approx(0.005)


def test_kept_time_lets_a_later_search_think_longer_up_to_the_bank(monkeypatch: pytest.MonkeyPatch) -> None:
    m = _searching()
    d = m.decision
    assert d is not None
    ticks = itertools.count()
    bot = SearchBot(lambda: m, seed=3, budget=0.105, clock=lambda: next(ticks) / 100)
    scores = itertools.cycle([0.2, 0.5, 0.7, 0.4, 0.9])
    monkeypatch.setattr(search, "score", lambda g, seat: next(scores))
    bot.bank = 10.0  # far more than a decision may spend
    bot.choose(d)
    assert search.BANK == 3.0
    assert bot.last.rounds == 31  # 0.315 s (three budgets) at most: a 32nd would end at 0.32 s
    assert bot.bank == pytest.approx(10.0 + 0.105 - 0.31)


@pytest.mark.parametrize("ruleset_id", ALL)
def test_a_searchs_playouts_leave_nothing_for_the_cyclic_collector(ruleset_id: str) -> None:
    """Each playout's copy is let go of as it ends (Match.discard): its cards
    and zones no longer hold each other, so its memory is freed at once. Left
    to the collector, about a thousand objects a playout waited for it, and
    collecting them after each search took a sixth of a search bot's game."""
    m = Match.new(ruleset_id, seed=5)
    bots = [HeuristicBot(m.view) for _ in m.game.players]
    while m.decision is not None and m.game.turn < 5:
        m.apply_trusted(bots[m.decision.player].choose(m.decision))
    bot = SearchBot(lambda: m, seed=1, rounds=2)
    playouts = found = 0
    collecting = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        while m.decision is not None and playouts < 60:
            d = m.decision
            if len(d.options) > 1 and d.player == 0:
                gc.collect()  # (the match's own: copies of past positions it no longer keeps)
                bot.choose(d)
                playouts += bot.last.playouts
                found += gc.collect()
            m.apply_trusted(bots[d.player].choose(d))
    finally:
        if collecting:
            gc.enable()
    assert playouts >= 20
    assert found / playouts < 30


def test_a_discarded_match_is_over_and_its_zones_let_go_of_their_cards() -> None:
    m = Match.new("vanguard", seed=3)
    copy = m.clone()
    copy.discard()
    assert copy.decision is None
    assert all(not z.cards for z in copy.game.zones.values())
    assert any(z.cards for z in m.game.zones.values())  # the original is untouched
    assert m.clone().decision == m.decision
