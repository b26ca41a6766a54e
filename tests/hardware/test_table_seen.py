"""The table as the devices report it: the camera's lagging "gone" corrected
by what the mat and the way cards lie tell at once."""

from __future__ import annotations

from engine.match import Match
from hardware.layouts import layout_for
from hardware.observations import CardGone, CardSeen, DeviceKind, DeviceState, DeviceStatus, ZoneOccupancy
from hardware.table.picture import Copies, Sight, compare, expected
from hardware.table.seen import TableSeen

GAME = "vanguard"


def _seen(ruleset: str = "vanguard", game: str = GAME) -> TableSeen:
    return TableSeen(layout_for(ruleset), game)


def _read(seen: TableSeen, at: float, card: str, copy: int, zone: str, game: str = GAME, x: float = 0.0) -> None:
    seen.observe(CardSeen(at, "camera", game, card, copy, (x, 30.0), zone, True))


def _gone(seen: TableSeen, at: float, card: str, copy: int, zone: str, game: str = GAME) -> None:
    seen.observe(CardGone(at, "camera", game, card, copy, zone))


def _count(seen: TableSeen, at: float, zone: str, n: int, orientation: str | None = None) -> None:
    seen.observe(ZoneOccupancy(at, "mat", zone, n, orientation))


def _faulty(seen: TableSeen, at: float, *zones: str) -> bool:
    return seen.observe(DeviceStatus(at, "mat", DeviceKind.MAT, DeviceState.READY, "", zones))


def test_a_card_the_mat_reports_taken_away_is_not_shown_while_the_camera_still_holds_it() -> None:
    """A drive check taken into the hand: the mat reports the trigger zone
    empty long before the camera's tracker gives the label up."""
    seen = _seen()
    _count(seen, 0.0, "p0.trigger", 0)
    _read(seen, 1.0, "PMV1-001", 1, "p0.trigger")
    # read after the mat's last report of its zone: newer news than the mat's "empty"
    assert seen.picture()["p0.trigger"].labels == (("PMV1-001", 1),)
    _count(seen, 1.3, "p0.trigger", 1)
    changes = seen.changes
    _count(seen, 1.9, "p0.trigger", 0)  # taken into the hand
    assert seen.changes == changes + 1
    assert seen.picture()["p0.trigger"].labels == ()
    assert seen.shown() == {}
    _gone(seen, 3.0, "PMV1-001", 1, "p0.trigger")  # the camera catches up: nothing changes on screen
    assert seen.picture()["p0.trigger"].labels == ()


def test_a_card_put_down_in_a_zone_still_settling_shows_while_the_mat_reports_another() -> None:
    """A drive check: the deck's sensor settles before the trigger zone's,
    where the card was put down a moment later. The mat's report of the deck
    says nothing of the trigger zone, so the label read there stays shown."""
    seen = _seen()
    _count(seen, 0.0, "p0.trigger", 0)
    _count(seen, 0.0, "p0.deck", 44)
    _read(seen, 1.2, "PMV1-001", 1, "p0.trigger")  # the card taken off the deck at 1.0, put down at 1.1
    _count(seen, 1.27, "p0.deck", 43)
    assert seen.picture()["p0.trigger"].labels == (("PMV1-001", 1),)
    assert seen.half_reported()
    _count(seen, 1.37, "p0.trigger", 1)
    assert seen.picture()["p0.trigger"].labels == (("PMV1-001", 1),)
    assert not seen.half_reported()


def test_a_zone_the_mat_finds_faulty_is_left_to_the_camera_until_it_is_still_again() -> None:
    """A card lying on a rear-guard circle's edge keeps its sensor changing:
    the mat reports the zone faulty and ignores it. Its count and
    orientation are not known meanwhile and nothing is asked of them; what
    the camera reads there is shown, whatever the mat last said."""
    seen = _seen()
    seen.observe(DeviceStatus(0.0, "camera", DeviceKind.CAMERA, DeviceState.READY))
    zone, card = "p0.RC_FL", ("PMV1-004", 1)
    _count(seen, 0.0, zone, 0)
    _count(seen, 0.0, "p0.VC", 1, "stand")
    _read(seen, 1.0, *card, zone)
    _count(seen, 1.3, zone, 1, "stand")
    _count(seen, 1.6, zone, 0)  # the card slips to the circle's edge
    assert seen.picture()[zone] == Sight(0, (), None)
    changes = seen.changes
    assert _faulty(seen, 3.0, zone, "p0.VC") and seen.changes == changes + 1
    assert seen.faulty == {zone, "p0.VC"}
    assert zone not in seen.channels().sensed and "p0.RC_FR" in seen.channels().sensed
    assert seen.picture()[zone] == Sight(None, (card,), None)
    assert seen.picture()["p0.VC"] == Sight(None, (), None)
    assert not seen.half_reported()  # the camera shows a card the mat does not count: no report is awaited
    layout = layout_for("vanguard")
    want = {zone: Sight(1, (card,), "rest"), "p0.VC": Sight(1, (), "rest")}
    assert compare(want, seen.picture(), layout, seen.channels()) == []
    assert not _faulty(seen, 3.5, zone, "p0.VC")  # said again: nothing new
    # still again (its reading unchanged, the mat reports no count): the mat
    # vouches for the zone anew, and its "empty" is newer than the label
    assert _faulty(seen, 5.0)
    assert seen.faulty == frozenset() and zone in seen.channels().sensed
    assert seen.picture()[zone] == Sight(0, (), None)
    assert [d.what for d in compare(want, seen.picture(), layout, seen.channels())] == ["cards", "orientation"]


