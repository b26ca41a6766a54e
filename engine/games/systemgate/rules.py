"""The System Gate ruleset: zones, set-up, the turn and the battle
(system-gate-rules.md, prefix ``SG``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from engine.abilities import Step
from engine.cards import CardDef, CardSchema
from engine.decisions import Option
from engine.decks import DeckList
from engine.events import Happened, PhaseBegan, TurnBegan
from engine.flow import COMMON_HANDLERS, EffectHandler, choose_cards, choose_one, cost_of
from engine.games.systemgate import effects as fx
from engine.games.systemgate import keywords as kwd
from engine.games.systemgate.core import (
    FIELD_ZONES,
    INFINITE,
    UNIT_SLOTS,
    Attack,
    Flow,
    damage_player,
    damage_unit,
    destroy,
    energy_count,
    field_cards,
    gate_of,
    has_keyword,
    index_zones,
    leave_field,
    lethal,
    life,
    life_seat,
    opponents,
    overload_drop,
    overloaded,
    paused,
    pay_energy,
    pay_life,
    seat_zones,
    set_damage,
    soul_zone,
    stat,
    team_of,
    total_limit,
    trigger,
    union_partner,
    units,
)
from engine.games.systemgate.deck import SECTIONS, check_deck
from engine.games.systemgate.schema import SCHEMA
from engine.games.systemgate.stack import (
    check_timing,
    counter_timing,
    current_attack,
    drop_to_limit,
    on_stack,
    play_card,
    resolve_stack,
    timing_due,
    use_keyword,
    use_skill,
)
from engine.grammar.spec import Verb
from engine.ruleset import Ruleset
from engine.state import HIDDEN, PRIVATE, PUBLIC, REST, STAND, Card, Game, Zone
from engine.timing import Duration, Pending

START_LIFE = 20  # SG 5.2.5
START_HAND = 6  # SG 5.2.7
START_ENERGY = 2  # SG 5.2.10
TAG_LIFE = 30  # SG 15.3.1

START, MAIN, BATTLE, END = "Start Phase", "Main Phase", "Battle Phase", "End Phase"

#: Zones of one player (SG 4): name, visibility, extra options.
ZONES: tuple[tuple[str, str, dict[str, Any]], ...] = (
    ("deck", HIDDEN, {}),  # SG 4.3.2
    ("hand", PRIVATE, {}),  # SG 4.5.1
    ("energy", HIDDEN, {}),  # face-down Energy (SG 5.2.10)
    ("drop", PUBLIC, {}),  # SG 4.4.1
    ("banish", PUBLIC, {}),  # SG 4.7.2
    ("gate", PUBLIC, {}),  # SG 3.2.2: the Gate lies in the Player zone but is not a field card
    ("gm", PUBLIC, {}),  # SG 4.8.1 Gate Master zone
    # SG 4.6.1.1: one card per zone; two cards in Union may share one
    # (SG 11.14), so the slot holds two and the rule actions keep the rest out.
    ("left", PUBLIC, {"capacity": 2, "field": True}),  # SG 4.6.3
    ("center", PUBLIC, {"capacity": 2, "field": True}),  # SG 4.6.5
    ("right", PUBLIC, {"capacity": 2, "field": True}),  # SG 4.6.4
    ("player", PUBLIC, {"capacity": 1, "field": True}),  # SG 4.6.5 (second): one Item
    ("set", PUBLIC, {"field": True}),  # SG 4.6.6: any number of [Set] cards
    ("soul_left", PUBLIC, {"host": "left"}),  # SG 4.9.1
    ("soul_center", PUBLIC, {"host": "center"}),
    ("soul_right", PUBLIC, {"host": "right"}),
    ("soul_player", PUBLIC, {"host": "player"}),
    ("stack", PUBLIC, {}),  # cards being played (SG 8.4.3.4)
    ("tokens", PUBLIC, {}),  # token supply outside the game (SG 2.4.11, SG 2.4.12)
    ("removed", PUBLIC, {}),  # tokens removed from the game (SG 9.7.1)
)

TOKEN_IDS = ("SGD-T01", "SGD-T02")
#: Unit tokens summoned by skills, and how many of each a player may have.
UNIT_TOKEN_IDS = (("SGD-T03", 3),)
_NONE: frozenset[int] = frozenset()
#: Zones where a token is allowed to stay. Judge's decision: SG 9.7.1 removes a
#: token outside the field, but SG 2.4.11 / SG 2.4.12 put tokens into the hand
#: (the card text wins, SG 1.3.1), so hand and stack are allowed too.
TOKEN_HOMES = frozenset(("left", "center", "right", "player", "set", "hand", "stack", "tokens", "removed"))



def _paid(energy: int, life: int) -> tuple[tuple[str, int], ...]:
    """A play's cost as an option's cost: its Energy, then its Life."""
    return tuple((w, n) for w, n in (("energy", energy), ("life", life)) if n)


def _play(
    key: str,
    label: str,
    cards: tuple[int, ...],
    zone: str | None,
    src: str,
    dst: str,
    cost: tuple[tuple[str, int], ...],
) -> Option:
    """Playing ``cards[0]`` from the hand (with a Gate Master: ``cards[1]``)."""
    return Option(key, label, cards[0], zone, None, "play", cards, src, dst, cost)

class SystemGate(Ruleset):
    """System Gate for two players (SG 1.1.1)."""

    id = "systemgate"
    title = "System Gate"
    game = "systemgate"
    label_code = "SG"
    rule_prefix = "SG"
    deck_sections = SECTIONS
    discard_zone = "drop"
    schema: ClassVar[CardSchema] = SCHEMA
    #: SG 15: the Tag Team format shares Life and Energy within a team.
    tag_team: ClassVar[bool] = False

    # -- deck construction -------------------------------------------------------------

    def check_deck(self, deck: DeckList) -> dict[str, list[CardDef]]:
        return check_deck(self, deck)

    # -- structure -----------------------------------------------------------------------

    def build(self, g: Game, decks: Sequence[dict[str, list[CardDef]]]) -> None:
        g.data["stack"] = []
        g.data["attack"] = None
        g.data["unions"] = {}  # SG 11.14: (iid, incarnation) -> partner
        g.data["clean_at"] = -1  # journal length at the last check with no rule action due
        for seat, deck in enumerate(decks):
            for name, vis, kw in ZONES:
                g.add_zone(seat, name, vis, **kw)
            d = g.zone(seat, "deck")
            for c in deck.get("main", ()):
                g.new_card(c, seat, d)
            # SG 5.2.6: the Gate and the Gate Master are placed face up.
            for c in deck.get("gate", ()):
                g.new_card(c, seat, g.zone(seat, "gate")).face_up = True
            for c in deck.get("gatemaster", ()):
                g.new_card(c, seat, g.zone(seat, "gm")).face_up = True
            for tid in TOKEN_IDS:
                if tid in self.pool:
                    g.new_card(self.pool[tid], seat, g.zone(seat, "tokens")).face_up = True
            for tid, copies in UNIT_TOKEN_IDS:
                if tid in self.pool:
                    for _ in range(copies):
                        g.new_card(self.pool[tid], seat, g.zone(seat, "tokens")).face_up = True
            g.players[seat].counters["life"] = 0
        index_zones(g)
        #: cards that were dealt damage this turn (SG 9.6.1 looks only at them)
        g.data["damaged"] = []
        g.data["token_cards"] = [c for c in g.cards if c.card.stats.get("token")]

    def keeps_identity(self, g: Game, card: Card, src: Zone, dst: Zone) -> bool:
        """SG 4.1.4: moving between field zones keeps the card the same card."""
        return src.field and dst.field

    def effect_handlers(self) -> dict[str, EffectHandler]:
        return fx.HANDLERS

    def triggers(self, g: Game, event: Happened, facts: Mapping[str, Any]) -> None:
        """SG 3.1.2.3: the automatic skills whose condition this event
        fulfils go to standby: the Gate Master skill of a card played from
        the Gate Master zone (SG 4.8.4), "when summoned" (SG 10.5.6), "when
        equipped" and "when this card enters"; "when I attack" and "when I
        am attacked" (SG 6.2.6.3 / SG 6.2.6.4); "when I leave the field"
        and "when I am destroyed" (SG 10.4), for the controller the card had
        on the field."""
        what = event.what
        if what in ("summon", "equip", "enter"):
            if event.cause == "gate_master":
                self.gate_master_skill(g, event.player, g.cards[event.cards[0]])
            for iid in event.cards:
                card = g.cards[iid]
                if what != "enter":
                    trigger(g, "summoned" if what == "summon" else "equipped", card)
                trigger(g, "enters", card)
        elif what == "attack":
            for iid in event.by:
                trigger(g, "attacks", g.cards[iid])
            for iid in event.cards:
                trigger(g, "attacked", g.cards[iid])
        elif what in ("leave_field", "return", "destroy"):
            card, controller = g.cards[event.cards[0]], int(facts["controller"])
            trigger(g, "leaves_field", card, anywhere=True, controller=controller)
            if what == "destroy":
                trigger(g, "destroyed", card, anywhere=True, controller=controller)

    def card_stats(self, g: Game, card: Card) -> dict[str, Any]:
        out = super().card_stats(g, card)
        if card.counters.get("damage"):
            out["damage"] = card.counters["damage"]
        return out

    def view_extras(self, g: Game, viewer: int) -> dict[str, Any]:
        atk = current_attack(g)
        return {
            "life": {s: life(g, s) for s in range(g.n_players)},
            "energy": {s: energy_count(g, s) for s in range(g.n_players)},
            "limit": {s: total_limit(g, s) for s in range(g.n_players)},
            "stack": [item.label for item in g.data["stack"]],
            "attack": None if atk is None else {"attackers": [c.iid for c in atk.attackers], "defender": atk.defender},
        }

    # -- rule actions (SG 9) -----------------------------------------------------------------

    def rule_actions(self, g: Game) -> bool:
        """The loss conditions (SG 9.4) for the core's check timing."""
        self._losses(g)
        return False

    def _losses(self, g: Game) -> bool:
        sz = seat_zones(g)
        lost = False
        safe: set[int] = g.turn_data.get("cannot_lose", _NONE)
        for p in g.players:
            if p.lost:
                continue
            z = sz[p.seat]
            if safe and p.seat in safe:
                continue  # SG 1.2.6.3 / SG 1.3.5: "cannot lose" prevents the loss
            if not z.deck.cards:
                g.flag_loss(p.seat, "has no cards in the deck", "SG 9.4.1")  # SG 1.2.2.1, SG 4.3.3
                lost = True
            elif g.players[z.life_seat].counters.get("life", 0) <= 0:
                g.flag_loss(p.seat, "has no Life", "SG 9.4.2")  # SG 1.2.2.2
                lost = True
        return lost

    def rule_actions_due(self, g: Game) -> bool:
        """Whether any rule action of SG 9 applies now (a cheap scan, so a
        check timing with nothing to do costs little)."""
        players = g.players
        for z in seat_zones(g):
            if not z.deck.cards or players[z.life_seat].counters.get("life", 0) <= 0:
                return True
            for zone in z.slots:
                if len(zone.cards) > 1 and overloaded(g, zone):
                    return True
            limit = 0
            for zone in z.unit_zones:
                for c in zone.cards:
                    limit += c.card.stats.get("limit", 0)
            if limit > 3:
                return True
        for c in g.data["damaged"]:
            if c.counters and c.zone.field and lethal(g, c):
                return True
        for c in g.data["token_cards"]:
            if c.zone.name not in TOKEN_HOMES:
                return True
        return False

    def rule_action_flow(self, g: Game) -> Flow:
        """SG 9.3: resolve the rule actions in the order of section 9, again
        while any applies. Both players losing at once is a draw (SG 1.2.3,
        through :meth:`Game.settle`)."""
        sz = seat_zones(g)
        tokens: list[Card] = g.data["token_cards"]
        while True:
            if self._losses(g):
                g.settle()
            acted = False
            order = g.turn_order()
            for seat in order:
                # SG 9.5.1: an overloaded field zone keeps only its newest card.
                for zone in sz[seat].slots:
                    while overloaded(g, zone):
                        overload_drop(g, zone.cards[0])
                        acted = True
            for seat in order:
                # SG 9.6.1: damage equal to or above Defense destroys.
                for zone in sz[seat].field:
                    doomed = [c for c in zone.cards if c.counters and lethal(g, c)]
                    for c in doomed:
                        yield from destroy(g, c, "SG 9.6.1")
                        acted = True
            # SG 9.7.1: a <Token> outside the field is removed from the game.
            for c in tokens:
                if c.zone.name not in TOKEN_HOMES:
                    # Removed from the game: back to the token supply outside the game.
                    g.move(c, g.zone(c.owner, "tokens"), why="token removed from the game", rule="SG 9.7.1")
                    acted = True
            for seat in order:
                if total_limit(g, seat) > 3:  # SG 9.8.1
                    yield from drop_to_limit(g, seat)
                    acted = True
            if not acted:
                return

    # -- costs and conditions -------------------------------------------------------------------

    def can_pay(self, g: Game, seat: int, cost: Sequence[Step], source: Card | None) -> bool:
        for word, value in cost:
            if word == "pay" and energy_count(g, seat) < int(value):
                return False
            if word == "rest_self" and (source is None or source.orientation != STAND):
                return False
            if word == "discard" and len(fx.hand_pool(g, seat)) < int(value):
                return False
            if word == "life" and life(g, seat) < int(value):
                return False
            if word == "drop_soul":
                soul = soul_zone(g, source) if source is not None else None
                if soul is None or len(soul.cards) < int(value):
                    return False
            if word == "rest_card":
                n, spec = fx.cost_value(value)
                if len(self.rest_candidates(g, seat, source, spec)) < n:
                    return False
        return True

    def rest_candidates(self, g: Game, seat: int, source: Card | None, spec: Any) -> list[Card]:
        """The standing cards a "rest N cards" cost may rest: on the field of
        the skill's owner unless the cost names a zone (SG 12.2.2, SG 3.8.1)."""
        return [c for c in fx.cost_candidates(g, seat, source, spec, FIELD_ZONES) if c.orientation == STAND]

    def pay_cost(self, g: Game, seat: int, cost: Sequence[Step], source: Card | None) -> Flow:
        """SG 12.2.1: costs are paid in full by the controller."""
        from engine.games.systemgate.core import pay_energy

        for word, value in cost:
            if word == "pay":
                yield from pay_energy(g, seat, int(value))
            elif word == "rest_self" and source is not None:
                g.set_orientation(source, REST)
            elif word == "discard":
                yield from fx.drop_from_hand(g, seat, int(value), "SG 12.2.1")
            elif word == "life":
                pay_life(g, seat, int(value), "cost")
            elif word == "drop_soul" and source is not None:
                soul = soul_zone(g, source)
                if soul is not None:
                    chosen = yield from choose_cards(
                        g,
                        seat,
                        f"Drop {value} soul card(s) as the cost",
                        soul.cards,
                        int(value),
                        int(value),
                        rule="SG 12.2.1",
                        about="pay",
                        verb="pay",
                    )
                    for c in chosen:
                        g.move(c, g.zone(c.owner, "drop"), why="cost", rule="SG 12.2.1")
            elif word == "rest_card":
                n, spec = fx.cost_value(value)
                cands = self.rest_candidates(g, seat, source, spec)
                chosen = yield from choose_cards(
                    g, seat, f"Rest {n} card(s) as the cost", cands, n, n, rule="SG 12.2.2", about="pay", verb="pay"
                )
                for c in chosen:
                    g.set_orientation(c, REST)

    def condition_met(self, g: Game, seat: int, condition: Sequence[Step]) -> bool:
        for word, _value in condition:
            if word == "being_attacked":
                atk = current_attack(g)
                # SG 14.3.1: only while you (the player or your Player-zone card) are attacked.
                if atk is None or atk.fizzled or g.players[atk.defender].team != g.players[seat].team:
                    return False
                if atk.target is not None and atk.target.zone.name != "player":
                    return False
            elif word == "opp_life_at_most":
                if min(life(g, o) for o in opponents(g, seat)) > int(_value):
                    return False
            elif word == "opp_deck_at_most":
                if min(len(g.zone(o, "deck").cards) for o in opponents(g, seat)) > int(_value):
                    return False
            elif word == "my_turn" and g.players[seat].team != g.players[g.active].team:
                return False
            elif word == "opponent_turn" and g.players[seat].team == g.players[g.active].team:
                return False
        return True

    def resolve_pending(self, g: Game, p: Pending) -> Flow:
        """Carry out the skill's effect steps in order, each as much as
        possible; ``p.ctx["step"]`` tells a step that chooses cards which of
        the choices made at declaration (SG 8.4.3.2) are its own."""
        if p.resolve is not None:
            yield from p.resolve(g, p)
        elif p.ability is not None:
            for i, (word, value) in enumerate(p.ability.effect):
                if isinstance(value, Verb):  # a shared verb carries itself out
                    p.ctx["step"] = i
                    yield from value.run(g, p)
                    continue
                handler = fx.HANDLERS.get(word) or COMMON_HANDLERS.get(word)
                if handler is None:
                    g.log(f"Not automated: {word} = {value!r} — resolve by hand")
                    continue
                p.ctx["step"] = i
                yield from handler(g, p, value)

    def gate_master_skill(self, g: Game, seat: int, card: Card) -> None:
        fx.gate_master_skill(g, seat, card)

    # -- actions --------------------------------------------------------------------------------

    def _playable(self, g: Game, seat: int, card: Card, counter: bool, energy: int) -> bool:
        """Whether a hand card may be played now (timing, cost, condition)."""
        info = card_info(card.card)
        if counter and not info.counter:
            return False
        if info.finale != (g.phase == END) and not (counter and not info.finale):  # SG 2.0.1
            return False
        if energy < info.cost or (info.life_cost and life(g, seat) < info.life_cost):  # SG 3.1.4.2
            return False
        return not info.conditions or self.condition_met(g, seat, info.conditions)

    def card_options(self, g: Game, seat: int, counter: bool) -> list[Option]:
        """Playing hand cards (SG 6.2.4.1 - SG 6.2.4.3), Gate Master plays
        (SG 4.8.3), and [Use] / [Counter] skills (SG 6.2.4.4, SG 6.2.4.5)."""
        energy = energy_count(g, seat)
        end_phase = g.phase == END
        opts = self.hand_options(g, seat, counter, energy, end_phase)
        if g.phase == MAIN or counter:
            opts += self.skill_options(g, seat, counter)
        return opts

    def hand_options(self, g: Game, seat: int, counter: bool, energy: int, end_phase: bool) -> list[Option]:
        opts: list[Option] = []
        z = seat_zones(g)[seat]
        gm_stand = {c.name: c for c in z.gm.cards if c.orientation == STAND}
        slot_keys = _SLOT_KEYS[seat] if seat < len(_SLOT_KEYS) else tuple((s, f"p{seat}.{s}") for s in UNIT_SLOTS)
        player_key = f"p{seat}.player"
        hand_key = z.hand.key
        for c in z.hand.cards:
            info = card_info(c.card)
            gm = gm_stand.get(c.card.name) if gm_stand else None
            # SG 2.0.1: Normal cards in the Main Phase, Finales in the End Phase;
            # SG 3.1.4.2: the cost must be payable; SG 3.1.2.2: [Counter] only in a counter timing.
            # Judge's decision: SG 2.0.1 limits a player's own play timings
            # (Normal cards in the Main Phase, Finales in the End Phase); a
            # Normal [Counter] card may also answer in any Counter Timing
            # (SG 3.1.2.2, SG 8.4.2), the End Phase's included.
            ok = (
                (info.finale == end_phase or (counter and not info.finale))
                and (info.counter or not counter)
                and (energy >= info.cost or (info.pilot and energy >= info.equip_cost))
                and (not info.life_cost or life(g, seat) >= info.life_cost)
                and (not info.conditions or self.condition_met(g, seat, info.conditions))
            )
            if not ok and gm is None:
                continue
            iid = c.iid
            label = g.label(c, seat)
            ctype = c.card.type
            one = (iid,)
            if ok:
                paid = _paid(info.cost, info.life_cost)
                if ctype == "unit":
                    if not counter:
                        if energy >= info.cost:
                            for s, key in slot_keys:
                                summon = f"Summon {label} to {s}"
                                opts.append(_play(f"sum:{iid}:{s}", summon, one, key, hand_key, key, paid))
                        if info.pilot and energy >= info.equip_cost:  # SG 11.10
                            pilot = _paid(info.equip_cost, info.life_cost)
                            equip = f"Equip {label} as a [Pilot] Item"
                            opts.append(_play(f"eq:{iid}", equip, one, player_key, hand_key, player_key, pilot))
                elif ctype == "item":
                    if not counter:
                        equip = f"Equip {label}"
                        opts.append(_play(f"eq:{iid}", equip, one, player_key, hand_key, player_key, paid))
                elif ctype == "spell":
                    opts.append(_play(f"cast:{iid}", f"Cast {label}", one, None, hand_key, "", paid))
            if gm is not None and self._playable(g, seat, gm, counter, energy):
                gtype = gm.card.type
                both = (iid, gm.iid)
                paid = _paid(card_info(gm.card).cost, card_info(gm.card).life_cost)
                if gtype == "unit" and not counter:
                    for s, key in slot_keys:
                        summon = f"Gate Master Summon {gm.name} to {s}"
                        opts.append(_play(f"gm:{iid}:{s}", summon, both, key, hand_key, key, paid))
                elif gtype == "item" and not counter:
                    equip = f"Gate Master Equip {gm.name}"
                    opts.append(_play(f"gm:{iid}:player", equip, both, player_key, hand_key, player_key, paid))
                elif gtype == "spell":
                    cast = f"Gate Master Cast {gm.name}"
                    opts.append(_play(f"gm:{iid}:", cast, both, None, hand_key, "", paid))
        return opts

    def skill_options(self, g: Game, seat: int, counter: bool) -> list[Option]:
        """[Use] skills in the Main Phase, [Counter] skills in a counter timing."""
        opts: list[Option] = []
        if not counter:
            opts += self.keyword_options(g, seat)
        for c in field_cards(g, seat):
            if not card_info(c.card).act:
                continue
            for i, ab in enumerate(c.card.abilities):
                if ab.kind != "act":
                    continue
                is_counter = ab.params.get("timing") == "counter"
                if counter and not is_counter:
                    continue
                if ab.once_per_turn and f"once:{c.iid}:{c.incarnation}:{id(ab)}" in g.turn_data:
                    continue
                if not self.can_pay(g, seat, ab.cost, c):
                    continue
                z, paid = c.zone.key, cost_of(ab.cost)
                use = f"Use {c.name}: {ab.text}"
                opts.append(Option(f"use:{c.iid}:{i}", use, c.iid, z, i, "activate", (c.iid,), z, "", paid))
        return opts

    def keyword_options(self, g: Game, seat: int) -> list[Option]:
        """The [Use]-like keywords: SG 11.11 [Combine] (its target is chosen
        as it is declared, SG 8.4.3.2) and SG 11.14 [Union]."""
        opts: list[Option] = []
        mine = units(g, seat)
        for c in mine:
            info = card_info(c.card)
            if info.combine and has_keyword(g, c, "combine"):
                for t in mine:
                    if t is c or t.zone is c.zone:
                        continue
                    soul = soul_zone(g, t)
                    if soul is not None and any(x.card.name == c.card.name for x in soul.cards):
                        continue  # SG 11.11: not onto a unit with a same-name soul card
                    combine = f"[Combine] {c.name} into {t.name}"
                    both, z = (c.iid, t.iid), c.zone.key
                    key, there = f"comb:{c.iid}:{t.iid}", t.zone.key
                    opts.append(Option(key, combine, c.iid, there, None, "activate", both, z, there))
            if info.union and union_partner(g, c) is None and energy_count(g, seat) >= info.union_cost:
                union = f'[Union "{info.union}"] {c.name}'
                z, paid = c.zone.key, _paid(info.union_cost, 0)
                opts.append(Option(f"union:{c.iid}", union, c.iid, z, None, "activate", (c.iid,), z, "", paid))
        return opts

    def counter_options(self, g: Game, seat: int) -> list[Option]:
        """What ``seat`` may add in a Counter Timing (SG 3.5.4.1): [Counter]
        cards and [Counter] skills; none while it has something in the stack
        (SG 14.2.1) or is paused (SG 15.4.3)."""
        if on_stack(g, seat) or paused(g, seat):
            return []
        z = seat_zones(g)[seat]
        gm_names = [c.card.name for c in z.gm.cards if c.orientation == STAND]
        energy = energy_count(g, seat)
        for c in z.hand.cards:
            info = card_info(c.card)
            if (info.counter and energy >= info.cost) or c.card.name in gm_names:
                return self.card_options(g, seat, counter=True)
        for c in field_cards(g, seat):
            if card_info(c.card).counter_act:
                return self.card_options(g, seat, counter=True)
        return []

    def do_action(self, g: Game, seat: int, opt: Option, *, counter: bool = False) -> Flow:
        kind, a, *rest = opt.key.split(":")
        card = g.cards[int(a)]
        if kind == "sum":
            yield from play_card(g, seat, card, rest[0], counter=counter)
        elif kind == "eq":
            yield from play_card(g, seat, card, "player", counter=counter)
        elif kind == "cast":
            yield from play_card(g, seat, card, "", counter=counter)
        elif kind == "gm":
            gm = next(c for c in g.zone(seat, "gm").cards if c.name == card.name and c.orientation == STAND)
            yield from play_card(g, seat, card, rest[0], gate_master=gm, counter=counter)
        elif kind == "use":
            yield from use_skill(g, seat, card, int(rest[0]), counter=counter)
        elif kind == "comb":
            target = g.cards[int(rest[0])]
            yield from use_keyword(
                g,
                seat,
                card,
                f"{card.name}: [Combine] into {target.name}",
                kwd.resolve_combine,
                target=target.iid,
                target_inc=target.incarnation,
                target_zone=target.zone.key,
            )
        elif kind == "union":
            info = card_info(card.card)
            yield from pay_energy(g, seat, info.union_cost)  # SG 11.14: pay the listed cost
            yield from use_keyword(g, seat, card, f'{card.name}: [Union "{info.union}"]', kwd.resolve_union)

    # -- the game --------------------------------------------------------------------------------

    def begin(self, g: Game, phase: str, step: str = "", rule: str = "") -> None:
        """Start a phase or step (``rule`` names the rule that defines it)."""
        g.phase = phase
        g.step = step
        g.emit(PhaseBegan(g.active, phase, step))

    def starting_life(self, g: Game) -> None:
        """SG 5.2.5: Life 20, modified by the Gate."""
        for seat in range(g.n_players):
            gate = gate_of(g, seat)
            mod = int(gate.card.stats.get("life_mod", 0)) if gate else 0
            g.add_counter(seat, "life", START_LIFE + mod)

    def choose_first(self, g: Game) -> Flow:
        """SG 5.2.4: randomly determine who takes the first turn."""
        first = g.rng.randrange(g.n_players)
        g.log(f"Player {first + 1} takes the first turn (chosen at random)", rule="SG 5.2.4")
        return first
        yield

    def play(self, g: Game) -> Flow:
        n = g.n_players
        self.begin(g, "Set-up", rule="SG 5.2")
        # SG 5.2.2: each player shuffles their deck.
        for seat in range(n):
            g.shuffle(g.zone(seat, "deck"))
        first = yield from self.choose_first(g)
        g.active = g.first_player = first
        self.starting_life(g)
        for seat in range(n):
            gate, gm = gate_of(g, seat), g.zone(seat, "gm").top
            g.log(
                f"Player {seat + 1} uses {gate.name if gate else 'no Gate'} with {gm.name if gm else 'no Gate Master'}",
                rule="SG 6.1",
            )
        # SG 5.2.7: opening hands (6 unless the Gate says otherwise).
        for seat in g.turn_order():
            gate = gate_of(g, seat)
            size = int(gate.card.stats.get("start_hand", START_HAND)) if gate else START_HAND
            g.draw(seat, size, why="opening hand", rule="SG 5.2.7")
        # SG 5.2.8: mulligan, turn player first.
        for seat in g.turn_order():
            hand = g.zone(seat, "hand")
            back = yield from choose_cards(
                g,
                seat,
                "Mulligan: choose any number of cards to put on the bottom of your deck",
                hand.cards,
                0,
                len(hand.cards),
                rule="SG 5.2.8",
                about="mulligan",
            )
            deck = g.zone(seat, "deck")
            for c in back:
                g.move(c, deck, bottom=True, why="mulligan", rule="SG 5.2.8")
            g.draw(seat, len(back), why="mulligan", rule="SG 5.2.8")
            g.log(f"Player {seat + 1} mulligans {len(back)} card(s)", rule="SG 5.2.8")
        # SG 5.2.9: shuffle again.
        for seat in range(n):
            g.shuffle(g.zone(seat, "deck"))
        # SG 5.2.10: starting Energy (2 unless the Gate says otherwise).
        for seat in g.turn_order():
            gate = gate_of(g, seat)
            energy = int(gate.card.stats.get("start_energy", START_ENERGY)) if gate else START_ENERGY
            from engine.games.systemgate.core import charge

            charge(g, seat, energy, "SG 5.2.10")
            g.log(f"Player {seat + 1} puts {energy} card(s) into Energy", rule="SG 5.2.10")
        # SG 6.1.2: trigger and resolve all "Start of the Game" skills.
        self.game_start_skills(g)
        if timing_due(g):
            yield from check_timing(g)
        while True:
            g.turn += 1
            yield from self.turn(g)
            g.active = self.next_player(g)

    def game_start_skills(self, g: Game) -> None:
        """SG 6.1.2: "Start of the Game" skills trigger, turn player first
        (SG 1.3.8.1); the check timing that follows resolves them. At that
        moment no card is on the field, so such a skill acts from where the
        game begins: the Gate (Player zone, SG 3.2.2) and the Gate Master zone
        (SG 8.1.1: "unless specified in the skill text"). A skill that lists
        its ``zones`` triggers only from those."""
        for seat in g.turn_order():
            z = seat_zones(g)[seat]
            for c in (*g.zone(seat, "gate").cards, *z.gm.cards, *field_cards(g, seat)):
                skills = [ab for ab in c.card.abilities if ab.kind == "auto" and ab.when == "game_start"]
                if not skills:
                    continue
                if any(c.zone.name in (ab.zones or ("gate", "gm", *FIELD_ZONES)) for ab in skills):
                    trigger(g, "game_start", c, anywhere=True)

    def next_player(self, g: Game) -> int:
        """SG 6.2.7.3: the non-turn player becomes the turn player."""
        return (g.active + 1) % g.n_players

    def turn(self, g: Game) -> Flow:
        me = g.active
        g.turn_data.clear()
        g.emit(TurnBegan(g.turn, me))  # SG 6.2.1
        # SG 6.2.3.1 Stand Step: stand every card not in the Gate Master zone.
        self.begin(g, START, "Stand Step", "SG 6.2.3.1")
        for c in field_cards(g, me):
            g.set_orientation(c, STAND)
        if timing_due(g):
            yield from check_timing(g)
        # SG 6.2.3.2 Draw Step: draw; may put a hand card into Energy to draw again.
        self.begin(g, START, "Draw Step", "SG 6.2.3.2")
        g.draw(me, 1, rule="SG 6.2.3.2")
        hand = g.zone(me, "hand")
        if hand.cards:
            chosen = yield from choose_cards(
                g,
                me,
                "You may put a card from your hand into Energy (then draw a card)",
                hand.cards,
                0,
                1,
                rule="SG 6.2.3.2",
                about="charge",
            )
            for c in chosen:
                g.move(c, g.zone(me, "energy"), face_up=False, why="to Energy", rule="SG 6.2.3.2")
                g.log(f"Player {me + 1} puts a card from hand into Energy and draws a card", rule="SG 6.2.3.2")
                g.draw(me, 1, rule="SG 6.2.3.2")
        if timing_due(g):
            yield from check_timing(g)
        # SG 6.2.3.3 Skill Step: "At the start of turn" skills.
        self.begin(g, START, "Skill Step", "SG 6.2.3.3")
        for seat in g.turn_order():
            for c in field_cards(g, seat):
                trigger(g, "turn_start", c)
        if timing_due(g):
            yield from check_timing(g)
        yield from self.main_phase(g)
        while True:
            yield from self.battle_phase(g)
            again = yield from self.finale_step(g)
            if not again:
                break
        # SG 6.2.7.2 Skill Step: "end of turn" skills.
        self.begin(g, END, "Skill Step", "SG 6.2.7.2")
        for seat in g.turn_order():
            for c in field_cards(g, seat):
                trigger(g, "turn_end", c)
        if timing_due(g):
            yield from check_timing(g)
        # SG 6.2.7.3 Clean Up: remove all damage, the turn ends.
        self.begin(g, END, "Clean Up", "SG 6.2.7.3")
        for seat in range(g.n_players):
            for c in field_cards(g, seat):
                if c.counters.get("damage"):
                    set_damage(g, c, 0)
        g.data["damaged"].clear()
        g.expire(Duration.END_OF_BATTLE, Duration.END_OF_TURN, Duration.END_OF_OPPONENT_TURN)
        g.players[me].data["had_turn"] = True
        if timing_due(g):
            yield from check_timing(g)

    # -- main phase ------------------------------------------------------------------------------------

    def main_phase(self, g: Game) -> Flow:
        """SG 6.2.4: play timings until the turn player passes."""
        me = g.active
        self.begin(g, MAIN, rule="SG 6.2.4")
        end = Option("pass", "End the Main Phase", verb="pass")
        while True:
            if timing_due(g):  # SG 3.6.2
                yield from check_timing(g)
            options = [end, *self.card_options(g, me, counter=False)]
            prompt = "Main Phase: play a card, use a skill, or pass"
            opt = yield from choose_one(g, me, prompt, options, rule="SG 3.6.3", about="main")
            if opt.key == "pass":
                break
            yield from self.do_action(g, me, opt)
        # SG 6.2.4.5.1 / SG 11.2.1: [Move] skills, turn player first, then the
        # non-turn player gets a Counter Timing.
        for seat in g.turn_order():
            if paused(g, seat):
                continue
            yield from self.move_skills(g, seat)
        if timing_due(g):
            yield from check_timing(g)
        for seat in opponents(g, me):
            if paused(g, seat):
                continue
            added = yield from counter_timing(g, seat, "SG 6.2.4.5.1")
            if added:
                yield from resolve_stack(g)
                if timing_due(g):
                    yield from check_timing(g)
                break

    def move_skills(self, g: Game, seat: int) -> Flow:
        """SG 11.2.1: each [Move] card may move to a different legal field zone
        (judge's decision: an empty unit zone, so nothing is overloaded)."""
        for c in units(g, seat):
            if not has_keyword(g, c, "move"):
                continue
            empty = [s for s in UNIT_SLOTS if not g.zone(seat, s).cards]
            if not empty:
                continue
            opts = [Option("stay", f"{c.name} stays in {c.zone.name}", verb="pass")]
            here = c.zone.key
            opts += [
                Option(f"mv:{s}", f"Move {c.name} to {s}", c.iid, to, None, "move", (c.iid,), here, to)
                for s, to in ((s, f"p{seat}.{s}") for s in empty)
            ]
            opt = yield from choose_one(g, seat, f"[Move] {c.name}?", opts, rule="SG 11.2.1", about="position")
            if opt.key != "stay":
                dst = opt.key[3:]
                soul = g.zone(seat, "soul_" + c.zone.name)
                g.move(c, g.zone(seat, dst), orientation=None, why="[Move]", rule="SG 10.7")
                for under in list(soul.cards):  # SG 4.9.1: the soul lies under its card
                    g.move(under, g.zone(seat, "soul_" + dst), face_up=under.face_up, orientation=None, why="[Move]")
                g.log(f"{c.name} moves to {dst}", rule="SG 11.2.1")

    # -- battle phase ----------------------------------------------------------------------------------

    def attackers(self, g: Game, seat: int) -> list[Card]:
        """SG 4.6.3 - SG 4.6.5: standing units attack; the Player-zone card
        attacks only when there is no unit in the Center."""
        out = [c for s in UNIT_SLOTS for c in g.zone(seat, s).cards if c.orientation == STAND and c.card.type == "unit"]
        if not g.zone(seat, "center").cards:
            out += [c for c in g.zone(seat, "player").cards if c.orientation == STAND]
        return out

    def targets(self, g: Game, seat: int) -> list[Option]:
        """SG 6.2.6.2: enemy units, or the Player zone when there is no unit in
        the Center (SG 4.6.5); SG 11.15 [Dive] protects standing Left/Right cards."""
        opts: list[Option] = []
        for opp in opponents(g, seat):
            for s in UNIT_SLOTS:
                for c in g.zone(opp, s).cards:
                    if c.orientation == STAND and s != "center" and has_keyword(g, c, "dive"):
                        continue
                    z = c.zone.key
                    label = f"Attack {c.name} (Player {opp + 1}, {s})"
                    opts.append(Option(f"t:{c.iid}", label, c.iid, z, None, "attack", (c.iid,), z, z))
            if not g.zone(opp, "center").cards:
                item = g.zone(opp, "player").top
                what = f"{item.name} (Player {opp + 1}'s Item)" if item else f"Player {opp + 1}"
                z = f"p{opp}.player"
                held = (item.iid,) if item else ()
                opts.append(Option(f"tp:{opp}", f"Attack {what}", None, z, None, "attack", held, z if item else "", z))
        return opts

    def battle_phase(self, g: Game) -> Flow:
        """SG 6.2.6: attacks until the turn player passes. While no opponent has
        had a turn, only one attack, and no Link Attack."""
        me = g.active
        self.begin(g, BATTLE, rule="SG 6.2.6")
        # Judge's decision for Tag Team: "the first turn" is while no opponent
        # has had a turn, i.e. Player A-1's first turn (SG 15.4.2).
        first = not any(g.players[s].data.get("had_turn") for s in opponents(g, me))
        end = Option("pass", "End the Battle Phase", verb="pass")
        while True:
            if timing_due(g):
                yield from check_timing(g)
            # Judge's decision: "only one attack" holds for the whole first
            # turn, also after a Finale Unit returns it to the Battle Phase.
            if first and g.turn_data.get("attacks", 0) >= 1:
                g.log("First turn: only one attack may be declared", rule="SG 6.2.6")
                return
            ready = self.attackers(g, me)
            if not ready:
                return
            options = [end] + [
                Option(f"atk:{c.iid}", f"Attack with {c.name}", c.iid, c.zone.key, None, "attack", (c.iid,), c.zone.key)
                for c in ready
            ]
            prompt = "Battle Phase: declare an attacker or pass"
            opt = yield from choose_one(g, me, prompt, options, rule="SG 6.2.6", about="attack")
            if opt.key == "pass":
                return
            attacker = g.cards[int(opt.key[4:])]
            g.turn_data["attacks"] = g.turn_data.get("attacks", 0) + 1
            yield from self.attack(g, attacker, [c for c in ready if c is not attacker], link=not first)

    def attack(self, g: Game, attacker: Card, others: list[Card], link: bool) -> Flow:
        me = g.active
        # SG 6.2.6.1: rest the attacker; any number of others join a Link Attack.
        g.set_orientation(attacker, REST)
        team = [attacker]
        if link and others:
            extra = yield from choose_cards(
                g,
                me,
                "Link Attack: choose any number of additional attackers",
                others,
                0,
                len(others),
                rule="SG 6.2.6.1",
                about="attack",
                verb="attack",
            )
            for c in extra:
                g.set_orientation(c, REST)
            team += extra
        # SG 6.2.6.2: declare the target.
        topts = self.targets(g, me)
        opt = yield from choose_one(g, me, "Choose the attack target", topts, rule="SG 6.2.6.2", about="attack_target")
        if opt.key.startswith("tp:"):
            defender = int(opt.key[3:])
            target = g.zone(defender, "player").top
        else:
            target = g.cards[int(opt.key[2:])]
            defender = target.master
        berserk = g.turn_data.get("berserk")
        atk = Attack(
            attackers=team,
            incs=[c.incarnation for c in team],
            target=target,
            target_inc=target.incarnation if target else 0,
            defender=defender,
            berserk=berserk is not None and (attacker.iid, attacker.incarnation) == berserk,
        )
        g.data["attack"] = atk
        names = " + ".join(c.name for c in team)
        what = target.name if target is not None else f"Player {defender + 1}"
        # SG 6.2.6.3 / SG 6.2.6.4: "when I attack" and "when I am attacked" skills (the triggers below).
        text = f"{'Link Attack' if len(team) > 1 else 'Attack'}: {names} attacks {what}"
        attacked = (target,) if target is not None else ()
        g.happen("attack", attacked, player=defender, by=team, cause="battle", text=text, rule="SG 6.2.6.1")
        if timing_due(g):
            yield from check_timing(g)
        # SG 6.2.6.5: the non-turn player's Counter Timing, repeated until they pass.
        while not atk.fizzled:
            added = False
            for seat in opponents(g, me):
                if paused(g, seat):
                    continue
                added = yield from counter_timing(g, seat, "SG 6.2.6.5")
                if added:
                    break
            if not added:
                break
            yield from resolve_stack(g)
            if timing_due(g):
                yield from check_timing(g)
        if not atk.fizzled:
            yield from self.damage_step(g, atk)
        # SG 6.2.6.7: end of attack skills (also after a fizzle, SG 14.6.1).
        yield from self.attack_end(g, atk)
        # SG 6.2.6.8: the attack ends (the battle loop's check timing follows).
        g.data["attack"] = None

    def damage_step(self, g: Game, atk: Attack) -> Flow:
        """SG 6.2.6.6: a unit target takes damage equal to the attack's Power;
        a Player-zone target gives the player damage equal to the Crit when the
        Power is at least the target's Defense."""
        live = [c for c, inc in zip(atk.attackers, atk.incs, strict=True) if c.incarnation == inc and c.zone.field]
        if not live:
            g.log("No attacker is left on the field: no damage", rule="SG 1.3.2")
            return
        power = min(sum(stat(g, c, "power") for c in live), INFINITE)
        crit = sum(stat(g, c, "crit") for c in live)
        target = atk.target
        if target is not None and (target.incarnation != atk.target_inc or not target.zone.field):
            g.log("The attack target has left the field: no damage", rule="SG 1.3.2")
            return
        if target is not None and target.zone.name in UNIT_SLOTS:
            damage_unit(g, target, power, "attack", "SG 6.2.6.6")
            atk.hit = True
            if not lethal(g, target):
                return
            was_center = target.zone.name == "center"
            ghosts = [c for c in live if has_keyword(g, c, "ghoststrike")]
            if ghosts:
                # SG 11.7: [Ghoststrike] banishes the attacked unit and itself.
                g.log(
                    f"[Ghoststrike]: {target.name} and {', '.join(c.name for c in ghosts)} are banished", rule="SG 11.7"
                )
                gone = yield from leave_field(g, target, g.zone(target.owner, "banish"), "[Ghoststrike]", "SG 11.7")
                for c in ghosts:
                    yield from leave_field(g, c, g.zone(c.owner, "banish"), "[Ghoststrike]", "SG 11.7")
            else:
                gone = yield from destroy(g, target, "SG 9.6.1")
            if not gone:
                return
            # SG 11.4.1 [Penetrate]; judge's decision: a Link Attack deals its total Crit.
            if was_center and any(has_keyword(g, c, "penetrate") for c in live if c.zone.field):
                damage_player(g, atk.defender, crit, "[Penetrate]", "SG 11.4.1", by_enemy_skill=True)
            for c in live:
                x = int(c.card.stats.get("vampire_curse", 0)) if has_keyword(g, c, "vampire_curse") else 0
                if x:
                    g.log(f"[Vampire Curse {x}] of {c.name}", rule="SG 11.8")
                    fx.mill(g, atk.defender, x, "SG 11.8")
            return
        # The Player zone: the Item, or the player's Gate when there is no Item
        # (judge's decision: a Gate without printed Defense has 0). The Item
        # itself takes no damage: SG 6.2.6.6 damages only Unit targets.
        guard = target if target is not None else gate_of(g, atk.defender)
        defense = stat(g, guard, "defense") if guard is not None else 0
        if power >= defense:
            atk.hit = True
            damage_player(g, atk.defender, crit, "attack", "SG 6.2.6.6")
        else:
            g.log(f"Power {power} is below Defense {defense}: no damage to the player", rule="SG 6.2.6.6")

    def attack_end(self, g: Game, atk: Attack) -> Flow:
        me = g.active
        first = atk.attackers[0]
        target = atk.target
        # SG 11.6.1 [Revenge]: the attacked card still on the field strikes back
        # (judge's decision: at the first declared attacker of a Link Attack).
        if (
            target is not None
            and target.incarnation == atk.target_inc
            and target.zone.field
            and has_keyword(g, target, "revenge")
            and first.incarnation == atk.incs[0]
            and first.zone.field
        ):
            if first.card.type == "unit" and first.zone.name in UNIT_SLOTS:
                damage_unit(g, first, stat(g, target, "power"), f"[Revenge] of {target.name}", "SG 11.6.1")
            else:
                damage_player(
                    g, me, stat(g, target, "crit"), f"[Revenge] of {target.name}", "SG 11.6.1", by_enemy_skill=True
                )
        for c, inc in zip(atk.attackers, atk.incs, strict=True):
            if c.incarnation == inc:
                trigger(g, "attack_end", c)
        # SG 11.3.1 [Dual Attack]: stands after its first attack each turn.
        for c, inc in zip(atk.attackers, atk.incs, strict=True):
            if c.incarnation == inc and c.zone.field and has_keyword(g, c, "dual_attack"):
                key = f"dual:{c.iid}:{inc}"
                if key not in g.turn_data:
                    g.turn_data[key] = True
                    g.set_orientation(c, STAND)
                    g.log(f"{c.name} stands: [Dual Attack]", rule="SG 11.3.1")
        g.expire(Duration.END_OF_BATTLE)  # SG 6.2.6.7
        if timing_due(g):
            yield from check_timing(g)

    # -- end phase ----------------------------------------------------------------------------------------

    def finale_step(self, g: Game) -> Flow:
        """SG 6.2.7.1: the turn player may play a Finale or a Finale Unit; after
        a Finale Unit the turn returns to the Battle Phase. Returns True then."""
        me = g.active
        self.begin(g, END, "Finale Step", "SG 6.2.7.1")
        if timing_due(g):
            yield from check_timing(g)
        options = [Option("pass", "Play no Finale", verb="pass"), *self.card_options(g, me, counter=False)]
        prompt = "Finale Step: play a Finale or pass"
        opt = yield from choose_one(g, me, prompt, options, rule="SG 6.2.7.1", about="main")
        if opt.key == "pass":
            return False
        yield from self.do_action(g, me, opt)
        if timing_due(g):
            yield from check_timing(g)
        played = g.cards[int(opt.key.split(":")[1])]
        if opt.key.startswith(("sum:", "gm:")) and played.card.type == "unit":
            g.log("A Finale Unit was played: return to the Battle Phase", rule="SG 6.2.7.1")
            return True
        return False


