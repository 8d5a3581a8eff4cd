"""Dataset readers: words and boxes, weak-label locators (SROIE, Kleister), FUNSD entities, JSONL, the split."""

from __future__ import annotations

import json
import os

import pytest
from conftest import data_path

from docx_cli.errors import ConfigError
from docx_cli.training.config import FunsdOptions, KleisterOptions, SroieOptions, SynthOptions
from docx_cli.training.datasets.common import cached_document, gold_fields, locate, word_tags
from docx_cli.training.datasets.toy import toy_documents, write_toy_jsonl
from docx_cli.training.split import split_documents


# -- the generic locator --------------------------------------------------------------------------------------
def test_locate_exact_ignores_case_and_spacing_and_finds_every_occurrence():
    words = ["Total", "RM", "9.00", "cash", "9.00", "Book", "TA", ".K(TAMAN", "DAYA)"]
    assert [(m.start, m.end, m.how) for m in locate(words, "9.00")] == [(2, 3, "exact"), (4, 5, "exact")]
    assert [(m.start, m.end) for m in locate(words, "book ta .k (taman daya)")] == [(5, 9)]


def test_locate_tolerates_a_few_ocr_edits_on_long_values_only():
    words = ["BOOK", "TA", ".K(TAMAN", "DAYA)", "SDN", "BND", "8.00"]
    m = locate(words, "BOOK TA .K (TAMAN DAYA) SDN BHD")
    assert [(x.start, x.end, x.how) for x in m] == [(0, 6, "fuzzy")]
    assert locate(words, "9.00") == []  # one edit on a 4-character amount would be a different amount
    assert [(x.start, x.how) for x in locate(["DATE:25/12/2018"], "25/12/2018")] == [(0, "inside")]


# -- SROIE ----------------------------------------------------------------------------------------------------
def test_sroie_line_boxes_are_shared_out_by_characters(tmp_path):
    from docx_cli.training.datasets.sroie import read_box_csv, split_line

    csv = tmp_path / "x.csv"
    csv.write_text("10,20,110,20,110,40,10,40,AB CDEFGH,IJ\n")
    [(box, text)] = read_box_csv(csv)
    assert box == (10, 20, 110, 40) and text == "AB CDEFGH,IJ"
    words = split_line(box, text, 0)
    assert [w.text for w in words] == ["AB", "CDEFGH,IJ"]
    # 12 characters over 100 px: "AB" covers characters 0-2, the second word characters 3-12
    assert words[0].box == pytest.approx((10, 20, 10 + 2 * 100 / 12, 40))
    assert words[1].box == pytest.approx((10 + 3 * 100 / 12, 20, 110, 40))


def test_sroie_date_glued_to_its_label_is_labelled_alone(tmp_path):
    """Receipt 168 prints "DATE:11/03/18": the loader splits it (docx_cli/ingest/words.py), so the date is a
    word of its own and carries the date's tag, as at inference."""
    from docx_cli.training.datasets.sroie import document_from_boxes

    csv = tmp_path / "x.csv"
    csv.write_text("10,20,140,20,140,40,10,40,DATE:11/03/18 10:30\n")
    doc = document_from_boxes(csv, None)
    assert [w.text for _, w in doc.iter_words()] == ["DATE:", "11/03/18", "10:30"]
    root = data_path("sroie", "train")
    from docx_cli.training.datasets.sroie import load_sroie

    [receipt] = [d for d in load_sroie(root, SroieOptions()).documents if d.metadata["id"] == "168"]
    tagged = [(w.text, w.label) for _, w in receipt.iter_words() if w.label == "S-date"]
    assert tagged == [("11/03/18", "S-date")]


