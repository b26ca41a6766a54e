"""Cardfight!! Vanguard rules, Section 10, Specific Actions and Keywords (VG 10)."""

from __future__ import annotations

from typing import Any

from engine.abilities import read_step
from engine.decisions import Decision, Kind
from engine.events import CardFlipped, CardTurned, Shuffled
from engine.flow import check_timing
from engine.games.vanguard.abilities import act_options, fire, install_continuous, play_act
from engine.games.vanguard.battle import attack_sub_phase, possible_attackers
from engine.games.vanguard.keywords import call_unit
from engine.state import REST, STAND, Card, Game
from engine.timing import Duration
from tests.engine.games.vg import (
    RS,
    answer_attack,
    battle_game,
    by_prompt,
    custom,
    discarder,
    drive,
    fill,
    first_option,
    hand,
    kiln_attack,
    pend,
    put,
    stack_top,
    to_hand,
)


def test_vg_10_2_2_1_intercept_moves_a_front_rear_guard_to_guard() -> None:
    """VG 10.2.2.1: a front rear-guard with intercept, not attacked, may guard (even resting)."""
    g = battle_game()
    put(g, 0, "PMV1-013", "VC")  # 11000, twin drive
    put(g, 1, "PMV2-006", "VC")  # 8000
    icp = put(g, 1, "PMV2-010", "RC_FR", orientation=REST)  # grade 2, intercept, shield 5000
    for _ in range(2):
        stack_top(g, 0, "PMV1-009")

    def answer(d: Decision) -> Any:
        if "Guard" in d.prompt:
            assert [o.card for o in d.options] == [icp.iid]
            return (str(icp.iid),)
        if "attacks" in d.prompt:
            return next(o.key for o in d.options if g.cards[o.card or 0].zone.name == "VC")
        return first_option(d)

    drive(g, attack_sub_phase(g), answer)
    assert icp in g.zone(1, "drop").cards  # the interceptor guarded and is retired with the guardians
    assert g.zone(1, "damage").cards == []  # 8000 + 5000 shield > 11000: no hit


def test_vg_10_1_15_counter_blast_turns_damage_face_down_and_stays_public() -> None:
    """VG 10.1.15.1 / VG 4.8.2.1 / VG 10.1.3.1: counter blast turns damage face down; face-down damage stays
    public and counts; the retired unit goes from the field to the drop zone."""
    g = battle_game()
    g.phase = "main"
    put(g, 0, "PMV1-012", "RC_FL")  # ACT CB1: retire an opponent rear-guard
    put(g, 0, "PMV1-013", "VC")
    dmg = put(g, 0, "PMV1-006", "damage")
    victim = put(g, 1, "PMV2-007", "RC_FL")
    warden = g.zone(0, "RC_FL").top
    assert warden is not None
    drive(g, play_act(g, 0, warden, 0))
    assert not dmg.face_up and g.can_see(dmg, 1)
    assert victim in g.zone(1, "drop").cards
    assert len(g.zone(0, "damage").cards) == 1


def test_vg_10_1_16_soul_blast_cost_on_attack() -> None:
    """VG 10.1.16.1: soul blast moves soul cards to the drop zone to pay a cost (Scorchblade Duelist)."""
    g = battle_game()
    duelist = put(g, 0, "PMV1-011", "RC_FL")  # 9000; attacks: SB1 +3000
    put(g, 0, "PMV1-010", "VC")
    soul_card = put(g, 0, "PMV1-006", "soul")
    put(g, 1, "PMV2-010", "VC")  # 10000

    def answer(d: Decision) -> Any:
        if "attack with" in d.prompt:
            return str(duelist.iid)
        if "pay" in d.prompt:
            return "yes"
        return by_prompt({"Guard": ()})(d)

    stack_top(g, 1, "PMV2-006")
    drive(g, attack_sub_phase(g), answer)
    assert soul_card in g.zone(0, "drop").cards
    assert len(g.zone(1, "damage").cards) == 1  # 12000 hits 10000


