"""One game as the window plays it (no Qt here).

A :class:`Session` owns the match and knows which seats people play and which
seats a bot answers for. It applies people's answers, lets the bots answer
theirs, keeps the undo/redo history of practice games, and writes the game to
its autosave file after every change, so that closing the window or a crash
loses nothing. The whole game is written each time (durably, see
:mod:`desktop.saves`); a write that fails is kept in ``save_error`` and the
game stays whole in memory, so the next write that succeeds (after the next
change, or a retry) holds every answer. While a session writes a file it
holds that game's lock: a second window cannot open the game to write it too.

Modes:

- ``goldfish``: one person (seat 1) against an opponent that does nothing
  (:class:`PassiveBot`; the kiosk may choose the random bot); a Tag Team
  partner plays its own turns (the heuristic bot); undo and redo.
- ``vsbot``: one person (seat 1) against the heuristic bot, which plays every
  other seat; undo and redo.
- ``hotseat``: every seat is played by a person, on one screen.
- ``watch``: the heuristic bot plays every seat (the spectator table, and the kiosk's attract loop).
"""

from __future__ import annotations

import json
import logging
import os
import secrets
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from desktop.saves import LOCK_SUFFIX, GameInUse, GameLock, drop_stale_lock, held_by, prune_leftovers, write_file
from engine import registry
from engine.bots import RandomBot, make_bot
from engine.decisions import Answer, Decision, Kind
from engine.decks import DeckList
from engine.errors import IllegalActionError, LoadError, PlaymatError
from engine.files import MAX_SAVE_BYTES, read_json
from engine.heuristic import HeuristicBot
from engine.match import SAVE_FORMAT, SEED_BITS, Match
from engine.search import SearchBot
from engine.view import View

log = logging.getLogger(__name__)

GOLDFISH = "goldfish"
#: one person against the heuristic bot
VSBOT = "vsbot"
HOTSEAT = "hotseat"
WATCH = "watch"
#: paper cards on the sensor mat, followed by table sync (desktop.table)
TABLE = "table"
MODES = (GOLDFISH, VSBOT, HOTSEAT, WATCH, TABLE)
#: how strong the bot is against one person (``vsbot``), as ``opponent``
#: says it: the heuristic bot, the easy bot that slips now and then, or the
#: strong one that plays its answers out (the search bot)
NORMAL, EASY, STRONG = "heuristic", "easy", "search"
STRENGTHS = (EASY, NORMAL, STRONG)
#: CPU seconds the strong bot thinks about each decision with a real choice
STRONG_BUDGET = 1.0
#: the modes with undo and redo: one person practising against the computer
PRACTICE = (GOLDFISH, VSBOT)
MODE_TITLES = {
    GOLDFISH: "Goldfish (practice alone)",
    VSBOT: "Against a bot",
    HOTSEAT: "Hot-seat (friends, one screen)",
    WATCH: "Watch bots",
    TABLE: "Table (paper cards on the sensor mat)",
}

PASSIVE = "passive"
BOT = "bot"

#: The largest seed a game may be given: seeds have :data:`~engine.match.SEED_BITS`
#: bits (new games draw theirs from :mod:`secrets`); saves keep big ones as text.
MAX_SEED = 2**SEED_BITS - 1

#: A game still running after this many answers is taken to be stuck.
MAX_DECISIONS = 50_000

#: Saved games kept in the recent list.
RECENT_KEPT = 30

SAVE_SUFFIX = ".playmat.json"


class Chooser(Protocol):
    def choose(self, decision: Decision) -> Answer: ...


#: Verbs of the options that mean "do nothing" (end the phase, pass, skip, no).
PASS_VERBS = ("pass", "no")


def pass_option(decision: Decision) -> str | None:
    """The key of the option that does nothing (pass, end the phase, skip,
    no), if the decision has one."""
    for o in decision.options:
        if o.verb in PASS_VERBS:
            return o.key
    return None


class PassiveBot:
    """The goldfish opponent: it does as little as the rules allow (passes,
    skips, says no, chooses as few cards as it may)."""

    def choose(self, decision: Decision) -> Answer:
        keys = [o.key for o in decision.options]
        if decision.kind is Kind.ORDER:
            return tuple(keys)
        if decision.max > 1 or decision.min != 1:
            return tuple(keys[: decision.min])
        key = pass_option(decision)
        return (key if key is not None else keys[0],)


@dataclass(frozen=True, slots=True)
class RulesetChoice:
    """A ruleset as the window lists it. ``problem`` says why it cannot be
    played (its module failed to load); empty when it can."""

    id: str
    title: str
    players: int
    problem: str = ""


