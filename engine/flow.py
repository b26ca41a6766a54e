"""Building blocks for game flows: asking players, check timing,
replacement effects and the common ability vocabulary.

A game flow is a generator: it ``yield``s a :class:`Decision` and receives
the chosen options back. Use these helpers with ``yield from``::

    card = yield from choose_cards(g, p, "Choose a card to discard", hand, 1, 1)

A decision with a single legal answer that the player cannot decline is
answered by itself (``forced``), so forced moves cost no round trip.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from typing import Any

from engine.abilities import Ability, Step
from engine.decisions import NO, YES, Decision, Kind, Option
from engine.events import Answered
from engine.grammar.spec import Verb
from engine.messages import Message, Said, msg
from engine.state import Card, Game
from engine.timing import Pending

Flow = Generator[Decision, tuple[Option, ...], Any]

#: a prompt or label: English words, or a message id whose English words they are
Words = str | Message


def message_of(words: Words) -> Message | None:
    """The message ``words`` carry, if any (their English is worded only
    when read: :attr:`Decision.prompt`, :attr:`Option.label`)."""
    if isinstance(words, Message):
        return words
    if isinstance(words, Said):
        return words.message
    return None


def choose_one(
    g: Game,
    player: int,
    prompt: Words,
    options: Sequence[Option],
    *,
    kind: Kind = Kind.ACTION,
    rule: str = "",
    forced: bool = True,
    about: str = "effect",
) -> Generator[Decision, tuple[Option, ...], Option]:
    """Ask ``player`` to pick one of ``options`` (at least one). ``about``
    says what is decided (:data:`engine.decisions.ABOUTS`); the helpers'
    default is a choice an effect of a card asks for."""
    if not options:
        raise ValueError(f"no options for: {prompt}")
    if forced and len(options) == 1:
        return options[0]
    answer = yield Decision(player, kind, prompt, tuple(options), 1, 1, rule, about, message_of(prompt))
    return answer[0]


def card_option(g: Game, card: Card, viewer: int, prefix: str = "", verb: str = "choose") -> Option:
    """``card`` as an option (``verb`` it, where it lies); the same option
    again when nothing it says has changed (:attr:`Game.options`)."""
    zone = card.zone.key
    label = g.label(card, viewer)
    iid = card.iid
    told = (prefix, iid, zone, label, verb)
    opt = g.options.get(told)
    if opt is None:
        opt = g.options[told] = Option(f"{prefix}{iid}", label, iid, zone, None, verb, (iid,), zone)
    return opt


def option(
    g: Game,
    key: str,
    label: Words,
    card: int | None = None,
    zone: str | None = None,
    value: int | str | None = None,
    verb: str = "choose",
    cards: tuple[int, ...] = (),
    src: str = "",
    dst: str = "",
    cost: tuple[tuple[str, int], ...] = (),
) -> Option:
    """The :class:`Option` with these fields: the one made earlier in this
    game when there is one (:attr:`Game.options`), which costs less than
    making it again for the options a flow offers over and over. A
    ``label`` given as a message is worded by the desktop (its English
    words are the label)."""
    told = (key, label, card, zone, value, verb, cards, src, dst, cost)
    opt = g.options.get(told)
    if opt is None:
        opt = g.options[told] = Option(key, label, card, zone, value, verb, cards, src, dst, cost, message_of(label))
    return opt


def cost_of(steps: Sequence[Step]) -> tuple[tuple[str, int], ...]:
    """An ability's cost steps as an option's ``cost``: each word with its
    amount (1 when the step names no number). Read once per ability."""
    known = _COSTS.get(id(steps))
    if known is not None and known[0] is steps:
        return known[1]
    cost = tuple((w, v if isinstance(v, int) and not isinstance(v, bool) else 1) for w, v in steps)
    _COSTS[id(steps)] = (steps, cost)
    return cost


#: cost steps (kept alive here, so their ids stay theirs) -> their cost
_COSTS: dict[int, tuple[Sequence[Step], tuple[tuple[str, int], ...]]] = {}


def choose_cards(
    g: Game,
    player: int,
    prompt: Words,
    cards: Sequence[Card],
    lo: int = 1,
    hi: int = 1,
    *,
    rule: str = "",
    about: str = "effect",
    verb: str = "choose",
) -> Generator[Decision, tuple[Option, ...], list[Card]]:
    """Ask for ``lo``..``hi`` of ``cards``; as many as possible when fewer are
    available. Forced when the answer is determined."""
    hi = min(hi, len(cards))
    lo = min(lo, hi)
    if hi <= 0:
        return []
    if lo == hi == len(cards):
        return list(cards)
    options = tuple(card_option(g, c, player, "", verb) for c in cards)
    answer = yield Decision(player, Kind.CARDS, prompt, options, lo, hi, rule, about, message_of(prompt))
    by_iid = {c.iid: c for c in cards}
    return [by_iid[o.card] for o in answer if o.card is not None]


def choose_to_pay(
    g: Game, player: int, prompt: Words, cards: Sequence[Card], n: int, *, rule: str
) -> Generator[Decision, tuple[Option, ...], list[Card]]:
    """``n`` of ``cards`` chosen to pay a cost (all of them when there are
    no more): a choice about paying, its options "pay" a card."""
    chosen: list[Card] = yield from choose_cards(g, player, prompt, cards, n, n, rule=rule, about="pay", verb="pay")
    return chosen


def choose_card(
    g: Game,
    player: int,
    prompt: Words,
    cards: Sequence[Card],
    *,
    rule: str = "",
    forced: bool = True,
    about: str = "effect",
    verb: str = "choose",
) -> Generator[Decision, tuple[Option, ...], Card]:
    options = [card_option(g, c, player, "", verb) for c in cards]
    opt = yield from choose_one(g, player, prompt, options, kind=Kind.CARDS, rule=rule, forced=forced, about=about)
    return g.cards[opt.card] if opt.card is not None else cards[0]


def yes_no(
    g: Game, player: int, prompt: Words, *, rule: str = "", about: str = "effect"
) -> Generator[Decision, tuple[Option, ...], bool]:
    answer = yield Decision(player, Kind.YESNO, prompt, (YES, NO), 1, 1, rule, about, message_of(prompt))
    return answer[0].key == "yes"


def choose_number(
    g: Game, player: int, prompt: Words, lo: int, hi: int, *, rule: str = "", about: str = "effect"
) -> Generator[Decision, tuple[Option, ...], int]:
    if lo >= hi:
        return lo
    options = tuple(Option(str(n), str(n), value=n, verb="choose") for n in range(lo, hi + 1))
    answer = yield Decision(player, Kind.NUMBER, prompt, options, 1, 1, rule, about, message_of(prompt))
    return int(answer[0].key)


def order(
    g: Game, player: int, prompt: Words, options: Sequence[Option], *, rule: str = "", about: str = "order"
) -> Generator[Decision, tuple[Option, ...], list[Option]]:
    """Ask ``player`` to put every option in order; the first resolves first."""
    if len(options) <= 1:
        return list(options)
    n = len(options)
    answer = yield Decision(player, Kind.ORDER, prompt, tuple(options), n, n, rule, about, message_of(prompt))
    return list(answer)


# -- check timing ---------------------------------------------------------------


def check_timing(g: Game) -> Flow:
    """Check timing, shared by the four games: first every rule action (the
    ruleset's :meth:`rule_actions`, repeated until none applies; losses are
    settled there), then one pending automatic ability, the turn player's
    first, its master choosing which when several wait; then again from the
    top until nothing is left (VG 3.4, WS 4.4, DBS 4-2, SG 3.5)."""
    rs = g.ruleset
    guard = LoopGuard(g)
    while True:
        while rs.rule_actions(g):
            pass
        g.settle()
        if not g.pending:
            return
        chosen = yield from next_pending(g)
        g.pending.remove(chosen)
        yield from rs.resolve_pending(g, chosen)
        guard.tick()


#: Where each game says an endless loop nobody can stop is a draw.
LOOP_DRAW_RULES = {
    "VG": "VG 11.1.1.1",
    "WS": "WS 11.1.1.1",
    "DBS": "DBS 11-1-2",
    "DBS1.0": "DBS1.0 11-1-1-1",
    "SG": "SG 12.1.2",
}

#: Abilities resolved in one check timing with no player deciding anything in
#: between, after which the game is a loop nobody can stop.
LOOP_LIMIT = 2000


class LoopGuard:
    """Ends the game in a draw when abilities keep resolving with no player
    able to stop them: VG 11.1.1.1, WS 11.1.1.1, DBS 11-1-2, SG 12.1.2 (an
    endless loop nobody can stop is a draw). A loop some player can stop
    involves that player's decisions, which reset the count, so it never
    trips the guard (a ruleset may also let that player declare a number of
    rounds, as System Gate does for SG 12.1.3)."""

    __slots__ = ("answers", "count", "g")

    def __init__(self, g: Game) -> None:
        self.g = g
        self.answers = g.answers
        self.count = 0

    def tick(self) -> None:
        g = self.g
        if g.answers != self.answers:
            self.answers = g.answers
            self.count = 0
            return
        self.count += 1
        if self.count > LOOP_LIMIT:
            rule = LOOP_DRAW_RULES.get(g.ruleset.rule_prefix, "")
            g.log(msg("log.loop_limit", n=LOOP_LIMIT), rule=rule)
            g.end_game((), Message("outcome.endless_loop"))


def next_pending(g: Game) -> Generator[Decision, tuple[Option, ...], Pending]:
    """The pending ability to resolve next: the turn player's first; among one
    player's, the one that player chooses."""
    for seat in g.turn_order():
        mine = [p for p in g.pending if p.controller == seat]
        if mine:
            break
    options = [pending_option(g, p) for p in mine]
    decider = g.active if g.ruleset.turn_player_orders_pending else seat
    prompt = msg("ask.pending_yours") if decider == seat else msg("ask.pending_theirs", n=seat + 1)
    opt = yield from choose_one(g, decider, prompt, options, kind=Kind.ACTION, about="pending")
    return next(p for p in mine if f"a{p.pid}" == opt.key)


