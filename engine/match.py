"""One game from start to end: the flow driver, journal, save/load, undo.

A :class:`Match` runs its ruleset's flow until the flow asks for a decision,
then waits: :attr:`Match.decision` is what must be answered next, and
:meth:`Match.apply` answers it. The answers (plus the seed and the decks) are
the whole game: replaying them reproduces the journal and the state exactly,
which is how saves, loads, undo and clones work.

.. warning:: :meth:`Match.apply` checks the answer against the decision and
   raises :class:`~engine.errors.IllegalActionError` (the state is unchanged);
   :meth:`Match.apply_trusted` skips the check and is for bots and replays
   that already hold a legal answer.
"""

from __future__ import annotations

import hashlib
import random
import re
import secrets
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine import registry
from engine.cards import CardDef
from engine.decisions import Answer, Decision, Option
from engine.decks import MAX_DECK_CARDS, DeckEntry, DeckList
from engine.errors import DeckError, GameOver, IllegalActionError, InvalidAnswerError, LoadError
from engine.events import Answered, Event, GameStarted
from engine.files import MAX_SAVE_BYTES, read_json
from engine.messages import CardRef, Message, msg
from engine.ruleset import Ruleset
from engine.snapshot import NotQuiescent, Snapshot, copy_game
from engine.state import HIDDEN, PRIVATE, REST, REVERSE, STAND, Card, Game
from engine.view import View, view_for

