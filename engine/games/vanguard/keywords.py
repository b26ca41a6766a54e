"""Specific actions and keywords (VG 10): the actions that put units on the
field and take them off it — ride (VG 10.1.5), call (VG 10.1.6), retire and
leaving the field (VG 10.1.3, VG 8.6.4) — the effect words of the game's
own specific actions, the "cannot use" and "cannot be hit" effects
(VG 11.2, VG 1.3.3), and the skill icons a unit has now (VG 2.10, VG 10.2).

Effects: the shared verbs of :mod:`engine.grammar` (``draw``, ``search``
(VG 10.1.9), ``gets`` (power / critical / shield / grade, until end of turn
or battle), ``put``, ``stand`` / ``rest`` (VG 10.1.11), ``damage`` (skill
damage, VG 3.15.1.2 / VG 10.1.14.1.1), ``win_game`` / ``lose_game``
(VG 1.2.5)...), the specific actions built from the shared verbs
(``soul_charge``, VG 10.1.17; ``counter_charge``, VG 10.1.12; ``bind``,
VG 10.1.18; ``heal``, VG 10.1.7; ``retire``, VG 10.1.3; see
:mod:`engine.games.vanguard.grammar`), and the words of this module
(:data:`HANDLERS`): ``superior_call`` (VG 10.1.6.1.3), ``superior_ride``
(VG 10.1.5.2), ``reveal_top`` (VG 10.1.8), ``battle`` (this unit becomes
the attacked unit, VG 10.1.19), ``look_search`` (look at the top cards of
the deck and find some among them, VG 10.1.9), ``timed`` (a
timed trigger of steps, VG 8.6.5), ``guard_call`` (superior call to the
guardian circle, VG 10.1.6.1.3.1), ``no_hit`` (a unit cannot be hit until
end of battle, VG 1.3.3) and ``seal`` ("cannot use" abilities, VG 11.2). A
unit gets or loses a skill by the shared ``grant`` / ``remove``
(VG 10.1.20); a discard is the shared ``discard`` (chosen by the player,
the opponent or at random, VG 10.1.2.1.2); "draw cards equal to this
unit's grade" is ``draw = "this.grade"`` (with final information,
VG 8.8.1). The costs of VG 10.1 (Counter Blast, Soul Blast...) are in
:mod:`engine.games.vanguard.costs`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from engine.decisions import Kind, Option
from engine.events import Happened
from engine.flow import EffectHandler, Flow, Words, choose_cards, choose_number, choose_one, order, yes_no
from engine.games.vanguard.circles import circle_name, rear_guards, units, zone_kind
from engine.games.vanguard.schema import (
    COLUMN,
    DECK,
    DROP,
    FACING,
    FRONT_RC,
    HAND,
    REAR_GUARD_CIRCLES,
    SOUL,
    VC,
)
from engine.games.vanguard.state import battle, game_state, seat_zones, turn_state, where
from engine.games.vanguard.stats import remember
from engine.log_words.parts import known, ref, word_message
from engine.messages import ENGLISH, CardRef, Message, msg
from engine.state import REST, STAND, Card, Game, Zone
from engine.timing import Duration, Pending

#: the stat a "cannot use" effect sets on a unit (VG 11.2)
SEALED = "sealed"


def has_skill(g: Game, card: Card, skill: str) -> bool:
    """Whether ``card`` has the skill icon ``skill`` now (VG 2.10, VG 10.2;
    a skill may be given or taken away, VG 10.1.20)."""
    return skill in (g.stat(card, "skills", ()) or ())


#: the effect word of the continuous Lord ability
LORD = "lord"


def lord_restrains(g: Game, card: Card) -> bool:
    """Lord, as its cards print it: "If you have a unit without the same clan
    as this unit, this unit cannot attack" — a continuous ability of the
    unit (``lord = true``) in force on the circles it names (VG 2.11.3);
    the card's text takes precedence over the rules (VG 1.3.1). A unit is
    any card on your vanguard or rear-guard circles (VG 3.8.1); a unit with
    no clan has not the same clan as any unit."""
    if not card.card.abilities or not card.zone.field:
        return False
    kind = zone_kind(card.zone)
    if not any(
        ab.kind == "cont" and kind in (ab.zones or ("VC", "RC")) and any(w == LORD for w, _ in ab.effect)
        for ab in card.card.abilities
    ):
        return False
    clan = str(g.stat(card, "clan", "") or "")
    return not clan or any(str(g.stat(u, "clan", "") or "") != clan for u in units(g, card.master))


def sealed(g: Game, card: Card) -> bool:
    """VG 11.2: the unit's abilities 'cannot be used' now."""
    return bool(g.effects) and bool(g.stat(card, SEALED, False))


