"""KO (DBS 10-1) and damage (DBS 4-10): what a battle's result or a skill
does to a Battle Card or to a player's life."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.decisions import Decision, Option
from engine.flow import choose_one, option, replace
from engine.games.dbscg.keywords import card_keywords
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.note_params import named
from engine.games.dbscg.protection import ko_barred
from engine.games.dbscg.stats import auto_whens, read
from engine.messages import msg
from engine.state import Card, Game

Flow = Generator[Decision, tuple[Option, ...], Any]

#: the area movement triggers a KO fulfils (DBS 8-6-5): "when this card is KO-ed" (or "removed ... or KO'd")
_KO_WHENS = frozenset({"ko_ed", "removed_or_ko"})


def ko(
    g: Game, card: Card, *, by_opponent: bool, why: str, rule: str = "", by: Card | None = None, cause: str = "skill"
) -> Flow:
    """DBS 10-1-1: KO moves a Battle Card to its owner's Drop Area.
    DBS 10-12-1: [Indestructible] cards are not KO-ed by the opponent's
    skills or battle results; the action is not conducted (DBS 1-3-3).
    A replacement effect may process another event instead (DBS 8-9-1).
    Only a KO that happened is journaled as a KO (DBS 10-1-2), so only
    then do "when this card is KO-ed" and "when you KO a card" trigger
    (:meth:`~engine.games.dbscg.ruleset.DragonBallSuper.triggers`). ``by``
    is the card that KOs it (the attack card when ``cause`` is ``battle``)."""
    if card.zone.name != "battle" or card.card.type != "battle":
        return
    rs = ruleset_of(g)
    if by_opponent and "indestructible" in card_keywords(g, card):
        g.log(msg("dbs.log.not_ko_indestructible", card=named(card)), rule=rs.r("indestructible"))
        return
    if ko_barred(g, card, by_opponent=by_opponent, cause=cause):
        g.log(msg("dbs.log.ko_barred", card=named(card)), rule=rs.r("impossible"))
        return
    if g.replacements:
        # DBS 8-9: a replacement effect processes its event instead of the KO; with several,
        # the master of the card chooses (8-9-2-1), each applying once (8-9-2-3)
        ctx = yield from replace(
            g, "ko", {"player": card.master, "card": card, "inc": card.incarnation, "replaced": False}
        )
        if ctx["replaced"]:
            return  # DBS 8-9-1-1: the KO is treated as if it never happened
    watched = card.card.abilities and not _KO_WHENS.isdisjoint(auto_whens(card.card))
    last = (read(g, card), card.incarnation) if watched else None
    rule = rule or rs.r("ko")
    g.move(card, g.zone(card.owner, "drop"), why=why, rule=rule)
    text = msg("dbs.log.ko_ed", card=named(card))
    g.happen("ko", (card,), by=(by,) if by else (), cause=cause, text=text, rule=rule, last=last)


def damage(g: Game, seat: int, n: int, *, source: Card, critical: bool, rule: str, cause: str = "skill") -> Flow:
    """DBS 4-10-2: for each damage the player chooses 1 of their life cards
    and adds it to their hand; with [Critical] (DBS 10-6-1) the cards go
    to the Drop Area instead. The life cards are face down, so the choice
    is made by position (their identity is not revealed). ``source`` is
    the damage source (DBS 4-11-1); ``cause`` is ``battle`` for damage
    inflicted by attacking (DBS 4-11-1-1)."""
    rs = ruleset_of(g)
    life = g.zone(seat, "life")
    dest = g.zone(seat, "drop" if critical else "hand")
    before = len(life.cards)
    for i in range(n):
        if not life.cards:
            break
        if len(life.cards) == 1:
            card = life.cards[0]
        else:
            options = [
                option(g, f"life:{k}", msg("dbs.option.life_card", k=k + 1, n=len(life.cards)), src=life.key)
                for k in range(len(life.cards))
            ]
            prompt = msg("dbs.damage", i=i + 1, n=n)
            opt = yield from choose_one(g, seat, prompt, options, rule=rs.r("damage_one"), about="damage")
            card = life.cards[int(opt.key.split(":")[1])]
        g.move(card, dest, why="damage", rule=rs.r("damage_one"))
    mid = "dbs.log.damage_critical" if critical else "dbs.log.damage"
    text = msg(mid, card=named(source), k=n, n=seat + 1, before=before, after=len(life.cards))
    taken = before - len(life.cards)
    if taken:
        g.happen(
            "damage",
            player=seat,
            by=(source,),
            amount=taken,
            cause=cause,
            text=text,
            rule=rs.r("critical") if critical else rule,
        )
    else:
        g.log(text, rule=rule)  # DBS 4-10-2-2: no life card was taken; no damage happened