def test_vg_10_2_5_1_2_1_limit_break_does_not_trigger_below_four_damage() -> None:
    """VG 10.2.5.1.2.1: a Limit Break automatic ability does not trigger with fewer than four damage."""
    for damage, expect_power in ((3, 11000), (4, 16000)):
        g = battle_game()
        overlord = put(g, 0, "PMV1-013", "VC")  # LB4: attacks, CB1: +5000 power, +1 critical
        fill(g, 0, "damage", damage)
        put(g, 1, "PMV2-006", "VC")
        put(g, 1, "PMV2-002", "hand")
        seen: list[int] = []

        def answer(d: Decision, g: Game = g, overlord: Card = overlord, seen: list[int] = seen) -> Any:
            if "pay" in d.prompt:
                return "yes"
            if "Guard" in d.prompt:
                seen.append(g.stat(overlord, "power"))
                return ()
            return first_option(d)

        drive(g, attack_sub_phase(g), answer)
        assert seen == [expect_power]


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


def test_vg_10_1_2_1_2_discard_chosen_by_the_opponent() -> None:
    """VG 10.1.2.1.2: 'your opponent chooses a card from your hand and you discard it': the choice
    is the other player's, who sees that hand for the choice only; the card goes to the drop zone."""
    g = battle_game()
    g.active = 1
    unit = discarder(g, "you")
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


def test_vg_10_1_8_1_1_kiln_herald_needs_a_grade_3_to_reveal() -> None:
    """VG 10.1.8.1.1 / VG 8.5.2.3: Kiln Herald's cost (reveal a grade 3) cannot be paid without one,
    so its +4000 is not offered; with one it gets +4000 until end of battle."""
    asked, powers, after = kiln_attack(False)
    assert not any("reveal" in d.prompt.lower() for d in asked)
    assert powers == [9000]
    asked, powers, after = kiln_attack(True)
    assert any("reveal" in d.prompt.lower() for d in asked)
    assert powers == [13000]
    assert after == 9000  # until end of that battle


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


def test_vg_10_2_2_1_intercept_not_by_an_attacked_unit() -> None:
    """VG 10.2.2.1: a unit being attacked cannot intercept; back-row units cannot either."""
    g = battle_game()
    atk = put(g, 0, "PMV1-010", "VC")
    put(g, 1, "PMV2-006", "VC")
    target = put(g, 1, "PMV2-010", "RC_FL")  # intercept, attacked
    other = put(g, 1, "PMV2-011", "RC_FR")  # intercept, not attacked
    put(g, 1, "PMV2-012", "RC_BL")  # intercept, back row
    asked, _ = drive(g, attack_sub_phase(g), answer_attack(atk, target))
    guard = next(d for d in asked if "Guard" in d.prompt)
    assert [o.card for o in guard.options] == [other.iid]


def test_vg_10_1_2_1_1_discard_cost_and_10_1_9_search_the_deck() -> None:
    """VG 10.1.2.1.1 / VG 10.1.9.1 / VG 10.1.10: Cinderwing Falconer discards to search a grade 3,
    then the deck is shuffled."""
    g = battle_game()
    g.phase = "main"
    put(g, 0, "PMV1-010", "VC")
    fal = put(g, 0, "PMV1-016", "hand")
    junk = put(g, 0, "PMV1-009", "hand")
    deck = g.zone(0, "deck")
    n = len(g.journal)
    asked, _ = drive(
        g,
        RS.main_phase(g),
        by_prompt(
            {
                "Main phase": lambda d: f"call:{fal.iid}:RC_FL" if fal.zone.name == "hand" else "end",
                "pay": "yes",
                "Discard": (str(junk.iid),),
                "Search": lambda d: (d.options[0].key,),
            }
        ),
    )
    search = next(d for d in asked if "Search" in d.prompt)
    assert search.min == 0  # VG 10.1.9.1.1 / VG 8.5.3.1.1: a hidden zone, "up to": finding nothing is allowed
    assert all(g.cards[o.card or 0].card.get("grade") == 3 for o in search.options)
    hand = g.zone(0, "hand").cards
    assert junk.zone.name == "drop" and len(hand) == 1 and hand[0].card.get("grade") == 3
    assert any(isinstance(e, Shuffled) and e.zone == deck.key for e in g.journal[n:])


def test_vg_10_1_9_1_2_search_of_a_public_zone_must_find() -> None:
    """VG 10.1.9.1.2: searching the drop zone, a fitting card must be found."""
    g = battle_game()
    src = put(g, 0, "PMV1-010", "VC")
    put(g, 0, "PMV1-013", "drop")
    _, search = read_step("vanguard", {"search": {"zone": "drop", "grade": 3, "count": 1}})
    asked, _ = drive(g, search.run(g, pend(g, 0, src)), lambda d: ())
    assert asked == [] or asked[0].min == 1
    assert len(g.zone(0, "hand").cards) == 1


