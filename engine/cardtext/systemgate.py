"""System Gate card text: ``*`` automatic skills, [Use] skills, a spell's
text (its effect when cast), and keyword skills ([Dive], [Vampire Curse 2]).

System Gate has no public card data; this compiler reads the wording of the
demo cards (SG 8: a ``*`` skill, a [Use] skill with its cost before ``:``).
A unit's skills work in the unit zones, an item's from the Player zone, a
[Set] spell's in the Set zone.
"""

from __future__ import annotations

import re
from typing import Any

from engine.abilities import vocabulary
from engine.cardtext.compiler import GameCompiler, Result
from engine.cardtext.core import Ctx, Parts, Rule, Steps, Table, compose, may_rules, num, rule
from engine.cardtext.lines import Line, normalise, strip_reminders

UNIT_ZONES = ["left", "center", "right"]
_KEYWORD = re.compile(r"\[(?P<k>[A-Za-z][A-Za-z ]*?)(?: (?P<n>\d+))?\]")
_TIME = r"(?: until (?:the )?end of (?:the |this )?turn| this turn)"


def _stat(text: str) -> str:
    return {"": "power", "power": "power", "defense": "defense", "crit": "crit"}[text.strip().lower()]


def _gets_self(m: re.Match[str], ctx: Ctx) -> Steps:
    stat = _stat(m.group("s") or "")
    n = int(m.group("p"))
    if stat == "power" and not m.group("s"):
        return [{"power": n}]
    return [{"gets": {stat: n}}]


def _gets_chosen(m: re.Match[str], ctx: Ctx) -> Steps | None:
    stat = _stat(m.group("s") or "")
    return [{"gets": {stat: int(m.group("p")), "target": {"zone": "units", "count": 1}}}]


def _search(m: re.Match[str], ctx: Ctx) -> Steps | None:
    return [{"search": {"zone": "deck", "attribute": m.group("a").strip(), "up_to": 1}}]


EFFECTS: list[Rule] = [
    rule(r"draw (?P<n>{N}) cards?", lambda m, c: [{"draw": num(m.group("n"))}]),
    rule(r"(?:it|this card) gets (?P<p>[+-]\d+)(?: (?P<s>power|defense|crit))?" + _TIME, _gets_self),
    rule(r"choose a unit on your field\. it gets (?P<p>[+-]\d+)(?: (?P<s>power|defense|crit))?" + _TIME, _gets_chosen),
    rule(
        r"an enemy unit gets (?P<p>[+-]\d+) (?P<s>power|defense|crit)" + _TIME,
        lambda m, c: [
            {
                "gets": {
                    _stat(m.group("s")): int(m.group("p")),
                    "target": {"zone": "units", "owner": "opponent", "count": 1},
                }
            }
        ],
    ),
    rule(
        r"put the top card of your deck into your energy face down",
        lambda m, c: [{"put": {"zone": "deck", "top": 1, "to": "energy", "face_down": True}}],
    ),
    rule(
        r"deal (?P<n>\d+) damage to an enemy unit",
        lambda m, c: [
            {"damage": {"amount": int(m.group("n")), "target": {"zone": "units", "owner": "opponent", "count": 1}}}
        ],
    ),
    rule(r"deal (?P<n>{N}) damage to your opponent", lambda m, c: [{"damage": num(m.group("n"))}]),
    rule(
        r"your opponent drops the top (?P<n>{N}) cards? of their deck",
        lambda m, c: [{"mill_opponent": num(m.group("n"))}],
    ),
    rule(r"your opponent drops (?P<n>{N}) hand cards?", lambda m, c: [{"opponent_discard": num(m.group("n"))}]),
    rule(r"gain (?P<n>{N}) life", lambda m, c: [{"heal": num(m.group("n"))}]),
    rule(r"fizzle the attack", lambda m, c: [{"fizzle": "attack"}]),
    rule(r"fizzle an opposing card or skill in the stack", lambda m, c: [{"fizzle": "play"}]),
    rule(r"you win the game", lambda m, c: [{"win_game": True}]),
    rule(r"your opponent loses the game", lambda m, c: [{"lose_game": "opponent"}]),
    rule(r"you cannot lose this turn", lambda m, c: [{"cannot_lose": True}]),
    rule(r"your opponents? cannot win this turn", lambda m, c: [{"cannot_win": True}]),
    rule(r"exchange the positions of two of your units", lambda m, c: [{"swap_units": True}]),
    rule(r"move one of your units to an empty (?:unit )?zone", lambda m, c: [{"move_unit": True}]),
    rule(
        r"return an enemy unit to its owner's hand",
        lambda m, c: [{"put": {"zone": "units", "owner": "opponent", "count": 1, "to": "hand"}}],
    ),
    rule(
        r"drop an enemy unit", lambda m, c: [{"put": {"zone": "units", "owner": "opponent", "count": 1, "to": "drop"}}]
    ),
    rule(
        r"flip a coin\. if heads, draw (?P<n>{N}) cards?",
        lambda m, c: [{"if": {"condition": [{"coin_heads": True}], "then": [{"draw": num(m.group("n"))}]}}],
    ),
    rule(
        r"your opponent may pay (?P<n>\d+) energy\. if they do not, fizzle their card or skill in the stack",
        lambda m, c: [{"fizzle": {"unless_pays": int(m.group("n"))}}],
    ),
    rule(
        r"move an enemy unit to an empty unit zone on your side of the field\. you control it",
        lambda m, c: [{"take_control": {"zone": "units", "owner": "opponent", "count": 1}}],
    ),
    rule(
        r"search your deck for an? <<(?P<a>[^>]+)>> card, reveal it and add it to your hand\. shuffle your deck",
        _search,
    ),
    rule(
        r"look at the top (?P<n>{N}) cards of your deck, then shuffle it",
        lambda m, c: [{"look_top": num(m.group("n"))}],
    ),
    rule(
        r"put the top card of your deck into its soul",
        lambda m, c: [{"put": {"zone": "deck", "top": 1, "to": "under", "face_down": True}}],
    ),
    rule(
        r"it gets (?P<p>\d+) power for each card in its soul" + _TIME,
        lambda m, c: [{"power_per_soul": int(m.group("p"))}],
    ),
    rule(
        r"it gets \+(?P<p>\d+) power for each card in its soul" + _TIME,
        lambda m, c: [{"power_per_soul": int(m.group("p"))}],
    ),
    rule(r"move it to another empty unit zone on your field", lambda m, c: [{"move_self": "mine"}]),
    rule(r"move it to an empty unit zone on the other side of the field", lambda m, c: [{"move_self": "across"}]),
    *may_rules(lambda: EFFECTS),
]


