"""The skills of a card in force (DBS 2-12-2, DBS 8-1-4): the side facing up
(DBS 2-3-2-1-2), the conditions a skill prints (read when it is activated,
resolves or, for a [Permanent] skill, all the time), and the steps of a
card's own [Permanent] skills that hold now. Below the power and keyword
readers (:mod:`engine.games.dbscg.stats`, :mod:`engine.games.dbscg.keywords`),
which add those steps, and above the state alone."""

from __future__ import annotations

from typing import Any

from engine.abilities import Ability
from engine.cards import CardDef
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.state import character_name, character_of, colors_of, game_state, skills_negated, turn_state
from engine.grammar.control import Grant
from engine.grammar.spec import Verb
from engine.grammar.verbs import Gets
from engine.state import REST, Card, Game

#: the areas where the skills of Leader and Battle Cards work (DBS 2-12-2)
FIELD_ZONES = ("leader", "battle")


def check_condition(g: Game, seat: int, ab: Ability, card: Card | None = None) -> bool:
    """Whether the conditions of ``ab`` hold for its master ``seat``; ``card``: the skill's own card
    ("if this card is in Rest Mode", DBS 4-8-1 — not held when it is not known)."""
    for word, value in ab.condition:
        if word == "self_rest" and (card is None or card.orientation != REST):
            return False
        if word == "life_at_most" and len(g.zone(seat, "life").cards) > int(value):
            return False
        if word == "life_at_least" and len(g.zone(seat, "life").cards) < int(value):
            return False
        if word == "my_turn" and g.active != seat:
            return False
        if word == "opponent_turn" and g.active == seat:
            return False
        if word == "min_hand" and len(g.zone(seat, "hand").cards) < int(value):
            return False
        if word == "max_hand" and len(g.zone(seat, "hand").cards) > int(value):
            return False
        if word == "bond" and sum(1 for c in g.zone(seat, "battle").cards if c.card.type == "battle") < int(value):
            return False  # DBS 10-23-1: [Bond X] takes effect with X or more Battle Cards
        if word == "dragon_balls_in_drop" and sum(
            1 for c in g.zone(seat, "drop").cards if "dragon_ball" in c.card.stats.get("keywords", ())
        ) < int(value):
            return False  # "[Wish] When there are 7 [Dragon Ball] cards in your Drop Area" (DBS 10-28-2, 10-31)
        if word == "under" and (card is None or _under(g, card, dict(value)) < int(dict(value)["n"])):
            return False  # "If there are N or more cards under this card" (DBS 11-3-4)
        if word == "in_battle_area" and _present(g, seat, dict(value), card) is bool(dict(value).get("absent")):
            return False  # "If {X} is in play in your Battle Area" ("absent": "If {X} is not")
        if word == "in_area" and _area_count(g, seat, dict(value)) < int(dict(value)["n"]):
            return False  # "If you have 3 or more Extra Cards in your Drop Area"
        if word == "bond_of" and _bond_count(g, seat, dict(value)) < int(dict(value)["n"]):
            return False  # DBS 10-23-2-1: X or more of the specified Battle Cards
        if word == "sparking" and len(g.zone(seat, "drop").cards) < int(value):
            return False  # DBS 10-29-1: [Sparking X] needs X or more cards in the Drop Area
        if word == "in_battle" and turn_state(g).battle is None:
            return False
        if word == "opponent_leader" and not leader_is(g, g.opponent(seat), dict(value)):
            return False  # "If your opponent's Leader Card is red or blue"
        if word == "leader_any" and not any(leader_is(g, seat, dict(want)) for want in value):
            return False  # "If your Leader Card is green or a 《Heroine》 card"
        if word == "leader" and not leader_is(g, seat, dict(value)):
            return False  # "[Activate: Main] If your Leader Card is X : ..." (DBS 2-4, 2-5-3, 2-6-4)
        if word == "energy_at_least" and len(g.zone(seat, "energy").cards) < int(value):
            return False  # DBS 3-5: the cards in the Energy Area, whatever their mode
        if word == "opponent_energy_at_least" and len(g.zone(g.opponent(seat), "energy").cards) < int(value):
            return False
        if word == "energy_all" and not all(_colored(c, dict(value)) for c in g.zone(seat, "energy").cards):
            return False  # "if all of your energy is black"
        if word == "battle_all" and not all(
            _colored(c, dict(value)) for c in g.zone(seat, "battle").cards if c.card.type == "battle"
        ):
            return False  # "if all of your Battle Cards are red and no other color"
        if word == "count" and not _count_holds(g, seat, dict(value)):
            return False  # "if your opponent has 4 or more cards in Rest Mode", "if there are no cards in ..."
        if word == "than_opponent" and not _than_opponent(g, seat, dict(value)):
            return False  # "if you have more life than your opponent"
        if word == "leader_front" and not ((ldr := g.zone(seat, "leader").top) is not None and ldr.face_up):
            return False  # "if your Leader Card is on its front side" (DBS 2-3-2-1-2)
    return True


