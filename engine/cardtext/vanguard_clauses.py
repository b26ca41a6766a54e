"""Cardfight!! Vanguard clauses that many lines share: the triggers (this
unit placed, boosting, a drive check revealing a card, another unit placed
or retired, the rider), the conditions (your vanguard's clan or name,
counts of rear-guards, soul, hand and damage, the Nth battle) and the costs
(Counter Blast of a clan, retiring your rear-guards, a card of the clan
discarded), read as :mod:`engine.cardtext.vanguard` reads the rest of a
line."""

from __future__ import annotations

import re

from engine.cardtext.core import Ctx, Steps, Table, num, rule
from engine.cardtext.vanguard_words import CIRCLE, clan_word, cond, selector_of

_REVEALS = re.compile(
    r"an? (?:grade ?(?P<g>\d+)(?P<ge> or greater)? )?"
    r"(?:(?:card|unit) with (?:\"(?P<h1>[^\"]+)\"|'(?P<h2>[^']+)') in its card name|(?P<clan>\"[^\"]+\"|《[^》]+》|[A-Z][\w ]+?))",
    re.I,
)


def _drive_reveals(m: re.Match[str], ctx: Ctx) -> tuple[str, list[Table], list[str], Table] | None:
    """ "When this unit's / your vanguard's drive check reveals a (grade N (or
    greater)) <clan> / card with "X" in its card name" (VG 7.5.1.2): the
    trigger condition is about the revealed card (``params.reveals``); this
    unit's drive check is the vanguard's, "your vanguard's" an ability of a
    rear-guard; a clan only when it is the card's own."""
    r = _REVEALS.fullmatch(m.group("what").strip())
    if r is None:
        return None
    found: Table = {}
    if r.group("g"):
        found["grade_min" if r.group("ge") else "grade"] = int(r.group("g"))
    if r.group("clan"):
        clan = clan_word(r.group("clan"), ctx)
        if clan is None:
            return None
        found["clan"] = clan
    else:
        found["name_has"] = r.group("h1") or r.group("h2")
    return "drive_reveals", [], ["VC" if m.group("who").lower().startswith("this") else "RC"], {"reveals": found}


_ALLY = re.compile(
    r"(?:grade ?(?P<g>\d+)(?P<ge> or greater)? )?(?:(?:unit|card) named (?:\"(?P<n1>[^\"]+)\"|'(?P<n2>[^']+)')"
    r"|(?:unit|card) with (?:\"(?P<h1>[^\"]+)\"|'(?P<h2>[^']+)') in its card name"
    r"|(?P<clan>\"[^\"]+\"|《[^》]+》|[A-Z][\w ]+?))",
    re.I,
)


def _ally_placed(m: re.Match[str], ctx: Ctx) -> tuple[str, list[Table], list[str], Table] | None:
    """ "When another of your / your <unit> is placed on (RC) / (VC)": another
    unit of yours is placed (``params.placed``). "Your <unit>" is read only
    for an ability that does not work on that circle (it cannot be this
    unit); a clan only when it is the card's own."""
    zone = m.group("z").upper()
    if not m.group("another") and (not ctx.zones or zone in ctx.zones):
        return None
    r = _ALLY.fullmatch(m.group("what").strip())
    if r is None:
        return None
    found: Table = {"zone": zone}
    if r.group("g"):
        found["grade_min" if r.group("ge") else "grade"] = int(r.group("g"))
    if r.group("clan"):
        clan = clan_word(r.group("clan"), ctx)
        if clan is None:
            return None
        found["clan"] = clan
    elif r.group("n1") or r.group("n2"):
        found["name"] = r.group("n1") or r.group("n2")
    else:
        found["name_has"] = r.group("h1") or r.group("h2")
    return "ally_placed", [], [], {"placed": found}


