"""Fast rule-based choices for every decision kind (no search).

Used three ways: to settle the small follow-up decisions after an option is tried by the heuristic
player, as the playout policy of the Monte Carlo player, and as the ``greedy`` player itself.
All functions take a full :class:`GameState` (a determinized one when called from an agent).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from sakura_lab.ai import megami_features as MF
from sakura_lab.ai.evaluation import (
    FEATURE_INDEX,
    R_ATK_COST,
    R_ATK_FULLPOWER,
    R_ATK_MIN,
    R_KORUNU_REPLAY,
    R_OATH_CARDS,
    R_RECOVER_BELOW,
    Weights,
)
from sakura_lab.cards import innealra as innealra_cards
from sakura_lab.cards import kamuwi as kamuwi_cards
from sakura_lab.cards import kanawe as kanawe_cards
from sakura_lab.cards import misora as misora_cards
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    ACTION,
    ATTACK,
    AURA,
    BACKWARD,
    CARD_BASE,
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
    DIST,
    ENHANCEMENT,
    EXTRA,
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
    """Rough worth of keeping card ``u`` in hand (for discards and mulligans).

    Reads the card's current information (``card_of``), not the printed card: a Variable card is what it is
    now (Tempered Attack, MR 6-1/6-3, is the attack on its owner's Anvil; でゅーぷりぎあ the card under
    Industria; an umbrella card its open face). Read as printed, a live Tempered Attack was a blank card, the
    first one given away to the hand limit and to a basic action's cost."""
    cd = S.card_of(st, u)
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


# where damage_cost reads its four weights in ``Weights.values`` (it is asked at every damage choice the fast rules
# settle: reading by position spares four name lookups per call)
_W_LIFE: Final = FEATURE_INDEX["my_life"]
_W_DANGER: Final = FEATURE_INDEX["my_danger"]
_W_AURA: Final = FEATURE_INDEX["my_aura"]
_W_AURA_EMPTY: Final = FEATURE_INDEX["my_aura_empty"]


def damage_cost(st: GameState, target: int, side: str, aura: int | None, life: int | None, w: Weights) -> float:
    """How bad taking ``side`` of ``aura/life`` damage is for ``target`` (rough, immediate)."""
    vals = w.values
    wl, wd = abs(vals[_W_LIFE]), abs(vals[_W_DANGER])
    wa, we = abs(vals[_W_AURA]), abs(vals[_W_AURA_EMPTY])
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
    return defender_cost(st, 1 - p, attack_preview(st, p, u), w)


def defender_cost(st: GameState, q: int, v: S.AttackValues, w: Weights) -> float:
    """What an attack of values ``v`` costs its defender ``q``: both sides when it deals both, else the cheaper
    side ``q`` can take (the Aura side only where the Aura can hold the damage)."""
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
    """The ranges of the attacks in ``p``'s hand (their current information, as :func:`card_value`)."""
    out: set[int] = set()
    for u in st.zones[p][HAND]:
        cd = S.card_of(st, u)
        if cd.ctype == ATTACK:
            out.update(cd.range)
    return out


def arrow_choice(st: GameState, d: Decision) -> int:
    """Fast rule for a double arrow's direction (CR 10-1), options ``(from, to)`` as the card prints them. Between the
    Distance and Shadow (間合⇔ダスト: Saine's Outclass, Raira's Pounce, Korunu's, Hatsumi's, Honoka's, ...) the
    direction that leaves the Distance in (or nearer to) the ranges of the attacks in the player's hand; the printed
    direction when both ends are as near (or the hand holds no attack), and for every other arrow (before session 10
    every arrow took the printed direction: Pounce always closed the Distance by 3)."""
    opts = d.options
    if len(opts) != 2 or set(opts[0]) != {"dist", "shadow"}:
        return 0
    pref = preferred_distances(st, d.player)
    if not pref:
        return 0
    dist = S.current_distance(st)
    n = d.context if type(d.context) is int else 1
    tok = st.tok
    # as many tokens as there are (CR 6-3): Distance tokens to close in, Shadow tokens (and room) to step away
    closer, away = min(n, tok[DIST]), min(n, tok[SHADOW], S.room(st, DIST))
    ends = [dist - closer if o[0] == "dist" else dist + away for o in opts]
    gaps = [min(abs(e - r) for r in pref) for e in ends]
    return 1 if gaps[1] < gaps[0] else 0


DECLINE: Final = ("stop", "none")  # the options by which a card choice declines to take a card


def plain_fullpower(st: GameState, option: Any) -> bool:
    """A main-phase option that plays a card as the full-power action although neither the card's type
    (Throughout, CR 8-2-2 B) nor its text (``all_out``) cares: it equals the standard play followed by
    ending the main phase, which the player can still choose, so searching it is wasted work."""
    if not (isinstance(option, tuple) and option and option[0] == "fullpower"):
        return False
    cd = S.card_of(st, option[1])
    return cd.subtype != THROUGHOUT and not cd.script.all_out


def main_choice(st: GameState, d: Decision, w: Weights) -> int:
    """Greedy main-phase rule: best attack, else a useful card, else move toward attack range. Cards are read
    as they are now (``card_of``): a live Tempered Attack is an attack (read as printed it never attacked)."""
    p = d.player
    opts = d.options
    rules = w.rules  # the parameters (evaluation.RULE_DEFAULTS: the constants before they were parameters)
    cost_pen, fullpower_pen = rules[R_ATK_COST], rules[R_ATK_FULLPOWER]
    best_i, best = -1, rules[R_ATK_MIN]
    for i, o in enumerate(opts):
        if o[0] in ("play", "fullpower"):
            cd = S.card_of(st, o[1])
            if cd.ctype == ATTACK:
                sc = attack_score(st, p, o[1], w) - cost_pen * (cd.cost or 0)
                if o[0] == "fullpower":
                    sc -= fullpower_pen
                if sc > best:
                    best_i, best = i, sc
    if best_i >= 0:
        return best_i
    for i, o in enumerate(opts):
        if o[0] == "play":
            cd = S.card_of(st, o[1])
            if cd.ctype in (ACTION, ENHANCEMENT) and not cd.is_special:
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
            if o[0] == "basic" and o[1] == (RECOVER if st.tok[AURA + p] < rules[R_RECOVER_BELOW] else FOCUS):
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


