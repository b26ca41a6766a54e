"""Scenario tests for the Dragon Ball Super Card Game rulesets (``dbscg``,
rules ver.1.073, and ``dbscg-1.0``, rules ver.1.00)."""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import Any

import pytest

from engine import registry
from engine.bots import RandomBot
from engine.decisions import Decision, Option
from engine.decks import DeckList, parse_deck_text
from engine.errors import DeckError, GameOver
from engine.events import Answered, Happened, Note, Shuffled
from engine.games.dbscg import DragonBallSuper, DragonBallSuper10
from engine.games.dbscg.battle import attack
from engine.games.dbscg.costs import can_pay, pay
from engine.games.dbscg.state import DbsTurn
from engine.games.dbscg.turn import end_phase, main_phase, turn
from engine.match import Match
from engine.state import REST, STAND, Card, Game
from engine.timing import Duration

Flow = Generator[Decision, tuple[Option, ...], Any]

RED_MAIN = """\
4 DBR-002
4 DBR-003
4 DBR-004
4 DBR-005
4 DBR-006
2 DBR-007
4 DBR-008
4 DBR-009
4 DBR-010
4 DBR-011
4 DBR-012
3 DBR-013
2 DBR-014
3 DBR-015
"""


def deck(text: str) -> DeckList:
    return parse_deck_text(text, "test.txt")


def red_deck(leader: str = "[leader]\n1 DBR-001\n", main: str = RED_MAIN) -> DeckList:
    return deck(leader + "[main]\n" + main)


# -- driving flows -----------------------------------------------------------------------


class Script:
    """Answers the decisions of a flow: each answer is a key, a tuple of keys,
    or a callable choosing from the decision. Records every decision."""

    def __init__(self) -> None:
        self.decisions: list[Decision] = []

    def run(self, flow: Flow, *answers: Any) -> Any:
        queue = list(answers)
        try:
            d = next(flow)
            while True:
                self.decisions.append(d)
                if not queue:
                    raise AssertionError(f"unanswered decision: {d.prompt} {[o.key for o in d.options]}")
                a = queue.pop(0)
                if callable(a):
                    a = a(d)
                keys = (a,) if isinstance(a, str) else tuple(a)
                d = flow.send(d.chosen(d.normalise(keys)))
        except StopIteration as stop:
            assert not queue, f"answers left over: {queue}"
            return stop.value


def run(flow: Flow, *answers: Any) -> list[Decision]:
    s = Script()
    s.run(flow, *answers)
    return s.decisions


def key_starting(prefix: str) -> Any:
    def pick(d: Decision) -> str:
        for o in d.options:
            if o.key.startswith(prefix):
                return o.key
        raise AssertionError(f"no option {prefix!r} in {[o.key for o in d.options]}")

    return pick


#: cards that no scenario needs: they make up the life of test games
LIFE_IDS = (
    "DBR-009",
    "DBR-007",
    "DBR-014",
    "DBR-013",
    "DBB-009",
    "DBB-007",
    "DBB-016",
    "DBB-012",
    "DBB-015",
)


def new_game(
    ruleset_id: str = "dbscg", seed: int = 0, decks: Sequence[DeckList] | None = None
) -> tuple[DragonBallSuper, Game]:
    """A game just after set-up: leaders face up, 8 life each, empty hands,
    turn 1 of Player 1 (seat 0, red) against Player 2 (seat 1, blue)."""
    rs = registry.get(ruleset_id)
    assert isinstance(rs, DragonBallSuper)
    lists = list(decks) if decks else rs.demo_decks()
    resolved = [rs.check_deck(d) for d in lists]
    g = Game(rs, seed, rs.seat_teams())
    rs.build(g, resolved)
    for seat in range(2):
        leader = g.zone(seat, "leader").top
        assert leader is not None
        g.flip(leader, True)
        life = [c for pref in LIFE_IDS for c in g.zone(seat, "deck").cards if c.card.id == pref][:8]
        assert len(life) == 8
        for c in life:
            g.move(c, g.zone(seat, "life"), face_up=False)
    g.turn = 1
    g.active = 0
    return rs, g


def take(g: Game, seat: int, card_id: str, zone: str, orientation: str = STAND) -> Card:
    """Move a copy of ``card_id`` from anywhere but the field to ``zone``."""
    for name in ("deck", "hand", "drop", "energy"):
        for c in g.zone(seat, name).cards:
            if c.card.id == card_id and c.zone.name != zone:
                return g.move(c, g.zone(seat, zone), face_up=zone not in ("deck", "life"), orientation=orientation)
    raise AssertionError(f"no spare {card_id} for seat {seat}")


def energy(g: Game, seat: int, card_id: str, n: int) -> list[Card]:
    return [take(g, seat, card_id, "energy") for _ in range(n)]


def leader(g: Game, seat: int) -> Card:
    c = g.zone(seat, "leader").top
    assert c is not None
    return c


def notes(g: Game) -> list[str]:
    """The steps of the game in words: notes, and the events abilities wait for."""
    return [e.text for e in g.journal if isinstance(e, (Note, Happened))]


# -- card data and deck construction (DBS 2, DBS 5-1) ---------------------------------------


