"""Rules tests of the Dragon Ball Super words for what a skill does to the
cards it chooses, as the card-text compiler writes them, played on real game
states: ``ko_total`` ("choose any number of your opponent's Battle Cards whose
total energy cost adds up to N or less and KO them", DBS 10-1, 8-5-3), and
[Activate] skills used in the Drop Area that play their card or add it to the
hand ("Play this card from your Drop Area", "Add this card from your Drop Area
to your hand", DBS 2-12-2, 3-6-3), and a Battle Card's [Activate] skill used in
the hand that plays it ("Play this card from your hand", DBS 8-5-2-1, 3-6-3),
"you can't activate the [Activate Main] skill on copies of this card for the
turn" (copies: the same card number, DBS 5-1-3-1), "negate this skill for
the turn / game" (DBS 8-3-2), ``on_chosen`` (several steps done to the same
chosen cards, DBS 8-5-3, 3-1-4) and its step ``no_active`` ("it can't be switched
to Active Mode during your opponent's next Charge Phase", DBS 6-2-2), and
``at_turn_end`` ("at the end of the turn, ...", DBS 6-4-1-1), and ``if_done`` ("If
you played a card / KO'd a card, ...", DBS 8-5-3-4), and what a [Counter: Play] does to
the Battle Card being played (``instead_of_play``, ``played_as``, DBS 6-3-1-2-1-2)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.abilities import parse_ability, read_step
from engine.cardtext import compile_card
from engine.decisions import Decision
from engine.games.dbscg.abilities import field_skills, trigger
from engine.games.dbscg.damage import ko
from engine.games.dbscg.state import DbsTurn, play_barred, turn_state
from engine.games.dbscg.stats import power
from engine.games.dbscg.turn import charge_phase, end_phase, main_options, main_phase
from engine.state import REST, STAND, Card, Game
from engine.timing import Pending
from tests.engine.games.dbs import drive, energy, first, fresh_card, leader, new_game, notes, run, take


def with_text(card: Card, text: str) -> None:
    """Give ``card`` (a demo card in a test game) the one skill ``text`` compiles to exactly."""
    (r,) = compile_card("dbscg", {"id": card.card.id, "type": card.card.type, "text": text}).results
    assert r.compiled and r.ability is not None, r.reason
    card.card = replace(card.card, abilities=(parse_ability(r.ability, "dbscg"),))


def pending(g: Game, seat: int, source: Card | None = None) -> Pending:
    return Pending(g.next_id(), seat, "test", source.iid if source else None, source.incarnation if source else 0)


def step(value: dict[str, Any]) -> Any:
    return read_step("dbscg", value)[1]


def pick(*cards: Card) -> Any:
    def answer(d: Decision) -> tuple[str, ...]:
        keys = [o.key for o in d.options if o.card in {c.iid for c in cards}]
        assert len(keys) == len(cards), [o.label for o in d.options]
        return tuple(keys)

    return answer


KO_TOTAL_3 = {"ko_total": {"owner": "opponent", "type": "battle", "total": 3}}


def test_10_1_ko_total_keeps_the_energy_costs_within_the_number() -> None:
    """DBS 10-1, 2-11-3: the cards are chosen one after the other while their
    energy costs add up to 3 or less; a card that would pass it is not offered;
    the chosen cards are KO-ed."""
    _, g = new_game()
    one = take(g, 1, "DBB-008", "battle")  # cost 1
    two = take(g, 1, "DBB-003", "battle")  # cost 2
    four = take(g, 1, "DBB-005", "battle")  # cost 4
    seen = run(step(KO_TOTAL_3).run(g, pending(g, 0, leader(g, 0))), pick(two), pick(one))
    assert {o.card for o in seen[0].options} == {one.iid, two.iid}
    assert seen[0].min == 0 and seen[0].max == 1
    assert {o.card for o in seen[1].options} == {one.iid}  # 1 left of the 3
    assert len(seen) == 2  # nothing is left that fits
    assert one.zone.name == "drop" and two.zone.name == "drop" and four.zone.name == "battle"
    assert sum("is KO-ed" in t for t in notes(g)) == 2


def test_8_5_3_2_ko_total_any_number_includes_none() -> None:
    """ "Any number": the master may stop at once, and nothing is KO-ed."""
    _, g = new_game()
    a = take(g, 1, "DBB-008", "battle")
    b = take(g, 1, "DBB-002", "battle")
    run(step(KO_TOTAL_3).run(g, pending(g, 0, leader(g, 0))), ())
    assert a.zone.name == "battle" and b.zone.name == "battle"


def test_10_1_ko_total_of_the_opponents_cards_only() -> None:
    """The master's own Battle Cards are not offered."""
    _, g = new_game()
    mine = take(g, 0, "DBR-002", "battle")
    theirs = take(g, 1, "DBB-008", "battle")
    seen = run(step(KO_TOTAL_3).run(g, pending(g, 0, leader(g, 0))), pick(theirs))
    assert mine.iid not in {o.card for o in seen[0].options}
    assert theirs.zone.name == "drop" and mine.zone.name == "battle"


