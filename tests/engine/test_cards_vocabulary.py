"""``playmat cards vocabulary``: the verbs, words, selector keys and keywords
of a game, each with how many abilities of its card sets use it, and what no
card uses (:mod:`engine.grammar.report`)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter

import pytest

from engine import registry
from engine.grammar.control import CONSTRUCTS
from engine.grammar.report import steps, unused, vocabulary_report
from engine.grammar.spec import Verb
from engine.grammar.verbs import SHORTHANDS, VERBS

RULESETS = registry.ids()


@pytest.mark.parametrize("rid", RULESETS)
def test_every_word_a_card_uses_is_counted_once_per_ability(rid: str) -> None:
    report = vocabulary_report(rid)
    pool = registry.get(rid).pool
    abilities = [ab for c in pool.cards.values() for ab in c.abilities]
    assert report["cards"] == len(pool) and report["abilities"] == len(abilities)
    by_word: Counter[str] = Counter()
    for ab in abilities:
        by_word.update({w for section, w, _ in steps(ab) if section == "effect"})
    listed = {w["name"]: w["abilities"] for w in report["verbs"] + report["effects"]}
    assert {w: n for w, n in listed.items() if n} == dict(by_word)
    assert {w["name"] for w in report["verbs"]} <= set(VERBS) | set(SHORTHANDS) | set(CONSTRUCTS)
    s = report["summary"]
    assert s["effect_steps"] == sum(w["steps"] for w in report["verbs"] + report["effects"])
    assert s["used_by_one_ability"] == sum(1 for n in by_word.values() if n == 1)
    carried = sum(1 for ab in abilities for section, _, v in steps(ab) if section == "effect" and isinstance(v, Verb))
    assert s["steps_carried_out_by_shared_verbs"] == carried >= s["shared_verb_steps"] > 0


def test_unused_lists_what_no_card_uses() -> None:
    report = vocabulary_report("vanguard")
    left = unused(report)
    assert "look" in left["verbs"] and "draw" not in left["verbs"]
    assert "multi_attack" in left["keywords"] and "boost" not in left["keywords"]
    assert "zone" not in left["selectors"] and "name_has" in left["selectors"]
    retire = next(w for w in report["effects"] if w["name"] == "retire")
    assert retire["verb"] == "put" and retire["abilities"] == 2  # Vanguard's retire is built from put


def playmat(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "desktop.cli", *args], capture_output=True, text=True, timeout=120, check=False
    )


def test_the_command_prints_the_vocabulary_as_json_and_what_is_unused() -> None:
    out = playmat("cards", "vocabulary", "--game", "dbscg-1.0", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data == json.loads(json.dumps(vocabulary_report("dbscg-1.0")))
    assert data["game"] == "dbscg" and data["ruleset"] == "dbscg-1.0"
    out = playmat("cards", "vocabulary", "--game", "weiss", "--json", "--unused")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["unused"] == unused(vocabulary_report("weiss"))
    text = playmat("cards", "vocabulary", "--game", "systemgate")
    assert text.returncode == 0 and "effect steps" in text.stdout and text.stdout.count("\n") > 5
    bad = playmat("cards", "vocabulary", "--game", "chess")
    assert bad.returncode == 2 and "invalid choice" in bad.stderr


def test_the_overall_figures_count_a_shared_verb_once_for_the_four_games() -> None:
    overall = vocabulary_report("weiss")["overall"]
    games = {registry.get(rid).game: rid for rid in reversed(RULESETS)}
    reports = {game: vocabulary_report(rid) for game, rid in games.items()}
    assert set(overall["games"]) == set(reports)
    assert overall["effect_steps"] == sum(r["summary"]["effect_steps"] for r in reports.values())
    assert overall["shared_verb_steps"] == sum(r["summary"]["shared_verb_steps"] for r in reports.values())
    shared = {w["name"] for r in reports.values() for w in r["verbs"] if w["abilities"]}
    own = {(g, w["name"]) for g, r in reports.items() for w in r["effects"] if w["abilities"]}
    assert overall["shared_words_used"] == len(shared)
    assert overall["effect_words_used"] == len(shared) + len(own)
    single = set(overall["words_used_by_one_ability"])
    assert len(single) == overall["used_by_one_ability"]
    assert all(w in shared or tuple(w.split(":")) in own for w in single)
