"""Dragon Ball Super Card Game card text: more of what a skill does to the
cards it chooses and the words that join its steps — "if <condition>, ..."
inside an effect (read as it resolves), "if you do" after a "you may" there,
energy of a color switched to Active Mode. Registered with the compiler's
effects (:mod:`engine.cardtext.dbscg`), whose rules these read their parts
with (``effects``, a getter: the rules are part of that list)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from engine.cardtext.core import Ctx, Parts, Rule, Steps, Table, compose, num, read, rule
from engine.cardtext.dbscg_chosen import IT_OF_TRIGGER, SELF_TRIGGERS, chosen_rules
from engine.cardtext.dbscg_clauses import AT_RESOLUTION, CONDITIONS
from engine.cardtext.dbscg_costs import on_this_card
from engine.cardtext.dbscg_effects2 import COND_AFTER, effects2_rules
from engine.cardtext.dbscg_nouns import selector_of

Effects = Callable[[], Sequence[Rule]]

#: an ``if`` step of :func:`_if_then`, made an ``if`` by :func:`lift_sole_if`
_IF = "_if"

#: a [Permanent] skill's condition printed after its effect (:func:`lift_sole_if`)
_COND_AFTER = COND_AFTER

#: "If you do, ..." sentences after a "you may ..." in the same "if"
_IF_YOU_DO = r"(?:\.\s+if you do(?: so)?,?\s+[^.]+)*"


def _if_then(effects: Effects) -> Callable[[re.Match[str], Ctx], Steps | None]:
    def build(m: re.Match[str], ctx: Ctx) -> Steps | None:
        """ "If <condition>, <effect>" inside an effect: the condition is read
        as that step resolves (an ``if``); "If you do, ..." sentences after a
        "you may" there belong to it."""
        effect = m.group("e")
        if re.match(r"(?:it|they|that card|those cards)\b", effect, re.IGNORECASE) or ctx.kind == "cont":
            return None  # "it" may be a card the condition names; a [Permanent] skill's condition is its own
        if ". " in effect and not re.search(r"\byou may\b", effect.split(". ", 1)[0], re.IGNORECASE):
            return None  # "if you do" after a step that is not "you may" (read by the may rules only)
        cond = read(CONDITIONS, "if " + m.group("c"), ctx)
        if not cond or any(set(step) & {"bond", "sparking", "bond_of"} for step in cond):
            return None
        then = compose(effects(), effect, ctx)
        return [{_IF: {"condition": cond, "then": then}}] if then else None

    return build


def _energy_active(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Switch up to 2 of your blue energy to Active Mode": the cards of your
    Energy Area of that color (DBS 3-5, 2-4-1), chosen as the selector says."""
    sel = selector_of(m.group("sel"))
    if sel is None or sel.get("zone") != "energy" or "owner" in sel or "type" in sel:
        return None
    return [{"stand": sel}]


#: the chosen cards named again at the start of the next sentence ("Choose X. They gain ...")
_AGAIN = {
    "it": "it",
    "they": "they",
    "that card": "it",
    "those cards": "they",
    "the chosen card": "it",
    "the chosen cards": "they",
}


def _choose_then(effects: Effects) -> Callable[[re.Match[str], Ctx], Steps | None]:
    def build(m: re.Match[str], ctx: Ctx) -> Steps | None:
        """ "Choose X. It gets ..." / "... That card can't ...": one sentence
        ("choose X and it gets ..."), the card chosen once."""
        pronoun = _AGAIN[re.sub(r"\s+", " ", m.group("p").lower())]
        return compose(effects(), f"choose {m.group('sel')} and {pronoun} {m.group('rest')}", ctx)

    return build


