"""Scores: seqeval strict IOBES entities, field-level F1 with the dataset's normaliser, length buckets; and the
MLM masking recipe."""

from __future__ import annotations

import pytest
import torch

from docx_cli.decode.params import RULES, DecodeParams
from docx_cli.training.metrics import (
    DocPrediction,
    bucket_of,
    confidence_scores,
    evaluate_predictions,
    field_counts,
    field_errors,
    repair,
)

WS = lambda field, text: " ".join(text.split())

ALL_RULES = DecodeParams(rules=RULES)  # the date rules are off by default; these tests are theirs


def pred(words, gold, predicted, scores=None, n_tokens=100, gold_fields=None, doc_id="d"):
    return DocPrediction(doc_id, words, gold, predicted, scores or [0.9] * len(words), n_tokens, gold_fields or {})


def test_strict_entities_need_exact_boundaries():
    words = ["Total", "9.00", "on", "25", "Dec"]
    gold = ["O", "S-total", "O", "B-date", "E-date"]
    exact = pred(words, gold, list(gold))
    short = pred(words, gold, ["O", "S-total", "O", "S-date", "O"])  # date cut short: wrong in strict mode
    m = evaluate_predictions([exact, short], {"total": "single", "date": "single"}, WS)
    assert m["entity"]["per_label"]["total"]["f1"] == 1.0
    assert m["entity"]["per_label"]["date"] == {"precision": 0.5, "recall": 0.5, "f1": 0.5, "support": 2}
    assert m["entity_f1"] == pytest.approx(0.75)


def test_predicted_tags_are_repaired_before_scoring():
    assert repair(["I-date", "E-date", "O", "B-x"]) == ["B-date", "E-date", "O", "S-x"]
    words = ["25", "Dec"]
    m = evaluate_predictions([pred(words, ["B-date", "E-date"], ["I-date", "E-date"])], {"date": "single"}, WS)
    assert m["entity_f1"] == 1.0


def test_field_f1_single_field_takes_the_most_confident_span():
    words = ["9.00", "Total", "19.00"]
    p = pred(words, ["S-total", "O", "S-total"], ["S-total", "O", "S-total"], scores=[0.6, 0.99, 0.95],
             gold_fields={"total": ["19.00"]})
    m = evaluate_predictions([p], {"total": "single"}, WS)
    assert m["field"]["per_field"]["total"] == {"precision": 1.0, "recall": 1.0, "f1": 1.0, "support": 1}


def test_field_f1_counts_values_the_labels_missed_and_normalises_whitespace():
    words = ["BOOK", "TA", "SDN", "BHD", "NOTHING"]
    p = pred(words, ["O"] * 5, ["B-company", "I-company", "I-company", "E-company", "O"],
             gold_fields={"company": ["BOOK  TA SDN BHD "], "date": ["01/01/2019"]})
    m = evaluate_predictions([p], {"company": "single", "date": "single"}, WS)
    assert m["field"]["per_field"]["company"]["f1"] == 1.0  # whitespace-normalised equality
    assert m["field"]["per_field"]["date"] == {"precision": 0.0, "recall": 0.0, "f1": 0.0, "support": 1}
    assert m["field"]["micro"] == {"precision": 1.0, "recall": 0.5, "f1": pytest.approx(0.6667, abs=1e-4),
                                   "support": 2}
    errs = field_errors([p], {"company": "single", "date": "single"}, WS)
    assert errs == [{"document": "d", "bucket": "short", "wrong": [],
                     "missed": [{"field": "date", "value": "01/01/2019"}]}]


def test_per_document_counts_add_up_to_the_micro_field_f1():
    kinds = {"total": "single", "date": "single"}
    right = pred(["Total", "9.00"], ["O", "S-total"], ["O", "S-total"], gold_fields={"total": ["9.00"]}, doc_id="a")
    wrong = pred(["9.00", "1/2/2020"], ["O", "O"], ["S-total", "O"],
                 gold_fields={"total": ["8.00"], "date": ["1/2/2020"]}, doc_id="b")
    counts = field_counts([right, wrong], kinds, WS)
    assert counts == [{"document": "a", "tp": 1, "fp": 0, "fn": 0}, {"document": "b", "tp": 0, "fp": 1, "fn": 2}]
    tp, fp, fn = (sum(c[k] for c in counts) for k in ("tp", "fp", "fn"))
    micro = evaluate_predictions([right, wrong], kinds, WS)["field"]["micro"]["f1"]
    assert micro == pytest.approx(2 * tp / (2 * tp + fp + fn), abs=1e-4)  # 2 / 5


def test_confidence_scores_rank_right_values_over_wrong_ones():
    kinds = {"total": "multi"}
    # right values at 0.95 and 0.7, a wrong one at 0.8, a value printed twice counted once at its best
    p = pred(["9.00", "1.00", "5.00", "9.00"], ["S-total", "O", "S-total", "O"],
             ["S-total", "S-total", "S-total", "S-total"], scores=[0.95, 0.8, 0.7, 0.6],
             gold_fields={"total": ["9.00", "5.00", "7.00"]})
    c = confidence_scores([p], kinds, WS)
    assert (c["values"], c["right"]) == (3, 2)
    assert c["auroc"] == pytest.approx(0.5)  # 0.95 > 0.8 (1), 0.7 < 0.8 (0): one pair in two ordered
    assert c["at_0.9"] == {"kept": pytest.approx(1 / 3, abs=1e-4), "precision": 1.0,
                           "recall": pytest.approx(1 / 3, abs=1e-4)}
    assert c["at_0.5"] == {"kept": 1.0, "precision": pytest.approx(2 / 3, abs=1e-4),
                           "recall": pytest.approx(2 / 3, abs=1e-4)}
    perfect = pred(["9.00", "1.00"], ["S-total", "O"], ["S-total", "S-total"], scores=[0.9, 0.4],
                   gold_fields={"total": ["9.00"]})
    assert confidence_scores([perfect], kinds, WS)["auroc"] == 1.0
    assert confidence_scores([perfect], kinds, WS)["at_0.5"]["precision"] == 1.0
    only_right = pred(["9.00"], ["S-total"], ["S-total"], gold_fields={"total": ["9.00"]})
    assert confidence_scores([only_right], kinds, WS)["auroc"] is None  # nothing wrong to rank against
    assert evaluate_predictions([p], kinds, WS)["confidence"] == c


def test_kleister_pairs_are_compared_upper_cased_after_normalisation():
    from docx_cli.training.datasets import normalizer_for

    norm = normalizer_for("kleister")
    words = ["made", "April", "18", ",", "2001", "by", "NIKE,", "Inc.", "and", "ACME", "Corp"]
    tags = ["O", "B-effective_date", "I-effective_date", "I-effective_date", "E-effective_date", "O",
            "B-party", "E-party", "O", "B-party", "E-party"]
    gold = {"effective_date": ["2001-04-18"], "party": ["Nike_Inc.", "Acme_Corp."]}
    m = evaluate_predictions([pred(words, tags, tags, gold_fields=gold)],
                             {"effective_date": "single", "party": "multi"}, norm)
    assert m["field"]["per_field"]["effective_date"]["f1"] == 1.0
    assert m["field"]["per_field"]["party"] == {"precision": 0.5, "recall": 0.5, "f1": 0.5, "support": 2}


