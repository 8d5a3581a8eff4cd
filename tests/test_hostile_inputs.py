"""Hostile inputs and model folders (issue 28, reader half; issue 24's glued currency sign): each is refused
with a documented error code or read completely, fast. Every input is generated here; nothing large is
committed. Hang guards are generous thread time-outs, never timing assertions."""

from __future__ import annotations

import json
import math
import subprocess
import sys
import threading
import zlib
from pathlib import Path

import pytest
from ingest_fixtures import simple_pdf

from docx_cli.document import Document, Word
from docx_cli.errors import ConfigError, InputError
from docx_cli.ingest.html import parse_html
from docx_cli.ingest.load import IngestOptions, load_document
from docx_cli.ingest.text import decode_text
from docx_cli.ingest.words import MAX_SPLIT_CHARS, glued_cut, split_glued

ROOT = Path(__file__).resolve().parents[1]
HANG_GUARD_S = 120  # far above what any of these takes; only a hang reaches it


def finishes(fn, *args, **kwargs):
    """``fn(*args, **kwargs)`` in a thread; its result, its exception re-raised, or a failure if it hangs."""
    box: dict = {}

    def run():
        try:
            box["value"] = fn(*args, **kwargs)
        except BaseException as e:  # noqa: BLE001 - handed back to the test
            box["error"] = e

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(HANG_GUARD_S)
    if t.is_alive():
        pytest.fail(f"{getattr(fn, '__name__', fn)} still running after {HANG_GUARD_S} s")
    if "error" in box:
        raise box["error"]
    return box.get("value")


def code_of(fn, *args, **kwargs) -> str:
    with pytest.raises(InputError) as e:
        finishes(fn, *args, **kwargs)
    return e.value.code


# -- words: the glued-label split is linear, capped; a currency sign comes off its amount -----------------
def test_a_300k_character_word_is_read_whole(tmp_path):
    p = tmp_path / "long.txt"
    p.write_text("Total " + "A" * 300_000 + "\n", encoding="utf-8")
    doc = finishes(load_document, p)
    assert [len(w.text) for _, w in doc.iter_words()] == [5, 300_000]


def test_only_short_words_are_split():
    long = "A" * MAX_SPLIT_CHARS + ":12"
    assert glued_cut(long) is None and split_glued(Word(long)) == (Word(long),)
    assert glued_cut("TOTAL:12.50") == 6


@pytest.mark.parametrize(("word", "parts"), [
    ("$6,510.00", ["$", "6,510.00"]), ("US$12", ["US$", "12"]), ("EUR12.50", ["EUR", "12.50"]),
    ("12,50€", ["12,50", "€"]), ("€1.234,56", ["€", "1.234,56"]), ("$-5.00", ["$", "-5.00"]),
    ("RM101", ["RM101"]), ("INV#12", ["INV#12"]), ("USD", ["USD"]), ("$", ["$"]), ("12:30", ["12:30"]),
])
def test_a_currency_sign_glued_to_its_amount_is_split(word, parts):
    """Issue 24: "$6,510.00" was taken as the currency and the total lost."""
    assert [w.text for w in split_glued(Word(word, box=(0, 0, 90, 10)))] == parts


@pytest.mark.parametrize(("word", "parts"), [
    ("n°562044387", ["n°", "562044387"]), ("Nº0042", ["Nº", "0042"]), ("N.º12", ["N.º", "12"]),
    ("No.53", ["No.53"]), ("N°A12", ["N°A12"]), ("n°", ["n°"]),
])
def test_a_number_sign_glued_to_its_number_is_split(word, parts):
    """invoice2data's Free invoice prints "Facture n°562044387": whole, the word is no invoice number."""
    assert [w.text for w in split_glued(Word(word, box=(0, 0, 90, 10)))] == parts


def test_a_glued_currency_splits_through_load(tmp_path):
    p = tmp_path / "t.txt"
    p.write_text("TOTAL $6,510.00\n", encoding="utf-8")
    assert [w.text for _, w in load_document(p).iter_words()] == ["TOTAL", "$", "6,510.00"]


# -- HTML: linear XPaths, deep nesting read or refused, big text nodes kept --------------------------------
def test_20000_sibling_elements_are_linear():
    page = finishes(parse_html, "<html><body>" + "<span>x</span>" * 20_000 + "</body></html>")
    assert len(page.words) == 20_000 and page.words[-1].xpath == "/html/body/span[20000]"


