"""The state a Dragon Ball Super game keeps beside the cards: :class:`DbsState`
for the whole game (``g.data``, installed at set-up) and :class:`DbsTurn` for
the turn in progress (``g.turn_data``, replaced when a turn begins), with the
battle in progress (:class:`Battle`) and the card information a rule fixed
(:class:`CardInfo`), and a counter timing (:class:`CounterTiming`). Read them through :func:`game_state`,
:func:`turn_state` and :func:`current_battle`."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from engine.abilities import Ability
from engine.cards import CardDef
from engine.state import Card, Game


def character_name(text: object) -> str:
    """A character name (DBS 2-5) as card text and card data spell it alike:
    "Trunks : Future" is "Trunks: Future" (the spacing around the colon is
    typography)."""
    return re.sub(r"\s*:\s*", ": ", str(text)).strip()


def character_of(cd: CardDef) -> str:
    """The card's character name (DBS 2-5-1), spelled as :func:`character_name` does."""
    return character_name(cd.stats.get("character", ""))


def same_character(a: object, b: object) -> bool:
    """Whether two spellings name one character: the colon's spacing and the
    letters' case are typography ("Brianne de Chateau", "Brianne De Chateau")."""
    return character_name(a).casefold() == character_name(b).casefold()


def colors_of(cd: CardDef) -> tuple[str, ...]:
    """DBS 2-4-1: the card's colors. A card file names one color
    (``color = "red"``) or several (``color = ["red", "green"]``); a card of
    several colors is a card of each of them, for card text and for paying
    specified costs (docs/decisions.md, "Cards of several colors")."""
    value = cd.stats.get("color", "")
    if isinstance(value, str):
        return (value,) if value else ()
    return tuple(str(v) for v in value)


@dataclass(frozen=True, slots=True)
class CardInfo:
    """A card's information as read in one area (DBS 2, DBS 8-8-1)."""

    name: str
    area: str
    power: int | None  # DBS 2-8-2: only Leader and Battle Cards have power
    cost: int | None  # DBS 2-11-2: only Battle and Extra Cards have an energy cost
    color: tuple[str, ...]
    keywords: tuple[str, ...]


class Battle:
    """The battle in progress: attack card and guard card (by incarnation)."""

    __slots__ = (
        "attacker",
        "attacker_inc",
        "blocked",
        "combo_effects",
        "combo_info",
        "combos",
        "from_hand",
        "guard",
        "guard_inc",
        "negated",
        "restand",
        "revenge",
        "target",
        "target_inc",
    )

    def __init__(self, attacker: Card, guard: Card) -> None:
        self.attacker = attacker
        self.attacker_inc = attacker.incarnation
        self.guard = guard
        self.guard_inc = guard.incarnation
        #: a [Counter] negated the attack (DBS 7-1-4)
        self.negated = False
        #: the cards that switch to Active Mode after the battle ([Dual Attack], DBS 10-8-1)
        self.restand: list[Card] = []
        #: the combo power effects, ended at DBS 7-4-1-7
        self.combo_effects: list[int] = []
        #: the guard card with [Revenge] attacked by a Battle Card (DBS 10-9-1)
        self.revenge: Card | None = None
        #: the cards that comboed in this battle (DBS 7-4-1-8-1)
        self.combos: list[Card] = []
        #: those placed in the Combo Area from the hand (DBS 7-2-1-2-2, 7-3-1-2-2)
        self.from_hand: set[int] = set()
        #: the original target of the attack (DBS 10-4-2: Negate [Blocker] switches back to it)
        self.target = guard
        self.target_inc = guard.incarnation
        #: the guard card was switched by [Blocker] (DBS 10-4-1)
        self.blocked = False
        #: the combo cards' information in the Combo Area just before they left it (DBS 8-6-5-1)
        self.combo_info: dict[int, tuple[CardInfo, int]] = {}

    def set_guard(self, card: Card) -> None:
        self.guard = card
        self.guard_inc = card.incarnation

    def valid(self) -> bool:
        """Both the attack card and the guard card are still on the field
        as the same cards (DBS 7-1-4 / DBS1.0 7-1-3-1)."""
        a, d = self.attacker, self.guard
        return (
            a.incarnation == self.attacker_inc
            and a.zone.name in ("leader", "battle")
            and d.incarnation == self.guard_inc
            and d.zone.name in ("leader", "battle")
        )


