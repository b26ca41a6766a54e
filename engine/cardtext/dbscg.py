"""Dragon Ball Super Card Game text: [Auto], [Permanent], [Activate Main],
[Counter Attack] lines and keyword lines ([Blocker], [Double Strike]).

A leader's and a battle card's abilities work in their area, an extra
card's activated skill from the hand (DBS 8-3); a back side's abilities
carry ``params.side = "back"`` and its keywords go to ``back_keywords``.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from engine.abilities import vocabulary
from engine.cardtext.compiler import GameCompiler, Result
from engine.cardtext.core import Ctx, Parts, Rule, Steps, Table, compose, may_rules, num, read, rule
from engine.cardtext.dbscg_clauses import AT_RESOLUTION, CONDITIONS, TRIGGERS, condition_words
from engine.cardtext.dbscg_costs import (
    COSTS,
    finish_heads,
    in_own_turn,
    may_takes_several,
    on_this_card,
    plays_a_card,
    read_before_colon,
)
from engine.cardtext.dbscg_deck import DECK_EFFECTS, REDUCTIONS, reduction_zones
from engine.cardtext.dbscg_effects import (
    away_skill,
    effect_rules,
    lift_sole_if,
    only_one,
    played_if_then_self,
    protection,
    self_moved_off_field,
)
from engine.cardtext.dbscg_heads import (
    ALL_AREAS,
    ANY_COPIES,
    AWAKEN,
    FIELD_SKILL,
    HEAD,
    KEYWORD,
    KEYWORD_NAMES,
    REALM_COST,
    TAG_FIRST,
    TRAIT_MARKS,
    WISH,
    field_values,
    head_colon,
    head_effects,
    spelled,
    trait_in_all_areas,
)
from engine.cardtext.dbscg_nouns import ONE, selector_of
from engine.cardtext.lines import Line

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


#: the start of "If {X} is in play in your Battle Area"
_PRESENT = r"(?:\{[^}]+\}|<[^>]+>|《[^》]+》)(?: card)?(?: and (?:\{[^}]+\}|<[^>]+>|《[^》]+》)(?: card)?)? (?:is|are) (?:in play )?in your battle area"


def _gets_chosen(m: re.Match[str], ctx: Ctx) -> Steps | None:
    target = selector_of(m.group("sel"))
    if target is None:
        return None
    return [{"gets": {"power": int(m.group("p")), **_until(m), "target": target}}]


def _keyword_chosen(m: re.Match[str]) -> Steps | None:
    """ "Choose X and it gets +N power and [K] for the turn": the same chosen cards
    get both (one choice: a selector chosen twice could be two different cards)."""
    target = selector_of(m.group("sel"))
    if target is None:
        return None
    key = re.sub(r"[ -]+", "_", m.group("k").strip().lower())
    if m.group("p"):  # power and a keyword to the same chosen cards: one choice
        return [{"boost": {"power": int(m.group("p")), "keyword": key, **_until(m), "target": target}}]
    return [{"grant": {"keyword": key, "target": target, **_until(m)}}]


def _act(m: re.Match[str], ctx: Ctx) -> Steps | None:
    sel = selector_of(m.group("sel"))
    act = m.group("act").lower()
    if sel is None:
        return None
    if "active mode" in act:
        return [{"stand": sel}]
    if "rest mode" in act:
        return [{"rest": sel}]
    owner = sel.get("owner", "you")
    zone = sel.get("zone")
    if "leader" in (zone if isinstance(zone, list) else [zone]) and not ("active mode" in act or "rest mode" in act):
        return None  # a Leader Card stays in its Leader Area: "your cards" moved elsewhere are Battle Cards
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
    sel = selector_of(m.group("sel"))
    if sel is None:
        return None
    return [{"put": {**sel, "to": to}}] if to else [{"take_control": sel}]


def _ko(m: re.Match[str], ctx: Ctx) -> Steps | None:
    return [{"ko_opponent": int(m.group("p"))}]


def _ko_chosen(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """DBS 10-1: "choose up to 1 of your opponent's Battle Cards ... and KO it"."""
    sel = selector_of(m.group("sel"))
    if sel is None or sel.get("zone") != "battle" or sel.get("type") != "battle":
        return None
    return [{"ko": sel}]  # "choose all": the cards that can be chosen (DBS 10-16-1, the adapter's select)


def _look_add(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """Look at the top N cards of the deck, add (or play) some of them; the
    rest shuffled back, placed at the bottom in any order, or in the Drop Area."""
    what = selector_of((m.group("a") or m.group("b") or m.group("c")) + (m.group("aw") or "") + " in your deck")
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
    what = selector_of(m.group("sel") + (m.groupdict().get("w") or "") + " in your deck", quantity=False)
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
        r"return (?:it|them) to (?:its|their) owner'?s hand|return (?:it|them) to (?:their owners'|their|your) hands?|"
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
        r"place the top (?P<n>{N}) cards? of your deck in(?:to)? (?:your|the) drop area",
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
    *DECK_EFFECTS,
    *head_effects(lambda: EFFECTS),
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
        r"play this card(?: from your hand)?",
        lambda m, c: [{"play_self": True}] if c.card.get("type") == "battle" and c.zones == ("hand",) else None,
    ),
    # a combo card played from the Drop Area at the end of its battle (DbscgCompiler.finish keeps it there)
    rule(
        r"play this card(?: from your drop area)?(?P<rest> in rest mode)?",
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
        r"you can'?t play (?P<what>" + ONE + r")(?: cards?)? (?:for the duration of the turn|for the turn)",
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
    *effect_rules(lambda: EFFECTS),
]


def _ignoring_barrier(m: re.Match[str], ctx: Ctx) -> Steps | None:
    a, b = m.group("a"), m.group("b")
    steps = compose(EFFECTS, a + b, ctx)
    if steps is None and re.match(r"\s*(?:KO|return|send|switch|place|negate|play)\b", b, re.IGNORECASE):
        steps = compose(EFFECTS, a + "," + b, ctx)  # "choose X, ignoring [Barrier], KO it": the comma that joined them
    return [{"ignoring_barrier": steps}] if steps else None


def _warp(m: re.Match[str]) -> Steps | None:
    sel = selector_of(m.group("sel"))
    if sel is None or sel.get("zone") == "warp":
        return None
    if ("your warp" in m.group(0).lower()) != (sel.get("owner", "you") == "you"):
        return None  # "your Warp" names your own cards
    return [{"warp": sel}]


#: the areas a skill plays a Battle Card from
_PLAY_FROM = ("hand", "deck", "drop", "energy", "life", "warp")


def _negate_skills(m: re.Match[str]) -> Steps | None:
    sel = selector_of(m.group("sel"))
    if sel is None or sel.get("zone") != "battle" or sel.get("type") != "battle":
        return None
    return [{"negate_skills": sel}]


def _play(m: re.Match[str]) -> Steps | None:
    """ "Choose up to 1 《X》 card in your Drop Area and play it": your cards of
    an area played (DBS 3-6-3: only a Battle Card is played)."""
    sel = selector_of(m.group("sel"))
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


_MARKS = {
    "auto": ("auto", {}),
    "permanent": ("cont", {}),
    "activatemain": ("act", {"timing": "main"}),
    "activatebattle": ("act", {"timing": "battle"}),
    "activatemain/battle": ("act", {"timing": "both"}),  # usable at either free timing
    "counterattack": ("act", {"counter": "attack"}),
    "counterplay": ("act", {"counter": "play"}),
    "countercounter": ("act", {"counter": "counter"}),
}


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
        if not line.back and (kind := only_one(text, card)) is not None:
            return Result(line, values=(("only_one", kind),))  # a [Permanent] of the card in the Battle Area
        if not line.back and (kept := protection(text, card)) is not None:
            return Result(line, values=(kept,))  # engine.games.dbscg.protection
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
        if isinstance(done, Parts) and (refused := self_moved_off_field(done)) is not None:
            return refused
        if isinstance(done, Parts) and (refused := played_if_then_self(done)) is not None:
            return refused
        if isinstance(done, Parts):
            done.effect = spelled(done.effect)
            done.condition = spelled(done.condition)
            done.cost = spelled(done.cost)
        return done

    def _finish(self, parts: Parts, card: Table) -> Parts | str:
        refused = finish_heads(parts, card)  # the trigger, conditions and costs (dbscg_clauses)
        if refused is not None:
            return refused
        if (
            card.get("type") == "extra"
            and parts.kind == "act"
            and "[field]" in str(card.get("text", "")).lower()
            and {"field": True} not in parts.effect
        ):
            return "an [Activate] skill of a [Field] card, used in the Battle Area (DBS 10-3-1): not an Extra Card's"
        lift_sole_if(parts)  # "if <condition>, <effect>" as a whole: the skill's condition
        refused = away_skill(parts)  # "Play this card from your Drop Area / hand": the skill works there
        if refused is not None:
            return refused
        if self._wish:
            if not parts.effect or parts.effect[-1] != {"awaken": True} or "awaken" in str(parts.effect[:-1]):
                return "a [Wish] that does not end flipping this card over"
            parts.effect = [*parts.effect[:-1], {"wish": True}]  # DBS 10-28-3
        effect = _this_it(parts.effect)
        if effect is None:
            return '"it" after a step that names another card'
        parts.effect = effect
        leader = [step for step in parts.condition if set(step) & AT_RESOLUTION]
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
            parts.condition = [step for step in parts.condition if not set(step) & AT_RESOLUTION]
            if self.hand and any("attacking" in step for step in leader):
                return "the card attacked is read with an effect the compiler read"
            if self.hand:  # by hand, the players read the condition with the effect
                words = " ".join(str(step["manual"]) for step in parts.effect if "manual" in step)
                said = " and ".join(condition_words(step) for step in leader)
                parts.effect = [{"manual": f"if {said}, {words}"}]
            elif parts.kind != "auto" or parts.cost or parts.once_per_turn:
                return "a condition on the Leader Card of a skill that costs or is limited"
            else:
                parts.effect = [{"if": {"condition": leader, "then": list(parts.effect)}}]
        if any("play_self" in step for step in parts.effect) and (
            ("counter" not in parts.params and parts.zones != ["hand"])
            or ("counter" in parts.params and (parts.cost or parts.once_per_turn))  # the counter pays no skill cost
        ):
            return "this card played by a skill other than its own [Counter]"
        if may_takes_several(parts.effect):
            return '"you may choose N cards ... If you do": fewer may be chosen (DBS 8-5-3-3)'
        if "'until': 'opponent_turn'" in str(parts.effect) and not in_own_turn(parts):
            return "'until the end of your opponent's next turn' of a skill that may resolve in their turn"
        if any(set(step) & {"drop_self", "ko_self", "bottom_self"} for step in parts.cost) and on_this_card(
            parts.effect
        ):
            return "an effect on this card after it was placed in the Drop Area as the cost"
        # DBS 10-10-3-1: a skill that plays a card is one [Counter: Play] answers
        if plays_a_card(parts.effect):
            parts.params["mentions"] = ["play"]
        # and a skill played by hand is answered as its words say
        words = " ".join(str(step["manual"]) for step in parts.effect if "manual" in step)
        mentions = [w for w in ("play", "attack") if re.search(rf"\b{w}(?:s|ed|ing)?\b", words, re.IGNORECASE)]
        if mentions:
            parts.params["mentions"] = mentions
        if any(set(step) & REDUCTIONS for step in parts.effect):
            if parts.kind != "cont" or len(parts.effect) != 1:
                return "a cost reduction with other steps"
            parts.zones = reduction_zones(parts.effect)  # "this card in your hand (and X)": where it works
        if any("play_this" in step for step in parts.effect) and parts.when not in _COMBO_ENDS and parts.kind != "act":
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
                got = read_before_colon(before, self.ctx(parts, card))
                if got is None:
                    return parts, rest  # not a cost: the colon is the text's own
                parts.cost.extend(got.cost)
                parts.condition.extend(got.condition)
                self._before_colon = list(got.condition)
                parts.zones = got.zones or parts.zones
            rest = after
        return parts, rest
