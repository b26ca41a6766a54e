"""A board with the stock Arduino bootloader restarts when its port opens and
takes any byte in its first second for the start of an upload, after which it
stays silent until the line has been quiet for 4.5 s. The host therefore waits
quietly for the boot hello after opening the port, and backs off its pings."""

from __future__ import annotations

import time

from hardware.mat import protocol as p
from hardware.mat.driver import SerialMat
from hardware.mat.session import MatSession
from hardware.mat.simulator import PtyMat
from hardware.mat.zonemap import zone_map_for
from hardware.observations import DeviceState, Observation


def pings(session: MatSession, start: float, until: float) -> list[float]:
    """When the session pings (to 0.1 s, ticked every 10 ms), for a mat that never answers."""
    at: list[float] = []
    for k in range(round(start * 100), round(until * 100) + 1):
        session.tick(k / 100)
        _, out = session.take()
        at += [round(k / 100, 1) for f in out if p.decode(f).message == p.Ping()]
    return at


def test_the_host_waits_quietly_then_backs_off_its_pings() -> None:
    session = MatSession(quiet_start_s=1.2)
    session.connected(0.0)
    assert session.take()[1] == []  # nothing written on opening the port
    assert pings(session, 0.0, 25.0) == [1.2, 1.7, 2.7, 4.7, 8.7, 13.7, 18.7, 23.7]


def test_without_a_quiet_start_the_host_pings_at_once() -> None:
    session = MatSession()
    session.connected(0.0)
    assert [p.decode(f).message for f in session.take()[1]] == [p.Ping()]


def test_an_answer_ends_the_backoff() -> None:
    session = MatSession(quiet_start_s=1.2)
    session.connected(0.0)
    assert pings(session, 0.0, 5.0) == [1.2, 1.7, 2.7, 4.7]
    session.feed(p.encode(0, p.Heartbeat(5)), 5.0)  # a mat that has not said hello: pinged every 0.5 s again
    session.take()
    assert pings(session, 5.01, 7.0) == [5.2, 5.7, 6.7]


def test_the_driver_connects_to_a_board_with_the_stock_bootloader_within_2_s() -> None:
    zmap = zone_map_for("vanguard")
    with PtyMat(zmap, bootloader=True) as sim:
        for _ in range(3):
            seen: list[Observation] = []
            with SerialMat(sim.path, on_observation=seen.append, zone_map=zmap) as mat:
                opened = time.monotonic()
                while mat.stats.frames == 0 and time.monotonic() - opened < 8:
                    time.sleep(0.01)
                hello_after = time.monotonic() - opened
                end = time.monotonic() + 5
                while mat.state is not DeviceState.READY and time.monotonic() < end:
                    time.sleep(0.01)
                assert mat.state is DeviceState.READY
            assert 0.9 <= hello_after <= 2.0


def test_a_host_that_pings_at_once_stalls_the_bootloader() -> None:
    zmap = zone_map_for("vanguard")
    with PtyMat(zmap, bootloader=True) as sim:
        with SerialMat(sim.path, on_observation=lambda o: None, zone_map=zmap, quiet_start_s=0) as mat:
            time.sleep(3.0)
            assert mat.stats.frames == 0  # still "uploading"
