"""Weiss Schwarz rules, section 3, Zones of the Game (WS 3)."""

from __future__ import annotations

from engine.events import Shuffled
from engine.games.weiss import abilities, battle, moves, turn
from engine.games.weiss.abilities import play_event
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.state import Attack
from engine.games.weiss.stats import power
from engine.state import Game
from engine.timing import Pending
from tests.engine.games.ws import (
    effect,
    fill,
    fresh,
    no_icon_top,
    path_of,
    run,
    script,
    stack_top,
    take,
)


def test_ws_3_1_6_a_returned_character_goes_to_its_owners_hand() -> None:
    """WS 3.1.6: a card moved without a named zone goes to its owner's zone (the bounce of Coralie)."""
    g = fresh(active=1)
    target = take(g, 0, "EWA-001", "cs_left")
    coralie = take(g, 1, "TCA-010", "cs_left")
    effect(g, 1, coralie, ("put", {"zone": "stage", "owner": "opponent", "count": 1, "to": "hand"}))
    assert target.zone.key == "p0.hand"


def test_ws_3_2_3_1_up_to_one_may_be_none_and_ws_3_2_4_owner_shuffles() -> None:
    """WS 3.2.3.1 / WS 8.6.3.1.1: "up to one" may choose none; WS 3.2.4: the deck is shuffled by its owner."""
    g = fresh(active=1)
    card = take(g, 1, "TCA-001", "cs_left")
    before = len(g.zone(1, "hand").cards)
    effect(g, 1, card, ("search", {"type": "character", "trait": "Sea", "up_to": 1}), answer=("",))
    assert len(g.zone(1, "hand").cards) == before
    assert [e.zone for e in g.journal if isinstance(e, Shuffled)] == ["p1.deck"]


def test_ws_3_2_3_3_looking_at_more_cards_than_the_deck_holds() -> None:
    """WS 3.2.3.3 / WS 4.8.1: looking at the top 5 of a 3-card deck looks at those 3 and ends (no refresh)."""
    g = fresh()
    card = take(g, 0, "EWA-001", "cs_left")
    deck = g.zone(0, "deck")
    for c in list(deck.cards)[:-3]:
        g.move(c, g.zone(0, "waiting_room"))
    effect(g, 0, card, ("look_top", 5))
    assert len(deck.cards) == 3 and all(g.can_see(c, 0) and not g.can_see(c, 1) for c in deck.cards)
    assert g.players[0].counters["refresh_point"] == 0


def test_ws_3_4_2_new_cards_go_on_top_of_the_waiting_room() -> None:
    """WS 3.4.2 / WS 3.4.1: a card put into the waiting room goes on top; the waiting room is public."""
    g = fresh()
    take(g, 0, "EWA-001", "waiting_room")
    card = take(g, 0, "EWA-002", "hand")
    g.move(card, g.zone(0, "waiting_room"))
    assert g.zone(0, "waiting_room").cards[-1] is card and g.can_see(card, 1)


def test_ws_3_13_2_resolution_zone_is_public() -> None:
    """WS 3.13.2 / WS 4.12.2.1: a trigger card in the resolution zone is seen by both players; no icon, no action."""
    g = fresh()
    att = take(g, 0, "EWA-001", "cs_left")
    (card,) = stack_top(g, 0, ["EWA-004"])
    seen: list[bool] = []

    def check(g_: Game, p: Pending):  # type: ignore[no-untyped-def]
        seen.append(g_.can_see(card, 1))
        return
        yield

    g.add_pending(0, "look", check)
    g.move(card, g.zone(0, "resolution"), face_up=True)
    run(abilities.check_timing(g))
    assert seen == [True]
    hand, stock = len(g.zone(0, "hand").cards), len(g.zone(0, "stock").cards)
    g.move(card, g.zone(0, "deck"))
    run(battle.trigger_check(g, att, Attack(att.iid, att.incarnation, "cs_left", "direct")))
    assert len(g.zone(0, "hand").cards) == hand and len(g.zone(0, "stock").cards) == stock + 1


def test_ws_3_7_1_2_markers_are_not_on_the_stage() -> None:
    """WS 3.7.1.2: a marker is not a character on the stage: it cannot be chosen as one."""
    g = fresh(active=1)
    host = take(g, 0, "EWA-001", "cs_left")
    marker = take(g, 0, "EWA-002", "marker_cs_left")
    coralie = take(g, 1, "TCA-010", "cs_left")
    prompts = effect(g, 1, coralie, ("put", {"zone": "stage", "owner": "opponent", "count": 1, "to": "hand"}))
    assert not prompts  # the only character is chosen by itself
    assert host.zone.name == "hand" and marker.zone.name == "waiting_room"


