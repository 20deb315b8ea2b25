"""The words of a hint: the advised action and one line of reason, in the player's language.

Pure text (no pygame): the table's hint button and ``python -m game.hint`` both use it.
"""
from __future__ import annotations

from typing import Any, Sequence

from game.ai.hint import Advice

from .i18n import amount_text, as_written, capitalised, card_text, decimal, listed, lookup, singular, translate

SUIT_NAMES = {"S": "suit.spades", "H": "suit.hearts", "D": "suit.diamonds", "C": "suit.clubs"}
# A game whose searched values a person reads the other way round: Polignac's are the points kept
# off the seat's score (game.ai.polignac_world's outcome), said as the points added to it.
READ_REVERSED = {"polignac"}


def action_text(action: Any, lang: str, order: Sequence[str] = ()) -> str:
    """An action (contract §3 form or object) in words; the cards of an écart named in the order
    of ``order`` (the hand as the table holds it) where it is given."""
    data = action if isinstance(action, dict) else action.to_json()
    kind = data["type"]

    def t(key: str, **fmt: Any) -> str:
        return translate(key, lang, **fmt)

    if kind == "play":
        return card_text(data["card"], lang)
    if kind == "ecart":
        cards = sorted(data["cards"], key=lambda c: order.index(c) if c in order else len(order))
        return t("hint.action.ecart", cards=", ".join(card_text(c, lang) for c in cards))
    if kind == "general":
        return t(f"pol.general.{data['choice']}")
    if kind == "favour":
        return t("hint.action.favour_yes" if data["answer"] else "hint.action.favour_no")
    if kind == "contract":
        if data["contract"] == "atout":
            return t("dk.contract.atout_in", suit=t(SUIT_NAMES[data["trump"]]))
        return t(f"dk.contract.{data['contract']}")
    if kind == "trump":
        return t("hint.action.trump", suit=t(SUIT_NAMES[data["suit"]]))
    if kind == "cabaret" and data["move"] == "renvier":
        return t("hint.action.renvier", n=data["raise"])
    if kind == "cotillon" and data["move"] == "remue":
        return t("hint.action.remue", card=card_text(data["card"], lang))
    return t(f"hint.action.{data['move']}")


def reason(advice: Advice, lang: str, order: Sequence[str] = (), short: bool = False) -> str:
    """One line saying why the advised action is the one; where its figures weigh a lost match
    (Polignac near the limit), a word saying so. Cards are named in the order of ``order``
    (action_text). ``short``: the figures alone, for a window with no room for the whole line."""
    line = capitalised(_reason(advice, lang, order, "_short" if short else ""))
    if advice.stake and advice.values and advice.legal_count > 1 and not short:
        line += " " + translate("hint.stake", lang, loss=decimal(advice.stake, lang, 0))
    return line


def _reason(advice: Advice, lang: str, order: Sequence[str], form: str) -> str:
    act = action_text(advice.action, lang, order)
    if advice.legal_count <= 1:
        return translate("hint.only", lang, action=act)
    others = [(a, v) for a, v in advice.values if a.to_json() != advice.action.to_json()]
    mine = [v for a, v in advice.values if a.to_json() == advice.action.to_json()]
    if not others or not mine:
        return translate("hint.rule", lang, action=act)
    other, other_value = others[0]
    sign = -1.0 if advice.game in READ_REVERSED else 1.0
    # a figure below zero where the game has words for it ("5 points taken off your score", not
    # "−5.0 points added to your score"): both figures then read that way round
    off = as_written(sign * mine[0]) < 0 and lookup(f"hint.value.{advice.game}_off", lang) is not None
    sign = -sign if off else sign
    figure, other_text = amount_text(sign * mine[0], lang), amount_text(sign * other_value, lang)
    value = figure
    if advice.game:                   # what the figure counts: the game's points, or in Double King
        one = "_one" if singular(figure, lang) else ""                      # the gap to the table's mean
        value = translate(f"hint.value.{advice.game}{'_off' if off else ''}{one}", lang, value=figure)
    rivals = words_weighed(advice, others)
    if len(rivals) > 1:               # a cotillon word: each other word's figure, not the next best's alone
        against = [translate("hint.against", lang, value=amount_text(sign * v, lang), other=action_text(a, lang, order))
                   for a, v in rivals]
        return translate("hint.search_words" + form, lang, action=act, value=value, over=over(advice.game, lang),
                         others=listed(against, lambda key: translate(key, lang)))
    if figure == other_text:          # as good as the next best, as far as the figures show
        return translate("hint.tie" + form, lang, action=act, other=action_text(other, lang, order), value=value,
                         over=over(advice.game, lang))
    return translate("hint.search" + form, lang, action=act, value=value, over=over(advice.game, lang),
                     other=action_text(other, lang, order), other_value=other_text)


def over(game: str, lang: str) -> str:
    """Over what a searched figure is counted, as the hint's line says it after the figure: "on
    average over the ways the hidden cards may lie"; where the game's figure is itself an average
    (Double King's, the players' average), the ways without a second "average"."""
    key = f"hint.over.{game}" if lookup(f"hint.over.{game}", lang) is not None else "hint.over"
    return translate(key, lang, ways=translate("hint.ways", lang))


def words_weighed(advice: Advice, others: list) -> list:
    """In Guinguette's cotillon, the other words the search weighed against the advised one, each
    once at its best (playing, passing, stirring with the best card put back, stopping), the
    stirs last (their line names a card after a comma): a newcomer weighing "je joue" against
    "je passe" read the hint compare passing with stirring alone. Elsewhere none (the next best
    alone is said)."""
    if advice.game != "guinguette" or advice.action.to_json().get("type") != "cotillon":
        return []
    best: dict[str, tuple] = {}
    for action, value in others:            # best first
        move = action.to_json().get("move")
        if action.to_json().get("type") == "cotillon" and move not in best:
            best[move] = (action, value)
    return sorted(best.values(), key=lambda av: av[0].to_json()["move"] == "remue")
