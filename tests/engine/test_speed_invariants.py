"""The shortcuts of the hot path change nothing a game can observe.

Events, options and decisions get a quicker constructor but stay frozen,
equal by value and hashable; ``Game.stat`` reads effects through an index by
characteristic that must follow every way the effect list changes; the
Vanguard rule-action check skips a repeated look at an unchanged moment but
never a changed one; and the same seed still gives the same game.
"""

from __future__ import annotations

import dataclasses
import inspect

import pytest

from engine.bots import RandomBot
from engine.decisions import Decision, Kind, Option
from engine.events import CardMoved, Note, quick_init
from engine.flow import check_timing
from engine.games.vanguard.abilities import quiet
from engine.match import Match
from engine.state import STAND
from engine.timing import Duration
from engine.view import CardView
from tests.engine.games.vg import battle_game, drive, put

RULESETS = ["vanguard", "weiss", "dbscg", "dbscg-1.0", "systemgate", "systemgate-tagteam"]


def play(ruleset: str, seed: int) -> Match:
    m = Match.new(ruleset, seed=seed)
    bot = RandomBot(seed)
    while m.decision is not None:
        m.apply_trusted(bot.choose(m.decision))
    return m


# -- quicker constructors ----------------------------------------------------------------------


def test_quick_init_keeps_signature_defaults_and_value_semantics() -> None:
    moved = CardMoved(3, "Blaze Squire", 0, "p0.hand", "p0.RC_FL", (0, 1))
    assert (moved.why, moved.rule_no) == ("", "")
    assert moved == CardMoved(3, "Blaze Squire", 0, "p0.hand", "p0.RC_FL", (0, 1), "", "")
    by_name = CardMoved(card=3, name="Blaze Squire", owner=0, src="p0.hand", dst="p0.RC_FL", seen_by=(0, 1))
    assert hash(moved) == hash(by_name)
    assert list(inspect.signature(Note).parameters) == [
        "said",
        "rule_no",
        "private_to",
        "public_said",
    ]
    opt = Option("call:4:RC_FL", "Call it", card=4)
    assert (opt.zone, opt.value) == (None, None)
    d = Decision(1, Kind.ACTION, "Main phase", (opt,))
    assert (d.min, d.max, d.rule) == (1, 1, "")
    with pytest.raises(TypeError):
        Option()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Option("a", "b", nonsense=1)  # type: ignore[call-arg]


def test_quick_init_instances_stay_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        CardMoved(1, "x", 0, "a", "b", ()).card = 2  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        Option("yes", "Yes").key = "no"  # type: ignore[misc]


def test_quick_init_refuses_fields_it_cannot_build() -> None:
    with pytest.raises(TypeError, match="generated __init__"):

        @quick_init
        @dataclasses.dataclass(frozen=True, slots=True)
        class KeywordOnly:
            items: int = dataclasses.field(default=0, kw_only=True)


def test_quick_init_makes_a_new_value_of_a_default_factory_for_each_instance() -> None:
    @quick_init
    @dataclasses.dataclass(frozen=True, slots=True)
    class WithFactory:
        name: str
        items: list[int] = dataclasses.field(default_factory=list)

    a, b = WithFactory("a"), WithFactory("b")
    assert a.items == [] and a.items is not b.items
    given = [1]
    assert WithFactory("c", given).items is given
    assert WithFactory(name="d", items=[2]) == WithFactory("d", [2])
    seen = CardView(4, "Blaze Squire", "X-001", True, STAND)
    assert seen.stats == {} and seen.stats is not CardView(5, None, None, False, STAND).stats


# -- the effect index of Game.stat --------------------------------------------------------------


def test_stat_follows_every_change_of_the_effect_list() -> None:
    """VG 8.7.1: a characteristic is the printed value changed by the continuous effects in force,
    however they began or ended."""
    g = battle_game()
    unit = put(g, 0, "PMV1-006", "RC_FL")
    printed = unit.card.stats["power"]
    assert g.stat(unit, "power") == printed
    plus = g.add_effect("power", "add", 5000, target=unit)
    assert g.stat(unit, "power") == printed + 5000
    g.add_effect("power", "add", 2000, filter=lambda _g, c: c.owner == 0, duration=Duration.END_OF_BATTLE)
    assert g.stat(unit, "power") == printed + 7000
    assert g.stat(unit, "critical") == unit.card.stats["critical"]  # an effect on power only
    g.end_effect(plus)
    assert g.stat(unit, "power") == printed + 2000
    g.expire(Duration.END_OF_BATTLE)
    assert g.stat(unit, "power") == printed
    g.add_effect("power", "set", 1000, target=unit, duration=Duration.PERMANENT)
    assert g.stat(unit, "power") == 1000
    g.effects = []  # a ruleset may replace the list outright
    assert g.stat(unit, "power") == printed


def test_an_effect_ends_when_its_card_changes_zones_whichever_card_moves() -> None:
    """VG 4.1.4: a card that changes zones is a new card; effects on the old one end, effects on
    other cards stay."""
    g = battle_game()
    a = put(g, 0, "PMV1-006", "RC_FL")
    b = put(g, 0, "PMV1-007", "RC_FR")
    g.add_effect("power", "add", 3000, target=a)
    g.add_effect("power", "add", 4000, target=b)
    g.move(b, g.zone(0, "drop"))
    assert g.stat(a, "power") == a.card.stats["power"] + 3000
    assert g.stat(b, "power") == b.card.stats["power"]
    assert len(g.effects) == 1
    deck = g.zone(0, "deck")
    middle = deck.cards[len(deck.cards) // 2]
    g.move(middle, g.zone(0, "hand"))  # not the top card of its zone
    assert middle not in deck.cards and middle.zone.name == "hand"
    g.check_invariants()


# -- the Vanguard rule-action check -------------------------------------------------------------


def test_vg_9_3_3_rule_action_seen_after_an_unchanged_look() -> None:
    """VG 9.3.3: a rear-guard circle holding two units is a rule action even right after a check
    found nothing to do, and the earlier unit goes to the drop zone."""
    g = battle_game()
    first = put(g, 0, "PMV1-006", "RC_FL")
    assert quiet(g) and quiet(g)  # nothing to do, looked at twice
    last = put(g, 0, "PMV1-007", "RC_FL")
    assert not quiet(g)
    drive(g, check_timing(g))
    assert g.zone(0, "RC_FL").cards == [last] and first.zone.name == "drop"


def test_vg_9_4_1_guardian_left_when_the_phase_changes() -> None:
    """VG 9.4.1: a guardian still on the guardian circle outside the battle phase goes to the drop
    zone; a change of phase alone (no card moving) is enough to make the check look again."""
    g = battle_game()
    g.phase = "battle"
    guardian = put(g, 1, "PMV2-003", "GC")
    assert quiet(g)
    g.phase = "end"
    assert not quiet(g)
    drive(g, check_timing(g))
    assert guardian.zone.name == "drop"


# -- the same seed gives the same game ----------------------------------------------------------


@pytest.mark.parametrize("ruleset", RULESETS)
def test_same_seed_same_game(ruleset: str) -> None:
    first = play(ruleset, 11)
    again = play(ruleset, 11)
    assert first.outcome() is not None
    assert first.journal_digest() == again.journal_digest()
    rebuilt = first.rewind(len(first.answers))
    assert rebuilt.journal_digest() == first.journal_digest()
