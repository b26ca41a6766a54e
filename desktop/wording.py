"""The words the window shows for a view, a decision and an outcome.

Everything here reads a per-seat :class:`~engine.view.View`, never the game
state, so a card hidden from that seat can only ever read "face down".

The words are written in English and go through Qt's translation system
(context ``GameWords``; a zone's label printed on the mat, context ``mat``;
the engine's messages, context ``engine``), so they come out in the language
in place (see :mod:`desktop.i18n`). Card names and card text are the cards'
own, and are not translated here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from desktop.i18n import SOURCE_LANGUAGE, current_language
from desktop.i18n_cards import names_in_language
from engine import registry
from engine.cards import LANGUAGE_FIELDS
from engine.decisions import Decision
from engine.events import (
    Answered,
    CardFlipped,
    CardMoved,
    CardTurned,
    CounterChanged,
    EffectAdded,
    EffectEnded,
    Event,
    GameEnded,
    GameStarted,
    Happened,
    Note,
    PhaseBegan,
    PlayerLost,
    Shuffled,
    TurnBegan,
)
from engine.log_words.parts import why_message
from engine.match import Outcome
from engine.messages import ENGLISH, CardRef, Message, Said, msg, phase_messages, shared_by
from engine.view import CardView, PlayerView, View, ZoneView
from hardware.layouts import layout_for

__all__ = [
    "CardRow",
    "GameWords",
    "card_words",
    "counters_text",
    "decision_text",
    "fight_text",
    "keyword_words",
    "limits_text",
    "orientation_words",
    "outcome_text",
    "phase_words",
    "plural",
    "render",
    "seat_name",
    "stat_pairs",
    "stats_text",
    "status_text",
    "totals",
    "totals_text",
    "words_of",
    "zone_rows",
    "zone_title",
]

#: zones no mat layout draws (a hand, a soul under a card, the tokens not in play), in words
ZONE_WORDS = {
    "hand": QT_TRANSLATE_NOOP("GameWords", "Hand"),
    "deck": QT_TRANSLATE_NOOP("GameWords", "Deck"),
    "soul": QT_TRANSLATE_NOOP("GameWords", "Soul"),
    "soul_center": QT_TRANSLATE_NOOP("GameWords", "Soul (center)"),
    "soul_left": QT_TRANSLATE_NOOP("GameWords", "Soul (left)"),
    "soul_right": QT_TRANSLATE_NOOP("GameWords", "Soul (right)"),
    "removed": QT_TRANSLATE_NOOP("GameWords", "Removed from the game"),
    "tokens": QT_TRANSLATE_NOOP("GameWords", "Token supply"),
    "under": QT_TRANSLATE_NOOP("GameWords", "Under"),
    "gone": QT_TRANSLATE_NOOP("GameWords", "Gone"),
}

#: orientations in words
ORIENTATION_WORDS = {
    "stand": QT_TRANSLATE_NOOP("GameWords", "standing"),
    "rest": QT_TRANSLATE_NOOP("GameWords", "rested"),
    "reverse": QT_TRANSLATE_NOOP("GameWords", "reversed"),
}

#: the numbers :func:`totals` names, the players' counters and a fight's additions, in words
TOTAL_WORDS = {
    "damage": QT_TRANSLATE_NOOP("GameWords", "damage"),
    "level": QT_TRANSLATE_NOOP("GameWords", "level"),
    "clock": QT_TRANSLATE_NOOP("GameWords", "clock"),
    "stock": QT_TRANSLATE_NOOP("GameWords", "stock"),
    "life": QT_TRANSLATE_NOOP("GameWords", "life"),
    "energy": QT_TRANSLATE_NOOP("GameWords", "energy"),
    "hand": QT_TRANSLATE_NOOP("GameWords", "hand"),
    "deck": QT_TRANSLATE_NOOP("GameWords", "deck"),
    "soul": QT_TRANSLATE_NOOP("GameWords", "soul"),
    "refresh_point": QT_TRANSLATE_NOOP("GameWords", "refresh point"),
    "shield": QT_TRANSLATE_NOOP("GameWords", "shield"),
    "combo": QT_TRANSLATE_NOOP("GameWords", "combo"),
}

#: how long a lasting effect lasts (:class:`engine.timing.Duration`'s words), in words
DURATION_WORDS = {
    "until end of battle": QT_TRANSLATE_NOOP("GameWords", "until end of battle"),
    "until end of turn": QT_TRANSLATE_NOOP("GameWords", "until end of turn"),
    "until end of opponent's turn": QT_TRANSLATE_NOOP("GameWords", "until end of opponent's turn"),
    "while its source stays": QT_TRANSLATE_NOOP("GameWords", "while its source stays"),
    "for the rest of the game": QT_TRANSLATE_NOOP("GameWords", "for the rest of the game"),
}

# System Gate's damage marked on a field card, as its counter is named (``damage on X (#12)``)
_DAMAGE_ON = re.compile(r"damage on (?P<name>.*) \(#(?P<iid>\d+)\)")


#: Qt's translation, by the name its tools look for
translate = QCoreApplication.translate


def _tr(text: object) -> str:
    """``text`` (marked for translation in the context ``GameWords``) in the language in place."""
    return QCoreApplication.translate("GameWords", str(text))


#: what the engine calls a card its reader may not see (``Game.label``)
FACE_DOWN_CARD = "face-down card"
_FACE_DOWN_WORDS = QT_TRANSLATE_NOOP("GameWords", "face-down card")


def _card_as_named(card: CardRef) -> str:
    if card.name == FACE_DOWN_CARD:
        return _tr(_FACE_DOWN_WORDS)
    return card.name


def render(message: Message, card_words: Callable[[CardRef], str] = _card_as_named) -> str:
    """An engine message in the language in place (context ``engine``;
    the English words, :data:`engine.messages.ENGLISH`, are the source).
    A card among its parameters is worded by ``card_words`` (the screen's
    own: a hidden card unnamed, a name in the language in place)."""
    words = QCoreApplication.translate("engine", message.template, shared_by(message.id) or None)
    if not message.params:
        return words
    return words.format(**{k: _param(v, card_words) for k, v in message.params})


def said(english: str, message: Message | None) -> str:
    """Words the engine gave as English and, maybe, as a message: the
    message in the language in place when there is one."""
    return render(message) if message is not None else english


def _param(value: object, card_words: Callable[[CardRef], str]) -> object:
    if isinstance(value, CardRef):
        return card_words(value)
    if isinstance(value, Message):
        return render(value, card_words)
    if isinstance(value, Said):  # text handed on that keeps its message (a pending ability's label)
        return render(value.message, card_words)
    return value


def card_words(card: CardRef, hidden: Callable[[str], bool], named: Callable[[str], str]) -> str:
    """A card of a message as a screen shows it: "a card" when ``hidden``
    says its name is one a seat looking may not know, its name in the
    language in place (``named``) otherwise."""
    if card.name == FACE_DOWN_CARD:
        return _tr(_FACE_DOWN_WORDS)
    if hidden(card.name):
        return translate("GameWords", "a card")
    return named(card.name)


def seat_name(player: int) -> str:
    """``Player 1``."""
    return translate("GameWords", "Player {n}").format(n=player + 1)


#: How many option labels the decision line lists before "+N more".
OPTIONS_SHOWN = 6


@dataclass(frozen=True, slots=True)
class CardRow:
    """One line under a zone: a card, or a run of cards hidden from the viewer."""

    text: str
    orientation: str
    details: str
    hidden: bool = False
    #: the card's name, stats and rules text, for a tooltip
    tooltip: str = ""


#: card stats in the words players use (a stat not listed reads with spaces for underscores)
STAT_WORDS = {
    "combo_cost": "combo cost",
    "combo_power": "combo power",
    "gm_value": "Gate Master value",
    "life_mod": "life",
    "start_energy": "starting energy",
    "crit": "critical",
    "back_power": "back power",
}


#: keywords whose printed names are not their words title-cased
KEYWORD_WORDS = {"warrior_u7": "Warrior of Universe 7"}


def keyword_words(value: str) -> str:
    """``double_strike`` -> ``Double Strike``, as the keyword is printed."""
    return KEYWORD_WORDS.get(value) or words_of(value).title()


def words_of(value: str) -> str:
    """An engine word in the players' words: ``double_strike`` -> ``Double
    Strike`` for a keyword, ``normal_unit`` -> ``normal unit``."""
    return value.replace("_", " ")


def stat_pairs(stats: Mapping[str, object]) -> list[tuple[str, str]]:
    """A card's stats as (label, value) in the players' words, empty values
    left out: keywords as their printed names (``Double Strike, Blocker``),
    a stat that is only on or off by its label alone (value "")."""
    pairs: list[tuple[str, str]] = []
    for key, value in stats.items():
        if value in (None, "", (), [], False) or key in LANGUAGE_FIELDS:
            continue
        label = STAT_WORDS.get(key, words_of(key))
        if value is True:
            pairs.append((label, ""))
        elif isinstance(value, (tuple, list)):
            pairs.append(
                (label, ", ".join(keyword_words(str(v)) if key.endswith("keywords") else str(v) for v in value))
            )
        else:
            pairs.append((label, str(value)))
    return pairs


def stats_text(stats: Mapping[str, object]) -> str:
    """``power 8000 · shield 5000``; empty values are left out."""
    return " · ".join(f"{k} {v}".strip() for k, v in stat_pairs(stats))


def _card_row(card: CardView, public: bool) -> CardRow:
    if card.name is None:
        return CardRow(translate("GameWords", "face down"), card.orientation, "", hidden=True)
    # In a hand or a deck every card is face down; say so only where the
    # other cards lie face up (a flipped damage card, a set card).
    text = card.name
    if public and not card.face_up:
        text = translate("GameWords", "{card} (face down)").format(card=card.name)
    details = stats_text(card.stats)
    tooltip = "\n".join(part for part in (card.name, details, card.text) if part)
    return CardRow(text, card.orientation, details, tooltip=tooltip)


def zone_rows(zone: ZoneView) -> list[CardRow]:
    """The zone's cards in order (top of a stack last, as the engine keeps
    them). Consecutive standing cards the viewer cannot see are merged into
    one "N face down" row, so a 50-card deck is one line."""
    public = zone.visibility == "public"
    rows: list[CardRow] = []
    run = 0

    def flush() -> None:
        nonlocal run
        if run:
            rows.append(
                CardRow(
                    translate("GameWords", "face down")
                    if run == 1
                    else translate("GameWords", "{n} face down").format(n=run),
                    "",
                    "",
                    hidden=True,
                )
            )
            run = 0

    for card in zone.cards:
        if card.name is None and card.orientation == "stand":
            run += 1
            continue
        flush()
        rows.append(_card_row(card, public))
    flush()
    return rows


def phase_words(phase: str, step: str = "") -> str:
    """``battle``, ``drive`` -> ``Battle Phase · Drive Step`` (the engine's
    messages for them, :func:`engine.messages.phase_messages`, rendered)."""
    return " · ".join(render(m) for m in phase_messages(phase, step))


def mat_context(ruleset_id: str) -> str:
    """The translation context of a game's mat labels: ``dbscg-1.0`` -> ``mat:dbscg``."""
    return "mat:" + ruleset_id.split("-", 1)[0]


