"""Dragon Ball Super Card Game card text: what a skill does with the deck,
the hand and revealed cards (looking at the top of a deck, searching it,
revealing, choosing from a hand). Registered after the compiler's own
effects (`DbscgCompiler.effects`)."""

from __future__ import annotations

from engine.cardtext.core import Rule

DECK_EFFECTS: list[Rule] = []
