"""Rules tests of skills compiled from Dragon Ball Super card text, played on
real game states: "This card can't attack" (and "... Leader Cards", "...
Battle Cards") in force in the card's area (DBS 2-12-2, 1-3-1), a special
trait a [Permanent] skill adds in all areas (DBS 2-6-6), a Battle Card's
[Counter] that plays the card (DBS 10-10), mono-colored cards (DBS 2-4-1),
skills that play cards (DBS 3-6-3), cards sent to the Warp (DBS 11-4-1),
"when you play this card using [Over Realm]" (DBS 10-15-3), and a card's own
[Permanent] power and keywords (DBS 8-1-4) with [Bond] (DBS 10-23), cards
in Rest Mode (DBS 4-8-1) and [Barrier] (DBS 10-16-1). The card text is
original, in the patterns of real cards."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import registry
from engine.abilities import Ability
from engine.cardtext import compile_card
from engine.errors import DeckError
from engine.games.dbscg.abilities import activate, can_awaken, field_skills, skill_cost_payable
from engine.games.dbscg.battle import attack, attack_options
from engine.games.dbscg.keywords import card_keywords
from engine.games.dbscg.plays import keyword_options, over_realm, play_card
from engine.games.dbscg.state import game_state, turn_state
from engine.games.dbscg.stats import power
from engine.games.dbscg.turn import end_of_turn_triggers, end_phase, main_options, main_phase
from engine.state import REST, STAND, Card, Game
from tests.engine.games.dbs import RED_MAIN, energy, leader, new_game, notes, red_deck, run, take
from tests.engine.games.test_dbscg_card_skills import ability, with_text


def attackers(g: Game, seat: int = 0) -> set[tuple[int, int]]:
    """The (attacker, target) pairs ``seat`` may attack with now."""
    return {(o.cards[0], o.cards[1]) for o in attack_options(g.ruleset, g, seat)}  # type: ignore[arg-type]


def _rested_opponent(g: Game) -> Card:
    return take(g, 1, "DBB-002", "battle", orientation=REST)


# -- DBS 2-12-2: "This card can't attack" ------------------------------------------------------


def test_2_12_2_a_card_that_cannot_attack_is_offered_no_attack() -> None:
    """A Battle Card with "[Permanent] This card can't attack." in the Battle
    Area is offered no attack; another Active card of the same player is."""
    _, g = new_game()
    held = take(g, 0, "DBR-002", "battle")
    free = take(g, 0, "DBR-003", "battle")
    with_text(held, "[Permanent] This card can't attack.")
    target = _rested_opponent(g)
    pairs = attackers(g)
    assert not any(a == held.iid for a, _ in pairs)
    assert (free.iid, target.iid) in pairs
    assert (free.iid, leader(g, 1).iid) in pairs


@pytest.mark.parametrize(("words", "kind"), [("Leader Cards", "leader"), ("Battle Cards", "battle")])
def test_2_12_2_a_card_that_cannot_attack_one_card_type(words: str, kind: str) -> None:
    """ "This card can't attack Leader Cards" leaves it its attacks on Battle
    Cards in Rest Mode, and "... Battle Cards" its attack on the Leader Card."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    with_text(card, f"[Permanent] This card can't attack {words}.")
    target = _rested_opponent(g)
    pairs = attackers(g)
    assert ((card.iid, leader(g, 1).iid) in pairs) is (kind != "leader")
    assert ((card.iid, target.iid) in pairs) is (kind != "battle")


