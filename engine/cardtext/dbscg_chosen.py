"""Dragon Ball Super Card Game card text: the chosen cards named in other
words — "choose X and that card / the chosen card gets ...", "they each
gain ...", cards "in your Leader Area or Battle Area", "your Battle Cards
with 《X》" — read as the compiler's own wording of them; and the cards an
opponent chooses of their own and sends to the Warp; power for each card
("this card gets +6000 power for each card in your energy for the battle",
engine.games.dbscg.power_per). Part of the rules of
:mod:`engine.cardtext.dbscg_effects` (``effects``: the compiler's whole list)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import partial

from engine.cardtext.core import Ctx, Rule, Steps, compose, num, rule
from engine.cardtext.dbscg_nouns import selector_of

Effects = Callable[[], Sequence[Rule]]

#: "switch it to Active Mode" as an [Auto] skill's effect: "it" is this card only when its trigger names no
#: other card in play (:data:`SELF_TRIGGERS`, checked by engine.cardtext.dbscg_effects.lift_sole_if)
IT_OF_TRIGGER = "_it_of_trigger"
#: the triggers about this card alone ("when you play this card", "when this card attacks", "when this card
#: activates [Blocker]", "when this card KO-s a Battle Card": that card is then in the Drop Area)
SELF_TRIGGERS = frozenset(
    {"played", "played_from_hand", "played_over_realm", "attacks", "attacked", "activates_blocker", "kos"}
)

#: the chosen cards named again after "choose X and": what the compiler reads there
_PRONOUN = {
    "that card": "it",
    "the chosen card": "it",
    "those cards": "they",
    "the chosen cards": "they",
    "they each": "they",
}


def _pronoun(effects: Effects) -> Callable[[re.Match[str], Ctx], Steps | None]:
    def build(m: re.Match[str], ctx: Ctx) -> Steps | None:
        """ "Choose X and that card gets +5000 power", "... and they each gain +5000 power":
        the chosen cards, as "choose X and it gets / they gain" (each chosen card gets it)."""
        said = _PRONOUN[re.sub(r"\s+", " ", m.group("p").lower())]
        return compose(effects(), f"choose {m.group('sel')}{m.group('j')} {said} {m.group('rest')}", ctx)

    return build


def _leader_or_battle(effects: Effects) -> Callable[[re.Match[str], Ctx], Steps | None]:
    def build(m: re.Match[str], ctx: Ctx) -> Steps | None:
        """ "Choose up to 1 《X》 card in your Leader Area or Battle Area and it gets ...": one of
        your cards of those two areas, as "up to 1 of your 《X》 cards" reads them."""
        what = m.group("what")
        if re.search(r"\b(?:your|their|opponent'?s?)\b", what, re.IGNORECASE):
            return None
        sel = selector_of(f"{m.group('q')} of your {what} cards")
        if sel is None or sel.get("zone") != ["leader", "battle"] or "owner" in sel:
            return None
        return compose(effects(), f"choose {m.group('q')} of your {what} cards{m.group('rest')}", ctx)

    return build


def _with_trait(effects: Effects) -> Callable[[re.Match[str], Ctx], Steps | None]:
    def build(m: re.Match[str], ctx: Ctx) -> Steps | None:
        """ "Choose up to 2 of your Battle Cards with 《X》": your 《X》 Battle Cards (a special
        trait the card has, DBS 2-3)."""
        return compose(effects(), f"choose {m.group('q')} of your {m.group('t')} battle cards{m.group('rest')}", ctx)

    return build


def _opponent_warps(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Your opponent chooses 1 of their Battle Cards (with an energy cost of 1) and sends it to its
    owner's Warp": the opponent chooses among their own Battle Cards (DBS 8-5-3, 11-4-1)."""
    sel = selector_of(f"{m.group('n')} of your opponent's battle cards{m.group('with') or ''}")
    if sel is None or sel.get("zone") != "battle" or sel.get("owner") != "opponent" or "count" not in sel:
        return None
    return [{"warp": {**sel, "chosen_by": "opponent"}}]


#: the cards counted, as printed after "for each": your energy (DBS 3-5: the cards in your Energy Area)
_YOUR_ENERGY = re.compile(r"(?:1 )?energy you have|of your energy|card in your energy(?: area)?", re.IGNORECASE)


