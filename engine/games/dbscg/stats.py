"""A card's characteristics as the rules read them: its power after
continuous effects (DBS 2-8, 8-8-1), the skills of the side facing up
(DBS 2-3-2-1-2), and the information of a card that moved (DBS 8-6-5-1,
DBS 8-10 / DBS1.0 8-7-5-1, DBS1.0 8-11).

A skill that speaks of a card ("if that card has 15000 power or more")
reads its information (DBS 2: power, energy cost, color, keywords...) at
one moment in one area. Which one depends on how the skill came to know
the card:

* An [Auto] with an area movement trigger (DBS 8-6-5) reads the card as it
  was/is in the area the rule names (:func:`movement_info`):

  - from the Battle Area to any other area: as it was in the Battle Area,
    continuous effects included (DBS 8-6-5-1-2);
  - between an open and a secret area: as it was/is in the open area
    (DBS 8-6-5-1-1);
  - between two open areas: as it is in the new area (DBS 8-6-5-1-3). The
    ver.1.00 text of that rule names "the Battle Area" (DBS1.0 8-7-5-1-3),
    an area a card moving from the Combo Area or the Drop Area may never
    have been in; a judge reads it as the area the card left, which is the
    Battle Area whenever the card came from there
    (``DbsRuleset.open_move_reads_new_area``).

* An effect that moves a card and then refers to it reads it as it is in
  the final area it moved to (DBS 8-10-1): continuous effects from the
  Battle Area no longer apply there (DBS 8-8-1-4), so a KO-ed card has its
  printed power in the Drop Area.

"Was/is": while the card stays in that area as the same card its
information is read live (a later effect on it counts); once it has left,
the information it had when the rule fixed it is used.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.cards import CardDef
from engine.events import EffectEnded
from engine.games.dbscg.keywords import card_keywords
from engine.games.dbscg.lasting_all import counted_power, from_others
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.note_params import label_of
from engine.games.dbscg.skills import FIELD_ZONES, energy_cost, in_force
from engine.games.dbscg.state import CardInfo, colors_of
from engine.grammar.verbs import Gets
from engine.messages import CardRef, Message, msg
from engine.state import Card, Game
from engine.timing import Pending

#: DBS 3-1-3: areas whose cards both players see (the rest are secret)
OPEN_AREAS = frozenset({"leader", "battle", "combo", "energy", "drop", "warp", "removed", "under"})


# -- power and continuous effects (DBS 2-8, DBS 8-8) ---------------------------------------------


def power(g: Game, card: Card) -> int:
    """Power after continuous effects (DBS 8-8-1); the back side of an
    awakened leader has its own power (DBS 2-3-2-1-3)."""
    st = card.card.stats
    value = (
        int(st.get("back_power", 0)) if (card.card.type == "leader" and not card.face_up) else int(st.get("power", 0))
    )
    if g.effects:
        for e in g.effects:
            if e.stat == "power" and e.applies(g, card):
                value = e.apply(value)
    for verb in in_force(g, card):
        if isinstance(verb, Gets):
            value += sum(int(n) for stat, n in verb.changes if stat == "power")
    if card.zone.name in ("leader", "battle"):
        value += sum(other.power for other in from_others(g, card))  # "all 《X》 cards ... get +N power"
        value += counted_power(g, card)  # "this card gets +3000 power for each ... in your Drop Area"
    if value < 0 and not ruleset_of(g).negative_power:
        return 0  # DBS1.0 1-3-6
    return value


def combo_power(g: Game, card: Card) -> int:
    """A card's combo power after continuous effects ("this card gets +5000
    combo power", DBS 8-8-1): added to the power of the card in battle (DBS 7-4-1-2)."""
    value = int(card.card.stats.get("combo_power", 0))
    for e in g.effects:
        if e.stat == "combo_power" and e.applies(g, card):
            value = e.apply(value)
    return value


def end_effects(g: Game, eids: Iterable[int]) -> None:
    """End the given continuous effects now (the combo power, DBS 7-4-1-7)."""
    gone = set(eids)
    keep = []
    for e in g.effects:
        if e.eid in gone:
            g.emit(EffectEnded(e.eid, e.text))
        else:
            keep.append(e)
    g.effects = keep


# -- the skills of a card -----------------------------------------------------------------------


_WHENS: dict[CardDef, frozenset[str]] = {}


def auto_whens(cd: CardDef) -> frozenset[str]:
    """The trigger words of a card's [Auto] skills (either side), cached."""
    whens = _WHENS.get(cd)
    if whens is None:
        whens = _WHENS[cd] = frozenset(a.when for a in cd.abilities if a.kind == "auto")
    return whens


# -- the information of a card that moved (DBS 8-6-5-1, DBS 8-10) -------------------------------


def read(g: Game, card: Card) -> CardInfo:
    """The card's information now, in its current area, after the continuous
    effects that apply to it there (DBS 8-8-1)."""
    st = card.card.stats
    has_power = "power" in st
    return CardInfo(
        name=card.name,
        area=card.zone.name,
        power=power(g, card) if has_power else None,
        cost=energy_cost(g, card) if "cost" in st else None,
        color=colors_of(card.card),
        keywords=card_keywords(g, card),
    )