def test_vg_10_1_5_2_superior_ride_from_the_deck() -> None:
    """VG 10.1.5.2 / VG 10.1.11: Wavebreak Herald rests and goes into the soul to superior ride a grade 3."""
    g = battle_game()
    g.active = 1
    g.phase = "main"
    old = put(g, 1, "PMV2-010", "VC")
    herald = put(g, 1, "PMV2-021", "RC_BL")
    opts = act_options(g, 1)
    assert [o.key for o in opts] == [f"act:{herald.iid}:0"]
    drive(g, play_act(g, 1, herald, 0), lambda d: (d.options[0].key,) if d.kind is Kind.CARDS else first_option(d))
    vc = g.zone(1, "VC").top
    assert vc is not None and vc.card.get("grade") == 3 and vc.orientation == STAND
    assert old in g.zone(1, "soul").cards and herald in g.zone(1, "soul").cards


def test_vg_10_1_6_1_3_superior_call_from_soul_and_drop() -> None:
    """VG 10.1.6.1.3: Magmacrown Marshal calls from the soul; Pyreborn Phoenix calls from the drop zone."""
    g = battle_game()
    marshal = put(g, 0, "PMV1-017", "VC")
    blasted = fill(g, 0, "soul", 2)
    g1 = put(g, 0, "PMV1-006", "soul")
    put(g, 1, "PMV2-013", "VC")
    for _ in range(2):
        stack_top(g, 0, "PMV1-009")
    answer = answer_attack(
        marshal,
        pay=lambda d: "yes",
        Soul_Blast=tuple(str(c.iid) for c in blasted),
        call=lambda d: (str(g1.iid),),
    )
    drive(g, attack_sub_phase(g), answer)
    assert g1.zone.name in ("RC_FL", "RC_FR", "RC_BL", "RC_BC", "RC_BR") and g1.orientation == STAND
    g2 = battle_game()
    phx = put(g2, 0, "PMV1-019", "RC_FL")
    put(g2, 0, "PMV1-010", "VC")
    fill(g2, 0, "damage", 1)
    low = put(g2, 0, "PMV1-007", "drop")
    put(g2, 1, "PMV2-006", "VC")
    stack_top(g2, 1, "PMV2-009")
    drive(g2, attack_sub_phase(g2), answer_attack(phx, pay=lambda d: "yes"))
    assert low.zone.field


def test_vg_10_1_6_1_3_superior_call_from_the_deck_may_find_none() -> None:
    """VG 10.1.6.1.3 / VG 10.1.9.1.1: Pearl Diver's call from the deck may find nothing; the deck is shuffled."""
    g = battle_game()
    g.active = 1
    put(g, 1, "PMV2-010", "VC")
    diver = put(g, 1, "PMV2-015", "hand")
    fill(g, 1, "damage", 1)
    call_unit(g, 1, diver, "RC_FL", normal=True)
    n = len(g.journal)
    asked, _ = drive(g, check_timing(g), by_prompt({"pay": "yes", "Choose up to": ()}))
    d = next(d for d in asked if "Choose up to" in d.prompt)
    rear = [c for c in g.cards if c.zone.field and c.owner == 1]
    assert d.min == 0 and len(rear) == 2
    assert any(isinstance(e, Shuffled) for e in g.journal[n:])


def test_vg_10_1_7_heal_activated_ability() -> None:
    """VG 10.1.7.1: Tidepriestess Coralie heals a damage (damage zone to drop zone) with 3 or more damage."""
    g = battle_game()
    g.active = 1
    g.phase = "main"
    put(g, 1, "PMV2-010", "VC")
    cor = put(g, 1, "PMV2-017", "RC_FL")
    fill(g, 1, "soul", 2)
    fill(g, 1, "damage", 2)
    assert act_options(g, 1) == []
    fill(g, 1, "damage", 1)
    assert [o.key for o in act_options(g, 1)] == [f"act:{cor.iid}:0"]
    drive(g, play_act(g, 1, cor, 0))
    assert len(g.zone(1, "damage").cards) == 2 and len(g.zone(1, "drop").cards) == 3


