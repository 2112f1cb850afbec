import type net from 'node:net';
import { SMTPServer } from 'smtp-server';

type SmtpSink = { port: number; received: string[]; close: () => Promise<void> };

/** A real SMTP server on loopback that records every message it accepts. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk) => (data += chunk));
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  const bound = await new Promise<number>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve((server.server.address() as net.AddressInfo).port)),
  );
  return { port: bound, received, close: () => new Promise((r) => server.close(() => r())) };
}
