// A local SMTP server that keeps what it is sent (smtp-server from npm): the mail tests and the
// scale proof deliver to it, stop it (the transport is down) and start it again on its port.
import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Until called, messages are taken in but not acknowledged (a slow mail server). */
  hold(): () => void;
  /** Every message is refused with a permanent 550 while on. */
  refuseAll(on: boolean): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function createSmtpSink(port?: number): Promise<SmtpSink> {
  const chosen = port ?? (await freePort());
  const received: ReceivedMail[] = [];
  let gate: Promise<void> | null = null;
  let refusing = false;
  let server: SMTPServer | null = null;
  const sink: SmtpSink = {
    port: chosen,
    url: `smtp://127.0.0.1:${chosen}`,
    received,
    hold() {
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
    refuseAll(on) {
      refusing = on;
    },
    async start() {
      if (server) return;
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['AUTH', 'STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const waiting = gate ?? Promise.resolve();
            void waiting.then(() => {
              if (refusing) return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
              received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
              callback();
            });
          });
        },
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once('error', (error) => {
          server = null;
          reject(error);
        });
        listening.listen(chosen, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
  };
  await sink.start();
  return sink;
}
