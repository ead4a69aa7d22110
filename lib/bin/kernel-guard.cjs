// Preloaded into the tslab kernel (node --require, see kernelSpec in lib/bin/jupyter.mjs).
// Jupyter starts kernels in their own session, so killing a run's process group (or the
// executor alone) left the kernel running. Like ipykernel's parent poller, this exits the
// kernel once the process that started it (JPY_PARENT_PID, set by jupyter_client) is gone.
"use strict";
const parent = Number(process.env.JPY_PARENT_PID);
if (Number.isInteger(parent) && parent > 1) {
  const timer = setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch (err) {
      if (err && err.code === "ESRCH") process.exit(129);
    }
  }, 1000);
  timer.unref();
}