def test_sroie_weak_labels_and_report():
    from docx_cli.training.datasets.sroie import load_sroie

    root = data_path("sroie", "train")
    result = load_sroie(root, SroieOptions(), max_documents=30)
    assert len(result.documents) == 30
    assert set(result.fields) == {"vendor_name", "vendor_address", "date", "total_amount"}
    rep = result.report
    assert rep["values"]["date"] == 30 and all(r >= 0.9 for r in rep["recall"].values())
    doc = result.documents[0]
    assert doc.pages[0].unit == "px" and doc.pages[0].width > 100
    assert gold_fields(doc)["date"] == ["25/12/2018"]  # the dataset's answer, not the located words
    tags = word_tags(doc)
    assert "S-date" in tags and any(t.startswith("B-vendor_address") for t in tags)


def test_sroie_tags_the_total_on_its_total_row_not_every_equal_amount():
    """A total that reappears as an item price, the subtotal or the cash tendered is tagged on the TOTAL row
    only; without a total row, the last amount not on a tendered row; other fields at their topmost match."""
    from docx_cli.document import Document, Page, Word
    from docx_cli.training.datasets.common import locate
    from docx_cli.training.datasets.sroie import choose_occurrences

    def receipt(rows: list[str]) -> Document:
        words = []
        for i, row in enumerate(rows):  # each row is two box lines, as SROIE cuts them: label, then amount
            label, amount = row.rsplit(" ", 1)
            words += [Word(t, (10 + 40 * k, 30 * i, 45 + 40 * k, 30 * i + 20), line_id=2 * i)
                      for k, t in enumerate(label.split())]
            words.append(Word(amount, (300, 30 * i + 2, 350, 30 * i + 21), line_id=2 * i + 1))
        return Document("r.jpg", (Page(1, 400, 30 * len(rows), words=tuple(words)),))

    def chosen(doc: Document, field: str, value: str) -> list[str]:
        words = [w for _, w in doc.iter_words()]
        picked = choose_occurrences(field, locate([w.text for w in words], value), doc)
        return [words[m.start].line_id // 2 for m in picked]  # the rows picked

    doc = receipt(["ITEM 9.00", "SUB TOTAL 9.00", "TOTAL 9.00", "CASH 9.00", "CHANGE 0.00"])
    assert chosen(doc, "total_amount", "9.00") == [2]
    doc = receipt(["ITEM 5.00", "NOTHING 5.00", "CASH 5.00"])
    assert chosen(doc, "total_amount", "5.00") == [1]
    doc = receipt(["ACME 1", "THANK YOU ACME 2"])
    assert chosen(doc, "vendor_name", "ACME") == [0]


def test_sroie_key_map_is_configurable():
    from docx_cli.training.datasets.sroie import load_sroie

    root = data_path("sroie", "train")
    result = load_sroie(root, SroieOptions(key_map={"total": "amount"}), max_documents=3)
    assert result.fields == {"amount": "single"}
    assert {t[2:] for d in result.documents for t in word_tags(d) if t != "O"} == {"amount"}


# -- FUNSD ----------------------------------------------------------------------------------------------------
def test_funsd_entities_become_bieso_spans():
    from docx_cli.tagging import tags_to_spans
    from docx_cli.training.datasets.funsd import load_funsd

    root = data_path("funsd", "train")
    result = load_funsd(root, FunsdOptions(), max_documents=3)
    first = min((root / "annotations").glob("*.json"))
    form = json.loads(first.read_text())["form"]
    wanted = [e for e in form if e["label"] in ("question", "answer", "header")
              and any(w["text"].strip() for w in e["words"])]
    spans = tags_to_spans(word_tags(result.documents[0]))
    assert len(spans) == len(wanted)
    assert sorted(s.label for s in spans) == sorted(e["label"] for e in wanted)
    assert result.fields == {"question": "multi", "answer": "multi", "header": "multi"}



def test_funsd_lines_come_from_the_page_not_from_the_gold_entities(tmp_path):
    """A question and its answer printed on one row are one line (as a page read by docx extract has them);
    the entities' own segmentation is there only when asked for (structure: entities)."""
    from docx_cli.training.datasets.funsd import load_funsd

    form = [{"label": "question", "box": [10, 10, 60, 20], "words": [{"text": "Date:", "box": [10, 10, 60, 20]}]},
            {"label": "answer", "box": [70, 10, 160, 20], "words": [{"text": "May", "box": [70, 10, 100, 20]},
                                                                     {"text": "4", "box": [105, 10, 115, 20]}]},
            {"label": "question", "box": [10, 200, 60, 210], "words": [{"text": "To:", "box": [10, 200, 60, 210]}]}]
    (tmp_path / "annotations").mkdir()
    (tmp_path / "annotations" / "a.json").write_text(json.dumps({"form": form}))
    [doc] = load_funsd(tmp_path, FunsdOptions()).documents
    lines = [w.line_id for w in doc.pages[0].words]
    assert [w.text for w in doc.pages[0].words] == ["Date:", "May", "4", "To:"]  # entity order kept
    assert lines[0] == lines[1] == lines[2] != lines[3]
    [doc] = load_funsd(tmp_path, FunsdOptions(structure="entities")).documents
    assert [w.line_id for w in doc.pages[0].words] == [0, 1, 1, 2]

# -- Kleister ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, iso", [
    ("April 18, 2001", "2001-04-18"), ("18th day of April, 2001", "2001-04-18"), ("the 1st day of May 2005", "2005-05-01"),
    ("4/18/2001", "2001-04-18"), ("2001-04-18", "2001-04-18"), ("Sept. 3, 1999", "1999-09-03"), ("Apr 18 2001,", "2001-04-18"),
    ("hello", None), ("13/45/2001", None),
])
def test_kleister_dates_written_any_way(text, iso):
    from docx_cli.training.datasets.kleister import parse_date

    assert parse_date(text) == iso


