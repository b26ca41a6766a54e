"""The host side of the mat protocol, driven through an in-memory link with a
fake clock: handshake, resync on gaps and bad checksums, duplicates, settle,
timeouts and clear messages for a mat that cannot be used."""

from __future__ import annotations

import pytest

from hardware.mat import protocol as p
from hardware.mat.session import Calibration, MatSession
from hardware.observations import DeviceState, DeviceStatus, ZoneOccupancy
from tests.hardware.mat_link import Link


def state(link: Link) -> DeviceState:
    return link.session.state


def states(link: Link) -> list[tuple[DeviceState, str]]:
    return [(o.state, o.detail) for o in link.observations if isinstance(o, DeviceStatus)]


def test_handshake_pings_then_dumps_and_reports_every_zone() -> None:
    link = Link()
    assert state(link) is DeviceState.READY
    assert [p.decode(f).message for f in link.host_frames] == [p.Ping(), p.RequestDump()]
    assert len(link.zone_events()) == len(link.zmap) == 24
    assert link.session.picture == link.device_picture()
    assert [s for s, _ in states(link)] == [DeviceState.CONNECTING, DeviceState.READY]


def test_a_hint_settles_and_is_taken_as_the_reading_without_a_dump() -> None:
    link = Link()
    link.observations.clear()
    dumps = link.session.stats.dumps_requested
    link.set("p0.VC", 1)
    link.advance(0.2)
    assert link.zone_events() == []  # still settling
    link.advance(0.1)
    assert link.zone_events() == [("p0.VC", 1, "stand")]
    assert link.session.stats.dumps_requested == dumps  # no round trip: the report was the reading
    assert link.session.stats.settled == 1


def test_the_last_of_a_zones_reports_is_its_reading() -> None:
    link = Link()
    link.observations.clear()
    for count, orient in ((1, "stand"), (0, None), (1, "stand"), (1, "rest")):  # put down, lifted, put down, turned
        link.set("p0.VC", count, orient)
        link.advance(0.05, step=0.01)
    link.advance(0.3, step=0.01)
    assert link.zone_events() == [("p0.VC", 1, "rest")]


def test_a_report_lost_while_a_zone_settles_is_read_from_the_dump_not_the_report_before() -> None:
    link = Link()
    link.observations.clear()
    vc = link.zmap.id_of("p0.VC")
    link.set("p0.VC", 1)
    link.device.set_zone(vc, 1, "rest", link.now)  # turned: this frame is lost on the wire
    link.advance(0.05, step=0.01, heartbeats=False)
    link.to_host(link.device.tick(link.now + 1.0))  # the next frame shows the gap; a dump follows
    link.advance(0.3, step=0.01)
    assert link.session.stats.gaps == 1
    assert link.zone_events() == [("p0.VC", 1, "rest")]


def test_the_session_says_when_a_settle_time_runs_out() -> None:
    link = Link()
    assert link.session.next_timer(link.now) is None  # nothing moving: no hurry
    link.set("p0.VC", 1)
    assert link.session.next_timer(link.now) == link.session.settle_s
    link.advance(0.1, step=0.01)
    timer = link.session.next_timer(link.now)
    assert timer is not None and abs(timer - (link.session.settle_s - 0.1)) < 1e-9
    link.advance(0.2, step=0.01)
    assert link.session.next_timer(link.now) is None


def test_flicker_and_a_slide_across_zones_give_one_settled_change() -> None:
    link = Link()
    link.observations.clear()
    link.set("p0.deck", 5)
    link.advance(0.4)
    link.observations.clear()
    for count in (4, 5, 4, 5, 4):  # the deck sensor bounces as a card leaves
        link.set("p0.deck", count)
        link.advance(0.02, heartbeats=False)
    for via in ("p0.drop", "p0.RC_FL"):  # the card passes over two zones
        link.set(via, 1)
        link.advance(0.04, heartbeats=False)
        link.set(via, 0)
        link.advance(0.04, heartbeats=False)
    link.set("p0.VC", 1)
    link.advance(0.5)
    assert sorted(link.zone_events()) == [("p0.VC", 1, "stand"), ("p0.deck", 4, "stand")]


def test_without_settle_hints_apply_at_once() -> None:
    link = Link(settle_s=0)
    link.observations.clear()
    link.set("p1.GC", 2, "rest")
    assert link.zone_events() == [("p1.GC", 2, "rest")]


