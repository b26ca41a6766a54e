"""The log notes of the Dragon Ball Super Card Game and System Gate carry
their words as messages (docs/decisions.md, "The engine's text is a message
id plus parameters"): bot games of each ruleset, every note those games'
own modules make keeps a message whose English is the journalled text, for
the seat it is private to and for everyone else; so does every event they
journal as happening (plays, attacks, KOs, damage, summons: ``Happened``)."""

from __future__ import annotations

import re
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.events import CardMoved, Happened, Note
from engine.messages import ENGLISH, CardRef, Message, msg
from engine.sim import play_one
from engine.state import Game

#: the modules whose notes these tests look at (a note of the shared grammar or flow is another's)
OWN = ("engine/games/dbscg/", "engine/games/systemgate/")

RULESETS = ["dbscg", "dbscg-1.0", "systemgate", "systemgate-tagteam"]


def _caller() -> str:
    """Where the note was made: the first frame outside ``Game.log`` (and this wrapper)."""
    f = sys._getframe(2)
    while f.f_back is not None and f.f_code.co_filename.endswith("engine/state.py"):
        f = f.f_back
    return f"{f.f_code.co_filename.replace(chr(92), '/').split('engine/games/')[-1]}:{f.f_lineno}"


@pytest.fixture
def own_notes(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, Note]]]:
    """Every note the games' own modules make while the test runs, with where it was made."""
    made: list[tuple[str, Note]] = []
    log = Game.log

    def watched(self: Game, *args: object, **kwargs: object) -> None:
        where = _caller()
        log(self, *args, **kwargs)  # type: ignore[arg-type]
        if any(f"engine/games/{where}".startswith(own) for own in OWN):
            note = self.journal[-1]
            assert isinstance(note, Note)
            made.append((where, note))

    monkeypatch.setattr(Game, "log", watched)
    yield made


@pytest.fixture
def own_events(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, Happened]]]:
    """Every event the games' own modules journal as happening while the test runs, with where."""
    made: list[tuple[str, Happened]] = []
    happen = Game.happen

    def watched(self: Game, *args: object, **kwargs: object) -> Happened:
        where = _caller()
        event = happen(self, *args, **kwargs)  # type: ignore[arg-type]
        if any(f"engine/games/{where}".startswith(own) for own in OWN):
            made.append((where, event))
        return event

    monkeypatch.setattr(Game, "happen", watched)
    yield made


def _unworded(made: list[tuple[str, Note]]) -> Counter[str]:
    """The places whose notes keep no message (for the text, or a private note's public text)."""
    left: Counter[str] = Counter()
    for where, note in made:
        if note.message is None or (note.public_text and note.public_message is None):
            left[f"{where}: {note.text[:70]}"] += 1
    return left


def _same_english(made: list[tuple[str, Note]]) -> None:
    for where, note in made:
        if note.message is not None:
            ids = [note.message.id] + [v.id for _, v in _params(note.message) if isinstance(v, Message)]
            assert all(mid in ENGLISH for mid in ids), (where, ids)
            assert note.message.english() == note.text, where
        if note.public_message is not None:
            assert note.public_message.english() == note.public_text, where


@pytest.mark.parametrize("ruleset_id", RULESETS)
@pytest.mark.parametrize("bots", [(), ("heuristic",)], ids=["random", "heuristic"])
def test_every_note_of_a_bot_game_keeps_its_message(
    own_notes: list[tuple[str, Note]], ruleset_id: str, bots: tuple[str, ...]
) -> None:
    for seed in (3, 8, 21):
        m, _ = play_one(ruleset_id, seed, bots=bots)
        assert m.game.over
    assert len(own_notes) > 50
    _same_english(own_notes)
    left = _unworded(own_notes)
    assert not left, f"notes without a message ({sum(left.values())} of {len(own_notes)}): {sorted(left)}"


