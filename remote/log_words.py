"""A log line's words as data, for a seat to word in its player's language.

The referee sends each seat its log (:mod:`remote.log_chunks`), each line
as the words its event has as data (:func:`event_words`): the message the
viewer may read, or the fields the desktop words itself (phases, turns,
card moves and their reasons); a line without words travels as its English
(``describe(viewer)``), and a seat that wants the English of a line with
words words it from them (:func:`entry_english`: the same line). Nothing
a seat may not see goes there: a card moved or flipped unseen goes without
its name or number, a private answer as "chose", a private note as its
public words, a card of a message the seat may not read (not its own, not
shown to it, not named by the English line the seat may read) as a face-down card
without its number (:func:`remote.wire.message_dict`), and the game's start
without its seed (revealed at the end). The seat turns the data back into
an event (:func:`event_from_words`) that the desktop words as hot-seat
does; a line without data stays English.
The log is outside the fairness snapshot, so the replay check is unchanged.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.events import (
    Answered,
    CardFlipped,
    CardMoved,
    CardTurned,
    CounterChanged,
    EffectAdded,
    EffectEnded,
    Event,
    GameEnded,
    GameStarted,
    Happened,
    Note,
    PhaseBegan,
    PlayerLost,
    Shuffled,
    TurnBegan,
    said_message,
)
from engine.messages import Message
from engine.view import HIDDEN_IID
from remote.wire import message_dict, message_from_dict

Named = Callable[[int, str], bool]
#: a message as data for the seat reading it (:func:`remote.wire.message_dict`)
Put = Callable[[Message], dict[str, Any]]
#: the seed of a game's start as a seat reads it (revealed when the game ends)
NO_SEED = -1


def _said(said: str | Message, put: Put) -> Any:
    message = said_message(said)  # (a Said's message travels, not its English)
    return said if message is None else put(message)


def _maybe(m: Message | None, put: Put) -> Any:
    return None if m is None else put(m)


def _everyone(iid: int, name: str) -> bool:
    return True


def _putter(named: Named, line: str) -> Put:
    """A message as data: a card named where ``named`` says the seat may
    read it, or where the English line the seat receives beside it already
    says the whole message (every card of it named as the seat reads it)."""

    def put(m: Message) -> dict[str, Any]:
        return message_dict(m, _everyone if line and m.english() in line else named)

    return put


def _answered(e: Answered, viewer: int, put: Put) -> dict[str, Any]:
    if e.private and viewer != e.player:
        return {"k": "answered", "player": e.player, "private": True}
    messages = e.label_messages or (None,) * len(e.labels)
    return {
        "k": "answered",
        "player": e.player,
        "prompt": e.prompt,
        "labels": list(e.labels),
        "message": _maybe(e.message, put),
        "label_messages": [_maybe(m, put) for m in messages],
    }


def _seen(e: CardMoved | CardFlipped, viewer: int) -> tuple[bool, str]:
    seen = viewer in e.seen_by
    return seen, e.name if seen else ""


def event_words(e: Event, viewer: int, named: Named, line: str = "") -> dict[str, Any] | None:
    """``e``'s words as data for engine seat ``viewer`` (-1: a spectator),
    a card's name only where ``named(iid, name)`` lets the seat read it or
    ``line``, the English line the seat gets for ``e``, already says it;
    None when the English line says all the event has."""
    put = _putter(named, line)
    if isinstance(e, Note):
        words = e.words(viewer)
        return None if words is None else {"k": "note", "said": put(words)}
    if isinstance(e, Happened):
        return None if e.message is None else {"k": "happened", "said": put(e.message)}
    if isinstance(e, CardMoved):
        seen, name = _seen(e, viewer)
        return {"k": "moved", "seen": seen, "name": name, "owner": e.owner, "src": e.src, "dst": e.dst, "why": e.why}
    if isinstance(e, CardFlipped):
        seen, name = _seen(e, viewer)
        return {"k": "flipped", "seen": seen, "name": name, "face_up": e.face_up}
    if isinstance(e, Answered):
        return _answered(e, viewer, put)
    return _plain(e, put)


def _plain(e: Event, put: Put) -> dict[str, Any] | None:
    """The events every seat reads alike."""
    if isinstance(e, GameStarted):
        return {"k": "started", "ruleset": e.ruleset, "players": e.players}
    if isinstance(e, TurnBegan):
        return {"k": "turn", "turn": e.turn, "player": e.player}
    if isinstance(e, PhaseBegan):
        return {"k": "phase", "player": e.player, "phase": e.phase, "step": e.step}
    if isinstance(e, Shuffled):
        return {"k": "shuffled", "zone": e.zone}
    if isinstance(e, CardTurned):
        return {"k": "turned", "name": e.name, "orientation": e.orientation}
    if isinstance(e, CounterChanged):
        return {"k": "counter", "owner": e.owner, "name": e.name, "value": e.value, "delta": e.delta}
    if isinstance(e, EffectAdded):
        return {"k": "effect", "said": _said(e.said, put), "duration": e.duration}
    if isinstance(e, EffectEnded):
        return {"k": "effect_ended", "said": _said(e.said, put)}
    if isinstance(e, PlayerLost):
        return {"k": "lost", "player": e.player, "reason": e.reason, "message": _maybe(e.message, put)}
    if isinstance(e, GameEnded):
        return {"k": "over", "winners": list(e.winners), "reason": e.reason, "message": _maybe(e.message, put)}
    return None


# -- a seat reads them back ----------------------------------------------------------------


def _msg(raw: Any) -> Message | None:
    return None if raw is None else message_from_dict(raw)


def _text_or_msg(raw: Any) -> str | Message:
    return raw if isinstance(raw, str) else message_from_dict(raw)


def _int(raw: Any) -> int:
    if type(raw) is not int:
        raise ValueError("a number")
    return raw


def _str(raw: Any) -> str:
    if not isinstance(raw, str):
        raise ValueError("a text")
    return raw[:500]


def _back_answered(raw: dict[str, Any]) -> Answered:
    player = _int(raw["player"])
    if raw.get("private") is True:
        return Answered(player, "", (), (), private=True)
    labels = tuple(_str(t) for t in raw["labels"])
    messages = tuple(_msg(m) for m in raw["label_messages"])
    if len(messages) != len(labels):
        raise ValueError("a label per message")
    return Answered(player, _str(raw["prompt"]), (), labels, message=_msg(raw["message"]), label_messages=messages)


def _back_seen(raw: dict[str, Any], viewer: int) -> tuple[str, tuple[int, ...]]:
    seen = raw["seen"] is True
    return (_str(raw["name"]) if seen else ""), ((viewer,) if seen else ())


def _back(raw: dict[str, Any], viewer: int) -> Event | None:
    k = raw["k"]
    if k == "note":
        return Note(message_from_dict(raw["said"]))
    if k == "happened":
        return Happened("", (), -1, said=message_from_dict(raw["said"]))
    if k == "moved":
        name, seen_by = _back_seen(raw, viewer)
        src, dst, why = _str(raw["src"]), _str(raw["dst"]), _str(raw["why"])
        return CardMoved(HIDDEN_IID, name, _int(raw["owner"]), src, dst, seen_by, why)
    if k == "flipped":
        name, seen_by = _back_seen(raw, viewer)
        return CardFlipped(HIDDEN_IID, name, raw["face_up"] is True, seen_by)
    if k == "answered":
        return _back_answered(raw)
    if k == "started":
        return GameStarted(_str(raw["ruleset"]), NO_SEED, _int(raw["players"]))
    if k == "turn":
        return TurnBegan(_int(raw["turn"]), _int(raw["player"]))
    if k == "phase":
        return PhaseBegan(_int(raw["player"]), _str(raw["phase"]), _str(raw["step"]))
    return _back_more(raw)


def _back_more(raw: dict[str, Any]) -> Event | None:
    k = raw["k"]
    if k == "shuffled":
        return Shuffled(_str(raw["zone"]))
    if k == "turned":
        return CardTurned(HIDDEN_IID, _str(raw["name"]), _str(raw["orientation"]))
    if k == "counter":
        return CounterChanged(_int(raw["owner"]), _str(raw["name"]), _int(raw["value"]), _int(raw["delta"]))
    if k == "effect":
        return EffectAdded(0, _text_or_msg(raw["said"]), _str(raw["duration"]))
    if k == "effect_ended":
        return EffectEnded(0, _text_or_msg(raw["said"]))
    if k == "lost":
        return PlayerLost(_int(raw["player"]), _str(raw["reason"]), message=_msg(raw["message"]))
    if k == "over":
        winners = tuple(_int(w) for w in raw["winners"])
        return GameEnded(winners, _str(raw["reason"]), message=_msg(raw["message"]))
    return None


def line_english(e: Event, viewer: int) -> str:
    """A log line in English for engine seat ``viewer``: the engine's,
    except that the game's start does not name the seed (it is committed
    to, and revealed at the end)."""
    if isinstance(e, GameStarted):
        return f"Game of {e.ruleset} started ({e.players} players; the seed is revealed when the game ends)"
    return e.describe(viewer)


#: a line whose words this version cannot read (sent by a newer referee)
UNREADABLE = "(a line of the log this version of Playmat cannot read)"


def entry_english(entry: Any, viewer: int) -> str:
    """The English line of a log entry as it travels: the English itself
    where the line has no words, else worded from its words
    (:func:`line_english`, the line the referee wrote)."""
    if isinstance(entry, str):
        return entry
    e = event_from_words(entry, viewer)
    return UNREADABLE if e is None else line_english(e, viewer)


def event_from_words(raw: Any, viewer: int) -> Event | None:
    """The event a line's words (:func:`event_words`) say, for engine seat
    ``viewer``; None when there are none or they are malformed (the line's
    English is shown then)."""
    if not isinstance(raw, dict):
        return None
    try:
        return _back(raw, viewer)
    except (KeyError, TypeError, ValueError, AttributeError):
        return None
