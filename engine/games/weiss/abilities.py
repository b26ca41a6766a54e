"""The Weiss Schwarz ability vocabulary: its words, costs, effects, and how
automatic and activated abilities are played (WS 8).

Card files use these words (see ``assets/cards/weiss/``):

* triggers (``kind = "auto"``): ``placed`` (this card is played and placed on
  the stage / climax area), ``attacks``, ``attack_end`` (at the end of this
  card's attack, WS 7.5.1.4 / WS 7.6.1.5), ``reversed`` (this card becomes
  reversed), ``opponent_reversed`` (its battle opponent becomes reversed),
  ``turn_start``, ``main_start``, ``climax_start`` (beginning of your turn,
  main phase, climax phase), ``turn_end`` (beginning of your end phase),
  ``encore`` (a printed Encore, WS 10.2: its cost is the ability's cost),
  ``stage_to_waiting_room`` (this card goes from the stage to the waiting
  room, WS 8.7.4.1.2), ``state`` (state activation, WS 8.7.6: the
  conditions are the state), ``use_brainstorm``, ``use_change``,
  ``placed_by_change``, ``use_shift``, ``use_accelerate``, ``use_resonate``,
  ``use_fusion`` ("when you use" a keyword, WS 10.7.4 - WS 10.14.3);
  an ``auto`` ability with ``zones = ["clock"]`` works from the clock (Shift);
  the moments of the turn ``stand_start``, ``draw_start``, ``clock_start``,
  ``attack_start``, ``declaration_start``, ``trigger_start``,
  ``counter_start``, ``damage_start``, ``battle_start``, ``encore_start``,
  ``end_of_turn`` (WS 6, WS 7; ``params.whose``, see ``moments.py``); an
  ``auto`` ability with ``zones = ["timed"]`` is created by the effect
  ``timed`` (WS 8.7.5); ``params.active_if`` / ``params.inactive_if`` /
  ``params.steps`` make an effect active or inactive (WS 8.3);
* conditions: ``my_turn``, ``opponent_turn``, ``min_hand``, ``max_hand``,
  ``level_at_least``, ``climax_in_area`` (true, or a climax name: a climax
  combo, WS 8.12), ``zone_count_at_least``, ``stock_at_least``,
  ``memory_at_least`` (Memory, WS 10.9), ``level_total_at_least``
  (Experience, WS 10.10);
* costs: ``stock`` (WS 8.4.3), ``rest_self``, ``discard``,
  ``discard_character``, ``clock_top`` (Accelerate, WS 10.12),
  ``reveal_name`` (Resonate, WS 10.13), ``self_to_waiting_room`` (Change,
  WS 10.8), ``fusion_marker`` (Fusion, WS 10.14);
* effects: the shared verbs of :mod:`engine.grammar` (``draw``, ``search``
  (with ``name_has``, a part of the card name, WS 2.1.2.2), ``gets`` (this
  card or chosen characters, until end of turn; all your characters now,
  WS 8.9.2), ``put`` (top of deck into stock or clock, not damage, WS
  4.10.2; characters from the waiting room to the hand; an opponent's
  character to its owner's hand; this card from the stage, ``{ self = true,
  to = "hand" }``; the top of the deck under this card as markers, ``to =
  "under"``, WS 3.7.2...), ``reveal`` (WS 4.9.1), ``discard``, ``mill``, ``look_top``,
  ``damage`` (to the opponent, to you or to each player, WS 4.12.2.7.2,
  WS 4.12.2.7.3), ``lose_game`` (WS 1.2.5)...) and this game's words:
  ``backup`` (the defending character gets +power), ``bond`` (WS 10.4),
  ``brainstorm`` (WS 10.7; ``per_climax`` holds effect steps), ``change``
  (WS 10.8), ``to_memory`` (WS 3.12), ``fusion`` (WS 10.14), ``sunder``
  (WS 10.15), ``shift`` (WS 10.11), ``encore``, ``timed`` (WS 8.7.5),
  ``extra_turn`` (WS 11.2), ``replay`` (WS 11.3); amounts of ``draw``,
  ``damage`` and ``gets`` may be ``this.power``, ``this.soul`` or
  ``this.level`` (WS 8.7.4.1, WS 8.11.1);
* ``kind = "cont"``: ``gets`` (this card, or all your characters: climaxes;
  from the top of the clock with ``zones = ["clock"]``: Alarm, WS 10.1),
  ``assist_power`` (WS 10.3, the characters in front of this card),
  ``great_performance`` (WS 10.6),
  ``instead_of_waiting_room`` (a replacement effect, WS 8.10: from the
  stage to the ``"memory"`` or the ``"hand"`` instead of the waiting room; ``params.who`` is
  ``"self"`` or ``"others"``; ``optional`` with a stock cost: choice-type,
  WS 8.10.3); ``assist_power`` with ``params.max_power`` only gives to
  characters with that much power or less (WS 8.9.1.4). A ``cont`` ability with ``zones = ["replay"]`` and
  ``params.replay`` is a Replay Command (WS 11.3.1).

An event card's effect is written as its ``kind = "act"`` abilities. A card
in the hand with an ``act`` ability whose ``zones`` include ``hand`` and whose
effect is ``backup`` is a Backup card (WS 10.5; ``params.level`` is its Level).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.abilities import AMOUNT, AT_LEAST, CARDS, Ability, register_vocabulary
from engine.decisions import Decision, Kind, Option
from engine.flow import EffectHandler, card_option, choose_cards, choose_one, run_effects, yes_no
from engine.games.weiss.board import (
    CLOCK,
    DECK,
    HAND,
    MEMORY,
    POSITION_NAMES,
    POSITIONS,
    RESOLUTION,
    STOCK,
    WAITING_ROOM,
    at,
    level,
    marker_name,
    seat_zones,
    stage,
)
from engine.games.weiss.cards import (
    CHARACTER,
    CLIMAX,
    EVENT,
    INSTEAD_ZONES,
    MOMENTS,
    REFS,
    WHOSE,
    ability_problem,
    color_of,
    cost_of,
    is_named,
    level_of,
    requirements,
)
from engine.games.weiss.moments import create_timed
from engine.games.weiss.rules import (
    clear_position,
    deck_to,
    interrupts,
    leave_stage_flow,
    pay_stock,
    place_character,
    player,
    refresh_check,
)
from engine.games.weiss.stats import condition_met, effect_active, info, referenced
from engine.grammar.spec import (
    ANY_KIND,
    Conditions,
    Either,
    Flag,
    ListOf,
    Steps,
    Switch,
    Table,
    Text,
    Whole,
    Word,
    lasting,
    once,
)
from engine.state import REST, STAND, Card, Game
from engine.timing import Pending

Flow = Generator[Decision, tuple[Option, ...], Any]

GAME = "weiss"

#: a number, or the information of the ability's card ("its soul": WS 8.7.4.1, WS 8.11.1)
CARDS_OR_REF = Either((CARDS, Text(REFS)))
NAME = Text(what="a card name")
LEVEL = Whole(0, 99, "a level")

register_vocabulary(
    GAME,
    effects={
        "assist_power": lasting(AMOUNT, "Assist: the characters in front of this card get +N power (WS 10.3)"),
        "great_performance": lasting(Flag(), "Great Performance (WS 10.6)"),
        "bond": once(NAME, "Bond: return a card of that name from your waiting room to your hand (WS 10.4)"),
        "brainstorm": once(
            Table(
                {"cards": CARDS, "per_climax": Steps(exclude=frozenset({"brainstorm"}))},
                frozenset({"per_climax"}),
                example="{ cards = 4, per_climax = [{ draw = 1 }] }",
            ),
            "Brainstorm: flip N cards, then for each climax among them do the steps of per_climax (WS 10.7)",
        ),
        "change": once(NAME, "Change: put a character of that name on this card's position (WS 10.8)"),
        "to_memory": once(Text(("face_up", "face_down")), "put this card into your memory (WS 3.12)"),
        "fusion": once(NAME, "Fusion (WS 10.14)"),
        "sunder": once(NAME, "Sunder (WS 10.15)"),
        "shift": once(LEVEL, "Shift at level N (WS 10.11)"),
        "encore": once(Flag(), "Encore: put this card back on its position, rested (WS 10.2)"),
        "extra_turn": once(Flag(), "take an additional turn after this one (WS 11.2)"),
        "replay": once(NAME, "run the Replay Command of that name (WS 11.3)"),
        "instead_of_waiting_room": lasting(
            Text(INSTEAD_ZONES), "from the stage to that zone instead of the waiting room (WS 8.10)"
        ),
        "timed": once(NAME, "create this card's timed ability of that name (WS 8.7.5)"),
    },
    costs={
        "stock": Word(CARDS, ANY_KIND, "pay N stock (WS 8.4.3)"),
        "clock_top": once(CARDS, "Accelerate: put the top card of your deck into your clock (WS 10.12)"),
        "reveal_name": once(NAME, "Resonate: reveal a card of that name from your hand (WS 10.13)"),
        "self_to_waiting_room": once(Flag(), "Change: put this card into your waiting room (WS 10.8)"),
        "fusion_marker": once(NAME, "Fusion: put a character of that name under this card (WS 10.14)"),
        "discard_character": once(CARDS, "put N characters from your hand into your waiting room"),
    },
    triggers={
        "placed": "this card is placed on the stage",
        "opponent_reversed": "this card's battle opponent becomes reversed",
        "reversed": "this card becomes reversed",
        "encore": "Encore: this card goes from the stage to the waiting room (WS 10.2)",
        "stage_to_waiting_room": "this card goes from the stage to the waiting room (WS 8.7.4.1.2)",
        "state": "the state of the condition (WS 8.7.6)",
        "use_brainstorm": "you use Brainstorm (WS 10.7.4)",
        "use_change": "you use Change (WS 10.8.5)",
        "placed_by_change": "this card is placed by Change (WS 10.8.4)",
        "use_shift": "you use Shift (WS 10.11.4)",
        "use_accelerate": "you use Accelerate (WS 10.12.3)",
        "use_resonate": "you use Resonate (WS 10.13.3)",
        "use_fusion": "you use Fusion (WS 10.14.3)",
        **{m: f"a moment of the turn ({rule})" for m, rule in MOMENTS.items()},
    },
    conditions={
        "min_hand": Word(AT_LEAST, ANY_KIND, "you have N or more cards in your hand"),
        "max_hand": Word(AT_LEAST, ANY_KIND, "you have N or fewer cards in your hand"),
        "zone_count_at_least": Word(
            Table(
                {"zone": Text(("hand", "waiting_room", "clock", "level", "stock", "memory", "deck")), "count": AT_LEAST},
                frozenset({"zone", "count"}),
                '{ zone = "memory", count = 3 }',
            ),
            ANY_KIND,
            "a zone of yours holds N or more cards",
        ),
        "level_at_least": Word(LEVEL, ANY_KIND, "your level is N or higher"),
        "climax_in_area": Word(
            Either((Flag(), NAME)), ANY_KIND, "a climax (of that name) is in your climax area: a climax combo (WS 8.12)"
        ),
        "memory_at_least": Word(AT_LEAST, ANY_KIND, "Memory: N or more cards in your memory (WS 10.9)"),
        "level_total_at_least": Word(AT_LEAST, ANY_KIND, "Experience: the levels in your level total N or more (WS 10.10)"),
        "stock_at_least": Word(AT_LEAST, ANY_KIND, "your stock holds N or more cards"),
    },
    zones=(
        "stage",
        "center_stage",
        "back_stage",
        "hand",
        "climax",
        "clock",
        "level",
        "memory",
        "waiting_room",
        "replay",
        "timed",
    ),
    params={
        "level": LEVEL,  # WS 10.5: the level of a Backup
        "replay": NAME,  # WS 11.3.1: the name of a Replay Command
        "who": Text(("self", "others")),  # WS 8.10: whose move the replacement effect replaces
        "max_power": AMOUNT,  # WS 8.9.1.4: Assist only for characters with that much power or less
        "timed": NAME,  # WS 8.7.5: the name of a timed ability
        "times": Whole(1, 99, "a number of times"),  # WS 8.7.5.1
        "this_turn": Switch(),
        "whose": Text(WHOSE),  # whose moment of the turn
        "active_if": Conditions(),  # WS 8.3.3
        "inactive_if": Conditions(),  # WS 8.3.2
        "steps": ListOf(Whole(1, 10, "a step number")),  # WS 8.3: the guarded steps
    },
    once_zones=("replay",),  # WS 11.3.1.3: a Replay Command runs when its red text resolves
    checks=(ability_problem,),
)


# -- play requirements (WS 8.6.2.1) ------------------------------------------------------


def colors_available(g: Game, seat: int) -> set[str]:
    """WS 8.6.2.1.1: the colors of the cards in a player's level and clock. A
    face-down level card is a blank card with no color (WS 3.9.2.2.1)."""
    zs = seat_zones(g, seat)
    colors = {requirements(c.card)[2] for c in zs.clock.cards}
    for c in zs.level.cards:
        if c.face_up:
            colors.add(requirements(c.card)[2])
    return colors


def meets_requirements(
    g: Game,
    seat: int,
    card: Card,
    colors: set[str] | None = None,
    *,
    player_level: int | None = None,
    stock: int | None = None,
) -> bool:
    """WS 8.6.2.1: the color requirement (not for level 0 characters and
    events, WS 8.6.2.1.1.1), the level requirement (not for climaxes,
    WS 8.6.2.1.2.1) and a payable cost (WS 8.6.2.3.2). ``player_level`` and
    ``stock`` may be given when checking a whole hand."""
    cdef = card.card
    lv = level_of(cdef)
    if cdef.type != CLIMAX and lv > (level(g, seat) if player_level is None else player_level):
        return False
    if cdef.type == CLIMAX or lv > 0:
        if colors is None:
            colors = colors_available(g, seat)
        if color_of(cdef) not in colors:
            return False
    return cost_of(cdef) <= (len(g.zone(seat, STOCK).cards) if stock is None else stock)


# -- costs (WS 8.4) ------------------------------------------------------------------------


def can_pay(g: Game, seat: int, card: Card | None, ability: Ability, *, exclude: Card | None = None) -> bool:
    """WS 8.4.2.2: a cost is paid in full or not at all."""
    for word, value in ability.cost:
        n = 1 if isinstance(value, (bool, str)) else int(value)
        if word == "stock":
            if len(g.zone(seat, STOCK).cards) < n:
                return False
        elif word == "rest_self":
            if card is None or not card.zone.field or card.orientation != STAND:
                return False
        elif word == "discard":
            hand = [c for c in g.zone(seat, HAND).cards if c is not exclude]
            if len(hand) < n:
                return False
        elif word == "discard_character":
            hand = [c for c in g.zone(seat, HAND).cards if c is not exclude and c.card.type == CHARACTER]
            if len(hand) < n:
                return False
        elif word == "clock_top":  # WS 10.12 Accelerate: the top card of the deck into the clock
            if not g.zone(seat, DECK).cards:
                return False
        elif word == "reveal_name":  # WS 10.13 Resonate
            if not any(is_named(c.card, value) and c is not exclude for c in g.zone(seat, HAND).cards):
                return False
        elif word == "self_to_waiting_room":  # WS 10.8 Change
            if card is None or not card.zone.field:
                return False
        elif word == "fusion_marker":  # WS 10.14 Fusion
            if card is None or not card.zone.field:
                return False
            if not any(is_named(c.card, value) and c is not card for c in stage(g, seat)):
                return False
    return True


def pay_cost(g: Game, seat: int, card: Card | None, ability: Ability, *, exclude: Card | None = None) -> Flow:
    """WS 8.4.2.1: pay the actions of the cost in order. From the beginning
    to the end of the payment no reshuffle (WS 9.2.3) and no level up (WS
    9.3.3) is resolved: they wait for the payment to end."""
    g.data["ws_paying"] = True
    try:
        yield from _pay_steps(g, seat, card, ability, exclude)
    finally:
        g.data["ws_paying"] = False
    yield from interrupts(g)


def _pay_steps(g: Game, seat: int, card: Card | None, ability: Ability, exclude: Card | None) -> Flow:
    for word, value in ability.cost:
        n = 1 if isinstance(value, (bool, str)) else int(value)
        if word == "stock":
            pay_stock(g, seat, n)
        elif word == "rest_self" and card is not None:
            g.set_orientation(card, REST)
        elif word == "discard":
            hand = [c for c in g.zone(seat, HAND).cards if c is not exclude]
            chosen = yield from choose_cards(
                g,
                seat,
                f"Cost: choose {n} card(s) to put from your hand into your waiting room",
                hand,
                n,
                n,
                rule="WS 8.4.2",
                about="pay",
                verb="pay",
            )
            for c in chosen:
                g.move(c, g.zone(seat, WAITING_ROOM), why="cost", rule="WS 8.4.2")
        elif word == "discard_character":
            hand = [c for c in g.zone(seat, HAND).cards if c is not exclude and c.card.type == CHARACTER]
            chosen = yield from choose_cards(
                g,
                seat,
                f"Cost: choose {n} character(s) to put from your hand into your waiting room",
                hand,
                n,
                n,
                rule="WS 8.4.2",
                about="pay",
                verb="pay",
            )
            for c in chosen:
                g.move(c, g.zone(seat, WAITING_ROOM), why="cost", rule="WS 8.4.2")
        elif word == "clock_top":
            deck = g.zone(seat, DECK)
            for _ in range(n):
                if deck.cards:
                    top = g.move(deck.cards[-1], g.zone(seat, CLOCK), why="Accelerate cost", rule="WS 10.12.1")
                    g.log(
                        f"Accelerate: {player(seat)} puts {top.name} from the top of the deck into the clock",
                        rule="WS 10.12.1",
                    )
                    # as after any card leaving the deck or entering the clock; held
                    # back while the cost is paid (WS 9.2.3, WS 9.3.3)
                    refresh_check(g, seat)
                    yield from interrupts(g)
        elif word == "reveal_name":
            named = [c for c in g.zone(seat, HAND).cards if is_named(c.card, value) and c is not exclude]
            chosen = yield from choose_cards(
                g,
                seat,
                f"Cost: reveal a card named {value!r} from your hand",
                named,
                1,
                1,
                rule="WS 10.13.1",
                about="pay",
                verb="pay",
            )
            for c in chosen:
                g.reveal(c)
                g.log(f"Resonate: {player(seat)} reveals {c.name} from the hand", rule="WS 10.13.1")
        elif word == "self_to_waiting_room" and card is not None and card.zone.field:
            yield from leave_stage_flow(g, card, g.zone(card.owner, WAITING_ROOM), why="cost", rule="WS 10.8.1")
        elif word == "fusion_marker" and card is not None and card.zone.field:
            named = [c for c in stage(g, seat) if is_named(c.card, value) and c is not card]
            chosen = yield from choose_cards(
                g,
                seat,
                f"Fusion cost: choose {value!r} to put under {card.name}",
                named,
                1,
                1,
                rule="WS 10.14.1.1",
                about="pay",
                verb="pay",
            )
            for c in chosen:
                # WS 10.14.1.1.2.1: its own markers go to the waiting room when it leaves (WS 3.7.3.2)
                for m in list(g.zone(seat, marker_name(c.zone.name)).cards):
                    g.move(
                        m,
                        g.zone(m.owner, WAITING_ROOM),
                        why="marker of a character leaving the stage",
                        rule="WS 3.7.3.2",
                    )
                put_marker(g, c, card, face_up=True, rule="WS 10.14.1.1")


def cost_text(ability: Ability) -> str:
    parts = []
    for word, value in ability.cost:
        if word == "stock":
            parts.append(f"{value} stock")
        elif word == "rest_self":
            parts.append("rest this")
        elif word == "discard":
            parts.append(f"discard {value}")
        elif word == "discard_character":
            parts.append(f"put {value} character(s) from hand into the waiting room")
        elif word == "clock_top":
            parts.append("put the top card of your deck into your clock")
        elif word == "reveal_name":
            parts.append(f"reveal {value!r} from hand")
        elif word == "self_to_waiting_room":
            parts.append("put this card into your waiting room")
        elif word == "fusion_marker":
            parts.append(f"put {value!r} from your stage under this card as a marker")
    return ", ".join(parts)


# -- automatic abilities (WS 8.7) --------------------------------------------------------------


def fire(g: Game, card: Card, when: str, **ctx: Any) -> None:
    """Put every automatic ability of ``card`` triggered by ``when`` in
    standby (WS 8.7.2); its master is the master of the card (WS 4.3.5)."""
    abilities = info(card.card).autos.get(when)
    if not abilities:
        return
    master = card.zone.owner
    for ab in abilities:
        g.add_pending(master, f"{card.name}: {ab.text or when}", source=card, ability=ab, optional=ab.optional, **ctx)


def fire_all(g: Game, seat: int, when: str) -> None:
    """Trigger ``when`` on every character on ``seat``'s stage and the climax."""
    for c in stage(g, seat):
        fire(g, c, when)
    cx = g.zone(seat, "climax").cards
    if cx:
        fire(g, cx[-1], when)


