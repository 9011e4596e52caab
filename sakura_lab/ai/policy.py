"""Fast rule-based choices for every decision kind (no search).

Used three ways: to settle the small follow-up decisions after an option is tried by the heuristic
player, as the playout policy of the Monte Carlo player, and as the ``greedy`` player itself.
All functions take a full :class:`GameState` (a determinized one when called from an agent).
"""
from __future__ import annotations

from typing import Any

from sakura_lab.ai import megami_features as MF
from sakura_lab.ai.evaluation import Weights
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    ACTION,
    ATTACK,
    AURA,
    BACKWARD,
    D_ARROW,
    D_BASIC,
    D_BASIC_COST,
    D_CARD,
    D_CHARGE,
    D_CHOOSE,
    D_DAMAGE,
    D_DAMAGE_SPLIT,
    D_HAND_LIMIT,
    D_MAIN,
    D_MAY,
    D_MULLIGAN,
    D_NUMBER,
    D_REACT,
    D_RESHUFFLE,
    DECK,
    DISCARD,
    ENHANCEMENT,
    FOCUS,
    FORWARD,
    HAND,
    LIFE,
    PLAYED,
    REACTION,
    RECOVER,
    RETREAT,
    SHADOW,
    THROUGHOUT,
)
from sakura_lab.engine.state import Decision, GameState


def card_value(st: GameState, u: int) -> float:
    """Rough worth of keeping card ``u`` in hand (for discards and mulligans)."""
    cd = st.cards[u]
    v = 1.0
    if cd.ctype == ATTACK:
        v += 1.0 + 0.3 * ((cd.aura or 0) + 2 * (cd.life or 0))
        if S.current_distance(st) in cd.range:
            v += 1.0
    elif cd.ctype == ENHANCEMENT:
        v += 0.8
    elif cd.ctype == ACTION:
        v += 0.6
    if cd.subtype == REACTION:
        v += 0.7
    if cd.subtype == THROUGHOUT:
        v -= 0.3
    return v


def damage_cost(st: GameState, target: int, side: str, aura: int | None, life: int | None, w: Weights) -> float:
    """How bad taking ``side`` of ``aura/life`` damage is for ``target`` (rough, immediate)."""
    wl, wd = abs(w.get("my_life")), abs(w.get("my_danger"))
    wa, we = abs(w.get("my_aura")), abs(w.get("my_aura_empty"))
    if side == "life":
        n = life or 0
        cur = st.tok[LIFE + target]
        if n >= cur:
            return 1e6
        after = cur - n
        return n * wl + wd * (max(0, 4 - after) - max(0, 4 - cur))
    n = aura or 0
    total, _ = S.aura_like(st, target)
    after = total - n
    return n * wa + (we + 0.5 * wl if after <= 0 else 0.0) + (0.3 * wl if after == 1 else 0.0)


def attack_preview(st: GameState, p: int, u: int) -> S.AttackValues:
    atk = S.new_attack(st, p, card=u)
    try:
        return S.attack_values(st, atk)
    finally:
        del st.attacks[atk.aid]
        st.next_aid -= 1


def attack_score(st: GameState, p: int, u: int, w: Weights) -> float:
    """Expected harm of attacking with card ``u`` now, assuming the defender takes the cheaper side."""
    v = attack_preview(st, p, u)
    q = 1 - p
    if "both_damage" in v.flags:
        return damage_cost(st, q, "aura", v.aura, None, w) + damage_cost(st, q, "life", None, v.life, w)
    sides = []
    total, _ = S.aura_like(st, q)
    if v.aura is not None and (v.life is None or total >= v.aura):
        sides.append(damage_cost(st, q, "aura", v.aura, v.life, w))
    if v.life is not None:
        sides.append(damage_cost(st, q, "life", v.aura, v.life, w))
    return min(sides) if sides else 0.0


def preferred_distances(st: GameState, p: int) -> set[int]:
    out: set[int] = set()
    for u in st.zones[p][HAND]:
        cd = st.cards[u]
        if cd.ctype == ATTACK:
            out.update(cd.range)
    return out


DECLINE = ("stop", "none")  # the options by which a card choice declines to take a card


def plain_fullpower(st: GameState, option: Any) -> bool:
    """A main-phase option that plays a card as the full-power action although neither the card's type
    (Throughout, CR 8-2-2 B) nor its text (``all_out``) cares: it equals the standard play followed by
    ending the main phase, which the player can still choose, so searching it is wasted work."""
    if not (isinstance(option, tuple) and option and option[0] == "fullpower"):
        return False
    cd = S.card_of(st, option[1])
    return cd.subtype != THROUGHOUT and not cd.script.all_out