def pending_option(g: Game, p: Pending) -> Option:
    """The pending ability ``p`` as an option of which resolves first."""
    if p.source is None:
        return Option(f"a{p.pid}", p.label, verb="resolve", message=message_of(p.label))
    zone = g.cards[p.source].zone.key
    return option(g, f"a{p.pid}", p.label, p.source, None, None, "resolve", (p.source,), zone)


def replace(g: Game, kind: str, ctx: dict[str, Any]) -> Generator[Decision, tuple[Option, ...], dict[str, Any]]:
    """Apply replacement effects to an event about to happen.

    Each applies at most once to an event; when several could apply, the
    affected player (``ctx["player"]``) chooses which first, then the rest are
    checked again against the changed event.
    """
    done: set[int] = set()
    player = ctx.get("player", g.active)
    while True:
        candidates = [r for r in g.replacements if r.kind == kind and r.eid not in done and r.applies(g, ctx)]
        if not candidates:
            return ctx
        options = [Option(f"r{r.eid}", r.text, verb="resolve") for r in candidates]
        prompt = msg("ask.replacement")
        opt = yield from choose_one(g, player, prompt, options, about="replacement")
        rep = next(r for r in candidates if f"r{r.eid}" == opt.key)
        done.add(rep.eid)
        if rep.once:
            g.replacements.remove(rep)
        g.log(msg("log.replaced", text=rep.text))
        rep.apply(g, ctx)


