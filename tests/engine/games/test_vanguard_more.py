"""More scenario tests for Cardfight!! Vanguard (rules/vanguard-rules.md,
``VG``): situation triggers, the order of continuous effects, final
information, discards chosen by the opponent or at random, reveal as a
cost and deck-construction abilities."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from engine.cards import load_card_file
from engine.decisions import Decision, Kind
from engine.errors import LoadError
from engine.events import CardFlipped, CardMoved
from engine.flow import check_timing
from engine.games.vanguard.abilities import check_situations, fire, install_continuous, play_act
from engine.games.vanguard.battle import attack_sub_phase
from engine.games.vanguard.keywords import call_unit, ride_unit
from engine.games.vanguard.schema import SCHEMA
from engine.games.vanguard.state import VanguardTurn
from engine.games.vanguard.trigger_checks import deal_damage
from engine.state import Card, Game
from engine.timing import Duration
from tests.engine.games.test_vanguard import (
    DEMO_LINES,
    RS,
    battle_game,
    deck_error,
    deck_of,
    drive,
    fill,
    first_option,
    put,
    stack_top,
)
from tests.engine.games.test_vanguard_rules import answer_attack, custom


def skills(g: Game, card: Card) -> tuple[str, ...]:
    return tuple(g.stat(card, "skills", ()) or ())


def hand(g: Game, seat: int) -> list[Card]:
    return list(g.zone(seat, "hand").cards)


def to_hand(g: Game, seat: int, n: int) -> list[Card]:
    """``n`` cards without a trigger into ``seat``'s hand, face down (seen by their owner only)."""
    cards = fill(g, seat, "hand", n)
    for c in cards:
        c.face_up = False
    return cards


# -- VG 8.6.6 situation triggers ----------------------------------------------------------------


def _low_hand_drawer(g: Game) -> Card:
    """A vanguard with 'When you have one or fewer cards in your hand, draw a card.'"""
    return custom(
        g,
        0,
        "VC",
        grade=3,
        abilities=(
            {
                "kind": "auto",
                "when": "situation",
                "zones": ["VC"],
                "condition": [{"max_hand": 1}],
                "effect": [{"draw": 1}],
            },
        ),
    )


def test_vg_8_6_6_situation_trigger_stands_by_once_while_the_situation_lasts() -> None:
    """VG 8.6.6 / VG 8.6.6.1: a situation trigger triggers once when the game meets the situation;
    looking again while it stands by does not trigger it a second time."""
    g = battle_game()
    unit = _low_hand_drawer(g)
    assert not hand(g, 0)
    assert check_situations(g)
    assert not check_situations(g)
    assert not check_situations(g)
    mine = [p for p in g.pending if p.source == unit.iid]
    assert len(mine) == 1


def test_vg_8_6_6_1_situation_trigger_triggers_again_while_the_situation_holds() -> None:
    """VG 8.6.6.1: once the ability has resolved, if the game is still in the situation it
    triggers again — 'one or fewer cards in hand: draw' draws from 0 to 2 cards, then stops."""
    g = battle_game()
    _low_hand_drawer(g)
    drive(g, check_timing(g))
    assert len(hand(g, 0)) == 2
    assert not g.pending
    # The situation has ceased: nothing more happens until it arises again.
    drive(g, check_timing(g))
    assert len(hand(g, 0)) == 2
    for c in hand(g, 0):
        g.move(c, g.zone(0, "drop"))
    drive(g, check_timing(g))
    assert len(hand(g, 0)) == 2


def test_vg_8_6_6_1_once_per_turn_situation_trigger_and_damage_check_timing() -> None:
    """VG 8.6.6.1 / VG 7.6.1.6.3: Tideturn Regent ('1/Turn: when you have five or more damage,
    +5000 power') triggers in the check timing after the fifth damage; still at five damage it
    does not trigger again this turn (it cannot be used), but does in the next turn."""
    g = battle_game()
    g.active = 0
    regent = put(g, 1, "PMV2-025", "VC")
    fill(g, 1, "damage", 4)
    stack_top(g, 1, "PMV2-006")  # no trigger
    drive(g, deal_damage(g, 1, 1))
    assert len(g.zone(1, "damage").cards) == 5
    assert g.stat(regent, "power") == 16000
    drive(g, check_timing(g))
    assert g.stat(regent, "power") == 16000  # not again this turn
    g.expire(Duration.END_OF_BATTLE, Duration.END_OF_TURN)
    g.turn += 1
    g.turn_data = VanguardTurn()
    g.active = 1
    assert g.stat(regent, "power") == 11000
    drive(g, check_timing(g))
    assert g.stat(regent, "power") == 16000


