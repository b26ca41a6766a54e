"""Dragon Ball Super Card Game clauses that many lines share: the triggers
of [Auto] skills and the conditions (your Leader Card, cards in an area,
life and energy counts), read as :mod:`engine.cardtext.dbscg` reads the rest
of a line. The costs are in :mod:`engine.cardtext.dbscg_costs`."""

from __future__ import annotations

import re
from typing import Any

from engine.cardtext.core import Ctx, Steps, Table, read, rule
from engine.cardtext.dbscg_nouns import ONE, selector_of
from engine.cardtext.dbscg_watch import WATCH_TRIGGERS

TRIGGERS = [
    rule(r"when (?:you play this card|this card is played)", lambda m, c: "played"),
    rule(
        r"when (?:you play this card|this card is played) from your hand",
        lambda m, c: "played_from_hand" if c.card.get("type") == "battle" else None,
    ),
    # DBS 10-5-6, 10-5-7: "evolve" is to play a card with [Evolve] ([EX-Evolve] [Xeno-Evolve])
    rule(r"when a card evolves into this card", lambda m, c: "evolved" if c.card.get("type") == "battle" else None),
    rule(r"when this card attacks", lambda m, c: "attacks"),
    # DBS 10-15-3, 10-25-3: the card played by its [Over Realm] / [Dark Over Realm]
    rule(
        r"when (?:you play this card|this card is played) (?:using|with) \[(?P<k>dark over realm|over realm)\]",
        lambda m, c: f"played_{m.group('k').lower().replace(' ', '_')}" if c.card.get("type") == "battle" else None,
    ),
    # DBS 7-1-1: the card attacked is chosen as the attack is declared; read as the skill resolves
    rule(
        r"when this card attacks (?:a|your opponent'?s) (?P<kind>leader|battle)(?: card)?",
        lambda m, c: ("attacks", [{"attacking": m.group("kind").lower()}]),
    ),
    rule(
        r"when (?:you place this card|this card is placed) in (?:your|the) leader area",
        lambda m, c: "placed" if c.card.get("type") == "leader" else None,
    ),
    # DBS 10-3-1, 10-3-2: an Extra Card with [Field] placed in the Battle Area by that skill
    rule(
        r"when this card is placed in (?:a|your|the) battle area",
        lambda m, c: (
            "placed" if c.card.get("type") == "extra" and "[field]" in str(c.card.get("text", "")).lower() else None
        ),
    ),
    rule(r"when this card is attacked", lambda m, c: "attacked"),
    rule(r"when this card is KO(?:'d|-ed|'ed|ed|d)", lambda m, c: "ko_ed"),
    # an area movement trigger (DBS 8-6-5): moved out of the Battle Area by the other player's skill
    rule(
        r"when this card is removed from your battle area by (?:an|your) opponent'?s skill",
        lambda m, c: "removed" if c.card.get("type") == "battle" else None,
    ),
    rule(
        r"when this card is (?:removed from your battle area by (?:an|your) opponent'?s skill or (?:is )?KO(?:'d|-ed|ed)"
        r"|KO(?:'d|-ed|ed) or (?:is )?removed from your battle area by (?:an|your) opponent'?s skill)",
        lambda m, c: "removed_or_ko" if c.card.get("type") == "battle" else None,
    ),
    rule(r"when this card deals damage to your opponent'?s life", lambda m, c: "deals_damage"),
    # DBS 7-4-1-4-1-2: "when you dealt damage", the battle's
    rule(r"when this card deals damage (?:to your opponent )?by attacking", lambda m, c: "deals_damage"),
    rule(r"when your opponent plays a battle card", lambda m, c: "opponent_plays"),
    # DBS 7-4-1-4-2-1: "when you KO a card", the battle's; read so only on a card none of whose
    # other skills can KO a card (then no KO by its skills is left to wonder about)
    rule(
        r"when this card KO(?:s|-s|'s) (?:an|your|one of your) opponent'?s battle cards?(?: by attacking it)?",
        lambda m, c: "kos" if c.card.get("type") == "battle" and not _kos_otherwise(c.card) else None,
    ),
    rule(
        r"when you deal damage to your opponent (?:with this card|by attacking with this card)",
        lambda m, c: "deal_damage",
    ),
    rule(r"at the end of the battle after you combo with this card", lambda m, c: "combo_battle_end"),
    # DBS 7-2-1-2-2, 7-3-1-2-2: the card placed in the Combo Area from the hand
    rule(
        r"at the end of (?:the|a) battle (?:(?:after|in which) you combo with this card"
        r"|(?:in which|where|after) this card (?:was|is) used in a combo) from your hand",
        lambda m, c: "combo_battle_end_hand" if c.card.get("type") == "battle" else None,
    ),
    rule(
        r"when (?:you combo with this card|this card is used in a combo) from your hand",
        lambda m, c: "combo_hand" if c.card.get("type") == "battle" else None,
    ),
    # DBS 7-2-1-2-1 / 7-2-1-2-2: the card placed in the Combo Area, from the Battle Area or the hand
    rule(
        r"when (?:you combo with this card|this card is used in a combo)",
        lambda m, c: "combo" if c.card.get("type") == "battle" else None,
    ),
    rule(
        r"when you combo with this card during your turn",
        lambda m, c: ("combo", [{"my_turn": True}]) if c.card.get("type") == "battle" else None,
    ),
    rule(r"at the (?:start|beginning) of your turn", lambda m, c: ("turn_start", [{"my_turn": True}])),
    rule(r"at the (?:start|beginning) of your charge phase", lambda m, c: ("charge_start", [{"my_turn": True}])),
    # the phase triggers fire for the cards of both players (DBS 6-2-1, 6-3-1-1, 6-4-1-1): the opponent's turn
    rule(
        r"at the (?:start|beginning) of your opponent'?s turn", lambda m, c: ("turn_start", [{"opponent_turn": True}])
    ),
    rule(r"at the end of your opponent'?s turn", lambda m, c: ("turn_end", [{"opponent_turn": True}])),
    rule(
        r"at the (?:start|beginning) of your opponent'?s main phase",
        lambda m, c: ("main_start", [{"opponent_turn": True}]),
    ),
    rule(r"when you attack with this card", lambda m, c: "attacks"),
    rule(r"when your opponent activates a \[counter\] skill", lambda m, c: "opponent_counter"),
    rule(r"at the end of your turn", lambda m, c: ("turn_end", [{"my_turn": True}])),
    rule(r"at the (?:start|beginning) of your main phase", lambda m, c: ("main_start", [{"my_turn": True}])),
    rule(r"at the end of the battle in which you combo with this card", lambda m, c: "combo_battle_end"),
    rule(r"when you have no cards in your hand", lambda m, c: "hand_empty"),
    # one skill, two trigger conditions: either event makes it pending (DBS 8-6-2)
    rule(
        r"when you attack with this card or combo with it",
        lambda m, c: "attacks_or_combo" if c.card.get("type") == "battle" else None,
    ),
    rule(
        r"when you (?P<first>attack|play) or combo with this card",
        lambda m, c: (
            f"{m.group('first').lower().replace('attack', 'attacks').replace('play', 'played')}_or_combo"
            if c.card.get("type") == "battle"
            else None
        ),
    ),
    # DBS 7-2-1-2-1, 7-3-1-2-1: the card moved from the Battle Area to the Combo Area (zones: finish_heads)
    rule(
        r"when you combo with this card from (?:the|a|your) battle area",
        lambda m, c: "combo_battle" if c.card.get("type") == "battle" else None,
    ),
    # DBS 7-4-1-8: the end of the battle this card attacked in / the battle it was used in a combo in
    rule(
        r"at the end of (?:the|a) battle (?:after|in which) this card (?:attacks|attacked)",
        lambda m, c: "attack_battle_end" if c.card.get("type") in ("leader", "battle") else None,
    ),
    rule(
        r"at the end of (?:the|a) battle (?:in which|where|after) this card (?:was|is) used in a combo",
        lambda m, c: "combo_battle_end" if c.card.get("type") == "battle" else None,
    ),
    # DBS 10-13-1: [Union] is any [Union-X] skill that plays a card; DBS 10-24: [Swap]
    rule(
        r"when (?:you play this card|this card is played) (?:with|using) \[(?P<k>union|swap)\]",
        lambda m, c: f"played_{m.group('k').lower()}" if c.card.get("type") == "battle" else None,
    ),
    # DBS 7-1-1: the attack of the other player, of any card / on a Leader Card / with a Battle Card
    rule(
        r"when (?:your opponent attacks(?: with (?:a|one of their) cards?)?|(?:one of )?your opponent'?s cards? attacks"
        r"|an opponent'?s card attacks)",
        lambda m, c: "opponent_attacks" if c.card.get("type") in ("leader", "battle") else None,
    ),
    rule(
        r"when (?:your opponent|(?:one of )?your opponent'?s cards?) attacks (?:a|your) leader card",
        lambda m, c: "opponent_attacks_leader" if c.card.get("type") in ("leader", "battle") else None,
    ),
    rule(
        r"when (?:your opponent attacks with a battle card|(?:one of )?your opponent'?s battle cards? attacks)",
        lambda m, c: "opponent_attacks_with_battle" if c.card.get("type") in ("leader", "battle") else None,
    ),
    # DBS 7-2-1-2, 7-3-1-2: a combo of either player (a Battle Card's own combo takes it off the field:
    # "when you combo" is read on a Leader Card only)
    rule(r"when you combo", lambda m, c: "you_combo" if c.card.get("type") == "leader" else None),
    rule(
        r"when your opponent combos",
        lambda m, c: "opponent_combo" if c.card.get("type") in ("leader", "battle") else None,
    ),
    # DBS 10-1: a KO of a Battle Card (one's own KO takes a Battle Card off the field: read on a Leader Card only)
    rule(
        r"when one of your battle cards is KO(?:'d|-ed|ed)",
        lambda m, c: "ally_ko" if c.card.get("type") == "leader" else None,
    ),
    rule(
        r"when (?:one of your opponent'?s battle cards|(?:your|an) opponent'?s battle card) is KO(?:'d|-ed|ed)",
        lambda m, c: "opponent_ko" if c.card.get("type") in ("leader", "battle") else None,
    ),
    rule(
        r"when you play this card during your (?P<opp>opponent'?s )?turn",
        lambda m, c: ("played", [{"opponent_turn" if m.group("opp") else "my_turn": True}]),
    ),
    # DBS 10-4-1: [Blocker] used, this card becomes the guard card
    rule(
        r"when this card activates (?:its )?\[blocker\](?: skill)?",
        lambda m, c: "activates_blocker" if c.card.get("type") == "battle" else None,
    ),
    rule(
        r"when this card attacks or is attacked",
        lambda m, c: "attacks_or_attacked" if c.card.get("type") in ("leader", "battle") else None,
    ),
    # one skill, two trigger conditions (DBS 8-6-2)
    rule(
        r"when this card is played or attacks",
        lambda m, c: "played_or_attacks" if c.card.get("type") == "battle" else None,
    ),
    rule(r"(?P<t>when [^,]+?) and (?:if )?your leader card is (?P<what>[^,]+)", lambda m, c: _trigger_and_leader(m, c)),
    # a player's keyword skills watched from the field (engine.games.dbscg.watchers; DBS 10-13, 10-15-3): on a
    # card that has no such keyword itself (whether its own play would count is not read)
    rule(r"when you activate an? \[union\] skill", lambda m, c: "you_union" if _watches(c, "[union") else None),
    rule(r"when you activate \[union-fusion\]", lambda m, c: "you_union_fusion" if _watches(c, "[union") else None),
    rule(
        r"when you play a battle card (?:using|with) an? \[union-fusion\] skill",
        lambda m, c: "you_play_union_fusion" if _watches(c, "[union") else None,
    ),
    rule(
        r"when you play a battle card (?:using|with) \[over realm\]",
        lambda m, c: "you_play_over_realm" if _watches(c, "[over realm") else None,
    ),
    # DBS 10-2, 10-28: the Leader Card's [Awaken] / [Wish] activated (engine.games.dbscg.abilities.awaken_watchers)
    rule(r"when your leader card activates \[awaken\]", lambda m, c: "leader_awakens"),
    rule(r"when your leader card activates \[awaken\] or \[wish\]", lambda m, c: "leader_awakens_or_wishes"),
    # an Extra Card activated from the hand by its [Activate: Main] / [Activate: Battle] (DBS 8-5-2)
    rule(r"when you activate this card", lambda m, c: "activated" if _activated_extra(c) else None),
    *WATCH_TRIGGERS,  # a player's plays of Battle Cards of a kind (engine.games.dbscg.watchers)
]