# ---- Yukihi's end-phase umbrella flip (MR 4-4) and Shinra's Plan (MR 5-2), rules of their own -----------------
from sakura_lab.engine.constants import DEVOTED as _DEVOTED  # noqa: E402 - here, to keep the megami rules' edits apart
from sakura_lab.engine.constants import SPECIAL as _SPECIAL  # noqa: E402
from sakura_lab.engine.constants import UNUSED as _UNUSED  # noqa: E402


def _umbrella_side_effects(st: GameState, p: int) -> bool:
    """Whether a flip by ``p`` does more than change the umbrella block of the evaluation: a Devoted umbrella Special
    whose open face resurges when the umbrella opens (Gentle Snow, MR 4-2-1, CR 10-8), or Wield in hand (its reveal
    on every flip, Shadow -> Aura 1)."""
    zp = st.zones[p]
    for u in zp[_SPECIAL]:
        if st.cstate[u] == _DEVOTED and st.cards[u].script.data.get("umbrella"):
            return True
    for u in zp[HAND]:
        if st.cards[u].script.data.get("umbrella_reveal"):
            return True
    return False


_YUKIHI_BLOCK = tuple(f"my_{n}" for n in MF.REGISTRY["yukihi"].names)


def umbrella_choice(st: GameState, d: Decision, w: Weights) -> int:
    """Flip the umbrella (MR 4-4) when the evaluation of the position after the flip is higher than without it: the
    choice the heuristic itself would make at the end of the turn, so that the turns it imagines while judging its
    main-phase options end the way its real turns do. The first rule flipped at every end phase (the first
    non-declining answer), so every imagined turn ended with a flip the heuristic then declined in about 4 of 10
    real end phases. Usually only the player's Yukihi block changes, and its weighted difference decides; when the
    flip also resurges a Special or reveals Wield, both answers are played on copies and evaluated. Weights without
    a positive ``my_yukihi_umbrella_next`` (those before the feature) keep the first rule."""
    opts = d.options
    if w.get("my_yukihi_umbrella_next") <= 0 or len(opts) != 2:
        return opts.index(True) if True in opts else 0
    p = d.player
    if _umbrella_side_effects(st, p):
        from sakura_lab.ai.evaluation import evaluate

        vals = {}
        for i, o in enumerate(opts):
            after = st.clone()
            after.apply(i)
            vals[o] = evaluate(after, p, w)
        return opts.index(vals[True] > vals[False])
    c = MF.consts(st)
    dist = S.current_distance(st)
    is_open = bool(st.marks.get(("umbrella", p)))
    now = MF.yukihi_values(st, p, dist, c, is_open)
    flipped = MF.yukihi_values(st, p, dist, c, not is_open)
    gain = sum(w.get(n) * (b - a) for n, a, b in zip(_YUKIHI_BLOCK, now, flipped, strict=True))
    return opts.index(gain > 0)


# The heuristic's real end-phase flip (MR 4-4) follows the player's umbrella attacks when they clearly favour one face
# at the current Distance: by UMBRELLA_MARGIN attacks or more (docs/evaluation.md, session 9c)
UMBRELLA_MARGIN = 2


def umbrella_faces(st: GameState, p: int, dist: int) -> tuple[int, int]:
    """(closed, open): how many of ``p``'s umbrella attacks hit with damage at Distance ``dist`` with each face
    (MR 4-2-1: range and damage are the face's), counted over every zone (the deck's contents are known to their
    owner and the played cards come back at the reshuffle), Specials only while unused."""
    c = MF.consts(st)
    closed_n = open_n = 0
    for u, (closed, opened) in c.umbrella.items():
        if st.owner[u] != p or (st.loc[u] == _SPECIAL and st.cstate[u] != _UNUSED):
            continue
        closed_dmg, open_dmg = MF.umbrella_damages(st.cards[u], st.season)
        if closed_dmg and dist in closed:
            closed_n += 1
        if open_dmg and dist in opened:
            open_n += 1
    return closed_n, open_n


def umbrella_rule(st: GameState, d: Decision) -> int:
    """The heuristic's real end-phase flip (MR 4-4, options ``(False, True)``), or -1 to judge it like the other
    choices: flip to the face under which at least :data:`UMBRELLA_MARGIN` more of the player's umbrella attacks hit
    at the current Distance (:func:`umbrella_faces`), keep the face that is that far ahead; -1 when the faces are
    closer, or when the flip also resurges a Special or reveals Wield (:func:`_umbrella_side_effects`).

    Judged like its other choices (the evaluation of the position right after the flip), the heuristic flipped in
    every game of the yukihi split deck of scripts/mechanics_table.py and lost to itself ignoring the flip (48% [42,
    54] in docs/mechanics.md): the evaluation is read at the start of the opponent's turn and values the hand's fit
    there. A rule on the Distance alone (open at 2 or less) won that deck but lost on random Yukihi decks, where
    the other cards and faces matter; with the margin and the side effects left to the heuristic it beats the previous
    player on that deck and is level or better on random Yukihi decks, but its gain over ignoring the flip was not
    confirmed on fresh seeds."""
    opts = d.options
    if len(opts) != 2 or True not in opts or False not in opts:
        return -1
    p = d.player
    if _umbrella_side_effects(st, p):
        return -1
    closed_n, open_n = umbrella_faces(st, p, S.current_distance(st))
    if abs(open_n - closed_n) < UMBRELLA_MARGIN:
        return -1
    is_open = bool(st.marks.get(("umbrella", p)))
    return opts.index(is_open != (open_n > closed_n))


def plan_choice(st: GameState, d: Decision, w: Weights) -> int:
    """Prepare the Plan (MR 5-2) the Plan cards held or to be drawn call for (``megami_features.plan_leaning``:
    Divine when it is 0 or more, Devious below). The first rule (the first option) always prepared Divine. Weights
    without a positive ``my_shinra_plan_match`` (those before the feature) keep it."""
    opts = d.options
    if w.get("my_shinra_plan_match") <= 0 or MF.shinra_cards.DEVIOUS not in opts:
        return 0
    lean = MF.plan_leaning(st, d.player, S.current_distance(st))
    want = MF.shinra_cards.DIVINE if lean >= 0 else MF.shinra_cards.DEVIOUS
    return opts.index(want) if want in opts else 0


