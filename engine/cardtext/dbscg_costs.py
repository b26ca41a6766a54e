"""Dragon Ball Super Card Game skill costs, and what stands before a colon
(a cost, a condition or both) and finishes a skill's head, read as
:mod:`engine.cardtext.dbscg` reads the rest of a line."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from engine.cardtext.core import Ctx, Parts, Steps, Table, compose, num, read, rule
from engine.cardtext.dbscg_clauses import CONDITIONS
from engine.cardtext.dbscg_heads import (
    LETTERS,
    WORDS,
)
from engine.cardtext.dbscg_nouns import selector_of


def _energy(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """DBS 8-4-2-3: a cost's colored spheres (R, U, G, Y, B) and its number of energy of any color ([two])."""
    steps: Steps = []
    colors = [LETTERS[ch] for ch in (m.group("c") or "")]
    if colors:
        steps.append({"energy_color": colors})
    if m.group("w"):
        n = WORDS[m.group("w").lower()]
        if n == 0:
            return None
        steps.append({"energy": n})
    return steps or None


COSTS = [
    rule(
        r"choose (?P<n>{N}) cards? in your hand and (?:discard (?:it|them)|place (?:it|them) in your drop area)",
        lambda m, c: [{"discard": num(m.group("n"))}],
    ),
    rule(
        r"(?P<c>[RUGYB]{1,10})?\s*(?:\[(?P<w>zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen)\])?",
        _energy,
    ),
    rule(r"switch this card to rest mode", lambda m, c: [{"rest_self": True}]),
    rule(r"\[?Burst (?P<n>\d+)\]?", lambda m, c: [{"burst": int(m.group("n"))}]),
    rule(r"add (?P<n>{N}) cards? from your life to your hand", lambda m, c: [{"life_to_hand": num(m.group("n"))}]),
    # DBS 3-9-2: the Life Area is secret; its cards are chosen unseen
    rule(
        r"choose (?P<n>{N}) cards? (?:in|from) your life and add (?:it|them) to your hand",
        lambda m, c: [{"life_to_hand": num(m.group("n"))}],
    ),
    rule(
        r"(?:choose (?P<a>{N}) cards? (?:in|from) your hand and place (?:it|them) in (?:your|the) drop area|"
        r"place (?P<b>{N}) cards? from your hand in(?:to)? (?:your|the) drop area)",
        lambda m, c: [{"discard": num(m.group("a") or m.group("b"))}],
    ),
    rule(
        r"(?:place (?P<a>{N}) cards? (?:from|in) your life (?:in|into|to) (?:your|the) drop area|"
        r"choose (?P<b>{N}) cards? (?:in|from) your life and place (?:it|them) in (?:your|the) drop area)",
        lambda m, c: [{"life_to_drop": num(m.group("a") or m.group("b"))}],
    ),
    # DBS 11-3-4: cards placed under this card
    rule(
        r"(?:place (?P<a>{N}) cards? from under this card in(?:to)? (?:the|your) drop area|"
        r"choose (?P<b>{N}) cards? under this card and place (?:it|them) in (?:the|your|its owner'?s|their owners?'?) "
        r"drop areas?)",
        lambda m, c: [{"under_to_drop": num(m.group("a") or m.group("b"))}],
    ),
    rule(r"KO this card", lambda m, c: [{"ko_self": True}] if c.card.get("type") == "battle" else None),
    rule(
        r"choose (?:1|one) card (?:in|from) your hand and place it at the bottom of your deck",
        lambda m, c: [{"hand_to_bottom": 1}],
    ),
    rule(
        r"place this card at the bottom of (?:its owner'?s|your) deck",
        lambda m, c: [{"bottom_self": True}] if c.card.get("type") in ("battle", "leader") else None,
    ),
    rule(
        r"(?:send (?P<a>{N}) cards? from your drop area to your warp|"
        r"choose (?P<b>{N}) cards? (?:in|from) your drop area and send (?:it|them) to your warp)",
        lambda m, c: [{"drop_to_warp": num(m.group("a") or m.group("b"))}],
    ),
    # a Battle Card's skill that works in the hand (read_before_colon, finish_heads)
    rule(
        r"discard this card from your hand|place this card from your hand in(?:to)? your drop area"
        r"|place this card in your drop area from your hand",
        lambda m, c: [{"discard_self": True}] if c.card.get("type") == "battle" else None,
    ),
    # this card and other cards of the hand discarded together (the others chosen among the rest of the hand)
    rule(
        r"place this card and (?P<n>{N}) other cards? from your hand in(?:to)? (?:the|your) drop area",
        lambda m, c: (
            [{"discard_self": True}, {"discard_of": {"count": num(m.group("n")), "zone": "hand"}}]
            if c.card.get("type") == "battle"
            else None
        ),
    ),
    # DBS 11-4-1: a Battle Card sent from its area
    rule(
        r"send this card to (?:its owner'?s|your) warp",
        lambda m, c: [{"field_self_to_warp": True}] if c.card.get("type") == "battle" else None,
    ),
    # DBS 11-4-1: the skill works in the Drop Area (read_before_colon, finish_heads)
    rule(r"send this card from your drop area to your warp", lambda m, c: [{"warp_self": True}]),
    # an Extra Card's [Activate] is read in the hand (DBS 8-3): only a Battle Card is placed from its area
    rule(
        r"place this card in (?:its owner'?s|your|the) drop area",
        lambda m, c: [{"drop_self": True}] if c.card.get("type") == "battle" else None,
    ),
]


