"""A tiny ruleset used to test the shared core on its own.

Each player has a deck, a hand, a drop pile, a three-slot field and 5 life.
A turn: draw, then play cards (paying nothing) or attack with a standing
card (the opponent loses 1 life, or chooses a card to block with). A player
with 0 life or an empty deck loses at check timing. Cards may have an
``auto`` ability ``when = "placed"`` that is resolved through the core.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.abilities import parse_ability, register_vocabulary
from engine.cards import CardDef, CardPool, CardSchema, Field, at_least
from engine.decisions import Option
from engine.decks import DeckList, resolve
from engine.flow import Flow, check_timing, choose_one
from engine.grammar.adapter import Adapter
from engine.grammar.verbs import verb_words
from engine.ruleset import Ruleset
from engine.state import HIDDEN, PRIVATE, PUBLIC, REST, STAND, Card, Game, Zone

SLOTS = ("left", "center", "right")

#: the toy game as the shared verbs see it (it draws)
ADAPTER = Adapter(
    game="toy",
    zones={"deck": ("deck",), "hand": ("hand",), "drop": ("drop",), "field": SLOTS},
    types=("unit",),
    rules={},
)
register_vocabulary(
    "toy", triggers={"placed": "this card is played to the field"}, effects=verb_words(ADAPTER, ("draw",))
)


def toy_pool() -> CardPool:
    pool = CardPool("toy")
    for i in range(1, 9):
        abilities = ()
        if i % 4 == 0:
            abilities = (
                parse_ability(
                    {"kind": "auto", "when": "placed", "effect": [{"draw": 1}], "text": "draw a card"}, "toy"
                ),
            )
        pool.add(CardDef(f"T-{i:03d}", f"Toy {i}", "toy", "unit", "", {"power": i * 1000}, abilities))
    return pool


class Toy(Ruleset):
    id = "toy"
    title = "Toy"
    game = "toy"
    rule_prefix = "TOY"
    schema = CardSchema(("unit",), {"power": Field((int,), True, at_least(0))})

    def __init__(self, pool: CardPool | None = None) -> None:
        self._pool = pool or toy_pool()

    @property
    def pool(self) -> CardPool:  # type: ignore[override]
        return self._pool

    def check_deck(self, deck: DeckList) -> dict[str, list[CardDef]]:
        cards = resolve(deck, self.pool)
        if len(cards["main"]) < 10:
            raise self.deck_error(deck, None, f"a deck has at least 10 cards, this one has {len(cards['main'])}")
        return cards

    def build(self, g: Game, decks: Sequence[dict[str, list[CardDef]]]) -> None:
        for seat, deck in enumerate(decks):
            g.add_zone(seat, "deck", HIDDEN)
            g.add_zone(seat, "hand", PRIVATE)
            g.add_zone(seat, "drop", PUBLIC)
            for s in SLOTS:
                g.add_zone(seat, s, PUBLIC, capacity=1, field=True)
            d = g.zone(seat, "deck")
            for c in deck["main"]:
                g.new_card(c, seat, d)
            g.players[seat].counters["life"] = 5

    def keeps_identity(self, g: Game, card: Card, src: Zone, dst: Zone) -> bool:
        return src.field and dst.field

    def rule_actions(self, g: Game) -> bool:
        for p in g.players:
            if p.lost:
                continue
            if p.counters["life"] <= 0:
                g.flag_loss(p.seat, "no life left", "TOY 1")
            elif not g.zone(p.seat, "deck").cards:
                g.flag_loss(p.seat, "no cards in deck", "TOY 2")
        return False

    def play(self, g: Game) -> Flow:
        for seat in range(g.n_players):
            g.shuffle(g.zone(seat, "deck"))
            g.draw(seat, 3)
        g.active = g.first_player = g.rng.randrange(g.n_players)
        while True:
            g.turn += 1
            yield from self.turn(g)
            g.active = g.opponent(g.active)

    def turn(self, g: Game) -> Flow:
        me = g.active
        for s in SLOTS:
            c = g.zone(me, s).top
            if c:
                g.set_orientation(c, STAND)
        g.draw(me, 1)
        yield from check_timing(g)
        while True:
            options = [Option("end", "End turn")]
            empty = [s for s in SLOTS if not g.zone(me, s).cards]
            for c in g.zone(me, "hand").cards:
                for s in empty:
                    options.append(Option(f"play:{c.iid}:{s}", f"Play {c.name} to {s}", card=c.iid, zone=f"p{me}.{s}"))
            for s in SLOTS:
                c = g.zone(me, s).top
                if c and c.orientation == STAND:
                    options.append(Option(f"attack:{c.iid}", f"Attack with {c.name}", card=c.iid))
            opt = yield from choose_one(g, me, "Your move", options)
            if opt.key == "end":
                break
            kind, *rest = opt.key.split(":")
            card = g.cards[int(rest[0])]
            if kind == "play":
                g.move(card, g.zone(me, rest[1]))
                for ab in card.card.abilities:
                    if ab.when == "placed":
                        g.add_pending(me, f"{card.name}: {ab.text}", source=card, ability=ab)
            else:
                g.set_orientation(card, REST)
                g.add_counter(g.opponent(me), "life", -1)
            yield from check_timing(g)
        g.expire()


def toy_deck(n: int = 20) -> DeckList:
    from engine.decks import parse_deck_text

    ids = [f"T-{i:03d}" for i in range(1, 9)]
    text = "\n".join(f"1 {ids[i % len(ids)]}" for i in range(n))
    return parse_deck_text(text, "toy.txt")
