"""Composed documents (`docx synth --compose`): determinism, exact gold, distractors, languages, held-out split."""

import json
import re

import pytest

from docx_cli.errors import ConfigError
from docx_cli.synth import labels_i18n
from docx_cli.synth.composed import (
    ADDRESS_SEPARATORS,
    HELDOUT_OFFSET,
    SECTIONS,
    TAGLINES,
    synthesize_composed,
    variety_stats,
)
from docx_cli.synth.primitives import HELDOUT_PLACEMENT, HELDOUT_TABLE_STYLE
from docx_cli.synth.render_pdf import render_pdf
from docx_cli.tagging import tags_to_spans

NUMBER_DISTRACTORS = ("customer_no", "order_no", "delivery_note_no", "contract_no", "reference", "vat_id",
                      "tax_no", "registry", "iban", "bic", "phone", "fax", "web", "email")


def _words(doc):
    return [w for _, w in doc.iter_words()]


@pytest.fixture(scope="module")
def docs():
    out = [synthesize_composed("mixed", "train", 3, i) for i in range(24)]
    out += [synthesize_composed("invoice", "heldout", 3, i, length_class="medium") for i in range(3)]
    return out


def test_same_seed_same_document(docs):
    a = synthesize_composed("mixed", "train", 3, 5)
    assert a.gold.dumps() == docs[5].gold.dumps()
    assert render_pdf(a.pages, title=a.id) == render_pdf(docs[5].pages, title=docs[5].id)
    assert synthesize_composed("mixed", "train", 4, 5).gold.dumps() != a.gold.dumps()
    assert synthesize_composed("mixed", "train", 3, 6).gold.dumps() != a.gold.dumps()


def test_pdfplumber_reads_back_the_gold_words(docs, tmp_path):
    """`docx ocr` (no OCR) reads exactly the gold words of a composed PDF: texts, boxes within 1 pt."""
    from docx_cli.ingest.load import IngestOptions, load_document

    n_words = 0
    for s in docs[:12] + docs[-2:]:
        path = tmp_path / f"{s.id}.pdf"
        path.write_bytes(render_pdf(s.pages))
        doc = load_document(str(path), IngestOptions(ocr="never"))
        assert len(doc.pages) == len(s.gold.pages)
        for gp, rp in zip(s.gold.pages, doc.pages):
            assert len(rp.words) == len(gp.words), (s.id, gp.number)
            remaining = list(rp.words)
            for g in gp.words:
                k = next((k for k, r in enumerate(remaining) if r.text == g.text
                          and max(abs(a - b) for a, b in zip(r.box, g.box)) <= 1.0), None)
                assert k is not None, (s.id, gp.number, g.text, g.box)
                remaining.pop(k)
            n_words += len(gp.words)
    assert n_words > 2000


def test_gold_spans_are_the_printed_values(docs):
    """Every gold field value is the words its spans cover; totals and line items are the content's values."""
    for s in docs:
        words = _words(s.gold)
        spans = tags_to_spans([w.label or "O" for w in words])
        assert spans, s.id
        by_field: dict[str, list[str]] = {}
        for sp in spans:
            by_field.setdefault(sp.label, []).append(" ".join(w.text for w in words[sp.start:sp.end]))
        fields = s.metadata["gold"]["fields"]
        for f, entry in fields.items():
            # the labelled value is printed whole (reading order may cut it into pieces: join them)
            assert f in by_field, (s.id, f)
            joined = " ".join(by_field[f])
            assert all(piece in entry["value"] for piece in by_field[f]) or joined.startswith(entry["value"]), \
                (s.id, f, entry, by_field[f])
        assert fields["total_amount"]["normalized"] == f"{s.content.total:.2f}"
        assert fields["document_number"]["value"] == s.content.number
        items = s.metadata["gold"]["line_items"]
        assert len(items) == len(s.content.items)
        for it, c in zip(items, s.content.items):
            assert it["quantity"]["normalized"] == str(c.quantity)
            assert it["line_amount"]["normalized"] == f"{c.amount:.2f}"
        if s.content.period is not None and "period_start" in fields:
            assert fields["period_start"]["normalized"] == s.content.period[0].isoformat()
            assert fields["period_end"]["normalized"] == s.content.period[1].isoformat()


