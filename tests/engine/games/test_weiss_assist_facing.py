"""Weiss Schwarz words of the effect grammar for imported card text: Assist
by the level of the character in front (``params.per_level``), to the
characters of a level or of a trait (``params.min_level``,
``params.max_level``, ``params.traits``); the conditions on the level of
the character facing this card (``facing_level_at_least``,
``facing_level_at_most``); and the trigger "when your other (《T》)
character attacks" (``other_attacks``), each in a game state built with
the demo decks."""

from __future__ import annotations

from typing import Any

from engine.games.weiss import battle
from engine.games.weiss.abilities import check_timing
from engine.games.weiss.stats import power
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fresh, run, script, stack_top, take

NO_TRIGGER = "EWA-004"  # a character without trigger icon


def _assist(n: int, **params: Any) -> dict[str, Any]:
    return {"kind": "cont", "zones": ["back_stage"], "effect": [{"assist_power": n}], "params": params}


# -- Assist by level, of a level, of a trait (WS 10.3) ------------------------------------------


def test_ws_10_3_2_assist_by_the_level_of_each_character_in_front() -> None:
    """WS 10.3.2 / WS 3.6.4: "Assist: all your characters in front of this
    card get +X power, X is that character's level x500": from the left of
    the back stage, the level 2 character in the left of the center stage
    gets +1000, the level 0 one in the middle +0; the character in the
    right of the center stage (not in front of it) gets nothing."""
    g = fresh()
    two = take(g, 0, "EWA-009", "cs_left")  # level 2
    zero = take(g, 0, "EWA-002", "cs_middle")  # level 0
    right = take(g, 0, "EWA-005", "cs_right")  # level 1, behind it the empty right of the back stage
    before = {c.iid: power(g, c) for c in (two, zero, right)}
    assister = reprint(take(g, 0, "EWA-001", "bs_left"), _assist(500, per_level=True))
    assert power(g, two) == before[two.iid] + 1000
    assert power(g, zero) == before[zero.iid]
    assert power(g, right) == before[right.iid]
    g.move(assister, g.zone(0, "waiting_room"))
    assert power(g, two) == before[two.iid]  # WS 10.3.2: only while it is in the back stage


def test_ws_10_3_2_assist_to_the_characters_of_a_level_or_higher() -> None:
    """ "Assist: all your characters with level 1 or higher in front of this
    card get +1000 power": the level 1 character does, the level 0 one
    does not; "level 0 or lower" is the other way round."""
    g = fresh()
    zero = take(g, 0, "EWA-002", "cs_middle")
    one = take(g, 0, "EWA-006", "cs_right")
    z, o = power(g, zero), power(g, one)
    assister = reprint(take(g, 0, "EWA-001", "bs_right"), _assist(1000, min_level=1))
    assert power(g, zero) == z and power(g, one) == o + 1000
    reprint(assister, _assist(1000, max_level=0))
    assert power(g, zero) == z + 1000 and power(g, one) == o


def test_ws_10_3_2_assist_to_the_characters_of_a_trait() -> None:
    """ "Assist: all your 《Flame》 characters in front of this card get +X
    power, X is that character's level x500": a Flame character of level
    1 gets +500; a Light character of level 1 gets nothing."""
    g = fresh()
    flame = take(g, 0, "EWA-005", "cs_middle")  # Flame, level 1
    light = take(g, 0, "EWA-006", "cs_right")  # Light, level 1
    f, li = power(g, flame), power(g, light)
    reprint(take(g, 0, "EWA-001", "bs_right"), _assist(500, traits=["Flame"], per_level=True))
    assert power(g, flame) == f + 500 and power(g, light) == li


# -- facing_level_at_least: "if the character facing this card is level N or higher" (WS 3.6.5) ---


def _on_attack(**condition: int) -> dict[str, Any]:
    return {
        "kind": "auto",
        "when": "attacks",
        "zones": ["stage"],
        "condition": [condition],
        "effect": [{"power": 1500}],
    }


def _answer(d: Any) -> tuple[str, ...]:
    """A frontal attack, yes to every yes / no question, else the first options."""
    keys = {o.key for o in d.options}
    for k in ("frontal", "yes"):
        if k in keys:
            return (k,)
    return tuple(o.key for o in d.options[: max(d.min, 1)])


