"""The first lessons (issue 16): every script is a deal the rules accept, played to its end; every
text exists in French and English; the scene waits for the lesson's choice and explains another."""
from __future__ import annotations

import pygame
import pytest
from test_ui_frame_support import make_app, texts_drawn, texts_placed

from game.ai.review import deal_values
from game.engine import new_match
from game.engine.cards import CODE_LIST
from game.ui import i18n, widgets
from game.ui.scenes.lesson import LessonScene, LessonsScene
from game.ui.scenes.lesson_scripts import LESSONS, lessons_of
from game.ui.scenes.rules import RulesScene


def start(lesson):
    deal = {"hands": [list(h) for h in lesson.hands]}
    if lesson.talon is not None:
        deal["talon"] = list(lesson.talon)
    return new_match(lesson.game, lesson.players, dict(lesson.options), seed=lesson.seed,
                     dealer=lesson.dealer, deals=[deal])


def rects_drawn(monkeypatch, app, colour) -> list:
    """The rects ``pygame.draw.rect`` draws in ``colour`` over one frame of ``app``."""
    import pygame
    found = []
    real = pygame.draw.rect

    def spy(surface, drawn, rect, *args, **kwargs):
        if tuple(drawn)[:3] == tuple(colour)[:3]:
            found.append(pygame.Rect(rect))
        return real(surface, drawn, rect, *args, **kwargs)
    monkeypatch.setattr(pygame.draw, "rect", spy)
    app.frame(0.0, [])
    monkeypatch.undo()
    return found


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_every_script_is_a_legal_deal_played_to_its_end(lesson):
    match = start(lesson)
    ended = None
    for i, action in enumerate(lesson.actions):
        assert ended is None, f"action {i} comes after the end of the deal"
        events = match.apply_json(action["seat"], {k: v for k, v in action.items() if k != "seat"})
        ended = deal_values(lesson.game, events)
    assert ended is not None, "the script stops before the deal ends"
    assert any(a["seat"] == 0 for a in lesson.actions)


def play_lesson_until(app, scene, done, steps=600) -> None:
    """The lesson goes on as a person follows it (its notes continued, its choices taken, the
    computers given time) until ``done()``, what they brought up left on the screen long enough to
    be read (a key or a click in its first moments is not taken)."""
    from game.ui.scene import UNBIDDEN_GRACE_S
    for _ in range(steps):
        if done():
            if not scene.busy():
                app.frame(UNBIDDEN_GRACE_S, [])
            return
        if scene.held:
            scene.proceed()
        elif scene.person_turn():
            scene.choose()
        else:
            scene.update(1.0)
        app.frame(0.0, [])
    raise AssertionError("the lesson never got there")


def press_enter_once_read(app) -> None:
    """Enter, pressed once what is on the screen has shown long enough to be read (a key in its
    first moments is not taken where the others' cards brought it up)."""
    from test_ui_frame_support import post_key

    from game.ui.scene import UNBIDDEN_GRACE_S
    app.frame(UNBIDDEN_GRACE_S, [])
    post_key(app, pygame.K_RETURN)


def test_each_game_has_its_lessons_and_double_king_one_per_contract():
    from game.engine.double_king_rules import CONTRACT_NAMES
    assert len(lessons_of("polignac")) == 1 and len(lessons_of("guinguette")) == 1
    dk = lessons_of("double_king")
    assert sorted(lesson.actions[0]["contract"] for lesson in dk) == sorted(CONTRACT_NAMES)
    assert all(lesson.actions[0]["seat"] == 0 for lesson in dk)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_lesson_text_is_written_in_both_languages(lang):
    catalogue = i18n.catalogue(lang)
    own = {k for k in catalogue if k.startswith("lesson.")}
    for lesson in LESSONS:
        named = ("title",) if lesson.contract is None else ()     # a contract's lesson is named by it
        for part in (*named, "intro", "end", *lesson.notes.values(), *lesson.shows):
            assert f"lesson.{lesson.id}.{part}" in own, (lang, lesson.id, part)
        for part, codes in lesson.shows.items():          # the cards a note speaks of are the person's
            assert set(codes) <= set(lesson.hands[0]), (lesson.id, part)
    other = {k for k in i18n.catalogue("en" if lang == "fr" else "fr") if k.startswith("lesson.")}
    assert own == other


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_a_lesson_plays_by_the_rules_as_written(lesson):
    """Guinguette's lesson dealt with tierces in any suits (an option) while the rules' default, and
    every table set as they stand, wants a tierce of one suit: a newcomer learnt a cabaret of
    J♥ 9♥ 10♣ that his first table would not count. A lesson sets no option away from its default."""
    from game.engine import game_module
    defaults = {option.name: option.default for option in game_module(lesson.game).OPTIONS}
    assert {name: value for name, value in lesson.options.items() if value != defaults[name]} == {}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_guinguette_lesson_s_tierce_is_the_one_its_words_describe(lang):
    """The lesson's tierce is the one the engine finds under the lesson's rules, three cards of one
    suit in a row, and its words name the rule it plays by (the option's own name for it, "même
    couleur" / "same suit"), not the variant ("toutes couleurs" / "any suits")."""
    lesson = next(lesson for lesson in LESSONS if lesson.id == "guinguette")
    shown = next(e for e in start(lesson).opening_events if e.kind == "cabaret_win").shown
    assert set(shown) == set(lesson.shows["event.cabaret_announce"]) == set(lesson.shows["event.cabaret_win"])
    assert len({code[1] for code in shown}) == 1
    catalogue = i18n.catalogue(lang)
    words = catalogue["lesson.guinguette.event.cabaret_announce"].lower()
    assert catalogue["value.guinguette.tierce_suits.same"].lower() in words
    assert catalogue["value.guinguette.tierce_suits.any"].lower() not in words


def the_person_s_outcome(match, action) -> tuple[int, int]:
    """The person's (seat 0) counters and tricks as the rules leave them at the deal's end, once
    ``action`` is played: at each later turn every legal card is tried, the person taking his best,
    every other seat the worst for him (the cotillon's four tricks are few enough to try them all)."""
    after = match.clone()
    events = after.apply(action)
    end = next((e for e in events if e.kind == "deal_end"), None)
    if end is not None:
        return end.chips[0], next(e for e in events if e.kind == "settle").tricks[0]
    outcomes = [the_person_s_outcome(after, legal) for legal in after.legal_actions()]
    return max(outcomes) if after.to_act == 0 else min(outcomes)


@pytest.mark.parametrize("lesson", lessons_of("guinguette"), ids=[lesson.id for lesson in lessons_of("guinguette")])
def test_the_person_s_cards_in_a_guinguette_lesson_are_his_best_line_with_every_card_seen(lesson):
    """Guinguette's lesson taught a line that lost on its own deal: the J♥ led at the third trick
    fell to Anatole's K♥, and the Q♦ kept for the last could not take his 6♣: one trick and the
    fine, where the Q♦ led at the third trick made two and paid nothing. At each of the person's
    cards in the script, every card he may play is played out against every card the others may
    answer: the script's card leaves him as many counters (then tricks) as the best of them, the
    others answering as worst for him, and the script's own line, as its seats play, ends there."""
    match = start(lesson)
    best: list[tuple[int, int]] = []          # at each of his cards, the best he can make sure of
    for i, action in enumerate(lesson.actions):
        body = {k: v for k, v in action.items() if k != "seat"}
        if action["seat"] == 0 and action["type"] == "play":
            outcomes = {a.to_json()["card"]: the_person_s_outcome(match, a) for a in match.legal_actions()}
            assert outcomes[action["card"]] == max(outcomes.values()), (i, outcomes)
            best.append(outcomes[action["card"]])
        events = match.apply_json(action["seat"], body)
    assert len(best) == 4
    settled = next(e for e in events if e.kind == "settle")
    assert (next(e for e in events if e.kind == "deal_end").chips[0], settled.tricks[0]) >= best[0]


def test_the_lesson_waits_for_its_card_explains_another_and_ends_with_the_result(tmp_path):
    app = make_app(tmp_path, language="en")
    lesson = lessons_of("polignac")[0]
    scene = LessonScene(app, lesson)
    app.push(scene)
    app.frame(0.0, [])
    assert scene.held and scene.note == scene.text("intro")
    guard = 0
    while not scene.finished and guard < 400:
        guard += 1
        if scene.held:
            scene.proceed()
            continue
        want = scene.expected()
        if scene.person_turn():               # (a trick before his lead lies to be read first)
            hand = scene.match.hands_json()[0]
            other = next((c for c in hand if c != want.get("card")), None)
            if other is not None and want["type"] == "play":
                before = scene.pos
                scene.try_action({"type": "play", "card": other})
                assert scene.pos == before and scene.tip == app.t(
                    "lesson.try", action=scene.card(want["card"]))
                assert scene.rule_line()
            scene.try_action({k: v for k, v in want.items() if k != "seat"})
        else:
            scene.update(1.0)
        app.frame(0.0, [])
    assert scene.finished
    assert app.t("lesson.result", you="").split(":")[0] in scene.note


