"""A compiled ability read back in English, from the grammar's own words.

The effect steps say themselves (the shared verbs' ``words()``); the
trigger, the costs and the conditions are said by the game's vocabulary
(its descriptions of each word, with the value in place of N). Reading the
line beside what its ability says is how a player checks a compile.
"""

from __future__ import annotations

import re
from typing import Any

from engine.abilities import Ability, parse_ability, vocabulary
from engine.cardtext.core import Table


def _value(value: Any) -> str:
    words = getattr(value, "words", None)
    if callable(words):
        return str(words())
    if isinstance(value, tuple) and value and all(isinstance(s, tuple) and len(s) == 2 for s in value):
        return "; ".join(_step(n, v, "") for n, v in value)
    if value is True:
        return ""
    return str(value)


def _step(name: str, value: Any, doc: str) -> str:
    words = getattr(value, "words", None)
    if callable(words):
        return str(words())
    said = _value(value)
    if doc and isinstance(value, int) and not isinstance(value, bool) and re.search(r"\bN\b", doc):
        return re.sub(r"\s*\(.*?\)\s*$", "", re.sub(r"\bN\b", str(value), doc))
    if doc and value is True:
        return re.sub(r"\s*\([A-Z]+ [\d.-]+\)\s*$", "", doc)
    return f"{name.replace('_', ' ')} {said}".strip()


def explain_ability(ability: Ability, game: str) -> str:
    vocab = vocabulary(game)
    parts: list[str] = []
    if ability.zones:
        parts.append(f"[{'/'.join(ability.zones)}]")
    if ability.kind == "auto":
        trigger = re.sub(r"\s*\((?:[A-Z]+ [\d.-]+)\)", "", vocab.triggers.get(ability.when, ability.when))
        parts.append(
            f"{trigger[0].upper()}{trigger[1:]}," if trigger.lower().startswith(("when", "at ")) else f"When {trigger},"
        )
    elif ability.kind == "cont":
        parts.append("While in force,")
    if ability.condition:
        said = [_step(n, v, vocab.conditions[n].doc if n in vocab.conditions else "") for n, v in ability.condition]
        parts.append("if " + " and ".join(said) + ",")
    if ability.once_per_turn:
        parts.append("once per turn,")
    if ability.cost:
        said = [
            re.sub(r"^pay ", "", _step(n, v, vocab.costs[n].doc if n in vocab.costs else "")) for n, v in ability.cost
        ]
        parts.append(("you may pay " if ability.optional else "pay ") + ", ".join(said) + " to:")
    elif ability.optional:
        parts.append("you may:")
    steps = [_step(n, v, vocab.effects[n].doc if n in vocab.effects else "") for n, v in ability.effect]
    parts.append("; then ".join(steps).rstrip(".") + ".")  # words by hand end with their own full stop
    if ability.params:
        parts.append("(" + ", ".join(f"{k} {v}" for k, v in ability.params.items()) + ")")
    return " ".join(parts)


def explain(table: Table, game: str) -> str:
    """What a compiled ability table does, in English."""
    return explain_ability(parse_ability(table, game), game)