def test_a_sequence_gap_asks_for_a_dump_and_recovers_the_lost_change() -> None:
    link = Link()
    link.observations.clear()
    link.device.set_zone(link.zmap.id_of("p0.VC"), 1, "stand", 0.0)  # this frame is lost on the wire
    dumps = link.session.stats.dumps_requested
    link.advance(0.6)  # the next heartbeat shows the gap
    assert link.session.stats.gaps == 1
    assert link.session.stats.dumps_requested == dumps + 1
    assert link.zone_events() == [("p0.VC", 1, "stand")]


def test_a_bad_checksum_is_dropped_and_asks_for_a_dump() -> None:
    link = Link()
    link.observations.clear()
    frame = link.device.set_zone(link.zmap.id_of("p0.VC"), 3, "rest", 0.0)[0]
    bad = frame.replace(b"*", b"*0")[:-5] + b"\n"  # mangled checksum field
    link.session.feed(bad, link.now)
    link.pump()
    assert link.session.stats.bad_frames == 1
    assert link.zone_events() == [("p0.VC", 3, "rest")]  # from the dump, not the bad frame


def test_duplicated_frames_are_dropped() -> None:
    link = Link(settle_s=0)
    link.observations.clear()
    frames = link.device.set_zone(link.zmap.id_of("p0.VC"), 1, "stand", 0.0)
    link.to_host(frames + frames + frames)
    assert link.session.stats.duplicates == 2
    assert link.session.stats.gaps == 0
    assert link.zone_events() == [("p0.VC", 1, "stand")]


def test_silence_shows_disconnected_and_the_next_frame_resyncs() -> None:
    link = Link()
    link.advance(2.5, heartbeats=False)
    assert state(link) is DeviceState.DISCONNECTED
    assert "no heartbeat" in link.session.detail
    link.device.set_zone(link.zmap.id_of("p1.VC"), 1, "rest", link.now)  # changed while silent, frame lost
    link.advance(0.6)
    assert state(link) is DeviceState.READY
    assert link.session.picture == link.device_picture()


def test_noise_without_frames_reads_as_a_wrong_baud_rate() -> None:
    link = Link()
    link.muted = True
    for _ in range(30):
        link.now += 0.1
        link.session.feed(bytes(range(0x80, 0xFF)), link.now)
        link.session.tick(link.now)
        link.pump()
    assert state(link) is DeviceState.ERROR
    assert "wrong baud rate" in link.session.detail and "115200" in link.session.detail
    link.muted = False
    link.advance(0.6)
    assert state(link) is DeviceState.READY


def test_another_protocol_version_is_a_clear_error() -> None:
    link = Link(version=2)
    assert state(link) is DeviceState.ERROR
    assert "protocol version 2" in link.session.detail and "version 1" in link.session.detail
    assert link.zone_events() == []
    link.advance(3.0)
    assert state(link) is DeviceState.ERROR  # not flipped to "disconnected" by the missing dump


def test_an_unknown_zone_map_needs_configuration() -> None:
    link = Link(announce_map=False)
    assert state(link) is DeviceState.ERROR
    assert "zone map" in link.session.detail


def test_a_device_reset_restarts_numbering_without_a_gap() -> None:
    link = Link()
    link.set("p0.VC", 1)
    link.advance(0.4)
    gaps = link.session.stats.gaps
    link.to_host(link.device.boot(link.now))
    link.advance(0.3)
    assert link.session.stats.gaps == gaps
    assert state(link) is DeviceState.READY
    assert link.session.picture == link.device_picture()


def test_leds_are_sent_and_sent_again_after_a_reset() -> None:
    link = Link()
    link.session.set_led("p0.VC", "blink", "00ff00")
    link.pump()
    assert link.device.leds[link.zmap.id_of("p0.VC")].mode == "blink"
    link.to_host(link.device.boot(link.now))  # LEDs go dark at boot
    link.advance(0.1)
    led = link.device.leds[link.zmap.id_of("p0.VC")]
    assert (led.mode, led.color) == ("blink", "00FF00")


def bounce(link: Link, zone: str, seconds: float, period: float = 0.05) -> None:
    """The zone's sensor flips between empty and one card every ``period``."""
    end = link.now + seconds
    while link.now < end - 1e-9:
        link.set(zone, 0 if link.device.counts[link.zmap.id_of(zone)] else 1)
        link.advance(period, step=0.01)


def reported_at(link: Link, zone: str, count: int) -> float | None:
    """When the session reported ``count`` cards in ``zone`` (its own clock), if it did."""
    return next(
        (o.at for o in link.observations if isinstance(o, ZoneOccupancy) and (o.zone, o.count) == (zone, count)), None
    )


