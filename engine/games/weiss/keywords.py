"""The keyword abilities of a printed card and the lookup of its abilities
by kind (WS 8.2, WS 10), made once per printed card: its automatic,
activated and continuous abilities, Assist (WS 10.3), Alarm (WS 10.1),
Great Performance (WS 10.6), Shift's abilities in the clock (WS 10.11),
Backup (WS 10.5), replacement effects (WS 8.10) and state-activated
abilities (WS 8.7.6). Encore [3] is every character's (WS 10.2.3).
"""

from __future__ import annotations

from dataclasses import dataclass
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
    got = _INFO.get(card)
    if got is not None:
        return got
    autos: dict[str, list[Ability]] = {}
    acts: list[Ability] = []
    conts: list[Ability] = []
    self_bonus: list[tuple[str, int, Ability]] = []
    assist: list[tuple[int, Ability]] = []
    everyone: list[tuple[str, int, Ability]] = []
    alarm: list[tuple[str, int, Ability]] = []
    clock_autos: dict[str, list[Ability]] = {}
    great = False
    memory_instead = False
    replacements: list[tuple[int, Ability, str, str]] = []
    states: list[tuple[int, Ability]] = []
    per_character: list[tuple[dict[str, Any], Ability]] = []
    others: list[tuple[dict[str, Any], Ability]] = []
    per_marker: list[tuple[dict[str, Any], Ability]] = []
    facing: list[tuple[str, int, Ability]] = []
    in_hand: list[tuple[str, int, Ability]] = []
    no_play: list[Ability] = []
    no_color: list[Ability] = []
    for index, ab in enumerate(card.abilities):
        if "timed" in ab.zones:
            continue  # WS 8.7.5: created by an effect of the card, not printed on it as such
        if ab.kind == "auto" and ab.when == "state":
            states.append((index, ab))
        elif ab.kind == "auto":
            if ab.zones == ("clock",):
                clock_autos.setdefault(ab.when, []).append(ab)
            else:
                autos.setdefault(ab.when, []).append(ab)
        elif ab.kind == "act":
            acts.append(ab)
        elif ab.zones == ("hand",):  # works in the hand only: never on the stage
            for word, value in ab.effect:
                if isinstance(value, Gets) and value.target.this:
                    in_hand.extend((stat, int(n), ab) for stat, n in value.changes)
                elif word == "cannot_play":
                    no_play.append(ab)
                elif word == "no_color_rule":
                    no_color.append(ab)
        elif "replay" in ab.zones:
            continue  # WS 11.3.1.3: a Replay Command only runs when its red text is resolved
        elif "clock" in ab.zones:  # WS 10.1: Alarm, from the top of the clock
            for _, value in ab.effect:
                if isinstance(value, Gets):
                    alarm.extend((stat, int(n), ab) for stat, n in value.changes)
        else:
            conts.append(ab)
            for word, value in ab.effect:
                if word == "great_performance":
                    great = True
                elif word == "instead_of_waiting_room":
                    who = str(ab.params.get("who", "self"))
                    memory_instead = memory_instead or (value == MEMORY and who == "self")
                    replacements.append((index, ab, str(value), who))
                elif isinstance(value, Gets):  # this card, or all your characters (a climax)
                    bonus = self_bonus if value.target.this else everyone
                    bonus.extend((stat, int(n), ab) for stat, n in value.changes)
                elif word == "assist_power":
                    assist.append((int(value), ab))
                elif word == "power_per_character":
                    per_character.append((dict(value), ab))
                elif word == "others_get":
                    others.append((dict(value), ab))
                elif word == "per_marker":
                    per_marker.append((dict(value), ab))
                elif word == "facing_gets":
                    facing.extend((stat, int(n), ab) for stat, n in dict(value).items())
    lowers = (
        any(w == "power" and v < 0 for w, v, _ in self_bonus)
        or any(v < 0 for v, _ in assist)
        or any(w == "power" and v < 0 for w, v, _ in everyone)
        or any(w == "power" and v < 0 for w, v, _ in alarm)
        or any(int(spec.get("power", 0)) < 0 for spec, _ in (*per_character, *others, *per_marker))
        or any(w == "power" and v < 0 for w, v, _ in facing)
    )
    got = CardInfo(
        {k: tuple(v) for k, v in autos.items()},
        tuple(acts),
        tuple(conts),
        tuple(self_bonus),
        tuple(assist),
        tuple(everyone),
        lowers,
        tuple(alarm),
        great,
        {k: tuple(v) for k, v in clock_autos.items()} or None,
        memory_instead,
        tuple(replacements),
        tuple(states),
        tuple(per_character),
        tuple(others),
        tuple(per_marker),
        tuple(facing),
        tuple(in_hand),
        tuple(no_play),
        tuple(no_color),
    )
    _INFO[card] = got
    return got


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
