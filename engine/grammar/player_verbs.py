"""The shared verbs that act on a player: deal damage, heal, gain control
of cards, win or lose the game (the others are in :mod:`engine.grammar.verbs`)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from engine.abilities import AMOUNT, CARDS
from engine.grammar.adapter import Adapter
from engine.grammar.selector import THIS, Selector, SelectorSpec
from engine.grammar.spec import Either, Spec, SpecError, Table, Text, Verb, Whole
from engine.grammar.verb_base import Flow, Sugar, choose_to, declare_for
from engine.messages import Said, msg
from engine.state import Card, Game
from engine.timing import Pending

# -- damage ----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Damage(Verb):
    """Deal ``amount`` damage to a player: your opponent, you, or each player
    (the turn player first), as the game deals damage (a damage check, a
    clock, life cards, life points); or, in a game whose cards take damage,
    to the cards ``target`` names."""

    ad: Adapter = field(repr=False, compare=False)
    amount: int | str = 1
    to: str = "opponent"
    target: Selector | None = None

    def run(self, g: Game, p: Pending) -> Flow:
        n = self.ad.amount(g, p, self.amount)
        if self.target is None:
            yield from self.ad.damage(g, p, self.to, n)
            return
        sel = self.target.message(g.ruleset.game)
        prompt = f"Choose {self.target.words()} to deal {n} damage to"
        if sel is not None:
            prompt = Said(msg("ask.choose_to_damage", what=sel, n=n))
        cards: list[Card] = yield from self.ad.select(g, p, self.target, prompt, self.ad.rule(g, "damage_card"))
        for c in cards:
            self.ad.damage_card(g, p, c, n)

    def idle(self, g: Game, p: Pending) -> str | None:
        return self.target.idle(self.ad, g, p) if self.target is not None else None

    def words(self) -> str:
        if self.target is not None:
            return f"deal {self.amount} damage to {self.target.words()}"
        whom = {"each": "each player", "opponent": "your opponent", "you": "you"}[self.to]
        return f"deal {self.amount} damage to {whom}"

    def declare(self, g: Game, p: Pending, rule: str) -> Flow:
        if self.target is None:
            return None
        return (
            yield from declare_for(
                self.ad, self.target, g, p, f"Choose {self.target.words()} for: {self.words()}", rule
            )
        )


def _damage_spec(ad: Adapter) -> Spec:
    amount: Spec = Either((CARDS, Text(ad.refs))) if ad.refs else CARDS
    fields: dict[str, Spec] = {"amount": amount, "to": Text(ad.damage_to)}
    if ad.card_damage:
        fields["amount"] = Whole(1, AMOUNT.hi, "an amount")
        fields["target"] = SelectorSpec(ad)
    table = Table(fields, frozenset({"amount"}), as_dict=True)

    def make(v: Any) -> Damage:
        if not isinstance(v, dict):
            return Damage(ad, v)
        if "target" in v and "to" in v:
            raise SpecError("deals damage to a player (to) or to cards (target), not both")
        if "target" not in v and isinstance(v["amount"], int) and v["amount"] > CARDS.hi:
            raise SpecError(f"key 'amount' must be {CARDS.describe()} for damage to a player, not {v['amount']}")
        return Damage(ad, v["amount"], v.get("to", "opponent"), v.get("target"))

    return Sugar(Either((amount, table)), make)


# -- take control ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TakeControl(Verb):
    """The master gains control of the cards ``what`` names: they come to
    the master's side of the field, their owner stays."""

    ad: Adapter = field(repr=False, compare=False)
    what: Selector = THIS

    def run(self, g: Game, p: Pending) -> Flow:
        prompt = choose_to(g, self.what, "gain control of")
        cards: list[Card] = yield from self.ad.select(g, p, self.what, prompt, self.ad.rule(g, "take_control"))
        for c in cards:
            yield from self.ad.take_control(g, p, c)

    def idle(self, g: Game, p: Pending) -> str | None:
        return self.what.idle(self.ad, g, p)

    def words(self) -> str:
        return f"gain control of {self.what.words()}"

    def declare(self, g: Game, p: Pending, rule: str) -> Flow:
        return (
            yield from declare_for(self.ad, self.what, g, p, f"Choose {self.what.words()} for: {self.words()}", rule)
        )


def _take_control_spec(ad: Adapter) -> Spec:
    return Sugar(SelectorSpec(ad, this=False), lambda s: TakeControl(ad, dataclasses.replace(s, removing=True)))


# -- heal ------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Heal(Verb):
    """You recover ``amount`` as the game recovers (Vanguard heals damage,
    VG 10.1.7; System Gate gains life, SG 2.8.1)."""

    ad: Adapter = field(repr=False, compare=False)
    amount: int | str = 1

    def run(self, g: Game, p: Pending) -> Flow:
        yield from self.ad.heal(g, p, self.ad.amount(g, p, self.amount))

    def words(self) -> str:
        return f"heal {self.amount}"


# -- winning and losing ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Win(Verb):
    """You win the game while the effect resolves (VG 1.2.5, WS 1.2.5,
    DBS 1-2-6, SG 1.2.6): the game ends at once."""

    ad: Adapter = field(repr=False, compare=False)

    def run(self, g: Game, p: Pending) -> Flow:
        yield from self.ad.win(g, p)

    def words(self) -> str:
        return "you win the game"


@dataclass(frozen=True, slots=True)
class Lose(Verb):
    """A player (``you`` or your ``opponent``) loses the game while the effect
    resolves: the game ends at once."""

    ad: Adapter = field(repr=False, compare=False)
    who: str = "you"

    def run(self, g: Game, p: Pending) -> Flow:
        yield from self.ad.lose(g, p, self.who)

    def words(self) -> str:
        return f"{'you lose' if self.who == 'you' else 'your opponent loses'} the game"
