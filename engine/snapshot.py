"""Copies of a game's state, for clones and undo without replaying the game.

A game flow is a generator and cannot be copied, but between two turns it
holds nothing the state does not: a ruleset whose :meth:`Ruleset.turns`
resumes the game at the beginning of a turn from the state alone lets a
:class:`~engine.match.Match` keep a copy of the state there (a
:class:`Snapshot`) and rebuild any later position from it by replaying only
the answers given since.

:func:`copy_game` copies one :class:`~engine.state.Game` so that nothing
either copy changes reaches the other. What never changes during a game is
shared: card definitions, abilities and compiled card text, options and
decisions, events, the ruleset. Everything else (cards, zones, players,
effects, the game package's own state, the closures of continuous effects
and the values they hold) is copied once each, keeping which object refers to
which: a cache holding a zone's card list refers to the copied zone's list.
A value the copy cannot make its own (a generator: a flow in progress) raises
:class:`NotQuiescent`, and the match replays instead.
"""

from __future__ import annotations

import enum
import random
import re
import types
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.ruleset import Ruleset
from engine.state import Card, Game, Zone


class NotQuiescent(TypeError):
    """The state holds a value that cannot be copied (a flow in progress)."""


@dataclass(frozen=True, slots=True)
class Snapshot:
    """The state of a game at a ``point`` where its flow resumes (see
    :meth:`~engine.ruleset.Ruleset.turns`), after ``at`` answers and
    ``events`` journal records; ``shuffles`` is the match's shuffle log then.
    The game in it is never played on: it is copied to resume, its random
    generator's state read once (``rng_state``)."""

    at: int
    events: int
    point: str
    game: Game
    shuffles: tuple[Any, ...]
    rng_state: Any = None

    @classmethod
    def of(cls, at: int, events: int, point: str, g: Game, shuffles: tuple[Any, ...]) -> Snapshot:
        """A snapshot of ``g`` as it is now (a copy of it)."""
        game = copy_game(g)
        return cls(at, events, point, game, shuffles, game.rng.getstate())

    def resumed(self) -> Game:
        """A copy of the game to play on from here."""
        return copy_game(self.game, self.rng_state)


#: modules whose objects never change once made: card definitions, compiled
#: card text, decisions, events and messages (shared by every game of a pool already)
_SHARED_MODULES = (
    "engine.cards",
    "engine.abilities",
    "engine.decisions",
    "engine.events",
    "engine.grammar",
    "engine.messages",
)

#: classes whose objects are shared as they are (grown as :func:`_shared` finds more)
_ATOMS: set[type] = set(
    {
        int,
        str,
        float,
        bool,
        bytes,
        complex,
        range,
        type(None),
        type,
        types.ModuleType,
        types.BuiltinFunctionType,
        types.CodeType,
        re.Pattern,
        object,
    }
)

_Copy = Callable[["_Copier", Any], Any]


def _shared(cls: type) -> bool:
    """Whether the objects of ``cls`` are shared by the copies as they are."""
    if cls in _ATOMS or issubclass(cls, (enum.Enum, Ruleset)):
        return True
    module = cls.__module__
    return any(module == m or module.startswith(m + ".") for m in _SHARED_MODULES) or (
        module.startswith("engine.games.") and module.endswith(".grammar")
    )


class _Copier:
    """One copy of a state: ``memo`` maps the id of each object copied so far
    to its copy (the originals stay alive meanwhile, so ids stay theirs)."""

    __slots__ = ("memo",)

    def __init__(self) -> None:
        self.memo: dict[int, Any] = {}

    def copy(self, o: Any) -> Any:
        cls = type(o)
        if cls in _ATOMS:
            return o
        done = self.memo.get(id(o))
        if done is not None:
            return done
        how = _HOW.get(cls)
        if how is None:
            how = _HOW[cls] = _how_to_copy(cls)
            if how is _same:
                _ATOMS.add(cls)
        return how(self, o)


def _same(c: _Copier, o: Any) -> Any:
    return o


def _copy_list(c: _Copier, o: list[Any]) -> list[Any]:
    memo = c.memo
    new: list[Any] = []
    memo[id(o)] = new
    try:  # most lists hold cards or zones, copied already
        new.extend([memo[id(x)] for x in o])
    except KeyError:
        copy = c.copy
        atoms = _ATOMS
        new[:] = [x if type(x) in atoms else copy(x) for x in o]
    return new


def _copy_dict(c: _Copier, o: dict[Any, Any]) -> dict[Any, Any]:
    new: dict[Any, Any] = {}
    c.memo[id(o)] = new
    copy = c.copy
    atoms = _ATOMS
    for k, v in o.items():  # most keys, and many values, are numbers and words
        new[k if type(k) in atoms else copy(k)] = v if type(v) in atoms else copy(v)
    return new


