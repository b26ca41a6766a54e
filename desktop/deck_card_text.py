"""A card shown whole in the deck builder, and a result line: the card's
type, stats and printed text, the abilities Playmat plays for it, the rule
numbers it cites as links; and where deck lists are kept."""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from desktop.deck_rules import RULE_CITED
from desktop.deck_words import card_stat_pairs, stat_name, type_words
from engine import paths
from engine.cards import CardDef
from engine.cardtext.explain import explain_ability


def decks_folder(game: str) -> Path:
    """Where built decks are saved by default: the user's data folder."""
    return paths.data_home() / "decks" / game


def card_html(card: CardDef, game: str) -> str:
    """The whole card as the builder shows it: its stats, its printed text,
    and which of its abilities Playmat carries out and which are played by
    hand."""
    translate = QCoreApplication.translate
    stats = " · ".join(f"<b>{escape(k)}</b> {escape(v)}".strip() for k, v in card_stat_pairs(game, card.stats))
    parts = [
        f"<span style='font-size:14pt'><b>{escape(card.name)}</b></span>",
        f"{escape(type_words(game, card.type))} · {escape(card.number or card.id)}",
        stats,
    ]
    if card.text:
        parts.append("<br>" + escape(card.text).replace("\n", "<br>"))
    auto: list[str] = []
    by_hand: list[str] = []
    for ab in card.abilities:
        manual = any(word == "manual" for word, _ in ab.effect)
        try:
            said = explain_ability(ab, game)
        except (KeyError, ValueError, TypeError):
            said = ab.text or ab.kind
        (by_hand if manual else auto).append(said)
    if auto:
        parts.append(
            "<br><b>"
            + translate("DeckWords", "Carried out by Playmat:")
            + "</b><ul>"
            + "".join(f"<li>{escape(a)}</li>" for a in auto)
            + "</ul>"
        )
    if by_hand:
        parts.append(
            translate("DeckWords", "<b>Played by hand</b> (shown when it triggers):")
            + "<ul>"
            + "".join(f"<li>{escape(a)}</li>" for a in by_hand)
            + "</ul>"
        )
    return "<br>".join(parts)


#: the stats a result line shows after the card's name (the rest are in the card view)
RESULT_STATS = ("grade", "level", "cost", "power")


def result_text(card: CardDef, game: str) -> str:
    pairs = [f"{stat_name(game, k)} {card.stats[k]}" for k in RESULT_STATS if isinstance(card.stats.get(k), int)]
    stats = QCoreApplication.translate("DeckWords", ", ").join(pairs)
    return f"{card.name}  ·  {card.number or card.id}  ·  {type_words(game, card.type)}" + (
        f"  ·  {stats}" if pairs else ""
    )


def linked_rules(text: str) -> str:
    """``text`` (already escaped) with each rule number it cites as a link
    that opens the rule (its words on hover)."""
    return RULE_CITED.sub(
        lambda m: f"<a href='rule:{m.group(0)}' style='color:#c0392b'>{m.group(0).replace(' ', '&nbsp;')}</a>", text
    )


#: what an empty section of the deck says
EMPTY_SECTION = {
    "gatemaster": QT_TRANSLATE_NOOP("QtDeckBuilder", "none yet: choose a card and press G (or drag it here)"),
    "side": QT_TRANSLATE_NOOP("QtDeckBuilder", "none: drag cards here for between games"),
}
