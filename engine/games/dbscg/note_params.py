"""The parameters of DBSCG's log notes (:mod:`engine.log_words.dbscg`): a
pending skill's label, text that may keep its message, cards listed by name."""

from __future__ import annotations

from engine.messages import ENGLISH, CardRef, Message, Said, msg
from engine.state import Card, Game
from engine.timing import Pending

#: a parameter of a message: text, a number, a card or words of their own
Param = str | int | CardRef | Message


#: what a delayed skill's label adds to its card's name (``dbs.log.end_of_turn_label``)
_END_OF_TURN = " (end of the turn)"


def label_of(g: Game, p: Pending) -> Param:
    """A pending skill's label as a parameter: its card by name when the
    label is the card's name, its message when it keeps one, else as it is."""
    if isinstance(p.label, Said):
        return p.label.message
    if p.source is None:
        return p.label
    name = g.cards[p.source].name
    if name == p.label:
        return CardRef(p.source, name)
    if p.label == f"{name}{_END_OF_TURN}":  # steps waiting for the end of the turn (engine.games.dbscg.delayed)
        return msg("dbs.log.end_of_turn_label", label=CardRef(p.source, name))
    if p.label.startswith(f"{name}: [") and (kw := _KEYWORDS.get(p.label[len(name) + 2 :])) is not None:
        return msg("dbs.log.label.keyword", card=CardRef(p.source, name), skill=Message(kw))  # [Dual Attack], [Blocker]
    return p.label


def text_of(words: str) -> Param:
    """Text handed on: its message when it keeps one, else the text as it is."""
    return words.message if isinstance(words, Said) else words


def named(card: Card) -> CardRef:
    """A card every seat sees (on the field, or revealed), by its name."""
    return CardRef(card.iid, card.name)


def listed(items: list[Param]) -> Param:
    """Several parameters as one, joined by commas as English lists them
    (``dbs.cost.and``); nothing is the empty text."""
    if not items:
        return ""
    out = items[0]
    for item in items[1:]:
        out = msg("dbs.cost.and", first=out, then=item)
    return out


def names(cards: list[Card]) -> Param:
    """Cards every seat sees, listed by name."""
    return listed([named(c) for c in cards])


def color_list(colors: list[str] | tuple[str, ...]) -> Param:
    """Colors of energy by their ids, joined with slashes (``red/blue``)."""
    out: Param = ""
    for color in colors:
        mid = f"dbs.color.{color}"
        word: Param = Message(mid) if mid in ENGLISH else color
        out = word if out == "" else msg("dbs.log.colors", first=out, then=word)
    return out


#: keywords as the cards print them, by their message ids (DBS 10)
_KEYWORDS = {
    "[Over Realm]": "dbs.log.kw.over_realm",
    "[Dark Over Realm]": "dbs.log.kw.dark_over_realm",
    "[Evolve]": "dbs.log.kw.evolve",
    "[EX-Evolve]": "dbs.log.kw.ex_evolve",
    "[Xeno-Evolve]": "dbs.log.kw.xeno_evolve",
    "[Union-Fusion]": "dbs.log.kw.union_fusion",
    "[Union-Potara]": "dbs.log.kw.union_potara",
    "[Swap]": "dbs.log.kw.swap",
    "[Dual Attack]": "dbs.log.kw.dual_attack",
    "[Triple Attack]": "dbs.log.kw.triple_attack",
    "[Blocker]": "dbs.log.kw.blocker",
    "[Revenge]": "dbs.log.kw.revenge",
}


def keyword_of(word: str) -> Param:
    """A keyword as the cards print it (``[Evolve]``) by its message id; one without an id as it is."""
    mid = _KEYWORDS.get(word)
    return Message(mid) if mid is not None else word


def skill_of(word: str, card: Card, resolved: bool = False) -> Said:
    """ "the [Evolve] of X" (resolved: "... resolved"): what a counter timing answers."""
    mid = "dbs.log.what.skill_resolved" if resolved else "dbs.log.what.skill_of"
    return Said(msg(mid, skill=keyword_of(word), card=named(card)))


def skill_cost_of(word: str) -> Said:
    """ "[Evolve] skill cost" (DBS 8-4): what the energy paid is for, its keyword by its id."""
    return Said(msg("dbs.log.skill_cost_of", skill=keyword_of(word)))
