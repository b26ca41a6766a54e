"""Rules tests for the Vanguard words the card-text compiler reads
(:mod:`engine.games.vanguard.grammar`, :mod:`engine.games.vanguard.keywords`):
Lord, Forerunner, Sentinel and the game's own conditions
(:mod:`engine.games.vanguard.conditions`). Each sets up a
game through the game's functions, acts, and checks what the rule demands
(rules/vanguard-rules.md, ``VG``; Lord and Forerunner as their cards print them,
VG 1.3.1)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.abilities import read_step
from engine.cards import CardDef, CardPool
from engine.errors import DeckError
from engine.flow import check_timing
from engine.games.vanguard.abilities import fire, install_continuous
from engine.games.vanguard.battle import possible_attackers
from engine.games.vanguard.deck import check_vanguard_deck
from engine.games.vanguard.keywords import has_skill, ride_unit
from engine.games.vanguard.stats import unit_power
from engine.state import Game
from tests.engine.games.vg import battle_game, custom, deck_of, drive, first_option, pend

LORD = {"kind": "cont", "zones": ["VC", "RC"], "effect": [{"lord": True}]}
FORERUNNER = {"kind": "auto", "when": "ridden", "zones": ["VC"], "effect": [{"forerunner": True}]}


def _clear_vanguard(g: Game, seat: int) -> None:
    vc = g.zone(seat, "VC")
    for c in list(vc.cards):
        g.move(c, g.zone(seat, "drop"))


def test_vg_10_2_4_1_lord_cannot_attack_beside_a_unit_of_another_clan() -> None:
    """Lord ("if you have a unit without the same clan as this unit, this unit cannot attack"):
    like Restraint, the unit cannot be chosen as the attacking unit (VG 10.2.4.1, VG 7.3.1.3)."""
    g = battle_game()
    _clear_vanguard(g, 0)
    lord = custom(g, 0, "RC_FL", clan="Sunforge Legion", abilities=(LORD,))
    custom(g, 0, "VC", clan="Sunforge Legion")
    assert lord in possible_attackers(g, 0)
    other = custom(g, 0, "RC_BL", clan="Tidecaller Court")
    assert lord not in possible_attackers(g, 0)
    g.move(other, g.zone(0, "drop"))
    assert lord in possible_attackers(g, 0)


def test_vg_2_11_3_lord_works_only_on_its_circles() -> None:
    """VG 2.11.3: a Lord printed for (VC) does not keep the unit on a rear-guard circle from attacking."""
    g = battle_game()
    _clear_vanguard(g, 0)
    lord = custom(g, 0, "RC_FL", clan="Sunforge Legion", abilities=({**LORD, "zones": ["VC"]},))
    custom(g, 0, "VC", clan="Tidecaller Court")
    assert lord in possible_attackers(g, 0)


def _ride(g: Game, forerunner_clan: str, rider_clan: str, answer: Any = first_option) -> Any:
    _clear_vanguard(g, 0)
    fore = custom(g, 0, "VC", grade=0, clan=forerunner_clan, abilities=(FORERUNNER,))
    rider = custom(g, 0, "hand", grade=1, clan=rider_clan)
    ride_unit(g, 0, rider, normal=True)
    asked, _ = drive(g, check_timing(g), answer)
    return fore, asked


def test_vg_8_6_4_1_4_forerunner_calls_itself_from_the_soul() -> None:
    """Forerunner: ridden by a unit of its clan, the unit in the soul (VG 8.6.4.1.4) may be
    called to a rear-guard circle, standing (VG 10.1.6.1.3, VG 4.6.6.1)."""
    g = battle_game()
    fore, asked = _ride(g, "Sunforge Legion", "Sunforge Legion")
    assert any("Call" in d.prompt for d in asked)
    assert fore.zone.name.startswith("RC_") and fore.orientation == "stand"


def test_vg_8_6_3_forerunner_declined_stays_in_the_soul() -> None:
    """Forerunner is a "you may": the master may decline, and the unit stays in the soul."""
    g = battle_game()
    fore, _ = _ride(
        g, "Sunforge Legion", "Sunforge Legion", lambda d: "no" if d.kind.name == "YESNO" else first_option(d)
    )
    assert fore.zone.name == "soul"


def test_vg_8_6_3_forerunner_ridden_by_another_clan_does_nothing() -> None:
    """Forerunner: ridden by a unit of another clan, nothing happens and nothing is asked."""
    g = battle_game()
    fore, asked = _ride(g, "Sunforge Legion", "Tidecaller Court")
    assert fore.zone.name == "soul" and not any("Call" in d.prompt for d in asked)


@pytest.mark.parametrize(("rider_name", "draws"), [("Ember Sovereign, Rising", 1), ("Ember Sovereign Fallen", 0)])
def test_vg_8_6_4_1_4_when_a_card_named_x_rides_this_unit(rider_name: str, draws: int) -> None:
    """ "When a card named "Ember Sovereign, Rising" rides this unit, draw a card":
    the ridden unit's ability works from the soul (VG 8.6.4.1.4) and only a rider
    of that card name (VG 2.1.1; text may print the name without its comma) triggers it."""
    g = battle_game()
    _clear_vanguard(g, 0)
    table = {
        "kind": "auto",
        "when": "ridden",
        "zones": ["VC"],
        "effect": [{"draw": 1}],
        "params": {"rider_name": "Ember Sovereign Rising"},
    }
    custom(g, 0, "VC", grade=0, abilities=(table,))
    rider = custom(g, 0, "hand", grade=1, name=rider_name)
    hand = g.zone(0, "hand")
    ride_unit(g, 0, rider, normal=True)
    before = len(hand.cards)
    drive(g, check_timing(g))
    assert len(hand.cards) - before == draws


def _if(g: Game, condition: dict[str, Any]) -> int:
    """Soul Charge 1 if ``condition`` holds; the number of cards the soul gained."""
    src = g.zone(0, "VC").top or custom(g, 0, "VC")
    before = len(g.zone(0, "soul").cards)
    step = read_step("vanguard", {"if": {"condition": [condition], "then": [{"soul_charge": 1}]}})[1]
    drive(g, step.run(g, pend(g, 0, src)))
    return len(g.zone(0, "soul").cards) - before


def test_vg_8_1_1_2_3_if_you_have_a_clan_vanguard() -> None:
    """VG 2.2.2 / VG 8.1.1.2.3: "if you have a <clan> vanguard" is checked as the effect resolves."""
    g = battle_game()
    _clear_vanguard(g, 0)
    custom(g, 0, "VC", name="Dawn Herald", clan="Sunforge Legion")
    assert _if(g, {"vanguard_clan": "Sunforge Legion"}) == 1
    assert _if(g, {"vanguard_clan": "Tidecaller Court"}) == 0
    assert _if(g, {"vanguard_name_has": "Herald"}) == 1
    assert _if(g, {"vanguard_name_has": "Warden"}) == 0


def test_vg_4_7_if_a_card_named_is_in_your_soul() -> None:
    """VG 4.7 / VG 2.1.1: "if you have a card named X in your soul"."""
    g = battle_game()
    assert _if(g, {"soul_has_name": "Ember Page"}) == 0
    custom(g, 0, "soul", name="Ember Page")
    assert _if(g, {"soul_has_name": "Ember Page"}) == 1


def test_vg_2_1_1_a_name_printed_without_its_commas_names_the_card() -> None:
    """VG 2.1.1: text that names "Cinder Warden Orla" without the comma of the card
    "Cinder Warden, Orla" names that card; another name does not."""
    g = battle_game()
    _clear_vanguard(g, 0)
    custom(g, 0, "VC", name="Cinder Warden, Orla")
    custom(g, 0, "soul", name="Blaze Page, Tomo")
    assert _if(g, {"soul_has_name": "Blaze Page Tomo"}) == 1
    assert _if(g, {"soul_has_name": "Blaze Page"}) == 0
    assert _if(g, {"vanguard_name_has": "Warden Orla"}) == 1


def test_vg_3_10_rear_guard_counts() -> None:
    """VG 3.10: "more rear-guards than your opponent", "your opponent has N or fewer rear-guards"."""
    g = battle_game()
    custom(g, 1, "RC_FL")
    custom(g, 1, "RC_FR")
    assert _if(g, {"opponent_rear_guards_at_most": 2}) == 1
    custom(g, 0, "RC_FL")
    custom(g, 0, "RC_FR")
    assert _if(g, {"more_rear_guards": True}) == 0  # 2 against 2
    custom(g, 0, "RC_BL")
    assert _if(g, {"more_rear_guards": True}) == 1  # 3 against 2
    custom(g, 1, "RC_BL")
    assert _if(g, {"opponent_rear_guards_at_most": 2}) == 0


def _paid_soul_blast(clan: str, vanguard_clan: str) -> tuple[list[Any], int, int]:
    """An automatic ability "[Soul Blast (1)] When this unit's attack hits, if you
    have a <clan> vanguard, you may pay the cost. If you do, draw a card" that
    triggered: the decisions asked, the soul and hand gained."""
    g = battle_game()
    _clear_vanguard(g, 0)
    custom(g, 0, "soul")
    ab = {
        "kind": "auto",
        "when": "hits",
        "zones": ["VC"],
        "condition": [{"vanguard_clan": clan}],
        "cost": [{"soul_blast": 1}],
        "optional": True,
        "effect": [{"draw": 1}],
    }
    vc = custom(g, 0, "VC", clan=vanguard_clan, abilities=(ab,))
    soul, hand = len(g.zone(0, "soul").cards), len(g.zone(0, "hand").cards)
    fire(g, "hits", vc)
    assert g.pending  # VG 8.1.1.2.3: it triggers whether or not the condition holds
    asked, _ = drive(g, check_timing(g), lambda d: "yes" if d.kind.name == "YESNO" else first_option(d))
    return asked, len(g.zone(0, "soul").cards) - soul, len(g.zone(0, "hand").cards) - hand


def test_vg_8_1_1_2_2_automatic_ability_with_a_cost_and_an_if() -> None:
    """VG 8.1.1.2.3: the ability triggers even if its condition does not hold; VG 8.1.1.2.2:
    its cost is paid while it resolves — after the condition is checked, so that with
    the condition not met nothing is asked and nothing paid."""
    asked, soul, hand = _paid_soul_blast("Sunforge Legion", "Sunforge Legion")
    assert any("pay" in d.prompt.lower() for d in asked) and (soul, hand) == (-1, 1)
    asked, soul, hand = _paid_soul_blast("Sunforge Legion", "Tidecaller Court")
    assert not any("pay" in d.prompt.lower() for d in asked) and (soul, hand) == (0, 0)


def test_vg_8_1_1_3_continuous_ability_while_a_card_named_is_in_the_soul() -> None:
    """VG 8.1.1.3 / VG 4.7: "[CONT](VC): If you have a card named X in your soul, this unit
    gets [Power]+2000" applies exactly while such a card is in the soul."""
    g = battle_game()
    _clear_vanguard(g, 0)
    ab = {"kind": "cont", "zones": ["VC"], "condition": [{"soul_has_name": "Ember Page"}], "effect": [{"power": 2000}]}
    vc = custom(g, 0, "VC", power=10000, abilities=(ab,))
    install_continuous(g)
    assert unit_power(g, vc) == 10000
    page = custom(g, 0, "soul", name="Ember Page")
    assert unit_power(g, vc) == 12000
    g.move(page, g.zone(0, "drop"))
    assert unit_power(g, vc) == 10000


