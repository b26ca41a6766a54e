"""The Dragon Ball Super Card Game as the shared verbs see it
(:mod:`engine.grammar`): its areas, card fields and stats as selectors name
them, the rule numbers of the verbs in the manual the game is played under
(ver.1.073 or ver.1.00), and [Barrier] (DBS 10-16). Registers the verbs
with the game's vocabulary."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.abilities import AMOUNT, AT_LEAST, Ability, register_vocabulary
from engine.cards import CardDef
from engine.decisions import Option
from engine.flow import choose_cards, choose_one, step_words
from engine.games.dbscg.counter_play import played_card_is
from engine.games.dbscg.damage import damage, ko
from engine.games.dbscg.keywords import card_keywords
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.no_active import active_barred
from engine.games.dbscg.note_params import label_of, named
from engine.games.dbscg.protection import removal_barred
from engine.games.dbscg.schema import COLORS, GAME, KEYWORDS
from engine.games.dbscg.skills import ACTIVATION_CONDITIONS, FIELD_ZONES, check_condition, energy_cost, leader_is
from engine.games.dbscg.stacks import place_under
from engine.games.dbscg.state import character_of, colors_of, current_battle, play_barred, turn_state
from engine.games.dbscg.stats import combo_power, power, referred_power_at_least
from engine.grammar.adapter import Adapter, Flow
from engine.grammar.control import Grant
from engine.grammar.selector import THIS, Selector, SelectorSpec
from engine.grammar.spec import ANY_KIND, Flag, ListOf, SpecError, StepList, Steps, Table, Text, Verb, Word, once
from engine.grammar.verbs import Gets, Sugar, WithSelector, verb_words
from engine.messages import ENGLISH, msg
from engine.state import REST, STAND, Card, Game, Zone
from engine.timing import Duration, Pending

#: the verbs' keys in the rule tables of :mod:`engine.games.dbscg.manuals`
_RULE_KEYS = {
    "draw": "draw",
    "draw_up_to": "draw_up_to",
    "search": "search",
    "reveal": "reveal",
    "look": "view_secret",
    "win": "win_by_effect",
    "lose": "win_by_effect",
    "choose": "choose_x",
    "under": "under",
    "take_control": "control",
}


def _character(card: CardDef) -> tuple[str, ...]:
    return (character_of(card),)


def _traits(card: CardDef) -> tuple[str, ...]:
    return tuple(card.stats.get("traits", ()))


def _name(card: CardDef) -> tuple[str, ...]:
    return (card.name,)


def _color(card: CardDef) -> tuple[str, ...]:
    """DBS 2-4-1: a card's color ("choose up to 1 red Battle Card")."""
    return colors_of(card)


def _skills(card: CardDef) -> tuple[str, ...]:
    """DBS 2-12-4: a card that lacks card text is "skill-less" (``skills = "none"``)."""
    return () if card.text.strip() else ("none",)


def _keyword(card: CardDef) -> tuple[str, ...]:
    """The keywords printed on the card ("a [Dragon Ball] card", DBS 10-31)."""
    return tuple(str(k) for k in card.stats.get("keywords", ()))


def _multicolor(card: CardDef) -> tuple[str, ...]:
    """A multicolor card (DBS 2-4-1: of two or more colors): "any", and each pair
    of its colors ("a Red/Blue multicolor card" is one of both: "red/blue")."""
    colors = colors_of(card)
    if len(colors) < 2:
        return ()
    return ("any", *(f"{a}/{b}" for a in colors for b in colors if a != b))


def _mono(card: CardDef) -> tuple[str, ...]:
    """A card of one color only ("a mono-blue card"; DBS 2-4-1: a card of
    several colors is of each of them, so not mono-colored)."""
    colors = colors_of(card)
    return colors if len(colors) == 1 else ()


def _unseen_up_to(ad: Adapter, g: Game, p: Pending, selector: Selector, prompt: str, rule: str) -> Flow:
    """ "Choose up to 2 cards in your opponent's hand": cards its master cannot
    see (DBS 3-3-3), which their owner may order as they like (DBS 3-3-2) —
    the master says how many (DBS 8-5-3-2), which ones is blind (at random)."""
    cards = [c for c in selector.cards(ad, g, p) if selector.may_choose(ad, g, p.controller, c)]
    most = min(selector.count, len(cards))
    options = tuple(Option(str(n), f"{n} card(s)", verb="choose") for n in range(most + 1))
    opt = yield from choose_one(g, p.controller, f"{prompt}: how many (chosen unseen)?", options, rule=rule)
    chosen = g.rng.sample(cards, int(opt.key))
    g.log(msg("dbs.log.chooses_unseen", n=p.controller + 1, k=len(chosen)), rule=rule)
    return chosen


