"""Options and decisions say what they do as data: every option of random
bot games of each ruleset carries a verb of the shared vocabulary, its cards
lie where it says, and every decision says what it is about. And nobody
outside the game packages reads an option's key or a prompt to find out."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from engine import registry
from engine.bots import RandomBot
from engine.decisions import ABOUTS, VERBS, Decision
from engine.match import Match
from engine.state import Game

IDS = registry.ids()
ROOT = Path(__file__).resolve().parents[2]

#: keys of the games' options that decline or end something
DECLINING = {"skip", "none", "pass", "end", "no"}

#: verbs that move their first card from ``src`` to ``dst`` (a "move" may
#: leave its cards to a later question)
MOVING = {"call", "ride", "charge", "clock", "move"}


def problems(g: Game, d: Decision) -> list[str]:
    """What is wrong with the fields of ``d`` and its options in ``g``."""
    out = []
    where = f"{g.ruleset.id} turn {g.turn}: {d.prompt!r}"
    if d.about not in ABOUTS:
        out.append(f"{where}: about {d.about!r}")
    for o in d.options:
        at = f"{where}: option {o.key!r}"
        if o.verb not in VERBS:
            out.append(f"{at}: verb {o.verb!r}")
        if o.key in DECLINING and o.verb not in ("pass", "no"):
            out.append(f"{at}: declines, but its verb is {o.verb!r}")
        if o.card is not None and o.card not in o.cards:
            out.append(f"{at}: card {o.card} not among its cards {o.cards}")
        if any(not 0 <= c < len(g.cards) for c in o.cards):
            out.append(f"{at}: cards {o.cards}")
            continue
        if o.src and o.src not in g.zones:
            out.append(f"{at}: src {o.src!r} is no zone")
        if o.dst and o.dst not in g.zones:
            out.append(f"{at}: dst {o.dst!r} is no zone")
        if o.src and o.cards and g.cards[o.cards[0]].zone.key != o.src:
            out.append(f"{at}: card {o.cards[0]} is in {g.cards[o.cards[0]].zone.key}, not in src {o.src}")
        if o.verb in MOVING and o.cards and not (o.src and o.dst):
            out.append(f"{at}: a {o.verb} names where its cards are and go ({o.src!r}, {o.dst!r})")
        if o.verb in MOVING - {"move"} and not o.cards:
            out.append(f"{at}: a {o.verb} names its card")
        if o.verb == "play" and not (o.cards and o.src):
            out.append(f"{at}: a play names its card and src")
        if not all(isinstance(w, str) and isinstance(n, int) and n >= 0 for w, n in o.cost):
            out.append(f"{at}: cost {o.cost!r}")
    return out


@pytest.mark.parametrize("rid", IDS)
def test_every_offered_option_says_what_it_does(rid: str) -> None:
    found: list[str] = []
    verbs: set[str] = set()
    abouts: set[str] = set()
    for seed in range(1, 7):
        m = Match.new(rid, seed=seed)
        bot = RandomBot(seed)
        n = 0
        while m.decision is not None and n < 5000:
            d = m.decision
            found += problems(m.game, d)
            verbs |= {o.verb for o in d.options}
            abouts.add(d.about)
            m.apply(bot.choose(d))
            n += 1
    assert not found, "\n".join(sorted(set(found))[:40])
    # the games offer the common moves by their verbs
    assert {"attack", "pass", "choose"} <= verbs
    assert {"main", "attack"} & abouts


# -- nobody else reads keys or prompts ------------------------------------------------------------

#: modules that parse untrusted input of their own (a QR payload, a deck file
#: line), not option keys
UNTRUSTED_PARSERS = {"hardware/camera/labels.py", "engine/decks.py"}

#: functions that read input given in the notation of keys or prompts (none:
#: a recorded trace keeps what its answers' options did, and what each
#: question was about, as the fields of options and decisions)
READERS_OF_INPUT: set[tuple[str, str]] = set()

#: names under which code holds an option key or a decision's prompt
KEY_NAMES = {"key", "k", "keys", "prompt"}


def _is_key_text(node: ast.expr) -> bool:
    """Whether ``node`` reads like an option key or a prompt: ``o.key``,
    ``d.prompt``, ``key``, ``keys[0]``."""
    if isinstance(node, ast.Attribute):
        return node.attr in {"key", "prompt"}
    if isinstance(node, ast.Name):
        return node.id in KEY_NAMES
    if isinstance(node, ast.Subscript):
        return _is_key_text(node.value)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return node.func.attr in {"replace", "lower", "strip"} and _is_key_text(node.func.value)
    return False


def key_readings(source: str) -> list[tuple[int, str]]:
    """Lines of ``source`` (with their function) that split an option key
    or a prompt at ``:``, test how a key begins or ends, or look for words in
    a prompt."""
    tree = ast.parse(source)
    where: dict[int, str] = {}
    for fn in ast.walk(tree):
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for node in ast.walk(fn):
                if hasattr(node, "lineno"):
                    where[node.lineno] = fn.name  # the innermost function last
    return [(line, where.get(line, "")) for line in _readings(tree)]


def _readings(tree: ast.AST) -> list[int]:
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            name = node.func.attr
            colon = bool(node.args) and isinstance(node.args[0], ast.Constant) and node.args[0].value == ":"
            if name in {"split", "partition", "rsplit", "rpartition"} and colon and _is_key_text(node.func.value):
                out.append(node.lineno)
            if name in {"startswith", "endswith"} and isinstance(node.func.value, ast.Attribute):
                # (a zone's key, "p0.hand", is no option's)
                zone = all(isinstance(a, ast.Constant) and "." in str(a.value) for a in node.args)
                if (node.func.value.attr == "key" and not zone) or node.func.value.attr == "prompt":
                    out.append(node.lineno)
        if isinstance(node, ast.Compare) and any(isinstance(op, (ast.In, ast.NotIn)) for op in node.ops):
            right = node.comparators[0]
            if isinstance(right, (ast.Attribute, ast.Call)) and _is_prompt(right):
                out.append(node.lineno)
    return out


def _is_prompt(node: ast.expr) -> bool:
    if isinstance(node, ast.Attribute):
        return node.attr == "prompt"
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return _is_prompt(node.func.value)
    return False


def test_key_readings_are_found() -> None:
    assert key_readings('a = o.key.split(":", 1)[0]\n') == [(1, "")]
    assert key_readings('def f(d):\n    return "attack" in d.prompt.lower()\n') == [(2, "f")]
    assert key_readings('x = [p for p in k.replace("/", ":").split(":")]\n') == [(1, "")]
    assert key_readings('ok = o.key.startswith("ride:")\n') == [(1, "")]
    assert key_readings('z = zone.key.split(".", 1)\nw = o.verb == "ride"\n') == []
    assert key_readings('h = z.key.endswith(".hand")\n') == []
    assert key_readings('h = d.prompt.startswith("Main")\n') == [(1, "")]


def test_no_module_outside_the_games_reads_keys_or_prompts() -> None:
    found = []
    for top in ("engine", "desktop", "hardware"):
        for path in sorted((ROOT / top).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel.startswith("engine/games/") or rel in UNTRUSTED_PARSERS:
                continue
            readings = key_readings(path.read_text(encoding="utf-8"))
            found += [f"{rel}:{line} ({fn})" for line, fn in readings if (rel, fn) not in READERS_OF_INPUT]
    assert not found, found
