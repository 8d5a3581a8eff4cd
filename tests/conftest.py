"""Shared fixtures. Real data is read from ../shared/data (never copied into the project); tests that need
it skip with a clear reason where it is absent. Set DOCX_DATA to point elsewhere."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA_DIR = Path(os.environ.get("DOCX_DATA", ROOT.parent / "shared" / "data"))

# Unit tests must not fight over the 2 cores: one torch thread each.
os.environ.setdefault("OMP_NUM_THREADS", "1")
# `docx extract` exports models to ONNX once into a cache (docx_cli/runtime/onnx.py): tests use their own.
os.environ.setdefault("DOCX_CACHE", tempfile.mkdtemp(prefix="docx-test-cache-"))


def data_path(*parts: str) -> Path:
    """Path under the shared data folder, or skip the test with the reason."""
    p = DATA_DIR.joinpath(*parts)
    if not p.exists():
        pytest.skip(f"shared data not available: {p} (set DOCX_DATA to the folder holding sroie/, funsd/, kleister-nda/)")
    return p


@pytest.fixture(scope="session")
def tiny_tokenizer_dir(tmp_path_factory) -> Path:
    from docx_cli.modeling.tokenizer import make_tiny_tokenizer

    d = tmp_path_factory.mktemp("tiny_tok")
    make_tiny_tokenizer(d)
    return d


@pytest.fixture(scope="session")
def tiny_tokenizer(tiny_tokenizer_dir):
    from docx_cli.modeling.tokenizer import load_tokenizer

    return load_tokenizer(tiny_tokenizer_dir)
