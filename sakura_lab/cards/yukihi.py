"""Card effects of Yukihi and her alternate forms (latest season), written in the engine's DSL.

Forms: Yukihi (original) and Yukihi A1 (Society). Additional rules: megami-rules.en.md section 4.

Umbrella (megami rules 4-1-1): kept in ``st.marks[("umbrella", p)]`` (True = open; absent = closed) for a
player who hosts Yukihi; a player who does not host her has no umbrella state.
Umbrella cards (4-2-1): the registered script and the printed facts are the "closed" information; the
card's ``variant`` gives the "open" information (range / damage from the card data's ``rangeOpened`` /
``damageOpened``, text from an unregistered script) while its owner's umbrella is open, and a card
without text, 0/0 damage and an empty range when its owner has no umbrella state.
Opening/closing (4-3) is :func:`toggle_umbrella`; it emits ``("umbrella", p, is_open)``.
Rule effect (4-4): a host rule offers the toggle in the host's end phase.

Rulings (our decisions; FC = ZangXuanyi/furuyoni-cli docs/rulings.md):
- An attack takes its umbrella card's range, damage and texts when it is created; a later flip does not
  change an attack in progress (4-2-1 read with CR 9-2-1 i; FC 50). Confidence M.
- はらりゆき: its Immediate Resurgence is printed on the open face only (card data: the open text is "no
  attack text, then Immediate Resurgence: you open/close your umbrella"; the closed text is the vigor
  line alone). Immediate Resurgence is a situation-triggered Devoted effect (CR 10-8, 5-5-6): it is
  looked at once its condition "you opened/closed your umbrella" holds, i.e. after the flip, and 4-2-1
  says an umbrella card is read with its owner's umbrella state at the time it is referenced. So the
  card resurges when the umbrella opens (after the flip it shows the open face, which has the text) and
  not when it closes (after the flip it shows the closed face, which has none). The official CR's
  example under Raira's charged state (megami CR 10-3-1-1: a charged はらりゆき made unused by an
  umbrella flip) confirms that a flip resurges it, without naming the direction. Details and sources:
  docs/rulings-megami5-9.md. M.
- The end-phase flip (4-4) is an optional end-phase trigger; with other end-phase triggers (Resurgence)
  the turn player orders them (CR 5-1-1; FC 49). M.
- かさまわし's hand text answers every flip by its owner while it is in hand (not its own play: it is In
  Use then); revealing gives Shadow -> Aura 1 (card text; FC 55 ignores the tokens). H.
- ちからぞえ / おどしつけ: the tokens on all your enhancements are added up (FC 52). H.
- たていと: "no other card used this turn" = no other card played by you this turn, Reactions included
  (FC 54); the card to use must be playable now (range etc., CR 9-2) and is used nested (CR 9-9). M.
- ひらりおり (closed): "the first time in each of your turns" is the first other-megami normal card you
  use in the turn, counted from the start of the turn even before it was deployed or while the umbrella
  was open (same reading as memo §3 阿吽). The vigor is gained even if ひらりおり left meanwhile; the 3
  tokens go on it only while it is deployed. L.
- どろりうら: Yukihi attacks from umbrella cards get both printed ranges (union); damage and text stay
  those of the current state (FC 51). H.
"""
from __future__ import annotations

from typing import Any

from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.cards.mechanics import answer_is
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability, AttackAcc, CardDef, CardScript
from sakura_lab.engine.constants import (
    AURA,
    CARD_BASE,
    D_CARD,
    D_MAY,
    DECK,
    ENHANCE,
    HAND,
    MODE_EFFECT,
    PLAYED,
    SHADOW,
    THROUGHOUT,
)
from sakura_lab.engine.dsl import (
    Arrow,
    AttackMod,
    Custom,
    DoubleArrow,
    GainVigor,
    If,
    ImmediateResurgence,
    MakeAttack,
    NextAttack,
    Node,
    ThisCardTo,
    Trigger,
    card,
    rng,
)
from sakura_lab.engine.hostrules import hosts_megami, register_host_rules, rule_player
from sakura_lab.engine.state import Attack, Ctx, GameState
from sakura_lab.engine.telemetry import count, register_mechanic

MEGAMI = "yukihi"

