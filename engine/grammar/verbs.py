"""The shared verbs of the effect grammar, written once for the four games.

A verb is an effect step a card file writes as a one-key table whose value
is read, when the card set loads, into a :class:`Verb` (a frozen dataclass
holding its selector, its amounts and its duration, and the game's
:class:`~engine.grammar.adapter.Adapter`). When the ability resolves, the
step carries itself out (:meth:`Verb.run`). The verbs:

* ``draw`` — draw N cards (``{ draw = 2 }``; ``{ draw = { up_to = 2 } }``:
  the player may stop before each);
* ``search`` — look through a hidden zone (the deck) for cards a selector
  names, reveal them, put them into the hand; a searched deck is shuffled;
* ``gets`` — cards get +N / -N of stats for a duration;
* ``put`` — put the cards a selector names into a zone (of their owner);
* ``look`` — the master looks at the cards a selector names;
* ``stand`` / ``rest`` — turn cards upright or sideways;
* ``face_up`` / ``face_down`` — turn cards face up or face down;
* ``shuffle_deck`` — shuffle your deck;
* ``damage`` — deal N damage to a player, as the game deals damage (or to
  cards, in a game whose cards take damage);
* ``heal`` — recover N as the game does (damage, life);
* ``take_control`` — gain control of cards a selector names;
* ``win_game`` / ``lose_game`` — a player wins or loses while the effect resolves.

The verbs that act on a player (``damage``, ``heal``, ``take_control``,
``win_game``, ``lose_game``) are in :mod:`engine.grammar.player_verbs`; what
every verb is built with in :mod:`engine.grammar.verb_base` (``Sugar`` and
``WithSelector`` are read from here too).

The steps that hold steps (``if``, ``may``, ``choose``, ``repeat``) and
``reveal``, ``grant``, ``remove`` are in :mod:`engine.grammar.control`.

Shorthands (``power``, ``discard``, ``mill``, ``look_top``) and game words
built from a verb (Vanguard's ``soul_charge`` is ``put`` of the top N cards
of the deck into the soul) read their value into the same verb
(:class:`Sugar`).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from engine.abilities import AMOUNT, CARDS
from engine.decisions import Kind, Option
from engine.flow import choose_number, choose_one
from engine.grammar.adapter import Adapter
from engine.grammar.player_verbs import Heal, Lose, Win, _damage_spec, _take_control_spec
from engine.grammar.selector import CHOOSERS, THIS, Selector, SelectorSpec
from engine.grammar.spec import (
    ANY_KIND,
    ONE_SHOT,
    Context,
    Either,
    Flag,
    Spec,
    SpecError,
    Switch,
    Table,
    Text,
    Verb,
    Word,
    built,
)
from engine.grammar.verb_base import Flow as Flow
from engine.grammar.verb_base import Sugar as Sugar
from engine.grammar.verb_base import WithSelector as WithSelector
from engine.grammar.verb_base import choose_to, declare_for
from engine.log_words.parts import card_list, place_word, ref, word_message, zone_word
from engine.messages import ENGLISH, Message, Said, msg
from engine.state import PUBLIC, REST, STAND, Card, Game
from engine.timing import Pending


def seat_name(seat: int) -> str:
    return f"Player {seat + 1}"


# -- draw -----------------------------------------------------------------------------------------


def selector_words(g: Game, what: Selector) -> Message | str:
    """The selector's words for the log: a message of the game's words where it has one."""
    said = what.message(g.ruleset.game)
    words = what.words()
    return said if said is not None and said.english() == words else words


def _choose_to_put(g: Game, what: Selector, to: str, where: str, under: Message | None = None) -> str:
    """The question of which cards to put into the zone ``to`` (``where``:
    the zone in English words; ``under``: the cards under a card, as the
    log words them): a message of the game's words when the selector and
    the zone have them ("Choose 1 card(s) in your hand to put into the
    drop")."""
    sel = what.message(g.ruleset.game)
    zone = f"place.{g.ruleset.game}.{to}"
    place = under if under is not None else Message(zone) if ENGLISH.get(zone) == where else None
    if sel is None or place is None:
        return f"Choose {what.words()} to put into the {where}"
    return Said(msg("ask.choose_to_put", what=sel, zone=place))


@dataclass(frozen=True, slots=True)
class Draw(Verb):
    """Draw ``count`` cards, one at a time (as many as the deck holds); with
    ``up_to`` the player chooses how many first."""

    ad: Adapter = field(repr=False, compare=False)
    count: int | str = 1
    up_to: bool = False

    def run(self, g: Game, p: Pending) -> Flow:
        ad, seat = self.ad, p.controller
        n = ad.amount(g, p, self.count)
        deck = g.zone(seat, "deck")
        rule = ad.rule(g, "draw")
        if self.up_to:
            rule = ad.rule(g, "draw_up_to")
            hi = min(n, len(deck.cards))
            if hi <= 0:
                return
            k = yield from choose_number(g, seat, Said(msg("ask.draw_up_to", n=n)), 0, hi, rule=rule)
            g.log(msg("log.draws_of_up_to", n=seat + 1, k=k, most=n), rule=rule)
            n = k
        hand = g.zone(seat, "hand")
        drawn = 0
        for _ in range(max(n, 0)):
            if not deck.cards:
                break
            g.move(deck.cards[-1], hand, why="effect", rule=rule)
            drawn += 1
            ad.left_deck(g, seat)
        if drawn and not self.up_to:
            if isinstance(self.count, str):
                x = self.count.replace("this.", "this card" + chr(39) + "s ")
                g.log(msg("log.draws_x", n=seat + 1, k=drawn, x=x, value=n), rule=rule)
            else:
                g.log(msg("log.draws", n=seat + 1, k=drawn), rule=rule)

    def words(self) -> str:
        return f"draw {'up to ' if self.up_to else ''}{self.count}"


def _draw_spec(ad: Adapter) -> Spec:
    count: Spec = Either((CARDS, Text(ad.refs))) if ad.refs else CARDS
    return Sugar(
        Either((count, Table({"up_to": CARDS}, frozenset({"up_to"}), "{ up_to = 2 }", as_dict=True))),
        lambda v: Draw(ad, v["up_to"], True) if isinstance(v, dict) else Draw(ad, v),
    )


# -- search ----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Search(Verb):
    """Look through a zone (the deck) for cards ``what`` names, reveal them
    and put them into the hand; a searched deck is shuffled."""

    ad: Adapter = field(repr=False, compare=False)
    what: Selector = THIS

    def run(self, g: Game, p: Pending) -> Flow:
        ad, seat = self.ad, p.controller
        rule = ad.rule(g, "search")
        prompt = f"Search your {'/'.join(self.what.zones)}: choose {self.what.words(where=False)}"
        what = self.what.message(g.ruleset.game, where=False)
        zone = f"zone.{g.ruleset.game}.{self.what.zones[0]}" if len(self.what.zones) == 1 else ""
        if what is not None and zone in ENGLISH:
            prompt = Said(msg("ask.search", zone=Message(zone), what=what))
        chosen: list[Card] = yield from ad.select(g, p, self.what, prompt, rule)
        for c in chosen:
            where = c.zone.name
            g.reveal(c)  # every player sees which card is found as it moves
            g.move(c, g.zone(c.owner, "hand"), why="search", rule=rule)
            if ad.search_keeps_revealed:
                g.reveal(c)  # shown to every player until it leaves the hand
            g.log(
                msg("log.search.found", n=seat + 1, card=ref(c), zone=zone_word(g.ruleset.game, where)),
                rule=ad.rule(g, "reveal"),
            )
        if not chosen:
            g.log(msg("log.search.nothing", n=seat + 1), rule=rule)
        if "deck" in self.what.zones:
            deck = g.zone(seat, "deck")
            g.shuffle(deck)
            g.log(
                msg("log.shuffles_deck", n=seat + 1, deck=place_word(g.ruleset.game, "deck")),
                rule=ad.rule(g, "shuffle"),
            )
            ad.deck_searched(g, seat)

    def words(self) -> str:
        return f"search for {self.what.words()}"


def _search_spec(ad: Adapter) -> Spec:
    return Sugar(SelectorSpec(ad, zone="deck", this=False, top=False), lambda s: Search(ad, s))


# -- gets ------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Gets(Verb):
    """The cards ``target`` names get +N (or -N) of each stat of
    ``changes`` until the end of ``until``."""

    ad: Adapter = field(repr=False, compare=False)
    changes: tuple[tuple[str, int | str], ...] = ()
    target: Selector = THIS
    until: str = "turn"
    #: the rule of the game word this gets is (Backup, WS 10.5.2), else the verb's
    rule: str = ""

    def run(self, g: Game, p: Pending) -> Flow:
        ad = self.ad
        rule = self.rule or ad.rule(g, "gets")
        what = ", ".join(f"{v:+d} {s}" if isinstance(v, int) else f"{s} +{v}" for s, v in self.changes)
        prompt = f"Choose {self.target.words()} to get {what}"
        sel = self.target.message(g.ruleset.game)
        if sel is not None and len(self.changes) == 1 and isinstance(self.changes[0][1], int):
            stat, n = self.changes[0]
            if f"ask.choose_to_get.{stat}" in ENGLISH:
                prompt = Said(msg(f"ask.choose_to_get.{stat}", what=sel, n=f"{n:+d}"))
        cards: list[Card] = yield from ad.select(g, p, self.target, prompt, rule)
        for c in cards:
            for stat, amount in self.changes:
                n = ad.amount(g, p, amount)
                ad.add_stat(g, p, c, stat, n, self.until)
                g.log(ad.change_message(c, stat, n, self.until), rule=rule)

    def idle(self, g: Game, p: Pending) -> str | None:
        return self.target.idle(self.ad, g, p)

    def words(self) -> str:
        what = ", ".join(f"{v:+d} {s}" if isinstance(v, int) else f"{s} +{v}" for s, v in self.changes)
        return f"{self.target.words()} gets {what}"

    def declare(self, g: Game, p: Pending, rule: str) -> Flow:
        return (
            yield from declare_for(
                self.ad, self.target, g, p, f"Choose {self.target.words()} for: {self.words()}", rule
            )
        )


def _gets_spec(ad: Adapter) -> Spec:
    amount: Spec = Either((AMOUNT, Text(ad.refs))) if ad.refs else AMOUNT
    extra = {s: amount for s in ad.stats}
    extra["until"] = Text(ad.durations)

    def make(raw: tuple[Selector, dict[str, Any]]) -> Gets:
        target, opts = raw
        changes = tuple((s, opts[s]) for s in ad.stats if s in opts)
        if not changes:
            raise SpecError(f"names no stat to change (one or more of {', '.join(ad.stats)})")
        return Gets(ad, changes, target, opts.get("until", "turn"))

    table = Sugar(WithSelector(SelectorSpec(ad), extra, "target"), make)
    if not ad.signed:
        return table
    return Either((table, Sugar(Printed(ad), lambda change: Gets(ad, (change,)))))


@dataclass(frozen=True, slots=True)
class Printed(Spec):
    """A change of a stat written as the card prints it (``"+3000"``,
    ``"+1 Crit"``): read by the game's :meth:`Adapter.signed_change`."""

    ad: Adapter

    def read(self, value: Any, ctx: Context) -> tuple[str, int]:
        if not isinstance(value, str):
            raise self.fail(value)
        try:
            stat, n = self.ad.signed_change(value)
        except ValueError:
            raise self.fail(value) from None
        if abs(n) > AMOUNT.hi:
            raise self.fail(value)
        return stat, n

    def describe(self) -> str:
        return 'a signed number as printed, such as "+3000" or "+1 Crit"'


def power_word(ad: Adapter) -> Word:
    """``power = N``: this card gets +N power until end of turn (a shorthand
    of ``gets``), or while a continuous ability is in force."""
    amount: Spec = Either((AMOUNT, Text(ad.refs))) if ad.refs else AMOUNT
    doc = "this card gets +N power until end of turn (a shorthand of gets)"
    return Word(Sugar(amount, lambda n: Gets(ad, (("power", n),))), _gets_kinds(ad), doc, verb="gets")


def _gets_kinds(ad: Adapter) -> frozenset[str]:
    return ANY_KIND if ad.lasting_gets else ONE_SHOT


# -- put -------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Put(Verb):
    """Put the cards ``what`` names into the zone ``to`` of their owner
    (face down or rested when asked), one at a time."""

    ad: Adapter = field(repr=False, compare=False)
    what: Selector = THIS
    #: the zone word of the destination (a zone of each card's owner)
    to: str = ""
    face_down: bool = False
    rest: bool = False
    #: the rule of the game word this put is (Soul Charge, VG 10.1.17), else the verb's
    rule: str = ""
    #: put on the bottom of the zone (the deck) rather than on top
    bottom: bool = False

    def run(self, g: Game, p: Pending) -> Flow:
        ad, what = self.ad, self.what
        rule = self.rule or ad.rule(g, "under" if self.to == UNDER else "put")
        where = self.to.replace("_", " ") + (" (on its bottom)" if self.bottom else "")
        moved: list[Card] = []
        host = ad.this(g, p) if self.to == UNDER else None
        if self.to == UNDER:
            if host is None:
                g.log(msg("log.put.no_host", label=p.label), rule=rule)
                return
            where = f"{ad.words.get(UNDER, 'cards')} of {host.name}"
        if what.top:
            # the top cards one at a time, each from the pile as it is then (a
            # pile that empties may be refilled on the way, WS 9.2)
            for seat in what.seats(ad, g, p.controller):
                for zone in (z for word in what.zones for z in ad.zones_of(g, seat, word)):
                    for _ in range(what.top):
                        if not zone.cards:
                            break
                        card = zone.cards[-1]
                        if not (yield from self._put(g, card, rule, host)):
                            break
                        moved.append(card)
        else:
            under = self._where(g, host) if host is not None else None
            prompt = _choose_to_put(g, what, self.to, where, under if isinstance(under, Message) else None)
            chosen: list[Card] = yield from ad.select(g, p, what, prompt, rule)
            for c in chosen:
                if (yield from self._put(g, c, rule, host)):
                    moved.append(c)
        if moved:
            shown = all(c.face_up and c.zone.visibility == PUBLIC for c in moved)
            what_words = card_list(moved) if shown else msg("log.n_cards", k=len(moved))
            g.log(msg("log.puts", n=p.controller + 1, what=what_words, where=self._where(g, host)), rule=rule)
        elif what.this:
            g.log(msg("log.put.gone", label=p.label), rule=rule)
        yield from ad.after_put(g, self.to)
        return moved

    def _where(self, g: Game, host: Card | None) -> Message | str:
        """Where the cards went, in the log's words ("waiting room", "soul of X")."""
        if host is not None:
            under = self.ad.words.get(UNDER, "cards")
            return msg("log.where.under", under=word_message("log.under", under), card=ref(host))
        where = place_word(g.ruleset.game, self.to)
        return msg("log.where.bottom", zone=where) if self.bottom else where

    def _put(self, g: Game, card: Card, rule: str, host: Card | None) -> Flow:
        """Put one card; False when it could not be put (no place under this card)."""
        src = card.zone
        if host is not None:
            if (yield from self.ad.put_under(g, card, host, face_up=not self.face_down, rule=rule)) is False:
                return False
        else:
            yield from self.ad.put(
                g,
                card,
                g.zone(card.owner, self.ad.zones[self.to][0]),
                why=f"put into the {self.to.replace('_', ' ')}",
                rule=rule,
                face_up=False if self.face_down else None,
                orientation=REST if self.rest else STAND,
                bottom=self.bottom,
            )
        if src.name == "deck":
            self.ad.left_deck(g, src.owner)
        return True

    def idle(self, g: Game, p: Pending) -> str | None:
        return self.what.idle(self.ad, g, p)

    def words(self) -> str:
        if self.to == UNDER:
            return f"put {self.what.words()} under this card"
        if self.bottom:
            return f"put {self.what.words()} on the bottom of the {self.to.replace('_', ' ')}"
        return f"put {self.what.words()} into the {self.to.replace('_', ' ')}"

    def declare(self, g: Game, p: Pending, rule: str) -> Flow:
        return (
            yield from declare_for(self.ad, self.what, g, p, f"Choose {self.what.words()} for: {self.words()}", rule)
        )


#: ``put``'s destination "under this card" (:meth:`Adapter.put_under`)
UNDER = "under"


def piles(ad: Adapter) -> tuple[str, ...]:
    """The zone words a card may be put into: those of one zone each, but
    not those a card enters by being played (a call, a ride, a summon);
    and ``under`` (this card) in a game that keeps cards under a card."""
    words = tuple(w for w, names in ad.zones.items() if len(names) == 1 and w not in ad.play_zones)
    return (*words, UNDER) if ad.under else words


def _put_spec(ad: Adapter) -> Spec:
    extra: dict[str, Spec] = {"to": Text(piles(ad)), "face_down": Switch(), "rest": Switch(), "bottom": Switch()}

    def make(raw: tuple[Selector, dict[str, Any]]) -> Put:
        what, opts = raw
        if "to" not in opts:
            raise SpecError("needs the key 'to' (the zone the cards go to)")
        bottom = opts.get("bottom", False)
        if bottom and opts["to"] != "deck":
            raise SpecError("key 'bottom' puts cards on the bottom of the deck: it needs to = \"deck\"")
        # a put takes the cards away from where they are: not those protected from it
        what = dataclasses.replace(what, removing=True)
        return Put(ad, what, opts["to"], opts.get("face_down", False), opts.get("rest", False), bottom=bottom)

    return Sugar(WithSelector(SelectorSpec(ad), extra), make)


# -- look, stand and rest, shuffle ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Look(Verb):
    """The master looks at the cards ``what`` names (they stay where they
    are); with ``shuffle`` the deck is shuffled afterwards."""

    ad: Adapter = field(repr=False, compare=False)
    what: Selector = THIS
    #: shuffle the deck afterwards (None: as the game's rules say, :attr:`Adapter.look_shuffles`)
    shuffle: bool | None = None

    def run(self, g: Game, p: Pending) -> Flow:
        cards = self.what.cards(self.ad, g, p)
        for c in cards:
            g.reveal(c, (p.controller,))
        g.log(
            msg("log.looks", n=p.controller + 1, what=selector_words(g, self.what), k=len(cards)),
            rule=self.ad.rule(g, "look"),
        )
        shuffle = self.ad.look_shuffles if self.shuffle is None else self.shuffle
        if shuffle and "deck" in self.what.zones:
            g.shuffle(g.zone(p.controller, "deck"))
            g.log(
                msg("log.shuffles_deck", n=p.controller + 1, deck=place_word(g.ruleset.game, "deck")),
                rule=self.ad.rule(g, "look_shuffle"),
            )
        return
        yield

    def words(self) -> str:
        return f"look at {self.what.words()}"


def _look_spec(ad: Adapter) -> Spec:
    return Sugar(
        WithSelector(SelectorSpec(ad, this=False), {"shuffle": Switch()}), lambda r: Look(ad, r[0], r[1].get("shuffle"))
    )


@dataclass(frozen=True, slots=True)
class Orient(Verb):
    """Stand or rest the cards ``what`` names (one already so stays so)."""

    ad: Adapter = field(repr=False, compare=False)
    what: Selector = THIS
    orientation: str = STAND

    def run(self, g: Game, p: Pending) -> Flow:
        word = "stand" if self.orientation == STAND else "rest"
        prompt = choose_to(g, self.what, word)
        cards: list[Card] = yield from self.ad.select(g, p, self.what, prompt, self.ad.rule(g, word))
        for c in cards:
            if self.orientation == STAND and not self.ad.may_stand(g, c):
                g.log(msg("log.cannot_stand", label=p.label, card=ref(c)), rule=self.ad.rule(g, word))
                continue
            g.set_orientation(c, self.orientation)

    def idle(self, g: Game, p: Pending) -> str | None:
        return self.what.idle(self.ad, g, p)

    def words(self) -> str:
        return f"{'stand' if self.orientation == STAND else 'rest'} {self.what.words()}"

    def declare(self, g: Game, p: Pending, rule: str) -> Flow:
        return (
            yield from declare_for(self.ad, self.what, g, p, f"Choose {self.what.words()} for: {self.words()}", rule)
        )


def _orient_spec(ad: Adapter, orientation: str) -> Spec:
    return Sugar(SelectorSpec(ad), lambda s: Orient(ad, s, orientation))


@dataclass(frozen=True, slots=True)
class Flip(Verb):
    """Turn the cards ``what`` names face up (``up``) or face down (one
    already so stays so)."""

    ad: Adapter = field(repr=False, compare=False)
    what: Selector = THIS
    up: bool = True
    #: the rule of the game word this flip is (Counter Charge, VG 10.1.12), else the verb's
    rule: str = ""

    def run(self, g: Game, p: Pending) -> Flow:
        word = "face_up" if self.up else "face_down"
        rule = self.rule or self.ad.rule(g, word)
        prompt = choose_to(g, self.what, f"turn face {'up' if self.up else 'down'}")
        cards: list[Card] = yield from self.ad.select(g, p, self.what, prompt, rule)
        for c in cards:
            if c.face_up != self.up:
                g.flip(c, self.up)
        if cards:
            g.log(
                msg("log.turns_face_up" if self.up else "log.turns_face_down", n=p.controller + 1, k=len(cards)),
                rule=rule,
            )

    def idle(self, g: Game, p: Pending) -> str | None:
        return self.what.idle(self.ad, g, p)

    def words(self) -> str:
        return f"turn {self.what.words()} face {'up' if self.up else 'down'}"

    def declare(self, g: Game, p: Pending, rule: str) -> Flow:
        return (
            yield from declare_for(self.ad, self.what, g, p, f"Choose {self.what.words()} for: {self.words()}", rule)
        )


@dataclass(frozen=True, slots=True)
class ShuffleDeck(Verb):
    """Shuffle your deck."""

    ad: Adapter = field(repr=False, compare=False)

    def run(self, g: Game, p: Pending) -> Flow:
        g.shuffle(g.zone(p.controller, "deck"))
        return
        yield

    def words(self) -> str:
        return "shuffle your deck"


# -- carried out by hand ------------------------------------------------------------------------
# Real card text the card-text compiler cannot put into the grammar exactly is
# never guessed at: where the ability's trigger or cost did compile, the
# ability still triggers, waits and pays as the rules say, and only its effect
# is the card's own words, which its player carries out by hand
# (``Match.manual``: moves, turns, flips and counters, journaled) before
# answering "Done". A bot answers "Done" at once.

#: the longest text a manual step may hold (a card's whole text is a few hundred characters)
MAX_TEXT = 2000

#: the answer of a manual step
DONE = "done"


def by_hand(g: Game, seat: int, what: str, rule: str = "", about: str = "effect") -> Flow:
    """Ask ``seat`` to carry ``what`` out by hand (manual moves), then answer "Done"."""
    yield from choose_one(
        g,
        seat,
        f"By hand: {what} (make the changes: right-click a card, or on the table; then Done)",
        (Option(DONE, "Done", verb="resolve"),),
        kind=Kind.ACTION,
        rule=rule,
        forced=False,
        about=about,
    )


@dataclass(frozen=True, slots=True)
class Manual(Verb):
    """Show ``text`` to the ability's master, who carries it out by hand and answers "Done"."""

    text: str = ""

    def run(self, g: Game, p: Pending) -> Flow:
        seat = p.controller
        g.log(msg("log.by_hand.carries_out", n=seat + 1, text=self.text))
        yield from by_hand(g, seat, self.text)

    def words(self) -> str:
        return f"by hand: {self.text}"


# -- reading verbs from card files ------------------------------------------------------------------


def _discard_spec(ad: Adapter) -> Spec:
    """``discard = N``: you choose N cards of your hand; ``{ count, owner,
    chosen_by }``: the hand of ``owner``, its cards chosen by ``chosen_by``
    (by default the player who discards)."""
    table = Table(
        {"count": CARDS, "owner": Text(("you", "opponent")), "chosen_by": Text(CHOOSERS)},
        frozenset({"count"}),
        '{ count = 1, owner = "opponent", chosen_by = "random" }',
        as_dict=True,
    )

    def make(v: int | dict[str, Any]) -> Put:
        if isinstance(v, int):
            v = {"count": v}
        owner = v.get("owner", "you")
        what = Selector(zones=("hand",), owner=owner, count=v["count"], chosen_by=v.get("chosen_by", owner))
        return Put(ad, what, ad.discard, rule=ad.rules.get("discard", ""))

    return Sugar(Either((CARDS, table)), make)


def verb_words(ad: Adapter, names: tuple[str, ...] = ()) -> dict[str, Word]:
    """The shared verbs, their shorthands and the shared constructs
    (:mod:`engine.grammar.control`; those of ``names``, all by default) as
    words of one game's vocabulary."""
    words = {
        "draw": built("draw", _draw_spec(ad), "draw N cards"),
        "search": built("search", _search_spec(ad), "search a zone (your deck) for cards and put them into your hand"),
        "gets": Word(
            _gets_spec(ad),
            _gets_kinds(ad),
            "cards get +N / -N of stats until the end of the turn or battle (or while a cont ability is in force)",
            verb="gets",
        ),
        "put": built("put", _put_spec(ad), "put cards into a zone"),
        "look": built("look", _look_spec(ad), "look at cards (they stay where they are)"),
        "stand": built("stand", _orient_spec(ad, STAND), "stand cards"),
        "rest": built("rest", _orient_spec(ad, REST), "rest cards"),
        "face_up": built("face_up", Sugar(SelectorSpec(ad), lambda s: Flip(ad, s, True)), "turn cards face up"),
        "face_down": built("face_down", Sugar(SelectorSpec(ad), lambda s: Flip(ad, s, False)), "turn cards face down"),
        "shuffle_deck": built("shuffle_deck", Sugar(Flag(), lambda _: ShuffleDeck(ad)), "shuffle your deck"),
        "damage": built("damage", _damage_spec(ad), "deal N damage to your opponent (or to you, or to each player)"),
        "take_control": built(
            "take_control",
            _take_control_spec(ad),
            "gain control of cards: they come to your side of the field (their owner stays)",
        ),
        "heal": built("heal", Sugar(CARDS, lambda n: Heal(ad, n)), "heal N: recover N as the game does (damage, life)"),
        "win_game": built("win_game", Sugar(Flag(), lambda _: Win(ad)), "you win the game"),
        "lose_game": built(
            "lose_game",
            Sugar(Text(("you", "opponent")), lambda who: Lose(ad, who)),
            "you, or your opponent, lose the game",
        ),
        "power": power_word(ad),
        "discard": built(
            "put",
            _discard_spec(ad),
            "N cards of a hand (yours, or your opponent's), chosen by its owner, the other player or at random,"
            " into the discard pile (a shorthand of put)",
        ),
        "mill": built(
            "put",
            Sugar(CARDS, lambda n: Put(ad, Selector(zones=("deck",), top=n), ad.discard)),
            "put the top N cards of your deck into your discard pile (a shorthand of put)",
        ),
        "manual": built(
            "manual",
            Sugar(Text(what="the card's words for the step", most=MAX_TEXT), Manual),
            "an effect the players carry out by hand, shown with the card's words (imported cards)",
        ),
        "look_top": built(
            "look",
            Sugar(CARDS, lambda n: Look(ad, Selector(zones=("deck",), top=n))),
            "look at the top N cards of your deck (a shorthand of look)",
        ),
    }
    if not ad.heals:
        del words["heal"]
    if not ad.control:
        del words["take_control"]
    from engine.grammar.control import construct_words  # the constructs read their steps with the verbs

    words.update(construct_words(ad))
    return {k: w for k, w in words.items() if not names or k in names}


#: the shared verbs, each written once for the four games
VERBS = (
    "draw",
    "search",
    "gets",
    "put",
    "look",
    "stand",
    "rest",
    "face_up",
    "face_down",
    "shuffle_deck",
    "damage",
    "heal",
    "take_control",
    "win_game",
    "lose_game",
)
#: their shorthands, the same in every game
SHORTHANDS = ("power", "discard", "mill", "look_top")
