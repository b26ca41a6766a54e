"""The Dragon Ball Super Card Game ruleset (rule manual ver.1.073, ``DBS``)
and its ver.1.00 variant (``DBS1.0``), which differs only by the class-level
options listed in :mod:`engine.games.dbscg.manuals`."""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from typing import Any

from engine.abilities import Ability
from engine.cards import CardDef
from engine.decisions import Decision, Option
from engine.decks import DeckList
from engine.events import Happened
from engine.flow import COMMON_HANDLERS, EffectHandler
from engine.games.dbscg import abilities, battle, damage, deck, effects, keywords, skill_costs, stacks, stats, watchers
from engine.games.dbscg.manuals import DbsRuleset
from engine.games.dbscg.note_params import named
from engine.games.dbscg.schema import GAME, SCHEMA, card_problem
from engine.games.dbscg.state import Battle, DbsState, DbsTurn, colors_of, current_battle, game_state, turn_state
from engine.games.dbscg.turn import from_main, setup, turn
from engine.grammar.spec import IdleCheck
from engine.messages import Message, msg
from engine.state import HIDDEN, PRIVATE, PUBLIC, Card, Game, Zone
from engine.timing import Pending

# the skill costs that choose cards of a kind, paid by the abilities (DBS 8-4-1)
skill_costs.register()

Flow = Generator[Decision, tuple[Option, ...], Any]