# ---- Kururu, Raira: choices whose options tied for the evaluation (MR 8-2, 10-4, 10-5), rules of their own ------
def connecdive_put_choice(d: Decision, w: Weights) -> int:
    """こねくとだいぶ "you may put a token on this card" (options "no", then "shadow" / "aura" where they hold one):
    from Shadow, which costs the player nothing, when the weights value its tokens (each doubles a gear frame
    later); never from the Aura (a shield for a token). The first rule (the first option) always said no."""
    opts = d.options
    if w.get("my_kururu_connecdive_tokens") > 0 and "shadow" in opts:
        return opts.index("shadow")
    return 0


def gauge_choice(st: GameState, d: Decision, w: Weights) -> int:
    """Which of Raira's gauges a point goes to (MR 10-2-1, 10-4; options wind, thunder and, when the point comes
    from removing an electrification at ＜In Use＞, "keep"): the one the weights value more, with the lower gauge's
    share (``gauge_low``). Removing at once is never worse than keeping (the same +1 now, and a kept card can still
    lose its electrification), so "keep" is never chosen. Weights giving the gauges nothing keep the first rule
    (Wind, the first option)."""
    from sakura_lab.cards import raira as R

    opts = d.options
    if R.WIND not in opts or R.THUNDER not in opts:
        return 0
    p = d.player
    wind, thunder = R.gauge(st, p, R.WIND), R.gauge(st, p, R.THUNDER)
    low = min(wind, thunder)
    to_wind = w.get("my_raira_wind") + w.get("my_raira_gauge_low") * (min(wind + 1, thunder) - low)
    to_thunder = w.get("my_raira_thunder") + w.get("my_raira_gauge_low") * (min(wind, thunder + 1) - low)
    return opts.index(R.THUNDER if to_thunder > to_wind else R.WIND)


def storm_choice(st: GameState, d: Decision, w: Weights) -> int:
    """Harness the storm (MR 10-5; options "stop", then (gauge, amount)): Thunder 2 (an attack 0-4 1/1) while the
    Distance is 4 or less; else, in the player's own turn with a hand attack that hits now, Thunder 3 (+0/+1) or
    Thunder 1 (+1/+0) for it; else Wind 3 (+1 vigor, the opponent -1) while it gains a vigor; else stop. The first
    rule took the first power listed (Wind 1, Distance<->Shadow 1 in its first direction), whatever it did; weights
    that give the gauges no value (fitted before this rule) keep it, so a head-to-head against them compares the old
    player whole."""
    opts = d.options
    if w.get("my_raira_wind") <= 0 and w.get("my_raira_thunder") <= 0 and w.get("my_raira_gauge_low") <= 0:
        return next((i for i, o in enumerate(opts) if o not in ("pass", "stop")), 0)
    p = d.player
    dist = S.current_distance(st)
    if ("thunder", 2) in opts and dist <= 4:
        return opts.index(("thunder", 2))
    if st.turn_player == p:
        for u in st.zones[p][HAND]:
            cd = st.cards[u]
            if cd.ctype == ATTACK and cd.subtype != REACTION and dist in cd.range:
                for want in (("thunder", 3), ("thunder", 1)) if cd.aura is not None else (("thunder", 1),):
                    if want in opts:
                        return opts.index(want)
                break
    if ("wind", 3) in opts and (st.vigor[p] < 2 or st.vigor[1 - p] > 0):
        return opts.index(("wind", 3))
    return opts.index("stop") if "stop" in opts else 0


# ---- Kamuwi's Oath (MR 19-3): the fast rules take every Oath unless it would bring the Taboo gauge within reach
# of the loss at 16 (MR 19-4; a start phase at Life 5 or less adds 2), or it is the Oath of a card whose Oaths
# lost in play. Context ("oath", frame, orb, card id).
KAMUWI_OATH_TABOO_LIMIT = 13
# Cards whose Oaths the heuristic declines (rule parameter ``kamuwi_oath_cards``): on split decks holding the card,
# the heuristic lost to itself declining only that card's Oaths (Sever's +2 to cancel a reacted attack's damage, 40.0%;
# Scattering Strike's two +1 frames, 40.0%; 200 pairs each), while Flurry of Blades' gained (58.5%) and the others
# were even; the evaluation values the Life an Oath saves or deals now and does not see the Taboo's cost over the
# coming start phases (a fitted Taboo course did not change that: docs/evaluation.md, session 21).
KAMUWI_OATH_DECLINED: Final = frozenset({kamuwi_cards.SCATTERING, kamuwi_cards.SEVER})


def _is_oath(d: Decision) -> bool:
    c = d.context
    return type(c) is tuple and len(c) == 4 and c[0] == kamuwi_cards.OATH


def _oath_declined(d: Decision, w: Weights) -> bool:
    """``d`` is the Oath of a card in :data:`KAMUWI_OATH_DECLINED` and ``w``'s rules decline those."""
    return _is_oath(d) and d.context[3] in KAMUWI_OATH_DECLINED and w.rules[R_OATH_CARDS] > 0.0


def _kamuwi_oath_too_risky(st: GameState, d: Decision, w: Weights) -> bool:
    if not _is_oath(d):
        return False
    return kamuwi_cards.taboo(st, d.player) + int(d.context[2]) > KAMUWI_OATH_TABOO_LIMIT or _oath_declined(d, w)


# ---- Korunu's Poru-char To (15-korunu-o-s-4): replayed by its Disenchant text for 2 Flare with Charge 4 (a Freeze and
# Distance<->Shadow 1 again). Offered at Korunu's start phase late in the game, with an unused Special still waiting
# for that Flare (docs/evaluation.md, session 9c); the heuristic replayed in 11% of its side-games and lost to the
# player that never does (49.5% [49.1, 49.8], 3,200 pairs, session 22), as replaying every time had (session 9c).
# Declined while the rule parameter ``korunu_replay`` is on.
KORUNU_REPLAY: Final = "korunu_porchar_replay"


def _korunu_replay(st: GameState, d: Decision, w: Weights) -> bool | None:
    """The fast rule (:data:`_MAY_RULES`): no while ``korunu_replay`` is on, else no rule (the default yes)."""
    return False if w.rules[R_KORUNU_REPLAY] > 0.0 else None


