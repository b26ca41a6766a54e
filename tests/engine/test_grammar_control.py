"""The shared constructs of the effect grammar (:mod:`engine.grammar.control`):
``if``, ``may``, ``choose``, ``repeat``, ``reveal``, ``grant`` and ``remove``,
each read and checked when a card set loads, and carried out by a game (the
Dragon Ball Super Card Game here: its conditions, and its own words inside)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine import registry
from engine.abilities import AbilityError, read_step
from engine.cards import load_card_file
from engine.errors import LoadError
from engine.games.dbscg.schema import SCHEMA
from engine.timing import Pending
from tests.engine.games.dbs import leader, new_game, run


def pending(g: Any, seat: int, source: Any = None) -> Pending:
    return Pending(g.next_id(), seat, "test", source.iid if source else None, source.incarnation if source else 0)


def step(table: dict[str, Any], game: str = "dbscg") -> Any:
    return read_step(game, table)[1]


def hand(g: Any, seat: int = 0) -> int:
    return len(g.zone(seat, "hand").cards)


@pytest.mark.parametrize(("turn", "drawn"), [(0, 2), (1, 1)])
def test_if_carries_out_then_when_the_conditions_hold_else_otherwise(turn: int, drawn: int) -> None:
    _rs, g = new_game()
    g.active = turn
    flow = step({"if": {"condition": [{"my_turn": True}], "then": [{"draw": 2}], "else": [{"draw": 1}]}})
    run(flow.run(g, pending(g, 0, leader(g, 0))))
    assert hand(g) == drawn


def test_if_takes_its_conditions_as_a_table_too_and_does_nothing_without_else() -> None:
    _rs, g = new_game()
    flow = step({"if": {"condition": {"min_hand": 3}, "then": [{"draw": 1}]}})
    run(flow.run(g, pending(g, 0, leader(g, 0))))
    assert hand(g) == 0


@pytest.mark.parametrize(("answer", "drawn"), [("yes", 1), ("no", 0)])
def test_may_asks_the_master(answer: str, drawn: int) -> None:
    _rs, g = new_game()
    asked = run(step({"may": [{"draw": 1}]}).run(g, pending(g, 0, leader(g, 0))), answer)
    assert asked[0].player == 0 and hand(g) == drawn


def test_may_then_follows_only_what_was_done() -> None:
    """'You may put the top card of your deck into your Drop Area; if you do, draw 2': with an
    empty deck nothing is put, so nothing is drawn."""
    _rs, g = new_game()
    flow = step({"may": {"do": [{"mill": 1}], "then": [{"draw": 2}]}})
    run(flow.run(g, pending(g, 0, leader(g, 0))), "yes")
    assert hand(g) == 2 and len(g.zone(0, "drop").cards) == 1
    g.zone(0, "deck").cards.clear()
    before = hand(g)
    run(flow.run(g, pending(g, 0, leader(g, 0))), "yes")
    assert hand(g) == before


def test_choose_carries_out_the_options_in_the_order_chosen() -> None:
    """DBS 10-27-3: the master chooses the options and the order they resolve in."""
    _rs, g = new_game()
    flow = step({"choose": {"n": 2, "options": [[{"draw": 1}], [{"mill": 2}], [{"draw": 3}]]}})
    asked = run(flow.run(g, pending(g, 0, leader(g, 0))), "o2", "o0")
    assert [o.key for o in asked[1].options] == ["o0", "o1"]
    assert hand(g) == 4 and not g.zone(0, "drop").cards


def test_repeat_carries_out_its_steps_n_times() -> None:
    _rs, g = new_game()
    run(step({"repeat": {"times": 3, "steps": [{"draw": 1}, {"mill": 1}]}}).run(g, pending(g, 0, leader(g, 0))))
    assert hand(g) == 3 and len(g.zone(0, "drop").cards) == 3


def test_reveal_shows_the_cards_to_every_player() -> None:
    _rs, g = new_game()
    top = g.zone(0, "deck").cards[-1]
    assert not g.can_see(top, 1)
    run(step({"reveal": {"zone": "deck", "top": 1}}).run(g, pending(g, 0, leader(g, 0))))
    assert g.can_see(top, 0) and g.can_see(top, 1) and top.zone.name == "deck"


def test_grant_and_remove_a_keyword_for_a_duration() -> None:
    rs, g = new_game()
    me = leader(g, 0)
    run(
        step({"grant": {"keyword": "double_strike", "target": {"zone": "leader", "count": "all"}}}).run(
            g, pending(g, 0, me)
        )
    )
    assert "double_strike" in rs.keywords(g, me)
    run(step({"remove": "double_strike"}).run(g, pending(g, 0, me)))
    assert "double_strike" not in rs.keywords(g, me)


@pytest.mark.parametrize(
    ("table", "problem"),
    [
        ({"if": {"then": [{"draw": 1}]}}, "effect 'if' needs the key(s) 'condition'"),
        ({"if": {"condition": [{"sunny": True}], "then": [{"draw": 1}]}}, "unknown condition 'sunny'"),
        ({"if": {"condition": {"my_turn": True}, "then": [{"draw": "x"}]}}, "key 'then' effect 'draw' must be"),
        ({"if": {"condition": {"my_turn": True}, "then": [], "else": [{"draw": 1}]}}, "key 'then' must be a list"),
        ({"may": {"then": [{"draw": 1}]}}, "needs the key(s) 'do'"),
        ({"may": [{"draw": 0}]}, "effect 'may' effect 'draw' must be"),
        ({"choose": {"n": 3, "options": [[{"draw": 1}], [{"draw": 2}]]}}, "chooses 3 of 2 options"),
        ({"repeat": {"times": 0, "steps": [{"draw": 1}]}}, "key 'times' must be a number of times from 1 to 99"),
        ({"repeat": {"steps": [{"draw": 1}]}}, "needs the key(s) 'times'"),
        ({"reveal": {"zone": "moon", "top": 1}}, "key 'zone'"),
        ({"grant": {"keyword": "flying"}}, "key 'keyword' must be one of"),
        ({"grant": {"keyword": "barrier", "until": "forever"}}, "key 'until' must be one of"),
    ],
)
def test_a_construct_of_the_wrong_shape_is_refused(table: dict[str, Any], problem: str) -> None:
    with pytest.raises(AbilityError) as caught:
        read_step("dbscg", table)
    assert problem in str(caught.value)


def test_a_wrong_nested_step_is_refused_with_its_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text(
        '[[card]]\nid = "MINE-1"\nname = "Mine"\ntype = "extra"\ncolor = "red"\ncost = 1\n'
        '  [[card.ability]]\n  kind = "act"\n'
        "  effect = [{ if = { condition = [{ my_turn = true }], then = [{ draw = { up_to = 'x' } }] } }]\n",
        encoding="utf-8",
    )
    with pytest.raises(LoadError) as caught:
        load_card_file(path, "dbscg", SCHEMA)
    assert caught.value.line == 9
    assert "effect 'if' key 'then' effect 'draw' key 'up_to' must be a number of cards" in str(caught.value)


def test_a_condition_of_a_step_only_is_refused_as_the_skills_own() -> None:
    """DBSCG's power_at_least reads the card the skill refers to as it resolves (DBS 8-10-1)."""
    from engine.abilities import parse_ability

    with pytest.raises(AbilityError, match="one of an effect's if"):
        parse_ability({"kind": "act", "condition": [{"power_at_least": 1}], "effect": [{"draw": 1}]}, "dbscg")