def test_ruleset_ids_and_prefixes() -> None:
    """DBS 1-1-1: a two-player game; both manuals are registered."""
    rs, rs10 = registry.get("dbscg"), registry.get("dbscg-1.0")
    assert isinstance(rs, DragonBallSuper) and isinstance(rs10, DragonBallSuper10)
    assert (rs.rule_prefix, rs10.rule_prefix) == ("DBS", "DBS1.0")
    assert rs.game == rs10.game == "dbscg" and rs.label_code == "DBS"
    assert rs.r("attack_counter") == "DBS 7-1-2" and rs10.r("attack_counter") == "DBS1.0 7-1-1"


def test_3_10_the_warp_exists_only_in_1073() -> None:
    """DBS 3-10: ver.1.073 has the Warp; the ver.1.00 manual has no such area."""
    _, g = new_game("dbscg")
    _, g10 = new_game("dbscg-1.0")
    assert "p0.warp" in g.zones and "p0.warp" not in g10.zones
    for name in ("deck", "hand", "leader", "battle", "combo", "energy", "life", "drop"):
        assert f"p1.{name}" in g10.zones
    assert g.zone(0, "life").visibility == "hidden" and g.zone(0, "energy").visibility == "public"


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
def test_5_1_demo_decks_are_legal(rid: str) -> None:
    """DBS 5-1-2 / DBS 5-1-3: each demo list has 1 Leader Card and 50 cards."""
    rs = registry.get(rid)
    decks = rs.demo_decks()
    assert len(decks) >= 2
    for d in decks:
        cards = rs.check_deck(d)
        assert len(cards["leader"]) == 1 and len(cards["main"]) == 50
        assert d.name and not d.name.endswith(".txt")


def _error(rid: str, d: DeckList) -> DeckError:
    with pytest.raises(DeckError) as info:
        registry.get(rid).check_deck(d)
    return info.value


def test_5_1_2_exactly_one_leader() -> None:
    """DBS 5-1-2: a player needs exactly 1 Leader Card."""
    e = _error("dbscg", red_deck(leader=""))
    assert e.line is None and "DBS 5-1-2" in e.message
    e = _error("dbscg", red_deck(leader="[leader]\n1 DBR-001\n1 DBB-001\n"))
    assert e.line == 3 and "DBS 5-1-2" in e.message


def test_2_3_2_leader_section_holds_a_leader_card() -> None:
    """DBS 2-3-2: the Leader Area takes a Leader Card, not a Battle Card."""
    e = _error("dbscg", red_deck(leader="[leader]\n1 DBR-002\n"))
    assert e.line == 2 and "DBS 2-3-2" in e.message


def test_5_1_3_deck_holds_battle_and_extra_cards_only() -> None:
    """DBS 5-1-3: the deck is made of Battle Cards and Extra Cards."""
    e = _error("dbscg", red_deck(main=RED_MAIN.replace("3 DBR-015", "2 DBR-015\n1 DBB-001")))
    assert e.line == 18 and "DBS 5-1-3" in e.message


def test_5_1_3_exactly_50_cards() -> None:
    """DBS 5-1-3: 49 cards (error at the last entry) and 51 cards (error at
    the entry passing 50) are both illegal."""
    e = _error("dbscg", red_deck(main=RED_MAIN.replace("3 DBR-015", "2 DBR-015")))
    assert e.line == 17 and "49" in e.message and "DBS 5-1-3" in e.message
    e = _error("dbscg", red_deck(main=RED_MAIN.replace("2 DBR-014", "3 DBR-014")))
    assert e.line == 17 and "DBS 5-1-3" in e.message


def test_5_1_3_1_four_copies_of_a_card_number() -> None:
    """DBS 5-1-3-1 / DBS 2-15-2-1: at most 4 copies of one card number, also
    when the copies are split over several lines."""
    main = RED_MAIN.replace("2 DBR-007", "1 DBR-007").replace("3 DBR-015", "3 DBR-015\n1 DBR-002")
    e = _error("dbscg", red_deck(main=main))
    assert e.line == 18 and "5 copies of DBR-002" in e.message and "DBS 5-1-3-1" in e.message
    e = _error("dbscg-1.0", red_deck(main=main))
    assert "DBS1.0 5-1-3-1" in e.message


def test_unknown_card_id_names_its_line() -> None:
    """DBS 5-2-1-1: the presented deck must be made of real cards."""
    e = _error("dbscg", red_deck(main=RED_MAIN.replace("4 DBR-002", "4 DBR-999")))
    assert e.line == 4


def test_10_31_dragon_ball_cards() -> None:
    """DBS 10-31-1: any number of copies of [Dragon Ball] cards, up to 7 in
    total; the 1.00 manual has no such keyword, so 4 copies is the limit."""
    six = RED_MAIN.replace("4 DBR-011", "1 DBR-011").replace("3 DBR-015", "\n")
    ok = red_deck(main=six + "6 DBB-015\n")
    assert len(registry.get("dbscg").check_deck(ok)["main"]) == 50
    e = _error("dbscg-1.0", ok)
    assert "DBS1.0 5-1-3-1" in e.message
    eight = RED_MAIN.replace("4 DBR-011", "").replace("3 DBR-015", "") + "8 DBB-015\n"
    e = _error("dbscg", red_deck(main=eight.replace("3 DBR-013", "2 DBR-013")))
    assert "DBS 10-31-1" in e.message and e.line is not None


