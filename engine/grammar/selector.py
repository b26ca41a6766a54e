"""Selectors: which cards an effect acts on, as one table of a card file.

A selector names a zone (of its owner: ``you``, ``opponent`` or ``any``),
what the cards must be (their type, a text such as a trait or a clan, a
stat compared with a number, not this card), and how many of them the
effect takes: exactly ``count`` (as many as possible when fewer can be
taken), ``up_to`` some, ``count = "all"``, or the ``top`` few of a pile;
``chosen_by`` says who chooses (``you``, ``opponent`` or ``random``). The
text ``"self"`` is this card. For example::

    { zone = "deck", type = "character", trait = "Sea", up_to = 1 }
    { zone = "RC", owner = "opponent", grade_at_most = 2, count = 1 }
    { zone = "deck", top = 3 }

Selectors are read and checked when a card set loads, against the game's
words (:class:`engine.grammar.adapter.Adapter`).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.decisions import Decision, Option
from engine.flow import choose_cards
from engine.grammar.spec import Context, Either, ListOf, Spec, SpecError, Switch, Table, Text, Whole, show
from engine.messages import ENGLISH, Message, msg
from engine.state import HIDDEN, PRIVATE, Card, Game
from engine.timing import Pending

if TYPE_CHECKING:
    from engine.grammar.adapter import Adapter

Flow = Generator[Decision, tuple[Option, ...], Any]

OWNERS = ("you", "opponent", "any")
CHOOSERS = ("you", "opponent", "random")
COUNT = Whole(1, 99, "a number of cards")
#: the comparisons of a stat: ``grade = 1``, ``grade_at_most = 2``, ``power_at_least = 5000``
COMPARISONS = {"": "=", "_at_most": "<=", "_at_least": ">="}
#: a comparison's part of a message id (``sel.stat.at_most``)
COMPARED = {"=": "is", "<=": "at_most", ">=": "at_least"}


#: the selector's texts that are names printed on cards (a clan, a trait, a
#: card's name), kept as printed in every language
PRINTED_NAMES = frozenset({"clan", "race", "trait", "attribute", "planet", "name"})


@dataclass(frozen=True, slots=True)
class Selector:
    """Which cards: see the module's docstring. ``count`` 0 is all of them."""

    zones: tuple[str, ...] = ()
    owner: str = "you"
    types: tuple[str, ...] = ()
    #: (text key, value): the card has that value (a trait, a clan...), or one of several values
    texts: tuple[tuple[str, str | tuple[str, ...]], ...] = ()
    #: part of the card's name
    name_has: str = ""
    #: (stat, "=" | "<=" | ">=", number)
    stats: tuple[tuple[str, str, int], ...] = ()
    count: int = 1
    up_to: bool = False
    #: the top N cards of the zone (taken, not chosen)
    top: int = 0
    chosen_by: str = "you"
    other: bool = False
    #: this card (the ability's own), and nothing else
    this: bool = False
    #: only the card being attacked in the battle now (:meth:`Adapter.defending`)
    defending: bool = False
    #: only face-up (``"up"``) or face-down (``"down"``) cards
    facing: str = ""
    #: the verb takes the cards out of where they are under the game's protection
    #: (not a card file's key: :meth:`Adapter.removable`)
    removing: bool = False

    def seats(self, ad: Adapter, g: Game, master: int) -> list[int]:
        return ad.seats(g, master, self.owner)

    def matches(self, ad: Adapter, g: Game, card: Card, source: int | None = None) -> bool:
        cd = card.card
        if self.types and cd.type not in self.types:
            return False
        for key, want in self.texts:
            have = ad.text_values(key)(cd)
            if not (any(w in have for w in want) if isinstance(want, tuple) else want in have):
                return False
        if self.name_has and not ad.name_has(cd, self.name_has):
            return False
        for stat, op, n in self.stats:
            v = ad.stat(g, card, stat)
            if (op == "=" and v != n) or (op == "<=" and v > n) or (op == ">=" and v < n):
                return False
        if self.defending and not ad.defending(g, card):
            return False
        if self.facing and card.face_up != (self.facing == "up"):
            return False
        return not (self.other and card.iid == source)

    def cards(self, ad: Adapter, g: Game, p: Pending) -> list[Card]:
        """Every card the selector names now, before any choice: the top
        ``top`` cards of each zone (top first), else those that match, in
        zone order."""
        if self.this:
            card = ad.this(g, p)
            return [card] if card is not None else []
        out: list[Card] = []
        for seat in self.seats(ad, g, p.controller):
            for word in self.zones:
                for zone in ad.zones_of(g, seat, word):
                    if self.top:
                        out.extend(reversed(zone.cards[-self.top :]))
                    else:
                        out.extend(c for c in zone.cards if self.matches(ad, g, c, p.source))
        return out

    def hidden(self, ad: Adapter, g: Game, seat: int) -> bool:
        """Whether the cards are chosen from a zone whose faces nobody sees
        (a deck): the chooser may find fewer than asked (VG 10.1.9.1.1,
        WS 8.6.3.1.4, DBS 8-5-3-5)."""
        return any(
            z.visibility == HIDDEN for s in self.seats(ad, g, seat) for w in self.zones for z in ad.zones_of(g, s, w)
        )

    def choose(self, ad: Adapter, g: Game, p: Pending, prompt: str, rule: str) -> Flow:
        """The cards the effect acts on: fixed ones (this card, the top of a
        pile, all), or chosen by ``chosen_by`` among the cards that match:
        ``count`` of them, as many as possible (VG 8.5.3.1, WS 8.6.3.1.2,
        DBS 8-5-3-3, SG 1.3.2), or ``up_to`` that many (VG 8.5.3.1.1,
        WS 8.6.3.1.1, DBS 8-5-3-2); in a hidden zone the chooser looks at the
        cards that match and may take fewer."""
        cards = [c for c in self.cards(ad, g, p) if not self.needs_choice() or self.may_choose(ad, g, p.controller, c)]
        if not self.needs_choice():
            return cards
        chooser = p.controller if self.chosen_by != "opponent" else g.opponent(p.controller)
        if self.chosen_by == "random":
            return g.rng.sample(cards, min(self.count, len(cards)))
        hidden = self.hidden(ad, g, p.controller)
        if hidden:
            for c in cards:
                g.reveal(c, (chooser,))
        # a player choosing among the cards of another player's hand looks at
        # them for the choice only (VG 10.1.2.1.2)
        looked = {c: c.known_to for c in cards if c.zone.visibility == PRIVATE and not g.can_see(c, chooser)}
        for c in looked:
            g.reveal(c, (chooser,))
        lo = 0 if self.up_to or hidden else self.count
        chosen: list[Card] = yield from choose_cards(g, chooser, prompt, cards, lo, self.count, rule=rule)
        for c, before in looked.items():
            if c not in chosen:
                c.known_to = before
        return chosen

    def idle(self, ad: Adapter, g: Game, p: Pending) -> str | None:
        """Why the selector would name no card if its effect resolved now, in
        words; None when it would name one, or when that cannot be told (this
        card; a zone whose faces nobody sees, where the chooser may find none
        anyway)."""
        if self.this or self.hidden(ad, g, p.controller):
            return None
        if p.ctx.get(UNPAID) and not all(
            z.field for s in self.seats(ad, g, p.controller) for w in self.zones for z in ad.zones_of(g, s, w)
        ):
            return None  # paying the cost may put a card there (a stock card into the waiting room)
        if any(not self.needs_choice() or self.may_choose(ad, g, p.controller, c) for c in self.cards(ad, g, p)):
            return None
        return f"there is no {self.kind_words()} in {self.owner_words()} {'/'.join(self.zones).replace('_', ' ')}"

    def kind_words(self, plural: bool = False) -> str:
        """What sort of card, without how many or where ("character(s) (Sea, power <= 3000)")."""
        what = "/".join(self.types) or "card"
        extra = [" or ".join(v) if isinstance(v, tuple) else f"{v}" for _, v in self.texts] + [
            f"'{self.name_has}' in its name"
        ] * bool(self.name_has)
        extra += [f"{s} {op} {v}" for s, op, v in self.stats] + ["being attacked"] * self.defending
        extra += [f"face {self.facing}"] * bool(self.facing)
        return f"{what}{'(s)' if plural else ''}{' (' + ', '.join(extra) + ')' if extra else ''}"

    def message(self, game: str, where: bool = True) -> Message | None:
        """:meth:`words` as a message of ``game``'s words, for the plain
        shapes (how many or up to how many cards of one type or none, of a
        clan, trait or name printed on cards, whose, in one zone); None for
        the others, which stay English words. ``where``: with the zone."""
        cards = self._kind_message()
        zone = f"zone.{game}.{'/'.join(self.zones)}"  # several zones: "leader/battle", as the words join them
        if cards is None or zone not in ENGLISH:
            return None
        return msg(f"sel.in.{self.owner}", cards=cards, zone=Message(zone)) if where else cards

    def _kind_message(self) -> Message | None:
        """How many cards of what sort, as a message (see :meth:`message`)."""
        if self.top and not (self.this or self.types or self.texts or self.stats or self.name_has or self.facing):
            return None if self.defending else msg("sel.top.card", n=self.top)  # "the top 3 card(s)"
        simple = not (self.this or self.top or self.name_has or self.defending)
        if not simple or self.count <= 0:
            return None
        # several types read as the words join them ("leader/battle(s)")
        what = f"sel.{'up_to' if self.up_to else 'count'}.{'/'.join(self.types) or 'card'}"
        printed = [v for k, v in self.texts if k in PRINTED_NAMES and isinstance(v, str)]
        if what not in ENGLISH or len(printed) != len(self.texts):
            return None
        cards = msg(what, n=self.count)
        # one sort of addition in brackets at most: printed names, a stat compared, or a facing
        if len([x for x in (printed, self.stats, self.facing) if x]) > 1 or len(self.stats) > 1:
            return None
        if self.stats:
            stat, op, value = self.stats[0]
            said, name = f"sel.stat.{COMPARED[op]}", f"log.stat.{stat}"
            if name not in ENGLISH or not isinstance(value, (int, str)):
                return None
            return msg(said, cards=cards, stat=Message(name), v=value)
        if self.facing:
            return msg(f"sel.face.{self.facing}", cards=cards) if f"sel.face.{self.facing}" in ENGLISH else None
        return msg("sel.with", cards=cards, names=", ".join(printed)) if printed else cards

    def owner_words(self) -> str:
        return {"you": "your", "opponent": "your opponent's", "any": "a"}[self.owner]

    def may_choose(self, ad: Adapter, g: Game, master: int, card: Card) -> bool:
        """Whether an effect of ``master`` may choose ``card`` (and take it out
        of where it is, for a verb that does)."""
        return ad.choosable(g, master, card) and (not self.removing or ad.removable(g, master, card))

    def keys(self) -> set[str]:
        """The keys of the card file's table this selector was read from
        (``"self"`` for this card)."""
        if self.this:
            return {"self"}
        out = {"zone"} | {k for k, _ in self.texts}
        suffix = {op: s for s, op in COMPARISONS.items()}
        out |= {stat + suffix[op] for stat, op, _ in self.stats}
        out.add("top" if self.top else "up_to" if self.up_to else "count")
        for key, used in (
            ("owner", self.owner != "you"),
            ("type", self.types),
            ("name_has", self.name_has),
            ("chosen_by", self.chosen_by != "you"),
            ("other", self.other),
            ("defending", self.defending),
            ("facing", self.facing),
        ):
            if used:
                out.add(key)
        return out

    def needs_choice(self) -> bool:
        """Whether a player chooses the cards (not this card, the top of a pile, or all)."""
        return not (self.this or self.top or self.count == 0)

    def words(self, where: bool = True) -> str:
        """The selector in words, for prompts ("up to 1 character(s) (Sea) in your deck")."""
        if self.this:
            return "this card"
        n = "all" if self.count == 0 else f"up to {self.count}" if self.up_to else str(self.count)
        if self.top:
            n = f"the top {self.top}"
        cards = f"{n} {self.kind_words(plural=True)}"
        return f"{cards} in {self.owner_words()} {'/'.join(self.zones)}" if where else cards