def test_2_12_2_a_condition_of_the_skill_is_read_when_attacking() -> None:
    """ "If you have 5 or more cards in your hand, this card can't attack": the
    skill is in force only while its condition holds."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    with_text(card, "[Permanent] If you have 5 or more cards in your hand, this card can't attack.")
    assert any(a == card.iid for a, _ in attackers(g))
    for c in list(g.zone(0, "deck").cards)[:5]:
        g.move(c, g.zone(0, "hand"))
    assert not any(a == card.iid for a, _ in attackers(g))


# -- DBS 2-6-6: a special trait in all areas ---------------------------------------------------


def test_2_6_6_a_trait_added_in_all_areas_is_found_in_the_deck() -> None:
    """ "[Permanent] This card gains 《X》 in all areas." is read as a printed
    special trait: a search of the deck (a secret area) for 《X》 finds the card."""
    _, g = new_game()
    for c in list(g.zone(0, "hand").cards):
        g.move(c, g.zone(0, "drop"))
    searcher = take(g, 0, "DBR-002", "battle")
    ab = with_text(
        searcher, "[Activate Main] Add up to 1 《Wishful》 card from your deck to your hand, then shuffle your deck."
    )
    wished = next(c for c in g.zone(0, "deck").cards if c.card.id == "DBR-012")
    table = {"type": "battle", "text": "[Permanent] This card gains 《Wishful》 in all areas.", "traits": ["Knight"]}
    compile_card("dbscg", table).apply(table)
    assert table["traits"] == ["Knight", "Wishful"]
    wished.card = replace(wished.card, stats={**wished.card.stats, "traits": tuple(table["traits"])})
    run(activate(g, 0, searcher, ab, "test"), lambda d: next(o.key for o in d.options if o.card == wished.iid))
    assert [c.card.id for c in g.zone(0, "hand").cards] == ["DBR-012"]


# -- DBS 10-10-4: a Battle Card's [Counter] that plays the card -------------------------------------


def _hitter(g: Game, seat: int, text: str) -> Card:
    """A Battle Card of ``seat`` in the hand with the [Counter] of ``text``, and energy to pay its cost."""
    deck = "DBR" if seat == 0 else "DBB"  # the demo decks: Player 1 red, Player 2 blue
    card = take(g, seat, f"{deck}-002", "hand")
    with_text(card, text)
    energy(g, seat, f"{deck}-003", int(card.card.stats.get("cost", 0)) + 1)
    return card


def test_10_10_4_counter_attack_negates_the_attack_and_plays_the_card() -> None:
    """ "[Counter: Attack] Negate the attack and play this card": the Battle
    Card is activated from the hand paying its energy cost (DBS 10-10-1,
    10-10-2); the attack is negated and the card goes to the Battle Area in
    Active Mode, not to the Drop Area (its text says otherwise, DBS 10-10-4)."""
    rs, g = new_game()
    card = _hitter(g, 1, "[Counter Attack] Negate the attack and play this card.")
    ds = run(attack(rs, g, leader(g, 0), leader(g, 1)), f"counter:{card.iid}")
    assert ds[0].player == 1 and f"counter:{card.iid}" in [o.key for o in ds[0].options]
    assert card.zone.name == "battle" and card.orientation == STAND
    assert len(g.zone(1, "life").cards) == 8
    assert any("negates: the attack" in t for t in notes(g))


def test_10_10_4_a_negated_counter_places_the_card_in_the_drop_area() -> None:
    """DBS 10-10-5: the [Counter] negated by a [Counter: Counter] does nothing:
    the card is not played and goes to the Drop Area (DBS 10-10-4)."""
    rs, g = new_game()
    g.active = 1
    card = _hitter(g, 0, "[Counter Attack] Negate the attack and play this card.")
    mirror = take(g, 1, "DBB-013", "hand")
    energy(g, 1, "DBB-002", 1)
    run(attack(rs, g, leader(g, 1), leader(g, 0)), f"counter:{card.iid}", f"counter:{mirror.iid}", "life:0")
    assert card.zone.name == "drop"


def test_10_10_3_1_counter_play_plays_the_card_and_the_play_goes_on() -> None:
    """ "[Counter: Play] Play this card" answers the opponent's play: the card
    is played; the opponent's play is not negated."""
    rs, g = new_game()
    pip = take(g, 0, "DBR-002", "hand")
    energy(g, 0, "DBR-008", 1)
    card = _hitter(g, 1, "[Counter Play] Play this card.")
    run(main_phase(rs, g, 0), f"play:{pip.iid}", f"counter:{card.iid}", "end")
    assert pip.zone.name == "battle" and card.zone.name == "battle"


def test_10_10_2_a_battle_card_counter_that_does_not_play_it_is_not_offered() -> None:
    """Only a Battle Card's [Counter] that plays the card is activated from the hand."""
    rs, g = new_game()
    card = _hitter(g, 1, "[Counter Attack] Negate the attack.")
    ds = run(attack(rs, g, leader(g, 0), leader(g, 1)), "pass", "life:0")  # no combo, then the life card taken
    assert all(f"counter:{card.iid}" not in [o.key for o in d.options] for d in ds)


# -- DBS 2-4-1: "mono-red" is red and no other color -------------------------------------------------


@pytest.mark.parametrize(("colors", "mono", "red"), [("red", True, True), (["red", "green"], False, True)])
def test_2_4_1_a_mono_colored_leader(colors: str | list[str], mono: bool, red: bool) -> None:
    """ "If your Leader Card is mono-red": a red Leader Card of no other color;
    a red and green Leader Card is red (DBS 2-4-1) but not mono-red."""
    _, g = new_game()
    lead = leader(g, 0)
    lead.card = replace(lead.card, stats={**lead.card.stats, "color": colors})
    mono_card = take(g, 0, "DBR-002", "battle")
    with_text(mono_card, "[Activate Main] If your Leader Card is mono-red : Draw 1 card.")
    red_card = take(g, 0, "DBR-003", "battle")
    with_text(red_card, "[Activate Main] If your Leader Card is red : Draw 1 card.")
    usable = [c for c, _ in field_skills(g, 0, "main")]
    assert (mono_card in usable) is mono
    assert (red_card in usable) is red


