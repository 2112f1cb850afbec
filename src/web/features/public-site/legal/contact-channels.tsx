import type { ReactNode } from 'react';

import { CompanyEmail } from '#web/features/public-site/layout/CompanyEmail.tsx';

import type { CompanyDetails } from './company-details';

/** The words around the channels, in one language: "escribiendo a", "por correo postal a", " o ", and the fallback. */
export type ChannelWords = { byEmail: string; byPost: string; or: string; none: string };

/** "escribiendo a x@y.es o por correo postal a …", with only the channels the company filled in. */
export function contactChannels(company: CompanyDetails, words: ChannelWords): ReactNode {
  const channels = [
    company.email ? (
      <span key="email">
        {words.byEmail} <CompanyEmail email={company.email} />
      </span>
    ) : null,
    company.address ? (
      <span key="post">
        {words.byPost} {company.address}
      </span>
    ) : null,
  ].filter((channel) => channel !== null);
  if (channels.length === 0) return words.none;
  return channels.length === 1 ? channels[0] : [channels[0], words.or, channels[1]];
}
