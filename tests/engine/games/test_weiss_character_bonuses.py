"""Weiss Schwarz words of the effect grammar for imported card text: a
character's continuous bonus counted by the characters of a trait
(``power_per_character``) and given to the other characters of a trait
(``others_get``), "this card cannot side attack" (``no_side_attack``), and
the costs ``deck_to_clock`` (not Accelerate's) and ``discard_cards`` (a
climax, or a character of a trait, from the hand), each in a game state
built with the demo decks."""

from __future__ import annotations

from typing import Any

from engine.games.weiss import abilities, battle
from engine.games.weiss.abilities import fire
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.stats import power, soul
from engine.state import REST, REVERSE
from tests.engine.games.test_weiss_grammar_words import reprint
from tests.engine.games.ws import fill, fresh, notes, run, script, stack_top, take

NO_TRIGGER = "EWA-004"  # a character without trigger icon


def _cont(word: str, value: Any, **extra: Any) -> dict[str, Any]:
    return {"kind": "cont", "zones": ["stage"], "effect": [{word: value}], **extra}


def _per(power: int, trait: str, **extra: Any) -> dict[str, Any]:
    return _cont("power_per_character", {"power": power, "traits": [trait], "other": True}, **extra)


# -- power_per_character: "for each of your other 《T》 characters, this card gets +N power" ----


def test_ws_8_9_1_a_bonus_for_each_other_character_of_a_trait_follows_the_stage() -> None:
    """WS 8.9.1 / WS 8.1.1.3: "for each of your other 《Flame》 characters,
    this card gets +500 power" is read whenever the power is: each Flame
    character of your stage counts, the opponent's do not, and the bonus
    drops as they leave."""
    g = fresh()
    bearer = reprint(take(g, 0, "EWA-001", "cs_middle"), _per(500, "Flame"))
    base = int(bearer.card.stats["power"])
    assert power(g, bearer) == base
    first = take(g, 0, "EWA-002", "cs_left")  # Flame
    assert power(g, bearer) == base + 500
    take(g, 0, "EWA-004", "bs_left")  # Flame, in the back stage: still your character
    assert power(g, bearer) == base + 1000
    take(g, 0, "EWA-003", "cs_right")  # Light: not counted
    reprint(take(g, 1, "TCA-002", "cs_middle"), traits=["Flame"])  # the opponent's: not counted
    assert power(g, bearer) == base + 1000
    g.move(first, g.zone(0, "waiting_room"))
    assert power(g, bearer) == base + 500


def test_ws_8_9_1_for_each_other_character_does_not_count_this_card() -> None:
    """ "For each of your other 《Light》 characters": this card, a Light
    character, is not counted; a second copy of it is (each counts the
    other); without "other" the card counts itself."""
    g = fresh()
    bearer = reprint(take(g, 0, "EWA-001", "cs_middle"), _per(1000, "Light"))
    base = int(bearer.card.stats["power"])
    assert power(g, bearer) == base
    twin = take(g, 0, "EWA-001", "cs_left")
    twin.card = bearer.card
    assert power(g, bearer) == base + 1000 and power(g, twin) == base + 1000
    reprint(bearer, _cont("power_per_character", {"power": 1000, "traits": ["Light"]}))
    twin.card = bearer.card
    assert power(g, bearer) == base + 2000


def test_ws_8_3_3_a_per_character_bonus_with_a_condition_only_during_your_turn() -> None:
    """WS 8.1.1.3: "during your turn, for each of your other 《Flame》
    characters, this card gets +500 power": nothing in the opponent's turn."""
    g = fresh(active=1)
    table = _per(500, "Flame", condition=[{"my_turn": True}])
    bearer = reprint(take(g, 0, "EWA-001", "cs_middle"), table)
    take(g, 0, "EWA-002", "cs_left")
    base = int(bearer.card.stats["power"])
    assert power(g, bearer) == base
    g.active = 0
    assert power(g, bearer) == base + 500


# -- others_get: "all your other 《T》 characters get +N power" ---------------------------------


