// A real IMAP server for the mailbox tests: Debian's dovecot (apt-get install dovecot-imapd; .ci/run installs it),
// started in a temporary folder on a free loopback port with one mailbox user from a passwd file. Nothing outside
// the folder is used; as root, the mail files belong to `nobody`, as any other user, to that user.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';

import { freePort } from './free-port';

export const DOVECOT_BINARY = process.env.DOVECOT_PATH ?? '/usr/sbin/dovecot';
const USER = 'leads';
const PASSWORD = 'buzon-de-prueba-123';

export type Dovecot = {
  port: number;
  user: string;
  password: string;
  /** IMAP_URL for the app: imap://user:password@127.0.0.1:port/INBOX */
  url: string;
  /** Appends a raw message to INBOX (as a portal's mail would arrive); returns its UID. */
  append(raw: string | Buffer, flags?: string[]): Promise<number>;
  /** The INBOX as the server keeps it: every message's UID and flags (nothing may be deleted or flagged). */
  inbox(): Promise<{ uid: number; flags: string[] }[]>;
  stop(): Promise<void>;
};

async function waitForPort(port: number, child: ChildProcess, log: string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 15_000) {
    if (child.exitCode !== null)
      throw new Error(`dovecot exited: ${fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('dovecot did not start listening in 15 s');
}

/** A Dovecot that answers IMAP on 127.0.0.1:port only, with the users of dir/passwd and its files under dir. */
function dovecotConfig({
  dir,
  log,
  port,
  unprivileged,
}: {
  dir: string;
  log: string;
  port: number;
  unprivileged: string;
}) {
  return `${unprivileged}base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${log}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
mail_location = maildir:~/Maildir
first_valid_uid = 1
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = passwd-file
  args = username_format=%u ${dir}/passwd
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`;
}

export async function startDovecot(): Promise<Dovecot> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casanova-dovecot-'));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const root = process.getuid?.() === 0;
  const me = os.userInfo();
  const uid = root ? 65534 : me.uid;
  const gid = root ? 65534 : me.gid;
  const mail = path.join(dir, 'mail');
  fs.mkdirSync(mail, { mode: 0o755 });
  if (root) fs.chownSync(mail, uid, gid);
  fs.writeFileSync(path.join(dir, 'passwd'), `${USER}:{PLAIN}${PASSWORD}:${uid}:${gid}::${mail}\n`);
  const unprivileged = root
    ? ''
    : `default_internal_user = ${me.username}\ndefault_login_user = ${me.username}\ndefault_internal_group = ${me.username}\n`;
  const log = path.join(dir, 'dovecot.log');
  fs.writeFileSync(path.join(dir, 'dovecot.conf'), dovecotConfig({ dir, log, port, unprivileged }));
  const child = spawn(DOVECOT_BINARY, ['-F', '-c', path.join(dir, 'dovecot.conf')], { stdio: 'ignore' });
  await waitForPort(port, child, log);
  const connect = async () => {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      auth: { user: USER, pass: PASSWORD },
      logger: false,
    });
    await client.connect();
    return client;
  };
  return {
    port,
    user: USER,
    password: PASSWORD,
    url: `imap://${USER}:${PASSWORD}@127.0.0.1:${port}/INBOX`,
    async append(raw, flags = []) {
      const client = await connect();
      try {
        const result = await client.append('INBOX', raw, flags);
        return result ? (result.uid ?? 0) : 0;
      } finally {
        await client.logout();
      }
    },
    async inbox() {
      const client = await connect();
      try {
        await client.mailboxOpen('INBOX', { readOnly: true });
        const messages: { uid: number; flags: string[] }[] = [];
        for await (const message of client.fetch('1:*', { uid: true, flags: true })) {
          // \\Recent belongs to the session that first sees a message, not to the message.
          messages.push({ uid: message.uid, flags: [...(message.flags ?? [])].filter((f) => f !== '\\Recent').sort() });
        }
        return messages;
      } catch (error) {
        if (String(error).includes('Invalid messageset')) return [];
        throw error;
      } finally {
        await client.logout();
      }
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
