"""Rules tests of skills compiled from Dragon Ball Super card text, played on
real game states: an [Activate] skill's condition before its colon (DBS 8-4-1),
"when this card attacks a Leader Card" (DBS 7-1-1), the skill costs "add N
cards from your life to your hand" and "place this card in its owner's Drop
Area" (DBS 8-4-1, 8-4-2-2), "when you play this card from your hand"
(DBS 6-3-1-2-1) and "when a card evolves into this card" (DBS 10-5-7).
The card text is original, in the patterns of real cards."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.abilities import Ability, parse_ability
from engine.cardtext import compile_card
from engine.flow import check_timing
from engine.games.dbscg.abilities import activate, field_skills, skill_cost_payable
from engine.games.dbscg.battle import attack
from engine.games.dbscg.plays import play_card
from engine.games.dbscg.turn import main_options, main_phase
from engine.state import REST, Card, Game
from engine.timing import Pending
from tests.engine.games.dbs import Flow, energy, leader, new_game, run, take


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


def hand(g: Game, seat: int = 0) -> int:
    return len(g.zone(seat, "hand").cards)


# -- DBS 8-4-1: an [Activate] skill's condition before its colon ----------------------------------


@pytest.mark.parametrize(("color", "usable"), [("red", True), ("blue", False)])
def test_8_4_1_activate_main_with_a_leader_condition(color: str, usable: bool) -> None:
    """ "[Activate Main] If your Leader Card is red : Draw 1 card": the skill can
    be activated only while the player's Leader Card is red (DBS 2-4; Player 1's
    demo leader is red)."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    with_text(card, f"[Activate Main] If your Leader Card is {color} : Draw 1 card.")
    assert (card in [c for c, _ in field_skills(g, 0, "main")]) is usable


@pytest.mark.parametrize(("n", "usable"), [(2, True), (3, False)])
def test_8_4_1_activate_main_with_an_energy_condition(n: int, usable: bool) -> None:
    """ "If you have N or more energy : ..." counts the cards in the Energy Area
    in either mode (DBS 3-5)."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    take(g, 0, "DBR-003", "energy")
    take(g, 0, "DBR-004", "energy", orientation=REST)
    with_text(card, f"[Activate Main] If you have {n} or more energy : Draw 1 card.")
    assert (card in [c for c, _ in field_skills(g, 0, "main")]) is usable


def test_8_4_1_a_leader_condition_after_the_colon_is_not_an_activation_condition() -> None:
    """ "[Activate Main] If your Leader Card is blue, draw 1 card" (no colon):
    the condition is the effect's; the skill is activated and draws nothing."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    ab = with_text(card, "[Activate Main] Switch this card to Rest Mode : If your Leader Card is blue, draw 1 card.")
    assert ab.condition == ()
    assert card in [c for c, _ in field_skills(g, 0, "main")]
    before = hand(g)
    run(activate(g, 0, card, ab, "test"))
    assert hand(g) == before and card.orientation == REST


# -- DBS 7-1-1: "when this card attacks a Leader Card" ---------------------------------------------


@pytest.mark.parametrize("at_leader", [True, False])
def test_7_1_1_when_this_card_attacks_a_leader_card_draw(at_leader: bool) -> None:
    """ "[Auto] When this card attacks a Leader Card, draw 1 card": it draws when
    the card attacks the opponent's Leader Card, not a Battle Card."""
    rs, g = new_game()
    me = take(g, 0, "DBR-002", "battle")
    with_text(me, "[Auto] When this card attacks a Leader Card, draw 1 card.")
    target = leader(g, 1) if at_leader else take(g, 1, "DBB-004", "battle", orientation=REST)
    deck = len(g.zone(0, "deck").cards)
    run(attack(rs, g, me, target))
    assert len(g.zone(0, "deck").cards) == deck - at_leader


# -- DBS 8-4-1, 8-4-2-2: skill costs -----------------------------------------------------------------


