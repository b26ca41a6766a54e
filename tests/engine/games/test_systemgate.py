"""System Gate scenario tests (rules document system-gate-rules.md, prefix SG).

Each test starts a real match, arranges the position with the Game
primitives, answers decisions through Match.apply and checks what the
numbered rule demands."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from engine import registry
from engine.bots import RandomBot
from engine.decisions import Kind
from engine.decks import parse_deck_text
from engine.errors import DeckError
from engine.games.systemgate.field import damage_unit, reduce_defense
from engine.games.systemgate.state import game_state
from engine.match import Match
from engine.state import REST, STAND, Card, Game

ID = "systemgate"
TAG = "systemgate-tagteam"


def started(active: int = 0, gid: str = ID, first_seed: int = 0) -> Match:
    """A match past its mulligans (nobody mulligans) whose first turn player
    is ``active``; it waits at that player's Draw Step Energy choice."""
    seed = first_seed
    while True:
        m = Match.new(gid, seed=seed)
        d = m.decision
        if d is not None and d.rule == "SG 15.2.1":
            # Tag Team: the team chosen as Team A names Player A-1 (SG 15.2.1).
            wanted = f"p{active}"
            m.apply(wanted if wanted in [o.key for o in d.options] else d.options[0].key)
        if m.game.active == active:
            break
        seed += 1
    while m.decision is not None and m.decision.prompt.startswith("Mulligan"):
        m.apply(())
    return m


def find(g: Game, seat: int, card_id: str, *zones: str) -> Card:
    """A copy of ``card_id`` owned by ``seat`` in the first of ``zones`` that has one."""
    for z in zones or ("hand", "deck", "drop"):
        for c in g.zone(seat, z).cards:
            if c.card.id == card_id:
                return c
    raise AssertionError(f"no {card_id} for seat {seat} in {zones}")


def put(g: Game, seat: int, card_id: str, zone: str, orientation: str = STAND) -> Card:
    """Move a copy of ``card_id`` from ``seat``'s deck (or hand/drop) to ``zone``
    (a seat whose deck has none gets a new copy from the card pool)."""
    try:
        c = find(g, seat, card_id, "deck", "hand", "drop")
    except AssertionError:
        c = g.new_card(g.ruleset.pool[card_id], seat, g.zone(seat, "deck"))
    return g.move(c, g.zone(seat, zone), orientation=orientation, face_up=None if zone != "energy" else False)


def clear_hands(g: Game) -> None:
    for seat in range(g.n_players):
        hand = g.zone(seat, "hand")
        for c in list(hand.cards):
            g.move(c, g.zone(seat, "deck"), bottom=True)


def energy(g: Game, seat: int, n: int) -> None:
    """Exactly ``n`` Energy for ``seat`` (from the bottom of its deck)."""
    ez = g.zone(seat, "energy")
    deck = g.zone(seat, "deck")
    while len(ez.cards) > n:
        g.move(ez.cards[-1], deck, bottom=True)
    while len(ez.cards) < n:
        g.move(deck.cards[0], ez, face_up=False)


def keys(m: Match) -> list[str]:
    assert m.decision is not None
    return [o.key for o in m.decision.options]


def pick(m: Match, prefix: str) -> str:
    """Answer the current decision with the first option whose key starts with ``prefix``."""
    for k in keys(m):
        if k.startswith(prefix):
            m.apply(k)
            return k
    raise AssertionError(f"no option {prefix!r} in {keys(m)} ({m.decision})")


def to_main(m: Match) -> None:
    """From the Draw Step Energy choice, answer 'none' and reach the Main
    Phase (which passes by itself when passing is the only choice)."""
    assert m.decision is not None and "Energy" in m.decision.prompt
    m.apply(())
    assert m.game.phase in ("Main Phase", "Battle Phase", "End Phase"), (m.game.phase, m.decision)


def to_battle(m: Match) -> None:
    """Pass the Main Phase (no [Move], no counters in the fixtures)."""
    if m.game.phase == "Main Phase":
        pick(m, "pass")
    assert m.game.phase == "Battle Phase", (m.game.phase, m.decision)


# -- deck construction (SG 13, SG 5.1) ----------------------------------------------------------

GOOD = """# name: test deck
[gate]
1 SGD-G01
[gatemaster]
1 SGD-006
[main]
4 SGD-001
4 SGD-002
4 SGD-003
4 SGD-004
4 SGD-005
4 SGD-006
4 SGD-007
4 SGD-008
4 SGD-009
4 SGD-010
4 SGD-011
4 SGD-012
2 SGD-050
"""


def deck_error(text: str) -> DeckError:
    rs = registry.get(ID)
    with pytest.raises(DeckError) as exc:
        rs.check_deck(parse_deck_text(text, "t.txt"))
    return exc.value


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), start=1) if needle in line)