_HUE = "red|blue|green|yellow|black"


def _kind_cost(word: str, text: str, *, zone: str) -> Steps | None:
    """A cost choosing an exact number of your cards of a kind in ``zone``
    (engine.games.dbscg.skill_costs): the selector of ``text``."""
    # "2 red and/or blue Extra Cards": each of either color (DBS 2-4-1)
    text = re.sub(rf"\b({_HUE}) and/or ({_HUE})\b", r"\1 or \2", text, flags=re.IGNORECASE)
    # "1 red <A> card or red <B> card": one red card of either character (the color said for each)
    text = re.sub(
        rf"\b(?P<c>{_HUE}) (?P<a><[^>]+>|《[^》]+》) cards? or (?P=c) (?P<b><[^>]+>|《[^》]+》) card",
        r"\g<c> \g<a> or \g<b> card",
        text,
        flags=re.IGNORECASE,
    )
    sel = selector_of(text)
    if sel is None or not isinstance(sel.get("count"), int) or set(sel) & {"owner", "up_to", "top", "chosen_by"}:
        return None
    if word == "ko_of" and sel.get("zone") in (["leader", "battle"], "battle"):
        sel.update(zone="battle", type="battle")  # DBS 10-1-1: only a Battle Card is KO-ed
    if sel.get("zone") != zone:
        return None
    return [{word: sel}]


def _under_cost(m: re.Match[str]) -> Steps | None:
    """ "Choose 1 《X》 from your hand and place it under this card" (DBS 11-3-4)."""
    zone = (m.group("z") or m.group("z2")).lower()
    word, key = ("hand_under_of", "hand") if zone == "hand" else ("drop_under_of", "drop")
    return _kind_cost(word, (m.group("sel") or m.group("sel2")) + f" in your {zone}", zone=key)


#: "with energy costs between 3 and 7": from the one to the other, both included
_BETWEEN = re.compile(r",? with energy costs between (?P<lo>\d+) and (?P<hi>\d+)", re.IGNORECASE)


def _bottom_cost(m: re.Match[str]) -> Steps | None:
    """ "Choose 3 X (with energy costs between 3 and 7) in your Drop Area and place them at the bottom of
    your deck in any order" (DBS 8-4-1): several cards only "in any order" (else their order is not read)."""
    text = m.group("sel") + (m.group("between") or "")
    between = list(_BETWEEN.finditer(text))
    if len(between) > 1:
        return None
    steps = _kind_cost("drop_to_bottom_of", _BETWEEN.sub("", text) + " in your drop area", zone="drop")
    if steps is None:
        return None
    sel = steps[0]["drop_to_bottom_of"]
    if sel["count"] > 1 and not m.group("order"):
        return None
    if between:
        lo, hi = int(between[0].group("lo")), int(between[0].group("hi"))
        if lo >= hi or set(sel) & {"cost", "cost_at_least", "cost_at_most"}:
            return None
        sel.update(cost_at_least=lo, cost_at_most=hi)
    return steps


#: "1 <A> card, 1 <B> card(,) and 1 <C> card": each its own kind
_EACH = re.compile(r",? and (?=\d)|, (?=\d)", re.IGNORECASE)


