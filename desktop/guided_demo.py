"""The kiosk's guided demo: a short scripted game a passer-by plays by tapping
what the screen points at.

A guided demo is a real game: the engine deals, checks and decides
everything. The script chooses only three things:

- **the seed and the order of the two demo decks** (:func:`stacked_decks`),
  so that the visitor's opening hand and draws, and the opponent's damage
  reveals, are the cards the lesson needs;
- **the answers of the opponent**: the passive goldfish opponent
  (:class:`~desktop.session.PassiveBot`), which keeps its hand, passes and
  never blocks, so the same answers come every time;
- **the visitor's answers**: a list of :class:`Beat` s. A guided beat waits
  for the visitor to tap the one option it names (the kiosk frames it and
  says why); an automatic beat is answered by the script, with a caption.
  Decisions between beats get the answer that does nothing (pass, end the
  phase, keep the hand); once every beat is done, :func:`autopilot` plays
  the visitor's side on to the end of the game, attacking whenever it can.

The scripts are data: ``assets/demos/<game>/guided.toml`` (:func:`load_script`,
checked when read; a file that does not fit is reported with its key and
the kiosk shows that game without a guided demo). A text the visitor reads
(``caption``, ``then``, ``lesson``) has its Japanese beside it under the same
key ending in ``_ja``; a text without one is shown in English.

The deck order is made with the engine's own shuffle (see
:func:`stacked_decks`): nothing is moved by hand and no rule is skipped.

:class:`GuidedMatch` is the match of a guided demo: it refuses any answer of
the visitor's seat other than the one the script expects now, so a tap on
anything else changes nothing (and the hint stays).

This module holds no Qt: the kiosk (:mod:`desktop.kiosk`) draws the pointer
and the captions.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from engine import paths, registry
from engine.cards import CardDef
from engine.decisions import Answer, Decision, Kind, Option
from engine.decks import load_deck_file
from engine.errors import IllegalActionError, PlaymatError
from engine.files import read_toml
from engine.match import Match, Resolved
from engine.ruleset import Ruleset

log = logging.getLogger(__name__)

#: the seat a visitor plays
VISITOR_SEAT = 0
#: the script gives up on a beat that has not come by this turn (the game
#: then plays on by itself)
BEAT_TURN_LIMIT = 12
#: a demo game still running after this many answers is a broken script
MAX_DEMO_ANSWERS = 3000


class DemoError(PlaymatError):
    """A guided demo cannot be set up as scripted (a card missing from a demo
    deck, a deck order the engine did not deal)."""


# -- what a beat asks for -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Want:
    """Picks one option of a decision: the first that does ``verb``, going
    to a zone whose key starts with ``dst``, whose card has the card id
    ``card`` (or sits in zone ``zone``), in a decision ``about`` that (see
    :data:`engine.decisions.ABOUTS`). Every field left empty matches
    anything."""

    verb: str = ""
    dst: str = ""
    card: str = ""
    zone: str = ""
    about: str = ""

    def __call__(self, d: Decision, match: Match) -> str | None:
        found = self.options(d, match)
        return found[0].key if found else None

    def options(self, d: Decision, match: Match) -> list[Option]:
        """Every option of ``d`` this picks, in order (none unless ``d``
        asks for one option)."""
        if d.kind is Kind.ORDER or d.max != 1 or d.min != 1:
            return []
        if self.about and d.about != self.about:
            return []
        return [o for o in d.options if self._fits(o, match)]

    def _fits(self, o: Option, match: Match) -> bool:
        if self.verb and o.verb != self.verb:
            return False
        if self.dst and not o.dst.startswith(self.dst):
            return False
        if self.card and card_id(match, o.card) != self.card:
            return False
        return not self.zone or zone_of(match, o.card) == self.zone or o.zone == self.zone


def card_id(match: Match, iid: int | None) -> str | None:
    """The card id (``PMV1-006``) of the card ``iid`` of the visitor's own or
    public cards, read through the visitor's view."""
    if iid is None:
        return None
    for z in match.view(VISITOR_SEAT).zones:
        for c in z.cards:
            if c.iid == iid:
                return c.card_id
    return None


def zone_of(match: Match, iid: int | None) -> str | None:
    if iid is None:
        return None
    for z in match.view(VISITOR_SEAT).zones:
        if any(c.iid == iid for c in z.cards):
            return z.key
    return None