def _ko_total(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Choose any number of your opponent's Battle Cards whose total energy cost
    adds up to N or less and KO them" (DBS 10-1, 8-5-3)."""
    sel = selector_of("all of " + m.group("sel"))
    if sel is None or sel.get("zone") != "battle" or sel.get("type") != "battle" or sel.get("owner") != "opponent":
        return None
    sel.pop("count")
    return [{"ko_total": {**sel, "total": int(m.group("n"))}}]


#: "whose total energy cost adds up to N or less", as cards print it
_TOTAL = (
    r"(?:(?:of|for) which the total (?:energy )?cost adds up to|(?:that|which) adds? up to a total energy cost of|"
    r"whose total energy costs? adds? up to|with a total energy cost of)"
)


#: an [Activate] skill used in the Drop Area or in the hand (:func:`away_skill`)
_FROM_DROP = "_from_drop"
_FROM_HAND = "_from_hand"
#: the skill costs that move or turn this card: not paid by a card off the field that the skill moves
_COSTS_ON_THIS_CARD = {"rest_self", "ko_self", "drop_self", "bottom_self", "warp_self", "discard_self"}


def _play_from_drop(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """An [Activate] skill's "Play this card from your Drop Area": the skill is used
    while the card is there (:func:`away_skill`) and plays it (DBS 3-6-3)."""
    if ctx.kind != "act" or ctx.card.get("type") != "battle":
        return None
    return [{_FROM_DROP: {"play_this": {"rest": True} if m.group("rest") else {}}}]


def _to_hand_from_drop(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """An [Activate] skill's "Add this card from your Drop Area to your hand", used there."""
    if ctx.kind != "act" or ctx.card.get("type") != "battle":
        return None
    return [{_FROM_DROP: {"drop_self_to_hand": True}}]


def _play_from_hand(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """A Battle Card's [Activate: Main] / [Activate: Battle] "Play this card from your
    hand": the skill is used while the card is in the hand, its skill cost paid (not
    its energy cost), and plays it (DBS 8-5-2-1, 3-6-3)."""
    if ctx.kind != "act" or ctx.card.get("type") != "battle":
        return None
    return [{_FROM_HAND: {"play_self": True}}]


def away_skill(parts: Parts) -> str | None:
    """An [Activate] skill whose effect starts "Play this card from your Drop Area",
    "Add this card from your Drop Area to your hand" or "Play this card from your
    hand" works in that area (DBS 2-12-2: where its text says); None, or why it
    is not read."""
    text = str(parts.effect)
    if _FROM_DROP not in text and _FROM_HAND not in text:
        if parts.kind == "act" and "counter" not in parts.params and "play_self" in text:
            return "this card played by a skill other than its own [Counter]"
        return None
    first = parts.effect[0]
    mark = _FROM_DROP if _FROM_DROP in first else _FROM_HAND if _FROM_HAND in first else ""
    if not mark or mark in str(parts.effect[1:]) or "counter" in parts.params or parts.zones != ["battle"]:
        return '"... this card from your Drop Area / hand" other than first in an [Activate: Main] / [Activate: Battle]'
    if any(set(step) & _COSTS_ON_THIS_CARD for step in parts.cost) or on_this_card(parts.effect[1:]):
        return "a skill that moves this card from the Drop Area or the hand and moves or changes it otherwise"
    parts.effect = [first[mark], *parts.effect[1:]]
    parts.zones = ["drop"] if mark == _FROM_DROP else ["hand"]
    if mark == _FROM_HAND:
        parts.params["mentions"] = ["play"]  # DBS 10-10-3-1: a skill that plays a card
    return None


#: your Leader Card, without a choice (the one card of your Leader Area)
_YOUR_LEADER = {"count": "all", "zone": "leader", "type": "leader"}


def _leader_gets(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Your Leader Card gets +5000 power (and [Double Strike]) for the turn"."""
    until = _duration(m.group("until"))
    if until is None or not (m.group("p") or m.group("k")) or ctx.kind == "cont":
        return None
    steps: Steps = []
    if m.group("p"):
        steps.append({"gets": {"power": int(m.group("p")), **until, "target": dict(_YOUR_LEADER)}})
    if m.group("k"):
        key = re.sub(r"[ -]+", "_", m.group("k").strip().lower())
        steps.append({"grant": {"keyword": key, "target": dict(_YOUR_LEADER), **until}})
    return steps


def _duration(text: str | None) -> dict[str, str] | None:
    """The ``until`` of a duration as printed (the turn by default); None when not one of these."""
    t = (text or "").strip(" ,").lower()
    if t in (
        "",
        "for the turn",
        "for the duration of the turn",
        "for the duration of this turn",
        "until the end of the turn",
    ):
        return {}
    if t in ("for the battle", "for the duration of the battle", "during the battle", "until the end of the battle"):
        return {"until": "battle"}
    return None


def _under_this_card(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Choose X and place it under this card" (DBS 11-3-1, 11-3-4: at the very bottom);
    this card on the field (not a [Counter] in the hand)."""
    sel = selector_of(m.group("sel"))
    if sel is None or ctx.zones == ("hand",) or ctx.kind == "cont" or sel.get("zone") in ("hand", "life", "deck"):
        return None
    return [{"put": {**sel, "to": "under"}}]


def _to_energy_rested(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Choose X and place it in its owner's energy in Rest Mode" (DBS 3-5): to the
    Energy Area of the card's owner; "your energy" names your own cards."""
    sel = selector_of(m.group("sel"))
    if sel is None or sel.get("zone") == "energy":
        return None
    if m.group("w").lower() == "your" and sel.get("owner", "you") != "you":
        return None
    return [{"put": {**sel, "to": "energy", "rest": True}}]


#: "it can't be switched to Active Mode <for how long>" (engine.games.dbscg.no_active)
_NO_ACTIVE = {
    "during your opponent's next charge phase": "charge",
    "during their next charge phase": "charge",
    "until the start of your next turn": "next_turn",
    "until the beginning of your next turn": "next_turn",
    "until the end of your opponent's next turn": "opponent_turn_end",
    "until the start of your next main phase": "next_main",
    "during your opponent's next turn": "opponent_turn",
}

_UNTIL = r"(?P<until>,? (?:for|during|until) [a-z' ]+)?"
#: the steps done to the same chosen cards ("choose X, negate its skills for the turn, and KO it")
_STEPS: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Steps | None]]] = [
    (
        re.compile(r"switch (?:it|them) to (?P<m>active|rest) mode", re.I),
        lambda m: [{(m.group("m").lower() == "active" and "stand") or "rest": True}],
    ),
    (
        re.compile(
            r"negate (?:its|their|that card'?s|those cards'?) skills (?:for the turn|for the duration of the turn)",
            re.I,
        ),
        lambda m: [{"negate_skills": True}],
    ),
    (
        re.compile(
            r"(?:it|they) gets? (?P<p>[+-]\d+) power and (?:has|have) (?:its|their) skills negated (?:for the turn|for the duration of the turn)",
            re.I,
        ),
        lambda m: [{"power": int(m.group("p"))}, {"negate_skills": True}],
    ),
    (
        re.compile(r"(?:it|they) (?:gets?|gains?) (?P<p>[+-]\d+) power" + _UNTIL, re.I),
        lambda m: _timed(m, {"power": int(m.group("p"))}),
    ),
    (
        re.compile(r"(?:it|they) loses? (?P<p>-\d+) power" + _UNTIL, re.I),
        lambda m: _timed(m, {"power": int(m.group("p"))}),
    ),
    (
        re.compile(r"(?:it|they) (?:gets?|gains?) \[(?P<k>[a-z ]+)\]" + _UNTIL, re.I),
        lambda m: _timed(m, {"keyword": re.sub(r"[ -]+", "_", m.group("k").strip().lower())}),
    ),
    (re.compile(r"return (?:it|them) to (?:its|their) owners?'?s? hands?", re.I), lambda m: [{"to": "hand"}]),
    (re.compile(r"place (?:it|them) in (?:its|their) owners?'?s? drop areas?", re.I), lambda m: [{"to": "drop"}]),
    (re.compile(r"send (?:it|them) to (?:its|their) owners?'?s? warps?", re.I), lambda m: [{"to": "warp"}]),
    (re.compile(r"KO (?:it|them)", re.I), lambda m: [{"ko": True}]),
    (re.compile(r"gain control of (?:it|them)", re.I), lambda m: [{"take_control": True}]),
    (
        re.compile(
            r"(?:it|they|that card|those cards|the chosen cards?) (?:can'?t|cannot) (?:be switched|switch) to active mode "
            r"(?P<d>.+)",
            re.I,
        ),
        lambda m: [{"no_active": until}] if (until := _NO_ACTIVE.get(m.group("d").lower().strip())) else None,
    ),
]


#: where a step starts after the chosen cards or another step
_STEP_CUT = re.compile(
    r"(,\s+and\s+|,\s+then\s+|,\s+|\s+and\s+)(?=(?:switch|negate|it|they|that card|those cards|the chosen|return|place|send|KO|gain)\b)",
    re.I,
)


def _timed(m: re.Match[str], step: dict[str, Any]) -> Steps | None:
    until = _duration(m.group("until"))
    return None if until is None else [{**step, **until}]


def _one_step(text: str) -> Steps | None:
    for pattern, build in _STEPS:
        m = pattern.fullmatch(text.strip())
        if m is not None:
            return build(m)
    return None


def _on_chosen(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Choose X, <step>, and <step>": the same chosen Battle Cards, each step in order (on_chosen)."""
    parts = re.split(_STEP_CUT, m.group("body"))
    for i in range(2, len(parts), 2):
        sel = selector_of("".join(parts[: i - 1]))
        if sel is None:
            continue
        steps: Steps = []
        for phrase in parts[i::2]:
            got = _one_step(phrase)
            if got is None:
                break
            steps.extend(got)
        else:
            alone = len(steps) == 1 and "no_active" in steps[0]  # one step other readings do not have
            field = sel.get("zone") in ("leader", "energy") or (
                sel.get("zone") == "battle" and sel.get("type") == "battle"
            )
            if (len(steps) < 2 and not alone) or not field or ctx.kind == "cont":
                return None
            return [{"on_chosen": {**sel, "do": steps}}]
    return None


def _at_turn_end(effects: Effects) -> Callable[[re.Match[str], Ctx], Steps | None]:
    def build(m: re.Match[str], ctx: Ctx) -> Steps | None:
        """ "At the end of the turn, X": X done then (DBS 6-4-1-1), "If you do" sentences with it."""
        if ctx.kind not in ("auto", "act"):
            return None
        steps = compose(effects(), m.group("e"), ctx)
        return [{"at_turn_end": steps}] if steps else None

    return build


#: "If you played a card, ...": what the steps before must have done, and the step that does it
_DID = {"played": ("play", ("play",)), "ko": ("ko", ("ko",)), "placed": ("drop", ("put", "mill", "mill_up_to"))}


def _if_done(effects: Effects) -> Callable[[re.Match[str], Ctx], Steps | None]:
    def build(m: re.Match[str], ctx: Ctx) -> Steps | None:
        """ "X. If you played a card / KO'd a card / placed cards in your Drop Area, Y" after an
        X that is not "you may": Y only when X did it (if_done)."""
        x = m.group("x")
        if re.match(r"(?:then,?\s+)?you may\b", x, re.IGNORECASE) or ctx.kind == "cont":
            return None
        first, then = compose(effects(), x, ctx), compose(effects(), m.group("y"), ctx)
        if not first or not then:
            return None
        said = m.group("w").lower()
        kind = "played" if said.startswith("played") else "ko" if said.startswith("ko") else "placed"
        done, words = _DID[kind]
        flat = [s for step in first for s in step.get("ignoring_barrier", [step])]  # the steps of "ignoring [Barrier]"
        doing = [s for s in flat if set(s) & set(words)]
        if len(doing) != 1 or (kind == "placed" and "put" in doing[0] and doing[0]["put"].get("to") != "drop"):
            return None
        return [{"if_done": {"do": first, "then": then, "done": done}}]

    return build


def _combo_power_chosen(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Choose 1 card other than this card in your Combo Area and it gets +6000 combo
    power for the battle" (DBS 7-4-1-2: added to the power of the card it combos for)."""
    sel = selector_of(m.group("sel"))
    until = _duration(m.group("until"))
    if sel is None or until is None or sel.get("zone") != "combo" or ctx.kind == "cont":
        return None
    return [{"gets": {"combo_power": int(m.group("p")), **until, "target": sel}}]


def _semicolon(effects: Effects) -> Callable[[re.Match[str], Ctx], Steps | None]:
    def build(m: re.Match[str], ctx: Ctx) -> Steps | None:
        """ "X; Y": X, then Y (a sentence joined by a semicolon)."""
        first, then = compose(effects(), m.group("a"), ctx), compose(effects(), m.group("b"), ctx)
        return first + then if first and then else None

    return build


def _switch(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Switch up to 2 of your Battle Cards to Active Mode" (not energy: :func:`_energy_active`)."""
    sel = selector_of(m.group("sel"))
    if sel is None or sel.get("zone") not in ("battle", "leader", ["leader", "battle"]):
        return None
    return [{("stand" if m.group("m").lower() == "active" else "rest"): sel}]


#: what a [Counter: Play] does to "the Battle Card being played" (engine.games.dbscg.counter_play)
_TO_INSTEAD = {
    "placed in its owner's drop area": "drop",
    "returned to its owner's hand": "hand",
    "placed at the bottom of its owner's deck": "bottom",
    "sent to its owner's warp": "warp",
}
_PLAYED_IT: list[tuple[re.Pattern[str], Callable[[re.Match[str]], Steps]]] = [
    (
        re.compile(r"it(?:'s| is) (?P<to>" + "|".join(_TO_INSTEAD) + r") instead(?: of being played)?", re.I),
        lambda m: [{"instead_of_play": _TO_INSTEAD[m.group("to").lower().replace("’", "'")]}],
    ),
    (
        re.compile(
            r"it(?:'s| is) played (?P<rest>in rest mode )?with its skills negated for the (?:duration of the )?turn",
            re.I,
        ),
        lambda m: [{"played_as": {"negated": True, **({"rest": True} if m.group("rest") else {})}}],
    ),
    (
        re.compile(r"it has its skills negated for the turn before being played", re.I),
        lambda m: [{"played_as": {"negated": True}}],
    ),
    (
        re.compile(r"it has its skills negated for the turn and is played in rest mode", re.I),
        lambda m: [{"played_as": {"negated": True, "rest": True}}],
    ),
]


def _played_card(m: re.Match[str]) -> dict[str, int] | None:
    """ "has an energy cost of 3 or less" / "has 15000 power or less" of the Battle Card being played."""
    if m.group("c"):
        op = {None: "", " or less": "_at_most", " or more": "_at_least"}[m.group("cop") and m.group("cop").lower()]
        return {f"cost{op}": int(m.group("c"))}
    n, word = (
        (m.group("p"), m.group("pop"))
        if m.group("p")
        else (m.group("p2"), m.group("pop2") and " or " + m.group("pop2"))
    )
    op = {None: "", " or less": "_at_most", " or more": "_at_least"}[word and word.lower()]
    return {f"power{op}": int(n)}


def _if_played(effects: Effects) -> Callable[[re.Match[str], Ctx], Steps | None]:
    def build(m: re.Match[str], ctx: Ctx) -> Steps | None:
        """ "If the Battle Card being played has an energy cost of 3 or less, it's placed in its
        owner's Drop Area instead of being played(, then ...)": read as the [Counter: Play] resolves."""
        if "counter" not in str(ctx.zones) and ctx.zones != ("hand",):
            return None
        want = _played_card(m)
        parts = re.split(r",\s+(?:then\s+|and\s+)?", m.group("e"), maxsplit=1)
        first: Steps | None = None
        for pattern, build_it in _PLAYED_IT:
            got = pattern.fullmatch(parts[0].strip())
            if got is not None:
                first = build_it(got)
                break
        rest = compose(effects(), parts[1], ctx) if len(parts) > 1 else []
        if not want or first is None or rest is None or "play_self" in str(rest):
            return None  # "then play this card" inside the if: the [Counter] that plays it must say so outright
        return [{"if": {"condition": [{"played_card": want}], "then": first + rest}}]

    return build


def _from_warp(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Place up to 3 black Battle Cards from your Warp in your Drop Area", "add up to 1 Battle Card
    ... from your Warp to your hand" (DBS 3-10; no Warp in ver.1.00: none chosen)."""
    to = "drop" if m.group("to").lower() == "drop area" else "hand"
    if (m.group("v").lower() == "add") != (to == "hand"):
        return None
    sel = selector_of(m.group("sel") + " in your Warp")
    if sel is None or sel.get("zone") != "warp" or "owner" in sel:
        return None
    return [{"put": {**sel, "to": to}}]


def _turn_after(effects: Effects) -> Callable[[re.Match[str], Ctx], Steps | None]:
    def build(m: re.Match[str], ctx: Ctx) -> Steps | None:
        """[Permanent] "This card gets +6000 power during your opponent's turn": the turn is the
        skill's condition, as "During your opponent's turn, this card gets +6000 power" (DBS 8-1-4)."""
        if ctx.kind != "cont":
            return None
        cond, then = read(CONDITIONS, m.group("d"), ctx), compose(effects(), m.group("e"), ctx)
        return [{_COND_AFTER: {"condition": cond, "then": then}}] if cond and then else None

    return build


def effect_rules(effects: Effects) -> list[Rule]:
    """The rules of this module; ``effects`` gives the compiler's whole list."""
    return [
        rule(r"if (?P<c>[^,.]+?), (?P<e>(?:you may )?[^.]+" + _IF_YOU_DO + ")", _if_then(effects)),
        rule(
            r"choose (?P<sel>[^.]+?)\.\s+(?P<p>it|they|that card|those cards|the chosen cards?) (?P<rest>[^.]+)",
            _choose_then(effects),
        ),
        rule(
            r"switch (?P<sel>(?:up to )?{N} of your .+? energy|all of your .+? energy) to active mode", _energy_active
        ),
        rule(
            r"choose (?P<sel>.+?)(?:,| and|, and) gain control of (?:it|them)",
            lambda m, c: [{"take_control": sel}] if (sel := selector_of(m.group("sel"))) else None,
        ),
        rule(r"play this card from your drop area(?P<rest> in rest mode)?", _play_from_drop),
        # "When your opponent activates a [Counter] skill, deal 1 damage to them": damage is dealt
        # to a player's life (DBS 4-10-2): "them" is the opponent
        rule(r"deal (?P<n>{N}) damage to them", lambda m, c: [{"damage": num(m.group("n"))}]),
        rule(
            r"(?P<v>place|add) (?P<sel>(?:up to )?{N} [^.,;]+?) from your warp (?:in|to) your (?P<to>drop area|hand)",
            _from_warp,
        ),
        rule(
            r"send (?P<sel>(?:up to )?{N} [^.,;]+?) from your opponent'?s drop area to their warp",
            lambda m, c: (
                [{"warp": sel}]
                if (sel := selector_of(m.group("sel") + " in your opponent's Drop Area")) and sel.get("zone") == "drop"
                else None
            ),
        ),
        rule(r"add this card from your drop area to your hand", _to_hand_from_drop),
        rule(r"play this card from your hand", _play_from_hand),
        rule(
            r"if the battle card (?:being )?played has (?:an energy cost of (?P<c>\d+)(?P<cop> or (?:less|more))?|"
            r"(?P<p>\d+) power(?P<pop> or (?:less|more))?|(?P<p2>\d+) or (?P<pop2>less|more) power),? (?P<e>[^.;]+)",
            _if_played(effects),
        ),
        rule(
            r"the battle card (?:being )?played is played in rest mode(?P<neg> with its skills negated for the "
            r"(?:duration of the )?turn)?",
            lambda m, c: [{"played_as": {"rest": True, **({"negated": True} if m.group("neg") else {})}}],
        ),
        rule(
            r"the battle card (?:being )?played has its skills? negated for the (?:duration of the )?turn",
            lambda m, c: [{"played_as": {"negated": True}}],
        ),
        rule(
            r"switch (?P<sel>(?:up to )?{N} of (?:your|your opponent'?s) [^.,]+?) to (?P<m>active|rest) mode", _switch
        ),
        # the combo power printed "Combo" on the oldest cards (DBS 7-4-1-2; this card in the Combo Area)
        rule(
            r"add (?P<p>\+\d+) to this card'?s combo(?: power)?" + _UNTIL,
            lambda m, c: (
                [{"gets": {"combo_power": int(m.group("p")), **u}}]
                if (u := _duration(m.group("until"))) is not None
                else None
            ),
        ),
        rule(r"(?P<a>[^;]+);\s+(?P<b>[^;]+)", _semicolon(effects)),
        rule(
            r"choose (?P<sel>.+?)(?:,| and|, and) (?:it|they) (?:gets?|gains?) (?P<p>[+-]\d+) combo power" + _UNTIL,
            _combo_power_chosen,
        ),
        rule(
            r"(?P<x>[^.]+)\.\s+if you (?P<w>played a card(?: using this skill| with this skill)?|KO'?d a card|KO-ed a card|"
            r"placed (?:a card|cards) in your drop area),\s*(?P<y>[^.]+)",
            _if_done(effects),
        ),
        rule(
            r"place this card at the bottom of (?:your|its owner'?s) deck",
            lambda m, c: [{"put": {"self": True, "to": "deck", "bottom": True}}] if c.kind in ("auto", "act") else None,
        ),
        rule(
            r"send this card to (?:its owner'?s|your) warp",
            lambda m, c: [{"warp_self": True}] if c.kind in ("auto", "act") and c.zones != ("hand",) else None,
        ),
        rule(
            r"(?:add|place) this card (?:to|in) your energy(?: area)? in rest mode",
            lambda m, c: [{"put": {"self": True, "to": "energy", "rest": True}}] if c.kind in ("auto", "act") else None,
        ),
        rule(r"at the end of (?:the|this) turn, (?P<e>[^.;]+" + _IF_YOU_DO + ")", _at_turn_end(effects)),
        # "When X, activate this skill. At the end of the turn, Y": the skill's effect is Y, then
        rule(
            r"activate this skill\.?\s+(?P<rest>at the end of (?:the|this) turn, .+)",
            lambda m, c: compose(effects(), m.group("rest"), c),
        ),
        rule(r"choose (?P<body>[^.;]+)", _on_chosen),
        rule(
            r"choose (?P<sel>.+?)(?:,| and|, and) place (?:it|them) in (?P<w>its owner'?s|their owners'?|their|your) "
            r"energy(?: area)? in rest mode",
            _to_energy_rested,
        ),
        rule(
            r"place (?P<n>{N}) cards? from the top of your opponent'?s deck in(?:to)? their drop area",
            lambda m, c: [{"put": {"zone": "deck", "owner": "opponent", "top": num(m.group("n")), "to": "drop"}}],
        ),
        rule(r"choose (?P<sel>.+?)(?:,| and|, and) place (?:it|them) under this card", _under_this_card),
        # DBS 8-3-2: the skill resolving negates itself
        rule(
            r"negate this skill (?:for|for the duration of) the (?P<u>turn|game)",
            lambda m, c: [{"negate_this_skill": m.group("u").lower()}] if c.kind in ("auto", "act") else None,
        ),
        # copies: the cards with the same card number (DBS 5-1-3-1)
        rule(
            r"you can'?t activate the \[activate (?P<t>main|battle)\] skills? (?:on|of) copies of this card "
            r"(?:for the turn|for the duration of the turn)",
            lambda m, c: [{"cannot_activate_copies": m.group("t").lower()}] if c.card.get("id") else None,
        ),
        rule(
            r"your leader card (?:gets|gains) (?:(?P<p>[+-]\d+) power)?(?: and )?(?:\[(?P<k>[a-z ]+)\])?"
            r"(?P<until>,? (?:for|during|until)[a-z ]+)?",
            _leader_gets,
        ),
        rule(
            r"choose any number of (?P<sel>your opponent'?s battle cards(?: with energy costs of \d+ or less)?),? "
            + _TOTAL
            + r" (?P<n>\d+) or less,? and KO (?:them|those cards)",
            _ko_total,
        ),
        rule(
            r"choose (?P<sel>(?:up to )?{N} of your .+? energy)(?:,| and|, and) switch (?:it|them) to active mode",
            _energy_active,
        ),
        rule(
            r"(?P<e>(?:this card (?:gets|gains)|your [^.;]+? battle cards get) [+-]\d+ power) "
            r"(?P<d>during your (?:opponent'?s )?turn)",
            _turn_after(effects),
        ),
        *chosen_rules(effects),
        *effects2_rules(effects),
    ]


def lift_sole_if(parts: Parts) -> None:
    """The ``if`` steps of "if <condition>, ..." inside an effect; when such an
    ``if`` is the whole effect of an [Auto] or [Activate] skill and its condition
    is one the skill itself is read with (your turn, your hand, your life...), it
    is the skill's condition, as the compiler reads a condition printed before
    the effect (one of the Leader Card or energy stays an ``if``: read as the skill
    resolves, :meth:`DbscgCompiler.finish`)."""
    if parts.when in SELF_TRIGGERS:  # "it" of "switch it to Active Mode": this card (else left unread)
        parts.effect = [{"_it": step[IT_OF_TRIGGER]} if IT_OF_TRIGGER in step else step for step in parts.effect]
    if parts.kind == "cont" and len(parts.effect) == 1 and _COND_AFTER in parts.effect[0]:
        step = parts.effect[0][_COND_AFTER]
        parts.condition = [*parts.condition, *step["condition"]]
        parts.effect = list(step["then"])
    if parts.kind != "cont" and len(parts.effect) == 1 and _IF in parts.effect[0]:
        step = parts.effect[0][_IF]
        if not any(set(c) & AT_RESOLUTION for c in step["condition"]):
            parts.condition = [*parts.condition, *step["condition"]]
            parts.effect = list(step["then"])
    parts.effect = _as_if(parts.effect)


def _as_if(value: Any) -> Any:
    if isinstance(value, list):
        return [_as_if(v) for v in value]
    if isinstance(value, dict):
        return {("if" if k == _IF else k): _as_if(v) for k, v in value.items()}
    return value


def _moves_self(value: Any) -> bool:
    """Whether steps move this card from the field ("warp_self", a "put" of "self" to the deck or energy)."""
    if isinstance(value, list):
        return any(_moves_self(v) for v in value)
    if not isinstance(value, dict):
        return False
    put = value.get("put")
    if "warp_self" in value or (isinstance(put, dict) and put.get("self") and put.get("to") in ("deck", "energy")):
        return True
    return any(_moves_self(v) for v in value.values())


#: "[Permanent] Only 1 {X} can be played in your Battle Area" (X: this card's name, or "copy of this card")
ONLY_ONE = re.compile(
    r"\[Permanent\]\s*(?:Only 1 (?P<a>.+?) can be played in your Battle Area|"
    r"(?:You can only have|There can only be) up to 1 (?P<b>.+?) in play in your Battle Area)\.?",
    re.I,
)


def only_one(text: str, card: Table) -> str | None:
    """ "Only 1 {this card's name} / copy of this card can be played in your Battle Area": the
    card field ``only_one`` ("name" / "copy": the same card number, DBS 5-1-3-1), else None."""
    m = ONLY_ONE.fullmatch(text)
    if m is None:
        return None
    said = (m.group("a") or m.group("b")).strip()
    if said.lower() == "copy of this card":
        return "copy"
    name = re.fullmatch(r"[{｛](?P<n>[^{}｛｝]+)[}｝]", said)
    return "name" if name is not None and name.group("n").strip() == str(card.get("name", "")).strip() else None


#: a Battle Card's [Permanent] protection of itself: the card fields of engine.games.dbscg.protection
_PROTECTIONS = [
    (r"this card (?:can'?t|cannot) be KO(?:'d|-ed)", ("no_ko", "any")),
    (r"this card (?:can'?t|cannot) be KO(?:'d|-ed) in battle", ("no_ko", "battle")),
    (
        r"this card (?:can'?t|cannot) be KO(?:'d|-ed) by your opponent'?s (?:card'?s )?skills",
        ("no_ko", "opponent_skills"),
    ),
    (
        r"this card (?:can'?t|cannot) be removed from (?:your|a) battle area by your opponent'?s (?:card )?skills",
        ("unremovable", "opponent"),
    ),
    (r"this card (?:can'?t|cannot) be removed from battle areas by skills", ("unremovable", "any")),
]


def protection(text: str, card: Table) -> tuple[str, str] | None:
    """ "[Permanent] This card can't be KO'd (in battle / by your opponent's skills)", "[Permanent]
    This card can't be removed from your Battle Area by your opponent's skills": a Battle Card's field."""
    m = re.fullmatch(r"\[Permanent\]\s*(?P<t>[^.]+)\.?", text.strip(), re.I)
    if m is None or card.get("type") != "battle":
        return None
    for pattern, field in _PROTECTIONS:
        if re.fullmatch(pattern, m.group("t").strip(), re.I):
            return field
    return None


def played_if_then_self(parts: Parts) -> str | None:
    """ "If the Battle Card being played has ..., it is returned ... instead of being played, then play this
    card": whether "then play this card" is inside the if is not read (E1 reads a "then" in the if)."""
    steps = parts.effect
    for i, step in enumerate(steps[:-1]):
        if "if" in step and "played_card" in str(step["if"].get("condition")) and "play_self" in steps[i + 1]:
            return '"then play this card" after an if on the Battle Card being played'
    return None


def self_moved_off_field(parts: Parts) -> str | None:
    """ "Place this card at the bottom of your deck", "send this card to its owner's Warp",
    "place this card in your energy": "this card" is the card in its Leader or Battle Area;
    a skill working elsewhere (the Drop Area after its combo, the Combo Area) is not read."""
    if _moves_self(parts.effect) and not set(parts.zones) <= {"battle", "leader"}:
        return "this card moved from its area by a skill that works elsewhere"
    return None
