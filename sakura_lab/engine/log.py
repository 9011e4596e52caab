"""A readable text log of a recorded game, in English, Japanese or Chinese (words and card names).

Every recorded event becomes exactly one line, so that a log is a complete account of the game and any
change of behaviour shows up as a text diff (the golden playthroughs in ``tests/golden/`` rely on this).
Event kinds without a dedicated rendering (a new kind added by a card module, say) are rendered
generically as ``kind: args`` rather than dropped.

One vocabulary: the two players are **A** (the first deck, player index 0) and **B** (index 1), as in
the study tables; no Python representations (``True``, tuples, reprs) reach the text. Each turn's
heading is followed by a status line — life, aura, flare, hand size of A and B and the distance
tokens at the start of the turn — reconstructed after the game by undoing the recorded token and card
moves from the final state, so recording costs the engine nothing more. The terms follow the project
glossary (``shared/rules/glossary.md``: Japanese and Chinese CR terms).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from sakura_lab.engine.constants import AURA, CARD_BASE, DIST, FLARE, HAND, LIFE, SHADOW, ZONE_NAMES
from sakura_lab.engine.state import GameState

LANGS = ("en", "ja", "zh")
PLAYERS = ("A", "B")

# word -> (en, ja, zh); terms from the glossary (CR 7-1 zones, 9-7 basic actions, 8 phases)
_WORDS: dict[str, tuple[str, str, str]] = {
    # card zones (CR 7-1)
    "deck": ("deck", "山札", "牌库"), "hand": ("hand", "手札", "手牌"), "played": ("played pile", "捨て札", "弃牌"),
    "discard": ("discard pile", "伏せ札", "盖牌"), "enhancement": ("enhancements", "付与札", "付与牌"),
    "special": ("specials", "切札", "王牌"), "extra": ("set aside", "追加札", "追加牌"),
    "out": ("out of game", "ゲーム外", "游戏外"), "in-use": ("in use", "使用中", "使用中"),
    "seal": ("sealed", "封印", "封印"), "aux1": ("anvil", "金床", "铁砧"), "aux2": ("parts", "パーツ", "零件"),
    "aux3": ("machine", "マシン", "引擎"), "aux4": ("memory", "思い出", "回忆"), "aux5": ("barracks", "兵舎", "兵营"),
    "aux6": ("plot", "構想", "构想"), "aux7": ("completed", "達成済", "已达成"), "aux8": ("falsehood", "偽証中", "伪证中"),
    "aux9": ("relics", "遺物", "遗物"),
    "flow": ("flow", "資金流", "资金流"),
    "lost": ("lost", "ロスト", "迷失区"),  # Innealra's ＜Lost＞ (MR 24-4)
    # token places (CR 7-1-1 .. 7-1-5)
    "life": ("life", "ライフ", "命"), "aura": ("aura", "オーラ", "装"), "flare": ("flare", "フレア", "气"),
    "distance": ("distance", "間合", "距离"), "dist": ("distance", "間合", "距离"),
    "shadow": ("shadow", "ダスト", "虚"), "outside": ("out of game", "ゲーム外", "游戏外"),
    # basic actions (CR 9-7) and main-phase answers
    "forward": ("forward", "前進", "前进"), "backward": ("backward", "後退", "后退"),
    "recover": ("recover", "纏い", "装付"), "focus": ("focus", "宿し", "聚气"), "retreat": ("retreat", "離脱", "离脱"),
    "basic": ("basic action", "基本動作", "基本动作"), "play": ("play", "使用", "使用"),
    "fullpower": ("full-power", "全力", "全力"), "end": ("end", "終了", "结束"), "pass": ("pass", "パス", "不对应"),
    "vigor": ("vigor", "集中力", "集中力"), "card": ("card", "カード", "卡牌"), "stop": ("stop", "終了", "结束"),
    "yes": ("yes", "はい", "是"), "no": ("no", "いいえ", "否"), "nothing": ("nothing", "なし", "无"),
    "none": ("none", "なし", "无"),
    "divine": ("Divine", "神算", "神算"), "devious": ("Devious", "鬼謀", "鬼谋"),
    "open": ("open", "開", "开"), "closed": ("closed", "閉", "闭"),
    # decision kinds
    "main": ("main", "メイン", "主要"), "react": ("reaction", "対応", "对应"),
    "basic_cost": ("basic action cost", "基本動作のコスト", "基本动作费用"), "damage": ("damage", "ダメージ", "伤害"),
    "damage_split": ("damage split", "ダメージ配分", "伤害分配"), "charge": ("charge", "納", "纳"),
    "reshuffle": ("reshuffle", "再構成", "重组"), "hand_limit": ("hand limit", "手札上限", "手牌上限"),
    "choose": ("choice", "選択", "选择"), "may": ("optional", "任意", "可选"), "arrow": ("arrow", "矢印", "箭头"),
    "order": ("order", "順番", "顺序"), "number": ("number", "数字", "数字"),
    "mulligan": ("mulligan", "引き直し", "重抽"), "mulligan_order": ("mulligan order", "引き直しの順番", "重抽顺序"),
    # play modes
    "standard": ("standard", "標準行動", "标准行动"), "full-power": ("full-power", "全力行動", "全力行动"),
    "reaction": ("reaction", "対応", "对应"), "effect": ("effect", "効果", "效果"),
    # causes of token moves
    "attack_damage": ("attack damage", "攻撃ダメージ", "攻击伤害"), "cost": ("cost", "消費", "消费"),
    "decay": ("charge removed", "納の減少", "纳的减少"), "unguarded": ("unguarded", "隙", "破绽"),
    "attack": ("attack", "攻撃", "攻击"),
    # phases
    "start_phase": ("start phase", "開始フェイズ", "开始阶段"), "main_phase": ("main phase", "メインフェイズ", "主要阶段"),
    "end_phase": ("end phase", "終了フェイズ", "结束阶段"),
}
_LANG_INDEX = {lang: i for i, lang in enumerate(LANGS)}

# sentence templates: key -> (en, ja, zh)
_T: dict[str, tuple[str, str, str]] = {
    "setup": ("Setup: {p} goes first (seed {seed}).", "準備: {p}が先攻 (シード {seed})。", "准备: {p}先攻 (种子 {seed})。"),
    "turn": ("== Turn {n}: {p} ==", "== ターン{n}: {p} ==", "== 第{n}回合: {p} =="),
    "status": ("   status: {a} | {b} | distance {dist}", "   状況: {a} | {b} | 間合 {dist}",
               "   状况: {a} | {b} | 距离 {dist}"),
    "side": ("{p} life {life}, aura {aura}, flare {flare}, hand {hand}",
             "{p} ライフ {life}, オーラ {aura}, フレア {flare}, 手札 {hand}",
             "{p} 命 {life}, 装 {aura}, 气 {flare}, 手牌 {hand}"),
    "plays": ("  {p} plays {card} ({mode}{where}{react})", "  {p}: {card}を使用 ({mode}{where}{react})",
              "  {p}: 使用{card} ({mode}{where}{react})"),
    "from": (" from {zone}", ", {zone}から", ", 从{zone}"),
    "reacting": (", reacting to attack #{aid}", ", 攻撃 #{aid} への対応", ", 对应攻击 #{aid}"),
    "cannot_play": ("  {p} cannot play {card} after all", "  {p}: {card}は結局使用できない", "  {p}: 最终无法使用{card}"),
    "attack": ("  {p} attacks (#{aid}) with {src}: range {range}, damage {dmg}{flags}",
               "  {p}: {src}で攻撃 (#{aid}): 適正距離 {range}, ダメージ {dmg}{flags}",
               "  {p}: 以{src}攻击 (#{aid}): 适当距离 {range}, 伤害 {dmg}{flags}"),
    "an_effect": ("an effect", "効果", "效果"),
    "cancelled": ("  attack #{aid} ({p}) cancelled", "  攻撃 #{aid} ({p}) は打ち消された", "  攻击 #{aid} ({p}) 被取消"),
    "missed": ("  attack #{aid} ({p}) missed", "  攻撃 #{aid} ({p}) は外れた", "  攻击 #{aid} ({p}) 未命中"),
    "illegal": ("  attack #{aid} ({p}) is not legal", "  攻撃 #{aid} ({p}) は不適正", "  攻击 #{aid} ({p}) 不合法"),
    "answer": ("    {p} {kind}: {answer}", "    {p} {kind}: {answer}", "    {p} {kind}: {answer}"),
    "tokens": ("    {k} token(s) {src} -> {dst} ({cause})", "    桜花結晶 {k}個 {src} → {dst} ({cause})",
               "    樱花结晶 {k}个 {src} → {dst} ({cause})"),
    "basic": ("  {p} basic action: {action}", "  {p} 基本動作: {action}", "  {p} 基本动作: {action}"),
    "move": ("    {card} ({p}): {src} -> {dst}", "    {card} ({p}): {src} → {dst}", "    {card} ({p}): {src} → {dst}"),
    "burnout": ("  {p} burnout", "  {p} 焦燥", "  {p} 焦躁"),
    "reshuffle": ("  {p} reshuffles", "  {p} 山札の再構成", "  {p} 牌库的重组"),
    "flinch": ("  {p} flinches", "  {p} 畏縮", "  {p} 畏缩"),
    "flinch_removed": ("  {p} flinch removed", "  {p} 畏縮が解除", "  {p} 畏缩解除"),
    "disenchant": ("  {card} ({p}): disenchanted", "  {card} ({p}): 破棄", "  {card} ({p}): 破弃"),
    "unused": ("  {card} ({p}): turned face-down", "  {card} ({p}): 未使用に戻る", "  {card} ({p}): 变回未使用"),
    "remove": ("  {card} ({p}): removed", "  {card} ({p}): 取り除かれる", "  {card} ({p}): 被移除"),
    "cancel": ("  {p} cancels attack #{aid}", "  {p}: 攻撃 #{aid} を打ち消す", "  {p}: 取消攻击 #{aid}"),
    "cancel_damage": ("  {p} cancels the damage of attack #{aid}", "  {p}: 攻撃 #{aid} のダメージを打ち消す",
                      "  {p}: 取消攻击 #{aid} 的伤害"),
    "damage_replaced": ("  {p} replaces the damage of attack #{aid}", "  {p}: 攻撃 #{aid} のダメージを置き換える",
                        "  {p}: 替换攻击 #{aid} 的伤害"),
    "exchange_damage": ("  {p} exchanges the damage of attack #{aid}", "  {p}: 攻撃 #{aid} のダメージを入れ替える",
                        "  {p}: 交换攻击 #{aid} 的伤害"),
    "accompaniment": ("  {p} accompanies attack #{aid}", "  {p}: 攻撃 #{aid} に随伴", "  {p}: 随伴攻击 #{aid}"),
    "seal": ("  {card} ({p}) sealed by {by}", "  {card} ({p}): {by}に封印される", "  {card} ({p}): 被{by}封印"),
    "exchange": ("  {p} exchanges {card} with {other}", "  {p}: {card}と{other}を入れ替える",
                 "  {p}: 将{card}与{other}交换"),
    "gain_extra": ("  {p} gains {card}", "  {p}: {card}を得る", "  {p}: 获得{card}"),
    "fate": ("  {p} fate resolves: {card}", "  {p} 運命: {card}", "  {p} 命运结算: {card}"),  # MR 24-6
    "fate_unseen": ("  {p}: {card} to the unseen fate", "  {p}: {card}をまだ見ぬ運命へ", "  {p}: {card}移至未见的命运"),
    "random_pick": ("  {p} picks {card} at random", "  {p}: 無作為に{card}を選ぶ", "  {p}: 随机选择{card}"),
    "reveal": ("  {p} reveals {cards}", "  {p}: {cards}を公開", "  {p}: 公开{cards}"),
    "reveal_parts": ("  {p} assembles {cards} (level {level})", "  {p}: {cards}を組み立てる (レベル {level})",
                     "  {p}: 组装{cards} (等级 {level})"),
    "look_hand": ("  {p} looks at the hand of {q}", "  {p}: {q}の手札を見る", "  {p}: 查看{q}的手牌"),
    "declare": ("  {p} declares {n}", "  {p}: {n}を宣言", "  {p}: 宣言{n}"),
    "plan_enact": ("  {p} enacts the Plan: {plan}", "  {p}: 計略を実行: {plan}", "  {p}: 实行计略: {plan}"),
    "umbrella": ("  {p} umbrella: {state}", "  {p} 傘: {state}", "  {p} 伞: {state}"),
    "artificial": ("  {p} artificial tokens: machine {m}, burned {b}, distance +1 {plus}, distance -1 {minus}",
                   "  {p} 造花結晶: マシン {m}, 燃焼済 {b}, 間合+1 {plus}, 間合-1 {minus}",
                   "  {p} 造花结晶: 引擎 {m}, 燃尽 {b}, 距离+1 {plus}, 距离-1 {minus}"),
    "weaken": ("  {p} weakens attack #{aid} by {x}/{y}", "  {p}: 攻撃 #{aid} を{x}/{y}弱める",
               "  {p}: 攻击 #{aid} 减弱{x}/{y}"),
    "phase_ends": ("  the {phase} ends now", "  {phase}がここで終わる", "  {phase}立即结束"),
    "game_over": ("Game over on turn {n}: {who} ({reason}).", "ゲーム終了 (ターン{n}): {who} ({reason})。",
                  "游戏结束 (第{n}回合): {who} ({reason})。"),
    "wins": ("{p} wins", "{p}の勝利", "{p}获胜"),
    "draw": ("draw", "引き分け", "平局"),
    # engine events abilities listen to (state.emit): one indented line each
    "ev_phase": ("      > {p}: {phase}", "      > {p}: {phase}", "      > {p}: {phase}"),
    "ev_card_played": ("      > {p} played {card}", "      > {p}: {card}を使用した", "      > {p}: 已使用{card}"),
    "ev_attack_made": ("      > {p} made attack #{aid}", "      > {p}: 攻撃 #{aid}", "      > {p}: 攻击 #{aid}"),
    "ev_attack_resolved": ("      > attack #{aid} resolved", "      > 攻撃 #{aid} 解決", "      > 攻击 #{aid} 结算完毕"),
    "ev_changed": ("      > {p} {what} {old} -> {new} ({cause})", "      > {p} {what} {old} → {new} ({cause})",
                   "      > {p} {what} {old} → {new} ({cause})"),
    "ev_life_damage": ("      > {p} takes {k} life damage ({source})", "      > {p}: ライフへのダメージ {k} ({source})",
                       "      > {p}: 受到对命伤害 {k} ({source})"),
    "ev_damage_done": ("      > damage to {p}'s {what} done ({source})", "      > {p}の{what}へのダメージ完了 ({source})",
                       "      > 对{p}的{what}伤害完成 ({source})"),
    "ev_basic_action": ("      > {p} basic action {action}", "      > {p} 基本動作 {action}", "      > {p} 基本动作 {action}"),
    "ev_before_reshuffle": ("      > {p} is about to reshuffle", "      > {p}: 再構成の直前", "      > {p}: 即将重组牌库"),
    "ev_reshuffled": ("      > {p} reshuffled", "      > {p}: 再構成した", "      > {p}: 已重组牌库"),
    "ev_umbrella": ("      > {p} umbrella {state}", "      > {p} 傘 {state}", "      > {p} 伞 {state}"),
    "ev_attack": ("attack #{aid}", "攻撃 #{aid}", "攻击 #{aid}"),
    "ev_generic": ("      > {name} {args}", "      > {name} {args}", "      > {name} {args}"),
}
_MODES = ("standard", "full-power", "reaction", "effect")
# decision kind -> how its chosen option names cards: "verb" = (verb, uid) pairs, "uid" = a uid (or a
# tuple of uids); other kinds hold no uids (numbers there are counts or indices)
_ANSWER_CARDS = {"main": "verb", "react": "verb", "basic_cost": "verb", "card": "uid", "hand_limit": "uid",
                 "mulligan": "uid", "mulligan_order": "uid"}
_ATTACK_NOTES = ("cancel", "cancel_damage", "damage_replaced", "exchange_damage", "accompaniment")
_REPR = re.compile(r"<range \[([^\]]*)\] (\S+)/(\S+) \[([^\]]*)\]>")  # state.AttackValues.__repr__


class _Words:
    """The words and templates of one language."""

    def __init__(self, lang: str) -> None:
        if lang not in _LANG_INDEX:
            raise ValueError(f"unknown log language {lang!r}; choose one of {', '.join(LANGS)}")
        self.lang = lang
        self.i = _LANG_INDEX[lang]

    def word(self, w: Any) -> str:
        text = _plain(w)
        entry = _WORDS.get(text)
        return entry[self.i] if entry else text.replace("_", " ") if self.lang == "en" else text

    def t(self, key: str, **kw: Any) -> str:
        return _T[key][self.i].format(**kw)


def _player(p: Any) -> str:
    return PLAYERS[p] if isinstance(p, int) and not isinstance(p, bool) and p in (0, 1) else _plain(p)


def _plain(x: Any) -> str:
    """Any event argument as plain words (no Python reprs)."""
    if isinstance(x, bool):
        return "yes" if x else "no"
    if x is None:
        return "none"
    if isinstance(x, tuple | list | frozenset | set):
        items = sorted(x) if isinstance(x, frozenset | set) else x
        return " ".join(_plain(y) for y in items) or "nothing"
    return str(x)


def _ranges(values: list[int]) -> str:
    """[1, 2, 3, 5] -> "1-3, 5"."""
    out: list[str] = []
    for v in sorted(values):
        if out and "-" not in out[-1] and int(out[-1]) == v - 1:
            out[-1] = f"{out[-1]}-{v}"
        elif out and "-" in out[-1] and int(out[-1].split("-")[1]) == v - 1:
            out[-1] = f"{out[-1].split('-')[0]}-{v}"
        else:
            out.append(str(v))
    return ", ".join(out) or "-"


def _card(st: GameState, u: Any, lang: str) -> str:
    if isinstance(u, int) and not isinstance(u, bool) and 0 <= u < len(st.cards):
        return st.cards[u].name(lang)
    return _plain(u)


def _cards(st: GameState, us: Any, w: _Words) -> str:
    if isinstance(us, tuple):
        return ", ".join(_card(st, u, w.lang) for u in us) or w.word("nothing")
    return _card(st, us, w.lang)


def _zone(z: Any, w: _Words) -> str:
    return w.word(ZONE_NAMES[z]) if isinstance(z, int) and 0 <= z < len(ZONE_NAMES) else "-"


_PLACES = ((LIFE, "life"), (AURA, "aura"), (FLARE, "flare"))


def _place(st: GameState, place: int, w: _Words) -> str:
    if place >= CARD_BASE:
        return f"[{_card(st, place - CARD_BASE, w.lang)}]"
    for base, name in _PLACES:
        if place in (base, base + 1):
            return f"{PLAYERS[place - base]} {w.word(name)}"
    names = {DIST: "distance", SHADOW: "shadow", 8: "outside"}
    if place in names:
        return w.word(names[place])
    if place in (9, 10):  # AUX_TOKENS + p
        return f"{PLAYERS[place - 9]} {w.word('aux1')}"
    if place in (11, 12):  # AUX4_TOKENS + p
        return f"{PLAYERS[place - 11]} {w.word('aux4')}"
    if place in (13, 14):  # FLOW_TOKENS + p
        return f"{PLAYERS[place - 13]} {w.word('flow')}"
    if place == 15:  # LOST_TOKENS
        return w.word("lost")
    return str(place)


def _answer(st: GameState, kind: str, opt: Any, w: _Words) -> str:
    how = _ANSWER_CARDS.get(kind)
    if how == "verb" and isinstance(opt, tuple) and len(opt) == 2 and opt[0] != "basic":
        verb = "play" if opt[0] == "react" else opt[0]  # a reaction is played (the line's kind says "reaction")
        return f"{w.word(verb)} {_card(st, opt[1], w.lang)}"
    if how == "uid" and not isinstance(opt, str):
        return _cards(st, opt, w)
    if isinstance(opt, tuple):
        return " ".join(w.word(x) for x in opt)
    return w.word(opt)


def _attack_values(text: Any, w: _Words) -> tuple[str, str, str]:
    """(range, damage, flags) from the recorded attack values (their fixed text form)."""
    m = _REPR.fullmatch(str(text))
    if m is None:
        return _plain(text), "-", ""
    rng = [int(x) for x in m.group(1).split(",") if x.strip()]
    flags = [f.strip().strip("'\"") for f in m.group(4).split(",") if f.strip()]
    flag_text = f" [{', '.join(w.word(f) for f in flags)}]" if flags else ""
    return _ranges(rng), f"{m.group(2)}/{m.group(3)}", flag_text


def _event(st: GameState, a: tuple, w: _Words) -> str:
    """An engine event (state.emit) in words; unknown events keep their name with plain arguments."""
    name, args = a[0], a[1:]
    p = _player(args[0]) if args else ""
    if name in ("start_phase", "main_phase", "end_phase"):
        return w.t("ev_phase", p=p, phase=w.word(name))
    if name == "card_played":
        return w.t("ev_card_played", p=p, card=_card(st, args[1], w.lang))
    if name == "attack_made":
        return w.t("ev_attack_made", p=p, aid=args[1])
    if name == "attack_resolved":
        return w.t("ev_attack_resolved", aid=args[0])
    if name in ("life_changed", "aura_changed"):
        return w.t("ev_changed", p=p, what=w.word(name.split("_")[0]), old=args[1], new=args[2], cause=w.word(args[3]))
    if name in ("life_damage", "damage_done"):
        aid = args[2]
        source = w.t("ev_attack", aid=aid) if isinstance(aid, int) and aid >= 0 else w.word(args[3])
        if name == "life_damage":
            return w.t("ev_life_damage", p=p, k=args[1], source=source)
        return w.t("ev_damage_done", p=p, what=w.word(args[1]), source=source)
    if name == "basic_action":
        return w.t("ev_basic_action", p=p, action=w.word(args[1]))
    if name in ("before_reshuffle", "reshuffled"):
        return w.t(f"ev_{name}", p=p)
    if name == "umbrella":
        return w.t("ev_umbrella", p=p, state=w.word(args[1]))
    return w.t("ev_generic", name=name, args=" ".join(_plain(x) for x in args)).rstrip()


def _line(st: GameState, turn: int, kind: str, a: tuple, w: _Words) -> str:
    """One event as one line (dispatch on its kind; see the module docstring)."""
    card: Callable[[Any], str] = lambda u: _card(st, u, w.lang)  # noqa: E731
    if kind == "setup":
        return w.t("setup", p=_player(a[0]), seed=a[1])
    if kind == "turn":
        return w.t("turn", n=turn, p=_player(a[0]))
    if kind == "play":
        where = "" if a[3] == HAND else w.t("from", zone=_zone(a[3], w))
        react = w.t("reacting", aid=a[4]) if len(a) > 4 and isinstance(a[4], int) and a[4] >= 0 else ""
        return w.t("plays", p=_player(a[0]), card=card(a[1]), mode=w.word(_MODES[a[2]]), where=where, react=react)
    if kind == "play_illegal":
        return w.t("cannot_play", p=_player(a[0]), card=card(a[1]))
    if kind == "attack":
        src = card(a[2]) if a[2] >= 0 else w.t("an_effect")
        rng, dmg, flags = _attack_values(a[3], w)
        return w.t("attack", p=_player(a[0]), aid=a[1], src=src, range=rng, dmg=dmg, flags=flags)
    if kind in ("attack_cancelled", "attack_missed", "attack_illegal"):
        return w.t(kind.split("_")[1], aid=a[1], p=_player(a[0]))
    if kind == "answer":
        return w.t("answer", p=_player(a[0]), kind=w.word(a[1]), answer=_answer(st, a[1], a[2], w))
    if kind == "tokens":
        return w.t("tokens", k=a[2], src=_place(st, a[0], w), dst=_place(st, a[1], w), cause=w.word(a[3]))
    if kind == "basic":
        return w.t("basic", p=_player(a[0]), action=w.word(a[1]))
    if kind == "move":
        return w.t("move", card=card(a[1]), p=_player(a[0]), src=_zone(a[2], w), dst=_zone(a[3], w))
    if kind in ("burnout", "reshuffle", "flinch", "flinch_removed"):
        return w.t(kind, p=_player(a[0]))
    if kind in ("disenchant", "unused", "remove"):
        return w.t(kind, card=card(a[1]), p=_player(a[0]))
    if kind in _ATTACK_NOTES:
        return w.t(kind, p=_player(a[0]), aid=a[1])
    if kind == "seal":
        return w.t("seal", card=card(a[1]), p=_player(a[0]), by=card(a[2]))
    if kind == "exchange":
        return w.t("exchange", p=_player(a[0]), card=card(a[1]), other=card(a[2]))
    if kind in ("fate", "fate_unseen"):  # Innealra's fates (MR 24-6, 24-7)
        return w.t(kind, p=_player(a[0]), card=card(a[1]))
    if kind in ("gain_extra", "random_pick"):
        return w.t(kind, p=_player(a[0]), card=card(a[1]))
    if kind in ("reveal", "reveal_hand"):
        return w.t("reveal", p=_player(a[0]), cards=_cards(st, a[1], w))
    if kind == "reveal_parts":
        return w.t("reveal_parts", p=_player(a[0]), cards=_cards(st, a[1], w), level=a[2])
    if kind == "look_hand":
        return w.t("look_hand", p=_player(a[0]), q=_player(a[1]))
    if kind == "declare":
        return w.t("declare", p=_player(a[0]), n=_plain(a[1]))
    if kind == "plan_enact":
        return w.t("plan_enact", p=_player(a[0]), plan=w.word(a[1]))
    if kind == "umbrella":
        return w.t("umbrella", p=_player(a[0]), state=w.word(a[1]))
    if kind == "artificial":  # megami rules 9-2
        return w.t("artificial", p=_player(a[0]), m=a[1], b=a[2], plus=a[3], minus=a[4])
    if kind == "weaken":
        return w.t("weaken", p=_player(a[0]), aid=a[1], x=a[2], y=a[3])
    if kind == "event":  # engine events that abilities listen to (state.emit)
        return _event(st, a, w)
    if kind == "end_phase_now":
        return w.t("phase_ends", phase=w.word(f"{a[1]}_phase"))
    if kind == "game_over":
        who = w.t("draw") if a[0] is None else w.t("wins", p=_player(a[0]))
        return w.t("game_over", n=turn, who=who, reason=w.word(a[1]))
    return _generic(kind, a)


def _generic(kind: str, a: tuple) -> str:
    return f"  {kind}: {', '.join(_plain(x) for x in a)}"


def turn_status(st: GameState) -> dict[int, tuple[int, ...]]:
    """Per ``turn`` event (its index in ``st.events``): the position at that moment as
    (life A, life B, aura A, aura B, flare A, flare B, distance, hand A, hand B)."""
    if st.events is None:
        return {}
    return status_at(st, [i for i, ev in enumerate(st.events) if ev[1] == "turn"])


def status_at(st: GameState, indices: list[int]) -> dict[int, tuple[int, ...]]:
    """The position (as :func:`turn_status`) right after each event of ``indices`` was recorded.

    Worked out backwards from the final state, undoing every recorded token move (``tokens``) and card
    move (``move``, whose first argument is the card's owner before the move; its owner after it is
    known from the later state), so the engine records nothing extra."""
    if st.events is None:
        return {}
    places = (LIFE, LIFE + 1, AURA, AURA + 1, FLARE, FLARE + 1, DIST)
    tok = {pl: st.tok[pl] for pl in places}
    hand = [len(st.zones[0][HAND]), len(st.zones[1][HAND])]
    owner = list(st.owner)
    wanted = set(indices)
    out: dict[int, tuple[int, ...]] = {}
    for i in range(len(st.events) - 1, -1, -1):
        ev = st.events[i]
        if i in wanted:
            out[i] = tuple(tok[pl] for pl in places) + tuple(hand)
        kind = ev[1]
        if kind == "tokens":
            src, dst, k = ev[2], ev[3], ev[4]
            if src in tok:
                tok[src] += k
            if dst in tok:
                tok[dst] -= k
        elif kind == "move":
            old_p, uid, old, new = ev[2], ev[3], ev[4], ev[5]
            if new == HAND:
                hand[owner[uid]] -= 1
            if old == HAND:
                hand[old_p] += 1
            owner[uid] = old_p
    return out


def _status(s: tuple[int, ...], w: _Words) -> str:
    sides = [w.t("side", p=PLAYERS[p], life=s[0 + p], aura=s[2 + p], flare=s[4 + p], hand=s[7 + p]) for p in (0, 1)]
    return w.t("status", a=sides[0], b=sides[1], dist=s[6])


def format_log(st: GameState, lang: str = "en") -> str:
    """Render ``st.events`` (recorded with ``record=True``) as text, one line per event plus a status
    line after each turn's heading."""
    if st.events is None:
        return ""
    w = _Words(lang)
    status = turn_status(st)
    lines = []
    for i, ev in enumerate(st.events):
        try:
            lines.append(_line(st, ev[0], ev[1], ev[2:], w))
        except (IndexError, TypeError, ValueError):  # an event of a known kind with an unexpected shape: still shown
            lines.append(_generic(ev[1], ev[2:]))
        if i in status:
            s = status[i]
            if ev[1] == "turn" and len(ev) > 3:  # the current distance recorded with the turn (CR 5-2-1),
                s = s[:6] + (ev[3],) + s[7:]  # not the tokens in Distance (Thallya's tokens, turn effects)
            lines.append(_status(s, w))
    return "\n".join(lines)