def ruleset_choices() -> list[RulesetChoice]:
    """Every registered ruleset, in registry order. A ruleset whose module
    fails to load is listed with its problem instead of hiding the others."""
    choices = []
    for rid in registry.ids():
        try:
            rs = registry.get(rid)
        except Exception as exc:  # one broken game must not hide the rest
            log.warning("ruleset %s cannot be loaded", rid, exc_info=True)
            choices.append(RulesetChoice(rid, rid, 0, f"{type(exc).__name__}: {exc}"))
        else:
            choices.append(RulesetChoice(rid, rs.title or rid, rs.players))
    return choices


@dataclass
class GameSetup:
    """What the start screen chose. ``decks`` holds one deck list per seat
    (cycled; empty: the game's demo decks); ``seed`` None picks one."""

    ruleset_id: str
    mode: str = GOLDFISH
    decks: Sequence[DeckList] = ()
    seed: int | None = None
    opponent: str = PASSIVE
    #: table mode: the simulated sensor mat and camera instead of the real ones
    sim: bool = False


#: Builds a match from a setup (the engine's Match.new by default; tests pass toy games).
MatchFactory = Callable[[GameSetup], Match]


def new_match(setup: GameSetup) -> Match:
    return Match.new(setup.ruleset_id, decks=list(setup.decks) or None, seed=setup.seed)


