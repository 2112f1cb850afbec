// A local stand-in for Adevinta's import API (docs/decisions/040-portals.md): create, update and delete with the
// `Api-Key` header, and the dictionaries' rules (types and subtypes, features by id and kind, transactions,
// documents, contact, address), refusing what they do not allow with a 400 and a `Message`, as the real API does.
// A test can queue answers (an outage, garbage, a slow answer) that replace the next ones.
import http from 'node:http';
import type { Socket } from 'node:net';

import { freePort } from './free-port';

// Whatever JSON arrives is read as the real API reads it: loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

export type FotocasaCall = { method: string; path: string; body: unknown };
type Forced = { status: number; body: string; delayMs?: number };

export type FotocasaStandIn = {
  url: string;
  calls: FotocasaCall[];
  ads: Map<string, Loose>;
  /** The next answers, in order, whatever the request. */
  force(...answers: Forced[]): void;
  close(): Promise<void>;
};

const SUBTYPES: Record<number, number[]> = {
  1: [2, 3, 5, 6, 7, 9, 10, 11],
  2: [13, 17, 19, 20, 24, 27],
  3: [],
  4: [],
  5: [48, 49, 50, 51, 72],
  6: [56, 60, 91],
  7: [],
  8: [68, 69, 70],
  12: [],
};
const DECIMAL = new Set([1, 11, 12, 21, 28, 62, 69, 231, 249, 320, 321, 323, 324, 325, 326, 327]);
const TEXT = new Set([2, 3]);
const BOOL = new Set([22, 23, 24, 25, 27, 29, 30, 254, 258, 297, 298, 300, 313, 314]);
const CODED: Record<number, number[]> = {
  249: [1, 2, 3, 4, 6],
  323: [1, 2, 3, 4, 5, 6, 7],
  324: [1, 2, 3, 4, 5, 6, 7],
  327: [1, 2, 3],
};
const FLOORS = [1, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 22, 31];

/** The first rule of the dictionaries the property breaks, or null. */
function refusal(p: Loose): string | null {
  if (typeof p.ExternalId !== 'string' || p.ExternalId === '') return 'ExternalId is required';
  if (typeof p.AgencyReference !== 'string') return 'AgencyReference is required';
  if (!(p.TypeId in SUBTYPES)) return `TypeId ${p.TypeId} is not valid`;
  if (p.SubTypeId !== undefined && !SUBTYPES[p.TypeId]!.includes(p.SubTypeId)) {
    return `SubTypeId ${p.SubTypeId} is not valid for TypeId ${p.TypeId}`;
  }
  if (![1, 3].includes(p.ContactTypeId)) return 'ContactTypeId is not valid';
  const address = p.PropertyAddress;
  if (!Array.isArray(address) || address.length !== 1) return 'PropertyAddress must have one item';
  const [a] = address;
  if (typeof a.x !== 'number' || typeof a.y !== 'number' || Math.abs(a.x) > 180 || Math.abs(a.y) > 90) {
    return 'PropertyAddress x and y are required';
  }
  if (![1, 2, 3].includes(a.VisibilityModeId)) return 'VisibilityModeId is not valid';
  if (a.FloorId !== undefined && !FLOORS.includes(a.FloorId)) return `FloorId ${a.FloorId} is not valid`;
  if (!Array.isArray(p.PropertyFeature) || p.PropertyFeature.length === 0) return 'PropertyFeature is required';
  for (const f of p.PropertyFeature) {
    const kinds = ['DecimalValue', 'BoolValue', 'TextValue', 'DateValue'].filter((key) => key in f);
    if (kinds.length !== 1) return `Feature ${f.FeatureId} must have one value`;
    if (
      DECIMAL.has(f.FeatureId)
        ? typeof f.DecimalValue !== 'number'
        : TEXT.has(f.FeatureId)
          ? typeof f.TextValue !== 'string'
          : BOOL.has(f.FeatureId)
            ? typeof f.BoolValue !== 'boolean'
            : true
    ) {
      return `Feature ${f.FeatureId} is not valid`;
    }
    if (CODED[f.FeatureId] && !CODED[f.FeatureId]!.includes(f.DecimalValue))
      return `Feature ${f.FeatureId} value is not valid`;
    if ([325, 326].includes(f.FeatureId) && (f.DecimalValue < 1 || f.DecimalValue > 999))
      return `Feature ${f.FeatureId} out of range`;
  }
  if (!p.PropertyFeature.some((f: { FeatureId: number }) => f.FeatureId === 1))
    return 'Surface (feature 1) is required';
  const transactions = p.PropertyTransaction;
  if (!Array.isArray(transactions) || transactions.length === 0) return 'PropertyTransaction is required';
  for (const t of transactions) {
    if (![1, 3, 4, 7, 9].includes(t.TransactionTypeId)) return 'TransactionTypeId is not valid';
    if (typeof t.Price !== 'number' || t.Price <= 0) return 'Price is required';
  }
  for (const d of p.PropertyDocument ?? []) {
    if (![1, 7, 8, 23, 31].includes(d.TypeId)) return `Document TypeId ${d.TypeId} is not valid`;
    if (typeof d.Url !== 'string' || !/^https?:\/\/.+\/[^/]+\.[a-z0-9]+$/i.test(d.Url))
      return 'Document Url must end in a file name';
    if (!Number.isInteger(d.SortingId)) return 'SortingId is required';
  }
  const contacts = p.PropertyContactInfo;
  if (!Array.isArray(contacts) || contacts.length === 0) return 'PropertyContactInfo is required';
  for (const c of contacts)
    if (![1, 2].includes(c.TypeId) || typeof c.Value !== 'string') return 'Contact is not valid';
  return null;
}

export async function startFotocasaStandIn(apiKey: string): Promise<FotocasaStandIn> {
  const port = await freePort();
  const calls: FotocasaCall[] = [];
  const ads = new Map<string, Loose>();
  const forced: Forced[] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      calls.push({ method: request.method!, path: request.url!, body });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      const next = forced.shift();
      if (next) {
        setTimeout(() => {
          if (response.destroyed) return;
          response.writeHead(next.status, { 'content-type': 'text/html' });
          response.end(next.body);
        }, next.delayMs ?? 0);
        return;
      }
      if (request.headers['api-key'] !== apiKey) return send(401, { StatusCode: 401, Message: 'Unauthorized' });
      const property = body as Loose;
      if (request.url === '/api/property' && (request.method === 'POST' || request.method === 'PUT')) {
        const problem = refusal(property ?? {});
        if (problem) return send(400, { StatusCode: 400, Message: problem });
        const exists = ads.has(property.ExternalId);
        if (request.method === 'POST' && exists)
          return send(400, { StatusCode: 400, Message: 'Error_110: duplicated ExternalId' });
        if (request.method === 'PUT' && !exists) return send(404, { StatusCode: 404, Message: 'Not found' });
        ads.set(property.ExternalId, property);
        return send(200, { StatusCode: request.method === 'POST' ? 201 : 200, Message: 'OK' });
      }
      const deletion = request.url?.match(/^\/api\/v2\/property\/([A-Za-z0-9+/=]+)$/);
      if (deletion && request.method === 'DELETE') {
        const id = Buffer.from(deletion[1]!, 'base64').toString('utf8');
        if (!ads.delete(id)) return send(404, { StatusCode: 404, Message: 'Not found' });
        response.writeHead(200);
        return response.end();
      }
      send(404, { StatusCode: 404, Message: 'No such endpoint' });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    ads,
    force: (...answers) => forced.push(...answers),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