class DragonBallSuper(DbsRuleset):
    """Dragon Ball Super Card Game, official rule manual ver.1.073."""

    id = "dbscg"
    title = "Dragon Ball Super Card Game"
    game = GAME
    label_code = "DBS"
    rule_prefix = "DBS"
    players = 2  # DBS 1-1-1
    deck_sections = ("leader", "main")
    discard_zone = "drop"
    schema = SCHEMA

    def __init__(self) -> None:
        super().__init__()
        self.handlers: dict[str, EffectHandler] = {**COMMON_HANDLERS, **effects.HANDLERS}

    # -- card data ---------------------------------------------------------------------

    def card_problem(self, card: CardDef) -> str | None:
        """The per-type fields (DBS 2-8 .. 2-11)."""
        return card_problem(card) or None

    def demo_decks(self) -> list[DeckList]:
        """The demo deck lists, read once per session (bot games and the kiosk
        start many matches from them)."""
        cached: list[DeckList] | None = self.__dict__.get("_demo_decks")
        if cached is None:
            cached = self.__dict__["_demo_decks"] = super().demo_decks()
        return list(cached)

    def check_deck(self, deck_list: DeckList) -> dict[str, list[CardDef]]:
        """Deck construction (DBS 5-1, :func:`engine.games.dbscg.deck.check_deck`)."""
        return deck.check_deck(self, deck_list)

    # -- the game --------------------------------------------------------------------------

    def build(self, g: Game, decks: Sequence[dict[str, list[CardDef]]]) -> None:
        """The areas of DBS 3 for each player: Deck Area (secret, 3-2), hand
        (3-3), Drop Area (open, 3-4), Leader Area (3-5), Battle Area (3-6),
        Combo Area (3-7), Energy Area (open, 3-8), Life Area (secret, 3-9)
        and, in ver.1.073, the Warp (3-10); and the game's own state."""
        for seat, cards in enumerate(decks):
            g.add_zone(seat, "deck", HIDDEN)
            g.add_zone(seat, "hand", PRIVATE)
            g.add_zone(seat, "leader", PUBLIC, capacity=1, field=True, open_facedown=True)
            g.add_zone(seat, "battle", PUBLIC, field=True)
            g.add_zone(seat, "combo", PUBLIC, field=True)
            g.add_zone(seat, "energy", PUBLIC)
            g.add_zone(seat, "life", HIDDEN)
            g.add_zone(seat, "drop", PUBLIC)
            if self.has_warp:
                g.add_zone(seat, "warp", PUBLIC)
            g.add_zone(seat, "under", PUBLIC)  # cards below other cards (DBS 11-3)
            g.add_zone(seat, "removed", PUBLIC)  # removed from the game, face up (DBS 10-19-3)
            g.add_zone(seat, "gone", HIDDEN)  # tokens that ceased to exist (DBS 10-18-7)
            leader = g.zone(seat, "leader")
            for cd in cards.get("leader", []):
                g.new_card(cd, seat, leader)
            d = g.zone(seat, "deck")
            for cd in cards["main"]:
                g.new_card(cd, seat, d)
        whens = frozenset(
            w for cards in decks for cds in cards.values() for cd in set(cds) for w in stats.auto_whens(cd)
        )
        every = {cd for cards in decks for cds in cards.values() for cd in cds}
        seats = range(len(decks))
        g.data = DbsState(
            whens=whens,
            keyword_plays=frozenset(cd.id for cd in every if keywords.KEYWORD_PLAYS.intersection(cd.stats)),
            swappers=any("swap" in cd.stats for cd in every),
            u7=any(
                "warrior_u7" in cd.stats.get("keywords", ()) or "warrior_u7" in cd.stats.get("back_keywords", ())
                for cd in every
            ),
            situations="hand_empty" in whens,
            hands=[g.zone(seat, "hand").cards for seat in seats],
            # the card lists rule processing reads (zone lists are changed in place, never replaced)
            rule_zones=[
                (
                    g.zone(seat, "life").cards,
                    g.zone(seat, "deck").cards,
                    g.zone(seat, "combo").cards,
                    g.zone(seat, "battle").cards,
                )
                for seat in seats
            ],
        )
        g.turn_data = DbsTurn()  # the set-up's, until the first turn begins

    def play(self, g: Game) -> Flow:
        yield from setup(self, g)
        yield from self.turns(g)

    def turns(self, g: Game, point: str = "turn") -> Flow:
        """DBS 6: the turns, from the beginning of one or from a free timing
        of the Main Phase (resumed there from the state alone)."""
        while True:
            if point == "main":
                yield from from_main(self, g)
                point = "turn"
            else:
                g.between_turns()
                yield from turn(self, g)
            g.active = g.opponent(g.active)  # DBS 6-4-1-3

    def keeps_identity(self, g: Game, card: Card, src: Zone, dst: Zone) -> bool:
        """DBS 3-1-4 / 3-1-5: Battle Area <-> Combo Area keeps the card."""
        s, d = src.name, dst.name
        return (s == "battle" and d == "combo") or (s == "combo" and d == "battle")

    def rule_actions(self, g: Game) -> bool:
        """Rule processing (DBS 9): loss judgement (9-2), invalid combo
        (9-3), Battle Cards at 0 power or less (9-5, ver.1.073 only); cards
        whose host left (DBS 11-3-5), tokens that left the field (10-18-7)
        and situation triggers (8-6-6)."""
        if g.turn == 0:
            return False  # set-up: life is not yet placed (DBS 1-2-2: "during the game")
        st = game_state(g)
        done = False
        if st.stacks:
            done = stacks.under_rule_action(g)
        if st.tokens:
            done = effects.token_rule_action(g) or done
        in_battle = turn_state(g).battle is not None
        zero_ko = self.ko_at_zero_power
        has_effects = bool(g.effects)
        for seat, (life, deck_cards, combo, battle_cards) in enumerate(st.rule_zones):
            if not life or not deck_cards:
                self._loss(g, seat, life)
            if combo and not in_battle:
                # DBS 9-3-2: Battle Cards in the Combo Area outside a battle go to the Drop Area
                for c in list(combo):
                    g.move(c, g.zone(c.owner, "drop"), why="combo outside a battle", rule=self.r("invalid_combo"))
                done = True
            if zero_ko and battle_cards:
                # DBS 9-5-2: a Battle Card with 0 power or less is placed in its owner's Drop Area
                for c in list(battle_cards):
                    if c.card.type != "battle":
                        continue
                    if (stats.power(g, c) if has_effects else int(c.card.stats.get("power", 0))) <= 0:
                        # DBS 9-5-2-1: placed there by the effect that changed the power; not a KO (DBS 10-1-2)
                        g.move(c, g.zone(c.owner, "drop"), why="0 power or less", rule=self.r("zero_power"))
                        g.log(msg("dbs.log.zero_power", card=named(c)), rule=self.r("zero_power"))
                        done = True
        if st.situations and (st.situation_cards or not all(st.hands)):
            abilities.situation_triggers(g)
        return done

    def _loss(self, g: Game, seat: int, life: list[Card]) -> None:
        """DBS 9-2-2 .. 9-2-4: loss judgement; all players who fulfil a loss
        condition lose together (a draw when both do, DBS 1-2-3)."""
        if g.players[seat].lost:
            return
        if not life:
            g.flag_loss(seat, Message("dbs.outcome.no_life"), self.r("loss_life"))  # DBS 9-2-3
        else:
            g.flag_loss(seat, Message("dbs.outcome.no_deck"), self.r("loss_deck"))  # DBS 9-2-4

    def rules_then_pending(self, g: Game) -> bool:
        """The first half of a checkpoint (:func:`engine.games.dbscg.abilities.rules_then_pending`)."""
        return abilities.rules_then_pending(g)

    def resolve_pending(self, g: Game, p: Pending) -> Flow:
        yield from abilities.resolve_pending(g, p, self.handlers)

    def triggers(self, g: Game, event: Happened, facts: Mapping[str, Any]) -> None:
        """DBS 8-6-2: the [Auto] skills whose trigger condition is this event
        become pending: "when you play this card" (DBS 6-3-1-2-1-4), "when
        this card is placed in the Leader Area" (DBS 5-2-1-3), "when this
        card attacks" and "when this card is attacked", with [Dual Attack]
        and [Blocker] (DBS 7-1-1); "when this card is KO-ed" (DBS 8-6-5),
        read as the card was in the Battle Area (DBS 8-6-5-1-2); and, for
        the results of a battle, "when you KO a card" (DBS 7-4-1-4-2-1) and
        "when you dealt damage" (DBS 7-4-1-4-1-2)."""
        what = event.what
        if what == "play":
            card = g.cards[event.cards[0]]
            abilities.trigger(g, "played", card)
            abilities.trigger(g, "played_or_combo", card)  # "when you play or combo with this card"
            abilities.trigger(g, "played_or_attacks", card)  # "when this card is played or attacks"
            if facts.get("from_hand"):
                abilities.trigger(g, "played_from_hand", card)  # "when you play this card from your hand"
            if facts.get("realm"):
                # "when you play this card using [Over Realm]" ([Dark Over Realm]: DBS 10-15-3, 10-25-3)
                abilities.trigger(g, f"played_{facts['realm']}", card)
            if facts.get("evolved"):
                abilities.trigger(g, "evolved", card)  # DBS 10-5-7: "when a card evolves into this card"
            abilities.play_watchers(g, card)  # "when your opponent plays a Battle Card"
            watchers.play_watch(g, card)  # "when a 《X》 card is played in your Battle Area"
        elif what == "place":
            abilities.trigger(g, "placed", g.cards[event.cards[0]])
        elif what == "removed":
            # "when this card is removed from your Battle Area by an opponent's skill (or KO'd)": a KO
            # triggered the second already (DBS 8-6-5)
            for iid in event.cards:
                card = g.cards[iid]
                abilities.trigger(g, "removed", card, anywhere=True)
                if iid not in facts.get("ko_ed", ()):
                    abilities.trigger(g, "removed_or_ko", card, anywhere=True)
        elif what == "attack":
            battle.attack_triggers(self, g, g.cards[event.by[0]], g.cards[event.cards[0]])
        elif what == "ko":
            card = g.cards[event.cards[0]]
            last = facts.get("last")
            if last is not None:
                info = stats.movement_info(g, card, *last)
                abilities.trigger(g, "ko_ed", card, anywhere=True, info=info)
                abilities.trigger(g, "removed_or_ko", card, anywhere=True, info=info)
            abilities.ko_watchers(g, card)  # "when one of your (opponent's) Battle Cards is KO'd"
            watchers.ko_watch(g, card)  # "when one of your 《X》 cards is KO'd"
            if event.cause == "battle":
                for iid in event.by:
                    abilities.trigger(g, "kos", g.cards[iid])
        elif what == "damage" and event.cause == "battle":
            for iid in event.by:
                abilities.trigger(g, "deals_damage", g.cards[iid])

    def effect_handlers(self) -> dict[str, Any]:
        return self.handlers

    def idle_checks(self) -> dict[str, IdleCheck]:
        return effects.IDLE_CHECKS

    def option_abilities(self, g: Game, option: Option) -> tuple[Ability, ...]:
        """Activating an Extra Card or the [Activate] skill of a card on the
        field carries out that skill (DBS 6-3-1-2-2, DBS 7-2-1-2-3)."""
        if option.card is None or not option.key.startswith(("extra:", "skill:")):
            return super().option_abilities(g, option)
        card = g.cards[option.card]
        found: list[Ability] = []
        for timing in ("main", "battle"):
            ab = abilities.act_ability(card, timing)
            if ab is not None and all(ab is not f for f in found):
                found.append(ab)
        return tuple(found)

    # -- characteristics ---------------------------------------------------------------------

    def power(self, g: Game, card: Card) -> int:
        """Power after continuous effects (:func:`engine.games.dbscg.stats.power`)."""
        return stats.power(g, card)

    def keywords(self, g: Game, card: Card) -> tuple[str, ...]:
        """Keywords after continuous effects (:func:`engine.games.dbscg.keywords.card_keywords`)."""
        return keywords.card_keywords(g, card)

    # -- KO and damage --------------------------------------------------------------------------

    def ko(
        self,
        g: Game,
        card: Card,
        *,
        by_opponent: bool,
        why: str,
        rule: str = "",
        by: Card | None = None,
        cause: str = "skill",
    ) -> Flow:
        """KO (DBS 10-1, :func:`engine.games.dbscg.damage.ko`)."""
        yield from damage.ko(g, card, by_opponent=by_opponent, why=why, rule=rule, by=by, cause=cause)

    def damage(
        self, g: Game, seat: int, n: int, *, source: Card, critical: bool, rule: str, cause: str = "skill"
    ) -> Flow:
        """Damage (DBS 4-10-2, :func:`engine.games.dbscg.damage.damage`)."""
        yield from damage.damage(g, seat, n, source=source, critical=critical, rule=rule, cause=cause)

    # -- views ------------------------------------------------------------------------------------

    def view_extras(self, g: Game, viewer: int) -> dict[str, Any]:
        b = current_battle(g)
        return {
            "battle": None
            if b is None
            else {"attack_card": b.attacker.iid, "guard_card": b.guard.iid, "negated": b.negated},
            "awakened": [not (g.zone(s, "leader").top or _NoCard).face_up for s in range(g.n_players)],
            "energy": [
                (sum(1 for c in g.zone(s, "energy").cards if c.orientation == "stand"), len(g.zone(s, "energy").cards))
                for s in range(g.n_players)
            ],
            "life": [len(g.zone(s, "life").cards) for s in range(g.n_players)],
            "rules_version": "1.073" if self.manual == 0 else "1.00",
            "fight": None if b is None else _fight(g, b),
            # the first player does not draw in the first turn's Charge Phase
            "limits": [f"The first player does not draw on the first turn ({self.r('charge_draw')})"]
            if g.turn == 1
            else [],
        }

    def card_stats(self, g: Game, card: Card) -> dict[str, Any]:
        st = card.card.stats
        out: dict[str, Any] = {k: st[k] for k in ("cost", "combo_power", "combo_cost") if k in st}
        if "power" in st:
            out["power"] = stats.power(g, card)
        out["color"] = "/".join(colors_of(card.card))
        out["keywords"] = keywords.card_keywords(g, card)
        if card.card.type == "leader":
            out["side"] = "back" if not card.face_up else "front"
            if not card.face_up:
                out["back_name"] = st.get("back_name", "")
        return out