def test_vg_5_1_2_5_at_most_four_cards_with_sentinel() -> None:
    """Sentinel, as its cards print it ("you may only have up to four cards with Sentinel
    in a deck"), a continuous ability about deck construction (VG 5.1.2.5): four cards
    with Sentinel, of any names, are legal; five are not, and the fifth's line is named."""
    pool = CardPool("vanguard")
    stats = {"clan": "Test", "grade": 1, "power": 5000, "shield": 5000, "critical": 1}
    for i in range(4):
        pool.add(
            CardDef(
                f"T-{i}",
                f"Trigger {i}",
                "vanguard",
                "trigger_unit",
                "",
                {**stats, "trigger": "heal" if i == 0 else "draw"},
                (),
            )
        )
    for i in range(8):
        pool.add(CardDef(f"N-{i}", f"Normal {i}", "vanguard", "normal_unit", "", {**stats, "grade": i % 4}, ()))
    for i in range(2):
        pool.add(CardDef(f"S-{i}", f"Sentry {i}", "vanguard", "normal_unit", "", {**stats, "skills": ["sentinel"]}, ()))
    base = [f"4 T-{i}" for i in range(4)] + [f"4 N-{i}" for i in range(7)]
    assert len(check_vanguard_deck(deck_of([*base, "2 N-7", "2 S-0", "2 S-1"]), pool)["main"]) == 50
    with pytest.raises(DeckError) as info:
        check_vanguard_deck(deck_of([*base, "1 N-7", "3 S-0", "2 S-1"]), pool)
    assert "Sentinel" in info.value.message and info.value.line == 15


