"""What the packaged app ships, and the check of a built bundle (design §6; build/TapisVert.spec).

The spec reads from here what to leave out (standard-library modules the app never uses, and the
libraries a Linux system provides itself), which typeface files to carry and the distribution
metadata to write; ``python build/make_app.py`` then checks the built folder with :func:`audit`:
every third-party library in it has its licence text in game/licences/ (shown by the About
screen), nothing left out came back, and on Linux no file needs a newer glibc than
:data:`LINUX_GLIBC` (the README says which). No pygame here, no PyInstaller.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# Standard-library modules a one-folder build would carry and the app never uses (about 8 MB).
EXCLUDED_MODULES = (
    # The app opens no connection; http.client, urllib and smtplib, which logging.handlers and
    # email reach, would bring OpenSSL (libssl, libcrypto: 5.4 MB). hashlib (game/engine/match.py
    # and multiprocessing's handshake) falls back to CPython's own digests without _hashlib.
    "ssl", "_ssl", "_hashlib",
    # decimal (1.7 MB), reached only through random's self-test (statistics, fractions).
    "decimal", "_decimal", "_pydecimal", "fractions", "statistics",
    # Chinese, Japanese and Korean codecs (1.2 MB): every text the app reads or writes is UTF-8 and
    # the app runs in Python's UTF-8 mode (the spec's "X utf8_mode=1"), whatever the locale.
    "_multibytecodec", "_codecs_cn", "_codecs_hk", "_codecs_iso2022", "_codecs_jp", "_codecs_kr", "_codecs_tw",
    # bzip2 and xz archives (shutil, tarfile, zipfile carry on without them), XML (xmlrpc, which
    # multiprocessing names for a serializer the app does not use) with its expat parser.
    "bz2", "_bz2", "lzma", "_lzma", "xml", "xmlrpc", "pyexpat",
)

# The libraries those modules alone would bring (OpenSSL, bzip2, xz), on every system.
EXCLUDED_LIBRARIES = ("libssl", "libcrypto", "libbz2", "liblzma")

# Libraries every Linux desktop has, which manylinux wheels (pygame-ce's) expect from the system:
# the build machine's copy needs that machine's glibc and, loaded first, hides the newer one the
# system's graphics drivers need.
SYSTEM_LIBRARIES = ("libstdc++.so", "libgcc_s.so")

# The newest glibc the Linux archive may need: it is built on Ubuntu 22.04 (release.yml), whose
# glibc is 2.35, and a CPython built on glibc 2.35 asks for it (hypot). The README says the same;
# make_app.py fails the release build (GitHub Actions) on a file that asks for more.
LINUX_GLIBC = "2.35"

# A library's name without "lib", its version and the wheel's hash -> its licence in game/licences/.
LIBRARY_LICENCES = {
    "python3": "Python-PSF.txt",
    "sdl2": "SDL2-zlib.txt", "sdl2_image": "SDL2-zlib.txt", "sdl2_mixer": "SDL2-zlib.txt",
    "sdl2_ttf": "SDL2-zlib.txt",
    "freetype": "freetype.txt", "harfbuzz": "harfbuzz.txt", "jpeg": "libjpeg-turbo.txt",
    "png16": "libpng.txt", "tiff": "libtiff.txt", "webp": "libwebp.txt", "webpdemux": "libwebp.txt",
    "sharpyuv": "libwebp.txt", "brotlicommon": "brotli.txt", "brotlidec": "brotli.txt",
    "ogg": "libogg.txt", "vorbis": "libvorbis.txt", "vorbisenc": "libvorbis.txt",
    "vorbisfile": "libvorbis.txt", "opus": "opus.txt", "opusfile": "opusfile.txt", "flac": "flac.txt",
    "portmidi": "portmidi.txt",
    "wavpack": "wavpack.txt", "xmp": "libxmp.txt", "mpg123": "mpg123.txt", "fluidsynth": "fluidsynth.txt",
    "sndfile": "libsndfile.txt", "ffi": "libffi.txt", "z": "zlib.txt",
}


def keep_binary(name: str) -> bool:
    """Whether the bundle carries the library ``name`` (a path in the bundle)."""
    base = os.path.basename(name)
    if sys.platform.startswith("linux") and base.startswith(SYSTEM_LIBRARIES):
        return False
    return True


def font_files() -> dict[str, list[str]]:
    """{font package: files of its files/ folder the app loads}: the faces of game/ui/fonts.py
    and their licences, none of the package's other faces."""
    sys.path.insert(0, ROOT)
    from game.ui import fonts
    return fonts.packaged_files()