def test_ws_3_1_4_a_card_that_changes_zones_is_a_new_card() -> None:
    """WS 3.1.4: effects end when the card leaves its zone, but not when it moves between stage positions."""
    g = fresh()
    ilsa = take(g, 0, "EWA-001", "cs_left")
    g.add_effect("power", "add", 1000, target=ilsa)
    moves.swap_positions(g, 0, "cs_left", "cs_right")
    assert power(g, ilsa) == 4000
    g.move(ilsa, g.zone(0, "hand"))
    moves.place_character(g, ilsa, 0, "cs_left", why="test")
    assert power(g, ilsa) == 3000


def test_ws_3_2_3_2_draw_refreshes_between_cards() -> None:
    """WS 3.2.3 / WS 3.2.3.2: draw 2 with one card left: draw it, refresh, draw from the new deck."""
    g = fresh()
    deck = g.zone(0, "deck")
    for c in list(deck.cards)[:-1]:
        g.move(c, g.zone(0, "waiting_room"))
    drawn = moves.draw(g, 0, 2)
    assert len(drawn) == 2 and g.players[0].counters["refresh_point"] == 1
    assert not g.zone(0, "waiting_room").cards


def test_ws_3_7_3_2_markers_go_to_the_waiting_room_with_their_character() -> None:
    """WS 3.7.3.2: a character leaving for another zone takes its markers to the waiting room."""
    g = fresh(active=1)
    thessaly = take(g, 1, "TCA-021", "hand")
    fill(g, 1, "stock", 1)
    take(g, 1, "TCA-008", "level")
    top = g.zone(1, "deck").cards[-1]
    run(turn.main_phase(g, HANDLERS), script(f"play:{thessaly.iid}", "pos:cs_left", "end")[0])
    assert top.zone.name == "marker_cs_left" and not top.face_up
    assert not g.can_see(top, 1) and not g.can_see(top, 0)  # WS 3.7.2: hidden
    moves.leave_stage(g, thessaly, g.zone(1, "hand"), why="test")
    assert top.zone.name == "waiting_room"


def test_ws_3_10_2_stock_is_paid_from_the_top() -> None:
    """WS 3.10.2 / WS 8.4.3: cards leave the stock from the top."""
    g = fresh()
    stock = fill(g, 0, "stock", 3)
    moves.pay_stock(g, 0, 2)
    assert stock[0].zone.name == "stock"
    assert stock[1].zone.name == stock[2].zone.name == "waiting_room"


def test_ws_3_13_1_1_event_goes_through_the_resolution_zone() -> None:
    """WS 3.13.1.1 / WS 8.6.2.4.2 / WS 6.5.1.2.2: a played event goes to the resolution zone, then to the waiting
    room."""
    g = fresh()
    spark = take(g, 0, "EWA-016", "hand")
    take(g, 0, "EWA-001", "hand")
    run(play_event(g, 0, spark, HANDLERS))
    assert path_of(g, spark)[-2:] == ["resolution", "waiting_room"]


def test_ws_3_13_1_2_trigger_card_goes_to_the_stock_face_down() -> None:
    """WS 3.13.1.2 / WS 7.3.1.2: the trigger card is revealed into the resolution zone, then goes face down to the
    stock."""
    g = fresh()
    att = take(g, 0, "EWA-001", "cs_left")
    (card,) = stack_top(g, 0, ["EWA-004"])
    run(battle.trigger_check(g, att, Attack(att.iid, att.incarnation, "cs_left", "direct")))
    assert path_of(g, card)[-2:] == ["resolution", "stock"] and not card.face_up


def test_ws_3_6_5_facing_decides_the_attack_type() -> None:
    """WS 3.6.5: a player's left faces the opponent's right; facing nobody is a direct attack."""
    g = fresh()
    att = take(g, 0, "EWA-001", "cs_left")
    take(g, 1, "TCA-001", "cs_left")  # not facing
    no_icon_top(g, 0)
    stack_top(g, 1, ["TCA-002", "TCA-003"])
    answer, seen = script()
    run(battle.attack(g, att, HANDLERS), answer)
    assert not any("type of attack" in d.prompt for d in seen)
    assert len(g.zone(1, "clock").cards) == 2
    g2 = fresh()
    att2 = take(g2, 0, "EWA-001", "cs_left")
    take(g2, 1, "TCA-001", "cs_right")  # facing
    no_icon_top(g2, 0)
    answer2, seen2 = script("side")
    run(battle.attack(g2, att2, HANDLERS), answer2)
    assert any("type of attack" in d.prompt for d in seen2)
