"""Finding and loading local models: ``--model NAME|DIR``.

A model is a directory written by ``DocxForTokenClassification.save_pretrained`` (config.json, labels.json,
model.safetensors, tokenizer files, optionally MODEL_CARD.md). ``--model`` takes a directory path, or a
NAME looked up, first match wins, in:

1. each folder of ``$DOCX_MODELS`` (``:``-separated),
2. ``~/.local/share/docx_cli/models`` (``$XDG_DATA_HOME/docx_cli/models`` when that is set),
3. ``models/`` of this repository (where ``make model`` writes ``models/default``),
4. ``models/`` of the current directory.

Nothing is ever downloaded. The default NAME is ``default``.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from docx_cli.errors import ConfigError

DEFAULT_MODEL = "default"
ENV_VAR = "DOCX_MODELS"
REPO_MODELS = Path(__file__).resolve().parents[1] / "models"
PRECISIONS = ("auto", "fp32", "bf16", "fp16")

HOW_TO_GET_ONE = (
    "Build the default model with `make model` (writes models/default; see its MODEL_CARD.md), or train "
    "your own with `docx train --config CONFIG.yaml` and pass its output folder with --model DIR."
)


def user_models_dir() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "docx_cli" / "models"


def search_roots() -> list[tuple[str, Path]]:
    """(location, folder) pairs searched for NAMEs, in order."""
    roots: list[tuple[str, Path]] = []
    for part in (os.environ.get(ENV_VAR) or "").split(os.pathsep):
        if part.strip():
            roots.append((f"${ENV_VAR}", Path(part).expanduser()))
    roots.append(("user", user_models_dir()))
    roots.append(("repo", REPO_MODELS))
    cwd = Path.cwd() / "models"
    if cwd.resolve() != REPO_MODELS.resolve():
        roots.append(("cwd", cwd))
    return roots


@dataclass(frozen=True)
class ModelInfo:
    """What ``docx models`` lists about a model directory (read from its JSON files, no weights loaded)."""

    name: str
    path: Path
    location: str  # where it was found: $DOCX_MODELS | user | repo | cwd | path
    origin: str = "unknown"  # what it was trained from (train_config.yaml), e.g. "minilm + synthetic"
    preset: str | None = None
    tags: tuple[str, ...] = ()
    fields: dict[str, str] = field(default_factory=dict)
    types: dict[str, str] | None = None  # optional labels.json "types": field → date | amount | text
    # optional labels.json "min_confidence": field → the least confidence of a value (docx_cli/decode/floors.py)
    min_confidence: dict[str, float] | None = None
    # optional labels.json "max_values": multi field → the most values given (docx_cli/decode/params.py)
    max_values: dict[str, int] | None = None
    size_bytes: int = 0
    architecture: str | None = None
    max_length: int | None = None
    chunking: str | None = None
    description: str | None = None  # first sentence of MODEL_CARD.md, if any

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name, "path": str(self.path), "location": self.location, "origin": self.origin,
            "preset": self.preset,
            "fields": self.fields, "labels": len(self.tags), "size_bytes": self.size_bytes,
            "max_length": self.max_length, "chunking": self.chunking, "description": self.description,
            "min_confidence": self.min_confidence or {}, "max_values": self.max_values or {},
        }


def is_model_dir(path: Path) -> bool:
    return (path / "config.json").is_file() and (path / "model.safetensors").is_file()


def describe(path: Path, name: str | None = None, location: str = "path") -> ModelInfo:
    """Read a model directory's metadata; a ConfigError says what is wrong with it."""
    def read(p: Path) -> dict[str, Any]:
        try:
            return json.loads(p.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as e:
            raise ConfigError("bad_model", f"cannot read {p}: {e}") from None

    if not is_model_dir(path):
        raise ConfigError("bad_model", f"{path} is not a model directory (it needs config.json and "
                          f"model.safetensors). {HOW_TO_GET_ONE}")
    from docx_cli.modeling.validate import validate_config_dict, validate_labels_dict

    cfg = validate_config_dict(read(path / "config.json"), str(path / "config.json"))  # a list, "big" layers …
    labels = validate_labels_dict(read(path / "labels.json"), str(path / "labels.json"))
    card = path / "MODEL_CARD.md"
    description = None
    if card.is_file():
        for line in card.read_text(encoding="utf-8", errors="replace").splitlines():
            line = line.strip()
            if line and not line.startswith(("#", "|", "-", "```")):
                description = line.split(". ")[0].rstrip(".")[:120]
                break
    return ModelInfo(
        name=name or path.name,
        path=path,
        location=location,
        origin=_origin(path),
        preset=cfg.get("preset"),
        tags=tuple(labels.get("tags") or cfg.get("labels") or ()),
        fields=dict(labels.get("fields") or cfg.get("field_kinds") or {}),
        types=dict(labels["types"]) if isinstance(labels.get("types"), dict) else None,
        min_confidence=dict(labels["min_confidence"]) if isinstance(labels.get("min_confidence"), dict) else None,
        max_values=dict(labels["max_values"]) if isinstance(labels.get("max_values"), dict) else None,
        size_bytes=sum(f.stat().st_size for f in path.iterdir() if f.is_file()),
        architecture=(cfg.get("architectures") or [None])[0],
        max_length=cfg.get("max_length"),
        chunking=cfg.get("chunking"),
        description=description,
    )


def _origin(path: Path) -> str:
    """``init checkpoint + data kind`` from the train_config.yaml `docx train` saves beside a model."""
    cfg_path = path / "train_config.yaml"
    stages = sorted(path.glob("train_config.*.yaml"))  # `make model` keeps one per stage: pretrain, finetune...
    if not cfg_path.is_file() and not stages:
        return "unknown"
    if not cfg_path.is_file():  # the first stage names the checkpoint the chain started from
        first = [p for p in stages if p.name == "train_config.pretrain.yaml"] or stages
        cfg_path = first[0]
    try:
        import yaml

        cfg = yaml.safe_load(cfg_path.read_text(encoding="utf-8")) or {}
        init = (cfg.get("model") or {}).get("init_checkpoint") or "random init"
        data = (cfg.get("data") or {}).get("kind") or "?"
    except (OSError, ValueError, AttributeError, ImportError):
        return "unknown"
    if "/" in str(init):
        init = Path(str(init)).name
    return f"{init} + {data}" + (f" ({len(stages)} stages)" if len(stages) > 1 else "")


def find_model(spec: str | os.PathLike | None = None) -> ModelInfo:
    """Resolve ``--model``: a directory, or a NAME in the search folders (see the module docstring)."""
    spec = str(spec or DEFAULT_MODEL)
    path = Path(spec).expanduser()
    looks_like_path = os.sep in spec or spec.startswith(".") or (os.altsep and os.altsep in spec)
    if looks_like_path or is_model_dir(path):
        if not path.exists():
            raise ConfigError("model_not_found", f"model directory not found: {path}. {HOW_TO_GET_ONE}")
        if not is_model_dir(path) and is_model_dir(path / "best"):  # a `docx train` output folder
            path = path / "best"
        return _checked(describe(path, location="path"))
    roots = search_roots()
    for location, root in roots:
        if is_model_dir(root / spec):
            return _checked(describe(root / spec, name=spec, location=location))
    looked = ", ".join(str(r / spec) for _, r in roots)
    names = [m.name for m in list_models()]
    if not names:
        raise ConfigError("model_not_found", f"no model {spec!r} (looked in {looked}). {HOW_TO_GET_ONE}")
    import difflib

    close = difflib.get_close_matches(spec, names, n=1, cutoff=0.5)
    hint = f"did you mean {close[0]!r}? " if close else ""
    raise ConfigError("model_not_found", f"no model {spec!r}; {hint}the models there are: {', '.join(names)} "
                      "(`docx models` lists them), or give a model directory")


def _checked(info: ModelInfo) -> ModelInfo:
    """A model folder is user input: config types and ranges, the weights' header against the config, the
    tokenizer, all checked before anything is allocated (docx_cli/modeling/validate.py)."""
    from docx_cli.modeling.validate import validate_model_dir

    validate_model_dir(info.path)
    return info


def list_models() -> list[ModelInfo]:
    """Every model in the search folders (a NAME shadowed by an earlier folder is listed once)."""
    seen: set[str] = set()
    found = []
    for location, root in search_roots():
        if not root.is_dir():
            continue
        for d in sorted(root.iterdir()):
            if d.name in seen or not is_model_dir(d):
                continue
            seen.add(d.name)
            try:
                found.append(describe(d, location=location))
            except ConfigError:
                continue  # unreadable metadata: `docx models` lists what it can
    return found


# -- loading ---------------------------------------------------------------------------------------------


def resolve_device(spec: str = "auto"):
    """``auto`` (CUDA when available), ``cpu``, ``cuda``, ``cuda:N`` or ``mps`` → torch.device, or a ConfigError."""
    import torch

    spec = (spec or "auto").strip().lower()
    if spec == "auto":
        return torch.device("cuda" if torch.cuda.is_available() else "cpu")
    if spec == "cpu":
        return torch.device("cpu")
    if spec == "mps":
        if not torch.backends.mps.is_available():
            raise ConfigError("mps_unavailable", "--device mps asked for Apple's GPU, which is not available "
                              "here. Use --device cpu (or auto).")
        return torch.device("mps")
    if spec == "cuda" or spec.startswith("cuda:"):
        index = spec.partition(":")[2]
        if index and not index.isdigit():
            raise ConfigError("bad_device", f"--device {spec!r}: use cuda or cuda:N with N a GPU number")
        if not torch.cuda.is_available():
            why = ("this PyTorch is a CPU-only build" if torch.version.cuda is None
                   else "no NVIDIA GPU is visible (driver missing, or CUDA_VISIBLE_DEVICES hides it)")
            raise ConfigError("cuda_unavailable", f"--device {spec} asked for CUDA, but {why}. "
                              "Use --device cpu (or auto, which falls back to the CPU).")
        if index and int(index) >= torch.cuda.device_count():
            raise ConfigError("cuda_unavailable", f"--device {spec}: only {torch.cuda.device_count()} GPU(s) "
                              f"visible (cuda:0..cuda:{torch.cuda.device_count() - 1})")
        return torch.device(spec)
    raise ConfigError("bad_device", f"--device {spec!r}: use auto, cpu, cuda, cuda:N or mps")


def cpu_has_native_bf16() -> bool:
    """Whether this CPU multiplies bfloat16 in hardware (AVX512-BF16 or AMX): there bf16 GEMMs run ~2.4× as
    fast as float32 ones; elsewhere oneDNN emulates them and they are slower than float32."""
    try:
        with open("/proc/cpuinfo", encoding="ascii", errors="replace") as f:
            for line in f:
                if line.startswith("flags"):
                    flags = set(line.split(":", 1)[1].split())
                    return bool(flags & {"avx512_bf16", "amx_bf16"})
    except OSError:
        pass
    return False


def resolve_precision(precision: str, device) -> Any:
    """``fp32`` → None (float32); ``bf16`` / ``fp16`` → that dtype, checked against the device; ``auto`` → bf16
    on a GPU that has it, float32 otherwise.

    Why ``auto`` is float32 on every CPU, bf16 hardware or not: `docx extract` runs a CPU's model in float32 (ONNX,
    :func:`docx_cli.runtime.resolve_runtime`), and `docx evaluate` must score what it gives. bf16 also makes a
    word's probabilities depend on the batch it is padded in (the kernels block the padded length differently),
    so a borderline value can differ between a file read alone and in a batch; float32 gives the same values
    either way. Where the CPU multiplies bf16 in hardware (:func:`cpu_has_native_bf16`), ``--precision bf16``
    runs the model stage 2–3× as fast, for batches where that matters more."""
    import torch

    if precision not in PRECISIONS:
        raise ConfigError("bad_precision", f"--precision {precision!r}: use {', '.join(PRECISIONS)}")
    if precision == "auto":
        return torch.bfloat16 if device.type == "cuda" and torch.cuda.is_bf16_supported() else None
    if precision == "fp32":
        return None
    if precision == "fp16":
        if device.type == "cpu":
            raise ConfigError("bad_precision", "--precision fp16 needs a GPU (--device cuda); on the CPU use "
                              "bf16 or fp32")
        return torch.float16
    if device.type == "cuda" and not torch.cuda.is_bf16_supported():
        raise ConfigError("bad_precision", "this GPU has no bf16 support; use --precision fp16 or fp32")
    return torch.bfloat16


def prepare_for_inference(model: Any, device: Any, dtype: Any) -> Any:
    """``model`` on ``device`` in eval mode. bf16 on a CPU also casts the weights: CPU autocast re-casts every
    weight at every forward (1.28× float32's speed on the default model), bf16 weights do not (1.7×).
    On a GPU autocast is cheap and keeps LayerNorm and softmax in float32."""
    import torch

    model.to(device).eval()
    if dtype is torch.bfloat16 and device.type == "cpu":
        model.to(torch.bfloat16)
    return model


def autocast_precision(dtype: Any, device: Any) -> str:
    """What the forward pass autocasts to (``predict_word_probs``'s ``precision``): nothing in float32 or on a
    CPU (its bf16 weights are cast already, :func:`prepare_for_inference`), else ``bf16`` / ``fp16``."""
    import torch

    if dtype is None or device.type == "cpu":
        return "no"
    return "fp16" if dtype is torch.float16 else "bf16"


@dataclass
class LoadedModel:
    """A model ready to run: weights on their device, its tokenizer, and how to run it."""

    info: ModelInfo
    model: Any  # DocxForTokenClassification, in eval mode, on ``device``
    tokenizer: Any
    device: Any  # torch.device
    autocast_dtype: Any = None  # torch.bfloat16 / torch.float16, or None for fp32

    @property
    def name(self) -> str:
        return self.info.name

    @property
    def config(self):
        return self.model.config


def load_model(spec: str | os.PathLike | None = None, device: str = "auto", precision: str = "auto") -> LoadedModel:
    """Find, check and load a token-classification model (never unpickles; nothing is downloaded)."""
    dev = resolve_device(device)  # device errors first: they do not depend on the model
    dtype = resolve_precision(precision, dev)
    info = find_model(spec)
    if info.architecture not in (None, "DocxForTokenClassification"):
        raise ConfigError("not_a_tagger", f"{info.path} holds a {info.architecture} (e.g. a pre-training "
                          "checkpoint); extraction needs a fine-tuned DocxForTokenClassification. "
                          + HOW_TO_GET_ONE)
    import torch

    from docx_cli.modeling.model import DocxForTokenClassification
    from docx_cli.modeling.tokenizer import load_inference_tokenizer
    from docx_cli.modeling.validate import validate_model_dir

    validate_model_dir(info.path, exact=True)  # weights' names and shapes against the config, before allocating
    tokenizer = load_inference_tokenizer(info.path)  # the Rust tokenizer itself: no transformers import
    # fp16 on disk straight into the dtype the weights run in (bf16 on a CPU when asked for, else fp32)
    weights_dtype = torch.bfloat16 if dtype is torch.bfloat16 and dev.type == "cpu" else torch.float32
    model = prepare_for_inference(DocxForTokenClassification.from_pretrained(info.path, dtype=weights_dtype),
                                  dev, dtype)
    return LoadedModel(info=info, model=model, tokenizer=tokenizer, device=dev, autocast_dtype=dtype)
