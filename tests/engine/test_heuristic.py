"""The heuristic bot: legal whole games in every ruleset, clearly better than
the random bot, and blind to what its seat may not see."""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Callable

import pytest

from engine import registry
from engine.bots import BOTS, Bot, EasyBot, RandomBot, make_bot
from engine.cards import CardDef
from engine.decisions import Decision, Kind, Option
from engine.heuristic import HeuristicBot
from engine.match import Match
from engine.sim import play_one, run_sim, seat_bots
from engine.state import Card
from engine.view import CardView, PlayerView, View, ZoneView, view_for

RULESETS = registry.ids()


def _duel(ruleset_id: str, seed: int, heuristic_team: int) -> tuple[Match, bool]:
    """One game, the heuristic bot for one team and the random bot for the
    other, every answer checked; whether the heuristic team won."""
    m = Match.new(ruleset_id, seed=seed)
    bots: dict[int, Bot] = {
        p.seat: HeuristicBot(m.view) if p.team == heuristic_team else RandomBot(seed * 8 + p.seat)
        for p in m.game.players
    }
    n = 0
    while m.decision is not None:
        d = m.decision
        m.apply(bots[d.player].choose(d))  # raises on an illegal answer
        n += 1
        assert n < 20_000, f"no end at turn {m.game.turn}"
    m.game.check_invariants()
    outcome = m.outcome()
    assert outcome is not None
    return m, any(m.game.players[w].team == heuristic_team for w in outcome.winners)


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_the_heuristic_bot_plays_whole_games_with_legal_answers(ruleset_id: str) -> None:
    for team in (0, 1):
        _duel(ruleset_id, 7, team)


#: Seeds 1000..1009, each played with the heuristic bot on either side: 20
#: games per ruleset. Measured 20 of 20 won in every ruleset (and 98-100% over
#: 400 games per ruleset, see the commit that set this floor); 16 leaves room
#: for changes of the rules without letting a bot that plays no better than
#: chance pass.
BEAT_SEEDS = range(1000, 1010)
BEAT_FLOOR = 16


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_the_heuristic_bot_beats_the_random_bot(ruleset_id: str) -> None:
    won = sum(_duel(ruleset_id, seed, team)[1] for seed in BEAT_SEEDS for team in (0, 1))
    assert won >= BEAT_FLOOR, f"{won} of {2 * len(BEAT_SEEDS)}"


def _scrambled_view(m: Match, seat: int, rng: random.Random, moved: list[int]) -> View:
    """The seat's view after every card it may not see has been given another
    unseen card of the same owner (the opponent's hand and deck, its own deck
    order...), then the game put back as it was."""
    g = m.game
    unseen: dict[int, list[Card]] = defaultdict(list)
    for zone in g.zones.values():
        for c in zone.cards:
            if not g.can_see(c, seat):
                unseen[c.owner].append(c)
    saved: list[tuple[Card, CardDef]] = []
    for cards in unseen.values():
        defs = [c.card for c in cards]
        rng.shuffle(defs)
        for c, new in zip(cards, defs, strict=True):
            if new is not c.card:
                saved.append((c, c.card))
                c.card = new
    moved.append(len(saved))
    try:
        return view_for(g, seat)
    finally:
        for c, old in saved:
            c.card = old


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_the_heuristic_bot_never_reads_what_its_seat_may_not_see(ruleset_id: str) -> None:
    """Two heuristic bots answer the same decisions of one game, one seeing
    the real game and one a game whose hidden cards (the opponent's hand and
    deck, its own deck order) were swapped around before every look: their
    answers are the same at every decision."""
    m = Match.new(ruleset_id, seed=11)
    rng = random.Random(11)
    moved: list[int] = []
    plain = {p.seat: HeuristicBot(m.view) for p in m.game.players if p.team == 0}
    blind = {seat: HeuristicBot(lambda s: _scrambled_view(m, s, rng, moved)) for seat in plain}
    other = RandomBot(11)
    n = 0
    while m.decision is not None and n < 3000:
        d = m.decision
        if d.player in plain:
            answer = plain[d.player].choose(d)
            assert blind[d.player].choose(d) == answer, f"{d} at turn {m.game.turn}"
        else:
            answer = other.choose(d)
        m.apply(answer)
        n += 1
    assert sum(moved) > 0  # hidden cards were really swapped


