"""``docx extract --format json|jsonl|csv``: the shapes a batch's records are written in.

* ``jsonl`` (default on stdout): one result object per line, in input order.
* ``json``: on stdout one JSON array of the result objects (streamed: written as each input finishes, and
  closed even when the run is interrupted, so what finished is valid JSON). With ``--out DIR`` json and
  jsonl are the same thing: one ``DIR/<name>.<8 hex>.json`` per input.
* ``csv``: two tables. ``fields``: one row per input — ``source``, ``pages``, then per header field of the
  model ``<field>`` and ``<field>_confidence``, then ``error_code`` and ``error_message`` (filled for an
  input that failed). ``line_items``: one row per line item — ``source``, ``row`` (1-based, in the
  document's order), ``page``, then per item column ``<column>`` and ``<column>_confidence``.
  A value is its ``normalized`` form where it has one (``2024-03-20``, ``3266.93``: what a spreadsheet
  sorts and sums), else its text; a multi field's values are joined by `` | `` with the lowest confidence;
  a missing value (or one nulled by ``--min-confidence``) is an empty cell. A cell that a spreadsheet would
  run as a formula (``=``, ``@``, or ``+``/``-`` not followed by a number) gets a leading ``'``.
  Where the tables go: with ``--out DIR``, ``DIR/fields.csv`` and ``DIR/line_items.csv``, written atomically
  at the end from the per-input JSON files (which ``--resume`` still uses, so a resumed run's tables hold
  every input of the run, done earlier or now); on stdout, the fields table, and the line items into
  ``--items-csv PATH`` (atomically, at the end) or, without it, nowhere, with a note on stderr saying so.
"""

from __future__ import annotations

import contextlib
import csv
import io
import json
import os
import re
import tempfile
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import IO, Any

FORMATS = ("json", "jsonl", "csv")
FIELDS_CSV = "fields.csv"
ITEMS_CSV = "line_items.csv"
_NUMBER = re.compile(r"^[+-]?\d[\d,. ]*$")


def table_columns(field_kinds: dict[str, str]) -> tuple[list[str], list[str]]:
    """(header fields, item columns) of a model (``ModelInfo.fields``: name → single | multi | item)."""
    header = [name for name, kind in field_kinds.items() if kind != "item"]
    items = [name for name, kind in field_kinds.items() if kind == "item"]
    return header, items


def _safe(text: str) -> str:
    """Text a spreadsheet shows as text: a leading ``'`` where it would start a formula (untrusted input)."""
    if text and (text[0] in "=@\t\r" or (text[0] in "+-" and not _NUMBER.match(text))):
        return "'" + text
    return text


def _cell(value: Any) -> tuple[str, str]:
    """(value, confidence) cells of one field value: a ``{"value", "normalized", "confidence"}`` object, a
    multi field's list of them, or null."""
    if isinstance(value, list):
        parts = [_cell(v) for v in value]
        texts = [t for t, _ in parts if t]
        confs = [float(c) for _, c in parts if c]
        return " | ".join(texts), (str(min(confs)) if confs else "")
    if not isinstance(value, dict) or value.get("value") is None:
        return "", ""
    shown = value.get("normalized")
    shown = value["value"] if shown is None else shown
    conf = value.get("confidence")
    return _safe(str(shown)), ("" if conf is None else str(conf))


class CsvTables:
    """The two CSV tables, written row by row as records arrive (constant memory)."""

    def __init__(self, field_kinds: dict[str, str], fields_out: IO[str], items_out: IO[str] | None) -> None:
        self.header_fields, self.item_columns = table_columns(field_kinds)
        self.fields = csv.writer(fields_out)
        self.items = csv.writer(items_out) if items_out is not None else None
        self.fields.writerow(["source", "pages", *(c for f in self.header_fields for c in (f, f"{f}_confidence")),
                              "error_code", "error_message"])
        if self.items is not None:
            self.items.writerow(["source", "row", "page",
                                 *(c for f in self.item_columns for c in (f, f"{f}_confidence"))])
        self.rows = 0
        self.item_rows = 0
        self.items_dropped = 0  # line items of records written while there is no items table

    def add(self, record: dict[str, Any]) -> None:
        source = _safe(str(record.get("source", "")))
        error = record.get("error") if isinstance(record.get("error"), dict) else None
        fields = record.get("fields") if isinstance(record.get("fields"), dict) else {}
        cells = [c for f in self.header_fields for c in _cell(fields.get(f))]
        pages = record.get("pages")
        self.fields.writerow([source, "" if pages is None else pages, *cells,
                              error.get("code", "") if error else "", _safe(error.get("message", "")) if error else ""])
        self.rows += 1
        items = record.get("line_items") if isinstance(record.get("line_items"), list) else []
        if self.items is None:
            self.items_dropped += len(items)
            return
        for i, row in enumerate(items, 1):
            row = row if isinstance(row, dict) else {}
            page = next((c.get("page") for c in row.values() if isinstance(c, dict) and c.get("page") is not None),
                        None)
            self.items.writerow([source, i, "" if page is None else page,
                                 *(c for f in self.item_columns for c in _cell(row.get(f)))])
            self.item_rows += 1


