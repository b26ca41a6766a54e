"""System Gate card fields and ability vocabulary (SG 2, SG 11).

Card types follow SG 2.1.1 (unit, item, gate, spell); a landscape card is a
Finale (SG 2.0.1) and is marked with ``finale = true`` on a spell or unit.
Keywords of SG 11 are listed in ``keywords``; the two with a number
(Vampire Curse X, Life Bond X) carry it in their own field.
"""

from __future__ import annotations

import re
from typing import Any

from engine.abilities import AMOUNT, AT_LEAST, CARDS, Ability, register_vocabulary
from engine.cards import CardSchema, Field, at_least, list_of, one_of
from engine.grammar.spec import ANY_KIND, Either, Flag, Switch, Table, Text, Word, once

GAME = "systemgate"

#: SG 2.4 Gate Master skill icons.
GM_SKILLS = (
    "life",  # SG 2.4.2
    "neg_life",  # SG 2.4.3
    "energy",  # SG 2.4.4
    "neg_energy",  # SG 2.4.5
    "draw",  # SG 2.4.6
    "neg_draw",  # SG 2.4.7
    "power",  # SG 2.4.8
    "mill",  # SG 2.4.9
    "berserk",  # SG 2.4.10
    "assault",  # SG 2.4.11
    "guard",  # SG 2.4.12
)

#: SG 11 keyword skills (plus [Counter] of SG 3.1.2.2 and [Set] of SG 4.6.6).
KEYWORDS = (
    "move",  # SG 11.2
    "dual_attack",  # SG 11.3
    "penetrate",  # SG 11.4
    "soulguard",  # SG 11.5
    "revenge",  # SG 11.6
    "ghoststrike",  # SG 11.7
    "vampire_curse",  # SG 11.8
    "life_bond",  # SG 11.9
    "pilot",  # SG 11.10
    "combine",  # SG 11.11
    "gear_swap",  # SG 11.12
    "slow_start",  # SG 11.13
    "union",  # SG 11.14
    "dive",  # SG 11.15
    "counter",  # SG 3.1.2.2: a [Counter] card may be played in a counter timing
    "set",  # SG 4.6.6: a [Set] spell stays in the Set zone
)

#: The planet every Gate allows (SG 13.3).
ASTEROID_BELT = "Asteroid Belt"


def _keywords(value: object) -> str | None:
    if not isinstance(value, list):
        return "must be a list"
    bad = [k for k in value if k not in KEYWORDS]
    return f"has unknown keyword(s) {', '.join(map(str, bad))} (known: {', '.join(KEYWORDS)})" if bad else None


SCHEMA = CardSchema(
    types=("unit", "item", "spell", "gate"),
    fields={
        "planet": Field((str,)),  # SG 2.2.1
        "attributes": Field((list,), check=list_of(str)),  # SG 2.3.1
        "limit": Field((int,), check=at_least(0)),  # SG 2.1.2 (units)
        "cost": Field((int,), check=at_least(0)),  # SG 3.1.4 / SG 12.2.3: "Pay X" energy
        "power": Field((int,), check=at_least(0)),  # SG 2.5.1
        "crit": Field((int,), check=at_least(0)),  # SG 2.6.1
        "defense": Field((int,), check=at_least(0)),  # SG 2.7.1
        "finale": Field((bool,)),  # SG 2.0.1 landscape card
        "token": Field((bool,)),  # SG 13.4 <Token>
        "gm_skill": Field((str,), check=one_of(*GM_SKILLS)),  # SG 2.4
        "gm_value": Field((int,), check=at_least(0)),
        "life_cost": Field((int,), check=at_least(0)),  # SG 3.1.4: a Life part of the cost
        "equip_cost": Field((int,), check=at_least(0)),  # SG 11.10: [Pilot] Equip Cost
        "union_name": Field((str,)),  # SG 11.14 [Union "Card Name"]
        "union_cost": Field((int,), check=at_least(0)),  # SG 11.14 (Cost)
        "keywords": Field((list,), check=_keywords),
        "vampire_curse": Field((int,), check=at_least(0)),  # SG 11.8 X
        "life_bond": Field((int,), check=at_least(0)),  # SG 11.9 X
        # Gate cards (SG 2.1.5): which planets the deck may use and the
        # starting conditions (SG 5.2.5, SG 5.2.7, SG 5.2.10).
        "allows": Field((list,), check=list_of(str)),
        "life_mod": Field((int,)),
        "start_energy": Field((int,), check=at_least(0)),
        "start_hand": Field((int,), check=at_least(0)),
    },
)

#: SG 12.4: the stats a signed number in skill text may name; with none named
#: it is in units of Power.
SIGNED_STATS = {"power": "power", "crit": "crit", "defense": "defense"}


def signed_amount(value: Any) -> tuple[str, int]:
    """Read a signed number as printed in skill text: ``"+3000"`` or ``-1000``
    is Power (SG 12.4, "unless otherwise specified"); ``"+1 Crit"`` or
    ``"-2000 Defense"`` names its stat. Returns the stat and the signed amount."""
    if isinstance(value, bool):
        raise ValueError(f"{value!r} is not a signed number")
    if isinstance(value, int):
        return "power", value
    text = str(value).strip()
    m = re.fullmatch(r"([+-])\s*(\d+)(?:\s+([A-Za-z]+))?", text)
    if m is None:
        raise ValueError(f'{value!r} is not a signed number such as "+3000" or "+1 Crit"')
    sign, digits, unit = m.groups()
    stat = SIGNED_STATS.get((unit or "power").lower())
    if stat is None:
        raise ValueError(f"{value!r} names an unknown stat {unit!r} (known: Power, Crit, Defense)")
    n = int(digits)
    return stat, -n if sign == "-" else n