def _per(text: str) -> dict[str, object] | None:
    """The selector of the cards "for each" counts: every card it names."""
    if _YOUR_ENERGY.fullmatch(text.strip()):
        return {"count": "all", "zone": "energy"}
    sel = selector_of("all " + text.strip())
    if sel is None or sel.get("count") != "all" or sel.get("zone") not in ("drop", "warp", "energy", "hand"):
        return None
    return sel


def _power_per(effects: Effects) -> Callable[[re.Match[str], Ctx], Steps | None]:
    def build(m: re.Match[str], ctx: Ctx) -> Steps | None:
        """ "This card gets +6000 power for each card in your energy (and [K]) for the battle", "choose X and it
        gains +1000 power for each of your energy for the turn": counted as the skill resolves (power_per)."""
        per, said = _per(m.group("per")), (m.group("until") or "").lower()
        if per is None or not said or ctx.kind not in ("auto", "act"):
            return None  # a duration printed: none is not read
        until = {"until": "battle"} if said.endswith("battle") else {}
        step: dict[str, object] = {"power": int(m.group("p")), "per": per, **until}
        if m.group("sel"):
            target = selector_of(m.group("sel"))
            if target is None or target.get("zone") not in ("battle", "leader", ["leader", "battle"]):
                return None
            step["target"] = target
        steps: Steps = [{"power_per": step}]
        if m.group("k"):
            granted = compose(effects(), f"this card gains [{m.group('k')}]{m.group('until')}", ctx)
            if not granted or m.group("sel"):
                return None
            steps.extend(granted)
        return steps

    return build


_UNTIL = r"(?P<until>,? (?:for|during|until) (?:the|this) (?:duration of (?:the|this) )?(?:turn|battle))?"


def _keywords(effects: Effects) -> Callable[[re.Match[str], Ctx], Steps | None]:
    def build(m: re.Match[str], ctx: Ctx) -> Steps | None:
        """ "This card gains [Double Strike] and [Dual Attack] for the turn": each keyword as
        "this card gains [K] for the turn" reads it (DBS 10)."""
        keys = re.findall(r"\[([^\]]+)\]", m.group("ks"))
        steps: Steps = []
        for key in keys:
            got = compose(effects(), f"{m.group('who')} gains [{key}]{m.group('until') or ''}", ctx)
            if not got:
                return None
            steps.extend(got)
        return steps

    return build


