"""Cards looked at on top of a deck and put back: the rest of a look
("place the remaining cards at the bottom of your deck in any order", "on
top of your deck", "on the top or bottom"), and the verb ``arrange``: "look
at up to N cards from the top of your (opponent's) deck and put them back in
any order" / "place them on the top and/or bottom of your deck in any order".

The deck is a secret area (DBS 3-2-2): only the player who looks sees the
cards, and they are put back face down. "In any order" is the order that
player chooses, one card after the other."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from engine.abilities import CARDS, register_vocabulary
from engine.decisions import Option
from engine.flow import choose_cards, choose_one
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.schema import GAME
from engine.grammar.adapter import Flow
from engine.grammar.spec import Flag, SpecError, Table, Text, Verb, once
from engine.grammar.verbs import Draw, Sugar
from engine.messages import msg
from engine.state import Card, Game
from engine.timing import Pending

#: where the cards looked at and not taken go
REMAINING = ("shuffle", "bottom", "drop", "top", "top_or_bottom")
#: where ``arrange`` puts the cards back
ARRANGED = ("top", "top_or_bottom")

_TOP = Option("top", "On top of the deck", verb="top")
_BOTTOM = Option("bottom", "At the bottom of the deck", verb="bottom")


def place_remaining(g: Game, seat: int, owner: int, left: list[Card], how: str) -> Flow:
    """The cards ``left`` (of ``owner``'s deck, looked at by ``seat``) placed
    as ``how`` says: shuffled back, in the Drop Area, at the bottom, on top,
    or each on the top or the bottom, in the order ``seat`` chooses."""
    rs = ruleset_of(g)
    deck = g.zone(owner, "deck")
    if how == "drop":
        for c in left:
            g.move(c, g.zone(owner, "drop"), face_up=True, why="the cards looked at", rule=rs.r("search"))
        g.log(msg("dbs.log.looked_to_drop", n=owner + 1, k=len(left)), rule=rs.r("search"))
    elif how == "shuffle":
        g.shuffle(deck)
        g.log(msg("dbs.log.shuffles_deck", n=owner + 1), rule=rs.r("search"))
    else:
        yield from _put_back(g, seat, left, how)


def _put_back(g: Game, seat: int, left: list[Card], how: str) -> Flow:
    """One card after the other, as ``seat`` chooses: to the bottom (each
    below the last), on top (each above the last: the last placed is the
    top card), or, with ``top_or_bottom``, each where ``seat`` says."""
    rs = ruleset_of(g)
    left = list(left)
    while left:
        pick: list[Card] = yield from choose_cards(
            g, seat, "Choose the next card to put back on the deck", left, 1, 1, rule=rs.r("search")
        )
        card = pick[0]
        left.remove(card)
        where = how
        if how == "top_or_bottom":
            opt = yield from choose_one(g, seat, f"Put {card.name} on the top or at the bottom?", (_TOP, _BOTTOM))
            where = opt.key
        deck = card.zone
        g.move(card, deck, bottom=where == "bottom", face_up=False, why="the cards looked at", rule=rs.r("search"))
        if where == "top":
            g.reveal(card, (seat,))  # who put it there knows it
        g.log(msg(f"dbs.log.puts_card.{'top' if where == 'top' else 'bottom'}", n=seat + 1))


@dataclass(frozen=True, slots=True)
class Arrange(Verb):
    """Look at the top ``look`` cards of a deck (yours, or ``opponent``'s)
    and put them back: on top in any order (``to = "top"``), or each on the
    top or at the bottom (``"top_or_bottom"``)."""

    look: int = 1
    opponent: bool = False
    to: str = "top"

    def run(self, g: Game, p: Pending) -> Flow:
        seat = p.controller
        owner = g.opponent(seat) if self.opponent else seat
        top = list(reversed(g.zone(owner, "deck").cards[-self.look :]))
        for c in top:
            g.reveal(c, (seat,))
        whose = "dbs.log.looks_top.opponent" if self.opponent else "dbs.log.looks_top.own"
        g.log(msg(whose, n=seat + 1, k=len(top)), rule=ruleset_of(g).r("search"))
        yield from place_remaining(g, seat, owner, top, self.to)

    def words(self) -> str:
        whose = "your opponent's" if self.opponent else "your"
        where = "on top in any order" if self.to == "top" else "on the top or bottom in any order"
        return f"look at the top {self.look} cards of {whose} deck and put them back {where}"


@dataclass(frozen=True, slots=True)
class ShuffleLife(Verb):
    """ "Then shuffle any areas you looked through": the master's Life Area,
    looked through for a choice, is shuffled (DBS 11-6-3)."""

    def run(self, g: Game, p: Pending) -> Flow:
        g.shuffle(g.zone(p.controller, "life"))
        g.log(msg("dbs.log.shuffles_life", n=p.controller + 1), rule=ruleset_of(g).r("search"))
        return
        yield

    def words(self) -> str:
        return "shuffle your life"


@dataclass(frozen=True, slots=True)
class OpponentDraws(Verb):
    """ "Your opponent draws 1 card": the master's opponent draws (DBS 4-9-2),
    as the shared ``draw`` does for the master."""

    count: int = 1

    def run(self, g: Game, p: Pending) -> Flow:
        from engine.games.dbscg.grammar import ADAPTER  # the adapter the shared draw reads

        theirs = replace(p, controller=g.opponent(p.controller))
        yield from Draw(ADAPTER, self.count).run(g, theirs)

    def words(self) -> str:
        return f"your opponent draws {self.count}"


def _arrange(v: dict[str, Any]) -> Arrange:
    owner = v.get("owner", "you")
    if owner not in ("you", "opponent"):
        raise SpecError("owner is you or opponent")
    return Arrange(int(v["look"]), owner == "opponent", str(v.get("to", "top")))


register_vocabulary(
    GAME,
    effects={
        "arrange": once(
            Sugar(
                Table(
                    {"look": CARDS, "owner": Text(("you", "opponent")), "to": Text(ARRANGED)},
                    frozenset({"look"}),
                    '{ look = 3, owner = "opponent", to = "top" }',
                    as_dict=True,
                ),
                _arrange,
            ),
            "look at the top N cards of a deck (yours or your opponent's) and put them back on top in any"
            " order, or each on the top or bottom (to = top_or_bottom)",
        ),
        "opponent_draw": once(Sugar(CARDS, lambda n: OpponentDraws(int(n))), "your opponent draws N cards (DBS 4-9-2)"),
        "shuffle_life": once(
            Sugar(Flag(), lambda _: ShuffleLife()), "shuffle your life (looked through for a choice, DBS 11-6-3)"
        ),
    },
)
