import Ajv from 'ajv';
import type { FastifyInstance } from 'fastify';

type Json = Record<string, unknown>;
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Json }> }>;
}

/**
 * Checks answers against the OpenAPI document the app publishes at /api/docs: the status must be
 * documented for the operation, in a content type it declares (none: no body), and a JSON body
 * must match the documented schema.
 */
export function documentedAnswers(app: FastifyInstance) {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>>; components?: Json };
  const ajv = new Ajv({ strict: false, allErrors: true });
  const templates = Object.keys(doc.paths).map((path) => ({
    path,
    pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));

  /** Operations under /api/v1 whose success answer has no schema. */
  function undocumentedOperations(): string[] {
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/v1/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const success = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'));
        const schema = success ? Object.values(success[1].content ?? {})[0]?.schema : undefined;
        if (!schema) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    return missing;
  }

  /** Problems with one answer: an undocumented status, or a body its documented schema refuses. */
  function problems(
    method: string,
    url: string,
    status: number,
    contentType: string | undefined,
    body: string,
  ): string[] {
    const pathname = new URL(url, 'http://localhost').pathname;
    // The most specific template: fewest parameters.
    const template = templates
      .filter((t) => t.pattern.test(pathname) && doc.paths[t.path]?.[method.toLowerCase()])
      .sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0))[0];
    if (!template) return [`${method} ${pathname}: no operation in the OpenAPI document`];
    const operation = doc.paths[template.path]![method.toLowerCase()]!;
    const response = operation.responses?.[String(status)];
    if (!response) return [`${method} ${template.path}: answered ${status}, which the document does not declare`];
    const declared = Object.keys(response.content ?? {});
    if (declared.length === 0)
      return body === '' ? [] : [`${method} ${template.path}: ${status} declares no body, but one came`];
    const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
    if (!mediaType || !declared.includes(mediaType))
      return [
        `${method} ${template.path}: ${status} came as ${mediaType ?? 'no content type'}; the document declares ${declared.join(', ')}`,
      ];
    if (mediaType !== 'application/json') return [];
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return [`${method} ${template.path}: ${status} has no JSON schema`];
    const validate = ajv.compile({ ...schema, components: doc.components ?? {} });
    if (validate(JSON.parse(body))) return [];
    return (validate.errors ?? []).map(
      (e) => `${method} ${template.path} ${status}: ${e.instancePath || '/'} ${e.message ?? ''}`,
    );
  }

  return { undocumentedOperations, problems };
}
