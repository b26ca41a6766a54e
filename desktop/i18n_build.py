"""Build the interface's translations: ``python -m desktop.i18n_build [build|update|check]``.

- ``build`` (the default; the set-up and the installer build run it):
  compile every ``assets/i18n/playmat_<code>.ts`` into its ``.qm`` with Qt's
  ``lrelease``. The ``.qm`` files are made, never committed.
- ``update`` (after changing words in the code): gather the words to
  translate with Qt's ``lupdate`` into the ``.ts`` files, from the desktop's
  code (``tr()``, ``QCoreApplication.translate()``, ``QT_TRANSLATE_NOOP()``)
  and from data: the zone labels printed on the mats (context ``mat:<game>``),
  the engine's messages (context ``engine``, :data:`engine.messages.ENGLISH`) and
  table sync's (context ``TableSync``, :data:`hardware.table.words.WORDS`).
  Words no longer in the code are dropped; new ones are left unfinished for a
  translator (Qt Linguist: ``pyside6-linguist assets/i18n/playmat_ja.ts``).
- ``check``: print, per language and context, how many words are not
  translated yet; exit 1 if any are.
"""

from __future__ import annotations

import logging
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import PySide6

from desktop.i18n import i18n_dir
from desktop.session import MODE_TITLES
from desktop.table.words import CONTEXT as TABLE_CONTEXT
from desktop.wording import mat_context
from engine import paths, registry
from engine.messages import ENGLISH, shared_by
from hardware.layouts import layout_for
from hardware.table.words import WORDS as TABLE_WORDS

log = logging.getLogger(__name__)


def _tool(name: str) -> Path:
    """Qt's ``lupdate`` / ``lrelease`` shipped inside the PySide6 package."""
    folder = Path(PySide6.__file__).parent
    for candidate in (folder / name, folder / f"{name}.exe", folder / "Qt" / "libexec" / name):
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(f"Qt's {name} was not found in {folder}")


def ts_files(folder: Path | None = None) -> list[Path]:
    return sorted((folder or i18n_dir()).glob("playmat_*.ts"))


def build(folder: Path | None = None, out: Path | None = None) -> list[Path]:
    """Compile each ``.ts`` of ``folder`` into a ``.qm`` in ``out`` (default: beside it)."""
    made = []
    for ts in ts_files(folder):
        qm = (out or ts.parent) / f"{ts.stem}.qm"
        subprocess.run([str(_tool("lrelease")), "-silent", str(ts), "-qm", str(qm)], check=True)
        made.append(qm)
    return made


def data_words() -> str:
    """Python source marking the words that come from data (mat labels, engine messages)."""
    labels: set[tuple[str, str]] = set()
    for rid in registry.ids():
        try:
            labels.update((mat_context(rid), z.label) for z in layout_for(rid).zones if z.label)
        except (KeyError, ValueError, OSError):
            continue
    lines = ["from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication", ""]
    lines += [f"QT_TRANSLATE_NOOP({context!r}, {label!r})" for context, label in sorted(labels)]
    # words several ids share are translated once an id (its id tells them apart)
    shared = sorted((words, mid) for mid, words in ENGLISH.items() if shared_by(mid))
    plain = {words for mid, words in ENGLISH.items() if not shared_by(mid)}
    lines += [f"QT_TRANSLATE_NOOP({'engine'!r}, {words!r})" for words in sorted(plain)]
    lines += [f"QCoreApplication.translate({'engine'!r}, {words!r}, {mid!r})" for words, mid in shared]
    # table sync's sentences (context ``TableSync``), each by its id
    lines += [
        f"QCoreApplication.translate({TABLE_CONTEXT!r}, {words!r}, {mid!r})" for mid, words in TABLE_WORDS.items()
    ]
    modes = {t for title in MODE_TITLES.values() for t in (title, title.split(" (")[0])}
    lines += [f"QT_TRANSLATE_NOOP({'modes'!r}, {title!r})" for title in sorted(modes)]
    return "\n".join(lines) + "\n"


def update(folder: Path | None = None) -> None:
    """Gather the words to translate into every ``.ts`` (see the module's doc)."""
    desktop_dir = paths.assets_dir().parent / "desktop"
    with tempfile.TemporaryDirectory() as tmp:
        stub = Path(tmp) / "data_words.py"
        stub.write_text(data_words(), encoding="utf-8")
        for ts in ts_files(folder):
            subprocess.run(
                [
                    str(_tool("lupdate")),
                    "-silent",
                    "-no-obsolete",
                    "-locations",
                    "none",
                    "-extensions",
                    "py",
                    str(desktop_dir),
                    str(stub),
                    "-ts",
                    str(ts),
                ],
                check=True,
            )


def unfinished(ts: Path) -> Counter[str]:
    """How many words of each context of ``ts`` are not translated yet."""
    counts: Counter[str] = Counter()
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None:
                continue
            kind = translation.get("type")
            if kind in ("vanished", "obsolete"):
                continue
            if kind == "unfinished" or not "".join(translation.itertext()).strip():
                counts[name] += 1
    return counts


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "build"
    if command == "build":
        for qm in build():
            sys.stderr.write(f"playmat: translation built: {qm.name}\n")
        return 0
    if command == "update":
        update()
        return main(["check"])
    if command == "check":
        missing = 0
        for ts in ts_files():
            counts = unfinished(ts)
            missing += sum(counts.values())
            for context, n in sorted(counts.items()):
                sys.stdout.write(f"{ts.name}: {context}: {n} unfinished\n")
            if not counts:
                sys.stdout.write(f"{ts.name}: complete\n")
        return 1 if missing else 0
    sys.stderr.write("usage: python -m desktop.i18n_build [build|update|check]\n")
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
