"""What a [Counter: Play] does to the Battle Card being played (DBS 6-3-1-2-1-2,
10-10-3-1): "if the Battle Card being played has an energy cost of 3 or less,
it's placed in its owner's Drop Area (returned to its owner's hand, placed at
the bottom of its owner's deck, sent to its owner's Warp) instead of being
played", "the Battle Card being played is played in Rest Mode (with its
skills negated for the turn)". The card being played is the one a player
declared to play (from the hand, or by [Over Realm], [Evolve] or [Union]) in
the counter timing of that declaration; in another counter timing (a skill
that plays a card, DBS 4-7-2-3, or one after it resolved, 4-7-2-4) no Battle
Card is being played and these words do nothing."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.abilities import AT_LEAST, register_vocabulary
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.note_params import label_of, named
from engine.games.dbscg.schema import GAME
from engine.games.dbscg.skills import energy_cost
from engine.games.dbscg.state import CounterTiming, turn_state
from engine.games.dbscg.stats import power
from engine.grammar.adapter import Flow
from engine.grammar.spec import ANY_KIND, Flag, Table, Text, Verb, Word, once
from engine.grammar.verbs import Sugar
from engine.messages import msg
from engine.state import REST, Card, Game
from engine.timing import Pending

#: where the card being played goes instead: its owner's Drop Area, hand, deck bottom, Warp
INSTEAD = ("drop", "hand", "bottom", "warp")


def being_played(p: Pending) -> Card | None:
    """The Battle Card being played in the counter timing this [Counter] answers, if any."""
    tctx = p.ctx.get("timing")
    card = tctx.playing if isinstance(tctx, CounterTiming) else None
    return card if card is not None and card.zone.name == "hand" else None


def played_card_is(g: Game, p: Pending, want: dict[str, Any]) -> bool:
    """The condition ``played_card``: a Battle Card is being played and has the
    energy cost (DBS 2-11-3) or power the table asks (``cost_at_most``, ...)."""
    card = being_played(p)
    if card is None:
        return False
    have = {"cost": energy_cost(g, card), "power": power(g, card)}
    for key, n in want.items():
        stat, _, op = key.partition("_at_")
        v = have[stat]
        if (op == "most" and v > n) or (op == "least" and v < n) or (not op and v != n):
            return False
    return True


@dataclass(frozen=True, slots=True)
class InsteadOfPlay(Verb):
    """The Battle Card being played goes to ``to`` instead of being played."""

    to: str = "drop"

    def run(self, g: Game, p: Pending) -> Flow:
        card = being_played(p)
        tctx = p.ctx.get("timing")
        if card is None or not isinstance(tctx, CounterTiming):
            g.log(msg("dbs.log.nothing_played", label=label_of(g, p)), rule=ruleset_of(g).r("impossible"))
            return
        tctx.instead = self.to
        said = msg("dbs.log.not_played", label=label_of(g, p), card=named(card), to=self.to)
        g.log(said, rule=ruleset_of(g).r("counter_resolve"))
        return
        yield

    def words(self) -> str:
        return f"the Battle Card being played goes to the {self.to} instead"


@dataclass(frozen=True, slots=True)
class PlayedAs(Verb):
    """The Battle Card being played is played in Rest Mode and/or with its skills negated for the turn."""

    rest: bool = False
    negated: bool = False

    def run(self, g: Game, p: Pending) -> Flow:
        card = being_played(p)
        tctx = p.ctx.get("timing")
        if card is None or not isinstance(tctx, CounterTiming):
            g.log(msg("dbs.log.nothing_played", label=label_of(g, p)), rule=ruleset_of(g).r("impossible"))
            return
        tctx.rested = tctx.rested or self.rest
        tctx.negated_skills = tctx.negated_skills or self.negated
        said = msg("dbs.log.played_how", label=label_of(g, p), card=named(card), how=self.words())
        g.log(said, rule=ruleset_of(g).r("counter_resolve"))
        return
        yield

    def words(self) -> str:
        said = (["in Rest Mode"] if self.rest else []) + (
            ["with its skills negated for the turn"] if self.negated else []
        )
        return " ".join(said)


def diverted(g: Game, tctx: CounterTiming, card: Card) -> bool:
    """Where a play answered by "instead of being played" sends the card (True: not played)."""
    if not tctx.instead or card.zone.name != "hand":
        return False
    rs = ruleset_of(g)
    if tctx.instead == "hand":
        g.log(msg("dbs.log.stays_in_hand", card=named(card)), rule=rs.r("counter_end"))
    elif tctx.instead == "bottom":
        g.move(
            card,
            g.zone(card.owner, "deck"),
            bottom=True,
            face_up=False,
            why="instead of being played",
            rule=rs.r("counter_end"),
        )
    elif tctx.instead == "warp" and rs.has_warp:
        g.move(card, g.zone(card.owner, "warp"), face_up=True, why="instead of being played", rule=rs.r("counter_end"))
    else:
        g.move(card, g.zone(card.owner, "drop"), face_up=True, why="instead of being played", rule=rs.r("counter_end"))
    return True


def as_played(g: Game, tctx: CounterTiming, card: Card) -> None:
    """The card just placed in the Battle Area: in Rest Mode, its skills negated for the
    turn, as a [Counter: Play] said (before "when you play this card", DBS 8-3-2)."""
    if tctx.rested:
        g.set_orientation(card, REST)
    if tctx.negated_skills:
        turn_state(g).negated.add((card.iid, card.incarnation))


_PLAYED_CARD = Table(
    {k: AT_LEAST for k in ("cost", "cost_at_most", "cost_at_least", "power", "power_at_most", "power_at_least")},
    example="{ cost_at_most = 3 }",
    as_dict=True,
)

register_vocabulary(
    GAME,
    conditions={
        "played_card": Word(
            _PLAYED_CARD,
            ANY_KIND,
            "in an effect's if: a Battle Card is being played (the counter timing of its play) and has this energy"
            " cost / power",
        )
    },
    effects={
        "instead_of_play": once(
            Sugar(Text(INSTEAD), lambda to: InsteadOfPlay(str(to))),
            "[Counter: Play]: the Battle Card being played goes to its owner's Drop Area / hand / deck bottom /"
            " Warp instead (DBS 6-3-1-2-1-2)",
        ),
        "played_as": once(
            Sugar(
                Table({"rest": Flag(), "negated": Flag()}, example="{ rest = true }", as_dict=True),
                lambda v: PlayedAs(bool(v.get("rest")), bool(v.get("negated"))),
            ),
            "[Counter: Play]: the Battle Card being played is played in Rest Mode / with its skills negated",
        ),
    },
)