def _each_cost(word: str, text: str, zone: str, where: str) -> Steps | None:
    """ "Send 1 <A> card and 1 <B> card from your Drop Area to your Warp": a cost step for each kind listed
    (DBS 8-4-1, paid in the order printed, DBS 8-4-2-1)."""
    items = _EACH.split(text)
    if len(items) < 2:
        return None
    steps: Steps = []
    for item in items:
        got = _kind_cost(word, f"{item} in your {where}", zone=zone)
        if got is None:
            return None
        steps += got
    return steps


def _this_and(word: str, first: str, text: str) -> Steps | None:
    """ "Choose this card and 1 X in your Battle Area and switch them to Rest Mode": this card first, then
    another card of the kind (DBS 8-4-1, in the order printed, DBS 8-4-2-1)."""
    steps = _kind_cost(word, f"{text} in your battle area other than this card", zone="battle")
    return [{first: True}, *steps] if steps else None


#: the skill costs that choose cards of a kind, after the plainer ones above
KIND_COSTS = [
    # "your Drop Area": the owner's (DBS 3-1-7-1)
    rule(
        r"choose (?P<sel>{N} .+?) (?:in|from) your battle area(?P<other> other than this card)?,? and place (?:it|them) "
        r"in your drop area",
        lambda m, c: _kind_cost(
            "field_to_drop", m.group("sel") + " in your battle area" + (m.group("other") or ""), zone="battle"
        ),
    ),
    rule(
        r"choose this card and (?P<sel>{N} .+?) in your battle area,? and switch them to rest mode",
        lambda m, c: _this_and("rest_of", "rest_self", m.group("sel")),
    ),
    rule(
        r"choose this card and (?P<sel>{N} .+?) in your battle area,? and place them in their owners?'?s?'? drop areas?",
        lambda m, c: (
            _this_and("field_to_drop", "drop_self", m.group("sel")) if c.card.get("type") == "battle" else None
        ),
    ),
    # cards of your Energy Area (DBS 3-5) placed in the Drop Area
    rule(
        r"choose (?P<sel>{N} .+?) (?:in|from) your energy,? and place (?:it|them) in (?:its|their|your) (?:owners?'?s?'? )?"
        r"drop areas?|place (?P<sel2>{N} .+?) from your energy in (?:its owner'?s|your|the) drop area",
        lambda m, c: _kind_cost(
            "energy_to_drop_of", (m.group("sel") or m.group("sel2")) + " in your energy", zone="energy"
        ),
    ),
    rule(
        r"(?:choose (?P<sel>{N} of your energy),? and place (?:it|them)|place (?P<sel2>{N} of your energy)) in "
        r"(?:its|their) owners?'?s?'? drop areas?",
        lambda m, c: _kind_cost("energy_to_drop_of", m.group("sel") or m.group("sel2"), zone="energy"),
    ),
    rule(
        r"send (?P<sel>{N} .+?) from your drop area to your warp",
        lambda m, c: _each_cost("drop_to_warp_of", m.group("sel"), "drop", "drop area"),
    ),
    rule(
        r"place (?P<sel>{N} .+?) in your drop area from your warp",
        lambda m, c: _each_cost("warp_to_drop_of", m.group("sel"), "warp", "warp"),
    ),
    rule(
        r"choose (?P<sel>.+?) (?:in|from) your drop area(?P<between>,? with energy costs between \d+ and \d+)?,? and "
        r"place (?:it|them) at the bottom of your deck(?P<order> in any order)?",
        lambda m, c: _bottom_cost(m),
    ),
    rule(
        r"choose (?P<sel>.+?) (?:in|from) your hand,? and (?:discard (?:it|them)|place (?:it|them) in (?:your|the) "
        r"drop area)|place (?P<sel2>.+?) from your hand in(?:to)? (?:your|the) drop area",
        lambda m, c: _kind_cost("discard_of", (m.group("sel") or m.group("sel2")) + " in your hand", zone="hand"),
    ),
    rule(
        r"choose (?P<sel>.+?),? and place (?:it|them) in (?:its|their) owners?'?s?'? drop areas?",
        lambda m, c: _kind_cost("field_to_drop", m.group("sel"), zone="battle"),
    ),
    rule(
        r"place (?P<sel>{N} of your .+?) in (?:the|your) drop area",
        lambda m, c: _kind_cost("field_to_drop", m.group("sel"), zone="battle"),
    ),
    rule(
        r"place (?P<sel>{N} .+?) from your battle area in(?:to)? (?:the|your) drop area",
        lambda m, c: _kind_cost("field_to_drop", m.group("sel") + " in your battle area", zone="battle"),
    ),
    rule(r"choose (?P<sel>.+?),? and KO (?:it|them)", lambda m, c: _kind_cost("ko_of", m.group("sel"), zone="battle")),
    rule(
        r"choose (?P<sel>.+?),? and send (?:it|them) to (?:its|their) owners?'?s?'? warps?",
        lambda m, c: _kind_cost("field_to_warp_of", m.group("sel"), zone="battle"),
    ),
    rule(
        r"choose (?P<sel>.+?) (?:in|from) your hand,? and reveal (?:it|them)",
        lambda m, c: _kind_cost("reveal_of", m.group("sel") + " in your hand", zone="hand"),
    ),
    rule(
        r"choose (?P<sel>.+?) (?:in|from) your (?P<z>hand|drop area),? and place (?:it|them) under this card"
        r"|place (?P<sel2>{N} .+?) from your (?P<z2>hand|drop area) under this card",
        lambda m, c: _under_cost(m),
    ),
    rule(
        r"choose (?P<sel>.+?),? and return (?:it|them) to (?:its|their) owners?'?s?'? hands?",
        lambda m, c: _kind_cost("field_to_hand_of", m.group("sel"), zone="battle"),
    ),
    rule(
        r"choose (?P<sel>.+?) (?:in|from) your drop area,? and send (?:it|them) to your warp",
        lambda m, c: _kind_cost("drop_to_warp_of", m.group("sel") + " in your drop area", zone="drop"),
    ),
    rule(
        r"send (?P<sel>{N} .+?) from your drop area to your warp",
        lambda m, c: _kind_cost("drop_to_warp_of", m.group("sel") + " in your drop area", zone="drop"),
    ),
    rule(
        r"choose (?P<sel>.+?) (?:in|from) your warp,? and place (?:it|them) in your drop area",
        lambda m, c: _kind_cost("warp_to_drop_of", m.group("sel") + " in your warp", zone="warp"),
    ),
    rule(
        r"choose (?P<sel>.+?) (?:in|from) your hand,? and send (?:it|them) to your warp",
        lambda m, c: _kind_cost("hand_to_warp_of", m.group("sel") + " in your hand", zone="hand"),
    ),
    rule(
        r"choose (?P<sel>.+?),? and switch (?:it|them) to rest mode",
        lambda m, c: _kind_cost("rest_of", m.group("sel"), zone="battle"),
    ),
]
COSTS.extend(KIND_COSTS)