def _top_card_is(g: Game, p: Pending, what: Selector) -> bool:
    """ "(Your opponent reveals the top card of their deck;) if it's a Battle
    Card": the card on top of that deck now is one ``what`` names."""
    seat = p.controller if what.owner == "you" else g.opponent(p.controller)
    deck = g.zone(seat, "deck").cards
    return bool(deck) and what.matches(ADAPTER, g, deck[-1], p.source)


@dataclass(frozen=True)
class DragonBallAdapter(Adapter):
    def rule(self, g: Game, verb: str) -> str:
        key = _RULE_KEYS.get(verb)
        return ruleset_of(g).r(key) if key else ""

    def this(self, g: Game, p: Pending) -> Card | None:
        """This card: in the Leader or Battle Area, or in the Combo Area for a
        skill that works there ("when you combo with this card", DBS 7-2-1-2)."""
        card = g.source_of(p)
        if card is not None and card.zone.name == "combo" and p.ability is not None and "combo" in p.ability.zones:
            return card
        return super().this(g, p)

    def zones_of(self, g: Game, seat: int, word: str) -> list[Zone]:
        """The zones a selector's zone word names; there is no Warp in ver.1.00 (DBS1.0 1-3-2):
        cards chosen "in your Warp" are none there."""
        return [g.zone(seat, n) for n in self.zones[word] if n != "warp" or ruleset_of(g).has_warp]

    def stat(self, g: Game, card: Card, name: str) -> int:
        if name == "power":
            return power(g, card)
        if name == "combo_power":
            return combo_power(g, card)
        if name == "rest_mode":
            return int(card.orientation == REST)  # DBS 4-8-1: 1 in Rest Mode, 0 in Active Mode
        if name == "cost":
            return energy_cost(g, card)  # DBS 2-11-3: the total cost, reduced in the hand
        return super().stat(g, card, name)

    def damage(self, g: Game, p: Pending, to: str, n: int) -> Flow:
        """Inflict N damage to the opponent; the damage source is this card
        (DBS 4-11-1-2). [Critical] applies only to damage by attacking
        (DBS 10-6-1); in ver.1.00 to any damage the card inflicts (DBS1.0 10-5-1)."""
        rs = ruleset_of(g)
        src = g.cards[p.source] if p.source is not None else g.zone(p.controller, "leader").top
        assert src is not None
        crit = rs.critical_any_damage and src.zone.name in FIELD_ZONES and "critical" in card_keywords(g, src)
        yield from damage(g, g.opponent(p.controller), n, source=src, critical=crit, rule=rs.r("damage_source_skill"))

    def win(self, g: Game, p: Pending) -> Flow:
        """DBS 1-2-6: an effect that makes a player win ends the game at once."""
        g.log(msg("dbs.log.wins_by_effect", n=p.controller + 1), rule=self.rule(g, "win"))
        g.end_game((p.controller,), msg("outcome.won_by_effect", n=p.controller + 1, card=p.label))
        return
        yield

    def may_stand(self, g: Game, card: Card) -> bool:
        """ "It can't be switched to Active Mode until ..." (:mod:`engine.games.dbscg.no_active`)."""
        return not active_barred(g, card)

    def choosable(self, g: Game, master: int, card: Card) -> bool:
        """DBS 10-16-1: [Barrier] — a card in the Battle Area cannot be
        chosen by the skills of its opponent's cards (unless the skill
        chooses "ignoring [Barrier]")."""
        if card.zone.name != "battle" or card.zone.owner == master or turn_state(g).ignoring_barrier:
            return True
        return "barrier" not in card_keywords(g, card)

    def add_stat(self, g: Game, p: Pending, card: Card, stat: str, n: int, until: str) -> None:
        """``until = "main_phase"``: the change ends in the Main Phase End Step
        (DBS 6-3-1-3-1-2; ver.1.00 6-3-1-4-1-2), or at the end of the turn."""
        if until != "main_phase":
            super().add_stat(g, p, card, stat, n, until)
            return
        e = g.add_effect(
            stat,
            "add",
            n,
            target=card,
            duration=Duration.END_OF_TURN,
            text=self.change_message(card, stat, n, until),
            source=g.source_of(p),
            controller=p.controller,
        )
        turn_state(g).main_effects.append(e.eid)

    def select(self, g: Game, p: Pending, selector: Selector, prompt: str, rule: str) -> Flow:
        """DBS 3-9-2: the Life Area is a secret area whose cards nobody may
        look at, and a player moving cards from it chooses any of them: a
        choice of the master's own life cards that names nothing about them
        is made unseen, and takes the number asked for (no information is
        needed, so DBS 8-5-3-5 does not apply)."""
        plain = not (selector.types or selector.texts or selector.stats or selector.name_has)
        if selector.zones == ("life",) and selector.owner == "you" and selector.chosen_by == "you" and plain:
            if selector.needs_choice():
                cards = selector.cards(self, g, p)
                lo = 0 if selector.up_to else selector.count
                chosen: list[Card] = yield from choose_cards(
                    g, p.controller, prompt, cards, lo, selector.count, rule=rule
                )
                return chosen
        if selector.chosen_by == "random" and selector.up_to and selector.needs_choice():
            got_blind: list[Card] = yield from _unseen_up_to(self, g, p, selector, prompt, rule)
            return got_blind
        if not selector.needs_choice() and not selector.this and not selector.top:
            # "choose all of your opponent's Battle Cards": a card that cannot be chosen is not (DBS 10-16-1)
            return [c for c in selector.cards(self, g, p) if self.choosable(g, p.controller, c)]
        got: list[Card] = yield from super().select(g, p, selector, prompt, rule)
        return got

    def put_under(self, g: Game, card: Card, host: Card, *, face_up: bool, rule: str) -> Flow:
        """DBS 11-3-4: a card placed under a card goes to the very bottom, face up."""
        place_under(g, card, host)
        return
        yield

    def removable(self, g: Game, master: int, card: Card) -> bool:
        """DBS 10-12-1: [Indestructible] — a card in the Battle Area is not
        removed from it by the skills of its opponent's cards."""
        if card.zone.name != "battle":
            return True
        if removal_barred(g, card, by_opponent=card.owner != master):
            return False  # "This card can't be removed from your Battle Area by (your opponent's) skills"
        return card.owner == master or "indestructible" not in card_keywords(g, card)

    def take_control(self, g: Game, p: Pending, card: Card) -> Flow:
        """DBS 11-5-1: the card moves to the master's Battle Area keeping its
        mode and the effects on it (11-5-1-1); its owner does not change (DBS 4-2-2)."""
        rs = ruleset_of(g)
        g.move(
            card,
            g.zone(p.controller, "battle"),
            face_up=True,
            orientation=None,
            why="control gained",
            rule=rs.r("control"),
        )
        card.master = p.controller
        mode = f"dbs.log.orientation.{card.orientation}"
        said = msg(mode) if mode in ENGLISH else card.orientation
        g.log(
            msg("dbs.log.gains_control", n=p.controller + 1, card=named(card), mode=said, power=power(g, card)),
            rule=rs.r("control"),
        )
        return
        yield

    def holds(self, g: Game, p: Pending, conditions: tuple[tuple[str, Any], ...]) -> bool:
        """The conditions of the skill's master; ``power_at_least`` reads the
        card the skill refers to (DBS 8-10-1); ``leader`` reads the master's
        Leader Card (:func:`leader_is`)."""
        for word, value in conditions:
            if word == "power_at_least" and not referred_power_at_least(g, p, int(value)):
                return False
            if word == "leader" and not leader_is(g, p.controller, dict(value)):
                return False
            if word == "attacking" and not attacking(g, p, str(value)):
                return False
            if word == "played_card" and not played_card_is(g, p, dict(value)):
                return False  # "if the Battle Card being played has ..." (engine.games.dbscg.counter_play)
            if word == "top_card" and not _top_card_is(g, p, value):
                return False
            if word in ENERGY_AT_LEAST:
                seat = p.controller if word == "energy_at_least" else g.opponent(p.controller)
                if len(g.zone(seat, "energy").cards) < int(value):
                    return False
        rest = tuple((w, v) for w, v in conditions if w not in RESOLVE_CONDITIONS)
        # the skill's own card while it is in play ("if this card is in Rest Mode", "if another X is in play")
        return check_condition(g, p.controller, Ability("act", condition=rest), self.this(g, p))


