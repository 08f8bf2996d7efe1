// A real SMTP server on loopback for the browser tests: the built server delivers its mail here over
// SMTP (SMTP_URL), and every message lands as one .eml file in `mailDir`, where the specs read it.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export async function startLoopbackSmtp(mailDir) {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
        const file = join(mailDir, `${String(count).padStart(5, '0')}.eml`);
        writeFile(file, `X-Envelope-To: ${recipients}\r\n${Buffer.concat(chunks).toString('utf8')}`)
          .then(() => callback())
          .catch(callback);
      });
    },
  });
  const port = await new Promise((resolvePort, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolvePort(server.server.address().port));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolveClose) => server.close(resolveClose)),
  };
}