TRIGGERS = [
    rule(r"when this card attacks", lambda m, c: "attacks"),
    rule(r"when this card is attacked", lambda m, c: "attacked"),
    rule(r"when this card is summoned", lambda m, c: "summoned"),
    rule(r"when this card is destroyed", lambda m, c: "destroyed"),
    rule(r"when this card enters a field zone", lambda m, c: "enters"),
    rule(r"at the end of your turn", lambda m, c: ("turn_end", [{"my_turn": True}])),
    rule(r"at the start of your turn", lambda m, c: ("turn_start", [{"my_turn": True}])),
    rule(r"start of the game", lambda m, c: "game_start"),
]

CONDITIONS = [
    rule(r"(?:use|cast) only while you are being attacked", lambda m, c: [{"being_attacked": True}]),
    rule(
        r"(?:use|cast) only while your opponent has (?P<n>\d+) or (?:less|fewer) life",
        lambda m, c: [{"opp_life_at_most": int(m.group("n"))}],
    ),
    rule(
        r"(?:use|cast) only while your opponent has (?P<n>\d+) or (?:less|fewer) cards in their deck",
        lambda m, c: [{"opp_deck_at_most": int(m.group("n"))}],
    ),
    rule(r"during your turn", lambda m, c: [{"my_turn": True}]),
]

COSTS = [
    rule(r"pay (?P<n>\d+)(?: energy)?", lambda m, c: [{"pay": int(m.group("n"))}]),
    rule(r"rest this card", lambda m, c: [{"rest_self": True}]),
    rule(r"rest a unit", lambda m, c: [{"rest_card": {"n": 1, "type": "unit"}}]),
]

_UNION = re.compile(r'\[Union "(?P<name>[^"]+)"\]\s*\(Pay (?P<n>\d+)\)', re.I)
_PAY_ENERGY = re.compile(r"you may pay (?P<n>\d+) energy\. if you do,? (?P<rest>.+)", re.I)


