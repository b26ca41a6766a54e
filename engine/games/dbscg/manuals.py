"""The two rule manuals: their rule numbers, by what they govern, and the
options by which they differ (:class:`DbsRuleset`).

The engine cites a rule through :meth:`DbsRuleset.r`, which gives the
number in the manual of the ruleset being played: ``DBS 7-1-2`` (ver.1.073)
or ``DBS1.0 7-1-1`` (ver.1.00). Where the 1.00 manual has no such rule the
entry names the nearest one that governs the same step.

Differences between the manuals (ver.1.073 ``DBS`` vs ver.1.00 ``DBS1.0``)
that change play, each a class-level option of the ruleset:

* Checkpoint: ``DBS 4-5-3`` gives the procedure in 4-5; 1.00 defines it in
  ``DBS1.0 8-5-1`` (same steps: rules processing, turn player's [Auto],
  non-turn player's [Auto]).
* Counter timing occasions: ``DBS 4-7-2-1`` .. ``DBS 4-7-2-4`` (play
  declaration, attack, before and after a skill resolves) and no new counter
  timing inside one (``DBS 4-7-2-5``); ``DBS1.0 4-7-2``: only when an action
  or skill is declared, before it is carried out (``counter_after_resolve``).
* Attack order: ``DBS 7-1`` the battle begins at once, "when attacks" and
  [Blocker] trigger (7-1-1), then counter timing (7-1-2), then a checkpoint
  (7-1-3); ``DBS1.0 7-1-1`` counter timing first, then the checkpoint where
  the attack triggers and [Blocker] activate (7-1-2), then the battle (7-1-3)
  (``attack_triggers_before_counter``).
* Extra Cards in the Battle Area: any number, one [Field] (``DBS 3-6-6``);
  at most one (``DBS1.0 3-6-7``) (``max_extra_in_battle``).
* The Warp exists (``DBS 3-10``) and with it [Over Realm] (``DBS 10-15``);
  1.00 has neither (``has_warp``).
* Power below 0: allowed (``DBS 2-8-3``) and a Battle Card at 0 power or
  less goes to the Drop Area (``DBS 9-5``); 1.00 treats negative numbers as 0
  (``DBS1.0 1-3-6``) and has no 9-5 (``negative_power``, ``ko_at_zero_power``).
* Charge: the turn player *may* place a card (``DBS 6-2-5``); in 1.00 they
  *place* one (``DBS1.0 6-2-5``) (``charge_optional``).
* Leader placed trigger and checkpoint at set-up (``DBS 5-2-1-3``), absent
  in 1.00 (``leader_placed_checkpoint``).
* End of battle: "end of battle" triggers before battle effects end
  (``DBS 7-4-1-8``, 7-4-1-9); the reverse in 1.00 (``DBS1.0 7-4-1-8``,
  7-4-1-9) (``battle_effects_end_first``).
* Deck-construction keywords [Ultimate], [Super Combo], [Dragon Ball]
  (``DBS 10-14``, ``DBS 10-17``, ``DBS 10-31``) do not exist in 1.00
  (``deck_keyword_rules``).
* [Critical] applies to damage "by attacking" (``DBS 10-6-1``); in 1.00 to
  any damage this card inflicts (``DBS1.0 10-5-1``) — the same for the
  vocabulary here, where only attacks inflict damage.
* Combo Area text is negated in 1.00 (``DBS1.0 3-7-5``); 1.073 requires both
  combo cost and combo power to combo (``DBS 3-7-3-1``).
* [Critical] on any damage the card inflicts, a skill's too (``DBS1.0 10-5-1``)
  against damage "by attacking" only (``DBS 10-6-1``) (``critical_any_damage``).
* "When you deal damage" and its checkpoint before the leader takes damage
  (``DBS 7-4-1-4-1``), absent in 1.00 (``DBS1.0 7-4-1-4-1``)
  (``deal_damage_checkpoint``).
* Combo cards go to their owner's Drop Area (``DBS 7-4-1-6``), their master's
  in 1.00 (``DBS1.0 7-4-1-6``) (``combo_to_master_drop``).
* An [Auto] triggered by a card moving between two open areas (not from
  the Battle Area) reads the card as it is in the new area
  (``DBS 8-6-5-1-3``); the 1.00 text names "the Battle Area"
  (``DBS1.0 8-7-5-1-3``), read as the area the card left
  (``open_move_reads_new_area``, see :mod:`engine.games.dbscg.stats`).
* Keywords that need the Warp ([Xeno-Evolve] ``DBS 10-5-5``, [Dark Over
  Realm] ``DBS 10-25``, [Wormhole] ``DBS 10-26``, sending to the Warp
  ``DBS 11-4``) do nothing in 1.00 (``has_warp``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from engine.ruleset import Ruleset
from engine.state import Game

#: key -> (ver.1.073 number, ver.1.00 number)
RULES: dict[str, tuple[str, str]] = {
    "victory": ("1-2-1", "1-2-1"),
    "loss_life": ("9-2-3", "9-2-3"),
    "loss_deck": ("9-2-4", "9-2-4"),
    "draw_game": ("1-2-3", "1-2-3"),
    "impossible": ("1-3-2", "1-3-2"),
    "copies": ("5-1-3-1", "5-1-3-1"),
    "deck_size": ("5-1-3", "5-1-3"),
    "leader_count": ("5-1-2", "5-1-2"),
    "card_types": ("2-3-2", "2-3-2"),
    "ultimate": ("10-14-1", "10-14-1"),
    "super_combo": ("10-17", "10-17"),
    "dragon_ball": ("10-31-1", "10-31-1"),
    "energy_cost": ("2-11-1-1", "2-11-1-1"),
    "specified_over_total": ("2-11-1-1-1", "2-11-1-1"),
    "extra_cost": ("2-11-1-2", "2-11-1-2"),
    "new_card": ("3-1-4", "3-1-4"),
    "checkpoint": ("4-5-3", "8-5-1"),
    "free_timing": ("4-6-2", "8-5-2"),
    "counter_timing": ("4-7-3", "4-7-3"),
    "counter_play": ("4-7-2-1", "4-7-2"),
    "counter_attack": ("4-7-2-2", "4-7-2"),
    "counter_before_skill": ("4-7-2-3", "4-7-2"),
    "counter_after_skill": ("4-7-2-4", "8-6-2-6"),
    "counter_no_nesting": ("4-7-2-5", "4-7-3"),
    "counter_rules": ("4-7-3-1", "4-7-3-1"),
    "counter_first": ("4-7-3-2", "4-7-3-2"),
    "counter_reply": ("4-7-3-3", "4-7-3-3"),
    "counter_resolve": ("4-7-3-5", "4-7-3-4"),
    "counter_end": ("4-7-3-6", "4-7-3-5"),
    "counter_keyword": ("10-10", "10-9"),
    "counter_from_hand": ("10-10-2", "10-9-2"),
    "negate_counter": ("10-10-5", "4-7-3-4"),
    "counter_to_drop": ("10-10-4", "10-9-4"),
    "positions": ("4-8-1", "4-8-1"),
    "energy_active": ("4-8-1-1-1", "3-8-2"),
    "damage": ("4-10-2", "4-10-2"),
    "damage_one": ("4-10-2-1", "4-10-2-1"),
    "setup_leader": ("5-2-1-2", "5-2-1-2"),
    "setup_leader_trigger": ("5-2-1-3", "5-2-1-2"),
    "setup_shuffle": ("5-2-1-4", "5-2-1-3"),
    "setup_first": ("5-2-1-5", "5-2-1-4"),
    "setup_hand": ("5-2-1-6", "5-2-1-5"),
    "setup_redraw": ("5-2-1-6-1", "5-2-1-5-1"),
    "setup_life": ("5-2-1-7", "5-2-1-6"),
    "setup_start": ("5-2-1-8", "5-2-1-7"),
    "turn": ("6-1-1", "6-1-1"),
    "charge_start": ("6-2-1", "6-2-1"),
    "charge_active": ("6-2-2", "6-2-2"),
    "charge_draw": ("6-2-3", "6-2-3"),
    "charge_checkpoint": ("6-2-4", "6-2-4"),
    "charge_place": ("6-2-5", "6-2-5"),
    "charge_end": ("6-2-6", "6-2-6"),
    "main_start": ("6-3-1-1", "6-3-1-1"),
    "main_free": ("6-3-1-2", "6-3-1-3"),
    "play": ("6-3-1-2-1", "6-3-1-3-1"),
    "play_pay": ("6-3-1-2-1-1", "6-3-1-3-1-1"),
    "play_counter": ("6-3-1-2-1-2", "6-3-1-3-1-2"),
    "play_do": ("6-3-1-2-1-3", "6-3-1-3-1-3"),
    "play_trigger": ("6-3-1-2-1-4", "6-3-1-3-1-3"),
    "activate_main": ("6-3-1-2-2", "6-3-1-3-2"),
    "awaken_main": ("6-3-1-2-2-2", "6-3-1-3-3"),
    "attack": ("6-3-1-2-3", "6-3-1-3-4"),
    "main_end": ("6-3-1-2-4", "6-3-1-3-5"),
    "main_end_step": ("6-3-1-3", "6-3-1-4"),
    "main_end_trigger": ("6-3-1-3-1-1", "6-3-1-4-1-1"),
    "main_end_checkpoint": ("6-3-1-3-1-2", "6-3-1-4-1-2"),
    "end_trigger": ("6-4-1-1", "6-4-1-1"),
    "end_expire": ("6-4-1-2", "6-4-1-2"),
    "end_next": ("6-4-1-3", "6-4-1-3"),
    "attack_declare": ("7-1", "7-1"),
    "attack_triggers": ("7-1-1", "7-1-2"),
    "attack_counter": ("7-1-2", "7-1-1"),
    "attack_checkpoint": ("7-1-3", "7-1-2"),
    "attack_battle": ("7-1", "7-1-3"),
    "attack_negated": ("7-1-4", "7-1-3"),
    "battle_gone": ("7-1-4", "7-1-3-1"),
    "early_combo_drop": ("7-1-4-1", "7-1-3"),
    "early_end_trigger": ("7-1-4-2", "7-1-3"),
    "early_effects": ("7-1-4-3", "7-1-3"),
    "early_end": ("7-1-4-4", "7-1-3"),
    "offense_start": ("7-2-1-1", "7-2-1-1"),
    "offense_free": ("7-2-1-2", "7-2-1-2"),
    "offense_combo_battle": ("7-2-1-2-1-1", "7-2-1-2-1-1"),
    "offense_combo_hand": ("7-2-1-2-2-1", "7-2-1-2-2-1"),
    "offense_activate": ("7-2-1-2-3", "7-2-1-2-3"),
    "offense_awaken": ("7-2-1-2-3-2", "7-2-1-2-3-1"),
    "offense_end": ("7-2-1-3", "7-2-1-3"),
    "defense_start": ("7-3-1-1", "7-3-1-1"),
    "defense_free": ("7-3-1-2", "7-3-1-2"),
    "defense_combo_battle": ("7-3-1-2-1-1", "7-3-1-2-1-1"),
    "defense_combo_hand": ("7-3-1-2-2-1", "7-3-1-2-2-1"),
    "defense_activate": ("7-3-1-2-3", "7-3-1-2-2-2"),
    "defense_awaken": ("7-3-1-2-3-2", "7-3-1-2-2-3"),
    "defense_end": ("7-3-1-3", "7-3-1-3"),
    "combo_needs": ("3-7-3-1", "2-10-1"),
    "damage_start": ("7-4-1-1", "7-4-1-1"),
    "combo_attack": ("7-4-1-2", "7-4-1-2"),
    "combo_guard": ("7-4-1-3", "7-4-1-3"),
    "compare": ("7-4-1-4", "7-4-1-4"),
    "deal_damage_trigger": ("7-4-1-4-1", "7-4-1-4-1"),
    "deal_damage": ("7-4-1-4-1-1", "7-4-1-4-1"),
    "dealt_damage_trigger": ("7-4-1-4-1-2", "7-4-1-4-1"),
    "battle_ko": ("7-4-1-4-2", "7-4-1-4-2"),
    "ko_trigger": ("7-4-1-4-2-1", "7-4-1-4-2-1"),
    "damage_checkpoint": ("7-4-1-5", "7-4-1-5"),
    "combo_drop": ("7-4-1-6", "7-4-1-6"),
    "combo_end": ("7-4-1-7", "7-4-1-7"),
    "battle_end_trigger": ("7-4-1-8", "7-4-1-9"),
    "battle_effects": ("7-4-1-9", "7-4-1-8"),
    "battle_over": ("7-4-1-10", "7-4-1-10"),
    "skill_activate": ("8-5-2", "8-6-2"),
    "skill_pay": ("8-5-2-2", "8-6-2-3"),
    "skill_counter_before": ("8-5-2-4", "8-6-2-4"),
    "skill_resolve": ("8-5-2-5", "8-6-2-5"),
    "extra_to_drop": ("8-5-2-5-1", "8-6-2-5-1"),
    "skill_counter_after": ("8-5-2-6", "8-6-2-6"),
    "auto_pending": ("8-6-2", "8-7-2"),
    "auto_resolve": ("8-6-4", "8-7-4"),
    "auto_gone": ("8-6-7", "8-7-7"),
    "invalid_combo": ("9-3-2", "9-3-2"),
    "zero_power": ("9-5-2", "1-3-6"),
    "negative_power": ("2-8-3", "1-3-6"),
    "ko": ("10-1-1", "7-4-1-4-2-1"),
    "negated": ("8-3-2", "8-3-2"),
    "awaken": ("10-2-3", "10-1-3"),
    "awaken_same": ("10-2-5", "10-1-3"),
    "blocker": ("10-4-1", "10-3-1"),
    "negate_blocker": ("10-4-2", "10-3-2"),
    "replacement": ("8-9-1", "8-10-1"),
    "critical": ("10-6-1", "10-5-1"),
    "strike": ("10-7-1", "10-6-1"),
    "dual_attack": ("10-8-1", "10-7-1"),
    "once_per_turn": ("10-11-5", "10-10-1"),
    "indestructible": ("10-12-1", "1-3-1"),
    "extra_in_battle": ("3-6-6", "3-6-7"),
    "field": ("10-3-1", "10-2-1"),
    # [Over Realm] and the Warp exist only in ver.1.073: the 1.00 numbers are never cited
    "over_realm": ("10-15-3", "10-15-3"),
    "over_realm_end": ("10-15-4", "10-15-4"),
    "field_replace": ("10-3-3", "10-2-1"),
    "cost_symbols": ("8-4-2-3", "8-4-2-2"),
    # keywords and procedures added with the full vocabulary; where ver.1.00 has no
    # such rule, the card's own text governs (DBS1.0 1-3-1: card text over the rules)
    "skill_cost_all": ("8-4-2-2", "8-4-2-2"),
    "cost_spheres": ("8-4-2-4", "8-4-2-2"),
    "burst": ("10-30-1", "1-3-1"),
    "deflect": ("10-22-1", "1-3-1"),
    "wish": ("10-28-3", "1-3-1"),
    "draw": ("4-9-3", "4-9-3"),
    "draw_up_to": ("4-9-4", "4-9-4"),
    "search": ("8-5-3-7", "8-6-3-5"),
    "reveal": ("11-2-1", "8-6-3-5"),
    "choose_up_to": ("8-5-3-2", "8-6-3-2"),
    "owner_area": ("3-1-7-1", "3-1-7"),
    "life_choose": ("3-9-2", "3-9-2"),
    "damage_source_skill": ("4-11-1-2", "4-11-1-2"),
    "token": ("10-18-3", "1-3-1"),
    "token_gone": ("10-18-7", "1-3-1"),
    "remove": ("10-19-1", "1-3-1"),
    "warp": ("11-4-1", "1-3-2"),
    "choose_x": ("10-27-3", "1-3-1"),
    "control": ("11-5-1", "1-3-1"),
    "union_absorb": ("10-13-5-4", "1-3-1"),
    "union_fusion": ("10-13-3-4", "1-3-1"),
    "union_potara": ("10-13-4-4", "1-3-1"),
    "win_by_effect": ("1-2-6", "1-3-1"),
    "view_secret": ("11-6-1", "1-3-1"),
    "under": ("11-3-4", "10-4-4"),
    "under_leave": ("11-3-5", "10-4-4"),
    "on_top": ("9-4-2", "10-4-4"),
    "evolve": ("10-5-1", "10-4-1"),
    "evolve_on_top": ("10-5-4", "10-4-4"),
    "xeno_evolve": ("10-5-5", "10-4-4"),
    "swap": ("10-24-3", "1-3-1"),
    "dark_over_realm": ("10-25-3", "10-25-3"),
    "revenge": ("10-9-1", "10-8-1"),
    "victory_strike": ("10-20-1", "1-3-1"),
    "surrender": ("1-2-4", "1-2-4"),
    "bond": ("10-23-1", "1-3-1"),
    "sparking": ("10-29-1", "1-3-1"),
    "situation": ("8-6-6-1", "8-7-6-1"),
    "area_trigger": ("8-6-5-1-2", "8-7-5-1-2"),
    "info_open_secret": ("8-6-5-1-1", "8-7-5-1-1"),
    "info_from_battle": ("8-6-5-1-2", "8-7-5-1-2"),
    "info_open_open": ("8-6-5-1-3", "8-7-5-1-3"),
    "final_info": ("8-10-1", "8-11-1"),
    "no_target": ("8-5-3-6", "8-6-3-6"),
    "no_target_chosen": ("8-5-3-4", "8-6-3-4"),
    "entering_area": ("8-8-1-5-1", "8-9-1-5-1"),
}


class DbsRuleset(Ruleset):
    """A Dragon Ball Super ruleset as the game's modules read it: the rule
    numbers of its manual (:meth:`r`) and the options by which the manuals
    differ (listed above). The rulesets of :mod:`engine.games.dbscg.ruleset`
    are its subclasses; :func:`ruleset_of` gives it from a game."""

    #: index into the (1.073, 1.00) rule-number pairs
    manual: ClassVar[int] = 0
    #: DBS 4-7-2-4: a counter timing also occurs after a skill resolves
    counter_after_resolve: ClassVar[bool] = True
    #: DBS 7-1-1 .. 7-1-3: attack triggers before the counter timing
    attack_triggers_before_counter: ClassVar[bool] = True
    #: DBS 3-6-6: any number of Extra Cards in the Battle Area (DBS1.0 3-6-7: one)
    max_extra_in_battle: ClassVar[int | None] = None
    #: DBS 3-10: the Warp
    has_warp: ClassVar[bool] = True
    #: DBS 2-8-3: power can go below 0 (DBS1.0 1-3-6: treated as 0)
    negative_power: ClassVar[bool] = True
    #: DBS 9-5: a Battle Card with 0 power or less goes to the Drop Area
    ko_at_zero_power: ClassVar[bool] = True
    #: DBS 6-2-5: the turn player *may* charge (DBS1.0 6-2-5: places one)
    charge_optional: ClassVar[bool] = True
    #: DBS 5-2-1-3: leader-placed trigger and a checkpoint at set-up
    leader_placed_checkpoint: ClassVar[bool] = True
    #: DBS1.0 7-4-1-8: battle effects end before the "end of battle" trigger
    battle_effects_end_first: ClassVar[bool] = False
    #: DBS 10-14, 10-17, 10-31: deck-construction keywords
    deck_keyword_rules: ClassVar[bool] = True
    #: DBS 10-6-1: [Critical] applies to damage "by attacking" (DBS1.0 10-5-1: any damage the card inflicts)
    critical_any_damage: ClassVar[bool] = False
    #: DBS 7-4-1-4-1: "when you deal damage" and a checkpoint before the damage (not in DBS1.0 7-4-1-4-1)
    deal_damage_checkpoint: ClassVar[bool] = True
    #: DBS 7-4-1-6: combo cards go to their owner's Drop Area (DBS1.0 7-4-1-6: their master's)
    combo_to_master_drop: ClassVar[bool] = False
    #: DBS 8-6-5-1-3: an area movement trigger between open areas reads the new area
    #: (DBS1.0 8-7-5-1-3: "the Battle Area", read as the area the card left)
    open_move_reads_new_area: ClassVar[bool] = True

    def __init__(self) -> None:
        self._rules = {k: f"{self.rule_prefix} {v[self.manual]}" for k, v in RULES.items()}
        #: the rule number governing a key of :data:`RULES` in this ruleset's manual
        self.r: Callable[[str], str] = self._rules.__getitem__


def ruleset_of(g: Game) -> DbsRuleset:
    """The Dragon Ball Super ruleset ``g`` is played under."""
    rs = g.ruleset
    if not isinstance(rs, DbsRuleset):
        raise TypeError(f"{rs!r} is not a Dragon Ball Super ruleset")
    return rs