NAME = Text(what="a card name")
POWER = AMOUNT

#: SG 12.2.2 / SG 1.3.9: the card conditions of a search or a cost (a card
#: of that name, attribute, type or planet, or costing N or less)
CARD_FILTER = {
    "name": NAME,
    "attribute": Text(what="an attribute"),
    "type": Text(("unit", "item", "spell", "gate")),
    "planet": Text(what="a planet"),
    "max_cost": AT_LEAST,
}

#: Words of the System Gate ability vocabulary.
EFFECTS = {
    "mill_opponent": once(CARDS, "the opponent drops the top N cards of their deck (as SG 2.4.9)"),
    "opponent_discard": once(CARDS, "the opponent chooses and drops N hand cards (as SG 2.4.7)"),
    "discard": once(CARDS, "choose and drop N hand cards (SG 2.8.1)"),
    "fizzle": once(
        Either(
            (Text(("attack", "play")), Table({"unless_pays": CARDS}, frozenset({"unless_pays"}), "{ unless_pays = 2 }"))
        ),
        "fizzle the attack, or the opposing card or skill in the stack "
        "(unless its controller pays N Energy) (SG 10.8.1)",
    ),
    "assault_choice": once(Flag(), "the modes of the Assault Token (SG 2.4.11)"),
    "guard_choice": once(Flag(), "the modes of the Guard Token (SG 2.4.12)"),
    "cannot_lose": once(Flag(), "you cannot lose this turn (SG 1.2.6.3)"),
    "cannot_win": once(Flag(), "your opponents cannot win this turn (SG 1.2.6.2)"),
    "power_per_soul": once(POWER, "this card gets +N Power per soul card this turn"),
    "summon_token": once(NAME, "summon a <Token> unit: its card id (SG 10.5)"),
    "move_unit": once(Flag(), "move one of your units to an empty unit zone (SG 3.9.4, SG 10.7)"),
    "swap_units": once(Flag(), "exchange the positions of two of your units (SG 3.9.5)"),
    "move_self": once(
        Text(("mine", "across")), "this card moves to an empty unit zone: yours, or across (SG 10.7, SG 3.4.2)"
    ),
}
#: Cost words: "pay" Energy (SG 12.2.3), "life", rest this card, drop hand
#: cards, drop soul cards of this card, rest chosen cards ("rest_card": a
#: number, or a table with ``n`` and the cards' ``zone`` / ``side`` / ``other``
#: / ``type`` / ``attribute`` / ``name``; with no zone named they are the skill
#: owner's field cards, SG 12.2.2).
COSTS = {
    "pay": once(CARDS, "pay N Energy (SG 12.2.3)"),
    "life": once(CARDS, "pay N life (SG 3.1.4)"),
    "discard": once(CARDS, "drop N hand cards (SG 12.2.1)"),
    "drop_soul": once(CARDS, "drop N soul cards of this card (SG 12.2.1)"),
    "rest_card": once(
        Either(
            (
                CARDS,
                Table(
                    {
                        "n": CARDS,
                        "zone": Text(("left", "center", "right", "player", "set", "hand", "energy", "drop")),
                        "side": Text(("yours", "enemy", "any")),
                        "other": Switch(),
                        **CARD_FILTER,
                    },
                    example='{ n = 1, type = "unit" }',
                ),
            )
        ),
        "rest N chosen cards (SG 12.2.2)",
    ),
}
TRIGGERS = {
    "summoned": "this card is summoned",
    "equipped": "this card is equipped",
    "cast": "this spell is cast",
    "enters": "this card enters a zone of the field",
    "attacked": "this card (or you) is attacked",
    "attack_end": "at the end of an attack",
    "destroyed": "this card is destroyed",
    "leaves_field": "this card leaves the field",
    "game_start": "at the start of the game",
}
CONDITIONS = {
    "being_attacked": Word(Flag(), ANY_KIND, "you (or your Player-zone card) are being attacked (SG 14.3.1)"),
    "opp_life_at_most": Word(AT_LEAST, ANY_KIND, "an opponent has N life or less"),
    "opp_deck_at_most": Word(AT_LEAST, ANY_KIND, "an opponent's deck holds N cards or fewer"),
    # flips a coin when an effect's if checks it (SG 13.6)
    "coin_heads": Word(Flag(), ANY_KIND, "in an effect's if: you flip a coin and it comes up Heads (SG 13.6)"),
}


def _coin_only_in_if(ab: Ability) -> tuple[str, str] | None:
    """A coin is flipped by an effect as it resolves: ``coin_heads`` is a
    condition of a step's ``if``, not of the whole ability."""
    if any(word == "coin_heads" for word, _ in ab.condition):
        return "the condition 'coin_heads' is one of an effect's if (a coin flipped as it resolves)", "condition"
    return None


ZONES = ("left", "center", "right", "player", "set", "hand", "drop", "gm", "gate")

register_vocabulary(
    GAME,
    checks=(_coin_only_in_if,),
    effects=EFFECTS,
    costs=COSTS,
    triggers=TRIGGERS,
    conditions=CONDITIONS,
    zones=ZONES,
    params={"timing": Text(("counter",))},  # SG 3.1.2.2: a [Counter] skill is used in a counter timing
    keywords={"keywords": KEYWORDS},
)
