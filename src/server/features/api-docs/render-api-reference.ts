import type { OpenAPIV3_1 } from 'openapi-types';

import { escapeHtml } from '#server/lib/html/document.ts';

type Schema = OpenAPIV3_1.SchemaObject & { $ref?: string; items?: Schema };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const refName = (ref: string) => ref.split('/').at(-1)!;

function typeOf(schema: Schema | undefined): string {
  if (!schema) return '';
  if (schema.$ref) return refName(schema.$ref);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.anyOf || schema.oneOf) return ((schema.anyOf ?? schema.oneOf) as Schema[]).map(typeOf).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array') return `${typeOf(schema.items as Schema)}[]`;
  return [type ?? 'objeto', schema.format ? `(${schema.format})` : ''].join(' ').trim();
}

/** A table of an object schema's properties; other schemas as one line. */
function schemaTable(schema: Schema | undefined, components: Record<string, Schema>): string {
  if (!schema) return '';
  const resolved = schema.$ref ? components[refName(schema.$ref)] : schema;
  if (!resolved) return `<p><code>${escapeHtml(typeOf(schema))}</code></p>`;
  if (resolved.type === 'array') {
    return `<p>Lista de <code>${escapeHtml(typeOf(resolved.items as Schema))}</code></p>${schemaTable(resolved.items as Schema, components)}`;
  }
  const properties = resolved.properties as Record<string, Schema> | undefined;
  if (!properties) return `<p><code>${escapeHtml(typeOf(resolved))}</code></p>`;
  const required = new Set(resolved.required ?? []);
  const rows = Object.entries(properties)
    .map(
      ([name, property]) =>
        `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? ' <abbr title="obligatorio">*</abbr>' : ''}</td>` +
        `<td><code>${escapeHtml(typeOf(property))}</code></td><td>${escapeHtml(property.description ?? '')}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th scope="col">Campo</th><th scope="col">Tipo</th><th scope="col">Descripción</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function operationHtml(
  method: string,
  path: string,
  operation: OpenAPIV3_1.OperationObject,
  components: Record<string, Schema>,
): string {
  const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-');
  const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  const body = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content;
  const parts = [
    `<section id="${id}" aria-labelledby="${id}-title">`,
    `<h3 id="${id}-title"><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>`,
    operation.summary ? `<p class="summary">${escapeHtml(operation.summary)}</p>` : '',
    operation.description ? `<p>${escapeHtml(operation.description)}</p>` : '',
    operation.security?.length
      ? '<p class="auth">Requiere el token del administrador (<code>Authorization: Bearer …</code>).</p>'
      : '',
  ];
  if (parameters.length > 0) {
    parts.push(
      '<h4>Parámetros</h4><table><thead><tr><th scope="col">Nombre</th><th scope="col">En</th><th scope="col">Tipo</th><th scope="col">Descripción</th></tr></thead><tbody>' +
        parameters
          .map(
            (p) =>
              `<tr><td><code>${escapeHtml(p.name)}</code>${p.required ? ' <abbr title="obligatorio">*</abbr>' : ''}</td><td>${p.in}</td>` +
              `<td><code>${escapeHtml(typeOf(p.schema as Schema))}</code></td><td>${escapeHtml(p.description ?? '')}</td></tr>`,
          )
          .join('') +
        '</tbody></table>',
    );
  }
  if (body) {
    for (const [type, media] of Object.entries(body)) {
      parts.push(
        `<h4>Cuerpo <small>${escapeHtml(type)}</small></h4>${schemaTable(media.schema as Schema, components)}`,
      );
    }
  }
  const responses = Object.entries(operation.responses ?? {}) as [string, OpenAPIV3_1.ResponseObject][];
  if (responses.length > 0) {
    parts.push('<h4>Respuestas</h4>');
    for (const [status, response] of responses) {
      const content = Object.entries(response.content ?? {});
      parts.push(`<h5>${escapeHtml(status)} ${escapeHtml(response.description ?? '')}</h5>`);
      for (const [type, media] of content) {
        parts.push(
          type === 'application/json'
            ? schemaTable(media.schema as Schema, components)
            : `<p><code>${escapeHtml(type)}</code></p>`,
        );
      }
    }
  }
  parts.push('</section>');
  return parts.join('');
}

const STYLE = `body{font:15px/1.55 system-ui,sans-serif;margin:0;color:#1c1917;background:#faf8f4}main{max-width:60rem;margin:0 auto;padding:2rem 1rem 4rem}
h1{font-family:Georgia,serif}h2{margin-top:3rem;border-bottom:2px solid #244536;padding-bottom:.25rem}section{background:#fff;border:1px solid #e7e5e4;border-radius:.75rem;padding:1rem 1.25rem;margin:1rem 0}
h3{margin:.25rem 0;font-size:1.05rem}.method{display:inline-block;min-width:4.5rem;text-align:center;border-radius:.4rem;padding:.1rem .4rem;color:#fff;font-size:.8rem;background:#57534e}
.get{background:#1d4ed8}.post{background:#15803d}.put{background:#a16207}.delete{background:#b91c1c}.auth{color:#92400e}.summary{font-weight:600}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border-top:1px solid #e7e5e4;text-align:left;padding:.3rem .5rem;vertical-align:top}code{font-size:.9em}nav ul{columns:2}`;

/** A readable API reference for integrators: every operation by tag, with fields, auth and answers. */
export function renderApiReference(document: OpenAPIV3_1.Document): string {
  const components = (document.components?.schemas ?? {}) as Record<string, Schema>;
  const byTag = new Map<string, string[]>();
  for (const tag of document.tags ?? []) byTag.set(tag.name, []);
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Otros';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push(operationHtml(method, path, operation, components));
    }
  }
  const tags = [...byTag].filter(([, operations]) => operations.length > 0);
  const description = (name: string) => document.tags?.find((t) => t.name === name)?.description ?? '';
  return (
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>Referencia de la API · ${escapeHtml(document.info.title)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>Referencia de la API</h1><p>${escapeHtml(document.info.description ?? '')}</p>` +
    '<p>Documento OpenAPI 3.1: <a href="/api/openapi.json">/api/openapi.json</a>.</p>' +
    `<nav aria-label="Secciones"><ul>${tags.map(([name]) => `<li><a href="#tag-${encodeURIComponent(name)}">${escapeHtml(name)}</a></li>`).join('')}</ul></nav>` +
    tags
      .map(
        ([name, operations]) =>
          `<h2 id="tag-${encodeURIComponent(name)}">${escapeHtml(name)}</h2><p>${escapeHtml(description(name))}</p>${operations.join('')}`,
      )
      .join('') +
    '</main></body></html>'
  );
}
