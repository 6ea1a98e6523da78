import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { failure, MESSAGES, ok } from '../../respond';
import type { UserScope } from '../../store/db';
import type { KycDocumentType, PersonalVerification, UserRow } from '../../store/types';
import { sideState } from './side-state';
import { invalid, nowIso, strip, type MainSchemas } from './shared';

type Verification = MainSchemas['Verification'];
type Submission = MainSchemas['VerificationSubmission'];

/** Verification documents: JPEG, PNG or PDF (spec A §5); the uploader checks the 8 MB when the file is sent. */
const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const ADULT_YEARS = 18;
const KYC_ITEMS = ['identity', 'address'];
const NAME = /^[\p{L}\p{M}' .-]+$/u;

/** The user's latest personal verification: the one that says where they stand. */
const latestOf = (scope: UserScope): PersonalVerification | undefined =>
  scope.verifications
    .all()
    .reduce<PersonalVerification | undefined>(
      (last, row) => (!last || row.submitted_at >= last.submitted_at ? row : last),
      undefined,
    );

/**
 * KYC status of a user (spec A §4): verified, else the latest verification sent, else the requested items
 * (declined ones make it unverified), else pending once documents are in, else not verified.
 */
function statusOf(
  backend: DemoBackend,
  user: UserRow,
  latest?: PersonalVerification,
): Verification['status'] {
  if (user.verified) return 'verified';
  if (latest) return latest.status;
  // Only the identity and address items are this KYC; other requested items (kyc_verification) are not.
  const items = (user.requested_verification?.pm_verification_items ?? []).filter((item) =>
    KYC_ITEMS.includes(item.type),
  );
  if (items.some((item) => item.status === 'unverified' || item.status === 'declined')) return 'unverified';
  if ((sideState(backend).verificationSubmissions.get(user.id) ?? []).length) return 'pending';
  if (items.some((item) => item.status === 'pending')) return 'pending';
  return 'not_verified';
}

function verificationOf(backend: DemoBackend, user: UserRow): Verification {
  const scope = backend.db.forUser(user.id);
  const latest = latestOf(scope);
  const status = statusOf(backend, user, latest);
  const attachments = (ids: string[]) =>
    ids.flatMap((id) => {
      const file = scope.attachments.get(id);
      return file ? [strip(file)] : [];
    });
  const documentStatus = user.verified ? 'verified' : status === 'unverified' ? 'unverified' : 'pending';
  const sent = (sideState(backend).verificationSubmissions.get(user.id) ?? []).map((submission, i) => ({
    id: `kyc_${String(user.id).padStart(3, '0')}_${i + 1}`,
    type_id: submission.type_id,
    status: documentStatus,
    attachments: attachments(submission.attachment_ids),
    created_at: submission.submitted_at,
  }));
  const fromLatest = latest
    ? [
        [latest.document_type_id, latest.document_attachment_ids],
        [latest.proof_of_address_type_id, [latest.proof_of_address_attachment_id]],
      ].map(([type_id, ids], i) => ({
        id: `${latest.id}_${i + 1}`,
        type_id: type_id as string,
        status: documentStatus,
        attachments: attachments(ids as string[]),
        created_at: latest.submitted_at,
      }))
    : [];
  return {
    status,
    documents: [...fromLatest, ...sent],
    decline_reason: status === 'unverified' ? (latest?.decline_reason ?? null) : null,
    submitted_at: latest?.submitted_at ?? sent.at(-1)?.created_at ?? null,
  } as Verification;
}

/** Text of a body field, trimmed; a 422 at the field when it is missing or too long. */
function text(body: Partial<Submission>, field: keyof Submission & string, max: number): string {
  const value = typeof body[field] === 'string' ? body[field].trim() : '';
  if (!value) throw invalid(field, `The ${field.replace(/_/g, ' ')} field is required.`);
  if (value.length > max)
    throw invalid(field, `The ${field.replace(/_/g, ' ')} may not be greater than ${max} characters.`);
  return value;
}

/** A document type of that purpose, accepted for the country (types without a country go everywhere). */
function documentType(
  backend: DemoBackend,
  field: keyof Submission & string,
  id: unknown,
  purpose: KycDocumentType['purpose'],
  country: string,
): KycDocumentType {
  const type = backend.db.kycDocumentTypes.get(String(id));
  if (!type || type.purpose !== purpose || (type.country_code && type.country_code !== country))
    throw invalid(field, 'The selected document type is invalid.');
  return type;
}

/** An uploaded file of the caller in a verification format. */
function document(scope: UserScope, field: keyof Submission & string, id: unknown): string {
  const file = typeof id === 'string' ? scope.attachments.get(id) : undefined;
  if (!file) throw invalid(field, 'The selected file is invalid.');
  if (!DOCUMENT_TYPES.includes(file.type)) throw invalid(field, 'Invalid file type');
  return file.id;
}

/** The date of birth of an adult: a real calendar date at least 18 years before today. */
function birthDate(backend: DemoBackend, value: unknown): string {
  const date = typeof value === 'string' ? value : '';
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : undefined;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date)
    throw invalid('date_of_birth', 'The date of birth is not a valid date.');
  const today = new Date(backend.now());
  const adult = new Date(
    Date.UTC(today.getUTCFullYear() - ADULT_YEARS, today.getUTCMonth(), today.getUTCDate()),
  );
  if (parsed > adult) throw invalid('date_of_birth', 'You must be at least 18 years old.');
  return date;
}

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** Checks one verification and stores it; the demo reviewer declines at once a name that is not the account's. */
function submitVerification(
  backend: DemoBackend,
  user: UserRow,
  scope: UserScope,
  body: Partial<Submission>,
) {
  // Business accounts verify through onboarding (KYB), not here (spec A §4 verification modal).
  if (user.user_type !== 'personal')
    throw failure(403, MESSAGES.featureUnavailable, undefined, 'personal_only');
  const current = statusOf(backend, user, latestOf(scope));
  if (current === 'verified') throw failure(422, 'Your account is already verified.');
  if (current === 'pending') throw failure(422, 'Your documents are already being reviewed.');
  const first_name = text(body, 'first_name', 100);
  const last_name = text(body, 'last_name', 100);
  for (const [field, value] of [
    ['first_name', first_name],
    ['last_name', last_name],
  ] as const)
    if (!NAME.test(value)) throw invalid(field, `The ${field.replace(/_/g, ' ')} may only contain letters.`);
  const date_of_birth = birthDate(backend, body.date_of_birth);
  const country = (field: 'nationality' | 'country_code') => {
    const code = text(body, field, 2);
    if (!backend.db.countries.get(code))
      throw invalid(field, `The selected ${field.replace(/_/g, ' ')} is invalid.`);
    return code;
  };
  const nationality = country('nationality');
  const country_code = country('country_code');
  const city = text(body, 'city', 100);
  const address = text(body, 'address', 191);
  const postal_code = text(body, 'postal_code', 20);
  const identity = documentType(backend, 'document_type_id', body.document_type_id, 'identity', nationality);
  const sides = [document(scope, 'document_front_id', body.document_front_id)];
  if (identity.sides === 2) {
    if (!body.document_back_id) throw invalid('document_back_id', 'Upload the back of the document.');
    sides.push(document(scope, 'document_back_id', body.document_back_id));
  }
  const proof = documentType(
    backend,
    'proof_of_address_type_id',
    body.proof_of_address_type_id,
    'address',
    country_code,
  );
  const proofId = document(scope, 'proof_of_address_id', body.proof_of_address_id);
  if (body.declaration !== true)
    throw invalid('declaration', 'Confirm that the details and documents are yours and true.');
  const declined = !sameName(`${first_name} ${last_name}`, user.name);
  scope.verifications.insert({
    status: declined ? 'unverified' : 'pending',
    decline_reason: declined ? 'document_name_mismatch' : null,
    first_name,
    last_name,
    date_of_birth,
    nationality,
    country_code,
    city,
    address,
    postal_code,
    document_type_id: identity.id,
    document_attachment_ids: sides,
    proof_of_address_type_id: proof.id,
    proof_of_address_attachment_id: proofId,
    submitted_at: nowIso(backend),
  });
  const status = declined ? 'unverified' : 'pending';
  const items = user.requested_verification?.pm_verification_items ?? [
    { type: 'identity', status: 'not_verified' },
    { type: 'address', status: 'not_verified' },
  ];
  backend.db.users.update(user.id, {
    requested_verification: {
      ...user.requested_verification,
      pm_verification_items: items.map((item) =>
        KYC_ITEMS.includes(item.type) ? { ...item, status } : item,
      ),
    },
  });
}

/**
 * Personal KYC verification (spec A §2 verification): the status, the wizard's submission, and documents sent
 * on their own. Phone confirmation is main-verification-phone.ts.
 */
export const verificationHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.get('/api/v2/verification', ({ request, response }) => {
    const { user } = requireCaller(backend, request);
    return response(200).json(ok(verificationOf(backend, user)));
  }),

  mainHttp.post('/api/v2/verification', async ({ request, response }) => {
    const { user, scope } = requireCaller(backend, request);
    submitVerification(backend, user, scope, await readJson<Submission>(request));
    const updated = backend.db.users.get(user.id) ?? user;
    return response(200).json(
      ok(verificationOf(backend, updated), 'Thank you. We are checking your details and documents.'),
    );
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
      if (!DOCUMENT_TYPES.includes(file.type)) throw invalid('attachment_ids', 'Invalid file type');
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
        ...user.requested_verification,
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
];
