"""Cardfight!! Vanguard rules, Section 1, Outline of the game: players, winning
and losing, the golden rules (VG 1)."""

from __future__ import annotations

import pytest

from engine.bots import RandomBot
from engine.flow import check_timing
from engine.games.vanguard.abilities import fire
from engine.games.vanguard.battle import attack_sub_phase
from engine.games.vanguard.trigger_checks import deal_damage
from engine.match import Match
from tests.engine.games.vg import (
    answer_attack,
    battle_game,
    custom,
    drive,
    fill,
    first_option,
    match_to,
    put,
    stack_top,
)


def test_vg_1_2_3_both_lose_at_once_is_a_draw() -> None:
    """VG 1.2.3 / VG 9.1.3: players who lose simultaneously (rule actions at once) draw."""
    g = battle_game()
    for seat in (0, 1):
        put(g, seat, "PMV1-006" if seat == 0 else "PMV2-006", "VC")
        fill(g, seat, "damage", 6)
    from engine.flow import check_timing

    _, over = drive(g, check_timing(g))
    assert over and g.winners == ()


def test_vg_1_2_fifty_seeded_bot_games_finish() -> None:
    """VG 1.2: random-bot games end by a loss condition (damage, empty deck, an effect) with invariants holding."""
    reasons = set()
    for seed in range(50):
        m = Match.new("vanguard", seed=seed)
        bot = RandomBot(seed)
        steps = 0
        while m.decision is not None:
            m.apply_trusted(bot.choose(m.decision))
            steps += 1
            if steps % 50 == 0:
                m.game.check_invariants()
            assert steps < 5000
        m.game.check_invariants()
        assert m.is_terminal()
        reasons.add(m.game.reason.split(" ", 2)[-1])
    by_effect = {"loses: the opponent wins by an effect", "loses by an effect"}  # VG 1.2.5
    rules = {"has six or more damage", "has no cards left in the deck"}
    assert reasons <= rules | by_effect | {r for r in reasons if "draw" in r}


def test_vg_1_2_1_losing_ends_the_game_and_the_opponent_wins() -> None:
    """VG 1.2.1 / VG 9.2.2: the sixth damage makes its player lose at the next check timing and
    the game ends at once: nothing after it is asked."""
    g = battle_game()
    fill(g, 1, "damage", 5)
    stack_top(g, 1, "PMV2-006")
    _, ended = drive(g, deal_damage(g, 1, 1))
    assert ended
    assert g.players[1].lost and not g.players[0].lost


def test_vg_1_3_2_1_and_3_17_4_no_change_to_a_state_already_there() -> None:
    """VG 1.3.2.1 / VG 3.17.4: standing a standing unit or turning a face-up damage face up does
    nothing: no event is journaled."""
    g = battle_game()
    unit = custom(g, 0, "VC", abilities=({"kind": "auto", "when": "attacks", "effect": [{"stand": "self"}]},))
    dmg = fill(g, 0, "damage", 1)[0]
    n = len(g.journal)
    fire(g, "attacks", unit)
    drive(g, check_timing(g))
    g.flip(dmg, True)
    assert not [e for e in g.journal[n:] if type(e).__name__ in ("CardTurned", "CardFlipped")]


def test_vg_1_2_4_concession_ends_the_game_at_once() -> None:
    """VG 1.2.4: a player may concede at any time; they lose and the game ends immediately."""
    m = Match.new("vanguard", seed=5)
    match_to(m, "Redraw")
    m.concede(1)
    assert m.is_terminal()
    outcome = m.outcome()
    assert outcome is not None and outcome.winners == (0,)
    assert m.decision is None


def test_vg_1_2_5_win_by_effect_ends_before_check_timing() -> None:
    """VG 1.2.5: Maelstrom Sovereign's 'you win the game' ends the game while it resolves."""
    g = battle_game()
    g.active = 1
    sov = put(g, 1, "PMV2-019", "VC")
    fill(g, 1, "damage", 4)
    put(g, 0, "PMV1-006", "VC")
    deck0 = g.zone(0, "deck")
    for c in list(deck0.cards)[:-8]:
        g.move(c, g.zone(0, "drop"))
    for _ in range(2):
        stack_top(g, 1, "PMV2-006")
    answer = answer_attack(sov, pay=lambda d: "yes")
    _, over = drive(g, attack_sub_phase(g), answer)
    assert over and g.winners == (1,)
    assert "effect" in g.reason
    # the game ended while the ability resolved: the close step never came
    assert g.step == "damage"


def test_vg_1_2_5_win_condition_not_met_does_nothing() -> None:
    """VG 1.2.5 / VG 8.1.1.2.3: with more than eight cards in the opponent's deck the ability does nothing."""
    g = battle_game()
    g.active = 1
    sov = put(g, 1, "PMV2-019", "VC")
    fill(g, 1, "damage", 4)
    put(g, 0, "PMV1-006", "VC")
    for _ in range(2):
        stack_top(g, 1, "PMV2-006")
    stack_top(g, 0, "PMV1-009")
    _, over = drive(g, attack_sub_phase(g), answer_attack(sov, pay=lambda d: "yes"))
    assert not over and not g.over


def test_vg_1_3_1_unscripted_text_is_resolved_by_hand() -> None:
    """VG 1.3.1: card text wins over the rules; text the engine does not script is carried out by
    the players as logged manual moves, and the game goes on under the rules."""
    m = Match.new("vanguard", seed=12)
    match_to(m, "Main phase", lambda d: "skip" if "Ride" in d.prompt else first_option(d))
    g = m.game
    me = g.active
    card = g.zone(me, "hand").cards[0]
    m.manual(me, {"move": card.iid, "to": f"p{me}.drop"})
    assert card.zone.name == "drop"
    assert any("by hand" in line for line in m.log())
    assert m.clone().journal_digest() == m.journal_digest()
    m.apply("end")
    assert m.decision is not None


def test_vg_1_3_3_cannot_be_hit_stops_the_hit() -> None:
    """VG 1.3.3 / VG 7.6.1.2: Bubblewall Sentinel (shield 0, VG 3.11.1.1) makes the attacked unit
    impossible to hit: no damage although the attacker has more power; the effect ends with the battle."""
    g = battle_game()
    atk = put(g, 0, "PMV1-013", "VC")  # 11000
    vc = put(g, 1, "PMV2-006", "VC")  # 8000
    sentinel = put(g, 1, "PMV2-022", "hand")
    fodder = put(g, 1, "PMV2-009", "hand")
    for _ in range(2):
        stack_top(g, 0, "PMV1-009")
    drive(g, attack_sub_phase(g), answer_attack(atk, vc, Guard=(str(sentinel.iid),), pay=lambda d: "yes"))
    assert g.zone(1, "damage").cards == []
    assert fodder.zone.name == "drop" and sentinel.zone.name == "drop"
    assert not g.stat(vc, "no_hit", False)


@pytest.mark.soak
def test_vg_1_2_bot_soak_ends_by_every_reachable_loss_condition() -> None:
    """VG 1.2.2.1 / VG 1.2.2.2 / VG 1.2.5: over many random-bot games, games end by six damage, by an
    empty deck and by an effect, with no errors."""
    from engine.sim import play_one

    reasons: set[str] = set()
    for seed in range(400):
        m, _ = play_one("vanguard", seed)
        reasons.add(m.game.reason.split(" ", 2)[-1])
    assert {
        "has six or more damage",
        "has no cards left in the deck",
        "loses: the opponent wins by an effect",
    } <= reasons