def test_10_14_one_ultimate_card() -> None:
    """DBS 10-14-1: only one card with [Ultimate] in a deck."""
    main = RED_MAIN.replace("2 DBR-007", "").replace("3 DBR-015", "2 DBR-015\n1 DBB-016\n2 DBB-016")
    e = _error("dbscg", red_deck(main=main))
    assert e.line == 19 and "DBS 10-14-1" in e.message


def test_10_17_four_super_combo_cards() -> None:
    """DBS 10-17: at most four cards with [Super Combo] in total."""
    main = (
        RED_MAIN.replace("2 DBR-007", "1 DBR-007")
        .replace("4 DBR-002", "4 DBR-016")
        .replace("3 DBR-015", "3 DBR-015\n4 DBR-002\n1 DBB-016")
        .replace("4 DBR-008", "")
    )
    e = _error("dbscg", red_deck(main=main))
    assert "DBS 10-17" in e.message and e.line is not None


# -- set-up (DBS 5-2) ----------------------------------------------------------------------------


def test_5_2_1_setup_leader_hand_life_and_redraw_order() -> None:
    """DBS 5-2-1-2 .. 5-2-1-7: leaders front side up, 6-card hands, then the
    first player's redraw decision, then the other player's; 8 life each."""
    firsts = set()
    for seed in range(8):
        m = Match.new("dbscg", seed=seed)
        g = m.game
        first = g.first_player
        firsts.add(first)
        assert all(leader(g, s).face_up for s in range(2))
        assert [len(g.zone(s, "hand").cards) for s in range(2)] == [6, 6]
        d = m.decision
        assert d is not None and d.player == first and "Redraw" in d.prompt and d.min == 0 and d.max == 6
        m.apply(())
        d = m.decision
        assert d is not None and d.player == 1 - first and "Redraw" in d.prompt
        m.apply(())
        assert [len(g.zone(s, "life").cards) for s in range(2)] == [8, 8]
        assert [len(g.zone(s, "deck").cards) for s in range(2)] == [36, 36]
        assert g.turn == 1 and g.active == first
    assert firsts == {0, 1}  # DBS 5-2-1-5: random first player


def test_5_2_1_6_1_redraw_returns_shuffles_and_draws() -> None:
    """DBS 5-2-1-6-1: return any number of cards, shuffle, draw that many."""
    m = Match.new("dbscg", seed=3)
    g = m.game
    first = g.first_player
    hand = g.zone(first, "hand").cards
    back = [o.key for o in m.decision.options[:3]]  # type: ignore[union-attr]
    returned = [g.cards[int(k)] for k in back]
    n_shuffles = sum(isinstance(e, Shuffled) for e in g.journal)
    m.apply(tuple(back))
    assert len(hand) == 6
    assert sum(isinstance(e, Shuffled) for e in g.journal) == n_shuffles + 1
    assert any("returns 3 card(s)" in t for t in notes(g))
    assert all(c.zone.name in ("hand", "deck") for c in returned)


def test_5_2_1_3_leader_checkpoint_only_in_1073() -> None:
    """DBS 5-2-1-3 (ver.1.073) has a leader-placed checkpoint; DBS1.0 5-2-1-2
    does not: the variant differs by class options only."""
    assert DragonBallSuper.leader_placed_checkpoint and not DragonBallSuper10.leader_placed_checkpoint
    assert issubclass(DragonBallSuper10, DragonBallSuper)


# -- the turn (DBS 6) -----------------------------------------------------------------------------


def test_6_2_charge_phase_first_turn_no_draw_then_draw_and_stand() -> None:
    """DBS 6-2-3: the first player does not draw on the first turn; DBS 6-2-2:
    the turn player's rested cards switch to Active Mode; DBS 6-2-5: charging
    is optional."""
    rs, g = new_game()
    g.turn = 0
    take(g, 0, "DBR-002", "hand")
    e = take(g, 0, "DBR-003", "energy", orientation=REST)
    ds = run(turn(rs, g), "skip", "end")
    assert "Charge Phase" in ds[0].prompt and ds[0].options[0].key == "skip"
    assert len(g.zone(0, "hand").cards) == 1  # no draw on turn 1
    assert e.orientation == STAND
    g.active = 1
    take(g, 1, "DBB-002", "hand")
    ds = run(turn(rs, g), key_starting("charge:"), "end")
    assert g.turn == 2
    assert len(g.zone(1, "energy").cards) == 1 and len(g.zone(1, "hand").cards) == 1  # drew 1, charged 1
    assert g.zone(1, "energy").cards[0].orientation == STAND  # DBS 3-8-3: Active


def test_6_2_5_charge_is_mandatory_in_1_00() -> None:
    """DBS1.0 6-2-5: the turn player places 1 card in the Energy Area."""
    rs, g = new_game("dbscg-1.0")
    g.turn = 0
    take(g, 0, "DBR-002", "hand")
    take(g, 0, "DBR-003", "hand")
    ds = run(turn(rs, g), key_starting("charge:"), "end")
    assert all(o.key.startswith("charge:") for o in ds[0].options)
    assert len(g.zone(0, "energy").cards) == 1


def test_6_3_main_phase_always_offers_end() -> None:
    """DBS 6-3-1-2-4: the turn player may always end the Main Phase."""
    rs, g = new_game()
    ds = run(main_phase(rs, g, 0), "end")
    assert ds[0].options[0].key == "end"
    assert g.step == "Main Phase End Step"