def test_a_faulty_zone_that_recovers_holding_a_card_shows_it_once_the_mat_counts_it() -> None:
    """Should a zone be said still again before the reading that gives its
    count (the mat session sends the reading first), the zone is taken as it
    was before the fault until that reading."""
    seen = _seen()
    zone, card = "p0.trigger", ("PMV1-001", 1)
    _count(seen, 0.0, zone, 0)
    _faulty(seen, 1.0, zone)
    _read(seen, 1.5, *card, zone)
    assert seen.picture()[zone] == Sight(None, (card,), None)
    _faulty(seen, 4.0)
    assert seen.picture()[zone].labels == ()
    _count(seen, 4.03, zone, 1)  # the dump that follows gives its reading
    assert seen.picture()[zone] == Sight(1, (card,), None)


def test_a_card_put_on_a_pile_hides_the_one_beneath() -> None:
    seen = _seen()
    _count(seen, 0.0, "p0.drop", 1)
    _read(seen, 0.1, "PMV1-002", 1, "p0.drop")
    _read(seen, 1.0, "PMV1-003", 2, "p0.drop")
    assert seen.picture()["p0.drop"].labels == (("PMV1-003", 2),)
    # the top card taken back off: the camera gives it up, the one beneath shows again
    _gone(seen, 3.0, "PMV1-003", 2, "p0.drop")
    assert seen.picture()["p0.drop"].labels == (("PMV1-002", 1),)


def test_a_label_covered_in_a_long_row_is_kept_while_the_mat_counts_the_card() -> None:
    """A DBSCG energy row laid overlapping: the camera stops reading a label
    under the next card, the mat still counts it."""
    seen = _seen("dbscg", "dbscg")
    row = "p0.energy"
    cards = [("BT1-001", 1), ("BT1-002", 1), ("BT1-003", 1)]
    for i, (cid, copy) in enumerate(cards):
        _read(seen, 0.1 * i, cid, copy, row, "dbscg", x=200 + 70 * i)
    _count(seen, 0.5, row, 3)
    # the row is full: the players close it up, and BT1-002 now lies over BT1-001
    _read(seen, 0.9, "BT1-002", 1, row, "dbscg", x=240)
    _read(seen, 1.0, "BT1-004", 1, row, "dbscg", x=400)
    _count(seen, 1.3, row, 4)
    _gone(seen, 2.0, "BT1-001", 1, row, "dbscg")
    assert seen.covered == {("BT1-001", 1)}
    assert seen.picture()[row].labels == tuple(sorted([*cards, ("BT1-004", 1)]))
    # the mat counts one card fewer: the covered card read longest ago is left out
    _count(seen, 3.0, row, 3)
    assert ("BT1-001", 1) not in seen.picture()[row].labels
    # the row spread out again: read anew, it is back
    _count(seen, 4.0, row, 4)
    _read(seen, 4.1, "BT1-001", 1, row, "dbscg", x=200)
    assert seen.covered == set()
    assert ("BT1-001", 1) in seen.picture()[row].labels


def test_a_card_taken_out_of_a_row_is_gone_not_covered() -> None:
    seen = _seen("dbscg", "dbscg")
    row = "p0.energy"
    _read(seen, 0.0, "BT1-001", 1, row, "dbscg", x=200)
    _read(seen, 0.1, "BT1-002", 1, row, "dbscg", x=270)
    _count(seen, 0.5, row, 2)
    _count(seen, 1.0, row, 1)  # one of them went into the hand
    _gone(seen, 3.0, "BT1-002", 1, row, "dbscg")
    assert seen.covered == set()
    assert seen.picture()[row].labels == (("BT1-001", 1),)


