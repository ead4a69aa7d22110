"""Execute one notebook top to bottom on the tslab kernel with Jupyter's own executor (nbclient).

Usage: execute_notebook.py NOTEBOOK OUTPUT [--profile full|test] [--timeout SECONDS]

- Parameters (papermill style): the first code cell tagged "parameters" holds the defaults;
  with --profile test, the values in notebook metadata cgtlab.test_parameters are injected as a
  new cell (tagged "injected-parameters") right after it.
- On a failing cell: prints "NOTEBOOK: code cell N failed: ENAME: EVALUE" (N counts the
  notebook's own code cells, never the injected one), writes nothing, exits 1. The error
  always carries a message; a dead kernel is reported with its exit signal and the memory it
  had reached (out of memory when V8 aborted or the OOM killer struck).
- After the last cell, a final check (not saved) waits for outputs promised but not awaited
  (an un-awaited notebook.exportFigure) and fails the run on errors raised after a cell
  (uncaught exceptions, unhandled rejections); they are also looked for in every cell's stderr.
- If the process that started this one dies (the orchestrator was killed), the kernel is killed
  and this process exits without writing anything.
- On success: writes OUTPUT whole (temp file + rename), signed as trusted in the project-local
  Jupyter data directory so that its HTML/JS outputs render when opened there.

Run by scripts/cgtlab.mjs with the project-local JUPYTER_DATA_DIR; not meant to be called by hand.
"""

import argparse
import json
import os
import re
import signal
import sys
import tempfile
import threading
import time

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


SETTLE_SOURCE = (
    "// cgtlab executor: let short timers fire (their errors print here), wait for un-awaited\n"
    "// outputs, and fail on errors raised after a cell (recorded by cgtlab when loaded)\n"
    "const cgtlabSettleHook = (globalThis as unknown as Record<string, undefined | (() => Promise<void>)>)[\"__cgtlabSettle\"];\n"
    "const cgtlabSettled: void = await new Promise<void>((r) => setTimeout(r, 250)).then(() => cgtlabSettleHook?.());\n"
)
LATE_ERROR = re.compile(r"^(UncaughtException|UnhandledPromiseRejection):", re.M)


class KernelWatch:
    """Polls the kernel's resident memory (peak kept) and guards against losing our parent."""

    def __init__(self, client):
        self.client = client
        self.peak_kb = 0
        self.pid = None
        self.proc = None
        self.parent = os.getppid()
        self.stop = False
        threading.Thread(target=self.run, daemon=True).start()

    def kernel_process(self):
        km = getattr(self.client, "km", None)
        provisioner = getattr(km, "provisioner", None) if km is not None else None
        return getattr(provisioner, "process", None) if provisioner is not None else None

    def run(self):
        while not self.stop:
            proc = self.kernel_process()
            if proc is not None:
                self.proc = proc  # kept: the kernel manager forgets it on cleanup
                self.pid = proc.pid
                try:
                    with open(f"/proc/{proc.pid}/status") as f:
                        for line in f:
                            if line.startswith("VmHWM:") or line.startswith("VmRSS:"):
                                self.peak_kb = max(self.peak_kb, int(line.split()[1]))
                except OSError:
                    pass
            if os.getppid() != self.parent:
                # The orchestrator is gone: take the kernel down with us, publish nothing.
                if self.pid is not None:
                    try:
                        os.kill(self.pid, signal.SIGKILL)
                    except OSError:
                        pass
                os._exit(3)
            time.sleep(0.2)

    def death_note(self):
        """How the kernel died: signal or exit code, and the peak memory it reached."""
        proc = self.kernel_process() or self.proc
        code = None
        for _ in range(50):  # the kernel may still be exiting
            code = proc.poll() if proc is not None else None
            if code is not None or proc is None:
                break
            time.sleep(0.1)
        mb = self.peak_kb / 1024
        reached = f"{mb:,.0f} MB resident at its peak" if self.peak_kb else "memory unknown"
        if code is None:
            return f"the kernel stopped responding ({reached})"
        if code in (-signal.SIGABRT, 134):
            return f"out of memory: the kernel's JavaScript heap was exhausted (V8 aborted; {reached})"
        if code in (-signal.SIGKILL, 137):
            return f"the kernel was killed by SIGKILL, most likely out of memory (the OOM killer; {reached})"
        if code < 0:
            return f"the kernel died of signal {signal.Signals(-code).name} ({reached})"
        return f"the kernel exited with code {code} ({reached})"


