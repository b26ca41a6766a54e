"""Cards below other cards (DBS 11-3, DBS 9-4).

A card placed under another lies in its owner's ``under`` area (open) and
records its host (the card on top, by incarnation) in
:attr:`~engine.games.dbscg.state.DbsState.hosts`. Ruling:

* DBS 11-3-5: when the top card leaves the Battle Area (other than to the
  Combo Area) the cards under it go to the Drop Area. The engine moves them
  at the next rule processing after the move, before any player acts and
  without triggering their area-movement [Auto] (which 11-3-5 says do not
  activate): the result is the same as moving them together.
"""

from __future__ import annotations

from engine.games.dbscg.manuals import ruleset_of
from engine.games.dbscg.note_params import named
from engine.games.dbscg.state import game_state
from engine.games.dbscg.stats import power
from engine.messages import msg
from engine.state import STAND, Card, Game

#: the areas where a card can have cards under it
HOST_ZONES = ("battle", "combo", "leader")


def place_under(g: Game, card: Card, host: Card) -> None:
    """Place ``card`` under ``host`` (DBS 11-3-4: at the very bottom)."""
    under = g.zone(card.owner, "under")
    g.move(card, under, index=0, face_up=True, why=f"placed under {host.name}", rule=ruleset_of(g).r("under"))
    st = game_state(g)
    st.hosts[card.iid] = (host, host.incarnation)
    st.stacks = True


def cards_under(g: Game, host: Card) -> list[Card]:
    hosts = game_state(g).hosts
    out = []
    for seat in range(g.n_players):
        for c in g.zone(seat, "under").cards:
            h = hosts.get(c.iid)
            if h is not None and h[0] is host and h[1] == host.incarnation:
                out.append(c)
    return out


def carry_over(g: Game, old: Card, new: Card) -> None:
    """DBS 9-4-2 / 10-5-4: the card placed on top takes the mode and the
    power additions/subtractions of the card under it."""
    new.orientation = old.orientation
    n = 0
    for e in g.effects:
        if e.stat == "power" and e.op == "add" and e.target == old.iid and e.target_inc == old.incarnation:
            e.target, e.target_inc = new.iid, new.incarnation
            n += 1
    mode = "rest" if old.orientation != STAND else "active"
    said = msg(f"dbs.log.on_top.{mode}", card=named(new), old=named(old), k=n, power=power(g, new))
    g.log(said, rule=ruleset_of(g).r("on_top"))


def under_rule_action(g: Game) -> bool:
    """DBS 11-3-5 (see the module notes): the cards whose host left go to
    the Drop Area. True when a card moved."""
    done = False
    rs = ruleset_of(g)
    hosts = game_state(g).hosts
    for seat in range(g.n_players):
        for c in list(g.zone(seat, "under").cards):
            host, inc = hosts.get(c.iid, (None, -1))
            if host is None or host.incarnation != inc or host.zone.name not in HOST_ZONES:
                hosts.pop(c.iid, None)
                g.move(c, g.zone(c.owner, "drop"), why="the card above it left", rule=rs.r("under_leave"))
                done = True
    return done
