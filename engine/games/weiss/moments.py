"""The moments of the turn that automatic abilities can name ("at the
beginning of ...", "at the end of ..."), and timed activation (WS 8.7.5).

Each phase and step of WS 6 and WS 7 begins by activating its activation
condition (WS 6.2.1.1 - WS 6.8.1.1, WS 7.2.1.1 - WS 7.7.1.1). A printed
automatic ability names its moment in ``when`` (the words of
``MOMENTS`` below); ``params.whose`` says whose turn it watches: ``"your"``
(the default: "at the beginning of your main phase"), ``"opponent"`` or
``"any"``. The turn player's abilities are put in standby first.

Timed activation (WS 8.7.5): an effect ``{ timed = "name" }`` creates the
automatic ability of the same card written with ``zones = ["timed"]`` and
``params.timed = "name"``; its ``when`` is the moment it waits for. Its
master is the master of the effect that created it (WS 4.3.5), "this card"
is the card as it was when the effect created it (a card that changed zones
since is a new card, WS 3.1.4), and it activates once (WS 8.7.5.1) unless
``params.times`` says more. ``params.whose`` defaults to ``"any"`` for a
timed ability ("at the end of this turn"); ``params.this_turn = true`` limits
it to the turn it was created in.

An ability created (or a card arriving) after its moment has passed this turn
does not activate for that moment: a timed ability waits for the next time
the moment comes, and one limited to this turn ends with the turn without
activating. The end phase is the exception the rules make (WS 6.8.1.1, WS
6.8.1.5): "at the beginning of end phase" and "at the end of turn"
conditions that have not activated this turn make the end phase start over,
and they activate then.
"""

from __future__ import annotations

from engine.abilities import Ability
from engine.games.weiss.keywords import info
from engine.games.weiss.state import Timed, game_state, stage, turn_state
from engine.games.weiss.zones import CLIMAX_AREA
from engine.log_words.parts import word_message
from engine.messages import msg
from engine.state import Card, Game

#: activation conditions of the turn, with the rule that activates them
MOMENTS: dict[str, str] = {
    "turn_start": "WS 6.2.1.1",  # at the beginning of turn
    "stand_start": "WS 6.2.1.1",  # at the beginning of stand phase
    "draw_start": "WS 6.3.1.1",
    "clock_start": "WS 6.4.1.1",
    "main_start": "WS 6.5.1.1",
    "climax_start": "WS 6.6.1.1",
    "attack_start": "WS 7.2.1.1",  # at the beginning of attack phase (the first declaration step)
    "declaration_start": "WS 7.2.1.2",
    "trigger_start": "WS 7.3.1.1",
    "counter_start": "WS 7.4.1.1",
    "damage_start": "WS 7.5.1.1",
    "battle_start": "WS 7.6.1.1",
    "attack_end": "WS 7.5.1.4",  # at the end of the attack (WS 7.6.1.5 after a battle); printed: the attacker's own
    "encore_start": "WS 7.7.1.1",
    "turn_end": "WS 6.8.1.1",  # at the beginning of end phase
    "end_of_turn": "WS 6.8.1.1",  # at the end of turn
}

#: the conditions WS 6.8.1.1 activates, once a turn each, and WS 6.8.1.5 waits for
END_MOMENTS = ("turn_end", "end_of_turn")

WHOSE = ("your", "opponent", "any")


def watches(whose: str, master: int, g: Game) -> bool:
    """Whether an ability of ``master`` watching ``whose`` turn sees this turn."""
    if whose == "any":
        return True
    return (g.active == master) == (whose == "your")


# -- printed abilities ----------------------------------------------------------------------


def _holders(g: Game, seat: int) -> list[Card]:
    """The cards whose text works for the moments: the characters on the
    stage (WS 2.12.2.1) and the climax in the climax area (WS 2.12.2.2)."""
    out = stage(g, seat)
    cx = g.zone(seat, CLIMAX_AREA).cards
    if cx:
        out.append(cx[-1])
    return out


def _moments_printed(g: Game) -> frozenset[str]:
    """The moments named by a printed automatic ability of some card of the
    game (looked up once, and again when cards are added to the game)."""
    st = game_state(g)
    known = st.moments
    if known is None or known[0] != len(g.cards):
        named = frozenset(m for cd in {c.card for c in g.cards} for m in info(cd).autos)
        known = st.moments = (len(g.cards), named)
    return known[1]


