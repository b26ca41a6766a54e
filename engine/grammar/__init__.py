"""The effect grammar shared by the four games.

* :mod:`engine.grammar.spec` — schemas of ability values, checked when a
  card set loads, and the :class:`~engine.grammar.spec.Word` of a vocabulary;
* :mod:`engine.grammar.selector` — selectors: which cards an effect acts on;
* :mod:`engine.grammar.verbs` — the shared verbs (draw, search, gets, put,
  look, stand, rest, shuffle_deck, damage, heal, take_control, win_game,
  lose_game) and their shorthands, each written once;
* :mod:`engine.grammar.control` — the steps that hold steps (if, may,
  choose, repeat) and the verbs reveal, grant and remove;
* :mod:`engine.grammar.adapter` — what the verbs need to know of one game
  (each game's ``engine/games/<id>/grammar.py`` supplies it);
* :mod:`engine.grammar.report` — ``playmat cards vocabulary``.

See ``docs/cards.md`` for the grammar as card files write it.
"""