def test_vg_8_6_6_situation_trigger_below_the_situation_does_not_trigger() -> None:
    """VG 8.6.6: with four damage Tideturn Regent's situation (five or more) is not met."""
    g = battle_game()
    regent = put(g, 1, "PMV2-025", "VC")
    fill(g, 1, "damage", 4)
    drive(g, check_timing(g))
    assert g.stat(regent, "power") == 11000
    assert not g.pending


def test_vg_11_2_1_2_sealed_unit_situation_trigger_does_not_trigger() -> None:
    """VG 11.2.1.2: a unit whose abilities cannot be used does not trigger, situation triggers included."""
    g = battle_game()
    regent = put(g, 1, "PMV2-025", "VC")
    fill(g, 1, "damage", 5)
    g.add_effect("sealed", "set", True, target=regent, text="sealed")
    assert not check_situations(g)
    assert g.stat(regent, "power") == 11000


# -- VG 8.7 continuous effects ------------------------------------------------------------------


def test_vg_8_7_2_dependent_effect_applies_after_the_one_it_depends_on() -> None:
    """VG 8.7.2: 'your rear-guards with boost get intercept' depends on an effect giving boost,
    so it applies after it even though that effect is later in time stamp order; and it does not
    apply once an effect takes the boost away."""
    g = battle_game()
    rg = custom(g, 0, "RC_FL", skills=())
    custom(
        g,
        0,
        "VC",
        grade=3,
        abilities=(
            {
                "kind": "cont",
                "zones": ["VC"],
                "effect": [{"rearguards_skill": {"skill": "intercept", "with_skill": "boost"}}],
            },
        ),
    )
    install_continuous(g)
    assert skills(g, rg) == ()
    g.add_effect("skills", "grant", "boost", target=rg, text="gets boost")  # later time stamp
    assert set(skills(g, rg)) == {"boost", "intercept"}
    g.add_effect("skills", "remove", "boost", target=rg, text="loses boost")
    assert skills(g, rg) == ()


def test_vg_8_7_2_power_bonus_for_units_with_a_skill_sees_granted_skills() -> None:
    """VG 8.7.2 / VG 8.7.1.2: an effect that depends on a non-numeric change (a skill given by a
    continuous ability) is applied after it, whatever the order the abilities came into play."""
    g = battle_game()
    vc = custom(
        g,
        0,
        "VC",
        grade=3,
        abilities=({"kind": "cont", "zones": ["VC"], "effect": [{"rearguards_skill": "boost"}]},),
    )
    rg = custom(
        g,
        0,
        "RC_FR",
        skills=(),
        abilities=(
            {
                "kind": "cont",
                "zones": ["RC"],
                "effect": [{"rearguards_skill": {"skill": "intercept", "with_skill": "boost"}}],
            },
        ),
    )
    install_continuous(g)
    assert set(skills(g, rg)) == {"boost", "intercept"}
    g.move(vc, g.zone(0, "drop"))
    assert skills(g, rg) == ()


def _lose_boost_vanguard(g: Game) -> Card:
    return custom(
        g,
        0,
        "hand",
        grade=1,
        abilities=(
            {"kind": "cont", "zones": ["VC"], "effect": [{"rearguards_skill": {"skill": "boost", "lose": True}}]},
        ),
    )


def _boost_rear_guard(g: Game) -> Card:
    return custom(
        g, 0, "hand", skills=(), abilities=({"kind": "cont", "zones": ["RC"], "effect": [{"grant": "boost"}]},)
    )