def timed(g: Game, seat: int, card: Card, at_end: str, then: str) -> None:
    """VG 8.6.5: an effect creates an automatic ability that triggers later
    ("at the end of that battle / turn, put that unit ..."); it triggers
    once (VG 8.6.5.1) and does nothing if the unit has left the field."""
    ts = turn_state(g)
    waiting = ts.timed_battle if at_end == "battle" else ts.timed_turn
    waiting.append((seat, card, card.incarnation, then))


def leave_field(g: Game, card: Card, dst: Zone, *, why: str, rule: str, bottom: bool = False) -> Card:
    """Move a unit off the field (retire, into the soul...) and journal that
    it left, retired when it went to the drop zone (VG 10.1.3.2): its
    ``leaves_field`` abilities trigger from that (VG 8.6.4: a zone-changing
    trigger)."""
    was = zone_kind(card.zone) if card.zone.field else ""
    if was:
        remember(g, card)
    g.move(card, dst, why=why, rule=rule, bottom=bottom)
    if was:
        retired = dst.name == DROP
        text = msg("vg.log.retired" if retired else "vg.log.leaves_field", card=ref(card))
        g.happen("retire" if retired else "leave_field", (card,), text=text, rule=rule, was=was)
    return card


# -- the specific actions of placing units (VG 10.1.4 - VG 10.1.6) ----------------------


def ride_unit(g: Game, seat: int, card: Card, *, normal: bool) -> None:
    """VG 10.1.5: ride — put ``card`` on the vanguard circle standing
    (VG 4.6.4.1, VG 8.5.1.1.1); the old vanguard goes into the soul
    (VG 8.5.2.4.1). A ride from the hand in the ride phase is a normal ride,
    any other a superior ride (VG 10.1.5.2). The old vanguard is moved first
    so that the circle never holds two units (the rule action VG 9.3.1 that
    would do it follows at once and nothing can happen in between)."""
    z = seat_zones(g)[seat]
    old = z.vc.top
    kind = "normal ride" if normal else "superior ride"
    if old is not None:
        leave_field(g, old, z.soul, why="ridden: into the soul", rule="VG 8.5.2.4.1")
    g.move(card, z.vc, face_up=True, orientation=STAND, why=kind, rule="VG 10.1.5.2")
    how = word_message("log.why", kind)
    if old is not None:
        text = msg("vg.log.rides_over", n=seat + 1, card=ref(card), old=ref(old), kind=how)
    else:
        text = msg("vg.log.rides", n=seat + 1, card=ref(card), kind=how)
    g.happen("ride", (card, old) if old is not None else (card,), player=seat, text=text, rule="VG 10.1.5.2")


def call_unit(g: Game, seat: int, card: Card, circle: str, *, normal: bool) -> None:
    """VG 10.1.6: call — put ``card`` on a rear-guard circle standing
    (VG 4.6.6.1, VG 8.5.2.4.2). A unit already there goes to the drop zone
    (VG 9.3.3); it is retired as part of the call, since that rule action
    follows at once and nothing can happen in between."""
    zone = g.zone(seat, circle)
    drop = g.zone(seat, DROP)
    for old in list(zone.cards):
        leave_field(g, old, drop, why="retired: another unit was called to its circle", rule="VG 9.3.3")
    kind = "normal call" if normal else "superior call"
    rule = "VG 10.1.6.1.2" if normal else "VG 10.1.6.1.3"
    g.move(card, zone, face_up=True, orientation=STAND, why=kind, rule=rule)
    circle_words = known(f"vg.circle.{circle}", circle_name(circle))
    text = msg("vg.log.calls", n=seat + 1, card=ref(card), circle=circle_words, kind=word_message("log.why", kind))
    g.happen("place", (card,), player=seat, text=text, rule=rule)


