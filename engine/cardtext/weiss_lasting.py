"""Weiss Schwarz continuous bonuses: what a character gets while a
condition holds (for each character, trait or marker, from the characters
around it), as :mod:`engine.cardtext.weiss` reads a 【CONT】 line."""

from __future__ import annotations

import re

from engine.cardtext.core import Ctx, Steps, Table, rule, signed
from engine.cardtext.weiss_effects import gets_all, gets_self, whose_characters
from engine.cardtext.weiss_nouns import CHARS, NAME_PART, QUOTED, STATS, TRAITS, stats


def characters(m: re.Match[str], ctx: Ctx) -> Steps | None:
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


def no_characters(m: re.Match[str]) -> Steps:
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


def characters_at_most(m: re.Match[str]) -> Steps:
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


def _per_character(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "for each of your (other) 《T》 characters, this card gets +N power": a
    character's continuous bonus counted on the stage whenever it is read (WS 8.9.1)."""
    if ctx.card.get("type", "character") != "character":
        return None
    spec = whose_characters(m)
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
    spec = whose_characters(m)
    if spec is None:
        return None
    return [{"others_get": {"power": signed(m.group("p")), **spec}}]


def _others_get_soul(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "all your other 《T》 characters get +N soul": as :func:`_others_get`, of soul (WS 8.9.1)."""
    if ctx.card.get("type", "character") != "character":
        return None
    spec = whose_characters(m)
    return None if spec is None else [{"others_get": {"soul": signed(m.group("s")), **spec}}]


_POWER = r"(?P<p>[+-]\s?\d+) power"

LASTING = [
    rule(r"this (?:card )?gets " + STATS, gets_self),
    # "on stage": where a character's continuous ability works (its level there is read after it, WS 8.9.1)
    rule(r"this card gets " + STATS + r" (?:on|while on) (?:the )?stage", lambda m, c: _gets_on_stage(m, c)),
    rule(r"this card (?:on|while on) (?:the )?stage gets " + STATS, lambda m, c: _gets_on_stage(m, c)),
    rule(r"(?P<sel>all (?:of )?your characters?) gets? " + STATS, gets_all),
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
        rf"for each (?:of )?your (?P<other>other )?(?:{TRAITS} {CHARS}|{NAME_PART}|{QUOTED})(?: (?:at|in) (?:the )?(?P<row>back|front) row)?,? "
        rf"this card gets {_POWER}",
        _per_character,
    ),
    rule(
        rf"for each (?:of )?(?:your )?opponent'?s (?:{TRAITS} )?{CHARS}(?: (?:at|in) (?:the )?(?P<row>back|front) row)?,? "
        rf"this card gets {_POWER}",
        lambda m, c: _per_opponent_character(m, c),
    ),
    rule(rf"all (?:of )?your other (?:{TRAITS} {CHARS}|{NAME_PART}|{QUOTED}) gets? {_POWER}", _others_get),
    rule(
        rf"all (?:of )?your other (?:{TRAITS} {CHARS}|{NAME_PART}|{QUOTED}) gets? (?P<s>[+-]\s?\d+) soul",
        lambda m, c: _others_get_soul(m, c),
    ),
    # WS 8.9.1: every other character of this card's master (a spec naming no trait nor name names them all)
    rule(rf"all (?:of )?your other {CHARS} gets? {_POWER}", lambda m, c: _others_all(m, c)),
    # WS 3.6: the center slot of the front row is the middle position of the center stage
    rule(
        rf"your other (?:{TRAITS} )?{CHARS} (?:in|at) the center slot of (?:the )?front row gets? (?P<p>[+＋-]\s?\d+) power",
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
    st = stats(m.group("stats"))
    return None if st is None else [{"facing_gets": st}]


def _gets_on_stage(m: re.Match[str], ctx: Ctx) -> Steps | None:
    if ctx.card.get("type", "character") != "character":
        return None
    return gets_self(m, ctx)


def _per_marker(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "for each marker under this card, this card gets +N power (and +N level)": a character's
    continuous bonus counted by the markers under it whenever it is read (WS 3.7)."""
    if ctx.card.get("type", "character") != "character":
        return None
    st = stats(m.group("stats"))
    return None if st is None else [{"per_marker": st}]


def other_attacks(m: re.Match[str], ctx: Ctx) -> tuple[str, Steps, list[str], Table] | None:
    """ "when your other (《T》) character attacks" (WS 7.2.1.6): the attacker named by trait or part of a name."""
    gd = m.groupdict()
    params: Table = {}
    if gd.get("traits"):
        params["traits"] = re.findall(r"《([^》]+)》", gd["traits"])
    elif gd.get("part"):
        params["name_has"] = gd["part"]
    return "other_attacks", [], ["stage"], params
