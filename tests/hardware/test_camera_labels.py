"""Label payloads: a pure parser, checked against the card pools."""

from __future__ import annotations

import logging

import pytest

from hardware.camera.labels import Label, LabelBook, PayloadError, format_payload, parse_payload


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("PM1:VG:VGD-014:2", Label("VG", "VGD-014", 2)),
        ("PM1:WS:EWA-001:1", Label("WS", "EWA-001", 1)),
        ("PM1:DBS:BT1-001:99", Label("DBS", "BT1-001", 99)),
    ],
)
def test_parse_good(text: str, expected: Label) -> None:
    assert parse_payload(text) == expected
    assert expected.payload == text


@pytest.mark.parametrize(
    "text",
    [
        "",
        "PM1:VG:VGD-014",
        "PM2:VG:VGD-014:1",
        "PM1:vg:VGD-014:1",
        "PM1:VG:vgd-014:1",
        "PM1:VG:VGD-014:0",
        "PM1:VG:VGD-014:100",
        "PM1:VG::1",
        "PM1:VG:VGD-014:1:9",
        "PM1:VG:VGD-014:01",
        "PM1:VG:A B :1",
        "PM1:VG:VGD\x00014:1",
        "PM1:VG:" + "A" * 80 + ":1",
        "PM1:VG:VGD-014:x",
        "héllo",
    ],
)
def test_parse_bad(text: str) -> None:
    with pytest.raises(PayloadError):
        parse_payload(text)


def test_format_refuses_bad_fields() -> None:
    assert format_payload("SG", "SG1-001", 3) == "PM1:SG:SG1-001:3"
    with pytest.raises(PayloadError):
        format_payload("SG", "sg1", 3)


def test_book_checks_games_and_cards(caplog: pytest.LogCaptureFixture) -> None:
    book = LabelBook({"VG": ("vanguard", {"PMV1-001": "Ashen Herald"}.get)})
    known = book.check("PM1:VG:PMV1-001:2")
    assert known is not None and known.name == "Ashen Herald" and known.game == "vanguard"
    with caplog.at_level(logging.WARNING):
        assert book.check("PM1:XX:PMV1-001:2") is None
        assert book.check("PM1:VG:NOPE-1:2") is None
        assert book.check("garbage") is None
        assert book.check("garbage") is None  # warned once only
    msgs = [r.getMessage() for r in caplog.records]
    assert len(msgs) == 3
    assert "unknown game code XX" in msgs[0] and "unknown card id NOPE-1" in msgs[1]


def test_registry_book_knows_every_game() -> None:
    book = LabelBook.from_registry()
    assert book.codes == ["DBS", "SG", "VG", "WS"]
    assert book.game_of("WS") == "weiss"
