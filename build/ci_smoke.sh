#!/usr/bin/env bash
# CI: build the packaged app and run its smoke mode under Xvfb (design §6; issue 9).
# Fails if the build fails, if the app does not exit 0 within the time limit, if the screenshot
# is missing or blank, or if the app wrote no log file. Usage: bash build/ci_smoke.sh [SCREENSHOT]
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
PY=${PYTHON:-$ROOT/.venv/bin/python}
SHOT=${1:-$ROOT/.cache/ci-smoke.png}
SMOKE_SECONDS=${SMOKE_SECONDS:-90}

if [ ! -x "$PY" ]; then
    python3 -m venv .venv
    PY=$ROOT/.venv/bin/python
fi
if ! "$PY" -c "import PyInstaller, pygame, platformdirs" 2>/dev/null; then
    "$PY" -m pip install -q -e '.[build]'
fi
if ! command -v xvfb-run >/dev/null 2>&1; then
    echo "ci_smoke: installing xvfb" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq xvfb xauth >/dev/null
fi

"$PY" build/make_app.py

APP=$ROOT/dist/TapisVert/TapisVert
test -x "$APP" || { echo "ci_smoke: $APP was not built" >&2; exit 1; }

# The app's files go to a private folder, never the CI user's own.
HOMEDIR=$(mktemp -d)
trap 'rm -rf "$HOMEDIR"' EXIT
mkdir -p "$(dirname "$SHOT")"
rm -f "$SHOT"

set +e
XDG_CONFIG_HOME=$HOMEDIR/config XDG_DATA_HOME=$HOMEDIR/data XDG_STATE_HOME=$HOMEDIR/state \
XDG_CACHE_HOME=$HOMEDIR/cache SDL_VIDEODRIVER=x11 SDL_AUDIODRIVER=dummy SDL_FRAMEBUFFER_ACCELERATION=0 \
    timeout -k 5 "$SMOKE_SECONDS" xvfb-run -a -s "-screen 0 1600x900x24" "$APP" --smoke --screenshot "$SHOT"
rc=$?
set -e
if [ "$rc" -ne 0 ]; then
    if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
        echo "ci_smoke: the app did not exit within ${SMOKE_SECONDS} s" >&2
    fi
    echo "ci_smoke: the packaged app exited $rc" >&2
    cat "$HOMEDIR"/state/TapisVert/log/tapisvert.log 2>/dev/null | tail -20 >&2 || true
    exit 1
fi

LOG=$HOMEDIR/state/TapisVert/log/tapisvert.log
test -s "$LOG" || { echo "ci_smoke: the app wrote no log to $LOG" >&2; exit 1; }

SDL_VIDEODRIVER=dummy "$PY" build/check_screenshot.py "$SHOT"
echo "ci_smoke: ok ($SHOT)"
