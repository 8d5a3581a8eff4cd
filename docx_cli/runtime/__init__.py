"""Inference runtimes: PyTorch eager (docx_cli/registry.py) and ONNX (onnx.py: export, an export cache, and a
tagger that runs the exported graph with onnxruntime), and :func:`load_for_extract`, which picks one.

Why ONNX is what `docx extract` runs on a CPU by default: the same float32 model (logits within 1e-3, the same
tags on the shipped examples, tests/test_onnx.py) with no torch import, which is most of a cold start
(`docx bench startup`; docs/interop.md has the figures).
"""

from __future__ import annotations

import os
from typing import Any

RUNTIMES = ("auto", "torch", "onnx")


def _gpu_present() -> bool:
    """An NVIDIA or Apple GPU torch could use, told without importing torch (its import is what ONNX saves)."""
    import sys

    return os.path.exists("/dev/nvidiactl") or os.path.exists("/dev/nvidia0") or sys.platform == "darwin"


def resolve_runtime(runtime: str, device: str = "auto", precision: str = "auto") -> str:
    """``auto`` → onnx for a CPU run in float32 or auto precision (the default), torch for a GPU, an explicit
    non-CPU ``device`` or a ``precision`` of bf16/fp16 (ONNX graphs are float32, CPU)."""
    from docx_cli.errors import ConfigError

    if runtime not in RUNTIMES:
        raise ConfigError("bad_option", f"--runtime must be one of {', '.join(RUNTIMES)}, not {runtime!r}")
    if runtime != "auto":
        return runtime
    cpu = device == "cpu" or (device == "auto" and not _gpu_present())
    return "onnx" if cpu and precision in ("auto", "fp32") else "torch"


def load_for_extract(model: str, runtime: str = "auto", device: str = "auto", precision: str = "auto",
                     log: Any = None):
    """A LoadedModel for `docx extract`: :func:`docx_cli.runtime.onnx.load_onnx_model` or
    :func:`docx_cli.registry.load_model`. With ``auto``, a model the ONNX export cannot take (an operator
    without an ONNX form, say) runs with torch instead, and ``log`` says so once."""
    from docx_cli.errors import DocxError
    from docx_cli.registry import load_model

    chosen = resolve_runtime(runtime, device, precision)
    if chosen == "onnx":
        from docx_cli.runtime.onnx import NoOnnxForm, load_onnx_model

        try:
            return load_onnx_model(model, log=log)
        except NoOnnxForm as e:  # a model the export cannot take faithfully (local attention)
            if runtime == "onnx":
                raise
            if log is not None:
                log(f"{e.message.split('; ')[0]}: running it with torch")
        except DocxError:
            raise
        except Exception as e:  # export or onnxruntime failure: torch still runs the model
            if runtime == "onnx":
                raise
            if log is not None:
                log(f"ONNX runtime unavailable for this model ({type(e).__name__}: {e}); running it with torch")
    return load_model(model, device=device, precision=precision)