def plain_name(name: str) -> str:
    """A card name as text names it: card text printed without the commas or
    other marks of the name ("Blaze Knight Aurel" for "Blaze Knight, Aurel")
    still names that card (VG 2.1.1); letters and digits are compared, case
    and punctuation aside."""
    return " ".join(re.findall(r"[0-9a-z]+", name.lower()))


#: Limit Break as an ability's label: at the start of a line or right after its marker or circles
_LIMIT_BREAK = re.compile(
    r"(?:^|[\]\):】]|\b(?:AUTO|CONT|ACT)\]?\s*[VR](?:/[VR])?)\s*limit\s*break\s*\(?(\d+)\)?", re.I | re.M
)
_QUOTES = re.compile(r"『[^』]*』|\"[^\"]*\"|(?<![\w'])'[^']*'(?![\w'])")


def has_limit_break(card: Card, n: int) -> bool:
    """ "A unit that has Limit Break N": its printed text has an ability
    marked Limit Break N (VG 10.2.5), the label opening the ability; words
    in quotes (an ability it would give, a name) and text naming another
    unit's Limit Break are not its own."""
    return any(int(m.group(1)) == n for m in _LIMIT_BREAK.finditer(_QUOTES.sub("", card.card.text or "")))


# -- choosing what an effect acts on ------------------------------------------------------------


def args_of(value: Any) -> dict[str, Any]:
    """The fields of a table value (``{ from = "deck", count = 1 }``), or none."""
    return dict(value) if isinstance(value, tuple) and all(isinstance(v, tuple) and len(v) == 2 for v in value) else {}


def candidates(g: Game, p: Pending, target: str, args: Mapping[str, Any] | None = None) -> list[Card]:
    """The cards a target word names, from the master's point of view."""
    me = p.controller
    opp = g.opponent(me)
    args = args or {}
    if target == "self":
        src = g.source_of(p)
        return [src] if src is not None and src.zone.field else []
    side = opp if target.startswith("opponent_") else me
    what = target.removeprefix("opponent_")
    if what == "vanguard":
        cards = list(g.zone(side, VC).cards)
    elif what in ("rearguard", "all_rearguards"):
        cards = rear_guards(g, side)
    elif what == "front_rearguard":
        cards = [c for name in FRONT_RC for c in g.zone(side, name).cards]
    elif what == "unit":
        cards = units(g, side)
    elif what == "attacked_unit":
        b = battle(g)
        cards = [c for c in units(g, side) if b is not None and b.attacked(c)]
    else:
        cards = []
    if "max_grade" in args:
        cards = [c for c in cards if int(g.stat(c, "grade")) <= int(args["max_grade"])]
    if args.get("other"):
        cards = [c for c in cards if c.iid != p.source]
    if args.get("same_column"):
        # VG 4.6.2 / VG 4.6.2.1: the source's column; on the opponent's side, the facing one.
        src = g.source_of(p)
        col = COLUMN.get(src.zone.name) if src is not None else None
        if col is None:
            return []
        want = FACING[col] if side != me else col
        cards = [c for c in cards if COLUMN.get(c.zone.name) == want]
    return cards


def select(
    g: Game, p: Pending, target: str, prompt: str, count: int = 1, args: Mapping[str, Any] | None = None, rule: str = ""
) -> Flow:
    """The units an effect acts on: fixed ones (``self``, ``vanguard``,
    ``all_rearguards``) or ``count`` chosen by the master — as many as
    possible (VG 8.5.3.1, VG 8.5.3.1.2)."""
    cards = candidates(g, p, target, args)
    if target in ("self", "vanguard", "opponent_vanguard") or target.endswith("all_rearguards"):
        return cards
    chosen = yield from choose_cards(g, p.controller, prompt, cards, count, count, rule=rule or "VG 8.5.3.1")
    return chosen


