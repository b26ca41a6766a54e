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

from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QCursor, QFont
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from desktop.bridge import QtGameModel
from desktop.rules_text import citation, rule_words
from desktop.rules_viewer import open_rule, rule_link
from desktop.wording import outcome_text, seat_name
from engine.decisions import Decision, Kind, Option

#: Qt's translation, by the name its tools look for
translate = QCoreApplication.translate


def how_to_answer(d: Decision, touch: bool = False) -> str:
    """One line telling a newcomer how to answer this kind of decision
    (``touch``: on a touch screen, with no keys to press)."""
    if d.kind is Kind.ORDER:
        if touch:
            return translate(
                "QtPromptPanel",
                "Tap the choices in the order they should happen (first one first); tap one again to take it back.",
            )
        return translate(
            "QtPromptPanel",
            "Click the choices in the order they should happen (first one first); click one again to take it back.",
        )
    if d.max > 1 or d.min != 1:
        if d.min == d.max:
            want = str(d.min)
        elif d.min:
            want = translate("QtPromptPanel", "{least} to {most}").format(least=d.min, most=d.max)
        else:
            want = translate("QtPromptPanel", "up to {most}").format(most=d.max)
        if touch:
            words = translate("QtPromptPanel", "Choose {want}: tap cards on the mat or below, then Confirm.")
        else:
            words = translate("QtPromptPanel", "Choose {want}: click cards on the mat or below, then Confirm (Enter).")
        return words.format(want=want)
    if d.kind is Kind.ACTION:
        if touch:
            return translate(
                "QtPromptPanel", "Choose what to do: a button below, or a highlighted card (then where it goes)."
            )
        return translate(
            "QtPromptPanel", "Choose what to do: a button below, or a highlighted card (drag it to its place)."
        )
    if d.kind is Kind.CARDS:
        if touch:
            return translate("QtPromptPanel", "Choose a card: tap it on the mat, in your hand or below.")
        return translate("QtPromptPanel", "Choose a card: click it on the mat, in your hand or below.")
    if d.kind is Kind.ZONE:
        if touch:
            return translate("QtPromptPanel", "Choose a place: tap a highlighted zone on the mat, or a button below.")
        return translate("QtPromptPanel", "Choose a place: click a highlighted zone on the mat, or a button below.")
    if d.kind is Kind.YESNO:
        return translate("QtPromptPanel", "Answer yes or no.")
    if d.kind is Kind.NUMBER:
        return translate("QtPromptPanel", "Choose a number.")
    if d.kind is Kind.COST:
        return translate("QtPromptPanel", "Choose how to pay.")
    return translate("QtPromptPanel", "Choose one.")


#: the most lines a choice takes on a touch screen, where no tooltip shows the rest
TOUCH_LINES = 3

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


def _group_label(labels: list[str]) -> str:
    """The words a group of moves of one card share, as one choice: "Call
    Ember Sprite to the front left…", "…to the back right…" -> "Call Ember
    Sprite…"."""
    first = labels[0]
    n = len(first)
    for other in labels[1:]:
        n = min(n, len(other))
        n = next((i for i in range(n) if first[i] != other[i]), n)
    shared = first[:n]
    # English words are cut back to a whole word; Japanese, written without
    # spaces, keeps all it shares ("Ember Spriteを…")
    words = shared.rsplit(" ", 1)[0] if n < len(first) and shared.isascii() else shared
    for tail in (" to the", " to", " on the", " on", " in the", " in", " at the", " at"):
        if words.endswith(tail):
            words = words[: -len(tail)]
            break
    return words.rstrip(" ,:") + "…"


def _own_label(o: Option) -> str:
    return o.label