MIXED = red_deck(main=RED_MAIN.replace("DBR-008", "DBB-008").replace("DBR-010", "DBB-002"))


def test_2_11_1_1_play_pays_total_and_specified_cost() -> None:
    """DBS 2-11-1-1 / DBS 6-3-1-2-1: Blazeheart Duelist (cost 3, two red
    specified) cannot be played with 1 red and 2 blue energy; with 2 red and
    2 blue it rests both red and one blue."""
    rs, g = new_game(decks=[MIXED, registry.get("dbscg").demo_decks()[1]])
    card = take(g, 0, "DBR-005", "hand")
    reds = energy(g, 0, "DBR-002", 1)
    blues = energy(g, 0, "DBB-008", 2)
    assert f"play:{card.iid}" not in [o.key for o in run(main_phase(rs, g, 0), "end")[0].options]
    reds += energy(g, 0, "DBR-003", 1)
    run(main_phase(rs, g, 0), f"play:{card.iid}", "end")
    assert card.zone.name == "battle"
    assert [c.orientation for c in reds] == [REST, REST]
    assert sorted(c.orientation for c in blues) == [REST, STAND]


def test_2_11_1_1_specified_colors_must_be_paid() -> None:
    """DBS 2-11-1-1: a specified cost needs energy of that color."""
    rs, g = new_game(decks=[registry.get("dbscg").demo_decks()[1], registry.get("dbscg").demo_decks()[0]])
    # seat 0 is the blue player now; give them red energy only from its own deck: none, so use effects of color
    card = take(g, 0, "DBB-005", "hand")  # cost 4, specified blue x2
    energy(g, 0, "DBB-004", 4)
    ds = run(main_phase(rs, g, 0), f"play:{card.iid}", "end")
    assert f"play:{card.iid}" in [o.key for o in ds[0].options]
    assert card.zone.name == "battle" and card.orientation == STAND
    assert [c.orientation for c in g.zone(0, "energy").cards] == [REST] * 4
    assert any("pays 4 energy (total 4, specified 2 blue)" in t for t in notes(g))


def test_2_11_1_1_1_specified_above_total() -> None:
    """DBS 2-11-1-1-1: when the specified cost is greater than the total
    cost, that many cards of the color are rested."""
    _, g = new_game()
    es = energy(g, 0, "DBR-002", 2)
    assert can_pay(g, 0, 1, (("red", 2),))
    assert not can_pay(g, 0, 1, (("red", 3),))
    assert not can_pay(g, 0, 1, (("blue", 1),))
    run(pay(g, 0, 1, (("red", 2),), "test", "DBS 2-11-1-1-1"))
    assert [c.orientation for c in es] == [REST, REST]


def test_6_4_end_phase_expires_turn_effects() -> None:
    """DBS 6-4-1-2: effects lasting until the end of the turn end."""
    rs, g = new_game()
    g.add_effect("power", "add", 5000, target=leader(g, 0), duration=Duration.END_OF_TURN)
    assert rs.power(g, leader(g, 0)) == 15000
    g.turn = 0
    run(turn(rs, g), "end")
    assert rs.power(g, leader(g, 0)) == 10000


# -- attacking and battle (DBS 7) -----------------------------------------------------------------


def test_7_4_1_4_equal_power_hits_and_damage_goes_to_hand() -> None:
    """DBS 7-4-1-4: the attack succeeds when the attack card's power is higher
    than or equal to the guard card's; DBS 4-10-2-1: the player chooses a life
    card and adds it to their hand."""
    rs, g = new_game()
    a, d = leader(g, 0), leader(g, 1)
    ds = run(attack(rs, g, a, d), "life:3")
    assert a.orientation == REST
    assert len(g.zone(1, "life").cards) == 7 and len(g.zone(1, "hand").cards) == 1
    life_decision = ds[-1]
    assert life_decision.player == 1 and all(o.card is None for o in life_decision.options)  # no card identity leaks
    assert any("10000 ≥ 10000" in t for t in notes(g))


def test_7_4_1_4_lower_power_does_nothing() -> None:
    """DBS 7-4-1-4: a weaker attack card has no battle result."""
    rs, g = new_game()
    g.add_effect("power", "add", 5000, target=leader(g, 1))
    run(attack(rs, g, leader(g, 0), leader(g, 1)))
    assert len(g.zone(1, "life").cards) == 8
    assert any("10000 < 15000" in t for t in notes(g))


def test_7_1_only_rested_battle_cards_can_be_attacked() -> None:
    """DBS 7-1: the opponent's Leader or a Battle Card in Rest Mode can be
    attacked; an Active Battle Card cannot."""
    rs, g = new_game()
    active = take(g, 1, "DBB-004", "battle")
    rested = take(g, 1, "DBB-003", "battle", orientation=REST)
    ds = run(main_phase(rs, g, 0), "end")
    keys = [o.key for o in ds[0].options]
    me = leader(g, 0).iid
    assert f"attack:{me}:{rested.iid}" in keys and f"attack:{me}:{active.iid}" not in keys
    assert f"attack:{me}:{leader(g, 1).iid}" in keys


def test_7_4_1_4_2_guard_battle_card_is_ko_ed() -> None:
    """DBS 7-4-1-4-2: a losing guard Battle Card is KO-ed to the Drop Area."""
    rs, g = new_game()
    guard = take(g, 1, "DBB-008", "battle", orientation=REST)  # 10000
    run(attack(rs, g, leader(g, 0), guard))
    assert guard.zone.name == "drop"