def test_vg_8_7_2_1_1_continuous_time_stamp_is_arrival_on_the_field() -> None:
    """VG 8.7.2.1 / VG 8.7.2.1.1: two continuous abilities that do not commute ('your rear-guards
    lose boost' on the vanguard, 'this unit gets boost' on a rear-guard) apply in the order their
    units came onto the field."""
    # The vanguard first, then the rear-guard: the rear-guard's boost comes later and stays.
    g = battle_game()
    v, r = _lose_boost_vanguard(g), _boost_rear_guard(g)
    install_continuous(g)
    ride_unit(g, 0, v, normal=False)
    call_unit(g, 0, r, "RC_BL", normal=False)
    assert "boost" in skills(g, r)
    # The rear-guard first, then the vanguard: the boost is taken away.
    g2 = battle_game()
    v2, r2 = _lose_boost_vanguard(g2), _boost_rear_guard(g2)
    install_continuous(g2)
    call_unit(g2, 0, r2, "RC_BL", normal=False)
    ride_unit(g2, 0, v2, normal=False)
    assert "boost" not in skills(g2, r2)


def test_vg_8_7_3_effect_from_an_ability_ends_when_the_card_changes_zones() -> None:
    """VG 8.7.3: +power from an automatic ability does not follow the unit when it returns to
    the hand and is called again (a continuous ability does apply to it at once, VG 8.7.4)."""
    g = battle_game()
    install_continuous(g)
    put(g, 1, "PMV2-019", "VC")  # [CONT](VC): your rear-guards get +1000
    rg = put(g, 1, "PMV2-007", "RC_FL")
    g.add_effect("power", "add", 3000, target=rg, text="+3000")
    assert g.stat(rg, "power") == 7000 + 1000 + 3000
    g.move(rg, g.zone(1, "hand"))
    call_unit(g, 1, rg, "RC_FL", normal=False)
    assert g.stat(rg, "power") == 7000 + 1000


# -- VG 8.8.1 final information -----------------------------------------------------------------


def _sage_game(vanguard_id: str) -> tuple[Game, Card]:
    g = battle_game()
    install_continuous(g)
    put(g, 0, vanguard_id, "VC")
    sage = put(g, 0, "PMV1-023", "RC_FL")
    fill(g, 0, "damage", 1)
    return g, sage


def test_vg_8_8_1_retired_unit_draws_by_the_grade_it_had_on_its_circle() -> None:
    """VG 8.8.1: Pyre Sage (grade 1; grade +1 on a rear-guard circle with a grade 3 vanguard)
    'retire this unit, and then draw cards equal to its grade' draws 2: the grade it had on the
    circle, continuous effect included, not its printed grade 1 in the drop zone."""
    g, sage = _sage_game("PMV1-013")  # grade 3
    assert g.stat(sage, "grade") == 2
    before = len(hand(g, 0))
    drive(g, play_act(g, 0, sage, 1))
    assert sage.zone.name == "drop"
    assert g.stat(sage, "grade") == 1
    assert len(hand(g, 0)) == before + 2


def test_vg_8_8_1_without_the_modifier_draws_its_printed_grade() -> None:
    """VG 8.8.1: with a grade 2 vanguard the Sage was grade 1 on its circle, so it draws 1."""
    g, sage = _sage_game("PMV1-010")  # grade 2
    assert g.stat(sage, "grade") == 1
    before = len(hand(g, 0))
    drive(g, play_act(g, 0, sage, 1))
    assert len(hand(g, 0)) == before + 1


def test_vg_8_6_4_1_2_leaving_the_field_refers_to_the_unit_on_its_circle() -> None:
    """VG 8.6.4.1.2: 'when this unit leaves the field, draw cards equal to its critical' reads the
    critical it had on the field (+1 from an effect), not the printed one."""
    g = battle_game()
    unit = custom(
        g,
        0,
        "RC_FL",
        abilities=({"kind": "auto", "when": "leaves_field", "zones": ["RC"], "effect": [{"draw": "this.critical"}]},),
    )
    g.add_effect("critical", "add", 1, target=unit, text="+1 critical")
    from engine.games.vanguard.keywords import leave_field

    leave_field(g, unit, g.zone(0, "drop"), why="test", rule="")
    before = len(hand(g, 0))
    drive(g, check_timing(g))
    assert len(hand(g, 0)) == before + 2


# -- VG 10.1.2 discard -----------------------------------------------------------------------------


