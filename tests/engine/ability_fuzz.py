"""A seeded fuzzer of card abilities: the demo card sets with the values of
their abilities changed (wrong types, numbers out of range, unknown keys,
keys missing, a value of another word), each set loaded through its game
and, when it loads, played by random bots with the changed cards in the
decks.

A changed set must be refused when it loads, with a :class:`LoadError`
naming the file and the line, or play to the end: a value no card may hold
must never reach a game and fail there. The cases depend on nothing but the
seed, so the same ones can be run against any version of the engine.
"""

from __future__ import annotations

import copy
import random
import tomllib
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine import paths
from engine.bots import RandomBot
from engine.cards import CardDef
from engine.errors import DeckError, LoadError
from engine.match import Match
from engine.ruleset import Ruleset
from tests.fuzzing import to_toml

#: The parts of an ability whose values are changed.
PARTS = ("effect", "cost", "condition", "params")

#: Values of the wrong type for any word.
WRONG: list[Any] = ["x", "", "this.soul", True, False, 1.5, [], {}, [1], ["x"], {"a": 1}, {"count": "x"}, {"n": 1}]

#: Numbers out of the range of any count, amount or level.
NUMBERS: list[int] = [-1, 0, -1000, 1000, 99999, 1_000_000, -1_000_000]

#: A game stops after this many answers: a changed card may make a game endless.
MOST_ANSWERS = 20_000


@dataclass
class Case:
    """One changed card set: which file, card and ability, and how."""

    game: str
    file: str
    card: str
    ability: int
    change: str
    text: str


@dataclass
class Outcome:
    """What the cases of one game gave."""

    cases: int = 0
    refused: int = 0  #: a LoadError naming the file (or a deck list the changed cards make illegal) and a line
    played: int = 0  #: loaded, and every game played to its end
    crashed: Counter[str] = field(default_factory=Counter)  #: anything else, by kind and place
    examples: dict[str, str] = field(default_factory=dict)

    def __str__(self) -> str:
        crashed = sum(self.crashed.values())
        head = f"{self.cases} cases, {self.refused} refused at load, {self.played} played clean, {crashed} crashed"
        return "\n".join([head] + [f"  {k} x{n}: {self.examples[k]}" for k, n in self.crashed.most_common()])


def _ability_paths(doc: dict[str, Any], in_decks: set[str]) -> list[tuple[int, int]]:
    out = []
    for i, card in enumerate(doc.get("card", ())):
        if card.get("id") not in in_decks:
            continue
        for j, _ in enumerate(card.get("ability", ())):
            out.append((i, j))
    return out


def _slots(ability: dict[str, Any]) -> list[tuple[Any, Any, str]]:
    """Every place of an ability's steps and params a value can be changed:
    (container, key, where)."""
    out: list[tuple[Any, Any, str]] = []

    def walk(container: Any, key: Any, where: str) -> None:
        out.append((container, key, where))
        value = container[key]
        if isinstance(value, dict):
            for k in value:
                walk(value, k, f"{where}.{k}")
        elif isinstance(value, list):
            for n in range(len(value)):
                walk(value, n, f"{where}[{n}]")

    for part in PARTS:
        raw = ability.get(part)
        if isinstance(raw, list):
            for n, step in enumerate(raw):
                if isinstance(step, dict):
                    for word in step:
                        walk(step, word, f"{part}[{n}].{word}")
        elif isinstance(raw, dict):
            for k in raw:
                walk(raw, k, f"{part}.{k}")
    return out


def _values(doc: dict[str, Any]) -> list[Any]:
    """The values of every ability step of a set: plausible, and wrong elsewhere."""
    found = []
    for card in doc.get("card", ()):
        for ab in card.get("ability", ()):
            for part in ("effect", "cost", "condition"):
                for step in ab.get(part, ()):
                    if isinstance(step, dict):
                        found.extend(step.values())
    return found


