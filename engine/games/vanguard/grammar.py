"""Cardfight!! Vanguard as the shared verbs see it (:mod:`engine.grammar`):
its zones, card fields and stats as selectors name them, the rule numbers
of the verbs, and how a unit leaves the field. Registers the verbs with the
game's vocabulary, with the game words read in card text that only this
module knows: the conditions of :mod:`engine.games.vanguard.conditions`,
``forerunner`` and ``lord`` (:mod:`engine.games.vanguard.keywords`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.abilities import AMOUNT, AT_LEAST, CARDS, Ability, register_vocabulary
from engine.cards import CardDef
from engine.flow import run_effects
from engine.games.vanguard.abilities import condition_met
from engine.games.vanguard.keywords import HANDLERS, LORD, leave_field
from engine.games.vanguard.schema import (
    BIND,
    DAMAGE,
    DECK,
    DROP,
    FRONT_RC,
    GAME,
    GC,
    HAND,
    NORMAL_UNIT,
    REAR_GUARD_CIRCLES,
    SKILLS,
    SOUL,
    TRIGGER_UNIT,
    VC,
)
from engine.games.vanguard.state import battle, still
from engine.games.vanguard.stats import final_info, unit_power
from engine.games.vanguard.trigger_checks import deal_damage
from engine.grammar.adapter import Adapter, Flow
from engine.grammar.control import Grant
from engine.grammar.selector import Selector, SelectorSpec
from engine.grammar.spec import ANY_KIND, Flag, SpecError, Switch, Table, Text, Word, built, lasting, once
from engine.grammar.verbs import Flip, Gets, Put, Sugar, WithSelector, verb_words
from engine.messages import Message, msg
from engine.state import STAND, Card, Game, Zone
from engine.timing import Pending


def _clan(card: CardDef) -> tuple[str, ...]:
    return (str(card.stats.get("clan", "")),)


def _race(card: CardDef) -> tuple[str, ...]:
    return (str(card.stats.get("race", "")),)


def _name(card: CardDef) -> tuple[str, ...]:
    """A card's name, and the name as text may print it without its commas
    ("Future Knight Llew" names "Future Knight, Llew", VG 2.1.1)."""
    bare = " ".join(card.name.replace(",", " ").split())
    return (card.name,) if bare == card.name else (card.name, bare)


@dataclass(frozen=True)
class VanguardAdapter(Adapter):
    def stat(self, g: Game, card: Card, name: str) -> int:
        """Power is read as the battle sees it (VG 7.3.1.7)."""
        if name == "power" and card.zone.field:
            return unit_power(g, card)
        return super().stat(g, card, name)

    def amount(self, g: Game, p: Pending, value: Any) -> int:
        """A number, or a stat of this unit (``"this.grade"``); VG 8.8.1: if
        the unit left its circle while the ability resolves, the one it had
        on the circle, continuous effects included."""
        if not isinstance(value, str):
            return int(value)
        if p.source is None:
            return 0
        n = final_info(g, p.source, int(p.ctx.get("was_inc", p.source_inc)), value.removeprefix("this."))
        return int(n) if isinstance(n, int) else 0

    def damage(self, g: Game, p: Pending, to: str, n: int) -> Flow:
        """Skill damage to the opponent's vanguard (VG 3.15.1.2): damage checks
        are made for it as for battle damage (VG 10.1.14.1.1)."""
        opp = g.opponent(p.controller)
        g.log(msg("vg.log.effect_damage", n=opp + 1, k=n), rule="VG 3.15.1.2")
        yield from deal_damage(g, opp, n)

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
        """A unit leaves the field as VG 8.6.4 says (retired when it goes to the drop zone, VG 10.1.3.2)."""
        if card.zone.field:
            leave_field(g, card, dst, why=why, rule=rule, bottom=bottom)
        else:
            g.move(card, dst, face_up=face_up, orientation=orientation, why=why, rule=rule, bottom=bottom)
        return
        yield

    def heal(self, g: Game, p: Pending, n: int) -> Flow:
        """VG 10.1.7.1: heal — choose N cards of your damage zone and put them into your drop zone."""
        yield from Put(self, Selector(zones=(DAMAGE,), count=n), DROP, rule="VG 10.1.7.1").run(g, p)

    def holds(self, g: Game, p: Pending, conditions: tuple[tuple[str, Any], ...]) -> bool:
        """The conditions of an ``if`` step, read as an ability's conditions
        (those of :mod:`engine.games.vanguard.conditions` included)."""
        return condition_met(g, p.controller, conditions, g.source_of(p))

    def run_steps(self, g: Game, p: Pending, steps: tuple[tuple[str, Any], ...]) -> Flow:
        yield from run_effects(g, p, steps, HANDLERS)


ADAPTER = VanguardAdapter(
    game=GAME,
    zones={
        "deck": (DECK,),
        "hand": (HAND,),
        "drop": (DROP,),
        "soul": (SOUL,),
        "damage": (DAMAGE,),
        "bind": (BIND,),
        "VC": (VC,),
        "RC": REAR_GUARD_CIRCLES,
        "front_RC": FRONT_RC,  # VG 4.6.2: the rear-guard circles of the front row
        "GC": (GC,),
        "units": (VC, *REAR_GUARD_CIRCLES),
    },
    types=(NORMAL_UNIT, TRIGGER_UNIT),
    rules={
        "draw": "VG 3.12.3",
        "draw_up_to": "VG 3.12.4",
        "search": "VG 10.1.9.1",
        "reveal": "VG 10.1.8.1.2",
        "shuffle": "VG 10.1.10",
        "gets": "VG 8.5.3.1",
        "stand": "VG 10.1.11.1",
        "rest": "VG 10.1.11.1",
        "win": "VG 1.2.5",
        "lose": "VG 1.2.5",
        "discard": "VG 10.1.2.1.2",
        "grant": "VG 10.1.20.1",
        "remove": "VG 10.1.20.2",
    },
    texts={"clan": _clan, "race": _race, "name": _name},
    stats=("grade", "power", "critical", "shield"),
    play_zones=("VC", "RC", "front_RC", "GC", "units"),
    refs=("this.grade", "this.power", "this.critical", "this.shield"),
    heals=True,
    lasting_gets=True,
    keywords=SKILLS,
    lasting_grant=True,
    keyword_stat="skills",
)


@dataclass(frozen=True, slots=True)
class Bind(Put):
    """VG 10.1.18.1: bind — put into the bind zone of the card's owner. The
    cards of one binding effect form one pile (VG 4.9.3); face-down bound
    cards are seen by their owner only (VG 4.9.2.1)."""

    def run(self, g: Game, p: Pending) -> Flow:
        moved: list[Card] = yield from Put.run(self, g, p)
        for c in moved:
            if self.face_down:
                if c.face_up:
                    g.flip(c, False)
                g.reveal(c, (c.owner,))
            c.counters["pile"] = p.pid
        return moved


def _bind(raw: tuple[Selector, dict[str, Any]]) -> Bind:
    what, opts = raw
    return Bind(ADAPTER, what, BIND, opts.get("face_down", False), rule="VG 10.1.18.1")


@dataclass(frozen=True, slots=True)
class BoostedGets(Gets):
    """VG 7.3.1.5.1: "the boosted unit gets ...": the unit this unit boosts
    in the battle now. VG 7.3.1.5.1.1: once either unit has left its circle
    there is no boosted unit any more, and nothing gets the change."""

    def run(self, g: Game, p: Pending) -> Flow:
        b = battle(g)
        src = g.source_of(p)
        if (
            b is None
            or b.attacker is None
            or src is None
            or src is not b.booster
            or not still(src, b.booster_at)
            or not still(b.attacker, b.attacker_at)
        ):
            g.log(Message("vg.log.boosts_nothing"), rule="VG 7.3.1.5.1.1")
            return
        for stat, amount in self.changes:
            n = self.ad.amount(g, p, amount)
            self.ad.add_stat(g, p, b.attacker, stat, n, self.until)
            g.log(self.ad.change_message(b.attacker, stat, n, self.until), rule="VG 7.3.1.5.1")
        return
        yield

    def words(self) -> str:
        what = ", ".join(f"{v:+d} {s}" for s, v in self.changes if isinstance(v, int))
        return f"the boosted unit gets {what}"


def _boosted_gets(raw: Any) -> BoostedGets:
    opts = dict(raw)
    changes = tuple((s, opts[s]) for s in ("power", "critical") if s in opts)
    if not changes:
        raise SpecError("names no stat to change (power, critical)")
    return BoostedGets(ADAPTER, changes, until=opts.get("until", "turn"))


#: all your rear-guards, as a continuous ability names them
REAR_GUARDS = Selector(zones=("RC",), count=0)


def continuous_gets(ab: Ability) -> tuple[str, str] | None:
    """VG 8.7.2: a continuous ability's 'gets', 'grant' or 'remove' applies
    to this unit or to all your rear-guards, while the ability is in force
    (it has no duration); 'gets' changes stats by a number."""
    if ab.kind != "cont":
        return None
    for word, value in ab.effect:
        if isinstance(value, Gets | Grant) and (
            value.until != "turn" or not (value.target.this or value.target == REAR_GUARDS)
        ):
            return (
                f'a continuous {word} applies to "self" or to {{ zone = "RC", count = "all" }}, with no until',
                "effect",
            )
        if isinstance(value, Gets) and any(not isinstance(n, int) for _, n in value.changes):
            return "a continuous gets changes stats by a number, not by a unit's information", "effect"
    return None


register_vocabulary(
    GAME,
    checks=(continuous_gets,),
    conditions={
        "vanguard_clan": Word(Text(what="a clan"), ANY_KIND, "your vanguard is of the clan"),
        "vanguard_name_has": Word(Text(what="words of a name"), ANY_KIND, "your vanguard's name holds the words"),
        "soul_has_name": Word(Text(what="a card name"), ANY_KIND, "a card of that name is in your soul"),
        "more_rear_guards": Word(Flag(), ANY_KIND, "you have more rear-guards than your opponent"),
        "opponent_rear_guards_at_most": Word(AT_LEAST, ANY_KIND, "your opponent has N or fewer rear-guards"),
        "unit_not_of_clan": Word(Text(what="a clan"), ANY_KIND, "you have a vanguard or rear-guard of another clan"),
        "soul_count_at_least": Word(
            Table(
                {"clan": Text(what="a clan"), "count": AT_LEAST},
                frozenset({"clan", "count"}),
                '{ clan = "X", count = 6 }',
            ),
            ANY_KIND,
            "your soul holds N or more cards of the clan",
        ),
        "rear_guards_at_least": Word(
            Table(
                {"clan": Text(what="a clan"), "name_has": Text(what="words of a name"), "count": AT_LEAST},
                frozenset({"count"}),
                '{ clan = "X", count = 4 }',
            ),
            ANY_KIND,
            "you have N or more rear-guards (of the clan, or with the words in their names)",
        ),
        "hand_compared": Word(
            Text(("more", "fewer")), ANY_KIND, "you have more (fewer) cards in your hand than your opponent"
        ),
        "fewer_rear_guards": Word(Flag(), ANY_KIND, "you have fewer rear-guards than your opponent"),
        "damage_not_fewer": Word(Flag(), ANY_KIND, "you have as much damage as your opponent, or more"),
        "limit_break_unit": Word(
            Table(
                {"clan": Text(what="a clan"), "limit_break": AT_LEAST},
                frozenset({"clan", "limit_break"}),
                '{ clan = "X", limit_break = 4 }',
            ),
            ANY_KIND,
            "you have a unit of the clan with a Limit Break N ability (VG 10.2.5)",
        ),
    },
    effects={
        "forerunner": once(
            Flag(), "Forerunner: when a unit of the same clan rides this unit, you may call it from the soul to (RC)"
        ),
        LORD: lasting(Flag(), "Lord: while you have a unit without this unit's clan, this unit cannot attack"),
        **verb_words(ADAPTER),
        # the specific actions of VG 10.1 that put cards somewhere
        "soul_charge": built(
            "put",
            Sugar(CARDS, lambda n: Put(ADAPTER, Selector(zones=(DECK,), top=n), SOUL, rule="VG 10.1.17.1")),
            "Soul Charge N: put the top N cards of your deck into your soul, one by one (VG 10.1.17)",
        ),
        "counter_charge": built(
            "face_up",
            Sugar(
                CARDS,
                lambda n: Flip(ADAPTER, Selector(zones=(DAMAGE,), facing="down", count=n), True, rule="VG 10.1.12.1"),
            ),
            "Counter Charge N: turn N face-down cards of your damage zone face up (VG 10.1.12)",
        ),
        "bind": built(
            "put",
            Sugar(WithSelector(SelectorSpec(ADAPTER), {"face_down": Switch()}), _bind),
            "bind cards: put them into their owner's bind zone, one pile per effect (VG 10.1.18)",
        ),
        "boosted_gets": built(
            "gets",
            Sugar(
                Table(
                    {"power": AMOUNT, "critical": AMOUNT, "until": Text(("battle", "turn"))},
                    example='{ power = 5000, until = "battle" }',
                ),
                _boosted_gets,
            ),
            "the unit this unit boosts gets stats (VG 7.3.1.5.1)",
        ),
        "retire": built(
            "put",
            Sugar(SelectorSpec(ADAPTER), lambda s: Put(ADAPTER, s, DROP, rule="VG 10.1.3.1")),
            "retire units: put them from the field into their owner's drop zone (VG 10.1.3)",
        ),
    },
)
