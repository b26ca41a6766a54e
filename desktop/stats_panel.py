"""The statistics panel: N bot-piloted games of your deck in the background
(progress bar, cancellable), then opening-hand odds and turns to win as a
chart."""

from __future__ import annotations

import threading

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.stats import DeckStats, deck_statistics
from desktop.worker import QtTaskManager
from engine.decks import DeckList


class QtBarChart(QWidget):
    """Bars of (label, value) with the value written above each bar."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.bars: list[tuple[str, float, str]] = []
        self.setMinimumHeight(170)

    def set_bars(self, bars: list[tuple[str, float, str]]) -> None:
        self.bars = bars
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(6, 6, -6, -6)
        p.setPen(self.palette().text().color())
        p.drawText(r, int(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft), self.title)
        if not self.bars:
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.tr("No data yet"))
            return
        top, bottom = r.top() + 34, r.bottom() - 36
        peak = max(v for _, v, _ in self.bars) or 1.0
        w = r.width() / len(self.bars)
        for i, (label, value, text) in enumerate(self.bars):
            h = (bottom - top) * value / peak
            bar = QRectF(r.left() + i * w + w * 0.15, bottom - h, w * 0.7, h)
            p.fillRect(bar, QColor("#3fa9f5"))
            p.drawText(
                QRectF(bar.left() - 20, bar.top() - 18, bar.width() + 40, 16), Qt.AlignmentFlag.AlignCenter, text
            )
            p.save()
            p.translate(bar.center().x(), bottom + 4)
            p.drawText(
                QRectF(-w / 2 - 10, 0, w + 20, 32),
                int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
                label,
            )
            p.restore()


class QtStatsDialog(QDialog):
    def __init__(self, tasks: QtTaskManager, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("QtStatsDialog")
        self.setWindowTitle(self.tr("Deck statistics"))
        self.tasks = tasks
        self.ruleset_id = ""
        self.decks: list[DeckList] = []
        self.seed = 1
        self.games_box = QSpinBox()
        self.games_box.setObjectName("games")
        self.games_box.setRange(1, 100_000)
        self.games_box.setValue(200)
        self.run_button = QPushButton(self.tr("&Run"))
        self.run_button.setObjectName("run")
        self.run_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(self.tr("&Cancel"))
        self.cancel_button.setObjectName("cancel")
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.progress = QProgressBar()
        self.summary = QLabel(self.tr("Plays games of your deck with bots in both seats."))
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        self.opening_chart = QtBarChart(self.tr("Opening hand: chance to hold at least one copy"))
        self.turns_chart = QtBarChart(self.tr("Games won, by your turns taken"))
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Games")))
        row.addWidget(self.games_box)
        row.addWidget(self.run_button)
        row.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.progress)
        layout.addWidget(self.summary)
        layout.addWidget(self.opening_chart, 1)
        layout.addWidget(self.turns_chart, 1)
        self.resize(720, 560)
        self._cancel: threading.Event | None = None
        self.last_stats: DeckStats | None = None

    @property
    def running(self) -> bool:
        return self._cancel is not None

    def set_game(self, ruleset_id: str, decks: list[DeckList], seed: int) -> None:
        self.ruleset_id, self.decks, self.seed = ruleset_id, list(decks), seed
        self.setWindowTitle(self.tr("Deck statistics — {game}").format(game=ruleset_id))

    def start(self) -> None:
        if self.running or not self.ruleset_id:
            return
        games = self.games_box.value()
        cancel = threading.Event()
        self._cancel = cancel
        self.progress.setRange(0, games)
        self.progress.setValue(0)
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.summary.setText(self.tr("Playing {n} games…").format(n=games))
        rid, decks, seed = self.ruleset_id, list(self.decks), self.seed
        tasks = self.tasks

        def progress(done: int, total: int) -> None:
            tasks.run_on_main(lambda: self.progress.setValue(done))

        self.tasks.run(
            lambda: deck_statistics(rid, decks, games, seed, progress, cancel),
            self._on_done,
            self._on_failed,
        )

    def cancel(self) -> None:
        if self._cancel is not None:
            self._cancel.set()

    def _finish(self) -> None:
        self._cancel = None
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)

    def _on_failed(self, exc: BaseException) -> None:
        self._finish()
        self.summary.setText(self.tr("The statistics stopped on an error: {problem}").format(problem=exc))

    def _on_done(self, stats: DeckStats) -> None:
        self._finish()
        self.last_stats = stats
        avg = f"{stats.average_turns_to_win:.1f}" if stats.wins else "-"
        words = (
            self.tr(
                "Cancelled after {games} games of {deck}: won {wins} ({rate}), {errors} errors; "
                "won in {turns} of your turns on average."
            )
            if stats.cancelled
            else self.tr(
                "Played {games} games of {deck}: won {wins} ({rate}), {errors} errors; "
                "won in {turns} of your turns on average."
            )
        )
        self.summary.setText(
            words.format(
                games=stats.games,
                deck=stats.deck_name,
                wins=stats.wins,
                rate=f"{stats.win_rate:.0%}",
                errors=stats.errors,
                turns=avg,
            )
        )
        top = list(stats.opening.items())[:10]
        self.opening_chart.set_bars([(name, share, f"{share:.0%}") for name, share in top])
        turns = sorted(stats.turns_to_win.items())
        self.turns_chart.set_bars([(str(t), float(n), str(n)) for t, n in turns])

    def closeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        self.cancel()
        super().closeEvent(event)
