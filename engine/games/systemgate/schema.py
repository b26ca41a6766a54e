"""System Gate card fields and ability vocabulary (SG 2, SG 11).

Card types follow SG 2.1.1 (unit, item, gate, spell); a landscape card is a
Finale (SG 2.0.1) and is marked with ``finale = true`` on a spell or unit.
Keywords of SG 11 are listed in ``keywords``; the two with a number
(Vampire Curse X, Life Bond X) carry it in their own field.
"""

from __future__ import annotations

from engine.abilities import register_vocabulary
from engine.cards import CardSchema, Field, at_least, list_of, one_of

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

#: Words of the System Gate ability vocabulary.
EFFECTS = (
    "crit",  # +N crit to the source until end of turn
    "defense",  # +N / -N defense to the source (SG 2.7.2 removes damage when reduced)
    "power_unit",  # choose one of your units: +N power until end of turn
    "gain_life",
    "burn",  # N damage to the opposing player
    "charge",  # top N cards of your deck into Energy face down (as SG 2.4.4)
    "damage_unit",  # deal N damage to a chosen enemy unit (SG 9.6.1)
    "mill_opponent",  # the opponent drops the top N of their deck (as SG 2.4.9)
    "opponent_discard",  # the opponent chooses and drops N hand cards (as SG 2.4.7)
    "stand_self",
    "fizzle_attack",  # SG 10.8.1
    "assault_choice",  # SG 2.4.11 Assault Token modes
    "guard_choice",  # SG 2.4.12 Guard Token modes
    "win_game",  # SG 1.2.6
    "lose_game",  # SG 1.2.6.1: an opponent loses
    "cannot_lose",  # SG 1.2.6.3: you cannot lose this turn
    "cannot_win",  # SG 1.2.6.2: your opponents cannot win this turn
    "search",  # SG 1.3.9 / SG 4.3.4: search the deck, reveal, shuffle
    "look_top",  # SG 3.10.2 / SG 3.10.3
    "soul_charge",  # SG 4.9.1: top N of the deck into this card's soul, face down
    "power_per_soul",  # +N Power per soul card this turn
    "summon_token",  # SG 10.5: summon a <Token> unit (value: its card id)
    "bounce",  # return an enemy unit to its owner's hand
    "drop_unit",  # SG 10.3.1: drop an enemy unit (not a destruction)
    "rest_unit",  # SG 3.12.2: rest an enemy unit
    "defense_down",  # an enemy unit gets -N Defense (SG 2.7.2)
    "crit_unit",  # a unit of yours gets +N Crit
    "defense_unit",  # a unit of yours gets +N Defense
    "move_unit",  # SG 3.9.4 / SG 10.7
    "swap_units",  # SG 3.9.5
    "fizzle_play",  # SG 10.8.1: fizzle the opposing card or skill in the stack
    "pay_or_fizzle",  # the opponent pays N Energy or their card or skill is fizzled
    "coin_draw",  # SG 13.6: flip a coin; Heads: draw N
    "gets",  # SG 12.4: this card gets "+N" (Power) or "+N Crit" / "-N Defense" this turn
    "take_control",  # SG 3.4.2: move an enemy unit to your side; you control it
    "move_self",  # this card to an empty unit zone: "mine" (SG 10.7) or "across" (SG 3.4.2)
)
#: Cost words: "pay" Energy (SG 12.2.3), "life", rest this card, drop hand
#: cards, drop soul cards of this card, rest chosen cards ("rest_card": a
#: number, or a table with ``n`` and the cards' ``zone`` / ``side`` / ``other``
#: / ``type`` / ``attribute`` / ``name``; with no zone named they are the skill
#: owner's field cards, SG 12.2.2).
COSTS = ("pay", "life", "rest_self", "discard", "drop_soul", "rest_card")
TRIGGERS = ("summoned", "equipped", "cast", "enters", "attack_end", "destroyed", "game_start")
CONDITIONS = ("being_attacked", "opp_life_at_most", "opp_deck_at_most")
ZONES = ("left", "center", "right", "player", "set", "hand", "drop", "gm", "gate")

register_vocabulary(GAME, effects=EFFECTS, costs=COSTS, triggers=TRIGGERS, conditions=CONDITIONS, zones=ZONES)