def write_metadata(folder: str) -> tuple[str, str]:
    """Write the distribution metadata game.__version__ reads in the packaged app (Name and
    Version from pyproject.toml, nothing else: no list of the repository's files, no version left
    over from an old install) into ``folder``; return (that folder, its name in the bundle)."""
    sys.path.insert(0, ROOT)
    import game
    name = f"tapis_vert-{game.__version__}.dist-info"
    out = os.path.join(folder, name)
    os.makedirs(out, exist_ok=True)
    for stale in os.listdir(out):
        os.remove(os.path.join(out, stale))
    with open(os.path.join(out, "METADATA"), "w", encoding="utf-8") as f:
        f.write(f"Metadata-Version: 2.1\nName: {game.DISTRIBUTION}\nVersion: {game.__version__}\n")
    return out, name


# ---------------------------------------------------------------- the check of a built bundle

_EXTENSION = re.compile(r"\.(cpython-\d+.*\.so|pyd|abi3\.so)$")
_LIBRARY = re.compile(r"\.(so(\.[\d.]+)?|dll|dylib)$", re.I)


def library_key(file: str) -> str:
    """``libSDL2_mixer-2-6719e6f6.0.so.0.800.2`` -> ``sdl2_mixer``; ``libz.so.1`` -> ``z``."""
    base = os.path.basename(file).lower()
    base = re.sub(r"\.(so|dll|dylib)(\.[\d.]+)?$", "", base)
    base = re.sub(r"^lib", "", base)
    base = re.sub(r"-[0-9a-f]{8}(?=[.-]|$)", "", base)          # auditwheel's hash
    base = re.sub(r"[-.][\d.]+$", "", base)                      # a version: SDL2-2.0, png16-16
    base = re.sub(r"-2$", "", base)                              # SDL2-2 (SDL's own suffix)
    return re.sub(r"^python3[\d.]*$", "python3", base)


def _files(app: str):
    for folder, dirs, files in os.walk(app):
        dirs.sort()
        for file in sorted(files):
            yield os.path.join(folder, file)


def libraries(app: str) -> list[str]:
    """The shared libraries in a built bundle, Python's and pygame's extension modules aside
    (they are part of Python and pygame-ce); a symbolic link counts once, as its target."""
    return [path for path in _files(app)
            if _LIBRARY.search(path) and not _EXTENSION.search(path) and not os.path.islink(path)]


def glibc_needed(path: str) -> str | None:
    """The newest GLIBC_ symbol version a Linux file asks for (``objdump -T``), or None."""
    try:
        out = subprocess.run(["objdump", "-T", path], capture_output=True, text=True, check=False).stdout
    except OSError:
        return None
    found = {tuple(int(p) for p in v.split(".")) for v in re.findall(r"GLIBC_(\d+(?:\.\d+)+)", out)}
    return ".".join(map(str, max(found))) if found else None


def _newer(version: str, than: str) -> bool:
    return tuple(int(p) for p in version.split(".")) > tuple(int(p) for p in than.split("."))


def audit(app: str, licences: str | None = None, check_glibc: bool | None = None) -> list[str]:
    """What is wrong with the built one-folder app ``app``, one line each ([] when nothing)."""
    licences = licences or os.path.join(ROOT, "game", "licences")
    if check_glibc is None:
        check_glibc = sys.platform.startswith("linux")
    problems = []
    for path in libraries(app):
        key = library_key(path)
        text = LIBRARY_LICENCES.get(key)
        where = os.path.relpath(path, app)
        if os.path.basename(path).startswith(SYSTEM_LIBRARIES) and sys.platform.startswith("linux"):
            problems.append(f"{where}: the system's own library, left out of the bundle")
        elif os.path.basename(path).lower().startswith(EXCLUDED_LIBRARIES):
            problems.append(f"{where}: a library left out of the app")
        elif text is None:
            problems.append(f"{where}: no licence text for {key!r} (build/bundle.py, game/licences/)")
        elif not os.path.isfile(os.path.join(licences, text)):
            problems.append(f"{where}: its licence text {text} is not in game/licences/")
    excluded = {name.split(".")[0] for name in EXCLUDED_MODULES}
    faces = font_files()
    for path in _files(app):
        where = os.path.relpath(path, app)
        base = os.path.basename(path)
        if check_glibc and not os.path.islink(path) and (_LIBRARY.search(base) or os.access(path, os.X_OK)):
            needed = glibc_needed(path)
            if needed and _newer(needed, LINUX_GLIBC):
                problems.append(f"{where}: needs glibc {needed}, newer than {LINUX_GLIBC}")
        if _EXTENSION.search(base) and base.split(".")[0] in excluded:
            problems.append(f"{where}: a module left out of the app ({base.split('.')[0]})")
        parts = where.replace("\\", "/").split("/")
        if any(part.endswith(".egg-info") for part in parts):
            problems.append(f"{where}: the repository's egg-info")
        for package, names in faces.items():
            if package in parts and parts[-2:-1] == ["files"] and base not in names:
                problems.append(f"{where}: a typeface file the app does not load")
    return problems


if __name__ == "__main__":
    found = audit(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "dist", "TapisVert"))
    print("\n".join(found) or "ok")
    sys.exit(1 if found else 0)
