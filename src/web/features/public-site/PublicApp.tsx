import type { PublicPageData } from '../../../shared/api-types';

/** Placeholder shell; the public-site work builds the real landing page. */
export function PublicApp({ data }: { data: PublicPageData }) {
  return (
    <main>
      <h1>{data.content.hero_title}</h1>
      <ul>
        {data.properties.map((p) => (
          <li key={p.id}>{p.title}</li>
        ))}
      </ul>
    </main>
  );
}