def test_7_2_combo_adds_power_then_goes_to_drop() -> None:
    """DBS 7-2-1-2-2: combo from the hand paying the combo cost; DBS 7-4-1-2:
    combo power is added to the attack card; DBS 7-4-1-6 / DBS 7-4-1-7: combo
    cards go to the Drop Area and the combo power ends."""
    rs, g = new_game()
    oru = take(g, 0, "DBR-004", "hand")  # combo 10000, combo cost 1
    energy(g, 0, "DBR-002", 1)
    g.add_effect("power", "add", 5000, target=leader(g, 1))  # guard 15000
    run(attack(rs, g, leader(g, 0), leader(g, 1)), f"combo:{oru.iid}", "life:0")
    assert oru.zone.name == "drop"
    assert len(g.zone(1, "life").cards) == 7
    assert any("10000 + combo 10000 (Pyre Monk Oru 10000) = 20000" in t for t in notes(g))
    assert rs.power(g, leader(g, 0)) == 10000
    assert g.zone(0, "energy").cards[0].orientation == REST


def test_7_3_defense_combo_from_battle_area() -> None:
    """DBS 7-3-1-2-1: the non-turn player combos with an Active Battle Card
    other than the guard card; DBS 3-1-4: it stays the same card."""
    rs, g = new_game()
    helper = take(g, 1, "DBB-004", "battle")  # combo 5000, cost 0
    inc = helper.incarnation
    ds = run(attack(rs, g, leader(g, 0), leader(g, 1)), f"combo:{helper.iid}")
    assert ds[0].player == 1 and "Defense Step" in ds[0].prompt
    assert len(g.zone(1, "life").cards) == 8  # 10000 < 15000
    assert helper.zone.name == "drop" and helper.incarnation == inc + 1


def test_10_4_blocker_becomes_the_guard_card() -> None:
    """DBS 10-4-1: [Blocker] rests and becomes the guard card."""
    rs, g = new_game()
    blocker = take(g, 1, "DBB-005", "battle")  # 25000
    run(attack(rs, g, leader(g, 0), leader(g, 1)), "yes")
    assert blocker.orientation == REST and blocker.zone.name == "battle"
    assert len(g.zone(1, "life").cards) == 8


def test_10_6_critical_and_10_7_double_strike() -> None:
    """DBS 10-7-1-1: [Double Strike] inflicts 2 damage; DBS 10-6-1:
    [Critical] life cards go to the Drop Area instead of the hand."""
    rs, g = new_game()
    duelist = take(g, 0, "DBR-005", "battle")
    run(attack(rs, g, duelist, leader(g, 1)), "life:0", "life:0")
    assert len(g.zone(1, "life").cards) == 6 and len(g.zone(1, "hand").cards) == 2
    g.active = 1
    lancer = take(g, 1, "DBB-006", "battle")  # critical 20000
    run(attack(rs, g, lancer, leader(g, 0)), "life:0")
    assert len(g.zone(0, "life").cards) == 7 and len(g.zone(0, "drop").cards) == 1 and not g.zone(0, "hand").cards


def test_10_8_dual_attack_stands_once_per_turn() -> None:
    """DBS 10-8-1: [Dual Attack] switches the card to Active Mode after the
    battle, X-1 = once per turn."""
    rs, g = new_game()
    raider = take(g, 0, "DBR-006", "battle")
    run(attack(rs, g, raider, leader(g, 1)), "life:0")
    assert raider.orientation == STAND
    run(attack(rs, g, raider, leader(g, 1)), "life:0")
    assert raider.orientation == REST


def test_7_1_2_counter_attack_negates_the_attack() -> None:
    """DBS 7-1-2 / DBS 4-7-3: at the attack's counter timing the non-turn
    player activates [Counter: Attack] from the hand paying its cost; the
    attack is negated and the battle ends (DBS 7-1-4); the card goes to the
    Drop Area (DBS 10-10-4)."""
    rs, g = new_game(decks=[registry.get("dbscg").demo_decks()[1], registry.get("dbscg").demo_decks()[0]])
    wall = take(g, 1, "DBR-012", "hand")
    energy(g, 1, "DBR-002", 2)
    ds = run(attack(rs, g, leader(g, 0), leader(g, 1)), f"counter:{wall.iid}")
    assert ds[0].player == 1 and [o.key for o in ds[0].options] == ["pass", f"counter:{wall.iid}"]
    assert wall.zone.name == "drop"
    assert len(g.zone(1, "life").cards) == 8
    assert all(c.orientation == REST for c in g.zone(1, "energy").cards)
    assert any("negates: the attack" in t for t in notes(g))


