"""Table sync's search: the answers to the current decision after which
the game shows what the table shows, tried on copies of the game, and how
the ones found are judged (exact, half done, another card revealed, part of
the table) and told apart."""

from __future__ import annotations

import itertools
import logging
import math
from collections import Counter
from dataclasses import dataclass, field

from engine.decisions import Answer, Decision, Kind, declining_answer, is_declining
from engine.events import CardMoved
from engine.match import Match
from engine.state import PUBLIC
from hardware.table.answers import (
    Glimpse,
    blind_reason,
    camera_visible,
    card_changes,
    placed_in,
    slot_zones,
)
from hardware.table.declines import Declines
from hardware.table.limits import ASK_MOST, FEW, MANY, MAX_TRIES, REPLAY_ERRORS
from hardware.table.picture import Difference, LabelKey, shown_between
from hardware.table.report import HIDDEN, ORDER, TARGET, UNREAD, YES_NO, Candidate
from hardware.table.words import Joined, ZoneRef, part, say, steps

log = logging.getLogger("hardware.table.sync")


@dataclass
class _Tally:
    """The answers one search tried, filed by how they fit the table."""

    start: int  #: where in the journal the moves the table may show begin
    exact: list[tuple[Candidate, Match]] = field(default_factory=list)  #: the table, exactly
    passing: list[Candidate] = field(default_factory=list)  #: half done: a card on its way
    #: exactly, with hidden cards swapped: (how many swaps, keys, the swaps)
    fits: list[tuple[int, Answer, list[tuple[int, int]]]] = field(default_factory=list)
    #: half done, the card the table shows on its way another than the game revealed
    on_the_way: set[tuple[tuple[int, int], ...]] = field(default_factory=set)
    better: list[tuple[int, Candidate, Match]] = field(default_factory=list)  #: part of the table
    unexplained: list[tuple[Candidate, Match]] = field(default_factory=list)
    unseen: list[tuple[Candidate, Match]] = field(default_factory=list)  #: answers the table cannot show
    blind: str = ""  #: why the table cannot show an answer that explains it

    def explains(self) -> bool:
        return bool(self.exact or self.passing or self.fits or self.on_the_way)


