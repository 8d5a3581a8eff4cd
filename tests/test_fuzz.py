"""Fuzzing every reader and the model-folder loader with hypothesis (issue 28).

Invariant for each generated or mutated input: a ``Document`` (that writes back as strict JSON and chunks
for a model), or a documented error (``InputError`` with a code the README lists, ``ConfigError`` for model
folders); never another exception, and never a hang — a SIGALRM guard of ``DOCX_FUZZ_TIMEOUT`` seconds
(default 30; the first input of each reader runs once unguarded first, so that imports are not counted) per
input turns one into a failure. The guard is a hang detector, not a timing assertion.

Budget: ``DOCX_FUZZ_EXAMPLES`` inputs per reader (default 20: ``make test`` stays well under a minute);
``make fuzz`` sets 10,000 and writes the counts per reader and outcome to ``DOCX_FUZZ_REPORT``.
``DOCX_FUZZ_SECONDS`` gives each reader a time budget on a slow machine: past it, the remaining examples
are generated but not read, and counted as ``not_read`` (the report says how many inputs were read).
Images are decoded for real but OCR is replaced by a stub (the fuzz target is our reading code, not
Tesseract), and PDFs are read with ``ocr="never"`` for the same reason.
"""

from __future__ import annotations

import collections
import contextlib
import json
import os
import shutil
import signal
import tempfile
import threading
import time
from pathlib import Path
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from docx_cli.document import Document, Word
from docx_cli.errors import ConfigError, InputError
from docx_cli.ingest.load import IngestOptions, load_document

EXAMPLES = int(os.environ.get("DOCX_FUZZ_EXAMPLES", "20"))
TIMEOUT_S = float(os.environ.get("DOCX_FUZZ_TIMEOUT", "30"))
BUDGET_S = float(os.environ.get("DOCX_FUZZ_SECONDS", "0")) or None  # per reader; None: no time budget
FUZZ = settings(max_examples=EXAMPLES, deadline=None, database=None, derandomize=EXAMPLES <= 50,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.filter_too_much, HealthCheck.large_base_example])

# The codes README "Error codes in records" documents (bad_html: a page lxml cannot parse at all).
DOCUMENTED = {"not_found", "not_a_file", "unreadable", "empty_file", "unsupported_type", "corrupt_pdf",
              "encrypted", "wrong_password", "corrupt_image", "too_large", "too_many_pages", "needs_ocr",
              "bad_json", "bad_encoding", "ocr_failed", "bad_html"}
OUTCOMES: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
WORK = Path(tempfile.mkdtemp(prefix="docx_fuzz_"))
_counter = iter(range(10**12))
_WARM: set[str] = set()


class Hang(BaseException):  # BaseException: a reader's `except Exception` must not swallow it
    pass


@contextlib.contextmanager
def hang_guard(seconds: float = TIMEOUT_S):
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def alarm(signum, frame):
        raise Hang(f"input still being read after {seconds} s")

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@pytest.fixture(scope="module", autouse=True)
def _report():
    yield
    shutil.rmtree(WORK, ignore_errors=True)
    target = os.environ.get("DOCX_FUZZ_REPORT")
    if target:
        old = json.loads(Path(target).read_text()) if Path(target).is_file() else {}
        old.update({reader: dict(c) for reader, c in OUTCOMES.items()})
        Path(target).write_text(json.dumps(old, indent=1, sort_keys=True) + "\n")


_TOKENIZER = None


def _tokenizer():
    global _TOKENIZER
    if _TOKENIZER is None:
        from docx_cli.modeling.tokenizer import make_tiny_tokenizer

        _TOKENIZER = make_tiny_tokenizer(WORK / "tok")
    return _TOKENIZER


def check_document(doc: Document) -> None:
    """What extract does with a Document must work too: strict JSON out and back, chunks for a model."""
    from docx_cli.layout.chunking import chunk_document

    text = doc.dumps()  # allow_nan=False: never NaN in `docx ocr` output
    again = Document.loads(text)
    assert again.num_words == doc.num_words
    chunk_document(doc, _tokenizer(), max_length=64)


