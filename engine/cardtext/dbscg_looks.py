"""Dragon Ball Super Card Game card text: looking at the top of a deck, and
the card selections the deck module shares (names in brackets set aside
while clauses are cut, "X, Y, or Z" lists, "other than X", what is taken
among the cards looked at).

A look is read clause by clause: "look at up to N cards from the top of
your deck", what is taken among them ("choose up to 1 X among them and add
it to your hand", "add up to 1 X among them to your hand", "play up to 1 X
among them"), what becomes of the rest ("shuffle your deck", "place the
remaining cards at the bottom of your deck in any order", "... on top of
your deck in any order", "... in your Drop Area"), and "If you added a card
to your hand, ..." (done only when a card was taken). Names in brackets are
set aside while the clauses are cut, so that a name holding a comma or a
full stop ({Aster, Quiet Gale}, <Prof.Nimbus>) stays whole."""

from __future__ import annotations

import re
from collections.abc import Sequence

from engine.cardtext.core import Ctx, N, Rule, Steps, Table, compose, num
from engine.cardtext.dbscg_nouns import selector_of

#: a name, character or special trait in brackets (set aside while clauses are cut)
_BRACKETED = re.compile(r"《[^》]*》|<[^>]*>|\{[^}]*\}|｛[^｝]*｝")
_HELD = re.compile(r"§(\d+)§")


def mask(text: str) -> tuple[str, list[str]]:
    held: list[str] = []

    def hold(m: re.Match[str]) -> str:
        held.append(m.group(0).replace("｛", "{").replace("｝", "}"))  # a full-width brace is a brace
        return f"§{len(held) - 1}§"

    return _BRACKETED.sub(hold, text), held


def _unmask(text: str, held: list[str]) -> str:
    return _HELD.sub(lambda m: held[int(m.group(1))], text)


#: "<A>, <B>, or <C>" / "<A>, <B>, and/or <C>": a card with one of them (read as "<A> or <B> or <C>")
_LIST = re.compile(r"(§\d+§)((?:, §\d+§)+),? (?:or|and/or) (§\d+§)")


def _or_list(masked: str, held: list[str]) -> str | None:
    """The names of a comma list joined by "or"; None when they are of different brackets."""

    def join(m: re.Match[str]) -> str:
        marks = [m.group(1), *re.findall(r"§\d+§", m.group(2)), m.group(3)]
        return " or ".join(marks)

    out = _LIST.sub(join, masked)
    out = re.sub(r"(§\d+§) and/or (§\d+§)", r"\1 or \2", out)
    for m in re.finditer(r"(§\d+§)(?: or (§\d+§))+", out):
        kinds = {held[int(i)][0] for i in re.findall(r"§(\d+)§", m.group(0))}
        if len(kinds) > 1:
            return None  # "<A> or 《B》": two keys, one card of either (the selectors hold one key each)
    return out


def effects() -> Sequence[Rule]:
    from engine.cardtext.dbscg import EFFECTS  # the compiler's effects, which hold these rules

    return EFFECTS


# -- looking at the top of the deck ---------------------------------------------------------------