class Search(Declines):
    def _options_to_try(self, d: Decision, diffs: list[Difference]) -> list[Answer]:
        g = self.match.game
        diff_zones = {x.zone for x in diffs}
        diff_names = {z.split(".", 1)[1] for z in diff_zones}
        zone_names = {a.name for a in self.layout.zones}
        wanted_cards = {iid for iid, _ in self._unexplained()}
        for label, zones in self.seen.recent.items():
            # seen on the way since the table last matched (guardians that
            # went on to the drop zone)
            iid = self.copies.card(label)
            if iid is not None and g.cards[iid].zone.key not in zones:
                wanted_cards.add(iid)
        for x in diffs:
            for label in x.missing:
                iid = self.copies.card(label)
                if iid is not None:
                    wanted_cards.add(iid)
        seen_cards = set(wanted_cards)
        for x in diffs:
            zone = g.zones.get(x.zone)
            if zone is not None and x.what in ("orientation", "count") and zone.cards:
                wanted_cards.add(zone.cards[-1].iid)  # a guess: the top card of a pile that changed
        if d.kind is Kind.ORDER:
            return []
        scored: list[tuple[int, Answer]] = []
        refusal = declining_answer(d)
        for i, o in enumerate(d.options):
            named = placed_in(g, o) & zone_names
            if named and not named & diff_names and o.card not in wanted_cards:
                continue  # it would change a zone the table did not change
            # (declining comes right after the cards the table shows: a
            # trigger that may return one of twenty cards, declined, is
            # tried before they are)
            score = (
                0
                if o.card in wanted_cards
                else 1
                if (o.key,) == refusal
                else 2
                if named or (o.zone in diff_zones)
                else 3
            )
            scored.append((score * 1000 + i, (o.key,)))
        scored.sort()
        answers = [a for _, a in scored]
        if d.kind is Kind.CARDS and d.max > 1:
            picks = tuple(o.key for o in d.options if o.card in wanted_cards)
            order = {o.key: i for i, o in enumerate(d.options)}
            # cards added to piles, or taken from the piles the choice is
            # made in, as the sensors count them: the table may show only the
            # top one of several
            seen = self.seen.picture()
            exp = self.expected()
            counted = [z for z in exp if z in seen and seen[z].count is not None and exp[z].count is not None]
            added = sum(max(0, (seen[z].count or 0) - (exp[z].count or 0)) for z in counted)
            among = {g.cards[o.card].zone.key for o in d.options if o.card is not None}
            taken = sum(max(0, (exp[z].count or 0) - (seen[z].count or 0)) for z in counted if z in among)
            size = min(d.max, max(d.min, len(picks), added, taken))
            if d.min <= len(picks) <= d.max and (len(picks) != 1 or size == 1):
                answers.insert(0, picks)
            shown = tuple(o.key for o in d.options if o.card in seen_cards)
            made: list[Answer] = []
            alone: list[Answer] = []
            for known in dict.fromkeys((picks, shown)):
                if 0 < len(known) < size:
                    # the table shows some of the cards (the others lie under
                    # them in a pile): each way to make up the rest is a candidate
                    rest = [o.key for o in d.options if o.key not in known]
                    # (the cards the table shows go last: they lie on top)
                    for extra in itertools.islice(itertools.combinations(rest, size - len(known)), MAX_TRIES):
                        made.insert(0, tuple(sorted((*known, *extra), key=lambda k: (k in known, order[k]))))
                    # or only the cards the table shows (a count elsewhere
                    # grew for another reason): tried right after those
                    alone.append(known)
            cut = MAX_TRIES - len(alone)
            answers = [a for a in (*made[:cut], *alone, *made[cut:], *answers) if d.min <= len(a) <= d.max]
        if d.kind is Kind.CARDS and d.min == 0:
            answers.append(())
        return list(dict.fromkeys(answers))[:MAX_TRIES]

    def _try(self, keys: Answer) -> Match | None:
        m = self._copy()
        try:
            m.apply_trusted(keys)
        except REPLAY_ERRORS:
            return None
        return m

    def _search(
        self, diffs: list[Difference], most: int = MAX_TRIES, since: int | None = None
    ) -> list[tuple[Candidate, Match]] | None:
        """The answers after which the table matches (or matches better, when
        the players made several moves); None when there is none. ``most``:
        the most answers tried; ``since``: where in the journal the moves the
        table may show begin (before questions declined on the way: the
        damage check after no guard was taken)."""
        d = self.match.decision
        assert d is not None
        self._partial = False
        self._blind = ""
        start = len(self.match.journal) if since is None else since
        undone = self._undone.get(len(self.match.answers), set())
        tries = [k for k in self._options_to_try(d, diffs) if k not in undone][:most]
        glimpse = Glimpse.of(self.match)
        tally = _Tally(start)
        self._run_tries(d, tries, diffs, glimpse, tally)
        if not tally.explains():
            self._past_declines(d, diffs, glimpse, tally)
        if tally.exact and d.kind is Kind.CARDS and d.max > 1:
            # a card chosen besides may change nothing the table shows (a
            # unit joining a link attack without resting): the same table,
            # another answer, and the players say which
            tally.exact.extend(self._unseen_additions(d, tally.exact, glimpse))
        return self._outcome(tally)

    def _run_tries(
        self, d: Decision, tries: list[Answer], diffs: list[Difference], glimpse: Glimpse, tally: _Tally
    ) -> None:
        """Try each answer on a copy of the game and file it in ``tally``."""
        before = {(x.zone, x.what) for x in diffs}
        chosen_card: int | None = None
        chosen_shown = False
        for keys in tries:
            if tally.exact and len(tries) > FEW and chosen_shown:
                # among many options, only another naming the same card could
                # give the same table; a few options are all checked
                if len(keys) == 1 and d.option(keys[0]).card != chosen_card:
                    continue
            m = self._try(keys)
            if m is None:
                continue
            after = self.differences(m)
            cand = Candidate(keys, self._words(d, keys))
            # (declining, no guardian from a hand nobody sees, is no choice
            # of a card: it is judged like any other answer)
            why = None if is_declining(keys) else blind_reason(glimpse, d, keys, m)
            if why is not None:
                # given on screen, never read from the table; but the table
                # may show it made (a first vanguard put down face down), or
                # made and gone on past a question declined (see below)
                if not after:
                    tally.blind = tally.blind or why
                else:
                    tally.unseen.append((cand, m))
                continue
            if self._judge(tally, cand, m, after):
                if not after:
                    chosen_card = d.option(keys[0]).card if len(keys) == 1 else None
                    # the table shows the chosen card: another card's option cannot give the same table
                    chosen_shown = chosen_card is not None and chosen_card in camera_visible(m)
                    if chosen_card is None and len(keys) < 2 and len(tries) > MANY:
                        break
                continue
            now = {(x.zone, x.what) for x in after}
            if now < before:
                tally.better.append((len(now), cand, m))
            tally.unexplained.append((cand, m))

    def _judge(self, tally: _Tally, cand: Candidate, m: Match, after: list[Difference]) -> bool:
        """File the game after a try by how it fits the table; False when
        it does not explain it."""
        if not after:
            tally.exact.append((cand, m))
            return True
        swaps = self._on_its_way(m, tally.start, after)
        if swaps == [] or self._lagging(m, after):
            tally.passing.append(cand)
            return True
        if swaps and self._passed_on(m, swaps):
            # half done, and the card the table shows on its way is
            # another than the game revealed there, which has gone on
            # (a second drive check the players' shuffle put on top)
            tally.on_the_way.add(tuple(swaps))
            return True
        sub = self._substitution(m, tally.start, after)
        if sub:
            tally.fits.append((len(sub), cand.keys, sub))
            return True
        return False

    def _past_declines(self, d: Decision, diffs: list[Difference], glimpse: Glimpse, tally: _Tally) -> None:
        """No try explains the table: the table went on past an optional
        question the game asks after the answer only because of its guess
        of a hand (may counter): the players declined it."""
        kept = {id(b[2]) for b in tally.better} if len(tally.better) == 1 else set()
        answered = self._answered_by_another(d, tally.unexplained, diffs)
        again = self._asked_again(d, tally.unexplained)
        kept |= {id(m) for _, m in (*answered, *again)}
        for cand, m in tally.unexplained:
            # a try's game is a spare copy: declined in place, unless it
            # may yet be the answer that explains part of the table
            for m2, said in self._declined_on(m, copy=id(m) in kept, quiet=False):
                if self._judge(tally, Candidate(cand.keys, steps(cand.text, *said)), m2, self.differences(m2)):
                    break
        for cand, m in tally.unseen:
            # an answer the table cannot show in the game it tried, but
            # can past a declined question (the unit attacked is retired
            # once the defender is taken to have declined to block)
            for m2, said in self._declined_on(m, copy=False, quiet=False):
                if self.differences(m2):
                    continue
                why = blind_reason(glimpse, d, cand.keys, m2)
                if why is None:
                    tally.exact.append((Candidate(cand.keys, steps(cand.text, *said)), m2))
                else:
                    tally.blind = tally.blind or why
                break
        if not (tally.explains() or tally.better):
            tally.exact.extend(self._with_response(answered, diffs))
        if not (tally.explains() or tally.better):
            tally.exact.extend(self._with_response(again, diffs))

    def _outcome(self, tally: _Tally) -> list[tuple[Candidate, Match]] | None:
        """What the tries filed in ``tally`` conclude: the answers that
        explain the table, or None, having noted why (:attr:`_blind`,
        :attr:`_unfinished`, :attr:`_relaid`, :attr:`_partial`)."""
        exact, fits, better = tally.exact, tally.fits, tally.better
        if exact and tally.blind:
            # an answer the table cannot show explains it too (the unit
            # attacked, or the player): the players say which in the prompt
            self._blind = tally.blind
            return None
        self._blind = "" if tally.explains() or better else tally.blind
        if exact:
            return exact
        if tally.passing:
            # a card is on its way (on the stack, in the trigger zone): wait
            # for where it goes (a card the table shows instead of the one the
            # game reveals is matched once the move is complete)
            self._unfinished = True
            return None
        if not fits and len(tally.on_the_way) == 1:
            # every answer that fits reveals the same other card: whichever
            # it was, the shuffle put the table's card there
            sub = list(next(iter(tally.on_the_way)))
            fits.append((len(sub), (), sub))
        if fits:
            # the table shows other cards than the game revealed (a card
            # played from the hand that the game had in the deck): lay the
            # shuffle out so, then look again
            fits.sort(key=lambda f: f[0])
            if self._fewest_declines([sub[0] for n, _, sub in fits if n == 1]):
                self._relaid = True
                return None
            for _, _, sub in fits:
                if all(self._swap(a, b, shown=False) for a, b in sub):
                    self._relaid = True
                    return None
        if len(better) == 1:
            # one answer explains part of the table and nothing else does:
            # the players made it and went on to the next move
            self._partial = True
            return [(better[0][1], better[0][2])]

        return None

    def _on_its_way(
        self, m: Match, start: int, diffs: list[Difference], base: Match | None = None
    ) -> list[tuple[int, int]] | None:
        """Whether the table shows this answer half done: every difference is
        in a zone the answer changes, and the cards the table shows there are
        cards the answer moves through it (a drive check in the trigger zone,
        a card on the stack). Returns the hidden-card swaps needed for the
        table's cards to be the ones the answer reveals ([] for none), or
        None when the table does not fit the answer. ``base`` is the game
        before the answer (the current game by default)."""
        g = m.game
        base = base or self.match
        before = self.expected(base)
        after = self.expected(m)
        touched = {z for z in after if after[z] != before.get(z)}
        through: dict[str, list[int]] = {}
        for e in m.journal[start:]:
            if isinstance(e, CardMoved):
                touched.update((e.src, e.dst))
                via = shown_between(self.layout, g, e)
                if via is not None:
                    touched.add(via)
                    through.setdefault(via, []).append(e.card)
                elif e.dst in self._camera_zones:
                    through.setdefault(e.dst, []).append(e.card)
        if not through:
            return None
        moved = {self.copies.label(g.cards[i]) for ids in through.values() for i in ids}
        # a card the table cannot show before the answer (hidden, or buried
        # in a pile unseen) may be the one it shows instead of the game's
        shown_before = camera_visible(base)
        swaps: list[tuple[int, int]] = []
        shown = False
        for x in diffs:
            if x.zone not in touched:
                return None
            if x.what != "cards":
                continue
            for lab in x.missing:
                iid = self.copies.card(lab)
                if iid is None or (
                    lab not in moved and not any(e.card == iid for e in m.journal[start:] if isinstance(e, CardMoved))
                ):
                    return None
            passing = [self.copies.label(g.cards[i]) for i in through.get(x.zone, ())]
            hidden = False
            for lab in x.extra:
                if lab in passing:
                    shown = True
                    continue
                held = self.copies.card(lab)
                if held is not None and x.zone in (g.cards[held].zone.key, base.game.cards[held].zone.key):
                    continue  # still where it was: the move has not reached it yet
                if held is None or self._known(held) or held in shown_before:
                    return None
                hidden = True
            if hidden:
                # the table shows other cards than the answer reveals there:
                # the shuffle put them on top, in the order the table showed them
                order = self._in_table_order(x.zone, through.get(x.zone, []), base, m)
                if order is None:
                    return None
                swaps.extend(order)
                shown = True
        return swaps if shown else None

    def _lagging(self, m: Match, diffs: list[Difference]) -> bool:
        """Whether the only differences left after answer ``m`` are labels
        the camera still reads of cards the answer took out of its sight
        where they lay (turned face down by a Counter Blast, put under an
        evolved card): the camera gives a label up only a while after it
        last read it, when the rest of the move has long been reported."""
        before, after = camera_visible(self.match), camera_visible(m)
        g0 = self.match.game
        for x in diffs:
            if x.what != "cards" or x.missing:
                return False
            for label in x.extra:
                iid = self.copies.card(label)
                if iid is None or iid not in before or iid in after or g0.cards[iid].zone.key != x.zone:
                    return False
        return bool(diffs)

    def _in_table_order(self, zone: str, through: list[int], base: Match, m: Match) -> list[tuple[int, int]] | None:
        """Swaps after which the cards answer ``m`` brings out of hiding into
        ``zone`` are, one after another, the cards the table showed there
        since it last matched (the second damage card the first one covered):
        [] when they already are, None when they cannot be."""
        g0, g = base.game, m.game
        before = camera_visible(base)
        revealed = [i for i in through if g0.cards[i].zone.visibility != PUBLIC]
        table = []
        for lab, zones in self.seen.recent.items():
            c = self.copies.card(lab)
            if zone in zones and c is not None and c not in before:
                table.append(c)
        swaps: list[tuple[int, int]] = []
        for i, c in enumerate(table):
            if i >= len(revealed):
                return None  # more cards than the answer reveals there
            r = revealed[i]
            if r == c:
                continue
            if self._known(r) or self._known(c) or g.cards[r].owner != g.cards[c].owner:
                return None
            swaps.append((r, c))
            if c in revealed:
                revealed[revealed.index(c)] = r
            revealed[i] = c
        return swaps

    def _passed_on(self, m: Match, swaps: list[tuple[int, int]]) -> bool:
        """Whether each card ``r`` the game revealed, for which the table
        shows ``c`` (see :meth:`_on_its_way`), has left the zone the table
        shows ``c`` in now (it passed through, as a drive check does), and
        the table shows one of those cards now (the others it covered)."""
        shown = self.seen.shown()
        for r, c in swaps:
            where = shown.get(self.copies.label(m.game.cards[c]))
            if where is not None and m.game.cards[r].zone.key == where:
                return False
        return any(self.copies.label(m.game.cards[c]) in shown for _, c in swaps)

    def _substitution(self, m: Match, start: int, diffs: list[Difference]) -> list[tuple[int, int]]:
        """Swaps of unknown hidden cards after which this answer would give
        the table exactly: each difference is a card the answer brought out
        of hiding (``a``) where the table shows another unknown card of the
        same owner that the game has where the camera cannot read it (``b``:
        hidden, or buried in a pile unseen). [] when it does not fit that way."""
        g0, g1 = self.match.game, m.game
        before = camera_visible(self.match)
        out_of_hiding: dict[int, int] = {}  #: card -> when the answer brought it out of hiding
        for e in m.journal[start:]:
            if isinstance(e, CardMoved) and g1.zones[e.src].visibility != PUBLIC and not self._known(e.card):
                out_of_hiding.setdefault(e.card, len(out_of_hiding))
        # several cards into one zone (two damage cards into the clock): the
        # first the answer brought out is the first the table showed, so the
        # order of the zone is the table's too (the clock's top card is the
        # one a level up leaves)
        last = len(out_of_hiding)

        def came_out(lab: LabelKey) -> int:
            c = self.copies.card(lab)
            return last if c is None else out_of_hiding.get(c, last)

        pairs: list[tuple[int, int]] = []
        for x in diffs:
            if x.what != "cards" or len(x.missing) != len(x.extra):
                return []
            wants = sorted(x.missing, key=came_out)
            shows = sorted(x.extra, key=lambda lab: self.seen.first_read(lab, x.zone))
            for want, shown in zip(wants, shows, strict=True):
                a = self.copies.card(want)
                b = self.copies.card(shown)
                if a is None or b is None or a not in out_of_hiding or self._known(b):
                    return []
                if g0.cards[b].owner != g0.cards[a].owner or b in before:
                    return []
                pairs.append((a, b))
        return pairs

    def _too_many_to_list(self, found: int) -> bool:
        """Whether ``found`` matching answers are too many for the players to
        pick from (more than :data:`ASK_MOST`), or may leave out the one they
        made (a choice of several cards with more ways than a search tries)."""
        d = self.match.decision
        if d is None:
            return False
        if found > ASK_MOST:
            return True
        if d.kind is not Kind.CARDS or d.max < 2:
            return False
        n = len(d.options)
        return sum(math.comb(n, k) for k in range(max(d.min, 1), min(d.max, n) + 1)) > MAX_TRIES

    def _answered_by_another(
        self, d: Decision, tried: list[tuple[Candidate, Match]], diffs: list[Difference]
    ) -> list[tuple[Candidate, Match]]:
        """Of the answers ``tried`` that do not explain the table, those
        (at most :data:`FEW`) that play a card the table shows out of place
        and give another player a question next: the table may show that
        player's response as well (a [Counter] cast while the summon it
        answers was still on the stack)."""
        shown = {self.copies.card(lab) for x in diffs for lab in x.extra} - {None}
        out = []
        for cand, m in tried:
            nxt = m.decision
            if nxt is None or nxt.player == d.player or len(cand.keys) != 1:
                continue
            if d.option(cand.keys[0]).card in shown:
                out.append((cand, m))
        return out[:FEW]

    def _asked_again(self, d: Decision, tried: list[tuple[Candidate, Match]]) -> list[tuple[Candidate, Match]]:
        """Of the answers ``tried`` that do not explain the table, those (at
        most :data:`FEW`) after which the same player is asked yes or no: the
        table may show that player's yes as well (a replacement effect the
        move offered, paid for and made: the card replaced goes to the hand
        instead, the new one is placed)."""
        out = []
        for cand, m in tried:
            nxt = m.decision
            if nxt is not None and nxt.player == d.player and nxt.kind is Kind.YESNO:
                out.append((cand, m))
        return out[:FEW]

    def _with_response(
        self, answered: list[tuple[Candidate, Match]], diffs: list[Difference]
    ) -> list[tuple[Candidate, Match]]:
        """The answers of :meth:`_answered_by_another` (or :meth:`_asked_again`)
        followed by a response of the player asked next (and the optional questions after it
        declined) after which the game is exactly the table."""
        found: list[tuple[Candidate, Match]] = []
        for cand, m in answered:
            nxt = m.decision
            assert nxt is not None
            for keys in self._options_to_try(nxt, diffs)[:FEW]:
                if is_declining(keys):
                    continue  # declining is looked at already
                m2 = self._clone(m)
                try:
                    m2.apply_trusted(keys)
                except REPLAY_ERRORS:
                    continue
                text = steps(cand.text, self._words(nxt, keys))
                if not self.differences(m2):
                    found.append((Candidate(cand.keys, text), m2))
                    continue
                for m3, said in self._declined_on(m2, copy=False, quiet=False):
                    if not self.differences(m3):
                        found.append((Candidate(cand.keys, steps(text, *said)), m3))
                        break
        return found

    def _unseen_additions(
        self, d: Decision, exact: list[tuple[Candidate, Match]], glimpse: Glimpse
    ) -> list[tuple[Candidate, Match]]:
        """Answers of cards choice ``d`` that choose one more card than an
        answer that explains the table, and give the same table."""
        order = {o.key: i for i, o in enumerate(d.options)}
        known = {tuple(sorted(c.keys)) for c, _ in exact}
        found: list[tuple[Candidate, Match]] = []
        tries = 0
        for cand, _ in list(exact):
            if len(cand.keys) >= d.max:
                continue
            for o in d.options:
                keys = tuple(sorted((*cand.keys, o.key), key=order.__getitem__))
                if o.key in cand.keys or tuple(sorted(keys)) in known:
                    continue
                if tries >= MAX_TRIES:
                    return found
                tries += 1
                m = self._try(keys)
                if m is None or self.differences(m) or blind_reason(glimpse, d, keys, m) is not None:
                    continue
                known.add(tuple(sorted(keys)))
                found.append((Candidate(keys, self._words(d, keys)), m))
        return found

    def _moved_only(self, m: Match, d: Decision, keys: Answer) -> bool:
        """Whether answer ``keys`` to ``d`` moved no card in ``m`` but the ones it chose."""
        chosen = {o.card for o in d.chosen(keys)}
        return all(e.card in chosen for e in m.journal[len(self.match.journal) :] if isinstance(e, CardMoved))

    def _why_several(self, found: list[tuple[Candidate, Match]]) -> str:
        """Why several moves match the table: the question is a yes or no or
        an order, or its answers move and turn the same cards the same way
        (which unit is attacked, or gets the power), or differ only in cards
        out of the camera's sight: the table cannot show them apart.
        Otherwise it showed a move that sync could not read."""
        d = self.match.decision
        assert d is not None
        start = len(self.match.journal)
        changes = [Counter(card_changes(m.journal[start:])) for _, m in found]
        differ = {e for c in changes for e in c if any(c2[e] != c[e] for c2 in changes)}
        if not differ:
            return YES_NO if d.kind is Kind.YESNO else ORDER if d.kind is Kind.ORDER else TARGET
        if d.kind is Kind.CARDS:
            # the answers differ in cards that stay as they lie (a unit that
            # joins a link attack without resting): what follows may differ
            # (the battle's outcome), but not the choice the table shows
            keysets = [set(c.keys) for c, _ in found]
            varying = {d.option(k).card for k in set().union(*keysets) - keysets[0].intersection(*keysets[1:])}
            g0 = self.match.game

            def lies(c: int, m: Match) -> bool:
                was, now = g0.cards[c], m.game.cards[c]
                return (now.zone.key, now.orientation, now.face_up) == (was.zone.key, was.orientation, was.face_up)

            if varying and None not in varying and all(lies(c, m) for c in varying if c is not None for _, m in found):
                return TARGET
        shown = set().union(*(camera_visible(m) for _, m in found))
        before = camera_visible(self.match)
        unseen = all(c not in shown and self._unseen_change(c, src, before) for c, src, _ in differ)
        return HIDDEN if unseen else UNREAD

    def _unseen_change(self, card: int, src: str, before: set[int]) -> bool:
        """Whether a change of ``card`` (see :func:`card_changes`) that leaves it
        out of the camera's sight never showed it: a move out of hiding or
        from under a pile's top card (``before``: the cards the camera read
        before the move) into a pile, under its top card; a turn in a zone
        where no sensor reads each card; a flip where the camera does not look."""
        zone = self.match.game.cards[card].zone.key
        if src == "turned":
            return zone not in slot_zones(self.match)
        if src == "flipped":
            return zone not in self._camera_zones
        return src not in self._camera_zones or card not in before

    def _told_apart(self, found: list[tuple[Candidate, Match]]) -> list[tuple[Candidate, Match]]:
        """Candidates whose words are the same (two copies of a unit) get
        where their cards lie: "Wavecrest Rider (Right)"."""
        texts = [c.text for c, _ in found]
        d = self.match.decision
        if d is None or len(set(texts)) == len(texts):
            return found
        g = self.match.game
        areas = {a.key: a.label for a in self.layout.zones}
        out = []
        for c, m in found:
            if texts.count(c.text) > 1:
                where = [
                    (z.key, areas.get(z.key, z.name))
                    for z in (g.cards[o.card].zone for o in d.chosen(c.keys) if o.card is not None)
                ]
                if where:
                    places = Joined(tuple(ZoneRef(k, w) for k, w in where))
                    c = Candidate(c.keys, say("table.told_apart", move=part(c.text), where=places))
            out.append((c, m))
        return out
