"""Weiss Schwarz effects: what a line makes happen (power and soul for a
duration, cards put, moved, searched, looked at, revealed or milled and
read), as :mod:`engine.cardtext.weiss` reads the rest of a line. The
effects that read the top of the deck and go on with the rest of the line
compose this module's own list."""

from __future__ import annotations

import re

from engine.cardtext.core import Ctx, Rule, Steps, Table, compose, may_rules, num, read, rule
from engine.cardtext.phrases import selector
from engine.cardtext.weiss_nouns import (
    CHARS,
    NAME_PART,
    NOUNS,
    STATS,
    TRAITS,
    TURN,
    UNTIL_TURN,
    X_PER,
    stats,
    zone,
)
from engine.cardtext.weiss_nouns import sel as _sel


def whose_characters(m: re.Match[str]) -> Table | None:
    """The characters a phrase names: by traits, by a part of the name, by a name."""
    gd = m.groupdict()
    if gd.get("traits"):
        return {"traits": re.findall(r"《([^》]+)》", gd["traits"])}
    if gd.get("part"):
        return {"name_has": gd["part"]}
    if gd.get("name"):
        return {"name": gd["name"]}
    return None


def power_per_opponent(m: re.Match[str]) -> Steps:
    """ "this card gets +X power. X is equal to the number of opponent's (《T》) characters xN": counted on the
    opponent's stage as the effect resolves, the amount then fixed until end of turn."""
    spec: Table = {"power": int(m.group("n")), "opponent": True}
    if m.group("traits"):
        spec["traits"] = re.findall(r"《([^》]+)》", m.group("traits"))
    return [{"power_for_each": spec}]


