"""What travels on the topics: JSON objects, read as untrusted input.

A seat sends ``{"index": k, "answer": ["key", ...]}`` to answer the question
asked after ``k`` answers (the ``index`` of the view it was shown), or
``{"index": k, "concede": true}``, or ``{"index": 0, "deck": "<deck list>"}``
(the seat's deck, the text of a deck file, when the referee waits for it
before the game starts), or, when the player who must answer has
been away too long, ``{"index": k, "absent": "bot"}`` (a bot plays their seat
from then on) or ``{"index": k, "absent": "concede"}`` (they lose). A seat
at the sensor mat answers table sync's "which move?" with
``{"index": k, "move": r, "pick": n}`` (move ``n`` of sync's report ``r``,
-1: none of them), and, when sync's report ``r`` waits for a card the
game revealed that the table cannot show as the game has it, takes it as
the game has it with ``{"index": k, "reveals": r}``; a seat says it plays
at the sensor mat, before the first answer, with
``{"index": 0, "table": true}``. Anything
else is refused with a reason
(:class:`BadMessage`), which the referee sends back to that seat alone.
Messages from the referee are read the same careful way by the seats.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.decisions import Decision, Kind, Option
from engine.errors import LoadError
from engine.files import MAX_DECK_BYTES, parse_json
from engine.match import MAX_SAVED_ANSWERS
from engine.messages import CardRef, Message, Said
from engine.view import HIDDEN_IID, CardView, PlayerView, View, ZoneView

#: the largest answer a seat may send (an answer is a few keys)
MAX_ANSWER_BYTES = 16 * 1024
#: the largest deck message (a deck file's text, as large as a deck file may be)
MAX_DECK_MESSAGE = MAX_DECK_BYTES + 1024
#: the largest message a seat accepts from the referee (a view and its log)
MAX_VIEW_BYTES = 4 * 1024 * 1024
MAX_KEYS = 200
MAX_KEY_LENGTH = 200


class BadMessage(ValueError):
    """A message that is not what its topic carries; the text says why."""


@dataclass(frozen=True, slots=True)
class SeatAnswer:
    """One answer of a seat: ``keys`` for the question asked after ``index``
    answers, or a concession (``keys`` empty)."""

    index: int
    keys: tuple[str, ...]
    concede: bool = False
    #: "bot" or "concede": what becomes of the absent player who must answer
    absent: str = ""
    #: the text of the seat's deck list (sent when the referee waits for it)
    deck: str = ""
    #: a table seat says which move of sync's report number ``move`` it made
    #: (``pick``, from 0; -1: none of these)
    move: int | None = None
    pick: int = 0
    #: the seat plays with paper cards on the sensor mat (said before the first answer)
    table: bool = False
    #: a table seat takes the revealed cards sync's report number ``reveals`` waits for as the game has them
    reveals: int | None = None

    def payload(self) -> dict[str, Any]:
        if self.deck:
            return {"index": self.index, "deck": self.deck}
        if self.move is not None:
            return {"index": self.index, "move": self.move, "pick": self.pick}
        if self.table:
            return {"index": self.index, "table": True}
        if self.reveals is not None:
            return {"index": self.index, "reveals": self.reveals}
        if self.concede:
            return {"index": self.index, "concede": True}
        if self.absent:
            return {"index": self.index, "absent": self.absent}
        return {"index": self.index, "answer": list(self.keys)}


def read_json_object(payload: bytes, what: str, max_bytes: int, *, from_referee: bool = False) -> dict[str, Any]:
    """A JSON object of at most ``max_bytes``. A seat's message has its
    numbers and nesting bounded as in saved games
    (:func:`engine.files.parse_json`); the referee's (only the referee may
    write its topics) is read by the C parser alone, several times faster
    on a view of a hundred kilobytes."""
    if len(payload) > max_bytes:
        raise BadMessage(f"{what} is too large ({len(payload):,} bytes; at most {max_bytes:,})")
    try:
        text = payload.decode("utf-8")
    except UnicodeDecodeError:
        raise BadMessage(f"{what} is not UTF-8 text") from None
    try:
        data = json.loads(text) if from_referee else parse_json(text, what, what)
    except LoadError as exc:
        raise BadMessage(exc.message) from None
    except (ValueError, RecursionError):
        raise BadMessage(f"{what} is not valid JSON") from None
    if not isinstance(data, dict):
        raise BadMessage(f"{what} must be a JSON object")
    return data


def parse_answer(payload: bytes) -> SeatAnswer:
    data = read_json_object(payload, "an answer", MAX_DECK_MESSAGE)
    index = data.get("index")
    if type(index) is not int or not 0 <= index <= MAX_SAVED_ANSWERS:
        raise BadMessage('an answer needs "index": the index of the view it answers (a whole number)')
    deck = data.get("deck")
    if isinstance(deck, str) and deck.strip() and set(data) == {"index", "deck"}:
        return SeatAnswer(index, (), deck=deck)
    if len(payload) > MAX_ANSWER_BYTES:
        raise BadMessage(f"an answer is too large ({len(payload):,} bytes; at most {MAX_ANSWER_BYTES:,})")
    if data.get("concede") is True and set(data) == {"index", "concede"}:
        return SeatAnswer(index, (), concede=True)
    if data.get("absent") in ("bot", "concede") and set(data) == {"index", "absent"}:
        return SeatAnswer(index, (), absent=str(data["absent"]))
    if data.get("table") is True and set(data) == {"index", "table"}:
        return SeatAnswer(index, (), table=True)
    if set(data) == {"index", "reveals"}:
        reveals = data["reveals"]
        if type(reveals) is not int or not 0 <= reveals <= MAX_SAVED_ANSWERS:
            raise BadMessage('taking the revealed cards is {"index": k, "reveals": report} (a whole number)')
        return SeatAnswer(index, (), reveals=reveals)
    move, pick = data.get("move"), data.get("pick")
    if set(data) == {"index", "move", "pick"}:
        if (
            type(move) is not int
            or type(pick) is not int
            or not (0 <= move <= MAX_SAVED_ANSWERS and -1 <= pick < MAX_KEYS)
        ):
            raise BadMessage(
                'a pick of a move is {"index": k, "move": report, "pick": n} (n from 0, or -1: none of these)'
            )
        return SeatAnswer(index, (), move=move, pick=pick)
    keys = data.get("answer")
    if set(data) != {"index", "answer"} or not isinstance(keys, list):
        raise BadMessage(
            'an answer is {"index": k, "answer": ["key", ...]}, {"index": k, "concede": true},'
            ' {"index": k, "absent": "bot" | "concede"} or {"index": 0, "deck": "<deck list>"}'
        )
    if len(keys) > MAX_KEYS or not all(isinstance(k, str) and 0 < len(k) <= MAX_KEY_LENGTH for k in keys):
        raise BadMessage(f'"answer" is a list of at most {MAX_KEYS} option keys (strings)')
    return SeatAnswer(index, tuple(keys))


#: a card's name in a message when the seat may not read it
FACE_DOWN = "face-down card"
#: how deep messages may nest in their parameters
MAX_MESSAGE_DEPTH = 8


def message_dict(m: Message, named: Callable[[int, str], bool] = lambda iid, name: True) -> dict[str, Any]:
    """A message as plain JSON: its id and parameters, a card as its number
    and name (``named(iid, name)`` False: a card the seat may not read,
    sent as a face-down card without its number); text that keeps its
    message (:class:`~engine.messages.Said`) as that message, so the seat
    words it in its own language."""

    def value(v: Any) -> Any:
        if isinstance(v, CardRef):
            return {"card": v.iid, "name": v.name} if named(v.iid, v.name) else {"card": HIDDEN_IID, "name": FACE_DOWN}
        if isinstance(v, Message):
            return message_dict(v, named)
        # text that keeps its message (a pending ability's label): the message
        # travels, and its English is worded anew from it
        if isinstance(v, Said):
            return {"said": message_dict(v.message, named)}
        return v if isinstance(v, (str, int)) else str(v)

    return {"id": m.id, "params": [[k, value(v)] for k, v in m.params]}


def message_from_dict(raw: Any, depth: int = 0) -> Message:
    """A message of a view (:func:`message_dict`); ValueError if it is not one."""
    if depth > MAX_MESSAGE_DEPTH or not isinstance(raw, dict) or not isinstance(raw.get("id"), str):
        raise ValueError("a message")
    params: list[tuple[str, Any]] = []
    for pair in raw.get("params", ()):
        k, v = pair
        if isinstance(v, dict) and "card" in v:
            v = CardRef(int(v["card"]), str(v["name"]))
        elif isinstance(v, dict) and "said" in v:
            v = Said(message_from_dict(v["said"], depth + 1))
        elif isinstance(v, dict):
            v = message_from_dict(v, depth + 1)
        elif not isinstance(v, (str, int)):
            raise ValueError("a parameter")
        params.append((str(k), v))
    return Message(raw["id"][:200], tuple(params))


def said_dict(d: Decision, named: Callable[[int, str], bool]) -> dict[str, Any]:
    """A question's prompt and options as messages, by option key (those
    that have one), for a seat to word in its player's language."""
    return {
        "prompt": message_dict(d.message, named) if d.message is not None else None,
        "options": {o.key: message_dict(o.message, named) for o in d.options if o.message is not None},
    }