def test_html_nested_300_deep_keeps_the_rest_of_the_page():
    n = 300  # libxml2 stopped at 256 and dropped everything after, silently
    page = parse_html("<html><body>" + "<div>x" * n + "END" + "</div>" * n + "<p>after</p></body></html>")
    texts = [w.text for w in page.words]
    assert texts[-2:] == ["xEND", "after"] or texts[-2:] == ["END", "after"]
    assert texts.count("x") + texts.count("xEND") == n
    assert page.words[-2].xpath.count("/div") == n


def test_html_deeper_than_the_limit_is_refused():
    html = "<html><body>" + "<div>x" * 3000 + "</div>" * 3000 + "<p>after</p></body></html>"
    assert code_of(parse_html, html) == "too_large"
    assert code_of(parse_html, "<html><body>" + "<b>x" * 50 + "</body></html>", max_depth=20) == "too_large"


def test_a_text_node_over_10_mb_keeps_what_follows():
    big = "a" * 10_500_000
    page = parse_html(f"<html><body><p>{big}</p><p>after</p></body></html>", max_chars=20_000_000)
    assert [len(w.text) for w in page.words] == [len(big), 5]


def test_html_chars_and_words_limits():
    html = "<html><body><p>" + "word " * 1000 + "</p></body></html>"
    assert code_of(parse_html, html, max_chars=100) == "too_large"
    assert code_of(parse_html, html, max_words=10) == "too_large"


# -- PDF, images, text, JSON: limits ------------------------------------------------------------------------
def _bomb_pdf(path: Path, inflated: int) -> Path:
    stream = zlib.compress(b"0" * inflated, 9)
    path.write_bytes(b"%PDF-1.4\n1 0 obj<</Length " + str(len(stream)).encode() + b"/Filter/FlateDecode>>stream\n"
                     + stream + b"\nendstream endobj\ntrailer<<>>\n%%EOF\n")
    return path


def test_a_pdf_whose_streams_inflate_past_the_limit_is_refused(tmp_path):
    bomb = _bomb_pdf(tmp_path / "bomb.pdf", 8 * 1024 * 1024)
    assert code_of(load_document, bomb, IngestOptions(max_pdf_bytes=4 * 1024 * 1024)) == "too_large"
    ok = simple_pdf(tmp_path / "ok.pdf", [["Invoice 12 total 9.00"]])
    assert load_document(ok, IngestOptions(max_pdf_bytes=4 * 1024 * 1024)).num_words == 4


def test_an_image_of_many_frames_is_refused_before_ocr(tmp_path):
    pytest.importorskip("PIL")
    from PIL import Image, ImageDraw

    frames = []
    for i in range(12):
        im = Image.new("L", (40, 20), 255)
        ImageDraw.Draw(im).text((1, 1), str(i), fill=0)
        frames.append(im)
    gif = tmp_path / "many.gif"
    frames[0].save(gif, save_all=True, append_images=frames[1:], duration=10)
    try:
        assert code_of(load_document, gif, IngestOptions(max_frames=10)) == "too_many_pages"
    except Exception as e:
        if getattr(e, "code", "") in ("tesseract_missing", "ocr_engine_missing"):
            pytest.skip("no OCR engine installed")
        raise


def test_text_limits(tmp_path):
    p = tmp_path / "big.txt"
    p.write_text("word " * 2000, encoding="utf-8")
    assert code_of(load_document, p, IngestOptions(max_chars=5000)) == "too_large"  # 10,000 characters
    assert code_of(load_document, p, IngestOptions(max_chars=1000)) == "too_large"  # refused before reading
    assert code_of(load_document, p, IngestOptions(max_words=100)) == "too_large"
    assert load_document(p, IngestOptions(max_words=2000)).num_words == 2000


def test_default_limits_refuse_a_huge_text_before_reading(tmp_path):
    p = tmp_path / "huge.txt"
    p.write_bytes(b"word " * 8_500_000)  # 42.5 MB: over 4 bytes x the default 10 M characters
    assert code_of(load_document, p) == "too_large"