def test_vg_10_1_2_1_2_discard_at_random_when_the_attack_hits() -> None:
    """VG 10.1.2.1.2 / VG 3.16.1: Reefshade Pilferer's hit makes the opponent discard a card at
    random: nobody chooses, one card of the hand goes to the drop zone; the game's seeded random
    generator makes the same choice on a replay of the same game."""
    picks: list[str] = []
    for _ in range(2):
        g = battle_game(seed=3)
        g.active = 1
        put(g, 1, "PMV2-013", "VC")
        pilferer = put(g, 1, "PMV2-023", "RC_FL")
        fill(g, 1, "damage", 1)
        target = put(g, 0, "PMV1-001", "VC")  # 6000
        to_hand(g, 0, 3)
        asked, _ = drive(g, attack_sub_phase(g), answer_attack(pilferer, target))
        assert len(hand(g, 0)) == 2
        discarded = [c for c in g.zone(0, "drop").cards]
        assert len(discarded) == 1
        assert not any("discarded" in d.prompt.lower() and d.player == 0 for d in asked)
        picks.append(discarded[0].card.id + str(discarded[0].iid))
    assert picks[0] == picks[1]


def _discarder(g: Game, by: str) -> Card:
    return custom(
        g,
        1,
        "VC",
        grade=3,
        abilities=(
            {
                "kind": "auto",
                "when": "attacks",
                "effect": [{"discard": {"count": 1, "owner": "opponent", "chosen_by": by}}],
            },
        ),
    )


def test_vg_10_1_2_1_2_discard_chosen_by_the_opponent() -> None:
    """VG 10.1.2.1.2: 'your opponent chooses a card from your hand and you discard it': the choice
    is the other player's, who sees that hand for the choice only; the card goes to the drop zone."""
    g = battle_game()
    g.active = 1
    unit = _discarder(g, "you")
    cards = to_hand(g, 0, 3)
    assert not any(g.can_see(c, 1) for c in cards)
    fire(g, "attacks", unit)
    seen: list[bool] = []

    def answer(d: Decision) -> Any:
        if d.kind is Kind.CARDS and "opponent's hand" in d.prompt:
            assert d.player == 1
            seen.extend(g.can_see(c, 1) for c in cards)
            return (d.options[-1].key,)
        return first_option(d)

    asked, _ = drive(g, check_timing(g), answer)
    assert any(d.rule == "VG 10.1.2.1.2" for d in asked)
    assert seen == [True, True, True]
    assert len(hand(g, 0)) == 2 and len(g.zone(0, "drop").cards) == 1
    for c in hand(g, 0):
        assert not g.can_see(c, 1)


def test_vg_10_1_2_1_discard_of_your_choice() -> None:
    """VG 10.1.2.1 / VG 10.1.2.1.1: a discard as an effect moves the chosen hand card to the drop zone."""
    g = battle_game()
    unit = custom(g, 0, "VC", abilities=({"kind": "auto", "when": "attacks", "effect": [{"discard": 1}]},))
    cards = to_hand(g, 0, 2)
    fire(g, "attacks", unit)
    asked, _ = drive(g, check_timing(g), lambda d: (str(cards[1].iid),) if d.kind is Kind.CARDS else first_option(d))
    assert any(d.player == 0 and d.kind is Kind.CARDS for d in asked)
    assert cards[1].zone.name == "drop" and cards[0].zone.name == "hand"


# -- VG 10.1.8.1.1 reveal as a cost ---------------------------------------------------------------