def test_vg_10_2_4_1_lord_is_not_restraint() -> None:
    """Lord keeps the unit from attacking (VG 7.3.1.3) without giving it the Restraint skill:
    an effect asking whether the unit has Restraint is not answered by Lord."""
    g = battle_game()
    _clear_vanguard(g, 0)
    lord = custom(g, 0, "RC_FL", clan="Sunforge Legion", abilities=(LORD,))
    custom(g, 0, "VC", clan="Tidecaller Court")
    assert lord not in possible_attackers(g, 0)
    assert not has_skill(g, lord, "restraint")


# -- perfect guards, a discard of a clan, searches that call, "an attack hits" of a booster -------

PERFECT_GUARD = {
    "kind": "auto",
    "when": "placed",
    "zones": ["GC"],
    "optional": True,
    "cost": [{"discard_card": {"count": 1, "clan": "Tidecaller Court"}}],
    "effect": [{"no_hit": {"target": "attacked_unit", "clan": "Tidecaller Court"}}],
}


def _guarded_attack(vanguard_clan: str) -> tuple[Game, Any, Any, Any]:
    """Player 1's vanguard (of ``vanguard_clan``) is attacked by a stronger vanguard and
    guarded by a shield-0 guardian with :data:`PERFECT_GUARD`; player 1 holds a card of
    another clan and one of the guardian's clan. Returns the game, the guardian, the card
    of another clan and the card of the clan."""
    from engine.games.vanguard.battle import attack_sub_phase
    from tests.engine.games.vg import answer_attack

    g = battle_game()
    _clear_vanguard(g, 0)
    _clear_vanguard(g, 1)
    atk = custom(g, 0, "VC", power=13000)
    vc = custom(g, 1, "VC", power=8000, clan=vanguard_clan)
    guard = custom(g, 1, "hand", shield=0, clan="Tidecaller Court", abilities=(PERFECT_GUARD,))
    other = custom(g, 1, "hand", clan="Sunforge Legion")
    mine = custom(g, 1, "hand", clan="Tidecaller Court")
    drive(g, attack_sub_phase(g), answer_attack(atk, vc, Guard=(str(guard.iid),), pay=lambda d: "yes"))
    return g, guard, other, mine


