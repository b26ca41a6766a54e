"""Weiss Schwarz costs compiled from card text (original wording), paid in
full or not offered (WS 8.4.2): this character into the hand, memory or
clock, N of your characters from the stage, hand cards into the clock, the
climax of the climax area, cards of a name or color from the hand; and a
Change of an automatic ability puts the character on this card's position
(WS 10.8.1). Played through the main phase with the demo decks."""

from __future__ import annotations

from typing import Any

from engine.cardtext import compile_card
from engine.games.weiss import abilities, turn
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.moments import fire_moment
from engine.games.weiss.stats import power
from engine.state import Card, Game
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fill, fresh, run, script, take

EFFECT = " During this turn, this card gets +500 Power."


def _compiled(line: str) -> dict[str, Any]:
    (r,) = compile_card("weiss", {"type": "character", "text": line}).results
    assert r.compiled and r.ability is not None, r.reason
    return r.ability


def _act(card: Card) -> str:
    return f"act:{card.iid}:0"


def _offered(g: Game, card: Card) -> bool:
    return _act(card) in [o.key for o in turn.main_options(g, 0)]


def _use(g: Game, card: Card, *answers: str) -> None:
    run(turn.main_phase(g, HANDLERS), script(_act(card), *answers, "end", default="yes")[0])


def test_ws_8_4_2_this_card_into_the_hand_memory_or_clock() -> None:
    for where in ("hand", "memory", "clock"):
        g = fresh()
        verb = "Return this card to Hand" if where == "hand" else f"Place this card into {where.capitalize()}"
        card = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(f"【S】[{verb}] Draw 1 card."))
        _use(g, card)
        assert card.zone.name == where


def test_ws_8_4_2_one_of_your_other_characters_of_a_trait_from_the_stage() -> None:
    line = "【S】[Place 1 of your other 《Ember》 Character from Stage into Waiting Room]" + EFFECT
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(line), traits=["Ember"])
    plain = take(g, 0, "EWA-003", "cs_right")  # no trait
    assert not _offered(g, card)
    ember = reprint(take(g, 0, "EWA-004", "cs_middle"), traits=["Ember"])
    assert _offered(g, card)
    before = power(g, card)
    _use(g, card)
    assert ember.zone.name == "waiting_room" and plain.zone.name == "cs_right"
    assert power(g, card) == before + 500


def test_ws_8_4_2_a_card_from_the_hand_into_the_clock() -> None:
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled("【S】[Place 1 card from Hand into Clock]" + EFFECT))
    assert not g.zone(0, "hand").cards and not _offered(g, card)
    (held,) = fill(g, 0, "hand", 1)
    _use(g, card)
    assert held.zone.name == "clock"


def test_ws_8_4_2_the_climax_of_that_name_from_the_climax_area() -> None:
    g = fresh()
    climax = next(c for c in g.zone(0, "deck").cards if c.card.type == "climax")
    line = f'【S】[Place 1 "{climax.card.name}" from your Climax Slot into Waiting Room]' + EFFECT
    card = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(line))
    assert not _offered(g, card)
    g.move(climax, g.zone(0, "climax"))
    assert _offered(g, card)
    _use(g, card)
    assert climax.zone.name == "waiting_room"


def test_ws_8_4_2_a_card_of_a_name_or_color_from_the_hand() -> None:
    g = fresh()
    spare = take(g, 0, "EWA-003", "hand")
    other = next(c for c in g.zone(0, "deck").cards if c.card.name != spare.card.name and c.card.id != "EWA-002")
    other = g.move(other, g.zone(0, "hand"))
    named = reprint(
        take(g, 0, "EWA-002", "cs_left"),
        _compiled(f'【S】[Place 1 "{spare.card.name}" from Hand into Waiting Room]' + EFFECT),
    )
    _use(g, named)
    assert spare.zone.name == "waiting_room" and other.zone.name == "hand"
    g = fresh()
    hand = take(g, 0, "EWA-003", "hand")
    color = str(hand.card.stats["color"]).capitalize()
    card = reprint(
        take(g, 0, "EWA-002", "cs_left"), _compiled(f"【S】[Place 1 {color} card from Hand into Waiting Room]" + EFFECT)
    )
    assert _offered(g, card)
    g.move(hand, g.zone(0, "waiting_room"))
    assert not _offered(g, card)


def test_ws_10_8_1_a_change_of_an_automatic_ability_takes_this_cards_position() -> None:
    g = fresh()
    successor = take(g, 0, "EWA-003", "waiting_room")
    line = (
        f"【A】CHANGE [Place this card into Memory] At the beginning of your Climax Phase, you may pay the cost. If "
        f'you did, choose 1 "{successor.card.name}" from your Waiting Room, place it into this card\'s previous slot.'
    )
    card = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(line))
    fire_moment(g, "climax_start")
    run(abilities.check_timing(g), script(default="yes")[0])
    assert card.zone.name == "memory"
    assert g.zone(0, "cs_left").cards[-1].card.name == successor.card.name


def test_ws_8_6_3_a_character_from_the_waiting_room_put_on_a_stage_position_you_choose() -> None:
    """ "Choose 1 《T》 character from your waiting room, place it into any slot on stage": on the position chosen,
    a character there going to the waiting room (WS 9.6.1)."""
    g = fresh()
    chosen = reprint(take(g, 0, "EWA-003", "waiting_room"), traits=["Ember"])
    line = "【S】[(1)] Choose 1 《Ember》 Character from your Waiting Room, place it into any slot on Stage in REST."
    card = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(line))
    there = take(g, 0, "EWA-004", "cs_right")
    fill(g, 0, "stock", 1)
    run(turn.main_phase(g, HANDLERS), script(_act(card), "pos:cs_right", "end", default="yes")[0])
    assert chosen.zone.name == "cs_right" and chosen.orientation == "rest"
    assert there.zone.name == "waiting_room"


def test_ws_4_8_1_look_at_up_to_x_cards_x_counted_as_it_resolves() -> None:
    """ "Look at up to X cards from your top deck... X is equal to the number of your 《T》 characters": as many
    cards may be looked at as such characters are on the stage."""
    line = (
        "【S】Look at up to X cards from your top Deck, choose up to 1 card, add it to Hand, place the remaining cards "
        "into Waiting Room. X is equal to the number of your 《Ember》 Character."
    )
    g = fresh()
    card = reprint(take(g, 0, "EWA-002", "cs_left"), _compiled(line), traits=["Ember"])
    reprint(take(g, 0, "EWA-004", "cs_middle"), traits=["Ember"])
    take(g, 0, "EWA-003", "cs_right")  # no trait
    seen: list[str] = []

    def answer(d: Any) -> tuple[str, ...]:
        seen.append(d.prompt)
        keys = [o.key for o in d.options]
        for key in (_act(card), "yes", "end"):
            if key in keys and not (key == _act(card) and any("look at the card" in p for p in seen)):
                return (key,)
        return (keys[0],)

    run(turn.main_phase(g, HANDLERS), answer)
    assert len([p for p in seen if "look at the card" in p]) == 2
