"""Recorded table traces: timestamped observations and on-screen answers.

A trace is a text file of JSON lines. The first line is a header::

    {"format": "playmat-trace", "version": 1, "ruleset": "vanguard", "seed": 7,
     "decks": [...], "deck_names": [...]}

and each further line is one entry, in time order (``t`` in seconds):

- ``{"t": 1.5, "obs": {"type": "zone", "device": "mat", "zone": "p0.VC", "count": 1, "orientation": "stand"}}``
- ``{"t": 1.5, "obs": {"type": "seen", "device": "camera", "card": "VGD-014", "copy": 2,
  "zone": "p0.VC", "xy": [350, 640]}}``
- ``{"t": 2.0, "obs": {"type": "gone", "device": "camera", "card": "VGD-014", "copy": 2, "zone": "p0.VC"}}``
- ``{"t": 2.0, "obs": {"type": "status", "device": "mat", "kind": "mat", "state": "ready", "detail": ""}}``
  (``"faulty": ["p0.deck"]`` when the mat names zones whose sensors misbehave)
- ``{"t": 3.0, "screen": ["end"], "seat": 0, "about": "main", "chosen": [{"verb": "pass"}]}`` an
  answer given on screen (a step that moves no card) by the player in ``seat``, to a question
  about ``about`` (:attr:`~engine.decisions.Decision.about`; both optional: who was asked, and
  what)
- ``{"t": 3.0, "pick": ["call:12:RC_FL"], "chosen": [{"verb": "call", "cards": [12], "src": "p0.hand",
  "dst": "p0.RC_FL"}]}`` what the players pick if Playmat asks which move it was

``chosen`` (optional, one item a key) says what each option of an answer
did in the recorded game, in the fields of :class:`~engine.decisions.Option`
(``verb``, ``cards``, ``src``, ``dst``; empty ones left out): the game a
trace is replayed into guesses the hidden cards otherwise, so a key may be
no option of its question there, and these fields, not the key, say which
cards to trade into place. Keys are never read for their parts. (Traces
written before ``about`` and ``chosen`` carry ``"question"``, a prompt's
heading, which is read and left aside.)

:func:`director_trace` makes the trace of a game played on screen, as
players moving paper cards would produce it; :func:`replay_trace` runs a
trace through :class:`~hardware.table.sync.Sync`. Traces are untrusted input:
a bad header is a :class:`~engine.errors.LoadError` naming the file and line
1; a bad entry is reported with its line number and skipped, never applied.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeGuard

from engine.decisions import VERBS, Answer, Kind, Option, is_declining
from engine.errors import IllegalActionError, InvalidAnswerError, LoadError
from engine.events import CardMoved
from engine.files import MAX_TRACE_BYTES, parse_json, read_text
from engine.match import Arrangement, Match
from engine.state import PUBLIC
from hardware.layouts import Layout, layout_for
from hardware.mat.protocol import MAX_ZONES
from hardware.observations import CardGone, CardSeen, DeviceKind, DeviceState, DeviceStatus, ZoneOccupancy
from hardware.table.answers import Glimpse, table_blind
from hardware.table.limits import SETTLE_S
from hardware.table.picture import Copies, Picture, Sight, expected, shown_between
from hardware.table.report import ASK, Report
from hardware.table.seen import AnyObservation
from hardware.table.sync import Sync

log = logging.getLogger(__name__)

FORMAT = "playmat-trace"
VERSION = 1

#: time the players take for one move, and the pause after it (seconds)
MOVE_S = 0.05
PAUSE_S = 0.6


@dataclass
class Entry:
    t: float
    obs: AnyObservation | None = None
    screen: Answer | None = None
    pick: Answer | None = None
    seat: int | None = None  #: who gave the on-screen answer
    about: str | None = None  #: what the question it answered was about (:attr:`Decision.about`)
    #: what the answer's options did in the recorded game, key by key (see the module's text)
    chosen: tuple[Option, ...] = ()


@dataclass
class Trace:
    ruleset: str
    seed: int
    decks: list[dict[str, list[str]]]
    deck_names: list[str]
    entries: list[Entry] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)  #: lines skipped on reading
    source: str = "<trace>"  #: the file it was read from

    def match(self) -> Match:
        """A new game with the trace's seed and decks; decks that make no
        game are a :class:`LoadError` at the header, line 1."""
        try:
            return Match.from_dict(
                {
                    "format": "playmat-match",
                    "version": 1,
                    "ruleset": self.ruleset,
                    "seed": self.seed,
                    "deck_names": self.deck_names,
                    "decks": self.decks,
                    "answers": [],
                },
                self.source,
            )
        except LoadError as exc:
            raise LoadError(self.source, 1, exc.message) from None


# ---------------------------------------------------------------- (de)serialising


def obs_to_json(o: AnyObservation) -> dict[str, Any]:
    if isinstance(o, ZoneOccupancy):
        return {"type": "zone", "device": o.device, "zone": o.zone, "count": o.count, "orientation": o.orientation}
    if isinstance(o, CardSeen):
        return {
            "type": "seen",
            "device": o.device,
            "game": o.game,
            "card": o.card_id,
            "copy": o.copy,
            "zone": o.zone,
            "xy": list(o.mat_xy),
        }
    if isinstance(o, CardGone):
        return {"type": "gone", "device": o.device, "game": o.game, "card": o.card_id, "copy": o.copy, "zone": o.zone}
    if isinstance(o, DeviceStatus):
        status: dict[str, Any] = {
            "type": "status",
            "device": o.device,
            "kind": o.kind.value,
            "state": o.state.value,
            "detail": o.detail,
        }
        if o.faulty_zones:
            status["faulty"] = list(o.faulty_zones)
        return status
    raise TypeError(f"not a traced observation: {o!r}")


def _short_text(v: Any) -> TypeGuard[str]:
    return isinstance(v, str) and 0 < len(v) <= 80


def _str(d: dict[str, Any], k: str) -> str:
    v = d.get(k)
    if not _short_text(v):
        raise ValueError(f"{k!r} must be a short text")
    return v


def _int(d: dict[str, Any], k: str, lo: int = 0, hi: int = 10_000) -> int:
    v = d.get(k)
    if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
        raise ValueError(f"{k!r} must be a whole number from {lo} to {hi}")
    return v


def obs_from_json(d: Any, t: float) -> AnyObservation:
    if not isinstance(d, dict):
        raise ValueError("an observation is a table")
    kind = d.get("type")
    if kind == "zone":
        orient = d.get("orientation")
        if orient not in (None, "stand", "rest"):
            raise ValueError("orientation must be stand, rest or null")
        return ZoneOccupancy(t, _str(d, "device"), _str(d, "zone"), _int(d, "count", 0, 200), orient)
    if kind in ("seen", "gone"):
        device, game, card, zone = _str(d, "device"), _str(d, "game"), _str(d, "card"), d.get("zone")
        copy = _int(d, "copy", 1, 99)
        if zone is not None and not isinstance(zone, str):
            raise ValueError("zone must be text or null")
        if kind == "gone":
            return CardGone(t, device, game, card, copy, zone)
        xy = d.get("xy", [0, 0])
        if not (isinstance(xy, list) and len(xy) == 2 and all(isinstance(v, (int, float)) for v in xy)):
            raise ValueError("xy must be two numbers")
        return CardSeen(t, device, game, card, copy, (float(xy[0]), float(xy[1])), zone)
    if kind == "status":
        try:
            state = DeviceState(d.get("state"))
        except ValueError:
            raise ValueError(f"unknown device state {d.get('state')!r}") from None
        detail = d.get("detail", "")
        faulty = d.get("faulty", [])
        if not isinstance(faulty, list) or len(faulty) > MAX_ZONES or not all(_short_text(z) for z in faulty):
            raise ValueError(f"faulty must be a list of at most {MAX_ZONES} zones")
        device = _str(d, "device")
        return DeviceStatus(
            t, device, _device_kind(d, device), state, detail if isinstance(detail, str) else "", tuple(faulty)
        )
    raise ValueError(f"unknown observation type {kind!r}")


def _device_kind(d: dict[str, Any], device: str) -> DeviceKind:
    """The kind a status names; a trace written before statuses named
    their kind named its devices "mat" and "camera"."""
    if "kind" not in d:
        return DeviceKind.CAMERA if device == "camera" else DeviceKind.MAT
    try:
        return DeviceKind(d["kind"])
    except ValueError:
        raise ValueError(f"unknown device kind {d['kind']!r}") from None


def _keys(v: Any, what: str) -> Answer:
    if not isinstance(v, list) or not all(isinstance(k, str) and len(k) < 200 for k in v):
        raise ValueError(f"{what} must be a list of answer keys")
    return tuple(v)


def recorded(o: Option) -> Option:
    """What a trace keeps of an option: its key, and what it did (its verb,
    cards and zones); read back, it is this again."""
    return Option(o.key, "", verb=o.verb, cards=o.cards, src=o.src, dst=o.dst)


def chosen_to_json(o: Option) -> dict[str, Any]:
    """What an option did, as a trace records it (its key is the answer's)."""
    out: dict[str, Any] = {"verb": o.verb}
    if o.cards:
        out["cards"] = list(o.cards)
    if o.src:
        out["src"] = o.src
    if o.dst:
        out["dst"] = o.dst
    return out


def _chosen(v: Any, keys: Answer) -> tuple[Option, ...]:
    """The options of an answer read back (see :func:`chosen_to_json`), one for each of ``keys``."""
    if not isinstance(v, list) or len(v) != len(keys) or not all(isinstance(d, dict) for d in v):
        raise ValueError("chosen must be a list of tables, one for each key")
    out = []
    for key, d in zip(keys, v, strict=True):
        verb, cards, src, dst = d.get("verb"), d.get("cards", []), d.get("src", ""), d.get("dst", "")
        if not isinstance(verb, str) or verb not in VERBS:
            raise ValueError(f"unknown verb {verb!r}")
        if not isinstance(cards, list) or len(cards) > 20 or not all(type(c) is int and 0 <= c < 10_000 for c in cards):
            raise ValueError("cards must be a list of card numbers")
        if not all(isinstance(z, str) and len(z) <= 80 for z in (src, dst)):
            raise ValueError("src and dst must be zones")
        out.append(Option(key, "", verb=verb, cards=tuple(cards), src=src, dst=dst))
    return tuple(out)


def write_trace(trace: Trace, path: str | Path) -> None:
    lines = [
        json.dumps(
            {
                "format": FORMAT,
                "version": VERSION,
                "ruleset": trace.ruleset,
                "seed": trace.seed,
                "decks": trace.decks,
                "deck_names": trace.deck_names,
            }
        )
    ]
    for e in trace.entries:
        item: dict[str, Any] = {"t": round(e.t, 4)}
        if e.obs is not None:
            item["obs"] = obs_to_json(e.obs)
        if e.screen is not None:
            item["screen"] = list(e.screen)
            if e.seat is not None:
                item["seat"] = e.seat
            if e.about is not None:
                item["about"] = e.about
        if e.pick is not None:
            item["pick"] = list(e.pick)
        if e.chosen:
            item["chosen"] = [chosen_to_json(o) for o in e.chosen]
        lines.append(json.dumps(item))
    Path(path).write_text("\n".join(lines) + "\n", encoding="utf-8")


def read_trace(path: str | Path) -> Trace:
    """Read a trace; a bad header raises :class:`LoadError`, a bad entry is
    skipped and listed in :attr:`Trace.problems` with its line number."""
    text = read_text(path, "trace", MAX_TRACE_BYTES)
    return parse_trace(text.split("\n"), str(path))


def parse_trace(lines: Iterable[str], source: str = "<trace>") -> Trace:
    it: Iterator[str] = iter(lines)
    try:
        head = parse_json(next(it), source, "trace header")
    except StopIteration:
        raise LoadError(source, 1, "not a Playmat trace (no header line)") from None
    except LoadError as exc:
        raise LoadError(source, 1, f"not a Playmat trace: {exc.message}") from None
    if not isinstance(head, dict) or head.get("format") != FORMAT:
        raise LoadError(source, 1, "not a Playmat trace")
    if head.get("version") != VERSION:
        raise LoadError(source, 1, f"trace version {head.get('version')!r} is not supported")
    seed, ruleset, decks = head.get("seed"), head.get("ruleset"), head.get("decks")
    if type(seed) is not int or not isinstance(ruleset, str) or not isinstance(decks, list):
        raise LoadError(source, 1, "the header needs ruleset, seed and decks")
    names = head.get("deck_names", [])
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise LoadError(source, 1, "deck_names must be a list of names")
    trace = Trace(ruleset, seed, decks, names, source=source)
    last = 0.0
    for n, line in enumerate(it, start=2):
        if not line.strip():
            continue
        try:
            item = parse_json(line, source, "trace entry")
            if not isinstance(item, dict):
                raise ValueError("an entry is a table")
            t = item.get("t")
            if not isinstance(t, (int, float)) or isinstance(t, bool) or t < last:
                raise ValueError("t must be a time in seconds, not before the previous entry")
            entry = Entry(float(t))
            if "obs" in item:
                entry.obs = obs_from_json(item["obs"], float(t))
            elif "screen" in item:
                entry.screen = _keys(item["screen"], "screen")
                if "seat" in item:
                    entry.seat = _int(item, "seat", 0, 3)
                if "about" in item:
                    entry.about = _str(item, "about")
                if "question" in item:
                    _str(item, "question")  # (an older trace's heading of the question: read, left aside)
            elif "pick" in item:
                entry.pick = _keys(item["pick"], "pick")
            else:
                raise ValueError("an entry holds obs, screen or pick")
            if "chosen" in item and (entry.screen is not None or entry.pick is not None):
                entry.chosen = _chosen(item["chosen"], entry.screen if entry.screen is not None else entry.pick or ())
        except (ValueError, LoadError) as exc:
            problem = exc.message if isinstance(exc, LoadError) else str(exc)
            trace.problems.append(f"{source}:{n}: {problem}")
            log.warning("%s:%d: skipped: %s", source, n, problem)
            continue
        last = entry.t
        trace.entries.append(entry)
    return trace


# ---------------------------------------------------------------- making traces


def picture_changes(before: Picture, after: Picture, layout: Layout, game: str, t: float) -> list[AnyObservation]:
    """The observations devices would send when the table goes from ``before`` to ``after``."""
    out: list[AnyObservation] = []
    for area in layout.zones:
        a, b = before.get(area.key, Sight()), after.get(area.key, Sight())
        if area.sensed and (a.count, a.orientation) != (b.count, b.orientation) and b.count is not None:
            out.append(ZoneOccupancy(t, "mat", area.key, b.count, b.orientation if b.count else None))
        if area.camera:
            for label in sorted(set(a.labels) - set(b.labels)):
                out.append(CardGone(t, "camera", game, label[0], label[1], area.key))
            for label in sorted(set(b.labels) - set(a.labels)):
                out.append(CardSeen(t, "camera", game, label[0], label[1], area.centre, area.key))
    return out


def _passing(m: Match, start: int, layout: Layout) -> Iterator[tuple[int, str]]:
    """Journal indexes, from ``start`` on, of cards revealed on their way,
    with the zone the camera sees them in: a card out of a hidden zone into
    a camera zone it leaves again (a drive check into the trigger zone), or
    a card revealed between two hidden zones, shown in the mat's zone for
    that (see :func:`~hardware.table.picture.shown_between`)."""
    g = m.game
    sees = {a.key for a in layout.zones if a.camera}
    for i in range(start, len(m.journal)):
        e = m.journal[i]
        if not isinstance(e, CardMoved):
            continue
        via = shown_between(layout, g, e)
        if via is not None:
            yield i, via
        elif (
            e.dst in sees
            and g.zones[e.src].visibility != PUBLIC
            and any(isinstance(f, CardMoved) and f.card == e.card and f.src == e.dst for f in m.journal[i + 1 :])
        ):
            yield i, e.dst


def passing_moments(
    m: Match, start: int, layout: Layout, copies: Copies, before: Picture, t: float
) -> Iterator[Moment]:
    """The table as each card revealed on its way lies in the zone it passes
    through (see :func:`_passing`), one after the other as the game moved
    them: a drive check goes to the hand before the next one is turned
    over, Weiss damage cards gather in the resolution zone, a card revealed
    from the deck is taken back once read. The hidden zones count the cards
    as they go; the other zones stay as they were until the move is done."""
    stops = dict(_passing(m, start, layout))
    if not stops:
        return
    # the zones passed through, and the hidden ones (a deck a drive check is
    # turned over from counts one card fewer at once)
    zones = set(stops.values())
    zones |= {k for k, z in m.game.zones.items() if z.visibility != PUBLIC and k in before}
    # each zone's cards as they come and go: count and the labels on view
    count = {z: before.get(z, Sight()).count or 0 for z in zones}
    shown = {z: list(before.get(z, Sight()).labels) for z in zones}

    def _sight(zone: str) -> Sight:
        labels = shown[zone] if layout.area(zone).kind == "row" else shown[zone][-1:]
        return Sight(count[zone], tuple(sorted(labels)), before.get(zone, Sight()).orientation)

    def _moment() -> Moment:
        return Moment(t, picture={**before, **{z: _sight(z) for z in zones}})

    for i in range(start, len(m.journal)):
        e = m.journal[i]
        if not isinstance(e, CardMoved):
            continue
        label = copies.label(m.game.cards[e.card])
        if e.src in zones:
            count[e.src] -= 1
            if label in shown[e.src]:
                shown[e.src].remove(label)
        via = stops.get(i)
        if via is not None and via != e.dst:
            # shown on its way between two hidden zones, then taken on
            count[via] += 1
            shown[via].append(label)
            yield _moment()
            t += PAUSE_S
            count[via] -= 1
            shown[via].remove(label)
        if e.dst in zones:
            count[e.dst] += 1
            shown[e.dst].append(label)
            if via == e.dst:
                yield _moment()
                t += PAUSE_S


@dataclass(frozen=True, slots=True)
class Moment:
    """One step of a game played at a table (see :func:`table_moments`): at
    ``t`` the table shows ``picture``, or the players answer ``screen`` on
    screen, or they would pick ``pick`` if asked which move it was."""

    t: float
    picture: Picture | None = None
    screen: Answer | None = None
    pick: Answer | None = None
    seat: int | None = None  #: who answers on screen
    about: str | None = None  #: what the question answered on screen is about (:attr:`Decision.about`)
    chosen: tuple[Option, ...] = ()  #: the options of ``screen`` or ``pick``, key by key


def empty_picture(layout: Layout) -> Picture:
    """A table with no card on it."""
    return {k: Sight(0, (), None) for k in layout.keys()}


def start_game(
    ruleset: str, seed: int, decks: Any = None, arrangement: Arrangement | None = None
) -> tuple[Trace, Match]:
    """A new game and the empty trace of it (its header)."""
    truth = Match.new(ruleset, decks, seed)
    if arrangement:
        # the players' own shuffles: the table's deck order is not the game's
        truth = Match(truth.ruleset, truth.decks, seed, truth.deck_names, arrangement)
    saved = truth.to_dict()
    return Trace(ruleset, seed, saved["decks"], saved["deck_names"]), truth


def table_moments(truth: Match, answers: Iterable[Answer], layout: Layout | None = None) -> Iterator[Moment]:
    """What two players at a table do to play ``answers`` in the new game
    ``truth`` (which is played on as the moments are taken): the table's
    starting picture at t=0, then for each answer either the answer given on
    screen (it moves no card, or the table cannot show it) or the pick and
    the pictures the cards go through. A card revealed on its way to a hidden
    zone (a drive check going to the hand) is first shown to the camera in
    the zone it passed through."""
    layout = layout or layout_for(truth.ruleset.id)
    copies = Copies(truth.game)
    t = 0.0
    before = expected(truth, layout, copies)
    yield Moment(t, picture=before)
    for keys in answers:
        t += PAUSE_S
        start = len(truth.journal)
        d = truth.decision
        assert d is not None
        prior = Glimpse.of(truth)
        chosen = tuple(recorded(o) for o in d.chosen(keys))
        truth.apply(keys)
        after = expected(truth, layout, copies)
        passing = sum(1 for _ in _passing(truth, start, layout))
        if table_blind(prior, d, tuple(keys), truth) or (after == before and passing):
            # given on screen; what it set off then happens on the table (a
            # card it reveals from the deck is shown, then put back)
            yield Moment(t, screen=tuple(keys), seat=d.player, about=d.about, chosen=chosen)
            t += PAUSE_S
        elif after == before:
            yield Moment(t, screen=tuple(keys), seat=d.player, about=d.about, chosen=chosen)
            continue
        else:
            yield Moment(t, pick=tuple(keys), chosen=chosen)
        # cards revealed on the way: shown where they passed, one after the
        # other as the game moved them (a drive check goes to the hand before
        # the next one is turned over; damage cards gather in the resolution
        # zone), then moved on
        yield from passing_moments(truth, start, layout, copies, before, t)
        t += PAUSE_S * passing
        yield Moment(t, picture=after)
        t += MOVE_S
        before = after


def director_trace(
    ruleset: str, seed: int, answers: Iterable[Answer], decks: Any = None, arrangement: Arrangement | None = None
) -> Trace:
    """The trace two players at a table would make playing ``answers``: after
    each answer, the cards are moved to match the game (devices report the
    changes); an answer that moves nothing is given on screen. A card
    revealed on its way to a hidden zone (a drive check going to the hand) is
    shown to the camera in the zone it passed through first. The observations
    are the ones perfect devices would send (:func:`picture_changes`);
    :mod:`hardware.table.simtrace` records them through the simulated devices."""
    trace, truth = start_game(ruleset, seed, decks, arrangement)
    layout = layout_for(ruleset)
    game = truth.ruleset.game
    for kind in DeviceKind:
        trace.entries.append(Entry(0.0, DeviceStatus(0.0, kind.value, kind, DeviceState.READY)))
    shown = empty_picture(layout)
    for mo in table_moments(truth, answers, layout):
        if mo.picture is None:
            entry = Entry(mo.t, screen=mo.screen, pick=mo.pick, seat=mo.seat, about=mo.about, chosen=mo.chosen)
            trace.entries.append(entry)
            continue
        for o in picture_changes(shown, mo.picture, layout, game, mo.t):
            trace.entries.append(Entry(mo.t, o))
        shown = mo.picture
    return trace


def play_on_screen(
    ruleset: str,
    seed: int,
    bot_seed: int,
    max_answers: int = 100_000,
    decks: Any = None,
    arrangement: Arrangement | None = None,
) -> Match:
    """A bot game as a person would give it on screen: cards picked from a
    list come in the list's order. ``arrangement`` lays the shuffles out
    otherwise (the order of a real table's decks)."""
    from engine.bots import RandomBot

    m = Match.new(ruleset, decks, seed)
    if arrangement:
        m = Match(m.ruleset, m.decks, seed, m.deck_names, arrangement)
    bot = RandomBot(bot_seed)
    while m.decision is not None and len(m.answers) < max_answers:
        d = m.decision
        keys = bot.choose(d)
        if d.kind is Kind.CARDS and len(keys) > 1:
            order = {o.key: i for i, o in enumerate(d.options)}
            keys = tuple(sorted(keys, key=order.__getitem__))
        m.apply(keys)
    return m


# ---------------------------------------------------------------- replaying traces


def asked(match: Match | None, seat: int | None, keys: Answer | None = None, about: str | None = None) -> bool:
    """Whether the screen asks the player in ``seat`` (anyone for None) what
    a trace's on-screen answer ``keys`` answers: a player who sees the prompt
    name another player gives no answer, and neither does one who sees a
    question about something else than ``about`` (what the one they meant
    was about, :attr:`Decision.about`: the game went on past it, its guess
    of their hand held nothing more to play) or who would decline a
    question the screen does not ask (may play
    a climax, asked at the table because of the players' real hand, skipped
    by the game whose guess of that hand held none)."""
    d = match.decision if match is not None else None
    if d is None:
        return True
    if seat is not None and d.player != seat:
        return False
    if keys is None:
        return True
    if not d.fits(keys):
        # it does not fit the question shown: a refusal is not given, and
        # another answer is for a later question, past the one shown
        return not is_declining(keys)
    # it fits: unless the player meant another question, where it means
    # something else
    return about is None or d.about == about


def trace_pick(report: Report, picks: list[Answer]) -> int | None:
    """Which of an ASK's candidates the players of a trace picked: the index
    of the trace's latest pick among them, or None (with ``report.more``:
    they are still putting cards down; otherwise the trace does not fit)."""
    want = picks[-1] if picks else None
    return next((i for i, c in enumerate(report.candidates) if c.keys == want), None)


def respond(
    report: Report,
    picks: list[Answer],
    answer: Callable[[Answer], object],
    choose: Callable[[int], object],
    none: Callable[[], object],
) -> str | None:
    """What the players of a trace do after a settle: answer in the prompt
    when the table cannot tell which cards they chose; pick their move when
    asked which one it was, or, when it is not listed (the game's guess of a
    hand named other cards), say "none of these" and answer in the prompt.
    Returns a problem, or None."""
    if report.on_screen and picks:
        answer(picks[-1])
    elif report.state == ASK:
        idx = trace_pick(report, picks)
        if idx is not None:
            choose(idx)
        elif report.more and picks and len(picks[-1]) > len(report.candidates[0].keys):
            pass  # the players are still putting cards down
        elif picks:
            none()
            answer(picks[-1])
        elif not report.more:
            return f"asked which move, the trace has no pick: {[c.keys for c in report.candidates]}"
    return None


@dataclass
class ReplayResult:
    match: Match
    reports: list[Report]
    asked: int = 0
    problems: list[str] = field(default_factory=list)


def replay_trace(trace: Trace, *, settle_s: float = SETTLE_S, sync: Sync | None = None) -> ReplayResult:
    """Feed a trace through sync as the desktop would: observations as they
    come, a settle whenever the table has been quiet for ``settle_s``, on-screen
    answers when the trace gives them, and the trace's pick when asked."""
    sync = sync or Sync(trace.match())
    result = ReplayResult(sync.match, [])
    picks: list[Answer] = []
    chosen: dict[Answer, tuple[Option, ...]] = {}  #: what each pick's options did in the recorded game

    def prompt(keys: Answer) -> None:
        try:
            result.reports.append(sync.answer(keys, chosen=chosen.get(keys, ())))
        except (IllegalActionError, InvalidAnswerError) as exc:
            result.problems.append(f"the trace's pick {list(keys)} refused in the prompt: {exc}")

    def settle() -> None:
        r = sync.settle()
        result.reports.append(r)
        if r.state == ASK:
            result.asked += 1
        problem = respond(
            r,
            picks,
            prompt,
            lambda i: result.reports.append(sync.choose(i)),
            lambda: result.reports.append(sync.none_of_these()),
        )
        if problem is not None:
            result.problems.append(problem)

    for e in trace.entries:
        if sync.due(e.t, settle_s):
            settle()
        if e.obs is not None:
            sync.observe(e.obs)
        elif e.pick is not None:
            picks.append(e.pick)
            chosen[e.pick] = e.chosen
        elif e.screen is not None:
            if not asked(sync.match, e.seat, e.screen, e.about):
                continue  # the screen does not ask this: the player sees there is nothing to answer
            try:
                result.reports.append(sync.answer(e.screen, chosen=e.chosen))
            except (IllegalActionError, InvalidAnswerError) as exc:
                result.problems.append(f"t={e.t:.2f}: on-screen answer {list(e.screen)} refused: {exc}")
    settle()
    result.match = sync.match
    return result