def test_2_4_1_a_mono_colored_energy_is_of_one_color() -> None:
    """ "Choose up to 2 of your mono-red energy and switch them to Active Mode":
    a red and green card in the Energy Area is not offered."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    ab = with_text(card, "[Activate Main] Choose up to 2 of your mono-red energy and switch them to Active Mode.")
    plain, two = (take(g, 0, i, "energy", orientation=REST) for i in ("DBR-003", "DBR-004"))
    two.card = replace(two.card, stats={**two.card.stats, "color": ["red", "green"]})
    ds = run(activate(g, 0, card, ab, "test"), lambda d: [o.key for o in d.options if o.card is not None])
    assert {o.card for o in ds[0].options if o.card is not None} == {plain.iid}
    assert plain.orientation == STAND and two.orientation == REST


# -- DBS 3-6-3: a skill that plays cards --------------------------------------------------------------


def test_3_6_3_a_skill_plays_a_card_from_the_drop_area_in_rest_mode() -> None:
    """ "Choose up to 1 Battle Card in your Drop Area and play it in Rest Mode":
    the card goes to the Battle Area in Rest Mode without paying its energy
    cost (no energy is rested), and its "when you play this card" triggers."""
    _, g = new_game()
    source = take(g, 0, "DBR-002", "battle")
    ab = with_text(source, "[Activate Main] Choose up to 1 Battle Card in your Drop Area and play it in Rest Mode.")
    energy(g, 0, "DBR-008", 1)
    played = take(g, 0, "DBR-003", "drop")
    with_text(played, "[Auto] When you play this card, draw 1 card.")
    run(activate(g, 0, source, ab, "test"), lambda d: [o.key for o in d.options if o.card == played.iid])
    assert played.zone.name == "battle" and played.orientation == REST
    assert all(c.orientation == STAND for c in g.zone(0, "energy").cards)
    assert any(p.source == played.iid for p in g.pending)


def test_3_6_3_a_card_played_from_the_deck_and_the_deck_shuffled() -> None:
    """ "Play up to 1 <X> card from your deck": the player looks through the
    deck, the card is played in Active Mode, and the deck is shuffled (DBS 11-6-3)."""
    _, g = new_game()
    source = take(g, 0, "DBR-002", "battle")
    target = next(c for c in g.zone(0, "deck").cards if c.card.type == "battle")
    name = str(target.card.stats.get("character", ""))
    ab = with_text(source, f"[Activate Main] Play up to 1 <{name}> card from your deck.")
    run(activate(g, 0, source, ab, "test"), lambda d: [o.key for o in d.options if o.card == target.iid])
    assert target.zone.name == "battle" and target.orientation == STAND
    assert any("shuffles their deck" in t for t in notes(g))


# -- DBS 2-12-4: skill-less cards ---------------------------------------------------------------------


def test_2_12_4_a_skill_less_card_is_one_without_card_text() -> None:
    """ "Choose up to 1 skill-less Battle Card in your Drop Area and play it":
    a Battle Card with card text is not offered, one without is."""
    _, g = new_game()
    source = take(g, 0, "DBR-002", "battle")
    ab = with_text(source, "[Activate Main] Choose up to 1 skill-less Battle Card in your Drop Area and play it.")
    plain, texted = take(g, 0, "DBR-003", "drop"), take(g, 0, "DBR-004", "drop")
    plain.card = replace(plain.card, text="")
    texted.card = replace(texted.card, text="[Auto] When you play this card, draw 1 card.")
    ds = run(activate(g, 0, source, ab, "test"), lambda d: [o.key for o in d.options if o.card == plain.iid])
    assert {o.card for o in ds[0].options if o.card is not None} == {plain.iid}
    assert plain.zone.name == "battle" and texted.zone.name == "drop"


# -- DBS 11-4-1: sending cards to the Warp; DBS 10-15-3: played using [Over Realm] -------------------------


def _sender(g: Game) -> tuple[Card, Ability]:
    source = take(g, 0, "DBR-002", "battle")
    text = "[Activate Main] Choose up to 1 of your opponent's Battle Cards and send it to its owner's Warp."
    return source, with_text(source, text)


def test_11_4_1_a_card_sent_to_its_owners_warp() -> None:
    """The chosen Battle Card of the opponent goes face up to its owner's Warp."""
    _, g = new_game()
    source, ab = _sender(g)
    target = take(g, 1, "DBB-002", "battle")
    run(activate(g, 0, source, ab, "test"), lambda d: [o.key for o in d.options if o.card == target.iid])
    assert target.zone.name == "warp" and target.zone.owner == 1 and target.face_up


def test_10_12_1_an_indestructible_card_is_not_sent_to_the_warp() -> None:
    """[Indestructible]: the card is not removed from the Battle Area by its opponent's skills."""
    _, g = new_game()
    source, ab = _sender(g)
    target = take(g, 1, "DBB-002", "battle")
    target.card = replace(target.card, stats={**target.card.stats, "keywords": ("indestructible",)})
    run(activate(g, 0, source, ab, "test"), lambda d: [o.key for o in d.options if o.card == target.iid])
    assert target.zone.name == "battle"


def test_11_4_no_warp_in_version_1_00() -> None:
    """Ver.1.00 has no Warp: the skill does nothing (DBS1.0 1-3-2)."""
    _, g = new_game("dbscg-1.0")
    source, ab = _sender(g)
    target = take(g, 1, "DBB-002", "battle")
    run(activate(g, 0, source, ab, "test"))
    assert target.zone.name == "battle"


@pytest.mark.parametrize("realm", [True, False])
def test_10_15_3_when_played_using_over_realm(realm: bool) -> None:
    """ "When you play this card using [Over Realm]": triggers when the card is
    played by its [Over Realm], not when it is played from the hand by paying its cost."""
    rs, g = new_game()
    card = take(g, 0, "DBR-002", "hand")
    with_text(card, "[Auto] When you play this card using [Over Realm], draw 2 cards.")
    energy(g, 0, "DBR-008", 3)
    flow = over_realm(rs, g, 0, card) if realm else play_card(rs, g, 0, card)
    run(flow)
    assert card.zone.name == "battle"
    assert any(p.source == card.iid for p in g.pending) is realm


# -- DBS 8-1-4: [Permanent] power and keywords of this card; DBS 10-23: [Bond] --------------------------------