def test_8_4_1_cost_add_a_life_card_to_the_hand() -> None:
    """ "[Activate Main][Once per turn] Add 1 card from your life to your hand :
    Draw 1 card": the cost takes one card of the Life Area (chosen unseen,
    DBS 3-9-2) to the hand; with no life left it cannot be paid (DBS 8-4-2-2)."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    ab = with_text(card, "[Activate Main][Once per turn] Add 1 card from your life to your hand : Draw 1 card.")
    before = hand(g)
    run(activate(g, 0, card, ab, "test"), lambda d: (d.options[0].key,))
    assert len(g.zone(0, "life").cards) == 7 and hand(g) == before + 2
    for c in list(g.zone(0, "life").cards):
        g.move(c, g.zone(0, "drop"), why="test")
    assert not skill_cost_payable(g, 0, card, ab)


def test_8_4_1_cost_place_this_card_in_the_drop_area() -> None:
    """ "[Activate Main] Place this card in its owner's Drop Area : Choose up to 1
    of your opponent's Battle Cards with an energy cost of 2 or less and KO it":
    the card goes to the Drop Area as the cost, then the KO (DBS 10-1)."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    foe = take(g, 1, "DBB-004", "battle")  # cost 2
    ab = with_text(
        card,
        "[Activate Main] Place this card in its owner's Drop Area : Choose up to 1 of your opponent's Battle Cards"
        " with an energy cost of 2 or less and KO it.",
    )
    assert card in [c for c, _ in field_skills(g, 0, "main")]
    run(activate(g, 0, card, ab, "test"), lambda d: tuple(o.key for o in d.options if o.card == foe.iid))
    assert card.zone.name == "drop" and foe.zone.name == "drop"


def test_8_4_2_2_an_auto_whose_card_left_cannot_place_it_as_its_cost() -> None:
    """A pending "[Auto] Place this card in its owner's Drop Area : When this card
    attacks, draw 1 card" whose card went back to the hand: the cost cannot be
    paid (the card is a new one, DBS 8-6-7), so nothing happens."""
    rs, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    ab = with_text(card, "[Auto] Place this card in its owner's Drop Area : When this card attacks, draw 1 card.")
    p = Pending(g.next_id(), 0, "test", card.iid, card.incarnation, ab)
    g.move(card, g.zone(0, "hand"), why="test")
    g.move(card, g.zone(0, "battle"), why="test")
    before = hand(g)
    run(rs.resolve_pending(g, p))
    assert card.zone.name == "battle" and hand(g) == before


# -- DBS 6-3-1-2-1 and DBS 10-5: plays from the hand and by [Evolve] -------------------------------


def test_6_3_1_2_1_when_you_play_this_card_from_your_hand() -> None:
    """ "[Auto] When you play this card from your hand, draw 1 card": played from
    the hand, it draws."""
    rs, g = new_game()
    card = take(g, 0, "DBR-002", "hand")
    with_text(card, "[Auto] When you play this card from your hand, draw 1 card.")
    energy(g, 0, "DBR-003", 2)
    run(play_card(rs, g, 0, card))
    assert card.zone.name == "battle" and g.pending
    before = hand(g)
    run(check_timing(g))
    assert hand(g) == before + 1


def test_10_5_7_when_a_card_evolves_into_this_card() -> None:
    """DBS 10-5-7: "[Auto] When a card evolves into this card, draw 1 card" — the
    card played with [Evolve] on top of a Battle Card draws."""
    rs, g = new_game()
    take(g, 0, "DBR-005", "battle", orientation=REST)
    ascended = take(g, 0, "DBX-001", "hand")
    with_text(ascended, "[Auto] When a card evolves into this card, draw 1 card.")
    energy(g, 0, "DBR-002", 1)
    deck = len(g.zone(0, "deck").cards)
    run(main_phase(rs, g, 0), f"evolve:{ascended.iid}", "end")
    assert ascended.zone.name == "battle" and len(g.zone(0, "deck").cards) == deck - 1


# -- DBS 7-2-1-2: "when you combo with this card" -------------------------------------------------------


