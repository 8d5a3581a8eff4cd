"""Register docx_cli with transformers' Auto classes when transformers is used, not when docx_cli is imported.

``import docx_cli`` calls :func:`install`, which costs a few microseconds and imports neither torch nor
transformers: it puts a finder on ``sys.meta_path`` that waits for transformers' model machinery (the Auto
classes, ``modeling_utils``) to finish importing and then calls :func:`docx_cli.modeling.hf.register`. So
``import docx_cli`` followed by ``AutoModelForTokenClassification.from_pretrained("models/default")`` works in
either import order, and the docx_cli CLI, which never imports those modules, pays nothing.
"""

from __future__ import annotations

import sys

# Any of these finishing its import means transformers' model classes are in use.
WATCHED = ("transformers.modeling_utils", "transformers.models.auto.configuration_auto",
           "transformers.models.auto.modeling_auto")


_busy = False


def _initialising(done: str | None) -> bool:
    """Whether a watched module other than ``done`` (which has just run its code) is still running its code
    (importlib marks a module's spec until its import completes)."""
    return any(getattr(getattr(sys.modules.get(n), "__spec__", None), "_initializing", False)
               for n in WATCHED if n != done)


def _register(done: str | None = None) -> bool:
    """Import docx_cli.modeling.hf and register, unless called back from inside that very import (re-entry),
    or while a watched module is half-imported (the outermost one retries when it completes)."""
    global _busy
    if _busy or _initialising(done):
        return False
    _busy = True
    try:
        from docx_cli.modeling import hf

        hf.register()
    finally:
        _busy = False
    return True


class _AfterImport:  # a sys.meta_path finder (importlib.abc.MetaPathFinder itself costs 30 ms to import)
    """Finds nothing itself: for a WATCHED module it takes the spec the other finders give and runs
    :func:`_register` after the module's code has run."""

    done = False

    def find_spec(self, name, path, target=None):
        if self.done or name not in WATCHED:
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(name, path, target)
            if spec is not None:
                break
        else:
            return None
        loader = spec.loader
        if loader is None or not hasattr(loader, "exec_module"):
            return spec
        exec_module = loader.exec_module

        def exec_then_register(module):
            exec_module(module)
            if not self.done and _register(name):
                self.done = True
                if self in sys.meta_path:
                    sys.meta_path.remove(self)

        loader.exec_module = exec_then_register  # this loader instance serves this one module
        return spec


def install() -> None:
    """Register now if transformers' model machinery is already imported, else on its import (idempotent)."""
    if any(isinstance(f, _AfterImport) for f in sys.meta_path):
        return
    if any(name in sys.modules for name in WATCHED) and _register():
        return
    sys.meta_path.insert(0, _AfterImport())