def test_8_1_4_permanent_power_while_its_condition_holds() -> None:
    """ "[Permanent] During your turn, this card gets +5000 power": in the
    card's turn its power is 5000 more; in the opponent's turn it is printed power."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    printed = int(card.card.stats["power"])
    with_text(card, "[Permanent] During your turn, this card gets +5000 power.")
    assert power(g, card) == printed + 5000
    g.active = 1
    assert power(g, card) == printed


def test_8_1_4_permanent_keyword_and_the_skill_in_its_area_only() -> None:
    """ "[Permanent] This card gains [Blocker]": the card has [Blocker] in the
    Battle Area, not in the hand (DBS 2-12-2)."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    with_text(card, "[Permanent] This card gains [Blocker].")
    assert "blocker" in card_keywords(g, card)
    g.move(card, g.zone(0, "hand"))
    assert "blocker" not in card_keywords(g, card)


@pytest.mark.parametrize(("n", "holds"), [(2, True), (3, False)])
def test_10_23_2_1_bond_of_specified_battle_cards(n: int, holds: bool) -> None:
    """ "[Bond X] 《Moss Folk》": the skill takes effect with X or more 《Moss
    Folk》 Battle Cards in the Battle Area (this card counts); other Battle Cards do not."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    printed = int(card.card.stats["power"])
    with_text(card, f"[Permanent][Bond {n}] 《Moss Folk》 : This card gets +5000 power.")
    card.card = replace(card.card, stats={**card.card.stats, "traits": ("Moss Folk",)})
    other = take(g, 0, "DBR-003", "battle")
    other.card = replace(other.card, stats={**other.card.stats, "traits": ("Moss Folk",)})
    take(g, 0, "DBR-004", "battle")
    assert power(g, card) == printed + (5000 if holds else 0)


# -- DBS 4-8-1: cards in Rest Mode ---------------------------------------------------------------------


def test_4_8_1_a_card_in_rest_mode_is_chosen_and_an_active_one_is_not() -> None:
    """ "Choose up to 1 of your opponent's Battle Cards in Rest Mode and KO it":
    only the opponent's Battle Cards in Rest Mode are offered."""
    _, g = new_game()
    source = take(g, 0, "DBR-002", "battle")
    text = "[Activate Main] Choose up to 1 of your opponent's Battle Cards in Rest Mode and KO it."
    ab = with_text(source, text)
    rested = take(g, 1, "DBB-002", "battle", orientation=REST)
    active = take(g, 1, "DBB-003", "battle")
    ds = run(activate(g, 0, source, ab, "test"), lambda d: [o.key for o in d.options if o.card == rested.iid])
    assert {o.card for o in ds[0].options if o.card is not None} == {rested.iid}
    assert rested.zone.name == "drop" and active.zone.name == "battle"


# -- DBS 10-16-1: [Barrier], and choices "ignoring [Barrier]" -------------------------------------------------


def _barrier(g: Game, card_id: str) -> Card:
    card = take(g, 1, card_id, "battle")
    card.card = replace(card.card, stats={**card.card.stats, "keywords": ("barrier",)})
    return card


@pytest.mark.parametrize("ignoring", [True, False])
def test_10_16_1_ignoring_barrier_chooses_a_barrier_card(ignoring: bool) -> None:
    """A [Barrier] card of the opponent cannot be chosen by a skill (DBS 10-16-1)
    unless the skill chooses "ignoring [Barrier]"."""
    _, g = new_game()
    source = take(g, 0, "DBR-002", "battle")
    words = ", ignoring [Barrier]," if ignoring else ""
    ab = with_text(source, f"[Activate Main] Choose up to 1 of your opponent's Battle Cards{words} and KO it.")
    shielded = _barrier(g, "DBB-002")
    plain = take(g, 1, "DBB-003", "battle")
    ds = run(activate(g, 0, source, ab, "test"), lambda d: [o.key for o in d.options if o.card == plain.iid])
    offered = {o.card for o in ds[0].options if o.card is not None}
    assert (shielded.iid in offered) is ignoring and plain.iid in offered
    assert shielded.zone.name == "battle" and not turn_state(g).ignoring_barrier


def test_10_16_1_choose_all_leaves_barrier_cards() -> None:
    """ "Choose all of your opponent's Battle Cards and switch them to Rest
    Mode": a [Barrier] card cannot be chosen, so it stays in Active Mode."""
    _, g = new_game()
    source = take(g, 0, "DBR-002", "battle")
    ab = with_text(source, "[Activate Main] Choose all of your opponent's Battle Cards and switch them to Rest Mode.")
    shielded = _barrier(g, "DBB-002")
    plain = take(g, 1, "DBB-003", "battle")
    run(activate(g, 0, source, ab, "test"))
    assert plain.orientation == REST and shielded.orientation == STAND


# -- DBS 3-2-2, 8-5-3-5: looking at the top of the deck --------------------------------------------------------


def _looker(g: Game, text: str) -> tuple[Card, Ability, list[Card]]:
    source = take(g, 0, "DBR-002", "battle")
    ab = with_text(source, text)
    return source, ab, list(reversed(g.zone(0, "deck").cards[-3:]))


