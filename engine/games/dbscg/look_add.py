"""DBS 8-5-3-5 / 3-6-3: "Look at up to N cards from the top of your deck,
add up to K <X> among them to your hand (or play them), then shuffle your
deck" as one verb (``look_add``), with every follow-up the card text reads:
the rest shuffled back, at the bottom in the order chosen, on top, on the
top or bottom, or in the Drop Area; steps done only when a card was taken."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.abilities import CARDS, register_vocabulary
from engine.flow import choose_cards, step_words
from engine.games.dbscg.grammar import ADAPTER
from engine.games.dbscg.looks import REMAINING, place_remaining
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.note_params import label_of, named
from engine.games.dbscg.schema import GAME
from engine.games.dbscg.state import play_barred
from engine.grammar.adapter import Adapter, Flow
from engine.grammar.selector import THIS, Selector, SelectorSpec
from engine.grammar.spec import Flag, ListOf, SpecError, StepList, Steps, Text, Verb, once
from engine.grammar.verbs import Sugar, WithSelector
from engine.messages import msg
from engine.state import REST, STAND, Card, Game
from engine.timing import Pending

NO_STEPS = StepList()


@dataclass(frozen=True, slots=True)
class LookAdd(Verb):
    """ "Look at up to N cards from the top of your deck, add up to K <X>
    among them to your hand, then shuffle your deck": the master looks at
    the top ``look`` cards (DBS 3-2-2: the deck is a secret area; only they
    see them), chooses among them up to ``what.count`` cards that ``what``
    names — fewer when they wish, as in a search of a secret area
    (DBS 8-5-3-5) — shows them and adds them to the hand (with ``play``:
    plays them, DBS 3-6-3, in Rest Mode with ``rest``). The cards left are
    then shuffled back (``remaining = "shuffle"``), placed at the bottom of
    the deck in the order the master chooses (``"bottom"``), or placed in
    the Drop Area (``"drop"``)."""

    ad: Adapter = field(repr=False, compare=False)
    look: int = 1
    what: Selector = THIS
    play: bool = False
    rest: bool = False
    remaining: str = "shuffle"
    #: "If you added a card to your hand, ..." (or played one): done only when a card was taken
    then: StepList = NO_STEPS
    #: "up to 1 <A> card or red <B> card": a card that any of these selectors names (with ``what``'s count)
    either: tuple[Selector, ...] = ()
    #: "... other than <X>": a card that one of these selectors names is not taken
    other_than: tuple[Selector, ...] = ()
    #: "look at the bottom card of your deck": the cards looked at are the bottom ones
    from_bottom: bool = False
    #: where the cards taken go when not played: the hand, or "place it in your Drop Area / energy"
    to: str = "hand"

    def run(self, g: Game, p: Pending) -> Flow:
        rs = ruleset_of(g)
        seat = p.controller
        deck = g.zone(seat, "deck")
        top = deck.cards[: self.look] if self.from_bottom else list(reversed(deck.cards[-self.look :]))
        for c in top:
            g.reveal(c, (seat,))
        end = "bottom" if self.from_bottom else "top"
        g.log(msg(f"dbs.log.looks_at.{end}", n=seat + 1, k=len(top)), rule=rs.r("view_secret"))
        cands = [c for c in top if self.what.matches(self.ad, g, c, p.source) and self._either(g, c, p)]
        verb = "Play" if self.play else "Add"
        prompt = f"{verb} {self.what.words(where=False)} among them{'' if self.play else ' to your hand'}"
        if self.to != "hand":
            prompt = f"Place {self.what.words(where=False)} among them in your {self.to}"
        w = self.what
        # DBS 8-5-3-5: fewer may be taken when the choice needs information of the cards; "add 1 card" does not
        lo = (
            0
            if w.up_to or w.types or w.texts or w.stats or w.name_has or self.either or self.other_than
            else min(w.count, len(cands))
        )
        chosen: list[Card] = yield from choose_cards(g, seat, prompt, cands, lo, w.count, rule=rs.r("search"))
        taken = 0
        for c in chosen:
            if self.play and play_barred(g, seat, c.card):
                g.log(msg("dbs.log.cant_play", label=label_of(g, p), card=named(c)), rule=rs.r("impossible"))
                continue
            taken += 1
            if self.play:
                mode = REST if self.rest else STAND
                g.move(c, g.zone(seat, "battle"), face_up=True, orientation=mode, why="played", rule=rs.r("play_do"))
                text = msg("dbs.log.plays_looked", label=label_of(g, p), n=seat + 1, card=named(c))
                g.happen("play", (c,), player=seat, text=text, rule=rs.r("play_do"))
                continue
            if self.to != "hand":  # an open area: face up; the Energy Area in Active Mode unless said (DBS 3-8-3)
                mode = REST if self.rest else STAND
                g.move(c, g.zone(seat, self.to), face_up=True, orientation=mode, why="placed", rule=rs.r("search"))
                g.log(msg("dbs.log.places_looked", n=seat + 1, card=named(c)), rule=rs.r("search"))
                continue
            g.reveal(c)
            g.move(c, g.zone(seat, "hand"), why="added from the cards looked at", rule=rs.r("search"))
            g.reveal(c)  # shown to every player until it leaves the hand, as a searched card
            g.log(msg("dbs.log.reveals_adds", n=seat + 1, card=named(c)), rule=rs.r("reveal"))
        left = [c for c in top if c not in chosen and c.zone is deck]
        yield from self._place_remaining(g, seat, left)
        if taken and self.then:
            yield from self.ad.run_steps(g, p, self.then)

    def _either(self, g: Game, card: Card, p: Pending) -> bool:
        if any(s.matches(self.ad, g, card, p.source) for s in self.other_than):
            return False
        return not self.either or any(s.matches(self.ad, g, card, p.source) for s in self.either)

    def _place_remaining(self, g: Game, seat: int, left: list[Card]) -> Flow:
        rs = ruleset_of(g)
        deck = g.zone(seat, "deck")
        if self.remaining == "bottom":
            while left:  # in any order: the master picks the next card to go to the bottom
                pick: list[Card] = yield from choose_cards(
                    g, seat, "Place a card at the bottom of your deck", left, 1, 1, rule=rs.r("search")
                )
                left.remove(pick[0])
                g.move(pick[0], deck, bottom=True, face_up=False, why="the cards looked at", rule=rs.r("search"))
            g.log(msg("dbs.log.rest_to_bottom", n=seat + 1), rule=rs.r("search"))
        else:
            yield from place_remaining(g, seat, seat, left, self.remaining)  # shuffled, dropped, on top

    def words(self) -> str:
        what = self.what.words(where=False)
        if self.either:
            what += " (" + " or ".join(s.kind_words() for s in self.either) + ")"
        if self.other_than:
            what += " other than " + " or ".join(s.kind_words() for s in self.other_than)
        verb = f"play {what}" + (" in Rest Mode" if self.rest else "") if self.play else f"add {what}"
        rest = {
            "shuffle": "shuffle",
            "bottom": "the rest to the bottom",
            "drop": "the rest to the Drop Area",
            "top": "the rest on top in any order",
            "top_or_bottom": "the rest on the top or bottom in any order",
        }
        to = {"hand": " to your hand", "drop": " to your Drop Area", "energy": " to your energy"}[self.to]
        where = " among them" + ("" if self.play else to + (" in Rest Mode" if self.rest else ""))
        then = "; if you took a card, " + " then ".join(step_words(w, v) for w, v in self.then) if self.then else ""
        end = "bottom" if self.from_bottom else "top"
        return f"look at the {end} {self.look} cards of your deck, {verb}{where}, {rest[self.remaining]}{then}"


def _look_add(raw: tuple[Selector, dict[str, Any]]) -> LookAdd:
    what, opts = raw
    if "look" not in opts:
        raise SpecError("needs the key 'look' (how many cards from the top of the deck)")
    if what.zones != ("deck",) or what.owner != "you" or what.top:
        raise SpecError('takes cards among the top of your own deck: zone = "deck", no owner, no top')
    play = bool(opts.get("play", False))
    if play and what.types != ("battle",):
        raise SpecError('plays Battle Cards only: type = "battle"')
    to = str(opts.get("to", "hand"))
    if opts.get("rest") and not play and to != "energy":
        raise SpecError("rest (Rest Mode) goes with play or to = energy")
    if play and to != "hand":
        raise SpecError("a card played goes to the Battle Area: no to")
    remaining = str(opts.get("remaining", "shuffle"))
    then = opts.get("then", NO_STEPS)
    either = tuple(opts.get("either", ()))
    if play and any(s.types and s.types != ("battle",) for s in either):
        raise SpecError('plays Battle Cards only: no "either" of another type')
    other_than = tuple(opts.get("other_than", ()))
    rest = bool(opts.get("rest", False))
    bottom = bool(opts.get("from_bottom", False))
    return LookAdd(ADAPTER, int(opts["look"]), what, play, rest, remaining, then, either, other_than, bottom, to)


register_vocabulary(
    GAME,
    effects={
        "look_add": once(
            Sugar(
                WithSelector(
                    SelectorSpec(ADAPTER, zone="deck", this=False, top=False),
                    {
                        "look": CARDS,
                        "play": Flag(),
                        "rest": Flag(),
                        "remaining": Text(REMAINING),
                        "then": Steps(),
                        "either": ListOf(SelectorSpec(ADAPTER, zone="deck", this=False, top=False), 2, 4),
                        "other_than": ListOf(SelectorSpec(ADAPTER, zone="deck", this=False, top=False), 1, 4),
                        "from_bottom": Flag(),
                        "to": Text(("hand", "drop", "energy")),
                    },
                ),
                _look_add,
            ),
            "look at the top N cards of your deck, add (or play) those a selector names among them; the rest shuffled"
            " back, or to the bottom of the deck, on top, on the top or bottom, or to the Drop Area; then: steps done"
            " only when a card was taken; either: a list of selectors, a card any of them names; other_than: cards"
            " none of them names; from_bottom: the cards at the bottom of the deck are looked at; to: drop or"
            " energy (rest: in Rest Mode) instead of the hand",
        ),
    },
)
