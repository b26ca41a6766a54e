"""Which Qt plugins and files the build keeps (used by the hook-PySide6.*.py
files beside it, which replace PyInstaller's own hooks for these modules).

PyInstaller's hooks collect every plugin of every kind a Qt module may use:
all platforms (Wayland, EGLFS, linuxfb, VNC...), GTK platform themes, TLS
backends and more, each with the system libraries it links. Filtering here,
before the dependencies are resolved, keeps those libraries out of the build
as well.
"""

from __future__ import annotations

from pathlib import PurePath

#: Qt plugins kept, by plugin folder: None keeps the whole folder, a set keeps
#: the plugins of those names (the file name without "lib" and its suffix).
#: Every other plugin folder is left out.
KEEP_PLUGINS: dict[str, set[str] | None] = {
    # xcb: an X display or Xvfb (and Xwayland under cage); offscreen: no
    # display at all; windows: Windows; minimal: a fallback for tests.
    "platforms": {"qxcb", "qoffscreen", "qwindows", "qminimal"},
    "xcbglintegrations": None,
    # The window icon is an SVG; screenshots may be JPEG; ICO for Windows.
    "imageformats": {"qsvg", "qjpeg", "qico"},
    "iconengines": None,
    # Dead keys and compose sequences on X11.
    "platforminputcontexts": {"composeplatforminputcontextplugin"},
    # The native widget style on Windows.
    "styles": None,
}


def plugin_kept(dest_dir: str, source: str) -> bool:
    """Whether a plugin collected from ``source`` into ``dest_dir`` is kept
    (anything that is not a plugin is kept)."""
    parts = PurePath(dest_dir.replace("\\", "/")).parts
    if "plugins" not in parts:
        return True
    i = parts.index("plugins")
    if len(parts) <= i + 1:
        return True
    folder = parts[i + 1]
    if folder not in KEEP_PLUGINS:
        return False
    wanted = KEEP_PLUGINS[folder]
    if wanted is None:
        return True
    stem = PurePath(source.replace("\\", "/")).name.split(".")[0]
    if stem.startswith("lib"):
        stem = stem[3:]
    return stem in wanted


def translation_kept(dest_dir: str, source: str) -> bool:
    """Whether a data file collected from ``source`` into ``dest_dir`` is
    kept: of Qt's translations, only qtbase's in the languages Playmat speaks
    besides English (anything that is not a translation is kept)."""
    if "translations" not in PurePath(dest_dir.replace("\\", "/")).parts:
        return True
    from desktop.i18n import LANGUAGES, SOURCE_LANGUAGE

    name = PurePath(source.replace("\\", "/")).name
    return name in {f"qtbase_{code}.qm" for code, _ in LANGUAGES if code != SOURCE_LANGUAGE}


def collect(hook_file: str) -> tuple[list[str], list[tuple[str, str]], list[tuple[str, str]]]:
    """What PyInstaller's own hook collects for this Qt module, less the
    plugins left out and Qt's translations of languages Playmat does not speak."""
    from PyInstaller.utils.hooks.qt import add_qt6_dependencies

    hiddenimports, binaries, datas = add_qt6_dependencies(hook_file)
    binaries = [(src, dest) for src, dest in binaries if plugin_kept(dest, src)]
    datas = [(src, dest) for src, dest in datas if translation_kept(dest, src)]
    return hiddenimports, binaries, datas