def test_a_document_json_over_the_word_limit_is_refused(tmp_path):
    words = [Word(f"w{i}") for i in range(50)]
    from docx_cli.document import Page

    doc = Document(source="x", pages=(Page(1, 0, 0, "none", "text", tuple(words)),), format="plain")
    p = tmp_path / "d.json"
    p.write_text(doc.dumps(), encoding="utf-8")
    assert load_document(p, IngestOptions(max_words=50)).num_words == 50
    assert code_of(load_document, p, IngestOptions(max_words=49)) == "too_large"


@pytest.mark.parametrize("name", ["max_pdf_bytes", "max_frames", "max_chars", "max_words", "max_depth"])
def test_limit_options_are_validated(name):
    with pytest.raises(ConfigError):
        IngestOptions(**{name: 0})


# -- Document JSON: one strict validation at reading time -------------------------------------------------
GOOD = {"docx_version": 1, "source": "a", "format": "document", "metadata": {},
        "pages": [{"number": 1, "width": 612, "height": 792, "unit": "pt", "source": "pdf",
                   "words": [{"text": "Hi", "box": [1, 2, 3, 4], "line": 0, "block": 0, "conf": None,
                              "xpath": None, "label": None}]}]}
GOOD_TEXT = json.dumps(GOOD)


@pytest.mark.parametrize(("what", "text"), [
    ("NaN width", GOOD_TEXT.replace('"width": 612', '"width": NaN')),
    ("Infinity in a box", GOOD_TEXT.replace("[1, 2, 3, 4]", "[1, 2, Infinity, 4]")),
    ("a null word", GOOD_TEXT.replace('"words": [', '"words": [null, ')),
    ("line 1e999", GOOD_TEXT.replace('"line": 0', '"line": 1e999')),
    ("fractional line", GOOD_TEXT.replace('"line": 0', '"line": 0.5')),
    ("conf high", GOOD_TEXT.replace('"conf": null', '"conf": "high"')),
    ("conf 7", GOOD_TEXT.replace('"conf": null', '"conf": 7')),
    ("box of 2", GOOD_TEXT.replace("[1, 2, 3, 4]", "[1, 2]")),
    ("box of 5", GOOD_TEXT.replace("[1, 2, 3, 4]", "[1, 2, 3, 4, 5]")),
    ("box of strings", GOOD_TEXT.replace("[1, 2, 3, 4]", '["1", 2, 3, 4]')),
    ("100k nested arrays", '{"docx_version": 1, "pages": ' + "[" * 100_000 + "]" * 100_000 + "}"),
    ("deep metadata", GOOD_TEXT.replace('"metadata": {}', '"metadata": {"a": ' + "[" * 200 + "]" * 200 + "}")),
    ("a 5000-digit line", GOOD_TEXT.replace('"line": 0', '"line": ' + "9" * 5000)),
    ("text a number", GOOD_TEXT.replace('"text": "Hi"', '"text": 5')),
    ("pages an object", GOOD_TEXT.replace('"pages": [', '"pages": {"a": [').replace("]}]}", "]}]}}")),
    ("page number 0", GOOD_TEXT.replace('"number": 1', '"number": 0')),
    ("unknown unit", GOOD_TEXT.replace('"unit": "pt"', '"unit": "furlong"')),
    ("docx_version true", GOOD_TEXT.replace('"docx_version": 1', '"docx_version": true')),
    ("a list", "[1, 2]"),
])
def test_malformed_document_json_is_bad_json(what, text):
    with pytest.raises(InputError) as e:
        Document.loads(text)
    assert e.value.code == "bad_json", what


def test_ocr_and_extract_read_json_through_the_same_validation(tmp_path):
    p = tmp_path / "nan.json"
    p.write_text(GOOD_TEXT.replace('"width": 612', '"width": NaN'), encoding="utf-8")
    assert code_of(load_document, p) == "bad_json"  # what `docx ocr` and `docx extract` both call
    assert Document.loads(GOOD_TEXT).pages[0].words[0].box == (1.0, 2.0, 3.0, 4.0)


def test_a_non_finite_coordinate_is_never_written_as_nan():
    from docx_cli.document import Page

    doc = Document("x", (Page(1, math.nan, 792.0, words=(Word("a", box=(math.nan, 0, 1, 1), confidence=math.inf),)),))
    text = doc.dumps()
    back = json.loads(text, parse_constant=lambda c: pytest.fail(f"{c} written"))
    assert back["pages"][0]["width"] == 0.0 and back["pages"][0]["words"][0]["box"] is None
    assert Document.loads(text).num_words == 1


