"""Weiss Schwarz triggers compiled from card text (original wording): "when
you play an event" (WS 8.6.2.4.2), "when you level up" (WS 9.3) and "during
the turn when this card is placed on stage from hand" (played from the
hand and placed this turn, WS 8.6.2.4.1), in game states built with the
demo decks."""

from __future__ import annotations

from typing import Any

from engine.cardtext import compile_card
from engine.games.weiss import abilities, damage, turn
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.moments import fire_moment
from engine.state import REVERSE, Game
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fill, fresh, run, script, stack_top, take


def _compiled(line: str) -> dict[str, Any]:
    (r,) = compile_card("weiss", {"type": "character", "text": line}).results
    assert r.compiled and r.ability is not None, r.reason
    return r.ability


def _hand(g: Game, seat: int) -> int:
    return len(g.zone(seat, "hand").cards)


def test_ws_8_6_2_4_2_playing_an_event_triggers_when_you_play_an_event() -> None:
    g = fresh()
    reprint(take(g, 0, "EWA-001", "cs_middle"), _compiled("【A】When you play an Event, draw 1 card."))
    spark = take(g, 0, "EWA-016", "hand")
    take(g, 0, "EWA-001", "hand")
    hand_after_play = _hand(g, 0) - 1
    run(abilities.play_event(g, 0, spark, HANDLERS))
    drawn_by_event = _hand(g, 0) - hand_after_play
    run(abilities.check_timing(g), script()[0])
    assert _hand(g, 0) == hand_after_play + drawn_by_event + 1


def test_ws_9_3_leveling_up_triggers_when_you_level_up() -> None:
    g = fresh()
    mine = reprint(take(g, 1, "TCA-001", "cs_middle"), _compiled("【A】When you Level up, draw 1 card."))
    theirs = reprint(take(g, 0, "EWA-001", "cs_middle"), _compiled("【A】When you Level up, draw 1 card."))
    fill(g, 1, "clock", 6)
    stack_top(g, 1, ["TCA-005"])
    before, other = _hand(g, 1), _hand(g, 0)
    run(damage.deal_damage(g, 1, 1, None, "Test"), script()[0])
    run(abilities.check_timing(g), script()[0])
    assert len(g.zone(1, "level").cards) == 1
    assert _hand(g, 1) == before + 1 and _hand(g, 0) == other  # the player who levelled up only
    assert mine.zone.name == "cs_middle" and theirs.zone.name == "cs_middle"


LINE = (
    "【A】During the turn when this card is placed on Stage from Hand, when this card's battle opponent becomes "
    "REVERSE, draw 1 card."
)


def _reverse_its_opponent(g: Game, card: Any) -> None:
    """Its battle opponent is reversed (as the battle does, WS 7.6.1.2) and the abilities resolve."""
    other = take(g, 1, "TCA-002", "cs_middle")
    g.set_orientation(other, REVERSE)
    g.happen("reverse", (other,), by=(card,), cause="battle", text="reversed", rule="WS 7.6.1.2")
    run(abilities.check_timing(g), script()[0])


def test_ws_8_6_2_4_1_a_character_played_from_hand_this_turn() -> None:
    g = fresh()
    card = reprint(take(g, 0, "EWA-001", "hand"), _compiled(LINE))
    g.phase = "main"
    run(turn.main_phase(g, HANDLERS), script(f"play:{card.iid}", "pos:cs_middle", "end", default="yes")[0])
    assert card.zone.name == "cs_middle"
    before = _hand(g, 0)
    _reverse_its_opponent(g, card)
    assert _hand(g, 0) == before + 1


def test_a_character_not_played_this_turn_does_not_meet_it() -> None:
    g = fresh()
    card = reprint(take(g, 0, "EWA-001", "cs_middle"), _compiled(LINE))  # on the stage since an earlier turn
    before = _hand(g, 0)
    _reverse_its_opponent(g, card)
    assert _hand(g, 0) == before


def test_ws_8_6_2_4_2_you_cannot_play_events_while_the_character_is_on_the_stage() -> None:
    g = fresh()
    spark = take(g, 0, "EWA-016", "hand")
    fill(g, 0, "stock", 3)
    take(g, 0, "EWA-008", "level")
    assert f"event:{spark.iid}" in [o.key for o in turn.main_options(g, 0)]
    reprint(take(g, 0, "EWA-001", "cs_middle"), _compiled("【C】You cannot play Event and 『ASSIST』 from Hand."))
    assert f"event:{spark.iid}" not in [o.key for o in turn.main_options(g, 0)]


def test_ws_10_8_4_placed_from_hand_or_through_change() -> None:
    """ "When this card is placed on stage from hand or through CHANGE": a Change placing it triggers it."""
    g = fresh()
    successor = reprint(
        take(g, 0, "EWA-003", "waiting_room"),
        _compiled("【A】When this card is placed on Stage from Hand or through 『CHANGE』, draw 1 card."),
    )
    line = (
        f"【A】CHANGE [Place this card into Memory] At the beginning of your Climax Phase, you may pay the cost. If "
        f'you did, choose 1 "{successor.card.name}" from your Waiting Room, place it into this card\'s previous slot.'
    )
    reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(line))
    before = _hand(g, 0)
    fire_moment(g, "climax_start")
    run(abilities.check_timing(g), script(default="yes")[0])
    assert successor.zone.name == "cs_left" and _hand(g, 0) == before + 1


def test_ws_8_6_2_4_1_another_character_of_yours_of_a_trait_played_from_hand() -> None:
    line = "【A】When your other 《Ember》 Character is placed on Stage from Hand, draw 1 card."
    for traits, drawn in ((["Ember"], 1), (["Sea"], 0)):
        g = fresh()
        reprint(take(g, 0, "EWA-001", "cs_middle"), _compiled(line))
        card = reprint(take(g, 0, "EWA-002", "hand"), traits=traits)
        before = _hand(g, 0)
        run(turn.main_phase(g, HANDLERS), script(f"play:{card.iid}", "pos:cs_left", "end", default="yes")[0])
        assert card.zone.name == "cs_left"
        assert _hand(g, 0) == before - 1 + drawn