# -- effects -------------------------------------------------------------------------------


def _from_zone(mid: str, src: str, **params: int) -> Words:
    """A question about the cards of the player's zone ``src`` (a message
    of the zone's words when it has them)."""
    zone = f"place.vanguard.{src}"
    if ENGLISH.get(zone) != src:
        return ENGLISH[mid].format(zone=src, **params)
    return msg(mid, zone=Message(zone), **params)


def _pick_from(
    g: Game,
    p: Pending,
    src: str,
    grade: Any,
    grade_max: Any,
    prompt: Words,
    count: int,
    rule: str,
    of: Mapping[str, Any] | None = None,
) -> Flow:
    """Choose cards of a zone for a search or a call (of a ``clan`` or a
    ``name`` of ``of``, VG 2.1.1 / VG 2.2.2). VG 10.1.9.1.1 /
    VG 8.5.3.1.4: in a hidden zone (the deck) the player may find none;
    VG 10.1.9.1.2: in a public zone they must find as many as they can."""
    zone = g.zone(p.controller, src)
    cards = list(zone.cards)
    if grade is not None:
        cards = [c for c in cards if int(g.stat(c, "grade")) == int(grade)]
    if grade_max is not None:
        cards = [c for c in cards if int(g.stat(c, "grade")) <= int(grade_max)]
    of = of or {}
    if "clan" in of:
        cards = [c for c in cards if str(g.stat(c, "clan", "") or "") == str(of["clan"])]
    if "name" in of:
        cards = [c for c in cards if plain_name(c.card.name) == plain_name(str(of["name"]))]
    if "name_has" in of:  # "a card with "X" in its card name" (VG 2.1.1)
        cards = [c for c in cards if plain_name(str(of["name_has"])) in plain_name(c.card.name)]
    hidden = zone.visibility != "public"
    if hidden:
        for c in cards:
            g.reveal(c, (p.controller,))  # the player looks through the zone
    lo = 0 if hidden else count
    chosen = yield from choose_cards(g, p.controller, prompt, cards, lo, count, rule=rule)
    return chosen


def _choose_circle(g: Game, seat: int, card: Card, rule: str) -> Flow:
    ref = CardRef(card.iid, card.name)
    options = [_call_to(n, ref, card.zone.key, seat) for n in REAR_GUARD_CIRCLES]
    prompt = msg("vg.choose_circle", card=ref)
    opt = yield from choose_one(g, seat, prompt, options, kind=Kind.ZONE, rule=rule)
    return opt.key


def _call_to(circle: str, card: CardRef, here: str, seat: int) -> Option:
    """Calling ``card`` to the rear-guard circle ``circle`` (an effect's call)."""
    said = msg("vg.option.call", card=card, circle=msg(f"vg.circle.{circle}"))
    to = f"p{seat}.{circle}"
    return Option(circle, said.english(), None, to, None, "call", (card.iid,), here, to, (), said)


def _superior_call(g: Game, p: Pending, value: Any) -> Flow:
    """VG 10.1.6.1.3: a call that is not a normal call. ``{ from = "deck" |
    "drop" | "soul" | "hand", grade, grade_max, count, at_end, then }``.
    With ``at_end = "battle" | "turn"`` the called unit goes (``then``:
    ``bottom`` of the deck, ``soul``, ``drop`` or ``hand``) at the end of that
    battle or turn, by a timed trigger (VG 8.6.5). Each card is put on
    a circle of the master's choice (VG 10.1.6.1.1.1); cards called together
    go to different circles and are placed at the same time
    (VG 10.1.6.1.1.2). A search of the deck ends with a shuffle."""
    a = args_of(value)
    src = str(a.get("from", "deck"))
    count = int(a.get("count", 1))
    me = p.controller
    chosen = yield from _pick_from(
        g,
        p,
        src,
        a.get("grade"),
        a.get("grade_max"),
        _from_zone("vg.call_from", src, n=count),
        count,
        "VG 10.1.6.1.3",
        a,
    )
    circles: list[str] = yield from _circles_for(g, me, chosen)
    for c, circle in zip(chosen, circles, strict=True):
        call_unit(g, me, c, circle, normal=False)
        if "at_end" in a:
            timed(g, me, c, str(a["at_end"]), str(a.get("then", "bottom")))
    if src == DECK:
        g.shuffle(g.zone(me, DECK))  # VG 10.1.10


