"""The state and signals of the one QObject between the game session and
the widgets (:class:`desktop.bridge.QtGameModel` is built on it): what the
seat on screen may see, answering the decision, the bots' slices and the
autosave's state. See :mod:`desktop.bridge` for the whole."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QTimer, Signal

from desktop.privacy import HIDDEN_WORDS, NO_SECRETS, Secrets, shared_view, words
from desktop.reveals import QtRevealPause
from desktop.saves import held_by
from desktop.session import (
    GOLDFISH,
    HOTSEAT,
    TABLE,
    WATCH,
    MatchFactory,
    Session,
    new_match,
)
from desktop.thinking import QtThinking
from desktop.wording import GameWords, card_words, render
from engine.decisions import Decision, Option
from engine.errors import IllegalActionError, PlaymatError
from engine.events import Event
from engine.messages import CardRef, Message
from engine.view import View

log = logging.getLogger("desktop.bridge")


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False


#: how a card gets to a place: the option, and the place to choose next if it asks one
Plan = tuple[str, str | None]

#: Said when the rules code fails on an answer (the session keeps the game as it was before it).
RULES_FAILED = QT_TRANSLATE_NOOP(
    "Notices", "Playmat's rules failed on that answer (details in the log); the game is kept as it was before it:"
)


class GameModelBase(QObject):
    #: a new session replaced the previous one (new game, open, resume, restart, undo)
    game_started = Signal()
    #: the game moved on (answers, manual moves)
    changed = Signal()
    #: the picked answer of a multi-choice decision changed
    picking_changed = Signal()
    #: the seat shown on screen changed (hot-seat hand-over)
    viewer_changed = Signal(int)
    #: the screen must be handed to another person before going on (hot-seat)
    handover_changed = Signal(bool)
    #: a card was pointed at on the mat or in the hand (its iid) for the zoom panel
    focus_changed = Signal(object)
    #: something went wrong; the argument is a message for people
    failed = Signal(str)
    #: a short message for the status bar (an illegal drop, a saved file...)
    notice = Signal(str)
    #: "play to end" of a watched game started or stopped
    running_changed = Signal(bool)
    #: the autosave file cannot be written (why), or can again ("")
    save_failed = Signal(str)
    #: time given to the bots per slice
    SLICE_SECONDS = 0.02
    #: a failed autosave is tried again this often (ms), besides after every change
    SAVE_RETRY_MS = 5000

    def __init__(
        self, state_dir: Path | None = None, factory: MatchFactory = new_match, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.state_dir = state_dir
        self.factory = factory
        self.session: Session | None = None
        #: keys picked so far for a cards/order decision
        self.picked: list[str] = []
        #: a hot-seat hand-over is waiting for the next person to confirm
        self.handover = False
        #: the card clicked when it has several options (where to put it?)
        self.selected_card: int | None = None
        #: a watched game plays on by itself
        self.autoplay = False
        #: table mode: the deciding player shows the names of their hidden
        #: cards on the shared screen (the others look away) until the game moves on
        self.peeking = False
        #: a choice that would do nothing now, waiting for a second yes: (its key, why in words)
        self.warning: tuple[str, str] | None = None
        self._view: View | None = None
        self._view_key: tuple[object, ...] | None = None
        self._secrets: Secrets = NO_SECRETS
        self._secrets_key: tuple[object, ...] | None = None
        #: the zone and phase words of the game shown (made again for another game)
        self._words: GameWords | None = None
        self._words_of = ""
        self._places: dict[tuple[int, int, int], dict[str, list[Plan]]] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._on_slice)
        #: a pause on each card revealed from a deck while the game moves on by itself
        self.reveals = QtRevealPause(self)
        self.reveals.ended.connect(self._schedule)
        #: a bot that thinks for a while (the strong bot) thinks off the GUI thread
        self.thinking = QtThinking(lambda: self.session, self)
        self.thinking.started.connect(self.notice)
        self.thinking.answered.connect(self._after_change)
        self.thinking.dropped.connect(self._schedule)
        self.thinking.failed.connect(lambda why: self.failed.emit(f"{rules_failed()}\n{why}"))
        self._save_problem = ""
        self._save_retry = QTimer(self)
        self._save_retry.setInterval(self.SAVE_RETRY_MS)
        self._save_retry.timeout.connect(self.retry_save)

    @property
    def match(self):  # type: ignore[no-untyped-def]
        return self.session.match if self.session is not None else None

    @property
    def decision(self) -> Decision | None:
        s = self.session
        if s is None or self.handover or s.replay is not None:
            return None
        d = s.match.decision
        return d if d is not None and d.player not in s.bots else None

    @property
    def viewer(self) -> int:
        return self.session.viewer if self.session is not None else 0

    @property
    def lookers(self) -> tuple[int, ...] | None:
        """The seats that may be looking at the screen now: the seat on
        screen; every seat during a hot-seat hand-over and on table mode's
        shared screen (unless the deciding player shows their cards); None
        for a spectator of bots, who may see every card."""
        s = self.session
        if s is None or s.mode == WATCH:
            return None
        if s.mode == TABLE:
            d = s.match.decision
            if self.peeking and d is not None:
                return (d.player,)
            return tuple(range(len(s.match.game.players)))
        if s.mode == HOTSEAT and self.handover:
            return tuple(range(len(s.match.game.players)))
        return (s.viewer,)

    def view(self) -> View | None:
        """The view of the seat on screen, with only what every seat
        looking may see (cached until the game changes)."""
        s = self.session
        if s is None:
            return None
        lookers = self.lookers
        key = (id(s.match), len(s.match.journal), s.viewer, lookers)
        if self._view_key != key:
            if lookers is not None and len(lookers) > 1:
                self._view = shared_view(s.match, s.viewer, lookers)
            else:
                self._view = s.match.view(lookers[0] if lookers else s.viewer)
            self._view_key = key
        return self._view

    def secrets(self) -> Secrets:
        """The names of cards one of the seats looking does not know (cached
        until the game changes)."""
        s = self.session
        lookers = self.lookers
        if s is None or lookers is None:
            return NO_SECRETS
        in_sight = self.in_sight()
        key = (id(s.match), len(s.match.journal), lookers, in_sight)
        if self._secrets_key != key:
            self._secrets = Secrets.of(s.match, lookers, in_sight)
            self._secrets_key = key
        return self._secrets

    def in_sight(self) -> frozenset[str]:
        """Names of cards every seat sees besides the game's views (table
        mode: the cards face up on the table)."""
        return frozenset()

    def shown(self, text: str) -> str:
        """``text`` as the screen may show it: without the names of cards
        one of the seats looking does not know."""
        return self.secrets().redact(text, hidden_words())

    def shown_prompt(self, d: Decision) -> str:
        """``d``'s prompt as the screen may show it: its message in the
        language in place when it has one (:meth:`said`), else its English
        prompt (:meth:`shown`) with the cards named in the language in place."""
        if d.message is not None:
            return self.said(d.message)
        return self._game_words().named(self.shown(d.prompt))

    def said(self, message: Message) -> str:
        """An engine message in the language in place, its cards named as
        the seats looking may read them (a hidden card is "a card")."""
        secrets = self.secrets()
        named = self._game_words().named

        def card(ref: CardRef) -> str:
            return card_words(ref, secrets.named, named)

        return render(message, card)

    def _game_words(self) -> GameWords:
        s = self.session
        rid = s.match.ruleset.id if s is not None else ""
        if self._words is None or self._words_of != rid:
            self._words, self._words_of = GameWords(rid), rid
        return self._words

    def describe(self, event: Event) -> str:
        """A journal event in the words every seat looking may read."""
        return words(event, self.lookers, self.secrets(), self._game_words().event)

    def option_label(self, option: Option) -> str:
        """An option as the screen may show it: a card one of the seats
        looking may not know is "a card", numbered among the options that
        read the same."""
        if option.message is not None:
            return self.said(option.message)
        # English words (a card's name, an ability's text): the cards named
        # in the language in place, as the log names them
        return self._game_words().named(self._unnamed(option))

    def _unnamed(self, option: Option) -> str:
        secrets = self.secrets()
        d = self.decision
        if not secrets or d is None or not secrets.named(option.label):
            return option.label
        hidden = hidden_words()
        same = [o.key for o in d.options if secrets.redact(o.label, hidden) == secrets.redact(option.label, hidden)]
        label = secrets.redact(option.label, hidden)
        return f"{label} ({same.index(option.key) + 1})" if len(same) > 1 and option.key in same else label

    @property
    def can_peek(self) -> bool:
        """Whether the deciding player may show their hidden cards on the
        shared screen: table mode, a question that names cards the other
        seats may not know."""
        s = self.session
        d = self.decision
        if s is None or s.mode != TABLE or d is None:
            return False
        if self.peeking:
            return True
        secrets = self.secrets()
        return secrets.named(d.prompt) or any(secrets.named(o.label) for o in d.options)

    def set_peeking(self, on: bool) -> None:
        """Table mode: show (or hide again) the deciding player's hidden cards."""
        if on and not self.can_peek:
            return
        if on != self.peeking:
            self.peeking = on
            self.viewer_changed.emit(self.viewer)
            self.changed.emit()

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    @property
    def save_problem(self) -> str:
        """Why the game's autosave file cannot be written ("" when it holds the game)."""
        return self._save_problem

    def _on_saved(self, error: str | None) -> None:
        """Every write of the autosave: shown when it starts or stops failing."""
        problem = error or ""
        if problem:
            self._save_retry.start()
        else:
            self._save_retry.stop()
        if problem != self._save_problem:
            self._save_problem = problem
            self.save_failed.emit(problem)

    def retry_save(self) -> bool:
        """Try the failed autosave again; whether the file now holds the game."""
        s = self.session
        return s is None or s.save_error is None or s.save_now()

    def save_elsewhere(self, folder: Path) -> bool:
        """Go on saving the game in ``folder`` (the whole game is written
        there now); whether that worked."""
        s = self.session
        if s is None or s.autosave is None:
            return False
        s.autosave = Path(folder) / s.autosave.name
        return s.save_now()

    def release(self) -> None:
        """The window closes: the game is written a last time and its file
        let go of, for another window to open."""
        self.stop()
        self.reveals.stop()
        self._save_retry.stop()
        s = self.session
        if s is not None:
            s.save_now()
            s.close()

    def save_as(self, path: Path) -> bool:
        if self.session is None:
            return False
        own = self.session.autosave
        holder = None if own is not None and _same_file(own, Path(path)) else held_by(Path(path))
        if holder is not None:
            self.failed.emit(not_saved(path, holder))
            return False
        try:
            self.session.save(Path(path))
        except OSError as exc:
            self.failed.emit(not_saved(path, exc.strerror or exc))
            return False
        self.notice.emit(QCoreApplication.translate("Notices", "Saved to {path}").format(path=path))
        return True

    def answer(self, keys: tuple[str, ...] | str) -> bool:
        """Answer the current decision; an illegal answer changes nothing and
        is reported through ``notice``."""
        s = self.session
        if s is None or self.decision is None:
            return False
        try:
            s.answer(keys)
        except (IllegalActionError, PlaymatError) as exc:
            self.notice.emit(str(exc))
            return False
        except Exception as exc:  # an engine fault: shown to people, details in the log
            log.error("answer %r failed", keys, exc_info=True)
            self.failed.emit(f"{rules_failed()}\n{type(exc).__name__}: {exc}")
            self.changed.emit()
            return False
        self.picked = []
        self.selected_card = None
        self._after_change()
        return True

    def stop(self) -> None:
        self.autoplay = False
        if self._timer.isActive():
            self._timer.stop()
            self.running_changed.emit(False)

    def _schedule(self) -> None:
        s = self.session
        if s is None or not s.bot_to_decide() or self.reveals.holding:
            return
        if s.mode == WATCH and not self.autoplay:
            return
        if not self._timer.isActive():
            self._timer.start()
            self.running_changed.emit(True)

    def _on_slice(self) -> None:
        s = self.session
        if s is None:
            self.stop()
            return
        if s.thinker() is not None:
            self._timer.stop()  # on again when its answer is given
            self.thinking.start(s)
            return
        self._run_bots(
            lambda: s.run_bots(self.SLICE_SECONDS, until=lambda: self.reveals.due(s.match.journal), thinkers=False)
        )
        if self.reveals.holding:
            self._timer.stop()  # on again when the reveal has been read (or skipped)
            self.running_changed.emit(False)
        elif not s.bot_to_decide():
            self._timer.stop()
            self.autoplay = False
            self.running_changed.emit(False)

    def _run_bots(self, run: Callable[[], int]) -> None:
        try:
            done = run()
        except Exception as exc:  # an engine fault: shown to people, details in the log
            log.error("a bot's answer failed", exc_info=True)
            self._timer.stop()
            self.failed.emit(f"{rules_failed()}\n{type(exc).__name__}: {exc}")
            self.changed.emit()
            return
        if done:
            self._after_change()

    def _after_change(self, started: bool = False) -> None:
        s = self.session
        if s is None:
            return
        self.peeking = False  # the cards shown for one question are hidden again
        self.warning = None  # told of a state that has changed
        if s.replay is not None:
            self.changed.emit()
            return
        if s.mode == HOTSEAT:
            want = s.next_viewer()
            if want != s.viewer and not s.over:
                # Hide the hand until the next person says they are ready.
                s.viewer = want
                self.handover = True
                self.handover_changed.emit(True)
                self.viewer_changed.emit(want)
        elif s.mode == GOLDFISH:
            s.viewer = 0
        self.reveals.catch_up(s.match.journal)
        self.changed.emit()
        self._schedule()


def hidden_words() -> str:
    """What a screen calls a card whose name it may not show, in the language
    in place ("a card"; context ``GameWords``, as :func:`desktop.wording.card_words` says it)."""
    return QCoreApplication.translate("GameWords", HIDDEN_WORDS)


def rules_failed() -> str:
    """:data:`RULES_FAILED` in the language in place."""
    return QCoreApplication.translate("Notices", str(RULES_FAILED))


def not_saved(path: object, why: object) -> str:
    """Why the game could not be saved to ``path``, in the language in place."""
    return QCoreApplication.translate("Notices", "Could not save the game to {path}:\n{why}").format(path=path, why=why)
