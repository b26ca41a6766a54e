"""System Gate's keyword skills (SG 11): the keywords a card has now, and
what the keywords that act outside an attack or a play do.

[Move] (SG 11.2) is played in the Main Phase (:mod:`.turn`); [Dual Attack],
[Penetrate], [Revenge], [Ghoststrike] and [Vampire Curse] (SG 11.3 - 11.8)
act in an attack (:mod:`.battle`); [Slow Start] and [Gear Swap] (SG 11.12,
SG 11.13) as a card resolves (:mod:`.stack`); [Pilot], [Combine] and
[Union] (SG 11.10, SG 11.11, SG 11.14) are played as [Use] skills
(:mod:`.abilities`).
"""

from __future__ import annotations

from engine.cards import CardDef
from engine.decisions import Option
from engine.flow import choose_cards, choose_one
from engine.games.systemgate.note_params import named
from engine.games.systemgate.state import Flow
from engine.messages import CardRef, msg
from engine.state import STAND, Card, Game, Zone

_KEYWORDS: dict[CardDef, frozenset[str]] = {}


def printed_keywords(card: CardDef) -> frozenset[str]:
    """The keywords printed on a card (computed once per printed card)."""
    kw = _KEYWORDS.get(card)
    if kw is None:
        kw = _KEYWORDS[card] = frozenset(card.stats.get("keywords", ()))
    return kw


def has_keyword(g: Game, card: Card, word: str) -> bool:
    """Whether ``card`` has the keyword now: printed, or given or taken by a
    continuous effect."""
    if not g.effects:
        return word in printed_keywords(card.card)
    return word in g.stat(card, "keywords", ())


def dive_shields(g: Game, seat: int, card: Card) -> bool:
    """SG 11.15 [Dive]: a standing [Dive] card of ``seat``'s enemy on the Left
    or Right cannot be chosen by an effect or a cost, nor attacked."""
    if g.players[card.master].team == g.players[seat].team or card.zone.name not in ("left", "right"):
        return False
    return card.orientation == STAND and has_keyword(g, card, "dive")


def soulguard_keeps(g: Game, card: Card, soul: Zone) -> Flow:
    """SG 11.5.1 [Soulguard]: a card about to leave the field may drop a soul
    card instead and stay. Returns True when it stays."""
    if not soul.cards or not has_keyword(g, card, "soulguard"):
        return False
    ref = CardRef(card.iid, card.name)
    keep = msg("sg.option.soulguard_keep", card=ref)
    opts = [
        Option("keep", keep, message=keep),
        Option("leave", "Let it leave the field", message=msg("sg.option.soulguard_leave")),
    ]
    prompt = msg("sg.soulguard", card=ref)
    opt = yield from choose_one(g, card.master, prompt, opts, rule="SG 11.5.1", about="replacement")
    if opt.key != "keep":
        return False
    chosen = yield from choose_cards(
        g, card.master, msg("sg.ask.soul_card_to_drop"), soul.cards, 1, 1, rule="SG 11.5.1", about="replacement"
    )
    for c in chosen:
        g.move(c, g.zone(c.owner, "drop"), why="Soulguard", rule="SG 11.5.1")
    g.log(msg("sg.log.soulguard", card=named(card)), rule="SG 11.5.1")
    return True


def life_bond(card: Card) -> int:
    """SG 11.9 [Life Bond X]: the damage its controller takes when it is
    destroyed (the printed keyword)."""
    return int(card.card.stats.get("life_bond", 0)) if "life_bond" in printed_keywords(card.card) else 0


def vampire_curse(g: Game, card: Card) -> int:
    """SG 11.8 [Vampire Curse X]: how many cards the defender drops from the
    deck when this attacker destroys the attacked unit."""
    return int(card.card.stats.get("vampire_curse", 0)) if has_keyword(g, card, "vampire_curse") else 0