def _watches(ctx: Ctx, keyword: str) -> bool:
    """A Leader or Battle Card, or a [Field] card in the Battle Area, with no line of its own text that starts
    with the keyword skill ``keyword`` ("[union", "[over realm")."""
    text = str(ctx.card.get("text", "")).lower()
    kind = ctx.card.get("type")
    own = any(line.strip().startswith(keyword) for line in text.split("\n"))
    return (kind in ("leader", "battle") or (kind == "extra" and "[field]" in text)) and not own


def _activated_extra(ctx: Ctx) -> bool:
    """An Extra Card activated from the hand by its [Activate] or [Counter] skill (DBS 8-5-2, 10-10-2) —
    not a [Field] card, whose [Activate] skills are also used in the Battle Area."""
    text = str(ctx.card.get("text", "")).lower()
    return ctx.card.get("type") == "extra" and ("[activate" in text or "[counter" in text) and "[field]" not in text


def _two_conditions(m: re.Match[str], ctx: Ctx) -> Steps | None:
    a: Steps | None = read(CONDITIONS, "if " + m.group("a"), ctx)
    b: Steps | None = read(CONDITIONS, "if " + re.sub(r"^if ", "", m.group("b"), flags=re.IGNORECASE), ctx)
    return a + b if a and b else None