def _fight(g: Game, b: Battle) -> dict[str, Any]:
    """The battle under way for the screen (see :meth:`Ruleset.view_extras`):
    the attack card's power against the guard card's, each with the combo
    power of its player's Combo Area until it is added in the Damage Step
    (DBS 7-4-1-2)."""
    a, d = b.attacker, b.guard

    def combo(seat: int) -> list[list[Any]]:
        total = sum(int(c.card.stats.get("combo_power", 0)) for c in g.zone(seat, "combo").cards)
        return [["combo", total]] if total and not b.combo_effects else []

    return {
        "attackers": [a.iid],
        "targets": [d.iid],
        "defender": d.owner,
        "attack": stats.power(g, a),
        "attack_plus": combo(a.owner),
        "defence": stats.power(g, d),
        "defence_plus": combo(d.owner),
    }


class _NoCard:
    face_up = True


class DragonBallSuper10(DragonBallSuper):
    """The same game under the ver.1.00 rule manual (``DBS1.0``)."""

    id = "dbscg-1.0"
    title = "Dragon Ball Super Card Game (rules ver.1.00)"
    rule_prefix = "DBS1.0"
    manual = 1
    counter_after_resolve = False  # DBS1.0 4-7-2
    attack_triggers_before_counter = False  # DBS1.0 7-1-1, 7-1-2
    max_extra_in_battle = 1  # DBS1.0 3-6-7
    has_warp = False
    negative_power = False  # DBS1.0 1-3-6
    ko_at_zero_power = False
    charge_optional = False  # DBS1.0 6-2-5
    leader_placed_checkpoint = False
    battle_effects_end_first = True  # DBS1.0 7-4-1-8, 7-4-1-9
    deck_keyword_rules = False
    critical_any_damage = True  # DBS1.0 10-5-1
    deal_damage_checkpoint = False  # DBS1.0 7-4-1-4-1
    combo_to_master_drop = True  # DBS1.0 7-4-1-6
    open_move_reads_new_area = False  # DBS1.0 8-7-5-1-3