@pytest.mark.parametrize("lang, title, others", [
    ("en", "Double King: No 7th or 13th trick",
     "The others: Ernestine\u00a0−2, Anatole\u00a0−3, Hortense\u00a00."),
    ("fr", "Double King\u00a0: Pas de 7e ni de 13e pli",
     "Les autres\u00a0: Ernestine\u00a0−2, Anatole\u00a0−3, Hortense\u00a00."),
])
def test_a_double_king_lesson_is_named_by_its_contract_and_ends_with_everyone_s_result(tmp_path, monkeypatch,
                                                                                       lang, title, others):
    """The lesson's end said the person's result alone: who took the costly 7th and 13th tricks was
    nowhere. It says the others' too, as the engine scores them; and the lesson's name is its
    contract's, written once with the contracts."""
    app = make_app(tmp_path, language=lang)
    lesson = next(one for one in lessons_of("double_king") if one.contract == "sept_treize")
    scene = LessonScene(app, lesson)
    app.push(scene)
    assert title in texts_drawn(monkeypatch, lambda: app.frame(0.0, []))
    play_lesson_until(app, scene, lambda: scene.finished)
    while not scene.note.startswith(scene.text("end")):
        scene.proceed()
    assert scene.note.splitlines()[-1] == others


def test_after_the_last_lesson_of_a_list_the_mark_goes_round_to_the_first_not_done(tmp_path):
    """Played from the keys: Double King's last lesson (Trumps) followed to its end, back in the
    list the mark stayed on it, and the next Enter began it again. The mark goes on to the
    first lesson not done, round from the last; with every lesson done it stays."""
    app = make_app(tmp_path, language="en")
    listing = LessonsScene(app, "double_king")
    app.push(listing)
    app.frame(0.0, [])
    last = len(lessons_of("double_king")) - 1
    listing.focus = widgets.move_mark(listing.buttons, last, listing.focus)
    listing.buttons[last].click()
    scene = app.top
    play_lesson_until(app, scene, lambda: scene.finished)
    while app.top is scene:
        scene.proceed()
    assert app.top is listing and listing.focus == 0 and listing.buttons[0].default
    assert listing.buttons[last].label.endswith("(done)")
    app.settings["lessons_done"] = [lesson.id for lesson in lessons_of("double_king")]
    listing.focus = widgets.move_mark(listing.buttons, last, listing.focus)
    listing.resume()
    assert listing.focus == last


@pytest.mark.parametrize("game", [None, "double_king"])
def test_the_lessons_list_opens_with_its_mark_on_the_first_lesson_not_done(tmp_path, game):
    """The Polignac lesson followed to its end, Learn → First lessons opened with the mark on
    "Polignac: a first deal (done)", and Enter played it again: the list opens on the first one
    not done, as it moves on when a lesson ends."""
    app = make_app(tmp_path, language="en")
    app.settings["lessons_done"] = ["polignac"] if game is None else ["dk_plis", "dk_coeurs"]
    scene = LessonsScene(app, game)
    app.push(scene)
    app.frame(0.0)
    marked = scene.buttons[scene.focus]
    assert marked.default and "(done)" not in marked.label, [b.label for b in scene.buttons]
    assert scene.focus == (1 if game is None else 2)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_in_a_small_window_a_lesson_s_seats_keep_their_counts_whole(tmp_path, monkeypatch, lang):
    """At 640×400 the side seats of a Double King lesson read "Ernestine · cartes :…": the count of
    their cards, what the label is for, was cut off. The name goes on a line of its own and the
    count and the tricks under it, each whole."""
    app = make_app(tmp_path, size=(640, 400), language=lang)
    lesson = lessons_of("double_king")[0]
    scene = LessonScene(app, lesson)
    app.push(scene)
    app.frame(0.0, [])
    play_lesson_until(app, scene, lambda: scene.pos >= 9)
    drawn = texts_drawn(monkeypatch, lambda: scene.draw_board(app.surface))
    assert not [text for text in drawn if text.endswith("…")], drawn
    hands = scene.match.hands_json()
    for seat in range(1, 4):
        count = app.t("lesson.cards", n=len(hands[seat]))
        assert any(count in text for text in drawn), (count, drawn)
        assert scene.seat_name(seat) in drawn or any(text.startswith(scene.seat_name(seat) + " · ") for text in drawn)


def test_a_lesson_counts_the_tricks_as_the_table_does(tmp_path, monkeypatch):
    """"No 7th or 13th trick: count the tricks", said the lesson, and its board showed no count:
    the table's "Trick 7/13" was nowhere. The trick in play (or the one just taken) is counted at
    the end of the title's line, from the first card on."""
    app = make_app(tmp_path, language="en")
    lesson = next(one for one in lessons_of("double_king") if one.contract == "sept_treize")
    scene = LessonScene(app, lesson)
    app.push(scene)
    assert not [text for text in texts_drawn(monkeypatch, lambda: app.frame(0.0, [])) if text.startswith("Trick ")]
    seen = []
    for upto in range(2, len(lesson.actions) + 1, 4):          # a card into each trick
        play_lesson_until(app, scene, lambda upto=upto: scene.pos >= upto or scene.finished)
        drawn = texts_drawn(monkeypatch, lambda: scene.draw_board(app.surface))
        seen += [text for text in drawn if text.startswith("Trick ")]
    assert seen[0] == "Trick 1/13" and "Trick 7/13" in seen and seen[-1] == "Trick 13/13"
    numbers = [int(text.split()[1].split("/")[0]) for text in seen]
    assert numbers == sorted(numbers)


def test_lessons_are_reached_from_the_learn_menu_and_the_rules(tmp_path):
    app = make_app(tmp_path)
    rules = RulesScene(app, "double_king")
    app.push(rules)
    app.frame(0.0, [])
    rules.lesson()
    assert isinstance(app.top, LessonsScene) and app.top.game == "double_king"
    assert len(app.top.entries()) == 7
    app.pop()
    rules.choose("polignac")
    rules.lesson()
    assert isinstance(app.top, LessonScene)
    listing = LessonsScene(app)
    labels = [label for label, _, _ in listing.entries()]
    assert len(labels) == 3


def test_the_rules_page_s_lessons_are_reached_from_the_keys(tmp_path):
    """On the rules page Enter and Escape went back and nothing else: its "First lesson(s)" button
    needed the mouse. Tab marks it (Shift+Tab marks Back again), and Enter presses the one marked."""
    import pygame
    from test_ui_frame_support import post_key

    from game.ui.scenes.title import TitleScene
    app = make_app(tmp_path)
    app.push(TitleScene(app))
    rules = RulesScene(app, "double_king")
    app.push(rules)
    app.frame(0.0, [])
    assert rules.back_button.default and not rules.lesson_button.default
    post_key(app, pygame.K_TAB)
    assert rules.lesson_button.default and not rules.back_button.default
    post_key(app, pygame.K_RETURN)
    assert isinstance(app.top, LessonsScene) and app.top.game == "double_king"
    app.pop()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_LSHIFT, unicode="",
                                         scancode=0))
    app.frame(0.0)
    assert rules.back_button.default and not rules.lesson_button.default
    post_key(app, pygame.K_RETURN)
    assert isinstance(app.top, TitleScene)


