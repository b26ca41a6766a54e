"""Dragon Ball Super Card Game card text: more plays from the deck, the hand and
the Drop Area. "Choose 1 <X> card in your hand and play it on top of this card
(in Active Mode)" is the shared play on top of the skill's own card
(``play_on_top``: DBS 9-4-2, 11-3). Registered with the deck module's rules
(`engine.cardtext.dbscg_deck.DECK_EFFECTS`)."""

from __future__ import annotations

import re

from engine.cardtext.core import Ctx, Rule, Steps, compose, num, rule
from engine.cardtext.dbscg_looks import effects
from engine.cardtext.dbscg_nouns import selector_of

# -- a card played on top of this card -------------------------------------------------------------


def _on_top(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Choose up to 1 X in your hand and play it on top of this card (in Active Mode)(, then shuffle your
    deck)": the sentence read without "on top of this card", its one play of one card then played on top of
    this card (a Battle Card's skill: the card it is on must be in the Battle Area)."""
    if ctx.card.get("type", "").lower() != "battle" or tuple(ctx.zones) != ("battle",):
        return None
    steps = compose(effects(), m.group("pre") + (m.group("post") or ""), ctx)
    if not steps or "_it" in str(steps):
        return None
    plays = [i for i, step in enumerate(steps) if "play" in step]
    if len(plays) != 1 or any("play_on_top" in step for step in steps):
        return None
    what = dict(steps[plays[0]]["play"])
    if what.get("up_to", what.get("count")) != 1 or "rest" in what or "negated" in what or what.get("count") == "all":
        return None  # one card, played as this line says only
    active = {"active": True} if m.group("active") else {}
    return [*steps[: plays[0]], {"play_on_top": {"play": what, **active}}, *steps[plays[0] + 1 :]]


# -- a cost reduction for each card ----------------------------------------------------------------

#: the areas a reduction counts cards in (never the hand)
_COUNTED = {"battle", "drop", "warp", "energy"}
_AREA = {"battle area": "battle", "drop area": "drop", "energy area": "energy", "energy": "energy", "warp": "warp"}
_TWO_AREAS = re.compile(
    r" in your (?P<a>battle area|drop area|energy area|warp) and (?:your )?(?P<b>battle area|drop area|energy area|warp)$",
    re.IGNORECASE,
)


def _cost_per(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "[Permanent] Reduce the energy cost of this card in your hand by 1 for each X / for every 2 X": counted
    whenever the cost is read (``reduce_cost_per``, DBS 8-1-4); a Battle or Extra Card's skill."""
    if ctx.kind != "cont" or ctx.card.get("type", "").lower() == "leader":
        return None
    text, also = m.group("per").strip(), None
    two = _TWO_AREAS.search(text)
    if two is not None:  # "in your Battle Area and Drop Area": the cards of either area
        text, also = text[: two.start()] + f" in your {two.group('a')}", _AREA[two.group("b").lower()]
    per = selector_of("all " + text)
    if per is not None and also is not None and isinstance(per.get("zone"), str) and per["zone"] != also:
        per["zone"] = [per["zone"], also]
    zones = per.get("zone") if per is not None else None
    if per is None or per.get("count") != "all" or not zones:
        return None
    if not set([zones] if isinstance(zones, str) else zones) <= _COUNTED:
        return None
    every = {"every": num(m.group("every"))} if m.group("every") else {}
    return [{"reduce_cost_per": {"by": num(m.group("by")), "per": per, **every}}]


#: two names said with "and": "<A> and <B>" (the cards of either)
_TWO_NAMES = re.compile(r"^(?P<a>(?:<[^>]+>|\u300a[^\u300b]+\u300b))\s+and\s+(?P<b>(?:<[^>]+>|\u300a[^\u300b]+\u300b))")


#: the words of reductions of this card's own cost, which work where ``reduction_zones`` says (DBS 8-1-4)
REDUCTIONS = frozenset(
    {"reduce_cost", "reduce_cost_per", "reduce_combo_cost", "reduce_cost_in", "reduce_combo_cost_in"}
)


def reduction_zones(steps: Steps) -> list[str]:
    """Where a reduction of this card's own cost works: the hand, and the area "in your hand and X" adds."""
    for step in steps:
        for word in ("reduce_cost_in", "reduce_combo_cost_in"):
            if word in step:
                return list(step[word]["areas"])
    return ["hand"]


_AREAS_SAID = {"battle area": "battle", "drop area": "drop"}


def _less_in(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "[Permanent] Reduce the energy cost of this card in your hand and (or) Battle Area / Drop Area by N" (the
    combo cost: the Battle Area only, where a card combos from too, DBS 7-2-1-2-2): the cost there too (DBS 8-1-4)."""
    if ctx.kind != "cont" or ctx.card.get("type", "").lower() != "battle":
        return None
    area = _AREAS_SAID[m.group("area").lower()]
    combo = m.group("what").lower() == "combo"
    if combo and area != "battle":
        return None
    word = "reduce_combo_cost_in" if combo else "reduce_cost_in"
    return [{word: {"by": num(m.group("by")), "areas": ["hand", area]}}]


def _combo_less(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "[Permanent] Reduce the combo cost of this card in your hand by N" (DBS 2-10; a Battle Card's)."""
    if ctx.kind != "cont" or ctx.card.get("type", "").lower() != "battle":
        return None
    return [{"reduce_combo_cost": num(m.group("by"))}]


def _cost_of(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "[Permanent] Reduce the energy costs of all 《X》 cards in your hand by 1" / "The energy cost of <X> in your
    hand is reduced by 1": the cards of your hand it names cost less while the skill is in force in play
    (``reduce_cost_of``, DBS 8-1-4; the combo cost: ``reduce_combo_cost_of``); a Battle or Leader Card's skill."""
    if ctx.kind != "cont" or ctx.card.get("type", "").lower() not in ("battle", "leader"):
        return None
    text = m.group("sel").strip()
    if re.search(r"\bthis card\b|\bcost\b", text, re.IGNORECASE):
        return None  # this card's own cost is the compiler's reduce_cost; a cost in the selection is not read
    text = _TWO_NAMES.sub(r"\g<a> or \g<b>", text)
    sel = selector_of(f"all {text} in your hand")
    if sel is None or sel.get("zone") != "hand" or sel.get("count") != "all" or "owner" in sel:
        return None
    word = "reduce_combo_cost_of" if m.group("what").lower() == "combo" else "reduce_cost_of"
    return [{word: {"by": num(m.group("by")), "cards": sel}}]


# -- two plays said together ----------------------------------------------------------------------


def _singular(text: str) -> str:
    """ "with energy costs of 2 (or less)" said of one card: "with an energy cost of 2 (or less)"."""
    return re.sub(r"\bwith energy costs of\b", "with an energy cost of", text, flags=re.IGNORECASE)


def _two_plays(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Play up to 1 red <A> card and up to 1 red <B> card with energy costs of 2 from your deck(, then shuffle your
    deck)" / "choose up to 1 <A> card and up to 1 <B> card with energy costs of 4 or less in your Drop Area and play
    them": each card played as its own words say (two different cards; none of them waits for the other, DBS 8-5-3)."""
    tail = _singular(m.group("with"))
    where = m.group("where")
    if m.groupdict().get("choose"):
        texts = [f"choose {m.group(k)} {tail} {where} and play it" for k in ("a", "b")]
    else:
        texts = [f"play {m.group(k)} {tail} {where}" for k in ("a", "b")]
    steps: Steps = []
    for text in texts:
        one = compose(effects(), text, ctx)
        if not one or len(one) != 1 or "play" not in one[0] or one[0]["play"].get("up_to") != 1:
            return None
        steps.extend(one)
    return steps


def _then_if_also(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "X, then if <condition> also Y": "also" adds nothing to "X, then if <condition>, Y" (checked after X)."""
    return compose(effects(), f"{m.group('x')}, then if {m.group('c')}, {m.group('y')}", ctx)


DECK3_EFFECTS: list[Rule] = [
    rule(r"(?P<x>[^.]+?),? then,? if (?P<c>[^,.]+?),? also (?P<y>[^,.]+)", _then_if_also),
    rule(
        r"play (?P<a>up to 1 \S+ <[^>]+> card) and (?P<b>up to 1 \S+ <[^>]+> card) (?P<with>with energy costs of \d+"
        r"(?: or (?:less|more))?) (?P<where>from your deck)(?:,? then shuffle your deck)?",
        _two_plays,
    ),
    rule(
        r"(?P<choose>choose) (?P<a>up to 1 <[^>]+> card) and (?P<b>up to 1 <[^>]+> card) (?P<with>with energy costs of "
        r"\d+(?: or (?:less|more))?) (?P<where>in your drop area) and play them",
        _two_plays,
    ),
    rule(r"reduce the combo cost of this card in your hand by (?P<by>{N})", _combo_less),
    rule(
        r"reduce the (?P<what>energy|combo) cost of this card in your hand (?:and|or) (?:your )?"
        r"(?P<area>battle area|drop area) by (?P<by>{N})",
        _less_in,
    ),
    rule(r"reduce the (?P<what>energy|combo) costs? of (?:all )?(?P<sel>.+?) in your hand by (?P<by>{N})", _cost_of),
    rule(
        r"the (?P<what>energy|combo) costs? of (?:all )?(?P<sel>.+?) in your hand (?:is|are) reduced by (?P<by>{N})",
        _cost_of,
    ),
    rule(
        r"reduce the energy cost of this card in your hand by (?P<by>{N}) for (?:each|every (?P<every>{N})) (?P<per>.+)",
        _cost_per,
    ),
    rule(r"(?P<pre>[^.]+?) on top of this card(?P<active> in active mode)?(?P<post>,[^.]+)?", _on_top),
]