def test_sg_13_demo_decks_are_legal() -> None:
    """SG 13: both demo decks pass deck construction (the Gate Master also has 4 copies in the main deck, SG 13.3)."""
    rs = registry.get(ID)
    decks = rs.demo_decks()
    assert len(decks) >= 2
    for d in decks:
        cards = rs.check_deck(d)
        assert 50 <= len(cards["main"]) <= 100
        assert len(cards["gate"]) == 1 and len(cards["gatemaster"]) == 1
    rs.check_deck(parse_deck_text(GOOD, "t.txt"))


def test_sg_13_1_deck_of_49_cards_is_illegal() -> None:
    """SG 13.1 / SG 5.1.1: a deck must contain 50 to 100 cards."""
    text = GOOD.replace("2 SGD-050", "1 SGD-050")
    err = deck_error(text)
    assert "SG 13.1" in err.message and "49" in err.message
    assert err.line == line_of(text, "1 SGD-050")


def test_sg_13_1_deck_of_101_cards_is_illegal() -> None:
    """SG 13.1: more than 100 cards is illegal (the line of the last main entry is named)."""
    from engine.cards import CardDef, CardPool
    from engine.games.systemgate import SystemGate

    rs = SystemGate()
    pool = CardPool("systemgate", dict(registry.get(ID).pool.cards))
    for n in range(20):
        stats = {"planet": "Ignis", "limit": 1, "cost": 0, "power": 1000, "crit": 1, "defense": 1000}
        pool.add(CardDef(f"X-{n:03d}", f"Spare Ember {n}", "systemgate", "unit", "", stats, ()))
    rs.pool = pool  # a larger pool than the demo set (cached_property set per instance)
    extra = "".join(f"4 X-{n:03d}\n" for n in range(12)) + "3 X-012\n"
    text = GOOD + extra  # 50 + 51 = 101
    with pytest.raises(DeckError) as exc:
        rs.check_deck(parse_deck_text(text, "t.txt"))
    assert "SG 13.1" in exc.value.message and "101" in exc.value.message
    assert exc.value.line == line_of(text, "3 X-012")
    rs.check_deck(parse_deck_text(GOOD + extra.replace("3 X-012", "2 X-012"), "t.txt"))  # 100 is fine


def test_sg_13_3_five_copies_of_a_name_name_the_line() -> None:
    """SG 13.3 (copies) / SG 5.1.2: at most 4 copies of a card name."""
    text = GOOD.replace("4 SGD-011\n", "4 SGD-011\n1 SGD-001\n")
    err = deck_error(text)
    assert "SG 13.3" in err.message and "Emberling Scout" in err.message
    assert err.line == line_of(text, "1 SGD-001")


def test_sg_13_3_exactly_one_gate() -> None:
    """SG 13.3 (Gate): each deck has exactly one associated Gate."""
    err = deck_error(GOOD.replace("[gate]\n1 SGD-G01\n", ""))
    assert "exactly one associated Gate" in err.message and "SG 13.3" in err.message
    text = GOOD.replace("1 SGD-G01\n", "1 SGD-G01\n1 SGD-G02\n")
    err = deck_error(text)
    assert err.line == line_of(text, "1 SGD-G02")


def test_sg_2_1_5_gate_cannot_be_in_the_main_deck() -> None:
    """SG 2.1.5: Gate cards cannot be included in the main deck."""
    text = GOOD.replace("2 SGD-050\n", "2 SGD-050\n1 SGD-G01\n")
    err = deck_error(text)
    assert "SG 2.1.5" in err.message
    assert err.line == len(text.splitlines())  # the Gate entry at the end of [main]


def test_sg_13_3_only_planets_the_gate_allows() -> None:
    """SG 13.3 (Gate) / SG 5.1.3: a <Thalassa> card is not allowed by an Ignis Gate; <Asteroid Belt> always is."""
    text = GOOD.replace("4 SGD-012\n", "4 SGD-021\n")
    err = deck_error(text)
    assert "Thalassa" in err.message and "SG 13.3" in err.message
    assert err.line == line_of(text, "4 SGD-021")
    text = GOOD.replace("[gatemaster]\n1 SGD-006", "[gatemaster]\n1 SGD-025")
    err = deck_error(text)
    assert err.line == line_of(text, "1 SGD-025")


def test_sg_13_4_tokens_cannot_be_put_into_a_deck() -> None:
    """SG 13.4: <Token> cards cannot be put into a deck."""
    text = GOOD.replace("2 SGD-050\n", "1 SGD-050\n1 SGD-T01\n")
    err = deck_error(text)
    assert "SG 13.4" in err.message
    assert err.line == line_of(text, "SGD-T01")


