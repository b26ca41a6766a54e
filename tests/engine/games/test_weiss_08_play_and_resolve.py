"""Weiss Schwarz rules, section 8, Play and Resolve Cards and Abilities (WS 8)."""

from __future__ import annotations

from engine.abilities import Ability, read_step
from engine.games.weiss import abilities, battle, moves, turn
from engine.games.weiss.abilities import activate, fire
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.keywords import info
from engine.games.weiss.stats import power, soul
from engine.state import REVERSE, Game
from engine.timing import Pending
from tests.engine.games.ws import (
    clean_top,
    climax,
    effect,
    fill,
    fresh,
    main_keys,
    notes,
    reverie_and_odile,
    run,
    script,
    take,
)


def test_ws_8_6_2_1_2_level_requirement() -> None:
    """WS 8.6.2.1.2: a card's level must not exceed the number of cards in the player's level."""
    g = fresh()
    kael = take(g, 0, "EWA-005", "hand")  # level 1, cost 0, red
    take(g, 0, "EWA-002", "clock")  # red in the clock
    assert f"play:{kael.iid}" not in main_keys((g, 0))
    take(g, 0, "EWA-004", "level")  # level 1 (red)
    assert f"play:{kael.iid}" in main_keys((g, 0))


def test_ws_8_6_2_1_1_color_requirement_except_level_zero() -> None:
    """WS 8.6.2.1.1: the card's color must be in the level or clock; level 0 cards need no color (WS 8.6.2.1.1.1)."""
    g = fresh()
    lyra = take(g, 0, "EWA-006", "hand")  # level 1, yellow, cost 1
    ilsa = take(g, 0, "EWA-001", "hand")  # level 0, yellow
    take(g, 0, "EWA-002", "level")  # red only
    fill(g, 0, "stock", 2)
    keys = main_keys((g, 0))
    assert f"play:{lyra.iid}" not in keys and f"play:{ilsa.iid}" in keys
    take(g, 0, "EWA-003", "clock")  # a yellow card in the clock
    assert f"play:{lyra.iid}" in main_keys((g, 0))


def test_ws_8_6_2_3_2_cost_must_be_paid_in_full_from_stock() -> None:
    """WS 8.6.2.3.2 / WS 8.4.3 / WS 6.5.1.2.1 / WS 8.6.2.2.1: a character is played
    from the hand on the chosen position; its cost is paid by moving stock to the waiting
    room; without enough stock the card cannot be played."""
    g = fresh()
    take(g, 0, "EWA-003", "level")
    lyra = take(g, 0, "EWA-006", "hand")  # cost 1
    assert f"play:{lyra.iid}" not in main_keys((g, 0))
    stock = fill(g, 0, "stock", 1)
    answer, _ = script(f"play:{lyra.iid}", "pos:cs_middle", "end")
    run(turn.main_phase(g, HANDLERS), answer)
    assert lyra.zone.name == "cs_middle"
    assert stock[0].zone.name == "waiting_room" and not g.zone(0, "stock").cards


def test_ws_8_6_2_1_1_climax_needs_its_color() -> None:
    """WS 8.6.2.1.1 / WS 8.6.2.1.2.1: a climax needs no level but does need its color."""
    g = fresh()
    cx = take(g, 0, "EWA-012", "hand")  # yellow
    run(turn.climax_phase(g), script()[0])
    assert cx.zone.name == "hand"


def test_ws_8_6_3_1_3_no_target_means_no_effect() -> None:
    """WS 8.6.3.1.3: with nothing to choose, the effects on that target are ignored (Bond with no named card)."""
    g = fresh()
    card = take(g, 0, "EWA-017", "cs_left")
    hand = len(g.zone(0, "hand").cards)
    prompts = effect(g, 0, card, ("bond", "Headmistress Solenne"), ("draw", 1))
    assert not prompts and len(g.zone(0, "hand").cards) == hand + 1


