"""System Gate (rules document ``system-gate-rules.md``, rule prefix ``SG``).

Two rulesets: :class:`SystemGate` (two players) and :class:`SystemGateTagTeam`
(SG 15, four players in two teams). Importing the package registers the
game's ability vocabulary.
"""

from __future__ import annotations

from engine.games.systemgate import grammar as _grammar  # registers the vocabulary and the shared verbs
from engine.games.systemgate.ruleset import SystemGate, SystemGateTagTeam

__all__ = ["SystemGate", "SystemGateTagTeam"]

del _grammar