def _declare(g: Any, attacker: Any) -> None:
    """The attack of ``attacker`` declared (WS 7.2.1.4 - 7.2.1.6), and the check timing after it."""
    stack_top(g, 0, [NO_TRIGGER])
    run(battle.declare_attack(g, attacker), _answer)
    run(check_timing(g), _answer)


def test_ws_3_6_5_an_attacker_facing_a_character_of_a_high_level_gets_the_bonus() -> None:
    """WS 3.6.5 / WS 7.2.1.6: "when this card attacks, if the character
    facing this card is level 1 or higher, this card gets +1500 power": the
    opponent's level 1 character faces the left of the center stage from
    its right, so the attacker gets +1500; facing a level 0 character it
    does not."""
    for facing, bonus in (("TCA-005", 1500), ("TCA-001", 0)):  # level 1, level 0
        g = fresh()
        att = reprint(take(g, 0, "EWA-002", "cs_left"), _on_attack(facing_level_at_least=1))
        take(g, 1, facing, "cs_right")
        _declare(g, att)
        assert power(g, att) == 2500 + bonus


def test_ws_3_6_5_no_facing_character_no_bonus_and_level_or_lower() -> None:
    """A direct attack (no character faces it): "level 0 or higher" does not
    hold, there is no level to read; "level 0 or lower" holds facing a
    level 0 character."""
    g = fresh()
    att = reprint(take(g, 0, "EWA-002", "cs_left"), _on_attack(facing_level_at_least=0))
    _declare(g, att)
    assert power(g, att) == 2500  # a direct attack (WS 7.2.1.4.1)
    g2 = fresh()
    att2 = reprint(take(g2, 0, "EWA-002", "cs_middle"), _on_attack(facing_level_at_most=0))
    take(g2, 1, "TCA-001", "cs_middle")
    _declare(g2, att2)
    assert power(g2, att2) == 2500 + 1500


# -- other_attacks: "when your other 《T》 character attacks" (WS 7.2.1.6) -------------------------


def _when_other(**params: Any) -> dict[str, Any]:
    return {"kind": "auto", "when": "other_attacks", "zones": ["stage"], "effect": [{"power": 1000}], "params": params}


def test_ws_7_2_1_6_when_your_other_character_of_a_trait_attacks() -> None:
    """WS 7.2.1.6: "when your other 《Flame》 character attacks, this card
    gets +1000 power until end of turn": triggers when a Flame character of
    its master attacks (this card in the back stage); a Light attacker does
    not trigger it, nor does this card's own attack."""
    g = fresh()
    watcher = reprint(take(g, 0, "EWA-001", "bs_left"), _when_other(traits=["Flame"]))
    base = int(watcher.card.stats["power"])
    flame = take(g, 0, "EWA-002", "cs_middle")
    _declare(g, flame)
    assert power(g, watcher) == base + 1000
    g2 = fresh()
    watcher2 = reprint(take(g2, 0, "EWA-001", "cs_left"), _when_other(traits=["Flame"]))
    light = take(g2, 0, "EWA-003", "cs_middle")
    _declare(g2, light)
    assert power(g2, watcher2) == base
    g3 = fresh()
    flame_watcher = reprint(take(g3, 0, "EWA-002", "cs_left"), _when_other(traits=["Flame"]))
    _declare(g3, flame_watcher)  # itself, a Flame character: not "other"
    assert power(g3, flame_watcher) == 2500


def test_ws_7_2_1_6_when_another_of_your_characters_attacks_any_other() -> None:
    """ "When another of your characters attacks": any other character of its
    master; the opponent's attack does not trigger it."""
    g = fresh()
    watcher = reprint(take(g, 0, "EWA-001", "bs_right"), _when_other())
    base = int(watcher.card.stats["power"])
    _declare(g, take(g, 0, "EWA-003", "cs_right"))
    assert power(g, watcher) == base + 1000
    g2 = fresh(active=1)
    watcher2 = reprint(take(g2, 0, "EWA-001", "cs_left"), _when_other())
    attacker = take(g2, 1, "TCA-001", "cs_middle")
    stack_top(g2, 1, ["TCA-002"])
    answer, _ = script(default="yes")
    run(battle.declare_attack(g2, attacker), answer)
    run(check_timing(g2), answer)
    assert power(g2, watcher2) == base