def _decision(about: str, options: tuple[Option, ...], kind: Kind = Kind.ACTION, lo: int = 1, hi: int = 1) -> Decision:
    return Decision(0, kind, "test", options, min=lo, max=hi, about=about)


def test_the_heuristic_bot_answers_one_choice_and_orders_without_looking() -> None:
    def no_look(seat: int) -> View:
        raise AssertionError("looked")

    bot = HeuristicBot(no_look)
    assert bot.choose(_decision("main", (Option("end", "End", verb="pass"),))) == ("end",)
    order = _decision("order", (Option("a", "A"), Option("b", "B")), Kind.ORDER)
    assert bot.choose(order) == ("a", "b")


def test_bots_are_chosen_by_name() -> None:
    m = Match.new("weiss", seed=1)
    assert isinstance(make_bot("random", m.view, 1), RandomBot)
    assert isinstance(make_bot("heuristic", m.view, 1), HeuristicBot)
    assert isinstance(make_bot("easy", m.view, 1), EasyBot)
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("clever", m.view, 1)
    assert BOTS == ("random", "easy", "heuristic", "search")
    assert seat_bots(["heuristic", "random"], 4) == ["heuristic", "random", "heuristic", "random"]
    assert seat_bots([], 2) == ["random", "random"]


def test_sim_gives_each_seat_its_bot() -> None:
    result = run_sim("dbscg", 2, seed=3, bots=["heuristic", "random"]).to_dict()
    assert result["bots"] == ["heuristic", "random"] and result["errors"] == 0 and result["finished"] == 2
    with pytest.raises(ValueError, match="unknown bot"):
        run_sim("dbscg", 1, bots=["clever"])


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_random_bot_games_are_the_games_they_always_were(ruleset_id: str) -> None:
    """With every seat random, one random bot seeded ``seed ^ 0x5EED`` answers
    for all seats, as before seats had bots of their own: same journal."""
    for seed in (1, 2):
        m, _ = play_one(ruleset_id, seed)
        again, _ = play_one(ruleset_id, seed, bots=["random", "random"])
        ref = Match.new(ruleset_id, seed=seed)
        bot = RandomBot(seed ^ 0x5EED)
        while ref.decision is not None:
            ref.apply_trusted(bot.choose(ref.decision))
        assert m.journal_digest() == again.journal_digest() == ref.journal_digest()


# -- single decisions, on views made by hand -------------------------------------------


def _card(iid: int, type_: str = "normal_unit", **stats: int) -> CardView:
    return CardView(iid, f"card {iid}", f"C-{iid}", True, "stand", dict(stats), "", type_)


def _view(ruleset_id: str, zones: dict[str, list[CardView]], **extras: object) -> View:
    zone_views = tuple(
        ZoneView(key, key, int(key[1 : key.index(".")]), "public", len(cards), tuple(cards))
        for key, cards in zones.items()
    )
    players = (PlayerView(0, 0, {}, ""), PlayerView(1, 1, {}, ""))
    return View(0, ruleset_id, 5, 1, "battle", "", players, zone_views, False, (), dict(extras))


def _fixed(view: View) -> Callable[[int], View]:
    return lambda seat: view


def _guard(hand: list[CardView]) -> Decision:
    options = tuple(Option(str(c.iid), c.name or "", verb="guard", cards=(c.iid,), src="p0.hand") for c in hand)
    return _decision("guard", options, Kind.CARDS, 0, len(options))


VANGUARD_HAND = [
    _card(11, grade=2, power=10000, shield=5000),
    _card(12, "trigger_unit", grade=0, power=5000, shield=10000),
    _card(13, grade=1, power=8000, shield=5000),
]


