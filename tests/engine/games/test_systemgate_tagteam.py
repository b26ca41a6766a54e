"""System Gate Tag Team format (SG 15): four players, two teams, shared Life
and Energy, alternating turns and paused team mates."""

from __future__ import annotations

from engine import registry
from engine.events import TurnBegan
from engine.games.systemgate.costs import energy_count
from engine.games.systemgate.field import damage_player
from engine.games.systemgate.state import life
from engine.match import Match
from tests.engine.games.sg import TAG, clear_hands, energy, keys, pass_until, pick, put, started, to_main


def test_sg_15_format_declares_four_players_in_two_teams() -> None:
    """SG 15.2: four players divide into two teams of two; a team loses together (shared Life, SG 15.5.1)."""
    rs = registry.get(TAG)
    assert rs.players == 4
    assert rs.seat_teams() == (0, 1, 0, 1)
    assert rs.team_loses_together


def test_sg_15_3_1_shared_life_30_modified_by_each_gate() -> None:
    """SG 15.3.1: each team starts with 30 shared Life, modified by each member's Gate (Tidewell Gate: -2 each)."""
    m = started(active=0, gid=TAG)
    g = m.game
    # seats 0 and 2 play Cinderhold (no change); seats 1 and 3 play Tidewell (-2 each)
    assert life(g, 0) == life(g, 2) == 30
    assert life(g, 1) == life(g, 3) == 26
    damage_player(g, 3, 4, "test", "SG 9.6.2")
    assert life(g, 1) == 22  # the team mate's Life is the same pool


def test_sg_15_3_2_each_player_puts_energy_into_the_shared_pool() -> None:
    """SG 15.3.2 / SG 15.3.3: each player puts their Gate's starting Energy; hands are 6 as usual."""
    m = started(active=0, gid=TAG)
    g = m.game
    assert [len(g.zone(s, "energy")) for s in range(4)] == [2, 3, 2, 3]
    assert energy_count(g, 0) == 4 and energy_count(g, 1) == 6
    assert [len(g.zone(s, "hand")) for s in (1, 2, 3)] == [6, 6, 6]


def test_sg_15_4_1_turns_alternate_between_the_teams() -> None:
    """SG 15.4.1: A-1 -> B-1 -> A-2 -> B-2, then A-1 again."""
    for active in (0, 3):
        m = started(active=active, gid=TAG)
        g = m.game
        pass_until(m, lambda g=g: g.turn == 5)  # type: ignore[misc]
        order = [e.player for e in g.journal if isinstance(e, TurnBegan)]
        assert order[0] == active
        assert len(set(order[:4])) == 4
        teams = [g.players[s].team for s in order[:5]]
        assert teams[0] != teams[1] and teams[0] == teams[2] and teams[1] == teams[3]
        assert order[4] == order[0]


def test_sg_15_4_3_team_mate_is_paused() -> None:
    """SG 15.4.3: during Player X-1's turn, Player X-2 cannot play cards: no Counter Timing for the team mate,
    only for the opponents."""
    m = started(active=0, gid=TAG)
    g = m.game
    clear_hands(g)
    for seat in range(4):
        energy(g, seat, 3)
        put(g, seat, "SGD-010" if seat % 2 == 0 else "SGD-029", "hand")  # a [Counter] spell each
    lance = put(g, 0, "SGD-009", "hand")
    put(g, 1, "SGD-021", "left")
    to_main(m)
    pick(m, f"cast:{lance.iid}")
    assert m.decision is not None and m.decision.rule == "SG 15.5.1"
    m.apply("1")  # pay from own Energy
    asked = []
    while m.decision is not None and "Counter Timing" in m.decision.prompt:
        asked.append(m.decision.player)
        m.apply("pass")
    assert asked == [1, 3]  # the opponents in turn order; seat 2 (the team mate) is paused


def test_sg_15_5_1_energy_paid_from_the_team_pool_goes_to_its_owner() -> None:
    """SG 15.5.1: the turn player may pay Energy from the team's shared pool; paid Energy goes to its owner's drop."""
    m = started(active=0, gid=TAG)
    g = m.game
    clear_hands(g)
    energy(g, 0, 0)
    energy(g, 2, 2)
    warden = put(g, 0, "SGD-004", "hand")  # cost 2
    to_main(m)
    drop2 = len(g.zone(2, "drop"))
    pick(m, f"sum:{warden.iid}:center")
    assert warden.zone.name == "center"
    assert len(g.zone(2, "energy")) == 0
    assert len(g.zone(2, "drop")) == drop2 + 2


def test_sg_15_5_1_payer_chooses_how_much_from_each_pool() -> None:
    """SG 15.5.1: with Energy in both pools the turn player chooses how many come from their own."""
    m = started(active=0, gid=TAG)
    g = m.game
    clear_hands(g)
    energy(g, 0, 1)
    energy(g, 2, 2)
    warden = put(g, 0, "SGD-004", "hand")
    to_main(m)
    pick(m, f"sum:{warden.iid}:center")
    assert m.decision is not None and m.decision.rule == "SG 15.5.1"
    assert keys(m) == ["0", "1"]
    m.apply("1")
    assert len(g.zone(0, "energy")) == 0 and len(g.zone(2, "energy")) == 1