@dataclass(frozen=True, slots=True)
class Beat:
    """One moment of the lesson. ``want`` names the option; ``caption`` is
    what the visitor reads while the kiosk points at it (guided) or while the
    script answers (automatic); ``then`` explains what the engine did after
    it (shown until the next beat)."""

    caption: str
    want: Want
    guided: bool = True
    then: str = ""
    #: the caption and the ``then`` in Japanese (keys ``caption_ja``, ``then_ja``; "" falls back to English)
    caption_ja: str = ""
    then_ja: str = ""

    def caption_in(self, language: str) -> str:
        """The caption in ``language`` (``en``, ``ja``), else in English."""
        return in_language(self.caption, self.caption_ja, language)

    def then_in(self, language: str) -> str:
        return in_language(self.then, self.then_ja, language)


def in_language(english: str, japanese: str, language: str) -> str:
    """A script's words in ``language``: the ``_ja`` text when the language
    is Japanese and the script has it, else the English."""
    return japanese if language == "ja" and japanese else english


@dataclass(frozen=True, slots=True)
class DeckOrder:
    """How one seat's main deck is ordered: ``head`` are the first cards
    drawn (the opening hand first), by card id, in drawing order; ``last``
    card ids go to the bottom; the rest keep the deck list's order."""

    head: tuple[str, ...] = ()
    last: tuple[str, ...] = ()


@dataclass(frozen=True)
class DemoScript:
    """The guided demo of one game."""

    ruleset: str
    title: str
    seed: int
    #: the deck list of each seat (a file stem under ``assets/demos/<ruleset>/``)
    decks: tuple[str, str]
    orders: tuple[DeckOrder, DeckOrder]
    beats: tuple[Beat, ...]
    #: answers of the visitor's set-up decisions that come before the deck
    #: is shuffled (the first vanguard...)
    setup: tuple[Want, ...] = ()
    #: the options the autopilot prefers once the lesson is over, best first
    attack_words: tuple[Want, ...] = ()
    #: what the ending screen says the game taught
    lesson: str = ""
    lesson_ja: str = ""

    def lesson_in(self, language: str) -> str:
        return in_language(self.lesson, self.lesson_ja, language)

    @property
    def guided_beats(self) -> int:
        return sum(1 for b in self.beats if b.guided)


# -- answers --------------------------------------------------------------------------


#: verbs of the options that do nothing (pass, end the phase, skip, no)
_PASS_VERBS = ("pass", "no")


def quiet(d: Decision) -> Answer:
    """The answer that does nothing: pass, end the phase, keep the hand,
    choose as few cards as allowed."""
    keys = [o.key for o in d.options]
    if d.kind is Kind.ORDER:
        return tuple(keys)
    if d.max != 1 or d.min != 1:
        return tuple(keys[: d.min])
    for o in d.options:
        if o.verb in _PASS_VERBS:
            return (o.key,)
    return (keys[0],)


_GRADE = re.compile(r"\((?:grade|level|cost) (\d+)")


def _rank(o: Option) -> int:
    m = _GRADE.search(o.label)
    return int(m.group(1)) if m else 0


def _taken(match: Match, zone: str) -> bool:
    """Whether a card lies in ``zone`` (a position chosen would replace it)."""
    return any(z.key == zone and z.count > 0 for z in match.view(VISITOR_SEAT).zones)


def autopilot(d: Decision, match: Match, wants: Sequence[Want]) -> Answer:
    """The visitor's side once the lesson is over: play and attack whenever
    the game allows (the options the earliest of ``wants`` picks; the
    highest grade, level or cost first), otherwise pass."""
    keys = [o.key for o in d.options]
    if d.kind is Kind.ORDER:
        return tuple(keys)
    if d.max != 1 or d.min != 1:
        if d.about == "attack" and all(o.verb == "attack" for o in d.options):
            return tuple(keys[: d.max])  # every unit joins a link attack
        return tuple(keys[: d.min])
    for want in wants:
        found = [o for o in want.options(d, match) if not (d.about == "position" and _taken(match, o.dst))]
        if found:
            return (max(found, key=_rank).key,)
    if d.kind is Kind.YESNO:
        return ("no",)
    return quiet(d)


# -- the deck order -----------------------------------------------------------------------


def demo_deck_path(ruleset_id: str, stem: str) -> Path:
    """A guided demo's deck list: ``assets/demos/<ruleset>/<stem>.txt``."""
    return paths.assets_dir() / "demos" / ruleset_id / f"{stem}.txt"


def _demo_deck(rs: Ruleset, stem: str) -> Resolved:
    """The deck list, checked against the game's deck-construction rules (a
    guided demo plays legal decks only)."""
    return rs.check_deck(load_deck_file(demo_deck_path(rs.id, stem)))


