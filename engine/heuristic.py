"""A bot that plays each game sensibly from what its seat may see.

:class:`HeuristicBot` answers a :class:`~engine.decisions.Decision` by giving
each option a score from the option's data (``verb``, ``cards``, ``src``,
``dst``, ``cost``), the decision's ``about`` and the seat's
:class:`~engine.view.View` (the cards it may see, the battle's numbers in
``extras["fight"]``), then taking the best option, or the best few when it
may choose several. It never looks at the game itself: the view it is given
is all it knows, so it cannot read the opponent's hand or its own deck order.

The plan, the same in every game where the games agree:

- main phase: ride the biggest unit it may, then call or play the strongest
  card it can afford to an empty position (never over one of its own cards
  unless the new one is clearly stronger), use each ability once a turn,
  never shuffle its own cards around, then end the phase;
- attack with everything that can, aiming at what it beats (the leader,
  vanguard or player first);
- guard only when the hit matters (a lethal or near lethal hit, a character
  that would be lost) and with the least that stops it;
- pay costs, discard and drop with its least valuable cards, take, search
  and target the most valuable ones, give bonuses to the unit in battle;
- keep good hands (send back the cards too big to play early);
- say yes to "may" abilities and optional costs (the engine offers only what
  can be paid).

Per-game facts are data in :data:`GAMES`: the stat that measures a card's
size, where units stand, what a mulligan sends back. Nothing here imports a
game package.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.decisions import Answer, Decision, Kind, Option
from engine.view import HIDDEN_IID, CardView, View, ZoneView

#: A seat's view of the game now (``Match.view``).
ViewOf = Callable[[int], View]

#: Main-phase answers a bot gives in one turn before it ends the phase (a
#: guard against effects that could be used without end).
MAIN_ANSWERS_PER_TURN = 80

#: Cards left in the deck below which a bot stops charging when charging
#: draws (System Gate).
LOW_DECK = 10


@dataclass(frozen=True, slots=True)
class GameFacts:
    """What the bot knows of one game, as data.

    ``rank`` is the stat that says how big a card is (grade, level, cost);
    ``field`` the zone names (after ``pN.``) where a player's units stand,
    ``leader`` the ones holding the card whose loss or damage decides the
    game (the vanguard, the leader; a player in System Gate is attacked
    through the ``player`` zone), ``front`` the positions that attack;
    ``defence`` the stat a unit defends with; ``keep_rank`` the highest
    rank a mulligan keeps (``one_top`` keeps one card of that rank only),
    ``send_back`` the card types a mulligan returns; ``limit`` the stat and
    total of System Gate's Limit (empty when the game has none)."""

    rank: str
    field: frozenset[str]
    leader: frozenset[str]
    front: frozenset[str]
    defence: str = "power"
    keep_rank: int = 3
    one_top: bool = False
    send_back: frozenset[str] = frozenset()
    limit: tuple[str, int] = ("", 0)
    #: type of the units whose main worth is their shield in hand (kept, not called)
    shield_type: str = ""
    #: field zones that hold any number of cards (the others hold one)
    areas: frozenset[str] = frozenset()
    #: charging draws a card: stop when the deck runs low (a player who
    #: cannot draw loses)
    charge_draws: bool = False


GAMES: dict[str, GameFacts] = {
    "vanguard": GameFacts(
        rank="grade",
        field=frozenset({"VC", "RC_FL", "RC_FR", "RC_BL", "RC_BC", "RC_BR"}),
        leader=frozenset({"VC"}),
        front=frozenset({"VC", "RC_FL", "RC_FR"}),
        keep_rank=3,
        one_top=True,
        shield_type="trigger_unit",
    ),
    "weiss": GameFacts(
        rank="level",
        field=frozenset({"cs_left", "cs_middle", "cs_right", "bs_left", "bs_right"}),
        leader=frozenset(),
        front=frozenset({"cs_left", "cs_middle", "cs_right"}),
        keep_rank=1,
        send_back=frozenset({"climax"}),
    ),
    "dbscg": GameFacts(
        rank="cost",
        field=frozenset({"leader", "battle"}),
        leader=frozenset({"leader"}),
        front=frozenset({"leader", "battle"}),
        keep_rank=3,
        areas=frozenset({"battle"}),
    ),
    "systemgate": GameFacts(
        rank="cost",
        field=frozenset({"left", "center", "right"}),
        leader=frozenset({"player"}),
        front=frozenset({"left", "center", "right"}),
        defence="defense",
        keep_rank=3,
        limit=("limit", 3),
        charge_draws=True,
    ),
}


