"""Word .docx input: paragraphs and tables in body order, each table row one line with its cells in order,
page breaks, dispatch by content (not suffix), and `docx extract` on a .docx end to end."""

from __future__ import annotations

import json
import zipfile

import pytest
from test_pipeline import save_tiny_model

from docx_cli.errors import InputError
from docx_cli.ingest.load import load_document

docx = pytest.importorskip("docx", reason="python-docx is not installed (pip install python-docx)")


def _lines(doc):
    out: dict[tuple[int, int], list[str]] = {}
    for page, w in doc.iter_words():
        out.setdefault((page.number, w.line_id), []).append(w.text)
    return [(p, " ".join(ws)) for (p, _), ws in sorted(out.items())]


def _invoice(path):
    d = docx.Document()
    d.add_heading("Atlas Fasteners Inc.", level=1)
    d.add_paragraph("Invoice No. RE-1001")
    d.add_paragraph("Date: 03/20/2024")
    table = d.add_table(rows=1, cols=3)
    for cell, text in zip(table.rows[0].cells, ("Description", "Qty", "Amount")):
        cell.text = text
    for row in (("Power Supply USB-C", "38", "245.10"), ("Optical Mouse\nGrey", "1", "4.12")):
        cells = table.add_row().cells
        for cell, text in zip(cells, row):
            cell.text = text
    d.add_paragraph("Total: 249.22")
    d.add_page_break()
    d.add_paragraph("Terms: 30 days")
    d.save(str(path))
    return path


def test_paragraphs_and_table_rows_in_order(tmp_path):
    doc = load_document(_invoice(tmp_path / "invoice.docx"))
    assert doc.format == "plain" and doc.metadata["reader"] == "docx"
    assert _lines(doc) == [
        (1, "Atlas Fasteners Inc."), (1, "Invoice No. RE-1001"), (1, "Date: 03/20/2024"),
        (1, "Description Qty Amount"), (1, "Power Supply USB-C 38 245.10"), (1, "Optical Mouse Grey 1 4.12"),
        (1, "Total: 249.22"), (2, "Terms: 30 days"),
    ]


def test_read_by_content_not_suffix(tmp_path):
    renamed = _invoice(tmp_path / "invoice.bin")
    assert load_document(renamed).num_words == load_document(_invoice(tmp_path / "b.docx")).num_words
    other_zip = tmp_path / "sheet.docx"
    with zipfile.ZipFile(other_zip, "w") as z:
        z.writestr("xl/workbook.xml", "<workbook/>")
    with pytest.raises(InputError) as e:
        load_document(other_zip)
    assert e.value.code == "unsupported_type"


def test_broken_docx_is_an_input_error(tmp_path):
    bad = tmp_path / "bad.docx"
    with zipfile.ZipFile(bad, "w") as z:
        z.writestr("word/document.xml", "<not really xml")
    with pytest.raises(InputError):
        load_document(bad)


def test_extract_cli_reads_docx(tmp_path, tiny_tokenizer, monkeypatch, capsys):
    from test_extract_cli import run_cli

    model = save_tiny_model(tmp_path / "model", tiny_tokenizer)
    code, out, err = run_cli(["extract", str(_invoice(tmp_path / "i.docx")), "--model", str(model), "--words",
                              "--runtime", "torch"], monkeypatch, capsys)
    assert code == 0, err
    result = json.loads(out)
    assert result["pages"] == 2 and [w["text"] for w in result["words"]][:3] == ["Atlas", "Fasteners", "Inc."]