def _fits(g: Game, card: Card, a: Mapping[str, Any]) -> bool:
    """Whether ``card`` has what a search names: a clan (VG 2.2.2), one of
    ``names`` or words of ``name_has`` in its card name (VG 2.1.1), a grade
    or a grade range (VG 2.4)."""
    grade = int(g.stat(card, "grade"))
    name = plain_name(card.card.name)
    return (
        ("clan" not in a or str(g.stat(card, "clan", "") or "") == str(a["clan"]))
        and ("names" not in a or name in {plain_name(str(n)) for n in a["names"]})
        and ("name_has" not in a or plain_name(str(a["name_has"])) in name)
        and ("grade" not in a or grade == int(a["grade"]))
        and ("grade_min" not in a or grade >= int(a["grade_min"]))
        and ("grade_max" not in a or grade <= int(a["grade_max"]))
    )


def _look_search(g: Game, p: Pending, value: Any) -> Flow:
    """ "Look at N cards from the top of your deck, search for up to M <cards>
    from among them, (reveal it and) put it into your hand / soul / drop zone,
    call it to (RC) or ride it, and shuffle your deck": the player looks at
    the top ``look`` cards (VG 10.1.9.1: looked through, they stay in the deck), finds up to
    ``up_to`` of those that fit among them (VG 10.1.9.1.1: a hidden zone, so
    none is an answer), puts them where ``to`` says (a card put into the hand
    is revealed, VG 10.1.8.1.2; a call is a superior call to circles of the
    player's choice, separate ones for cards called together,
    VG 10.1.6.1.1.2; a ride a superior ride, VG 10.1.5.2), then shuffles the
    deck (VG 10.1.10), or, with ``rest = "bottom"``, puts the others on the
    bottom of the deck in the order the player chooses. With ``look_up_to``
    the player first says how many cards to look at. Decision: "look at up
    to N cards ... shuffle your deck" is carried out as "look at N cards":
    the deck is shuffled afterwards, so looking at fewer only narrows what
    may be found."""
    a = args_of(value)
    me = p.controller
    deck = g.zone(me, DECK)
    look = int(a.get("look", 1))
    if a.get("look_up_to"):  # "look at up to N cards": the player says how many (VG 10.1.9.1.1)
        look = yield from choose_number(
            g, me, "How many cards from the top of your deck do you look at?", 0, min(look, len(deck.cards))
        )
    top = list(reversed(deck.cards[-look:])) if look else []
    for c in top:
        g.reveal(c, (me,))
    g.log(msg("vg.log.looks_top", n=me + 1, k=len(top)), rule="VG 10.1.9.1")
    found = [c for c in top if _fits(g, c, a)]
    n = int(a.get("up_to", 1))
    to = str(a.get("to", "hand"))
    chosen = yield from choose_cards(
        g, me, f"Choose up to {n} card(s) from among them", found, 0, n, rule="VG 10.1.9.1.1"
    )
    if to == "call":
        circles = yield from _circles_for(g, me, chosen)
        for c, circle in zip(chosen, circles, strict=True):
            call_unit(g, me, c, circle, normal=False)
    elif to == "ride":
        for c in chosen:
            ride_unit(g, me, c, normal=False)
    else:
        for c in chosen:
            if to == HAND:
                g.reveal(c)  # every player sees which card is found as it moves
                g.log(msg("vg.log.reveals_to_hand", n=me + 1, card=ref(c)), rule="VG 10.1.8.1.2")
            g.move(c, g.zone(me, to), why="searched", rule="VG 10.1.9.1")
    if a.get("rest") == "bottom":
        yield from _rest_to_bottom(g, me, [c for c in top if c.zone is deck])
        return
    g.shuffle(deck)
    g.log(msg("log.shuffles_deck", n=me + 1, deck=Message("place.vanguard.deck")), rule="VG 10.1.10")


