import { spawn } from 'node:child_process';

/**
 * The child's program: SIGKILL the parent at the deadline, unless the parent is gone first (its
 * IPC channel then closes). Signals to the parent's process group are not for it.
 */
const program = (pid: number, ms: number) => `
process.on('SIGTERM', () => {});
process.on('SIGINT', () => {});
process.on('disconnect', () => process.exit(0));
setTimeout(() => { try { process.kill(${pid}, 'SIGKILL'); } catch {} process.exit(0); }, ${ms});
`;

/**
 * The last resort of a shutdown: a small process of its own that SIGKILLs this one `ms` from now
 * unless this one has ended by then. Not a timer in this process: process.exit() once hung for 40
 * minutes inside a native addon's threads (issue 24), and no timer runs after process.exit() has
 * begun. Not a worker thread either: process.exit() stops worker threads first. It runs in its own
 * process group (detached), so a signal to the server's group does not end it, and it ends itself
 * as soon as this process is gone. Returns its pid, or null when it could not be started (the
 * shutdown then has its in-process timer only).
 */
export function armExitWatchdog(ms: number): number | null {
  try {
    const dog = spawn(process.execPath, ['-e', program(process.pid, Math.max(0, Math.round(ms)))], {
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      detached: true,
      env: { PATH: process.env.PATH ?? '' },
    });
    dog.on('error', () => {});
    // Neither the process nor its channel keeps this one alive.
    dog.unref();
    dog.channel?.unref();
    return dog.pid ?? null;
  } catch {
    return null;
  }
}
