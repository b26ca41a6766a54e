"""Words of the heads of skills that take the grammar's specs (and triggers
registered beside them: "when this card activates its [Blocker] skill",
"when this card attacks or is attacked"): the condition
"if your Leader Card is green or a 《X》 card" (``leader_any``, either
description of :data:`engine.games.dbscg.grammar.LEADER`), and skill costs
that choose cards of a kind (DBS 8-4-1): "choose 1 《X》 card
in your hand and discard it", "choose 1 《X》 card in your Battle Area and
place it in its owner's Drop Area", "choose 1 of your 《X》 cards and KO it",
"choose 1 《X》 card in your Battle Area and switch it to Rest Mode". Each
names its cards with a selector (the count is exact); the cost can be paid
only when that many such cards can be chosen (DBS 8-4-2-2), and its master
chooses them as it is paid (DBS 8-4-2-1)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.abilities import register_vocabulary
from engine.decisions import Decision, Option
from engine.flow import choose_cards, choose_to_pay
from engine.games.dbscg.costs import CHOSEN_COSTS
from engine.games.dbscg.damage import ko
from engine.games.dbscg.grammar import ADAPTER, LEADER
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.note_params import names
from engine.games.dbscg.schema import GAME
from engine.games.dbscg.skills import FIELD_ZONES
from engine.games.dbscg.stacks import place_under
from engine.grammar.selector import Selector, SelectorSpec
from engine.grammar.spec import ANY_KIND, ListOf, Word, once
from engine.messages import msg
from engine.state import REST, STAND, Card, Game

Flow = Generator[Decision, tuple[Option, ...], Any]

#: the cost words, the area their cards are chosen in, and what is done to them
COSTS = {
    "discard_of": once(
        SelectorSpec(ADAPTER, zone="hand", this=False, top=False),
        "choose N cards of a kind in your hand and place them in your Drop Area (DBS 8-4-1)",
    ),
    "field_to_drop": once(
        SelectorSpec(ADAPTER, zone="battle", this=False, top=False),
        "choose N cards of a kind in your Battle Area and place them in their owner's Drop Area (DBS 8-4-1)",
    ),
    "ko_of": once(
        SelectorSpec(ADAPTER, zone="battle", this=False, top=False),
        "choose N of your Battle Cards of a kind and KO them (DBS 8-4-1, 10-1)",
    ),
    "hand_to_warp_of": once(
        SelectorSpec(ADAPTER, zone="hand", this=False, top=False),
        "choose N cards of a kind in your hand and send them to your Warp (DBS 8-4-1, 11-4-1; none in 1.00)",
    ),
    "field_to_warp_of": once(
        SelectorSpec(ADAPTER, zone="battle", this=False, top=False),
        "choose N cards of a kind in your Battle Area and send them to their owner's Warp (DBS 8-4-1, 11-4-1; none"
        " in 1.00)",
    ),
    "field_to_hand_of": once(
        SelectorSpec(ADAPTER, zone="battle", this=False, top=False),
        "choose N cards of a kind in your Battle Area and return them to their owner's hand (DBS 8-4-1)",
    ),
    "drop_to_warp_of": once(
        SelectorSpec(ADAPTER, zone="drop", this=False, top=False),
        "choose N cards of a kind in your Drop Area and send them to your Warp (DBS 8-4-1, 11-4-1; none in 1.00)",
    ),
    "warp_to_drop_of": once(
        SelectorSpec(ADAPTER, zone="warp", this=False, top=False),
        "choose N cards of a kind in your Warp and place them in your Drop Area (DBS 8-4-1; none in 1.00)",
    ),
    "reveal_of": once(
        SelectorSpec(ADAPTER, zone="hand", this=False, top=False),
        "choose N cards of a kind in your hand and reveal them; they stay in the hand (DBS 8-4-1)",
    ),
    "hand_under_of": once(
        SelectorSpec(ADAPTER, zone="hand", this=False, top=False),
        "choose N cards of a kind in your hand and place them under this card (DBS 8-4-1, 11-3-4)",
    ),
    "drop_under_of": once(
        SelectorSpec(ADAPTER, zone="drop", this=False, top=False),
        "choose N cards of a kind in your Drop Area and place them under this card (DBS 8-4-1, 11-3-4)",
    ),
    "drop_to_bottom_of": once(
        SelectorSpec(ADAPTER, zone="drop", this=False, top=False),
        "choose N cards of a kind in your Drop Area and place them at the bottom of your deck in any order: the"
        " master picks each next card to go to the bottom (DBS 8-4-1)",
    ),
    "energy_to_drop_of": once(
        SelectorSpec(ADAPTER, zone="energy", this=False, top=False),
        "choose N of your energy of a kind and place them in their owner's Drop Area (DBS 8-4-1)",
    ),
    "rest_of": once(
        SelectorSpec(ADAPTER, zone="battle", this=False, top=False),
        "choose N of your Active cards of a kind in your Battle Area and switch them to Rest Mode (DBS 8-4-1, 4-8)",
    ),
}
register_vocabulary(
    GAME,
    costs=COSTS,
    triggers={
        "activates_blocker": "when this card activates its [Blocker] skill: it becomes the guard card (DBS 10-4-1)",
        "attacks_or_attacked": "when this card attacks or is attacked: either event (DBS 7-1-1, 8-6-2)",
    },
    conditions={
        "leader_any": Word(
            ListOf(LEADER, 2, 3),
            ANY_KIND,
            '"If your Leader Card is green or a 《X》 card": it fits one of the descriptions (DBS 2-4, 2-6-4)',
        )
    },
)

_ZONE = {
    "discard_of": "hand",
    "field_to_drop": "battle",
    "ko_of": "battle",
    "rest_of": "battle",
    "hand_to_warp_of": "hand",
    "field_to_warp_of": "battle",
    "field_to_hand_of": "battle",
    "drop_to_warp_of": "drop",
    "warp_to_drop_of": "warp",
    "reveal_of": "hand",
    "hand_under_of": "hand",
    "drop_under_of": "drop",
    "drop_to_bottom_of": "drop",
    "energy_to_drop_of": "energy",
}
#: the costs that place the cards chosen under this card
_UNDER = ("hand_under_of", "drop_under_of")
#: where the cards chosen go (to their owner's area)
_TO = {
    "discard_of": "drop",
    "field_to_drop": "drop",
    "hand_to_warp_of": "warp",
    "field_to_warp_of": "warp",
    "field_to_hand_of": "hand",
    "drop_to_warp_of": "warp",
    "warp_to_drop_of": "drop",
    "energy_to_drop_of": "drop",
}
_WORDS = {
    "discard_of": "place in your Drop Area",
    "field_to_drop": "place in its owner's Drop Area",
    "ko_of": "KO",
    "rest_of": "switch to Rest Mode",
    "hand_to_warp_of": "send to your Warp",
    "field_to_warp_of": "send to its owner's Warp",
    "field_to_hand_of": "return to its owner's hand",
    "drop_to_warp_of": "send to your Warp",
    "warp_to_drop_of": "place in your Drop Area",
    "drop_to_bottom_of": "place at the bottom of your deck",
    "energy_to_drop_of": "place in its owner's Drop Area",
    "reveal_of": "reveal",
    "hand_under_of": "place under this card",
    "drop_under_of": "place under this card",
}


def candidates(g: Game, seat: int, card: Card, word: str, sel: Selector) -> list[Card]:
    """The cards that can be chosen to pay the cost: of the kind, in its area;
    a KO takes Battle Cards (DBS 10-1-1), a switch to Rest Mode Active cards."""
    out = [
        c
        for c in g.zone(seat, _ZONE[word]).cards
        if sel.matches(ADAPTER, g, c, card.iid) and not (_ZONE[word] == "hand" and c is card)
    ]
    if word == "ko_of":
        out = [c for c in out if c.card.type == "battle"]
    if word == "rest_of":
        out = [c for c in out if c.orientation == STAND]
    return out


def payable(g: Game, seat: int, card: Card, word: str, sel: Selector) -> bool:
    if word in _UNDER and card.zone.name not in FIELD_ZONES:
        return False  # "under this card": the card in its area (DBS 11-3-4)
    if "warp" in (_ZONE[word], _TO.get(word)) and not ruleset_of(g).has_warp:
        return False  # no Warp in ver.1.00
    return len(candidates(g, seat, card, word, sel)) >= sel.count


def pay(g: Game, seat: int, card: Card, word: str, sel: Selector) -> Flow:
    rs = ruleset_of(g)
    n = sel.count
    chosen = yield from choose_to_pay(
        g,
        seat,
        f"Skill cost: choose {n} {sel.kind_words(n > 1)} to {_WORDS[word]}",
        candidates(g, seat, card, word, sel),
        n,
        rule=rs.r("skill_pay"),
    )
    if word == "drop_to_bottom_of":
        yield from _to_bottom(g, seat, list(chosen))
    else:
        for c in chosen:
            if word == "ko_of":
                yield from ko(g, c, by_opponent=False, why="skill cost", rule=rs.r("ko"), by=card)
            elif word == "rest_of":
                g.set_orientation(c, REST)
            elif word == "reveal_of":
                g.reveal(c)
            elif word in _UNDER:
                place_under(g, c, card)
            elif _TO[word] == "warp":
                g.move(c, g.zone(c.owner, "warp"), face_up=True, why="skill cost", rule=rs.r("warp"))
            else:
                g.move(c, g.zone(c.owner, _TO[word]), why="skill cost", rule=rs.r("skill_pay"))
    said = msg("dbs.log.cost.chooses", n=seat + 1, cards=names(chosen), verb=msg(f"dbs.log.cost_verb.{word}"))
    g.log(said, rule=rs.r("skill_pay"))


def _to_bottom(g: Game, seat: int, left: list[Card]) -> Flow:
    """The chosen cards to the bottom of their owner's deck in any order: the master picks the next one."""
    rs = ruleset_of(g)
    while left:
        pick: list[Card] = yield from choose_cards(
            g, seat, "Place a card at the bottom of your deck", left, 1, 1, rule=rs.r("skill_pay")
        )
        left.remove(pick[0])
        g.move(
            pick[0], g.zone(pick[0].owner, "deck"), bottom=True, face_up=False, why="skill cost", rule=rs.r("skill_pay")
        )


def register() -> None:
    """Let the abilities pay these costs (:data:`engine.games.dbscg.costs.CHOSEN_COSTS`)."""
    CHOSEN_COSTS.update(dict.fromkeys(COSTS, (payable, pay)))
