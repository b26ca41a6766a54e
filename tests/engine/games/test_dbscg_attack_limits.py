"""Rules tests of ``no_leader_attacks`` ([Permanent] "your opponent's cards
can't attack Leader Cards", engine.games.dbscg.attack_limits), played on real
game states: while the skill is in force (its conditions holding, DBS 8-1-4)
the other player declares no attack on a Leader Card (DBS 7-1-1); Battle Cards
in Rest Mode may still be attacked (DBS 7-1); and ``attack_active_turn`` ("this
card can attack Battle Cards in Active Mode for the turn"), ``no_attacks`` and
``no_blockers`` ("your opponent can't activate [Blocker] during this card's attack")."""

from __future__ import annotations

from dataclasses import replace

from engine.abilities import parse_ability, read_step
from engine.cardtext import compile_card
from engine.games.dbscg.battle import attack
from engine.games.dbscg.ruleset import DragonBallSuper
from engine.games.dbscg.state import turn_state
from engine.games.dbscg.turn import main_phase
from engine.state import REST, STAND, Card, Game
from tests.engine.games.dbs import drive, first, leader, new_game, pending, run, take

WALL = (
    "[Permanent] During your opponent's turn, if this card is in Rest Mode, your opponent's cards can't attack "
    "Leader Cards, and this card gets -5000 power."
)


def with_text(card: Card, text: str) -> None:
    """Give ``card`` (a demo card in a test game) the one skill ``text`` compiles to exactly."""
    (r,) = compile_card("dbscg", {"id": card.card.id, "type": card.card.type, "text": text}).results
    assert r.compiled and r.ability is not None, r.reason
    card.card = replace(card.card, abilities=(parse_ability(r.ability, "dbscg"),))


def attack_keys(rs: DragonBallSuper, g: Game) -> list[str]:
    """The attacks seat 1 may declare in its Main Phase."""
    ds = run(main_phase(rs, g, 0), "end")
    return [o.key for o in ds[0].options if o.key.startswith("attack:")]


def test_7_1_1_no_attack_on_the_leader_while_the_skill_is_in_force() -> None:
    """Seat 2's rested card holds the skill in seat 1's turn: seat 1's Leader Card may
    attack that card, not seat 2's Leader Card."""
    rs, g = new_game()
    wall = take(g, 1, "DBB-003", "battle", orientation=REST)
    with_text(wall, WALL)
    keys = attack_keys(rs, g)
    me = leader(g, 0).iid
    assert f"attack:{me}:{wall.iid}" in keys
    assert f"attack:{me}:{leader(g, 1).iid}" not in keys


def test_8_1_4_the_leader_can_be_attacked_when_the_condition_fails() -> None:
    """The same card in Active Mode: its condition fails, the Leader Card can be attacked."""
    rs, g = new_game()
    wall = take(g, 1, "DBB-003", "battle")
    with_text(wall, WALL)
    assert f"attack:{leader(g, 0).iid}:{leader(g, 1).iid}" in attack_keys(rs, g)


def test_7_1_this_card_can_attack_active_battle_cards_for_the_turn() -> None:
    """After "this card can attack Battle Cards in Active Mode for the turn" resolves, the card
    may attack the opponent's Active Battle Card; another card of the master may not; the
    effect stays when the card's skills are negated (DBS 8-3-2: it is not a skill of the card)."""
    rs, g = new_game()
    me = take(g, 0, "DBR-003", "battle")
    other = take(g, 0, "DBR-002", "battle")
    target = take(g, 1, "DBB-004", "battle")  # Active
    assert f"attack:{me.iid}:{target.iid}" not in attack_keys(rs, g)
    run(read_step("dbscg", {"attack_active_turn": "self"})[1].run(g, pending(g, 0, me)))
    keys = attack_keys(rs, g)
    assert f"attack:{me.iid}:{target.iid}" in keys and f"attack:{other.iid}:{target.iid}" not in keys
    turn_state(g).negated.add((me.iid, me.incarnation))
    assert f"attack:{me.iid}:{target.iid}" in attack_keys(rs, g)


def opponent_attack_keys(rs: DragonBallSuper, g: Game) -> list[str]:
    """The attacks seat 2 may declare in its Main Phase."""
    ds = run(main_phase(rs, g, 1), "end")
    return [o.key for o in ds[0].options if o.key.startswith("attack:")]


