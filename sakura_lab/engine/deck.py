"""The deck: drawing (CR 7-1-6), Burnout on an empty deck (CR 10-10) and reshuffling (CR 9-8)."""
from __future__ import annotations

from sakura_lab.engine.abilities import ability_cache, emit, hooked, replaced
from sakura_lab.engine.constants import DECK, DISCARD, HAND, PLAYED
from sakura_lab.engine.damage import damage_life, push_damage
from sakura_lab.engine.frames import push
from sakura_lab.engine.state import GameState
from sakura_lab.engine.zones import move_card, shuffle_deck


def draw(st: GameState, p: int, n: int = 1) -> None:
    """Draw ``n`` cards one at a time (CR 7-1-6); an empty deck causes Burnout each time (CR 5-5-3)."""
    for _ in range(n):
        push(st, _draw_one, p)


def _draw_one(st: GameState, p: int) -> None:
    # "if you would draw a card, instead ..." (CR 10-30; e.g. Her Ideology, MR 14-4): the ability pushes its own work
    if replaced(st, "draw", p):
        return
    draw_one_unreplaced(st, p)


def draw_one_unreplaced(st: GameState, p: int) -> None:
    """Draw one card (or Burnout) without asking replacement effects: what a replacement that lets the
    player decline ("you may instead ...") does when the player declines."""
    deck = st.zones[p][DECK]
    if not deck:
        if st.record:
            st.log("burnout", p)
        burnout(st, p)
        return
    uid = deck[0]
    move_card(st, uid, HAND)


def burnout(st: GameState, p: int) -> None:
    """Burnout (焦燥, CR 10-10): 1/1 damage, the player chooses aura or life; an ability in force may change the
    values (hook ``burnout_damage``, e.g. Historian Renri's Resolution: 2/1)."""
    aura, life = 1, 1
    if ability_cache(st).all:
        for src, ab in hooked(st, "burnout_damage"):
            aura, life = ab.burnout_damage(st, src, p, aura, life)
    push_damage(st, p, aura, life, kind="burnout")


def draw_frame(st: GameState, p: int, n: int) -> None:
    draw(st, p, n)


def push_reshuffle(st: GameState, p: int, by_rules: bool, replaceable: bool = True) -> None:
    if replaceable:  # "if you would reshuffle, you may instead ...": the ability pushes its own work
        if replaced(st, "reshuffle", p, by_rules):
            return
    push(st, _reshuffle_cards, p)
    if by_rules:  # CR 9-8 i: a reshuffle created by the rules costs 1 life damage
        push(st, _reshuffle_damage, p)
    emit(st, "before_reshuffle", p)


def _reshuffle_damage(st: GameState, p: int) -> None:
    """CR 9-8 i: 1 life damage, unless a replacement effect takes its place (CR 10-30)."""
    if replaced(st, "reshuffle_damage", p):
        return
    damage_life(st, p, 1, "reshuffle", -1)


def _reshuffle_cards(st: GameState, p: int) -> None:
    zp = st.zones[p]
    for z in (PLAYED, DISCARD):
        for u in list(zp[z]):
            if st.cards[u].is_normal:
                move_card(st, u, DECK, top=False)
    shuffle_deck(st, p)
    if st.record:
        st.log("reshuffle", p)
    emit(st, "reshuffled", p)