_STARTED: dict[str, float] = {}


def over_budget(reader: str) -> bool:
    start = _STARTED.setdefault(reader, time.monotonic())
    if BUDGET_S is not None and time.monotonic() - start > BUDGET_S:
        OUTCOMES[reader]["not_read"] += 1
        return True
    return False


def read(reader: str, data: bytes, suffix: str, opts: IngestOptions | None = None) -> None:
    """Write ``data`` to a file, load it, and check the invariant; count the outcome under ``reader``."""
    if over_budget(reader):
        return
    p = WORK / f"in{next(_counter)}{suffix}"
    p.write_bytes(data)
    if reader not in _WARM:  # imports (pdfplumber, lxml, PIL, torch for chunking) outside the hang guard
        _WARM.add(reader)
        with contextlib.suppress(Exception):
            check_document(load_document(p, opts or IngestOptions(ocr="never")))
    try:
        with hang_guard():
            try:
                doc = load_document(p, opts or IngestOptions(ocr="never"))
            except InputError as e:
                assert e.code in DOCUMENTED, f"undocumented error code {e.code}: {e.message}"
                OUTCOMES[reader][e.code] += 1
                return
            check_document(doc)
            OUTCOMES[reader]["document"] += 1
    except Hang:
        OUTCOMES[reader]["hang"] += 1
        raise
    except BaseException as e:
        OUTCOMES[reader][f"exception {type(e).__name__}"] += 1
        raise
    finally:
        p.unlink(missing_ok=True)


# -- mutation of seed files --------------------------------------------------------------------------------
_OP = st.tuples(st.sampled_from(["flip", "insert", "delete", "truncate", "duplicate", "zero", "ascii"]),
                st.floats(0, 1), st.integers(1, 64), st.binary(min_size=1, max_size=32))


def mutate(data: bytes, ops) -> bytes:
    b = bytearray(data)
    for kind, where, length, junk in ops:
        if not b:
            b = bytearray(junk)
            continue
        at = min(int(where * len(b)), len(b) - 1)
        if kind == "flip":
            b[at] ^= junk[0] or 0xFF
        elif kind == "insert":
            b[at:at] = junk
        elif kind == "delete":
            del b[at:at + length]
        elif kind == "truncate":
            del b[at:]
        elif kind == "duplicate":
            b[at:at] = b[at:at + length * 16]
        elif kind == "zero":
            b[at:at + length] = bytes(len(b[at:at + length]))
        else:  # a PDF/HTML/JSON keyword or number somewhere
            b[at:at] = junk.hex().encode()[:length] + b" obj 999999999 R /Length -1 >>"
    return bytes(b)


def _seeds(kind: str) -> list[bytes]:
    cache = _SEEDS.setdefault(kind, [])
    if not cache:
        cache.extend(_MAKERS[kind]())
    return cache


def _pdf_seeds() -> list[bytes]:
    from ingest_fixtures import simple_pdf

    sys_path = WORK / "seed.pdf"
    out = [simple_pdf(sys_path, [["Invoice 12 Total $6,510.00", "DATE:11/03/18"]]).read_bytes(),
           simple_pdf(sys_path, [["Page one"], ["Page two", "TOTAL:12.50"]]).read_bytes()]
    import zlib

    content = zlib.compress(b"BT /F1 12 Tf 72 700 Td (Compressed text) Tj ET")
    out.append(b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>"
               b"endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R/Resources<</Font"
               b"<</F1 5 0 R>>>>>>endobj\n4 0 obj<</Length " + str(len(content)).encode()
               + b"/Filter/FlateDecode>>stream\n" + content + b"\nendstream endobj\n5 0 obj<</Type/Font/Subtype"
               b"/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n")
    return out


