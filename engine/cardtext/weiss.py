"""Weiss Schwarz card text: 【A】【C】【S】 and [AUTO]/[CONT]/[ACT] lines.

A character's abilities work on the stage, a climax's in the climax area;
an event's text without a marker is the event's effect (an activated
ability, as the demo sets write it). Keyword labels (ENCORE, BOND, ASSIST,
SUPPORT, BRAINSTORM...) are read where the grammar has the keyword.
"""

from __future__ import annotations

import re
from dataclasses import replace

from engine.cardtext import weiss_clauses
from engine.cardtext.compiler import GameCompiler, Result
from engine.cardtext.core import Ctx, Parts, Rule, Steps, Table, compose, copy_parts, may_rules, num, read, rule, signed
from engine.cardtext.lines import Line
from engine.cardtext.phrases import selector
from engine.cardtext.weiss_keywords import (
    BACKUP_LINE,
    BOND_LINE,
    BRAINSTORM_LINE,
    CHARACTER_TRIGGERS,
    ENCORE_LINE,
    GREAT_LINE,
    IN_HAND,
    IN_HAND_BEFORE,
    NO_COLOR,
    NO_PLAY,
    SELF_HAND,
    SHIFT_LINE,
    SUNDER_LINE,
    SUPPORT_LINE,
    THIS_CARD_WORDS,
    TIMES,
    self_bonus,
    short_bonus,
    support,
    uses,
)
from engine.cardtext.weiss_nouns import NOUNS
from engine.cardtext.weiss_nouns import sel as _sel

_HEAD = re.compile(
    r"^(?:【(?P<a>A|C|S|AUTO|CONT|ACT)】|\[(?P<b>AUTO|CONT|ACT)\]|(?P<c>AUTO|CONT|ACT)\s*[-:])\s*", re.IGNORECASE
)
_KINDS = {"a": "auto", "auto": "auto", "c": "cont", "cont": "cont", "s": "act", "act": "act"}
#: labels printed after the marker that change nothing the grammar reads
_LABELS = re.compile(
    r"^(?:【CXCOMBO】|【COUNTER】|【CLOCK】|\[COUNTER\]|●|CXCOMBO|COUNTER|EXPERIENCE|MEMORY|RECOLLECTION|ACCELERATE|CHANGE|RESONANCE|RESONATE)\s*",
    re.IGNORECASE,
)

TURN = r"(?:during (?:this|that) turn,?\s*|until (?:the )?end of (?:this |the |that )?turn,?\s*)?"
UNTIL_TURN = r"(?:,?\s*(?:during (?:this|that) turn|until (?:the )?end of (?:this |the |that )?turn))?"
STATS = r"(?P<stats>(?:{P} (?:power|soul|level)(?:,\s*|\s+and\s+)?)+)"


def _stats(text: str) -> Table | None:
    out: Table = {}
    for m in re.finditer(r"([+-]\s?\d+) (power|soul|level)", text, re.IGNORECASE):
        key = m.group(2).lower()
        if key in out:
            return None
        out[key] = signed(m.group(1))
    return out or None


_NEXT_TURN = r"until (?:the )?end of (?:your )?opponent'?s next turn,? "


def _until_next(m: re.Match[str], target: Table | None) -> Steps | None:
    st = _stats(m.group("stats"))
    if st is None or (m.groupdict().get("sel") is not None and target is None):
        return None
    body: Table = {**st, "until": "opponent_turn"}
    if target is not None:
        body["target"] = target
    return [{"gets": body}]


def _gets_self(m: re.Match[str], ctx: Ctx) -> Steps | None:
    st = _stats(m.group("stats"))
    if st is None:
        return None
    if list(st) == ["power"]:
        return [{"power": st["power"]}]
    return [{"gets": st}]


def _gets_all(m: re.Match[str], ctx: Ctx) -> Steps | None:
    st = _stats(m.group("stats"))
    target = _sel(m.group("sel"))
    if st is None or target is None:
        return None
    return [{"gets": {**st, "target": target}}]


def _gets_chosen(m: re.Match[str], ctx: Ctx) -> Steps | None:
    st = _stats(m.group("stats"))
    target = _sel(m.group("sel"))
    if st is None or target is None:
        return None
    return [{"gets": {**st, "target": target}}]


def _with_stats(m: re.Match[str], target: Table) -> Steps | None:
    st = _stats(m.group("stats"))
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


def _zone(name: str) -> str | None:
    z = NOUNS.zones.get(name.lower().strip())
    return z if isinstance(z, str) else None


def _orient(m: re.Match[str], verb: str) -> Steps | None:
    what = _sel(m.group("sel"))
    return None if what is None else [{verb: what}]


