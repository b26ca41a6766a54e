"""Cardfight!! Vanguard text: [AUTO]/[CONT]/[ACT] with their circles
((VC), (RC), (GC), (VC/RC)), Limit Break, 1/Turn and a cost in brackets
([Counter Blast (1)], [Soul Blast 2 & Counter Blast 1]), in official
English and fan wording (no commas, ``[Power]+3000``).

A clan a phrase names is read as a clan only when it is the card's own
clan (printed bare, "Gold Paladin rear-guards", or in quotes); any other
name is not guessed at.

Lord and Forerunner lines are read whole (the keyword, or the words of its
reminder): ``lord = true`` in a continuous ability, and an automatic
ability when the unit is ridden with ``forerunner = true``. The game's own
conditions (your vanguard's clan or name, a card named in your soul,
rear-guard counts: :mod:`engine.games.vanguard.conditions`) make the
effect an ``if`` of an automatic ability without a cost ("if" is checked
when it resolves, VG 8.1.1.2.3) or of an activated one (its effect, after
the cost); they are the condition of an automatic ability with a cost
(checked when it resolves, before the cost is asked for) and of a
continuous ability (checked all the time it is active).

A search of the deck reads what it looks for as a selector (a clan, a grade,
a name in double or single quotes); one that calls the cards to (RC) is a
superior call from the deck (``superior_call`` with ``clan`` / ``name``),
read only for one card or for cards called to separate circles. A perfect
guard's cost of a card of its clan (``discard_card``) and its effect on an
attacked unit of that clan (``no_hit`` with ``clan``) are read when the
clan is the card's own; so is the clan of the unit a booster boosted
(``boost_hits`` with ``boosted_clan``).

Triggers about another card say what it is in ``params``: the unit this
unit boosts (``boosts``), the card a drive check reveals (``reveals``),
another unit placed (``placed``), the unit that rode this one
(``rider_name``, ``rider_clan``); they are checked when the event happens
(the trigger condition, VG 8.1.1.2.1). "At the beginning of your end phase
/ of the close step of that battle, ..." is a timed trigger of the steps
(``timed``, VG 8.6.5). Fan spellings are read as the official ones first
(a lost apostrophe, "ltXgt", circles by name).
"""

from __future__ import annotations

import re
from typing import Any

from engine.abilities import AbilityError, parse_ability, vocabulary
from engine.cardtext.compiler import GameCompiler, Result
from engine.cardtext.core import Ctx, Parts, Rule, Steps, Table, compose, may_rules, num, rule
from engine.cardtext.lines import Line
from engine.cardtext.vanguard_clauses import CONDITIONS, COSTS, IF_CONDITIONS, TRIGGERS
from engine.cardtext.vanguard_words import QUOTED_NAME, clan_word, selector_of

_HEAD = re.compile(
    r"^(?:\[(?P<k>AUTO|CONT|ACT)\]|(?P<f>AUTO|CONT|ACT)\s*:?(?=\s))\s*"
    r"(?:\((?P<z>(?:VC|RC|GC)(?:/(?:VC|RC|GC))*)\)|\[(?P<s>[VR](?:/[VR])?)\]|(?P<t>[VR](?:/[VR])?)(?=\s))?\s*:?\s*",
    re.IGNORECASE,
)
_LB = re.compile(r"^Limit Break (?P<n>\d+)\s*:?\s*", re.IGNORECASE)
_SKILL = re.compile(
    r"(?:\[CONT\]\s*(?:\((?:VC|RC)(?:/(?:VC|RC))*\))?\s*:?\s*)?(?P<s>Boost|Intercept|Twin Drive|Restraint|Sentinel)!*\.?",
    re.I,
)


def _until(text: str | None) -> dict[str, str]:
    return {"until": "battle"} if text and "battle" in text.lower() else {}


STAT = r"(?:\[?(?P<s1>power|critical|shield)\]?\s*(?P<v1>[+-]\d+)|(?P<v2>[+-]\d+) (?P<s2>power|critical|shield))"
UNTIL = r"(?:,? (?P<until>until (?:the )?end of (?:that |the )?(?:battle|turn)|during that battle))?"