def _image_seeds() -> list[bytes]:
    import io

    from PIL import Image, ImageDraw

    im = Image.new("L", (60, 24), 255)
    ImageDraw.Draw(im).text((2, 2), "Total 9", fill=0)
    out = []
    for fmt, mode in (("PNG", "L"), ("JPEG", "RGB"), ("GIF", "P"), ("TIFF", "L"), ("BMP", "RGB"), ("WEBP", "RGB"),
                      ("PNG", "RGBA")):
        buf = io.BytesIO()
        frame = im.convert(mode)
        if fmt in ("GIF", "TIFF"):
            frame.save(buf, format=fmt, save_all=True, append_images=[frame.copy()])
        else:
            frame.save(buf, format=fmt)
        out.append(buf.getvalue())
    return out


def _html_seeds() -> list[bytes]:
    return [(b"<html><head><meta charset='utf-8'><style>p{}</style></head><body><div><p>Invoice <b>12</b></p>"
             b"<table><tr><td>TOTAL:$6.50</td></tr></table><span hidden>x</span></div></body></html>"),
            "<!DOCTYPE html><html><body><ul><li>Müller</li><li>€ 5,00</li></ul></body></html>".encode("cp1252")]


def _json_seeds() -> list[bytes]:
    from docx_cli.document import Page

    doc = Document("a.pdf", (Page(1, 612.0, 792.0, "pt", "pdf", (
        Word("Total", (72.0, 70.0, 100.0, 80.0), 0, 0, 0.9), Word("9.00", (110.0, 70.0, 130.0, 80.0), 0, 0))),),
        metadata={"reader": "pdfplumber", "pages": 1})
    return [doc.dumps().encode(), doc.dumps(indent=1).encode()]


_SEEDS: dict[str, list[bytes]] = {}
_MAKERS = {"pdf": _pdf_seeds, "image": _image_seeds, "html": _html_seeds, "json": _json_seeds}


# -- the readers ---------------------------------------------------------------------------------------------
@FUZZ
@given(seed=st.integers(0, 2), ops=st.lists(_OP, min_size=1, max_size=8))
def test_fuzz_pdf(seed, ops):
    read("pdf", mutate(_seeds("pdf")[seed], ops), ".pdf")


def _stub_tesseract(image, *args, **kwargs):
    """Tesseract's place: (words, upright size, rotation), after making sure the image decodes."""
    if not isinstance(image, (str, Path)):
        image.load()
    return [Word("stub", box=(0.0, 0.0, 1.0, 1.0), confidence=0.5)], None, 0


@FUZZ
@given(seed=st.integers(0, 6), ops=st.lists(_OP, min_size=0, max_size=6))
def test_fuzz_image(seed, ops):
    with mock.patch("docx_cli.ingest.ocr.check_engine", return_value="tesseract"), \
            mock.patch("docx_cli.ingest.ocr.tesseract_page", _stub_tesseract):
        read("image", mutate(_seeds("image")[seed], ops), ".img", IngestOptions(ocr="auto", ocr_engine="tesseract"))


_TAGS = st.sampled_from(["div", "p", "span", "td", "tr", "table", "b", "script", "style", "li", "ul", "html",
                         "body", "head", "template", "input", "meta", "svg", "x-custom", "br"])
_ATTRS = st.sampled_from(["", " hidden", ' style="display:none"', ' class="a"', ' type="hidden"',
                          ' charset="shift_jis"', ' style="visibility : hidden"'])
_HTML_TEXT = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=20)


@st.composite
def html_documents(draw, depth: int = 0):
    parts = []
    for _ in range(draw(st.integers(0, 4))):
        choice = draw(st.integers(0, 3 if depth < 6 else 1))
        if choice <= 1:
            parts.append(draw(_HTML_TEXT).replace("<", "&lt;"))
        elif choice == 2:
            tag = draw(_TAGS)
            parts.append(f"<{tag}{draw(_ATTRS)}>{draw(html_documents(depth + 1))}</{tag}>")
        else:
            parts.append(draw(st.sampled_from(["<!-- c -->", "&amp;", "&#x1F600;", "&bogus;", "</p>", "<p", "<![CDATA[x]]>",
                                               "<?php x ?>", "\x00", "<td>" * 3])))
    return "".join(parts)


