"""Card pictures: scans or downloads the player puts in an image folder per
game, by card id, shown instead of the drawn face.

The folders are ``$XDG_DATA_HOME/playmat/images/<game>/`` (the user's, looked
at first) and ``assets/images/<game>/``; a picture is ``<card id>.png`` (or
``.jpg``, ``.jpeg``, ``.webp``), the id as Playmat prints it on labels
(``LL-W24-E001``), or the printed number with ``/`` written ``-``. Pictures
are read and scaled on worker threads (a ``QImage`` may be made off the GUI
thread; a ``QPixmap`` may not) and kept in a bounded cache; whoever asked for
a picture not read yet is told by :attr:`CardImages.loaded` and draws again.
A file that is not a picture is left out (logged once): the card keeps its
drawn face.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtGui import QImage

from engine import paths

log = logging.getLogger(__name__)

#: the picture files looked for, in this order
SUFFIXES = (".png", ".jpg", ".jpeg", ".webp")
#: scaled pictures kept at most (a game shows about 150 cards)
CACHE_SIZE = 600
#: pictures are scaled to a width in steps of this many pixels (one picture serves nearby sizes)
WIDTH_STEP = 64


def image_dirs(game: str) -> list[Path]:
    """The folders a game's pictures are looked for in, the user's first."""
    return [paths.data_home() / "images" / game, paths.assets_dir() / "images" / game]


class CardImages(QObject):
    """The card pictures of every game, read off the GUI thread."""

    #: a picture asked for is ready: (game, card id)
    loaded = Signal(str, str)

    def __init__(self) -> None:
        super().__init__()
        self._files: dict[str, dict[str, Path]] = {}
        self._cache: OrderedDict[tuple[str, str, int], QImage] = OrderedDict()
        self._pending: set[tuple[str, str, int]] = set()
        self._bad: set[Path] = set()
        self.pool = QThreadPool()
        self.pool.setMaxThreadCount(2)
        self._done.connect(self._store, Qt.ConnectionType.QueuedConnection)

    #: a worker read a picture (or failed to: a null image)
    _done = Signal(str, str, int, QImage, str)

    def rescan(self, game: str | None = None) -> None:
        """Look at the folders again (pictures added while Playmat runs)."""
        if game is None:
            self._files.clear()
        else:
            self._files.pop(game, None)
        self._cache.clear()

    def path(self, game: str, card_id: str) -> Path | None:
        """The picture file of a card, if the player has one."""
        files = self._files.get(game)
        if files is None:
            files = {}
            for folder in reversed(image_dirs(game)):  # the user's folder wins
                if not folder.is_dir():
                    continue
                for f in folder.iterdir():
                    if f.suffix.lower() in SUFFIXES and f.is_file():
                        files[f.stem.upper().replace("/", "-")] = f
            self._files[game] = files
        found = files.get(card_id.upper().replace("/", "-"))
        return None if found is None or found in self._bad else found

    def image(self, game: str, card_id: str | None, width: int) -> QImage | None:
        """The card's picture about ``width`` pixels wide, if it is read;
        otherwise None, and it is read on a worker (:attr:`loaded` tells)."""
        if not card_id:
            return None
        step = max(WIDTH_STEP, -(-max(1, width) // WIDTH_STEP) * WIDTH_STEP)
        key = (game, card_id, step)
        img = self._cache.get(key)
        if img is not None:
            self._cache.move_to_end(key)
            return img
        path = self.path(game, card_id)
        if path is None or key in self._pending:
            return None
        self._pending.add(key)
        self.pool.start(_Read(self, game, card_id, step, path))
        return None

    def wait(self) -> None:
        """Wait for the pictures being read (tests, screenshots)."""
        self.pool.waitForDone()

    def _store(self, game: str, card_id: str, step: int, img: QImage, path: str) -> None:
        key = (game, card_id, step)
        self._pending.discard(key)
        if img.isNull():
            if Path(path) not in self._bad:
                log.warning("%s is not a picture Playmat can read; the card keeps its drawn face", path)
            self._bad.add(Path(path))
            return
        self._cache[key] = img
        while len(self._cache) > CACHE_SIZE:
            self._cache.popitem(last=False)
        self.loaded.emit(game, card_id)


class _Read(QRunnable):
    def __init__(self, images: CardImages, game: str, card_id: str, step: int, path: Path) -> None:
        super().__init__()
        self.images, self.game, self.card_id, self.step, self.file = images, game, card_id, step, path

    def run(self) -> None:
        img = QImage(str(self.file))
        if not img.isNull():
            img = img.scaledToWidth(self.step, Qt.TransformationMode.SmoothTransformation)
        self.images._done.emit(self.game, self.card_id, self.step, img, str(self.file))


_IMAGES: CardImages | None = None


def card_images() -> CardImages:
    """The one picture store of the application (made on first use, on the GUI thread)."""
    global _IMAGES
    if _IMAGES is None:
        _IMAGES = CardImages()
    return _IMAGES