def test_sg_15_team_with_no_life_loses_together() -> None:
    """SG 15.3.1 / SG 9.4.2: when the shared Life is gone the whole team loses and both opponents win."""
    m = started(active=0, gid=TAG)
    g = m.game
    damage_player(g, 3, 26, "test", "SG 9.6.2")
    m.apply(())
    out = m.outcome()
    assert out is not None and out.winners == (0, 2)


def test_sg_15_4_2_only_a1_first_turn_is_the_first_turn() -> None:
    """SG 15.4.2: Player A-1's first turn is "the first turn" (one attack, no Link); B-1 may Link Attack on their
    first turn."""
    m = started(active=0, gid=TAG)
    g = m.game
    pass_until(m, lambda: g.active == 1)
    clear_hands(g)
    a = put(g, 1, "SGD-021", "left")
    b = put(g, 1, "SGD-025", "right")
    m.apply(())
    pick(m, f"atk:{a.iid}")
    assert m.decision is not None and m.decision.rule == "SG 6.2.6.1"
    assert [o.card for o in m.decision.options] == [b.iid]


def test_sg_15_replay_and_views() -> None:
    """SG 15: a Tag Team game replays exactly and each seat sees only its own hand."""
    m = Match.new(TAG, seed=4)
    from engine.bots import RandomBot

    bot = RandomBot(4)
    for _ in range(200):
        if m.decision is None:
            break
        m.apply_trusted(bot.choose(m.decision))
    assert m.clone().journal_digest() == m.journal_digest()
    v = m.view(2)
    assert all(c.name is None for c in v.zone("p0.hand").cards)
    assert all(c.name is not None for c in v.zone("p2.hand").cards)


def test_sg_15_5_2_team_mate_drops_a_hand_card_on_behalf() -> None:
    """SG 15.5.2: when a player must drop a hand card, the team mate may drop it on their behalf."""
    m = started(active=0, gid=TAG)
    g = m.game
    clear_hands(g)
    energy(g, 0, 2)
    for c in list(g.zone(0, "gm").cards):
        g.move(c, g.zone(0, "deck"), bottom=True)
    put(g, 0, "SGD-027", "gm")  # Undertow Shaman: Negative Draw 1
    copy = put(g, 0, "SGD-027", "hand")
    mine = put(g, 1, "SGD-021", "hand")
    mate = put(g, 3, "SGD-025", "hand")
    to_main(m)
    pick(m, f"gm:{copy.iid}:left")
    while m.decision is not None and m.decision.rule == "SG 15.5.1":
        m.apply(m.decision.options[-1].key)
    assert m.decision is not None and m.decision.player == 0  # which opponent drops
    pick(m, "p1")
    assert m.decision is not None and m.decision.rule == "SG 15.5.2" and m.decision.player == 3
    m.apply((str(mate.iid),))
    assert mate.zone.key == "p3.drop" and mine.zone.key == "p1.hand"


def test_sg_15_5_2_team_mate_may_decline() -> None:
    """SG 15.5.2: the team mate may also leave the drop to the player."""
    m = started(active=0, gid=TAG)
    g = m.game
    clear_hands(g)
    energy(g, 0, 2)
    for c in list(g.zone(0, "gm").cards):
        g.move(c, g.zone(0, "deck"), bottom=True)
    put(g, 0, "SGD-027", "gm")
    copy = put(g, 0, "SGD-027", "hand")
    mine = put(g, 1, "SGD-021", "hand")
    mate = put(g, 3, "SGD-025", "hand")
    to_main(m)
    pick(m, f"gm:{copy.iid}:left")
    while m.decision is not None and m.decision.rule == "SG 15.5.1":
        m.apply(m.decision.options[-1].key)
    pick(m, "p1")
    m.apply(())
    assert mine.zone.key == "p1.drop" and mate.zone.key == "p3.hand"


def test_sg_15_4_4_x1_is_paused_during_x2s_turn() -> None:
    """SG 15.4.4: during Player A-2's turn, Player A-1 is paused: no Counter Timing for them."""
    m = started(active=0, gid=TAG)
    g = m.game
    pass_until(m, lambda: g.active == 2 and g.step == "Draw Step")
    clear_hands(g)
    for seat in range(4):
        energy(g, seat, 3)
        put(g, seat, "SGD-010" if seat % 2 == 0 else "SGD-029", "hand")
    lance = put(g, 2, "SGD-009", "hand")
    put(g, 1, "SGD-021", "left")
    m.apply(())
    pick(m, f"cast:{lance.iid}")
    while m.decision is not None and m.decision.rule == "SG 15.5.1":
        m.apply(m.decision.options[-1].key)
    asked = []
    while m.decision is not None and "Counter Timing" in m.decision.prompt:
        asked.append(m.decision.player)
        m.apply("pass")
    assert asked == [3, 1]  # the opponents in turn order from Player A-2; Player A-1 (seat 0) is paused