class Tracked:
    """A card's information fixed by a rule: read live while the card stays
    in ``area`` as the same card, otherwise as it was (``info``)."""

    __slots__ = ("area", "card", "inc", "info", "rule")

    def __init__(self, card: Card, inc: int, area: str, info: CardInfo, rule: str) -> None:
        self.card = card
        self.inc = inc
        self.area = area
        self.info = info
        self.rule = rule

    def now(self, g: Game) -> CardInfo:
        c = self.card
        if c.incarnation == self.inc and c.zone.name == self.area:
            return read(g, c)
        return self.info

    def __repr__(self) -> str:
        return f"<Tracked {self.info.name} in {self.area} ({self.rule})>"


def here(g: Game, card: Card, rule: str) -> Tracked:
    """The card as it is in its current area."""
    return Tracked(card, card.incarnation, card.zone.name, read(g, card), rule)


def movement_info(g: Game, card: Card, before: CardInfo, before_inc: int) -> Tracked:
    """The information an [Auto] with an area movement trigger reads
    (DBS 8-6-5-1 / DBS1.0 8-7-5-1); ``card`` has just moved from the area of
    ``before`` (read just before the move, as incarnation ``before_inc``)."""
    rs = ruleset_of(g)
    src, dst = before.area, card.zone.name
    src_open, dst_open = src in OPEN_AREAS, dst in OPEN_AREAS
    if src == "battle":
        return Tracked(card, before_inc, src, before, rs.r("info_from_battle"))  # DBS 8-6-5-1-2
    if src_open and not dst_open:
        return Tracked(card, before_inc, src, before, rs.r("info_open_secret"))  # DBS 8-6-5-1-1
    if dst_open and not src_open:
        return here(g, card, rs.r("info_open_secret"))  # DBS 8-6-5-1-1
    if src_open and dst_open and not rs.open_move_reads_new_area:
        return Tracked(card, before_inc, src, before, rs.r("info_open_open"))  # DBS1.0 8-7-5-1-3
    # DBS 8-6-5-1-3 (open to open); secret to secret: no rule names an area, the new one is read
    return here(g, card, rs.r("info_open_open"))


def final_info(g: Game, card: Card) -> Tracked:
    """DBS 8-10-1 / DBS1.0 8-11-1: an effect that moved ``card`` while it
    was processed refers to it as it is in the final area it moved to."""
    return here(g, card, ruleset_of(g).r("final_info"))


#: the areas a card's information is read in (``dbs.log.area.<area>``)
_AREAS = frozenset({"leader", "battle", "combo", "energy", "drop", "hand", "deck", "life", "warp", "removed", "under"})


def _power_words(g: Game, p: Pending, tracked: Tracked, data: CardInfo, n: int) -> Message:
    """ "X: Y has 15000 power as it is in the Drop Area — 15000 or more" (DBS 8-10-1)."""
    have = data.power
    where = msg(f"dbs.log.area.{data.area}") if data.area in _AREAS else data.area
    card = CardRef(tracked.card.iid, data.name)
    label = label_of(g, p)
    if have is None:
        return msg("dbs.log.no_power_in", label=label, card=card, where=where, n=n)
    mid = "dbs.log.power_in.enough" if have >= n else "dbs.log.power_in.less"
    return msg(mid, label=label, card=card, power=have, where=where, n=n)


def referred_power_at_least(g: Game, p: Pending, n: int) -> bool:
    """Whether the card this skill refers to has ``n`` power or more (the
    condition ``power_at_least`` of an effect's ``if``).

    Which card, read where: the card an earlier step of the skill moved, as
    it is in the final area it moved to (DBS 8-10-1; none chosen: the rest of
    the effect is ignored, DBS 8-5-3-4); else the card whose area movement
    triggered the skill, as DBS 8-6-5-1 says; else this card (DBS 8-5-3-6),
    which must still be where the skill was (DBS 8-6-7)."""
    rs = ruleset_of(g)
    tracked: Tracked | None
    if "moved" in p.ctx:
        moved: list[Tracked] = p.ctx["moved"]
        if not moved:
            g.log(msg("dbs.log.none_chosen", label=label_of(g, p)), rule=rs.r("no_target_chosen"))
            return False
        tracked = moved[-1]
    elif "info" in p.ctx:
        tracked = p.ctx["info"]
    else:
        card = g.source_of(p)
        if card is None or card.zone.name not in FIELD_ZONES:
            g.log(msg("dbs.log.source_gone", label=label_of(g, p)), rule=rs.r("auto_gone"))
            return False
        tracked = here(g, card, rs.r("no_target"))
    assert tracked is not None
    data = tracked.now(g)
    enough = data.power is not None and data.power >= n
    g.log(_power_words(g, p, tracked, data, n), rule=tracked.rule)
    return enough
