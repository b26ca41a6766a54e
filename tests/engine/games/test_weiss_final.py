"""Weiss Schwarz scenario tests for the last rules of sections 2, 4, 8 and
10: struck-off words in names, zone-change information, state activation,
layering of continuous effects, several replacement effects, final
information, the shot against oneself and several players, and the "when
you use" keywords."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.abilities import Ability, read_step
from engine.cards import load_card_file
from engine.decks import parse_deck_text
from engine.errors import DeckError, LoadError
from engine.games.weiss import abilities, battle, moves, turn
from engine.games.weiss.abilities import activate, fire
from engine.games.weiss.costs import can_pay
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.keywords import info
from engine.games.weiss.schema import SCHEMA, check_pool, rules_name
from engine.games.weiss.state import Attack, turn_state
from engine.games.weiss.stats import power, soul
from engine.state import REVERSE, Card, Game
from tests.engine.games.test_weiss_support import RS, fill, fresh, notes, run, script, stack_top, take


def act(g: Game, seat: int, card: Card, index: int, *keys: str) -> None:
    """Play the ``index``-th activated ability of ``card``, then a check timing."""
    ab = info(card.card).acts[index]
    assert can_pay(g, seat, card, ab)
    answer = script(*keys)[0]
    run(activate(g, seat, card, ab, HANDLERS), answer)
    run(abilities.check_timing(g), answer)


def climax(g: Game, seat: int, card_id: str) -> Card:
    return take(g, seat, card_id, "climax")


def clean_top(g: Game, seat: int, n: int) -> None:
    """Put ``n`` cards without a climax on top of ``seat``'s deck."""
    ids = {0: ["EWA-001", "EWA-003", "EWA-005"], 1: ["TCA-001", "TCA-004", "TCA-005"]}[seat]
    stack_top(g, seat, ids[:n])


# -- WS 2.1.1.2 struck-off words ------------------------------------------------------------


def test_ws_2_1_1_2_struck_off_words_are_not_part_of_the_name() -> None:
    """WS 2.1.1.2: "Cinder Scout Rook ~~Reborn~~" is named "Cinder Scout Rook":
    it shares the 4-copy limit with that name (WS 5.1.2.2) and pays a Fusion
    cost naming it."""
    reborn = RS.pool["EWA-023"]
    assert reborn.name == "Cinder Scout Rook Reborn" and rules_name(reborn) == "Cinder Scout Rook"
    text = "\n".join(
        ["3 EWA-002", "2 EWA-023"]
        + [f"{n} EWA-{i:03d}" for n, i in ((4, 1), (4, 3), (4, 4), (4, 5), (4, 6), (4, 8), (4, 9), (4, 10), (3, 11))]
        + ["2 EWA-012", "2 EWA-013", "2 EWA-014", "2 EWA-015"]
    )
    with pytest.raises(DeckError, match=r"5 cards named 'Cinder Scout Rook'.*WS 5\.1\.2\.2"):
        RS.check_deck(parse_deck_text(text, "reborn.txt"))
    g = fresh()
    sera = take(g, 0, "EWA-020", "cs_middle")
    rook = take(g, 0, "EWA-023", "cs_left")
    vask = next(c for c in g.zone(0, "deck").cards if c.card.id == "EWA-011")
    act(g, 0, sera, 0, str(vask.iid))
    assert rook.zone.name == "marker_cs_middle" and vask.zone.name == "cs_middle"


def test_ws_2_1_1_2_struck_off_words_are_checked_when_loading(tmp_path: Path) -> None:
    """WS 2.1.1.2: a struck-off word must be printed in the name; the error names the file and the card."""
    body = (
        '[[card]]\nid = "T-1"\nname = "Quiet Lantern"\nname_struck = ["Loud"]\ntype = "character"\n'
        'color = "red"\nlevel = 0\ncost = 0\npower = 1000\nsoul = 1\n'
    )
    path = tmp_path / "struck.toml"
    path.write_text(body)
    with pytest.raises(LoadError, match=r"T-1: struck-off word.*'Loud'") as err:
        check_pool(load_card_file(path, "weiss", SCHEMA))
    assert err.value.line == 1 and "struck.toml" in str(err.value)
    path.write_text(body.replace('["Loud"]', '["Quiet Lantern"]'))
    with pytest.raises(LoadError, match="strikes off the whole name"):
        check_pool(load_card_file(path, "weiss", SCHEMA))


# -- WS 8.7.4 zone-change information ---------------------------------------------------------


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


# -- WS 8.7.6 state activation ------------------------------------------------------------------


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


# -- WS 8.9 layering of continuous effects ------------------------------------------------------


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


# -- WS 8.10 several replacement effects --------------------------------------------------------


def reverie_and_odile(stock: int) -> tuple[Game, Card, Card]:
    g = fresh()
    reverie = take(g, 0, "EWA-022", "cs_left")  # to the memory instead
    odile = take(g, 0, "EWA-024", "cs_right")  # another character: 1 stock, to the hand instead
    fill(g, 0, "stock", stock)
    g.set_orientation(reverie, REVERSE)
    return g, reverie, odile


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


def test_ws_9_5_1_zero_power_asks_about_replacements() -> None:
    """WS 9.5.1 / WS 8.10.2: a character at 0 power leaving by the rule action
    is also subject to the choice of replacement effects."""
    g, reverie, _ = reverie_and_odile(1)
    g.set_orientation(reverie, "stand")
    g.add_effect("power", "set", 0, target=reverie)
    run(abilities.check_timing(g), script("rep:1", "yes")[0])
    assert reverie.zone.name == "hand"


# -- WS 4.12.2.7 the shot against oneself and several players -----------------------------------