@pytest.mark.parametrize("text, term", [
    ("three (3) years", "3_years"), ("3 years", "3_years"), ("two-year", "2_years"), ("one (1) year", "1_year"),
    ("eighteen (18) months", "18_months"), ("(5) years", "5_years"), ("thirty-six (36) months", "36_months"),
    ("two (3) years", None), ("years", None),
])
def test_kleister_terms(text, term):
    from docx_cli.training.datasets.kleister import parse_term

    assert parse_term(text) == term


def test_kleister_locator_and_normaliser():
    from docx_cli.training.datasets.kleister import locate_value, normalize_value, parse_state

    words = ["This", "Agreement", "is", "made", "as", "of", "April", "18", ",", "2001", "between", "NIKE,", "Inc.", "and", "Eric", "D.", "Sprunk", "under", "the", "laws", "of", "the", "State", "of", "New", "York", "for", "three", "(3)", "years", ".", "New", "York"]
    assert locate_value(words, "effective_date", "2001-04-18") == [(6, 10)]
    assert locate_value(words, "party", "Nike_Inc.") == [(11, 13)]
    assert locate_value(words, "jurisdiction", "New_York") == [(24, 26), (31, 33)]
    assert locate_value(words, "term", "3_years") == [(27, 30)]
    assert parse_state("State of New York,") == "New_York"
    assert normalize_value("party", "NIKE, Inc.").upper() == "NIKE_INC."
    assert normalize_value("party", "Sears, Roebuck & Co.") == "Sears_Roebuck_and_Co."
    assert normalize_value("party", "Landry’s, Inc.") == "Landry’s_Inc."  # the printed apostrophe stays
    assert normalize_value("party", "Biosite Incorporated").upper() == "BIOSITE_INC."  # the annotators' forms
    assert normalize_value("party", "Leonard Green & Partners, L.P.,") == "Leonard_Green_and_Partners_LP"
    assert normalize_value("party", "Wynn Resorts, Limited.") == "Wynn_Resorts_Ltd."
    assert normalize_value("party", "99 ¢ Only Stores,") == "99¢_Only_Stores"
    assert locate_value(["between", "99", "¢", "Only", "Stores,", "and", "W&L", "Enterprises", "Ltd."], "party",
                        "99¢_Only_Stores") == [(1, 5)]
    assert locate_value(["and", "W&L", "Enterprises", "Ltd."], "party", "W_and_L_Enterprises_Ltd.") == [(1, 4)]
    assert normalize_value("party", "Limited Brands, Inc.") == "Limited_Brands_Inc."  # only a final form
    assert normalize_value("party", "Cognizant Technology Solutions Corporation.") == \
        "Cognizant_Technology_Solutions_Corporation"
    assert normalize_value("party", "First Keystone, L.L.C.") == "First_Keystone_LLC"
    for gold in ("NIKE_Inc.", "Papa_Murphy's_International_LLC", "Cognizant_Technology_Solutions_Corporation"):
        assert normalize_value("party", gold) == gold  # the gold's spelling is a fixed point
    assert normalize_value("effective_date", "April 18, 2001") == "2001-04-18"
    assert normalize_value("term", "three (3) years") == "3_years"


