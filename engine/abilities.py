"""Card abilities as data: a small declarative vocabulary.

An ability is a trigger (``when``), an optional ``condition``, a ``cost`` and
an ``effect``; costs and effects are lists of one-key tables such as
``{ draw = 1 }`` or ``{ counter_blast = 1 }``. Each game registers the words
it understands (:func:`register_vocabulary`), each with the schema of its
value and the kinds of ability it may be used in (:class:`engine.grammar.spec.Word`);
a card file using an unknown word, a value of the wrong shape (a text where
a number goes, a number out of range, an unknown or a missing key) or a word
in the wrong kind of ability is refused when it loads, so nothing unexpected
reaches a game. Text the vocabulary cannot express stays in the card's
``text`` and is resolved by the players by hand.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.grammar.spec import (
    ANY_KIND,
    CONTINUOUS,
    ONE_SHOT,
    Context,
    Flag,
    Spec,
    SpecError,
    Text,
    Whole,
    Word,
    once,
    show,
)
from engine.grammar.spec import Step as Step


class AbilityError(ValueError):
    """An ability table that does not fit the vocabulary; ``key`` names the
    offending key when there is one."""

    def __init__(self, message: str, key: str = "") -> None:
        super().__init__(message)
        self.key = key


KINDS = ("auto", "act", "cont")

#: The largest number an ability may hold (an amount, a power, a count).
MAX_NUMBER = 1_000_000

#: Values most words take.
CARDS = Whole(1, 99, "a number of cards")
AT_LEAST = Whole(0, 99, "a number")
AMOUNT = Whole(-MAX_NUMBER, MAX_NUMBER, "an amount")

#: Words every game understands (a game may give one of them another shape).
COMMON_EFFECTS: dict[str, Word] = {
    "message": once(Text(what="a message"), "write a message in the game log (a reminder for the players)"),
}
COMMON_COSTS: dict[str, Word] = {
    "discard": once(CARDS, "choose N cards of your hand and put them into your discard pile"),
    "rest_self": once(Flag(), "rest this card"),
}
COMMON_TRIGGERS: dict[str, str] = {
    "attacks": "this card attacks",
    "turn_start": "at the beginning of your turn",
    "turn_end": "at the end of your turn",
}
COMMON_CONDITIONS: dict[str, Word] = {
    "my_turn": Word(Flag(), ANY_KIND, "during your turn"),
    "opponent_turn": Word(Flag(), ANY_KIND, "during your opponent's turn"),
}

#: A check of a whole ability once its words are read: what is wrong with
#: it (and the key to point at), or None.
AbilityCheck = Callable[["Ability"], "tuple[str, str] | None"]


@dataclass
class Vocabulary:
    """The words of one game, by section, each with the shape of its value."""

    effects: dict[str, Word] = field(default_factory=lambda: dict(COMMON_EFFECTS))
    costs: dict[str, Word] = field(default_factory=lambda: dict(COMMON_COSTS))
    triggers: dict[str, str] = field(default_factory=lambda: dict(COMMON_TRIGGERS))
    conditions: dict[str, Word] = field(default_factory=lambda: dict(COMMON_CONDITIONS))
    #: the zones an ability may work in (``zones = [...]``); empty: any
    zones: set[str] = field(default_factory=set)
    #: the keys of ``params`` and the shapes of their values
    params: dict[str, Spec] = field(default_factory=dict)
    #: zones that make a continuous ability's effect one done once when it
    #: is run (a Weiss Schwarz Replay Command): read as an activated ability's
    once_zones: frozenset[str] = frozenset()
    #: checks of whole abilities (several keys together)
    checks: list[AbilityCheck] = field(default_factory=list)
    #: the keyword abilities a card prints, by card field (``skills``, ``keywords``)
    keywords: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def section(self, name: str) -> dict[str, Word]:
        if name == "effect":
            return self.effects
        if name == "cost":
            return self.costs
        if name == "condition":
            return self.conditions
        raise KeyError(name)


_VOCABULARIES: dict[str, Vocabulary] = {}


def vocabulary(game: str) -> Vocabulary:
    vocab = _VOCABULARIES.get(game)
    if vocab is None:
        vocab = _VOCABULARIES[game] = Vocabulary()
    return vocab


def register_vocabulary(
    game: str,
    *,
    effects: Mapping[str, Word] | None = None,
    costs: Mapping[str, Word] | None = None,
    triggers: Mapping[str, str] | None = None,
    conditions: Mapping[str, Word] | None = None,
    zones: tuple[str, ...] = (),
    params: Mapping[str, Spec] | None = None,
    once_zones: tuple[str, ...] = (),
    checks: tuple[AbilityCheck, ...] = (),
    keywords: Mapping[str, tuple[str, ...]] | None = None,
) -> Vocabulary:
    """Add a game's own words to its vocabulary (idempotent): each word with
    the shape of its value; a word already there (a common one) takes the
    game's shape."""
    vocab = vocabulary(game)
    vocab.effects.update(effects or {})
    vocab.costs.update(costs or {})
    vocab.triggers.update(triggers or {})
    vocab.conditions.update(conditions or {})
    vocab.zones.update(zones)
    vocab.params.update(params or {})
    vocab.once_zones = vocab.once_zones | frozenset(once_zones)
    vocab.checks.extend(c for c in checks if c not in vocab.checks)
    vocab.keywords.update(keywords or {})
    return vocab


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability of a card, as written in its data file; each step's value
    is read by its word's spec."""

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