def _wished(cards: list[CardDef], order: DeckOrder, deck: str) -> list[CardDef]:
    """``cards`` (the drawable ones, any order) in the order ``order`` asks for."""
    pool = list(cards)
    head: list[CardDef] = []
    for cid in order.head:
        for i, c in enumerate(pool):
            if c.id == cid:
                head.append(pool.pop(i))
                break
        else:
            raise DemoError(f"guided demo deck {deck}: not enough copies of {cid} for the scripted draws")
    tail = [c for c in pool if c.id in order.last]
    middle = [c for c in pool if c.id not in order.last]
    return head + middle + tail


def _run_setup(match: Match, script: DemoScript) -> None:
    """Answer the set-up decisions as the demo does, up to the first turn."""
    from desktop.session import PassiveBot

    opponent = PassiveBot()
    n = 0
    while match.decision is not None and match.game.turn < 1:
        d = match.decision
        if d.player == VISITOR_SEAT:
            key = next((k for k in (w(d, match) for w in script.setup) if k is not None), None)
            match.apply((key,) if key is not None else quiet(d))
        else:
            match.apply(opponent.choose(d))
        n += 1
        if n > 200:
            raise DemoError(f"{script.ruleset}: the set-up does not end")


#: zones the set-up deals from the shuffled deck besides the hand (DBS 5-2-1-7: the life area)
DEALT_ZONES = ("life",)


def _draw_order(match: Match, seat: int) -> list[CardDef]:
    """The seat's hand (in the order drawn), its deck from the top, then the
    other cards the set-up dealt from the shuffled deck (a life area)."""
    g = match.game
    hand = [c.card for c in g.zone(seat, "hand").cards]
    deck = [c.card for c in reversed(g.zone(seat, "deck").cards)]
    dealt = [c.card for name in DEALT_ZONES if f"p{seat}.{name}" in g.zones for c in g.zone(seat, name).cards]
    return hand + deck + dealt


def stacked_decks(script: DemoScript) -> list[Resolved]:
    """The two decks of the demo, each in the order that makes the engine's
    own set-up (its seeded shuffle, the draws, the scripted set-up answers)
    deal the cards of ``script.orders``.

    How: a shuffle's result depends on the seed and on the number of cards,
    never on which cards they are. So a first game is dealt with the same
    seed from decks whose every copy is a distinct object; after its set-up,
    each card in a hand or a deck is traced back to its place in the list.
    The list is then refilled so that the card wished at each drawing place
    stands at the list place the shuffle sends there. A second deal checks
    that the engine deals exactly that (:class:`DemoError` otherwise).
    """
    rs = registry.get(script.ruleset)
    base = [_demo_deck(rs, stem) for stem in script.decks]
    # Every copy a distinct object, so that a card can be traced by identity.
    probe = [{s: [dataclasses.replace(c) for c in cards] for s, cards in deck.items()} for deck in base]
    where: dict[int, tuple[int, str, int]] = {}
    for seat, deck in enumerate(probe):
        for section, cards in deck.items():
            for i, c in enumerate(cards):
                where[id(c)] = (seat, section, i)
    m = Match(rs, probe, script.seed, list(script.decks))
    _run_setup(m, script)
    out = [{s: list(cards) for s, cards in deck.items()} for deck in base]
    for seat in range(2):
        dealt = _draw_order(m, seat)
        places = [where[id(c)] for c in dealt]
        if any(p[0] != seat for p in places):
            raise DemoError(f"{script.ruleset}: a card changed hands during the set-up")
        wished = _wished([base[seat][p[1]][p[2]] for p in places], script.orders[seat], script.decks[seat])
        for (_, section, i), card in zip(places, wished, strict=True):
            out[seat][section][i] = card
    check = Match(rs, out, script.seed, list(script.decks))
    _run_setup(check, script)
    for seat in range(2):
        head = script.orders[seat].head
        got = tuple(c.id for c in _draw_order(check, seat)[: len(head)])
        if got != head:
            raise DemoError(f"{script.ruleset}: the engine dealt {got} to seat {seat + 1}, not the scripted {head}")
    return out


# -- the match and the script's progress ---------------------------------------------------


class GuidedMatch(Match):
    """A match whose visitor seat answers only what the script expects now
    (:attr:`expected`); anything else raises
    :class:`~engine.errors.IllegalActionError` and changes nothing."""

    expected: Answer | None = None

    def apply(self, answer: object) -> None:
        d = self.decision
        if d is not None and d.player == VISITOR_SEAT:
            keys = d.normalise(answer)
            if self.expected is None or tuple(keys) != tuple(self.expected):
                raise IllegalActionError("Not that one: tap what the demo points at")
            self.expected = None
        super().apply(answer)


