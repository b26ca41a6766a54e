"""The System Gate rulesets (system-gate-rules.md, prefix ``SG``): zones,
set-up, the rule actions and the game's start; the turn, the battle, the
stack and the skills are in the modules they name."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from engine.abilities import Ability
from engine.cards import CardDef, CardSchema
from engine.decisions import Option
from engine.decks import DeckList
from engine.events import Happened
from engine.flow import EffectHandler, choose_cards, choose_one
from engine.games.systemgate.abilities import trigger
from engine.games.systemgate.check_timing import check_timing, losses, timing_due
from engine.games.systemgate.costs import charge, energy_count
from engine.games.systemgate.deck import SECTIONS, check_deck
from engine.games.systemgate.effects import HANDLERS, resolve_pending
from engine.games.systemgate.gatemaster import gate_master_skill
from engine.games.systemgate.note_params import Param, named
from engine.games.systemgate.schema import SCHEMA
from engine.games.systemgate.state import (
    FIELD_ZONES,
    INFINITE,
    Attack,
    Flow,
    SystemGateState,
    SystemGateTurn,
    begin,
    current_attack,
    field_cards,
    game_state,
    gate_of,
    life,
    opponents,
    seat_zones,
    stat,
    total_limit,
)
from engine.games.systemgate.turn import from_main, turn
from engine.messages import msg
from engine.ruleset import Ruleset
from engine.state import HIDDEN, PRIVATE, PUBLIC, Card, Game, Zone
from engine.timing import Pending

START_LIFE = 20  # SG 5.2.5
START_HAND = 6  # SG 5.2.7
START_ENERGY = 2  # SG 5.2.10
TAG_LIFE = 30  # SG 15.3.1

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
        g.data = SystemGateState.of(g)
        g.turn_data = SystemGateTurn()

    def keeps_identity(self, g: Game, card: Card, src: Zone, dst: Zone) -> bool:
        """SG 4.1.4: moving between field zones keeps the card the same card."""
        return src.field and dst.field

    def effect_handlers(self) -> dict[str, EffectHandler]:
        return HANDLERS

    def option_abilities(self, g: Game, option: Option) -> tuple[Ability, ...]:
        """Casting a spell puts its "when cast" skills to work (SG 8.4.3)."""
        if option.verb == "play" and option.card is not None:
            card = g.cards[option.card].card
            if card.type == "spell":
                return tuple(ab for ab in card.abilities if ab.kind == "auto" and ab.when == "cast")
        return super().option_abilities(g, option)

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
                gate_master_skill(g, event.player, g.cards[event.cards[0]])
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

    def forget_card_caches(self, g: Game, cards: Sequence[Card]) -> None:
        """Forget what was read from the printed identity of ``cards``: the
        options of playing them from the hand, and which cards are <Token>
        cards (SG 9.7.1) when one of them is or was one."""
        st = game_state(g)
        iids = {c.iid for c in cards}
        for key in [k for k in st.play_options if k[1] in iids]:
            del st.play_options[key]
        if any(c.card.stats.get("token") for c in cards):
            st.token_cards[:] = [c for c in g.cards if c.card.stats.get("token")]

    def view_extras(self, g: Game, viewer: int) -> dict[str, Any]:
        atk = current_attack(g)
        return {
            "life": {s: life(g, s) for s in range(g.n_players)},
            "energy": {s: energy_count(g, s) for s in range(g.n_players)},
            "limit": {s: total_limit(g, s) for s in range(g.n_players)},
            "stack": [item.label for item in game_state(g).stack],
            "attack": None if atk is None else {"attackers": [c.iid for c in atk.attackers], "defender": atk.defender},
            "fight": None if atk is None else _fight(g, atk),
            # SG 6.2.6: while no opponent has had a turn (SG 15.4.2 in Tag Team)
            "limits": ["Only one attack, and no Link Attack, on the first turn (SG 6.2.6)"]
            if not any(s in game_state(g).had_turn for s in opponents(g, g.active))
            else [],
        }

    # -- rule actions (SG 9) -----------------------------------------------------------------

    def rule_actions(self, g: Game) -> bool:
        """The loss conditions (SG 9.4) for the core's check timing."""
        losses(g)
        return False

    def resolve_pending(self, g: Game, p: Pending) -> Flow:
        """Carry out a skill's effect steps (:func:`.effects.resolve_pending`)."""
        yield from resolve_pending(g, p)

    # -- the game --------------------------------------------------------------------------------

    def starting_life(self, g: Game) -> None:
        """SG 5.2.5: Life 20, modified by the Gate."""
        for seat in range(g.n_players):
            gate = gate_of(g, seat)
            mod = int(gate.card.stats.get("life_mod", 0)) if gate else 0
            g.add_counter(seat, "life", START_LIFE + mod)

    def choose_first(self, g: Game) -> Flow:
        """SG 5.2.4: randomly determine who takes the first turn."""
        first = g.rng.randrange(g.n_players)
        g.log(msg("sg.log.first_turn", n=first + 1), rule="SG 5.2.4")
        return first
        yield

    def play(self, g: Game) -> Flow:
        n = g.n_players
        begin(g, "Set-up", rule="SG 5.2")
        # SG 5.2.2: each player shuffles their deck.
        for seat in range(n):
            g.shuffle(g.zone(seat, "deck"))
        first = yield from self.choose_first(g)
        g.active = g.first_player = first
        self.starting_life(g)
        for seat in range(n):
            gate, gm = gate_of(g, seat), g.zone(seat, "gm").top
            said = msg(
                "sg.log.uses_gate",
                n=seat + 1,
                gate=named(gate) if gate else msg("sg.log.no_gate"),
                gm=named(gm) if gm else msg("sg.log.no_gate_master"),
            )
            g.log(said, rule="SG 6.1")
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
                msg("sg.mulligan"),
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
            g.log(msg("sg.log.mulligans", n=seat + 1, k=len(back)), rule="SG 5.2.8")
        # SG 5.2.9: shuffle again.
        for seat in range(n):
            g.shuffle(g.zone(seat, "deck"))
        # SG 5.2.10: starting Energy (2 unless the Gate says otherwise).
        for seat in g.turn_order():
            gate = gate_of(g, seat)
            energy = int(gate.card.stats.get("start_energy", START_ENERGY)) if gate else START_ENERGY
            charge(g, seat, energy, "SG 5.2.10")
            g.log(msg("sg.log.start_energy", n=seat + 1, k=energy), rule="SG 5.2.10")
        # SG 6.1.2: trigger and resolve all "Start of the Game" skills.
        self.game_start_skills(g)
        if timing_due(g):
            yield from check_timing(g)
        yield from self.turns(g)

    def turns(self, g: Game, point: str = "turn") -> Flow:
        """SG 6.2: the turns, from the beginning of one or from a play timing
        of the Main Phase (resumed there from the state alone)."""
        while True:
            if point == "main":
                yield from from_main(g)
                point = "turn"
            else:
                g.between_turns()
                g.turn += 1
                yield from turn(g)
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
        opts = [
            Option(f"p{s}", f"Player {s + 1} is Player A-1", message=msg("sg.option.first", n=s + 1)) for s in members
        ]
        prompt = msg("sg.team_a_first")
        opt = yield from choose_one(g, members[0], prompt, opts, rule="SG 15.2.1", about="setup")
        first = int(opt.key[1:])
        order = [(first + i) % 4 for i in range(4)]
        seats = [
            msg("sg.log.seat_in_team", n=s + 1, team="A" if g.players[s].team == team_a else "B", k=1 + i // 2)
            for i, s in enumerate(order)
        ]
        said: Param = seats[0]
        for seat in seats[1:]:
            said = msg("sg.log.then", first=said, then=seat)
        g.log(msg("sg.log.turn_order", order=said), rule="SG 15.4.1")
        return first


__all__ = ["SystemGate", "SystemGateTagTeam"]


def _fight(g: Game, atk: Attack) -> dict[str, Any]:
    """The attack under way for the screen (see :meth:`Ruleset.view_extras`):
    the attackers' total Power against the Defense of the attacked unit, or
    of the player's Item (their Gate when they have none) (SG 6.2.6.6)."""
    live = [c for c, inc in zip(atk.attackers, atk.incs, strict=True) if c.incarnation == inc and c.zone.field]
    target = atk.target
    guard = target if target is not None else gate_of(g, atk.defender)
    return {
        "attackers": [c.iid for c in live],
        "targets": [guard.iid] if guard is not None else [],
        "defender": atk.defender,
        "attack": min(sum(stat(g, c, "power") for c in live), INFINITE),
        "attack_plus": [],
        "defence": stat(g, guard, "defense") if guard is not None else 0,
        "defence_plus": [],
    }
