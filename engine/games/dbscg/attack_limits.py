"""[Permanent] limits a card puts on its opponent's attacks: "your opponent's
cards can't attack Leader Cards" (``no_leader_attacks``). Read where the
attacks a player may declare are listed (:func:`engine.games.dbscg.battle.cannot_attack`):
while such a skill of one of a player's cards is in force (its side facing up,
in its area, its conditions holding, its skills not negated: DBS 8-1-4, 8-3-2),
the other player's cards cannot declare an attack on a Leader Card (DBS 7-1-1;
a card's text takes precedence over the rules, DBS 1-3-1)."""

from __future__ import annotations

from engine.abilities import register_vocabulary
from engine.games.dbscg.schema import GAME
from engine.grammar.spec import Flag, lasting

register_vocabulary(
    GAME,
    effects={
        "no_leader_attacks": lasting(
            Flag(),
            "[Permanent] your opponent's cards can't attack Leader Cards while the skill is in force"
            " (DBS 7-1-1, 8-1-4)",
        ),
    },
)