@dataclass
class Plan:
    """The visitor's next answer: ``beat`` is the beat it belongs to (None
    for the quiet answers between beats and for the autopilot)."""

    keys: Answer
    beat: Beat | None
    number: int = 0

    @property
    def guided(self) -> bool:
        return self.beat is not None and self.beat.guided

    @property
    def target(self) -> str:
        """The key of the option the visitor must tap."""
        return self.keys[0]


class DemoRun:
    """A guided demo in progress: the match and the next beat."""

    def __init__(self, script: DemoScript) -> None:
        self.script = script
        rs = registry.get(script.ruleset)
        self.match = GuidedMatch(rs, stacked_decks(script), script.seed, list(script.decks))
        self.index = 0
        #: the text explaining what the last beat did (the engine's result)
        self.then = ""
        #: the beat whose ``then`` that is (its words in another language)
        self.then_beat: Beat | None = None
        self._setup_done = False

    @property
    def lesson_over(self) -> bool:
        return self.index >= len(self.script.beats)

    @property
    def guided_done(self) -> int:
        return sum(1 for b in self.script.beats[: self.index] if b.guided)

    def plan(self, d: Decision) -> Plan:
        """The visitor's answer to ``d``."""
        m = self.match
        if m.game.turn < 1:
            key = next((k for k in (w(d, m) for w in self.script.setup) if k is not None), None)
            return Plan((key,) if key is not None else quiet(d), None)
        while self.index < len(self.script.beats):
            beat = self.script.beats[self.index]
            key = beat.want(d, m)
            if key is not None:
                number = self.guided_done + 1 if beat.guided else 0
                return Plan((key,), beat, number)
            if m.game.turn <= BEAT_TURN_LIMIT:
                return Plan(quiet(d), None)
            log.warning("guided demo %s: beat %r never came; the demo plays on", self.script.ruleset, beat.caption)
            self.index += 1
        return Plan(autopilot(d, m, self.script.attack_words), None)

    def answered(self, plan: Plan) -> None:
        if plan.beat is not None:
            self.index += 1
            self.then = plan.beat.then
            self.then_beat = plan.beat

    def then_in(self, language: str) -> str:
        """:attr:`then` in ``language``."""
        return self.then_beat.then_in(language) if self.then_beat is not None else self.then


# -- the scripts ------------------------------------------------------------------------------

# -- the scripts, read from assets/demos/<game>/guided.toml -----------------------------------------

#: the games with a guided demo (each has ``assets/demos/<game>/guided.toml``)
GAMES = ("vanguard", "weiss", "dbscg", "systemgate")
#: a guided demo file larger than this is refused
MAX_SCRIPT_BYTES = 64 * 1024
_WANT_KEYS = frozenset(f.name for f in dataclasses.fields(Want))


def script_path(ruleset_id: str) -> Path:
    """A guided demo's script: ``assets/demos/<ruleset>/guided.toml``."""
    return paths.assets_dir() / "demos" / ruleset_id / "guided.toml"