@pytest.mark.parametrize("my_turn", [True, False])
def test_7_2_1_2_2_when_you_combo_with_this_card(my_turn: bool) -> None:
    """ "[Auto] During your turn, when you combo with this card, draw 1 card": a
    Battle Card placed from the hand into the Combo Area in the Offense Step
    (DBS 7-2-1-2-2) draws at the checkpoint before the next free timing
    (DBS 4-6-2-1); combo'd by the defending player in the Defense Step
    (DBS 7-3-1-2), it is not that player's turn and nothing is drawn."""
    rs, g = new_game()
    seat = 0 if my_turn else 1
    helper = take(g, seat, "DBR-002" if my_turn else "DBB-004", "hand")
    with_text(helper, "[Auto] During your turn, when you combo with this card, draw 1 card.")
    energy(g, seat, "DBR-003" if my_turn else "DBB-008", 2)
    deck = len(g.zone(seat, "deck").cards)
    # the one free timing with a choice is the step of the player who combos; the attacker's
    # combo wins the battle (a life card is taken), the defender's combo stops the attack
    rest = ("pass", lambda d: (d.options[0].key,)) if my_turn else ()
    run(attack(rs, g, leader(g, 0), leader(g, 1)), f"combo:{helper.iid}", *rest)
    assert helper.zone.name == "drop"  # DBS 7-4-1-6: after the battle
    assert len(g.zone(seat, "deck").cards) == deck - my_turn


# -- DBS 10-3: "when this card is placed in a Battle Area" ----------------------------------------------


def test_10_3_2_a_field_card_placed_in_the_battle_area_triggers() -> None:
    """ "[Field] ... [Auto] When this card is placed in a Battle Area, draw 1 card": the
    [Field] skill places the Extra Card in the Battle Area (DBS 10-3-1), where its other
    skills work (DBS 10-3-2): the card's [Auto] draws 1 as the Main Phase goes on."""
    rs, g = new_game()
    shrine = take(g, 0, "DBR-017", "hand")
    field = shrine.card.abilities[0]
    (_, placed) = compile_card(
        "dbscg", {"type": "extra", "text": "[Field]\n[Auto] When this card is placed in a Battle Area, draw 1 card."}
    ).results
    assert placed.ability is not None
    shrine.card = replace(shrine.card, abilities=(field, parse_ability(placed.ability, "dbscg")))
    energy(g, 0, "DBR-002", 1)
    before = hand(g)
    run(main_phase(rs, g, 0), f"extra:{shrine.iid}", "end")
    assert shrine.zone.name == "battle"
    assert hand(g) == before  # the card left the hand, 1 card drawn


# -- DBS 8-6-5: "when this card is removed from your Battle Area by an opponent's skill" -----------------


def _removal_watcher(g: Game, seat: int, or_ko: bool) -> Card:
    card = take(g, seat, "DBB-003" if seat else "DBR-003", "battle")
    trigger = "by an opponent's skill or KO'd" if or_ko else "by an opponent's skill"
    with_text(card, f"[Auto] When this card is removed from your Battle Area {trigger}, draw 1 card.")
    return card


def _watching(g: Game, card: Card) -> int:
    return sum(1 for p in g.pending if p.source == card.iid)


@pytest.mark.parametrize("or_ko", [False, True])
def test_8_6_5_removed_by_an_opponents_skill(or_ko: bool) -> None:
    """Returned to its owner's hand by the opponent's skill, the card's area
    movement trigger becomes pending (DBS 8-6-5, 8-6-2), once."""
    _, g = new_game()
    watcher = _removal_watcher(g, 1, or_ko)
    source = take(g, 0, "DBR-002", "battle")
    ab = with_text(
        source, "[Activate Main] Choose up to 1 of your opponent's Battle Cards and return it to its owner's hand."
    )
    run(activate(g, 0, source, ab, "test"), lambda d: [o.key for o in d.options if str(watcher.iid) in o.key][:1])
    assert watcher.zone.name == "hand"
    assert _watching(g, watcher) == 1


