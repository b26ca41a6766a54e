"""The keyword abilities of a printed card and the lookup of its abilities
by kind (WS 8.2, WS 10), made once per printed card: its automatic,
activated and continuous abilities, Assist (WS 10.3), Alarm (WS 10.1),
Great Performance (WS 10.6), Shift's abilities in the clock (WS 10.11),
Backup (WS 10.5), replacement effects (WS 8.10) and state-activated
abilities (WS 8.7.6). Encore [3] is every character's (WS 10.2.3).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.abilities import Ability
from engine.cards import CardDef
from engine.games.weiss.schema import CHARACTER, EVENT
from engine.games.weiss.zones import MEMORY
from engine.grammar.verbs import Gets
from engine.state import Card

ENCORE_COST = 3  # WS 10.2.3: every character has Encore [3]


@dataclass(frozen=True, slots=True)
class CardInfo:
    """The abilities of one printed card, sorted by kind for quick lookups."""

    autos: dict[str, tuple[Ability, ...]]
    acts: tuple[Ability, ...]
    conts: tuple[Ability, ...]
    #: (stat, amount, ability) of continuous abilities on the card itself (``gets``, "self")
    self_bonus: tuple[tuple[str, int, Ability], ...]
    #: WS 10.3 Assist: power given to the characters in front of this card
    assist: tuple[tuple[int, Ability], ...]
    #: climax-wide bonuses (``gets`` all your characters) to every character of its master
    everyone: tuple[tuple[str, int, Ability], ...]
    #: whether a continuous ability of the card can lower power
    lowers_power: bool
    #: WS 10.1 Alarm: bonuses to every character of its master while this card is the top card of the clock
    alarm: tuple[tuple[str, int, Ability], ...] = ()
    #: WS 10.6 Great Performance
    great_performance: bool = False
    #: automatic abilities that work while the card is in the clock (WS 10.11 Shift), by trigger
    clock_autos: dict[str, tuple[Ability, ...]] | None = None
    #: WS 8.10: "if this card would be put into the waiting room from the stage, put it into the memory instead"
    memory_instead: bool = False
    #: WS 8.10 replacement effects of "would be put into the waiting room from the stage":
    #: (ability index, ability, destination zone, "self" or "others")
    replacements: tuple[tuple[int, Ability, str, str], ...] = ()
    #: WS 8.7.6 automatic abilities with state activation (``when = "state"``), with their index
    states: tuple[tuple[int, Ability], ...] = ()
    #: "for each of your (other) 《T》 characters, this card gets +N power": (spec, ability)
    per_character: tuple[tuple[dict[str, Any], Ability], ...] = ()
    #: "all your other 《T》 characters get +N power": bonuses to the other characters of its master (spec, ability)
    others: tuple[tuple[dict[str, Any], Ability], ...] = ()
    #: "for each marker under this card, this card gets +N power": (stats, ability), WS 3.7
    per_marker: tuple[tuple[dict[str, Any], Ability], ...] = ()
    #: "the character facing this card gets -1 soul": (stat, amount, ability), WS 3.6.5
    facing: tuple[tuple[str, int, Ability], ...] = ()
    #: "this card gets -1 level in your hand": (stat, amount, ability) of continuous abilities that work while
    #: the card is in its master's hand (``zones = ["hand"]``), WS 8.9.1
    in_hand: tuple[tuple[str, int, Ability], ...] = ()
    #: "if you have no 《T》 character, you cannot play this card from your hand":
    #: (``cannot_play``, ``zones = ["hand"]``)
    no_play: tuple[Ability, ...] = ()
    #: "you can play this card from your hand without following the color rule" (``no_color_rule``, in the hand)
    no_color: tuple[Ability, ...] = ()


_INFO: dict[CardDef, CardInfo] = {}


def info(card: CardDef) -> CardInfo:
    """What the rules read of a card's abilities, sorted once and kept."""
    got = _INFO.get(card)
    if got is None:
        got = _INFO[card] = _Sorted.of(card).info()
    return got


Bonus = list[tuple[str, int, Ability]]


