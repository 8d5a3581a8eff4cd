"""`docx ARGS` run in the test's own process, for the CLI tests."""

from __future__ import annotations

import io
import sys

import pytest


def run_docx(args, capsys, monkeypatch, stdin: str | None = None):
    """`docx ARGS` in this process → (exit code, stdout, stderr)."""
    from docx_cli.cli.app import main

    monkeypatch.setattr(sys, "argv", ["docx", *map(str, args)])
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    with pytest.raises(SystemExit) as e:
        main()
    out, err = capsys.readouterr()
    return e.value.code, out, err
