"""What the About screen shows: the version, the project's licence and the licences of what the
packaged app bundles (issue 17). No pygame here; the typefaces' licences come from game/ui/fonts.py.

The project's ``LICENSE`` sits at the top of the repository; the packaged app carries it at the top
of its bundle (build/TapisVert.spec). The bundled software's licence texts are package data in
``game/licences/`` (``NOTICE.txt`` says which text covers what), read with importlib.resources.
"""
from __future__ import annotations

import importlib.resources
import os
import sys

import game

PROJECT_LICENCE = "MIT"
# (shown name, file in game/licences/), in the order of NOTICE.txt
BUNDLED = (("Python", "Python-PSF.txt"), ("pygame-ce", "LGPL-2.1.txt"), ("SDL2", "SDL2-zlib.txt"),
           ("FreeType", "freetype.txt"), ("HarfBuzz", "harfbuzz.txt"), ("libjpeg-turbo", "libjpeg-turbo.txt"),
           ("libpng", "libpng.txt"), ("libtiff", "libtiff.txt"), ("libwebp", "libwebp.txt"),
           ("Brotli", "brotli.txt"), ("Ogg", "libogg.txt"), ("Vorbis", "libvorbis.txt"), ("Opus", "opus.txt"),
           ("opusfile", "opusfile.txt"), ("FLAC", "flac.txt"), ("WavPack", "wavpack.txt"),
           ("libxmp", "libxmp.txt"), ("mpg123", "mpg123.txt"), ("FluidSynth", "fluidsynth.txt"),
           ("libsndfile", "libsndfile.txt"), ("PortMidi", "portmidi.txt"), ("libffi", "libffi.txt"),
           ("zlib", "zlib.txt"), ("platformdirs", "platformdirs-MIT.txt"))


def version() -> str:
    return game.__version__


def _bundle_root() -> str:
    """The top of the packaged app's bundle, or of the source checkout."""
    if getattr(sys, "frozen", False):
        return getattr(sys, "_MEIPASS", os.path.dirname(sys.executable))
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def project_licence() -> str:
    """The text of the project's LICENSE ("" if this copy lacks the file)."""
    try:
        with open(os.path.join(_bundle_root(), "LICENSE"), encoding="utf-8") as f:
            return f.read()
    except OSError:
        return ""


def _licence_file(name: str) -> str:
    try:
        return importlib.resources.files("game.licences").joinpath(name).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return ""


def bundled_licences() -> list[tuple[str, str]]:
    """(name, licence text) for the notice and each bundled component whose text this copy has."""
    out = [("NOTICE", _licence_file("NOTICE.txt"))]
    out += [(name, _licence_file(file)) for name, file in BUNDLED]
    return [(name, text) for name, text in out if text]