PLAY_FROM_DROP = "[Activate Main]R : Play this card from your Drop Area in Rest Mode."


def test_2_12_2_play_this_card_from_your_drop_area_is_used_there() -> None:
    """DBS 2-12-2, 3-6-3: the skill is offered while its card is in the Drop Area
    (not in the Battle Area); paying its cost rests a red energy, and the card
    is played from the Drop Area in Rest Mode (no energy cost paid for it)."""
    rs, g = new_game()
    on_field = take(g, 0, "DBR-004", "battle")
    with_text(on_field, PLAY_FROM_DROP)
    card = take(g, 0, "DBR-002", "drop")
    with_text(card, PLAY_FROM_DROP)
    red = energy(g, 0, "DBR-003", 2)
    offered = [c for c, _ in field_skills(g, 0, "main")]
    assert card in offered and on_field not in offered
    assert f"skill:{card.iid}" in [o.key for o in main_options(rs, g, 0)]
    run(main_phase(rs, g, 0), f"skill:{card.iid}", "end")
    played = [c for c in g.zone(0, "battle").cards if c.card.id == "DBR-002"]
    assert len(played) == 1 and played[0].orientation == REST
    assert sorted(c.orientation for c in red) == [REST, STAND]  # the skill cost only
    assert any("is played in Rest Mode" in t for t in notes(g))


def test_8_4_2_2_play_this_card_from_your_drop_area_needs_its_cost() -> None:
    """No red energy to pay with: the skill is not offered (DBS 8-4-2-2)."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "drop")
    with_text(card, PLAY_FROM_DROP)
    assert card not in [c for c, _ in field_skills(g, 0, "main")]


def test_2_12_2_add_this_card_from_your_drop_area_to_your_hand() -> None:
    """The skill is used in the Drop Area; its card goes to its owner's hand,
    shown to every player."""
    rs, g = new_game()
    card = take(g, 0, "DBR-002", "drop")
    with_text(card, "[Activate Main]R : Add this card from your Drop Area to your hand.")
    energy(g, 0, "DBR-003", 1)
    assert card in [c for c, _ in field_skills(g, 0, "main")]
    run(main_phase(rs, g, 0), f"skill:{card.iid}", "end")
    back = [c for c in g.zone(0, "hand").cards if c.card.id == "DBR-002"]
    assert len(back) == 1 and g.can_see(back[0], 1)


def test_1_3_2_a_card_no_longer_in_the_drop_area_is_not_added() -> None:
    """DBS 8-6-7, 1-3-2: the card left the Drop Area before the skill resolved: nothing moves."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "drop")
    p = pending(g, 0, card)
    g.move(card, g.zone(0, "battle"), face_up=True)
    run(step({"drop_self_to_hand": True}).run(g, p))
    assert card.zone.name == "battle"


PLAY_FROM_HAND = "[Activate Main]R : Play this card from your hand, then draw 1 card."