# ---------------------------------------------------------------- umbrella state (megami rules 4-1, 4-3)
def hosts_yukihi(st: GameState, p: int) -> bool:
    """Whether ``p`` hosts a form of Yukihi, i.e. has an umbrella state (megami rules 4-1-1)."""
    return hosts_megami(st, p, MEGAMI)


def umbrella_open(st: GameState, p: int) -> bool:
    """True when ``p``'s umbrella is open (closed at the start of the duel, 4-1-1)."""
    return bool(st.marks.get(("umbrella", p)))


def toggle_umbrella(st: GameState, p: int) -> None:
    """Open/close ``p``'s umbrella (4-3); a player without an umbrella state does nothing."""
    if not hosts_yukihi(st, p):
        return
    now = not umbrella_open(st, p)
    if now:
        st.marks[("umbrella", p)] = True
    else:
        st.marks.pop(("umbrella", p), None)
    S.invalidate(st)  # every umbrella card of p changes its information (4-2-1)
    count(st, p, "umbrella_open" if now else "umbrella_close")
    if st.record:
        st.log("umbrella", p, "open" if now else "closed")
    S.emit(st, "umbrella", p, now)
    # かさまわし (06-yukihi-o-n-5): Forced text that works from the hand.
    for u in list(st.zones[p][HAND]):
        if S.card_of(st, u).script.data.get("umbrella_reveal"):
            S.queue_trigger(st, ("umbrella_reveal", st.cards[u].id), _reveal_ask, u, p)


def _reveal_ask(st: GameState, u: int, p: int) -> None:
    if st.loc[u] != HAND or st.owner[u] != p:
        return
    S.ask(st, p, D_MAY, (False, True), _reveal_answer, u, p, auto_single=False, context="reveal_wield")


def _reveal_answer(st: GameState, yes: bool, u: int, p: int) -> None:
    if not yes:
        return
    if st.record:
        st.log("reveal", p, u)
    S.move_tokens(st, SHADOW, AURA + p, 1, arrow_player=p, cause="arrow")


class ToggleUmbrella(Node):
    """"Open/close your umbrella" (傘の開閉, megami rules 4-3)."""

    __slots__ = ()

    def run(self, st: GameState, ctx: Ctx) -> None:
        toggle_umbrella(st, ctx.player)


TOGGLE = ToggleUmbrella()


def UMBRELLA_OPEN(st: GameState, ctx: Ctx) -> bool:  # noqa: N802 - condition name
    """Condition: your umbrella is open."""
    return umbrella_open(st, ctx.player)


# ---------------------------------------------------------------- card information (4-2-1)
OPEN_SCRIPTS: dict[str, CardScript] = {}
_OPEN_DEFS: dict[tuple[str, str], CardDef] = {}
_BLANK_DEFS: dict[tuple[str, str], CardDef] = {}


def _parse_range(text: Any) -> tuple[int, ...]:
    if text is None:
        return ()
    s = str(text)
    if "-" in s:
        lo, hi = s.split("-")
        return rng(int(lo), int(hi))
    return rng(int(s))


def _parse_damage(text: Any) -> tuple[int | None, int | None]:
    if text is None:
        return None, None
    a, b = str(text).split("/")
    return (None if a.strip() == "-" else int(a)), (None if b.strip() == "-" else int(b))


def _open_def(st: GameState, cd: CardDef) -> CardDef:
    key = (cd.id, st.season)
    d = _OPEN_DEFS.get(key)
    if d is None:
        info = get_catalogue().card(cd.id, st.season)
        r = _parse_range(info.fact("rangeOpened")) if info.fact("rangeOpened") is not None else cd.range
        if info.fact("damageOpened") is not None:
            aura, life = _parse_damage(info.fact("damageOpened"))
        else:
            aura, life = cd.aura, cd.life
        # an older reading (yukihi_old) carries its open face in its script's data
        d = CardDef(cd.id, cd.megami, cd.kind, cd.ctype, cd.subtype, r, aura, life, cd.charge, cd.cost, cd.names,
                    cd.script.data.get("open_script") or OPEN_SCRIPTS[cd.id])
        _OPEN_DEFS[key] = d
    return d


