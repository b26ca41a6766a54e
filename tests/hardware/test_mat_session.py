"""The host side of the mat protocol, driven through an in-memory link with a
fake clock: handshake, resync on gaps and bad checksums, duplicates, settle,
timeouts and clear messages for a mat that cannot be used."""

from __future__ import annotations

from hardware.mat import protocol as p
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


def test_a_hint_settles_then_a_dump_confirms_it() -> None:
    link = Link()
    link.observations.clear()
    link.set("p0.VC", 1)
    link.advance(0.2)
    assert link.zone_events() == []  # still settling
    link.advance(0.1)
    assert link.zone_events() == [("p0.VC", 1, "stand")]


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
    """A zone found still again is read by the next dump; the status that no
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
        if (isinstance(o, ZoneOccupancy) and o.zone == "p0.deck") or (isinstance(o, DeviceStatus) and not o.faulty_zones)
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
    assert link.session.detail.endswith("; the side sensor of p0.VC saturated")
    del link.device.sensor_faults[vc * 2 + 1]
    link.advance(2.5)
    assert "saturated" in link.session.detail  # held a while: reports can be lost
    link.advance(1.0)
    assert "saturated" not in link.session.detail
    assert state(link) is DeviceState.READY
