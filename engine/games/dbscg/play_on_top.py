"""A card played on top of the skill's own card: "choose 1 <X> card in your hand
and play it on top of this card (in Active Mode)". The chosen Battle Card is
played (DBS 3-6-3: into the Battle Area, no energy cost paid) on top of this
card, which must still be the same card in the Battle Area (else nothing can be
played there, DBS 1-3-2). The card on top takes this card's mode and its power
additions/subtractions (DBS 9-4-2), or is in Active Mode when that is said; this
card, and the cards that were under it, lie under the new card (DBS 11-3-1,
11-3-2: the stack is one card, the skills below are nullified); a card played on
top of the attack card or guard card is the new one (DBS 7-1-4). "When you play
this card" triggers (DBS 8-6-2); a deck looked through is shuffled (DBS 11-6-3).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.abilities import register_vocabulary
from engine.games.dbscg.grammar import ADAPTER, PLAY_FROM
from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.note_params import label_of, named
from engine.games.dbscg.plays import _follow_battle
from engine.games.dbscg.schema import GAME
from engine.games.dbscg.stacks import cards_under, carry_over, place_under
from engine.games.dbscg.state import game_state, play_barred
from engine.grammar.adapter import Adapter, Flow
from engine.grammar.selector import THIS, Selector, SelectorSpec
from engine.grammar.spec import Flag, SpecError, Verb, once
from engine.grammar.verbs import Sugar, WithSelector
from engine.messages import msg
from engine.state import STAND, Card, Game
from engine.timing import Pending


@dataclass(frozen=True, slots=True)
class PlayOnTop(Verb):
    """Play the one Battle Card ``what`` names on top of the skill's own card."""

    ad: Adapter = field(repr=False, compare=False)
    what: Selector = THIS
    active: bool = False

    def run(self, g: Game, p: Pending) -> Flow:
        rs = ruleset_of(g)
        seat = p.controller
        host = g.source_of(p)
        if host is None or host.zone.name != "battle":
            g.log(msg("dbs.log.no_host", label=label_of(g, p)), rule=rs.r("impossible"))
            return
        chosen: list[Card] = yield from self.ad.select(
            g, p, self.what, f"Play {self.what.words()} on top of {host.name}", rs.r("play_do")
        )
        for card in chosen[:1]:
            if play_barred(g, seat, card.card):
                g.log(msg("dbs.log.cant_play", label=label_of(g, p), card=named(card)), rule=rs.r("impossible"))
                continue
            from_hand = card.zone.name == "hand"
            _on_top(g, host, card, self.active)
            text = msg("dbs.log.plays_on_top", label=label_of(g, p), n=seat + 1, card=named(card), host=named(host))
            g.happen("play", (card,), player=seat, text=text, rule=rs.r("play_do"), from_hand=from_hand)
        if "deck" in self.what.zones:
            g.shuffle(g.zone(seat, "deck"))
            g.log(msg("dbs.log.shuffles_deck", n=seat + 1), rule=rs.r("search"))

    def words(self) -> str:
        return f"play {self.what.words()} on top of this card" + (" in Active Mode" if self.active else "")


def _on_top(g: Game, host: Card, card: Card, active: bool) -> None:
    """``card`` into the Battle Area on top of ``host`` (DBS 9-4-2, 11-3-1, 7-1-4)."""
    below = cards_under(g, host)
    g.move(
        card,
        g.zone(card.owner, "battle"),
        face_up=True,
        orientation=None,
        why="played by a skill",
        rule=ruleset_of(g).r("on_top"),
    )
    carry_over(g, host, card)
    if active:
        card.orientation = STAND
        g.log(msg("dbs.log.played_active", card=named(card)), rule=ruleset_of(g).r("play_do"))
    place_under(g, host, card)
    hosts = game_state(g).hosts
    for c in below:  # DBS 11-3-2: the whole stack is one card, now under the new top card
        hosts[c.iid] = (card, card.incarnation)
    _follow_battle(g, host, card)


def _play_on_top(raw: tuple[Selector, dict[str, Any]]) -> PlayOnTop:
    what, opts = raw
    if what.types != ("battle",) or what.owner != "you" or what.top or not set(what.zones) <= set(PLAY_FROM):
        raise SpecError(
            f'plays your own Battle Card: type = "battle", no owner, no top, a zone of {", ".join(PLAY_FROM)}'
        )
    if what.count != 1:
        raise SpecError("one card is played on top of this card: count = 1 or up_to = 1")
    return PlayOnTop(ADAPTER, what, bool(opts.get("active", False)))


register_vocabulary(
    GAME,
    effects={
        "play_on_top": once(
            Sugar(
                WithSelector(SelectorSpec(ADAPTER, zone="hand", this=False, top=False), {"active": Flag()}, key="play"),
                _play_on_top,
            ),
            "play one of your Battle Cards the selector ``play`` names (hand, deck, drop...) on top of this card in the"
            " Battle Area: it keeps this card's mode (active = true: in Active Mode) and power effects, this card"
            " goes under it (DBS 9-4-2, 11-3)",
        ),
    },
)
