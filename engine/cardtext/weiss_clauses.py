"""More Weiss Schwarz clauses: triggers and conditions that many lines share.

Read with the rules of :mod:`engine.cardtext.weiss`, which adds these to its
lists: a climax of a name placed on your climax area (a climax combo's
trigger), "when you use 【S】", "if this card is in the front row", two conditions joined by "and".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from engine.cardtext.core import Ctx, Rule, Steps, Table, num, read, rule
from engine.cardtext.weiss_nouns import sel

_QUOTED = r"(?:\"|「)(?P<name>[^\"「」]+)(?:\"|」)"
_CLIMAX_AREA = r"(?:the |your )?climax (?:slot|area)"

TRIGGERS: list[Rule] = [
    # WS 8.6.2.4.3: a climax of that name (WS 2.1.1.2) placed on your climax area
    rule(
        r"when (?:the climax |your climax )?(?:\"|「)(?P<name>[^\"「」]+)(?:\"|」) is placed (?:into|in|on|onto) your climax (?:slot|area)",
        lambda m, c: ("climax_placed", [], ["stage"], {"name": m.group("name")}),
    ),
]

TRIGGERS.append(
    # WS 8.6.2: you play an activated ability (Backup among them, WS 10.5.1)
    rule(r"when you use(?:d)? (?:an? )?【S】(?: ability)?", lambda m, c: ("use_act", [], ["stage"])),
)

_TRAITS = r"(?P<traits>《[^》]+》(?:\s*(?:or|/)\s*《[^》]+》)*)"
_OTHER = (
    r"when (?:your other|another of your) (?:" + _TRAITS + r" )?(?:characters?|charas?)"
    r"(?: with (?:\"|「)(?P<part>[^\"」]+)(?:\"|」) in (?:its|their) (?:card )?names?)?"
)


def _other_reversal(m: re.Match[str], when: str) -> tuple[str, Steps, list[str], Table]:
    """Another character of yours (of a trait, with a part of a name) or its battle opponent reversed."""
    params: Table = {}
    if m.group("traits"):
        params["traits"] = re.findall(r"《([^》]+)》", m.group("traits"))
    if m.group("part"):
        params["name_has"] = m.group("part")
    if m.groupdict().get("battle"):
        params["in_battle"] = True
    return when, [], ["stage"], params


_ATTACKS = {"direct": "direct", "front": "frontal", "frontal": "frontal", "side": "side"}
_REVERSE = r"becomes? (?:reverse|reversed|in reverse)"
_IN_BATTLE = r"(?P<battle> (?:in|during) (?:the )?battle)?"


def _in_battle(m: re.Match[str], when: str) -> tuple[str, Steps, list[str], Table]:
    """A reversal (WS 7.6.1.2: by the battle, with "in battle")."""
    return when, [], [], {"in_battle": True} if m.group("battle") else {}


TRIGGERS.extend(
    [
        # WS 7.2.1.5.1: this card is the defending character of a frontal attack
        rule(r"when this card is (?:being )?front(?:al)? attacked", lambda m, c: ("front_attacked", [], ["stage"])),
        # WS 7.2.1.4: an attack of one type
        rule(
            r"when this card (?P<k>direct|front|frontal|side) attacks",
            lambda m, c: ("attacks", [], [], {"attack": _ATTACKS[m.group("k").lower()]}),
        ),
        rule(r"when this card " + _REVERSE + _IN_BATTLE, lambda m, c: _in_battle(m, "reversed")),
        rule(
            r"when this card'?s battle opponent (?:with|of) level (?P<n>\d+) or higher " + _REVERSE,
            lambda m, c: ("opponent_reversed", [], [], {"level_at_least": int(m.group("n"))}),
        ),
        # the character battling this card is its battle opponent (WS 7.2.1.5.1)
        rule(
            r"when the character battling this card " + _REVERSE + _IN_BATTLE,
            lambda m, c: _in_battle(m, "opponent_reversed"),
        ),
        rule(_OTHER + r" " + _REVERSE + _IN_BATTLE, lambda m, c: _other_reversal(m, "other_reversed")),
        # WS 8.6.2.4.1: another character of yours played from the hand and placed
        rule(
            _OTHER + r" is placed (?:on|onto) (?:the )?stage from (?:your )?hand",
            lambda m, c: _other_reversal(m, "other_placed"),
        ),
        rule(
            r"when your other " + _QUOTED + r" is placed (?:on|onto) (?:the )?stage from (?:your )?hand",
            lambda m, c: ("other_placed", [], ["stage"], {"name": m.group("name")}),
        ),
        rule(
            _OTHER + r"'?s? battle opponent " + _REVERSE + _IN_BATTLE,
            lambda m, c: _other_reversal(m, "other_opponent_reversed"),
        ),
        # WS 7.3.1.2: a climax revealed by your trigger check
        rule(
            r"when (?:your character trigger checks a climax|a climax appears during your character'?s trigger check)",
            lambda m, c: ("trigger_climax", [], ["stage"]),
        ),
        rule(r"when you play(?:ed)? (?:an )?events?", lambda m, c: ("play_event", [], ["stage"])),
        rule(r"when you level up", lambda m, c: ("level_up", [], ["stage"])),
        # WS 10.8.4: played from the hand, or placed by a Change effect
        rule(
            r"when this card is placed (?:on|onto) (?:the )?stage from (?:your )?hand or (?:through|by) (?:『|\")?change(?:』|\")?"
            r"(?: effect)?",
            lambda m, c: ("placed", [], ["stage"], {"or_change": True}),
        ),
    ]
)

CONDITIONS: list[Rule] = [
    # WS 3.6.3: the front row is the center stage
    rule(
        r"if this card is (?:in|at|on) (?:the |your )?front row",
        lambda m, c: [{"this_in_front_row": True}],
    ),
    rule(r"if this card is (?:in )?(?:rest|rested)", lambda m, c: [{"this_rested": True}]),
    rule(
        r"if this card is (?:in|at|on) the (?:center|middle) (?:slot|position) of (?:the |your )?front row",
        lambda m, c: [{"this_in_middle": True}],
    ),
    rule(r"if you have (?P<n>\d+) or more stock", lambda m, c: [{"stock_at_least": int(m.group("n"))}]),
    rule(r"if your hand is (?P<n>\d+) or (?:less|fewer)(?: cards?)?", lambda m, c: [{"max_hand": int(m.group("n"))}]),
    # WS 8.12: a climax in your climax area
    rule(r"if (?:there is )?a climax (?:is )?in your climax (?:slot|area)", lambda m, c: [{"climax_in_area": True}]),
    # WS 3.6.5: the character facing this card
    rule(
        r"if the level of the character facing this card is higher than (?:this card'?s level|the level of this card)",
        lambda m, c: [{"facing_level_above_this": True}],
    ),
    rule(
        r"if (?:the character facing this card is cost|the cost of the character facing this card is) (?P<n>\d+) or lower",
        lambda m, c: [{"facing_cost_at_most": int(m.group("n"))}],
    ),
    # WS 3.7.4: a character with markers
    rule(
        r"if (?:this card has (?:an? |any )?markers?(?: under it)?|there (?:is|are) (?:an? |any )?markers? under this card)",
        lambda m, c: [{"markers_at_least": 1}],
    ),
    rule(
        r"if (?:this card has no markers?(?: under it)?|there (?:is|are) no markers? under this card)",
        lambda m, c: [{"markers_at_most": 0}],
    ),
    # WS 3.6.5: the character facing this card of exactly that level
    rule(
        r"if the (?:level of the )?character facing this card is (?:level )?(?P<n>\d+)",
        lambda m, c: [{"facing_level_at_least": int(m.group("n"))}, {"facing_level_at_most": int(m.group("n"))}],
    ),
    rule(
        r"if (?:this card has (?P<n>\d+) or more markers(?: under it)?|there are (?P<m>\d+) or more markers under this card)",
        lambda m, c: [{"markers_at_least": int(m.group("n") or m.group("m"))}],
    ),
    # WS 8.6.2.4.1: this card played from the hand and placed on the stage this turn
    rule(
        r"during the turn (?:when |in which |that )?this card (?:is|was) (?:played and )?placed on (?:the )?stage from (?:your )?hand",
        lambda m, c: [{"played_this_turn": True}],
    ),
]


def _to_stage(m: re.Match[str]) -> Steps | None:
    """ "Choose 1 《T》 character from your waiting room, place it into any slot on stage (in rest)": one character
    of yours from a zone that is not the stage."""
    what = sel(m.group("sel"))
    if what is None or what.get("owner") or what.get("zone") in ("stage", "center_stage", "deck", "stock"):
        return None
    if what.get("count", what.get("up_to")) != 1 or what.get("type", "character") != "character":
        return None
    spec: Table = {"what": {**what, "type": "character"}}
    if m.group("rest"):
        spec["rest"] = True
    return [{"to_stage": spec}]


_EMPTY_SLOT = (
    r"(?:to|into|in) (?:an(?:other)? )?empty (?:slot|position) (?:at|in|of|on) (?:the |your )?(?P<row>front|back) row"
)


def _move_chosen(m: re.Match[str]) -> Steps | None:
    """ "Choose 1 of your other 《T》 characters, (rest it,) move it to an empty slot at the back row"."""
    what = sel(m.group("sel"))
    if what is None or what.get("owner") or what.get("zone") not in ("stage", "center_stage"):
        return None
    if what.get("count", what.get("up_to")) != 1:
        return None
    spec: Table = {"row": m.group("row").lower(), "target": what}
    if m.group("rest"):
        spec["rest"] = True
    return [{"move_to_row": spec}]


EFFECTS: list[Rule] = [
    rule(r"move this card " + _EMPTY_SLOT, lambda m, c: [{"move_to_row": {"row": m.group("row").lower()}}]),
    rule(
        r"choose (?P<sel>.+?),? (?P<rest>(?:and )?rest it,? )?(?:and )?move it " + _EMPTY_SLOT,
        lambda m, c: _move_chosen(m),
    ),
    rule(
        r"choose (?P<sel>.+?),? (?:and )?(?:put|place) (?:it|that character) (?:into|in|on|to) any (?:slot|position) "
        r"(?:on|of|in) (?:the |your )?stage(?P<rest>,? (?:in|as) rest(?:ed)?)?",
        lambda m, c: _to_stage(m),
    ),
    # WS 7.3.1.2: the trigger step of this card's attack (read where the trigger is "when this card attacks")
    rule(
        r"during this attack,? perform (?:the )?trigger checks? (?P<n>{N}) times during (?:your |the )?trigger step",
        lambda m, c: [{"trigger_checks": num(m.group("n"))}] if num(m.group("n")) >= 2 else None,
    ),
]


def both_rules(conditions: Callable[[], Sequence[Rule]]) -> list[Rule]:
    """ "if A and B": both conditions, each read on its own (``conditions()``: the game's list, a getter as
    this rule is part of it)."""

    def both(m: re.Match[str], ctx: Ctx) -> Steps | None:
        first = read(conditions(), "if " + m.group("a"), ctx)
        second = read(conditions(), "if " + m.group("b"), ctx)
        return first + second if first and second else None

    return [rule(r"if (?P<a>.+?),? and (?:if )?(?P<b>.+)", both)]


_FROM_HAND = (
    r"(?:(?:into|to|in) (?:your )?waiting room )?from (?:your )?hand(?: (?:into|to|in) (?:your )?waiting room)?"
)
_THIS_CARD = r"this card (?:from (?:the )?stage )?(?:to|into|in) (?:your )?"


def _discard_named(m: re.Match[str]) -> Steps | None:
    """A cost of N cards of a name, or of a color (a card, a character), from the hand into the waiting room."""
    text = m.group(0).lower()
    if "waiting room" not in text:
        return None
    spec: Table = {"count": num(m.group("n"))}
    if m.group("name"):
        spec["name"] = m.group("name")
    else:
        spec["color"] = m.group("color").lower()
        if m.group("noun").lower().startswith("character"):
            spec["type"] = "character"
    return [{"discard_cards": spec}]


def _characters_cost(m: re.Match[str]) -> Steps:
    """A cost of N of your (other) (《T》) characters from the stage into the waiting room."""
    spec: Table = {"count": num(m.group("n"))}
    if m.group("traits"):
        spec["traits"] = re.findall(r"《([^》]+)》", m.group("traits"))
    if m.group("other"):
        spec["other"] = True
    return [{"characters_to_waiting_room": spec}]


COSTS: list[Rule] = [
    # WS 10.13.1: Resonate's cost (read in a line labelled RESONANCE only)
    rule(
        r"reveal (?:1|a|one) " + _QUOTED + r" (?:from|in) (?:your )?hand",
        lambda m, c: [{"reveal_name": m.group("name")}],
    ),
    rule(r"(?:put|place) this card (?:from stand(?:ing)? )?to rest", lambda m, c: [{"rest_self": True}]),
    rule(r"(?:return|put|place) " + _THIS_CARD + r"hand", lambda m, c: [{"self_to": "hand"}]),
    rule(r"(?:put|place|send|move) " + _THIS_CARD + r"memory", lambda m, c: [{"self_to": "memory"}]),
    rule(r"(?:put|place) " + _THIS_CARD + r"clock", lambda m, c: [{"self_to": "clock"}]),
    rule(
        r"discard (?P<n>{N}) cards? (?:to (?:your )?waiting room )?from (?:your )?hand",
        lambda m, c: [{"discard": num(m.group("n"))}],
    ),
    rule(
        r"(?:put|place|discard) (?P<n>{N}) (?:"
        + _QUOTED
        + r"|(?P<color>yellow|green|red|blue) (?P<noun>cards?|characters?)) "
        + _FROM_HAND,
        lambda m, c: _discard_named(m),
    ),
    rule(
        r"(?:put|place) (?P<n>{N}) (?:of )?(?:your )?(?P<other>other )?(?:(?P<traits>《[^》]+》(?:\s*(?:or|/)\s*《[^》]+》)*) )?"
        r"(?:characters?|charas?) (?:from (?:the |your )?stage (?:into|to|in) (?:your )?waiting room|(?:into|to|in) (?:your )?waiting room from (?:the |your )?stage)",
        lambda m, c: _characters_cost(m),
    ),
    rule(
        r"(?:put|place) (?P<n>{N}) cards? from (?:your )?hand (?:into|to|in) (?:your )?clock",
        lambda m, c: [{"hand_to_clock": num(m.group("n"))}],
    ),
    rule(
        r"(?:put|place) (?P<n>{N}) (?:"
        + _QUOTED
        + r"|climax) from (?:your )?climax (?:slot|area) (?:into|to|in) (?:your )?waiting room",
        lambda m, c: [{"climax_to_waiting_room": m.group("name") or True}] if num(m.group("n")) == 1 else None,
    ),
]