@pytest.mark.parametrize("or_ko", [False, True])
def test_8_6_5_a_ko_by_an_opponents_skill_triggers_once(or_ko: bool) -> None:
    """KO-ed by the opponent's skill, the card was removed by that skill: each
    of the two wordings triggers once (a KO is one event, DBS 10-1-1)."""
    _, g = new_game()
    watcher = _removal_watcher(g, 1, or_ko)
    source = take(g, 0, "DBR-002", "battle")
    ab = with_text(source, "[Activate Main] Choose all of your opponent's Battle Cards and KO them.")
    run(activate(g, 0, source, ab, "test"))
    assert watcher.zone.name == "drop"
    assert _watching(g, watcher) == 1


def test_8_6_5_removed_by_its_own_players_skill_does_not_trigger() -> None:
    """A skill of the card's own player that moves it is no opponent's skill."""
    _, g = new_game()
    watcher = _removal_watcher(g, 0, True)
    source = take(g, 0, "DBR-002", "battle")
    ab = with_text(source, "[Activate Main] Choose up to 1 of your Battle Cards and return it to its owner's hand.")
    run(activate(g, 0, source, ab, "test"), lambda d: [o.key for o in d.options if str(watcher.iid) in o.key][:1])
    assert watcher.zone.name == "hand"
    assert _watching(g, watcher) == 0


@pytest.mark.parametrize(("or_ko", "triggers"), [(False, 0), (True, 1)])
def test_8_6_5_ko_ed_in_battle_is_no_skill(or_ko: bool, triggers: int) -> None:
    """KO-ed by a battle's result (DBS 7-4-1-4-2): "or KO'd" triggers; "by an
    opponent's skill" alone does not."""
    rs, g = new_game()
    watcher = _removal_watcher(g, 1, or_ko)
    g.set_orientation(watcher, REST)
    before = hand(g, 1)
    run(attack(rs, g, leader(g, 0), watcher))  # the battle's checkpoints resolve what triggered
    assert watcher.zone.name == "drop"
    assert hand(g, 1) == before + triggers


# -- DBS 8-5-3-2: "place up to N cards from the top of your deck in your Drop Area" ----------------------


@pytest.mark.parametrize("k", [0, 2])
def test_8_5_3_2_place_up_to_n_cards_from_the_top_of_the_deck(k: int) -> None:
    """The master chooses how many, 0 to N: that many top cards go to the Drop Area."""
    _, g = new_game()
    source = take(g, 0, "DBR-002", "battle")
    ab = with_text(source, "[Activate Main] Place up to 3 cards from the top of your deck in your Drop Area.")
    deck = g.zone(0, "deck")
    top = list(reversed(deck.cards[-k:])) if k else []
    ds = run(activate(g, 0, source, ab, "test"), str(k))
    assert [o.key for o in ds[-1].options] == ["0", "1", "2", "3"]
    assert g.zone(0, "drop").cards == top  # the top card first


# -- DBS 10-5, 8-4-2-4: an [Evolve] skill cost with colored spheres ----------------------------------------


@pytest.mark.parametrize(("colors", "usable"), [(["red", "blue", "blue"], False), (["red", "red", "blue"], True)])
def test_8_4_2_4_evolve_cost_with_colored_spheres(colors: list[str], usable: bool) -> None:
    """ "[Evolve] RR[one]: <Ryuen>": 2 red energy and 1 of any color (DBS 8-4-2-3,
    8-4-2-4); 3 energy with 1 red cannot pay it."""
    rs, g = new_game()
    take(g, 0, "DBR-005", "battle", orientation=REST)
    ascended = take(g, 0, "DBX-001", "hand")
    (r,) = compile_card("dbscg", {"type": "battle", "text": "[Evolve] RR[one]: <Ryuen>"}).results
    stats = {**ascended.card.stats, **dict(r.values)}
    ascended.card = replace(ascended.card, stats=stats)
    for e, color in zip(energy(g, 0, "DBR-002", 3), colors, strict=True):
        e.card = replace(e.card, stats={**e.card.stats, "color": color})
    keys = [o.key for o in main_options(rs, g, 0)]
    assert (f"evolve:{ascended.iid}" in keys) is usable
    if usable:
        run(main_phase(rs, g, 0), f"evolve:{ascended.iid}", "end")
        assert ascended.zone.name == "battle"
        assert all(e.orientation == REST for e in g.zone(0, "energy").cards)


