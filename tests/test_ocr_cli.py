"""`docx ocr` through the real entry point (docx_cli.cli.app.main): output shapes, batches, and every bad
input with its message and exit code. One end-to-end run on a real SROIE receipt."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from cli_run import run_docx
from conftest import ROOT, data_path
from ingest_fixtures import png_header_only, simple_pdf, text_image

from docx_cli.ingest.evaluate import char_recall, sroie_gold_text

docx = run_docx  # `docx ARGS` in this process → (exit code, stdout, stderr)


def records(out: str) -> list[dict]:
    return [json.loads(line) for line in out.splitlines() if line.strip()]


@pytest.fixture
def good_pdf(tmp_path):
    return simple_pdf(tmp_path / "good.pdf", [["Invoice 42 total 9.00"]])


def assert_one_error(code, out, err, path, error_code, *phrases):
    """The documented shape of a failed input: exit 3, an error record, one line on stderr."""
    assert code == 3
    (rec,) = records(out)
    assert rec == {"source": str(path), "error": {"code": error_code, "message": rec["error"]["message"]}}
    lines = [ln for ln in err.splitlines() if ln.startswith("error")]
    assert len(lines) == 1 and lines[0].startswith(f"error {path}: ")
    for phrase in phrases:
        assert phrase in lines[0] and phrase in rec["error"]["message"]
    assert "Traceback" not in err


# -- output shapes -----------------------------------------------------------------------------------------
def test_one_input_is_one_json_line(good_pdf, capsys, monkeypatch):
    code, out, err = docx(["ocr", good_pdf], capsys, monkeypatch)
    assert code == 0
    assert len(out.splitlines()) == 1
    doc = json.loads(out)
    assert doc["docx_version"] == 1 and doc["source"] == str(good_pdf)
    assert [w["text"] for w in doc["pages"][0]["words"]] == ["Invoice", "42", "total", "9.00"]
    assert "1 ok, 0 failed" in err


def test_pretty_and_quiet(good_pdf, capsys, monkeypatch):
    code, out, err = docx(["ocr", good_pdf, "--pretty", "--quiet"], capsys, monkeypatch)
    assert code == 0 and out.startswith("{\n  ") and json.loads(out)["pages"][0]["number"] == 1
    assert err == ""


def test_batch_is_jsonl_in_input_order_with_paths_from_stdin(tmp_path, good_pdf, capsys, monkeypatch):
    txt = tmp_path / "note.txt"
    txt.write_text("hello there\n")
    code, out, _ = docx(["ocr", "-", "--jobs", "2"], capsys, monkeypatch, stdin=f"{txt}\n\n{good_pdf}\n")
    assert code == 0
    assert [r["source"] for r in records(out)] == [str(txt), str(good_pdf)]
    assert [r["format"] for r in records(out)] == ["plain", "document"]


def test_out_dir_writes_one_file_per_input_and_resumes(tmp_path, good_pdf, capsys, monkeypatch):
    out_dir = tmp_path / "out"
    code, out, _ = docx(["ocr", good_pdf, tmp_path / "missing.pdf", "--out", out_dir], capsys, monkeypatch)
    assert code == 3 and out == ""
    from docx_cli.batch import output_path

    assert json.loads(output_path(out_dir, str(good_pdf)).read_text())["docx_version"] == 1
    missing = output_path(out_dir, str(tmp_path / "missing.pdf"))  # <file name>.<digest of its path>.json
    assert json.loads(missing.read_text())["error"]["code"] == "not_found"
    assert not list(out_dir.glob(".*.tmp"))  # atomic writes leave no temp files
    code, _, err = docx(["ocr", good_pdf, "--out", out_dir, "--resume"], capsys, monkeypatch)
    assert code == 0 and "skipped" in err


def test_the_output_is_accepted_back_as_input(tmp_path, good_pdf, capsys, monkeypatch):
    cached = tmp_path / "cached.json"
    _, out, _ = docx(["ocr", good_pdf], capsys, monkeypatch)
    cached.write_text(out)
    code, again, _ = docx(["ocr", cached], capsys, monkeypatch)
    assert code == 0 and json.loads(again)["pages"] == json.loads(out)["pages"]


# -- bad input ---------------------------------------------------------------------------------------------
def test_missing_file(tmp_path, capsys, monkeypatch):
    path = tmp_path / "nope.pdf"
    assert_one_error(*docx(["ocr", path], capsys, monkeypatch), path, "not_found", "no such file")


def test_empty_file(tmp_path, capsys, monkeypatch):
    path = tmp_path / "empty.pdf"
    path.write_bytes(b"")
    assert_one_error(*docx(["ocr", path], capsys, monkeypatch), path, "empty_file", "file is empty")


def test_directory(tmp_path, capsys, monkeypatch):
    assert_one_error(*docx(["ocr", tmp_path], capsys, monkeypatch), tmp_path, "not_a_file", "is a directory")


@pytest.mark.parametrize("content, what", [(b"PK\x03\x04" + b"\x00" * 100, "ZIP"),
                                           (bytes(range(256)) * 4, "binary data")])
def test_unsupported_type(tmp_path, capsys, monkeypatch, content, what):
    path = tmp_path / "thing.pdf"  # the suffix lies; the content decides
    path.write_bytes(content)
    assert_one_error(*docx(["ocr", path], capsys, monkeypatch), path, "unsupported_type",
                     "unsupported file type", what)


def test_truncated_pdf(tmp_path, good_pdf, capsys, monkeypatch):
    data = good_pdf.read_bytes()
    path = tmp_path / "truncated.pdf"
    path.write_bytes(data[: len(data) // 2])
    assert_one_error(*docx(["ocr", path], capsys, monkeypatch), path, "corrupt_pdf", "corrupt or truncated PDF")


def test_corrupt_pdf(tmp_path, capsys, monkeypatch):
    path = tmp_path / "garbage.pdf"
    path.write_bytes(b"%PDF-1.4\n" + b"\x00\x17garbage" * 64)
    assert_one_error(*docx(["ocr", path], capsys, monkeypatch), path, "corrupt_pdf", "corrupt or truncated PDF")


def test_encrypted_pdf_needs_the_right_password(tmp_path, capsys, monkeypatch):
    path = simple_pdf(tmp_path / "locked.pdf", [["Salary statement 2024"]], encrypt="s3cret")
    assert_one_error(*docx(["ocr", path], capsys, monkeypatch), path, "encrypted", "encrypted", "--password")
    assert_one_error(*docx(["ocr", path, "--password", "guess"], capsys, monkeypatch), path, "wrong_password",
                     "wrong password")
    code, out, _ = docx(["ocr", path, "--password", "s3cret"], capsys, monkeypatch)
    assert code == 0 and [w["text"] for w in json.loads(out)["pages"][0]["words"]] == ["Salary", "statement", "2024"]


def test_decompression_bomb_header(tmp_path, capsys, monkeypatch):
    path = png_header_only(tmp_path / "bomb.png", 100_000, 100_000)  # claims 10 Gpx in 100 bytes
    assert_one_error(*docx(["ocr", path], capsys, monkeypatch), path, "too_large", "pixel limit", "--max-pixels")


def test_image_over_a_configured_pixel_limit(tmp_path, capsys, monkeypatch):
    path = text_image(tmp_path / "big.png", ["HELLO"], size=(1200, 400))
    assert_one_error(*docx(["ocr", path, "--max-pixels", "100000"], capsys, monkeypatch), path, "too_large",
                     "1200x400 = 480,000 pixels", "100,000 pixel limit")


def test_truncated_image(tmp_path, capsys, monkeypatch):
    full = text_image(tmp_path / "full.jpg", ["HELLO WORLD"], size=(800, 200))
    path = tmp_path / "cut.jpg"
    path.write_bytes(full.read_bytes()[:600])
    assert_one_error(*docx(["ocr", path], capsys, monkeypatch), path, "corrupt_image", "cannot read image")


def test_more_pages_than_max_pages(tmp_path, capsys, monkeypatch):
    path = simple_pdf(tmp_path / "long.pdf", [["one"], ["two"], ["three"]])
    assert_one_error(*docx(["ocr", path, "--max-pages", "2"], capsys, monkeypatch), path, "too_many_pages",
                     "3 pages, more than --max-pages 2")


def test_bad_option_is_a_usage_error(good_pdf, capsys, monkeypatch):
    code, out, err = docx(["ocr", good_pdf, "--ocr", "sometimes"], capsys, monkeypatch)
    assert code == 1 and out == "" and "--ocr must be auto, always or never" in err
    code, _, err = docx(["ocr", good_pdf, "--jobs", "-1"], capsys, monkeypatch)
    assert code == 1 and "Traceback" not in err


def test_batch_goes_on_after_a_failure(tmp_path, good_pdf, capsys, monkeypatch):
    empty = tmp_path / "empty.png"
    empty.write_bytes(b"")
    code, out, err = docx(["ocr", empty, good_pdf, "--jobs", "1"], capsys, monkeypatch)
    assert code == 3
    bad, ok = records(out)
    assert bad["error"]["code"] == "empty_file" and ok["docx_version"] == 1
    assert "1 ok, 1 failed" in err


def test_tesseract_not_installed_stops_the_run(tmp_path, good_pdf, capsys, monkeypatch):
    image = text_image(tmp_path / "scan.png", ["HELLO"], size=(400, 100))
    monkeypatch.setenv("DOCX_TESSERACT", str(tmp_path / "no" / "tesseract"))
    code, out, err = docx(["ocr", good_pdf, image, "--jobs", "1", "--ocr-engine", "tesseract"], capsys, monkeypatch)
    assert code == 2
    assert [r["source"] for r in records(out)] == [str(good_pdf)]  # what finished before is kept
    (line,) = [ln for ln in err.splitlines() if ln.startswith("error")]
    assert "Tesseract is not installed" in line and "apt-get install -y tesseract-ocr" in line


def test_tesseract_missing_from_path_in_a_fresh_process(tmp_path):
    image = text_image(tmp_path / "scan.png", ["HELLO"], size=(400, 100))
    env = {k: v for k, v in os.environ.items() if k != "DOCX_TESSERACT"}
    env["PATH"] = str(tmp_path)  # nothing named tesseract here
    proc = subprocess.run([sys.executable, "-m", "docx_cli.cli.app", "ocr", "--ocr-engine", "tesseract", str(image)],
                          cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.strip() == ("error: Tesseract is not installed: apt-get install -y tesseract-ocr "
                                   "(or run `make install`)")


def test_missing_language_pack_is_a_dependency_error(tmp_path, capsys, monkeypatch):
    image = text_image(tmp_path / "scan.png", ["HELLO"], size=(400, 100))
    code, _, err = docx(["ocr", image, "--lang", "zzz"], capsys, monkeypatch)
    assert code == 2 and "apt-get install -y tesseract-ocr-zzz" in err


# -- end to end on a real receipt --------------------------------------------------------------------------
def test_real_sroie_receipt_end_to_end(capsys, monkeypatch):
    image = data_path("sroie", "train", "img", "000.jpg")
    code, out, _ = docx(["ocr", image], capsys, monkeypatch)
    assert code == 0
    doc = json.loads(out)
    (page,) = doc["pages"]
    assert (page["unit"], page["source"], page["width"], page["height"]) == ("px", "ocr", 463.0, 1013.0)
    words = page["words"]
    assert len(words) > 50
    for w in words:
        x0, y0, x1, y1 = w["box"]
        assert 0 <= x0 < x1 <= 463 and 0 <= y0 < y1 <= 1013 and 0 <= w["conf"] <= 1
    lines = [w["line"] for w in words]
    assert lines == sorted(lines) and lines[0] == 0
    gold = sroie_gold_text(Path(str(image).replace("/img/", "/box/")).with_suffix(".csv"))
    ours = " ".join(w["text"] for w in words)
    r = char_recall(gold, ours)
    assert r["bag"] / r["gold"] >= 0.7
    assert "BOOK TA" in ours and "JOHOR BAHRU" in ours