def test_every_figure_per_length_bucket():
    assert [bucket_of(n) for n in (1, 512, 513, 2048, 2049)] == ["short", "short", "medium", "medium", "long"]
    words = ["a"]
    good = pred(words, ["S-x"], ["S-x"], n_tokens=300, gold_fields={"x": ["a"]})
    bad = pred(words, ["S-x"], ["O"], n_tokens=3000, gold_fields={"x": ["a"]})
    m = evaluate_predictions([good, bad], {"x": "single"}, WS)
    assert set(m["buckets"]) == {"short", "long"}
    assert m["buckets"]["short"]["entity_f1"] == m["buckets"]["short"]["field_f1"] == 1.0
    assert m["buckets"]["long"]["field_f1"] == 0.0 and m["buckets"]["long"]["documents"] == 1


def test_mlm_masking_recipe():
    from docx_cli.training.pretrain import mask_tokens

    g = torch.Generator().manual_seed(0)
    ids = torch.randint(10, 1000, (64, 512))
    ids[:, 0], ids[:, -1] = 2, 3  # [CLS] ... [SEP]
    att = torch.ones_like(ids)
    att[:8, 400:] = 0  # padding is never chosen
    masked, labels = mask_tokens(ids, att, [0, 2, 3], mask_token_id=4, vocab_size=1000, probability=0.15, generator=g)
    chosen = labels != -100
    real = (att.bool() & (ids != 2) & (ids != 3)).sum().item()
    assert chosen.sum().item() / real == pytest.approx(0.15, abs=0.01)
    assert not chosen[:, 0].any() and not chosen[:, -1].any() and not chosen[:8, 400:].any()
    assert torch.equal(labels[chosen], ids[chosen])
    as_mask = (masked[chosen] == 4).float().mean().item()
    kept = (masked[chosen] == ids[chosen]).float().mean().item()
    assert as_mask == pytest.approx(0.8, abs=0.02)
    assert kept == pytest.approx(0.1 + 0.1 / 1000, abs=0.02)  # 10 % kept (+ random draws of the same id)
    assert torch.equal(masked[~chosen], ids[~chosen])
    again = mask_tokens(ids, att, [0, 2, 3], 4, 1000, 0.15, torch.Generator().manual_seed(0))
    assert torch.equal(again[0], masked) and torch.equal(again[1], labels)  # seeded: reproducible


def test_viterbi_decoding_returns_the_best_valid_sequence():
    from docx_cli.decode.viterbi import viterbi_tags

    labels = ["O", "B-x", "I-x", "E-x", "S-x"]
    # argmax per word would give B-x, O, E-x (a broken span); the best valid sequence keeps the span whole
    probs = torch.tensor([[0.1, 0.8, 0.05, 0.0, 0.05],
                          [0.5, 0.0, 0.45, 0.05, 0.0],
                          [0.1, 0.0, 0.1, 0.8, 0.0]])
    tags, conf = viterbi_tags(probs, labels)
    assert tags == ["B-x", "I-x", "E-x"]
    assert conf == pytest.approx([0.8, 0.45, 0.8])
    # a span may not be left open at the end, nor start with I/E
    tags, _ = viterbi_tags(torch.tensor([[0.1, 0.2, 0.6, 0.1, 0.0], [0.2, 0.7, 0.0, 0.0, 0.1]]), labels)
    assert tags in (["O", "S-x"], ["O", "O"], ["B-x", "E-x"], ["S-x", "S-x"])
    assert viterbi_tags(torch.zeros((0, 5)), labels) == ([], [])


def test_an_empty_single_field_takes_the_free_word_the_model_gives_it():
    """Two dates both decoded `S-date` (invoice date 0.72, due date 0.63): the decoder would keep one and
    drop the other, so `due_date` takes the dropped one when its own probability is high enough."""
    from docx_cli.decode.rules.fill import fill_single_fields

    labels = ["O", "S-date", "S-due", "S-total", "B-item", "E-item"]
    kinds = {"date": "single", "due": "single", "total": "single", "item": "item"}
    #                      O     S-date S-due S-total B-item E-item
    probs = torch.tensor([[0.01, 0.72, 0.27, 0.0, 0.0, 0.0],   # invoice date
                          [0.01, 0.63, 0.36, 0.0, 0.0, 0.0],   # due date (Viterbi: S-date too)
                          [0.70, 0.0, 0.0, 0.30, 0.0, 0.0],    # the total, left O
                          [0.05, 0.0, 0.0, 0.40, 0.55, 0.0],   # an item value: never taken
                          [0.05, 0.0, 0.0, 0.0, 0.0, 0.95]])
    tags = ["S-date", "S-date", "O", "B-item", "E-item"]
    conf = [0.72, 0.63, 0.70, 0.55, 0.95]
    got, got_conf = fill_single_fields(probs, labels, tags, conf, kinds, min_prob=0.25)
    assert got == ["S-date", "S-due", "S-total", "B-item", "E-item"]
    assert got_conf == pytest.approx([0.72, 0.36, 0.30, 0.55, 0.95])
    # below the threshold nothing moves; the best-scored date itself is never taken
    assert fill_single_fields(probs, labels, tags, conf, kinds, min_prob=0.4)[0] == tags
    probs2 = probs.clone()
    probs2[0, 2] = 0.9  # the due-date probability is highest on the word that *is* the date
    assert fill_single_fields(probs2, labels, tags, conf, kinds, min_prob=0.25)[0][:2] == ["S-date", "S-due"]


def test_a_date_or_amount_field_only_takes_a_word_that_reads_as_one():
    """A receipt whose date the model missed: its time "09:06PM" has the highest S-date probability but is
    not a date, so the date takes "19-03-18"; the total does not take a date."""
    from docx_cli.decode.rules.fill import fill_single_fields
    from docx_cli.decode.values import decode_fields
    from docx_cli.document import Document, Page, Word

    labels = ["O", "S-date", "S-total_amount"]
    kinds = {"date": "single", "total_amount": "single"}
    words = ["19-03-18", "09:06PM", "TOTAL", "8.20"]
    probs = torch.tensor([[0.60, 0.30, 0.10], [0.40, 0.55, 0.05], [0.9, 0.0, 0.1], [0.6, 0.0, 0.4]])
    tags, conf = ["O"] * 4, [0.60, 0.40, 0.9, 0.6]
    assert fill_single_fields(probs, labels, tags, conf, kinds, 0.25)[0][:2] == ["O", "S-date"]  # untyped
    got, _ = fill_single_fields(probs, labels, tags, conf, kinds, 0.25, words=words)
    assert got == ["S-date", "O", "O", "S-total_amount"]
    probs[0, 2] = 0.5  # the date is also the most probable total: a total must be an amount, not a date
    assert fill_single_fields(probs, labels, tags, conf, kinds, 0.25, words=words)[0][3] == "S-total_amount"
    # two decoded totals: the one that reads as an amount wins over a more confident time of day
    doc = Document("r.jpg", (Page(1, 100, 100, words=tuple(Word(w, (0, 10 * i, 10, 10 * i + 5), line_id=i)
                                                            for i, w in enumerate(words))),))
    fields, _ = decode_fields(doc, ["O", "S-total_amount", "O", "S-total_amount"], [0.5, 0.9, 0.9, 0.6], kinds)
    assert fields["total_amount"]["value"] == "8.20" and fields["total_amount"]["candidates"][0]["value"] == "09:06PM"