def test_sg_13_2_one_gate_master() -> None:
    """SG 13.2: a deck has one Gate Master, outside the main deck."""
    err = deck_error(GOOD.replace("[gatemaster]\n1 SGD-006\n", ""))
    assert "SG 13.2" in err.message
    text = GOOD.replace("[gatemaster]\n1 SGD-006", "[gatemaster]\n1 SGD-006\n1 SGD-001")
    err = deck_error(text)
    assert "SG 13.2" in err.message and err.line == line_of(text, "1 SGD-001")


def test_sg_13_5_3_sideboard_of_at_most_12() -> None:
    """SG 13.5.3: the sideboard may include up to 12 cards (Gates included)."""
    ok = GOOD + "[side]\n1 SGD-G02\n4 SGD-050\n4 SGD-051\n3 SGD-001\n"
    registry.get(ID).check_deck(parse_deck_text(ok, "t.txt"))
    text = ok + "1 SGD-002\n"
    err = deck_error(text)
    assert "SG 13.5.3" in err.message and err.line == line_of(text, "1 SGD-002")


# -- set-up (SG 5.2) ---------------------------------------------------------------------------------


def test_sg_5_2_setup_life_hand_energy_gate_and_gate_master() -> None:
    """SG 5.2.5 - SG 5.2.10 (SG 5.2.6, SG 5.2.7): Life 20 modified by the Gate, 6 cards in hand, 2 Energy (or the
    Gate's), Gate and
    Gate Master face up."""
    m = started(active=0)
    g = m.game
    # seat 0 plays Cinderhold Gate (no change), seat 1 Tidewell Gate (Life -2, 3 Energy)
    assert g.players[0].counters["life"] == 20
    assert g.players[1].counters["life"] == 18
    assert len(g.zone(0, "energy")) == 2 and len(g.zone(1, "energy")) == 3
    assert len(g.zone(1, "hand")) == 6
    assert len(g.zone(0, "hand")) == 7  # 6 + the Draw Step card (SG 6.2.3.2)
    for seat in (0, 1):
        gate = g.zone(seat, "gate").top
        gm = g.zone(seat, "gm").top
        assert gate is not None and gate.card.type == "gate" and gate.face_up
        assert gm is not None and gm.face_up and gm.orientation == STAND
        assert not g.zone(seat, "gate").field  # SG 3.2.2: the Gate is not a field card
    assert len(g.zone(0, "deck")) == 50 - 6 - 2 - 1
    assert len(g.zone(1, "deck")) == 50 - 6 - 3
    g.check_invariants()


def test_sg_5_2_8_mulligan_turn_player_first_same_number_back() -> None:
    """SG 5.2.8: starting with the turn player, cards go to the bottom of the deck and as many are drawn."""
    m = Match.new(ID, seed=3)
    g = m.game
    first = g.active
    assert m.decision is not None and m.decision.player == first and "Mulligan" in m.decision.prompt
    hand_before = [c.iid for c in g.zone(first, "hand")]
    m.apply(tuple(str(i) for i in hand_before[:4]))
    assert len(g.zone(first, "hand")) == 6
    kept = {c.iid for c in g.zone(first, "hand")}
    assert set(hand_before[4:]) <= kept
    assert m.decision is not None and m.decision.player == 1 - first
    m.apply(())
    assert len(g.zone(1 - first, "hand")) == 6
    # the mulligan cards went back to the deck (then the deck was shuffled, SG 5.2.9)
    assert all(g.cards[i].zone.name in ("deck", "energy", "hand") for i in hand_before[:4])


def test_sg_5_2_4_first_player_is_random() -> None:
    """SG 5.2.4: the first player is determined at random (both seats start in some seed)."""
    firsts = {Match.new(ID, seed=s).game.active for s in range(12)}
    assert firsts == {0, 1}


# -- start phase (SG 6.2.3) -------------------------------------------------------------------------


def test_sg_6_2_3_1_stand_step_stands_all_but_gate_master_zone() -> None:
    """SG 6.2.3.1 / SG 3.12.1: the Stand Step stands every card of the turn player except in the Gate Master zone."""
    m = started(active=0)
    g = m.game
    to_main(m)
    unit = put(g, 0, "SGD-001", "left", orientation=REST)
    gm = g.zone(0, "gm").top
    assert gm is not None
    g.set_orientation(gm, REST)
    clear_hands(g)
    pass_until(m, lambda: g.active == 1)
    assert unit.orientation == REST  # only the turn player's cards stand
    pass_until(m, lambda: g.active == 0)
    assert g.step == "Draw Step"
    assert unit.orientation == STAND
    assert gm.orientation == REST


def test_sg_6_2_3_2_draw_step_draws_and_may_trade_a_card_for_energy() -> None:
    """SG 6.2.3.2: draw one card; a hand card may go to Energy, then one more card is drawn."""
    m = started(active=0)
    g = m.game
    hand, deck, en = (len(g.zone(0, z)) for z in ("hand", "deck", "energy"))
    c = g.zone(0, "hand").cards[0]
    m.apply((str(c.iid),))
    assert c.zone.name == "energy" and not c.face_up
    assert len(g.zone(0, "energy")) == en + 1
    assert len(g.zone(0, "hand")) == hand  # one out, one drawn
    assert len(g.zone(0, "deck")) == deck - 1


