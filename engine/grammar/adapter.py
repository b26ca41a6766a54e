"""What the shared verbs need to know of one game.

The verbs of :mod:`engine.grammar.verbs` are written once for the four
games. Each game supplies an :class:`Adapter`: the names of its zones,
card types, text fields and stats as card files write them in selectors,
the rule numbers its document gives the verbs, and a few narrow hooks where
the games' rules differ (how a card leaves the field, what happens when a
card leaves the deck, how a stat change is recorded). A game registers its
adapter with its vocabulary (:func:`engine.abilities.register_vocabulary`).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.cards import CardDef
from engine.decisions import Decision, Option
from engine.flow import run_effects
from engine.log_words.parts import known, ref, word_message
from engine.messages import Message, msg
from engine.state import STAND, Card, Game, Zone
from engine.timing import Duration, Pending

if TYPE_CHECKING:
    from engine.grammar.selector import Selector

Flow = Generator[Decision, tuple[Option, ...], Any]

#: How long a change made by a verb lasts (``until = ...``).
DURATIONS: dict[str, Duration] = {
    "turn": Duration.END_OF_TURN,
    "battle": Duration.END_OF_BATTLE,
    "opponent_turn": Duration.END_OF_OPPONENT_TURN,
}

#: The words of a duration, as the log writes them.
UNTIL_WORDS = {
    "turn": "until end of turn",
    "battle": "until end of battle",
    "opponent_turn": "until end of your opponent's turn",
}


def _no_text(card: CardDef) -> tuple[str, ...]:
    return ()


@dataclass(frozen=True)
class Adapter:
    """One game as the shared verbs see it. Subclasses override the hooks
    where the game's rules differ; the data fields name its words."""

    #: the game id (``engine.abilities.vocabulary`` key)
    game: str
    #: zone words of a selector -> the names of the seat zones they mean, in order
    zones: Mapping[str, tuple[str, ...]]
    #: the card types a selector may name
    types: tuple[str, ...]
    #: the rule numbers of the verbs in this game's document (``"search"`` ...)
    rules: Mapping[str, str]
    #: text filters of a selector (``trait``, ``clan``...) -> the card's values
    texts: Mapping[str, Callable[[CardDef], tuple[str, ...]]] = field(default_factory=dict)
    #: numbers of a card a selector may compare and ``gets`` may change
    stats: tuple[str, ...] = ()
    #: references an amount may be instead of a number (``this.soul``)
    refs: tuple[str, ...] = ()
    #: the durations a change may have (keys of :data:`DURATIONS`, or the game's own)
    durations: tuple[str, ...] = ("turn", "battle")
    #: the zone word of the discard pile
    discard: str = "drop"
    #: ``gets`` may be the effect of a continuous ability (the game's layer of
    #: continuous effects reads it: this card, or all the cards of a zone)
    lasting_gets: bool = False
    #: whom ``damage`` may be dealt to: ``opponent``, ``you``, ``each``
    damage_to: tuple[str, ...] = ("opponent",)
    #: zone words a card enters only by the game's own actions (played,
    #: called, ridden, summoned: the game's words do it, ``put`` does not)
    play_zones: tuple[str, ...] = ()
    #: a card searched out of a hidden zone stays known to every player
    #: until it leaves the hand (the rules say it is revealed to all; else
    #: it is shown only while the effect resolves)
    search_keeps_revealed: bool = False
    #: the zone words whose cards are "this card" for its effects (its
    #: abilities work there); empty: any zone of the field
    this_zones: tuple[str, ...] = ()
    #: a deck looked at is shuffled afterwards unless the effect says otherwise
    look_shuffles: bool = False
    #: ``gets`` may also be written as the card prints it ("+3000"): see :meth:`signed_change`
    signed: bool = False
    #: the stats and durations as the game's cards write them, where that
    #: differs from their names ("Crit", "this turn")
    words: Mapping[str, str] = field(default_factory=dict)
    #: cards take damage (``damage`` with a ``target``: :meth:`damage_card`)
    card_damage: bool = False
    #: a player may gain control of another's cards (``take_control``)
    control: bool = False
    #: the game recovers (``heal``: :meth:`heal`)
    heals: bool = False
    #: ``put`` may put cards under this card (``to = "under"``: the game's markers, soul or
    #: stack, :meth:`put_under`)
    under: bool = False
    #: the keyword abilities ``grant`` and ``remove`` may name (none: the game has no such words)
    keywords: tuple[str, ...] = ()
    #: ``grant`` / ``remove`` may be the effect of a continuous ability (the game reads it)
    lasting_grant: bool = False
    #: the characteristic a card's keyword abilities are (``grant`` adds to it)
    keyword_stat: str = "keywords"

    # -- words --------------------------------------------------------------------

    def rule(self, g: Game, verb: str) -> str:
        """The rule number of ``verb`` in the rules ``g`` is played under."""
        return self.rules.get(verb, "")

    def name_has(self, card: CardDef, part: str) -> bool:
        """Whether ``part`` is part of the card's name (a game may read names its own way)."""
        return part in card.name

    def signed_change(self, text: str) -> tuple[str, int]:
        """A change of a stat as the card prints it (``"+3000"``); ValueError
        when it is not one."""
        raise ValueError(text)

    def text_values(self, key: str) -> Callable[[CardDef], tuple[str, ...]]:
        return self.texts.get(key, _no_text)

    # -- reading the game ---------------------------------------------------------------

    def stat(self, g: Game, card: Card, name: str) -> int:
        """A stat of a card now (after continuous effects)."""
        value = g.stat(card, name, 0)
        return int(value) if isinstance(value, int) else 0

    def amount(self, g: Game, p: Pending, value: Any) -> int:
        """An amount as the effect uses it (a number, or a reference to the
        ability's card)."""
        return int(value)

    def seats(self, g: Game, master: int, owner: str) -> list[int]:
        """The seats whose zones a selector's ``owner`` (``you``,
        ``opponent``, ``any``) names, in the order their cards are offered."""
        if owner == "you":
            return [master]
        if owner == "opponent":
            return g.opponents(master)
        return g.turn_order()

    def zones_of(self, g: Game, seat: int, word: str) -> list[Zone]:
        return [g.zone(seat, name) for name in self.zones[word]]

    def this(self, g: Game, p: Pending) -> Card | None:
        """The ability's own card, while it is still the card whose ability
        this is and where that ability works."""
        card = g.source_of(p)
        if card is None:
            return None
        if self.this_zones:
            return card if card.zone.name in self.this_zones else None
        return card if card.zone.field else None

    def removable(self, g: Game, master: int, card: Card) -> bool:
        """Whether an effect of ``master`` may take ``card`` out of where it is
        (a keyword may protect it from the opponent's effects)."""
        return True

    def may_stand(self, g: Game, card: Card) -> bool:
        """Whether ``card`` may be stood now (a game may keep a card from standing for a while)."""
        return True

    def defending(self, g: Game, card: Card) -> bool:
        """Whether ``card`` is being attacked in the battle now (a selector's ``defending``)."""
        return False

    def choosable(self, g: Game, master: int, card: Card) -> bool:
        """Whether an effect of ``master`` may choose ``card`` (keywords that
        protect cards from the opponent's effects)."""
        return True

    # -- changing the game -----------------------------------------------------------------

    def left_deck(self, g: Game, seat: int) -> None:
        """A card has just left ``seat``'s deck (one at a time)."""

    def deck_searched(self, g: Game, seat: int) -> None:
        """``seat``'s deck has been searched and shuffled."""

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
        """Put ``card`` into ``dst``, on its bottom with ``bottom`` (a card
        leaving the field leaves it as the game's rules say)."""
        g.move(card, dst, face_up=face_up, orientation=orientation, why=why, rule=rule, bottom=bottom)
        return
        yield

    def put_under(self, g: Game, card: Card, host: Card, *, face_up: bool, rule: str) -> Flow:
        """Put ``card`` under ``host`` as the game keeps cards under a card
        (Weiss Schwarz markers, a DBSCG stack, a System Gate soul); False
        when the card cannot be put there (nothing is under a card there)."""
        raise NotImplementedError(f"{self.game} puts no card under another")
        yield

    def damage(self, g: Game, p: Pending, to: str, n: int) -> Flow:
        """Deal ``n`` damage to ``to`` (a word of :attr:`damage_to`) as the game does."""
        raise NotImplementedError(f"{self.game} deals no damage by effect")
        yield

    def damage_card(self, g: Game, p: Pending, card: Card, n: int) -> None:
        """Deal ``n`` damage to ``card`` (a game whose cards take damage)."""
        raise NotImplementedError(f"{self.game} deals no damage to cards")

    def take_control(self, g: Game, p: Pending, card: Card) -> Flow:
        """The master gains control of ``card`` (its owner stays)."""
        raise NotImplementedError(f"{self.game} has no change of control")
        yield

    def heal(self, g: Game, p: Pending, n: int) -> Flow:
        """The master recovers ``n`` as the game does (damage healed, life gained)."""
        raise NotImplementedError(f"{self.game} does not heal")
        yield

    def win(self, g: Game, p: Pending) -> Flow:
        """The master wins: every opponent loses, and the game ends at once
        (without waiting for a check timing)."""
        for seat in g.opponents(p.controller):
            g.flag_loss(seat, msg("outcome.loses_to_effect", n=p.controller + 1, card=p.label), self.rule(g, "win"))
        g.settle()
        return
        yield

    def lose(self, g: Game, p: Pending, who: str) -> Flow:
        """``you`` (the master) or the opponent loses, and the game ends at once."""
        seat = p.controller if who == "you" else g.opponent(p.controller)
        g.log(msg("log.loses_by_effect", n=seat + 1, label=p.label), rule=self.rule(g, "lose"))
        g.flag_loss(seat, msg("outcome.lost_to_effect", card=p.label), self.rule(g, "lose"))
        g.settle()
        return
        yield

    def after_put(self, g: Game, to: str) -> Flow:
        """Cards have just been put into the zones ``to`` names (a game may
        have rule actions that act at once)."""
        return
        yield

    def change_words(self, card: Card, stat: str, n: int, until: str) -> str:
        """ "X gets +N stat until end of turn", as the game's cards say it."""
        return self.change_message(card, stat, n, until).english()

    def change_message(self, card: Card, stat: str, n: int, until: str) -> Message:
        """:meth:`change_words` as a message (the log's note of the change)."""
        stat_words = word_message("log.stat", self.words.get(stat, stat))
        until_words = self.until_words(until)
        if not until_words:
            return msg("log.gets", card=ref(card), n=n, stat=stat_words)
        return msg("log.gets_until", card=ref(card), n=n, stat=stat_words, until=until_words)

    def until_words(self, until: str) -> Message | str:
        """A duration in the game's words ("until end of turn"), "" for none."""
        words = self.words.get(until, UNTIL_WORDS.get(until, ""))
        if not words:
            return ""
        said = known(f"log.until.{until}", words)
        return said if isinstance(said, Message) else word_message("log.until", words)

    def add_stat(self, g: Game, p: Pending, card: Card, stat: str, n: int, until: str) -> None:
        """``card`` gets ``n`` more ``stat`` for the duration ``until``."""
        g.add_effect(
            stat,
            "add",
            n,
            target=card,
            duration=DURATIONS[until],
            text=self.change_message(card, stat, n, until),
            source=g.source_of(p),
            controller=p.controller,
        )

    def grant(self, g: Game, p: Pending, card: Card, keyword: str, op: str, until: str) -> None:
        """``card`` gets (``op = "grant"``) or loses (``"remove"``) the keyword ability ``keyword``
        for the duration ``until``."""
        g.add_effect(
            self.keyword_stat,
            op,
            keyword,
            target=card,
            duration=DURATIONS[until],
            text=msg("log.keyword." + op, card=ref(card), keyword=word_message("log.skill", keyword)),
            source=g.source_of(p),
            controller=p.controller,
        )
        until_words = self.until_words(until)
        mid = "log.keyword." + op + ("_until" if until_words else "")
        said = word_message("log.skill", keyword)
        g.log(msg(mid, card=ref(card), keyword=said, until=until_words), rule=self.rule(g, op))

    def holds(self, g: Game, p: Pending, conditions: tuple[tuple[str, Any], ...]) -> bool:
        """Whether every condition (words of an ability's ``condition``) holds now for the master."""
        raise NotImplementedError(f"{self.game} checks no condition in an effect")

    def run_steps(self, g: Game, p: Pending, steps: tuple[tuple[str, Any], ...]) -> Flow:
        """Carry out effect steps held in another step (the game's words included), in order."""
        yield from run_effects(g, p, steps, g.ruleset.effect_handlers())

    def select(self, g: Game, p: Pending, selector: Selector, prompt: str, rule: str) -> Flow:
        """The cards an effect acts on: those ``selector`` names, chosen now
        when a choice is needed (a game that chooses when the ability is
        played looks up that choice here)."""
        chosen: list[Card] = yield from selector.choose(self, g, p, prompt, rule)
        return chosen
