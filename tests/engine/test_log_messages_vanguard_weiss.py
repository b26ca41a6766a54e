"""The log notes of Cardfight!! Vanguard, Weiss Schwarz and the rules every
game shares (the card-effect verbs, the flow of abilities, changes by hand)
carry their words as messages (docs/decisions.md, "The engine's text is a
message id plus parameters"): in bot games every note those modules make
keeps a message whose English is the journalled text, for the seat a note is
private to and for everyone else; the cards they name are card references."""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterator

import pytest

from engine.events import Note
from engine.log_words.parts import card_list, place_word, word_message
from engine.match import Match
from engine.messages import ENGLISH, CardRef, Message, msg
from engine.sim import play_one
from engine.state import Game

#: the games' own modules, and the shared ones (the grammar, the flow, changes by hand)
GAMES = ("games/vanguard/", "games/weiss/")
SHARED = ("grammar/", "flow.py", "match.py", "timing.py", "abilities.py")


def _caller() -> str:
    """Where the note was made: the first frame outside ``Game.log``, as a path under ``engine/``."""
    f = sys._getframe(2)
    while f.f_back is not None and f.f_code.co_filename.endswith("engine/state.py"):
        f = f.f_back
    return f"{f.f_code.co_filename.replace(chr(92), '/').split('/engine/')[-1]}:{f.f_lineno}"


@pytest.fixture
def notes(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, Note]]]:
    """Every note made while the test runs, with where it was made."""
    made: list[tuple[str, Note]] = []
    log = Game.log

    def watched(self: Game, *args: object, **kwargs: object) -> None:
        where = _caller()
        log(self, *args, **kwargs)  # type: ignore[arg-type]
        note = self.journal[-1]
        assert isinstance(note, Note)
        made.append((where, note))

    monkeypatch.setattr(Game, "log", watched)
    yield made


def _of(made: list[tuple[str, Note]], places: tuple[str, ...]) -> list[tuple[str, Note]]:
    return [(where, note) for where, note in made if where.startswith(places)]


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
            assert note.message.id in ENGLISH, (where, note.message.id)
            assert note.message.english() == note.text, where
        if note.public_message is not None:
            assert note.public_message.english() == note.public_text, where


def _params(message: Message) -> Iterator[object]:
    for _, value in message.params:
        yield value
        if isinstance(value, Message):
            yield from _params(value)


@pytest.mark.parametrize("ruleset_id", ["vanguard", "weiss"])
@pytest.mark.parametrize("bots", [(), ("heuristic",)], ids=["random", "heuristic"])
def test_every_note_of_a_bot_game_keeps_its_message(
    notes: list[tuple[str, Note]], ruleset_id: str, bots: tuple[str, ...]
) -> None:
    for seed in (3, 8, 21):
        m, _ = play_one(ruleset_id, seed, bots=bots)
        assert m.game.over
    mine = _of(notes, GAMES + SHARED)
    assert len(mine) > 100
    _same_english(mine)
    left = _unworded(mine)
    assert not left, f"notes without a message ({sum(left.values())} of {len(mine)}): {sorted(left)}"


@pytest.mark.parametrize("ruleset_id", ["dbscg", "dbscg-1.0", "systemgate", "systemgate-tagteam"])
def test_the_shared_rules_notes_keep_their_messages_in_the_other_games(
    notes: list[tuple[str, Note]], ruleset_id: str
) -> None:
    """The card-effect verbs and the flow of abilities make notes in every
    game: there too they carry their messages."""
    for seed in (3, 8):
        play_one(ruleset_id, seed)
    shared = _of(notes, SHARED)
    _same_english(shared)
    assert not _unworded(shared)


def test_the_cards_a_note_names_are_card_references(notes: list[tuple[str, Note]]) -> None:
    """A card is a parameter the desktop words in the player's language
    (instance id and name), never part of the words themselves."""
    for rid in ("vanguard", "weiss"):
        notes.clear()
        m, _ = play_one(rid, 5)
        names = {c.card.name for c in m.game.cards}
        refs = 0
        for where, note in _of(notes, GAMES + SHARED):
            assert note.message is not None
            for value in _params(note.message):
                if isinstance(value, CardRef):
                    assert value.name == m.game.cards[value.iid].card.name, (where, value)
                    refs += 1
            assert not any(name in note.message.template for name in names), (where, note.message.id)
        assert refs > 30, rid


