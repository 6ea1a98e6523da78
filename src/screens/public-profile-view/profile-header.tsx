import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink, MapPin, Phone } from 'lucide-react';
import { toBcp47 } from '@/i18n/languages';
import { initials, placeText, websiteHref, websiteLabel } from './public-page-state';

interface Props {
  name: string;
  handle?: string | null;
  picture?: string | null;
  description?: string | null;
  website?: string | null;
  city?: string | null;
  country?: string | null;
  phone?: string | null;
}

/** The top of a public page: picture or initials, name, handle, about text and contact lines. */
export function ProfileHeader({ name, handle, picture, description, website, city, country, phone }: Props) {
  const { t, i18n } = useTranslation('public');
  const place = placeText(city, country, toBcp47(i18n.language ?? 'en'));
  const href = websiteHref(website);
  // A picture that does not load (moved, blocked) gives way to the initials rather than a broken image.
  const [pictureFailed, setPictureFailed] = useState(false);
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      {picture && !pictureFailed ? (
        <img
          src={picture}
          alt=""
          onError={() => setPictureFailed(true)}
          className="size-20 rounded-full border border-border object-cover"
        />
      ) : (
        <span
          aria-hidden
          className="grid size-20 place-items-center rounded-full bg-primary/10 text-2xl font-semibold text-primary"
        >
          {initials(name)}
        </span>
      )}
      <div className="min-w-0 space-y-1">
        <h1 dir="auto" className="break-words text-2xl font-semibold">
          {name}
        </h1>
        {handle ? (
          <p className="text-sm text-muted-foreground">
            <bdi dir="ltr">@{handle}</bdi>
          </p>
        ) : null}
      </div>
      {/* What people write reads in its own direction inside an Arabic page (and the other way round). */}
      {description ? (
        <p dir="auto" className="max-w-prose text-muted-foreground">
          {description}
        </p>
      ) : null}
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm" aria-label={t('common.contact')}>
        {href ? (
          <li className="flex items-center gap-1">
            <ExternalLink aria-hidden className="size-4" />
            <a href={href} target="_blank" rel="noopener noreferrer" className="underline" dir="ltr">
              {websiteLabel(href)}
            </a>
          </li>
        ) : null}
        {place ? (
          <li className="flex items-center gap-1">
            <MapPin aria-hidden className="size-4" />
            <bdi>{place}</bdi>
          </li>
        ) : null}
        {phone ? (
          <li className="flex items-center gap-1">
            <Phone aria-hidden className="size-4" />
            <bdi dir="ltr">{phone}</bdi>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
