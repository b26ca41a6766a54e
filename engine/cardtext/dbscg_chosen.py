"""Dragon Ball Super Card Game card text: the chosen cards named in other
words — "choose X and that card / the chosen card gets ...", "they each
gain ...", cards "in your Leader Area or Battle Area", "your Battle Cards
with 《X》" — read as the compiler's own wording of them; and the cards an
opponent chooses of their own and sends to the Warp. Part of the rules of
:mod:`engine.cardtext.dbscg_effects` (``effects``: the compiler's whole list)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from engine.cardtext.core import Ctx, Rule, Steps, compose, rule
from engine.cardtext.dbscg_nouns import selector_of

Effects = Callable[[], Sequence[Rule]]

#: the chosen cards named again after "choose X and": what the compiler reads there
_PRONOUN = {
    "that card": "it",
    "the chosen card": "it",
    "those cards": "they",
    "the chosen cards": "they",
    "they each": "they",
}


def _pronoun(effects: Effects) -> Callable[[re.Match[str], Ctx], Steps | None]:
    def build(m: re.Match[str], ctx: Ctx) -> Steps | None:
        """ "Choose X and that card gets +5000 power", "... and they each gain +5000 power":
        the chosen cards, as "choose X and it gets / they gain" (each chosen card gets it)."""
        said = _PRONOUN[re.sub(r"\s+", " ", m.group("p").lower())]
        return compose(effects(), f"choose {m.group('sel')}{m.group('j')} {said} {m.group('rest')}", ctx)

    return build


def _leader_or_battle(effects: Effects) -> Callable[[re.Match[str], Ctx], Steps | None]:
    def build(m: re.Match[str], ctx: Ctx) -> Steps | None:
        """ "Choose up to 1 《X》 card in your Leader Area or Battle Area and it gets ...": one of
        your cards of those two areas, as "up to 1 of your 《X》 cards" reads them."""
        what = m.group("what")
        if re.search(r"\b(?:your|their|opponent'?s?)\b", what, re.IGNORECASE):
            return None
        sel = selector_of(f"{m.group('q')} of your {what} cards")
        if sel is None or sel.get("zone") != ["leader", "battle"] or "owner" in sel:
            return None
        return compose(effects(), f"choose {m.group('q')} of your {what} cards{m.group('rest')}", ctx)

    return build


def _with_trait(effects: Effects) -> Callable[[re.Match[str], Ctx], Steps | None]:
    def build(m: re.Match[str], ctx: Ctx) -> Steps | None:
        """ "Choose up to 2 of your Battle Cards with 《X》": your 《X》 Battle Cards (a special
        trait the card has, DBS 2-3)."""
        return compose(effects(), f"choose {m.group('q')} of your {m.group('t')} battle cards{m.group('rest')}", ctx)

    return build


def _opponent_warps(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Your opponent chooses 1 of their Battle Cards (with an energy cost of 1) and sends it to its
    owner's Warp": the opponent chooses among their own Battle Cards (DBS 8-5-3, 11-4-1)."""
    sel = selector_of(f"{m.group('n')} of your opponent's battle cards{m.group('with') or ''}")
    if sel is None or sel.get("zone") != "battle" or sel.get("owner") != "opponent" or "count" not in sel:
        return None
    return [{"warp": {**sel, "chosen_by": "opponent"}}]


def chosen_rules(effects: Effects) -> list[Rule]:
    """The rules of this module; ``effects`` gives the compiler's whole list."""
    return [
        rule(
            r"choose (?P<sel>[^.;]+?)(?P<j>,? and|,) (?P<p>that card|the chosen card|those cards|the chosen cards|"
            r"they each) (?P<rest>(?:gets?|gains?|loses?|can'?t|cannot) [^.;]+)",
            _pronoun(effects),
        ),
        rule(
            r"choose (?P<q>up to \d+|\d+) (?:of your )?(?P<what>[^.;,]+?) cards? in your leader area or battle area"
            r"(?P<rest>,? and (?:it|they) [^.;]+)",
            _leader_or_battle(effects),
        ),
        rule(
            r"choose (?P<q>up to \d+|\d+) of your battle cards with (?P<t>《[^》]+》)(?P<rest>(?:,? and|,) (?:it|they) [^.;]+)",
            _with_trait(effects),
        ),
        rule(
            r"your opponent chooses (?P<n>1) of their battle cards(?P<with> with an energy cost of \d+(?: or less)?)? "
            r"and sends it to its owner'?s warp",
            _opponent_warps,
        ),
    ]
