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
from engine.grammar.control import CONSTRUCTS
from engine.grammar.selector import Selector
from engine.grammar.spec import Spec, StepList, Verb, Word
from engine.grammar.verbs import SHORTHANDS, VERBS, Sugar, WithSelector

SECTIONS = ("effect", "cost", "condition")


def _nested(value: Any) -> Iterator[tuple[str, Any]]:
    """The effect steps held in a step's value (a choice's options, the
    steps of an ``if``), not its conditions."""
    if isinstance(value, StepList):
        for word, inner in value:
            yield word, inner
            yield from _nested(inner)
    elif isinstance(value, tuple):
        for item in value:
            yield from _nested(item)
    elif isinstance(value, Verb) and dataclasses.is_dataclass(value):
        for f in dataclasses.fields(value):
            yield from _nested(getattr(value, f.name))


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
    """Whether ``name`` is one of the shared verbs, their shorthands or the
    shared constructs (not a
    game's own word, even one built from a verb)."""
    return word is not None and bool(word.verb) and (name in VERBS or name in SHORTHANDS or name in CONSTRUCTS)


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


def _usage(ruleset_id: str) -> dict[str, Any]:
    """How the card sets of ``ruleset_id`` use its vocabulary: the abilities
    using each word by section, the steps of each word, and the counts of
    effect steps written with and carried out by the shared verbs."""
    rs = registry.get(ruleset_id)
    vocab = vocabulary(rs.game)
    uses: dict[str, Counter[str]] = {s: Counter() for s in (*SECTIONS, "trigger", "params", "selector")}
    count: dict[str, Counter[str]] = {s: Counter() for s in SECTIONS}
    abilities = 0
    effect_steps = verb_steps = built_steps = 0
    for card in rs.pool.cards.values():
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
    return {
        "uses": uses,
        "count": count,
        "abilities": abilities,
        "effect_steps": effect_steps,
        "verb_steps": verb_steps,
        "built_steps": built_steps,
    }


def _share(part: int, whole: int) -> float:
    return round(part / whole, 3) if whole else 0.0


def vocabulary_report(ruleset_id: str) -> dict[str, Any]:
    """The vocabulary of ``ruleset_id`` and how its card sets use it, with
    the figures of the four games together (``overall``)."""
    rs = registry.get(ruleset_id)
    pool = rs.pool
    vocab = vocabulary(rs.game)
    u = _usage(ruleset_id)
    uses: dict[str, Counter[str]] = u["uses"]
    count: dict[str, Counter[str]] = u["count"]
    effect_steps, verb_steps, built_steps = u["effect_steps"], u["verb_steps"], u["built_steps"]
    effect_used = [w for w in vocab.effects if uses["effect"][w]]
    single = [w for w in effect_used if uses["effect"][w] == 1]
    keywords = Counter(k for c in pool.cards.values() for f in vocab.keywords for k in c.stats.get(f, ()))
    keys = _selector_keys(vocab.effects)
    return {
        "game": rs.game,
        "ruleset": rs.id,
        "cards": len(pool),
        "abilities": u["abilities"],
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
            "used_by_one_ability_share": _share(len(single), len(effect_used)),
            "effect_steps": effect_steps,
            # written with a shared verb (or its shorthand) and carried out by it
            "shared_verb_steps": verb_steps,
            "shared_verb_share": _share(verb_steps, effect_steps),
            # carried out by a shared verb, game words built from one included
            "steps_carried_out_by_shared_verbs": built_steps,
            "steps_carried_out_by_shared_verbs_share": _share(built_steps, effect_steps),
        },
        "overall": overall_summary(),
    }


def overall_summary() -> dict[str, Any]:
    """The figures of the four games together (one ruleset of each game,
    the first listed: a game's variants play the same card sets). The
    vocabulary counts a shared verb (or shorthand) once for all the games
    that use it, and each game's own words as that game's."""
    firsts: dict[str, str] = {}
    for rid in registry.ids():
        firsts.setdefault(registry.get(rid).game, rid)
    uses: Counter[str] = Counter()
    effect_steps = verb_steps = built_steps = 0
    games: dict[str, dict[str, Any]] = {}
    for game, rid in firsts.items():
        u = _usage(rid)
        vocab = vocabulary(game)
        for name, n in u["uses"]["effect"].items():
            uses[name if shared(name, vocab.effects.get(name)) else f"{game}:{name}"] += n
        effect_steps += u["effect_steps"]
        verb_steps += u["verb_steps"]
        built_steps += u["built_steps"]
        games[game] = {
            "effect_steps": u["effect_steps"],
            "shared_verb_share": _share(u["verb_steps"], u["effect_steps"]),
            "steps_carried_out_by_shared_verbs_share": _share(u["built_steps"], u["effect_steps"]),
        }
    single = sorted(w for w, n in uses.items() if n == 1)
    return {
        "games": games,
        "effect_steps": effect_steps,
        "shared_verb_steps": verb_steps,
        "shared_verb_share": _share(verb_steps, effect_steps),
        "steps_carried_out_by_shared_verbs": built_steps,
        "steps_carried_out_by_shared_verbs_share": _share(built_steps, effect_steps),
        # the words card files use: a shared verb once, a game's word as "game:word"
        "effect_words_used": len(uses),
        "shared_words_used": sum(1 for w in uses if ":" not in w),
        "used_by_one_ability": len(single),
        "used_by_one_ability_share": _share(len(single), len(uses)),
        "words_used_by_one_ability": single,
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
