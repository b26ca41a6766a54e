"""Fair shuffles for games whose referee a player cannot watch.

The seed fixes every shuffle, so whoever knows it knows the decks' order.
A remote game's referee therefore draws the seed from :mod:`secrets`
(:data:`~engine.match.SEED_BITS` bits, see :meth:`Match.new`) and, before
the first card is dealt, publishes only a *commitment* to it: the SHA-256 of
the seed and a per-game random nonce (:func:`commitment`). When the game is
over it reveals the seed, the nonce, the decks and every answer
(:func:`reveal`). Each player then checks (:func:`verify`) that the revealed
seed is the one committed to, and that replaying the game from it, the decks
and the answers gives exactly the views and questions that player was shown
during the game (:func:`snapshot`, recorded by :class:`Witness`): the
referee can neither have chosen the shuffles after seeing the decks, nor
shown a player a game other than the one the answers make.

What a seat is shown is a :func:`snapshot`: the answers given so far
(``index``), the seat's view, and the question it must answer (none while
another seat decides). Snapshots are compared by their canonical JSON
(:func:`canonical`), the form they travel in.
"""

from __future__ import annotations

import dataclasses
import hashlib
import hmac
import json
import re
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.decisions import Decision, Option
from engine.errors import IllegalActionError, InvalidAnswerError, LoadError
from engine.match import SAVE_FORMAT, SAVE_VERSION, Match
from engine.view import View, view_for

#: names the commitment scheme in what is hashed, so a hash made for anything
#: else can never pass for a commitment
SCHEME = "playmat-seed-commitment-v1"
#: bytes of a game's nonce
NONCE_BYTES = 16
#: the seat number of a spectator's view (sees no hidden card)
SPECTATOR = -1

_NONCE = re.compile(r"[0-9a-f]{32}")
_DIGEST = re.compile(r"[0-9a-f]{64}")


class VerificationError(ValueError):
    """The revealed game does not match its commitment or what was shown."""


def new_nonce() -> str:
    """A game's nonce: :data:`NONCE_BYTES` random bytes from :mod:`secrets`, in hex."""
    return secrets.token_hex(NONCE_BYTES)


def commitment(seed: int, nonce: str) -> str:
    """SHA-256 (hex) of the scheme's name, the seed in decimal and the nonce."""
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise ValueError("a committed seed is a whole number, 0 or more")
    if not isinstance(nonce, str) or not _NONCE.fullmatch(nonce):
        raise ValueError("a nonce is 32 hexadecimal digits")
    return hashlib.sha256(f"{SCHEME}\n{seed}\n{nonce}".encode()).hexdigest()


# -- what a seat is shown ----------------------------------------------------------------


def plain(obj: Any) -> Any:
    """``obj`` as JSON gives it back: tuples become lists, keys strings."""
    return json.loads(json.dumps(obj, default=_unknown))


def _unknown(obj: Any) -> Any:
    if isinstance(obj, (set, frozenset)):
        return sorted(obj, key=repr)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return dataclasses.asdict(obj)
    return str(obj)


_SCALARS = (str, int, float, bool, type(None))


def _flat(d: Mapping[Any, Any]) -> dict[str, Any]:
    """:func:`plain` of a small table, quick when it holds only scalars
    under string keys (a card's stats, a player's counters)."""
    if all(type(k) is str and isinstance(v, _SCALARS) for k, v in d.items()):
        return dict(d)
    return dict(plain(d))