def _ally_retired(m: re.Match[str], ctx: Ctx) -> tuple[str, list[Table], list[str], Table] | None:
    """ "When another of your <clan> rear-guards is put into the drop zone";
    "one of your ..." only for an ability that does not work on (RC) (it
    could be this unit, whose ability leaves the field with it)."""
    if not m.group("another") and (not ctx.zones or "RC" in ctx.zones):
        return None
    clan = clan_word(m.group("clan"), ctx)
    return ("ally_retired", [], [], {"retired": {"clan": clan}}) if clan else None


def _discard_clan(m: re.Match[str], ctx: Ctx) -> Steps | None:
    clan = clan_word(m.group("clan"), ctx)
    if clan is None:
        return None
    cost: Table = {"count": 1, "clan": clan}
    if m.group("g"):
        cost["grade"] = int(m.group("g"))
    return [{"discard_card": cost}]


def _placed(m: re.Match[str], ctx: Ctx) -> tuple[str, list[Table], list[str]] | None:
    circles = [CIRCLE[c.lower()] for c in re.findall(r"\((VC|RC|GC)\)", m.group(0), re.I)]
    return "placed", [], circles


def _placed_from(m: re.Match[str], ctx: Ctx) -> tuple[str, list[Table], list[str], Table] | None:
    """ "When this unit is placed on (RC) from your deck / soul / drop zone":
    the zone it came from (``params.placed_from``, VG 10.1.4)."""
    src = {"drop zone": "drop"}.get(m.group("src").lower(), m.group("src").lower())
    return "placed", [], [m.group("z").upper()], {"placed_from": src}


def _boost_hits(m: re.Match[str], ctx: Ctx) -> tuple[str, list[Table]] | None:
    """An attack hits (a vanguard) in a battle this unit boosted (a unit of its clan)."""
    cond: list[Table] = [{"attacking_vanguard": True}] if m.group("v") else []
    if m.group("clan"):
        clan = clan_word(m.group("clan"), ctx)
        if clan is None:
            return None
        if m.group("cv"):
            return None  # "boosted a <clan> vanguard": not read
        cond.append({"boosted_clan": clan})
    if m.group("lb"):
        cond.append({"boosted_limit_break": int(m.group("lb"))})
    return "boost_hits", cond


_BOOSTS_NAME = re.compile(
    r"an? (?:unit|card) (?:named (?:\"(?P<n1>[^\"]+)\"|'(?P<n2>[^']+)')"
    r"|with (?:\"(?P<h1>[^\"]+)\"|'(?P<h2>[^']+)') in its card name)",
    re.I,
)
_BOOSTS_CLAN = re.compile(
    r"an? (?P<clan>\"[^\"]+\"|《[^》]+》|<[^>]+>|[A-Z][\w ]+?)(?P<v> vanguard)?"
    r"(?: (?:that has|with) limit break (?P<lb>\d+))?|a (?P<only> vanguard)",
    re.I,
)


def _boosts(what: str, ctx: Ctx) -> tuple[str, list[Table], list[str], Table] | None:
    """ "When this unit boosts a unit named X / with "X" in its card name /
    a <clan> (vanguard) / a vanguard": the trigger condition is about the
    boosted unit (``params.boosts``); a clan only when it is the card's own."""
    found: Table = {}
    m = _BOOSTS_NAME.fullmatch(what.strip())
    if m:
        if m.group("n1") or m.group("n2"):
            found["name"] = m.group("n1") or m.group("n2")
        else:
            found["name_has"] = m.group("h1") or m.group("h2")
    else:
        m = _BOOSTS_CLAN.fullmatch(what.strip())
        if m is None:
            return None
        if m.group("clan"):
            clan = clan_word(m.group("clan"), ctx)
            if clan is None:
                return None
            found["clan"] = clan
        if m.group("v") or m.group("only"):
            found["vanguard"] = True
        if m.group("lb"):
            found["limit_break"] = int(m.group("lb"))
    return "boosts", [], [], {"boosts": found}


def _boosted_by(m: re.Match[str], ctx: Ctx) -> tuple[str, list[Table]] | None:
    """This unit is boosted by a unit of its clan (VG 7.3.1.5.1)."""
    clan = clan_word(m.group("clan"), ctx)
    return None if clan is None else ("boosted", [{"booster_clan": clan}])