def resolve_ability(g: Game, p: Pending, handlers: dict[str, EffectHandler]) -> Flow:
    """Play and resolve one automatic ability in standby (WS 8.7.3). With a
    cost the master may decline to pay (WS 8.7.3.1.1); if it cannot be
    played, the standby is simply used up (WS 8.7.3.2)."""
    ab = p.ability
    if ab is None:
        return
    seat = p.controller
    card = g.cards[p.source] if p.source is not None else None
    if not condition_met(g, seat, ab):
        g.log(f"{p.label}: its condition no longer holds", rule="WS 8.7.3.2")
        return
    if ab.cost:
        if not can_pay(g, seat, card, ab):
            g.log(f"{p.label}: {player(seat)} cannot pay [{cost_text(ab)}]", rule="WS 8.7.3.2")
            return
        pay = yield from yes_no(g, seat, f"{p.label} — pay [{cost_text(ab)}]?", rule="WS 8.7.3.1.1", about="pay")
        if not pay:
            g.log(f"{p.label}: {player(seat)} does not pay the cost", rule="WS 8.7.3.2.1")
            return
        yield from pay_cost(g, seat, card, ab)
    elif ab.optional:
        use = yield from yes_no(g, seat, f"{p.label} — use it?", rule="WS 8.7.3", about="activate")
        if not use:
            return
    g.log(f"Resolves: {p.label}", rule="WS 8.7.3")
    yield from run_ability(g, p, ab, handlers)
    used_keyword_costs(g, seat, ab)