def canonical(obj: Any) -> str:
    """The one JSON text of ``obj``, plain JSON values (:func:`plain`): keys
    sorted, no spaces."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=_unknown)


def digest(obj: Any) -> str:
    """SHA-256 (hex) of :func:`canonical`."""
    return hashlib.sha256(canonical(obj).encode()).hexdigest()


def option_dict(o: Option) -> dict[str, Any]:
    return {
        "key": o.key,
        "label": o.label,
        "card": o.card,
        "zone": o.zone,
        "value": o.value,
        "verb": o.verb,
        "cards": list(o.cards),
        "src": o.src,
        "dst": o.dst,
        "cost": [list(c) for c in o.cost],
    }


def decision_dict(d: Decision) -> dict[str, Any]:
    return {
        "player": d.player,
        "kind": d.kind.value,
        "prompt": d.prompt,
        "options": [option_dict(o) for o in d.options],
        "min": d.min,
        "max": d.max,
        "rule": d.rule,
        "about": d.about,
    }


def view_dict(v: View) -> dict[str, Any]:
    """A view as plain JSON values (:func:`dataclasses.asdict`, but without
    its deep copies: a snapshot is made for every seat after every answer)."""
    return {
        "viewer": v.viewer,
        "ruleset": v.ruleset,
        "turn": v.turn,
        "active": v.active,
        "phase": v.phase,
        "step": v.step,
        "players": [{"seat": p.seat, "team": p.team, "counters": _flat(p.counters), "lost": p.lost} for p in v.players],
        "zones": [
            {
                "key": z.key,
                "name": z.name,
                "owner": z.owner,
                "visibility": z.visibility,
                "count": z.count,
                "cards": [
                    {
                        "iid": c.iid,
                        "name": c.name,
                        "card_id": c.card_id,
                        "face_up": c.face_up,
                        "orientation": c.orientation,
                        "stats": _flat(c.stats) if c.stats else {},
                        "text": c.text,
                        "type": c.type,
                    }
                    for c in z.cards
                ],
                "host": z.host,
            }
            for z in v.zones
        ],
        "over": v.over,
        "winners": list(v.winners),
        "extras": plain(v.extras),
    }


def snapshot(m: Match, seat: int) -> dict[str, Any]:
    """What ``seat`` (or :data:`SPECTATOR`) is shown now, in plain JSON
    values: ``index`` (answers given so far), ``view`` (:func:`view_for`) and
    ``decision`` (the question, only when ``seat`` must answer it)."""
    d = m.decision
    return {
        "index": len(m.answers),
        "view": view_dict(view_for(m.game, seat)),
        "decision": plain(decision_dict(d)) if d is not None and d.player == seat else None,
    }


# -- the reveal and the check ------------------------------------------------------------


def reveal(m: Match, nonce: str, table_seats: Sequence[int] = ()) -> dict[str, Any]:
    """What the referee publishes when the game is over: the game as a save
    holds it (seed, decks, answers; :meth:`Match.to_dict`) and the nonce.

    ``table_seats`` (numbered from 1): the seats that played with paper
    cards on the sensor mat. Their decks' order is the table's, which shows
    only as cards are revealed; the game's :attr:`Match.arrangement` records
    how their cards that were never shown were laid out again to follow it,
    and is revealed with them (:func:`check_arrangement`)."""
    data = m.to_dict()
    if not table_seats:
        data.pop("arrangement", None)
        return {"nonce": nonce, "game": data}
    return {"nonce": nonce, "game": data, "table_seats": sorted(table_seats)}


def check_arrangement(m: Match, table_seats: Any) -> None:
    """A revealed arrangement may only re-order cards of the table seats'
    own decks (a table seat's physical shuffle is the one that counts for
    them; every other seat's order must be the seed's). Cards of another
    seat, or cards made during the game, are a :class:`VerificationError`;
    that nothing another seat was shown changed is checked by the replay."""
    if not m.arrangement:
        return
    if not isinstance(table_seats, list) or not all(type(s) is int and s >= 1 for s in table_seats):
        raise VerificationError("the game was laid out otherwise than its seed, and no seat played at a table")
    owners = {c.iid: c.owner for c in m.game.cards}
    for number, swaps in sorted(m.arrangement.items()):
        for pair in swaps:
            for iid in pair:
                owner = owners.get(iid)
                if owner is None or owner + 1 not in table_seats:
                    who = "no seat's deck" if owner is None else f"Player {owner + 1}'s deck"
                    raise VerificationError(
                        f"shuffle {number} was laid out otherwise for card {iid} of {who}: "
                        "only a table seat's own cards follow the table"
                    )


@dataclass
class Witness:
    """What one seat was shown, snapshot by snapshot (by answer index), and
    the commitment published at the start; :meth:`verify` checks a reveal."""

    seat: int
    commitment: str = ""
    shown: dict[int, str] = field(default_factory=dict)

    def saw(self, shot: Mapping[str, Any]) -> None:
        """Record one snapshot shown (the same index twice must agree)."""
        index = shot.get("index")
        if not isinstance(index, int) or isinstance(index, bool) or index < 0:
            raise VerificationError("a snapshot without an answer index")
        d = digest({k: shot.get(k) for k in ("index", "view", "decision")})
        before = self.shown.setdefault(index, d)
        if before != d:
            raise VerificationError(f"two different snapshots were shown after answer {index}")

    def verify(self, revealed: Any) -> Match:
        """The replayed game, or :class:`VerificationError`."""
        return verify(revealed, self.commitment, self.seat, self.shown)


def verify(revealed: Any, committed: str, seat: int, shown: Mapping[int, str]) -> Match:
    """Check a reveal (:func:`reveal`): its seed and nonce give ``committed``,
    and replaying its answers from its seed and decks shows ``seat``, after
    each answer index in ``shown``, a snapshot of that digest
    (:func:`digest` of :func:`snapshot`). Returns the replayed game; every
    mismatch is a :class:`VerificationError`."""
    if not isinstance(revealed, dict) or not isinstance(revealed.get("game"), dict):
        raise VerificationError("the reveal holds no game")
    game, nonce = revealed["game"], revealed.get("nonce")
    if not isinstance(committed, str) or not _DIGEST.fullmatch(committed):
        raise VerificationError("no commitment to the seed was received at the start")
    seed = _revealed_seed(game.get("seed"))
    try:
        made = commitment(seed, nonce)  # type: ignore[arg-type]
    except ValueError as exc:
        raise VerificationError(f"the revealed seed cannot be checked: {exc}") from None
    if not hmac.compare_digest(made, committed):
        raise VerificationError("the revealed seed is not the one committed to at the start")
    answers = game.get("answers")
    if not isinstance(answers, list):
        raise VerificationError("the reveal holds no answers")
    try:
        m = Match.from_dict({**game, "format": SAVE_FORMAT, "version": SAVE_VERSION, "answers": []}, "<reveal>")
    except LoadError as exc:
        raise VerificationError(f"the revealed game cannot be set up: {exc}") from None
    check_arrangement(m, revealed.get("table_seats"))
    _check_shown(m, seat, shown)
    for n, a in enumerate(answers, start=1):
        try:
            m.replay_one(tuple(a) if isinstance(a, list) else a)
        except (IllegalActionError, InvalidAnswerError, TypeError, ValueError) as exc:
            raise VerificationError(f"revealed answer {n} does not fit the game: {exc}") from None
        _check_shown(m, seat, shown)
    unseen = sorted(i for i in shown if i > len(answers))
    if unseen:
        raise VerificationError(f"snapshots were shown after answer {unseen[0]}, past the game's last answer")
    want = game.get("journal_sha256")
    if want is not None and want != m.journal_digest():
        raise VerificationError("the replayed journal differs from the referee's")
    return m


def _revealed_seed(raw: Any) -> int:
    if isinstance(raw, str) and re.fullmatch(r"[0-9]{1,40}", raw):
        return int(raw)
    if isinstance(raw, int) and not isinstance(raw, bool) and raw >= 0:
        return raw
    raise VerificationError("the reveal holds no seed")


def _check_shown(m: Match, seat: int, shown: Mapping[int, str]) -> None:
    index = len(m.answers)
    want = shown.get(index)
    if want is not None and digest(snapshot(m, seat)) != want:
        raise VerificationError(f"after answer {index} the replay shows another game than the one shown")