def _declined_by_play(d: Decision, w: Weights) -> bool:
    """A yes/no decision that measured play says to decline, while its rule parameter is on: an Oath of
    :data:`KAMUWI_OATH_DECLINED`, Poru-char To's replay."""
    if d.kind != D_MAY:
        return False
    return _oath_declined(d, w) or (d.context == KORUNU_REPLAY and w.rules[R_KORUNU_REPLAY] > 0.0)


def _decline_rule(st: GameState, d: Decision, w: Weights) -> int:
    """A real decision of :func:`_declined_by_play`: no."""
    return d.options.index(False) if False in d.options else -1


# ---- Renri's refutation (MR 20-4-1), a rule of its own -------------------------------------------------------
# REFUTE["rule"]: the rule of the simulations, i.e. how a player expects its refutable Falsehoods to be answered:
# "always" (refute unless the Burnout could be lethal) or "expected" (refute a sure fake, near death when a true card
# is unlikely, when the measured chance of a true card is low, or against a lethal declared attack). REFUTE["real"]:
# the rule of a heuristic player's own refute decision (``refute_real_choice``), or None to simulate it like any
# choice. Shipped: "expected" for both (docs/evaluation.md, Session 8b: a Renri who planned against "always" played
# true Falsehoods for a Burnout the real refuter never gives; planning against "expected" alone made her fake every
# Falsehood (Session 6e), which ``DECLARE`` below keeps credible).
REFUTE: dict[str, Any] = {"rule": "expected", "real": "expected", "max_true": 0.5, "max_true_low": 0.1}


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


# ---- Renri's declarations (MR 20-4), session 8b: a true Falsehood nobody refutes is the open play of the card, except
# that it ends face down in the discard pile (20-4 v) instead of the played pile; the refuter accepts (REFUTE "expected")
# only while the measured share of true Falsehoods stays above REFUTE["max_true"], so a Renri who fakes must also
# declare truly. DECLARE["cover"]: when the best option plays a Falsehood card of her own openly and playing it as a
# true Falsehood scores at most this much lower, she declares it (None: never by this rule).
# DECLARE["fake_margin"]: a fake (a card played as a Falsehood declaring another card) only when it scores at least
# this much above the best option that is not a fake (None: whenever it scores best).
# DECLARE["fog_margin"] (Historian Renri, session 9b): 欺瞞の霧 declared as another megami's card only when that scores
# at least this much above the best option that does not declare it (None: whenever it scores best). The evaluation
# reads a Fog in hand as a card with no use (its type is variable), so any Fog play looked free against keeping it:
# with/without row 48.0% [43.4, 52.6] without a margin, 57.3% [52.5, 62.2] at 5 (0.5 log-odds; 150 pairs, seed 0) and
# 57.3% [52.2, 62.4] on a fresh seed; 10 measured 56.3% (docs/evaluation.md, session 9b).
DECLARE: dict[str, Any] = {"cover": 0.0, "fake_margin": 8.0, "fog_margin": 5.0}


def _is_fog(o: Any) -> bool:
    return type(o) is tuple and len(o) == 4 and o[0] == "rule" and o[1] in ("fog", "fog_fullpower")


# Kanawe's たまゆらふみ (Action to the Word, 20-kanawe-o-s-1; MR 18-7), session 9b: with no Plot prepared and no
# Composition in hand to prepare one, it is taken when it scores at most KANAWE_ATW["bonus"] below the best option
# (None: only when it scores best). A Plot prepared now is worth its Act effects turns later, which the evaluation
# (plot_rate) sees only in part.
KANAWE_ATW: dict[str, Any] = {"bonus": None}
ATW = "20-kanawe-o-s-1"
COMPOSITION = "20-kanawe-o-n-2"


def atw_choice(st: GameState, d: Decision, scores: list[float], best: int) -> int:
    """The main-phase pick ``best``, or たまゆらふみ under ``KANAWE_ATW["bonus"]`` (above)."""
    bonus = KANAWE_ATW["bonus"]
    if bonus is None:
        return best
    p = d.player
    if kanawe_cards.prepared_plot(st, p) >= 0 or any(st.cards[u].id == COMPOSITION for u in st.zones[p][HAND]):
        return best
    return _card_play_within(st, d, scores, best, ATW, bonus)


def _is_fake(view: Any, o: Any) -> bool:
    return type(o) is tuple and len(o) == 4 and o[0] == "rule" and o[1] == "falsehood" and view.card(o[2]).id != o[3]


def _unless_ahead_by(scores: list[float], best: int, allowed: list[bool], margin: Any) -> int:
    """``best``, unless it scores less than ``margin`` above the best-scoring ``allowed`` option (never a ``-inf``
    one): then that option."""
    alts = [i for i, ok in enumerate(allowed) if ok and scores[i] != float("-inf")]
    if not alts:
        return best
    alt = max(alts, key=lambda i: scores[i])
    return alt if scores[best] < scores[alt] + float(margin) else best


def _card_play_within(st: GameState, d: Decision, scores: list[float], best: int, card_id: str, bonus: Any) -> int:
    """``best``, or the option playing card ``card_id`` when it scores at most ``bonus`` below ``best``."""
    for i, o in enumerate(d.options):
        if type(o) is tuple and len(o) == 2 and o[0] == "play" and st.cards[o[1]].id == card_id:
            return i if scores[i] >= scores[best] - float(bonus) else best
    return best


def declare_choice(view: Any, d: Decision, scores: list[float], best: int, cover: Any = "module",
                   margin: Any = "module") -> int:
    """The heuristic's main-phase pick ``best`` (by ``scores``), or the best option that is not a fake when a fake
    wins by less than ``DECLARE["fake_margin"]``, then the true Falsehood of the same card when ``DECLARE["cover"]``
    says so (see above). ``view`` is the deciding player's: their own hand is known. ``cover`` / ``margin``: values
    instead of ``DECLARE``'s."""
    if margin == "module":
        margin = DECLARE["fake_margin"]
    if cover == "module":
        cover = DECLARE["cover"]
    if margin is not None and _is_fake(view, d.options[best]):
        best = _unless_ahead_by(scores, best, [not _is_fake(view, o) for o in d.options], margin)
    fog_margin = DECLARE["fog_margin"]
    if fog_margin is not None and _is_fog(d.options[best]):
        best = _unless_ahead_by(scores, best, [not _is_fog(o) for o in d.options], fog_margin)
    eps = cover
    o = d.options[best]
    if eps is None or type(o) is not tuple or len(o) < 2 or o[0] != "play":
        return best
    u = o[1]
    cid = view.card(u).id
    want = ("rule", "falsehood", u, cid)
    for j, oj in enumerate(d.options):
        if oj == want:
            return j if scores[j] >= scores[best] - float(eps) else best
    return best


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