ADAPTER = DragonBallAdapter(
    game=GAME,
    zones={
        "deck": ("deck",),
        "hand": ("hand",),
        "leader": ("leader",),
        "battle": ("battle",),
        "combo": ("combo",),
        "energy": ("energy",),
        "life": ("life",),
        "drop": ("drop",),
        "removed": ("removed",),
        "warp": ("warp",),  # DBS 3-10 (DragonBallAdapter.zones_of: none in ver.1.00)
    },
    types=("leader", "battle", "extra"),
    # the rule named when a value is refused at load (the rules in play name the rest, :meth:`rule`)
    rules={"choose": "DBS 10-27"},
    texts={
        "character": _character,
        "trait": _traits,
        "name": _name,
        "color": _color,
        "mono": _mono,
        "multicolor": _multicolor,
        "skills": _skills,
        "keyword": _keyword,
    },
    # rest_mode: the card's mode as a selector compares it ("in Rest Mode": rest_mode = 1), never changed
    stats=("power", "cost", "combo_power", "rest_mode"),
    search_keeps_revealed=True,
    this_zones=("leader", "battle"),
    play_zones=("leader", "battle", "combo"),
    # DBS 6-3-1-3-1-2: "until the end of the Main Phase"; DBS 6-4-1-2: "until the end of the turn"
    durations=("turn", "battle", "main_phase", "opponent_turn"),
    keywords=KEYWORDS,
    under=True,
    control=True,
    # [Permanent] "this card gets +N power" / "gains [Blocker]" (read by stats.power, keywords.card_keywords)
    lasting_gets=True,
    lasting_grant=True,
    words={"main_phase": "until the end of the Main Phase", "under": "stack"},
)