@pytest.mark.parametrize("printed", ["Orin: Tide", "Orin : Tide", "Orin: Ebb"])
def test_2_5_a_character_name_spelled_with_or_without_space_before_its_colon(printed: str) -> None:
    """ "If your Leader Card is a <Orin : Tide> card": the Leader Card whose character
    name is spelled "Orin: Tide" (or "Orin : Tide") is that character (DBS 2-5, 2-5-3)."""
    _, g = new_game()
    lead = leader(g, 0)
    lead.card = replace(lead.card, stats={**lead.card.stats, "character": printed})
    card = take(g, 0, "DBR-002", "battle")
    with_text(card, "[Activate Main] If your Leader Card is a <Orin : Tide> card : Draw 1 card.")
    assert (card in [c for c, _ in field_skills(g, 0, "main")]) is (printed != "Orin: Ebb")


# -- DBS 10-13-3-3: the [Union-Fusion] skill cost, with colored spheres -----------------------------------


@pytest.mark.parametrize(("color", "usable"), [("blue", False), ("red", True)])
def test_10_13_3_3_union_fusion_pays_its_skill_cost(color: str, usable: bool) -> None:
    """ "[Union-Fusion] R[one] : <Hana> and <Bram>": a skill cost of 2 energy, 1 of
    them red (DBS 10-13-3-3, 8-4-2-4), paid before the two cards go to the Drop Area."""
    rs, g = new_game()
    fused = take(g, 0, "DBX-004", "hand")
    take(g, 0, "DBR-008", "hand")
    take(g, 0, "DBR-010", "hand")
    (r,) = compile_card("dbscg", {"type": "battle", "text": "[Union-Fusion] R[one] : <Hana> and <Bram>"}).results
    fused.card = replace(fused.card, stats={**fused.card.stats, **dict(r.values)})
    paid = energy(g, 0, "DBR-002", 2)
    paid[0].card = replace(paid[0].card, stats={**paid[0].card.stats, "color": color})
    paid[1].card = replace(paid[1].card, stats={**paid[1].card.stats, "color": "blue"})
    assert (f"fusion:{fused.iid}" in [o.key for o in main_options(rs, g, 0)]) is usable
    if usable:
        run(main_phase(rs, g, 0), f"fusion:{fused.iid}", "end")
        assert fused.zone.name == "battle" and all(e.orientation == REST for e in paid)


# -- DBS 10-24-2: the Battle Card [Swap] specifies, and its skill cost's colored spheres ----------------------


@pytest.mark.parametrize("red", [True, False])
def test_8_4_2_4_swap_skill_cost_with_a_colored_sphere(red: bool) -> None:
    """ "[Swap 2] R : 《Ember Clan》 with an energy cost of 2": 1 red energy pays the skill cost."""
    rs, g = new_game()
    tamsin = _swapper(g, "Ember Clan")
    (e,) = energy(g, 0, "DBR-002", 1)
    if not red:
        e.card = replace(e.card, stats={**e.card.stats, "color": "blue"})
    assert (f"swap:{tamsin.iid}" in [o.key for o in main_options(rs, g, 0)]) is red


@pytest.mark.parametrize(("trait", "played"), [("Ember Clan", True), ("Tidal Court", False)])
def test_10_24_3_swap_plays_only_the_specified_card(trait: str, played: bool) -> None:
    """ "[Swap 2] R : 《X》 with an energy cost of 2": up to 1 Battle Card of that
    special trait with energy cost 2 from the hand is played (DBS 10-24-2, 10-24-3)."""
    rs, g = new_game()
    tamsin = _swapper(g, trait)
    brawler = take(g, 0, "DBR-003", "hand")  # cost 2, 《Ember Clan》
    energy(g, 0, "DBR-002", 1)
    answers = [(str(brawler.iid),)] if played else []
    run(main_phase(rs, g, 0), f"swap:{tamsin.iid}", *answers, "end")
    assert (brawler.zone.name == "battle") is played and tamsin.zone.name == "hand"


