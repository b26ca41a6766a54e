"""The Dragon Ball Super Card Game ruleset (rule manual ver.1.073, ``DBS``)
and its ver.1.00 variant (``DBS1.0``), which differs only by the class-level
options listed in :mod:`engine.games.dbscg.rules`."""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping, Sequence
from typing import Any, ClassVar

from engine.cards import CardDef
from engine.decisions import Decision, Option
from engine.decks import DeckList, resolve
from engine.events import EffectEnded, Happened
from engine.flow import COMMON_HANDLERS, EffectHandler, choose_one, replace
from engine.games.dbscg import battle, info, skills
from engine.games.dbscg.costs import Profile, affordable, spec_for, specified
from engine.games.dbscg.keywords import stack_rule_actions
from engine.games.dbscg.rules import RULES
from engine.games.dbscg.schema import GAME, SCHEMA
from engine.games.dbscg.turn import setup, turn
from engine.ruleset import Ruleset
from engine.state import HIDDEN, PRIVATE, PUBLIC, Card, Game, Zone
from engine.timing import Pending

Flow = Generator[Decision, tuple[Option, ...], Any]

DECK_SIZE = 50  # DBS 5-1-3
MAX_COPIES = 4  # DBS 5-1-3-1
MAX_DRAGON_BALLS = 7  # DBS 10-31-1
MAX_SUPER_COMBO = 4  # DBS 10-17
#: card fields naming a keyword skill that plays the card from the hand
KEYWORD_PLAYS = frozenset({"over_realm", "dark_over_realm", "evolve", "union_fusion", "union_potara"})


def situation_triggers(g: Game) -> None:
    """DBS 8-6-6 / 8-6-6-1: a situation trigger ("when you have no cards in
    your hand") becomes pending once when the situation arises; it can do so
    again only after the situation has ended and arisen anew (a judge's
    reading of "fulfilled once again", which also rules out a loop)."""
    flagged: set[int] = g.data.setdefault("situation", set())
    hands = [g.zone(seat, "hand").cards for seat in range(g.n_players)]
    if all(hands) and not flagged:
        return  # no hand is empty and no situation is standing
    for seat in range(g.n_players):
        empty = not hands[seat]
        for name in skills.FIELD_ZONES:
            for card in g.zone(seat, name).cards:
                if not card.card.abilities or "hand_empty" not in skills.auto_whens(card.card):
                    continue
                key = f"situation:{card.incarnation}"
                if empty and not card.data.get(key):
                    card.data[key] = True
                    flagged.add(card.iid)
                    skills.trigger(g, "hand_empty", card)
                elif not empty and card.data.get(key):
                    card.data.pop(key, None)
                    flagged.discard(card.iid)
    for iid in list(flagged):
        c = g.cards[iid]
        if c.zone.name not in skills.FIELD_ZONES:
            flagged.discard(iid)