class SystemGateCompiler(GameCompiler):
    game = "systemgate"
    triggers = TRIGGERS
    costs = COSTS
    conditions = CONDITIONS
    effects = EFFECTS

    def lines(self, text: str) -> list[Line]:
        return sg_lines(text)

    def keyword_line(self, line: Line, card: Table) -> Result | None:
        text = line.text.strip()
        union = _UNION.fullmatch(text)
        if union:
            return Result(
                line,
                keywords=("union",),
                field="keywords",
                values=(("union_name", union.group("name")), ("union_cost", int(union.group("n")))),
            )
        found = list(_KEYWORD.finditer(text))
        if not found or _KEYWORD.sub("", text).strip(" ."):
            return None
        known = vocabulary(self.game).keywords.get("keywords", ())
        keys: list[str] = []
        values: list[tuple[str, Any]] = []
        for m in found:
            key = m.group("k").strip().lower().replace(" ", "_")
            if key not in known:
                return None
            keys.append(key)
            if m.group("n"):
                if key not in ("vampire_curse", "life_bond"):
                    return None
                values.append((key, int(m.group("n"))))
        return Result(line, keywords=tuple(keys), field="keywords", values=tuple(values))

    def head(self, line: Line, card: Table) -> tuple[Parts, str] | None:
        text = line.text.strip()
        ctype = card.get("type", "unit")
        zones = {"unit": UNIT_ZONES, "item": ["player"], "gate": ["gate"]}.get(ctype, [])
        if ctype == "unit" and ("pilot" in card.get("keywords", []) or "[Pilot]" in str(card.get("text", ""))):
            zones = [*UNIT_ZONES, "player"]  # SG 11.10: a [Pilot] unit's skills work while it is equipped
        if text.startswith("*"):
            if ctype == "spell" and "[Set]" not in str(card.get("text", "")):
                return None
            return Parts("auto", ["set"] if ctype == "spell" else list(zones)), text[1:]
        m = re.match(r"\[Use\]\s*(?P<rest>.+)$", text, re.I)
        if m:
            rest = m.group("rest")
            parts = Parts("act", list(zones))
            once = re.match(r"once per turn,\s*", rest, re.I)
            if once:
                parts.once_per_turn = True
                rest = rest[once.end() :]
            if ":" not in rest:
                return None
            cost, rest = rest.split(":", 1)
            got = compose(COSTS, cost, self.ctx(parts, card))
            if got is None:
                return None
            parts.cost = got
            return parts, rest
        if ctype == "spell":
            return Parts("auto", when="cast"), text
        return None

    def effect(self, parts: Parts, text: str, card: Table) -> Parts | None:
        m = _PAY_ENERGY.fullmatch(text.strip())
        if m and not parts.cost:
            p = Parts(parts.kind, list(parts.zones), parts.when, list(parts.condition), [{"pay": int(m.group("n"))}])
            p.optional = True
            p.once_per_turn = parts.once_per_turn
            steps = (
                self.hand_steps(m.group("rest")) if self.hand else compose(EFFECTS, m.group("rest"), self.ctx(p, card))
            )
            if steps is None:
                return None
            p.effect = steps
            return p
        return super().effect(parts, text, card)


#: what a card prints that is one of its fields, not a skill: a Finale card, its printed cost
_FIELDS = re.compile(r"^(?:Finale(?: unit)?\.|\[(?:Summon|Cast|Equip) Cost\] Pay [^.]*\.)\s*", re.I)


_KEYWORD_HEAD = re.compile(r"^\[(?!Use\])[^\]]+\](?:\s*\(Pay \d+\))?\s*")


def sg_lines(text: str) -> list[Line]:
    """System Gate prints several skills on one line: each ``*`` skill, each
    [Use] skill and the run of keywords before a skill is a line of its own;
    a Finale mark and a printed cost are the card's fields, not lines."""
    out: list[Line] = []
    for raw in text.split("\n"):
        for part in re.split(r"\s+(?=\*|\[Use\])", normalise(raw)):
            keywords: list[str] = []
            while part:
                m = _FIELDS.match(part)
                if m is None and not part.startswith("[Use]"):
                    m = _KEYWORD_HEAD.match(part)
                    if m is not None:
                        keywords.append(m.group(0).strip())
                if m is None:
                    break
                part = part[m.end() :].strip()
            if keywords:
                out.append(Line(" ".join(keywords), " ".join(keywords)))
            if part:
                out.append(Line(part, strip_reminders(part)))
    return out