def _swapper(g: Game, trait: str) -> Card:
    tamsin = take(g, 0, "DBX-009", "battle")
    (r,) = compile_card(
        "dbscg", {"type": "battle", "text": f"[Swap 2] R : 《{trait}》 with an energy cost of 2."}
    ).results
    stats = {k: v for k, v in tamsin.card.stats.items() if k != "swap_cost"}
    tamsin.card = replace(tamsin.card, stats={**stats, **dict(r.values)})
    return tamsin


@pytest.mark.parametrize(
    ("wants", "usable"),
    [
        ("Red <Ryuen> with an energy cost of 3 or more", True),
        ("Red <Ryuen> with an energy cost of 4", False),
        ("Blue <Ryuen>", False),
        ("<Ryuen> with an energy cost of 3 or less", True),
    ],
)
def test_10_5_1_evolve_onto_the_card_of_the_specified_color_and_cost(wants: str, usable: bool) -> None:
    """ "[EX-Evolve] R : Red <Ryuen> with an energy cost of 3 or more": only a Battle Card
    of that name fulfilling the specified conditions can be chosen (DBS 10-5-1)."""
    rs, g = new_game()
    take(g, 0, "DBR-005", "battle", orientation=REST)  # <Ryuen>, red, cost 3
    ascended = take(g, 0, "DBX-001", "hand")
    (r,) = compile_card("dbscg", {"type": "battle", "text": f"[EX-Evolve] R : {wants}."}).results
    assert r.compiled
    ascended.card = replace(ascended.card, stats={**ascended.card.stats, **dict(r.values)})
    energy(g, 0, "DBR-002", 1)
    assert (f"evolve:{ascended.iid}" in [o.key for o in main_options(rs, g, 0)]) is usable


# -- DBS 8-5-2, 8-6-2: "When you activate this card" of an Extra Card ---------------------------------------


def test_8_6_2_when_you_activate_this_card_you_cant_activate_copies() -> None:
    """ "[Auto] When you activate this card, you can't activate {Ember Barrage} for the
    duration of the turn": once it is activated, the second copy cannot be."""
    rs, g = new_game()
    first = take(g, 0, "DBR-011", "hand")
    second = take(g, 0, "DBR-015", "hand")  # another Extra Card, named alike below
    text = (
        "[Activate Main] Draw 1 card.\n"
        "[Auto] When you activate this card, you can't activate {Ember Barrage} for the duration of the turn."
    )
    results = compile_card("dbscg", {"type": "extra", "name": "Ember Barrage", "text": text}).results
    assert all(r.compiled and r.ability is not None for r in results)
    abilities = tuple(parse_ability(r.ability, "dbscg") for r in results if r.ability is not None)
    for c in (first, second):
        c.card = replace(c.card, name="Ember Barrage", abilities=abilities)
    energy(g, 0, "DBR-002", 2)
    energy(g, 0, "DBR-003", 2)
    keys = [o.key for o in main_options(rs, g, 0)]
    assert f"extra:{first.iid}" in keys and f"extra:{second.iid}" in keys
    ds = run(main_phase(rs, g, 0), f"extra:{first.iid}", "end")
    assert first.zone.name == "drop"
    assert f"extra:{second.iid}" not in [o.key for o in ds[-1].options]


# -- DBS 8-6-2: one skill, two trigger conditions ("when you play or combo with this card") ---------------


def test_8_6_2_when_you_play_or_combo_with_this_card() -> None:
    """Either event makes the skill pending: played from the hand (DBS 6-3-1-2-1-4),
    and combo'd from the hand in the Offense Step (DBS 7-2-1-2-2)."""
    rs, g = new_game()
    text = "[Auto] When you play or combo with this card, draw 1 card."
    played = take(g, 0, "DBR-002", "hand")
    with_text(played, text)
    energy(g, 0, "DBR-003", 3)
    deck = len(g.zone(0, "deck").cards)
    run(main_phase(rs, g, 0), f"play:{played.iid}", "end")
    assert played.zone.name == "battle" and len(g.zone(0, "deck").cards) == deck - 1
    helper = take(g, 0, "DBR-004", "hand")
    with_text(helper, text)
    deck = len(g.zone(0, "deck").cards)
    run(attack(rs, g, leader(g, 0), leader(g, 1)), f"combo:{helper.iid}", "pass", lambda d: (d.options[0].key,))
    assert helper.zone.name == "drop" and len(g.zone(0, "deck").cards) == deck - 1