@dataclass(frozen=True, slots=True)
class Ko(Verb):
    """DBS 10-1-1: KO the Battle Cards ``what`` names — each goes from the
    Battle Area to its owner's Drop Area as a KO (DBS 10-1-2), so "when
    KO-ed" skills trigger. The cards are chosen as the selector says
    (DBS 8-5-3); [Barrier] cards of the opponent cannot be chosen
    (DBS 10-16-1) and [Indestructible] ones are not KO-ed (DBS 10-12-1)."""

    ad: Adapter = field(repr=False, compare=False)
    what: Selector = THIS

    def run(self, g: Game, p: Pending) -> Flow:
        rule = ruleset_of(g).r("ko")
        chosen: list[Card] = yield from self.ad.select(g, p, self.what, f"KO {self.what.words()}", rule)
        by = g.source_of(p)
        for card in chosen:
            yield from ko(g, card, by_opponent=card.owner != p.controller, why="KO-ed by a skill", rule=rule, by=by)

    def words(self) -> str:
        return f"KO {self.what.words()}"


@dataclass(frozen=True, slots=True)
class Play(Verb):
    """ "Play" the Battle Cards ``what`` names (DBS 3-6-3: placing a Battle
    Card in the Battle Area is to play it): chosen as the selector says
    (DBS 8-5-3), each goes to the master's Battle Area in Active Mode, or in
    Rest Mode with ``rest``, without paying its energy cost (the skill plays
    it, not DBS 6-3-1-2-1); "when you play this card" triggers (DBS 8-6-2).
    A deck looked through is shuffled (DBS 11-6-3). ``negated``: "play it with
    its skills negated for the turn" — negated as it comes into play, so its own
    "when you play this card" does not trigger (DBS 8-3-2)."""

    ad: Adapter = field(repr=False, compare=False)
    what: Selector = THIS
    rest: bool = False
    negated: bool = False

    def run(self, g: Game, p: Pending) -> Flow:
        rule = ruleset_of(g).r("play_do")
        seat = p.controller
        chosen: list[Card] = yield from self.ad.select(g, p, self.what, f"Play {self.what.words()}", rule)
        for card in chosen:
            if play_barred(g, seat, card.card):
                said = msg("dbs.log.cant_play", label=label_of(g, p), card=named(card))
                g.log(said, rule=ruleset_of(g).r("impossible"))
                continue
            from_hand = card.zone.name == "hand"
            mode = REST if self.rest else STAND
            g.move(card, g.zone(seat, "battle"), face_up=True, orientation=mode, why="played by a skill", rule=rule)
            how = ("rest" if self.rest else "active") + ("_negated" if self.negated else "")
            text = msg(f"dbs.log.plays_by.{how}", label=label_of(g, p), n=seat + 1, card=named(card))
            if self.negated:
                turn_state(g).negated.add((card.iid, card.incarnation))
            g.happen("play", (card,), player=seat, text=text, rule=rule, from_hand=from_hand)
        if "deck" in self.what.zones:
            g.shuffle(g.zone(seat, "deck"))
            g.log(msg("dbs.log.shuffles_deck", n=seat + 1), rule=ruleset_of(g).r("search"))

    def words(self) -> str:
        return (
            f"play {self.what.words()}"
            + (" in Rest Mode" if self.rest else "")
            + (" with its skills negated for the turn" if self.negated else "")
        )


