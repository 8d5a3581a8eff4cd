"""The training loop: token classification (BIESO tags) or layout MLM, one process or DDP under torchrun.

    result = train(load_config("examples/configs/sroie.yaml"), resume=False)

Reads top to bottom: data → chunks → model → optimizer → (resume) → steps → evaluation / checkpoints.

Reproducibility. The batches of step k are a pure function of (seed, k): each epoch shuffles the chunks with
``random.Random(seed + epoch)``, groups them into length-sorted pools (little padding) and shuffles the batch
order. So resuming needs only the step number, the weights, the optimizer state and the RNG states — all
written with safetensors (tensors) and JSON (the rest), never pickles. Stopping at step k and resuming gives
the same loss sequence as an uninterrupted run.

Layout of ``output_dir``::

    train_config.yaml          the resolved config (also inside every checkpoint)
    metrics.jsonl              one record per logged step and per evaluation
    checkpoints/step-000200/   model (save_pretrained) + optimizer.safetensors + trainer_state.json
                               + rng-0.safetensors (one per process) + train_config.yaml
    best/                      the best model on validation (training.metric), with metrics.json
"""

from __future__ import annotations

import json
import math
import os
import random
import re
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch

from docx_cli.errors import EXIT_INTERRUPTED, ConfigError
from docx_cli.training.config import TrainConfig, save_config

STATE_NAME, OPTIM_NAME = "trainer_state.json", "optimizer.safetensors"
_PRETRAINED = re.compile(
    r"^model\.(embeddings\.(word_embeddings|position_embeddings|token_type_embeddings|LayerNorm)\."
    r"|encoder\.layer\.\d+\.(attention\.self\.(query|key|value)|attention\.output|intermediate|output)\.)"
)


# -- distributed -------------------------------------------------------------------------------------------------
@dataclass
class Dist:
    rank: int = 0
    world: int = 1
    local_rank: int = 0

    @property
    def main(self) -> bool:
        return self.rank == 0

    def barrier(self) -> None:
        if self.world > 1:
            torch.distributed.barrier()


def init_distributed(device: torch.device) -> Dist:
    """torchrun sets WORLD_SIZE / RANK / LOCAL_RANK: join the group (gloo on CPU, nccl on CUDA)."""
    world = int(os.environ.get("WORLD_SIZE", "1"))
    if world <= 1:
        return Dist()
    if not torch.distributed.is_initialized():
        torch.distributed.init_process_group(backend="nccl" if device.type == "cuda" else "gloo")
    return Dist(torch.distributed.get_rank(), torch.distributed.get_world_size(), int(os.environ.get("LOCAL_RANK", "0")))


def resolve_device(name: str) -> torch.device:
    local = int(os.environ.get("LOCAL_RANK", "0"))
    if name == "auto":
        if torch.cuda.is_available():
            return torch.device("cuda", local)
        return torch.device("cpu")
    try:
        dev = torch.device(name)
    except RuntimeError:
        raise ConfigError("bad_device", f"unknown device {name!r}; use auto, cpu, cuda, cuda:N or mps") from None
    if dev.type == "cuda":
        if not torch.cuda.is_available():
            raise ConfigError("bad_device", "--device cuda: no CUDA device is available (use --device cpu)")
        if dev.index is None:
            dev = torch.device("cuda", local)
    if dev.type == "mps" and not torch.backends.mps.is_available():
        raise ConfigError("bad_device", "--device mps: MPS is not available here")
    return dev


# -- data --------------------------------------------------------------------------------------------------------
@dataclass
class Prepared:
    train_docs: list
    val_docs: list
    fields: dict[str, str]
    report: dict[str, Any]


def prepare_data(cfg: TrainConfig, only: str | None = None) -> Prepared:
    """Load the dataset and split off validation (or read ``data.validation_path``). ``only``: "train" or
    "validation" reads just that part where the reader can select before reading (``docx evaluate`` on a
    receipt set need not OCR the training photos)."""
    from docx_cli.training.datasets import PART_KINDS, load_dataset
    from docx_cli.training.split import split_documents

    if only in ("train", "validation") and not cfg.data.validation_path and cfg.data.kind in PART_KINDS:
        part = load_dataset(cfg.data, part=(cfg.data.validation_fraction, cfg.data.split_seed, only))
        docs = part.documents
        return Prepared(docs if only == "train" else [], docs if only == "validation" else [], part.fields,
                        part.report)
    result = load_dataset(cfg.data)
    if cfg.data.validation_path:
        val = load_dataset(cfg.data, cfg.data.validation_path).documents
        train = result.documents
    else:
        train, val = split_documents(result.documents, cfg.data.validation_fraction, cfg.data.split_seed)
    return Prepared(train, val, result.fields, result.report)


