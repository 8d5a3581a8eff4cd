"""The `docx` command. Each sub-command lives in its own thin module (``docx_cli/cli/<name>.py``) exposing
``command`` (a Typer-annotated function that parses arguments and calls a plain function elsewhere) and,
optionally, ``CONTEXT_SETTINGS``. Heavy imports (torch, transformers) happen inside the commands so that
``docx --help`` and ``docx ocr`` start fast."""

from __future__ import annotations

import importlib
import sys

import typer

from docx_cli.errors import EXIT_INTERRUPTED, EXIT_USAGE, DocxError

COMMANDS = ["extract", "ocr", "train", "evaluate", "bench", "show", "synth", "models", "export"]

app = typer.Typer(
    name="docx",
    help="Pull structured fields (numbers, dates, totals, line items) out of business documents.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)


def _register() -> None:
    for name in COMMANDS:
        try:
            module = importlib.import_module(f"docx_cli.cli.{name}")
        except ModuleNotFoundError as e:
            if e.name == f"docx_cli.cli.{name}":
                continue  # command not built yet
            raise
        if hasattr(module, "app"):  # a command group (e.g. `docx bench attention`)
            app.add_typer(module.app, name=name)
        else:
            app.command(name, context_settings=getattr(module, "CONTEXT_SETTINGS", None))(module.command)


def _print_version(value: bool) -> None:
    """Runs while the options are parsed (eager), so ``docx --version`` needs no command."""
    if value:
        from docx_cli import __version__

        typer.echo(f"docx_cli {__version__}")
        raise typer.Exit(0)


@app.callback()
def _root(
    version: bool = typer.Option(False, "--version", help="Print the version and exit.", is_eager=True,
                                 callback=_print_version, expose_value=False),
) -> None:
    """Pull structured fields (numbers, dates, totals, line items) out of business documents."""


_register()


def main() -> None:
    """Console-script entry: user-facing errors become one line on stderr and a documented exit code."""
    from docx_cli.cli.common import make_console

    try:
        rc = app(standalone_mode=False)  # commands return their exit code
    except DocxError as e:
        make_console().print(f"[red]error[/red]: {e.message}")
        sys.exit(e.exit_code)
    except KeyboardInterrupt:
        sys.exit(EXIT_INTERRUPTED)
    except SystemExit as e:
        sys.exit(e.code)
    except Exception as e:  # click usage errors (typer vendors click, so match by shape, not by class)
        if callable(getattr(e, "show", None)) and hasattr(e, "exit_code"):
            e.show()
            sys.exit(EXIT_USAGE)
        if type(e).__name__ == "Abort":
            sys.exit(EXIT_INTERRUPTED)
        raise
    import gc

    # Tearing down torch's million objects one by one takes 0.6 s of a cold start; frozen, the interpreter
    # leaves them to the OS (0.2 s). atexit handlers and stream flushes still run.
    gc.freeze()
    sys.exit(rc if isinstance(rc, int) else 0)


if __name__ == "__main__":
    main()
