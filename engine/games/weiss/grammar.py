"""Weiss Schwarz as the shared verbs see it (:mod:`engine.grammar`): its
zones, card fields and stats as selectors name them, the rule numbers of
the verbs, the refresh a card leaving the deck may cause (WS 9.2), how a
character leaves the stage, and the level up a card put into the clock may
cause (WS 9.3). Registers the verbs with the game's vocabulary."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.abilities import AMOUNT, Ability, register_vocabulary
from engine.cards import CardDef
from engine.games.weiss.abilities import GAME, amount, put_marker
from engine.games.weiss.board import (
    CLIMAX_AREA,
    CLOCK,
    DECK,
    HAND,
    LEVEL,
    MEMORY,
    POSITIONS,
    STOCK,
    WAITING_ROOM,
    on_stage,
)
from engine.games.weiss.cards import REFS, TYPES, has_in_name, rules_name
from engine.games.weiss.rules import deal_damage, deal_damage_each, interrupts, leave_stage_flow, refresh_check
from engine.games.weiss.stats import condition_met, power, soul
from engine.grammar.adapter import Adapter, Flow
from engine.grammar.selector import Selector
from engine.grammar.spec import built
from engine.grammar.verbs import Gets, Sugar, verb_words
from engine.state import STAND, Card, Game, Zone
from engine.timing import Pending


def _traits(card: CardDef) -> tuple[str, ...]:
    return tuple(card.stats.get("traits", ()))


def _name(card: CardDef) -> tuple[str, ...]:
    return (rules_name(card),)


@dataclass(frozen=True)
class WeissAdapter(Adapter):
    def name_has(self, card: CardDef, part: str) -> bool:
        """WS 2.1.2.2: "with (part) in its card name", read in the name without its struck-off words."""
        return has_in_name(rules_name(card), part)

    def stat(self, g: Game, card: Card, name: str) -> int:
        """Power and soul after continuous effects (WS 8.9.1)."""
        if name == "power":
            return power(g, card)
        if name == "soul":
            return soul(g, card)
        return super().stat(g, card, name)

    def amount(self, g: Game, p: Pending, value: Any) -> int:
        """A number, or this card's power, soul or level (WS 8.7.4.1, WS 8.11.1)."""
        return amount(g, p, value)

    def left_deck(self, g: Game, seat: int) -> None:
        """WS 9.2: a player whose deck has just emptied refreshes (WS 3.2.3.2)."""
        refresh_check(g, seat)

    def deck_searched(self, g: Game, seat: int) -> None:
        refresh_check(g, seat)

    def put(
        self,
        g: Game,
        card: Card,
        dst: Zone,
        *,
        why: str,
        rule: str,
        face_up: bool | None = None,
        orientation: str | None = STAND,
    ) -> Flow:
        """A character leaves the stage with its markers, its replacement
        effects asked about (WS 3.7.3.2, WS 8.10)."""
        if card.zone.field:
            yield from leave_stage_flow(g, card, dst, why=why, rule=rule)
        else:
            g.move(card, dst, face_up=face_up, orientation=orientation, why=why, rule=rule)

    def put_under(self, g: Game, card: Card, host: Card, *, face_up: bool, rule: str) -> Flow:
        """WS 3.7.2: a card put under a character is a marker, face down unless
        the effect says face up (WS 3.7.2.1)."""
        put_marker(g, card, host, face_up=face_up, rule=rule)
        return
        yield

    def damage(self, g: Game, p: Pending, to: str, n: int) -> Flow:
        """Damage whose source is this card (WS 4.11.1.2): to the opponent, to
        yourself (a shot watches it like any other, WS 4.12.2.7.2), or to each
        player, turn player first, as one damage dealt to several players at
        once (WS 4.12.2.7.3)."""
        card = g.cards[p.source] if p.source is not None else None
        if to == "each":
            yield from deal_damage_each(g, g.turn_order(), n, card)
        else:
            yield from deal_damage(g, p.controller if to == "you" else g.opponent(p.controller), n, card)

    def defending(self, g: Game, card: Card) -> bool:
        """The defending character of the attack now: the one frontally or
        side attacked, still that card on the stage (WS 7.2.1.5.1)."""
        attack: Any = g.turn_data.get("attack")
        return attack is not None and attack.defender == card.iid and on_stage(card, attack.defender_inc)

    def after_put(self, g: Game, to: str) -> Flow:
        """WS 9.3: a level up interrupts at once when cards go to the clock."""
        if to == CLOCK:
            yield from interrupts(g)

    def holds(self, g: Game, p: Pending, conditions: tuple[tuple[str, Any], ...]) -> bool:
        return condition_met(g, p.controller, Ability("act", condition=conditions))


ADAPTER = WeissAdapter(
    game=GAME,
    zones={
        "deck": (DECK,),
        "hand": (HAND,),
        "waiting_room": (WAITING_ROOM,),
        "clock": (CLOCK,),
        "level": (LEVEL,),
        "stock": (STOCK,),
        "memory": (MEMORY,),
        "climax": (CLIMAX_AREA,),
        "stage": POSITIONS,
    },
    types=TYPES,
    rules={
        "draw": "WS 4.7.1",
        "search": "WS 8.6.3.1.1",
        "shuffle": "WS 3.2.4",
        "gets": "WS 8.6.3.1",
        "put": "WS 8.6.3.1",
        "under": "WS 3.7.2",
        "win": "WS 1.2.5",
        "lose": "WS 1.2.5",
    },
    texts={"trait": _traits, "name": _name},
    stats=("level", "cost", "power", "soul"),
    refs=REFS,
    discard="waiting_room",
    play_zones=("stage", "climax"),
    damage_to=("opponent", "you", "each"),
    lasting_gets=True,
    under=True,
    words={"under": "markers"},
)

#: all your characters, as a continuous ability names them (a climax, an Alarm)
CHARACTERS = Selector(zones=("stage",), count=0)


def continuous_gets(ab: Ability) -> tuple[str, str] | None:
    """WS 8.9: a continuous ability's 'gets' applies to this card or to all
    your characters, by a number, while the ability is in force (it has no
    duration)."""
    if ab.kind != "cont" or "replay" in ab.zones:
        return None
    for _, value in ab.effect:
        if not isinstance(value, Gets):
            continue
        if value.until != "turn" or not (value.target.this or value.target == CHARACTERS):
            return (
                'a continuous gets applies to "self" or to { zone = "stage", count = "all" }, with no until',
                "effect",
            )
        if any(not isinstance(n, int) for _, n in value.changes):
            return "a continuous gets changes stats by a number, not by a card's information", "effect"
    return None


#: your defending character (WS 10.5.2)
DEFENDING = Selector(zones=("stage",), count=0, defending=True)

register_vocabulary(
    GAME,
    effects={
        **verb_words(ADAPTER),
        # WS 10.5: Backup, a [COUNTER] of a character in the hand: the gets of its effect
        "backup": built(
            "gets",
            Sugar(AMOUNT, lambda n: Gets(ADAPTER, (("power", n),), DEFENDING, rule="WS 10.5.2")),
            "Backup: your defending character gets +N power until end of turn (WS 10.5)",
        ),
    },
    checks=(continuous_gets,),
)