# -- what a whole line reads, checked before it is compiled --------------------------------------------


def may_takes_several(value: Any) -> bool:
    """A "you may X. If you do, Y" whose X takes a number of cards above one:
    when fewer can be taken, they are (DBS 8-5-3-3), and whether "you did"
    is not the grammar's reading (it reads any card moved)."""
    if isinstance(value, list):
        return any(may_takes_several(v) for v in value)
    if not isinstance(value, dict):
        return False
    may = value.get("may")
    if isinstance(may, dict) and re.search(r'"(?:count|discard)": (?:[2-9]|\d\d)', json.dumps(may.get("do"))):
        return True
    return any(may_takes_several(v) for v in value.values())


#: phase triggers an [Auto] may limit to its master's turn ("at the end of your turn", DBS 6-2-1, 6-3-1-1, 6-4-1-1)
_YOUR_PHASES = ("turn_start", "main_start", "main_end", "turn_end")


def in_own_turn(parts: Parts) -> bool:
    """A skill that resolves only in its master's turn: an [Activate: Main]
    (DBS 6-3-1-2-2) or "when this card attacks" (DBS 7-1-1), where "your
    opponent's next turn" is the next turn (an effect's ``opponent_turn``)."""
    if parts.kind == "act":
        return parts.params.get("timing") == "main" and "counter" not in parts.params
    if parts.kind == "auto" and parts.when in _YOUR_PHASES and {"my_turn": True} in parts.condition:
        return True  # "at the end of your turn": it resolves in that turn (DBS 6-4-1-1)
    return parts.kind == "auto" and parts.when == "attacks"


def plays_a_card(value: Any) -> bool:
    """Whether effect steps play a card (in an ``if`` or a ``may`` too)."""
    if isinstance(value, list):
        return any(plays_a_card(v) for v in value)
    if isinstance(value, dict):
        plays = ("play", "play_from_hand", "play_this")
        return any(k in value for k in plays) or any(plays_a_card(v) for v in value.values())
    return False