def test_ws_8_9_1_all_your_other_characters_of_a_trait_get_power_from_a_character() -> None:
    """WS 8.9.1 / WS 8.9.1.5.1: a character's "all your other 《Flame》
    characters get +1000 power" gives it to your Flame characters while the
    character is on the stage: not to itself, not to a Light character, not
    to the opponent's."""
    g = fresh()
    bearer = take(g, 0, "EWA-002", "cs_middle")  # Flame itself
    flame = take(g, 0, "EWA-004", "cs_left")
    light = take(g, 0, "EWA-003", "cs_right")
    theirs = reprint(take(g, 1, "TCA-002", "cs_middle"), traits=["Flame"])
    before = {c.iid: power(g, c) for c in (bearer, flame, light, theirs)}
    reprint(bearer, _cont("others_get", {"power": 1000, "traits": ["Flame"]}))
    assert power(g, flame) == before[flame.iid] + 1000
    assert power(g, bearer) == int(bearer.card.stats["power"])
    assert power(g, light) == before[light.iid] and power(g, theirs) == before[theirs.iid]
    g.move(bearer, g.zone(0, "waiting_room"))
    assert power(g, flame) == before[flame.iid]  # it stops when its card leaves the stage


def test_ws_8_9_1_all_your_other_characters_get_power_during_your_turn() -> None:
    """ "During your turn, all your other characters get +500 power": every
    other character of its master, of any trait, during its master's turn
    only; not itself, not the opponent's."""
    g = fresh()
    bearer = take(g, 0, "EWA-002", "cs_middle")
    flame = take(g, 0, "EWA-004", "cs_left")
    light = take(g, 0, "EWA-003", "bs_right")
    theirs = take(g, 1, "TCA-002", "cs_middle")
    before = {c.iid: power(g, c) for c in (bearer, flame, light, theirs)}
    reprint(bearer, _cont("others_get", {"power": 500}, condition=[{"my_turn": True}]))
    assert power(g, flame) == before[flame.iid] + 500 and power(g, light) == before[light.iid] + 500
    assert power(g, bearer) == before[bearer.iid] and power(g, theirs) == before[theirs.iid]
    g.active = 1
    assert power(g, flame) == before[flame.iid] and power(g, light) == before[light.iid]


def test_ws_8_9_1_your_other_character_in_the_middle_of_the_center_stage_gets_power() -> None:
    """ "Your other character in the center slot of the front row gets +1000
    power": only the character in the middle position of your center stage,
    and it follows the position (a character moved there gets it)."""
    g = fresh()
    bearer = take(g, 0, "EWA-002", "cs_left")
    middle = take(g, 0, "EWA-004", "cs_middle")
    right = take(g, 0, "EWA-003", "cs_right")
    theirs = take(g, 1, "TCA-002", "cs_middle")
    before = {c.iid: power(g, c) for c in (bearer, middle, right, theirs)}
    reprint(bearer, _cont("others_get", {"power": 1000, "middle": True}))
    assert power(g, middle) == before[middle.iid] + 1000
    assert power(g, right) == before[right.iid] and power(g, theirs) == before[theirs.iid]
    assert power(g, bearer) == before[bearer.iid]
    g.move(middle, g.zone(0, "waiting_room"))
    moved = g.move(right, g.zone(0, "cs_middle"))
    assert power(g, moved) == before[right.iid] + 1000
    back_right = g.move(moved, g.zone(0, "cs_right"))
    assert power(g, back_right) == before[right.iid]


def test_ws_8_9_1_two_copies_give_each_other_the_bonus_and_a_name_is_named() -> None:
    """Copies of one printed card with "all your other 《Light》 characters
    get +500 power" each give it to the other; "all your other "(name)"
    get +1500 power" gives it only to characters of that name."""
    g = fresh()
    bearer = reprint(take(g, 0, "EWA-001", "cs_middle"), _cont("others_get", {"power": 500, "traits": ["Light"]}))
    twin = take(g, 0, "EWA-001", "cs_left")
    twin.card = bearer.card
    base = int(bearer.card.stats["power"])
    assert power(g, bearer) == base + 500 and power(g, twin) == base + 500
    namer = take(g, 0, "EWA-002", "cs_right")
    named = take(g, 0, "EWA-004", "bs_left")
    before = power(g, named)
    reprint(namer, _cont("others_get", {"power": 1500, "name": named.card.name}))
    assert power(g, named) == before + 1500
    assert power(g, bearer) == base + 500