def test_distractors_are_never_tagged(docs):
    checked = 0
    for s in docs:
        words = _words(s.gold)
        texts = [w.text for w in words]
        drawn = set(s.metadata["synth"]["draw"]["distractors"])
        for kind in NUMBER_DISTRACTORS:
            if kind not in drawn:
                continue
            value = s.content.numbers[kind].split(" ")
            for k in range(len(texts) - len(value) + 1):
                if texts[k:k + len(value)] == value:
                    assert all((w.label or "O") == "O" for w in words[k:k + len(value)]), (s.id, kind, value)
                    checked += 1
        # the balance, deposit and other-currency totals are printed but never tagged: one total per document
        total_spans = [sp for sp in tags_to_spans([w.label or "O" for w in words]) if sp.label == "total_amount"]
        assert len({" ".join(texts[sp.start:sp.end]) for sp in total_spans}) <= 2, s.id
    assert checked > 30


def test_counterparty_name_is_tagged_alone():
    """The counterparty's name is tagged word for word; a label before it on its line, the account number glued
    after it and a c/o agency line are printed and untagged."""
    seen = {"label": 0, "account": 0, "agency": 0}
    for i in range(80):
        s = synthesize_composed("mixed", "train", 2, i, n_items=2)
        if s.kind == "receipt":
            continue
        role = "vendor" if s.kind == "order" and not _confirms(s) else "customer"
        name = (s.content.customer if role == "customer" else s.content.vendor).name
        words = _words(s.gold)
        for p_, line in enumerate(_lines(s.gold)):
            tags = [w.label or "O" for w in line]
            texts = [w.text for w in line]
            if " ".join(texts[k] for k, t in enumerate(tags) if t.endswith(f"{role}_name")) != name:
                continue
            first = next(k for k, t in enumerate(tags) if t.endswith(f"{role}_name"))
            last = max(k for k, t in enumerate(tags) if t.endswith(f"{role}_name"))
            seen["label"] += first > 0
            after = last + 1  # the words run on from the name (a block beside it starts further right)
            while after < len(line) and line[after].box[0] - line[after - 1].box[2] < 12:
                after += 1
            if after > last + 1:
                assert s.content.numbers["customer_no"] in " ".join(texts[last + 1:after]), (s.id, texts)
                assert all(t == "O" for t in tags[last + 1:after]), (s.id, texts, tags)
                seen["account"] += 1
        text = " ".join(w.text for w in words)
        seen["agency"] += " c/o " in f" {text} " or "Agency:" in text
    assert all(v > 0 for v in seen.values()), seen


def test_some_firms_print_a_trade_name_without_a_legal_form():
    """About three firms in ten print a trade name (no GmbH / Ltd / SARL: the name alone, in capitals, or one
    coined word), and their gold is that name as printed."""
    import random

    from docx_cli.synth.composed_content import _SUFFIX, TRADE_NAME_SHARE, company

    rng = random.Random(0)
    suffixes = {x for xs in _SUFFIX.values() for x in xs}
    names = [company(rng, loc) for loc in _SUFFIX for _ in range(200)]
    trade = [n for n in names if not any(n.endswith(" " + x) for x in suffixes)]
    assert abs(len(trade) / len(names) - TRADE_NAME_SHARE) < 0.05
    assert any(n.isupper() for n in trade) and any(" " not in n for n in trade) and all(n.strip() for n in names)
    seen = 0
    for i in range(60):
        s = synthesize_composed("invoice", "train", 4, i, n_items=2)
        name = s.content.vendor.name
        if any(name.endswith(" " + x) for x in suffixes):
            continue
        words = _words(s.gold)
        tagged = [w.text for w in words if (w.label or "O").endswith("vendor_name")]
        assert " ".join(tagged[: len(name.split())]) == name, (s.id, name, tagged)
        seen += 1
    assert seen > 5