def _rest_to_bottom(g: Game, me: int, rest: list[Card]) -> Flow:
    """ "Put the rest on the bottom of your deck in any order": the player
    orders the looked-at cards left, the first going to the bottom first."""
    options = [Option(str(c.iid), c.name, c.iid, c.zone.key, None, "order", (c.iid,), c.zone.key) for c in rest]
    ordered = yield from order(g, me, "Order the rest for the bottom of your deck", options, rule="VG 10.1.9.1")
    deck = g.zone(me, DECK)
    for opt in ordered:
        g.move(g.cards[int(opt.key)], deck, bottom=True, why="the rest, to the bottom", rule="VG 10.1.9.1")


def _circles_for(g: Game, me: int, chosen: list[Card]) -> Flow:
    """A rear-guard circle of the player's choice for each card called
    together, each a different one (VG 10.1.6.1.1.1, VG 10.1.6.1.1.2)."""
    circles: list[str] = []
    for c in chosen:
        free = [n for n in REAR_GUARD_CIRCLES if n not in circles]
        ref = CardRef(c.iid, c.name)
        options = [_call_to(n, ref, c.zone.key, me) for n in free]
        prompt = msg("vg.choose_circle", card=ref)
        opt = yield from choose_one(g, me, prompt, options, kind=Kind.ZONE, rule="VG 10.1.6.1.1.1")
        circles.append(opt.key)
    return circles


def _superior_ride(g: Game, p: Pending, value: Any) -> Flow:
    """VG 10.1.5.2: a ride that is not played is a superior ride."""
    a = args_of(value)
    src = str(a.get("from", "deck"))
    chosen = yield from _pick_from(
        g, p, src, a.get("grade"), a.get("grade_max"), _from_zone("vg.ride_from", src), 1, "VG 10.1.5.2", a
    )
    for c in chosen:
        ride_unit(g, p.controller, c, normal=False)
    if src == DECK:
        g.shuffle(g.zone(p.controller, DECK))


def _reveal_top(g: Game, p: Pending, value: Any) -> Flow:
    """VG 10.1.8: reveal the top card of the deck to everybody; if it fits
    (``grade``, ``grade_min`` / ``grade_max``, ``clan``, ``trigger``) it goes
    to ``hit`` (hand, soul, or a call), else to ``miss`` (drop, soul, the
    bottom of the deck, or it stays and the deck is shuffled: ``shuffle``)."""
    a = args_of(value)
    me = p.controller
    z = seat_zones(g)[me]
    if not z.deck.cards:
        return
    card = z.deck.cards[-1]
    g.reveal(card)
    ok = True
    if "grade" in a:
        ok = int(g.stat(card, "grade")) == int(a["grade"])
    if "grade_min" in a or "grade_max" in a:  # "a grade 1 or 2 <clan>"
        grade = int(g.stat(card, "grade"))
        ok = ok and int(a.get("grade_min", 0)) <= grade <= int(a.get("grade_max", 99))
    if "clan" in a:
        ok = ok and str(g.stat(card, "clan", "") or "") == str(a["clan"])
    if a.get("trigger"):
        ok = ok and bool(g.stat(card, "trigger", None))
    g.log(
        msg("vg.log.reveals_top_fits" if ok else "vg.log.reveals_top_misses", n=me + 1, card=ref(card)),
        rule="VG 10.1.8.1.2",
    )
    dest = str(a.get("hit", "hand")) if ok else str(a.get("miss", "bottom"))
    if dest == "call":
        circle = yield from _choose_circle(g, me, card, "VG 10.1.6.1.3")
        call_unit(g, me, card, circle, normal=False)
    elif dest == "bottom":
        g.move(card, z.deck, bottom=True, why="revealed, to the bottom", rule="VG 10.1.8.1.3")
    elif dest == "shuffle":  # "and if it is not, shuffle your deck": it stays, and the deck is shuffled
        g.shuffle(z.deck)
        g.log(msg("log.shuffles_deck", n=me + 1, deck=Message("place.vanguard.deck")), rule="VG 10.1.10")
    else:
        g.move(card, g.zone(me, dest), why="revealed", rule="VG 10.1.8.1.2")


