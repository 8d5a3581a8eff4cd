"""A model folder is user input: check it before anything is allocated.

``validate_model_dir(path)`` runs before the weights load (``registry.find_model``) and raises a
ConfigError (exit 1, one line, no traceback) for what would otherwise be a traceback or a runaway
allocation:

1. ``config.json`` (and ``labels.json``) must be JSON objects whose values have the types ``DocxConfig``
   expects, within sane ranges (``validate_config_dict``): ``"hidden_size": "big"``, ``"vocab_size": 3.5``,
   a config that is a list, 100,000 layers (12 GB of layers built before any check) are refused here.
2. ``model.safetensors``' header (8 bytes of length, then JSON) is read without the tensors: tensor offsets
   must lie inside the file and the config may not describe more parameters than it stores (a lower bound
   in plain arithmetic); before loading (``exact``), the tensor names and shapes must be those of the model
   the config describes — built on PyTorch's ``meta`` device, which allocates no memory. Weights of another model,
   a truncated file, or a 40 GB file that is not this model's are refused before a byte is loaded; weights
   larger than the memory available are refused too.
3. ``tokenizer.json`` must load (the Rust tokenizer parses it in a few ms): a corrupt one is a ConfigError.
"""

from __future__ import annotations

import json
import math
import os
import struct
from pathlib import Path
from typing import Any

from docx_cli.errors import ConfigError

MAX_HEADER_BYTES = 100 * 1024 * 1024  # safetensors' own limit on the JSON header
_DTYPE_BYTES = {"BOOL": 1, "U8": 1, "I8": 1, "F8_E4M3": 1, "F8_E5M2": 1, "I16": 2, "U16": 2, "F16": 2,
                "BF16": 2, "I32": 4, "U32": 4, "F32": 4, "I64": 8, "U64": 8, "F64": 8}

# (low, high) for each integer option: far beyond any model this CLI can run, far below a runaway.
INT_RANGES: dict[str, tuple[int, int]] = {
    "vocab_size": (1, 1_000_000), "hidden_size": (1, 16_384), "num_hidden_layers": (1, 256),
    "num_attention_heads": (1, 1024), "intermediate_size": (1, 65_536), "type_vocab_size": (1, 1024),
    "pad_token_id": (0, 1_000_000), "max_length": (1, 1_048_576), "linformer_k": (1, 65_536),
    "local_window": (2, 1_048_576),
    "max_2d_position_embeddings": (1, 100_000), "sinusoidal_dim": (1, 4096),
    "lambert_num_buckets": (1, 100_000), "lambert_max_distance": (1, 1_048_576),
    "lambert_2d_buckets": (1, 100_000), "max_xpath_depth": (1, 1024), "xpath_unit_size": (1, 4096),
    "max_xpath_subscript": (1, 100_000), "adapter_inner_size": (1, 65_536),
}
# (low, high) for each float option (ints accepted); None: no bound on that side.
FLOAT_RANGES: dict[str, tuple[float | None, float | None]] = {
    "hidden_dropout_prob": (0.0, 1.0), "attention_probs_dropout_prob": (0.0, 1.0),
    "classifier_dropout": (0.0, 1.0), "layer_norm_eps": (0.0, 1.0), "initializer_range": (0.0, None),
    "cosformer_eps": (0.0, 1.0), "sinusoidal_max_scale": (0.0, None), "layout_init_std": (0.0, None),
    "relative_bias_range": (0.0, None),
}
NULLABLE = {"adapter_inner_size", "classifier_dropout", "cosformer_reweight"}
STRINGS = ("preset", "hidden_act", "chunking", "attention", "attn_implementation", "layout_embedding",
           "relative_bias", "model_type")
BOOLS = ("format_adapters", "cosformer_reweight", "positions_per_page")
MAX_LABELS = 100_000


def _bad(where: str, what: str, code: str = "bad_config") -> ConfigError:
    return ConfigError(code, f"{where}: {what}")


def _show(v: Any) -> str:
    text = json.dumps(v) if isinstance(v, (str, int, float, bool, type(None))) else type(v).__name__
    return text if len(text) <= 40 else text[:37] + "..."


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _check_str_list(d: dict, key: str, where: str) -> None:
    if key not in d:
        return
    v = d[key]
    if not isinstance(v, list) or len(v) > MAX_LABELS or not all(isinstance(x, str) for x in v):
        raise _bad(where, f"{key} must be a list of at most {MAX_LABELS:,} strings")


def _check_str_map(d: dict, key: str, where: str) -> None:
    if key not in d:
        return
    v = d[key]
    if not isinstance(v, dict) or len(v) > MAX_LABELS or not all(
            isinstance(k, str) and isinstance(x, str) for k, x in v.items()):
        raise _bad(where, f"{key} must be an object of strings")


def _check_ints(d: dict, where: str) -> None:
    for key, (low, high) in INT_RANGES.items():
        if key not in d or (d[key] is None and key in NULLABLE):
            continue
        v = d[key]
        if not _is_int(v):
            raise _bad(where, f"{key} must be an integer, not {_show(v)}")
        if not low <= v <= high:
            raise _bad(where, f"{key}={v} is outside {low:,}..{high:,}")


