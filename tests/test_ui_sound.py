"""The table's sounds: made by our own code, silent without a device, volume and mute from the
settings, cued by the steps of the table's timeline (issue 14)."""
from __future__ import annotations

import logging

import pygame
import pytest
from test_ui_frame_support import make_app, texts_drawn

from game.ui import anim, sound
from game.ui.scenes.title import TitleScene

EVENTS = {"deal", "card", "gather", "shuffle", "counters", "turn", "deal_end", "match_won", "match_lost"}


@pytest.fixture
def no_mixer():
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def test_every_moment_of_the_brief_has_its_own_synthesised_sound():
    assert set(sound.MAKERS) == EVENTS
    for name in EVENTS:
        data = sound.samples(name)
        seconds = len(data) / sound.RATE
        peak = max(map(abs, data))
        assert 0.04 <= seconds <= 2.0, name
        assert 4000 < peak < 32767, f"{name} is audible and never clips"
        assert data[0] == 0 and abs(data[-1]) < peak * 0.05, f"{name} starts and ends softly (no click)"


def test_a_card_is_a_soft_snap_of_noise_and_the_turn_a_tone():
    # a tone crosses zero at its pitch; a noise burst many times more often
    def crossings(data):
        return sum(1 for a, b in zip(data, data[1:]) if (a < 0) != (b < 0)) / (len(data) / sound.RATE)
    assert crossings(sound.samples("card")) > 3 * crossings(sound.samples("turn"))
    card = sound.samples("card")
    head = sum(abs(v) for v in card[: len(card) // 3])
    assert head > 2 * sum(abs(v) for v in card[len(card) // 3:]), "the snap dies away quickly"


def test_without_an_audio_device_the_app_starts_silent_and_says_it_only_in_the_log(
        tmp_path, monkeypatch, caplog, no_mixer):
    monkeypatch.setenv("SDL_AUDIODRIVER", "tapisvert_no_such_audio_driver")
    app = make_app(tmp_path, store=False)
    try:
        app.push(TitleScene(app))
        app.frame(0.0)
        with caplog.at_level(logging.INFO, logger="tapisvert.ui"):
            assert app.sound.start() is False
        assert app.sound.play("turn") is False and app.sound.play("card") is False
        app.frame(0.0)
        assert len(app.stack) == 1 and isinstance(app.top, TitleScene), "no message to the person"
        assert not app.take_problems()
    finally:
        app.shutdown()
    lines = [r for r in caplog.records if "audio" in r.getMessage()]
    assert len(lines) == 1


def test_volume_and_mute_come_from_the_settings(tmp_path, no_mixer):
    app = make_app(tmp_path, store=False)
    try:
        assert app.sound.start(background=False)
        assert set(app.sound.ready) == EVENTS
        assert app.sound.play("turn")
        app.settings["sound"] = False
        assert not app.sound.play("deal_end"), "muted"
        app.settings["sound"] = True
        app.settings["volume"] = 0
        assert not app.sound.play("deal_end")
        app.settings["volume"] = 50
        assert app.sound.volume() == 0.5 and app.sound.play("deal_end")
        with pytest.raises(ValueError):
            app.settings["volume"] = 150
    finally:
        app.shutdown()


def test_the_store_keeps_sound_and_volume_and_refuses_a_bad_volume(tmp_path):
    app = make_app(tmp_path)
    app.settings["volume"] = 25
    app.settings["sound"] = False
    assert app.settings.save() is None
    again = make_app(tmp_path)
    assert again.settings["volume"] == 25 and again.settings["sound"] is False
    with pytest.raises(ValueError):
        again.settings["volume"] = -5
    app.shutdown()
    again.shutdown()


def test_a_step_cues_its_sound_when_it_starts_moving_but_not_when_a_click_skips_it():
    heard = []
    timeline = anim.Timeline()
    timeline.cue = heard.append
    timeline.then(anim.Tween(0.2), anim.Tween(0.2, delay=0.1), label="deal")
    timeline.then(anim.Tween(0.2), label="play")
    timeline.then(anim.Tween(0.2), label="gather")
    timeline.update(0.05)
    assert heard == ["deal"]
    timeline.update(0.1)
    assert heard == ["deal", "deal"], "each card of the packet as it leaves"
    timeline.update(0.2)
    assert heard[-1] == "play"
    timeline.finish()
    assert "gather" not in heard


def test_the_first_packet_of_a_deal_comes_after_the_shuffle(monkeypatch):
    played = []
    sounds = sound.Sounds({})
    monkeypatch.setattr(sounds, "play", played.append)
    for label in ("deal", "deal", "play", "trick_pause", "gather", "deal"):
        sounds.step(label)
    assert played == ["shuffle", "deal", "deal", "card", "gather", "shuffle", "deal"]


def test_the_match_end_chime_is_the_win_when_the_person_escaped_the_loss_or_came_first():
    from game.ui.celebrate import person_won
    assert person_won({"losers": [2]}, 0) and not person_won({"losers": [0, 3]}, 0)
    assert person_won({"ranking": [[1, 0], [2], [3]]}, 0)
    assert not person_won({"ranking": [[1], [0, 2], [3]]}, 0)
    assert not person_won(None, 0)


@pytest.mark.parametrize("size", [(1280, 720), (800, 500)])
def test_without_an_audio_device_the_sound_setting_says_why_nothing_is_heard(tmp_path, monkeypatch, no_mixer,
                                                                             size):
    """The settings read "Sound: On" on a computer with no sound device, and nothing told why the
    table stayed silent but the log. Then the help line said so, but a low window (800×500) has
    no room for help lines: the row's name says it too."""
    from game.ui.scenes.settings import SettingsScene
    monkeypatch.setenv("SDL_AUDIODRIVER", "tapisvert_no_such_audio_driver")
    app = make_app(tmp_path, size=size, store=False)
    try:
        app.push(SettingsScene(app))
        assert app.sound.start() is False
        drawn = texts_drawn(monkeypatch, lambda: app.frame(0.0))
        said = " ".join(drawn)
        assert app.t("settings.sound_no_device") in drawn
        if size[1] >= 720:                      # room for the help lines
            assert app.t("settings.sound_none").split(":")[0] in said
        assert app.t("settings.sound_help") not in said
    finally:
        app.shutdown()