def test_a_card_taken_out_of_a_row_as_another_comes_is_gone_not_covered() -> None:
    """A clock card returned to the hand while a new one is clocked: the mat's
    count stays, but no card was laid over the one the camera lost."""
    seen = _seen("weiss", "weiss")
    row = "p1.clock"
    _read(seen, 0.0, "TCA-001", 21, row, "weiss", x=100)
    _read(seen, 0.1, "TCA-002", 21, row, "weiss", x=170)
    _count(seen, 0.5, row, 2)
    _read(seen, 1.0, "TCA-003", 21, row, "weiss", x=240)  # clocked; TCA-001 went to the hand
    _count(seen, 1.3, row, 2)
    _gone(seen, 3.0, "TCA-001", 21, row, "weiss")
    assert seen.covered == set()
    assert seen.picture()[row].labels == (("TCA-002", 21), ("TCA-003", 21))


def test_a_token_counts_on_the_mat_but_carries_no_label() -> None:
    """DBS 3-1-4: a token is made during the game; no sleeve label names it,
    so the table is not expected to show one, only the card count."""
    m = Match.new("dbscg", None, 3)
    layout = layout_for("dbscg")
    copies = Copies(m.game)
    g = m.game
    battle = g.zone(0, "battle")
    before = expected(m, layout, copies)["p0.battle"]
    token = g.new_card(g.cards[0].card, 0, battle)
    assert not copies.labelled(token) and copies.labelled(g.cards[0])
    after = expected(m, layout, copies)["p0.battle"]
    assert after.count == (before.count or 0) + 1
    assert after.labels == before.labels


def test_cards_come_out_in_the_order_the_camera_first_read_them_in_a_zone() -> None:
    """WS 4.7 (damage): two damage cards are revealed one after another into
    the resolution zone, then go to the clock together. The order in which
    the camera first read them in the resolution zone is the order they came
    out, whatever order it reads them in the clock (or read them in anywhere
    before the table last matched the game)."""
    seen = _seen("weiss", "weiss")
    _read(seen, 0.5, "TCA-018", 21, "p1.waiting_room", "weiss")  # long before: known from an earlier turn
    seen.forget_recent()  # the table matched the game
    _read(seen, 1.0, "TCA-004", 22, "p1.resolution", "weiss")
    _read(seen, 2.0, "TCA-018", 21, "p1.resolution", "weiss", x=40.0)
    _read(seen, 3.0, "TCA-018", 21, "p1.clock", "weiss", x=200.0)
    _read(seen, 3.1, "TCA-004", 22, "p1.clock", "weiss", x=160.0)
    first, second = ("TCA-004", 22), ("TCA-018", 21)
    assert seen.first_read(first, "p1.resolution") < seen.first_read(second, "p1.resolution")
    assert seen.first_read(second, "p1.clock") < seen.first_read(first, "p1.clock")
    assert seen.first_read(second, "p1.waiting_room") == 0  # where it lay when the table last matched
    assert seen.first_read(first, "p1.level") > seen.first_read(first, "p1.clock")  # never there


def test_cards_a_row_shows_first_in_one_frame_came_out_in_the_order_they_lie_along_it() -> None:
    """WS 9.9.1: a card put into Player 2's clock and the refresh point put
    there after it appear in one camera frame. Player 2 sits across the mat,
    so the row starts at the mat's right: the card further right came out
    first, whatever order the camera reports them in. A card read in a later
    frame came out later wherever it lies, and cards read at one spot (as
    perfect devices report them) keep the order they came in."""
    seen = _seen("weiss", "weiss")
    seen.forget_recent()
    first, second, third = ("TCA-009", 21), ("TCA-003", 21), ("TCA-005", 22)
    _read(seen, 1.0, *second, "p1.clock", "weiss", x=315.0)
    _read(seen, 1.0, *first, "p1.clock", "weiss", x=385.0)
    _read(seen, 2.0, *third, "p1.clock", "weiss", x=420.0)
    assert seen.first_read(first, "p1.clock") < seen.first_read(second, "p1.clock") < seen.first_read(third, "p1.clock")
    # Player 1's rows start at the mat's left
    near = _seen("weiss", "weiss")
    _read(near, 1.0, "EWA-004", 2, "p0.clock", "weiss", x=385.0)
    _read(near, 1.0, "EWA-001", 1, "p0.clock", "weiss", x=315.0)
    assert near.first_read(("EWA-001", 1), "p0.clock") < near.first_read(("EWA-004", 2), "p0.clock")
    spot = _seen("weiss", "weiss")
    _read(spot, 1.0, *second, "p1.clock", "weiss", x=350.0)
    _read(spot, 1.0, *first, "p1.clock", "weiss", x=350.0)
    assert spot.first_read(second, "p1.clock") < spot.first_read(first, "p1.clock")


