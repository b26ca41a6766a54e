"""Cards of several colors (DBS 2-4-1, 2-11-1-1, 8-4-2-4).

A real card may be printed in two colors ("Red/Green"). Playmat reads such a
card as a card of each of its colors: card text that names one of them finds
it, and as energy it pays a specified sphere of either color, one sphere per
card (docs/decisions.md, "Cards of several colors")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine import paths, registry
from engine.abilities import read_step
from engine.cardimport.library import import_cards
from engine.cards import CardDef, load_card_dir, load_card_file
from engine.errors import LoadError
from engine.games.dbscg.costs import can_pay, pay
from engine.games.dbscg.schema import SCHEMA
from engine.games.dbscg.turn import main_phase
from engine.state import REST, STAND, Card, Game
from engine.timing import Pending
from tests.engine.games.dbs import leader, new_game, run


def card(g: Game, seat: int, zone: str, colors: str | list[str], **stats: Any) -> Card:
    """A new card of ``colors`` in ``zone`` (a Battle Card, cost 1, by default)."""
    st = {"color": colors, "power": 10000, "cost": 1, **stats}
    cd = CardDef(f"MC-{len(g.cards)}", f"Duo {len(g.cards)}", "dbscg", "battle", "", st, ())
    c = g.new_card(cd, seat, g.zone(seat, zone))
    c.face_up = True
    return c


def test_2_4_1_a_card_file_may_give_a_card_several_colors(tmp_path: Path) -> None:
    """DBS 2-4-1: ``color = ["red", "green"]`` loads; a list of one color, a
    color twice or an unknown color is refused with its line."""
    good = tmp_path / "good.toml"
    good.write_text(
        '[[card]]\nid = "MC-1"\nname = "Duo"\ntype = "battle"\ncolor = ["red", "green"]\npower = 5000\ncost = 1\n'
    )
    pool = load_card_file(good, "dbscg", SCHEMA)
    assert tuple(pool["MC-1"].stats["color"]) == ("red", "green")
    for bad, says in (('["red"]', "two or more"), ('["red", "red"]', "two or more"), ('["red", "pink"]', "pink")):
        path = tmp_path / "bad.toml"
        path.write_text(
            f'[[card]]\nid = "MC-2"\nname = "Duo"\ntype = "battle"\ncolor = {bad}\npower = 5000\ncost = 1\n'
        )
        with pytest.raises(LoadError) as caught:
            load_card_file(path, "dbscg", SCHEMA)
        assert says in str(caught.value) and caught.value.line == 5


def test_2_11_1_1_a_two_color_energy_pays_a_sphere_of_either_color_once() -> None:
    """DBS 2-11-1-1 / 8-4-2-4: one red/green energy pays a red or a green
    sphere, but not both: red + green spheres need a second card."""
    _, g = new_game()
    duo = card(g, 0, "energy", ["red", "green"])
    assert can_pay(g, 0, 1, (("red", 1),)) and can_pay(g, 0, 1, (("green", 1),))
    assert not can_pay(g, 0, 2, (("red", 1), ("green", 1)))
    card(g, 0, "energy", "black")
    assert not can_pay(g, 0, 2, (("red", 1), ("green", 1)))
    card(g, 0, "energy", "green")
    assert can_pay(g, 0, 2, (("red", 1), ("green", 1)))
    assert duo.orientation == STAND


def test_2_11_1_1_paying_offers_only_the_energy_that_leaves_the_cost_payable() -> None:
    """DBS 3-8-2: the player chooses which energy pays, among the choices
    that still pay the whole cost: with red/green and red energy for a red and
    a green sphere, the red card must pay red and the red/green card green."""
    _, g = new_game()
    duo = card(g, 0, "energy", ["red", "green"])
    red = card(g, 0, "energy", "red")
    seen = run(pay(g, 0, 2, (("red", 1), ("green", 1)), "test", "DBS 2-11-1-1"))
    assert seen == []  # each sphere had one card that could pay it
    assert duo.orientation == red.orientation == REST


def test_3_8_2_the_player_chooses_among_energy_that_all_could_pay() -> None:
    """DBS 3-8-2: a red sphere with a red/green and a red card Active: either
    pays, and the player chooses."""
    _, g = new_game()
    duo = card(g, 0, "energy", ["red", "green"])
    red = card(g, 0, "energy", "red")
    seen = run(pay(g, 0, 1, (("red", 1),), "test", "DBS 3-8-2"), (str(duo.iid),))
    assert {o.card for o in seen[0].options} == {duo.iid, red.iid}
    assert duo.orientation == REST and red.orientation == STAND


def test_2_11_1_1_a_card_of_red_and_green_spheres_is_played_with_two_color_energy() -> None:
    """DBS 2-11-1-1: a Battle Card costing 2 with a red and a green sphere is
    offered, and played, with one red/green and one green energy; with the
    red/green card alone beside a black one it is not offered."""
    rs, g = new_game()
    duo = card(g, 0, "energy", ["red", "green"])
    black = card(g, 0, "energy", "black")
    fighter = card(g, 0, "hand", "red", cost=2, specified=["red", "green"])
    ds = run(main_phase(rs, g, 0), "end")
    assert not any(o.card == fighter.iid for o in ds[0].options)
    g.move(black, g.zone(0, "drop"))
    green = card(g, 0, "energy", "green")
    run(main_phase(rs, g, 0), f"play:{fighter.iid}", "end")
    assert fighter.zone.name == "battle"
    assert duo.orientation == green.orientation == REST


@pytest.mark.parametrize(("color", "found"), [("green", True), ("red", True), ("blue", False)])
def test_2_4_1_card_text_naming_one_color_finds_a_card_of_several(color: str, found: bool) -> None:
    """DBS 2-4-1: "choose up to 1 of your opponent's green Battle Cards and KO
    it" can choose a red/green card."""
    _, g = new_game()
    duo = card(g, 1, "battle", ["red", "green"])
    ko = read_step("dbscg", {"ko": {"up_to": 1, "owner": "opponent", "type": "battle", "color": color}})[1]
    p = Pending(g.next_id(), 0, "test", leader(g, 0).iid, leader(g, 0).incarnation)
    answers = [lambda d: tuple(o.key for o in d.options if o.card == duo.iid)] if found else []
    seen = run(ko.run(g, p), *answers)
    assert [{o.card for o in d.options} for d in seen] == ([{duo.iid}] if found else [])
    assert (duo.zone.name == "drop") is found


def test_an_imported_red_green_card_is_a_card_of_both_colors(library: Path, tmp_path: Path) -> None:
    """Card data naming "Red/Green" imports as a card of both colors."""
    src = tmp_path / "cards.jsonl"
    src.write_text(
        '{"id": "MC-001", "name": "Twin Fist", "type": "BATTLE", "stats": {"color": "Red/Green", "power": 15000,'
        ' "energy": "2(RG)"}, "text": "", "set": "MC"}\n'
    )
    rs = registry.get("dbscg")
    demo = load_card_dir(paths.cards_dir(rs.game), rs.game, rs.schema)
    result = import_cards(rs.game, rs.schema, rs.card_problem, demo, [src])
    assert not result.problems and len(result.written) == 1
    pool = load_card_file(result.written[0], "dbscg", SCHEMA)
    assert tuple(pool["MC-001"].stats["color"]) == ("red", "green")
    assert sorted(pool["MC-001"].stats["specified"]) == ["green", "red"]