# -- main phase (SG 6.2.4, SG 8.4) --------------------------------------------------------------------


def test_sg_8_4_3_summon_pays_energy_and_places_stand() -> None:
    """SG 8.4.3 / SG 8.4.3.3 / SG 8.4.3.7 / SG 6.2.4.1 / SG 12.2.3: summoning pays the cost in Energy (to the drop)
    and the unit is placed Stand."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 3)
    warden = put(g, 0, "SGD-004", "hand")  # Pyre Warden, cost 2
    to_main(m)
    drop = len(g.zone(0, "drop"))
    pick(m, f"sum:{warden.iid}:center")
    assert warden.zone.name == "center" and warden.orientation == STAND
    assert len(g.zone(0, "energy")) == 1
    assert len(g.zone(0, "drop")) == drop + 2


def test_sg_3_1_4_2_cost_must_be_payable() -> None:
    """SG 3.1.4.2: a card whose cost cannot be paid is not offered."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 1)
    colossus = put(g, 0, "SGD-005", "hand")  # cost 4
    scout = put(g, 0, "SGD-001", "hand")  # cost 0
    to_main(m)
    ks = keys(m)
    assert not any(k.startswith(f"sum:{colossus.iid}:") for k in ks)
    assert f"sum:{scout.iid}:left" in ks and ks[0] == "pass"


def test_sg_11_13_slow_start_is_summoned_rest() -> None:
    """SG 11.13: [Slow Start] is summoned as Rest."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 4)
    colossus = put(g, 0, "SGD-005", "hand")
    to_main(m)
    pick(m, f"sum:{colossus.iid}:center")
    assert colossus.zone.name == "center" and colossus.orientation == REST


def test_sg_9_5_1_overloaded_field_zone_drops_the_older_card() -> None:
    """SG 9.5.1 / SG 4.6.1.1: summoning onto an occupied zone drops the oldest card there."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    old = put(g, 0, "SGD-001", "left")
    new = put(g, 0, "SGD-007", "hand")
    to_main(m)
    pick(m, f"sum:{new.iid}:left")
    assert new.zone.name == "left" and old.zone.name == "drop"
    g.check_invariants()


def test_sg_9_8_1_over_limit_player_chooses_units_to_drop() -> None:
    """SG 9.8.1 / SG 2.1.2: more than 3 Limit on Left, Center and Right: the player drops units until 3 or less."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 3)
    a = put(g, 0, "SGD-001", "left")
    b = put(g, 0, "SGD-002", "right")
    drake = put(g, 0, "SGD-004", "hand")  # Limit 2 -> total 4
    to_main(m)
    pick(m, f"sum:{drake.iid}:center")
    assert m.decision is not None and m.decision.rule == "SG 9.8.1"
    assert {o.card for o in m.decision.options} == {a.iid, b.iid, drake.iid}
    m.apply((str(a.iid),))
    assert a.zone.name == "drop" and b.zone.name == "right" and drake.zone.name == "center"


def test_sg_2_0_1_finale_only_in_the_end_phase() -> None:
    """SG 2.0.1: Normal cards only in the Main Phase, Finale cards only in the End Phase (Finale Step)."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 5)
    curtain = put(g, 0, "SGD-011", "hand")  # Finale spell
    lance = put(g, 0, "SGD-009", "hand")  # normal spell
    to_main(m)
    assert f"cast:{curtain.iid}" not in keys(m) and f"cast:{lance.iid}" in keys(m)
    pass_until(m, lambda: g.step == "Finale Step")
    assert f"cast:{curtain.iid}" in keys(m) and f"cast:{lance.iid}" not in keys(m)
    life = g.players[1].counters["life"]
    pick(m, f"cast:{curtain.iid}")
    assert g.players[1].counters["life"] == life - 2
    assert curtain.zone.name == "drop"  # SG 2.1.3: spells resolve, then go to the drop


def test_sg_6_2_7_1_finale_unit_returns_to_the_battle_phase() -> None:
    """SG 6.2.7.1: after a Finale Unit is played in the Finale Step, the turn returns to the Battle Phase."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 5)
    titan = put(g, 0, "SGD-012", "hand")
    to_main(m)
    assert g.step == "Finale Step"  # nothing to do in the Main and Battle Phases
    pick(m, f"sum:{titan.iid}:center")
    assert titan.zone.name == "center"
    assert g.phase == "Battle Phase"
    assert f"atk:{titan.iid}" in keys(m)


def test_sg_4_8_3_gate_master_play_and_negative_life_skill() -> None:
    """SG 4.8.3 / SG 3.8.2.1 / SG 2.4.3: the hand copy goes to the Gate Master zone at rest, the Gate Master is
    summoned and its skill deals damage."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 3)
    copy = put(g, 0, "SGD-006", "hand")  # Flarewing Drake, Gate Master of the Cinderhold deck
    master = g.zone(0, "gm").top
    assert master is not None and master.name == copy.name
    to_main(m)
    pick(m, f"gm:{copy.iid}:center")
    assert master.zone.name == "center" and master.orientation == STAND  # SG 4.8.4
    assert copy.zone.name == "gm" and copy.orientation == REST
    assert g.players[1].counters["life"] == 18 - 3
    # SG 4.8.3: the Gate Master zone card is now at rest: no second Gate Master play.
    assert not any(k.startswith("gm:") for k in keys(m))