def test_vg_1_3_3_perfect_guard_of_a_clan_stops_the_hit() -> None:
    """VG 10.1.4 / VG 8.5.2.3 / VG 1.3.3: placed on (GC), the guardian may pay its cost (a card
    of its clan from the hand, VG 10.1.2.1.1: the card of another clan cannot pay it), and the
    attacked unit of that clan cannot be hit until end of that battle (VG 7.6.1.2): no damage."""
    g, guard, other, mine = _guarded_attack("Tidecaller Court")
    assert mine.zone.name == "drop" and other.zone.name == "hand"
    assert g.zone(1, "damage").cards == []
    assert guard.zone.name == "drop"  # VG 7.6.1.8: the guardian is retired at the end of the battle


def test_vg_2_2_2_perfect_guard_chooses_only_a_unit_of_its_clan() -> None:
    """VG 2.2.2 / VG 8.5.3.1.2: "choose one of your <clan> that is being attacked": an attacked
    vanguard of another clan cannot be chosen, so the attack hits (VG 7.6.1.2) and deals damage."""
    g, _, _, _ = _guarded_attack("Sunforge Legion")
    assert len(g.zone(1, "damage").cards) == 1


def test_vg_10_1_6_1_3_search_calls_a_card_of_a_clan_and_grade() -> None:
    """VG 10.1.9.1 / VG 10.1.6.1.3: "search your deck for up to one grade 1 or less <clan>, call it
    to (RC), and shuffle your deck": only a card of that clan and grade can be found; it is
    superior called to a rear-guard circle, and the deck is shuffled (VG 10.1.10)."""
    g = battle_game()
    deck = g.zone(0, "deck")
    for c in list(deck.cards):
        g.move(c, g.zone(0, "drop"))
    big = custom(g, 0, "deck", grade=2, clan="Sunforge Legion")
    stranger = custom(g, 0, "deck", grade=1, clan="Tidecaller Court")
    small = custom(g, 0, "deck", grade=1, clan="Sunforge Legion")
    src = custom(g, 0, "RC_FL")
    from engine.games.vanguard.grammar import ADAPTER

    step = read_step(
        "vanguard", {"superior_call": {"from": "deck", "count": 1, "grade_max": 1, "clan": "Sunforge Legion"}}
    )

    def answer(d: Any) -> Any:
        return (str(small.iid),) if "to call" in d.prompt else first_option(d)

    asked, _ = drive(g, ADAPTER.run_steps(g, pend(g, 0, src), (step,)), answer)
    choice = next(d for d in asked if "to call" in d.prompt)
    assert {o.key for o in choice.options} == {str(small.iid)}
    assert small.zone.name.startswith("RC_") and big.zone.name == stranger.zone.name == "deck"