def test_8_5_2_1_play_this_card_from_your_hand_pays_the_skill_cost_only() -> None:
    """A Battle Card's [Activate: Main] "Play this card from your hand": offered
    while the card is in the hand (not in the Battle Area); the skill cost (one
    red energy) is paid, not the card's energy cost, and the card is played in
    Active Mode (DBS 3-6-3), then the rest of the effect (draw 1)."""
    rs, g = new_game()
    on_field = take(g, 0, "DBR-004", "battle")
    with_text(on_field, PLAY_FROM_HAND)
    card = take(g, 0, "DBR-005", "hand")
    with_text(card, PLAY_FROM_HAND)
    red = energy(g, 0, "DBR-003", 3)
    offered = [c for c, _ in field_skills(g, 0, "main")]
    assert card in offered and on_field not in offered
    hand_before = len(g.zone(0, "hand").cards)
    run(main_phase(rs, g, 0), f"skill:{card.iid}", "end")
    played = [c for c in g.zone(0, "battle").cards if c.card.id == "DBR-005"]
    assert len(played) == 1 and played[0].orientation == STAND
    assert sum(c.orientation == REST for c in red) == 1  # the skill cost, not the card's energy cost
    assert len(g.zone(0, "hand").cards) == hand_before  # the card left the hand, 1 card drawn
    assert not any(c.card.id == "DBR-005" for c in g.zone(0, "drop").cards)


def test_6_3_1_2_2_play_this_card_from_your_hand_only_in_the_main_phase() -> None:
    """An [Activate: Main] skill is not one of the Battle's skills (DBS 7-2-1-2-3)."""
    _, g = new_game()
    card = take(g, 0, "DBR-005", "hand")
    with_text(card, PLAY_FROM_HAND)
    energy(g, 0, "DBR-003", 1)
    assert card not in [c for c, _ in field_skills(g, 0, "battle")]


NO_COPIES = (
    "[Activate Main] Draw 1 card. You can't activate the [Activate Main] skill on copies of this card for the turn."
)


def test_5_1_3_1_no_activate_main_skill_of_copies_for_the_turn() -> None:
    """After the skill resolves, neither this card nor another card of the same
    card number offers its [Activate: Main] skill for the rest of the turn; a
    card of another number still does; the next turn the copies do again."""
    rs, g = new_game()
    first = take(g, 0, "DBR-002", "battle")
    second = take(g, 0, "DBR-002", "battle")
    other = take(g, 0, "DBR-004", "battle")
    for c in (first, second, other):
        with_text(c, NO_COPIES)
    assert {first, second, other} <= set(c for c, _ in field_skills(g, 0, "main"))
    run(main_phase(rs, g, 0), f"skill:{first.iid}", "end")
    offered = [c for c, _ in field_skills(g, 0, "main")]
    assert first not in offered and second not in offered and other in offered
    assert any("can't activate the [Activate: Main] skill of copies" in t for t in notes(g))
    g.turn_data = DbsTurn()  # a new turn (DBS 6-1): the limit was for the turn
    assert second in [c for c, _ in field_skills(g, 0, "main")]


def test_5_1_3_1_the_limit_is_the_masters_only() -> None:
    """The opponent's copies are not limited."""
    _, g = new_game()
    mine = take(g, 0, "DBR-002", "battle")
    run(step({"cannot_activate_copies": "main"}).run(g, pending(g, 1, take(g, 1, "DBB-002", "battle"))))
    with_text(mine, NO_COPIES)
    assert mine in [c for c, _ in field_skills(g, 0, "main")]


def test_8_3_2_an_activate_skill_negated_for_the_game() -> None:
    """ "Draw 1 card, then negate this skill for the game": the skill is not
    offered again, this turn or later; another card's same skill still is."""
    rs, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    other = take(g, 0, "DBR-004", "battle")
    text = "[Activate Main] Draw 1 card, then negate this skill for the game."
    with_text(card, text)
    with_text(other, text)
    run(main_phase(rs, g, 0), f"skill:{card.iid}", "end")
    assert card not in [c for c, _ in field_skills(g, 0, "main")]
    g.turn_data = DbsTurn()
    offered = [c for c, _ in field_skills(g, 0, "main")]
    assert card not in offered and other in offered


