"""The shared timing core, proved on the small test ruleset and cited
against the rules documents (the four games agree on these points)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.decisions import Kind
from engine.errors import GameOver
from engine.events import Happened
from engine.flow import check_timing, replace
from engine.match import Match
from engine.state import Game
from engine.timing import Duration, Layer, Replacement, repeat
from tests.engine.toy import Toy, toy_deck


def new_game(seed: int = 3) -> Match:
    rs = Toy()
    return Match(rs, [rs.check_deck(toy_deck()) for _ in range(2)], seed)


def resolver(log: list[str], name: str):  # type: ignore[no-untyped-def]
    def resolve(g: Game, p):  # type: ignore[no-untyped-def]
        log.append(name)
        return
        yield

    return resolve


def run(flow, answers=()):  # type: ignore[no-untyped-def]
    """Drive a flow generator, answering each decision with the next answer
    picker; returns the decisions seen."""
    seen = []
    answers = list(answers)
    try:
        d = next(flow)
        while True:
            seen.append(d)
            d = flow.send(answers.pop(0)(d))
    except StopIteration:
        pass
    return seen


def test_vg_8_4_1_1_rule_actions_before_pending_abilities() -> None:
    """VG 8.4.1.1 / DBS 4-5: rule actions are resolved before any waiting
    automatic ability; a loss found there ends the game before it resolves."""
    m = new_game()
    g = m.game
    log: list[str] = []
    g.add_pending(g.active, "would draw", resolver(log, "ability"))
    g.players[g.opponent(g.active)].counters["life"] = 0
    with pytest.raises(GameOver):
        run(check_timing(g))
    assert log == []
    assert g.over and g.winners == (g.active,)


def test_vg_8_4_1_2_turn_player_abilities_first_and_master_orders() -> None:
    """VG 8.4.1.2-8.4.1.3 / WS 9.3: the turn player's waiting abilities resolve
    before the opponent's; with several, their master chooses which first."""
    m = new_game()
    g = m.game
    me, opp = g.active, g.opponent(g.active)
    log: list[str] = []
    g.add_pending(opp, "opponent's ability", resolver(log, "opp"))
    g.add_pending(me, "first", resolver(log, "me-1"))
    g.add_pending(me, "second", resolver(log, "me-2"))
    # the turn player picks "second" to resolve first
    decisions = run(check_timing(g), [lambda d: tuple(o for o in d.options if o.label == "second")])
    assert [d.player for d in decisions] == [me]
    assert decisions[0].kind is Kind.ACTION and decisions[0].max == 1
    assert log == ["me-2", "me-1", "opp"]
    assert not g.pending


def test_vg_8_2_1_2_durations_expire_at_their_end() -> None:
    """VG 8.2.1.2 / WS 9.2: 'until end of battle' ends at the end of the battle,
    'until end of turn' at the end of the turn, and an effect lasting through
    the opponent's next turn survives this turn's end."""
    m = new_game()
    g = m.game
    card = g.zone(g.active, "deck").cards[0]
    g.turn = 4
    g.add_effect("power", "add", 1000, target=card, duration=Duration.END_OF_BATTLE)
    g.add_effect("power", "add", 2000, target=card, duration=Duration.END_OF_TURN)
    g.add_effect("power", "add", 4000, target=card, duration=Duration.END_OF_OPPONENT_TURN)
    base = card.card.stats["power"]
    assert g.stat(card, "power") == base + 7000
    g.expire(Duration.END_OF_BATTLE)
    assert g.stat(card, "power") == base + 6000
    g.expire(Duration.END_OF_TURN, Duration.END_OF_OPPONENT_TURN)
    assert g.stat(card, "power") == base + 4000
    g.turn = 5
    g.expire(Duration.END_OF_TURN, Duration.END_OF_OPPONENT_TURN)
    assert g.stat(card, "power") == base


def test_vg_8_7_1_layers_base_then_non_numeric_then_numeric() -> None:
    """VG 8.7.1 / WS 9.4.1: values are set first, then non-numeric changes,
    then numeric ones, whatever order the effects were created in."""
    m = new_game()
    g = m.game
    card = g.zone(g.active, "deck").cards[0]
    g.add_effect("power", "add", 3000, target=card)
    g.add_effect("power", "set", 5000, target=card)  # later timestamp, but an earlier layer
    g.add_effect("keywords", "grant", "boost", target=card)
    g.add_effect("keywords", "remove", "boost", target=card, layer=Layer.NON_NUMERIC)
    assert g.stat(card, "power") == 8000
    assert g.stat(card, "keywords", ()) == ()


