"""Weiss Schwarz rules, section 4, Basic Concepts (WS 4)."""

from __future__ import annotations

from engine.abilities import Ability, read_step
from engine.games.weiss import abilities, battle, damage, turn
from engine.games.weiss.abilities import activate, fire, play_event
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.state import Attack, turn_state
from engine.state import REST, Game
from engine.timing import Pending
from tests.engine.games.ws import (
    clean_top,
    effect,
    fill,
    fresh,
    notes,
    recorder,
    rules_cited,
    run,
    script,
    shot_attack,
    stack_top,
    take,
    trigger,
)


def test_ws_4_10_1_3_uncanceled_damage_goes_to_the_clock_in_order() -> None:
    """WS 4.10.1.3 / WS 3.13.1.3 / WS 3.13.1.3.1 / WS 3.8.2: all cards revealed go on top of the clock in the order
    revealed."""
    g = fresh()
    cards = stack_top(g, 1, ["TCA-001", "TCA-002", "TCA-003"])
    canceled = run(damage.deal_damage(g, 1, 3, None, "Test"))
    assert canceled is False
    assert g.zone(1, "clock").cards == cards
    log = notes(g)
    assert sum(t.startswith("Damage ") and " of 3:" in t for t in log) == 3
    assert "WS 4.10.1.1" in rules_cited(g) and "WS 4.10.1.3" in rules_cited(g)


def test_ws_4_10_1_2_climax_cancels_the_whole_damage() -> None:
    """WS 4.10.1.2: a climax revealed cancels: every revealed card goes to the waiting room, the rest is not dealt."""
    g = fresh()
    cards = stack_top(g, 1, ["TCA-001", "TCA-012", "TCA-003"])
    canceled = run(damage.deal_damage(g, 1, 3, None, "Test"))
    assert canceled is True
    assert not g.zone(1, "clock").cards
    assert cards[0].zone.name == cards[1].zone.name == "waiting_room"
    assert cards[2].zone.name == "deck"
    assert any("canceled" in t for t in notes(g))


def test_ws_4_4_2_rule_actions_before_automatic_abilities() -> None:
    """WS 4.4.2 / WS 8.5.1.1: in a check timing every rule action is done before an automatic ability is played."""
    g = fresh()
    log: list[str] = []
    g.add_counter(0, "refresh_point", 1)
    g.add_pending(0, "an ability", recorder(log, "ability"))
    top = g.zone(0, "deck").cards[-1]

    def probe(g_: Game, p: Pending):  # type: ignore[no-untyped-def]
        log.append(top.zone.name)
        return
        yield

    g.add_pending(0, "probe", probe)
    run(abilities.check_timing(g))
    assert sorted(log) == ["ability", "clock"]  # the refresh point was paid before either ability


def test_ws_4_5_2_check_timing_before_each_play_timing() -> None:
    """WS 4.5.2 / WS 8.5.2.1: before the player gets a play timing, the waiting abilities resolve."""
    g = fresh()
    take(g, 0, "EWA-001", "hand")  # something to do, so the play timing is asked
    log: list[str] = []
    g.add_pending(0, "an ability", recorder(log, "ability"))

    def answer_main(d):  # type: ignore[no-untyped-def]
        log.append("choice")
        return ("end",)

    run(turn.main_phase(g, HANDLERS), answer_main)
    assert log == ["ability", "choice"]


def test_ws_4_11_1_1_the_attacker_is_the_source_of_battle_damage() -> None:
    """WS 4.11.1.1: damage dealt in the damage step has the attacking character as its source."""
    g = fresh()
    rook = take(g, 0, "EWA-002", "cs_left")
    stack_top(g, 0, ["EWA-004"])
    stack_top(g, 1, ["TCA-001", "TCA-002"])
    run(battle.attack(g, rook, HANDLERS))
    assert any(t.startswith("Damage process: Cinder Scout Rook deals 2 damage") for t in notes(g))


