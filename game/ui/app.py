"""The application: the window, the clock, the loop, the scene stack, the settings and the store.

The loop runs at 60 frames per second while a visible scene is busy (something moves or a seat
thinks) and otherwise sleeps in ``pygame.event.wait`` until input arrives, so an idle table costs
next to nothing (design §4).
"""
from __future__ import annotations

import logging
import os
import sys
import time
import warnings

import pygame

from game.store.problems import REFUSALS, is_damage, refusal
from game.store.saves import numbered

from . import cache, i18n, theme, widgets
from .cards import ART
from .celebrate import Celebration
from .config import DEFAULT_LEVEL, DEFAULT_SETTINGS, LEVELS, MatchConfig, Settings  # noqa: F401
from .scene import Scene
from .sound import Sounds

log = logging.getLogger("tapisvert.ui")


def open_store():
    """game.store's Store, or None while the store does not exist (or cannot start)."""
    try:
        from game import store as store_module
    except ImportError:
        return None
    factory = getattr(store_module, "Store", None)
    if factory is None:
        return None
    try:
        return factory()
    except Exception as exc:          # the app starts without saves rather than not at all
        log.error("the store could not open: %s", exc)
        return None


class App:
    """Owns the window and runs the scenes; see ui_shared.md for the agreed interface.

    Besides it: ``show_message(title, text[, choices])`` pushes a message dialog; ``pop_to(SceneClass)``
    pops down to a scene (the title menu after a match); ``frame(dt, events)`` runs one turn of
    the loop without waiting (tests); ``take_problems()`` / ``report_problems()`` give the
    store's problems once; ``shutdown()`` closes every scene (their ``close()``, if any) and the
    running autosave, keeping it for Continue."""

    def __init__(self, size=theme.WINDOW_DEFAULT, store="auto", settings: dict | None = None,
                 caption: str = theme.WINDOW_TITLE) -> None:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        # Windows: draw at the screen's own pixels rather than let the system stretch a blurred
        # window on a high-density screen (everything here already scales from the window size)
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
        cache.configure_allocator()    # freed drawings leave the process (game/ui/cache.py)
        from game.ai.common import start_process_server
        start_process_server()         # the seats' processes start clean and at once (game/ai/common.py)
        pygame.display.init()
        pygame.font.init()
        self.store = open_store() if store == "auto" else store
        self.problems: list = []       # start-up problems (damaged files), shown once by the title
        self._settings_refused: str | None = None     # the settings write refused last, already said
        self.settings = Settings(settings, self.store)
        self.sound = Sounds(self.settings)   # silent until start(), after the first frame
        self.celebration: Celebration | None = None
        if self.store is not None:
            self.problems += list(self.store.take_problems())
            if hasattr(self.store, "name_save"):    # a match the store keeps is named as the app names one
                self.store.name_save = self.save_name
        self.stack: list[Scene] = []
        self.running = True
        self._asking: Scene | None = None   # the message asking before moves are lost (quit)
        self.clock = pygame.time.Clock()
        pygame.display.set_caption(caption)
        try:
            pygame.display.set_icon(_icon())
        except pygame.error:
            pass
        if size is None:               # the window as the person left it, else the default, fitted to the desktop
            size = first_window(desktop_size(), self.settings["window"])
        size = self._clamp(size)
        self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.size = self.surface.get_size()
        cache.fit_window(self.size)    # the drawings' budgets for this window size
        self.fullscreen = False
        self._windowed_size = self.size
        self._resized = False          # the person resized the window: shutdown() remembers its size
        try:   # the OS then refuses to shrink the window below the minimum
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = theme.WINDOW_MIN
        except (AttributeError, pygame.error):
            pass
        pygame.key.stop_text_input()
        self._idle = False
        self._drawn_looks: tuple = ()     # the scenes' looks when the window was last drawn

    # ------------------------------------------------------------ settings, store, text

    def save_settings(self) -> None:
        problem = self.settings.save()
        if problem:
            self.show_message(self.said("message.error"), self.said("message.settings_not_saved",
                                                                     reason=lambda t: self.why(problem)))

    def t(self, key: str, **fmt) -> str:
        """The text of ``key`` in the chosen language."""
        return i18n.translate(key, self.settings.get("language", "en"), **fmt)

    def said(self, key: str, **fmt) -> i18n.Said:
        """The text of ``key`` in the chosen language, said again in the language chosen later
        (:class:`i18n.Said`): a message on screen while the person changes the language in the
        settings follows it ("Partie enregistrée sous …" stayed French in English). A figure that is
        itself words (a game's or a save's name, a reason) is given as a function of the translator
        (:meth:`t`), worked out anew each time, as the table's lines have theirs."""
        return i18n.Said(lambda: self.t(key, **{k: v(self.t) if callable(v) else v for k, v in fmt.items()}))

    def game_name(self, game: str) -> str:
        """A game's name as the person reads it; one this version does not know (a newer version's,
        in a file left for it) as the file names it."""
        return self.t(f"game.{game}") if self.has_text(f"game.{game}") else game

    def save_name(self, game: str, deal: int) -> str:
        """The name a match is saved under until renamed, the one home of that naming: its game and
        the deal it was saved in, said as such ("Double King · donne 4" / "Double King · deal 4":
        "Double King · 4" did not say what the 4 was); a second save in one deal takes " (2)"
        (store.saves.distinct_name)."""
        return self.t("table.save_name", game=self.game_name(game), deal=deal)

    def save_label(self, entry) -> str:
        """A saved match's name as shown: the person's as he wrote it; the app's (:meth:`save_name`)
        said anew in the language of the moment from what it says (a save named in French kept its
        French name in English); an older save's as it was written."""
        named = getattr(entry, "named", None) or {}
        if not named:
            return entry.name
        return numbered(self.save_name(entry.game, named["deal"]), named["copy"])

    def has_text(self, key: str) -> bool:
        return i18n.lookup(key, self.settings.get("language", "en")) is not None

    def font(self, role: str = "body") -> pygame.font.Font:
        """The font of a role ("body", "small", "title") sized from the window (theme.text_height)."""
        return widgets.font_for(role, theme.text_height(self.size))

    # ------------------------------------------------------------ the scene stack

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self.stack.append(scene)
        scene.resize(self.size)

    def pop(self) -> Scene | None:
        scene = self.stack.pop() if self.stack else None
        _retire(scene)
        if self.stack:
            self.stack[-1].resume()
            self._pointer_again()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            _retire(self.stack.pop())
        self.push(scene)

    def pop_to(self, kind: type) -> None:
        """Pop scenes until one of class ``kind`` is on top (the title menu, after a match)."""
        while len(self.stack) > 1 and not isinstance(self.stack[-1], kind):
            _retire(self.stack.pop())
        if self.stack:
            self.stack[-1].resume()
            self._pointer_again()

    @staticmethod
    def _pointer_again() -> None:
        """A scene uncovered hears where the pointer is now, as if it had moved: the button it lit
        under the pointer when the scene over it opened ("This deal…", clicked) was still lit,
        gold-edged beside the one Enter presses, with the pointer long gone from it."""
        if pygame.mouse.get_focused():
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pygame.mouse.get_pos(), rel=(0, 0),
                                                 buttons=pygame.mouse.get_pressed()))

    def shutdown(self) -> None:
        """Leave cleanly: every scene's helpers stopped (a computer seat's worker process),
        the running match's autosave closed but kept for Continue."""
        while self.stack:
            _retire(self.stack.pop())
        self._remember_window()
        cache.forget_frames()            # no window draws: the bounds alone hold again
        ART.stop()                       # no face rendered ahead once the display goes
        for name in ("autosave_close", "release_lock"):
            close = getattr(self.store, name, None)
            if close is not None:
                try:
                    close()
                except Exception:
                    log.exception("closing the store (%s) failed", name)

    def _remember_window(self) -> None:
        """The size the person gave the window (before a full screen), for the next start; a
        settings file that cannot be written is logged, as nobody is left to read a message."""
        if not self._resized or self.store is None:
            return
        size = list(self._windowed_size if self.fullscreen else self.size)
        if self.settings["window"] == size:
            return
        try:
            self.settings["window"] = size
        except (KeyError, ValueError):
            return
        self.settings.save(chosen=False)    # a refusal is logged by the store

    def hold_the_only_copy(self) -> bool:
        """Take the store's single-copy lock. False when another running copy holds it: this copy
        then drops its store (it must write nothing) and the caller says so."""
        acquire = getattr(self.store, "acquire_lock", None)
        if acquire is None or acquire():
            return True
        self.store = None
        return False

    def quit(self) -> None:
        """Close the app (the window's close, the title's Quit), unless moves of the match in progress
        would be lost: writes refused since (the disk full), the autosave is written once more, and
        where that fails too the person is asked first (:meth:`_ask_before_losing`)."""
        lost = self._moves_not_kept()
        if lost:
            self._ask_before_losing(lost)
        else:
            self.running = False

    def _moves_not_kept(self) -> int:
        """How many moves of the match in progress closing now would lose, the autosave written once
        more first (0 without a store, or when every move is on the disk)."""
        catch_up = getattr(self.store, "autosave_catch_up", None)
        if catch_up is None:
            return 0
        try:
            return int(catch_up())
        except Exception:
            log.exception("the autosave could not be written once more before closing")
            return 0

    def _ask_before_losing(self, lost: int) -> None:
        """The message over the table when closing would lose ``lost`` moves the disk refused: the
        folder and why, Try again (the write once more; closes once it works), Quit anyway (they are
        lost), Escape or Stay (the app stays open, the moves in memory). One such message at a time:
        a second close asked over it takes its place."""
        problem = getattr(self.store, "last_problem", None)
        folder = os.path.dirname(getattr(getattr(self.store, "paths", None), "autosave_file", ""))
        room = getattr(problem, "params", {}).get("cause") == "store.cause.full"

        def text() -> str:              # said again in the language of the moment (show_message)
            why = self.why(problem) if problem is not None else ""
            anyway = self.t("message.quit_anyway")
            lines = [self.t("message.close_unsaved_one" if lost == 1 else "message.close_unsaved", n=lost, why=why,
                            resume=self.t("title.continue"), anyway=anyway)]
            if folder not in why:           # the folder, where the cause does not name it
                lines.append(self.t("message.close_unsaved_folder", where=folder))
            lines.append(self.t("message.close_unsaved_room" if room else "message.close_unsaved_later",
                                retry=self.t("message.try_again"), stay=self.t("message.stay")))
            return "\n".join(lines)
        if self._asking is not None and self.top is self._asking:
            self.pop()
        self.show_message(self.said("message.close_unsaved_title"), i18n.Said(text),
                          [(self.said("message.try_again"), self.quit),
                           (self.said("message.quit_anyway"), self._quit_anyway), (self.said("message.stay"), None)])
        self._asking = self.top

    def _quit_anyway(self) -> None:
        """Close though moves are lost (the person chose to)."""
        self.running = False

    def visible(self) -> list[Scene]:
        """The scenes drawn this frame: the top one and, beneath dialogs, down to the first
        opaque one (bottom first)."""
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].transparent:
            start -= 1
        return self.stack[max(start, 0):]

    def busy(self) -> bool:
        return self.celebration is not None or any(scene.busy() for scene in self.visible())

    def celebrate(self, won: bool, origin, sparks: int = 24) -> None:
        """A short celebration of a win (gold suits rising from ``origin()``), or a sober moment
        for a loss, over every scene (game/ui/celebrate.py); none at the "instant" speed."""
        if theme.SPEED_FACTOR.get(self.settings.get("speed", "normal"), 1.0) <= 0:
            return
        self.celebration = Celebration(won, origin, sparks, seed=int(time.monotonic() * 1000))

    # ------------------------------------------------------------ matches

    def open_review(self, record, deal: int, followed: set[int] | frozenset[int] = frozenset()) -> None:
        """The review of a deal just played (a practice match opens it over each deal's sheet: its
        way out leads on to the deal's result); ``followed``: the record's indices of the person's
        decisions that took a hint's advice."""
        from .scenes.learn import open_review
        open_review(self, record, deal, leave="review.see_result", followed=followed)

    def to_title(self) -> None:
        """Back to the title menu: the scenes over it close (a title is made if none is left)."""
        from .scenes.title import TitleScene
        self.pop_to(TitleScene)
        if not isinstance(self.top, TitleScene):
            self.replace(TitleScene(self))

    def start_match(self, config: MatchConfig) -> None:
        """Push the table for a new match (a replayed deal leaves the setup's remembered choices alone),
        once the unfinished match it takes the autosave from is kept (:meth:`keep_unfinished`)."""
        if not self.keep_unfinished():
            return
        if not config.deals:
            self._remember_last(config)
        try:
            table = _table_scene_class()
            if table is None:
                self.show_message(self.said("message.error"), self.said("message.table_missing"))
                return
            self.push(table(self, config))
        except Exception as exc:
            log.exception("the table could not start")
            self.show_message(self.said("message.error"), self.said("message.cannot_start",
                                                                     reason=lambda t, why=exc: self.reason(why)))

    def resume_match(self, record, match=None) -> None:
        """Push the table for a saved match (Continue, Load); ``match`` is the engine state
        the store already replayed, handed on when the table accepts it. The unfinished match it
        takes the autosave from is kept first (:meth:`keep_unfinished`), and the person told."""
        from .scenes.setup import playable
        game = getattr(record, "game", None)
        if game is not None and not playable(game):
            self.show_message(self.said(f"game.{game}"), self.said("rules.not_yet"))
            return
        kept = self._keep_unfinished(resuming=record)
        if kept is False:
            return
        try:
            table = _table_scene_class()
            if table is None:
                self.show_message(self.said("message.error"), self.said("message.table_missing"))
                return
            if match is not None and _accepts(table.from_record, "match"):
                scene = table.from_record(self, record, match=match)
            else:
                scene = table.from_record(self, record)
        except Exception as exc:
            log.exception("a saved match could not be opened")
            self.show_message(self.said("message.error"), self.said("message.cannot_load",
                                                                     reason=lambda t, why=exc: self.reason(why)))
            return
        self.push(scene)
        if kept is not True:        # said over the table: where the match left is now
            self.show_message(self.said("saves.title"), self.said(
                "saves.match_kept", game=lambda t: self.game_name(kept.game), players=kept.players,
                name=lambda t: self.save_label(kept)))

    def _remember_last(self, config: MatchConfig) -> None:
        """The setup a new match starts from next time (design §5: "as the person left it")."""
        levels = [s.get("level", DEFAULT_LEVEL) for s in config.seats[1:]]
        try:
            self.settings.set_game(config.game, players=config.players,
                                   options=dict(config.options), levels=levels)
            self.settings["last_levels"] = levels       # a game never set up opens with them
            if config.seats:                # the person's name, once for every game
                self.settings["player_name"] = config.seats[0].get("name", "")
            self.settings["last_game"] = config.game
            self.settings["practice"] = config.practice     # the next setup opens as he left it
        except ValueError:
            return          # a refused value is not remembered; the match starts all the same
        self._save_remembered()

    def remember_seats(self, game: str, players: int, levels: list) -> None:
        """The seats a person set up and left without starting (how many, the computers' levels),
        for the next setup of ``game``."""
        if self.settings.game(game).get("players") == players and self.settings.game(game).get("levels") == levels:
            return
        try:
            self.settings.set_game(game, players=players, levels=list(levels))
        except ValueError:
            return
        self._save_remembered()

    def remember_levels(self, levels: list) -> None:
        """The computer seats' levels a person chose last, in any game, and left without starting:
        a game never set up opens with them (:meth:`Settings.last_levels`)."""
        if self.settings.get("last_levels") == levels:
            return
        try:
            self.settings["last_levels"] = list(levels)
        except ValueError:
            return
        self._save_remembered()

    def _save_remembered(self) -> None:
        """Write the settings remembered for the setup; a write refused is said once."""
        problem = self.settings.save()
        told, self._settings_refused = self._settings_refused, problem.text if problem else None
        if problem and problem.text != told:    # said over the table (a message here would lie
            self.problems.append(problem)       # under it), once until a write works again

    def take_problems(self) -> list:
        """Problems found since last asked (the app's and the store's), each given once."""
        found, self.problems = self.problems, []
        if self.store is not None:
            try:
                found += list(self.store.take_problems())
            except Exception:
                pass
        return found

    def continue_match(self) -> bool:
        """Resume the autosaved match where the person left it (issue 8): the title's Continue,
        the match in progress in Saved matches. False, having said why, when it cannot be (the
        store moved a damaged autosave aside)."""
        try:
            record, match = self.store.load_autosave()
        except Exception as exc:
            self.show_message(self.said("message.error"), i18n.Said(lambda why=exc: self.reason(why)))
            return False
        self.resume_match(record, match)
        return True

    def autosave_info(self) -> dict | None:
        """What the store says of the autosaved match, the one Continue resumes ({"game",
        "players", ...}), or None (no store, no autosave, or one that cannot be read)."""
        if self.store is None:
            return None
        try:
            return self.store.autosave_info()
        except Exception:
            return None

    def unfinished_match(self, table=None) -> tuple | None:
        """(record, match) of the unfinished match a new one would take the place of: the
        table's, else the one Continue would resume; None when there is none."""
        if table is not None:
            if table.record is not None and not table.match.match_over:
                return table.record, table.match
            return None
        if self.store is None or not self.store.has_autosave():
            return None
        try:
            record, match = self.store.load_autosave()
        except Exception:          # a damaged autosave: the store set it aside and says so
            return None
        return None if match.match_over else (record, match)

    def keep_unfinished(self, table=None) -> bool:
        """Before another match takes the autosave, the unfinished match it replaces (see
        :meth:`unfinished_match`) is kept in the saved matches. False, having said why, when it
        could not be: the other match must not start then. :meth:`start_match` and
        :meth:`resume_match` call it, so that no way to another match forgets it; a caller that
        closes a table first calls it with that ``table`` (its record may be ahead of the file)."""
        return self._keep_unfinished(table) is not False

    def _keep_unfinished(self, table=None, resuming=None):
        """:meth:`keep_unfinished`: False when the match could not be kept (said), the SavedMatch it
        was kept as, or True when nothing needed keeping: no unfinished match, one a save already
        holds, or the one ``resuming`` (a record) goes on with. A match resumed from a saved match
        is kept over that save (one match, one entry: :meth:`Store.save_resumed`)."""
        going = self.unfinished_match(table)
        if going is None:
            return True
        record, match = going
        if resuming is not None and resuming.holds(record):     # Continue: the same match
            return True
        deal = table.deal_in_sight if table is not None else match.deal     # the deal last seen
        try:
            written_back = self.store.save_resumed(record, match, deal)
            if written_back is not None:
                entry, changed = written_back
                return entry if changed else True
            if self.store.has_save_of(record):      # resumed from the saves and not played since
                return True
            return self.store.save_match(record, self.save_name(record.game, deal), match, deal=deal)
        except Exception as exc:
            self.show_message(self.said("message.error"),
                              self.said("table.save_failed", reason=lambda t, why=exc: self.reason(why)))
            return False

    def report_problems(self) -> bool:
        """Show the problems not yet shown in one message; True when there was one."""
        found = self.take_problems()
        if not found:
            return False
        unsaved = ("store.autosave_failed", "store.stats_failed", "store.stats_later", "store.write_failed",
                   "store.other_copy", "store.finished_left", "store.stats_newer")
        saving = all(getattr(p, "key", None) in unsaved for p in found)
        refused = all(getattr(p, "params", {}).get("cause") in REFUSALS for p in found)   # nothing damaged
        kept = all(getattr(p, "key", None) in ("store.autosave_kept", "store.unread_kept") for p in found)  # none lost
        # "Damaged files" only where one is: a newer version's file, or one left unread, is not
        title = self.said("message.kept_title" if kept else "message.not_saved_title" if saving
                          else "message.refused_title" if refused
                          else "message.damaged_title" if any(is_damage(p) for p in found) else "message.files_title")
        refused = [p for p in found if getattr(p, "key", None) == "store.bad_setting"]

        def text() -> str:              # said again in the language of the moment (show_message)
            if len(refused) > 1:            # the settings refused, named in one line
                names = ", ".join(self._setting_named(p) for p in refused)
                lines = [self.t("store.bad_settings", file=refused[0].params["file"], names=names)]
                lines += [self.problem_text(p) for p in found if p not in refused]
            else:
                lines = [self.problem_text(p) for p in found]
            return "\n".join(lines + self._set_aside_in(found))
        self.show_message(title, i18n.Said(text), unbidden=True)
        return True

    def _set_aside_in(self, found: list) -> list[str]:
        """The line naming the folders the files ``found`` were moved to ("it was moved aside"
        said not where: a person could not find his settings or a save again), whole; none when
        nothing was moved."""
        folders = list(dict.fromkeys(os.path.dirname(p.moved_to) for p in found if getattr(p, "moved_to", None)))
        if not folders:
            return []
        if len(folders) == 1:
            moved = sum(1 for p in found if getattr(p, "moved_to", None))
            return [self.t("store.set_aside_one" if moved == 1 else "store.set_aside_in", where=folders[0])]
        return [self.t("store.set_aside_in_folders", where="\n".join(folders))]

    def _setting_named(self, problem) -> str:
        """The setting a "store.bad_setting" problem refused, named as the person reads it."""
        from .scenes.settings import setting_name
        return self.t("store.setting_named", name=setting_name(self, problem.params["detail"]))

    def problem_text(self, problem) -> str:
        """A store problem in the person's language (the store's English text as fallback); a
        setting refused is named as the person reads it."""
        key = getattr(problem, "key", None)
        if key == "store.bad_setting":
            return self.t(key, file=problem.params["file"], detail=self._setting_named(problem))
        if key and self.has_text(key) and hasattr(problem, "told"):
            return problem.told(self.t)
        return str(getattr(problem, "text", problem))

    def why(self, problem) -> str:
        """Why a file could not be written, in few words: a store problem's cause (no permission,
        a full disk) or detail, else :meth:`reason`."""
        return problem.why(self.t) if hasattr(problem, "why") else self.reason(problem)

    def reason(self, exc: BaseException) -> str:
        """Why something failed, in the person's words: a file's problem as the store tells it, a
        write the system refused by its cause (no permission, a full disk), else the error's text."""
        problem = getattr(exc, "problem", None)
        if problem is not None:         # a file moved aside: where it is kept, too
            return "\n".join([self.problem_text(problem), *self._set_aside_in([problem])])
        refused = refusal(exc)
        if refused:
            return self.t(refused["cause"], **refused)
        return str(exc)

    def show_message(self, title: str, text: str, choices: list | None = None, unbidden: bool = False,
                     clear=None) -> None:
        """A message over the scene: OK, or ``choices`` as (label, callback) pairs, the first the
        default and the last Escape's (scenes/message.py); ``unbidden`` for one that comes up by
        itself, which takes no click nor key for its first moments; ``clear``: () -> a rect it
        stands clear of where the window has room (the trick, at the table). A title, text or
        label given as :meth:`said` follows a change of language while it shows."""
        from .scenes.message import MessageScene
        self.push(MessageScene(self, title, text, choices, unbidden, clear))

    # ------------------------------------------------------------ the loop

    def _clamp(self, size) -> tuple[int, int]:
        return (max(theme.WINDOW_MIN[0], int(size[0])), max(theme.WINDOW_MIN[1], int(size[1])))

    def resize(self, size) -> None:
        """Lay out every scene again for a window of ``size`` (clamped to the minimum)."""
        wanted = self._clamp(size)
        self._resized = True
        if self.surface.get_size() != wanted:
            self.surface = pygame.display.set_mode(wanted, pygame.RESIZABLE)
        if self.surface.get_size() != self.size:
            cache.window_resized(self.surface.get_size())   # the old size's drawings go, before the new layout
        self.size = self.surface.get_size()
        for scene in self.stack:
            scene.resize(self.size)

    def toggle_fullscreen(self) -> None:
        """F11: full screen at the desktop's size, or back to the window as it was.

        The display's own toggle first: leaving a full screen made by ``set_mode`` kept the window
        at the screen's size under a window manager (openbox: "forcibly resized by the OS"). Where
        the display has no toggle (the dummy driver of the tests), ``set_mode``."""
        if not self.fullscreen:
            self._windowed_size = self.size
        try:
            with warnings.catch_warnings():      # "re-creating window in toggle_fullscreen" (X11): as meant
                warnings.simplefilter("ignore")
                pygame.display.toggle_fullscreen()
            toggled = bool(pygame.display.get_surface().get_flags() & pygame.FULLSCREEN) != self.fullscreen
        except pygame.error:
            toggled = False
        if toggled and self.fullscreen:       # back in the window: at its size of before
            self.surface = pygame.display.set_mode(self._clamp(self._windowed_size), pygame.RESIZABLE)
        elif toggled:
            self.surface = pygame.display.get_surface()
        elif self.fullscreen:
            self.surface = pygame.display.set_mode(self._clamp(self._windowed_size), pygame.RESIZABLE)
        else:
            try:
                self.surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:          # no full screen here: stay in the window
                return
        self.fullscreen = not self.fullscreen
        if self.surface.get_size() != self.size:
            cache.window_resized(self.surface.get_size())
        self.size = self.surface.get_size()
        for scene in self.stack:
            scene.resize(self.size)

    def dispatch(self, event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.VIDEORESIZE:
            self.resize((event.w, event.h))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        elif self.stack:
            self.stack[-1].handle(event)

    def frame(self, dt: float | None = None, events: list | None = None) -> None:
        """One turn of the loop without waiting: the pending events, an update, a drawing.
        Tests drive the app with this after posting events."""
        if events is None:
            events = pygame.event.get()
        for event in events:
            self.dispatch(event)
            if not self.running:
                return
        if dt is None:
            dt = 1 / theme.FPS_BUSY
        for scene in self.visible():
            scene.update(dt)
        if self.celebration is not None:
            self.celebration.update(dt, theme.SPEED_FACTOR.get(self.settings.get("speed", "normal"), 1.0))
        self.draw()
        if self.celebration is not None and self.celebration.done:
            self.celebration = None

    def looks(self) -> tuple:
        """What the visible scenes show that may change while the window idles (``Scene.look``)."""
        return tuple(scene.look() for scene in self.visible())

    def draw(self) -> None:
        cache.new_frame()                # what the frame before last drew alone may go now
        self._drawn_looks = self.looks()
        for scene in self.visible():
            scene.draw(self.surface)
        if self.celebration is not None:
            self.celebration.draw(self.surface)
        pygame.display.flip()

    def idle_update(self, dt: float) -> bool:
        """A turn of the loop while nothing moves and no input came: the scenes' timers run, and
        the window is drawn again only when what it shows changed (another scene, something set
        moving, a scene's look: a hint or a review worked out in the background). True when drawn."""
        before = (len(self.stack), self.top)
        for scene in self.visible():   # timers that do not make a scene busy still run
            scene.update(dt)
        if (len(self.stack), self.top) != before or self.busy() or self.looks() != self._drawn_looks:
            self.draw()
            return True
        return False

    def run(self) -> None:
        """The loop, until the last scene is popped or the window closed."""
        self.draw()
        quiet = 0.0                      # seconds since the last input
        while self.running and self.stack:
            if self.busy():
                dt = self.clock.tick(theme.FPS_BUSY) / 1000
                if self._idle:           # waking up: no jump for the time spent waiting
                    dt = min(dt, 1 / theme.FPS_BUSY)
                self._idle = False
                quiet = 0.0
                self.frame(min(dt, 0.1))
                continue
            # Nothing moves: look for input, then nap. pygame's event.wait polls every
            # millisecond inside (about 2% of a core); a nap between polls costs a fifth of
            # that and still answers within a frame.
            self._idle = True
            events = pygame.event.get()
            dt = min(self.clock.tick() / 1000, 0.1)
            if events:
                quiet = 0.0
                self.frame(dt, events)
                continue
            quiet += dt
            self.idle_update(dt)
            time.sleep(theme.IDLE_NAP_S if quiet < theme.IDLE_SLOW_AFTER_S
                       else theme.IDLE_NAP_SLOW_S)
        self.shutdown()
        pygame.display.quit()


def _retire(scene) -> None:
    """A scene leaves the stack for good: let it stop what it started (the table's seats)."""
    close = getattr(scene, "close", None)
    if callable(close):
        try:
            close()
        except Exception:
            log.exception("closing a scene failed")


def _table_scene_class():
    """UI-table's TableScene, imported when first needed (None until game/ui/table has it)."""
    import importlib
    try:
        module = importlib.import_module(__package__ + ".table")
    except ModuleNotFoundError as exc:
        if exc.name in ("game.ui.table", __package__ + ".table"):
            return None
        raise
    return getattr(module, "TableScene", None)


def _accepts(function, name: str) -> bool:
    import inspect
    try:
        return name in inspect.signature(function).parameters
    except (TypeError, ValueError):
        return False


def _icon() -> pygame.Surface:
    """The window's icon: the app icon's small drawing (assets/icon-small.svg) at 32 pixels."""
    from .. import assets
    return pygame.image.load_sized_svg(assets.asset_path("icon-small.svg"), (32, 32))


def parse_args(argv: list[str] | None):
    import argparse
    parser = argparse.ArgumentParser(prog="main.py", description="Tapis Vert, a French card table.")
    parser.add_argument("--smoke", action="store_true",
                        help="open the window, run the start-up checks, draw the title menu and a "
                             "dealt table, write the screenshot and exit")
    parser.add_argument("--screenshot", metavar="FILE", help="PNG file written in smoke mode")
    parser.add_argument("--game", default=None, help="game of the smoke table (polignac)")
    parser.add_argument("--players", type=int, default=None, help="players at the smoke table")
    parser.add_argument("--size", default=None, help="window size, e.g. 1600x900")
    return parser.parse_args(argv)


def startup_checks(app: "App") -> None:
    """The store's checks of the settings, the autosave and every saved match; what it found
    damaged is reported once (app.problems, shown by the title menu)."""
    store = app.store
    check = getattr(store, "startup_check", None) if store is not None else None
    if check is None:
        return
    try:
        found = check()
    except Exception as exc:            # none the store foresaw: the log keeps it, the person is told in words
        from game.logsetup import log_file
        from game.store.problems import unexpected
        app.problems.append(unexpected("store.checks_failed", log_file(), exc, file=log_file()))   # named whole
        return
    app.problems += list(found or ())


def _screenshot(app: "App", path: str) -> bool:
    """The window written to ``path`` (PNG); False, with a line saying why, where it cannot be."""
    try:
        pygame.image.save(app.surface, path)
    except (pygame.error, OSError) as exc:
        print(f"smoke: cannot write the screenshot {path} ({exc})", file=sys.stderr)
        return False
    return True


def smoke(app: "App", args) -> int:
    """Contract §8: title menu, then a dealt table of ``args.game``, written to the screenshot."""
    from .config import MatchConfig, default_seats
    from .scenes.title import TitleScene
    title = TitleScene(app)
    app.push(title)
    app.frame(0.0, [])
    if args.screenshot and not _screenshot(app, args.screenshot):
        return 2
    from game.engine import RuleError, game_module
    try:
        module = game_module(args.game)
    except RuleError as exc:
        print(f"smoke: {exc.message}", file=sys.stderr)
        return 2
    counts = list(module.PLAYERS)
    players = args.players if args.players is not None else (4 if 4 in counts else counts[0])
    if players not in counts:
        print(f"smoke: {args.game} is played by {', '.join(map(str, counts))} players, "
              f"not {players}", file=sys.stderr)
        return 2
    table = _table_scene_class()
    if table is not None:
        # The smoke table is a throwaway: it must not replace the person's autosave.
        app.store = None
        config = MatchConfig(args.game, players, {}, default_seats(players, app.t("setup.you")),
                             seed=1, dealer=0)
        try:
            app.push(table(app, config))
        except Exception as exc:
            print(f"smoke: the table cannot show {args.game} ({exc})", file=sys.stderr)
            return 1
        # Let the deal run to its end (a bounded number of frames, in simulated time).
        for _ in range(600):
            app.frame(0.05, [])
            if not app.busy():
                break
        app.frame(0.0, [])
        if args.screenshot and not _screenshot(app, args.screenshot):
            return 2
        seats = next((s.seats for s in app.stack if hasattr(s, "seats")), None)
        if seats is not None and hasattr(seats, "where"):
            # the computer seats' answers and where they thought (the packaged app's worker process)
            report = f"smoke: computer seats answered {seats.answered} times, thinking in a {seats.where()}"
            print(report, file=sys.stderr)
            log.info(report)
    print(f"smoke: ok{' ' + args.screenshot if args.screenshot else ''}", file=sys.stderr)
    return 0


def show_title(app: "App"):
    """The title menu pushed and drawn: the first frame a person sees when the app starts (and the
    one bench.frames times from a fresh interpreter)."""
    from .scenes.title import TitleScene
    title = TitleScene(app)
    app.push(title)
    app.draw()
    return title


def first_window(desktop: tuple[int, int] | None, last=None) -> tuple[int, int]:
    """The size a start opens its window at: ``last`` (the size the person left it at) or the
    default; on a desktop too small for it, the largest of its shape that leaves the window's
    frame and the system's bars in sight (DESKTOP_ROOM); never under the smallest window, nor over
    WINDOW_MOST where the desktop's size is unknown."""
    w, h = (int(last[0]), int(last[1])) if last else theme.WINDOW_DEFAULT
    w, h = max(w, theme.WINDOW_MIN[0]), max(h, theme.WINDOW_MIN[1])
    if not desktop or min(desktop) <= 0:        # the system does not say: no larger than WINDOW_MOST
        return min(w, theme.WINDOW_MOST[0]), min(h, theme.WINDOW_MOST[1])
    scale = min(1.0, desktop[0] * theme.DESKTOP_ROOM[0] / w, desktop[1] * theme.DESKTOP_ROOM[1] / h)
    return max(theme.WINDOW_MIN[0], int(w * scale)), max(theme.WINDOW_MIN[1], int(h * scale))


def fit_size(size: tuple[int, int], asked: str) -> tuple[int, int]:
    """The window size ``--size`` asked for (``asked`` as typed), no larger than the desktop (than
    WINDOW_MOST where the system does not say its size); a size cut is said on standard error and
    in the log."""
    desktop = desktop_size()
    most = desktop if desktop and min(desktop) > 0 else theme.WINDOW_MOST
    fitted = (min(size[0], most[0]), min(size[1], most[1]))
    least = theme.WINDOW_MIN
    if fitted != tuple(size):
        where = "the desktop" if most is desktop else "the largest window opened"
        said = f"--size {asked}: larger than {where} ({most[0]}×{most[1]})"
    elif fitted[0] < least[0] or fitted[1] < least[1]:
        fitted = (max(fitted[0], least[0]), max(fitted[1], least[1]))
        said = f"--size {asked}: smaller than the smallest window ({least[0]}×{least[1]})"
    else:
        return fitted
    said += f"; the window opens at {fitted[0]}×{fitted[1]}"
    print(said, file=sys.stderr)
    log.info(said)
    return fitted


def size_asked(text: str) -> tuple[int, int]:
    """The window size ``--size`` asks for ("1600x900"); ValueError where it is not WIDTHxHEIGHT."""
    w, h = (int(v) for v in text.lower().split("x"))
    return w, h


def refused_arguments(args) -> str | None:
    """What is wrong with the command line that argparse lets through, in a line for standard
    error; None when nothing is. Said before any window opens."""
    if args.size:
        try:
            w, h = size_asked(args.size)
        except ValueError:
            return f"--size: expected WIDTHxHEIGHT, got {args.size!r}"
        if w < 1 or h < 1:
            return f"--size {args.size}: a window's width and height are at least 1 (e.g. 1600x900)"
    if not args.smoke:
        given = [name for name, value in (("--game", args.game), ("--players", args.players),
                                          ("--screenshot", args.screenshot)) if value is not None]
        if given:
            return (f"{', '.join(given)}: only with --smoke (the smoke check's table); "
                    "a match's game and players are chosen in the app's New match screen")
    return None


def desktop_size() -> tuple[int, int] | None:
    """The size of the first display's desktop, or None where the system does not say."""
    try:
        pygame.display.init()
        sizes = pygame.display.get_desktop_sizes()
    except (pygame.error, AttributeError):
        return None
    return tuple(sizes[0]) if sizes else None


def main(argv: list[str] | None = None) -> int:
    """Start the app with the title menu (``python main.py``, the ``tapis-vert`` command)."""
    args = parse_args(argv)
    refused = refused_arguments(args)
    if refused:
        print(refused, file=sys.stderr)
        return 2
    if args.smoke and args.game is None:
        args.game = "polignac"
    size: tuple[int, int] | None = theme.WINDOW_DEFAULT     # the smoke check's picture keeps the default size
    if args.size:
        size = fit_size(size_asked(args.size), args.size)
    elif not args.smoke:
        size = None                    # the last window, else the default, fitted to the desktop
    app = App(size)
    only_copy = app.hold_the_only_copy()
    if args.smoke:
        startup_checks(app)
        try:
            return smoke(app, args)
        finally:
            app.shutdown()
            pygame.display.quit()
    if not only_copy:
        # Another copy runs on the same folders: say so, touch nothing, close when read.
        log.info("another copy of Tapis Vert holds the user folders: this one says so and closes")
        app.show_message(app.said("message.already_open_title"), app.said("message.already_open"))
        app.run()
        return 0
    # The title is on screen first; the checks (every saved match replayed) come after, and
    # the title reports what they found on its next turn.
    title = show_title(app)
    app.sound.start()
    startup_checks(app)
    title.resume()
    app.run()
    log.info("Tapis Vert closed")
    return 0