def test_8_3_2_an_auto_skill_negated_for_the_turn() -> None:
    """ "When this card attacks, draw 1 card, then negate this skill for the turn":
    resolved once, it does not become pending again this turn; next turn it does."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    with_text(card, "[Auto] When this card attacks, draw 1 card, then negate this skill for the turn.")
    trigger(g, "attacks", card)
    (p,) = g.pending
    g.pending.clear()
    run(step({"negate_this_skill": "turn"}).run(g, p))
    trigger(g, "attacks", card)
    assert not g.pending
    g.turn_data = DbsTurn()
    trigger(g, "attacks", card)
    assert len(g.pending) == 1


def test_3_1_4_a_new_card_is_not_negated() -> None:
    """The card left the Battle Area and came back: a new card, whose skill is not negated."""
    rs, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    with_text(card, "[Activate Main] Draw 1 card, then negate this skill for the game.")
    run(main_phase(rs, g, 0), f"skill:{card.iid}", "end")
    g.move(card, g.zone(0, "hand"))
    g.move(card, g.zone(0, "battle"), face_up=True)
    assert card in [c for c, _ in field_skills(g, 0, "main")]


def test_8_5_3_on_chosen_does_each_step_to_the_same_card() -> None:
    """ "Choose up to 1 of your opponent's Battle Cards, negate its skills for the
    turn, and return it to its owner's hand": one choice; its skills negated,
    then it goes to its owner's hand (the other card untouched)."""
    _, g = new_game()
    a = take(g, 1, "DBB-004", "battle")
    b = take(g, 1, "DBB-005", "battle")
    on = step(
        {
            "on_chosen": {
                "up_to": 1,
                "owner": "opponent",
                "type": "battle",
                "do": [{"negate_skills": True}, {"to": "hand"}],
            }
        }
    )
    seen = run(on.run(g, pending(g, 0, leader(g, 0))), pick(a))
    assert len(seen) == 1  # chosen once
    assert a.zone.name == "hand" and b.zone.name == "battle"
    assert any("skills of Wavebreaker Knight are negated" in t for t in notes(g))


def test_8_5_3_on_chosen_switches_and_powers_the_same_card() -> None:
    """ "Choose up to 1 of your Battle Cards, switch it to Active Mode, and it gets +5000 power for the turn"."""
    _, g = new_game()
    mine = take(g, 0, "DBR-002", "battle", orientation=REST)
    before = power(g, mine)
    on = step({"on_chosen": {"up_to": 1, "type": "battle", "do": [{"stand": True}, {"power": 5000}]}})
    run(on.run(g, pending(g, 0, leader(g, 0))), pick(mine))
    assert mine.orientation == STAND and power(g, mine) == before + 5000


def test_10_12_1_on_chosen_leaves_an_indestructible_card_where_it_is() -> None:
    """DBS 10-12-1: [Indestructible] — chosen (ignoring its [Barrier]), switched to
    Rest Mode and KO-ed by its opponent's skill, it stays in the Battle Area."""
    _, g = new_game()
    iron = take(g, 0, "DBX-005", "battle")
    chosen = {"count": 1, "owner": "opponent", "type": "battle", "do": [{"rest": True}, {"ko": True}]}
    run(step({"ignoring_barrier": [{"on_chosen": chosen}]}).run(g, pending(g, 1, leader(g, 1))))  # the one card
    assert iron.zone.name == "battle" and iron.orientation == REST


def _bar(g: Game, card: Card, until: str) -> None:
    """Player 1's skill: "choose 1 of your opponent's Battle Cards and it can't be switched to Active Mode ..."."""
    chosen = {"count": 1, "owner": "opponent", "type": "battle", "do": [{"no_active": until}]}
    run(step({"on_chosen": chosen}).run(g, pending(g, 0, leader(g, 0))))


def test_6_2_2_not_switched_to_active_mode_in_the_opponents_next_charge_phase() -> None:
    """Used in Player 1's turn 1: in Player 2's Charge Phase of turn 2 the card stays
    in Rest Mode (the others switch, DBS 6-2-2); in their next Charge Phase it switches."""
    rs, g = new_game()
    held = take(g, 1, "DBB-004", "battle", orientation=REST)
    _bar(g, held, "charge")
    other = take(g, 1, "DBB-005", "battle", orientation=REST)
    g.turn, g.active = 2, 1
    drive(charge_phase(rs, g, 1), first)
    assert held.orientation == REST and other.orientation == STAND
    g.phase = "Main Phase"
    run(
        step({"stand": {"zone": "battle", "owner": "any", "type": "battle", "count": "all"}}).run(
            g, pending(g, 1, leader(g, 1))
        )
    )
    assert held.orientation == STAND  # after the Charge Phase, a skill may switch it
    g.set_orientation(held, REST)
    g.turn, g.active = 4, 1
    drive(charge_phase(rs, g, 1), first)
    assert held.orientation == STAND