@pytest.mark.parametrize("ruleset_id", RULESETS)
@pytest.mark.parametrize("bots", [(), ("heuristic",)], ids=["random", "heuristic"])
def test_every_event_of_a_bot_game_keeps_its_message(
    own_events: list[tuple[str, Happened]], ruleset_id: str, bots: tuple[str, ...]
) -> None:
    """A play, an attack, a KO, damage, a summon: the line the log shows keeps
    its message, whose English is the journalled text, byte for byte."""
    for seed in (3, 8, 21):
        m, _ = play_one(ruleset_id, seed, bots=bots)
        assert m.game.over
        assert all(e.message is not None for e in m.game.journal if isinstance(e, Happened)), ruleset_id
    assert len(own_events) > 30
    kinds = {e.what for _, e in own_events}
    assert "attack" in kinds and kinds & {"play", "summon"}, kinds
    left: Counter[str] = Counter()
    for where, event in own_events:
        if event.message is None:
            left[f"{where}: {event.text[:70]}"] += 1
            continue
        ids = [event.message.id] + [v.id for _, v in _params(event.message) if isinstance(v, Message)]
        assert all(mid in ENGLISH for mid in ids), (where, ids)
        assert event.message.english() == event.text, where
        assert event.record()[-2] == event.text  # the journal keeps the English, not the message
    assert not left, f"events without a message ({sum(left.values())} of {len(own_events)}): {sorted(left)}"


def test_a_link_attack_names_every_attacker_and_a_player_target() -> None:
    """SG 6.2.6.1: a Link Attack's units joined by "+", a player attacked by number."""
    team = msg("sg.log.team", first=CardRef(1, "Cinder Hound"), then=CardRef(2, "Pyre Warden"))
    said = msg("sg.log.link_attack_player", cards=team, n=2)
    assert said.english() == "Link Attack: Cinder Hound + Pyre Warden attacks Player 2"


def test_a_card_leaving_the_field_says_why() -> None:
    from engine.games.systemgate.note_params import left_field

    m, _ = play_one("systemgate", 3)
    card = next(c for c in m.game.cards if c.card.type == "unit")
    assert left_field(card, "destroy", "destroyed").english() == f"{card.name} is destroyed"
    for why in ("over the Limit", "[Gear Swap]", "put into the drop", "an unknown reason"):
        said = left_field(card, "", why)
        assert said.english() == f"{card.name} leaves the field ({why})"
        assert (said.id == "sg.log.leaves_field") == (why == "an unknown reason"), said.id


def test_a_private_note_has_a_message_for_everyone_else(own_notes: list[tuple[str, Note]]) -> None:
    """A counter timing the responder could not answer: they read that they
    had no [Counter], the other player only that none was activated (DBS 4-7-3-2)."""
    for seed in range(1, 6):
        play_one("dbscg", seed)
    private = [n for _, n in own_notes if n.private_to is not None]
    assert private
    for note in private:
        assert note.private_to is not None
        assert note.message is not None and note.public_message is not None
        assert note.message.id != note.public_message.id
        assert note.words(note.private_to) == note.message
        assert note.words(1 - note.private_to) == note.public_message


def test_cards_in_the_notes_are_card_references(own_notes: list[tuple[str, Note]]) -> None:
    """A card a note names is a parameter the desktop words in the player's
    language (its instance id and name), never part of the words themselves."""
    m, _ = play_one("dbscg", 5)
    names = {c.name for c in m.game.cards}
    refs = 0
    for _, note in own_notes:
        assert note.message is not None
        for _, value in _params(note.message):
            if isinstance(value, CardRef):
                card = m.game.cards[value.iid]
                assert value.name in (card.name, card.card.name, card.card.stats.get("back_name")), value
                refs += 1
        assert not any(name in note.message.template for name in names if len(name) > 3), note.message.id
    assert refs > 20


def _params(message: Message) -> Iterator[tuple[str, object]]:
    for name, value in message.params:
        yield name, value
        if isinstance(value, Message):
            yield from _params(value)