def _trigger_and_leader(m: re.Match[str], ctx: Ctx) -> Any:
    """ "When you play this card and your Leader Card is X": the trigger, and the
    Leader Card as a condition (read as the skill resolves, as every Leader
    condition of an [Auto] is: :meth:`DbscgCompiler.finish`)."""
    when = read(TRIGGERS, m.group("t"), ctx)
    cond = read(CONDITIONS, "if your leader card is " + m.group("what"), ctx)
    if when is None or cond is None or any(set(step) - {"leader", "leader_any"} for step in cond):
        return None
    if isinstance(when, tuple):
        return (when[0], list(when[1]) + cond, *when[2:])
    return (when, cond)


_COLOR = r"(?P<color>red|blue|green|yellow|black)"
#: a Leader Card as a condition names it: "red", "a red 《Saiyan》 card", "a <Nappa> card", "mono-blue"
_LEADER = re.compile(
    r"(?:an? )?(?:(?P<mono>mono-)?" + _COLOR + r"\b ?)?"
    r"(?:[《≪](?P<trait>[^》≫]+)[》≫]|<(?P<character>[^>]+)>|\{(?P<name>[^}]+)\})?(?: card)?",
    re.IGNORECASE,
)


_LEADER_OR = re.compile(
    r"(?:an? )?(?P<a>red|blue|green|yellow|black) or (?P<b>red|blue|green|yellow|black)"
    r"(?: (?:[《≪](?P<trait>[^》≫]+)[》≫]|<(?P<character>[^>]+)>))?(?: card)?",
    re.IGNORECASE,
)


#: "a <A> or <B> card", "an 《A》 or 《B》 card"
_NAMES_OR = re.compile(
    r"(?:an? )?(?P<a>《[^》]+》|<[^>]+>|\{[^}]+\}) or (?:an? )?(?P<b>《[^》]+》|<[^>]+>|\{[^}]+\})(?: card)?",
    re.IGNORECASE,
)
#: one whole description of a Leader Card among several: "green", "a 《Heroine》 card", "a red <X> card"
_ONE_LEADER = re.compile(r"(?:mono-)?(?:red|blue|green|yellow|black)|an? .+ card", re.IGNORECASE)