# -- DBS 7-4-1-8-1: "at the end of the battle after you combo with this card from your hand, play this card" ----


@pytest.mark.parametrize("from_hand", [True, False])
def test_7_4_1_8_1_play_this_card_after_a_combo_from_the_hand(from_hand: bool) -> None:
    """The card comboed from the hand goes to the Drop Area after the battle
    (DBS 7-4-1-6) and is then played from there in Rest Mode (DBS 3-6-3); comboed
    from the Battle Area, the trigger is not fulfilled."""
    rs, g = new_game()
    helper = take(g, 0, "DBR-004", "hand" if from_hand else "battle")
    with_text(
        helper,
        "[Auto] At the end of the battle after you combo with this card from your hand, play this card in Rest Mode.",
    )
    energy(g, 0, "DBR-002", 2)
    _play_out(attack(rs, g, leader(g, 0), leader(g, 1)), f"combo:{helper.iid}")
    assert helper.zone.name == ("battle" if from_hand else "drop")
    if from_hand:
        assert helper.orientation == REST


def _play_out(flow: Flow, first: str) -> None:
    """Answer ``first``, then pass (or take the first option) until the flow ends."""
    d = next(flow)
    keys: tuple[str, ...] = (first,)
    try:
        while True:
            d = flow.send(d.chosen(d.normalise(keys)))
            options = [o.key for o in d.options]
            keys = ("pass",) if "pass" in options else (options[0],)
    except StopIteration:
        return


@pytest.mark.parametrize("from_hand", [True, False])
def test_7_2_1_2_2_when_you_combo_with_this_card_from_your_hand(from_hand: bool) -> None:
    """Placed in the Combo Area from the hand (DBS 7-2-1-2-2) the card draws 1;
    from the Battle Area (DBS 7-2-1-2-1) it does not."""
    rs, g = new_game()
    helper = take(g, 0, "DBR-004", "hand" if from_hand else "battle")
    with_text(helper, "[Auto] When you combo with this card from your hand, draw 1 card.")
    energy(g, 0, "DBR-002", 2)
    deck = len(g.zone(0, "deck").cards)
    _play_out(attack(rs, g, leader(g, 0), leader(g, 1)), f"combo:{helper.iid}")
    assert len(g.zone(0, "deck").cards) == deck - from_hand


@pytest.mark.parametrize(("colors", "usable"), [("red or green", True), ("blue or green", False)])
def test_2_4_1_leader_card_of_either_color(colors: str, usable: bool) -> None:
    """ "[Activate Main] If your Leader Card is red or green : Draw 1 card": a Leader
    Card of either color (DBS 2-4-1; Player 1's demo leader is red)."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    with_text(card, f"[Activate Main] If your Leader Card is {colors} : Draw 1 card.")
    assert (card in [c for c, _ in field_skills(g, 0, "main")]) is usable


@pytest.mark.parametrize(("colors", "usable"), [("red or blue", True), ("green or yellow", False)])
def test_2_4_1_the_opponents_leader_card_of_either_color(colors: str, usable: bool) -> None:
    """ "[Activate Main] If your opponent's Leader Card is red or blue : Draw 1 card": the
    other player's Leader Card (Player 2's demo leader is blue, DBS 2-4-1)."""
    _, g = new_game()
    card = take(g, 0, "DBR-002", "battle")
    with_text(card, f"[Activate Main] If your opponent's Leader Card is {colors} : Draw 1 card.")
    assert (card in [c for c, _ in field_skills(g, 0, "main")]) is usable
