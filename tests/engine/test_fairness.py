"""Fair shuffles: 128-bit seeds, the commitment to the seed, and the check by replay."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine import registry
from engine.bots import RandomBot
from engine.fairness import (
    SPECTATOR,
    VerificationError,
    Witness,
    canonical,
    commitment,
    new_nonce,
    reveal,
    snapshot,
    verify,
)
from engine.match import SEED_BITS, Match

IDS = registry.ids()


def play_witnessed(rid: str, seed: int | None, seats: tuple[int, ...] = (0, 1)) -> tuple[Match, dict[int, Witness]]:
    """A random-bot game; each seat's witness records every snapshot it is shown
    (through a JSON round trip, as it travels)."""
    m = Match.new(rid, seed=seed)
    nonce = "0" * 32
    witnesses = {s: Witness(s, commitment(m.seed, nonce)) for s in seats}
    bot = RandomBot(3)

    def show() -> None:
        for s, w in witnesses.items():
            w.saw(json.loads(json.dumps(snapshot(m, s))))

    show()
    while m.decision is not None:
        m.apply(bot.choose(m.decision))
        show()
    return m, witnesses


def test_new_games_have_128_bit_seeds_from_secrets() -> None:
    seeds = [Match.new("vanguard").seed for _ in range(8)]
    assert all(0 <= s < 2**SEED_BITS for s in seeds)
    assert len(set(seeds)) == 8
    # a 31-bit seed would be below 2**31 every time: the chance that eight
    # 128-bit seeds all are is 2**-776
    assert max(seeds) >= 2**64


def test_a_128_bit_seed_is_saved_as_digits_and_loads(tmp_path: Path) -> None:
    m = Match.new("weiss", seed=2**127 + 12345)
    bot = RandomBot(1)
    for _ in range(30):
        assert m.decision is not None
        m.apply(bot.choose(m.decision))
    data = m.to_dict()
    assert data["seed"] == str(2**127 + 12345)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    loaded = Match.load(path)
    assert loaded.seed == m.seed
    assert loaded.journal_digest() == m.journal_digest()
    assert not loaded.rules_changed


def test_older_31_bit_seeds_stay_numbers_and_load(tmp_path: Path) -> None:
    m = Match.new("dbscg", seed=2**31 - 2)
    bot = RandomBot(2)
    for _ in range(20):
        assert m.decision is not None
        m.apply(bot.choose(m.decision))
    data = m.to_dict()
    assert data["seed"] == 2**31 - 2
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data))
    assert Match.load(path).journal_digest() == m.journal_digest()


@pytest.mark.parametrize("bad", ["12a", "", "1" * 41, "-5", " 7"])
def test_a_seed_string_must_be_digits(tmp_path: Path, bad: str) -> None:
    data = Match.new("vanguard", seed=1).to_dict()
    data["seed"] = bad
    from engine.errors import LoadError

    with pytest.raises(LoadError, match="seed is missing"):
        Match.from_dict(data)


def test_the_commitment_binds_the_seed_and_the_nonce() -> None:
    n1, n2 = new_nonce(), new_nonce()
    assert n1 != n2 and len(n1) == 32
    c = commitment(2**100, n1)
    assert c == commitment(2**100, n1)
    assert c != commitment(2**100 + 1, n1)
    assert c != commitment(2**100, n2)
    assert len(c) == 64
    for seed, nonce in ((-1, n1), (True, n1), (5, "xyz"), (5, n1.upper())):
        with pytest.raises(ValueError):
            commitment(seed, nonce)  # type: ignore[arg-type]


@pytest.mark.parametrize("rid", IDS)
def test_every_seat_verifies_a_whole_game_by_replay(rid: str) -> None:
    """The first and the last seat, and a spectator, each replay the revealed
    game and find every snapshot they were shown."""
    seats = (0, registry.get(rid).players - 1, SPECTATOR)
    m, witnesses = play_witnessed(rid, 2**127 + IDS.index(rid), seats)
    assert m.is_terminal()
    revealed = json.loads(json.dumps(reveal(m, "0" * 32)))
    for w in witnesses.values():
        replayed = w.verify(revealed)
        assert replayed.journal_digest() == m.journal_digest()


def test_a_spectator_snapshot_has_no_hidden_card_and_no_question() -> None:
    m = Match.new("vanguard", seed=9)
    shot = snapshot(m, SPECTATOR)
    assert shot["decision"] is None
    for z in shot["view"]["zones"]:
        if z["visibility"] != "public":
            assert all(c["card_id"] is None and c["name"] is None for c in z["cards"]), z["key"]


def tampered(revealed: dict[str, Any], **changes: Any) -> dict[str, Any]:
    out = json.loads(json.dumps(revealed))
    out["game"].update(changes)
    return out


def test_a_reveal_that_differs_from_the_game_is_refused() -> None:
    m, witnesses = play_witnessed("weiss", 2**90 + 7)
    w = witnesses[0]
    revealed = json.loads(json.dumps(reveal(m, "0" * 32)))
    w.verify(revealed)
    with pytest.raises(VerificationError, match="not the one committed"):
        w.verify(tampered(revealed, seed=str(2**90 + 8)))
    with pytest.raises(VerificationError, match="not the one committed"):
        w.verify({**revealed, "nonce": "1" * 32})
    # other answers: the replay breaks down or shows another game
    answers = revealed["game"]["answers"]
    with pytest.raises(VerificationError):
        w.verify(tampered(revealed, answers=answers[:5] + answers[6:]))
    with pytest.raises(VerificationError, match="past the game's last answer"):
        w.verify(tampered(revealed, answers=answers[:-1], journal_sha256=None))
    with pytest.raises(VerificationError, match="no commitment"):
        verify(revealed, "", 0, w.shown)
    with pytest.raises(VerificationError, match="holds no game"):
        w.verify({"nonce": "0" * 32})


def test_a_game_shown_other_than_the_reveal_is_found() -> None:
    """The referee showed seat 1 a snapshot the revealed game does not give."""
    m, witnesses = play_witnessed("vanguard", 77)
    w = witnesses[1]
    index = sorted(w.shown)[len(w.shown) // 2]
    w.shown[index] = "0" * 64
    with pytest.raises(VerificationError, match=f"after answer {index}"):
        w.verify(reveal(m, "0" * 32))


def test_two_different_snapshots_at_one_index_are_refused() -> None:
    m = Match.new("dbscg", seed=3)
    w = Witness(0)
    shot = snapshot(m, 0)
    w.saw(shot)
    w.saw(json.loads(canonical(shot)))
    other = json.loads(canonical(shot))
    other["view"]["turn"] = 99
    with pytest.raises(VerificationError, match="two different snapshots"):
        w.saw(other)
