"""Playmat rules engine: pure Python, no GUI or device imports.

The public entry points are :mod:`engine.registry` (rulesets by id),
:class:`engine.match.Match` (one game with journal, save/load, undo) and
:mod:`engine.bots` (players that answer decisions).
"""

__version__ = "0.1.0"
