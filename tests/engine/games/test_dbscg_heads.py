"""Rules tests of the heads of skills compiled from Dragon Ball Super card
text, played on real game states: triggers ("when you combo with this card
from the Battle Area", "when this card is played or attacks", "when this
card attacks a Battle Card" with [Once per turn]), conditions and costs
printed before a colon. The card text is original, in the patterns of real
cards."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.abilities import Ability, parse_ability
from engine.cardtext import compile_card
from engine.decisions import Decision
from engine.flow import check_timing
from engine.games.dbscg.abilities import field_skills
from engine.games.dbscg.battle import attack
from engine.games.dbscg.damage import ko
from engine.games.dbscg.stacks import cards_under, place_under
from engine.games.dbscg.state import game_state
from engine.games.dbscg.stats import power
from engine.games.dbscg.turn import main_options, main_phase
from engine.state import REST, STAND, Card, Game
from tests.engine.games.dbs import Flow, drive, energy, leader, new_game, run, take


def ability(text: str, ctype: str = "battle") -> Ability:
    """The one ability ``text`` compiles to exactly."""
    (r,) = compile_card("dbscg", {"type": ctype, "text": text}).results
    assert r.compiled and r.ability is not None, r.reason
    return parse_ability(r.ability, "dbscg")


def with_text(card: Card, text: str) -> Ability:
    """Give ``card`` (a demo card in a test game) the skill of ``text`` instead of its own."""
    ab = ability(text, card.card.type)
    card.card = replace(card.card, abilities=(ab,))
    return ab


def deck_size(g: Game, seat: int = 0) -> int:
    return len(g.zone(seat, "deck").cards)


def play_out(flow: Flow, first: str) -> None:
    """Answer ``first``, then pass (or take the first option) until the flow ends."""
    keys: tuple[str, ...] = (first,)
    try:
        d = next(flow)
        while True:
            d = flow.send(d.chosen(d.normalise(keys)))
            options = [o.key for o in d.options]
            keys = ("pass",) if "pass" in options else (options[0],)
    except StopIteration:
        return


# -- triggers ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("from_battle", [True, False])
def test_7_2_1_2_1_when_you_combo_with_this_card_from_the_battle_area(from_battle: bool) -> None:
    """Moved from the Battle Area to the Combo Area (DBS 7-2-1-2-1) the card
    draws 1; placed there from the hand (DBS 7-2-1-2-2) it does not."""
    rs, g = new_game()
    helper = take(g, 0, "DBR-004", "battle" if from_battle else "hand")
    with_text(helper, "[Auto] When you combo with this card from the Battle Area, draw 1 card.")
    energy(g, 0, "DBR-002", 2)
    before = deck_size(g)
    play_out(attack(rs, g, leader(g, 0), leader(g, 1)), f"combo:{helper.iid}")
    assert helper.zone.name == "drop"
    assert deck_size(g) == before - from_battle


def test_8_6_2_when_this_card_is_played_or_attacks() -> None:
    """Either event makes the one skill pending: played from the hand
    (DBS 6-3-1-2-1-4), then its attack (DBS 7-1-1) — twice without a limit."""
    rs, g = new_game()
    card = take(g, 0, "DBR-002", "hand")
    with_text(card, "[Auto] When this card is played or attacks, draw 1 card.")
    energy(g, 0, "DBR-003", 3)
    before = deck_size(g)
    run(main_phase(rs, g, 0), f"play:{card.iid}", "end")
    assert card.zone.name == "battle" and deck_size(g) == before - 1
    play_out(attack(rs, g, card, leader(g, 1)), "pass")
    assert deck_size(g) == before - 2


def test_7_1_1_when_this_card_attacks_a_battle_card_once_per_turn() -> None:
    """ "[Auto][Once per turn] When this card attacks a Battle Card, draw 1
    card": the card attacked, chosen as the attack is declared (DBS 7-1-1), is
    part of the trigger condition; an attack on the Leader Card neither draws
    nor spends the turn's use, the first attack on a Battle Card draws, the
    second does not (DBS 10-11-5)."""
    rs, g = new_game()
    me = take(g, 0, "DBR-002", "battle")
    with_text(me, "[Auto][Once per turn] When this card attacks a Battle Card, draw 1 card.")
    before = deck_size(g)
    for target, drawn in ((leader(g, 1), 0), (take(g, 1, "DBB-004", "battle", orientation=REST), 1)):
        g.set_orientation(me, STAND)
        play_out(attack(rs, g, me, target), "pass")
        assert deck_size(g) == before - drawn
    g.set_orientation(me, STAND)
    play_out(attack(rs, g, me, take(g, 1, "DBB-004", "battle", orientation=REST)), "pass")
    assert deck_size(g) == before - 1


# -- costs before the colon ---------------------------------------------------------------------------


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
def test_11_4_1_activate_main_from_the_drop_area_sending_this_card_to_the_warp(rid: str) -> None:
    """ "[Activate Main]R, send this card from your Drop Area to your Warp :
    Draw 2 cards": the skill is offered while the card is in the Drop Area (its
    cost names that area, DBS 2-12-2), not in the Battle Area; paying it rests a
    red energy and sends the card face up to its owner's Warp (DBS 8-4-2-1,
    11-4-1), then the player draws 2. Version 1.00 has no Warp: never offered."""
    rs, g = new_game(rid)
    text = "[Activate Main]R, send this card from your Drop Area to your Warp : Draw 2 cards."
    on_field = take(g, 0, "DBR-004", "battle")
    with_text(on_field, text)
    card = take(g, 0, "DBR-002", "drop")
    with_text(card, text)
    red = energy(g, 0, "DBR-003", 1)[0]
    offered = [c for c, _ in field_skills(g, 0, "main")]
    assert on_field not in offered
    if rid == "dbscg-1.0":
        assert card not in offered
        return
    assert card in offered and f"skill:{card.iid}" in [o.key for o in main_options(rs, g, 0)]
    before = deck_size(g)
    run(main_phase(rs, g, 0), f"skill:{card.iid}", "end")
    assert card.zone.name == "warp" and card.face_up
    assert red.orientation == REST and deck_size(g) == before - 2


def test_8_4_2_2_a_drop_area_skill_whose_cost_cannot_be_paid_is_not_offered() -> None:
    """ "G, if your Leader Card is green and you send this card ...": a red
    Leader Card (Player 1's) fails the condition; no green energy fails the cost."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "drop")
    warp = "send this card from your Drop Area to your Warp : Draw 1 card."
    with_text(card, f"[Activate Main]R, if your Leader Card is green and you {warp}")
    energy(g, 0, "DBR-003", 1)
    assert card not in [c for c, _ in field_skills(g, 0, "main")]
    with_text(card, f"[Activate Main]G, {warp}")
    assert card not in [c for c, _ in field_skills(g, 0, "main")]
    with_text(card, f"[Activate Main]R, if your Leader Card is red and you {warp}")
    assert card in [c for c, _ in field_skills(g, 0, "main")]


def _offered(g: Game, card: Card) -> bool:
    return card in [c for c, _ in field_skills(g, 0, "main")]


def test_8_4_1_cost_discard_a_card_of_a_kind() -> None:
    """ "Choose 1 《Beastfolk》 card in your hand and discard it : Draw 2
    cards": without such a card in the hand the cost cannot be paid
    (DBS 8-4-2-2); with one, that card (and only it) goes to the Drop Area."""
    rs, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    with_text(card, "[Activate Main] Choose 1 《Beastfolk》 card in your hand and discard it : Draw 2 cards.")
    other = take(g, 0, "DBR-004", "hand")  # Ember Clan only
    assert not _offered(g, card)
    beast = take(g, 0, "DBR-003", "hand")  # Ember Clan and Beastfolk
    assert _offered(g, card)
    before = deck_size(g)
    run(main_phase(rs, g, 0), f"skill:{card.iid}", "end")
    assert beast.zone.name == "drop" and other.zone.name == "hand" and deck_size(g) == before - 2


def test_8_4_1_cost_place_a_battle_card_of_a_kind_in_the_drop_area() -> None:
    """ "Place 1 of your 《Skyborn》 Battle Cards in the Drop Area : Draw 1
    card" of a Leader Card: the chosen Battle Card is placed, not KO-ed
    (DBS 10-1-2); with none in the Battle Area the skill is not offered."""
    rs, g = new_game()
    lead = leader(g, 0)
    with_text(lead, "[Activate Main] Place 1 of your 《Skyborn》 Battle Cards in the Drop Area : Draw 1 card.")
    take(g, 0, "DBR-004", "battle")
    assert not _offered(g, lead)
    sky = take(g, 0, "DBR-006", "battle")
    assert _offered(g, lead)
    run(main_phase(rs, g, 0), f"skill:{lead.iid}", "end")
    assert sky.zone.name == "drop"
    assert not any(getattr(e, "what", "") == "ko" for e in g.journal)


def test_10_1_cost_ko_a_card_of_a_kind() -> None:
    """ "Choose 1 {Pyre Monk Oru} in your Battle Area and KO it : Draw 1
    card": the cost KOs that Battle Card (DBS 10-1-1), so its "when this card
    is KO-ed" skill triggers (DBS 8-6-5)."""
    rs, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    with_text(card, "[Activate Main] Choose 1 {Pyre Monk Oru} in your Battle Area and KO it : Draw 1 card.")
    assert not _offered(g, card)
    monk = take(g, 0, "DBR-004", "battle")
    with_text(monk, "[Auto] When this card is KO'd, draw 1 card.")
    before = deck_size(g)
    run(main_phase(rs, g, 0), f"skill:{card.iid}", "end")
    assert monk.zone.name == "drop" and deck_size(g) == before - 2


def test_4_8_cost_switch_an_active_card_of_a_kind_to_rest_mode() -> None:
    """ "Choose 1 {Pyre Monk Oru} in your Battle Area and switch it to Rest
    Mode : Draw 1 card": a card already in Rest Mode cannot be switched to pay
    it (DBS 8-4-2-2); an Active one is."""
    rs, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    with_text(
        card, "[Activate Main] Choose 1 {Pyre Monk Oru} in your Battle Area and switch it to Rest Mode : Draw 1 card."
    )
    monk = take(g, 0, "DBR-004", "battle", orientation=REST)
    assert not _offered(g, card)
    g.set_orientation(monk, STAND)
    run(main_phase(rs, g, 0), f"skill:{card.iid}", "end")
    assert monk.orientation == REST and card.orientation == STAND


@pytest.mark.parametrize("where", ["hand", "battle"])
def test_8_4_1_a_battle_card_skill_discarding_this_card_from_the_hand(where: str) -> None:
    """ "[Activate Main]R, discard this card from your hand : Draw 2 cards": the
    skill of a Battle Card in the hand (its cost names the hand, DBS 2-12-2);
    activating it pays the red sphere and discards the card, not the card's
    energy cost (DBS 8-4-2-1); on the field it is not offered."""
    rs, g = new_game()
    card = take(g, 0, "DBR-005", where)  # energy cost 3
    with_text(card, "[Activate Main]R, discard this card from your hand : Draw 2 cards.")
    red = energy(g, 0, "DBR-003", 3)
    assert _offered(g, card) is (where == "hand")
    if where != "hand":
        return
    before = deck_size(g)
    run(main_phase(rs, g, 0), f"skill:{card.iid}", "end")
    assert card.zone.name == "drop" and deck_size(g) == before - 2
    assert [c.orientation for c in red].count(REST) == 1


def test_8_6_2_when_you_activate_this_card_a_counter() -> None:
    """An Extra Card's "[Auto] When you activate this card, draw 1 card" is
    fulfilled when the card is activated by its [Counter] skill (DBS 10-10-2,
    8-5-2): its master draws, and the attack is negated."""
    rs, g = new_game()
    me = take(g, 0, "DBR-002", "battle")
    counter = take(g, 1, "DBB-013", "hand")
    texts = ["[Counter Attack] Negate the attack.", "[Auto] When you activate this card, draw 1 card."]
    (a, b) = compile_card("dbscg", {"type": "extra", "text": "\n".join(texts)}).results
    assert a.compiled and b.compiled and a.ability is not None and b.ability is not None
    counter.card = replace(
        counter.card, abilities=(parse_ability(a.ability, "dbscg"), parse_ability(b.ability, "dbscg"))
    )
    energy(g, 1, "DBB-002", 2)
    before = deck_size(g, 1)

    def answer(d: Decision) -> str:
        keys = [o.key for o in d.options]
        return f"counter:{counter.iid}" if f"counter:{counter.iid}" in keys else "pass" if "pass" in keys else keys[0]

    drive(attack(rs, g, me, leader(g, 1)), answer)
    assert counter.zone.name == "drop"
    assert deck_size(g, 1) == before - 1


# -- counting conditions ------------------------------------------------------------------------------


def test_4_8_1_cards_in_rest_mode_count_leader_battle_and_energy() -> None:
    """ "If your opponent has 3 or more cards in Rest Mode : Draw 1 card": the
    opponent's cards in Rest Mode in the Leader, Battle and Energy Areas count
    (DBS 4-8-1); Active ones and cards of other areas do not."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    with_text(card, "[Activate Main] If your opponent has 3 or more cards in Rest Mode : Draw 1 card.")
    take(g, 1, "DBB-002", "battle", orientation=REST)
    take(g, 1, "DBB-003", "energy", orientation=REST)
    take(g, 1, "DBB-004", "energy")  # Active
    take(g, 1, "DBB-006", "drop")
    assert not _offered(g, card)
    g.set_orientation(leader(g, 1), REST)
    assert _offered(g, card)


def test_4_8_1_total_in_rest_mode_of_both_players_and_an_empty_battle_area() -> None:
    """ "If the total number of cards in Rest Mode between you and your opponent
    is 2 or more" counts both players; "if there are no cards in your Battle
    Area" holds only while it is empty."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    with_text(
        card,
        "[Activate Main] If the total number of cards in Rest Mode between you and your opponent is 2 or more : "
        "Draw 1 card.",
    )
    take(g, 0, "DBR-003", "energy", orientation=REST)
    assert not _offered(g, card)
    take(g, 1, "DBB-003", "energy", orientation=REST)
    assert _offered(g, card)
    lead = leader(g, 0)
    with_text(lead, "[Activate Main] If there are no cards in your Battle Area : Draw 1 card.")
    assert not _offered(g, lead)
    g.move(card, g.zone(0, "drop"), why="test")
    assert _offered(g, lead)


def test_2_4_1_all_of_your_energy_is_a_color_and_colored_energy_counts() -> None:
    """ "If all of your energy is red": every card of the Energy Area is red (a
    red/blue card is red, DBS 2-4-1); "mono-red" is red alone; "3 or more red
    energy" counts the red ones."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    red = energy(g, 0, "DBR-003", 2)
    for text, holds in (
        ("If all of your energy is red", True),
        ("If all of your energy is mono-red", True),
        ("If you have 3 or more red energy", False),
    ):
        with_text(card, f"[Activate Main] {text} : Draw 1 card.")
        assert _offered(g, card) is holds, text
    red[0].card = replace(red[0].card, stats={**red[0].card.stats, "color": ["red", "blue"]})
    other = take(g, 0, "DBR-004", "energy")
    for text, holds in (
        ("If all of your energy is red", True),
        ("If all of your energy is mono-red", False),
        ("If you have 3 or more red energy", True),
        ("If you have 3 or more mono-red energy", False),
    ):
        with_text(card, f"[Activate Main] {text} : Draw 1 card.")
        assert _offered(g, card) is holds, text
    other.card = replace(other.card, stats={**other.card.stats, "color": "blue"})
    with_text(card, "[Activate Main] If all of your energy is red : Draw 1 card.")
    assert not _offered(g, card)


# -- the other player's attack, this card's mode ------------------------------------------------------


@pytest.mark.parametrize("at_leader", [True, False])
def test_7_1_1_when_your_opponent_attacks_a_leader_card_if_this_card_is_in_rest_mode(at_leader: bool) -> None:
    """ "[Auto] If this card is in Rest Mode : When your opponent attacks a
    Leader Card, draw 1 card": Player 2's card in Rest Mode (DBS 4-8-1) draws
    when Player 1 attacks Player 2's Leader Card, not a Battle Card; Active, it
    does not."""
    rs, g = new_game()
    watcher = take(g, 1, "DBB-002", "battle", orientation=REST)
    with_text(watcher, "[Auto] If this card is in Rest Mode : When your opponent attacks a Leader Card, draw 1 card.")
    game_state(g).whens = frozenset({*game_state(g).whens, "opponent_attacks_leader"})
    me = take(g, 0, "DBR-002", "battle")
    target = leader(g, 1) if at_leader else watcher
    before = deck_size(g, 1)
    drive(attack(rs, g, me, target), _no_choice)
    assert deck_size(g, 1) == before - at_leader
    if at_leader:
        g.set_orientation(watcher, STAND)
        g.set_orientation(me, STAND)
        drive(attack(rs, g, me, leader(g, 1)), _no_choice)
        assert deck_size(g, 1) == before - 1


def test_7_1_1_when_your_opponent_attacks_with_a_battle_card() -> None:
    """ "When your opponent attacks with a Battle Card": an attack by the
    Leader Card does not fulfil it; "when one of your opponent's cards attacks"
    is fulfilled by both."""
    rs, g = new_game()
    any_card = take(g, 1, "DBB-002", "battle")
    with_text(any_card, "[Auto] When one of your opponent's cards attacks, draw 1 card.")
    battle_only = take(g, 1, "DBB-003", "battle")
    with_text(battle_only, "[Auto] When your opponent attacks with a Battle Card, draw 1 card.")
    game_state(g).whens = frozenset({*game_state(g).whens, "opponent_attacks", "opponent_attacks_with_battle"})
    before = deck_size(g, 1)
    drive(attack(rs, g, leader(g, 0), leader(g, 1)), _no_choice)
    assert deck_size(g, 1) == before - 1
    me = take(g, 0, "DBR-002", "battle")
    drive(attack(rs, g, me, leader(g, 1)), _no_choice)
    assert deck_size(g, 1) == before - 3


def _no_choice(d: Decision) -> str:
    """Pass, decline, or else the first option."""
    keys = [o.key for o in d.options]
    return next((k for k in ("pass", "no") if k in keys), keys[0])


def test_7_2_1_2_combos_watched_by_both_players() -> None:
    """ "[Auto] When you combo, draw 1 card" of Player 1's Leader Card and
    "[Auto] When your opponent combos, draw 1 card" of Player 2's Battle Card:
    Player 1's combo (DBS 7-2-1-2-2) makes both pending."""
    rs, g = new_game()
    with_text(leader(g, 0), "[Auto] When you combo, draw 1 card.")
    watcher = take(g, 1, "DBB-004", "battle")
    with_text(watcher, "[Auto] When your opponent combos, draw 1 card.")
    game_state(g).whens = frozenset({*game_state(g).whens, "you_combo", "opponent_combo"})
    helper = take(g, 0, "DBR-004", "hand")
    energy(g, 0, "DBR-002", 2)
    mine, theirs = deck_size(g, 0), deck_size(g, 1)
    play_out(attack(rs, g, leader(g, 0), leader(g, 1)), f"combo:{helper.iid}")
    assert helper.zone.name == "drop"
    assert (deck_size(g, 0), deck_size(g, 1)) == (mine - 1, theirs - 1)


def test_10_1_kos_watched_from_the_field() -> None:
    """A KO (DBS 10-1) of Player 2's Battle Card: Player 1's "when one of your
    opponent's Battle Cards is KO'd" and Player 2's Leader Card's "when one of
    your Battle Cards is KO'd" both draw; a card merely placed in the Drop Area
    (not KO-ed, DBS 10-1-2) does not."""
    _, g = new_game()
    mine = take(g, 0, "DBR-002", "battle")
    with_text(mine, "[Auto] When one of your opponent's Battle Cards is KO'd, draw 1 card.")
    with_text(leader(g, 1), "[Auto] When one of your Battle Cards is KO'd, draw 1 card.")
    game_state(g).whens = frozenset({*game_state(g).whens, "ally_ko", "opponent_ko"})
    foe = take(g, 1, "DBB-004", "battle")
    other = take(g, 1, "DBB-003", "battle")
    before = (deck_size(g, 0), deck_size(g, 1))
    run(ko(g, foe, by_opponent=True, why="test", by=mine))
    drive(check_timing(g), _no_choice)
    assert (deck_size(g, 0), deck_size(g, 1)) == (before[0] - 1, before[1] - 1)
    g.move(other, g.zone(1, "drop"), why="test")
    drive(check_timing(g), _no_choice)
    assert (deck_size(g, 0), deck_size(g, 1)) == (before[0] - 1, before[1] - 1)


def test_10_13_1_when_you_play_this_card_with_union() -> None:
    """ "[Auto] When you play this card with [Union], draw 1 card": played by its
    [Union-Fusion] (DBS 10-13-3-4) it draws; played from the hand paying its
    cost, it does not."""
    rs, g = new_game()
    fused = take(g, 0, "DBX-004", "hand")
    with_text(fused, "[Auto] When you play this card with [Union], draw 1 card.")
    take(g, 0, "DBR-008", "hand")
    take(g, 0, "DBR-010", "hand")
    before = deck_size(g)
    run(main_phase(rs, g, 0), f"fusion:{fused.iid}", "end")
    assert fused.zone.name == "battle" and deck_size(g) == before - 1
    plain = take(g, 0, "DBR-002", "hand")
    with_text(plain, "[Auto] When you play this card with [Union], draw 1 card.")
    energy(g, 0, "DBR-003", 2)
    before = deck_size(g)
    run(main_phase(rs, g, 0), f"play:{plain.iid}", "end")
    assert plain.zone.name == "battle" and deck_size(g) == before


def test_10_24_when_you_play_this_card_with_swap() -> None:
    """ "[Auto] When you play this card with [Swap], draw 1 card": the card
    [Swap 2] plays from the hand (DBS 10-24-3) draws."""
    rs, g = new_game()
    tamsin = take(g, 0, "DBX-009", "battle")
    brawler = take(g, 0, "DBR-003", "hand")  # cost 2
    with_text(brawler, "[Auto] When you play this card with [Swap], draw 1 card.")
    energy(g, 0, "DBR-002", 1)
    before = deck_size(g)
    run(main_phase(rs, g, 0), f"swap:{tamsin.iid}", (str(brawler.iid),), "end")
    assert brawler.zone.name == "battle" and deck_size(g) == before - 1


@pytest.mark.parametrize(
    ("what", "usable"),
    [
        ("green or a 《Ember Clan》 card", True),
        ("red or a 《Tidal Court》 card", True),
        ("blue or a 《Giant》 card", False),
        ("a <Kaito> or <Mirella> card", True),
        ("a <Mirella> or <Oru> card", False),
    ],
)
def test_2_6_4_a_leader_card_of_either_description(what: str, usable: bool) -> None:
    """ "If your Leader Card is green or a 《X》 card": either description fits
    (DBS 2-4, 2-6-4; Player 1's demo leader is a red 《Ember Clan》 card)."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    with_text(card, f"[Activate Main] If your Leader Card is {what} : Draw 1 card.")
    assert _offered(g, card) is usable


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
def test_11_4_1_costs_sending_this_card_and_a_card_of_the_hand_to_the_warp(rid: str) -> None:
    """ "Send this card to its owner's Warp : Draw 1 card" and "Choose 1 card in
    your hand and send it to your Warp : Draw 1 card": the cards go face up to
    the Warp (DBS 11-4-1); version 1.00 has no Warp: neither is offered."""
    rs, g = new_game(rid)
    card = take(g, 0, "DBR-002", "battle")
    with_text(card, "[Activate Main] Send this card to its owner's Warp : Draw 1 card.")
    other = take(g, 0, "DBR-004", "battle")
    with_text(other, "[Activate Main] Choose 1 card in your hand and send it to your Warp : Draw 1 card.")
    in_hand = take(g, 0, "DBR-003", "hand")
    offered = [c for c, _ in field_skills(g, 0, "main")]
    if rid == "dbscg-1.0":
        assert card not in offered and other not in offered
        return
    assert card in offered and other in offered
    run(main_phase(rs, g, 0), f"skill:{card.iid}", f"skill:{other.iid}", (str(in_hand.iid),), "end")
    assert card.zone.name == "warp" and in_hand.zone.name == "warp" and in_hand.face_up


def test_7_4_1_8_at_the_end_of_the_battle_after_this_card_attacks() -> None:
    """ "[Auto] At the end of the battle after this card attacks, draw 1 card":
    the attack card draws at the end of its battle (DBS 7-4-1-8); a card that
    did not attack does not."""
    rs, g = new_game()
    text = "[Auto] At the end of the battle after this card attacks, draw 1 card."
    me = take(g, 0, "DBR-002", "battle")
    with_text(me, text)
    idle = take(g, 0, "DBR-004", "battle")
    with_text(idle, text)
    game_state(g).whens = frozenset({*game_state(g).whens, "attack_battle_end"})
    before = deck_size(g)
    drive(attack(rs, g, me, leader(g, 1)), _no_choice)
    assert deck_size(g) == before - 1


def test_2_4_all_battle_cards_of_one_color_and_the_opponents_combo_area() -> None:
    """ "If all of your Battle Cards are red and no other color" holds while every
    Battle Card of the Battle Area is mono-red; "if there are no cards in your
    opponent's Combo Area" while it is empty."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    with_text(card, "[Activate Main] If all of your Battle Cards are red and no other color : Draw 1 card.")
    assert _offered(g, card)
    blue = take(g, 0, "DBR-004", "battle")
    blue.card = replace(blue.card, stats={**blue.card.stats, "color": ["red", "blue"]})
    assert not _offered(g, card)
    g.move(blue, g.zone(0, "drop"), why="test")
    with_text(card, "[Activate Main] If there are no cards in your opponent's Combo Area : Draw 1 card.")
    assert _offered(g, card)
    take(g, 1, "DBB-004", "combo")
    assert not _offered(g, card)


def test_8_1_3_activate_main_battle_is_offered_at_both_free_timings() -> None:
    """ "[Activate: Main/Battle] Switch this card to Rest Mode : Draw 1 card" is
    offered in the Main Phase and in a battle's free timing (DBS 6-3-1-2-2,
    7-2-1-2-3); "[Activate: Main]" only in the Main Phase."""
    _, g = new_game()
    both = take(g, 0, "DBR-002", "battle")
    with_text(both, "[Activate: Main/Battle] Switch this card to Rest Mode : Draw 1 card.")
    main = take(g, 0, "DBR-004", "battle")
    with_text(main, "[Activate Main] Switch this card to Rest Mode : Draw 1 card.")
    in_main = [c for c, _ in field_skills(g, 0, "main")]
    in_battle = [c for c, _ in field_skills(g, 0, "battle")]
    assert both in in_main and both in in_battle
    assert main in in_main and main not in in_battle


def test_8_4_1_costs_returning_a_card_and_between_drop_area_and_warp() -> None:
    """ "Choose 1 {Pyre Monk Oru} in your Battle Area and return it to its owner's
    hand" returns that card; "Choose 2 《Ember Clan》 cards in your Drop Area and
    send them to your Warp" needs two such cards there (DBS 8-4-2-2)."""
    rs, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    with_text(
        card,
        "[Activate Main] Choose 1 {Pyre Monk Oru} in your Battle Area and return it to its owner's hand : Draw 1 card.",
    )
    monk = take(g, 0, "DBR-004", "battle")
    run(main_phase(rs, g, 0), f"skill:{card.iid}", "end")
    assert monk.zone.name == "hand"
    with_text(
        card,
        "[Activate Main] Choose 2 《Ember Clan》 cards in your Drop Area and send them to your Warp : Draw 1 card.",
    )
    take(g, 0, "DBR-005", "drop")
    assert not _offered(g, card)
    take(g, 0, "DBR-008", "drop")
    assert _offered(g, card)


def test_11_3_4_costs_placing_a_card_under_this_card_and_revealing_one() -> None:
    """ "Place 1 card from your hand under this card : Draw 1 card" places the
    chosen card under this card (DBS 11-3-4); "Choose 1 《Skyborn》 card from
    your hand and reveal it : Draw 1 card" reveals it, and it stays in the hand."""
    rs, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    with_text(card, "[Activate Main] Place 1 card from your hand under this card : Draw 1 card.")
    spare = take(g, 0, "DBR-004", "hand")
    run(main_phase(rs, g, 0), f"skill:{card.iid}", "end")
    assert spare.zone.name == "under" and cards_under(g, card) == [spare]
    with_text(card, "[Activate Main] Choose 1 《Skyborn》 card from your hand and reveal it : Draw 1 card.")
    sky = take(g, 0, "DBR-006", "hand")
    hand_size = len(g.zone(0, "hand").cards)
    run(main_phase(rs, g, 0), f"skill:{card.iid}", "end")
    assert sky.zone.name == "hand" and len(g.zone(0, "hand").cards) == hand_size + 1


@pytest.mark.parametrize("block", [True, False])
def test_10_4_1_when_this_card_activates_its_blocker_skill(block: bool) -> None:
    """ "[Auto] When this card activates its [Blocker] skill, draw 1 card": Player
    2's [Blocker] card draws when it becomes the guard card (DBS 10-4-1), not when
    its player declines to block."""
    rs, g = new_game()
    sentinel = take(g, 1, "DBB-002", "battle")  # Reef Sentinel has [Blocker]
    ab = with_text(sentinel, "[Auto] When this card activates its [Blocker] skill, draw 1 card.")
    sentinel.card = replace(sentinel.card, abilities=(ab,), stats={**sentinel.card.stats, "keywords": ("blocker",)})
    game_state(g).whens = frozenset({*game_state(g).whens, "activates_blocker"})
    me = take(g, 0, "DBR-002", "battle")
    before = deck_size(g, 1)

    def answer(d: Decision) -> str:
        keys = [o.key for o in d.options]
        if d.prompt.startswith("[Blocker]"):
            return "yes" if block else "no"
        return next((k for k in ("pass", "no") if k in keys), keys[0])

    drive(attack(rs, g, me, leader(g, 1)), answer)
    assert deck_size(g, 1) == before - block


def test_8_6_2_when_this_card_attacks_or_is_attacked() -> None:
    """ "When this card attacks or is attacked": Player 2's card draws when it is
    attacked, and when it attacks in its own turn (DBS 7-1-1)."""
    rs, g = new_game()
    card = take(g, 1, "DBB-004", "battle", orientation=REST)
    with_text(card, "[Auto] When this card attacks or is attacked, draw 1 card.")
    game_state(g).whens = frozenset({*game_state(g).whens, "attacks_or_attacked"})
    before = deck_size(g, 1)
    drive(attack(rs, g, take(g, 0, "DBR-002", "battle"), card), _no_choice)
    assert deck_size(g, 1) == before - 1
    g.active = 1
    g.set_orientation(card, STAND)
    drive(attack(rs, g, card, leader(g, 0)), _no_choice)
    assert deck_size(g, 1) == before - 2


def test_8_4_2_2_this_card_and_one_other_card_of_the_hand() -> None:
    """ "Place this card and 1 other card from your hand in the Drop Area : Draw
    2 cards": alone in the hand the card cannot pay it (DBS 8-4-2-2); with
    another card, both go to the Drop Area."""
    rs, g = new_game()
    card = take(g, 0, "DBR-002", "hand")
    with_text(card, "[Activate Main] Place this card and 1 other card from your hand in the Drop Area : Draw 2 cards.")
    assert not _offered(g, card)
    other = take(g, 0, "DBR-004", "hand")
    assert _offered(g, card)
    before = deck_size(g)
    run(main_phase(rs, g, 0), f"skill:{card.iid}", "end")
    assert card.zone.name == other.zone.name == "drop" and deck_size(g) == before - 2


# -- conditions read with the skill's own card as it resolves ------------------------------------------


def _trait(card: Card, trait: str) -> None:
    card.card = replace(card.card, stats={**card.card.stats, "traits": [trait]})


def test_8_4_if_another_card_of_a_trait_is_in_play_counts_the_others_only() -> None:
    """ "[Auto] When this card attacks, if another 《X》 is in play in your Battle
    Area, draw 1 card": read as the skill resolves (an ``if`` of its effect); the
    attacking 《X》 card itself is not "another" one, a second 《X》 card is."""
    rs, g = new_game()
    me = take(g, 0, "DBR-002", "battle")
    _trait(me, "Test Squad")
    with_text(
        me, "[Auto] When this card attacks, if another 《Test Squad》 is in play in your Battle Area, draw 1 card."
    )
    other = take(g, 0, "DBR-003", "hand")
    _trait(other, "Test Squad")
    before = deck_size(g)
    drive(attack(rs, g, me, leader(g, 1)), _no_choice)
    assert deck_size(g) == before
    g.move(other, g.zone(0, "battle"), why="test")
    g.set_orientation(me, STAND)
    drive(attack(rs, g, me, leader(g, 1)), _no_choice)
    assert deck_size(g) == before - 1


def test_4_8_1_if_this_card_is_in_rest_mode_inside_an_effect() -> None:
    """ "[Activate Main][Once per turn] Draw 1 card. If this card is in Rest
    Mode, draw 1 card": the mode of the skill's own card (DBS 4-8-1), read as
    the step resolves — Active it draws 1, in Rest Mode 2."""
    rs, g = new_game()
    text = "[Activate Main][Once per turn] Draw 1 card. If this card is in Rest Mode, draw 1 card."
    active = take(g, 0, "DBR-002", "battle")
    with_text(active, text)
    rested = take(g, 0, "DBR-003", "battle", orientation=REST)
    with_text(rested, text)
    before = deck_size(g)
    run(main_phase(rs, g, 0), f"skill:{active.iid}", "end")
    assert deck_size(g) == before - 1
    run(main_phase(rs, g, 0), f"skill:{rested.iid}", "end")
    assert deck_size(g) == before - 3


def test_11_3_4_if_there_are_n_or_more_cards_under_this_card() -> None:
    """ "If there are 2 or more (《X》) cards under this card": the cards placed
    under the skill's own card (DBS 11-3-4) — before an [Activate] skill's colon,
    read as it is activated; inside its effect, as the step resolves."""
    rs, g = new_game()
    host = take(g, 0, "DBR-002", "battle")
    other = take(g, 0, "DBR-004", "battle")
    spares = [take(g, 0, card_id, "drop") for card_id in ("DBR-008", "DBR-008", "DBR-010", "DBR-010")]
    with_text(host, "[Activate Main] If there are 2 or more cards under this card : Draw 1 card.")
    place_under(g, spares[0], host)
    place_under(g, spares[2], other)  # under another card: not counted
    assert not _offered(g, host)
    with_text(host, "[Activate Main] If there are 2 or more 《Test Squad》 cards under this card : Draw 1 card.")
    place_under(g, spares[1], host)
    assert not _offered(g, host)
    for spare in spares[:2]:
        _trait(spare, "Test Squad")
    assert _offered(g, host)
    with_text(host, "[Activate Main] Draw 1 card. If there are 3 or more cards under this card, draw 1 card.")
    before = deck_size(g)
    run(main_phase(rs, g, 0), f"skill:{host.iid}", "end")
    assert deck_size(g) == before - 1
    place_under(g, spares[3], host)
    run(main_phase(rs, g, 0), f"skill:{host.iid}", "end")
    assert deck_size(g) == before - 3


def test_7_4_1_4_2_1_when_this_card_kos_your_opponents_battle_card() -> None:
    """ "[Auto] When this card KOs your opponent's Battle Card, draw 1 card": the
    trigger condition "when you KO a card" of a battle its attack card wins against
    a Battle Card (DBS 7-4-1-4-2, 7-4-1-4-2-1); an attack on the Leader Card, or
    one lost, does not fulfil it."""
    rs, g = new_game()
    me = take(g, 0, "DBR-004", "battle")  # 10000 power
    with_text(me, "[Auto] When this card KOs your opponent's Battle Card, draw 1 card.")
    weak = take(g, 1, "DBB-002", "battle", orientation=REST)  # 5000 power
    strong = take(g, 1, "DBB-004", "battle", orientation=REST)  # 15000 power
    before = deck_size(g)
    for target, drawn in ((leader(g, 1), 0), (strong, 0), (weak, 1)):
        g.set_orientation(me, STAND)
        drive(attack(rs, g, me, target), _no_choice)
        assert deck_size(g) == before - drawn
    assert weak.zone.name == "drop" and strong.zone.name == "battle"


def test_6_3_1_2_1_when_your_opponent_plays_a_battle_card() -> None:
    """ "[Auto] When your opponent plays a Battle Card, draw 1 card": Player 1
    plays a Battle Card (DBS 6-3-1-2-1-3); Player 2's card draws, Player 1's own
    card with the same skill does not (it is Player 1 who played it)."""
    rs, g = new_game()
    text = "[Auto] When your opponent plays a Battle Card, draw 1 card."
    theirs = take(g, 1, "DBB-002", "battle")
    with_text(theirs, text)
    mine = take(g, 0, "DBR-004", "battle")
    with_text(mine, text)
    game_state(g).whens = frozenset({*game_state(g).whens, "opponent_plays"})
    card = take(g, 0, "DBR-002", "hand")
    energy(g, 0, "DBR-003", 2)
    before = (deck_size(g, 0), deck_size(g, 1))
    run(main_phase(rs, g, 0), f"play:{card.iid}", "end")
    assert card.zone.name == "battle"
    assert (deck_size(g, 0), deck_size(g, 1)) == (before[0], before[1] - 1)


def test_11_4_1_cost_send_cards_other_than_this_card_from_the_drop_area_to_the_warp() -> None:
    """ "Send 2 Battle Cards other than this card from your Drop Area to your Warp
    : Play this card from your Drop Area": this card in the Drop Area is not one
    of them (not payable with one other card there); with two, they go face up to
    the Warp (DBS 11-4-1) and this card is played."""
    rs, g = new_game()
    card = take(g, 0, "DBR-002", "drop")
    with_text(
        card,
        "[Activate Main] Send 2 Battle Cards other than this card from your Drop Area to your Warp : "
        "Play this card from your Drop Area.",
    )
    first = take(g, 0, "DBR-003", "drop")
    assert not _offered(g, card)
    second = take(g, 0, "DBR-004", "drop")
    assert _offered(g, card)

    def answer(d: Decision) -> Any:
        keys = [o.key for o in d.options]
        if f"skill:{card.iid}" in keys:
            return f"skill:{card.iid}"
        if d.prompt.startswith("Skill cost"):
            return [k for k in keys if k.endswith((f":{first.iid}", f":{second.iid}"))]
        return "end"

    drive(main_phase(rs, g, 0), answer)
    assert card.zone.name == "battle"
    assert first.zone.name == "warp" and second.zone.name == "warp"


def test_8_4_1_cost_place_cards_from_under_this_card_in_the_drop_area() -> None:
    """ "Place 2 cards from under this card in the Drop Area : Draw 1 card": only
    the cards under the skill's own card count (DBS 11-3-4); paying places them in
    the Drop Area (DBS 8-4-1)."""
    rs, g = new_game()
    host = take(g, 0, "DBR-002", "battle")
    other = take(g, 0, "DBR-004", "battle")
    with_text(host, "[Activate Main] Place 2 cards from under this card in the Drop Area : Draw 1 card.")
    spares = [take(g, 0, card_id, "drop") for card_id in ("DBR-008", "DBR-008", "DBR-010")]
    place_under(g, spares[0], host)
    place_under(g, spares[2], other)
    assert not _offered(g, host)
    place_under(g, spares[1], host)
    assert _offered(g, host)
    before = deck_size(g)
    play_out(main_phase(rs, g, 0), f"skill:{host.iid}")
    assert spares[0].zone.name == "drop" and spares[1].zone.name == "drop"
    assert spares[2].zone.name == "under" and deck_size(g) == before - 1


def test_10_23_2_1_bond_of_cards_of_either_description() -> None:
    """ "[Bond 2] Red 《Test Squad》 cards and/or 《Night Patrol》 cards": the Battle
    Cards in the Battle Area that are red 《Test Squad》 or 《Night Patrol》 (of any
    color) count towards X (DBS 10-23-2-1); a blue 《Test Squad》 does not."""
    _, g = new_game()
    host = take(g, 0, "DBR-002", "battle")
    with_text(
        host, "[Permanent][Bond 2] Red 《Test Squad》 cards and/or 《Night Patrol》 cards : This card gets +5000 power."
    )
    red_squad, blue_squad, patrol = (take(g, 0, card_id, "hand") for card_id in ("DBR-003", "DBR-004", "DBR-008"))
    _trait(red_squad, "Test Squad")
    _trait(blue_squad, "Test Squad")
    blue_squad.card = replace(blue_squad.card, stats={**blue_squad.card.stats, "color": "blue"})
    _trait(patrol, "Night Patrol")
    patrol.card = replace(patrol.card, stats={**patrol.card.stats, "color": "blue"})
    before = power(g, host)
    for card, bonus in ((red_squad, 0), (blue_squad, 0), (patrol, 5000)):
        g.move(card, g.zone(0, "battle"), why="test")
        assert power(g, host) == before + bonus
