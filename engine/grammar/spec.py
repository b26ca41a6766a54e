"""Schemas of ability values: what each word of a card file may hold.

Every word of the ability vocabulary (an effect, a cost, a condition, a
key of ``params``) declares the shape of its value with a :class:`Spec`.
The card loader reads each value through its spec, so that a wrong type, a
number out of range, an unknown or missing key is refused when the card set
loads, naming the file and the line, and never reaches a game. A spec also
says what a value means once read (:meth:`Spec.read` returns it in the form
the effect code uses) and describes itself for the documentation and
``playmat cards vocabulary``.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.decisions import Decision, Option
    from engine.state import Card, Game
    from engine.timing import Pending

#: One step of an ability as read: its word and its value.
Step = tuple[str, Any]


class Verb:
    """An effect step of the shared grammar (:mod:`engine.grammar.verbs`),
    read from a card file: it carries itself out when its ability resolves."""

    __slots__ = ()

    def run(self, g: Game, p: Pending) -> Generator[Decision, tuple[Option, ...], Any]:
        raise NotImplementedError

    def words(self) -> str:
        """The step in words, for option labels and the log."""
        raise NotImplementedError

    def idle(self, g: Game, p: Pending) -> str | None:
        """Why the step would do nothing if it resolved now (no card it could
        act on), in words; None when it would do something, or when that
        cannot be told before it resolves (a search of a hidden deck)."""
        return None

    def declare(self, g: Game, p: Pending, rule: str) -> Generator[Decision, tuple[Option, ...], list[Card] | None]:
        """Choose now the cards this step will act on, for a game whose
        abilities choose their cards when they are played (SG 8.4.3.2);
        None when the step chooses no card."""
        return None
        yield


#: why a game's own word would do nothing now (see :meth:`Verb.idle`), by word
IdleCheck = Callable[["Game", "Pending", Any], "str | None"]


def steps_idle(g: Game, p: Pending, steps: Sequence[Step], words: Mapping[str, IdleCheck] | None = None) -> str | None:
    """Why effect ``steps`` would all do nothing if they resolved now (the
    first step's reason); None as soon as one would do something or cannot
    tell. ``words``: the checks of the game's own words (a word without one
    cannot tell)."""
    reason = None
    for word, value in steps:
        if isinstance(value, Verb):
            why = value.idle(g, p)
        else:
            check = (words or {}).get(word)
            why = check(g, p, value) if check is not None else None
        if why is None:
            return None
        reason = reason or why
    return reason


class SpecError(ValueError):
    """A value that does not fit its spec; the message says what it must be."""


@dataclass(frozen=True, slots=True)
class Context:
    """What a value is read within: the kind of its ability (``auto``,
    ``act`` or ``cont``) and a reader of nested steps (a list of one-key
    tables of the section ``effect`` or ``condition``), for the words whose
    value holds other steps."""

    kind: str
    steps: Callable[[Any, str, str], tuple[Step, ...]]


def show(value: Any) -> str:
    """A value as a card file writes it, cut short."""
    if isinstance(value, bool):
        text = "true" if value else "false"
    elif isinstance(value, str):
        text = repr(value)
    elif isinstance(value, dict):
        text = "{ " + ", ".join(f"{k} = {show(v)}" for k, v in value.items()) + " }" if value else "{}"
    elif isinstance(value, list):
        text = "[" + ", ".join(show(v) for v in value) + "]"
    else:
        text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def freeze(value: Any) -> Any:
    """A value of a card file made immutable: lists become tuples, tables
    sorted ``(key, value)`` tuples."""
    if isinstance(value, list):
        return tuple(freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, freeze(v)) for k, v in value.items()))
    return value


class Spec:
    """The shape of one value. :meth:`read` checks a value from a card file
    and returns it as the effect code uses it, or raises :class:`SpecError`."""

    def read(self, value: Any, ctx: Context) -> Any:
        raise NotImplementedError

    def describe(self) -> str:
        """What the value must be, in words ("a whole number from 1 to 99")."""
        raise NotImplementedError

    def fail(self, value: Any) -> SpecError:
        return SpecError(f"must be {self.describe()}, not {show(value)}")


def _is_whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True, slots=True)
class Whole(Spec):
    """A whole number from ``lo`` to ``hi``."""

    lo: int
    hi: int
    what: str = "a whole number"

    def read(self, value: Any, ctx: Context) -> int:
        if not _is_whole(value) or not self.lo <= value <= self.hi:
            raise self.fail(value)
        return int(value)

    def describe(self) -> str:
        return f"{self.what} from {self.lo} to {self.hi}"


@dataclass(frozen=True, slots=True)
class Text(Spec):
    """Text: one of ``choices`` when given, else any text that is not empty
    and at most ``most`` characters long."""

    choices: tuple[str, ...] = ()
    what: str = "a text"
    most: int = 200

    def read(self, value: Any, ctx: Context) -> str:
        if not isinstance(value, str):
            raise self.fail(value)
        if self.choices:
            if value not in self.choices:
                raise self.fail(value)
        elif not value.strip() or len(value) > self.most:
            raise self.fail(value)
        return value

    def describe(self) -> str:
        if self.choices:
            names = ", ".join(repr(c) for c in self.choices)
            return f"one of {names}" if len(self.choices) > 1 else names
        return f"{self.what} (1 to {self.most} characters)"


@dataclass(frozen=True, slots=True)
class Flag(Spec):
    """A word that takes no value: written ``true``."""

    def read(self, value: Any, ctx: Context) -> bool:
        if value is not True:
            raise self.fail(value)
        return True

    def describe(self) -> str:
        return "true"


@dataclass(frozen=True, slots=True)
class Switch(Spec):
    """True or false."""

    def read(self, value: Any, ctx: Context) -> bool:
        if not isinstance(value, bool):
            raise self.fail(value)
        return value

    def describe(self) -> str:
        return "true or false"


@dataclass(frozen=True, slots=True)
class ListOf(Spec):
    """A list of ``lo`` to ``hi`` items, each read by ``item``."""

    item: Spec
    lo: int = 1
    hi: int = 20

    def read(self, value: Any, ctx: Context) -> tuple[Any, ...]:
        if not isinstance(value, list) or not self.lo <= len(value) <= self.hi:
            raise self.fail(value)
        out = []
        for n, v in enumerate(value, 1):
            try:
                out.append(self.item.read(v, ctx))
            except SpecError as exc:
                raise SpecError(f"item {n}: {exc}") from None
        return tuple(out)

    def describe(self) -> str:
        size = f"{self.lo} to {self.hi}" if self.lo != self.hi else str(self.lo)
        return f"a list of {size} items, each {self.item.describe()}"


@dataclass(frozen=True, slots=True)
class Table(Spec):
    """A table with the keys of ``fields`` (each read by its spec); those of
    ``required`` must be there, no other key may. Read as sorted
    ``(key, value)`` pairs, or as a dict with ``as_dict``."""

    fields: Mapping[str, Spec]
    required: frozenset[str] = frozenset()
    example: str = ""
    as_dict: bool = False

    def read(self, value: Any, ctx: Context) -> Any:
        if not isinstance(value, dict):
            raise self.fail(value)
        unknown = [k for k in value if k not in self.fields]
        if unknown:
            known = ", ".join(sorted(self.fields))
            raise SpecError(f"has unknown key(s) {', '.join(map(repr, unknown))} (known: {known})")
        missing = sorted(self.required - set(value))
        if missing:
            raise SpecError(f"needs the key(s) {', '.join(map(repr, missing))} ({self.describe()})")
        out: dict[str, Any] = {}
        for k, v in value.items():
            try:
                out[k] = self.fields[k].read(v, ctx)
            except SpecError as exc:
                raise SpecError(f"key {k!r} {exc}") from None
        return out if self.as_dict else tuple(sorted(out.items()))

    def describe(self) -> str:
        if self.example:
            return f"a table such as {self.example}"
        keys = ", ".join(f"{k}{'' if k in self.required else '?'}" for k in self.fields)
        return f"a table of {keys}"

    def keys(self) -> dict[str, str]:
        """Each key and what it must be (for the documentation)."""
        return {k: s.describe() + ("" if k in self.required else " (optional)") for k, s in self.fields.items()}


@dataclass(frozen=True, slots=True)
class Either(Spec):
    """One of several shapes (a number, or a table...): the first that fits."""

    options: tuple[Spec, ...]

    def read(self, value: Any, ctx: Context) -> Any:
        problems = []
        for spec in self.options:
            try:
                return spec.read(value, ctx)
            except SpecError as exc:
                problems.append(str(exc))
        # a table or a list where one shape is a table or a list: say what is wrong inside it
        shape: tuple[type[Spec], ...] = (
            (Table, Conditions) if isinstance(value, dict) else (ListOf, Steps) if isinstance(value, list) else ()
        )
        inside = [p for spec, p in zip(self.options, problems, strict=True) if shape and isinstance(spec, shape)]
        if len(inside) == 1 and not inside[0].startswith("must be"):
            raise SpecError(inside[0])
        raise self.fail(value)

    def describe(self) -> str:
        return ", or ".join(s.describe() for s in self.options)


@dataclass(frozen=True, slots=True)
class Steps(Spec):
    """A list of steps of ``section`` (one-key tables such as ``{ draw = 1 }``),
    each word read by its own spec. ``exclude``: words that may not appear
    in it."""

    section: str = "effect"
    exclude: frozenset[str] = frozenset()
    most: int = 10

    def read(self, value: Any, ctx: Context) -> tuple[Step, ...]:
        if not isinstance(value, list) or not 1 <= len(value) <= self.most:
            raise self.fail(value)
        for item in value:
            if isinstance(item, dict) and len(item) == 1:
                (word,) = item
                if word in self.exclude:
                    raise SpecError(f"may not hold the {self.section} {word!r}")
        return StepList(ctx.steps(value, self.section, ctx.kind))

    def describe(self) -> str:
        return f"a list of {self.section} steps such as [{{ draw = 1 }}]"


class StepList(tuple[Step, ...]):
    """Steps held in another step's value (the options of a choice), read
    as an ability's own: marked so that what reads abilities finds them."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Conditions(Spec):
    """A table of conditions, each key a condition word with its value, all
    of which must hold (``{ my_turn = true, level_at_least = 2 }``). Read as
    a dict."""

    def read(self, value: Any, ctx: Context) -> dict[str, Any]:
        if not isinstance(value, dict) or not value:
            raise self.fail(value)
        steps = ctx.steps([{k: v} for k, v in value.items()], "condition", ctx.kind)
        return dict(steps)

    def describe(self) -> str:
        return "a table of conditions such as { my_turn = true }"