def error_text(output):
    ename = output.get("ename", "Error")
    evalue = output.get("evalue", "")
    return f"{ename}: {evalue}".strip()


ERROR_LINE = re.compile(r"^\s*[\w$.]*(Error|Exception)(\s*\[[^\]]*\])?:\s")


def kernel_internal(report):
    """A late error thrown by tslab itself (first stack frame in tslab), e.g. "Unexpected pending rebuildTimer"."""
    frame = next((l for l in report.splitlines() if l.lstrip().startswith("at ")), "")
    return "/node_modules/tslab/" in frame


def cell_stderr(cell):
    return "".join(
        o.get("text", "") for o in cell.get("outputs", []) if o.get("output_type") == "stream" and o.get("name") == "stderr"
    ).strip()


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

    settle = nbformat.v4.new_code_cell(source=SETTLE_SOURCE)
    settle.metadata["tags"] = ["cgtlab-settle"]
    nb.cells.append(settle)

    client = NotebookClient(
        nb,
        kernel_name="tslab",
        timeout=args.timeout,
        allow_errors=False,
        resources={"metadata": {"path": os.path.dirname(os.path.abspath(args.notebook))}},
    )
    # Cells as the user numbers them: the notebook's own code cells (not the injected
    # parameters, not the final check).
    own = lambda c: c.cell_type == "code" and not {"injected-parameters", "cgtlab-settle"} & set(c.get("metadata", {}).get("tags", []))
    code_cells = [i for i, c in enumerate(nb.cells) if own(c)]
    current = {"index": None}

    def on_cell_start(cell, cell_index):
        current["index"] = cell_index

    def where(index):
        if index is None:
            return "before the first cell"
        cell = nb.cells[index]
        tags = cell.get("metadata", {}).get("tags", [])
        if "cgtlab-settle" in tags:
            return "after the last cell"
        if "injected-parameters" in tags:
            return f"the injected test-parameters cell (cell index {index})"
        return f"code cell {code_cells.index(index) + 1} (cell index {index})"

    client.on_cell_start = on_cell_start
    watch = KernelWatch(client)
    try:
        client.execute()
    except (CellExecutionError, CellTimeoutError, DeadKernelError) as err:
        index = current["index"]
        message = [line for line in str(err).strip().splitlines() if line.strip()]
        detail, stderr = "", ""
        if index is not None:
            outputs = nb.cells[index].get("outputs", [])
            for output in outputs:
                if output.get("output_type") == "error":
                    detail = error_text(output)
            # tslab reports runtime exceptions and TypeScript compile errors on stderr only.
            stderr = cell_stderr(nb.cells[index])
        if stderr and (not detail or detail.endswith(":")):
            detail = summarize_stderr(stderr)
        if not detail or detail.endswith(":"):
            last = message[-1] if message else ""
            detail = last if last and not last.endswith(":") else (
                f"{type(err).__name__}: the kernel reported the cell as failed but sent no error message"
            )
        if isinstance(err, CellTimeoutError):
            detail = f"timed out after {args.timeout} s"
        if isinstance(err, DeadKernelError):
            detail = watch.death_note()
        watch.stop = True
        print(f"{name}: {where(index)} failed: {detail}", file=sys.stderr)
        if stderr:
            print("\n".join("    " + line for line in stderr.splitlines()[:40]), file=sys.stderr)
        sys.exit(1)
    watch.stop = True

    # Errors printed by tslab's own handlers after a cell had finished land in a later cell's stderr.
    for index in range(len(nb.cells)):
        if nb.cells[index].cell_type != "code":
            continue
        text = cell_stderr(nb.cells[index])
        hit = next((h for h in LATE_ERROR.finditer(text) if not kernel_internal(text[h.start():])), None)
        if hit:
            line = text[hit.start():].splitlines()
            print(f"{name}: an error was raised outside a cell's await (seen in {where(index)}): "
                  f"{' '.join(l.strip() for l in line[:3])}", file=sys.stderr)
            sys.exit(1)
    nb.cells = [c for c in nb.cells if "cgtlab-settle" not in c.get("metadata", {}).get("tags", [])]

    NotebookNotary().sign(nb)
    out_dir = os.path.dirname(os.path.abspath(args.output))
    os.makedirs(out_dir, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=out_dir, suffix=".ipynb.tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            nbformat.write(nb, f)
        # mkstemp creates the file 0600; an executed notebook is a result like any other (0644
        # under the usual umask 022), readable by whoever may read results/.
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, args.output)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


if __name__ == "__main__":
    main()
