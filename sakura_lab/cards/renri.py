"""Card effects of Renri (戀離) and Historian Renri (renri-a1), latest season, and her additional rules
(megami-rules.en.md section 20: MR 20-1 extra card, 20-2 zones, 20-3 the word Falsehood, 20-4 rule effects; for
Historian Renri the newer translation of the official CR v1.14.1 at WitchSand/furuyoni-rules, read for facts only:
"CR v1.14.1 §20-1" relic cards, "§20-2-3" ＜Relics＞, "§20-4" 偽証設置, "§20-5" 回帰, "§20-6-2" Falsehood Installation;
its §20-6-1 / 20-6-3 / 20-6-4 are our MR 20-4 / 20-4-1 / 20-4-2).

STATUS: COMPLETE. Every card of both forms (and their extra cards) is implemented, so Renri counts as implemented
(``sim.specs.implemented_megami``). The older reading of 神授 (na-s8-2, na-s9) is in ``renri_old``.

Falsehood (偽証, MR 20-4) is the host rule :class:`FalsehoodRule`:

- a main-phase option ``("rule", "falsehood", uid, declared_id)`` (hook ``main_options``, a standard action,
  CR 8-2-2 A): a Normal card in hand played the normal way as a Falsehood, declaring a card that originally
  has Falsehood (card data fact ``lie``). Offered only when the card, treated as the declared card, could be
  played now (CR 9-2-1 i range check for an attack), and never for a name already declared this turn (20-4 ii).
- i: the card goes face down to ＜Falsehood＞ (``AUX8``); marks ``("renri_as", uid)`` = declared id (read by
  the hook ``card_info``, CR 9-1-3-3: the card *is treated as* the declared card while the mark lasts) and
  ``("renri_down", uid)`` (face down: hidden information ``renri_falsehood``).
- iii / iv: the opponent decides (``D_CHOOSE``, context ``("renri_refute", uid, declared)``, options
  ``"refute"`` / ``"accept"``). Falsehood cards have no costs and no Normal card has a Cost, so "up to paying
  costs" only creates the attack (CR 9-2-1 i); we ask the refutation before the attack object is created, and
  a caught fake then simply never creates it (same result as 20-4-1 "remove the attack").
- 20-4-1: refuted and the names match (a true card): the card turns face up, the refuter suffers Burnout
  (CR 10-10; twice against a true 雲喰い, its own Ongoing text) and the card is played as usual. No match
  (a fake): the card goes to the played pile; it is not counted as played nor as an attack.
- v: otherwise the card is played as the declared card (``engine.play.start_play``, standard mode) from
  ＜Falsehood＞; if it is still face down when it would go to the played pile it goes to the discard pile
  (伏せ札) instead: the ``to_played`` replacement that every card with Falsehood carries (scope "card text":
  the declared card is the one read).
- 20-4-2: a card left in ＜Falsehood＞ when the phase ends (e.g. it became unplayable after the Burnout)
  goes to the played pile (checked at the end of the Falsehood procedure and at every ``end_phase`` /
  ``main_phase`` / ``start_phase`` event).

Hidden information (MR 20-2-1): ``renri_falsehood`` conceals a face-down card in ＜Falsehood＞ / ＜In Use＞
from the opponent; determinization redraws it without reading it (``_resample``): the declared card with the
probability measured in self-play (``true_prior``, ``data/renri_falsehood.json``; 0 when the opponent sees a card of
that name), else a random other unseen Normal card of the pool, traded with the hidden card that held it, so a
player never learns the true card from a simulation and the worlds are as often true as Renri's Falsehoods are.

Rulings (our decisions):
- Declarable names (MR 20-4 NOTE): cards originally having Falsehood *in the card lists of the megami the
  player hosts* (later official text, as the brief says), i.e. the non-extra cards of the hosted forms with
  the card-data fact ``lie``; the Divine Gift extras are not in a list. Source: brief + MR 20-4 NOTE.
- Only from hand (MR 20-4 NOTE "from hand"), only in the main phase, never as a Reaction (card data 玄塗り:
  偽証は対応では行えない) and never as the full-power action (our reading of "the normal way" = the standard
  action of CR 8-2-2 A; L).
- 嘘突き's reveal: its text is read on the card played *as* 嘘突き (the declared card, whose texts the face-down
  card has, CR 9-1-3-3): after an unrefuted Falsehood declared as 嘘突き its owner may reveal the card used; it
  turns face up (so it goes to the played pile, card note) and, if it is not 嘘突き (a fake), when the attack deals
  damage the opponent cannot choose Aura: the damage is dealt as "-/life" (an ``attack_damage`` replacement added
  to the attack's texts). Japanese text of 22-renri-o-n-1; the Chinese G1 text says it outright ("reveal the card
  used for the Falsehood; if that card is not this card, ..."). Until session 8b the engine read it the other way
  round (a real 嘘突き declared as another card).
- "normal cards in your played pile and enhancements" (都度討ち, 雲喰い): counted over ＜Played＞ and
  ＜Enhancement＞ of the player, Normal cards only.
- 20-4-1 "fails to refute" (煽り殺陣, ルルララリ) = refuted a true card this turn (mark cleared at turn start).
- The refutation is asked after the card moved to ＜Falsehood＞ and before ``start_play``; a true card then
  goes through the whole play procedure (its attack is created then). Equivalent to 20-4 iii-v because no
  Normal card has a Cost. A true card, refuted, is face up: it goes to the played pile (20-4 v).
- A refuter killed by the Burnout ends the game with the card still in ＜Falsehood＞ (nothing follows).
- 雲喰い's "two Burnouts instead of one" applies when the real card refuted is 雲喰い (card text).
- 玄塗り: "a sakura token moved out of Shadow (ダスト) this turn" is tracked by the core only in games whose
  rules ask for it (``constants.TRACK_FROM_SHADOW``, set by this host rule at its first event / main-phase
  listing); any cause counts (basic actions, effects, charge from Shadow). "the reacted attack's Aura damage"
  is its current value (``attack_values``); "-" counts as less than 3.
- ラナラロミレリラ: "Reaction only" = ``play_condition`` mode Reaction; "another megami" = not Renri; the card
  used is played by the Renri player as reacting to the same attack (MODE_REACTION, the reacted attack) and
  keeps its owner (CR 7-2, as Shinra's 引用 does); "put face down" = its owner's discard pile.
- オリレテラレル: the cards not chosen in Deck Construction are built face down in ＜Out of Game＞ (host need
  ``UNCHOSEN_CARDS``, CR 10-29); a chosen one is revealed, played (as reacting to the same attack when this
  card is a Reaction) and then removed from the game face up (CR 10-18) wherever it went.
- 夜山恋離のなれの果て: "tokens move only through your start-phase processing" = ``unchoosable_tokens`` of the
  card outside its owner's start phase (damage never takes them anyway).
- 刻まれし衣: a copy (CR 10-16) through ``variant`` of 久遠ノ花 (3+ tokens on the owner's deployed Last Gasp),
  完全論破 (2), 望我 (1) or 御剱桐子の巫女神楽 (0, also when Last Gasp is not deployed); read whenever the card
  is read (so a Devoted Robe changes with the tokens).
- 御剱桐子の巫女神楽: its two Devoted texts answer sword dances (剣舞), which no implemented card performs:
  registered as a vanilla 2-3 3/2 attack (``data["sword_dance"] = "inert"``). Source: card data text.
- The AI's answer to a refutation (``ai.policy.refute_choice``): a heuristic player's own decision and the
  simulations alike weigh the measured odds (rule "expected": a sure fake, near death, a lethal declared attack);
  it reads public values only. How the heuristic Renri declares: ``ai.policy.DECLARE`` (session 8b).

Historian Renri (host rule :class:`HistorianRule` for ``renri-a1``; our decisions, sources in brackets):
- ＜Relics＞ is ``AUX9``. The three relic cards (偽りの武器, 刃の本質, 最初の桜鈴; the source numbers them
  NA-22-renri-A1-N-6-Ex1..3, the card data 22-renri-a1-n-5-ex1..3) are set up there face down (``setup_zone``)
  [§20-1]. Face down to *both* players: no rule lets the owner look [§20-1, §20-2-3 背面朝上]. Hidden information
  ``renri_relics``: a card in ＜Relics＞ is concealed from everyone, except 神授, whose arrival there every player
  saw; determinization deals the relic identities whose faces a player cannot see (in ＜Relics＞, in a deck, or in
  the opponent's hand / discard pile) over those places at random. Known gap: whether a face-down Falsehood is a
  relic card can be guessed from a world's counts in rare positions (the Falsehood resample draws it from the
  identities no other card holds).
- Cards in ＜Relics＞ have no effect [§20-2-3]: the zone holds no abilities in force and offers no play.
- Declarable names (MR 20-4 ii, §20-6-1 ii "in the megami lists of the hosted megami"): the relic cards count as
  in Historian Renri's list, else 回帰 (which needs a *true* card refuted) and their "when this regresses" texts
  could never happen. So a Historian host may declare 刃の本質 / 最初の桜鈴 / 偽りの武器 from hand too.
- 神授 [card text, Japanese]: using it does nothing. Just before a reshuffle (situation-triggered, before the Life
  payment, like Oboro's Trap, MR 3-3), if it is in the played pile its owner may put it on the deck top and trade it
  for one Normal card of ＜Relics＞: face down to its owner too, so the relic is one at random (the owner's stream);
  with ＜Relics＞ empty it just stays on the deck top. The reshuffle then shuffles the relic in. Its na-s8-2 reading
  (``renri_old``): used, it does the trade itself, and before a reshuffle it may be *used* from the played pile.
- Falsehood Installation [§20-4, §20-6-2]: just before its host reshuffles (any reshuffle), the host may choose one
  card of their discard pile (伏せ札) and make a Falsehood with it, declaring only a card that originally has
  偽証設置 (偽りの武器; script data ``install``) and not a name declared this turn; it must be playable as that card
  (range check). It is played by the rules (``MODE_EFFECT``), before the reshuffle's Life damage. With several
  before-reshuffle effects (神授, Oboro's Trap) the turn player orders them (CR 5-5).
- Regression [§20-5]: after a failed refutation (a true card) of a card with 回帰, once the refuter's Burnout is
  done, the owner may regress (``D_MAY`` ``("renri_regress", uid)``): i. 神授 goes from ＜Relics＞ to the played pile
  (nothing if it is not there: the step does what it can); ii. the card is played on, and when it would leave ＜In
  Use＞ for any zone it goes to ＜Relics＞ face down instead (``RegressToRelics``, a ``card_move`` replacement). The
  "when this card regresses" texts resolve at once, at the start of the step ("starting this step is called
  regressing").
- 偽りの武器's 偽火 [card text]: after its attack, a turn effect gives +0/+1 to the attack of the third card its
  player uses this turn if that card is an Attack card (``play_index`` 3; the card as read, so a Falsehood declared
  as an attack counts); nothing if the third card was already used.
- 刃の本質's 奉納: +0/+1 while a ロルレロラルロ in either player's enhancements has a sakura token (the text names the
  card, not "your"). "Treated as Zanka's card" / 最初の桜鈴 "as Wouka's card": ``users=("zanka",)`` /
  ``("wouka",)``, how our engine models a card's megami (CR 10-15); its ``megami`` fact stays Renri's.
- 最初の桜鈴: one basic action, one more if this play was not refuted (``("renri_refuted", uid)``, set by a failed
  refutation); 光輝 (Shadow 5 or less): one card of the discard pile to the deck bottom; regressing: Shadow -> your
  Life 1 (the Japanese text; the English data says 2).
- 欺瞞の霧 (Fog of Deception) [card text 22-renri-a1-n-2, Japanese]: it cannot be used as itself (type variable,
  CR 6-2-1-5). Its player may declare it, face up, as a Normal card that is not an Enhancement, of a megami other
  than Renri, that the opponent could choose in Deck Construction (the pools of their hosted forms; extras, poisons
  and other cards not chosen in Deck Construction are not), used "the normal way": the main-phase standard action,
  the full-power action for a Throughout card (options ``("rule", "fog", uid, id)`` / ``("rule", "fog_fullpower",
  uid, id)``), or a Reaction to an attack for a Reaction card (``("react", uid, id)``, hook
  ``reaction_declarations``), always subject to that card's own conditions (``can_play`` with the card treated as
  the declared one, the ``renri_as`` mark). The opponent may then reveal a card of that name (Japanese name) from
  their hand, discard pile (伏せ札) or played pile (捨て札); they are asked only when they hold one there (declining
  and being unable look alike to the Fog's player). Revealed: the Fog goes to the played pile, not used (not counted
  as played, no effect). Not revealed: it is used as the declared card (its megami, type and texts) and is the Fog
  again once it leaves ＜In Use＞. The revealed card stays where it was; what the Fog's player learns from it is not
  kept by determinization.
- ロルレロラルロ (Resolution): Charge 0, so played normally it is deployed with no token and at once disenchanted:
  Devoted. Devoted: at its owner's end phase they may use it again by its own text (free, ``MODE_EFFECT``) with
  Charge 3, one token from their Life (moved, not damage; it can end the game) and two from Aura / Shadow as they
  split them (``charge_delta`` + the ``enhancement_charge`` replacement). Deployed: at its owner's main phase start
  they may draw 1; the opponent's Burnout deals 2/1 (core hook ``burnout_damage``, CR 10-10: every Burnout, also a
  refuter's); after an unrefuted Falsehood of its owner they may reveal the card, +1 vigor if it was a fake, and a
  revealed card goes to the played pile after its use (face up). It is asked after 嘘突き's own reveal, and only
  while the card is still face down.
"""
from __future__ import annotations