def test_family_documents_print_trade_names_in_training_only():
    """The layout families' training documents print trade names too; their validation and test documents
    (regression sets) and the shipped examples keep every firm's registered name."""
    from docx_cli.synth.content import _SUFFIX
    from docx_cli.synth.generate import synthesize

    def registered(name: str, locale: str) -> bool:
        return name.endswith(("& Co.", *(" " + x for x in _SUFFIX[locale])))

    def trade_share(split: str) -> float:
        names = [(p.name, s.content.locale) for i in range(40)
                 for s in (synthesize("invoice", split, 1, i, n_items=2),)
                 for p in (s.content.vendor, s.content.customer)]
        return sum(not registered(n, loc) for n, loc in names) / len(names)

    assert 0.15 < trade_share("train") < 0.45
    assert trade_share("test") < 0.1  # a few registered names have no legal form at all ("Harborline")


def _invoices_drawn_with(distractor: str, n: int):
    """Of the first ``n`` composed training invoices, those whose draw holds ``distractor``."""
    for i in range(n):
        s = synthesize_composed("invoice", "train", 4, i, n_items=2)
        if distractor in s.metadata["synth"]["draw"]["distractors"]:
            yield s


def test_a_sender_line_sits_over_the_counterpartys_block():
    """Half the German, Austrian and Swiss documents (a tenth of the others) print the issuer's one-line sender
    address over the counterparty's block, as a letter's address window does; its words are the issuer's (or
    untagged, a repeat), never the counterparty's, and the counterparty's name is still tagged."""
    docs = list(_invoices_drawn_with("sender_line", 60))
    assert len(docs) > 3
    for s in docs:
        vendor = s.content.vendor
        [sender] = [ln[k:k + len(printed)] for sep in set(ADDRESS_SEPARATORS)
                    for printed in [f"{vendor.name} {sep} {f' {sep} '.join(vendor.address)}".split()]
                    for ln in _lines(s.gold) for k in range(len(ln))
                    if [w.text for w in ln[k:k + len(printed)]] == printed][:1]
        assert all((w.label or "O") == "O" or "vendor" in w.label for w in sender), [(w.text, w.label) for w in sender]
        assert any((w.label or "O").endswith("customer_name") for w in _words(s.gold))


def test_a_tenth_of_the_documents_print_whole_amounts():
    """About one composed document in ten has whole amounts printed without decimals ("1.494", "Rs 1939"), its
    arithmetic intact: each printed amount's digits are its normalized value's whole part."""
    whole = 0
    for i in range(120):
        s = synthesize_composed("mixed", "train", 4, i, n_items=3)
        if not s.content.whole:
            continue
        whole += 1
        gold = s.metadata["gold"]
        values = [v for k, v in gold["fields"].items() if k in ("total_amount", "tax_amount")]
        values += [v for row in gold["line_items"] for k, v in row.items() if k in ("unit_price", "line_amount")]
        for v in values:
            assert v["normalized"].endswith(".00"), (s.id, v)
            assert "".join(ch for ch in v["value"] if ch.isdigit()) == v["normalized"][:-3].lstrip("-"), (s.id, v)
        assert all(it.amount == it.unit_price * it.quantity for it in s.content.items)
    assert 5 <= whole <= 25


def test_a_name_shown_only_as_a_logo_is_printed_in_the_footer():
    """About one letterhead in ten shows the issuer's name only as a logo (no words): the name is then printed
    only on one-line addresses ("Name · street · city": the footer, or a sender line), and tagged there."""
    docs = [s for s in _invoices_drawn_with("logo_only", 80)  # (a title may name it too: the test below)
            if "title_name" not in s.metadata["synth"]["draw"]["distractors"]]
    assert len(docs) > 2
    for s in docs:
        name = s.content.vendor.name.split()
        for line in _lines(s.gold):
            texts = [w.text for w in line]
            if any(texts[k:k + len(name)] == name for k in range(len(texts))):
                assert set(ADDRESS_SEPARATORS) & set(texts), (s.id, texts)
        assert " ".join(w.text for w in _words(s.gold) if (w.label or "O").endswith("vendor_name")) == " ".join(name)


def _confirms(s) -> bool:
    return "title.order_confirmation" in s.metadata["synth"]["draw"]["labels"]


