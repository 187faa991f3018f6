import { ogSvg } from './og.js';
import { measureText, renderPng } from './raster.js';

/**
 * The image renderer process (rasterizer.ts starts it; bundled as dist/server/raster-process.js):
 * turns SVG drawings into PNGs with @resvg/resvg-js, one job at a time, and answers each job by
 * its id. It keeps no state worth saving, so it is only ever ended with SIGKILL, which no native
 * thread can hold up: by the API on shutdown or when idle, and by itself as soon as the API is
 * gone (the IPC channel closes), whatever way the API ended.
 */

export type RasterJob = { id: number; svg: string } | { id: number; og: { title: string; category: string } };
export type RasterAnswer = { id: number; png: Uint8Array } | { id: number; error: string };

const die = () => process.kill(process.pid, 'SIGKILL');

if (!process.send) throw new Error('raster-process runs as a child process with an IPC channel (rasterizer.ts)');
process.on('disconnect', die);
// Never through exit(): the addon's atexit handler is the likeliest place such an exit hangs (rasterizer.ts).
// (Writes to a pipe or a file are synchronous on Linux, so the line is out before the kill.)
process.on('uncaughtException', (err) => {
  process.stderr.write(`raster-process: ${err.stack ?? String(err)}\n`);
  die();
});
process.on('unhandledRejection', (err) => {
  process.stderr.write(`raster-process: ${String(err)}\n`);
  die();
});
// A signal sent to the API's whole process group is for the API: it ends this process when it is done.
process.on('SIGTERM', () => {});
process.on('SIGINT', () => {});

process.on('message', (job: RasterJob) => {
  let answer: RasterAnswer;
  try {
    const png = 'svg' in job ? renderPng(job.svg) : renderPng(ogSvg(job.og, measureText));
    answer = { id: job.id, png };
  } catch (err) {
    answer = { id: job.id, error: err instanceof Error ? err.message : String(err) };
  }
  process.send!(answer, undefined, undefined, (err) => {
    if (err) die();
  });
});

process.send({ ready: true });