def _blank_def(st: GameState, cd: CardDef) -> CardDef:
    """No umbrella state: no text, damage 0/0, empty range (4-2-1)."""
    key = (cd.id, st.season)
    d = _BLANK_DEFS.get(key)
    if d is None:
        dmg = cd.ctype == "attack"
        d = CardDef(cd.id, cd.megami, cd.kind, cd.ctype, cd.subtype, (), 0 if dmg else None, 0 if dmg else None,
                    cd.charge, cd.cost, cd.names, CardScript(cd.id, vanilla=True))
        _BLANK_DEFS[key] = d
    return d


def umbrella_variant(st: GameState, uid: int) -> CardDef | None:
    """The current information of an umbrella card: its owner's umbrella state decides (4-2-1)."""
    p = st.owner[uid]
    if not hosts_yukihi(st, p):
        return _blank_def(st, st.cards[uid])
    if umbrella_open(st, p):
        return _open_def(st, st.cards[uid])
    return None  # closed: the printed (closed) information


def both_ranges(st: GameState, uid: int) -> tuple[int, ...]:
    """The closed and the open Range of umbrella card ``uid`` together."""
    cd = st.cards[uid]
    return tuple(sorted(set(cd.range) | set(_open_def(st, cd).range)))


def umbrella_card(card_id: str, *, open_script: CardScript, **kw: Any) -> CardScript:
    """Register an umbrella card: ``kw`` is the closed information's script, ``open_script`` the open one."""
    OPEN_SCRIPTS[card_id] = open_script
    return card(card_id, variant=umbrella_variant, data={"umbrella": True}, **kw)


# ---------------------------------------------------------------- helpers for single cards
def enhancement_tokens(st: GameState, p: int) -> int:
    return sum(st.tok[CARD_BASE + u] for u in st.zones[p][ENHANCE])


def _cooperate_cond(st: GameState, ctx: Ctx) -> bool:
    """ちからぞえ / おどしつけ: the tokens on your enhancements total 4 or more."""
    return enhancement_tokens(st, ctx.player) >= 4


def _other_megami_attack(st: GameState, atk: Attack) -> bool:
    return atk.megami != MEGAMI


def _no_other_card_used(st: GameState, ctx: Ctx) -> bool:
    """たていと: no card other than this one was played by you this turn."""
    return not any(u != ctx.card and st.owner[u] == ctx.player for u in st.play_index)


def _warp_use(st: GameState, ctx: Ctx) -> None:
    """たていと: play one non-Throughout card of another megami from your played pile (CR 9-9, nested)."""
    p = ctx.player
    cands = []
    for u in st.zones[p][PLAYED]:
        cd = S.card_of(st, u)
        if cd.megami == MEGAMI or cd.subtype == THROUGHOUT:
            continue
        if S.can_play(st, p, u, MODE_EFFECT):
            cands.append(u)
    if not cands:
        return
    S.ask(st, p, D_CARD, cands, _warp_answer, p, context="use_from_played")


def _warp_answer(st: GameState, u: int, p: int) -> None:
    S.start_play(st, p, u, MODE_EFFECT)


# ---- ひらりおり (06-yukihi-A1-s-2), closed: after your first other-megami normal card of your turn
_FIRST_KEY = "yk_first_other_normal"


def _first_other_normal(st: GameState, ev: tuple) -> Any:
    """Record (uid, play index) of the first normal card of another megami that a player used on their
    own turn (counted from the start of the turn, whoever watches first)."""
    p, u = ev[1], ev[2]
    key = ("turn", _FIRST_KEY, p)
    if key not in st.marks and st.turn_player == p and st.cards[u].is_normal and S.card_of(st, u).megami != MEGAMI:
        st.marks[key] = (u, st.play_index.get(u, 0))
    return st.marks.get(key)


class FirstOtherNormalWatch(Ability):
    """Host rule bookkeeping (no effect of its own): remembers the first other-megami normal card used."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] == "card_played" and ev[1] == rule_player(src):
            _first_other_normal(st, ev)


class GracefulWeaveClosed(Ability):
    """Ongoing (closed): after the first normal card of another megami you use in your turn resolves,
    gain 1 vigor, then you may put 3 tokens from Shadow on this card."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] != "card_played":
            return
        p, u = ev[1], ev[2]
        if p != st.owner[src] or st.turn_player != p:
            return
        first = _first_other_normal(st, ev)
        if first is None or first != (u, st.play_index.get(u, 0)):
            return
        # "after its resolution": a frame right under the card's own finishing frame
        for i in range(len(st.stack) - 1, -1, -1):
            fn, args = st.stack[i]
            if getattr(fn, "__name__", "") == "_finish_play" and args[1] == u:  # (also when compiled)
                st.stack.insert(i, (_weave_after, (src, p)))
                return
        _weave_after(st, src, p)  # pragma: no cover - the card always has a finishing frame