def test_kleister_term_is_tagged_where_the_agreement_runs_not_at_every_period_of_that_length():
    from docx_cli.training.datasets.kleister import locate_value, term_hits

    text = ("2. Standstill. For a period of two (2) years from the date hereof, you shall not buy shares. "
            "18. Term. This Agreement shall expire two (2) years from the date hereof.")
    words = text.split()
    hits = locate_value(words, "term", "2_years")
    assert len(hits) == 2
    kept = term_hits(words, hits)
    assert kept == [hits[1]] and " ".join(words[slice(*kept[0])]) == "two (2) years"
    # one place, or none that reads as the term: the gold is still tagged where it is
    assert term_hits(words, hits[:1]) == hits[:1]
    plain_text = "For a period of two years you shall not solicit. For a period of two years you shall not buy."
    plain = plain_text.split()
    assert term_hits(plain, locate_value(plain, "term", "2_years")) == locate_value(plain, "term", "2_years")


def test_kleister_index_and_end_to_end_on_one_pdf(tmp_path):
    from docx_cli.training.datasets.kleister import load_kleister, read_index

    root = data_path("kleister-nda", "train")
    index = read_index(root)
    assert len(index) == 254 and index[0][1]["jurisdiction"] == ["Oregon"]
    result = load_kleister(root, KleisterOptions(), cache_dir=tmp_path / "cache", max_documents=1)
    assert len(result.documents) == 1 and not result.report["failed"]
    assert result.fields["party"] == "multi"
    # 00a1d238…: effective_date, jurisdiction, two parties — all written in the PDF
    assert result.report["values"] == {"effective_date": 1, "jurisdiction": 1, "party": 2, "term": 0}
    assert sum(result.report["found"].values()) >= 3
    assert len(list((tmp_path / "cache" / "documents").glob("*.json"))) == 1  # cached for the next run


def test_ingest_cache_loads_once(tmp_path):
    calls = []
    src = tmp_path / "a.bin"
    src.write_bytes(b"x")
    doc = toy_documents(1)[0]

    def load(p):
        calls.append(p)
        return doc

    a = cached_document(src, tmp_path / "c", {"v": 1}, load)
    b = cached_document(src, tmp_path / "c", {"v": 1}, load)
    assert len(calls) == 1 and a.to_json() == b.to_json() == doc.to_json()
    cached_document(src, tmp_path / "c", {"v": 2}, load)  # other options, other entry
    assert len(calls) == 2


def test_ingest_cache_follows_the_content_not_the_copy(tmp_path):
    """A dataset copied or restored elsewhere (new path, new modification time) keeps its cached readings;
    a changed file is read again."""
    calls = []
    doc = toy_documents(1)[0]

    def load(p):
        calls.append(p)
        return doc

    src = tmp_path / "a" / "r.jpg"
    src.parent.mkdir()
    src.write_bytes(b"receipt")
    cached_document(src, tmp_path / "c", {"v": 1}, load)
    copy = tmp_path / "b" / "r.jpg"
    copy.parent.mkdir()
    copy.write_bytes(b"receipt")
    os.utime(copy, (1_000_000_000, 1_000_000_000))
    cached_document(copy, tmp_path / "c", {"v": 1}, load)
    assert len(calls) == 1
    copy.write_bytes(b"receipt, other")
    cached_document(copy, tmp_path / "c", {"v": 1}, load)
    assert len(calls) == 2


