"""Data for `make model` (scripts/make_model.sh): every file the default model is pre-trained, fine-tuned
and evaluated on, written under one folder (git-ignored ``runs/``), each a JSONL of Document JSON.

    python scripts/default_data.py --out runs/default/data [--orders 600 --invoices 400 --receipts 250 ...]

Writes (a file that already exists is kept, so a re-run only fills what is missing):

    synth/<kind>-train-s0/     docx synth documents (PDF + gold JSON) from the *train* template families
    synth/order-test-s5/       test-family order PDFs for the pages/s figure (docx bench extract)
    union-train.jsonl          fine-tuning set: synthetic orders/invoices/receipts (train families) and the
                               SROIE training split, SROIE keys mapped onto our field names
    union-val.jsonl            checkpoint selection: new synthetic documents of the train families (another
                               seed) and the SROIE validation split
    sroie-val.jsonl            the SROIE validation split alone (the same 50 receipts as
                               examples/configs/sroie.yaml: validation_fraction 0.1, split_seed 13)
    sroie-val-tesseract.jsonl  (with --sroie-words both) the same 50 receipts read by Tesseract, as
                               `docx extract` reads them; the union then also trains on the Tesseract reading
    orders-validation.jsonl    orders (12 / 12 / 6 short / medium / long) and invoices (20) of the *validation*
    invoices-validation.jsonl  template families: layouts no model trains on, to choose checkpoints by
    select-val.jsonl           union-val + those two: what training stages choose their best checkpoint on
    orders-test.jsonl          synthetic orders from the *test* template families, never seen in training,
                               length-stratified (short / medium / long) for the per-bucket figures
    invoices-test.jsonl        synthetic invoices from the test families (seed 7): the parties are the other
                               way round from an order (the issuer is the vendor)
    pretrain-train.jsonl       unlabeled pages for layout MLM: the synthetic training documents, SROIE, FUNSD
                               and Kleister NDA training splits (labels removed)
    pretrain-val.jsonl         a small held-out slice of those (MLM loss / accuracy)
    kleister-train.jsonl / kleister-val.jsonl   (with --kleister-labelled) Kleister NDA, labelled, for the
                               model comparison (scripts/compare.sh)
    composed-train.jsonl       (with --composed N) N composed documents (docx synth --compose --kind mixed:
                               layouts drawn per document, six languages, distractors); also in the union
                               when the union is written in the same run
    composed-heldout.jsonl     (with --composed-heldout M) M composed documents of the held-out split (other
                               index range, held-out table style / placement / label wordings)
    manifest.json              counts and the options used

Why JSONL files instead of one config per dataset: the training config reads one dataset per run, and the
default model trains on a *union* (synthetic + SROIE) and pre-trains on four sources. Writing the union as
Document JSON (the format users bring their own data in) keeps ``docx train`` unchanged.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

HEADER_FIELDS = ["document_number", "date", "due_date", "total_amount", "tax_amount", "currency", "vendor_name",
                 "vendor_address", "customer_name", "customer_address"]
ITEM_FIELDS = ["item_id", "description", "quantity", "unit_price", "line_amount"]
FIELDS = {**{f: "single" for f in HEADER_FIELDS}, **{f: "item" for f in ITEM_FIELDS}}
SROIE_KEY_MAP = {"company": "vendor_name", "address": "vendor_address", "date": "date", "total": "total_amount"}
SPLIT_SEED, VAL_FRACTION = 13, 0.1  # as examples/configs/{sroie,funsd,kleister-nda}.yaml


def log(msg: str) -> None:
    print(f"[data {time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


def write_jsonl(path: Path, docs) -> int:
    tmp = path.with_suffix(".tmp")
    n = 0
    with open(tmp, "w", encoding="utf-8") as f:
        for d in docs:
            f.write(d.dumps() + "\n")
            n += 1
    os.replace(tmp, path)
    return n


def read_jsonl(path: Path) -> list:
    from docx_cli.training.datasets.jsonl import read_documents

    return read_documents(path)


def strip_labels(doc):
    """The same page without gold (pre-training reads text and boxes only)."""
    from docx_cli.training.datasets.common import unlabelled

    return unlabelled(doc)


def tag_repeated_header(doc):
    """Training labels for multi-page synthetic documents: every copy of a header value a later page repeats
    is tagged (docx_cli/synth/records.py says why)."""
    from docx_cli.synth.records import tag_repeated_header as tag

    return tag(doc)


def synth_folder(root: Path, kind: str, split: str, n: int, seed: int, jobs: int, extra: bool = False) -> list:
    """``n`` docx synth documents (PDF + gold JSON) in ``root/<kind>-<split>-s<seed>`` (``…x`` when drawn from
    the extra train families too); returns the gold."""
    from docx_cli.synth.generate import SynthOptions, generate
    from docx_cli.training.datasets.jsonl import read_documents

    out = root / f"{kind}-{split}-s{seed}{'x' if extra else ''}"
    have = len(list(out.glob("*.json"))) if out.is_dir() else 0
    if have < n:
        t = time.time()
        opts = SynthOptions(kind=kind, split=split, seed=seed, extra_families=extra)
        for _ in generate(out, n - have, opts, start=have, jobs=jobs):
            pass
        log(f"synth {kind} {split} seed {seed}: {n - have} documents in {time.time() - t:.1f} s → {out}")
    docs = read_documents(out)[:n]
    for d in docs:
        d.metadata["source_set"] = f"synth-{kind}-{split}"
    return docs


def composed_documents(n: int, split: str, seed: int, jobs: int) -> list:
    """``n`` composed documents of mixed kinds (``docx synth --compose --kind mixed``): train records tag every
    copy of a repeated header value (``synth.records.tag_repeated_header``), held-out ones label it once."""
    from docx_cli.document import Document
    from docx_cli.synth.records import records

    t = time.time()
    docs = [Document.loads(line) for line in records("mixed", n, split=split, seed=seed, composed=True, jobs=jobs)]
    log(f"composed {split} seed {seed}: {n} documents in {time.time() - t:.1f} s")
    return docs


def composed_files(a, kept) -> list:
    """composed-train.jsonl / composed-heldout.jsonl when asked (``kept``: read the file or make and write it);
    returns the training documents (for the union)."""
    if a.composed_heldout:
        kept("composed-heldout.jsonl", lambda: composed_documents(a.composed_heldout, "heldout", 0, a.jobs))
    if not a.composed:
        return []
    return kept("composed-train.jsonl", lambda: composed_documents(a.composed, "train", a.train_seed, a.jobs))


def stratified_test_orders(n_short: int, n_medium: int, n_long: int, seed: int, split: str = "test") -> list:
    """Orders of the test (or validation) families with a forced length class (the natural draw gives ~5 %
    long ones: too few to score the long bucket)."""
    from docx_cli.synth.generate import synthesize

    docs = []
    index = 0
    for cls, n in (("short", n_short), ("medium", n_medium), ("long", n_long)):
        for _ in range(n):
            s = synthesize("order", split, seed, index, length_class=cls)
            doc = s.gold
            doc.metadata["id"] = s.id
            doc.metadata["source_set"] = f"synth-order-{split}"
            docs.append(doc)
            index += 1
    return docs


def test_documents(kind: str, n: int, seed: int, split: str = "test") -> list:
    """``n`` documents of the *test* (or validation) families with their natural length draw (gold only)."""
    from docx_cli.synth.generate import synthesize

    docs = []
    for index in range(n):
        s = synthesize(kind, split, seed, index)
        s.gold.metadata["id"] = s.id
        s.gold.metadata["source_set"] = f"synth-{kind}-{split}"
        docs.append(s.gold)
    return docs


def load(kind: str, path: str, **extra):
    from docx_cli.training.config import DataSection
    from docx_cli.training.datasets import load_dataset

    section = DataSection(kind=kind, path=path, cache_dir="runs/cache", **extra)  # shared with kleister-nda.yaml
    return load_dataset(section)


def split(docs: list) -> tuple[list, list]:
    from docx_cli.training.split import split_documents

    return split_documents(docs, VAL_FRACTION, SPLIT_SEED)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default="runs/default/data")
    ap.add_argument("--data-root", default=os.environ.get("DOCX_DATA", "../shared/data"))
    ap.add_argument("--orders", type=int, default=600)
    ap.add_argument("--invoices", type=int, default=400)
    ap.add_argument("--receipts", type=int, default=250)
    ap.add_argument("--train-seed", type=int, default=0, help="seed of the train-family documents (a later "
                    "stage draws fresh ones with another seed; 1 is the validation documents' seed)")
    ap.add_argument("--extra-families", action="store_true", help="draw the train-family documents from the 256 "
                    "extra train families too (496 in all; synth/<kind>-train-s<seed>x)")
    ap.add_argument("--val-per-kind", type=int, default=20)
    ap.add_argument("--test-orders", default="36,36,18", help="short,medium,long test-family orders")
    ap.add_argument("--test-invoices", type=int, default=48, help="test-family invoices (invoices-test.jsonl)")
    ap.add_argument("--val-orders", default="12,12,6", help="short,medium,long orders of the validation families "
                    "(orders-validation.jsonl; 0,0,0 for none)")
    ap.add_argument("--val-invoices", type=int, default=20, help="invoices of the validation families")
    ap.add_argument("--sroie-max", type=int, default=None, help="only the first N receipts (smoke runs)")
    ap.add_argument("--sroie-words", choices=("boxes", "both"), default="boxes",
                    help="boxes: SROIE's own line boxes; both: also every receipt through Tesseract (~3 s each, "
                    "cached) so the model also learns the words `docx extract` sees on a scan")
    ap.add_argument("--funsd-max", type=int, default=None)
    ap.add_argument("--kleister-max", type=int, default=None, help="only the first N NDAs (each is read from "
                    "its PDF once, ~1-3 s, then cached under ~/.cache/docx_cli)")
    ap.add_argument("--kleister-labelled", action="store_true", help="also write kleister-{train,val}.jsonl")
    ap.add_argument("--no-pretrain", action="store_true", help="skip the pre-training files")
    ap.add_argument("--bench-pdfs", type=int, default=20, help="test-family order PDFs for the pages/s figure")
    ap.add_argument("--composed", type=int, default=0, help="also N composed documents (docx synth --compose, "
                    "mixed kinds, train split, --train-seed) in composed-train.jsonl and the union")
    ap.add_argument("--composed-heldout", type=int, default=0, help="M composed documents of the held-out split "
                    "(composed-heldout.jsonl)")
    ap.add_argument("--jobs", type=int, default=1)
    a = ap.parse_args(argv)

    if a.train_seed == 1:
        ap.error("--train-seed 1 would train on the validation documents (seed 1)")
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    root = Path(a.data_root)
    manifest: dict = {"options": vars(a), "files": {}}

    def done(name: str) -> bool:
        return (out / name).is_file()

    def put(name: str, docs: list) -> None:
        n = write_jsonl(out / name, docs)
        manifest["files"][name] = n
        log(f"{name}: {n} documents")

    # -- synthetic documents (train families for training and validation, test families for the score) --
    synth_root = out / "synth"
    train_synth, val_synth = [], []
    for kind, n in (("order", a.orders), ("invoice", a.invoices), ("receipt", a.receipts)):
        if n:
            train_synth += synth_folder(synth_root, kind, "train", n, a.train_seed, a.jobs, a.extra_families)
            val_synth += synth_folder(synth_root, kind, "train", a.val_per_kind, 1, a.jobs)
    if a.bench_pdfs:  # born-digital PDFs (test families) for `docx bench extract`; not used in training
        synth_folder(synth_root, "order", "test", a.bench_pdfs, 5, a.jobs)
    if not done("orders-test.jsonl"):
        s, m, lg = (int(x) for x in a.test_orders.split(","))
        put("orders-test.jsonl", stratified_test_orders(s, m, lg, seed=2))
    if a.test_invoices and not done("invoices-test.jsonl"):
        put("invoices-test.jsonl", test_documents("invoice", a.test_invoices, seed=7))
    # The validation families' documents: templates no model trains on, to choose checkpoints and builds by
    # how they carry over to new layouts (union-val's synthetic part shares the training templates).
    def kept(name: str, make) -> list:  # the file's documents: read when it exists, else made and written
        if done(name):
            return read_jsonl(out / name)
        docs = make()
        put(name, docs)
        return docs

    composed_train = composed_files(a, kept)

    vs, vm, vl = (int(x) for x in a.val_orders.split(","))
    fam_val = kept("orders-validation.jsonl",
                   lambda: stratified_test_orders(vs, vm, vl, seed=3, split="validation")) if vs + vm + vl else []
    if a.val_invoices:
        fam_val += kept("invoices-validation.jsonl",
                        lambda: test_documents("invoice", a.val_invoices, seed=8, split="validation"))

    # -- SROIE (words from the dataset's line boxes; keys mapped onto our fields) --
    sroie_dir = root / "sroie" / "train"
    sroie_train: list = []
    if sroie_dir.is_dir():
        res = load("sroie", str(sroie_dir), max_documents=a.sroie_max,
                   sroie={"words": "boxes", "key_map": SROIE_KEY_MAP})
        for d in res.documents:
            d.metadata["source_set"] = "sroie"
        sroie_train, sroie_val = split(res.documents)
        manifest["sroie_locator"] = res.report
        if not done("sroie-val.jsonl"):
            put("sroie-val.jsonl", sroie_val)
        if a.sroie_words == "both":
            # The same receipts read by Tesseract, as `docx extract` reads a scan (its words, lines and errors
            # differ from the dataset's line boxes); split by the ids above so no validation receipt trains.
            t = time.time()
            ocr = load("sroie", str(sroie_dir), max_documents=a.sroie_max,
                       sroie={"words": "tesseract", "key_map": SROIE_KEY_MAP})
            log(f"sroie through Tesseract: {len(ocr.documents)} receipts in {time.time() - t:.0f} s")
            val_ids = {d.metadata["id"] for d in sroie_val}
            for d in ocr.documents:
                d.metadata["source_set"] = "sroie-tesseract"
            # Train only on receipts where every gold value was found in Tesseract's words (226 of 451): in
            # the others an unfound value (OCR errors) would be taught as O, the opposite of what we want.
            complete = [d for d in ocr.documents if d.metadata["id"] not in val_ids
                        and "missing" not in d.metadata.get("located", {}).values()]
            log(f"sroie through Tesseract: {len(complete)} training receipts with every value located")
            sroie_train = sroie_train + complete
            manifest["sroie_tesseract_locator"] = ocr.report
            if not done("sroie-val-tesseract.jsonl"):
                put("sroie-val-tesseract.jsonl", [d for d in ocr.documents if d.metadata["id"] in val_ids])
    else:
        log(f"no SROIE at {sroie_dir}: the union is synthetic only")
        sroie_val = []
    if not done("union-train.jsonl"):
        put("union-train.jsonl", [tag_repeated_header(d) for d in train_synth] + sroie_train + composed_train)
    if not done("union-val.jsonl"):
        put("union-val.jsonl", val_synth + sroie_val)
    if fam_val and not done("select-val.jsonl"):  # what checkpoints are chosen on: both kinds of validation
        put("select-val.jsonl", val_synth + sroie_val + fam_val)

    # -- Kleister NDA (ingested from the PDFs, cached) --
    kleister_train: list = []
    k_dir = root / "kleister-nda" / "train"
    need_k = (not a.no_pretrain and not done("pretrain-train.jsonl")) or (
        a.kleister_labelled and not done("kleister-train.jsonl"))
    if need_k and k_dir.is_dir():
        t = time.time()
        res = load("kleister", str(k_dir), max_documents=a.kleister_max)
        log(f"kleister: {len(res.documents)} documents in {time.time() - t:.0f} s")
        for d in res.documents:
            d.metadata["source_set"] = "kleister"
        kleister_train, kleister_val = split(res.documents)
        manifest["kleister_locator"] = res.report
        if a.kleister_labelled:
            put("kleister-train.jsonl", kleister_train)
            put("kleister-val.jsonl", kleister_val)

    # -- unlabeled pages for layout MLM --
    if not a.no_pretrain and not done("pretrain-train.jsonl"):
        funsd_train: list = []
        f_dir = root / "funsd" / "train"
        if f_dir.is_dir():
            funsd_train, _ = split(load("funsd", str(f_dir), max_documents=a.funsd_max).documents)
        pool = train_synth + sroie_train + funsd_train + kleister_train
        # a small held-out slice for the MLM figures: every 40th document (Kleister ones are long: skip them)
        held = [d for i, d in enumerate(pool) if i % 40 == 7 and d.metadata.get("source_set") != "kleister"]
        held_ids = {id(d) for d in held}
        put("pretrain-train.jsonl", [strip_labels(d) for d in pool if id(d) not in held_ids])
        put("pretrain-val.jsonl", [strip_labels(d) for d in held])
        manifest["pretrain_sources"] = {"synthetic": len(train_synth), "sroie": len(sroie_train),
                                        "funsd": len(funsd_train), "kleister": len(kleister_train)}

    fields = {**FIELDS, "period_start": "single", "period_end": "single"} if a.composed else FIELDS
    (out / "fields.json").write_text(json.dumps(fields, indent=1) + "\n", encoding="utf-8")
    old = {}
    if (out / "manifest.json").is_file():
        old = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    old_files = old.get("files", {})
    manifest["files"] = {**old_files, **manifest["files"]}
    (out / "manifest.json").write_text(json.dumps({**old, **manifest}, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
