/**
 * The newsletter rows' SMTP server (smtp-server on loopback, counting messages, keeping none) in
 * a process of its own, as a mail provider is: in the bench's process its parsing and collection
 * were the sender's CPU and heap. `startSmtpSink()` forks this file and answers its URL; `count()`
 * asks it how many messages it has accepted.
 */
import { fork } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';

type FromSink = { url: string } | { count: number };

export async function startSmtpSink() {
  const child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = () =>
    new Promise<FromSink>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the SMTP sink exited with ${code}`));
      child.once('exit', onExit);
      child.once('message', (m: FromSink) => {
        child.off('exit', onExit);
        resolve(m);
      });
    });
  const ready = (await next()) as { url: string };
  return {
    url: ready.url,
    async count() {
      const answer = next();
      child.send('count');
      return ((await answer) as { count: number }).count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _s, cb) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        count += 1;
        cb();
      });
    },
  });
  // A sender that drops a connection before the final dot is the server's error, not the bench's.
  server.on('error', () => undefined);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.on('message', () => process.send?.({ count }));
  process.on('disconnect', () => server.close(() => process.exit(0)));
  process.send?.({ url: `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}` });
}