def on_this_card(value: Any) -> bool:
    """Whether effect steps act on this card: ``self``, or a power change or
    keyword given without a target (this card's own)."""
    if isinstance(value, list):
        return any(on_this_card(v) for v in value)
    if isinstance(value, dict):
        if "self" in value or "grant" in value or "awaken" in value:
            return True
        if "gets" in value and not (isinstance(value["gets"], dict) and "target" in value["gets"]):
            return True
        return any(on_this_card(v) for v in value.values())
    return bool(value == "self")


# -- the head of a line: what it prints before " : ", and the checks of a whole skill ------------------


@dataclass
class BeforeColon:
    """What a line prints before its colon: skill costs (DBS 8-4-1), conditions,
    and the areas the skill works in when a cost names one ("send this card from
    your Drop Area to your Warp")."""

    cost: Steps = field(default_factory=list)
    condition: Steps = field(default_factory=list)
    zones: list[str] = field(default_factory=list)


#: colored spheres and words of energy first ("RR[one], if ..."; DBS 8-4-2-3, 8-4-2-4), then the rest
_SPHERES_FIRST = re.compile(
    r"(?P<s>[RUGYB]{0,10}(?:\[(?:one|two|three|four|five|six|seven|eight|nine|ten)\])?)\s*,\s*(?P<rest>.+)",
    re.IGNORECASE,
)


def read_before_colon(before: str, ctx: Ctx) -> BeforeColon | None:
    """The costs and conditions printed before a colon, or None (the colon is
    then the text's own): a cost, a condition, energy spheres before either
    ("Y, if ..."), or "if <condition>(s) and you <cost>" (DBS 8-4-1: the costs
    are paid in the order printed, DBS 8-4-2-1)."""
    got = _cost_or_condition(before, ctx)
    if got is None:
        m = _SPHERES_FIRST.fullmatch(before.strip())
        if m is None or not m.group("s"):
            return None
        spheres = compose(COSTS, m.group("s"), ctx)
        rest = _cost_or_condition(m.group("rest"), ctx)
        if spheres is None or rest is None:
            return None
        got = BeforeColon(spheres + rest.cost, rest.condition)
    if any("warp_self" in step for step in got.cost):
        got.zones = ["drop"]  # "send this card from your Drop Area to your Warp": the skill works there
    if any("discard_self" in step for step in got.cost):
        got.zones = ["hand"]  # "discard this card from your hand": the skill works there
    return got


def _cost_or_condition(text: str, ctx: Ctx) -> BeforeColon | None:
    cost = compose(COSTS, text, ctx)
    if cost is not None:
        return BeforeColon(cost=cost)
    condition = _conditions(text, ctx)
    if condition is not None:
        return BeforeColon(condition=condition)
    m = re.fullmatch(r"(?P<c>during your (?:opponent'?s )?turn), (?P<cost>.+)", text.strip(), re.IGNORECASE)
    if m is not None:  # "During your turn, choose 1 card in your life and place it in your Drop Area"
        condition, cost = _conditions(m.group("c"), ctx), compose(COSTS, m.group("cost"), ctx)
        return BeforeColon(cost=cost, condition=condition) if condition and cost else None
    m = re.fullmatch(r"(?P<c>if .+?)(?:,| and) you (?:also )?(?P<cost>.+)", text.strip(), re.IGNORECASE)
    if m is None:
        return _condition_comma_cost(text, ctx)
    for cut in re.finditer(r"(?:,| and) you (?:also )?", text, re.IGNORECASE):
        condition = _conditions(text[: cut.start()].rstrip(" ,"), ctx)  # "energy , and you" (a stray space)
        cost = compose(COSTS, text[cut.end() :], ctx) if condition is not None else None
        if condition is not None and cost is not None:
            return BeforeColon(cost=cost, condition=condition)
    return None


def _condition_comma_cost(text: str, ctx: Ctx) -> BeforeColon | None:
    """ "If you have 4 or more energy, place this card in its owner's Drop Area": the condition(s), then
    the cost after the comma (DBS 8-4-1)."""
    for cut in re.finditer(r", ", text):
        condition = _conditions(text[: cut.start()], ctx) if text.strip().lower().startswith("if ") else None
        cost = compose(COSTS, text[cut.end() :], ctx) if condition is not None else None
        if condition is not None and cost is not None:
            return BeforeColon(cost=cost, condition=condition)
    return None


