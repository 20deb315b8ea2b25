"""A first lesson (issue 16): a guided deal with fixed cards, the person making the lesson's
choices one by one, a short explanation at each step (the rule that applies, why the card is good).

The scripts are data (:mod:`.lesson_scripts`: the pinned deal, every action of the deal, which
steps carry a note); their texts are in the catalogues (``lesson.<id>.*``, French and English).
This scene drives the engine itself and draws its own simple table, so it does not depend on the
table scene's internals. The rule line of each of the person's turns is read from the engine's
legal actions, never written twice.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.ai.review import deal_values
from game.engine import action_from_json, game_module, new_match
from game.engine.cards import CODE_LIST

from .. import i18n, theme, widgets
from ..cards import ART, card_size
from ..games.double_king_terms import contract_label
from ..games.lookup import trick_spreads
from ..hints import SUIT_NAMES, action_text
from ..scene import Scene, Unbidden
from ..table.draw import dealer_mark_radius, draw_dealer_mark, draw_led_mark, fan_image
from ..table.layout import trick_place, trick_spots
from ..table.stage import sort_hand
from .lesson_scripts import TERMS, Lesson, lesson_games, lessons_of
from .panel import PanelScene
from .review import points_amount, points_text, winner_text

COMPUTER_PAUSE_S = 0.9        # a computer seat's scripted card comes after this pause
EVENT_NOTES = ("guinguette", "cabaret_announce", "cabaret_win", "cotillon_open", "trump", "settle")
TAKES = {"guinguette": "guinguette", "cabaret_win": "cabaret"}   # an event that empties a basket: which

LESSON_LIFT = 0.06     # how much higher than the cards that may be played the lesson's card stands


class LessonScene(Scene):
    """``pos`` is the index of the next scripted action; ``note`` the explanation shown; the
    person acts with a click on the expected card (or the button of a decision)."""

    def __init__(self, app, lesson: Lesson) -> None:
        super().__init__(app)
        self.lesson = lesson
        deal = {"hands": [list(h) for h in lesson.hands]}
        if lesson.talon is not None:
            deal["talon"] = list(lesson.talon)
        self.match = new_match(lesson.game, lesson.players, dict(lesson.options), seed=lesson.seed,
                               dealer=lesson.dealer, deals=[deal])
        self.pos = 0
        self.wait = COMPUTER_PAUSE_S
        self.held = False              # a note waits for "Continue" before the computers go on (ask_now)
        self.trick: list[tuple[int, str]] = []
        self.last_winner: int | None = None
        self.taken: tuple[int, str] | None = None       # the last trick gathered: who took it, with what
        self.taken_told: tuple[int, str] | None = None  # the one a note said already
        self.taken_shown: tuple[int, str] | None = None  # the one said while it lay on the cloth
        self.tip = ""                  # after a wrong try: which card the lesson plays, and why
        self.heed = Unbidden()         # what the others' cards brought up: no key nor click for its first moments
        self.lying = 0.0               # seconds a complete trick still lies on the cloth before his lead
        self.finished = False
        self.hand_rects: list[tuple[pygame.Rect, str]] = []
        self.seen_events: list[str] = []
        self.final_hands: list[list[str]] | None = None    # the hands when the deal ended
        self.tricks = [0] * lesson.players                  # the tricks each seat has taken
        self.jack_points = [0] * lesson.players             # Polignac: the points of the jacks taken
        self.cloth_before: dict | None = None    # Guinguette's cloth before the last action
        self.end_cloth: dict | None = None      # Guinguette's cloth as the deal left it
        self._cloth: tuple[int, dict] | None = None          # the cloth read at an action's index
        self.queue: list[str] = []     # notes still to read, one per "Continue"
        self.untold: list[tuple[str, Any]] = []   # (its note, a basket taken or an ante): as before until it is read
        self.lasting = {self.text(part) for part in lesson.standing} - {""}
        self.standing = ""             # the last note shown that holds for the turns after it
        self.note = ""
        self.show(self.text("intro"))
        self.held = True
        self.events(getattr(self.match, "opening_events", []))     # the baskets dealt with the cards
        if self.pos in self.lesson.notes:
            self.queue.append(self.text(self.lesson.notes[self.pos]))
        self.ask_now()
        t = app.t
        self.go_button = widgets.Button((0, 0, 1, 1), t("lesson.continue"), self.proceed, default=True)
        self.back_button = widgets.Button((0, 0, 1, 1), t("common.back"), app.pop)
        self.choice_button = widgets.Button((0, 0, 1, 1), "", self.choose)

    # ------------------------------------------------------------ texts

    def text(self, part: str) -> str:
        """A text of the lesson, the card-game words it uses explained where it writes them. A
        lesson's text may hold its rule ("{rule}", the part that stands for the turns after it: a
        Double King contract's, which the choice's note says once the dealer's choice is told;
        Guinguette's rules of the four tricks, which its first trick's note says with why its card
        is played); a Double King lesson's may name its contract ("{name}")."""
        key = f"lesson.{self.lesson.id}.{part}"
        if not self.app.has_text(key):
            return ""
        fields = glossary(self.app)
        if self.lesson.contract is not None:
            fields["name"] = contract_label(self.app.t, self.lesson.contract, None)
        if part != "rule":
            fields["rule"] = self.text("rule")
        return self.app.t(key, **fields)

    def shown_cards(self) -> set[str]:
        """The person's cards the note on the panel speaks of ("you hold the 9, the 10 and the
        jack"): lifted and ringed in his hand while it shows."""
        return {code for part, codes in self.lesson.shows.items() if self.note and self.note == self.text(part)
                for code in codes}

    def expected(self) -> dict | None:
        if self.pos >= len(self.lesson.actions):
            return None
        return self.lesson.actions[self.pos]

    def persons_step(self) -> bool:
        """The lesson's next action is the person's (his card, his decision)."""
        a = self.expected()
        return a is not None and a["seat"] == 0 and not self.finished

    def person_turn(self) -> bool:
        return self.persons_step() and not self.held and self.lying <= 0

    def ask_now(self) -> None:
        """The one home of "this step asks for a play: frame its card". A note waits for Continue
        only where the computers would go on after it, or another note waits behind it; shown when
        the next action is the person's, it stands beside his turn, the card the lesson plays
        framed at once (or its decision's button): Polignac's "lead a low heart" and each Double
        King lesson's first words ("you deal, so you choose the contract") waited for a Continue
        before the card or the button they spoke of came."""
        if self.held and not self.queue and self.persons_step():
            self.held = False
            self.wait = COMPUTER_PAUSE_S

    def rule_line(self) -> str:
        """The rule that applies to the person's decision, read from the engine's legal actions."""
        t = self.app.t
        m = self.match
        if m.phase != "play":
            return t("lesson.rule.decide")
        hand = self.in_hand_order(m.hands_json()[0])
        allowed = {a.to_json()["card"] for a in m.legal_actions()}
        legal = [c for c in hand if c in allowed]           # named in the order the hand shows them
        if not m.trick:
            return t("lesson.rule.lead_any") if len(legal) == len(hand) else t(
                "lesson.rule.lead_some", cards=", ".join(self.card(c) for c in legal))
        led = CODE_LIST[m.trick[0][1]][1]
        suit = t(SUIT_NAMES[led])
        if any(c[1] == led for c in hand):
            same = [c for c in hand if c[1] == led]
            if legal == same and len(same) == 1:
                return t("lesson.rule.follow_one", suit=suit, card=self.card(legal[0]))
            return t("lesson.rule.follow", suit=suit) if legal == same else t(
                "lesson.rule.follow_some", suit=suit, cards=", ".join(self.card(c) for c in legal))
        if len(legal) == len(hand):
            return t("lesson.rule.void_any", suit=suit)
        return t("lesson.rule.void_some", suit=suit, cards=", ".join(self.card(c) for c in legal))

    def in_hand_order(self, codes: list[str]) -> list[str]:
        """The person's cards ``codes`` in the order the table holds them (by suit, high to low)."""
        return sort_hand(codes, game_module(self.lesson.game).RANK_ORDER)

    def card(self, code: str) -> str:
        return action_text({"type": "play", "card": code}, self.app.settings["language"])

    # ------------------------------------------------------------ the script

    def proceed(self) -> None:
        """Continue: the note is read, the computers go on (or the lesson closes once its last
        word is read)."""
        if self.queue:
            self.show(self.queue.pop(0))
            self.untold = [(note, e) for note, e in self.untold if note != self.note]
            if self.finished and not self.queue:
                self.go_button.label = self.app.t("lesson.done")
            self.ask_now()
            return
        if self.finished:
            self.app.pop()
            return
        self.held = False
        self.wait = COMPUTER_PAUSE_S

    def step_note(self) -> None:
        """The note the script puts at this step, or a basket's as it comes (Guinguette)."""
        note = self.lesson.notes.get(self.pos)
        mine = self.persons_step() and not self.held
        if not note:
            if not mine and self.last_winner is not None and self.taken != self.taken_shown:
                # a trick its script says nothing of, complete: who took it, on the panel while it
                # lies there long enough to read (its cards were swept by the next lead in 0.9 s,
                # under the note of the trick before); said again at the person's next turn
                self.taken_shown = self.taken
                self.note = self.trick_taken()
                self.wait = COMPUTER_PAUSE_S + theme.TRICK_READ_S
                return
            if mine:                          # an earlier turn's note spoke of that turn, not this one
                # after a trick its script says nothing of, who took it (the panel only said the
                # intro again, from the second trick of "No tricks" on, and nothing of the tricks)
                taken = self.trick_taken() if self.taken != self.taken_told else ""
                self.taken_told = self.taken
                self.note = f"{taken}\n{self.standing}" if taken else self.standing
            return
        if mine:
            self.show(self.text(note))        # the person's turn: read it and play, no "Continue"
        else:
            self.say(self.text(note))

    def trick_taken(self) -> str:
        """Who took the last trick gathered, and with which card ("" before the first)."""
        if self.taken is None:
            return ""
        winner, card = self.taken
        if winner == 0:
            return self.app.t("lesson.trick_taken_you", card=self.card(card))
        return self.app.t("lesson.trick_taken", name=self.seat_name(winner), card=self.card(card))

    def show(self, text: str) -> None:
        """The note on the panel now; one that holds for the turns after it (the intro, a plan, a
        contract's rule) comes back at a later turn of the person's that has no note of its own:
        the Double King choice's note ("You deal, so you choose…") leaves only its rule standing."""
        self.note = text
        held = [lasting for lasting in self.lasting if lasting in text]
        if held:        # a note that holds, or one that carries it (the choice's note, the contract's rule)
            self.standing = max(held, key=len)

    def say(self, text: str) -> None:
        """Show a note now, or after the ones waiting; the computers wait until it is read."""
        if self.held:
            self.queue.append(text)
        else:
            self.show(text)
            self.held = True

    def apply(self, action: dict) -> None:
        seat = action["seat"]
        before = self.match.hands_json()
        self.cloth_before = self.cloth()
        events = self.match.apply(action_from_json({k: v for k, v in action.items() if k != "seat"}), seat)
        self.pos += 1
        self.tip = ""
        self.events(events)
        if self.finished:             # the engine has dealt the next deal: show this one's end
            played = {e.card for e in events if e.kind == "play"}
            self.final_hands = [[c for c in hand if c not in played] for hand in before]
            return
        if self.pos >= len(self.lesson.actions):
            self.finish()
            return
        if self.persons_step() and not self.held and self.last_winner is not None:
            self.lie()
            return
        self.step_note()
        self.ask_now()

    def lie(self) -> None:
        """A complete trick before the person's lead lies on the cloth long enough to read, the
        panel saying who took it, and is gathered before his turn: it lay there under "You lead"
        with the trick's number still its own (Polignac's "Trick 3/8" as he led the fourth)."""
        self.lying = theme.TRICK_READ_S
        self.taken_shown = self.taken
        self.note = self.trick_taken()

    def gather(self) -> None:
        """The trick that lay is gathered; the person's turn comes, with its explanation."""
        self.lying = 0.0
        self.trick = []
        self.last_winner = None
        self.note = self.standing
        self.step_note()
        self.ask_now()

    def events(self, events) -> None:
        """The trick on the cloth follows the cards played; a basket's note comes as it is played for."""
        for e in events:
            if e.kind == "play":
                if len(self.trick) >= self.lesson.players or (self.trick and self.last_winner is not None):
                    self.trick = []
                    self.last_winner = None
                    self.note = self.standing     # what was said of the trick gathered goes with it
                self.trick.append((e.seat, e.card))
            elif e.kind == "trick":
                self.last_winner = e.winner
                self.taken = (e.winner, next(code for seat, code in self.trick if seat == e.winner))
                self.tricks[e.winner] += 1
                if self.lesson.game == "polignac":
                    self.jack_points[e.winner] += e.points
            elif e.kind in EVENT_NOTES and e.kind not in self.seen_events and self.text(f"event.{e.kind}"):
                self.seen_events.append(e.kind)
                self.say(self.text(f"event.{e.kind}"))
                if e.kind in TAKES and self.note != self.text(f"event.{e.kind}"):
                    self.untold.append((self.text(f"event.{e.kind}"), e))    # the cloth waits for its note
            elif e.kind == "ante" and e.basket == "cotillon" and self.note != self.text("event.cotillon_open"):
                # the cotillon's antes, paid as its note says it opens: the basket in play stood
                # full on the first screen, before the guinguette and the cabaret were told
                self.untold.append((self.text("event.cotillon_open"), e))
            if e.kind == "deal_end" or self.match.match_over:
                self.finish(e)
                return

    def finish(self, end=None) -> None:
        """The deal is over: the lesson's last word, and each player's result of the deal, after
        the notes the last action brought (how the deal was settled)."""
        self.finished = True
        self.mark_done()
        closing = self.text("end")
        values = deal_values(self.lesson.game, [end]) if end is not None else None
        if values is not None:
            closing += "\n" + self.app.t("lesson.result", you=points_text(self.app, self.lesson.game, values[0]))
            # the others' too, in the unit just written: where the costly cards went
            others = ", ".join(self.app.t("lesson.result_one", name=self.seat_name(seat),
                                          result=points_amount(self.app, self.lesson.game, value))
                               for seat, value in enumerate(values) if seat)
            closing += "\n" + self.app.t("lesson.result_others", others=others)
        before = self.cloth_before
        if end is not None and end.kind == "deal_end" and before is not None:
            # the engine has already anted and dealt the next deal: the cloth stays as this one ended
            self.end_cloth = dict(before, score=dict(
                before["score"], chips=list(end.chips), guinguette=end.guinguette, cabaret=end.cabaret,
                cotillon_queue=list(end.cotillon_queue), basket_in_play=0))   # §5: the basket in play is emptied
        if self.held:
            self.queue.append(closing)
        else:
            self.note = closing
            self.held = True
            self.go_button.label = self.app.t("lesson.done")

    def mark_done(self) -> None:
        """The lesson was played to its end: the lessons' list says so from now on."""
        done = list(self.app.settings.get("lessons_done", ()))
        if self.lesson.id not in done:
            self.app.settings["lessons_done"] = done + [self.lesson.id]
            self.app.save_settings()

    def try_action(self, action: dict) -> None:
        """The person's choice: the lesson's goes on; another says which one the lesson makes."""
        want = self.expected()
        if not self.person_turn() or want is None:
            return
        mine = {"seat": 0, **action}
        if mine == want:
            self.apply(want)
            return
        self.tip = self.app.t("lesson.try", action=action_text({k: v for k, v in want.items() if k != "seat"},
                                                               self.app.settings["language"]))

    def choose(self) -> None:
        want = self.expected()
        if want is not None:
            self.try_action({k: v for k, v in want.items() if k != "seat"})

    def update(self, dt: float) -> None:
        self.heed.grow(dt)
        if self.held or self.finished:
            return
        if self.lying > 0:
            self.lying -= dt
            if self.lying <= 0:
                self.gather()
                self.heed = came_up()
            return
        want = self.expected()
        if want is None:
            self.finish()
            return
        if want["seat"] == 0:
            return
        self.wait -= dt
        if self.wait <= 0:
            self.wait = COMPUTER_PAUSE_S
            self.apply(want)
            if not self.busy():
                self.heed = came_up()

    def busy(self) -> bool:
        return not self.held and not self.finished and not self.person_turn()

    # ------------------------------------------------------------ scene

    def resize(self, size) -> None:
        w, h = size
        m = max(8, int(h * 0.025))
        bh = theme.button_height(h)
        side = int(w * 0.32)
        self.side = pygame.Rect(w - m - side, m, side, h - 3 * m - bh)
        self.board = pygame.Rect(m, m, w - 3 * m - side, h - 2 * m)
        # half the side each, or the room its longest label needs for the lesson's button ("End of
        # the les…" at 640×400), Back keeping the room its own label needs
        body = self.app.font("body")
        t = self.app.t
        need_go = widgets.button_width([t("lesson.continue"), t("lesson.done")], body, h)
        need_back = widgets.button_width([self.back_button.label], body, h)
        go_w = max((side - m) // 2, min(need_go, side - m - need_back))
        self.back_button.rect = pygame.Rect(self.side.x, h - m - bh, side - m - go_w, bh)
        self.go_button.rect = pygame.Rect(self.side.right - go_w, h - m - bh, go_w, bh)
        self.choice_button.rect = pygame.Rect(self.side.x + m, self.side.bottom - m - bh, side - 2 * m, bh)

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if self.heed.settling(event) and not (event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
                                              and self.back_button.rect.collidepoint(event.pos)):
            # the person's turn (or a note) the others' cards brought up: an Enter or a click
            # pressed as they played, meant for a note or to hurry them, played his next card
            # before its explanation was read (Double King's "No tricks", tricks 3 to 12)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.held or self.finished:
                self.proceed()
            elif self.person_turn():
                self.choose()         # the lesson's card or decision, as its frame or button shows
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.person_turn() \
                and self.match.phase == "play":
            for rect, code in reversed(self.hand_rects):
                if rect.collidepoint(event.pos):
                    self.try_action({"type": "play", "card": code})
                    return
        buttons = [self.back_button]
        if self.held or self.finished:
            buttons.append(self.go_button)
        if self.person_turn() and self.match.phase != "play":
            buttons.append(self.choice_button)
        widgets.handle_buttons(buttons, event)

    def draw(self, surface) -> None:
        widgets.draw_felt(surface)
        self.draw_board(surface)
        self.draw_side(surface)

    @property
    def settings(self):
        """The app's settings (the table's card drawings read the back and the deck from them)."""
        return self.app.settings

    def font(self, role: str = "body"):
        return self.app.font(role)

    def t(self, key: str, **fmt) -> str:
        """A text, as the table's drawings ask their stage for one (the baskets waiting' label)."""
        return self.app.t(key, **fmt)

    def seat_name(self, seat: int) -> str:
        from ..config import computer_name
        return self.app.t("setup.you") if seat == 0 else computer_name(seat)

    def seat_spot(self, seat: int) -> tuple[int, int]:
        """Where a seat sits around the board: the person at the bottom, the others in an arc."""
        import math
        b = self.board
        n = self.lesson.players
        turn = -1 if game_module(self.lesson.game).DIRECTION == "right" else 1
        angle = math.pi / 2 + 2 * math.pi * seat / n * turn
        return (int(b.centerx + b.w * 0.36 * math.cos(angle)), int(b.y + b.h * 0.38 + b.h * 0.3 * math.sin(angle)))

    @staticmethod
    def read_cloth(view) -> dict:
        """What Guinguette's cloth shows from the person's view: the counters, the baskets and the
        trump (``score``), the seats that said "je passe" (their hands laid aside) and the talon."""
        return {"score": dict(view.score), "talon": view.talon_size,
                "passers": {s for s, word in enumerate(view.cotillon.get("said") or []) if word == "passe"}}

    def cloth(self) -> dict | None:
        """Guinguette's cloth now (read once per action), a basket the deal's opening emptied shown
        full until its note is read, or as the deal left it once it is over; None in the other games."""
        if self.lesson.game != "guinguette":
            return None
        if self.end_cloth is not None:
            return self.end_cloth
        if self._cloth is None or self._cloth[0] != self.pos:
            self._cloth = (self.pos, self.read_cloth(self.match.view(0)))
        if not self.untold:
            return self._cloth[1]
        # a basket taken whose note is still to be read stays full, its counters not yet won; an
        # ante to be told of is not yet paid
        score = dict(self._cloth[1]["score"])
        chips = list(score["chips"])
        for _, e in self.untold:
            if e.kind == "ante":
                score["basket_in_play"] -= e.amount
                chips[e.seat] += e.amount
            else:
                score[TAKES[e.kind]] += e.amount
                chips[e.seat] -= e.amount
        return dict(self._cloth[1], score=dict(score, chips=chips))

    def seat_detail(self, seat: int, cloth: dict | None) -> str:
        """The line under a seat's name: its counters (Guinguette), the tricks it has taken and
        (Polignac) the points of the jacks among them."""
        t = self.app.t
        lang = self.app.settings["language"]
        parts = [i18n.counted("gg.chips_short", cloth["score"]["chips"][seat], lang)] if cloth is not None else []
        if self.tricks[seat]:
            parts.append(t("lesson.tricks", n=self.tricks[seat]))
        if self.jack_points[seat]:
            parts.append(points_text(self.app, "polignac", -self.jack_points[seat]))
        return " · ".join(parts)

    def trick_label(self) -> str:
        """"Trick 7/13": the trick in play, or the one just taken, once the play has begun (as
        the table counts them; Double King's 7th and 13th cost, and the lesson said to count): not
        over a contract's choice nor Guinguette's trump and speaking, but over the first lead."""
        total = len(self.lesson.hands[0])
        done = sum(self.tricks)
        if not done and not self.trick and (self.match.phase != "play" or self.finished):
            return ""
        number = done if self.last_winner is not None else done + 1
        return self.app.t("table.trick_n", n=min(max(1, number), total), total=total)

    def draw_title(self, surface) -> None:
        """The lesson's name, and the trick's number at the end of its line ("Trick 2/4" in
        Guinguette too, whose lesson did not say which of its four tricks was played)."""
        body, title = self.app.font("body"), self.app.font("title")
        b = self.board
        counted = self.trick_label()
        room = b.w - (body.size(counted)[0] + body.get_height() if counted else 0)
        chosen = self.lesson.actions[0].get("trump") if self.pos else None     # the trump suit, once named
        widgets.draw_text(surface, widgets.fit(lesson_title(self.app, self.lesson, trump=chosen), title, room), title,
                          theme.CREAM, (b.x, b.y))
        if counted:
            widgets.draw_text(surface, counted, body, theme.CREAM, (b.right, b.y + title.get_height() // 2),
                              "midright")

    def draw_board(self, surface) -> None:
        t = self.app.t
        lang = self.app.settings["language"]
        four = bool(self.app.settings.get("four_colour", False))
        body, small = self.app.font("body"), self.app.font("small")
        b = self.board
        cloth = self.cloth()
        self.draw_title(surface)
        hands = self.final_hands if self.final_hands is not None else self.match.hands_json()
        card_h = int(min(b.h * 0.2, b.w * 0.16))
        backs_h = int(min(b.h * 0.085, b.w * 0.07))
        self.draw_seats(surface, hands, cloth, backs_h)
        if cloth is not None:
            self.draw_cloth(surface, cloth, backs_h)
        hh = int(min(b.h * 0.26, b.w * 0.2))
        you_bottom = b.bottom - hh - int(hh * (0.08 + LESSON_LIFT)) - 10      # above the card raised most
        # the trick, each card towards its player on its place of the table's trick
        # (layout.trick_spots), the winner's words under it, all above the person's name
        floor = you_bottom - body.get_linesize() - small.get_linesize() - 10
        self.trick_rects: list[tuple[pygame.Rect, str]] = []
        clear = [r for rects in self.seat_rects.values() for r in rects]
        if self.mark_room is not None:
            clear.append(self.mark_room)
        spots = self.trick_spots(card_h, clear, floor)
        for seat, code in self.trick:
            spot = spots[seat]
            img = ART.face(code, spot.h, lang, four)
            at = surface.blit(img, img.get_rect(center=spot.center))
            self.trick_rects.append((at, code))
            if seat == self.last_winner:
                pygame.draw.rect(surface, theme.GOLD, at.inflate(6, 6), 3, border_radius=5)
        if self.trick:                  # the card led, as on the table's cloth
            draw_led_mark(surface, spots[self.trick[0][0]].center, spots[self.trick[0][0]].h)
        if self.last_winner is not None:
            said = winner_text(self.app, self.last_winner == 0, self.seat_name(self.last_winner))
            under = max(spot.bottom for spot in spots.values()) + 4
            widgets.draw_text(surface, said, small, theme.GOLD, (b.centerx, under), "midtop")
        self.draw_hand(surface, hands[0], hh)
        you = widgets.draw_text(surface, t("setup.you"), body, theme.GOLD, (b.centerx, you_bottom), "midbottom")
        after = you.right
        if self.lesson.dealer == 0:
            dr = dealer_mark_radius(self)
            after = draw_dealer_mark(self, surface, (you.right + dr + dr // 2, you.centery)).right
        self.seat_rects[0] = [you]
        detail = self.seat_detail(0, cloth)
        if detail:
            widgets.draw_text(surface, f" · {detail}", small, theme.CREAM_DIM, (after, you.centery), "midleft")

    def draw_seats(self, surface, hands: list[list[str]], cloth: dict | None, backs_h: int) -> None:
        """The computer seats round the board: each one's name, its cards' count and its detail,
        the dealer's mark after the dealer's name, its cards backs up."""
        t = self.app.t
        small = self.app.font("small")
        b = self.board
        passed = cloth["passers"] if cloth is not None else set()
        # seat -> its words and its cards as drawn: the seat's plate on this board, which the
        # trick keeps clear of
        self.seat_rects: dict[int, list[pygame.Rect]] = {}
        # the dealer's mark with a mark's width all round it, which the trick keeps clear of: in
        # French the mark is a D, a queen's index "D♥", and a card laid just beside the mark read
        # with it as one ("D D♥")
        self.mark_room: pygame.Rect | None = None
        for seat in range(1, self.lesson.players):
            x, y = self.seat_spot(seat)
            said = t("gg.note.passe") if seat in passed else t("lesson.cards", n=len(hands[seat]))
            detail = self.seat_detail(seat, cloth)       # its counters and tricks, under its name
            lines = seat_lines(self.seat_name(seat), said, detail, small, int(b.w * 0.3))
            drawn = widgets.draw_text(surface, lines[0][0], small, theme.CREAM, (x, y), "center")
            plate = [drawn]
            if seat == self.lesson.dealer:         # the dealer's mark after his name, as on the table's plate
                dr = dealer_mark_radius(self)
                mark = draw_dealer_mark(self, surface, (drawn.right + dr + dr // 2, drawn.centery))
                plate.append(mark)
                self.mark_room = mark.inflate(2 * mark.w, 2 * mark.w)
            for text, dim in lines[1:]:
                drawn = drawn.union(widgets.draw_text(surface, text, small, theme.CREAM_DIM if dim else theme.CREAM,
                                                      (x, drawn.bottom), "midtop"))
            plate.append(drawn)
            # the seat's cards, backs up, as at the table: under its name at the top; a Guinguette
            # passer's hand lies squared, laid aside, as at the table. Their place is kept once the
            # last is played (the trick, laid clear of it, rose as the top seat's last card fell)
            fan = fan_image(self, 1 if seat in passed else max(1, len(hands[seat])), backs_h)
            top = y < b.y + b.h * 0.2
            place = fan.get_rect(midtop=(x, drawn.bottom)) if top else fan.get_rect(midbottom=(x, drawn.top))
            plate.append(surface.blit(fan, place) if hands[seat] else place)
            self.seat_rects[seat] = plate

    def draw_hand(self, surface, codes: list[str], hh: int) -> None:
        """The person's hand at the bottom, the playable cards clear, the lesson's card framed."""
        lang = self.app.settings["language"]
        four = bool(self.app.settings.get("four_colour", False))
        b = self.board
        hand = self.in_hand_order(codes)          # as the table holds it
        legal = set()
        lesson_card = None              # the card the lesson plays, framed in gold for the person
        if self.person_turn() and self.match.phase == "play":
            legal = {a.to_json()["card"] for a in self.match.legal_actions()}
            lesson_card = (self.expected() or {}).get("card")
        self.hand_rects = []
        if hand:
            cw = ART.face(hand[0], hh, lang, four).get_width()
            step = min(cw + 4, (b.w - cw) // max(1, len(hand) - 1))
            x = b.centerx - (step * (len(hand) - 1) + cw) // 2
            y = b.bottom - hh - 4
            spoken = self.shown_cards()
            for code in hand:
                img = ART.face(code, hh, lang, four, dim=bool(legal) and code not in legal)
                lift = int(hh * 0.08) if code in legal or code in spoken else 0
                lift += int(hh * LESSON_LIFT) if code == lesson_card else 0
                rect = surface.blit(img, (x, y - lift))
                self.hand_rects.append((rect, code))
                # its frame drawn with it, under the next card as the card is: the card the lesson
                # plays in gold and higher than the others that may be played (framed over the
                # next, it ran round a strip of the K♣ beside the A♣; drawn whole on top, it hid the
                # next card's corner), a card the note speaks of in a finer ring
                if code == lesson_card:
                    pygame.draw.rect(surface, theme.GOLD, rect.inflate(6, 6), 3, border_radius=5)
                elif code in spoken:
                    pygame.draw.rect(surface, theme.CREAM, rect.inflate(4, 4), 2, border_radius=5)
                x += step

    def trick_spots(self, card_h: int, clear: list[pygame.Rect], floor: int) -> dict[int, pygame.Rect]:
        """Where each seat's card of the trick lies: on its place of the table's trick
        (layout.trick_spots: every card's index in sight whatever order they fell in, spread wide
        at five and six seats where the game has no baskets beside it), round the middle of
        the room under the seats above, as large as ``card_h`` or as much smaller as it takes for
        the trick to keep clear of every seat's words and cards (``clear``) and above ``floor``.
        The top seat's card lay over that seat's backs."""
        b = self.board
        n = self.lesson.players
        direction = game_module(self.lesson.game).DIRECTION
        laid = trick_spots(n, trick_spreads(self.lesson.game))     # as the table lays it
        places = {seat: laid[trick_place(n, direction, seat)] for seat in range(n)}
        gap = 6                                  # room for the winning card's frame
        keep_off = [r.inflate(2 * gap, 2 * gap) for r in clear]
        top = b.y + self.app.font("title").get_linesize()
        spots: dict[int, pygame.Rect] = {}
        for k in range(20):
            cw, ch = card_size(card_h * 0.95 ** k)
            spots = {seat: pygame.Rect(int(b.centerx + x * cw - cw / 2), int(y * ch - ch / 2), cw, ch)
                     for seat, (x, y) in places.items()}
            box = next(iter(spots.values())).unionall(list(spots.values()))
            # the trick's top from the seats above it down to the floor, the nearest to halfway first
            ceiling = max([top] + [r.bottom for r in keep_off if r.centery < b.centery
                                   and r.left < box.right and r.right > box.left])
            lowest = floor - gap - box.h
            tops = sorted(range(ceiling, lowest + 1), key=lambda y: abs(y - (ceiling + lowest) / 2))
            clear_top = next((y for y in tops if box.move(0, y - box.top).collidelist(keep_off) < 0), None)
            if clear_top is not None or k == 19:
                shift = (clear_top if clear_top is not None else max(ceiling, lowest)) - box.top
                return {seat: r.move(0, shift) for seat, r in spots.items()}
        return spots

    def draw_cloth(self, surface, cloth: dict, talon_h: int) -> None:
        """Guinguette's cloth as the table shows it: la guinguette and le cabaret side by side in
        the board's top left corner, the cotillon's basket in play top right with the trump named
        under it, the baskets waiting (a fine paid into the next deal's) left of it; the talon on
        the same side, below the seat there, clear of the trick and the person's hand."""
        from ..games.guinguette_draw import QUEUE_SCALE, draw_basket, draw_queue_row, draw_talon, queue_row_width
        t = self.app.t
        b = self.board
        score = cloth["score"]
        size = (int(b.h * 0.12), int(b.h * 0.067))
        y = b.y + int(b.h * 0.075) + size[1] // 2
        left, right = b.x + int(b.w * 0.1), b.right - int(b.w * 0.12)
        draw_basket(self, surface, (left, y), size, score["guinguette"], t("gg.basket.guinguette"))
        draw_basket(self, surface, (left + size[0] * 1.6, y), size, score["cabaret"], t("gg.basket.cabaret"))
        live = draw_basket(self, surface, (right, y), size, score["basket_in_play"], t("gg.basket.cotillon"),
                           live=True)
        small = self.app.font("small")
        queue = score.get("cotillon_queue") or []
        if queue:       # the baskets waiting (a fine paid into the next deal's), left of the one in play
            # in the middle of the room between the top seat's words and the basket in play, a line's
            # height clear of each, in the fewest words where the whole label would not leave that
            # ("Anatole · cards: 0 Baskets to…"; at 800×500 "To play: 1" stood 7 pixels from the
            # basket in play's name)
            gap = small.get_linesize()
            left = max([b.centerx] + [r.right for rects in self.seat_rects.values() for r in rects
                                      if r.top < live.bottom + gap and r.centerx < live.left])
            room = live.left - left
            short = queue_row_width(self, size, queue) > room - 2 * gap
            half = queue_row_width(self, size, queue, short) / 2
            beside = min(left + room / 2, live.left - gap - half)
            draw_queue_row(self, surface, (beside, y + size[1] * (1 - QUEUE_SCALE) / 2), size, queue, short)
        if score.get("trump"):
            widgets.draw_text(surface, t("lesson.trump", suit=t(SUIT_NAMES[score["trump"]])), small, theme.GOLD,
                              (right, live.bottom + small.get_linesize() + 6), "midtop")
        if cloth["talon"]:
            draw_talon(self, surface, (right, b.y + b.h * 0.58), talon_h, t("gg.talon", n=cloth["talon"]))

    def draw_side(self, surface) -> None:
        t = self.app.t
        body, small = self.app.font("body"), self.app.font("small")
        widgets.Panel(self.side).draw(surface)
        inner = self.side.inflate(-24, -24)
        y = inner.y
        lines: list[tuple[str, object, object]] = []
        for paragraph in self.note.split("\n") if self.note else []:
            lines += [(line, body, theme.CREAM) for line in widgets.wrap(paragraph, body, inner.w)]
        if self.person_turn():
            lines.append(("", small, theme.CREAM))
            lines += [(line, small, theme.GOLD) for line in widgets.wrap(self.rule_line(), small, inner.w)]
            if self.tip:
                lines += [(line, small, theme.ERROR) for line in widgets.wrap(self.tip, small, inner.w)]
            if self.match.phase == "play":
                help_lines = widgets.wrap(t("lesson.your_card"), small, inner.w)
                lines += [(line, small, theme.CREAM_DIM) for line in help_lines]
        elif not self.held and not self.finished and self.lying <= 0:
            lines += [("", small, theme.CREAM), (t("lesson.watch"), small, theme.CREAM_DIM)]
        for text, font, colour in lines:
            if y + font.get_linesize() > inner.bottom - self.go_button.rect.h:
                break
            widgets.draw_text(surface, text, font, colour, (inner.x, y))
            y += font.get_linesize()
        body_font = self.app.font("body")
        self.back_button.draw(surface, body_font)
        if self.held or self.finished:
            self.go_button.draw(surface, body_font)
        if self.person_turn() and self.match.phase != "play":
            want = self.expected() or {}
            self.choice_button.label = i18n.capitalised(action_text({k: v for k, v in want.items() if k != "seat"},
                                                                    self.app.settings["language"]))
            self.choice_button.draw(surface, body_font)


def came_up() -> Unbidden:
    """What the computers' cards brought up by themselves (the person's turn and its explanation,
    a note to read): for its first moments (``UNBIDDEN_GRACE_S``) it takes no key nor click, and a
    key only when pressed after it showed, as a sheet that comes up by itself (``Unbidden``)."""
    heed = Unbidden()
    heed.unbidden = True
    return heed


def glossary(app) -> dict[str, str]:
    """The fields a lesson's text may hold: each card-game word's plain explanation (``term.*``,
    written once, "trick": "each player plays a card…"), and ``basics``, how play goes
    in tricks, which the lessons of every game say first."""
    mark = app.t("table.dealer_mark")         # the dealer's gloss names the ringed letter his plate bears
    words = {term: app.t(f"term.{term}", mark=mark) for term in TERMS}
    return dict(words, basics=app.t("lesson.basics", **words))


def seat_lines(name: str, said: str, detail: str, font, room: int) -> list[tuple[str, bool]]:
    """A seat's words on the lesson's board, as (line, dimmed): "Ernestine · cards: 12" and its
    detail under it where that fits in ``room``; else the name alone, then its cards and its detail
    in as many lines as they take, each part whole ("Ernestine · cards:…" hid the count in a small
    window)."""
    first = f"{name} · {said}"
    if font.size(first)[0] <= room:
        head, parts = [(first, False)], detail.split(" · ") if detail else []
    else:
        head, parts = [(widgets.fit(name, font, room), False)], [said, *(detail.split(" · ") if detail else [])]
    lines: list[str] = []
    for part in parts:
        joined = f"{lines[-1]} · {part}" if lines else part
        if lines and font.size(joined)[0] <= room:
            lines[-1] = joined
        else:
            lines.append(part)
    return head + [(widgets.fit(line, font, room), True) for line in lines]


def lesson_title(app, lesson: Lesson, listed: bool = False, trump: str | None = None) -> str:
    """A lesson's name. A Double King lesson is named by its contract ("Double King: No queens"),
    and by the contract alone in its game's own list ("listed"), under "Double King: the 7
    contracts" (each entry said "Double King" again); with the trump suit once named ("Double
    King: Trumps in spades", as the table names the contract)."""
    if lesson.contract is None:
        return app.t(f"lesson.{lesson.id}.title")
    contract = contract_label(app.t, lesson.contract, trump)
    return contract if listed else app.t("lesson.contract_title", game=app.t(f"game.{lesson.game}"),
                                         contract=contract)


def games_lessons(app, game: str) -> str:
    """The name of a game's lessons, in the lessons' list: what they teach, as each single lesson is
    named ("Polignac: the jacks", "Double King: the 7 contracts", "Guinguette: the three baskets";
    the list said "a first deal", "7 short lessons" and "the three baskets")."""
    return app.t(f"lesson.{game}.title", n=len(lessons_of(game)))


def lessons_button(app, game: str) -> str:
    """The label of the button that opens a game's first lessons (the rules' page, the setup):
    "First lesson", or Double King's "First lessons" (a list of seven; it said "First lesson")."""
    return app.t("lesson.from_rules") if len(lessons_of(game)) == 1 else app.t("lesson.list_title")


def lessons_offer(app, game: str) -> str:
    """The setup's offer of a game's first lessons, in the singular or the plural."""
    n = len(lessons_of(game))
    return app.t("setup.lesson_offer") if n == 1 else app.t("setup.lesson_offer_several", n=n)


def open_lessons(app, game: str) -> None:
    """A game's first lessons: its one lesson, or the list of its lessons (Double King's, one per
    contract). The rules screen and a new match's setup open them."""
    found = lessons_of(game)
    if len(found) == 1:
        app.push(LessonScene(app, found[0]))
    elif found:
        app.push(LessonsScene(app, game))


def lessons_done(app) -> set[str]:
    """The lessons followed to their end (the settings remember them)."""
    return set(app.settings.get("lessons_done", ()))


def lessons_begun(app, game: str) -> bool:
    """A lesson of ``game`` has been followed to its end."""
    done = lessons_done(app)
    return any(lesson.id in done for lesson in lessons_of(game))


class LessonsScene(PanelScene):
    """The list of first lessons: one per game, one per contract for Double King. ``game`` keeps
    only that game's (from the rules screen)."""

    def __init__(self, app, game: str | None = None) -> None:
        # a game's own list is titled as its entry names it ("Double King: the 7 contracts")
        title = games_lessons(app, game) if game else app.t("lesson.list_title")
        super().__init__(app, title)
        self.game = game
        self.resume()              # opened, the mark stands on the first lesson not done, as on coming back

    def resume(self) -> None:
        """Back from a lesson: it may be done now, and then the mark moves on to the next one not
        done (Enter would play the same lesson again)."""
        self.rebuild()
        done = lessons_done(self.app)
        # each entry's lessons: one lesson, or (the list of every game) a game's lessons
        groups = [[lesson] for lesson in lessons_of(self.game)] if self.game is not None else [
            lessons_of(game) for game in lesson_games()]
        finished = [all(lesson.id in done for lesson in group) for group in groups]
        if self.focus < len(groups) and finished[self.focus]:
            # the next one not done, round from the last to the first (the last lesson's Enter
            # played it again)
            later = [i for i in [*range(self.focus + 1, len(groups)), *range(self.focus)] if not finished[i]]
            if later:
                self.focus = widgets.move_mark(self.buttons, later[0], 0)

    def entries(self) -> list:
        t = self.app.t
        done = lessons_done(self.app)

        def title(lesson: Lesson) -> str:
            plain = lesson_title(self.app, lesson, listed=self.game is not None)
            return t("lesson.title_done", title=plain) if lesson.id in done else plain
        if self.game is not None:
            return [(title(lesson), lambda lesson=lesson: self.app.push(LessonScene(self.app, lesson)), True)
                    for lesson in lessons_of(self.game)]
        out = []
        for game in lesson_games():
            found = lessons_of(game)
            if len(found) == 1:
                out.append((title(found[0]), lambda lesson=found[0]: self.app.push(LessonScene(self.app, lesson)),
                            True))
                continue
            k = sum(lesson.id in done for lesson in found)
            label = games_lessons(self.app, game)
            if k:
                label = t("lesson.several_done", title=label,
                          done=i18n.counted("lesson.done_count", k, self.app.settings["language"]))
            out.append((label, lambda game=game: self.app.push(LessonsScene(self.app, game)), True))
        return out