def test_4_7_3_a_counter_timing_passed_reads_the_same_whether_a_counter_was_possible() -> None:
    """DBS 4-7-3: at the attack's counter timing the non-turn player may
    activate a [Counter] from the hand. The attacker (and anyone watching)
    learns only that none was activated: the public log of a timing passed
    with Flame Wall in hand is the same as of one with no [Counter] at all;
    only its owner reads that none was possible."""

    def public_log(with_wall: bool) -> tuple[list[str], list[str]]:
        rs, g = new_game(decks=[registry.get("dbscg").demo_decks()[1], registry.get("dbscg").demo_decks()[0]])
        if with_wall:
            take(g, 1, "DBR-012", "hand")
            energy(g, 1, "DBR-002", 2)
        start = len(g.journal)
        ds = run(attack(rs, g, leader(g, 0), leader(g, 1)), *(["pass"] if with_wall else []), "life:0")
        assert [d.player for d in ds][:1] == [1]
        events = [e for e in g.journal[start:] if not (isinstance(e, Answered) and e.keys == ("pass",))]
        return [e.describe(0) for e in events], [e.describe(1) for e in events]

    passed, owner_passed = public_log(True)
    none, owner_none = public_log(False)
    assert passed == none
    assert any("activates no [Counter]" in t for t in passed)
    assert any("has no [Counter] to activate" in t for t in owner_none)
    assert not any("has no [Counter]" in t for t in owner_passed)


def test_10_10_3_3_counter_counter_negates_the_counter() -> None:
    """DBS 4-7-3-3 / DBS 10-10-3-3: the other player answers a [Counter] with
    [Counter: Counter]; DBS 4-7-3-5: the last activated resolves first, so
    the [Counter: Attack] is negated and the attack goes on."""
    rs, g = new_game()  # seat 0 red attacks... give the turn to blue
    g.active = 1
    wall = take(g, 0, "DBR-012", "hand")
    energy(g, 0, "DBR-002", 2)
    mirror = take(g, 1, "DBB-013", "hand")
    energy(g, 1, "DBB-002", 1)
    ds = run(attack(rs, g, leader(g, 1), leader(g, 0)), f"counter:{wall.iid}", f"counter:{mirror.iid}", "life:0")
    assert [d.player for d in ds[:2]] == [0, 1]
    assert wall.zone.name == "drop" and mirror.zone.name == "drop"
    assert len(g.zone(0, "life").cards) == 7
    text = notes(g)
    assert any(
        t.startswith("Resolving the [Counter] skills last activated first: 2. Mirror Tide, 1. Flame Wall") for t in text
    )


def test_6_3_1_2_1_2_counter_play_negates_the_play() -> None:
    """DBS 6-3-1-2-1-2: a counter timing follows the play declaration; the
    non-turn player's [Counter: Play] negates it, the card goes to the Drop
    Area and the energy stays paid."""
    rs, g = new_game()
    pip = take(g, 0, "DBR-002", "hand")
    energy(g, 0, "DBR-008", 1)
    undertow = take(g, 1, "DBB-011", "hand")
    energy(g, 1, "DBB-002", 2)
    run(main_phase(rs, g, 0), f"play:{pip.iid}", f"counter:{undertow.iid}", "end")
    assert pip.zone.name == "drop" and undertow.zone.name == "drop"
    assert g.zone(0, "energy").cards[0].orientation == REST


def test_10_2_awaken_turns_the_leader_over() -> None:
    """DBS 10-2-3 / DBS 10-2-5: at 4 life or less the leader may [Awaken]: draw
    2, turn over; it stays the same card with its back-side power."""
    rs, g = new_game()
    ds = run(main_phase(rs, g, 0), "end")
    assert not any(o.key.startswith("awaken") for o in ds[0].options)
    for _ in range(4):
        g.move(g.zone(0, "life").cards[-1], g.zone(0, "hand"))
    ldr = leader(g, 0)
    inc = ldr.incarnation
    run(main_phase(rs, g, 0), f"awaken:{ldr.iid}", "end")
    assert not ldr.face_up and ldr.incarnation == inc
    assert rs.power(g, ldr) == 15000 and len(g.zone(0, "hand").cards) == 6
    assert rs.card_stats(g, ldr)["side"] == "back"


def test_9_2_3_no_life_loses_at_checkpoint() -> None:
    """DBS 9-2-3 / DBS 1-2-2-1: a player with no life cards loses at the next
    rule processing."""
    rs, g = new_game()
    for c in list(g.zone(1, "life").cards)[:-1]:
        g.move(c, g.zone(1, "hand"))
    with pytest.raises(GameOver):
        run(attack(rs, g, leader(g, 0), leader(g, 1)), "pass")  # the defender could [Awaken]; it passes
    assert g.over and g.winners == (0,)
    assert "Life Area" in g.players[1].lost


def test_9_2_4_empty_deck_loses_and_both_draw() -> None:
    """DBS 9-2-4: a player with no cards in their deck loses; DBS 1-2-3: when
    both players fulfil a loss condition at once the game is a draw."""
    rs, g = new_game()
    for c in list(g.zone(0, "deck").cards):
        g.move(c, g.zone(0, "drop"))
    with pytest.raises(GameOver):
        rs.rules_then_pending(g)
    assert g.winners == (1,)
    rs, g = new_game()
    for seat in range(2):
        for c in list(g.zone(seat, "deck").cards):
            g.move(c, g.zone(seat, "drop"))
    with pytest.raises(GameOver):
        rs.rules_then_pending(g)
    assert g.over and g.winners == ()


def test_9_3_2_combo_outside_battle_goes_to_drop() -> None:
    """DBS 9-3-2: a Battle Card in the Combo Area outside a battle is placed in
    the Drop Area by rule processing."""
    rs, g = new_game()
    c = take(g, 0, "DBR-002", "combo")
    rs.rules_then_pending(g)
    assert c.zone.name == "drop"


