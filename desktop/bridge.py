"""The one QObject between the game session and the widgets.

:class:`QtGameModel` owns the :class:`~desktop.session.Session` and re-emits
every change as a Qt signal on the GUI thread. Widgets take the model in their
constructor, connect to its signals there, and read the game only through
per-seat views (``model.view()``), never the engine's state.

It also holds the answer being put together: the cards picked so far for a
"choose cards" decision, or the order so far for an "order" decision; the mat
and the prompt panel both edit it through :meth:`QtGameModel.pick`.

Bots answer on the GUI thread in slices of :attr:`SLICE_SECONDS` driven by a
zero-interval QTimer (a bot answer takes microseconds): between slices Qt
paints and handles input, so a long bot game never freezes the window.

The session writes the whole game to its autosave file after every change.
When that fails (a full disk, the game open in another window), play goes
on with the game whole in memory: ``save_failed`` says why, the write is
tried again after every change and every :attr:`SAVE_RETRY_MS`, and the
first write that succeeds holds every answer (``save_failed`` then says "").
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from desktop.privacy import NO_SECRETS, Secrets, shared_view, words
from desktop.reveals import QtRevealPause
from desktop.saves import held_by
from desktop.session import (
    GOLDFISH,
    HOTSEAT,
    TABLE,
    WATCH,
    GameSetup,
    MatchFactory,
    Session,
    autosave_path,
    new_match,
    prune_recent,
)
from desktop.wording import GameWords
from engine.decisions import Decision, Kind, Option
from engine.errors import IllegalActionError, PlaymatError
from engine.events import Event
from engine.view import View

log = logging.getLogger(__name__)


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False


#: how a card gets to a place: the option, and the place to choose next if it asks one
Plan = tuple[str, str | None]

#: Said when the rules code fails on an answer (the session keeps the game as it was before it).
RULES_FAILED = "Playmat's rules failed on that answer (details in the log); the game is kept as it was before it:"


class QtGameModel(QObject):
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
        self._save_problem = ""
        self._save_retry = QTimer(self)
        self._save_retry.setInterval(self.SAVE_RETRY_MS)
        self._save_retry.timeout.connect(self.retry_save)

    # -- reading -------------------------------------------------------------------------

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
        return self.secrets().redact(text)

    def describe(self, event: Event) -> str:
        """A journal event in the words every seat looking may read."""
        s = self.session
        rid = s.match.ruleset.id if s is not None else ""
        if self._words is None or self._words_of != rid:
            self._words, self._words_of = GameWords(rid), rid
        return words(event, self.lookers, self.secrets(), self._words.event)

    def option_label(self, option: Option) -> str:
        """An option as the screen may show it: a card one of the seats
        looking may not know is "a card", numbered among the options that
        read the same."""
        secrets = self.secrets()
        d = self.decision
        if not secrets or d is None or not secrets.named(option.label):
            return option.label
        same = [o.key for o in d.options if secrets.redact(o.label) == secrets.redact(option.label)]
        label = secrets.redact(option.label)
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

    # -- sessions --------------------------------------------------------------------------

    def new_game(self, setup: GameSetup) -> bool:
        """Start a game; False (after a ``failed`` message) if it cannot start."""
        try:
            path = autosave_path(self.state_dir, setup.ruleset_id, setup.mode) if self.state_dir else None
            session = Session.start(setup, path, self.factory)
        except (PlaymatError, KeyError, ValueError, OSError) as exc:
            log.error("cannot start %s", setup.ruleset_id, exc_info=True)
            self.failed.emit(f"Could not start a game of {setup.ruleset_id}:\n{exc}")
            return False
        if self.state_dir is not None:
            prune_recent(self.state_dir)
        self._install(session)
        return True

    def open_game(self, path: Path, keep_file: bool = True) -> bool:
        """Resume a saved game; its file goes on being written (``keep_file``)
        or the game continues in a new autosave file."""
        try:
            target = Path(path) if keep_file else None
            session = Session.open(Path(path), target)
        except (PlaymatError, KeyError, ValueError) as exc:
            log.error("cannot open %s", path, exc_info=True)
            self.failed.emit(f"Could not open the game:\n{exc}")
            return False
        if not keep_file and self.state_dir is not None:
            session.autosave = autosave_path(self.state_dir, session.match.ruleset.id, session.mode)
            session.save_now()
        self._install(session)
        if session.match.rules_changed:
            log.warning("%s was saved under other rules; replayed under the current ones", path)
            self.notice.emit(
                "This game was saved by another version of Playmat: it was replayed under the current rules"
            )
        return True

    def open_replay(self, path: Path) -> bool:
        """Replay a saved game step by step (nothing can be answered)."""
        try:
            session = Session.open_replay(Path(path))
        except (PlaymatError, KeyError, ValueError) as exc:
            log.error("cannot replay %s", path, exc_info=True)
            self.failed.emit(f"Could not open the game:\n{exc}")
            return False
        self._install(session)
        return True

    def replay_step(self, delta: int) -> None:
        """Move a replay ``delta`` answers (any number; clamped to the game)."""
        s = self.session
        if s is None or s.replay is None:
            return
        before = s.match
        s.replay_to(s.replay_at + delta)
        if s.match is not before:
            self.game_started.emit()
        self.viewer_changed.emit(s.viewer)
        self.changed.emit()

    # -- the autosave file -------------------------------------------------------------------

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
            self.failed.emit(f"Could not save the game to {path}:\n{holder}")
            return False
        try:
            self.session.save(Path(path))
        except OSError as exc:
            self.failed.emit(f"Could not save the game to {path}:\n{exc.strerror or exc}")
            return False
        self.notice.emit(f"Saved to {path}")
        return True

    def restart(self, new_seed: bool = False) -> None:
        s = self.session
        if s is None:
            return
        fresh = s.restart(new_seed)
        if self.state_dir is not None:
            fresh.autosave = autosave_path(self.state_dir, fresh.match.ruleset.id, fresh.mode)
        fresh.save_now()
        self._install(fresh)

    def close_game(self) -> None:
        self.release()
        self.session = None
        self._on_saved(None)
        self.picked = []
        self.selected_card = None
        self.handover = False
        self.game_started.emit()

    def _install(self, session: Session, emit_started: bool = True) -> None:
        self.stop()
        if self.session is not None and self.session is not session:
            self.session.on_saved = None
            self.session.close()
        self.session = session
        session.on_saved = self._on_saved
        self._on_saved(session.save_error)
        self.picked = []
        self.selected_card = None
        self.handover = False
        self.peeking = False
        session.viewer = session.next_viewer()
        self.reveals.reset(session.match.journal)
        if emit_started:
            self.game_started.emit()
        self._after_change(started=True)

    # -- answering ---------------------------------------------------------------------------

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
            self.failed.emit(f"{RULES_FAILED}\n{type(exc).__name__}: {exc}")
            self.changed.emit()
            return False
        self.picked = []
        self.selected_card = None
        self._after_change()
        return True

    def click_card(self, iid: int) -> None:
        """A card clicked on the mat or in the hand: its option, if it has
        one; with several, it is selected, the places it can go are marked
        (see :meth:`places`), and a click on one of them (or on a card lying
        there) makes the move a drop there would make."""
        d = self.decision
        if d is None:
            if self.session is not None and not self.session.over:
                self.notice.emit("Wait: another player is deciding")
            return
        sel = self.selected_card
        zone = self.card_zone(iid)
        if sel is not None and sel != iid and zone is not None and zone in self.places(sel):
            self.click_zone(zone)
            return
        opts = self.options_for_card(iid)
        if not opts:
            if zone is not None and self.options_for_zone(zone):
                self.click_zone(zone)
                return
            self.notice.emit(f"{self.card_name(iid)} is not a choice now ({self.shown(d.prompt)})")
            return
        if len(opts) == 1:
            # one thing to do: done at once (a place it asks next, a Weiss
            # Schwarz stage position, is marked for the next click)
            self.selected_card = None
            self.pick(opts[0].key)
            return
        self.selected_card = None if sel == iid else iid
        self.picking_changed.emit()
        if self.selected_card is not None:
            where = "where (marked in blue) or what in the prompt" if self.places(iid) else "what in the prompt"
            self.notice.emit(f"{self.card_name(iid)}: choose {where}; Esc lets it go")

    def click_zone(self, zone: str) -> None:
        """A zone clicked: the selected card's move there, if it has one;
        else the option that names the zone."""
        if self.decision is None:
            return
        sel = self.selected_card
        if sel is not None:
            plans = self.places(sel).get(zone, [])
            if len(plans) == 1:
                self.selected_card = None
                self._make(plans[0])
                return
            if plans:
                self.notice.emit(f"{self.card_name(sel)} can go there in several ways: choose one in the prompt")
                return
        opts = self.options_for_zone(zone)
        if len(opts) == 1:
            self.pick(opts[0].key)

    #: options of a card tried on a copy of the game to learn where they put it, at most
    MAX_DROP_TRIALS = 6

    def places(self, iid: int) -> dict[str, list[Plan]]:
        """Where the card ``iid`` can go now, and how: for each zone, the
        option that puts it there, and the place to choose next when the
        option asks it (a Weiss Schwarz character played, then its stage
        position). The options that name no place (ride, play, cast) are
        tried on a copy of the game. Dropping the card on one of these zones,
        or clicking the zone while the card is selected, makes that move."""
        s = self.session
        d = self.decision
        if s is None or d is None or d.kind is Kind.ORDER or d.max != 1 or d.min != 1:
            return {}
        key = (id(s.match), len(s.match.journal), iid)
        cached = self._places.get(key)
        if cached is not None:
            return cached
        src = self.card_zone(iid)
        out: dict[str, list[Plan]] = {}

        def add(zone: str, plan: Plan) -> None:
            if zone != src and plan not in out.setdefault(zone, []):
                out[zone].append(plan)

        tries = []
        for o in self.options_for_card(iid):
            target = o.dst or (o.zone if o.zone and o.zone != src else "")
            if target:
                add(target, (o.key, None))
            else:
                tries.append(o)
        if 0 < len(tries) <= self.MAX_DROP_TRIALS:
            for o in tries:
                trial = s.match.clone()
                try:
                    trial.apply((o.key,))
                except PlaymatError:
                    continue  # refused (a guided demo answers only what it expects)
                except Exception:  # a copy that fails to play on just offers no place
                    log.warning("trying %r on a copy failed", o.key, exc_info=True)
                    continue
                where = [z.key for z in trial.view(d.player).zones if any(c.iid == iid for c in z.cards)]
                nd = trial.decision
                if where and where != [src]:
                    add(where[0], (o.key, None))
                elif nd is not None and nd.player == d.player and nd.max == 1 and nd.min == 1:
                    for x in nd.options:
                        if x.zone and x.card in (None, iid):
                            add(x.zone, (o.key, x.key))
        self._places = {key: out}
        return out

    def _make(self, plan: Plan) -> bool:
        """Answer with a plan of :meth:`places`: the option, then the place."""
        first, then = plan
        if self._warn(first) or not self.answer((first,)):
            return False
        after = self.decision
        if then is not None and after is not None and any(x.key == then for x in after.options):
            self.pick(then)
        return True

    def pick(self, key: str) -> None:
        """Choose an option: answers at once for a one-choice decision; adds it
        to (or takes it out of) the picked cards or the order otherwise."""
        d = self.decision
        if d is None:
            return
        d.option(key)  # raises for an unknown key
        if d.kind is not Kind.ORDER and d.max == 1 and d.min == 1:
            if not self._warn(key):
                self.answer((key,))
            return
        if key in self.picked:
            self.picked.remove(key)
        elif d.kind is Kind.ORDER or len(self.picked) < d.max:
            self.picked.append(key)
        else:
            self.notice.emit(f"Choose at most {d.max}; click a chosen one to put it back")
            return
        self.picking_changed.emit()
        if d.kind is Kind.ORDER and len(self.picked) == len(d.options):
            self.confirm()

    def _warn(self, key: str) -> bool:
        """Whether choosing ``key`` now would play or use an effect that does
        nothing (no card to act on) and the player has not been told yet:
        then :attr:`warning` says so and the choice waits for a second yes
        (the same choice again, Enter, or "Play it anyway"); Esc lets it go."""
        s, d = self.session, self.decision
        if self.warning is not None and self.warning[0] == key:
            return False
        self.warning = None
        opt = next((o for o in d.options if o.key == key), None) if d is not None else None
        if s is None or opt is None or opt.verb not in ("play", "activate"):
            return False
        g = s.match.game
        try:
            why = g.ruleset.would_do_nothing(g, opt)
        except Exception:  # a warning is a courtesy: never in the way of the move
            log.warning("could not tell whether %r does something", key, exc_info=True)
            return False
        if why is None:
            return False
        self.warning = (key, f"{self.option_label(opt)} would do nothing now: {why}.")
        self.picking_changed.emit()
        name = self.card_name(opt.card) if opt.card is not None else self.option_label(opt)
        self.notice.emit(f"{name} would do nothing now: go ahead anyway, or think again")
        return True

    def can_confirm(self) -> bool:
        if self.warning is not None:
            return True
        d = self.decision
        if d is None or (d.kind is not Kind.ORDER and d.max == 1 and d.min == 1):
            return False
        if d.kind is Kind.ORDER:
            return len(self.picked) == len(d.options)
        return d.min <= len(self.picked) <= d.max

    def confirm(self) -> bool:
        if self.warning is not None:
            return self.answer((self.warning[0],))
        if not self.can_confirm():
            return False
        return self.answer(tuple(self.picked))

    def clear_picked(self) -> None:
        if self.warning is not None:
            self.warning = None
            self.picking_changed.emit()
        if self.picked:
            self.picked = []
            self.picking_changed.emit()

    def pass_turn(self) -> bool:
        """Answer with the option that does nothing (pass, end the phase, skip, no)."""
        from desktop.session import pass_option

        d = self.decision
        if d is None:
            return False
        key = pass_option(d)
        if key is None or not (d.kind is not Kind.ORDER and d.max == 1):
            self.notice.emit("There is nothing to pass here")
            return False
        return self.answer((key,))

    def options_for_card(self, iid: int) -> list[Option]:
        d = self.decision
        return [o for o in d.options if o.card == iid] if d is not None else []

    def options_for_zone(self, zone: str) -> list[Option]:
        d = self.decision
        return [o for o in d.options if o.zone == zone and o.card is None] if d is not None else []

    def drop(self, iid: int, zone: str) -> bool:
        """A card dropped on a zone: the move that puts it there (see
        :meth:`places`), if one does; otherwise the card goes back and
        ``notice`` says why."""
        d = self.decision
        name = self.card_name(iid)
        if d is None:
            self.notice.emit("Nothing to decide now: right-click a card to move it by hand")
            return False
        src = self.card_zone(iid)
        if zone == src:
            return False
        plans = self.places(iid).get(zone, [])
        if len(plans) == 1:
            self.selected_card = None
            return self._make(plans[0])
        fits = [o for o in d.options if o.card is None and o.zone == zone and d.kind is Kind.ZONE]
        if not plans and len(fits) == 1:
            self.pick(fits[0].key)
            return True
        if plans:
            self.notice.emit(f"{name} can go there in several ways: choose one in the prompt")
        elif self.options_for_card(iid):
            where = sorted({z.split(".", 1)[-1] for z in self.places(iid)})
            hint = f" It can go to: {', '.join(where)}." if where else " Choose what to do with it in the prompt."
            self.notice.emit(f"{name} cannot go to {zone.split('.', 1)[-1]} now.{hint}")
        else:
            self.notice.emit(f"{name} cannot move now: {self.shown(d.prompt)}")
        return False

    def card_name(self, iid: int) -> str:
        v = self.view()
        if v is not None:
            for z in v.zones:
                for c in z.cards:
                    if c.iid == iid and c.name:
                        return c.name
        return "That card"

    def card_zone(self, iid: int) -> str | None:
        v = self.view()
        if v is not None:
            for z in v.zones:
                for c in z.cards:
                    if c.iid == iid:
                        return z.key
        return None

    # -- manual moves, undo, concede -------------------------------------------------------

    def manual(self, action: dict[str, Any]) -> bool:
        s = self.session
        if s is None or self.handover or s.replay is not None:
            return False
        try:
            s.manual(action)
        except IllegalActionError as exc:
            self.notice.emit(f"Not done: {exc}")
            return False
        self.notice.emit("Done by hand (logged)")
        self.picked = []
        self.selected_card = None
        self._after_change()
        return True

    def concede(self) -> None:
        s = self.session
        if s is None or s.over:
            return
        s.concede(s.viewer)
        self._after_change()

    def undo(self) -> bool:
        s = self.session
        if s is None or not s.undo():
            return False
        self._install(s)
        self.notice.emit("Undone")
        return True

    def redo(self) -> bool:
        s = self.session
        if s is None or not s.redo():
            return False
        self._install(s)
        self.notice.emit("Redone")
        return True

    # -- hot-seat hand-over ---------------------------------------------------------------------

    def take_over(self) -> None:
        """The person the screen was passed to is ready: show their side."""
        if not self.handover:
            return
        self.handover = False
        s = self.session
        if s is not None:
            s.viewer = s.next_viewer()
            self.viewer_changed.emit(s.viewer)
        self.handover_changed.emit(False)
        self.changed.emit()

    def show_seat(self, seat: int) -> None:
        """Watch mode: look at the game from another seat."""
        s = self.session
        if s is None or s.mode != WATCH or not 0 <= seat < len(s.match.game.players):
            return
        s.viewer = seat
        self.viewer_changed.emit(seat)
        self.changed.emit()

    # -- bots -------------------------------------------------------------------------------------

    def play(self) -> None:
        """Watch mode: let the bots play on (again)."""
        self.autoplay = True
        self._schedule()

    def step(self) -> None:
        """Watch mode: one bot answer."""
        s = self.session
        if s is None or self.running:
            return
        self._run_bots(lambda: s.run_bots(0.0))

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
        self._run_bots(lambda: s.run_bots(self.SLICE_SECONDS, until=lambda: self.reveals.due(s.match.journal)))
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
            self.failed.emit(f"{RULES_FAILED}\n{type(exc).__name__}: {exc}")
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