def facts_for(ruleset_id: str) -> GameFacts:
    """The facts of a ruleset's game (a variant shares its game's facts)."""
    return GAMES.get(ruleset_id.split("-")[0], GAMES["dbscg"])


def _seat_of(zone_key: str) -> int | None:
    """The seat a zone key (``"p1.hand"``) belongs to."""
    if zone_key.startswith("p") and "." in zone_key:
        head = zone_key[1 : zone_key.index(".")]
        if head.isdigit():
            return int(head)
    return None


def _place(zone_key: str) -> str:
    """The zone name without its seat (``"p1.RC_FL"`` -> ``"RC_FL"``)."""
    return zone_key.split(".", 1)[1] if "." in zone_key else zone_key


def _num(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


class Seen:
    """What one seat sees at one decision, with the look-ups the scores use."""

    def __init__(self, view: View, facts: GameFacts) -> None:
        self.view = view
        self.facts = facts
        self.me = view.viewer
        self.team = {p.seat: p.team for p in view.players}
        self.zones = {z.key: z for z in view.zones}
        self.where: dict[int, tuple[CardView, ZoneView]] = {}
        for z in view.zones:
            for c in z.cards:
                if c.iid != HIDDEN_IID:
                    self.where[c.iid] = (c, z)
        fight = view.extras.get("fight")
        self.fight: dict[str, Any] | None = fight if isinstance(fight, dict) else None

    # -- cards ---------------------------------------------------------------------

    def card(self, iid: int) -> CardView | None:
        hit = self.where.get(iid)
        return hit[0] if hit is not None else None

    def zone_of(self, iid: int) -> str:
        hit = self.where.get(iid)
        return hit[1].key if hit is not None else ""

    def stat(self, iid: int, key: str) -> int:
        c = self.card(iid)
        return _num(c.stats.get(key)) if c is not None else 0

    def power(self, iid: int) -> int:
        return self.stat(iid, "power")

    def value(self, iid: int) -> float:
        """How much a card is worth keeping: its power and its size."""
        c = self.card(iid)
        if c is None:
            return 0.0
        return _num(c.stats.get("power")) / 1000 + 2 * _num(c.stats.get(self.facts.rank))

    def ours(self, seat: int | None) -> bool:
        return seat is not None and self.team.get(seat) == self.team.get(self.me)

    def owner_of(self, iid: int) -> int | None:
        hit = self.where.get(iid)
        return hit[1].owner if hit is not None else None

    # -- positions -----------------------------------------------------------------

    def occupant(self, zone_key: str) -> CardView | None:
        z = self.zones.get(zone_key)
        if z is None or not z.cards:
            return None
        return z.cards[-1]

    def empty(self, zone_key: str) -> bool:
        z = self.zones.get(zone_key)
        return z is not None and z.count == 0

    def field_of(self, seat: int) -> list[ZoneView]:
        return [z for z in self.view.zones if z.owner == seat and _place(z.key) in self.facts.field]

    def counter(self, name: str, seat: int) -> int:
        """A per-seat number of the view's extras (damage, life, level...)."""
        raw = self.view.extras.get(name)
        if isinstance(raw, (list, tuple)) and 0 <= seat < len(raw):
            item = raw[seat]
            return _num(item[0] if isinstance(item, (list, tuple)) else item)
        if isinstance(raw, dict):
            return _num(raw.get(seat))
        for p in self.view.players:
            if p.seat == seat:
                return _num(p.counters.get(name))
        return 0

    # -- the battle ----------------------------------------------------------------

    def totals(self) -> tuple[int, int | None]:
        """The battle's attack and defence with what is added to each."""
        f = self.fight
        if f is None:
            return 0, None
        attack = _num(f.get("attack")) + sum(_num(p[1]) for p in f.get("attack_plus") or ())
        raw = f.get("defence")
        if raw is None:
            return attack, None
        return attack, _num(raw) + sum(_num(p[1]) for p in f.get("defence_plus") or ())

    def defending(self) -> bool:
        f = self.fight
        return f is not None and self.ours(_num(f.get("defender")))

    def attacking(self) -> bool:
        f = self.fight
        return f is not None and not self.ours(_num(f.get("defender")))

    def battle_cards(self) -> tuple[list[int], list[int]]:
        f = self.fight or {}
        return [_num(i) for i in f.get("attackers") or ()], [_num(i) for i in f.get("targets") or ()]


class HeuristicBot:
    """Plays each decision by the plan in this module's docstring.

    ``view_of(seat)`` gives the seat's view now (``Match.view``); the bot
    asks for it only when a decision has a real choice. It keeps a little
    memory of its own answers (abilities used this turn, the unit it chose
    to attack with) and nothing else, so the same views and decisions give
    the same answers."""

    def __init__(self, view_of: ViewOf) -> None:
        self.view_of = view_of
        self._turn: tuple[int, int] = (-1, -1)
        self._used: dict[str, int] = {}
        self._main_answers = 0
        self._attacker: int | None = None
        #: the power of the attack it is declaring (with linked attackers)
        self._attack_power = 0
        #: the cards it put on the field this turn (not replaced the same turn)
        self._placed: set[int] = set()

    # -- the entry point -------------------------------------------------------------

    def choose(self, decision: Decision) -> Answer:
        d = decision
        if d.kind is Kind.ORDER:
            return tuple(o.key for o in d.options)
        if len(d.options) == 1 and d.min == 1 and d.max == 1:
            return (d.options[0].key,)
        view = self.view_of(d.player)
        seen = Seen(view, facts_for(view.ruleset))
        turn = (view.turn, view.active)
        if turn != self._turn:
            self._turn, self._used, self._main_answers = turn, {}, 0
            self._placed = set()
        if d.about == "guard" and d.kind is Kind.CARDS:
            answer = self._guard_cards(d, seen)
        elif d.about == "attack" and d.kind is Kind.CARDS and d.min == 0:
            answer = self._link(d, seen)
        else:
            scores = [self.score(d, o, seen) for o in d.options]
            answer = _pick(d, scores)
        self._remember(d, answer, seen)
        return answer

    def _remember(self, d: Decision, answer: Answer, seen: Seen) -> None:
        if d.about == "main":
            self._main_answers += 1
        for key in answer:
            self._used[key] = self._used.get(key, 0) + 1
            o = d.option(key)
            if o.verb == "attack" and o.cards and seen.ours(seen.owner_of(o.cards[0])):
                if d.about == "attack" and d.min == 0:  # linked to the attack
                    self._attack_power += seen.power(o.cards[0])
                else:
                    self._attacker = o.cards[0]
                    self._attack_power = seen.power(o.cards[0])
            if o.verb in ("play", "call") and o.cards:
                self._placed.add(o.cards[0])

    # -- scores: higher is better, above 0 is worth doing -------------------------------

    def score(self, d: Decision, o: Option, seen: Seen) -> float:
        verb = o.verb
        if d.about == "main" and self._main_answers >= MAIN_ANSWERS_PER_TURN:
            return 1.0 if verb == "pass" else -1.0
        if verb == "pass" or verb == "no":
            return 0.0
        if verb == "yes":
            return self._yes(d, seen)
        if d.kind is Kind.NUMBER:
            return float(_num(o.value))
        if d.about == "guard":
            return self._guard_action(o, seen)
        if d.about == "mulligan":
            return self._mulligan(o, d, seen)
        if d.about == "combo" and verb in ("combo", "play"):
            return self._combo(o, d, seen)
        if d.about == "charge":
            deck = seen.zones.get(f"p{seen.me}.deck")
            if seen.facts.charge_draws and deck is not None and deck.count < LOW_DECK:
                return -1.0
            return 10.0 - _worth(o, seen) / 10
        match verb:
            case "ride":
                return 100.0 + sum(seen.stat(i, seen.facts.rank) for i in o.cards)
            case "play" | "call":
                return self._develop(o, seen)
            case "attack":
                return self._attack(o, d, seen)
            case "activate":
                return self._activate(o, seen)
            case "move":
                return -1.0
            case "clock":
                return self._clock(o, seen)
            case "combo":
                return self._combo(o, d, seen)
            case "guard":
                return self._guard_action(o, seen)
        return self._choice(o, d, seen)

    def _yes(self, d: Decision, seen: Seen) -> float:
        if d.about == "guard":  # a blocker: only when the hit matters
            return 1.0 if self._hit_matters(seen) else -1.0
        return 1.0

    def _develop(self, o: Option, seen: Seen) -> float:
        """Play or call a card: the stronger the better, to an empty place."""
        if not o.cards:
            return 1.0  # a token summoned, a card played by an effect
        iid = o.cards[0]
        c = seen.card(iid)
        facts = seen.facts
        worth = seen.value(iid)
        if c is not None and facts.shield_type and c.type == facts.shield_type:
            return -1.0  # kept in hand to guard with
        if facts.limit[0] and c is not None:
            stat, cap = facts.limit
            if seen.counter("limit", seen.me) + _num(c.stats.get(stat)) > cap:
                return -1.0
        dst = o.dst
        if dst and _place(dst) in facts.field:
            here = seen.occupant(dst) if _place(dst) not in facts.areas else None
            if here is not None:
                # only over a clearly weaker card of its own
                mine = here.iid != HIDDEN_IID and seen.ours(seen.owner_of(here.iid))
                if not mine or here.iid in self._placed or seen.power(iid) < seen.power(here.iid) + 3000:
                    return -1.0
                return 2.0
            if _place(dst) in facts.front:
                return 5.0 + worth
            return 5.0 + max(0.0, 6 - _num(c.stats.get(facts.rank)) * 2 if c is not None else 0)
        if not dst and c is not None and c.type == "character" and not self._stage_room(seen, iid):
            return -1.0
        return 3.0 + worth

    def _stage_room(self, seen: Seen, iid: int) -> bool:
        """Whether a character has a place: an empty position, or a weaker one of ours."""
        for z in seen.field_of(seen.me):
            if z.count == 0:
                return True
        weakest = min((seen.power(c.iid) for z in seen.field_of(seen.me) for c in z.cards[-1:]), default=0)
        return seen.power(iid) > weakest + 2000

    def _activate(self, o: Option, seen: Seen) -> float:
        if self._used.get(o.key, 0):
            return -1.0  # once a turn is enough
        if any(res == "rest_self" for res, _ in o.cost):
            return -1.0  # a rested unit cannot attack
        return 2.0

    def _clock(self, o: Option, seen: Seen) -> float:
        level = seen.counter("level", seen.me)
        clock = seen.zones.get(f"p{seen.me}.clock")
        n = clock.count if clock is not None else 0
        if level < 2 or (level == 2 and n <= 3):
            return 10.0 - _worth(o, seen) / 10
        return -1.0

    def _attack(self, o: Option, d: Decision, seen: Seen) -> float:
        """Attack with everything; aim at what the attacker beats, the
        leader (vanguard, player) first."""
        if d.about == "attack_target":
            return self._target(o, seen)
        if not o.cards:
            return 10.0  # "attack" rather than end the battle phase
        attacker = o.cards[0]
        if len(o.cards) > 1 or o.dst:
            # an attack with its target (DBSCG), or the kind of a Weiss attack
            target = o.cards[1] if len(o.cards) > 1 else None
            return 10.0 + self._hit_score(attacker, target, o, seen)
        place = _place(seen.zone_of(attacker))
        # the leader attacks first (its checks help the others)
        return 10.0 + seen.power(attacker) / 1000 + (5.0 if place in seen.facts.leader else 0.0)

    def _hit_score(self, attacker: int, target: int | None, o: Option, seen: Seen) -> float:
        power = seen.power(attacker)
        if target is None:
            return 1.0
        facts = seen.facts
        guard = seen.stat(target, facts.defence)
        place = _place(seen.zone_of(target))
        if o.key in ("side", "direct"):
            # Weiss: a side attack when a frontal one would lose
            return 1.0 if power <= guard else 0.0
        if o.key == "frontal":
            return 2.0 if power > guard else -5.0
        beats = power >= guard
        if place in facts.leader:
            return 5.0 if beats else 1.0
        return (3.0 + seen.value(target) / 10) if beats else -5.0

    def _target(self, o: Option, seen: Seen) -> float:
        facts = seen.facts
        power = self._attack_power
        if not o.cards:  # a player (System Gate): through its item or gate
            seat = _seat_of(o.dst)
            if seat is None:
                return 1.0
            guard = self._player_defence(seen, seat)
            life = seen.counter("life", seat) or 20
            return (8.0 if power >= guard else 2.0) + 10.0 / max(1, life)
        target = o.cards[0]
        guard = seen.stat(target, facts.defence)
        place = _place(seen.zone_of(target))
        beats = power >= guard
        if place in facts.leader:
            return 10.0 if beats else 3.0
        return (6.0 + seen.value(target) / 10) if beats else 0.0

    def _player_defence(self, seen: Seen, seat: int) -> int:
        for name in ("player", "gate"):
            here = seen.occupant(f"p{seat}.{name}")
            if here is not None and here.iid != HIDDEN_IID:
                return _num(here.stats.get(seen.facts.defence))
        return 0

    def _hit_matters(self, seen: Seen) -> bool:
        """Whether the attack under way hurts enough to spend cards on."""
        attack, defence = seen.totals()
        if not seen.defending() or (defence is not None and attack < defence):
            return False
        _, targets = seen.battle_cards()
        target = targets[0] if targets else None
        place = _place(seen.zone_of(target)) if target is not None else "player"
        me = seen.me
        game = seen.view.ruleset.split("-")[0]
        if game == "vanguard":
            return place in seen.facts.leader and seen.counter("damage", me) >= 3
        if game == "dbscg":
            return place not in seen.facts.leader or seen.counter("life", me) <= 4
        if game == "weiss":
            return target is not None and seen.stat(target, "level") >= 1
        return True

    def _guard_action(self, o: Option, seen: Seen) -> float:
        """A backup, a [Counter], a block: when the hit matters; a counter
        to a play (no battle) whenever it is offered."""
        if seen.fight is None:
            return 1.0 if not seen.attacking() else -1.0
        return 1.0 if self._hit_matters(seen) else -1.0

    def _guard_cards(self, d: Decision, seen: Seen) -> Answer:
        """Vanguard guardians: the fewest, least valuable cards whose shield
        stops a hit that matters (a margin for triggers when it is lethal)."""
        if not self._hit_matters(seen):
            return tuple(o.key for o in d.options[: d.min])
        attack, defence = seen.totals()
        need = attack - (defence or 0) + 1
        if seen.counter("damage", seen.me) >= 5:
            need += 5000  # room for the attacker's triggers
        # the biggest shields first, the least valuable among equals
        ranked = sorted(d.options, key=lambda o: (-_shield(o, seen), _worth(o, seen)))
        chosen: list[Option] = []
        total = 0
        for o in ranked:
            if total >= need or len(chosen) >= d.max:
                break
            chosen.append(o)
            total += _shield(o, seen)
        if total < need:
            return tuple(o.key for o in d.options[: d.min])
        # give back the cards it does not need, the most valuable first
        for o in sorted(chosen, key=lambda o: -_worth(o, seen)):
            if total - _shield(o, seen) >= need and len(chosen) > d.min:
                chosen.remove(o)
                total -= _shield(o, seen)
        return tuple(o.key for o in chosen)

    def _link(self, d: Decision, seen: Seen) -> Answer:
        """Extra attackers join only when the attack does not beat the
        defence alone (the battle's, or else the weakest defence of an
        opponent's Player Zone), those that beat nothing alone first."""
        attack, defence = seen.totals()
        if seen.fight is None:
            attack = self._attack_power
            defences = [
                self._player_defence(seen, p.seat) for p in seen.view.players if not seen.ours(p.seat) and not p.lost
            ]
            defence = min(defences, default=None)
        if defence is None or attack >= defence:
            return tuple(o.key for o in d.options[: d.min])
        need = defence

        def power(o: Option) -> int:
            return sum(seen.power(i) for i in o.cards)

        chosen: list[str] = []
        for o in sorted(d.options, key=lambda o: (power(o) >= need, -power(o))):
            if attack >= defence or len(chosen) >= d.max:
                break
            chosen.append(o.key)
            attack += power(o)
        return tuple(chosen) if attack >= defence else tuple(o.key for o in d.options[: d.min])

    def _combo(self, o: Option, d: Decision, seen: Seen) -> float:
        """DBSCG combos and battle cards: only to turn the battle, the
        attacker's way when attacking, the defender's when the hit matters."""
        attack, defence = seen.totals()
        if seen.fight is None or defence is None:
            return -1.0
        if seen.attacking():
            winning = attack >= defence
        else:
            winning = attack < defence or not self._hit_matters(seen)
        if winning:
            return -1.0
        extra = sum(seen.stat(i, "combo_power") for i in o.cards) if o.verb == "combo" else 0
        return 1.0 + extra / 10000 - _worth(o, seen) / 100

    def _mulligan(self, o: Option, d: Decision, seen: Seen) -> float:
        """Positive: send the card back."""
        facts = seen.facts
        if not o.cards:
            return 0.0
        c = seen.card(o.cards[0])
        if c is None:
            return -1.0
        if c.type in facts.send_back:
            return 1.0
        rank = _num(c.stats.get(facts.rank))
        if rank > facts.keep_rank:
            return 1.0
        if facts.one_top and rank == facts.keep_rank:
            # keep the first card of the top rank, send back the others
            tops = [x.cards[0] for x in d.options if x.cards and seen.stat(x.cards[0], facts.rank) == rank]
            return 1.0 if tops and o.cards[0] != tops[0] else -1.0
        return -1.0

    def _choice(self, o: Option, d: Decision, seen: Seen) -> float:
        """A card, position or mode an effect or a rule asks for."""
        about = d.about
        if about == "trigger" or (about == "effect" and o.cards and seen.fight is not None):
            attackers, targets = seen.battle_cards()
            in_battle = attackers if seen.attacking() else targets
            if o.cards and o.cards[0] in in_battle:
                return 100.0
        if about in ("pay", "rule", "level_up", "encore", "damage"):
            # give up the least valuable
            return 10.0 - _worth(o, seen) / 10
        if about == "position":
            if o.dst:
                if seen.empty(o.dst):
                    return 5.0 + (1.0 if _place(o.dst) in seen.facts.front else 0.0)
                here = seen.occupant(o.dst)
                return -(seen.value(here.iid) if here is not None else 0.0) - 1
            return 0.0
        if not o.cards:
            return 0.0
        iid = o.cards[0]
        owner = seen.owner_of(iid)
        if owner is None:
            zone = o.src
            owner = _seat_of(zone) if zone else None
        worth = _worth(o, seen)
        if not seen.ours(owner):
            return 1.0 + worth  # the effect aims at the opponent's best card
        place = _place(seen.zone_of(iid) or o.src)
        if place == "hand":
            return -1.0 - worth / 10  # a card leaving the hand: the least valuable
        return 1.0 + worth  # a card taken, searched or raised: the best


def _worth(o: Option, seen: Seen) -> float:
    return sum(seen.value(i) for i in o.cards)


def _shield(o: Option, seen: Seen) -> int:
    return sum(seen.stat(i, "shield") for i in o.cards)


def _pick(d: Decision, scores: Sequence[float]) -> Answer:
    """The best option; for several, the ones worth doing (score above 0),
    best first, within ``min``..``max``."""
    order = sorted(range(len(d.options)), key=lambda i: -scores[i])  # stable: first of equals
    if d.min == 1 and d.max == 1:
        return (d.options[order[0]].key,)
    n = sum(1 for s in scores if s > 0)
    n = max(d.min, min(d.max, n))
    return tuple(d.options[i].key for i in order[:n])
