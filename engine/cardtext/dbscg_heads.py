"""Dragon Ball Super Card Game text: the heads of lines — the skill marks
([Auto], [Permanent], [Activate Main], [Counter Play]...), the keyword lines
whose keyword skills are card fields ([Over Realm X], [Evolve], [Union],
[Swap], DBS 10-5, 10-13, 10-15, 10-24), the costs written in letters and
words ("RR[one]", DBS 8-4-2-3, 8-4-2-4), character names as card data
spells them (DBS 2-5) and the colon after a cost or condition. Read by
:mod:`engine.cardtext.dbscg`."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from engine.cardtext.compiler import Result
from engine.cardtext.core import Ctx, Rule, Steps, Table, compose, read, rule
from engine.cardtext.dbscg_clauses import CONDITIONS
from engine.cardtext.lines import Line

#: the skill mark a line starts with (DBS 8-1)
HEAD = re.compile(
    r"^\[(?P<m>Auto|Permanent|Activate ?:? ?Main/Battle|Activate:? ?Main|Activate:? ?Battle|Counter:? ?Attack|Counter:? ?Play"
    r"|Counter:? ?Counter)\]\s*",
    re.IGNORECASE,
)
#: a keyword in brackets ([Blocker], DBS 10)
KEYWORD = re.compile(r"\[(?P<k>[A-Za-z][A-Za-z0-9 '-]*?)\]\s*")
#: the keyword skills that are card fields: [Over Realm X], [Evolve], [Union], [Swap]
FIELD_SKILL = re.compile(
    r"\[(?P<realm>(?:Dark )?Over Realm) (?P<n>\d+)\]"
    r"(?:\s*\[(?P<rc>one|two|three|four|five|six|seven|eight|nine|ten)\]|\s*(?P<rspec>[RUGYB]+)(?![A-Za-z]))?"
    r"|\[(?P<evolve>Evolve|EX-Evolve|Xeno-Evolve)\]\s*(?:\((?P<ecost>\d+)\)\s*"
    r"|(?P<espec>[RUGYB]*)\s*(?:\[(?P<eword>one|two|three|four|five|six|seven|eight|nine|ten)\])?\s*"
    r"(?:,?\s*(?:place (?P<edisc>\d+) cards? from your hand in(?:to)? (?:the|your) drop area"
    r"|draw (?P<edraw>\d+) cards?)\s*)?:\s*)?"
    r"(?:(?P<ecolor>Red|Blue|Green|Yellow|Black) )?(?:<(?P<who>[^>]+)>|\{(?P<ename>[^}]+)\})(?: card)?"
    r"(?: with an energy cost of (?P<ewant>\d+)(?P<eop> or more| or less)?)?\.?"
    r"|\[Union-(?P<union>Fusion|Potara)\]\s*(?:\((?P<ucost>\d+)\)\s*"
    r"|(?P<uspec>[RUGYB]*)\s*(?:\[(?P<uword>one|two|three|four|five|six|seven|eight|nine|ten)\])?\s*"
    r"(?:,?\s*draw (?P<udraw>\d+) cards?\s*)?:\s*)?"
    r"(?:(?P<uca>Red|Blue|Green|Yellow|Black) )?<(?P<a>[^>]+)> and (?(uca)(?P<ucb>Red|Blue|Green|Yellow|Black) )"
    r"<(?P<b>[^>]+)>\.?"
    r"|\[Swap (?P<swap>\d+)\]\s*(?:\((?P<scost>\d+)\)\s*:\s*"
    r"|(?P<sspec>[RUGYB]*)\s*(?:\[(?P<sword>one|two|three|four|five|six|seven|eight|nine|ten)\])?\s*:\s*)?"
    r"(?:Battle Card|(?:(?P<smono>Mono-)?(?P<scolor>Red|Blue|Green|Yellow|Black) )?"
    r"(?:《(?P<strait>[^》]+)》|<<(?P<strait2>[^<>]+)>>|<(?P<schar>[^<>]+)>)(?: card)?)"
    r" with (?:an )?energy cost (?:of )?(?P=swap)\.?",
    re.IGNORECASE,
)


#: the skill cost printed after [Over Realm X] / [Dark Over Realm X]
REALM_COST = re.compile(r"Over Realm \d+\]\s*\[(\w+)\]", re.IGNORECASE)
#: keywords printed otherwise than the schema names them
KEYWORD_NAMES = {"warrior_of_universe_7": "warrior_u7"}  # DBS 10-21-1


def spelled(value: Any) -> Any:
    """Character names spelled as the card data spells them: "Trunks : Future" is
    "Trunks: Future" (DBS 2-5; :func:`engine.games.dbscg.state.character_name`)."""
    if isinstance(value, list):
        return [spelled(v) for v in value]
    if isinstance(value, dict):
        return {k: (spelled_name(v) if k == "character" else spelled(v)) for k, v in value.items()}
    return value


def spelled_name(value: Any) -> Any:
    if isinstance(value, list):
        return [spelled_name(v) for v in value]
    return re.sub(r"\s*:\s*", ": ", value).strip() if isinstance(value, str) else value


def _sphere_cost(skill: str, letters: str | None, word: str | None) -> list[tuple[str, Any]]:
    """ "RR[one]": 2 red energy and 1 of any color (DBS 8-4-2-3, 8-4-2-4), as the
    fields ``<skill>_cost`` (the total) and ``<skill>_spec`` (the colored spheres)."""
    spec = [LETTERS[ch] for ch in letters or ""]
    total = len(spec) + (WORDS[word.lower()] if word else 0)
    return [(f"{skill}_cost", total)] + ([(f"{skill}_spec", spec)] if spec else [])


def field_values(m: re.Match[str]) -> list[tuple[str, Any]]:
    if m.group("realm"):
        key = "dark_over_realm" if m.group("realm").lower().startswith("dark") else "over_realm"
        cost = [("realm_cost", WORDS[m.group("rc").lower()])] if m.group("rc") else []  # DBS 10-15-2
        if m.group("rspec"):
            cost = _sphere_cost("realm", m.group("rspec"), None)  # "[Over Realm 6]B": 1 black energy
        return [(key, int(m.group("n"))), *cost]
    if m.group("evolve"):
        kind = {"evolve": "evolve", "ex-evolve": "ex", "xeno-evolve": "xeno"}[m.group("evolve").lower()]
        if m.group("ename"):  # "{X}": the Battle Card of that card name (DBS 2-3)
            out: list[tuple[str, Any]] = [("evolve", m.group("ename").strip()), ("evolve_is_name", True)]
        else:
            out = [("evolve", spelled_name(m.group("who").strip()))]
        out.append(("evolve_kind", kind))
        # DBS 10-5-1: the Battle Card of the specified name "fulfilling the specified conditions"
        if m.group("ecolor"):
            out.append(("evolve_color", m.group("ecolor").lower()))
        if m.group("ewant"):
            op = {None: "=", " or more": ">=", " or less": "<="}[m.group("eop")]
            out += [("evolve_target_cost", int(m.group("ewant"))), ("evolve_target_op", op)]
        if m.group("edisc"):
            # DBS 10-5-3: a skill cost that also places cards of the hand in the Drop Area
            out.append(("evolve_discard", int(m.group("edisc"))))
        if m.group("edraw"):
            out.append(("evolve_draw", int(m.group("edraw"))))  # DBS 10-5-3: a skill cost that draws cards
        if m.group("espec") or m.group("eword"):
            return out + _sphere_cost("evolve", m.group("espec"), m.group("eword"))
        return out + ([("evolve_cost", int(m.group("ecost")))] if m.group("ecost") else [])
    if m.group("union"):
        out = [(f"union_{m.group('union').lower()}", spelled_name([m.group("a").strip(), m.group("b").strip()]))]
        if m.group("udraw"):
            out.append(("union_draw", int(m.group("udraw"))))  # DBS 10-13-3-3: a skill cost that draws cards
        if m.group("uca"):
            # DBS 10-13-3-1, 10-13-4-1: the specified Battle Cards, of the colors printed ("Red <A> and red <B>")
            out.append(("union_colors", [m.group("uca").lower(), m.group("ucb").lower()]))
        if m.group("uspec") or m.group("uword"):
            return out + _sphere_cost("union", m.group("uspec"), m.group("uword"))
        return out + ([("union_cost", int(m.group("ucost")))] if m.group("ucost") else [])
    out = [("swap", int(m.group("swap")))]
    if m.group("sspec") or m.group("sword"):
        out += _sphere_cost("swap", m.group("sspec"), m.group("sword"))
    elif m.group("scost"):
        out.append(("swap_cost", int(m.group("scost"))))
    # DBS 10-24-3: the specified Battle Card
    trait = m.group("strait") or m.group("strait2")
    if trait:
        out.append(("swap_trait", trait.strip()))
    if m.group("schar"):
        out.append(("swap_character", spelled_name(m.group("schar").strip())))
    if m.group("scolor"):
        out.append(("swap_mono" if m.group("smono") else "swap_color", m.group("scolor").lower()))
    return out


AWAKEN = re.compile(r"^\[Awaken\]\s*when your life is at (?P<n>\d+) or less\s*:\s*(?P<rest>.+)$", re.IGNORECASE)
#: DBS 10-28-2: "[Wish] condition : effect" of a Leader Card
WISH = re.compile(
    r"^\[Wish\]\s*when there are (?P<n>\d+) \[Dragon Ball\] cards in your drop area\s*:\s*(?P<rest>.+)$", re.IGNORECASE
)


WORDS = {
    w: i
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen".split()
    )
}
LETTERS = {"R": "red", "U": "blue", "G": "green", "Y": "yellow", "B": "black"}


#: "[Permanent] You can include as many copies of this card in your deck as you like." (DBS 5-1-3-2)
ANY_COPIES = re.compile(
    r"\[Permanent\]\s*You can include as many copies of this card in your deck as you like\.?", re.IGNORECASE
)
#: "[Permanent] This card gains 《X》 in all areas." (DBS 2-6-6)
ALL_AREAS = re.compile(r"\[Permanent\]\s*This card gains 《(?P<t>[^》]+)》 in all areas\.?", re.IGNORECASE)


def trait_in_all_areas(line: Line, card: Table, trait: str) -> Result | None:
    """DBS 2-6-6: a card whose [Permanent] skill adds a special trait is
    treated as having it printed, in every area (the deck and the hand
    too): the trait joins the card's ``traits``. One such line a card (a
    second would be written over), on the front only."""
    if line.back or len(ALL_AREAS.findall(str(card.get("text", "")))) != 1:
        return None
    traits = [str(t) for t in card.get("traits", [])]
    return Result(line, values=(("traits", traits + [t for t in [trait] if t not in traits]),))


#: "[Burst 2] Switch this card to Rest Mode" / "[Sparking 5] If your Leader Card is red" before a colon
TAG_FIRST = re.compile(r"^\[(?P<k>Burst|Sparking) (?P<n>\d+)\]\s*(?P<rest>.*)$", re.IGNORECASE)


def head_colon(text: str) -> int:
    """Where the colon after a cost or condition is: the first one outside
    brackets (a character name may hold one: <Son Goku : Xeno>), or -1."""
    depth = 0
    for i, ch in enumerate(text):
        if ch in "<《{":
            depth += 1
        elif ch in ">》}":
            depth = max(0, depth - 1)
        elif ch == ":" and depth == 0:
            return i
    return -1


#: other printings of the special-trait brackets, the card-name braces and letters (full width)
TRAIT_MARKS = str.maketrans(
    {"≪": "《", "≫": "》", "｛": "{", "｝": "}"}
    | {chr(c): chr(c - 0xFEE0) for c in [*range(0xFF21, 0xFF3B), *range(0xFF41, 0xFF5B)]}  # full-width letters
)


def _leader_then_it(effects: Callable[[], Sequence[Rule]]) -> Callable[[re.Match[str], Ctx], Steps | None]:
    def build(m: re.Match[str], ctx: Ctx) -> Steps | None:
        """ "If your Leader Card is X, it gets +N power ...(, then ...)": "it" is the Leader
        Card the condition names; the condition is read as the skill resolves and holds to the
        end of its sentence (an ``if``, as an effect's other "if your Leader Card is" are; DBS 8-3-3)."""
        if ctx.kind == "cont" or ctx.card.get("type") != "extra":
            # a [Permanent] skill's condition is its own; on a Battle Card "it" may be this card: only an
            # Extra Card's skill (the card is not in play, DBS 3-6-3) names no other card "it" could be
            return None
        cond = read(CONDITIONS, "if your leader card is " + m.group("what"), ctx)
        if not cond or any("leader" not in step for step in cond):
            return None
        then = compose(effects(), "your leader card gets " + m.group("rest"), ctx)
        first = then[0] if then else {}
        target = next((v.get("target") for v in first.values() if isinstance(v, dict)), None)
        if not isinstance(target, dict) or target.get("zone") != "leader":
            return None  # "it" is the Leader Card: the first step acts on it
        return [{"if": {"condition": cond, "then": then}}]

    return build


def head_effects(effects: Callable[[], Sequence[Rule]]) -> list[Rule]:
    """Effect rules that begin with what a head reads (a condition naming the card the effect acts on)."""
    return [
        # "If you do, ..." sentences after a "you may" in the same sentence belong to it
        rule(
            r"if your leader card is (?P<what>[^,.:]+?), it (?:gets|gains) "
            r"(?P<rest>[^.]+(?:\.\s+if you do(?: so)?,?\s+[^.]+)*)",
            _leader_then_it(effects),
        ),
    ]