def test_ingest_caches_the_reading_before_its_order_and_matches_docx_extract(tmp_path):
    """The training reader gives what `docx extract` reads (load_document), and its cache holds the reader's
    words before the reading order, so a change to the order is picked up without reading the file again."""
    from ingest_fixtures import two_column_pdf

    from docx_cli.document import Document
    from docx_cli.ingest.load import load_document
    from docx_cli.training.datasets.common import ingest

    path, expected = two_column_pdf(tmp_path / "two_col.pdf")
    doc = ingest(path, tmp_path / "cache")
    assert doc.to_json() == load_document(path).to_json()
    assert [w.text for w in doc.pages[0].words] == expected
    (entry,) = (tmp_path / "cache" / "documents").glob("*.json")
    raw = Document.loads(entry.read_text(encoding="utf-8"))
    assert all(w.line_id < 0 for _, w in raw.iter_words())  # not yet ordered
    assert [w.text for w in raw.pages[0].words] != expected
    assert ingest(path, tmp_path / "cache").to_json() == doc.to_json()  # from the cache, ordered the same


# -- JSONL / synthetic -------------------------------------------------------------------------------------------
def test_jsonl_round_trip_and_errors(tmp_path):
    from docx_cli.training.datasets.jsonl import load_jsonl

    path = write_toy_jsonl(tmp_path / "d.jsonl", 5)
    result = load_jsonl(path)
    assert len(result.documents) == 5
    assert result.fields == {"invoice_number": "single", "date": "single", "total_amount": "single"} or \
        set(result.fields) == {"invoice_number", "date", "total_amount"}
    assert result.documents[0].to_json()["pages"] == toy_documents(5)[0].to_json()["pages"]
    bad = tmp_path / "bad.jsonl"
    raw = toy_documents(1)[0].to_json()
    raw["pages"][0]["words"][0]["label"] = "X-date"
    bad.write_text(json.dumps(raw) + "\n")
    with pytest.raises(ConfigError, match=r"bad.jsonl:1: word .* has label 'X-date'"):
        load_jsonl(bad)
    (tmp_path / "broken.jsonl").write_text("{not json\n")
    with pytest.raises(ConfigError, match="broken.jsonl:1: invalid JSON"):
        load_jsonl(tmp_path / "broken.jsonl")


def test_synthetic_folder_is_generated_when_empty(tmp_path):
    pytest.importorskip("reportlab")
    from docx_cli.training.datasets.synthetic import load_synthetic

    result = load_synthetic(tmp_path / "synth", SynthOptions(generate=3, template="order", seed=0))
    assert len(result.documents) == 3
    assert result.fields.get("item_id") == "item" and result.fields.get("document_number", "single") == "single"
    assert any(t != "O" for t in word_tags(result.documents[0]))
    again = load_synthetic(tmp_path / "synth", SynthOptions(generate=3))  # second run reads, does not regenerate
    assert [d.to_json() for d in again.documents] == [d.to_json() for d in result.documents]


# -- split -------------------------------------------------------------------------------------------------------
def test_split_is_seeded_disjoint_and_complete():
    docs = list(range(101))
    train, val = split_documents(docs, 0.1, seed=13)
    assert len(val) == 10 and len(train) == 91 and sorted(train + val) == docs
    assert split_documents(docs, 0.1, seed=13) == (train, val)
    assert split_documents(docs, 0.1, seed=14)[1] != val
    assert split_documents(docs, 0.0, seed=13) == (docs, [])
    assert split_documents([1, 2], 0.01, seed=0)[1] != []  # at least one held out