class CardInfo:
    """What the option enumeration needs of a printed card, computed once."""

    __slots__ = (
        "act",
        "combine",
        "conditions",
        "cost",
        "counter",
        "counter_act",
        "equip_cost",
        "finale",
        "life_cost",
        "pilot",
        "union",
        "union_cost",
    )

    def __init__(self, card: CardDef) -> None:
        kws = card.stats.get("keywords", ())
        self.counter = "counter" in kws
        self.pilot = "pilot" in kws
        self.combine = "combine" in kws
        self.union = str(card.stats.get("union_name", "")) if "union" in kws else ""
        self.union_cost = int(card.stats.get("union_cost", 0))
        self.finale = bool(card.stats.get("finale", False))
        self.cost = int(card.stats.get("cost", 0))
        self.equip_cost = int(card.stats.get("equip_cost", self.cost))
        self.life_cost = int(card.stats.get("life_cost", 0))
        self.act = any(ab.kind == "act" for ab in card.abilities)
        self.counter_act = any(ab.kind == "act" and ab.params.get("timing") == "counter" for ab in card.abilities)
        conds: list[Step] = []
        if card.type == "spell":
            for ab in card.abilities:
                if ab.kind == "auto" and ab.when == "cast":
                    conds.extend(ab.condition)
        self.conditions = tuple(conds)


