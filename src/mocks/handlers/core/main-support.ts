import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found, readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { ok } from '../../respond';
import type { UserScope } from '../../store/db';
import type { Owned, SupportMessage, SupportTicket, TreeNode } from '../../store/types';
import { invalid, isEmail, nowIso, strip } from './shared';

const NOT_FOUND = 'This page could not be found';
const PREVIEW_LENGTH = 120;

/** The names from the root to the node, or undefined when the tree has no such node. */
function topicPath(nodes: readonly TreeNode[], id: string): string[] | undefined {
  for (const node of nodes) {
    if (node.id === id) return [node.name];
    const below = topicPath(node.children, id);
    if (below) return [node.name, ...below];
  }
  return undefined;
}

/** The topic's path in the caller's tree: merchants pick from the merchant tree, everyone else the regular one (spec A §6). */
function checkTopic(backend: DemoBackend, scope: UserScope, value: unknown): string {
  const tree = backend.db.supportTopics.get(scope.user.user_type === 'business' ? 'merchant' : 'personal');
  const path = tree && topicPath(tree.children, String(value));
  if (!path) throw invalid('topic_id', 'The selected topic is invalid.');
  return path.join(' › ');
}

function checkMessage(value: unknown): string {
  const message = String(value ?? '').trim();
  if (!message || message.length > 5000)
    throw invalid('message', 'The message must be 1 to 5000 characters.');
  return message;
}

/** The caller's own uploaded files, as a message carries them. */
function checkAttachments(scope: UserScope, value: unknown): SupportMessage['attachments'] {
  const ids = value ?? [];
  if (!Array.isArray(ids) || ids.length > 5) throw invalid('attachment_ids', 'Attach at most 5 files.');
  return ids.map((id) => {
    const file = scope.attachments.get(String(id));
    if (!file) throw invalid('attachment_ids', 'The selected file is invalid.');
    return { id: file.id, name: file.name, size: file.size, type: file.type, url: file.url };
  });
}

/** A list row: the conversation without its messages, with their count and the start of the last one. */
function summary(ticket: Owned<SupportTicket>) {
  const { messages, ...rest } = strip(ticket);
  const last = messages.at(-1)?.body ?? '';
  return {
    ...rest,
    messages_count: messages.length,
    last_message: last.length > PREVIEW_LENGTH ? `${last.slice(0, PREVIEW_LENGTH - 1)}…` : last,
  };
}

const full = (ticket: Owned<SupportTicket>) => ({ ...summary(ticket), messages: strip(ticket).messages });

/** Support conversations (chat-and-support, support) and friend invitations (spec A §2, §6). */
export const supportHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.get('/api/v2/support/tickets', ({ request, response }) => {
    const { scope } = requireCaller(backend, request);
    const rows = scope.supportTickets
      .all()
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
      .map(summary);
    return response(200).json(ok(rows));
  }),

  mainHttp.post('/api/v2/support/tickets', async ({ request, response }) => {
    const { scope } = requireCaller(backend, request);
    const body = await readJson<{
      topic_id: string;
      subject: string;
      message: string;
      attachment_ids: string[];
    }>(request);
    requireFields(body, ['topic_id', 'subject', 'message']);
    const topic = checkTopic(backend, scope, body.topic_id);
    const subject = String(body.subject).trim();
    if (!subject || subject.length > 255)
      throw invalid('subject', 'The subject must be 1 to 255 characters.');
    const message = checkMessage(body.message);
    const attachments = checkAttachments(scope, body.attachment_ids);
    // One conversation per question: a second one about the same subject would split the answers.
    const twin = scope.supportTickets.find(
      (t) => t.status !== 'closed' && t.subject.toLowerCase() === subject.toLowerCase(),
    );
    if (twin)
      throw invalid(
        'subject',
        'You already have an open conversation with this subject. Reply there, or choose another subject.',
      );
    const now = nowIso(backend);
    const id = String(backend.db.supportTickets.nextId());
    const row = scope.supportTickets.insert({
      id,
      topic_id: String(body.topic_id),
      topic,
      subject,
      status: 'open',
      created_at: now,
      updated_at: now,
      messages: [{ id: `${id}_m1`, from: 'customer', body: message, created_at: now, attachments }],
    });
    return response(200).json(
      ok(full(row), 'Thanks, we received your message. Our support team will answer here.'),
    );
  }),

  mainHttp.get('/api/v2/support/tickets/{id}', ({ request, params, response }) => {
    const { scope } = requireCaller(backend, request);
    return response(200).json(ok(full(found(scope.supportTickets.get(params.id), NOT_FOUND))));
  }),

  mainHttp.post('/api/v2/support/tickets/{id}/messages', async ({ request, params, response }) => {
    const { scope } = requireCaller(backend, request);
    const ticket = found(scope.supportTickets.get(params.id), NOT_FOUND);
    const body = await readJson<{ message: string; attachment_ids: string[] }>(request);
    requireFields(body, ['message']);
    const message = checkMessage(body.message);
    const attachments = checkAttachments(scope, body.attachment_ids);
    const now = nowIso(backend);
    const reply: SupportMessage = {
      id: `${ticket.id}_m${ticket.messages.length + 1}`,
      from: 'customer',
      body: message,
      created_at: now,
      attachments,
    };
    // A reply (also to a solved conversation) puts the question back with support.
    const row =
      scope.supportTickets.update(ticket.id, {
        status: 'open',
        updated_at: now,
        messages: [...ticket.messages, reply],
      }) ?? ticket;
    return response(200).json(ok(full(row), 'Your reply was sent.'));
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
