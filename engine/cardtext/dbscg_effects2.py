"""Dragon Ball Super Card Game card text: more [Permanent] wordings whose
condition is printed as "When <state>, <effect>" (a state, read while the
skill is in force, DBS 8-1-4). Registered with the effect rules of
:mod:`engine.cardtext.dbscg_effects` (``effects``, a getter: the rules are
part of the compiler's list)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from engine.cardtext.core import Ctx, Rule, Steps, compose, read, rule
from engine.cardtext.dbscg_clauses import CONDITIONS
from engine.cardtext.dbscg_nouns import selector_of

Effects = Callable[[], Sequence[Rule]]

#: a [Permanent] skill's condition printed after or around its effect (lifted by ``lift_sole_if``)
COND_AFTER = "_cond_after"

#: conditions that hold of a moment, not of a state: "when" would be a trigger for them
_MOMENT = re.compile(
    r"\b(?:played|placed|attack|attacks|attacked|KO|KO'd|KO-ed|sent|added|activates?|uses?|using)\b", re.I
)


def _when_state(effects: Effects) -> Callable[[re.Match[str], Ctx], Steps | None]:
    def build(m: re.Match[str], ctx: Ctx) -> Steps | None:
        """[Permanent] "When you have 7 or more energy, this card gains [Dual Attack]": a [Permanent]
        skill has no trigger (DBS 8-1-4: it has its effect while it is active), so "when <state>" is
        its condition, read as "if <state>" is (as "when your life is at N or less" is read)."""
        if ctx.kind != "cont" or _MOMENT.search(m.group("c")):
            return None
        cond = read(CONDITIONS, "if " + m.group("c"), ctx)
        then = compose(effects(), m.group("e"), ctx)
        return [{COND_AFTER: {"condition": cond, "then": then}}] if cond and then else None

    return build


def _to_owners_drop(effects: Effects) -> Callable[[re.Match[str], Ctx], Steps | None]:
    def build(m: re.Match[str], ctx: Ctx) -> Steps | None:
        """ "Choose ... and place them in their owners' Drop Areas / in the Drop Area": each card to its
        owner's Drop Area (DBS 3-1-7: an area not said is its owner's), read as "their owner's Drop Area"."""
        said = "its" if m.group("p").lower() == "it" else "their"
        return compose(
            effects(), f"choose {m.group('sel')}{m.group('j')} place {m.group('p')} in {said} owner's drop area", ctx
        )

    return build


def _switch_all(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Switch all 《X》 in your Battle Area to Active Mode": every one of your cards the selector names
    (none chosen: your own cards, so no [Barrier] question, DBS 10-16-1) switched (DBS 4-8)."""
    sel = selector_of(m.group("sel"))
    if sel is None or sel.get("count") != "all" or "owner" in sel or ctx.kind == "cont":
        return None
    return [{"stand" if m.group("m").lower() == "active" else "rest": sel}]


#: what is done to both groups of "choose A and B and <do> them": one card of each at a time reads the same
_BOTH = {"switch them to rest mode": "switch it to rest mode"}


def _two_groups(effects: Effects) -> Callable[[re.Match[str], Ctx], Steps | None]:
    def build(m: re.Match[str], ctx: Ctx) -> Steps | None:
        """ "Choose up to 1 of your opponent's Battle Cards and up to 1 of their energy and switch them to Rest
        Mode": each group chosen and done in turn (cards of two areas: neither choice changes the other)."""
        do = _BOTH[re.sub(r"\s+", " ", m.group("do").lower())]
        b = re.sub(r"^up to (\d+) of their ", r"up to \1 of your opponent's ", m.group("b"), flags=re.I)
        if (b.lower() == "energy") != m.group("a").lower().startswith("all"):
            return None  # "all of ... Battle Cards and energy" (all of each), else a number of each
        if b.lower() == "energy":
            b = "all of your opponent's energy"
        first = compose(effects(), f"choose {m.group('a')} and {do}", ctx)
        second = compose(effects(), f"choose {b} and {do}", ctx)
        if not first or not second or len(first) != 1 or len(second) != 1:
            return None
        zones = [next(iter(step.values())).get("zone") for step in (*first, *second)]
        if zones[0] == zones[1] or any(not isinstance(z, str) for z in zones):
            return None
        return [*first, *second]

    return build


#: "for the turn" / "for the duration of the turn" printed before or after what this card gets
_TURN = r"for (?:the duration of )?the turn"

#: what this card gets: "+5000 power", "[Double Strike]", in a list ("+5000 power, [A], and [B]")
_ITEM = r"(?:[+-]\d+ power|\[[^\]]+\])"
_ITEMS = _ITEM + r"(?:, " + _ITEM + r")*(?:,? and " + _ITEM + r")?"


def _turn_first(effects: Effects) -> Callable[[re.Match[str], Ctx], Steps | None]:
    def build(m: re.Match[str], ctx: Ctx) -> Steps | None:
        """ "For the duration of the turn(,) this card gains +5000 power and [Double Strike]": the duration
        printed first, read as printed after (one clause on this card, no other duration in it)."""
        return compose(effects(), f"{m.group('e')} for the duration of the turn", ctx)

    return build


def _power_and_keywords(effects: Effects) -> Callable[[re.Match[str], Ctx], Steps | None]:
    def build(m: re.Match[str], ctx: Ctx) -> Steps | None:
        """ "This card gets +10000 power, [Double Strike], and [Dual Attack] for the duration of the turn":
        the power and each keyword, all for that duration."""
        until = f" {m.group('until')}" if m.group("until") else ""
        steps = compose(effects(), f"this card gets {m.group('p')} power{until}", ctx)
        for key in re.findall(r"\[[^\]]+\]", m.group("ks")):
            more = compose(effects(), f"this card gains {key}{until}", ctx)
            if not steps or not more:
                return None
            steps = [*steps, *more]
        return steps

    return build


def effects2_rules(effects: Effects) -> list[Rule]:
    """The rules of this module; ``effects`` gives the compiler's whole list."""
    return [
        rule(r"when (?P<c>[^,.]+?), (?P<e>[^.]+)", _when_state(effects)),
        rule(
            r"choose (?P<sel>[^.;]+?)(?P<j>,| and|, and) place (?P<p>it|them) in (?:their owners'? drop areas|the drop area)",
            _to_owners_drop(effects),
        ),
        rule(
            r"choose (?P<a>(?:up to \d+|all) of your opponent'?s battle cards) and (?P<b>up to \d+ of their energy|"
            r"energy),? and (?P<do>switch them to rest mode)",
            _two_groups(effects),
        ),
        rule(
            r"for (?:the duration of )?the turn,? (?P<e>this card (?:gets|gains) " + _ITEMS + ")",
            _turn_first(effects),
        ),
        rule(
            r"this card (?:gets|gains) (?P<p>[+-]\d+) power, (?P<ks>\[[^\]]+\](?:, \[[^\]]+\])*,? and \[[^\]]+\])"
            r"(?: (?P<until>" + _TURN + r"))?",
            _power_and_keywords(effects),
        ),
        rule(r"switch (?P<sel>all (?:of your )?[^.,;]+?) to (?P<m>active|rest) mode", _switch_all),
    ]
