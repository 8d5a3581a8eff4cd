"""The two OCR engines behind docx_cli.ingest.ocr (Tesseract, RapidOCR) on a real receipt; which one `auto`
picks; a missing engine (exit 2); RapidOCR reading with the network cut; the recall measures and the command
of `docx bench ocr`."""

from __future__ import annotations

import importlib.util
import itertools
import json
import shutil
import socket
import sys
from pathlib import Path

import pytest
from cli_run import run_docx

from docx_cli.errors import ConfigError
from docx_cli.ingest.load import IngestOptions, load_document

ROOT = Path(__file__).resolve().parents[1]
RECEIPT = ROOT / "examples" / "receipt.jpg"  # SROIE train receipt 351, a real scan
HAVE = {"tesseract": shutil.which("tesseract") is not None,
        "rapidocr": all(importlib.util.find_spec(m) is not None for m in ("rapidocr", "onnxruntime"))}


def needs(engine: str) -> None:
    if not HAVE[engine]:
        pytest.skip(f"{engine} is not installed (make install)")


docx = run_docx


@pytest.fixture
def receipt_top(tmp_path) -> Path:
    """The receipt's letterhead (its top 360 px, 8 lines): real pixels, a second or two per engine."""
    from PIL import Image

    with Image.open(RECEIPT) as img:
        crop = img.crop((0, 0, img.width, 360))
        crop.load()
    path = tmp_path / "receipt-top.png"
    crop.save(path)
    return path


@pytest.fixture
def fresh_rapidocr():
    """RapidOCR's per-process engine cache emptied before and after (a test may make its import fail)."""
    from docx_cli.ingest.ocr.rapidocr import _engine

    _engine.cache_clear()
    yield
    _engine.cache_clear()


# -- each engine on a real image ---------------------------------------------------------------------------
@pytest.mark.parametrize("engine", ["tesseract", "rapidocr"])
def test_engine_reads_words_boxes_confidences_lines(engine, receipt_top):
    needs(engine)
    doc = load_document(receipt_top, IngestOptions(ocr="always", ocr_engine=engine))  # type: ignore[arg-type]
    assert doc.metadata["reader"] == engine
    (page,) = doc.pages
    assert (page.width, page.height, page.unit, page.source) == (620.0, 360.0, "px", "ocr")
    words = list(page.words)
    texts = [w.text for w in words]
    i = texts.index("PINGHWAI")
    assert texts[i:i + 4] == ["PINGHWAI", "TRADING", "SDN", "BHD"]  # the company line, left to right
    name = words[i:i + 4]
    assert len({w.line_id for w in name}) == 1 and len({w.block_id for w in name}) == 1
    for a, b in itertools.pairwise(name):  # word boxes: one after the other along the line, not the line box
        assert a.box[2] <= b.box[0] + 2 and a.box[0] < b.box[0]
    assert "KUALA" in texts and "LUMPUR." in texts
    for w in words:
        x0, y0, x1, y1 = w.box
        assert 0 <= x0 < x1 <= page.width + 1 and 0 <= y0 < y1 <= page.height + 1, w
        assert w.confidence is not None and 0.0 <= w.confidence <= 1.0
        assert w.line_id >= 0 and w.block_id >= 0
    assert min(w.confidence for w in name) > 0.5
    lines = [w.line_id for w in words]
    assert lines == sorted(lines)  # reading order: line ids ascend through the page


def test_rapidocr_reads_with_the_network_cut(receipt_top, monkeypatch, fresh_rapidocr):
    """Its models come from the installed wheel: no download is tried, even for a fresh engine."""
    needs("rapidocr")

    def no_network(*args, **kwargs):
        raise AssertionError("RapidOCR tried to reach the network")

    monkeypatch.setattr(socket.socket, "connect", no_network)
    monkeypatch.setattr(socket, "create_connection", no_network)
    doc = load_document(receipt_top, IngestOptions(ocr="always", ocr_engine="rapidocr"))
    assert "PINGHWAI" in [w.text for _, w in doc.iter_words()]


# -- choosing an engine ------------------------------------------------------------------------------------
def test_auto_is_rapidocr_unless_a_tesseract_option_asks_otherwise():
    from docx_cli.ingest.ocr import engine_for

    assert engine_for(IngestOptions()) == "rapidocr"
    assert engine_for(IngestOptions(lang="eng+deu")) == "tesseract"  # language packs: Tesseract only
    assert engine_for(IngestOptions(psm=6)) == "tesseract"
    assert engine_for(IngestOptions(ocr_engine="tesseract")) == "tesseract"
    assert engine_for(IngestOptions(ocr_engine="rapidocr", lang="deu")) == "rapidocr"  # asked for: kept
    with pytest.raises(ConfigError, match="--ocr-engine"):
        IngestOptions(ocr_engine="easyocr")  # type: ignore[arg-type]