# -- encodings ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("data", [
    b"\xff\xfe" + "Invoice".encode("utf-16-le") + b"\x41",  # odd length
    b"\xff\xfe" + "In".encode("utf-16-le") + b"\x00\xd8" + "x".encode("utf-16-le"),  # lone high surrogate
    b"\xef\xbb\xbfInvoice \xff\xfe total",  # a UTF-8 BOM, then bytes that are not UTF-8
])
def test_bad_unicode_is_bad_encoding(tmp_path, data):
    p = tmp_path / "bad.txt"
    p.write_bytes(data)
    assert code_of(load_document, p) == "bad_encoding"


@pytest.mark.parametrize(("text", "encoding"), [
    ("Facture n° 12, montant dû : 45,00 € — café crème, très bien\n" * 3, "cp1252"),
    ("Rechnung für Müller, Größe 12, Straße\n" * 3, "latin-1"),
    ("請求書 合計金額 12,500円 株式会社テスト 東京都\n" * 3, "shift_jis"),
])
def test_8_bit_text_is_decoded_not_refused(tmp_path, text, encoding):
    p = tmp_path / "t.txt"
    p.write_bytes(text.encode(encoding))
    doc = load_document(p, IngestOptions(reading_order=False))
    assert doc.format == "plain" and " ".join(w.text for _, w in doc.iter_words()) == " ".join(text.split())


def test_html_meta_charset_is_honoured(tmp_path):
    html = '<html><head><meta charset="shift_jis"></head><body><p>請求書 合計</p></body></html>'
    p = tmp_path / "p.html"
    p.write_bytes(html.encode("shift_jis"))
    assert [w.text for _, w in load_document(p).iter_words()] == ["請求書", "合計"]
    latin = '<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head>' \
            "<body><p>Müller Straße</p></body></html>"
    p.write_bytes(latin.encode("latin-1"))
    assert [w.text for _, w in load_document(p).iter_words()] == ["Müller", "Straße"]


def test_binary_bytes_are_still_refused():
    with pytest.raises(InputError) as e:
        decode_text(bytes(range(256)) * 4)
    assert e.value.code == "bad_encoding"


# -- model folders -----------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory) -> Path:
    from docx_cli.modeling import DocxForTokenClassification
    from docx_cli.modeling.configuration import DocxConfig
    from docx_cli.modeling.tokenizer import make_tiny_tokenizer, tiny_vocab

    root = tmp_path_factory.mktemp("models")
    tok = make_tiny_tokenizer(root / "tok")
    cfg = DocxConfig.from_preset("layoutlm", vocab_size=len(tiny_vocab()), hidden_size=16, num_hidden_layers=1,
                                 num_attention_heads=2, intermediate_size=32, max_length=64,
                                 labels=["O", "S-total_amount"], field_kinds={"total_amount": "single"})
    good = root / "good"
    DocxForTokenClassification(cfg).save_pretrained(good, tokenizer=tok)
    return good


def _config_edit(key, value):
    def edit(d: Path) -> None:
        cfg = json.loads((d / "config.json").read_text())
        cfg[key] = value
        (d / "config.json").write_text(json.dumps(cfg))
    return edit


def _sparse_weights(d: Path) -> None:
    with open(d / "model.safetensors", "r+b") as f:
        f.truncate(40 * 2**30)  # 40 GB, sparse: nothing is written