def test_ws_8_1_1_2_2_auto_ability_with_cost_is_asked_when_it_resolves() -> None:
    """WS 8.1.1.2.2 / WS 8.7.3.1.1: an AUTO [cost] ability asks for the cost only when it resolves."""
    g = fresh()
    tobi = take(g, 0, "EWA-004", "cs_left")
    fill(g, 0, "stock", 1)
    fire(g, tobi, "placed")
    assert len(g.zone(0, "stock").cards) == 1
    answer, seen = script("no")
    run(abilities.check_timing(g), answer)
    assert len(seen) == 1 and "pay [1 stock]" in seen[0].prompt


def test_ws_8_10_1_replacement_effect_memory_instead_of_waiting_room() -> None:
    """WS 8.10.1 / WS 8.10.1.1: Lanternlight Reverie going from the stage to
    the waiting room goes to the memory instead; the replaced event does not
    happen, so its Encore does not trigger."""
    g = fresh()
    reverie = take(g, 0, "EWA-022", "cs_left")
    fill(g, 0, "stock", 3)
    g.set_orientation(reverie, REVERSE)
    answer, seen = script()
    run(battle.encore_step(g), answer)
    assert reverie.zone.name == "memory"
    assert not any("Encore" in d.prompt for d in seen) and len(g.zone(0, "stock").cards) == 3
    assert any("goes to the memory instead" in t for t in notes(g))
    ilsa = take(g, 0, "EWA-001", "cs_right")
    moves.leave_stage(g, ilsa, g.zone(0, "waiting_room"), why="test")
    assert ilsa.zone.name == "waiting_room"  # only the card with the ability


def test_ws_8_7_4_1_2_from_the_stage_the_ability_reads_the_stage() -> None:
    """WS 8.7.4 / WS 8.7.4.1 / WS 8.7.4.1.2: "when this card is put into your
    waiting room from the stage, deal damage equal to its soul" reads the soul
    it had on the stage (1 printed + 1 from the climax), not in the waiting room."""
    g = fresh()
    reborn = take(g, 0, "EWA-023", "cs_left")
    climax(g, 0, "EWA-012")  # all your characters +1 soul
    assert soul(g, reborn) == 2
    g.set_orientation(reborn, REVERSE)
    clean_top(g, 1, 3)
    run(battle.encore_step(g))
    assert reborn.zone.name == "waiting_room" and soul(g, reborn) == 1
    assert len(g.zone(1, "clock").cards) == 2
    assert any("its soul is 2" in t for t in notes(g))


def test_ws_8_7_4_1_1_hidden_to_public_reads_the_public_zone() -> None:
    """WS 8.7.4.1.1 / WS 8.9.3 / WS 8.9.3.1: a card played from the hand (hidden)
    to the stage (public) is read on the stage, where the climax's +1 soul
    applies the instant it arrives; WS 8.7.4.1.3: so is a card put from the
    waiting room (public) on the stage (public)."""
    g = fresh()
    climax(g, 0, "EWA-012")
    reader = Ability(kind="auto", effect=(read_step("weiss", {"draw": "this.soul"}, "auto"),))
    ilsa = take(g, 0, "EWA-001", "hand")
    moves.place_character(g, ilsa, 0, "cs_left", why="played")
    g.add_pending(0, "reads its soul", source=ilsa, ability=reader)
    run(abilities.check_timing(g))
    assert len(g.zone(0, "hand").cards) == 2
    back = take(g, 0, "EWA-005", "waiting_room")
    moves.place_character(g, back, 0, "cs_right", why="encore")
    g.add_pending(0, "reads its soul", source=back, ability=reader)
    run(abilities.check_timing(g))
    assert len(g.zone(0, "hand").cards) == 4