def test_9_5_zero_power_battle_card_goes_to_drop_only_in_1073() -> None:
    """DBS 9-5-2: a Battle Card with 0 power or less is placed in the Drop
    Area; DBS1.0 1-3-6: power below 0 counts as 0 and there is no such rule."""
    for rid, gone in (("dbscg", True), ("dbscg-1.0", False)):
        rs, g = new_game(rid)
        victim = take(g, 1, "DBB-008", "battle")  # 10000
        sear = take(g, 0, "DBR-015", "hand")  # -10000
        energy(g, 0, "DBR-002", 1)
        run(main_phase(rs, g, 0), f"extra:{sear.iid}", "end")
        assert sear.zone.name == "drop"
        assert (victim.zone.name == "drop") is gone
        if not gone:
            g.add_effect("power", "add", -5000, target=victim)
            assert rs.power(g, victim) == 0


def test_8_5_2_extra_card_ko_effect() -> None:
    """DBS 8-5-2 / DBS 10-1-1: an [Activate: Main] Extra Card is paid,
    placed in the Drop Area, and KOs up to 1 Battle Card."""
    rs, g = new_game()
    target = take(g, 1, "DBB-004", "battle")  # 15000
    big = take(g, 1, "DBB-005", "battle")  # 25000
    barrage = take(g, 0, "DBR-011", "hand")
    energy(g, 0, "DBR-002", 2)
    ds = run(main_phase(rs, g, 0), f"extra:{barrage.iid}", f"ko:{target.iid}", "end")
    assert f"ko:{big.iid}" not in [o.key for o in ds[1].options]
    assert target.zone.name == "drop" and big.zone.name == "battle" and barrage.zone.name == "drop"


def test_rule_citations_follow_the_manual() -> None:
    """DBS1.0 7-1-1: a ver.1.00 game cites the 1.00 manual only."""
    m = Match.new("dbscg-1.0", seed=5)
    bot = RandomBot(5)
    while m.decision:
        m.apply_trusted(bot.choose(m.decision))
    rules = {e.rule for e in m.game.journal if e.rule}
    assert rules and all(r.startswith("DBS1.0 ") for r in rules)


# -- whole games --------------------------------------------------------------------------------------


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
def test_50_seeded_bot_games_finish(rid: str) -> None:
    """DBS 1-2: every game ends by life or deck loss (or a draw, DBS 1-2-3);
    random bots finish 50 seeded games with every invariant holding."""
    ended = 0
    for seed in range(50):
        m = Match.new(rid, seed=seed)
        bot = RandomBot(seed)
        steps = 0
        while m.decision:
            m.apply_trusted(bot.choose(m.decision))
            steps += 1
            if steps % 25 == 0:
                m.game.check_invariants()
            assert steps < 5000
        m.game.check_invariants()
        assert m.is_terminal()
        ended += 1
        g = m.game
        for s in range(2):
            assert len(g.zone(s, "leader").cards) == 1
            # every card it owns (DBS 4-2-2), wherever it is (control, DBS 11-5); tokens come and go (DBS 10-18-7)
            assert sum(1 for c in g.cards if c.owner == s and c.card.id != "TOKEN") == 51
    assert ended == 50


def test_replay_reproduces_the_game() -> None:
    """Saves load by replay: the same answers give the same journal."""
    m = Match.new("dbscg", seed=11)
    bot = RandomBot(11)
    for _ in range(60):
        if not m.decision:
            break
        m.apply_trusted(bot.choose(m.decision))
    assert m.clone().journal_digest() == m.journal_digest()


@pytest.mark.parametrize("rid", ["dbscg", "dbscg-1.0"])
def test_10_3_field_stays_in_battle_area_and_replaces_the_old_one(rid: str) -> None:
    """DBS 10-3-1 / DBS 10-3-3 (DBS1.0 10-2-1, DBS1.0 3-6-7): a [Field] Extra Card is
    placed in the Battle Area instead of the Drop Area; a new one sends the
    old one to the Drop Area. Its [Auto] works there (DBS 10-3-2) and it
    never attacks or is attacked."""
    rs, g = new_game(rid)
    first = take(g, 0, "DBR-017", "hand")
    second = take(g, 0, "DBR-017", "hand")
    energy(g, 0, "DBR-002", 2)
    ds = run(main_phase(rs, g, 0), f"extra:{first.iid}", f"extra:{second.iid}", "end")
    assert second.zone.name == "battle" and second.orientation == STAND
    assert first.zone.name == "drop"
    assert not any(o.key.startswith(f"attack:{second.iid}") for o in ds[-1].options)
    hand = len(g.zone(0, "hand").cards)
    g.phase = ""
    run(main_phase(rs, g, 0), "end")  # the Main Phase begins: the [Auto] draws 1
    assert len(g.zone(0, "hand").cards) == hand + 1


def test_3_hidden_areas_stay_hidden_in_views() -> None:
    """DBS 3-3-3: the opponent's hand is secret; DBS 3-2-2 / DBS 3-9-2: deck and
    life are secret to both players; DBS 3-8-2: energy is open."""
    m = Match.new("dbscg", seed=2)
    bot = RandomBot(2)
    for _ in range(30):
        assert m.decision is not None
        m.apply_trusted(bot.choose(m.decision))
    v = m.view(0)
    assert all(c.name is not None for c in v.zone("p0.hand").cards)
    assert all(c.name is None for c in v.zone("p1.hand").cards)
    for key in ("p0.life", "p1.life", "p0.deck", "p1.deck"):
        assert all(c.name is None for c in v.zone(key).cards)
    assert all(c.name is not None for c in v.zone("p1.energy").cards)
    assert v.extras["life"] == [len(m.game.zone(s, "life").cards) for s in range(2)]
    assert v.zone("p0.leader").cards[0].stats["power"] >= 0


