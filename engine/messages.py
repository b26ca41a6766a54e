"""Text for people as data: a message id plus parameters.

The engine does not word what it shows in any one language. A
:class:`Message` names its words by an id (``phase.battle``) and carries the
values to put in them (card references, numbers, zones); the desktop renders
it in the player's language, and :meth:`Message.english` renders it in
English for everything without a desktop (the command line, a bot's log,
tests). The English words of every id are in :data:`ENGLISH`: they are what
translators translate (the desktop's translation build reads them from here).

Messages are made when text is shown, from what the journal already records
(a :class:`~engine.events.PhaseBegan` keeps the phase and step ids): they are
never written to the journal, so saves and journal digests do not depend on
the words.

The first family worded this way is the phases and steps of every game
(:func:`phase_messages`); see docs/decisions.md for the way the other texts
follow.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from keyword import iskeyword
from string import Formatter

from engine.events import quick_init
from engine.log_words import WORDS as LOG_WORDS

__all__ = ["ENGLISH", "CardRef", "Message", "Said", "msg", "phase_id", "phase_messages", "shared_by", "step_id"]


@quick_init
@dataclass(frozen=True, slots=True)
class CardRef:
    """A card named in a message: its instance id, and its name as the seat
    the message is for may read it (``face-down card`` when hidden from
    them). English formats it as that name; the desktop words it as the
    card's display name in the player's language."""

    iid: int
    name: str

    def __format__(self, spec: str) -> str:
        return format(self.name, spec)

    def __str__(self) -> str:
        return self.name


#: Parameters: (name, value) pairs, values as text, whole numbers, cards or
#: other messages (words worded in turn, such as a stage position's name).
Params = tuple[tuple[str, "str | int | CardRef | Message"], ...]


@quick_init
@dataclass(frozen=True, slots=True)
class Message:
    """Words for people, by id: ``Message("phase.battle")``; parameters fill
    the ``{name}`` fields of the words (``Message("turn", (("n", 3),))``)."""

    id: str
    params: Params = ()

    @property
    def template(self) -> str:
        """The English words with their ``{name}`` fields (the id itself when
        it has none, so an unknown id still reads as something)."""
        return ENGLISH.get(self.id, self.id)

    def english(self) -> str:
        if not self.params:
            return self.template
        words = ENGLISH.get(self.id)
        if words is None:
            return self.id.format(**dict(self.params))
        return (_WORDERS.get(words) or _worder(words))(**dict(self.params))

    def __format__(self, spec: str) -> str:
        return format(self.english(), spec)


class Said(str):
    """A message's English words that keep the message: a prompt handed on
    through code that takes text (a game's own way of choosing cards), still
    worded by the desktop in the player's language."""

    message: Message

    def __new__(cls, message: Message) -> Said:
        words = super().__new__(cls, message.english())
        words.message = message
        return words


#: English words compiled once into a function of their fields (an f-string,
#: several times quicker than ``str.format``: every note of every game is
#: worded in English as it is journalled)
_WORDERS: dict[str, Callable[..., str]] = {}


def _worder(words: str) -> Callable[..., str]:
    """``words`` (one of :data:`ENGLISH`'s, never text from data) as a
    function of its ``{name}`` / ``{name:spec}`` fields, giving what
    ``words.format`` gives; other words keep ``str.format``."""
    parts: list[str] = []
    fields: dict[str, None] = {}
    plain = "\\" not in words and "'''" not in words and not words.endswith("'")
    for literal, name, spec, conversion in Formatter().parse(words):
        parts.append(literal.replace("{", "{{").replace("}", "}}"))
        if name is None:
            continue
        if not name.isidentifier() or iskeyword(name) or name == "rest" or conversion or "{" in (spec or ""):
            plain = False
        fields[name] = None
        parts.append("{" + name + (":" + spec if spec else "") + "}")
    worder: Callable[..., str] = words.format
    if plain:
        code = f"lambda {''.join(f + ', ' for f in fields)}**rest: f'''{''.join(parts)}'''"
        worder = eval(code, {"__builtins__": {}})  # the code's own words, checked above
    return _WORDERS.setdefault(words, worder)


def msg(mid: str, **params: str | int | CardRef | Message) -> Message:
    """``Message(mid, params)`` with the parameters by keyword, in their order
    (a message without parameters made once: a message is a frozen value)."""
    if params:
        return Message(mid, tuple(params.items()))
    got = _PLAIN.get(mid)
    if got is None:
        got = _PLAIN[mid] = Message(mid)
    return got


#: the messages without parameters made so far, by id
_PLAIN: dict[str, Message] = {}


#: the English words of every message id (the ids are stable: translations
#: and tests name them)
ENGLISH: dict[str, str] = {
    # -- phases (VG 2.2, WS 6, DBS 6, SG 6) --
    "phase.set_up": "Set-up",
    "phase.setup": "Setup Phase",  # (Weiss Schwarz's, as its status line has always said it)
    "phase.stand": "Stand Phase",
    "phase.draw": "Draw Phase",
    "phase.ride": "Ride Phase",
    "phase.main": "Main Phase",
    "phase.battle": "Battle Phase",
    "phase.end": "End Phase",
    "phase.clock": "Clock Phase",
    "phase.climax": "Climax Phase",
    "phase.attack": "Attack Phase",
    "phase.charge": "Charge Phase",
    "phase.start": "Start Phase",
    # -- steps --
    "step.start": "Start Step",
    "step.attack": "Attack Step",
    "step.guard": "Guard Step",
    "step.drive": "Drive Step",
    "step.damage": "Damage Step",
    "step.close": "Close Step",
    "step.attack_declaration": "Attack Declaration Step",
    "step.trigger": "Trigger Step",
    "step.counter": "Counter Step",
    "step.battle": "Battle Step",
    "step.encore": "Encore Step",
    "step.offense": "Offense Step",
    "step.defense": "Defense Step",
    "step.main_phase_end": "Main Phase End Step",
    "step.draw": "Draw Step",
    "step.stand": "Stand Step",
    "step.skill": "Skill Step",
    "step.finale": "Finale Step",
    "step.clean_up": "Clean Up",
    # -- decision prompts and option labels shared by the games --
    "option.yes": "Yes",
    "option.no": "No",
    "option.attack": "Attack",
    "option.end_main_phase": "End the main phase",
    "option.end_battle_phase": "End the battle phase",
    "option.choose_none": "Choose none",
    "option.do_nothing": "Do nothing",
    "ask.pay": "{ability} — pay {cost}?",
    "ask.pay_bracketed": "{ability} — pay [{cost}]?",
    "ask.pending_yours": "Choose which of your waiting abilities resolves next",
    "ask.pending_theirs": "Choose which of Player {n}'s waiting abilities resolves next",
    "ask.replacement": "Several effects would replace this; choose which applies first",
    # -- the shared card-effect verbs' questions (engine.grammar): which cards, whose, where --
    "sel.count.card": "{n} card(s)",
    "sel.count.unit": "{n} unit(s)",
    "sel.count.character": "{n} character(s)",
    "sel.count.climax": "{n} climax(s)",
    "sel.count.event": "{n} event(s)",
    "sel.count.spell": "{n} spell(s)",
    "sel.count.item": "{n} item(s)",
    "sel.count.gate": "{n} gate(s)",
    "sel.count.normal_unit": "{n} normal_unit(s)",
    "sel.count.trigger_unit": "{n} trigger_unit(s)",
    "sel.count.battle": "{n} battle(s)",
    "sel.count.leader": "{n} leader(s)",
    "sel.count.extra": "{n} extra(s)",
    "sel.up_to.card": "up to {n} card(s)",
    "sel.up_to.unit": "up to {n} unit(s)",
    "sel.up_to.character": "up to {n} character(s)",
    "sel.up_to.climax": "up to {n} climax(s)",
    "sel.up_to.event": "up to {n} event(s)",
    "sel.up_to.spell": "up to {n} spell(s)",
    "sel.up_to.item": "up to {n} item(s)",
    "sel.up_to.gate": "up to {n} gate(s)",
    "sel.up_to.normal_unit": "up to {n} normal_unit(s)",
    "sel.up_to.trigger_unit": "up to {n} trigger_unit(s)",
    "sel.up_to.battle": "up to {n} battle(s)",
    "sel.up_to.leader": "up to {n} leader(s)",
    "sel.up_to.extra": "up to {n} extra(s)",
    "sel.with": "{cards} ({names})",
    "sel.in.you": "{cards} in your {zone}",
    "sel.in.opponent": "{cards} in your opponent's {zone}",
    "sel.in.any": "{cards} in a {zone}",
    # a selector of two types and two zones (DBSCG: "leader/battle"), a stat compared, a facing
    "sel.count.leader/battle": "{n} leader/battle(s)",
    "sel.up_to.leader/battle": "up to {n} leader/battle(s)",
    "zone.dbscg.leader/battle": "leader/battle",
    "sel.stat.is": "{cards} ({stat} = {v})",
    "sel.stat.at_most": "{cards} ({stat} <= {v})",
    "sel.stat.at_least": "{cards} ({stat} >= {v})",
    "sel.face.up": "{cards} (face up)",
    "sel.face.down": "{cards} (face down)",
    # a zone as the shared verbs name it (the game's own id, as the English prompt has it)
    "zone.vanguard.GC": "GC",
    "zone.vanguard.RC": "RC",
    "zone.vanguard.VC": "VC",
    "zone.vanguard.bind": "bind",
    "zone.vanguard.damage": "damage",
    "zone.vanguard.deck": "deck",
    "zone.vanguard.drop": "drop",
    "zone.vanguard.front_RC": "front_RC",
    "zone.vanguard.hand": "hand",
    "zone.vanguard.soul": "soul",
    "zone.vanguard.units": "units",
    "zone.weiss.center_stage": "center_stage",
    "zone.weiss.climax": "climax",
    "zone.weiss.clock": "clock",
    "zone.weiss.deck": "deck",
    "zone.weiss.hand": "hand",
    "zone.weiss.level": "level",
    "zone.weiss.memory": "memory",
    "zone.weiss.stage": "stage",
    "zone.weiss.stock": "stock",
    "zone.weiss.waiting_room": "waiting_room",
    "zone.systemgate.deck": "deck",
    "zone.systemgate.drop": "drop",
    "zone.systemgate.energy": "energy",
    "zone.systemgate.hand": "hand",
    "zone.systemgate.player": "player",
    "zone.systemgate.set": "set",
    "zone.systemgate.units": "units",
    # a zone cards are put into, in the words of the English prompt
    "place.vanguard.GC": "GC",
    "place.vanguard.RC": "RC",
    "place.vanguard.VC": "VC",
    "place.vanguard.bind": "bind",
    "place.vanguard.damage": "damage",
    "place.vanguard.deck": "deck",
    "place.vanguard.drop": "drop",
    "place.vanguard.front_RC": "front RC",
    "place.vanguard.hand": "hand",
    "place.vanguard.soul": "soul",
    "place.vanguard.units": "units",
    "place.weiss.center_stage": "center stage",
    "place.weiss.climax": "climax",
    "place.weiss.clock": "clock",
    "place.weiss.deck": "deck",
    "place.weiss.hand": "hand",
    "place.weiss.level": "level",
    "place.weiss.memory": "memory",
    "place.weiss.stage": "stage",
    "place.weiss.stock": "stock",
    "place.weiss.waiting_room": "waiting room",
    "place.systemgate.deck": "deck",
    "place.systemgate.drop": "drop",
    "place.systemgate.energy": "energy",
    "place.systemgate.hand": "hand",
    "place.systemgate.player": "player",
    "place.systemgate.set": "set",
    "place.systemgate.units": "units",
    "zone.dbscg.battle": "battle",
    "zone.dbscg.combo": "combo",
    "zone.dbscg.deck": "deck",
    "zone.dbscg.drop": "drop",
    "zone.dbscg.energy": "energy",
    "zone.dbscg.hand": "hand",
    "zone.dbscg.leader": "leader",
    "zone.dbscg.life": "life",
    "zone.dbscg.removed": "removed",
    "zone.dbscg.warp": "warp",
    "place.dbscg.battle": "battle",
    "place.dbscg.combo": "combo",
    "place.dbscg.deck": "deck",
    "place.dbscg.drop": "drop",
    "place.dbscg.energy": "energy",
    "place.dbscg.hand": "hand",
    "place.dbscg.leader": "leader",
    "place.dbscg.life": "life",
    "place.dbscg.removed": "removed",
    "place.dbscg.warp": "warp",
    "ask.search": "Search your {zone}: choose {what}",
    "ask.choose_to.stand": "Choose {what} to stand",
    "ask.choose_to.rest": "Choose {what} to rest",
    # an ability's effect steps (engine.grammar.step_words), an option of "choose one"
    "does.then": "{first} then {then}",
    "does.draw": "draw {n}",
    "does.draw_up_to": "draw up to {n}",
    "does.put_into": "put {what} into the {zone}",
    "does.dbscg.warp_drop": "warp_drop {n}",
    "ask.draw_up_to": "Draw up to {n} card(s): how many?",
    "ask.choose_to.turn face up": "Choose {what} to turn face up",
    "ask.choose_to.turn face down": "Choose {what} to turn face down",
    "ask.choose_to.gain control of": "Choose {what} to gain control of",
    "ask.choose_to_put": "Choose {what} to put into the {zone}",
    "ask.choose_to_get.power": "Choose {what} to get {n} power",
    "ask.choose_to_get.critical": "Choose {what} to get {n} critical",
    "ask.choose_to_get.soul": "Choose {what} to get {n} soul",
    "ask.choose_to_get.defense": "Choose {what} to get {n} defense",
    "ask.choose_to_get.crit": "Choose {what} to get {n} crit",
    "ask.choose_to_damage": "Choose {what} to deal {n} damage to",
    # -- Cardfight!! Vanguard's prompts (VG 5 - VG 10) --
    "vg.first_vanguard": "Choose your first vanguard (a grade 0 card)",
    "vg.redraw": "Redraw: choose any cards to shuffle back into your deck",
    "vg.ride_phase": "Ride phase: ride a unit?",
    "vg.option.no_ride": "Do not ride",
    "vg.option.ride": "Ride {card} (grade {grade})",
    "vg.main_phase": "Main phase: your action",
    "vg.option.call": "Call {card} to the {circle}",
    "vg.call_from": "Choose up to {n} card(s) to call from your {zone}",
    "vg.ride_from": "Choose a card to ride from your {zone}",
    "vg.call_guardians": "Choose up to {n} card(s) to call as guardians",
    "vg.choose_circle": "Choose a rear-guard circle for {card}",
    "vg.call_from_soul": "Call {card} from the soul to a rear-guard circle?",
    "ask.use_it": "{label} — use it?",
    "ws.ask.cost_hand_to_waiting_room": "Cost: choose {what} to put from your hand into your waiting room",
    "ws.ask.apply_to": "{text} — apply it to {card}?",
    "ws.ask.bond": "Bond: choose {name} in your waiting room",
    "ws.ask.fusion": "Fusion: search your deck for up to one {name}",
    "dbs.option.over_realm": "[Over Realm {x}] {card}: send your Drop Area to the Warp and play it",
    "dbs.option.dark_over_realm": "[Dark Over Realm {x}] {card}: send your Drop Area to the Warp and play it",
    "dbs.option.evolve": "Evolve {base} into {card} (skill cost {cost})",
    "dbs.option.union_fusion": "[Union-Fusion] {card}",
    "dbs.option.union_potara": "[Union-Potara] {card} (skill cost {cost})",
    "dbs.option.activate_counter.play": "Activate {card} — [Counter: Play] {text}",
    "dbs.option.activate_counter.attack": "Activate {card} — [Counter: Attack] {text}",
    "dbs.option.activate_counter.counter": "Activate {card} — [Counter: Counter] {text}",
    "dbs.ask.swap_play": "[Swap {x}]: play up to 1 Battle Card with energy cost {x} from your hand",
    "dbs.option.play_nothing": "Play nothing",
    "dbs.option.play_card": "Play {card}",
    "dbs.ask.play_battle_up_to": "Play up to 1 Battle Card with energy cost {n} or less",
    "vg.ask.guard_which": "Which attacked unit does {card} guard?",
    "vg.option.guards": "{card} guards {target}",
    "vg.option.guards_on": "{card} guards {target} ({circle})",
    "vg.circle.VC": "vanguard circle",
    "vg.circle.RC_FL": "front left rear-guard circle",
    "vg.circle.RC_FR": "front right rear-guard circle",
    "vg.circle.RC_BL": "back left rear-guard circle",
    "vg.circle.RC_BC": "back center rear-guard circle",
    "vg.circle.RC_BR": "back right rear-guard circle",
    "vg.circle.GC": "guardian circle",
    "vg.option.swap_left": "Swap the left column's rear-guards",
    "vg.option.swap_right": "Swap the right column's rear-guards",
    "vg.start_step": "Start step: attack, or end the battle phase?",
    "vg.choose_attacker": "Choose the unit to attack with",
    "vg.choose_target": "Choose the unit {card} attacks",
    "vg.choose_targets": "Choose the units {card} attacks (one or more)",
    "vg.boost": "Boost {card} with {booster}?",
    "vg.guard": "Guard {card}: choose guardians from your hand and units to intercept (none to take the hit)",
    "vg.guard_units": (
        "Guard your attacked units: choose guardians from your hand and units to intercept (none to take the hit)"
    ),
    "vg.trigger.critical": "Critical trigger: choose a unit to get +1 critical",
    "vg.trigger.stand": "Stand trigger: choose a rear-guard to stand",
    "vg.trigger.heal": "Heal trigger: choose a damage to heal",
    "vg.trigger_power.critical": "Critical trigger: choose a unit to get +{power} power",
    "vg.trigger_power.draw": "Draw trigger: choose a unit to get +{power} power",
    "vg.trigger_power.stand": "Stand trigger: choose a unit to get +{power} power",
    "vg.trigger_power.heal": "Heal trigger: choose a unit to get +{power} power",
    "vg.cost.reveal": "Reveal {n} card(s) from your hand to pay the cost",
    "vg.cost.counter_blast": "Counter Blast {n}: choose face-up damage to turn face down",
    "vg.cost.counter_blast_of": "Counter Blast {n}: choose face-up damage of the cards named to turn face down",
    "vg.cost.soul_blast": "Soul Blast {n}: choose cards in your soul to put into the drop zone",
    "vg.cost.discard": "Discard {n} card(s) to pay the cost",
    "vg.cost.retire": "Choose {n} of your rear-guards to retire for the cost",
    # -- System Gate's prompts (SG 5 - SG 9) --
    "option.pass": "Pass",
    "sg.mulligan": "Mulligan: choose any number of cards to put on the bottom of your deck",
    "sg.charge": "You may put a card from your hand into Energy (then draw a card)",
    "sg.main_phase": "Main Phase: play a card, use a skill, or pass",
    "sg.option.end_main": "End the Main Phase",
    "sg.option.cast": "Cast {card}",
    "sg.option.equip": "Equip {card}",
    "sg.option.equip_pilot": "Equip {card} as a [Pilot] Item",
    "sg.option.summon.left": "Summon {card} to left",
    "sg.option.summon.center": "Summon {card} to center",
    "sg.option.summon.right": "Summon {card} to right",
    "sg.option.gm_summon.left": "Gate Master Summon {card} to left",
    "sg.option.gm_summon.center": "Gate Master Summon {card} to center",
    "sg.option.gm_summon.right": "Gate Master Summon {card} to right",
    "sg.option.gm_equip": "Gate Master Equip {card}",
    "sg.option.gm_cast": "Gate Master Cast {card}",
    "sg.battle_phase": "Battle Phase: declare an attacker or pass",
    "sg.option.end_battle": "End the Battle Phase",
    "sg.option.attack_with": "Attack with {card}",
    "sg.link_attack": "Link Attack: choose any number of additional attackers",
    "sg.choose_target": "Choose the attack target",
    "sg.option.attack_unit.left": "Attack {card} (Player {n}, left)",
    "sg.option.attack_unit.center": "Attack {card} (Player {n}, center)",
    "sg.option.attack_unit.right": "Attack {card} (Player {n}, right)",
    "sg.option.attack_item": "Attack {card} (Player {n}'s Item)",
    "sg.option.attack_player": "Attack Player {n}",
    "sg.counter_timing": "Counter Timing: use a [Counter] or pass",
    "sg.finale_step": "Finale Step: play a Finale or pass",
    "sg.option.no_finale": "Play no Finale",
    "sg.over_limit": "Over the Limit of 3: choose a unit to drop",
    "sg.token_zone": "Choose a zone for {card}",
    "sg.opponent.milled": "Choose the opponent whose deck is milled",
    "sg.opponent.side": "Choose the side of the field",
    "sg.opponent.drops_hand": "Choose the opponent who drops hand cards",
    "sg.opponent.damage": "Choose the opponent who takes the damage",
    "sg.opponent.drops_energy": "Choose the opponent who drops Energy",
    "sg.opponent.loses": "Choose the opponent who loses the game",
    "sg.opponent_may_pay": "Choose the opponent who may pay",
    "option.player": "Player {n}",
    "sg.soulguard": "[Soulguard] {card} would leave the field",
    "sg.option.soulguard_keep": "Drop a soul card instead ({card} stays)",
    "sg.option.soulguard_leave": "Let it leave the field",
    "sg.pay_own_energy": "Pay {n} Energy: how many from your own Energy?",
    "sg.team_a_first": "Your team is Team A: who is Player A-1 (takes the first turn)?",
    "sg.option.first": "Player {n} is Player A-1",
    "sg.triggered_skills": "Choose which of your triggered skills to add to the stack",
    "sg.move": "[Move] {card}?",
    "sg.option.stays.left": "{card} stays in left",
    "sg.option.stays.center": "{card} stays in center",
    "sg.option.stays.right": "{card} stays in right",
    "sg.option.move.left": "Move {card} to left",
    "sg.option.move.center": "Move {card} to center",
    "sg.option.move.right": "Move {card} to right",
    "sg.option.move_mine.left": "Move {card} to your left",
    "sg.option.move_mine.center": "Move {card} to your center",
    "sg.option.move_mine.right": "Move {card} to your right",
    "sg.option.move_to_side.left": "Move {card} to Player {n}'s left",
    "sg.option.move_to_side.center": "Move {card} to Player {n}'s center",
    "sg.option.move_to_side.right": "Move {card} to Player {n}'s right",
    "sg.ask.pay_or_fizzle": "Pay {n} Energy to keep your card from being fizzled?",
    "sg.ask.soul_card_to_drop": "Choose a soul card to drop",
    "sg.ask.pay_union": "Pay {n} Energy to put {card} into Union?",
    "sg.ask.pay_cost": "{label}: pay the cost?",
    "sg.option.use": "Use {card}: {text}",
    "sg.option.combine": "[Combine] {card} into {target}",
    "sg.option.union": '[Union "{name}"] {card}',
    "sg.ask.energy_to_drop": "Choose {n} Energy to drop",
    "sg.ask.where_moves": "Choose where {card} moves",
    "sg.ask.unit_to_move": "Choose a unit to move",
    "sg.ask.units_to_exchange": "Choose two units to exchange",
    # -- Dragon Ball Super Card Game's prompts (DBS 5 - DBS 7) --
    "dbs.redraw": "Redraw: choose any number of cards to return to your deck (none to keep your hand)",
    "dbs.charge_phase": "Charge Phase: place a card from your hand in your Energy Area?",
    "dbs.option.no_charge": "Place no card in the Energy Area",
    "dbs.option.charge": "Place {card} in the Energy Area",
    "dbs.main_phase": "Main Phase: play, activate, attack or end the Main Phase",
    "dbs.option.end_main": "End the Main Phase",
    "dbs.option.play": "Play {card} (cost {cost})",
    "dbs.option.free_play": "Play {card} without paying its energy cost",
    "dbs.option.extra_main": "Activate {card} [Activate: Main] (cost {cost})",
    "dbs.option.extra_battle": "Activate {card} [Activate: Battle]",
    "dbs.cost.spec": "{n} incl. {spec}",
    "dbs.cost.colored": "{n} {color}",
    "dbs.cost.and": "{first}, {then}",
    "dbs.color.red": "red",
    "dbs.color.blue": "blue",
    "dbs.color.green": "green",
    "dbs.color.yellow": "yellow",
    "dbs.color.black": "black",
    "dbs.option.attack": "Attack {target} with {card}",
    "dbs.step.offense": "Offense Step: combo, activate a skill, or proceed",
    "dbs.step.defense": "Defense Step: combo, activate a skill, or proceed",
    "dbs.option.to_defense": "Proceed to the Defense Step",
    "dbs.option.to_damage": "Proceed to the Damage Step",
    "dbs.option.combo_battle": "Combo with {card} from the Battle Area (combo cost {cost}, +{power})",
    "dbs.option.combo_hand": "Combo with {card} from your hand (combo cost {cost}, +{power})",
    "dbs.option.skill": "Activate {card}: {text}",
    "dbs.option.awaken": "[Awaken] {card}",
    "dbs.option.wish": "[Wish] {card}",
    "dbs.option.swap": "[Swap {n}] {card}",
    "dbs.ko_up_to": "KO up to 1 of your opponent's Battle Cards with {n} power or less",
    "dbs.option.ko_nothing": "KO nothing",
    "dbs.option.ko": "KO {card} ({power} power)",
    "dbs.warp_drop": "Send up to {n} card(s) of your opponent's Drop Area to the Warp",
    "dbs.blocker": "[Blocker]: rest {card} to become the guard card instead of {guard}?",
    "dbs.damage": "Damage {i}/{n}: choose 1 of your life cards",
    "dbs.option.life_card": "Life card {k} of {n}",
    "dbs.option.no_counter": "Do not activate a [Counter]",
    "dbs.pay.more": "{what}: choose {n} more energy to switch to Rest Mode",
    "dbs.pay.color": "{what}: choose {n} {color} energy to switch to Rest Mode (specified cost)",
    "dbs.what.card": "{card}",
    "dbs.counter_timing": "Counter timing ({what}): activate a [Counter]?",
    "dbs.what.attack_of": "the attack of {card}",
    "dbs.what.play_of": "the play of {card}",
    "dbs.what.combo_of": "the combo of {card}",
    "dbs.what.declares": "Player {n} declares playing {card}",
    "dbs.what.declares_free": "Player {n} declares playing {card} without paying its energy cost",
    "dbs.what.combo_cost": "Combo cost of {card}",
    "dbs.what.skill_cost": "Skill cost of {card}",
    "dbs.what.counter": "[Counter] {card}",
    # -- Weiss Schwarz's prompts (WS 5 - WS 9) --
    "ws.mulligan": "Mulligan: choose any number of cards to put into your waiting room; you draw as many",
    "ws.clock_phase": "Clock phase: you may put a card from your hand into your clock to draw 2",
    "ws.option.clock": "Clock {card} and draw 2",
    "ws.option.no_clock": "Do not clock",
    "ws.main_phase": "Main phase: choose an action",
    "ws.option.play": "Play {card} (cost {cost})",
    "ws.option.play_event": "Play the event {card} (cost {cost})",
    "ws.option.move": "Move a character to another stage position",
    "ws.choose_position": "Choose a stage position for {card}",
    "ws.exchange": "Choose two stage positions to exchange",
    "ws.option.exchange": "Exchange the {a} ({la}) and the {b} ({lb})",
    "ws.empty": "empty",
    "ws.pos.cs_left": "left of the center stage",
    "ws.pos.cs_middle": "middle of the center stage",
    "ws.pos.cs_right": "right of the center stage",
    "ws.pos.bs_left": "left of the back stage",
    "ws.pos.bs_right": "right of the back stage",
    "ws.option.position.cs_left": "Left of the center stage",
    "ws.option.position.cs_middle": "Middle of the center stage",
    "ws.option.position.cs_right": "Right of the center stage",
    "ws.option.position.bs_left": "Left of the back stage",
    "ws.option.position.bs_right": "Right of the back stage",
    "ws.option.position_replacing.cs_left": "Left of the center stage (replacing {card})",
    "ws.option.position_replacing.cs_middle": "Middle of the center stage (replacing {card})",
    "ws.option.position_replacing.cs_right": "Right of the center stage (replacing {card})",
    "ws.option.position_replacing.bs_left": "Left of the back stage (replacing {card})",
    "ws.option.position_replacing.bs_right": "Right of the back stage (replacing {card})",
    "ws.climax_phase": "Climax phase: you may play a climax",
    "ws.option.climax": "Play the climax {card}",
    "ws.option.no_climax": "Do not play a climax",
    "ws.attack_declaration": "Attack declaration: choose a standing character of your center stage to attack with",
    "ws.option.attack_with": "Attack with {card} ({pos})",
    "ws.option.end_attack": "End the attack phase",
    "ws.attack_type": "{card} attacks: choose the type of attack",
    "ws.option.frontal": "Frontal attack on {card}",
    "ws.option.side": "Side attack ({soul} soul)",
    "ws.trigger.pool": "Pool trigger: put the top card of your deck into your stock?",
    "ws.trigger.draw": "Draw trigger: draw a card?",
    "ws.trigger.treasure": "Treasure trigger: put the top card of your deck into your stock?",
    "ws.trigger.return": "Return trigger: you may choose an opponent's character to return to its owner's hand",
    "ws.counter_step": "Counter step: {card} attacks {defender}",
    "ws.option.backup": "Backup with {card}",
    "ws.option.counter": "Play {card} (counter)",
    "ws.encore_step": "Encore step: choose a reversed character to put into the waiting room",
    "ws.encore": "Encore {card}: pay {n} stock to put it back on the {pos}, rested?",
    "ws.trigger.comeback": "Comeback trigger: you may return a character from your waiting room to your hand",
    "ws.trigger.gate": "Gate trigger: you may return a climax from your waiting room to your hand",
    "ws.trigger.standby": (
        "Standby trigger: you may put a character of level {level} or lower"
        " from your waiting room on your stage, rested"
    ),
    "ws.trigger.standby_position": "Standby trigger: choose a stage position for {card}",
    "ws.shift.yellow": "Shift: you may exchange {card} with a yellow card of your hand",
    "ws.shift.green": "Shift: you may exchange {card} with a green card of your hand",
    "ws.shift.red": "Shift: you may exchange {card} with a red card of your hand",
    "ws.shift.blue": "Shift: you may exchange {card} with a blue card of your hand",
    "ws.cost.hand_to_clock": "Cost: choose {n} card(s) to put from your hand into your clock",
    "ws.replacement": "{card} would go to the waiting room: choose which replacement effect applies first",
    "ws.level_up": "Level up: choose one of the bottom 7 cards of your clock to put into your level",
    "ws.hand_limit": "End phase: choose {n} card(s) to put into your waiting room (hand limit {limit})",
}

# the log's notes (one module a game)
_twice = ENGLISH.keys() & LOG_WORDS.keys()
if _twice:
    raise ValueError(f"message ids given twice: {sorted(_twice)}")
ENGLISH.update(LOG_WORDS)

#: English words that several ids have (a zone's id in more than one game:
#: "deck" is 山札 in Vanguard and Weiss Schwarz, デッキ in System Gate)
_SHARED = frozenset(w for w, n in Counter(ENGLISH.values()).items() if n > 1)


def shared_by(mid: str) -> str:
    """The id itself when its English words are another id's too (the
    translation tells them apart by it), else ""."""
    return mid if ENGLISH.get(mid) in _SHARED else ""


_WORD = re.compile(r"[^a-z0-9]+")


def _slug(name: str, suffix: str) -> str:
    """``Charge Phase`` -> ``charge``; ``attack declaration`` -> ``attack_declaration``."""
    words = _WORD.sub("_", name.lower()).strip("_")
    if words.endswith("_" + suffix) and words != suffix:
        words = words[: -len(suffix) - 1]
    return words


def phase_id(phase: str) -> str:
    """The message id of a phase as a ruleset names it (``battle``,
    ``Charge Phase``, ``Set-up``); an empty phase is the set-up."""
    return f"phase.{_slug(phase, 'phase') or 'set_up'}"


def step_id(step: str) -> str:
    """The message id of a step as a ruleset names it (``drive``, ``Damage Step``)."""
    return f"step.{_slug(step, 'step')}"


def phase_messages(phase: str, step: str = "") -> tuple[Message, ...]:
    """The phase, then the step if there is one, as messages. A name no id
    is known for is worded as the games print theirs (``call`` -> ``Call
    Step``; a name that already says Phase or Step, or is capitalised, stays
    as it is) and kept as its own id (see :attr:`Message.template`)."""
    if phase and phase_id(phase) not in ENGLISH:
        phase = phase if "Phase" in phase or "-" in phase else f"{phase.title()} Phase"
    out = [_known(phase_id(phase), phase)]
    if step:
        if step_id(step) not in ENGLISH and not ("Step" in step or "Phase" in step or step[:1].isupper()):
            step = f"{step.title()} Step"
        out.append(_known(step_id(step), step))
    return tuple(out)


def _known(mid: str, name: str) -> Message:
    return Message(mid if mid in ENGLISH else name)