def _count_holds(g: Game, seat: int, want: dict[str, Any]) -> bool:
    """The cards of ``want["who"]`` in ``want["zones"]`` (of a mode, DBS 4-8-1, a card type, color, special
    trait and character) against ``n`` (no Warp in ver.1.00: none there)."""
    seats = {"you": (seat,), "opponent": (g.opponent(seat),), "both": (seat, g.opponent(seat))}[str(want["who"])]
    mode = want.get("rest_mode")
    kind = want.get("type")
    zones = [z for z in want["zones"] if z != "warp" or ruleset_of(g).has_warp]
    n = sum(
        1
        for s in seats
        for zone in zones
        for c in g.zone(s, str(zone)).cards
        if (mode is None or (c.orientation == REST) == bool(mode))
        and (kind is None or c.card.type == kind)
        and _colored(c, want)
        and _is(c, {k: v for k, v in want.items() if k in ("trait", "character")})
    )
    return n >= int(want["n"]) if want["op"] == ">=" else n <= int(want["n"])


def _than_opponent(g: Game, seat: int, want: dict[str, Any]) -> bool:
    """Your cards in a zone against your opponent's: more (``op`` "more") or fewer."""
    mine, theirs = (len(g.zone(s, str(want["zone"])).cards) for s in (seat, g.opponent(seat)))
    return mine > theirs if want["op"] == "more" else mine < theirs


def _colored(card: Card, want: dict[str, Any]) -> bool:
    """Of the color ``want`` names (one of the card's colors, DBS 2-4-1), or of it alone (``mono``)."""
    colors = colors_of(card.card)
    return ("color" not in want or want["color"] in colors) and ("mono" not in want or colors == (want["mono"],))


def _under(g: Game, card: Card, want: dict[str, Any]) -> int:
    """The cards under ``card`` (of the special trait ``want`` names), as
    :func:`engine.games.dbscg.stacks.cards_under` finds them (DBS 11-3-4)."""
    hosts = game_state(g).hosts
    return sum(
        1
        for seat in range(g.n_players)
        for c in g.zone(seat, "under").cards
        if (h := hosts.get(c.iid)) is not None
        and h[0] is card
        and h[1] == card.incarnation
        and ("trait" not in want or want["trait"] in c.card.stats.get("traits", ()))
    )


def _present(g: Game, seat: int, want: dict[str, Any], card: Card | None) -> bool:
    """A card ``want`` names in ``seat``'s Battle Area; "another X" (``other``): one
    other than ``card``, the skill's own (none known: it is not in play); "in your Battle
    Area or Leader Area" (``leader``): or the Leader Card is one (DBS 3-5, as :func:`leader_is` reads it)."""
    if want.get("leader") and leader_is(
        g, seat, {k: v for k, v in want.items() if k in ("name", "character", "trait")}
    ):
        return True
    return any(_is(c, want) and not (want.get("other") and c is card) for c in g.zone(seat, "battle").cards)


def _is(card: Card, want: dict[str, Any]) -> bool:
    """Whether ``card`` has the color, special trait, character name and card name ``want`` names."""
    st = card.card.stats
    return (
        ("color" not in want or want["color"] in colors_of(card.card))
        and ("trait" not in want or want["trait"] in st.get("traits", ()))
        and ("character" not in want or character_name(want["character"]) == character_of(card.card))
        and ("name" not in want or want["name"] == card.card.name)
    )