# ロルレロラルロ (Resolution, 22-renri-a1-s-1), session 9b. Played with its printed Charge 0 it is deployed empty and at
# once Devoted: nothing the evaluation sees, and an unused Special counts for the player, so the heuristic never played
# it (1 play in 1,060 offers, 20 games of the renri-a1 split deck) and its end-phase replay (Charge 3, one token from
# Life) never came. Its worth is the card drawn at each of the player's next main phases, after the point where the
# evaluation reads the position. RESOLUTION["play_bonus"]: play it when it scores at most this much below the best
# option and the player has Life to pay the replay (None: only when it scores best); RESOLUTION["replay"]: "rule"
# answers the replay by ``renri_may`` (Life >= RENRI_REPLAY_MIN_LIFE) in the real decision, "simulate" judges it.
RESOLUTION: dict[str, Any] = {"play_bonus": None, "replay": "simulate"}
RESOLUTION_ID = "22-renri-a1-s-1"


def resolution_choice(st: GameState, d: Decision, scores: list[float], best: int) -> int:
    """The main-phase pick ``best``, or ロルレロラルロ under ``RESOLUTION["play_bonus"]`` (above)."""
    bonus = RESOLUTION["play_bonus"]
    if bonus is None or st.tok[LIFE + d.player] <= RENRI_REPLAY_MIN_LIFE:
        return best
    return _card_play_within(st, d, scores, best, RESOLUTION_ID, bonus)


def answered_by_rule(d: Decision) -> bool:
    """Whether the heuristic answers ``d`` by the fast rules (:func:`quick_choice`) instead of simulating it: the
    Falsehood Installation under ``RENRI_INSTALL["real"] == "rule"``, Resolution's replay under
    ``RESOLUTION["replay"] == "rule"``."""
    if d.kind == D_MAY:
        return RESOLUTION["replay"] == "rule" and d.context == "renri_resolution_replay"
    return install_by_rule(d)


def renri_install_choice(st: GameState, d: Decision) -> int:
    """Falsehood Installation (§20-6-2): install the true 偽りの武器 when it lies in the discard pile (a refutation
    then burns the refuter out), else a card that can be installed under a name the opponent cannot see through (an
    unrefuted fake still attacks as it), else none. Before session 8 it installed a fake whatever the names: with the
    real 偽りの武器 in sight that is a sure fake, and the informed refuter caught every one (130-150 in 300 games)."""
    from sakura_lab.cards import renri as R

    opts = d.options
    for i, o in enumerate(opts):
        if isinstance(o, int) and st.cards[o].script.data.get("install"):
            return i
    for i, o in enumerate(opts):
        if isinstance(o, int) and R.credible_install_names(st, d.player, o):
            return i
    return opts.index("stop") if "stop" in opts else 0


# Falsehood Installation in the heuristic's real decision (session 9b): "simulate" (judged like any card choice) or
# "rule" (renri_install_choice, the fast rule of the simulations)
RENRI_INSTALL: dict[str, str] = {"real": "simulate"}


def install_by_rule(d: Decision) -> bool:
    """Whether the heuristic answers this Falsehood Installation choice by :func:`renri_install_choice`."""
    return RENRI_INSTALL["real"] == "rule" and d.kind == D_CARD and d.context == "renri_install"


def renri_install_name(st: GameState, d: Decision) -> int:
    """The name of a Falsehood Installation (context ``("renri_install_name", uid)``): the most believable one
    (``cards.renri.true_prior`` as the opponent reads it), so that a fake is not a sure one."""
    from sakura_lab.cards import renri as R

    p = d.player
    u = d.context[1]
    priors = [R.true_prior(st, p, n, 1 - p, [u]) for n in d.options]
    return priors.index(max(priors))


# the optional start-phase reshuffle (CR 8-1-3 iii: 1 Life damage, then the played pile and discards back into the
# deck): taken when at most ``deck_max`` cards are left in the deck and at least ``min_back`` would come back
RESHUFFLE: Final[dict[str, int]] = {"deck_max": 1, "min_back": 3}


def first_min(vals: list[float]) -> int:
    """``vals.index(min(vals))`` (the first of the smallest) without the builtins, which the compiled fast rules would
    look up at every call."""
    best = 0
    for i in range(1, len(vals)):
        if vals[i] < vals[best]:
            best = i
    return best