_INFO: dict[CardDef, CardInfo] = {}
_SLOT_KEYS = tuple(tuple((s, f"p{seat}.{s}") for s in UNIT_SLOTS) for seat in range(4))


def card_info(card: CardDef) -> CardInfo:
    info = _INFO.get(card)
    if info is None:
        info = _INFO[card] = CardInfo(card)
    return info


def printed_kw(card: Card) -> frozenset[str]:
    from engine.games.systemgate.core import printed_keywords

    return printed_keywords(card.card)


class SystemGateTagTeam(SystemGate):
    """SG 15: Tag Team, four players in two teams of two. Seats 0 and 2 form
    one team, seats 1 and 3 the other, so that turns alternate between the
    teams A-1, B-1, A-2, B-2 (SG 15.4.1) by going round the table."""

    id = "systemgate-tagteam"
    title = "System Gate — Tag Team"
    players = 4
    teams = (0, 1, 0, 1)
    # Judge's decision: Life is shared (SG 15.5.1), so a team with no Life
    # loses together; a member who decks out (SG 9.4.1) takes the team down
    # with them, as the turn rotation (SG 15.4.1) cannot go on without them.
    team_loses_together = True
    tag_team = True

    def starting_life(self, g: Game) -> None:
        """SG 15.3.1: each team shares 30 Life, modified by each member's Gate."""
        for team in sorted({p.team for p in g.players}):
            members = [p.seat for p in g.players if p.team == team]
            total = TAG_LIFE
            for seat in members:
                gate = gate_of(g, seat)
                total += int(gate.card.stats.get("life_mod", 0)) if gate else 0
            g.add_counter(members[0], "life", total)
            # The team's one Life total lives with its first member; the
            # others show none rather than a misleading 0.
            for seat in members[1:]:
                g.players[seat].counters.pop("life", None)

    def choose_first(self, g: Game) -> Flow:
        """SG 15.2.1: teams A and B are decided at random; team A agrees who is
        Player A-1, who takes the first turn (SG 15.4.2)."""
        team_a = g.rng.randrange(2)
        members = [p.seat for p in g.players if p.team == team_a]
        opts = [Option(f"p{s}", f"Player {s + 1} is Player A-1") for s in members]
        prompt = "Your team is Team A: who is Player A-1 (takes the first turn)?"
        opt = yield from choose_one(g, members[0], prompt, opts, rule="SG 15.2.1", about="setup")
        first = int(opt.key[1:])
        order = [(first + i) % 4 for i in range(4)]
        g.log(
            "Turn order: "
            + " -> ".join(
                f"Player {s + 1} ({'A' if g.players[s].team == team_a else 'B'}-{1 + i // 2})"
                for i, s in enumerate(order)
            ),
            rule="SG 15.4.1",
        )
        return first


__all__ = ["SystemGate", "SystemGateTagTeam", "life_seat", "team_of"]
