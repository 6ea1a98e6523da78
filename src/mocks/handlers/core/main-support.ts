import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { ok } from '../../respond';
import type { TreeNode } from '../../store/types';
import { nextSideId } from './side-state';
import { invalid, isEmail, nowIso } from './shared';

const hasNode = (nodes: readonly TreeNode[], id: string): boolean =>
  nodes.some((node) => node.id === id || hasNode(node.children, id));

/** Support tickets and friend invitations (spec A §2 support, chat-and-support, invite). */
export const supportHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.post('/api/v2/support/tickets', async ({ request, response }) => {
    const { user, scope } = requireCaller(backend, request);
    const body = await readJson<{
      topic_id: string;
      subject: string;
      message: string;
      attachment_ids: string[];
    }>(request);
    requireFields(body, ['topic_id', 'subject', 'message']);
    // Merchants pick from the merchant support tree, everyone else from the regular one (spec A §6).
    const tree = backend.db.supportTopics.get(user.user_type === 'business' ? 'merchant' : 'personal');
    const topic = String(body.topic_id);
    if (!tree || !hasNode(tree.children, topic)) throw invalid('topic_id', 'The selected topic is invalid.');
    const subject = String(body.subject).trim();
    if (!subject || subject.length > 255)
      throw invalid('subject', 'The subject must be 1 to 255 characters.');
    const message = String(body.message).trim();
    if (!message || message.length > 5000)
      throw invalid('message', 'The message must be 1 to 5000 characters.');
    const ids = body.attachment_ids ?? [];
    if (!Array.isArray(ids) || ids.length > 5) throw invalid('attachment_ids', 'Attach at most 5 files.');
    for (const id of ids)
      if (!scope.attachments.get(String(id)))
        throw invalid('attachment_ids', 'The selected file is invalid.');
    return response(200).json(
      ok(
        {
          id: nextSideId(backend, 'tkt_'),
          topic_id: topic,
          subject,
          status: 'open',
          created_at: nowIso(backend),
        },
        'Thanks, we received your request and will answer by e-mail.',
      ),
    );
  }),

  mainHttp.post('/api/v2/invites', async ({ request, response }) => {
    const { user } = requireCaller(backend, request);
    const body = await readJson<{ emails: string[] }>(request);
    requireFields(body, ['emails']);
    if (!Array.isArray(body.emails) || body.emails.length < 1 || body.emails.length > 20)
      throw invalid('emails', 'Enter 1 to 20 e-mail addresses.');
    const emails = [...new Set(body.emails.map((e) => String(e).trim().toLowerCase()))];
    emails.forEach((email, i) => {
      if (!isEmail(email)) throw invalid(`emails.${i}`, 'The email must be a valid email address.');
      if (email === user.email.toLowerCase()) throw invalid(`emails.${i}`, 'You cannot invite yourself.');
    });
    return response(200).json(ok({ invited: emails }, `We sent ${emails.length} invitation(s).`));
  }),
];