@dataclass(frozen=True, slots=True)
class Word:
    """One word of the vocabulary: the shape of its value, the kinds of
    ability it may be used in, and what it does (one line). ``lasting``: its
    shape in a continuous ability, when that differs; ``rule``: the rule
    that says what the word does, named when a value is refused."""

    spec: Spec
    kinds: frozenset[str]
    doc: str = ""
    lasting: Spec | None = None
    rule: str = ""
    #: the shared verb of the grammar the word is or is built from (empty: a game word)
    verb: str = ""

    def spec_in(self, kind: str) -> Spec:
        return self.lasting if kind == "cont" and self.lasting is not None else self.spec


ONE_SHOT = frozenset({"auto", "act"})
CONTINUOUS = frozenset({"cont"})
ANY_KIND = frozenset({"auto", "act", "cont"})


def once(spec: Spec, doc: str = "", *, rule: str = "") -> Word:
    """A word of the effect of an automatic or activated ability (done once
    when the ability resolves)."""
    return Word(spec, ONE_SHOT, doc, rule=rule)


def lasting(spec: Spec, doc: str = "", *, rule: str = "") -> Word:
    """A word of a continuous ability (in force while its condition holds)."""
    return Word(spec, CONTINUOUS, doc, rule=rule)


def either_kind(spec: Spec, doc: str = "", *, lasting: Spec | None = None, rule: str = "") -> Word:
    """A word of any ability: done once, or in force as a continuous ability
    (with the shape ``lasting`` there when it differs)."""
    return Word(spec, ANY_KIND, doc, lasting, rule)


def built(verb: str, spec: Spec, doc: str, *, rule: str = "") -> Word:
    """A word of the effect of an automatic or activated ability built from
    the shared ``verb`` (its value is read into that verb)."""
    return Word(spec, ONE_SHOT, doc, rule=rule, verb=verb)
