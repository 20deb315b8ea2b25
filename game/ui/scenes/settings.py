"""Settings: language, animation speed, card back, four-colour deck, thinking pause, sound and volume,
held tricks, counts at hand, cards played for the person where nothing is to decide.

A change applies at once and is saved at once through the store (design §5), so nothing is
lost if the app is closed from here. A preview shows the chosen back and faces.
"""
from __future__ import annotations

import pygame

from game.store import settings as store_settings

from .. import theme, widgets
from ..i18n import system_language
from ..scene import Scene
from ..table import draw as table_draw


def card_backs() -> tuple:
    """The backs the card renderer draws (theme's list until game/ui/cards.py exists)."""
    try:
        from .. import cards
        return tuple(cards.BACKS)
    except (ImportError, AttributeError):
        return theme.CARD_BACKS


# Each setting's name as the person reads it (the scene's rows, a refused value's message).
NAMES = {"language": "settings.language", "speed": "settings.speed", "card_back": "settings.card_back",
         "four_colour": "settings.four_colour", "think_pause_ms": "settings.think_pause",
         "sound": "settings.sound", "volume": "settings.volume", "hold_tricks": "settings.hold_tricks",
         "show_counts": "settings.show_counts", "auto_play": "settings.auto_play", "window": "settings.window",
         "player_name": "setup.your_name", "last_levels": "setup.opponents"}
# the status line's room in the title's row, in lines of the small type: the longest it says, that the
# settings could not be saved and why, with the folder's whole name, takes three at 640×400 (two
# lines, as the title's height left, ended it in "…")
STATUS_LINES = 3
# What the setup remembers of each game, named as the setup names it.
GAME_FIELDS = {"players": "setup.players", "levels": "setup.opponents", "player_name": "setup.your_name"}


def setting_name(app, path: str) -> str:
    """A setting named as the file does ("speed", "games.polignac.options.target") in the person's
    words ("Vitesse des animations", "Polignac · Limite"); one the app has no name for, as found."""
    parts = path.split(".")
    if parts[0] in NAMES:
        return app.t(NAMES[parts[0]])
    if parts[0] != "games" or len(parts) < 3:
        return path
    game = app.game_name(parts[1])
    if parts[2] == "options" and len(parts) > 3:
        key = f"optname.{parts[1]}.{parts[3]}"
        what = app.t(key) if app.has_text(key) else parts[3]
    else:
        what = app.t(GAME_FIELDS[parts[2]]) if parts[2] in GAME_FIELDS else parts[2]
    return f"{game} · {what}"