# -- battle (SG 6.2.6) -------------------------------------------------------------------------------


def test_sg_6_2_6_first_turn_one_attack_no_link() -> None:
    """SG 6.2.6: while the opponent has had no turn, only one attack, and it cannot be a Link Attack."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    a = put(g, 0, "SGD-001", "left")
    b = put(g, 0, "SGD-002", "right")
    reef = put(g, 1, "SGD-021", "left")
    to_main(m)
    to_battle(m)
    pick(m, f"atk:{a.iid}")
    # no Link Attack question: straight to the target
    assert m.decision is not None and m.decision.rule == "SG 6.2.6.2"
    assert set(keys(m)) == {f"t:{reef.iid}", "tp:1"}
    pick(m, "tp:1")
    assert g.players[1].counters["life"] == 17
    # the one attack was made: the Battle Phase ended and nothing else was offered
    assert b.orientation == STAND and (g.phase == "End Phase" or g.active == 1)
    assert b.orientation == STAND


def attack(m: Match, attacker: Card, target: str | None = None, link: tuple[Card, ...] = ()) -> None:
    """Declare ``attacker`` (with ``link`` joining, SG 6.2.6.1) against ``target``
    (an option key; a single legal target is chosen by itself)."""
    pick(m, f"atk:{attacker.iid}")
    d = m.decision
    if d is not None and d.rule == "SG 6.2.6.1":
        m.apply(tuple(str(c.iid) for c in link))
        d = m.decision
    else:
        assert not link, "no Link Attack was offered"
    if target is not None and d is not None and d.rule == "SG 6.2.6.2":
        pick(m, target)


def pass_until(m: Match, done: Callable[[], bool]) -> None:
    """Answer 'pass' / 'none' until ``done()``."""
    for _ in range(300):
        if done():
            return
        d = m.decision
        assert d is not None
        if d.kind is Kind.CARDS and d.min == 0:
            m.apply(())
        elif "pass" in keys(m):
            m.apply("pass")
        else:
            m.apply(d.options[0].key)
    raise AssertionError("did not get there")


def _second_turn(m: Match) -> None:
    """Make the position one where the opponent has already had a turn."""
    game_state(m.game).had_turn.update(p.seat for p in m.game.players)


def test_sg_6_2_6_6_attack_on_player_deals_crit_damage() -> None:
    """SG 6.2.6.6 / SG 2.6.1 / SG 3.12.2 / SG 4.6.5: with no unit in the Center the player can be attacked, and takes
    damage equal to
    the Crit."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    warden = put(g, 0, "SGD-004", "left")  # crit 2
    to_main(m)
    to_battle(m)
    attack(m, warden, "tp:1")
    assert g.players[1].counters["life"] == 18 - 2
    assert warden.orientation == REST


def test_sg_4_6_5_player_cannot_be_attacked_behind_a_center_unit() -> None:
    """SG 4.6.5: the Player zone can be attacked only when there is no unit in the Center."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    warden = put(g, 0, "SGD-004", "left")
    guard = put(g, 1, "SGD-021", "center")
    second = put(g, 0, "SGD-001", "right", orientation=REST)
    _second_turn(m)
    to_main(m)
    to_battle(m)
    g.set_orientation(second, STAND)
    pick(m, f"atk:{warden.iid}")
    # the only legal target is the Center unit, chosen by itself
    assert guard.zone.name == "drop"  # 5000 damage against Defense 3000 (SG 9.6.1)
    assert g.players[1].counters["life"] == 18
    assert f"atk:{second.iid}" in keys(m)


def test_sg_6_2_6_6_item_defense_stops_player_damage() -> None:
    """SG 6.2.6.6: attacking the Player zone with less Power than the Item's Defense deals no damage."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    scout = put(g, 0, "SGD-001", "left")  # 2000 power
    put(g, 1, "SGD-028", "player")  # Pearlshell Buckler, Defense 5000
    to_main(m)
    to_battle(m)
    attack(m, scout, "tp:1")
    assert g.players[1].counters["life"] == 18