def _weave_after(st: GameState, src: int, p: int) -> None:
    S.queue_trigger(st, ("graceful_weave", st.cards[src].id), _weave_effect, src, p)


def _weave_effect(st: GameState, src: int, p: int) -> None:
    S.push(st, _weave_may, src, p)
    S.gain_vigor(st, p, 1)


def _weave_may(st: GameState, src: int, p: int) -> None:
    if st.loc[src] != ENHANCE or st.tok[SHADOW] <= 0:
        return
    S.ask(st, p, D_MAY, (False, True), _weave_answer, src, p, auto_single=False, context="weave_tokens")


def _weave_answer(st: GameState, yes: bool, src: int, p: int) -> None:
    if yes:
        S.move_tokens(st, SHADOW, CARD_BASE + src, 3, cause="effect")


def _own_start_phase(st: GameState, src: int, ev: tuple) -> bool:
    return ev[1] == st.owner[src]


# ---- どろりうら (06-yukihi-o-s-3)
class BothUmbrellaRanges(Ability):
    """Ongoing: your Yukihi attacks from umbrella cards have the Range of both umbrella states."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        if atk.player != st.owner[src] or atk.card < 0 or atk.megami != MEGAMI:
            return
        if not st.cards[atk.card].script.data.get("umbrella"):
            return
        acc.added.extend(both_ranges(st, atk.card))


def _toggled_by_owner(st: GameState, src: int, ev: tuple) -> bool:
    return ev[0] == "umbrella" and ev[1] == st.owner[src]


# ---------------------------------------------------------------- host rule (megami rules 4-4)
class EndPhaseUmbrella(Ability):
    """Rule effect: in your end phase you may open/close your umbrella (4-4)."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        p = rule_player(src)
        if ev[0] == "end_phase" and ev[1] == p:
            S.queue_trigger(st, ("umbrella_rule", MEGAMI), _rule_ask, p)


def _rule_ask(st: GameState, p: int) -> None:
    S.ask(st, p, D_MAY, (False, True), _rule_answer, p, auto_single=False, context="umbrella")


def _rule_answer(st: GameState, yes: bool, p: int) -> None:
    if yes:
        count(st, p, "umbrella_flip")
        toggle_umbrella(st, p)


def _open_umbrella_play(st: GameState, player: int, uid: int) -> int:
    cd = st.cards[uid]
    return 1 if cd.script.data.get("umbrella") and st.owner[uid] == player and umbrella_open(st, player) else 0


# Mechanic telemetry (engine.telemetry): what a study of Yukihi's balance counts.
register_mechanic(MEGAMI, "umbrella_flip", "the end-phase rule flip was taken (open or close)", "MR 4-4",
                  uses=answer_is(D_MAY, "umbrella", True))
register_mechanic(MEGAMI, "umbrella_open", "the umbrella opened (rule or card)", "MR 4-3")
register_mechanic(MEGAMI, "umbrella_close", "the umbrella closed (rule or card)", "MR 4-3")
register_mechanic(MEGAMI, "umbrella_open_play", "an umbrella card was played with its open face", "MR 4-2-1",
                  on_play=_open_umbrella_play)


register_host_rules(MEGAMI, EndPhaseUmbrella(), FirstOtherNormalWatch())

# ---------------------------------------------------------------- cards
HARARI_RESURGENCE = ImmediateResurgence(_toggled_by_owner)

umbrella_card(
    "06-yukihi-o-n-1", vanilla=True,
    open_script=CardScript("06-yukihi-o-n-1", vanilla=True),
    summary="Attack with a far closed side and a close open side; no text on either.",
)

umbrella_card(
    "06-yukihi-o-n-2",
    after=(ThisCardTo(HAND), TOGGLE),
    open_script=CardScript("06-yukihi-o-n-2", vanilla=True),
    summary="Closed: after the attack it goes back to hand and flips the umbrella. Open: plain attack.",
)

