"""Table sync's searches around the current question: past questions the
players declined without a word, after an answer that moves no card, and
after trading a card the table shows into the hand the game guessed."""

from __future__ import annotations

import logging

from engine.match import Match
from hardware.table.answers import (
    camera_visible,
)
from hardware.table.limits import FEW, MAX_TRADE_TRIES, MAX_TRADES, MAX_TRIES
from hardware.table.picture import Difference
from hardware.table.report import Candidate
from hardware.table.search import Search
from hardware.table.words import steps

log = logging.getLogger("hardware.table.sync")


class Detours(Search):
    def _search_past_decline(
        self, diffs: list[Difference], most: int = MAX_TRIES
    ) -> list[tuple[Candidate, Match]] | None:
        """The table shows a move of a decision after this one: the players
        declined this question, and perhaps the next ones (they exist only
        because of the game's guess of the hidden cards: may combo, may
        counter), and went on."""
        base, spares = self.match, self._spares
        for m, said in self._declined_on(base):
            self.match, self._spares = m, []
            try:
                found = self._search(diffs, most, since=len(base.journal))
                if not found and not self._relaid and not self._unfinished:
                    found = self._after_quiet(diffs)
            finally:
                if not self._relaid:
                    self.match, self._spares = base, spares
            if self._relaid:
                # the hidden cards were laid out anew from the declined game on
                if self.on_match is not None:
                    self.on_match(self.match)
                return None
            # only a move the table shows exactly: a guess at two steps is no judge's call
            exact = [(c, m2) for c, m2 in found or [] if not self.differences(m2)]
            if exact:
                return [(Candidate(c.keys, steps(*said, c.text)), m2) for c, m2 in exact]
        return None

    def _after_quiet(self, diffs: list[Difference]) -> list[tuple[Candidate, Match]] | None:
        """The table shows a move of the question after an answer that moves
        no card ("Attack", then the unit rested), which the player could not
        give on screen while it asked another player a question the table
        went past: the one such answer, among the first few, after which an
        answer to the next question gives exactly the table."""
        d = self.match.decision
        assert d is not None
        base, spares, swaps = self.match, self._spares, self._swaps_left
        still = self.expected(base)
        found: list[tuple[Candidate, Match]] = []
        self._swaps_left = 0  # the deck order is not laid out again on a guess
        try:
            for o in d.options[:FEW]:
                self.match, self._spares = base, spares
                m = self._try((o.key,))
                if m is None or m.decision is None or self.expected(m) != still:
                    continue
                self.match, self._spares = m, []
                for c, m2 in self._search(diffs, most=FEW) or []:
                    if not self.differences(m2):
                        found.append((Candidate(c.keys, steps(self._words(d, (o.key,)), c.text)), m2))
        finally:
            self.match, self._spares, self._swaps_left = base, spares, swaps
        self._unfinished = False
        return found if len(found) == 1 else None

    def _search_after_trade(
        self, diffs: list[Difference], *, whole: bool = False
    ) -> list[tuple[Candidate, Match]] | None:
        """The table shows a card from a player's hand that the game has in
        their deck, and the game offers no move that would put it there (it
        did not ask whether to ride, since its guess of the hand held no
        card to ride): trade that card with an unseen card of the hand, and
        look again. ``whole``: only for an answer that then explains the
        whole table (another explains part of it already)."""
        g = self.match.game
        visible = camera_visible(self.match)
        # each trade replays the game, and each try on a traded game copies
        # it: the work is bounded (see MAX_TRADE_TRIES), and so are the
        # traded games looked at past a declined question
        attempts = past = 0
        for x in diffs:
            for label in x.extra:
                b = self.copies.card(label)
                # (a card the game buried unseen in a pile, paid face down
                # from the energy onto the drop, may be the one)
                if b is None or b in visible or g.cards[b].zone.name == "hand" or self._known(b):
                    continue
                hand = g.zones.get(f"p{g.cards[b].owner}.hand")
                if hand is None:
                    continue
                tried = 0
                for c in hand.cards:
                    if attempts >= MAX_TRADE_TRIES:
                        return None
                    if tried >= MAX_TRADES:
                        break
                    if self._known(c.iid):
                        continue
                    attempts += 1
                    m2 = self._swapped(c.iid, b, shown=False)
                    if m2 is None:
                        continue
                    tried += 1
                    m2 = self._before_declines(m2)
                    base, spares = self.match, self._spares
                    self.match, self._spares = m2, []
                    # the move shows the traded card: the answers naming it come first
                    found = self._search(self.differences(m2), most=FEW)
                    if not found and not self._relaid and not self._unfinished and past < MAX_TRADES:
                        # the players also went past a question the game
                        # asks first (the attacker's, before the defender
                        # combos with the traded card)
                        past += 1
                        found = self._search_past_decline(self.differences(m2), most=FEW)
                    if self._relaid:
                        return None  # the trade, laid out further
                    self.match, self._spares = base, spares
                    if found and len(found) == 1 and not (whole and self._partial):
                        self._take_swap(m2, c.iid, b)
                        return found
        return None