@FUZZ
@given(body=html_documents(), encoding=st.sampled_from(["utf-8", "utf-16", "cp1252", "shift_jis", "latin-1"]),
       ops=st.lists(_OP, max_size=3), seed=st.integers(0, 1), use_seed=st.booleans())
def test_fuzz_html(body, encoding, ops, seed, use_seed):
    if use_seed:
        data = _seeds("html")[seed]
    else:
        data = f"<html><body>{body}</body></html>".encode(encoding, errors="replace")
    read("html", mutate(data, ops) if ops else data, ".html")


@FUZZ
@given(text=st.text(max_size=400), encoding=st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "utf-32", "cp1252",
                                                             "latin-1", "shift_jis", "gb18030"]),
       raw=st.binary(max_size=600), use_raw=st.booleans(), ops=st.lists(_OP, max_size=3))
def test_fuzz_text(text, encoding, raw, use_raw, ops):
    data = raw if use_raw else text.encode(encoding, errors="replace")
    read("text", mutate(data, ops) if ops else data, ".txt")


_JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
                     lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children,
                                                                                          max_size=4),
                     max_leaves=12)
_WORD_KEYS = ["text", "box", "line", "block", "conf", "xpath", "label"]
_PAGE_KEYS = ["number", "width", "height", "unit", "source", "words"]
_DOC_KEYS = ["docx_version", "source", "format", "metadata", "pages"]


@st.composite
def document_dicts(draw):
    def word():
        return {"text": draw(st.text(max_size=12)),
                "box": draw(st.none() | st.lists(st.floats(-1e4, 1e4) | st.integers(-10, 10**4), min_size=4, max_size=4)),
                "line": draw(st.integers(-1, 50)), "block": draw(st.integers(-1, 10)),
                "conf": draw(st.none() | st.floats(0, 1)), "xpath": draw(st.none() | st.just("/html/body/p[2]")),
                "label": draw(st.none() | st.sampled_from(["O", "S-total_amount", "B-date"]))}

    pages = [{"number": i + 1, "width": draw(st.floats(0, 2000) | st.none()), "height": draw(st.floats(0, 2000)),
              "unit": draw(st.sampled_from(["pt", "px", "none"])), "source": "pdf",
              "words": [word() for _ in range(draw(st.integers(0, 5)))]} for i in range(draw(st.integers(0, 3)))]
    doc = {"docx_version": 1, "source": "x", "format": draw(st.sampled_from(["document", "web", "plain"])),
           "metadata": {}, "pages": pages}
    for _ in range(draw(st.integers(0, 3))):  # corrupt a few fields with any JSON value, or drop them
        target = draw(st.sampled_from(["doc", "page", "word"]))
        value = draw(_JSON)
        if target == "doc":
            doc[draw(st.sampled_from(_DOC_KEYS))] = value
        elif target == "page" and isinstance(doc.get("pages"), list) and doc["pages"]:
            page = doc["pages"][draw(st.integers(0, len(doc["pages"]) - 1))]
            if isinstance(page, dict):
                page[draw(st.sampled_from(_PAGE_KEYS))] = value
        elif isinstance(doc.get("pages"), list) and doc["pages"] and isinstance(doc["pages"][0], dict) \
                and isinstance(doc["pages"][0].get("words"), list) and doc["pages"][0]["words"]:
            words = doc["pages"][0]["words"]
            i = draw(st.integers(0, len(words) - 1))
            if draw(st.booleans()) or not isinstance(words[i], dict):
                words[i] = value
            else:
                words[i][draw(st.sampled_from(_WORD_KEYS))] = value
    return doc


