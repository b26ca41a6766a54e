"""The search bot: it plays its answers out from positions its seat could be
in (the cards it cannot see dealt again), and never from the true ones."""

from __future__ import annotations

import itertools
import random
import zlib
from collections import Counter

import pytest

from engine import determinize, search
from engine.bots import BOTS, RandomBot, make_bot
from engine.decisions import Decision, Kind, Option
from engine.determinize import determinized, hidden_faces, redeal, unseen_places
from engine.events import CardMoved
from engine.games.vanguard.state import game_state as vanguard_state
from engine.heuristic import HeuristicBot
from engine.match import Match
from engine.search import Arm, SearchBot, best, score
from engine.sim import play_one, run_sim
from engine.state import Card, Game

ALL = ["vanguard", "weiss", "dbscg", "dbscg-1.0", "systemgate", "systemgate-tagteam"]


def _midgame(ruleset_id: str, seed: int = 4, answers: int = 60) -> Match:
    """A match some way into the game, played by random bots."""
    m = Match.new(ruleset_id, seed=seed)
    bot = RandomBot(seed)
    for _ in range(answers):
        d = m.decision
        assert d is not None
        m.apply_trusted(bot.choose(d))
    return m


def _names(m: Match, key: str) -> list[str]:
    return sorted(c.name for c in m.game.zones[key].cards)


#: a public pile of each game where a card may lie face down (a face-down
#: soul, memory, a card under another)
PILE = {
    "vanguard": "soul",
    "weiss": "memory",
    "dbscg": "under",
    "dbscg-1.0": "under",
    "systemgate": "soul_left",
    "systemgate-tagteam": "soul_left",
}


def _face_down(m: Match, seat: int) -> tuple[Card, Card, Card]:
    """Put three cards from the top of an opponent's deck face down on its
    public pile (:data:`PILE`): one nobody saw, one shown to ``seat`` as it
    went there, one that lay face up there before it was turned down."""
    g = m.game
    other = g.opponent(seat)
    deck, pile = g.zones[f"p{other}.deck"], g.zones[f"p{other}.{PILE[g.ruleset.id]}"]
    unseen = g.move(deck.cards[-1], pile, face_up=False)
    shown = g.move(deck.cards[-1], pile, face_up=False)
    g.reveal(shown, (seat,))
    turned = g.move(deck.cards[-1], pile, face_up=True)
    g.flip(turned, False)
    assert not any(g.can_see(c, seat) for c in (unseen, turned)) and g.can_see(shown, seat)
    return unseen, shown, turned


@pytest.mark.parametrize("ruleset_id", ALL)
def test_a_redeal_leaves_the_seat_the_same_view(ruleset_id: str) -> None:
    m = _midgame(ruleset_id)
    assert m.decision is not None
    seat = m.decision.player
    copy = m.clone()
    unseen, _, _ = _face_down(copy, seat)
    places = unseen_places(copy.game, seat)
    where = [_place(c) for c in copy.game.cards]
    assert hidden_faces(copy.game, seat) == {unseen.owner: [unseen]}
    before = copy.view(seat)
    dealt = redeal(copy.game, seat, random.Random(1))
    assert dealt == sum(len(p) for p in places.values()) + 1 > 1
    assert copy.view(seat) == before
    copy.game.check_invariants()
    # the same cards, each owner's own, in other places; the face-down card stays
    for owner, spots in places.items():
        after = unseen_places(copy.game, seat)[owner]
        assert [(z.key, i) for z, i in after] == [(z.key, i) for z, i in spots]
        assert sorted(z.cards[i].iid for z, i in after) == sorted(z.cards[i].iid for z, i in spots)
    assert [_place(c) for c in copy.game.cards] != where
    assert _place(unseen) == where[unseen.iid]


def _place(card: Card) -> tuple[str, int]:
    return card.zone.key, card.zone.cards.index(card)