@dataclass(slots=True)
class CounterEntry:
    """A [Counter] skill activated in a counter timing (DBS 4-7-3-2, 4-7-3-3)."""

    seat: int
    card: Card
    ability: Ability
    #: a later [Counter] negated it (DBS 10-10-5): it does nothing
    negated: bool = False


@dataclass(slots=True)
class CounterTiming:
    """A counter timing (DBS 4-7-3): the action that caused it and the
    [Counter] skills activated in it, first activated first."""

    #: the action in words ("the attack of ...")
    what: str
    #: the player who performed the action
    actor: int
    #: a [Counter] negated the action (DBS 7-1-4, 6-3-1-2-1-2)
    negated: bool = False
    chain: list[CounterEntry] = field(default_factory=list)
    #: the Battle Card declared to be played, in the counter timing of that play (DBS 6-3-1-2-1-2)
    playing: Card | None = None
    #: a [Counter: Play] sent it elsewhere "instead of being played": drop, hand, bottom, warp (counter_play)
    instead: str = ""
    #: it is played in Rest Mode / with its skills negated for the turn (counter_play)
    rested: bool = False
    negated_skills: bool = False


#: the Life Area, deck, Combo Area and Battle Area card lists of one player
RuleZones = tuple[list[Card], list[Card], list[Card], list[Card]]


@dataclass(slots=True)
class DbsState:
    """The whole game's own state (``g.data``)."""

    #: the trigger words of every [Auto] skill of the game's cards (DBS 8-6-2): phase
    #: and step triggers are looked for only when some card has them
    whens: frozenset[str] = frozenset()
    #: the card ids whose keyword skills play them from the hand ([Over Realm] DBS 10-15,
    #: [Dark Over Realm] 10-25, [Evolve] 10-5, [Union] 10-13): the Main Phase offers them
    keyword_plays: frozenset[str] = frozenset()
    #: some card of the game has [Swap] (DBS 10-24)
    swappers: bool = False
    #: some card of the game has [Warrior of Universe 7] (DBS 10-21-1)
    u7: bool = False
    #: some card of the game has the situation trigger "when you have no cards in your hand" (DBS 8-6-6)
    situations: bool = False
    #: each player's hand (the zone's card list, changed in place), for the situation trigger
    hands: list[list[Card]] = field(default_factory=list)
    #: the card lists rule processing reads, per player (DBS 9-2, 9-3, 9-5)
    rule_zones: list[RuleZones] = field(default_factory=list)
    #: the cards on the field whose situation trigger stands fulfilled (DBS 8-6-6-1)
    situation_cards: set[int] = field(default_factory=set)
    #: (card, incarnation) pairs whose situation trigger became pending and has not yet
    #: ended (DBS 8-6-6-1: it becomes pending again only once the situation arose anew)
    situation_fulfilled: set[tuple[int, int]] = field(default_factory=set)
    #: a card was placed under another this game (DBS 11-3): rule processing looks at them
    stacks: bool = False
    #: the card each card under another lies below, with its incarnation (DBS 11-3-4, 11-3-5)
    hosts: dict[int, tuple[Card, int]] = field(default_factory=dict)
    #: the tokens in the Battle Area or Combo Area (DBS 10-18-3, 10-18-7)
    tokens: list[Card] = field(default_factory=list)
    #: the [Counter] cards activated and not yet resolved in the counter timing (DBS 4-7-3)
    countering: set[int] = field(default_factory=set)
    #: "negate this skill for the game": (card, incarnation, the skill's text) (DBS 8-3-2)
    skills_off: set[tuple[int, int, str]] = field(default_factory=set)
    #: "it can't be switched to Active Mode ...": (card, incarnation, until, turn) (:mod:`engine.games.dbscg.no_active`)
    no_active: list[tuple[int, int, str, int]] = field(default_factory=list)