def _leader_any(what: str) -> Steps | None:
    """ "green or a 《Heroine》 card", "a red 《X》 card or a <Y> card": a Leader
    Card that fits either description, each whole on its own side of "or"."""
    names = _NAMES_OR.fullmatch(what)
    if names is not None:  # "a <A> or <B> card": no color to be said of one or both
        keys = {"{": "name", "<": "character", "《": "trait"}
        return [{"leader_any": [{keys[x[0]]: x[1:-1].strip()} for x in (names.group("a"), names.group("b"))]}]
    sides = re.split(r" or (?=an? |(?:mono-)?(?:red|blue|green|yellow|black)\b)", what, flags=re.IGNORECASE)
    if len(sides) != 2 or not all(_ONE_LEADER.fullmatch(side.strip()) for side in sides):
        return None
    wants = []
    for side in sides:
        got = _LEADER.fullmatch(side.strip())
        if got is None:
            return None
        want = {k: v.strip() if k != "color" else v.lower() for k, v in got.groupdict().items() if v and k != "mono"}
        if got.group("mono"):
            want["mono"] = want.pop("color")
        if not want:
            return None
        wants.append(want)
    return [{"leader_any": wants}]


def _leader(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """DBS 2-4, 2-5-3, 2-6-4: "if your Leader Card is ..." — read as the skill
    resolves (an ``if`` of its effect, :meth:`DbscgCompiler.finish`)."""
    either = _LEADER_OR.fullmatch(m.group("what").strip())
    if either is None and " or " in m.group("what"):
        return _leader_any(m.group("what").strip())
    if either is not None:
        # "a red or green 《Saiyan》 card": a Leader Card of either color (DBS 2-4-1)
        want: dict[str, Any] = {"colors": [either.group("a").lower(), either.group("b").lower()]}
        want.update({k: v.strip() for k in ("trait", "character") if (v := either.group(k))})
        return [{"leader": want}]
    got = _LEADER.fullmatch(m.group("what").strip())
    if got is None:
        return None
    want = {k: v.strip() if k != "color" else v.lower() for k, v in got.groupdict().items() if v and k != "mono"}
    if got.group("mono"):
        want["mono"] = want.pop("color")  # red and no other color
    return [{"leader": want}] if want else None


def _kos_otherwise(card: Table) -> bool:
    """Whether a line of ``card`` other than its "when this card KOs ..." ones names a KO."""
    lines = str(card.get("text", "")).split("\n")
    return any(re.search(r"\bKO", ln) and not re.search(r"when this card KO", ln, re.I) for ln in lines)


#: conditions read as the skill resolves: an ``if`` of its effect (:meth:`DbscgCompiler.finish`)
AT_RESOLUTION = {
    "leader",
    "attacking",
    "energy_at_least",
    "opponent_energy_at_least",
    "in_area",
    "opponent_leader",
    "in_battle_area",
    "count",
    "energy_all",
    "leader_any",
    "battle_all",
    "under",
}


def condition_words(step: Table) -> str:
    if "attacking" in step:
        return f"this card is attacking a {step['attacking'].title()} Card"
    if "energy_at_least" in step:
        return f"you have {step['energy_at_least']} or more energy"
    if "opponent_energy_at_least" in step:
        return f"your opponent has {step['opponent_energy_at_least']} or more energy"
    if "opponent_leader" in step:
        return "your opponent's" + condition_words({"leader": step["opponent_leader"]})[len("your") :]
    if "self_rest" in step:
        return "this card is in Rest Mode"
    if "leader_any" in step:
        return " or ".join(condition_words({"leader": want}) for want in step["leader_any"]).replace(
            " or your Leader Card is", " or"
        )
    if "battle_all" in step:
        return f"all of your Battle Cards are {step['battle_all']['mono']} and no other color"
    if "energy_all" in step:
        ((key, color),) = step["energy_all"].items()
        return f"all of your energy is {'mono-' if key == 'mono' else ''}{color}"
    if "count" in step:
        want = step["count"]
        who = {"you": "you have", "opponent": "your opponent has", "both": "you and your opponent have"}[want["who"]]
        mode = {None: "", 1: " in Rest Mode", 0: " in Active Mode"}[want.get("rest_mode")]
        than = "or more" if want["op"] == ">=" else "or fewer"
        color = want.get("color") or (f"mono-{want['mono']}" if "mono" in want else "")
        kind = f"{color} cards" if color else "cards"
        return f"{who} {want['n']} {than} {kind}{mode} in the {'/'.join(want['zones'])} area(s)"
    if "under" in step:
        trait = f"《{step['under']['trait']}》 " if "trait" in step["under"] else ""
        return f"there are {step['under']['n']} or more {trait}cards under this card"
    if "in_battle_area" in step:
        marks = {"trait": "《{}》", "character": "<{}>", "name": "{{{}}}"}
        other = "another " if step["in_battle_area"].get("other") else ""
        said = (marks[k].format(v) for k, v in step["in_battle_area"].items() if k in marks)
        area = " or Leader Area" if step["in_battle_area"].get("leader") else ""
        verb = "is not in play" if step["in_battle_area"].get("absent") else "is in play"
        return other + " and ".join(f"{x} {verb}" for x in said) + " in your Battle Area" + area
    if "in_area" in step:
        want = step["in_area"]
        kind = " ".join(str(want[k]) for k in ("color", "trait", "character", "name", "type") if k in want)
        if "multicolor" in want:
            kind = ("" if want["multicolor"] == "any" else str(want["multicolor"]) + " ") + "multicolor"
        area = {"drop": "Drop Area", "warp": "Warp", "energy": "Energy Area"}[str(want["zone"])]
        return f"you have {want['n']} or more {kind + ' ' if kind else ''}cards in your {area}"
    want = step["leader"]
    brackets = {"trait": "《{}》", "character": "<{}>", "name": "{{{}}}"}
    color = want.get("color") or (f"mono-{want['mono']}" if "mono" in want else " or ".join(want.get("colors", [])))
    words = [color] + [brackets[k].format(v) for k, v in want.items() if k in brackets]
    return "your Leader Card is " + " ".join(w for w in words if w)


#: the words naming a Leader Card: no comma or colon outside brackets (<Son Goku : Xeno> has one)
_WHAT = r"(?:[^,:<]|<[^>]*>)+?"


def _bond_of(m: re.Match[str]) -> Steps | None:
    """[Bond X] specified Battle Cards (DBS 10-23-2-1); "Red 《A》 cards and/or 《B》
    cards": a card of either description, each said whole (the color of the first only)."""
    first, sep, second = m.group("what").partition(" and/or ")
    if sep:
        if not re.search(r"\bcards$", first.strip()) or not re.search(r"\bcards\.?$", second.strip()):
            return None
        a = _bond_want(m.group("n"), first)
        b = _bond_want(m.group("n"), second.rstrip("."))
        return [{"bond_of": {"n": int(m.group("n")), **a, "or": b}}] if a and b else None
    want = _bond_want(m.group("n"), m.group("what"))
    return [{"bond_of": {"n": int(m.group("n")), **want}}] if want else None


def _bond_want(n: str, words: str) -> dict[str, Any] | None:
    what = selector_of(f"{n} {words} in your battle area")
    if what is None or set(what) - {"count", "zone", "color", "trait", "character", "type"}:
        return None
    if what.get("type", "battle") != "battle" or any(isinstance(v, list) for v in what.values()):
        return None
    want: dict[str, Any] = {k: what[k] for k in ("color", "trait", "character") if k in what}
    return want or None


def _both(m: re.Match[str], ctx: Ctx) -> Steps | None:
    a = read(CONDITIONS, "if " + m.group("a"), ctx)
    b = read(CONDITIONS, "if " + m.group("b"), ctx)
    return a + b if a and b else None


def _present(m: re.Match[str]) -> Steps | None:
    """ "If {X} is in play in your Battle Area" (and "{X} and {Y} are"): a card of
    that name, character or special trait in your Battle Area."""
    out: Steps = []
    if m.group("b") and "《" in m.group("a") + m.group("b"):
        return None  # "《A》 and 《B》 are in play": one card of both traits or two cards is not read
    another = bool(m.groupdict().get("another"))
    if another and m.group("b"):
        return None
    for what in (m.group("a"), m.group("b")):
        if not what:
            continue
        key = {"{": "name", "<": "character", "《": "trait"}[what[0]]
        # "another 《X》": a card other than the skill's own (read with it, DragonBallAdapter.holds)
        out.append({"in_battle_area": {key: what[1:-1].strip(), **({"other": True} if another else {})}})
    return out


def _absent(what: str, *, absent: bool = True) -> Steps:
    """ "If {X} is not in your Battle Area": no card of that name, character or special trait there
    (``absent`` False: one is)."""
    key = {"{": "name", "<": "character", "《": "trait"}[what[0]]
    return [{"in_battle_area": {key: what[1:-1].strip(), **({"absent": True} if absent else {})}}]


def _present_or_leader(what: str) -> Steps:
    """ "If <X> is in your Battle Area or Leader Area": a card of that name, character
    or special trait in your Battle Area, or your Leader Card is one."""
    key = {"{": "name", "<": "character", "《": "trait"}[what[0]]
    return [{"in_battle_area": {key: what[1:-1].strip(), "leader": True}}]


#: the cards an area condition counts: "black cards", "Extra Cards", "a 《X》 card", "{X}", "<X> cards"
_AREA_WHAT = re.compile(
    r"(?:an? )?(?:(?P<color>red|blue|green|yellow|black) )?"
    r"(?:(?P<type>battle|extra) cards?|cards?|(?P<x>[《{<][^》}>]+[》}>])(?: cards?)?)",
    re.IGNORECASE,
)


def _in_area(m: re.Match[str]) -> Steps | None:
    """ "If you have 3 or more Extra Cards in your Drop Area", "If a 《X》 card is in your Warp"."""
    got = _AREA_WHAT.fullmatch(m.group("what").strip())
    if got is None:
        return None
    n = int(m.groupdict().get("n") or 1)
    if "n" not in m.groupdict() and got.group(0).lower().startswith(("cards", "battle cards", "extra cards")):
        return None  # "if cards is ..." is no wording
    zone = {"drop area": "drop", "warp": "warp", "energy area": "energy"}[m.group("zone").lower()]
    want: dict[str, Any] = {"zone": zone, "n": n}
    if got.group("color"):
        want["color"] = got.group("color").lower()
    if got.group("type"):
        want["type"] = got.group("type").lower()
    x = got.group("x")
    if x:
        want[{"{": "name", "<": "character", "《": "trait"}[x[0]]] = x[1:-1].strip()
    return [{"in_area": want}]


_PAIR = r"(?:red|blue|green|yellow|black)/(?:red|blue|green|yellow|black)"


def _multicolor_energy(m: re.Match[str]) -> Steps | None:
    """ "If you have a Red/Yellow multicolor card in your energy", "If a multicolored card is in your energy"."""
    text = m.group(0).lower()
    plural = bool(re.search(r"cards (?:is )?in", text))
    n = int(m.group("n") or 1)
    if plural != (m.group("n") is not None) or (" is in" in text) != text.startswith(("if a ", "if an ")):
        return None  # "if you have 2 or more ... cards in", "if a ... card is in"
    pair = m.group("pair")
    return [{"in_area": {"zone": "energy", "n": n, "multicolor": pair.lower() if pair else "any"}}]


#: the areas whose cards have a mode (DBS 4-8-1)
_MODED = ["leader", "battle", "energy"]


def _count(who: str, zones: list[str], op: str, n: int, **more: Any) -> Steps:
    """The condition that a player's (or both players') cards in areas number N or more / N or fewer."""
    return [{"count": {"who": who, "zones": zones, "op": op, "n": n, **more}}]


def _who(m: re.Match[str]) -> str:
    return "you" if m.group("who").lower() == "you" else "opponent"


def _op(word: str) -> str:
    return ">=" if word.lower() == "more" else "<="


#: more counting conditions: Battle Cards "in play" are those of the Battle Area (as "Battle Cards in play in
#: Rest Mode" is read), energy of a color or a mode (DBS 3-5, 4-8-1), life, the opponent's Warp
MORE_COUNTS = [
    rule(
        r"if your opponent has (?P<n>\d+) or (?P<op>more|less|fewer) battle cards in play",
        lambda m, c: _count("opponent", ["battle"], _op(m.group("op")), int(m.group("n")), type="battle"),
    ),
    rule(
        r"(?:if )?(?:there are no battle cards in play in your battle area|you don'?t have any battle cards in play"
        r"(?: in your battle area)?)",
        lambda m, c: _count("you", ["battle"], "<=", 0, type="battle"),
    ),
    rule(
        r"if you have (?P<n>\d+) or more (?:(?P<mono>mono-)?" + _COLOR + r" )?energy in (?P<mode>active|rest) mode",
        lambda m, c: _count(
            "you",
            ["energy"],
            ">=",
            int(m.group("n")),
            rest_mode=int(m.group("mode").lower() == "rest"),
            **({("mono" if m.group("mono") else "color"): m.group("color").lower()} if m.group("color") else {}),
        ),
    ),
    rule(
        r"if you have " + _COLOR + r" energy",
        lambda m, c: _count("you", ["energy"], ">=", 1, color=m.group("color").lower()),
    ),
    rule(
        r"if you have any " + _COLOR + r" cards in your battle area",
        lambda m, c: _count("you", ["battle"], ">=", 1, color=m.group("color").lower()),
    ),
    rule(
        r"if (?:there are|you have) (?P<n>\d+) or more battle cards in play in your battle area",
        lambda m, c: _count("you", ["battle"], ">=", int(m.group("n")), type="battle"),
    ),
    rule(
        r"if there are no battle cards in your opponent'?s drop area",
        lambda m, c: _count("opponent", ["drop"], "<=", 0, type="battle"),
    ),
    # "in all Battle Areas": both players' (DBS 3-6)
    rule(
        r"if there are a total of (?P<n>\d+) or more ?(?P<x>《[^》]+》)(?: cards)? in play in all battle areas",
        lambda m, c: _count("both", ["battle"], ">=", int(m.group("n")), trait=m.group("x")[1:-1].strip()),
    ),
    rule(
        r"if your opponent has an? battle card in play in rest mode",
        lambda m, c: _count("opponent", ["battle"], ">=", 1, type="battle", rest_mode=1),
    ),
    rule(
        r"if you have (?P<op>more|less|fewer) (?P<what>life|cards in (?:your )?hand|energy) than your opponent",
        lambda m, c: [
            {
                "than_opponent": {
                    "zone": m.group("what").split()[-1].lower(),
                    "op": "more" if m.group("op").lower() == "more" else "fewer",
                }
            }
        ],
    ),
    # DBS 2-3-2-1-2: the side of the Leader Card facing up
    rule(r"if your leader card is on its front side", lambda m, c: [{"leader_front": True}]),
    # cards of a special trait or character in your Battle Area or Combo Area
    rule(
        r"if (?:you have|there are) (?P<n>\d+) or more (?P<x>《[^》]+》|<[^>]+>)(?: cards)? (?:in play )?in your "
        r"(?P<zone>battle|combo) area",
        lambda m, c: _count(
            "you",
            [m.group("zone").lower()],
            ">=",
            int(m.group("n")),
            **{("trait" if m.group("x")[0] == "《" else "character"): m.group("x")[1:-1].strip()},
        ),
    ),
    # DBS 11-4: the cards of a player's Warp
    rule(
        r"(?:if )?your opponent has (?P<n>\d+) or (?P<op>more|less|fewer) cards in their warp",
        lambda m, c: _count("opponent", ["warp"], _op(m.group("op")), int(m.group("n"))),
    ),
    rule(
        r"(?:if )?you and your opponent have a total of (?P<n>\d+) or (?P<op>more|less|fewer) life",
        lambda m, c: _count("both", ["life"], _op(m.group("op")), int(m.group("n"))),
    ),
    rule(
        r"(?:if )?your opponent has (?P<n>\d+) or (?P<op>more|less|fewer) life",
        lambda m, c: _count("opponent", ["life"], _op(m.group("op")), int(m.group("n"))),
    ),
]


#: conditions counting cards: "if your opponent has 4 or more cards in Rest Mode" (DBS 4-8-1), hands, life, energy
COUNTS = [
    rule(r"if there are no cards in your battle area", lambda m, c: _count("you", ["battle"], "<=", 0)),
    # DBS 2-4-1: a card of several colors is of each of them; "mono-": of that color alone
    rule(
        r"if all of your energy is (?P<mono>mono-)?" + _COLOR,
        lambda m, c: [{"energy_all": {("mono" if m.group("mono") else "color"): m.group("color").lower()}}],
    ),
    rule(
        r"if all of your battle cards are " + _COLOR + r" and no other color",
        lambda m, c: [{"battle_all": {"mono": m.group("color").lower()}}],
    ),
    rule(
        r"if your opponent has no battle cards in their battle area",
        lambda m, c: _count("opponent", ["battle"], "<=", 0, type="battle"),
    ),
    rule(r"if there are no cards in your opponent'?s combo area", lambda m, c: _count("opponent", ["combo"], "<=", 0)),
    rule(
        r"if your warp has (?P<n>\d+) (?:or more cards|cards or more) in it",
        lambda m, c: [{"in_area": {"zone": "warp", "n": int(m.group("n"))}}],
    ),
    # DBS 2-4: a card of both colors (a multicolor card)
    rule(
        r"if there is a card that is both (?P<a>red|blue|green|yellow|black) and (?P<b>red|blue|green|yellow|black) in "
        r"your energy",
        lambda m, c: [{"in_area": {"zone": "energy", "n": 1, "multicolor": f"{m.group('a')}/{m.group('b')}".lower()}}],
    ),
    rule(
        r"if you have (?P<n>\d+) or more (?P<mono>mono-)?" + _COLOR + r" energy",
        lambda m, c: _count(
            "you",
            ["energy"],
            ">=",
            int(m.group("n")),
            **{("mono" if m.group("mono") else "color"): m.group("color").lower()},
        ),
    ),
    rule(r"if you have no cards in your hand", lambda m, c: [{"max_hand": 0}]),
    *MORE_COUNTS,
    # DBS 11-3-4: the cards placed under this card; read with it as the skill resolves
    rule(
        r"if there are (?P<n>\d+) (?:or more (?:《(?P<t>[^》]+)》 )?cards|(?:《(?P<t2>[^》]+)》 )?cards or more) under this card",
        lambda m, c: [
            {"under": {"n": int(m.group("n")), **({"trait": t} if (t := m.group("t") or m.group("t2")) else {})}}
        ],
    ),
    rule(
        r"if (?P<who>you|your opponent) (?:have|has) (?P<n>\d+) or (?P<op>more|less|fewer) cards in rest mode",
        lambda m, c: _count(
            "you" if m.group("who").lower() == "you" else "opponent",
            _MODED,
            _op(m.group("op")),
            int(m.group("n")),
            rest_mode=1,
        ),
    ),
    rule(
        r"if the total number of cards in rest mode between you and your opponent is (?P<n>\d+) or more",
        lambda m, c: _count("both", _MODED, ">=", int(m.group("n")), rest_mode=1),
    ),
    rule(
        r"if your opponent has (?P<n>\d+) or (?P<op>more|less|fewer) battle cards in their battle area",
        lambda m, c: _count("opponent", ["battle"], _op(m.group("op")), int(m.group("n")), type="battle"),
    ),
    rule(
        r"if (?P<who>you|your opponent) (?:have|has) (?P<n>\d+) or (?P<op>less|fewer) energy",
        lambda m, c: _count(_who(m), ["energy"], "<=", int(m.group("n"))),
    ),
    rule(
        r"if your opponent has (?P<n>\d+) or (?P<op>more|less|fewer) battle cards (?:in play )?in rest mode"
        r"(?: in their battle area)?",
        lambda m, c: _count("opponent", ["battle"], _op(m.group("op")), int(m.group("n")), type="battle", rest_mode=1),
    ),
    rule(
        r"if your opponent has (?P<n>\d+) or (?P<op>more|less|fewer) energy in (?P<mode>active|rest) mode",
        lambda m, c: _count(
            "opponent",
            ["energy"],
            _op(m.group("op")),
            int(m.group("n")),
            rest_mode=int(m.group("mode").lower() == "rest"),
        ),
    ),
    rule(
        r"if your opponent has (?P<n>\d+) or (?P<op>more|less|fewer) cards in their hand",
        lambda m, c: _count("opponent", ["hand"], _op(m.group("op")), int(m.group("n"))),
    ),
    rule(
        r"if your opponent'?s life is (?:at )?(?P<n>\d+) or (?P<op>more|less|fewer)",
        lambda m, c: _count("opponent", ["life"], _op(m.group("op")), int(m.group("n"))),
    ),
]


CONDITIONS = [
    rule(
        r"(?:if )?your opponent'?s leader card is (?P<what>" + _WHAT + ")",
        lambda m, c: [{"opponent_leader": step["leader"]} for step in got] if (got := _leader(m, c)) else None,
    ),
    rule(r"(?:if )?your leader (?:card )?is (?P<what>" + _WHAT + ")", _leader),
    rule(
        r"if (?P<a>your leader card is "
        + _WHAT
        + r"|you have \d+ or more energy|your opponent has \d+ or more energy) and "
        r"(?P<b>your life is (?:at )?\d+(?: or (?:less|more))?|you have \d+ or less life|you have \d+ or (?:more|less|fewer) cards in your hand|your opponent has \d+ or more energy)",
        _both,
    ),
    # "... and have 3 or more energy": the second of two conditions, its "you" said once
    rule(r"if (?:you )?have (?P<n>\d+) or more energy", lambda m, c: [{"energy_at_least": int(m.group("n"))}]),
    rule(
        r"if your opponent has (?P<n>\d+) or more energy",
        lambda m, c: [{"opponent_energy_at_least": int(m.group("n"))}],
    ),
    rule(r"if it(?:'?s| is) your turn", lambda m, c: [{"my_turn": True}]),
    rule(r"if it(?:'?s| is) your opponent'?s turn", lambda m, c: [{"opponent_turn": True}]),
    rule(r"during your turn", lambda m, c: [{"my_turn": True}]),
    rule(r"during your opponent'?s turn", lambda m, c: [{"opponent_turn": True}]),
    rule(
        r"if your life is at (?P<n>\d+)",
        lambda m, c: [{"life_at_most": int(m.group("n"))}, {"life_at_least": int(m.group("n"))}],
    ),
    rule(r"if your life is (?:at )?(?P<n>\d+) or (?:less|lower)", lambda m, c: [{"life_at_most": int(m.group("n"))}]),
    rule(r"if you have (?P<n>\d+) or less life", lambda m, c: [{"life_at_most": int(m.group("n"))}]),
    rule(r"if you have (?P<n>\d+) or more life", lambda m, c: [{"life_at_least": int(m.group("n"))}]),
    # a [Permanent] skill's "when your life is at N or less": while it is (DBS 8-1-4); elsewhere a trigger
    rule(
        r"when your life is (?:at )?(?P<n>\d+) or less",
        lambda m, c: [{"life_at_most": int(m.group("n"))}] if c.kind == "cont" else None,
    ),
    rule(r"if your life is at (?P<n>\d+) or more", lambda m, c: [{"life_at_least": int(m.group("n"))}]),
    rule(
        r"if you have (?P<n>\d+) or (?:less|fewer) cards in (?:your )?hand",
        lambda m, c: [{"max_hand": int(m.group("n"))}],
    ),
    rule(r"if you have (?P<n>\d+) or more cards in your hand", lambda m, c: [{"min_hand": int(m.group("n"))}]),
    rule(
        r"if (?:an? )?(?P<another>another )?(?P<a>"
        + ONE
        + r")(?: card)?(?: and (?P<b>"
        + ONE
        + r")(?: card)?)? (?:is|are) (?:in play )?in your battle area",
        lambda m, c: _present(m),
    ),
    rule(
        r"if there is an? (?P<a>" + ONE + r")(?P<b>)(?: card)? (?:in play )?in your battle area",
        lambda m, c: _present(m),
    ),
    rule(
        r"(?:if )?you have (?:an? )?(?P<a>" + ONE + r")(?P<b>)(?: card)? in play in your battle area",
        lambda m, c: _present(m),
    ),
    # none of that name / character / special trait in your Battle Area
    rule(
        r"if (?P<a>" + ONE + r")(?: card)? (?:is not|isn'?t) (?:in play )?in your battle area",
        lambda m, c: _absent(m.group("a")),
    ),
    rule(
        r"if (?P<a>" + ONE + r")(?: card)? is (?:in play )?in your battle area and (?P<b>" + ONE + r")(?: card)? "
        r"(?:is not|isn'?t)",
        lambda m, c: [*_absent(m.group("a"), absent=False), *_absent(m.group("b"))],
    ),
    # a card of that name / character / special trait in your Battle Area, or your Leader Card is one (DBS 3-5)
    rule(
        r"if (?:(?P<a1>" + ONE + r")(?: card)? is (?:in play )?|you have (?:an? )?(?P<a2>" + ONE + r")(?: card)? "
        r"|there is an? (?P<a3>"
        + ONE
        + r")(?: card)? )in your (?:battle area or leader area|leader area or battle area)",
        lambda m, c: _present_or_leader(m.group("a1") or m.group("a2") or m.group("a3")),
    ),
    # cards of a kind in your Drop Area or Warp
    rule(r"if you have (?P<what>an? .+?) in your (?P<zone>energy area)", lambda m, c: _in_area(m)),
    rule(r"if you have (?P<n>\d+) or more (?P<what>.+?) in your (?P<zone>drop area|warp)", lambda m, c: _in_area(m)),
    rule(r"if (?P<what>.+?) is in your (?P<zone>drop area|warp)", lambda m, c: _in_area(m)),
    rule(
        r"(?P<when>if|when) there are (?P<n>\d+) or more (?P<what>.+?) in your (?P<zone>drop area|warp)",
        lambda m, c: _in_area(m) if m.group("when").lower() == "if" or c.kind == "cont" else None,
    ),
    # multicolor cards in your energy (DBS 2-4)
    rule(
        r"if (?:you have (?:an?|(?P<n>\d+) or more)|there is an?|an?) (?:(?P<pair>" + _PAIR + r") )?"
        r"multicolou?r(?:ed)? cards? (?:is )?in your energy",
        lambda m, c: _multicolor_energy(m),
    ),
    *COUNTS,
    # "if A and B": both conditions, each read whole
    rule(r"if (?P<a>.+?),? and (?P<b>.+)", lambda m, c: _two_conditions(m, c)),
    # DBS 4-8-1: this card's mode (read where the skill's card is known: not in an effect's if, finish_heads)
    rule(r"if this card is in rest mode", lambda m, c: [{"self_rest": True}]),
    rule(r"\[Bond (?P<n>\d+)\]", lambda m, c: [{"bond": int(m.group("n"))}]),
    # DBS 10-23-2-1: "[Bond 2] Red 《Saiyan》 cards": that many of those Battle Cards
    rule(r"\[Bond (?P<n>\d+)\] ?(?P<what>[^:,]+?)", lambda m, c: _bond_of(m)),
    rule(r"\[Sparking (?P<n>\d+)\]", lambda m, c: [{"sparking": int(m.group("n"))}]),
]