def faulty(link: Link) -> list[tuple[str, ...]]:
    """The faulty zones of each status the session reported, in order."""
    return [o.faulty_zones for o in link.observations if isinstance(o, DeviceStatus)]


def test_a_bouncing_zone_neither_holds_up_the_others_nor_is_reported() -> None:
    link = Link()
    link.observations.clear()
    bounce(link, "p0.deck", 0.3)  # it has just begun
    placed = link.now
    link.set("p0.VC", 1)
    bounce(link, "p0.deck", 2.0)
    at = reported_at(link, "p0.VC", 1)
    assert at is not None and at <= placed + link.session.settle_s + 0.1
    placed = link.now  # long after it was found faulty
    link.set("p1.VC", 1, "rest")
    bounce(link, "p0.deck", 1.0)
    at = reported_at(link, "p1.VC", 1)
    assert at is not None and at <= placed + link.session.settle_s + 0.1
    assert [(z, c) for z, c, _ in link.zone_events()] == [("p0.VC", 1), ("p1.VC", 1)]  # never the bouncing zone


def test_a_bouncing_zone_is_reported_faulty_then_recovers_when_it_is_still() -> None:
    link = Link()
    link.set("p0.deck", 3)
    link.advance(0.5)
    link.observations.clear()
    bounce(link, "p0.deck", 3.0)
    assert faulty(link) == [("p0.deck",)]
    assert link.session.state is DeviceState.READY  # the other zones go on
    assert "p0.deck" in link.session.detail
    link.set("p0.deck", 2)  # it comes to rest with a card fewer
    link.advance(link.session.RECOVER_S - 0.1)
    assert faulty(link) == [("p0.deck",)] and link.zone_events() == []
    link.advance(link.session.settle_s + 0.2)
    assert faulty(link) == [("p0.deck",), ()]
    assert link.zone_events() == [("p0.deck", 2, "stand")]
    assert link.session.picture == link.device_picture()


def test_a_zone_that_recovers_is_said_still_only_with_its_reading() -> None:
    """A zone found still again takes its last reading; the status that no
    longer names it faulty comes after that reading, so that a card put down
    during the fault is never out of the picture in between."""
    link = Link()
    link.set("p0.deck", 3)
    link.advance(0.5)
    link.observations.clear()
    bounce(link, "p0.deck", 3.0)
    link.set("p0.deck", 2)
    link.advance(link.session.RECOVER_S + link.session.settle_s + 0.2)
    order = [
        "reading" if isinstance(o, ZoneOccupancy) and o.zone == "p0.deck" else "still"
        for o in link.observations
        if (isinstance(o, ZoneOccupancy) and o.zone == "p0.deck")
        or (isinstance(o, DeviceStatus) and not o.faulty_zones)
    ]
    assert order == ["reading", "still"]


def test_a_sensor_that_bounces_at_each_card_put_down_is_not_faulty() -> None:
    link = Link()
    link.observations.clear()
    for n in range(1, 6):  # five cards in two seconds, the sensor bouncing at each (25 changes)
        for count in (n, n - 1, n, n - 1, n):
            link.set("p0.drop", count)
            link.advance(0.02, step=0.01)
        link.advance(0.32, step=0.01)
    link.advance(0.5)
    assert faulty(link) == []
    assert link.zone_events() == [("p0.drop", n, "stand") for n in range(1, 6)]


def test_a_faulty_sensor_is_named_in_the_status_while_the_mat_reports_it() -> None:
    link = Link()
    vc = link.zmap.id_of("p0.VC")
    link.device.sensor_faults[vc * 2 + 1] = "saturated"
    link.advance(1.1)
    assert state(link) is DeviceState.READY
    assert link.session.detail.endswith(
        "; the side sensor of p0.VC is saturated (flooded with infrared, sunlight or a lamp, or shorted to ground)"
    )
    del link.device.sensor_faults[vc * 2 + 1]
    link.advance(2.5)
    assert "saturated" in link.session.detail  # held a while: reports can be lost
    link.advance(1.0)
    assert "saturated" not in link.session.detail
    assert state(link) is DeviceState.READY