def test_labels_lost_together_in_a_row_are_gone_once_the_mat_reports_it_empty() -> None:
    """DBS 6-3: two combo cards lie side by side in the combo area and go to
    the drop area together. The camera loses both labels in one frame while
    the mat, which reports later, still counts two cards: each is kept as
    covered by the other. Once the mat reports the row empty, neither lies
    there: not in the picture, and not where the table showed them when it
    next matches the game."""
    seen = _seen("dbscg", "dbscg")
    a, b = ("DBB-004", 23), ("DBB-003", 21)
    _count(seen, 0.0, "p1.combo", 1)
    _read(seen, 0.5, *a, "p1.combo", "dbscg", x=350.0)
    _count(seen, 1.0, "p1.combo", 2)
    _read(seen, 1.5, *b, "p1.combo", "dbscg", x=385.0)  # (the first not read again where it lies now)
    _gone(seen, 3.0, *a, "p1.combo", "dbscg")
    _gone(seen, 3.0, *b, "p1.combo", "dbscg")
    assert seen.covered == {a, b}
    _count(seen, 3.3, "p1.combo", 0)
    assert seen.picture()["p1.combo"].labels == ()
    seen.forget_recent()
    assert a not in seen.recent and b not in seen.recent
    assert seen.covered == set()


def test_a_label_kept_from_before_the_table_last_matched_is_not_read_since() -> None:
    """A clock card the camera last read turns ago stays in the picture as
    covered, though a level up and a refresh have long taken it away: only
    labels read since the table last matched tell where a card just
    revealed went."""
    seen = _seen("weiss", "weiss")
    _read(seen, 1.0, "TCA-013", 21, "p1.clock", "weiss")
    seen.forget_recent()
    assert ("TCA-013", 21) in seen.recent and not seen.read_since(("TCA-013", 21), "p1.clock")
    _read(seen, 5.0, "TCA-005", 21, "p1.clock", "weiss", x=80.0)
    assert seen.read_since(("TCA-005", 21), "p1.clock")
    assert not seen.read_since(("TCA-005", 21), "p1.resolution")


def test_a_card_gone_from_a_row_beside_a_token_is_gone_not_covered() -> None:
    """DBS 10-18 (tokens): a token in the Battle Area carries no sleeve label;
    the mat counts it, the camera never reads it. A battle card KO-ed beside
    it is gone when the camera loses it and the mat counts only the other
    card and the token: not taken for covered by the card next to it."""
    seen = _seen("dbscg", "dbscg")
    _count(seen, 0.0, "p1.battle", 3)
    _read(seen, 0.5, "DBB-003", 21, "p1.battle", "dbscg", x=350.0)
    _read(seen, 0.5, "DBB-005", 23, "p1.battle", "dbscg", x=352.0)  # read close by
    _count(seen, 1.0, "p1.battle", 2)  # the KO-ed card taken away: the other and the token left
    seen.unlabelled = lambda zone: 1 if zone == "p1.battle" else 0  # as sync tells it from the game
    _gone(seen, 1.5, "DBB-003", 21, "p1.battle", "dbscg")
    assert seen.picture()["p1.battle"].labels == (("DBB-005", 23),)
    # without the token, the mat's two cards are the two labels: the lost one lies under the other
    kept = _seen("dbscg", "dbscg")
    _count(kept, 0.0, "p1.battle", 2)
    _read(kept, 0.5, "DBB-003", 21, "p1.battle", "dbscg", x=350.0)
    _read(kept, 0.5, "DBB-005", 23, "p1.battle", "dbscg", x=352.0)
    _gone(kept, 1.5, "DBB-003", 21, "p1.battle", "dbscg")
    assert kept.picture()["p1.battle"].labels == (("DBB-003", 21), ("DBB-005", 23))


def test_a_device_is_a_mat_or_a_camera_by_the_kind_it_declares_not_by_its_name() -> None:
    """A mat whose name holds "cam" ("camden-mat") is a mat: its status
    counts for the mat, its faulty zones are the mat's, and a camera named
    "overhead" is the camera that reads the labels."""
    seen = _seen()
    seen.observe(DeviceStatus(0.0, "camden-mat", DeviceKind.MAT, DeviceState.READY, "", ("p0.RC_FL",)))
    seen.observe(DeviceStatus(0.0, "overhead", DeviceKind.CAMERA, DeviceState.READY))
    assert seen.ready(DeviceKind.MAT) and seen.ready(DeviceKind.CAMERA)
    assert seen.devices["camden-mat"].kind is DeviceKind.MAT
    assert seen.faulty == {"p0.RC_FL"}
    seen.observe(DeviceStatus(1.0, "overhead", DeviceKind.CAMERA, DeviceState.DISCONNECTED, "unplugged"))
    assert seen.ready(DeviceKind.MAT) and not seen.ready(DeviceKind.CAMERA)
    assert seen.trouble() == "the camera is disconnected (unplugged)"