def run_ability(g: Game, p: Pending, ab: Ability, handlers: dict[str, EffectHandler]) -> Flow:
    """Execute the effect of a played ability, step by step. A part made
    inactive (WS 8.3.2, or not yet active, WS 8.3.3) still exists as an
    ability (it was triggered and played) but has no effect, and any choice
    it would need is not made; whether it is active is read when the part
    would be executed."""
    params = ab.params
    if not params or ("active_if" not in params and "inactive_if" not in params):
        yield from run_effects(g, p, ab.effect, handlers)
        return
    guarded = params.get("steps")
    for number, step in enumerate(ab.effect, 1):
        if (guarded is None or number in guarded) and not effect_active(g, p.controller, ab):
            g.log(f"{p.label}: the part '{step[0]}' is inactive — no effect and no choice", rule="WS 8.3.2")
            continue
        yield from run_effects(g, p, (step,), handlers)


#: WS 10.12.3, WS 10.13.3: "when you use" a keyword of the cost: the cost
#: was paid and the effect executed afterwards
_COST_KEYWORDS = (
    ("clock_top", "accelerate", "Accelerate", "WS 10.12.3"),
    ("reveal_name", "resonate", "Resonate", "WS 10.13.3"),
)


def used_keyword_costs(g: Game, seat: int, ab: Ability) -> None:
    """After an ability whose cost was paid has been executed, its master
    has used Accelerate / Resonate: journaled, the "when you use" abilities
    of their cards trigger from it."""
    for cost_word, keyword, name, rule in _COST_KEYWORDS:
        if any(w == cost_word for w, _ in ab.cost):
            g.happen("use", player=seat, cause=keyword, text=f"{player(seat)} has used {name}", rule=rule)