def test_an_empty_date_takes_the_one_word_that_reads_as_a_date():
    """A receipt whose date "03.08.13" the model gives 0.04: no word reaches the fill threshold, but a
    document has a date and it is the one word that reads as one (rule ``sole_date``). Two such words: no
    guess; the rule switched off: no date."""
    from dataclasses import replace

    from docx_cli.decode.params import DEFAULT
    from docx_cli.decode.rules.fill import fill_single_fields

    labels = ["O", "S-date", "S-total_amount"]
    kinds = {"date": "single", "total_amount": "single"}
    words = ["TEL", "04-4340700", "03.08.13", "TOTAL", "8.20"]
    probs = torch.tensor([[1.0, 0.0, 0.0], [0.98, 0.02, 0.0], [0.96, 0.04, 0.0], [1.0, 0.0, 0.0], [0.1, 0.0, 0.9]])
    tags, conf = ["O", "O", "O", "O", "S-total_amount"], [1.0, 0.98, 0.96, 1.0, 0.9]
    got, got_conf = fill_single_fields(probs, labels, tags, conf, kinds, 0.25, words=words)
    assert got == ["O", "O", "S-date", "O", "S-total_amount"]
    assert got_conf[2] == pytest.approx(0.04)  # its own probability, as the confidence
    two = ["TEL", "01.08.13", "03.08.13", "TOTAL", "8.20"]
    assert fill_single_fields(probs, labels, tags, conf, kinds, 0.25, words=two)[0] == tags
    # two copies of one day, printed with their century: the first ("05.12.2026" and a signature's time stamp)
    same = ["TEL", "05.12.2026", "2026-12-05T09:", "TOTAL", "8.20"]
    assert fill_single_fields(probs, labels, tags, conf, kinds, 0.25, words=same)[0][1] == "S-date"
    short = ["TEL", "01-5-01", "01-5-01", "TOTAL", "8.20"]  # no century: no guess
    assert fill_single_fields(probs, labels, tags, conf, kinds, 0.25, words=short)[0] == tags
    off = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "sole_date"))
    assert fill_single_fields(probs, labels, tags, conf, kinds, 0.25, words=words, params=off)[0] == tags


def test_field_f1_decodes_the_document_as_extract_does():
    """With the Document at hand, an address whose lines reading order split into spans is ONE gold value and
    ONE predicted value (docx_cli.decode.values.decode_fields), not three that can never all be matched."""
    from docx_cli.document import Document, Page, Word
    from docx_cli.training.datasets.common import gold_fields

    rows = [("59 Jackson Lane", "B-vendor_address I-vendor_address E-vendor_address"), ("Manchester", "S-vendor_address"), ("CF12 1BD", "B-vendor_address E-vendor_address")]
    words, tags = [], []
    for line, (text, line_tags) in enumerate(rows):
        x = 54
        for t, tag in zip(text.split(), line_tags.split()):
            words.append(Word(t, (x, 200 + 15 * line, x + 6 * len(t), 209 + 15 * line), line_id=line, block_id=0))
            tags.append(tag)
            x += 6 * len(t) + 4
    doc = Document("d", (Page(1, 595, 842, words=tuple(words)),)).with_labels(tags)
    kinds = {"vendor_address": "single"}
    gold = gold_fields(doc, kinds)
    assert gold == {"vendor_address": ["59 Jackson Lane Manchester CF12 1BD"]}
    assert gold_fields(doc) == {"vendor_address": ["59 Jackson Lane", "Manchester", "CF12 1BD"]}  # no kinds: span by span
    texts = [w.text for w in words]
    right = DocPrediction("d", texts, tags, list(tags), [0.9] * len(tags), 10, gold, document=doc)
    m = evaluate_predictions([right], kinds, WS)
    assert m["field"]["per_field"]["vendor_address"] == {"precision": 1.0, "recall": 1.0, "f1": 1.0, "support": 1}
    first_line_only = ["B-vendor_address", "I-vendor_address", "E-vendor_address", "O", "O", "O"]
    part = DocPrediction("d", texts, tags, first_line_only, [0.9] * len(tags), 10, gold, document=doc)
    assert evaluate_predictions([part], kinds, WS)["field_f1"] == 0.0
    # a name is one line: the lines under it are not joined to it (docx_cli.decode.spans.spans_lines), and a
    # single field's gold is its first value
    named = doc.with_labels([t.replace("vendor_address", "vendor_name") for t in tags])
    assert gold_fields(named, {"vendor_name": "single"}) == {"vendor_name": ["59 Jackson Lane"]}


def test_restrict_scores_only_the_fields_the_data_has_gold_for():
    from docx_cli.training.evaluate import restrict

    words = ["Total", "9.00", "GST", "0.54"]
    p = pred(words, ["O", "S-total", "O", "O"], ["O", "S-total", "O", "S-tax"], gold_fields={"total": ["9.00"]})
    kinds = {"total": "single", "tax": "single"}
    assert evaluate_predictions([p], kinds, WS)["field"]["micro"]["precision"] == 0.5  # tax counts as wrong
    [r] = restrict([p], {"total": "single"})
    assert r.pred_tags == ["O", "S-total", "O", "O"]
    assert evaluate_predictions([r], {"total": "single"}, WS)["field_f1"] == 1.0