def _top(m: re.Match[str], ctx: Ctx) -> Steps | None:
    src, dst = _zone(m.group("src")), _zone(m.group("dst"))
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
    rule(TURN + r"this (?:card |character )?gets " + STATS + UNTIL_TURN, _gets_self),
    rule(TURN + r"(?P<sel>all (?:of )?your (?:other )?[^,]*?characters?) gets? " + STATS + UNTIL_TURN, _gets_all),
    rule(
        TURN
        + r"(?P<sel>all (?:of )?(?:your )?opponent'?s [^,]*?characters?(?: (?:at|in) (?:the )?front row)?) gets? "
        + STATS
        + UNTIL_TURN,
        _gets_all,
    ),
    rule(
        r"(?P<sel>all (?:of )?your (?:other )?[^,]*?characters?),? (?:during (?:this|that) turn),? gets? " + STATS,
        _gets_all,
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
        lambda m, c: _put(m, c, _zone(m.group("z")) or "?"),
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
        lambda m, c: [{"put": {"self": True, "to": _zone(m.group("z"))}}],
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


TRIGGERS = [
    # 'placed' is "played and placed on the stage" (the wording of WS 10.4.2): a card put on the stage another way is not
    rule(
        r"when this card is placed (?:on|onto) (?:the )?stage from (?:your )?hand",
        lambda m, c: ("placed", [], ["stage"]),
    ),
    rule(r"when this card is played and placed (?:on|onto) (?:the )?stage", lambda m, c: ("placed", [], ["stage"])),
    rule(
        r"when this card is played (?:and placed )?(?:on|onto) (?:the )?stage", lambda m, c: ("placed", [], ["stage"])
    ),
    rule(
        r"when this card is placed (?:into|on|onto|in) (?:the |your )?climax (?:slot|area)(?: from (?:your )?hand)?",
        lambda m, c: ("placed", [], ["climax"]),
    ),
    rule(r"when this card attacks", lambda m, c: "attacks"),
    # WS 8.6.2.4.3: a climax (of yours, of your opponent's) is placed on its master's climax area
    rule(
        r"when (?:a climax is placed (?:into|in|on|onto) your climax (?:slot|area)|"
        r"your climax is placed (?:into|in|on|onto) (?:the |your )?climax (?:slot|area))",
        lambda m, c: ("climax_placed", [], ["stage"], {}),
    ),
    rule(
        r"when a climax is placed (?:into|in|on|onto) (?:your )?opponent'?s climax (?:slot|area)",
        lambda m, c: ("climax_placed", [], ["stage"], {"whose": "opponent"}),
    ),
    rule(r"when this card becomes reverse[d]?", lambda m, c: "reversed"),
    rule(r"when (?:this card's )?battle opponent becomes reverse[d]?", lambda m, c: "opponent_reversed"),
    rule(r"when this card's battle opponent becomes reverse[d]?", lambda m, c: "opponent_reversed"),
    rule(
        r"when this card is placed (?:into|in) (?:your )?waiting room from (?:the )?stage",
        lambda m, c: "stage_to_waiting_room",
    ),
    rule(
        r"at the (?:beginning|start) of (?P<whose>your opponent'?s |opponent'?s |your |the |each )?"
        r"(?P<moment>stand phase|draw phase|clock phase|main phase|climax phase|attack phase|encore step|end phase)",
        lambda m, c: _moment(m),
    ),
    rule(r"at the (?:beginning|start) of your turn", lambda m, c: "turn_start"),
    # a climax "comes to the stage" when it is placed in the climax area (an older wording; WS 8.6.2.4.3)
    rule(
        r"when this card (?:comes|is put) (?:on|onto|to) (?:the )?stage from (?:your )?hand",
        lambda m, c: ("placed", [], ["climax"]) if c.card.get("type") == "climax" else None,
    ),
    rule(
        r"when this card (?:comes|is place|is put) (?:on|onto|to) (?:the )?stage from (?:your )?hand",
        lambda m, c: ("placed", [], ["stage"]),
    ),
    rule(r"at the end of this card's attack", lambda m, c: "attack_end"),
    rule(
        r"when you use (?:this card's )?(?:『|\")?(?P<k>brainstorm|concentration|change|shift|accelerate|resonate|fusion)(?:』|\")?",
        lambda m, c: "use_" + {"concentration": "brainstorm"}.get(m.group("k").lower(), m.group("k").lower()),
    ),
    rule(
        r"when this card is placed on (?:the )?stage by (?:a |the )?(?:『|\")?change(?:』|\")? effect",
        lambda m, c: "placed_by_change",
    ),
    # WS 10.5.2: this card's Backup (printed ASSIST or BACKUP in translations) used: it is in the waiting room then
    rule(r"when you use(?:d)? this card'?s (?:『|\")?(?:assist|backup)(?:』|\")?", lambda m, c: "use_backup"),
]

_MOMENTS = {
    "stand phase": "stand_start",
    "draw phase": "draw_start",
    "clock phase": "clock_start",
    "main phase": "main_start",
    "climax phase": "climax_start",
    "attack phase": "attack_start",
    "encore step": "encore_start",
    "end phase": "turn_end",
}


def _moment(m: re.Match[str]) -> tuple[str, list[Table], list[str], Table]:
    """WS 6, WS 7: the beginning of a phase or step; ``whose`` turn it watches (WS moments: your turn by default)."""
    whose = (m.group("whose") or "").strip().lower()
    params: Table = {}
    if "opponent" in whose:
        params["whose"] = "opponent"
    elif whose in ("", "the", "each"):
        params["whose"] = "any"
    return _MOMENTS[m.group("moment").lower()], [], [], params


#: one or more traits: 《A》, 《A》 or 《B》, 《A》/《B》
TRAITS = r"(?P<traits>《[^》]+》(?:\s*(?:or|/|,)\s*《[^》]+》)*)"


def _characters(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "if you have (N or more) (other) 《T》 (or 《U》) character(s)": characters on your stage (WS 3.6.1)."""
    gd = m.groupdict()
    n = int(gd["n"]) if gd.get("n") else 1
    spec: Table = {"count": n}
    if gd.get("traits"):
        spec["traits"] = re.findall(r"《([^》]+)》", gd["traits"])
    if gd.get("part"):
        spec["name_has"] = gd["part"]
    if gd.get("name"):
        spec["name"] = gd["name"]  # a character of that name (WS 2.1.1)
    if gd.get("other"):
        spec["other"] = True
    elif not gd.get("traits") and not gd.get("part"):
        return None  # "if you have 2 or more characters": not a shape cards print
    return [{"characters_at_least": spec}]


_CHARS = r"(?:characters?|charas?)"


def _no_characters(m: re.Match[str]) -> Steps:
    """ "if you have no (other) 《T》 character": none on your stage (WS 3.6.1)."""
    gd = m.groupdict()
    spec: Table = {"count": 0}
    if gd.get("traits"):
        spec["traits"] = re.findall(r"《([^》]+)》", gd["traits"])
    if gd.get("part"):
        spec["name_has"] = gd["part"]
    if gd.get("other"):
        spec["other"] = True
    return [{"characters_at_most": spec}]


def _characters_at_most(m: re.Match[str]) -> Steps:
    """ "if you have N or less (other) (《T》) character(s)": characters on your stage (WS 3.6.1)."""
    gd = m.groupdict()
    spec: Table = {"count": int(gd["n"])}
    if gd.get("traits"):
        spec["traits"] = re.findall(r"《([^》]+)》", gd["traits"])
    if gd.get("part"):
        spec["name_has"] = gd["part"]
    if gd.get("other"):
        spec["other"] = True
    return [{"characters_at_most": spec}]


_NAME_PART = r"(?:(?:character|chara)s? )?with (?:\"|「)(?P<part>[^\"」]+)(?:\"|」) in (?:its|their) (?:card )?names?"


def _per_character(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "for each of your (other) 《T》 characters, this card gets +N power": a
    character's continuous bonus counted on the stage whenever it is read (WS 8.9.1)."""
    if ctx.card.get("type", "character") != "character":
        return None
    spec = _whose_characters(m)
    if spec is None:
        return None
    if m.group("other"):
        spec["other"] = True
    if m.groupdict().get("row"):
        spec["row"] = m.group("row").lower()  # WS 3.6.3: the front row is the center stage, the back row the back stage
    return [{"power_per_character": {"power": signed(m.group("p")), **spec}}]


def _per_opponent_character(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "for each of your opponent's (《T》) characters (at the back row), this card gets +N power": a
    character's continuous bonus counted on the opponent's stage whenever it is read (WS 8.9.1, WS 3.6.3)."""
    if ctx.card.get("type", "character") != "character":
        return None
    spec: Table = {"power": signed(m.group("p")), "opponent": True}
    if m.group("traits"):
        spec["traits"] = re.findall(r"《([^》]+)》", m.group("traits"))
    if m.group("row"):
        spec["row"] = m.group("row").lower()
    return [{"power_per_character": spec}]


def _others_get(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "all your other 《T》 characters get +N power": a character's continuous
    bonus to the other characters of its master's stage (WS 8.9.1)."""
    if ctx.card.get("type", "character") != "character":
        return None
    spec = _whose_characters(m)
    if spec is None:
        return None
    return [{"others_get": {"power": signed(m.group("p")), **spec}}]


def _others_get_soul(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "all your other 《T》 characters get +N soul": as :func:`_others_get`, of soul (WS 8.9.1)."""
    if ctx.card.get("type", "character") != "character":
        return None
    spec = _whose_characters(m)
    return None if spec is None else [{"others_get": {"soul": signed(m.group("s")), **spec}}]


def _whose_characters(m: re.Match[str]) -> Table | None:
    """The characters a phrase names: by traits, by a part of the name, by a name."""
    gd = m.groupdict()
    if gd.get("traits"):
        return {"traits": re.findall(r"《([^》]+)》", gd["traits"])}
    if gd.get("part"):
        return {"name_has": gd["part"]}
    if gd.get("name"):
        return {"name": gd["name"]}
    return None


_POWER = r"(?P<p>[+-]\s?\d+) power"
_QUOTED = r"(?:\"|「)(?P<name>[^\"」]+)(?:\"|」)"

LASTING = [
    rule(r"this (?:card )?gets " + STATS, _gets_self),
    # "on stage": where a character's continuous ability works (its level there is read after it, WS 8.9.1)
    rule(r"this card gets " + STATS + r" (?:on|while on) (?:the )?stage", lambda m, c: _gets_on_stage(m, c)),
    rule(r"this card (?:on|while on) (?:the )?stage gets " + STATS, lambda m, c: _gets_on_stage(m, c)),
    rule(r"(?P<sel>all (?:of )?your characters?) gets? " + STATS, _gets_all),
    rule(r"this card cannot side attack", lambda m, c: [{"no_side_attack": True}]),
    rule(r"this card cannot front(?:al)? attack", lambda m, c: [{"no_front_attack": True}]),
    rule(r"this card cannot attack", lambda m, c: [{"no_attack": True}]),
    # Backup (WS 10.5) is printed ASSIST in translations
    rule(
        r"you cannot play events? and (?:『|\")?(?:assist|backup)(?:』|\")? from (?:your )?hand",
        lambda m, c: [{"no_event_backup": True}],
    ),
    rule(r"this card cannot (?:become|be) reversed?", lambda m, c: [{"no_reverse": True}]),
    rule(r"this card cannot stand during your (?:stand|standby) phase", lambda m, c: [{"no_stand_phase": True}]),
    # WS 5.1.2.4: a continuous ability about deck construction
    rule(
        r"you (?:can|may) (?:have|put|place|include) any (?:number|amount) of (?:cards (?:with|that ha(?:s|ve)) the same "
        r"name (?:as|with) this card(?: and this card)?|this card|copies of this card) (?:in|into) your deck",
        lambda m, c: [{"deck_copies": "any"}],
    ),
    rule(
        r"you (?:can|may) (?:have|put|place|include) up to (?P<n>\d+) cards (?:with this card'?s name|with the same name "
        r"as this card) (?:in|into) your deck",
        lambda m, c: [{"deck_copies": int(m.group("n"))}],
    ),
    rule(
        rf"for each (?:of )?your (?P<other>other )?(?:{TRAITS} {_CHARS}|{_NAME_PART}|{_QUOTED})(?: (?:at|in) (?:the )?(?P<row>back|front) row)?,? "
        rf"this card gets {_POWER}",
        _per_character,
    ),
    rule(
        rf"for each (?:of )?(?:your )?opponent'?s (?:{TRAITS} )?{_CHARS}(?: (?:at|in) (?:the )?(?P<row>back|front) row)?,? "
        rf"this card gets {_POWER}",
        lambda m, c: _per_opponent_character(m, c),
    ),
    rule(rf"all (?:of )?your other (?:{TRAITS} {_CHARS}|{_NAME_PART}|{_QUOTED}) gets? {_POWER}", _others_get),
    rule(
        rf"all (?:of )?your other (?:{TRAITS} {_CHARS}|{_NAME_PART}|{_QUOTED}) gets? (?P<s>[+-]\s?\d+) soul",
        lambda m, c: _others_get_soul(m, c),
    ),
    # WS 8.9.1: every other character of this card's master (a spec naming no trait nor name names them all)
    rule(rf"all (?:of )?your other {_CHARS} gets? {_POWER}", lambda m, c: _others_all(m, c)),
    # WS 3.6: the center slot of the front row is the middle position of the center stage
    rule(
        rf"your other (?:{TRAITS} )?{_CHARS} (?:in|at) the center slot of (?:the )?front row gets? (?P<p>[+＋-]\s?\d+) power",
        lambda m, c: _others_middle(m, c),
    ),
    rule(r"the character facing this card gets " + STATS, lambda m, c: _facing_gets(m, c)),
    rule(r"for each (?:of the )?markers? under this card,? this card gets " + STATS, lambda m, c: _per_marker(m, c)),
]


def _others_all(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "all your other characters get +N power": a character's continuous bonus to every other character of
    its master's stage (WS 8.9.1)."""
    if ctx.card.get("type", "character") != "character":
        return None
    return [{"others_get": {"power": signed(m.group("p"))}}]


def _others_middle(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "your other (《T》) character in the center slot of the front row gets +N power": a character's continuous
    bonus to the other character of its master in the middle position of the center stage (WS 8.9.1)."""
    if ctx.card.get("type", "character") != "character":
        return None
    spec: Table = {"power": signed(m.group("p").replace("＋", "+")), "middle": True}
    if m.group("traits"):
        spec["traits"] = re.findall(r"《([^》]+)》", m.group("traits"))
    return [{"others_get": spec}]


def _facing_gets(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "the character facing this card gets -1 soul": a character's continuous effect on the opponent's
    character facing it (WS 3.6.5) while this card is on the center stage."""
    if ctx.card.get("type", "character") != "character":
        return None
    st = _stats(m.group("stats"))
    return None if st is None else [{"facing_gets": st}]


def _gets_on_stage(m: re.Match[str], ctx: Ctx) -> Steps | None:
    if ctx.card.get("type", "character") != "character":
        return None
    return _gets_self(m, ctx)


def _per_marker(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "for each marker under this card, this card gets +N power (and +N level)": a character's
    continuous bonus counted by the markers under it whenever it is read (WS 3.7)."""
    if ctx.card.get("type", "character") != "character":
        return None
    st = _stats(m.group("stats"))
    return None if st is None else [{"per_marker": st}]


def _other_attacks(m: re.Match[str], ctx: Ctx) -> tuple[str, Steps, list[str], Table] | None:
    """ "when your other (《T》) character attacks" (WS 7.2.1.6): the attacker named by trait or part of a name."""
    gd = m.groupdict()
    params: Table = {}
    if gd.get("traits"):
        params["traits"] = re.findall(r"《([^》]+)》", gd["traits"])
    elif gd.get("part"):
        params["name_has"] = gd["part"]
    return "other_attacks", [], ["stage"], params


def _power_per_opponent(m: re.Match[str]) -> Steps:
    """ "this card gets +X power. X is equal to the number of opponent's (《T》) characters xN": counted on the
    opponent's stage as the effect resolves, the amount then fixed until end of turn."""
    spec: Table = {"power": int(m.group("n")), "opponent": True}
    if m.group("traits"):
        spec["traits"] = re.findall(r"《([^》]+)》", m.group("traits"))
    return [{"power_for_each": spec}]


def _power_for_each(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "this card gets +X power. X is equal to the number of your (other) 《T》 characters xN": counted on
    your stage as the effect resolves, the amount then fixed until end of turn."""
    spec = _whose_characters(m)
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


_X_PER = (
    r"gets \+[XＸ] power\.? [XＸ] is equals? to the number of your (?P<other>other )?"
    rf"(?:{TRAITS} {_CHARS}|{_NAME_PART})\s*[x×]\s*(?P<n>\d+)"
)
EFFECTS.append(
    rule(
        r"choose (?P<sel>[^,]+?),? (?:and )?" + TURN + r"(?:it|that character) " + _X_PER + UNTIL_TURN, _power_for_each
    )
)
EFFECTS.append(
    rule(
        # the duration printed (WS 8.2.1.2: an effect with none lasts the game)
        r"(?:during (?:this|that) turn,?\s*|until (?:the )?end of (?:this |the |that )?turn,?\s*)this card gets "
        r"\+[XＸ] power\.? [XＸ] is equals? to the number of (?:your )?opponent'?s "
        rf"(?:{TRAITS} )?{_CHARS}\s*[x×]\s*(?P<n>\d+)",
        lambda m, c: _power_per_opponent(m),
    )
)
EFFECTS.append(
    rule(
        TURN + r"this card gets \+[XＸ] power\.? [XＸ] is equals? to the number of your (?P<other>other )?"
        rf"(?:{TRAITS} {_CHARS}|{_NAME_PART})\s*[x×]\s*(?P<n>\d+)" + UNTIL_TURN,
        _power_for_each,
    )
)


#: the text of the line being compiled (the rules read a sentence that must end the line)
_LINE = [""]

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
    if not _LINE[0].strip().rstrip(".").rstrip().endswith(rest) or re.search(r"\.\s", rest):
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
        to = _zone(mv.group("z")) if mv.group("z") else "under"
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
    per = _whose_characters(m) or {}
    if m.group("other"):
        per["other"] = True
    spec["per_character"] = per
    return [{"look_choose": spec}]


EFFECTS.append(
    rule(
        rf"(?P<body>look at up to [XＸ] cards? from {_TOP_DECK},? .+?)[.,]? [XＸ] is equals? to the number of your "
        rf"(?P<other>other )?(?:{TRAITS} {_CHARS}|{_NAME_PART}|{_CHARS})",
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
    if not _LINE[0].strip().rstrip(".").rstrip().endswith(rest) or re.search(r"\.\s", rest):
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


TRIGGERS.append(
    rule(rf"when (?:your other|another of your) (?:{TRAITS} {_CHARS}|{_NAME_PART}|{_CHARS}) attacks", _other_attacks)
)


def _facing(m: re.Match[str], ctx: Ctx) -> Steps:
    """ "if the character facing this card is level N or higher / lower" (WS 3.6.5)."""
    word = "facing_level_at_least" if m.group("hl").lower() == "higher" else "facing_level_at_most"
    return [{word: int(m.group("n"))}]


def _zone_count(m: re.Match[str]) -> Steps:
    """ "if your waiting room has N or less climaxes", "if your deck has N or less cards": the cards of a zone
    of yours (of a card type) counted as the condition is read."""
    gd = m.groupdict()
    spec: Table = {"zone": _zone(gd["z"]), "count": int(gd["n"])}
    if gd.get("climax"):
        spec["type"] = "climax"
    more = gd["cmp"].lower() in ("more", "greater", "higher")
    return [{"zone_count_at_least" if more else "zone_count_at_most": spec}]


CONDITIONS = [
    rule(r"if the character facing this card is level (?P<n>\d+) or (?P<hl>higher|lower)", _facing),
    rule(r"if the level of the character facing this card is (?P<n>\d+) or (?P<hl>higher|lower)", _facing),
    rule(r"during your turn", lambda m, c: [{"my_turn": True}]),
    rule(
        rf"if you have (?P<n>\d+) or more (?P<other>other |another )?(?:{TRAITS} {_CHARS}|{_NAME_PART}|{_CHARS})",
        _characters,
    ),
    rule(rf"if you have (?:(?P<n>\d+) or more )?(?P<other>other |another )?{_QUOTED}", _characters),
    rule(rf"if you have (?P<other>other |another )?(?:an? )?(?:{TRAITS} {_CHARS}|{_NAME_PART})", _characters),
    rule(
        rf"if you have (?P<n>\d+) or (?:less|fewer) (?P<other>other )?(?:{TRAITS} {_CHARS}|{_NAME_PART}|{_CHARS})",
        lambda m, c: _characters_at_most(m),
    ),
    rule(r"if your stock has (?P<n>\d+) or (?:less|fewer) cards", lambda m, c: [{"stock_at_most": int(m.group("n"))}]),
    rule(
        r"if (?:your stock is|you have) (?P<n>\d+) or (?:less|fewer)(?: cards)?(?: in (?:your )?stock)?",
        lambda m, c: _stock(m, "stock_at_most"),
    ),
    rule(
        r"if (?:your stock is|you have) (?P<n>\d+) or more(?: cards)?(?: in (?:your )?stock)?",
        lambda m, c: _stock(m, "stock_at_least"),
    ),
    rule(r"during (?:your )?opponent'?s turn", lambda m, c: [{"opponent_turn": True}]),
    rule(
        r"if you have (?P<n>\d+) or (?:more|greater) cards in (?:your )?hand",
        lambda m, c: [{"min_hand": int(m.group("n"))}],
    ),
    rule(
        r"if you have (?P<n>\d+) or (?:less|fewer) cards in (?:your )?hand",
        lambda m, c: [{"max_hand": int(m.group("n"))}],
    ),
    rule(r"if your hand is (?P<n>\d+) or more(?: cards)?", lambda m, c: [{"min_hand": int(m.group("n"))}]),
    rule(r"if your hand has (?P<n>\d+) or more cards", lambda m, c: [{"min_hand": int(m.group("n"))}]),
    rule(r"if your hand has (?P<n>\d+) or (?:less|fewer) cards", lambda m, c: [{"max_hand": int(m.group("n"))}]),
    rule(r"if your level is (?P<n>\d+) or (?:higher|more)", lambda m, c: [{"level_at_least": int(m.group("n"))}]),
    rule(r"if your stock has (?P<n>\d+) or more cards", lambda m, c: [{"stock_at_least": int(m.group("n"))}]),
    rule(
        r"if you have (?P<n>\d+) or more cards in (?:your )?stock", lambda m, c: [{"stock_at_least": int(m.group("n"))}]
    ),
    rule(
        r"if you have (?P<n>\d+) or more cards in (?:your )?memory",
        lambda m, c: [{"memory_at_least": int(m.group("n"))}],
    ),
    rule(r"if your memory has (?P<n>\d+) or more cards", lambda m, c: [{"memory_at_least": int(m.group("n"))}]),
    rule(
        r"(?:when|if) \"(?P<n>[^\"]+)\" ?is in (?:your|the) climax (?:slot|area)",
        lambda m, c: [{"climax_in_area": m.group("n")}],
    ),
    rule(
        r"if the total level (?:of (?:the )?cards )?in your level(?: zone| slot)? is (?P<n>\d+) or (?:higher|more)",
        lambda m, c: [{"level_total_at_least": int(m.group("n"))}],
    ),
    rule(
        rf"if all (?:of )?your {_CHARS} (?:are|is) {TRAITS}",
        lambda m, c: [{"all_characters_are": {"traits": re.findall(r"《([^》]+)》", m.group("traits"))}}],
    ),
    rule(
        rf"if all (?:of )?your {_CHARS} ha(?:ve|s) (?:\"|「)(?P<part>[^\"」]+)(?:\"|」) in (?:its|their) (?:card )?names?",
        lambda m, c: [{"all_characters_are": {"name_has": m.group("part")}}],
    ),
    rule(
        rf"if you (?:have no|do not have an?|don'?t have an?) (?P<other>other )?(?:{TRAITS} {_CHARS}|{_NAME_PART})",
        lambda m, c: _no_characters(m),
    ),
    rule(
        rf"if you (?:have no|do not have any) other {_CHARS}",
        lambda m, c: [{"characters_at_most": {"count": 0, "other": True}}],
    ),
    # a card of that name in a zone of yours
    rule(
        r"if (?:\"|「)(?P<name>[^\"」]+)(?:\"|」) is in your (?P<z>clock|memory|waiting room|level|level zone|level slot)",
        lambda m, c: [{"zone_count_at_least": {"zone": _zone(m.group("z")), "count": 1, "name": m.group("name")}}],
    ),
    # WS 3.6.3: the front row is the center stage
    rule(
        r"if you have no other (?:rest|rested) (?:characters?|charas?) (?:at|in|on) (?:the |your )?front row",
        lambda m, c: [{"characters_at_most": {"count": 0, "other": True, "rested": True, "front_row": True}}],
    ),
    # the words above first (stock_at_most, min_hand...): these read the other zones, and climaxes counted
    rule(
        r"if your (?P<z>waiting room|deck|clock|memory|stock|hand) has (?P<n>\d+) or (?P<cmp>less|fewer|more)"
        r" (?:(?P<climax>climax(?:es)?)|cards?)",
        lambda m, c: None if m.group("climax") and m.group("z").lower() in ("deck", "stock") else _zone_count(m),
    ),
    rule(
        r"if you have (?P<n>\d+) or (?P<cmp>less|fewer|more) (?P<climax>climax(?:es)?) in (?:your )?(?P<z>waiting room)",
        lambda m, c: _zone_count(m),
    ),
]

TRIGGERS.extend(weiss_clauses.TRIGGERS)
EFFECTS.extend(weiss_clauses.EFFECTS)
CONDITIONS.extend([*weiss_clauses.CONDITIONS, *weiss_clauses.both_rules(lambda: CONDITIONS)])


def _stock(m: re.Match[str], word: str) -> Steps | None:
    if "stock" not in m.group(0).lower():
        return None
    return [{word: int(m.group("n"))}]


def _cost_stock(m: re.Match[str], ctx: Ctx) -> Steps:
    return [{"stock": int(m.group("n"))}]


COSTS = [
    rule(r"\((?P<n>\d+)\)", _cost_stock),
    rule(r"\((?P<n>\d+)\)\s+(?P<rest>.+)", lambda m, c: _more_cost(m, c)),
    rule(
        r"(?:put|place) (?P<n>{N}) cards? from (?:your )?hand (?:into|to|in) (?:your )?waiting room",
        lambda m, c: [{"discard": num(m.group("n"))}],
    ),
    rule(r"discard (?P<n>{N}) cards?(?: from your hand)?", lambda m, c: [{"discard": num(m.group("n"))}]),
    rule(
        r"(?:put|place) (?P<n>{N}) cards? (?:into|to|in) (?:your )?waiting room from (?:your )?hand",
        lambda m, c: [{"discard": num(m.group("n"))}],
    ),
    rule(
        r"(?:put|place) (?P<n>{N}) characters? (?:into|to|in) (?:your )?waiting room from (?:your )?hand",
        lambda m, c: [{"discard_character": num(m.group("n"))}],
    ),
    rule(
        r"(?:put|place) (?P<n>{N}) characters? from (?:your )?hand (?:into|to|in) (?:your )?waiting room",
        lambda m, c: [{"discard_character": num(m.group("n"))}],
    ),
    rule(
        r"discard (?P<n>{N}) characters? (?:to (?:your )?waiting room )?from (?:your )?hand(?: to (?:your )?waiting room)?",
        lambda m, c: [{"discard_character": num(m.group("n"))}],
    ),
    rule(
        r"(?:put|place) the top card (?:of|from) your deck (?:into|to|in) (?:your )?clock",
        lambda m, c: [{"clock_top": 1}],
    ),
    rule(
        rf"(?:put|place|discard) (?P<n>{{N}}) (?P<what>climax(?:es)?|{TRAITS} (?:characters?|charas?)) "
        r"(?:(?:into|to|in) (?:your )?waiting room )?from (?:your )?hand(?: (?:into|to|in) (?:your )?waiting room)?",
        lambda m, c: _discard_cards(m),
    ),
    rule(r"rest this card", lambda m, c: [{"rest_self": True}]),
    rule(
        rf"(?:rest|put) (?P<n>{{N}}) (?:of )?your (?P<other>other )?(?:stand(?:ing)? )?(?:{TRAITS} )?(?:characters?|charas?)"
        r"(?: in stand)?(?: (?:from stand )?to rest)?",
        lambda m, c: _rest_characters(m),
    ),
    rule(
        r"(?:put|place|return) this card (?:from (?:the )?stage )?(?:into|to|in) (?:your )?waiting room",
        lambda m, c: [{"self_to_waiting_room": True}],
    ),
]

COSTS.extend(weiss_clauses.COSTS)


def _rest_characters(m: re.Match[str]) -> Steps | None:
    """A cost of resting N of your (other) (《T》) characters (standing ones: a rested one cannot be rested)."""
    text = m.group(0).lower()
    if text.startswith("put") and not text.endswith("to rest"):
        return None
    spec: Table = {"count": num(m.group("n"))}
    if m.group("traits"):
        spec["traits"] = re.findall(r"《([^》]+)》", m.group("traits"))
    if m.group("other"):
        spec["other"] = True
    return [{"rest_characters": spec}]


def _discard_cards(m: re.Match[str]) -> Steps:
    """A cost of N climaxes, or N 《T》 characters, from the hand into the waiting room."""
    spec: Table = {"count": num(m.group("n"))}
    if m.group("traits"):
        spec.update(type="character", traits=re.findall(r"《([^》]+)》", m.group("traits")))
    else:
        spec["type"] = "climax"
    return [{"discard_cards": spec}]


def _more_cost(m: re.Match[str], ctx: Ctx) -> Steps | None:
    rest = compose(COSTS, m.group("rest"), ctx)
    return None if rest is None else [{"stock": int(m.group("n"))}, *rest]


class WeissCompiler(GameCompiler):
    game = "weiss"
    triggers = TRIGGERS
    costs = COSTS
    conditions = CONDITIONS
    effects = EFFECTS
    lasting = LASTING

    def __init__(self) -> None:
        super().__init__()
        #: the labels printed after the line's marker (【CXCOMBO】, 【CLOCK】...)
        self.labels: list[str] = []

    def head(self, line: Line, card: Table) -> tuple[Parts, str] | None:
        self.labels = []
        text = line.text
        m = _HEAD.match(text)
        ctype = card.get("type", "character")
        zones = ["climax"] if ctype == "climax" else [] if ctype == "event" else ["stage"]
        if m is None:
            if ctype == "event":
                return Parts("act"), self._labels(text)
            return None
        kind = _KINDS[(m.group("a") or m.group("b") or m.group("c")).lower()]
        return Parts(kind, zones), self._labels(text[m.end() :])

    def _labels(self, text: str) -> str:
        """The labels printed at the start of ``text`` (kept in :attr:`labels`), and the rest."""
        while True:
            lm = _LABELS.match(text)
            if not lm:
                return text
            self.labels.append(lm.group(0).strip("【】[] ").upper())
            text = text[lm.end() :]

    def compile_line(self, line: Line, card: Table) -> Result:
        _LINE[0] = line.text
        got = super().compile_line(line, card)
        # WS 2.8.2: 【COUNTER】 before an event's text is its counter icon: the event is played in the counter step
        if got.compiled and card.get("type") == "event" and "COUNTER" in self.labels:
            return replace(got, values=(("counter", True),))
        return got

    #: labels an ability played by hand may have: they say nothing its trigger, cost and words do not
    HAND_LABELS = frozenset({"CXCOMBO", "EXPERIENCE"})

    def finish(self, parts: Parts, card: Table) -> Parts | str:
        # a keyword's label (CHANGE, ACCELERATE: other cards watch for its use; COUNTER: played in the counter
        # step) means more than its words: such a line is not played by hand
        if self.hand and set(self.labels) - self.HAND_LABELS:
            return (
                "a label that means more than its words ("
                + ", ".join(sorted(set(self.labels) - self.HAND_LABELS))
                + ")"
            )
        # a 【CLOCK】 ability works while the card is in the clock, not on the stage
        if "CLOCK" in self.labels and "clock" not in parts.zones:
            return "an ability of a card in the clock (【CLOCK】) is not read"
        # an event card resolves and goes to the waiting room (WS 3.13.1.1): an ability of it that stays is not read
        if card.get("type") == "event" and parts.kind != "act" and parts.zones != ["hand"]:
            return "an event's text is played once: an ability it keeps is not read"
        # a climax is in the climax area and never attacks nor battles: a line that watches its attack or battle
        # is a character's (the card's type is not what its text says)
        if card.get("type") == "climax" and parts.when in CHARACTER_TRIGGERS:
            return "a climax never attacks nor battles: the line is a character's"
        # "when a climax is placed" is read on a character's stage; a climax or an event is not there
        if parts.when == "climax_placed" and card.get("type", "character") != "character":
            return '"when a climax is placed" is read for a character on the stage'
        # WS 8.9: the game applies a continuous bonus to all your characters from a climax in the climax area
        # only; a character's would compile to a bonus nothing applies
        if (
            parts.kind == "cont"
            and card.get("type") != "climax"
            and any(isinstance(step.get("gets"), dict) and "target" in step["gets"] for step in parts.effect)
        ):
            return "a continuous bonus to all your characters is applied from a climax only"
        # a 【COUNTER】 ability of a character is used in the counter step (WS 7.4.1): only Backup is read so
        if "COUNTER" in self.labels and card.get("type") != "event" and not uses(parts.effect, "backup"):
            return "an ability used in the counter step (【COUNTER】) is read only as Backup"
        # WS 10.8.2: only an ability labelled CHANGE is a Change; another that swaps characters the same way is
        # not one, and "when you use Change" (WS 10.8.5) does not watch it
        if uses(parts.effect, "change") and "CHANGE" not in self.labels:
            return "a character put on this card's position without the CHANGE label is not Change's (WS 10.8.2)"
        # the character facing this card (WS 3.6.5), this card's row (WS 3.6.3) are read as an automatic ability
        # resolves
        # a character's restrictions of its own ("this card cannot attack"): a climax or an event has none
        if (
            parts.kind == "cont"
            and card.get("type", "character") != "character"
            and any(w.startswith("no_") and w != "no_color_rule" for step in parts.effect for w in step)
        ):
            return "a restriction of this card is read for a character"
        words = {w for step in parts.condition for w in step}
        if parts.kind != "auto" and "played_this_turn" in words:
            return "the turn this card was played is read in automatic abilities only"
        # this card's position, markers, the character facing it: in an automatic ability, or a continuous
        # bonus or restriction of this card's own
        if words & THIS_CARD_WORDS and not (
            parts.kind == "auto" or (parts.kind == "cont" and all(self_bonus(step) for step in parts.effect))
        ):
            return (
                "this card's position, markers and facing character are read in automatic abilities and its own"
                " bonuses only"
            )
        # "until the end of your opponent's next turn" ends after the turn that follows the one it is made in: read
        # where the ability resolves in its master's own turn (this card attacks, is played, a main phase ability)
        if uses(parts.effect, "until") and re.search(r"opponent'?s next turn", self.line.text, re.I):
            own = (parts.kind == "auto" and parts.when in ("attacks", "placed")) or (
                parts.kind == "act" and "COUNTER" not in self.labels and card.get("type") != "event"
            )
            if not own:
                return "\"until the end of your opponent's next turn\" is read in an ability of its master's own turn"
            if short_bonus(parts.effect):
                return "a bonus beside one until the end of your opponent's next turn: its duration is not read"
        # "your character in battle" is read only as your Backup is used: then it is your defending character
        if re.search(r"of your (?:characters?|charas?) in battle", self.line.text, re.I) and parts.when != "use_backup":
            return '"your character in battle" is read only when your Backup is used'
        if parts.when == "use_backup":
            # the card is in the waiting room: "this card" there is not read
            if re.search(r"\bthis card\b(?!'s (?:『|\")?(?:assist|backup))", self.line.text, re.I):
                return '"this card" in the waiting room after its Backup is not read'
            parts = replace(parts, zones=["waiting_room"])
        # WS 10.13.1: revealing a card of the hand as a cost is Resonate's: read in a line labelled so
        if any("reveal_name" in step for step in parts.cost) and not {"RESONANCE", "RESONATE"} & set(self.labels):
            return "a cost of revealing a card is Resonate's (WS 10.13.1): read with its label only"
        # a cost of this card leaving its stage position is a character's
        if any("self_to" in step for step in parts.cost) and card.get("type", "character") != "character":
            return "a cost of this card leaving the stage is read for a character"
        # the trigger step of this card's attack: read where the trigger is "when this card attacks"
        if uses(parts.effect, "trigger_checks") and parts.when != "attacks":
            return 'trigger checks of this card\'s attack are read in "when this card attacks" only'
        # the battle opponent is read only where the trigger is this card's reversal in battle (WS 7.2.1.5.1)
        if (
            uses(parts.effect, "reverse_battle_opponent") or uses(parts.effect, "battle_opponent_to")
        ) and parts.when != "reversed":
            return 'the battle opponent is read only in "when this card becomes reversed"'
        # the cost clock_top is Accelerate's (WS 10.12): paying it is using Accelerate, so only an Accelerate has
        # it; another ability's cost of the same words puts the card into the clock without using Accelerate
        if any("clock_top" in step for step in parts.cost) and not re.search(r"accelerate", self.line.text, re.I):
            cost = [{"deck_to_clock": s["clock_top"]} if "clock_top" in s else s for s in parts.cost]
            return replace(parts, cost=cost)
        return parts

    def body(self, parts: Parts, text: str, card: Table) -> Parts | None:
        m = TIMES.search(text)
        if m and parts.kind in ("auto", "act"):
            # "this ability can be activated up to 2 times each turn": a limit of the ability (read at the start of
            # its text, or after its cost)
            times = num(m.group("n")) if m.group("n") else 2
            got = self.body(parts, text[: m.start()] + " " + text[m.end() :], card)
            if got is None or times < 2:
                return None
            return replace(got, params={**got.params, "per_turn": times})
        keyword = self.keyword(parts, text.strip(), card)
        if keyword is not None:
            return keyword
        m = NO_COLOR.fullmatch(text.strip())
        if m and parts.kind in ("cont", "act") and card.get("type", "character") in ("character", "event"):
            # WS 8.6.2.1.1: the card's own text lifts the color requirement of its play from the hand
            cond: Steps = []
            if m.group("cond"):
                got = read(CONDITIONS, m.group("cond"), self.ctx(parts, card))
                if got is None:
                    return None
                cond = got
            return Parts("cont", ["hand"], condition=cond, effect=[{"no_color_rule": True}])
        m = NO_PLAY.fullmatch(text.strip())
        if m and parts.kind in ("cont", "act") and card.get("type", "character") in ("character", "event"):
            # WS 8.6.2.1: the card's own text forbids playing it from the hand while the condition holds
            cond = read(CONDITIONS, m.group("cond"), self.ctx(parts, card))
            if cond is None:
                return None
            return Parts("cont", ["hand"], condition=cond, effect=[{"cannot_play": True}])
        before = IN_HAND_BEFORE.fullmatch(text.strip())
        if before:
            text = f"{before.group('pre')} {before.group('post')} in your hand"
        m = IN_HAND.fullmatch(text.strip())
        if m and parts.kind == "cont" and card.get("type", "character") in ("character", "event"):
            # WS 8.6.2.1 / WS 8.9.1: a continuous ability that works while the card is in the hand, read by the
            # level and color requirements; the ability is only the level change
            p = copy_parts(parts)
            p.zones = ["hand"]
            got = super().body(p, m.group("rest"), card)
            if got is None or got.effect != [{"gets": {"level": signed(m.group("n"))}}]:
                return None
            return got
        return super().body(parts, text, card)

    def keyword(self, parts: Parts, text: str, card: Table) -> Parts | None:
        ctx = self.ctx(parts, card)
        m = ENCORE_LINE.match(text)
        if m and parts.kind == "auto":
            cost = compose(COSTS, m.group("cost"), ctx)
            if cost is None:
                return None
            return Parts("auto", parts.zones, "encore", cost=cost, effect=[{"encore": True}])
        m = BOND_LINE.match(text)
        if m and parts.kind == "auto":
            cost = compose(COSTS, m.group("cost"), ctx)
            if cost is None:
                return None
            return Parts("auto", parts.zones, "placed", cost=cost, effect=[{"bond": m.group("name")}])
        m = BACKUP_LINE.match(text)
        if m and parts.kind == "act":
            c = SELF_HAND.match(m.group("cost").strip())
            if c is None:
                return None
            cost = [{"stock": int(c.group("n"))}] if c.group("n") else []
            return Parts(
                "act", ["hand"], cost=cost, effect=[{"backup": int(m.group("p"))}], params={"level": int(m.group("lv"))}
            )
        m = BRAINSTORM_LINE.match(text)
        if m and parts.kind == "act":
            cost = compose(COSTS, m.group("cost"), ctx)
            per = compose(EFFECTS, re.sub(r"^you ", "", m.group("per").strip()), ctx)
            if cost is None or per is None:
                return None
            return Parts(
                "act", parts.zones, cost=cost, effect=[{"brainstorm": {"cards": int(m.group("n")), "per_climax": per}}]
            )
        m = SHIFT_LINE.match(text)
        if m and parts.kind == "auto":
            return Parts("auto", ["clock"], "main_start", effect=[{"shift": int(m.group("n"))}])
        m = SUPPORT_LINE.match(text)
        if m and parts.kind == "cont":
            return support(m)
        m = SUNDER_LINE.match(text)
        if m and parts.kind == "auto":
            cost = compose(COSTS, m.group("cost"), ctx)
            if cost is None:
                return None
            return Parts("auto", parts.zones, "attack_end", cost=cost, effect=[{"sunder": m.group("name")}])
        if GREAT_LINE.match(text) and parts.kind == "cont":
            return Parts("cont", parts.zones, effect=[{"great_performance": True}])
        return None