class DragonBallSuper(Ruleset):
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

    # -- the differences between the manuals (see rules.py) --------------------------
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
        self.handlers: dict[str, EffectHandler] = {**COMMON_HANDLERS, **skills.HANDLERS}
        self._rules = {k: f"{self.rule_prefix} {v[self.manual]}" for k, v in RULES.items()}
        #: the rule number governing a key of :data:`RULES` in this ruleset's manual
        self.r: Callable[[str], str] = self._rules.__getitem__

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

    # -- deck construction (DBS 5-1) ------------------------------------------------------

    def check_deck(self, deck: DeckList) -> dict[str, list[CardDef]]:
        cards = resolve(deck, self.pool, self.deck_sections)
        r = self.r
        leaders = deck.entries("leader")
        n_leaders = sum(e.count for e in leaders)
        if n_leaders != 1:
            line = leaders[-1].line if leaders else None
            raise self.deck_error(
                deck, line, f"a player needs exactly 1 Leader Card, this list has {n_leaders} ({r('leader_count')})"
            )
        entry = leaders[0]
        if self.pool[entry.card_id].type != "leader":
            raise self.deck_error(deck, entry.line, f"{entry.card_id} is not a Leader Card ({r('card_types')})")
        total = 0
        copies: dict[str, int] = {}
        n_ultimate = n_super = n_balls = 0
        for e in deck.entries("main"):
            cd = self.pool[e.card_id]
            if cd.type not in ("battle", "extra"):
                raise self.deck_error(
                    deck,
                    e.line,
                    f"{e.card_id} is a {cd.type} card; the deck holds only Battle Cards and Extra Cards"
                    f" ({r('deck_size')})",
                )
            total += e.count
            if total > DECK_SIZE:
                raise self.deck_error(
                    deck, e.line, f"the deck has more than {DECK_SIZE} cards ({total} so far) ({r('deck_size')})"
                )
            kws = cd.stats.get("keywords", ())
            keyword_rules = self.deck_keyword_rules
            if keyword_rules and "dragon_ball" in kws:
                n_balls += e.count
                if n_balls > MAX_DRAGON_BALLS:
                    raise self.deck_error(
                        deck,
                        e.line,
                        f"more than {MAX_DRAGON_BALLS} cards with [Dragon Ball] ({n_balls}) ({r('dragon_ball')})",
                    )
            else:
                copies[e.card_id] = copies.get(e.card_id, 0) + e.count
                if copies[e.card_id] > MAX_COPIES:
                    raise self.deck_error(
                        deck,
                        e.line,
                        f"{copies[e.card_id]} copies of {e.card_id};"
                        f" at most {MAX_COPIES} of one card number ({r('copies')})",
                    )
            if keyword_rules and "ultimate" in kws:
                n_ultimate += e.count
                if n_ultimate > 1:
                    raise self.deck_error(deck, e.line, f"more than one card with [Ultimate] ({r('ultimate')})")
            if keyword_rules and "super_combo" in kws:
                n_super += e.count
                if n_super > MAX_SUPER_COMBO:
                    raise self.deck_error(
                        deck,
                        e.line,
                        f"more than {MAX_SUPER_COMBO} cards with [Super Combo] ({n_super}) ({r('super_combo')})",
                    )
        if total != DECK_SIZE:
            main = deck.entries("main")
            raise self.deck_error(
                deck,
                main[-1].line if main else None,
                f"the deck has {total} cards; it needs exactly {DECK_SIZE} ({r('deck_size')})",
            )
        return cards

    # -- the game --------------------------------------------------------------------------

    def build(self, g: Game, decks: Sequence[dict[str, list[CardDef]]]) -> None:
        """The areas of DBS 3 for each player: Deck Area (secret, 3-2), hand
        (3-3), Drop Area (open, 3-4), Leader Area (3-5), Battle Area (3-6),
        Combo Area (3-7), Energy Area (open, 3-8), Life Area (secret, 3-9)
        and, in ver.1.073, the Warp (3-10)."""
        for seat, deck in enumerate(decks):
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
            for cd in deck.get("leader", []):
                g.new_card(cd, seat, leader)
            d = g.zone(seat, "deck")
            for cd in deck["main"]:
                g.new_card(cd, seat, d)
        names = ("deck", "hand", "leader", "battle", "combo", "energy", "life", "drop")
        g.data["whens"] = frozenset(
            w for deck in decks for cds in deck.values() for cd in set(cds) for w in skills.auto_whens(cd)
        )
        every = {cd for deck in decks for cds in deck.values() for cd in cds}
        g.data["kw_play"] = frozenset(cd.id for cd in every if KEYWORD_PLAYS.intersection(cd.stats))
        g.data["swappers"] = any("swap" in cd.stats for cd in every)
        g.data["u7"] = any(
            "warrior_u7" in cd.stats.get("keywords", ()) or "warrior_u7" in cd.stats.get("back_keywords", ())
            for cd in every
        )
        g.data["areas"] = [{n: g.zone(seat, n) for n in names} for seat in range(len(decks))]
        g.data["situations"] = "hand_empty" in g.data["whens"]
        g.data["hands"] = [g.zone(seat, "hand").cards for seat in range(len(decks))]
        # the card lists rule processing reads (zone lists are changed in place, never replaced)
        g.data["rule_zones"] = [
            (a["life"].cards, a["deck"].cards, a["combo"].cards, a["battle"].cards) for a in g.data["areas"]
        ]

    def play(self, g: Game) -> Flow:
        yield from setup(self, g)
        while True:
            yield from turn(self, g)
            g.active = g.opponent(g.active)  # DBS 6-4-1-3

    def keeps_identity(self, g: Game, card: Card, src: Zone, dst: Zone) -> bool:
        """DBS 3-1-4 / 3-1-5: Battle Area <-> Combo Area keeps the card."""
        s, d = src.name, dst.name
        return (s == "battle" and d == "combo") or (s == "combo" and d == "battle")

    def rule_actions(self, g: Game) -> bool:
        """Rule processing (DBS 9): loss judgement (9-2), invalid combo
        (9-3), Battle Cards at 0 power or less (9-5, ver.1.073 only)."""
        if g.turn == 0:
            return False  # set-up: life is not yet placed (DBS 1-2-2: "during the game")
        done = stack_rule_actions(g) if (g.data.get("stacks") or g.data.get("tokens")) else False
        in_battle = g.turn_data.get("battle") is not None
        zero_ko = self.ko_at_zero_power
        effects = bool(g.effects)
        rz: list[tuple[list[Card], list[Card], list[Card], list[Card]]] = g.data["rule_zones"]
        for seat, (life, deck, combo, battle) in enumerate(rz):
            if not life or not deck:
                self._loss(g, seat, life)
            if combo and not in_battle:
                # DBS 9-3-2: Battle Cards in the Combo Area outside a battle go to the Drop Area
                for c in list(combo):
                    g.move(c, g.zone(c.owner, "drop"), why="combo outside a battle", rule=self.r("invalid_combo"))
                done = True
            if zero_ko and battle:
                # DBS 9-5-2: a Battle Card with 0 power or less is placed in its owner's Drop Area
                for c in list(battle):
                    if c.card.type != "battle":
                        continue
                    if (self.power(g, c) if effects else int(c.card.stats.get("power", 0))) <= 0:
                        # DBS 9-5-2-1: placed there by the effect that changed the power; not a KO (DBS 10-1-2)
                        g.move(c, g.zone(c.owner, "drop"), why="0 power or less", rule=self.r("zero_power"))
                        g.log(f"{c.name} has 0 power or less and is placed in the Drop Area", rule=self.r("zero_power"))
                        done = True
        if g.data["situations"]:
            flagged = g.data.get("situation")
            if flagged or not all(g.data["hands"]):
                situation_triggers(g)
        return done

    def _loss(self, g: Game, seat: int, life: list[Card]) -> None:
        """DBS 9-2-2 .. 9-2-4: loss judgement; all players who fulfil a loss
        condition lose together (a draw when both do, DBS 1-2-3)."""
        if g.players[seat].lost:
            return
        if not life:
            g.flag_loss(seat, "has no cards in their Life Area", self.r("loss_life"))  # DBS 9-2-3
        else:
            g.flag_loss(seat, "has no cards in their deck", self.r("loss_deck"))  # DBS 9-2-4

    def rules_then_pending(self, g: Game) -> bool:
        """The first half of a checkpoint (DBS 4-5-3-1): all rules processing,
        the game ending if a player lost. True when [Auto] skills are pending,
        then the caller runs the full checkpoint
        (:func:`engine.flow.check_timing`) to resolve them (DBS 4-5-3-2,
        4-5-3-3). Saves building a flow when nothing waits."""
        while self.rule_actions(g):
            pass
        for p in g.players:
            if p.lost:
                g.settle()
                break
        return bool(g.pending)

    def resolve_pending(self, g: Game, p: Pending) -> Flow:
        yield from skills.resolve_pending(g, p, self.handlers)

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
            skills.trigger(g, "played", g.cards[event.cards[0]])
        elif what == "place":
            skills.trigger(g, "placed", g.cards[event.cards[0]])
        elif what == "attack":
            battle.attack_triggers(self, g, g.cards[event.by[0]], g.cards[event.cards[0]])
        elif what == "ko":
            card = g.cards[event.cards[0]]
            last = facts.get("last")
            if last is not None:
                skills.trigger(g, "ko_ed", card, anywhere=True, info=info.movement_info(g, card, *last))
            if event.cause == "battle":
                for iid in event.by:
                    skills.trigger(g, "kos", g.cards[iid])
        elif what == "damage" and event.cause == "battle":
            for iid in event.by:
                skills.trigger(g, "deals_damage", g.cards[iid])

    def effect_handlers(self) -> dict[str, Any]:
        return self.handlers

    # -- characteristics ---------------------------------------------------------------------

    def power(self, g: Game, card: Card) -> int:
        """Power after continuous effects (DBS 8-8-1); the back side of an
        awakened leader has its own power (DBS 2-3-2-1-3)."""
        st = card.card.stats
        value = (
            int(st.get("back_power", 0))
            if (card.card.type == "leader" and not card.face_up)
            else int(st.get("power", 0))
        )
        if g.effects:
            for e in g.effects:
                if e.stat == "power" and e.applies(g, card):
                    value = e.apply(value)
        if value < 0 and not self.negative_power:
            return 0  # DBS1.0 1-3-6
        return value

    def keywords(self, g: Game, card: Card) -> tuple[str, ...]:
        st = card.card.stats
        kws: tuple[str, ...] = (
            st.get("back_keywords", ()) if (card.card.type == "leader" and not card.face_up) else st.get("keywords", ())
        )
        if g.effects:
            for e in g.effects:
                if e.stat == "keywords" and e.applies(g, card):
                    kws = e.apply(kws)
        return kws

    def cost_text(self, card: Card) -> str:
        spec = specified(card.card)
        total = int(card.card.stats.get("cost", 0))
        return f"{total}" + (f" incl. {', '.join(f'{n} {c}' for c, n in spec)}" if spec else "")

    def can_combo(self, profile: Profile, card: Card) -> bool:
        """DBS 3-7-3-1: only cards with both combo cost and combo power combo;
        the combo cost must be payable (DBS 7-2-1-2-1-1). ``profile`` is the
        player's :func:`~engine.games.dbscg.costs.energy_profile`."""
        st = card.card.stats
        cost = st.get("combo_cost")
        if cost is None or st.get("combo_power") is None:
            return False
        return profile[0] >= int(cost)

    def can_activate_extra(self, g: Game, seat: int, card: Card, timing: str, profile: Profile) -> bool:
        ab = skills.act_ability(card, timing)
        spec = spec_for(g, seat, card.card) if g.data.get("u7") else None
        return ab is not None and affordable(profile, card.card, spec) and skills.check_condition(g, seat, ab)

    def end_effects(self, g: Game, eids: list[int]) -> None:
        """End the given continuous effects now (the combo power, DBS 7-4-1-7)."""
        gone = set(eids)
        keep = []
        for e in g.effects:
            if e.eid in gone:
                g.emit(EffectEnded(e.eid, e.text))
            else:
                keep.append(e)
        g.effects = keep

    # -- KO and damage --------------------------------------------------------------------------

    def ko(
        self, g: Game, card: Card, *, by_opponent: bool, why: str, rule: str = "", by: Card | None = None, cause: str = "skill"
    ) -> Flow:
        """DBS 10-1-1: KO moves a Battle Card to its owner's Drop Area.
        DBS 10-12-1: [Indestructible] cards are not KO-ed by the opponent's
        skills or battle results; the action is not conducted (DBS 1-3-3).
        A replacement effect may process another event instead (DBS 8-9-1).
        Only a KO that happened is journaled as a KO (DBS 10-1-2), so only
        then do "when this card is KO-ed" and "when you KO a card" trigger
        (:meth:`triggers`). ``by`` is the card that KOs it (the attack card
        when ``cause`` is ``battle``)."""
        if card.zone.name != "battle" or card.card.type != "battle":
            return
        if by_opponent and "indestructible" in self.keywords(g, card):
            g.log(f"{card.name} is [Indestructible] and is not KO-ed", rule=self.r("indestructible"))
            return
        if g.replacements:
            # DBS 8-9: a replacement effect processes its event instead of the KO; with several,
            # the master of the card chooses (8-9-2-1), each applying once (8-9-2-3)
            ctx = yield from replace(g, "ko", {"player": card.master, "card": card, "inc": card.incarnation, "replaced": False})
            if ctx["replaced"]:
                return  # DBS 8-9-1-1: the KO is treated as if it never happened
        watched = card.card.abilities and "ko_ed" in skills.auto_whens(card.card)
        last = (info.read(g, card), card.incarnation) if watched else None
        rule = rule or self.r("ko")
        g.move(card, g.zone(card.owner, "drop"), why=why, rule=rule)
        text = f"{card.name} is KO-ed and placed in the Drop Area"
        g.happen("ko", (card,), by=(by,) if by else (), cause=cause, text=text, rule=rule, last=last)

    def damage(self, g: Game, seat: int, n: int, *, source: Card, critical: bool, rule: str, cause: str = "skill") -> Flow:
        """DBS 4-10-2: for each damage the player chooses 1 of their life cards
        and adds it to their hand; with [Critical] (DBS 10-6-1) the cards go
        to the Drop Area instead. The life cards are face down, so the choice
        is made by position (their identity is not revealed). ``source`` is
        the damage source (DBS 4-11-1); ``cause`` is ``battle`` for damage
        inflicted by attacking (DBS 4-11-1-1)."""
        life = g.zone(seat, "life")
        dest = g.zone(seat, "drop" if critical else "hand")
        before = len(life.cards)
        for i in range(n):
            if not life.cards:
                break
            if len(life.cards) == 1:
                card = life.cards[0]
            else:
                options = [
                    Option(f"life:{k}", f"Life card {k + 1} of {len(life.cards)}", src=life.key, verb="choose")
                    for k in range(len(life.cards))
                ]
                prompt = f"Damage {i + 1}/{n}: choose 1 of your life cards"
                opt = yield from choose_one(g, seat, prompt, options, rule=self.r("damage_one"), about="damage")
                card = life.cards[int(opt.key.split(":")[1])]
            g.move(card, dest, why="damage", rule=self.r("damage_one"))
        text = f"{source.name} inflicts {n} damage to Player {seat + 1}: life {before} → {len(life.cards)}" + (
            " — [Critical]: the life cards go to the Drop Area instead of the hand" if critical else ""
        )
        taken = before - len(life.cards)
        if taken:
            g.happen("damage", player=seat, by=(source,), amount=taken, cause=cause, text=text, rule=self.r("critical") if critical else rule)
        else:
            g.log(text, rule=rule)  # DBS 4-10-2-2: no life card was taken; no damage happened

    # -- views ------------------------------------------------------------------------------------

    def view_extras(self, g: Game, viewer: int) -> dict[str, Any]:
        from engine.games.dbscg.battle import current

        b = current(g)
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
        }

    def card_stats(self, g: Game, card: Card) -> dict[str, Any]:
        st = card.card.stats
        out: dict[str, Any] = {k: st[k] for k in ("cost", "combo_power", "combo_cost") if k in st}
        if "power" in st:
            out["power"] = self.power(g, card)
        out["color"] = st.get("color", "")
        out["keywords"] = self.keywords(g, card)
        if card.card.type == "leader":
            out["side"] = "back" if not card.face_up else "front"
            if not card.face_up:
                out["back_name"] = st.get("back_name", "")
        return out


class _NoCard:
    face_up = True


def card_problem(cd: CardDef) -> str:
    """Fields each card type must have (DBS 2-8-2, 2-9-2, 2-10-2, 2-11-2)."""
    st = cd.stats
    if cd.type == "leader":
        if "power" not in st or "back_power" not in st or "back_name" not in st:
            return "a Leader Card needs power, back_name and back_power (DBS 2-3-2-1-2, 2-8-2)"
        if "cost" in st or "combo_power" in st:
            return "a Leader Card has no energy cost or combo power (DBS 2-9-2, 2-11-2)"
    elif cd.type == "battle":
        if "power" not in st or "cost" not in st:
            return "a Battle Card needs power and cost (DBS 2-8-2, 2-11-2)"
        if ("combo_power" in st) != ("combo_cost" in st):
            return "a Battle Card has both combo power and combo cost, or neither (DBS 3-7-3-1)"
    else:
        if "cost" not in st:
            return "an Extra Card needs cost (DBS 2-11-2)"
        if "power" in st or "combo_power" in st:
            return "an Extra Card has no power or combo power (DBS 2-8-2, 2-9-2)"
    return ""


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