def _copy_set(c: _Copier, o: set[Any]) -> set[Any]:
    new = {c.copy(x) for x in o}
    c.memo[id(o)] = new
    return new


def _copy_tuple(c: _Copier, o: tuple[Any, ...]) -> tuple[Any, ...]:
    atoms = _ATOMS
    for x in o:
        if type(x) not in atoms:
            break
    else:  # most tuples hold only numbers and words: the tuple itself
        return o
    copy = c.copy
    items = [copy(x) for x in o]
    new = o if all(a is b for a, b in zip(items, o, strict=True)) else tuple(items)
    c.memo[id(o)] = new
    return new


def _copy_frozenset(c: _Copier, o: frozenset[Any]) -> frozenset[Any]:
    copy = c.copy
    items = [copy(x) for x in o]
    return o if all(a is b for a, b in zip(items, o, strict=True)) else frozenset(items)


def _copy_card(c: _Copier, o: Card) -> Card:
    new = _new_card(c, o)
    new.zone = c.copy(o.zone)
    return new


def _new_card(c: _Copier, o: Card) -> Card:
    """A copy of ``o`` but for its zone."""
    new = Card.__new__(Card)
    c.memo[id(o)] = new
    new.iid = o.iid
    new.card = o.card
    new.name = o.name
    new.owner = o.owner
    new.master = o.master
    new.face_up = o.face_up
    new.orientation = o.orientation
    new.incarnation = o.incarnation
    new.known_to = o.known_to
    new.counters = dict(o.counters)
    new.data = _copy_dict(c, o.data) if o.data else {}
    return new


def _copy_zone(c: _Copier, o: Zone) -> Zone:
    new = _new_zone(c, o)
    new.cards.extend([c.copy(x) for x in o.cards])
    return new


def _new_zone(c: _Copier, o: Zone) -> Zone:
    """A copy of ``o`` with no cards yet (its card list is the copy's)."""
    new = Zone.__new__(Zone)
    c.memo[id(o)] = new
    new.key = o.key
    new.name = o.name
    new.owner = o.owner
    new.visibility = o.visibility
    new.capacity = o.capacity
    new.host = o.host
    new.open_facedown = o.open_facedown
    new.field = o.field
    new.cards = []
    c.memo[id(o.cards)] = new.cards
    return new


def _copy_function(c: _Copier, o: types.FunctionType) -> types.FunctionType:
    """A closure with its own cells when a value it holds is copied; the
    function itself when it holds nothing that changes. A closure found so
    once is marked (:data:`_SAME`) and not looked into again: what its cells
    hold then (numbers, words, shared values, tuples of them and other such
    closures) never changes, as no closure of the rules rebinds a cell."""
    cells = o.__closure__
    if not cells or _SAME in o.__dict__:
        return o
    atoms = _ATOMS
    copy = c.copy
    copied: list[Any] = []
    same = True
    filled = True
    for cell in cells:
        try:
            v = cell.cell_contents
        except ValueError:  # a cell not yet filled
            v = _EMPTY
            filled = False
        new_v = v if v is _EMPTY or type(v) in atoms else copy(v)
        copied.append(new_v)
        same = same and new_v is v
    if same:
        if filled:
            o.__dict__[_SAME] = True
        c.memo[id(o)] = o
        return o
    new_cells = tuple(types.CellType() if v is _EMPTY else types.CellType(v) for v in copied)
    new = types.FunctionType(o.__code__, o.__globals__, o.__name__, o.__defaults__, new_cells)
    new.__kwdefaults__ = o.__kwdefaults__
    new.__qualname__ = o.__qualname__
    c.memo[id(o)] = new
    return new


#: the mark of a closure every copy shares (see :func:`_copy_function`)
_SAME = "_playmat_same_in_copies"
_EMPTY = object()


def _copy_method(c: _Copier, o: types.MethodType) -> types.MethodType:
    owner = c.copy(o.__self__)
    return o if owner is o.__self__ else types.MethodType(o.__func__, owner)


def _copy_random(c: _Copier, o: random.Random, state: Any = None) -> random.Random:
    new = random.Random.__new__(random.Random)
    new.setstate(o.getstate() if state is None else state)
    c.memo[id(o)] = new
    return new


def _refuse(c: _Copier, o: Any) -> Any:
    raise NotQuiescent(f"a {type(o).__name__} in the state cannot be copied")


