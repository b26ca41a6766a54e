"""Card abilities as data: a small declarative vocabulary.

An ability is a trigger (``when``), an optional ``condition``, a ``cost`` and
an ``effect``; costs and effects are lists of one-key tables such as
``{ draw = 1 }`` or ``{ counter_blast = 1 }``. Each game registers the words
it understands (:func:`register_vocabulary`); a card file using an unknown
word is rejected at load time, so nothing unexpected reaches a game. Text
the vocabulary cannot express stays in the card's ``text`` and is resolved
by the players by hand.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any


class AbilityError(ValueError):
    """An ability table that does not fit the vocabulary; ``key`` names the
    offending key when there is one."""

    def __init__(self, message: str, key: str = "") -> None:
        super().__init__(message)
        self.key = key


KINDS = ("auto", "act", "cont")

#: Words every game understands.
COMMON_EFFECTS = frozenset({"draw", "power", "mill", "discard", "shuffle_deck", "look_top", "message"})
COMMON_COSTS = frozenset({"discard", "rest_self"})
COMMON_TRIGGERS = frozenset({"placed", "attacks", "boosts", "attacked", "hits", "turn_start", "turn_end", "leaves_field"})
COMMON_CONDITIONS = frozenset({"my_turn", "opponent_turn", "min_hand", "max_hand", "zone_count_at_least"})


#: A check of the value a word takes: what is wrong with it, or None.
ValueCheck = Callable[[Any], str | None]


@dataclass
class Vocabulary:
    effects: set[str] = field(default_factory=lambda: set(COMMON_EFFECTS))
    costs: set[str] = field(default_factory=lambda: set(COMMON_COSTS))
    triggers: set[str] = field(default_factory=lambda: set(COMMON_TRIGGERS))
    conditions: set[str] = field(default_factory=lambda: set(COMMON_CONDITIONS))
    zones: set[str] = field(default_factory=set)
    #: word -> the check of its value, for the words whose value has a shape
    values: dict[str, ValueCheck] = field(default_factory=dict)


_VOCABULARIES: dict[str, Vocabulary] = {}


def vocabulary(game: str) -> Vocabulary:
    vocab = _VOCABULARIES.get(game)
    if vocab is None:
        vocab = _VOCABULARIES[game] = Vocabulary()
    return vocab


def register_vocabulary(
    game: str,
    *,
    effects: tuple[str, ...] = (),
    costs: tuple[str, ...] = (),
    triggers: tuple[str, ...] = (),
    conditions: tuple[str, ...] = (),
    zones: tuple[str, ...] = (),
    values: Mapping[str, ValueCheck] | None = None,
) -> Vocabulary:
    """Add a game's own words to its vocabulary (idempotent); ``values``
    checks the values of words that take more than a number or a name."""
    vocab = vocabulary(game)
    vocab.effects.update(effects)
    vocab.costs.update(costs)
    vocab.triggers.update(triggers)
    vocab.conditions.update(conditions)
    vocab.zones.update(zones)
    vocab.values.update(values or {})
    return vocab


Step = tuple[str, Any]


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability of a card, as written in its data file."""

    kind: str
    when: str = ""
    zones: tuple[str, ...] = ()
    condition: tuple[Step, ...] = ()
    cost: tuple[Step, ...] = ()
    effect: tuple[Step, ...] = ()
    optional: bool = False
    once_per_turn: bool = False
    text: str = ""
    params: Mapping[str, Any] = field(default_factory=dict)


_ABILITY_KEYS = {"kind", "when", "zones", "condition", "cost", "effect", "optional", "once_per_turn", "text", "params"}


def _steps(raw: Any, what: str, allowed: set[str], values: Mapping[str, ValueCheck]) -> tuple[Step, ...]:
    if raw is None:
        return ()
    if isinstance(raw, dict):
        raw = [raw]
    if not isinstance(raw, list):
        raise AbilityError(f"{what} must be a list of one-key tables such as [{{ draw = 1 }}]", what)
    steps: list[Step] = []
    for item in raw:
        if not isinstance(item, dict) or len(item) != 1:
            raise AbilityError(f"each {what} step must be a table with exactly one key, not {item!r}", what)
        ((word, value),) = item.items()
        if word not in allowed:
            raise AbilityError(f"unknown {what} {word!r} (known: {', '.join(sorted(allowed))})", what)
        _check_plain(value, f"{what} {word!r}", what)
        check = values.get(word)
        problem = check(value) if check is not None else None
        if problem:
            raise AbilityError(f"{what} {word!r} {problem}", what)
        steps.append((word, _freeze(value)))
    return tuple(steps)


#: The largest number an ability may hold (an amount, a power, a count).
MAX_NUMBER = 1_000_000


def _check_plain(value: Any, what: str, key: str) -> None:
    """Ability values are text, numbers up to :data:`MAX_NUMBER`, true or
    false, and lists and tables of them; anything else a TOML file can hold
    (a date) is refused."""
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
        elif isinstance(v, int | float) and not isinstance(v, bool) and abs(v) > MAX_NUMBER:
            raise AbilityError(f"{what} value {v} is out of range", key)
        elif not isinstance(v, bool | int | float | str):
            raise AbilityError(f"{what} has a value of unsupported type {type(v).__name__}", key)


def _freeze(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    return value


def parse_ability(raw: Any, game: str) -> Ability:
    """Check one ``[[card.ability]]`` table against ``game``'s vocabulary."""
    if not isinstance(raw, dict):
        raise AbilityError("an ability must be a table")
    unknown = set(raw) - _ABILITY_KEYS
    if unknown:
        raise AbilityError(f"unknown key(s) {', '.join(sorted(unknown))}")
    vocab = vocabulary(game)
    kind = raw.get("kind")
    if kind not in KINDS:
        raise AbilityError(f"kind must be one of {', '.join(KINDS)}, not {kind!r}", "kind")
    when = raw.get("when", "")
    if not isinstance(when, str):
        raise AbilityError(f"when must be the name of a trigger, not {when!r}", "when")
    if kind == "auto":
        if when not in vocab.triggers:
            raise AbilityError(f"unknown trigger {when!r} (known: {', '.join(sorted(vocab.triggers))})", "when")
    elif when:
        raise AbilityError(f"only auto abilities have 'when' ({kind} has {when!r})", "when")
    zones = raw.get("zones", [])
    if not isinstance(zones, list) or not all(isinstance(z, str) for z in zones):
        raise AbilityError("zones must be a list of zone names")
    if vocab.zones:
        bad = [z for z in zones if z not in vocab.zones]
        if bad:
            raise AbilityError(f"unknown zone(s) {', '.join(bad)} (known: {', '.join(sorted(vocab.zones))})")
    for flag in ("optional", "once_per_turn"):
        if flag in raw and not isinstance(raw[flag], bool):
            raise AbilityError(f"{flag} must be true or false")
    text = raw.get("text", "")
    if not isinstance(text, str):
        raise AbilityError("text must be a string")
    params = raw.get("params", {})
    if not isinstance(params, dict):
        raise AbilityError("params must be a table", "params")
    _check_plain(params, "params", "params")
    return Ability(
        kind=kind,
        when=when,
        zones=tuple(zones),
        condition=_steps(raw.get("condition"), "condition", vocab.conditions, vocab.values),
        cost=_steps(raw.get("cost"), "cost", vocab.costs, vocab.values),
        effect=_steps(raw.get("effect"), "effect", vocab.effects, vocab.values),
        optional=bool(raw.get("optional", False)),
        once_per_turn=bool(raw.get("once_per_turn", False)),
        text=text,
        params=params,
    )
