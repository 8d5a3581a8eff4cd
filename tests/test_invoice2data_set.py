"""scripts/invoice2data_set.py: invoice2data's test invoices (PDFs, and the page images it ships of some) as two
values files, read from a source archive given with --sdist (no network in the tests)."""

from __future__ import annotations

import importlib.util
import io
import json
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _script():
    sys.path.insert(0, str(ROOT / "scripts"))  # as when run from scripts/: it imports nothing else from there
    spec = importlib.util.spec_from_file_location("invoice2data_set", ROOT / "scripts" / "invoice2data_set.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _archive(path: Path) -> None:
    truth = [{"invoice_number": "42183017", "date": "2014-08-03", "amount": 4.11, "issuer": "Amazon Web Services",
              "currency": "USD", "desc": "not a field of ours"}]
    files = {"a.pdf": b"%PDF-1.4 stand-in", "a.json": json.dumps(truth).encode(), "a.png": b"\x89PNG stand-in",
             "b.png": b"\x89PNG no truth", "c.json": b"[{}]"}
    with tarfile.open(path, "w:gz") as tar:
        for name, data in files.items():
            info = tarfile.TarInfo(f"invoice2data-0.4.0/tests/compare/{name}")
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))


def test_pdfs_and_page_images_become_two_values_files(tmp_path, monkeypatch):
    _archive(tmp_path / "sdist.tar.gz")
    out = tmp_path / "set"
    monkeypatch.setattr(sys, "argv", ["invoice2data_set.py", "--out", str(out), "--sdist", str(tmp_path / "sdist.tar.gz")])
    assert _script().main() == 0
    pdfs = [json.loads(line) for line in (out / "values.jsonl").read_text().splitlines()]
    images = [json.loads(line) for line in (out / "images" / "values.jsonl").read_text().splitlines()]
    fields = {"document_number": "42183017", "date": "2014-08-03", "total_amount": "4.11",
              "vendor_name": "Amazon Web Services", "currency": "USD"}
    assert pdfs == [{"file": "a.pdf", "fields": fields}]
    assert images == [{"file": "a.png", "fields": fields}]  # an image without its truth is left out
    assert (out / "a.pdf").is_file() and (out / "images" / "a.png").is_file() and not (out / "b.png").exists()
    assert str((out / "images" / "values.jsonl").resolve()) in (out / "images" / "invoice2data-images.yaml").read_text()