def test_a_lesson_played_to_its_end_is_marked_done_in_the_lists_and_remembered(tmp_path):
    """Nothing said which of the nine first lessons a person had already followed. A lesson played
    to its end reads "(done)" in its list, the list's mark moves on to the next lesson not done, its
    game's entry counts it, and the next start of the app remembers it; a lesson left in its middle
    is not counted."""
    app = make_app(tmp_path, language="en")
    listing = LessonsScene(app)
    app.push(listing)
    app.frame(0.0, [])
    assert not [b.label for b in listing.buttons if "done" in b.label]
    dk_entry = next(b for b in listing.buttons if b.label.startswith("Double King"))
    dk_entry.click()
    dk_list = app.top
    assert isinstance(dk_list, LessonsScene) and dk_list.game == "double_king"
    assert dk_list.title == "Double King: the 7\u00a0contracts"     # it read "First lessons", as the list before
    first, second = lessons_of("double_king")[:2]
    dk_list.buttons[1].click()                                   # the second, left in its middle
    scene = app.top
    assert isinstance(scene, LessonScene) and scene.lesson is second
    scene.proceed()
    app.pop()
    dk_list.buttons[0].click()                                   # the first, played to its end
    scene = app.top
    play_lesson_until(app, scene, lambda: scene.finished)
    while app.top is scene:
        scene.proceed()                                          # its last words, then "End of the lesson"
    assert app.top is dk_list
    assert dk_list.focus == 1 and dk_list.buttons[1].default      # the mark moves on to the next one
    # under "Double King: the 7 contracts" each is named by its contract alone
    assert [b.label for b in dk_list.buttons][:2] == ["No tricks (done)", "No hearts"]
    app.pop()
    assert app.top is listing
    assert "Double King: the 7\u00a0contracts (1\u00a0done)" in [b.label for b in listing.buttons]
    assert listing.focus == 0                         # Polignac's lesson, not done: the mark stays
    listing.buttons[0].click()                        # Polignac's one lesson, played to its end
    scene = app.top
    play_lesson_until(app, scene, lambda: scene.finished)
    while app.top is scene:
        scene.proceed()
    assert app.top is listing and listing.buttons[0].label.endswith("(done)")
    assert listing.focus == 1                         # on to the next game with lessons left
    again = make_app(tmp_path, language="fr")                    # the app started again
    labels = [label for label, _, _ in LessonsScene(again, "double_king").entries()]
    assert labels[0] == "Pas de plis (leçon faite)"
    games = [label for label, _, _ in LessonsScene(again).entries()]
    assert games[1] == "Double King\u00a0: les 7\u00a0contrats (1\u00a0leçon faite)"


def test_the_lesson_board_shows_the_seats_cards_and_guinguette_s_baskets_as_they_fill(tmp_path, monkeypatch):
    """"Guinguette: the three baskets" named the baskets and showed none, and the other seats were
    a line of text each ("Anatole · cards: 4"): their backs are now fanned as at the table, and the
    three baskets hold what the engine says they hold."""
    from game.ui.games import guinguette_draw
    from game.ui.table import draw
    app = make_app(tmp_path)
    lesson = next(lesson for lesson in LESSONS if lesson.id == "guinguette")
    scene = LessonScene(app, lesson)
    app.push(scene)
    fans: list[int] = []
    baskets: list[tuple[str, int]] = []
    real_fan, real_basket = draw.fan_image, guinguette_draw.draw_basket

    def fan_spy(owner, count, height):
        fans.append(count)
        return real_fan(owner, count, height)

    def basket_spy(owner, surface, centre, size, amount, label, *args, **kwargs):
        baskets.append((label, amount))
        return real_basket(owner, surface, centre, size, amount, label, *args, **kwargs)
    monkeypatch.setattr("game.ui.scenes.lesson.fan_image", fan_spy)
    monkeypatch.setattr(guinguette_draw, "draw_basket", basket_spy)
    try:
        for _ in range(12):                           # through the antes, the queen, the cabaret
            scene.choose() if scene.person_turn() else scene.proceed()
            for _ in range(40):
                app.frame(1 / 30)
        fans.clear()
        baskets.clear()
        app.frame(1 / 30)
        hands = scene.match.hands_json()
        passed = scene.cloth()["passers"]             # a passer's hand lies squared: one back
        assert sorted(fans) == sorted(1 if s in passed else len(hands[s]) for s in range(1, lesson.players)
                                      if hands[s])
        score = scene.match.view(0).score
        t = app.t
        assert baskets == [(t("gg.basket.guinguette"), score["guinguette"]), (t("gg.basket.cabaret"), score["cabaret"]),
                           (t("gg.basket.cotillon"), score["basket_in_play"])]
        assert any(amount for _label, amount in baskets)
    finally:
        app.shutdown()