def first_max(vals: list[float]) -> int:
    """``vals.index(max(vals))`` (the first of the largest), as :func:`first_min`."""
    best = 0
    for i in range(1, len(vals)):
        if vals[i] > vals[best]:
            best = i
    return best


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
        return first_min(costs) if p == target else first_max(costs)
    if kind == D_REACT:
        # the defender passes: a rule imagining reactions (a counter-attack's harm, a constant for other reactions,
        # above a threshold) lost 48.0% [45.9, 50.1] and 48.1% [46.2, 50.0] against passing, and 49.7% without
        # non-attack reactions (600 pairs each, seeds 6001-6002: docs/evaluation.md, session 13)
        return 0
    if kind == D_CHARGE:
        return 0  # charge from Shadow first, keep the aura
    if kind == D_DAMAGE_SPLIT:
        return len(opts) - 1  # spend wall tokens before real aura
    if kind == D_BASIC_COST:
        if opts[0] == ("vigor",) and st.vigor[p] >= 1:
            return 0
        vals = [card_value(st, o[1]) if o[0] == "card" else 99.0 for o in opts]
        return first_min(vals)
    if kind == D_HAND_LIMIT:
        vals = [card_value(st, u) for u in opts]
        return first_min(vals)
    if kind == D_MULLIGAN:
        return 0  # keep the hand
    if kind == D_RESHUFFLE:
        zp = st.zones[p]
        return 1 if len(zp[DECK]) <= RESHUFFLE["deck_max"] and len(zp[PLAYED]) + len(zp[DISCARD]) >= RESHUFFLE[
            "min_back"] else 0
    if kind == D_MAY:
        r = renri_may(st, d)
        if r is not None:
            return r
        if d.context == "umbrella":  # Yukihi's end-phase flip (MR 4-4): see umbrella_choice
            return umbrella_choice(st, d, w)
        if _kamuwi_oath_too_risky(st, d, w):
            return opts.index(False) if False in opts else 0
        if type(d.context) is str and d.context in _MAY_RULES and True in opts and False in opts:
            yes = _MAY_RULES[d.context](st, d, w)
            if yes is not None:
                return opts.index(yes)
        return opts.index(True) if True in opts else 0
    if kind == D_CHOOSE:
        i = _choose_rule(st, d, w)
        if i is not None:
            return i
        for i, o in enumerate(opts):
            if o not in ("pass", "stop"):
                return i
        return 0
    if kind == D_CARD:
        rule = _CARD_RULES.get(d.context) if type(d.context) is str else None
        if rule is not None:
            i = rule(st, d, w)
            if i is not None:
                return i
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
        return arrow_choice(st, d)
    if kind == D_NUMBER:
        q = _megumi_seed_question(d)
        if q == "mg_growth":
            return len(opts) - 1
        if q == "mg_seed_charge":
            return _seeds_for_charge(st, d, w)
    return 0


# --- Megumi (MR 17-7 steps 2 and 4): how many sprouted seeds go onto the enhancement being played, in place of
# Charge tokens and by Growth (options are 0..max). Growth seeds come on top of the Charge and keep the enhancement
# longer: as many as offered. A seed that leaves a card returns to the Field unsprouted, and only one sprouts per
# enhancement played, so seeds spent on the Charge are missing for later Growth: in play, placing every seed
# offered for the Charge lost against placing none (35% [26%, 45%] of 100 mirrored pairs, docs/mechanics.md,
# before this rule). So the Charge takes seeds only for what Shadow and the own Aura cannot pay. Weights that value
# the seeds (``my_megumi_sprouted`` / ``my_megumi_seeds_on``, shipped since session 9a) switch on the weighted rule
# below, and the heuristic then simulates its real choice (``heuristic.SIMULATED_NUMBERS``).
def _megumi_seed_question(d: Decision) -> str:
    c = d.context
    if isinstance(c, tuple) and len(c) == 2 and c[0] in ("mg_seed_charge", "mg_growth"):
        return str(c[0])
    return ""


def _seeds_for_charge(st: GameState, d: Decision, w: Weights | None = None) -> int:
    uid = d.context[1]
    short = S.card_charge(st, uid) - st.tok[SHADOW] - st.tok[AURA + d.player]
    opts = d.options
    if w is not None and (w.get("my_megumi_sprouted") > 0 or w.get("my_megumi_seeds_on") > 0):
        return _seeds_for_charge_weighted(st, d, w, short)
    for i, o in enumerate(opts):
        if isinstance(o, int) and o >= short:
            return i
    return len(opts) - 1


def _seeds_for_charge_weighted(st: GameState, d: Decision, w: Weights, short: int) -> int:
    """With weights that value Megumi's seeds (``my_megumi_sprouted``, ``my_megumi_seeds_on``): each seed put on the
    Charge moves a sprouted seed of the Field onto the card, and saves an Aura token where Shadow cannot pay (the
    Charge is paid from Shadow first, then from the Aura: the fast rule of ``charge``); the number with the best
    sum of those weights (the Aura token at ``my_aura``, one more where it empties the Aura), at least the
    shortfall, the fewest on a tie."""
    uid = d.context[1]
    p = d.player
    charge = S.card_charge(st, uid)
    shadow, aura = st.tok[SHADOW], st.tok[AURA + p]
    per_seed = w.get("my_megumi_seeds_on") - w.get("my_megumi_sprouted")
    wa, we = w.get("my_aura"), w.get("my_aura_empty")
    best_i, best = len(d.options) - 1, float("-inf")
    for i, k in enumerate(d.options):
        if not isinstance(k, int) or k < short:
            continue
        from_aura = min(aura, max(0, charge - k - shadow))
        left = aura - from_aura
        v = k * per_seed - from_aura * wa + (we if left == 0 else 0.0)
        if v > best + 1e-9:
            best_i, best = i, v
    return best_i


# --- Kanawe (MR 18-7): which Plot, which side, and whether to prepare one over the prepared Plot. The fast rules
# took the first option of each (the first Plot, face up, and always "prepare", which sends a prepared Plot and its
# progress back to ＜Extra＞). With a positive ``my_kanawe_plot_rate`` they follow ``megami_features.plot_rate``, the
# measured rate at which a side's condition holds over its required achievements; older weights keep the first
# option, so a head-to-head against them compares the old player whole.
def _kanawe_on(w: Weights) -> bool:
    return w.get("my_kanawe_plot_rate") > 0


def _best_side_rate(st: GameState, p: int, u: int) -> tuple[float, str]:
    """(rate, side) of the better side of Plot ``u`` for ``p`` (MR 18-2-2: either side may be chosen at preparation;
    ``megami_features.side_rate``)."""
    rf = MF.side_rate(st, p, u, False)
    rw = MF.side_rate(st, p, u, True)
    return (rf, "front") if rf >= rw else (rw, "will")


def kanawe_plot_choice(st: GameState, d: Decision, w: Weights) -> int | None:
    """The Plot whose better side progresses fastest (None: leave it to the default rule)."""
    if not _kanawe_on(w):
        return None
    best_i, best = None, -1.0
    for i, o in enumerate(d.options):
        if isinstance(o, int) and st.cards[o].id in kanawe_cards.PLOTS:
            r = _best_side_rate(st, d.player, o)[0]
            if r > best:
                best_i, best = i, r
    return best_i


def _kanawe_side(st: GameState, d: Decision, w: Weights) -> int | None:
    if not _kanawe_on(w):
        return None
    u = kanawe_cards.prepared_plot(st, d.player)
    if u < 0:
        return None
    side = _best_side_rate(st, d.player, u)[1]
    return d.options.index(side) if side in d.options else None