_LOOK_HEAD = re.compile(
    rf"^(?:up to )?(?:the (?P<end>top|bottom) (?P<a>{N}) cards? of your deck|(?P<b>{N}) cards? from the "
    r"(?P<end2>top|bottom) of your deck|the (?P<one>bottom) card of your deck)",
    re.I,
)
_SEP = re.compile(r"(?:\s*[.,;]\s*|\s+)(?:then,?\s+|and\s+)?", re.I)
_TAKE = (
    # choose up to 1 X among them (with ...), (and) add it to your hand / play it (in Rest Mode)
    re.compile(
        r"choose (?P<sel>.+?) (?:(?:from )?among them|from it)(?P<w> with [^,.]+?)?(?:,| and|, and),? (?:then,? )?"
        r"(?:add (?:it|them) to your hand|(?P<play>play (?:it|them))(?P<rest> in rest mode)?)",
        re.I,
    ),
    # choose up to 1 X (of them), and add it to your hand: after a look, the cards looked at
    re.compile(
        rf"choose (?P<sel>(?:up to )?{N}(?: [^.]+?)?)(?: of them)?(?:,| and|, and),? "
        r"(?:add (?:it|them) to your hand|(?P<play>play (?:it|them))(?P<rest> in rest mode)?)",
        re.I,
    ),
    re.compile(r"add (?P<sel>.+?) (?:(?:from )?among them|from it)(?P<w> with [^,.]+?)? to your hand", re.I),
    re.compile(rf"add (?P<sel>(?:up to )?{N} [^.]+?) to your hand", re.I),
    re.compile(
        r"(?P<play>play) (?P<sel>.+?) (?:from )?among them(?P<w> with [^,.]+?)?(?P<o> other than (?:§\d+§|copies of "
        r"this card))?(?P<rest> in rest mode)?",
        re.I,
    ),
    # placed in the Drop Area or the Energy Area instead of the hand
    re.compile(r"place (?P<sel>.+?) (?:from )?among them in your (?P<to>drop area)", re.I),
    re.compile(
        r"choose (?P<sel>.+?) (?:from )?among them(?:,| and|, and) (?:place (?:it|them) in|add (?:it|them) to) your "
        r"(?P<to>energy)(?P<rest> in "
        r"rest mode)?",
        re.I,
    ),
)
_REST = re.compile(
    r"(?P<shuffle>shuffle your deck)|place (?:the remaining cards|the rest(?: of the cards)?|any other cards|"
    r"the other cards) (?:(?P<bottom>(?:at|on) the bottom of your deck(?: in any order)?)|"
    r"(?P<drop>in (?:your|the) drop area)|(?P<top>on (?:the )?top of your deck in any order)|"
    r"(?P<either>(?:at|on) the top (?:or|and/or) bottom of your deck in any order))",
    re.I,
)
_IF_TAKEN = re.compile(
    r"if you (?:(?:added|add) (?:a card|cards|any cards) to your hand|played a card),? (?P<then>[^.]+)",
    re.I,
)


#: words of a phrase read as the selectors read them: "up to a total of 2" is "up to 2", "1<X>" is "1 <X>",
#: "with {X} in its card name" is a part of the name, "with an energy cost of 4 and 15000 power" two comparisons
_SAID = (
    (re.compile(r"\bup to a total of\b", re.I), "up to"),
    (re.compile(r"(?<![§\d])(\d+)(?=§\d+§)"), r"\1 "),
    (re.compile(r"\bwith (§\d+§) in (?:its|their) card names?\b", re.I), r'with "\1" in its name'),
    (re.compile(r"\bthat ha(?:s|ve) (§\d+§) in (?:its|their) (?:card )?names?\b", re.I), r'with "\1" in its name'),
    (re.compile(r"(in its name) and (?=(?:an )?energy cost of \d|\d+ power|power of \d)", re.I), r"\1 with "),
    (re.compile(r"\b(\d+)(cards?)\b", re.I), r"\1 \2"),  # "1card"
    (re.compile(r"(\bwith an energy cost of \d+(?: or (?:less|more))?) and (?=\d+ power\b)", re.I), r"\1 with "),
    (
        re.compile(
            r"(\bwith [^§]*?\d+(?: power)?(?: or (?:less|more))?) and (?=(?:an )?energy cost of \d|power of \d)", re.I
        ),
        r"\1 with ",
    ),
)


_HUE = r"(?:red|blue|green|yellow|black)"
#: "multicolor" / "Red/Blue multicolor" before the noun
_MULTICOLOR = re.compile(rf"\b(?:(?P<a>{_HUE})/(?P<b>{_HUE}) )?multicolou?r(?:ed)? (?=\S)", re.I)


#: "with an energy cost between 2 and 4" / "with energy costs between 3 and 7" (both included)
_BETWEEN = re.compile(r"\bwith (?:an )?energy costs? between (?P<lo>\d+) and (?P<hi>\d+)\b", re.I)


#: "with an energy cost of 4 or 5": one of two costs next to each other (from 4 to 5)
_TWO_COSTS = re.compile(r"\bwith (?:an )?energy cost of (?P<lo>\d+) or (?P<hi>\d+)\b(?!\s*(?:or|and)\b)", re.I)


def _phrase(sel_text: str, held: list[str]) -> str | None:
    """The noun phrase as the selectors read it: the words of :data:`_SAID` put
    their way, a list of names joined by "or", the names back in place."""
    sel_text = re.sub(r" of them$", "", sel_text)  # "choose up to 1 of them": among those looked at
    for pattern, said in _SAID:
        sel_text = pattern.sub(said, sel_text)
    listed = _or_list(sel_text, held)
    if listed is None:
        return None
    return re.sub(r'"\{([^}]+)\}"', r'"\1"', _unmask(listed, held).strip())