def test_vg_10_1_8_1_1_reveal_as_a_cost_chosen_with_the_other_costs() -> None:
    """VG 10.1.8.1.1: for a cost 'Counter Blast 1 and reveal a grade 3 card from your hand', both
    choices are made first; the card is revealed when the counter blast is paid, shown to the
    opponent while the ability resolves, and hidden again afterwards (VG 10.1.8.1.3: it stays in
    the hand)."""
    g = battle_game()
    rg = put(g, 0, "PMV1-006", "RC_FL")
    put(g, 0, "PMV1-006", "RC_FR")
    unit = custom(
        g,
        0,
        "VC",
        abilities=(
            {
                "kind": "auto",
                "when": "attacks",
                "cost": [{"counter_blast": 1}, {"reveal": {"grade": 3}}],
                "effect": [{"rest": {"zone": "RC", "count": 1}}],
            },
        ),
    )
    fill(g, 0, "damage", 1)
    g3 = put(g, 0, "PMV1-013", "hand", face_up=False)
    put(g, 0, "PMV1-006", "hand", face_up=False)
    fire(g, "attacks", unit)
    journal_at: dict[str, int] = {}
    during: list[bool] = []

    def answer(d: Decision) -> Any:
        if "Reveal" in d.prompt:
            journal_at["reveal"] = len(g.journal)
            assert [o.card for o in d.options] == [g3.iid]  # only a grade 3 fits
        if "Counter Blast" in d.prompt:
            journal_at["cb"] = len(g.journal)
        if "to rest" in d.prompt:
            during.append(g.can_see(g3, 1))
            return (str(rg.iid),)
        if d.kind is Kind.YESNO:
            return "yes"
        return first_option(d)

    drive(g, check_timing(g), answer)
    flips = [i for i, e in enumerate(g.journal) if isinstance(e, CardFlipped)]
    assert flips and min(flips) >= max(journal_at.values())  # nothing paid before every choice
    assert during == [True]
    assert rg.orientation == "rest"
    assert g3.zone.name == "hand" and not g.can_see(g3, 1)


def _kiln_attack(with_g3: bool) -> tuple[list[Decision], list[int], int]:
    """Kiln Herald attacks; returns the decisions, its power when the opponent guards, and after."""
    g = battle_game()
    put(g, 0, "PMV1-010", "VC")
    herald = put(g, 0, "PMV1-024", "RC_FL")
    if with_g3:
        put(g, 0, "PMV1-013", "hand")
    put(g, 0, "PMV1-006", "hand")
    target = put(g, 1, "PMV2-013", "VC")
    put(g, 1, "PMV2-006", "hand", face_up=False)  # a guardian to be asked about
    powers: list[int] = []
    attack = answer_attack(herald, target, pay=lambda d: "yes")

    def answer(d: Decision) -> Any:
        if "Guard" in d.prompt and d.player == 1:
            powers.append(g.stat(herald, "power"))
        return attack(d)

    asked, _ = drive(g, attack_sub_phase(g), answer)
    return asked, powers, g.stat(herald, "power")


def test_vg_10_1_8_1_1_kiln_herald_needs_a_grade_3_to_reveal() -> None:
    """VG 10.1.8.1.1 / VG 8.5.2.3: Kiln Herald's cost (reveal a grade 3) cannot be paid without one,
    so its +4000 is not offered; with one it gets +4000 until end of battle."""
    asked, powers, after = _kiln_attack(False)
    assert not any("reveal" in d.prompt.lower() for d in asked)
    assert powers == [9000]
    asked, powers, after = _kiln_attack(True)
    assert any("reveal" in d.prompt.lower() for d in asked)
    assert powers == [13000]
    assert after == 9000  # until end of that battle


# -- VG 5.1.2.5 deck-construction abilities ---------------------------------------------------------


def test_vg_5_1_2_5_deck_ability_allows_more_copies() -> None:
    """VG 5.1.2.5: Shoal Minnow's ability replaces 'up to four' (VG 5.1.2.2) for its name with
    eight: the Tidecaller demo deck holds five and is legal."""
    decks = {d.name: d for d in RS.demo_decks()}
    cards = RS.check_deck(decks["Tidecaller Court"])["main"]
    counts = Counter(c.name for c in cards)
    assert counts["Shoal Minnow"] == 5
    assert len(cards) == 50


def test_vg_5_1_2_5_deck_ability_has_its_own_limit() -> None:
    """VG 5.1.2.5: nine Shoal Minnow break the limit of eight its ability sets; the error names
    the line and the rule."""
    dropped = ("4 PMV1-013", "4 PMV1-010", "3 PMV1-012")
    lines = [ln for ln in DEMO_LINES if ln not in dropped] + ["9 PMV2-024", "2 PMV1-013"]
    assert sum(int(ln.split()[0]) for ln in lines) == 50
    err = deck_error(lines)
    assert err.line == len(lines) - 1 + 1  # the "# name" line comes first: line n + 1 is entry n
    assert "VG 5.1.2.5" in err.message and "at most 8" in err.message


