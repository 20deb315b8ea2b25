"""Run a scenario file (runner input plus "description" and "expect") through
``python -m game.scenario`` and compare, exactly as shared/scenarios/check.py does."""
from __future__ import annotations

import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.path.join(os.path.dirname(ROOT), "shared", "scenarios")


def _canon(action) -> str:
    return json.dumps(action, sort_keys=True)


def diff(expected, actual, path: str = "") -> list:
    if path.endswith(".legal"):
        if not isinstance(actual, list) or sorted(map(_canon, expected)) != sorted(map(_canon, actual)):
            return [(path, expected, actual)]
        return []
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [(path, expected, actual)]
        out = []
        for key, value in expected.items():
            if key not in actual:
                out.append((f"{path}.{key}", value, "<missing>"))
            else:
                out += diff(value, actual[key], f"{path}.{key}")
        return out
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(expected) != len(actual):
            return [(path, expected, actual)]
        return [d for i, (e, a) in enumerate(zip(expected, actual)) for d in diff(e, a, f"{path}[{i}]")]
    if expected != actual or type(expected) is not type(actual):
        return [(path, expected, actual)]
    return []


def check_scenario(path: str) -> list[str]:
    """The differences between a scenario's "expect" and what the runner does (empty: it passes)."""
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    expect = doc["expect"]
    scenario = {k: v for k, v in doc.items() if k not in ("expect", "description")}
    proc = subprocess.run([sys.executable, "-m", "game.scenario", "-"], input=json.dumps(scenario),
                          capture_output=True, text=True, timeout=60, cwd=ROOT)
    problems = []
    want = expect.get("exit", 3 if expect.get("error") else 0)
    if proc.returncode != want:
        problems.append(("exit", want, proc.returncode))
    if want != 2:
        try:
            out = json.loads(proc.stdout)
        except ValueError:
            out = None
            problems.append(("output", "one JSON document", proc.stdout[:200] + proc.stderr[-300:]))
        if out is not None:
            problems += diff({k: v for k, v in expect.items() if k != "exit"}, out)
    return [f"{where or '(root)'}: expected {json.dumps(exp)[:300]}, got {json.dumps(got)[:300]}"
            for where, exp, got in problems]


def scenario_files(folder: str, prefix: str = "") -> list[str]:
    if not os.path.isdir(folder):
        return []
    return sorted(os.path.join(folder, f) for f in os.listdir(folder)
                  if f.endswith(".json") and f.startswith(prefix))
