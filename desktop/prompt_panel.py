"""The decision prompt: what the engine asks, explained, with one button per
legal choice.

Every kind of decision (action, cards, zone, order, yes/no, number, cost)
gets the same shape: who decides, the question (its rule number on hover),
a line on how to answer, then the choices. One-choice decisions answer on a
click; "choose cards" and "order" decisions collect picks (here or on the mat)
and are answered with Confirm (Enter). While a card with several choices is
selected on the mat, only its choices stay enabled.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.bridge import QtGameModel
from desktop.wording import outcome_text, seat_name
from engine.decisions import Decision, Kind


def how_to_answer(d: Decision, touch: bool = False) -> str:
    """One line telling a newcomer how to answer this kind of decision
    (``touch``: on a touch screen, with no keys to press)."""
    click = "tap" if touch else "click"
    if d.kind is Kind.ORDER:
        return f"{click.capitalize()} the choices in the order they should happen (first one first); {click} one again to take it back."
    if d.max > 1 or d.min != 1:
        want = str(d.min) if d.min == d.max else f"{d.min} to {d.max}" if d.min else f"up to {d.max}"
        return f"Choose {want}: {click} cards on the mat or below, then Confirm{'' if touch else ' (Enter)'}."
    return {
        Kind.ACTION: "Choose what to do: a button below, or a highlighted card"
        + (" (then where it goes)." if touch else " (drag it to its place)."),
        Kind.CARDS: f"Choose a card: {click} it on the mat, in your hand or below.",
        Kind.ZONE: f"Choose a place: {click} a highlighted zone on the mat, or a button below.",
        Kind.YESNO: "Answer yes or no.",
        Kind.NUMBER: "Choose a number.",
        Kind.COST: "Choose how to pay.",
    }.get(d.kind, "Choose one.")


#: the least height of a button on a touch screen, in millimetres (a fingertip)
TAP_MM = 9.0


def tap_pixels(widget: QWidget) -> int:
    """:data:`TAP_MM` in pixels of the screen ``widget`` is on (96 dpi when
    the screen does not say its size)."""
    screen = widget.screen()
    dpi = screen.physicalDotsPerInchY() if screen is not None else 0.0
    if not 50.0 <= dpi <= 600.0:
        dpi = 96.0
    return max(44, round(TAP_MM * dpi / 25.4))


#: the room left and right of a choice's words in its button (pixels)
OPTION_PADDING = 8

#: option buttons made when the panel is built (more are made if a question needs them)
POOL = 24


class QtPromptPanel(QFrame):
    def __init__(self, model: QtGameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setObjectName("QtPromptPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        # one style sheet for every option button (a sheet per button restyles
        # each one as it is made: tens of milliseconds for a long list)
        self.setStyleSheet(
            f'QPushButton[option="true"] {{ text-align: left; padding: 4px {OPTION_PADDING}px; }}'
        )
        self.who = QLabel()
        self.who.setObjectName("who")
        bold = QFont(self.who.font())
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.15)
        self.who.setFont(bold)
        self.question = QLabel()
        self.question.setObjectName("question")
        self.question.setWordWrap(True)
        big = QFont(self.question.font())
        big.setPointSizeF(big.pointSizeF() * 1.15)
        self.question.setFont(big)
        self.hint = QLabel()
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)
        self.hint.setEnabled(False)
        self._box = QWidget()
        self._options = QVBoxLayout(self._box)
        self._options.setContentsMargins(0, 0, 0, 0)
        self._options.setSpacing(3)
        self._options.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        # the choices fit the panel's width: a long one is cut short with
        # "…" (whole in its tooltip), never scrolled sideways
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self._box)
        scroll.viewport().installEventFilter(self)
        self.options_area = scroll
        self.confirm_button = QPushButton("&Confirm")
        self.confirm_button.setObjectName("confirm")
        self.confirm_button.clicked.connect(model.confirm)
        self.clear_button = QPushButton("C&lear")
        self.clear_button.setObjectName("clear")
        self.clear_button.clicked.connect(model.clear_picked)
        # table mode: one screen for every player; the names of the deciding
        # player's hidden cards are shown only when they ask
        self.peek_button = QPushButton()
        self.peek_button.setObjectName("peek")
        self.peek_button.setCheckable(True)
        self.peek_button.setVisible(False)
        self.peek_button.toggled.connect(model.set_peeking)
        row = QHBoxLayout()
        row.addWidget(self.clear_button)
        row.addWidget(self.confirm_button, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.who)
        layout.addWidget(self.question)
        layout.addWidget(self.hint)
        layout.addWidget(self.peek_button)
        layout.addWidget(scroll, 1)
        layout.addLayout(row)
        self.buttons: dict[str, QPushButton] = {}
        #: a touch screen (the kiosk): taps, not keys, and buttons a fingertip can hit
        self.touch = False
        self._least_height = 30
        self._pool: list[QPushButton] = []
        self._shown: Decision | None = None
        model.game_started.connect(self._update)
        model.changed.connect(self._update)
        model.handover_changed.connect(self._update)
        model.viewer_changed.connect(self._update)
        model.picking_changed.connect(self._update_picks)
        for _ in range(POOL):  # made and styled once, at start
            self._grow_pool()
        self._update()

    def _update(self) -> None:
        model = self.model
        d = model.decision
        s = model.session
        if d is not self._shown and d != self._shown:
            # (the same question in a copy of the game keeps its buttons)
            self._rebuild(d)
        else:
            self._shown = d
        if s is None:
            self.who.setText("No game")
            self.question.setText("")
            self.hint.setText("")
        elif d is not None:
            self.who.setText(f"{seat_name(d.player)} to decide")
            self.question.setText(model.shown(d.prompt))
            self.question.setToolTip(f"Rule {d.rule}" if d.rule else "")
            self.hint.setText(how_to_answer(d, self.touch))
        elif s.replay is not None:
            nxt = s.match.decision
            self.who.setText(f"Replay: answer {s.replay_at} of {len(s.replay)}")
            self.question.setText(
                f"Next: {seat_name(nxt.player)}: {model.shown(nxt.prompt)}" if nxt else "The end of the game."
            )
            self.question.setToolTip("")
            self.hint.setText("← and → step through the game, Home and End jump to its start and end.")
        elif s.over:
            outcome = s.match.outcome()
            self.who.setText("Game over")
            self.question.setText(outcome_text(outcome) if outcome else "")
            self.question.setToolTip("")
            self.hint.setText("" if self.touch else "Start a new game (Ctrl+N) or restart this one (Ctrl+R).")
        elif model.handover:
            nxt = s.match.decision
            self.who.setText("Pass the screen")
            self.question.setText(f"{seat_name(nxt.player)} is next." if nxt else "")
            self.hint.setText("")
        else:
            nxt = s.match.decision
            self.who.setText(f"{seat_name(nxt.player)} (computer) is playing" if nxt else "")
            self.question.setText(model.shown(nxt.prompt) if nxt else "")
            watching = s.mode == "watch" and not self.touch
            self.hint.setText("Watch mode: Space plays one answer, E plays on." if watching else "")
        self._update_picks()

    def _rebuild(self, d: Decision | None) -> None:
        self._shown = d
        # buttons are kept and reused: making and styling new ones for every
        # question costs more than the rest of an update
        for button in self.buttons.values():
            button.hide()
        self.buttons = {}
        if d is None:
            self.confirm_button.setVisible(False)
            self.clear_button.setVisible(False)
            return
        multi = d.kind is Kind.ORDER or d.max > 1 or d.min != 1
        for i, o in enumerate(d.options):
            while i >= len(self._pool):
                self._grow_pool()
            button = self._pool[i]
            button.setProperty("key", o.key)
            button.setObjectName(f"option:{o.key}")
            button.setCheckable(multi)
            button.setChecked(False)
            button.show()  # at once, not at the layout's next pass
            self.buttons[o.key] = button
        self.confirm_button.setVisible(multi)
        self.clear_button.setVisible(multi)

    def _fit(self, button: QPushButton) -> None:
        """The button's choice, cut short with "…" if it is wider than the panel."""
        text = str(button.property("label") or "")
        room = self.options_area.viewport().width() - 2 * OPTION_PADDING - 6
        button.setText(button.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, max(room, 40)))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.options_area.viewport() and event.type() == QEvent.Type.Resize:
            for button in self.buttons.values():
                self._fit(button)
        return super().eventFilter(watched, event)

    def _grow_pool(self) -> None:
        button = QPushButton()
        button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        button.setMinimumHeight(self._least_height)
        button.setProperty("option", True)
        button.clicked.connect(lambda _=False, b=button: self.model.pick(str(b.property("key"))))
        button.hide()
        self._options.insertWidget(len(self._pool), button)
        self._pool.append(button)

    def set_touch(self, on: bool = True) -> None:
        """For a touch screen: no key is named, every button at least
        :data:`TAP_MM` high."""
        self.touch = on
        self._least_height = tap_pixels(self) if on else 30
        for button in (*self._pool, self.confirm_button, self.clear_button, self.peek_button):
            button.setMinimumHeight(self._least_height)
        self.confirm_button.setText("Confirm" if on else "&Confirm")
        self.clear_button.setText("Clear" if on else "C&lear")
        self._update()

    def _update_peek(self) -> None:
        model = self.model
        d = model.decision
        can = model.can_peek and d is not None
        self.peek_button.setVisible(can)
        if can and d is not None:
            me, others = seat_name(d.player), " and ".join(
                seat_name(s) for s in range(len(model.match.game.players)) if s != d.player
            )
            self.peek_button.setText(
                f"Hide {me}'s cards again"
                if model.peeking
                else f"Show {me}'s cards by name ({others}, look away)"
            )
        self.peek_button.blockSignals(True)
        self.peek_button.setChecked(model.peeking)
        self.peek_button.blockSignals(False)

    def _update_picks(self) -> None:
        model = self.model
        self._update_peek()
        d = self._shown
        if d is None:
            return
        order = {k: i + 1 for i, k in enumerate(model.picked)}
        sel = model.selected_card
        for o in d.options:
            button = self.buttons.get(o.key)
            if button is None:
                continue
            label = model.option_label(o)
            button.setToolTip(label + (f"\nRule {d.rule}" if d.rule else ""))
            button.setEnabled(sel is None or o.card == sel)
            if button.isCheckable():
                button.setChecked(o.key in order)
            prefix = f"{order[o.key]}. " if d.kind is Kind.ORDER and o.key in order else ""
            button.setProperty("label", prefix + label)
            self._fit(button)
        self.confirm_button.setEnabled(model.can_confirm())
        if d.kind is not Kind.ORDER and (d.max > 1 or d.min != 1):
            self.confirm_button.setText(f"&Confirm ({len(model.picked)} chosen)")
        else:
            self.confirm_button.setText("&Confirm")
