"""The effect grammar shared by the four games: schemas of ability values
(:mod:`engine.grammar.spec`)."""
