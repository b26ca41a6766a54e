"""System Gate rules, Section 1, Outline: players, winning, the golden rules (SG 1)."""

from __future__ import annotations

from engine.events import Shuffled
from engine.games.systemgate.state import (
    life,
)
from tests.engine.games.sg import (
    attack,
    clear_hands,
    energy,
    keys,
    notes,
    pass_until,
    pick,
    put,
    second_turn,
    set_life,
    started,
    to_battle,
    to_finale,
    to_main,
)


def test_sg_1_2_3_both_lose_at_once_is_a_draw() -> None:
    """SG 1.2.3: both players fulfilling a loss condition in the same check timing draw."""
    m = started(active=0)
    g = m.game
    g.add_counter(0, "life", -g.players[0].counters["life"])
    g.add_counter(1, "life", -g.players[1].counters["life"])
    m.apply(())
    out = m.outcome()
    assert out is not None and out.draw


def test_sg_1_2_5_concession_ends_the_game_at_once() -> None:
    """SG 1.2.5: a player may concede at any point; they lose immediately."""
    m = started(active=0)
    m.concede(0)
    out = m.outcome()
    assert out is not None and out.winners == (1,)
    assert m.decision is None


def test_sg_1_2_6_win_skill_only_when_its_condition_holds() -> None:
    """SG 1.2.6: Blazing Ultimatum may be cast only while the opponent has 5 or less Life."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 3)
    ultimatum = put(g, 0, "SGD-018", "hand")
    curtain = put(g, 0, "SGD-011", "hand")
    set_life(g, 1, 6)
    to_main(m)
    to_finale(m)
    assert f"cast:{curtain.iid}" in keys(m) and f"cast:{ultimatum.iid}" not in keys(m)


def test_sg_1_2_6_win_by_card_skill_resolves() -> None:
    """SG 1.2.6: Blazing Ultimatum resolves and the caster wins at once."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 3)
    ultimatum = put(g, 0, "SGD-018", "hand")
    set_life(g, 1, 5)
    to_main(m)
    to_finale(m)
    pick(m, f"cast:{ultimatum.iid}")
    assert m.is_terminal()
    out = m.outcome()
    assert out is not None and out.winners == (0,)


def test_sg_1_2_6_2_cannot_win_blocks_a_win_by_skill() -> None:
    """SG 1.2.6.2: a player who cannot win (Stillwater Ward, cast in answer) does not win by Blazing Ultimatum."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 3)
    energy(g, 1, 1)
    ultimatum = put(g, 0, "SGD-018", "hand")
    ward = put(g, 1, "SGD-044", "hand")
    set_life(g, 1, 5)
    to_main(m)
    to_finale(m)
    pick(m, f"cast:{ultimatum.iid}")
    assert m.decision is not None and m.decision.player == 1
    pick(m, f"cast:{ward.iid}")
    assert not m.is_terminal()
    assert ultimatum.zone.name == "drop" and notes(m, "SG 1.2.6.2")


def test_sg_1_2_6_1_lose_by_card_skill() -> None:
    """SG 1.2.6.1: Drowned Verdict resolves and the opponent loses at once."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 4)
    verdict = put(g, 1, "SGD-045", "hand")
    deck0 = g.zone(0, "deck")
    while len(deck0) > 5:
        g.move(deck0.cards[-1], g.zone(0, "drop"))
    to_main(m)
    to_finale(m)
    pick(m, f"cast:{verdict.iid}")
    out = m.outcome()
    assert out is not None and out.winners == (1,)


def test_sg_1_2_6_3_cannot_lose_prevents_losses_this_turn() -> None:
    """SG 1.2.6.3 / SG 1.3.5: after Abyssal Pact its caster cannot lose this turn (neither by Drowned Verdict
    nor by an empty deck); the next turn the empty deck loses."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 4)
    verdict = put(g, 1, "SGD-045", "hand")
    pact = put(g, 0, "SGD-039", "hand")  # [Counter], Pay 2 Life
    deck0 = g.zone(0, "deck")
    while len(deck0) > 5:
        g.move(deck0.cards[-1], g.zone(0, "drop"))
    to_main(m)
    to_finale(m)
    pick(m, f"cast:{verdict.iid}")
    before = life(g, 0)
    pick(m, f"cast:{pact.iid}")
    assert life(g, 0) == before - 2  # the Life cost (SG 12.2.1)
    assert not m.is_terminal() and notes(m, "SG 1.2.6.3")
    while deck0.cards:
        g.move(deck0.cards[-1], g.zone(0, "drop"))
    pass_until(m, lambda: m.is_terminal() or g.step == "Clean Up")
    assert not m.is_terminal() or m.game.turn > 1
    pass_until(m, lambda: m.is_terminal())
    out = m.outcome()
    assert out is not None and out.winners == (1,) and "no cards in the deck" in out.reason


def test_sg_1_3_8_controller_chooses_the_order_of_standby_skills() -> None:
    """SG 1.3.8: two skills of one player in standby: that player chooses which goes to the stack first."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    duel = put(g, 0, "SGD-003", "left")  # +1000 when it attacks
    kraken = put(g, 0, "SGD-034", "right")  # +1000 per soul card when it attacks
    second_turn(m)
    to_main(m)
    to_battle(m)
    attack(m, duel, None, link=(kraken,))
    assert m.decision is not None and m.decision.rule == "SG 1.3.8" and m.decision.player == 0
    assert {o.card for o in m.decision.options} == {duel.iid, kraken.iid}
    pick(m, next(o.key for o in m.decision.options if o.card == kraken.iid))
    added = notes(m, "SG 3.5.3")
    assert added[-2].startswith("Player 1 adds Deepsoul Kraken") and added[-1].startswith("Player 1 adds Ashen Duelist")


def test_sg_1_3_8_1_turn_player_adds_skills_first() -> None:
    """SG 1.3.8.1 / SG 8.3.4: both players have a skill in standby: the turn player's goes to the stack first."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    duel = put(g, 0, "SGD-003", "left")
    reef = put(g, 1, "SGD-021", "center")  # +1000 Defense when attacked
    to_main(m)
    to_battle(m)
    attack(m, duel, f"t:{reef.iid}")
    added = notes(m, "SG 3.5.3")
    assert added[-2].startswith("Player 1 adds Ashen Duelist") and added[-1].startswith("Player 2 adds Reefling Guard")


def test_sg_1_3_9_a_found_card_is_revealed_and_4_3_4_the_deck_shuffled() -> None:
    """SG 1.3.9 / SG 4.3.4 / SG 10.6 / SG 2.3.1: Current Seer finds a <<Serpent>> card: it is revealed to all
    players, and the deck is
    shuffled after the search."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 1)
    seer = put(g, 1, "SGD-035", "hand")
    to_main(m)
    pick(m, f"sum:{seer.iid}:left")
    assert m.decision is not None and m.decision.rule == "SG 1.3.9"
    serpent = g.cards[m.decision.options[0].card]  # type: ignore[index]
    assert "Serpent" in serpent.card.stats["attributes"]
    n_shuffles = sum(isinstance(e, Shuffled) and e.zone == "p1.deck" for e in m.journal)
    m.apply((m.decision.options[0].key,))
    assert serpent.zone.name == "hand"
    assert g.can_see(serpent, 0)  # revealed to the opponent
    assert sum(isinstance(e, Shuffled) and e.zone == "p1.deck" for e in m.journal) == n_shuffles + 1