def main_choice(st: GameState, d: Decision, w: Weights) -> int:
    """Greedy main-phase rule: best attack, else a useful card, else move toward attack range."""
    p = d.player
    opts = d.options
    best_i, best = -1, 0.0
    for i, o in enumerate(opts):
        if o[0] in ("play", "fullpower"):
            cd = st.cards[o[1]]
            if cd.ctype == ATTACK:
                sc = attack_score(st, p, o[1], w) - 0.05 * (cd.cost or 0)
                if o[0] == "fullpower":
                    sc -= 0.3
                if sc > best:
                    best_i, best = i, sc
    if best_i >= 0:
        return best_i
    for i, o in enumerate(opts):
        if o[0] == "play" and st.cards[o[1]].ctype in (ACTION, ENHANCEMENT) and not st.cards[o[1]].is_special:
            return i
    if st.vigor[p] > 0:
        want = preferred_distances(st, p)
        dist = S.current_distance(st)
        if want and dist not in want:
            closer = min(want) < dist if dist > max(want) else False
            for i, o in enumerate(opts):
                if o[0] == "basic":
                    if closer and o[1] == FORWARD:
                        return i
                    if not closer and o[1] in (BACKWARD, RETREAT) and dist < min(want):
                        return i
        for i, o in enumerate(opts):
            if o[0] == "basic" and o[1] == (RECOVER if st.tok[AURA + p] < 3 else FOCUS):
                return i
    return len(opts) - 1  # "end" is always last


# ---- Hatsumi's dive direction (MR 15-1-2, 15-2), a rule of its own ------------------------------------------
def dive_choice(st: GameState, d: Decision, w: Weights) -> int:
    """The direction whose shift of the Distance takes it farther out of the opponent's attacks (the dodge of
    ``megami_features.dive_dodge``: the share of their public normal pool that hits at the current Distance
    minus at the shifted one); on a tie, backward while the opponent is close (Distance 4 or less: Hatsumi's
    attacks reach 3-6), forward otherwise. The first rule (that tie-break alone) dove backward at Distance 4 into
    a mirror opponent's 4-6 attacks. Weights without a positive ``my_hatsumi_dive_dodge`` (those fitted before
    the feature) keep the first rule, so a head-to-head against older weights compares the old player whole."""
    opts = d.options
    if (len(opts) == 2 and "forward" in opts and "backward" in opts
            and w.get("my_hatsumi_dive_dodge") > 0):
        fwd = MF.dive_dodge(st, d.player, "forward")
        back = MF.dive_dodge(st, d.player, "backward")
        if fwd != back:
            return opts.index("forward" if fwd > back else "backward")
    want = "backward" if S.current_distance(st) <= 4 else "forward"
    return opts.index(want) if want in opts else 0


# ---- Kamuwi's Oath (MR 19-3): the fast rules take every Oath unless it would bring the Taboo gauge within reach
# of the loss at 16 (MR 19-4; a start phase at Life 5 or less adds 2). Context ("oath", frame, orb).
KAMUWI_OATH_TABOO_LIMIT = 13


def _kamuwi_oath_too_risky(st: GameState, d: Decision) -> bool:
    c = d.context
    if not (isinstance(c, tuple) and len(c) == 3 and c[0] == "oath"):
        return False
    return int(st.marks.get(("taboo", d.player), 0)) + int(c[2]) > KAMUWI_OATH_TABOO_LIMIT


# ---- Renri's refutation (MR 20-4-1), a rule of its own -------------------------------------------------------
# REFUTE["rule"]: the rule of the simulations, i.e. how a player expects its refutable Falsehoods to be answered:
# "always" (refute unless the Burnout could be lethal) or "expected" (refute a sure fake, near death when a true card
# is unlikely, when the measured chance of a true card is low, or against a lethal declared attack). REFUTE["real"]:
# the rule of a heuristic player's own refute decision (``refute_real_choice``), or None to simulate it like any
# choice. Shipped: "always" in the simulations, "expected" for the real decision (docs/evaluation.md, Session 6e:
# "expected" in the simulations too made the Renri heuristic fake every Falsehood, 0 true of 1,086 unseen ones).
REFUTE: dict[str, Any] = {"rule": "always", "real": "expected", "max_true": 0.5, "max_true_low": 0.1}


