"""The cost of a skill (DBS 8-4-2): whether it can be paid in full, and
paying it — energy with its specified part, this card rested, sent or
discarded, and the costs of a kind chosen among other cards
(:data:`engine.games.dbscg.costs.CHOSEN_COSTS`)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.abilities import Ability
from engine.decisions import Decision, Option
from engine.flow import choose_cards, choose_to_pay
from engine.games.dbscg.costs import CHOSEN_COSTS, can_pay, pay
from engine.games.dbscg.damage import ko
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.note_params import named
from engine.games.dbscg.skills import FIELD_ZONES
from engine.games.dbscg.stacks import cards_under
from engine.games.dbscg.words import paying
from engine.messages import msg
from engine.state import REST, STAND, Card, Game

Flow = Generator[Decision, tuple[Option, ...], Any]


def skill_cost_payable(g: Game, seat: int, card: Card, ab: Ability) -> bool:
    """DBS 8-4-2-2: a skill whose cost cannot be paid in full cannot be
    activated. Cost words: ``rest_self``, ``discard``, ``energy``,
    ``energy_color``, ``burst``, ``life_to_hand``, ``drop_self``, ``life_to_drop``,
    ``ko_self``, ``bottom_self``, ``drop_to_warp``, ``discard_self``, ``warp_self``."""
    for word, value in ab.cost:
        if word == "rest_self" and card.orientation != STAND:
            return False
        if word == "discard" and len(g.zone(seat, "hand").cards) < int(value):
            return False
        if word == "energy" and not can_pay(g, seat, int(value)):
            return False
        if word == "energy_color" and not can_pay(g, seat, 0, _color_spec(value)):
            return False
        if word == "burst" and len(g.zone(seat, "deck").cards) < int(value):
            return False  # DBS 10-30-1: the X cards must be placed
        if word == "life_to_hand" and len(g.zone(seat, "life").cards) < int(value):
            return False
        if word in ("drop_self", "ko_self", "bottom_self") and card.zone.name not in FIELD_ZONES:
            return False  # the card must still be in its area to be placed from it
        if word == "ko_self" and card.card.type != "battle":
            return False  # DBS 10-1-1: a Battle Card is KO-ed
        if word == "hand_to_bottom" and len(g.zone(seat, "hand").cards) - (card.zone.name == "hand") < int(value):
            return False
        if word == "life_to_drop" and len(g.zone(seat, "life").cards) < int(value):
            return False
        if word == "under_to_drop" and (card.zone.name not in FIELD_ZONES or len(cards_under(g, card)) < int(value)):
            return False  # that many cards under this card in its area (DBS 11-3-4)
        if word == "drop_to_warp" and (not ruleset_of(g).has_warp or len(g.zone(seat, "drop").cards) < int(value)):
            return False
        if word == "field_self_to_warp" and (not ruleset_of(g).has_warp or card.zone.name not in FIELD_ZONES):
            return False  # the card must be in its area to be sent from it (no Warp in 1.00)
        if word == "discard_self" and card.zone.name != "hand":
            return False  # the card must be in the hand to be discarded from it
        if word == "warp_self" and (not ruleset_of(g).has_warp or card.zone.name != "drop"):
            return False  # the card must be in the Drop Area to be sent from it (no Warp in 1.00)
        if word in CHOSEN_COSTS and not CHOSEN_COSTS[word][0](g, seat, card, word, value):
            return False  # that many cards of the kind to choose
    return True


def _color_spec(value: Any) -> tuple[tuple[str, int], ...]:
    """``energy_color = "red"`` or ``["red", "red"]``: colored spheres."""
    colors = [value] if isinstance(value, str) else list(value)
    counts: dict[str, int] = {}
    for c in colors:
        counts[str(c)] = counts.get(str(c), 0) + 1
    return tuple(counts.items())


def pay_skill_cost(g: Game, seat: int, card: Card, ab: Ability) -> Flow:
    """DBS 8-4-2-1: the actions of a skill cost are carried out in order."""
    rs = ruleset_of(g)
    for word, value in ab.cost:
        if word == "rest_self":
            g.set_orientation(card, REST)
            g.log(msg("dbs.log.cost.rest_self", card=named(card)), rule=rs.r("skill_pay"))
        elif word == "discard":
            hand = g.zone(seat, "hand")
            chosen = yield from choose_cards(
                g,
                seat,
                f"Skill cost: choose {int(value)} card(s) to discard",
                hand.cards,
                int(value),
                int(value),
                about="pay",
                verb="pay",
            )
            for c in chosen:
                g.move(c, g.zone(seat, "drop"), why="skill cost", rule=rs.r("skill_pay"))
        elif word == "energy":
            yield from pay(g, seat, int(value), (), paying("dbs.what.skill_cost", card), rs.r("cost_symbols"))
        elif word == "energy_color":
            spec = _color_spec(value)
            yield from pay(g, seat, 0, spec, paying("dbs.what.skill_cost", card), rs.r("cost_spheres"))
        elif word == "burst":
            deck = g.zone(seat, "deck")
            for _ in range(int(value)):
                if deck.cards:
                    g.move(deck.cards[-1], g.zone(seat, "drop"), why="[Burst]", rule=rs.r("burst"))
            g.log(msg("dbs.log.burst", k=int(value), n=seat + 1), rule=rs.r("burst"))
        elif word == "life_to_hand":
            # DBS 3-9-2: nobody may look at the Life Area; its cards are chosen unseen
            life = g.zone(seat, "life")
            n = int(value)
            chosen = yield from choose_to_pay(
                g,
                seat,
                f"Skill cost: choose {n} card(s) of your life to add to your hand",
                life.cards,
                n,
                rule=rs.r("skill_pay"),
            )
            for c in chosen:
                g.move(c, g.zone(seat, "hand"), why="skill cost", rule=rs.r("skill_pay"))
            g.log(msg("dbs.log.cost.life_to_hand", n=seat + 1, k=len(chosen)), rule=rs.r("skill_pay"))
        elif word == "drop_self":
            g.move(card, g.zone(card.owner, "drop"), why="skill cost", rule=rs.r("skill_pay"))
            g.log(msg("dbs.log.cost.drop_self", card=named(card)), rule=rs.r("skill_pay"))
        else:
            yield from _pay_more(g, seat, card, word, value)


def _pay_more(g: Game, seat: int, card: Card, word: str, value: Any) -> Flow:
    """The skill costs ``life_to_drop``, ``hand_to_bottom``, ``ko_self``, ``bottom_self``, ``drop_to_warp``,
    ``discard_self`` and ``warp_self``."""
    rs = ruleset_of(g)
    if word == "life_to_drop":
        # DBS 3-9-2: nobody may look at the Life Area; its cards are chosen unseen
        life = g.zone(seat, "life")
        n = int(value)
        chosen = yield from choose_to_pay(
            g,
            seat,
            f"Skill cost: choose {n} card(s) of your life to place in your Drop Area",
            life.cards,
            n,
            rule=rs.r("skill_pay"),
        )
        for c in chosen:
            g.move(c, g.zone(seat, "drop"), face_up=True, why="skill cost", rule=rs.r("skill_pay"))
        g.log(msg("dbs.log.cost.life_to_drop", n=seat + 1, k=len(chosen)), rule=rs.r("skill_pay"))
    elif word == "hand_to_bottom":
        hand = [c for c in g.zone(seat, "hand").cards if c is not card]
        chosen = yield from choose_to_pay(
            g,
            seat,
            "Skill cost: choose 1 card of your hand to place at the bottom of your deck",
            hand,
            1,
            rule=rs.r("skill_pay"),
        )
        for c in chosen:
            g.move(c, g.zone(seat, "deck"), bottom=True, face_up=False, why="skill cost", rule=rs.r("skill_pay"))
        g.log(msg("dbs.log.cost.hand_to_bottom", n=seat + 1), rule=rs.r("skill_pay"))
    elif word == "ko_self":
        yield from ko(g, card, by_opponent=False, why="skill cost", rule=rs.r("ko"), by=card)
    elif word == "bottom_self":
        g.move(card, g.zone(card.owner, "deck"), bottom=True, face_up=False, why="skill cost", rule=rs.r("skill_pay"))
        g.log(msg("dbs.log.cost.bottom_self", card=named(card)), rule=rs.r("skill_pay"))
    elif word == "drop_to_warp":
        drop = g.zone(seat, "drop")
        n = int(value)
        chosen = yield from choose_to_pay(
            g,
            seat,
            f"Skill cost: send {n} card(s) of your Drop Area to your Warp",
            drop.cards,
            n,
            rule=rs.r("skill_pay"),
        )
        for c in chosen:
            g.move(c, g.zone(seat, "warp"), face_up=True, why="skill cost", rule=rs.r("warp"))
        g.log(msg("dbs.log.cost.to_warp", n=seat + 1, k=len(chosen)), rule=rs.r("warp"))
    elif word == "under_to_drop":
        n = int(value)
        chosen = yield from choose_to_pay(
            g,
            seat,
            f"Skill cost: choose {n} card(s) under {card.name} to place in the Drop Area",
            cards_under(g, card),
            n,
            rule=rs.r("skill_pay"),
        )
        for c in chosen:
            g.move(c, g.zone(c.owner, "drop"), face_up=True, why="skill cost", rule=rs.r("skill_pay"))
        g.log(msg("dbs.log.cost.under_to_drop", k=len(chosen), card=named(card)), rule=rs.r("skill_pay"))
    elif word in CHOSEN_COSTS:
        yield from CHOSEN_COSTS[word][1](g, seat, card, word, value)
    elif word == "field_self_to_warp":
        g.move(card, g.zone(card.owner, "warp"), face_up=True, why="skill cost", rule=rs.r("warp"))
        g.log(msg("dbs.log.cost.field_self_to_warp", card=named(card)), rule=rs.r("warp"))
    elif word == "discard_self":
        g.move(card, g.zone(card.owner, "drop"), why="skill cost", rule=rs.r("skill_pay"))
        g.log(msg("dbs.log.cost.discard_self", card=named(card)), rule=rs.r("skill_pay"))
    elif word == "warp_self":
        g.move(card, g.zone(card.owner, "warp"), face_up=True, why="skill cost", rule=rs.r("warp"))
        g.log(msg("dbs.log.cost.warp_self", card=named(card)), rule=rs.r("warp"))