def test_ws_4_9_1_reveal_the_top_cards_to_every_player() -> None:
    """WS 4.9.1 / WS 3.2.3.3: revealed top cards are seen by both players and stay in the deck; a short deck reveals
    what it has."""
    g = fresh()
    card = take(g, 0, "EWA-001", "cs_left")
    deck = g.zone(0, "deck")
    for c in list(deck.cards)[:-2]:
        g.move(c, g.zone(0, "waiting_room"))
    top = list(deck.cards)
    effect(g, 0, card, ("reveal", {"zone": "deck", "top": 3}))
    assert list(deck.cards) == top and all(g.can_see(c, 1) for c in top)


def test_ws_4_12_2_7_2_shot_on_damage_dealt_to_oneself() -> None:
    """WS 4.12.2.7.2: the attacking character deals damage to its own master;
    it is canceled: the shot deals 1 damage to the opponent, and is used up."""
    g = fresh()
    att = take(g, 0, "EWA-001", "cs_left")
    shot_attack(g, att)
    stack_top(g, 0, ["EWA-012"])  # a climax cancels it
    clean_top(g, 1, 1)
    run(
        activate(
            g,
            0,
            att,
            Ability(kind="act", effect=(read_step("weiss", {"damage": {"amount": 1, "to": "you"}}),)),
            HANDLERS,
        )
    )
    run(abilities.check_timing(g))
    assert not g.zone(0, "clock").cards and len(g.zone(1, "clock").cards) == 1
    assert not turn_state(g).shots


def test_ws_4_12_2_7_3_shot_on_damage_to_several_players_once() -> None:
    """WS 4.12.2.7.3: "deal 1 damage to each player" from the attacking
    character is canceled for both players: the shot activates one time."""
    g = fresh()
    bram = take(g, 0, "EWA-026", "cs_left")
    shot_attack(g, bram)
    stack_top(g, 0, ["EWA-012"])
    stack_top(g, 1, ["TCA-012", "TCA-001"])  # canceled, then the shot's damage sticks
    fire(g, bram, "attacks")
    run(abilities.check_timing(g))
    assert not g.zone(0, "clock").cards
    assert [c.card.id for c in g.zone(1, "clock").cards] == ["TCA-001"]
    assert sum(1 for t in notes(g) if "the damage was canceled, so 1 more damage" in t) == 1


def test_ws_4_12_2_7_3_shot_when_only_one_player_cancels() -> None:
    """WS 4.12.2.7.3: canceled for either player is enough."""
    g = fresh()
    bram = take(g, 0, "EWA-026", "cs_left")
    shot_attack(g, bram)
    clean_top(g, 0, 1)
    stack_top(g, 1, ["TCA-012", "TCA-001"])
    fire(g, bram, "attacks")
    run(abilities.check_timing(g))
    assert len(g.zone(0, "clock").cards) == 1 and len(g.zone(1, "clock").cards) == 1


def test_ws_4_10_2_clock_by_effect_is_not_damage() -> None:
    """WS 4.10.2: a card put into the clock by an effect is not damage: a climax is not a cancel."""
    g = fresh(active=1)
    chart = take(g, 1, "TCA-022", "hand")
    for c in list(g.zone(1, "deck").cards):
        if c.card.type == "character" and "Sea" in c.card.stats.get("traits", ()):
            g.move(c, g.zone(1, "waiting_room"))
    (cx,) = stack_top(g, 1, ["TCA-012"])
    run(play_event(g, 1, chart, HANDLERS))
    # the deck was shuffled by the search, so check the moved card by the journal
    clocked = g.zone(1, "clock").cards
    assert len(clocked) == 1
    assert not any("canceled" in t for t in notes(g))
    del cx


def test_ws_4_11_1_2_source_of_damage_is_the_card_with_the_ability() -> None:
    """WS 4.11.1.2: damage from an ability has the card with it as its source."""
    g = fresh()
    solenne = take(g, 0, "EWA-010", "hand")
    for _ in range(3):
        take(g, 0, "EWA-003", "level")
    fill(g, 0, "stock", 2)
    stack_top(g, 1, ["TCA-001"])
    run(turn.main_phase(g, HANDLERS), script(f"play:{solenne.iid}", "pos:cs_left", "end")[0])
    assert any(t.startswith("Damage process: Headmistress Solenne deals 1 damage") for t in notes(g))
    assert len(g.zone(1, "clock").cards) == 1


