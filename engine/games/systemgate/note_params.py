"""The parameters of System Gate's log notes (:mod:`engine.log_words.systemgate`):
a card by name, a pending skill's label, why Life or damage changed."""

from __future__ import annotations

import re

from engine.messages import ENGLISH, CardRef, Message, msg
from engine.state import Card, Game
from engine.timing import Pending

#: a parameter of a message: text, a number, a card or words of their own
Param = str | int | CardRef | Message

#: the labels the game gives skills after their card's name (abilities.py, gatemaster.py)
_GM_SKILL = re.compile(r"Gate Master skill \((.*)\)")
_COMBINE = re.compile(r"\[Combine\] into (.*)")
_UNION = re.compile(r'\[Union "(.*)"\]')


def named(card: Card) -> CardRef:
    """A card every seat sees (on the field, in the stack, revealed), by its name."""
    return CardRef(card.iid, card.name)


def label_of(g: Game, p: Pending) -> Param:
    """A pending skill's label as a parameter: its card by name, then what
    the label says of the skill (a Gate Master skill, [Combine], [Union], or
    the skill's printed text); a label not made from its card's name as it is."""
    if p.source is None:
        return p.label
    name = g.cards[p.source].name
    card = CardRef(p.source, name)
    if p.label == name:
        return card
    if not p.label.startswith(f"{name}: "):
        return p.label
    rest = p.label[len(name) + 2 :]
    if m := _GM_SKILL.fullmatch(rest):
        return msg("sg.log.label.gm_skill", card=card, skill=gm_skill_of(m.group(1)))
    if m := _COMBINE.fullmatch(rest):
        target = p.ctx.get("target")
        into: Param = CardRef(target, m.group(1)) if isinstance(target, int) else m.group(1)
        return msg("sg.log.label.combine", card=card, target=into)
    if m := _UNION.fullmatch(rest):
        return msg("sg.log.label.union", card=card, name=m.group(1))
    return msg("sg.log.label.text", card=card, text=rest)


def gm_skill_of(words: str) -> Param:
    """A Gate Master skill as its label says it (``energy 2``, ``berserk``,
    SG 2.4) by its id and value; words of another kind as they are."""
    kind, _, value = words.partition(" ")
    mid = f"sg.log.gm.{kind}"
    if mid not in ENGLISH or (value and not value.isdigit()):
        return words
    return msg("sg.log.gm_n", skill=Message(mid), x=int(value)) if value else Message(mid)


#: why nothing can be chosen for a skill (``CardChoice.none``), by message id
_NONE = {
    "no card to choose": "sg.log.none.no_card",
    "nothing can move": "sg.log.none.no_move",
    "fewer than two units to exchange": "sg.log.none.no_exchange",
}


def none_of(text: str) -> Param:
    """Why a skill finds nothing to choose, by its id; other words as they are."""
    mid = _NONE.get(text)
    return Message(mid) if mid is not None else text


def chosen_ref(card: Card) -> Param:
    """A chosen card as every player may read it: by name in a public zone, else "a chosen card"."""
    return named(card) if card.zone.visibility == "public" else msg("sg.log.a_chosen_card")


def listed(items: list[Param]) -> Param:
    """Several parameters as one, joined by commas (``sg.log.list``); nothing is the empty text."""
    if not items:
        return ""
    out = items[0]
    for item in items[1:]:
        out = msg("sg.log.list", first=out, then=item)
    return out


def zone_of(name: str) -> Param:
    """A field zone a card goes to (``left``, ``player``) by its id; another as it is."""
    mid = f"sg.log.zone.{name}"
    return Message(mid) if mid in ENGLISH else name


#: why a card left the field, other than destroyed or returned to the hand (``leave_field``), by message id
_LEFT_WHY = {
    "[Ghoststrike]": "sg.log.left.ghoststrike",
    "[Gear Swap]": "sg.log.left.gear_swap",
    "over the Limit": "sg.log.left.over_limit",
    "put into the deck": "sg.log.left.deck",
    "put into the drop": "sg.log.left.drop",
    "put into the energy": "sg.log.left.energy",
}


def left_field(card: Card, kind: str, why: str) -> Message:
    """How a card left the field: destroyed or returned (``kind``), else why it
    left, each a sentence of its own; another reason as it is."""
    mid = f"sg.log.left.{kind}" if kind else _LEFT_WHY.get(why)
    if mid is not None:
        return msg(mid, card=named(card))
    return msg("sg.log.leaves_field", card=named(card), why=why)