@pytest.mark.parametrize(
    ("kind", "said"),
    [
        ("range", "the centre sensor of p1.GC reads out of range (5 V with its emitter lit: unplugged or a broken"),
        ("stuck", "the centre sensor of p1.GC is stuck (its reading has not moved for 5 s"),
        ("noisy", "the centre sensor of p1.GC is noisy (its reading jumps: a loose contact or interference)"),
        ("scorched", "the centre sensor of p1.GC reports 'scorched'"),  # a kind this Playmat does not know
    ],
)
def test_each_sensor_fault_is_said_in_words(kind: str, said: str) -> None:
    link = Link()
    channel = link.zmap.id_of("p1.GC") * 2
    link.device.sensor_faults[channel] = kind
    link.advance(1.1)
    assert said in link.session.detail
    assert state(link) is DeviceState.READY
    del link.device.sensor_faults[channel]
    link.advance(3.5)
    assert "sensor" not in link.session.detail


def calibrate(link: Link, step: str) -> Calibration:
    link.session.calibrate(step)
    link.pump()
    link.advance(0.25)
    calibration = link.session.calibration
    assert calibration is not None and calibration.done
    return calibration


def thresholds(link: Link) -> dict[int, p.Threshold]:
    link.session.read_thresholds()
    link.pump()
    link.advance(0.1)
    return link.session.thresholds


def test_calibration_sets_each_sensors_thresholds_and_the_mat_keeps_them_through_a_reset() -> None:
    link = Link()
    channels = range(2 * len(link.zmap))
    assert thresholds(link) == {c: p.Threshold(c, 120, 80, 0) for c in channels}  # the factory's
    empty = calibrate(link, "empty")
    assert empty.ok and "now a card turned sideways on every zone" in empty.message
    for zone in link.zmap.zones:
        link.set(zone, 1, "rest")
    card = calibrate(link, "card")
    assert card.ok and card.message == "calibrated: each sensor's thresholds are kept in the mat"
    # 3/5 and 2/5 of the way from the empty mat's level (0) to the card's (300 ADC counts); a
    # side channel, a pair of sensors both covered by the card, 3/10 and 2/10 of the way
    calibrated = {c: p.Threshold(c, 92, 60, 0) if c % 2 else p.Threshold(c, 180, 120, 0) for c in channels}
    assert thresholds(link) == calibrated
    link.to_host(link.device.boot(link.now))
    link.advance(0.3)
    assert thresholds(link) == calibrated
    assert calibrate(link, "default").message == "the mat uses the factory's thresholds again"
    assert thresholds(link) == {c: p.Threshold(c, 120, 80, 0) for c in channels}


def test_a_card_step_with_zones_left_empty_names_their_sensors_and_changes_nothing() -> None:
    link = Link()
    calibrate(link, "empty")
    for zone in link.zmap.zones:
        if zone != "p0.VC":
            link.set(zone, 1, "stand" if zone == "p1.VC" else "rest")  # p1.VC's card not turned
    card = calibrate(link, "card")
    assert not card.ok
    vc0, vc1 = link.zmap.id_of("p0.VC"), link.zmap.id_of("p1.VC")
    assert card.failed == (vc0 * 2, vc0 * 2 + 1, vc1 * 2 + 1)
    assert card.message.startswith(
        "calibration failed: the centre sensor of p0.VC, the side sensor of p0.VC, the side sensor of p1.VC saw no card"
    )
    assert set(thresholds(link).values()) == {p.Threshold(c, 120, 80, 0) for c in range(2 * len(link.zmap))}


def test_a_restart_during_a_calibration_step_says_to_start_it_again() -> None:
    link = Link()
    link.session.calibrate("empty")
    link.session.take()  # the request is lost with the restart
    link.to_host(link.device.boot(link.now))
    link.advance(0.3)
    calibration = link.session.calibration
    assert calibration is not None and calibration.done and not calibration.ok
    assert "restarted during the empty step" in calibration.message


def test_calibration_needs_a_known_step_and_a_connected_mat() -> None:
    link = Link()
    with pytest.raises(ValueError, match="empty, card, default"):
        link.session.calibrate("sideways")
    session = MatSession()
    with pytest.raises(RuntimeError, match="not connected"):
        session.calibrate("empty")


def test_a_mat_whose_firmware_cannot_calibrate_is_said_so() -> None:
    link = Link(firmware="sim-0.9")
    link.session.calibrate("empty")
    link.session.take()  # a firmware older than calibration answers "c" as it answers any unknown type:
    body = b"q 0009"
    link.to_host(link.device.handle(b"$" + body + b"*" + f"{p.crc16(body):04X}".encode() + b"\n", link.now))
    calibration = link.session.calibration
    assert calibration is not None and calibration.done and not calibration.ok
    assert calibration.message == "the mat's firmware (sim-0.9) cannot calibrate: update it"