def _kanawe_prepare(st: GameState, d: Decision, w: Weights) -> bool | None:
    """Prepare a Plot only when none is prepared with its token, or when one in ＜Extra＞ / ＜Completed＞ progresses
    faster than what the prepared one still needs (its remaining cells over its rate)."""
    if not _kanawe_on(w):
        return None
    p = d.player
    u = kanawe_cards.prepared_plot(st, p)
    if u < 0 or not st.tok[CARD_BASE + u]:
        return True
    rate = MF.plot_rate(st, p, u)
    need = kanawe_cards.plot_side(st, u)[1]
    left = 1.0 - min(1.0, int(st.marks.get(("kw_cell", p), 0)) / need) if need else 1.0
    best = 0.0
    for z in (EXTRA, kanawe_cards.COMPLETED):
        for v in st.zones[p][z]:
            if st.cards[v].id in kanawe_cards.PLOTS:
                best = max(best, _best_side_rate(st, p, v)[0])
    # turns to complete: the prepared Plot's left / rate against a new one's 1 / best
    return best > 0 and (rate <= 0 or 1.0 / best < left / rate)


# --- Innealra (MR 24-6, 24-7, 24-9): resonate or move the past fate away (the spear's After Attack, chosen by her
# opponent when the attack was reacted to), "you may move the past fate to the unseen fate", and the opponent's
# "may move her past fate away" after a subtype card. The fast rules took the first option ("resonate", and "yes" to
# both "may"s: in their playouts her opponent disrupted her fates every time). With a positive ``my_innealra_fate_next`` they compare
# the measured fate values of ``megami_features.fate_values``: the fate resolved now (in log-odds) plus the weight
# times the value of the fate that comes next.
def _innealra_on(w: Weights) -> float:
    return w.get("my_innealra_fate_next")


def _spear_host(st: GameState, d: Decision) -> int:
    tp = st.turn_player
    return tp if innealra_cards.host_form(st, tp) is not None else d.player


def _innealra_spear(st: GameState, d: Decision, w: Weights) -> int | None:
    k = _innealra_on(w)
    if k <= 0 or "resonate" not in d.options or "past_away" not in d.options:
        return None
    host = _spear_host(st, d)
    now, after_res, after_away = MF.fate_values(st, host)
    resonate = now + k * after_res >= k * after_away
    if d.player != host:  # her opponent chooses for her (the attack was reacted to)
        resonate = not resonate
    return d.options.index("resonate" if resonate else "past_away")


def _innealra_past_away(st: GameState, d: Decision, w: Weights) -> bool | None:
    if _innealra_on(w) <= 0:
        return None
    now, _after_res, after_away = MF.fate_values(st, d.player)
    return after_away > now


def _innealra_disrupt(st: GameState, d: Decision, w: Weights) -> bool | None:
    if _innealra_on(w) <= 0:
        return None
    now, _after_res, after_away = MF.fate_values(st, 1 - d.player)
    return after_away < now


# --- Misora (MR 23-1-1, 23-4): 狙い蹴り's aim shift. The fast rule kept the aim (the first option); with a positive
# ``my_misora_tracking_ready`` it takes the shift with the most Tracking attacks ready at the new aim, keeping on a tie.
def _misora_shift(st: GameState, d: Decision, w: Weights) -> int | None:
    if w.get("my_misora_tracking_ready") <= 0:
        return None
    p = d.player
    aim = misora_cards.aim_of(st, p)
    if aim is None:
        return None
    best_i, best = None, -1.0
    key = (misora_cards.AIM, p)
    try:
        for i, o in enumerate(d.options):
            st.marks[key] = max(0, aim + {"keep": 0, "+1": 1, "-1": -1}.get(o, 0))
            v = MF.REGISTRY["misora"].fn(st, p, S.current_distance(st), MF.consts(st))[0]
            if v > best:
                best_i, best = i, v
    finally:
        st.marks[key] = aim
    return best_i


# --- Yatsuha (MR 14-3): which card to make perfect, or none (Naughtbloom of the Eight Mirrors on play and before a
# reshuffle, Naughtbloom Harvest). The fast rule took the first card offered, downgrades too (Astral Claw 3/2 ->
# 2/1, Devil of the Mirror 5/3 -> 4/1). With a positive ``my_yatsuha_perfect_up`` it takes a card of
# ``megami_features.PERFECT_UP`` (the exchanges worth making, chosen by play) and otherwise declines; older weights
# keep the first card, so a head-to-head against them compares the old player whole. The shipped weight is 0: every
# weight that made the heuristic perfect lost to the player that never does (docs/evaluation.md, session 8a).
def yatsuha_perfect_pick(st: GameState, d: Decision, w: Weights) -> int | None:
    if w.get("my_yatsuha_perfect_up") <= 0:
        return None
    for i, o in enumerate(d.options):
        if isinstance(o, int) and st.cards[o].id in MF.PERFECT_UP:
            return i
    return d.options.index("stop") if "stop" in d.options else None


# --- Yatsuha Realized (AA1): the Journey's card choices (MR 14-4 ＜Memory＞, 14-7 Homecoming; Her Ideology). The fast
# rule took the first option: "draw" over returning a card from Memory (a Burnout on the empty deck Homecoming
# leaves), the reshuffle's Life damage over removing a Memory card, the first card of the hand to keep. With a
# positive ``my_yatsuha_journey`` (the Journey valued) it returns the most valuable Memory card instead of drawing
# (and for Her Ideology's own return), removes the least valuable one instead of taking the damage, and keeps the
# most valuable card of the hand at Homecoming (``card_value``, the worth used for discards). The shipped weight is
# 0 (every candidate that set out more often lost, docs/evaluation.md, session 8a), so these rules wait for a
# player that values the Journey.
_YATSUHA_MEMORY: frozenset[str] = frozenset({"yatsuha_memory_draw", "yatsuha_memory_pick", "yatsuha_memory_remove",
                                             "yatsuha_homecoming_keep"})


