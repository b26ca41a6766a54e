"""Rested or standing: where the side sensors sit decides how far off its zone a
card may lie and still be read the right way round (the model:
tests/hardware/mat_geometry.py; the build: WIRING.md, "Sensors")."""

from __future__ import annotations

from tests.hardware.mat_geometry import BARE, PAIR_43, SINGLE_40, SLEEVED, Placement, misread, placements, tolerance


def test_one_side_sensor_at_40_mm_misreads_a_rested_card_a_few_mm_off() -> None:
    # a rested card reaches 44 mm, 4 mm past the sensor: 4 mm the other way, its edge
    # halves the hole, which reads either way; turned a little, sooner
    assert misread(SINGLE_40, Placement(BARE, True, -4.0, 0.0, 0.0))
    assert not misread(SINGLE_40, Placement(BARE, True, -3.0, 0.0, 0.0))
    assert tolerance(SINGLE_40, BARE, rested=True) == 3.0
    assert tolerance(SINGLE_40, SLEEVED, rested=True) == 4.5


def test_a_pair_of_side_sensors_at_43_mm_reads_every_card_within_8_mm_and_5_degrees() -> None:
    assert not any(misread(PAIR_43, p) for p in placements(8.0))
    # standing, a card must come 43 mm - 31.5 (33 sleeved) - the hole's 60% to cover one
    assert tolerance(PAIR_43, BARE, rested=False) == 10.0
    assert tolerance(PAIR_43, SLEEVED, rested=False) == 8.5
    # rested, it covers one of the pair however far it lies to either side
    assert tolerance(PAIR_43, BARE, rested=True) == tolerance(PAIR_43, SLEEVED, rested=True) == 15.0


def test_the_pair_misreads_a_standing_card_only_once_it_lies_over_one_of_them() -> None:
    assert not misread(PAIR_43, Placement(SLEEVED, False, 8.5, 0.0, 0.0))
    assert misread(PAIR_43, Placement(SLEEVED, False, 10.5, 0.0, 0.0))
