"""An ability that waits for an event triggers only if the event happened as
that event: not when an effect prohibited it, and when an effect replaced
it, only the abilities waiting for the replacing event trigger. For each
game, the events its cards wait for are prohibited and replaced by the
effects its cards have, each case beside a control where the event happens
(a game whose cards have no such effect for an event has no such case)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.abilities import Ability, parse_ability, read_step
from engine.cards import CardDef
from engine.flow import check_timing
from engine.games.dbscg import effects as skills
from engine.games.dbscg.battle import attack
from engine.games.dbscg.turn import main_phase
from engine.games.vanguard.battle import attack_sub_phase
from engine.games.weiss import battle
from engine.state import REST, REVERSE, Card, Game
from engine.timing import Duration
from tests.engine.games.dbs import energy as dbs_energy
from tests.engine.games.dbs import new_game, pending, run, take
from tests.engine.games.sg import clear_hands as sg_clear_hands
from tests.engine.games.sg import energy as sg_energy
from tests.engine.games.sg import guard_token, keys, pick
from tests.engine.games.sg import put as sg_put
from tests.engine.games.sg import started as sg_started
from tests.engine.games.sg import to_main as sg_to_main
from tests.engine.games.vg import answer_attack, battle_game, custom
from tests.engine.games.vg import drive as vg_drive
from tests.engine.games.ws import clean_top
from tests.engine.games.ws import fill as ws_fill
from tests.engine.games.ws import fresh as ws_fresh
from tests.engine.games.ws import run as ws_run
from tests.engine.games.ws import script as ws_script
from tests.engine.games.ws import take as ws_take

# -- Dragon Ball Super Card Game: KO (DBS 10-1, DBS 10-12-1, DBS 8-9) ----------------------------


def _ko_watcher(g: Game, seat: int) -> Card:
    """A Battle Card of 20000 power in ``seat``'s Battle Area: "[Auto] When
    you KO a card, draw 1 card" (DBS 7-4-1-4-2-1)."""
    ab = Ability(
        kind="auto",
        when="kos",
        effect=(read_step("dbscg", {"draw": 1}, "auto"),),
        text="when you KO a card, draw 1 card",
    )
    cd = CardDef("TEST-KO", "Test Striker", "dbscg", "battle", "", {"power": 20000, "cost": 0, "color": "blue"}, (ab,))
    card = g.new_card(cd, seat, g.zone(seat, "battle"))
    card.face_up = True
    return card


def _dbs_guard(g: Game, event: str) -> Card:
    """Player 1's Relay Runner Tamsin ("[Auto] When this card is KO-ed, draw
    1 card", 10000) in Rest Mode: [Indestructible] granted when its KO is to
    be ``prohibited`` (DBS 10-12-1), "if it would be KO-ed, return it to
    your hand instead" when it is to be ``replaced`` (DBS 8-9-1)."""
    tamsin = take(g, 0, "DBX-009", "battle", orientation=REST)
    if event == "prohibited":
        g.add_effect("keywords", "grant", "indestructible", target=tamsin, text="Tamsin gets [Indestructible]")
    elif event == "replaced":
        run(skills.HANDLERS["ko_instead"](g, pending(g, 0, tamsin), "hand"))
    return tamsin


def _decks(g: Game) -> tuple[int, int]:
    return len(g.zone(0, "deck").cards), len(g.zone(1, "deck").cards)


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
@pytest.mark.parametrize(
    ("event", "zone", "draws"), [("happens", "drop", 1), ("prohibited", "battle", 0), ("replaced", "hand", 0)]
)
def test_dbs_10_1_2_only_a_card_ko_ed_in_battle_triggers_when_you_ko_and_when_ko_ed(
    rid: str, event: str, zone: str, draws: int
) -> None:
    """DBS 7-4-1-4-2 / 7-4-1-4-2-1: the guard card is KO-ed and "when you KO a
    card" occurs. DBS 10-12-1 / DBS 1-3-3: an [Indestructible] card cannot
    be KO-ed, the action is not conducted, and DBS 10-1-2: a card is only
    KO-ed when it is KO-ed, so neither the attack card's "when you KO a
    card" nor the guard card's "when this card is KO-ed" triggers.
    DBS 8-9-1-1: a KO replaced by a return to the hand is treated as if it
    never happened: neither triggers either."""
    rs, g = new_game(rid)
    g.active = 1
    striker = _ko_watcher(g, 1)
    tamsin = _dbs_guard(g, event)
    before = _decks(g)
    run(attack(rs, g, striker, tamsin))
    assert tamsin.zone.name == zone
    assert _decks(g) == (before[0] - draws, before[1] - draws)


