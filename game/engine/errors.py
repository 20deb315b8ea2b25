"""The engine's one error type."""
from __future__ import annotations


class RuleError(Exception):
    """An illegal action or a bad option. ``code`` is a stable snake_case name (contract §3, §9).

    A rejected action changes nothing in the match.
    """

    def __init__(self, code: str, message: str):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message

    def to_json(self) -> dict[str, str]:
        return {"code": self.code, "message": self.message}
