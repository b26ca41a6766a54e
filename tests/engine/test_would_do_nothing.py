"""A player is warned before paying for an effect that would do nothing
(a spell or event with no card to act on): ``Ruleset.would_do_nothing``
says why for the option that plays or uses it, and nothing when the effect
finds a card. Each test also plays the option and checks the rules'
outcome: the effect is carried out "as much as possible", which is nothing
(VG 8.5.3.1, WS 8.6.3.1.2, DBS 8-5-3-3, SG 1.3.2)."""

from __future__ import annotations

from engine import registry
from engine.decisions import Option
from engine.games.dbscg.turn import main_phase
from engine.games.vanguard.abilities import act_options
from engine.games.weiss import turn as weiss_turn
from engine.games.weiss.effects import HANDLERS as WEISS_HANDLERS
from tests.engine.games import sg
from tests.engine.games import vg as vg
from tests.engine.games.dbs import energy, new_game, run, take
from tests.engine.games.ws import fill, fresh
from tests.engine.games.ws import run as weiss_run
from tests.engine.games.ws import script as weiss_script
from tests.engine.games.ws import take as weiss_take


def option(options: list[Option] | tuple[Option, ...], key: str) -> Option:
    found = [o for o in options if o.key == key]
    assert found, f"no option {key!r} in {[o.key for o in options]}"
    return found[0]


def test_dbs_8_5_3_3_an_extra_card_with_no_battle_card_to_ko_warns_and_kos_nothing() -> None:
    """DBS 8-5-3-3: "KO up to 1 of your opponent's Battle Cards with 15000
    power or less" with only a 25000 card there: warned, and it KOs nothing."""
    rs, g = new_game()
    big = take(g, 1, "DBB-005", "battle")  # 25000
    barrage = take(g, 0, "DBR-011", "hand")
    energy(g, 0, "DBR-002", 2)
    flow = main_phase(rs, g, 0)
    d = next(flow)
    play = option(d.options, f"extra:{barrage.iid}")
    reason = rs.would_do_nothing(g, play)
    assert reason is not None and "15000" in reason
    target = take(g, 1, "DBB-004", "battle")  # 15000: now there is one
    assert rs.would_do_nothing(g, play) is None
    g.move(target, g.zone(1, "drop"))
    flow.close()
    ds = run(main_phase(rs, g, 0), f"extra:{barrage.iid}", "end")
    assert big.zone.name == "battle" and barrage.zone.name == "drop"
    assert all(not o.key.startswith("ko:") for d in ds for o in d.options)


def test_dbs_8_5_3_3_a_shared_verb_with_no_card_to_choose_warns() -> None:
    """DBS 8-5-3-3: an Extra Card giving -power to 1 of the opponent's Battle
    Cards, with none there, is said to do nothing; with one, it is not."""
    rs, g = new_game()
    pressure = take(g, 0, "DBR-015", "hand")
    energy(g, 0, "DBR-002", 3)
    d = next(main_phase(rs, g, 0))
    play = option(d.options, f"extra:{pressure.iid}")
    reason = rs.would_do_nothing(g, play)
    assert reason is not None and "opponent's battle" in reason
    take(g, 1, "DBB-004", "battle")
    assert rs.would_do_nothing(g, play) is None


def test_ws_8_6_2_3_a_cost_that_may_fill_the_waiting_room_is_no_reason_to_warn() -> None:
    """WS 8.6.2.3 / WS 8.6.2.4.4: the cost is paid before the effect. Orrin's
    [1 stock, rest] "return 1 character from your waiting room to your hand"
    with no character there is not said to do nothing: the stock paid goes
    to the waiting room and may be the character it returns (here it is)."""
    g = fresh(active=1)
    rs = g.ruleset
    orrin = weiss_take(g, 1, "TCA-003", "cs_middle")
    (paid,) = fill(g, 1, "stock", 1)
    assert not [c for c in g.zone(1, "waiting_room").cards if c.card.type == "character"]
    act = option(weiss_turn.main_options(g, 1), f"act:{orrin.iid}:0")
    assert rs.would_do_nothing(g, act) is None
    weiss_run(weiss_turn.main_phase(g, WEISS_HANDLERS), weiss_script(f"act:{orrin.iid}:0", "end")[0])
    assert paid.zone.name == "hand" and orrin.orientation == "rest"


def test_ws_an_event_that_draws_is_never_said_to_do_nothing() -> None:
    """WS 8.6.2.4.2: playing an event carries out its effect; one that does
    not act on chosen cards (Spark of Study: draw, then discard) is never
    said to do nothing."""
    g = fresh(active=0)
    rs = registry.get("weiss")
    event = weiss_take(g, 0, "EWA-016", "hand")
    play = Option(f"event:{event.iid}", "", event.iid, event.zone.key, None, "play", (event.iid,), event.zone.key)
    assert [ab.text for ab in rs.option_abilities(g, play)] == ["Draw 1, then discard 1"]
    assert rs.would_do_nothing(g, play) is None


def test_vg_8_5_3_1_retiring_a_rear_guard_of_an_opponent_without_one_warns() -> None:
    """VG 8.5.3.1: Pyre Warden's [ACT] "choose one of your opponent's
    rear-guards, and retire it" with no rear-guard there does nothing."""
    g = vg.new_game()
    rs = g.ruleset
    vg.put(g, 0, "PMV1-001", "VC")
    vg.put(g, 1, "PMV2-001", "VC")
    warden = vg.put(g, 0, "PMV1-012", "RC_FL")
    vg.fill(g, 0, "damage", 2)
    g.active = 0
    act = option(act_options(g, 0), f"act:{warden.iid}:0")
    reason = rs.would_do_nothing(g, act)
    assert reason is not None and "RC" in reason
    vg.put(g, 1, "PMV2-006", "RC_FR")
    assert rs.would_do_nothing(g, act) is None


def test_sg_1_3_2_a_spell_dealing_damage_to_an_enemy_unit_without_one_warns() -> None:
    """SG 1.3.2: Flame Lance "deal 3000 damage to an enemy unit" with no
    enemy unit does nothing: the cast option says so; with one, it does not."""
    m = sg.started(active=0)
    g = m.game
    rs = g.ruleset
    sg.clear_hands(g)
    lance = sg.put(g, 0, "SGD-009", "hand")
    sg.energy(g, 0, 3)
    for seat in range(g.n_players):
        for name in ("left", "center", "right"):
            for c in list(g.zone(seat, name).cards):
                g.move(c, g.zone(seat, "deck"), bottom=True)
    sg.to_main(m)
    assert m.decision is not None
    cast = [o for o in m.decision.options if o.card == lance.iid and o.verb == "play"]
    assert cast, [o.key for o in m.decision.options]
    reason = rs.would_do_nothing(g, cast[0])
    assert reason is not None and "opponent's units" in reason
    sg.put(g, 1, "SGD-024", "center")
    assert rs.would_do_nothing(g, cast[0]) is None
