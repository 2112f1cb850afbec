import autocannon from 'autocannon';

import { photo, propertyBody } from './seed';

type LoadResult = {
  seconds: number;
  visitorRequests: number;
  visitorErrors: number;
  visitorNon2xx: number;
  homeP99Ms: number;
  adminWrites: number;
  adminErrors: number;
  contactsSent: number;
  contactErrors: number;
};

/**
 * 50 concurrent visitors on `/`, property pages and images while an admin creates and reorders
 * properties and the contact form receives 5 messages a second.
 */
export async function mixedLoad(url: string, token: string, seconds = 30): Promise<LoadResult> {
  const properties = (await (await fetch(`${url}/api/properties`)).json()) as {
    id: number;
    slug: string;
    images: { variants: { url: string }[] }[];
  }[];
  const pages = properties.slice(0, 20).map((p) => `/propiedades/${p.id}-${p.slug}`);
  const images = properties.slice(0, 20).flatMap((p) => p.images.slice(0, 2).map((i) => i.variants[0]!.url));
  const visitorPaths = ['/', ...pages.slice(0, 5), ...images.slice(0, 10)];

  let stop = false;
  let adminWrites = 0;
  let adminErrors = 0;
  const admin = (async () => {
    const image = `data:image/jpeg;base64,${(await photo(1200, 800, 3)).toString('base64')}`;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    for (let i = 0; !stop; i++) {
      const created = await fetch(`${url}/api/cms/properties`, {
        method: 'POST',
        headers,
        body: JSON.stringify(propertyBody(1000 + i, [image])),
      });
      if (created.ok) adminWrites++;
      else adminErrors++;
      const list = (await (await fetch(`${url}/api/properties`)).json()) as { id: number }[];
      const order = list.map((p, index) => ({ property_id: p.id, order: index === 0 ? list.length : index }));
      const reordered = await fetch(`${url}/api/cms/properties/order`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ properties: order }),
      });
      if (reordered.ok) adminWrites++;
      else adminErrors++;
      await new Promise((r) => setTimeout(r, 500));
    }
  })();

  let contactsSent = 0;
  let contactErrors = 0;
  const contactTimer = setInterval(() => {
    const n = contactsSent + contactErrors;
    fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.50.${Math.floor(n / 200)}.${n % 200}` },
      body: JSON.stringify({
        name: `Visitante ${n}`,
        email: `v${n}@ejemplo.es`,
        phone: '612345678',
        message: 'Quiero más información sobre el piso.',
      }),
    })
      .then((r) => (r.status === 201 ? contactsSent++ : contactErrors++))
      .catch(() => contactErrors++);
  }, 200);

  const home = autocannon({ url: `${url}/`, connections: 10, duration: seconds });
  const visitors = autocannon({
    url,
    connections: 40,
    duration: seconds,
    requests: visitorPaths.map((path) => ({ method: 'GET', path })),
  });
  const [homeResult, visitorResult] = await Promise.all([home, visitors]);
  stop = true;
  clearInterval(contactTimer);
  await admin;
  return {
    seconds,
    visitorRequests: homeResult.requests.total + visitorResult.requests.total,
    visitorErrors: homeResult.errors + homeResult.timeouts + visitorResult.errors + visitorResult.timeouts,
    visitorNon2xx: homeResult.non2xx + visitorResult.non2xx,
    homeP99Ms: homeResult.latency.p99,
    adminWrites,
    adminErrors,
    contactsSent,
    contactErrors,
  };
}