def _opponent_energy_rest(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Switch up to 1 of your opponent's energy to Rest Mode": cards of their Energy Area (DBS 3-5)."""
    sel = selector_of(m.group("sel"))
    if sel is None or sel.get("zone") != "energy" or sel.get("owner") != "opponent":
        return None
    return [{"rest": sel}]


#: [Permanent] "... can't attack" as printed: the attack_bar table (``n``: the energy cost printed)
_ATTACK_BARS: list[tuple[str, dict[str, object]]] = [
    (r"this card (?:can'?t|cannot) be attacked by a leader card", {"attacker": "leader", "target": "self"}),
    (r"your opponent (?:can'?t|cannot) attack your other battle cards", {"target": "other_battle"}),
    (r"your opponent can only attack this card", {"target": "not_self"}),
    (r"your opponent'?s battle cards can only attack this card", {"attacker": "battle", "target": "not_self"}),
    (r"this card (?:can'?t|cannot) be attacked by your opponent'?s cards", {"target": "self"}),
    (
        r"your opponent'?s leader card (?:can'?t|cannot) attack your battle cards",
        {"attacker": "leader", "target": "battle"},
    ),
    (
        r"your opponent'?s battle cards with energy costs of (?P<n>\d+) or less (?:can'?t|cannot) attack",
        {"attacker": "battle", "cost_at_most": 0},
    ),
    (
        r"other battle cards with energy costs of (?P<n>\d+) or more (?:can'?t|cannot) attack",
        {"by": "any", "attacker": "battle", "other": True, "cost_at_least": 0},
    ),
    (
        r"players (?:can'?t|cannot) attack with battle cards with energy costs of (?P<n>\d+)",
        {"by": "any", "attacker": "battle", "cost": 0},
    ),
]


def _attack_bar(m: re.Match[str], ctx: Ctx, bar: dict[str, object]) -> Steps | None:
    if ctx.kind != "cont":
        return None
    table = {k: (int(m.group("n")) if k.startswith("cost") else v) for k, v in bar.items()}
    return [{"attack_bar": table}]


def _no_attacks(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Your opponent can't attack with Battle Cards with energy costs of 7 or more for the turn"."""
    if ctx.kind not in ("auto", "act") or (m.group("n") and not m.group("b")):
        return None
    table: dict[str, object] = {"kind": "battle" if m.group("b") else "any"}
    if m.group("n"):
        table["least"] = int(m.group("n"))
    table["until"] = "next_main" if "main phase" in m.group("u").lower() else "turn"
    return [{"no_attacks": table}]


def _attack_active_chosen(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Choose up to 1 of your Battle Cards, and it can attack Battle Cards in Active Mode for the turn"."""
    sel = selector_of(m.group("sel"))
    if ctx.kind not in ("auto", "act") or sel is None or sel.get("zone") != "battle" or "owner" in sel:
        return None
    return [{"attack_active_turn": sel}]


def _power_counted(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """[Permanent] "This card gets +3000 power for each skill-less Battle Card in your Drop Area", "... for
    every 8 black Battle Cards in your Warp", "... for each card in your energy and your opponent's energy"."""
    said = m.group("per").strip()
    both = re.fullmatch(r"card in your energy and your opponent'?s energy", said, re.IGNORECASE)
    per = {"count": "all", "zone": "energy", "owner": "any"} if both else _per(said)
    if ctx.kind != "cont" or per is None or any(k.startswith("power") for k in per):
        return None
    every = {"every": int(m.group("k"))} if m.group("k") else {}
    return [{"power_counted": {"power": int(m.group("p")), **every, "per": per}}]


def _to_all(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """[Permanent] "All 《X》 cards in your Battle Area gain [Barrier]", "... get +10000 power", "your
    mono-yellow 《X》 Battle Cards get +5000 power": every such card of yours while the skill is in force."""
    said = m.groupdict()
    sel = selector_of(f"all {said['sel']}" if said.get("sel") else f"all of your {said['yours']}")
    if ctx.kind != "cont" or sel is None or sel.get("zone") != "battle" or "owner" in sel or sel.get("count") != "all":
        return None
    if any(k.startswith("power") for k in sel):
        return None  # the power of the cards named: not read (their power is what this changes)
    key = said.get("k")
    what = {"keyword": re.sub(r"[ -]+", "_", key.strip().lower())} if key else {"power": int(m.group("p"))}
    return [{"to_all": {**what, "target": sel}}]


def chosen_rules(effects: Effects) -> list[Rule]:
    """The rules of this module; ``effects`` gives the compiler's whole list."""
    return [
        rule(
            r"(?P<who>this card|it) gains? (?P<ks>\[[^\]]+\](?:, \[[^\]]+\])*,? and \[[^\]]+\])"
            r"(?P<until>(?: for| during| until)[a-z' ]+)?",
            _keywords(effects),
        ),
        rule(r"you draw (?P<n>{N}) cards?", lambda m, c: [{"draw": num(m.group("n"))}]),
        rule(
            r"your opponent (?:can'?t|cannot) activate \[blocker\](?: skills)? (?:during|in response to) this card'?s "
            r"attack",
            lambda m, c: [{"no_blockers": True}] if c.kind == "cont" else None,
        ),
        # [Permanent] attacks some cards can't make (attack_bar, engine.games.dbscg.attack_limits)
        *[rule(pattern, partial(_attack_bar, bar=bar)) for pattern, bar in _ATTACK_BARS],
        rule(
            r"(?P<g>this card gains \[[a-z ]+\]) and can'?t be attacked by your opponent'?s cards",
            lambda m, c: (
                [*got, {"attack_bar": {"target": "self"}}]
                if c.kind == "cont" and (got := compose(effects(), m.group("g"), c))
                else None
            ),
        ),
        # "your opponent can't attack ... for the turn" (engine.games.dbscg.attack_limits)
        rule(
            r"your opponent can'?t attack(?P<b> with battle cards)?(?: with energy costs of (?P<n>\d+) or more)? "
            r"(?P<u>for the turn|for the duration of the turn|until the start of your next main phase)",
            _no_attacks,
        ),
        rule(
            r"activate this skill\.?\s+(?P<rest>your opponent can'?t attack [^.;]+)",
            lambda m, c: compose(effects(), m.group("rest"), c),
        ),
        # "can attack Battle Cards in Active Mode" for the turn (engine.games.dbscg.attack_limits)
        rule(
            r"(?:for the duration of the turn, this card gets (?P<p1>[+-]\d+) power and can attack battle cards in "
            r"active mode|this card gets (?P<p2>[+-]\d+) power and can attack battle cards in active mode "
            r"for the (?:duration of the )?turn)",
            lambda m, c: (
                [{"gets": {"power": int(m.group("p1") or m.group("p2"))}}, {"attack_active_turn": "self"}]
                if c.kind in ("auto", "act")
                else None
            ),
        ),
        rule(
            r"choose (?P<sel>[^.;]+?),? and it can attack battle cards in active mode for the (?:duration of the )?turn",
            _attack_active_chosen,
        ),
        # a [Permanent] power counted whenever it is read (engine.games.dbscg.lasting_all)
        rule(
            r"this card (?:gets|gains|loses) (?P<p>[+-]\d+) power for (?:each|every (?P<k>\d+)) (?P<per>[^.;]+)",
            _power_counted,
        ),
        # a [Permanent] keyword or power of other cards (engine.games.dbscg.lasting_all)
        rule(
            r"all (?:of the )?(?P<sel>[^.;]+? in your battle area(?: with [^.;]+?)?) "
            r"(?:gain \[(?P<k>[a-z ]+)\]|get (?P<p>[+-]\d+) power)",
            _to_all,
        ),
        rule(r"your (?P<yours>[^.;]+? battle cards) get (?P<p>[+-]\d+) power", _to_all),
        # "(All of) your X Battle Cards with energy costs of N get +N power", "all of your X Battle Cards gain [K]"
        rule(r"(?:all of )?your (?P<yours>[^.;]+? battle cards with [^.;]+?) get (?P<p>[+-]\d+) power", _to_all),
        rule(
            r"all of your (?P<yours>[^.;]+? battle cards) (?:gain \[(?P<k>[a-z ]+)\]|get (?P<p>[+-]\d+) power)", _to_all
        ),
        # a [Permanent] limit on the opponent's attacks (engine.games.dbscg.attack_limits; DBS 7-1-1)
        rule(
            r"your opponent'?s cards (?:can'?t|cannot) attack (?:leader cards|your leader card)",
            lambda m, c: [{"no_leader_attacks": True}] if c.kind == "cont" else None,
        ),
        # "When this card is played, switch it to Active Mode": this card when no other card was named
        # before it in the effect (read as the compiler reads "it gets ...")
        rule(
            r"switch it to (?P<m>active|rest) mode",
            lambda m, c: (
                [{IT_OF_TRIGGER: [{"stand" if m.group("m").lower() == "active" else "rest": "self"}]}]
                if c.kind == "auto"
                else None
            ),
        ),
        rule(r"switch (?P<sel>(?:up to )?\d+ of your opponent'?s energy) to rest mode", _opponent_energy_rest),
        # damage is dealt to a player's life (DBS 4-10-2): "their life" is the opponent's
        rule(r"deal (?P<n>{N}) damage to their life", lambda m, c: [{"damage": num(m.group("n"))}]),
        rule(
            r"your opponent places (?P<n>1) of their energy at the bottom of its owner'?s deck",
            lambda m, c: [
                {
                    "put": {
                        "count": 1,
                        "zone": "energy",
                        "owner": "opponent",
                        "chosen_by": "opponent",
                        "to": "deck",
                        "bottom": True,
                    }
                }
            ],
        ),
        rule(
            r"(?:this card|choose (?P<sel>[^.;]+?),? and (?:it|they)) (?:gets?|gains?) (?P<p>[+-]\d+) power for each "
            r"(?P<per>[^.;\[]+?)(?: and \[(?P<k>[a-z ]+)\])?" + _UNTIL,
            _power_per(effects),
        ),
        rule(
            r"choose (?P<sel>[^.;]+?)(?P<j>,? and|,) (?P<p>that card|the chosen card|those cards|the chosen cards|"
            r"they each) (?P<rest>(?:gets?|gains?|loses?|can'?t|cannot) [^.;]+)",
            _pronoun(effects),
        ),
        rule(
            r"choose (?P<q>up to \d+|\d+) (?:of your )?(?P<what>[^.;,]+?) cards? in your leader area or battle area"
            r"(?P<rest>,? and (?:it|they) [^.;]+)",
            _leader_or_battle(effects),
        ),
        rule(
            r"choose (?P<q>up to \d+|\d+) of your battle cards with (?P<t>《[^》]+》)(?P<rest>(?:,? and|,) (?:it|they) [^.;]+)",
            _with_trait(effects),
        ),
        rule(
            r"your opponent chooses (?P<n>1) of their battle cards(?P<with> with an energy cost of \d+(?: or less)?)? "
            r"and sends it to its owner'?s warp",
            _opponent_warps,
        ),
    ]