def _seal(g: Game, p: Pending, value: Any) -> Flow:
    """VG 11.2: the chosen unit's abilities cannot be used until end of turn."""
    cards = yield from select(g, p, str(value), "Choose a unit whose abilities cannot be used", 1, None, "VG 11.2.1")
    for c in cards:
        g.add_effect(
            SEALED, "set", True, target=c, text=msg("vg.log.effect.sealed", card=ref(c)), controller=p.controller
        )
        g.log(msg("vg.log.abilities_blocked", card=ref(c)), rule="VG 11.2.1")
        # VG 11.2.1.3: its abilities already standing by are cancelled.
        for q in [q for q in g.pending if q.source == c.iid and q.source_inc == c.incarnation]:
            g.pending.remove(q)
            g.log(msg("vg.log.stand_by_cancelled", label=q.label), rule="VG 11.2.1.3")
    return cards  # a Flow's value is ignored by run_effects


def _battle(g: Game, p: Pending, _: Any) -> Flow:
    """VG 10.1.19.1: "battle" — this unit becomes the attacked unit of the
    current battle instead (only a front-row unit of the attacked player,
    before the guard step)."""
    b = battle(g)
    src = g.source_of(p)
    if b is None or src is None or not src.zone.field or src.master == g.active or src.zone.name not in (VC, *FRONT_RC):
        return
    if g.step not in ("attack",):
        return
    b.targets, b.targets_at = [src], [where(src)]
    g.log(msg("vg.log.becomes_attacked", card=ref(src)), rule="VG 10.1.19.1")
    return
    yield


def _guard_call(g: Game, p: Pending, value: Any) -> Flow:
    """VG 10.1.6.1.3.1: a superior call to the guardian circle, resting; for
    each unit the non-turn player chooses which attacked unit it guards."""
    b = battle(g)
    me = p.controller
    if b is None or me == g.active:
        return
    guarded = [t for t in b.targets if b.attacked(t)]
    if not guarded:
        return
    a = args_of(value)
    src = str(a.get("from", "drop"))
    count = int(a.get("count", 1))
    chosen = yield from _pick_from(
        g,
        p,
        src,
        a.get("grade"),
        a.get("grade_max"),
        msg("vg.call_guardians", n=count),
        count,
        "VG 10.1.6.1.3.1",
    )
    chosen = [c for c in chosen if g.stat(c, "shield", None) is not None]  # VG 3.11.1.1
    gc = seat_zones(g)[me].gc
    for c in chosen:
        t = guarded[0]
        if len(guarded) > 1:
            guards = CardRef(c.iid, c.name)
            options = [
                Option(
                    str(x.iid),
                    f"{c.name} guards {x.name}",
                    x.iid,
                    x.zone.key,
                    None,
                    "choose",
                    (x.iid,),
                    x.zone.key,
                    message=msg("vg.option.guards", card=guards, target=CardRef(x.iid, x.name)),
                )
                for x in guarded
            ]
            ask = msg("vg.ask.guard_which", card=guards)
            opt = yield from choose_one(g, me, ask, options, rule="VG 10.1.6.1.3.1", about="guard")
            t = g.cards[int(opt.key)]
        g.move(c, gc, face_up=True, orientation=REST, why="superior call (guardian)", rule="VG 10.1.6.1.3.1")
        b.guards[c.iid] = (c.incarnation, t.iid)
        g.log(msg("vg.log.called_to_guard", card=ref(c), target=ref(t)), rule="VG 10.1.6.1.3.1")
    if src == DECK:
        g.shuffle(g.zone(me, DECK))