TRIGGERS = [
    rule(
        r"when this (?:unit|card) is placed on \((?P<z>RC|VC)\) from (?:your|the) (?P<src>deck|soul|drop zone)",
        _placed_from,
    ),
    rule(
        r"when this (?:unit|card)? ?is placed on (?:\((?:VC|RC|GC)\)|the \w+ circle)(?: or \((?:VC|RC)\))?(?: from (?:your )?hand)?",
        _placed,
    ),
    rule(r"when this unit attacks", lambda m, c: "attacks"),
    rule(r"when this unit attacks a vanguard", lambda m, c: ("attacks", [{"attacking_vanguard": True}])),
    rule(r"when this unit'?s? attack hits", lambda m, c: "hits"),
    rule(r"when this unit'?s? attack hits a vanguard", lambda m, c: ("hits", [{"attacking_vanguard": True}])),
    rule(r"when this unit boosts", lambda m, c: "boosts"),
    rule(
        r"when an attack hits (?P<v>a vanguard )?during the battle (?:that|in which) this unit boosted"
        r"(?: an? (?P<clan>\"[^\"]+\"|《[^》]+》|[A-Z][\w ]+?)(?P<cv> vanguard)?"
        r"(?: (?:that has|with) limit break (?P<lb>\d+))?)?",
        _boost_hits,
    ),
    rule(r"when this unit boosts (?P<what>.+)", lambda m, c: _boosts(m.group("what"), c)),
    rule(
        r"when (?:(?P<another>another of your)|your|one of your) (?P<what>.+?) is placed on \((?P<z>VC|RC)\)",
        _ally_placed,
    ),
    rule(r"when (?P<who>this unit'?s?|your vanguard'?s?) ?drive check reveals (?P<what>.+)", _drive_reveals),
    rule(r"when this unit is boosted", lambda m, c: "boosted"),
    rule(
        r"when this unit is boosted by an? (?P<clan>\"[^\"]+\"|《[^》]+》|[A-Z][\w ]+?)", lambda m, c: _boosted_by(m, c)
    ),
    rule(r"when this unit is attacked", lambda m, c: "attacked"),
    rule(r"at the (?:beginning|start) of your main phase", lambda m, c: "main_start"),
    # VG 7.3.1.2: the beginning of the attack step stands by the units of both players: "your" is a condition
    rule(r"at the (?:beginning|start) of your attack step", lambda m, c: ("attack_step", [{"my_turn": True}])),
    rule(r"at the (?:beginning|start) of your ride phase", lambda m, c: "ride_start"),
    rule(r"at the end of your turn", lambda m, c: "turn_end"),
    rule(r"when (?:a|another) (?:unit|card) rides this unit", lambda m, c: ("ridden", [], ["VC"])),
    rule(
        r"when (?:a|another) (?:unit|card) named (?:\"(?P<a>[^\"]+)\"|'(?P<b>[^']+)') rides this unit",
        lambda m, c: ("ridden", [], ["VC"], {"rider_name": m.group("a") or m.group("b")}),
    ),
    rule(
        r"when (?:an?|another) (?P<clan>\"[^\"]+\"|《[^》]+》|[A-Z][\w ]+?) rides this unit",
        lambda m, c: ("ridden", [], ["VC"], {"rider_clan": clan}) if (clan := clan_word(m.group("clan"), c)) else None,
    ),
    rule(r"when this unit intercepts", lambda m, c: ("intercepts", [], ["GC"])),
    rule(
        r"when this (?:unit|card) is returned to your hand from \((?P<z>RC|GC)\)",
        lambda m, c: ("to_hand", [], [m.group("z").upper()]),
    ),
    rule(r"when this unit leaves the field", lambda m, c: "leaves_field"),
    rule(
        r"when (?:(?P<another>another)|one) of your (?P<clan>\"[^\"]+\"|《[^》]+》|[A-Z][\w ]+?) rear-?guards? is put "
        r"into the drop zone",
        _ally_retired,
    ),
    rule(
        r"when (?:an|your) opponent'?s rear-?guard is put into the drop zone",
        lambda m, c: "opponent_retired",
    ),
    rule(
        r"when this (?:unit|card) is put into (?:the|your) drop zone from \((?P<z>RC|GC)\)",
        lambda m, c: ("to_drop", [], [m.group("z").upper()]),
    ),
]


