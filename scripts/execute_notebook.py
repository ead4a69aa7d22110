"""Execute one notebook top to bottom on the tslab kernel with Jupyter's own executor (nbclient).

Usage: execute_notebook.py NOTEBOOK OUTPUT [--profile full|test] [--timeout SECONDS]

- Parameters (papermill style): the first code cell tagged "parameters" holds the defaults;
  with --profile test, the values in notebook metadata cgtlab.test_parameters are injected as a
  new cell (tagged "injected-parameters") right after it.
- On a failing cell: prints "NOTEBOOK: cell N failed: ENAME: EVALUE", writes nothing, exits 1.
- On success: writes OUTPUT whole (temp file + rename), signed as trusted in the project-local
  Jupyter data directory so that its HTML/JS outputs render when opened there.

Run by scripts/cgtlab.mjs with the project-local JUPYTER_DATA_DIR; not meant to be called by hand.
"""

import argparse
import json
import os
import re
import sys
import tempfile

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError, CellTimeoutError, DeadKernelError
from nbformat.sign import NotebookNotary


def ts_literal(value):
    """A TypeScript literal for a JSON value (JSON is valid TS for these types)."""
    return json.dumps(value)


def inject_parameters(nb, params):
    if not params:
        return
    index = next(
        (
            i
            for i, c in enumerate(nb.cells)
            if c.cell_type == "code" and "parameters" in c.get("metadata", {}).get("tags", [])
        ),
        None,
    )
    if index is None:
        raise SystemExit("notebook has test_parameters but no cell tagged 'parameters'")
    source = "// Injected parameters (test profile)\n" + "".join(
        f"{name} = {ts_literal(value)};\n" for name, value in params.items()
    ) + "void 0;\n"
    cell = nbformat.v4.new_code_cell(source=source)
    cell.metadata["tags"] = ["injected-parameters"]
    nb.cells.insert(index + 1, cell)


def error_text(output):
    ename = output.get("ename", "Error")
    evalue = output.get("evalue", "")
    return f"{ename}: {evalue}".strip()


ERROR_LINE = re.compile(r"^\s*[\w$.]*(Error|Exception)(\s*\[[^\]]*\])?:\s")


def summarize_stderr(stderr):
    """One line for the error: the exception's "Name: message" line, else the compact text."""
    lines = [line for line in stderr.splitlines() if line.strip()]
    for line in lines:
        if ERROR_LINE.match(line):
            return line.strip()
    text = " | ".join(line.strip() for line in lines)
    return text if len(text) <= 400 else text[:400] + " …"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("notebook")
    parser.add_argument("output")
    parser.add_argument("--profile", choices=["full", "test"], default="full")
    parser.add_argument("--timeout", type=int, default=3600, help="per-cell timeout in seconds")
    args = parser.parse_args()

    name = os.path.relpath(args.notebook)
    nb = nbformat.read(args.notebook, as_version=4)
    for i, cell in enumerate(nb.cells):
        cell.setdefault("id", f"cell-{i}")
    if args.profile == "test":
        inject_parameters(nb, nb.metadata.get("cgtlab", {}).get("test_parameters", {}))

    client = NotebookClient(
        nb,
        kernel_name="tslab",
        timeout=args.timeout,
        allow_errors=False,
        resources={"metadata": {"path": os.path.dirname(os.path.abspath(args.notebook))}},
    )
    code_cells = [i for i, c in enumerate(nb.cells) if c.cell_type == "code"]
    current = {"index": None}

    def on_cell_start(cell, cell_index):
        current["index"] = cell_index

    client.on_cell_start = on_cell_start
    try:
        client.execute()
    except (CellExecutionError, CellTimeoutError, DeadKernelError) as err:
        index = current["index"]
        number = code_cells.index(index) + 1 if index in code_cells else index
        message = str(err).strip().splitlines()
        detail, stderr = "", ""
        if index is not None:
            outputs = nb.cells[index].get("outputs", [])
            for output in outputs:
                if output.get("output_type") == "error":
                    detail = error_text(output)
            # tslab reports runtime exceptions and TypeScript compile errors on stderr only.
            stderr = "".join(
                o.get("text", "") for o in outputs if o.get("output_type") == "stream" and o.get("name") == "stderr"
            ).strip()
        if stderr and (not detail or detail.endswith(":")):
            detail = summarize_stderr(stderr)
        if not detail:
            detail = message[-1] if message else type(err).__name__
        if isinstance(err, CellTimeoutError):
            detail = f"timed out after {args.timeout} s"
        if isinstance(err, DeadKernelError):
            detail = f"the kernel died ({detail})"
        print(f"{name}: code cell {number} (cell index {index}) failed: {detail}", file=sys.stderr)
        if stderr:
            print("\n".join("    " + line for line in stderr.splitlines()[:40]), file=sys.stderr)
        sys.exit(1)

    NotebookNotary().sign(nb)
    out_dir = os.path.dirname(os.path.abspath(args.output))
    os.makedirs(out_dir, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=out_dir, suffix=".ipynb.tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            nbformat.write(nb, f)
        os.replace(tmp, args.output)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


if __name__ == "__main__":
    main()