def test_sg_6_2_6_1_link_attack_adds_power_and_destroys() -> None:
    """SG 6.2.6.1 / SG 9.6.1: a Link Attack adds the Power of all attackers; damage at or above Defense destroys."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    a = put(g, 0, "SGD-001", "left")  # 2000
    b = put(g, 0, "SGD-003", "right")  # 3000 (+1000 when it attacks)
    bastion = put(g, 1, "SGD-023", "center")  # Defense 7000
    reef = put(g, 1, "SGD-021", "left")  # Defense 3000, +1000 when attacked
    _second_turn(m)
    to_main(m)
    to_battle(m)
    pick(m, f"atk:{a.iid}")
    assert m.decision is not None and m.decision.rule == "SG 6.2.6.1"
    m.apply((str(b.iid),))
    pick(m, f"t:{reef.iid}")
    assert reef.zone.name == "drop"  # 2000 + 3000 (+1000) against Defense 3000 + 1000
    assert a.orientation == REST and b.orientation == REST
    assert bastion.zone.name == "center"


def test_sg_9_6_1_damage_accumulates_and_clean_up_removes_it() -> None:
    """SG 9.6.1 / SG 4.6.1.3 / SG 6.2.7.3: damage received this turn adds up against Defense; Clean Up removes all
    damage."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    a = put(g, 0, "SGD-001", "left")  # 2000
    b = put(g, 0, "SGD-002", "right")  # 3000, [Dual Attack]
    lev = put(g, 1, "SGD-024", "center")  # Defense 9000
    put(g, 0, "SGD-008", "player")  # an Item that could still attack keeps the Battle Phase open
    _second_turn(m)
    to_main(m)
    to_battle(m)
    attack(m, a, f"t:{lev.iid}")
    assert lev.counters["damage"] == 2000
    attack(m, b, f"t:{lev.iid}")
    assert lev.counters["damage"] == 5000
    attack(m, b, f"t:{lev.iid}")
    assert lev.counters["damage"] == 8000 and lev.zone.name == "center"
    pass_until(m, lambda: g.active == 1)
    assert lev.counters.get("damage", 0) == 0 and lev.zone.name == "center"


def test_sg_11_6_1_revenge_strikes_the_attacker() -> None:
    """SG 11.6.1 / SG 6.2.6.7: a [Revenge] card still on the field at the end of the attack deals its Power to the
    attacking unit."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    a = put(g, 0, "SGD-001", "left")  # 2000 / Defense 2000
    bastion = put(g, 1, "SGD-023", "center")  # Power 3000, Defense 7000, [Revenge]
    to_main(m)
    to_battle(m)
    attack(m, a, f"t:{bastion.iid}")
    assert a.zone.name == "drop"
    assert bastion.zone.name == "center"


def test_sg_11_3_1_dual_attack_stands_after_first_attack() -> None:
    """SG 11.3.1: a card with [Dual Attack] stands after its first attack each turn."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    hound = put(g, 0, "SGD-002", "left")
    _second_turn(m)
    to_main(m)
    to_battle(m)
    other = put(g, 0, "SGD-001", "right", orientation=REST)
    attack(m, hound, "tp:1")
    assert hound.orientation == STAND
    g.set_orientation(other, STAND)  # keep a decision in this Battle Phase
    attack(m, hound, "tp:1")
    assert hound.orientation == REST
    assert g.players[1].counters["life"] == 18 - 2


def test_sg_11_4_1_penetrate_damages_the_player() -> None:
    """SG 11.4.1: [Penetrate] deals Crit damage to the player when its attack destroys a unit in the Center."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    colossus = put(g, 0, "SGD-005", "left")  # 9000 power, crit 3, Penetrate
    reef = put(g, 1, "SGD-021", "center")
    to_main(m)
    to_battle(m)
    attack(m, colossus, f"t:{reef.iid}")
    assert reef.zone.name == "drop"
    assert g.players[1].counters["life"] == 18 - 3


def test_sg_11_15_dive_cannot_be_attacked_on_the_sides() -> None:
    """SG 11.15: a standing [Dive] card on the Left or Right cannot be chosen as a target."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    hound = put(g, 0, "SGD-002", "left")
    rider = put(g, 1, "SGD-025", "left")  # Dive
    to_main(m)
    to_battle(m)
    attack(m, hound)
    assert rider.zone.name == "left"  # never targeted; the player was the only target
    assert g.players[1].counters["life"] == 18 - 1