def shot_attack(g: Game, attacker: Card) -> Attack:
    at_ = Attack(attacker.iid, attacker.incarnation, attacker.zone.name, "direct")
    turn_state(g).attack = at_
    trigger = take(g, 0, "EWA-013", "resolution")
    run(battle.do_trigger(g, 0, "shot", trigger, attacker, at_))
    return at_


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


# -- WS 10 "when you use" ------------------------------------------------------------------------


def test_ws_10_7_4_when_you_use_brainstorm() -> None:
    """WS 10.7.4 / WS 10.7.1 / WS 10.7.2: resolving Pell's Brainstorm triggers
    Nell's "when you use Brainstorm" (+1000 power)."""
    g = fresh()
    pell = take(g, 0, "EWA-019", "cs_left")
    nell = take(g, 0, "EWA-025", "cs_right")
    fill(g, 0, "stock", 1)
    act(g, 0, pell, 0)
    assert power(g, nell) == 5000


def test_ws_10_14_3_when_you_use_fusion() -> None:
    """WS 10.14.3 / WS 10.14.1 / WS 10.14.2: Vask put on the stage by Sera's
    Fusion: Nell's "when you use Fusion" draws a card; without Vask (not put
    on the stage) it does not trigger."""
    g = fresh()
    sera = take(g, 0, "EWA-020", "cs_middle")
    take(g, 0, "EWA-002", "cs_left")
    take(g, 0, "EWA-025", "cs_right")
    vask = next(c for c in g.zone(0, "deck").cards if c.card.id == "EWA-011")
    act(g, 0, sera, 0, str(vask.iid))
    assert len(g.zone(0, "hand").cards) == 1
    g2 = fresh()
    sera2 = take(g2, 0, "EWA-020", "cs_middle")
    take(g2, 0, "EWA-002", "cs_left")
    take(g2, 0, "EWA-025", "cs_right")
    act(g2, 0, sera2, 0, "none")
    assert not g2.zone(0, "hand").cards


def test_ws_10_12_3_when_you_use_accelerate() -> None:
    """WS 10.12.3 / WS 10.12.2 / WS 8.4.1: Kai's Accelerate cost paid (the top
    card into the clock) and its effect executed: Sol's "when you use
    Accelerate" +1000 power."""
    g = fresh(active=1)
    kai = take(g, 1, "TCA-018", "cs_left")
    sol = take(g, 1, "TCA-023", "cs_right")
    top = g.zone(1, "deck").cards[-1]
    act(g, 1, kai, 0)
    assert top.zone.name == "clock"
    assert power(g, sol) == 5500 and power(g, kai) == 7000


def test_ws_10_13_3_when_you_use_resonate() -> None:
    """WS 10.13.3 / WS 10.13.2: Lis's Resonate paid (Nami revealed) and
    executed: Sol +1000; not paid: nothing."""
    for pay, expected in (("yes", 5500), ("no", 4500)):
        g = fresh(active=1)
        lis = take(g, 1, "TCA-019", "cs_left")
        sol = take(g, 1, "TCA-023", "cs_right")
        take(g, 1, "TCA-001", "hand")
        fire(g, lis, "attacks")
        run(abilities.check_timing(g), script(pay)[0])
        assert power(g, sol) == expected


def test_ws_10_11_4_when_you_use_shift() -> None:
    """WS 10.11.4 / WS 10.11.1 / WS 10.11.3: the exchange of Shift happened:
    Sol's "when you use Shift" puts the top card of the deck into the stock;
    declined, nothing."""
    for choice, stock in (("blue", 1), ("none", 0)):
        g = fresh(active=1)
        take(g, 1, "TCA-017", "clock")
        take(g, 1, "TCA-008", "level")
        take(g, 1, "TCA-023", "cs_left")
        blue = take(g, 1, "TCA-001", "hand")
        run(turn.main_phase(g, HANDLERS), script(str(blue.iid) if choice == "blue" else "none", "end")[0])
        assert len(g.zone(1, "stock").cards) == stock


def test_ws_10_8_4_and_10_8_5_placed_by_change_and_when_you_use_change() -> None:
    """WS 10.8.4: Irel placed on the stage by Pip's Change: its "when placed by
    Change" (+1000); WS 10.8.5 / WS 10.8.2: Sol's "when you use Change" draws a card."""
    g = fresh(active=1)
    pip = take(g, 1, "TCA-020", "bs_left")
    irel = take(g, 1, "TCA-009", "waiting_room")
    take(g, 1, "TCA-023", "cs_left")
    fill(g, 1, "stock", 1)
    act(g, 1, pip, 0)  # (Pip's Encore [3] cannot be paid)
    assert irel.zone.name == "bs_left" and power(g, irel) == 8000
    assert len(g.zone(1, "hand").cards) == 1


# -- other rules of sections 4, 6, 8 and 10 --------------------------------------------------------


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


def test_ws_10_15_3_sunder_puts_a_new_character() -> None:
    """WS 10.15.3: the character Sunder puts on the stage is a new character:
    what applied to the Sunder character does not carry over."""
    g = fresh()
    sera = take(g, 0, "EWA-020", "cs_middle")
    take(g, 0, "EWA-002", "cs_left")
    vask = next(c for c in g.zone(0, "deck").cards if c.card.id == "EWA-011")
    act(g, 0, sera, 0, str(vask.iid))
    g.add_effect("power", "add", 3000, target=vask)
    fill(g, 0, "stock", 1)
    stack_top(g, 0, ["EWA-001"])
    stack_top(g, 1, ["TCA-001", "TCA-002", "TCA-003"])
    run(battle.attack(g, vask, HANDLERS), script("yes", "pos:cs_right")[0])
    assert sera.zone.name == "cs_right" and power(g, sera) == 7000
    assert vask.zone.name == "marker_cs_right"


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