def power_for_each(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "this card gets +X power. X is equal to the number of your (other) 《T》 characters xN": counted on
    your stage as the effect resolves, the amount then fixed until end of turn."""
    spec = whose_characters(m)
    if spec is None:
        return None
    if m.group("other"):
        spec["other"] = True
    if m.groupdict().get("sel"):
        target = _sel(m.group("sel"))
        if target is None:
            return None
        spec["target"] = target
    return [{"power_for_each": {"power": int(m.group("n")), **spec}}]


_NEXT_TURN = r"until (?:the )?end of (?:your )?opponent'?s next turn,? "


def _until_next(m: re.Match[str], target: Table | None) -> Steps | None:
    st = stats(m.group("stats"))
    if st is None or (m.groupdict().get("sel") is not None and target is None):
        return None
    body: Table = {**st, "until": "opponent_turn"}
    if target is not None:
        body["target"] = target
    return [{"gets": body}]


def gets_self(m: re.Match[str], ctx: Ctx) -> Steps | None:
    st = stats(m.group("stats"))
    if st is None:
        return None
    if list(st) == ["power"]:
        return [{"power": st["power"]}]
    return [{"gets": st}]


def gets_all(m: re.Match[str], ctx: Ctx) -> Steps | None:
    st = stats(m.group("stats"))
    target = _sel(m.group("sel"))
    if st is None or target is None:
        return None
    return [{"gets": {**st, "target": target}}]


def _gets_chosen(m: re.Match[str], ctx: Ctx) -> Steps | None:
    st = stats(m.group("stats"))
    target = _sel(m.group("sel"))
    if st is None or target is None:
        return None
    return [{"gets": {**st, "target": target}}]


def _with_stats(m: re.Match[str], target: Table) -> Steps | None:
    st = stats(m.group("stats"))
    return None if st is None else [{"gets": {**st, "target": target}}]


#: "if this card's battle opponent is level N or lower / cost N or lower / 's level is higher than opponent's level, "
_BATTLE_OPPONENT = (
    r"if (?:this card'?s battle opponent|the character battling this card|this card'?s? battling opponent)"
    r"(?:'?s level is (?P<l1>\d+) or (?:lower|below)| is level (?P<l2>\d+) or (?:lower|below)"
    r"| is cost (?P<c>\d+) or lower|'?s? level (?:is )?higher than (?:your )?opponent'?s level),? "
)


def _battle_opponent(m: re.Match[str], to: Table | None) -> Steps:
    """The battle opponent of this card as it is reversed (WS 7.2.1.5.1), named by its level, cost or a level
    higher than its master's: reversed (``to`` None), or put on the bottom of the deck, into the clock or stock."""
    spec: Table = {}
    lv = m.group("l1") or m.group("l2")
    if lv:
        spec["level_at_most"] = int(lv)
    elif m.group("c"):
        spec["cost_at_most"] = int(m.group("c"))
    else:
        spec["above_level"] = True
    if m.group("may"):
        spec["optional"] = True
    if to is None:
        return [{"reverse_battle_opponent": spec}]
    return [{"battle_opponent_to": {**to, **spec}}]


def _reverse_opponent(m: re.Match[str]) -> Steps:
    """ "If this card's battle opponent is level N or lower, (you may) reverse that character" (WS 7.2.1.5.1)."""
    spec: Table = {"level_at_most": int(m.group("n") or m.group("m"))}
    if m.group("may"):
        spec["optional"] = True
    return [{"reverse_battle_opponent": spec}]


def _put(m: re.Match[str], ctx: Ctx, to: str) -> Steps | None:
    what = _sel(m.group("sel"))
    if what is None or what.get("zone") == to:
        return None
    if to == "waiting_room" and set(what) == {"zone", "count"} and what["zone"] == "hand" and what["count"] != "all":
        return [{"discard": what["count"]}]
    return [{"put": {**what, "to": to}}]


def _under(m: re.Match[str]) -> Steps | None:
    what = _sel(m.group("sel"))
    if what is None:
        return None
    put: Table = {**what, "to": "under"}
    if (m.group("face") or "down").lower() == "down":
        put["face_down"] = True
    return [{"put": put}]


def _orient(m: re.Match[str], verb: str) -> Steps | None:
    what = _sel(m.group("sel"))
    return None if what is None else [{verb: what}]


def _top(m: re.Match[str], ctx: Ctx) -> Steps | None:
    src, dst = zone(m.group("src")), zone(m.group("dst"))
    if src is None or dst is None:
        return None
    n = num(m.group("n")) if m.groupdict().get("n") else 1
    if src == "deck" and dst == "waiting_room":
        return [{"mill": n}]
    return [{"put": {"zone": src, "top": n, "to": dst}}]


def _search(m: re.Match[str], ctx: Ctx) -> Steps | None:
    # the phrase read as cards in the deck: a card named by its name alone ("Name") names no other place
    sel = m.group("sel")
    if sel and not re.search(r"\b(?:from|in) (?:your |the )?deck$", sel, re.I):
        sel += " in your deck"
    what = selector(sel, NOUNS, quantity=False) if sel else {"zone": "deck"}
    if what is None:
        return None
    what.pop("zone", None)
    return [{"search": {"zone": "deck", **what, "up_to": num(m.group("n"))}}]


EFFECTS: list[Rule] = [
    rule(r"(?:you )?draw (?P<n>{N}) cards?", lambda m, c: [{"draw": num(m.group("n"))}]),
    rule(r"(?:you )?draw up to (?P<n>{N}) cards?", lambda m, c: [{"draw": {"up_to": num(m.group("n"))}}]),
    rule(r"choose (?P<sel>.+?),? (?:and )?(?:rest it|put it to rest|rest them)", lambda m, c: _orient(m, "rest")),
    rule(r"choose (?P<sel>.+?),? (?:and )?(?:stand it|put it to stand|stand them)", lambda m, c: _orient(m, "stand")),
    rule(TURN + r"this (?:card |character )?gets " + STATS + UNTIL_TURN, gets_self),
    rule(TURN + r"(?P<sel>all (?:of )?your (?:other )?[^,]*?characters?) gets? " + STATS + UNTIL_TURN, gets_all),
    rule(
        TURN
        + r"(?P<sel>all (?:of )?(?:your )?opponent'?s [^,]*?characters?(?: (?:at|in) (?:the )?front row)?) gets? "
        + STATS
        + UNTIL_TURN,
        gets_all,
    ),
    rule(
        r"(?P<sel>all (?:of )?your (?:other )?[^,]*?characters?),? (?:during (?:this|that) turn),? gets? " + STATS,
        gets_all,
    ),
    rule(
        r"choose (?P<sel>[^,]+?),? (?:and )?" + TURN + r"(?:it|that character|they) gets? " + STATS + UNTIL_TURN,
        _gets_chosen,
    ),
    # the duration printed before the choice ("during this turn, choose 1 of your characters, it gets +1 soul")
    rule(
        r"during (?:this|that) turn,?\s*choose (?P<sel>[^,]+?),? (?:and )?(?:during (?:this|that) turn,?\s*)?"
        r"(?:it|that character|they) gets? " + STATS,
        _gets_chosen,
    ),
    rule(
        r"(?:put|place) the top (?:card|(?P<n>{N}) cards?) (?:of|from) your (?P<src>deck|clock) (?:into|in|to|on) (?:your )?(?P<dst>stock|waiting room|clock|memory)",
        _top,
    ),
    rule(
        r"(?:put|place) (?P<n>{N}) cards? from (?:the )?top of your (?P<src>deck|clock) (?:into|in|to) (?:your )?(?P<dst>stock|waiting room|clock|memory)",
        _top,
    ),
    rule(
        r"(?:put|place) (?P<n>{N}) cards? from your top (?P<src>deck) (?:into|in|to) (?:your )?(?P<dst>stock|waiting room|clock|memory)",
        _top,
    ),
    rule(
        r"choose (?P<sel>.+?),? (?:and )?(?:return|put|add|place|send) (?:it|them|that character|those characters) "
        r"(?:in|into|to|on) (?:your |its owner'?s |their owner'?s |the )?(?P<z>hand|waiting room|stock|memory|clock)",
        lambda m, c: _put(m, c, zone(m.group("z")) or "?"),
    ),
    # WS 3.7.2: a marker is face down unless the effect says face up (WS 3.7.2.1)
    rule(
        r"choose (?P<sel>.+? from your (?:waiting room|hand))(?:,? and show (?:it|them) to (?:your )?opponent)?,? (?:and )?"
        r"(?:place|put) (?:it|them) under this card(?: face[- ](?P<face>up|down))? as (?:a )?markers?",
        lambda m, c: _under(m),
    ),
    rule(r"discard (?P<n>{N}) cards?(?: from your hand)?", lambda m, c: [{"discard": num(m.group("n"))}]),
    rule(
        r"(?:put|place) (?P<n>{N}) cards? from your hand (?:into|to|in) (?:your )?waiting room",
        lambda m, c: [{"discard": num(m.group("n"))}],
    ),
    rule(r"deal (?P<n>{N}) damage to (?:your )?opponent", lambda m, c: [{"damage": num(m.group("n"))}]),
    rule(
        r"deal (?P<n>{N}) damage to each player", lambda m, c: [{"damage": {"amount": num(m.group("n")), "to": "each"}}]
    ),
    # until the end of your opponent's next turn (read only in an ability resolved in its master's turn: see finish)
    rule(_NEXT_TURN + r"this card gets " + STATS, lambda m, c: _until_next(m, None)),
    rule(
        r"choose (?P<sel>[^,]+?),? " + _NEXT_TURN + r"(?:it|that character) gets? " + STATS,
        lambda m, c: _until_next(m, _sel(m.group("sel"))),
    ),
    # your character in battle as your Backup is used: your defending character (WS 10.5.2)
    rule(
        r"choose (?P<n>{N}) of your (?:characters?|charas?) in battle,? "
        + TURN
        + r"(?:it|that character) gets "
        + STATS
        + UNTIL_TURN,
        lambda m, c: _with_stats(m, {"zone": "stage", "defending": True, "count": num(m.group("n"))}),
    ),
    rule(
        r"your defending character gets " + STATS + UNTIL_TURN,
        lambda m, c: _with_stats(m, {"zone": "stage", "defending": True, "count": "all"}),
    ),
    rule(r"deal (?:your )?opponent (?P<n>{N}) damage", lambda m, c: [{"damage": num(m.group("n"))}]),
    rule(
        r"if this card'?s battle opponent(?: is level (?P<n>\d+)|'?s level is (?P<m>\d+)) or lower,? (?P<may>you may )?"
        r"(?:reverse|put) (?:that|the) character(?: (?:in|into) (?:the )?reverse(?: state)?)?",
        lambda m, c: _reverse_opponent(m),
    ),
    rule(
        _BATTLE_OPPONENT
        + r"(?P<may>you may )?(?:reverse|put) (?:that|the) character(?: (?:in|into) (?:the )?reverse(?: state)?)?",
        lambda m, c: _battle_opponent(m, None),
    ),
    rule(
        _BATTLE_OPPONENT
        + r"(?P<may>you may )?(?:place|put|send|return) that character (?:to|on|at|into) (?:the )?bottom"
        r"(?: of)? (?:the |its owner'?s |their )?deck",
        lambda m, c: _battle_opponent(m, {"to": "deck"}),
    ),
    rule(
        _BATTLE_OPPONENT
        + r"(?P<may>you may )?(?:(?:place|put) the top card of (?:your )?opponent'?s clock|choose the top "
        r"card of (?:your )?opponent'?s clock,? (?:and )?(?:place|put) it) (?:in)?to "
        r"(?:the |their )?waiting room[.,] if you (?:did|do),? (?:place|put|send) that character (?:in)?to "
        r"(?:the |its owner'?s |their )?clock",
        lambda m, c: _battle_opponent(m, {"to": "clock", "clock_top": True}),
    ),
    rule(
        _BATTLE_OPPONENT
        + r"(?P<may>you may )?(?:place|put|send) that character (?:in)?to (?:the |its owner'?s |their )?"
        r"stock[.,] if you (?:did|do),? (?:place|put|send) (?:the bottom card of (?:your )?opponent'?s stock|"
        r"(?:your )?opponent'?s bottom stock|1 card from the bottom of (?:your )?opponent'?s stock) (?:in)?to "
        r"(?:the |their )?waiting room",
        lambda m, c: _battle_opponent(m, {"to": "stock", "stock_bottom": True}),
    ),
    rule(r"rest this card", lambda m, c: [{"rest": "self"}]),
    rule(r"stand this card", lambda m, c: [{"stand": "self"}]),
    rule(r"shuffle your deck", lambda m, c: [{"shuffle_deck": True}]),
    rule(
        r"search your deck for up to (?P<n>{N})(?: (?P<sel>[^,]+?))?,? (?:(?:and )?(?:reveal|show) (?:it|them)(?: to (?:your )?opponent)?,? )?(?:and )?(?:put|add|return|place) (?:it|them) (?:into|to|in) (?:your )?hand(?:[.,]? (?:and |then )?shuffle (?:your|the) deck(?: afterwards)?)?",
        _search,
    ),
    rule(r"(?:send|put|place) this card (?:to|into) (?:your )?memory", lambda m, c: [{"to_memory": "face_up"}]),
    rule(
        r"choose (?:a|1) \"(?P<name>[^\"]+)\" (?:in|from) your waiting room,? (?:and )?(?:put|place) it (?:on|into|in|to) "
        r"(?:the stage position this card was on|this card'?s previous (?:slot|position)(?: on (?:the )?stage)?)",
        lambda m, c: [{"change": m.group("name")}],
    ),
    rule(
        r"(?:return|put|place) this card (?:to|into|in) (?:your |its owner'?s )?(?P<z>hand|waiting room|stock|clock)",
        lambda m, c: [{"put": {"self": True, "to": zone(m.group("z"))}}],
    ),
    # WS 4.8.1: the card looked at stays on top of the deck unless its master puts it into the waiting room
    rule(
        r"look at the top card of your deck,? (?:and )?(?:place|put) it (?:on|at|to) (?:the )?top"
        r"(?: of (?:the |your )?deck| deck)? or (?:into |in |to )?(?:the |your )?waiting room",
        lambda m, c: [{"look_top": 1}, {"may": [{"mill": 1}]}],
    ),
    rule(
        r"look at the top card of your deck,? (?:and )?(?:place|put) it (?:on|at|to) (?:the )?top or (?:at |on |to )?(?:the )?"
        r"bottom(?: of)? (?:the |your )?deck",
        lambda m, c: [{"look_top": 1}, {"may": [{"put": {"zone": "deck", "top": 1, "to": "deck", "bottom": True}}]}],
    ),
    rule(
        r"(?:return|put|place) this card (?:to|on|at|into) (?:the )?bottom (?:of )?(?:your |the |its owner'?s )?deck",
        lambda m, c: [{"put": {"self": True, "to": "deck", "bottom": True}}],
    ),
    rule(r"put this card into your memory", lambda m, c: [{"to_memory": "face_up"}]),
    rule(r"place this card into memory(?: face[- ]up)?", lambda m, c: [{"to_memory": "face_up"}]),
    *may_rules(lambda: EFFECTS),
]


EFFECTS.append(
    rule(r"choose (?P<sel>[^,]+?),? (?:and )?" + TURN + r"(?:it|that character) " + X_PER + UNTIL_TURN, power_for_each)
)
EFFECTS.append(
    rule(
        # the duration printed (WS 8.2.1.2: an effect with none lasts the game)
        r"(?:during (?:this|that) turn,?\s*|until (?:the )?end of (?:this |the |that )?turn,?\s*)this card gets "
        r"\+[XＸ] power\.? [XＸ] is equals? to the number of (?:your )?opponent'?s "
        rf"(?:{TRAITS} )?{CHARS}\s*[x×]\s*(?P<n>\d+)",
        lambda m, c: power_per_opponent(m),
    )
)
EFFECTS.append(
    rule(
        TURN + r"this card gets \+[XＸ] power\.? [XＸ] is equals? to the number of your (?P<other>other )?"
        rf"(?:{TRAITS} {CHARS}|{NAME_PART})\s*[x×]\s*(?P<n>\d+)" + UNTIL_TURN,
        power_for_each,
    )
)


#: the text of the line being compiled (the rules read a sentence that must end the line)
LINE = [""]

#: what "if that card is ..." says of the top card of the deck revealed
_REVEALED = re.compile(
    rf"(?P<not>not )?(?:an? )?(?:{TRAITS} )?(?P<type>characters?|climax|event|card)?"
    r"(?:,? with level (?P<lv>\d+) or (?P<hl>higher|lower))?"
    r"|level (?P<lv2>\d+) or (?P<hl2>higher|lower)",
    re.IGNORECASE,
)
#: what is done with the revealed card ("add it to your hand", "you may put it under this card face down as a marker")
_REVEALED_MOVE = re.compile(
    r"(?P<may>you may )?(?:(?:add|return|put|place) it (?:to|into|in) (?:your )?(?P<z>hand|stock|clock|waiting room)"
    r"|(?:put|place) it under this card (?:face[- ](?P<face>down|up) )?as (?:a )?marker)",
    re.IGNORECASE,
)


def _revealed(text: str) -> Table | None:
    """The spec of deck_top_is for the words after "if that card is" (WS 4.9.1)."""
    m = _REVEALED.fullmatch(text.strip())
    if m is None or not text.strip():
        return None
    spec: Table = {}
    kind = (m.group("type") or "").lower().rstrip("s")
    if kind in ("character", "climax", "event"):
        spec["type"] = kind
    if m.group("traits"):
        spec["traits"] = re.findall(r"《([^》]+)》", m.group("traits"))
    lv, hl = (m.group("lv"), m.group("hl")) if m.group("lv") else (m.group("lv2"), m.group("hl2"))
    if lv:
        spec["level_at_least" if hl.lower() == "higher" else "level_at_most"] = int(lv)
    if not spec:
        return None  # "if that card is a card": not a shape cards print
    if m.group("not"):
        spec["not"] = True
    return spec


def _reveal_top(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Reveal the top card of your deck. If that card is a 《T》 character, add it to your hand(, ...)": the
    card is revealed and stays on top (WS 4.9.1); the condition reads it, and "it" is the top card of the
    deck, so the card is moved by a put of the top card first, before any other step."""
    spec = _revealed(m.group("what"))
    rest = m.group("rest").strip().rstrip(".")
    # the sentence "if that card is ..., A, B, C." is conditional to its end: it is read only where it ends the
    # line (a part cut from it at a comma would leave B and C outside the condition), as one sentence
    if not LINE[0].strip().rstrip(".").rstrip().endswith(rest) or re.search(r"\.\s", rest):
        return None
    if spec is None or re.search(r"\b(?:that card|the revealed card|those cards|X)\b", rest):
        return None
    steps: Steps = []
    mv = _REVEALED_MOVE.match(rest)
    if mv is not None:
        after = rest[mv.end() :].strip()
        if after and not re.match(r"[,.]\s", after):
            return None
        after = after.lstrip(",.").strip()
        to = zone(mv.group("z")) if mv.group("z") else "under"
        put: Table = {"zone": "deck", "top": 1, "to": to}
        if to == "under" and (mv.group("face") or "down").lower() == "down":
            put["face_down"] = True  # WS 3.7.2: a marker is face down unless the effect says face up (WS 3.7.2.1)
        move: Steps = [{"put": put}]
        if mv.group("may"):
            if after:
                return None  # whether what follows depends on the choice is not said
            move = [{"may": move}]
        steps += move
        rest = after
    if rest:
        more = compose(EFFECTS, rest, ctx)
        if more is None:
            return None
        steps += more
    return [{"reveal": {"zone": "deck", "top": 1}}, {"if": {"condition": [{"deck_top_is": spec}], "then": steps}}]


_TOP_DECK = r"(?:your top deck|the top of your deck)"
_BACK_ON_TOP = r"(?:place|put|return) (?:them|it) (?:on|at|to) (?:the )?top(?: of)? (?:the |your )?deck"


def _look_choose(m: re.Match[str]) -> Steps | None:
    """ "Look at up to N cards from the top of your deck, choose up to M (《T》 characters, cards with level N or
    higher) (and show them to your opponent), add them to your hand, put the remaining cards into your waiting
    room" (WS 4.8.1), and "choose 1 card, put it on top of your deck, put the remaining cards into your waiting
    room"."""
    gd = m.groupdict()
    spec: Table = {"up_to": num(gd["n"] or gd.get("n2") or "")}
    take = num(gd["m"])
    if take > spec["up_to"]:
        return None
    what = _revealed(gd["what"]) if not re.fullmatch(r"cards?", gd["what"].strip(), re.I) else {}
    if what is None or what.get("not"):
        return None
    spec.update(take=take, **what)
    if gd.get("upto"):
        spec["take_up_to"] = True
    if gd.get("show"):
        spec["show"] = True
    spec["to"] = "deck_top" if gd.get("top") else "hand"
    spec["rest"] = "waiting_room"
    return [{"look_choose": spec}]


EFFECTS.extend(
    [
        rule(
            rf"look (?:at )?up to (?:(?P<n>{{N}}) cards? from {_TOP_DECK}|the top (?P<n2>{{N}}) cards of your deck),? "
            rf"choose (?P<upto>up to )?(?P<m>{{N}}) (?P<what>[^,]+?)"
            r"(?P<show>,? and (?:show|reveal) (?:it|them) to (?:your )?opponent)?,? (?:add|put|place) (?:it|them) "
            r"(?:to|into|in) (?:your )?hand[,.]? (?:and )?(?:place|put) the (?:remaining|rest of the|other) cards? "
            r"(?:in)?to (?:your |the )?waiting room",
            lambda m, c: _look_choose(m),
        ),
        rule(
            rf"look at up to (?P<n>{{N}}) cards? from {_TOP_DECK},? choose (?P<m>{{N}}) (?P<what>cards?),? "
            r"(?P<top>(?:place|put|return) (?:it|them) (?:on|at|to) (?:the )?top(?: of)? (?:the |your )?deck),? "
            r"(?:and )?(?:place|put) the (?:remaining|rest of the|other) cards? (?:in)?to (?:your |the )?waiting room",
            lambda m, c: _look_choose(m),
        ),
        # "put them back in any order": the master orders them; "in their original order": they stay
        rule(
            rf"look at up to (?P<n>{{N}}) cards? from {_TOP_DECK},? {_BACK_ON_TOP} in any order",
            lambda m, c: [{"look_choose": {"up_to": num(m.group("n")), "rest": "deck_top"}}],
        ),
        rule(
            rf"look at up to (?P<n>{{N}}) cards? from {_TOP_DECK},? {_BACK_ON_TOP} in (?:(?:its|their|the) )?original order",
            lambda m, c: [{"look_choose": {"up_to": num(m.group("n")), "rest": "stay"}}],
        ),
    ]
)


def _look_x(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Look at up to X cards from your top deck, ... X is equal to the number of your (other) 《T》 characters":
    the look as read with a number, X counted as the effect resolves."""
    body = re.sub(r"up to [XＸ] cards", "up to 99 cards", m.group("body"), count=1)
    got = read(EFFECTS, body, ctx)
    if not got or len(got) != 1 or "look_choose" not in got[0] or got[0]["look_choose"].get("up_to") != 99:
        return None
    spec = {k: v for k, v in got[0]["look_choose"].items() if k != "up_to"}
    per = whose_characters(m) or {}
    if m.group("other"):
        per["other"] = True
    spec["per_character"] = per
    return [{"look_choose": spec}]


EFFECTS.append(
    rule(
        rf"(?P<body>look at up to [XＸ] cards? from {_TOP_DECK},? .+?)[.,]? [XＸ] is equals? to the number of your "
        rf"(?P<other>other )?(?:{TRAITS} {CHARS}|{NAME_PART}|{CHARS})",
        _look_x,
    )
)


_MILL = (
    r"(?:put|place) (?:(?P<n>{N}) cards? from (?:your top deck|the top of your deck)|the top card of your deck|"
    r"the top (?P<n2>{N}) cards of your deck) (?:in)?to (?:your )?waiting room"
)


def _mill_n(m: re.Match[str]) -> int:
    n = m.group("n") or m.group("n2")
    return num(n) if n else 1


def _mill_check(m: re.Match[str], ctx: Ctx) -> Steps | None:
    if re.search(r"\d+ or more", m.group(0)[: m.start("rest")]):
        return None  # "2 or more climaxes among them": a count not read
    """"Put the top N cards of your deck into your waiting room. If there is a climax among those cards (if that
    card is a 《T》 character), A, B.": A and B happen only then; read where the sentence ends the line."""
    rest = m.group("rest").strip().rstrip(".")
    if not LINE[0].strip().rstrip(".").rstrip().endswith(rest) or re.search(r"\.\s", rest):
        return None
    if re.search(
        r"\b(?:it|them|that card|those cards|X)\b",
        re.sub(
            r"\bchoose [^,]+?,? (?:during (?:this|that) turn, )?(?:it|they) gets?\b|\bchoose [^,]+?, (?:place|put|return|rest) it\b",
            "",
            rest,
            flags=re.I,
        ),
    ):
        return None  # a card among those put named again: not read
    what = _revealed(m.group("what") or m.group("what2") or m.group("what3"))
    if what is None:
        return None
    if m.group("that") and _mill_n(m) != 1:
        return None
    then = compose(EFFECTS, rest, ctx)
    if then is None:
        return None
    return [{"mill_check": {"cards": _mill_n(m), "among": what, "then": then}}]


def _mill_power(m: re.Match[str], ctx: Ctx) -> Steps | None:
    what = _revealed(m.group("what"))
    if what is None or ctx.card.get("type", "character") != "character":
        return None
    return [{"mill_power": {"cards": _mill_n(m), "power": int(m.group("per")), "among": what}}]


EFFECTS.extend(
    [
        rule(
            _MILL
            + r"[.,]? if (?:there (?:is|are) (?:an? |\d+ or more )?(?P<what>[^,]+?) among (?:those|these|them|the) cards?"
            r"|an? (?P<what2>[^,]+?) is among (?:those|these) cards|(?P<that>that card is) (?P<what3>[^,]+?)), (?P<rest>.+)",
            _mill_check,
        ),
        rule(
            _MILL
            + r",? "
            + TURN
            + r"this card gets \+[XＸ] power\.? [XＸ] is equals? to the number of (?P<what>[^,]+?) among "
            r"(?:those|these) cards\s*[x×]\s*(?P<per>\d+)" + UNTIL_TURN,
            _mill_power,
        ),
    ]
)


EFFECTS.append(
    rule(
        r"reveal the top card of your deck[.,]? if (?:that|the revealed) card is (?P<what>[^,]+?), (?P<rest>.+)",
        _reveal_top,
    )
)