def o_allowed_tags(doc, label2id: dict[str, int]) -> tuple[int, ...] | None:
    """The tags (besides O) a word tagged O may really have: those of the fields the document's dataset does
    not annotate (``metadata["labelled_fields"]``: DeepForm gives five values, a receipt set no line-item
    codes). None when every field is annotated. An unannotated station name is not "not a vendor name"."""
    labelled = doc.metadata.get("labelled_fields")
    if labelled is None:
        return None
    known = set(labelled)
    free = tuple(i for tag, i in label2id.items() if tag != "O" and tag[2:] not in known)
    return free or None


def partial_token_loss(logits: torch.Tensor, labels: torch.Tensor, o_allowed: torch.Tensor) -> torch.Tensor:
    """Mean cross-entropy where a word labelled O (id 0) of a partly annotated document counts as right when
    the model gives it O *or* a tag its dataset does not annotate: -log of their summed probability
    (learning from partial labels). logits (B, N, L), labels (B, N) with -100 ignored, o_allowed (B, L)."""
    logp = logits.float().log_softmax(-1)  # (B, N, L)
    mask = labels != -100
    nll = -logp.gather(-1, labels.clamp(min=0).unsqueeze(-1)).squeeze(-1)  # (B, N)
    free = logp.masked_fill(~o_allowed[:, None, :], float("-inf"))  # (B, N, L): only the allowed tags
    o_nll = -torch.logsumexp(free, dim=-1)  # (B, N)
    nll = torch.where(labels == 0, o_nll, nll)
    return nll[mask].mean() if bool(mask.any()) else logits.sum() * 0.0


def batch_plan(lengths: list[int], batch_size: int, seed: int, epoch: int, pool: int = 50) -> list[list[int]]:
    """One epoch's batches (lists of sample indices): shuffle, sort within pools of ``pool`` batches by
    length (little padding), shuffle the batch order. Deterministic in (seed, epoch)."""
    rng = random.Random(seed * 100_003 + epoch)
    order = list(range(len(lengths)))
    rng.shuffle(order)
    while len(order) % batch_size:  # every batch full: the ragged tail is topped up from the start
        order += order[: batch_size - len(order) % batch_size]
    batches = []
    span = batch_size * pool
    for p in range(0, len(order), span):
        part = sorted(order[p:p + span], key=lambda i: lengths[i])
        batches += [part[i:i + batch_size] for i in range(0, len(part), batch_size)]
    rng.shuffle(batches)
    return batches


# -- checkpoint state (safetensors + JSON) -----------------------------------------------------------------------
def optimizer_to_safetensors(optimizer: torch.optim.Optimizer) -> tuple[dict[str, torch.Tensor], dict[str, Any]]:
    sd = optimizer.state_dict()
    tensors = {}
    scalars: dict[str, dict[str, Any]] = {}
    for pid, st in sd["state"].items():
        for k, v in st.items():
            if torch.is_tensor(v):
                tensors[f"{pid}.{k}"] = v.detach().cpu().contiguous()
            else:
                scalars.setdefault(str(pid), {})[k] = v
    return tensors, {"param_groups": sd["param_groups"], "scalars": scalars}


def optimizer_from_safetensors(tensors: dict[str, torch.Tensor], meta: dict[str, Any]) -> dict[str, Any]:
    state: dict[int, dict[str, Any]] = {}
    for key, v in tensors.items():
        pid, _, name = key.partition(".")
        state.setdefault(int(pid), {})[name] = v
    for pid, st in meta.get("scalars", {}).items():
        state.setdefault(int(pid), {}).update(st)
    return {"state": state, "param_groups": meta["param_groups"]}


def rng_state() -> tuple[dict[str, torch.Tensor], dict[str, Any]]:
    tensors = {"torch": torch.get_rng_state()}
    if torch.cuda.is_available():
        for i, s in enumerate(torch.cuda.get_rng_state_all()):
            tensors[f"cuda.{i}"] = s
    version, internal, gauss = random.getstate()
    return tensors, {"python": [version, list(internal), gauss]}


def set_rng_state(tensors: dict[str, torch.Tensor], meta: dict[str, Any]) -> None:
    torch.set_rng_state(tensors["torch"])
    cuda = [tensors[k] for k in sorted((k for k in tensors if k.startswith("cuda.")), key=lambda k: int(k[5:]))]
    if cuda and torch.cuda.is_available():
        torch.cuda.set_rng_state_all(cuda[: torch.cuda.device_count()])
    version, internal, gauss = meta["python"]
    random.setstate((version, tuple(internal), gauss))