def test_6_2_2_not_switched_until_the_start_of_your_next_turn() -> None:
    """ "Until the start of your next turn": no skill switches it in the opponent's
    turn (a stand step leaves it in Rest Mode); from the master's next turn it may be."""
    _, g = new_game()
    held = take(g, 1, "DBB-004", "battle", orientation=REST)
    _bar(g, held, "next_turn")
    g.turn, g.active = 2, 1
    g.phase = "Main Phase"
    run(
        step({"stand": {"zone": "battle", "owner": "any", "type": "battle", "count": "all"}}).run(
            g, pending(g, 1, leader(g, 1))
        )
    )
    assert held.orientation == REST
    g.turn, g.active = 3, 0
    run(
        step({"stand": {"zone": "battle", "owner": "any", "type": "battle", "count": "all"}}).run(
            g, pending(g, 1, leader(g, 1))
        )
    )
    assert held.orientation == STAND


def test_3_1_4_a_new_card_may_be_switched() -> None:
    """The card left the Battle Area and came back: a new card, not held."""
    rs, g = new_game()
    held = take(g, 1, "DBB-004", "battle", orientation=REST)
    _bar(g, held, "charge")
    g.move(held, g.zone(1, "hand"))
    g.move(held, g.zone(1, "battle"), face_up=True, orientation=REST)
    g.turn, g.active = 2, 1
    drive(charge_phase(rs, g, 1), first)
    assert held.orientation == STAND


def test_6_4_1_1_steps_done_at_the_end_of_the_turn() -> None:
    """ "Draw 1 card, and at the end of the turn, return this card to its owner's
    hand": nothing more happens now; in the End Phase the card returns to the hand."""
    rs, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    p = pending(g, 0, card)
    run(step({"at_turn_end": [{"put": {"self": True, "to": "hand"}}]}).run(g, p))
    assert card.zone.name == "battle"
    drive(end_phase(rs, g, 0), first)
    assert card.zone.name == "hand"


def test_3_1_4_the_end_of_the_turn_step_on_a_new_card_does_nothing() -> None:
    """The card changed areas before the End Phase: it is a new card (DBS 3-1-4, 8-6-7)."""
    rs, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    run(step({"at_turn_end": [{"put": {"self": True, "to": "hand"}}]}).run(g, pending(g, 0, card)))
    g.move(card, g.zone(0, "drop"))
    g.move(card, g.zone(0, "battle"), face_up=True)
    drive(end_phase(rs, g, 0), first)
    assert card.zone.name == "battle"


def test_6_4_1_1_the_end_of_the_turn_step_of_the_turn_it_was_made() -> None:
    """Made this turn, it is done at the end of this turn only (the next turn has none)."""
    rs, g = new_game()
    hand = len(g.zone(0, "hand").cards)
    run(step({"at_turn_end": [{"draw": 1}]}).run(g, pending(g, 0, leader(g, 0))))
    drive(end_phase(rs, g, 0), first)
    assert len(g.zone(0, "hand").cards) == hand + 1
    g.turn_data = DbsTurn()
    drive(end_phase(rs, g, 0), first)
    assert len(g.zone(0, "hand").cards) == hand + 1


def test_8_5_3_4_if_you_kod_a_card() -> None:
    """ "Choose 1 of your opponent's Battle Cards and KO it. If you KO'd a card, draw 1
    card" (Player 2's skill): drawn after a KO; an [Indestructible] card is not KO-ed,
    and nothing is drawn."""
    _, g = new_game()
    target = take(g, 0, "DBR-002", "battle")
    ko_then_draw = {
        "if_done": {
            "do": [{"ko": {"count": 1, "owner": "opponent", "type": "battle"}}],
            "then": [{"draw": 1}],
            "done": "ko",
        }
    }
    hand = len(g.zone(1, "hand").cards)
    run(step(ko_then_draw).run(g, pending(g, 1, leader(g, 1))))
    assert target.zone.name == "drop" and len(g.zone(1, "hand").cards) == hand + 1
    iron = take(g, 0, "DBX-005", "battle")
    run(step({"ignoring_barrier": [ko_then_draw]}).run(g, pending(g, 1, leader(g, 1))))
    assert iron.zone.name == "battle" and len(g.zone(1, "hand").cards) == hand + 1


