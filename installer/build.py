"""Build Playmat as a self-contained application folder, and smoke-test it.

    python installer/build.py                 build dist/playmat/ for this OS, then smoke-test it
    python installer/build.py --smoke-only    smoke-test an existing dist/playmat/
    python installer/build.py --no-smoke      build only

Run it with the Python of the environment Playmat is installed in (``.venv``),
with PyInstaller installed there too (``pip install pyinstaller``). It works
the same on Linux and Windows; installer/README.md has the details.

The smoke test runs the built ``playmat`` from a temporary folder, with its
own state and settings folders, and checks that:

- ``playmat --version`` prints the version of pyproject.toml;
- ``playmat sim --game vanguard --games 3 --json`` finishes three games;
- ``playmat --screenshot PATH`` writes a picture of the window (a PNG of the
  window's size, with more than a handful of colours): of the start screen
  on a real X server (``xvfb-run -a`` when there is no display), and of a
  Vanguard game in progress on Qt's offscreen platform, so both bundled
  platform plugins, and the card data, are proved (on Windows both on the
  desktop);
- on Linux, every bundled Qt plugin finds the libraries it links.

Before PyInstaller runs, the translations are compiled and, on Linux, one
Noto Sans CJK JP (the Debian package ``fonts-noto-cjk``) is copied into
``build/fonts/``, which the bundle carries as ``assets/fonts/``.

The screenshots are kept in build/smoke/ to be looked at. Exit code 0 when
everything passed, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "installer" / "playmat.spec"
ICON_SVG = ROOT / "assets" / "icons" / "playmat.svg"
#: the fonts the bundle carries (installer/playmat.spec puts them in assets/fonts/)
FONTS_DIR = ROOT / "build" / "fonts"
#: one regular-weight Noto Sans CJK (JP among its faces) of the Debian package fonts-noto-cjk, for the Japanese
#: interface on a Linux without a CJK font (desktop.i18n.ensure_font registers it then)
CJK_FONTS = (
    Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"),
    Path("/usr/share/fonts/opentype/noto/NotoSansCJKjp-Regular.otf"),
)
WINDOWS = sys.platform == "win32"
EXE_NAME = "playmat.exe" if WINDOWS else "playmat"

#: The size of the window, and so of a screenshot (desktop.app.WINDOW_SIZE).
WINDOW_SIZE = (1280, 800)
#: Icon sizes drawn into build/playmat.ico for the Windows executable.
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: Seconds any one smoke-test command may take.
TIMEOUT = 180


class SmokeError(Exception):
    """A smoke-test check failed."""


def say(message: str) -> None:
    print(f"build: {message}", flush=True)  # noqa: T201 (a command: it talks to the terminal)


def project_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def folder_size(folder: Path) -> tuple[int, int]:
    """Total bytes and number of files under ``folder``."""
    total = count = 0
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            total += path.stat().st_size
            count += 1
    return total, count


# ------------------------------------------------------------------ build


def make_ico(svg: Path, target: Path, sizes: Sequence[int] = ICO_SIZES) -> Path:
    """Draw ``svg`` at each of ``sizes`` into a Windows icon file (PNG entries)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise RuntimeError(f"cannot read the icon {svg}")
    images: list[bytes] = []
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        buffer.close()
        images.append(bytes(data.data()))
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries = b""
    for size, png in zip(sizes, images, strict=True):
        side = 0 if size >= 256 else size  # 0 means 256 in an icon directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(header + entries + b"".join(images))
    return target


def copy_cjk_font(candidates: Sequence[Path] = CJK_FONTS, target: Path = FONTS_DIR) -> Path | None:
    """Copy one regular-weight Noto Sans CJK JP into ``target`` for the bundle
    (the first of ``candidates`` there is). On Windows none is needed (Yu Gothic
    and Meiryo come with it); on Linux the build machine needs fonts-noto-cjk,
    or the bundle goes without and says so."""
    if target.is_dir():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    if WINDOWS:
        return None
    for font in candidates:
        if font.is_file():
            copied = target / font.name
            shutil.copy2(font, copied)
            say(f"bundled the font {font} ({font.stat().st_size / 1e6:.0f} MB)")
            return copied
    say("no Noto Sans CJK on this machine (apt-get install fonts-noto-cjk): the bundle carries no Japanese font")
    return None


