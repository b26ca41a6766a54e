"""The shared verbs as Weiss Schwarz sees them (:class:`WeissAdapter`): its
zones, card fields and stats as selectors name them, the rule numbers of
the verbs, the refresh a card leaving the deck may cause (WS 9.2), how a
character leaves the stage, and the level up a card put into the clock may
cause (WS 9.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.abilities import Ability
from engine.cards import CardDef
from engine.games.weiss.abilities import amount
from engine.games.weiss.conditions import condition_met, trait_names
from engine.games.weiss.damage import deal_damage, deal_damage_each
from engine.games.weiss.interrupts import interrupts, refresh_check
from engine.games.weiss.moves import leave_stage_flow, put_marker
from engine.games.weiss.schema import TYPES, color_of, has_in_name, rules_name
from engine.games.weiss.state import turn_state
from engine.games.weiss.stats import REFS, character_level, power, soul
from engine.games.weiss.zones import (
    CENTER,
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
from engine.grammar.adapter import Adapter, Flow
from engine.state import STAND, Card, Game, Zone
from engine.timing import Pending


def _color(card: CardDef) -> tuple[str, ...]:
    """WS 2.4: the card's color, as a selector names it (``color = "red"``)."""
    return (color_of(card),)


def _name(card: CardDef) -> tuple[str, ...]:
    return (rules_name(card),)


@dataclass(frozen=True)
class WeissAdapter(Adapter):
    def name_has(self, card: CardDef, part: str) -> bool:
        """WS 2.1.2.2: "with (part) in its card name", read in the name without its struck-off words."""
        return has_in_name(rules_name(card), part)

    def stat(self, g: Game, card: Card, name: str) -> int:
        """Power, soul and level after continuous effects (WS 8.9.1)."""
        if name == "power":
            return power(g, card)
        if name == "soul":
            return soul(g, card)
        if name == "level":
            return character_level(g, card)
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
        bottom: bool = False,
    ) -> Flow:
        """A character leaves the stage with its markers, its replacement
        effects asked about (WS 3.7.3.2, WS 8.10)."""
        if card.zone.field:
            yield from leave_stage_flow(g, card, dst, why=why, rule=rule, bottom=bottom)
        else:
            g.move(card, dst, face_up=face_up, orientation=orientation, why=why, rule=rule, bottom=bottom)

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
        attack = turn_state(g).attack
        return attack is not None and attack.defender == card.iid and on_stage(card, attack.defender_inc)

    def after_put(self, g: Game, to: str) -> Flow:
        """WS 9.3: a level up interrupts at once when cards go to the clock."""
        if to == CLOCK:
            yield from interrupts(g)

    def holds(self, g: Game, p: Pending, conditions: tuple[tuple[str, Any], ...]) -> bool:
        return condition_met(g, p.controller, Ability("act", condition=conditions))


ADAPTER = WeissAdapter(
    game="weiss",
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
        "center_stage": CENTER,  # WS 3.6.3: the front row
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
    texts={"trait": trait_names, "name": _name, "color": _color},
    stats=("level", "cost", "power", "soul"),
    refs=REFS,
    discard="waiting_room",
    play_zones=("stage", "climax"),
    damage_to=("opponent", "you", "each"),
    lasting_gets=True,
    # "until the end of your opponent's next turn": read only where the ability resolves in its master's own turn
    durations=("turn", "battle", "opponent_turn"),
    under=True,
    words={"under": "markers"},
)
