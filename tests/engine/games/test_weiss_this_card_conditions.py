"""Weiss Schwarz: a character's continuous bonus or restriction of its own
under a condition on the card itself, compiled from card text (original
wording): "if this card has a marker" (WS 3.7.4), "if this card is at the
center slot of the front row" and "in the front row" (WS 3.6.3), the
character facing it (WS 3.6.5); "this card cannot attack / front attack /
become reverse / stand during your stand phase", in game states built
with the demo decks."""

from __future__ import annotations

from typing import Any

from engine.cardtext import compile_card
from engine.games.weiss import battle, turn
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.moves import put_marker
from engine.games.weiss.schema import cost_of
from engine.games.weiss.stats import power, soul
from engine.state import REST, REVERSE, STAND
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fill, fresh, run, script, stack_top, take


def _compiled(line: str) -> dict[str, Any]:
    (r,) = compile_card("weiss", {"type": "character", "text": line}).results
    assert r.compiled and r.ability is not None, r.reason
    return r.ability


def test_ws_3_7_4_a_character_with_a_marker_gets_its_bonus() -> None:
    g = fresh()
    card = reprint(
        take(g, 0, "EWA-002", "cs_left"), _compiled("【C】If this card has Marker, this card gets +1500 Power.")
    )
    base = int(card.card.stats["power"])
    assert power(g, card) == base
    marker = take(g, 0, "EWA-004", "waiting_room")
    put_marker(g, marker, card, face_up=False, rule="WS 3.7.2")
    assert power(g, card) == base + 1500


def test_ws_3_6_3_the_middle_position_of_the_center_stage_only() -> None:
    line = "【C】If this card is at the Center Slot of Front Row, this card gets +1000 Power."
    for pos, bonus in (("cs_middle", 1000), ("cs_left", 0), ("bs_left", 0)):
        g = fresh()
        card = reprint(take(g, 0, "EWA-002", pos), _compiled(line))
        assert power(g, card) == int(card.card.stats["power"]) + bonus


def test_ws_3_6_3_the_front_row_is_the_center_stage() -> None:
    line = "【C】If this card is in the Front Row, this card gets +1000 Power."
    for pos, bonus in (("cs_right", 1000), ("bs_right", 0)):
        g = fresh()
        card = reprint(take(g, 0, "EWA-002", pos), _compiled(line))
        assert power(g, card) == int(card.card.stats["power"]) + bonus


def _attack_options(g: Any) -> list[str]:
    """The attack declarations offered to seat 0 (WS 7.2.1.3)."""
    seen: list[list[str]] = []

    def answer(d: Any) -> tuple[str, ...]:
        seen.append([o.key for o in d.options])
        return ("end",) if any(o.key == "end" for o in d.options) else (d.options[0].key,)

    run(battle.attack_phase(g, HANDLERS), answer)
    return next(keys for keys in seen if "end" in keys)


def test_ws_7_2_1_3_this_card_cannot_attack() -> None:
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled("【C】This card cannot attack."))
    other = take(g, 0, "EWA-001", "cs_right")
    keys = _attack_options(g)
    assert f"attack:{card.iid}" not in keys and f"attack:{other.iid}" in keys


def test_ws_3_6_5_cannot_front_attack_a_character_of_a_higher_level() -> None:
    line = (
        "【C】If the Level of the Character facing this card is higher than this card's Level, this card cannot "
        "Front Attack."
    )
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(line), level=0)
    facing = take(g, 1, "TCA-005", "cs_right")  # level 1, faces cs_left
    assert int(facing.card.stats["level"]) > 0
    answer, seen = script(f"attack:{card.iid}", "end", default="no")
    run(battle.attack_phase(g, HANDLERS), answer)
    assert card.orientation == REST  # it attacked: a side attack, the one type left
    assert not any(o.key == "frontal" for d in seen for o in d.options)
    # facing a character of its own level or lower, the frontal attack is offered
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(line), level=1)
    take(g, 1, "TCA-005", "cs_right")
    answer, seen = script(f"attack:{card.iid}", "side", "end", default="no")
    run(battle.attack_phase(g, HANDLERS), answer)
    assert any(o.key == "frontal" for d in seen for o in d.options)


