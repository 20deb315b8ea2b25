"""Build the packaged app: ``python build/make_app.py`` (design §6; issue 9).

Produces a one-folder, windowed app in ``dist/TapisVert/`` (``dist/TapisVert.app`` too on macOS)
and an archive of it beside: ``.tar.gz`` on Linux, ``.zip`` on Windows and macOS. PyInstaller's
work folder is ``.cache/pyinstaller/`` at the top of the repository, never the source ``build/``
folder. Needs PyInstaller (``pip install -e '.[build]'``) and builds for the system it runs on.
"""
from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SPEC = os.path.join(HERE, "TapisVert.spec")
NAME = "TapisVert"


def version() -> str:
    sys.path.insert(0, ROOT)
    import game
    return game.__version__


def platform_tag() -> str:
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform.rstrip("0123456789"))
    return f"{system}-{platform.machine().lower() or 'unknown'}"


def archive(dist: str) -> str:
    """Pack the app: tar.gz on Linux (keeps the executable bit), zip elsewhere."""
    base = os.path.join(dist, f"{NAME}-{version()}-{platform_tag()}")
    if sys.platform == "darwin" and os.path.isdir(os.path.join(dist, NAME + ".app")):
        return shutil.make_archive(base, "zip", root_dir=dist, base_dir=NAME + ".app")
    kind = "gztar" if sys.platform.startswith("linux") else "zip"
    return shutil.make_archive(base, kind, root_dir=dist, base_dir=NAME)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--distpath", default=os.path.join(ROOT, "dist"), help="where the app goes")
    parser.add_argument("--workpath", default=os.path.join(ROOT, ".cache", "pyinstaller"),
                        help="PyInstaller's work folder (never the source build/ folder)")
    parser.add_argument("--clean", action="store_true", help="start from an empty work folder")
    parser.add_argument("--no-archive", action="store_true", help="skip the archive")
    args = parser.parse_args(argv)
    workpath = os.path.abspath(args.workpath)
    if os.path.commonpath([workpath, HERE]) == HERE:
        parser.error("the work folder must not be inside the source build/ folder")
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print("PyInstaller is missing: pip install -e '.[build]'", file=sys.stderr)
        return 2

    started = time.monotonic()
    env = dict(os.environ, TAPISVERT_ICON_DIR=os.path.join(ROOT, ".cache", "tapisvert-icons"))
    command = [sys.executable, "-m", "PyInstaller", SPEC, "--noconfirm", "--log-level", "WARN",
               "--distpath", os.path.abspath(args.distpath), "--workpath", workpath]
    if args.clean:
        command.append("--clean")
    print("building:", " ".join(command), file=sys.stderr)
    done = subprocess.run(command, cwd=ROOT, env=env)
    if done.returncode != 0:
        print(f"PyInstaller failed (exit {done.returncode})", file=sys.stderr)
        return done.returncode

    app = os.path.join(os.path.abspath(args.distpath), NAME)
    # Every library with its licence text, nothing left out come back (build/bundle.py): checked
    # on Linux, where the list of libraries was drawn up; elsewhere said as warnings. The glibc the
    # Linux app needs: checked in the release build (GitHub Actions), said elsewhere.
    sys.path.insert(0, HERE)
    import bundle
    linux = sys.platform.startswith("linux")
    problems = bundle.audit(app, check_glibc=linux)           # the folder read once
    glibc = [p for p in problems if "needs glibc" in p]
    others = [p for p in problems if p not in glibc]
    fatal, warnings = (others, []) if linux else ([], others)
    (fatal if os.environ.get("GITHUB_ACTIONS") else warnings).extend(glibc)
    for problem in fatal + warnings:
        print(f"bundle: {problem}{'' if problem in fatal else ' (warning)'}", file=sys.stderr)
    if fatal:
        print("the built app fails its check (build/bundle.py)", file=sys.stderr)
        return 1

    # The desktop entry and its icon travel with the Linux app (see the README to install them).
    if sys.platform.startswith("linux"):
        shutil.copy2(os.path.join(HERE, "tapisvert.desktop"), os.path.join(app, "tapisvert.desktop"))
        shutil.copy2(os.path.join(env["TAPISVERT_ICON_DIR"], "tapisvert.png"), os.path.join(app, "tapisvert.png"))
    print(f"app: {app}", file=sys.stderr)
    if not args.no_archive:
        print(f"archive: {archive(os.path.abspath(args.distpath))}", file=sys.stderr)
    print(f"built in {time.monotonic() - started:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