SAVE_FORMAT = "playmat-match"
SAVE_VERSION = 1
#: Answers a save may hold: a long game has a few hundred, and each one is
#: replayed on loading (changes by hand are legal at any time, so a file of
#: nothing else could take minutes).
MAX_SAVED_ANSWERS = 20_000
#: Bits of a new game's random seed. An opening hand narrows a 31-bit seed's
#: deck order to a brute-forceable few; 128 bits leave nothing to search.
SEED_BITS = 128
#: Seeds up to this are saved as JSON numbers (older saves, explicit seeds);
#: larger ones as a string of digits, as Playmat's JSON reader takes numbers
#: of at most 18 digits.
_SEED_AS_NUMBER = 10**18 - 1


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended: the winning seats (none for a draw)."""

    winners: tuple[int, ...]
    reason: str
    #: ``reason`` as a message, when the game gave one (for the player's language)
    message: Message | None = None

    @property
    def draw(self) -> bool:
        return not self.winners


Resolved = dict[str, list[CardDef]]

#: shuffle number -> position swaps ``(iid, iid)`` made right after it: how a
#: shuffled zone was laid out on a physical table (see :class:`Match`)
Arrangement = dict[int, list[tuple[int, int]]]


@dataclass(frozen=True, slots=True)
class ShuffleRecord:
    """One shuffle of the game: its number (from 1), the zone, how many
    answers had been given (``at``) and the cards in the zone afterwards,
    bottom first."""

    number: int
    zone: str
    at: int
    iids: tuple[int, ...]


class Match:
    def __init__(
        self,
        ruleset: Ruleset,
        decks: Sequence[Resolved],
        seed: int,
        deck_names: Sequence[str] = (),
        arrangement: Arrangement | None = None,
        *,
        keep_choices: bool = False,
        snapshots: bool = False,
    ) -> None:
        self._fields(ruleset, decks, seed, deck_names, arrangement, keep_choices)
        #: the points where the match keeps a :class:`Snapshot` (see :meth:`clone`)
        self._record: tuple[str, ...] = _TURNS if snapshots else ()
        self.game = Game(ruleset, seed, ruleset.seat_teams())
        ruleset.build(self.game, self.decks)
        self.game.renumber(random.Random(seed ^ 0x1D5EED))
        self._hook(self.game)
        self.game.emit(GameStarted(ruleset.id, seed, ruleset.players))
        self._flow: Generator[Decision, tuple[Option, ...], Any] = ruleset.play(self.game)
        self._advance(None)

    def _fields(
        self,
        ruleset: Ruleset,
        decks: Sequence[Resolved],
        seed: int,
        deck_names: Sequence[str],
        arrangement: Arrangement | None,
        keep_choices: bool,
    ) -> None:
        """Everything but the game and its flow (see :meth:`__init__` and :meth:`_resumed`)."""
        self.ruleset = ruleset
        self.seed = seed
        self.decks = list(decks)
        self.deck_names = list(deck_names) or [f"deck {i + 1}" for i in range(len(decks))]
        self.answers: list[Answer | dict[str, Any]] = []
        #: what the options of each answer do (none for a concession or a
        #: change by hand), as plain tuples (:func:`trait_of`); kept only when
        #: asked for (``keep_choices``, :meth:`choices`: the table's
        #: rearranged replays), so that bot games and replays do not pay for them
        self._chosen: list[tuple[Trait, ...]] | None = [] if keep_choices else None
        self.decision: Decision | None = None
        self.error: BaseException | None = None
        #: loaded from a save whose journal the current rules no longer give
        #: (see :meth:`from_dict`)
        self.rules_changed = False
        self._digest = hashlib.sha256()
        self._digest_of: list[Event] | None = None
        self._digested = 0
        #: On a physical table the engine's shuffles are fiction: the real
        #: order shows only as cards are revealed. The arrangement records, per
        #: shuffle, the swaps that make the engine's order agree with what the
        #: table revealed; it is part of the game like the seed.
        self.arrangement: Arrangement = {n: list(s) for n, s in (arrangement or {}).items() if s}
        self.shuffle_log: list[ShuffleRecord] = []
        #: copies of the state as turns began, oldest first (:meth:`clone`)
        self._snaps: list[Snapshot] = []
        self._resumable = type(ruleset).turns is not Ruleset.turns

    def _hook(self, g: Game) -> None:
        g.after_shuffle = self._after_shuffle
        if self._resumable:
            g.at_rest = self._at_rest

    # -- construction -------------------------------------------------------------

    @classmethod
    def new(cls, ruleset_id: str, decks: Sequence[DeckList] | None = None, seed: int | None = None) -> Match:
        """A new game. ``decks`` (one per seat, else cycled) default to the
        game's demo decks; each is checked against the deck-construction rules.
        ``seed`` defaults to a random one of :data:`SEED_BITS` bits from
        :mod:`secrets` (recorded in the journal)."""
        ruleset = registry.get(ruleset_id)
        lists = list(decks) if decks else ruleset.demo_decks()
        if not lists:
            raise LoadError(str(ruleset.game), None, f"no deck lists for {ruleset.id}")
        seats = [lists[i % len(lists)] for i in range(ruleset.players)]
        resolved = [ruleset.check_deck(d) for d in seats]
        if seed is None:
            seed = secrets.randbits(SEED_BITS)
        return cls(ruleset, resolved, seed, [d.name for d in seats])

    # -- the decision API ------------------------------------------------------------

    @property
    def journal(self) -> list[Event]:
        return self.game.journal

    def is_terminal(self) -> bool:
        return self.game.over

    def outcome(self) -> Outcome | None:
        if not self.game.over:
            return None
        return Outcome(self.game.winners, self.game.reason, self.game.reason_message)

    def current_player(self) -> int | None:
        return self.decision.player if self.decision else None

    def legal_options(self) -> tuple[Option, ...]:
        return self.decision.options if self.decision else ()

    def apply(self, answer: object) -> None:
        """Answer the current decision; illegal answers raise and change nothing."""
        if self.decision is None:
            raise IllegalActionError("the game is over: there is nothing to answer")
        keys = self.decision.normalise(answer)
        self.apply_trusted(keys)

    def apply_trusted(self, keys: Answer) -> None:
        """Answer with keys known to be legal (a bot's, a replay's): no check."""
        d = self.decision
        assert d is not None
        chosen = d.chosen(keys)
        self.answers.append(keys)
        if self._chosen is not None:
            self._chosen.append(tuple(map(trait_of, chosen)))
        g = self.game
        g.answers += 1
        if len(chosen) == 1:  # most answers: one option, read without a generator
            o = chosen[0]
            labels: tuple[str | Message, ...] = (o.said,)
            said: tuple[Message | None, ...] = (o.message,)
            private = o.zone is not None and g.zones[o.zone].visibility in (PRIVATE, HIDDEN)
        else:
            labels = tuple([o.said for o in chosen])
            said = tuple([o.message for o in chosen])
            private = self._is_private(d, chosen)
        g.emit(Answered(d.player, d.said, keys, labels, private, d.message, said))
        self._advance(chosen)

    def discard(self) -> None:
        """Let go of a match nobody will play on again (a search's playout):
        its flow is closed and the links between its cards and zones are
        cut, so its memory is freed at once instead of by the cyclic
        collector later (which took a sixth of a search bot's games). The
        match must not be used after."""
        flow, self._flow = self._flow, _ended()
        self.decision = None
        try:
            flow.close()
        except Exception:  # a flow's clean-up failing in a match thrown away: nothing to keep
            pass
        g = self.game
        g.at_rest = g.after_shuffle = None
        for zone in g.zones.values():
            zone.cards.clear()

    def concede(self, player: int) -> None:
        """``player`` concedes: it takes effect at once, whatever is pending."""
        if self.game.over:
            raise IllegalActionError("the game is over")
        if not 0 <= player < self.game.n_players:
            raise IllegalActionError(f"no seat {player}")
        self.answers.append({"concede": player})
        if self._chosen is not None:
            self._chosen.append(())
        try:
            self.game.concede(player)
        except GameOver:
            self.decision = None
            self._flow.close()

    def manual(self, seat: int, action: dict[str, Any]) -> None:
        """A change made by hand for card text the engine does not script
        (DESIGN.md): the players resolve it, the engine records it. It is
        journaled and saved like an answer, and replays exactly.

        ``action`` is one of ``{"move": iid, "to": zone_key, "bottom": bool,
        "face_up": bool}``, ``{"orient": iid, "orientation": "stand"|"rest"|"reverse"}``,
        ``{"flip": iid, "face_up": bool}`` or ``{"counter": name, "player": seat,
        "delta": n}``. Anything malformed raises :class:`IllegalActionError`
        and changes nothing.
        """
        if self.game.over:
            raise IllegalActionError("the game is over")
        if not isinstance(seat, int) or not 0 <= seat < self.game.n_players:
            raise IllegalActionError(f"no seat {seat!r}")
        apply = self._check_manual(action)
        self.answers.append({"manual": dict(action), "seat": seat})
        if self._chosen is not None:
            self._chosen.append(())
        apply(seat)

    def _card_arg(self, value: Any) -> Card:
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < len(self.game.cards):
            raise IllegalActionError(f"no card {value!r}")
        return self.game.cards[value]

    def _check_manual(self, action: Any) -> Callable[[int], None]:
        g = self.game
        if not isinstance(action, dict):
            raise IllegalActionError("a manual action is a table such as {'move': 12, 'to': 'p0.drop'}")
        if "move" in action:
            card = self._card_arg(action["move"])
            dst = g.zones.get(str(action.get("to")))
            if dst is None:
                raise IllegalActionError(f"no zone {action.get('to')!r}")
            if dst is card.zone:
                raise IllegalActionError(f"the card is already in {dst.key}")
            if dst.capacity is not None and len(dst.cards) >= dst.capacity:
                raise IllegalActionError(f"{dst.name} is full")
            face_up = action.get("face_up")
            if face_up is not None and not isinstance(face_up, bool):
                raise IllegalActionError("face_up must be true or false")

            def do_move(seat: int) -> None:
                src = card.zone
                g.move(
                    card,
                    dst,
                    bottom=bool(action.get("bottom", False)),
                    face_up=face_up,
                    orientation=None,
                    why="by hand",
                )
                hidden = msg("log.by_hand.moved_hidden", n=seat + 1, src=src.name, dst=dst.name)
                named = msg(
                    "log.by_hand.moved",
                    n=seat + 1,
                    card=CardRef(card.iid, g.label(card, None)),
                    src=src.name,
                    dst=dst.name,
                )
                g.log(named if card.face_up else hidden, public_text=hidden)

            return do_move
        if "orient" in action:
            card = self._card_arg(action["orient"])
            o = action.get("orientation")
            if o not in (STAND, REST, REVERSE):
                raise IllegalActionError("orientation must be stand, rest or reverse")

            def do_orient(seat: int) -> None:
                g.set_orientation(card, o)
                how = Message(f"log.orientation.{o}")
                g.log(msg("log.by_hand.turned", n=seat + 1, card=CardRef(card.iid, g.label(card, None)), how=how))

            return do_orient
        if "flip" in action:
            card = self._card_arg(action["flip"])
            up = action.get("face_up")
            if not isinstance(up, bool):
                raise IllegalActionError("face_up must be true or false")

            def do_flip(seat: int) -> None:
                g.flip(card, up)
                g.log(msg("log.by_hand.face_up" if up else "log.by_hand.face_down", n=seat + 1))

            return do_flip
        if "counter" in action:
            name, who, delta = action.get("counter"), action.get("player"), action.get("delta")
            if not isinstance(name, str) or not name or len(name) > 40:
                raise IllegalActionError("counter needs a name")
            if not isinstance(who, int) or not 0 <= who < g.n_players:
                raise IllegalActionError(f"no player {who!r}")
            if not isinstance(delta, int) or isinstance(delta, bool) or abs(delta) > 1000:
                raise IllegalActionError("delta must be a whole number")

            def do_counter(seat: int) -> None:
                g.add_counter(who, name, delta)
                g.log(msg("log.by_hand.counter", n=seat + 1, who=who + 1, counter=name, delta=delta))

            return do_counter
        raise IllegalActionError(f"unknown manual action {sorted(action)!r}")

    def _after_shuffle(self, g: Game, zone: Any, number: int) -> None:
        cards = zone.cards
        for a, b in self.arrangement.get(number, ()):
            if not (0 <= a < len(g.cards) and 0 <= b < len(g.cards)):
                raise IllegalActionError(f"shuffle {number}: no card #{a} or #{b}")
            ca, cb = g.cards[a], g.cards[b]
            if ca.zone is not zone or cb.zone is not zone:
                raise IllegalActionError(f"shuffle {number} of {zone.key} does not hold cards #{a} and #{b}")
            ia, ib = cards.index(ca), cards.index(cb)
            cards[ia], cards[ib] = cb, ca
        self.shuffle_log.append(ShuffleRecord(number, zone.key, g.answers, tuple(c.iid for c in cards)))

    def choices(self) -> list[tuple[Trait, ...]]:
        """What the options of each answer did (see :func:`trait_of`), read
        by replaying the game once when they were not kept; kept from then on."""
        if self._chosen is None:
            m = Match(self.ruleset, self.decks, self.seed, self.deck_names, self.arrangement, keep_choices=True)
            m.replay(self.answers)
            self._chosen = m._chosen
        assert self._chosen is not None
        return self._chosen

    def _is_private(self, d: Decision, chosen: tuple[Option, ...]) -> bool:
        zones = self.game.zones
        return any(o.zone is not None and zones[o.zone].visibility in (PRIVATE, HIDDEN) for o in chosen)

    def _advance(self, sent: tuple[Option, ...] | None) -> None:
        try:
            self.decision = self._flow.send(sent)  # type: ignore[arg-type]
        except GameOver:
            self.decision = None
        except StopIteration:
            self.decision = None
            if not self.game.over:
                raise RuntimeError(f"{self.ruleset.id}: the game flow ended without an outcome") from None

    # -- views ---------------------------------------------------------------------------

    def view(self, player: int) -> View:
        """What ``player`` may see; never a face they may not see."""
        return view_for(self.game, player)

    def log(self, viewer: int | None = None) -> list[str]:
        return [e.describe(viewer) for e in self.game.journal]

    # -- replay, undo, save -------------------------------------------------------------

    def replay(self, answers: Sequence[Answer | dict[str, Any]]) -> None:
        for a in answers:
            self.replay_one(a)

    def replay_one(self, a: Any) -> None:
        """Replay one saved answer: keys, a concession or a change by hand."""
        if isinstance(a, dict) and set(a) == {"concede"}:
            self.concede(int(a["concede"]))
        elif isinstance(a, dict) and set(a) == {"manual", "seat"}:
            self.manual(a["seat"], a["manual"])
        elif isinstance(a, (list, tuple)):
            self.apply(tuple(a))
        else:
            raise IllegalActionError(f"not an answer: {a!r}")

    def clone(self) -> Match:
        """An independent copy in the same position: a copy of the state as
        the current turn began, and the answers of this turn replayed
        (:mod:`engine.snapshot`); a finished game is copied as it is. The
        first clone or rewind of a match replays the whole game once, keeping
        a snapshot of each turn, and the match keeps one per turn from then on.
        Like a replay, a clone is the game its answers make: a change made to
        :attr:`game` directly is not in it."""
        n = len(self.answers)
        if self.game.over:
            try:
                return self._copied()
            except NotQuiescent:
                pass
        snap = self._latest(n)
        if snap is None:
            return self._replayed(n, record=False)
        m = self._resumed(snap, record=())
        m._replay_known(self.answers[snap.at : n])
        return m

    def rewind(self, n_answers: int) -> Match:
        """A match as it was after its first ``n_answers`` answers (undo),
        rebuilt from the latest snapshot at or before that answer (see
        :meth:`clone`); it keeps snapshots as turns begin, as the game goes on there."""
        if not 0 <= n_answers <= len(self.answers):
            raise IllegalActionError(f"cannot rewind to answer {n_answers} of {len(self.answers)}")
        snap = self._latest(n_answers)
        if snap is None:
            return self._replayed(n_answers, record=True)
        m = self._resumed(snap, record=_TURNS)
        m._replay_known(self.answers[snap.at : n_answers])
        m._record = _EVERY_POINT  # the game may go on from here
        return m

    def _replayed(self, n: int, record: bool) -> Match:
        """The game after its first ``n`` answers, replayed from the seed;
        ``record``: keeping a snapshot of each turn, and of every point from then on."""
        m = Match(self.ruleset, self.decks, self.seed, self.deck_names, self.arrangement, snapshots=record)
        m.replay(self.answers[:n])
        if record:
            m._record = _EVERY_POINT
        return m

    def _latest(self, n: int) -> Snapshot | None:
        """The latest snapshot taken at or before answer ``n``. A match keeps
        none until first asked: then it replays the game once, keeping one per
        turn, and keeps one as each later turn begins."""
        if not self._resumable:
            return None
        if not self._record:
            self._record = _EVERY_POINT
            if not self._snaps:
                self._snaps = self._replayed(len(self.answers), record=True)._snaps
        for snap in reversed(self._snaps):
            if snap.at <= n:
                return snap
        return None

    def _at_rest(self, g: Game, point: str) -> None:
        """The flow is where it resumes from the state alone (:meth:`Game.resting`):
        keep a snapshot when recording there. The snapshots kept are one per
        turn, as it began, and every one of the turn in progress."""
        if point not in self._record:
            return
        at, events = len(self.answers), len(g.journal)
        snaps = self._snaps
        if snaps and snaps[-1].at == at:
            if snaps[-1].events == events:
                return  # resumed from this very snapshot
            snaps.pop()  # no answer since the last one: the latest serves every later answer
        try:
            snap = Snapshot.of(at, events, point, g, tuple(self.shuffle_log))
        except NotQuiescent:
            return
        if point == "turn" and snaps and snaps[-1].point != "turn":
            snaps[:] = [s for s in snaps if s.point == "turn"]
        snaps.append(snap)

    def _resumed(self, snap: Snapshot, record: tuple[str, ...]) -> Match:
        """A match at ``snap``: a copy of its state, the flow resumed there."""
        m = Match.__new__(Match)
        m._fields(self.ruleset, self.decks, self.seed, self.deck_names, self.arrangement, False)
        m.answers = self.answers[: snap.at]
        m.shuffle_log = list(snap.shuffles)
        m._snaps = [s for s in self._snaps if s.at <= snap.at]
        m._record = record
        m.game = snap.resumed()
        m._hook(m.game)
        flow = self.ruleset.turns(m.game, snap.point)
        assert flow is not None  # a snapshot is taken only where the ruleset resumes
        m._flow = flow
        m._advance(None)
        return m

    def _copied(self) -> Match:
        """A copy of a finished game (nothing is left to answer)."""
        m = Match.__new__(Match)
        m._fields(self.ruleset, self.decks, self.seed, self.deck_names, self.arrangement, False)
        m.game = copy_game(self.game)
        m.answers = list(self.answers)
        m.shuffle_log = list(self.shuffle_log)
        m._snaps = list(self._snaps)
        m._record = ()
        m._hook(m.game)
        m._flow = _ended()
        return m

    def _replay_known(self, answers: Sequence[Answer | dict[str, Any]]) -> None:
        """Replay answers this game was given already (a clone's): no check."""
        for a in answers:
            if isinstance(a, tuple) and self.decision is not None:
                self.apply_trusted(a)
            else:
                self.replay_one(a)

    def undo(self, seat: int | None = None) -> Match:
        """The match as it was at the previous decision of ``seat`` (any seat
        if None): the practice-mode undo."""
        for k in range(len(self.answers) - 1, -1, -1):
            if not isinstance(self.answers[k], tuple):
                continue
            if seat is None:
                return self.rewind(k)
            prior = self.rewind(k)
            if prior.decision is not None and prior.decision.player == seat:
                return prior
        return self.rewind(0)

    def journal_digest(self) -> str:
        """SHA-256 of the journal's records, kept up to date as the journal
        grows (it is append-only), so saving after every answer stays cheap."""
        journal = self.game.journal
        if self._digest_of is not journal or self._digested > len(journal):
            self._digest = hashlib.sha256()
            self._digest_of = journal
            self._digested = 0
        for e in journal[self._digested :]:
            self._digest.update(repr(e.record()).encode())
        self._digested = len(journal)
        return self._digest.hexdigest()

    def to_dict(self) -> dict[str, Any]:
        data = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "ruleset": self.ruleset.id,
            "seed": self.seed if 0 <= self.seed <= _SEED_AS_NUMBER else str(self.seed),
            "deck_names": self.deck_names,
            "decks": [{s: [c.id for c in cards] for s, cards in d.items()} for d in self.decks],
            "answers": [a if isinstance(a, dict) else list(a) for a in self.answers],
            "journal_sha256": self.journal_digest(),
        }
        if self.arrangement:
            data["arrangement"] = {str(n): [list(p) for p in s] for n, s in sorted(self.arrangement.items())}
        return data

    @classmethod
    def from_dict(cls, data: Any, source: str = "<save>") -> Match:
        """The game a save holds (:meth:`to_dict`), its answers replayed.

        ``data`` is untrusted (any value a JSON file can hold): every way it
        can be wrong is a :class:`LoadError` naming ``source``; the decks
        must follow the game's deck-construction rules, as a new game's do."""

        def bad(msg: str) -> LoadError:
            return LoadError(source, None, msg)

        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise bad("not a Playmat saved game")
        if data.get("version") != SAVE_VERSION:
            raise bad(f"saved by an unsupported version ({_brief(data.get('version'))})")
        rid = data.get("ruleset")
        if not isinstance(rid, str):
            raise bad("the game's ruleset is missing")
        try:
            ruleset = registry.get(rid)
        except KeyError:
            raise bad(f"unknown game {_brief(rid)}") from None
        seed = data.get("seed")
        if isinstance(seed, str) and re.fullmatch(r"[0-9]{1,40}", seed):
            seed = int(seed)  # a seed too large for a JSON number of Playmat's (SEED_BITS)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise bad("seed is missing")
        decks = _saved_decks(ruleset, data.get("decks"), source)
        names = data.get("deck_names", [])
        if not (isinstance(names, list) and all(isinstance(n, str) for n in names) and len(names) in (0, len(decks))):
            raise bad(f"deck_names must be a list of {len(decks)} names")
        arrangement = _saved_arrangement(data.get("arrangement", {}), source)
        try:
            m = cls(ruleset, decks, seed, names, arrangement)
        except IllegalActionError as exc:
            raise bad(f"the arrangement does not fit the game: {exc}") from None
        answers = data.get("answers", [])
        if not isinstance(answers, list):
            raise bad("answers must be a list")
        if len(answers) > MAX_SAVED_ANSWERS:
            raise bad(f"more than {MAX_SAVED_ANSWERS:,} answers")
        for n, a in enumerate(answers, start=1):
            problem = _answer_problem(a)
            if problem:
                raise bad(f"answer {n} is malformed: {problem}")
            try:
                m.replay_one(a)
            except (IllegalActionError, InvalidAnswerError) as exc:
                raise bad(f"answer {n} does not fit the game: {exc}") from None
        want = data.get("journal_sha256")
        # Every saved answer fits the game, but its journal reads otherwise: the
        # rules changed since it was saved (a fix of how an effect resolves, a
        # new log line). The answers are the game, so it opens, replayed under
        # the current rules, and says so; refusing would lose the game.
        m.rules_changed = want is not None and want != m.journal_digest()
        return m

    @classmethod
    def load(cls, path: str | Path) -> Match:
        """The game saved in the file ``path`` (see :meth:`from_dict`)."""
        return cls.from_dict(read_json(path, "saved game", MAX_SAVE_BYTES), str(path))


#: the points where a match keeps snapshots (see :meth:`Match.clone`): as
#: turns begin (a game replayed to take them), and every point (a game played on)
_TURNS = ("turn",)
_EVERY_POINT = ("turn", "main")


def _ended() -> Generator[Decision, tuple[Option, ...], Any]:
    """The flow of a finished game (a generator that is done)."""
    flow = _no_more()
    flow.close()
    return flow


def _no_more() -> Generator[Decision, tuple[Option, ...], Any]:
    return
    yield


def _brief(value: Any) -> str:
    """A value of a save, for a message: its repr, cut short."""
    text = repr(value) if isinstance(value, str | int | float | bool | None) else type(value).__name__
    return text if len(text) <= 40 else text[:37] + "..."


def _saved_decks(ruleset: Ruleset, raw: Any, source: str) -> list[Resolved]:
    """A save's decks, one per seat: card ids per section, checked against
    the card pool and the deck-construction rules."""
    if not isinstance(raw, list) or len(raw) != ruleset.players:
        n = len(raw) if isinstance(raw, list) else "no"
        raise LoadError(source, None, f"{ruleset.id} needs {ruleset.players} decks, the save has {n}")
    decks: list[Resolved] = []
    for i, d in enumerate(raw, start=1):
        if not isinstance(d, dict):
            raise LoadError(source, None, f"deck {i} must be a table of sections")
        listed = DeckList(source, f"deck {i}")
        for section, ids in d.items():
            if section not in ruleset.deck_sections:
                raise LoadError(source, None, f"deck {i}: {_brief(section)} is not a section of a {ruleset.id} deck")
            if not isinstance(ids, list) or not all(isinstance(x, str) for x in ids):
                raise LoadError(source, None, f"deck {i}: [{section}] must be a list of card ids")
            if len(ids) > MAX_DECK_CARDS:
                raise LoadError(source, None, f"deck {i}: more than {MAX_DECK_CARDS} cards in [{section}]")
            listed.sections[section] = [DeckEntry(1, x, 0) for x in ids]
        try:
            ruleset.check_deck(listed)
        except DeckError as exc:
            raise LoadError(source, None, f"deck {i}: {exc.message}") from None
        pool = ruleset.pool
        decks.append({section: [pool[e.card_id] for e in entries] for section, entries in listed.sections.items()})
    return decks


def _saved_arrangement(raw: Any, source: str) -> Arrangement:
    """A save's arrangement: shuffle number -> swaps of two card numbers."""
    if not isinstance(raw, dict):
        raise LoadError(source, None, "arrangement must be a table")
    arrangement: Arrangement = {}
    for n, swaps in raw.items():
        if not re.fullmatch(r"[0-9]{1,9}", n) or not isinstance(swaps, list):
            raise LoadError(source, None, f"arrangement of shuffle {_brief(n)} is malformed")
        pairs = []
        for pair in swaps:
            if not (isinstance(pair, list) and len(pair) == 2 and all(type(x) is int and x >= 0 for x in pair)):
                what = f"arrangement of shuffle {n}: {_brief(pair)}"
                raise LoadError(source, None, f"{what} is not a pair of card numbers")
            pairs.append((pair[0], pair[1]))
        arrangement[int(n)] = pairs
    return arrangement


def _answer_problem(a: Any) -> str:
    """What is wrong with the shape of a saved answer, or "": a list of keys,
    ``{"concede": seat}`` or ``{"manual": {...}, "seat": seat}``."""
    if isinstance(a, list):
        return "" if all(isinstance(k, str) for k in a) else "an answer is a list of keys"
    if isinstance(a, dict) and set(a) == {"concede"}:
        return "" if type(a["concede"]) is int else "concede names a seat"
    if isinstance(a, dict) and set(a) == {"manual", "seat"}:
        if type(a["seat"]) is int and isinstance(a["manual"], dict):
            return ""
        return "a change by hand names a seat and a table"
    return f"not an answer: {_brief(a)}"


#: an option as :func:`trait_of` keeps it: key, cards, then what it does
Trait = tuple[str, tuple[int, ...], tuple[str, str, str, object, tuple[tuple[str, int], ...]]]


def trait_of(o: Option) -> Trait:
    return (o.key, o.cards, (o.verb, o.src, o.dst, o.value, o.cost))
