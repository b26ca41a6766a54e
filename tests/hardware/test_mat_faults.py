"""Fault tests: the real driver (pyserial on a pseudo-terminal) against the
simulated mat. After each fault the host's picture of the mat must equal the
simulated mat."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

import pytest

from hardware.mat.driver import SerialMat
from hardware.mat.simulator import FaultRates, PtyMat
from hardware.mat.zonemap import zone_map_for
from hardware.observations import DeviceState, DeviceStatus, Observation, ZoneOccupancy

WAIT_S = 10.0  # generous: machines are shared; nothing here measures speed


def wait_until(pred: Callable[[], bool], timeout: float = WAIT_S) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if pred():
            return True
        time.sleep(0.01)
    return pred()


class Rig:
    def __init__(self, sim: PtyMat, settle_s: float) -> None:
        self.sim = sim
        self.seen: list[Observation] = []
        self.mat = SerialMat(sim.path, on_observation=self.seen.append, settle_s=settle_s)

    def states(self) -> list[DeviceState]:
        return [o.state for o in list(self.seen) if isinstance(o, DeviceStatus)]

    def details(self) -> list[str]:
        return [o.detail for o in list(self.seen) if isinstance(o, DeviceStatus)]

    def faulty(self) -> list[tuple[str, ...]]:
        """The faulty zones, each time they changed."""
        out: list[tuple[str, ...]] = []
        for o in list(self.seen):
            if isinstance(o, DeviceStatus) and o.faulty_zones != (out[-1] if out else ()):
                out.append(o.faulty_zones)
        return out

    def in_sync(self) -> bool:
        return self.mat.state is DeviceState.READY and self.mat.picture() == self.sim.picture()

    def settle(self) -> None:
        time.sleep(0.35)  # past the settle time, so the host has seen the last change
        assert wait_until(self.in_sync), (self.mat.state, self.mat.detail, self.mat.stats)


@pytest.fixture
def rig_factory(tmp_path: object) -> Iterator[Callable[..., Rig]]:
    rigs: list[Rig] = []

    def make(settle_s: float = 0.1, faults: FaultRates | None = None, **kw: object) -> Rig:
        sim = PtyMat(zone_map_for(str(kw.pop("game", "vanguard"))), faults=faults, seed=7, **kw)  # type: ignore[arg-type]
        sim.start()
        rig = Rig(sim, settle_s)
        rigs.append(rig)
        rig.mat.start()
        return rig

    yield make
    for rig in rigs:
        rig.mat.stop()
        rig.sim.stop()


@pytest.fixture
def rig(rig_factory: Callable[..., Rig]) -> Rig:
    r = rig_factory()
    assert wait_until(r.in_sync)
    return r


def test_connects_and_mirrors_the_mat(rig: Rig) -> None:
    rig.sim.do("place p0.VC")
    rig.sim.do("place p1.damage 3")
    rig.sim.do("rest p0.VC")
    rig.settle()
    assert rig.mat.picture()["p0.VC"] == (1, "rest")
    assert rig.mat.picture()["p1.damage"] == (3, "stand")


def test_dropped_bytes(rig: Rig) -> None:
    rig.sim.do("drop 3")
    for zone in ("p0.VC", "p0.GC", "p1.VC", "p1.GC"):
        rig.sim.do(f"place {zone}")
    rig.settle()
    assert rig.mat.stats.bad_frames + rig.mat.stats.gaps >= 1


def test_corrupted_checksums(rig: Rig) -> None:
    rig.sim.do("corrupt 3")
    for zone in ("p0.VC", "p0.GC", "p1.VC"):
        rig.sim.do(f"place {zone} rest")
    rig.settle()
    assert rig.mat.stats.bad_frames >= 3


def test_duplicated_frames(rig: Rig) -> None:
    rig.sim.do("dup 5")
    rig.sim.do("place p0.drop 4")
    rig.sim.do("place p1.drop 2")
    rig.settle()
    assert rig.mat.stats.duplicates >= 2


def test_garbage_on_the_line(rig: Rig) -> None:
    rig.sim.do("garbage 500")
    rig.sim.do("place p0.trigger")
    rig.sim.do("garbage 50")
    rig.settle()


def test_silence_shows_disconnected_then_recovers(rig: Rig) -> None:
    rig.sim.do("silence 2.6")
    time.sleep(0.1)
    rig.sim.do("place p0.bind 2")  # its report is lost in the silence
    assert wait_until(lambda: rig.mat.state is DeviceState.DISCONNECTED)
    assert any("no heartbeat" in d for d in rig.details())
    rig.settle()


def test_unplug_and_replug(rig: Rig) -> None:
    rig.sim.do("place p0.VC")
    rig.settle()
    rig.sim.do("disconnect 0.5")
    assert wait_until(lambda: rig.mat.state is DeviceState.DISCONNECTED)
    rig.sim.do("place p1.VC")  # changed while unplugged
    rig.settle()
    assert rig.mat.picture()["p1.VC"] == (1, "stand")


def test_wrong_baud_rate_is_named_then_recovers(rig: Rig) -> None:
    rig.sim.do("baud 2.8")
    for _ in range(25):  # a busy table keeps bytes coming, all of them garbled
        rig.sim.do("flicker p0.deck")
        time.sleep(0.1)
    assert any("wrong baud rate" in d for d in rig.details())
    rig.settle()


def test_reset_of_the_device(rig: Rig) -> None:
    rig.mat.set_led("p0.VC", "on", "FF0000")
    assert wait_until(lambda: rig.sim.leds() == {"p0.VC": ("on", "FF0000")})
    rig.sim.do("reset")
    rig.settle()
    assert wait_until(lambda: rig.sim.leds() == {"p0.VC": ("on", "FF0000")})


def test_flicker_and_slide_make_one_settled_change(rig_factory: Callable[..., Rig]) -> None:
    rig = rig_factory(settle_s=0.25, faults=FaultRates(flicker=True))
    assert wait_until(rig.in_sync)
    rig.sim.do("set p0.deck 10")
    rig.settle()
    rig.seen.clear()
    rig.sim.do("slide p0.deck p0.VC p0.drop p0.RC_FL")
    rig.settle()
    zones = [(o.zone, o.count) for o in list(rig.seen) if isinstance(o, ZoneOccupancy)]
    assert sorted(zones) == [("p0.VC", 1), ("p0.deck", 9)]


def test_another_protocol_version_is_refused_with_a_message(rig_factory: Callable[..., Rig]) -> None:
    rig = rig_factory(version=2)
    assert wait_until(lambda: rig.mat.state is DeviceState.ERROR)
    assert "protocol version 2" in rig.mat.detail
    assert not any(isinstance(o, ZoneOccupancy) for o in rig.seen)


def test_random_faults_on_a_busy_table(rig_factory: Callable[..., Rig]) -> None:
    rig = rig_factory(faults=FaultRates(drop=0.03, corrupt=0.03, dup=0.05, flicker=True))
    assert wait_until(rig.in_sync)
    zones = list(rig.sim.zone_map.zones)
    for k in range(40):
        rig.sim.do(f"set {zones[(k * 7) % len(zones)]} {k % 4} {'rest' if k % 3 else 'stand'}")
        time.sleep(0.01)
    rig.settle()


def test_a_sensor_bouncing_without_end_is_faulty_and_the_rest_of_the_mat_goes_on(
    rig_factory: Callable[..., Rig],
) -> None:
    rig = rig_factory(settle_s=0.25)
    assert wait_until(rig.in_sync)
    rig.sim.do("set p0.deck 30")
    rig.settle()
    rig.seen.clear()
    rig.sim.bounce("p0.deck")  # 30 cards, none, 30, none, ...
    faulty = [("p0.deck",)]
    assert wait_until(lambda: rig.faulty() == faulty)
    assert rig.mat.state is DeviceState.READY
    rig.sim.do("place p0.VC")
    assert wait_until(lambda: rig.mat.picture().get("p0.VC") == (1, "stand"))
    rig.sim.bounce("p0.deck", on=False)
    assert wait_until(lambda: rig.faulty() == [*faulty, ()])
    rig.settle()
    assert not any(isinstance(o, ZoneOccupancy) and o.zone == "p0.deck" for o in list(rig.seen))


def test_a_saturated_sensor_is_named_in_the_status_until_it_reads_again(rig: Rig) -> None:
    rig.sim.do("saturate p0.VC side")
    assert wait_until(lambda: "the side sensor of p0.VC is saturated" in rig.mat.detail)
    assert rig.mat.state is DeviceState.READY
    rig.sim.do("saturate p0.VC side off")
    assert wait_until(lambda: "saturated" not in rig.mat.detail)


def test_the_simulator_reports_each_kind_of_sensor_fault_the_firmware_does(rig: Rig) -> None:
    rig.sim.do("fault p0.VC centre stuck")
    rig.sim.do("fault p1.VC side range")
    assert wait_until(
        lambda: (
            "the centre sensor of p0.VC is stuck" in rig.mat.detail
            and "the side sensor of p1.VC reads out of range" in rig.mat.detail
        )
    )
    rig.sim.do("fault p0.VC centre off")
    rig.sim.do("fault p1.VC side off")
    assert wait_until(lambda: "sensor" not in rig.mat.detail, timeout=6)
