"""Playmat's PySide6 application: every Qt import of the project lives here.

:mod:`desktop.app` composes the window; :mod:`desktop.session`,
:mod:`desktop.stats` and :mod:`desktop.wording` hold the Qt-free parts (the
game as the window plays it, deck statistics, and the words the window
shows), so they can be tested without a display.
"""