# -- no_side_attack: "this card cannot side attack" ---------------------------------------------


def test_ws_7_2_1_4_2_a_card_that_cannot_side_attack_is_offered_only_the_frontal_attack() -> None:
    """WS 7.2.1.4.2 / WS 1.3.4: a character facing another chooses frontal
    or side attack; "this card cannot side attack" leaves the frontal attack
    only, while a character without it still has both."""
    g = fresh()
    att = reprint(take(g, 0, "EWA-002", "cs_left"), _cont("no_side_attack", True))
    take(g, 1, "TCA-005", "cs_right")  # faces cs_left (WS 3.6.5)
    stack_top(g, 0, [NO_TRIGGER])
    answer, seen = script("side", default="pass")
    attack = run(battle.declare_attack(g, att), answer)
    assert attack.kind == "frontal"
    assert not any(o.key == "side" for d in seen for o in d.options)
    g2 = fresh()
    plain = take(g2, 0, "EWA-002", "cs_left")
    take(g2, 1, "TCA-005", "cs_right")
    answer, seen = script("side")
    run(battle.declare_attack(g2, plain), answer)
    assert {o.key for o in seen[0].options} == {"frontal", "side"}


# -- costs: deck_to_clock and discard_cards ------------------------------------------------------


FLAME_FROM_HAND = {"discard_cards": {"count": 1, "type": "character", "traits": ["Flame"]}}


def _encore(*cost: dict[str, Any]) -> dict[str, Any]:
    return {"kind": "auto", "when": "encore", "zones": ["stage"], "cost": list(cost), "effect": [{"encore": True}]}


def test_ws_10_2_2_encore_paid_with_the_top_card_of_the_deck_into_the_clock() -> None:
    """WS 10.2.2 / WS 8.4.2: "Encore [put the top card of your deck into your
    clock]": paid, the card returns rested to its position and the top card
    of the deck is in the clock; paying it is not using Accelerate (WS
    10.12.3)."""
    g = fresh()
    bearer = reprint(take(g, 0, "EWA-002", "cs_left"), _encore({"deck_to_clock": 1}))
    top = stack_top(g, 0, [NO_TRIGGER])[0]
    g.set_orientation(bearer, REVERSE)
    run(battle.encore_step(g), script(default="yes")[0])
    assert bearer.zone.name == "cs_left" and bearer.orientation == REST
    assert top.zone.name == "clock"
    assert not any("Accelerate" in t for t in notes(g))


def test_ws_8_4_2_2_encore_with_a_character_of_a_trait_from_the_hand() -> None:
    """WS 8.4.2.2 / WS 10.2.2: "Encore [put 1 《Flame》 character from your
    hand into your waiting room]": a Light character in the hand cannot pay
    it; a Flame one does, and only it is offered."""
    g = fresh()
    bearer = reprint(take(g, 0, "EWA-001", "cs_left"), _encore(FLAME_FROM_HAND))
    light = take(g, 0, "EWA-003", "hand")
    g.set_orientation(bearer, REVERSE)
    run(battle.encore_step(g), script(default="yes")[0])
    assert bearer.zone.name == "waiting_room" and light.zone.name == "hand"
    g2 = fresh()
    bearer2 = reprint(take(g2, 0, "EWA-001", "cs_left"), _encore(FLAME_FROM_HAND))
    light2 = take(g2, 0, "EWA-003", "hand")
    flame2 = take(g2, 0, "EWA-002", "hand")
    g2.set_orientation(bearer2, REVERSE)
    answer, seen = script(default="yes")
    run(battle.encore_step(g2), answer)
    assert bearer2.zone.name == "cs_left" and bearer2.orientation == REST
    assert flame2.zone.name == "waiting_room" and light2.zone.name == "hand"
    assert not any(o.card == light2.iid for d in seen for o in d.options)