def test_vg_10_1_8_reveal_miss_goes_to_the_bottom() -> None:
    """VG 10.1.8.1.2: a revealed card that does not fit goes to the bottom of the deck."""
    g = battle_game()
    src = put(g, 1, "PMV2-020", "VC")
    top = stack_top(g, 1, "PMV2-006")
    from engine.games.vanguard.keywords import HANDLERS

    drive(g, HANDLERS["reveal_top"](g, pend(g, 1, src), (("grade", 3), ("hit", "hand"), ("miss", "bottom"))))
    assert g.zone(1, "deck").cards[0] is top


def test_vg_10_1_11_rest_effect_and_11_2_cannot_use_abilities() -> None:
    """VG 10.1.11.1 / VG 11.2.1.2 / VG 11.2.1.1: Stillwater Sorcerer rests a rear-guard and stops the
    opponent's vanguard's abilities until end of turn."""
    g = battle_game()
    g.active = 1
    sorc = put(g, 1, "PMV2-018", "RC_FL")
    put(g, 1, "PMV2-010", "VC")
    fill(g, 1, "damage", 1)
    empress = put(g, 0, "PMV1-014", "VC")
    rg = put(g, 0, "PMV1-007", "RC_FL")
    stack_top(g, 0, "PMV1-009")
    drive(g, attack_sub_phase(g), answer_attack(sorc, empress, pay=lambda d: "yes"))
    assert rg.orientation == REST
    fire(g, "placed", empress)  # 11.2.1.2: cannot trigger
    assert g.pending == []
    g.expire(*Duration)
    fire(g, "placed", empress)
    assert len(g.pending) == 1


def test_vg_10_1_12_counter_charge_turns_face_up() -> None:
    """VG 10.1.12.1: counter charge turns a face-down damage face up."""
    g = battle_game()
    src = put(g, 0, "PMV1-010", "VC")
    d = fill(g, 0, "damage", 1)[0]
    g.flip(d, False)
    drive(g, read_step("vanguard", {"counter_charge": 1})[1].run(g, pend(g, 0, src)))
    assert d.face_up


def test_vg_10_1_14_1_1_skill_damage_makes_a_damage_check() -> None:
    """VG 10.1.14.1.1 / VG 3.15.1.2 / VG 10.2.5.1.3.1: Solar Regent Ignis (Limit Break ACT) deals damage
    by its effect; the damage check is made, and a trigger works."""
    g = battle_game()
    g.phase = "main"
    ignis = put(g, 0, "PMV1-020", "VC")
    rg = put(g, 0, "PMV1-006", "RC_FL")
    fill(g, 0, "damage", 3)
    put(g, 1, "PMV2-006", "VC")
    assert act_options(g, 0) == []  # Limit Break: 3 damage is not enough
    fill(g, 0, "damage", 1)
    assert [o.key for o in act_options(g, 0)] == [f"act:{ignis.iid}:0"]
    trig = stack_top(g, 1, "PMV2-004")  # a draw trigger
    drive(g, play_act(g, 0, ignis, 0))
    assert rg.zone.name == "drop"
    assert trig in g.zone(1, "damage").cards and len(g.zone(1, "hand").cards) == 1
    assert g.stat(ignis, "critical") == 2


def test_vg_10_1_20_loses_restraint_then_can_attack() -> None:
    """VG 10.2.4.1 / VG 10.1.20.2: Blastfurnace Golem with Restraint cannot attack until it loses Restraint."""
    g = battle_game()
    g.phase = "main"
    put(g, 0, "PMV1-010", "VC")
    golem = put(g, 0, "PMV1-015", "RC_FL")
    fill(g, 0, "damage", 1)
    assert golem not in possible_attackers(g, 0)
    drive(g, play_act(g, 0, golem, 0))
    assert golem in possible_attackers(g, 0)
    g.expire(Duration.END_OF_TURN)
    assert golem not in possible_attackers(g, 0)


def test_vg_10_1_20_1_gets_intercept_until_end_of_turn() -> None:
    """VG 10.1.20.1: a unit that gets Intercept may intercept."""
    g = battle_game()
    src = put(g, 1, "PMV2-006", "VC")
    rg = put(g, 1, "PMV2-007", "RC_FL")
    from engine.games.vanguard.keywords import has_skill

    assert not has_skill(g, rg, "intercept")
    _, grant = read_step("vanguard", {"grant": {"keyword": "intercept", "target": {"zone": "RC", "count": 1}}})
    drive(g, grant.run(g, pend(g, 1, src)))
    assert has_skill(g, rg, "intercept")