def test_bad_engine_name_is_a_usage_error(receipt_top, capsys, monkeypatch):
    code, out, err = docx(["ocr", receipt_top, "--ocr-engine", "paddle"], capsys, monkeypatch)
    assert code == 1 and out == "" and "--ocr-engine must be tesseract, rapidocr or auto" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("flag", [["--ocr-engine", "rapidocr"], []])  # explicit, and auto (the default)
def test_missing_rapidocr_stops_the_run_with_exit_2(flag, receipt_top, capsys, monkeypatch, fresh_rapidocr):
    monkeypatch.setitem(sys.modules, "rapidocr", None)  # `import rapidocr` now raises ImportError
    code, out, err = docx(["ocr", receipt_top, "--jobs", "1", *flag], capsys, monkeypatch)
    assert code == 2 and out == ""
    (line,) = [ln for ln in err.splitlines() if ln.startswith("error")]
    assert line == ("error: RapidOCR is not installed: pip install rapidocr onnxruntime (or run `make install`), "
                    "or choose --ocr-engine tesseract")


def test_missing_rapidocr_through_load_document(receipt_top, monkeypatch, fresh_rapidocr):
    from docx_cli.errors import EXIT_DEPENDENCY, DependencyError

    monkeypatch.setitem(sys.modules, "onnxruntime", None)
    with pytest.raises(DependencyError) as e:
        load_document(receipt_top, IngestOptions(ocr="always", ocr_engine="rapidocr"))
    assert e.value.code == "rapidocr_missing" and e.value.exit_code == EXIT_DEPENDENCY


def test_a_line_without_word_boxes_is_split_by_character_counts():
    from docx_cli.ingest.ocr.rapidocr import _split_line

    parts = _split_line("TOTAL  9.00", (0.0, 10.0, 100.0, 20.0), 0.9)  # 5 + 1 + 4 characters
    assert [(t, c) for t, c, _ in parts] == [("TOTAL", 0.9), ("9.00", 0.9)]
    assert [b for _, _, b in parts] == [(0.0, 10.0, 50.0, 20.0), (60.0, 10.0, 100.0, 20.0)]


# -- docx bench ocr ----------------------------------------------------------------------------------------
def test_recall_per_line_ignores_line_order_bag_ignores_all_order():
    from docx_cli.bench.ocr import GoldLine, page_counts

    gold = (GoldLine("TOTAL 9.00", (0, 0, 100, 10)), GoldLine("Thank you", (0, 20, 100, 30)))
    # read bottom line first, in lower case, "9.00" misread as "9.0O"
    words = [("thank", (0, 21, 40, 29)), ("YOU", (50, 21, 90, 29)), ("TOTAL", (0, 1, 50, 9)), ("9.0O", (60, 1, 99, 9))]
    c = page_counts(gold, words)
    assert c["gold"] == len("TOTAL9.00THANKYOU") == 17
    assert c["line"] == 16 and c["bag"] == 16  # only the misread character is lost
    assert c["page_lcs"] < 16  # the page-level LCS pays for the order too
    outside = page_counts(gold, [("TOTAL", (0, 50, 50, 60))])  # right text, wrong place: no line credit
    assert outside["line"] == 0 and outside["bag"] == 5


def test_settings_parse_into_the_engines_tuning():
    from docx_cli.bench.ocr import parse_setting

    assert parse_setting("tesseract") == ("tesseract", {})
    assert parse_setting("tesseract:psm=4,min_width=1200,binarize=1") == (
        "tesseract", {"psm": 4, "min_width": 1200, "binarize": True})
    assert parse_setting("rapidocr:det_side=960,limit_type=max") == (
        "rapidocr", {"det_side": 960, "limit_type": "max"})
    with pytest.raises(ValueError, match="not a setting"):
        parse_setting("tesseract:dpi=300")
    with pytest.raises(ValueError, match="unknown engine"):
        parse_setting("paddle")


