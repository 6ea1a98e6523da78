import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { failure, MESSAGES, ok } from '../../respond';
import type { UserRow } from '../../store/types';
import { sideState } from './side-state';
import { invalid, nowIso, requireCode, strip, toUser, type MainSchemas } from './shared';

const PHONE = /^\+?(\([0-9]{1,4}\)|[0-9]{1,4})([ .-]?[0-9]{1,6}){0,6}$/;
type Verification = MainSchemas['Verification'];

/** KYC status of a user (spec A §4): verified, pending once documents are in, else from the requested items. */
function statusOf(backend: DemoBackend, user: UserRow): Verification['status'] {
  if (user.verified) return 'verified';
  const items = user.requested_verification?.pm_verification_items ?? [];
  if (items.some((item) => item.status === 'unverified' || item.status === 'declined')) return 'unverified';
  if ((sideState(backend).verificationSubmissions.get(user.id) ?? []).length) return 'pending';
  if (items.some((item) => item.status === 'pending')) return 'pending';
  return 'not_verified';
}

function verificationOf(backend: DemoBackend, user: UserRow): Verification {
  const scope = backend.db.forUser(user.id);
  const submissions = sideState(backend).verificationSubmissions.get(user.id) ?? [];
  return {
    status: statusOf(backend, user),
    documents: submissions.map((submission, i) => ({
      id: `kyc_${String(user.id).padStart(3, '0')}_${i + 1}`,
      type_id: submission.type_id,
      status: user.verified ? 'verified' : 'pending',
      attachments: submission.attachment_ids.flatMap((id) => {
        const file = scope.attachments.get(id);
        return file ? [strip(file)] : [];
      }),
      created_at: submission.submitted_at,
    })),
  };
}

/** Personal KYC verification and phone confirmation (spec A §2 verification, verification-phone-number). */
export const verificationHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.get('/api/v2/verification', ({ request, response }) => {
    const { user } = requireCaller(backend, request);
    return response(200).json(ok(verificationOf(backend, user)));
  }),

  mainHttp.post('/api/v2/verification/documents', async ({ request, response }) => {
    const { user, scope } = requireCaller(backend, request);
    const body = await readJson<{ type_id: string; attachment_ids: string[] }>(request);
    requireFields(body, ['type_id', 'attachment_ids']);
    // Business accounts verify through onboarding (KYB), not here (spec A §4 verification modal).
    if (user.user_type !== 'personal')
      throw failure(403, MESSAGES.featureUnavailable, undefined, 'personal_only');
    if (user.verified) throw invalid('type_id', 'Your account is already verified.');
    const type = backend.db.kycDocumentTypes.get(String(body.type_id));
    if (!type) throw invalid('type_id', 'The selected document type is invalid.');
    const ids = Array.isArray(body.attachment_ids) ? [...new Set(body.attachment_ids.map(String))] : [];
    if (ids.length < 1 || ids.length > type.sides)
      throw invalid(
        'attachment_ids',
        type.sides === 2 ? 'Upload one file per side (at most 2).' : 'Upload exactly one file.',
      );
    for (const id of ids) {
      const file = scope.attachments.get(id);
      if (!file) throw invalid('attachment_ids', 'The selected file is invalid.');
      if (!['image/jpeg', 'image/png', 'application/pdf'].includes(file.type))
        throw invalid('attachment_ids', 'Invalid file type');
    }
    const submissions = sideState(backend).verificationSubmissions;
    submissions.set(user.id, [
      ...(submissions.get(user.id) ?? []),
      { type_id: type.id, attachment_ids: ids, submitted_at: nowIso(backend) },
    ]);
    const items = user.requested_verification?.pm_verification_items ?? [
      { type: 'identity', status: 'not_verified' },
    ];
    backend.db.users.update(user.id, {
      requested_verification: {
        pm_verification_items: items.map((item) =>
          item.type === 'identity' ? { ...item, status: 'pending' } : item,
        ),
      },
    });
    const updated = backend.db.users.get(user.id) ?? user;
    return response(200).json(
      ok(verificationOf(backend, updated), 'Documents submitted. We will review them shortly.'),
    );
  }),

  mainHttp.post('/api/v2/verification/phone', async ({ request, response }) => {
    const { user } = requireCaller(backend, request);
    const body = await readJson<{ phone_country_code: string; phone_number: string }>(request);
    requireFields(body, ['phone_country_code', 'phone_number']);
    const country = String(body.phone_country_code);
    if (!/^[A-Z]{2}$/.test(country) || !backend.db.countries.get(country))
      throw invalid('phone_country_code', 'The selected phone country code is invalid.');
    const number = String(body.phone_number).trim();
    if (!PHONE.test(number) || number.length > 24)
      throw invalid('phone_number', 'The phone number format is invalid.');
    sideState(backend).phoneChallenges.set(user.id, { phone_country_code: country, phone_number: number });
    return response(200).json(ok(null, 'We sent a 6-digit code by SMS.'));
  }),

  mainHttp.post('/api/v2/verification/phone/confirm', async ({ request, response }) => {
    const { user } = requireCaller(backend, request);
    const body = await readJson<{ code: string }>(request);
    requireFields(body, ['code']);
    const challenges = sideState(backend).phoneChallenges;
    const challenge = challenges.get(user.id);
    if (!challenge) throw invalid('code', 'Request a code for your phone number first.');
    requireCode(body.code, 'code');
    challenges.delete(user.id);
    backend.db.users.update(user.id, { ...challenge, phone_number_identity_confirmed: true });
    return response(200).json(ok(toUser(backend.db, user.id), 'Your phone number is confirmed.'));
  }),
];