def refute_by_rule(d: Decision) -> bool:
    """Whether a heuristic player answers this decision by the rule ``REFUTE["real"]`` (``refute_real_choice``) rather
    than by simulating it: a refute decision (context ``("renri_refute", uid, declared)``) while that rule is set. A
    simulated refutation is answered in one world, with the world's card: it refutes when the world's card happens to
    be a fake, so its refutations follow the prior's odds whatever they are; the rule weighs them."""
    c = d.context
    return (REFUTE["real"] is not None and type(c) is tuple and len(c) == 3 and c[0] == "renri_refute"
            and len(d.options) > 1)


def refute_real_choice(st: GameState, d: Decision) -> int:
    """A heuristic player's own refute decision, on a determinized state: ``refute_choice`` with ``REFUTE["real"]``."""
    return refute_choice(st, d, str(REFUTE["real"]))


def refute_choice(st: GameState, d: Decision, rule: str | None = None) -> int:
    """Refute a Falsehood or accept it (context ``("renri_refute", uid, declared)``). Reads only public values and
    the measured rates (``cards.renri.true_prior``): never the face-down card.

    ``rule`` (default ``REFUTE["rule"]``, the simulations' rule) "always": refute unless the Burnout of a true card
    could be lethal (Aura + Life of 2 or less: a true 雲喰い burns twice). "expected": refute a sure fake (a card of
    the declared name is seen elsewhere, or a relic while none is out of ＜Relics＞ unseen: ``true_prior`` 0); with a
    Burnout that could kill, refute only when the chance of a true card is at most ``REFUTE["max_true_low"]`` (there
    the "always" Renri fakes: 0 true of 47 and of 21 in self-play); otherwise refute when it is at most
    ``REFUTE["max_true"]`` (catching a fake saves about what a true card's Burnout costs) or when the declared card's
    attack would take the refuter's last Life (refuting then saves the game whenever it is a fake)."""
    p = d.player
    burn_lethal = st.tok[AURA + p] + st.tok[LIFE + p] <= 2
    want = "accept" if burn_lethal else "refute"
    if (REFUTE["rule"] if rule is None else rule) == "expected":
        from sakura_lab.cards import renri as R

        c = d.context
        q = 1 - p
        down = [u for u in list(st.zones[q][R.FALSEHOOD]) + list(st.zones[q][R.IN_USE]) if R.is_face_down(st, u)]
        p_true = R.true_prior(st, q, c[2], p, down) if type(c) is tuple and len(c) == 3 else 1.0
        if p_true <= 0.0:
            want = "refute"
        elif burn_lethal:
            want = "refute" if p_true <= float(REFUTE["max_true_low"]) else "accept"
        elif p_true <= float(REFUTE["max_true"]) or _declared_attack_lethal(st, q, c[1], p):
            want = "refute"
        else:
            want = "accept"
    return d.options.index(want) if want in d.options else 0


def _declared_attack_lethal(st: GameState, q: int, u: int, p: int) -> bool:
    """Whether face-down card ``u`` of ``q``, treated as its declared card (public), attacks for ``p``'s last Life if
    ``p`` takes it on Life or has too little Aura to take it there (the attack as it would be created now)."""
    cd = S.card_of(st, u)
    if cd.ctype != ATTACK:
        return False
    v = attack_preview(st, q, u)
    life = st.tok[LIFE + p]
    if v.life is None or v.life < life:
        return False
    total, _ = S.aura_like(st, p)
    return "both_damage" in v.flags or v.aura is None or total < v.aura


# ---- Historian Renri (CR v1.14.1 §20): the optional texts whose default "yes" can hurt --------------------------
RENRI_REPLAY_MIN_LIFE = 4  # ロルレロラルロ's replay pays 1 Life: not when that brings the player near death


def renri_may(st: GameState, d: Decision) -> int | None:
    """Reveal an unrefuted Falsehood through ロルレロラルロ only when it is a fake (+1 vigor; a true card revealed
    gains nothing); replay ロルレロラルロ only with Life to spare. None: not one of these (use the default)."""
    c = d.context
    head = c[0] if type(c) is tuple and c else c
    if head == "renri_resolution_reveal":
        return d.options.index(st.cards[c[1]].id != c[2])  # the player's own card: a fake unless it is the declared one
    if head == "renri_resolution_replay":
        return d.options.index(st.tok[LIFE + d.player] >= RENRI_REPLAY_MIN_LIFE)
    return None