def activate(
    g: Game, seat: int, card: Card, ab: Ability, handlers: dict[str, EffectHandler], *, exclude: Card | None = None
) -> Flow:
    """WS 8.6.2: play an activated ability (or an event's effect): pay its
    cost in full, then resolve it at once."""
    pos = card.zone.name if card.zone.field else ""
    yield from pay_cost(g, seat, card, ab, exclude=exclude)
    p = Pending(
        pid=g.next_id(),
        controller=seat,
        label=f"{card.name}: {ab.text}",
        source=card.iid,
        source_inc=card.incarnation,
        ability=ab,
        ctx={"pos": pos},
    )
    yield from run_ability(g, p, ab, handlers)
    used_keyword_costs(g, seat, ab)


def stage_acts(g: Game, seat: int, chars: list[Card] | None = None) -> list[tuple[Card, int, Ability]]:
    """WS 6.5.1.2.3: the activated abilities of ``seat``'s characters that can
    be played now (conditions met, cost payable, once-per-turn unused)."""
    out: list[tuple[Card, int, Ability]] = []
    used = g.turn_data.get("acts_used", ())
    for c in stage(g, seat) if chars is None else chars:
        acts = info(c.card).acts
        if not acts:
            continue
        for i, ab in enumerate(acts):
            if "hand" in ab.zones:
                continue
            if ab.once_per_turn and (c.iid, c.incarnation, i) in used:
                continue
            if condition_met(g, seat, ab) and can_pay(g, seat, c, ab):
                out.append((c, i, ab))
    return out