@pytest.mark.parametrize(
    ("event", "zone", "draws"), [("happens", "drop", 1), ("prohibited", "battle", 0), ("replaced", "hand", 0)]
)
def test_dbs_10_1_2_a_ko_by_a_skill_triggers_when_ko_ed_only_if_it_happened(event: str, zone: str, draws: int) -> None:
    """DBS 10-1-1: a skill of the opponent KOs the card; DBS 10-12-1 /
    DBS 1-3-3: not an [Indestructible] one; DBS 8-9-1-1: a replaced KO never
    happened. "When this card is KO-ed" triggers only in the first case."""
    rs, g = new_game()
    tamsin = _dbs_guard(g, event)
    before = _decks(g)
    run(rs.ko(g, tamsin, by_opponent=True, why="KO-ed by an effect"))
    run(check_timing(g))
    assert tamsin.zone.name == zone
    assert _decks(g) == (before[0] - draws, before[1])


@pytest.mark.parametrize(("event", "zone", "draws"), [("happens", "battle", 1), ("prohibited", "drop", 0)])
def test_dbs_6_3_1_2_1_2_a_negated_play_triggers_no_when_you_play_this_card(event: str, zone: str, draws: int) -> None:
    """DBS 6-3-1-2-1-3 / 6-3-1-2-1-4: Pyre Monk Oru is played and "when you
    play this card, draw 1 card" triggers. DBS 6-3-1-2-1-2: Undertow's
    [Counter: Play] negates the play in the counter timing; the card goes to
    the Drop Area without being played, and nothing triggers."""
    rs, g = new_game()
    oru = take(g, 0, "DBR-004", "hand")
    dbs_energy(g, 0, "DBR-008", 2)
    undertow = take(g, 1, "DBB-011", "hand")
    dbs_energy(g, 1, "DBB-002", 2)
    before = _decks(g)
    answers = [f"play:{oru.iid}", *((f"counter:{undertow.iid}",) if event == "prohibited" else ("pass",)), "end"]
    run(main_phase(rs, g, 0), *answers)
    assert oru.zone.name == zone
    assert _decks(g) == (before[0] - draws, before[1])


# -- Cardfight!! Vanguard: hit and retire (VG 1.3.3, VG 7.6.1) -----------------------------------


@pytest.mark.parametrize(("event", "zone", "draws"), [("happens", "drop", 1), ("prohibited", "RC_FL", 0)])
def test_vg_1_3_3_a_hit_stopped_by_an_effect_triggers_neither_when_attack_hits_nor_when_it_leaves(
    event: str, zone: str, draws: int
) -> None:
    """VG 7.6.1.2: the attack hits the rear-guard; VG 7.6.1.8: it is retired
    (VG 10.1.3.2), and its "when this unit leaves the field" triggers
    (VG 8.6.4); VG 7.6.1.9: "when this unit's attack hits" stands by. VG 1.3.3:
    "cannot be hit" stops the hit: the action does not take place, so the unit
    is not retired and neither ability triggers (VG 8.1.1.2: automatic
    abilities are played when their event happens). No card of the game
    replaces a hit or a retire (VG 8.2.1.3), so there is no replaced case."""
    g = battle_game()
    hits = {"kind": "auto", "when": "hits", "effect": [{"draw": 1}]}
    attacker = custom(g, 0, "RC_FL", power=20000, abilities=(hits,))
    leaves = {"kind": "auto", "when": "leaves_field", "zones": ["RC"], "effect": [{"draw": 1}]}
    target = custom(g, 1, "RC_FL", power=5000, abilities=(leaves,))
    if event == "prohibited":  # what Bubblewall Sentinel's no_hit effect does (VG 1.3.3)
        g.add_effect("no_hit", "set", True, target=target, duration=Duration.END_OF_BATTLE, text="cannot be hit")
    before = _decks(g)
    vg_drive(g, attack_sub_phase(g), answer_attack(attacker, target))
    assert target.zone.name == zone
    assert _decks(g) == (before[0] - draws, before[1] - draws)


# -- Weiss Schwarz: from the stage to the waiting room (WS 8.10, WS 10.2) -------------------------


