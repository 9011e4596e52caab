"""A readable text log of a recorded game (card names in English, Japanese or Chinese)."""
from __future__ import annotations

from typing import Any

from sakura_lab.engine.constants import CARD_BASE, ZONE_NAMES
from sakura_lab.engine.state import GameState

_MODES = ("standard", "full-power", "reaction", "effect")
_PLACES = ("P0 life", "P1 life", "P0 aura", "P1 aura", "P0 flare", "P1 flare", "distance", "shadow", "outside")


def _place(st: GameState, place: int, lang: str) -> str:
    if place >= CARD_BASE:
        return f"[{st.cards[place - CARD_BASE].name(lang)}]"
    return _PLACES[place] if place < len(_PLACES) else str(place)


def _opt(st: GameState, opt: Any, lang: str) -> str:
    if isinstance(opt, tuple):
        return " ".join(_opt(st, o, lang) for o in opt)
    if isinstance(opt, int) and not isinstance(opt, bool) and 0 <= opt < len(st.cards):
        return st.cards[opt].name(lang)
    return str(opt)


def format_log(st: GameState, lang: str = "en") -> str:
    """Render ``st.events`` (recorded with ``record=True``) as text lines."""
    if st.events is None:
        return ""
    lines: list[str] = []
    for ev in st.events:
        turn, kind = ev[0], ev[1]
        a = ev[2:]
        name = lambda u: st.cards[u].name(lang)  # noqa: E731
        if kind == "setup":
            lines.append(f"Setup: P{a[0]} goes first (seed {a[1]}).")
        elif kind == "turn":
            lines.append(f"== Turn {turn}: P{a[0]} ==")
        elif kind == "play":
            lines.append(f"  P{a[0]} plays {name(a[1])} ({_MODES[a[2]]})")
        elif kind == "attack":
            card = name(a[2]) if a[2] >= 0 else "effect attack"
            lines.append(f"  P{a[0]} attacks with {card} {a[3]}")
        elif kind == "answer":
            if a[1] in ("main", "react", "damage", "reshuffle", "mulligan", "hand_limit", "choose", "basic", "may"):
                lines.append(f"    P{a[0]} {a[1]}: {_opt(st, a[2], lang)}")
        elif kind == "tokens":
            lines.append(f"    {a[2]} token(s) {_place(st, a[0], lang)} -> {_place(st, a[1], lang)} ({a[3]})")
        elif kind == "basic":
            lines.append(f"  P{a[0]} basic action: {a[1]}")
        elif kind == "move":
            lines.append(f"    {name(a[1])}: {ZONE_NAMES[a[2]] if a[2] >= 0 else '-'} -> {ZONE_NAMES[a[3]]}")
        elif kind in ("burnout", "reshuffle", "flinch", "flinch_removed"):
            lines.append(f"  P{a[0]} {kind.replace('_', ' ')}")
        elif kind in ("disenchant", "unused"):
            lines.append(f"  {name(a[1])}: {kind}")
        elif kind in ("attack_cancelled", "attack_missed", "attack_illegal"):
            lines.append(f"  attack {kind.split('_')[1]}")
        elif kind == "cancel":
            lines.append(f"  P{a[0]} cancels the attack")
        elif kind == "end_phase_now":
            lines.append(f"  the {a[1]} phase ends now")
        elif kind == "game_over":
            who = "draw" if a[0] is None else f"P{a[0]} wins"
            lines.append(f"Game over on turn {turn}: {who} ({a[1]}).")
    return "\n".join(lines)
