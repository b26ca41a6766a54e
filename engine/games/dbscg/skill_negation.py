"""A skill that negates itself: "..., then negate this skill for the turn" /
"for the (duration of the) game". DBS 8-3-2: a negated skill is still a skill,
but its effect cannot be activated — an [Activate] skill is not offered and an
[Auto] skill does not become pending until the negation ends (one already
pending still resolves, DBS 8-6-7). The negation is of this card's skill: a
card that changed areas is a new card (DBS 3-1-4) whose skills are not negated."""

from __future__ import annotations

from dataclasses import dataclass

from engine.abilities import Ability, register_vocabulary
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.note_params import label_of
from engine.games.dbscg.schema import GAME
from engine.games.dbscg.state import game_state, turn_state
from engine.grammar.adapter import Flow
from engine.grammar.spec import Text, Verb, once
from engine.grammar.verbs import Sugar
from engine.messages import msg
from engine.state import Card, Game
from engine.timing import Pending


def _key(card: Card, ab: Ability) -> tuple[int, int, str]:
    return card.iid, card.incarnation, ab.text


@dataclass(frozen=True, slots=True)
class NegateThisSkill(Verb):
    """The skill resolving is negated until the end of the turn (``until = "turn"``)
    or for the rest of the game (``"game"``)."""

    until: str = "turn"

    def run(self, g: Game, p: Pending) -> Flow:
        card = g.cards[p.source] if p.source is not None else None
        if card is None or p.ability is None or card.incarnation != p.source_inc:
            g.log(msg("dbs.log.new_card", label=label_of(g, p)), rule=ruleset_of(g).r("impossible"))
            return
        off = game_state(g).skills_off if self.until == "game" else turn_state(g).skills_off
        off.add(_key(card, p.ability))
        g.log(msg(f"dbs.log.negated_for.{self.until}", label=label_of(g, p)), rule=ruleset_of(g).r("negated"))
        return
        yield

    def words(self) -> str:
        return f"negate this skill for the {self.until}"


def skill_off(g: Game, card: Card, ab: Ability) -> bool:
    """Whether ``card``'s skill ``ab`` negated itself for the turn or the game."""
    key = _key(card, ab)
    return key in turn_state(g).skills_off or key in game_state(g).skills_off


register_vocabulary(
    GAME,
    effects={
        "negate_this_skill": once(
            Sugar(Text(("turn", "game")), lambda until: NegateThisSkill(str(until))),
            "negate this skill (the one resolving) for the turn or the game (DBS 8-3-2)",
        ),
    },
)
