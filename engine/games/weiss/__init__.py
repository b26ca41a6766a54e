"""Weiss Schwarz: clock, level and stock; climaxes, trigger icons, damage
cancel and refresh (rules: ``rules/weiss-schwarz-rules.md``, prefix ``WS``).

Importing the package registers the game's ability vocabulary.
"""

from engine.games.weiss import grammar as _grammar  # registers the shared verbs
from engine.games.weiss.ruleset import WeissSchwarz

__all__ = ["WeissSchwarz"]

del _grammar