def test_8_5_3_5_the_rest_placed_at_the_bottom_in_the_order_chosen() -> None:
    """ "..., add up to 1 card among them to your hand, then place the remaining
    cards at the bottom of your deck in any order": the card taken goes to the
    hand; the other two go to the bottom in the order the player picks; no shuffle."""
    _, g = new_game()
    text = (
        "[Activate Main] Look at up to 3 cards from the top of your deck, add up to 1 Battle Card among them to "
        "your hand, then place the remaining cards at the bottom of your deck in any order."
    )
    source, ab, top = _looker(g, text)
    taken = next(c for c in top if c.card.type == "battle")
    rest = [c for c in top if c is not taken]
    run(
        activate(g, 0, source, ab, "test"),
        lambda d: [o.key for o in d.options if o.card == taken.iid],
        lambda d: [o.key for o in d.options if o.card == rest[1].iid],  # the last one goes without a choice
    )
    deck = g.zone(0, "deck").cards
    assert taken.zone.name == "hand"
    assert deck[:2] == [rest[0], rest[1]]  # the last placed is the very bottom
    assert not any("shuffles their deck" in t for t in notes(g))


def test_3_6_3_a_card_looked_at_played_and_the_rest_to_the_drop_area() -> None:
    """ "..., play up to 1 Battle Card among them in Rest Mode, then place the
    remaining cards in your Drop Area"."""
    _, g = new_game()
    text = (
        "[Activate Main] Look at up to 3 cards from the top of your deck, play up to 1 Battle Card among them in "
        "Rest Mode, then place the remaining cards in your Drop Area."
    )
    source, ab, top = _looker(g, text)
    played = next(c for c in top if c.card.type == "battle")
    run(activate(g, 0, source, ab, "test"), lambda d: [o.key for o in d.options if o.card == played.iid])
    assert played.zone.name == "battle" and played.orientation == REST
    assert all(c.zone.name == "drop" for c in top if c is not played)


# -- DBS 7-4-1-2: combo power changed by a skill -------------------------------------------------------------


def test_7_4_1_2_a_card_gets_combo_power_when_it_combos() -> None:
    """ "[Auto] When you combo with this card, this card gets +5000 combo power
    for the turn": the skill works in the Combo Area, and the combo power added
    to the attack card in the Damage Step is the card's printed combo power + 5000."""
    rs, g = new_game()
    helper = take(g, 0, "DBR-002", "hand")
    with_text(helper, "[Auto] When you combo with this card, this card gets +5000 combo power for the turn.")
    printed = int(helper.card.stats["combo_power"])
    energy(g, 0, "DBR-003", 2)
    run(attack(rs, g, leader(g, 0), leader(g, 1)), f"combo:{helper.iid}", lambda d: (d.options[0].key,))
    combo = next(t for t in notes(g) if t.startswith("Combo: attack card"))
    assert f"+ combo {printed + 5000}" in combo


# -- DBS 10-15-2: the skill cost of [Over Realm X] ------------------------------------------------------------


@pytest.mark.parametrize(("energy_cards", "offered"), [(2, True), (1, False)])
def test_10_15_2_over_realm_pays_its_skill_cost(energy_cards: int, offered: bool) -> None:
    """ "[Over Realm 1] [two]": the keyword is offered only when 2 energy can be
    rested for its skill cost, and activating it rests them."""
    rs, g = new_game()
    card = take(g, 0, "DBR-002", "hand")
    card.card = replace(card.card, stats={**card.card.stats, "over_realm": 1, "realm_cost": 2})
    take(g, 0, "DBR-003", "drop")
    energy(g, 0, "DBR-008", energy_cards)
    keys = [o.key for o in keyword_options(rs, g, 0, card)]
    assert (f"overrealm:{card.iid}" in keys) is offered
    if offered:
        run(over_realm(rs, g, 0, card))
        assert card.zone.name == "battle"
        assert all(c.orientation == REST for c in g.zone(0, "energy").cards)


def test_8_1_4_a_named_card_in_play_in_your_battle_area() -> None:
    """ "[Permanent] If {X} is in play in your Battle Area, this card gets
    +9000 power": only while a card of that name is in its owner's Battle Area."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    printed = int(card.card.stats["power"])
    partner = take(g, 0, "DBR-003", "hand")
    with_text(
        card, f"[Permanent] If {{{partner.card.name}}} is in play in your Battle Area, this card gets +9000 power."
    )
    assert power(g, card) == printed
    g.move(partner, g.zone(0, "battle"))
    assert power(g, card) == printed + 9000


def test_10_16_1_choose_all_and_ko_them_leaves_barrier_cards() -> None:
    """ "Choose all of your opponent's Battle Cards and KO them": the [Barrier]
    card cannot be chosen and stays; the others are KO-ed."""
    _, g = new_game()
    source = take(g, 0, "DBR-002", "battle")
    ab = with_text(source, "[Activate Main] Choose all of your opponent's Battle Cards and KO them.")
    shielded = _barrier(g, "DBB-002")
    plain = take(g, 1, "DBB-003", "battle")
    run(activate(g, 0, source, ab, "test"))
    assert plain.zone.name == "drop" and shielded.zone.name == "battle"


# -- DBS 8-4-1: skill costs ------------------------------------------------------------------------------------


def test_8_4_1_cost_life_to_drop_and_bottom_self() -> None:
    """ "Place 1 card from your life in your Drop Area" and "Place this card at
    the bottom of its owner's deck" are paid before the effect."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    ab = with_text(card, "[Activate Main] Place 1 card from your life in your Drop Area : Draw 1 card.")
    life = len(g.zone(0, "life").cards)
    run(activate(g, 0, card, ab, "test"), lambda d: [d.options[0].key])
    assert len(g.zone(0, "life").cards) == life - 1 and len(g.zone(0, "drop").cards) == 1
    other = take(g, 0, "DBR-003", "battle")
    ab = with_text(other, "[Activate Main] Place this card at the bottom of its owner's deck : Draw 1 card.")
    run(activate(g, 0, other, ab, "test"))
    assert g.zone(0, "deck").cards[0] is other