def _printed(g: Game, moment: str) -> list[tuple[int, Card, int, Ability]]:
    """(master, card, index, ability) of every printed ability of ``moment``
    that watches this turn, the turn player's first."""
    out: list[tuple[int, Card, int, Ability]] = []
    if moment not in _moments_printed(g):
        return out  # no card of the game names this moment: no holder to look at
    for seat in g.turn_order():
        for c in _holders(g, seat):
            abilities = info(c.card).autos.get(moment)
            if not abilities:
                continue
            for i, ab in enumerate(abilities):
                if watches(str(ab.params.get("whose", "your")), seat, g):
                    out.append((seat, c, i, ab))
    return out


def fire_moment(g: Game, moment: str) -> None:
    """Activate ``moment``: every printed automatic ability naming it enters
    the standby condition (WS 8.7.2), and so does every timed ability
    waiting for it (WS 8.7.5). The end moments activate only the abilities
    not yet activated this turn (WS 6.8.1.1)."""
    end = moment in END_MOMENTS
    done: set[tuple[int, int, str, int]] = turn_state(g).end_done if end else set()
    for seat, c, i, ab in _printed(g, moment):
        if end:
            key = (c.iid, c.incarnation, moment, i)
            if key in done:
                continue
            done.add(key)
        g.add_pending(seat, f"{c.name}: {ab.text or moment}", source=c, ability=ab, optional=ab.optional)
    fire_timed(g, moment)


def end_conditions_waiting(g: Game) -> bool:
    """WS 6.8.1.5: whether an "at the beginning of end phase" or "at the end
    of turn" condition has not activated yet this turn (a card that arrived,
    or a timed ability created, after WS 6.8.1.1)."""
    done = turn_state(g).end_done
    for moment in END_MOMENTS:
        for _, c, i, _ab in _printed(g, moment):
            if (c.iid, c.incarnation, moment, i) not in done:
                return True
        for t in timed_list(g):
            if t.ability.when == moment and watching(t, g):
                return True
    return False


# -- timed activation (WS 8.7.5) -------------------------------------------------------------------


def watching(t: Timed, g: Game) -> bool:
    """Whether the timed ability ``t`` watches this turn (limited to the turn
    it was created in, and whose turns, ``params.whose``)."""
    if t.this_turn and g.turn != t.turn:
        return False
    return watches(str(t.ability.params.get("whose", "any")), t.master, g)


def timed_list(g: Game) -> list[Timed]:
    """The timed abilities waiting for their moment (WS 8.7.5)."""
    return game_state(g).timed


def create_timed(g: Game, master: int, source: Card | None, source_inc: int, ability: Ability) -> Timed:
    """WS 8.7.5: an effect creates an automatic ability that activates at a later moment."""
    times = int(ability.params.get("times", 1))  # WS 8.7.5.1: once, unless otherwise specified
    name = source.name if source is not None else "Effect"
    t = Timed(
        tid=g.next_id(),
        master=master,
        ability=ability,
        source=source.iid if source is not None else None,
        source_inc=source_inc,
        label=f"{name}: {ability.text or ability.when}",
        turn=g.turn,
        this_turn=bool(ability.params.get("this_turn", False)),
        left=max(times, 1),
    )
    timed_list(g).append(t)
    g.changes += 1
    when = word_message("ws.log.when", ability.when.replace("_", " "))
    g.log(
        msg("ws.log.waits_this_turn" if t.this_turn else "ws.log.waits", n=master + 1, label=t.label, when=when),
        rule="WS 8.7.5",
    )
    return t


def fire_timed(g: Game, moment: str) -> None:
    """WS 8.7.5: the timed abilities waiting for ``moment`` (and watching
    this turn) enter the standby condition; each activates once unless it
    says more (WS 8.7.5.1)."""
    waiting = game_state(g).timed
    if not waiting:
        return
    for t in list(waiting):
        if t.ability.when != moment or not watching(t, g):
            continue
        p = g.add_pending(t.master, t.label, ability=t.ability, optional=t.ability.optional, timed=t.tid)
        p.source, p.source_inc = t.source, t.source_inc  # "this card": the card the effect named
        t.left -= 1
        g.log(msg("ws.log.timed_activation", label=t.label), rule="WS 8.7.5.1" if t.left == 0 else "WS 8.7.5")
        if t.left <= 0:
            waiting.remove(t)


def expire_timed(g: Game) -> None:
    """At the start of a turn: a timed ability limited to the turn that
    ended never activates now (its moment passed or never came)."""
    waiting = game_state(g).timed
    if not waiting:
        return
    for t in list(waiting):
        if t.this_turn and t.turn != g.turn:
            waiting.remove(t)
            g.log(msg("ws.log.moment_missed", label=t.label), rule="WS 8.7.5")