def test_8_5_3_4_if_you_played_a_card() -> None:
    """ "Choose up to 1 X in your hand and play it. If you played a card, draw 1 card":
    none chosen, nothing is drawn; one played, 1 is drawn."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "hand")
    play_then_draw = {
        "if_done": {
            "do": [{"play": {"up_to": 1, "zone": "hand", "type": "battle"}}],
            "then": [{"draw": 1}],
            "done": "play",
        }
    }
    hand = len(g.zone(0, "hand").cards)
    run(step(play_then_draw).run(g, pending(g, 0, leader(g, 0))), ())
    assert len(g.zone(0, "hand").cards) == hand
    run(step(play_then_draw).run(g, pending(g, 0, leader(g, 0))), pick(card))
    assert card.zone.name == "battle" and len(g.zone(0, "hand").cards) == hand  # one played, one drawn


@pytest.mark.parametrize(("rid", "warped"), [("dbscg", True), ("dbscg-1.0", False)])
def test_11_4_1_send_this_card_to_its_owners_warp(rid: str, warped: bool) -> None:
    """ "Send this card to its owner's Warp": face up to the Warp (DBS 11-4-1); there is
    no Warp in ver.1.00 and nothing happens (DBS1.0 1-3-2)."""
    _, g = new_game(rid)
    card = take(g, 0, "DBR-002", "battle")
    run(step({"warp_self": True}).run(g, pending(g, 0, card)))
    assert (card.zone.name == "warp" and card.face_up) if warped else card.zone.name == "battle"


INSTEAD = (
    "[Counter: Play] If the Battle Card being played has an energy cost of {n} or less, it's {to} instead of being"
    " played."
)


@pytest.mark.parametrize(
    ("to", "zone", "bottom"),
    [
        ("placed in its owner's Drop Area", "drop", False),
        ("returned to its owner's hand", "hand", False),
        ("placed at the bottom of its owner's deck", "deck", True),
        ("sent to its owner's Warp", "warp", False),
    ],
)
def test_6_3_1_2_1_2_the_battle_card_being_played_goes_elsewhere_instead(to: str, zone: str, bottom: bool) -> None:
    """DBS 6-3-1-2-1-2, 10-10-3-1: a [Counter: Play] answering the play of a Battle Card whose
    energy cost is within the number sends it elsewhere instead; its cost stays paid."""
    rs, g = new_game()
    pip = take(g, 0, "DBR-002", "hand")
    energy(g, 0, "DBR-008", 1)
    undertow = take(g, 1, "DBB-011", "hand")
    with_text(undertow, INSTEAD.format(n=3, to=to))
    energy(g, 1, "DBB-002", 2)
    run(main_phase(rs, g, 0), f"play:{pip.iid}", f"counter:{undertow.iid}", "end")
    assert pip.zone.name == zone and undertow.zone.name == "drop"
    assert g.zone(0, "energy").cards[0].orientation == REST
    if bottom:
        assert g.zone(0, "deck").cards[0] is pip  # the bottom
    assert not any("plays " + pip.name in t for t in notes(g))


def test_6_3_1_2_1_2_a_costlier_battle_card_is_played() -> None:
    """The card being played costs more than the number: the if does nothing; it is played."""
    rs, g = new_game()
    pip = take(g, 0, "DBR-002", "hand")
    energy(g, 0, "DBR-008", 1)
    undertow = take(g, 1, "DBB-011", "hand")
    with_text(undertow, INSTEAD.format(n=0, to="placed in its owner's Drop Area"))
    energy(g, 1, "DBB-002", 2)
    run(main_phase(rs, g, 0), f"play:{pip.iid}", f"counter:{undertow.iid}", "end")
    assert pip.zone.name == "battle" and pip.orientation == STAND


def test_6_3_1_2_1_2_played_in_rest_mode_with_its_skills_negated() -> None:
    """ "The Battle Card being played is played in Rest Mode with its skills negated for the
    turn": placed in Rest Mode, its skills negated for the turn (DBS 8-3-2)."""
    rs, g = new_game()
    pip = take(g, 0, "DBR-002", "hand")
    energy(g, 0, "DBR-008", 1)
    undertow = take(g, 1, "DBB-011", "hand")
    with_text(
        undertow,
        "[Counter: Play] The Battle Card being played is played in Rest Mode with its skills negated for the turn.",
    )
    energy(g, 1, "DBB-002", 2)
    run(main_phase(rs, g, 0), f"play:{pip.iid}", f"counter:{undertow.iid}", "end")
    assert pip.zone.name == "battle" and pip.orientation == REST
    assert any("plays " + pip.name + " in Rest Mode" in t for t in notes(g))
    assert (pip.iid, pip.incarnation) in turn_state(g).negated


