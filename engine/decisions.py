"""Decisions as data.

The engine never blocks on input. When a player must decide, the game flow
yields a :class:`Decision` naming the deciding seat and enumerating the legal
options; it resumes when an answer is applied. An answer is a tuple of option
keys (a single key for one-choice decisions). The same API serves the GUI,
bots, tests, replays and the physical mat.

What an option does is data, so nobody needs to read its key or the prompt:

- :attr:`Decision.about` says what is being decided, one of :data:`ABOUTS`;
- :attr:`Option.verb` says what the option does, one of :data:`VERBS`
  (``choose`` unless it says otherwise);
- :attr:`Option.cards` are the instance ids of the cards it involves, the
  card that acts or moves first (an attacker before its target);
- :attr:`Option.src` is the zone (``"p0.hand"``) the first of those cards is
  in: where it moves from, or acts from;
- :attr:`Option.dst` is the zone it moves to or aims at (the circle a unit
  is called to, the zone of the card or player attacked);
- :attr:`Option.cost` is what choosing it pays, as ``(resource, amount)``
  pairs in the game's words (``(("stock", 2),)``, ``(("energy", 3),)``,
  ``(("counter_blast", 1), ("soul_blast", 1))``); empty when it pays nothing
  or its cost is chosen later.

A decision's ``about`` is empty only where it is made by hand; the helpers
of :mod:`engine.flow` default to ``effect`` (a choice an effect of a card
asks for), and the rules of each game name theirs.

Keys stay the compact notation of answers, saves and replays; the fields
leave keys untouched.

The verbs shared by the four games (:data:`VERBS`):

==========  ==================================================================
``play``    a card is played from where it is: a character, event or climax,
            a battle or extra card, a unit, item or spell, a token summoned
``call``    a unit is called to a rear-guard circle (Vanguard)
``ride``    a unit rides the vanguard (Vanguard)
``charge``  a card is put in the energy area (DBSCG)
``clock``   a card of the hand is put in the clock (Weiss Schwarz)
``attack``  an attack is declared (the attacker, its target), or the battle
            begins
``move``    a card moves to another position of the field or stage
``activate`` an ability or a keyword of a card is used
``guard``   a card defends: a guardian, a backup or counter, a [Counter]
            or a block
``combo``   a card adds its power to a battle (DBSCG)
``choose``  a card, player, position, mode or number is chosen
``resolve`` which pending ability or replacement effect applies first
``pay``     how a cost is paid
``pass``    nothing (more) is done: end the step or phase, skip, decline,
            choose none
``yes``     the answer yes
``no``      the answer no
==========  ==================================================================
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from engine.errors import IllegalActionError, InvalidAnswerError
from engine.events import english, quick_init
from engine.messages import Message


class Kind(str, Enum):  # noqa: UP042 (str() and formats of the values are used as they are)
    """What sort of choice a decision is (the GUI picks its widget by this)."""

    ACTION = "action"  #: pick the next action (play a card, attack, end the phase...)
    CARDS = "cards"  #: choose between ``min`` and ``max`` cards
    ZONE = "zone"  #: choose a zone or slot (a circle, a stage position)
    ORDER = "order"  #: put all the options in an order (first = first)
    YESNO = "yesno"  #: answer yes or no
    NUMBER = "number"  #: choose a number
    COST = "cost"  #: choose how to pay a cost

    def __str__(self) -> str:
        return self.value


#: what an option does (:attr:`Option.verb`); see the module docstring
VERBS = frozenset(
    {
        *("play", "call", "ride", "charge", "clock", "attack", "move", "activate", "guard", "combo"),
        *("choose", "resolve", "pay", "pass", "yes", "no"),
    }
)

#: what a decision is about (:attr:`Decision.about`):
#: ``setup`` (before the first turn: the first vanguard, who goes first),
#: ``mulligan``, ``main`` (the next action of a main phase or step),
#: ``attack`` (whether and with what to attack), ``attack_target``,
#: ``guard`` (how a player answers an attack or a play of the opponent:
#: guard, backup, counter, block),
#: ``combo``, ``trigger`` (what a trigger or check gives), ``damage``,
#: ``clock``, ``ride``, ``charge``, ``climax``, ``encore``, ``level_up``,
#: ``position`` (where a card goes), ``pay`` (how a cost is paid),
#: ``effect`` (what an effect of a card asks for), ``activate`` (whether to
#: use an optional ability), ``pending`` (which pending ability resolves
#: first), ``replacement`` (which replacement applies), ``order`` (the order
#: of several things), ``rule`` (a choice a rule of the game asks for)
ABOUTS = frozenset(
    {
        *("setup", "mulligan", "main", "attack", "attack_target", "guard", "combo", "trigger", "damage"),
        *("clock", "ride", "charge", "climax", "encore", "level_up", "position", "pay", "effect"),
        *("activate", "pending", "replacement", "order", "rule"),
    }
)


@quick_init
@dataclass(frozen=True, slots=True)
class Option:
    """One legal choice. ``key`` is a stable compact notation used in answers,
    saves and replays; ``card`` / ``zone`` let a GUI highlight it on the mat.
    ``value`` is the number chosen, or which ability of its card it uses;
    ``verb``, ``cards``, ``src``, ``dst`` and ``cost`` say what it does (see
    the module docstring). ``said`` is the label as English text or as a
    message; ``label`` is its English, worded when read (an option offered
    again and again is worded only when someone reads it). ``message`` is
    the label by message id, for the desktop to word in the player's
    language (never journalled: the journal keeps ``label``, the same words
    in English); :func:`engine.flow.option` sets it from ``said``."""

    key: str
    said: str | Message
    card: int | None = None
    zone: str | None = None
    value: object = None
    verb: str = "choose"
    cards: tuple[int, ...] = ()
    src: str = ""
    dst: str = ""
    cost: tuple[tuple[str, int], ...] = ()
    message: Message | None = None

    @property
    def label(self) -> str:
        return english(self.said)

    def __repr__(self) -> str:
        return f"Option({self.key!r})"


YES = Option("yes", "Yes", verb="yes", message=Message("option.yes"))
NO = Option("no", "No", verb="no", message=Message("option.no"))

Answer = tuple[str, ...]


@quick_init
@dataclass(frozen=True, slots=True)
class Decision:
    """A point where ``player`` must choose. ``options`` are in a deterministic
    order. For :attr:`Kind.CARDS` an answer holds ``min``..``max`` distinct keys;
    for :attr:`Kind.ORDER` it holds every key once; otherwise exactly one.
    ``about`` says what is decided, one of :data:`ABOUTS` (the prompt is
    for people only). ``said`` is the prompt as English text or as a
    message, ``prompt`` its English, worded when read. ``message`` is the
    prompt by message id, for the desktop to word in the player's language;
    ``message.english()`` is ``prompt``, which alone is journalled
    (docs/decisions.md, "Languages")."""

    player: int
    kind: Kind
    said: str | Message
    options: tuple[Option, ...]
    min: int = 1
    max: int = 1
    rule: str = ""
    about: str = ""
    message: Message | None = None

    @property
    def prompt(self) -> str:
        return english(self.said)

    def option(self, key: str) -> Option:
        for opt in self.options:
            if opt.key == key:
                return opt
        raise IllegalActionError(f"{key!r} is not one of the choices of: {self.prompt}")

    def fits(self, answer: object) -> bool:
        """Whether ``answer`` is a valid answer (see :meth:`normalise`)."""
        try:
            self.normalise(answer)
        except (IllegalActionError, InvalidAnswerError):
            return False
        return True

    def normalise(self, answer: object) -> Answer:
        """Check ``answer`` and return it as a tuple of keys, or raise
        :class:`InvalidAnswerError` / :class:`IllegalActionError`."""
        if isinstance(answer, Option):
            keys: Answer = (answer.key,)
        elif isinstance(answer, str):
            keys = (answer,)
        elif isinstance(answer, (tuple, list)):
            keys = tuple(a.key if isinstance(a, Option) else a for a in answer)
            if not all(isinstance(k, str) for k in keys):
                raise InvalidAnswerError("an answer is a key or a sequence of keys (strings)")
        else:
            raise InvalidAnswerError(f"an answer is a key or a sequence of keys, not {type(answer).__name__}")
        known = {o.key for o in self.options}
        for k in keys:
            if k not in known:
                raise IllegalActionError(f"{k!r} is not one of the choices of: {self.prompt}")
        if len(set(keys)) != len(keys):
            raise IllegalActionError("the same choice was given twice")
        if self.kind is Kind.ORDER:
            if len(keys) != len(self.options):
                raise IllegalActionError(f"put all {len(self.options)} choices in order")
        elif not self.min <= len(keys) <= self.max:
            want = str(self.min) if self.min == self.max else f"{self.min} to {self.max}"
            raise IllegalActionError(f"choose {want}, not {len(keys)}")
        return keys

    def chosen(self, keys: Sequence[str]) -> tuple[Option, ...]:
        if len(keys) == 1:
            key = keys[0]
            for o in self.options:
                if o.key == key:
                    return (o,)
            raise IllegalActionError(f"{key!r} is not one of the choices of: {self.prompt}")
        by_key = {o.key: o for o in self.options}
        return tuple(by_key[k] for k in keys)

    def __str__(self) -> str:
        return f"P{self.player + 1} {self.kind.value}: {self.prompt}"


#: keys of the answers that decline an optional question ("do not ride",
#: "play no climax", "pass")
DECLINING_KEYS = frozenset({"skip", "no", "none", "pass"})


def declining_answer(d: Decision) -> Answer | None:
    """The answer declining ``d`` when it is an optional question: choosing
    no card, or its one option named like a refusal."""
    if d.kind is Kind.CARDS and d.min == 0:
        return ()
    keys = [o.key for o in d.options if o.card is None and o.key in DECLINING_KEYS]
    return (keys[0],) if len(keys) == 1 else None


def is_declining(keys: Answer) -> bool:
    """Whether ``keys`` reads as declining a question."""
    return keys == () or (len(keys) == 1 and keys[0] in DECLINING_KEYS)