def test_vg_5_1_2_5_other_names_keep_the_limit_of_four() -> None:
    """VG 5.1.2.5 / VG 5.1.2.2: the ability changes the limit for its own name only."""
    swap = {"4 PMV1-011": "5 PMV1-011", "3 PMV1-012": "1 PMV1-012"}
    lines = [swap.get(ln, ln) for ln in DEMO_LINES if ln != "4 PMV1-010"] + ["5 PMV2-024"]
    assert sum(int(ln.split()[0]) for ln in lines) == 50
    assert RS.check_deck(deck_of([ln.replace("5 PMV1-011", "4 PMV1-011") for ln in lines] + ["1 PMV1-012"]))
    err = deck_error(lines)
    assert err.line == lines.index("5 PMV1-011") + 2  # after the "# name" line
    assert "VG 5.1.2.2" in err.message and "at most 4" in err.message and "VG 5.1.2.5" not in err.message


@pytest.mark.parametrize(
    ("ability", "problem"),
    [
        (
            'kind = "cont"\n  effect = [{ deck_copies = "many" }]',
            "must be a whole number of copies from 1 to 50, not 'many'",
        ),
        ('kind = "cont"\n  effect = [{ deck_copies = 51 }]', "must be a whole number of copies from 1 to 50, not 51"),
        (
            'kind = "auto"\n  when = "placed"\n  effect = [{ deck_copies = 8 }]',
            "cannot be used in an auto ability (only in continuous abilities)",
        ),
    ],
)
def test_vg_5_1_2_5_bad_deck_ability_is_refused_at_load(tmp_path: Path, ability: str, problem: str) -> None:
    """VG 5.1.2.5: a deck-construction ability is a continuous ability with a whole number of
    copies; a card file with anything else is refused when it loads, naming the file and the line."""
    path = tmp_path / "bad.toml"
    path.write_text(
        '[[card]]\nid = "TST-DECK"\nname = "Bad Card"\ntype = "normal_unit"\nclan = "X"\ngrade = 1\n'
        f"power = 5000\ncritical = 1\n\n  [[card.ability]]\n  {ability}\n",
        encoding="utf-8",
    )
    with pytest.raises(LoadError) as info:
        load_card_file(path, "vanguard", SCHEMA)
    assert info.value.path == str(path) and info.value.line == ability.count("\n") + 11
    assert f"card TST-DECK, ability 1: effect 'deck_copies' {problem}" in info.value.message
    assert "VG 5.1.2.5" in info.value.message or "cannot be used" in problem


def test_vg_5_1_2_5_deck_check_accepts_minnows_from_the_file() -> None:
    """VG 5.1.2.5: the limit comes from card data: a deck list with eight Shoal Minnow is legal."""
    lines = [ln for ln in DEMO_LINES if ln not in ("4 PMV1-010", "4 PMV1-011")] + ["8 PMV2-024"]
    assert sum(int(ln.split()[0]) for ln in lines) == 50
    cards = RS.check_deck(deck_of(lines))["main"]
    assert sum(1 for c in cards if c.id == "PMV2-024") == 8


# -- more rules the engine already follows ------------------------------------------------------


def test_vg_1_2_1_losing_ends_the_game_and_the_opponent_wins() -> None:
    """VG 1.2.1 / VG 9.2.2: the sixth damage makes its player lose at the next check timing and
    the game ends at once: nothing after it is asked."""
    g = battle_game()
    fill(g, 1, "damage", 5)
    stack_top(g, 1, "PMV2-006")
    _, ended = drive(g, deal_damage(g, 1, 1))
    assert ended
    assert g.players[1].lost and not g.players[0].lost


def test_vg_1_3_2_1_and_3_17_4_no_change_to_a_state_already_there() -> None:
    """VG 1.3.2.1 / VG 3.17.4: standing a standing unit or turning a face-up damage face up does
    nothing: no event is journaled."""
    g = battle_game()
    unit = custom(g, 0, "VC", abilities=({"kind": "auto", "when": "attacks", "effect": [{"stand": "self"}]},))
    dmg = fill(g, 0, "damage", 1)[0]
    n = len(g.journal)
    fire(g, "attacks", unit)
    drive(g, check_timing(g))
    g.flip(dmg, True)
    assert not [e for e in g.journal[n:] if type(e).__name__ in ("CardTurned", "CardFlipped")]


