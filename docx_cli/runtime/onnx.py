"""ONNX export of a token-classification model, an export cache, and an onnxruntime tagger.

    export_onnx(MODEL_DIR, OUT)        OUT/document.onnx (+ plain.onnx, web.onnx: one graph per input format
                                       the model takes), meta.json, and the model's config/labels/tokenizer
    ensure_exported(MODEL_DIR)         the same in ~/.cache/docx_cli/onnx/<fingerprint>/, built once
    load_onnx_model(NAME|DIR)          a LoadedModel whose ``model`` is an :class:`OnnxTagger`

Each graph is the encoder + head in float32 (the fp16 safetensors weights are widened on export), with dynamic
batch and sequence axes; inputs are int64 ``input_ids``, ``attention_mask`` and ``bbox`` (document), or
``xpath_tags`` / ``xpath_subs`` (web); the output is ``logits`` (B, N, num_labels).

The cache is keyed by a fingerprint of the model directory (config.json, labels.json, the safetensors header
and size, and 64 KiB samples spread through the weights: cheap to compute at every start, and any retrained
weights change it). A build writes into a private temporary folder beside the cache entry and renames it into
place, so a reader never sees half an export and two processes building at once both end with one complete
entry (the loser's folder is discarded).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
from collections.abc import Sequence
from contextlib import contextmanager
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from docx_cli.errors import ConfigError

# Bump when the graph's inputs, outputs or nodes change: old cache entries are then ignored (rebuilt once).
# 2: the softmax NaN guards of torch's SDPA export are dropped (drop_nan_guards).
EXPORT_VERSION = 2
OPSET = 17
FORMAT_INPUTS = {
    "document": ("input_ids", "attention_mask", "bbox"),
    "plain": ("input_ids", "attention_mask"),
    "web": ("input_ids", "attention_mask", "xpath_tags", "xpath_subs"),
}


def graph_inputs(cfg: Any, fmt: str) -> tuple[str, ...]:
    """The input names of one format's graph: FORMAT_INPUTS, and ``position_ids`` for a model whose 1D positions
    restart at each page (``positions_per_page``)."""
    return FORMAT_INPUTS[fmt] + (("position_ids",) if getattr(cfg, "positions_per_page", False) else ())


META_NAME = "meta.json"
# Copied beside the graphs so that an export folder is self-contained (config, tags, tokenizer).
SIDE_FILES = ("config.json", "labels.json", "tokenizer.json", "tokenizer_config.json", "vocab.txt",
              "special_tokens_map.json")
_SAMPLES, _SAMPLE_BYTES = 64, 1 << 16


def cache_root() -> Path:
    """``$DOCX_CACHE/onnx``, else ``$XDG_CACHE_HOME/docx_cli/onnx``, else ``~/.cache/docx_cli/onnx``."""
    if os.environ.get("DOCX_CACHE"):
        return Path(os.environ["DOCX_CACHE"]) / "onnx"
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "docx_cli" / "onnx"


def fingerprint(model_dir: str | Path) -> str:
    """A hex digest that changes whenever the model's config, tags or weights do (see the module docstring)."""
    model_dir = Path(model_dir)
    h = hashlib.blake2b(digest_size=12)
    h.update(f"docx-onnx-{EXPORT_VERSION}-{OPSET}".encode())
    for name in ("config.json", "labels.json"):
        p = model_dir / name
        h.update(p.read_bytes() if p.is_file() else b"-")
    weights = model_dir / "model.safetensors"
    size = weights.stat().st_size
    h.update(str(size).encode())
    with open(weights, "rb") as f:
        head = f.read(8)
        header_len = int.from_bytes(head, "little") if len(head) == 8 else 0
        h.update(f.read(min(header_len, 1 << 24)))  # tensor names, dtypes, shapes, offsets
        for i in range(_SAMPLES):
            f.seek(size * i // _SAMPLES)
            h.update(f.read(_SAMPLE_BYTES))
    return h.hexdigest()


# -- export (torch) ------------------------------------------------------------------------------------------


def _wrapper(model: Any, fmt: str):
    """The model as a function of positional tensors (what torch.onnx traces), for one input format."""
    from torch import nn

    class Graph(nn.Module):
        def __init__(self):
            super().__init__()
            self.inner = model

        def forward(self, input_ids, attention_mask, *extra):
            kwargs = dict(zip(graph_inputs(model.config, fmt)[2:], extra))
            return self.inner(input_ids, attention_mask, format=fmt, **kwargs).logits

    return Graph().eval()


def _example(cfg: Any, fmt: str):
    """A small batch with padding in one row, so the traced graph handles masks (shapes are dynamic)."""
    import torch

    g = torch.Generator().manual_seed(0)
    b, n = 2, 16
    ids = torch.randint(5, min(cfg.vocab_size, 1000), (b, n), generator=g)
    mask = torch.ones((b, n), dtype=torch.long)
    mask[1, n // 2:] = 0
    args = [ids, mask]
    if fmt == "document":
        x0, y0 = torch.randint(0, 900, (b, n), generator=g), torch.randint(0, 900, (b, n), generator=g)
        args.append(torch.stack([x0, y0, x0 + 40, y0 + 12], dim=-1))
    elif fmt == "web":
        depth = cfg.max_xpath_depth
        args.append(torch.randint(0, 10, (b, n, depth), generator=g))
        args.append(torch.randint(0, 10, (b, n, depth), generator=g))
    if getattr(cfg, "positions_per_page", False):  # two pages in one row: positions restart
        pos = torch.arange(n).repeat(b, 1)
        pos[0, n // 2:] = torch.arange(1, n - n // 2 + 1)
        args.append(pos)
    return tuple(args)


class NoOnnxForm(ConfigError):
    """A model whose graph cannot be exported faithfully: `docx extract` (runtime auto) runs it with torch."""

    @classmethod
    def local(cls, path) -> NoOnnxForm:
        # local attention cuts its blocks by the sequence's length in Python: a traced graph keeps the example's
        return cls("no_onnx_form", f"{path}: local attention has no ONNX export (its block layout depends on the "
                   "input's length); run it with --runtime torch")


def export_onnx(model_dir: str | Path, out_dir: str | Path, formats: list[str] | None = None) -> Path:
    """Write one ONNX graph per input format of the model into ``out_dir`` (created; files replaced
    atomically), with meta.json and the model's side files. Returns ``out_dir``."""
    import warnings

    import torch

    from docx_cli.modeling.model import DocxForTokenClassification

    model_dir, out_dir = Path(model_dir), Path(out_dir)
    model = DocxForTokenClassification.from_pretrained(model_dir).float().eval()
    cfg = model.config
    if cfg.attention == "local":
        raise NoOnnxForm.local(model_dir)
    formats = [f for f in (formats or cfg.formats) if f in cfg.formats]
    out_dir.mkdir(parents=True, exist_ok=True)
    files = {}
    for fmt in formats:
        names = graph_inputs(cfg, fmt)
        dynamic = {name: {0: "batch", 1: "sequence"} for name in (*names, "logits")}
        target = out_dir / f"{fmt}.onnx"
        tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
        # Traced with autograd on: under no_grad the FFN takes a fused oneDNN op (encoder.Intermediate) that has
        # no ONNX form; with it on, the plain Linear + GELU are recorded (the same numbers).
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # tracer notes on the max_length check (a constant, checked here)
            torch.onnx.export(_wrapper(model, fmt), _example(cfg, fmt), str(tmp), input_names=list(names),
                              output_names=["logits"], dynamic_axes=dynamic, opset_version=OPSET, dynamo=False)
        _rewrite(tmp, drop_nan_guards)
        os.replace(tmp, target)
        files[fmt] = target.name
    for name in SIDE_FILES:
        if (model_dir / name).is_file() and model_dir.resolve() != out_dir.resolve():
            shutil.copyfile(model_dir / name, out_dir / name)
    meta = {"export_version": EXPORT_VERSION, "opset": OPSET, "fingerprint": fingerprint(model_dir),
            "source": str(model_dir.resolve()), "torch": torch.__version__, "dtype": "float32",
            "max_length": cfg.max_length, "labels": len(cfg.labels), "graphs": files}
    _write_atomic(out_dir / META_NAME, json.dumps(meta, indent=2) + "\n")
    return out_dir


def drop_nan_guards(graph: Any) -> int:
    """Remove ``Where(IsNaN(p), 0, p)`` after each attention softmax (torch's SDPA export adds it for boolean
    masks, for rows whose every key is masked); returns how many were removed.

    Why it is exact: such a row cannot occur here. The encoder lets a sequence of only padding see itself
    (modeling/encoder.py build_context) and the mask masks keys only, so every softmax row has a finite entry
    and the guard returns ``p`` unchanged. It is not free: an IsNaN and a Where over every (B, H, N, N)
    attention matrix were about a quarter of the model's time on a CPU (onnxruntime's profile of the default
    model, a batch of 8 x 512 tokens)."""
    producers = {out: node for node in graph.node for out in node.output}
    rename: dict[str, str] = {}
    dropped = []
    for node in graph.node:
        if node.op_type != "Where" or len(node.input) != 3:
            continue
        cond, zero, value = node.input
        test = producers.get(cond)
        if test is None or test.op_type != "IsNaN" or test.input[0] != value or not _is_zero(producers.get(zero)):
            continue
        rename[node.output[0]] = value
        dropped += [node, test]
    if not rename:
        return 0
    used = {name for node in graph.node if node not in dropped for name in node.input}
    if any(n.output[0] in used for n in dropped if n.op_type == "IsNaN"):
        return 0  # an IsNaN read elsewhere too: leave the graph as it is
    for node in dropped:
        graph.node.remove(node)
    for node in graph.node:
        for i, name in enumerate(node.input):
            if name in rename:
                node.input[i] = rename[name]
    for out in graph.output:
        if out.name in rename:  # never the case for logits; kept correct anyway
            return 0
    return len(rename)


def _is_zero(node: Any) -> bool:
    """A Constant node holding a single 0 (the guard's replacement value)."""
    if node is None or node.op_type != "Constant":
        return False
    from onnx import numpy_helper

    for attr in node.attribute:
        if attr.name == "value":
            arr = numpy_helper.to_array(attr.t)
            return arr.size == 1 and float(arr.reshape(-1)[0]) == 0.0
    return False


def _rewrite(path: Path, *passes: Any) -> None:
    """Apply graph passes to the ONNX file at ``path`` in place (the weights stay inside it)."""
    import onnx

    model = onnx.load(str(path))
    changed = sum(p(model.graph) for p in passes)
    if changed:
        onnx.save(model, str(path))


def export_torchscript(model_dir: str | Path, out_dir: str | Path) -> Path:
    """``document.pt``: torch.jit.trace of the document graph (same inputs and output as the ONNX one)."""
    import warnings

    import torch

    from docx_cli.modeling.model import DocxForTokenClassification

    model = DocxForTokenClassification.from_pretrained(model_dir).float().eval()
    if "document" not in model.config.formats:
        raise ConfigError("bad_option", "--format torchscript exports the document graph; this model takes "
                          f"{', '.join(model.config.formats)}")
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    with warnings.catch_warnings():  # autograd on, for the same reason as in export_onnx
        warnings.simplefilter("ignore")
        traced = torch.jit.trace(_wrapper(model, "document"), _example(model.config, "document"), check_trace=False)
    target = out_dir / "document.pt"
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    traced.save(str(tmp))
    os.replace(tmp, target)
    return target


def _write_atomic(path: Path, text: str) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, path)


def _complete(entry: Path) -> bool:
    try:
        meta = json.loads((entry / META_NAME).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return meta.get("export_version") == EXPORT_VERSION and all((entry / f).is_file()
                                                                 for f in meta.get("graphs", {}).values())


def ensure_exported(model_dir: str | Path, log: Any = None) -> Path:
    """The cache entry for ``model_dir``, exported now if absent (atomic and safe to race, see the module
    docstring). ``log``: a callable given one line when an export starts (it takes tens of seconds)."""
    model_dir = Path(model_dir)
    entry = cache_root() / fingerprint(model_dir)
    if _complete(entry):
        return entry
    entry.parent.mkdir(parents=True, exist_ok=True)
    with _export_lock(entry):  # a second process waits for the first one's export instead of redoing it
        if _complete(entry):
            return entry
        if log is not None:
            log(f"exporting {model_dir} to ONNX once, into {entry}")
        _export_into(model_dir, entry)
    return entry


@contextmanager
def _export_lock(entry: Path):
    """An exclusive flock on ``<entry>.lock`` where the OS has flock (the rename below is what makes the cache
    safe; the lock only saves the duplicate work)."""
    try:
        import fcntl
    except ImportError:  # Windows: no lock, concurrent exports still end with one complete entry
        yield
        return
    with open(entry.with_name(entry.name + ".lock"), "a+b") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def _export_into(model_dir: Path, entry: Path) -> None:
    tmp = Path(tempfile.mkdtemp(dir=entry.parent, prefix=f".{entry.name}.", suffix=".tmp"))
    try:
        export_onnx(model_dir, tmp)
        try:
            os.rename(tmp, entry)  # atomic; fails if another process finished first
        except OSError:
            if not _complete(entry):  # a stale, broken entry (an export killed mid-way before this layout)
                shutil.rmtree(entry, ignore_errors=True)
                os.rename(tmp, entry)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)


# -- runtime (onnxruntime + numpy; no torch needed) ------------------------------------------------------------


def _threads() -> int:
    for var in ("DOCX_THREADS", "OMP_NUM_THREADS"):
        if (os.environ.get(var) or "").isdigit() and int(os.environ[var]) > 0:
            return int(os.environ[var])
    return os.cpu_count() or 1


class OnnxTagger:
    """Runs the exported graphs with onnxruntime. Quacks like DocxForTokenClassification where
    :func:`docx_cli.predict.predict_word_probs` touches it (``config``, ``eval``/``train``, ``training``, and
    ``tagger(**batch).logits``): given torch tensors it returns a torch tensor, given numpy arrays numpy."""

    training = False

    def __init__(self, entry: str | Path, config: Any, threads: int | None = None):
        import onnxruntime as ort

        self.entry = Path(entry)
        self.config = config
        meta = json.loads((self.entry / META_NAME).read_text(encoding="utf-8"))
        self._options = ort.SessionOptions()
        self._options.intra_op_num_threads = threads or _threads()
        self._options.inter_op_num_threads = 1
        self._options.log_severity_level = 3  # errors only: stderr is for docx_cli's own messages
        self.graphs = dict(meta["graphs"])
        self._sessions: dict[str, Any] = {}

    def session(self, fmt: str):
        """The onnxruntime session of one format's graph, created on first use (a PDF never loads plain.onnx)."""
        import onnxruntime as ort

        if fmt not in self._sessions:
            self._sessions[fmt] = ort.InferenceSession(str(self.entry / self.graphs[fmt]), self._options,
                                                       providers=["CPUExecutionProvider"])
        return self._sessions[fmt]

    def eval(self) -> OnnxTagger:
        return self

    def train(self, mode: bool = True) -> OnnxTagger:
        return self

    def run(self, format: str = "document", **inputs: Any):
        """numpy int64 inputs (see FORMAT_INPUTS) → numpy float32 logits (B, N, num_labels)."""
        import numpy as np

        if format not in self.graphs:
            raise ConfigError("bad_format", f"this ONNX export has graphs for {', '.join(self.graphs)}; got "
                              f"{format!r}")
        n = inputs["input_ids"].shape[1]
        if n > self.config.max_length:
            raise ConfigError("sequence_too_long", f"{n} tokens in one sequence; this model takes at most "
                              f"{self.config.max_length}")
        feed = {name: np.ascontiguousarray(inputs[name], dtype=np.int64) for name in graph_inputs(self.config, format)
                if name in inputs}
        if "bbox" not in feed and format == "document":  # LayoutLM's convention: no boxes = all-zero boxes
            feed["bbox"] = np.zeros((*feed["input_ids"].shape, 4), dtype=np.int64)
        return self.session(format).run(["logits"], feed)[0]

    def predict_word_probs(self, doc: Any, tokenizer: Any, *, mode: str, stride: int | None = None,
                           batch_size: int = 8):
        """(num_words, num_labels) softmax probabilities of one document (:meth:`predict_word_probs_many`)."""
        [probs] = self.predict_word_probs_many([doc], tokenizer, mode=mode, stride=stride, batch_size=batch_size)
        return probs

    def predict_word_probs_many(self, docs: Sequence[Any], tokenizer: Any, *, mode: str,
                                stride: int | None = None, batch_size: int = 8) -> list[Any]:
        """Per document, (num_words, num_labels) softmax probabilities, as :func:`docx_cli.predict.
        predict_word_probs` computes them: the chunks of all ``docs`` in shared batches of ``batch_size``
        (sorted by format and length, so a batch pads little), merged back per document (overlapping windows
        averaged). In numpy: the ONNX path imports no torch (docx_cli.pipeline.predict_words_many calls this
        when the model has it)."""
        from docx_cli.layout import chunking

        cfg = self.config
        depth = cfg.max_xpath_depth if "web" in cfg.formats else None
        chunked = [chunking.chunk_document(d, tokenizer, max_length=cfg.max_length, mode=mode, stride=stride,
                                           max_xpath_depth=depth, page_positions=cfg.positions_per_page)
                   for d in docs]
        flat = [(i, k) for i, cs in enumerate(chunked) for k in range(len(cs))]
        flat.sort(key=lambda t: (chunked[t[0]][t[1]].format, len(chunked[t[0]][t[1]])))  # stable: input order
        logits: dict[tuple[int, int], Any] = {}
        start = 0
        while start < len(flat):
            fmt = chunked[flat[start][0]][flat[start][1]].format
            group = [t for t in flat[start:start + max(1, batch_size)] if chunked[t[0]][t[1]].format == fmt]
            out = self.run(fmt, **collate_numpy([chunked[i][k] for i, k in group], cfg.pad_token_id))
            for row, key in enumerate(group):
                logits[key] = out[row]
            start += len(group)
        return [_merge_probs(doc, cs, [logits[(i, k)] for k in range(len(cs))], cfg.num_labels)
                for i, (doc, cs) in enumerate(zip(docs, chunked))]

    def __call__(self, input_ids: Any, attention_mask: Any = None, format: str = "document", **inputs: Any):
        import numpy as np

        is_torch = hasattr(input_ids, "numpy")
        if attention_mask is None:
            attention_mask = np.ones(tuple(input_ids.shape), dtype=np.int64)
        arrays = {k: (v.cpu().numpy() if hasattr(v, "numpy") else np.asarray(v))
                  for k, v in {"input_ids": input_ids, "attention_mask": attention_mask, **inputs}.items()
                  if v is not None and k != "labels"}
        logits = self.run(format, **arrays)
        if is_torch:
            import torch

            logits = torch.from_numpy(logits)
        return SimpleNamespace(logits=logits)


def _merge_probs(doc: Any, chunks: Sequence[Any], blocks: Sequence[Any], num_labels: int):
    """One document's word probabilities from its chunks' logits: each word's first subword, averaged over
    the windows that hold it, then a softmax (:func:`docx_cli.layout.chunking.merge_word_logits` in numpy)."""
    import numpy as np

    if not chunks:
        return np.zeros((doc.num_words, num_labels), dtype=np.float32)
    total = np.zeros((doc.num_words, num_labels), dtype=np.float32)
    seen = np.zeros(doc.num_words, dtype=np.float32)
    for c, block in zip(chunks, blocks):
        ids = np.asarray(c.word_ids, dtype=np.int64)
        pos = np.nonzero(ids >= 0)[0]  # first subwords
        np.add.at(total, ids[pos], block[: len(c)][pos])
        np.add.at(seen, ids[pos], 1.0)
    if doc.num_words and bool((seen == 0).any()):
        raise RuntimeError(f"words {np.nonzero(seen == 0)[0][:5].tolist()} were not in any chunk")
    word_logits = total / np.maximum(seen, 1.0)[:, None]
    shifted = np.exp(word_logits - word_logits.max(axis=-1, keepdims=True))
    return shifted / shifted.sum(axis=-1, keepdims=True)


def collate_numpy(chunks: list[Any], pad_token_id: int) -> dict[str, Any]:
    """:func:`docx_cli.layout.chunking.collate` in numpy (int64; padding boxes zero, XPaths padded like the
    specials)."""
    import numpy as np

    b, n = len(chunks), max(len(c) for c in chunks)
    input_ids = np.full((b, n), pad_token_id, dtype=np.int64)
    attention_mask = np.zeros((b, n), dtype=np.int64)
    bbox = np.zeros((b, n, 4), dtype=np.int64)
    for i, c in enumerate(chunks):
        k = len(c)
        input_ids[i, :k] = c.input_ids
        attention_mask[i, :k] = 1
        bbox[i, :k] = np.asarray(c.bbox, dtype=np.int64).reshape(k, 4)
    batch = {"input_ids": input_ids, "attention_mask": attention_mask, "bbox": bbox}
    if all(c.xpath_tags is not None for c in chunks):
        depth = len(chunks[0].xpath_tags[0])
        tags = np.zeros((b, n, depth), dtype=np.int64)
        subs = np.zeros((b, n, depth), dtype=np.int64)
        for i, c in enumerate(chunks):
            k = len(c)
            tags[i, :k], subs[i, :k] = c.xpath_tags, c.xpath_subs
            tags[i, k:], subs[i, k:] = tags[i, 0], subs[i, 0]
        batch["xpath_tags"], batch["xpath_subs"] = tags, subs
    if all(c.position_ids is not None for c in chunks):
        pos = np.zeros((b, n), dtype=np.int64)
        for i, c in enumerate(chunks):
            pos[i, : len(c)] = c.position_ids
        batch["position_ids"] = pos
    return batch

def load_onnx_model(spec: str | os.PathLike | None = None, log: Any = None, threads: int | None = None):
    """Like :func:`docx_cli.registry.load_model`, with the model run by onnxruntime from the export cache."""
    from docx_cli.modeling.configuration import load_config
    from docx_cli.modeling.tokenizer import load_inference_tokenizer
    from docx_cli.registry import LoadedModel, find_model

    info = find_model(spec)
    if info.architecture not in (None, "DocxForTokenClassification"):
        raise ConfigError("not_a_tagger", f"{info.path} holds a {info.architecture}; extraction needs a "
                          "DocxForTokenClassification")
    cfg = load_config(info.path)
    if cfg.attention == "local":  # (checked before the cache: no export of it is faithful)
        raise NoOnnxForm.local(info.path)
    entry = ensure_exported(info.path, log=log)
    tagger = OnnxTagger(entry, cfg, threads=threads)
    return LoadedModel(info=info, model=tagger, tokenizer=load_inference_tokenizer(info.path), device="cpu",
                       autocast_dtype=None)
