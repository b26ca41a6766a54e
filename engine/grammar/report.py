"""What a game's card abilities are made of: ``playmat cards vocabulary``.

For one ruleset, every word of its vocabulary (the shared verbs and their
shorthands, the game's own words, costs, conditions, triggers, params), the
keys of selectors and the keyword abilities cards print, each with how many
abilities of the game's card sets use it, and a summary: how many effect
steps the shared verbs carry out, and how many effect words serve a single
ability.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterator
from typing import Any

from engine import registry
from engine.abilities import Ability, vocabulary
from engine.grammar.selector import Selector
from engine.grammar.spec import Spec, StepList, Verb, Word
from engine.grammar.verbs import SHORTHANDS, VERBS, Sugar, WithSelector

SECTIONS = ("effect", "cost", "condition")


def _nested(value: Any) -> Iterator[tuple[str, Any]]:
    """The effect steps held in a step's value (a choice's options)."""
    if isinstance(value, StepList):
        for word, inner in value:
            yield word, inner
            yield from _nested(inner)
    elif isinstance(value, tuple):
        for item in value:
            yield from _nested(item)


def steps(ab: Ability) -> Iterator[tuple[str, str, Any]]:
    """Every step of an ability, nested ones included: (section, word, value)."""
    for section in SECTIONS:
        for word, value in getattr(ab, section):
            yield section, word, value
            for inner, v in _nested(value):
                yield "effect", inner, v


def selectors(value: Any) -> Iterator[Selector]:
    """The selectors a verb holds."""
    if isinstance(value, Verb) and dataclasses.is_dataclass(value):
        for f in dataclasses.fields(value):
            v = getattr(value, f.name)
            if isinstance(v, Selector):
                yield v


def shared(name: str, word: Word | None) -> bool:
    """Whether ``name`` is one of the shared verbs or their shorthands (not a
    game's own word, even one built from a verb)."""
    return word is not None and bool(word.verb) and (name in VERBS or name in SHORTHANDS)


def _spec_words(spec: Spec) -> str:
    return spec.describe()


def _word(name: str, word: Word, uses: Counter[str], count: Counter[str]) -> dict[str, Any]:
    return {
        "name": name,
        "doc": word.doc,
        "value": _spec_words(word.spec),
        "kinds": sorted(word.kinds),
        "verb": word.verb,
        "abilities": uses[name],
        "steps": count[name],
    }


def vocabulary_report(ruleset_id: str) -> dict[str, Any]:
    """The vocabulary of ``ruleset_id`` and how its card sets use it."""
    rs = registry.get(ruleset_id)
    pool = rs.pool
    vocab = vocabulary(rs.game)
    uses: dict[str, Counter[str]] = {s: Counter() for s in (*SECTIONS, "trigger", "params", "selector")}
    count: dict[str, Counter[str]] = {s: Counter() for s in SECTIONS}
    abilities = 0
    effect_steps = verb_steps = built_steps = 0
    for card in pool.cards.values():
        for ab in card.abilities:
            abilities += 1
            seen: dict[str, set[str]] = {s: set() for s in uses}
            if ab.kind == "auto":
                seen["trigger"].add(ab.when)
            seen["params"].update(ab.params)
            for section, word, value in steps(ab):
                seen[section].add(word)
                count[section][word] += 1
                if section == "effect":
                    effect_steps += 1
                    built_steps += isinstance(value, Verb)
                    verb_steps += isinstance(value, Verb) and shared(word, vocab.effects.get(word))
                for sel in selectors(value):
                    seen["selector"].update(sel.keys())
            for s, words in seen.items():
                uses[s].update(words)
    effect_used = [w for w in vocab.effects if uses["effect"][w]]
    single = [w for w in effect_used if uses["effect"][w] == 1]
    keywords = Counter(k for c in pool.cards.values() for f in vocab.keywords for k in c.stats.get(f, ()))
    keys = _selector_keys(vocab.effects)
    return {
        "game": rs.game,
        "ruleset": rs.id,
        "cards": len(pool),
        "abilities": abilities,
        "verbs": [_word(n, w, uses["effect"], count["effect"]) for n, w in vocab.effects.items() if shared(n, w)],
        "effects": [_word(n, w, uses["effect"], count["effect"]) for n, w in vocab.effects.items() if not shared(n, w)],
        "costs": [_word(n, w, uses["cost"], count["cost"]) for n, w in vocab.costs.items()],
        "conditions": [_word(n, w, uses["condition"], count["condition"]) for n, w in vocab.conditions.items()],
        "triggers": [{"name": n, "doc": d, "abilities": uses["trigger"][n]} for n, d in vocab.triggers.items()],
        "params": [{"name": n, "value": s.describe(), "abilities": uses["params"][n]} for n, s in vocab.params.items()],
        "selectors": [{"key": k, "value": v, "abilities": uses["selector"][k]} for k, v in keys.items()],
        "keywords": [
            {"name": k, "field": f, "cards": keywords[k]} for f, names in vocab.keywords.items() for k in names
        ],
        "summary": {
            "effect_words": len(vocab.effects),
            "effect_words_used": len(effect_used),
            "used_by_one_ability": len(single),
            "used_by_one_ability_share": round(len(single) / len(effect_used), 3) if effect_used else 0.0,
            "effect_steps": effect_steps,
            # written with a shared verb (or its shorthand) and carried out by it
            "shared_verb_steps": verb_steps,
            "shared_verb_share": round(verb_steps / effect_steps, 3) if effect_steps else 0.0,
            # carried out by a shared verb, game words built from one included
            "steps_carried_out_by_shared_verbs": built_steps,
            "steps_carried_out_by_shared_verbs_share": round(built_steps / effect_steps, 3) if effect_steps else 0.0,
        },
    }


def _selector_keys(effects: dict[str, Word]) -> dict[str, str]:
    """The keys a selector of this game may have, with what each must be
    (read from the spec of ``put``, whose selector takes them all)."""
    word = effects.get("put")
    spec = word.spec if word is not None else None
    inner = spec.spec if isinstance(spec, Sugar) else None
    if not isinstance(inner, WithSelector):
        return {}
    return {"self": 'the text "self": this card', **inner.selector.keys()}


def unused(report: dict[str, Any]) -> dict[str, list[str]]:
    """What no card of the game uses, by part of the report."""
    out: dict[str, list[str]] = {}
    for part in ("verbs", "effects", "costs", "conditions", "triggers", "params"):
        out[part] = [w["name"] for w in report[part] if not w["abilities"]]
    out["selectors"] = [s["key"] for s in report["selectors"] if not s["abilities"]]
    out["keywords"] = [k["name"] for k in report["keywords"] if not k["cards"]]
    return out