def test_a_second_date_displaced_from_due_date_fills_the_empty_date():
    """An unseen order layout: the model tags both dates S-due_date (0.87, 0.69) and gives S-date at most
    0.19, under the fill threshold. The displaced date still fills `date` (its S-date + S-due_date mass is the
    model's word that it is one of the two dates), keeps its own S-date probability as confidence, and
    decode_fields puts the two in calendar order. A word that does not read as a date is never taken, and an
    amount field displaced the same way is not filled this way."""
    from docx_cli.decode.rules.fill import fill_single_fields
    from docx_cli.decode.values import decode_fields
    from docx_cli.document import Document, Page, Word

    labels = ["O", "S-date", "S-due_date", "S-total_amount", "S-tax_amount"]
    kinds = {"date": "single", "due_date": "single", "total_amount": "single", "tax_amount": "single"}
    words = ["11/10/2022", "Date:", "20/09/2022", "PO-7", "50.00", "40.00"]
    #                      O     S-date S-due S-total S-tax
    probs = torch.tensor([[0.01, 0.08, 0.91, 0.0, 0.0],    # the due date
                          [0.99, 0.01, 0.0, 0.0, 0.0],
                          [0.01, 0.12, 0.87, 0.0, 0.0],    # the order date, also tagged S-due_date
                          [0.10, 0.05, 0.85, 0.0, 0.0],    # not a date: never a date field's value
                          [0.05, 0.0, 0.0, 0.90, 0.05],   # the total
                          [0.05, 0.0, 0.0, 0.80, 0.15]])  # a second total candidate: tax stays empty
    tags = ["S-due_date", "O", "S-due_date", "S-due_date", "S-total_amount", "S-total_amount"]
    conf = [0.91, 0.99, 0.87, 0.85, 0.90, 0.80]
    got, got_conf = fill_single_fields(probs, labels, tags, conf, kinds, 0.25, words=words, params=ALL_RULES)
    assert got == ["S-due_date", "O", "S-date", "S-due_date", "S-total_amount", "S-total_amount"]  # no S-tax
    assert got_conf[2] == pytest.approx(0.12)
    # without the words' texts (no types) the threshold alone decides: nothing is filled
    assert fill_single_fields(probs, labels, tags, conf, kinds, 0.25)[0][2] == "S-due_date"
    doc = Document("o.pdf", (Page(1, 100, 100, words=tuple(Word(w, (0, 10 * i, 10, 10 * i + 5), line_id=i)
                                                            for i, w in enumerate(words))),))
    fields, _ = decode_fields(doc, got, got_conf, kinds, params=ALL_RULES)
    assert fields["date"]["value"] == "20/09/2022" and fields["due_date"]["value"] == "11/10/2022"


def test_a_date_displaced_from_date_does_not_fill_due_date_below_the_threshold():
    """A receipt printing two dates, both tagged S-date: the less confident one must not become `due_date`
    on the strength of its S-date probability (the calendar rule would then swap it into `date`)."""
    from docx_cli.decode.rules.fill import fill_single_fields

    labels = ["O", "S-date", "S-due_date"]
    kinds = {"date": "single", "due_date": "single"}
    words = ["19/03/2018", "01/01/2017"]
    probs = torch.tensor([[0.05, 0.90, 0.05], [0.10, 0.80, 0.10]])
    tags, conf = ["S-date", "S-date"], [0.90, 0.80]
    assert fill_single_fields(probs, labels, tags, conf, kinds, 0.25, words=words)[0] == tags


def test_a_displaced_date_of_several_words_moves_to_the_empty_due_date():
    """Both dates on one line ("October 10, 2023" due, "September 26, 2023" issued) decode as two `date`
    spans (the probabilities of a validation-family order): the less confident span moves to `due_date` on
    its own B/I/E-due_date probabilities, and decode_fields then puts the two in calendar order. A receipt's
    second date, with no due_date probability, stays where it was; a run that does not read as a date never
    moves to a date field."""
    from docx_cli.decode.rules.fill import fill_single_fields
    from docx_cli.decode.values import decode_fields
    from docx_cli.document import Document, Page, Word

    labels = ["O", "B-date", "I-date", "E-date", "B-due_date", "I-due_date", "E-due_date", "S-date", "S-due_date"]
    kinds = {"date": "single", "due_date": "single"}
    words = ["October", "10,", "2023", "September", "26,", "2023"]
    #                      O     B-d   I-d   E-d   B-due I-due E-due
    probs = torch.tensor([[0.01, 0.86, 0.00, 0.00, 0.13, 0.00, 0.00],
                          [0.00, 0.00, 0.87, 0.00, 0.00, 0.13, 0.00],
                          [0.00, 0.00, 0.00, 0.35, 0.00, 0.00, 0.65],
                          [0.05, 0.38, 0.16, 0.00, 0.41, 0.00, 0.00],
                          [0.01, 0.00, 0.37, 0.00, 0.00, 0.62, 0.00],
                          [0.00, 0.00, 0.00, 0.74, 0.00, 0.00, 0.26]])
    probs = torch.cat([probs, torch.zeros(6, 2)], dim=1)  # (W, C): S-date, S-due_date never likely
    tags = ["B-date", "I-date", "E-date"] * 2
    conf = [0.86, 0.87, 0.35, 0.38, 0.37, 0.74]  # first span 0.693 > second 0.497: the first is kept
    got, got_conf = fill_single_fields(probs, labels, tags, conf, kinds, 0.25, words=words)
    assert got == ["B-date", "I-date", "E-date", "B-due_date", "I-due_date", "E-due_date"]
    assert got_conf[3:] == pytest.approx([0.41, 0.62, 0.26])
    doc = Document("o.pdf", (Page(1, 100, 100, words=tuple(Word(w, (10 * i, 0, 10 * i + 8, 5), line_id=0)
                                                            for i, w in enumerate(words))),))
    fields, _ = decode_fields(doc, got, got_conf, kinds, params=ALL_RULES)
    assert fields["date"]["normalized"] == "2023-09-26" and fields["due_date"]["normalized"] == "2023-10-10"
    # no due_date probability on the second span (a receipt's second date): nothing moves
    low = probs.clone()
    low[3:, 4:] = 0.02
    assert fill_single_fields(low, labels, tags, conf, kinds, 0.25, words=words)[0] == tags
    # a run that does not read as a date does not move to a date field
    assert fill_single_fields(probs, labels, tags, conf, kinds, 0.25, words=words[:3] + ["Net", "30", "days"])[0] == tags


def test_date_and_due_date_that_came_out_as_one_date_are_separated():
    """A two-page order: page 1 prints both dates (the model unsure which is which), page 2 repeats the date
    alone (tagged `date` with certainty). Decoded, `due_date` holds the document's date with confidence 0.41
    and the real due date is only a `date` candidate; the due date takes it, also at 0.9. A due date tagged
    with certainty (≥ 0.95) keeps the document's date (due on receipt)."""
    from docx_cli.decode.values import decode_fields
    from docx_cli.document import Document, Page, Word

    kinds = {"date": "single", "due_date": "single"}
    p1 = Page(1, 100, 100, words=(Word("2021-02-27", (0, 0, 10, 5), line_id=0),
                                  Word("2021-03-29", (20, 0, 30, 5), line_id=0)))
    p2 = Page(2, 100, 100, words=(Word("2021-02-27", (0, 0, 10, 5), line_id=0),))
    doc = Document("o.pdf", (p1, p2))
    tags = ["S-due_date", "S-date", "S-date"]
    fields, _ = decode_fields(doc, tags, [0.41, 0.68, 1.0], kinds, params=ALL_RULES)
    assert fields["date"]["normalized"] == "2021-02-27" and fields["date"]["page"] == 2
    assert fields["due_date"]["normalized"] == "2021-03-29"
    assert fields["due_date"]["candidates"][0]["normalized"] == "2021-02-27"  # what it held before
    assert decode_fields(doc, tags, [0.9, 0.68, 1.0], kinds, params=ALL_RULES)[0]["due_date"]["normalized"] == "2021-03-29"
    sure, _ = decode_fields(doc, tags, [0.97, 0.68, 1.0], kinds, params=ALL_RULES)
    assert sure["date"]["normalized"] == sure["due_date"]["normalized"] == "2021-02-27"


