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
from engine.cardtext.core import Ctx, Parts, Steps, Table, compose, copy_parts, num, read, rule, signed
from engine.cardtext.lines import Line
from engine.cardtext.weiss_effects import EFFECTS, LINE
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
from engine.cardtext.weiss_lasting import LASTING, characters, characters_at_most, no_characters, other_attacks
from engine.cardtext.weiss_nouns import CHARS, NAME_PART, QUOTED, TRAITS, zone

_HEAD = re.compile(
    r"^(?:【(?P<a>A|C|S|AUTO|CONT|ACT)】|\[(?P<b>AUTO|CONT|ACT)\]|(?P<c>AUTO|CONT|ACT)\s*[-:])\s*", re.IGNORECASE
)
_KINDS = {"a": "auto", "auto": "auto", "c": "cont", "cont": "cont", "s": "act", "act": "act"}
#: labels printed after the marker that change nothing the grammar reads
_LABELS = re.compile(
    r"^(?:【CXCOMBO】|【COUNTER】|【CLOCK】|\[COUNTER\]|●|CXCOMBO|COUNTER|EXPERIENCE|MEMORY|RECOLLECTION|ACCELERATE|CHANGE|RESONANCE|RESONATE)\s*",
    re.IGNORECASE,
)

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


TRIGGERS.append(
    rule(rf"when (?:your other|another of your) (?:{TRAITS} {CHARS}|{NAME_PART}|{CHARS}) attacks", other_attacks)
)


def _facing(m: re.Match[str], ctx: Ctx) -> Steps:
    """ "if the character facing this card is level N or higher / lower" (WS 3.6.5)."""
    word = "facing_level_at_least" if m.group("hl").lower() == "higher" else "facing_level_at_most"
    return [{word: int(m.group("n"))}]


def _zone_count(m: re.Match[str]) -> Steps:
    """ "if your waiting room has N or less climaxes", "if your deck has N or less cards": the cards of a zone
    of yours (of a card type) counted as the condition is read."""
    gd = m.groupdict()
    spec: Table = {"zone": zone(gd["z"]), "count": int(gd["n"])}
    if gd.get("climax"):
        spec["type"] = "climax"
    more = gd["cmp"].lower() in ("more", "greater", "higher")
    return [{"zone_count_at_least" if more else "zone_count_at_most": spec}]


CONDITIONS = [
    rule(r"if the character facing this card is level (?P<n>\d+) or (?P<hl>higher|lower)", _facing),
    rule(r"if the level of the character facing this card is (?P<n>\d+) or (?P<hl>higher|lower)", _facing),
    rule(r"during your turn", lambda m, c: [{"my_turn": True}]),
    rule(
        rf"if you have (?P<n>\d+) or more (?P<other>other |another )?(?:{TRAITS} {CHARS}|{NAME_PART}|{CHARS})",
        characters,
    ),
    rule(rf"if you have (?:(?P<n>\d+) or more )?(?P<other>other |another )?{QUOTED}", characters),
    rule(rf"if you have (?P<other>other |another )?(?:an? )?(?:{TRAITS} {CHARS}|{NAME_PART})", characters),
    rule(
        rf"if you have (?P<n>\d+) or (?:less|fewer) (?P<other>other )?(?:{TRAITS} {CHARS}|{NAME_PART}|{CHARS})",
        lambda m, c: characters_at_most(m),
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
        rf"if all (?:of )?your {CHARS} (?:are|is) {TRAITS}",
        lambda m, c: [{"all_characters_are": {"traits": re.findall(r"《([^》]+)》", m.group("traits"))}}],
    ),
    rule(
        rf"if all (?:of )?your {CHARS} ha(?:ve|s) (?:\"|「)(?P<part>[^\"」]+)(?:\"|」) in (?:its|their) (?:card )?names?",
        lambda m, c: [{"all_characters_are": {"name_has": m.group("part")}}],
    ),
    rule(
        rf"if you (?:have no|do not have an?|don'?t have an?) (?P<other>other )?(?:{TRAITS} {CHARS}|{NAME_PART})",
        lambda m, c: no_characters(m),
    ),
    rule(
        rf"if you (?:have no|do not have any) other {CHARS}",
        lambda m, c: [{"characters_at_most": {"count": 0, "other": True}}],
    ),
    # a card of that name in a zone of yours
    rule(
        r"if (?:\"|「)(?P<name>[^\"」]+)(?:\"|」) is in your (?P<z>clock|memory|waiting room|level|level zone|level slot)",
        lambda m, c: [{"zone_count_at_least": {"zone": zone(m.group("z")), "count": 1, "name": m.group("name")}}],
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
        LINE[0] = line.text
        got = super().compile_line(line, card)
        # WS 2.8.2: 【COUNTER】 before an event's text is its counter icon: the event is played in the counter step
        if got.compiled and card.get("type") == "event" and "COUNTER" in self.labels:
            return replace(got, values=(("counter", True),))
        return got

    #: labels an ability played by hand may have: they say nothing its trigger, cost and words do not
    HAND_LABELS = frozenset({"CXCOMBO", "EXPERIENCE"})

    def finish(self, parts: Parts, card: Table) -> Parts | str:
        why = self._not_for(parts, card)
        return why if why is not None else self._in_context(parts, card)

    def _not_for(self, parts: Parts, card: Table) -> str | None:
        """Why the line is not read for this card: a label that means more
        than its words, or an ability of a type of card that cannot have it."""
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
        return None

    def _in_context(self, parts: Parts, card: Table) -> Parts | str:
        """The line's parts where what it reads (this card's position, a
        duration, the battle opponent, a cost's keyword) is read in its kind
        of ability, else why not."""
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