@dataclass(frozen=True, slots=True)
class NegateSkills(Verb):
    """ "Choose X and negate its skills for the turn": the chosen Battle Cards'
    skills are negated until the end of the turn (DBS 8-3-2: they stay skills,
    but their effects cannot be activated; a skill already pending still
    resolves, DBS 8-6-7). Chosen as the selector says (DBS 8-5-3)."""

    ad: Adapter = field(repr=False, compare=False)
    what: Selector = THIS

    def run(self, g: Game, p: Pending) -> Flow:
        rule = ruleset_of(g).r("negated")
        chosen: list[Card] = yield from self.ad.select(
            g, p, self.what, f"Negate the skills of {self.what.words()}", rule
        )
        for card in chosen:
            turn_state(g).negated.add((card.iid, card.incarnation))
            g.log(msg("dbs.log.skills_negated", label=label_of(g, p), card=named(card)), rule=rule)

    def words(self) -> str:
        return f"negate the skills of {self.what.words()} for the turn"


@dataclass(frozen=True, slots=True)
class Warp(Verb):
    """Send the cards ``what`` names to their owner's Warp, face up (DBS
    11-4-1), chosen as the selector says (DBS 8-5-3), or the top cards of a
    deck. A card with [Indestructible] is not removed from the Battle Area by
    its opponent's skills (DBS 10-12-1). There is no Warp in ver.1.00:
    nothing happens (DBS1.0 1-3-2)."""

    ad: Adapter = field(repr=False, compare=False)
    what: Selector = THIS

    def run(self, g: Game, p: Pending) -> Flow:
        rs = ruleset_of(g)
        if not rs.has_warp:
            g.log(msg("dbs.log.no_warp"), rule=rs.r("impossible"))
            return
        rule = rs.r("warp")
        if self.what.top:
            seats = self.what.seats(self.ad, g, p.controller)
            chosen = [c for seat in seats for c in list(reversed(g.zone(seat, "deck").cards))[: self.what.top]]
        else:
            chosen = yield from self.ad.select(g, p, self.what, f"Send {self.what.words()} to the Warp", rule)
        for card in chosen:
            if not self.ad.removable(g, p.controller, card):
                g.log(msg("dbs.log.indestructible", card=named(card)), rule=rs.r("indestructible"))
                continue
            g.move(card, g.zone(card.owner, "warp"), face_up=True, why="sent to the Warp", rule=rule)
            g.log(msg("dbs.log.to_warp", card=named(card)), rule=rule)

    def words(self) -> str:
        return f"send {self.what.words()} to the Warp"


#: no steps
NO_STEPS = StepList()


@dataclass(frozen=True, slots=True)
class IgnoringBarrier(Verb):
    """Steps whose choices are made "ignoring [Barrier]": a card with
    [Barrier] may be chosen by them (the skill's text takes precedence over
    DBS 10-16-1, DBS 1-3-1)."""

    ad: Adapter = field(repr=False, compare=False)
    steps: StepList = NO_STEPS

    def run(self, g: Game, p: Pending) -> Flow:
        t = turn_state(g)
        t.ignoring_barrier += 1
        try:
            yield from self.ad.run_steps(g, p, self.steps)
        finally:
            t.ignoring_barrier -= 1

    def words(self) -> str:
        return "ignoring [Barrier]: " + " then ".join(step_words(w, v) for w, v in self.steps)