def test_a_list_of_cards_reads_as_english_lists_them() -> None:
    from engine.games.dbscg.note_params import listed

    a, b, c = CardRef(1, "Goku"), CardRef(2, "Vegeta"), CardRef(3, "Piccolo")
    assert listed([]) == ""
    assert listed([a]) == a
    order = listed([msg("dbs.log.nth", i=2, card=b), msg("dbs.log.nth", i=1, card=a)])
    assert msg("dbs.log.counters_resolve", order=order).english() == (
        "Resolving the [Counter] skills last activated first: 2. Vegeta, 1. Goku"
    )
    assert isinstance(listed([a, b, c]), Message)
    assert msg("dbs.log.combo_part", card=c, power=5000).english() == "Piccolo 5000"


def test_every_id_the_games_name_has_words() -> None:
    """Every log id the two games' modules name has English words, the ids
    made from a value too (``dbs.log.switches.{word}``: some id starts so),
    so a note no bot game reaches cannot read as its bare id."""
    root = Path(__file__).resolve().parents[2] / "engine" / "games"
    named = re.compile(r"""(?:msg|Message)\(\s*(f?)["']((?:dbs|sg)\.log\.[^"']*)["']""")
    found = 0
    for path in [*(root / "dbscg").glob("*.py"), *(root / "systemgate").glob("*.py")]:
        for made, mid in named.findall(path.read_text(encoding="utf-8")):
            found += 1
            if made:
                stem = mid.split("{", 1)[0]
                assert any(k.startswith(stem) for k in ENGLISH), (path.name, mid)
            else:
                assert mid in ENGLISH, (path.name, mid)
    assert found > 200


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_why_a_card_moved_has_a_message(ruleset_id: str) -> None:
    """A card move records why in English (``CardMoved.why``); every reason
    of these games' bot games is the English of a ``log.why.`` message, so
    the log words it in the player's language; a reason that names a card
    ("placed under X", "into the soul of X") has the card as a parameter."""
    from engine.log_words.parts import why_message

    reasons: Counter[str] = Counter()
    names: set[str] = set()
    for seed in (2, 9):
        for bots in ((), ("heuristic",)):
            m, _ = play_one(ruleset_id, seed, bots=bots)
            names |= {c.name for c in m.game.cards}
            reasons.update(e.why for e in m.journal if isinstance(e, CardMoved))
    assert len(reasons) > 10
    for why in reasons:
        said = why_message(why)
        assert said is not None, why
        assert said.english() == why
        card = dict(said.params).get("card")
        assert card is None or card in names, why
    for why, card in (
        ("placed under Son Goku, the Hope", "Son Goku, the Hope"),
        ("into the soul of Gate of Ruin", "Gate of Ruin"),
    ):
        said = why_message(why)
        assert said is not None and said.english() == why
        assert dict(said.params)["card"] == card


def test_a_keyword_skills_label_and_cost_keep_their_keyword() -> None:
    """A pending [Dual Attack] or [Revenge] names its card and its keyword
    (DBS 10-8, 10-9), an energy cost what it is paid for (DBS 8-4), and a
    System Gate Gate Master skill its kind and value (SG 2.4): as ids, the
    same English."""
    from engine.games.dbscg.note_params import skill_cost_of
    from engine.games.systemgate.note_params import gm_skill_of

    label = msg("dbs.log.label.keyword", card=CardRef(4, "Ryuen"), skill=Message("dbs.log.kw.triple_attack"))
    assert label.english() == "Ryuen: [Triple Attack]"
    cost = skill_cost_of("[Union-Potara]")
    assert cost == "[Union-Potara] skill cost" and cost.message.id == "dbs.log.skill_cost_of"
    assert gm_skill_of("energy 2") == msg("sg.log.gm_n", skill=Message("sg.log.gm.energy"), x=2)
    assert gm_skill_of("berserk") == Message("sg.log.gm.berserk")
    assert gm_skill_of("an unknown skill") == "an unknown skill"
    for words in ("energy 2", "neg_life 3", "berserk"):
        said = gm_skill_of(words)
        assert isinstance(said, Message) and said.english() == words