def test_8_4_1_cost_ko_this_card_is_a_ko() -> None:
    """ "KO this card" as a cost KOs it (DBS 10-1): its "when this card is KO-ed" triggers."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    ab = ability("[Activate Battle] KO this card : Draw 1 card.")
    ko_ed = ability("[Auto] When this card is KO'd, draw 1 card.")
    card.card = replace(card.card, abilities=(ab, ko_ed))
    run(activate(g, 0, card, ab, "test"))
    assert card.zone.name == "drop"
    assert any(p.source == card.iid for p in g.pending)


@pytest.mark.parametrize(("ruleset", "usable"), [("dbscg", True), ("dbscg-1.0", False)])
def test_8_4_2_2_cost_drop_to_warp_needs_a_warp(ruleset: str, usable: bool) -> None:
    """ "Send 1 card from your Drop Area to your Warp": payable with a card in
    the Drop Area; ver.1.00 has no Warp, so the cost cannot be paid (DBS 8-4-2-2)."""
    _, g = new_game(ruleset)
    card = take(g, 0, "DBR-002", "battle")
    ab = with_text(card, "[Activate Main] Send 1 card from your Drop Area to your Warp : Draw 1 card.")
    take(g, 0, "DBR-003", "drop")
    assert skill_cost_payable(g, 0, card, ab) is usable


@pytest.mark.parametrize("my_turn", [True, False])
def test_7_1_a_card_that_can_attack_battle_cards_in_active_mode(my_turn: bool) -> None:
    """ "[Permanent] If it's your turn, this card can attack Battle Cards in Active
    Mode": it is offered an attack on the opponent's Active Battle Card (a card's
    text takes precedence over DBS 7-1, DBS 1-3-1); another card is not."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    other = take(g, 0, "DBR-003", "battle")
    words = "If it's your turn" if my_turn else "If it's your opponent's turn"
    with_text(card, f"[Permanent] {words}, this card can attack Battle Cards in Active Mode.")
    target = take(g, 1, "DBB-002", "battle")
    pairs = attackers(g)
    assert ((card.iid, target.iid) in pairs) is my_turn
    assert (other.iid, target.iid) not in pairs


@pytest.mark.parametrize(("balls", "usable"), [(7, True), (6, False)])
def test_10_28_wish_needs_seven_dragon_balls_in_the_drop_area(balls: int, usable: bool) -> None:
    """ "[Wish] When there are 7 [Dragon Ball] cards in your Drop Area : ...": the
    Leader Card's [Wish] can be activated with 7 [Dragon Ball] cards there."""
    _, g = new_game()
    lead = leader(g, 0)
    wish = ability(
        "[Wish] When there are 7 [Dragon Ball] cards in your Drop Area : Draw 1 card, and flip this card over.",
        "leader",
    )
    lead.card = replace(lead.card, abilities=(wish,))
    for c in list(g.zone(0, "deck").cards)[:balls]:
        c.card = replace(c.card, stats={**c.card.stats, "keywords": ("dragon_ball",)})
        g.move(c, g.zone(0, "drop"))
    assert (can_awaken(g, 0) is lead) is usable


# -- DBS 6-4-1-1: "at the end of your opponent's turn" ---------------------------------------------------------


@pytest.mark.parametrize("active", [0, 1])
def test_6_4_1_1_at_the_end_of_your_opponents_turn(active: int) -> None:
    """ "[Auto] At the end of your opponent's turn, draw 1 card": Player 2's card
    triggers at the end of Player 1's turn, not at the end of its own."""
    _, g = new_game()
    card = take(g, 1, "DBB-002", "battle")
    with_text(card, "[Auto] At the end of your opponent's turn, draw 1 card.")
    game_state(g).whens = frozenset({*game_state(g).whens, "turn_end"})
    g.active = active
    end_of_turn_triggers(g)
    assert any(p.source == card.iid for p in g.pending) is (active == 0)


def test_8_4_1_cost_a_hand_card_to_the_bottom_of_the_deck() -> None:
    """ "Choose 1 card in your hand and place it at the bottom of your deck": the
    chosen card goes to the bottom; the skill cannot be activated with an empty hand."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    ab = with_text(
        card, "[Activate Main] Choose 1 card in your hand and place it at the bottom of your deck : Draw 1 card."
    )
    assert not skill_cost_payable(g, 0, card, ab)
    kept = take(g, 0, "DBR-003", "hand")
    assert skill_cost_payable(g, 0, card, ab)
    run(activate(g, 0, card, ab, "test"))
    assert g.zone(0, "deck").cards[0] is kept


def test_8_5_3_one_chosen_card_gets_power_and_a_keyword() -> None:
    """ "Choose up to 1 of your Battle Cards and it gets +5000 power and
    [Critical] for the turn": one choice; the same card gets both."""
    _, g = new_game()
    source = take(g, 0, "DBR-002", "battle")
    ab = with_text(
        source,
        "[Activate Main] Choose up to 1 of your Battle Cards and it gets +5000 power and [Critical] for the turn.",
    )
    chosen = take(g, 0, "DBR-003", "battle")
    printed = int(chosen.card.stats["power"])
    ds = run(activate(g, 0, source, ab, "test"), lambda d: [o.key for o in d.options if o.card == chosen.iid])
    assert len([d for d in ds if any(o.card == chosen.iid for o in d.options)]) == 1
    assert power(g, chosen) == printed + 5000 and "critical" in card_keywords(g, chosen)
    assert "critical" not in card_keywords(g, source)