@dataclass(frozen=True, slots=True)
class Boost(Verb):
    """ "Choose up to 1 of your Battle Cards and it gets +5000 power and
    [Critical] for the turn": the cards ``target`` names are chosen once
    (DBS 8-5-3) and each gets ``power`` and the keyword ``keyword`` until the
    end of ``until``."""

    ad: Adapter = field(repr=False, compare=False)
    target: Selector = THIS
    power: int = 0
    keyword: str = ""
    until: str = "turn"

    def run(self, g: Game, p: Pending) -> Flow:
        rule = self.ad.rule(g, "gets")
        cards: list[Card] = yield from self.ad.select(g, p, self.target, f"Choose {self.words()}", rule)
        for c in cards:
            self.ad.add_stat(g, p, c, "power", self.power, self.until)
            g.log(self.ad.change_message(c, "power", self.power, self.until), rule=rule)
            self.ad.grant(g, p, c, self.keyword, "grant", self.until)

    def idle(self, g: Game, p: Pending) -> str | None:
        return self.target.idle(self.ad, g, p)

    def words(self) -> str:
        return f"{self.target.words()} to get {self.power:+d} power and {self.keyword}"


def _boost(raw: tuple[Selector, dict[str, Any]]) -> Boost:
    target, opts = raw
    if "power" not in opts or "keyword" not in opts:
        raise SpecError("needs the keys 'power' and 'keyword'")
    return Boost(ADAPTER, target, int(opts["power"]), str(opts["keyword"]), str(opts.get("until", "turn")))


#: the areas a skill plays a Battle Card from (DBS 3-6-3)
PLAY_FROM = ("hand", "deck", "drop", "energy", "life", "warp")


def _play(raw: tuple[Selector, dict[str, Any]]) -> Play:
    what, opts = raw
    if what.types != ("battle",) or what.owner != "you" or what.top or not set(what.zones) <= set(PLAY_FROM):
        raise SpecError(
            f'plays your own Battle Cards: type = "battle", no owner, no top, a zone of {", ".join(PLAY_FROM)}'
        )
    return Play(ADAPTER, what, bool(opts.get("rest", False)), bool(opts.get("negated", False)))


def attacking(g: Game, p: Pending, kind: str) -> bool:
    """ "When this card attacks a Leader Card / a Battle Card": the skill's
    card is the attack card of the battle in progress, and the card it
    attacked (DBS 7-1-1: the target chosen as the attack is declared, even
    if a [Blocker] switched the guard card since) is of that card type."""
    b = current_battle(g)
    return b is not None and b.attacker is g.source_of(p) and b.target.card.type == kind


#: conditions read as the skill resolves, in a step's ``if`` (:meth:`DragonBallAdapter.holds`)
RESOLVE_CONDITIONS = ("leader", "attacking", "energy_at_least", "opponent_energy_at_least", "top_card", "played_card")
#: "If you have / your opponent has N or more energy" (DBS 3-5: the cards in the Energy Area, whatever their mode)
ENERGY_AT_LEAST = ("energy_at_least", "opponent_energy_at_least")

#: "If your Leader Card is ...": the keys a Leader Card is compared by (:func:`leader_is`)
LEADER = Table(
    {"color": Text(COLORS), "colors": ListOf(Text(COLORS)), "mono": Text(COLORS),
     "trait": Text(what="a special trait"),
     "character": Text(what="a character name"),
     "name": Text(what="a card name")},
    example='{ color = "red", trait = "Saiyan" }',
)  # fmt: skip


def _resolve_only_in_if(ab: Ability) -> tuple[str, str] | None:
    """``leader`` and ``attacking`` are read as the skill resolves: conditions
    of a step's ``if`` (:meth:`DragonBallAdapter.holds`), not of the whole
    skill — except the conditions an [Activate] skill prints before its colon,
    which are read when it is activated (:func:`check_condition`)."""
    for word, _ in ab.condition:
        if ab.kind == "act" and word in ACTIVATION_CONDITIONS:
            continue  # an [Activate] skill's condition before its colon (DBS 8-4-1), read as it is activated
        if ab.kind == "cont" and word in ACTIVATION_CONDITIONS:
            continue  # a [Permanent] skill's condition, read while it is in force (DBS 8-1-4)
        if word in RESOLVE_CONDITIONS:
            return f"the condition {word!r} is one of an effect's if (read as the skill resolves)", "condition"
    return None