def arrange(
    d: Decision,
    selected: int | None,
    label: Callable[[Option], str] = _own_label,
    printed: Mapping[int, str] | None = None,
) -> tuple[dict[str, str], set[str]]:
    """How the prompt shows ``d``'s options: the group heads (an option key ->
    the words of the group it stands for) and the options left out. The
    several moves of one card that go to different places (five "Call X to
    ... circle") are one choice, "Call X…": choosing it marks the places on
    the mat. A choice that reads the same as one before it for another copy
    of the same card (two Cinder Hounds in the hand) is shown once.
    ``label``: an option's words as the screen may show them; ``printed``:
    the card id of each card the people looking know (two cards are copies
    only when both are known)."""
    heads: dict[str, str] = {}
    hidden: set[str] = set()
    if d.kind is not Kind.ACTION or d.max != 1 or d.min != 1:
        return heads, hidden
    groups: dict[tuple[int, str], list[int]] = {}
    for i, o in enumerate(d.options):
        if o.card is not None and o.dst:
            groups.setdefault((o.card, o.verb), []).append(i)
    for (card, _), members in groups.items():
        if len(members) < 2 or card == selected:
            continue
        opts = [d.options[i] for i in members]
        heads[opts[0].key] = _group_label([label(o) for o in opts])
        hidden.update(o.key for o in opts[1:])
    # the same choice for another copy: the same words, the same places
    seen: dict[tuple[str, ...], int] = {}
    by_card: dict[int, list[str]] = {}
    known = printed or {}
    for o in d.options:
        if o.card is not None and o.card in known:
            by_card.setdefault(o.card, []).append(heads.get(o.key, label(o)) + "|" + o.dst)
    for card, words in by_card.items():
        if card == selected:
            continue
        sig = (known[card], *words)
        if sig in seen:
            hidden.update(o.key for o in d.options if o.card == card)
        else:
            seen[sig] = card
    return {k: v for k, v in heads.items() if k not in hidden}, hidden


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
        self.setStyleSheet(f'QPushButton[option="true"] {{ text-align: left; padding: 4px {OPTION_PADDING}px; }}')
        self._build_words()
        self._build_choices(model)
        self._build_warning(model)
        self._lay_out()
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

    def _build_words(self) -> None:
        """Who decides, the rule asked under, the question and its hint."""
        self.who = QLabel()
        self.who.setObjectName("who")
        bold = QFont(self.who.font())
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.15)
        self.who.setFont(bold)
        # the rule the question is asked under, a link that opens it
        self.rule = QLabel()
        self.rule.setObjectName("rule")
        self.rule.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.rule.linkActivated.connect(lambda link: open_rule(self, link))
        self.rule.linkHovered.connect(self._show_rule_words)
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

    def _build_choices(self, model: QtGameModel) -> None:
        """The choices (a list that scrolls), Confirm, Clear, and the peek button of table mode."""
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
        self.confirm_button = QPushButton(self.tr("&Confirm"))
        self.confirm_button.setObjectName("confirm")
        self.confirm_button.clicked.connect(model.confirm)
        self.clear_button = QPushButton(self.tr("C&lear"))
        self.clear_button.setObjectName("clear")
        self.clear_button.clicked.connect(model.clear_picked)
        # shown only for a question of several picks (:meth:`_rebuild`): not
        # while nobody here is asked (a bot's turn from the start)
        self.confirm_button.hide()
        self.clear_button.hide()
        # table mode: one screen for every player; the names of the deciding
        # player's hidden cards are shown only when they ask
        self.peek_button = QPushButton()
        self.peek_button.setObjectName("peek")
        self.peek_button.setCheckable(True)
        self.peek_button.setVisible(False)
        self.peek_button.toggled.connect(model.set_peeking)

    def _build_warning(self, model: QtGameModel) -> None:
        """The warning before a choice that would do nothing, with its two answers."""
        # a choice that would do nothing now waits for a second yes
        self.warning = QFrame()
        self.warning.setObjectName("warning")
        self.warning.setStyleSheet(
            "QFrame#warning { background: #fff3cd; border: 1px solid #d9a400; border-radius: 4px; }"
            " QLabel { color: #5c4400; }"
        )
        self.warning_text = QLabel()
        self.warning_text.setObjectName("warning_text")
        self.warning_text.setWordWrap(True)
        self.go_anyway = QPushButton()
        self.go_anyway.setObjectName("go_anyway")
        self.go_anyway.clicked.connect(model.confirm)
        self.think_again = QPushButton()
        self.think_again.setObjectName("think_again")
        self.think_again.clicked.connect(model.clear_picked)
        answers = QHBoxLayout()
        answers.addWidget(self.think_again)
        answers.addWidget(self.go_anyway, 1)
        box = QVBoxLayout(self.warning)
        box.addWidget(self.warning_text)
        box.addLayout(answers)
        self.warning.setVisible(False)

    def _lay_out(self) -> None:
        """The words above the choices, the buttons below."""
        row = QHBoxLayout()
        row.addWidget(self.clear_button)
        row.addWidget(self.confirm_button, 1)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(self.who, 1)
        top.addWidget(self.rule)
        layout.addLayout(top)
        layout.addWidget(self.question)
        layout.addWidget(self.hint)
        layout.addWidget(self.peek_button)
        layout.addWidget(self.warning)
        layout.addWidget(self.options_area, 1)
        layout.addLayout(row)

    def _show_rule_words(self, link: str) -> None:
        """The rule pointed at: its words from the player's rules, or where to put them."""
        cited = citation(link)
        if cited is not None:
            QToolTip.showText(QCursor.pos(), rule_words(cited), self.rule)

    def _update(self) -> None:
        model = self.model
        d = model.decision
        s = model.session
        if d is not self._shown and d != self._shown:
            # (the same question in a copy of the game keeps its buttons)
            self._rebuild(d)
        else:
            self._shown = d
        if d is None or s is None:
            self.rule.setText("")
        if s is None:
            self.who.setText(self.tr("No game"))
            self.question.setText("")
            self.hint.setText("")
        elif d is not None:
            self.who.setText(self.tr("{player} to decide").format(player=seat_name(d.player)))
            self.question.setText(model.shown_prompt(d))
            self.question.setToolTip(self.tr("Rule {rule}").format(rule=d.rule) if d.rule else "")
            cited = citation(d.rule) if d.rule and not self.touch else None
            self.rule.setText(
                "<small>" + self.tr("Rule {rule}").format(rule=rule_link(cited)) + "</small>" if cited else ""
            )
            self.hint.setText(how_to_answer(d, self.touch))
        elif s.replay is not None:
            nxt = s.match.decision
            self.who.setText(self.tr("Replay: answer {n} of {total}").format(n=s.replay_at, total=len(s.replay)))
            self.question.setText(
                self.tr("Next: {player}: {prompt}").format(player=seat_name(nxt.player), prompt=model.shown_prompt(nxt))
                if nxt
                else self.tr("The end of the game.")
            )
            self.question.setToolTip("")
            self.hint.setText(self.tr("← and → step through the game, Home and End jump to its start and end."))
        elif s.over:
            outcome = s.match.outcome()
            self.who.setText(self.tr("Game over"))
            self.question.setText(outcome_text(outcome) if outcome else "")
            self.question.setToolTip("")
            self.hint.setText("" if self.touch else self.tr("Start a new game (Ctrl+N) or restart this one (Ctrl+R)."))
        elif model.handover:
            nxt = s.match.decision
            self.who.setText(self.tr("Pass the screen"))
            self.question.setText(self.tr("{player} is next.").format(player=seat_name(nxt.player)) if nxt else "")
            self.hint.setText("")
        else:
            nxt = s.match.decision
            self.who.setText(
                self.tr("{player} (computer) is playing").format(player=seat_name(nxt.player)) if nxt else ""
            )
            self.question.setText(model.shown_prompt(nxt) if nxt else "")
            watching = s.mode == "watch" and not self.touch
            self.hint.setText(self.tr("Watch mode: Space plays one answer, E plays on.") if watching else "")
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
        """The button's choice, cut short with "…" if it is wider than the
        panel; on a touch screen (no tooltip to read the rest) it takes a
        second line first."""
        text = str(button.property("label") or "")
        room = max(self.options_area.viewport().width() - 2 * OPTION_PADDING - 6, 40)
        metrics = button.fontMetrics()
        lines = 1
        if self.touch and metrics.horizontalAdvance(text) > room:
            wrapped: list[str] = []
            words = text.split(" ")
            while words and len(wrapped) < TOUCH_LINES - 1:
                cut = len(words)
                while cut > 1 and metrics.horizontalAdvance(" ".join(words[:cut])) > room:
                    cut -= 1
                wrapped.append(" ".join(words[:cut]))
                words = words[cut:]
            if words:
                wrapped.append(metrics.elidedText(" ".join(words), Qt.TextElideMode.ElideRight, room))
            text, lines = "\n".join(wrapped), len(wrapped)
        else:
            text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
        button.setText(text)
        button.setMinimumHeight(max(self._least_height, lines * metrics.lineSpacing() + 12))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._shown = None  # the choices worded anew too
            self.confirm_button.setText(self.tr("Confirm") if self.touch else self.tr("&Confirm"))
            self.clear_button.setText(self.tr("Clear") if self.touch else self.tr("C&lear"))
            self._update()
        super().changeEvent(event)

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
        button.clicked.connect(lambda _=False, b=button: self._clicked(b))
        button.hide()
        self._options.insertWidget(len(self._pool), button)
        self._pool.append(button)

    def _clicked(self, button: QPushButton) -> None:
        card = button.property("group_card")
        if isinstance(card, int) and card >= 0:
            self.model.click_card(card)  # its places are marked; its moves take the prompt
        else:
            self.model.pick(str(button.property("key")))

    def set_touch(self, on: bool = True) -> None:
        """For a touch screen: no key is named, every button at least
        :data:`TAP_MM` high."""
        self.touch = on
        self._least_height = tap_pixels(self) if on else 30
        for button in (*self._pool, self.confirm_button, self.clear_button, self.peek_button):
            button.setMinimumHeight(self._least_height)
        for button in (self.go_anyway, self.think_again):
            button.setMinimumHeight(self._least_height)
        self.confirm_button.setText(self.tr("Confirm") if on else self.tr("&Confirm"))
        self.clear_button.setText(self.tr("Clear") if on else self.tr("C&lear"))
        self._update()

    def _update_peek(self) -> None:
        model = self.model
        d = model.decision
        can = model.can_peek and d is not None
        self.peek_button.setVisible(can)
        if can and d is not None:
            me, others = (
                seat_name(d.player),
                self.tr(" and ").join(seat_name(s) for s in range(len(model.match.game.players)) if s != d.player),
            )
            self.peek_button.setText(
                self.tr("Hide {player}'s cards again").format(player=me)
                if model.peeking
                else self.tr("Show {player}'s cards by name ({others}, look away)").format(player=me, others=others)
            )
        self.peek_button.blockSignals(True)
        self.peek_button.setChecked(model.peeking)
        self.peek_button.blockSignals(False)

    def _update_warning(self) -> None:
        warning = self.model.warning
        self.warning.setVisible(warning is not None)
        if warning is not None:
            self.warning_text.setText(warning[1])
            self.go_anyway.setText(self.tr("Go ahead anyway") if self.touch else self.tr("Go ahead anyway (Enter)"))
            self.think_again.setText(self.tr("Think again") if self.touch else self.tr("Think again (Esc)"))

    def _update_picks(self) -> None:
        model = self.model
        self._update_peek()
        self._update_warning()
        d = self._shown
        if d is None:
            return
        order = {k: i + 1 for i, k in enumerate(model.picked)}
        sel = model.selected_card
        view = model.view()
        printed = {c.iid: c.card_id for z in view.zones for c in z.cards if c.card_id} if view is not None else {}
        heads, hidden = arrange(d, sel, model.option_label, printed)
        labels = {o.key: heads.get(o.key) or model.option_label(o) for o in d.options if o.key not in hidden}
        twice = {t for t in labels.values() if list(labels.values()).count(t) > 1}
        nth: dict[str, int] = {}
        for o in d.options:
            button = self.buttons.get(o.key)
            if button is None:
                continue
            button.setVisible(o.key not in hidden)
            button.setProperty("group_card", o.card if o.key in heads and o.card is not None else -1)
            if o.key in hidden:
                continue
            label = labels[o.key]
            if label in twice:
                # the same words for different cards (two copies chosen from a pile): told apart by number
                nth[label] = nth.get(label, 0) + 1
                label = f"{label} ({nth[label]})"
            button.setToolTip(label + ("\n" + self.tr("Rule {rule}").format(rule=d.rule) if d.rule else ""))
            button.setEnabled(sel is None or o.card == sel)
            if button.isCheckable():
                button.setChecked(o.key in order)
            prefix = f"{order[o.key]}. " if d.kind is Kind.ORDER and o.key in order else ""
            button.setProperty("label", prefix + label)
            self._fit(button)
        self.confirm_button.setEnabled(model.can_confirm())
        confirm = self.tr("Confirm") if self.touch else self.tr("&Confirm")
        if d.kind is not Kind.ORDER and (d.max > 1 or d.min != 1):
            self.confirm_button.setText(self.tr("{confirm} ({n} chosen)").format(confirm=confirm, n=len(model.picked)))
        else:
            self.confirm_button.setText(confirm)
