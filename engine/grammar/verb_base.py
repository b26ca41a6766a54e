"""What the shared verbs are built with: the flow a verb runs as, the
choice of the cards a verb names when it is declared, and the specs that
read a verb's value (:class:`Sugar`, :class:`WithSelector`)."""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Any

from engine.decisions import Decision, Option
from engine.grammar.adapter import Adapter
from engine.grammar.selector import Selector, SelectorSpec
from engine.grammar.spec import Context, Spec, SpecError, Verb, show
from engine.messages import ENGLISH, Said, msg
from engine.state import Card, Game
from engine.timing import Pending

Flow = Generator[Decision, tuple[Option, ...], Any]


def choose_to(g: Game, what: Selector, word: str) -> str:
    """The question of which cards to ``word`` ("Choose 1 card(s) in your RC
    to stand"): a message of the game's words when the selector and the
    verb have them, else the English words."""
    sel = what.message(g.ruleset.game)
    if sel is None or f"ask.choose_to.{word}" not in ENGLISH:
        return f"Choose {what.words()} to {word}"
    return Said(msg(f"ask.choose_to.{word}", what=sel))


def declare_for(ad: Adapter, what: Selector, g: Game, p: Pending, prompt: str, rule: str) -> Flow:
    """The cards ``what`` names, chosen now; None when nobody chooses them."""
    if not what.needs_choice():
        return None
    chosen: list[Card] = yield from what.choose(ad, g, p, prompt, rule)
    return chosen


@dataclass(frozen=True, slots=True)
class Sugar(Spec):
    """A spec whose value is read by ``spec`` and made into a verb by ``make``."""

    spec: Spec
    make: Callable[[Any], Verb]

    def read(self, value: Any, ctx: Context) -> Verb:
        return self.make(self.spec.read(value, ctx))

    def describe(self) -> str:
        return self.spec.describe()


@dataclass(frozen=True, slots=True)
class WithSelector(Spec):
    """A selector and the verb's own keys in one table
    (``{ zone = "deck", top = 1, to = "stock" }``); with ``key`` the selector
    is under that key instead (``{ power = 3000, target = "self" }``, "self"
    when it is not given)."""

    selector: SelectorSpec
    extra: dict[str, Spec]
    key: str = ""

    def read(self, value: Any, ctx: Context) -> tuple[Selector, dict[str, Any]]:
        if not isinstance(value, dict):
            raise self.fail(value)
        opts: dict[str, Any] = {}
        rest: dict[str, Any] = {}
        for k, v in value.items():
            (opts if k in self.extra or k == self.key else rest)[k] = v
        if self.key and rest:
            raise SpecError(
                f"has unknown key(s) {', '.join(map(repr, rest))} (known: {', '.join([*self.extra, self.key])})"
            )
        for k in list(opts):
            if k == self.key:
                continue
            try:
                opts[k] = self.extra[k].read(opts[k], ctx)
            except SpecError as exc:
                raise SpecError(f"key {k!r} {exc}") from None
        if self.key:
            try:
                target = self.selector.read(opts.pop(self.key, "self"), ctx)
            except SpecError as exc:
                raise SpecError(f"key {self.key!r} {exc}") from None
            return target, opts
        return self.selector.read(rest, ctx), opts

    def describe(self) -> str:
        if self.key:
            return f'a table of {", ".join(self.extra)} and {self.key} (a selector, "self" by default)'
        example = show({"zone": "deck", "top": 1, **dict.fromkeys(self.extra, "...")})
        return f"a selector with {', '.join(self.extra)}, such as {example}"

    def keys(self) -> dict[str, str]:
        out = {k: s.describe() for k, s in self.extra.items()}
        if self.key:
            out[self.key] = self.selector.describe()
        else:
            out.update(self.selector.keys())
        return out