def test_an_order_confirmation_is_issued_by_the_vendor():
    """A purchase order is the customer's (its letterhead the buyer, sent to the vendor); an order confirmation
    is the vendor's: its title says so, its letterhead is the vendor and its counterparty heading names the
    customer. A purchase order's title is never a confirmation's."""
    confirmations = set()
    for lang in labels_i18n.LANGUAGES:
        confirmations |= set(labels_i18n.wordings(lang, "title.order_confirmation", "heldout"))
    assert not confirmations & {w for lang in labels_i18n.LANGUAGES
                                for w in labels_i18n.wordings(lang, "title.order", "heldout")}
    seen = {True: 0, False: 0}
    for i in range(40):
        s = synthesize_composed("order", "train", 2, i, n_items=2)
        confirms = _confirms(s)
        seen[confirms] += 1
        labels = s.metadata["synth"]["draw"]["labels"]
        title = labels["title.order_confirmation" if confirms else "title.order"]
        assert (title in confirmations) == confirms, (s.id, title)
        printed = {w.text.upper() for w in _words(s.gold)}
        assert title.upper().split()[0] in printed, (s.id, title)  # its first word (a narrow column clips titles)
        first = next(w.label[2:] for w in _words(s.gold) if (w.label or "O")[2:] in ("vendor_name", "customer_name"))
        # the letterhead comes first, except on the few layouts that print the issuer's name only in a footer
        seen[confirms, first] = seen.get((confirms, first), 0) + 1
        if "party.order_confirmation" in labels:
            assert confirms and "party.order" not in labels, (s.id, labels)
    assert seen[True] >= 8 and seen[False] >= 16, seen
    assert seen.get((True, "vendor_name"), 0) > 2 * seen.get((True, "customer_name"), 0), seen
    assert seen.get((False, "customer_name"), 0) > 2 * seen.get((False, "vendor_name"), 0), seen


def _lines(doc):
    """Words grouped by their printed line (the same top within 2 pt), left to right."""
    out = []
    for page in doc.pages:
        rows: dict[int, list] = {}
        for w in page.words:
            rows.setdefault(round(w.box[1] / 2), []).append(w)
        out += [sorted(r, key=lambda w: w.box[0]) for _, r in sorted(rows.items())]
    return out


def test_every_language_appears_and_labels_are_printed():
    seen = {}
    for i in range(80):
        s = synthesize_composed("mixed", "train", 0, i, order="drawn", n_items=2)
        d = s.metadata["synth"]["draw"]
        seen.setdefault(d["language"], 0)
        seen[d["language"]] += 1
        text = " ".join(w.text for _, w in s.gold.iter_words())
        kind = "credit_note" if s.content.credit else s.kind
        if d["placement"] != "no_label":
            assert d["labels"][f"number.{kind}"] in text, (s.id, d["labels"][f"number.{kind}"])
    assert set(seen) == set(labels_i18n.LANGUAGES), seen


def test_heldout_primitives_are_never_drawn_in_train():
    for lang in labels_i18n.LANGUAGES:
        for key in labels_i18n.keys(lang):
            held = labels_i18n.heldout_wording(lang, key)
            assert held is None or held not in labels_i18n.wordings(lang, key, "train"), (lang, key)
    held_seen = {"table": 0, "placement": 0, "wording": 0}
    for split, n in (("train", 120), ("heldout", 60)):
        for i in range(n):
            s = synthesize_composed("mixed", split, 1, i, order="drawn", n_items=3)
            d = s.metadata["synth"]["draw"]
            held_words = sum(1 for k, w in d["labels"].items() if w == labels_i18n.heldout_wording(d["language"], k))
            if split == "train":
                assert d["table_style"] != HELDOUT_TABLE_STYLE and d["placement"] != HELDOUT_PLACEMENT, s.id
                assert held_words == 0, (s.id, d["labels"])
            else:
                held_seen["table"] += d["table_style"] == HELDOUT_TABLE_STYLE
                held_seen["placement"] += d["placement"] == HELDOUT_PLACEMENT
                held_seen["wording"] += held_words
    assert all(v > 0 for v in held_seen.values()), held_seen
    with pytest.raises(ConfigError):
        synthesize_composed("order", "train", 0, HELDOUT_OFFSET)
    with pytest.raises(ConfigError):
        synthesize_composed("order", "test", 0, 0)


