"""Shared test setup.

Qt must never look for a display during tests: without one, and without
QT_QPA_PLATFORM, Qt aborts the whole pytest process. The offscreen platform
is therefore the default, set before anything imports Qt; run with
QT_QPA_PLATFORM=xcb (under Xvfb) to use real X windows instead.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The interface speaks English in tests whatever the tester's locale (a test
# of another language puts it in place itself; see desktop.i18n).
os.environ["PLAYMAT_LANGUAGE"] = "en"

from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True, scope="session")
def _private_state_home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Logs and other state go to a temporary folder, never the tester's home
        (subprocesses started by tests inherit it); so does the user's card
        library, which starts empty, and its cache: the tester's imported sets never
    reach a test."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("XDG_STATE_HOME", str(tmp_path_factory.mktemp("state")))
        mp.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("data")))
        mp.setenv("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("cache")))
        yield