def _no_hit(g: Game, p: Pending, value: Any) -> Flow:
    """ "That unit cannot be hit until end of that battle": it stops the hit
    (VG 7.6.1.2), and an effect that stops an action wins (VG 1.3.3).
    ``{ target, clan }``: "choose one of your <clan> that is being
    attacked" chooses among the attacked units of that clan (VG 2.2.2);
    with none, nothing happens (VG 8.5.3.1.2)."""
    a = args_of(value)
    target = str(a.get("target", "attacked_unit")) if a else str(value or "attacked_unit")
    found = candidates(g, p, target)
    if "clan" in a:
        found = [c for c in found if str(g.stat(c, "clan", "") or "") == str(a["clan"])]
    cards = found
    if target not in ("self", "vanguard", "opponent_vanguard"):
        prompt = "Choose a unit that cannot be hit"
        cards = yield from choose_cards(g, p.controller, prompt, found, 1, 1, rule="VG 1.3.3")
    for c in cards:
        g.add_effect(
            "no_hit",
            "set",
            True,
            target=c,
            duration=Duration.END_OF_BATTLE,
            text=msg("vg.log.cannot_be_hit", card=ref(c)),
            controller=p.controller,
        )
        g.log(msg("vg.log.cannot_be_hit_battle", card=ref(c)), rule="VG 1.3.3")


def _rider(g: Game, card: Card) -> Card | None:
    """The unit that last rode ``card`` (the journal's ride event, VG 10.1.5)."""
    for event in reversed(g.journal):
        if isinstance(event, Happened) and event.what == "ride" and event.cards[1:2] == (card.iid,):
            return g.cards[event.cards[0]]
    return None


def _forerunner(g: Game, p: Pending, _: Any) -> Flow:
    """Forerunner, as its cards print it: "When a unit of the same clan rides
    this unit, you may call this unit to (RC)". The ability triggers when
    the unit is ridden (VG 8.6.4.1.4: it works from the soul); it does
    something only if the unit that rode it has this unit's clan (read from
    the ride, VG 10.1.5) and this unit is still the card put into the soul
    (VG 8.6.7). The call is a superior call to a rear-guard circle of the
    master's choice (VG 10.1.6.1.3)."""
    card = g.source_of(p) if p.source is not None else None
    if card is None or card.zone.name != SOUL or card.incarnation != p.source_inc:
        return
    rider = _rider(g, card)
    clan = str(g.stat(card, "clan", "") or "")
    if rider is None or not clan or str(g.stat(rider, "clan", "") or "") != clan:
        g.log(msg("vg.log.not_ridden_by_clan", card=ref(card)), rule="VG 8.6.3")
        return
    me = card.master
    ok = yield from yes_no(g, me, msg("vg.call_from_soul", card=CardRef(card.iid, card.name)), rule="VG 10.1.6.1.3")
    if not ok:
        return
    circle = yield from _choose_circle(g, me, card, "VG 10.1.6.1.3")
    call_unit(g, me, card, circle, normal=False)


def _timed(g: Game, p: Pending, value: Any) -> Flow:
    """VG 8.6.5: the effect makes a timed trigger: ``steps`` are carried out
    ``at`` the end of that battle or turn, or at the beginning of your end
    phase, as an automatic ability of this card (it resolves even if the card
    has moved, and what it cannot do fails, VG 8.6.7)."""
    a = args_of(value)
    card = g.cards[p.source] if p.source is not None else None
    game_state(g).delayed.append((p.controller, card, p.source_inc, str(a["at"]), a["steps"]))
    g.log(msg("vg.log.timed_waits", at=word_message("vg.log.at", str(a["at"]).replace("_", " "))), rule="VG 8.6.5")
    return
    yield


def _unused(g: Game, p: Pending, _: Any) -> Flow:
    return
    yield


HANDLERS: dict[str, EffectHandler] = {
    "superior_call": _superior_call,
    "superior_ride": _superior_ride,
    "look_search": _look_search,
    "timed": _timed,
    "reveal_top": _reveal_top,
    "seal": _seal,
    "battle": _battle,
    "no_hit": _no_hit,
    "guard_call": _guard_call,
    "forerunner": _forerunner,
    "rearguards_power": _unused,  # continuous only
    "rearguards_skill": _unused,
    "grade": _unused,
    "deck_copies": _unused,  # deck construction only (VG 5.1.2.5)
    LORD: _unused,  # continuous only: read by :func:`lord_restrains`
}