# -- "you can't play {X} for the duration of the turn" ---------------------------------------------------------


def test_a_card_name_barred_for_the_turn_is_not_offered_to_play() -> None:
    """After "you can't play {X} for the duration of the turn" resolves, a card
    of that name in the hand is not offered to play (nor played by a skill);
    another card still is."""
    rs, g = new_game()
    source = take(g, 0, "DBR-002", "battle")
    barred = take(g, 0, "DBR-003", "hand")
    other = take(g, 0, "DBR-004", "hand")
    energy(g, 0, "DBR-008", 4)
    ab = with_text(source, f"[Activate Main] You can't play {{{barred.card.name}}} for the duration of the turn.")
    keys = [o.key for o in main_options(rs, g, 0)]
    assert f"play:{barred.iid}" in keys
    run(activate(g, 0, source, ab, "test"))
    keys = [o.key for o in main_options(rs, g, 0)]
    assert f"play:{barred.iid}" not in keys and f"play:{other.iid}" in keys


# -- "when your opponent activates a [Counter] skill" ----------------------------------------------------------


def test_4_7_3_when_your_opponent_activates_a_counter() -> None:
    """ "[Auto] When your opponent activates a [Counter] skill, draw 1 card": the
    attacker's card triggers when the defender activates [Counter: Attack]."""
    rs, g = new_game(decks=[registry.get("dbscg").demo_decks()[1], registry.get("dbscg").demo_decks()[0]])
    watcher = take(g, 0, "DBB-002", "battle")
    with_text(watcher, "[Auto] When your opponent activates a [Counter] skill, draw 1 card.")
    game_state(g).whens = frozenset({*game_state(g).whens, "opponent_counter"})
    wall = take(g, 1, "DBR-012", "hand")
    energy(g, 1, "DBR-002", 2)
    hand = len(g.zone(0, "hand").cards)
    run(attack(rs, g, leader(g, 0), leader(g, 1)), f"counter:{wall.iid}")
    assert wall.zone.name == "drop"
    assert len(g.zone(0, "hand").cards) == hand + 1


# -- DBS 8-3-2: skills negated for the turn --------------------------------------------------------------


def test_8_3_2_negate_its_skills_for_the_turn() -> None:
    """ "Choose up to 1 of your opponent's Battle Cards and negate its skills for
    the turn": its [Permanent] power and its printed [Blocker] have no effect and
    its [Activate] skill cannot be activated, until the turn ends."""
    rs, g = new_game()
    source = take(g, 0, "DBR-002", "battle")
    ab = with_text(
        source, "[Activate Main] Choose up to 1 of your opponent's Battle Cards and negate its skills for the turn."
    )
    sentinel = take(g, 1, "DBB-002", "battle")  # printed [Blocker]
    printed = int(sentinel.card.stats["power"])
    act = ability("[Activate Main] Draw 1 card.")
    grows = ability("[Permanent] This card gets +5000 power.")
    sentinel.card = replace(sentinel.card, abilities=(*sentinel.card.abilities, act, grows))
    assert power(g, sentinel) == printed + 5000 and "blocker" in card_keywords(g, sentinel)
    run(activate(g, 0, source, ab, "test"), lambda d: [o.key for o in d.options if str(sentinel.iid) in o.key][:1])
    assert power(g, sentinel) == printed and card_keywords(g, sentinel) == ()
    g.active = 1
    assert sentinel not in [c for c, _ in field_skills(g, 1, "main")]
    run(end_phase(rs, g, 0))  # DBS 6-4-1-2: the effects lasting until the end of the turn end
    assert power(g, sentinel) == printed + 5000 and sentinel in [c for c, _ in field_skills(g, 1, "main")]


@pytest.mark.parametrize("negated", [False, True])
def test_8_3_2_played_with_its_skills_negated(negated: bool) -> None:
    """ "Play it with its skills negated for the turn": negated as it comes into
    play, its "when you play this card" does not trigger (DBS 8-3-2)."""
    _, g = new_game()
    source = take(g, 0, "DBR-002", "battle")
    tail = " with its skills negated for the turn" if negated else ""
    ab = with_text(source, f"[Activate Main] Choose up to 1 Battle Card in your Drop Area and play it{tail}.")
    fresh = take(g, 0, "DBR-003", "drop")
    with_text(fresh, "[Auto] When you play this card, draw 1 card.")
    run(activate(g, 0, source, ab, "test"), lambda d: [o.key for o in d.options if str(fresh.iid) in o.key][:1])
    assert fresh.zone.name == "battle"
    assert any(p.source == fresh.iid for p in g.pending) is not negated


# -- DBS 2-11-3: "reduce the energy cost of this card in your hand by N" ---------------------------------