def _area_count(g: Game, seat: int, want: dict[str, Any]) -> int:
    """The cards in ``seat``'s Drop Area, Warp or Energy Area of the card type,
    color, multicolor, special trait, character name and card name ``want`` names
    (no Warp in ver.1.00)."""
    zone = str(want["zone"])
    if zone == "warp" and not ruleset_of(g).has_warp:
        return 0
    kind = want.get("type")
    multi = want.get("multicolor")
    return sum(
        1
        for c in g.zone(seat, zone).cards
        if (kind is None or c.card.type == kind) and _is(c, want) and (multi is None or _multicolor(c, str(multi)))
    )


def _multicolor(card: Card, want: str) -> bool:
    """A multicolor card (DBS 2-4: of two or more colors); "red/yellow": one of both those colors."""
    colors = colors_of(card.card)
    return len(colors) > 1 and (want == "any" or all(c in colors for c in want.split("/")))


def _bond_count(g: Game, seat: int, want: dict[str, Any]) -> int:
    """The Battle Cards in ``seat``'s Battle Area of the color, special trait
    and character name [Bond X] specifies (DBS 10-23-2-1), or of the second
    description ``or`` ("X cards and/or Y cards")."""
    other = dict(want["or"]) if "or" in want else None
    return sum(
        1
        for c in g.zone(seat, "battle").cards
        if c.card.type == "battle" and (_is(c, want) or (other is not None and _is(c, other)))
    )


#: conditions an [Activate] skill may print before its colon, read by :func:`check_condition`
#: when it is activated (on an [Auto] they are read as it resolves, an ``if`` of its effect)
ACTIVATION_CONDITIONS = ("leader", "energy_at_least", "opponent_energy_at_least")


def leader_is(g: Game, seat: int, want: dict[str, str]) -> bool:
    """ "If your Leader Card is red / mono-red / a 《Saiyan》 card / <Son Goku>":
    the player's Leader Card as it is now — its color (DBS 2-4), special traits
    (DBS 2-6-4), character name (DBS 2-5-3; an awakened leader's back side
    has its own, DBS 2-3-2-1-2) or card name (DBS 2-3)."""
    leader = g.zone(seat, "leader").top
    if leader is None:
        return False
    st = leader.card.stats
    back = leader.card.type == "leader" and not leader.face_up
    character = character_name(st.get("back_character") or st.get("character", "") if back else st.get("character", ""))
    name = str(st.get("back_name") or leader.card.name) if back else leader.card.name
    colors = colors_of(leader.card)
    have = {
        "color": colors,
        "mono": colors if len(colors) == 1 else (),  # "mono-red": red and no other color
        "trait": tuple(st.get("traits", ())),
        "character": (character,),
        "name": (name,),
    }
    if "colors" in want and not any(c in colors for c in want["colors"]):
        return False  # "a red or green 《Saiyan》 card": either color (DBS 2-4-1)
    rest = {k: v for k, v in want.items() if k != "colors"}
    return all((character_name(v) if k == "character" else v) in have[k] for k, v in rest.items())


def side_of(card: Card) -> str:
    """DBS 2-3-2-1-2: a leader turned over shows its back side."""
    return "back" if card.card.type == "leader" and not card.face_up else "front"


def live_abilities(card: Card) -> tuple[Ability, ...]:
    """The abilities of the side facing up (DBS 2-3-2-1-2, DBS 2-3-2-1-3)."""
    d = card.card
    abilities = d.abilities
    if not abilities or d.type != "leader":
        return abilities
    side = side_of(card)
    got = _SIDES.get((d, side))
    if got is None:
        got = _SIDES[d, side] = tuple(a for a in abilities if a.params.get("side", "front") == side)
    return got


#: a leader's abilities by its printed card and the side facing up
_SIDES: dict[tuple[CardDef, str], tuple[Ability, ...]] = {}

#: a card's [Permanent] skills with the steps that say something, by printed
#: card, side facing up and what the steps say (see :func:`cont_steps`)
_CONT_STEPS: dict[tuple[CardDef, str, str | type], tuple[tuple[Ability, tuple[Any, ...]], ...]] = {}