def test_ws_8_11_1_final_information_after_the_card_moved() -> None:
    """WS 8.11.1: an effect reading its card's soul after the card has left the
    stage uses the soul it had when it was last there (printed 1, +1 for the
    direct attack)."""
    g = fresh(active=1)
    irel = take(g, 1, "TCA-009", "cs_left")
    g.add_effect("soul", "add", 1, target=irel, text="direct attack")
    g.add_pending(
        1,
        "damage equal to its soul",
        source=irel,
        ability=Ability(kind="auto", effect=(read_step("weiss", {"damage": "this.soul"}, "auto"),)),
    )
    moves.leave_stage(g, irel, g.zone(1, "hand"), why="returned")
    clean_top(g, 0, 3)
    run(abilities.check_timing(g))
    assert len(g.zone(0, "clock").cards) == 2
    assert any("its soul is 2" in t for t in notes(g))


def test_ws_8_7_6_1_state_activation_triggers_once_while_waiting() -> None:
    """WS 8.7.6 / WS 8.7.6.1: "when you have no cards in your hand, draw a
    card" enters the standby condition once when the hand is empty, not again
    while it waits; after it resolved, it triggers again only when the state
    holds again."""
    g = fresh(active=1)
    ulo = take(g, 1, "TCA-024", "cs_left")
    assert not g.zone(1, "hand").cards
    abilities.state_triggers(g)
    abilities.state_triggers(g)
    assert [p.source for p in g.pending] == [ulo.iid]
    run(abilities.check_timing(g))
    assert len(g.zone(1, "hand").cards) == 1 and not g.pending
    run(abilities.check_timing(g))
    assert len(g.zone(1, "hand").cards) == 1  # the state no longer holds
    g.move(g.zone(1, "hand").cards[0], g.zone(1, "waiting_room"))
    run(abilities.check_timing(g))
    assert len(g.zone(1, "hand").cards) == 1  # it held again: triggered again
    assert sum("its state is met" in t for t in notes(g)) == 2


def test_ws_8_7_6_state_activation_only_from_the_stage() -> None:
    """WS 8.7.6: the ability works where its card is (the stage): in the hand it never triggers."""
    g = fresh(active=1)
    take(g, 1, "TCA-024", "waiting_room")
    run(abilities.check_timing(g))
    assert not g.zone(1, "hand").cards


def test_ws_8_9_1_5_timestamps_order_set_and_add() -> None:
    """WS 8.9.1.1 / WS 8.9.1.3 / WS 8.9.1.5 / WS 8.9.1.5.1 / WS 8.9.1.5.2: an
    Assist +500 from a card placed before "power becomes 0" is overwritten
    (0); moving the Assist card to the other back position keeps its
    timestamp (still 0); placed again from the hand, it comes later (500)."""
    g = fresh()
    ilsa = take(g, 0, "EWA-001", "cs_middle")
    mae = take(g, 0, "EWA-003", "bs_left")
    assert power(g, ilsa) == 3500
    g.add_effect("power", "set", 0, target=ilsa, text="power becomes 0")
    assert power(g, ilsa) == 0
    moves.swap_positions(g, 0, "bs_left", "bs_right")
    assert mae.zone.name == "bs_right" and power(g, ilsa) == 0
    g.move(mae, g.zone(0, "hand"))
    moves.place_character(g, mae, 0, "bs_left", why="played")
    assert power(g, ilsa) == 500


def test_ws_8_9_1_4_a_dependent_effect_applies_last() -> None:
    """WS 8.9.1 (first example) / WS 8.9.1.2 / WS 8.9.1.4: "+1000 if its power is
    3000 or less" makes 3000 into 4000 and stops there; it depends on any
    other change of that power, so a +500 applies first whatever the
    timestamps (3500: too much for it)."""
    g = fresh()
    ilsa = take(g, 0, "EWA-001", "cs_middle")
    bram = take(g, 0, "EWA-026", "bs_left")
    assert power(g, ilsa) == 4000
    g.add_effect("power", "add", 500, target=ilsa)  # later than Bram's Assist
    assert power(g, ilsa) == 3500
    g2 = fresh()
    ilsa2 = take(g2, 0, "EWA-001", "cs_middle")
    g2.add_effect("power", "add", 500, target=ilsa2)  # earlier than Bram's Assist
    take(g2, 0, "EWA-026", "bs_left")
    assert power(g2, ilsa2) == 3500
    assert bram.zone.name == "bs_left"