def yatsuha_memory_choice(st: GameState, d: Decision, w: Weights) -> int | None:
    if w.get("my_yatsuha_journey") <= 0:
        return None
    cards = [i for i, o in enumerate(d.options) if type(o) is int]
    if not cards:
        return None
    vals = [card_value(st, d.options[i]) for i in cards]
    if d.context == "yatsuha_memory_remove":
        return cards[vals.index(min(vals))]
    return cards[vals.index(max(vals))]


# --- Yatsuha, Her Identity (AA1-S-4): cancel an attack instead of reacting. The fast rule said yes to every offer, so
# both players' simulations imagined the first attack cancelled however small. With a positive
# ``my_yatsuha_identity_ready`` it cancels when the attack costs the defender more (``defender_cost``, as
# ``attack_score`` reads an attack) than what the cancel gives up: the ready cancel (that weight) and a card from hand (``my_hand``).
def _yatsuha_identity(st: GameState, d: Decision, w: Weights) -> bool | None:
    keep = w.get("my_yatsuha_identity_ready")
    if keep <= 0:
        return None
    p = d.player
    aid = -1
    for a in st.attacks.values():  # the attack being made: the opponent's latest one not cancelled
        if a.player != p and not a.cancelled and a.aid > aid:
            aid = a.aid
    if aid < 0:
        return None
    v = S.attack_values(st, st.attacks[aid])
    if v.aura is None and v.life is None:
        return None
    return defender_cost(st, p, v, w) > keep + abs(w.get("my_hand"))


def _azanael_keep_hand(st: GameState, d: Decision, w: Weights) -> int | None:
    """Azanael's deployment (MR 24-8): keep the hand ("stop", the first option) when twisting is valued; see
    ``cards.innealra._innealra_on``."""
    return 0 if w.get("my_innealra_twisted_ahead") > 0 else None


def _identity_card(st: GameState, d: Decision, w: Weights) -> int | None:
    """The card Her Identity's cancel (AA1-S-4) puts into the played pile: the least valuable, as for the hand
    limit."""
    vals = [card_value(st, u) for u in d.options]
    return vals.index(min(vals))


# the megami's rules for a card choice (D_CARD), by the decision's context (None: no rule, the first card over
# declining)
_CARD_RULES: Final[dict[str, Callable[[GameState, Decision, Weights], int | None]]] = {
    "renri_install": lambda st, d, w: renri_install_choice(st, d),  # Falsehood Installation (§20-6-2)
    "inn_azanael": _azanael_keep_hand,
    "kanawe_prepare_card": kanawe_plot_choice,  # which Plot (MR 18-7)
    "yatsuha_perfect_pick": yatsuha_perfect_pick,  # which card to make perfect (MR 14-3)
    "yatsuha_identity_card": _identity_card,
    **{c: yatsuha_memory_choice for c in _YATSUHA_MEMORY},  # the Journey's card choices (MR 14-4, 14-7)
}


# the megami's rules for a choice, by the decision's context (None: no rule, the first non-passing option)
_CHOOSE_RULES: dict[str, Callable[[GameState, Decision, Weights], int | None]] = {
    "dive": dive_choice,  # Hatsumi's dive (MR 15-1-2)
    "plan": plan_choice,  # Shinra's Plan (MR 5-2)
    "raira_gauge": gauge_choice,  # which of Raira's gauges (MR 10-4)
    "raira_unelectrify": gauge_choice,
    "storm": storm_choice,  # harness the storm (MR 10-5)
    "connecdive_put": lambda st, d, w: connecdive_put_choice(d, w),  # 10-kururu-A2-s-4
    "kanawe_side": _kanawe_side,  # MR 18-6
    "misora_aim_shift": _misora_shift,  # MR 23-1-1
}


def _choose_rule(st: GameState, d: Decision, w: Weights) -> int | None:
    """The rule of :data:`_CHOOSE_RULES` for a choice with a string context; for tuple contexts, Renri's
    refutation (MR 20-4-1), the name of Historian Renri's Falsehood Installation (§20-6-2) and Innealra's spear
    (MR 24-6)."""
    c = d.context
    if type(c) is str:
        rule = _CHOOSE_RULES.get(c)
        return None if rule is None else rule(st, d, w)
    if type(c) is tuple and c:
        if c[0] == "renri_refute":
            return refute_choice(st, d)
        if c[0] == "renri_install_name":
            return renri_install_name(st, d)
        if "inn_spear" in c:
            return _innealra_spear(st, d, w)
    return None


_MAY_RULES: Final = {
    "kanawe_prepare": _kanawe_prepare,
    "inn_past_away": _innealra_past_away,
    "inn_disrupt": _innealra_disrupt,
    "yatsuha_identity": _yatsuha_identity,
    KORUNU_REPLAY: _korunu_replay,  # Poru-char To's replay (15-korunu-o-s-4)
}


# ---- a heuristic player's real decisions answered by a rule instead of a simulation -------------------------------
def _refute_rule(st: GameState, d: Decision, w: Weights) -> int:
    return refute_real_choice(st, d)


def _umbrella_flip_rule(st: GameState, d: Decision, w: Weights) -> int:
    return umbrella_rule(st, d)


def real_decision_rule(d: Decision, w: Weights, umbrella: bool = True
                       ) -> Callable[[GameState, Decision, Weights], int] | None:
    """The rule a heuristic player answers its real decision ``d`` with, on one determinized world, instead of
    simulating every option (None: simulate). The rule's answer -1 means "no answer here, simulate". Renri's
    refutation (:func:`refute_by_rule`: the measured odds), the Installation and Resolution's replay when their
    switches say so (:func:`answered_by_rule`: the fast rules), Yukihi's end-phase flip (:func:`umbrella_rule`, unless
    ``umbrella`` is off: the player before session 9c), Kamuwi's Oaths of the cards whose Oaths lost in play
    (:func:`_decline_rule`, when ``w``'s rule parameter ``kamuwi_oath_cards`` is on; off, they are simulated as before),
    Korunu's Poru-char To replay (declined while ``korunu_replay`` is on; off, simulated as before session 22)."""
    if d.kind == D_CHOOSE:
        return _refute_rule if refute_by_rule(d) else None
    if answered_by_rule(d):
        return quick_choice
    if umbrella and d.kind == D_MAY and d.context == "umbrella":
        return _umbrella_flip_rule
    if _declined_by_play(d, w):
        return _decline_rule
    return None
