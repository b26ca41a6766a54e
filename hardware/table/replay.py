"""A game replayed with its hidden cards laid out otherwise: the table's
policy for following a physical deck, on :class:`~engine.match.Match`'s
public API.

On a physical table the engine's shuffles are fiction: the real order shows
only as cards are revealed. When the table shows a card the game did not
expect, sync trades two cards after a shuffle (:attr:`Match.arrangement`)
and replays every answer. An answer given after that shuffle that names one
of the traded cards (a card chosen from a hand nobody has seen) names the
other instead; optional questions the new layout asks are declined and
refusals of questions it no longer asks are dropped.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.decisions import Answer, Decision, is_declining
from engine.events import Answered
from engine.match import Match, Trait, trait_of

#: the answer that declines an optional question of the game replayed, or None
Decline = Callable[[Decision, Match], Answer | None]
#: which answers are refusals (declining, or ending a step)
Passive = Callable[[Answer], bool]


def rearranged(
    m: Match,
    number: int,
    swaps: Sequence[tuple[int, int]],
    decline: Decline | None = None,
    passive: Passive = is_declining,
) -> Match:
    """``m`` again with ``swaps`` added after shuffle ``number`` and every
    answer replayed; raises :class:`~engine.errors.IllegalActionError` (or
    :class:`~engine.errors.InvalidAnswerError`) when the answers no longer fit.

    A swap makes the two cards trade places: from that shuffle on, each
    plays the part the other played. Answers given after the shuffle that
    name one of them name the other instead, so the same place in the hand
    is chosen; so do the swaps already laid out for later shuffles.

    ``decline`` (optional) gives the answer that declines an optional
    question (``"may ride"``) of the game being replayed, or None. With it,
    the replay follows a game whose optional questions depend on the hidden
    cards: a question that now appears where no answer was given is
    declined, and a declining answer to a question that no longer appears is
    dropped. ``passive`` tells such answers (by default: declining ones)."""
    sigma = trades(swaps)
    # later shuffles laid out by earlier findings name the cards by the
    # parts they played: each of the traded cards now plays the other's
    arrangement = {
        n: [(sigma.get(a, a), sigma.get(b, b)) for a, b in s] if n > number else list(s)
        for n, s in m.arrangement.items()
    }
    arrangement.setdefault(number, []).extend(swaps)
    record = next((s for s in m.shuffle_log if s.number == number), None)
    at = record.at if record is not None else 0
    asked = [(e.player, e.prompt) for e in m.game.journal if isinstance(e, Answered)]
    choices = m.choices()
    # (it is rearranged in its turn, as often as not: it keeps its choices)
    out = Match(m.ruleset, m.decks, m.seed, m.deck_names, arrangement, keep_choices=True)
    given = 0
    for a, was in zip(m.answers, choices, strict=True):
        if isinstance(a, tuple):
            if given >= at and out.decision is not None:
                a = relabelled(was, sigma, out.decision)
            question = asked[given] if given < len(asked) else None
            given += 1
            if decline is not None and given > at and question is not None:
                if not _catch_up(out, a, question, decline, passive):
                    continue  # a declining answer to a question no longer asked
        out.replay_one(a)
    return out


def _asks(m: Match, question: tuple[int, str]) -> bool:
    d = m.decision
    return d is not None and (d.player, d.prompt) == question


def _catch_up(m: Match, keys: Answer, question: tuple[int, str], decline: Decline, passive: Passive) -> bool:
    """Before replaying ``keys``, the answer to ``question`` (seat, prompt)
    in a game whose hidden cards were laid out otherwise: decline the
    optional questions that come first (another seat's too, a Finale the
    hand now holds before the opponent's next move, when the answer to
    replay is a move that does not fit it); False when ``keys`` declines a
    question no longer asked (drop it): a ``passive`` answer (declining, or
    ending a step) is dropped when declining the questions before it does
    not lead to its question, and then nothing is declined."""
    if passive(keys) and not _asks(m, question):
        # a refusal may be for a question the new layout no longer asks:
        # declining the questions in between must lead to it
        trial = m.clone()
        _decline_until(trial, keys, question, decline)
        if not _asks(trial, question):
            return False
    _decline_until(m, keys, question, decline)
    if _asks(m, question):
        return True
    return not passive(keys)


def _decline_until(m: Match, keys: Answer, question: tuple[int, str], decline: Decline) -> None:
    """Decline the optional questions before ``question`` (see :func:`_catch_up`)."""
    for _ in range(4):
        d = m.decision
        if d is None or _asks(m, question):
            return
        no = decline(d, m)
        if no is None:
            return
        if d.player != question[0] and (is_declining(keys) or d.fits(keys)):
            # another seat's question: a refusal to replay may be for a
            # question no longer asked, and then nothing is declined
            return
        m.apply_trusted(no)


def trades(swaps: Sequence[tuple[int, int]]) -> dict[int, int]:
    """Card -> the card now in its place, after ``swaps`` made in order."""
    place: dict[int, int] = {}  # place (named by the card that held it) -> card now there
    where: dict[int, int] = {}  # card -> its place
    for a, b in swaps:
        for c in (a, b):
            place.setdefault(where.setdefault(c, c), c)
        pa, pb = where[a], where[b]
        place[pa], place[pb] = b, a
        where[a], where[b] = pb, pa
    return {p: c for p, c in place.items() if p != c}


def relabelled(chosen: tuple[Trait, ...], sigma: dict[int, int], d: Decision) -> Answer:
    """The keys of the options ``chosen``, with the cards of ``sigma``
    traded: each option that involves a traded card becomes the option of
    ``d`` that does the same (verb, zones, value and cost) with the cards
    now in their places, when ``d`` has one (the one of the same key first:
    a choice named by its kind alone, as a frontal attack)."""
    out = []
    for key, was, does in chosen:
        cards = tuple(sigma.get(c, c) for c in was)
        pick = key
        if cards != was:
            same = [x.key for x in d.options if x.cards == cards and trait_of(x)[2] == does]
            if same:
                pick = key if key in same else same[0]
        out.append(pick)
    return tuple(out)