def test_two_sure_dates_and_no_due_date_give_the_due_date():
    """Both dates tagged `date` with confidence ≥ 0.8 and `due_date` empty (examples/order-long.pdf with the
    default model): the other date becomes the due date and the calendar puts the earlier one in `date`. An
    unsure second date (0.5) is left as a candidate; a model without a due_date field is left alone."""
    from docx_cli.decode.values import decode_fields
    from docx_cli.document import Document, Page, Word

    kinds = {"date": "single", "due_date": "single"}
    doc = Document("o.pdf", (Page(1, 100, 100, words=(Word("30/06/2020", (0, 0, 10, 5), line_id=0),
                                                       Word("31/05/2020", (0, 10, 10, 15), line_id=1))),))
    fields, _ = decode_fields(doc, ["S-date", "S-date"], [0.98, 0.97], kinds, params=ALL_RULES)
    assert fields["date"]["normalized"] == "2020-05-31" and fields["due_date"]["normalized"] == "2020-06-30"
    unsure, _ = decode_fields(doc, ["S-date", "S-date"], [0.98, 0.5], kinds, params=ALL_RULES)
    assert unsure["due_date"] is None and unsure["date"]["candidates"][0]["normalized"] == "2020-05-31"
    no_due, _ = decode_fields(doc, ["S-date", "S-date"], [0.98, 0.97], {"date": "single"}, params=ALL_RULES)
    assert "due_date" not in no_due and no_due["date"]["normalized"] == "2020-06-30"


TWO_ADDRESS_LABELS = ["O", "B-customer_address", "E-customer_address", "B-vendor_address", "E-vendor_address"]
TWO_ADDRESS_KINDS = {"customer_address": "single", "vendor_address": "single"}