def test_variety_measure():
    st = variety_stats(40, "mixed", "train", 0)
    assert st["distinct_column_orders"] >= 15
    assert len(st["header_placements"]) >= 5
    assert len(st["distractor_kinds"]) >= 15
    assert set(st["language"]) == set(labels_i18n.LANGUAGES)
    assert st["label_wordings"]["document_number"]["en"] >= 2


def test_cli_jsonl_and_variety(tmp_path, monkeypatch, capsys):
    from cli_run import run_docx

    from docx_cli.training.datasets.jsonl import read_documents

    path = tmp_path / "c.jsonl"
    code, out, _ = run_docx(["synth", "--compose", "--kind", "mixed", "-n", "3", "--jsonl", str(path), "-j", "1",
                             "-q"], capsys, monkeypatch)
    assert code == 0 and json.loads(out.strip().splitlines()[-1])["n"] == 3
    docs = read_documents(path)
    assert len(docs) == 3 and all(d.metadata["synth"]["composed"] for d in docs)
    code, out, _ = run_docx(["synth", "--compose", "-n", "2", "--split", "test", "--jsonl", str(path), "-q"],
                            capsys, monkeypatch)
    assert code != 0
    code, out, _ = run_docx(["synth", "--compose", "--variety", "-n", "4", "-q"], capsys, monkeypatch)
    assert code == 0 and "distinct_column_orders" in json.loads(out.strip().splitlines()[-1])


def test_a_totals_strip_prints_each_amount_under_its_label():
    # "grid": the totals' labels on one line, each amount under its label (a strip French and German invoices
    # print); the gold labels the tax amount there, under its label, beside the other amounts
    strips = 0
    for s in (synthesize_composed("invoice", "train", 3, i, n_items=2) for i in range(40)):
        if s.family.totals_style != "grid":
            continue
        words = [w for p in s.gold.pages for w in p.words]
        [tax] = [w for w in words if w.label == "S-tax_amount"]
        line = [w for w in words if w.line_id == tax.line_id]
        if sum(any(c.isdigit() for c in w.text) for w in line) < 2:
            continue  # too many totals for the page's width: printed stacked instead
        strips += 1
        x0, x1 = tax.box[0], tax.box[2]  # its cell: the amount and a currency printed a word space beside it
        for w in sorted(line, key=lambda w: w.box[0]):
            if w.box[0] > x1 and w.box[0] - x1 < 6:
                x1 = w.box[2]
            if w.box[2] < x0 and x0 - w.box[2] < 6:
                x0 = w.box[0]
        above = [w for w in words if w.line_id == tax.line_id - 1]
        over = [w for w in above if w.box[0] < x1 and w.box[2] > x0]
        assert over and all(w.label == "O" and w.box[3] <= tax.box[1] for w in over), s.id  # its label on top
    assert strips >= 3


def test_a_title_may_name_the_issuer():
    """About one title in ten names the issuer ("Amazon Web Services Invoice"): the name and the title word are
    one line, the name tagged as the issuer's where it is printed first (a logo-only letterhead), never the
    title word."""
    docs = list(_invoices_drawn_with("title_name", 120))
    assert len(docs) >= 4
    tagged = 0
    for s in docs:
        issuer = s.content.customer if _confirms(s) is False and s.kind == "order" else s.content.vendor
        name = issuer.name.split()
        title = s.metadata["synth"]["draw"]["labels"]["title.credit_note" if s.content.credit else "title.invoice"]
        lines = [[w for w in line] for line in _lines(s.gold)]
        hits = [line for line in lines
                if any([w.text for w in line[k:k + len(name)]] == name
                       and [w.text.lower() for w in line[k + len(name):k + len(name) + len(title.split())]]
                       == title.lower().split() for k in range(len(line)))]
        assert hits, s.id
        for w in hits[0]:
            if w.text.lower() in title.lower().split():
                assert w.label == "O", (s.id, w.text)
        tagged += any((w.label or "O").endswith("vendor_name") for w in hits[0])
    assert tagged >= 1  # where the letterhead shows only a logo, the title's name is the tagged one


