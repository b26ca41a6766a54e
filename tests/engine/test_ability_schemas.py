"""Every word of every game's vocabulary has a schema, checked when a card
set loads: a value of the wrong type, a number out of range, an unknown or a
missing key, or a word in the wrong kind of ability is refused with the file
and the line, in every section of an ability (effect, cost, condition,
params)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import registry
from engine.abilities import vocabulary
from engine.cards import load_card_file
from engine.errors import LoadError

GAMES = ("vanguard", "weiss", "dbscg", "systemgate")

#: One card per game (eight lines), then an ability whose first key is on line 11.
HEAD = '[[card]]\nid = "T-1"\nname = "Test"\n'
CARDS = {
    "vanguard": HEAD + 'type = "normal_unit"\nclan = "X"\ngrade = 1\npower = 5000\ncritical = 1\n',
    "weiss": HEAD + 'type = "character"\ncolor = "red"\nlevel = 0\ncost = 0\npower = 1000\n',
    "dbscg": HEAD + 'type = "battle"\ncolor = "red"\npower = 5000\ncost = 1\nkeywords = []\n',
    "systemgate": HEAD + 'type = "unit"\nlimit = 1\ncost = 1\npower = 1000\ncrit = 1\n',
}


def load(tmp_path: Path, game: str, ability: str) -> LoadError | None:
    path = tmp_path / "set.toml"
    path.write_text(CARDS[game] + "\n  [[card.ability]]\n" + ability + "\n", encoding="utf-8")
    try:
        load_card_file(path, game, registry.get(game).schema)
    except LoadError as exc:
        assert exc.path == str(path)
        return exc
    return None


@pytest.mark.parametrize(
    ("game", "ability", "line", "problem"),
    [
        (
            "vanguard",
            'kind = "act"\neffect = [{ draw = "x" }]',
            12,
            "effect 'draw' must be a number of cards from 1 to 99, or one of 'this.grade'",
        ),
        (
            "vanguard",
            'kind = "act"\neffect = [{ draw = { n = 1 } }]',
            12,
            "effect 'draw' has unknown key(s) 'n' (known: up_to)",
        ),
        ("vanguard", 'kind = "act"\neffect = [{ draw = -1 }]', 12, "{ up_to = 2 }, not -1"),
        (
            "vanguard",
            'kind = "act"\ncost = [{ counter_blast = 0 }]\neffect = [{ draw = 1 }]',
            12,
            "cost 'counter_blast' must be",
        ),
        (
            "vanguard",
            'kind = "act"\neffect = [{ search = { zone = "deck", colour = 1 } }]',
            12,
            "effect 'search' has unknown key(s) 'colour' (known: chosen_by, clan, count,",
        ),
        (
            "vanguard",
            'kind = "act"\neffect = [{ search = { zone = "sideboard" } }]',
            12,
            "effect 'search' key 'zone' must be one of",
        ),
        (
            "vanguard",
            'kind = "act"\neffect = [{ search = { grade_at_most = "two" } }]',
            12,
            "effect 'search' key 'grade_at_most' must be a number from -1000000 to 1000000, not 'two'",
        ),
        (
            "vanguard",
            'kind = "act"\neffect = [{ search = { count = 1, up_to = 1 } }]',
            12,
            "takes one of count, up_to and top",
        ),
        (
            "weiss",
            'kind = "act"\neffect = [{ put = { zone = "deck", top = 1, type = "climax", to = "stock" } }]',
            12,
            "takes the top cards whatever they are: type cannot go with top",
        ),
        (
            "vanguard",
            'kind = "act"\neffect = [{ put = { zone = "drop", count = 1, to = "VC" } }]',
            12,
            "effect 'put' key 'to' must be one of 'deck', 'hand', 'drop', 'soul', 'damage', 'bind', not 'VC'",
        ),
        ("vanguard", 'kind = "cont"\neffect = [{ draw = 1 }]', 12, "effect 'draw' cannot be used in a cont ability"),
        ("vanguard", 'kind = "act"\neffect = [{ deck_copies = 8 }]', 12, "cannot be used in an act ability"),
        (
            "vanguard",
            'kind = "act"\ncondition = [{ limit_break = "four" }]\neffect = [{ draw = 1 }]',
            12,
            "condition 'limit_break'",
        ),
        (
            "weiss",
            'kind = "act"\neffect = [{ gets = { power = 1000, until = "ever" } }]',
            12,
            "key 'until' must be one of",
        ),
        ("weiss", 'kind = "act"\neffect = [{ gets = { target = "self" } }]', 12, "names no stat to change"),
        (
            "weiss",
            'kind = "act"\neffect = [{ gets = { power = 1, target = { zone = "bench" } } }]',
            12,
            "key 'target' key 'zone'",
        ),
        (
            "weiss",
            'kind = "act"\neffect = [{ damage = "this.luck" }]',
            12,
            "effect 'damage' must be a number of cards from 1 to 99",
        ),
        (
            "weiss",
            'kind = "act"\neffect = [{ put = { zone = "deck", top = 1 } }]',
            12,
            "effect 'put' needs the key 'to'",
        ),
        (
            "weiss",
            'kind = "act"\neffect = [{ put = { zone = "deck", top = 1, to = "stage" } }]',
            12,
            "key 'to' must be one of",
        ),
        ("weiss", 'kind = "cont"\neffect = [{ power = "this.soul" }]', 12, "changes stats by a number"),
        (
            "weiss",
            'kind = "cont"\neffect = [{ gets = { power = 500, target = { zone = "hand" } } }]',
            12,
            "continuous gets",
        ),
        (
            "dbscg",
            'kind = "cont"\neffect = [{ gets = { power = 500, target = { zone = "battle", count = "all" } } }]',
            12,
            'a [Permanent] gets changes the power of "self" by a number',
        ),
        (
            "weiss",
            'kind = "act"\neffect = [{ brainstorm = { per_climax = "dance" } }]',
            12,
            "key 'per_climax' must be a list of",
        ),
        (
            "weiss",
            'kind = "act"\neffect = [{ brainstorm = { per_climax = [{ brainstorm = { per_climax = [] } }] } }]',
            12,
            "may not hold the effect 'brainstorm'",
        ),
        (
            "weiss",
            'kind = "act"\neffect = [{ draw = 1 }]\nparams = { whose = "mine" }',
            13,
            "params.whose must be one of",
        ),
        ("weiss", 'kind = "act"\neffect = [{ draw = 1 }]\nparams = { colour = 1 }', 13, "unknown params key 'colour'"),
        (
            "weiss",
            'kind = "cont"\neffect = [{ power = 1 }]\nparams = { inactive_if = { sunny = true } }',
            13,
            "unknown condition",
        ),
        (
            "dbscg",
            'kind = "act"\neffect = [{ token = { name = "A", power = "big" } }]',
            12,
            "key 'power' must be an amount",
        ),
        (
            "dbscg",
            'kind = "act"\ncost = [{ energy_color = ["red", "pink"] }]\neffect = [{ draw = 1 }]',
            12,
            "item 2: must be one of",
        ),
        (
            "dbscg",
            'kind = "act"\neffect = [{ draw = 1 }]\nparams = { timing = "lunch" }',
            13,
            "params.timing must be one of",
        ),
        (
            "systemgate",
            'kind = "act"\neffect = [{ gets = "+2 Luck" }]',
            12,
            'or a signed number as printed, such as "+3000"',
        ),
        (
            "systemgate",
            'kind = "act"\ncost = [{ rest_card = { n = 1, side = "left" } }]\neffect = [{ draw = 1 }]',
            12,
            "key 'side'",
        ),
        ("systemgate", 'kind = "act"\neffect = [{ search = { colour = "red" } }]', 12, "has unknown key(s) 'colour'"),
        (
            "systemgate",
            'kind = "auto"\nwhen = "summoned"\ncondition = [{ being_attacked = 1 }]\neffect = [{ draw = 1 }]',
            13,
            "must be true, not 1",
        ),
    ],
)
def test_a_value_that_does_not_fit_its_word_is_refused_with_its_line(
    tmp_path: Path, game: str, ability: str, line: int, problem: str
) -> None:
    err = load(tmp_path, game, ability)
    assert err is not None, "loaded"
    assert err.line == line and problem in err.message, str(err)
    assert err.message.startswith("card T-1, ability 1: ")


@pytest.mark.parametrize("game", GAMES)
def test_every_word_of_every_section_has_a_schema_and_says_what_it_does(game: str) -> None:
    assert registry.get(game).pool  # loading the cards registers the game's words
    vocab = vocabulary(game)
    for section in ("effect", "cost", "condition"):
        for name, word in vocab.section(section).items():
            assert word.kinds and word.doc and word.spec.describe(), (section, name)
    assert all(vocab.triggers.values())


@pytest.mark.parametrize("game", GAMES)
def test_the_demo_sets_use_only_values_their_words_accept(game: str, tmp_path: Path) -> None:
    """The demo cards load through the schemas (they would be refused otherwise), and a
    value that fits loads as the number or text the effect uses."""
    pool = registry.get(game).pool
    assert len(pool) > 40
    err = load(tmp_path, game, 'kind = "act"\neffect = [{ draw = 2 }]')
    assert err is None
