"""Card data of the Dragon Ball Super Card Game (DBS 2 / DBS1.0 2) and the
ability vocabulary the demo sets use.

A card file names the printed fields of DBS 2-1 .. DBS 2-16:

* ``type``: ``leader``, ``battle`` or ``extra`` (DBS 2-3-2).
* ``color``: red, blue, green, yellow or black (DBS 2-4-1-1).
* ``character`` / ``traits`` / ``era`` (DBS 2-5, 2-6, 2-7).
* ``power`` (leader and battle cards, DBS 2-8), ``combo_power`` and
  ``combo_cost`` (battle cards, DBS 2-9, 2-10).
* ``cost`` is the total energy cost and ``specified`` the specified (colored)
  part, one entry per colored sphere, e.g. ``["red", "red"]`` (DBS 2-11-1).
* ``keywords``: the permanent / keyword skills the engine understands
  (DBS 10), ``rarity`` and ``block`` (DBS 2-14, 2-16, no effect on play).
* A leader's back side (DBS 2-3-2-1-2): ``back_name``, ``back_power``,
  ``back_keywords``, ``back_text``; abilities of the back side carry
  ``params = { side = "back" }``.

Ability words (see :mod:`engine.abilities`): an Extra Card's skill is
``kind = "act"`` with ``params = { timing = "main" }`` ([Activate: Main]),
``"battle"`` ([Activate: Battle]) or ``params = { counter = "attack" }``
([Counter: Attack]; also ``"play"`` and ``"counter"``, DBS 10-10-3).
A leader's [Awaken] (DBS 10-2) is ``kind = "act"`` whose effect ends with
``{ awaken = 1 }``. A Battle Card's [Activate: Main] skill is ``kind = "act"``
with ``params = { timing = "main" }`` and skill costs ``rest_self`` /
``discard`` (DBS 8-4). ``params.mentions = ["play"]`` marks a skill whose
text speaks of playing (or ``"attack"``), which [Counter: Play] /
[Counter: Attack] answer (DBS 10-10-3-1). ``over_realm = X`` is
[Over Realm X] (DBS 10-15, ver.1.073 only).
"""

from __future__ import annotations

from typing import Any

from engine.abilities import register_vocabulary
from engine.cards import CardSchema, Field, at_least, list_of, one_of

GAME = "dbscg"

#: DBS 2-4-1-1: the five colors.
COLORS = ("red", "blue", "green", "yellow", "black")

#: Keyword skills the engine carries out (DBS 10). Others stay in the text.
KEYWORDS = (
    "blocker",  # DBS 10-4
    "critical",  # DBS 10-6
    "double_strike",  # DBS 10-7-1-1
    "triple_strike",  # DBS 10-7-1-2
    "quadruple_strike",  # DBS 10-7-1-3
    "dual_attack",  # DBS 10-8-1-1
    "triple_attack",  # DBS 10-8-1-2
    "indestructible",  # DBS 10-12
    "barrier",  # DBS 10-16
    "ultimate",  # DBS 10-14 (deck construction)
    "super_combo",  # DBS 10-17 (deck construction)
    "dragon_ball",  # DBS 10-31 (deck construction)
)

TRIGGERS = (
    "played",  # DBS 6-3-1-2-1-4 "when you play this card"
    "attacks",  # DBS 7-1-1 "when this card attacks"
    "attacked",  # DBS 7-1-1 "when this card is attacked"
    "deals_damage",  # DBS 7-4-1-4-1-2 "when you dealt damage"
    "kos",  # DBS 7-4-1-4-2-1 "when you KO a card"
    "battle_end",  # DBS 7-4-1-8 "at the end of a battle"
    "turn_start",  # DBS 6-2-1
    "main_start",  # DBS 6-3-1-1
    "main_end",  # DBS 6-3-1-3-1-1
    "turn_end",  # DBS 6-4-1-1
)

EFFECTS = (
    "battle_power",  # this card gets +N power during the battle
    "boost_own",  # choose your Leader or one of your Battle Cards: +N power during the battle
    "ko_opponent",  # KO up to 1 of your opponent's Battle Cards with power N or less (DBS 10-1)
    "power_down",  # choose 1 of your opponent's Battle Cards: -N power until end of turn
    "negate_attack",  # [Counter: Attack] negate the attack (DBS 7-1-4)
    "negate_play",  # [Counter: Play] negate the play; the card goes to the Drop Area
    "negate_counter",  # [Counter: Counter] negate the [Counter] (DBS 10-10-5)
    "awaken",  # turn the leader over (DBS 10-2-3)
    "charge_deck",  # place the top N cards of your deck in your Energy Area in Rest Mode
    "play_from_hand",  # play up to 1 Battle Card with energy cost N or less from your hand
    "field",  # [Field]: place this Extra Card in the Battle Area (DBS 10-3-1)
)

CONDITIONS = ("life_at_most", "life_at_least", "my_turn", "opponent_turn", "min_hand", "max_hand")
ZONES = ("hand", "leader", "battle", "combo", "energy", "drop", "life")

register_vocabulary(GAME, effects=EFFECTS, triggers=TRIGGERS, conditions=CONDITIONS, zones=ZONES)


def _keywords(value: Any) -> str | None:
    bad = [v for v in value if v not in KEYWORDS]
    return f"has unknown keyword(s) {', '.join(map(repr, bad))} (known: {', '.join(KEYWORDS)})" if bad else None


def _colors(value: Any) -> str | None:
    bad = [v for v in value if v not in COLORS]
    return f"has unknown color(s) {', '.join(map(repr, bad))}" if bad else None


def _chain(*checks: Any) -> Any:
    def check(value: Any) -> str | None:
        for c in checks:
            problem = c(value)
            if problem:
                return str(problem)
        return None

    return check


SCHEMA = CardSchema(
    ("leader", "battle", "extra"),
    {
        "color": Field((str,), True, one_of(*COLORS)),
        "character": Field((str,)),
        "traits": Field((list,), False, list_of(str)),
        "era": Field((str,)),
        "power": Field((int,)),
        "combo_power": Field((int,), False, at_least(0)),
        "combo_cost": Field((int,), False, at_least(0)),
        "cost": Field((int,), False, at_least(0)),
        "specified": Field((list,), False, _chain(list_of(str), _colors)),
        "keywords": Field((list,), False, _chain(list_of(str), _keywords)),
        "rarity": Field((str,)),
        "block": Field((int,), False, at_least(0)),
        "back_name": Field((str,)),
        "back_character": Field((str,)),
        "back_power": Field((int,)),
        "back_keywords": Field((list,), False, _chain(list_of(str), _keywords)),
        "back_text": Field((str,)),
        "over_realm": Field((int,), False, at_least(0)),  # [Over Realm X] (DBS 10-15)
    },
)