@pytest.mark.parametrize("lesson_id", ["dk_atout", "dk_dames"])
def test_the_card_the_lesson_plays_is_framed_when_the_person_is_to_play(tmp_path, monkeypatch, lesson_id):
    """"Click the card the lesson plays" while every heart lay alike, lifted: which one was found
    only by trying. The lesson's card is framed in gold, the others not."""
    from game.ui import theme
    app = make_app(tmp_path, language="fr")
    lesson = next(lesson for lesson in lessons_of("double_king") if lesson.id == lesson_id)
    scene = LessonScene(app, lesson)
    app.push(scene)
    app.frame(0.0, [])
    play_lesson_until(app, scene, lambda: scene.person_turn() and scene.match.phase == "play")   # his first card
    want = scene.expected()["card"]
    legal = [a.to_json()["card"] for a in scene.match.legal_actions()]
    assert len(legal) > 1 and want in legal
    framed = rects_drawn(monkeypatch, app, theme.GOLD)
    cards = dict((code, rect) for rect, code in scene.hand_rects)
    assert [r for r in framed if r == cards[want].inflate(6, 6)]
    assert not [r for r in framed for code in legal if code != want and r == cards[code].inflate(6, 6)]
    # it stands higher than the others that may be played; drawn whole over the next card, it hid
    # that card's corner (the 4♠ over the 9♥): each card's index stays in sight, none drawn over it
    assert all(cards[want].top < cards[code].top for code in legal if code != want)
    order = [code for _, code in scene.hand_rects]
    for i, code in enumerate(order):
        corner = pygame.Rect(cards[code].topleft, (cards[code].w // 5, cards[code].h // 4))
        assert not [later for later in order[i + 1:] if cards[later].colliderect(corner)], code
        assert not [r for r in framed if r.colliderect(corner) and r != cards[code].inflate(6, 6)
                    and order.index(code) < order.index(want)], f"a frame over {code}'s corner"
    visible = pygame.Rect(cards[want].topleft, (cards[want].w // 5, cards[want].h))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=visible.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=visible.center, button=1))
    app.frame(0.0)
    assert want not in scene.match.view(0).hand, "the framed card was played"


def test_the_lesson_s_decision_button_reads_as_a_button(tmp_path, monkeypatch):
    """The Guinguette lesson's button read "atout cœur", a phrase cut out of a sentence: a button's
    label starts with a capital ("Atout cœur")."""
    app = make_app(tmp_path, language="fr")
    lesson = next(lesson for lesson in LESSONS if lesson.id == "guinguette")
    scene = LessonScene(app, lesson)
    app.push(scene)
    try:
        play_lesson_until(app, scene, lambda: scene.person_turn() and not scene.held)    # his first decision
        assert scene.person_turn() and scene.match.phase == "trump"
        drawn = texts_drawn(monkeypatch, lambda: app.frame(0.0, []))
        assert scene.choice_button.label == "Atout cœur" and "Atout cœur" in drawn
    finally:
        app.shutdown()


def test_a_passer_s_hand_lies_squared_in_the_guinguette_lesson(tmp_path, monkeypatch):
    """"Ernestine and Hortense passed", the note said, while their four cards stayed fanned under
    "Hortense · cards: 4": a passer's hand lies squared, as at the table, and says so."""
    app = make_app(tmp_path, language="en")
    lesson = next(lesson for lesson in LESSONS if lesson.id == "guinguette")
    scene = LessonScene(app, lesson)
    app.push(scene)
    from game.ui.table import draw
    fans: list[int] = []
    real_fan = draw.fan_image

    def fan_spy(owner, count, height):
        fans.append(count)
        return real_fan(owner, count, height)
    monkeypatch.setattr("game.ui.scenes.lesson.fan_image", fan_spy)
    try:
        play_lesson_until(app, scene, lambda: scene.match.phase == "play")      # the first card of the tricks
        assert scene.cloth()["passers"] == {1, 3}
        fans.clear()
        drawn = texts_drawn(monkeypatch, lambda: app.frame(1 / 30))
        assert sorted(fans) == [1, 1, 4]                             # two hands laid aside, Anatole's fanned
        assert f"{scene.seat_name(1)} · {app.t('gg.note.passe')}" in drawn
        assert f"{scene.seat_name(2)} · {app.t('lesson.cards', n=4)}" in drawn
    finally:
        app.shutdown()


def _guinguette_lesson(app):
    lesson = next(lesson for lesson in LESSONS if lesson.id == "guinguette")
    scene = LessonScene(app, lesson)
    app.push(scene)
    app.frame(0.0, [])
    return lesson, scene


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_a_note_about_one_turn_is_not_left_standing_over_the_next(tmp_path, lesson):
    """Played in a window ("No king of hearts", 800×500): "You lead: no heart may be led while you
    hold another suit" stayed on the panel over the person's next turns, where a diamond or a spade
    was led and he had to follow. At a turn of the person's without a note of its own, the panel
    shows the lesson's standing note (the intro, which tells the contract, or a note that holds
    for the turns after it), never another turn's note."""
    app = make_app(tmp_path, language="en")
    scene = LessonScene(app, lesson)
    app.push(scene)
    standing = {scene.text(part) for part in lesson.standing}
    turn_notes = {scene.text(part) for part in lesson.notes.values()} - standing
    seen = 0
    try:
        for _ in range(2000):
            if scene.finished:
                break
            if scene.held:
                scene.proceed()
            elif scene.person_turn():
                own = lesson.notes.get(scene.pos)
                if own is None:
                    seen += 1
                    # (after a trick its script says nothing of, who took it comes first)
                    note = scene.note.split("\n", 1)[-1] if scene.note.startswith(scene.trick_taken() or "\0") \
                        else scene.note
                    assert note in standing | {""} and note not in turn_notes, (scene.pos, scene.note)
                else:
                    assert scene.note == scene.text(own)
                scene.choose()
            else:
                scene.update(1.0)
            app.frame(0.0, [])
        assert scene.finished
    finally:
        app.shutdown()
    if lesson.id == "dk_roi_coeur":           # the case seen: the contract's rules at turn 18 on
        assert seen >= 5


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("lesson", lessons_of("double_king"), ids=[lesson.id for lesson in lessons_of("double_king")])
def test_after_the_dealer_s_choice_the_panel_states_the_contract_in_play_not_the_choice(tmp_path, lang, lesson):
    """A newcomer read "You deal: you choose “No tricks”… Lead low cards…" again at tricks 2 to 13,
    long after the choice. At a later turn without a note of its own, the panel says the contract in
    play and what it costs (or, in the trump game, how trumps are played), never "you choose"."""
    from game.ui.games.double_king_terms import contract_label
    app = make_app(tmp_path, language=lang)
    scene = LessonScene(app, lesson)
    app.push(scene)
    later: list[str] = []

    def turn() -> bool:
        if scene.person_turn() and scene.pos > 0 and scene.pos not in lesson.notes:
            later.append(scene.note.split("\n")[-1])
        return len(later) >= 3
    try:
        play_lesson_until(app, scene, turn)
    finally:
        app.shutdown()
    choosing = scene.text(lesson.notes[0])
    choose = {"fr": "choisissez", "en": "you choose"}[lang]
    assert choose in choosing.lower()
    for note in later:
        assert note and note != choosing and choose not in note.lower(), note
        if lesson.contract != "atout":
            assert contract_label(app.t, lesson.contract, None) in note, note
            assert note in choosing          # the rule the choice told, word for word


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_note_names_the_suit_the_person_lacks_as_the_rule_line_under_it_does(tmp_path, lang):
    """"You have no diamond: you must throw a heart" stood over "You have no diamonds: the rules
    allow only…". Where a note says which suit the person lacks, it names it as the rule line under
    it does."""
    import re
    app = make_app(tmp_path, language=lang)
    lacking = app.t("lesson.rule.void_any", suit="\0").split("\0")[0].split()[-1]     # "no", "de"
    checked: list[tuple[str, str]] = []
    try:
        for lesson in lessons_of("double_king"):
            scene = LessonScene(app, lesson)
            app.push(scene)

            def turn(scene=scene) -> bool:
                rule = scene.rule_line() if scene.person_turn() and scene.pos in scene.lesson.notes else ""
                void = re.match(r"[^:\xa0]*\b%s (\w+)" % lacking, rule)
                if void:
                    suit = void.group(1)
                    said = re.findall(r"\b%s (%s|%s)\b" % (lacking, suit, suit.rstrip("s")), scene.note)
                    checked.extend((scene.note, word) for word in said[:1])
                    assert said[:1] in ([], [suit]), (scene.note, rule)
                return scene.finished
            play_lesson_until(app, scene, turn)
            app.pop()
    finally:
        app.shutdown()
    assert len(checked) >= 5, checked


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_guinguette_lesson_s_baskets_are_emptied_as_its_notes_tell_it(tmp_path, lang):
    """Played in a window: the lesson opened on "every deal plays for three baskets of counters,
    filled by everyone's antes" over a guinguette and a cabaret showing 0, and the person's 45
    counters beside the others' 37: the engine had dealt the queen of diamonds and settled the
    lone cabaret before the first word. The baskets stay full until the note that empties each
    is read, the counters won coming with it; the cotillon's basket (shown full on the first
    screen) fills as its note says everyone pays into it."""
    app = make_app(tmp_path, language=lang)
    _lesson, scene = _guinguette_lesson(app)
    told = {kind: scene.text(f"event.{kind}") for kind in ("guinguette", "cabaret_win", "cotillon_open")}

    def shown():
        score = scene.cloth()["score"]
        return score["guinguette"], score["cabaret"], score["basket_in_play"], score["chips"][0], score["chips"][1]
    try:
        assert scene.note == scene.text("intro")
        assert shown() == (4, 4, 0, 38, 38)            # two antes paid, nothing taken yet
        scene.proceed()
        assert scene.note == told["guinguette"]
        assert shown() == (0, 4, 0, 42, 38)            # the queen's basket, into the person's counters
        while scene.note != told["cabaret_win"]:
            assert shown()[1] == 4
            scene.proceed()
        assert shown() == (0, 0, 0, 46, 38)
        while scene.note != told["cotillon_open"]:
            assert shown()[2] == 0
            scene.proceed()
        assert shown() == (0, 0, 4, 45, 37)            # everyone's cotillon ante, in the basket in play
        assert scene.cloth()["score"] == scene.match.view(0).score     # the cloth has caught up
    finally:
        app.shutdown()


def test_the_guinguette_lesson_tells_how_its_cotillon_was_settled_before_its_last_word(tmp_path):
    """The note that explains the cotillon's end ("Two tricks each: the basket goes to whoever made
    his second trick first") was written and never seen: the deal's end replaced it in the same
    frame. It is read first, under "Continue"; then the lesson's last word, whose button ends it."""
    app = make_app(tmp_path, language="en")
    _lesson, scene = _guinguette_lesson(app)
    settle, end = scene.text("event.settle"), scene.text("end")
    try:
        play_lesson_until(app, scene, lambda: scene.finished)
        assert scene.note == settle and scene.go_button.label == app.t("lesson.continue")
        scene.proceed()
        assert app.top is scene and scene.note.startswith(end)
        assert app.t("lesson.result", you="").split(":")[0] in scene.note
        assert scene.go_button.label == app.t("lesson.done")
        scene.proceed()
        assert app.top is not scene
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_guinguette_lesson_says_why_each_of_the_person_s_cards_is_played(tmp_path, lang):
    """Guinguette's lesson said what to play and never why (Polignac's and Double King's say it): a
    newcomer framed the 9♥, then the 10♥, the J♥ and the Q♦ without learning what made them the
    cards to play. Each of his four cards comes with a note of its own that names it and says more
    than the rules of the four tricks, which stand once the first trick's note has told them."""
    app = make_app(tmp_path, language=lang)
    lesson, scene = _guinguette_lesson(app)
    rule = scene.text("rule")
    plays = [i for i, a in enumerate(lesson.actions) if a["seat"] == 0 and a["type"] == "play"]
    seen: dict[int, str] = {}

    def turn() -> bool:
        if scene.person_turn() and scene.match.phase == "play" and scene.pos not in seen:
            seen[scene.pos] = scene.note
        return scene.finished
    try:
        assert rule and "{" not in rule
        play_lesson_until(app, scene, turn)
    finally:
        app.shutdown()
    assert sorted(seen) == plays and len(plays) == 4
    for pos, note in seen.items():
        card = scene.card(lesson.actions[pos]["card"])
        assert note == scene.text(lesson.notes[pos]), pos
        assert card in note.replace(rule, ""), (card, note)
        assert len(note.replace(rule, "")) > 2 * len(card) + 40, note       # a reason, not the card alone
    first = seen[plays[0]]
    assert rule in first and all(rule not in seen[pos] for pos in plays[1:])
    assert scene.standing == rule                     # what stands at a later turn without a note


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_guinguette_lesson_counts_its_four_tricks_as_the_table_does(tmp_path, monkeypatch, lang):
    """The Guinguette lesson never said which of its four tricks was played, where the other
    lessons' boards say "Trick 7/13" as the table does. From the first lead to the last card, the
    end of the title's line counts the trick in the table's words; before the play, nothing."""
    app = make_app(tmp_path, language=lang)
    lesson, scene = _guinguette_lesson(app)
    counted = app.t("table.trick_n", n=0, total=4).split(" ")[0] + " "     # "Pli ", "Trick "
    seen: list[str] = []

    def count() -> list[str]:
        return [text for text in texts_drawn(monkeypatch, lambda: scene.draw_board(app.surface))
                if text.startswith(counted)]
    try:
        assert count() == []                                  # the baskets' notes, before any trick
        play_lesson_until(app, scene, lambda: scene.match.phase == "play")
        assert count() == [app.t("table.trick_n", n=1, total=4)]      # the person leads the first
        for upto in range(6, len(lesson.actions) + 1):
            play_lesson_until(app, scene, lambda upto=upto: scene.pos >= upto or scene.finished)
            seen += count()
    finally:
        app.shutdown()
    assert seen[-1] == app.t("table.trick_n", n=4, total=4)
    numbers = [int(text[len(counted):].split("/")[0]) for text in seen]
    assert numbers == sorted(numbers) and set(numbers) == {1, 2, 3, 4}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 720), (1920, 1080)])
def test_the_guinguette_lesson_s_baskets_to_play_stand_clear_of_their_neighbours(tmp_path, monkeypatch, size, lang):
    """At 800×500 the lesson's "À jouer : 1" (the fine's basket, waiting for the next deal) stood
    7 pixels from the basket in play, squeezed between it and the top seat's words. The label and
    its basket keep a line's height from the basket in play and from Anatole's words. (The lesson's
    deal now ends two tricks each, no fine: its last cloth is given the fine's basket a deal with
    one trick leaves, as the board draws whatever waits.)"""
    from game.ui.games import guinguette_draw
    app = make_app(tmp_path, size=size, language=lang)
    _lesson, scene = _guinguette_lesson(app)
    live: list[pygame.Rect] = []
    real = guinguette_draw.draw_basket

    def spy(owner, surface, centre, size, amount, label, *args, **kwargs):
        rect = real(owner, surface, centre, size, amount, label, *args, **kwargs)
        if kwargs.get("live"):
            live.append(rect)
        return rect
    try:
        play_lesson_until(app, scene, lambda: scene.finished)
        assert scene.end_cloth is not None and scene.end_cloth["score"]["cotillon_queue"] == []
        scene.end_cloth["score"]["cotillon_queue"] = [2]         # a fine of 2, waiting for the next deal
        monkeypatch.setattr(guinguette_draw, "draw_basket", spy)
        placed = texts_placed(monkeypatch, lambda: scene.draw_board(app.surface))
        monkeypatch.undo()
        gap = app.font("small").get_linesize()
        labels = (app.t("gg.basket.queue", n=1), app.t("gg.basket.queue_short", n=1))
        label = next(rect for text, rect in placed if text in labels)
        assert len(live) == 1
        words = (scene.seat_name(2), app.t("gg.chips_short", n=scene.end_cloth["score"]["chips"][2]))
        anatole = [rect for text, rect in placed if rect.top < live[0].bottom and text.startswith(words)]
        assert len(anatole) == 2          # his name and cards, his counters and tricks
        assert live[0].left - label.right >= gap, (label, live[0])
        assert label.left - max(rect.right for rect in anatole) >= gap, (label, anatole)
    finally:
        app.shutdown()


def test_the_guinguette_lesson_s_cloth_stays_as_its_deal_ended(tmp_path, monkeypatch):
    """Once the deal was over the board showed the next one, which the engine had already anted:
    four counters in each basket and the passers' hands back ("Hortense · cards: 4") beside a
    note about the deal just played. It stays as the deal ended: la guinguette and le cabaret
    taken, the basket in play emptied by its winner, the passers' hands laid aside, each seat's
    counters and tricks as the settlement left them, and no basket waiting beside the one in play
    where nobody paid a fine (the table draws one only for what waits)."""
    from game.ui.games import guinguette_draw
    app = make_app(tmp_path, language="en")
    lesson, scene = _guinguette_lesson(app)
    ended = start(lesson)                           # the same deal, played through the engine alone
    for action in lesson.actions:
        events = ended.apply_json(action["seat"], {k: v for k, v in action.items() if k != "seat"})
    chips = next(e for e in events if e.kind == "deal_end").chips
    waiting = list(next(e for e in events if e.kind == "deal_end").cotillon_queue)
    assert waiting == []                            # two tricks each: no fine, nothing waiting
    baskets: list[int] = []
    real = guinguette_draw.draw_basket

    def spy(owner, surface, centre, size, amount, *args, **kwargs):
        baskets.append(amount)
        return real(owner, surface, centre, size, amount, *args, **kwargs)
    monkeypatch.setattr(guinguette_draw, "draw_basket", spy)
    try:
        play_lesson_until(app, scene, lambda: scene.finished)
        scene.proceed()                                 # the lesson's last word
        assert scene.match.view(0).score["basket_in_play"] > 0       # the engine is in the next deal
        baskets.clear()
        drawn = texts_drawn(monkeypatch, lambda: app.frame(0.0, []))
        assert baskets == [0, 0, 0]
        waits = tuple(app.t(key, n=1).split(":")[0] for key in ("gg.basket.queue", "gg.basket.queue_short"))
        assert not [text for text in drawn if text.startswith(waits)]
        for seat in (1, 3):
            assert f"{scene.seat_name(seat)} · {app.t('gg.note.passe')}" in drawn
        assert f"{app.t('gg.chips_short', n=chips[2])} · {app.t('lesson.tricks', n=2)}" in drawn
        assert f" · {app.t('gg.chips_short', n=chips[0])} · {app.t('lesson.tricks', n=2)}" in drawn
        assert chips[0] > chips[2] == chips[1]           # the person took the basket in play, at two each
    finally:
        app.shutdown()


def test_the_guinguette_lesson_shows_the_counters_the_talon_the_trump_and_the_tricks(tmp_path, monkeypatch):
    """"The basket is yours, already emptied into your counters", the lesson said, and showed no
    counters; nor the talon it speaks of, nor the trump named, nor who had taken how many tricks
    in a deal won by the most tricks. Each seat's counters and tricks are under its name, the
    talon lies on the cloth with its count, the trump is named under the basket in play."""
    app = make_app(tmp_path, language="en")
    _lesson, scene = _guinguette_lesson(app)
    try:
        play_lesson_until(app, scene, lambda: scene.match.phase == "play")
        view = scene.match.view(0)
        drawn = texts_drawn(monkeypatch, lambda: app.frame(0.0, []))
        assert app.t("gg.talon", n=view.talon_size) in drawn and view.talon_size == 20
        assert app.t("lesson.trump", suit=app.t("suit.hearts")) in drawn
        for seat in (1, 2, 3):
            assert app.t("gg.chips_short", n=view.score["chips"][seat]) in drawn
        assert f" · {app.t('gg.chips_short', n=view.score['chips'][0])}" in drawn
        assert not any(app.t("lesson.tricks", n=1) in line for line in drawn)
        play_lesson_until(app, scene, lambda: sum(scene.match.view(0).tricks_won) >= 1)
        winner = scene.match.view(0).tricks_won.index(1)
        drawn = texts_drawn(monkeypatch, lambda: app.frame(0.0, []))
        chips = scene.match.view(0).score["chips"]
        assert f"{app.t('gg.chips_short', n=chips[winner])} · {app.t('lesson.tricks', n=1)}" in drawn
    finally:
        app.shutdown()


@pytest.mark.parametrize("lesson_id", ["polignac", "dk_atout", "guinguette"])
def test_a_lesson_is_followed_from_the_keyboard_alone(tmp_path, lesson_id):
    """The table is played from the keyboard, and a lesson's notes were continued with Enter, but
    its cards and decisions only took a click. Enter (or Space) on the person's turn makes the
    lesson's choice, the card framed in gold or the decision its button names."""
    app = make_app(tmp_path, language="en")
    lesson = next(lesson for lesson in LESSONS if lesson.id == lesson_id)
    scene = LessonScene(app, lesson)
    app.push(scene)
    try:
        for _ in range(400):
            if app.top is not scene:
                break
            if scene.busy():
                scene.update(1.0)                  # the computers' scripted cards, without waiting
                app.frame(0.0, [])
            else:
                press_enter_once_read(app)
        assert app.top is not scene and scene.finished and scene.pos == len(lesson.actions)
    finally:
        app.shutdown()


def test_the_polignac_lesson_shows_the_jack_points_each_seat_has_taken(tmp_path, monkeypatch):
    """Polignac is lost by the jacks taken, and the lesson's notes count them ("1 point for her"):
    under each seat's name, beside its tricks, the points of the jacks it took, as the engine
    scored each trick."""
    from test_ui_frame_support import texts_drawn
    app = make_app(tmp_path, language="en")
    lesson = lessons_of("polignac")[0]
    scene = LessonScene(app, lesson)
    app.push(scene)
    try:
        play_lesson_until(app, scene, lambda: any(scene.match.score_json()["deal_points"]))
        points = scene.match.score_json()["deal_points"]
        drawn = texts_drawn(monkeypatch, lambda: app.frame(0.0, []))
        for seat in range(lesson.players):
            if points[seat]:
                said = app.t("learn.points.polignac" + ("_one" if points[seat] == 1 else ""), n=points[seat])
                assert f"{app.t('lesson.tricks', n=scene.tricks[seat])} · {said}" in " | ".join(drawn), seat
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_rule_line_names_the_only_card_that_follows_suit(tmp_path, lang):
    """Guinguette's lesson, clubs led and one club in the hand, said "You must follow clubs: any of
    them" (Polignac's lesson, the queen the last spade, the same beside a note saying "you must play
    it"). One card of the suit led is named, and "any" is said only where there is a choice."""
    app = make_app(tmp_path, language=lang)
    seen = {"one": 0, "several": 0}
    any_of = app.t("lesson.rule.follow", suit="").split(":")[-1].strip()
    try:
        for lesson in LESSONS:
            scene = LessonScene(app, lesson)
            app.push(scene)
            app.frame(0.0, [])

            def check(scene=scene):
                m = scene.match
                if scene.person_turn() and m.phase == "play" and m.trick:
                    led = CODE_LIST[m.trick[0][1]][1]
                    same = sorted(c for c in m.hands_json()[0] if c[1] == led)
                    legal = sorted(a.to_json()["card"] for a in m.legal_actions())
                    if same and same == legal:
                        line = scene.rule_line()
                        if len(same) == 1:
                            seen["one"] += 1
                            assert scene.card(same[0]) in line and any_of not in line, line
                        else:
                            seen["several"] += 1
                            assert any_of in line, line
                return scene.finished

            play_lesson_until(app, scene, check, steps=2000)
            app.pop()
        assert seen["one"] >= 2 and seen["several"] >= 1, seen
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_rule_line_names_the_cards_allowed_in_the_order_the_hand_shows_them(tmp_path, lang):
    """Double King's "No hearts" lesson said "the rules allow only: 2♣, 2♠, 4♦, 5♣, 7♣, A♣, J♠, Q♣"
    (the cards' codes in alphabetical order) under a hand held J♠ 2♠ … A♣ Q♣ 7♣ 5♣ 2♣ 4♦: the cards
    allowed are named as the hand shows them, left to right."""
    from game.engine import game_module
    from game.ui.table.stage import sort_hand
    app = make_app(tmp_path, language=lang)
    lists = []
    try:
        for lesson in LESSONS:
            scene = LessonScene(app, lesson)
            app.push(scene)
            app.frame(0.0, [])

            def check(scene=scene, lesson=lesson):
                m = scene.match
                if scene.person_turn() and m.phase == "play":
                    held = sort_hand(m.hands_json()[0], game_module(lesson.game).RANK_ORDER)
                    allowed = {a.to_json()["card"] for a in m.legal_actions()}
                    line = scene.rule_line()
                    named = [c for c in held if c in allowed]
                    if 1 < len(named) < len(held) and all(scene.card(c) in line for c in named):
                        where = [line.index(scene.card(c)) for c in named]
                        lists.append(line)
                        assert where == sorted(where), line
                return scene.finished

            play_lesson_until(app, scene, check, steps=2000)
            app.pop()
        assert len(lists) >= 3, lists
    finally:
        app.shutdown()


def test_the_person_s_counters_follow_his_name_at_a_space(tmp_path, monkeypatch):
    """Played in a window at 800×500: the lesson wrote "Vous   · 37 jetons", the dot two spaces off
    the name. It follows the name as in running text, one space away."""
    from test_ui_frame_support import texts_placed
    app = make_app(tmp_path)
    lesson = next(lesson for lesson in LESSONS if lesson.id == "guinguette")
    scene = LessonScene(app, lesson)
    app.push(scene)
    try:
        app.frame(1 / 30)
        placed = texts_placed(monkeypatch, app.draw)
        name = next(rect for text, rect in placed if text == app.t("setup.you"))
        text, rect = next((text, rect) for text, rect in placed if text.strip().startswith("·")
                          and abs(rect.centery - name.centery) <= 2)
        small = app.font("small")
        dot = rect.left + small.size(text[:len(text) - len(text.lstrip())])[0]   # where "·" is drawn
        assert 0 <= dot - name.right <= small.size(" ")[0] + 1, (dot - name.right, small.size(" ")[0])
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_cards_a_guinguette_note_speaks_of_are_lifted_and_ringed_in_the_hand(tmp_path, monkeypatch, lang):
    """Played in a window: "A tierce… You hold the 9, the 10 and the jack" and "you show your
    tierce" over four cards lying alike, none of them shown: the newcomer looked for the tierce
    himself. While a note speaks of some of his cards, they are lifted and ringed in his hand."""
    from game.ui import theme
    app = make_app(tmp_path, language=lang)
    lesson, scene = _guinguette_lesson(app)
    tierce = {"JH", "TH", "9H"}
    try:
        for kind, cards in (("guinguette", {"QD"}), ("cabaret_announce", tierce), ("cabaret_win", tierce)):
            told = scene.text(f"event.{kind}")
            for _ in range(10):
                if scene.note == told:
                    break
                scene.proceed()
            assert scene.note == told and scene.shown_cards() == cards
            assert all(code in lesson.hands[0] for code in cards)
            rings = rects_drawn(monkeypatch, app, theme.CREAM)
            at = {code: rect for rect, code in scene.hand_rects}
            others = [at[c].top for c in at if c not in cards]
            assert all(at[c].top < min(others) for c in cards), "lifted above the others"
            assert {c for c in at if at[c].inflate(4, 4) in rings} == cards
        scene.proceed()
        assert scene.note == scene.text("event.cotillon_open") and scene.shown_cards() == set()
        scene.proceed()
        assert scene.note == scene.text("n0") and scene.shown_cards() == tierce      # the hearts he names trumps
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (800, 500), (1280, 720)])
def test_a_lesson_s_last_button_says_its_end_whole(tmp_path, monkeypatch, size, lang):
    """At 640×400 in English the lesson's button read "End of the les…" at its end: it takes the
    room its words need beside Back, and both labels are whole."""
    app = make_app(tmp_path, size=size, language=lang)
    scene = LessonScene(app, lessons_of("guinguette")[0])
    app.push(scene)
    try:
        play_lesson_until(app, scene, lambda: scene.finished and scene.go_button.label == app.t("lesson.done"))
        drawn = texts_drawn(monkeypatch, app.draw)
        assert app.t("lesson.done") in drawn and scene.back_button.label in drawn, \
            [t for t in drawn if t.endswith("…")]
        assert not scene.back_button.rect.colliderect(scene.go_button.rect)
        assert scene.side.left <= scene.back_button.rect.left and scene.go_button.rect.right <= scene.side.right
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", [(640, 400), (800, 600), (1024, 768), (1280, 720)])
def test_the_lessons_list_writes_its_title_whole(tmp_path, monkeypatch, size, lang):
    """At 1024×768 in French Double King's lessons read "Double King : 7 courtes leç…" over their
    list: the panel is as wide as its title where its share of the window is narrower."""
    app = make_app(tmp_path, size=size, language=lang)
    scene = LessonsScene(app, "double_king")
    app.push(scene)
    try:
        app.frame(0.0, [])
        drawn = texts_drawn(monkeypatch, app.draw)
        assert scene.title in drawn, [t for t in drawn if t.endswith("…")]
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_lesson_says_who_took_a_trick_its_script_says_nothing_of(tmp_path, lang):
    """Double King's "No tricks": from the second trick on the panel said the lesson's intro again
    at each of the person's turns, and nothing of who had taken the tricks. At a turn the script
    has no note for, after a trick, the panel says who took it, with which card, then the lesson's
    lasting words; as the trick just played ("The last trick goes to Hortense", said at the 12th of
    13, read as the 13th)."""
    app = make_app(tmp_path, language=lang)
    lesson = next(lesson for lesson in lessons_of("double_king") if lesson.actions[0]["contract"] == "plis")
    scene = LessonScene(app, lesson)
    app.push(scene)
    said = []

    def told() -> bool:
        if scene.person_turn() and not scene.lesson.notes.get(scene.pos) and scene.taken is not None \
                and scene.taken not in [taken for taken, _note in said]:
            said.append((scene.taken, scene.note))
        return len(said) >= 2
    play_lesson_until(app, scene, told)
    you = {"fr": "pour vous", "en": "yours"}[lang]
    last = {"fr": "dernier", "en": "last"}[lang]
    for (winner, card), note in said:
        first, rest = note.split("\n", 1)
        assert scene.card(card) in first and last not in first.lower()
        assert (you if winner == 0 else scene.seat_name(winner)) in first
        assert rest == scene.standing


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_a_step_that_asks_for_a_play_frames_its_card_as_soon_as_it_is_shown(tmp_path, lesson):
    """The Polignac lesson's second step ("lead a low heart…") said which card to play under a
    "Continue" button, the card not framed until Continue was pressed. A note shown when the
    next action is the person's, no other note waiting, stands beside his turn: the card the
    lesson plays framed at once (or its decision's button), no Continue to press first. Followed
    from the keyboard, with Enter, in every lesson."""
    app = make_app(tmp_path, language="en")
    scene = LessonScene(app, lesson)
    app.push(scene)
    mine = 0
    try:
        for _ in range(600):
            if app.top is not scene or scene.finished:
                break
            want = scene.expected()
            if want is not None and want["seat"] == 0 and not scene.queue and scene.lying <= 0:   # (a trick read)
                mine += 1
                assert scene.person_turn() and not scene.held, (scene.pos, scene.note)
                app.frame(0.0, [])
                assert (scene.go_button.label, scene.held) != (app.t("lesson.continue"), True)
                if scene.match.phase == "play":
                    framed = [code for _rect, code in scene.hand_rects if code == want["card"]]
                    assert framed, (scene.pos, want)
            if scene.busy():
                scene.update(1.0)                  # the computers' scripted cards, without waiting
                app.frame(0.0, [])
            else:
                press_enter_once_read(app)
        assert scene.finished and mine == sum(a["seat"] == 0 for a in lesson.actions)
    finally:
        app.shutdown()