def test_ws_4_12_2_4_pool_trigger() -> None:
    """WS 4.12.2.4: the pool icon may put the top card of the deck into the stock."""
    g = fresh()
    nxt = g.zone(0, "deck").cards[-1]
    trigger(g, 0, "EWA-014", "yes")
    assert nxt.zone.name == "stock" and len(g.zone(0, "stock").cards) == 2
    g2 = fresh()
    trigger(g2, 0, "EWA-014", "no")
    assert len(g2.zone(0, "stock").cards) == 1


def test_ws_4_12_2_5_comeback_trigger() -> None:
    """WS 4.12.2.5: the comeback icon may return a character from the waiting room to the hand."""
    g = fresh()
    back = take(g, 0, "EWA-006", "waiting_room")
    take(g, 0, "EWA-012", "waiting_room")  # a climax: not a choice
    g2_choice: list[str] = []
    att = take(g, 0, "EWA-001", "cs_left")
    (card,) = stack_top(g, 0, ["EWA-015"])
    answer, seen = script(str(back.iid))
    run(battle.trigger_check(g, att, Attack(att.iid, att.incarnation, "cs_left", "direct")), answer)
    assert back.zone.name == "hand"
    assert {o.key for o in seen[0].options} == {str(back.iid), "none"}
    del g2_choice, card


def test_ws_4_12_2_6_draw_trigger() -> None:
    """WS 4.12.2.6: the draw icon may draw a card."""
    g = fresh()
    trigger(g, 0, "EWA-012", "yes")
    assert len(g.zone(0, "hand").cards) == 1


def test_ws_4_12_2_9_gate_trigger() -> None:
    """WS 4.12.2.9: the gate icon may return a climax from the waiting room to
    the hand; WS 4.12.1: the turn player performs the trigger action."""
    g = fresh(active=1)
    cx = take(g, 1, "TCA-013", "waiting_room")
    take(g, 1, "TCA-001", "waiting_room")  # a character: not a choice
    att = take(g, 1, "TCA-001", "cs_left")
    stack_top(g, 1, ["TCA-014"])
    answer, seen = script(str(cx.iid))
    run(battle.trigger_check(g, att, Attack(att.iid, att.incarnation, "cs_left", "direct")), answer)
    assert cx.zone.name == "hand"
    assert [d.player for d in seen] == [1]


def test_ws_4_12_2_7_1_shot_is_used_up_by_an_uncanceled_damage() -> None:
    """WS 4.12.2.7.1 / WS 8.7.5.1: the shot (a timed activation, once) watches
    only the next damage of the attacker; if that one is not canceled
    (WS 4.10.1.2.1), a later canceled damage deals nothing more."""
    g = fresh()
    att = take(g, 0, "EWA-002", "cs_left")
    turn_state(g).shots = [(att.iid, att.incarnation, 0)]
    stack_top(g, 1, ["TCA-001", "TCA-012"])
    run(damage.deal_damage(g, 1, 1, att))  # not canceled: the shot is used up
    assert len(g.zone(1, "clock").cards) == 1
    run(damage.deal_damage(g, 1, 1, att))  # canceled by the climax
    run(abilities.check_timing(g))
    assert len(g.zone(1, "clock").cards) == 1 and not g.pending


def test_ws_4_12_2_10_1_standby_onto_an_occupied_position() -> None:
    """WS 4.12.2.10.1: the standby character may go onto an occupied position; the one there goes to the waiting
    room."""
    g = fresh(active=1)
    old = take(g, 1, "TCA-002", "bs_left")
    lv1 = take(g, 1, "TCA-008", "waiting_room")
    trigger(g, 1, "TCA-013", str(lv1.iid), "pos:bs_left")
    assert lv1.zone.name == "bs_left" and lv1.orientation == REST
    assert old.zone.name == "waiting_room"
