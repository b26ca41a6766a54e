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


@pytest.mark.parametrize("rid", [r for r in registry.ids() if layout_for(r).seats == 2])
def test_two_player_mats_have_markers_at_the_seats_boundary(rid: str) -> None:
    """A camera over one seat's half sees two corner markers and the two on the edges at the midline."""
    layout = layout_for(rid)
    by_id = {m.id: m for m in layout.markers}
    assert sorted(by_id) == [0, 1, 2, 3, 4, 5]
    mid = layout.height / 2
    assert (by_id[4].y, by_id[5].y) == (mid, mid)
    assert by_id[4].x < layout.width / 4 < 3 * layout.width / 4 < by_id[5].x


def test_four_player_mats_keep_their_four_corner_markers() -> None:
    assert sorted(m.id for m in layout_for("systemgate-tagteam").markers) == [0, 1, 2, 3]


def _without_marker(text: str, mid: int) -> str:
    start = text.index(f"[[marker]]\nid = {mid}\n")
    end = text.index("\n\n", start) + 2
    return text[:start] + text[end:]


def test_a_mat_missing_a_corner_marker_is_refused_even_with_extra_ones(tmp_path: Path) -> None:
    text = _without_marker(Path(layout_for("vanguard").path).read_text(encoding="utf-8"), 2)
    bad = tmp_path / "bad.toml"
    bad.write_text(text)
    with pytest.raises(LoadError, match=r"a mat needs the 4 corner markers \(ids 0-3\), this one has 3"):
        load_layout(bad)


def test_an_extra_marker_over_a_zone_is_refused(tmp_path: Path) -> None:
    text = Path(layout_for("vanguard").path).read_text(encoding="utf-8")
    bad = tmp_path / "bad.toml"
    bad.write_text(text.replace("id = 4\nx = 15\ny = 400\nsize = 20", "id = 4\nx = 15\ny = 400\nsize = 40"))
    with pytest.raises(LoadError, match=r"marker 4 overlaps zone p\d\.\w+"):
        load_layout(bad)


def test_a_mat_may_do_without_the_extra_markers(tmp_path: Path) -> None:
    text = Path(layout_for("vanguard").path).read_text(encoding="utf-8")
    ok = tmp_path / "ok.toml"
    ok.write_text(_without_marker(_without_marker(text, 4), 5))
    assert sorted(m.id for m in load_layout(ok).markers) == [0, 1, 2, 3]