# the card-game words a newcomer who never played a French card game does not know, as the lessons
# write them (the rules' glossaries, shared/rules/*.md §0): at its first use in a lesson each one is
# followed at once by its plain explanation, the catalogue's "term.<name>"
JARGON = {
    "trick": {"fr": r"\bplis?\b|\blevées?\b", "en": r"\btricks?\b"},
    "lead": {"fr": r"\bentam\w*", "en": r"\blead(s|ing)?\b|\bled\b"},
    "follow": {"fr": r"\bfourni\w*", "en": r"\bfollow\w*"},
    "trump": {"fr": r"\batouts?\b", "en": r"\btrumps?\b"},
    "ruff": {"fr": r"\bcoup(e|er|ez|ant)\b", "en": r"\bmust trump\b"},
    "overtrump": {"fr": r"\bsurcoup\w*", "en": r"\bovertrump\w*"},
    "go_over": {"fr": r"\bforçant\b|\bforcer\b|\bmonter\b", "en": r"\bgo(ing)? over\b"},
    "eldest": {"fr": r"\bpremier en cartes\b", "en": r"\beldest\b"},
    "talon": {"fr": r"\btalon\b", "en": r"\btalon\b"},
    "pass": {"fr": r"\bpass(e|er|é|ent)\b", "en": r"\bpass(es|ed)?\b"},
    "mouche": {"fr": r"\bmouches?\b", "en": r"\bmouches?\b"},
    "fine": {"fr": r"\bamendes?\b", "en": r"\bfines?\b"},
    "contract": {"fr": r"\bcontrats?\b", "en": r"\bcontracts?\b"},
    "round": {"fr": r"\bronde\b", "en": r"\bround\b"},
    "limit": {"fr": r"\blimite\b", "en": r"\blimit\b"},
    "dealer": {"fr": r"\bdonneur\b", "en": r"\bdealer\b"},
}


