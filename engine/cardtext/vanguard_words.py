"""The words of Cardfight!! Vanguard text that every clause reads: the
nouns of its zones, types and stats, the card's own clan (a clan is read
only when it is the card's own), selectors, and the condition rule that
also reads "and if"."""

from __future__ import annotations

import re
from typing import Any

from engine.cardtext.core import Ctx, Rule, Table, rule
from engine.cardtext.phrases import Nouns, selector

NOUNS = Nouns(
    types={"rear-guard": None, "rearguard": None, "vanguard": None, "unit": None, "card": None},
    zones={
        "hand": "hand",
        "deck": "deck",
        "drop zone": "drop",
        "drop": "drop",
        "soul": "soul",
        "damage zone": "damage",
        "(rc)": "RC",
        "(vc)": "VC",
        "(gc)": "GC",
        "front row": "front_RC",  # VG 4.6.2: "rear-guards in the front row"
    },
    field_zone={"rear-guard": "RC", "rearguard": "RC", "vanguard": "VC", "unit": "units"},
    trait_key="clan",
    # VG 2.3: a race is printed in angle brackets ("Royal Paladin <High Beast>"), a clan in 《》
    brackets={"<": "race"},
    stats={"grade": "grade", "power": "power", "critical": "critical", "shield": "shield"},
)


CIRCLE = {"vc": "VC", "rc": "RC", "gc": "GC"}


def clanned(text: str, ctx: Ctx) -> str:
    clan = str(ctx.card.get("clan", "")).strip()
    if clan:
        own = re.escape(clan)
        text = re.sub(rf'"{own}"|<{own}>|《{own}》|(?<![\w{{"<《]){own}(?![\w}}">》])', "{" + clan + "}", text)
    return text


def selector_of(text: str, ctx: Ctx, **kw: Any) -> Table | None:
    text = QUOTED_NAME.sub(r'"\1"', text)  # a name in single quotes: 'Blaster Blade'
    text = clanned(text, ctx).replace("«", "《").replace("»", "》")
    if "<" in text:
        return None  # <X>: a race (VG 2.3) or, in fan wording, a clan other than the card's own: not guessed
    # "one of your <clan>", "another of your "Name"": a unit of yours on the field (VG 4.1.1), no place named
    text = re.sub(r"^another of your ", "1 of your other ", text.strip(), flags=re.I)
    text = re.sub(r"^((?:up to )?(?:one|1) of your (?:other )?)(\{[^}]+\}|《[^》]+》)$", r"\1\2 unit", text, flags=re.I)
    # "your <clan> vanguard": the one vanguard you have (VG 4.6.4)
    text = re.sub(r"^your ((?:\{[^}]+\}|《[^》]+》) )?vanguard$", r"1 of your \1vanguard", text, flags=re.I)
    text = re.sub(r'^((?:up to )?(?:one|1) of your (?:other )?)("[^"]+")$', r"\1unit named \2", text, flags=re.I)
    return selector(text, NOUNS, **kw)


QUOTED_NAME = re.compile(r"(?<![\w'])'([^'\"]+)'(?![\w'])")


def clan_word(text: str, ctx: Ctx) -> str | None:
    """The card's own clan, when ``text`` names it (bare, in quotes or 《》)."""
    clan = str(ctx.card.get("clan", "")).strip()
    name = text.strip().strip("\"'《》<>").strip()
    return clan if clan and name.lower() == clan.lower() else None


def cond(pattern: str, build: Any) -> Rule:
    """A condition "if ...", also printed joined to the one before ("... and if ...", "and you have ...")."""
    if pattern.startswith("if "):
        pattern = r"(?:(?:and,? )?if|and) " + pattern[3:]
    return rule(pattern, build)
