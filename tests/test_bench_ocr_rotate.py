"""`docx bench ocr --rotate`: any angle or a list of them, one result per angle, on a real SROIE receipt
turned by the bench before it is read (orientation and skew finding measured)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest
from cli_run import run_docx

SROIE = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "sroie" / "train"
HAVE_RAPIDOCR = all(importlib.util.find_spec(m) is not None for m in ("rapidocr", "onnxruntime"))


docx = run_docx


def test_angles_parse_one_or_a_list_of_any_degrees():
    from docx_cli.bench.ocr import parse_angles

    assert parse_angles("3") == [3.0]
    assert parse_angles("0, 3,90,180,270") == [0.0, 3.0, 90.0, 180.0, 270.0]
    assert parse_angles("-2.5") == [-2.5]
    for bad in ("", "three", "3,,90", "nan", "inf"):
        with pytest.raises(ValueError):
            parse_angles(bad)


def test_table_shows_the_rotation_only_when_pages_were_turned():
    from docx_cli.bench.ocr import table

    def result(rotate):
        return {"dataset": "sroie", "setting": "rapidocr", "pages": 2, "recall": {"line": 0.9, "bag": 0.95,
                "page_lcs": 0.8}, "pages_per_s": 1.0, "cpu_s_per_page": 2.0, "rotate": rotate, "upright": 2}

    plain = table({"results": [result(0)]}).splitlines()
    assert plain[0].endswith("| CPU s/page |") and plain[2].endswith("| 2.00 |")
    turned = table({"results": [result(0), result(3.5)]}).splitlines()
    assert turned[0].endswith("| rotate | upright |") and len(turned) == 4
    assert turned[2].endswith("| 0 | 2 |") and turned[3].endswith("| 3.5 | 2 |")


def test_a_bad_rotate_is_a_usage_error(tmp_path, capsys, monkeypatch):
    (tmp_path / "sroie" / "train").mkdir(parents=True)
    code, out, err = docx(["bench", "ocr", "--data-dir", tmp_path, "--datasets", "sroie", "--rotate", "3,left"],
                          capsys, monkeypatch)
    assert code == 1 and "--rotate" in err and "'left' is not a number" in err and out == ""


@pytest.fixture
def one_receipt(tmp_path) -> Path:
    """A SROIE-shaped folder holding the top 330 px of a real training receipt and its gold lines there."""
    if not HAVE_RAPIDOCR:
        pytest.skip("rapidocr is not installed (make install)")
    images = sorted((SROIE / "img").glob("*.jpg")) if SROIE.is_dir() else []
    if not images or not (SROIE / "box" / f"{images[0].stem}.csv").is_file():
        pytest.skip(f"{SROIE} is absent (the SROIE training images and boxes)")
    from PIL import Image

    from docx_cli.bench.ocr import load_samples

    image = images[0]
    root = tmp_path / "data" / "sroie" / "train"
    (root / "img").mkdir(parents=True)
    (root / "box").mkdir()
    with Image.open(image) as img:
        img.convert("RGB").crop((0, 0, img.width, 330)).save(root / "img" / image.name, quality=95)
    rows = [row for row in (SROIE / "box" / f"{image.stem}.csv").read_text(encoding="utf-8").splitlines()
            if row.count(",") >= 8 and max(float(v) for v in row.split(",")[1:8:2]) <= 325]
    (root / "box" / f"{image.stem}.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    assert len(load_samples("sroie", tmp_path / "data", 1, 0)[0].lines) >= 4
    return tmp_path / "data"


def test_bench_turns_each_image_by_every_angle_asked(one_receipt, tmp_path, capsys, monkeypatch):
    out_json = tmp_path / "rotate.json"
    code, out, err = docx(["bench", "ocr", "--data-dir", one_receipt, "--datasets", "sroie", "--n", "1",
                           "--settings", "rapidocr", "--rotate", "0,4,180", "--jobs", "1", "--json", out_json],
                          capsys, monkeypatch)
    assert code == 0, err
    report = json.loads(out_json.read_text())
    assert report["rotate"] == [0, 4, 180]
    results = report["results"]
    assert [r["rotate"] for r in results] == [0, 4, 180]
    assert all(r["pages"] == 1 and r["failed"] == [] for r in results)
    upright = results[0]["recall"]["line"]
    assert upright >= 0.8
    for r in results[1:]:  # turned back by the reader: close to the upright reading, and counted upright
        assert r["upright"] == 1, r
        assert r["recall"]["line"] >= upright - 0.1, r
    lines = out.splitlines()
    assert lines[0].endswith("| rotate | upright |") and len(lines) == 5
    assert "rotate 4" in err and "1/1 upright" in err