def _stats(m: re.Match[str]) -> Table:
    out: Table = {}
    for sm in re.finditer(
        r"\[?(power|critical|shield)\]?\s*([+-]\d+)|([+-]\d+) (power|critical|shield)", m.group("stats"), re.I
    ):
        stat = (sm.group(1) or sm.group(4)).lower()
        out[stat] = int(sm.group(2) or sm.group(3))
    return out


STATS = rf"(?P<stats>{STAT}(?:(?:(?:,| and) |/){STAT.replace('1>', '3>').replace('2>', '4>')})?)"


def _gets(m: re.Match[str], ctx: Ctx) -> Steps | None:
    st = _stats(m)
    target: Any = None
    if m.groupdict().get("sel"):
        target = selector_of(m.group("sel"), ctx)
        if target is None:
            return None
    body: Table = {**st, **_until(m.group("until"))}
    if ctx.kind == "cont":
        if "until" in body or target is not None:
            return None
    elif not m.group("until"):
        return None  # a one-shot gain says how long it lasts
    if target is not None:
        body["target"] = target
    elif list(body) == ["power"]:
        return [{"power": st["power"]}]
    return [{"gets": body}]


def _gets_some(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """Your vanguard, or all your rear-guards, get stats."""
    phrase = m.group("sel").lower()
    target: Table = {"zone": "VC" if "vanguard" in phrase else "RC", "count": "all"}
    if "other" in phrase:
        target["other"] = True
    st = _stats(m)
    if ctx.kind == "cont":
        return None if m.group("until") else [{"gets": {**st, "target": target}}]
    if not m.group("until"):
        return None
    return [{"gets": {**st, **_until(m.group("until")), "target": target}}]


def _retire(m: re.Match[str], ctx: Ctx) -> Steps | None:
    sel = selector_of(m.group("sel"), ctx)
    if sel is None or sel.get("zone") not in ("RC", "front_RC", "units"):
        return None
    return [{"retire": sel}]


def _orient(m: re.Match[str], ctx: Ctx, verb: str) -> Steps | None:
    sel = selector_of(m.group("sel"), ctx)
    return None if sel is None else [{verb: sel}]


def _found(m: re.Match[str], ctx: Ctx) -> Table | None:
    """What a search of the deck looks for ("up to N <sel>"): the selector,
    without its zone, or None when it names whose cards or an owner."""
    what = selector_of(m.group("sel") + " in your deck", ctx, quantity=False) if m.group("sel") else {"zone": "deck"}
    if what is None or "owner" in what or "up_to" in what or "count" in what:
        return None
    what.pop("zone", None)
    return what


def _search(m: re.Match[str], ctx: Ctx) -> Steps | None:
    what = _found(m, ctx)
    if what is None:
        return None
    return [{"search": {"zone": "deck", **what, "up_to": num(m.group("n"))}}]


#: the selector keys a call from the deck reads (see ``superior_call``)
_CALL_KEYS = {"grade": "grade", "grade_at_most": "grade_max", "clan": "clan", "name": "name", "name_has": "name_has"}


def _search_call(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """Search the deck for up to N cards and call them to (RC): a superior
    call from the deck (each to a circle of the player's choice, different
    circles for cards called together), then the deck is shuffled."""
    what = _found(m, ctx)
    n = num(m.group("n"))
    if what is None or not set(what) <= set(_CALL_KEYS) or (n != 1) != bool(m.group("sep")):
        return None
    return [{"superior_call": {"from": "deck", "count": n, **{_CALL_KEYS[k]: v for k, v in what.items()}}}]


#: the selector keys a search among looked-at cards reads (see ``look_search``)
_LOOK_KEYS = {
    "clan": "clan",
    "name_has": "name_has",
    "grade": "grade",
    "grade_at_least": "grade_min",
    "grade_at_most": "grade_max",
}
_NAMES = re.compile(r'cards? named ("[^"]+"(?:,? or "[^"]+")*)', re.I)


def _look_search(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """Look at the top N cards of the deck, search for up to M <cards> from
    among them, put them somewhere (a card into the hand is revealed), and
    shuffle the deck or put the rest on its bottom (``look_search``)."""
    n = num(m.group("n"))
    then = m.group("then").lower()
    to = "hand" if "hand" in then else "ride" if then.startswith("ride") else "call" if "call" in then else ""
    if not to:
        to = "drop" if "drop" in then else "soul"
    if (to == "call" and (n != 1) != bool(m.group("sep"))) or (to == "ride" and n != 1):
        return None
    out: Table = {"look": num(m.group("look") or m.group("look2")), "up_to": n, "to": to}
    if not m.group("shuffle"):  # the others stay, on the bottom: how many were looked at matters
        out["rest"] = "bottom"
        if m.group("upto"):
            out["look_up_to"] = True
    names = _NAMES.fullmatch(QUOTED_NAME.sub(r'"\1"', m.group("sel")))
    if names:
        out["names"] = re.findall(r'"([^"]+)"', names.group(1))
    else:
        what = _found(m, ctx)
        if what is None or not what or not set(what) <= set(_LOOK_KEYS) | {"name"}:
            return None
        if "name" in what:
            out["names"] = [what.pop("name")]
        out.update({_LOOK_KEYS[k]: v for k, v in what.items()})
    return [{"look_search": out}]


_TIMED_AT = {"your end phase": "your_end_phase", "turn": "turn", "battle": "battle"}


def _timed(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "At the beginning of your end phase / the end phase of that turn / the
    close step of that battle, ..." and "at the end of that turn / battle,
    ...": a timed trigger of the steps (VG 8.6.5; VG 6.8.1.1: the beginning
    of the end phase is the end of the turn; VG 7.7.1.1: the close step ends
    the battle)."""
    when = m.group("when").lower()
    at = "your_end_phase" if "your end phase" in when else "battle" if "battle" in when else "turn"
    steps = compose(EFFECTS, m.group("y"), ctx)
    return [{"timed": {"at": at, "steps": steps}}] if steps else None


def _reveal_call(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Reveal the top card of your deck. If the revealed card is a (grade 1
    or 2) <clan>, call it to (RC), and if it is not, shuffle your deck"
    (``reveal_top``, VG 10.1.8; a clan only when it is the card's own)."""
    clan = clan_word(m.group("clan"), ctx)
    if clan is None:
        return None
    out: Table = {"clan": clan, "hit": "call", "miss": "shuffle"}
    if m.group("lo"):
        out.update(grade_min=int(m.group("lo")), grade_max=int(m.group("hi")))
    return [{"reveal_top": out}]


def _search_call_bottom(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """... "and at the end of that turn, put that unit on the bottom of your
    deck": the call's timed trigger (``at_end``, VG 8.6.5)."""
    steps = _search_call(m, ctx)
    if not steps:
        return None
    return [{"superior_call": {**steps[0]["superior_call"], "at_end": "turn", "then": "bottom"}}]


def _search_put(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Search your deck for up to one <clan>, put it into your soul / drop
    zone, and shuffle your deck": cards found in the deck (a hidden zone: none
    is an answer, VG 10.1.9.1.1) put there, then the shuffle (VG 10.1.10)."""
    what = _found(m, ctx)
    if what is None or not what:
        return None
    to = "drop" if "drop" in m.group("to").lower() else "soul"
    return [{"put": {"zone": "deck", **what, "up_to": num(m.group("n")), "to": to}}, {"shuffle_deck": True}]


def _no_hit_clan(m: re.Match[str], ctx: Ctx) -> Steps | None:
    clan = clan_word(m.group("clan"), ctx)
    return [{"no_hit": {"target": "attacked_unit", "clan": clan}}] if clan else None


def _boosted_gets(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "The boosted unit gets ... until end of that battle / turn" (VG 7.3.1.5.1)."""
    if not m.group("until"):
        return None
    return [{"boosted_gets": {**_stats(m), "until": "battle" if "battle" in m.group("until").lower() else "turn"}}]


def _choose_call(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Choose a <clan> from your soul, and call it to (RC)": a superior call
    of one card. From a public zone one is chosen if there is one (VG 4.7.3),
    so "up to one" is read only from the hand, where the player may choose
    none of the cards a condition names (VG 8.5.3.1.4)."""
    zone = {"drop zone": "drop"}.get(m.group("z").lower(), m.group("z").lower())
    if m.group("q").lower().startswith("up to") and zone != "hand":
        return None
    what = selector_of(m.group("sel") + " in your deck", ctx, quantity=False)
    if what is None or "owner" in what or not set(what) <= {"zone", *_CALL_KEYS}:
        return None
    if zone == "hand" and not set(what) - {"zone"}:
        return None  # any card of the hand: the player could not choose none of them (VG 8.5.3.1.4)
    what.pop("zone")
    return [{"superior_call": {"from": zone, "count": 1, **{_CALL_KEYS[k]: v for k, v in what.items()}}}]


def _hand_to_soul(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Choose (up to) one <clan> / a card from your hand, and put it into
    your soul": "up to" only for cards a condition names (VG 8.5.3.1.4)."""
    what = selector_of(m.group("sel") + " in your hand", ctx, quantity=False)
    if what is None or "owner" in what or not set(what) <= {"zone", "clan", "grade", "name"}:
        return None
    upto = m.group("q").lower().startswith("up to")
    if upto == (set(what) == {"zone"}):
        return None
    return [{"put": {**what, ("up_to" if upto else "count"): 1, "to": "soul"}}]


def _back_to_hand(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Choose one of your <clan> rear-guards, and return it to your hand"."""
    sel = selector_of(m.group("sel"), ctx)
    if sel is None or sel.get("zone") not in ("RC", "units") or "owner" in sel:
        return None
    return [{"put": {**sel, "to": "hand"}}]


EFFECTS: list[Rule] = [
    rule(r"draw (?P<n>{N}) cards?", lambda m, c: [{"draw": num(m.group("n"))}]),
    rule(r"draw up to (?P<n>{N}) cards?", lambda m, c: [{"draw": {"up_to": num(m.group("n"))}}]),
    rule(r"soul ?charge ?\(?(?P<n>\d+)\)?", lambda m, c: [{"soul_charge": int(m.group("n"))}]),
    rule(r"counter ?charge ?\(?(?P<n>\d+)\)?", lambda m, c: [{"counter_charge": int(m.group("n"))}]),
    rule(r"this unit gets " + STATS + UNTIL, _gets),
    rule(r"(?:choose )?(?P<sel>.+?),? and (?:that|those) units? gets? " + STATS + UNTIL, _gets),
    rule(r"choose (?P<sel>.+?),? and retire (?:it|them)", _retire),
    rule(r"retire (?P<sel>all (?:of )?your opponent'?s rear-?guards)", _retire),
    rule(r"stand this unit|\[stand\] this unit", lambda m, c: [{"stand": "self"}]),
    rule(
        r"search your deck for up to (?P<n>{N})(?: (?P<sel>[^,]+?))?,? (?:and )?reveal it(?: to your opponent)?,? (?:and )?put it into your hand,? and shuffle your deck",
        _search,
    ),
    rule(
        r"search your deck for up to (?P<n>{N})(?: (?P<sel>[^,]+?))?,? (?:and )?call (?:it|them) to (?P<sep>separate )?"
        r"(?:\(RC\)|Rear-?guard Circles?),? and shuffle your deck",
        _search_call,
    ),
    rule(
        r"search your deck for up to (?P<n>{N})(?: (?P<sel>[^,]+?))?,? (?:and )?call (?:it|them) to (?P<sep>separate )?"
        r"\(RC\),? and shuffle your deck,? and at the (?:end of that turn|beginning of the end phase of that turn),? "
        r"put (?:that unit|the units? called with this effect) on the bottom of your deck",
        _search_call_bottom,
    ),
    rule(
        r"search your deck for up to (?P<n>{N}) (?P<sel>[^,]+?),? put (?:it|them) into your (?P<to>soul|drop zone),? "
        r"and shuffle your deck",
        _search_put,
    ),
    rule(
        r"choose (?:one|a|1) of your (?P<clan>\"[^\"]+\"|《[^》]+》|[A-Z][\w ]+?) that is being attacked,? and that unit "
        r"cannot be hit until end of that battle",
        _no_hit_clan,
    ),
    rule(
        r"(?:look at (?P<upto>up to )?(?P<look>{N}) cards from the top of your deck|look at the top (?P<look2>{N}) cards of "
        r"your deck),? (?:and )?search for up to (?P<n>{N}) (?P<sel>.+?)(?: from among them)?,? (?:and )?"
        r"(?P<then>reveal it to your opponent,? (?:and )?put it (?:into|in|to) your ?hand"
        r"|put (?:it|them) into your (?:soul|drop zone)|call (?:it|them|the chosen cards) to (?P<sep>separate )?\(RC\)"
        r"|ride it),? and (?:(?P<shuffle>shuffle your deck)|put the rest (?:on )?the bottom of your deck in any order)",
        _look_search,
    ),
    rule(
        r"reveal the top card of your deck\.? if the revealed card is an? (?:grade ?(?P<lo>\d) ?or (?P<hi>\d) )?"
        r"(?P<clan>\"[^\"]+\"|《[^》]+》|[A-Z][\w ]+?),? call (?:it|that card) to (?:\(RC\)|rear-guard),? and if it is "
        r"not,? shuffle your deck",
        _reveal_call,
    ),
    rule(r"shuffle your deck", lambda m, c: [{"shuffle_deck": True}]),
    rule(
        r"(?P<when>at the (?:beginning|begininng|start) of (?:your end phase|the end phase of that turn|the close step of "
        r"that battle)|at the end of that (?:turn|battle)),? (?P<y>[^.]+)",
        _timed,
    ),
    rule(
        r"put the top card of your deck into your damage zone",
        lambda m, c: [{"put": {"zone": "deck", "top": 1, "to": "damage"}}],
    ),
    rule(
        r"choose a card from your damage zone,? (?:and )?return it to your deck,? and shuffle your deck",
        lambda m, c: [{"put": {"zone": "damage", "count": 1, "to": "deck"}}, {"shuffle_deck": True}],
    ),
    rule(
        r"return this unit to your deck,? and shuffle your deck",
        lambda m, c: [{"put": {"self": True, "to": "deck"}}, {"shuffle_deck": True}],
    ),
    rule(
        r"(?P<sel>your vanguard|(?:all (?:of )?)?your (?:other )?rear-?guards) gets? " + STATS + UNTIL,
        lambda m, c: _gets_some(m, c),
    ),
    rule(
        r"this unit (?P<how>loses|gains|gets) ['\"]?(?P<k>boost|intercept|twin drive|restraint)['\"]?(?: until end of turn)?",
        lambda m, c: [
            {"remove" if m.group("how").lower() == "loses" else "grant": m.group("k").lower().replace(" ", "_")}
        ],
    ),
    rule(
        r"call up to (?P<n>{N}) grade (?P<g>\d+) or less cards? from your (?P<z>soul|drop zone|hand) to \(RC\)",
        lambda m, c: [
            {
                "superior_call": {
                    "from": {"drop zone": "drop"}.get(m.group("z").lower(), m.group("z").lower()),
                    "grade_max": int(m.group("g")),
                    "count": num(m.group("n")),
                }
            }
        ],
    ),
    rule(r"heal (?P<n>{N}) of your damage", lambda m, c: [{"heal": num(m.group("n"))}]),
    # VG 8.5.3.1: the opponent chooses among their own cards
    rule(
        r"your opponent chooses (?P<n>one|a|1|two|2) of (?:his or her|their) rear-?guards,? (?:and )?retires (?:it|them)",
        lambda m, c: [
            {"retire": {"zone": "RC", "owner": "opponent", "count": num(m.group("n")), "chosen_by": "opponent"}}
        ],
    ),
    rule(
        r"your opponent chooses (?P<n>a|one|1) cards? from (?:his or her|their) hand,? and discards (?:it|them)",
        lambda m, c: [{"discard": {"count": num(m.group("n")), "owner": "opponent", "chosen_by": "opponent"}}],
    ),
    rule(
        r"your opponent discards (?P<n>{N}) cards? from (?:their|his or her) hand at random",
        lambda m, c: [{"discard": {"count": num(m.group("n")), "owner": "opponent", "chosen_by": "random"}}],
    ),
    rule(
        r"bind (?P<n>{N}) cards? from your opponent'?s drop zone",
        lambda m, c: [{"bind": {"zone": "drop", "owner": "opponent", "count": num(m.group("n"))}}],
    ),
    rule(r"retire this unit", lambda m, c: [{"retire": "self"}]),
    rule(r"return this unit to (?:your|its owner'?s) hand", lambda m, c: [{"put": {"self": True, "to": "hand"}}]),
    rule(
        r"choose (?P<q>a|an|one|1|up to (?:one|1)) (?P<sel>.+?) from your hand,? and put it into your soul",
        _hand_to_soul,
    ),
    rule(r"choose (?P<sel>.+?),? and return (?:it|them) to your hand", _back_to_hand),
    rule(r"choose (?:a|one|1) card from your hand,? and discard it", lambda m, c: [{"discard": 1}]),
    rule(
        r"choose (?:a|one|1) card from your hand,? and put it (?:on|at|to|into) the bottom of your deck",
        lambda m, c: [{"put": {"zone": "hand", "count": 1, "to": "deck", "bottom": True}}],
    ),
    rule(
        r"choose (?P<q>a|an|one|1|up to (?:one|1)) (?P<sel>.+?) from your (?P<z>soul|drop zone|hand),? and call it to \(RC\)",
        _choose_call,
    ),
    rule(r"the boosted unit (?:gets|gains) " + STATS + UNTIL, _boosted_gets),
    rule(r"draw cards equal to its grade", lambda m, c: [{"draw": "this.grade"}]),
    rule(r"deal (?P<n>{N}) damage to your opponent'?s vanguard", lambda m, c: [{"damage": num(m.group("n"))}]),
    rule(
        r"your deck may contain up to (?P<n>\w+) cards named \"(?P<name>[^\"]+)\"",
        lambda m, c: (
            [{"deck_copies": num(m.group("n"))}] if m.group("name") == c.card.get("name") and c.kind == "cont" else None
        ),
    ),
    rule(
        r"choose (?:a|one) (?:face[- ]down )?card (?:from|in) your damage zone,? and turn it face up",
        lambda m, c: [{"counter_charge": 1}],
    ),
    rule(r"choose (?P<sel>.+?),? and \[?stand\]? (?:it|them)", lambda m, c: _orient(m, c, "stand")),
    rule(r"choose (?P<sel>.+?),? and \[?rest\]? (?:it|them)", lambda m, c: _orient(m, c, "rest")),
    *may_rules(lambda: EFFECTS),
]


IF_WORDS = (
    "vanguard_clan",
    "vanguard_name_has",
    "soul_has_name",
    "more_rear_guards",
    "opponent_rear_guards_at_most",
    "soul_count_at_least",
    "rear_guards_at_least",
    "hand_compared",
    "fewer_rear_guards",
    "damage_not_fewer",
    "limit_break_unit",
    "self_power_at_least",
)

_SENTINEL_QUOTE = re.compile(r"cards with (?P<q>['\"])\[CONT\]\s*:?\s*Sentinel(?P=q) in a deck", re.I)
_LORD = re.compile(r"\[CONT\]\s*\((?P<z>VC/RC|VC|RC)\)\s*:?\s*Lord\.?", re.I)
_FORERUNNER = re.compile(
    r"\[?\[AUTO\]\s*(?:\((?P<z>VC)\)|(?P<v>V)(?=\s))?\s*:?\s*"
    r"(?:Forerunner\s*\(When a unit (?:of|with) the same clan(?: (?:as|of) this unit)? rides this unit,? "
    r"you may call this (?:unit|card) to \(RC\)\.?\)?"
    r"|When another (?P<clan>[^,]+?) rides (?:on )?this unit,? you may call this (?:card|unit) to "
    r"(?:an? )?(?:\(RC\)|Rear-guard Circle)\.?)",
    re.I,
)


#: fan spellings read as the official ones: a lost apostrophe ("this units attack", "your opponents
#: rear-guards"), a bracket escaped away ("ltGenesisgt"), "you can pay the cost", circles by name
_FAN = [
    (re.compile(r"\bthis units\b(?!')", re.I), "this unit's"),
    (re.compile(r"\b(your|an|the) opponents\b(?!')", re.I), r"\1 opponent's"),
    (re.compile(r"\blt([A-Z][\w ]*?)gt\b"), r"<\1>"),
    (re.compile(r"\byou can pay the cost\b", re.I), "you may pay the cost"),
    (re.compile(r"\bthis unit(?:'?s)? get(?= \[)", re.I), "this unit gets"),
    (re.compile(r"\bthis unit'?s gets\b", re.I), "this unit gets"),
    (re.compile(r"\bsearch your deck up to\b", re.I), "search your deck for up to"),
    # "draw a card choose a card from your hand ...": two steps, the comma lost
    (re.compile(r"\b(draw (?:a|an|one|two|three|\d) cards?) (?=choose\b)", re.I), r"\1, "),
    (re.compile(r"\b(soul charge ?\(\d\)) (?=draw\b|choose\b|look\b|search\b)", re.I), r"\1, "),
    # the circles by name (VG 4.6): "Vanguard Circle", "Rear-guard Circle", "Guardian Circle"
    (re.compile(r"\b(?:the )?vanguard circle\b", re.I), "(VC)"),
    (re.compile(r"\b(?:the )?rear-?guard circles?\b", re.I), "(RC)"),
    (re.compile(r"\b(?:the )?guardian circle\b", re.I), "(GC)"),
]


def _fan_spelling(text: str) -> str:
    for rx, plain in _FAN:
        text = rx.sub(plain, text)
    return text


_NOT_AGAIN = re.compile(r"\.?\s*this ability cannot be used for the rest of (?:that|the) turn\.?\s*$", re.I)


class VanguardCompiler(GameCompiler):
    game = "vanguard"
    triggers = TRIGGERS
    costs = COSTS
    effects = EFFECTS
    conditions = CONDITIONS + IF_CONDITIONS

    def _compile(self, line: Line, card: Table) -> Result:
        # the conditions of an ``if`` step are read only when the whole line is
        self.conditions = CONDITIONS if self.hand else CONDITIONS + IF_CONDITIONS
        return super()._compile(line, card)

    def head(self, line: Line, card: Table) -> tuple[Parts, str] | None:
        m = _HEAD.match(line.text)
        if m is None:
            return None
        kind = (m.group("k") or m.group("f")).lower()
        circles = m.group("z") or m.group("s") or m.group("t") or ""
        zones = [{"V": "VC", "R": "RC"}.get(z.upper(), z.upper()) for z in circles.split("/")] if circles else []
        parts = Parts(kind, zones)
        rest = line.text[m.end() :]
        lb = _LB.match(rest)
        if lb:
            parts.condition.append({"limit_break": int(lb.group("n"))})
            rest = rest[lb.end() :]
        return parts, rest

    def lines(self, text: str) -> list[Line]:
        """The ability lines; a Sentinel reminder that quotes its own marker
        ("...up to four cards with '[CONT]:Sentinel' in a deck") stays one line."""
        return super().lines(_SENTINEL_QUOTE.sub(r"cards with \g<q>Sentinel\g<q> in a deck", text))

    def compile_line(self, line: Line, card: Table) -> Result:
        line = Line(line.printed, _fan_spelling(line.text), line.back)
        whole = self._whole_line(line, card)
        if whole is not None:
            return whole
        m = _NOT_AGAIN.search(line.text)
        if m is None:
            return super().compile_line(line, card)
        return self._once_this_turn(line, Line(line.printed, line.text[: m.start()], line.back), card)

    def _once_this_turn(self, line: Line, rest: Line, card: Table) -> Result:
        """ "... This ability cannot be used for the rest of that turn": once
        played, the ability is not played again this turn (VG 8.1.1.2.3.1: an
        automatic one is used up even when its condition does not hold, as a
        once-per-turn ability is when it resolves); the rest of the line is
        read as any line."""
        got = super().compile_line(rest, card)
        if not got.compiled or got.ability is None:
            return Result(line, reason=got.reason or "the rest of the line is not read exactly")
        table = {**got.ability, "once_per_turn": True, "text": line.printed}
        try:
            parse_ability(table, self.game)
        except AbilityError as exc:
            return Result(line, reason=f"the loader refuses it: {exc}")
        return Result(line, table)

    def _whole_line(self, line: Line, card: Table) -> Result | None:
        """A Lord or Forerunner line, read whole (see the module)."""
        text = line.text.strip()
        table: Table | None = None
        m = _LORD.fullmatch(text)
        if m:
            table = {"kind": "cont", "zones": m.group("z").upper().split("/"), "effect": [{"lord": True}]}
        m = _FORERUNNER.fullmatch(text)
        clan = str(card.get("clan", "")).strip()  # "the same clan" as a card of no clan: not read
        if m and clan and (m.group("clan") is None or clan_word(m.group("clan"), Ctx(self.game, card)) is not None):
            table = {"kind": "auto", "when": "ridden", "zones": ["VC"], "effect": [{"forerunner": True}]}
        if table is None:
            return None
        table["text"] = line.printed
        try:
            parse_ability(table, self.game)
        except AbilityError as exc:
            return Result(line, reason=f"the loader refuses it: {exc}")
        return Result(line, table)

    def finish(self, parts: Parts, card: Table) -> Parts | str:
        """The conditions of :data:`IF_WORDS` become an ``if`` around the
        effect (the ability's "you may" inside it), in an automatic ability
        without a cost or in an activated one; elsewhere they stay the
        ability's condition (see the module)."""
        mine = [c for c in parts.condition if next(iter(c)) in IF_WORDS]
        if not mine or parts.kind == "cont" or (parts.kind == "auto" and parts.cost):
            # the ability's own condition: a continuous ability's all the time
            # it is active; an automatic ability's, with a cost, when it
            # resolves, before its cost is asked for (VG 8.1.1.2.3)
            return parts
        if any("manual" in step for step in parts.effect):
            return "a condition the game checks only in an if step, with an effect by hand"
        p = Parts(
            parts.kind,
            list(parts.zones),
            parts.when,
            [c for c in parts.condition if c not in mine],
            list(parts.cost),
            [],
            False,
            parts.once_per_turn,
            dict(parts.params),
        )
        steps = [{"may": list(parts.effect)}] if parts.optional and not parts.cost else list(parts.effect)
        cond = {k: v for c in mine for k, v in c.items()}
        p.effect = [
            {"if": {"condition": [cond] if len(cond) == 1 else [{k: v} for k, v in cond.items()], "then": steps}}
        ]
        p.optional = parts.optional and bool(parts.cost)
        return p

    def keyword_line(self, line: Line, card: Table) -> Result | None:
        m = _SKILL.fullmatch(line.text.strip())
        if m is None:
            return None
        skill = m.group("s").lower().replace(" ", "_")
        if skill not in vocabulary(self.game).keywords.get("skills", ()):
            return None
        return Result(line, keywords=(skill,), field="skills")
