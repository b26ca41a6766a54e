"""System Gate rules, Section 6, Game Procedure: the turn's phases (SG 6)."""

from __future__ import annotations

from engine.decks import parse_deck_text
from engine.events import Note, TurnBegan
from engine.games.systemgate.state import (
    life,
)
from engine.match import Match
from engine.state import REST, STAND
from tests.engine.games.sg import (
    GOOD,
    ID,
    attack,
    clear_hands,
    energy,
    keys,
    pass_until,
    past_mulligans,
    pick,
    put,
    second_turn,
    started,
    to_battle,
    to_main,
)


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
    second_turn(m)
    to_main(m)
    to_battle(m)
    pick(m, f"atk:{a.iid}")
    assert m.decision is not None and m.decision.rule == "SG 6.2.6.1"
    m.apply((str(b.iid),))
    pick(m, f"t:{reef.iid}")
    assert reef.zone.name == "drop"  # 2000 + 3000 (+1000) against Defense 3000 + 1000
    assert a.orientation == REST and b.orientation == REST
    assert bastion.zone.name == "center"


def test_sg_6_1_2_start_of_the_game_skill_of_a_gate_resolves_before_the_first_turn() -> None:
    """SG 6.1.2: Emberdawn Gate's "Start of the Game" skill triggers from the Player zone and resolves before the
    first turn begins: its player starts with one Energy more; the other Gate has no such skill."""
    dawn = parse_deck_text(GOOD.replace("1 SGD-G01", "1 SGD-G03"), "dawn.txt")
    plain = parse_deck_text(GOOD, "plain.txt")
    m = Match.new(ID, decks=[dawn, plain], seed=5)
    past_mulligans(m)
    g = m.game
    assert len(g.zone(0, "energy")) == 3  # 2 (SG 5.2.10) + 1 from the skill
    assert len(g.zone(1, "energy")) == 2
    resolved = [
        i for i, e in enumerate(m.journal) if isinstance(e, Note) and e.text.startswith("Resolve: Emberdawn Gate")
    ]
    first_turn = next(i for i, e in enumerate(m.journal) if isinstance(e, TurnBegan))
    assert len(resolved) == 1 and resolved[0] < first_turn


def test_sg_6_1_2_both_players_start_of_the_game_skills_turn_player_first() -> None:
    """SG 6.1.2 / SG 1.3.8.1: with both Gates carrying a "Start of the Game" skill, both resolve, the turn player's
    first."""
    dawn = parse_deck_text(GOOD.replace("1 SGD-G01", "1 SGD-G03"), "dawn.txt")
    m = Match.new(ID, decks=[dawn, dawn], seed=11)
    past_mulligans(m)
    g = m.game
    assert len(g.zone(0, "energy")) == 3 and len(g.zone(1, "energy")) == 3
    adds = [e.text for e in m.journal if isinstance(e, Note) and e.rule == "SG 3.5.3" and "Emberdawn Gate" in e.text]
    first, second = g.first_player, 1 - g.first_player
    assert len(adds) == 2
    assert adds[0].startswith(f"Player {first + 1} ") and adds[1].startswith(f"Player {second + 1} ")


def test_sg_6_1_2_start_of_the_game_skill_does_not_trigger_later() -> None:
    """SG 6.1.2: a "Start of the Game" skill acts once, at the start of the game, not at a later turn."""
    dawn = parse_deck_text(GOOD.replace("1 SGD-G01", "1 SGD-G03"), "dawn.txt")
    m = Match.new(ID, decks=[dawn, dawn], seed=2)
    past_mulligans(m)
    g = m.game
    before = [e for e in m.journal if isinstance(e, Note) and e.text.startswith("Resolve: Emberdawn Gate")]
    assert len(before) == 2
    for _ in range(200):  # play on to the third turn
        if g.turn >= 3 or m.decision is None:
            break
        d = m.decision
        m.apply("pass" if "pass" in keys(m) else (() if d.min == 0 else d.options[0].key))
    after = [e for e in m.journal if isinstance(e, Note) and e.text.startswith("Resolve: Emberdawn Gate")]
    assert g.turn >= 3 and len(after) == 2