def test_changes_by_hand_keep_their_messages_and_hide_a_face_down_card() -> None:
    """A card moved by hand is named when it lands face up and read as "a
    card" when it lands face down (its public words never name it); every
    change by hand is a message."""
    m = Match.new("vanguard", seed=6)
    g = m.game
    deck, drop, damage = g.zone(0, "deck"), g.zone(0, "drop"), g.zone(0, "damage")
    card = deck.cards[-1]
    m.manual(0, {"move": card.iid, "to": drop.key, "face_up": False})
    m.manual(0, {"flip": card.iid, "face_up": True})
    m.manual(0, {"move": card.iid, "to": damage.key})
    m.manual(0, {"orient": card.iid, "orientation": "rest"})
    m.manual(0, {"counter": "marker", "player": 1, "delta": -2})
    by_hand = [e for e in m.journal if isinstance(e, Note)][-5:]
    assert [n.message.id if n.message else None for n in by_hand] == [
        "log.by_hand.moved_hidden",
        "log.by_hand.face_up",
        "log.by_hand.moved",
        "log.by_hand.turned",
        "log.by_hand.counter",
    ]
    for note in by_hand:
        assert note.message is not None and note.message.english() == note.text
    hidden, shown = by_hand[0], by_hand[2]
    assert card.name not in hidden.text and hidden.public_message == hidden.message
    assert shown.message == msg(
        "log.by_hand.moved", n=1, card=CardRef(card.iid, card.name), src=drop.name, dst=damage.name
    )
    assert shown.public_message == msg("log.by_hand.moved_hidden", n=1, src=drop.name, dst=damage.name)
    assert card.name not in shown.public_text
    assert by_hand[4].text == "Player 1 changed Player 2's marker by -2 by hand"


def test_the_pieces_of_a_note_read_as_the_english_always_did() -> None:
    """A list of cards joins with ", " (none: "nothing"); a zone or a game's
    word is its message where one exists, else the word itself."""
    m = Match.new("weiss", seed=2)
    a, b, c = m.game.zone(0, "hand").cards[:3]
    assert msg("log.reveals", n=1, cards=card_list([a, b, c])).english() == (
        f"Player 1 reveals {a.name}, {b.name}, {c.name}"
    )
    assert msg("log.reveals", n=2, cards=card_list([])).english() == "Player 2 reveals nothing"
    assert place_word("weiss", "waiting_room") == Message("place.weiss.waiting_room")
    assert place_word("weiss", "somewhere_else") == "somewhere else"
    assert word_message("ws.log.icon", "soul") == Message("ws.log.icon.soul")
    assert word_message("ws.log.icon", "unknown") == "unknown"


def test_every_ids_english_is_what_str_format_gives() -> None:
    """The English words are compiled once into a quicker function of their
    fields: for every id it gives what ``str.format`` gives (cards, nested
    messages, signed numbers, apostrophes and backslashes in names)."""
    from string import Formatter

    for mid, words in ENGLISH.items():
        fields = [name for _, name, _, _ in Formatter().parse(words) if name]
        values: dict[str, object] = {}
        for i, name in enumerate(fields):
            kinds: list[object] = [CardRef(i, "Ogre's {x} \\ blade'"), Message("phase.battle"), -1200]
            values[name] = -1200 if ":+d" in words else kinds[i % 3]
        message = Message(mid, (*values.items(), ("unused", "x")))  # type: ignore[arg-type]
        assert message.english() == words.format(**values), mid


@pytest.mark.parametrize("ruleset_id", ["vanguard", "weiss"])
def test_why_a_card_moved_has_a_message(ruleset_id: str) -> None:
    """A card move records why in English (``CardMoved.why``); every reason
    of these games' bot games is the English of a ``log.why.`` message, so
    the log words it in the player's language."""
    from engine.events import CardMoved
    from engine.log_words.parts import why_message

    reasons: Counter[str] = Counter()
    for seed in (2, 9):
        for bots in ((), ("heuristic",)):
            m, _ = play_one(ruleset_id, seed, bots=bots)
            reasons.update(e.why for e in m.journal if isinstance(e, CardMoved))
    assert len(reasons) > 10
    for why in reasons:
        said = why_message(why)
        assert said is not None, why
        assert said.english() == why


@pytest.mark.parametrize("ruleset_id", ["vanguard", "weiss"])
def test_the_events_abilities_wait_for_keep_their_messages(ruleset_id: str) -> None:
    """A play, an attack, a hit, a retire, a reverse (``Happened``) is
    journalled in English and keeps its message beside it, as a note does."""
    from engine.events import Happened

    events = 0
    for seed in (4, 13):
        for bots in ((), ("heuristic",)):
            m, _ = play_one(ruleset_id, seed, bots=bots)
            for e in m.journal:
                if isinstance(e, Happened):
                    events += 1
                    assert e.message is not None, e.text
                    assert e.message.english() == e.text
    assert events > 50
