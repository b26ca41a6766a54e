"""Rulesets by id. Rulesets are imported on first use, so listing the ids
costs nothing."""

from __future__ import annotations

import importlib

from engine.ruleset import Ruleset

#: id -> (module, class name)
RULESETS: dict[str, tuple[str, str]] = {
    "vanguard": ("engine.games.vanguard", "Vanguard"),
    "weiss": ("engine.games.weiss", "WeissSchwarz"),
    "dbscg": ("engine.games.dbscg", "DragonBallSuper"),
    "dbscg-1.0": ("engine.games.dbscg", "DragonBallSuper10"),
    "systemgate": ("engine.games.systemgate", "SystemGate"),
    "systemgate-tagteam": ("engine.games.systemgate", "SystemGateTagTeam"),
}

_cache: dict[str, Ruleset] = {}


def ids() -> list[str]:
    return list(RULESETS)


def get(ruleset_id: str) -> Ruleset:
    """The ruleset with this id; ``KeyError`` naming the known ids otherwise."""
    rs = _cache.get(ruleset_id)
    if rs is not None:
        return rs
    try:
        module_name, class_name = RULESETS[ruleset_id]
    except KeyError:
        raise KeyError(f"unknown game {ruleset_id!r}; known: {', '.join(RULESETS)}") from None
    cls = getattr(importlib.import_module(module_name), class_name)
    rs = cls()
    if not isinstance(rs, Ruleset):
        raise TypeError(f"{module_name}.{class_name} is not a Ruleset")
    _cache[ruleset_id] = rs
    return rs
