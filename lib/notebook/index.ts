/**
 * Layer 4: notebook helpers — the only part of cgtlab that knows about tslab, plotly, danfojs
 * and the browser. `show`/`exportFigure` for plotly figures, `showTable`/`saveTable`/`saveJson`
 * for results, `progress` and `runInWorker` for long computations.
 *
 * @module
 */
export { projectRoot, publishedName, resultsDir, resultsPath } from "./paths";
export {
  readResult,
  readResultIfPresent,
  listResults,
  listResultFolders,
  resultsFolder,
  findResult,
  resultProducer,
  resultsSearchPath,
  parseCsv,
  COMMAND_RESULTS,
  type CsvRow,
  type ResultProducer,
  type ReadJsonOptions,
} from "./results";
export { displayBundle, html, markdown, escapeHtml, inKernel, type MimeBundle } from "./display";
export { show, showValue, valueBundle, dyadicBundle, type Displayable, type ShowOptions } from "./show";
export { gameTree, GameTreeDrawing, type GameTreeOptions } from "./gametree";
export { loopyGraphPicture, LoopyGraphDrawing, type LoopyGraphPictureOptions } from "./loopygraph";
export { showFigure, exportFigure, renderFigure, deterministicSvg, figureHtml, figureTitle, type Figure, type PlotlyTrace, type ImageOptions } from "./plot";
export { closeBrowser, chromiumPath } from "./browser";
export { showTable, saveTable, saveJson, saveTimings, timingsName, toCsv, toJson, tableHtml, toDataFrame, type Rows, type Cell, type SaveOptions } from "./table";
export { progress, heartbeat } from "./progress";
export { count, percent, bytes, duration, displayNumber, times, listProse } from "./format";
export { valueText, exactNumber } from "./numbers";
export { rowsFigure, chartNumber, type RowsChart, type TraceStyle } from "./rowcharts";
export { pictureTableHtml, showPictureTable, type PictureTableOptions } from "./pictures";
export { thermographFigure, thermographRecordFigure, isThermograph, type ThermographSpec } from "./thermograph";
export { runInWorker, InterruptedError, workerPoolStats, setWorkerPoolSize, shutdownWorkers, type WorkerOptions, type WorkerPoolStats } from "./worker";
export { loadRuleset, loadRulesetModule, rulesetOrigin, type RulesetOrigin } from "./modules";
export { runShards, type Shard } from "./shards";
export { exportPathOf, exportAt } from "./registry";
export {
  type RulesetModule,
  type PictureFamily,
  type SweepJob,
  type NotebookSweepOptions,
  sweepValues,
  sweepOutcomes,
  runSweepJob,
} from "./sweep";
export { installOutputQueue, settle } from "./kernel";
export { conciseUserErrors, fullUserErrors, conciseError, isUserError, isUserErrorName } from "./errors";

import { inKernel } from "./display";
import { heartbeat } from "./progress";
// Loaded inside a tslab kernel: install the output queue at once (see kernel.ts), and the heartbeat
// of long engine calls made without a progress reporter (progress.ts).
if (inKernel()) heartbeat();
export {
  showThenExport,
  periodHeatmapFigure,
  twoHeapFigure,
  symmetryScanFigure,
  misereLinesFigure,
  kindsBySizeFigure,
  temperatureBySizeFigure,
  dovesCountFigure,
  positionCountsFigure,
  KIND_COLORS,
} from "./studyfigures";
export { readSolveTables, readFirstMoveArrays, solveSizeFigure, firstMovesFigure, proofTreePicture, ProofTreeDrawing } from "./solving";