def test_ws_8_4_2_2_a_climax_from_the_hand_as_a_cost() -> None:
    """WS 8.4.2.2: "put 1 climax from your hand into your waiting room": a
    character in the hand does not pay it."""
    g = fresh()
    bearer = reprint(take(g, 0, "EWA-002", "cs_left"), _encore({"discard_cards": {"count": 1, "type": "climax"}}))
    fill(g, 0, "hand", 2)  # characters and events only
    g.set_orientation(bearer, REVERSE)
    run(battle.encore_step(g), script(default="yes")[0])
    assert bearer.zone.name == "waiting_room"
    g2 = fresh()
    bearer2 = reprint(take(g2, 0, "EWA-002", "cs_left"), _encore({"discard_cards": {"count": 1, "type": "climax"}}))
    climax = take(g2, 0, "EWA-012", "hand")
    g2.set_orientation(bearer2, REVERSE)
    run(battle.encore_step(g2), script(default="yes")[0])
    assert bearer2.zone.name == "cs_left" and climax.zone.name == "waiting_room"


# -- reverse_battle_opponent: "if this card's battle opponent is level N or lower, you may reverse it" --


def _answers(yes: str) -> Any:
    """Frontal attacks, no counter, ``yes`` to every yes / no question."""

    def answer(d: Any) -> tuple[str, ...]:
        keys = {o.key for o in d.options}
        for k in ("frontal", yes, "pass"):
            if k in keys:
                return (k,)
        return tuple(o.key for o in d.options[: d.min])

    return answer


def _reverser(n: int, *, optional: bool = True) -> dict[str, Any]:
    spec: dict[str, Any] = {"level_at_most": n, **({"optional": True} if optional else {})}
    return {"kind": "auto", "when": "reversed", "zones": ["stage"], "effect": [{"reverse_battle_opponent": spec}]}


def test_ws_7_2_1_5_1_a_reversed_attacker_reverses_its_battle_opponent_of_a_low_level() -> None:
    """WS 7.6.1.2 / WS 7.2.1.5.1: the attacker loses the battle and becomes
    reversed; "if this card's battle opponent is level 0 or lower, you may
    reverse that character" reverses the defending character (level 0)."""
    g = fresh()
    att = reprint(take(g, 0, "EWA-003", "cs_middle"), _reverser(0))  # 500 power
    dfn = take(g, 1, "TCA-001", "cs_middle")  # 3000, level 0
    stack_top(g, 0, [NO_TRIGGER])
    stack_top(g, 1, ["TCA-002"])
    run(battle.attack(g, att, HANDLERS), _answers("yes"))
    assert att.orientation == REVERSE and dfn.orientation == REVERSE


def test_ws_7_2_1_5_1_a_battle_opponent_above_the_level_is_not_reversed() -> None:
    """The battle opponent of level 1 is above "level 0 or lower": it stays as it is."""
    g = fresh()
    att = reprint(take(g, 0, "EWA-003", "cs_middle"), _reverser(0))
    dfn = take(g, 1, "TCA-005", "cs_middle")  # 5500, level 1
    stack_top(g, 0, [NO_TRIGGER])
    stack_top(g, 1, ["TCA-002"])
    run(battle.attack(g, att, HANDLERS), _answers("yes"))
    assert att.orientation == REVERSE and dfn.orientation != REVERSE


def test_ws_7_2_1_5_1_the_defender_reverses_the_attacker_and_may_decline() -> None:
    """The defending character is the attacker's battle opponent and the
    attacker is its: a reversed defender with the ability reverses the
    attacker if its master says yes, and not if they say no ("you may")."""
    for answer, reversed_ in (("yes", True), ("no", False)):
        g = fresh()
        att = take(g, 0, "EWA-001", "cs_middle")  # 3000, level 0
        dfn = reprint(take(g, 1, "TCA-002", "cs_middle"), _reverser(1))  # 1500
        stack_top(g, 0, [NO_TRIGGER])
        stack_top(g, 1, ["TCA-001"])
        run(battle.attack(g, att, HANDLERS), _answers(answer))
        assert dfn.orientation == REVERSE
        assert (att.orientation == REVERSE) is reversed_