def _truncated_weights(d: Path) -> None:
    data = (d / "model.safetensors").read_bytes()
    (d / "model.safetensors").write_bytes(data[: len(data) // 2])


HOSTILE_FOLDERS = {
    "non-numeric hidden_size": (_config_edit("hidden_size", "big"), "bad_config"),
    "huge hidden_size": (_config_edit("hidden_size", 10**9), "bad_config"),
    "fractional vocab_size": (_config_edit("vocab_size", 99.5), "bad_config"),
    "config.json a list": (lambda d: (d / "config.json").write_text("[1, 2]"), "bad_config"),
    "100,000 layers": (_config_edit("num_hidden_layers", 100_000), "bad_config"),
    "a 40 GB safetensors": (_sparse_weights, "bad_weights"),
    "a corrupt tokenizer.json": (lambda d: (d / "tokenizer.json").write_text('{"model": {"vocab": 5}}'),
                                 "bad_tokenizer"),
    "tokenizer.json garbage": (lambda d: (d / "tokenizer.json").write_bytes(b"\x00\xff"), "bad_tokenizer"),
    "truncated weights": (_truncated_weights, "bad_weights"),
    "weights of another model": (_config_edit("hidden_size", 32), "bad_weights"),
    "zero heads": (_config_edit("num_attention_heads", 0), "bad_config"),
    "labels.json a list": (lambda d: (d / "labels.json").write_text("[]"), "bad_config"),
    "NaN dropout": (lambda d: (d / "config.json").write_text(
        (d / "config.json").read_text().replace('"hidden_dropout_prob": 0.1', '"hidden_dropout_prob": NaN')),
        "bad_config"),
}


@pytest.mark.parametrize("name", list(HOSTILE_FOLDERS))
def test_a_hostile_model_folder_is_a_clean_config_error(tiny_model, tmp_path, name):
    import shutil

    from docx_cli.registry import find_model, load_model

    edit, code = HOSTILE_FOLDERS[name]
    d = tmp_path / "m"
    shutil.copytree(tiny_model, d)
    edit(d)
    with pytest.raises(ConfigError) as e:
        load_model(str(d), device="cpu", precision="fp32")
    assert e.value.code == code, e.value.message
    if name != "weights of another model":  # the rest is refused by find_model: exit 1 before any input
        with pytest.raises(ConfigError):
            find_model(str(d))


def test_the_good_tiny_model_still_loads(tiny_model):
    from docx_cli.registry import load_model

    assert load_model(str(tiny_model), device="cpu", precision="fp32").config.hidden_size == 16


def test_a_hostile_model_folder_exits_1_without_a_traceback(tiny_model, tmp_path):
    import shutil

    d = tmp_path / "m"
    shutil.copytree(tiny_model, d)
    _config_edit("num_hidden_layers", 100_000)(d)
    doc = tmp_path / "in.txt"
    doc.write_text("Total 12.50\n")
    r = subprocess.run([sys.executable, "-m", "docx_cli.cli.app", "extract", "--model", str(d), str(doc)],
                       capture_output=True, text=True, timeout=HANG_GUARD_S, cwd=ROOT, check=False)
    assert r.returncode == 1 and "Traceback" not in r.stderr and "num_hidden_layers" in r.stderr


def test_limits_are_cli_options(tmp_path):
    from docx_cli.ingest.load import parse_limits

    assert parse_limits(["max_chars=20_000_000", "max-words=5"]) == {"max_chars": 20_000_000, "max_words": 5}
    with pytest.raises(ConfigError):
        parse_limits(["max_wordz=5"])
    p = tmp_path / "t.txt"
    p.write_text("word " * 50, encoding="utf-8")
    cmd = [sys.executable, "-m", "docx_cli.cli.app", "ocr", "--jobs", "1", str(p)]
    r = subprocess.run([*cmd, "--limit", "max_words=10"], capture_output=True, text=True, timeout=HANG_GUARD_S,
                       cwd=ROOT, check=False)
    assert r.returncode == 3 and '"too_large"' in r.stdout and "Traceback" not in r.stderr
    r = subprocess.run([*cmd, "--limit", "max_words=50"], capture_output=True, text=True, timeout=HANG_GUARD_S,
                       cwd=ROOT, check=False)
    assert r.returncode == 0 and json.loads(r.stdout)["pages"][0]["words"][49]["text"] == "word"


def test_text_too_long_to_be_a_value_is_not_parsed():
    """A 5 MB word reached the date and amount regexes once per candidate span: minutes in `docx extract`."""
    from docx_cli.decode.normalize import MAX_VALUE_CHARS, normalize_amount, normalize_date, reads_as

    padded = "Total " + "x" * MAX_VALUE_CHARS + " 12.50 on 12/03/2021"
    assert normalize_amount(padded) is None and normalize_date(padded) is None
    assert not reads_as("A:" * 100_000 + "1", "date") and not reads_as("A:" * 100_000 + "1", "amount")
    assert normalize_amount("Total 12.50") == "12.50" and normalize_date("on 12/03/2021") == "2021-03-12"