def _copier_of(cls: type) -> _Copy:
    """How to copy any other object of ``cls``: a new one of its class, each
    attribute copied (numbers and words as they are), written through its
    slot (a frozen dataclass's too). The function is made once per class."""
    slots = _slots_of(cls)
    names: dict[str, Any] = {"cls": cls, "atoms": _ATOMS, "refuse": _refuse, "put": object.__setattr__}
    lines = [
        "def copy_of(c, o):",
        "    try:",
        "        new = cls.__new__(cls)",
        "    except TypeError:",  # a class made only from arguments (a C type): not plain data
        "        return refuse(c, o)",
        "    c.memo[id(o)] = new",
        "    copy = c.copy",
    ]
    setter: object = cls.__setattr__
    plain = setter is object.__setattr__  # else written through the slot (a frozen dataclass)
    for k, name in enumerate(slots):
        if plain:
            store = f"new.{name} = "
        else:
            names[f"set{k}"] = _slot_setter(cls, name)
            store = f"set{k}(new, "
        lines += [
            "    try:",
            f"        v = o.{name}",
            "    except AttributeError:",  # a slot never set
            "        pass",
            "    else:",
            f"        {store}v if type(v) in atoms else copy(v){'' if plain else ')'}",
        ]
    if any("__dict__" in k.__dict__ for k in cls.__mro__ if k is not object):
        lines += [
            "    for name, v in o.__dict__.items():",
            "        put(new, name, v if type(v) in atoms else copy(v))",
        ]
    lines.append("    return new")
    exec("\n".join(lines), names)
    made: _Copy = names["copy_of"]
    return made


def _slot_setter(cls: type, name: str) -> Callable[[Any, Any], None]:
    """The function that writes slot ``name`` of an object of ``cls``."""
    for k in cls.__mro__:
        member = k.__dict__.get(name)
        if member is not None and hasattr(member, "__set__"):
            setter: Callable[[Any, Any], None] = member.__set__
            return setter
    return lambda o, v: object.__setattr__(o, name, v)


def _slots_of(cls: type) -> tuple[str, ...]:
    names: list[str] = []
    for k in cls.__mro__:
        slots = k.__dict__.get("__slots__", ())
        names.extend([slots] if isinstance(slots, str) else [s for s in slots if s not in ("__dict__", "__weakref__")])
    return tuple(names)


def _how_to_copy(cls: type) -> _Copy:
    if _shared(cls):
        return _same
    if issubclass(cls, (types.GeneratorType, types.CoroutineType, Game)):
        return _refuse  # a flow in progress, or another game
    return _copier_of(cls)


_HOW: dict[type, _Copy] = {
    list: _copy_list,
    dict: _copy_dict,
    set: _copy_set,
    tuple: _copy_tuple,
    frozenset: _copy_frozenset,
    Card: _copy_card,
    Zone: _copy_zone,
    types.FunctionType: _copy_function,
    types.MethodType: _copy_method,
    random.Random: _copy_random,
}

#: the attributes of a Game copied by :func:`copy_game` itself
_GAME_OWN = frozenset({"journal", "options", "rng", "after_shuffle", "at_rest", "_by_stat", "_by_stat_of"})


def copy_game(g: Game, rng_state: Any = None) -> Game:
    """A copy of ``g`` that shares nothing that changes with it (see the
    module docstring); its hooks (``after_shuffle``, ``at_rest``) are unset;
    ``rng_state``: the state of ``g.rng`` when known already (reading it
    costs more than the rest of copying the generator).
    Raises :class:`NotQuiescent` when the state holds a flow in progress."""
    c = _Copier()
    new = Game.__new__(Game)
    c.memo[id(g)] = new
    new.journal = list(g.journal)  # events never change: the list is the journal's own
    new.options = dict(g.options)  # options never change: a cache any copy may share
    new.rng = _copy_random(c, g.rng, rng_state)
    new.after_shuffle = None
    new.at_rest = None
    new._by_stat = {}
    new._by_stat_of = None
    _copy_table(c, g)
    for name, value in vars(g).items():
        if name not in _GAME_OWN:
            setattr(new, name, c.copy(value))
    return new


def _copy_table(c: _Copier, g: Game) -> None:
    """The zones and the cards of ``g``, most of a state, copied first
    without the general dispatch: each zone, then each card in it (a
    card's iid is its place in :attr:`Game.cards`)."""
    memo = c.memo
    cards: list[Any] = [None] * len(g.cards)
    astray: list[Card] = []
    for z in g.zones.values():
        zone = _new_zone(c, z)
        append = zone.cards.append
        for card in z.cards:
            new = cards[card.iid] = _new_card(c, card)
            if card.zone is z:
                new.zone = zone
            else:  # (never so between two answers; kept right all the same)
                astray.append(card)
            append(new)
    if None in cards:  # a card in no zone's list (never so either)
        for card in g.cards:
            if cards[card.iid] is None:
                cards[card.iid] = _new_card(c, card)
                astray.append(card)
    for card in astray:
        memo[id(card)].zone = memo[id(card.zone)]
    memo[id(g.cards)] = cards
    memo[id(g.zones)] = {key: memo[id(z)] for key, z in g.zones.items()}
    memo[id(g._pz)] = [{name: memo[id(z)] for name, z in seat.items()} for seat in g._pz]