def test_4_7_2_3_no_battle_card_is_being_played() -> None:
    """Outside the counter timing of a Battle Card's play no card is being played: nothing happens."""
    _, g = new_game()
    pip = take(g, 0, "DBR-002", "hand")
    run(step({"instead_of_play": "drop"}).run(g, pending(g, 1, leader(g, 1))))
    run(step({"played_as": {"rest": True}}).run(g, pending(g, 1, leader(g, 1))))
    assert pip.zone.name == "hand"
    assert sum("no Battle Card is being played" in t for t in notes(g)) == 2


def _only_one(card: Card, kind: str) -> None:
    card.card = replace(card.card, stats={**card.card.stats, "only_one": kind})


@pytest.mark.parametrize("kind", ["name", "copy"])
def test_8_1_4_only_one_of_this_card_can_be_played_in_your_battle_area(kind: str) -> None:
    """[Permanent] "Only 1 {this card} / copy of this card can be played in your Battle Area":
    another card of its name (number, DBS 5-1-3-1) is not offered to play, nor played when a
    skill that plays a card chooses it; other cards are; the opponent is not limited; with the skills of
    the card in play negated for the turn (DBS 8-3-2) the copy is offered again."""
    rs, g = new_game()
    here = take(g, 0, "DBR-002", "battle")
    _only_one(here, kind)
    again = take(g, 0, "DBR-002", "hand")
    other = take(g, 0, "DBR-004", "hand")
    energy(g, 0, "DBR-003", 3)
    keys = [o.key for o in main_options(rs, g, 0)]
    assert f"play:{again.iid}" not in keys and f"play:{other.iid}" in keys
    run(step({"play": {"up_to": 1, "zone": "hand", "type": "battle"}}).run(g, pending(g, 0, leader(g, 0))), pick(again))
    assert again.zone.name == "hand" and any(f"{again.name} can't be played" in t for t in notes(g))
    assert not play_barred(g, 1, fresh_card(g, 1, "DBR-002", "hand").card)
    turn_state(g).negated.add((here.iid, here.incarnation))
    assert f"play:{again.iid}" in [o.key for o in main_options(rs, g, 0)]


@pytest.mark.parametrize(("rid", "moved"), [("dbscg", True), ("dbscg-1.0", False)])
def test_3_10_cards_chosen_in_your_warp(rid: str, moved: bool) -> None:
    """ "Place up to 2 black Battle Cards from your Warp in your Drop Area", "choose up to 1 Battle
    Card in your Warp and play it": the Warp's cards are chosen (DBS 3-10); there is no Warp in
    ver.1.00 and none are (DBS1.0 1-3-2)."""
    _, g = new_game(rid)
    back, played = take(g, 0, "DBR-002", "hand"), take(g, 0, "DBR-004", "hand")
    if moved:
        for c in (back, played):
            g.move(c, g.zone(0, "warp"), face_up=True)
    answers = (pick(back),) if moved else ()
    run(step({"put": {"up_to": 2, "zone": "warp", "type": "battle", "to": "drop"}}).run(g, pending(g, 0)), *answers)
    answers = (pick(played),) if moved else ()
    run(step({"play": {"up_to": 1, "zone": "warp", "type": "battle"}}).run(g, pending(g, 0)), *answers)
    if moved:
        assert back.zone.name == "drop" and played.zone.name == "battle"
    else:
        assert back.zone.name == "hand" and played.zone.name == "hand"