def cont_steps(card: Card, what: str | type) -> tuple[tuple[Ability, tuple[Any, ...]], ...]:
    """The [Permanent] skills of the card's side facing up that have steps
    ``what`` (a step's word, or a class of steps), each with those steps'
    values, in their order: sorted out once per printed card and side, as
    the rules look for them at every question. Where each works and whether
    its conditions hold is for the caller (DBS 2-12-2, 8-1-4)."""
    d = card.card
    if not d.abilities:
        return ()
    key = (d, side_of(card), what)
    got = _CONT_STEPS.get(key)
    if got is None:
        found = []
        for ab in live_abilities(card):
            if ab.kind == "cont":
                if isinstance(what, str):
                    values = tuple(v for w, v in ab.effect if w == what)
                else:
                    values = tuple(v for _, v in ab.effect if isinstance(v, what))
                if values:
                    found.append((ab, values))
        got = _CONT_STEPS[key] = tuple(found)
    return got


#: the words and the step classes of a printed card's [Permanent] skills, either side
_SAYS: dict[CardDef, frozenset[str | type]] = {}


def cont_says(cd: CardDef) -> frozenset[str | type]:
    """What the card's [Permanent] skills say, either side: each step's word and
    the classes of its value (what :func:`cont_steps` may be asked for)."""
    got = _SAYS.get(cd)
    if got is None:
        said: set[str | type] = set()
        for ab in cd.abilities:
            if ab.kind == "cont":
                for w, v in ab.effect:
                    said.add(w)
                    said.update(type(v).__mro__)
        got = _SAYS[cd] = frozenset(said)
    return got


def says(card: Card, what: str | type) -> bool:
    """Whether a [Permanent] skill of the card, either side, has a step ``what``
    (a step's word, or a class of steps): a look that spares the rules
    :func:`cont_steps` for the many cards without one."""
    d = card.card
    return bool(d.abilities) and what in cont_says(d)


def _lasting(ab: Ability) -> tuple[Verb, ...]:
    """The steps of a [Permanent] skill on this card alone: "this card gets +N power", "gains [Blocker]"."""
    out = []
    for _, verb in ab.effect:
        if isinstance(verb, (Gets, Grant)) and verb.target.this:
            out.append(verb)
    return tuple(out)


def in_force(g: Game, card: Card) -> list[Verb]:
    """The steps of the card's own [Permanent] skills in force now on itself:
    its side facing up, in its area (DBS 2-12-2), their conditions holding
    (DBS 8-1-4: a [Permanent] skill has its effect while they do)."""
    if not card.card.abilities or card.zone.name not in FIELD_ZONES or skills_negated(g, card):
        return []  # DBS 8-3-2: a negated [Permanent] skill has no effect
    out: list[Verb] = []
    for ab in live_abilities(card):
        if ab.kind != "cont" or card.zone.name not in (ab.zones or FIELD_ZONES):
            continue
        verbs = _lasting(ab)
        if verbs and check_condition(g, card.zone.owner, ab, card):
            out.extend(verbs)
    return out


def energy_cost(g: Game, card: Card) -> int:
    """The card's energy cost now (DBS 2-11-3: the total cost): the printed one,
    reduced by its own [Permanent] "reduce the energy cost of this card in your
    hand by N" (``reduce_cost``; "by N for each X", ``reduce_cost_per``: its
    ``less``; "in your hand and Battle Area / Drop Area", ``reduce_cost_in``: there
    too) where the skill works and its conditions hold (DBS 8-1-4; not negated in
    the Battle Area, DBS 8-3-2), and in the hand by the "reduce the energy costs
    of X in your hand" of its owner's cards in play.
    The specified cost is not reduced; a cost is never below 0 (DBS 1-3-6)."""
    printed = int(card.card.stats.get("cost", 0))
    where = card.zone.name
    if where == "hand":
        less = _less_by_field(g, card)
    elif where in ("battle", "drop") and card.card.abilities and not (where == "battle" and skills_negated(g, card)):
        less = 0
    else:
        return printed
    for ab in live_abilities(card):
        if ab.kind == "cont" and where in ab.zones and any(w in _REDUCTIONS for w, _ in ab.effect):
            if check_condition(g, card.zone.owner, ab, card):
                less += sum(int(v) for w, v in ab.effect if w == "reduce_cost")
                less += sum(int(v.less(g, card)) for w, v in ab.effect if w == "reduce_cost_per")
                less += sum(int(v.by) for w, v in ab.effect if w == "reduce_cost_in" and where in v.areas)
    return max(0, printed - less)


