"""Decision prompts and option labels as messages: each message reads, in
English, exactly the prompt or label the journal keeps, and a card it names
is named as the deciding seat may read it."""

from __future__ import annotations

from collections import Counter

import pytest

from engine import registry
from engine.bots import RandomBot
from engine.decisions import Decision
from engine.games.dbscg.costs import cost_text, specified
from engine.games.dbscg.words import cost_words
from engine.match import Match
from engine.messages import ENGLISH, CardRef, Message, msg
from engine.state import Game


def test_a_card_in_a_message_reads_as_its_name() -> None:
    m = msg("vg.choose_target", card=CardRef(7, "Blazing Empress"))
    assert m.english() == "Choose the unit Blazing Empress attacks"
    assert m == Message("vg.choose_target", (("card", CardRef(7, "Blazing Empress")),))
    assert hash(m)


def _check(g: Game, d: Decision, seen: Counter[str]) -> None:
    if d.message is not None:
        assert d.message.id in ENGLISH, d.message.id
        assert d.message.english() == d.prompt
        seen["prompts"] += 1
        _check_cards(g, d, d.message)
    seen["decisions"] += 1
    for o in d.options:
        if o.message is not None:
            assert o.message.id in ENGLISH, o.message.id
            assert o.message.english() == o.label
            seen["labels"] += 1
            _check_cards(g, d, o.message)


def _check_cards(g: Game, d: Decision, message: Message) -> None:
    """A card named in a message is named as the deciding seat may read it
    (a card hidden from them reads "face-down card")."""
    for _, value in message.params:
        if isinstance(value, CardRef):
            assert value.name == g.label(g.cards[value.iid], d.player)
        elif isinstance(value, Message):
            assert value.id in ENGLISH, value.id
            _check_cards(g, d, value)


@pytest.mark.parametrize("ruleset_id", registry.ids())
def test_every_message_of_a_bot_game_reads_as_its_prompt(ruleset_id: str) -> None:
    seen: Counter[str] = Counter()
    for seed in (1, 2, 3):
        m = Match.new(ruleset_id, seed=seed)
        bots = [RandomBot(seed * 8 + i) for i in range(len(m.game.players))]
        n = 0
        while m.decision is not None and n < 3000:
            d = m.decision
            _check(m.game, d, seen)
            m.apply(bots[d.player].choose(d))
            n += 1
    assert seen["decisions"] > 0
    assert seen["prompts"] > 0 and seen["labels"] > 0, seen


def test_a_dbscg_cost_with_a_specified_part_reads_as_its_cost_text() -> None:
    # DBS 2-3-3: the total cost, and the colors of its specified part
    m = Match.new("dbscg", seed=1)
    spec = [c for c in m.game.cards if len(specified(c.card)) >= 1]
    assert spec
    for card in spec:
        words = cost_words(m.game, card)
        assert isinstance(words, Message)
        assert words.english() == cost_text(m.game, card)
    two = msg("dbs.option.play", card=CardRef(3, "Kaito"), cost=_spec_of(4, ("red", 1), ("blue", 2)))
    assert two.english() == "Play Kaito (cost 4 incl. 1 red, 2 blue)"


def _spec_of(total: int, *parts: tuple[str, int]) -> Message:
    words = [msg("dbs.cost.colored", n=n, color=Message(f"dbs.color.{c}")) for c, n in parts]
    joined = words[0]
    for w in words[1:]:
        joined = msg("dbs.cost.and", first=joined, then=w)
    return msg("dbs.cost.spec", n=total, spec=joined)