def backup_ability(card: Card) -> Ability | None:
    """WS 10.5: the Backup ability of a character card in the hand, if any."""
    if card.card.type != CHARACTER:
        return None
    for ab in info(card.card).acts:
        if "hand" in ab.zones and any(w == "backup" for w, _ in ab.effect):
            return ab
    return None


def event_effects(card: Card) -> tuple[Ability, ...]:
    return info(card.card).acts if card.card.type == EVENT else ()


# -- effects ---------------------------------------------------------------------------------------


def _source(g: Game, p: Pending) -> Card | None:
    return g.source_of(p)


def amount(g: Game, p: Pending, n: Any) -> int:
    """A number of an effect: a number, or ``this.power`` / ``this.soul`` /
    ``this.level``: the information of the ability's card, read as WS 8.7.4.1
    (abilities triggered by a zone change) and WS 8.11.1 (the card has moved
    on: its last known information) say."""
    if isinstance(n, str) and n in REFS:
        card = g.cards[p.source] if p.source is not None else None
        fixed = p.ctx.get("info")
        got = referenced(g, card, p.source_inc, fixed if isinstance(fixed, dict) else None, n)
        g.log(f"{p.label}: {n.replace('this.', 'its ')} is {got}", rule="WS 8.11.1" if fixed is None else "WS 8.7.4.1")
        return got
    return int(n)