def renri_install_choice(st: GameState, d: Decision) -> int:
    """Falsehood Installation (§20-6-2): install the true 偽りの武器 when it lies in the discard pile (a refutation
    then burns the refuter out), else any card (an unrefuted fake still attacks as it)."""
    opts = d.options
    for i, o in enumerate(opts):
        if isinstance(o, int) and st.cards[o].script.data.get("install"):
            return i
    return 1 if len(opts) > 1 else 0


def quick_choice(st: GameState, d: Decision, w: Weights) -> int:
    """A cheap, reasonable answer to any decision."""
    kind = d.kind
    opts = d.options
    p = d.player
    if len(opts) == 1:
        return 0
    if kind == D_MAIN:
        return main_choice(st, d, w)
    if kind == D_DAMAGE:
        target, aura, life, _k = d.context
        costs = [damage_cost(st, target, o, aura, life, w) for o in opts]
        pick = min if p == target else max
        return costs.index(pick(costs))
    if kind == D_REACT:
        return 0
    if kind == D_CHARGE:
        return 0  # charge from Shadow first, keep the aura
    if kind == D_DAMAGE_SPLIT:
        return len(opts) - 1  # spend wall tokens before real aura
    if kind == D_BASIC_COST:
        if opts[0] == ("vigor",) and st.vigor[p] >= 1:
            return 0
        vals = [card_value(st, o[1]) if o[0] == "card" else 99.0 for o in opts]
        return vals.index(min(vals))
    if kind == D_HAND_LIMIT:
        vals = [card_value(st, u) for u in opts]
        return vals.index(min(vals))
    if kind == D_MULLIGAN:
        return 0  # keep the hand
    if kind == D_RESHUFFLE:
        zp = st.zones[p]
        return 1 if len(zp[DECK]) <= 1 and len(zp[PLAYED]) + len(zp[DISCARD]) >= 3 else 0
    if kind == D_MAY:
        r = renri_may(st, d)
        if r is not None:
            return r
        if _kamuwi_oath_too_risky(st, d):
            return opts.index(False) if False in opts else 0
        return opts.index(True) if True in opts else 0
    if kind == D_CHOOSE:
        if d.context == "dive":  # Hatsumi's dive (MR 15-1-2): see dive_choice
            return dive_choice(st, d, w)
        if type(d.context) is tuple and d.context and d.context[0] == "renri_refute":  # MR 20-4-1
            return refute_choice(st, d)
        for i, o in enumerate(opts):
            if o not in ("pass", "stop"):
                return i
        return 0
    if kind == D_CARD:
        if d.context == "renri_install":
            return renri_install_choice(st, d)
        # take a card over declining: "stop" and "none" are how card choices say no (e.g. the Anvil's
        # "none" was first and made the fast policy decline every time)
        for i, o in enumerate(opts):
            if o not in DECLINE:
                return i
        return 0
    if kind == D_BASIC:
        for pref in (RECOVER, FOCUS):
            if pref in opts:
                return opts.index(pref)
        for i, o in enumerate(opts):
            if o != "stop":
                return i
        return 0
    if kind == D_ARROW:
        return 0
    if kind == D_NUMBER:
        q = _megumi_seed_question(d)
        if q == "mg_growth":
            return len(opts) - 1
        if q == "mg_seed_charge":
            return _seeds_for_charge(st, d)
    return 0


# --- Megumi (MR 17-7 steps 2 and 4): how many sprouted seeds go onto the enhancement being played, in place of
# Charge tokens and by Growth (options are 0..max). Growth seeds come on top of the Charge and keep the enhancement
# longer: as many as offered. A seed that leaves a card returns to the Field unsprouted, and only one sprouts per
# enhancement played, so seeds spent on the Charge are missing for later Growth: in play, placing every seed
# offered for the Charge lost against placing none (35% [26%, 45%] of 100 mirrored pairs, docs/mechanics.md,
# before this rule). So the Charge takes seeds only for what Shadow and the own Aura cannot pay.
def _megumi_seed_question(d: Decision) -> str:
    c = d.context
    if isinstance(c, tuple) and len(c) == 2 and c[0] in ("mg_seed_charge", "mg_growth"):
        return str(c[0])
    return ""


def _seeds_for_charge(st: GameState, d: Decision) -> int:
    uid = d.context[1]
    short = S.card_charge(st, uid) - st.tok[SHADOW] - st.tok[AURA + d.player]
    opts = d.options
    for i, o in enumerate(opts):
        if isinstance(o, int) and o >= short:
            return i
    return len(opts) - 1