def texts_read(app, scene) -> list[str]:
    """What the lesson's panel says, in the order the person reads it: each note as it comes, and
    at each of his turns the rule line under it."""
    read: list[str] = []

    def note() -> bool:
        for text in (scene.note, scene.rule_line() if scene.person_turn() else ""):
            if text and (not read or read[-1] != text):
                read.append(text)
        return scene.finished and not scene.queue
    play_lesson_until(app, scene, note)
    return read


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_a_lesson_explains_each_card_game_word_where_it_first_uses_it(tmp_path, lang, lesson):
    """Guinguette's lesson said "You are the eldest", "slip a card into the talon", "no fine and no
    mouche" and the lessons "trick", "lead", "follow suit", "trumps" without a word of what they
    are. Where a lesson first writes such a word, its explanation follows it in the same sentence,
    in the glossary's one wording."""
    import re

    from game.ui.scenes.lesson import glossary
    app = make_app(tmp_path, language=lang)
    scene = LessonScene(app, lesson)
    app.push(scene)
    try:
        read = texts_read(app, scene)
    finally:
        app.shutdown()
    assert not [text for text in read if "{" in text or "}" in text], read      # every field filled
    for term, words in JARGON.items():
        found = [(text, m) for text in read for m in [re.search(words[lang], text, re.IGNORECASE)] if m]
        if not found:
            continue
        text, first = found[0]
        gloss = glossary(app)[term]          # as the lessons fill it in (the dealer's names his mark)
        assert gloss in text, (term, text)
        # the explanation comes right after the word's first use, before the sentence ends
        assert 0 <= text.index(gloss) - first.end() <= 60, (term, text)
        assert not re.search(r"[.!?]\s", text[first.end():text.index(gloss)]), (term, text)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_dealer_s_gloss_names_the_mark_the_board_rings_on_his_plate(tmp_path, lang):
    """No lesson said what the ringed D on a plate is, nor what a dealer is (the eldest was "the
    player on the dealer's right"): the dealer's explanation names the letter the board draws."""
    from game.ui.scenes.lesson import glossary
    app = make_app(tmp_path, language=lang)
    try:
        assert app.t("table.dealer_mark") in glossary(app)["dealer"]
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_glossary_explains_each_word_in_both_languages(lang):
    catalogue = i18n.catalogue(lang)
    assert {k for k in catalogue if k.startswith("term.")} == {f"term.{term}" for term in JARGON}