def choose_position(g: Game, seat: int, prompt: str) -> Generator[Decision, tuple[Option, ...], str]:
    """Choose one of the five stage positions (occupied ones too: WS 8.6.2.2.1)."""
    options = []
    for pos in POSITIONS:
        occupant = at(g, seat, pos)
        label = POSITION_NAMES[pos].capitalize() + (f" (replacing {occupant.name})" if occupant is not None else "")
        z = f"p{seat}.{pos}"
        options.append(Option(f"pos:{pos}", label, None, z, None, "choose", (), "", z))
    opt = yield from choose_one(g, seat, prompt, options, kind=Kind.ZONE, rule="WS 8.6.2.2.1", about="position")
    return opt.key[4:]


def may_choose(
    g: Game, seat: int, prompt: str, cards: list[Card], rule: str, about: str = "effect"
) -> Generator[Decision, tuple[Option, ...], Card | None]:
    """An optional choice of one card ("may choose", "up to one"): none is always an answer."""
    if not cards:
        return None
    options = [card_option(g, c, seat) for c in cards] + [Option("none", "Choose none", verb="pass")]
    opt = yield from choose_one(g, seat, prompt, options, kind=Kind.CARDS, rule=rule, about=about)
    return g.cards[opt.card] if opt.card is not None else None


def put_marker(g: Game, card: Card, host: Card, *, face_up: bool, rule: str) -> Card:
    """Put ``card`` on top of the marker area under ``host`` (WS 3.7.2),
    face down unless the effect says face up (WS 3.7.2.1: then everybody may
    see it)."""
    area = g.zone(host.zone.owner, marker_name(host.zone.name))
    g.move(card, area, face_up=face_up, why="marker", rule=rule)
    if face_up:
        g.reveal(card)
    return card


def _bond(g: Game, p: Pending, name: Any) -> Flow:
    """WS 10.4.2: choose a card named (name) in your waiting room and put it into your hand."""
    seat = p.controller
    named = [c for c in g.zone(seat, WAITING_ROOM).cards if is_named(c.card, name)]
    chosen = yield from choose_cards(
        g, seat, f"Bond: choose {name!r} in your waiting room", named, 1, 1, rule="WS 10.4.2"
    )
    for c in chosen:
        g.move(c, g.zone(seat, HAND), why="Bond", rule="WS 10.4.2")
        g.log(f"Bond: {player(seat)} returns {c.name} from the waiting room to the hand", rule="WS 10.4.2")
    if not chosen:
        g.log(f"Bond: there is no {name!r} in the waiting room", rule="WS 8.6.3.1.3")


def _brainstorm(g: Game, p: Pending, spec: Any) -> Flow:
    """WS 10.7.3: flip the cards one at a time into the resolution zone
    (refreshing if the deck runs out, WS 3.2.3.2), then put them all into the
    waiting room at once; for each climax among them, carry out the reward
    (effect steps, such as ``[{ draw = 1 }]``)."""
    seat = p.controller
    params = dict(spec)
    n = int(params.get("cards", 4))
    reward = params["per_climax"]
    res = g.zone(seat, RESOLUTION)
    flipped = deck_to(g, seat, res, n, why="Brainstorm", rule="WS 10.7.3")
    climaxes = sum(1 for c in flipped if c.card.type == CLIMAX)
    g.log(
        f"Brainstorm: {player(seat)} flips {', '.join(c.name for c in flipped) or 'nothing'} — {climaxes} climax(es)",
        rule="WS 10.7.3",
    )
    for c in flipped:
        if c.zone is res:
            g.move(c, g.zone(seat, WAITING_ROOM), why="Brainstorm", rule="WS 3.13.1.4")
    for _ in range(climaxes):
        yield from run_effects(g, p, reward, HANDLERS)
    # WS 10.7.4: "when you use Brainstorm": the Brainstorm effect has resolved
    g.happen("use", player=seat, cause="brainstorm", text=f"{player(seat)} has used Brainstorm", rule="WS 10.7.4")