class SettingsScene(Scene):
    """``steppers`` maps each setting to its Stepper; ``back_button`` leaves."""

    KEYS = ("language", "speed", "card_back", "four_colour", "think_pause_ms", "sound", "volume",
            "hold_tricks", "show_counts", "auto_play")
    SCALES = ("speed", "think_pause_ms", "volume")         # in their order: the arrows stop at the ends
    SWITCHES = ("four_colour", "sound", "hold_tricks", "show_counts", "auto_play")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.status = ""
        self.pointer: tuple[int, int] | None = None     # where the mouse rests (a help's tag)
        self._build()
        self.key_focus = widgets.KeyFocus(lambda: [*self.KEYS, "back", "about"], self.widget_of)  # the keys' frame

    def widget_of(self, key: str):
        return {"back": self.back_button, "about": self.about_button}.get(key) or self.steppers.get(key)

    # ------------------------------------------------------------ choices

    def choices(self, key: str) -> list:
        if key == "language":           # the system's language too ("auto"): once chosen, it could not come back
            return list(store_settings.LANGUAGES)
        if key == "speed":
            return list(store_settings.SPEEDS)
        if key == "card_back":
            return list(card_backs())
        if key in self.SWITCHES:
            return [False, True]
        if key == "volume":
            volumes = list(theme.VOLUMES)
            current = self.app.settings.get("volume", 75)
            return volumes if current in volumes else sorted(volumes + [current])
        pauses = list(theme.THINK_PAUSES_MS)
        current = self.app.settings.get("think_pause_ms", 600)
        if current not in pauses:               # a value set by hand in the file stays offered
            pauses = sorted(pauses + [current])
        return pauses

    def label(self, key: str, value) -> str:
        t = self.app.t
        if key == "language":
            return t("lang.auto", name=t(f"lang.{system_language()}")) if value == "auto" else t(f"lang.{value}")
        if key == "speed":
            return t(f"speed.{value}")
        if key == "card_back":
            return t(f"back.{value}") if self.app.has_text(f"back.{value}") else value
        if key == "sound":
            return t("sound.on" if value else "sound.off")
        if key in self.SWITCHES:
            return t("common.yes" if value else "common.no")
        if key == "volume":
            return t("volume.pct", pct=value)
        return t("pause.none") if value == 0 else t("pause.ms", ms=value)

    def current_index(self, key: str) -> int:
        values = self.choices(key)
        # the language as stored ("auto"), not as resolved
        value = self.app.settings.language_choice() if key == "language" else self.app.settings.get(key)
        return values.index(value) if value in values else 0

    def change(self, key: str, index: int) -> None:
        value = self.choices(key)[index]
        try:
            self.app.settings[key] = value
        except ValueError as exc:
            self.status = str(exc)
            return
        problem = self.app.settings.save()
        if problem:
            self.status = self.app.t("message.settings_not_saved", reason=self.app.why(problem))
        elif self.app.store is None:
            self.status = self.app.t("settings.not_saved")
        else:
            self.status = self.app.t("settings.saved")
        if key in ("sound", "volume"):  # let the person hear the level chosen
            self.app.sound.start()
            self.app.sound.play("card")
        self._volume_with_sound()
        if key == "language":           # every label changes language
            self._build()
        self.resize(self.app.size)      # the rows' names and helps in the language chosen

    def _volume_with_sound(self) -> None:
        """The volume is dimmed while the sound is off ("75 %" stood as if it were heard)."""
        self.steppers["volume"].enabled = bool(self.app.settings.get("sound"))

    def _build(self) -> None:
        self.steppers = {}
        for key in self.KEYS:
            values = self.choices(key)
            self.steppers[key] = widgets.Stepper(
                (0, 0, 1, 1), [self.label(key, v) for v in values], self.current_index(key),
                lambda index, key=key: self.change(key, index), scale=key in self.SCALES)
        self._volume_with_sound()
        self.back_button = widgets.Button((0, 0, 1, 1), self.app.t("common.back"), self.app.pop,
                                          default=True)
        self.about_button = widgets.Button((0, 0, 1, 1), self.app.t("settings.about"), self.about)

    def about(self) -> None:
        from .about import AboutScene
        self.app.push(AboutScene(self.app))

    # ------------------------------------------------------------ layout and drawing

    def resize(self, size) -> None:
        """Back where every screen has it (widgets.back_place), bottom left, under the preview's
        column; the rows' panel beside it takes the window's height under the title (with the
        buttons in a band of their own under it, ten rows and their helps stood 3 pixels apart at
        1280×720, each help against the next row's name); About level with the title, top right,
        where the rules and the statistics have their tabs; the status line in the title's row,
        between the title and About (under the cards, it shrank them and moved them up each time
        it came: the preview keeps its place and size whatever is said)."""
        w, h = size
        m = max(8, int(h * 0.03))
        line = self.app.font("title").get_linesize()
        status_h = STATUS_LINES * widgets.line_step(self.app.font("small"), 0)
        top = max(m * 2 + line, status_h + m)          # (the status from m // 2 to m // 2 over the rows)
        self.back_button.rect = widgets.back_place(size)
        width = int((w - 3 * m) * 0.68)
        column = pygame.Rect(m, top, w - 3 * m - width, self.back_button.rect.top - m - top)
        self.panel = pygame.Rect(column.right + m, top, width, h - top - m)
        about = pygame.Rect(0, 0, self.back_button.rect.width, theme.row_height(h))
        about.topright = (w - m, m + line // 2 - about.height // 2)      # level with the title
        self.about_button.rect = about
        left = m + self.app.font("title").size(self.app.t("settings.title"))[0] + 2 * m
        self.status_box = pygame.Rect(left, m // 2, about.left - m - left, top - m)
        self.preview = column
        pad = max(8, self.panel.width // 30)
        rows = len(self.KEYS)
        self.row_h = max(24, min(int(h * theme.ROW_HEIGHT), (self.panel.height - 2 * pad) // (rows * 2)))
        stepper_w = int((self.panel.width - 2 * pad) * 0.45)
        self.rows = []
        y = self.panel.y + pad
        for key, row_space in zip(self.KEYS, self._spaces(pad)):
            stepper = self.steppers[key]
            stepper.layout((self.panel.right - pad - stepper_w, y, stepper_w, self.row_h))
            self.rows.append((key, y, row_space))
            y += row_space
        self.pad = pad

    def _spaces(self, pad: int) -> list[int]:
        """Each row's height: the panel's shared out evenly, or, where the rows' helps all fit
        whole so, as each needs (a help of two lines was cut to one at 1024×768 while the volume's
        row, with no help, had as much room), the room left shared out evenly between the rows
        (none of it under the last, where the panel's edge parts it from nothing)."""
        small = self.app.font("small")
        helps, _names = self._words()
        total = self.panel.height - 2 * pad
        width = self.panel.width - 2 * pad
        needs = [self.row_h + 6 + small.get_linesize() * (len(widgets.wrap(self.app.t(helps[key]), small, width))
                                                          if key in helps else 0) for key in self.KEYS]
        if sum(needs) > total:
            return [total // len(self.KEYS)] * len(self.KEYS)
        extra = (total - sum(needs)) // (len(self.KEYS) - 1)
        return [need + extra for need in needs[:-1]] + [needs[-1]]

    def _words(self) -> tuple[dict, dict]:
        """Each row's help and name (catalogue keys); without a sound device, the sound's say why."""
        helps = {"language": "settings.language_help", "card_back": "settings.card_back_help",
                 "speed": "settings.speed_help", "four_colour": "settings.four_colour_help",
                 "think_pause_ms": "settings.think_pause_help", "sound": "settings.sound_help",
                 "hold_tricks": "settings.hold_tricks_help", "show_counts": "settings.show_counts_help",
                 "auto_play": "settings.auto_play_help"}
        names = dict(NAMES)
        sound = self.app.sound
        if sound.started and not sound.available:         # no device: say why nothing is heard, in
            helps["sound"] = "settings.sound_none"        # the row's name too (a low window has no
            names["sound"] = "settings.sound_no_device"   # room for the help lines)
        return helps, names

    def help_lines(self, key: str, space: int) -> list[str]:
        """The lines of a row's help written under it, in a row ``space`` high: whole, or in a short
        window its first line cut, or none where there is no room (never over the next row)."""
        helps, _names = self._words()
        if key not in helps:
            return []
        small = self.app.font("small")
        width = self.panel.width - 2 * self.pad
        lines = widgets.wrap(self.app.t(helps[key]), small, width)
        room = (space - self.row_h - 6) // small.get_linesize()
        if room < len(lines):
            return [widgets.fit(self.app.t(helps[key]), small, width)] if room >= 1 else []
        return lines

    def help_tagged(self) -> tuple[str, str, pygame.Rect] | None:
        """The help of the row under the pointer (else framed by the keys) where the row has no room
        to write it whole (800×500: none was written, nor said anywhere): its row's key, its words
        and the row."""
        helps, _names = self._words()
        framed = self.key_focus.key
        found = None
        for key, y, space in self.rows:
            band = pygame.Rect(self.panel.x + self.pad, y, self.panel.width - 2 * self.pad, space)
            if self.pointer is not None and band.collidepoint(self.pointer):
                found = (key, band)
                break
            if key == framed and found is None:
                found = (key, band)
        if found is None or found[0] not in helps:
            return None
        key, band = found
        whole = widgets.wrap(self.app.t(helps[key]), self.app.font("small"), band.width)
        if self.help_lines(key, band.height) == whole:
            return None
        return key, self.app.t(helps[key]), band

    def row_boxes(self, key: str) -> tuple[pygame.Rect, pygame.Rect]:
        """Where a row's name is written (the room left of its choice) and its choice."""
        stepper = self.steppers[key].rect
        x = self.panel.x + self.pad
        name = pygame.Rect(x, 0, stepper.x - 8 - x, max(stepper.height, self.app.font("body").get_height()))
        name.centery = stepper.centery
        return name, pygame.Rect(stepper)

    def help_tag_place(self, key: str, text: str) -> tuple[tuple[int, int], int]:
        """Where the help tag of ``key``'s row stands (its bottom centre) and how wide its lines run:
        above its row or under it where it stands there clear of the other rows (their names and
        choices) and its own choice; else beside its row over the preview's column, level with the
        row, in lines as wide as the column (at 800×500 the rows stand 14 pixels apart, less than a
        tag: "Pause de réflexion"'s lay on "Jeu à quatre couleurs" above it); of those, the one
        covering least of the preview's cards and the status line, never the buttons nor the title."""
        bounds = self.app.surface.get_rect()
        name, choice = self.row_boxes(key)
        others = [box for other, _y, _space in self.rows if other != key for box in self.row_boxes(other)]
        width = self.panel.width - 2 * self.pad
        height = table_draw.tag_rect(self, text, (0, 0), bounds, width).height
        middle = (name.x + choice.right) // 2
        places = [((middle, choice.top - 2), width), ((middle, choice.bottom + 2 + height), width)]
        beside = self.preview.width - 2 * table_draw.tag_pad(self.app.font("small"))
        tall = table_draw.tag_rect(self, text, (0, 0), bounds, beside).height
        for bottom in (choice.centery + tall // 2, choice.top + tall, choice.bottom):
            places.append(((self.preview.centerx, bottom), beside))
        title = pygame.Rect(bounds.x, bounds.y, self.status_box.x, self.status_box.bottom)
        keep = [*self._preview_cards(), self.status_box] if self.status else self._preview_cards()
        place, _hidden = table_draw.least_covering(
            self, text, places, keep, bounds, never=[self.back_button.rect, self.about_button.rect, title],
            hard=[choice, *others])
        return place

    def _draw_help_tag(self, surface) -> None:
        """The help :meth:`help_tagged` finds, on the table's paper tag where :meth:`help_tag_place`
        puts it."""
        tagged = self.help_tagged()
        if tagged is None or self.app.top is not self:        # a message over the settings: none
            return
        key, text, _band = tagged
        anchor, width = self.help_tag_place(key, text)
        table_draw.draw_tag(self, surface, text, anchor, width=width, bounds=surface.get_rect())

    def handle(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if self.key_focus.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN,
                                                          pygame.K_KP_ENTER):
            self.app.pop()
            return
        if self.back_button.handle(event) or self.about_button.handle(event):
            return
        for stepper in self.steppers.values():
            if stepper.handle(event):
                return

    def draw(self, surface) -> None:
        widgets.draw_felt(surface)
        t = self.app.t
        body, small, title = self.app.font("body"), self.app.font("small"), self.app.font("title")
        m = max(8, int(surface.get_height() * 0.03))
        widgets.draw_text(surface, t("settings.title"), title, theme.CREAM, (m, m))
        widgets.Panel(self.panel).draw(surface)
        _helps, names = self._words()
        for key, _y, space in self.rows:
            stepper = self.steppers[key]
            x = self.panel.x + self.pad
            widgets.draw_text(surface, widgets.fit(t(names[key]), body, stepper.rect.x - x - 8),
                              body, theme.CREAM, (x, stepper.rect.centery), "midleft")
            stepper.draw(surface, body)
            for k, line in enumerate(self.help_lines(key, space)):
                widgets.draw_text(surface, line, small, theme.CREAM_DIM,
                                  (x, stepper.rect.bottom + 4 + k * small.get_linesize()))
        self._draw_preview(surface)
        self.back_button.draw(surface, body)
        self.about_button.draw(surface, body)
        self.key_focus.draw(surface)
        if self.status:
            widgets.text_in_box(surface, self.status, small, theme.CREAM_DIM, self.status_box,
                                align="left", line_gap=0, within=True)
        self._draw_help_tag(surface)

    def _draw_preview(self, surface) -> None:
        """The chosen back and four faces, as they will look at the table."""
        widgets.Panel(self.preview).draw(surface)
        for image, rect in self._preview_images():
            surface.blit(image, rect)

    def _preview_cards(self) -> list[pygame.Rect]:
        """Where the preview's cards lie."""
        return [rect for _image, rect in self._preview_images()]

    def _preview_images(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The preview's two backs and four faces and where each lies (none in a column too small)."""
        try:
            from .. import cards
        except ImportError:
            return []
        settings = self.app.settings
        lang = settings["language"]
        area = self.preview.inflate(-2 * self.pad, -2 * self.pad)
        height = int(min(area.height * 0.42, area.width / 2.2 / theme.CARD_RATIO))
        if height < 20:
            return []
        try:
            back = cards.ART.back(height, settings.get("card_back", theme.CARD_BACKS[0]))
            faces = [cards.ART.face(code, height, lang, bool(settings.get("four_colour")))
                     for code in ("JS", "QH", "KD", "AC")]
        except Exception:                 # the renderer is another module's: never crash here
            return []
        bw = back.get_width()
        y = area.y + int(area.height * 0.04)
        placed = [(back, back.get_rect(topleft=(area.centerx - bw - 4, y))),
                  (back, back.get_rect(topleft=(area.centerx + 4, y)))]
        fw = faces[0].get_width()
        step = min(fw * 0.62, (area.width - fw) / 3)
        x = area.centerx - (step * 3 + fw) / 2
        y2 = area.bottom - height - int(area.height * 0.04)
        for face in faces:
            placed.append((face, face.get_rect(topleft=(int(x), y2))))
            x += step
        return placed
