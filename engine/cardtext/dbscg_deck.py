"""Dragon Ball Super Card Game card text: what a skill does with the deck,
the hand and revealed cards (searching a deck, revealing, choosing from a
hand, energy from the deck or the hand). Looks at the top of a deck and the
selections shared with them are read by `engine.cardtext.dbscg_looks`.
Registered after the compiler's own effects (`DbscgCompiler.effects`)."""

from __future__ import annotations

import re

from engine.cardtext.core import Ctx, Rule, Steps, Table, compose, num, rule
from engine.cardtext.dbscg_deck2 import DECK2_EFFECTS
from engine.cardtext.dbscg_deck3 import DECK3_EFFECTS, REDUCTIONS, reduction_zones
from engine.cardtext.dbscg_looks import effects, look, mask, taken, top_card, values

__all__ = ["DECK_EFFECTS", "REDUCTIONS", "reduction_zones"]

# -- searching a deck (and the hand, the Drop Area) ----------------------------------------------

#: the areas a search names: "your deck", "your deck or Drop Area", "your deck, hand, or Drop Area"
_AREA = r"(?:deck|hand|drop area|life)"
_AREAS = rf"(?P<z>{_AREA}(?:(?:,| or|, or| and/or) {_AREA}){{0,2}})"
_AREA_WORDS = {"deck": "deck", "hand": "hand", "drop area": "drop", "life": "life"}
#: "then shuffle your deck (if you looked through it)": done by the search itself when it looked through the deck;
#: "shuffle any areas you looked through": the deck, and the life when it was searched too (DBS 11-6-3)
_SHUFFLED = (
    r"(?P<sh>(?:\.|,|;)? (?:then,? |and )?(?:shuffle your deck(?: if you looked through it)?|"
    r"(?P<any>shuffle any areas you looked through(?: using this skill)?)))?"
)


def _areas(text: str) -> list[str] | None:
    names = [w.strip().lower() for w in re.split(r",? or |, | and/or ", text)]
    zones = [_AREA_WORDS[n] for n in names if n in _AREA_WORDS]
    if len(zones) != len(names) or len(set(zones)) != len(zones):
        return None
    return zones


def _found(m: re.Match[str], *, play: bool = False, life: bool = False) -> Table | None:
    """The selector of the cards a search takes, in the areas it names (the deck among them; a play
    may name the hand or the Drop Area alone; the life only where its shuffle is read)."""
    zones = _areas(m.group("z"))
    if zones is None or ("deck" not in zones and not play) or (m.group("sh") and "deck" not in zones):
        return None
    if "life" in zones and not life:
        return None
    masked, held = mask(m.group("sel") + (m.groupdict().get("w") or ""))
    what = taken(masked, held, play)
    if what is None:
        return None
    what["zone"] = zones[0] if len(zones) == 1 else zones
    return what


def _search_hand(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Choose up to 1 X from your deck (or Drop Area) and add it to your hand,
    then shuffle your deck (if you looked through it)": the cards found are
    revealed and added; a deck looked through is shuffled (DBS 8-5-3-7, 11-2-1)."""
    what = _found(m, life=True)
    if what is None:
        return None
    life = "life" in values(what["zone"])
    if life != bool(m.group("any")):
        return None  # life cards looked through are shuffled ("any areas"), and only then is that said
    return [{"search": what}, *_shuffle(m), *([{"shuffle_life": True}] if life else [])]


def _shuffle(m: re.Match[str]) -> Steps:
    """A printed "then shuffle your deck" as a step of its own; "... if you looked
    through it" is the search's own shuffle (the deck is looked through whenever
    a card may be taken from it)."""
    sh = m.group("sh") or ""
    return [{"shuffle_deck": True}] if sh and "looked" not in sh.lower() else []  # "any areas": the search's own


def _search_play(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Choose up to 1 X from your deck or hand and play it (in Rest Mode),
    then shuffle your deck if you looked through it" (DBS 3-6-3: Battle Cards)."""
    what = _found(m, play=True)
    if what is None:
        return None
    return [{"play": {**what, **({"rest": True} if m.group("rest") else {})}}, *_shuffle(m)]