def _change(g: Game, p: Pending, name: Any) -> Flow:
    """WS 10.8: put a character named (name) from your waiting room on the
    position this card was on. Without such a card nothing is exchanged (WS 10.8.3)."""
    seat = p.controller
    pos = str(p.ctx.get("pos", ""))
    named = [c for c in g.zone(seat, WAITING_ROOM).cards if is_named(c.card, name) and c.card.type == CHARACTER]
    if not pos or not named:
        g.log(f"Change: no {name!r} to put on the stage", rule="WS 10.8.3")
        return
    chosen = yield from choose_cards(
        g, seat, f"Change: choose {name!r} in your waiting room", named, 1, 1, rule="WS 10.8.1"
    )
    for c in chosen:
        yield from clear_position(g, seat, pos)
        place_character(g, c, seat, pos, why="Change", rule="WS 10.8.1")
        # WS 10.8.4: "when this card is placed on the stage by Change" (from the
        # waiting room: public to public, it reads the card on the stage, WS
        # 8.7.4.1.3); WS 10.8.5: "when you use Change"
        text = f"Change: {c.name} is put on the {POSITION_NAMES[pos]}"
        g.happen("use", (c,), player=seat, cause="change", text=text, rule="WS 10.8.1")


def _to_memory(g: Game, p: Pending, how: Any) -> Flow:
    """WS 3.12.1: put this card into your memory (face up unless the effect
    says face down; a face-down memory card is seen by its owner only, WS 3.12.2.2)."""
    card = g.source_of(p)
    if card is None:
        return
    face_up = how != "face_down"
    g.move(card, g.zone(card.owner, MEMORY), face_up=face_up, why="memory", rule="WS 3.12.1")
    if not face_up:
        g.reveal(card, (card.owner,))
    g.log(
        f"{player(card.owner)} puts {g.label(card, None) if face_up else 'a card'} into the memory"
        + ("" if face_up else " face down"),
        rule="WS 3.12.1",
    )
    return
    yield


def _fusion(g: Game, p: Pending, name: Any) -> Flow:
    """WS 10.14.1.1: search the deck for up to one (name), put it on this
    card's position, and put this card and its markers face up under it as
    markers; shuffle the deck. Without it, the fused character stays a
    marker of this card (WS 10.14.1.1.1)."""
    seat = p.controller
    card = g.source_of(p)
    deck = g.zone(seat, DECK)
    found = [c for c in deck.cards if is_named(c.card, name) and c.card.type == CHARACTER]
    target = yield from may_choose(g, seat, f"Fusion: search your deck for up to one {name!r}", found, "WS 10.14.1.1")
    if target is not None and card is not None and card.zone.field:
        pos = card.zone.name
        put_marker(g, card, card, face_up=True, rule="WS 10.14.1.1")  # into its own marker area (kept markers stay)
        for m in g.zone(seat, marker_name(pos)).cards:
            g.flip(m, True)
            g.reveal(m)
        g.move(target, g.zone(seat, pos), face_up=True, why="Fusion", rule="WS 10.14.1.1")
        # WS 10.14.3: "when you use Fusion": a card of yours put on the stage by Fusion
        text = f"Fusion: {target.name} is put on the {POSITION_NAMES[pos]} with {card.name} under it"
        g.happen("use", (target,), player=seat, cause="fusion", text=text, rule="WS 10.14.1.1")
    g.shuffle(deck)
    refresh_check(g, seat)


def _sunder(g: Game, p: Pending, name: Any) -> Flow:
    """WS 10.15.2: choose a card named (name) among the markers under this
    card and one of your stage positions; put it there with this card and the
    other markers under it. A new character, standing (WS 10.15.3)."""
    seat = p.controller
    card = g.source_of(p)
    if card is None or not card.zone.field:
        return
    pos = card.zone.name
    area = g.zone(seat, marker_name(pos))
    named = [m for m in area.cards if is_named(m.card, name) and m.card.type == CHARACTER]
    if not named:
        g.log(f"Sunder: there is no {name!r} among the markers", rule="WS 10.15.4")
        return
    chosen = yield from choose_cards(
        g, seat, f"Sunder: choose {name!r} among the markers", named, 1, 1, rule="WS 10.15.2"
    )
    new = chosen[0]
    dest = yield from choose_position(g, seat, f"Sunder: choose a stage position for {new.name}")
    put_marker(g, card, card, face_up=True, rule="WS 10.15.2")
    if dest != pos:
        yield from clear_position(g, seat, dest)
    place_character(g, new, seat, dest, why="Sunder", rule="WS 10.15.2")
    if dest != pos:
        dst_area = g.zone(seat, marker_name(dest))
        for m in list(area.cards):
            g.move(m, dst_area, face_up=True, why="marker", rule="WS 10.15.2")
            g.reveal(m)
    g.log(
        f"Sunder: {new.name} is put on the {POSITION_NAMES[dest]}, with {card.name} under it as a marker",
        rule="WS 10.15.2",
    )