def _said(said: Any) -> tuple[Message | None, dict[str, Message]]:
    """The messages of a ``said`` (:func:`said_dict`); none when malformed
    (the English words are shown then)."""
    if not isinstance(said, dict):
        return None, {}
    try:
        prompt = said.get("prompt")
        options = said.get("options") or {}
        return (
            message_from_dict(prompt) if prompt is not None else None,
            {str(k): message_from_dict(v) for k, v in dict(options).items()},
        )
    except (TypeError, ValueError, KeyError):
        return None, {}


def decision_from_dict(raw: Any, said: Any = None) -> Decision:
    """The question of a view message (:func:`engine.fairness.decision_dict`),
    for a bot seat; :class:`BadMessage` if it is not one. ``said``: its
    words as messages (:func:`said_dict`), when the view carries them."""
    prompt_message, option_messages = _said(said)
    try:
        options = tuple(
            Option(
                str(o["key"]),
                str(o["label"]),
                card=o.get("card"),
                zone=o.get("zone"),
                value=o.get("value"),
                verb=str(o.get("verb", "choose")),
                cards=tuple(int(c) for c in o.get("cards", ())),
                src=str(o.get("src", "")),
                dst=str(o.get("dst", "")),
                cost=tuple((str(c[0]), int(c[1])) for c in o.get("cost", ())),
                message=option_messages.get(str(o["key"])),
            )
            for o in raw["options"]
        )
        return Decision(
            int(raw["player"]),
            Kind(raw["kind"]),
            str(raw["prompt"]),
            options,
            min=int(raw["min"]),
            max=int(raw["max"]),
            rule=str(raw.get("rule", "")),
            about=str(raw.get("about", "")),
            message=prompt_message,
        )
    except (KeyError, TypeError, ValueError, IndexError):
        raise BadMessage("the question in the view is malformed") from None