def _vanguard_fight(damage: int) -> View:
    zones = {
        "p0.VC": [_card(1, grade=3, power=13000)],
        "p0.hand": VANGUARD_HAND,
        "p1.VC": [_card(2, grade=3, power=22000)],
    }
    fight = {"attackers": [2], "targets": [1], "defender": 0, "attack": 22000, "attack_plus": [], "defence": 13000}
    return _view("vanguard", zones, damage=[damage, 0], fight=fight)


def test_the_heuristic_bot_guards_a_hit_that_matters_with_the_least_it_takes() -> None:
    """A 22000 attack on a 13000 vanguard at 4 damage: one 10000 shield stops
    it. At 1 damage the hit does not matter: no guard."""
    assert HeuristicBot(lambda seat: _vanguard_fight(4)).choose(_guard(VANGUARD_HAND)) == ("12",)
    assert HeuristicBot(lambda seat: _vanguard_fight(1)).choose(_guard(VANGUARD_HAND)) == ()


def test_the_heuristic_bot_pays_with_its_least_valuable_card() -> None:
    soul = [_card(21, grade=3, power=13000), _card(22, grade=0, power=5000), _card(23, grade=2, power=10000)]
    view = _view("vanguard", {"p0.soul": soul})
    options = tuple(Option(str(c.iid), "", verb="pay", cards=(c.iid,), src="p0.soul") for c in soul)
    assert HeuristicBot(lambda seat: view).choose(_decision("pay", options, Kind.CARDS)) == ("22",)


def test_the_heuristic_bot_attacks_what_it_beats() -> None:
    """An 11000 attacker cannot beat a 13000 vanguard: it attacks the 9000
    rear-guard; against an 11000 vanguard it attacks the vanguard."""
    for vanguard_power, expected in ((13000, "32"), (11000, "31")):
        zones = {
            "p0.RC_FL": [_card(30, grade=2, power=11000)],
            "p1.VC": [_card(31, grade=3, power=vanguard_power)],
            "p1.RC_FL": [_card(32, grade=1, power=9000)],
        }
        bot = HeuristicBot(_fixed(_view("vanguard", zones, damage=[0, 0])))
        attacker = (Option("30", "", verb="attack", cards=(30,), src="p0.RC_FL"), Option("end", "", verb="pass"))
        assert bot.choose(_decision("attack", attacker, Kind.CARDS)) == ("30",)
        targets = tuple(
            Option(str(i), "", verb="attack", cards=(i,), src=z) for i, z in ((31, "p1.VC"), (32, "p1.RC_FL"))
        )
        assert bot.choose(_decision("attack_target", targets, Kind.CARDS)) == (expected,)


@pytest.mark.parametrize("ruleset_id", ["vanguard", "weiss", "dbscg", "systemgate"])
def test_the_easy_bot_sits_between_the_random_and_the_heuristic_bot(ruleset_id: str) -> None:
    """The easy bot (the heuristic bot answering a third of its real choices
    at random) beats the random bot and loses to the heuristic bot most of the
    time, from either seat; its games replay to the same journal (seeded)."""
    games = 12
    beaten = run_sim(ruleset_id, games, seed=40, bots=["easy", "random"]).to_dict()
    beaten_back = run_sim(ruleset_id, games, seed=60, bots=["random", "easy"]).to_dict()
    loses = run_sim(ruleset_id, games, seed=80, bots=["easy", "heuristic"]).to_dict()
    loses_back = run_sim(ruleset_id, games, seed=100, bots=["heuristic", "easy"]).to_dict()
    assert all(r["errors"] == 0 for r in (beaten, beaten_back, loses, loses_back))
    assert beaten["wins"][0] + beaten_back["wins"][1] >= 0.75 * 2 * games
    assert loses["wins"][1] + loses_back["wins"][0] >= 0.6 * 2 * games
    first, _ = play_one(ruleset_id, 7, bots=["easy", "heuristic"])
    again, _ = play_one(ruleset_id, 7, bots=["easy", "heuristic"])
    assert first.journal_digest() == again.journal_digest()
