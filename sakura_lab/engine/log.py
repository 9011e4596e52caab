"""A readable text log of a recorded game (card names in English, Japanese or Chinese).

Every recorded event becomes exactly one line, so that a log is a complete account of the game and any
change of behaviour shows up as a text diff (the golden playthroughs in ``tests/golden/`` rely on this).
Event kinds without a dedicated rendering (a new kind added by a card module, say) are rendered
generically as ``kind: args`` rather than dropped.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sakura_lab.engine.constants import CARD_BASE, HAND, ZONE_NAMES
from sakura_lab.engine.state import GameState

_MODES = ("standard", "full-power", "reaction", "effect")
_PLACES = ("P0 life", "P1 life", "P0 aura", "P1 aura", "P0 flare", "P1 flare", "distance", "shadow", "outside",
           "P0 aux", "P1 aux")
# decision kind -> how its chosen option names cards: "verb" = (verb, uid) pairs, "uid" = a uid (or a
# tuple of uids); other kinds hold no uids (numbers there are counts or indices)
_ANSWER_CARDS = {"main": "verb", "react": "verb", "basic_cost": "verb", "card": "uid", "hand_limit": "uid",
                 "mulligan": "uid", "mulligan_order": "uid"}
# event kinds "P{p} <words> attack #<aid>" (args: player, attack id)
_ATTACK_NOTES = {"cancel": "cancels", "cancel_damage": "cancels the damage of", "damage_replaced":
                 "replaces the damage of", "exchange_damage": "exchanges the damage of",
                 "accompaniment": "accompanies"}


def _place(st: GameState, place: int, lang: str) -> str:
    if place >= CARD_BASE:
        return f"[{_card(st, place - CARD_BASE, lang)}]"
    return _PLACES[place] if 0 <= place < len(_PLACES) else str(place)


def _card(st: GameState, u: Any, lang: str) -> str:
    if isinstance(u, int) and not isinstance(u, bool) and 0 <= u < len(st.cards):
        return st.cards[u].name(lang)
    return str(u)


def _cards(st: GameState, us: Any, lang: str) -> str:
    if isinstance(us, tuple):
        return ", ".join(_card(st, u, lang) for u in us) or "nothing"
    return _card(st, us, lang)


def _zone(z: Any) -> str:
    return ZONE_NAMES[z] if isinstance(z, int) and 0 <= z < len(ZONE_NAMES) else "-"


def _plain(x: Any) -> str:
    if isinstance(x, tuple):
        return " ".join(_plain(y) for y in x)
    return str(x)


def _answer(st: GameState, kind: str, opt: Any, lang: str) -> str:
    how = _ANSWER_CARDS.get(kind)
    if how == "verb" and isinstance(opt, tuple) and len(opt) == 2 and opt[0] != "basic":
        return f"{opt[0]} {_card(st, opt[1], lang)}"
    if how == "uid" and not isinstance(opt, str):
        return _cards(st, opt, lang)
    return _plain(opt)


def _generic(kind: str, a: tuple) -> str:
    return f"  {kind}: {', '.join(repr(x) for x in a)}"


def _line(st: GameState, turn: int, kind: str, a: tuple, lang: str) -> str:
    """One event as one line (dispatch on its kind; see the module docstring)."""
    card: Callable[[Any], str] = lambda u: _card(st, u, lang)  # noqa: E731
    if kind == "setup":
        return f"Setup: P{a[0]} goes first (seed {a[1]})."
    if kind == "turn":
        return f"== Turn {turn}: P{a[0]} =="
    if kind == "play":
        where = "" if a[3] == HAND else f" from {_zone(a[3])}"
        react = f", reacting to attack #{a[4]}" if len(a) > 4 and isinstance(a[4], int) and a[4] >= 0 else ""
        return f"  P{a[0]} plays {card(a[1])} ({_MODES[a[2]]}{where}{react})"
    if kind == "play_illegal":
        return f"  P{a[0]} cannot play {card(a[1])} after all"
    if kind == "attack":
        src = card(a[2]) if a[2] >= 0 else "an effect"
        return f"  P{a[0]} attack #{a[1]} with {src} {a[3]}"
    if kind in ("attack_cancelled", "attack_missed", "attack_illegal"):
        return f"  attack #{a[1]} (P{a[0]}) {kind.split('_')[1]}"
    if kind == "answer":
        return f"    P{a[0]} {a[1]}: {_answer(st, a[1], a[2], lang)}"
    if kind == "tokens":
        return f"    {a[2]} token(s) {_place(st, a[0], lang)} -> {_place(st, a[1], lang)} ({a[3]})"
    if kind == "basic":
        return f"  P{a[0]} basic action: {a[1]}"
    if kind == "move":
        return f"    {card(a[1])} (P{a[0]}): {_zone(a[2])} -> {_zone(a[3])}"
    if kind in ("burnout", "reshuffle", "flinch", "flinch_removed"):
        return f"  P{a[0]} {kind.replace('_', ' ')}"
    if kind in ("disenchant", "unused", "remove"):
        return f"  {card(a[1])} (P{a[0]}): {kind}"
    if kind in _ATTACK_NOTES:
        return f"  P{a[0]} {_ATTACK_NOTES[kind]} attack #{a[1]}"
    if kind == "seal":
        return f"  {card(a[1])} (P{a[0]}) sealed by {card(a[2])}"
    if kind == "exchange":
        return f"  P{a[0]} exchanges {card(a[1])} with {card(a[2])}"
    if kind == "gain_extra":
        return f"  P{a[0]} gains {card(a[1])}"
    if kind == "random_pick":
        return f"  P{a[0]} picks {card(a[1])} at random"
    if kind in ("reveal", "reveal_hand"):
        return f"  P{a[0]} reveals {_cards(st, a[1], lang)}"
    if kind == "reveal_parts":
        return f"  P{a[0]} assembles {_cards(st, a[1], lang)} (level {a[2]})"
    if kind == "look_hand":
        return f"  P{a[0]} looks at the hand of P{a[1]}"
    if kind == "declare":
        return f"  P{a[0]} declares {a[1]}"
    if kind == "plan_enact":
        return f"  P{a[0]} enacts the Plan: {a[1]}"
    if kind == "umbrella":
        return f"  P{a[0]} umbrella: {a[1]}"
    if kind == "weaken":
        return f"  P{a[0]} weakens attack #{a[1]} by {a[2]}/{a[3]}"
    if kind == "event":  # engine events that abilities listen to (state.emit)
        name, args = a[0], a[1:]
        if name == "card_played":
            args = (args[0], card(args[1])) + args[2:]
        return f"      > {name} {' '.join(str(x) for x in args)}".rstrip()
    if kind == "end_phase_now":
        return f"  the {a[1]} phase ends now"
    if kind == "game_over":
        who = "draw" if a[0] is None else f"P{a[0]} wins"
        return f"Game over on turn {turn}: {who} ({a[1]})."
    return _generic(kind, a)


def format_log(st: GameState, lang: str = "en") -> str:
    """Render ``st.events`` (recorded with ``record=True``) as text, one line per event."""
    if st.events is None:
        return ""
    lines = []
    for ev in st.events:
        try:
            lines.append(_line(st, ev[0], ev[1], ev[2:], lang))
        except (IndexError, TypeError):  # an event of a known kind with an unexpected shape: still shown
            lines.append(_generic(ev[1], ev[2:]))
    return "\n".join(lines)
