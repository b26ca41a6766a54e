"""The Dragon Ball Super Card Game nouns: card types, zones, stats,
colours and names as card text names them, and the selectors of a noun
phrase as the DBSCG compiler reads them (a place named first, a mode, the
colours of two-colour cards, [Dragon Ball] cards)."""

from __future__ import annotations

import re
from typing import Any

from engine.cardtext.core import Ctx, Table
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
        "energy": "energy",  # "1 red card in your energy" (DBS 8-5-5: the cards in the Energy Area)
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
        "dragon-ball": ("keyword", "dragon_ball"),  # "[Dragon Ball] card" (DBS 10-31), see sel
    },
)


HUES = r"(?:mono-)?(?:red|blue|green|yellow|black)"


#: a card named by its name, character or special trait: {X}, <X>, 《X》
ONE = r"\{[^}]+\}|<[^>]+>|《[^》]+》"


#: "a blue or yellow 《X》 card": a card of either color (DBS 2-4-1)
_OR_COLORS = re.compile(rf"\b(?P<a>{HUES}) or (?P<b>{HUES})\b", re.IGNORECASE)


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


#: "your opponent's Rest Mode Battle Cards": the mode said before the noun (DBS 4-8-1)
_MODE_FIRST = re.compile(
    r"\b(?P<mode>rest|active) mode (?P<noun>battle cards?)\b(?P<after>(?: with [^,]+?)?)$", re.IGNORECASE
)


#: the words saying whose cards a phrase names
_WHOSE = re.compile(r"\b(?:your|their|opponent'?s?|opponents')\b", re.IGNORECASE)

#: the second comparison of "with A and B" ("and 15000 power", "and an energy cost of 2 or less")
_AND_COMPARE = re.compile(
    r"(?:(?<=\d)|(?<=power)|(?<=less)|(?<=more)) and (?P<what>(?:an energy cost of \d+|\d+ power)(?: or (?:less|more))?)(?=$|\s)",
    re.IGNORECASE,
)

#: "... other than this card": not this card (after the noun)
_OTHER_THAN_THIS = re.compile(r",? other than this (?:card|one)\b", re.IGNORECASE)


#: "a (Red/Blue) multicolor card" (DBS 2-4-1: a card of two or more colors, or of both of those)
_MULTICOLOR = re.compile(
    r"\b(?:(?P<a>red|blue|green|yellow|black)/(?P<b>red|blue|green|yellow|black) )?multicolou?r(?:ed)? (?=\S)", re.I
)


_COLOR_TWICE = re.compile(
    r"\b(?P<c>red|blue|green|yellow|black) leader cards? or (?P=c) battle cards?\b", re.IGNORECASE
)


def selector_of(text: str, **kw: Any) -> Table | None:
    multi = _MULTICOLOR.search(text)
    if multi is not None:
        sel = selector_of(text[: multi.start()] + text[multi.end() :], **kw)
        if sel is None or "multicolor" in sel or "color" in sel or "mono" in sel:
            return None
        pair = multi.group("a") and f"{multi.group('a')}/{multi.group('b')}".lower()
        return {**sel, "multicolor": pair or "any"}
    other = _OTHER_THAN_THIS.search(text)
    if other is not None:
        sel = selector_of(text[: other.start()] + text[other.end() :], **kw)
        return None if sel is None or "other" in sel else {**sel, "other": True}
    text = re.sub(r"\bwith energy costs of\b", "with an energy cost of", text, flags=re.IGNORECASE)
    # "with an energy cost of 2 and 15000 power", "with 15000 power and an energy cost of 2": both comparisons
    # (a deck's cards are read by the deck module, engine.cardtext.dbscg_deck)
    if not re.search(r"\b(?:in|from) your deck$", text, re.IGNORECASE):
        text = _AND_COMPARE.sub(r" with \g<what>", text)
    text = _MODE_FIRST.sub(lambda m: f"{m.group('noun')} in {m.group('mode')} mode{m.group('after')}", text)
    text = _OPPONENT_NOUN.sub(lambda m: f"{m.group('q')} of your opponent's Battle Cards", text)
    text = _DRAGON_BALL.sub("dragon-ball ", text)
    # "your red Leader Cards or red Battle Cards": one color of both kinds
    text = _COLOR_TWICE.sub(lambda m: f"{m.group('c')} leader cards or battle card", text)
    place = _PLACE_FIRST.match(text)
    if place is not None:
        text = f"{place.group('a')} {place.group('b')} {place.group('place')}"
    sel = any_sel(text, **kw)
    if sel is not None and not _WHOSE.search(text) and sel.get("zone") in ("battle", "leader", ["leader", "battle"]):
        return None  # "all Battle Cards": both players' cards, not yours
    if sel is not None and sel.get("zone") in ("hand", "life") and sel.get("owner") == "opponent":
        # cards of the opponent's hand or life are chosen unseen (DBS 3-3-3, 3-9-2): the grammar's choice shows them
        return None
    return sel


def any_sel(text: str, **kw: Any) -> Table | None:
    text = _POWER_FIRST.sub(r"with \1 power or \2", text)
    mode = _MODE.search(text)
    if mode is not None:
        sel = selector_of(text[: mode.start()] + text[mode.end() :], **kw)
        if (
            sel is None
            or "rest_mode" in sel
            or sel.get("zone") not in ("battle", "leader", "energy", ["leader", "battle"])
        ):
            return None
        return {**sel, "rest_mode": 1 if mode.group("mode").lower() == "rest" else 0}
    return colors_sel(text, **kw)


def colors_sel(text: str, **kw: Any) -> Table | None:
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


def activated_extra(ctx: Ctx) -> bool:
    """An Extra Card with an [Activate] skill and no [Counter] or [Field] (activated only as such)."""
    text = str(ctx.card.get("text", "")).lower()
    return ctx.card.get("type") == "extra" and "[activate" in text and "[counter" not in text and "[field]" not in text