@FUZZ
@given(doc=document_dicts(), ops=st.lists(_OP, max_size=2), seed=st.integers(0, 1), mode=st.integers(0, 2))
def test_fuzz_document_json(doc, ops, seed, mode):
    if mode == 0:  # a generated (perhaps corrupted) document
        data = json.dumps(doc, allow_nan=True).encode()
    elif mode == 1:  # a real one, byte-mutated
        data = mutate(_seeds("json")[seed], ops or [("flip", 0.5, 1, b"\x01")])
    else:  # the dict itself, as the training readers hand it over (NaN and all)
        if over_budget("document_json"):
            return
        try:
            with hang_guard():
                d = Document.from_json(doc)
        except InputError as e:
            assert e.code == "bad_json"
            OUTCOMES["document_json"]["bad_json"] += 1
            return
        check_document(d)
        OUTCOMES["document_json"]["document"] += 1
        return
    read("document_json", data if data.lstrip().startswith(b"{") else b"{" + data, ".json")


# -- the model-folder loader ---------------------------------------------------------------------------------
_MODEL = None


def _tiny_model() -> Path:
    global _MODEL
    if _MODEL is None:
        from docx_cli.modeling import DocxForTokenClassification
        from docx_cli.modeling.configuration import DocxConfig
        from docx_cli.modeling.tokenizer import tiny_vocab

        cfg = DocxConfig.from_preset("layoutlm", vocab_size=len(tiny_vocab()), hidden_size=16, num_hidden_layers=1,
                                     num_attention_heads=2, intermediate_size=32, max_length=64,
                                     labels=["O", "S-total_amount"], field_kinds={"total_amount": "single"})
        _MODEL = WORK / "model"
        DocxForTokenClassification(cfg).save_pretrained(_MODEL, tokenizer=_tokenizer())
    return _MODEL


_CONFIG_KEYS = ["vocab_size", "hidden_size", "num_hidden_layers", "num_attention_heads", "intermediate_size",
                "max_length", "attention", "labels", "field_kinds", "layout_embedding", "formats", "pad_token_id",
                "hidden_dropout_prob", "max_2d_position_embeddings", "relative_bias", "architectures", "extra"]
_VALUES = _JSON | st.integers(-5, 70) | st.sampled_from([0, 1, 2, 16, 32, 64, 10**9, 2**63, -1, 0.5, "16", "full",
                                                         "cosformer", None, [], {}, ["O"], True])


@FUZZ
@given(target=st.sampled_from(["config", "config", "labels", "weights", "tokenizer", "whole_config"]),
       key=st.sampled_from(_CONFIG_KEYS), value=_VALUES, ops=st.lists(_OP, min_size=1, max_size=4),
       drop=st.booleans())
def test_fuzz_model_folder(target, key, value, ops, drop):
    from docx_cli.registry import find_model, load_model

    if over_budget("model_folder"):
        return
    if "model_folder" not in _WARM:  # torch, transformers and the meta-device build, outside the guard
        _WARM.add("model_folder")
        load_model(str(_tiny_model()), device="cpu", precision="fp32")
    d = WORK / f"m{next(_counter)}"
    shutil.copytree(_tiny_model(), d)
    try:
        if target in ("config", "labels"):
            name = "config.json" if target == "config" else "labels.json"
            cfg = json.loads((d / name).read_text())
            k = key if target == "config" else ("tags" if key in ("labels", "vocab_size") else "fields")
            if drop:
                cfg.pop(k, None)
            else:
                cfg[k] = value
            (d / name).write_text(json.dumps(cfg, allow_nan=True))
        elif target == "whole_config":
            (d / "config.json").write_text(json.dumps(value, allow_nan=True))
        else:
            name = "model.safetensors" if target == "weights" else "tokenizer.json"
            data = (d / name).read_bytes()
            cut = 4096 if target == "weights" else len(data)  # the header (and the first tensor bytes)
            (d / name).write_bytes(mutate(data[:cut], ops) + data[cut:])
        try:
            with hang_guard():
                find_model(str(d))
                load_model(str(d), device="cpu", precision="fp32")
        except ConfigError as e:
            OUTCOMES["model_folder"][e.code] += 1
            return
        except Hang:
            OUTCOMES["model_folder"]["hang"] += 1
            raise
        except BaseException as e:
            OUTCOMES["model_folder"][f"exception {type(e).__name__}"] += 1
            raise
        OUTCOMES["model_folder"]["loaded"] += 1
    finally:
        shutil.rmtree(d, ignore_errors=True)