def test_vg_3_4_5_master_of_an_automatic_ability_is_the_cards_master() -> None:
    """VG 3.4.5 / VG 3.4.2: an automatic ability of the opponent's unit stands by for that player,
    the master of the card (the player whose zone it is in)."""
    g = battle_game()
    unit = custom(g, 1, "VC", abilities=({"kind": "auto", "when": "attacked", "effect": [{"soul_charge": 1}]},))
    assert unit.master == 1
    fire(g, "attacked", unit)
    assert [p.controller for p in g.pending] == [1]


def test_vg_3_12_2_draw_moves_the_top_card_of_the_masters_deck() -> None:
    """VG 3.12.1 / VG 3.12.2: 'draw a card' moves the top card of the ability's master's deck to that hand."""
    g = battle_game()
    unit = custom(g, 1, "VC", abilities=({"kind": "auto", "when": "attacked", "effect": [{"draw": 1}]},))
    top = g.zone(1, "deck").cards[-1]
    fire(g, "attacked", unit)
    drive(g, check_timing(g))
    assert top.zone.name == "hand" and top.owner == 1


def test_vg_3_13_1_1_damage_goes_through_the_trigger_zone() -> None:
    """VG 3.13.1 / VG 3.13.1.1: dealing damage puts the top card of the deck into the trigger zone,
    then into the damage zone."""
    g = battle_game()
    card = stack_top(g, 1, "PMV2-006")
    n = len(g.journal)
    drive(g, deal_damage(g, 1, 1))
    moves = [(e.src, e.dst) for e in g.journal[n:] if isinstance(e, CardMoved) and e.card == card.iid]
    assert moves == [("p1.deck", "p1.trigger"), ("p1.trigger", "p1.damage")]


def test_vg_3_14_1_1_source_of_an_effect_is_the_card_with_the_ability() -> None:
    """VG 3.14.1 / VG 3.14.1.1 / VG 3.4.3: a +power effect records the unit whose ability made it
    as its source, and that ability's master as its master."""
    g = battle_game()
    unit = custom(g, 1, "VC", abilities=({"kind": "auto", "when": "attacked", "effect": [{"power": 3000}]},))
    fire(g, "attacked", unit)
    drive(g, check_timing(g))
    e = g.effects[-1]
    assert e.source == unit.iid and e.controller == 1 and e.value == 3000


def test_vg_4_7_1_the_soul_is_not_part_of_the_field() -> None:
    """VG 4.7.1 / VG 8.6.4: a rear-guard put into the soul leaves the field: Seafoam Runner's
    'when this unit leaves the field' triggers."""
    from engine.games.vanguard.keywords import leave_field

    g = battle_game()
    runner = put(g, 1, "PMV2-009", "RC_FL")
    assert not g.zone(1, "soul").field and g.zone(1, "RC_FL").field
    leave_field(g, runner, g.zone(1, "soul"), why="test", rule="")
    assert [p.source for p in g.pending] == [runner.iid]


def test_vg_6_2_1_turn_phases_in_order() -> None:
    """VG 6.2.1, VG 6.3.1, VG 6.4.1, VG 6.5.1, VG 6.6.1, VG 6.7.1, VG 6.8.1: a turn goes through the
    stand, draw, ride, main, battle and end phases in that order."""
    from engine.events import PhaseBegan
    from engine.match import Match

    m = Match.new("vanguard", seed=11)
    for _ in range(400):
        phases = [e.phase for e in m.game.journal if isinstance(e, PhaseBegan)]
        if phases.count("stand") >= 3:
            break
        d = m.decision
        assert d is not None
        m.apply("end" if "Main phase" in d.prompt else first_option(d))
    phases = [e.phase for e in m.game.journal if isinstance(e, PhaseBegan)]
    second = phases.index("stand", 1)
    rest = phases[second:]
    turn = [p for i, p in enumerate(rest) if i == 0 or p != rest[i - 1]]
    assert turn[: turn.index("stand", 1)] == ["stand", "draw", "ride", "main", "battle", "end"]