import random
from typing import Any

from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability, AttackAcc, CardDef, kind_of
from sakura_lab.engine.constants import (
    ATTACK,
    AURA,
    AUX8,
    AUX9,
    D_CARD,
    D_CHARGE,
    D_CHOOSE,
    D_MAIN,
    D_MAY,
    DECK,
    DEVOTED,
    DISCARD,
    ENHANCE,
    ENHANCEMENT,
    EXTRA,
    FROM_SHADOW_THIS_TURN,
    HAND,
    IN_USE,
    LIFE,
    MODE_EFFECT,
    MODE_FULLPOWER,
    MODE_REACTION,
    MODE_STANDARD,
    OUT,
    PLAYED,
    REACTION,
    SHADOW,
    SPECIAL,
    THROUGHOUT,
    TRACK_FROM_SHADOW,
    UNUSED,
)
from sakura_lab.engine.dsl import (
    Arrow,
    AttackMod,
    BasicActions,
    ChooseCards,
    Custom,
    DiscardFromHand,
    Flinch,
    If,
    Resurgence,
    SingleDamage,
    Trigger,
    card,
    selectable_by_effect,
    to_deck_bottom,
)
from sakura_lab.engine.hidden import HiddenInfo, card_concealed, register_hidden
from sakura_lab.engine.hostrules import (
    UNCHOSEN_CARDS,
    hosts_megami,
    register_host_needs,
    register_host_rules,
    rule_player,
)
from sakura_lab.engine.pyrandom import shuffle as shuffle_like
from sakura_lab.engine.registry import CONTENT, SCRIPTS
from sakura_lab.engine.state import Attack, Ctx, GameState
from sakura_lab.engine.telemetry import count, register_mechanic
from sakura_lab.engine.view import opponent_pool

MEGAMI = "renri"
FALSEHOOD = AUX8  # ＜Falsehood＞ (偽証中), MR 20-2-2

CHARM = "22-renri-o-n-1"  # 嘘突き 1-2 2/1, Falsehood
COMPOUND = "22-renri-o-n-2"  # 都度討ち 3-5 2/1, Falsehood
REDACT = "22-renri-o-n-3"  # 玄塗り reaction 1-5 1/2, Falsehood
LEVERAGE = "22-renri-o-n-4"  # 煽り殺陣
BEGUILE = "22-renri-o-n-5"  # 雲喰い, Falsehood
MOTIVE = "22-renri-o-n-6"  # 魚吊り, Falsehood
ENCLOSE = "22-renri-o-n-7"  # 惹き騙り, enhancement 3
WALLOW = "22-renri-o-s-1"  # ルルララリ 0-10 1/2, cost 4

LAST_GASP = "22-renri-o-s-4"  # 夜山恋離のなれの果て, enhancement 3, cost 1, terminal
ROBE = "22-renri-o-s-4-ex-1"  # 刻まれし衣, cost X: a copy chosen by the tokens on Last Gasp
KIRIKO = "22-kiriko-o-s-1"  # 御剱桐子の巫女神楽 2-3 3/2, cost 3 (a copy target of the Robe)
ROBE_COPIES = ((3, "04-tokoyo-o-s-1"), (2, "07-shinra-o-s-1"), (1, "13-utsuro-A1-s-1-ex1"), (0, KIRIKO))

SPLAY = "22-renri-o-s-2"  # ラナラロミレリラ, cost 4, Reaction only
DUMBFOUND = "22-renri-o-s-3"  # オリレテラレル, cost 2, Reaction


_PHASE_EVENTS = frozenset({"end_phase", "main_phase", "start_phase"})
_AS = "renri_as"  # ("renri_as", uid) -> declared card id: the card is treated as that card
_DOWN = "renri_down"  # ("renri_down", uid): the card is face down (Falsehood / In Use)
_NO_AURA = "renri_no_aura"  # ("renri_no_aura", uid): 嘘突き revealed as a fake
_DECLARED = "renri_declared"  # ("turn", "renri_declared", p) -> tuple of names declared this turn
_REFUTE_FAILED = "renri_refute_failed"  # ("turn", "renri_refute_failed", p): p refuted a true card
_REFUTED = "renri_refuted"  # ("renri_refuted", uid): this play of the card was refuted (a true card, 最初の桜鈴)
_REGRESS = "renri_regress"  # ("renri_regress", uid): regressed; leaving ＜In Use＞ it goes to ＜Relics＞ (§20-5 ii)


# ---------------------------------------------------------------- helpers
def hosts_renri(st: GameState, p: int) -> bool:
    return hosts_megami(st, p, MEGAMI)


_DECLARABLE: dict[tuple[tuple[str, ...], str], tuple[str, ...]] = {}
_DEFS: dict[tuple[str, str], CardDef] = {}


def declarable(st: GameState, p: int) -> tuple[str, ...]:
    """Card ids ``p`` may declare (cards originally having Falsehood in the lists of the hosted megami)."""
    key = (st.hosts[p], st.season)
    out = _DECLARABLE.get(key)
    if out is None:
        cat = get_catalogue()
        ids: list[str] = []
        for form in st.hosts[p]:
            for c in cat.cards(form=form, season=st.season):
                if dict(c.facts).get("lie") and c.kind == "normal" and c.id not in ids:
                    ids.append(c.id)
                    if c.extra:  # Historian Renri's relic cards are in her list (CR v1.14.1 §20-6-1 ii)
                        _DEFS[(c.id, st.season)] = _def_of(c.id, st.season)
            normals, _specials = CONTENT.pool_defs(form, st.season)
            for cd in normals:
                _DEFS[(cd.id, st.season)] = cd
        out = _DECLARABLE[key] = tuple(sorted(ids))
    return out


