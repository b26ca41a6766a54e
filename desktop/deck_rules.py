"""The words of the deck-construction rules the deck builder's check cites,
as the games' rules documents write them, so a player pointing at a rule
number reads the rule itself.

Playmat has no rules viewer, so these are shown as the tooltip of the
builder's check. Each text is quoted from its document (the documents'
numbering: ``VG 5.1.2.1``, ``DBS 5-1-3``); tests compare them with the
documents where those are at hand.
"""

from __future__ import annotations

import re

#: a rule number as the engine cites it: game prefix, space, the number
RULE_CITED = re.compile(r"\b(VG|WS|DBS1\.0|DBS|SG) (\d+(?:[.\-]\d+)*)")

#: (prefix, number) -> the rule's words (a number written twice in a document gives both)
RULE_TEXTS: dict[tuple[str, str], tuple[str, ...]] = {
    # Cardfight!! Vanguard, vanguard-rules.md
    ("VG", "5.1.2"): ("Constructed deck",),
    ("VG", "5.1.2.1"): ("A deck must contain exactly fifty cards.",),
    ("VG", "5.1.2.2"): ("You can put up to four copies each of cards with the same name in a deck.",),
    ("VG", "5.1.2.2.1"): (
        "Even if any other information is different, if two cards have the same name, you can only have up to four "
        "cards total among them.",
    ),
    ("VG", "5.1.2.3"): (
        "A deck must contain exactly sixteen cards with a trigger. These cards must follow the \"up to four\" rules "
        "at the same time.",
    ),
    ("VG", "5.1.2.4"): ("A deck can only contain up to four cards with a {heal} trigger.",),
    ("VG", "5.1.2.5"): (
        "If a card has a continuous ability regarding deck construction, then it is applied as a replacement effect "
        "that changes the rules above (see \"Play and Resolve Cards and Abilities\").",
    ),
    ("VG", "5.2.2"): (
        "Choose a grade 0 card from your deck, and put it face down on your vanguard circle. This card is not "
        "revealed until you begin the game. This unit is called your \"first vanguard\".",
    ),
    # Weiss Schwarz, weiss-schwarz-rules.md
    ("WS", "5.1.2.1"): ("A deck must contain exactly fifty (50) cards.",),
    ("WS", "5.1.2.2"): (
        "Up to four (4) copies of each card with the same card name are allowed to be put into a deck.",
    ),
    ("WS", "5.1.2.3"): (
        "A deck must contain eight (8) or less climax. Furthermore, these cards must abide by the \"up to four (4)\" "
        "rule, as stated above (Clause 5.1.2.2).",
    ),
    ("WS", "5.1.2.4"): (
        "If a card has a continuous ability regarding deck construction, the deck construction rules stated above "
        "are substituted by the relevant card text.",
    ),
    # Dragon Ball Super Card Game, dbscg-rules-1.073.txt
    ("DBS", "2-3-2"): ("There are 3 types of cards: Leader Cards, Battle Cards, and Extra Cards.",),
    ("DBS", "5-1-2"): ("A player requires exactly 1 Leader Card to play the game.",),
    ("DBS", "5-1-3"): (
        "A player requires a 50-card deck constructed out of Battle Cards and/or Extra Cards to play the game.",
    ),
    ("DBS", "5-1-3-1"): ("A player’s deck can only include up to 4 copies of a card with the same card number.",),
    ("DBS", "10-14-1"): (
        "[Ultimate] is a [Permanent] keyword skill related to deck construction. A player may only have one card "
        "with [Ultimate] in their deck.",
    ),
    ("DBS", "10-17"): (
        "[Super Combo] is a permanent keyword skill affecting deck construction that states “When including cards "
        "with [Super Combo] in a deck, you can only include four cards total with [Super Combo].”",
    ),
    ("DBS", "10-31-1"): (
        "[Dragon Ball] is a keyword skill that has a permanent effect on deckbuilding, which reads as follows: “You "
        "can include as many copies of cards with [Dragon Ball] in your deck as you like, as long as the total "
        "number doesn't exceed 7.”",
    ),
    # Dragon Ball Super Card Game, manual ver.1.00, dbscg-rules-1.00.md
    ("DBS1.0", "2-3-2"): ("There are 3 types of cards: Leader Cards, Battle Cards, and Extra Cards.",),
    ("DBS1.0", "5-1-2"): ("You require 1 Leader Card to play the game.",),
    ("DBS1.0", "5-1-3"): (
        "You require a 50 card deck constructed out of Battle Cards and Extra Cards to play the game.",
    ),
    ("DBS1.0", "5-1-3-1"): ("Your deck can only include up to 4 copies of a card with the same card number.",),
    # System Gate, system-gate-rules.md
    ("SG", "2.1.5"): (
        "Gate cards are indicated by saying \"Gate\" in the type sphere. These cards cannot be included in the main "
        "deck. Each player will need 1 Gate card.",
    ),
    ("SG", "4.8.2"): (
        "At the start of the game, place your chosen Gate Master card that exists outside of your main deck into "
        "this zone.",
    ),
    ("SG", "5.1.3"): (
        "Each Deck, Side Board, and Gate Master must follow the rules of what your Gate allows you to use.",
    ),
    ("SG", "13.1"): ("Each deck must contain 50 to 100 cards exactly",),
    ("SG", "13.2"): (
        "Each deck may only have one associated Gate Master. The card in the gate master zone doesn't count towards "
        "the decks card total.",
    ),
    ("SG", "13.3"): (
        "Each deck must have one associated Gate and each deck may only contain cards that the Gate allows the use "
        "of as well as <Asteroid Belt> cards. The gate does not count towards the decks card total.",
        "Each deck may only contain 4 copies of a card with the same card name. The Gate Master may have 4 copies "
        "in the main deck and 1 as the Gate Master.",
    ),
    ("SG", "13.4"): ("< Token > cards cannot be put into a deck",),
    ("SG", "13.5.3"): ("The sideboard may include up to 12 cards, including Gates and Gate Masters.",),
}


def cited(text: str) -> list[tuple[str, str]]:
    """The rule numbers ``text`` cites, first cited first, each once."""
    found: list[tuple[str, str]] = []
    for m in RULE_CITED.finditer(text):
        key = (m.group(1), m.group(2).rstrip(".-"))
        if key not in found:
            found.append(key)
    return found


def rule_tip(text: str) -> str:
    """The words of every rule ``text`` cites that Playmat knows, one
    paragraph each ("SG 13.2: Each deck may only ..."); "" for none."""
    parts = []
    for prefix, number in cited(text):
        for words in RULE_TEXTS.get((prefix, number), ()):
            parts.append(f"{prefix} {number}: {words}")
    return "\n\n".join(parts)