def test_sg_11_7_ghoststrike_banishes_both() -> None:
    """SG 11.7 / SG 4.7.3: [Ghoststrike] banishes the destroyed unit and itself."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    eel = put(g, 1, "SGD-026", "left")  # 5000, Ghoststrike
    scout = put(g, 0, "SGD-001", "center")
    m.apply(())
    to_battle(m)
    attack(m, eel)
    assert scout.zone.name == "banish" and eel.zone.name == "banish"


def test_sg_11_8_vampire_curse_mills_and_11_9_life_bond_hurts_controller() -> None:
    """SG 11.8: [Vampire Curse X] drops X cards from the top of the opponent's deck; SG 11.9: [Life Bond X] deals
    X damage to its controller when destroyed."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    lev = put(g, 1, "SGD-024", "left")  # 8000, Vampire Curse 2
    put(g, 1, "SGD-028", "player")  # a second attacker (an Item) keeps the Battle Phase open
    titan = put(g, 0, "SGD-012", "center")  # Defense 6000
    _second_turn(m)
    m.apply(())
    to_battle(m)
    deck = len(g.zone(0, "deck"))
    attack(m, lev)
    assert titan.zone.name == "drop"
    assert len(g.zone(0, "deck")) == deck - 2
    # Life Bond: destroy a Maelstrom Sovereign of Player 2 directly.
    sov = put(g, 1, "SGD-032", "right")
    life = g.players[1].counters["life"]
    damage_unit(g, sov, 9000, "test", "SG 9.6.1")
    pick(m, "pass")  # battle -> the check timing destroys it
    assert sov.zone.name == "drop"
    assert g.players[1].counters["life"] == life - 2


def test_sg_2_7_2_reducing_defense_removes_damage() -> None:
    """SG 2.7.2: when Defense is reduced, that much damage is removed from the card."""
    m = started(active=0)
    g = m.game
    bastion = put(g, 1, "SGD-023", "center")  # Defense 7000
    damage_unit(g, bastion, 5000, "test", "SG 9.6.1")
    reduce_defense(g, bastion, 3000, "test")
    assert g.stat(bastion, "defense") == 4000
    assert bastion.counters["damage"] == 2000


# -- the stack and counters (SG 3.5, SG 8.4, SG 10.8, SG 14.2) ----------------------------------------


def test_sg_10_8_1_counter_fizzles_attack_and_14_6_1_end_of_attack_still_happens() -> None:
    """SG 6.2.6.5 / SG 6.2.6.3 / SG 3.5.8 / SG 10.8.1: the attacked player casts a [Counter] in the Counter Timing
    and fizzles the
    attack: no damage; costs stay paid."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    duel = put(g, 0, "SGD-003", "left")  # Ashen Duelist: +1000 when it attacks
    veil = put(g, 1, "SGD-051", "hand")  # Comet Veil: [Counter] fizzle the attack (while attacked)
    energy(g, 1, 1)
    to_main(m)
    to_battle(m)
    attack(m, duel, "tp:1")
    # the "when this card attacks" skill waits on the stack; the defender answers
    assert m.decision is not None and m.decision.player == 1 and "Counter Timing" in m.decision.prompt
    assert [it.label for it in game_state(g).stack]
    pick(m, f"cast:{veil.iid}")
    assert veil.zone.name == "drop" and len(g.zone(1, "energy")) == 0
    assert g.players[1].counters["life"] == 18
    # the attack skill still resolved after the fizzle (SG 3.5.5 LIFO, SG 14.6.1)
    assert any("Ashen Duelist gets +1000" in line for line in m.log())


def test_sg_14_3_1_fizzle_counter_only_while_attacked() -> None:
    """SG 14.3.1: Comet Veil may only be cast while you are attacked (not in your own Main Phase)."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    veil = put(g, 1, "SGD-051", "hand")
    energy(g, 1, 3)
    m.apply(())
    assert f"cast:{veil.iid}" not in keys(m)


def test_sg_14_2_1_one_card_per_player_in_the_stack() -> None:
    """SG 14.2.1 / SG 8.4.3.5 / SG 3.5.4.1: the opponent may answer a played card with a [Counter], and the first player
    cannot answer again."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 3)
    energy(g, 0, 2)
    surge = put(g, 1, "SGD-029", "hand")  # [Counter] +2000, cost 0
    lance = put(g, 1, "SGD-030", "hand")  # Drowning Depths, cost 2
    retort = put(g, 0, "SGD-010", "hand")  # [Counter], cost 1
    reef = put(g, 1, "SGD-021", "left")
    scout = put(g, 0, "SGD-001", "left")
    m.apply(())
    pick(m, f"cast:{lance.iid}")
    assert m.decision is not None and m.decision.player == 0 and m.decision.rule == "SG 8.4.3.5"
    pick(m, f"cast:{retort.iid}")
    # Player 2 has Drowning Depths in the stack: no Counter Timing for them; the stack resolves.
    assert g.stat(scout, "power") == 5000
    assert lance.zone.name == "drop" and retort.zone.name == "drop"
    assert surge.zone.name == "hand"
    assert reef.zone.name == "left"


def test_sg_3_5_standby_skill_goes_through_the_stack() -> None:
    """SG 3.5.3 / SG 10.5.6: a 'when summoned' skill is added to the stack at check timing and resolves."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 1)
    adept = put(g, 1, "SGD-022", "hand")  # draw a card when summoned
    m.apply(())
    deck = len(g.zone(1, "deck"))
    pick(m, f"sum:{adept.iid}:left")
    assert len(g.zone(1, "deck")) == deck - 1
    assert any("adds Tidecaller Adept" in line for line in m.log())