# -- power_for_each: "this card gets +X power, X is the number of your (other) 《T》 characters x N" --


def test_ws_3_6_1_power_for_each_counts_your_characters_as_it_resolves() -> None:
    """ "When this card attacks, during this turn, this card gets +X power. X
    is equal to the number of your other 《Flame》 characters x500": your
    other Flame characters on the stage when it resolves (two), not the
    opponent's, nor a Light one; the amount stays when one leaves later."""
    g = fresh()
    table = {
        "kind": "auto",
        "when": "attacks",
        "zones": ["stage"],
        "effect": [{"power_for_each": {"power": 500, "traits": ["Flame"], "other": True}}],
    }
    bearer = reprint(take(g, 0, "EWA-002", "cs_middle"), table)  # Flame itself: "other" leaves it out
    first = take(g, 0, "EWA-004", "cs_left")  # Flame
    take(g, 0, "EWA-004", "bs_left")  # Flame
    take(g, 0, "EWA-003", "cs_right")  # Light
    reprint(take(g, 1, "TCA-002", "cs_middle"), traits=["Flame"])
    base = power(g, bearer)
    fire(g, bearer, "attacks")
    run(abilities.check_timing(g), script(default="yes")[0])
    assert power(g, bearer) == base + 1000
    g.move(first, g.zone(0, "waiting_room"))
    assert power(g, bearer) == base + 1000


def test_ws_3_6_1_power_for_each_to_a_chosen_character() -> None:
    """ "Choose 1 of your other characters, during this turn, it gets +X
    power. X is equal to the number of your other 《Flame》 characters x1000":
    the chosen character gets it; "other" leaves this card out of the count."""
    g = fresh()
    table = {
        "kind": "auto",
        "when": "attacks",
        "zones": ["stage"],
        "effect": [
            {
                "power_for_each": {
                    "power": 1000,
                    "traits": ["Flame"],
                    "other": True,
                    "target": {"zone": "stage", "count": 1, "other": True},
                }
            }
        ],
    }
    bearer = reprint(take(g, 0, "EWA-002", "cs_middle"), table)  # Flame, not counted
    take(g, 0, "EWA-004", "cs_left")  # Flame
    light = take(g, 0, "EWA-003", "cs_right")  # Light: chosen
    before, mine = power(g, light), power(g, bearer)
    fire(g, bearer, "attacks")
    answer, _ = script(default="yes")

    def pick(d: Any) -> Any:
        keys = [o.key for o in d.options]
        chosen = [k for k in keys if str(light.iid) in k.split(":")]
        return (chosen[0],) if chosen else answer(d)

    run(abilities.check_timing(g), pick)
    assert power(g, light) == before + 1000 and power(g, bearer) == mine


# -- facing_gets: "the character facing this card gets -1 soul" ---------------------------------


def test_ws_3_6_5_the_character_facing_this_card_gets_minus_one_soul() -> None:
    """WS 3.6.5 / WS 8.9.1: while this card is on the center stage, the
    opponent's character in the position facing it gets -1 soul: not the
    others, not this card; it ends when this card moves to the back stage."""
    g = fresh()
    table = {"kind": "cont", "zones": ["stage"], "effect": [{"facing_gets": {"soul": -1}}]}
    bearer = reprint(take(g, 0, "EWA-001", "cs_middle"), table)
    facing = take(g, 1, "TCA-001", "cs_middle")
    beside = take(g, 1, "TCA-002", "cs_left")
    printed = int(facing.card.stats["soul"])
    assert soul(g, facing) == printed - 1
    assert soul(g, beside) == int(beside.card.stats["soul"]) and soul(g, bearer) == int(bearer.card.stats["soul"])
    g.move(bearer, g.zone(0, "bs_left"))
    assert soul(g, facing) == printed