@pytest.mark.parametrize("holds", [True, False])
def test_2_11_3_energy_cost_reduced_in_the_hand(holds: bool) -> None:
    """The total cost (DBS 2-11-3) of the card in the hand is 2 less while the
    [Permanent] skill's condition holds: a cost of 3 with 1 red sphere is paid
    with 1 red energy (DBS 2-11-1-1); otherwise 1 energy is not enough."""
    rs, g = new_game()
    card = take(g, 0, "DBR-006", "hand")  # cost 3, specified red
    life = len(g.zone(0, "life").cards) if holds else len(g.zone(0, "life").cards) - 1
    with_text(
        card, f"[Permanent] If you have {life} or less life, reduce the energy cost of this card in your hand by 2."
    )
    (one,) = energy(g, 0, "DBR-002", 1)
    keys = [o.key for o in main_options(rs, g, 0)]
    assert (f"play:{card.iid}" in keys) is holds
    if holds:
        run(main_phase(rs, g, 0), f"play:{card.iid}", "end")
        assert card.zone.name == "battle" and one.orientation == REST


def test_2_11_1_1_1_the_specified_cost_is_not_reduced() -> None:
    """ "Reduce the energy cost" is the total cost (DBS 2-11-3): a cost of 3 with
    2 red spheres, reduced by 2, still needs 2 red energy (DBS 2-11-1-1-1)."""
    rs, g = new_game()
    card = take(g, 0, "DBR-005", "hand")  # cost 3, specified red red
    with_text(card, "[Permanent] Reduce the energy cost of this card in your hand by 2.")
    energy(g, 0, "DBR-002", 1)
    assert f"play:{card.iid}" not in [o.key for o in main_options(rs, g, 0)]
    energy(g, 0, "DBR-002", 1)
    assert f"play:{card.iid}" in [o.key for o in main_options(rs, g, 0)]


@pytest.mark.parametrize(("extras", "more"), [(1, 0), (2, 5000)])
def test_8_1_4_cards_of_a_kind_in_the_drop_area(extras: int, more: int) -> None:
    """ "[Permanent] If you have 2 or more Extra Cards in your Drop Area, this card
    gets +5000 power": in force while that many Extra Cards are there (DBS 8-1-4);
    Battle Cards there do not count."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    printed = int(card.card.stats["power"])
    with_text(card, "[Permanent] If you have 2 or more Extra Cards in your Drop Area, this card gets +5000 power.")
    take(g, 0, "DBR-003", "drop")
    for _ in range(extras):
        take(g, 0, "DBR-017", "drop")
    assert power(g, card) == printed + more


@pytest.mark.parametrize(("colors", "more"), [(["red"], 0), (["blue", "green"], 0), (["red", "yellow"], 5000)])
def test_8_1_4_a_red_yellow_multicolor_card_in_the_energy(colors: list[str], more: int) -> None:
    """ "[Permanent] If you have a Red/Yellow multicolor card in your energy, this card
    gets +5000 power": a card of both those colors in the Energy Area (DBS 2-4)."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    printed = int(card.card.stats["power"])
    with_text(card, "[Permanent] If you have a Red/Yellow multicolor card in your energy, this card gets +5000 power.")
    (e,) = energy(g, 0, "DBR-003", 1)
    e.card = replace(e.card, stats={**e.card.stats, "color": colors})
    assert power(g, card) == printed + more


@pytest.mark.parametrize(("color", "offered"), [("black", True), ("red", False)])
def test_8_4_2_4_over_realm_skill_cost_of_a_colored_sphere(color: str, offered: bool) -> None:
    """ "[Over Realm 1]B": the skill cost is 1 black energy (DBS 10-15-2, 8-4-2-4)."""
    rs, g = new_game()
    card = take(g, 0, "DBR-002", "hand")
    (r,) = compile_card("dbscg", {"type": "battle", "text": "[Over Realm 1]B"}).results
    card.card = replace(card.card, stats={**card.card.stats, **dict(r.values)})
    take(g, 0, "DBR-003", "drop")
    (e,) = energy(g, 0, "DBR-008", 1)
    e.card = replace(e.card, stats={**e.card.stats, "color": color})
    assert (f"overrealm:{card.iid}" in [o.key for o in keyword_options(rs, g, 0, card)]) is offered
    if offered:
        run(over_realm(rs, g, 0, card))
        assert card.zone.name == "battle" and e.orientation == REST


# -- DBS 5-1-3-2: a [Permanent] skill of deck construction ---------------------------------------------------


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
def test_5_1_3_2_as_many_copies_as_you_like(rid: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """ "You can include as many copies of this card in your deck as you like": the
    4-copy limit (DBS 5-1-3-1) does not count that card (DBS 5-1-3-2; card text
    over the rules, DBS 1-3-1 / DBS1.0 1-3-1); other cards keep it."""
    rs = registry.get(rid)
    (r,) = compile_card(
        "dbscg",
        {"type": "battle", "text": "[Permanent] You can include as many copies of this card in your deck as you like."},
    ).results
    assert r.compiled and dict(r.values) == {"any_copies": True}
    base = rs.pool["DBR-002"]
    many = replace(base, id="ZZ-900", stats={**base.stats, **dict(r.values)})
    monkeypatch.setattr(rs, "pool", replace(rs.pool, cards={**rs.pool.cards, many.id: many}))
    main = RED_MAIN.replace("4 DBR-002", "5 ZZ-900").replace("2 DBR-007", "1 DBR-007")
    assert len(rs.check_deck(red_deck(main=main))["main"]) == 50
    with pytest.raises(DeckError):
        rs.check_deck(red_deck(main=main.replace("5 ZZ-900", "5 DBR-002")))