def test_ws_7_6_1_2_cannot_become_reversed_facing_a_cost_0_character() -> None:
    line = "【C】If the Character facing this card is Cost 0 or lower, this card cannot become REVERSE."
    g = fresh()
    dfn = reprint(take(g, 1, "TCA-002", "cs_middle"), _compiled(line))  # 1500
    att = take(g, 0, "EWA-001", "cs_middle")  # 3000
    assert cost_of(att.card) == 0
    stack_top(g, 0, ["EWA-004"])
    stack_top(g, 1, ["TCA-001"])
    run(battle.attack(g, att, HANDLERS), script("frontal", "pass")[0])
    assert dfn.orientation != REVERSE


def test_ws_6_2_1_2_this_card_does_not_stand_in_your_stand_phase() -> None:
    line = "【C】If you have no other 《Ember》 Character, this card cannot STAND during your Stand Phase."
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(line))
    other = take(g, 0, "EWA-001", "cs_right")
    g.set_orientation(card, REST)
    g.set_orientation(other, REST)
    run(turn.stand_phase(g), script()[0])
    assert card.orientation == REST and other.orientation == STAND
    reprint(other, traits=["Ember"])
    run(turn.stand_phase(g), script()[0])
    assert card.orientation == STAND


def test_ws_3_6_3_move_this_card_to_an_empty_slot_of_the_back_row() -> None:
    g = fresh()
    card = reprint(
        take(g, 0, "EWA-002", "cs_left"), _compiled("【S】[(1)] Move this card to an empty slot at Back Row.")
    )
    take(g, 0, "EWA-004", "bs_left")  # the other back position is taken
    marker = take(g, 0, "EWA-001", "waiting_room")
    put_marker(g, marker, card, face_up=False, rule="WS 3.7.2")
    fill(g, 0, "stock", 1)
    run(turn.main_phase(g, HANDLERS), script(f"act:{card.iid}:0", "end", default="yes")[0])
    assert card.zone.name == "bs_right"
    assert marker.zone.name == "marker_bs_right"  # WS 3.7.3.1: its markers move with it


def test_ws_3_6_3_a_chosen_character_rested_and_moved_stays_with_no_empty_slot() -> None:
    line = "【S】Choose 1 of your other Character, REST it, move it to an empty slot at Back Row."
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(line))
    other = take(g, 0, "EWA-001", "cs_right")
    take(g, 0, "EWA-004", "bs_left")
    take(g, 0, "EWA-003", "bs_right")
    run(turn.main_phase(g, HANDLERS), script(f"act:{card.iid}:0", f"{other.iid}", "end", default="yes")[0])
    assert other.zone.name == "cs_right" and other.orientation == REST


def test_ws_3_6_3_for_each_of_your_opponents_characters_at_the_back_row() -> None:
    line = "【C】For each opponent's Character at Back Row, this card gets +1000 Power."
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(line))
    base = int(card.card.stats["power"])
    take(g, 0, "EWA-004", "bs_left")  # one of yours: not counted
    take(g, 1, "TCA-001", "cs_middle")  # the opponent's front row: not counted
    assert power(g, card) == base
    take(g, 1, "TCA-002", "bs_left")
    take(g, 1, "TCA-003", "bs_right")
    assert power(g, card) == base + 2000


def test_x_is_the_number_of_your_opponents_characters_counted_as_it_resolves() -> None:
    line = (
        "【A】When this card attacks, during this turn, this card gets +X Power. X is equal to the number of "
        "opponent's Character x500."
    )
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(line))
    base = power(g, card)
    take(g, 0, "EWA-004", "cs_right")  # yours: not counted
    take(g, 1, "TCA-001", "cs_middle")
    take(g, 1, "TCA-002", "bs_left")
    stack_top(g, 0, ["EWA-004"])
    run(battle.attack(g, card, HANDLERS), script("frontal", "pass", default="no")[0])
    assert power(g, card) == base + 1000


def test_ws_1_3_3_if_this_card_is_rested() -> None:
    line = "【C】If this card is in REST, this card gets +1000 Power."
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(line))
    base = int(card.card.stats["power"])
    assert power(g, card) == base
    g.set_orientation(card, REST)
    assert power(g, card) == base + 1000


def test_ws_8_9_1_all_your_other_characters_of_a_trait_get_soul() -> None:
    line = "【C】All your other 《Ember》 Characters get +1 Soul."
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(line), traits=["Ember"])
    ember = reprint(take(g, 0, "EWA-004", "cs_middle"), traits=["Ember"])
    plain = take(g, 0, "EWA-003", "cs_right")
    assert soul(g, ember) == int(ember.card.stats["soul"]) + 1
    assert soul(g, plain) == int(plain.card.stats["soul"])
    assert soul(g, card) == int(card.card.stats["soul"])  # not this card