def _conditions(text: str, ctx: Ctx) -> Steps | None:
    """One condition, or "if A and B" / "if A, B(,) and C": all of them hold."""
    one: Steps | None = read(CONDITIONS, text, ctx)
    if one is not None or not text.strip().lower().startswith("if "):
        return one
    body = text.strip()[3:]
    for cut in re.finditer(r",? and |, ", body):
        first: Steps | None = read(CONDITIONS, "if " + body[: cut.start()], ctx)
        rest = _conditions("if " + body[cut.end() :], ctx) if first is not None else None
        if first is not None and rest is not None:
            return first + rest
    return None


def finish_heads(parts: Parts, card: Table) -> str | None:
    """The checks and settings of a whole skill that its head decides (its
    trigger, conditions and costs); a reason when the skill would not be read
    as printed, else None (``parts`` may be changed)."""
    if parts.when == "combo_battle":
        parts.zones = ["combo"]  # the skill works as the card is in the Combo Area ("this card" there)
    _attack_target_as_trigger(parts)
    if _deck_looked_through_unshuffled(parts.effect):
        return "cards chosen from the deck with nothing printed about the rest: it is shuffled (DBS 11-6-3)"
    if parts.kind == "auto" and "'negate': " in str(parts.effect):
        return "'negate the attack / play' of an [Auto] skill (the engine negates only what a [Counter] answers)"
    if (
        parts.kind != "cont"
        and len(parts.effect) == 1
        and "_if" in parts.effect[0]
        and "self_rest" in str(parts.effect)
    ):
        # "if this card is in Rest Mode, ..." as the whole effect would become the skill's condition, read
        # before the skill resolves; inside a longer effect it is an ``if`` read with the skill's card
        return "'if this card is in Rest Mode' as the whole effect (read as the skill resolves, not before)"
    if parts.cost and "counter" in parts.params:
        return "a [Counter] skill with a skill cost (a [Counter] is activated paying its energy cost only here)"
    if any(
        set(step) & {"field_to_drop", "ko_of", "field_self_to_warp", "field_to_warp_of", "field_to_hand_of"}
        for step in parts.cost
    ) and on_this_card(parts.effect):
        return "an effect on this card after cards of the Battle Area (it may be one) left as the cost"
    for word, area in (("warp_self", "the Drop Area"), ("discard_self", "the hand")):
        if not any(word in step for step in parts.cost):
            continue
        if parts.kind != "act" or "counter" in parts.params or len(parts.zones) != 1:
            return f"a skill of a card in {area} other than an [Activate: Main] or [Activate: Battle]"
        if on_this_card(parts.effect) or (plays_a_card({"this": parts.effect}) and "play_self" in str(parts.effect)):
            return f"an effect on this card after it left {area} as the cost"
    return None


def _deck_looked_through_unshuffled(effect: Steps) -> bool:
    """Cards chosen from the deck by a ``put`` or ``warp`` (the deck looked
    through) in an effect with no shuffle: DBS 11-6-3 shuffles it, which such a
    step does not do."""
    if "shuffle_deck" in json.dumps(effect):
        return False
    return any(_chooses_from_deck(step) for step in effect)


def _chooses_from_deck(value: Any) -> bool:
    if isinstance(value, list):
        return any(_chooses_from_deck(v) for v in value)
    if not isinstance(value, dict):
        return False
    for verb in ("put", "warp"):
        what = value.get(verb)
        if isinstance(what, dict) and "top" not in what and "deck" in str(what.get("zone", "")):
            return True
    return any(_chooses_from_deck(v) for v in value.values())


def _attack_target_as_trigger(parts: Parts) -> None:
    """ "When this card attacks a Battle Card" of a skill with a cost or
    [Once per turn]: the card attacked is part of the trigger condition
    (DBS 7-1-1, 8-1-5-1), read as the attack is declared — a use is spent
    only when it is fulfilled. (Without either, the compiler reads it as the
    skill resolves, where it is the same: the card attacked does not change.)"""
    if parts.when != "attacks" or not (parts.cost or parts.once_per_turn):
        return
    kinds = [step["attacking"] for step in parts.condition if "attacking" in step]
    if len(kinds) == 1:
        parts.when = f"attacks_{kinds[0]}"
        parts.condition = [step for step in parts.condition if "attacking" not in step]