@pytest.mark.parametrize("ruleset_id", ["vanguard", "weiss", "dbscg", "systemgate"])
def test_b_redeals_give_the_opponent_different_hands(ruleset_id: str) -> None:
    m = _midgame(ruleset_id)
    assert m.decision is not None
    seat = m.decision.player
    other = m.game.opponent(seat)
    hand = f"p{other}.hand"
    pool = Counter(c.name for c in m.game.cards if c.owner == other and not m.game.can_see(c, seat))
    hands = set()
    for i in range(30):
        copy = determinized(m, seat, random.Random(i))
        hands.add(tuple(_names(copy, hand)))
        redealt = Counter(c.name for c in copy.game.cards if c.owner == other and not copy.game.can_see(c, seat))
        assert redealt == pool  # the same card pool
        assert len(copy.game.zones[hand].cards) == len(m.game.zones[hand].cards)
    assert len(m.game.zones[hand].cards) > 0
    assert len(hands) > 5


@pytest.mark.parametrize("ruleset_id", ALL)
def test_b_a_face_down_card_never_seen_takes_other_faces(ruleset_id: str) -> None:
    m = _midgame(ruleset_id)
    assert m.decision is not None
    seat = m.decision.player
    names: set[str] = set()
    for i in range(24):
        copy = m.clone()
        g = copy.game
        unseen, shown, turned = _face_down(copy, seat)
        kept = (shown.card, turned.card)
        owner = unseen.owner
        pool = Counter(c.name for c in g.cards if c.owner == owner and not g.can_see(c, seat))
        redeal(g, seat, random.Random(i))
        names.add(unseen.name)
        assert unseen.name == unseen.card.name
        assert (shown.card, turned.card) == kept  # the seat saw these two
        assert Counter(c.name for c in g.cards if c.owner == owner and not g.can_see(c, seat)) == pool
        g.check_invariants()
    assert len(names) > 3


def _stale_options(m: Match, answers: int) -> int:
    """Play ``answers`` answers on with heuristic bots; count the options
    of playing or calling a hand card that name another card than it is."""
    bots = [HeuristicBot(m.view) for _ in m.game.players]
    stale = 0
    for _ in range(answers):
        d = m.decision
        if d is None:
            break
        g = m.game
        for o in d.options:
            if o.verb in ("play", "call") and o.card is not None and g.cards[o.card].zone.name == "hand":
                stale += g.cards[o.card].name not in o.label
        m.apply_trusted(bots[d.player].choose(d))
    m.game.check_invariants()
    return stale