def test_vg_8_7_2_1_same_layer_in_timestamp_order() -> None:
    """VG 8.7.2.1: within a layer, effects apply in timestamp order."""
    m = new_game()
    g = m.game
    card = g.zone(g.active, "deck").cards[0]
    g.add_effect("power", "set", 5000, target=card)
    g.add_effect("power", "set", 9000, target=card)
    assert g.stat(card, "power") == 9000


def test_vg_8_2_1_3_replacement_affected_player_chooses_each_once() -> None:
    """VG 8.2.1.3 / DBS 8-6: when several replacement effects could replace one
    event, the affected player chooses which applies first; each applies at
    most once to that event."""
    m = new_game()
    g = m.game
    victim = g.opponent(g.active)

    def halve(g: Game, ctx: dict) -> None:  # type: ignore[type-arg]
        ctx["amount"] //= 2

    def minus_one(g: Game, ctx: dict) -> None:  # type: ignore[type-arg]
        ctx["amount"] -= 1

    always = lambda g, ctx: True  # noqa: E731
    g.replacements += [
        Replacement(g.next_id(), "damage", victim, "halve the damage", always, halve),
        Replacement(g.next_id(), "damage", victim, "one less damage", always, minus_one),
    ]
    ctx = {"player": victim, "amount": 5}
    flow = replace(g, "damage", ctx)
    d = next(flow)
    assert d.player == victim and {o.label for o in d.options} == {"halve the damage", "one less damage"}
    with pytest.raises(StopIteration) as stop:
        flow.send(tuple(o for o in d.options if o.label == "one less damage"))
    assert stop.value.value["amount"] == 2  # (5 - 1) // 2, each once
    assert g.replacements == []


