"""Cardfight!! Vanguard: "look at N cards from the top of your deck, search
for up to one <card> from among them, ... and shuffle your deck", compiled
from card text (original wording) and carried out: only the looked-at cards
can be found (VG 10.1.9.1, VG 10.1.9.1.1), a card put into the hand is
revealed (VG 10.1.8.1.2), a called card is superior called
(VG 10.1.6.1.3), and the deck is shuffled (VG 10.1.10)."""

from __future__ import annotations

from typing import Any

from engine.abilities import read_step
from engine.cardtext import compile_card
from engine.games.vanguard.grammar import ADAPTER
from engine.state import Card, Game
from tests.engine.games.vg import battle_game, custom, drive, first_option, pend

CLAN = "Sunforge Legion"
TO_HAND = (
    "[ACT](RC)[Counter Blast (1)] Look at up to three cards from the top of your deck search for up to one grade 3 "
    "or greater Sunforge Legion from among them reveal it to your opponent put it into your hand and shuffle your "
    "deck."
)
CALL = (
    "[ACT](RC):[Counter Blast (1)] Look at up to three cards from the top of your deck, search for up to one card "
    "named 'Sun Warden' or 'Sun Keeper', call it to (RC), and shuffle your deck."
)


def _effect(line: str) -> tuple[Any, ...]:
    (r,) = compile_card("vanguard", {"type": "normal_unit", "clan": CLAN, "grade": 1, "text": line}).results
    assert r.compiled and r.ability is not None, r.reason
    return tuple(read_step("vanguard", step) for step in r.ability["effect"])


def _deck(g: Game, *cards: tuple[str, int, str]) -> list[Card]:
    """A deck of exactly these cards, the last one on top."""
    deck = g.zone(0, "deck")
    for c in list(deck.cards):
        g.move(c, g.zone(0, "drop"))
    return [custom(g, 0, "deck", name=name, grade=grade, clan=clan) for name, grade, clan in cards]


def _run(g: Game, line: str, pick: str) -> list[Any]:
    src = custom(g, 0, "RC_FL")

    def answer(d: Any) -> Any:
        if "from among them" in d.prompt:
            keys = [o.key for o in d.options if o.label and pick in o.label] or [o.key for o in d.options]
            return tuple(keys[: d.max])
        return first_option(d)

    asked, _ = drive(g, ADAPTER.run_steps(g, pend(g, 0, src), _effect(line)), answer)
    return asked


def test_vg_10_1_9_1_only_the_looked_at_cards_of_the_clan_and_grade_can_be_found() -> None:
    g = battle_game()
    deep, weak, other, good, filler = _deck(
        g,
        ("Sun Deep", 3, CLAN),  # fourth from the top: not looked at
        ("Sun Weak", 1, CLAN),
        ("Tide King", 3, "Tidecaller Court"),
        ("Sun King", 3, CLAN),
        ("Sun Filler", 0, CLAN),
    )
    asked = _run(g, TO_HAND, "Sun King")
    choice = next(d for d in asked if "from among them" in d.prompt)
    assert {o.key for o in choice.options} == {str(good.iid)}
    assert good.zone.name == "hand"
    assert any("reveals Sun King" in str(getattr(e, "text", "")) for e in g.journal)
    assert {c.zone.name for c in (deep, weak, other, filler)} == {"deck"}


def test_vg_10_1_6_1_3_a_looked_at_card_named_is_called() -> None:
    g = battle_game()
    keeper, stranger = _deck(g, ("Sun Keeper", 1, CLAN), ("Sun Stranger", 1, CLAN))
    asked = _run(g, CALL, "Sun Keeper")
    choice = next(d for d in asked if "from among them" in d.prompt)
    assert {o.key for o in choice.options} == {str(keeper.iid)}
    assert keeper.zone.name.startswith("RC_") and stranger.zone.name == "deck"


def test_vg_10_1_10_the_deck_is_shuffled_after_a_look_that_finds_nothing() -> None:
    g = battle_game()
    _deck(g, *((f"Sun Page {i}", 0, CLAN) for i in range(12)))
    before = g.rng.getstate()
    _run(g, TO_HAND, "none")
    assert g.rng.getstate() != before


