"""A card's printed text cut into ability lines, as the compiler reads them.

Sources write the same text many ways: full-width brackets and digits
(``［①］``, ``＋1000``), several abilities run together on one line
(``...+1000.[AUTO](VC)When...``), reminder text in parentheses. A line is
normalised (full-width forms to plain ones, runs of blanks to one) and cut
before each ability marker that opens a new ability; reminder text (a
parenthesised sentence of three words or more) is set aside. A line that is
only reminder text is not an ability line: it explains a keyword or an icon
printed elsewhere, and stays in the card's text.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

_WIDE = str.maketrans(
    {
        "［": "[",
        "］": "]",
        "（": "(",
        "）": ")",
        "：": ":",
        "／": "/",
        "＋": "+",
        "－": "-",
        "−": "-",
        "，": ",",
        "．": ".",
        "　": " ",
        "“": '"',
        "”": '"',
        "‘": "'",
        "’": "'",
        "＜": "<",
        "＞": ">",
        "〈": "<",
        "〉": ">",
        "「": '"',
        "」": '"',
        "«": "《",
        "»": "》",
        "～": "~",
        "×": "x",
    }
)
_CIRCLED = {chr(0x2460 + i): f"({i + 1})" for i in range(20)}
_CIRCLED["⓪"] = "(0)"
for _i in range(10):
    _WIDE[ord(chr(0xFF10 + _i))] = str(_i)

#: markers that open an ability (a new one when met inside a line)
MARKERS = re.compile(
    r"(?:【(?:A|C|S|AUTO|CONT|ACT)】|\[(?:AUTO|CONT|ACT)\]|\[(?:Auto|Permanent|Activate[: ]?(?:Main|Battle))\])",
)
#: reminder text: a parenthesised sentence of three words or more, with no parenthesis inside ("(Once per
#: turn.)" is a restriction of the ability, not a reminder)
REMINDER = re.compile(r"\s*\((?!\s*(?:once per turn|1/turn)\.?\s*\))(?=[^()]*[A-Za-z]{2,}\s+\S+\s+\S)[^()]*\)", re.I)


@dataclass(frozen=True, slots=True)
class Line:
    """One ability line: as printed (``printed``) and as the compiler reads it (``text``)."""

    printed: str
    text: str
    #: ``True``: the back side of a double-sided card (printed after ``// ``)
    back: bool = False


def normalise(text: str) -> str:
    text = text.translate(_WIDE)
    for mark, plain in _CIRCLED.items():
        text = text.replace(mark, plain)
    return re.sub(r"\s+", " ", text).strip()


_HEADS = re.compile(r"\[[^\]]*\]|【[^】]*】|\((?:VC|RC|GC)[^)]*\)|[\s:]")


def strip_reminders(text: str) -> str:
    """``text`` without its reminder text. A parenthesis that opens the
    ability, right after its circles or colon and before its text, is not
    reminder text: some wordings print a cost there."""

    def drop(m: re.Match[str]) -> str:
        before, after = m.string[: m.start()], m.string[m.end() :]
        opens = before.strip() and not _HEADS.sub("", before) and before.rstrip().endswith((")", ":"))
        return m.group(0) if opens and after.strip() else ""

    previous = None
    while previous != text:
        previous = text
        text = REMINDER.sub(drop, text)
    return text.strip()


def _cut(text: str) -> list[str]:
    """Cut a line before each marker that is not at its start or inside a granted ability's ``『...』``."""
    cuts = [0]
    depth = 0
    for i, ch in enumerate(text):
        if ch == "『":
            depth += 1
        elif ch == "』":
            depth = max(depth - 1, 0)
        elif depth == 0 and i > 0 and MARKERS.match(text, i) and MARKERS.sub("", text[cuts[-1] : i]).strip():
            before = text[cuts[-1] : i].rstrip()
            if before.endswith((".", ")", "]", "』", '"')):  # a marker inside a sentence names a skill
                cuts.append(i)
    cuts.append(len(text))
    return [text[a:b].strip() for a, b in itertools.pairwise(cuts) if text[a:b].strip()]


def ability_lines(text: str) -> list[Line]:
    """The ability lines of a card's text (one or more a printed line)."""
    out: list[Line] = []
    joined: list[str] = []
    for raw in text.split("\n"):
        if raw.strip().lstrip("/ ").startswith(("・", "•")) and joined:
            joined[-1] += " " + raw.strip().lstrip("/ ")  # an option of the line before ("choose one")
        else:
            joined.append(raw)
    for raw in joined:
        printed = raw.strip()
        back = printed.startswith("//")
        if back:
            printed = printed[2:].strip()
        if not printed:
            continue
        norm = normalise(printed)
        if norm.startswith("("):  # reminder text (a trigger icon's, a keyword's), cut short or not
            continue
        for part in _cut(norm):
            read = strip_reminders(part)
            if read:
                out.append(Line(part, read, back))
    return out
