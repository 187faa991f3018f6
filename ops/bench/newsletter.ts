import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp } from '../../api/app.js';
import { loadConfig } from '../../api/config.js';
import { createIssueCommand, sendIssueCommand } from '../../api/newsletter/issues.commands.js';
import { issueSenderKey } from '../../api/newsletter/issues.sender.js';
import { addSubscribers } from '../../api/newsletter/issues.test-support.js';
import { createLogger } from '../../api/shared/log.js';
import { seedNewsletter } from '../../ops/seed/newsletter.js';
import { seedContext } from '../../ops/seed/accounts.js';
import { int, ratio, secs, table, type Row } from './report.js';
import { startSmtpSink } from './smtp-sink.js';

/**
 * Newsletter rows (issue 28): an issue sent to N confirmed subscribers through a real SMTP server
 * (smtp-server on loopback in a process of its own, counting messages, keeping none: smtp-sink.ts)
 * by the app's own sender in this process, at the configured rate: mails per second against that
 * rate, and the sender's heap while it sends (sampled after a full GC every 3 s, which costs a
 * pause each, above the heap before the send) at each size, which must not grow with the list (it
 * pages through the recipients). The notes give the sender's CPU per mail and how long writing
 * the subscriptions took.
 * Knobs: BENCH_NEWSLETTER_SIZES (default 1000,100000), BENCH_NEWSLETTER_RATE (mails/s, default 1000).
 */

const MB = 1024 * 1024;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

interface Measured {
  size: number;
  rate: number;
  seconds: number;
  mailsPerSecond: number;
  heapGrowthMb: number;
  /** The sender process's CPU time (user and system) per mail while it sends. */
  cpuMsPerMail: number;
  seedSeconds: number;
  delivered: number;
}

async function measure(size: number, rate: number, progress: (m: string) => void): Promise<Measured> {
  const dir = mkdtempSync(join(tmpdir(), 'osg-bench-newsletter-'));
  const smtp = await startSmtpSink();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, SEED_DEMO: '0', SEED_CONTENT: '0', LOG_LEVEL: 'silent', RATE_LIMITS: 'off', SMTP_URL: smtp.url, NEWSLETTER_RATE: String(rate), NEWSLETTER_SWEEP_MS: '3600000' });
  const app = await createApp(config, { logger: createLogger('silent') });
  try {
    const deps = app.deps;
    const [topic] = await seedNewsletter(deps, seedContext(new Date()));
    progress(`newsletter: writing ${int(size)} confirmed subscriptions`);
    const seed0 = performance.now();
    await addSubscribers(deps, size, { kind: 'confirmed', categoryIds: [topic!], prefix: 'bench', reserve: false });
    await deps.awaitProjection((await deps.store.head()) ?? '');
    const seedSeconds = (performance.now() - seed0) / 1000;
    const ctx = { actorId: 1, actorRole: 'admin' as const, correlationId: 'bench-newsletter', causationId: null, now: new Date() };
    const made = await createIssueCommand(deps, { subject: `Bench ${size}`, content: '<p>A newsletter issue of the benchmark, with <a href="/articles">a link</a>.</p>', categoryIds: [topic] }, ctx);
    gc();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const sampler = setInterval(() => {
      gc();
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 3000);
    progress(`newsletter: sending to ${int(size)} at ${int(rate)}/s`);
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const sent = await sendIssueCommand(deps, { id: made.issueId }, ctx);
    await deps.awaitProjection(sent.position);
    await deps.services.get(issueSenderKey).start(made.issueId);
    for (;;) {
      const row = deps.rm.stmt<[number], { status: string }>('SELECT status FROM newsletter_issues WHERE id = ?').get(made.issueId);
      if (row?.status === 'sent') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    const cpu = process.cpuUsage(cpu0);
    return { size, rate, seconds, mailsPerSecond: size / seconds, heapGrowthMb: (peak - before) / MB, cpuMsPerMail: (cpu.user + cpu.system) / 1000 / size, seedSeconds, delivered: await smtp.count() };
  } finally {
    await app.close();
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function newsletterRows(opts: { progress?: (m: string) => void } = {}): Promise<{ rows: Row[]; notes: string[] }> {
  const progress = opts.progress ?? (() => {});
  const sizes = (process.env.BENCH_NEWSLETTER_SIZES ?? '1000,100000').split(',').map((s) => Number(s.trim())).filter((n) => n > 0);
  const rate = Number(process.env.BENCH_NEWSLETTER_RATE ?? 1000);
  const results: Measured[] = [];
  for (const size of sizes) results.push(await measure(size, rate, progress));
  const smallest = results[0];
  const rows: Row[] = results.flatMap((r) => [
    {
      measurement: `newsletter send, ${int(r.size)} recipients (SMTP, NEWSLETTER_RATE ${int(r.rate)}/s)`,
      result: `${int(r.mailsPerSecond)} mails/s (${secs(r.seconds)})`,
      baseline: `${int(r.rate)}/s configured`,
      ratio: ratio(r.mailsPerSecond, r.rate),
      data: { figure: r.mailsPerSecond, unit: 'mails/s', reference: r.rate, ratio: r.mailsPerSecond / r.rate, target: 'delivered = recipients', pass: r.delivered === r.size },
    },
    {
      measurement: `newsletter sender heap growth while sending, ${int(r.size)} recipients`,
      result: `${r.heapGrowthMb.toFixed(1)} MB`,
      baseline: smallest && smallest !== r ? `${smallest.heapGrowthMb.toFixed(1)} MB at ${int(smallest.size)}` : '',
      ratio: smallest && smallest !== r ? ratio(r.heapGrowthMb, Math.max(smallest.heapGrowthMb, 0.1)) : '',
      data: { figure: r.heapGrowthMb, unit: 'MB', reference: smallest?.heapGrowthMb ?? null, target: 'constant in list size (< 2× the smallest + 8 MB)', pass: !smallest || r.heapGrowthMb < 2 * smallest.heapGrowthMb + 8 },
    },
  ]);
  const notes = results.map(
    (r) => `newsletter: ${int(r.delivered)} of ${int(r.size)} delivered to the SMTP server (its own process); the sender's CPU ${r.cpuMsPerMail.toFixed(2)} ms per mail; writing the subscriptions took ${secs(r.seedSeconds)}`,
  );
  return { rows, notes };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { rows, notes } = await newsletterRows({ progress: (m) => process.stderr.write(`  … ${m}\n`) });
  console.log(table(rows));
  for (const n of notes) console.log(n);
}