def _check_floats(d: dict, where: str) -> None:
    for key, (lo, hi) in FLOAT_RANGES.items():
        if key not in d or (d[key] is None and key in NULLABLE):
            continue
        v = d[key]
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
            raise _bad(where, f"{key} must be a finite number, not {_show(v)}")
        if (lo is not None and v < lo) or (hi is not None and v > hi):
            raise _bad(where, f"{key}={v} is outside {lo}..{hi if hi is not None else 'inf'}")


def validate_config_dict(d: Any, where: str = "config.json") -> dict[str, Any]:
    """``d`` if it is a config object of the right types and ranges, else ConfigError("bad_config")."""
    if not isinstance(d, dict):
        raise _bad(where, f"must be a JSON object, not a {type(d).__name__}")
    _check_ints(d, where)
    _check_floats(d, where)
    for key in STRINGS:
        if key in d and not isinstance(d[key], str):
            raise _bad(where, f"{key} must be a string, not {_show(d[key])}")
    for key in BOOLS:
        if key in d and not (isinstance(d[key], bool) or (d[key] is None and key in NULLABLE)):
            raise _bad(where, f"{key} must be true or false, not {_show(d[key])}")
    for key in ("labels", "formats", "architectures"):
        _check_str_list(d, key, where)
    _check_str_map(d, "field_kinds", where)
    hidden, heads = d.get("hidden_size", 768), d.get("num_attention_heads", 12)
    if hidden % heads:
        raise _bad(where, f"hidden_size {hidden} is not a multiple of num_attention_heads {heads}")
    return d


def validate_labels_dict(d: Any, where: str = "labels.json") -> dict[str, Any]:
    if not isinstance(d, dict):
        raise _bad(where, f"must be a JSON object, not a {type(d).__name__}")
    _check_str_list(d, "tags", where)
    _check_str_map(d, "fields", where)
    _check_str_map(d, "types", where)
    floors = d.get("min_confidence")
    if floors is not None and not (isinstance(floors, dict) and all(
            isinstance(k, str) and not isinstance(v, bool) and isinstance(v, (int, float)) and 0 <= v <= 1
            for k, v in floors.items())):
        raise _bad(where, f"min_confidence must map field names to numbers in 0..1, not {_show(floors)}")
    counts = d.get("max_values")
    if counts is not None and not (isinstance(counts, dict) and all(
            isinstance(k, str) and not isinstance(v, bool) and isinstance(v, int) and v >= 1
            for k, v in counts.items())):
        raise _bad(where, f"max_values must map field names to whole numbers ≥ 1, not {_show(counts)}")
    kinds = d.get("fields")
    if isinstance(kinds, dict):  # a filter on a field the model lacks, or a count on a one-value field, is a typo
        for key, filters in (("min_confidence", floors), ("max_values", counts)):
            unknown = sorted(set(filters or {}) - set(kinds))
            if unknown:
                raise _bad(where, f"{key} names fields the model does not have: {', '.join(unknown)}")
        single = sorted(f for f in counts or {} if kinds[f] != "multi")
        if single:
            raise _bad(where, f"max_values applies to list fields (kind multi), not to {', '.join(single)}")
    return d


def _read_json(path: Path) -> Any:
    try:
        size = path.stat().st_size
        if size > 64 * 1024 * 1024:
            raise _bad(str(path), f"{size:,} bytes is not a config file")
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError) as e:
        raise _bad(str(path), f"cannot read it ({str(e)[:200]})") from None


def read_safetensors_header(path: Path) -> dict[str, tuple[str, tuple[int, ...]]]:
    """{tensor name: (dtype, shape)} from the header, after checking every tensor lies inside the file."""
    where = str(path)
    try:
        size = path.stat().st_size
        with open(path, "rb") as f:
            head = f.read(8)
            if len(head) < 8:
                raise _bad(where, "too short to be a safetensors file", "bad_weights")
            (n,) = struct.unpack("<Q", head)
            if not 2 <= n <= min(MAX_HEADER_BYTES, size - 8):
                raise _bad(where, f"not a safetensors file (header length {n:,} in a file of {size:,} bytes)",
                           "bad_weights")
            header = json.loads(f.read(n).decode("utf-8"))
    except (OSError, ValueError, UnicodeDecodeError, RecursionError) as e:
        raise _bad(where, f"cannot read the safetensors header ({str(e)[:200]})", "bad_weights") from None
    if not isinstance(header, dict):
        raise _bad(where, "the safetensors header is not an object", "bad_weights")
    data_bytes = size - 8 - n
    out: dict[str, tuple[str, tuple[int, ...]]] = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        try:
            dtype, shape, (begin, end) = info["dtype"], info["shape"], info["data_offsets"]
            ok = (dtype in _DTYPE_BYTES and isinstance(shape, list) and all(_is_int(s) and s >= 0 for s in shape)
                  and _is_int(begin) and _is_int(end) and 0 <= begin <= end <= data_bytes
                  and end - begin == math.prod(shape) * _DTYPE_BYTES[dtype])
        except (KeyError, TypeError, ValueError):
            ok = False
        if not ok:
            raise _bad(where, f"tensor {name[:60]!r} has a bad entry in the header (dtype, shape or offsets "
                       "outside the file): truncated or corrupt", "bad_weights")
        out[name] = (dtype, tuple(shape))
    last = max((e for e in (header[k]["data_offsets"][1] for k in out)), default=0)
    if last != data_bytes:  # safetensors itself refuses a buffer its tensors do not cover exactly
        raise _bad(where, f"{data_bytes - last:,} bytes after the last tensor: not a safetensors file "
                   "(or one with data appended)", "bad_weights")
    return out