class GameWords:
    """The zones and phases of one ruleset in the players' words: a zone by
    the label printed on its mat (``RC_FL`` -> ``Rear-guard (front left)``),
    and the journal's events with them."""

    def __init__(self, ruleset_id: str) -> None:
        #: the translation context of the mat's labels: ``mat:vanguard`` (the
        #: same English label may take other words in another game)
        self.mat_context = mat_context(ruleset_id)
        try:
            layout = layout_for(ruleset_id)
        except (KeyError, ValueError, OSError):
            self.labels: dict[str, str] = {}
        else:
            self.labels = {z.name: z.label for z in layout.zones}
        self.game = ruleset_id.split("-", 1)[0]
        #: the cards' names in the language in place, by their English names (and that language)
        self._names: tuple[str, list[tuple[str, str]]] = ("", [])

    def zone(self, key: str) -> str:
        """``p0.RC_FL`` or ``RC_FL`` -> ``Rear-guard (front left)``."""
        name = key.split(".", 1)[-1]
        label = self.labels.get(name)
        if label:
            return QCoreApplication.translate(self.mat_context, label)
        if name in ZONE_WORDS:
            return _tr(ZONE_WORDS[name])
        position = name.removeprefix("marker_")
        if position != name and f"ws.pos.{position}" in ENGLISH:  # Weiss Schwarz's markers under a character
            return translate("GameWords", "Markers ({position})").format(position=render(Message(f"ws.pos.{position}")))
        return words_of(name).capitalize()

    def event(self, event: Event, viewer: int | None) -> str:
        """``event`` as ``viewer`` may read it (None: every card named), the
        cards named in the language in place when they have words in it."""
        return self.named(self._event(event, viewer))

    def named(self, line: str) -> str:
        """``line`` with the English names of cards in the language in place
        (:mod:`desktop.i18n_cards`; the longest names first)."""
        if line == FACE_DOWN_CARD:  # an option that is a card hidden from the seat
            return _tr(_FACE_DOWN_WORDS)
        language = current_language()
        if self._names[0] != language:
            names = names_in_language(self.game)
            self._names = (language, sorted(names.items(), key=lambda kv: len(kv[0]), reverse=True))
        for english, words in self._names[1]:
            if english in line:
                line = line.replace(english, words)
        return line

    def _event(self, event: Event, viewer: int | None) -> str:
        if isinstance(event, CardMoved):
            who = event.name if viewer is None or viewer in event.seen_by else translate("GameWords", "a card")
            why = f" · {said(event.why, why_message(event.why))}" if event.why else ""
            return f"{seat_name(event.owner)}: {who}, {self.zone(event.src)} → {self.zone(event.dst)}{why}"
        if isinstance(event, PhaseBegan):
            return phase_words(event.phase, event.step)
        if isinstance(event, TurnBegan):
            return translate("GameWords", "Turn {n}: {player}").format(n=event.turn, player=seat_name(event.player))
        if isinstance(event, Answered):
            if event.private and viewer is not None and viewer != event.player:
                return translate("GameWords", "{player} chose").format(player=seat_name(event.player))
            messages = event.label_messages or (None,) * len(event.labels)
            chosen = ", ".join(
                render(m) if m is not None else _card_as_named(CardRef(-1, label))
                for label, m in zip(event.labels, messages, strict=True)
            ) or translate("GameWords", "(none)")
            prompt = render(event.message) if event.message is not None else event.prompt
            return f"{seat_name(event.player)}: {prompt} → {chosen}"
        if isinstance(event, Note):
            words = event.words(viewer)
            if words is not None:
                return render(words)
        if isinstance(event, Happened) and event.message is not None:
            return render(event.message)
        if isinstance(event, PlayerLost):
            return translate("GameWords", "{player} loses: {reason}").format(
                player=seat_name(event.player), reason=said(event.reason, event.message)
            )
        if isinstance(event, GameEnded):
            if not event.winners:
                return translate("GameWords", "Game over: draw ({reason})").format(
                    reason=said(event.reason, event.message)
                )
            return outcome_text(Outcome(event.winners, event.reason, event.message))
        if isinstance(event, CardTurned):
            how = ORIENTATION_WORDS.get(event.orientation)
            return translate("GameWords", "{card} is now {how}").format(
                card=event.name, how=_tr(how) if how else event.orientation
            )
        if isinstance(event, Shuffled):
            owner = event.zone.split(".", 1)[0]
            zone = self.zone(event.zone)
            if owner[1:].isdigit():
                return translate("GameWords", "{player}'s {zone} shuffled").format(
                    player=seat_name(int(owner[1:])), zone=zone.lower()
                )
            return translate("GameWords", "{zone} shuffled").format(zone=zone)
        if isinstance(event, CounterChanged):
            return f"{seat_name(event.owner)}: {counter_words(event.name)} {event.delta:+d} → {event.value}"
        return self._more(event, viewer)

    def _more(self, event: Event, viewer: int | None) -> str:
        """:meth:`_event` of the events the engine words from what they record."""
        if isinstance(event, (EffectAdded, EffectEnded)):
            effect = render(event.message) if event.message is not None else event.text
            if isinstance(event, EffectEnded):
                return translate("GameWords", "ends: {effect}").format(effect=effect)
            how = DURATION_WORDS.get(event.duration)
            return translate("GameWords", "{effect} ({duration})").format(
                effect=effect, duration=_tr(how) if how else event.duration
            )
        if isinstance(event, CardFlipped):
            seen = viewer is None or viewer in event.seen_by
            who = event.name if seen else translate("GameWords", "a card")
            face = "log.turned_face_up" if event.face_up else "log.turned_face_down"
            return render(msg(face, card=CardRef(event.card, who) if seen else who))
        if isinstance(event, GameStarted):
            title = game_title(event.ruleset)
            return render(msg("log.game_started", ruleset=title, seed=event.seed, players=event.players))
        return event.describe(viewer)


