import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { config } from '../config';
import { sendMail } from './mail';
import { mailsTo } from '../test/outbox';

describe('mail', () => {
  it('writes the mail to the outbox when no SMTP_URL is set', async () => {
    await sendMail({ to: 'outbox@test.example', subject: 'Hello', text: 'Body', link: 'http://x/y' });
    expect(mailsTo('outbox@test.example')).toEqual([
      expect.objectContaining({ subject: 'Hello', text: 'Body', link: 'http://x/y' }),
    ]);
  });

  it('sends through SMTP_URL when it is set', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    config.smtpUrl = `smtp://127.0.0.1:${port}`;
    try {
      await sendMail({ to: 'smtp@test.example', subject: 'Over SMTP', text: 'Sent for real' });
    } finally {
      config.smtpUrl = undefined;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Over SMTP');
    expect(received[0]).toContain('Sent for real');
    expect(mailsTo('smtp@test.example')).toHaveLength(0);
  });
});