# -- the common vocabulary --------------------------------------------------------

EffectHandler = Callable[[Game, Pending, Any], Flow]


def _message(g: Game, p: Pending, text: Any) -> Flow:
    g.log(msg("log.printed", text=str(text)))  # the card's own words, as printed
    return
    yield


COMMON_HANDLERS: dict[str, EffectHandler] = {
    "message": _message,
}


def run_effects(g: Game, p: Pending, steps: Sequence[Step], handlers: dict[str, EffectHandler]) -> Flow:
    """Carry out an ability's effect steps in order, each as much as possible."""
    for word, value in steps:
        if isinstance(value, Verb):  # a shared verb carries itself out
            yield from value.run(g, p)
            continue
        handler = handlers.get(word) or COMMON_HANDLERS.get(word)
        if handler is None:
            g.log(msg("log.not_automated", word=word, value=repr(value)))
            continue
        yield from handler(g, p, value)


def step_words(word: str, value: Any) -> str:
    """An effect step in words (an option label: "draw up to 2")."""
    return value.words() if isinstance(value, Verb) else f"{word} {value}"


def record_answer(g: Game, d: Decision, chosen: tuple[Option, ...], private: bool) -> None:
    g.emit(
        Answered(
            d.player,
            d.said,
            tuple(o.key for o in chosen),
            tuple(o.said for o in chosen),
            private,
            d.message,
            tuple(o.message for o in chosen),
        )
    )


def ability_label(card: Card, ability: Ability) -> str:
    return f"{card.name}: {ability.text or ability.when}"