def declared_def(st: GameState, card_id: str) -> CardDef | None:
    return _DEFS.get((card_id, st.season))


def is_face_down(st: GameState, uid: int) -> bool:
    return (_DOWN, uid) in st.marks


def refute_failed(st: GameState, p: int) -> bool:
    """``p`` refuted a true Falsehood this turn (20-4-1)."""
    return bool(st.marks.get(("turn", _REFUTE_FAILED, p)))


def normals_in_played_and_enh(st: GameState, p: int) -> int:
    zp = st.zones[p]
    return sum(1 for z in (PLAYED, ENHANCE) for u in zp[z] if st.cards[u].is_normal)


def three_normals(st: GameState, ctx: Ctx) -> bool:
    return normals_in_played_and_enh(st, ctx.player) >= 3


def _clear(st: GameState, uid: int) -> None:
    st.marks.pop((_AS, uid), None)
    st.marks.pop((_DOWN, uid), None)
    st.marks.pop((_NO_AURA, uid), None)
    st.marks.pop((_REFUTED, uid), None)
    st.marks.pop((_REGRESS, uid), None)
    st.abcache = None


def _sweep(st: GameState) -> None:
    """MR 20-4-2: cards left in ＜Falsehood＞ go to the played pile; marks of cards that left play drop."""
    for p in (0, 1):
        if not st.zones[p][FALSEHOOD]:
            continue
        for u in list(st.zones[p][FALSEHOOD]):
            _clear(st, u)
            S.move_card(st, u, PLAYED)
    stale = [k[1] for k in st.marks if isinstance(k, tuple) and len(k) == 2 and k[0] == _AS
             and st.loc[k[1]] not in (FALSEHOOD, IN_USE)]
    for u in stale:
        _clear(st, u)


# ---------------------------------------------------------------- the rule (MR 20-4)
class FalsehoodRule(Ability):
    """Host rule: play a Normal card from hand as a Falsehood (MR 20-4), refutation (20-4-1), the end of a
    phase (20-4-2), and the "treated as the declared card" information (hook ``card_info``)."""

    __slots__ = ()

    def main_options(self, st: GameState, src: int, player: int) -> list[tuple]:
        if TRACK_FROM_SHADOW not in st.marks:  # 玄塗り reads "a token moved out of Shadow this turn"
            st.marks[TRACK_FROM_SHADOW] = True
        p = rule_player(src)
        if player != p or st.terminal[p]:
            return []
        names = declarable(st, p)
        used = st.marks.get(("turn", _DECLARED, p), ())
        free = [d for d in names if d not in used]
        if not free:
            return []
        out: list[tuple] = []
        had = st.marks.get("card_info")
        st.marks["card_info"] = True
        for u in st.zones[p][HAND]:
            if not st.cards[u].is_normal:
                continue
            for d in free:
                st.marks[(_AS, u)] = d
                ok = S.can_play(st, p, u, MODE_STANDARD)
                del st.marks[(_AS, u)]
                if ok:
                    out.append(("rule", "falsehood", u, d))
        if not had:
            del st.marks["card_info"]
        return out

    def take_main_option(self, st: GameState, src: int, player: int, option: tuple) -> bool:
        p = rule_player(src)
        if player != p or option[1] != "falsehood":
            return False
        begin_falsehood(st, p, option[2], option[3], MODE_STANDARD)
        return True

    def card_info(self, st: GameState, src: int, uid: int, cd: Any) -> Any:
        d = st.marks.get((_AS, uid))
        if d is None:
            return None
        return declared_def(st, d)

    def before_resolution(self, st: GameState, src: int, player: int, uid: int, aid: int) -> None:
        if aid >= 0 and st.marks.get((_NO_AURA, uid)):
            atk = st.attacks.get(aid)
            if atk is not None:
                atk.statics = tuple(atk.statics) + (NO_AURA_CHOICE,)

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if TRACK_FROM_SHADOW not in st.marks:  # 玄塗り reads "a token moved out of Shadow this turn"
            st.marks[TRACK_FROM_SHADOW] = True
        if ev[0] in _PHASE_EVENTS:
            _sweep(st)


def begin_falsehood(st: GameState, p: int, u: int, d: str, mode: int) -> None:
    """MR 20-4 i-iv: card ``u`` goes face down to ＜Falsehood＞ declared as ``d``; the opponent may refute.
    ``mode`` is how it is then played (20-4 v): the standard action from hand, or by the rules (MODE_EFFECT)
    for a Falsehood Installation before a reshuffle (CR v1.14.1 §20-6-2)."""
    count(st, p, "renri_falsehood")
    st.marks["card_info"] = True
    key = ("turn", _DECLARED, p)
    st.marks[key] = st.marks.get(key, ()) + (d,)
    st.marks[(_AS, u)] = d
    st.marks[(_DOWN, u)] = True
    S.move_card(st, u, FALSEHOOD)  # 20-4 i
    S.push(st, _sweep)
    S.ask(st, 1 - p, D_CHOOSE, ("accept", "refute"), _refute_answer, p, u, d, mode, auto_single=False,
          context=("renri_refute", u, d))


def _refute_answer(st: GameState, ans: str, p: int, u: int, d: str, mode: int) -> None:
    q = 1 - p
    if ans == "refute":  # 20-4-1
        count(st, q, "renri_refute")
        real = st.cards[u]
        decl = declared_def(st, d)
        st.marks.pop((_DOWN, u), None)  # turned face up
        if decl is not None and real.names.get("ja") == decl.names.get("ja"):  # a true card
            count(st, q, "renri_refute_true")
            st.marks[("turn", _REFUTE_FAILED, q)] = True
            st.marks[(_REFUTED, u)] = True
            S.push(st, _proceed, p, u, mode)
            if real.script.data.get("regress"):  # CR v1.14.1 §20-5: a failed refutation of a card with 回帰
                S.push(st, _regress_may, p, u)
            times = 2 if real.id == BEGUILE else 1  # 雲喰い's Ongoing text
            for _ in range(times):
                S.push(st, S.burnout, q)  # CR 10-10
            return
        count(st, q, "renri_refute_fake")  # a fake: played pile, not played, no attack
        _clear(st, u)
        S.move_card(st, u, PLAYED)
        return
    # not refuted: 嘘突き may reveal itself (a fake only matters); then a deployed Resolution's reveal
    S.push(st, _resolution_reveal_may, p, u, d, mode)
    if d == CHARM:  # 嘘突き's own text: the card played as 嘘突き may be revealed; not 嘘突き (a fake) -> no Aura
        S.ask(st, p, D_MAY, (False, True), _charm_reveal, p, u, auto_single=False, context="renri_charm_reveal")


def _charm_reveal(st: GameState, yes: bool, p: int, u: int) -> None:
    if yes:
        count(st, p, "renri_reveal")
        st.marks.pop((_DOWN, u), None)  # face up: it goes to the played pile after its use (card note)
        if st.cards[u].id != CHARM:  # a fake: the opponent cannot choose Aura for this attack
            st.marks[(_NO_AURA, u)] = True


def _proceed(st: GameState, p: int, u: int, mode: int = MODE_STANDARD) -> None:
    """20-4 v: the card is played as the declared card."""
    if st.loc[u] != FALSEHOOD or st.outcome is not None:
        return
    S.push(st, _after_play, u)
    S.start_play(st, p, u, mode)


def _after_play(st: GameState, u: int) -> None:
    if st.loc[u] == FALSEHOOD:  # could not be played: 20-4-2 at the latest
        _clear(st, u)
        S.move_card(st, u, PLAYED)
    elif st.loc[u] != IN_USE:
        _clear(st, u)