def test_vg_2_1_1_search_by_a_name_printed_without_its_commas() -> None:
    """VG 10.1.9.1 / VG 2.1.1: "search your deck for up to one card named 'Cinder Warden Orla'"
    finds "Cinder Warden, Orla" and puts it into the hand; another name is not found."""
    g = battle_game()
    orla = custom(g, 0, "deck", name="Cinder Warden, Orla")
    other = custom(g, 0, "deck", name="Cinder Warden")
    src = custom(g, 0, "RC_FL")
    step = read_step("vanguard", {"search": {"zone": "deck", "name": "Cinder Warden Orla", "up_to": 1}})[1]
    asked, _ = drive(g, step.run(g, pend(g, 0, src)), lambda d: tuple(o.key for o in d.options)[: d.max])
    choice = next(d for d in asked if "Search" in d.prompt)
    assert {o.key for o in choice.options} == {str(orla.iid)}
    assert orla.zone.name == "hand" and other.zone.name == "deck"


def _booster_hits(boosted_clan: str, hit: bool) -> int:
    """A rear-guard with "[AUTO](RC): When an attack hits a vanguard during the battle that this
    unit boosted a Sunforge Legion, draw a card" boosts a unit of ``boosted_clan`` attacking a
    vanguard of 8000 power (a hit with the boost, or not with ``hit`` false): the cards drawn."""
    from engine.games.vanguard.battle import attack_sub_phase
    from tests.engine.games.vg import answer_attack

    g = battle_game()
    _clear_vanguard(g, 1)
    ab = {
        "kind": "auto",
        "when": "boost_hits",
        "zones": ["RC"],
        "condition": [{"attacking_vanguard": True}, {"boosted_clan": "Sunforge Legion"}],
        "effect": [{"draw": 1}],
    }
    atk = custom(g, 0, "RC_FL", power=6000 if hit else 1000, clan=boosted_clan)
    custom(g, 0, "RC_BL", power=3000, skills=("boost",), abilities=(ab,))
    vc = custom(g, 1, "VC", power=8000)
    hand = len(g.zone(0, "hand").cards)

    def answer(d: Any) -> Any:
        return "yes" if "Boost" in d.prompt else answer_attack(atk, vc)(d)

    drive(g, attack_sub_phase(g), answer)
    return len(g.zone(0, "hand").cards) - hand


def test_vg_7_6_1_9_an_attack_hits_in_the_battle_this_unit_boosted() -> None:
    """VG 7.3.1.5.1 / VG 7.6.1.9: the boosting unit's "when an attack hits during the battle that
    this unit boosted a <clan>" stands by when that attack hits, and checks the boosted unit's clan
    (VG 2.2.2); without a hit it does not trigger."""
    assert _booster_hits("Sunforge Legion", hit=True) == 1
    assert _booster_hits("Tidecaller Court", hit=True) == 0
    assert _booster_hits("Sunforge Legion", hit=False) == 0