def test_revealing_actions_are_public_answers() -> None:
    """DBS 6-3-1-2-1-1: a played card is revealed, so the answer that plays it
    is public; DBS 5-2-1-6-1: the cards returned at the redraw stay secret."""
    m = Match.new("dbscg", seed=4)
    bot = RandomBot(4)
    while m.decision and not any(
        isinstance(e, Answered) and e.keys[:1] and e.keys[0].startswith("play:") for e in m.journal
    ):
        m.apply_trusted(bot.choose(m.decision))
    answers = [e for e in m.journal if isinstance(e, Answered)]
    plays = [e for e in answers if e.keys[:1] and e.keys[0].startswith("play:")]
    assert plays and not plays[0].private
    redraws = [e for e in answers if "Redraw" in e.prompt and e.keys]
    assert all(e.private for e in redraws)


@pytest.mark.parametrize(("rid", "timings"), [("dbscg", 2), ("dbscg-1.0", 1)])
def test_4_7_2_counter_timing_before_and_after_a_skill(rid: str, timings: int) -> None:
    """DBS 4-7-2-3 / DBS 4-7-2-4 and DBS 10-10-3-1: a skill that plays a card opens
    a counter timing before and after it resolves, where [Counter: Play]
    is pending; DBS1.0 4-7-2: only before (the declared skill)."""
    with_call = red_deck(main=RED_MAIN.replace("3 DBR-015", "2 DBR-015\n1 DBR-018"))
    rs, g = new_game(rid, decks=[with_call, registry.get(rid).demo_decks()[1]])
    call = take(g, 0, "DBR-018", "hand")
    pip = take(g, 0, "DBR-002", "hand")
    energy(g, 0, "DBR-008", 1)
    take(g, 1, "DBB-011", "hand")
    energy(g, 1, "DBB-002", 2)
    answers: list[Any] = [f"extra:{call.iid}", "pass", f"play:{pip.iid}"] + ["pass"] * (timings - 1) + ["end"]
    ds = run(main_phase(rs, g, 0), *answers)
    counter_timings = [d for d in ds if d.player == 1]
    assert len(counter_timings) == timings
    assert pip.zone.name == "battle" and call.zone.name == "drop"


def test_8_4_activate_main_skill_cost_and_once_per_turn() -> None:
    """DBS 6-3-1-2-2 / DBS 8-4-2: an [Activate: Main] skill of a Battle Card
    is activated by paying its cost (switching the card to Rest Mode);
    DBS 10-11-5: [Once per Turn] — it cannot be activated again this turn."""
    rs, g = new_game(decks=[registry.get("dbscg").demo_decks()[1], registry.get("dbscg").demo_decks()[0]])
    oracle = take(g, 0, "DBB-017", "battle")
    ds = run(main_phase(rs, g, 0), f"skill:{oracle.iid}", "end")
    assert oracle.orientation == REST and len(g.zone(0, "hand").cards) == 1
    assert not any(o.key.startswith("skill:") for o in ds[-1].options)
    g.set_orientation(oracle, STAND)
    ds = run(main_phase(rs, g, 0), "end")
    assert not any(o.key.startswith("skill:") for o in ds[0].options)  # once per turn
    g.turn_data = DbsTurn()
    ds = run(main_phase(rs, g, 0), "end")
    assert f"skill:{oracle.iid}" in [o.key for o in ds[0].options]


def test_10_15_over_realm_uses_the_warp_only_in_1073() -> None:
    """DBS 10-15-3: with 7 or more cards in the Drop Area, [Over Realm 7] sends
    the Drop Area to the Warp and plays the card without paying energy;
    DBS 10-15-4: at the end of that turn it is sent to the Warp. The 1.00
    manual has neither the keyword nor the Warp."""
    rs, g = new_game()
    sovereign = take(g, 0, "DBR-019", "hand")
    for _ in range(6):
        take(g, 0, "DBR-002" if len(g.zone(0, "drop").cards) < 3 else "DBR-003", "drop")
    ds = run(main_phase(rs, g, 0), "end")
    assert not any(o.key.startswith("overrealm") for o in ds[0].options)  # 6 < 7
    take(g, 0, "DBR-004", "drop")
    run(main_phase(rs, g, 0), f"overrealm:{sovereign.iid}", "end")
    assert sovereign.zone.name == "battle" and not g.zone(0, "drop").cards
    assert len(g.zone(0, "warp").cards) == 7
    run(end_phase(rs, g, 0))
    assert sovereign.zone.name == "warp"
    rs10, g10 = new_game("dbscg-1.0")
    card = take(g10, 0, "DBR-019", "hand")
    for card_id in ("DBR-008", "DBR-010"):
        for _ in range(4):
            take(g10, 0, card_id, "drop")
    ds = run(main_phase(rs10, g10, 0), "end")
    assert not any(o.key.startswith("overrealm") for o in ds[0].options) and card.zone.name == "hand"
