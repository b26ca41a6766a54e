"""System Gate as the shared verbs see it (:mod:`engine.grammar`): its
zones, card fields and stats as selectors name them, and the rule numbers
of the verbs. Registers the verbs with the game's vocabulary."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.abilities import register_vocabulary
from engine.cards import CardDef
from engine.games.systemgate.effects import coin_flip, condition_met, move_to_my_side, still_chosen
from engine.games.systemgate.field import damage_player, damage_unit, gain_life, leave_field, reduce_defense
from engine.games.systemgate.keywords import dive_shields
from engine.games.systemgate.note_params import label_of
from engine.games.systemgate.schema import GAME, KEYWORDS, signed_amount
from engine.games.systemgate.state import UNIT_SLOTS, choose_opponent, opponents, soul_zone, team_of, turn_state
from engine.grammar.adapter import Adapter, Flow
from engine.grammar.selector import Selector
from engine.grammar.verbs import verb_words
from engine.messages import msg
from engine.state import STAND, Card, Game, Zone
from engine.timing import Pending


def _attributes(card: CardDef) -> tuple[str, ...]:
    return tuple(card.stats.get("attributes", ()))


def _planet(card: CardDef) -> tuple[str, ...]:
    return (str(card.stats.get("planet", "")),)


def _name(card: CardDef) -> tuple[str, ...]:
    return (card.name,)


@dataclass(frozen=True)
class SystemGateAdapter(Adapter):
    def seats(self, g: Game, master: int, owner: str) -> list[int]:
        """Opponents in turn order from the turn player (Tag Team)."""
        if owner == "opponent":
            return list(opponents(g, master))
        return super().seats(g, master, owner)

    def choosable(self, g: Game, master: int, card: Card) -> bool:
        """SG 11.15 [Dive]: an enemy's standing card on the Left or Right
        cannot be chosen by an effect."""
        return not dive_shields(g, master, card)

    def damage(self, g: Game, p: Pending, to: str, n: int) -> Flow:
        """SG 9.6.2: the opponent (chosen in Tag Team) loses N Life; a Guard
        Token shield may reduce damage from an enemy skill to 0 (SG 2.4.12)."""
        target = yield from choose_opponent(g, p.controller, msg("sg.opponent.damage"))
        damage_player(g, target, n, label_of(g, p), "SG 9.6.2", by_enemy_skill=True)

    def win(self, g: Game, p: Pending) -> Flow:
        """SG 1.2.6: the controller's team wins once the skill resolves; the
        check timing does not finish. SG 1.2.6.2: a player who "cannot win" does not."""
        me = p.controller
        team = team_of(g, me)
        if any(s in turn_state(g).cannot_win for s in team):
            g.log(msg("sg.log.cannot_win", label=label_of(g, p), n=me + 1), rule="SG 1.2.6.2")
            return
        g.log(msg("sg.log.wins_by_skill", n=me + 1), rule="SG 1.2.6")
        g.end_game(
            tuple(s for s in team if not g.players[s].lost), msg("sg.outcome.won_by_skill", n=me + 1, card=p.label)
        )
        return
        yield

    def lose(self, g: Game, p: Pending, who: str) -> Flow:
        """SG 1.2.6.1: the target opponent (or you) loses once the skill
        resolves, unless they "cannot lose" (SG 1.2.6.3, SG 1.3.5)."""
        if who == "you":
            target = p.controller
        else:
            target = yield from choose_opponent(g, p.controller, msg("sg.opponent.loses"))
        if target in turn_state(g).cannot_lose:
            g.log(msg("sg.log.cannot_lose_now", label=label_of(g, p), n=target + 1), rule="SG 1.2.6.3")
            return
        g.flag_loss(target, msg("sg.outcome.lost_by_skill", card=p.label), "SG 1.2.6.1")
        g.settle()

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
        """A card leaves the field as SG 4.9.3 says (its soul dropped, [Soulguard]
        asked); returned to the hand, the Guard Token may keep it (SG 2.4.12)."""
        if card.zone.field:
            yield from leave_field(g, card, dst, why, rule, kind="return" if dst.name == "hand" else "", bottom=bottom)
        else:
            g.move(card, dst, face_up=face_up, orientation=orientation, why=why, rule=rule, bottom=bottom)

    def select(self, g: Game, p: Pending, selector: Selector, prompt: str, rule: str) -> Flow:
        """SG 8.4.3.2: a [Use] skill chose its cards when it was declared;
        those still there and still choosable are its cards now."""
        declared: dict[int, list[tuple[int, int, str]]] | None = p.ctx.get("declared")
        step = p.ctx.get("step")
        if declared is None or step not in declared:
            chosen: list[Card] = yield from super().select(g, p, selector, prompt, rule)
            return chosen
        legal = [c for c in selector.cards(self, g, p) if selector.may_choose(self, g, p.controller, c)]
        return still_chosen(g, p, declared[step], legal)

    def put_under(self, g: Game, card: Card, host: Card, *, face_up: bool, rule: str) -> Flow:
        """SG 4.9.1: cards under a unit are its soul; put face down with no
        condition, they stay hidden from the opponent (SG 14.4.1) and known to
        the unit's master."""
        soul = soul_zone(g, host)
        if soul is None:
            return False
        g.move(card, soul, face_up=face_up, why=f"into the soul of {host.name}", rule=rule)
        if not face_up:
            g.reveal(card, (host.master,))
        return True
        yield

    def damage_card(self, g: Game, p: Pending, card: Card, n: int) -> None:
        """SG 9.6.1: damage is marked on the unit; the rule actions destroy it
        when it reaches its Defense (SG 4.6.1.3)."""
        damage_unit(g, card, n, label_of(g, p), "SG 9.6.1")

    def take_control(self, g: Game, p: Pending, card: Card) -> Flow:
        """SG 3.4.2: the enemy unit moves to an empty unit zone on the master's
        side of the field and the master controls it (its owner stays,
        SG 3.3.2); with no empty unit zone there nothing happens (SG 1.3.2)."""
        yield from move_to_my_side(g, p, card)

    def heal(self, g: Game, p: Pending, n: int) -> Flow:
        """SG 2.8.1: the master gains N life."""
        gain_life(g, p.controller, n, label_of(g, p), "SG 2.8.1")
        return
        yield

    def holds(self, g: Game, p: Pending, conditions: tuple[tuple[str, Any], ...]) -> bool:
        """The conditions of the skill's master; ``coin_heads`` flips a coin
        now (SG 13.6.2)."""
        for word, _ in conditions:
            if word == "coin_heads" and not coin_flip(g, p.controller):
                return False
        return condition_met(g, p.controller, conditions)

    def signed_change(self, text: str) -> tuple[str, int]:
        """SG 12.4: a number with + or - in front is Power unless it names a stat."""
        return signed_amount(text)

    def add_stat(self, g: Game, p: Pending, card: Card, stat: str, n: int, until: str) -> None:
        """SG 2.7.2: when Defense is reduced, as much damage is removed too."""
        if stat == "defense" and n < 0:
            reduce_defense(g, card, -n, self.change_message(card, stat, n, until))
        else:
            super().add_stat(g, p, card, stat, n, until)


ADAPTER = SystemGateAdapter(
    game=GAME,
    zones={
        "deck": ("deck",),
        "hand": ("hand",),
        "drop": ("drop",),
        "energy": ("energy",),
        "units": UNIT_SLOTS,
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
        "under": "SG 4.9.1",
        "damage_card": "SG 9.6.1",
        "take_control": "SG 3.4.2",
    },
    texts={"attribute": _attributes, "planet": _planet, "name": _name},
    stats=("cost", "power", "crit", "defense", "limit"),
    search_keeps_revealed=True,
    signed=True,
    look_shuffles=True,  # SG 4.3.4
    play_zones=("units", "player", "set"),
    words={"power": "Power", "crit": "Crit", "defense": "Defense", "turn": "this turn", "under": "soul"},
    under=True,
    heals=True,
    card_damage=True,
    control=True,
    keywords=KEYWORDS,
)

register_vocabulary(GAME, effects={k: w for k, w in verb_words(ADAPTER).items() if k != "discard"})