@dataclass
class _Sorted:
    """A card's abilities sorted by where and how the rules read them (see :class:`CardInfo`)."""

    autos: dict[str, list[Ability]] = field(default_factory=dict)
    acts: list[Ability] = field(default_factory=list)
    conts: list[Ability] = field(default_factory=list)
    self_bonus: Bonus = field(default_factory=list)
    assist: list[tuple[int, Ability]] = field(default_factory=list)
    everyone: Bonus = field(default_factory=list)
    alarm: Bonus = field(default_factory=list)
    clock_autos: dict[str, list[Ability]] = field(default_factory=dict)
    great: bool = False
    memory_instead: bool = False
    replacements: list[tuple[int, Ability, str, str]] = field(default_factory=list)
    states: list[tuple[int, Ability]] = field(default_factory=list)
    per_character: list[tuple[dict[str, Any], Ability]] = field(default_factory=list)
    others: list[tuple[dict[str, Any], Ability]] = field(default_factory=list)
    per_marker: list[tuple[dict[str, Any], Ability]] = field(default_factory=list)
    facing: Bonus = field(default_factory=list)
    in_hand: Bonus = field(default_factory=list)
    no_play: list[Ability] = field(default_factory=list)
    no_color: list[Ability] = field(default_factory=list)

    @classmethod
    def of(cls, card: CardDef) -> _Sorted:
        out = cls()
        for index, ab in enumerate(card.abilities):
            if "timed" in ab.zones:
                continue  # WS 8.7.5: created by an effect of the card, not printed on it as such
            if ab.kind == "auto" and ab.when == "state":
                out.states.append((index, ab))
            elif ab.kind == "auto":
                whens = out.clock_autos if ab.zones == ("clock",) else out.autos
                whens.setdefault(ab.when, []).append(ab)
            elif ab.kind == "act":
                out.acts.append(ab)
            elif ab.zones == ("hand",):  # works in the hand only: never on the stage
                out._in_hand(ab)
            elif "replay" in ab.zones:
                continue  # WS 11.3.1.3: a Replay Command only runs when its red text is resolved
            elif "clock" in ab.zones:  # WS 10.1: Alarm, from the top of the clock
                for _, value in ab.effect:
                    if isinstance(value, Gets):
                        out.alarm.extend((stat, int(n), ab) for stat, n in value.changes)
            else:
                out.conts.append(ab)
                out._continuous(index, ab)
        return out

    def _in_hand(self, ab: Ability) -> None:
        for word, value in ab.effect:
            if isinstance(value, Gets) and value.target.this:
                self.in_hand.extend((stat, int(n), ab) for stat, n in value.changes)
            elif word == "cannot_play":
                self.no_play.append(ab)
            elif word == "no_color_rule":
                self.no_color.append(ab)

    def _continuous(self, index: int, ab: Ability) -> None:
        for word, value in ab.effect:
            if word == "great_performance":
                self.great = True
            elif word == "instead_of_waiting_room":
                who = str(ab.params.get("who", "self"))
                self.memory_instead = self.memory_instead or (value == MEMORY and who == "self")
                self.replacements.append((index, ab, str(value), who))
            elif isinstance(value, Gets):  # this card, or all your characters (a climax)
                bonus = self.self_bonus if value.target.this else self.everyone
                bonus.extend((stat, int(n), ab) for stat, n in value.changes)
            elif word == "assist_power":
                self.assist.append((int(value), ab))
            elif word == "power_per_character":
                self.per_character.append((dict(value), ab))
            elif word == "others_get":
                self.others.append((dict(value), ab))
            elif word == "per_marker":
                self.per_marker.append((dict(value), ab))
            elif word == "facing_gets":
                self.facing.extend((stat, int(n), ab) for stat, n in dict(value).items())

    def lowers(self) -> bool:
        """Whether an ability of the card may lower a power."""
        return (
            any(w == "power" and v < 0 for w, v, _ in (*self.self_bonus, *self.everyone, *self.alarm, *self.facing))
            or any(v < 0 for v, _ in self.assist)
            or any(int(spec.get("power", 0)) < 0 for spec, _ in (*self.per_character, *self.others, *self.per_marker))
        )

    def info(self) -> CardInfo:
        return CardInfo(
            {k: tuple(v) for k, v in self.autos.items()},
            tuple(self.acts),
            tuple(self.conts),
            tuple(self.self_bonus),
            tuple(self.assist),
            tuple(self.everyone),
            self.lowers(),
            tuple(self.alarm),
            self.great,
            {k: tuple(v) for k, v in self.clock_autos.items()} or None,
            self.memory_instead,
            tuple(self.replacements),
            tuple(self.states),
            tuple(self.per_character),
            tuple(self.others),
            tuple(self.per_marker),
            tuple(self.facing),
            tuple(self.in_hand),
            tuple(self.no_play),
            tuple(self.no_color),
        )


def backup_ability(card: Card) -> Ability | None:
    """WS 10.5: the Backup ability of a character card in the hand, if any."""
    if card.card.type != CHARACTER:
        return None
    for ab in info(card.card).acts:
        if "hand" in ab.zones and any(w == "backup" for w, _ in ab.effect):
            return ab
    return None


def event_effects(card: Card) -> tuple[Ability, ...]:
    """WS 8.6.2.4.2: an event's effect, written as its activated abilities."""
    return info(card.card).acts if card.card.type == EVENT else ()
