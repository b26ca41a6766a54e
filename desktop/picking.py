"""Putting an answer together on the screen: a card or zone clicked, the
places a card can go, cards picked for a "choose cards" or "order"
decision, drag and drop, and the warning before a choice that would do
nothing (built on :class:`desktop.model_base.GameModelBase`)."""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication

from desktop.model_base import GameModelBase, Plan
from engine.decisions import Kind, Option
from engine.errors import PlaymatError

log = logging.getLogger("desktop.bridge")

#: Qt's translation (context ``Notices``: the game window's status line), by the name its tools look for
translate = QCoreApplication.translate


def several_ways(card: str) -> str:
    return translate("Notices", "{card} can go there in several ways: choose one in the prompt").format(card=card)


class Picking(GameModelBase):
    def click_card(self, iid: int) -> None:
        """A card clicked on the mat or in the hand: its option, if it has
        one; with several, it is selected, the places it can go are marked
        (see :meth:`places`), and a click on one of them (or on a card lying
        there) makes the move a drop there would make."""
        d = self.decision
        if d is None:
            if self.session is not None and not self.session.over:
                self.notice.emit(translate("Notices", "Wait: another player is deciding"))
            return
        sel = self.selected_card
        zone = self.card_zone(iid)
        if sel is not None and sel != iid and zone is not None and zone in self.places(sel):
            self.click_zone(zone)
            return
        opts = self.options_for_card(iid)
        if not opts:
            if zone is not None and self.options_for_zone(zone):
                self.click_zone(zone)
                return
            self.notice.emit(
                translate("Notices", "{card} is not a choice now ({question})").format(
                    card=self.card_name(iid), question=self.shown_prompt(d)
                )
            )
            return
        if len(opts) == 1:
            # one thing to do: done at once (a place it asks next, a Weiss
            # Schwarz stage position, is marked for the next click)
            self.selected_card = None
            self.pick(opts[0].key)
            return
        self.selected_card = None if sel == iid else iid
        self.picking_changed.emit()
        if self.selected_card is not None:
            said = (
                translate("Notices", "{card}: choose where (marked in blue) or what in the prompt; Esc lets it go")
                if self.places(iid)
                else translate("Notices", "{card}: choose what in the prompt; Esc lets it go")
            )
            self.notice.emit(said.format(card=self.card_name(iid)))

    def click_zone(self, zone: str) -> None:
        """A zone clicked: the selected card's move there, if it has one;
        else the option that names the zone."""
        if self.decision is None:
            return
        sel = self.selected_card
        if sel is not None:
            plans = self.places(sel).get(zone, [])
            if len(plans) == 1:
                self.selected_card = None
                self._make(plans[0])
                return
            if plans:
                self.notice.emit(several_ways(self.card_name(sel)))
                return
        opts = self.options_for_zone(zone)
        if len(opts) == 1:
            self.pick(opts[0].key)

    #: options of a card tried on a copy of the game to learn where they put it, at most
    MAX_DROP_TRIALS = 6

    def places(self, iid: int) -> dict[str, list[Plan]]:
        """Where the card ``iid`` can go now, and how: for each zone, the
        option that puts it there, and the place to choose next when the
        option asks it (a Weiss Schwarz character played, then its stage
        position). The options that name no place (ride, play, cast) are
        tried on a copy of the game. Dropping the card on one of these zones,
        or clicking the zone while the card is selected, makes that move."""
        s = self.session
        d = self.decision
        if s is None or d is None or d.kind is Kind.ORDER or d.max != 1 or d.min != 1:
            return {}
        key = (id(s.match), len(s.match.journal), iid)
        cached = self._places.get(key)
        if cached is not None:
            return cached
        src = self.card_zone(iid)
        out: dict[str, list[Plan]] = {}

        def add(zone: str, plan: Plan) -> None:
            if zone != src and plan not in out.setdefault(zone, []):
                out[zone].append(plan)

        tries = []
        for o in self.options_for_card(iid):
            target = o.dst or (o.zone if o.zone and o.zone != src else "")
            if target:
                add(target, (o.key, None))
            else:
                tries.append(o)
        if 0 < len(tries) <= self.MAX_DROP_TRIALS:
            for o in tries:
                trial = s.match.clone()
                try:
                    trial.apply((o.key,))
                except PlaymatError:
                    continue  # refused (a guided demo answers only what it expects)
                except Exception:  # a copy that fails to play on just offers no place
                    log.warning("trying %r on a copy failed", o.key, exc_info=True)
                    continue
                where = [z.key for z in trial.view(d.player).zones if any(c.iid == iid for c in z.cards)]
                nd = trial.decision
                if where and where != [src]:
                    add(where[0], (o.key, None))
                elif nd is not None and nd.player == d.player and nd.max == 1 and nd.min == 1:
                    for x in nd.options:
                        if x.zone and x.card in (None, iid):
                            add(x.zone, (o.key, x.key))
        self._places = {key: out}
        return out

    def _make(self, plan: Plan) -> bool:
        """Answer with a plan of :meth:`places`: the option, then the place."""
        first, then = plan
        if self._warn(first) or not self.answer((first,)):
            return False
        after = self.decision
        if then is not None and after is not None and any(x.key == then for x in after.options):
            self.pick(then)
        return True

    def pick(self, key: str) -> None:
        """Choose an option: answers at once for a one-choice decision; adds it
        to (or takes it out of) the picked cards or the order otherwise."""
        d = self.decision
        if d is None:
            return
        d.option(key)  # raises for an unknown key
        if d.kind is not Kind.ORDER and d.max == 1 and d.min == 1:
            if not self._warn(key):
                self.answer((key,))
            return
        if key in self.picked:
            self.picked.remove(key)
        elif d.kind is Kind.ORDER or len(self.picked) < d.max:
            self.picked.append(key)
        else:
            self.notice.emit(
                translate("Notices", "Choose at most {n}; click a chosen one to put it back").format(n=d.max)
            )
            return
        self.picking_changed.emit()
        if d.kind is Kind.ORDER and len(self.picked) == len(d.options):
            self.confirm()

    def _warn(self, key: str) -> bool:
        """Whether choosing ``key`` now would play or use an effect that does
        nothing (no card to act on) and the player has not been told yet:
        then :attr:`warning` says so and the choice waits for a second yes
        (the same choice again, Enter, or "Play it anyway"); Esc lets it go."""
        s, d = self.session, self.decision
        if self.warning is not None and self.warning[0] == key:
            return False
        self.warning = None
        opt = next((o for o in d.options if o.key == key), None) if d is not None else None
        if s is None or opt is None or opt.verb not in ("play", "activate"):
            return False
        g = s.match.game
        try:
            why = g.ruleset.would_do_nothing(g, opt)
        except Exception:  # a warning is a courtesy: never in the way of the move
            log.warning("could not tell whether %r does something", key, exc_info=True)
            return False
        if why is None:
            return False
        self.warning = (
            key,
            translate("Notices", "{choice} would do nothing now: {why}.").format(
                choice=self.option_label(opt), why=why
            ),
        )
        self.picking_changed.emit()
        name = self.card_name(opt.card) if opt.card is not None else self.option_label(opt)
        self.notice.emit(
            translate("Notices", "{card} would do nothing now: go ahead anyway, or think again").format(card=name)
        )
        return True

    def can_confirm(self) -> bool:
        if self.warning is not None:
            return True
        d = self.decision
        if d is None or (d.kind is not Kind.ORDER and d.max == 1 and d.min == 1):
            return False
        if d.kind is Kind.ORDER:
            return len(self.picked) == len(d.options)
        return d.min <= len(self.picked) <= d.max

    def confirm(self) -> bool:
        if self.warning is not None:
            return self.answer((self.warning[0],))
        if not self.can_confirm():
            return False
        return self.answer(tuple(self.picked))

    def clear_picked(self) -> None:
        if self.warning is not None:
            self.warning = None
            self.picking_changed.emit()
        if self.picked:
            self.picked = []
            self.picking_changed.emit()

    def pass_turn(self) -> bool:
        """Answer with the option that does nothing (pass, end the phase, skip, no)."""
        from desktop.session import pass_option

        d = self.decision
        if d is None:
            return False
        key = pass_option(d)
        if key is None or not (d.kind is not Kind.ORDER and d.max == 1):
            self.notice.emit(translate("Notices", "There is nothing to pass here"))
            return False
        return self.answer((key,))

    def options_for_card(self, iid: int) -> list[Option]:
        d = self.decision
        return [o for o in d.options if o.card == iid] if d is not None else []

    def options_for_zone(self, zone: str) -> list[Option]:
        d = self.decision
        return [o for o in d.options if o.zone == zone and o.card is None] if d is not None else []

    def drop(self, iid: int, zone: str) -> bool:
        """A card dropped on a zone: the move that puts it there (see
        :meth:`places`), if one does; otherwise the card goes back and
        ``notice`` says why."""
        d = self.decision
        name = self.card_name(iid)
        if d is None:
            self.notice.emit(translate("Notices", "Nothing to decide now: right-click a card to move it by hand"))
            return False
        src = self.card_zone(iid)
        if zone == src:
            return False
        plans = self.places(iid).get(zone, [])
        if len(plans) == 1:
            self.selected_card = None
            return self._make(plans[0])
        fits = [o for o in d.options if o.card is None and o.zone == zone and d.kind is Kind.ZONE]
        if not plans and len(fits) == 1:
            self.pick(fits[0].key)
            return True
        if plans:
            self.notice.emit(several_ways(name))
        elif self.options_for_card(iid):
            words = self._game_words()
            where = sorted({words.zone(z) for z in self.places(iid)})
            said = (
                translate("Notices", "{card} cannot go to {zone} now. It can go to: {zones}.")
                if where
                else translate("Notices", "{card} cannot go to {zone} now. Choose what to do with it in the prompt.")
            )
            zones = translate("Notices", ", ").join(where)
            self.notice.emit(said.format(card=name, zone=words.zone(zone), zones=zones))
        else:
            self.notice.emit(
                translate("Notices", "{card} cannot move now: {question}").format(
                    card=name, question=self.shown_prompt(d)
                )
            )
        return False

    def card_name(self, iid: int) -> str:
        v = self.view()
        if v is not None:
            for z in v.zones:
                for c in z.cards:
                    if c.iid == iid and c.name:
                        return self._game_words().named(c.name)
        return translate("Notices", "That card")

    def card_zone(self, iid: int) -> str | None:
        v = self.view()
        if v is not None:
            for z in v.zones:
                for c in z.cards:
                    if c.iid == iid:
                        return z.key
        return None
