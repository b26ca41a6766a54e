"""Limits on the copies of a card for the turn: "you can't activate the
[Activate Main] skill on copies of this card for the turn". Copies are the
cards with the same card number (DBS 5-1-3-1); the skill's own card is one of
them. Read where [Activate] skills are offered
(:func:`engine.games.dbscg.abilities.field_skills`, :func:`~engine.games.dbscg.abilities.can_activate_extra`)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.abilities import register_vocabulary
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.note_params import label_of, named
from engine.games.dbscg.schema import GAME
from engine.games.dbscg.state import turn_state
from engine.grammar.adapter import Flow
from engine.grammar.spec import Text, Verb, once
from engine.grammar.verbs import Sugar
from engine.messages import msg
from engine.state import Card, Game
from engine.timing import Pending


@dataclass(frozen=True, slots=True)
class NoActivateCopies(Verb):
    """For the rest of the turn the master can't activate the [Activate: Main]
    (``timing = "main"``) or [Activate: Battle] (``"battle"``) skill of the cards
    with this card's number."""

    timing: str = "main"

    def run(self, g: Game, p: Pending) -> Flow:
        card = g.cards[p.source] if p.source is not None else None
        if card is not None:
            turn_state(g).no_activate_copies.append((p.controller, card.card.id, self.timing))
            kind = "main" if self.timing == "main" else "battle"
            said = msg(f"dbs.log.no_copies.{kind}", label=label_of(g, p), n=p.controller + 1, card=named(card))
            g.log(said, rule=ruleset_of(g).r("copies"))
        return
        yield

    def words(self) -> str:
        kind = "Main" if self.timing == "main" else "Battle"
        return f"you can't activate the [Activate: {kind}] skill on copies of this card for the turn"


def copies_barred(g: Game, seat: int, card: Card, timing: str) -> bool:
    """Whether ``seat`` may not activate the ``timing`` skill of ``card`` this turn (a copy)."""
    return any(
        who == seat and number == card.card.id and t == timing for who, number, t in turn_state(g).no_activate_copies
    )


register_vocabulary(
    GAME,
    effects={
        "cannot_activate_copies": once(
            Sugar(Text(("main", "battle")), lambda t: NoActivateCopies(str(t))),
            "you can't activate the [Activate: Main] / [Activate: Battle] skill on copies of this card (the same"
            " card number, DBS 5-1-3-1) for the rest of the turn",
        ),
    },
)