class _Reader:
    """Reads the tables of one script file; every problem names the file and the key."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def fail(self, key: str, message: str) -> DemoError:
        return DemoError(f"{self.path}: {key}: {message}")

    def text(self, table: dict[str, object], key: str, where: str, default: str | None = None) -> str:
        value = table.get(key, default)
        if not isinstance(value, str) or (default is None and not value.strip()):
            raise self.fail(f"{where}{key}", "must be a text" + ("" if default is not None else " (required)"))
        return value

    def texts(self, table: dict[str, object], key: str, where: str) -> tuple[str, ...]:
        value = table.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
            raise self.fail(f"{where}{key}", "must be a list of texts")
        return tuple(value)

    def tables(self, table: dict[str, object], key: str, where: str) -> list[dict[str, object]]:
        value = table.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
            raise self.fail(f"{where}{key}", "must be a list of tables")
        return value

    def known(self, table: dict[str, object], keys: frozenset[str], where: str) -> None:
        unknown = sorted(set(table) - keys)
        if unknown:
            known = ", ".join(sorted(keys))
            raise self.fail(where.rstrip(".") or "file", f"unknown key(s) {', '.join(unknown)} (known: {known})")

    def want(self, table: object, where: str) -> Want:
        if not isinstance(table, dict):
            raise self.fail(where, 'must be a table such as { verb = "ride", card = "PMV1-006" }')
        self.known(table, _WANT_KEYS, where + ".")
        return Want(**{k: self.text(table, k, where + ".", "") for k in _WANT_KEYS})

    def wants(self, table: dict[str, object], key: str) -> tuple[Want, ...]:
        value = table.get(key, [])
        if not isinstance(value, list):
            raise self.fail(key, "must be a list of tables")
        return tuple(self.want(v, f"{key}[{n}]") for n, v in enumerate(value))


_SCRIPT_KEYS = frozenset({"title", "seed", "decks", "orders", "beats", "setup", "attack_words", "lesson", "lesson_ja"})
_ORDER_KEYS = frozenset({"head", "last"})
_BEAT_KEYS = frozenset({"caption", "want", "guided", "then", "caption_ja", "then_ja"})


def load_script(ruleset_id: str, path: Path | None = None) -> DemoScript:
    """The guided demo of ``ruleset_id`` from its TOML file; :class:`DemoError`
    naming the file and the key when the file is missing or wrong."""
    path = path or script_path(ruleset_id)
    try:
        _, data = read_toml(path, "guided demo", MAX_SCRIPT_BYTES)
    except (OSError, PlaymatError) as exc:
        raise DemoError(f"{path}: {exc}") from None
    r = _Reader(path)
    r.known(data, _SCRIPT_KEYS, "")
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**31:
        raise r.fail("seed", "must be a whole number from 0 to 2147483647")
    decks = r.texts(data, "decks", "")
    if len(decks) != 2:
        raise r.fail("decks", "must name two deck lists (the visitor's, the opponent's)")
    orders = []
    for n, t in enumerate(r.tables(data, "orders", "")):
        r.known(t, _ORDER_KEYS, f"orders[{n}].")
        orders.append(DeckOrder(r.texts(t, "head", f"orders[{n}]."), r.texts(t, "last", f"orders[{n}].")))
    if len(orders) != 2:
        raise r.fail("orders", "must hold two tables [[orders]] (the visitor's deck, the opponent's)")
    beats = []
    for n, t in enumerate(r.tables(data, "beats", "")):
        where = f"beats[{n}]."
        r.known(t, _BEAT_KEYS, where)
        guided = t.get("guided", True)
        if not isinstance(guided, bool):
            raise r.fail(where + "guided", "must be true or false")
        want = r.want(t.get("want"), where + "want")
        beats.append(
            Beat(
                r.text(t, "caption", where),
                want,
                guided,
                r.text(t, "then", where, ""),
                caption_ja=r.text(t, "caption_ja", where, ""),
                then_ja=r.text(t, "then_ja", where, ""),
            )
        )
    if not beats:
        raise r.fail("beats", "a guided demo needs at least one [[beats]]")
    return DemoScript(
        ruleset=ruleset_id,
        title=r.text(data, "title", ""),
        seed=seed,
        decks=(decks[0], decks[1]),
        orders=(orders[0], orders[1]),
        beats=tuple(beats),
        setup=r.wants(data, "setup"),
        attack_words=r.wants(data, "attack_words"),
        lesson=r.text(data, "lesson", "", ""),
        lesson_ja=r.text(data, "lesson_ja", "", ""),
    )


@functools.cache
def _script(ruleset_id: str) -> DemoScript | None:
    try:
        return load_script(ruleset_id)
    except DemoError as exc:
        log.error("no guided demo of %s: %s", ruleset_id, exc)
        return None


def scripts() -> dict[str, DemoScript]:
    """The guided demos by ruleset id (a game whose script cannot be read has none)."""
    return {game: script for game in GAMES if (script := _script(game)) is not None}


#: variants show the guided demo of their base game
VARIANT_OF = {"dbscg-1.0": "dbscg", "systemgate-tagteam": "systemgate"}


def script_for(ruleset_id: str) -> DemoScript | None:
    table = scripts()
    return table.get(ruleset_id) or table.get(VARIANT_OF.get(ruleset_id, ""))


def play_through(script: DemoScript, limit: int = MAX_DEMO_ANSWERS) -> tuple[DemoRun, list[Plan]]:
    """Play a guided demo to its end with the script's own answers (the
    visitor tapping every beat at once). Returns the run and the guided
    plans in order. For tests and for checking a script."""
    from desktop.session import PassiveBot

    run = DemoRun(script)
    m = run.match
    opponent = PassiveBot()
    guided: list[Plan] = []
    n = 0
    while m.decision is not None and n < limit:
        d = m.decision
        if d.player == VISITOR_SEAT:
            plan = run.plan(d)
            if plan.guided:
                guided.append(plan)
            m.expected = plan.keys
            m.apply(plan.keys)
            run.answered(plan)
        else:
            m.apply(opponent.choose(d))
        n += 1
    return run, guided
