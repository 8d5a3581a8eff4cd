"""`docx evaluate --model M --data CONFIG|DIR [--errors]`: score a model on labelled documents.

``--data`` is a training config (YAML: its dataset, and by default its validation split — the same seeded
split training held out) or a file / folder of labelled Document JSON / JSONL. Figures: seqeval entity F1
(strict IOBES) per label and micro, field-level F1 per field and micro, each also per document length
(short ≤ 512 tokens, medium 513–2,048, long > 2,048). A table goes to stderr, the JSON to stdout;
``--errors`` adds the wrong and missed field values of every document, and each document's counts of right,
wrong and missed values (``per_document``: what scripts/select_model.py resamples). ``confidence`` says how
well a value's confidence separates right values from wrong ones (AUROC; share kept, precision and recall at
0.5, 0.8 and 0.9): what thresholding ``docx extract``'s confidences gets a pipeline.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from docx_cli.cli.common import make_console
from docx_cli.errors import EXIT_OK, ConfigError


def load_eval_data(data: str, split: str, max_documents: int | None):
    """(documents, data kind, split used, chunk stride or None) for --data."""
    from docx_cli.training.config import load_config

    p = Path(data).expanduser()
    if p.is_file() and p.suffix in (".yaml", ".yml"):
        from docx_cli.training.loop import prepare_data

        cfg = load_config(p, {"data.max_documents": max_documents} if max_documents else None)
        prepared = prepare_data(cfg, only=split if split != "all" else None)
        docs = {"validation": prepared.val_docs, "train": prepared.train_docs,
                "all": prepared.train_docs + prepared.val_docs}[split]
        if not docs:
            raise ConfigError("no_data", f"the {split} split of {p} is empty (data.validation_fraction is 0?)")
        return docs, cfg.data.kind, split, cfg.model.stride
    from docx_cli.training.datasets.jsonl import load_jsonl

    if p.is_dir() and (p / "manifest.jsonl").is_file():  # a `docx synth` folder: the gold files it lists
        docs = []
        for f in _synth_gold_files(p):
            docs += load_jsonl(f, None, None if max_documents is None else max_documents - len(docs)).documents
            if max_documents is not None and len(docs) >= max_documents:
                break
        if not docs:
            raise ConfigError("data_missing", f"{p}/manifest.jsonl lists no gold Document JSON")
        return docs, "jsonl", "all", None
    result = load_jsonl(p, None, max_documents)
    return result.documents, "jsonl", "all", None


def _synth_gold_files(folder: Path) -> list[Path]:
    """The gold Documents a ``docx synth`` manifest lists (``gold``, ``html_gold``, ``image_gold``), in order;
    the manifest itself is not a Document."""
    files = []
    for n, line in enumerate((folder / "manifest.jsonl").read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except ValueError as e:
            raise ConfigError("bad_data", f"{folder}/manifest.jsonl:{n}: invalid JSON: {e}") from None
        for key in ("gold", "html_gold", "image_gold"):
            name = rec.get(key) if isinstance(rec, dict) else None
            if isinstance(name, str) and (folder / name).is_file():
                files.append(folder / name)
    return files


def command(
    model: Annotated[str, typer.Option("--model", "-m", help="Model NAME or directory (a `docx train` output "
                                                             "folder means its best/).")],
    data: Annotated[str, typer.Option("--data", "-d", help="A training config (YAML) or a file/folder of "
                                                           "labelled Document JSON / JSONL.")],
    errors: Annotated[bool, typer.Option("--errors", help="List the wrong and missed fields per document.")] = False,
    split: Annotated[str, typer.Option("--split", help="With a config: validation, train or all.")] = "validation",
    device: Annotated[str, typer.Option("--device", help="auto, cpu, cuda, cuda:N or mps.")] = "auto",
    precision: Annotated[str, typer.Option("--precision", help="auto, fp32, bf16 or fp16 (GPU), as for docx "
                                                               "extract: scores are what extract gives.")] = "auto",
    batch_size: Annotated[int, typer.Option("--batch-size", help="Chunks per forward pass.")] = 16,
    max_documents: Annotated[int | None, typer.Option("--max-documents", help="Score only the first N.")] = None,
    decode: Annotated[str, typer.Option("--decode", help="viterbi (best valid BIESO sequence) or argmax "
                                                         "(each word's own best tag).")] = "viterbi",
    fields: Annotated[str | None, typer.Option("--fields", help="Score only these fields (comma-separated): "
                                               "the ones the data has gold for. Other tags count as O.")] = None,
    month_first: Annotated[bool, typer.Option("--month-first", help="Read 01/02/2021 as January 2, as docx "
                                                                    "extract --month-first does.")] = False,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No table on stderr.")] = False,
) -> int:
    """Score a model: entity and field F1, per label and per document-length bucket."""
    import torch

    from docx_cli.modeling import DocxForTokenClassification
    from docx_cli.modeling.tokenizer import load_tokenizer
    from docx_cli.training.datasets import normalizer_for
    from docx_cli.training.evaluate import evaluate_model
    from docx_cli.training.loop import resolve_device
    from docx_cli.training.metrics import field_counts, field_errors

    if decode not in ("viterbi", "argmax"):
        raise ConfigError("bad_option", f"--decode {decode}: use viterbi or argmax")
    if split not in ("validation", "train", "all"):
        raise ConfigError("bad_option", f"--split {split}: use validation, train or all")
    console = make_console(quiet)
    from docx_cli.decode import DEFAULT
    from docx_cli.decode.params import for_model
    from docx_cli.registry import autocast_precision, find_model, prepare_for_inference, resolve_precision

    dev = resolve_device(device)
    dtype = resolve_precision(precision, dev)
    info = find_model(model)
    model_dir = info.path
    net = prepare_for_inference(DocxForTokenClassification.from_pretrained(model_dir), dev, dtype)
    tokenizer = load_tokenizer(model_dir)
    docs, kind, used_split, stride = load_eval_data(data, split, max_documents)
    kinds = dict(net.config.field_kinds) or {lab[2:]: "single" for lab in net.config.labels if lab != "O"}
    normalize = normalizer_for(kind)
    only = [f.strip() for f in fields.split(",") if f.strip()] if fields else None
    if only:
        unknown = [f for f in only if f not in kinds]
        if unknown:
            raise ConfigError("bad_option", f"--fields: the model has no field {', '.join(unknown)} "
                                            f"(it has {', '.join(kinds)})")
        kinds = {f: kinds[f] for f in only}
    with torch.inference_mode():
        metrics, preds = evaluate_model(net, tokenizer, docs, kinds, normalize, only=only,
                                        max_length=net.config.max_length,
                                        mode=net.config.chunking, stride=stride, batch_size=batch_size, device=dev,
                                        decode=decode, precision=autocast_precision(dtype, dev),
                                        types=info.types, day_first=not month_first,
                                        params=for_model(DEFAULT, info))
    out: dict[str, Any] = {"model": str(model_dir), "data": data, "split": used_split, "decode": decode,
                           "precision": {None: "fp32"}.get(dtype, str(dtype).removeprefix("torch.")),
                           **metrics}
    if errors:
        out["errors"] = field_errors(preds, kinds, normalize)
        out["per_document"] = field_counts(preds, kinds, normalize)
    print_table(console, metrics, kinds)
    if errors and not quiet:
        for e in out["errors"]:
            wrong = ", ".join(f"{w['field']}={w['text']!r}" for w in e["wrong"]) or "-"
            missed = ", ".join(f"{m['field']}={m['value']!r}" for m in e["missed"]) or "-"
            console.print(f"{e['document']}: wrong {wrong}; missed {missed}", markup=False, soft_wrap=True)
    sys.stdout.write(json.dumps(out, ensure_ascii=False) + "\n")
    return EXIT_OK


def print_table(console, metrics: dict[str, Any], kinds: dict[str, str]) -> None:
    from rich.table import Table

    table = Table(title=f"{metrics['documents']} documents", title_justify="left")
    table.add_column("label", no_wrap=True)
    for col in ("ent P", "ent R", "ent F1", "fld P", "fld R", "fld F1", "n"):  # entity / field scores
        table.add_column(col, justify="right", no_wrap=True)
    ent, fld = metrics["entity"], metrics["field"]
    for name in kinds:
        e = ent["per_label"].get(name, {})
        f = fld["per_field"].get(name, {})
        table.add_row(name, *(f"{e.get(k, 0):.3f}" for k in ("precision", "recall", "f1")),
                      *(f"{f.get(k, 0):.3f}" for k in ("precision", "recall", "f1")), str(f.get("support", 0)))
    table.add_row("micro", *(f"{ent['micro'][k]:.3f}" for k in ("precision", "recall", "f1")),
                  *(f"{fld['micro'][k]:.3f}" for k in ("precision", "recall", "f1")),
                  str(fld["micro"]["support"]), style="bold")
    console.print(table)
    conf = metrics.get("confidence")
    if conf and conf["values"]:
        auroc = "-" if conf["auroc"] is None else f"{conf['auroc']:.3f}"
        at = ", ".join(f"≥ {k[3:]} keeps {v['kept']:.0%} at precision {v['precision']:.3f}"
                       for k, v in conf.items() if k.startswith("at_"))
        console.print(f"confidence: AUROC {auroc} over {conf['values']} values ({conf['right']} right); {at}")
    buckets = Table(title="by document length (tokens)", title_justify="left")
    for col in ("bucket", "documents", "entity F1", "field F1"):
        buckets.add_column(col, justify="left" if col == "bucket" else "right")
    for name, b in metrics.get("buckets", {}).items():
        buckets.add_row(name, str(b["documents"]), f"{b['entity_f1']:.3f}", f"{b['field_f1']:.3f}")
    console.print(buckets)