def _search_drop(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Choose up to 1 X from your deck and place it in your Drop Area, then
    shuffle your deck": the cards chosen in the deck go to the Drop Area; the
    deck is shuffled as printed."""
    what = _found(m)
    if what is None or what["zone"] != "deck" or not m.group("sh"):
        return None
    return [{"put": {**what, "to": "drop"}}, {"shuffle_deck": True}]  # the deck was looked through


def _two_kinds(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Choose up to 1 each of <A> and <B> from your deck and add them to your
    hand" / "add up to 1 X and up to 1 Y from your Drop Area to your hand": two
    choices, one of each (a deck is searched, and shuffled, for each)."""
    zones = _areas(m.group("z"))
    if zones is None or len(zones) != 1 or zones[0] in ("hand", "life"):
        return None
    n = m.group("n")
    if m.groupdict().get("n2") and num(m.group("n2")) != num(n):
        return None
    if not m.groupdict().get("n2") and (m.group("w") or re.search(r"\bwith\b", m.group("b"), re.I)):
        return None  # "each of <A> and <B> with ...": the words after <B> may be said of both
    steps: Steps = []
    for sel in (m.group("a"), m.group("b")):
        masked, held = mask(f"up to {n} {sel}{m.group('w') or ''}")
        what = taken(masked, held, False)
        if what is None:
            return None
        steps.append({"search": what} if zones[0] == "deck" else {"put": {**what, "zone": zones[0], "to": "hand"}})
    return steps + _shuffle(m) if zones[0] == "deck" else (None if m.group("sh") else steps)


_FROM = rf" (?:from|in) your {_AREAS}(?P<w> with [^.]+?)?"
_AND = r"(?:,| and|, and),? (?:then )?"
_TO_HAND = r"(?:(?:,| and|, and),? (?:then )?add them to your hand| to your hand)"


# -- the opponent's hand --------------------------------------------------------------------------

#: what is done with cards of the opponent's hand: placed in their Drop Area, sent to their Warp
_HAND_ACT = (
    r"(?P<act>(?:your opponent )?places? (?:it|them) in (?:their|the|your opponent'?s|its owner'?s|their owners'?) "
    r"drop areas?|"
    r"discard (?:it|them)|send (?:it|them) to (?:their|the|its owner'?s|their owners'?) warps?|"
    r"place it at the bottom of (?:its owner'?s|their) deck|"
    r"(?:place|add) (?:it|them) (?:in|to) their energy(?P<rest> in rest mode)?)"
)


def _hand_step(act: str, what: Table) -> Steps | None:
    if "warp" in act.lower():
        return [{"warp": what}]
    if "energy" in act.lower():  # the owner's Energy Area (DBS 3-8-3: Active Mode unless said)
        return [{"put": {**what, "to": "energy", **({"rest": True} if "rest mode" in act.lower() else {})}}]
    if "bottom" in act.lower():
        if what.get("up_to", what.get("count")) != 1:
            return None  # several cards at the bottom: in an order
        return [{"put": {**what, "to": "deck", "bottom": True}}]
    return [{"put": {**what, "to": "drop"}}]


def _unseen(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Choose up to 2 cards in your opponent's hand and place them in their
    Drop Area": cards its master cannot see (DBS 3-3-3), chosen unseen — how
    many is the master's, which ones blind (``chosen_by = "random"``)."""
    how = "up_to" if m.group("q") else "count"
    what: Table = {"zone": "hand", "owner": "opponent", how: num(m.group("n")), "chosen_by": "random"}
    return _hand_step(m.group("act"), what)


def _revealed(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Your opponent reveals their hand. Choose up to 1 Battle Card from it and
    place it in their Drop Area": the hand is shown to both players, then the
    master chooses among its cards, seen."""
    masked, held = mask(m.group("sel") + (m.group("w") or ""))
    what = taken(masked, held, False)
    if what is None:
        return None
    what.update(zone="hand", owner="opponent")
    step = _hand_step(m.group("act"), what)
    return [{"reveal": {"zone": "hand", "owner": "opponent", "count": "all"}}, *step] if step else None


# -- life cards added: "you may choose up to 2 cards from your life and add them to your hand. If you chose to add ..."


def _life_added(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "You may choose up to 2 cards from your life and add them to your hand.
    If you chose to add 1 or more cards to your hand, Y": the shared "you may X;
    if you do, Y" — Y only when a card was added (the may's X moves nothing else)."""
    from engine.cardtext.dbscg import _this_it  # "it" read as in the compiler's effects

    then = compose(effects(), m.group("y"), ctx)
    then = _this_it(then) if then is not None else None
    if not then:
        return None
    take: Table = {"zone": "life", "up_to": num(m.group("n")), "to": "hand"}
    return [{"may": {"do": [{"put": take}], "then": then}}]


def _from_drop(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Choose up to 1 X in your Drop Area (or Warp) and add it to your hand" /
    "... and place them in your Drop Area": open areas (DBS 3-4-2, 11-4-1), no
    reveal, no shuffle."""
    masked, held = mask(m.group("sel") + (m.group("w") or ""))
    what = taken(masked, held, False)
    said = m.group("z").lower()
    zones = [zone for zone, word in (("drop", "drop area"), ("warp", "warp")) if word in said]
    to = "drop" if "drop" in (m.groupdict().get("to") or "").lower() else "hand"
    if what is None or not zones or to in zones:
        return None
    return [{"put": {**what, "zone": zones[0] if len(zones) == 1 else zones, "to": to}}]


def _opponent_chooses(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Your opponent chooses 1 card in their hand and places it on top of their
    deck" ("they choose ..." after a clause naming them): the opponent chooses
    among their own cards; one card to a deck (several would be put in an order)."""
    n = num(m.group("n"))
    act = m.group("act").lower()
    if m.group("upto"):
        if "deck" not in act or n != 1:
            return None  # up to: the opponent may choose none (a card put on their deck, DBS 8-5-3-2)
        what: Table = {"zone": "hand", "owner": "opponent", "up_to": 1, "chosen_by": "opponent", "to": "deck"}
        return [{"put": {**what, **({"bottom": True} if "bottom" in act else {})}}]
    if "warp" in act:
        return [{"warp": {"zone": "hand", "owner": "opponent", "count": n, "chosen_by": "opponent"}}]
    if "deck" not in act:
        return [{"discard": {"count": n, "owner": "opponent", "chosen_by": "opponent"}}]
    if n != 1:
        return None
    what = {"zone": "hand", "owner": "opponent", "count": 1, "chosen_by": "opponent", "to": "deck"}
    return [{"put": {**what, **({"bottom": True} if "bottom" in act else {})}}]


def _revealed_top(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Your opponent reveals the top card of their deck; if it's a Battle Card,
    X. Otherwise, Y": the card is shown to both players and stays on top; X or Y
    as it is (``top_card``, read as the skill resolves)."""
    then = compose(effects(), m.group("then"), ctx)
    otherwise = compose(effects(), m.group("else"), ctx) if m.group("else") else []
    if not then or otherwise is None or "_it" in str([then, otherwise]):
        return None  # "it" may be the revealed card
    kind: str | list[str] = ["leader", "extra"] if m.group("non") else "battle"
    test: Table = {"if": {"condition": [{"top_card": {"owner": "opponent", "type": kind}}], "then": then}}
    if otherwise:
        test["if"]["else"] = otherwise
    return [{"reveal": {"zone": "deck", "owner": "opponent", "top": 1}}, test]


def _to_energy(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """Cards of the hand (or life, chosen unseen) placed in the Energy Area: in
    Active Mode unless "in Rest Mode" is said (DBS 3-8-3)."""
    masked, held = mask(m.group("sel") + (m.group("w") or ""))
    what = taken(masked, held, False)
    if what is None:
        return None
    zone = m.group("z").lower()
    if zone == "life" and set(what) - {"count", "up_to", "zone"}:
        return None  # life cards are chosen unseen: nothing about them can be asked
    rest = {"rest": True} if m.group("rest") else {}
    return [{"put": {**what, "zone": zone, "to": "energy", **rest}}]


def _deck_to_energy(m: re.Match[str], ctx: Ctx) -> Steps | None:
    n = m.group("n") or m.group("n1") or m.group("n2") or m.group("n3") or "1"
    rest = {"rest": True} if m.group("rest") else {}
    return [{"put": {"zone": "deck", "top": num(n), "to": "energy", **rest}}]


def _energy_to_hand(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Add 1 card from your energy to your hand" / "add 1 of your mono-blue energy to your hand"."""
    if m.group("sel2"):
        text = f"{m.group('sel2')} {m.group('adj') or ''}card"
    else:
        text = re.sub(r"\benergy$", "card", m.group("sel"))
    masked, held = mask(text)
    what = taken(masked, held, False)
    return [{"put": {**what, "zone": "energy", "to": "hand"}}] if what is not None else None


def _and_draws(m: re.Match[str], steps: Steps | None) -> Steps | None:
    """ "..., and draws 1 card": the opponent who chose draws."""
    if steps is None or not m.group("d"):
        return steps
    return [*steps, {"opponent_draw": num(m.group("d"))}]


def _discard_kind(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Choose 1 mono-blue card in your hand and discard it": cards of a kind of the hand placed in the Drop Area."""
    masked, held = mask(m.group("sel"))
    what = taken(masked, held, False)
    if what is None or set(what) <= {"count", "up_to", "zone"}:
        return None  # "choose 1 card in your hand and discard it": the compiler's own discard
    return [{"put": {**what, "zone": "hand", "to": "drop"}}]


def _drop_to_bottom(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Place up to 1 X from your Drop Area at the bottom of your deck" (one card: several would be in an order)."""
    masked, held = mask(m.group("sel"))
    what = taken(masked, held, False)
    return [{"put": {**what, "zone": "drop", "to": "deck", "bottom": True}}] if what is not None else None


def _arrange(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Look at up to 3 cards from the top of your (opponent's) deck and put
    them back in any order" / "place them on the top and/or bottom of your
    deck in any order": the cards stay in that deck (DBS 11-6-2)."""
    opponent = bool(m.group("opp"))
    if m.group("either") and opponent != bool(re.search(r"their deck", m.group("either"), re.I)):
        return None  # "your deck" after your opponent's deck: another deck
    step: Table = {
        "look": num(m.group("n") or m.group("n1") or "1"),
        "to": "top_or_bottom" if m.group("either") else "top",
    }
    if opponent:
        step["owner"] = "opponent"
    return [{"arrange": step}]


def _hand_to_deck(m: re.Match[str], ctx: Ctx) -> Steps | None:
    bottom = {"bottom": True} if m.group("where").lower().startswith("at") else {}
    return [{"put": {"zone": "hand", "count": 1, "to": "deck", **bottom}}]


#: a step that works while this card is in the hand (read by dbscg_effects.away_skill)
_IN_HAND = "_from_hand"


def _revealed_own_top(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Reveal the top card of your deck; if it's a X, you may play it / add it to
    your hand": the card is shown to both players, then up to 1 X of it taken; a
    card not taken stays on top (revealing moves no card)."""
    masked, held = mask(m.group("sel"))
    play = bool(m.group("play"))
    what = taken("up to 1 " + masked, held, play)
    if what is None:
        return None
    step: Table = {"look": 1, **what, "remaining": "top", **({"play": True} if play else {})}
    return [{"reveal": {"zone": "deck", "top": 1}}, {"look_add": step}]


def _free_play(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """A Battle Card's [Permanent] "you can play this card from your hand without
    paying its energy cost": a skill of the card in the hand (DBS 2-12-2), the
    card played with no energy rested (DBS 6-3-1-2-1-1), its cost unchanged."""
    if ctx.kind != "cont" or ctx.card.get("type") != "battle":
        return None
    return [{_IN_HAND: {"free_play": True}}]


def _free_activate(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """An Extra Card's [Permanent] "you can activate this card's [Activate Battle]
    / this card from your hand without paying its energy cost" (DBS 8-1-3-1-2:
    the energy cost is what its activation pays): its [Activate] skills only,
    not a [Counter] (the whole card: when it has no [Counter] skill)."""
    if ctx.kind != "cont" or ctx.card.get("type") != "extra" or ctx.zones not in ((), ("hand",)):
        return None  # a [Field] card's [Permanent] works in the Battle Area
    text = str(ctx.card.get("text", ""))
    if m.group("which"):
        which = "battle" if "battle" in m.group("which").lower() else "main"
        if not re.search(rf"^\[activate:? {which}\]", text, re.I | re.M):
            return None  # the card has no skill of that timing alone (DBS 8-1-3-1-2)
        return [{"free_activate": which}]  # an Extra Card's skill works in the hand
    if re.search(r"\[counter", text, re.I):
        return None  # "this card" with a [Counter] skill: its activation is not read here
    return [{"free_activate": "any"}]


DECK_EFFECTS: list[Rule] = [
    rule(
        r"you (?:can|may) activate this card(?:'s (?P<which>\[activate:? (?:battle|main)\])(?: skill)?)? from your hand "
        r"without paying its energy cost",
        _free_activate,
    ),
    rule(r"you (?:can|may) play this card from (?:your|you) hand without paying its energy cost", _free_play),
    rule(
        r"look at (?:up to )?(?:(?P<n>{N}) cards? from the top|the top (?P<n1>{N}) cards?|the top card) of your (?P<opp>opponent'?s )?deck"
        r"(?:,| and|, and) (?:then,? )?(?:put them back in any order|"
        r"(?P<either>place (?:them|the cards?|it) on the top (?:and/or|or) bottom of (?:your|their) deck(?: in any order)?))",
        lambda m, c: _arrange(m, c),
    ),
    rule(
        r"look at the (?P<end>top|bottom) card of your deck(?:;|,| and),? if it'?s an? (?P<sel>[^;,.]+?),? you may "
        r"(?:add it to your hand|(?P<play>play it)|place it in your (?P<to>energy)(?P<rest> in rest mode)?)(?:;|,|\.) "
        r"otherwise,? (?:place|return|put) it (?P<back>(?:on|at|to) "
        r"(?:the )?(?:top|bottom)) of your deck",
        top_card,
    ),
    rule(r"look at (?P<body>.+)", look),
    rule(
        r"reveal the top card of your deck(?:;|,| and),? if it'?s an? (?P<sel>[^;,.]+?),? you may "
        r"(?:add it to your hand|(?P<play>play it))",
        _revealed_own_top,
    ),
    # two kinds, one of each
    rule(
        r"(?:choose|add) up to (?P<n>{N}) each of (?P<a>.+?) and (?P<b>.+?)" + _FROM + _TO_HAND + _SHUFFLED,
        _two_kinds,
    ),
    rule(
        r"(?:choose|add) up to (?P<n>{N}) (?P<a>.+?) and up to (?P<n2>{N}) (?P<b>.+?)" + _FROM + _TO_HAND + _SHUFFLED,
        _two_kinds,
    ),
    # searches: the cards found added to the hand, played, or placed in the Drop Area
    rule(r"choose (?P<sel>.+?)" + _FROM + _AND + r"add (?:it|them) to your hand" + _SHUFFLED, _search_hand),
    rule(r"add (?P<sel>.+?)" + _FROM + r" to your hand" + _SHUFFLED, _search_hand),
    rule(r"choose (?P<sel>.+?)" + _FROM + _AND + r"play (?:it|them)(?P<rest> in rest mode)?" + _SHUFFLED, _search_play),
    rule(r"play (?P<sel>(?:up to )?{N} .+?)" + _FROM + r"(?P<rest> in rest mode)?" + _SHUFFLED, _search_play),
    rule(r"choose (?P<sel>.+?)" + _FROM + _AND + r"place (?:it|them) in your drop area" + _SHUFFLED, _search_drop),
    rule(r"place (?P<sel>(?:up to )?{N} .+?)" + _FROM + r" in your drop area" + _SHUFFLED, _search_drop),
    rule(
        r"choose (?P<sel>.+?) (?:in|from) your (?P<z>drop area|warp|drop area or warp)(?P<w> with [^.]+?)?"
        + _AND
        + r"(?:add (?:it|them) to your hand|place (?:it|them) in your (?P<to>drop area))",
        _from_drop,
    ),
    rule(
        r"add (?P<sel>.+?) from your (?P<z>drop area|warp|drop area or warp)(?P<w> with [^.]+?)? to your hand",
        _from_drop,
    ),
    # cards of the opponent's hand: chosen unseen, or among their revealed hand
    rule(
        r"choose (?P<q>up to )?(?P<n>{N}) cards? (?:in|from) your opponent'?s hand(?: at random)?(?:,| and|, and) "
        + _HAND_ACT,
        _unseen,
    ),
    rule(
        r"(?:your opponent reveals|they reveal) their hand(?:[.,;]| and|, and) (?:then,? )?(?:you )?choose (?P<sel>.+?) "
        r"(?:from it|among it|in their hand|from their hand|from your opponent'?s hand)(?P<w> with [^,.]+?)?"
        r"(?:,| and|, and) " + _HAND_ACT,
        _revealed,
    ),
    rule(
        r"you may choose up to (?P<n>{N}) cards? (?:in|from) your life,? and add them to your hand\.? if you chose to "
        r"add (?:1|one) or more cards? to your hand,? (?P<y>[^.]+)",
        _life_added,
    ),
    rule(
        r"(?:your opponent chooses|they choose) (?P<upto>up to )?(?P<n>{N}) cards? (?:in|from) their hand(?:,| and|, and) "
        r"(?P<act>"
        r"discards? (?:it|them)|places? (?:it|them) in (?:their|the) drop area|sends? (?:it|them) to their warp|"
        r"places? it (?:on top of|at the bottom of) their deck)(?:,? and draws? (?P<d>{N}) cards?)?",
        lambda m, c: _and_draws(m, _opponent_chooses(m, c)),
    ),
    # DBS 4-9-2: the opponent draws
    rule(r"your opponent draws (?P<n>{N}) cards?", lambda m, c: [{"opponent_draw": num(m.group("n"))}]),
    rule(
        r"you and your opponent (?:each )?draw (?P<n>{N}) cards?",
        lambda m, c: [{"draw": num(m.group("n"))}, {"opponent_draw": num(m.group("n"))}],
    ),
    rule(
        r"your opponent reveals the top card of their deck(?:;|,|\.) if (?:it'?s|it is|that card is) an? "
        r"(?P<non>non-)?battle card,? (?P<then>[^.]+?)(?:\.? otherwise,? (?P<else>[^.]+))?",
        _revealed_top,
    ),
    # one card of your hand placed at the bottom of your deck (several: their order would be yours to choose)
    rule(
        r"choose (?:1|one|a) card (?:in|from) your hand,? and place it (?P<where>at the bottom of|on top of|on the top of) "
        r"your deck",
        _hand_to_deck,
    ),
    # cards of a kind of your hand discarded; one card of your Drop Area at the bottom of your deck
    rule(
        r"choose (?P<sel>(?:up to )?{N} \S.*?) (?:in|from) your hand,? and (?:discard (?:it|them)|place (?:it|them) in "
        r"your drop area)",
        _discard_kind,
    ),
    rule(
        r"(?:choose|place) (?P<sel>(?:up to )?(?:1|one|a) .+?) (?:in|from) your drop area(?:,? and place it)? at the "
        r"bottom of your deck",
        _drop_to_bottom,
    ),
    # life cards (chosen unseen, DBS 3-9-2) placed in the Drop Area
    rule(
        r"place (?P<q>up to )?(?P<n>{N}) cards? from your life in(?:to)? (?:your|the) drop area",
        lambda m, c: [
            {"put": {"zone": "life", ("up_to" if m.group("q") else "count"): num(m.group("n")), "to": "drop"}}
        ],
    ),
    # DBS 3-8-3: placed in the Energy Area in Active Mode unless said otherwise
    rule(
        r"choose (?P<sel>.+?) (?:in|from) your (?P<z>hand|life)(?P<w> with [^.]+?)?,? and (?:add|place) (?:it|them) "
        r"(?:to|in|into) your energy(?: area)?(?P<rest> in rest mode)?",
        _to_energy,
    ),
    rule(
        r"place (?P<sel>(?:up to )?{N} .+?) from your (?P<z>hand)(?P<w> with [^.]+?)? in(?:to)? your energy(?: area)?"
        r"(?P<rest> in rest mode)?",
        _to_energy,
    ),
    rule(
        r"(?:place|add) (?:the top (?P<n>{N}) cards|the top card|(?P<n1>{N}) cards?) (?:of|from the top of) your deck "
        r"(?:in|into|to) your energy(?: area)?(?P<rest> in rest mode)?|add (?P<n2>{N}) cards? to your energy from the top "
        r"of your deck|take the top (?P<n3>{N}) cards (?:of|from) your deck and add them to your energy",
        _deck_to_energy,
    ),
    rule(
        r"add (?P<sel>(?:up to )?{N} (?:.+? )?(?:cards?|energy)) from your energy(?: area)? to your hand|"
        r"add (?P<sel2>(?:up to )?{N}) of your (?P<adj>[a-z-]+ )?energy to your hand",
        _energy_to_hand,
    ),
    *DECK2_EFFECTS,
    *DECK3_EFFECTS,
]
