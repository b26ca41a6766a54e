"""The words of the rules the deck builder's check cites, read from the
player's rules documents (see :mod:`desktop.rules_text`): pointing at a rule
number shows its words; without a document, where to put one.
"""

from __future__ import annotations

import re

from desktop.rules_text import citations, rules_words

#: a rule number as the engine cites it: game prefix, space, the number
RULE_CITED = re.compile(r"\b(VG|WS|DBS1\.0|DBS|SG) (\d+(?:[.\-]\d+)*)")


def cited(text: str) -> list[tuple[str, str]]:
    """The rule numbers ``text`` cites, first cited first, each once."""
    found: list[tuple[str, str]] = []
    for m in RULE_CITED.finditer(text):
        key = (m.group(1), m.group(2).rstrip(".-"))
        if key not in found:
            found.append(key)
    return found


def rule_tip(text: str) -> str:
    """The words of every rule ``text`` cites, one paragraph each ("SG 13.2:
    Each deck may only ..."), from the player's rules documents, or where to
    put a document; "" when it cites none."""
    return rules_words(citations(text))
