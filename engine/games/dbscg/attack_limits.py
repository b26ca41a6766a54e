"""What a skill says of attacks: [Permanent] "your opponent's cards can't attack
Leader Cards" (``no_leader_attacks``), and "this card / the chosen card can
attack Battle Cards in Active Mode for the turn" (``attack_active_turn``: an
effect on the card until the end of the turn, DBS 6-4-1-2, read by
:func:`engine.games.dbscg.battle.attack_options`; it stays when the card's skills
are negated — it is not a skill of the card — and leaves with the card, DBS 3-1-4).
"Your opponent can't attack (with Battle Cards (with energy costs of 7 or more)) for the
turn / until the start of your next Main Phase" (``no_attacks``: an effect whose value
names the player, the kind of card, the least energy cost and the first turn it no
longer holds, read by :func:`engine.games.dbscg.battle.cannot_attack`; the opponent
attacks only in their own turn, so "until the start of your next Main Phase" holds
until your next turn, DBS 6-1). [Permanent] "your opponent can't activate [Blocker] during this card's attack"
(``no_blockers``: read as a [Blocker] would resolve, :func:`engine.games.dbscg.battle._blocker`).
[Permanent] "Your opponent's Battle Cards with energy costs of 2 or less can't attack", "This card
cannot be attacked by a Leader Card", "your opponent cannot attack your other Battle Cards"
(``attack_bar``, read by :func:`engine.games.dbscg.battle.cannot_attack`). The [Permanent] limit: Read where the
attacks a player may declare are listed (:func:`engine.games.dbscg.battle.cannot_attack`):
while such a skill of one of a player's cards is in force (its side facing up,
in its area, its conditions holding, its skills not negated: DBS 8-1-4, 8-3-2),
the other player's cards cannot declare an attack on a Leader Card (DBS 7-1-1;
a card's text takes precedence over the rules, DBS 1-3-1)."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.abilities import register_vocabulary
from engine.games.dbscg.grammar import ADAPTER
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.note_params import label_of
from engine.games.dbscg.schema import GAME
from engine.grammar.adapter import Adapter, Flow
from engine.grammar.selector import THIS, Selector, SelectorSpec
from engine.grammar.spec import Flag, Table, Text, Verb, Whole, lasting, once
from engine.grammar.verbs import Sugar
from engine.messages import CardRef, Message, msg
from engine.state import Card, Game
from engine.timing import Duration, Pending

#: the stat of the effect "can attack Battle Cards in Active Mode" for the turn
ATTACK_ACTIVE = "attack_active"


@dataclass(frozen=True, slots=True)
class AttackActive(Verb):
    """The cards ``what`` names (this card by default) can attack Battle Cards in Active Mode this turn."""

    ad: Adapter = field(repr=False, compare=False)
    what: Selector = THIS

    def run(self, g: Game, p: Pending) -> Flow:
        rule = ruleset_of(g).r("attack")
        prompt = f"Choose {self.what.words()}: it can attack Battle Cards in Active Mode this turn"
        cards: list[Card] = yield from self.ad.select(g, p, self.what, prompt, rule)
        for card in cards:
            text = msg("dbs.log.effect.attack_active", card=CardRef(card.iid, card.name))
            g.add_effect(
                ATTACK_ACTIVE,
                "set",
                True,
                target=card,
                duration=Duration.END_OF_TURN,
                text=text,
                source=g.source_of(p),
                controller=p.controller,
            )
            g.log(msg("dbs.log.effect", label=label_of(g, p), text=text), rule=rule)

    def words(self) -> str:
        return f"{self.what.words()} can attack Battle Cards in Active Mode for the turn"


#: the stat of the effect "your opponent can't attack ..."
NO_ATTACKS = "no_attacks"


@dataclass(frozen=True, slots=True)
class NoAttacks(Verb):
    """The master's opponent can't attack with cards of ``kind`` ("any" or "battle") with energy costs
    of ``least`` or more, for the turn (``until = "turn"``) or until the master's next turn ("next_main")."""

    kind: str = "any"
    least: int = 0
    until: str = "turn"

    def run(self, g: Game, p: Pending) -> Flow:
        foe = g.opponent(p.controller)
        last = g.turn + 1 if self.until == "turn" else g.turn + (2 if g.active == p.controller else 1)
        g.add_effect(
            NO_ATTACKS,
            "set",
            (foe, self.kind, self.least, last),
            duration=Duration.END_OF_TURN if self.until == "turn" else Duration.PERMANENT,
            text=msg("dbs.log.effect.player_limit", n=foe + 1, text=self.said()),
            source=g.source_of(p),
            controller=p.controller,
        )
        g.log(msg("dbs.log.opponent_limit", label=label_of(g, p), text=self.said()), rule=ruleset_of(g).r("attack"))
        return
        yield

    def words(self) -> str:
        what = "" if self.kind == "any" else " with Battle Cards"
        cost = f" with energy costs of {self.least} or more" if self.least else ""
        when = "for the turn" if self.until == "turn" else "until the start of your next Main Phase"
        return f"can't attack{what}{cost} {when}"

    def said(self) -> Message:
        """:meth:`words` as a message (the log's)."""
        what = "" if self.kind == "any" else Message("dbs.log.cant_attack.battle")
        cost = msg("dbs.log.cant_attack.cost", n=self.least) if self.least else ""
        when = Message("dbs.log.cant_attack.turn" if self.until == "turn" else "dbs.log.cant_attack.next")
        return msg("dbs.log.cant_attack", what=what, cost=cost, when=when)