def latest_checkpoint(output_dir: Path) -> Path | None:
    ckpts = sorted((output_dir / "checkpoints").glob("step-*[0-9]"))
    ckpts = [c for c in ckpts if (c / STATE_NAME).exists()]
    return ckpts[-1] if ckpts else None


# -- the loop ----------------------------------------------------------------------------------------------------
def lr_factor(step: int, warmup: int, total: int) -> float:
    """Linear warm-up to 1, then linear decay to 0 at ``total``."""
    if step < warmup:
        return (step + 1) / max(1, warmup)
    return max(0.0, (total - step) / max(1, total - warmup))


class Trainer:
    def __init__(self, cfg: TrainConfig, log: Callable[[str], None] = print, prepared: Prepared | None = None):
        self.cfg = cfg
        self.log = log
        self.out = Path(cfg.output_dir)
        self.device = resolve_device(cfg.device)
        self.dist = init_distributed(self.device)
        if not self.dist.main:
            self.log = lambda msg: None  # one voice on stderr
        if cfg.training.threads:
            torch.set_num_threads(cfg.training.threads)
        self.data = prepared or prepare_data(cfg)
        t = cfg.training
        per_step = t.batch_size // t.grad_accum_steps
        if per_step % self.dist.world:
            raise ConfigError("bad_config", f"training.batch_size {t.batch_size} / grad_accum_steps "
                              f"{t.grad_accum_steps} is not divisible by the {self.dist.world} processes")
        self.micro = per_step // self.dist.world

        from docx_cli.training.build import build_model

        torch.manual_seed(t.seed)
        random.seed(t.seed)
        self.model, self.tokenizer = build_model(cfg, self.data.fields)
        cfg.model.preset = self.model.config.preset  # the resolved config saved beside checkpoints names it
        self.model.to(self.device)
        mc = self.model.config
        self.max_length, self.mode = mc.max_length, mc.chunking
        self.stride = cfg.model.stride
        self.normalize = None
        if cfg.task == "token":
            from docx_cli.training.datasets import normalizer_for

            self.normalize = normalizer_for(cfg.data.kind, cfg.data)
        self.chunks = self._chunk_training_set()
        if not self.chunks:
            raise ConfigError("no_data", "the training set is empty after chunking")
        self.lengths = [len(c) for c in self.chunks]
        self.steps_per_epoch = max(1, len(batch_plan(self.lengths, t.batch_size, t.seed, 0)))
        self.total_steps = t.max_steps or max(1, math.ceil(t.epochs * self.steps_per_epoch))
        self.warmup = int(t.warmup_ratio * self.total_steps)
        self.optimizer = self._optimizer()
        self.precision = self._precision()
        self.scaler = torch.amp.GradScaler("cuda") if self.precision == "fp16" else None
        self.ddp = None
        if self.dist.world > 1:
            from torch.nn.parallel import DistributedDataParallel

            self.ddp = DistributedDataParallel(
                self.model, device_ids=[self.device.index] if self.device.type == "cuda" else None,
                find_unused_parameters=True)
        self.step = 0
        self.best: float | None = None
        self.history: list[dict[str, Any]] = []

    # -- setup helpers ---------------------------------------------------------------------------------------
    def _chunk_training_set(self) -> list:
        from docx_cli.layout.chunking import chunk_document

        mc = self.model.config
        label2id = mc.label2id if self.cfg.task == "token" else None
        depth = mc.max_xpath_depth if "web" in mc.formats else None
        rng = random.Random(self.cfg.training.seed)
        keep = self.cfg.data.keep_empty_chunks
        chunks = []
        self.chunk_o_allowed: list[tuple[int, ...] | None] = []
        for doc in self.data.train_docs:
            allowed = o_allowed_tags(doc, label2id) if label2id is not None else None
            for c in chunk_document(doc, self.tokenizer, max_length=mc.max_length, mode=mc.chunking,
                                    stride=self.stride, label2id=label2id, max_xpath_depth=depth,
                                    with_structure=mc.multigrain, page_positions=mc.positions_per_page):
                if (label2id is not None and keep < 1.0 and all(v <= 0 for v in c.labels)
                        and rng.random() >= keep):
                    continue  # an all-O chunk, dropped (long contracts are mostly O)
                chunks.append(c)
                self.chunk_o_allowed.append(allowed)
        return chunks

    def _optimizer(self) -> torch.optim.Optimizer:
        t = self.cfg.training
        transferred = self.cfg.model.init_checkpoint is not None
        trained = self._checkpoint_shapes() if transferred else None
        groups: dict[tuple[bool, bool], list] = {}
        for name, p in self.model.named_parameters():
            if not p.requires_grad:
                continue
            no_decay = p.ndim < 2 or "LayerNorm" in name
            new = transferred and not (_PRETRAINED.match(name) if trained is None else trained.get(name) == p.shape)
            groups.setdefault((no_decay, new), []).append(p)
        params = [{"params": ps, "weight_decay": 0.0 if nd else t.weight_decay,
                   "lr_scale": t.new_params_lr_scale if new else 1.0} for (nd, new), ps in sorted(groups.items())]
        fused = self.device.type == "cuda"
        return torch.optim.AdamW(params, lr=t.learning_rate, betas=(0.9, 0.999), eps=1e-8, fused=fused or None)

    def _checkpoint_shapes(self) -> dict[str, tuple[int, ...]] | None:
        """Parameter name → shape in ``init_checkpoint`` when it is one of our own models (say a layout-MLM
        run): everything it trained — layout projection, relative-bias tables included — is pre-trained here,
        and only what it lacks (a new head) gets ``new_params_lr_scale``. None for BERT/LayoutLM checkpoints,
        whose pre-trained parameters are the text encoder's (``_PRETRAINED``)."""
        from safetensors import safe_open

        from docx_cli.training.build import is_docx_dir, resolve_checkpoint

        ckpt = resolve_checkpoint(self.cfg.model.init_checkpoint)
        if ckpt is None or not is_docx_dir(ckpt):
            return None
        with safe_open(str(ckpt / "model.safetensors"), framework="pt") as f:
            return {k: torch.Size(f.get_slice(k).get_shape()) for k in f.keys()}  # noqa: SIM118 (not a dict)

    def _precision(self) -> str:
        mp = self.cfg.training.mixed_precision
        if mp == "no":
            return "no"
        if self.device.type != "cuda":
            # A CPU autocasts only when asked, for a run with bf16's numerics (as on a GPU). Not for speed: on a
            # CPU with AMX a training step of the default model or of a 2,048-token LayoutLinformer is no faster
            # than float32 (autocast re-casts every weight at every forward), unlike bf16 inference.
            return "bf16" if mp == "bf16" else "no"
        if mp == "auto":
            return "bf16" if torch.cuda.is_bf16_supported() else "fp16"
        return mp

    # -- batches ---------------------------------------------------------------------------------------------
    def global_batch(self, step: int) -> list[int]:
        t = self.cfg.training
        epoch, k = divmod(step, self.steps_per_epoch)
        plan = batch_plan(self.lengths, t.batch_size, t.seed, epoch)
        return plan[k % len(plan)]

    def micro_batches(self, step: int) -> tuple[list[dict[str, Any]], int]:
        """This process's micro-batches of step ``step`` (grad_accum_steps of them), and the number of
        labelled tokens in the whole global batch (every process knows it: the plan is shared)."""
        from docx_cli.layout.chunking import collate

        idx = self.global_batch(step)
        t = self.cfg.training
        mc = self.model.config
        if self.cfg.task == "mlm":
            masked = {i: self._mask_chunk(i, step) for i in idx}
            n_global = sum(int((lab != -100).sum()) for _, lab in masked.values())
        else:
            n_global = sum(sum(1 for v in self.chunks[i].labels if v != -100) for i in idx)
        per = len(idx) // t.grad_accum_steps
        out = []
        for a in range(t.grad_accum_steps):
            part = idx[a * per:(a + 1) * per]
            mine = part[self.dist.rank::self.dist.world]
            batch = collate([self.chunks[i] for i in mine], mc.pad_token_id)
            if self.cfg.task == "mlm":
                ids, labels = batch["input_ids"].clone(), torch.full_like(batch["input_ids"], -100)
                for row, i in enumerate(mine):
                    m_ids, m_lab = masked[i]
                    ids[row, :len(m_ids)] = m_ids
                    labels[row, :len(m_lab)] = m_lab
                batch = {**batch, "input_ids": ids, "labels": labels}
            if t.box_jitter > 0:
                batch = {**batch, "bbox": self._jitter_boxes(batch["bbox"], mine, step)}
            if self.cfg.task == "token" and any(self.chunk_o_allowed[i] for i in mine):
                allowed = torch.zeros((len(mine), mc.num_labels), dtype=torch.bool)
                allowed[:, 0] = True
                for row, i in enumerate(mine):
                    allowed[row, list(self.chunk_o_allowed[i] or ())] = True
                batch = {**batch, "o_allowed": allowed}
            out.append(batch)
        return out, n_global

    def _jitter_boxes(self, bbox: torch.Tensor, rows: list[int], step: int) -> torch.Tensor:
        """``training.box_jitter``: one random scale and shift per chunk, on both axes, of the word boxes
        ((B, N, 4) on the 0..1000 grid; the [CLS]/padding zero box and the [SEP] corner box untouched).
        Relative layout survives; where a template prints its fields does not. Like the masks, a pure function
        of (seed, step, chunk)."""
        j = self.cfg.training.box_jitter
        out = bbox.clone()
        for row, i in enumerate(rows):
            g = torch.Generator().manual_seed((self.cfg.training.seed * 1_000_003 + step) * 1_000_037 + i)
            u = torch.rand(4, generator=g) * 2 - 1  # (sx, sy, tx, ty) in [-1, 1]
            scale = 1 + j * u[:2].repeat(2)  # (4,): x0, y0, x1, y1
            shift = j * 1000 * u[2:].repeat(2)
            real = (bbox[row].sum(-1) > 0) & ~(bbox[row] == 1000).all(-1)  # (N,) word tokens, not CLS/SEP/pad
            moved = (bbox[row].float() * scale + shift).round().clamp(0, 1000).long()
            out[row] = torch.where(real.unsqueeze(-1), moved, bbox[row])
        return out

    def _mask_chunk(self, i: int, step: int) -> tuple[torch.Tensor, torch.Tensor]:
        """MLM masking of chunk ``i`` at ``step``: a pure function of (seed, step, i), so the masks do not
        depend on how a batch is split over processes or accumulation steps."""
        from docx_cli.training.pretrain import mask_tokens, special_token_ids

        g = torch.Generator().manual_seed((self.cfg.training.seed * 1_000_003 + step) * 1_000_033 + i)
        ids = torch.tensor(self.chunks[i].input_ids, dtype=torch.long).unsqueeze(0)  # (1, L)
        m, lab = mask_tokens(ids, torch.ones_like(ids), special_token_ids(self.tokenizer),
                             self.tokenizer.mask_token_id, len(self.tokenizer), self.cfg.training.mlm_probability, g)
        return m[0], lab[0]

    # -- one optimizer step ----------------------------------------------------------------------------------
    def train_step(self, step: int) -> float:
        """One optimizer step; returns the mean loss over every labelled token of the global batch.

        Each micro-batch's loss is scaled to (its summed token loss) / (labelled tokens of the global batch),
        times the process count that DDP's gradient averaging divides by: the gradient is then that of the
        global mean, however the batch is split over processes and accumulation steps."""
        from contextlib import nullcontext

        from docx_cli.layout.chunking import to_device
        from docx_cli.predict import autocast_for

        t = self.cfg.training
        net = self.ddp or self.model
        self.model.train()
        for g in self.optimizer.param_groups:
            g["lr"] = t.learning_rate * g["lr_scale"] * lr_factor(step, self.warmup, self.total_steps)
        micro, n_global = self.micro_batches(step)
        total = 0.0
        for i, batch in enumerate(micro):
            last = i == len(micro) - 1
            sync = nullcontext() if (self.ddp is None or last) else self.ddp.no_sync()
            n_micro = int((batch["labels"] != -100).sum())
            o_allowed = batch.pop("o_allowed", None)
            with sync:
                with autocast_for(self.device, self.precision):
                    out = net(**to_device(batch, self.device))
                if n_micro and o_allowed is not None:
                    loss_sum = partial_token_loss(out.logits, batch["labels"].to(out.logits.device),
                                                  o_allowed.to(out.logits.device)) * n_micro
                elif n_micro:
                    loss_sum = out.loss.float() * n_micro
                else:  # nothing labelled here: a zero that still reaches every parameter (DDP needs it)
                    loss_sum = out.logits.float().sum() * 0.0
                scaled = loss_sum * (self.dist.world / max(1, n_global))
                if self.scaler is not None:
                    self.scaler.scale(scaled).backward()
                else:
                    scaled.backward()
            total += float(loss_sum.detach())
        if self.scaler is not None:
            self.scaler.unscale_(self.optimizer)
        if t.max_grad_norm > 0:
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), t.max_grad_norm)
        if self.scaler is not None:
            self.scaler.step(self.optimizer)
            self.scaler.update()
        else:
            self.optimizer.step()
        self.optimizer.zero_grad(set_to_none=True)
        if self.dist.world > 1:  # sum the token losses of every process
            x = torch.tensor([total], dtype=torch.float64)
            if self.device.type == "cuda":
                x = x.to(self.device)
            torch.distributed.all_reduce(x)
            total = float(x)
        return total / max(1, n_global)

    # -- evaluation ------------------------------------------------------------------------------------------
    def evaluate(self) -> dict[str, Any]:
        docs = self.data.val_docs
        if not docs:
            return {}
        t = self.cfg.training
        if self.cfg.task == "mlm":
            return self._evaluate_mlm(docs)
        from docx_cli.training.evaluate import evaluate_model

        # the scorer of `docx evaluate` (decoding, each document compared by its own dataset's rule, figures
        # per validation set), so that the checkpoint kept is the one `docx evaluate` ranks first; a model
        # that knows more fields than the data annotates is scored on the data's fields only
        only = list(self.data.fields) if set(self.model.config.field_kinds) - set(self.data.fields) else None
        metrics, _ = evaluate_model(self.model, self.tokenizer, docs, self.data.fields, self.normalize,
                                    only=only, kind=self.cfg.data.kind, max_length=self.max_length, mode=self.mode,
                                    stride=self.stride, batch_size=t.eval_batch_size, device=self.device,
                                    precision=self.precision)
        return metrics

    @torch.no_grad()
    def _evaluate_mlm(self, docs: list) -> dict[str, Any]:
        """Loss and accuracy on masked tokens with a fixed mask (seed 0), so evaluations compare."""
        from docx_cli.layout.chunking import chunk_document, collate, to_device
        from docx_cli.training.pretrain import mask_tokens, special_token_ids

        mc = self.model.config
        chunks = [c for d in docs for c in chunk_document(d, self.tokenizer, max_length=mc.max_length,
                                                          mode=mc.chunking, stride=self.stride,
                                                          with_structure=mc.multigrain,
                                                          page_positions=mc.positions_per_page)]
        chunks.sort(key=len)
        g = torch.Generator().manual_seed(0)
        self.model.eval()
        loss_sum, n_tok, correct = 0.0, 0, 0
        bs = self.cfg.training.eval_batch_size
        for a in range(0, len(chunks), bs):
            batch = collate(chunks[a:a + bs], mc.pad_token_id)
            ids, labels = mask_tokens(batch["input_ids"], batch["attention_mask"], special_token_ids(self.tokenizer),
                                      self.tokenizer.mask_token_id, len(self.tokenizer),
                                      self.cfg.training.mlm_probability, g)
            batch = to_device({**batch, "input_ids": ids, "labels": labels}, self.device)
            out = self.model(**batch)
            k = int((labels != -100).sum())
            if k:
                loss_sum += float(out.loss) * k
                n_tok += k
                correct += int(((out.logits.argmax(-1) == batch["labels"]) & (batch["labels"] != -100)).sum())
        self.model.train()
        loss = loss_sum / max(1, n_tok)
        return {"loss": round(loss, 4), "perplexity": round(math.exp(min(loss, 50)), 2),
                "accuracy": round(correct / max(1, n_tok), 4), "masked_tokens": n_tok}

    def metric_value(self, metrics: dict[str, Any]) -> float | None:
        name = self.cfg.training.metric if self.cfg.task == "token" else "loss"
        v = metrics.get(name)
        if v is None:
            return None
        return -float(v) if name == "loss" else float(v)

    # -- checkpoints -----------------------------------------------------------------------------------------
    def save_checkpoint(self, step: int) -> Path:
        from safetensors.torch import save_file

        target = self.out / "checkpoints" / f"step-{step:06d}"
        tmp = target.with_name(target.name + ".tmp")
        if self.dist.main:
            shutil.rmtree(tmp, ignore_errors=True)
            self.model.save_pretrained(tmp, tokenizer=self.tokenizer)
            tensors, meta = optimizer_to_safetensors(self.optimizer)
            save_file(tensors, str(tmp / OPTIM_NAME))
            state = {"step": step, "total_steps": self.total_steps, "best": self.best, "optimizer": meta,
                     "scaler": self.scaler.state_dict() if self.scaler is not None else None,
                     "world_size": self.dist.world}
            (tmp / STATE_NAME).write_text(json.dumps(state), encoding="utf-8")
            save_config(self.cfg, tmp)
        self.dist.barrier()
        tensors, meta = rng_state()
        save_file(tensors, str(tmp / f"rng-{self.dist.rank}.safetensors"))
        (tmp / f"rng-{self.dist.rank}.json").write_text(json.dumps(meta), encoding="utf-8")
        self.dist.barrier()
        if self.dist.main:
            shutil.rmtree(target, ignore_errors=True)
            tmp.rename(target)
            keep = self.cfg.training.keep_checkpoints
            if keep:
                old = sorted((self.out / "checkpoints").glob("step-*[0-9]"))[:-keep]
                for d in old:
                    shutil.rmtree(d, ignore_errors=True)
        self.dist.barrier()
        return target

    def load_checkpoint(self, ckpt: Path) -> None:
        from safetensors.torch import load_file

        state = json.loads((ckpt / STATE_NAME).read_text(encoding="utf-8"))
        if state.get("total_steps") != self.total_steps:
            self.log(f"note: the checkpoint planned {state.get('total_steps')} steps, this config "
                     f"{self.total_steps}; the schedule follows the config")
        weights = load_file(str(ckpt / "model.safetensors"), device=str(self.device))
        self.model.load_state_dict_checked(weights, str(ckpt))
        opt = optimizer_from_safetensors(load_file(str(ckpt / OPTIM_NAME), device=str(self.device)),
                                         state["optimizer"])
        self.optimizer.load_state_dict(opt)
        if self.scaler is not None and state.get("scaler"):
            self.scaler.load_state_dict(state["scaler"])
        rank_file = ckpt / f"rng-{self.dist.rank}.safetensors"
        if rank_file.exists():
            set_rng_state(load_file(str(rank_file)),
                          json.loads((ckpt / f"rng-{self.dist.rank}.json").read_text(encoding="utf-8")))
        self.step = int(state["step"])
        self.best = state.get("best")

    def save_best(self, metrics: dict[str, Any]) -> None:
        if not self.dist.main:
            return
        target = self.out / "best"
        tmp = self.out / "best.tmp"
        shutil.rmtree(tmp, ignore_errors=True)
        self.model.save_pretrained(tmp, tokenizer=self.tokenizer)
        save_config(self.cfg, tmp)
        (tmp / "metrics.json").write_text(json.dumps({"step": self.step, **metrics}, indent=1), encoding="utf-8")
        shutil.rmtree(target, ignore_errors=True)
        tmp.rename(target)

    def record(self, entry: dict[str, Any]) -> None:
        self.history.append(entry)
        if self.dist.main:
            with open(self.out / "metrics.jsonl", "a", encoding="utf-8") as f:
                f.write(json.dumps(entry) + "\n")

    # -- the run ---------------------------------------------------------------------------------------------
    def run(self, resume: bool = False) -> dict[str, Any]:
        t = self.cfg.training
        self.out.mkdir(parents=True, exist_ok=True)
        if resume:
            ckpt = latest_checkpoint(self.out)
            if ckpt is None:
                self.log(f"--resume: no checkpoint in {self.out / 'checkpoints'}; starting from step 0")
            else:
                self.load_checkpoint(ckpt)
                self.log(f"resumed from {ckpt} (step {self.step})")
        elif self.dist.main and (self.out / "metrics.jsonl").exists():
            (self.out / "metrics.jsonl").unlink()  # a fresh run starts a fresh log
        if self.dist.main:
            save_config(self.cfg, self.out)
        self.dist.barrier()
        self.log(f"training: {len(self.chunks)} chunks from {len(self.data.train_docs)} documents, "
                 f"{len(self.data.val_docs)} validation documents, {self.total_steps} steps "
                 f"({self.steps_per_epoch}/epoch), batch {t.batch_size} = {self.dist.world} process(es) × "
                 f"{t.grad_accum_steps} accumulation × {self.micro}, device {self.device}, "
                 f"precision {self.precision}")
        stop_at = min(self.total_steps, t.stop_after) if t.stop_after else self.total_steps
        start_time = time.time()
        start_step = self.step
        window: list[float] = []
        last_eval_step = -1
        final: dict[str, Any] = {}
        interrupted = False
        try:
            while self.step < stop_at:
                loss = self.train_step(self.step)
                self.step += 1
                window.append(loss)
                elapsed = time.time() - start_time
                if self.step % t.log_every == 0 or self.step == stop_at:
                    rate = (self.step - start_step) / max(elapsed, 1e-9)
                    eta = (stop_at - self.step) / max(rate, 1e-9)
                    lr = self.optimizer.param_groups[0]["lr"]
                    avg = sum(window) / len(window)
                    self.log(f"step {self.step}/{self.total_steps}  loss {avg:.4f}  lr {lr:.2e}  "
                             f"{rate:.2f} steps/s  elapsed {elapsed / 60:.1f} min  eta {eta / 60:.1f} min")
                    self.record({"step": self.step, "loss": round(avg, 5), "lr": lr,
                                 "epoch": round(self.step / self.steps_per_epoch, 3), "elapsed_s": round(elapsed, 1)})
                    window = []
                out_of_time = t.max_minutes is not None and elapsed > t.max_minutes * 60
                at_end = self.step >= stop_at or out_of_time
                if (t.eval_every and self.step % t.eval_every == 0) or at_end:
                    final = self._evaluate_and_keep(elapsed)
                    last_eval_step = self.step
                if (t.save_every and self.step % t.save_every == 0) or at_end:
                    self.save_checkpoint(self.step)
                if out_of_time:
                    self.log(f"stopping: training.max_minutes={t.max_minutes} reached at step {self.step}")
                    break
        except KeyboardInterrupt:
            interrupted = True
            self.log(f"interrupted at step {self.step}: saving a checkpoint (continue with --resume)")
            self.save_checkpoint(self.step)
        if not interrupted and last_eval_step != self.step and self.step > start_step:
            final = self._evaluate_and_keep(time.time() - start_time)
        if not self.data.val_docs and self.dist.main and not interrupted:
            self.save_best({})  # nothing to choose by: the last model is the one to use
        result = {"step": self.step, "total_steps": self.total_steps, "best": self.best,
                  "metrics": final, "output_dir": str(self.out), "interrupted": interrupted,
                  "minutes": round((time.time() - start_time) / 60, 2)}
        if interrupted:
            raise SystemExit(EXIT_INTERRUPTED)
        return result

    def _evaluate_and_keep(self, elapsed: float) -> dict[str, Any]:
        metrics: dict[str, Any] = {}
        if self.dist.main and self.data.val_docs:
            metrics = self.evaluate()
            value = self.metric_value(metrics)
            summary = _summary(metrics)
            self.log(f"eval @ step {self.step}: {summary}")
            self.record({"step": self.step, "eval": metrics, "elapsed_s": round(elapsed, 1)})
            if value is not None and (self.best is None or value > self.best):
                self.best = value
                self.save_best(metrics)
                self.log(f"  new best ({self.cfg.training.metric if self.cfg.task == 'token' else 'loss'}) "
                         f"→ {self.out / 'best'}")
        self.dist.barrier()
        if self.dist.world > 1:  # every process needs `best` for its checkpoint state
            box = [self.best]
            torch.distributed.broadcast_object_list(box, src=0)
            self.best = box[0]
        return metrics


