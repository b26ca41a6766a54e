"""Playmat's PySide6 application: every Qt import of the project lives here.

:mod:`desktop.app` composes the window; :mod:`desktop.spectator` and
:mod:`desktop.wording` hold the Qt-free parts (bots driving a match, and the
words the window shows), so they can be tested without a display.
"""