def test_sg_3_1_2_1_use_skill_once_per_turn() -> None:
    """SG 3.1.2.1 / SG 6.2.4.4 / SG 8.2: a [Use] skill is used in the Main Phase by paying its cost, once per turn."""
    m = started(active=1)
    g = m.game
    clear_hands(g)
    energy(g, 1, 3)
    shaman = put(g, 1, "SGD-027", "left")
    m.apply(())
    hand = len(g.zone(1, "hand"))
    pick(m, f"use:{shaman.iid}:0")
    assert len(g.zone(1, "hand")) == hand + 1 and len(g.zone(1, "energy")) == 2
    assert not any(k.startswith("use:") for k in keys(m))


# -- winning and losing (SG 1.2, SG 9.4) -----------------------------------------------------------


def test_sg_9_4_1_no_cards_in_deck_loses() -> None:
    """SG 9.4.1 / SG 1.2.2.1: a player with no cards in the deck loses at check timing."""
    m = started(active=0)
    g = m.game
    for c in list(g.zone(1, "deck").cards):
        g.move(c, g.zone(1, "drop"))
    m.apply(())
    assert m.is_terminal()
    out = m.outcome()
    assert out is not None and out.winners == (0,)
    assert g.players[1].lost and "deck" in g.players[1].lost


def test_sg_9_4_2_no_life_loses() -> None:
    """SG 9.4.2 / SG 1.2.2.2: a player with no Life loses."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    warden = put(g, 0, "SGD-004", "left")
    g.add_counter(1, "life", -(g.players[1].counters["life"] - 2))
    to_main(m)
    to_battle(m)
    attack(m, warden, "tp:1")
    assert m.is_terminal()
    out = m.outcome()
    assert out is not None and out.winners == (0,)


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


# -- whole games ----------------------------------------------------------------------------------


@pytest.mark.parametrize("gid", [ID, TAG])
def test_sg_random_bot_games_finish_with_invariants(gid: str) -> None:
    """SG 1.2 / SG 15: 50 seeded random-bot games (25 of Tag Team) end with a result, with every card in one zone."""
    n = 50 if gid == ID else 25
    for seed in range(n):
        m = Match.new(gid, seed=seed)
        bot = RandomBot(seed)
        steps = 0
        while m.decision is not None:
            m.apply_trusted(bot.choose(m.decision))
            steps += 1
            if steps % 97 == 0:
                m.game.check_invariants()
            assert steps < 20000
        assert m.is_terminal()
        m.game.check_invariants()
        assert m.game.reason


def test_sg_replay_reproduces_the_game() -> None:
    """SG 5.2.4: every random thing comes from the seeded RNG, so a replay gives the same journal."""
    m = Match.new(ID, seed=11)
    bot = RandomBot(11)
    for _ in range(150):
        if m.decision is None:
            break
        m.apply_trusted(bot.choose(m.decision))
    assert m.clone().journal_digest() == m.journal_digest()


def test_sg_views_hide_hands_and_decks() -> None:
    """SG 4.2.2 / SG 4.2.3 / SG 4.3.2: the opponent's hand is private and decks are hidden in a player's view."""
    m = started(active=0)
    v = m.view(0)
    assert all(c.name is None for c in v.zone("p1.hand").cards)
    assert all(c.name is not None for c in v.zone("p0.hand").cards)
    assert all(c.name is None for c in v.zone("p0.deck").cards)
    assert v.extras["life"][1] == 18


def test_sg_card_files_are_data_only() -> None:
    """SG 2: the demo card set loads with the System Gate schema (every card has the fields of its type)."""
    rs = registry.get(ID)
    pool = rs.pool
    assert Path(next(iter(pool.cards.values())).source).suffix == ".toml"
    for c in pool.cards.values():
        if c.type == "unit":
            assert {"limit", "power", "crit", "defense", "cost", "planet"} <= set(c.stats)
        if c.type == "gate":
            assert c.stats["allows"]


def test_sg_11_2_1_move_at_the_end_of_the_main_phase() -> None:
    """SG 11.2.1 / SG 6.2.4.5.1: as the Main Phase ends, a [Move] card may move to another field zone, keeping
    its soul (SG 4.9.1)."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    drake = put(g, 0, "SGD-006", "left")
    under = put(g, 0, "SGD-001", "soul_left")
    to_main(m)  # nothing to play: the Main Phase passes by itself
    assert m.decision is not None and m.decision.rule == "SG 11.2.1"
    assert "mv:center" in keys(m) and "mv:left" not in keys(m)
    pick(m, "mv:center")
    assert drake.zone.name == "center"
    assert under.zone.name == "soul_center"
    g.check_invariants()