def _if_clan(m: re.Match[str], ctx: Ctx) -> Steps | None:
    clan = clan_word(m.group("clan"), ctx)
    return [{"vanguard_clan": clan}] if clan else None


def _rear_guard_count(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "If the number of (other) <clan> rear-guards you have is N or more",
    "... rear-guards you have with "X" in its card name ...": "other" is read
    only for an ability of the vanguard circle, where this unit is no rear-guard."""
    if m.group("other") and tuple(ctx.zones) != ("VC",):
        return None
    count: Table = {"count": num(m.group("n"))}
    if m.group("clan"):
        clan = clan_word(m.group("clan"), ctx)
        if clan is None:
            return None
        count["clan"] = clan
    if m.group("has"):
        count["name_has"] = m.group("has").strip("'\"")
    return [{"rear_guards_at_least": count}]


_CLAN = r"(?P<clan>\"[^\"]+\"|《[^》]+》|[A-Z][\w ]+?)"
_HAS = r"with (?P<has>\"[^\"]+\"|'[^']+') in (?:its|their) card names?"


#: the conditions an ``if`` step checks (not read in a line played by hand: the players read them)
IF_CONDITIONS = [
    cond(r"if you have an? (?P<clan>\"[^\"]+\"|'[^']+'|《[^》]+》|[A-Z][\w ]+?) ?vanguard", _if_clan),
    cond(
        r"if you have a vanguard with (?:\"(?P<a>[^\"]+)\"|'(?P<b>[^']+)') in its card name",
        lambda m, c: [{"vanguard_name_has": m.group("a") or m.group("b")}],
    ),
    cond(
        r"if you have a card named (?:\"(?P<a>[^\"]+)\"|'(?P<b>[^']+)') in your soul",
        lambda m, c: [{"soul_has_name": m.group("a") or m.group("b")}],
    ),
    cond(
        r"if the number of rear-?guards you have is (?:more|greater) than your opponent'?s",
        lambda m, c: [{"more_rear_guards": True}],
    ),
    cond(
        r"if the number of rear-?guards your opponent has is (?P<n>{N}) or (?:less|fewer)",
        lambda m, c: [{"opponent_rear_guards_at_most": num(m.group("n"))}],
    ),
    cond(
        r"if you have an? " + _CLAN + r" vanguard or rear-?guard (?:that has|with) limit break (?P<n>\d+)",
        lambda m, c: (
            [{"limit_break_unit": {"clan": clan, "limit_break": int(m.group("n"))}}]
            if (clan := clan_word(m.group("clan"), c))
            else None
        ),
    ),
    cond(
        r"if the number of " + _CLAN + r" (?:cards )?in your soul is (?P<n>{N}) or (?:more|greater)",
        lambda m, c: (
            [{"soul_count_at_least": {"clan": clan, "count": num(m.group("n"))}}]
            if (clan := clan_word(m.group("clan"), c))
            else None
        ),
    ),
    cond(
        r"if the number of (?P<other>other )?(?:" + _CLAN + r" )?rear-?guards you have(?: " + _HAS + r")? is "
        r"(?P<n>{N}) or (?:more|greater)",
        _rear_guard_count,
    ),
    cond(
        r"if you have (?P<n>{N}) or more (?P<other>other )?(?:" + _CLAN + r" )?rear-?guards(?: " + _HAS + r")?",
        _rear_guard_count,
    ),
    cond(
        r"if the number of cards in your hand is (?P<how>greater|more|less|fewer) than your opponent'?s",
        lambda m, c: [{"hand_compared": "more" if m.group("how").lower() in ("greater", "more") else "fewer"}],
    ),
    cond(
        r"if the number of rear-?guards you have is (?:less|fewer) than your opponent'?s",
        lambda m, c: [{"fewer_rear_guards": True}],
    ),
    cond(
        r"if the number of cards in your damage zone is (?:more than or equal to|greater than or equal to|equal to or "
        r"(?:more|greater) than) your opponent'?s",
        lambda m, c: [{"damage_not_fewer": True}],
    ),
]

_ORDINAL = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}

CONDITIONS = [
    # VG 7.3.1.5.1 / VG 10.2.5: the unit this unit boosts has a Limit Break ability
    rule(
        r"if the boosted unit (?:has|have) limit break (?P<n>\d+)",
        lambda m, c: [{"boosted_limit_break": int(m.group("n"))}] if c.kind == "auto" else None,
    ),
    rule(r"during your turn", lambda m, c: [{"my_turn": True}]),
    # VG 2.2.2: a unit of another clan than this unit's
    cond(
        r"if you have an? non-(?P<clan>\"[^\"]+\"|《[^》]+》|[A-Z][\w ]+?) vanguard or rear-?guard",
        lambda m, c: [{"unit_not_of_clan": clan}] if (clan := clan_word(m.group("clan"), c)) else None,
    ),
    rule(r"during your opponent'?s turn", lambda m, c: [{"opponent_turn": True}]),
    cond(
        r"if it is the (?P<n>first|second|third|fourth|fifth|sixth) battle of (?:that|this) turn(?P<more> or (?:more|later))?",
        lambda m, c: [{"battle_at_least" if m.group("more") else "battle_number": _ORDINAL[m.group("n").lower()]}],
    ),
    cond(
        r"if the number of battles (?:during|in|of) (?:this|that) turn is (?P<n>{N}) or more",
        lambda m, c: [{"battle_at_least": num(m.group("n"))}],
    ),
    rule(
        r"during your (?P<ph>main|battle|end) phase", lambda m, c: [{"my_turn": True}, {"phase": m.group("ph").lower()}]
    ),
    rule(r"limit break (?P<n>\d+)", lambda m, c: [{"limit_break": int(m.group("n"))}]),
    cond(r"if you have (?P<n>{N}) or more damage", lambda m, c: [{"damage_at_least": num(m.group("n"))}]),
    cond(
        r"if the number of cards in your damage zone is (?P<n>{N}) or (?:more|greater)",
        lambda m, c: [{"damage_at_least": num(m.group("n"))}],
    ),
    cond(r"if you have (?P<n>{N}) or more cards in your soul", lambda m, c: [{"soul_at_least": num(m.group("n"))}]),
    cond(r"if you do not have any cards in your soul", lambda m, c: [{"soul_at_most": 0}]),
    cond(
        r"if this unit'?s? \[?power\]? is (?P<n>\d+) or (?:greater|more)",
        lambda m, c: [{"self_power_at_least": int(m.group("n"))}] if c.kind != "cont" else None,
    ),
    cond(
        r"if the number of cards in your soul is (?P<n>{N}) or (?:less|fewer)",
        lambda m, c: [{"soul_at_most": num(m.group("n"))}],
    ),
    cond(
        r"if the number of cards in your soul is (?P<n>{N}) or (?:more|greater)",
        lambda m, c: [{"soul_at_least": num(m.group("n"))}],
    ),
    cond(r"if you have (?P<n>{N}) or more cards in your hand", lambda m, c: [{"min_hand": num(m.group("n"))}]),
    cond(
        r"if the number of cards in your hand is (?P<n>{N}) or (?:more|greater)",
        lambda m, c: [{"min_hand": num(m.group("n"))}],
    ),
    cond(
        r"if the number of cards in your opponent'?s damage zone is (?P<n>{N}) or (?:more|greater)",
        lambda m, c: [{"opponent_damage_at_least": num(m.group("n"))}],
    ),
    cond(
        r"if your opponent has (?P<n>{N}) or more damage",
        lambda m, c: [{"opponent_damage_at_least": num(m.group("n"))}],
    ),
    cond(
        r"if your vanguard is grade (?P<n>\d+) or (?:greater|higher)",
        lambda m, c: [{"vanguard_grade_at_least": int(m.group("n"))}],
    ),
]


def _counter_blast_of(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Counter Blast (N) - cards with "X" in its card name" / "- <clan>"
    (a clan only when it is the card's own)."""
    cost: Table = {"count": int(m.group("n"))}
    if m.group("has"):
        cost["name_has"] = m.group("has")
    else:
        clan = clan_word(m.group("clan"), ctx)
        if clan is None:
            return None
        cost["clan"] = clan
    return [{"counter_blast_of": cost}]


def _retire_cost(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Choose two of your <clan> rear-guards, and retire them" as a cost
    ("another of your ...": not this unit)."""
    sel = selector_of(m.group("sel"), ctx)
    if sel is None or sel.get("zone") != "RC" or "owner" in sel or "count" not in sel or sel["count"] == "all":
        return None
    keys = {"clan": "clan", "name_has": "name_has", "grade_at_least": "grade_min"}
    if not set(sel) <= {"zone", "count", "other", *keys}:
        return None
    cost: Table = {"count": sel["count"], **{keys[k]: v for k, v in sel.items() if k in keys}}
    if sel.get("other"):
        cost["other"] = True
    return [{"retire_rearguards": cost}]


COSTS = [
    rule(r"counter ?blast ?\(?(?P<n>\d+)\)?", lambda m, c: [{"counter_blast": int(m.group("n"))}]),
    rule(
        r"counter ?blast ?\((?P<n>\d+)\) ?- ?(?:cards? with [\"'](?P<has>[^\"']+)[\"'] in (?:its|their) card names?"
        r"|(?P<clan>\"[^\"]+\"|《[^》]+》|[A-Z][\w ]+?))",
        _counter_blast_of,
    ),
    rule(r"soul ?blast ?\(?(?P<n>\d+)\)?", lambda m, c: [{"soul_blast": int(m.group("n"))}]),
    rule(r"soul ?charge ?\(?(?P<n>\d+)\)?", lambda m, c: [{"soul_charge": int(m.group("n"))}]),
    rule(
        r"(?:choose (?:a|one|1) card from your hand,? and discard it|discard (?:a|one|1) card from your hand)",
        lambda m, c: [{"discard": 1}],
    ),
    rule(r"put this (?:unit|card) into (?:your|the) soul", lambda m, c: [{"soul_self": True}]),
    rule(
        r"choose (?:a|an|one|1) (?:grade (?P<g>\d) )?(?P<clan>\"[^\"]+\"|《[^》]+》|[A-Z][\w ]+?) from your hand,? and discard it",
        _discard_clan,
    ),
    rule(
        r"reveal (?:a|one|1) grade (?P<g>\d+) card from your hand",
        lambda m, c: [{"reveal": {"grade": int(m.group("g")), "count": 1}}],
    ),
    rule(r"rest this unit|\[rest\] this unit", lambda m, c: [{"rest_self": True}]),
    rule(r"retire this unit", lambda m, c: [{"retire_self": True}]),
    rule(
        r"choose (?:a|one|1) card named (?:\"(?P<a>[^\"]+)\"|'(?P<b>[^']+)') from your hand,? and discard it",
        lambda m, c: [{"discard_card": {"count": 1, "name": m.group("a") or m.group("b")}}],
    ),
    rule(r"choose (?P<sel>.+?),? and retire (?:it|them)\.?", _retire_cost),
    rule(
        r"(?:choose (?:one|a|1) of your rear-?guards,? and retire it|retire (?:one|a|1) of your rear-?guards)",
        lambda m, c: [{"retire_rearguard": 1}],
    ),
]


#: the game's own conditions (see the module)