@pytest.mark.parametrize("lang, style", [("fr", "{game}\u00a0: les "), ("en", "{game}: the ")])
@pytest.mark.parametrize("size", [(800, 500), (1280, 720)])
def test_the_lessons_list_names_every_game_s_lessons_alike_and_whole(tmp_path, monkeypatch, lang, style, size):
    """The list of first lessons named them three ways: "Polignac: a first deal" (what is played),
    "Double King: 7 short lessons" (how many) and "Guinguette: the three baskets" (what is taught).
    Each game's entry names what its lessons teach, as a short noun phrase after the game's name,
    whole in the window with its "done" mark, and Double King's list is titled as its entry."""
    from game.ui.scenes.lesson import lesson_games
    app = make_app(tmp_path, size=size, language=lang)
    app.settings["lessons_done"] = ["polignac", "dk_plis", "dk_coeurs", "guinguette"]     # each entry marked
    listing = LessonsScene(app)
    app.push(listing)
    try:
        app.frame(0.0, [])
        drawn = texts_drawn(monkeypatch, app.draw)
        labels = [b.label for b in listing.buttons][:len(lesson_games())]
        for game, label in zip(lesson_games(), labels):
            assert label.startswith(style.format(game=app.t(f"game.{game}"))), label
            assert label in drawn, [t for t in drawn if t.endswith("…")]
        dk = LessonsScene(app, "double_king")
        assert labels[lesson_games().index("double_king")].startswith(dk.title)
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_rule_line_says_the_cards_allowed_after_one_colon(tmp_path, lang):
    """"Vous n'avez pas de pique : la règle ne permet que : D♥, 8♥": the rule line under a note had
    two colons in one sentence where the cards allowed were few. Each says its rule after one."""
    from game.ui.scenes.lesson_scripts import lessons_of
    app = make_app(tmp_path, language=lang)
    lines = set()
    try:
        for lesson in lessons_of("double_king"):
            scene = LessonScene(app, lesson)
            app.push(scene)

            def rule(scene=scene):
                if scene.person_turn():
                    lines.add(scene.rule_line())
                return scene.finished
            play_lesson_until(app, scene, rule, steps=2000)
            app.pop()
    finally:
        app.shutdown()
    assert any("♥, " in line for line in lines)          # the cards allowed were named
    assert [line for line in lines if line.count(":") > 1] == []


