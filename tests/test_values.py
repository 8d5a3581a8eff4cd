"""Training from field values (`data: kind: values`), the DeepForm and WildReceipt readers, and the head that
keeps its trained rows when a fine-tune adds fields."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from docx_cli.document import Document, Page, Word
from docx_cli.training.config import DeepformOptions, ValuesOptions, WildreceiptOptions, load_config
from docx_cli.training.datasets.values import comparable, load_values, locate_value, read_values

SHARED = Path(__file__).resolve().parents[1] / ".." / "shared" / "data"


def words(text: str) -> list[str]:
    return text.split()


def spelled(texts, matches):
    return [" ".join(texts[m.start:m.end]) for m in matches]


@pytest.mark.parametrize("printed, value", [
    ("Invoice date : 02/03/20 due", "Feb 3, 2020"),
    ("Date March 3 , 2020 Page 1", "03/03/2020"),
    ("Datum 3.3.2020", "2020-03-03"),
])
def test_a_date_is_found_in_any_printed_form(printed, value):
    texts = words(printed)
    found = spelled(texts, locate_value(texts, "date", value, day_first=False))
    assert len(found) == 1 and "Date" not in found[0] and "Datum" not in found[0]


@pytest.mark.parametrize("printed, value", [
    ("Gross Total $1,880.00 USD", "1880"),
    ("Summe 1.880,00 EUR", "$1,880.00"),
    ("TOTAL $ 1,880.00", "1,880.00"),
])
def test_an_amount_is_found_by_its_value(printed, value):
    texts = words(printed)
    found = spelled(texts, locate_value(texts, "total_amount", value))
    assert found and all("1" in f and "880" in f.replace(",", "").replace(".", "") for f in found)


def test_an_amount_is_not_a_date_or_another_number():
    texts = words("Order 1880 dated 18/80 total 1,880.50")
    assert spelled(texts, locate_value(texts, "total_amount", "1880.50")) == ["1,880.50"]


def test_text_values_match_by_letters_and_digits_and_completed_names():
    texts = words("Contract # 1327234 - 1 Advertiser: Mike Bloomberg 2020, Agency: X")
    assert spelled(texts, locate_value(texts, "document_number", "1327234-1")) == ["1327234 - 1"]
    # the annotator completed the name the document cuts
    assert spelled(texts, locate_value(texts, "customer_name", "Mike Bloomberg 2020, Inc")) == \
        ["Mike Bloomberg 2020,"]
    assert locate_value(texts, "customer_name", "Somebody Else Entirely") == []


def test_values_compare_by_meaning():
    assert comparable("total_amount", "$1,880.00") == comparable("total_amount", "1.880,00") == "1880"
    assert comparable("date", "02/03/20", day_first=False) == comparable("date", "Feb 3, 2020") == "2020-02-03"
    assert comparable("customer_name", "POL/FWD.US PAC") == comparable("customer_name", "pol fwd us pac")
    assert comparable("date", "Tuesday,March27th2018") == "2018-03-27"  # WildReceipt's unspaced text


def _invoice_pdf(path: Path, number: str, date: str, total: str, vendor: str) -> None:
    from reportlab.lib.pagesizes import letter
    from reportlab.pdfgen import canvas

    c = canvas.Canvas(str(path), pagesize=letter)
    c.setFont("Helvetica", 11)
    c.drawString(72, 720, vendor)
    c.drawString(72, 700, f"Invoice No: {number}")
    c.drawString(72, 685, f"Invoice Date: {date}")
    c.drawString(72, 600, "Widget, blue 2 x 10.00")
    c.drawString(72, 560, f"Total due: {total}")
    c.save()


def _values_csv(tmp_path: Path) -> Path:
    rows = [("a.pdf", "INV-0042", "02/03/2020", "$1,880.00", "Atlas Fasteners Inc."),
            ("b.pdf", "INV-0043", "17/04/2021", "1.234,50", "Weber Foods GmbH"),
            ("c.pdf", "INV-0044", "01/05/2021", "99.00", "Nordic Paper AB")]
    for name, number, date, total, vendor in rows:
        _invoice_pdf(tmp_path / name, number, date, total.replace("1.234,50", "1,234.50"), vendor)
    csv = tmp_path / "values.csv"
    lines = ["file,document_number,date,total_amount,vendor_name,customer_name"]
    lines += [f'{n},{num},{d},"{t}",{v},' for n, num, d, t, v in rows]
    # a value that is not printed anywhere: reported as not found, still counted as gold
    lines[-1] += "Nobody Prints This Ltd"
    csv.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return csv


def test_values_csv_locates_values_and_reports_what_it_could_not(tmp_path):
    csv = _values_csv(tmp_path)
    rows = read_values(csv)
    assert [r.id for r in rows] == ["a", "b", "c"] and rows[0].fields["total_amount"] == ["$1,880.00"]
    result = load_values(csv, ValuesOptions(), cache_dir=str(tmp_path / "cache"))
    rep = result.report
    assert rep["found"]["document_number"] == 3 and rep["found"]["total_amount"] == 3
    assert rep["found"]["date"] == 3 and rep["found"]["vendor_name"] == 3
    assert rep["values"]["customer_name"] == 1 and rep["found"]["customer_name"] == 0
    assert rep["not_found"]["customer_name"] == ["c: Nobody Prints This Ltd"]
    doc = result.documents[1]
    tagged = {w.label: w.text for _, w in doc.iter_words() if w.label and w.label != "O"}
    assert tagged["S-document_number"] == "INV-0043" and tagged["S-total_amount"] == "1,234.50"
    assert "customer_name" not in doc.metadata["gold_fields"]
    assert result.documents[2].metadata["gold_fields"]["customer_name"] == ["Nobody Prints This Ltd"]


def test_values_jsonl_with_line_items(tmp_path):
    _invoice_pdf(tmp_path / "a.pdf", "INV-7", "02/03/2020", "20.00", "Atlas")
    f = tmp_path / "v.jsonl"
    f.write_text(json.dumps({"file": "a.pdf", "fields": {"number": "INV-7"},
                             "line_items": [{"description": "Widget, blue", "quantity": "2"}]}) + "\n")
    result = load_values(f, ValuesOptions(field_map={"number": "document_number"}), str(tmp_path / "cache"))
    assert result.fields == {"document_number": "single", "description": "item", "quantity": "item"}
    assert result.report["found"] == {"document_number": 1, "description": 1, "quantity": 1}


def test_docx_train_runs_from_a_values_csv(tmp_path):
    from docx_cli.training.loop import train

    csv = _values_csv(tmp_path)
    raw = {
        "task": "token", "output_dir": str(tmp_path / "run"), "device": "cpu",
        "model": {"preset": "layoutlm", "tokenizer": "tiny", "hidden_size": 32, "num_hidden_layers": 1,
                  "num_attention_heads": 2, "intermediate_size": 64, "max_length": 128},
        "data": {"kind": "values", "path": str(csv), "validation_fraction": 0.34, "cache_dir": str(tmp_path / "c"),
                 "values": {"day_first": True}},
        "training": {"max_steps": 2, "batch_size": 2, "eval_every": 0, "save_every": 0, "threads": 1},
    }
    result = train(load_config(raw=raw), log=lambda m: None)
    assert result["step"] == 2 and result["metrics"]["documents"] == 1
    labels = json.loads((tmp_path / "run" / "best" / "labels.json").read_text())
    assert "S-document_number" in labels["tags"] and "B-vendor_name" in labels["tags"]


def test_a_fine_tune_with_new_fields_keeps_the_known_tags_rows(tmp_path):
    import torch
    from safetensors.torch import load_file

    from docx_cli.training.build import build_model
    from docx_cli.training.datasets.toy import write_toy_jsonl
    from docx_cli.training.loop import train

    toy = tmp_path / "toy.jsonl"
    write_toy_jsonl(toy, 8, seed=1)
    base = {"task": "token", "output_dir": str(tmp_path / "base"), "device": "cpu",
            "model": {"preset": "layoutlm", "tokenizer": "tiny", "hidden_size": 32, "num_hidden_layers": 1,
                      "num_attention_heads": 2, "intermediate_size": 64, "max_length": 64},
            "data": {"kind": "jsonl", "path": str(toy), "validation_fraction": 0.25},
            "training": {"max_steps": 1, "batch_size": 2, "eval_every": 0, "save_every": 0, "threads": 1}}
    train(load_config(raw=base), log=lambda m: None)
    ckpt = tmp_path / "base" / "best"
    old = json.loads((ckpt / "labels.json").read_text())["tags"]
    cfg = load_config(raw={**base, "model": {"init_checkpoint": str(ckpt), "tokenizer": "tiny"}})
    # data that annotates one new field only: the model keeps every field it knew and adds it
    model, _ = build_model(cfg, {"period_start": "single"})
    assert model.config.labels[:len(old)] == old
    state = load_file(str(ckpt / "model.safetensors"))
    w = state["head.classifier.weight"]
    for i, tag in enumerate(model.config.labels):
        if tag in old:
            assert torch.equal(model.head.classifier.weight[i].detach(), w[old.index(tag)])
    assert "S-period_start" in model.config.labels


# -- WildReceipt --------------------------------------------------------------------------------------------
def test_wildreceipt_boxes_move_onto_the_words_they_cover():
    from docx_cli.training.datasets.wildreceipt import Box, gold_values, transfer_labels

    boxes = [Box("vendor_name", "KOREAN", (10, 10, 90, 20)), Box("vendor_name", "RESTAURANT", (10, 22, 110, 32)),
             Box("description", "Bibimbap", (10, 60, 70, 70)), Box("line_amount", "12.50", (150, 60, 190, 70))]
    ws = [Word("KOREAN", (11, 11, 88, 19)), Word("RESTAURANT", (11, 23, 108, 31)), Word("Tel", (11, 40, 30, 48)),
          Word("Bibimbap", (11, 61, 69, 69)), Word("12.50", (151, 61, 189, 69))]
    doc = Document(source="r.jpg", pages=(Page(1, 200, 100, "px", "ocr", tuple(ws)),), format="document")
    spans, covered = transfer_labels(doc, boxes, [b.rect for b in boxes])
    assert covered == 4
    assert [(s.label, s.start, s.end) for s in spans] == [("vendor_name", 0, 2), ("description", 3, 4),
                                                          ("line_amount", 4, 5)]
    fields, items = gold_values(boxes)
    assert fields == {"vendor_name": ["KOREAN RESTAURANT"]}
    assert items == [{"description": "Bibimbap", "line_amount": "12.50"}]


def test_wildreceipt_name_tags_spell_the_gold_name():
    """A logo over a gap and the name printed under it are two runs of lines: gold_values takes the first, and
    the tags keep the two apart (not one span "DAIKO DAIKO SUSHI" the gold never holds)."""
    from docx_cli.training.datasets.wildreceipt import Box, gold_values, transfer_labels

    boxes = [Box("vendor_name", "DAIKO", (10, 10, 90, 40)), Box("vendor_name", "DAIKOSUSHI", (10, 90, 110, 100)),
             Box("vendor_name", "BAR", (10, 102, 40, 112))]
    ws = [Word("DAIKO", (11, 11, 88, 39)), Word("DAIKO", (11, 91, 50, 99)), Word("SUSHI", (55, 91, 108, 99)),
          Word("BAR", (11, 103, 39, 111))]
    doc = Document(source="r.jpg", pages=(Page(1, 200, 200, "px", "ocr", tuple(ws)),), format="document")
    spans, _ = transfer_labels(doc, boxes, [b.rect for b in boxes])
    assert [(s.label, s.start, s.end) for s in spans] == [("vendor_name", 0, 1), ("vendor_name", 1, 4)]
    assert gold_values(boxes)[0] == {"vendor_name": ["DAIKO"]}


def test_wildreceipt_boxes_follow_the_ocr_deskew():
    """RapidOCR straightens a skewed photo and gives its words in the turned page's pixels
    (``metadata.rotated``): the annotated corners are turned the same way before they meet the words."""
    from docx_cli.ingest.ocr.deskew import turn_matrix, turn_points
    from docx_cli.training.datasets.wildreceipt import Box, page_rects, transfer_labels

    w, h, degrees = 300.0, 400.0, 4.0  # the photo, and the skew the OCR undid
    quads = [("total_amount", "9.90", (200, 360, 230, 362, 230, 376, 200, 374)),
             ("date", "1/2/21", (30, 30, 60, 28, 60, 42, 30, 44))]
    boxes = [Box(f, t, (min(q[0::2]), min(q[1::2]), max(q[0::2]), max(q[1::2])), tuple(map(float, q)))
             for f, t, q in quads]
    ws = []
    for _, t, q in quads:  # the OCR's words: the same glyphs in the straightened frame, boxes a pixel inside
        p = turn_points(q, degrees, w, h)
        ws.append(Word(t, (p[:, 0].min() + 1, p[:, 1].min() + 1, p[:, 0].max() - 1, p[:, 1].max() - 1)))
    tw, th = turn_matrix(degrees, w, h)[1]
    page = Page(1, float(tw), float(th), "px", "ocr", tuple(ws))
    doc = Document(source="r.jpg", pages=(page,), format="document",
                   metadata={"rotated": {"1": degrees}})
    spans, covered = transfer_labels(doc, boxes, page_rects(doc, boxes, w, h))
    assert [(s.label, s.start, s.end) for s in spans] == [("total_amount", 0, 1), ("date", 1, 2)] and covered == 2
    # the page size alone (a scale, no turn) puts the boxes beside their words
    unturned = Document(source="r.jpg", pages=(page,), format="document")
    assert transfer_labels(unturned, boxes, page_rects(unturned, boxes, w, h))[1] == 0


def test_wildreceipt_tight_box_around_a_narrow_glyph_labels_its_word():
    """A quantity "1" boxed 4 px wide inside the OCR's wider word box still labels that word; a small box
    does not claim a long word it touches."""
    from docx_cli.training.datasets.wildreceipt import Box, transfer_labels

    boxes = [Box("quantity", "1", (14, 60, 18, 70)), Box("quantity", "2", (14, 80, 18, 90))]
    ws = [Word("1", (10, 59, 22, 71)), Word("2COFFEES", (10, 79, 90, 91))]
    doc = Document(source="r.jpg", pages=(Page(1, 200, 100, "px", "ocr", tuple(ws)),), format="document")
    spans, covered = transfer_labels(doc, boxes, [b.rect for b in boxes])
    assert [(s.label, s.start, s.end) for s in spans] == [("quantity", 0, 1)] and covered == 1


def test_deepform_locator_recall_on_real_documents():
    root = SHARED / "deepform" / "train"
    if not (root / "labels.csv").is_file():
        pytest.skip(f"DeepForm is not at {root}")
    from docx_cli.training.datasets.deepform import load_deepform

    result = load_deepform(root, DeepformOptions(), max_documents=12)
    rep = result.report
    assert rep["documents"] == 12
    for key in ("document_number", "customer_name", "total_amount"):
        assert rep["found"][key] >= 10, rep
    doc = result.documents[0]
    assert any(w.label and w.label.endswith("total_amount") for _, w in doc.iter_words())


def test_wildreceipt_reader_on_real_photos():
    root = SHARED / "wildreceipt" / "train"
    if not (root / "annotations.jsonl").is_file():
        pytest.skip(f"WildReceipt is not at {root}")
    import shutil

    if shutil.which("tesseract") is None:
        pytest.skip("tesseract is not installed")
    from docx_cli.training.datasets.wildreceipt import load_wildreceipt

    result = load_wildreceipt(root, WildreceiptOptions(ocr_engine="tesseract"), max_documents=2)
    assert result.report["documents"] == 2 and result.report["value_boxes"] > 0
    assert result.report["boxes_with_words"] > 0
    doc = result.documents[0]
    assert doc.metadata["gold_fields"].get("vendor_name")
    assert any(w.label and w.label != "O" for _, w in doc.iter_words())


def test_partial_labels_count_an_unannotated_field_as_possible():
    import torch

    from docx_cli.modeling.heads import token_loss
    from docx_cli.training.loop import o_allowed_tags, partial_token_loss

    torch.manual_seed(0)
    logits = torch.randn(2, 5, 9)
    labels = torch.tensor([[0, 1, 0, -100, 0], [0, 0, 2, 0, -100]])
    only_o = torch.zeros(2, 9, dtype=torch.bool)
    only_o[:, 0] = True
    assert torch.allclose(partial_token_loss(logits, labels, only_o), token_loss(logits, labels))
    free = only_o.clone()
    free[0, 5:] = True  # the first document does not annotate the field of tags 5..8
    assert partial_token_loss(logits, labels, free) < token_loss(logits, labels)
    label2id = {"O": 0, "B-a": 1, "I-a": 2, "E-a": 3, "S-a": 4, "B-b": 5, "I-b": 6, "E-b": 7, "S-b": 8}
    doc = Document(source="x", pages=(), metadata={"labelled_fields": ["a"]})
    assert o_allowed_tags(doc, label2id) == (5, 6, 7, 8)
    assert o_allowed_tags(Document(source="x", pages=()), label2id) is None


def test_a_reader_that_selects_its_split_before_reading_holds_out_the_same_documents():
    root = SHARED / "sroie" / "train"
    if not (root / "key").is_dir():
        pytest.skip(f"SROIE is not at {root}")
    from docx_cli.training.config import load_config
    from docx_cli.training.loop import prepare_data

    raw = {"task": "token", "output_dir": "unused", "model": {"tokenizer": "tiny"},
           "data": {"kind": "sroie", "path": str(root), "max_documents": 30, "validation_fraction": 0.2}}
    cfg = load_config(raw=raw)
    full = prepare_data(cfg)
    val = prepare_data(cfg, only="validation")
    train = prepare_data(cfg, only="train")
    ids = lambda docs: [d.metadata["id"] for d in docs]
    assert ids(val.val_docs) == ids(full.val_docs) and len(val.val_docs) == 6 and not val.train_docs
    assert ids(train.train_docs) == ids(full.train_docs)