def game_title(ruleset_id: str) -> str:
    """The game's title as the start screen shows it (``Cardfight!! Vanguard``),
    its id when no such game is known."""
    try:
        return registry.get(ruleset_id).title or ruleset_id
    except KeyError:
        return ruleset_id


def counter_words(name: str) -> str:
    """A counter's name (``life``; System Gate's ``damage on X (#12)``) in words."""
    total = TOTAL_WORDS.get(name)
    if total:
        return _tr(total)
    marked = _DAMAGE_ON.fullmatch(name)
    if marked:
        return render(msg("sg.log.damage_on", card=CardRef(int(marked["iid"]), marked["name"]), iid=int(marked["iid"])))
    return words_of(name)


def plural(n: int, word: str) -> str:
    """``1 answer``, ``2 answers``."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def zone_title(zone: ZoneView) -> str:
    name = zone.name.replace("_", " ")
    return f"{name} ({zone.count})"


def counters_text(player: PlayerView) -> str:
    """``life 5 · damage 2``, then the reason the player lost, if they did."""
    parts = [f"{total_word(k) if k in TOTAL_WORDS else k.replace('_', ' ')} {v}" for k, v in player.counters.items()]
    if player.lost:
        parts.append(translate("GameWords", "lost: {reason}").format(reason=said(player.lost, player.lost_message)))
    return " · ".join(parts)


def _zone_count(view: View, seat: int, name: str) -> int | None:
    try:
        return view.zone(f"p{seat}.{name}").count
    except KeyError:
        return None


def _per_seat(extras: Mapping[str, object], key: str, seat: int) -> object:
    value = extras.get(key)
    if isinstance(value, Mapping):
        return value.get(seat)
    if isinstance(value, (list, tuple)) and seat < len(value):
        return value[seat]
    return None


def totals(view: View, seat: int) -> list[tuple[str, str]]:
    """The numbers that decide the game for ``seat``, most telling first:
    ``[("damage", "3"), ("hand", "5"), ("deck", "38")]`` (Vanguard), level,
    clock and stock (Weiss Schwarz), life and energy (Dragon Ball Super,
    with how much of it is active; System Gate)."""
    out: list[tuple[str, str]] = []
    extras = view.extras
    game = view.ruleset.split("-", 1)[0]
    if game == "vanguard":
        damage = _per_seat(extras, "damage", seat)
        if damage is not None:
            out.append(("damage", str(damage)))
    elif game == "weiss":
        for name in ("level", "clock", "stock"):
            n = _zone_count(view, seat, name)
            if n is not None:
                out.append((name, str(n)))
    elif game in ("dbscg", "systemgate"):
        life = _per_seat(extras, "life", seat)
        if life is not None:
            out.append(("life", str(life)))
        energy = _per_seat(extras, "energy", seat)
        if isinstance(energy, (list, tuple)) and len(energy) == 2:
            active, total = energy
            out.append(
                (
                    "energy",
                    translate("GameWords", "{total}: {active} active, {rested} rested").format(
                        total=total, active=active, rested=total - active
                    )
                    if total
                    else "0",
                )
            )
        elif energy is not None:
            out.append(("energy", str(energy)))
    for name in ("hand", "deck"):
        n = _zone_count(view, seat, name)
        if n is not None:
            out.append((name, str(n)))
    return out


def orientation_words(orientation: str) -> str:
    """``rest`` -> ``rested``, in the language in place."""
    how = ORIENTATION_WORDS.get(orientation)
    return _tr(how) if how else orientation


def total_word(name: str, ruleset_id: str = "") -> str:
    """A number's name of :func:`totals` (``damage``) in the language in place;
    in another language than English the deck takes the game's own word, as
    its mat prints it (山札 in Vanguard and Weiss Schwarz, デッキ in the DBSCG
    and System Gate)."""
    if name == "deck" and ruleset_id and current_language() != SOURCE_LANGUAGE:
        return GameWords(ruleset_id).zone("deck")
    word = TOTAL_WORDS.get(name)
    return _tr(word) if word else name


def totals_text(view: View, seat: int) -> str:
    """``damage 3 · hand 5 · deck 38``, then the player's other counters
    (those not already told) and the reason they lost, if they did."""
    told = totals(view, seat)
    names = {k for k, _ in told}
    parts = [f"{total_word(k, view.ruleset)} {v}" for k, v in told]
    player = next((p for p in view.players if p.seat == seat), None)
    if player is not None:
        others = {k: v for k, v in player.counters.items() if k not in names}
        rest = counters_text(PlayerView(seat, player.team, others, player.lost))
        if rest:
            parts.append(rest)
    return " · ".join(parts)


def _card_names(view: View, iids: Iterable[int]) -> str:
    names = {c.iid: c.name for z in view.zones for c in z.cards if c.iid >= 0}
    return " + ".join(names.get(i) or translate("GameWords", "a card") for i in iids)


def _plus(parts: Iterable[tuple[str, int]]) -> str:
    return "".join(f" + {amount} {label}" for label, amount in parts)


def fight_text(view: View) -> str:
    """The numbers of the attack under way, from ``extras["fight"]``:
    ``Kindle Scout 10000 vs Coral Sentinel 8000 + 5000 shield (= 13000)``;
    "" when no attack is under way."""
    fight = view.extras.get("fight")
    if not isinstance(fight, Mapping):
        return ""
    attackers = _card_names(view, fight["attackers"])
    attack_plus = [(total_word(str(k)), int(v)) for k, v in fight["attack_plus"]]
    defence_plus = [(total_word(str(k)), int(v)) for k, v in fight["defence_plus"]]
    attack = f"{attackers} {fight['attack']}{_plus(attack_plus)}"
    if attack_plus:
        attack += f" (= {fight['attack'] + sum(v for _, v in attack_plus)})"
    defender = seat_name(int(fight["defender"]))
    if fight["defence"] is None:
        if fight["targets"]:
            return translate("GameWords", "Attack: {attack} → {target} (no power compared)").format(
                attack=attack, target=_card_names(view, fight["targets"])
            )
        return translate("GameWords", "Attack: {attack} → {player} directly").format(attack=attack, player=defender)
    target = _card_names(view, fight["targets"][:1]) if fight["targets"] else defender
    if view.ruleset.startswith("systemgate"):
        return translate("GameWords", "Attack: {attackers}, Power {power} vs {target}, Defense {defense}").format(
            attackers=attackers, power=fight["attack"], target=target, defense=fight["defence"]
        )
    defence = f"{target} {fight['defence']}{_plus(defence_plus)}"
    if defence_plus:
        defence += f" (= {fight['defence'] + sum(v for _, v in defence_plus)})"
    return translate("GameWords", "Attack: {attack} vs {defence}").format(attack=attack, defence=defence)


def limits_text(view: View) -> str:
    """The first turn's limits in force now (``extras["limits"]``), or ""."""
    limits = view.extras.get("limits") or []
    return " · ".join(
        translate("GameWords", "First turn: {limit}").format(limit=f"{text[:1].lower()}{text[1:]}") for text in limits
    )