def test_a_cited_earlier_invoice_is_a_distractor():
    """Credit notes (and some invoices) cite the invoice they correct, by number and mostly by date too: the
    number looks like the document's own, is printed under its own label and is untagged."""
    docs = list(_invoices_drawn_with("related_invoice", 150))
    assert len(docs) >= 5
    for s in docs:
        words = _words(s.gold)
        own = [w.text for w in words if (w.label or "O").endswith("document_number")]
        texts = [w.text for w in words]
        shape = re.sub(r"\d", "#", s.content.number)
        cited = [w for w in words if w.text != s.content.number and re.sub(r"\d", "#", w.text) == shape]
        assert cited and all(w.label == "O" for w in cited), (s.id, s.content.number, own)
        assert s.metadata["synth"]["draw"]["labels"]["related_no"].split()[0] in texts


def test_terms_may_stand_beside_the_totals():
    """Some documents print their terms in the column left of the totals: lines of prose and of totals share the
    page's lines (the reading order meets both), the prose untagged."""
    beside = 0
    for s in _invoices_drawn_with("terms_beside", 60):
        words = [w for w in s.gold.pages[-1].words]
        tax = [w for w in words if (w.label or "").endswith("tax_amount")]
        head = s.content.terms[0].split()[:3]
        texts = [w.text for w in words]
        prose = [words[k] for k in range(len(words)) if texts[k:k + 3] == head]
        if not tax or not prose:
            continue
        t, p = tax[-1], prose[-1]
        if abs(p.box[1] - t.box[1]) < 60 and p.box[2] < t.box[0]:
            beside += 1
            assert p.label == "O"
    assert beside >= 2


@pytest.fixture(scope="module")
def receipts():
    return [synthesize_composed("receipt", "train", 5, i) for i in range(150)]


def test_a_store_name_may_take_two_lines_and_stays_one_value(receipts):
    """Receipt photos print long store names over two lines: both are tagged, as one span, and the value is the
    name (in capitals on some rolls); a tagline under it is never tagged."""
    two = tagline = 0
    for s in receipts[:120]:
        words = _words(s.gold)
        name = [w for w in words if (w.label or "O").endswith("vendor_name")]
        spans = [sp for sp in tags_to_spans([w.label or "O" for w in words]) if sp.label == "vendor_name"]
        assert len(spans) == 1, s.id
        assert " ".join(w.text for w in name).lower() == s.content.vendor.name.lower(), s.id
        two += len({w.box[1] for w in name}) > 1
        if "tagline" in s.metadata["synth"]["draw"]["distractors"]:
            tagline += 1
            # printed right under the name (a logo's initials may come first in reading order), untagged
            after = [w for w in words[spans[0].end:] if w.text != s.composition.extra["initials"]]
            assert any(t.split()[0] == after[0].text for t in TAGLINES[s.metadata["synth"]["draw"]["language"]])
            assert (after[0].label or "O") == "O", s.id
    assert two >= 5 and tagline >= 5


def test_department_headings_stand_among_the_items_untagged(receipts):
    seen = 0
    for s in receipts:
        if "section" not in s.metadata["synth"]["draw"]["distractors"]:
            continue
        words = _words(s.gold)
        lang = s.metadata["synth"]["draw"]["language"]
        heads = [w for w in words if any(w.text in h.split() for h in SECTIONS[lang]) and w.text.isupper()
                 and len(w.text) > 2]
        assert heads and all((w.label or "O") == "O" for w in heads), s.id
        first_item = next(k for k, w in enumerate(words) if (w.label or "O").endswith("description"))
        assert words.index(heads[0]) < first_item, s.id  # the first heading opens the items
        seen += 1
    assert seen >= 10


def test_till_items_keep_sizes_and_counts_in_the_description(receipts):
    """Receipts of a shop print "COLA 330ML", "12OZ LATTE": the size is part of the description's span,
    never a quantity."""
    checked = 0
    for s in receipts[:80]:
        words = _words(s.gold)
        for k, w in enumerate(words):
            label = w.label or "O"
            if re.fullmatch(r"\d+(OZ|CT|PK|ML|G|L|PC)", w.text) and label != "O":
                assert label.endswith("description"), (s.id, w.text, label)
                checked += 1
    assert checked >= 10