def games_dir(state: Path) -> Path:
    return state / "games"


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A game file as the recent list shows it."""

    path: Path
    ruleset_id: str
    mode: str
    turn: int
    answers: int
    over: bool
    saved: float

    def title(self) -> str:
        try:
            name = registry.get(self.ruleset_id).title
        except Exception:  # an unknown or broken ruleset still lists the file
            name = self.ruleset_id
        state = "finished" if self.over else f"turn {self.turn}"
        stamp = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.saved))
        return f"{name} · {MODE_TITLES.get(self.mode, self.mode).split(' (')[0]} · {state} · {stamp}"


def read_saved(path: Path) -> SavedGame:
    """The summary of a game file; raises :class:`LoadError` naming the file
    (and the line) when it is not a saved game Playmat can read."""
    data = read_json(path, "saved game", MAX_SAVE_BYTES)
    name = str(path)
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise LoadError(name, None, "not a Playmat saved game")
    meta = data.get("desktop")
    meta = meta if isinstance(meta, dict) else {}
    mode, turn = meta.get("mode"), meta.get("turn")
    ruleset, answers = data.get("ruleset"), data.get("answers", [])
    if not isinstance(ruleset, str) or not isinstance(answers, list):
        raise LoadError(name, None, "not a Playmat saved game (no game or no answers)")
    try:
        saved = os.stat(path).st_mtime
    except OSError as exc:
        raise LoadError(name, None, f"cannot read saved game: {exc.strerror or exc}") from None
    return SavedGame(
        path,
        ruleset,
        mode if isinstance(mode, str) else GOLDFISH,
        turn if isinstance(turn, int) else 0,
        len(answers),
        meta.get("over") is True,
        saved,
    )


@dataclass(frozen=True, slots=True)
class RecentGames:
    """The saved games to list, newest first, and the files of ``games/``
    skipped because they are not saved games Playmat can read (one message
    each, naming the file)."""

    games: tuple[SavedGame, ...]
    skipped: tuple[str, ...]


def _newest_first(folder: Path) -> list[Path]:
    """The game files of ``folder``, newest first (one that cannot be looked at last)."""

    def age(path: Path) -> float:
        try:
            return os.stat(path).st_mtime
        except OSError:
            return float("-inf")

    return sorted(folder.glob("*" + SAVE_SUFFIX), key=age, reverse=True)


def recent_games(state: Path, limit: int = 10) -> RecentGames:
    """The newest ``limit`` saved games; a file that is not one is skipped and named."""
    folder = games_dir(state)
    games: list[SavedGame] = []
    skipped: list[str] = []
    for path in _newest_first(folder) if folder.is_dir() else []:
        if len(games) == limit:
            break
        try:
            games.append(read_saved(path))
        except LoadError as exc:
            log.warning("not listed: %s", exc)
            skipped.append(str(exc))
    return RecentGames(tuple(games), tuple(skipped))


def prune_recent(state: Path, keep: int = RECENT_KEPT) -> None:
    """Keep the newest ``keep`` games of ``games/`` (and every game a window
    has open); remove the temporary files and lock files crashes left."""
    folder = games_dir(state)
    if not folder.is_dir():
        return
    prune_leftovers(folder)
    for old in _newest_first(folder)[keep:]:
        if held_by(old) is not None:
            continue
        try:
            old.unlink()
        except OSError:
            log.warning("cannot remove old game %s", old)
    for lock in folder.glob("*" + SAVE_SUFFIX + LOCK_SUFFIX):
        game = lock.with_name(lock.name.removesuffix(LOCK_SUFFIX))
        if not game.exists():
            drop_stale_lock(game)


@dataclass(frozen=True)
class Thought:
    """A bot's answer worked out on another thread, and the match and
    answer count it was worked out for."""

    at: tuple[Match, int]
    answer: Answer


@dataclass
class Session:
    """One match with its seats assigned to people or bots."""

    match: Match
    mode: str = GOLDFISH
    opponent: str = PASSIVE
    #: where every change is written (None: nowhere)
    autosave: Path | None = None
    #: the bot answering for each seat people do not play
    bots: dict[int, Chooser] = field(default_factory=dict)
    _redo: list[Match] = field(default_factory=list, repr=False)
    #: the seat whose view the screen shows
    viewer: int = 0
    #: a replay: every answer of the saved game (``match`` holds the first ``replay_at``)
    replay: list[Any] | None = None
    replay_at: int = 0
    #: why the last write of the autosave failed (None: the file holds the game)
    save_error: str | None = field(default=None, init=False)
    #: told after every write of the autosave: None when it succeeded, else why not
    on_saved: Callable[[str | None], None] | None = field(default=None, repr=False, compare=False)
    _lock: GameLock | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"unknown mode {self.mode!r}; known: {', '.join(MODES)}")
        if not self.bots and self.replay is None:
            self.bots = self._make_bots()
        self.viewer = self.next_viewer()

    # -- construction -------------------------------------------------------------

    @classmethod
    def start(cls, setup: GameSetup, autosave: Path | None = None, factory: MatchFactory = new_match) -> Session:
        match = factory(setup)
        session = cls(match, setup.mode, setup.opponent, autosave)
        log.info("new %s game of %s, seed %d", setup.mode, match.ruleset.id, match.seed)
        session.save_now()
        return session

    @classmethod
    def open(cls, path: Path, autosave: Path | None = None) -> Session:
        """A saved game (an autosave or a file saved with Save as), that goes
        on being written to ``autosave``. Raises :class:`LoadError` naming the
        file when it cannot be read, :class:`~desktop.saves.GameInUse` when
        another window holds ``autosave``."""
        lock = None
        if autosave is not None:
            try:
                lock = GameLock.acquire(autosave)
            except OSError:
                log.warning("cannot lock %s", autosave, exc_info=True)  # save_now says so if it cannot write
        try:
            session = cls._read(Path(path), autosave)
        except BaseException:
            if lock is not None:
                lock.release()
            raise
        session._lock = lock
        return session

    @classmethod
    def _read(cls, path: Path, autosave: Path | None) -> Session:
        """The game in ``path``, read as an untrusted file."""
        data = read_json(path, "saved game", MAX_SAVE_BYTES)
        match = Match.from_dict(data, str(path))
        meta = data.get("desktop", {}) if isinstance(data, dict) else {}
        mode = meta.get("mode", GOLDFISH) if isinstance(meta, dict) else GOLDFISH
        opponent = meta.get("opponent", PASSIVE) if isinstance(meta, dict) else PASSIVE
        session = cls(match, mode if mode in MODES else GOLDFISH, str(opponent), autosave)
        log.info("opened %s (%s, %d answers)", path, match.ruleset.id, len(match.answers))
        return session

    @classmethod
    def open_replay(cls, path: Path) -> Session:
        """A saved game to replay step by step, from its start."""
        full = cls.open(path)
        answers = list(full.match.answers)
        start = full.match.rewind(0)
        return cls(start, full.mode, full.opponent, None, bots={}, replay=answers, replay_at=0)

    def replay_to(self, n: int) -> None:
        """Show the replayed game after its first ``n`` answers."""
        if self.replay is None:
            return
        n = max(0, min(n, len(self.replay)))
        if n < self.replay_at:
            self.match = self.match.rewind(n)
        else:
            for a in self.replay[self.replay_at : n]:
                self.match.replay([a])
        self.replay_at = n
        d = self.match.decision
        if d is not None:
            self.viewer = d.player

    def _make_bots(self) -> dict[int, Chooser]:
        n = len(self.match.game.players)
        seed = self.match.seed
        if self.mode in (HOTSEAT, TABLE):
            return {}
        if self.mode == WATCH:
            # bots that play as people would (the kiosk's attract loop shows these)
            return {s: HeuristicBot(self._view_of) for s in range(n)}
        players = self.match.game.players
        bots: dict[int, Chooser] = {}
        for s in range(1, n):
            # a Tag Team partner plays its own turns; a goldfish opponent does
            # nothing, or plays at random when the kiosk asks for a bot
            if players[s].team == players[0].team:
                bots[s] = HeuristicBot(self._view_of)
            elif self.mode == VSBOT:
                strength = self.opponent if self.opponent in STRENGTHS else NORMAL
                bots[s] = make_bot(strength, self._view_of, seed * 8 + s, self._match_now, STRONG_BUDGET)
            else:
                bots[s] = RandomBot(seed * 8 + s) if self.opponent == BOT else PassiveBot()
        return bots

    def _view_of(self, seat: int) -> View:
        """What ``seat`` sees of the match now (the match changes on undo)."""
        return self.match.view(seat)

    def _match_now(self) -> Match:
        return self.match

    # -- state ----------------------------------------------------------------------

    @property
    def humans(self) -> frozenset[int]:
        return frozenset(s for s in range(len(self.match.game.players)) if s not in self.bots)

    @property
    def decision(self) -> Decision | None:
        return self.match.decision

    @property
    def over(self) -> bool:
        return self.match.decision is None

    def human_to_decide(self) -> bool:
        d = self.match.decision
        return d is not None and d.player not in self.bots

    def bot_to_decide(self) -> bool:
        d = self.match.decision
        return d is not None and d.player in self.bots

    def next_viewer(self) -> int:
        """The seat the screen should show: the person deciding now, else
        the one who decided last (seat 1 in the practice modes)."""
        d = self.match.decision
        if d is not None and d.player not in self.bots:
            return d.player
        if self.mode in PRACTICE:
            return 0
        return self.viewer

    # -- changes ----------------------------------------------------------------------

    def answer(self, keys: Answer | str) -> None:
        """A person's answer to the current decision (raises and changes
        nothing if it is not legal)."""
        d = self.match.decision
        if d is None:
            raise IllegalActionError("the game is over: there is nothing to answer")
        if d.player in self.bots:
            raise IllegalActionError(f"Player {d.player + 1} is played by the computer")
        with self._intact():
            self.match.apply(keys)
        self._redo.clear()
        self.save_now()

    def run_bots(
        self,
        budget_s: float,
        clock: Callable[[], float] = time.perf_counter,
        until: Callable[[], bool] | None = None,
        *,
        thinkers: bool = True,
    ) -> int:
        """Let the bots answer their decisions until a person must decide, the
        game ends, ``budget_s`` has passed (at least one answer when one is
        due), or ``until()`` holds after an answer. Returns how many were
        answered. Without ``thinkers`` it stops where a bot that thinks for
        a while is to decide (:meth:`thinker`: the window lets it think on
        another thread, :meth:`think`)."""
        deadline = clock() + budget_s
        done = 0
        while self.bot_to_decide():
            d = self.match.decision
            assert d is not None
            if not thinkers and self.thinker() is not None:
                break
            if len(self.match.answers) >= MAX_DECISIONS:
                raise RuntimeError(f"the game has not ended after {len(self.match.answers)} answers")
            try:
                with self._intact():
                    self.match.apply(self.bots[d.player].choose(d))
            except Exception:
                if done:
                    self.save_now()
                raise
            done += 1
            if clock() >= deadline or (until is not None and until()):
                break
        if done:
            self._redo.clear()
            self.save_now()
        return done

    def thinker(self) -> SearchBot | None:
        """The bot to decide now if it thinks for a while about its answer
        (the strong bot), else None."""
        d = self.match.decision
        bot = self.bots.get(d.player) if d is not None else None
        return bot if isinstance(bot, SearchBot) else None

    def think(self) -> Callable[[], Thought]:
        """The thinking of the bot to decide (:meth:`thinker`), as work for
        another thread: it thinks on a copy of the match taken now, so
        nothing the window does meanwhile can change what it reads. Give
        the answer with :meth:`apply_thought`."""
        bot = self.thinker()
        if bot is None:
            raise IllegalActionError("no bot is thinking about the decision now")
        copy = self.match.clone()
        d = copy.decision
        assert d is not None
        at = (self.match, len(self.match.answers))
        return lambda: Thought(at, bot.choose_in(copy, d))

    def apply_thought(self, thought: Thought) -> bool:
        """Give the answer a bot thought of (:meth:`think`), unless the game
        moved on while it thought (undo, a change by hand): False then."""
        match, answered = thought.at
        if match is not self.match or len(match.answers) != answered or self.thinker() is None:
            return False
        with self._intact():
            self.match.apply(thought.answer)
        self._redo.clear()
        self.save_now()
        return True

    @contextmanager
    def _intact(self) -> Iterator[None]:
        """An answer the rules code fails on (a fault in the engine or in a
        card's data) leaves the game as it was before that answer, not half
        applied: the fault is raised, and the game plays on from there."""
        before = len(self.match.answers)
        try:
            yield
        except PlaymatError:
            raise  # refused before anything changed
        except Exception:
            log.error("the rules failed on answer %d; the game is kept as it was before it", before + 1)
            self.match = self.match.rewind(before)
            raise

    def manual(self, action: dict[str, Any], seat: int | None = None) -> None:
        """A change made by hand (moves, turns, flips, counters), logged as such."""
        self.match.manual(self.viewer if seat is None else seat, action)
        self._redo.clear()
        self.save_now()

    def concede(self, seat: int | None = None) -> None:
        self.match.concede(self.viewer if seat is None else seat)
        self._redo.clear()
        self.save_now()

    # -- undo / redo (practice modes) ---------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        return self.mode in PRACTICE and self.replay is None and any(isinstance(a, tuple) for a in self.match.answers)

    @property
    def can_redo(self) -> bool:
        return self.mode in PRACTICE and self.replay is None and bool(self._redo)

    def undo(self) -> bool:
        """Back to your previous decision (goldfish and against a bot)."""
        if not self.can_undo:
            return False
        before = self.match
        self.match = before.undo(seat=0)
        self._redo.append(before)
        self.bots = self._make_bots()
        self.save_now()
        return True

    def redo(self) -> bool:
        if not self.can_redo:
            return False
        self.match = self._redo.pop()
        self.save_now()
        return True

    def restart(self, new_seed: bool = False) -> Session:
        """The same game from the start (the same seed, or a new one)."""
        seed = secrets.randbits(SEED_BITS) if new_seed else self.match.seed
        m = self.match
        fresh = Match(m.ruleset, m.decks, seed, m.deck_names)
        session = Session(fresh, self.mode, self.opponent, self.autosave)
        session._lock, self._lock = self._lock, None  # the same file: the new game holds it now
        return session

    # -- files ----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        data = self.match.to_dict()
        data["desktop"] = {
            "mode": self.mode,
            "opponent": self.opponent,
            "turn": self.match.game.turn,
            "over": self.over,
        }
        return data

    def save(self, path: Path) -> None:
        """Write the whole game to ``path``, atomically and durably (neither a
        crash nor a power cut leaves half a file); raises :class:`OSError`."""
        write_file(Path(path), json.dumps(self.to_dict(), separators=(",", ":")).encode("utf-8"))

    def save_now(self) -> bool:
        """Write the whole game to the autosave file, if there is one, and
        say whether the file now holds it. A failure (a full disk, the game
        open in another window) is not raised: it is kept in ``save_error``
        until a write succeeds, and told to ``on_saved``."""
        if self.autosave is None:
            return True
        try:
            self.autosave.parent.mkdir(parents=True, exist_ok=True)
            self._hold(self.autosave)
            self.save(self.autosave)
        except (OSError, GameInUse) as exc:
            reason = exc.holder if isinstance(exc, GameInUse) else str(exc.strerror or exc)
            if reason != self.save_error:
                log.warning("cannot write the autosave %s: %s", self.autosave, reason)
            self._saved(reason)
            return False
        if self.save_error is not None:
            log.info("the autosave %s is written again", self.autosave)
        self._saved(None)
        return True

    def _hold(self, path: Path) -> None:
        """Hold the lock of the game file ``path`` (letting go of another one)."""
        held = self._lock
        if held is not None and held.path == path:
            return
        self._lock = GameLock.acquire(path)
        if held is not None:
            held.release()
        prune_leftovers(path.parent)

    def _saved(self, error: str | None) -> None:
        self.save_error = error
        if self.on_saved is not None:
            self.on_saved(error)

    def close(self) -> None:
        """Let go of the game's file: another window may open it now."""
        if self._lock is not None:
            self._lock.release()
            self._lock = None


def autosave_path(state: Path, ruleset_id: str, mode: str) -> Path:
    """A new file under ``<state>/games`` for one session."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    folder = games_dir(state)
    n = 0
    while True:
        suffix = f"-{n}" if n else ""
        path = folder / f"{stamp}{suffix}-{ruleset_id}-{mode}{SAVE_SUFFIX}"
        if not path.exists():
            return path
        n += 1