def _summary(m: dict[str, Any]) -> str:
    if "entity_f1" in m:
        parts = [f"entity F1 {m['entity_f1']:.4f}", f"field F1 {m['field_f1']:.4f}"]
        if len(m.get("by_set", {})) > 1:
            parts += [f"set mean {m['set_mean_field_f1']:.4f} ("
                      + ", ".join(f"{k} {v:.3f}" for k, v in m["by_set"].items()) + ")"]
        per = m.get("field", {}).get("per_field", {})
        parts += [f"{k} {v['f1']:.3f}" for k, v in per.items()]
        return "  ".join(parts)
    return "  ".join(f"{k} {v}" for k, v in m.items())


def train(cfg: TrainConfig, resume: bool = False, log: Callable[[str], None] = print,
          prepared: Prepared | None = None) -> dict[str, Any]:
    trainer = Trainer(cfg, log=log, prepared=prepared)
    try:
        return trainer.run(resume=resume)
    finally:
        if trainer.dist.world > 1 and torch.distributed.is_initialized():
            torch.distributed.destroy_process_group()


def describe_data(cfg: TrainConfig) -> dict[str, Any]:
    """What ``--dry-run`` shows: documents, chunks and tokens per split, fields, the dataset's report."""
    from docx_cli.layout.chunking import chunk_document
    from docx_cli.modeling import DocxConfig
    from docx_cli.predict import count_tokens
    from docx_cli.training.build import build_tokenizer, resolve_checkpoint, resolve_preset

    data = prepare_data(cfg)
    tokenizer = build_tokenizer(cfg, resolve_checkpoint(cfg.model.init_checkpoint))
    preset = DocxConfig.from_preset(resolve_preset(cfg))
    max_length = cfg.model.max_length or preset.max_length
    mode = cfg.model.chunking or preset.chunking

    def sizes(docs: list) -> dict[str, Any]:
        tokens = [count_tokens(d, tokenizer) for d in docs]
        chunks = sum(len(chunk_document(d, tokenizer, max_length=max_length, mode=mode, stride=cfg.model.stride))
                     for d in docs)
        from docx_cli.training.metrics import bucket_of

        buckets: dict[str, int] = {}
        for n in tokens:
            buckets[bucket_of(n)] = buckets.get(bucket_of(n), 0) + 1
        return {"documents": len(docs), "chunks": chunks, "tokens": sum(tokens), "length_buckets": buckets}

    return {"train": sizes(data.train_docs), "validation": sizes(data.val_docs), "fields": data.fields,
            "max_length": max_length, "chunking": mode, "report": data.report}