def build(dist: Path, work: Path, clean: bool) -> float:
    """Run PyInstaller on installer/playmat.spec; return the seconds it took."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit(
            "build: PyInstaller is not installed in this Python; install it with\n"
            f"    {sys.executable} -m pip install pyinstaller"
        ) from None
    make_ico(ICON_SVG, ROOT / "build" / "playmat.ico")
    # the interface's translations, compiled into assets/i18n/ (bundled with assets/)
    subprocess.run([sys.executable, "-m", "desktop.i18n_build", "build"], cwd=ROOT, check=True)
    copy_cjk_font()
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        *(["--clean"] if clean else []),
        str(SPEC),
    ]
    say("running " + " ".join(command))
    start = time.perf_counter()
    result = subprocess.run(command, cwd=ROOT, check=False)
    seconds = time.perf_counter() - start
    if result.returncode != 0:
        raise SystemExit(f"build: PyInstaller failed (exit code {result.returncode}; its messages are above)")
    return seconds


# ------------------------------------------------------------------ smoke test


def _run(command: Sequence[str], env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess[str]:
    try:
        result = subprocess.run(
            list(command), env=env, cwd=cwd, capture_output=True, text=True, timeout=TIMEOUT, check=False
        )
    except subprocess.TimeoutExpired:
        raise SmokeError(f"`{' '.join(command)}` did not finish in {TIMEOUT} s") from None
    if result.returncode != 0:
        raise SmokeError(
            f"`{' '.join(command)}` exited with code {result.returncode}:\n{result.stderr.strip()[-2000:]}"
        )
    return result


def png_size(path: Path) -> tuple[int, int]:
    """Width and height of a PNG file; SmokeError if it is not one."""
    data = path.read_bytes()[:32]
    if len(data) < 24 or data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise SmokeError(f"{path} is not a PNG file")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def png_colours(path: Path, step: int = 8) -> int:
    """How many distinct colours a grid of every ``step``-th pixel of the picture has."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QImage

    image = QImage(str(path))
    if image.isNull():
        raise SmokeError(f"{path} cannot be read as an image")
    return len({image.pixel(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)})