def _available_memory() -> int | None:
    try:
        with open("/proc/meminfo", encoding="ascii") as f:
            for line in f:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return None


def _expected_state(directory: Path) -> dict[str, tuple[int, ...]] | None:
    """Parameter names and shapes of the model the folder's config describes, built on the meta device
    (no memory); None when the model cannot be built there (then load_state_dict_checked still checks)."""
    from docx_cli.modeling.model import (
        MODEL_CLASSES,
        DocxForTokenClassification,
        _saved_architecture,
        empty_model,
        load_config,
    )

    config = load_config(directory)  # DocxConfig's own checks (choices, combinations)
    cls = MODEL_CLASSES.get(_saved_architecture(directory) or "", DocxForTokenClassification)
    try:
        model = empty_model(cls, config)  # meta device, initialisers off (a meta normal_ imports torch._dynamo)
    except ConfigError:
        raise
    except Exception:  # noqa: BLE001 - an op without a meta kernel: fall back to the checks at load time
        return None
    tied = getattr(model, "tied_keys", frozenset())
    return {k: tuple(v.shape) for k, v in model.state_dict().items() if k not in tied}


def estimate_parameters(cfg: dict[str, Any]) -> int:
    """A lower bound on the parameters the config describes (word and position tables, attention and
    feed-forward weights), in plain arithmetic: no torch, no allocation."""
    h = cfg.get("hidden_size", 768)
    inner = cfg.get("intermediate_size", 3072)
    per_layer = 4 * h * h + 2 * h * inner
    return cfg.get("vocab_size", 30522) * h + cfg.get("max_length", 512) * h + cfg.get("num_hidden_layers", 12) * per_layer


def validate_model_dir(directory: str | os.PathLike, exact: bool = False) -> None:
    """The checks of the module docstring; ConfigError on the first failure. Without ``exact`` the weights
    are checked against a lower bound on the config's parameter count (no torch import: ``find_model``
    stays fast); with it, name by name and shape by shape against the model built on the meta device."""
    directory = Path(directory)
    cfg = validate_config_dict(_read_json(directory / "config.json"), str(directory / "config.json"))
    if (directory / "labels.json").is_file():
        validate_labels_dict(_read_json(directory / "labels.json"), str(directory / "labels.json"))
    weights = directory / "model.safetensors"
    if weights.is_file():
        header = read_safetensors_header(weights)
        size = weights.stat().st_size
        available = _available_memory()
        if available is not None and size > available:
            raise _bad(str(weights), f"{size / 1e9:.1f} GB of weights, more than the {available / 1e9:.1f} GB of "
                       "memory available", "bad_weights")
        stored = {k: s for k, (_, s) in header.items()}
        n_stored = sum(math.prod(s) for s in stored.values())
        at_least = estimate_parameters(cfg)
        if at_least > n_stored:  # building the model would allocate more than the weights could fill
            raise _bad(str(weights), f"config.json describes at least {at_least:,} parameters, the weights hold "
                       f"{n_stored:,}: they do not belong together", "bad_weights")
        expected = _expected_state(directory) if exact else None
        if expected is not None:
            missing = sorted(set(expected) - set(stored))
            unexpected = sorted(set(stored) - set(expected))
            wrong = sorted(k for k in set(expected) & set(stored) if expected[k] != stored[k])
            if missing or unexpected or wrong:
                n_expected = sum(math.prod(s) for s in expected.values())
                raise _bad(str(weights), f"does not fit config.json ({n_expected:,} parameters described, "
                           f"{n_stored:,} stored; missing {missing[:3]}, unexpected {unexpected[:3]}, wrong "
                           f"shape {wrong[:3]})", "bad_weights")
    validate_tokenizer(directory)


def validate_tokenizer(directory: Path) -> None:
    path = directory / "tokenizer.json"
    if not path.is_file():
        return
    try:
        from tokenizers import Tokenizer

        Tokenizer.from_file(str(path))
    except ImportError:
        return
    except Exception as e:  # noqa: BLE001 - the Rust parser raises a bare Exception on any bad file
        raise _bad(str(path), f"corrupt tokenizer ({str(e)[:200]})", "bad_tokenizer") from None