def view_from_dict(raw: Any) -> View:
    """The view of a view message (:func:`engine.fairness.view_dict`) as the
    engine's :class:`~engine.view.View` (what the desktop's widgets draw);
    :class:`BadMessage` if it is not one."""
    try:
        zones = tuple(
            ZoneView(
                str(z["key"]),
                str(z["name"]),
                int(z["owner"]),
                str(z["visibility"]),
                int(z["count"]),
                tuple(
                    CardView(
                        int(c["iid"]),
                        None if c["name"] is None else str(c["name"]),
                        None if c["card_id"] is None else str(c["card_id"]),
                        bool(c["face_up"]),
                        str(c["orientation"]),
                        dict(c.get("stats") or {}),
                        str(c.get("text", "")),
                        str(c.get("type", "")),
                    )
                    for c in z["cards"]
                ),
                None if z.get("host") is None else str(z["host"]),
            )
            for z in raw["zones"]
        )
        players = tuple(
            PlayerView(int(p["seat"]), int(p["team"]), dict(p["counters"]), str(p["lost"])) for p in raw["players"]
        )
        return View(
            int(raw["viewer"]),
            str(raw["ruleset"]),
            int(raw["turn"]),
            int(raw["active"]),
            str(raw["phase"]),
            str(raw["step"]),
            players,
            zones,
            bool(raw["over"]),
            tuple(int(w) for w in raw["winners"]),
            _int_keys(dict(raw.get("extras") or {})),
        )
    except (KeyError, TypeError, ValueError, AttributeError):
        raise BadMessage("the view is malformed") from None


def _int_keys(obj: Any) -> Any:
    """JSON made every key a string: a table by seat has its numbers back."""
    if isinstance(obj, dict):
        return {int(k) if isinstance(k, str) and k.isdigit() else k: _int_keys(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_int_keys(v) for v in obj]
    return obj