def test_ws_8_9_2_effects_do_not_follow_new_cards() -> None:
    """WS 8.9.2: "all of your characters get +1000 power until end of turn"
    played as an effect applies to the characters there now: one played
    afterwards does not get it; one moving between positions keeps it."""
    g = fresh()
    ilsa = take(g, 0, "EWA-001", "cs_left")
    spark = take(g, 0, "EWA-016", "resolution")
    everyone = read_step("weiss", {"gets": {"power": 1000, "target": {"zone": "stage", "count": "all"}}})
    run(activate(g, 0, spark, Ability(kind="act", effect=(everyone,)), HANDLERS))
    later = take(g, 0, "EWA-001", "hand")
    moves.place_character(g, later, 0, "cs_middle", why="played")
    moves.swap_positions(g, 0, "cs_left", "cs_right")
    assert power(g, ilsa) == 4000 and power(g, later) == 3000


def test_ws_8_10_2_the_master_chooses_and_the_others_are_checked_again() -> None:
    """WS 8.10.2 / WS 8.10.2.1 / WS 8.10.2.3: two replacement effects apply to
    Reverie going to the waiting room; its master chooses Odile's (pay 1
    stock, to the hand); the memory one no longer applies, and no Encore
    triggers (WS 8.10.1.1)."""
    g, reverie, odile = reverie_and_odile(1)
    answer, seen = script("rep:1", "yes")
    run(battle.encore_step(g), answer)
    choice = next(d for d in seen if d.rule == "WS 8.10.2.1")
    assert choice.player == 0 and len(choice.options) == 2
    assert reverie.zone.name == "hand" and not g.zone(0, "stock").cards
    assert not any("Encore" in d.prompt for d in seen)
    assert odile.zone.name == "cs_right"


def test_ws_8_10_2_choosing_the_other_one_first() -> None:
    """WS 8.10.2: choosing the memory effect first: Reverie goes to the memory,
    and Odile's effect is not offered any more."""
    g, reverie, _ = reverie_and_odile(1)
    answer, seen = script("rep:0")
    run(battle.encore_step(g), answer)
    assert reverie.zone.name == "memory" and len(g.zone(0, "stock").cards) == 1
    assert not any(d.rule == "WS 8.10.3" for d in seen)


def test_ws_8_10_3_a_choice_not_made_lets_the_others_apply() -> None:
    """WS 8.10.3 / WS 8.10.2.3: declining the choice-type one (or being unable
    to pay it) does not apply it; the remaining one is checked again and
    applies, and the declined one is not asked again."""
    g, reverie, _ = reverie_and_odile(1)
    answer, seen = script("rep:1", "no")
    run(battle.encore_step(g), answer)
    assert reverie.zone.name == "memory" and len(g.zone(0, "stock").cards) == 1
    assert sum(d.rule == "WS 8.10.3" for d in seen) == 1
    g2, reverie2, _ = reverie_and_odile(0)
    answer2, seen2 = script("rep:1")
    run(battle.encore_step(g2), answer2)
    assert reverie2.zone.name == "memory"
    assert any("cannot be made" in t for t in notes(g2)) and not any(d.rule == "WS 8.10.3" for d in seen2)


def test_ws_8_10_3_one_choice_type_effect_alone() -> None:
    """WS 8.10.3 / WS 8.10.1: alone, the choice-type effect is offered as a
    choice; declined, the character goes to the waiting room and its Encore
    triggers."""
    g = fresh()
    ilsa = take(g, 0, "EWA-001", "cs_left")
    take(g, 0, "EWA-024", "cs_right")
    fill(g, 0, "stock", 1)
    g.set_orientation(ilsa, REVERSE)
    answer, seen = script("no")
    run(battle.encore_step(g), answer)
    assert ilsa.zone.name == "waiting_room"
    assert [d.rule for d in seen if d.rule.startswith("WS 8.10")] == ["WS 8.10.3"]


