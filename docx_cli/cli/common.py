"""What every command shares: a stderr console that honours ``NO_COLOR`` and ``--quiet``, and library
warnings shown on it. The batch engine itself (inputs, output names, claims, ``--resume``, the worker pool)
is library code: docx_cli/batch.py."""

from __future__ import annotations

import logging
import os

from rich.console import Console

from docx_cli.batch import atomic_write, expand_paths

__all__ = ["atomic_write", "expand_inputs", "make_console", "show_warnings"]

expand_inputs = expand_paths  # paths only (`docx bench extract`); extract and ocr take Document JSON lines too


def make_console(quiet: bool = False) -> Console:
    """Messages and progress go to stderr; stdout is kept for data. rich honours NO_COLOR by itself."""
    return Console(
        stderr=True, quiet=quiet, no_color="NO_COLOR" in os.environ or None, highlight=False, soft_wrap=True
    )


class _ConsoleHandler(logging.Handler):
    def __init__(self, console: Console) -> None:
        super().__init__(logging.WARNING)
        self.console = console

    def emit(self, record: logging.LogRecord) -> None:
        from rich.markup import escape

        self.console.print(f"[yellow]warning[/yellow]: {escape(record.getMessage())}")


def show_warnings(console: Console) -> None:
    """docx_cli's library warnings (``logging.getLogger("docx_cli.…").warning``) as one line on ``console``;
    silent with --quiet."""
    logger = logging.getLogger("docx_cli")
    for h in [h for h in logger.handlers if isinstance(h, _ConsoleHandler)]:
        logger.removeHandler(h)
    logger.addHandler(_ConsoleHandler(console))
    logger.propagate = False
    logger.setLevel(logging.ERROR if console.quiet else logging.WARNING)
