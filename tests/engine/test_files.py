"""engine.files: hostile files are refused with the file and line, before
any parser can be made to hang, exhaust memory or recurse too deeply."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import files
from engine.errors import LoadError


def refused(call: object, *args: object) -> LoadError:
    assert callable(call)
    with pytest.raises(LoadError) as info:
        call(*args)
    return info.value


def toml_error(text: str) -> LoadError:
    return refused(files.parse_toml, text, "set.toml", "card set")


def json_error(text: str) -> LoadError:
    return refused(files.parse_json, text, "game.json", "saved game")


# -- what is read ------------------------------------------------------------------------


@pytest.mark.timeout(20)
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "deck.txt"
    os.mkfifo(fifo)
    e = refused(files.read_text, fifo, "deck list", files.MAX_DECK_BYTES)
    assert str(e) == f"{fifo}: cannot read deck list: a named pipe (FIFO), not a regular file"
    assert e.line is None


@pytest.mark.timeout(20)
def test_a_link_to_dev_zero_is_refused_before_reading(tmp_path: Path) -> None:
    link = tmp_path / "set.toml"
    link.symlink_to("/dev/zero")
    e = refused(files.read_toml, link, "card set", files.MAX_CARD_SET_BYTES)
    assert str(e) == f"{link}: cannot read card set: a character device, not a regular file"


def test_a_folder_is_refused(tmp_path: Path) -> None:
    e = refused(files.read_bytes, tmp_path, "saved game", files.MAX_SAVE_BYTES)
    assert str(e) == f"{tmp_path}: cannot read saved game: a folder, not a regular file"


def test_a_link_to_a_regular_file_is_read(tmp_path: Path) -> None:
    (tmp_path / "real.txt").write_text("4 VGD-014\n", encoding="utf-8")
    (tmp_path / "deck.txt").symlink_to(tmp_path / "real.txt")
    assert files.read_text(tmp_path / "deck.txt", "deck list", files.MAX_DECK_BYTES) == "4 VGD-014\n"


def test_a_file_over_its_size_limit_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes(b"x" * 11)
    e = refused(files.read_bytes, path, "deck list", 10)
    assert str(e) == f"{path}: deck list is too large (11 bytes; at most 10)"
    assert files.read_bytes(path, "deck list", 11) == b"x" * 11


def test_missing_files_and_bad_names_are_load_errors(tmp_path: Path) -> None:
    e = refused(files.read_bytes, tmp_path / "gone.txt", "deck list", 10)
    assert str(e) == f"{tmp_path / 'gone.txt'}: cannot read deck list: No such file or directory"
    e = refused(files.read_bytes, "deck\0.txt", "deck list", 10)
    assert e.message == "cannot read deck list: not a valid file name"


def test_text_that_is_not_utf8_names_its_line(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes(b"\xef\xbb\xbf4 VGD-014\n4 VGD-\xff15\n")
    e = refused(files.read_text, path, "deck list", files.MAX_DECK_BYTES)
    assert str(e) == f"{path}:2: deck list is not UTF-8 text (byte 19)"
    path.write_bytes(b"\xef\xbb\xbf#\n\xff")  # the byte-order mark counts
    assert str(refused(files.read_text, path, "deck list", 10)) == f"{path}:2: deck list is not UTF-8 text (byte 5)"
    path.write_bytes(b"\xef\xbb\xbf4 VGD-014\n")
    assert files.read_text(path, "deck list", files.MAX_DECK_BYTES) == "4 VGD-014\n"


# -- TOML ----------------------------------------------------------------------------------


def test_toml_too_deep_in_brackets_names_the_line() -> None:
    e = toml_error('[set]\nid = "T"\nx = ' + "[" * 65 + "]" * 65 + "\n")
    assert str(e) == "set.toml:3: card set nests deeper than 64 levels"
    assert files.parse_toml("x = " + "[" * 64 + "]" * 64, "set.toml", "card set")


def test_toml_too_deep_in_dotted_keys_is_refused() -> None:
    """Tables nested by dotted keys inside inline tables have no brackets to count."""
    value = "1"
    for _ in range(20):
        value = "{ a.b.c.d = " + value + " }"
    e = toml_error("x = " + value)
    assert str(e) == "set.toml: card set nests deeper than 64 levels"


def test_a_long_dotted_toml_key_is_refused_before_the_parser_sees_it() -> None:
    """100 KB of ``a.a.a…`` made the TOML parser use 9.5 GB."""
    e = toml_error("[set]\n" + ".".join(["a"] * 50_000) + " = 1\n")
    assert str(e) == "set.toml:2: card set: a key of more than 16 dotted parts"
    e = toml_error("[set]\n[ a . \"b.c\" . 'd' . e.f.g.h.i.j.k.l.m.n.o.p.q.r ]\n")
    assert str(e) == "set.toml:2: card set: a key of more than 16 dotted parts"
    assert files.parse_toml(".".join("abcdefghijklmnop") + " = 1.5", "set.toml", "card set")


def test_dots_in_strings_comments_and_numbers_are_not_key_parts() -> None:
    text = (
        'text = "' + "a." * 40 + '"\n'
        "# " + "b." * 40 + "\n"
        "xs = [" + ", ".join(["1.5"] * 40) + "]\n"
        "long = '''\n" + "c." * 40 + "\n'''\n"
    )
    assert files.parse_toml(text, "set.toml", "card set")["xs"] == [1.5] * 40


def test_brackets_hidden_after_a_multi_line_string_are_counted() -> None:
    """A multi-line string may end with up to two quotes of its own."""
    e = toml_error("x = ['''a'''', " + "[" * 70 + "]" * 71)
    assert str(e) == "set.toml:1: card set nests deeper than 64 levels"
    assert files.parse_toml("x = '''a'''''\ny = \"\"\"b\"\"\"\"\"", "s", "card set") == {"x": "a''", "y": 'b""'}


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ("banana = 1\npower = nan\n", 2, "nan is not a usable number"),
        ("power = 1\nshield = -inf\n", 2, "-inf is not a usable number"),
        ("power = 1e400\n", 1, "1e400 is not a usable number"),
        ("\npower = 9223372036854775808\n", 2, "9223372036854775808 is not a usable number (more than 64 bits)"),
        ("power = " + "9" * 5000, 1, "a number too large to be usable"),
        ("power = 0x" + "f" * 5000, None, "a number is not a usable number (more than 64 bits)"),
        ('[set]\nid = "T\n', 2, "not valid TOML: Illegal character '\\n'"),
    ],
)
def test_toml_numbers_no_size_can_be_are_refused_with_their_line(text: str, line: int | None, message: str) -> None:
    e = toml_error(text)
    assert (e.path, e.line, e.message) == ("set.toml", line, message)


def test_toml_integers_of_64_bits_are_read() -> None:
    assert files.parse_toml("a = 9223372036854775807\nb = -9223372036854775808", "s", "x") == {
        "a": 2**63 - 1,
        "b": -(2**63),
    }


# -- JSON ----------------------------------------------------------------------------------


def test_json_too_deep_names_the_line() -> None:
    e = json_error('{"format": "playmat-match",\n "answers": ' + "[" * 65 + "]" * 65 + "}")
    assert str(e) == "game.json:2: saved game nests deeper than 64 levels"
    e = json_error("\n\n" + "[" * 100_000)
    assert str(e) == "game.json:3: saved game nests deeper than 64 levels"
    assert files.parse_json("[" * 64 + "]" * 64, "game.json", "saved game")


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ('{"seed": 1,\n "t": 1e400}', 2, "1e400 is not a usable number"),
        ('{"seed": 1,\n\n "t": -1e999}', 3, "-1e999 is not a usable number"),
        ('{"t": NaN}', 1, "NaN is not a usable number"),
        ('{"t": -Infinity}', 1, "-Infinity is not a usable number"),
        ('{"seed":\n' + "1" * 5000 + "}", 2, "11111111111111111111… (5000 characters) is not a usable number"),
        ('{"seed": 1,\n"x": }', 2, "saved game is not valid JSON: Expecting value (column 6)"),
    ],
)
def test_json_numbers_no_save_holds_are_refused_with_their_line(text: str, line: int, message: str) -> None:
    e = json_error(text)
    assert (e.path, e.line, e.message) == ("game.json", line, message)


def test_json_brackets_in_strings_are_not_nesting() -> None:
    text = '{"a": "' + "[" * 100 + '", "b": "\\"' + "{" * 100 + '"}'
    assert files.parse_json(text, "game.json", "saved game") == {"a": "[" * 100, "b": '"' + "{" * 100}


# -- any text --------------------------------------------------------------------------------

_PIECES = st.sampled_from(
    [
        *("[", "]", "{", "}", ".", "a", "1", "1.5", "1e400", "nan", "NaN", " ", "\n", '"', "'", "'''", '"""', "#"),
        *("\\", "=", ",", ":", "x.y", "-", "9" * 20, "2023-02-30", "true"),
    ]
)


@settings(max_examples=600, deadline=None)
@given(st.lists(_PIECES, max_size=40).map("".join))
def test_any_text_is_parsed_or_refused_with_a_load_error(text: str) -> None:
    for parse in (files.parse_toml, files.parse_json):
        try:
            parse(text, "f", "file")
        except LoadError as e:
            assert str(e).startswith("f")