#: the words of [Permanent] skills that reduce this card's energy cost in the hand
_REDUCTIONS = ("reduce_cost", "reduce_cost_per", "reduce_cost_in")


def _less_by_field(g: Game, card: Card, word: str = "reduce_cost_of") -> int:
    """How much less ``card`` in the hand costs by the [Permanent] "reduce the energy costs of X in your hand"
    (``reduce_cost_of``; the combo cost: ``reduce_combo_cost_of``) of its owner's cards in the Leader and Battle
    Areas, in force there (DBS 8-1-4, 8-3-2)."""
    less = 0
    for name in FIELD_ZONES:
        for c in g.zone(card.zone.owner, name).cards:
            if not says(c, word):
                continue
            steps = cont_steps(c, word)
            if not steps or skills_negated(g, c):
                continue
            for ab, words in steps:
                if name in (ab.zones or FIELD_ZONES) and check_condition(g, card.zone.owner, ab, c):
                    less += sum(int(v.less(g, card, c)) for v in words)
    return less


def combo_cost_now(g: Game, card: Card) -> int:
    """The card's combo cost now (DBS 2-10): the printed one, reduced by its own [Permanent] "reduce the combo
    cost of this card in your hand (and Battle Area) by N" (``reduce_combo_cost``, ``reduce_combo_cost_in``: its
    ``by``) where it works while the skill's conditions hold (DBS 8-1-4; not negated, DBS 8-3-2), and in the hand
    by the "reduce the combo cost of X in your hand" of its owner's cards in play; never below 0 (DBS 1-3-6)."""
    printed = int(card.card.stats.get("combo_cost", 0))
    where = card.zone.name
    if where == "hand":
        less = _less_by_field(g, card, "reduce_combo_cost_of")
    elif where == "battle" and card.card.abilities and not skills_negated(g, card):
        less = 0  # "in your hand and Battle Area" (``areas``): a Battle Area card combos too (DBS 7-2-1-2-2)
    else:
        return printed
    for ab in live_abilities(card):
        words = [v for w, v in ab.effect if w in ("reduce_combo_cost", "reduce_combo_cost_in") and where in v.areas]
        if ab.kind == "cont" and where in ab.zones and words and check_condition(g, card.zone.owner, ab, card):
            less += sum(int(v.by) for v in words)
    return max(0, printed - less)


def free_play(g: Game, card: Card) -> bool:
    """Its own [Permanent] "you can play this card from your hand without
    paying its energy cost" is in force: the card is in the hand and the
    skill's conditions hold (DBS 8-1-4). Playing it so pays no energy; its
    energy cost itself is unchanged (DBS 2-11-3)."""
    if card.zone.name != "hand":
        return False
    for ab in live_abilities(card):
        if ab.kind == "cont" and "hand" in ab.zones and any(w == "free_play" for w, _ in ab.effect):
            if check_condition(g, card.zone.owner, ab, card):
                return True
    return False


def free_activation(g: Game, card: Card, act: Ability) -> bool:
    """An Extra Card's own [Permanent] "you can activate this card('s [Activate
    Battle]) from your hand without paying its energy cost" is in force for its
    [Activate] skill ``act``: the card is in the hand, the skill is the one
    named ("any": any of its [Activate] skills), the conditions hold (DBS 8-1-4)."""
    if card.zone.name != "hand" or card.card.type != "extra":
        return False
    timing = str(act.params.get("timing", ""))
    for ab in live_abilities(card):
        if ab.kind != "cont":
            continue  # the word itself says the card is in the hand
        named = [str(v) for w, v in ab.effect if w == "free_activate"]
        if any(n in ("any", timing) for n in named) and check_condition(g, card.zone.owner, ab, card):
            return True
    return False
