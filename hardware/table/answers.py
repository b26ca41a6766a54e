"""Answers as the table shows them: which answers the table cannot show
(a card put down face down, a unit that stays as it lies), what a spectator
at the table saw of a game, which answers decline a question the game asks
only because of its guess of the hidden cards, and answers in the players'
words."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

from engine.decisions import Answer, Decision, Kind, Option, declining_answer, is_declining
from engine.events import Answered, CardFlipped, CardMoved, CardTurned, Event
from engine.match import Match
from engine.state import PUBLIC, Game
from hardware.layouts import layout_for
from hardware.table.report import HIDDEN, TARGET
from hardware.table.words import Joined, TableMessage, TableParam, Worded, ZoneRef, say


@dataclass(frozen=True, slots=True)
class Glimpse:
    """What the table could show of a game at one moment: enough for
    :func:`table_blind` to judge an answer after the game has moved on."""

    shown: frozenset[int]  #: cards lying face up where the camera reads them
    slots: frozenset[str]  #: zones holding one card whose stand/rest a sensor reads
    cards: tuple[tuple[str, bool, str, str], ...]  #: per card: zone, face up, zone visibility, orientation

    @classmethod
    def of(cls, m: Match) -> Glimpse:
        cards = tuple((c.zone.key, c.face_up, c.zone.visibility, c.orientation) for c in m.game.cards)
        return cls(frozenset(camera_visible(m)), frozenset(slot_zones(m)), cards)


def table_blind(before: Match | Glimpse, d: Decision, keys: Answer, after: Match) -> bool:
    """Whether the table cannot show this answer (see :func:`blind_reason`).
    Such answers are given on screen, never read from the table."""
    return blind_reason(before, d, keys, after) is not None


def blind_reason(before: Match | Glimpse, d: Decision, keys: Answer, after: Match) -> str | None:
    """Why the table cannot show this answer, or None when it can: the
    cards it chooses lie out of the camera's sight before and after (a
    mulligan, cards put back into the deck, a card turned in a row whose
    sensors cannot say which card turned: :data:`HIDDEN`), or stay as they
    lie (the unit an attack or a power bonus goes to: :data:`TARGET`).
    ``before`` is the game before the answer, or a :class:`Glimpse` of it."""
    b0 = before if isinstance(before, Glimpse) else Glimpse.of(before)
    g1 = after.game
    chosen = [o.card for o in d.chosen(keys) if o.card is not None]
    if chosen:
        shown1 = camera_visible(after)

        def turned(c: int) -> tuple[str, str] | None:
            """How card ``c`` turned where it lies (None: it moved or flipped)."""
            zone0, up0, _, orient0 = b0.cards[c]
            b = g1.cards[c]
            return (orient0, b.orientation) if (zone0, up0) == (b.zone.key, b.face_up) else None

        # cards the answer did not choose that turned as they did (every
        # unit stood at the start of the next turn) tell nothing either
        alike = {turned(o.card) for o in d.options if o.card is not None and o.card not in chosen}
        why = HIDDEN
        for c in chosen:
            if c not in b0.shown and c not in shown1:
                continue  # hidden, or buried in a pile, before and after
            t = turned(c)
            if t is None:
                return None
            if t[0] == t[1] or t in alike:
                why = TARGET  # as it lay: nothing on the table says it was chosen
            elif b0.cards[c][0] in b0.slots:
                return None  # turned where a sensor reads it
            # (otherwise turned in a row of cards, where no sensor reads which card turned)
        return why
    cards = [o.card for o in d.options if o.card is not None]
    return HIDDEN if d.kind is Kind.CARDS and bool(cards) and all(b0.cards[c][2] != PUBLIC for c in cards) else None


def camera_visible(m: Match) -> set[int]:
    """Cards lying face up where the camera can read them."""
    try:
        layout = layout_for(m.ruleset.id)
    except KeyError:
        return set()
    g = m.game
    out: set[int] = set()
    for area in layout.zones:
        zone = g.zones.get(area.key)
        if zone is None or not area.camera:
            continue
        for c in zone.cards if area.kind == "row" else zone.cards[-1:]:
            if c.face_up and zone.visibility == PUBLIC:
                out.add(c.iid)
    return out


def slot_zones(m: Match) -> set[str]:
    """Zones holding one card whose stand/rest a sensor reads."""
    try:
        layout = layout_for(m.ruleset.id)
    except KeyError:
        return set()
    return {a.key for a in layout.zones if a.kind == "slot" and a.sensed}


def same_so_far(m2: Match, m: Match, answers: int | None) -> bool:
    """Whether ``m2`` shows a spectator what ``m`` showed (up to ``answers``
    answers): the same journal, or, with the same answers given (declined
    questions aside), one the beginning of the other: ``m2`` asks a question
    ``m`` skipped (a combo the game now sees the hand could make, perhaps
    after declining others like it), or goes on past one ``m`` still asks
    (a [Counter] the hand no longer holds)."""
    j2, j = spectator_journal(m2, answers), spectator_journal(m, answers)
    if j2 == j:
        return True
    if m2.decision is None or _given(m2) != _given(m):
        return False
    if len(m2.answers) >= len(m.answers):
        # (more answers: it also declined questions ``m`` skipped, the
        # main phase the hand now has a card to play in)
        return j[: len(j2)] == j2
    return j2[: len(j)] == j


ENDING_KEYS = frozenset({"end"})  #: options that end a step or phase (see :func:`going_on`)


def going_on(d: Decision, m: Match) -> Answer | None:
    """The answer that goes on past ``d`` (end the main phase) when the game
    may ask it only because of its guess of hidden cards: every other
    option plays a card nobody at the table can see (from the hand). With
    the players' real hand the question may have had no other option, and
    the game went on by itself."""
    if d.kind is not Kind.ACTION or len(d.options) < 2:
        return None
    g = m.game
    rest = [o for o in d.options if o.card is None or g.cards[o.card].zone.visibility == PUBLIC]
    if len(rest) == 1 and rest[0].card is None and rest[0].key in ENDING_KEYS:
        return (rest[0].key,)
    return None


def declining(d: Decision, m: Match) -> Answer | None:
    """The answer that declines ``d``, an optional question of ``m``, or
    goes on past it (see :func:`going_on`); None when there is none."""
    no = declining_answer(d)
    # (choosing no card, ``()``, declines too: no guardian)
    return no if no is not None else going_on(d, m)


def passive(keys: Answer) -> bool:
    """Whether ``keys`` declines a question or ends a step: an answer to a
    question the game may have asked only because of its guess of hidden
    cards, which the table's game went past by itself."""
    return is_declining(keys) or (len(keys) == 1 and keys[0] in ENDING_KEYS)