def _cut(pattern: re.Pattern[str], text: str) -> tuple[str, re.Match[str] | None]:
    """``text`` without what ``pattern`` finds in it, and that match."""
    m = pattern.search(text)
    return ((text[: m.start()] + text[m.end() :]).strip(), m) if m else (text, None)


def taken(sel_text: str, held: list[str], play: bool) -> Table | None:
    """The cards taken among those looked at, as a selector of the deck."""
    text = _phrase(sel_text, held)
    if text is None:
        return None
    text, multi = _cut(_MULTICOLOR, text)  # "a (Red/Blue) multicolor Extra Card" (DBS 2-4-1)
    text, between = _cut(_BETWEEN, text)  # "with an energy cost between 2 and 4": from 2 to 4
    if between is None:
        text, between = _cut(_TWO_COSTS, text)  # "with an energy cost of 4 or 5": from 4 to 5
        if between is not None and int(between.group("hi")) != int(between.group("lo")) + 1:
            return None  # "4 or 9": two costs apart, which no range names
    bare = re.fullmatch(rf"(?P<u>up to )?(?P<n>{N})(?: cards?)?", text, re.I)
    if bare is not None:  # "choose 1" / "up to 1 of them": any card
        what: Table | None = {("up_to" if bare.group("u") else "count"): num(bare.group("n")), "zone": "deck"}
    else:
        what = selector_of(text + " in your deck")
    if what is None or what.get("zone") != "deck" or "owner" in what or what.get("count") == "all":
        return None
    if multi is not None:
        pair = multi.group("a") and f"{multi.group('a')}/{multi.group('b')}".lower()
        what["multicolor"] = pair or "any"
    if between is not None:
        if {"cost", "cost_at_least", "cost_at_most"} & set(what):
            return None
        what.update(cost_at_least=int(between.group("lo")), cost_at_most=int(between.group("hi")))
    return _checked(what, play)


def _checked(what: Table, play: bool) -> Table | None:
    if any("." in v for v in values(what.get("character"))):
        return None  # "Dr. X" / "Dr.X": card data spells such character names both ways (compared as spelled)
    if play:
        if what.get("type", "battle") != "battle":
            return None  # DBS 3-6-3: only a Battle Card is played
        what["type"] = "battle"
    return what


_QUANTITY = re.compile(rf"^(?:up to )?(?P<n>{N}) ", re.I)
_NOUNED = re.compile(r"(?:\bcards?|^§\d+§)$", re.I)
_BARE = re.compile(r"^§\d+§(?: cards?)?$", re.I)


def _alternatives(sel_text: str, held: list[str], play: bool) -> Table | None:
    """ "up to 1 <A> card or red <B> card", "up to 1 <A> or 《B》 card": one
    count of cards, each of which one of the phrases names (``either``). A
    phrase with no noun of its own shares the last one's, so then no phrase
    may carry adjectives (they could be shared too)."""
    q = _QUANTITY.match(sel_text)
    if q is None:
        return None
    parts = _joined_colors(re.split(r",? or |, ", sel_text[q.end() :].strip()))
    if not 2 <= len(parts) <= 4:
        return None
    shared = not all(_NOUNED.search(part) for part in parts[:-1])
    if shared and not all(_BARE.match(part) for part in parts):
        return None
    either = []
    for part in parts:
        own = _QUANTITY.match(part)
        if own is not None and num(own.group("n")) != num(q.group("n")):
            return None
        alt = taken("1 " + part[own.end() :] if own else "1 " + part, held, play)
        if alt is None:
            return None
        either.append({k: v for k, v in alt.items() if k not in ("count", "zone")})
    what: Table = {("up_to" if q.group(0).lower().startswith("up to") else "count"): num(q.group("n")), "zone": "deck"}
    return {**what, **({"type": "battle"} if play else {}), "either": either}


def _joined_colors(parts: list[str]) -> list[str]:
    """ "red or green 《X》 card" is one phrase (a card of either color), not two."""
    out: list[str] = []
    for part in parts:
        if out and re.fullmatch(_HUE, out[-1], re.I):
            out[-1] = f"{out[-1]} or {part}"
        else:
            out.append(part)
    return out


def values(value: object) -> list[str]:
    return [value] if isinstance(value, str) else list(value) if isinstance(value, list) else []


#: "... other than <X>" / "other than copies of this card": cards not taken
_OTHER_THAN = re.compile(r"\s*,? other than (?:(?P<held>§\d+§)(?: cards?)?|(?P<copies>copies of this card))", re.I)