def test_vg_10_1_18_bind_on_hit() -> None:
    """VG 10.1.18.1: Abyssal Binder binds a card from the opponent's drop zone when its attack hits."""
    g = battle_game()
    g.active = 1
    binder = put(g, 1, "PMV2-016", "RC_FL")
    put(g, 1, "PMV2-010", "VC")
    put(g, 0, "PMV1-006", "VC")
    gone = fill(g, 0, "drop", 1)[0]
    stack_top(g, 0, "PMV1-009")
    drive(g, attack_sub_phase(g), answer_attack(binder))
    assert gone.zone is g.zone(0, "bind") and gone.face_up


def test_vg_10_2_5_1_1_1_limit_break_cont_follows_the_damage() -> None:
    """VG 10.2.5.1.1.1: a Limit Break continuous ability starts and stops with the damage count."""
    g = battle_game()
    install_continuous(g)
    marshal = put(g, 0, "PMV1-017", "VC")
    from engine.games.vanguard.keywords import has_skill

    fill(g, 0, "damage", 3)
    assert not has_skill(g, marshal, "multi_attack")
    d4 = fill(g, 0, "damage", 1)[0]
    assert has_skill(g, marshal, "multi_attack")
    g.move(d4, g.zone(0, "drop"))
    assert not has_skill(g, marshal, "multi_attack")


def test_vg_10_2_5_1_2_1_limit_break_auto_resolves_after_a_heal() -> None:
    """VG 10.2.5.1.2.1: once triggered with four damage, a Limit Break ability resolves even with three."""
    g = battle_game()
    overlord = put(g, 0, "PMV1-013", "VC")
    dmg = fill(g, 0, "damage", 4)
    fire(g, "attacks", overlord)
    g.move(dmg[0], g.zone(0, "drop"))
    drive(g, check_timing(g), by_prompt({"pay": "yes"}))
    assert g.stat(overlord, "critical") == 2


def test_vg_10_2_3_1_boost_only_from_the_same_column() -> None:
    """VG 10.2.3.1 / VG 7.3.1.5: only the unit behind the attacker may boost it."""
    g = battle_game()
    atk = put(g, 0, "PMV1-010", "RC_FL")
    put(g, 0, "PMV1-006", "RC_BC")
    put(g, 1, "PMV2-013", "VC")
    asked, _ = drive(g, attack_sub_phase(g), answer_attack(atk))
    assert not any("Boost" in d.prompt for d in asked)


def test_vg_10_1_19_battle_changes_the_attacked_unit() -> None:
    """VG 10.1.19.1: 'battle' makes this unit the attacked unit instead, in the attack step."""
    g = battle_game()
    atk = put(g, 0, "PMV1-010", "RC_FL")  # 10000
    vc = put(g, 1, "PMV2-006", "VC")
    decoy = custom(
        g,
        1,
        "RC_FR",
        power=20000,
        abilities=({"kind": "auto", "when": "opponent_attacks", "zones": ["RC"], "effect": [{"battle": True}]},),
    )
    drive(g, attack_sub_phase(g), answer_attack(atk, vc))
    assert g.zone(1, "damage").cards == [] and decoy.zone.name == "RC_FR"
    assert vc.zone.name == "VC"


def test_vg_10_1_6_1_3_1_superior_call_to_the_guardian_circle() -> None:
    """VG 10.1.6.1.3.1: units superior called to the guardian circle rest there and guard an attacked unit."""
    g = battle_game()
    atk = put(g, 0, "PMV1-010", "RC_FL")  # 10000
    put(g, 1, "PMV2-006", "VC")  # 8000
    wall = put(g, 1, "PMV2-009", "drop")  # shield 10000
    custom(
        g,
        1,
        "RC_FR",
        power=1000,
        abilities=(
            {"kind": "auto", "when": "opponent_attacks", "zones": ["RC"], "effect": [{"guard_call": {"from": "drop"}}]},
        ),
    )
    drive(g, attack_sub_phase(g), answer_attack(atk))
    assert g.zone(1, "damage").cards == []  # 8000 + 10000 against 10000
    assert wall.zone.name == "drop"  # retired with the guardians (VG 7.6.1.8)