def _given(m: Match) -> int:
    """How many answers of ``m`` did more than decline a question or end a step."""
    return sum(1 for a in m.answers if not (isinstance(a, tuple) and passive(a)))


def spectator_journal(m: Match, answers: int | None = None) -> list[str]:
    """The journal as a spectator at the table saw it (no hidden card
    named), up to ``answers`` answers (all of it for None)."""
    out = []
    given = 0
    for e in m.journal:
        if isinstance(e, Answered):
            given += 1
            if answers is not None and given > answers:
                break
            if passive(e.keys):
                continue  # a question the game asked only because of its guess of hidden cards
        out.append(e.describe(-1))
    return out


def card_changes(events: list[Event]) -> list[tuple[int, str, str]]:
    """The moves, turns and flips of cards among ``events``: (card, from, to)."""
    out = []
    for e in events:
        if isinstance(e, CardMoved):
            out.append((e.card, e.src, e.dst))
        elif isinstance(e, CardTurned):
            out.append((e.card, "turned", e.orientation))
        elif isinstance(e, CardFlipped):
            out.append((e.card, "flipped", "up" if e.face_up else "down"))
    return out


def same_kind(a: Option, b: Option) -> bool:
    """Whether two options do the same, whichever card: the same verb, from
    and to the same zones (calls to one circle, cards chosen from one hand)."""
    return (a.verb, a.src, a.dst) == (b.verb, b.src, b.dst)


#: verbs of options that put cards in a zone (and a ``choose`` with a
#: destination: a position chosen)
PLACING = frozenset({"play", "call", "ride", "charge", "clock", "move", "combo", "choose"})


def placed_in(g: Game, o: Option) -> set[str]:
    """The names of the zones option ``o`` changes by placing cards:
    where it puts them (``{"RC_FL"}`` for a call to that circle), where a
    move takes them from, where the other cards it uses lie (a Gate Master),
    and the pile a card nobody sees is chosen from (a life card)."""
    if not o.dst:
        return {o.src.split(".", 1)[-1]} if o.verb == "choose" and o.src and not o.cards else set()
    if o.verb not in PLACING:
        return set()
    zones = {o.dst, *(g.cards[c].zone.key for c in o.cards[1:])}
    if o.verb == "move" and o.src:
        zones.add(o.src)
    return {z.split(".", 1)[-1] for z in zones}


def answer_text(d: Decision, keys: Answer, places: Mapping[str, str] | None = None) -> Worded:
    """An answer in the players' words; options of the same name are told
    apart by where their card lies ("Cinder Hound (Left)"), in the mat's
    words for its zones (``places``: zone key -> label)."""
    names = Counter(o.label for o in d.options)

    def said(o: Option) -> TableParam:
        # (an option's message words it in the player's language; its English is the label)
        words = o.message if o.message is not None and o.message.english() == o.label else o.label
        if names[o.label] > 1 and o.src:
            where = (places or {}).get(o.src) or o.src.split(".", 1)[-1].replace("_", " ")
            return TableMessage("table.answer.at", (("option", words), ("where", ZoneRef(o.src, where))))
        return words

    choices = Joined(tuple(said(o) for o in d.chosen(keys)), "table.sep.steps")
    return say("table.answer", n=d.player + 1, choices=choices)
