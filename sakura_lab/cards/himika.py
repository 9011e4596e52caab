"""Card effects of Himika and her alternate forms (latest season), written in the engine's DSL.

Forms: Himika (original) and Himika A1 ("Originally"). Rulings follow ``docs/rulings-basic4.md``
(§16 Smoke, §17 Backdraft, §18 Inferno/連火, §19 Blazing Sun, §28 both-damage and Forced conditions).
"""
from __future__ import annotations

from sakura_lab.cards.mechanics import condition_play
from sakura_lab.engine import api as S
from sakura_lab.engine.dsl import (
    RENKA,
    Arrow,
    AttackMod,
    DiscardFromHand,
    Draw,
    Flinch,
    If,
    Lose,
    NextAttack,
    NoArrowsFromDistance,
    Resurgence,
    card,
    distance_at_most,
    hand_empty,
)
from sakura_lab.engine.state import Attack, GameState
from sakura_lab.engine.telemetry import register_mechanic

MEGAMI = "himika"


# ---------------------------------------------------------------- helpers
def aura_damage_before_addsub(st: GameState, atk: Attack) -> int | None:
    """The attack's Aura damage after substitution and exchange but before +X/+Y (CR 5-6 i, ii; 9-1-3-2).

    Used by Backdraft's "Aura damage 3 or less" test, which itself is an add/sub modification, so it
    sees only the categories before its own (rulings memo §17). None means "-".
    """
    return S.damage_before_addsub(st, atk)[0]


def backdraft_target(st: GameState, atk: Attack) -> bool:
    """Backdraft's buff goes to an attack whose user is another megami (CR 10-15) and whose Aura
    damage is 3 or less; a "-" Aura damage does not qualify (memo §17, L). Checked when the attack
    is made; a failing attack does not consume the buff."""
    if atk.megami == MEGAMI:
        return False
    a = aura_damage_before_addsub(st, atk)
    return a is not None and a <= 3


def blazing_sun_damage(st: GameState, atk: Attack) -> tuple[int, int]:
    """X = 8 - current Distance, read continuously (Forced; memo §19). The Aura cap of 5 is the
    rules' correction (CR 6-4-1-4) applied by the engine unless the attack has Overwhelm (10-21)."""
    x = max(0, 8 - S.current_distance(st))
    return x, x


# ---------------------------------------------------------------- Himika (original) normals
card("03-himika-o-n-1", vanilla=True, summary="Shoot: plain ranged attack, no text.")

# 連火 (Inferno): this is your 3rd+ card played this turn -> +1/+1 (Forced, CR 9-1-1-2; memo §18).
card("03-himika-o-n-2", attack_statics=(AttackMod(RENKA, 1, 1),),
     summary="Rapid Fire: with Inferno the attack gets +1/+1.")

# After Attack: 1 token from your own Life to Shadow (an arrow, not damage: CR 10-1; memo §23).
card("03-himika-o-n-3", after=(Arrow("life", "shadow", 1),),
     summary="Magnum Cannon: after the attack, move one of your own Life tokens to Shadow.")

# Throughout; the opponent takes both damages at once (CR 10-26).
card("03-himika-o-n-4", flags=("both_damage",), summary="Barrage: full-power attack dealing both damages.")

card("03-himika-o-n-5", on_play=(Draw(1), Arrow("shadow", "dist", 1)),
     summary="Backstep: draw a card, then one token from Shadow to Distance.")

# Flinch always; with Inferno, buff the next qualifying other-megami attack this turn (memo §17, §24).
card("03-himika-o-n-6",
     on_play=(Flinch("opp"), If(RENKA, NextAttack(1, 1, filter=backdraft_target))),
     summary="Backdraft: flinch the opponent; with Inferno your next other-megami attack of Aura damage <=3 gets +1/+1.")

# Ongoing: card arrows of either player cannot move tokens out of Distance (memo §16; CR 10-1, 9-7).
card("03-himika-o-n-7", ongoing=(NoArrowsFromDistance(),),
     summary="Smoke: while deployed, arrows cannot take tokens out of Distance.")

# ---------------------------------------------------------------- Himika (original) specials
card("03-himika-o-s-1", vanilla=True, summary="Red Bullet: plain long-range special attack, no text.")

# Both damages (CR 10-26); No Reactions while the current Distance is 0 (Forced, read in the window; memo §28 B-17).
card("03-himika-o-s-2", flags=("both_damage",),
     attack_statics=(AttackMod(distance_at_most(0), flags=("no_reactions",)),),
     summary="Crimson Zero: both damages; cannot be reacted to at Distance 0.")

card("03-himika-o-s-3", on_play=(Draw(2), DiscardFromHand(1)),
     summary="Scarlet Imagine: draw two, then put one hand card face down.")

# Inferno: Shadow -> Distance 2. Resurgence (CR 10-7): your hand is empty at your end phase (memo §25).
card("03-himika-o-s-4", on_play=(If(RENKA, Arrow("shadow", "dist", 2)),),
     devoted=(Resurgence(hand_empty),),
     summary="Vermillion Field: with Inferno move two tokens Shadow to Distance; resurges with an empty hand.")

# ---------------------------------------------------------------- Himika A1 (Originally)
card("03-himika-A1-n-2", attack_statics=(AttackMod(RENKA, 0, 1),),
     summary="Flame stream (A1): with Inferno the attack gets +0/+1.")

# Hand counted at resolution (memo §28 "殺意").
card("03-himika-A1-n-5", on_play=(If(hand_empty, Arrow("opp_aura", "shadow", 2)),),
     summary="Murderous intent (A1): with an empty hand, two of the opponent's Aura tokens go to Shadow.")

# Throughout, No Reactions, X/X with X = 8 - Distance; After Attack: you lose (CR 4-2; memo §19).
card("03-himika-A1-s-2", flags=("no_reactions",), damage_fn=blazing_sun_damage, after=(Lose(),),
     summary="Blazing Sun (A1): unreactable X/X where X is 8 minus Distance; you lose after it.")


# Mechanic telemetry (engine.telemetry): the keyword condition of Himika's cards, counted as the card is played.
register_mechanic(MEGAMI, "renka_play", "a card with a 連火 (Renka: 3rd+ card played this turn) text was played as such", "card keyword (engine.dsl.RENKA)",
                  on_play=condition_play(RENKA))