def _other_than(sel: str, held: list[str]) -> tuple[str, list[Table]] | None:
    """The phrase without its "other than ..." and what that names (None: not read)."""
    m = _OTHER_THAN.search(sel)
    if m is None:
        return sel, []
    if m.group("copies"):
        return None  # copies: cards of this card's number (DBS 5-1-3-1), which no selector names
    other = taken("1 " + m.group("held"), held, False)
    if other is None or set(other) - {"count", "zone", "name", "character", "trait"}:
        return None
    return sel[: m.start()] + sel[m.end() :], [{k: v for k, v in other.items() if k not in ("count", "zone")}]


def _take(text: str, held: list[str]) -> tuple[Table, str] | None:
    """The look_add keys of what is taken ("choose up to 1 X among them and
    add it to your hand"), and the text after it."""
    for pattern in _TAKE:
        m = pattern.match(text)
        if m is None:
            continue
        sel = m.group("sel") + (m.groupdict().get("w") or "") + (m.groupdict().get("o") or "")
        play = bool(m.groupdict().get("play"))
        cut = _other_than(sel, held)
        if cut is None:
            continue
        sel, other = cut
        what = taken(sel, held, play) or _alternatives(sel, held, play)
        if what is None:
            continue
        if other:
            what["other_than"] = other
        step: Table = dict(what)
        if play:
            step["play"] = True
        if m.groupdict().get("to"):
            step["to"] = "drop" if m.group("to").lower().startswith("drop") else "energy"
        if m.groupdict().get("rest"):
            step["rest"] = True
        return step, text[m.end() :]
    return None


def _remaining(text: str) -> tuple[str | None, str]:
    """Where the cards not taken go (None: as the rules say, shuffled back,
    DBS 11-6-3), and the text after it."""
    m = _SEP.match(text)
    after = text[m.end() :] if m else text
    r = _REST.match(after)
    if r is None:
        return None, text
    for key, how in (("bottom", "bottom"), ("drop", "drop"), ("top", "top"), ("either", "top_or_bottom")):
        if r.group(key):
            return how, after[r.end() :]
    return "shuffle", after[r.end() :]


def look(m: re.Match[str], ctx: Ctx) -> Steps | None:
    body, held = mask(m.group("body"))
    head = _LOOK_HEAD.match(body)
    if head is None:
        return None
    text = body[head.end() :]
    sep = _SEP.match(text)
    if sep is None:
        return None
    looked = num(head.group("a") or head.group("b") or "1")
    # "choose any number of X among them": up to as many as were looked at
    text = re.sub(r"^(choose )any number of ", rf"\g<1>up to {looked} ", text[sep.end() :], flags=re.I)
    taken = _take(text, held)
    if taken is None:
        return None
    step, text = taken
    step = {"look": num(head.group("a") or head.group("b") or "1"), **step}
    if "bottom" in (head.group("end") or head.group("end2") or head.group("one") or "").lower():
        step["from_bottom"] = True
    how, text = _remaining(text)
    if how is not None and how != "shuffle":
        step["remaining"] = how
    text = text.strip().rstrip(".,;").strip()
    if text:
        sep = re.match(r"\s*[.;]\s*|\s*,\s*(?:then,?\s+|and\s+)?", text, re.I)
        tail = _IF_TAKEN.fullmatch(text[sep.end() :]) if sep else None
        if tail is None:
            return None
        then = compose(effects(), _unmask(tail.group("then"), held), ctx)
        if then is None:
            return None
        step["then"] = then
    return [{"look_add": step}]


def top_card(m: re.Match[str], ctx: Ctx) -> Steps | None:
    """ "Look at the top card of your deck; if it's a X, you may add it to your
    hand (play it / place it in your energy); otherwise, place it on top of your deck": a look at 1 card,
    up to 1 X taken, the card not taken back on top."""
    masked, held = mask(m.group("sel"))
    play = bool(m.group("play"))
    what = taken("up to 1 " + masked, held, play)
    if what is None:
        return None
    bottom = m.group("end").lower() == "bottom"
    if bottom != bool(re.search(r"bottom", m.group("back"), re.I)):
        return None  # put back where it was looked at
    step: Table = {"look": 1, **what, "remaining": "bottom" if bottom else "top"}
    if bottom:
        step["from_bottom"] = True
    if play:
        step["play"] = True
    if m.group("to"):  # the Energy Area: Active Mode unless said (DBS 3-8-3)
        step["to"] = "energy"
        if m.group("rest"):
            step["rest"] = True
    return [{"look_add": step}]