def test_sg_6_2_3_3_start_of_turn_skills_and_4_6_6_set_zone() -> None:
    """SG 6.2.3.3 / SG 4.6.6 / SG 4.6.1.6: [Set] spells stay in the Set zone (several at once) and their "start of
    your turn" skills trigger there; a copy in the drop does not trigger."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    energy(g, 0, 2)
    sigil = g.ruleset.pool["SGD-016"]
    s1, s2 = (g.new_card(sigil, 0, g.zone(0, "hand")) for _ in range(2))
    g.new_card(sigil, 0, g.zone(0, "drop")).face_up = True
    to_main(m)
    pick(m, f"cast:{s1.iid}")
    pick(m, f"cast:{s2.iid}")
    assert s1.zone.name == "set" and s2.zone.name == "set"
    pass_until(m, lambda: g.active == 1)
    pass_until(m, lambda: g.active == 0 and g.step == "Skill Step")
    energy_before = len(g.zone(0, "energy"))
    pass_until(m, lambda: g.phase == "Main Phase")
    assert len(g.zone(0, "energy")) == energy_before + 2  # two Set copies, not the dropped one


def test_sg_6_2_4_5_1_counter_timing_when_the_main_phase_ends() -> None:
    """SG 6.2.4.5.1: when the turn player passes the Main Phase, the non-turn player gets a Counter Timing."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    put(g, 0, "SGD-001", "left")
    put(g, 1, "SGD-029", "hand")
    put(g, 1, "SGD-021", "left")
    to_main(m)  # the Main Phase has nothing to do but pass
    assert m.decision is not None and m.decision.player == 1 and m.decision.rule == "SG 6.2.4.5.1"


def test_sg_6_2_6_4_when_attacked_skill_resolves_before_damage() -> None:
    """SG 6.2.6.4: Reefling Guard's "when attacked" +1000 Defense resolves before damage: 3000 Power no longer
    destroys it."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    hound = put(g, 0, "SGD-002", "left")  # 3000
    reef = put(g, 1, "SGD-021", "center")  # Defense 3000
    to_main(m)
    to_battle(m)
    attack(m, hound, f"t:{reef.iid}")
    assert reef.zone.name == "center"


def test_sg_6_2_6_5_counter_timing_repeats_until_the_defender_passes() -> None:
    """SG 6.2.6.5: after a [Counter] resolves, the non-turn player gets another Counter Timing."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    scout = put(g, 0, "SGD-001", "left")
    s1 = put(g, 1, "SGD-029", "hand")
    s2 = put(g, 1, "SGD-029", "hand")
    reef = put(g, 1, "SGD-021", "right")
    to_main(m)
    to_battle(m)
    attack(m, scout, "tp:1")
    assert m.decision is not None and m.decision.rule == "SG 6.2.6.5"
    pick(m, f"cast:{s1.iid}")  # +2000 to the only unit, Reefling Guard
    assert g.stat(reef, "power") == 4000
    assert m.decision is not None and m.decision.rule == "SG 6.2.6.5" and f"cast:{s2.iid}" in keys(m)
    pick(m, "pass")
    assert life(g, 1) == 17


def test_sg_6_2_7_2_end_of_turn_skills() -> None:
    """SG 6.2.7.2: "at the end of your turn" skills trigger and resolve in the End Phase Skill Step."""
    m = started(active=0)
    g = m.game
    clear_hands(g)
    put(g, 0, "SGD-015", "left")  # Twin Flame Rearguard: gain 1 Life at the end of your turn
    put(g, 1, "SGD-015", "left")
    to_main(m)
    pass_until(m, lambda: g.active == 1)
    assert life(g, 0) == 21 and life(g, 1) == 18  # only the turn player's