def _shift(g: Game, p: Pending, lv: Any) -> Flow:
    """WS 10.11.2: if this card is in your clock and your level is (lv) or
    higher, you may exchange it with a card of the same color in your hand.
    Exactly those two cards (WS 10.11.3)."""
    seat = p.controller
    card = g.source_of(p)
    if card is None or card.zone.name != CLOCK:
        g.log("Shift: the card is no longer in the clock", rule="WS 10.11.3.1")
        return
    if level(g, seat) < int(lv):
        return
    same = [c for c in g.zone(seat, HAND).cards if color_of(c.card) == color_of(card.card)]
    if not same:
        g.log(f"Shift: no {color_of(card.card)} card in the hand", rule="WS 10.11.3.2")
        return
    chosen = yield from may_choose(
        g,
        seat,
        f"Shift: you may exchange {card.name} with a {color_of(card.card)} card of your hand",
        same,
        "WS 10.11.2",
    )
    if chosen is not None:
        g.exchange(card, chosen, why="Shift", rule="WS 10.11.2")
        # WS 10.11.4: "when you use Shift": the exchange happened
        text = f"Shift: {card.name} and {chosen.name} exchange places (clock and hand)"
        g.happen("use", (card, chosen), player=seat, cause="shift", text=text, rule="WS 10.11.2")


def _encore_effect(g: Game, p: Pending, _: Any) -> Flow:
    """WS 10.2.2: put this card back on the position it was on, rested."""
    card = g.source_of(p)
    pos = str(p.ctx.get("pos", ""))
    if card is None or card.zone.name != WAITING_ROOM or not pos:
        g.log(f"{p.label}: the card has left the waiting room", rule="WS 8.7.7")
        return
    yield from clear_position(g, p.controller, pos)
    place_character(g, card, p.controller, pos, rested=True, why="encore", rule="WS 10.2.2")
    g.log(f"Encore: {card.name} returns to the {POSITION_NAMES[pos]}, rested", rule="WS 10.2.2")


def _extra_turn(g: Game, p: Pending, _: Any) -> Flow:
    """WS 11.2.1: the player takes an additional turn after this one."""
    extra: list[int] = g.data.setdefault("ws_extra_turns", [])
    extra.append(p.controller)
    g.log(f"{player(p.controller)} will take an additional turn", rule="WS 11.2.1")
    return
    yield


def _replay(g: Game, p: Pending, name: Any) -> Flow:
    """WS 11.3.2: resolving the red text runs the Replay Effect of the card's
    Replay Command of that name (its only way to run, WS 11.3.1.3)."""
    if p.source is None:
        return
    for ab in g.cards[p.source].card.abilities:
        if "replay" in ab.zones and ab.params.get("replay") == name:
            g.log(f"Replay {name}: {ab.text}", rule="WS 11.3.2")
            yield from run_ability(g, p, ab, HANDLERS)


def _timed(g: Game, p: Pending, name: Any) -> Flow:
    """WS 8.7.5: create the card's timed ability ``name``: an automatic
    ability that activates at a later moment, mastered by the master of this
    effect (WS 4.3.5); "this card" stays the card as it is now."""
    if p.source is None:
        return
    source = g.cards[p.source]
    for ab in source.card.abilities:
        if "timed" in ab.zones and ab.params.get("timed") == name:
            create_timed(g, p.controller, source, p.source_inc, ab)
    return
    yield


def _continuous_only(g: Game, p: Pending, value: Any) -> Flow:
    g.log(f"{p.label}: a continuous effect word used in a one-shot effect — resolve by hand")
    return
    yield


HANDLERS: dict[str, EffectHandler] = {
    "assist_power": _continuous_only,
    "great_performance": _continuous_only,
    "bond": _bond,
    "brainstorm": _brainstorm,
    "change": _change,
    "to_memory": _to_memory,
    "fusion": _fusion,
    "sunder": _sunder,
    "shift": _shift,
    "encore": _encore_effect,
    "extra_turn": _extra_turn,
    "replay": _replay,
    "instead_of_waiting_room": _continuous_only,
    "timed": _timed,
}


# -- playing cards from the hand (WS 8.6.2) -----------------------------------------------------------


def play_event(g: Game, seat: int, card: Card, handlers: dict[str, EffectHandler]) -> Flow:
    """WS 8.6.2.4.2: pay the cost, put the event into the resolution zone,
    carry out its effect, then put it into the waiting room (WS 3.13.1.1)."""
    cost = cost_of(card.card)
    pay_stock(g, seat, cost)
    g.move(card, g.zone(seat, "resolution"), face_up=True, why="event played", rule="WS 8.6.2.4.2")
    g.log(
        f"{player(seat)} plays the event {card.name}" + (f", paying {cost} stock" if cost else ""), rule="WS 6.5.1.2.2"
    )
    for ab in event_effects(card):
        if can_pay(g, seat, card, ab):
            yield from activate(g, seat, card, ab, handlers)
    if card.zone.name == "resolution":
        g.move(card, g.zone(card.owner, WAITING_ROOM), why="event resolved", rule="WS 3.13.1.1")