def test_vg_7_1_2_battle_steps_in_order() -> None:
    """VG 7.1.2 / VG 7.1.2.1: an attack sub phase goes through the attack, guard, drive, damage and
    close steps (VG 7.3.1, VG 7.4.1, VG 7.5.1, VG 7.6.1, VG 7.7.1); each step's check timing comes
    before the next one (VG 7.3.1.8, VG 7.5.1.4)."""
    from engine.events import PhaseBegan

    g = battle_game()
    attacker = put(g, 0, "PMV1-013", "VC")
    put(g, 1, "PMV2-013", "VC")
    n = len(g.journal)
    drive(g, attack_sub_phase(g), answer_attack(attacker))
    steps = [e.step for e in g.journal[n:] if isinstance(e, PhaseBegan)]
    assert steps == ["attack", "guard", "drive", "damage", "close"]


def test_vg_8_6_3_standing_by_abilities_must_be_played() -> None:
    """VG 8.6.1 / VG 8.6.3 / VG 8.6.3.1: an automatic ability without a cost that stands by is
    played at the check timing without asking; its master only orders several."""
    g = battle_game()
    unit = custom(
        g,
        0,
        "VC",
        abilities=(
            {"kind": "auto", "when": "attacks", "effect": [{"power": 1000}]},
            {"kind": "auto", "when": "attacks", "effect": [{"power": 2000}]},
        ),
    )
    fire(g, "attacks", unit)
    asked, _ = drive(g, check_timing(g))
    assert not [d for d in asked if d.kind is Kind.YESNO]
    assert [d.player for d in asked] == [0]  # which one first
    assert g.stat(unit, "power") == 11000


def test_vg_10_2_5_1_limit_break_abilities_need_four_damage() -> None:
    """VG 10.2.5.1 / VG 10.2.5.1.2 / VG 10.2.5.1.3: with three damage a limit break automatic ability
    does not trigger and a limit break activated ability cannot be played; with four both work."""
    from engine.games.vanguard.abilities import act_options

    g = battle_game()
    unit = custom(
        g,
        0,
        "VC",
        abilities=(
            {"kind": "auto", "when": "attacks", "condition": [{"limit_break": 4}], "effect": [{"power": 1000}]},
            {"kind": "act", "zones": ["VC"], "condition": [{"limit_break": 4}], "effect": [{"power": 1000}]},
        ),
    )
    fill(g, 0, "damage", 3)
    fire(g, "attacks", unit)
    assert not g.pending
    assert not act_options(g, 0)
    fill(g, 0, "damage", 1)
    fire(g, "attacks", unit)
    assert len(g.pending) == 1
    assert [o.card for o in act_options(g, 0)] == [unit.iid]


def test_vg_8_7_2_1_1_1_effects_of_played_abilities_in_the_order_played() -> None:
    """VG 8.7.2.1 / VG 8.7.2.1.1.1: effects from played abilities have the time stamp of when they
    were played: 'loses boost' then 'gets boost' leaves boost; the other way round removes it."""
    for first, then, has in (("remove", "grant", True), ("grant", "remove", False)):
        g = battle_game()
        rg = custom(g, 0, "RC_BL", skills=())
        g.add_effect("skills", first, "boost", target=rg, text=first)
        g.add_effect("skills", then, "boost", target=rg, text=then)
        assert ("boost" in skills(g, rg)) is has


def test_vg_8_3_3_conditional_part_is_inactive_while_the_condition_fails() -> None:
    """VG 8.3.1 / VG 8.3.3: Pyre Sage's grade +1 is active only with a grade 3 vanguard: inactive
    with a grade 2 one, active once a grade 3 rides."""
    g, sage = _sage_game("PMV1-010")
    assert g.stat(sage, "grade") == 1
    ride_unit(g, 0, put(g, 0, "PMV1-013", "hand"), normal=False)
    assert g.stat(sage, "grade") == 2


def test_vg_4_6_7_and_4_9_2_circles_and_bind_zone_are_public() -> None:
    """VG 4.6.7 / VG 4.9.2: units on circles and face-up bound cards are seen by both players;
    the hand is not (VG 4.1.3)."""
    g = battle_game()
    rg = put(g, 0, "PMV1-006", "RC_FL")
    bound = put(g, 0, "PMV1-007", "bind")
    in_hand = put(g, 0, "PMV1-008", "hand", face_up=False)
    assert g.can_see(rg, 1) and g.can_see(bound, 1)
    assert g.can_see(in_hand, 0) and not g.can_see(in_hand, 1)
