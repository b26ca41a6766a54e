"""The shared constructs of the effect grammar: steps that hold other steps
(``if``, ``may``, ``choose``, ``repeat``), and the verbs ``reveal``,
``grant`` and ``remove``, written once for the four games.

* ``if`` — ``{ if = { condition = [{ my_turn = true }], then = [...], else = [...] } }``:
  the game's conditions (the words of an ability's ``condition``) are
  checked when the step is carried out; ``then`` runs if they all hold,
  ``else`` (optional) if not;
* ``may`` — "you may": ``{ may = [{ draw = 1 }] }`` asks the master, and
  carries out the steps if they say yes; ``{ may = { do = [...], then = [...] } }``
  is "you may X; if you do, Y": ``then`` runs only when ``do`` did
  something (a card moved, turned or changed); ``else`` is "if you do not,
  Z": it runs when the master declined, or when ``do`` did nothing;
* ``choose`` — modal: ``{ choose = { n = 1, options = [[...], [...]] } }``:
  the master chooses ``n`` of the options, one after the other, then they
  are carried out in that order;
* ``repeat`` — ``{ repeat = { times = 2, steps = [...] } }``: the steps, N times;
* ``reveal`` — a selector: the cards are shown to every player (they stay
  where they are);
* ``grant`` / ``remove`` — ``{ grant = { keyword = "...", target = ..., until = "turn" } }``:
  cards get (or lose) a keyword ability of the game for a duration.

The nested steps are read like an ability's own when the card set loads
(every value checked, with its file and line) and carried out by the game
(:meth:`engine.grammar.adapter.Adapter.run_steps`), so they may be any of
its words.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.decisions import Option
from engine.events import Answered, Note
from engine.flow import choose_one, step_words, yes_no
from engine.grammar.adapter import Adapter, Flow
from engine.grammar.selector import THIS, Selector, SelectorSpec
from engine.grammar.spec import (
    ANY_KIND,
    ONE_SHOT,
    Conditions,
    Either,
    ListOf,
    Spec,
    SpecError,
    Step,
    StepList,
    Steps,
    Table,
    Text,
    Verb,
    Whole,
    Word,
    steps_idle,
)
from engine.grammar.step_words import steps_message
from engine.grammar.verbs import Sugar
from engine.log_words.parts import card_list, refs, word_message
from engine.messages import msg
from engine.state import Card, Game
from engine.timing import Pending

#: no steps (an empty ``then``, ``otherwise`` or ``do``)
NO_STEPS = StepList()


def _words(steps: tuple[Step, ...]) -> str:
    return " then ".join(step_words(w, v) for w, v in steps)


# -- if --------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class If(Verb):
    """Carry out ``then`` if every condition holds now, else ``otherwise``."""

    ad: Adapter = field(repr=False, compare=False)
    #: the conditions, read as an ability's ``condition`` (a plain tuple: not effect steps)
    conditions: tuple[Step, ...] = ()
    then: StepList = NO_STEPS
    otherwise: StepList = NO_STEPS

    def run(self, g: Game, p: Pending) -> Flow:
        holds = self.ad.holds(g, p, self.conditions)
        words = refs([word_message("log.cond", w) for w, _ in self.conditions]) if self.conditions else ""
        g.log(msg("log.if.holds" if holds else "log.if.fails", label=p.label, words=words), rule=self.ad.rule(g, "if"))
        yield from self.ad.run_steps(g, p, self.then if holds else self.otherwise)

    def words(self) -> str:
        text = f"if {', '.join(w for w, _ in self.conditions)}: {_words(self.then)}"
        return f"{text}, else {_words(self.otherwise)}" if self.otherwise else text


def _if_spec(ad: Adapter) -> Spec:
    def make(v: dict[str, Any]) -> If:
        cond = v["condition"]
        conditions = tuple(cond.items()) if isinstance(cond, dict) else tuple(cond)
        return If(ad, conditions, v["then"], v.get("else", StepList()))

    table = Table(
        {
            "condition": Either((Steps("condition"), Conditions())),
            "then": Steps(),
            "else": Steps(),
        },
        frozenset({"condition", "then"}),
        "{ condition = [{ my_turn = true }], then = [{ draw = 1 }] }",
        as_dict=True,
    )
    return Sugar(table, make)


# -- may -------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class May(Verb):
    """ "You may X": the master chooses whether to carry out ``do``; "if you
    do, Y": ``then`` runs only when ``do`` did something; "if you do not, Z":
    ``otherwise`` runs when the master declined or ``do`` did nothing."""

    ad: Adapter = field(repr=False, compare=False)
    do: StepList = NO_STEPS
    then: StepList = NO_STEPS
    otherwise: StepList = NO_STEPS

    def run(self, g: Game, p: Pending) -> Flow:
        rule = self.ad.rule(g, "may")
        yes = yield from yes_no(g, p.controller, f"{p.label}: {_words(self.do)}?", rule=rule)
        if not yes:
            g.log(msg("log.may.declined", n=p.controller + 1, words=_words(self.do)), rule=rule)
            yield from self.ad.run_steps(g, p, self.otherwise)
            return
        before = len(g.journal)
        yield from self.ad.run_steps(g, p, self.do)
        if not self.then and not self.otherwise:
            return
        if not _did_something(g, before):
            if self.then:
                g.log(msg("log.may.nothing_done", label=p.label), rule=rule)
            yield from self.ad.run_steps(g, p, self.otherwise)
            return
        yield from self.ad.run_steps(g, p, self.then)

    def idle(self, g: Game, p: Pending) -> str | None:
        reason = steps_idle(g, p, self.do)
        return reason if not self.otherwise or steps_idle(g, p, self.otherwise) else None

    def words(self) -> str:
        text = f"you may {_words(self.do)}"
        text = f"{text}; if you do, {_words(self.then)}" if self.then else text
        return f"{text}; if you do not, {_words(self.otherwise)}" if self.otherwise else text


def _did_something(g: Game, since: int) -> bool:
    """Whether the game changed since journal entry ``since`` (not only a log line or an answer)."""
    return any(not isinstance(e, Note | Answered) for e in g.journal[since:])


def _may_spec(ad: Adapter) -> Spec:
    table = Table(
        {"do": Steps(), "then": Steps(), "else": Steps()},
        frozenset({"do"}),
        "{ do = [...], then = [...], else = [...] }",
        as_dict=True,
    )

    def make(v: Any) -> May:
        if isinstance(v, dict):
            return May(ad, v["do"], v.get("then", StepList()), v.get("else", StepList()))
        return May(ad, v)

    return Sugar(Either((Steps(), table)), make)


# -- choose ----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Choose(Verb):
    """Modal: the master chooses ``n`` of the ``options`` one after the
    other (each once), then they are carried out in the order chosen."""

    ad: Adapter = field(repr=False, compare=False)
    n: int = 1
    options: tuple[StepList, ...] = ()

    def run(self, g: Game, p: Pending) -> Flow:
        rule = self.ad.rule(g, "choose")
        n = self.n
        game = g.ruleset.game
        options = [
            Option(f"o{i}", _words(steps), message=steps_message(game, steps)) for i, steps in enumerate(self.options)
        ]
        picked: list[int] = []
        for k in range(min(n, len(options))):
            left = [o for o in options if int(o.key[1:]) not in picked]
            opt = yield from choose_one(
                g, p.controller, msg("log.ask.choose_effect", n=n, k=k + 1), left, rule=rule, forced=False
            )
            picked.append(int(opt.key[1:]))
            g.log(msg("log.choose.chosen", k=n, n=p.controller + 1, label=opt.message or opt.label), rule=rule)
        for i in picked:
            yield from self.ad.run_steps(g, p, self.options[i])

    def idle(self, g: Game, p: Pending) -> str | None:
        reasons = [steps_idle(g, p, steps) for steps in self.options]
        return None if not reasons or None in reasons else reasons[0]

    def words(self) -> str:
        return f"choose {self.n}: " + " / ".join(_words(o) for o in self.options)


def _choose_spec(ad: Adapter) -> Spec:
    table = Table(
        {"n": Whole(1, 10, "a number of options"), "options": ListOf(Steps(exclude=frozenset({"choose"})), 1, 10)},
        frozenset({"options"}),
        "{ n = 1, options = [[steps], [steps]] }",
        as_dict=True,
    )

    def make(v: dict[str, Any]) -> Choose:
        n = v.get("n", 1)
        if n > len(v["options"]):
            raise SpecError(f"chooses {n} of {len(v['options'])} options")
        return Choose(ad, n, v["options"])

    return Sugar(table, make)


# -- repeat ----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Repeat(Verb):
    """Carry out ``steps`` ``times`` times."""

    ad: Adapter = field(repr=False, compare=False)
    times: int | str = 1
    steps: StepList = NO_STEPS

    def run(self, g: Game, p: Pending) -> Flow:
        for _ in range(max(self.ad.amount(g, p, self.times), 0)):
            yield from self.ad.run_steps(g, p, self.steps)

    def words(self) -> str:
        return f"{self.times} times: {_words(self.steps)}"


def _repeat_spec(ad: Adapter) -> Spec:
    times: Spec = Whole(1, 99, "a number of times")
    if ad.refs:
        times = Either((times, Text(ad.refs)))
    table = Table(
        {"times": times, "steps": Steps()}, frozenset({"times", "steps"}), "{ times = 2, steps = [...] }", as_dict=True
    )
    return Sugar(table, lambda v: Repeat(ad, v["times"], v["steps"]))


# -- reveal ----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Reveal(Verb):
    """Show the cards ``what`` names to every player (they stay where they
    are; a card revealed in a hidden zone is known until it moves or its
    zone is shuffled)."""

    ad: Adapter = field(repr=False, compare=False)
    what: Selector = THIS

    def run(self, g: Game, p: Pending) -> Flow:
        rule = self.ad.rule(g, "reveal")
        cards: list[Card] = yield from self.ad.select(g, p, self.what, f"Choose {self.what.words()} to reveal", rule)
        for c in cards:
            g.reveal(c)
        g.log(msg("log.reveals", n=p.controller + 1, cards=card_list(cards)), rule=rule)

    def words(self) -> str:
        return f"reveal {self.what.words()}"


def _reveal_spec(ad: Adapter) -> Spec:
    return Sugar(SelectorSpec(ad, this=False), lambda s: Reveal(ad, s))


# -- grant and remove ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Grant(Verb):
    """The cards ``target`` names get (``op = "grant"``) or lose
    (``"remove"``) the keyword ability ``keyword`` until the end of
    ``until``; in a continuous ability, while it is in force."""

    ad: Adapter = field(repr=False, compare=False)
    keyword: str = ""
    op: str = "grant"
    target: Selector = THIS
    until: str = "turn"

    def run(self, g: Game, p: Pending) -> Flow:
        rule = self.ad.rule(g, self.op)
        cards: list[Card] = yield from self.ad.select(g, p, self.target, f"Choose {self.words()}", rule)
        for c in cards:
            self.ad.grant(g, p, c, self.keyword, self.op, self.until)

    def idle(self, g: Game, p: Pending) -> str | None:
        return self.target.idle(self.ad, g, p)

    def words(self) -> str:
        verb = "gets" if self.op == "grant" else "loses"
        return f"{self.target.words()} {verb} {self.keyword}"


def _grant_spec(ad: Adapter, op: str) -> Spec:
    keyword = Text(ad.keywords, "a keyword")
    table = Table(
        {"keyword": keyword, "target": SelectorSpec(ad), "until": Text(ad.durations)},
        frozenset({"keyword"}),
        '{ keyword = "...", target = "self", until = "turn" }',
        as_dict=True,
    )

    def make(v: Any) -> Grant:
        if isinstance(v, str):
            return Grant(ad, v, op)
        return Grant(ad, v["keyword"], op, v.get("target", THIS), v.get("until", "turn"))

    return Sugar(Either((keyword, table)), make)


#: the shared constructs, in the order the documentation gives them
CONSTRUCTS = ("if", "may", "choose", "repeat", "reveal", "grant", "remove")


def construct_words(ad: Adapter) -> dict[str, Word]:
    """The shared constructs as words of one game's vocabulary (``grant``
    and ``remove`` only for a game whose adapter names keywords they may
    give)."""
    words = {
        "if": Word(_if_spec(ad), ONE_SHOT, "if conditions hold, carry out steps (else others)", verb="if"),
        "may": Word(_may_spec(ad), ONE_SHOT, "you may carry out steps (and if you do, others)", verb="may"),
        "choose": Word(
            _choose_spec(ad),
            ONE_SHOT,
            "choose N of several effects, carried out in that order",
            rule=ad.rules.get("choose", ""),
            verb="choose",
        ),
        "repeat": Word(_repeat_spec(ad), ONE_SHOT, "carry out steps N times", verb="repeat"),
        "reveal": Word(_reveal_spec(ad), ONE_SHOT, "reveal cards to every player", verb="reveal"),
    }
    if ad.keywords:
        kinds = ANY_KIND if ad.lasting_grant else ONE_SHOT
        words["grant"] = Word(
            _grant_spec(ad, "grant"), kinds, "cards get a keyword ability for a duration", verb="grant"
        )
        words["remove"] = Word(
            _grant_spec(ad, "remove"), kinds, "cards lose a keyword ability for a duration", verb="remove"
        )
    return words
