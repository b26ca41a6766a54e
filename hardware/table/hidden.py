"""Table sync's hidden cards: the cards the game revealed that the table
must show, the shuffles laid out as the table showed them (two unseen
cards traded, every answer replayed), and cards the players name that the
game has elsewhere traded into place."""

from __future__ import annotations

import logging
from collections.abc import Mapping

from engine.decisions import Answer, Decision, Option, is_declining
from engine.events import Answered, CardMoved
from engine.match import Match
from engine.state import PUBLIC
from hardware.table.answers import (
    camera_visible,
    declining,
    passive,
    same_kind,
    same_so_far,
)
from hardware.table.limits import FEW, REPLAY_ERRORS
from hardware.table.picture import LabelKey, shown_between
from hardware.table.replay import rearranged
from hardware.table.report import WAITING, Report
from hardware.table.sync_base import Reveal, SyncBase
from hardware.table.words import ZoneRef, say, steps

log = logging.getLogger("hardware.table.sync")


class HiddenCards(SyncBase):
    def _confirm_visible(self) -> None:
        n = len(self.match.answers)
        g = self.match.game
        for area in self.layout.zones:
            zone = g.zones.get(area.key)
            if zone is None or not area.camera:
                continue
            shown = zone.cards if area.kind == "row" else zone.cards[-1:]
            for c in shown:
                if c.face_up:
                    self.confirmed[c.iid] = n
        self._synced_at = n

    def _reveals(self) -> list[Reveal]:
        """Cards the game moved out of a hidden zone into sight since the table
        last matched, that the table has not shown yet."""
        m = self.match
        g = m.game
        answered = 0
        start = len(m.journal)
        for i, e in enumerate(m.journal):
            if isinstance(e, Answered):
                answered += 1
                if answered > self._synced_at:
                    start = i
                    break
        found: dict[int, Reveal] = {}
        for e in m.journal[start:]:
            if not isinstance(e, CardMoved):
                continue
            dst_public = g.zones[e.dst].visibility == PUBLIC
            # a card revealed between two hidden zones is shown on its way
            via = shown_between(self.layout, g, e)
            dst = via or e.dst
            r = found.get(e.card)
            if r is not None:
                if dst_public or via:
                    r.path.append(dst)
            elif (
                (dst_public or via)
                and g.zones[e.src].visibility != PUBLIC
                and not self._known(e.card)
                and self.copies.labelled(g.cards[e.card])
            ):
                found[e.card] = Reveal(e.card, e.owner, e.src, [dst])
        visible = camera_visible(m)
        out = []
        for r in found.values():
            if self.confirmed.get(r.iid, -1) >= len(m.answers):
                continue
            now = g.cards[r.iid].zone.key
            # shown now, or shown on its way through a zone it has left; a
            # card buried in a pile in the same move cannot be shown
            if r.iid in visible or any(z != now and z in self._camera_zones for z in r.path):
                out.append(r)
        return out

    def _waiting(self, applied: list[str]) -> Report:
        rs = self._reveals()
        areas = {a.key: a for a in self.layout.zones}
        parts = []
        zones = []
        for r in rs:
            z = next((p for p in r.path if p in areas and areas[p].camera), r.path[0])
            zones.append(z)
            src = ZoneRef(r.src, r.src.split(".", 1)[-1].replace("_", " "))
            zone = ZoneRef(z, areas[z].label if z in areas else z)
            parts.append(say("table.show_card", n=r.owner + 1, src=src, zone=zone))
        return Report(WAITING, steps(*parts), (), (), tuple(applied), tuple(zones))

    def _table_labels(self) -> dict[LabelKey, str]:
        return self.seen.shown()

    def _unexplained(self) -> list[tuple[int, str]]:
        """(card, zone) for labels the table shows where the game does not have that card face up."""
        g = self.match.game
        out = []
        for label, zone in self._table_labels().items():
            iid = self.copies.card(label)
            if iid is None:
                continue
            c = g.cards[iid]
            if c.zone.key == zone and c.face_up:
                continue
            out.append((iid, zone))
        return out

    def _identify_reveals(self) -> bool:
        """Match the cards the game revealed with the labels the table shows
        on their way; True if anything changed."""
        g = self.match.game
        recent = self.seen.recent
        changed = False
        reveals = self._reveals()
        visible = camera_visible(self.match)
        if self._reorder_reveals(reveals):
            return True

        def shown_on_its_way(r: Reveal) -> bool:
            own = self.copies.label(g.cards[r.iid])
            return bool(recent.get(own, set()) & {*r.path, g.cards[r.iid].zone.key})

        # cards the table showed where the game moved them: their labels
        # explain nothing else (the card played, then shuffled back by a
        # refresh the same answer caused, is no longer known as shown)
        explained = {self.copies.label(g.cards[r.iid]) for r in reveals if shown_on_its_way(r)}
        explained |= {
            self.copies.label(g.cards[i]) for i, at in self.confirmed.items() if at >= len(self.match.answers)
        }
        for r in reveals:
            if shown_on_its_way(r):
                self.confirmed[r.iid] = len(self.match.answers)
                changed = True
                continue
            for label in recent:
                if label in explained or not any(self.seen.read_since(label, z) for z in r.path):
                    continue  # (a label kept from before may be long gone)
                iid = self.copies.card(label)
                # a card the table has never shown, hidden or where the camera
                # cannot read it (put into the soul from the deck)
                if iid is None or iid == r.iid or self._known(iid) or iid in visible:
                    continue
                if self._swap(r.iid, iid):
                    self.confirmed[iid] = len(self.match.answers)
                    return True
        return changed

    def _reorder_reveals(self, reveals: list[Reveal]) -> bool:
        """Cards revealed one after another from the deck into one zone
        (two drive checks) that the table showed in another order: the deck
        held them in the table's order. True when the game was laid out so.
        Cards the players chose (guardians from the hand, a card clocked
        from the hand beside a refresh point) are not: their order says
        nothing of a shuffle."""
        g = self.match.game
        recent = self.seen.recent
        by_zone: dict[str, list[Reveal]] = {}
        for r in reveals:
            label = self.copies.label(g.cards[r.iid])
            shown = [z for z in r.path if z in recent.get(label, set())]
            if shown and r.src.endswith(".deck"):
                by_zone.setdefault(shown[0], []).append(r)
        for zone, rs in by_zone.items():
            want = sorted(rs, key=lambda r: self.seen.first_read(self.copies.label(g.cards[r.iid]), zone))
            for got, w in zip(rs, want, strict=True):
                if got.iid != w.iid and self._swap(got.iid, w.iid):
                    return True
        return False

    def _explains(self, m: Match, iid: int) -> bool:
        """Whether, in ``m``, card ``iid`` lies or passed since the table last
        matched where the table showed its label."""
        zones = self.seen.recent.get(self.copies.label(m.game.cards[iid]), set())
        if m.game.cards[iid].zone.key in zones:
            return True
        answered = 0
        for i, e in enumerate(m.journal):
            if isinstance(e, Answered):
                answered += 1
                if answered > self._synced_at:
                    return any(
                        isinstance(x, CardMoved)
                        and x.card == iid
                        and (shown_between(self.layout, m.game, x) or x.dst) in zones
                        for x in m.journal[i:]
                    )
        return False

    def _swap(self, a: int, b: int, *, shown: bool = True) -> bool:
        """Make hidden cards ``a`` and ``b`` trade places in the last shuffle
        that held both, if the game still fits; True when done. ``shown``:
        keep it only if the table showed ``b`` where the game then has it."""
        m2 = self._swapped(a, b, shown=shown)
        if m2 is None:
            return False
        self._take_swap(m2, a, b)
        return True

    def _swapped(self, a: int, b: int, *, shown: bool = True) -> Match | None:
        """The game with ``a`` and ``b`` traded (see :meth:`_swap`), or None."""
        if a == b or self._swaps_left <= 0:
            return None
        m = self.match
        if self._known(a) or self._known(b):
            return None
        for s in reversed(m.shuffle_log):
            done = m.arrangement.get(s.number, ())
            if (a, b) in done or (b, a) in done:
                return None  # undoing an earlier finding: the table is in the middle of a move
            if a in s.iids and b in s.iids:
                m2 = self._rearranged(m, s.number, a, b)
                if m2 is None:
                    continue
                if shown and (not self._explains(m2, b) or len(self.differences(m2)) > len(self.differences(m))):
                    continue  # the table is not showing what the swap would make the game do
                if not same_so_far(m2, m, self._synced_at if shown else None):
                    continue  # it would change what the table already showed
                return m2
        return None

    def _rearranged(self, m: Match, number: int, a: int, b: int) -> Match | None:
        """``m`` replayed with ``a`` and ``b`` traded after shuffle
        ``number``, declining the questions the trade makes the game ask;
        failing that, also dropping an "end" given to a question the trade
        takes away (see :func:`going_on`). None when the answers no longer fit."""
        for refusal in (is_declining, passive):
            self._spend()
            try:
                return rearranged(m, number, [(a, b)], declining, refusal)
            except REPLAY_ERRORS as exc:
                log.debug("table sync: cannot swap #%d and #%d after shuffle %d: %s", a, b, number, exc)
        return None

    def _fewest_declines(self, swaps: list[tuple[int, int]]) -> bool:
        """Of several single swaps that each explain the table, make the one
        after which the game declines the fewest questions it did not ask
        before (a card that now lets a player combo or counter makes the game
        ask, and decline, questions the table never showed); True when one
        was made. One swap alone is left to the usual way."""
        options = list(dict.fromkeys(swaps))[:FEW]
        if len(options) < 2:
            return False
        best: tuple[Match, int, int] | None = None
        for a, b in options:
            m2 = self._swapped(a, b, shown=False)
            if m2 is not None and (best is None or len(m2.answers) < len(best[0].answers)):
                best = (m2, a, b)
        if best is None:
            return False
        self._take_swap(*best)
        return True

    def _take_swap(self, m2: Match, a: int, b: int) -> None:
        self.rearrangements += 1
        self._swaps_left -= 1
        log.info("table sync: the players' deck order had #%d where the game had #%d", b, a)
        self.match = self._kept = m2
        self._spares = []
        if self.on_match is not None:
            self.on_match(m2)

    def _before_declines(self, m: Match) -> Match:
        """``m`` back before the optional questions its replay declined at
        its end, past what the table has confirmed: with the traded card in
        the hand the game now asks them (may combo once more), and the table
        shows the players did not decline."""
        extra = len(m.answers) - len(self.match.answers)
        keep = len(m.answers) - extra
        if (
            extra <= 0
            or keep < self._synced_at
            or not all(isinstance(a, tuple) and is_declining(a) for a in m.answers[keep:])
        ):
            return m
        self._spend()
        try:
            return m.rewind(keep)
        except REPLAY_ERRORS:
            return m

    def _trade_for(self, d: Decision, keys: Answer, recorded: Mapping[str, Option]) -> None:
        """The players name on screen a card of their hand that the game has
        among their unseen cards elsewhere (its guess of the hand was wrong):
        trade it with an unseen card of the hand, so that the answer names a
        card the game has there. ``recorded``: the options of ``keys`` this
        game does not offer, as the game they were chosen in offered them
        (their cards, and where the options of their kind take cards from)."""
        valid = {o.key for o in d.options}
        g = self.match.game
        visible = camera_visible(self.match)
        for k in keys:
            was = recorded.get(k)
            if k in valid or was is None:
                continue  # (an answer nothing says more of names no card to trade)
            zones = {g.cards[o.card].zone.key for o in d.options if o.card is not None and same_kind(o, was)}
            if not zones:
                zones = {f"p{d.player}.hand"}
            named = was.cards
            for b in named:
                if not 0 <= b < len(g.cards) or g.cards[b].owner != d.player or self._known(b):
                    continue
                # (a card the game buried unseen in a pile may be the one)
                if b in visible or g.cards[b].zone.key in zones:
                    continue
                for zone in sorted(zones):
                    for c in g.zones[zone].cards:
                        if self._known(c.iid) or c.iid in named:
                            continue
                        m2 = self._swapped(c.iid, b, shown=False)
                        if m2 is not None and m2.decision is not None and k in {o.key for o in m2.decision.options}:
                            self._take_swap(m2, c.iid, b)
                            return self._trade_for(m2.decision, keys, recorded)
        return None

    def _unseen_keys(self, d: Decision, keys: Answer, recorded: Mapping[str, Option]) -> Answer:
        """A choice among cards nobody has seen (a card from the hand put
        face down) that names a card the game has elsewhere and cannot trade
        into place: any unseen card of the same kind of option (``recorded``:
        see :meth:`_trade_for`) stands for it, since nobody can tell them apart."""
        valid = {o.key for o in d.options}
        g = self.match.game
        out: list[str] = []
        for k in keys:
            was = recorded.get(k)
            if k in valid or was is None:
                out.append(k)
                continue
            pick = next(
                (
                    o.key
                    for o in d.options
                    if o.key not in out
                    and o.key not in keys
                    and o.card is not None
                    and same_kind(o, was)
                    and g.cards[o.card].zone.visibility != PUBLIC
                    and not self._known(o.card)
                ),
                None,
            )
            out.append(k if pick is None else pick)
        return tuple(out)