def _change(rng: random.Random, ability: dict[str, Any], values: list[Any]) -> str:
    """Change one value of ``ability`` in place; returns what was done."""
    slots = _slots(ability)
    if not slots:
        ability["effect"] = [{"draw": rng.choice(WRONG + NUMBERS)}]
        return "effect added"
    container, key, where = rng.choice(slots)
    value = container[key]
    r = rng.random()
    if isinstance(value, dict) and value and r < 0.3:
        gone = rng.choice(sorted(value))
        del value[gone]
        return f"{where}: key {gone!r} removed"
    if isinstance(value, dict) and r < 0.5:
        value[rng.choice(["zz", "count", "to", "zone", "n", "from", "grade", "until"])] = copy.deepcopy(
            rng.choice(WRONG + NUMBERS)
        )
        return f"{where}: a key added"
    if isinstance(value, int) and not isinstance(value, bool) and r < 0.6:
        container[key] = rng.choice([*NUMBERS, value * 1000, -value])
        return f"{where}: {value} -> {container[key]}"
    if r < 0.8:
        container[key] = copy.deepcopy(rng.choice(WRONG))
        return f"{where}: {value!r} -> {container[key]!r}"
    container[key] = copy.deepcopy(rng.choice(values))  # a copy: the value may hold this very place
    return f"{where}: {value!r} -> another word's value {container[key]!r}"


class _Headers(random.Random):
    """Tables written under headers, as people write card sets (so that
    every ability has its own line)."""

    def random(self) -> float:
        return 1.0


_HEADERS = _Headers()


def cases(game: str, files: list[Path], in_decks: set[str], n: int, seed: int) -> Iterator[Case]:
    """``n`` changed versions of ``game``'s card sets, one ability each."""
    docs = [tomllib.loads(p.read_text(encoding="utf-8")) for p in files]
    rng = random.Random(seed)
    targets = [(k, i, j) for k, doc in enumerate(docs) for i, j in _ability_paths(doc, in_decks)]
    for _ in range(n):
        k, i, j = rng.choice(targets)
        doc = tomllib.loads(files[k].read_text(encoding="utf-8"))
        card = doc["card"][i]
        change = _change(rng, card["ability"][j], _values(doc))
        yield Case(game, files[k].name, card["id"], j + 1, change, to_toml(doc, _HEADERS))


def _where(exc: BaseException) -> str:
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if "/.venv/" not in f.filename]
    return f"{frames[-1].filename.rsplit('/', 3)[-1]}:{frames[-1].lineno}" if frames else "?"


def play(rs: Ruleset, decks: list[dict[str, list[CardDef]]], seed: int, games: int) -> None:
    """Random bots play ``games`` games of ``rs`` with ``decks``."""
    for k in range(games):
        seats = [decks[(k + s) % len(decks)] for s in range(rs.players)]
        m = Match(rs, seats, seed + k)
        bot = RandomBot(seed + k)
        answers = 0
        while m.decision is not None and answers < MOST_ANSWERS:
            m.apply_trusted(bot.choose(m.decision))
            answers += 1


def run(
    ruleset: Ruleset,
    n: int,
    seed: int,
    games: int,
    folder: Path,
    set_folder: Callable[[Path], None],
) -> Outcome:
    """Load and play ``n`` changed card sets of ``ruleset``'s game; the
    sets are written to ``folder``, which ``set_folder`` makes the game's
    card folder."""
    game = ruleset.game
    originals = sorted(paths.cards_dir(game).glob("*.toml"))
    in_decks = {c.id for d in ruleset.demo_decks() for cards in ruleset.check_deck(d).values() for c in cards}
    texts = {p.name: p.read_text(encoding="utf-8") for p in originals}
    outcome = Outcome()
    set_folder(folder)
    for case in cases(game, originals, in_decks, n, seed):
        outcome.cases += 1
        for name, text in texts.items():
            (folder / name).write_text(case.text if name == case.file else text, encoding="utf-8")
        fresh: Ruleset = type(ruleset)()
        try:
            # the demo decks, read against the changed cards: a deck the
            # changed cards make illegal is refused with its own line (a
            # DeckError naming the deck list)
            decks = [fresh.check_deck(d) for d in fresh.demo_decks()]
        except LoadError as exc:
            if (exc.path.endswith(case.file) or isinstance(exc, DeckError)) and exc.line:
                outcome.refused += 1
                continue
            kind = f"LoadError without a line: {exc}"
            outcome.crashed[kind] += 1
            outcome.examples.setdefault(kind, f"{case.card} ability {case.ability}: {case.change}")
            continue
        try:
            play(fresh, decks, seed + outcome.cases, games)
        except Exception as exc:
            kind = f"{type(exc).__name__} at {_where(exc)}"
            outcome.crashed[kind] += 1
            outcome.examples.setdefault(kind, f"{case.card} ability {case.ability}: {case.change}: {exc}")
            continue
        outcome.played += 1
    return outcome