def status_text(view: View) -> str:
    """``Turn 3 · Main Phase · Player 1's turn``."""
    where = phase_words(view.phase, view.step)
    if view.turn <= 0:
        return translate("GameWords", "Before the first turn · {phase}").format(phase=where)
    return translate("GameWords", "Turn {n} · {phase} · {player}'s turn").format(
        n=view.turn, phase=where, player=seat_name(view.active)
    )


def _names(seats: Iterable[int]) -> str:
    numbers = [str(s + 1) for s in seats]
    if len(numbers) == 1:
        return seat_name(int(numbers[0]) - 1)
    return translate("GameWords", "Players {first} and {last}").format(first=", ".join(numbers[:-1]), last=numbers[-1])


def outcome_text(outcome: Outcome) -> str:
    """``Game over: Player 2 wins (Player 1 has 6 damage)``."""
    if not outcome.winners:
        text = translate("GameWords", "Game over: a draw")
    elif len(outcome.winners) == 1:
        text = translate("GameWords", "Game over: {players} wins").format(players=_names(outcome.winners))
    else:
        text = translate("GameWords", "Game over: {players} win").format(players=_names(outcome.winners))
    return text + (f" ({said(outcome.reason, outcome.message)})" if outcome.reason else "")


def decision_text(decision: Decision) -> str:
    """Who decides what, and among which options."""
    labels = [o.label for o in decision.options[:OPTIONS_SHOWN]]
    more = len(decision.options) - len(labels)
    listed = " · ".join(labels) + (translate("GameWords", " · +{n} more").format(n=more) if more > 0 else "")
    who = translate("GameWords", "{player} to decide: {prompt}").format(
        player=seat_name(decision.player), prompt=decision.prompt
    )
    return f"{who}\n{listed}"