_KIND_WORDS = {
    ONE_SHOT: "automatic and activated abilities",
    CONTINUOUS: "continuous abilities",
}


def _read_steps(raw: Any, section: str, vocab: Vocabulary, kind: str) -> tuple[Step, ...]:
    """Read a list of one-key tables of ``section``; :class:`SpecError` at
    the first that does not fit."""
    if raw is None:
        return ()
    if isinstance(raw, dict):
        raw = [raw]
    if not isinstance(raw, list):
        raise SpecError(f"must be a list of one-key tables such as [{{ draw = 1 }}], not {show(raw)}")
    words = vocab.section(section)
    ctx = Context(kind, lambda value, sec, k: _read_steps(value, sec, vocab, k))
    steps: list[Step] = []
    for item in raw:
        if not isinstance(item, dict) or len(item) != 1:
            raise SpecError(f"steps must be tables with exactly one key, not {show(item)}")
        ((name, value),) = item.items()
        word = words.get(name)
        if word is None:
            raise SpecError(f"unknown {section} {name!r} (known: {', '.join(sorted(words))})")
        _check_plain(value, f"{section} {name!r}", section)
        if kind not in word.kinds:
            where = _KIND_WORDS.get(word.kinds, f"{'/'.join(sorted(word.kinds))} abilities")
            article = "a" if kind == "cont" else "an"
            raise SpecError(f"{section} {name!r} cannot be used in {article} {kind} ability (only in {where})")
        try:
            steps.append((name, word.spec_in(kind).read(value, ctx)))
        except SpecError as exc:
            rule = f" ({word.rule})" if word.rule else ""
            raise SpecError(f"{section} {name!r} {exc}{rule}") from None
    return tuple(steps)


def _steps(raw: Any, section: str, vocab: Vocabulary, kind: str) -> tuple[Step, ...]:
    try:
        return _read_steps(raw, section, vocab, kind)
    except SpecError as exc:
        raise AbilityError(str(exc), section) from None
    except AbilityError as exc:  # a value no card file may hold (_check_plain)
        raise AbilityError(str(exc), section) from None


def read_step(game: str, table: Mapping[str, Any], kind: str = "act", section: str = "effect") -> Step:
    """One step of ``game``'s vocabulary (a one-key table such as
    ``{ draw = 1 }``) read as a card file's would be; :class:`AbilityError`
    if it does not fit."""
    (step,) = _steps([dict(table)], section, vocabulary(game), kind)
    return step


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


def _params(raw: Any, vocab: Vocabulary, kind: str) -> dict[str, Any]:
    """``params`` hold the game's settings of an ability (its timing, its
    side...): each key must be one the game knows, its value of the right
    shape. They are kept as written."""
    if not isinstance(raw, dict):
        raise AbilityError("params must be a table", "params")
    _check_plain(raw, "params", "params")
    ctx = Context(kind, lambda value, sec, k: _read_steps(value, sec, vocab, k))
    for key, value in raw.items():
        spec = vocab.params.get(key)
        if spec is None:
            known = ", ".join(sorted(vocab.params)) or "none"
            raise AbilityError(f"unknown params key {key!r} (known: {known})", "params")
        try:
            spec.read(value, ctx)
        except SpecError as exc:
            raise AbilityError(f"params.{key} {exc}", "params") from None
    return raw


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
    # the effect of a continuous ability in such a zone is done once, when it is run
    effective = "act" if kind == "cont" and vocab.once_zones.intersection(zones) else kind
    params = _params(raw.get("params", {}), vocab, effective)
    ability = Ability(
        kind=kind,
        when=when,
        zones=tuple(zones),
        condition=_steps(raw.get("condition"), "condition", vocab, effective),
        cost=_steps(raw.get("cost"), "cost", vocab, effective),
        effect=_steps(raw.get("effect"), "effect", vocab, effective),
        optional=bool(raw.get("optional", False)),
        once_per_turn=bool(raw.get("once_per_turn", False)),
        text=text,
        params=params,
    )
    for check in vocab.checks:
        problem = check(ability)
        if problem is not None:
            raise AbilityError(*problem)
    return ability
