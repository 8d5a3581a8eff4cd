"""User-facing failures. Each carries a stable ``code`` (for error records) and a message a user can act on.

Exit codes (documented in the README):
    0   every input succeeded
    1   usage or configuration error (bad option, bad config file, model not found)
    2   a required system dependency is missing (e.g. Tesseract) — the run stops
    3   some inputs failed (each has an error record; the others completed)
    130 interrupted (Ctrl-C); every finished output is intact
"""

from __future__ import annotations

EXIT_OK = 0
EXIT_USAGE = 1
EXIT_DEPENDENCY = 2
EXIT_SOME_FAILED = 3
EXIT_INTERRUPTED = 130


class DocxError(Exception):
    """Base class: ``code`` is machine-readable, ``str(e)`` is the one-line human message."""

    exit_code = EXIT_SOME_FAILED

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message

    def __reduce__(self):  # picklable, so errors cross process-pool boundaries intact
        return (type(self), (self.code, self.message))

    def record(self, source: str) -> dict:
        """The error record written in place of a result for a failed input."""
        return {"source": source, "error": {"code": self.code, "message": self.message}}


class InputError(DocxError):
    """One input cannot be read (missing, empty, corrupt, encrypted, too large, unsupported)."""

    exit_code = EXIT_SOME_FAILED


class DependencyError(DocxError):
    """A system dependency is missing; every later input would fail the same way."""

    exit_code = EXIT_DEPENDENCY


class ConfigError(DocxError):
    """Bad options, config files or model directories."""

    exit_code = EXIT_USAGE


TESSERACT_MISSING = DependencyError(
    "tesseract_missing",
    "Tesseract is not installed: apt-get install -y tesseract-ocr (or run `make install`)",
)
