"""Dragon Ball Super Card Game card text: more of what a skill does with the
deck, the hand and revealed cards, and "you may X. If you do not, Y" (the
shared ``may`` with its ``else``: Y when the master declined X or X did
nothing, DBS 1-3-2). Registered with the deck module's rules
(`engine.cardtext.dbscg_deck.DECK_EFFECTS`), before the compiler's plain
"you may X"."""

from __future__ import annotations

import json
import re

from engine.cardtext.core import Ctx, N, Rule, Steps, Table, compose, num, rule
from engine.cardtext.dbscg_looks import _phrase, effects, mask, taken
from engine.cardtext.dbscg_nouns import selector_of

# -- "you may X. If you do not, Y" -----------------------------------------------------------------

#: "If you don't" / "If you do not" / "If you did not (do so)"; "If you did not draw a card (with this skill)"
_NOT_DONE = r"if you (?:do not|don'?t|did not|didn'?t)(?: do so)?(?P<drew> draw (?:a|any) cards?)?(?: with this skill)?"

#: a number of cards above one in X
_SEVERAL = re.compile(r'"(?:count|up_to|top|draw|mill|mill_up_to|discard|look)": (?:[2-9]|\d\d)')


def _may_else(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "You may X. If you do not, Y": Y when X was declined or did nothing (an act that cannot be
    carried out is not, DBS 1-3-2); "If you did not draw a card" only after "you may draw"."""
    from engine.cardtext.dbscg import _this_it  # "it" read as in the compiler's effects

    first = compose(effects(), m.group("x"), ctx)
    other = compose(effects(), m.group("y"), ctx)
    other = _this_it(other) if other is not None else None
    if not first or not other or "_it" in str(first):
        return None
    if _SEVERAL.search(json.dumps(first)):
        return None  # X of several cards: done in part when fewer can be (DBS 1-3-2), "if you do not" unsettled
    if m.group("drew") and [set(step) for step in first] != [{"draw"}]:
        return None  # "if you did not draw a card": said of a draw only
    return [{"may": {"do": first, "else": other}}]


# -- up to N cards from the top of the deck -------------------------------------------------------


def _top_up_to(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Send up to N cards from the top of your deck to your Warp" / "place up to N cards from the top of
    your deck in your energy (in Rest Mode)": the number chosen, 0 to N (DBS 8-5-3-2); energy in Active
    Mode unless said (DBS 3-8-3)."""
    to = "warp" if m.group("to").lower() == "warp" else "energy"
    rest = {"rest": True} if m.groupdict().get("rest") else {}
    return [{"top_up_to": {"up_to": num(m.group("n")), "to": to, **rest}}]


# -- cards shuffled into a deck --------------------------------------------------------------------

#: the areas cards are shuffled into a deck from (open areas, and the Battle Area)
_SHUFFLED_FROM = ("drop", "warp", "battle")


def _shuffle_in(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Shuffle up to 2 X from your opponent's Drop Area into their deck" / "choose X and shuffle it into
    its owner's deck": the cards into their owners' decks, those decks then shuffled (``shuffle_in``)."""
    masked, held = mask(m.group("sel"))
    phrase = _phrase(masked, held)
    sel = selector_of(phrase) if phrase is not None else None
    if sel is None or sel.get("zone") not in _SHUFFLED_FROM or sel.get("count") == "all":
        return None
    into = m.group("into").lower()
    owner = sel.get("owner", "you")
    if (into.startswith("your") and owner != "you") or (into.startswith("their deck") and owner != "opponent"):
        return None  # a card goes into its owner's deck: the deck printed must be that one
    return [{"shuffle_in": sel}]


_INTO = r"into (?P<into>your deck|their deck|its owner'?s deck|their owners'? decks|their owner'?s decks?)"

# -- plays from the Warp, a card of the hand to the deck, "and if you did" --------------------------


def _play_from_warp(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Choose up to 1 X from your Warp with ... and play it": Battle Cards of your Warp played (DBS 3-6-3,
    3-10; none there in ver.1.00)."""
    masked, held = mask(m.group("sel") + (m.group("w") or "") + " in your warp")
    phrase = _phrase(masked, held)
    sel = selector_of(phrase) if phrase is not None else None
    if sel is None or sel.get("zone") != "warp" or "owner" in sel or sel.get("type", "battle") != "battle":
        return None
    if sel.get("count") == "all":
        return None
    if m.group("drop"):
        sel["zone"] = ["drop", "warp"]  # "in your Drop Area or / and/or Warp": the cards of either
    return [{"play": {**sel, "type": "battle", **({"rest": True} if m.group("rest") else {})}}]


def _hand_card_to_deck(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Place 1 card from your hand at the bottom of (on top of) your deck": one card, chosen (its order is moot)."""
    bottom = {"bottom": True} if m.group("where").lower().startswith("at") else {}
    return [{"put": {"zone": "hand", "count": 1, "to": "deck", **bottom}}]


def _and_if_did(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Add up to 1 X from your Drop Area to your hand, and if you did, Y": one move, Y only when a card moved."""
    from engine.cardtext.dbscg import _this_it  # "it" read as in the compiler's effects

    first = compose(effects(), m.group("x"), ctx)
    then = compose(effects(), m.group("y"), ctx)
    then = _this_it(then) if then is not None else None
    if not first or not then or len(first) != 1 or set(first[0]) != {"put"} or "_it" in str(first):
        return None
    what = first[0]["put"]
    if what.get("up_to", what.get("count")) != 1 or "top" in what or "self" in what:
        return None  # one card: "you did" when it moved
    return [{"if_done": {"do": first, "then": then, "done": "moved"}}]


def _discard_to(m: re.Match[str]) -> Steps | None:
    """ "Your opponent chooses cards in their hand and places them in their Drop Area until they have N cards in
    hand" / "... must choose cards in their hand until there are only N remaining, and place the chosen cards in
    the Drop Area": the place is said once, before or after."""
    said = "places" in m.group(0).lower() or "place them" in m.group(0).lower()
    if said == bool(m.group("place")):
        return None
    return [{"opponent_discard_to": num(m.group("n") or m.group("n2"))}]


def _hand_kind_to_drop(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Place 1 red card from your hand in the Drop Area": one card of that kind of your hand (any card is the
    compiler's own discard)."""
    masked, held = mask(m.group("sel"))
    what = taken(masked, held, False)
    if what is None or set(what) <= {"count", "up_to", "zone"} or what.get("count") != 1:
        return None
    return [{"put": {**what, "zone": "hand", "to": "drop"}}]


def _on_their_deck(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Choose up to 1 of your opponent's Battle Cards ... and place it on top of its owner's deck": one card
    (several would be placed in an order, DBS 3-1-6)."""
    sel = selector_of(m.group("sel"))
    if sel is None or sel.get("zone") != "battle" or sel.get("type") != "battle":
        return None
    if sel.get("up_to", sel.get("count")) != 1 or (
        "their" in m.group("whose").lower() and sel.get("owner") != "opponent"
    ):
        return None
    return [{"put": {**sel, "to": "deck"}}]


# -- "your opponent may X. If they don't, Y" -------------------------------------------------------

#: what the opponent may do, of their own cards, chosen by them
_THEIR_ACT = re.compile(
    rf"choose (?P<n>{N}) of their battle cards? and (?P<act>send it to its owner'?s warp|KO it|place it in its "
    r"owner'?s drop area)|"
    rf"send (?P<n2>{N}) battle cards? from their drop area to their warp|"
    rf"choose (?P<n3>{N}) cards? (?:in|from) their hand and (?:discard (?:it|them)|place (?:it|them) in their drop area)",
    re.I,
)


def _their_act(text: str) -> tuple[Steps, str] | None:
    """The step of what the opponent may do, and what it must do (a card KO-ed, or moved)."""
    m = _THEIR_ACT.fullmatch(text.strip())
    if m is None:
        return None
    if m.group("n3"):
        return [{"discard": {"count": num(m.group("n3")), "owner": "opponent", "chosen_by": "opponent"}}], "moved"
    if m.group("n2"):
        what: Table = {"zone": "drop", "type": "battle", "owner": "opponent", "count": num(m.group("n2"))}
        return [{"warp": {**what, "chosen_by": "opponent"}}], "moved"
    what = {"zone": "battle", "type": "battle", "owner": "opponent", "count": num(m.group("n"))}
    act = m.group("act").lower()
    if act.startswith("ko"):
        return [{"ko": {**what, "chosen_by": "opponent"}}], "ko"
    if "warp" in act:
        return [{"warp": {**what, "chosen_by": "opponent"}}], "moved"
    return [{"put": {**what, "chosen_by": "opponent", "to": "drop"}}], "moved"


def _opponent_may(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Your opponent may X. If they don't, Y": Y when they declined or X did not happen (DBS 1-3-2)."""
    from engine.cardtext.dbscg import _this_it  # "it" read as in the compiler's effects

    act = _their_act(m.group("x"))
    if act is None or (m.group("ko") and act[1] != "ko"):
        return None
    y = re.sub(r"^they (?:instead )?choose", "your opponent chooses", m.group("y").strip(), flags=re.I)
    y = re.sub(r"^(your opponent chooses .+?) and place them", r"\1 and places them", y, flags=re.I)
    other = compose(effects(), y, ctx)
    other = _this_it(other) if other is not None else None
    if not other:
        return None
    return [{"opponent_may": {"do": act[0], "else": other, "done": act[1]}}]


def _may_added(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "You may choose up to 1 of your energy and add it to your hand. If you chose to add a card from your Energy
    Area to your hand, Y": the shared "you may X; if you do, Y" when X is that one move."""
    first = compose(effects(), m.group("x"), ctx)
    then = compose(effects(), m.group("y"), ctx)
    if not first or not then or len(first) != 1 or "put" not in first[0] or "_it" in str([first, then]):
        return None
    what = first[0]["put"]
    if what.get("zone") != "energy" or what.get("to") != "hand" or what.get("up_to", what.get("count")) != 1:
        return None
    return [{"may": {"do": first, "then": then}}]


def _if_you_do(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Choose 1 card in your life and add it to your hand. If you do so, Y" with no "you may" before it (the
    line's "you may X. If you do" is the shared may, read elsewhere)."""
    printed = f"{ctx.card.get('text', '')}\n{ctx.card.get('back_text', '')}"
    if re.search(r"\bmay\s+" + re.escape(m.group("x").strip()), printed, re.IGNORECASE):
        return None
    return _and_if_did(m, ctx)


def _warp_then_if_none(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Send up to 1 Battle Card from your opponent's Drop Area to their Warp; if there are no Battle Cards in your
    opponent's Drop Area, Y": the send, then Y when none is left there (read after the send, as printed)."""
    then = compose(effects(), m.group("y"), ctx)
    if not then or "_it" in str(then):
        return None
    none_left = {"count": {"who": "opponent", "zones": ["drop"], "op": "<=", "n": 0, "type": "battle"}}
    what: Table = {"zone": "drop", "owner": "opponent", "type": "battle", "up_to": num(m.group("n"))}
    return [{"warp": what}, {"if": {"condition": [none_left], "then": then}}]


DECK2_EFFECTS: list[Rule] = [
    rule(r"send up to (?P<n>{N}) cards? from the top of your deck to your (?P<to>warp)", _top_up_to),
    rule(
        r"place up to (?P<n>{N}) cards? from the top of your deck in(?:to)? your (?P<to>energy)(?: area)?"
        r"(?P<rest> in rest mode)?",
        _top_up_to,
    ),
    rule(r"shuffle (?P<sel>(?:up to )?{N} .+?) " + _INTO, _shuffle_in),
    rule(r"choose (?P<sel>.+?)(?:,| and|, and) shuffle (?:it|them) " + _INTO, _shuffle_in),
    rule(
        r"choose (?P<sel>(?:up to )?{N} .+?) (?:from|in) your (?P<drop>drop area (?:and/)?or )?warp(?P<w> with [^.]+?)?"
        r"(?:,| and|, and) play (?:it|them)"
        r"(?P<rest> in rest mode)?",
        _play_from_warp,
    ),
    rule(
        r"place (?:1|one|a) card from your hand (?P<where>at the bottom of|on top of|on the top of) your deck",
        _hand_card_to_deck,
    ),
    rule(r"(?P<x>[^.]+?),? and if you did,? (?P<y>[^.]+)", _and_if_did),
    # "Choose 1 card in your life and add it to your hand. If you do so, Y" (not "you may": that is the shared may)
    rule(r"(?!(?:then,? )?you may\b)(?P<x>[^.]+)\. if you do(?: so)?,\s*(?P<y>[^.]+)", _if_you_do),
    # a hand brought to a number of cards
    rule(r"draw cards until you have (?P<n>{N}) cards in your hand", lambda m, c: [{"draw_to": num(m.group("n"))}]),
    rule(
        r"your opponent (?:must )?chooses? cards in their hand(?: and places? them in their drop area)? until "
        r"(?:they have (?P<n>{N}) cards in (?:their )?hand|there are only (?P<n2>{N}) remaining)"
        r"(?P<place>,? and place the chosen cards in the drop area)?",
        lambda m, c: _discard_to(m),
    ),
    rule(
        r"place (?P<sel>(?:1|one|a) \S.*?) (?:from|in) your hand in(?:to)? (?:your|the) drop area",
        _hand_kind_to_drop,
    ),
    rule(
        r"choose (?P<sel>.+?)(?:,| and|, and) place it on top of (?P<whose>its owner'?s|their) deck",
        _on_their_deck,
    ),
    rule(
        r"your opponent may (?P<x>[^.]+?)\. if they (?:don'?t|do not|didn'?t|did not)(?P<ko> KO a card this way)?,? "
        r"(?P<y>.+)",
        _opponent_may,
    ),
    # life cards (chosen unseen, DBS 3-9-2) placed in the Drop Area
    rule(
        r"choose (?P<n>{N}) cards? (?:in|from) your life,? and place (?:it|them) in (?:your|the) drop area",
        lambda m, c: [{"put": {"zone": "life", "count": num(m.group("n")), "to": "drop"}}],
    ),
    rule(
        r"you may (?P<x>[^.]+?)\. if you chose to add a card from your (?:e|\uff25)nergy area to your hand,? (?P<y>[^.]+)",
        _may_added,
    ),
    # "then you choose ...": the master chooses, as "choose" says alone (after a clause naming the opponent)
    rule(r"you (?P<x>choose .+)", lambda m, c: compose(effects(), m.group("x"), c)),
    rule(
        r"place the top (?:card|(?P<n>{N}) cards?) of your opponent'?s deck in(?:to)? their drop area",
        lambda m, c: [{"put": {"zone": "deck", "owner": "opponent", "top": num(m.group("n") or "1"), "to": "drop"}}],
    ),
    rule(
        r"your opponent chooses (?P<n>{N}) battle cards? in their drop area and sends (?:it|them) to their warp",
        lambda m, c: [
            {
                "warp": {
                    "zone": "drop",
                    "type": "battle",
                    "owner": "opponent",
                    "count": num(m.group("n")),
                    "chosen_by": "opponent",
                }
            }
        ],
    ),
    # the whole hand: no choice is left
    rule(
        r"your opponent chooses all (?:of )?the cards in their hand and places them in their drop area",
        lambda m, c: [{"put": {"zone": "hand", "owner": "opponent", "count": "all", "to": "drop"}}],
    ),
    rule(
        r"send up to (?P<n>{N}) battle cards? from your opponent'?s drop area to their warp; if there are no battle cards "
        r"in your opponent'?s drop area, (?P<y>[^.]+)",
        _warp_then_if_none,
    ),
    rule(r"you may (?P<x>[^.;]+?)(?:\.|;|,) " + _NOT_DONE + r", (?P<y>.+)", _may_else),
]
