"""Dragon Ball Super Card Game text: [Auto], [Permanent], [Activate Main],
[Counter Attack] lines and keyword lines ([Blocker], [Double Strike]).

A leader's and a battle card's abilities work in their area, an extra
card's activated skill from the hand (DBS 8-3); a back side's abilities
carry ``params.side = "back"`` and its keywords go to ``back_keywords``.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from typing import Any

from engine.abilities import vocabulary
from engine.cardtext.compiler import GameCompiler, Result
from engine.cardtext.core import Ctx, Parts, Rule, Steps, Table, compose, may_rules, num, read, rule
from engine.cardtext.dbscg_heads import (
    ALL_AREAS,
    ANY_COPIES,
    AWAKEN,
    FIELD_SKILL,
    HEAD,
    KEYWORD,
    KEYWORD_NAMES,
    LETTERS,
    REALM_COST,
    TAG_FIRST,
    TRAIT_MARKS,
    WISH,
    WORDS,
    field_values,
    head_colon,
    spelled,
    trait_in_all_areas,
)
from engine.cardtext.lines import Line
from engine.cardtext.phrases import Nouns, selector

NOUNS = Nouns(
    types={
        "battle card": "battle",
        "leader card": "leader",
        "extra card": "extra",
        "card": None,
        "leader card or battle card": ("leader", "battle"),
        "leader cards or battle card": ("leader", "battle"),
        "battle card or leader card": ("leader", "battle"),
        "battle cards or leader card": ("leader", "battle"),
        "energy": None,  # "up to 1 of your blue energy": cards in the Energy Area (DBS 3-5)
    },
    zones={
        "hand": "hand",
        "deck": "deck",
        "drop area": "drop",
        "battle area": "battle",
        "energy area": "energy",
        "life": "life",
        "life area": "life",
        "warp": "warp",
        "combo area": "combo",
    },
    field_zone={
        "battle card": "battle",
        "leader card": "leader",
        "card": ("leader", "battle"),
        "leader card or battle card": ("leader", "battle"),
        "leader cards or battle card": ("leader", "battle"),
        "battle card or leader card": ("leader", "battle"),
        "battle cards or leader card": ("leader", "battle"),
        "energy": "energy",
    },
    trait_key="trait",
    #: DBS 2-3: 《X》 a special trait, <X> a character, {X} a card name
    brackets={"《": "trait", "<": "character", "{": "name"},
    stats={"power": "power", "energy cost": "cost", "cost": "cost"},
    #: DBS 2-4-1: a color printed before the noun ("a red 《Saiyan》 card", "your blue energy")
    words={
        **{c: ("color", c) for c in ("red", "blue", "green", "yellow", "black")},
        **{f"mono-{c}": ("mono", c) for c in ("red", "blue", "green", "yellow", "black")},
        "skill-less": ("skills", "none"),  # DBS 2-12-4: a card that lacks card text
        "dragon-ball": ("keyword", "dragon_ball"),  # "[Dragon Ball] card" (DBS 10-31), see _sel
    },
)

POWER = r"(?P<p>[+-]\d+) power"
GETS = r"(?:gets?|gains?)"
#: "play it with its skills negated for the turn" (DBS 8-3-2)
_NEGATED = r"(?P<neg> with (?:its|their) skills negated (?:for the turn|for the duration of the turn))?"
TIME = (
    r"(?:,? ?(?P<until>for the turn|until the end of the turn|this turn|during the battle|for the battle|"
    r"until the end of the battle|for the duration of (?:the|this) turn|for the duration of the battle|"
    r"until the end of your opponent'?s next turn))?"
)


def _until(m: re.Match[str]) -> dict[str, Any]:
    u = (m.groupdict().get("until") or "").lower()
    if "opponent" in u:
        return {"until": "opponent_turn"}  # read only where the skill resolves in your turn (DbscgCompiler.finish)
    return {"until": "battle"} if "battle" in u else {}


_HUES = r"(?:mono-)?(?:red|blue|green|yellow|black)"
#: a card named by its name, character or special trait: {X}, <X>, 《X》
_ONE = r"\{[^}]+\}|<[^>]+>|《[^》]+》"
#: the start of "If {X} is in play in your Battle Area"
_PRESENT = r"(?:\{[^}]+\}|<[^>]+>|《[^》]+》)(?: card)?(?: and (?:\{[^}]+\}|<[^>]+>|《[^》]+》)(?: card)?)? (?:is|are) (?:in play )?in your battle area"
#: "a blue or yellow 《X》 card": a card of either color (DBS 2-4-1)
_OR_COLORS = re.compile(rf"\b(?P<a>{_HUES}) or (?P<b>{_HUES})\b", re.IGNORECASE)


#: "with 10000 or less power" as the phrases read it ("with 10000 power or less")
_POWER_FIRST = re.compile(r"\bwith (\d+) or (less|more|fewer|greater|higher|lower) power\b", re.IGNORECASE)
#: "in Rest Mode" / "in Active Mode" after a noun: the card's mode (DBS 4-8-1)
_MODE = re.compile(r"\s+in (?P<mode>rest|active) mode(?=\s+with\b|\s+in\b|$)", re.IGNORECASE)


#: "a [Dragon Ball] card" (DBS 10-31): a card with that keyword printed
_DRAGON_BALL = re.compile(r"\[Dragon Ball\] (?=cards?\b)", re.IGNORECASE)
#: "1 《X》 card in your hand with an energy cost of 2": the place said before the comparison
_PLACE_FIRST = re.compile(
    r"^(?P<a>.+?) (?P<place>(?:in|from) your (?:hand|drop area|deck|battle area|energy)) (?P<b>with .+)$", re.IGNORECASE
)
#: "up to 1 opponent Battle Card": one of your opponent's Battle Cards
_OPPONENT_NOUN = re.compile(r"^(?P<q>up to \d+|\d+) opponent(?:'s)? battle cards?\b", re.IGNORECASE)


def _sel(text: str, **kw: Any) -> Table | None:
    text = re.sub(r"\bwith energy costs of\b", "with an energy cost of", text, flags=re.IGNORECASE)
    text = _OPPONENT_NOUN.sub(lambda m: f"{m.group('q')} of your opponent's Battle Cards", text)
    text = _DRAGON_BALL.sub("dragon-ball ", text)
    place = _PLACE_FIRST.match(text)
    if place is not None:
        text = f"{place.group('a')} {place.group('b')} {place.group('place')}"
    sel = _any_sel(text, **kw)
    if sel is not None and sel.get("zone") in ("hand", "life") and sel.get("owner") == "opponent":
        # cards of the opponent's hand or life are chosen unseen (DBS 3-3-3, 3-9-2): the grammar's choice shows them
        return None
    return sel


def _any_sel(text: str, **kw: Any) -> Table | None:
    text = _POWER_FIRST.sub(r"with \1 power or \2", text)
    mode = _MODE.search(text)
    if mode is not None:
        sel = _sel(text[: mode.start()] + text[mode.end() :], **kw)
        if sel is None or "rest_mode" in sel or sel.get("zone") not in ("battle", "leader", ["leader", "battle"]):
            return None
        return {**sel, "rest_mode": 1 if mode.group("mode").lower() == "rest" else 0}
    return _colors_sel(text, **kw)


def _colors_sel(text: str, **kw: Any) -> Table | None:
    m = _OR_COLORS.search(text)
    if m is None:
        return selector(text, NOUNS, **kw)
    a, b = m.group("a").lower(), m.group("b").lower()
    key = "mono" if a.startswith("mono-") else "color"
    if b.startswith("mono-") != (key == "mono") or a == b:
        return None
    sel = selector(text[: m.start()] + a + text[m.end() :], NOUNS, **kw)
    if sel is None or sel.get(key) != a.removeprefix("mono-"):
        return None
    sel[key] = [a.removeprefix("mono-"), b.removeprefix("mono-")]
    return sel


def _gets_chosen(m: re.Match[str], ctx: Ctx) -> Steps | None:
    target = _sel(m.group("sel"))
    if target is None:
        return None
    return [{"gets": {"power": int(m.group("p")), **_until(m), "target": target}}]


def _keyword_chosen(m: re.Match[str]) -> Steps | None:
    """ "Choose X and it gets +N power and [K] for the turn": the same chosen cards
    get both (one choice: a selector chosen twice could be two different cards)."""
    target = _sel(m.group("sel"))
    if target is None:
        return None
    key = re.sub(r"[ -]+", "_", m.group("k").strip().lower())
    if m.group("p"):  # power and a keyword to the same chosen cards: one choice
        return [{"boost": {"power": int(m.group("p")), "keyword": key, **_until(m), "target": target}}]
    return [{"grant": {"keyword": key, "target": target, **_until(m)}}]


def _act(m: re.Match[str], ctx: Ctx) -> Steps | None:
    sel = _sel(m.group("sel"))
    act = m.group("act").lower()
    if sel is None:
        return None
    if "active mode" in act:
        return [{"stand": sel}]
    if "rest mode" in act:
        return [{"rest": sel}]
    owner = sel.get("owner", "you")
    if ("your hand" in act or "your drop" in act) and owner != "you":
        return None  # your hand / Drop Area: a card of your own (put goes to the owner's)
    if (
        ("their" in act or "owner" in act)
        and "their owner" not in act
        and "its owner" not in act
        and owner != "opponent"
    ):
        return None  # "their hand / Drop Area / deck": the opponent's cards
    if "bottom" in act:
        if sel.get("count") == "all" or sel.get("up_to", sel.get("count", 1)) != 1:
            return None  # several cards: their order at the bottom is the owner's choice
        return [{"put": {**sel, "to": "deck", "bottom": True}}]
    to = "hand" if "hand" in act else "drop"
    if sel.get("zone") == to or (to == "hand" and sel.get("zone") == "deck"):
        return None  # from the deck to the hand is a search
    return [{"put": {**sel, "to": to}}]


def _it(m: re.Match[str], steps: Steps | None) -> Steps | None:
    """ "It gets ...": this card only when nothing before it in the effect
    named another card ("play X and it gets" is X): marked, and read in
    :func:`_this_it`."""
    if steps is None or m.group("it").lower() != "it":
        return steps
    return [{"_it": steps}]


def _this_it(effect: Steps) -> Steps | None:
    """The effect with "it" read as this card where only this card was named
    before it ("When this card attacks, it gets ...", "switch this card to
    Active Mode, and it gets ..."); None when "it" follows a step on other cards."""
    out: Steps = []
    for step in effect:
        if "_it" in step:
            if not all(_self_only(done) for done in out):
                return None
            out.extend(step["_it"])
        elif "_it" in str(step):
            return None  # inside an option, an if or a may: "it" may be a card named there
        else:
            out.append(step)
    return out


def _self_only(step: Table) -> bool:
    """A step that acts on this card alone."""
    if step in ({"stand": "self"}, {"rest": "self"}):
        return True
    value = step.get("gets", step.get("grant"))
    return value is not None and (isinstance(value, str) or "target" not in value)


def _keyword(m: re.Match[str]) -> Steps | None:
    key = re.sub(r"[ -]+", "_", m.group("k").strip().lower())
    grant: Any = {"keyword": key, **_until(m)} if _until(m) else key
    return [{"grant": grant}]


def _power_and_keyword(m: re.Match[str]) -> Steps | None:
    got = _keyword(m)
    return None if got is None else [{"gets": {"power": int(m.group("p")), **_until(m)}}, *got]


def _to(m: re.Match[str], to: str) -> Steps | None:
    """Cards a phrase names put into a zone (``to``), or taken control of (no zone)."""
    sel = _sel(m.group("sel"))
    if sel is None:
        return None
    return [{"put": {**sel, "to": to}}] if to else [{"take_control": sel}]


def _ko(m: re.Match[str], ctx: Ctx) -> Steps | None:
    return [{"ko_opponent": int(m.group("p"))}]


def _ko_chosen(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """DBS 10-1: "choose up to 1 of your opponent's Battle Cards ... and KO it"."""
    sel = _sel(m.group("sel"))
    if sel is None or sel.get("zone") != "battle" or sel.get("type") != "battle":
        return None
    return [{"ko": sel}]  # "choose all": the cards that can be chosen (DBS 10-16-1, the adapter's select)


def _look_add(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """Look at the top N cards of the deck, add (or play) some of them; the
    rest shuffled back, placed at the bottom in any order, or in the Drop Area."""
    what = _sel((m.group("a") or m.group("b") or m.group("c")) + (m.group("aw") or "") + " in your deck")
    if what is None or what.get("zone") != "deck" or "owner" in what or what.get("count") == "all":
        return None
    step: Table = {"look": num(m.group("n") or m.group("n2")), **what}
    if m.group("pa") or m.group("c"):
        if what.get("type", "battle") != "battle":
            return None  # DBS 3-6-3: a Battle Card is played
        step.update({"type": "battle", "play": True}, **({"rest": True} if m.group("ra") or m.group("rc") else {}))
    if m.group("bottom") or m.group("drop"):
        step["remaining"] = "bottom" if m.group("bottom") else "drop"
    # else shuffled: as printed, or (nothing printed about the rest) DBS 11-6-3: returned and shuffled
    return [{"look_add": step}]


def _search(m: re.Match[str], ctx: Ctx) -> Steps | None:
    what = _sel(m.group("sel") + (m.groupdict().get("w") or "") + " in your deck", quantity=False)
    if what is None or what.get("zone") != "deck" or "owner" in what:
        return None
    what.pop("zone", None)
    return [{"search": {"zone": "deck", **what, "up_to": num(m.group("n"))}}]


def _stand(m: re.Match[str], ctx: Ctx) -> Steps | None:
    n = m.group("n")
    sel: Table = {"zone": "energy"}
    if m.group("upto"):
        sel["up_to"] = num(n)
    else:
        sel["count"] = num(n)
    return [{"stand": sel}]


EFFECTS: list[Rule] = [
    rule(r"draw (?P<n>{N}) cards?", lambda m, c: [{"draw": num(m.group("n"))}]),
    rule(r"draw up to (?P<n>{N}) cards?", lambda m, c: [{"draw": {"up_to": num(m.group("n"))}}]),
    rule(
        r"(?P<it>this card|it) " + GETS + " " + POWER + TIME,
        lambda m, c: _it(m, [{"gets": {"power": int(m.group("p")), **_until(m)}}]),
    ),
    rule(
        r"(?P<until>during the battle|for the turn|for the duration of the (?:turn|battle)),? this card "
        + GETS
        + " "
        + POWER,
        lambda m, c: [{"gets": {"power": int(m.group("p")), **_until(m)}}],
    ),
    rule(r"choose (?P<sel>.+?)(?:,| and|, and|\.) (?:it|they) (?:gets?|gains?) " + POWER + TIME, _gets_chosen),
    # "it loses -5000 power": the power goes down by 5000 (a loss printed with its sign)
    rule(r"choose (?P<sel>.+?)(?:,| and|, and|\.) (?:it|they) loses? (?P<p>-\d+) power" + TIME, _gets_chosen),
    # the chosen cards gain a keyword (DBS 10), with or without power
    rule(
        r"choose (?P<sel>.+?)(?:,| and|, and|\.) (?:it|they) (?:gets?|gains?) (?:(?P<p>[+-]\d+) power and )?"
        r"\[(?P<k>[a-z ]+)\]" + TIME,
        lambda m, c: _keyword_chosen(m),
    ),
    rule(
        r"your opponent places (?:the top )?(?P<n>{N}) cards? from the top of their deck in(?:to)? their drop area",
        lambda m, c: [{"put": {"zone": "deck", "owner": "opponent", "top": num(m.group("n")), "to": "drop"}}],
    ),
    rule(r"(?:choose )?up to 1 of your opponent'?s battle cards with (?P<p>\d+) power or less(?:,| and) KO it", _ko),
    rule(r"KO up to 1 of your opponent'?s battle cards with (?P<p>\d+) power or less", _ko),
    rule(
        r"choose (?P<sel>(?:up to )?{N} of (?:your|your opponent'?s) battle cards?(?: with [^,]+?)?),? and KO (?:it|them)",
        _ko_chosen,
    ),
    rule(r"KO (?P<sel>(?:up to )?{N} of (?:your|your opponent'?s) battle cards?(?: with [^,]+?)?)", _ko_chosen),
    rule(r"choose (?P<sel>.+?)(?:,| and|, and|\.) KO (?:it|them|that card)", _ko_chosen),
    rule(r"return this card to (?:its owner'?s|your) hand", lambda m, c: [{"put": {"self": True, "to": "hand"}}]),
    rule(r"(?:inflict|deal) (?P<n>{N}) damage to your opponent", lambda m, c: [{"damage": num(m.group("n"))}]),
    rule(
        r"your opponent places the top card of their deck in(?:to)? their drop area",
        lambda m, c: [{"put": {"zone": "deck", "owner": "opponent", "top": 1, "to": "drop"}}],
    ),
    rule(
        r"your opponent chooses (?P<n>{N}) cards? (?:in|from) their hand,? and (?:discards (?:it|them)|places (?:it|them) in (?:the|their) drop area)",
        lambda m, c: [{"discard": {"count": num(m.group("n")), "owner": "opponent", "chosen_by": "opponent"}}],
    ),
    rule(
        r"choose (?P<sel>.+?)(?:,| and|\.) (?:and )?(?P<act>add (?:it|them) to your hand|"
        r"return (?:it|them) to (?:its|their) owner'?s hand|return (?:it|them) to (?:their owners'|their) hands?|"
        r"switch (?:it|them) to active mode|switch (?:it|them) to rest mode|place (?:it|them) in (?:its|their) owner'?s drop area|"
        r"place (?:it|them) in (?:your|their) drop area|place it at the bottom of (?:its owner'?s|their) deck)",
        lambda m, c: _act(m, c),
    ),
    rule(
        r"play up to 1 battle cards? with (?:an )?energy cost (?:of )?(?P<n>\d+) or less from your hand",
        lambda m, c: [{"play_from_hand": int(m.group("n"))}],
    ),
    rule(
        r"choose up to 1 battle cards? with (?:an )?energy cost (?:of )?(?P<n>\d+) or less (?:from|in) your hand(?:,| and) play it",
        lambda m, c: [{"play_from_hand": int(m.group("n"))}],
    ),
    rule(
        r"(?:place|discard) (?P<n>{N}) cards? from your hand(?: in(?:to)? (?:your|the) drop area)?",
        lambda m, c: [{"discard": num(m.group("n"))}],
    ),
    rule(
        r"choose (?P<n>{N}) cards? in your hand and (?:discard (?:it|them)|place (?:it|them) in your drop area)",
        lambda m, c: [{"discard": num(m.group("n"))}],
    ),
    rule(r"place this card in (?:its owner'?s|your) drop area", lambda m, c: [{"put": {"self": True, "to": "drop"}}]),
    rule(r"switch this card to active mode", lambda m, c: [{"stand": "self"}]),
    rule(r"switch this card to rest mode", lambda m, c: [{"rest": "self"}]),
    rule(
        r"choose (?P<upto>up to )?(?P<n>{N}) of your energy(?: cards)?(?:,| and) switch (?:it|them) to active mode",
        _stand,
    ),
    rule(
        r"place the top card of your deck in(?:to)? your energy area(?P<rest> in rest mode)?",
        lambda m, c: [
            {"put": {"zone": "deck", "top": 1, "to": "energy", **({"rest": True} if m.group("rest") else {})}}
        ],
    ),
    rule(
        r"place the top (?P<n>{N}) cards? of your deck in(?:to)? your drop area",
        lambda m, c: [{"mill": num(m.group("n"))}],
    ),
    rule(
        r"choose up to (?P<n>{N}) (?P<sel>[^,]+?) from your deck(?P<w> with [^,]+?)?(?:,| and) add (?:it|them) to your hand"
        r"(?:,? (?:and|then) shuffle your deck)?",
        _search,
    ),
    rule(
        r"search your deck for up to (?P<n>{N}) (?P<sel>[^,]+?)(?:,| and) add (?:it|them) to your hand(?:,? (?:and|then) shuffle your deck)?",
        _search,
    ),
    rule(
        r"add up to (?P<n>{N}) (?P<sel>[^,]+?) from your deck to your hand(?:,? (?:and |then )?shuffle your deck)?",
        _search,
    ),
    rule(r"shuffle your deck", lambda m, c: [{"shuffle_deck": True}]),
    rule(
        r"look at up to (?:(?P<n>{N}) cards from the top of your deck|the top (?P<n2>{N}) cards of your deck)(?:\.|,)? "
        r"(?:then,? )?(?:choose (?P<a>(?:up to )?{N} [^.,]+?) (?:from )?among them(?P<aw> with [^.,]+?)?(?:,| and|, and),? "
        r"(?:add (?:it|them) to your hand|(?P<pa>play (?:it|them))(?P<ra> in rest mode)?)|"
        r"add (?P<b>(?:up to )?{N} [^.,]+?) (?:from )?among them to your hand|"
        r"play (?P<c>(?:up to )?{N} [^.,]+?) (?:from )?among them(?P<rc> in rest mode)?)(?:(?:\.|,)? (?:then,? |and )?"
        r"(?:(?P<shuffle>shuffle your deck)|place (?:the|any) remaining cards (?:(?P<bottom>(?:at|on) the bottom of your deck"
        r" in any order)|(?P<drop>in your drop area))))?",
        _look_add,
    ),
    rule(r"place this card in the battle area", lambda m, c: [{"field": True}]),
    rule(r"negate the \[counter\]", lambda m, c: [{"negate": "counter"}]),
    rule(r"negate the play", lambda m, c: [{"negate": "play"}]),
    rule(r"negate \[blocker\]", lambda m, c: [{"negate": "blocker"}]),
    rule(
        r"choose your leader card or 1 of your battle cards\. it gets " + POWER + TIME,
        lambda m, c: [
            {
                "gets": {
                    "power": int(m.group("p")),
                    **_until(m),
                    "target": {"zone": ["leader", "battle"], "type": ["leader", "battle"], "count": 1},
                }
            }
        ],
    ),
    rule(r"negate the attack", lambda m, c: [{"negate": "attack"}]),
    rule(r"(?:flip|turn) this card over", lambda m, c: [{"awaken": True}] if c.card.get("type") == "leader" else None),
    *may_rules(lambda: EFFECTS),
    rule(
        r"if (?P<c>(?:your leader card is|you have \d+ or more energy|your opponent has \d+ or more energy|"
        + _PRESENT
        + r")[^,.]*), (?P<e>[^.]+)",
        lambda m, c: _if(m, c),
    ),
    rule(
        r"your opponent chooses (?P<n>{N}) of their battle cards and KO-?s (?:it|them)",
        lambda m, c: [
            {"ko": {"count": num(m.group("n")), "owner": "opponent", "type": "battle", "chosen_by": "opponent"}}
        ],
    ),
    rule(r"choose (?:one|1)\s*[-:ー—–?]?\s*(?P<opts>・.+)", lambda m, c: _choose(m.group("opts"), c)),
    rule(r"(?:inflict|deal) (?P<n>{N}) damage to your opponent'?s life", lambda m, c: [{"damage": num(m.group("n"))}]),
    rule(r"remove (?P<sel>.+?) from the game", lambda m, c: _to(m, "removed")),
    rule(
        r"send up to (?P<n>{N}) cards? in your opponent'?s drop area to (?:their|the) warp",
        lambda m, c: [{"warp_drop": num(m.group("n"))}],
    ),
    rule(r"take control of (?P<sel>.+)", lambda m, c: _to(m, "")),
    rule(r"you win (?:the|this) game", lambda m, c: [{"win_game": True}]),
    rule(
        r"(?P<it>this card|it) " + GETS + r" " + POWER + r" and \[(?P<k>[a-z ]+)\]" + TIME,
        lambda m, c: _it(m, _power_and_keyword(m)),
    ),
    rule(r"(?P<it>this card|it) " + GETS + r" \[(?P<k>[a-z ]+)\]" + TIME, lambda m, c: _it(m, _keyword(m))),
    rule(r"switch (?P<upto>up to )?(?P<n>{N}) of your energy to active mode", _stand),
    rule(
        r"place the top card of your deck under this card",
        lambda m, c: [{"put": {"zone": "deck", "top": 1, "to": "under"}}],
    ),
    rule(
        r"your opponent chooses (?P<n>{N}) cards? (?:in|from) their hand and (?:places|puts) (?:it|them) in their drop area",
        lambda m, c: [{"discard": {"count": num(m.group("n")), "owner": "opponent", "chosen_by": "opponent"}}],
    ),
    rule(
        r"(?:place|add) the top card of your deck (?:in|to) your life",
        lambda m, c: [{"put": {"zone": "deck", "top": 1, "to": "life"}}],
    ),
    # "choose ..., ignoring [Barrier], and ...": that sentence's one choice may choose [Barrier] cards
    rule(
        r"(?P<a>(?:(?!\bchoose\b)[^.])*\bchoose\b(?:(?!\bchoose\b)[^.])*?),? ignoring \[barrier\],?(?P<b>(?:(?!\bchoose\b)[^.])*)",
        lambda m, c: _ignoring_barrier(m, c),
    ),
    # DBS 3-9-2: life cards added to the hand, chosen unseen
    rule(
        r"add (?P<upto>up to )?(?P<n>{N}) cards? from your life to your hand",
        lambda m, c: [
            {"put": {"zone": "life", ("up_to" if m.group("upto") else "count"): num(m.group("n")), "to": "hand"}}
        ],
    ),
    rule(
        r"(?:place|send) (?P<n>{N}) cards? from the top of your deck (?:in|into|to) (?:your|the) drop area",
        lambda m, c: [{"mill": num(m.group("n"))}],
    ),
    # DBS 8-5-3-2: "up to N": the number chosen, 0 to N
    rule(
        r"place up to (?P<n>{N}) cards? from the top of your deck (?:in|into) (?:your|the) drop area",
        lambda m, c: [{"mill_up_to": num(m.group("n"))}],
    ),
    # DBS 7-4-1-2: the combo power of this card in the Combo Area (DbscgCompiler.finish)
    rule(
        r"(?P<it>this card|it) " + GETS + r" (?P<p>[+-]\d+) combo power" + TIME,
        lambda m, c: _it(m, [{"gets": {"combo_power": int(m.group("p")), **_until(m)}}]),
    ),
    # DBS 11-4-1: cards sent to their owner's Warp
    rule(
        r"choose (?P<sel>.+?)(?:,| and|, and) send (?:it|them) to (?:its owner'?s|their owner'?s|its owners'|their owners'|their|your) warps?",
        lambda m, c: _warp(m),
    ),
    rule(
        r"send the top (?P<n>{N}) cards? of your deck to your warp",
        lambda m, c: [{"warp": {"zone": "deck", "top": num(m.group("n"))}}],
    ),
    # DBS 3-6-3: a skill that plays cards from an area (no energy cost paid)
    rule(
        r"choose (?P<sel>.+?)(?:,| and|, and) play (?:it|them)(?P<rest> in rest mode)?" + _NEGATED,
        lambda m, c: _play(m),
    ),
    rule(r"play (?P<sel>(?:up to )?{N} .+?)(?P<rest> in rest mode)?" + _NEGATED, lambda m, c: _play(m)),
    # DBS 8-3-2: the chosen cards' skills negated for the turn
    rule(
        r"choose (?P<sel>.+?)(?:,| and|, and) negate (?:its|their) skills (?:for the turn|for the duration of the turn)",
        lambda m, c: _negate_skills(m),
    ),
    # a Battle Card's [Counter] (activated from the hand) that plays the card (DBS 10-10-4)
    rule(
        r"play this card",
        lambda m, c: [{"play_self": True}] if c.card.get("type") == "battle" and c.zones == ("hand",) else None,
    ),
    # a combo card played from the Drop Area at the end of its battle (DbscgCompiler.finish keeps it there)
    rule(
        r"play this card(?P<rest> in rest mode)?",
        lambda m, c: (
            [{"play_this": {"rest": True} if m.group("rest") else {}}]
            if c.kind == "auto" and c.card.get("type") == "battle"
            else None
        ),
    ),
    rule(
        r"(?:this card )?can attack (?:your opponent'?s )?battle cards (?:that are )?in active mode",
        lambda m, c: [{"can_attack_active": True}] if c.kind == "cont" else None,
    ),
    rule(
        r"your opponent chooses (?P<n>{N}) cards? (?:in|from) their hand and sends (?:it|them) to their warp",
        lambda m, c: [
            {"warp": {"zone": "hand", "owner": "opponent", "count": num(m.group("n")), "chosen_by": "opponent"}}
        ],
    ),
    rule(
        r"you can'?t play (?P<what>" + _ONE + r")(?: cards?)? (?:for the duration of the turn|for the turn)",
        lambda m, c: [
            {
                "cannot_play": {
                    {"{": "name", "<": "character", "《": "trait"}[m.group("what")[0]]: m.group("what")[1:-1].strip()
                }
            }
        ],
    ),
    rule(
        r"you can'?t activate \{(?P<n>[^}]+)\} (?:for the duration of the turn|for the turn)",
        lambda m, c: [{"cannot_activate": m.group("n").strip()}],
    ),
    rule(
        r"you can'?t play copies of this card (?:for the duration of the turn|for the turn)",
        lambda m, c: [{"cannot_play": {"number": str(c.card["id"])}}] if c.card.get("id") else None,
    ),
    # DBS 2-11-3: the total cost of this card while it is in the hand (a [Permanent] skill that works there)
    rule(
        r"reduce the energy cost of this card in your hand by (?P<n>{N})",
        lambda m, c: (
            [{"reduce_cost": num(m.group("n"))}] if c.kind == "cont" and c.card.get("type") != "leader" else None
        ),
    ),
    # a [Permanent] skill in force while the card is in its area (DBS 2-12-2)
    rule(r"this card (?:can't|cannot) attack(?P<what> leader cards| battle cards)?", lambda m, c: _cannot_attack(m, c)),
]


def _ignoring_barrier(m: re.Match[str], ctx: Ctx) -> Steps | None:
    steps = compose(EFFECTS, m.group("a") + m.group("b"), ctx)
    return [{"ignoring_barrier": steps}] if steps else None


def _warp(m: re.Match[str]) -> Steps | None:
    sel = _sel(m.group("sel"))
    if sel is None or sel.get("zone") == "warp":
        return None
    if ("your warp" in m.group(0).lower()) != (sel.get("owner", "you") == "you"):
        return None  # "your Warp" names your own cards
    return [{"warp": sel}]


#: the areas a skill plays a Battle Card from
_PLAY_FROM = ("hand", "deck", "drop", "energy", "life")


def _negate_skills(m: re.Match[str]) -> Steps | None:
    sel = _sel(m.group("sel"))
    if sel is None or sel.get("zone") != "battle" or sel.get("type") != "battle":
        return None
    return [{"negate_skills": sel}]


def _play(m: re.Match[str]) -> Steps | None:
    """ "Choose up to 1 《X》 card in your Drop Area and play it": your cards of
    an area played (DBS 3-6-3: only a Battle Card is played)."""
    sel = _sel(m.group("sel"))
    if sel is None or sel.get("zone") not in _PLAY_FROM or "owner" in sel or sel.get("type", "battle") != "battle":
        return None
    sel["type"] = "battle"
    flags = {**({"rest": True} if m.group("rest") else {}), **({"negated": True} if m.group("neg") else {})}
    return [{"play": {**sel, **flags}}]


def _cannot_attack(m: re.Match[str], ctx: Ctx) -> Steps | None:
    if ctx.kind != "cont":
        return None  # an effect that ends ("for the turn") is another thing
    what = (m.group("what") or "").strip().lower()
    return [{"cannot_attack": what.split(" ")[0] if what else "any"}]


def _if(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """An effect's "if your Leader Card is X, Y" or "if you have N or more energy, Y" (to the end of
    its sentence), read as it resolves."""
    if re.match(r"(?:it|they)\b", m.group("e"), re.IGNORECASE):
        return None  # "it" may be a card the condition names, not this card
    if ctx.kind == "cont":
        return None  # a [Permanent] skill's condition: the skill's own, read while it is in force
    cond = read(CONDITIONS, "if " + m.group("c"), ctx)
    then = compose(EFFECTS, m.group("e"), ctx)
    return [{"if": {"condition": cond, "then": then}}] if cond and then else None


def _choose(text: str, ctx: Ctx) -> Steps | None:
    options = []
    for option in text.split("・")[1:]:
        steps = compose(EFFECTS, option, ctx)
        if steps is None:
            return None
        options.append(steps)
    return [{"choose": {"n": 1, "options": options}}] if len(options) > 1 else None


def _activated_extra(ctx: Ctx) -> bool:
    """An Extra Card with an [Activate] skill and no [Counter] or [Field] (activated only as such)."""
    text = str(ctx.card.get("text", "")).lower()
    return ctx.card.get("type") == "extra" and "[activate" in text and "[counter" not in text and "[field]" not in text


TRIGGERS = [
    rule(r"when (?:you play this card|this card is played)", lambda m, c: "played"),
    rule(
        r"when (?:you play this card|this card is played) from your hand",
        lambda m, c: "played_from_hand" if c.card.get("type") == "battle" else None,
    ),
    # DBS 10-5-6, 10-5-7: "evolve" is to play a card with [Evolve] ([EX-Evolve] [Xeno-Evolve])
    rule(r"when a card evolves into this card", lambda m, c: "evolved" if c.card.get("type") == "battle" else None),
    rule(r"when this card attacks", lambda m, c: "attacks"),
    # DBS 10-15-3, 10-25-3: the card played by its [Over Realm] / [Dark Over Realm]
    rule(
        r"when (?:you play this card|this card is played) (?:using|with) \[(?P<k>dark over realm|over realm)\]",
        lambda m, c: f"played_{m.group('k').lower().replace(' ', '_')}" if c.card.get("type") == "battle" else None,
    ),
    # DBS 7-1-1: the card attacked is chosen as the attack is declared; read as the skill resolves
    rule(
        r"when this card attacks (?:a|your opponent'?s) (?P<kind>leader|battle)(?: card)?",
        lambda m, c: ("attacks", [{"attacking": m.group("kind").lower()}]),
    ),
    rule(
        r"when (?:you place this card|this card is placed) in (?:your|the) leader area",
        lambda m, c: "placed" if c.card.get("type") == "leader" else None,
    ),
    # DBS 10-3-1, 10-3-2: an Extra Card with [Field] placed in the Battle Area by that skill
    rule(
        r"when this card is placed in (?:a|your) battle area",
        lambda m, c: (
            "placed" if c.card.get("type") == "extra" and "[field]" in str(c.card.get("text", "")).lower() else None
        ),
    ),
    rule(r"when this card is attacked", lambda m, c: "attacked"),
    rule(r"when this card is KO(?:'d|-ed|'ed|ed|d)", lambda m, c: "ko_ed"),
    # an area movement trigger (DBS 8-6-5): moved out of the Battle Area by the other player's skill
    rule(
        r"when this card is removed from your battle area by (?:an|your) opponent'?s skill",
        lambda m, c: "removed" if c.card.get("type") == "battle" else None,
    ),
    rule(
        r"when this card is (?:removed from your battle area by (?:an|your) opponent'?s skill or (?:is )?KO(?:'d|-ed|ed)"
        r"|KO(?:'d|-ed|ed) or (?:is )?removed from your battle area by (?:an|your) opponent'?s skill)",
        lambda m, c: "removed_or_ko" if c.card.get("type") == "battle" else None,
    ),
    rule(r"when this card deals damage to your opponent'?s life", lambda m, c: "deals_damage"),
    rule(r"when you deal damage to your opponent with this card", lambda m, c: "deal_damage"),
    rule(r"at the end of the battle after you combo with this card", lambda m, c: "combo_battle_end"),
    # DBS 7-2-1-2-2, 7-3-1-2-2: the card placed in the Combo Area from the hand
    rule(
        r"at the end of (?:the|a) battle (?:after|in which) you combo with this card from your hand",
        lambda m, c: "combo_battle_end_hand" if c.card.get("type") == "battle" else None,
    ),
    rule(
        r"when you combo with this card from your hand",
        lambda m, c: "combo_hand" if c.card.get("type") == "battle" else None,
    ),
    # DBS 7-2-1-2-1 / 7-2-1-2-2: the card placed in the Combo Area, from the Battle Area or the hand
    rule(
        r"when (?:you combo with this card|this card is used in a combo)",
        lambda m, c: "combo" if c.card.get("type") == "battle" else None,
    ),
    rule(r"at the (?:start|beginning) of your turn", lambda m, c: ("turn_start", [{"my_turn": True}])),
    # the phase triggers fire for the cards of both players (DBS 6-2-1, 6-3-1-1, 6-4-1-1): the opponent's turn
    rule(
        r"at the (?:start|beginning) of your opponent'?s turn", lambda m, c: ("turn_start", [{"opponent_turn": True}])
    ),
    rule(r"at the end of your opponent'?s turn", lambda m, c: ("turn_end", [{"opponent_turn": True}])),
    rule(
        r"at the (?:start|beginning) of your opponent'?s main phase",
        lambda m, c: ("main_start", [{"opponent_turn": True}]),
    ),
    rule(r"when you attack with this card", lambda m, c: "attacks"),
    rule(r"when your opponent activates a \[counter\] skill", lambda m, c: "opponent_counter"),
    rule(r"at the end of your turn", lambda m, c: ("turn_end", [{"my_turn": True}])),
    rule(r"at the (?:start|beginning) of your main phase", lambda m, c: ("main_start", [{"my_turn": True}])),
    rule(r"at the end of the battle in which you combo with this card", lambda m, c: "combo_battle_end"),
    rule(r"when you have no cards in your hand", lambda m, c: "hand_empty"),
    # one skill, two trigger conditions: either event makes it pending (DBS 8-6-2)
    rule(
        r"when you (?P<first>attack|play) or combo with this card",
        lambda m, c: (
            f"{m.group('first').lower().replace('attack', 'attacks').replace('play', 'played')}_or_combo"
            if c.card.get("type") == "battle"
            else None
        ),
    ),
    # an Extra Card activated from the hand by its [Activate: Main] / [Activate: Battle] (DBS 8-5-2)
    rule(r"when you activate this card", lambda m, c: "activated" if _activated_extra(c) else None),
]

_COLOR = r"(?P<color>red|blue|green|yellow|black)"
#: a Leader Card as a condition names it: "red", "a red 《Saiyan》 card", "a <Nappa> card", "mono-blue"
_LEADER = re.compile(
    r"(?:an? )?(?:(?P<mono>mono-)?" + _COLOR + r"\b ?)?"
    r"(?:[《≪](?P<trait>[^》≫]+)[》≫]|<(?P<character>[^>]+)>|\{(?P<name>[^}]+)\})?(?: card)?",
    re.IGNORECASE,
)


_LEADER_OR = re.compile(
    r"(?:an? )?(?P<a>red|blue|green|yellow|black) or (?P<b>red|blue|green|yellow|black)"
    r"(?: (?:[《≪](?P<trait>[^》≫]+)[》≫]|<(?P<character>[^>]+)>))?(?: card)?",
    re.IGNORECASE,
)


def _leader(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """DBS 2-4, 2-5-3, 2-6-4: "if your Leader Card is ..." — read as the skill
    resolves (an ``if`` of its effect, :meth:`DbscgCompiler.finish`)."""
    either = _LEADER_OR.fullmatch(m.group("what").strip())
    if either is not None:
        # "a red or green 《Saiyan》 card": a Leader Card of either color (DBS 2-4-1)
        want: dict[str, Any] = {"colors": [either.group("a").lower(), either.group("b").lower()]}
        want.update({k: v.strip() for k in ("trait", "character") if (v := either.group(k))})
        return [{"leader": want}]
    got = _LEADER.fullmatch(m.group("what").strip())
    if got is None:
        return None
    want = {k: v.strip() if k != "color" else v.lower() for k, v in got.groupdict().items() if v and k != "mono"}
    if got.group("mono"):
        want["mono"] = want.pop("color")  # red and no other color
    return [{"leader": want}] if want else None


#: conditions read as the skill resolves: an ``if`` of its effect (:meth:`DbscgCompiler.finish`)
_AT_RESOLUTION = {"leader", "attacking", "energy_at_least", "opponent_energy_at_least", "in_area", "opponent_leader"}


def _condition_words(step: Table) -> str:
    if "attacking" in step:
        return f"this card is attacking a {step['attacking'].title()} Card"
    if "energy_at_least" in step:
        return f"you have {step['energy_at_least']} or more energy"
    if "opponent_energy_at_least" in step:
        return f"your opponent has {step['opponent_energy_at_least']} or more energy"
    if "opponent_leader" in step:
        return "your opponent's" + _condition_words({"leader": step["opponent_leader"]})[len("your") :]
    if "in_area" in step:
        want = step["in_area"]
        kind = " ".join(str(want[k]) for k in ("color", "trait", "character", "name", "type") if k in want)
        if "multicolor" in want:
            kind = ("" if want["multicolor"] == "any" else str(want["multicolor"]) + " ") + "multicolor"
        area = {"drop": "Drop Area", "warp": "Warp", "energy": "Energy Area"}[str(want["zone"])]
        return f"you have {want['n']} or more {kind + ' ' if kind else ''}cards in your {area}"
    want = step["leader"]
    brackets = {"trait": "《{}》", "character": "<{}>", "name": "{{{}}}"}
    color = want.get("color") or (f"mono-{want['mono']}" if "mono" in want else " or ".join(want.get("colors", [])))
    words = [color] + [brackets[k].format(v) for k, v in want.items() if k in brackets]
    return "your Leader Card is " + " ".join(w for w in words if w)


#: the words naming a Leader Card: no comma or colon outside brackets (<Son Goku : Xeno> has one)
_WHAT = r"(?:[^,:<]|<[^>]*>)+?"


def _bond_of(m: re.Match[str]) -> Steps | None:
    what = _sel(f"{m.group('n')} {m.group('what')} in your battle area")
    if what is None or set(what) - {"count", "zone", "color", "trait", "character", "type"}:
        return None
    if what.get("type", "battle") != "battle" or any(isinstance(v, list) for v in what.values()):
        return None
    want = {k: what[k] for k in ("color", "trait", "character") if k in what}
    return [{"bond_of": {"n": int(m.group("n")), **want}}] if want else None


def _both(m: re.Match[str], ctx: Ctx) -> Steps | None:
    a = read(CONDITIONS, "if " + m.group("a"), ctx)
    b = read(CONDITIONS, "if " + m.group("b"), ctx)
    return a + b if a and b else None


def _present(m: re.Match[str]) -> Steps | None:
    """ "If {X} is in play in your Battle Area" (and "{X} and {Y} are"): a card of
    that name, character or special trait in your Battle Area."""
    out: Steps = []
    if m.group("b") and "《" in m.group("a") + m.group("b"):
        return None  # "《A》 and 《B》 are in play": one card of both traits or two cards is not read
    for what in (m.group("a"), m.group("b")):
        if what is None:
            continue
        key = {"{": "name", "<": "character", "《": "trait"}[what[0]]
        out.append({"in_battle_area": {key: what[1:-1].strip()}})
    return out


#: the cards an area condition counts: "black cards", "Extra Cards", "a 《X》 card", "{X}", "<X> cards"
_AREA_WHAT = re.compile(
    r"(?:an? )?(?:(?P<color>red|blue|green|yellow|black) )?"
    r"(?:(?P<type>battle|extra) cards?|cards?|(?P<x>[《{<][^》}>]+[》}>])(?: cards?)?)",
    re.IGNORECASE,
)


def _in_area(m: re.Match[str]) -> Steps | None:
    """ "If you have 3 or more Extra Cards in your Drop Area", "If a 《X》 card is in your Warp"."""
    got = _AREA_WHAT.fullmatch(m.group("what").strip())
    if got is None:
        return None
    n = int(m.groupdict().get("n") or 1)
    if "n" not in m.groupdict() and got.group(0).lower().startswith(("cards", "battle cards", "extra cards")):
        return None  # "if cards is ..." is no wording
    want: dict[str, Any] = {"zone": "drop" if m.group("zone").lower() == "drop area" else "warp", "n": n}
    if got.group("color"):
        want["color"] = got.group("color").lower()
    if got.group("type"):
        want["type"] = got.group("type").lower()
    x = got.group("x")
    if x:
        want[{"{": "name", "<": "character", "《": "trait"}[x[0]]] = x[1:-1].strip()
    return [{"in_area": want}]


_PAIR = r"(?:red|blue|green|yellow|black)/(?:red|blue|green|yellow|black)"


def _multicolor_energy(m: re.Match[str]) -> Steps | None:
    """ "If you have a Red/Yellow multicolor card in your energy", "If a multicolored card is in your energy"."""
    text = m.group(0).lower()
    plural = bool(re.search(r"cards (?:is )?in", text))
    n = int(m.group("n") or 1)
    if plural != (m.group("n") is not None) or (" is in" in text) != text.startswith(("if a ", "if an ")):
        return None  # "if you have 2 or more ... cards in", "if a ... card is in"
    pair = m.group("pair")
    return [{"in_area": {"zone": "energy", "n": n, "multicolor": pair.lower() if pair else "any"}}]


CONDITIONS = [
    rule(
        r"(?:if )?your opponent'?s leader card is (?P<what>" + _WHAT + ")",
        lambda m, c: [{"opponent_leader": step["leader"]} for step in got] if (got := _leader(m, c)) else None,
    ),
    rule(r"(?:if )?your leader card is (?P<what>" + _WHAT + ")", _leader),
    rule(
        r"if (?P<a>your leader card is "
        + _WHAT
        + r"|you have \d+ or more energy|your opponent has \d+ or more energy) and "
        r"(?P<b>your life is (?:at )?\d+(?: or (?:less|more))?|you have \d+ or less life|you have \d+ or (?:more|less|fewer) cards in your hand|your opponent has \d+ or more energy)",
        _both,
    ),
    rule(r"if you have (?P<n>\d+) or more energy", lambda m, c: [{"energy_at_least": int(m.group("n"))}]),
    rule(
        r"if your opponent has (?P<n>\d+) or more energy",
        lambda m, c: [{"opponent_energy_at_least": int(m.group("n"))}],
    ),
    rule(r"if it'?s your turn", lambda m, c: [{"my_turn": True}]),
    rule(r"if it'?s your opponent'?s turn", lambda m, c: [{"opponent_turn": True}]),
    rule(r"during your turn", lambda m, c: [{"my_turn": True}]),
    rule(r"during your opponent'?s turn", lambda m, c: [{"opponent_turn": True}]),
    rule(
        r"if your life is at (?P<n>\d+)",
        lambda m, c: [{"life_at_most": int(m.group("n"))}, {"life_at_least": int(m.group("n"))}],
    ),
    rule(r"if your life is (?:at )?(?P<n>\d+) or less", lambda m, c: [{"life_at_most": int(m.group("n"))}]),
    rule(r"if you have (?P<n>\d+) or less life", lambda m, c: [{"life_at_most": int(m.group("n"))}]),
    # a [Permanent] skill's "when your life is at N or less": while it is (DBS 8-1-4); elsewhere a trigger
    rule(
        r"when your life is (?:at )?(?P<n>\d+) or less",
        lambda m, c: [{"life_at_most": int(m.group("n"))}] if c.kind == "cont" else None,
    ),
    rule(r"if your life is at (?P<n>\d+) or more", lambda m, c: [{"life_at_least": int(m.group("n"))}]),
    rule(
        r"if you have (?P<n>\d+) or (?:less|fewer) cards in your hand", lambda m, c: [{"max_hand": int(m.group("n"))}]
    ),
    rule(r"if you have (?P<n>\d+) or more cards in your hand", lambda m, c: [{"min_hand": int(m.group("n"))}]),
    rule(
        r"if (?P<a>"
        + _ONE
        + r")(?: card)?(?: and (?P<b>"
        + _ONE
        + r")(?: card)?)? (?:is|are) (?:in play )?in your battle area",
        lambda m, c: _present(m),
    ),
    # cards of a kind in your Drop Area or Warp
    rule(r"if you have (?P<n>\d+) or more (?P<what>.+?) in your (?P<zone>drop area|warp)", lambda m, c: _in_area(m)),
    rule(r"if (?P<what>.+?) is in your (?P<zone>drop area|warp)", lambda m, c: _in_area(m)),
    rule(
        r"(?P<when>if|when) there are (?P<n>\d+) or more (?P<what>.+?) in your (?P<zone>drop area|warp)",
        lambda m, c: _in_area(m) if m.group("when").lower() == "if" or c.kind == "cont" else None,
    ),
    # multicolor cards in your energy (DBS 2-4)
    rule(
        r"if (?:you have (?:an?|(?P<n>\d+) or more)|there is an?|an?) (?:(?P<pair>" + _PAIR + r") )?"
        r"multicolou?r(?:ed)? cards? (?:is )?in your energy",
        lambda m, c: _multicolor_energy(m),
    ),
    rule(r"\[Bond (?P<n>\d+)\]", lambda m, c: [{"bond": int(m.group("n"))}]),
    # DBS 10-23-2-1: "[Bond 2] Red 《Saiyan》 cards": that many of those Battle Cards
    rule(r"\[Bond (?P<n>\d+)\] (?P<what>[^:,]+?)", lambda m, c: _bond_of(m)),
    rule(r"\[Sparking (?P<n>\d+)\]", lambda m, c: [{"sparking": int(m.group("n"))}]),
]


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
        r"(?:place (?P<a>{N}) cards? from your life in(?:to)? (?:your|the) drop area|"
        r"choose (?P<b>{N}) cards? (?:in|from) your life and place (?:it|them) in (?:your|the) drop area)",
        lambda m, c: [{"life_to_drop": num(m.group("a") or m.group("b"))}],
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
    # an Extra Card's [Activate] is read in the hand (DBS 8-3): only a Battle Card is placed from its area
    rule(
        r"place this card in (?:its owner'?s|your|the) drop area",
        lambda m, c: [{"drop_self": True}] if c.card.get("type") == "battle" else None,
    ),
]

_MARKS = {
    "auto": ("auto", {}),
    "permanent": ("cont", {}),
    "activatemain": ("act", {"timing": "main"}),
    "activatebattle": ("act", {"timing": "battle"}),
    "counterattack": ("act", {"counter": "attack"}),
    "counterplay": ("act", {"counter": "play"}),
    "countercounter": ("act", {"counter": "counter"}),
}


def _may_takes_several(value: Any) -> bool:
    """A "you may X. If you do, Y" whose X takes a number of cards above one:
    when fewer can be taken, they are (DBS 8-5-3-3), and whether "you did"
    is not the grammar's reading (it reads any card moved)."""
    if isinstance(value, list):
        return any(_may_takes_several(v) for v in value)
    if not isinstance(value, dict):
        return False
    may = value.get("may")
    if isinstance(may, dict) and re.search(r'"(?:count|discard)": (?:[2-9]|\d\d)', json.dumps(may.get("do"))):
        return True
    return any(_may_takes_several(v) for v in value.values())


def _in_own_turn(parts: Parts) -> bool:
    """A skill that resolves only in its master's turn: an [Activate: Main]
    (DBS 6-3-1-2-2) or "when this card attacks" (DBS 7-1-1), where "your
    opponent's next turn" is the next turn (an effect's ``opponent_turn``)."""
    if parts.kind == "act":
        return parts.params.get("timing") == "main" and "counter" not in parts.params
    return parts.kind == "auto" and parts.when == "attacks"


def _plays(value: Any) -> bool:
    """Whether effect steps play a card (in an ``if`` or a ``may`` too)."""
    if isinstance(value, list):
        return any(_plays(v) for v in value)
    if isinstance(value, dict):
        plays = ("play", "play_from_hand", "play_this")
        return any(k in value for k in plays) or any(_plays(v) for v in value.values())
    return False


def _on_this_card(value: Any) -> bool:
    """Whether effect steps act on this card: ``self``, or a power change or
    keyword given without a target (this card's own)."""
    if isinstance(value, list):
        return any(_on_this_card(v) for v in value)
    if isinstance(value, dict):
        if "self" in value or "grant" in value or "awaken" in value:
            return True
        if "gets" in value and not (isinstance(value["gets"], dict) and "target" in value["gets"]):
            return True
        return any(_on_this_card(v) for v in value.values())
    return bool(value == "self")


#: the triggers at the end of the battle a card comboed in (DBS 7-4-1-8-1)
_COMBO_ENDS = ("combo_battle_end", "combo_battle_end_hand")


class DbscgCompiler(GameCompiler):
    game = "dbscg"
    triggers = TRIGGERS
    costs = COSTS
    conditions = CONDITIONS
    effects = EFFECTS

    def __init__(self) -> None:
        super().__init__()
        #: the conditions the line being read prints before its colon (:meth:`head`)
        self._before_colon: Steps = []
        #: the line being read is a [Wish] (DBS 10-28): "flip this card over" is the Wish's flip
        self._wish = False

    def lines(self, text: str) -> list[Line]:
        """The ability lines, with ≪X≫ read as 《X》 (a special trait, DBS 2-6-4)."""
        return [replace(ln, text=ln.text.translate(TRAIT_MARKS)) for ln in super().lines(text)]

    def keyword_line(self, line: Line, card: Table) -> Result | None:
        """A line of keyword skills: the keywords the schema lists, and the
        keyword skills that are card fields (DBS 10-5, 10-13, 10-15, 10-24, 10-25)."""
        text = line.text.strip()
        trait = ALL_AREAS.fullmatch(text)
        if trait is not None:
            return trait_in_all_areas(line, card, trait.group("t").strip())
        if ANY_COPIES.fullmatch(text) and not line.back:
            return Result(line, values=(("any_copies", True),))  # DBS 5-1-3-2: a deck-construction skill
        field = "back_keywords" if line.back else "keywords"
        known = vocabulary(self.game).keywords.get(field, ())
        keys: list[str] = []
        values: list[tuple[str, Any]] = []
        while text:
            m = FIELD_SKILL.match(text)
            if m is not None:
                if line.back:
                    return None  # the fields are the front's
                if m.group("rc") and len(set(REALM_COST.findall(str(card.get("text", ""))))) > 1:
                    return None  # [Over Realm] and [Dark Over Realm] of different costs: one field holds one
                values.extend(field_values(m))
                text = text[m.end() :].strip()
                continue
            m = KEYWORD.match(text)
            if m is None:
                return None
            key = re.sub(r"[ -]+", "_", m.group("k").strip().lower())
            key = KEYWORD_NAMES.get(key, key)
            if key not in known:
                return None
            keys.append(key)
            text = text[m.end() :].strip()
        if not keys and not values:
            return None
        return Result(line, keywords=tuple(keys), field=field, values=tuple(values))

    def finish(self, parts: Parts, card: Table) -> Parts | str:
        done = self._finish(parts, card)
        if isinstance(done, Parts):
            done.effect = spelled(done.effect)
            done.condition = spelled(done.condition)
            done.cost = spelled(done.cost)
        return done

    def _finish(self, parts: Parts, card: Table) -> Parts | str:
        if (
            card.get("type") == "extra"
            and parts.kind == "act"
            and "[field]" in str(card.get("text", "")).lower()
            and {"field": True} not in parts.effect
        ):
            return "an [Activate] skill of a [Field] card, used in the Battle Area (DBS 10-3-1): not an Extra Card's"
        if self._wish:
            if not parts.effect or parts.effect[-1] != {"awaken": True} or "awaken" in str(parts.effect[:-1]):
                return "a [Wish] that does not end flipping this card over"
            parts.effect = [*parts.effect[:-1], {"wish": True}]  # DBS 10-28-3
        effect = _this_it(parts.effect)
        if effect is None:
            return '"it" after a step that names another card'
        parts.effect = effect
        leader = [step for step in parts.condition if set(step) & _AT_RESOLUTION]
        before_colon = [step for step in leader if any(step is s for s in self._before_colon)]
        if parts.kind == "act" and before_colon == leader and not any("attacking" in step for step in leader):
            # an [Activate] skill's condition printed before its colon (DBS 8-4-1): read as it is
            # activated; one printed in its effect ("If your Leader Card is X, ...") is the effect's
            leader = []
        elif parts.kind == "cont" and not self.hand:
            leader = []  # a [Permanent] skill's conditions are read while it is in force (DBS 8-1-4)
        if leader:
            # "If your Leader Card is ...": checked as the skill resolves, so only for an [Auto]
            # skill that costs nothing and has no [Once per turn] (its use would be spent)
            parts.condition = [step for step in parts.condition if not set(step) & _AT_RESOLUTION]
            if self.hand and any("attacking" in step for step in leader):
                return "the card attacked is read with an effect the compiler read"
            if self.hand:  # by hand, the players read the condition with the effect
                words = " ".join(str(step["manual"]) for step in parts.effect if "manual" in step)
                said = " and ".join(_condition_words(step) for step in leader)
                parts.effect = [{"manual": f"if {said}, {words}"}]
            elif parts.kind != "auto" or parts.cost or parts.once_per_turn:
                return "a condition on the Leader Card of a skill that costs or is limited"
            else:
                parts.effect = [{"if": {"condition": leader, "then": list(parts.effect)}}]
        if any("play_self" in step for step in parts.effect) and (
            "counter" not in parts.params or parts.cost or parts.once_per_turn  # the counter pays no skill cost
        ):
            return "this card played by a skill other than its own [Counter]"
        if _may_takes_several(parts.effect):
            return '"you may choose N cards ... If you do": fewer may be chosen (DBS 8-5-3-3)'
        if "opponent_turn" in str(parts.effect) and not _in_own_turn(parts):
            return "'until the end of your opponent's next turn' of a skill that may resolve in their turn"
        if any(set(step) & {"drop_self", "ko_self", "bottom_self"} for step in parts.cost) and _on_this_card(
            parts.effect
        ):
            return "an effect on this card after it was placed in the Drop Area as the cost"
        # DBS 10-10-3-1: a skill that plays a card is one [Counter: Play] answers
        if _plays(parts.effect):
            parts.params["mentions"] = ["play"]
        # and a skill played by hand is answered as its words say
        words = " ".join(str(step["manual"]) for step in parts.effect if "manual" in step)
        mentions = [w for w in ("play", "attack") if re.search(rf"\b{w}(?:s|ed|ing)?\b", words, re.IGNORECASE)]
        if mentions:
            parts.params["mentions"] = mentions
        if any("reduce_cost" in step for step in parts.effect):
            if parts.kind != "cont" or len(parts.effect) != 1:
                return "a cost reduction with other steps"
            parts.zones = ["hand"]  # "this card in your hand": the skill works there
        if any("play_this" in step for step in parts.effect) and parts.when not in _COMBO_ENDS:
            return '"play this card" outside the end of the battle it comboed in'
        if parts.when in ("combo", "combo_hand"):
            parts.zones = ["combo"]  # the skill works as the card is in the Combo Area
        elif "combo_power" in str(parts.effect):
            return "combo power of this card outside a skill of its combo"
        if parts.when in _COMBO_ENDS:
            parts.zones = ["drop"]  # DBS 7-4-1-8-1: the combo card is in the Drop Area by then
        return parts

    def hand_steps(self, text: str) -> Steps | None:
        # a cost or a condition is printed before " : ": one left in the words was not read
        if re.search(r"\s:\s", text):
            return None
        return super().hand_steps(text)

    def head(self, line: Line, card: Table) -> tuple[Parts, str] | None:
        ctype = card.get("type", "battle")
        text = line.text
        self._before_colon = []
        self._wish = False
        if ctype == "extra" and re.fullmatch(r"\[Field\]", text.strip(), re.IGNORECASE):
            return Parts("act", ["hand"], params={"timing": "main"}), "place this card in the battle area"
        m = WISH.match(text)
        if m and ctype == "leader":
            self._wish = True
            parts = Parts("act", ["leader"], condition=[{"dragon_balls_in_drop": int(m.group("n"))}])
            if line.back:
                parts.params["side"] = "back"
            return parts, m.group("rest")
        m = AWAKEN.match(text)
        if m and ctype == "leader":
            parts = Parts("act", ["leader"], condition=[{"life_at_most": int(m.group("n"))}])
            return parts, m.group("rest")
        m = HEAD.match(text)
        if m is None:
            return None
        key = re.sub(r"[: ]", "", m.group("m").lower())
        kind, params = _MARKS[key]
        if kind == "act":
            # DBS 10-10-2: a [Counter] is activated from the hand
            zones = ["hand"] if ctype == "extra" or "counter" in params else [ctype]
        else:
            # an Extra Card stays in play only as a [Field] (DBS 10-3-1): its other skills work in the Battle Area
            field = ctype == "extra" and "[field]" in str(card.get("text", "")).lower()
            zones = ["battle"] if field else [] if ctype == "extra" else [ctype]
        parts = Parts(kind, zones, params=dict(params))
        if line.back:
            parts.params["side"] = "back"
        rest = text[m.end() :]
        once = re.match(r"\[Once per turn\]\s*", rest, re.IGNORECASE)
        if once:
            parts.once_per_turn = True
            rest = rest[once.end() :]
        # a cost or condition before " : "
        colon = head_colon(rest)
        if colon >= 0:
            before, after = rest[:colon], rest[colon + 1 :]
            before = before.strip()
            tag = TAG_FIRST.match(before)
            if tag is not None and tag.group("rest"):
                # "[Burst 2] Switch this card to Rest Mode :" — a [Burst] cost or a [Sparking] condition, then the rest
                word = "burst" if tag.group("k").lower() == "burst" else "sparking"
                (parts.cost if word == "burst" else parts.condition).append({word: int(tag.group("n"))})
                before = tag.group("rest")
            if before:
                ctx = self.ctx(parts, card)
                cost = compose(COSTS, before, ctx)
                condition = read(CONDITIONS, before, ctx) if cost is None else None
                if cost is not None:
                    parts.cost.extend(cost)
                elif condition is not None:
                    parts.condition.extend(condition)
                    self._before_colon = list(condition)
                else:
                    return parts, rest  # not a cost: the colon is the text's own
            rest = after
        return parts, rest