def test_7_1_no_attacks_with_costly_battle_cards_until_your_next_main_phase() -> None:
    """ "Your opponent can't attack with Battle Cards with energy costs of 4 or more until the start of
    your next Main Phase", resolved in seat 1's turn: in seat 2's next turn its cost 4 Battle Card may
    not attack, its cost 2 one and its Leader Card may; in seat 2's turn after that, all may."""
    rs, g = new_game()
    big = take(g, 1, "DBB-005", "battle")  # cost 4
    small = take(g, 1, "DBB-003", "battle")  # cost 2
    step = read_step("dbscg", {"no_attacks": {"kind": "battle", "least": 4, "until": "next_main"}})[1]
    run(step.run(g, pending(g, 0, leader(g, 0))))
    g.turn, g.active = g.turn + 1, 1
    keys = opponent_attack_keys(rs, g)
    assert not any(k.startswith(f"attack:{big.iid}:") for k in keys)
    assert any(k.startswith(f"attack:{small.iid}:") for k in keys)
    assert any(k.startswith(f"attack:{leader(g, 1).iid}:") for k in keys)
    g.turn += 2
    assert any(k.startswith(f"attack:{big.iid}:") for k in opponent_attack_keys(rs, g))


def test_10_4_1_no_blocker_during_this_cards_attack() -> None:
    """ "Your opponent can't activate [Blocker] during this card's attack": the [Blocker] card stays
    Active and the attack goes on to the Leader Card; another card's attack may be blocked."""
    rs, g = new_game()
    striker = take(g, 0, "DBR-003", "battle")
    with_text(striker, "[Permanent] Your opponent can't activate [Blocker] during this card's attack.")
    other = take(g, 0, "DBR-002", "battle")
    blocker = take(g, 1, "DBB-005", "battle")
    seen = drive(attack(rs, g, striker, leader(g, 1)), first)
    assert not any("[Blocker]" in d.prompt for d in seen)
    assert blocker.orientation == STAND and len(g.zone(1, "life").cards) < 8
    seen = drive(attack(rs, g, other, leader(g, 1)), first)  # "yes" to the [Blocker]
    assert any("[Blocker]" in d.prompt for d in seen) and blocker.orientation == REST


def test_7_1_1_cheap_battle_cards_of_the_opponent_cant_attack() -> None:
    """Seat 2's "[Permanent] Your opponent's Battle Cards with energy costs of 1 or less can't attack": seat 1's
    cost 1 Battle Card declares no attack, its cost 2 one and its Leader Card may."""
    rs, g = new_game()
    wall = take(g, 1, "DBB-003", "battle")
    with_text(wall, "[Permanent] Your opponent's Battle Cards with energy costs of 1 or less can't attack.")
    cheap = take(g, 0, "DBR-002", "battle")  # cost 1
    dear = take(g, 0, "DBR-003", "battle")  # cost 2
    keys = attack_keys(rs, g)
    assert not any(k.startswith(f"attack:{cheap.iid}:") for k in keys)
    assert any(k.startswith(f"attack:{dear.iid}:") for k in keys)
    assert any(k.startswith(f"attack:{leader(g, 0).iid}:") for k in keys)


def test_7_1_1_this_card_cant_be_attacked_by_a_leader_card() -> None:
    """ "This card cannot be attacked by a Leader Card" (rested, so attackable): seat 1's Leader Card may
    not attack it, its Battle Card may."""
    rs, g = new_game()
    shy = take(g, 1, "DBB-003", "battle", orientation=REST)
    with_text(shy, "[Permanent] This card cannot be attacked by a Leader Card.")
    mine = take(g, 0, "DBR-003", "battle")
    keys = attack_keys(rs, g)
    assert f"attack:{leader(g, 0).iid}:{shy.iid}" not in keys and f"attack:{mine.iid}:{shy.iid}" in keys


def test_7_1_1_your_opponent_can_only_attack_this_card() -> None:
    """ "If this card is in Rest Mode, your opponent can only attack this card": seat 1's cards may attack
    it and nothing else (not the Leader Card, not another rested Battle Card)."""
    rs, g = new_game()
    bait = take(g, 1, "DBB-003", "battle", orientation=REST)
    with_text(bait, "[Permanent] If this card is in Rest Mode, your opponent can only attack this card.")
    other = take(g, 1, "DBB-004", "battle", orientation=REST)
    keys = attack_keys(rs, g)
    me = leader(g, 0).iid
    assert f"attack:{me}:{bait.iid}" in keys
    assert f"attack:{me}:{other.iid}" not in keys and f"attack:{me}:{leader(g, 1).iid}" not in keys
