"""Cardfight!! Vanguard (rules: ``rules/vanguard-rules.md``, prefix ``VG``).

Importing the package registers the game's ability words (in
:mod:`engine.games.vanguard.schema`, imported by the ruleset, and the shared
verbs in :mod:`engine.games.vanguard.grammar`) before any card set is loaded.
"""

from engine.games.vanguard import grammar as _grammar  # registers the shared verbs
from engine.games.vanguard.ruleset import Vanguard

__all__ = ["Vanguard"]

del _grammar