def _mode_is_not_a_number(ab: Ability) -> tuple[str, str] | None:
    """``rest_mode`` is read by a selector (DBS 4-8-1); a card's mode changes
    only by switching it (``stand`` / ``rest``), never by ``gets``."""
    for _, value in ab.effect:
        if isinstance(value, Gets) and any(stat == "rest_mode" for stat, _ in value.changes):
            return "rest_mode is compared by a selector, not changed by gets (use stand / rest)", "effect"
    return None


def _lasting_on_this_card(ab: Ability) -> tuple[str, str] | None:
    """DBS 8-1-4: a [Permanent] skill's ``gets`` / ``grant`` is read on its own
    card while the skill is in force (:func:`engine.games.dbscg.skills.in_force`):
    this card's power by a number, or a keyword it gains, with no duration."""
    if ab.kind != "cont":
        return None
    for _, value in ab.effect:
        if isinstance(value, Gets) and not (
            value.target.this
            and value.until == "turn"
            and all(stat == "power" and isinstance(n, int) for stat, n in value.changes)
        ):
            return 'a [Permanent] gets changes the power of "self" by a number, with no until', "effect"
        if isinstance(value, Grant) and not (value.target.this and value.until == "turn" and value.op == "grant"):
            return 'a [Permanent] grant gives "self" a keyword, with no until', "effect"
    return None


register_vocabulary(
    GAME,
    conditions={
        "leader": Word(LEADER, ANY_KIND, "your Leader Card is of this color / trait / character / name"),
        "opponent_leader": Word(
            LEADER, ANY_KIND, "your opponent's Leader Card is of this color / trait / character / name"
        ),
        "energy_at_least": Word(AT_LEAST, ANY_KIND, "you have N or more energy (cards in your Energy Area)"),
        "opponent_energy_at_least": Word(AT_LEAST, ANY_KIND, "your opponent has N or more energy"),
        "attacking": Word(
            Text(("leader", "battle")), ANY_KIND, "this card is attacking a Leader Card / a Battle Card (DBS 7-1-1)"
        ),
        "top_card": Word(
            SelectorSpec(ADAPTER, zone="deck", this=False, top=False),
            ANY_KIND,
            "the top card of your (owner = opponent: your opponent's) deck is one the selector names",
        ),
    },
    checks=(_resolve_only_in_if, _lasting_on_this_card, _mode_is_not_a_number),
    effects={
        **verb_words(ADAPTER),
        "ko": once(
            Sugar(SelectorSpec(ADAPTER, zone="battle", this=False, top=False), lambda s: Ko(ADAPTER, s)),
            "KO the Battle Cards a selector names (DBS 10-1)",
        ),
        "ignoring_barrier": once(
            Sugar(Steps(), lambda steps: IgnoringBarrier(ADAPTER, steps)),
            "steps whose choices may choose cards with [Barrier] (DBS 10-16-1)",
        ),
        "boost": once(
            Sugar(
                WithSelector(
                    SelectorSpec(ADAPTER, zone="battle"),
                    {"power": AMOUNT, "keyword": Text(KEYWORDS), "until": Text(ADAPTER.durations)},
                    key="target",
                ),
                _boost,
            ),
            "the cards a selector names, chosen once, get +N power and a keyword for a duration",
        ),
        "warp": once(
            Sugar(SelectorSpec(ADAPTER, zone="battle", this=False), lambda s: Warp(ADAPTER, s)),
            "send the cards a selector names (or the top cards of a deck) to their owner's Warp (DBS 3-10)",
        ),
        "play": once(
            Sugar(
                WithSelector(
                    SelectorSpec(ADAPTER, zone="hand", this=False, top=False), {"rest": Flag(), "negated": Flag()}
                ),
                _play,
            ),
            "play your Battle Cards a selector names (hand, deck, drop...) into your Battle Area, Active"
            " or in Rest Mode (rest = true), without paying their cost (DBS 3-6-3); negated = true: with"
            " their skills negated for the turn (DBS 8-3-2)",
        ),
        "negate_skills": once(
            Sugar(SelectorSpec(ADAPTER, zone="battle", this=False, top=False), lambda s: NegateSkills(ADAPTER, s)),
            "negate the skills of the Battle Cards a selector names for the turn (DBS 8-3-2)",
        ),
    },
)