@pytest.mark.parametrize("lang, before, after", [("fr", "Double King\u00a0: Atout", "Double King\u00a0: Atout pique"),
                                                 ("en", "Double King: Trumps", "Double King: Trumps in spades")])
def test_the_trump_lesson_s_board_names_the_trump_suit_once_chosen(tmp_path, monkeypatch, lang, before, after):
    """Double King's trump lesson named its trump suit nowhere once the person had chosen it ("the
    suit you hold most cards of"): the board said "Double King: Trumps" while the notes spoke of
    trumping and overtrumping. Once chosen, its title says which suit, as the table's contract does."""
    app = make_app(tmp_path, language=lang)
    scene = LessonScene(app, next(lesson for lesson in LESSONS if lesson.id == "dk_atout"))
    app.push(scene)
    try:
        assert before in texts_drawn(monkeypatch, lambda: app.frame(0.0, []))
        play_lesson_until(app, scene, lambda: scene.pos > 0)
        assert after in texts_drawn(monkeypatch, lambda: app.frame(0.0, []))
    finally:
        app.shutdown()


def test_the_polignac_lesson_leaves_each_trick_to_read_and_its_panel_speaks_of_the_trick_on_the_cloth(tmp_path):
    """A tester (1280×720, English): after his A♠ the others played, the trick went in well under
    two seconds and the next lead came with the panel still on the old trick's note; trick 6, which
    the lesson announced ("the jack takes itself"), went by unexplained. Each complete trick lies
    on the cloth long enough to read (or until Continue, where a note speaks of it), the panel says
    who took it, and once the next trick starts no note of an earlier trick stays on the panel."""
    from game.ui import theme
    lesson = next(lesson for lesson in LESSONS if lesson.id == "polignac")
    app = make_app(tmp_path, language="en")
    scene = LessonScene(app, lesson)
    app.push(scene)
    dt = 0.05
    shown_at: dict[str, int] = {}           # each note: the trick on the cloth when it first showed
    lain: dict[int, float] = {}             # each trick: how long it lay complete, read unheld
    held_on: dict[int, str] = {}            # each trick: the note over it while it waited for him
    try:
        for _ in range(5000):
            if scene.finished:
                break
            complete = scene.last_winner is not None
            number = sum(scene.tricks) - (1 if complete else 0)       # the trick on the cloth, from 0
            if scene.note and scene.note != scene.text("intro"):
                first = shown_at.setdefault(scene.note, number)
                assert first == number, (number, scene.note)        # a note of an earlier trick
            if complete and scene.held:
                held_on[number] = scene.note
            if scene.held:
                scene.proceed()
            elif scene.person_turn():
                if complete:
                    held_on[number] = scene.note    # he leads when he has read it
                scene.choose()
            else:
                if complete:
                    lain[number] = lain.get(number, 0.0) + dt
                scene.update(dt)
            app.frame(0.0, [])
        assert scene.finished
    finally:
        app.shutdown()
    for number in range(sum(scene.tricks) - 1):    # (the last trick ends the deal: its closing words wait)
        if number in held_on:
            continue
        assert lain.get(number, 0.0) >= theme.TRICK_READ_S, (number, lain)
    assert 1 not in held_on and lain[1] >= theme.TRICK_READ_S      # trick 2, the one seen swept away
    assert held_on.get(5) == scene.text("n24")                      # trick 6: the jack took itself, said


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_polignac_lesson_shows_the_deal_stop_when_the_last_jack_falls(tmp_path, lang):
    """Polignac's deal ends as soon as the trick holding the last jack in play is taken, the cards
    left unplayed (rules §6.1); the lesson's jack of clubs fell in the last trick, so a newcomer
    never saw it ("had it fallen sooner…"). The engine stops the lesson's deal a trick early, the
    board keeps every player's cards left unplayed in his hand, and the lesson's last words are
    on the panel over them."""
    lesson = lessons_of("polignac")[0]
    match = start(lesson)
    for action in lesson.actions:
        events = match.apply_json(action["seat"], {k: v for k, v in action.items() if k != "seat"})
    end = next(e for e in events if e.kind == "deal_end")
    assert end.reason == "early_stop"
    app = make_app(tmp_path, language=lang)
    scene = LessonScene(app, lesson)
    app.push(scene)
    app.frame(0.0, [])
    play_lesson_until(app, scene, lambda: scene.finished)
    app.draw()
    assert 0 < sum(scene.tricks) < len(lesson.hands[0])            # stopped before the last trick
    assert scene.final_hands is not None and all(scene.final_hands)    # every hand keeps cards unplayed
    assert sorted(code for _, code in scene.hand_rects) == sorted(scene.final_hands[0])   # his, face up
    jacks = [code for hand in scene.final_hands for code in hand if code[0] == "J"]
    assert not jacks                                               # every jack had fallen
    assert scene.note.startswith(scene.text("end")) and scene.text("end")


@pytest.mark.parametrize("lesson_id, step", [("dk_plis", 11), ("polignac", 10)])
def test_a_key_pressed_as_the_others_play_does_not_play_the_person_s_next_card(tmp_path, monkeypatch, lesson_id,
                                                                               step):
    """A tester pressed Enter while "The others play…" showed (Double King's "No tricks", trick 3
    on; Polignac's trick 3): his next card was played at once, its explanation never read. An
    Enter pressed while the others play, or as his turn comes up with its explanation, leaves his
    card unplayed and the explanation on the panel; an Enter pressed once it has shown plays it."""
    from test_ui_frame_support import post_key
    lesson = next(lesson for lesson in LESSONS if lesson.id == lesson_id)
    assert lesson.actions[step]["seat"] == 0 and lesson.actions[step - 1]["seat"] != 0
    app = make_app(tmp_path, language="en")
    scene = LessonScene(app, lesson)
    app.push(scene)
    try:
        play_lesson_until(app, scene, lambda: scene.pos == step - 1 and scene.busy())
        dt = 1 / 60
        post_key(app, pygame.K_RETURN)                 # while the others play
        assert scene.busy() and app.t("lesson.watch") in texts_drawn(monkeypatch, lambda: app.frame(0.0, []))
        for _ in range(600):
            if not scene.busy():
                break
            app.frame(dt, [])
        assert scene.pos == step and scene.person_turn()
        explained = scene.note
        post_key(app, pygame.K_RETURN)                 # as his turn comes up
        assert scene.pos == step and scene.note == explained, "his card was played unread"
        drawn = " ".join(texts_drawn(monkeypatch, lambda: app.frame(0.0, [])))
        assert app.t("lesson.your_card") in drawn and explained.split("\n")[0][:24] in drawn
        press_enter_once_read(app)
        assert scene.pos > step and lesson.actions[step]["card"] not in scene.match.view(0).hand
    finally:
        app.shutdown()



@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_the_person_leads_once_the_trick_before_lay_to_be_read_and_was_gathered(tmp_path, lesson):
    """A tester (Polignac, 1280×720): trick 3, which he took, stayed on the cloth labelled "Trick
    3/8" while the panel said "You lead" for the fourth. A complete trick before his lead lies
    long enough to be read, the panel saying who took it and not yet "You lead"; then it is
    gathered and his turn comes, labelled with the trick he leads."""
    from game.ui import theme
    app = make_app(tmp_path, language="en")
    scene = LessonScene(app, lesson)
    app.push(scene)
    dt = 0.25
    lain = 0.0                        # how long the last complete trick lay, read unheld
    leads = 0
    try:
        for _ in range(3000):
            if scene.finished:
                break
            if scene.held:
                scene.proceed()
                lain = theme.TRICK_READ_S       # read as long as he wished
            elif scene.person_turn():
                if scene.match.phase == "play" and not scene.match.trick and sum(scene.tricks):
                    leads += 1
                    assert not scene.trick and scene.last_winner is None, (scene.pos, scene.trick)
                    assert scene.trick_label() == app.t("table.trick_n", n=sum(scene.tricks) + 1,
                                                        total=len(lesson.hands[0]))
                    assert lain >= theme.TRICK_READ_S, (scene.pos, lain)
                scene.choose()
                lain = 0.0
            else:
                if scene.last_winner is not None:
                    lain += dt
                    if scene.persons_step():
                        assert scene.note == scene.trick_taken() and scene.note, scene.pos
                scene.update(dt)
            app.frame(0.0, [])
        assert scene.finished
    finally:
        app.shutdown()
    match, complete, after = start(lesson), False, 0     # his leads after a trick, as the script has them
    for action in lesson.actions:
        after += complete and action["seat"] == 0
        events = match.apply_json(action["seat"], {k: v for k, v in action.items() if k != "seat"})
        complete = any(e.kind == "trick" for e in events)
    assert leads == after