def test_ws_8_7_2_1_and_8_7_3_standby_abilities_chosen_by_their_master() -> None:
    """WS 8.7.2 / WS 8.7.2.1: an ability triggered twice enters the standby
    condition twice; WS 8.7.1 / WS 8.7.3 / WS 8.5.1.4: at the check timing its
    master chooses which to play, each is played once, and the check timing
    ends when none is left."""
    g = fresh()
    rook = take(g, 0, "EWA-002", "cs_left")  # when it attacks, +1000 power
    fire(g, rook, "attacks")
    fire(g, rook, "attacks")
    assert len(g.pending) == 2
    answer, seen = script()
    run(abilities.check_timing(g), answer)
    assert power(g, rook) == 4500 and not g.pending
    assert [d.player for d in seen] == [0] and len(seen[0].options) == 2


def test_ws_8_5_2_2_play_timing_again_after_an_action() -> None:
    """WS 4.5.3.1 / WS 8.5.2.2: after an action in the main phase the turn
    player gets a play timing again; WS 8.5.2.3 / WS 6.5.1.3: doing nothing
    ends it and the game moves on."""
    g = fresh()
    ilsa = take(g, 0, "EWA-001", "hand")
    answer, seen = script(f"play:{ilsa.iid}", "pos:cs_left", "end")
    run(turn.main_phase(g, HANDLERS), answer)
    assert [d.rule for d in seen if d.rule == "WS 6.5.1.2"] == ["WS 6.5.1.2", "WS 6.5.1.2"]
    assert ilsa.zone.name == "cs_left"


def test_ws_8_6_3_1_4_a_search_may_find_nothing() -> None:
    """WS 8.6.3.1.4: choosing among unrevealed cards of a hidden zone (the
    deck), a matching card need not be found: choosing none is always an answer."""
    g = fresh(active=1)
    chart = take(g, 1, "TCA-022", "resolution")
    answer, seen = script("")
    run(activate(g, 1, chart, info(chart.card).acts[0], HANDLERS), answer)
    search = next(d for d in seen if "Search" in d.prompt)
    assert search.min == 0 and search.max == 1 and search.options
    assert not g.zone(1, "hand").cards


def test_ws_8_5_1_2_turn_players_abilities_resolve_first() -> None:
    """WS 8.5.1.2 / WS 8.5.1.3: at check timing the turn player's standby abilities resolve before the opponent's."""
    g = fresh(active=1)
    order: list[int] = []

    def mark(seat: int):  # type: ignore[no-untyped-def]
        def resolve(g_: Game, p: Pending):  # type: ignore[no-untyped-def]
            order.append(seat)
            return
            yield

        return resolve

    g.add_pending(0, "non-turn player's", mark(0))
    g.add_pending(1, "turn player's", mark(1))
    g.add_pending(0, "non-turn player's again", mark(0))
    run(abilities.check_timing(g))
    assert order == [1, 0, 0]


def test_ws_8_7_2_1_triggered_twice_resolves_twice() -> None:
    """WS 8.7.2.1: an ability triggered twice enters standby twice, and both resolve (WS 8.7.3.1)."""
    g = fresh()
    rook = take(g, 0, "EWA-002", "cs_left")
    fire(g, rook, "attacks")
    fire(g, rook, "attacks")
    assert len(g.pending) == 2
    run(abilities.check_timing(g))
    assert power(g, rook) == 4500


def test_ws_8_7_7_encore_after_the_card_left_the_waiting_room() -> None:
    """WS 8.7.7: a standby Encore whose card has left the waiting room does nothing."""
    g = fresh()
    ilsa = take(g, 0, "EWA-001", "cs_left")
    fill(g, 0, "stock", 3)
    moves.leave_stage(g, ilsa, g.zone(0, "waiting_room"), why="test")
    g.move(ilsa, g.zone(0, "hand"))
    run(abilities.check_timing(g), script("yes")[0])
    assert ilsa.zone.name == "hand" and len(g.zone(0, "stock").cards) == 3
