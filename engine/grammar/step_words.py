"""An ability's effect steps as a message (an option of a modal "choose one"
ability: "draw up to 2", "put up to 2 card(s) in your opponent's drop into
the removed"), for the desktop to word in the player's language.

:func:`engine.flow.step_words` words a step in English; :func:`steps_message`
gives the same words as a message where the steps have one, and None where
any of them has none (the option then keeps its English words). A message
is only given when its English is exactly those words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.flow import step_words
from engine.grammar.verbs import UNDER, Draw, Put
from engine.messages import ENGLISH, Message, msg

__all__ = ["step_message", "steps_message"]


def step_message(game: str, word: str, value: Any) -> Message | None:
    """One effect step of ``game`` as a message, or None."""
    said = _said(game, word, value)
    return said if said is not None and said.english() == step_words(word, value) else None


def steps_message(game: str, steps: Sequence[tuple[str, Any]]) -> Message | None:
    """Effect steps in order ("draw 1 then ..."), as one message, or None."""
    said: Message | None = None
    for word, value in steps:
        one = step_message(game, word, value)
        if one is None:
            return None
        said = one if said is None else msg("does.then", first=said, then=one)
    return said


def _said(game: str, word: str, value: Any) -> Message | None:
    if isinstance(value, Draw):
        if not isinstance(value.count, int):
            return None
        return msg("does.draw_up_to" if value.up_to else "does.draw", n=value.count)
    if isinstance(value, Put):
        place = f"place.{game}.{value.to}"
        what = value.what.message(game)
        if value.to == UNDER or value.bottom or what is None or ENGLISH.get(place) != value.to.replace("_", " "):
            return None
        return msg("does.put_into", what=what, zone=Message(place))
    # a game's own step, worded by its name and a number ("warp_drop 3")
    if isinstance(value, int) and f"does.{game}.{word}" in ENGLISH:
        return msg(f"does.{game}.{word}", n=value)
    return None