@dataclass(slots=True)
class DbsTurn:
    """The state of the turn in progress (``g.turn_data``)."""

    #: the battle in progress (DBS 7), None outside a battle
    battle: Battle | None = None
    #: a counter timing is in progress: no other occurs inside it (DBS 4-7-2-5)
    in_counter: bool = False
    #: the [Once per Turn] skills used this turn, as (card, ability index) (DBS 10-11-5)
    once_used: set[tuple[int, int]] = field(default_factory=set)
    #: the times a card (with its incarnation) switched to Active Mode by
    #: [Dual Attack] / [Triple Attack] this turn (DBS 10-8-1)
    multi_attacks: dict[tuple[int, int], int] = field(default_factory=dict)
    #: the effects lasting until the end of the Main Phase (DBS 6-3-1-3-1-2)
    main_effects: list[int] = field(default_factory=list)
    #: [Over Realm] / [Dark Over Realm] activations this turn (DBS 10-15-5, 10-25-4)
    over_realms: int = 0
    #: the cards played with [Over Realm] this turn, by incarnation (DBS 10-15-4)
    over_realm_played: list[tuple[int, int]] = field(default_factory=list)
    #: the cards whose "at the end of the turn" trigger was fulfilled this turn (DBS 6-4-1-1)
    turn_end_done: set[tuple[int, int]] = field(default_factory=set)
    #: steps "ignoring [Barrier]" are being carried out (DBS 10-16-1 does not apply to their choices)
    ignoring_barrier: int = 0
    #: "you can't play {X} for the duration of the turn": (player, the card name / character / trait)
    no_play: list[tuple[int, dict[str, str]]] = field(default_factory=list)
    #: "you can't activate {X} for the duration of the turn": (player, the card name)
    no_activate: list[tuple[int, str]] = field(default_factory=list)
    #: "you can't activate the [Activate Main] skill on copies of this card for the turn":
    #: (player, the card number, the timing "main" / "battle")
    no_activate_copies: list[tuple[int, str, str]] = field(default_factory=list)
    #: "negate this skill for the turn": (card, incarnation, the skill's text) (DBS 8-3-2)
    skills_off: set[tuple[int, int, str]] = field(default_factory=set)
    #: steps waiting for the end of the turn: (master, card, incarnation, label, steps) (dbscg.delayed)
    delayed: list[tuple[int, int | None, int, str, object]] = field(default_factory=list)
    #: how many of ``delayed`` were made pending
    delayed_fired: int = 0
    #: the cards (with their incarnation) whose skills are negated for the turn (DBS 8-3-2)
    negated: set[tuple[int, int]] = field(default_factory=set)


def play_barred(g: Game, seat: int, cd: CardDef) -> bool:
    """Whether ``seat`` may not play ``cd`` this turn ("you can't play {X} for the
    duration of the turn"): its card name, character name or special trait is barred;
    or a card in their Battle Area says "Only 1 {this card} / copy of this card can
    be played in your Battle Area" (a [Permanent], DBS 8-1-4: not while its skills are
    negated) and ``cd`` has its name / card number."""
    for c in g.zone(seat, "battle").cards:
        only = c.card.stats.get("only_one")
        if only and (c.card.name == cd.name if only == "name" else c.card.id == cd.id) and not skills_negated(g, c):
            return True
    for who, want in turn_state(g).no_play:
        if who != seat:
            continue
        have = {
            "name": (cd.name,),
            "character": (character_of(cd),),
            "trait": cd.stats.get("traits", ()),
        }
        if all(v in have.get(k, ()) for k, v in want.items()):
            return True
    return False


def skills_negated(g: Game, card: Card, *, left: bool = False) -> bool:
    """Whether the card's skills are negated for the turn (DBS 8-3-2: they are
    skills, but their effects cannot be activated). ``left``: the card has just
    left the Battle Area as a new card (its area movement trigger looks at it as
    it was there, DBS 8-6-5-1-2)."""
    negated = turn_state(g).negated
    return bool(negated) and (card.iid, card.incarnation - 1 if left else card.incarnation) in negated


def game_state(g: Game) -> DbsState:
    """The game's own state, installed by the ruleset's set-up."""
    data = g.data
    return data if type(data) is DbsState else g.data_of(DbsState)  # the usual case without a call


def turn_state(g: Game) -> DbsTurn:
    """The state of the turn in progress (of set-up before the first turn)."""
    data = g.turn_data
    return data if type(data) is DbsTurn else g.turn_data_of(DbsTurn)  # the usual case without a call


def current_battle(g: Game) -> Battle | None:
    """The battle in progress (DBS 7), if any."""
    return turn_state(g).battle