class Watching(Toy):
    """The toy ruleset, recording the events its triggers are given."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[tuple[Happened, dict[str, Any]]] = []

    def triggers(self, g: Game, event: Happened, facts: Mapping[str, Any]) -> None:
        self.seen.append((event, dict(facts)))


def test_vg_8_1_1_2_triggers_read_the_journaled_event() -> None:
    """VG 8.1.1.2 / DBS 8-6-2 / WS 8.7.2 / SG 3.1.2.3: an automatic ability
    triggers on an event that happened. The operation that performed it
    journals it, and the ruleset's triggers are given that journaled event,
    with what the abilities may read of the cards as they were."""
    rs = Watching()
    g = Match(rs, [rs.check_deck(toy_deck()) for _ in range(2)], 3).game
    victim, attacker = g.zone(0, "deck").cards[0], g.zone(1, "deck").cards[0]
    g.move(victim, g.zone(0, "drop"), why="KO-ed")
    n = len(g.journal)
    event = g.happen("ko", (victim,), by=(attacker,), cause="battle", text="Toy KO-ed", rule="TOY 3", was="left")
    assert g.journal[n:] == [event] and rs.seen == [(event, {"was": "left"})]
    assert (event.what, event.cards, event.player) == ("ko", (victim.iid,), 0)
    assert (event.by, event.cause) == ((attacker.iid,), "battle")
    assert (event.describe(1), event.rule) == ("Toy KO-ed", "TOY 3")


def test_vg_4_1_4_card_changing_zones_is_a_new_card() -> None:
    """VG 4.1.4 / DBS 3-1-4 / WS 3.1.4: a card that moves to another zone is a
    new card and effects on it end; circle to circle (field to field) it stays
    the same card."""
    m = new_game()
    g = m.game
    me = g.active
    card = g.zone(me, "hand").cards[0]
    g.move(card, g.zone(me, "left"))
    g.add_effect("power", "add", 5000, target=card)
    base = card.card.stats["power"]
    g.move(card, g.zone(me, "right"))
    assert g.stat(card, "power") == base + 5000
    g.move(card, g.zone(me, "hand"))
    assert g.stat(card, "power") == base
    assert not g.effects
    g.move(card, g.zone(me, "left"))
    assert g.stat(card, "power") == base


def test_vg_1_3_2_2_zero_or_negative_repetitions_do_nothing() -> None:
    """VG 1.3.2.2: doing something zero or a negative number of times does
    nothing (and no reverse action)."""
    m = new_game()
    g = m.game
    me = g.active
    hand, deck = len(g.zone(me, "hand")), len(g.zone(me, "deck"))
    assert g.draw(me, 0) == [] and g.draw(me, -2) == []
    assert (len(g.zone(me, "hand")), len(g.zone(me, "deck"))) == (hand, deck)
    assert list(repeat(-3)) == [] and list(repeat(2)) == [0, 1]


def test_vg_3_12_3_do_as_much_as_possible() -> None:
    """VG 3.12.3 / 8.5.3.1: 'draw 3' with two cards left draws the two."""
    m = new_game()
    g = m.game
    me = g.active
    deck = g.zone(me, "deck")
    while len(deck) > 2:
        g.move(deck.cards[-1], g.zone(me, "drop"))
    drawn = g.draw(me, 3)
    assert len(drawn) == 2 and len(deck) == 0


def test_pending_ability_from_card_data_resolves_through_the_core() -> None:
    """VG 8.1.1.2: an automatic ability triggered by a card's data file (draw 1
    when placed) waits, then resolves at check timing."""
    for seed in range(100):
        m = new_game(seed)
        g = m.game
        me = g.active
        keys = [o.key for o in m.decision.options if o.key.startswith("play:")]  # type: ignore[union-attr]
        drawer_keys = [k for k in keys if g.cards[int(k.split(":")[1])].card.abilities]
        if drawer_keys:
            break
    drawer = g.cards[int(drawer_keys[0].split(":")[1])]
    hand_before = len(g.zone(me, "hand"))
    m.apply(drawer_keys[0])
    # played out of hand (-1), then the ability drew a card (+1)
    assert len(g.zone(me, "hand")) == hand_before
    assert drawer.zone.field


def test_vg_6_6_1_2_3_exchanging_two_units_swaps_them_at_once() -> None:
    """VG 6.6.1.2.3: exchanging the units of two circles moves both at the same
    moment; no circle ever holds two units, and circle to circle they stay the
    same cards (VG 4.1.4), keeping their effects."""
    m = new_game()
    g = m.game
    me = g.active
    a, b = g.zone(me, "hand").cards[:2]
    left, right = g.zone(me, "left"), g.zone(me, "right")
    g.move(a, left)
    g.move(b, right)
    g.add_effect("power", "add", 1000, target=a)
    g.exchange(a, b)
    g.check_invariants()
    assert left.cards == [b] and right.cards == [a]
    assert g.stat(a, "power") == a.card.stats["power"] + 1000
    moves = [e for e in g.journal[-2:]]
    assert [(e.src, e.dst) for e in moves] == [(left.key, right.key), (right.key, left.key)]  # type: ignore[attr-defined]


def test_every_state_change_bumps_the_change_counter_and_notes_do_not() -> None:
    """Rulesets cache 'no rule action applies' against Game.changes, so every
    primitive that changes the state must bump it (and a log line must not)."""
    m = new_game()
    g = m.game
    me = g.active
    card = g.zone(me, "hand").cards[0]
    steps = [
        lambda: g.move(card, g.zone(me, "left")),
        lambda: g.set_orientation(card, "rest"),
        lambda: g.flip(card, False),
        lambda: g.add_counter(me, "life", -1),
        lambda: g.add_effect("power", "add", 1, target=card),
        lambda: g.expire(Duration.END_OF_TURN),
        lambda: g.shuffle(g.zone(me, "deck")),
        lambda: g.reveal(card, (me,)),
        lambda: g.add_pending(me, "an ability"),
    ]
    for step in steps:
        before = g.changes
        step()
        assert g.changes > before
    before = g.changes
    g.log("a note")
    assert g.changes == before


def test_vg_11_1_1_1_an_endless_loop_nobody_can_stop_is_a_draw() -> None:
    """VG 11.1.1.1 / WS 11.1.1.1 / DBS 11-1-2 / SG 12.1.2: abilities that keep
    triggering each other with no player able to stop them end the game in a
    draw, instead of hanging the table."""
    m = new_game()
    g = m.game

    def again(g: Game, p):  # type: ignore[no-untyped-def]
        g.add_pending(p.controller, "triggers itself again", again)
        return
        yield

    g.add_pending(g.active, "triggers itself again", again)
    with pytest.raises(GameOver):
        run(check_timing(g))
    assert g.over and g.winners == () and "loop" in g.reason


def test_a_loop_a_player_can_stop_is_not_cut_short() -> None:
    """VG 11.1.1.2: when a player can stop the loop, it goes on as long as that
    player chooses; the guard only counts resolutions with no decision."""
    from engine.flow import LOOP_LIMIT, yes_no

    m = new_game()
    g = m.game
    rounds = 0

    def again(g: Game, p):  # type: ignore[no-untyped-def]
        nonlocal rounds
        rounds += 1
        if (yield from yes_no(g, p.controller, "Go round again?")):
            g.add_pending(p.controller, "may trigger again", again)

    g.add_pending(g.active, "may trigger again", again)
    flow = check_timing(g)
    d = next(flow)
    for _ in range(LOOP_LIMIT + 50):
        g.answers += 1  # a player answered (the match counts this)
        d = flow.send((d.options[0],))  # "yes"
    g.answers += 1
    with pytest.raises(StopIteration):
        flow.send((d.options[1],))  # "no": the player stops the loop
    assert not g.over and rounds == LOOP_LIMIT + 51  # the first round, then one per "yes"
