"""System Gate as the shared verbs see it (:mod:`engine.grammar`): its
zones, card fields and stats as selectors name them, and the rule numbers
of the verbs. Registers the verbs with the game's vocabulary."""

from __future__ import annotations

from dataclasses import dataclass

from engine.abilities import register_vocabulary
from engine.cards import CardDef
from engine.games.systemgate.core import reduce_defense
from engine.games.systemgate.schema import GAME, signed_amount
from engine.grammar.adapter import Adapter
from engine.grammar.verbs import verb_words
from engine.state import Card, Game
from engine.timing import Pending


def _attributes(card: CardDef) -> tuple[str, ...]:
    return tuple(card.stats.get("attributes", ()))


def _planet(card: CardDef) -> tuple[str, ...]:
    return (str(card.stats.get("planet", "")),)


def _name(card: CardDef) -> tuple[str, ...]:
    return (card.name,)


@dataclass(frozen=True)
class SystemGateAdapter(Adapter):
    def signed_change(self, text: str) -> tuple[str, int]:
        """SG 12.4: a number with + or - in front is Power unless it names a stat."""
        return signed_amount(text)

    def add_stat(self, g: Game, p: Pending, card: Card, stat: str, n: int, until: str) -> None:
        """SG 2.7.2: when Defense is reduced, as much damage is removed too."""
        if stat == "defense" and n < 0:
            reduce_defense(g, card, -n, self.change_words(card, stat, n, until))
        else:
            super().add_stat(g, p, card, stat, n, until)


ADAPTER = SystemGateAdapter(
    game=GAME,
    zones={
        "deck": ("deck",),
        "hand": ("hand",),
        "drop": ("drop",),
        "energy": ("energy",),
        "units": ("left", "center", "right"),
        "player": ("player",),
        "set": ("set",),
    },
    types=("unit", "item", "spell", "gate"),
    rules={
        "draw": "SG 3.9.3",
        "search": "SG 1.3.9",
        "reveal": "SG 1.3.9",
        "shuffle": "SG 4.3.4",
        "look": "SG 3.10.2",
        "look_shuffle": "SG 3.10.3",
    },
    texts={"attribute": _attributes, "planet": _planet, "name": _name},
    stats=("cost", "power", "crit", "defense", "limit"),
    search_keeps_revealed=True,
    signed=True,
    look_shuffles=True,  # SG 4.3.4
    words={"power": "Power", "crit": "Crit", "defense": "Defense", "turn": "this turn"},
)

register_vocabulary(GAME, effects={k: w for k, w in verb_words(ADAPTER).items() if k != "discard"})
