"""Things done to the same chosen cards: "choose up to 1 of your opponent's
Battle Cards, negate its skills for the turn, and return it to its owner's
hand", "choose up to 1 of your Battle Cards, switch it to Active Mode, and it
gets +5000 power for the turn", "choose up to 1 of your opponent's energy in
Rest Mode; it can't be switched to Active Mode until the start of your next
turn" (:mod:`engine.games.dbscg.no_active`). The cards are chosen once, as the
selector says (DBS 8-5-3; [Barrier], DBS 10-16-1), then each step is done to
them in the printed order; a card that has left its area is a new card that
the later steps do not touch (DBS 3-1-4, 1-3-2). A card an opponent's skill
may not remove ([Indestructible], DBS 10-12-1) stays where it is."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.abilities import AMOUNT, register_vocabulary
from engine.games.dbscg.damage import ko
from engine.games.dbscg.grammar import ADAPTER
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.no_active import UNTIL, active_barred, bar_active
from engine.games.dbscg.note_params import label_of, named
from engine.games.dbscg.schema import GAME, KEYWORDS
from engine.games.dbscg.state import turn_state
from engine.grammar.adapter import Adapter, Flow
from engine.grammar.selector import THIS, Selector, SelectorSpec
from engine.grammar.spec import Flag, ListOf, SpecError, Table, Text, Verb, once
from engine.grammar.verbs import Sugar, WithSelector
from engine.messages import msg
from engine.state import REST, STAND, Card, Game
from engine.timing import Pending

#: the steps, each a table with one of these keys (``until`` goes with ``power`` and ``keyword``)
STEP_WORDS = ("stand", "rest", "negate_skills", "power", "keyword", "to", "ko", "take_control", "no_active")
#: where ``to`` puts a card: its owner's hand, Drop Area or Warp
TO = ("hand", "drop", "warp")


@dataclass(frozen=True, slots=True)
class OnChosen(Verb):
    """Choose the cards ``what`` names once, then do each of ``steps`` to them in order."""

    ad: Adapter = field(repr=False, compare=False)
    what: Selector = THIS
    steps: tuple[tuple[str, Any, str], ...] = ()

    def run(self, g: Game, p: Pending) -> Flow:
        rs = ruleset_of(g)
        chosen: list[Card] = yield from self.ad.select(
            g, p, self.what, f"Choose {self.what.words()}", rs.r("skill_resolve")
        )
        fixed = [(card, card.incarnation, card.zone) for card in chosen]
        for word, value, until in self.steps:
            for card, inc, zone in fixed:
                if card.incarnation != inc or card.zone is not zone:
                    continue  # it left its area: a new card (DBS 3-1-4)
                yield from self._step(g, p, card, word, value, until)

    def _step(self, g: Game, p: Pending, card: Card, word: str, value: Any, until: str) -> Flow:
        rs = ruleset_of(g)
        if word == "stand" and active_barred(g, card):
            g.log(msg("dbs.log.no_active_now", label=label_of(g, p), card=named(card)), rule=rs.r("positions"))
        elif word in ("stand", "rest"):
            g.set_orientation(card, STAND if word == "stand" else REST)
            g.log(msg(f"dbs.log.switches.{word}", label=label_of(g, p), card=named(card)), rule=rs.r("positions"))
        elif word == "no_active":
            bar_active(g, p.controller, card, str(value))
            said = msg("dbs.log.no_active", label=label_of(g, p), card=named(card), until=str(value))
            g.log(said, rule=rs.r("positions"))
        elif word == "negate_skills":
            turn_state(g).negated.add((card.iid, card.incarnation))
            g.log(msg("dbs.log.skills_negated", label=label_of(g, p), card=named(card)), rule=rs.r("negated"))
        elif word == "power":
            self.ad.add_stat(g, p, card, "power", int(value), until)
            g.log(self.ad.change_message(card, "power", int(value), until), rule=rs.r("skill_resolve"))
        elif word == "keyword":
            self.ad.grant(g, p, card, str(value), "grant", until)
        elif word == "ko":
            yield from ko(
                g,
                card,
                by_opponent=card.owner != p.controller,
                why="KO-ed by a skill",
                rule=rs.r("ko"),
                by=g.source_of(p),
            )
        elif not self.ad.removable(g, p.controller, card):
            g.log(msg("dbs.log.indestructible", card=named(card)), rule=rs.r("indestructible"))
        elif word == "take_control":
            yield from self.ad.take_control(g, p, card)
        elif value == "warp":
            if rs.has_warp:
                g.move(card, g.zone(card.owner, "warp"), face_up=True, why="sent to the Warp", rule=rs.r("warp"))
                g.log(msg("dbs.log.to_warp", card=named(card)), rule=rs.r("warp"))
        else:
            yield from self.ad.put(g, card, g.zone(card.owner, str(value)), why=p.label, rule=rs.r("skill_resolve"))
            to = "hand" if value == "hand" else "drop"
            g.log(msg(f"dbs.log.goes_to.{to}", label=label_of(g, p), card=named(card)))

    def words(self) -> str:
        said = ", ".join(w if w not in ("power", "keyword", "to") else f"{w} {v}" for w, v, _ in self.steps)
        return f"choose {self.what.words()}: {said}"


_STEP = Table(
    {
        "stand": Flag(),
        "rest": Flag(),
        "negate_skills": Flag(),
        "ko": Flag(),
        "take_control": Flag(),
        "power": AMOUNT,
        "keyword": Text(KEYWORDS),
        "until": Text(ADAPTER.durations),
        "to": Text(TO),
        "no_active": Text(UNTIL),
    },
    example='{ power = 5000, until = "battle" }',
    as_dict=True,
)


def _on_chosen(raw: tuple[Selector, dict[str, Any]]) -> OnChosen:
    what, opts = raw
    if what.top or what.this or len(what.zones) != 1 or what.zones[0] not in ("battle", "leader", "energy"):
        raise SpecError('chooses cards of the field: zone = "battle" (type = "battle"), "leader" or "energy"')
    if what.zones == ("battle",) and what.types != ("battle",):
        raise SpecError('chooses Battle Cards in the Battle Area: type = "battle"')
    steps: list[tuple[str, Any, str]] = []
    for step in opts.get("do", ()):
        words = [w for w in STEP_WORDS if w in step]
        if len(words) != 1 or ("until" in step and words[0] not in ("power", "keyword")):
            raise SpecError(f"each step is one of {', '.join(STEP_WORDS)} (until only with power or keyword)")
        steps.append((words[0], step[words[0]], str(step.get("until", "turn"))))
    if not steps:
        raise SpecError("needs the key 'do': one step or more")
    return OnChosen(ADAPTER, what, tuple(steps))


register_vocabulary(
    GAME,
    effects={
        "on_chosen": once(
            Sugar(
                WithSelector(SelectorSpec(ADAPTER, zone="battle", this=False, top=False), {"do": ListOf(_STEP, 1, 6)}),
                _on_chosen,
            ),
            "choose the Battle Cards a selector names once, then do each step to them in order: stand, rest,"
            " negate_skills (for the turn), power / keyword (with until), to (hand, drop, warp), ko, take_control,"
            " no_active (can't be switched to Active Mode until ...)",
        ),
    },
)