@contextlib.contextmanager
def atomic_text(path: Path) -> Iterator[IO[str]]:
    """A text file written under a temp name beside ``path`` and renamed onto it when the block ends
    without an error (readers never see half a table; an interrupted run leaves the old one)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(tmp, 0o666 & ~umask)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            yield f
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def tables_from_outputs(paths: Iterable[Path], out_dir: Path, field_kinds: dict[str, str]) -> tuple[int, int]:
    """``out_dir/fields.csv`` and ``out_dir/line_items.csv`` from per-input output files, in the given order.
    Returns (rows written, outputs missing: inputs another run still holds, or whose output could not be
    written)."""
    missing = 0
    with atomic_text(Path(out_dir) / FIELDS_CSV) as f, atomic_text(Path(out_dir) / ITEMS_CSV) as g:
        tables = CsvTables(field_kinds, f, g)
        for path in paths:
            try:
                record = json.loads(Path(path).read_text(encoding="utf-8"))
            except (OSError, ValueError):
                missing += 1
                continue
            if isinstance(record, dict):
                tables.add(record)
    return tables.rows, missing


class JsonArray:
    """``emit`` for ``--format json`` on stdout: records as the elements of one array, streamed."""

    def __init__(self, write: Callable[[str], Any]) -> None:
        self.write, self.count = write, 0

    def emit(self, text: str) -> None:
        self.write(("[\n" if self.count == 0 else ",\n") + text)
        self.count += 1

    def close(self) -> None:
        self.write("[]\n" if self.count == 0 else "\n]\n")


class PathLog:
    """The output files of a batch's inputs, in input order, kept in an anonymous temp file (a 100,000-file
    batch does not hold 100,000 names in memory) for :func:`tables_from_outputs`."""

    def __init__(self) -> None:
        self.file = tempfile.TemporaryFile("w+", encoding="utf-8")  # noqa: SIM115 - closed by close()

    def add(self, path: Path) -> None:
        self.file.write(os.fsencode(path).hex() + "\n")  # hex: any byte of a name survives one line

    def __iter__(self) -> Iterator[Path]:
        self.file.flush()
        self.file.seek(0)
        for line in self.file:
            yield Path(os.fsdecode(bytes.fromhex(line.strip())))

    def close(self) -> None:
        self.file.close()


def csv_text(records: Iterable[dict[str, Any]], field_kinds: dict[str, str]) -> tuple[str, str]:
    """The two tables of ``records`` as text (for the Python API and tests)."""
    f, g = io.StringIO(newline=""), io.StringIO(newline="")
    tables = CsvTables(field_kinds, f, g)
    for r in records:
        tables.add(r)
    return f.getvalue(), g.getvalue()


class BatchOutput:
    """Where ``docx extract`` writes for a ``--format``: the ``emit`` a batch engine writes stdout records
    through (None: the engine's own JSONL), the inputs with their output files logged (csv with ``--out``),
    and :meth:`close` writing what comes at the end (the CSV tables, the JSON array's bracket)."""

    def __init__(self, fmt: str, out_dir: Path | None, items_csv: Path | None, field_kinds: dict[str, str],
                 write: Callable[[str], Any] | None = None, flush: Callable[[], Any] | None = None) -> None:
        import sys

        self.fmt, self.out_dir, self.items_csv, self.field_kinds = fmt, out_dir, items_csv, field_kinds
        self.write = write or sys.stdout.write
        self.flush = flush or sys.stdout.flush
        self.array: JsonArray | None = None
        self.tables: CsvTables | None = None
        self.paths: PathLog | None = None
        self._items_cm: contextlib.AbstractContextManager | None = None
        self.emit: Callable[[str], None] | None = None
        if out_dir is not None:
            if fmt == "csv":
                self.paths = PathLog()
            return
        if fmt == "json":
            self.array = JsonArray(self.write)
            self.emit = self._emit_array
        elif fmt == "csv":
            items = None
            if items_csv is not None:
                self._items_cm = atomic_text(items_csv)
                items = self._items_cm.__enter__()
            self.tables = CsvTables(field_kinds, _Writer(self.write), items)
            self.flush()
            self.emit = self._emit_row

    def _emit_array(self, text: str) -> None:
        assert self.array is not None
        self.array.emit(text)
        self.flush()

    def _emit_row(self, text: str) -> None:
        assert self.tables is not None
        self.tables.add(json.loads(text))
        self.flush()

    def inputs(self, inputs: Iterable[Any]) -> Iterator[Any]:
        """``inputs`` unchanged; with csv and ``--out`` each one's output file is noted for the tables."""
        if self.paths is None:
            yield from inputs
            return
        from docx_cli.batch import Input, output_path

        for inp in inputs:
            self.paths.add(output_path(self.out_dir, Input(inp) if isinstance(inp, str) else inp))
            yield inp

    def close(self, finished: bool) -> str | None:
        """End the output (``finished``: False after an interruption: the tables under ``--out`` are left to a
        ``--resume`` run). Returns a note for stderr, or None."""
        if self.array is not None:
            self.array.close()
            self.flush()
        note = None
        if self.tables is not None:
            if self._items_cm is not None:
                self._items_cm.__exit__(None, None, None)  # what finished, like the rows on stdout
                note = f"{self.tables.item_rows} line item(s) written to {self.items_csv}"
            elif self.tables.items_dropped:
                note = (f"{self.tables.items_dropped} line item(s) not written: on stdout --format csv is the "
                        "fields table; --items-csv PATH writes the line items")
        if self.paths is not None:
            try:
                if finished:
                    assert self.out_dir is not None
                    rows, missing = tables_from_outputs(self.paths, self.out_dir, self.field_kinds)
                    note = f"{rows} row(s) in {Path(self.out_dir) / FIELDS_CSV} and {Path(self.out_dir) / ITEMS_CSV}"
                    if missing:
                        note += f"; {missing} input(s) without an output yet (another run holds them) left out"
            finally:
                self.paths.close()
        return note


class _Writer:
    """A file-like ``write`` over a callable (csv.writer needs an object with ``write``)."""

    def __init__(self, write: Callable[[str], Any]) -> None:
        self.write = write