def test_vg_10_2_1_1_twin_drive_only_for_the_vanguard() -> None:
    """VG 10.2.1.1 / VG 7.5.1.3: Twin Drive!! checks twice only while the unit is the attacking vanguard."""
    g = battle_game()
    vc = custom(g, 0, "VC", skills=("twin_drive",))
    put(g, 1, "PMV2-013", "VC")
    for _ in range(2):
        stack_top(g, 0, "PMV1-009")
    drive(g, attack_sub_phase(g), answer_attack(vc))
    assert len(g.zone(0, "hand").cards) == 2
    g2 = battle_game()
    single = custom(g2, 0, "VC")
    put(g2, 1, "PMV2-013", "VC")
    drive(g2, attack_sub_phase(g2), answer_attack(single))
    assert len(g2.zone(0, "hand").cards) == 1


def test_vg_10_1_6_1_1_1_2_a_normal_call_places_one_card() -> None:
    """VG 10.1.6.1.1.1.2 / VG 6.6.1.2.1: each normal call puts exactly one card on one rear-guard circle."""
    g = battle_game()
    g.phase = "main"
    put(g, 0, "PMV1-010", "VC")
    a = put(g, 0, "PMV1-006", "hand")
    put(g, 0, "PMV1-007", "hand")
    answers = iter([f"call:{a.iid}:RC_BC", "end"])
    drive(g, RS.main_phase(g), lambda d: next(answers))
    assert [c for c in g.cards if c.owner == 0 and c.zone.name.startswith("RC")] == [a]
    assert len(g.zone(0, "hand").cards) == 1


def test_vg_10_1_11_stand_effect_on_a_standing_unit_does_nothing() -> None:
    """VG 10.1.11.1 / VG 3.17.2: standing a standing unit does nothing (no event)."""
    g = battle_game()
    u = put(g, 0, "PMV1-010", "VC")
    n = len(g.journal)

    drive(g, read_step("vanguard", {"stand": {"zone": "VC", "count": "all"}})[1].run(g, pend(g, 0, u)))
    assert not any(isinstance(e, CardTurned) for e in g.journal[n:])
    g.set_orientation(u, REST)
    drive(g, read_step("vanguard", {"stand": {"zone": "VC", "count": "all"}})[1].run(g, pend(g, 0, u)))
    assert u.orientation == STAND


def test_vg_10_1_3_2_retired_unit_triggers_leave_field() -> None:
    """VG 10.1.3.2 / VG 8.6.4.1.2: a unit moved from the field to the drop zone is retired; its
    'leaves the field' ability looks at the circle it was on."""
    g = battle_game()
    runner = put(g, 1, "PMV2-009", "RC_FL")
    src = put(g, 0, "PMV1-010", "VC")

    drive(
        g, read_step("vanguard", {"retire": {"zone": "RC", "owner": "opponent", "count": 1}})[1].run(g, pend(g, 0, src))
    )
    assert runner.zone.name == "drop" and len(g.pending) == 1


def test_vg_10_1_4_1_1_superior_call_counts_as_placed() -> None:
    """VG 10.1.4.1.1: a unit superior called from the drop zone is 'placed' and its ability triggers."""
    g = battle_game()
    put(g, 0, "PMV1-010", "VC")
    aco = put(g, 0, "PMV1-008", "drop")
    call_unit(g, 0, aco, "RC_FL", normal=False)
    drive(g, check_timing(g))
    assert len(g.zone(0, "soul").cards) == 1


def test_vg_10_1_6_1_1_1_1_cards_called_together_take_different_circles() -> None:
    """VG 10.1.6.1.1.1.1 / VG 10.1.6.1.1.2: two cards superior called together go to two different circles,
    both placed (and triggering) together."""
    g = battle_game()
    src = put(g, 0, "PMV1-010", "VC")
    a = put(g, 0, "PMV1-008", "drop")
    b = put(g, 0, "PMV1-006", "drop")
    from engine.games.vanguard.keywords import HANDLERS

    asked, _ = drive(g, HANDLERS["superior_call"](g, pend(g, 0, src), (("count", 2), ("from", "drop"))))
    circles = [d for d in asked if "rear-guard circle" in d.prompt]
    assert len(circles) == 2 and len(circles[1].options) == 4
    assert a.zone.field and b.zone.field and a.zone is not b.zone
    assert len(g.pending) == 1  # the Brazier Acolyte's 'placed' ability
