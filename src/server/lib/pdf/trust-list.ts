// The time-stamping authorities this installation trusts (TSA_CA_PATH: a PEM file of root certificates), and the
// check that a certificate chains up to one of them (docs/decisions/023-trusted-time-verified-and-in-the-background.md).
import { X509Certificate } from 'node:crypto';

export type TrustList = readonly X509Certificate[];

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** Every certificate of a PEM text; throws when there is none or one does not parse. */
export function parseTrustList(pem: string): TrustList {
  const blocks = pem.match(PEM_BLOCK) ?? [];
  if (blocks.length === 0) throw new Error('no contiene ningún certificado PEM');
  return blocks.map((block, i) => {
    try {
      return new X509Certificate(block);
    } catch {
      throw new Error(`el certificado ${i + 1} del fichero no es válido`);
    }
  });
}

const MAX_DEPTH = 8;
const validAt = (certificate: X509Certificate, at: Date) =>
  new Date(certificate.validFrom) <= at && at <= new Date(certificate.validTo);
const issued = (child: X509Certificate, parent: X509Certificate) => {
  try {
    return child.checkIssued(parent) && child.verify(parent.publicKey);
  } catch {
    return false;
  }
};
const isTrusted = (certificate: X509Certificate, trust: TrustList) =>
  trust.some((root) => root.fingerprint256 === certificate.fingerprint256);

/**
 * The chain from `leaf` up to a trusted root, each certificate valid at `at` and each issuer a CA; or, when there is
 * none, why not (Spanish). `others` are the certificates that came with the leaf (intermediates).
 */
export function chainToTrustList(
  leaf: X509Certificate,
  others: X509Certificate[],
  trust: TrustList,
  at: Date,
): { chain: X509Certificate[] } | { reason: string } {
  if (trust.length === 0) return { reason: 'no hay lista de autoridades de confianza (TSA_CA_PATH)' };
  const chain = [leaf];
  let current = leaf;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    if (!validAt(current, at)) return { reason: `el certificado «${current.subject}» no era válido en esa fecha` };
    if (isTrusted(current, trust)) return { chain };
    const parent =
      trust.find((root) => issued(current, root)) ??
      others.find((other) => other !== current && issued(current, other));
    if (!parent) return { reason: 'el certificado de la autoridad no se encadena con ninguna raíz de TSA_CA_PATH' };
    if (!parent.ca) return { reason: `«${parent.subject}» no es una autoridad de certificación` };
    chain.push(parent);
    current = parent;
  }
  return { reason: 'cadena de certificados demasiado larga' };
}