def test_bench_ocr_command_on_a_one_receipt_dataset(tmp_path, receipt_top, capsys, monkeypatch):
    """A SROIE-shaped folder made here (the receipt's top and three of its gold lines) → table and JSON."""
    needs("tesseract")
    root = tmp_path / "data" / "sroie" / "train"
    (root / "img").mkdir(parents=True)
    (root / "box").mkdir()
    from PIL import Image

    Image.open(receipt_top).convert("L").save(root / "img" / "351.jpg", quality=95)
    (root / "box" / "351.csv").write_text(  # three lines of SROIE train/box/351.csv, as they are there
        "87,145,538,145,538,174,87,174,PINGHWAI TRADING SDN BHD\n"
        "193,266,428,266,428,292,193,292,OFF JALAN KEPONG,\n"
        "182,298,439,298,439,321,182,321,52100 KUALA LUMPUR.\n", encoding="utf-8")
    out_json = tmp_path / "ocr.json"
    code, out, err = docx(["bench", "ocr", "--data-dir", tmp_path / "data", "--datasets", "sroie", "--n", "5",
                           "--settings", "tesseract;tesseract:psm=4", "--jobs", "1", "--json", out_json],
                          capsys, monkeypatch)
    assert code == 0, err
    report = json.loads(out_json.read_text())
    assert report["samples"] == {"sroie": ["351.jpg"]}
    assert [r["setting"] for r in report["results"]] == ["tesseract", "tesseract:psm=4"]
    for r in report["results"]:
        assert r["pages"] == 1 and r["failed"] == [] and r["gold_chars"] == 21 + 15 + 17
        assert r["recall"]["line"] >= 0.9 and r["recall"]["bag"] >= r["recall"]["line"] - 1e-9
        assert r["pages_per_s"] > 0 and r["cpu_s_per_page"] > 0
    assert out.splitlines()[0].startswith("| dataset | setting | pages | line recall")
    assert len(out.splitlines()) == 4


def test_bench_ocr_usage_errors(tmp_path, capsys, monkeypatch):
    code, _, err = docx(["bench", "ocr", "--data-dir", tmp_path, "--datasets", "sroie"], capsys, monkeypatch)
    assert code == 1 and "is absent" in err
    (tmp_path / "sroie" / "train").mkdir(parents=True)
    code, _, err = docx(["bench", "ocr", "--data-dir", tmp_path, "--datasets", "sroie", "--settings",
                         "tesseract:nope=1"], capsys, monkeypatch)
    assert code == 1 and "not a setting of tesseract" in err


@pytest.mark.parametrize("degrees", [90, 180, 270])
def test_turned_gold_boxes_follow_the_turned_image(degrees):
    """turn_box maps a box the way PIL turns the pixels (a black square found again after the turn)."""
    import numpy as np
    from PIL import Image

    from docx_cli.bench.ocr import turn_box

    img = Image.new("L", (60, 40), 255)
    img.paste(0, (10, 5, 20, 12))  # x 10..20, y 5..12
    turned = np.asarray(img.rotate(-degrees, expand=True))
    ys, xs = np.nonzero(turned == 0)
    assert turn_box((10, 5, 20, 12), degrees, 60, 40) == (xs.min(), ys.min(), xs.max() + 1, ys.max() + 1)


def test_osd_turns_a_turned_receipt_upright(tmp_path):
    needs("tesseract")
    from PIL import Image

    from docx_cli.ingest.ocr import read_image
    from docx_cli.ingest.ocr.tesseract import TesseractTuning

    path = tmp_path / "turned.png"
    with Image.open(RECEIPT) as img:
        img.crop((0, 0, img.width, 420)).rotate(90, expand=True).save(path)  # a quarter turn anticlockwise
    doc = read_image(path, IngestOptions(ocr="always", ocr_engine="tesseract"), tuning=TesseractTuning(osd=True))
    assert doc.metadata["rotated"] == {"1": 90}
    assert (doc.pages[0].width, doc.pages[0].height) == (620.0, 420.0)  # the upright page
    assert "PINGHWAI" in [w.text for w in doc.pages[0].words]


# The hash of docx_cli/ingest/ocr/*.py at which READING_VERSION was last checked. When this test fails, decide:
# if images now read differently, change READING_VERSION (cached training readings are then made again);
# either way, record the new hash here.
OCR_SOURCE_CHECKED = "4693ee9038ce"


def test_reading_version_is_checked_against_the_ocr_source():
    import hashlib

    from docx_cli.ingest import ocr as ocr_pkg
    from docx_cli.training.datasets.common import ocr_fingerprint

    h = hashlib.sha1()
    for f in sorted(Path(ocr_pkg.__file__).parent.glob("*.py")):
        h.update(f.read_bytes().replace(b"\r\n", b"\n"))
    assert h.hexdigest()[:12] == OCR_SOURCE_CHECKED, (
        "docx_cli/ingest/ocr/ changed: if it reads images differently, change READING_VERSION there; "
        "then record the new source hash in OCR_SOURCE_CHECKED")
    assert ocr_fingerprint() == ocr_pkg.READING_VERSION