TO_BOTTOM = (
    "[AUTO](VC/RC)When this unit's attack hits a vanguard look at up to three cards from the top of your deck search "
    "for up to one card named 'Sun Keeper' from among them reveal it to your opponent put it into your hand and put "
    "the rest on the bottom of your deck in any order."
)


def test_vg_10_1_8_2_the_rest_go_to_the_bottom_in_the_chosen_order() -> None:
    g = battle_game()
    deep, a, keeper, b = _deck(
        g, ("Sun Deep", 1, CLAN), ("Sun A", 1, CLAN), ("Sun Keeper", 1, CLAN), ("Sun B", 1, CLAN)
    )
    src = custom(g, 0, "RC_FL")

    def answer(d: Any) -> Any:
        if "How many" in d.prompt:
            return "3"
        if "from among them" in d.prompt:
            return (str(keeper.iid),)
        if "Order" in d.prompt:
            return (str(a.iid), str(b.iid))
        return first_option(d)

    drive(g, ADAPTER.run_steps(g, pend(g, 0, src), _effect(TO_BOTTOM)), answer)
    assert keeper.zone.name == "hand"
    assert g.zone(0, "deck").cards == [b, a, deep]  # bottom first: b went under a; deep is on top


def test_vg_10_1_8_2_looking_at_fewer_leaves_the_others_on_top() -> None:
    g = battle_game()
    deep, keeper, top = _deck(g, ("Sun Deep", 1, CLAN), ("Sun Keeper", 1, CLAN), ("Sun Top", 1, CLAN))
    src = custom(g, 0, "RC_FL")
    drive(
        g,
        ADAPTER.run_steps(g, pend(g, 0, src), _effect(TO_BOTTOM)),
        lambda d: "1" if "How many" in d.prompt else first_option(d),
    )
    assert keeper.zone.name == "deck" and g.zone(0, "deck").cards == [top, deep, keeper]


def test_vg_2_1_1_a_search_calls_only_a_card_with_the_words_in_its_name() -> None:
    """ "search your deck for up to one card with "Sun" in its card name, call it to (RC)" (VG 10.1.6.1.3)."""
    g = battle_game()
    sun, ash = _deck(g, ("Sun Keeper", 1, CLAN), ("Ash Keeper", 1, CLAN))
    src = custom(g, 0, "RC_FL")
    step = read_step("vanguard", {"superior_call": {"from": "deck", "count": 1, "name_has": "Sun"}})
    asked, _ = drive(
        g,
        ADAPTER.run_steps(g, pend(g, 0, src), (step,)),
        lambda d: (str(sun.iid),) if "to call" in d.prompt else first_option(d),
    )
    choice = next(d for d in asked if "to call" in d.prompt)
    assert {o.key for o in choice.options} == {str(sun.iid)}
    assert sun.zone.name.startswith("RC_") and ash.zone.name == "deck"


REVEAL_CALL = (
    "[AUTO] When this unit is placed on (VC) or (RC) reveal the top card of your deck. If the revealed card is a "
    "grade 1 or 2 Sunforge Legion call that card to (RC) and if it is not shuffle your deck."
)


def test_vg_10_1_8_a_revealed_card_of_the_grade_and_clan_is_called() -> None:
    g = battle_game()
    (top,) = _deck(g, ("Sun Page", 2, CLAN))
    src = custom(g, 0, "RC_FR")
    drive(g, ADAPTER.run_steps(g, pend(g, 0, src), _effect(REVEAL_CALL)))
    assert top.zone.name.startswith("RC_")


def test_vg_10_1_10_another_revealed_card_stays_and_the_deck_is_shuffled() -> None:
    for grade, clan in ((3, CLAN), (1, "Tidecaller Court")):
        g = battle_game()
        _deck(g, *((f"Sun Page {i}", 0, CLAN) for i in range(8)), ("Sun Top", grade, clan))
        src = custom(g, 0, "RC_FR")
        before = g.rng.getstate()
        drive(g, ADAPTER.run_steps(g, pend(g, 0, src), _effect(REVEAL_CALL)))
        assert len(g.zone(0, "deck").cards) == 9 and g.rng.getstate() != before