THIS = Selector(this=True)

#: a key of :attr:`Pending.ctx`: the ability's costs are still to be paid
#: (asked before playing it), so a pile a cost puts cards into may fill
UNPAID = "unpaid"


@dataclass(frozen=True, slots=True)
class SelectorSpec(Spec):
    """The spec of a selector in a card file, with the words of one game.
    ``zone``: the zone when the table names none; ``count``: the count when
    it names none; ``this``: the text ``"self"`` may stand for this card."""

    ad: Adapter
    zone: str = ""
    count: int = 1
    this: bool = True
    top: bool = True

    def table(self) -> Table:
        fields: dict[str, Spec] = {
            "zone": Either((Text(tuple(self.ad.zones)), ListOfZones(tuple(self.ad.zones)))),
            "owner": Text(OWNERS),
            "type": Either((Text(self.ad.types), ListOfZones(self.ad.types, "types"))),
            "count": Either((COUNT, Text(("all",)))),
            "up_to": COUNT,
            "chosen_by": Text(CHOOSERS),
            "other": Switch(),
            "defending": Switch(),
            "facing": Text(("up", "down")),
        }
        if self.top:
            fields["top"] = COUNT
        for key in self.ad.texts:
            # a value, or a list of values the card has one of ("a 《Sea》 or 《Sky》 character")
            fields[key] = Either((Text(what=f"a {key}"), ListOf(Text(what=f"a {key}"), 2, 4)))
        fields["name_has"] = Text(what="a part of a card name")
        for stat in self.ad.stats:
            for suffix in COMPARISONS:
                fields[stat + suffix] = Whole(-1_000_000, 1_000_000, "a number")
        return Table(fields, frozenset() if self.zone else frozenset({"zone"}), as_dict=True)

    def read(self, value: Any, ctx: Context) -> Selector:
        if self.this and value == "self":
            return THIS
        if not isinstance(value, dict):
            raise self.fail(value)
        if "self" in value and self.this:
            # this card, in a table that holds the verb's own keys too ({ self = true, to = "hand" })
            if value["self"] is not True or len(value) > 1:
                raise SpecError("key 'self' must be true and goes alone (this card)")
            return THIS
        raw: dict[str, Any] = self.table().read(value, ctx)
        taking = [k for k in ("count", "up_to", "top") if k in raw]
        if len(taking) > 1:
            raise SpecError(f"takes one of count, up_to and top, not {' and '.join(taking)}")
        picky = [k for k in raw if k not in ("zone", "owner", "top")]
        if "top" in raw and picky:
            raise SpecError(f"takes the top cards whatever they are: {', '.join(picky)} cannot go with top")
        zone = raw.get("zone", self.zone)
        zones = (zone,) if isinstance(zone, str) else tuple(zone)
        count = raw.get("count", raw.get("up_to", raw.get("top", self.count)))
        texts = tuple((k, raw[k] if isinstance(raw[k], str) else tuple(raw[k])) for k in self.ad.texts if k in raw)
        stats = tuple(
            (stat, op, raw[stat + suffix])
            for stat in self.ad.stats
            for suffix, op in COMPARISONS.items()
            if stat + suffix in raw
        )
        types = raw.get("type")
        return Selector(
            zones=zones,
            owner=raw.get("owner", "you"),
            types=(types,) if isinstance(types, str) else tuple(types or ()),
            texts=texts,
            name_has=raw.get("name_has", ""),
            stats=stats,
            count=0 if count == "all" else int(count),
            up_to="up_to" in raw,
            top=int(raw["top"]) if "top" in raw else 0,
            chosen_by=raw.get("chosen_by", "you"),
            other=raw.get("other", False),
            defending=raw.get("defending", False),
            facing=raw.get("facing", ""),
        )

    def describe(self) -> str:
        this = '"self" (this card), or ' if self.this else ""
        return f'{this}a table of cards such as {{ zone = "{self.zone or next(iter(self.ad.zones))}", count = 1 }}'

    def keys(self) -> dict[str, str]:
        return self.table().keys()


@dataclass(frozen=True, slots=True)
class ListOfZones(Spec):
    """A list of zone words (or of other names: ``what``)."""

    names: tuple[str, ...]
    what: str = "zones"

    def read(self, value: Any, ctx: Context) -> tuple[str, ...]:
        if not isinstance(value, list) or not value or any(v not in self.names for v in value):
            raise SpecError(f"must be {self.describe()}, not {show(value)}")
        return tuple(value)

    def describe(self) -> str:
        return f"a list of {self.what} from {', '.join(map(repr, self.names))}"