def _column(x, step):
    """A column of words at ``x``: ``(text, i, y)`` → its i-th word on the line at ``y`` (line id y // 12)."""
    from docx_cli.document import Word

    return lambda t, i, y: Word(t, (x + step * i, y, x + step * (i + 1) - 5, y + 10), line_id=y // 12)


def _one_page(words):
    """(their texts, a one-page PDF document of ``words``)."""
    from docx_cli.document import Document, Page

    return [w.text for w in words], Document("d.pdf", (Page(1, 600, 800, words=(*words,)),))


def test_a_dropped_line_under_the_other_address_moves_to_it():
    """Two address blocks side by side, read line by line (order-test-000019 of the test families): both end
    in "United Kingdom", the right one a line lower. The model tags both `customer_address` (the right one
    at 0.43–0.81, `vendor_address` 0.17–0.53); the right one is not the next line of the customer address, so
    it would be dropped as a weaker candidate. It is the next line of the vendor address, in its column, so
    it moves there. Without vendor probability, or a line that is not under the vendor address, nothing moves."""
    from docx_cli.decode.tags import decode_tags
    from docx_cli.decode.values import decode_fields
    from docx_cli.document import Document, Page

    labels, kinds = TWO_ADDRESS_LABELS, TWO_ADDRESS_KINDS
    left, right = _column(50, 40), _column(300, 40)
    words = (left("EC10", 0, 0), left("1UZ", 1, 0), right("BS3", 0, 12), right("4YA", 1, 12),
             left("United", 0, 12), left("Kingdom", 1, 12), right("United", 0, 24), right("Kingdom", 1, 24))
    texts, doc = _one_page(words)
    #                     O     B-c   E-c   B-v   E-v
    probs = torch.tensor([[0.00, 0.96, 0.00, 0.04, 0.00],  # EC10 1UZ: customer
                          [0.00, 0.00, 0.98, 0.00, 0.02],
                          [0.00, 0.06, 0.00, 0.94, 0.00],  # BS3 4YA: vendor
                          [0.00, 0.00, 0.31, 0.00, 0.69],
                          [0.00, 0.99, 0.00, 0.01, 0.00],  # United Kingdom (left): customer
                          [0.00, 0.00, 0.99, 0.00, 0.01],
                          [0.01, 0.43, 0.00, 0.53, 0.00],  # United Kingdom (right): customer by its E tag
                          [0.01, 0.00, 0.81, 0.00, 0.17]])
    tags, conf = decode_tags(probs, labels, kinds, words=texts)  # without the document's geometry: as before
    assert tags[-2:] == ["B-customer_address", "E-customer_address"]
    assert decode_fields(doc, tags, conf, kinds)[0]["vendor_address"]["value"] == "BS3 4YA"
    tags, conf = decode_tags(probs, labels, kinds, words=texts, doc=doc)
    assert tags[-2:] == ["B-vendor_address", "E-vendor_address"] and conf[-2:] == pytest.approx([0.53, 0.17])
    fields, _ = decode_fields(doc, tags, conf, kinds)
    assert fields["vendor_address"]["value"] == "BS3 4YA United Kingdom"
    assert fields["customer_address"]["value"] == "EC10 1UZ United Kingdom"
    low = probs.clone()
    low[-2:, 3:] = 0.05  # the model hardly thinks it is the vendor's
    assert decode_tags(low, labels, kinds, words=texts, doc=doc)[0][-2:] == ["B-customer_address", "E-customer_address"]
    far = Document("o.pdf", (Page(1, 600, 800, words=(*words[:-2], right("United", 0, 60), right("Kingdom", 1, 60))),))
    assert decode_tags(probs, labels, kinds, words=texts, doc=far)[0][-2:] == ["B-customer_address", "E-customer_address"]


def test_a_dropped_line_above_the_other_address_moves_to_it():
    """invoice-validation-000047: the vendor address's street line, right above "Springfield, IL 35294" in the
    left column, came out `customer_address` (0.6-0.9, the vendor's tags close behind), while the customer
    address is the right column's block. That piece would be dropped as a weaker customer candidate; it is the
    line right above the vendor address, in its column, so it moves there as its first line."""
    from docx_cli.decode.tags import decode_tags
    from docx_cli.decode.values import decode_fields

    labels, kinds = TWO_ADDRESS_LABELS, TWO_ADDRESS_KINDS
    left, right = _column(50, 60), _column(300, 60)
    words = (left("1294", 0, 0), left("Road", 1, 0), right("20", 0, 0), right("Drive", 1, 0),
             left("Springfield,", 0, 12), left("35294", 1, 12), right("Portland,", 0, 12), right("75239", 1, 12))
    texts, doc = _one_page(words)
    #                     O     B-c   E-c   B-v   E-v
    probs = torch.tensor([[0.00, 0.60, 0.00, 0.40, 0.00],  # 1294 Road: the customer's, just
                          [0.00, 0.00, 0.70, 0.00, 0.30],
                          [0.00, 0.98, 0.00, 0.02, 0.00],  # 20 Drive: customer
                          [0.00, 0.00, 0.98, 0.00, 0.02],
                          [0.00, 0.01, 0.00, 0.99, 0.00],  # Springfield, 35294: vendor
                          [0.00, 0.00, 0.01, 0.00, 0.99],
                          [0.00, 0.98, 0.00, 0.02, 0.00],  # Portland, 75239: customer
                          [0.00, 0.00, 0.98, 0.00, 0.02]])
    tags, conf = decode_tags(probs, labels, kinds, words=texts)  # without the document's geometry: as before
    assert decode_fields(doc, tags, conf, kinds)[0]["vendor_address"]["value"] == "Springfield, 35294"
    tags, conf = decode_tags(probs, labels, kinds, words=texts, doc=doc)
    assert tags[:2] == ["B-vendor_address", "E-vendor_address"] and conf[:2] == pytest.approx([0.40, 0.30])
    fields, _ = decode_fields(doc, tags, conf, kinds)
    assert fields["vendor_address"]["value"] == "1294 Road Springfield, 35294"
    assert fields["customer_address"]["value"] == "20 Drive Portland, 75239"
    low = probs.clone()
    low[:2, 3:] = 0.05  # the model hardly thinks it is the vendor's: it does not move there (and, a piece of the
    tags, conf = decode_tags(low, labels, kinds, words=texts, doc=doc)  # customer's line outside the column of
    assert tags[:2] == ["O", "O"]  # the customer's other line, rule address_column takes it out of that address)
    assert decode_fields(doc, tags, conf, kinds)[0]["customer_address"]["value"] == "20 Drive Portland, 75239"


def test_a_date_field_value_that_is_no_date_leaves_the_field_empty_for_a_real_date():
    """A document number with a year in front ("2024-09748", invoice-validation-000028) tagged `due_date`:
    it is no value of a date field, so `due_date` counts as empty and the displaced date run moves there
    (its B/I/E-due_date probabilities 0.56/0.17/0.32); the calendar then orders the two dates. Without the
    words' texts (no type check) the number stays the due date."""
    from docx_cli.decode.rules.fill import fill_single_fields
    from docx_cli.decode.values import decode_fields
    from docx_cli.document import Document, Page, Word

    labels = ["O", "S-due_date", "S-date", "S-document_number", "B-date", "I-date", "E-date",
              "B-due_date", "I-due_date", "E-due_date"]
    kinds = {"date": "single", "due_date": "single", "document_number": "single"}
    words = ["2024-09748", "June", "5,", "2024", "April", "21,", "2024"]
    probs = torch.zeros(7, len(labels))
    probs[0, 1:4] = torch.tensor([0.58, 0.30, 0.12])
    for k, (d, due) in enumerate([(0.62, 0.38), (0.92, 0.08), (0.89, 0.11), (0.43, 0.56), (0.82, 0.17),
                                  (0.68, 0.32)]):
        probs[1 + k, 4 + k % 3] = d
        probs[1 + k, 7 + k % 3] = due
    tags = ["S-due_date", "B-date", "I-date", "E-date", "B-date", "I-date", "E-date"]
    conf = [0.58, 0.62, 0.92, 0.89, 0.43, 0.82, 0.68]
    got, got_conf = fill_single_fields(probs, labels, tags, conf, kinds, 0.25, words=words)
    assert got[4:] == ["B-due_date", "I-due_date", "E-due_date"] and got[0] == "S-due_date"
    doc = Document("i.pdf", (Page(1, 100, 100, words=tuple(Word(w, (10 * i, 0, 10 * i + 8, 5), line_id=0)
                                                            for i, w in enumerate(words))),))
    fields, _ = decode_fields(doc, got, got_conf, kinds, params=ALL_RULES)
    assert fields["date"]["normalized"] == "2024-04-21" and fields["due_date"]["normalized"] == "2024-06-05"
    assert fill_single_fields(probs, labels, tags, conf, kinds, 0.25)[0] == tags  # no texts: no type check


def test_a_dropped_line_moves_under_any_value_of_the_other_field():
    """A multi-page order repeats both addresses on each page (order-validation-000088); the vendor
    address's best value can be page 2's copy. The page-1 country under page 1's vendor address still
    moves to the vendor address: it continues one of its values, not necessarily the best one."""
    from docx_cli.decode.tags import decode_tags
    from docx_cli.document import Document, Page, Word

    labels = ["O", "B-customer_address", "E-customer_address", "B-vendor_address", "E-vendor_address"]
    kinds = {"customer_address": "single", "vendor_address": "single"}
    left = lambda t, i, y: Word(t, (50 + 40 * i, y, 85 + 40 * i, y + 10), line_id=y // 12)
    right = lambda t, i, y: Word(t, (300 + 40 * i, y, 335 + 40 * i, y + 10), line_id=y // 12)
    p1 = Page(1, 600, 800, words=(left("EC10", 0, 0), left("1UZ", 1, 0), right("BS3", 0, 12), right("4YA", 1, 12),
                                  right("United", 0, 24), right("Kingdom", 1, 24)))
    p2 = Page(2, 600, 800, words=(right("BS3", 0, 12), right("4YA", 1, 12)))
    doc = Document("o.pdf", (p1, p2))
    #                     O     B-c   E-c   B-v   E-v
    probs = torch.tensor([[0.00, 0.96, 0.00, 0.04, 0.00],  # the customer address, surer than the country
                          [0.00, 0.00, 0.98, 0.00, 0.02],
                          [0.00, 0.06, 0.00, 0.94, 0.00],
                          [0.00, 0.00, 0.31, 0.00, 0.69],
                          [0.01, 0.43, 0.00, 0.53, 0.00],
                          [0.01, 0.00, 0.81, 0.00, 0.17],
                          [0.00, 0.00, 0.00, 1.00, 0.00],  # page 2: the vendor address, surer
                          [0.00, 0.00, 0.00, 0.00, 1.00]])
    texts = [w.text for p in doc.pages for w in p.words]
    tags, _ = decode_tags(probs, labels, kinds, words=texts, doc=doc)
    assert tags[4:6] == ["B-vendor_address", "E-vendor_address"]


def test_an_untagged_line_right_under_an_address_joins_it():
    """invoice-validation-000026: the customer address's last line "USA" came out O (0.48) with
    S-customer_address 0.38 close behind; it is the next line of the address, in its column, so it joins.
    So does a "USA" whose S- and E- probabilities together reach DecodeParams.line_min_prob (union-val invoice-train-000010:
    S 0.28, E 0.12); at 0.25 in all it does not, nor does a line in another column or one more than 1.5 lines
    below."""
    from docx_cli.decode.params import RULES, DecodeParams
    from docx_cli.decode.tags import decode_tags
    from docx_cli.decode.values import decode_fields
    from docx_cli.document import Document, Page, Word

    # the rule is off by default (docx_cli/decode/params.py); address_digits would drop the address's last
    # lines alone here (they print no digit), not what this test is about
    ALL = DecodeParams(rules=tuple(r for r in RULES if r != "address_digits"))

    labels = ["O", "B-customer_address", "E-customer_address", "S-customer_address"]
    kinds = {"customer_address": "single"}

    def doc_with(x, y):
        return Document("i.pdf", (Page(1, 600, 800, words=(
            Word("Columbus,", (50, 0, 100, 10), line_id=0), Word("OH", (105, 0, 120, 10), line_id=0),
            Word("USA", (x, y, x + 25, y + 10), line_id=1))),))

    probs = torch.tensor([[0.00, 0.97, 0.02, 0.01], [0.00, 0.00, 0.98, 0.02], [0.48, 0.04, 0.10, 0.38]])
    texts = ["Columbus,", "OH", "USA"]
    doc = doc_with(50, 13)
    tags, conf = decode_tags(probs, labels, kinds, words=texts, doc=doc, params=ALL)
    assert tags[-1] == "S-customer_address" and conf[-1] == pytest.approx(0.38)
    assert decode_fields(doc, tags, conf, kinds, params=ALL)[0]["customer_address"]["value"] == "Columbus, OH USA"
    assert decode_tags(probs, labels, kinds, words=texts)[0][-1] == "O"  # without geometry: as before
    split = probs.clone()
    split[2] = torch.tensor([0.56, 0.04, 0.12, 0.28])  # the field at 0.44 in all, its S tag alone below 0.3
    assert decode_tags(split, labels, kinds, words=texts, doc=doc, params=ALL)[0][-1] == "S-customer_address"
    unsure = probs.clone()
    unsure[2] = torch.tensor([0.75, 0.02, 0.05, 0.18])
    assert decode_tags(unsure, labels, kinds, words=texts, doc=doc, params=ALL)[0][-1] == "O"
    assert decode_tags(probs, labels, kinds, words=texts, doc=doc_with(300, 13), params=ALL)[0][-1] == "O"  # other column
    assert decode_tags(probs, labels, kinds, words=texts, doc=doc_with(50, 40), params=ALL)[0][-1] == "O"  # too far below


def test_an_untagged_line_read_across_two_blocks_is_scored_per_block():
    """select-val invoice-train-000008: "USA" under the customer address (left block) and "USA" under the other
    address (right block) are one line of the reading order, both O. The left one's customer probability
    (0.32 in all) joins it to the address; averaged with the right one's (0.0) the line fell below the bar."""
    from docx_cli.decode.params import RULES, DecodeParams
    from docx_cli.decode.tags import decode_tags
    from docx_cli.decode.values import decode_fields
    from docx_cli.document import Document, Page, Word

    # the rule is off by default (docx_cli/decode/params.py); address_digits would drop the address's last
    # lines alone here (they print no digit), not what this test is about
    ALL = DecodeParams(rules=tuple(r for r in RULES if r != "address_digits"))

    labels = ["O", "B-customer_address", "E-customer_address", "S-customer_address"]
    kinds = {"customer_address": "single"}
    doc = Document("i.pdf", (Page(1, 600, 800, words=(
        Word("Boise,", (48, 216, 75, 225), line_id=8), Word("ID", (78, 216, 88, 225), line_id=8),
        Word("USA", (48, 231, 66, 240), line_id=9), Word("USA", (546, 231, 564, 240), line_id=9))),))
    probs = torch.tensor([[0.02, 0.97, 0.00, 0.01], [0.00, 0.00, 0.99, 0.01],
                          [0.64, 0.00, 0.02, 0.32], [0.99, 0.00, 0.00, 0.01]])
    texts = ["Boise,", "ID", "USA", "USA"]
    tags, conf = decode_tags(probs, labels, kinds, words=texts, doc=doc, params=ALL)
    assert tags[2:] == ["S-customer_address", "O"] and conf[2] == pytest.approx(0.32)
    assert decode_fields(doc, tags, conf, kinds, params=ALL)[0]["customer_address"]["value"] == "Boise, ID USA"
    # the two words a word space apart are one line in one column, scored together (0.165 in all): left O
    near = Document("i.pdf", (Page(1, 600, 800, words=(*doc.pages[0].words[:3],
                                                        Word("USA", (69, 231, 87, 240), line_id=9))),))
    assert decode_tags(probs, labels, kinds, words=texts, doc=near, params=ALL)[0][2:] == ["O", "O"]


def test_a_value_may_end_at_a_line_break_where_another_goes_on():
    """Three blocks side by side read line by line (order-validation-000003, family f213): "5 rue des
    Lilas" (customer), "98 rue des Écoles" (vendor), "68580 Dijon" (customer again). The model ends each line
    as the continuation it is (I-vendor_address at "Écoles" 0.97, E-customer_address at "68580" 0.97); plain
    Viterbi must keep the vendor span open and forces "68580" into the vendor address. Given the line breaks,
    the vendor's piece ends at "Écoles", the customer's resumes, and the pieces are joined by column."""
    from docx_cli.decode.tags import decode_tags
    from docx_cli.decode.values import decode_fields
    from docx_cli.decode.viterbi import close_pieces
    from docx_cli.document import Document, Page, Word

    labels = ["O", "B-customer_address", "I-customer_address", "E-customer_address",
              "B-vendor_address", "I-vendor_address", "E-vendor_address"]
    kinds = {"customer_address": "single", "vendor_address": "single"}
    lines = [(["5", "rue", "des", "Lilas"], 90, 102, "c"), (["98", "rue", "des", "Écoles"], 226, 110, "v"),
             (["68580", "Dijon"], 90, 114, "c2"), (["85543", "Dijon"], 226, 123, "v2")]
    words = []
    for n, (texts, x, y, _) in enumerate(lines):
        for i, t in enumerate(texts):
            words.append(Word(t, (x + 30 * i, y, x + 30 * i + 25, y + 8), line_id=n))
    #                  O     B-c   I-c   E-c   B-v   I-v   E-v
    rows = [[0.00, 1.00, 0.00, 0.00, 0.00, 0.00, 0.00], [0.00, 0.00, 0.99, 0.00, 0.00, 0.01, 0.00],
            [0.00, 0.00, 0.99, 0.00, 0.00, 0.01, 0.00], [0.00, 0.00, 0.69, 0.30, 0.00, 0.01, 0.00],
            [0.00, 0.01, 0.00, 0.00, 0.96, 0.03, 0.00], [0.00, 0.00, 0.01, 0.00, 0.00, 0.99, 0.00],
            [0.00, 0.00, 0.01, 0.00, 0.00, 0.99, 0.00], [0.00, 0.00, 0.00, 0.00, 0.00, 0.97, 0.03],
            [0.00, 0.00, 0.02, 0.97, 0.00, 0.00, 0.01], [0.00, 0.00, 0.00, 0.99, 0.00, 0.00, 0.01],
            [0.01, 0.01, 0.00, 0.00, 0.97, 0.00, 0.01], [0.00, 0.00, 0.00, 0.01, 0.00, 0.01, 0.98]]
    probs = torch.cat([torch.tensor(rows), torch.zeros(12, 2)], dim=1)  # + S-customer, S-vendor
    labels += ["S-customer_address", "S-vendor_address"]
    probs[9, 7] = 0.005  # "Dijon" alone: S-customer_address a little likely
    texts = [w.text for w in words]
    doc = Document("o.pdf", (Page(1, 595, 842, words=tuple(words)),))
    plain, _ = decode_tags(probs, labels, kinds, words=texts)
    assert plain[8] == "E-vendor_address"  # the customer's line forced into the vendor's value
    tags, conf = decode_tags(probs, labels, kinds, words=texts, doc=doc)
    assert tags[7:10] == ["E-vendor_address", "B-customer_address", "E-customer_address"]
    fields, _ = decode_fields(doc, tags, conf, kinds)
    assert fields["customer_address"]["value"] == "5 rue des Lilas 68580 Dijon"
    assert fields["vendor_address"]["value"] == "98 rue des Écoles 85543 Dijon"
    assert close_pieces(["B-x", "I-x", "I-y", "E-y", "I-x", "O", "E-z"]) == ["B-x", "E-x", "B-y", "E-y", "S-x", "O", "S-z"]


def test_amount_votes_lets_an_amount_printed_twice_outrank_a_surer_one():
    """Rule ``amount_votes`` (on by default). SROIE receipt 157: "21.50" (the total, printed twice, 0.68 and
    0.61) and "22.00" (cash paid, 0.70) all tagged total_amount; with the rule the occurrences of one amount add
    up, so the total wins; without it the surer one does. Text fields keep ranking by their best occurrence."""
    from dataclasses import replace

    from docx_cli.decode.params import DEFAULT
    from docx_cli.decode.values import decode_fields
    from docx_cli.document import Document, Page, Word

    votes = DEFAULT
    no_votes = replace(DEFAULT, rules=tuple(r for r in DEFAULT.rules if r != "amount_votes"))
    assert "amount_votes" in votes.rules and "amount_votes" not in no_votes.rules
    words = ["21.50", "21.50", "22.00"]
    doc = Document("r.jpg", (Page(1, 100, 100, words=tuple(Word(w, (0, 10 * i, 20, 10 * i + 8), line_id=i)
                                                            for i, w in enumerate(words))),))
    fields, _ = decode_fields(doc, ["S-total_amount"] * 3, [0.68, 0.61, 0.70], {"total_amount": "single"},
                              params=votes)
    assert fields["total_amount"]["value"] == "21.50" and fields["total_amount"]["confidence"] == 0.68
    assert fields["total_amount"]["candidates"][0]["value"] == "22.00"
    fields, _ = decode_fields(doc, ["S-total_amount"] * 3, [0.68, 0.61, 0.70], {"total_amount": "single"},
                              params=no_votes)
    assert fields["total_amount"]["value"] == "22.00" and fields["total_amount"]["candidates"][0]["value"] == "21.50"
    names = ["ACME", "ACME", "ACME SDN BHD"]
    doc = Document("r.jpg", (Page(1, 100, 200, words=tuple(Word(w, (0, 50 * i, 20, 50 * i + 8), line_id=i)
                                                            for i, w in enumerate(names))),))  # not one value
    no_top = replace(votes, rules=tuple(r for r in votes.rules if r != "top_name"))  # (the highest printed of
    fields, _ = decode_fields(doc, ["S-vendor_name"] * 3, [0.68, 0.61, 0.70], {"vendor_name": "single"},  # names
                              params=no_top)  # scored alike would win: rule top_name, not what this is about)
    assert fields["vendor_name"]["value"] == "ACME SDN BHD"


def test_only_a_joinable_value_may_end_at_a_line_break():
    """A contract's party name (a multi field: its pieces would not be joined again) wrapped over two lines,
    the model ending the first line as I-party and starting the second as B-party: with `party` not joinable
    it stays one value; were it joinable, the break would cut it in two."""
    from docx_cli.decode.viterbi import viterbi_tags

    labels = ["O", "B-party", "I-party", "E-party"]
    #                     O     B     I     E
    probs = torch.tensor([[0.00, 0.98, 0.01, 0.01],  # "Acme"       (line 1)
                          [0.00, 0.00, 0.90, 0.10],  # "Widgets"    (line 1)
                          [0.00, 0.80, 0.15, 0.05],  # "Holdings"   (line 2)
                          [0.00, 0.00, 0.01, 0.99]])  # "Inc."      (line 2)
    breaks = [False, False, True, False]
    assert viterbi_tags(probs, labels, breaks, joinable=set())[0] == ["B-party", "I-party", "I-party", "E-party"]
    assert viterbi_tags(probs, labels, breaks, joinable={"party"})[0] == ["B-party", "E-party", "B-party", "E-party"]


def test_evaluate_decodes_as_extract_does():
    """`docx evaluate` decodes with the model's declared value types (labels.json) and ``day_first``, through
    the one decode `docx extract` calls, so its scores are those of what extract returns. Before, it read every
    field's type from its name and every date day first: "ref", declared a date, took "ABC-1"."""
    from types import SimpleNamespace

    from docx_cli.decode import Schema, decode
    from docx_cli.document import Document, Page, Word
    from docx_cli.training.evaluate import predictions_for
    from docx_cli.training.metrics import predicted_values

    labels = ["O", "S-ref", "S-date", "S-due_date"]
    kinds = {"ref": "single", "date": "single", "due_date": "single"}
    types = {"ref": "date", "date": "date", "due_date": "date"}  # "ref" holds a date, whatever its name says
    words = (Word("ABC-1", (0, 0, 10, 5), line_id=0), Word("12/03/2021", (20, 0, 30, 5), line_id=0),
             Word("03/04/2021", (0, 10, 10, 15), line_id=1), Word("02/05/2021", (20, 10, 30, 15), line_id=1))
    doc = Document("d.pdf", (Page(1, 100, 100, words=words),)).with_labels(["O", "S-ref", "S-date", "S-due_date"])
    probs = torch.tensor([[0.05, 0.9, 0.03, 0.02], [0.3, 0.6, 0.05, 0.05],
                          [0.1, 0.0, 0.9, 0.0], [0.1, 0.0, 0.0, 0.9]])
    model = SimpleNamespace(config=SimpleNamespace(labels=labels, field_kinds=kinds))
    tokenizer = lambda ws, add_special_tokens=False: {"input_ids": [[1] for _ in ws]}

    for day_first in (True, False):
        extracted = decode(doc, probs, Schema(tuple(labels), kinds, types), day_first=day_first, params=ALL_RULES)
        [p] = predictions_for(model, tokenizer, [doc], max_length=512, mode="whole", probs=[probs], types=types,
                              day_first=day_first, params=ALL_RULES)
        assert p.pred_tags == extracted.tags and predicted_values(p, kinds) == extracted.values()
        assert extracted.fields["ref"]["value"] == "12/03/2021"
        # month first, the due date (5 February) is earlier than 4 March: the calendar rule swaps them
        assert extracted.fields["date"]["value"] == ("03/04/2021" if day_first else "02/05/2021")
        m = evaluate_predictions([p], kinds, WS)
        assert m["field"]["per_field"]["ref"]["f1"] == 1.0