def test_8_5_3_one_of_your_opponents_battle_cards_or_energy() -> None:
    """ "Choose up to 1 of your opponent's Battle Cards or energy and switch it to Rest Mode": a card
    of either area is offered (DBS 8-5-3), the one chosen is switched."""
    _, g = new_game()
    theirs = take(g, 1, "DBB-002", "battle")
    (power_card,) = energy(g, 1, "DBB-002", 1)
    offered: list[int] = []

    def choose(d: Decision) -> tuple[str, ...]:
        offered.extend(o.card for o in d.options if o.card is not None)
        return tuple(o.key for o in d.options if o.card == power_card.iid)

    run(step({"rest": {"up_to": 1, "zone": ["battle", "energy"], "owner": "opponent"}}).run(g, pending(g, 0)), choose)
    assert {theirs.iid, power_card.iid} <= set(offered)
    assert power_card.orientation == REST and theirs.orientation == STAND


def _field(card: Card, name: str, value: str) -> None:
    card.card = replace(card.card, stats={**card.card.stats, name: value})


@pytest.mark.parametrize(
    ("value", "by_skill", "in_battle"),
    [("opponent_skills", False, True), ("battle", True, False), ("any", False, False)],
)
def test_8_1_4_this_card_cant_be_kod(value: str, by_skill: bool, in_battle: bool) -> None:
    """[Permanent] "This card can't be KO'd by your opponent's skills / in battle / at all": the KO
    barred is not carried out (DBS 1-3-3); the card's skills negated, it is KO-ed (DBS 8-3-2)."""
    _, g = new_game()
    card = take(g, 1, "DBB-002", "battle")
    _field(card, "no_ko", value)
    run(ko(g, card, by_opponent=True, why="test", cause="skill"))
    assert (card.zone.name == "drop") is by_skill
    if card.zone.name == "battle":
        run(ko(g, card, by_opponent=True, why="test", cause="battle"))
        assert (card.zone.name == "drop") is in_battle
    card = take(g, 1, "DBB-002", "battle")
    _field(card, "no_ko", value)
    turn_state(g).negated.add((card.iid, card.incarnation))
    run(ko(g, card, by_opponent=True, why="test", cause="skill"))
    assert card.zone.name == "drop"


def test_8_1_4_this_card_cant_be_removed_by_your_opponents_skills() -> None:
    """[Permanent] "This card can't be removed from your Battle Area by your opponent's skills": the
    opponent's skills neither return it to the hand nor KO it; its master's own skills do."""
    _, g = new_game()
    card = take(g, 1, "DBB-002", "battle")
    _field(card, "unremovable", "opponent")
    to_hand = {"put": {"up_to": 1, "zone": "battle", "type": "battle", "owner": "opponent", "to": "hand"}}
    run(step(to_hand).run(g, pending(g, 0)))
    run(ko(g, card, by_opponent=True, why="test", cause="skill"))
    assert card.zone.name == "battle"
    run(ko(g, card, by_opponent=True, why="test", cause="battle"))
    assert card.zone.name == "drop"  # not a skill
    mine = take(g, 0, "DBR-002", "battle")
    _field(mine, "unremovable", "opponent")
    own = {"put": {"up_to": 1, "zone": "battle", "type": "battle", "to": "hand"}}
    run(step(own).run(g, pending(g, 0)), pick(mine))
    assert mine.zone.name == "hand"


@pytest.mark.parametrize(("rid", "offered"), [("dbscg", True), ("dbscg-1.0", False)])
def test_8_4_2_2_an_extra_cards_skill_cost_must_be_payable(rid: str, offered: bool) -> None:
    """An Extra Card in the hand whose [Activate: Main] skill cost sends cards of the hand to the
    Warp is offered only when that cost can be paid: there is no Warp in ver.1.00 (DBS1.0 1-3-2)."""
    rs, g = new_game(rid)
    insight = fresh_card(g, 1, "DBB-012", "hand")
    insight.card = replace(
        insight.card,
        abilities=(
            parse_ability(
                {
                    "kind": "act",
                    "zones": ["hand"],
                    "cost": [{"hand_to_warp_of": {"count": 1, "zone": "hand"}}],
                    "effect": [{"draw": 2}],
                    "params": {"timing": "main"},
                },
                "dbscg",
            ),
        ),
    )
    take(g, 1, "DBB-011", "hand")
    energy(g, 1, "DBB-002", 2)
    assert (f"extra:{insight.iid}" in [o.key for o in main_options(rs, g, 1)]) is offered
