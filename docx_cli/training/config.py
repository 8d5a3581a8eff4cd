"""The training configuration: a YAML file validated by a typed schema, plus dotted command-line overrides.

    task: token            # token | mlm
    output_dir: runs/sroie
    model:   {preset: layoutlm, init_checkpoint: minilm, max_length: 512, ...}
    data:    {kind: sroie, path: ../shared/data/sroie/train, validation_fraction: 0.1, ...}
    training: {max_steps: 1200, batch_size: 8, learning_rate: 5e-5, ...}

Every section forbids unknown keys, so a typo (``training.max_stpes``) is an error naming the key's dotted
path instead of a silently ignored setting. ``docx train --config c.yaml --training.max_steps 100`` overrides
one value; the value is read as YAML (``100`` is an int, ``true`` a bool, ``[a, b]`` a list).
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from docx_cli.errors import ConfigError

FieldKind = Literal["single", "multi", "item"]


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class ModelSection(_Section):
    # null = the init checkpoint's preset when it is a docx model, else layoutlm. A preset other than a docx
    # checkpoint's own moves its weights across (every tensor whose name and shape fit; the rest start fresh).
    preset: str | None = None
    # Where the weights start: ``minilm`` (the installed all-MiniLM-L6-v2), a local BERT / LayoutLM directory
    # (transformers save_pretrained layout), a docx model directory (e.g. the output of ``task: mlm``), or
    # null for a randomly initialised model.
    init_checkpoint: str | None = None
    # Tokenizer directory; default: the init checkpoint's. ``tiny`` = the character-level test vocabulary.
    tokenizer: str | None = None
    # Sizes; null = the checkpoint's (or the preset's when there is no checkpoint).
    hidden_size: int | None = None
    num_hidden_layers: int | None = None
    num_attention_heads: int | None = None
    intermediate_size: int | None = None
    max_length: int | None = None  # tokens per forward; null = the preset's
    chunking: Literal["split_page", "window", "whole"] | None = None  # null = the preset's
    stride: int | None = None  # window overlap in tokens (chunking: window / split_page); null = default
    dropout: float | None = None
    # Any other DocxConfig keyword (attention kind, linformer k, relative bias...), passed through as is.
    options: dict[str, Any] = Field(default_factory=dict)


class SroieOptions(_Section):
    # ``boxes``: the dataset's line boxes split into words, each word's box shared out by character count;
    # ``ocr``: words read from the image by the OCR engine `docx extract` uses (``ocr_engine``; what inference
    # sees); ``tesseract``: the same through Tesseract.
    words: Literal["boxes", "ocr", "tesseract"] = "boxes"
    ocr_engine: Literal["auto", "tesseract", "rapidocr"] = "auto"  # for ``words: ocr``
    # gold key in key/NNN.json → field name in our labels
    key_map: dict[str, str] = Field(
        default_factory=lambda: {
            "company": "vendor_name",
            "address": "vendor_address",
            "date": "date",
            "total": "total_amount",
        }
    )
    max_edit_fraction: float = 0.1  # OCR-noise tolerance of the value locator (edits / value length)


class FunsdOptions(_Section):
    labels: list[str] = Field(default_factory=lambda: ["question", "answer", "header"])
    # ``reading``: entities sorted top-to-bottom, left-to-right; ``annotation``: the file's order
    entity_order: Literal["reading", "annotation"] = "reading"
    # Each word's line and block: ``geometry``, as the reading order finds them from the boxes (what a page
    # read by docx extract has); ``entities``: every gold entity its own line and block, which hands a model
    # that reads structure (the multigrain layer) the annotation's segmentation.
    structure: Literal["geometry", "entities"] = "geometry"


class KleisterOptions(_Section):
    keys: list[str] = Field(default_factory=lambda: ["effective_date", "jurisdiction", "party", "term"])
    ocr: Literal["auto", "always", "never"] = "auto"


class ValuesOptions(_Section):
    # column / key of the values file → our field name ("" drops it); unnamed columns keep their names
    field_map: dict[str, str] = Field(default_factory=dict)
    ocr: Literal["auto", "always", "never"] = "auto"  # as `docx extract --ocr`
    day_first: bool = True  # 01/02/2021 is 1 February (false: 2 January), for locating and comparing dates
    max_edit_fraction: float = 0.1  # OCR-noise tolerance of the value locator (edits / value length)


class DeepformOptions(_Section):
    # labels.csv column → our field name
    key_map: dict[str, str] = Field(
        default_factory=lambda: {
            "contract_num": "document_number",
            "advertiser": "customer_name",
            "gross_amount": "total_amount",
            "flight_from": "period_start",
            "flight_to": "period_end",
        }
    )
    ocr: Literal["auto", "always", "never"] = "auto"
    max_edit_fraction: float = 0.1


class WildreceiptOptions(_Section):
    # WildReceipt class (class_list.txt, without _value) → our field name; other classes are O
    label_map: dict[str, str] = Field(
        default_factory=lambda: {
            "Store_name": "vendor_name",
            "Store_addr": "vendor_address",
            "Date": "date",
            "Total": "total_amount",
            "Tax": "tax_amount",
            "Prod_item": "description",
            "Prod_quantity": "quantity",
            "Prod_price": "line_amount",
        }
    )
    # ``ocr``: the photo read by the OCR engine `docx extract` uses, box labels moved onto its words (what
    # inference sees); ``boxes``: the annotation's own boxes and texts as words
    words: Literal["ocr", "boxes"] = "ocr"
    ocr_engine: str | None = None  # null: the default engine of `docx extract`


class SynthOptions(_Section):
    # When ``path`` holds no Document JSON yet, generate this many documents there first (0 = never).
    generate: int = 0
    template: str | None = None  # the generator's document kind: order | invoice | receipt
    seed: int = 0
    variants: list[Literal["pdf", "web", "scan"]] = Field(default_factory=lambda: ["pdf"])


class DataSection(_Section):
    kind: Literal["sroie", "funsd", "kleister", "synthetic", "jsonl", "files", "values", "deepform", "wildreceipt"]
    path: str
    validation_path: str | None = None  # a separate validation set (same kind); else carved from ``path``
    validation_fraction: float = Field(0.1, ge=0.0, lt=1.0)
    split_seed: int = 13
    max_documents: int | None = None  # use only the first N documents (after sorting) — quick experiments
    # Field name → kind (single | multi | item). Null: the dataset's own declaration.
    fields: dict[str, FieldKind] | None = None
    cache_dir: str = "~/.cache/docx_cli"  # ingested Documents (Kleister PDFs, ``files``) are cached here
    # fraction of training chunks without any entity that are kept (long documents are mostly ``O``)
    keep_empty_chunks: float = Field(1.0, ge=0.0, le=1.0)
    sroie: SroieOptions = Field(default_factory=SroieOptions)
    funsd: FunsdOptions = Field(default_factory=FunsdOptions)
    kleister: KleisterOptions = Field(default_factory=KleisterOptions)
    synthetic: SynthOptions = Field(default_factory=SynthOptions)
    values: ValuesOptions = Field(default_factory=ValuesOptions)
    deepform: DeepformOptions = Field(default_factory=DeepformOptions)
    wildreceipt: WildreceiptOptions = Field(default_factory=WildreceiptOptions)


class TrainingSection(_Section):
    seed: int = 42
    max_steps: int | None = None  # optimizer steps; null = epochs × steps per epoch
    epochs: float = 3.0
    batch_size: int = 8  # chunks per optimizer step, over all processes and accumulation steps together
    grad_accum_steps: int = 1
    learning_rate: float = 5e-5
    # The layout embeddings and the head start from scratch while the text encoder is pre-trained:
    # they learn at learning_rate × new_params_lr_scale.
    new_params_lr_scale: float = 1.0
    weight_decay: float = 0.01
    warmup_ratio: float = 0.1
    max_grad_norm: float = 1.0
    mixed_precision: Literal["auto", "no", "bf16", "fp16"] = "auto"  # auto: bf16/fp16 on CUDA, off on CPU; bf16 autocasts a CPU too
    eval_every: int = 200  # steps; 0 = only at the end
    save_every: int = 200  # steps; 0 = only at the end
    log_every: int = 10
    eval_batch_size: int = 16
    metric: str = "field_f1"  # the validation figure that picks ``best/`` (higher is better; ``loss``: lower)
    mlm_probability: float = 0.15
    # Layout augmentation: every training chunk's word boxes scaled by 1 ± box_jitter and shifted by
    # ± box_jitter × 1000 per axis (one transform per chunk), so a template's absolute positions stop being a
    # shortcut and the model reads the keys. 0 = off.
    box_jitter: float = Field(0.0, ge=0.0, le=0.5)
    max_minutes: float | None = None  # stop (with a checkpoint) after this much wall time
    stop_after: int | None = None  # stop this run after this step, schedule unchanged (resume later)
    keep_checkpoints: int = 2  # step checkpoints kept besides ``best/`` (0 = all)
    threads: int | None = None  # torch CPU threads; null = torch's default

    @field_validator("mixed_precision", mode="before")
    @classmethod
    def _yaml_no(cls, v: Any) -> Any:  # YAML reads a bare `no` as false
        return {False: "no", True: "auto"}.get(v, v) if isinstance(v, bool) else v


class TrainConfig(_Section):
    task: Literal["token", "mlm"] = "token"
    output_dir: str = "runs/train"
    device: str = "auto"  # auto | cpu | cuda | cuda:1 | mps
    model: ModelSection = Field(default_factory=ModelSection)
    data: DataSection
    training: TrainingSection = Field(default_factory=TrainingSection)

    @model_validator(mode="after")
    def _check(self) -> TrainConfig:
        t = self.training
        if t.batch_size < 1 or t.grad_accum_steps < 1:
            raise ValueError("training.batch_size and training.grad_accum_steps must be >= 1")
        if t.batch_size % t.grad_accum_steps:
            raise ValueError(
                f"training.batch_size ({t.batch_size}) must be a multiple of training.grad_accum_steps "
                f"({t.grad_accum_steps})"
            )
        return self

    def to_yaml(self) -> str:
        return yaml.safe_dump(self.model_dump(mode="json"), sort_keys=False, allow_unicode=True)


# -- loading ------------------------------------------------------------------------------------------------
def _all_keys(model: type[BaseModel], prefix: str = "") -> list[str]:
    """Every dotted key the schema knows (for 'did you mean' hints)."""
    out: list[str] = []
    for name, f in model.model_fields.items():
        out.append(prefix + name)
        ann = f.annotation
        if isinstance(ann, type) and issubclass(ann, BaseModel):
            out += _all_keys(ann, prefix + name + ".")
    return out


def _format_errors(e: ValidationError, origin: str) -> str:
    lines = []
    known = _all_keys(TrainConfig)
    for err in e.errors():
        path = ".".join(str(p) for p in err["loc"]) or "(top level)"
        if err["type"] == "extra_forbidden":
            hint = difflib.get_close_matches(path, known, n=1)
            lines.append(f"unknown key '{path}'" + (f" (did you mean '{hint[0]}'?)" if hint else ""))
        elif err["type"] == "missing":
            lines.append(f"missing key '{path}'")
        else:
            msg = err["msg"].removeprefix("Value error, ")
            lines.append(f"'{path}': {msg}" if err["loc"] else msg)
    return f"bad config {origin}: " + "; ".join(lines)


def parse_overrides(args: Sequence[str]) -> dict[str, Any]:
    """``["--training.max_steps", "100", "--model.preset=lambert"]`` → ``{"training.max_steps": 100, ...}``.

    Values are parsed as YAML scalars/flows. A key without a value (``--training.foo`` last or followed by
    another ``--key``) means ``true``.
    """
    out: dict[str, Any] = {}
    i = 0
    args = list(args)
    while i < len(args):
        arg = args[i]
        if not arg.startswith("--") or len(arg) <= 2:
            raise ConfigError("bad_override", f"unexpected argument {arg!r}: overrides look like --section.key VALUE")
        key, eq, value = arg[2:].partition("=")
        if not eq:
            if i + 1 < len(args) and not args[i + 1].startswith("--"):
                value = args[i + 1]
                i += 1
            else:
                value = "true"
        i += 1
        if value.lower() in ("yes", "no", "on", "off", "y", "n"):  # YAML 1.1 would make these booleans
            out[key] = value
            continue
        try:
            out[key] = yaml.safe_load(value) if value != "" else ""
        except yaml.YAMLError:
            out[key] = value
    return out


def apply_overrides(raw: dict[str, Any], overrides: dict[str, Any]) -> dict[str, Any]:
    """Set each dotted key in a (copied) nested dict; intermediate sections are created as needed."""
    import copy

    raw = copy.deepcopy(raw)
    for dotted, value in overrides.items():
        parts = dotted.split(".")
        node = raw
        for p in parts[:-1]:
            child = node.get(p)
            if child is None:
                child = node[p] = {}
            elif not isinstance(child, dict):
                raise ConfigError("bad_override", f"--{dotted}: '{p}' is a value, not a section")
            node = child
        node[parts[-1]] = value
    return raw


def load_config(
    path: str | Path | None = None,
    overrides: dict[str, Any] | Sequence[str] | None = None,
    raw: dict[str, Any] | None = None,
) -> TrainConfig:
    """Read a YAML file (or a dict), apply dotted overrides, validate. Raises ConfigError with key paths."""
    origin = str(path) if path is not None else "(dict)"
    if raw is None:
        if path is None:
            raise ConfigError("config_missing", "no config given: pass --config FILE.yaml")
        p = Path(path)
        if not p.is_file():
            raise ConfigError("config_missing", f"config file not found: {p}")
        try:
            raw = yaml.safe_load(p.read_text(encoding="utf-8")) or {}
        except yaml.YAMLError as e:
            raise ConfigError("bad_config", f"{p} is not valid YAML: {e}") from None
    if not isinstance(raw, dict):
        raise ConfigError("bad_config", f"{origin}: the top level must be a mapping of sections")
    if overrides:
        if not isinstance(overrides, dict):
            overrides = parse_overrides(overrides)
        raw = apply_overrides(raw, overrides)
    try:
        return TrainConfig.model_validate(raw)
    except ValidationError as e:
        raise ConfigError("bad_config", _format_errors(e, origin)) from None


def save_config(cfg: TrainConfig, directory: str | Path) -> Path:
    from docx_cli.batch import atomic_write

    path = Path(directory) / "train_config.yaml"
    atomic_write(path, cfg.to_yaml())
    return path