def check_screenshot(path: Path) -> str:
    """Check that ``path`` is a picture of the window; describe it."""
    if not path.is_file() or path.stat().st_size == 0:
        raise SmokeError(f"no screenshot was written to {path}")
    width, height = png_size(path)
    if (width, height) < (WINDOW_SIZE[0] // 2, WINDOW_SIZE[1] // 2):
        raise SmokeError(f"{path} is only {width}x{height} pixels")
    colours = png_colours(path)
    if colours < 8:
        raise SmokeError(f"{path} has only {colours} colours: the window was not drawn")
    return f"{width}x{height} PNG, {path.stat().st_size // 1024} KB, {colours} colours"


def missing_libraries(internal: Path) -> list[str]:
    """Linux: the Qt plugins in the bundle that link a library found neither
    in the bundle nor on this system (``ldd`` says "not found")."""
    if WINDOWS or shutil.which("ldd") is None:
        return []
    env = {**os.environ, "LD_LIBRARY_PATH": str(internal)}
    problems = []
    for plugin in sorted((internal / "PySide6" / "Qt" / "plugins").rglob("*.so")):
        out = subprocess.run(["ldd", str(plugin)], env=env, capture_output=True, text=True, check=False).stdout
        for line in out.splitlines():
            if "not found" in line:
                problems.append(f"{plugin.relative_to(internal)}: {line.strip()}")
    return problems


def smoke_test(app_dir: Path, shots: Path) -> None:
    """Run the checks of the module docstring against ``app_dir``; SmokeError on the first failure."""
    exe = app_dir / EXE_NAME
    if not exe.is_file():
        raise SmokeError(f"{exe} does not exist (build first)")
    shots.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="playmat-smoke-") as tmp:
        home = Path(tmp)
        env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "QT_"))}
        env.update(
            XDG_STATE_HOME=str(home / "state"),
            XDG_CONFIG_HOME=str(home / "config"),
            XDG_CACHE_HOME=str(home / "cache"),
            LOCALAPPDATA=str(home / "local"),
        )

        start = time.perf_counter()
        out = _run([str(exe), "--version"], env, home).stdout.strip()
        want = f"playmat {project_version()}"
        if out != want:
            raise SmokeError(f"`playmat --version` printed {out!r}, not {want!r}")
        say(f"ok  --version: {out} ({time.perf_counter() - start:.1f} s, the first start)")

        start = time.perf_counter()
        out = _run([str(exe), "sim", "--game", "vanguard", "--games", "3", "--json"], env, home).stdout
        try:
            sim = json.loads(out)
        except json.JSONDecodeError:
            raise SmokeError(f"`playmat sim --json` did not print JSON: {out[:300]!r}") from None
        if sim.get("finished") != 3 or sim.get("errors") != 0:
            raise SmokeError(f"`playmat sim` finished {sim.get('finished')} of 3 games, errors {sim.get('errors')}")
        say(f"ok  sim --game vanguard --games 3 --json: 3 games finished ({time.perf_counter() - start:.1f} s)")

        game = ["--game", "vanguard", "--seed", "1"]
        # (picture name, platform, command before playmat, options after --screenshot PATH)
        runs: list[tuple[str, str, list[str], list[str]]] = []
        if WINDOWS:
            runs += [("start-windows", "windows", [], []), ("game-windows", "windows", [], game)]
        else:
            if env.get("DISPLAY"):
                runs.append(("start-xcb", "xcb", [], []))
            elif shutil.which("xvfb-run"):
                runs.append(("start-xcb", "xcb", ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24"], []))
            else:
                say("note: no display and no xvfb-run (Debian package xvfb): the xcb platform is not tested")
            runs.append(("game-offscreen", "offscreen", [], game))
        for name, platform, wrapper, options in runs:
            shot = shots / f"{name}.png"
            shot.unlink(missing_ok=True)
            run_env = env if WINDOWS else {**env, "QT_QPA_PLATFORM": platform}
            start = time.perf_counter()
            _run([*wrapper, str(exe), "--screenshot", str(shot), *options], run_env, home)
            described = check_screenshot(shot)
            what = " ".join(["--screenshot", shot.name, *options])
            say(f"ok  {what} on the {platform} platform: {shot} ({described}; {time.perf_counter() - start:.1f} s)")

    problems = missing_libraries(app_dir / "_internal")
    if problems:
        raise SmokeError("Qt plugins with missing libraries:\n  " + "\n  ".join(problems))
    if not WINDOWS:
        say("ok  every bundled Qt plugin finds its libraries")


# ------------------------------------------------------------------ command


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="installer/build.py", description=__doc__.split("\n")[0])
    p.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the app folder goes (default dist/)")
    p.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller", help="PyInstaller's work folder")
    p.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--no-smoke", action="store_true", help="build only")
    g.add_argument("--smoke-only", action="store_true", help="only smoke-test an existing build")
    args = p.parse_args(argv)
    dist = args.dist.resolve()
    app_dir = dist / "playmat"

    build_seconds = None
    if not args.smoke_only:
        say(f"building Playmat {project_version()} for {sys.platform} into {app_dir}")
        build_seconds = build(dist, args.work.resolve(), args.clean)
        size, files = folder_size(app_dir)
        say(f"built {app_dir} in {build_seconds:.0f} s: {size / 1e6:.0f} MB in {files} files")
    if args.no_smoke:
        return 0

    say(f"smoke test of {app_dir}")
    start = time.perf_counter()
    try:
        smoke_test(app_dir, ROOT / "build" / "smoke")
    except SmokeError as exc:
        say(f"FAILED: {exc}")
        return 1
    size, files = folder_size(app_dir)
    built = f"built in {build_seconds:.0f} s, " if build_seconds is not None else ""
    say(
        f"passed: {app_dir} ({size / 1e6:.0f} MB, {files} files; {built}smoke test {time.perf_counter() - start:.0f} s)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