class FaceDownToDiscard(Ability):
    """20-4 v: a Falsehood still face down goes to the discard pile instead of the played pile."""

    __slots__ = ()
    replaces = frozenset({"to_played"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        uid = args[1]
        if what != "to_played" or not is_face_down(st, uid):
            return False
        _clear(st, uid)
        S.move_card(st, uid, DISCARD)
        return True


FACE_DOWN_TO_DISCARD = FaceDownToDiscard()


class NoAuraChoice(Ability):
    """嘘突き revealed as a fake: the opponent cannot choose Aura for this attack's damage."""

    __slots__ = ()
    replaces = frozenset({"attack_damage"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        if what != "attack_damage":
            return False
        atk: Attack = args[0]
        vals = S.attack_values(st, atk)
        if vals.life is None:
            return False
        S.push_damage(st, 1 - atk.player, None, vals.life, kind="attack", aid=atk.aid)
        return True


NO_AURA_CHOICE = NoAuraChoice()


# ---------------------------------------------------------------- hidden information (MR 20-2-1)
def _conceals(st: GameState, uid: int, viewer: int) -> bool:
    return st.owner[uid] != viewer and (_DOWN, uid) in st.marks


# The refuter's prior (MR 20-2-1 hides the card, not how players declare): a Falsehood is the declared card with the
# probability measured in heuristic self-play (``data/renri_falsehood.json``, ``scripts/renri_falsehood_rates.py``)
# when that is possible (the refuter sees no card of that name; for a relic, some relic is out of ＜Relics＞ and
# hidden), else a fake. ``REFUTER["prior"] = "uniform"`` restores the first reading (every unseen Normal card alike,
# the same draws as before), for comparisons.
REFUTER: dict[str, str] = {"prior": "measured"}
_RATES: list[dict[str, Any]] = []


def falsehood_rates() -> dict[str, Any]:
    """The measured rates (``sakura_lab/data/renri_falsehood.json``), read once."""
    if not _RATES:
        import json
        from importlib import resources

        text = resources.files("sakura_lab").joinpath("data/renri_falsehood.json").read_text(encoding="utf-8")
        _RATES.append(json.loads(text))
    return _RATES[0]


def _seen_name(st: GameState, q: int, ja: Any, viewer: int, down: list[int]) -> bool:
    """Whether ``viewer`` sees a card of ``q`` named ``ja`` (other than the face-down ones)."""
    cards = st.cards
    return any(st.owner[v] == q and v not in down and cards[v].names.get("ja") == ja and not card_concealed(st, v, viewer)
               for v in range(len(cards)))


def _hidden_relics(st: GameState, q: int, viewer: int, down: list[int]) -> int:
    """Relic cards of a Historian ``q`` that are out of ＜Relics＞ and not seen by ``viewer`` (public counts: 3 minus
    the face-down cards of ＜Relics＞ minus the relics ``viewer`` sees elsewhere)."""
    in_relics = sum(1 for v in st.zones[q][RELICS] if card_concealed(st, v, viewer))
    seen = sum(1 for v in range(len(st.cards)) if st.owner[v] == q and v not in down and st.loc[v] != RELICS
               and st.cards[v].id in RELIC_IDS and not card_concealed(st, v, viewer))
    return len(RELIC_IDS) - in_relics - seen


def true_prior(st: GameState, q: int, d: str, viewer: int, down: list[int]) -> float:
    """How likely ``viewer`` should believe a face-down Falsehood of ``q`` declared as ``d`` is true: 0 when it cannot
    be (a card of that name is seen, or a relic while no relic is out of ＜Relics＞ unseen), else the measured rate of
    ``q``'s Renri form (``pi_low`` when ``viewer`` has Aura + Life of 2 or less, where ``policy.refute_choice``
    accepts and Renri fakes more; ``pi_relic`` for a relic). Public information only."""
    decl = declared_def(st, d)
    if decl is None or _seen_name(st, q, decl.names.get("ja"), viewer, down):
        return 0.0
    relic = d in RELIC_IDS
    if relic and _hidden_relics(st, q, viewer, down) < 1:
        return 0.0
    form = HISTORIAN if hosts_historian(st, q) else MEGAMI
    rates = falsehood_rates()
    key = "pi_relic" if relic else ("pi_low" if st.tok[AURA + viewer] + st.tok[LIFE + viewer] <= 2 else "pi")
    v = rates.get(key, {}).get(form)
    if v is None:
        v = rates["pi"].get(form, 0.0)
    return float(v)


def _resample(st: GameState, viewer: int, rng: random.Random) -> None:
    """Redraw the opponent's face-down Falsehood cards after the core rules redrew the hidden cards (and before the
    relics are dealt, ``_relic_resample``); the true card is never read.

    Each face-down card is the declared card with probability ``true_prior`` (the rate measured from play), else a
    random unseen Normal card of the pool other than the declared one. Its identity is taken from the identities no
    other card holds (for a normal deck exactly one, left over by the core's redraw) or from the hidden card holding
    it, which then takes the left-over identity: the world keeps every identity once, and a card of ＜Relics＞ only
    ever holds a relic (a relic taken from there is first traded with one in a hidden zone). With
    ``REFUTER["prior"] == "uniform"``: the first reading, one of the identities left over, at random."""
    q = 1 - viewer
    down = [u for u in list(st.zones[q][FALSEHOOD]) + list(st.zones[q][IN_USE]) if (_DOWN, u) in st.marks]
    if not down:
        return
    if REFUTER["prior"] == "uniform":
        _resample_uniform(st, q, down, rng)
        return
    pool_n, _pool_s = opponent_pool(st, q)
    defs: dict[str, CardDef] = {cd.id: cd for cd in pool_n}
    pool_ids = list(defs)
    historian = hosts_historian(st, q)
    if historian:
        for rid in sorted(RELIC_IDS):
            cd = declared_def(st, rid)
            defs[rid] = cd if cd is not None else _def_of(rid, st.season)
    hidden_zones = (HAND, DECK, DISCARD, OUT, RELICS)
    for k, u in enumerate(down):
        cards = list(st.cards)
        rest = down[k + 1:]  # not yet redrawn: they hold no identity
        holder: dict[str, int] = {}
        for v in range(len(cards)):
            if st.owner[v] == q and v != u and v not in rest and cards[v].id in defs and cards[v].id not in holder:
                holder[cards[v].id] = v
        left = [i for i in defs if i not in holder]
        d = st.marks.get((_AS, u))
        p_true = true_prior(st, q, d, viewer, down) if isinstance(d, str) and d in defs else 0.0
        fakes = [i for i in pool_ids if i != d and (i not in holder or (st.loc[holder[i]] in hidden_zones
                                                                        and card_concealed(st, holder[i], viewer)))]
        if rng.random() < p_true or not fakes:
            t = d if isinstance(d, str) and d in defs and p_true > 0 else None
        else:
            t = fakes[rng.randrange(len(fakes))]
        if t is None:  # nothing fits (an unusual deck): any identity left over, else any pool card
            pick = left if left else pool_ids
            if not pick:
                continue
            t = pick[rng.randrange(len(pick))]
        y = holder.get(t, -1)
        # a relic no card holds can only be this card (it is out of ＜Relics＞ and unseen): if this card is something
        # else, the relic is in a hidden zone, so it is what a hidden card gives up first
        left_relics = [i for i in left if i in RELIC_IDS and i != t]
        if y >= 0:  # the hidden card holding ``t`` takes an identity left over (else, for a deck with every card
            # held, ``t`` is simply held twice)
            if left:
                pick = left_relics if left_relics else left
                f = pick[rng.randrange(len(pick))] if len(pick) > 1 else pick[0]
                if f in left_relics:
                    left_relics.remove(f)
                if st.loc[y] == RELICS and f not in RELIC_IDS:  # ＜Relics＞ holds relics: trade with a hidden relic
                    w = [v for v in range(len(cards)) if st.owner[v] == q and v != u and v not in rest
                         and cards[v].id in RELIC_IDS and st.loc[v] in (HAND, DECK, DISCARD)
                         and card_concealed(st, v, viewer)]
                    if w:
                        x = w[rng.randrange(len(w))] if len(w) > 1 else w[0]
                        cards[y] = cards[x]
                        y = x
                cards[y] = defs[f]
        cards[u] = defs[t]
        for r in left_relics:  # only in a position with cards missing (a test scenario): a hidden Normal card
            slots = [v for v in range(len(cards)) if st.owner[v] == q and v != u and v not in rest
                     and st.loc[v] in (HAND, DECK, DISCARD) and cards[v].id not in RELIC_IDS
                     and card_concealed(st, v, viewer)]
            if slots:
                cards[slots[rng.randrange(len(slots))]] = defs[r]
        st.cards = tuple(cards)


def _resample_uniform(st: GameState, q: int, down: list[int], rng: random.Random) -> None:
    """The first reading: each face-down card becomes one of the pool's Normal cards that no other card of its
    owner is (for a normal deck exactly the one card left over), at random among them."""
    cards = list(st.cards)
    pool_n, _pool_s = opponent_pool(st, q)
    taken = {cards[v].id for v in range(len(cards)) if st.owner[v] == q and v not in down}
    free = [cd for cd in pool_n if cd.id not in taken]
    for u in down:
        if not free:
            free = list(pool_n)
        k = rng.randrange(len(free))
        cards[u] = free.pop(k)
    st.cards = tuple(cards)


register_hidden(HiddenInfo("renri_falsehood", "MR 20-2-1, 20-4 i", conceals_card=_conceals, resample=_resample,
                           order=120))


# ---------------------------------------------------------------- telemetry
def _falsehood_chosen(view: Any, d: Any, o: Any) -> bool:
    return d.kind == D_MAIN and isinstance(o, tuple) and len(o) > 1 and o[0] == "rule" and o[1] == "falsehood"


def _refute_chosen(view: Any, d: Any, o: Any) -> bool:
    c = d.context
    return d.kind == D_CHOOSE and isinstance(c, tuple) and len(c) > 0 and c[0] == "renri_refute" and o == "refute"


register_mechanic(MEGAMI, "renri_falsehood", "a Normal card was played as a Falsehood", "MR 20-4",
                  uses=_falsehood_chosen)
register_mechanic(MEGAMI, "renri_refute", "a Falsehood was refuted (counted for the refuting player)", "MR 20-4-1",
                  uses=_refute_chosen)
register_mechanic(MEGAMI, "renri_refute_true", "a refutation hit a true card (the refuter's Burnout)", "MR 20-4-1")
register_mechanic(MEGAMI, "renri_refute_fake", "a refutation caught a fake", "MR 20-4-1")
register_mechanic(MEGAMI, "renri_dumbfound", "オリレテラレル used a Falsehood card not chosen in Deck Construction",
                  "22-renri-o-s-3")
register_mechanic(MEGAMI, "renri_robe_gained", "the Sigiled Robe was gained from Extra", "MR 20-1")
register_mechanic(MEGAMI, "renri_reveal", "嘘突き revealed itself after an unrefuted Falsehood", "22-renri-o-n-1",
                  uses=lambda view, d, o: d.kind == D_MAY and d.context == "renri_charm_reveal" and o is True)

register_host_rules(MEGAMI, FalsehoodRule())
register_host_needs(MEGAMI, UNCHOSEN_CARDS)  # オリレテラレル reads the cards not chosen (CR 10-29)


# ---------------------------------------------------------------- cards
def _opp_refute_failed(st: GameState, ctx: Ctx) -> bool:
    return refute_failed(st, 1 - ctx.player)


def _dist_at_least_2(st: GameState, ctx: Ctx) -> bool:
    return S.current_distance(st) >= 2


def _choose_lie_from_played(st: GameState, ctx: Ctx) -> None:
    """Choose up to one card with Falsehood in your played pile and return it to hand (煽り殺陣)."""
    cands = [u for u in st.zones[ctx.player][PLAYED] if st.cards[u].script.data.get("falsehood")]
    if not cands:
        return
    S.ask(st, ctx.player, D_CARD, ["stop"] + cands, _lie_answer, ctx, context="renri_leverage")


def _lie_answer(st: GameState, ans: Any, ctx: Ctx) -> None:
    if ans != "stop":
        S.move_card(st, ans, HAND)


def _beguile(st: GameState, ctx: Ctx) -> None:
    if not three_normals(st, ctx):
        return
    q = 1 - ctx.player
    if any(not st.cards[u].script.undiscardable for u in st.zones[q][HAND]):
        DiscardFromHand(1, "opp").run(st, ctx)
    else:  # could not put a card face down: flinch
        S.flinch(st, q)


def _wallow_end(st: GameState, src: int, ev: tuple) -> bool:
    return ev[1] == st.owner[src]


def _set_unused(st: GameState, ctx: Ctx) -> None:
    S.set_unused(st, ctx.card)


class WallowBoth(Ability):
    """ルルララリ: if the opponent failed a refutation this turn, its damage is dealt in full (both sides)."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        if refute_failed(st, 1 - atk.player):
            acc.flags.add("both_damage")


_LIE = {"falsehood": True}

card(CHARM, replacements=(FACE_DOWN_TO_DISCARD,), data=_LIE,
     summary="1-2 2/1 attack; Falsehood; unrefuted, it may reveal itself: a fake then denies Aura damage")
card(COMPOUND, attack_statics=(AttackMod(three_normals, aura=1),), replacements=(FACE_DOWN_TO_DISCARD,),
     data=_LIE, summary="3-5 2/1 attack; Falsehood; +1/+0 with 3+ Normal cards in played pile + enhancements")
def _from_shadow_this_turn(st: GameState, ctx: Ctx) -> bool:
    return bool(st.marks.get(("turn", FROM_SHADOW_THIS_TURN)))


def _redact(st: GameState, ctx: Ctx) -> None:
    """The reacted attack: -1/+0 if its Aura damage is 3 or more, else +0/-1."""
    atk = st.attacks.get(ctx.reacted)
    if atk is None:
        return
    aura = S.attack_values(st, atk).aura
    atk.mods.append(("dmg", -1, 0) if aura is not None and aura >= 3 else ("dmg", 0, -1))


card(REDACT, after=(If(_from_shadow_this_turn, Custom(_redact, "redact")),), replacements=(FACE_DOWN_TO_DISCARD,),
     data=_LIE, summary="Reaction 1-5 1/2; Falsehood; After Attack: if a token left Shadow this turn, the reacted "
                        "attack gets -1/+0 (Aura damage 3+) or +0/-1")
card(LEVERAGE, on_play=(Flinch("opp"), If(_opp_refute_failed, Custom(_choose_lie_from_played, "leverage"))),
     summary="flinch the opponent; if they failed a refutation this turn, a Falsehood card back to hand")
card(BEGUILE, on_play=(Custom(_beguile, "beguile"),), replacements=(FACE_DOWN_TO_DISCARD,), data=_LIE,
     summary="Falsehood; with 3+ Normal cards in played + enhancements the opponent discards 1 (else flinches); "
             "a true refuted one costs the refuter two Burnouts")
card(MOTIVE, on_play=(Arrow("dist", "flare", 1),), replacements=(FACE_DOWN_TO_DISCARD,), data=_LIE,
     summary="Falsehood; Distance -> your Flare 1")
card(ENCLOSE, initialize=(If(_dist_at_least_2, Arrow("dist", "shadow", 1)),),
     disenchant=(If(_dist_at_least_2, Arrow("dist", "shadow", 1)),),
     summary="enhancement 3; on deploy and disenchant, if the distance is 2+, Distance -> Shadow 1")
card(WALLOW, attack_statics=(WallowBoth(),),
     devoted=(Trigger("end_phase", _wallow_end, SingleDamage("aura", 1, "opp"), Custom(_set_unused, "wallow"),
                      label="renri_wallow"),),
     summary="0-10 1/2; after a failed refutation this turn both damages; Devoted: your end phase, 1 damage "
             "to the opponent's Aura and become unused")


# ---------------------------------------------------------------- Renri's Last Gasp and the Sigiled Robe (MR 20-1)
def _gain_robe(st: GameState, ctx: Ctx) -> None:
    """Initialize: gain 刻まれし衣 from ＜Extra＞, unused (MR 20-1 puts it there at setup)."""
    p = ctx.player
    for u in list(st.zones[p][EXTRA]):
        if st.cards[u].id == ROBE:
            S.move_card(st, u, SPECIAL)
            st.cstate[u] = UNUSED
            S.invalidate(st)
            count(st, p, "renri_robe_gained")
            if st.record:
                st.log("gain_extra", p, u)
            return


class LastGaspHold(Ability):
    """Ongoing: the tokens on this enhancement move only through its owner's start-phase processing."""

    __slots__ = ()

    def unchoosable_tokens(self, st: GameState, src: int, place: int) -> int:
        if place != S.CARD_BASE + src or st.loc[src] != ENHANCE:
            return 0
        if st.phase == S.PHASE_START and st.turn_player == st.owner[src]:
            return 0
        return st.tok[place]


_COPY_DEFS: dict[tuple[str, str], CardDef] = {}


def _def_of(card_id: str, season: str) -> CardDef:
    key = (card_id, season)
    d = _COPY_DEFS.get(key)
    if d is None:
        info = get_catalogue().card(card_id, season)
        dmg = info.damage
        d = CardDef(info.id, info.megami, kind_of(info.kind), info.type, info.subtype, info.range,
                    dmg[0] if dmg is not None else None, dmg[1] if dmg is not None else None, info.charge,
                    info.cost, {"en": info.name_en, "ja": info.name_ja, "zh": info.name_zh}, SCRIPTS.get(card_id))
        _COPY_DEFS[key] = d
    return d


def last_gasp_tokens(st: GameState, p: int) -> int:
    """Tokens on ``p``'s deployed 夜山恋離のなれの果て (0 when it is not deployed)."""
    return sum(st.tok[S.CARD_BASE + u] for u in st.zones[p][ENHANCE] if st.cards[u].id == LAST_GASP)


def robe_variant(st: GameState, uid: int) -> CardDef | None:
    """刻まれし衣 is a copy of one card chosen by the tokens on its owner's Last Gasp (CR 10-16)."""
    n = last_gasp_tokens(st, st.owner[uid])
    for need, cid in ROBE_COPIES:
        if n >= need:
            return _def_of(cid, st.season)
    return None


card(LAST_GASP, terminal=True, initialize=(Custom(_gain_robe, "last_gasp"),), ongoing=(LastGaspHold(),),
     summary="terminal enhancement 3; deploy: gain the Sigiled Robe; its tokens leave only in your start phase")
card(ROBE, variant=robe_variant,
     summary="a copy of Immortal Flower (3+ tokens on Last Gasp) / Shake the Mind (2) / желание (1) / "
             "Kiriko's Sacred Dance (0)")
card(KIRIKO, vanilla=True, data={"sword_dance": "inert"},
     summary="2-3 3/2 attack; its Devoted texts answer sword dances (剣舞), which no implemented card performs")


# ---------------------------------------------------------------- ラナラロミレリラ (Splay)
def _reaction_mode(ctx: Ctx) -> tuple[int, int]:
    """A card used "as reacting to the attack this card reacts to" (Splay, Dumbfound)."""
    if ctx.reacted >= 0:
        return MODE_REACTION, ctx.reacted
    return MODE_EFFECT, -1


def _splay(st: GameState, ctx: Ctx) -> None:
    q = 1 - ctx.player
    if st.record:
        st.log("look_hand", ctx.player, q)
    cands = [u for u in st.zones[q][HAND] if S.card_of(st, u).subtype != THROUGHOUT
             and st.cards[u].megami != MEGAMI and selectable_by_effect(st, u, ctx.player)]
    if not cands:
        return
    S.ask(st, ctx.player, D_CARD, ["stop"] + cands, _splay_chosen, ctx, context="renri_splay", auto_single=False)


def _splay_chosen(st: GameState, ans: object, ctx: Ctx) -> None:
    if ans == "stop":
        return
    assert isinstance(ans, int)
    mode, reacted = _reaction_mode(ctx)
    opts = (["use"] if S.can_play(st, ctx.player, ans, mode, reacted) else []) + ["discard"]
    S.ask(st, ctx.player, D_CHOOSE, opts, _splay_how, ctx, ans, context="renri_splay")


def _splay_how(st: GameState, how: str, ctx: Ctx, u: int) -> None:
    if how == "use":
        mode, reacted = _reaction_mode(ctx)
        S.start_play(st, ctx.player, u, mode, reacted)
    else:
        S.move_card(st, u, DISCARD)


def _reaction_only(st: GameState, player: int, uid: int, mode: int, reacted: int) -> bool:
    return mode == MODE_REACTION


# ---------------------------------------------------------------- オリレテラレル (Dumbfound)
def _unchosen_lies(st: GameState, p: int) -> list[int]:
    out = []
    for u in st.zones[p][OUT]:
        cd = st.cards[u]
        if ("face_up", u) in st.marks or not cd.is_normal or st.owner[u] != p:
            continue
        if cd.script.data.get("falsehood"):  # the reading of this game's season (issue 17)
            out.append(u)
    return out


def _dumbfound(st: GameState, ctx: Ctx) -> None:
    cands = _unchosen_lies(st, ctx.player)
    if not cands:
        return
    S.ask(st, ctx.player, D_CARD, cands, _dumbfound_chosen, ctx, context="renri_dumbfound")


def _dumbfound_chosen(st: GameState, u: int, ctx: Ctx) -> None:
    st.marks[("face_up", u)] = True  # revealed
    if st.record:
        st.log("reveal", ctx.player, u)
    count(st, ctx.player, "renri_dumbfound")
    mode, reacted = _reaction_mode(ctx)
    S.push(st, _remove_after, u)
    S.start_play(st, ctx.player, u, mode, reacted)


def _remove_after(st: GameState, u: int) -> None:
    """Then remove it (CR 10-18): face up to ＜Out of Game＞, wherever it went."""
    if st.loc[u] in (PLAYED, DISCARD, IN_USE, OUT, ENHANCE):
        if st.loc[u] != OUT:
            S.move_card(st, u, OUT)
        st.marks[("face_up", u)] = True
        if st.record:
            st.log("remove", st.owner[u], u)


card(SPLAY, on_play=(Custom(_splay, "splay"),), play_condition=_reaction_only,
     summary="Reaction only: look at the opponent's hand; one non-Throughout card of another megami is used "
             "(as reacting to the same attack) or put face down")
card(DUMBFOUND, on_play=(Custom(_dumbfound, "dumbfound"),), devoted=(Resurgence(three_normals),),
     summary="reveal a Falsehood card of yours not chosen in Deck Construction, use it (as reacting to the same "
             "attack), then remove it; Resurgence: 3+ Normal cards in played pile + enhancements")


# ================================================================ Historian Renri (renri-a1)
# Rules: CR v1.14.1 §20-1 (the relic cards set up face down in ＜Relics＞), §20-2-3 (＜Relics＞), §20-4 (偽証設置,
# Falsehood Installation, a keyword), §20-5 (回帰, Regression), §20-6-2 (a Falsehood Installation just before a
# reshuffle), as translated at WitchSand/furuyoni-rules (read for facts only). Our MR 20-4 = their §20-6-1.
HISTORIAN = "renri-a1"
RELICS = AUX9  # ＜Relics＞ (遺物)
FOG = "22-renri-a1-n-2"  # 欺瞞の霧: declared as another megami's non-Enhancement Normal card
GIFT = "22-renri-a1-n-5"  # 神授: before a reshuffle, from the played pile to the deck top, exchanged with a relic
WEAPON = "22-renri-a1-n-5-ex1"  # 偽りの武器 2-4 1/1: 偽証設置, Falsehood, 回帰; 偽火
ESSENCE = "22-renri-a1-n-5-ex2"  # 刃の本質 3-4 3/1: Falsehood, 回帰; 奉納; Zanka's card
BELL = "22-renri-a1-n-5-ex3"  # 最初の桜鈴 action: Falsehood, 回帰; 光輝; Wouka's card
RELIC_IDS = frozenset({WEAPON, ESSENCE, BELL})
RESOLUTION = "22-renri-a1-s-1"  # ロルレロラルロ, enhancement 0, cost 0

_FOG_CHOICES: dict[tuple[tuple[str, ...], str], tuple[CardDef, ...]] = {}
_INSTALLABLE: dict[tuple[tuple[str, ...], str], tuple[str, ...]] = {}
_RESOLUTION_CHARGE = "renri_resolution_charge"  # ("renri_resolution_charge", uid): played by its Devoted text


def hosts_historian(st: GameState, p: int) -> bool:
    return HISTORIAN in st.hosts[p]


def installable(st: GameState, p: int) -> tuple[str, ...]:
    """Names ``p`` may declare in a Falsehood Installation: declarable cards that originally have 偽証設置
    (CR v1.14.1 §20-6-2; script data ``install``)."""
    key = (st.hosts[p], st.season)
    out = _INSTALLABLE.get(key)
    if out is None:
        names: list[str] = []
        for d in declarable(st, p):
            cd = declared_def(st, d)
            if cd is not None and cd.script.data.get("install"):
                names.append(d)
        out = _INSTALLABLE[key] = tuple(names)
    return out


def fog_choices(st: GameState, p: int) -> tuple[CardDef, ...]:
    """Cards 欺瞞の霧 may be declared as: Normal, non-Enhancement cards of a megami other than Renri that
    ``p``'s opponent could choose in Deck Construction (their hosted forms' pools; extras are not chosen)."""
    q = 1 - p
    key = (st.hosts[q], st.season)
    out = _FOG_CHOICES.get(key)
    if out is None:
        pool_n, _pool_s = opponent_pool(st, q)
        defs = [cd for cd in pool_n if cd.ctype != ENHANCEMENT and MEGAMI not in cd.users and cd.megami != MEGAMI]
        for cd in defs:
            _DEFS[(cd.id, st.season)] = cd
        out = _FOG_CHOICES[key] = tuple(sorted(defs, key=lambda c: c.id))
    return out


def _as_playable(st: GameState, p: int, u: int, d: str, mode: int, reacted: int = -1) -> bool:
    """Whether card ``u`` treated as ``d`` could be played now in ``mode``."""
    had = st.marks.get("card_info")
    old = st.marks.get((_AS, u))
    st.marks["card_info"] = True
    st.marks[(_AS, u)] = d
    ok = S.can_play(st, p, u, mode, reacted)
    if old is None:
        del st.marks[(_AS, u)]
    else:
        st.marks[(_AS, u)] = old
    if not had:
        del st.marks["card_info"]
    return ok


def resolution_deployed(st: GameState, p: int) -> bool:
    return any(st.cards[u].id == RESOLUTION and u not in st.disenchanting for u in st.zones[p][ENHANCE])


class HistorianRule(Ability):
    """Host rule of Historian Renri: 欺瞞の霧's declaration (main phase and Reactions), the before-reshuffle
    texts (神授's exchange, the Falsehood Installation of §20-6-2), Resolution's replayed Charge."""

    __slots__ = ()
    replaces = frozenset({"enhancement_charge"})

    # ---- 欺瞞の霧 in the main phase (standard action; full-power cards as the full-power action)
    def main_options(self, st: GameState, src: int, player: int) -> list[tuple]:
        p = rule_player(src)
        if player != p or st.terminal[p]:
            return []
        fogs = [u for u in st.zones[p][HAND] if st.cards[u].id == FOG]
        if not fogs:
            return []
        out: list[tuple] = []
        for u in fogs:
            for cd in fog_choices(st, p):
                if cd.subtype == THROUGHOUT:
                    if st.main_mode < 0 and _as_playable(st, p, u, cd.id, MODE_FULLPOWER):
                        out.append(("rule", "fog_fullpower", u, cd.id))
                elif _as_playable(st, p, u, cd.id, MODE_STANDARD):
                    out.append(("rule", "fog", u, cd.id))
        return out

    def take_main_option(self, st: GameState, src: int, player: int, option: tuple) -> bool:
        p = rule_player(src)
        if player != p or option[1] not in ("fog", "fog_fullpower"):
            return False
        mode = MODE_STANDARD
        if option[1] == "fog_fullpower":  # CR 8-2-2 B: the main phase ends after it (no more main-phase choices)
            mode = MODE_FULLPOWER
            st.main_mode = MODE_FULLPOWER
            if st.stack and getattr(st.stack[-1][0], "__name__", "") == "main_loop":  # pushed by the main phase
                st.stack.pop()
        declare_fog(st, p, option[2], option[3], mode, -1)
        return True

    # ---- 欺瞞の霧 as a Reaction card
    def reaction_declarations(self, st: GameState, src: int, player: int, aid: int) -> list[tuple]:
        p = rule_player(src)
        if player != p:
            return []
        fogs = [u for u in st.zones[p][HAND] if st.cards[u].id == FOG]
        if not fogs:
            return []
        vals = S.attack_values(st, st.attacks[aid])
        if "no_reactions" in vals.flags or "no_reactions_normal" in vals.flags:
            return []
        out: list[tuple] = []
        for u in fogs:
            for cd in fog_choices(st, p):
                if cd.subtype != REACTION or (cd.ctype is not None and "no_reactions_" + cd.ctype in vals.flags):
                    continue
                if _as_playable(st, p, u, cd.id, MODE_REACTION, aid):
                    out.append(("react", u, cd.id))
        return out

    def take_reaction_option(self, st: GameState, src: int, player: int, option: tuple, aid: int) -> bool:
        p = rule_player(src)
        if player != p or st.cards[option[1]].id != FOG:
            return False
        declare_fog(st, p, option[1], option[2], MODE_REACTION, aid)
        return True

    # ---- just before a reshuffle (situation-triggered, before the Life payment)
    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] != "before_reshuffle" or ev[1] != rule_player(src):
            return
        p = ev[1]
        for u in st.zones[p][PLAYED]:
            if st.cards[u].id == GIFT:
                S.queue_trigger(st, ("renri_gift", p), _gift_may, p, u)
                break
        if installable(st, p) and st.zones[p][DISCARD]:
            S.queue_trigger(st, ("renri_install", p), _install_start, p)

    # ---- ロルレロラルロ replayed by its Devoted text: Charge 3, one of them from Life
    def charge_delta(self, st: GameState, src: int, uid: int) -> int:
        return 3 if st.marks.get((_RESOLUTION_CHARGE, uid)) else 0

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        if what != "enhancement_charge":
            return False
        player, uid = args
        if not st.marks.pop((_RESOLUTION_CHARGE, uid), None):
            return False
        count(st, player, "renri_resolution_replay")
        S.move_tokens(st, LIFE + player, S.CARD_BASE + uid, 1, cause="charge")  # may end the game (CR 4-2)
        a = st.tok[AURA + player]
        sh = st.tok[SHADOW]
        total = min(2, a + sh)
        lo = max(0, total - sh)
        hi = min(total, a)
        S.ask(st, player, D_CHARGE, [("aura", k) for k in range(lo, hi + 1)], _resolution_charge_answer, player, uid,
              total, context=(uid, 2))
        return True


def _resolution_charge_answer(st: GameState, ans: tuple, player: int, uid: int, total: int) -> None:
    k = ans[1]
    S.move_tokens(st, AURA + player, S.CARD_BASE + uid, k, cause="charge")
    S.move_tokens(st, SHADOW, S.CARD_BASE + uid, total - k, cause="charge")


# ---------------------------------------------------------------- 欺瞞の霧 (Fog of Deception)
def declare_fog(st: GameState, p: int, u: int, d: str, mode: int, reacted: int) -> None:
    """欺瞞の霧 declared as card ``d`` (face up, treated as ``d`` while it is used). The opponent may reveal a
    card of that name from their hand, discard pile or played pile: then the Fog goes to the played pile
    without being used (not counted as played)."""
    count(st, p, "renri_fog")
    st.marks["card_info"] = True
    st.marks[(_AS, u)] = d
    if st.record:
        st.log("declare", p, d)
    q = 1 - p
    name = _DEFS[(d, st.season)].names.get("ja")
    if any(st.cards[v].names.get("ja") == name for z in (HAND, DISCARD, PLAYED) for v in st.zones[q][z]):
        S.ask(st, q, D_MAY, (False, True), _fog_reveal_answer, p, u, d, mode, reacted, auto_single=False,
              context=("renri_fog_reveal", u, d))
        return
    _fog_play(st, p, u, mode, reacted)


def _fog_reveal_answer(st: GameState, yes: bool, p: int, u: int, d: str, mode: int, reacted: int) -> None:
    if yes:
        q = 1 - p
        count(st, q, "renri_fog_revealed")
        name = _DEFS[(d, st.season)].names.get("ja")
        for z in (HAND, DISCARD, PLAYED):
            shown = [v for v in st.zones[q][z] if st.cards[v].names.get("ja") == name]
            if shown:
                if st.record:
                    st.log("reveal", q, shown[0])
                break
        _clear(st, u)
        S.move_card(st, u, PLAYED)
        return
    _fog_play(st, p, u, mode, reacted)


def _fog_play(st: GameState, p: int, u: int, mode: int, reacted: int) -> None:
    S.push(st, _fog_done, u)
    S.start_play(st, p, u, mode, reacted)


def _fog_done(st: GameState, u: int) -> None:
    """The Fog is itself again once it left ＜In Use＞ (or could not be played: it stays in hand)."""
    if st.loc[u] != IN_USE:
        _clear(st, u)


# ---------------------------------------------------------------- 神授 (Divine Gift) and ＜Relics＞
def _gift_may(st: GameState, p: int, u: int) -> None:
    if st.loc[u] != PLAYED or st.outcome is not None:
        return
    S.ask(st, p, D_MAY, (False, True), _gift_answer, p, u, auto_single=False, context="renri_gift")


def _gift_answer(st: GameState, yes: bool, p: int, u: int) -> None:
    if not yes:
        return
    if st.cards[u].script.data.get("use_before_reshuffle"):  # the na-s8-2 reading: the card itself is used
        S.start_play(st, p, u, MODE_EFFECT)
        return
    gift_exchange(st, p, u)


def gift_effect(st: GameState, ctx: Ctx) -> None:
    """神授's na-s8-2 reading when used: itself to the deck top, then exchanged with a relic (renri_old)."""
    gift_exchange(st, ctx.player, ctx.card)


def gift_exchange(st: GameState, p: int, u: int) -> None:
    """神授 goes on top of the deck, then trades places with one Normal card of ＜Relics＞. The relics are face
    down to both players (§20-2-3), so the card is one of them at random (``p``'s stream)."""
    count(st, p, "renri_gift")
    S.move_card(st, u, DECK)
    relics = [v for v in st.zones[p][RELICS] if st.cards[v].is_normal]
    if not relics:
        return
    pick = relics[S.rand_below(st, p, len(relics))]
    S.move_card(st, pick, DECK)  # in 神授's place on top
    S.move_card(st, u, RELICS)
    if st.record:
        st.log("exchange", p, u, pick)


def _regress_may(st: GameState, p: int, u: int) -> None:
    if st.loc[u] != FALSEHOOD or st.outcome is not None:
        return
    S.ask(st, p, D_MAY, (False, True), _regress_answer, p, u, auto_single=False, context=("renri_regress", u))


def _regress_answer(st: GameState, yes: bool, p: int, u: int) -> None:
    """CR v1.14.1 §20-5: i. 神授 from ＜Relics＞ to the played pile; ii. back to the Falsehood, whose card goes to
    ＜Relics＞ instead when it leaves ＜In Use＞. "When this card regresses" texts resolve now."""
    if not yes:
        return
    count(st, p, "renri_regress")
    for v in list(st.zones[p][RELICS]):
        if st.cards[v].id == GIFT:
            S.move_card(st, v, PLAYED)
            break
    st.marks[(_REGRESS, u)] = True
    if st.record:
        st.log("regress", p, u)
    on_regress = st.cards[u].script.data.get("on_regress")
    if on_regress is not None:
        S.push_nodes(st, on_regress, Ctx(p, u))


class RegressToRelics(Ability):
    """§20-5 ii: a regressed card that would leave ＜In Use＞ goes to ＜Relics＞ instead (face down)."""

    __slots__ = ()
    replaces = frozenset({"card_move"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        uid, zone = args[0], args[1]
        if what != "card_move" or not st.marks.get((_REGRESS, uid)) or st.loc[uid] != IN_USE or zone == IN_USE:
            return False
        _clear(st, uid)
        S.move_card(st, uid, RELICS)
        return True


REGRESS_TO_RELICS = RegressToRelics()


# ---------------------------------------------------------------- Falsehood Installation (§20-6-2)
def install_names(st: GameState, p: int) -> list[str]:
    """The names ``p`` may declare in a Falsehood Installation now: installable names not yet declared through a
    Falsehood this turn (MR 20-4 ii)."""
    used = st.marks.get(("turn", _DECLARED, p), ())
    return [d for d in installable(st, p) if d not in used]


def credible_install_names(st: GameState, p: int, u: int) -> list[str]:
    """The names card ``u`` of ``p`` could be installed as (§20-6-2) that the opponent cannot see through: a card of
    that name is not seen elsewhere, and for a relic one is still out of ＜Relics＞ unseen (``true_prior`` above 0,
    read as the opponent reads it, with ``u`` face down). Public information of the opponent's only."""
    return [d for d in install_names(st, p) if _as_playable(st, p, u, d, MODE_EFFECT)
            and true_prior(st, p, d, 1 - p, [u]) > 0.0]


def _install_start(st: GameState, p: int) -> None:
    if st.outcome is not None:
        return
    names = install_names(st, p)
    if not names:
        return
    cands = [u for u in st.zones[p][DISCARD] if st.cards[u].is_normal
             and any(_as_playable(st, p, u, d, MODE_EFFECT) for d in names)]
    if not cands:
        return
    S.ask(st, p, D_CARD, ["stop"] + cands, _install_card, p, tuple(names), context="renri_install",
          auto_single=False)


def _install_card(st: GameState, ans: Any, p: int, names: tuple[str, ...]) -> None:
    if ans == "stop":
        return
    ok = [d for d in names if _as_playable(st, p, ans, d, MODE_EFFECT)]
    if len(ok) == 1:
        _install(st, ok[0], p, ans)
        return
    S.ask(st, p, D_CHOOSE, tuple(ok), _install, p, ans, context=("renri_install_name", ans))


def _install(st: GameState, d: str, p: int, u: int) -> None:
    count(st, p, "renri_install")
    begin_falsehood(st, p, u, d, MODE_EFFECT)


# ---------------------------------------------------------------- Resolution's reveal (its third Ongoing text)
def _resolution_reveal_may(st: GameState, p: int, u: int, d: str, mode: int) -> None:
    if st.loc[u] == FALSEHOOD and is_face_down(st, u) and resolution_deployed(st, p) and st.outcome is None:
        S.ask(st, p, D_MAY, (False, True), _resolution_reveal_answer, p, u, d, mode, auto_single=False,
              context=("renri_resolution_reveal", u, d))
        return
    _proceed(st, p, u, mode)


def _resolution_reveal_answer(st: GameState, yes: bool, p: int, u: int, d: str, mode: int) -> None:
    if yes:
        count(st, p, "renri_resolution_reveal")
        st.marks.pop((_DOWN, u), None)  # face up: it goes to the played pile after its use
        decl = declared_def(st, d)
        if st.record:
            st.log("reveal", p, u)
        if decl is None or st.cards[u].names.get("ja") != decl.names.get("ja"):  # a fake
            S.gain_vigor(st, p, 1)
    _proceed(st, p, u, mode)


# ---------------------------------------------------------------- hidden information: ＜Relics＞ (§20-2-3)
def _relic_conceals(st: GameState, uid: int, viewer: int) -> bool:
    """Cards in ＜Relics＞ are face down to both players (no rule lets anyone look), except 神授, whose arrival
    there every player saw (it went face up from the played pile to the deck top, then was exchanged)."""
    return st.loc[uid] == RELICS and st.cards[uid].id != GIFT


def _relic_resample(st: GameState, viewer: int, rng: random.Random) -> None:
    """Deal the relic cards whose faces ``viewer`` cannot see (in ＜Relics＞, in a deck, or in the opponent's hand
    or discard pile, after the core's redraw) over those places at random: which relic lies where is hidden."""
    for o in (0, 1):
        if not hosts_historian(st, o):
            continue
        slots = [u for z in (RELICS, DECK, HAND, DISCARD) for u in st.zones[o][z]
                 if st.cards[u].id in RELIC_IDS and card_concealed(st, u, viewer)]
        if len(slots) < 2:
            continue
        defs = sorted((st.cards[u] for u in slots), key=lambda c: c.id)
        shuffle_like(rng, defs)
        cards = list(st.cards)
        for u, cd in zip(slots, defs, strict=True):
            cards[u] = cd
        st.cards = tuple(cards)


register_hidden(HiddenInfo("renri_relics", "CR v1.14.1 §20-1, §20-2-3", conceals_card=_relic_conceals,
                           resample=_relic_resample, order=125))


# ---------------------------------------------------------------- telemetry (Historian)
def _ctx_head(d: Any) -> Any:
    c = d.context
    return c[0] if isinstance(c, tuple) and c else c


# Historian Renri's mechanics: her cards (欺瞞の霧, 神授, ロルレロラルロ) and her host rule's relics (Installation,
# Regression, CR v1.14.1 §20-5, 20-6-2) are not in the original form's pool, so the original form never has them
register_mechanic(MEGAMI, "renri_fog", "欺瞞の霧 was declared as another megami's card", "22-renri-a1-n-2",
                  forms=(HISTORIAN,),
                  uses=lambda view, d, o: (d.kind == D_MAIN and isinstance(o, tuple) and len(o) > 1 and o[0] == "rule"
                                           and o[1] in ("fog", "fog_fullpower"))
                  or (isinstance(o, tuple) and len(o) == 3 and o[0] == "react"))
register_mechanic(MEGAMI, "renri_fog_revealed", "the opponent revealed the card 欺瞞の霧 declared (counted for them)",
                  "22-renri-a1-n-2",
                  forms=(HISTORIAN,),
                  uses=lambda view, d, o: d.kind == D_MAY and _ctx_head(d) == "renri_fog_reveal" and o is True)
register_mechanic(MEGAMI, "renri_gift", "神授 went to the deck top and was exchanged with a relic before a reshuffle",
                  "22-renri-a1-n-5",
                  forms=(HISTORIAN,), uses=lambda view, d, o: d.kind == D_MAY and d.context == "renri_gift" and o is True)
register_mechanic(MEGAMI, "renri_install", "a discarded card was played as a Falsehood just before a reshuffle",
                  "CR v1.14.1 §20-6-2",
                  forms=(HISTORIAN,), uses=lambda view, d, o: d.kind == D_CARD and d.context == "renri_install" and o != "stop")
register_mechanic(MEGAMI, "renri_regress", "a card with 回帰 regressed after a failed refutation", "CR v1.14.1 §20-5",
                  forms=(HISTORIAN,), uses=lambda view, d, o: d.kind == D_MAY and _ctx_head(d) == "renri_regress" and o is True)
register_mechanic(MEGAMI, "renri_resolution_replay", "ロルレロラルロ was replayed at the end phase (Charge 3, 1 from Life)",
                  "22-renri-a1-s-1",
                  forms=(HISTORIAN,), uses=lambda view, d, o: d.kind == D_MAY and d.context == "renri_resolution_replay" and o is True)
register_mechanic(MEGAMI, "renri_resolution_reveal", "an unrefuted Falsehood was revealed through ロルレロラルロ",
                  "22-renri-a1-s-1",
                  forms=(HISTORIAN,), uses=lambda view, d, o: d.kind == D_MAY and _ctx_head(d) == "renri_resolution_reveal" and o is True)

register_host_rules(HISTORIAN, HistorianRule())


# ---------------------------------------------------------------- Historian cards
def _third_card_attack_bonus(st: GameState, ctx: Ctx) -> None:
    """偽火: this turn, the attack of the third card ``ctx.player`` uses gets +0/+1 if that card is an Attack."""
    if st.played_count[ctx.player] >= 3:  # the third card was already used: it is no longer to come
        return
    S.add_turn_effect(st, ctx.card, ThirdCardBonus(ctx.player))


class ThirdCardBonus(Ability):
    """Turn effect of 偽りの武器's 偽火: +0/+1 to the attack of its player's third card this turn (an Attack)."""

    __slots__ = ("player",)

    def __init__(self, player: int) -> None:
        self.player = player

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        c = atk.card
        if atk.player == self.player and c >= 0 and st.play_index.get(c, 0) == 3 and S.card_of(st, c).ctype == ATTACK:
            acc.life_add += 1


def _resolution_has_tokens(st: GameState, ctx: Ctx) -> bool:
    """奉納: sakura tokens on a ロルレロラルロ (deployed)."""
    return any(st.cards[u].id == RESOLUTION and st.tok[S.CARD_BASE + u] > 0
               for p in (0, 1) for u in st.zones[p][ENHANCE])


def _not_refuted(st: GameState, ctx: Ctx) -> bool:
    return not st.marks.get((_REFUTED, ctx.card))


def _shadow_at_most_5(st: GameState, ctx: Ctx) -> bool:
    return st.tok[SHADOW] <= 5


def _opp_vigor_zero(st: GameState, ctx: Ctx) -> None:
    S.set_vigor(st, 1 - ctx.player, 0)


_RELIC_REPS = (FACE_DOWN_TO_DISCARD, REGRESS_TO_RELICS)

card(FOG, data={"declared_only": True},
     summary="declared as a non-Enhancement Normal card of the opponent's other megami; if they reveal that card, "
             "it goes unused to the played pile")
card(GIFT, summary="no effect when used; before a reshuffle, from the played pile to the deck top, swapped with a relic")
card(WEAPON, after=(Custom(_third_card_attack_bonus, "false_fire"),), replacements=_RELIC_REPS, setup_zone=RELICS,
     data={"falsehood": True, "regress": True, "install": True},
     summary="2-4 1/1; Falsehood Installation, Falsehood, Regression; after attack: your 3rd card this turn, "
             "if an attack, +0/+1")
card(ESSENCE, attack_statics=(AttackMod(_resolution_has_tokens, life=1),), replacements=_RELIC_REPS,
     setup_zone=RELICS, users=("zanka",),
     data={"falsehood": True, "regress": True, "on_regress": (Custom(_opp_vigor_zero, "essence_regress"),)},
     summary="3-4 3/1; Falsehood, Regression; +0/+1 with tokens on Resolution; regressing: opponent's vigor 0")
card(BELL, on_play=(BasicActions(1, optional=False), If(_not_refuted, BasicActions(1, optional=False)),
                    If(_shadow_at_most_5, ChooseCards(1, (DISCARD,), to_deck_bottom, optional=False,
                                                      label="renri_bell"))),
     replacements=_RELIC_REPS, setup_zone=RELICS, users=("wouka",),
     data={"falsehood": True, "regress": True, "on_regress": (Arrow("shadow", "life", 1),)},
     summary="Falsehood, Regression; 1 basic action (2 if not refuted); Shadow <= 5: a discard to the deck bottom; "
             "regressing: Shadow -> your Life 1")


# ---------------------------------------------------------------- ロルレロラルロ (Resolution)
def _resolution_end(st: GameState, src: int, ev: tuple) -> bool:
    return ev[1] == st.owner[src]


def _resolution_replay_may(st: GameState, ctx: Ctx) -> None:
    u = ctx.card
    if st.loc[u] != SPECIAL or st.cstate[u] != DEVOTED:
        return
    S.ask(st, ctx.player, D_MAY, (False, True), _resolution_replay, ctx, auto_single=False,
          context="renri_resolution_replay")


def _resolution_replay(st: GameState, yes: bool, ctx: Ctx) -> None:
    if not yes:
        return
    u = ctx.card
    st.marks[("free_play", u)] = True
    st.marks[(_RESOLUTION_CHARGE, u)] = True
    S.push(st, _resolution_replay_done, u)
    S.start_play(st, ctx.player, u, MODE_EFFECT)


def _resolution_replay_done(st: GameState, u: int) -> None:
    st.marks.pop((_RESOLUTION_CHARGE, u), None)


class ResolutionOngoing(Ability):
    """ロルレロラルロ while deployed: at its owner's main phase start they may draw 1; the opponent's Burnout deals
    2/1. (Its reveal of an unrefuted Falsehood is asked in the Falsehood procedure.)"""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] == "main_phase" and ev[1] == st.owner[src] and st.loc[src] == ENHANCE:
            S.queue_trigger(st, ("renri_resolution_draw", src), _resolution_draw_may, ev[1], src)

    def burnout_damage(self, st: GameState, src: int, player: int, aura: int, life: int) -> tuple[int, int]:
        if player != st.owner[src] and st.loc[src] == ENHANCE and src not in st.disenchanting:
            return 2, 1
        return aura, life


def _resolution_draw_may(st: GameState, p: int, src: int) -> None:
    if st.loc[src] != ENHANCE:
        return
    S.ask(st, p, D_MAY, (False, True), _resolution_draw, p, auto_single=False, context="renri_resolution_draw")


def _resolution_draw(st: GameState, yes: bool, p: int) -> None:
    if yes:
        S.draw(st, p, 1)


card(RESOLUTION, ongoing=(ResolutionOngoing(),),
     devoted=(Trigger("end_phase", _resolution_end, Custom(_resolution_replay_may, "resolution"),
                      label="renri_resolution"),),
     summary="enhancement 0; Devoted: at your end phase replay it with Charge 3 (1 from Life); deployed: may draw 1 "
             "at your main phase, the opponent's Burnout is 2/1, an unrefuted Falsehood may be revealed (fake: +1 "
             "vigor)")
