"""The Japanese interface's font: the installer build copies one Noto Sans
CJK JP into the bundle (``assets/fonts/``), and Playmat registers it with
Qt when Japanese is put in place and no font of the system writes Japanese
(faked here: this machine has fonts-noto-cjk)."""

from __future__ import annotations

import importlib.util
import logging
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication

from desktop import i18n
from tests.desktop.test_japanese import compiled  # noqa: F401 - fixture

ROOT = Path(__file__).resolve().parents[2]
SYSTEM_FONT = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")

needs_font = pytest.mark.skipif(not SYSTEM_FONT.is_file(), reason="fonts-noto-cjk is not installed")


def _installer_build() -> ModuleType:
    spec = importlib.util.spec_from_file_location("installer_build", ROOT / "installer" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def bundle_fonts(tmp_path: Path, qapp: QApplication) -> Path:
    """A bundle's assets/fonts/ with the font the installer build copies (linked, not copied: 19 MB)."""
    folder = tmp_path / "fonts"
    folder.mkdir()
    (folder / SYSTEM_FONT.name).symlink_to(SYSTEM_FONT)
    (folder / "README.txt").write_text("not a font", encoding="utf-8")
    return folder


def test_the_installer_build_copies_one_cjk_font(tmp_path: Path) -> None:
    build = _installer_build()
    font = tmp_path / "NotoSansCJK-Regular.ttc"
    font.write_bytes(b"font bytes")
    target = tmp_path / "build" / "fonts"
    copied = build.copy_cjk_font([tmp_path / "missing.otf", font], target)
    if build.WINDOWS:
        assert copied is None
        return
    assert copied == target / font.name and copied.read_bytes() == b"font bytes"
    assert [p.name for p in target.iterdir()] == [font.name]
    # none on the machine: the folder is left empty, and the spec bundles nothing
    assert build.copy_cjk_font([tmp_path / "missing.otf"], target) is None
    assert list(target.iterdir()) == []
    spec = (ROOT / "installer" / "playmat.spec").read_text(encoding="utf-8")
    assert '(str(FONTS), "assets/fonts")' in spec and 'FONTS = ROOT / "build" / "fonts"' in spec


@needs_font
def test_the_bundled_font_is_registered_when_the_system_has_none(bundle_fonts: Path) -> None:
    families = i18n.ensure_font("ja", folder=bundle_fonts, has_font=False)
    assert "Noto Sans CJK JP" in families
    registered = i18n._registered_fonts[bundle_fonts / SYSTEM_FONT.name]
    assert "Noto Sans CJK JP" in registered
    assert "Noto Sans CJK JP" in QFontDatabase.families(QFontDatabase.WritingSystem.Japanese)
    # registered once, however often Japanese is put in place
    assert i18n.ensure_font("ja", folder=bundle_fonts, has_font=False) == families
    assert list(i18n._registered_fonts).count(bundle_fonts / SYSTEM_FONT.name) == 1


@needs_font
def test_no_font_is_registered_when_the_system_has_one(bundle_fonts: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "_registered_fonts", {})
    assert i18n.system_has_font("ja")  # this machine: fonts-noto-cjk
    assert i18n.ensure_font("ja", folder=bundle_fonts) == []
    assert i18n.ensure_font("en", folder=bundle_fonts, has_font=False) == []  # English needs none
    assert i18n._registered_fonts == {}


def test_without_a_font_anywhere_the_log_says_what_to_install(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="desktop.i18n"):
        assert i18n.ensure_font("ja", folder=tmp_path / "none", has_font=False) == []
    assert "fonts-noto-cjk" in caplog.text


@needs_font
def test_putting_japanese_in_place_registers_the_bundled_font(
    bundle_fonts: Path,
    compiled: Path,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(i18n, "system_has_font", lambda code: False)
    monkeypatch.setattr(i18n, "fonts_dir", lambda: bundle_fonts)
    monkeypatch.setattr(i18n, "_registered_fonts", {})
    assert i18n.apply_language("en")
    assert i18n._registered_fonts == {}  # English: no font looked for
    assert i18n.apply_language("ja")
    assert "Noto Sans CJK JP" in i18n._registered_fonts[bundle_fonts / SYSTEM_FONT.name]