@pytest.mark.parametrize(("ruleset_id", "answers"), [("weiss", 200), ("systemgate", 60)])
def test_b_a_redealt_copy_forgets_the_options_built_for_its_cards(
    ruleset_id: str, answers: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    m = _midgame(ruleset_id, answers=answers)
    assert m.decision is not None
    seat = m.decision.player
    assert _stale_after_redeals(m, seat) == 0
    # the control: a ruleset that forgets nothing offers cards by the names they had
    monkeypatch.setattr(type(m.game.ruleset), "forget_card_caches", lambda self, g, cards: None)
    assert _stale_after_redeals(m, seat) > 0


def _stale_after_redeals(m: Match, seat: int) -> int:
    stale = 0
    for i in range(8):
        copy = m.clone()
        redeal(copy.game, seat, random.Random(i))
        stale += _stale_options(copy, 100)
    return stale


def _misplaced_continuous(m: Match, seat: int, rng: int) -> int:
    """Re-deal a copy of a Vanguard match; count the cards whose continuous
    abilities in force (VG 8.7) are not those of the card they now are."""
    copy = m.clone()
    g = copy.game
    redeal(g, seat, random.Random(rng))
    cont = vanguard_state(g).cont
    holders = Counter(g.cards[i].name for i in cont)
    wrong = sum((holders - _cont_holders(m)).values()) + sum((_cont_holders(m) - holders).values())
    for i, effects in cont.items():
        wrong += any(not ce.text.startswith(f"{g.cards[i].name}:") for ce in effects)
    return wrong


def _cont_holders(m: Match) -> Counter[str]:
    return Counter(m.game.cards[i].name for i in vanguard_state(m.game).cont)


def test_b_a_redealt_vanguard_card_has_the_continuous_abilities_of_its_new_face(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    m = _midgame("vanguard")
    assert m.decision is not None
    seat = m.decision.player
    assert len(vanguard_state(m.game).cont) > 0
    assert sum(_misplaced_continuous(m, seat, i) for i in range(5)) == 0
    # the control: a ruleset that forgets nothing leaves them with the cards that had them
    monkeypatch.setattr(type(m.game.ruleset), "forget_card_caches", lambda self, g, cards: None)
    assert sum(_misplaced_continuous(m, seat, i) for i in range(5)) > 0


def _twins(ruleset_id: str, seed: int, answers: int = 50) -> tuple[Match, Match]:
    """Two matches at a decision of seat 1 some way into the game that
    differ only in the order of seat 0's deck: the second lays out seat 0's
    last shuffle with the top card still in the deck swapped with a card
    of another name below it. Heuristic bots played the same answers in both."""
    a = Match.new(ruleset_id, seed=seed)
    bots = [HeuristicBot(a.view) for _ in a.game.players]
    while len(a.answers) < answers or a.decision is None or a.decision.player != 1 or len(a.decision.options) < 2:
        d = a.decision
        assert d is not None
        a.apply_trusted(bots[d.player].choose(d))
    shuffle = [s for s in a.shuffle_log if s.zone == "p0.deck"][-1]
    deck = a.game.zones["p0.deck"].cards
    top = deck[-1]
    other = next(c for c in deck if c.name != top.name)
    b = Match(a.ruleset, a.decks, a.seed, a.deck_names, {shuffle.number: [(top.iid, other.iid)]})
    b.replay(a.answers)
    return a, b


def _searched(m: Match) -> tuple[object, ...]:
    """A search's answer and what each candidate's playouts scored."""
    bot = SearchBot(lambda: m, seed=11, rounds=3)
    assert m.decision is not None
    answer = bot.choose(m.decision)
    assert bot.last.rounds == 3 and bot.last.playouts == 3 * len(bot.last.arms) and bot.last.failed == 0
    return answer, [(arm.answer, arm.values) for arm in bot.last.arms]


#: a seed whose twins' true decks make playouts from the true positions differ
TWIN_SEEDS = {"vanguard": 5, "weiss": 6, "dbscg": 6, "systemgate": 6}


@pytest.mark.parametrize("ruleset_id", sorted(TWIN_SEEDS))
def test_c_the_search_reads_nothing_its_seat_cannot_see(ruleset_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    a, b = _twins(ruleset_id, TWIN_SEEDS[ruleset_id])
    assert a.decision is not None and b.decision == a.decision
    seat = a.decision.player
    assert a.view(seat) == b.view(seat)  # the deciding seat sees the same game...
    assert a.game.zones["p0.deck"].cards[-1].name != b.game.zones["p0.deck"].cards[-1].name  # ...not the same deck
    honest = _searched(a)
    assert len(honest[1]) > 1  # a real choice was searched
    assert _searched(b) == honest
    # the control: playouts from copies of the true positions tell the twins apart
    monkeypatch.setattr(search, "determinized", lambda match, seat, rng: match.clone())
    assert _searched(a) != _searched(b)


def _face_twins(ruleset_id: str, seed: int, after: int = 0) -> tuple[Match, Match, Card]:
    """Two matches at a decision with a real choice that differ only in the
    printed identity of a face-down card on the field the deciding seat never
    saw (a face-down soul), exchanged with that of a card that never left its
    owner's deck: their deck lists exchange the two entries, so the same
    shuffles deal the same instance ids to the same places. Heuristic bots
    played the same answers in both."""
    a = Match.new(ruleset_id, seed=seed)
    b = a
    bots = [HeuristicBot(a.view) for _ in a.game.players]
    while True:
        d = a.decision
        assert d is not None
        faces = hidden_faces(a.game, d.player) if len(d.options) > 1 and len(a.answers) >= after else {}
        if faces:
            owner = min(faces)
            face = faces[owner][0]
            moved = {e.card for e in a.journal if isinstance(e, CardMoved)}
            deck = a.game.zones[f"p{owner}.deck"].cards
            stays = next((c for c in deck if c.iid not in moved and c.name != face.name), None)
            if stays is not None:
                break
        a.apply_trusted(bots[d.player].choose(d))
    # ids are dealt at random before the game (Game.renumber): find the two
    # deck-list entries that became these cards
    for i, j in itertools.product(range(len(a.decks[owner]["main"])), repeat=2):
        decks = [{k: list(v) for k, v in deck_list.items()} for deck_list in a.decks]
        main = decks[owner]["main"]
        if (main[i], main[j]) != (face.card, stays.card):
            continue
        main[i], main[j] = main[j], main[i]
        b = Match(a.ruleset, decks, a.seed, a.deck_names)
        if (b.game.cards[face.iid].card, b.game.cards[stays.iid].card) == (stays.card, face.card):
            break
    assert b is not a
    b.replay(a.answers)
    return a, b, face


@pytest.mark.parametrize(("ruleset_id", "seed", "after"), [("systemgate", 0, 40), ("systemgate-tagteam", 2, 0)])
def test_c_the_search_does_not_know_a_face_down_card_it_never_saw(
    ruleset_id: str, seed: int, after: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b, face = _face_twins(ruleset_id, seed, after)
    assert a.decision is not None and b.decision == a.decision
    seat = a.decision.player
    assert a.view(seat) == b.view(seat)  # the deciding seat sees the same game...
    assert a.game.cards[face.iid].name != b.game.cards[face.iid].name  # ...not the same face-down card
    honest = _searched(a)
    assert len(honest[1]) > 1  # a real choice was searched
    assert _searched(b) == honest
    # more: every playout of the twins reaches the very same position, each card's face included
    monkeypatch.setattr(search, "score", _fingerprint)
    assert _searched(a) == _searched(b)
    # the control: a re-deal that leaves face-down cards on the field as they are tells the twins apart
    monkeypatch.setattr(determinize, "hidden_faces", lambda g, seat: {})
    assert _searched(a) != _searched(b)


def _fingerprint(g: Game, seat: int) -> float:
    """A number from 0 to 1 that tells apart (almost surely) two positions
    with a card of another name anywhere, or a different life."""
    where = [(z.key, [c.name for c in z.cards]) for z in g.zones.values()]
    return zlib.crc32(repr((where, [p.counters for p in g.players])).encode()) / 2**32


def test_a_decision_with_one_answer_is_answered_at_once() -> None:
    m = _midgame("dbscg")
    bot = SearchBot(lambda: m, seed=1, rounds=5)
    only = Decision(0, Kind.ACTION, "Go on?", (Option("ok", "OK"),))
    assert bot.choose(only) == ("ok",)
    assert bot.searched == 0 and bot.last.playouts == 0


def test_the_search_bot_plays_whole_games_through_the_sim() -> None:
    assert "search" in BOTS
    result = run_sim("dbscg", 1, seed=3, bots=["search", "random"], budget=0.001)
    data = result.to_dict()
    assert data["finished"] == 1 and data["errors"] == 0
    search = data["search"]
    assert search["decisions"] > 5
    assert search["playouts"] >= 2 * search["decisions"]  # every candidate played out once at least
    assert search["failed_playouts"] == 0
    assert search["cpu_seconds_longest"] >= search["cpu_seconds_per_decision"]
    # the match it played replays to the same journal: its copies changed nothing
    m, _ = play_one("dbscg", 3, bots=["search", "random"], budget=0.001)
    again = m.clone()
    assert [e.record() for e in again.journal] == [e.record() for e in m.journal]


def test_make_bot_builds_a_search_bot_only_with_a_match() -> None:
    m = Match.new("dbscg", seed=2)
    bot = make_bot("search", m.view, 1, lambda: m, 0.5)
    assert isinstance(bot, SearchBot) and bot.budget == 0.5
    with pytest.raises(ValueError, match="match"):
        make_bot("search", m.view, 1)


def test_a_finished_game_scores_its_outcome() -> None:
    m, _ = play_one("dbscg", 3, bots=["heuristic", "random"])
    outcome = m.outcome()
    assert outcome is not None and len(outcome.winners) == 1
    (winner,) = outcome.winners
    assert score(m.game, winner) == 1.0
    assert score(m.game, 1 - winner) == 0.0
    fresh = _midgame("dbscg", answers=5)
    assert 0.0 <= score(fresh.game, 0) <= 1.0


def test_the_heuristic_answer_stands_unless_the_playouts_agree_on_a_better_one() -> None:
    steady = [Arm(("h",), [0.5, 0.4, 0.6]), Arm(("x",), [0.6, 0.5, 0.7])]
    assert best(steady).answer == ("x",)  # better in every round
    noisy = [Arm(("h",), [0.5, 0.5, 0.5]), Arm(("x",), [0.9, 0.1, 0.6])]
    assert best(noisy).answer == ("h",)  # better on average, by less than its noise
    once = [Arm(("h",), [0.0]), Arm(("x",), [1.0])]
    assert best(once).answer == ("h",)  # one round proves nothing
    two = [Arm(("h",), [0.5, 0.5]), Arm(("x",), [0.6, 0.6]), Arm(("y",), [0.8, 0.7])]
    assert best(two).answer == ("y",)  # the one that beat it by the most


def test_a_round_is_begun_only_when_it_fits_in_the_budget() -> None:
    m = _midgame("dbscg")
    assert m.decision is not None and len(SearchBot(lambda: m).candidates(m.decision)) > 1
    ticks = iter(range(1000))
    # a clock that advances 0.1 s each time it is read: each round takes 0.1 s
    bot = SearchBot(lambda: m, seed=3, budget=0.35, clock=lambda: next(ticks) / 10)
    bot.choose(m.decision)
    assert bot.searched == 1
    assert bot.last.rounds == 3  # a fourth would end at 0.4 s
    assert bot.last.seconds == pytest.approx(0.3)


def test_the_search_restores_the_garbage_collector_as_it_was() -> None:
    import gc

    m = _midgame("weiss")
    d = m.decision
    assert d is not None
    bot = SearchBot(lambda: m, seed=1, rounds=2)
    assert gc.isenabled()
    bot.choose(d)
    assert bot.searched == 1  # it searched (the decision has a real choice)
    assert gc.isenabled()
    gc.disable()
    try:
        bot.choose(d)
        assert not gc.isenabled()
    finally:
        gc.enable()


@pytest.mark.parametrize("ruleset_id", ["systemgate", "weiss"])
def test_a_card_the_seat_was_told_of_keeps_its_place_in_a_redeal(ruleset_id: str) -> None:
    """A decision may name cards its seat cannot see (SG 5.2.10: its own
    face-down Energy); the answer names them, so a re-deal leaves them where
    they are (their faces are dealt all the same) and the others move."""
    m = _midgame(ruleset_id)
    places = unseen_places(m.game, 0)[0]
    zone, i = places[0]
    told = zone.cards[i].iid
    moved = 0
    for k in range(20):
        copy = m.clone()
        redeal(copy.game, 0, random.Random(k), frozenset({told}))
        assert copy.game.zones[zone.key].cards[i].iid == told
        moved += copy.game.zones[zone.key].cards[i + 1 if i + 1 < len(zone.cards) else i - 1].iid != (
            zone.cards[i + 1 if i + 1 < len(zone.cards) else i - 1].iid
        )
    assert moved > 0  # the control: an unpinned neighbour does move
