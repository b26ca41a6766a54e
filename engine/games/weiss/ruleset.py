"""The Weiss Schwarz ruleset (rules document: Weiss Schwarz Comprehensive
Rules v2.03, ``rules/weiss-schwarz-rules.md``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.abilities import Ability
from engine.cards import CardDef
from engine.decisions import Option
from engine.decks import DeckList
from engine.events import Happened
from engine.flow import EffectHandler
from engine.games.weiss.abilities import (
    fire,
    fire_all,
    fire_attacks,
    fire_climax_placed,
    fire_other_attacks,
    fire_other_placed,
    fire_other_reversed,
    fire_placed_or_change,
    fire_reversed,
    resolve_ability,
    stage_to_waiting_room,
)
from engine.games.weiss.deck import check_deck
from engine.games.weiss.effects import HANDLERS
from engine.games.weiss.interrupts import REFRESH_POINT
from engine.games.weiss.keywords import event_effects, info
from engine.games.weiss.rule_actions import rule_actions
from engine.games.weiss.schema import CHARACTER, SCHEMA, card_problem
from engine.games.weiss.state import Attack, WeissState, WeissTurn, game_state, turn_state
from engine.games.weiss.stats import power, soul
from engine.games.weiss.turn import from_main, next_turn, setup, turn
from engine.games.weiss.zones import LEVEL, build_zones
from engine.ruleset import Flow, Ruleset
from engine.state import Card, Game, Zone
from engine.timing import Pending


class WeissSchwarz(Ruleset):
    """Weiss Schwarz for two players (WS 1.1.1)."""

    id = "weiss"
    title = "Weiss Schwarz"
    game = "weiss"
    label_code = "WS"
    rule_prefix = "WS"
    players = 2
    deck_sections = ("main",)
    discard_zone = "waiting_room"
    schema = SCHEMA

    def card_problem(self, card: CardDef) -> str | None:
        """The per-type checks of WS 2.5 - 2.10 and the names' (:func:`card_problem`)."""
        return card_problem(card)

    # -- deck construction ------------------------------------------------------------

    def check_deck(self, deck: DeckList) -> dict[str, list[CardDef]]:
        """WS 5.1.2: exactly 50 cards, at most 4 of a card name, at most 8
        climaxes (:func:`engine.games.weiss.deck.check_deck`)."""
        return check_deck(deck, self.pool, self.deck_sections)

    # -- the game ---------------------------------------------------------------------------

    def build(self, g: Game, decks: Sequence[dict[str, list[CardDef]]]) -> None:
        """Install the game's state, create every player's zones with the deck
        in place (WS 3, WS 5.2.1.5: refresh point 0) and note what the rule
        checks can skip for these decks."""
        state = WeissState()
        g.data = state
        g.turn_data = WeissTurn()
        for seat, deck in enumerate(decks):
            zones = build_zones(g, seat, deck["main"])
            state.zones.append(zones)
            state.seats.append((g.players[seat], zones))
            g.players[seat].counters[REFRESH_POINT] = 0  # WS 5.2.1.5
        # WS 8.7.6: whether any card can have a state-activated ability to check
        state.states = tuple(seat for seat, deck in enumerate(decks) if any(info(c).states for c in deck["main"]))
        state.power_risk = any(
            (c.type == CHARACTER and int(c.stats.get("power", 0)) <= 0) or info(c).lowers_power
            for deck in decks
            for c in deck["main"]
        )

    def play(self, g: Game) -> Flow:
        yield from setup(g)
        yield from self.turns(g)

    def turns(self, g: Game, point: str = "turn") -> Flow:
        """WS 6: the turns, from the beginning of one or from a choice of the
        main phase (resumed there from the state alone)."""
        while True:
            if point == "main":
                yield from from_main(g, HANDLERS)
                point = "turn"
            else:
                g.between_turns()
                yield from turn(g, HANDLERS)
            next_turn(g)

    # -- hooks --------------------------------------------------------------------------------

    def rule_actions(self, g: Game) -> bool:
        return rule_actions(g)

    def resolve_pending(self, g: Game, p: Pending) -> Flow:
        if p.resolve is not None:
            yield from p.resolve(g, p)
        else:
            yield from resolve_ability(g, p, HANDLERS)
        key = p.ctx.get("state")
        if key is not None:
            # WS 8.7.6.1: resolved: the state may trigger it again from now on
            state = game_state(g)
            state.state_waiting.discard(key)
            state.state_at = -1

    def triggers(self, g: Game, event: Happened, facts: Mapping[str, Any]) -> None:
        """WS 8.7.2: the automatic abilities whose activation condition is
        this event enter the standby condition: "when this card is placed on
        the stage" (WS 8.6.2.4), "when you use" a keyword (WS 10.7.4,
        WS 10.8.4, WS 10.8.5, WS 10.11.4, WS 10.12.3, WS 10.13.3,
        WS 10.14.3), "when a climax is placed on your climax area" (WS 8.6.2.4.3),
        "when this card attacks" (WS 7.2.1.6), "when this card
        becomes reversed" and "when this card's battle opponent becomes
        reversed" (WS 7.6.1.2), Encore (WS 10.2.1) and "when this card is
        put into your waiting room from the stage"."""
        what = event.what
        if what == "place":
            card = g.cards[event.cards[0]]
            turn_state(g).played.add((card.iid, card.incarnation))
            fire(g, card, "placed")
            if card.card.type == CHARACTER:
                fire_other_placed(g, card)
            if card.card.type == "climax":
                fire_climax_placed(g, card)
        elif what == "use":
            if event.cause == "change":
                fire(g, g.cards[event.cards[0]], "placed_by_change")
                fire_placed_or_change(g, g.cards[event.cards[0]])
            fire_all(g, event.player, f"use_{event.cause}")
        elif what == "attack":
            at_ = turn_state(g).attack
            kind = at_.kind if at_ is not None else ""
            fire_attacks(g, g.cards[event.by[0]], kind)
            fire_other_attacks(g, g.cards[event.by[0]])
            if kind == "frontal" and event.cards:
                fire(g, g.cards[event.cards[0]], "front_attacked")  # "when this card is front attacked"
        elif what == "reverse":
            fire_reversed(g, g.cards[event.cards[0]], event.cause)
            fire_other_reversed(g, g.cards[event.cards[0]], event.cause, "other_reversed")
            for iid in event.by:
                fire_reversed(g, g.cards[iid], event.cause, "opponent_reversed", g.cards[event.cards[0]])
                fire_other_reversed(g, g.cards[iid], event.cause, "other_opponent_reversed")
        elif what == "to_waiting_room":
            stage_to_waiting_room(g, g.cards[event.cards[0]], event.player, str(facts["pos"]), facts["snap"])

    def effect_handlers(self) -> dict[str, EffectHandler]:
        return HANDLERS

    def option_abilities(self, g: Game, option: Option) -> tuple[Ability, ...]:
        """Playing an event carries out its effect (WS 8.6.2.4.2)."""
        if option.verb == "play" and option.card is not None:
            return event_effects(g.cards[option.card])
        return super().option_abilities(g, option)

    def keeps_identity(self, g: Game, card: Card, src: Zone, dst: Zone) -> bool:
        """WS 3.1.4: a card moving from one stage position to another of the
        same player stays the same card; any other move makes a new card.

        A new card is also stamped with the time it was put into its zone,
        the fundamental order of its continuous abilities (WS 8.9.1.5.1), from
        the clock of the effects' timestamps (WS 8.9.1.5.2)."""
        if src.field and dst.field and src.owner == dst.owner:
            return True
        g._timestamp += 1
        game_state(g).stamps[card.iid] = g._timestamp
        return False

    def forget_card_caches(self, g: Game, cards: Sequence[Card]) -> None:
        """The options built once for a hand card (``WeissState.options``, by
        action and card iid) were read from its printed name and cost."""
        iids = {c.iid for c in cards}
        options = game_state(g).options
        for key in [k for k in options if k[1] in iids]:
            del options[key]

    def view_extras(self, g: Game, viewer: int) -> dict[str, Any]:
        attack = turn_state(g).attack
        return {
            "level": [len(g.zone(s, LEVEL).cards) for s in range(g.n_players)],
            "attack": None
            if attack is None
            else {"attacker": attack.attacker, "kind": attack.kind, "defender": attack.defender},
            "fight": None if attack is None else _fight(g, attack),
            # WS 7.2.1.3.1
            "limits": ["The first player may attack only once on the first turn of the game (WS 7.2.1.3.1)"]
            if g.turn == 1
            else [],
        }

    def card_stats(self, g: Game, card: Card) -> dict[str, Any]:
        stats = {
            k: g.stat(card, k) for k, v in card.card.stats.items() if isinstance(v, int) and not isinstance(v, bool)
        }
        if card.card.type == "character":
            stats["power"] = power(g, card)
            stats["soul"] = soul(g, card)
        return stats


def _fight(g: Game, attack: Attack) -> dict[str, Any]:
    """The attack under way for the screen (see :meth:`Ruleset.view_extras`):
    a frontal attack compares the two characters' power (WS 7.6); a side or
    direct attack compares nothing."""
    attacker = g.cards[attack.attacker]
    defender = g.cards[attack.defender] if attack.defender is not None else None
    front = attack.kind == "frontal" and defender is not None
    return {
        "attackers": [attacker.iid],
        "targets": [defender.iid] if defender is not None else [],
        "defender": g.opponent(attacker.owner),
        "attack": power(g, attacker),
        "attack_plus": [],
        "defence": power(g, defender) if front and defender is not None else None,
        "defence_plus": [],
    }