register_vocabulary(
    GAME,
    effects={
        "no_attacks": once(
            Sugar(
                Table(
                    {
                        "kind": Text(("any", "battle")),
                        "least": Whole(0, 99, "an energy cost"),
                        "until": Text(("turn", "next_main")),
                    },
                    example='{ kind = "battle", least = 7, until = "turn" }',
                    as_dict=True,
                ),
                lambda t: NoAttacks(str(t.get("kind", "any")), int(t.get("least", 0)), str(t.get("until", "turn"))),
            ),
            "your opponent can't attack (with Battle Cards with energy costs of N or more) for the turn / until the"
            " start of your next Main Phase (DBS 7-1)",
        ),
        "attack_active_turn": once(
            Sugar(SelectorSpec(ADAPTER, zone="battle", top=False), lambda s: AttackActive(ADAPTER, s)),
            "this card or the Battle Cards a selector names can attack Battle Cards in Active Mode until the end of"
            " the turn (DBS 7-1, 6-4-1-2)",
        ),
        "attack_bar": lasting(
            Table(
                {
                    "by": Text(("opponent", "any")),
                    "attacker": Text(("any", "battle", "leader")),
                    "other": Flag(),
                    "cost": Whole(0, 99, "an energy cost"),
                    "cost_at_most": Whole(0, 99, "an energy cost"),
                    "cost_at_least": Whole(0, 99, "an energy cost"),
                    "target": Text(("any", "self", "leader", "battle", "other_battle", "not_self")),
                },
                example='{ by = "opponent", attacker = "battle", cost_at_most = 2 }',
                as_dict=True,
            ),
            "[Permanent] cards can't attack while the skill is in force: whose (by: the opponent's or any player's),"
            " which (attacker: a Leader or Battle Card, other than this card, by energy cost), and what (target:"
            " this card, Leader Cards, Battle Cards, your other Battle Cards, anything but this card)"
            " (DBS 7-1-1, 8-1-4)",
        ),
        "no_blockers": lasting(
            Flag(),
            "[Permanent] your opponent can't activate [Blocker] during this card's attack while the skill is in"
            " force (DBS 10-4-1, 8-1-4)",
        ),
        "no_leader_attacks": lasting(
            Flag(),
            "[Permanent] your opponent's cards can't attack Leader Cards while the skill is in force"
            " (DBS 7-1-1, 8-1-4)",
        ),
    },
)