@pytest.mark.parametrize(("event", "zone"), [("happens", "waiting_room"), ("replaced", "hand")])
def test_ws_8_10_1_1_a_replaced_move_to_the_waiting_room_triggers_nothing_that_waits_for_it(
    event: str, zone: str
) -> None:
    """WS 7.7.1.2: the reversed Lanternlight Reborn goes to the waiting room
    from the stage: Encore (WS 10.2.1) and its "when this card is put into
    your waiting room from the stage, deal damage equal to its soul" trigger.
    WS 8.10.1 / WS 8.10.3: Lantern Warden Odile's replacement effect, chosen,
    returns it to the hand instead; WS 8.10.1.1: the replaced event does not
    happen at all, so neither triggers. No card of the game prohibits this
    move, so there is no prohibited case."""
    g = ws_fresh()
    reborn = ws_take(g, 0, "EWA-023", "cs_left")  # soul 1
    if event == "replaced":
        ws_take(g, 0, "EWA-024", "cs_right")
    ws_fill(g, 0, "stock", 3)
    g.set_orientation(reborn, REVERSE)
    clean_top(g, 1, 3)
    answer, seen = ws_script(*(("yes",) if event == "replaced" else ()), default="no")  # apply Odile's; no Encore
    ws_run(battle.encore_step(g), answer)
    assert reborn.zone.name == zone
    happened = event == "happens"
    assert any("Encore" in d.prompt for d in seen) == happened
    assert len(g.zone(1, "clock").cards) == (1 if happened else 0)


# -- System Gate: destroyed, leaving the field (SG 10.4, SG 1.3.5, SG 11.5) ---------------------


def _sg_watcher(g: Game, soulguard: bool) -> Card:
    """Player 2's unit of Defense 3000 on the left: "*When this card is
    destroyed, draw 1 card. *When this card leaves the field, draw 1 card",
    with [Soulguard] (SG 11.5) and a soul card when ``soulguard``."""
    autos = (
        {"kind": "auto", "when": "destroyed", "effect": [{"draw": 1}], "text": "When destroyed, draw 1 card"},
        {"kind": "auto", "when": "leaves_field", "effect": [{"draw": 1}], "text": "When it leaves, draw 1 card"},
    )
    stats: dict[str, Any] = {"planet": "Thalassa", "limit": 1, "cost": 0, "power": 2000, "crit": 1, "defense": 3000}
    if soulguard:
        stats["keywords"] = ("soulguard",)
    abilities = tuple(parse_ability(a, "systemgate") for a in autos)
    cd = CardDef("TEST-SG", "Test Warden", "systemgate", "unit", "", stats, abilities)
    card = g.move(g.new_card(cd, 1, g.zone(1, "deck")), g.zone(1, "left"))
    if soulguard:
        sg_put(g, 1, "SGD-021", "soul_left")
    return card


@pytest.mark.parametrize(
    ("event", "zone", "draws"), [("happens", "drop", 2), ("prohibited", "left", 0), ("replaced", "left", 0)]
)
def test_sg_10_4_only_a_card_that_was_destroyed_triggers_when_destroyed_and_when_it_leaves(
    event: str, zone: str, draws: int
) -> None:
    """SG 9.6.1 / SG 10.4.1: Flame Lance's 3000 damage destroys the unit; its
    "when destroyed" and "when it leaves the field" skills trigger
    (SG 3.1.2.3). SG 2.4.12 / SG 1.3.5: the Guard Token keeps it on the
    field, the preventing skill taking precedence; SG 11.5.1: [Soulguard]
    drops a soul card instead of it. Either way it was neither destroyed
    nor left the field, and neither skill triggers."""
    m = sg_started(active=0)
    g = m.game
    sg_clear_hands(g)
    sg_energy(g, 0, 1)
    lance = sg_put(g, 0, "SGD-009", "hand")  # 3000 damage to an enemy unit
    sg_put(g, 0, "SGD-021", "hand")  # a unit to summon keeps Player 1's Main Phase open
    warden = _sg_watcher(g, soulguard=event == "replaced")
    token = guard_token(g, 1) if event == "prohibited" else None
    sg_to_main(m)
    deck = len(g.zone(1, "deck").cards)
    pick(m, f"cast:{lance.iid}")
    # Player 2 puts the triggered skills on the stack, casts the Guard Token and keeps the unit, or keeps
    # it with [Soulguard]; then Player 1's Main Phase goes on
    answer = {"happens": "a", "prohibited": "stay", "replaced": "keep"}[event]
    while m.decision is not None and not (m.decision.player == 0 and m.decision.rule == "SG 3.6.3"):
        pick(m, f"cast:{token.iid}" if token is not None and f"cast:{token.iid}" in keys(m) else answer)
    assert warden.zone.name == zone
    assert deck - len(g.zone(1, "deck").cards) == draws
