"""Child process of ``docx bench attention``: measures one point and prints it (internal)."""

import sys

from docx_cli.bench.attention import _child_main

if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python -m docx_cli.bench._child SPEC_JSON (internal; use `docx bench attention`)")
    sys.exit(_child_main(sys.argv[1]))