@pytest.mark.parametrize(
    ("game", "table", "problem"),
    [
        ("dbscg", {"damage": {"amount": 1, "target": {"zone": "battle", "count": 1}}}, "unknown key(s) 'target'"),
        ("systemgate", {"damage": {"amount": 3000}}, "for damage to a player"),
        ("systemgate", {"damage": {"amount": 1, "to": "opponent", "target": {"zone": "units"}}}, "not both"),
        ("dbscg", {"heal": 1}, "unknown effect 'heal'"),
        ("weiss", {"put": {"zone": "deck", "top": 1, "to": "under", "self": True}}, "goes alone"),
    ],
)
def test_damage_to_cards_healing_and_under_only_where_the_game_has_them(
    game: str, table: dict[str, Any], problem: str
) -> None:
    registry.get(game)  # the game's words are registered with its ruleset
    with pytest.raises(AbilityError) as caught:
        read_step(game, table)
    assert problem in str(caught.value)


def test_a_coin_is_flipped_by_an_effects_if_only() -> None:
    """SG 13.6: 'flip a coin; if Heads, draw 2' flips as the effect resolves; the
    coin is no condition of a whole skill."""
    from engine.abilities import parse_ability

    registry.get("systemgate")
    read_step("systemgate", {"if": {"condition": [{"coin_heads": True}], "then": [{"draw": 2}]}})
    with pytest.raises(AbilityError, match="one of an effect's if"):
        parse_ability({"kind": "act", "condition": [{"coin_heads": True}], "effect": [{"draw": 1}]}, "systemgate")


def test_face_up_and_face_down_turn_the_cards_a_selector_names() -> None:
    _rs, g = new_game()
    drop = [g.move(c, g.zone(0, "drop")) for c in list(g.zone(0, "deck").cards)[-2:]]
    run(step({"face_down": {"zone": "drop", "count": "all"}}).run(g, pending(g, 0, leader(g, 0))))
    assert not any(c.face_up for c in drop)
    run(
        step({"face_up": {"zone": "drop", "facing": "down", "count": 1}}).run(g, pending(g, 0, leader(g, 0))),
        (str(drop[1].iid),),
    )
    assert [c.face_up for c in drop] == [False, True]
