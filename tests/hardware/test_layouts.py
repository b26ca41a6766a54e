"""Mat layouts: every ruleset has one, its zones are real engine zones of
every seat, and a bad layout file is refused with file and line."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import registry
from engine.errors import LoadError
from engine.match import Match
from hardware.layouts import layout_for, load_layout


@pytest.mark.parametrize("rid", registry.ids())
def test_every_ruleset_has_a_layout_of_real_zones(rid: str) -> None:
    layout = layout_for(rid)
    m = Match.new(rid, seed=1)
    assert layout.seats == m.game.n_players
    assert set(layout.keys()) <= set(m.game.zones)
    # every field slot of the engine has a place on the mat
    slots = {k for k, z in m.game.zones.items() if z.capacity == 1 and z.field}
    assert slots <= set(layout.keys())


@pytest.mark.parametrize("rid", ["vanguard", "systemgate-tagteam"])
def test_zone_at_finds_each_zone_by_its_centre(rid: str) -> None:
    layout = layout_for(rid)
    for area in layout.zones:
        hit = layout.zone_at(*area.centre)
        assert hit is not None and hit.key == area.key
    assert layout.zone_at(1, 1) is None  # under the corner marker


def test_seat_two_is_turned_to_face_seat_one() -> None:
    layout = layout_for("vanguard")
    mine, theirs = layout.area("p0.VC"), layout.area("p1.VC")
    # seat 1's vanguard mirrors seat 0's through the mat's centre
    assert mine.centre[0] == pytest.approx(layout.width - theirs.centre[0])
    assert mine.centre[1] == pytest.approx(layout.height - theirs.centre[1])
    assert layout.area("p0.deck").centre[0] > mine.centre[0] > layout.area("p1.deck").centre[0]


def test_overlapping_zones_are_refused(tmp_path: Path) -> None:
    text = Path(layout_for("vanguard").path).read_text(encoding="utf-8")
    bad = tmp_path / "bad.toml"
    bad.write_text(
        text.replace(
            'name = "VC"\nlabel = "Vanguard"\nkind = "slot"\nx = 300',
            'name = "VC"\nlabel = "Vanguard"\nkind = "slot"\nx = 250',
        )
    )
    with pytest.raises(LoadError, match="overlap"):
        load_layout(bad)


def test_a_zone_outside_the_seat_names_its_line(tmp_path: Path) -> None:
    text = Path(layout_for("weiss").path).read_text(encoding="utf-8")
    bad = tmp_path / "bad.toml"
    bad.write_text(text.replace("w = 400", "w = 4000", 1))
    with pytest.raises(LoadError) as err:
        load_layout(bad)
    assert err.value.line is not None
    assert bad.read_text().splitlines()[err.value.line - 1].strip() == "[[zone]]"


def test_the_reveal_zone_must_be_one_the_camera_sees(tmp_path: Path) -> None:
    text = Path(layout_for("vanguard").path).read_text(encoding="utf-8")
    assert layout_for("vanguard").reveal_zone(1) == "p1.trigger"
    bad = tmp_path / "bad.toml"
    bad.write_text(text.replace('reveal = "trigger"', 'reveal = "deck"', 1))
    with pytest.raises(LoadError, match="reveal must name a zone the camera sees"):
        load_layout(bad)
