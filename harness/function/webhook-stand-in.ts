/**
 * A stand-in for the owner's chat webhook (a Slack or Discord incoming webhook): it keeps every
 * JSON body posted to it, and can answer 500 until told otherwise.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { poll } from '../poll';

type WebhookPost = {
  event: string;
  event_id: string;
  message_id: string | null;
  text: string;
  content: string;
  allowed_mentions?: { parse?: string[] };
  unfurl_links?: boolean;
  unfurl_media?: boolean;
  flags?: number;
  userAgent: string;
};

export async function startWebhookStandIn() {
  const received: WebhookPost[] = [];
  let failing = false;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (failing) {
      res.writeHead(500).end('down');
      return;
    }
    received.push({
      ...(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Omit<WebhookPost, 'userAgent'>),
      userAgent: String(req.headers['user-agent']),
    });
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/contact`,
    received,
    /** The posts of one kind of event. */
    of: (event: string) => received.filter((post) => post.event === event),
    /** The posts of one kind about one message, once `count` of them have had time to arrive. */
    alertsFor: (messageId: string, event: string, count = 1) =>
      poll(
        async () =>
          received.filter((post) => post.event === event && post.message_id === messageId),
        (posts) => posts.length >= count,
        { timeout: 5_000 },
      ),
    setFailing(next: boolean) {
      failing = next;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
