"""Invitations, answers as they travel, and the broker's files (no broker needed)."""

from __future__ import annotations

import base64
import hashlib
import json
from pathlib import Path

import pytest

from engine.errors import PlaymatError
from remote import broker
from remote.broker import GameUsers, acl_lines, password_hash, password_lines
from remote.topics import SPECTATOR, Invitation, parse_seat_topic, user_name
from remote.wire import BadMessage, SeatAnswer, parse_answer


def test_an_invitation_code_round_trips_and_refuses_damage() -> None:
    inv = Invitation("192.168.1.10", 1883, "0123456789ab", 2, user_name("0123456789ab", 2), "A" * 22)
    code = inv.code()
    assert code.startswith("PMI1-") and "\n" not in code
    assert Invitation.parse(f"  {code}\n") == inv
    for bad, why in [
        ("hello", "starts with"),
        (code[:-6], "damaged"),
        ("PMI1-" + base64.urlsafe_b64encode(b"[1]").decode(), "damaged"),
        (Invitation("h", 1, "0123456789ab", 2, "someone-else", "A" * 22).code(), "does not match"),
        (Invitation("h", 0, "0123456789ab", 2, user_name("0123456789ab", 2), "A" * 22).code(), "port"),
        (Invitation("h", 1, "GAME", 2, user_name("GAME", 2), "A" * 22).code(), "no game"),
        (Invitation("h; rm", 1, "0123456789ab", 2, user_name("0123456789ab", 2), "A" * 22).code(), "host"),
        (Invitation("h", 1, "0123456789ab", 2, user_name("0123456789ab", 2), "short").code(), "password"),
    ]:
        with pytest.raises(PlaymatError, match=why):
            Invitation.parse(bad)


def test_answers_are_read_strictly() -> None:
    assert parse_answer(b'{"index": 3, "answer": ["a", "b"]}') == SeatAnswer(3, ("a", "b"))
    assert parse_answer(b'{"index": 0, "answer": []}') == SeatAnswer(0, ())
    assert parse_answer(b'{"index": 7, "concede": true}') == SeatAnswer(7, (), concede=True)
    assert SeatAnswer(7, (), concede=True).payload() == {"index": 7, "concede": True}
    for bad in [b"{", b'{"index": -1, "answer": []}', b'{"index": true, "answer": []}', b'{"index": 1.5}']:
        with pytest.raises(BadMessage):
            parse_answer(bad)
    with pytest.raises(BadMessage, match="too large"):
        parse_answer(b" " * 300_000)
    with pytest.raises(BadMessage, match="too large"):
        parse_answer(b'{"index": 0, "answer": ["' + b"x" * 17_000 + b'"]}')
    # a table seat takes the revealed cards sync's report 12 waits for as the game has them
    assert parse_answer(b'{"index": 290, "reveals": 12}') == SeatAnswer(290, (), reveals=12)
    assert SeatAnswer(290, (), reveals=12).payload() == {"index": 290, "reveals": 12}
    for bad in [b'{"index": 1, "reveals": true}', b'{"index": 1, "reveals": -1}', b'{"index": 1, "reveals": "3"}']:
        with pytest.raises(BadMessage, match="revealed cards"):
            parse_answer(bad)
    with pytest.raises(BadMessage):
        parse_answer(b'{"index": 1, "reveals": 3, "answer": []}')
    # a deck list (a deck file's text) may be larger than an answer
    deck = "# name: Mine\n" + "4 VGD-014\n" * 2000
    a = SeatAnswer(0, (), deck=deck)
    assert a.payload() == {"index": 0, "deck": deck}
    assert parse_answer(json.dumps(a.payload()).encode()) == a
    for bad in [b'{"index": 0, "deck": ""}', b'{"index": 0, "deck": 4}', b'{"index": 0, "deck": "4 X", "answer": []}']:
        with pytest.raises(BadMessage):
            parse_answer(bad)


def test_only_seat_topics_are_read_from_seats() -> None:
    assert parse_seat_topic("playmat/0123456789ab/seat/2/answer") == ("0123456789ab", 2, "answer")
    assert parse_seat_topic("playmat/0123456789ab/seat/2/view") is None
    assert parse_seat_topic("playmat/0123456789ab/seat/0/answer") is None
    assert parse_seat_topic("playmat/0123456789ab/seat/2/answer/x") is None


def test_passwords_are_stored_as_mosquitto_passwd_stores_them() -> None:
    """``$7$`` is PBKDF2-HMAC-SHA512; the salt and the hash in base64."""
    line = password_hash("secret", salt=b"0123456789ab")
    _, kind, rounds, salt, digest = line.split("$")
    assert (kind, rounds) == ("7", "101")
    assert base64.b64decode(salt) == b"0123456789ab"
    want = hashlib.pbkdf2_hmac("sha512", b"secret", b"0123456789ab", 101)
    assert base64.b64decode(digest) == want