umbrella_card(
    "06-yukihi-A1-n-2",
    attack_statics=(AttackMod(_cooperate_cond, life=1),),
    open_script=CardScript("06-yukihi-A1-n-2", attack_statics=(AttackMod(_cooperate_cond, aura=1),)),
    summary="With 4+ tokens on your enhancements: closed +0/+1, open +1/+0.",
)

umbrella_card(
    "06-yukihi-o-n-3",
    after=(DoubleArrow("shadow", "dist", 1),),
    open_script=CardScript("06-yukihi-o-n-3", after=(Arrow("dist", "shadow", 2),)),
    summary="Closed: afterwards move 1 token either way between Shadow and Distance. Open: Distance to Shadow 2.",
)

umbrella_card(
    "06-yukihi-o-n-4", vanilla=True,
    open_script=CardScript("06-yukihi-o-n-4", vanilla=True),
    summary="Throughout attack: closed far 5/-, open close -/2.",
)

umbrella_card(
    "06-yukihi-A1-n-4",
    after=(NextAttack(far=1, near=1, filter=lambda st, atk: _other_megami_attack(st, atk)), ThisCardTo(DECK, top=False)),
    open_script=CardScript("06-yukihi-A1-n-4", after=(If(_no_other_card_used, Custom(_warp_use, "warp")),)),
    summary="Closed: your next other-megami attack this turn widens 1 both ways, then this goes under the deck. "
            "Open: if it is your only card this turn, use a non-Throughout other-megami card from your played pile.",
)

card(
    "06-yukihi-o-n-5",
    on_play=(TOGGLE, Arrow("shadow", "aura", 1)),
    data={"umbrella_reveal": True},
    summary="Flip the umbrella and recover 1 from Shadow; when you flip it you may show this from hand to recover 1.",
)

umbrella_card(
    "06-yukihi-o-n-6",
    on_play=(Arrow("shadow", "dist", 1),),
    open_script=CardScript("06-yukihi-o-n-6", on_play=(Arrow("dist", "shadow", 1),)),
    summary="Reaction action: closed Shadow to Distance 1, open Distance to Shadow 1.",
)

card(
    "06-yukihi-o-n-7",
    initialize=(If(UMBRELLA_OPEN, Arrow("shadow", "dist", 1), otherwise=(Arrow("dist", "shadow", 1),)),),
    disenchant=(If(UMBRELLA_OPEN, Arrow("dist", "shadow", 1), otherwise=(Arrow("shadow", "dist", 1),)),),
    summary="On deploy Distance to Shadow 1, on leaving Shadow to Distance 1; both reversed while your umbrella is open.",
)

umbrella_card(
    "06-yukihi-o-s-1",
    after=(GainVigor(1),),  # the closed face has no Immediate Resurgence (see the module's rulings)
    open_script=CardScript("06-yukihi-o-s-1", devoted=(HARARI_RESURGENCE,)),
    summary="Closed: gain 1 vigor after the attack. Open: comes back unused when you flip your umbrella, "
            "which in practice means when you open it.",
)

umbrella_card(
    "06-yukihi-o-s-2", vanilla=True,
    open_script=CardScript("06-yukihi-o-s-2", vanilla=True),
    summary="Special attack: closed far 0/0, open at distance 0 4/5.",
)

umbrella_card(
    "06-yukihi-A1-s-2",
    ongoing=(GracefulWeaveClosed(),),
    open_script=CardScript("06-yukihi-A1-s-2", ongoing=(
        Trigger("start_phase", _own_start_phase, MakeAttack(rng(0, 5), 2, 2), label="graceful_weave_attack"),)),
    summary="Closed: your first other-megami normal card each turn gives 1 vigor and may reload 3 tokens. "
            "Open: attack 0-5 2/2 at the start of your start phase.",
)

card(
    "06-yukihi-o-s-3",
    ongoing=(BothUmbrellaRanges(),),
    summary="While deployed your Yukihi umbrella attacks use the ranges of both umbrella states.",
)

card(
    "06-yukihi-o-s-4",
    on_play=(TOGGLE, Arrow("shadow", "aura", 1)),
    summary="Reaction: flip the umbrella, then recover 1 from Shadow.",
)
