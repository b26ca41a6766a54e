"""Lasting effects as they begin and end (``EffectAdded``, ``EffectEnded``)
keep their words as messages, as the log's notes do (docs/decisions.md, "The
engine's text is a message id plus parameters"): in bot games of every
ruleset each effect journalled carries a message whose English is the
journalled text, byte for byte, and the words that were English pieces of
an effect (a DBSCG limit on attacks) read as they always did."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.events import EffectAdded, EffectEnded, Event
from engine.messages import CardRef, Message, msg
from engine.sim import play_one

RULESETS = ["vanguard", "weiss", "dbscg", "dbscg-1.0", "systemgate", "systemgate-tagteam"]


def _effects(ruleset_id: str) -> list[EffectAdded | EffectEnded]:
    found: list[EffectAdded | EffectEnded] = []
    for seed in (3, 8, 21):
        for bots in ((), ("heuristic",)):
            m, _ = play_one(ruleset_id, seed, bots=bots)
            assert m.game.over
            found += [e for e in m.journal if isinstance(e, (EffectAdded, EffectEnded))]
    return found


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_every_lasting_effect_of_a_bot_game_keeps_its_message(ruleset_id: str) -> None:
    effects = _effects(ruleset_id)
    assert len([e for e in effects if isinstance(e, EffectAdded)]) > 5
    left: Counter[str] = Counter()
    for e in effects:
        if e.message is None:
            left[e.text[:70]] += 1
            continue
        assert e.message.english() == e.text
        assert e.record()[2] == e.text  # the journal keeps the English (saves and digests)
    assert not left, f"effects without a message ({sum(left.values())} of {len(effects)}): {sorted(left)}"


def test_an_effect_names_its_card_as_a_card_reference() -> None:
    effects = [e for e in _effects("weiss") if isinstance(e, EffectAdded) and e.message is not None]
    named = [e for e in effects if any(isinstance(v, CardRef) for _, v in _flat(e.message))]
    assert named and all(v.name in e.text for e in named for _, v in _flat(e.message) if isinstance(v, CardRef))


def _flat(message: Message | None) -> list[tuple[str, object]]:
    out: list[tuple[str, object]] = []
    for key, value in message.params if message is not None else ():
        out += _flat(value) if isinstance(value, Message) else [(key, value)]
    return out


def test_an_effect_given_as_text_stays_text() -> None:
    """``add_effect(text=...)`` still takes plain English (a game not yet
    worded): it is journalled as it is, with no message."""
    m, _ = play_one("vanguard", 5)
    g = m.game
    before = len(g.journal)
    g.add_effect("power", "add", 1, text="a test effect")
    said = msg("vg.log.effect.trigger_power", card=CardRef(1, "Blaster Blade"), n=5000)
    g.add_effect("power", "add", 5000, text=said)
    added: list[Event] = [e for e in g.journal[before:] if isinstance(e, EffectAdded)]
    assert [e.describe() for e in added] == [
        "a test effect (until end of turn)",
        "Blaster Blade gets +5000 power (until end of turn)",
    ]
    assert [getattr(e, "message", None) for e in added] == [None, said]


@pytest.mark.parametrize("kind", ["any", "battle"])
@pytest.mark.parametrize("least", [0, 3])
@pytest.mark.parametrize("until", ["turn", "next_main"])
def test_a_dbscg_limit_on_attacks_reads_as_it_always_did(kind: str, least: int, until: str) -> None:
    from engine.games.dbscg.attack_limits import NoAttacks

    limit = NoAttacks(kind=kind, least=least, until=until)
    assert limit.said().english() == limit.words()


@pytest.mark.parametrize(("game", "zone", "owner"), [("vanguard", "deck", "you"), ("dbscg", "life", "opponent")])
def test_the_top_cards_of_a_pile_read_as_they_always_did(game: str, zone: str, owner: str) -> None:
    from engine.grammar.selector import Selector

    top = Selector(zones=(zone,), owner=owner, top=3)
    said = top.message(game)
    assert said is not None and said.english() == top.words()
    assert Selector(zones=(zone,), top=2, types=("unit",)).message(game) is None  # a shape without words yet


@pytest.mark.parametrize(("ruleset_id", "ids"), [("dbscg", ("log.if.",)), ("systemgate-tagteam", ("log.if.",))])
def test_the_conditions_of_an_if_are_words_of_the_game(ruleset_id: str, ids: tuple[str, ...]) -> None:
    """``power_at_least``, ``coin_heads``: the condition's words are a message
    (``log.cond.``), worded in the player's language."""
    from engine.events import Note

    conditions = []
    for seed in (2, 9, 4, 13):
        for bots in ((), ("heuristic",)):
            m, _ = play_one(ruleset_id, seed, bots=bots)
            conditions += [
                dict(e.message.params)["words"]
                for e in m.journal
                if isinstance(e, Note) and e.message is not None and e.message.id.startswith(ids)
            ]
    assert conditions
    assert all(isinstance(w, Message) and w.id.startswith(("log.cond.", "log.list")) for w in conditions), conditions


def test_a_keyword_a_unit_loses_is_a_word_of_the_game() -> None:
    """Vanguard's ``restraint`` (レストレイン) as a message, in the note and in
    the effect's words."""
    from engine.events import Note

    said = []
    for seed in (2, 9, 4, 13):
        for bots in ((), ("heuristic",)):
            m, _ = play_one("vanguard", seed, bots=bots)
            for e in m.journal:
                message = e.message if isinstance(e, (Note, EffectAdded)) else None
                if message is not None and message.id.startswith("log.keyword."):
                    said.append(dict(message.params)["keyword"])
    assert said
    assert all(isinstance(k, Message) and k.id.startswith("log.skill.") for k in said), said


def test_a_shot_trigger_names_its_card() -> None:
    """Weiss Schwarz: the damage of a shot trigger is "Shot trigger of X"
    (X's shot trigger), its card a card reference."""
    from engine.events import Note

    shots = []
    for seed in (2, 9, 4, 13):
        for bots in ((), ("heuristic",)):
            m, _ = play_one("weiss", seed, bots=bots)
            shots += [
                dict(e.message.params)["who"]
                for e in m.journal
                if isinstance(e, Note) and e.message is not None and e.message.id == "ws.log.shot_damage"
            ]
    assert shots
    assert all(isinstance(w, Message) and w.id == "ws.log.shot_of" for w in shots), shots
    assert all(isinstance(dict(w.params)["card"], CardRef) for w in shots if isinstance(w, Message))