def test_each_seat_reads_only_its_own_topics() -> None:
    users = GameUsers.new("0123456789ab", 2)
    assert set(users.seats) == {SPECTATOR, 1, 2}
    acl = acl_lines(users)
    text = "\n".join(line for line in acl if not line.startswith("#"))
    blocks = {b.splitlines()[0]: b.splitlines()[1:] for b in text.split("\n\n") if b.startswith("user")}
    seat1 = blocks["user 0123456789ab-seat1"]
    assert "topic read playmat/0123456789ab/seat/1/view" in seat1
    assert not any("seat/2" in line for line in seat1)
    assert [line for line in seat1 if line.startswith("topic write")] == [
        "topic write playmat/0123456789ab/seat/1/answer",
        "topic write playmat/0123456789ab/seat/1/presence",
        "topic write playmat/0123456789ab/seat/1/table",
    ]
    assert "topic read playmat/0123456789ab/seat/1/sync" in seat1
    assert not any("/seat/" in line or "write" in line for line in blocks["user 0123456789ab-spectator"])
    assert blocks["user 0123456789ab-referee"] == ["topic readwrite playmat/0123456789ab/#"]
    assert len(password_lines(users)) == 4


def test_a_broker_folder_gathers_every_game(tmp_path: Path) -> None:
    conf = broker.prepare(tmp_path, 18830, "127.0.0.1")
    text = conf.read_text()
    assert "listener 18830 127.0.0.1" in text and "allow_anonymous false" in text
    assert f"password_file {tmp_path.resolve()}/passwd" in text
    a, b = GameUsers.new("aaaaaaaaaaaa", 2), GameUsers.new("bbbbbbbbbbbb", 4)
    broker.add_game(tmp_path, a)
    broker.add_game(tmp_path, b)
    assert len((tmp_path / "passwd").read_text().splitlines()) == 4 + 6
    assert (tmp_path / "passwd").stat().st_mode & 0o077 == 0
    broker.remove_game(tmp_path, "aaaaaaaaaaaa")
    assert "aaaaaaaaaaaa" not in (tmp_path / "acl").read_text()
    assert "bbbbbbbbbbbb-seat4" in (tmp_path / "acl").read_text()


def test_without_mosquitto_the_message_names_the_command_that_installs_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(broker.shutil, "which", lambda *a, **k: None)
    with pytest.raises(PlaymatError, match=r"apt-get install --no-install-recommends mosquitto") as err:
        broker.find_mosquitto()
    assert "./test.sh" in str(err.value)


def test_the_referee_saves_every_answer_and_resumes_from_the_save_and_its_log(tmp_path: Path) -> None:
    """Answers are appended to the save's log, the whole game written every
    hundred; a resumed referee has every answer, even with the log's last
    line cut short by a crash."""
    from engine.bots import RandomBot
    from remote.referee import WHOLE_SAVE_EVERY, Referee, answers_log

    path = tmp_path / "game.json"
    ref = Referee.new("weiss", "127.0.0.1", 1883, save_path=path, durable=False)
    bot = RandomBot(5)
    for n in range(1, WHOLE_SAVE_EVERY + 31):
        assert ref.match.decision is not None
        ref.match.apply(bot.choose(ref.match.decision))
        ref.save()
        again = Referee.resume(path)
        assert again.match.answers == ref.match.answers, n
        assert again.commitment == ref.commitment and again.users == ref.users
    assert len(answers_log(path).read_text().splitlines()) == 30
    assert (path.stat().st_mode & 0o777, answers_log(path).stat().st_mode & 0o777) == (0o600, 0o600)
    with answers_log(path).open("a") as f:
        f.write('{"i": 130, "a": ["cut sh')
    assert Referee.resume(path).match.answers == ref.match.answers
    ref.stop()


def test_the_commands_explain_bad_input_without_a_traceback(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from desktop.cli import main

    assert main(["remote-seat", "PMI1-garbage"]) == 2
    assert "damaged" in capsys.readouterr().err
    assert main(["referee", "--broker-dir", str(tmp_path / "b")]) == 2
    assert "--game is needed" in capsys.readouterr().err
    assert main(["broker", "--dir", str(tmp_path / "b"), "--port", "18831"]) == 0
    out = capsys.readouterr().out
    assert out.strip() == f"mosquitto -c {(tmp_path / 'b' / 'mosquitto.conf')}"
    assert "listener 18831 0.0.0.0" in (tmp_path / "b" / "mosquitto.conf").read_text()


def test_a_save_that_fails_does_not_stop_the_game_and_the_next_one_is_whole(tmp_path: Path) -> None:
    from engine.bots import RandomBot
    from remote.referee import Referee

    folder = tmp_path / "games"
    folder.mkdir()
    ref = Referee.new("vanguard", "127.0.0.1", 1883, save_path=folder / "game.json", durable=False)
    bot = RandomBot(1)
    ref.stop()  # closes the log: the folder can go
    (folder / "game.json").unlink()
    (folder / "game.json.answers").unlink()
    folder.rmdir()
    assert ref.match.decision is not None
    ref.match.apply(bot.choose(ref.match.decision))
    ref.save()  # the folder is gone: logged, nothing raised
    folder.mkdir()
    assert ref.match.decision is not None
    ref.match.apply(bot.choose(ref.match.decision))
    ref.save()
    assert Referee.resume(folder / "game.json").match.answers == ref.match.answers
    ref.stop()
